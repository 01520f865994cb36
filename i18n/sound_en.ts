<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>sound</name>
        <message>
            <source>碰</source>
            <translation>Peng</translation>
        </message>
        <message>
            <source>杠</source>
            <translation>Gang</translation>
        </message>
        <message>
            <source>胡</source>
            <translation>Hu</translation>
        </message>
        <message>
            <source>自摸</source>
            <translation>Self-drawn win</translation>
        </message>
        <message>
            <source>报听</source>
            <translation>Ready</translation>
        </message>
        <message>
            <source>撂龙</source>
            <translation>Dragon laid</translation>
        </message>
    </context>
</TS>
