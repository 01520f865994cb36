<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>hand_end</name>
        <message>
            <source>手牌</source>
            <translation>Hand</translation>
        </message>
        <message>
            <source>顺</source>
            <translation>run</translation>
        </message>
        <message>
            <source>坎</source>
            <translation>triplet</translation>
        </message>
        <message>
            <source>将头</source>
            <translation>pair</translation>
        </message>
        <message>
            <source>碰</source>
            <translation>Pung</translation>
        </message>
        <message>
            <source>明杠</source>
            <translation>Exposed kong</translation>
        </message>
        <message>
            <source>暗杠</source>
            <translation>Concealed kong</translation>
        </message>
        <message>
            <source>龙</source>
            <translation>dragon</translation>
        </message>
        <message>
            <source>叫龙</source>
            <translation>Shown dragon</translation>
        </message>
        <message>
            <source>喜</source>
            <translation>Joys</translation>
        </message>
        <message>
            <source>%1（胡）</source>
            <translation>%1 (won)</translation>
        </message>
        <message>
            <source>胡 %1</source>
            <translation>%1 hu</translation>
        </message>
        <message>
            <source>得分 %1</source>
            <translation>net %1</translation>
        </message>
        <message>
            <source>红框里是胡的那张牌：%1</source>
            <translation>Ringed in red, the winning card: %1</translation>
        </message>
        <message>
            <source>没有成坎、成杠的牌，0 胡</source>
            <translation>No triplets or kongs: 0 hu</translation>
        </message>
        <message>
            <source>胡的牌</source>
            <translation>the winning card</translation>
        </message>
        <message>
            <source>合计</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>结算后得分</source>
            <translation>Net after settlement</translation>
        </message>
        <message>
            <source>第 %1 局结束</source>
            <translation>Hand %1 is over</translation>
        </message>
        <message>
            <source>复盘</source>
            <translation>Review</translation>
        </message>
        <message>
            <source>%1 胡</source>
            <translation>%1 hu</translation>
        </message>
        <message>
            <source>包张：%1 替 %2 付给 %3：%4</source>
            <translation>Discarder pays (bao zhang): %1 pays %3 %4 on behalf of %2</translation>
        </message>
        <message>
            <source>%1 付给 %2：%3</source>
            <translation>%1 pays %2: %3</translation>
        </message>
        <message>
            <source>两两相等，不用付</source>
            <translation>all equal, nobody pays</translation>
        </message>
        <message>
            <source>结算</source>
            <translation>Settlement</translation>
        </message>
        <message>
            <source>本局得分</source>
            <translation>Net this hand</translation>
        </message>
        <message>
            <source>穷狠 300：%1 起手没有一对，这一局算 300 胡</source>
            <translation>Poor hand 300 (qiong hen): %1 was dealt no pair and counts 300 hu this hand</translation>
        </message>
        <message>
            <source>%1 定醒，不结算</source>
            <translation>%1 rested and settles nothing</translation>
        </message>
        <message>
            <source>累计</source>
            <translation>Running totals</translation>
        </message>
        <message>
            <source>这一场结束了</source>
            <translation>The game is over</translation>
        </message>
        <message>
            <source>看总结</source>
            <translation>Summary</translation>
        </message>
        <message>
            <source>下一局</source>
            <translation>Next hand</translation>
        </message>
        <message>
            <source>记分表</source>
            <translation>Score sheet</translation>
        </message>
    </context>
</TS>
