<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>main</name>
        <message>
            <source>长牌</source>
            <translation>長牌</translation>
        </message>
    </context>
</TS>
