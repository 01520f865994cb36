<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>replay_seat</name>
        <message>
            <source>碰</source>
            <translation>Pung</translation>
        </message>
        <message>
            <source>明杠</source>
            <translation>Open kong</translation>
        </message>
        <message>
            <source>暗杠</source>
            <translation>Concealed kong</translation>
        </message>
        <message>
            <source>叫龙</source>
            <translation>Dragon (declared)</translation>
        </message>
        <message>
            <source>喜</source>
            <translation>Joys</translation>
        </message>
        <message>
            <source>龙</source>
            <translation>Dragon</translation>
        </message>
        <message>
            <source>庄</source>
            <translation>dealer</translation>
        </message>
        <message>
            <source>报听</source>
            <translation>ready</translation>
        </message>
        <message>
            <source>手牌 %1 张</source>
            <translation>%1 cards in hand</translation>
        </message>
        <message>
            <source>手牌</source>
            <translation>Hand</translation>
        </message>
        <message>
            <source>打出的牌</source>
            <translation>Discards</translation>
        </message>
        <message>
            <source>（%1 张手牌，不亮给你看）</source>
            <translation>(%1 cards in hand, not shown to you)</translation>
        </message>
    </context>
</TS>
