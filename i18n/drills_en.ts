<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>DrillsWindow</name>
        <message>
            <source>牌面</source>
            <translation>Faces</translation>
        </message>
        <message>
            <source>问</source>
            <translation>Ask</translation>
        </message>
        <message>
            <source>人物</source>
            <translation>Figure</translation>
        </message>
        <message>
            <source>图型</source>
            <translation>Pattern</translation>
        </message>
        <message>
            <source>混合</source>
            <translation>Mixed</translation>
        </message>
        <message>
            <source>牌名</source>
            <translation>Card name</translation>
        </message>
        <message>
            <source>人物名</source>
            <translation>Figure name</translation>
        </message>
        <message>
            <source>下一张</source>
            <translation>Next card</translation>
        </message>
        <message>
            <source>这张牌上画的是谁？</source>
            <translation>Who is pictured on this card?</translation>
        </message>
        <message>
            <source>这是哪张牌？</source>
            <translation>Which card is this?</translation>
        </message>
        <message>
            <source>答对 %1 / %2（%3）　连对 %4　最长 %5</source>
            <translation>Right %1 / %2 (%3)   streak %4   best %5</translation>
        </message>
        <message>
            <source>常错的牌（会多问几次）：%1</source>
            <translation>Cards you often miss (asked more often): %1</translation>
        </message>
        <message>
            <source>答错的牌会多问几次。</source>
            <translation>Cards you miss are asked more often.</translation>
        </message>
        <message>
            <source>对！%1</source>
            <translation>Right! %1</translation>
        </message>
        <message>
            <source>不对，这是 %1。</source>
            <translation>Not quite: this is %1.</translation>
        </message>
        <message>
            <source>玩法</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>翻的将</source>
            <translation>Flipped generals</translation>
        </message>
        <message>
            <source>亮出的牌</source>
            <translation>Melds</translation>
        </message>
        <message>
            <source>手里的牌（胡的牌有红框）</source>
            <translation>Concealed hand (the winning card is framed in red)</translation>
        </message>
        <message>
            <source>这手牌一共多少胡？</source>
            <translation>How many hu is this hand worth?</translation>
        </message>
        <message>
            <source>对答案</source>
            <translation>Check</translation>
        </message>
        <message>
            <source>换一手</source>
            <translation>Another hand</translation>
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
        <message>
            <source>算对 %1 / %2　连对 %3</source>
            <translation>Right %1 / %2   streak %3</translation>
        </message>
        <message>
            <source>算对了！%1 胡（%2）</source>
            <translation>Right! %1 hu (%2)</translation>
        </message>
        <message>
            <source>正确答案：%1 胡（%2）</source>
            <translation>The answer: %1 hu (%2)</translation>
        </message>
        <message>
            <source>自摸</source>
            <translation>Self-drawn</translation>
        </message>
        <message>
            <source>胡别人打出的牌（点炮）</source>
            <translation>won on another player's discard</translation>
        </message>
        <message>
            <source>叫龙：%1</source>
            <translation>Shown dragon: %1</translation>
        </message>
        <message>
            <source>喜 %1 张</source>
            <translation>%1 joy cards</translation>
        </message>
        <message>
            <source>%1 · 胡 %2，%3</source>
            <translation>%1 · won on %2, %3</translation>
        </message>
        <message>
            <source>合计（进整后）</source>
            <translation>Total (rounded up)</translation>
        </message>
        <message>
            <source>练习</source>
            <translation>Drills</translation>
        </message>
        <message>
            <source>认牌</source>
            <translation>Recognise cards</translation>
        </message>
        <message>
            <source>算胡</source>
            <translation>Count a hand</translation>
        </message>
    </context>
</TS>
