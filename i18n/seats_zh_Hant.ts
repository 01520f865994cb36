<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>table</name>
        <message>
            <source>%1 张暗牌</source>
            <translation>%1 張暗牌</translation>
        </message>
        <message>
            <source>你的弃牌 · %1</source>
            <translation>你的棄牌 · %1</translation>
        </message>
        <message>
            <source>%1的弃牌 · %2</source>
            <translation>%1的棄牌 · %2</translation>
        </message>
        <message>
            <source>%1 · %2</source>
            <translation>%1 · %2</translation>
        </message>
        <message>
            <source>我</source>
            <translation>我</translation>
        </message>
        <message>
            <source>弃牌</source>
            <translation>棄牌</translation>
        </message>
        <message>
            <source>亮出的牌</source>
            <translation>亮出的牌</translation>
        </message>
        <message>
            <source>将牌</source>
            <translation>將牌</translation>
        </message>
        <message>
            <source>你的弃牌</source>
            <translation>你的棄牌</translation>
        </message>
    </context>
</TS>
