<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>RulesWindow</name>
        <message>
            <source>规则</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>玩法</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>新手引导：打第一手牌</source>
            <translation>Guided first hand</translation>
        </message>
        <message>
            <source>家规：%1</source>
            <translation>House rules: %1</translation>
        </message>
        <message>
            <source>家规改过；原规则：%1</source>
            <translation>Changed by a house rule; the preset says %1</translation>
        </message>
        <message>
            <source>有</source>
            <translation>on</translation>
        </message>
        <message>
            <source>无</source>
            <translation>off</translation>
        </message>
        <message>
            <source>这套规则不用：</source>
            <translation>Not used in these rules: </translation>
        </message>
        <message>
            <source>这套规则不带喜。</source>
            <translation>These rules play without the five joys.</translation>
        </message>
        <message>
            <source>牌</source>
            <translation>The cards</translation>
        </message>
        <message>
            <source>每手三家打，庄家的上家歇（定醒）</source>
            <translation>three play each hand and the dealer's previous seat rests</translation>
        </message>
        <message>
            <source>三人捉鳖，没人歇</source>
            <translation>three players, nobody rests</translation>
        </message>
        <message>
            <source>例：一手牌按这套规则算</source>
            <translation>Example: a hand counted with these rules</translation>
        </message>
        <message>
            <source>合计</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>级别</source>
            <translation>Level</translation>
        </message>
        <message>
            <source>出处 %1</source>
            <translation>source %1</translation>
        </message>
        <message>
            <source>带五张喜：福、禄、寿、喜、财，各一张。</source>
            <translation>With the five joys: Fortune, Prosperity, Longevity, Joy and Wealth, one card each.</translation>
        </message>
        <message>
            <source>翻出的那种牌：碰算 %1 倍，剩下的几张全在手里算暗杠。</source>
            <translation>A flipped kind: its pung counts ×%1, all remaining copies concealed count as a concealed kong.</translation>
        </message>
        <message>
            <source>不封顶</source>
            <translation>no cap</translation>
        </message>
        <message>
            <source>胡牌的一家算总胡数，另两家算各自的底胡（含喜）；每两家之间按胡数之差结算。</source>
            <translation>The winner counts its total, the others their base hu with joys; each pair settles the difference.</translation>
        </message>
        <message>
            <source>一副牌 120 张：三门（万、条、饼）各九种，加红花、千字、白花，每种四张。</source>
            <translation>A deck has 120 cards: three suits (Characters, Strings, Coins) of nine kinds each, plus Red Flower, Thousand and White Flower; four of each.</translation>
        </message>
        <message>
            <source>家规</source>
            <translation>house rule</translation>
        </message>
        <message>
            <source>家规，基于 %1。红字是改过的地方，鼠标停在上面可看原来的规定。</source>
            <translation>House rules based on %1. Red marks a change; hover over it to see the preset's rule.</translation>
        </message>
        <message>
            <source>普通</source>
            <translation>plain</translation>
        </message>
    </context>
</TS>
