<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>table</name>
        <message>
            <source>%1 张暗牌</source>
            <translation>%1 hidden cards</translation>
        </message>
        <message>
            <source>你的弃牌 · %1</source>
            <translation>Your discards · %1</translation>
        </message>
        <message>
            <source>%1的弃牌 · %2</source>
            <translation>%1: discards · %2</translation>
        </message>
        <message>
            <source>%1 · %2</source>
            <translation>%1 · %2</translation>
        </message>
        <message>
            <source>我</source>
            <translation>Me</translation>
        </message>
        <message>
            <source>弃牌</source>
            <translation>Discards</translation>
        </message>
        <message>
            <source>亮出的牌</source>
            <translation>Melds shown</translation>
        </message>
        <message>
            <source>将牌</source>
            <translation>Flipped generals</translation>
        </message>
        <message>
            <source>你的弃牌</source>
            <translation>Your discards</translation>
        </message>
    </context>
</TS>
