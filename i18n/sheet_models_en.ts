<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>sheet</name>
        <message>
            <source>合计</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>局</source>
            <translation>Hand</translation>
        </message>
        <message>
            <source>庄家</source>
            <translation>Dealer</translation>
        </message>
        <message>
            <source>结果</source>
            <translation>Result</translation>
        </message>
        <message>
            <source>定醒（这一局休息）</source>
            <translation>Resting this hand</translation>
        </message>
        <message>
            <source>醒</source>
            <translation>rest</translation>
        </message>
        <message>
            <source>胡 %1 · 得分 %2 · 累计 %3</source>
            <translation>%1 hu · net %2 · total %3</translation>
        </message>
        <message>
            <source>共 %1 局</source>
            <translation>Hands: %1</translation>
        </message>
        <message>
            <source>这一场到现在的总得分：%1</source>
            <translation>Total score of this match so far: %1</translation>
        </message>
        <message>
            <source>荒牌</source>
            <translation>Drawn</translation>
        </message>
        <message>
            <source>%1 自摸（%2）</source>
            <translation>%1 · self-drawn · %2</translation>
        </message>
        <message>
            <source>%1 胡 %3 打出的牌（%2）</source>
            <translation>%1 · on a discard from %3 · %2</translation>
        </message>
        <message>
            <source>项目</source>
            <translation>Item</translation>
        </message>
        <message>
            <source>牌</source>
            <translation>Cards</translation>
        </message>
        <message>
            <source>胡</source>
            <translation>Hu</translation>
        </message>
    </context>
    <context>
        <name>sheet_compact</name>
        <message>
            <source>局</source>
            <translation>#</translation>
        </message>
    </context>
</TS>
