<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>main</name>
        <message>
            <source>长牌</source>
            <translation>Changpai</translation>
        </message>
    </context>
</TS>
