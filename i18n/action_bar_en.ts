<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>table</name>
        <message>
            <source>胡</source>
            <translation>Win</translation>
        </message>
        <message>
            <source>杠</source>
            <translation>Kong</translation>
        </message>
        <message>
            <source>碰</source>
            <translation>Pung</translation>
        </message>
        <message>
            <source>过</source>
            <translation>Pass</translation>
        </message>
        <message>
            <source>暗杠</source>
            <translation>Conc. kong</translation>
        </message>
        <message>
            <source>加杠</source>
            <translation>Add kong</translation>
        </message>
        <message>
            <source>叫龙</source>
            <translation>Show dragon</translation>
        </message>
        <message>
            <source>撂龙</source>
            <translation>Lay dragon</translation>
        </message>
        <message>
            <source>报听</source>
            <translation>Ready</translation>
        </message>
        <message>
            <source>打出</source>
            <translation>Discard</translation>
        </message>
        <message>
            <source>天听</source>
            <translation>Ready on deal</translation>
        </message>
        <message>
            <source>自摸</source>
            <translation>self-drawn win</translation>
        </message>
        <message>
            <source>空格</source>
            <translation>Space</translation>
        </message>
        <message>
            <source>先选一张牌，再按回车打出</source>
            <translation>Select a card first, then press Enter to discard</translation>
        </message>
    </context>
</TS>
