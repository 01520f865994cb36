<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>melds</name>
        <message>
            <source>我</source>
            <translation>me</translation>
        </message>
        <message>
            <source>下</source>
            <translation>R</translation>
        </message>
        <message>
            <source>上</source>
            <translation>L</translation>
        </message>
        <message>
            <source>对</source>
            <translation>A</translation>
        </message>
    </context>
    <context>
        <name>table</name>
        <message>
            <source>你亮出的牌</source>
            <translation>Your melds</translation>
        </message>
        <message>
            <source>庄</source>
            <translation>Dealer</translation>
        </message>
        <message>
            <source>定醒</source>
            <translation>Resting</translation>
        </message>
        <message>
            <source>报听</source>
            <translation>Ready</translation>
        </message>
        <message>
            <source>行动中</source>
            <translation>to act</translation>
        </message>
        <message>
            <source>分 %1</source>
            <translation>score %1</translation>
        </message>
        <message>
            <source>明胡 %1</source>
            <translation>shown %1 hu</translation>
        </message>
        <message>
            <source>将</source>
            <translation>Generals</translation>
        </message>
        <message>
            <source>1级将：</source>
            <translation>Level 1:</translation>
        </message>
        <message>
            <source>2级将：</source>
            <translation>Level 2:</translation>
        </message>
        <message>
            <source>3级将：</source>
            <translation>Level 3:</translation>
        </message>
        <message>
            <source>翻出的将牌：%1
这一局的将：%2
（按 %3 的规则：将牌越高，成坎成杠的胡越多）</source>
            <translation>Flipped: %1
Generals this hand: %2
(%3 rules: the higher a card's level, the more its triplets and kongs score)</translation>
        </message>
        <message>
            <source>牌墙剩 %1 张</source>
            <translation>Wall: %1 cards</translation>
        </message>
        <message>
            <source>第 %1 局</source>
            <translation>Hand %1</translation>
        </message>
        <message>
            <source>这一局结束了</source>
            <translation>This hand is over</translation>
        </message>
        <message>
            <source>%1 打出 %2：你要吗？</source>
            <translation>%1 discarded %2: do you want it?</translation>
        </message>
        <message>
            <source>你可以叫龙或撂龙，或者按 空格 过</source>
            <translation>You may show or lay a dragon, or press Space to pass</translation>
        </message>
        <message>
            <source>轮到你：选一张牌打出（回车）</source>
            <translation>Your turn: pick a card to discard (Enter)</translation>
        </message>
        <message>
            <source>等待 %1 …</source>
            <translation>Waiting for %1 …</translation>
        </message>
        <message>
            <source>你这一局定醒（休息），看其他三家打</source>
            <translation>You rest this hand; watch the other three play</translation>
        </message>
        <message>
            <source>这张牌现在不能打出（叫龙的牌要留在手里）</source>
            <translation>This card cannot be discarded now (a shown dragon stays in your hand)</translation>
        </message>
        <message>
            <source>你的手牌</source>
            <translation>Your hand</translation>
        </message>
    </context>
</TS>
