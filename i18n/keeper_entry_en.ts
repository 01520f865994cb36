<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>HandEntry</name>
        <message>
            <source>这一局</source>
            <translation>This hand</translation>
        </message>
        <message>
            <source>翻的将</source>
            <translation>Flips</translation>
        </message>
        <message>
            <source>如 4t 或 四条</source>
            <translation>e.g. 4t or 四条</translation>
        </message>
        <message>
            <source>荒牌（没人胡）</source>
            <translation>Drawn hand (no winner)</translation>
        </message>
        <message>
            <source>自摸</source>
            <translation>Self-drawn</translation>
        </message>
        <message>
            <source>点炮的（包张）</source>
            <translation>Who discarded it (包张)</translation>
        </message>
        <message>
            <source>附记</source>
            <translation>Note</translation>
        </message>
        <message>
            <source>记入这一局</source>
            <translation>Put on the sheet</translation>
        </message>
        <message>
            <source>清空</source>
            <translation>Clear</translation>
        </message>
        <message>
            <source>点牌：打进正在输入的那一行（用完的牌变灰）</source>
            <translation>Cards: a click types into the line in use (kinds used up are greyed)</translation>
        </message>
        <message>
            <source>胡的那家：输入整手牌，最后写“胡”和胡的那张，如“碰 5w hh 手 2b2b2b … 胡 8t”，自摸加“自摸”。没胡的两家只输入算胡的牌：一张牌就是一副把子（三张），“5w×4”四张，“碰 1w”“明杠”“暗杠”“龙”“叫龙”，喜写“喜×2”。回车记入。</source>
            <translation>The winner: type the whole hand, then “胡” (win) and the winning card, e.g. “peng 5w hh hand 2b2b2b … win 8t”; add “自摸” (zm) when self-drawn. The other two type only what scores: one card is a concealed triplet (three), “5w×4” four, “peng 1w”, “mg” (exposed kong), “ag” (concealed kong), “long” (dragon), “jl” (declared dragon); joys as “xi×2”. Enter puts the hand on the sheet.</translation>
        </message>
        <message>
            <source>胡</source>
            <translation>Won</translation>
        </message>
        <message>
            <source>胡的：整手牌 + 胡 X；没胡的：碰、杠、龙、把子、喜</source>
            <translation>Winner: whole hand + win X; others: pungs, kongs, dragons, triplets, joys</translation>
        </message>
        <message>
            <source>天成</source>
            <translation>Dealt win</translation>
        </message>
        <message>
            <source>海底</source>
            <translation>Last card</translation>
        </message>
        <message>
            <source>地胡</source>
            <translation>Win on first discard</translation>
        </message>
        <message>
            <source>报听</source>
            <translation>Declared ready</translation>
        </message>
        <message>
            <source>杠开</source>
            <translation>Win after a kong</translation>
        </message>
        <message>
            <source>天听</source>
            <translation>Ready on the deal</translation>
        </message>
        <message>
            <source>看不懂“%1”</source>
            <translation>Cannot read “%1”</translation>
        </message>
        <message>
            <source>还要 %1 张</source>
            <translation>%1 more</translation>
        </message>
    </context>
</TS>
