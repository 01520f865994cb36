<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>melds</name>
        <message>
            <source>叫龙的牌留在手里，不能打出</source>
            <translation>叫龍的牌留在手裏，不能打出</translation>
        </message>
        <message>
            <source>碰</source>
            <translation>碰</translation>
        </message>
        <message>
            <source>明杠</source>
            <translation>明槓</translation>
        </message>
        <message>
            <source>暗杠</source>
            <translation>暗槓</translation>
        </message>
        <message>
            <source>龙</source>
            <translation>龍</translation>
        </message>
        <message>
            <source>叫龙</source>
            <translation>叫龍</translation>
        </message>
        <message>
            <source>喜</source>
            <translation>喜</translation>
        </message>
        <message>
            <source>（%1 打出的）</source>
            <translation>（%1 打出的）</translation>
        </message>
    </context>
</TS>
