<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>melds</name>
        <message>
            <source>叫龙的牌留在手里，不能打出</source>
            <translation>A shown dragon stays in your hand and cannot be discarded</translation>
        </message>
        <message>
            <source>碰</source>
            <translation>pung</translation>
        </message>
        <message>
            <source>明杠</source>
            <translation>kong</translation>
        </message>
        <message>
            <source>暗杠</source>
            <translation>concealed kong</translation>
        </message>
        <message>
            <source>龙</source>
            <translation>dragon</translation>
        </message>
        <message>
            <source>叫龙</source>
            <translation>shown dragon</translation>
        </message>
        <message>
            <source>喜</source>
            <translation>joy</translation>
        </message>
        <message>
            <source>（%1 打出的）</source>
            <translation> (discarded by %1)</translation>
        </message>
    </context>
</TS>
