<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>table</name>
        <message>
            <source>你的手牌</source>
            <translation>你的手牌</translation>
        </message>
    </context>
</TS>
