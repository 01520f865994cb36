<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>CalculatorWindow</name>
        <message>
            <source>算胡器</source>
            <translation>Scoring calculator</translation>
        </message>
        <message>
            <source>玩法</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>谁胡了</source>
            <translation>Who won</translation>
        </message>
        <message>
            <source>没人胡（荒牌）</source>
            <translation>Nobody (drawn hand)</translation>
        </message>
        <message>
            <source>自摸</source>
            <translation>Self-drawn</translation>
        </message>
        <message>
            <source>不勾：胡别人打出的牌（点炮）</source>
            <translation>Unticked: won on a discard</translation>
        </message>
        <message>
            <source>三家出分</source>
            <translation>Settlement</translation>
        </message>
        <message>
            <source>谁点的炮（包张）</source>
            <translation>Who fed the win (bao zhang)</translation>
        </message>
        <message>
            <source>不算包张</source>
            <translation>No bao zhang</translation>
        </message>
        <message>
            <source>玩家</source>
            <translation>Player</translation>
        </message>
        <message>
            <source>胡数</source>
            <translation>Hu</translation>
        </message>
        <message>
            <source>输赢</source>
            <translation>Net</translation>
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
            <source>家规：%1</source>
            <translation>House rules: %1</translation>
        </message>
        <message>
            <source>还要点 %1 张</source>
            <translation>%1 more to click</translation>
        </message>
        <message>
            <source>叫龙：%1</source>
            <translation>Shown dragon: %1</translation>
        </message>
        <message>
            <source>玩家%1：手牌 %2 / %3 张</source>
            <translation>Player %1: %2 / %3 cards in hand</translation>
        </message>
        <message>
            <source>玩家%1：只记算胡的牌</source>
            <translation>Player %1: scoring sets only</translation>
        </message>
        <message>
            <source>还没有牌：点上面的牌加进来。</source>
            <translation>No cards yet: click the cards above to add them.</translation>
        </message>
        <message>
            <source>先点“翻的将”，再点翻出来的 %1 张将牌。</source>
            <translation>Choose “Flipped generals”, then click the %1 flipped card(s).</translation>
        </message>
        <message>
            <source>用“胡的牌”点出最后胡的那张牌。</source>
            <translation>Use “Winning card” to click the card the hand won on.</translation>
        </message>
        <message>
            <source>手牌 %1 张，还差 %2 张。</source>
            <translation>%1 cards in hand, %2 more to go.</translation>
        </message>
        <message>
            <source>手牌 %1 张，多了 %2 张：有 %3 副亮出的牌时应为 %4 张。</source>
            <translation>%1 cards in hand, %2 too many: with %3 meld(s) it should be %4.</translation>
        </message>
        <message>
            <source>这手牌不对：%1</source>
            <translation>This hand is not right: %1</translation>
        </message>
        <message>
            <source>%1 只有一两张，不算把子</source>
            <translation>%1: one or two cards are no concealed triplet</translation>
        </message>
        <message>
            <source>%1 已经用了四张，不能再加。</source>
            <translation>All four %1 are already used; no more can be added.</translation>
        </message>
        <message>
            <source>三家和翻的将加起来，%1 超过了四张。</source>
            <translation>Together the three players and the flips hold more than four of %1.</translation>
        </message>
        <message>
            <source>%1 胡</source>
            <translation>%1 hu</translation>
        </message>
        <message>
            <source>玩家%1 胡牌：%2</source>
            <translation>Player %1 wins: %2</translation>
        </message>
        <message>
            <source>玩家%1 没胡：底胡（含喜）</source>
            <translation>Player %1 did not win: base hu (with joys)</translation>
        </message>
        <message>
            <source>穷狠 300：玩家%1 起手没有一对，算 300 胡</source>
            <translation>Poor hand 300: player %1 was dealt no pair and counts 300 hu</translation>
        </message>
        <message>
            <source>包张：玩家%1 没听牌点炮，替玩家%2 付给玩家%3 %4 胡</source>
            <translation>Bao zhang: player %1 fed the win while not ready and pays player %3 %4 hu on behalf of player %2</translation>
        </message>
        <message>
            <source>玩家%1 点炮时已经听牌，不包张</source>
            <translation>Player %1 was ready when feeding the win: no bao zhang</translation>
        </message>
        <message>
            <source>（胡）</source>
            <translation> (won)</translation>
        </message>
        <message>
            <source>每两家之间按胡数之差结算：赢家的胡数减去对方的胡数。</source>
            <translation>Each pair of players settles the difference of their hu.</translation>
        </message>
        <message>
            <source>三家的牌都填好后，这里算出每家的输赢。</source>
            <translation>Once all three hands are entered, each player's net shows here.</translation>
        </message>
    </context>
</TS>
