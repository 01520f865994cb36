<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>AnalyseWindow</name>
        <message>
            <source>牌理</source>
            <translation>Hand analysis</translation>
        </message>
        <message>
            <source>全部清空</source>
            <translation>Clear all</translation>
        </message>
        <message>
            <source>玩法</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>翻的将</source>
            <translation>Flipped cards</translation>
        </message>
        <message>
            <source>这手牌怎么样</source>
            <translation>How this hand stands</translation>
        </message>
        <message>
            <source>有用的牌（摸到就更近听牌）</source>
            <translation>Useful draws (each brings the hand nearer to ready)</translation>
        </message>
        <message>
            <source>听的牌</source>
            <translation>Waits</translation>
        </message>
        <message>
            <source>牌</source>
            <translation>Card</translation>
        </message>
        <message>
            <source>还有几张</source>
            <translation>Live</translation>
        </message>
        <message>
            <source>自摸胡</source>
            <translation>Self-drawn 胡</translation>
        </message>
        <message>
            <source>点炮胡</source>
            <translation>On a discard 胡</translation>
        </message>
        <message>
            <source>打哪一张（高手估计，好的在前）</source>
            <translation>Which card to discard (the expert's estimate, best first)</translation>
        </message>
        <message>
            <source>打</source>
            <translation>Discard</translation>
        </message>
        <message>
            <source>期望胡</source>
            <translation>Expected 胡</translation>
        </message>
        <message>
            <source>打了之后</source>
            <translation>After it</translation>
        </message>
        <message>
            <source>有用牌张数</source>
            <translation>Useful live</translation>
        </message>
        <message>
            <source>你的牌</source>
            <translation>Your cards</translation>
        </message>
        <message>
            <source>先点“翻的将”，再点翻出来的牌</source>
            <translation>First choose “Flipped cards”, then click the cards that were flipped</translation>
        </message>
        <message>
            <source>点左边的牌，把手牌加进来</source>
            <translation>Click the cards on the left to enter your hand</translation>
        </message>
        <message>
            <source>有用的牌：%1 种，还有 %2 张</source>
            <translation>Useful draws: %1 kinds, %2 cards live</translation>
        </message>
        <message>
            <source>，听 %1</source>
            <translation>, waiting on %1</translation>
        </message>
    </context>
</TS>
