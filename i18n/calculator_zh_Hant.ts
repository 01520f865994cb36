<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>CalculatorWindow</name>
        <message>
            <source>算胡器</source>
            <translation>算胡器</translation>
        </message>
        <message>
            <source>玩法</source>
            <translation>玩法</translation>
        </message>
        <message>
            <source>谁胡了</source>
            <translation>誰胡了</translation>
        </message>
        <message>
            <source>没人胡（荒牌）</source>
            <translation>沒人胡（荒牌）</translation>
        </message>
        <message>
            <source>自摸</source>
            <translation>自摸</translation>
        </message>
        <message>
            <source>不勾：胡别人打出的牌（点炮）</source>
            <translation>不勾：胡別人打出的牌（點炮）</translation>
        </message>
        <message>
            <source>三家出分</source>
            <translation>三家出分</translation>
        </message>
        <message>
            <source>谁点的炮（包张）</source>
            <translation>誰點的炮（包張）</translation>
        </message>
        <message>
            <source>不算包张</source>
            <translation>不算包張</translation>
        </message>
        <message>
            <source>玩家</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>胡数</source>
            <translation>胡數</translation>
        </message>
        <message>
            <source>输赢</source>
            <translation>輸贏</translation>
        </message>
        <message>
            <source>项目</source>
            <translation>項目</translation>
        </message>
        <message>
            <source>牌</source>
            <translation>牌</translation>
        </message>
        <message>
            <source>胡</source>
            <translation>胡</translation>
        </message>
        <message>
            <source>家规：%1</source>
            <translation>家規：%1</translation>
        </message>
        <message>
            <source>还要点 %1 张</source>
            <translation>還要點 %1 張</translation>
        </message>
        <message>
            <source>叫龙：%1</source>
            <translation>叫龍：%1</translation>
        </message>
        <message>
            <source>玩家%1：手牌 %2 / %3 张</source>
            <translation>玩家%1：手牌 %2 / %3 張</translation>
        </message>
        <message>
            <source>玩家%1：只记算胡的牌</source>
            <translation>玩家%1：只記算胡的牌</translation>
        </message>
        <message>
            <source>还没有牌：点上面的牌加进来。</source>
            <translation>還沒有牌：點上面的牌加進來。</translation>
        </message>
        <message>
            <source>先点“翻的将”，再点翻出来的 %1 张将牌。</source>
            <translation>先點“翻的將”，再點翻出來的 %1 張將牌。</translation>
        </message>
        <message>
            <source>用“胡的牌”点出最后胡的那张牌。</source>
            <translation>用“胡的牌”點出最後胡的那張牌。</translation>
        </message>
        <message>
            <source>手牌 %1 张，还差 %2 张。</source>
            <translation>手牌 %1 張，還差 %2 張。</translation>
        </message>
        <message>
            <source>手牌 %1 张，多了 %2 张：有 %3 副亮出的牌时应为 %4 张。</source>
            <translation>手牌 %1 張，多了 %2 張：有 %3 副亮出的牌時應爲 %4 張。</translation>
        </message>
        <message>
            <source>这手牌不对：%1</source>
            <translation>這手牌不對：%1</translation>
        </message>
        <message>
            <source>%1 只有一两张，不算把子</source>
            <translation>%1 只有一兩張，不算把子</translation>
        </message>
        <message>
            <source>%1 已经用了四张，不能再加。</source>
            <translation>%1 已經用了四張，不能再加。</translation>
        </message>
        <message>
            <source>三家和翻的将加起来，%1 超过了四张。</source>
            <translation>三家和翻的將加起來，%1 超過了四張。</translation>
        </message>
        <message>
            <source>%1 胡</source>
            <translation>%1 胡</translation>
        </message>
        <message>
            <source>玩家%1 胡牌：%2</source>
            <translation>玩家%1 胡牌：%2</translation>
        </message>
        <message>
            <source>玩家%1 没胡：底胡（含喜）</source>
            <translation>玩家%1 沒胡：底胡（含喜）</translation>
        </message>
        <message>
            <source>穷狠 300：玩家%1 起手没有一对，算 300 胡</source>
            <translation>窮狠 300：玩家%1 起手沒有一對，算 300 胡</translation>
        </message>
        <message>
            <source>包张：玩家%1 没听牌点炮，替玩家%2 付给玩家%3 %4 胡</source>
            <translation>包張：玩家%1 沒聽牌點炮，替玩家%2 付給玩家%3 %4 胡</translation>
        </message>
        <message>
            <source>玩家%1 点炮时已经听牌，不包张</source>
            <translation>玩家%1 點炮時已經聽牌，不包張</translation>
        </message>
        <message>
            <source>（胡）</source>
            <translation>（胡）</translation>
        </message>
        <message>
            <source>每两家之间按胡数之差结算：赢家的胡数减去对方的胡数。</source>
            <translation>每兩家之間按胡數之差結算：贏家的胡數減去對方的胡數。</translation>
        </message>
        <message>
            <source>三家的牌都填好后，这里算出每家的输赢。</source>
            <translation>三家的牌都填好後，這裏算出每家的輸贏。</translation>
        </message>
    </context>
</TS>
