<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>replay_seat</name>
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
            <source>叫龙</source>
            <translation>叫龍</translation>
        </message>
        <message>
            <source>喜</source>
            <translation>喜</translation>
        </message>
        <message>
            <source>龙</source>
            <translation>龍</translation>
        </message>
        <message>
            <source>庄</source>
            <translation>莊</translation>
        </message>
        <message>
            <source>报听</source>
            <translation>報聽</translation>
        </message>
        <message>
            <source>手牌 %1 张</source>
            <translation>手牌 %1 張</translation>
        </message>
        <message>
            <source>手牌</source>
            <translation>手牌</translation>
        </message>
        <message>
            <source>打出的牌</source>
            <translation>打出的牌</translation>
        </message>
        <message>
            <source>（%1 张手牌，不亮给你看）</source>
            <translation>（%1 張手牌，不亮給你看）</translation>
        </message>
    </context>
</TS>
