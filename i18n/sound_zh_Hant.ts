<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>sound</name>
        <message>
            <source>碰</source>
            <translation>碰</translation>
        </message>
        <message>
            <source>杠</source>
            <translation>槓</translation>
        </message>
        <message>
            <source>胡</source>
            <translation>胡</translation>
        </message>
        <message>
            <source>自摸</source>
            <translation>自摸</translation>
        </message>
        <message>
            <source>报听</source>
            <translation>報聽</translation>
        </message>
        <message>
            <source>撂龙</source>
            <translation>撂龍</translation>
        </message>
    </context>
</TS>
