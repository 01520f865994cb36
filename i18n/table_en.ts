<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>table</name>
        <message>
            <source>我</source>
            <translation>Me</translation>
        </message>
        <message>
            <source>下家</source>
            <translation>Right (next)</translation>
        </message>
        <message>
            <source>上家</source>
            <translation>Left (previous)</translation>
        </message>
        <message>
            <source>对门</source>
            <translation>Across</translation>
        </message>
        <message>
            <source>入门</source>
            <translation>Beginner</translation>
        </message>
        <message>
            <source>熟手</source>
            <translation>Skilled</translation>
        </message>
        <message>
            <source>高手</source>
            <translation>Expert</translation>
        </message>
        <message>
            <source>你的手牌</source>
            <translation>Your hand</translation>
        </message>
        <message>
            <source>%1 张暗牌</source>
            <translation>%1 hidden cards</translation>
        </message>
        <message>
            <source>弃牌</source>
            <translation>Discards</translation>
        </message>
        <message>
            <source>亮出的牌</source>
            <translation>Melds shown</translation>
        </message>
        <message>
            <source>胡</source>
            <translation>Win</translation>
        </message>
        <message>
            <source>杠</source>
            <translation>Kong</translation>
        </message>
        <message>
            <source>碰</source>
            <translation>Pung</translation>
        </message>
        <message>
            <source>过</source>
            <translation>Pass</translation>
        </message>
        <message>
            <source>暗杠</source>
            <translation>Conc. kong</translation>
        </message>
        <message>
            <source>加杠</source>
            <translation>Add kong</translation>
        </message>
        <message>
            <source>叫龙</source>
            <translation>Show dragon</translation>
        </message>
        <message>
            <source>撂龙</source>
            <translation>Lay dragon</translation>
        </message>
        <message>
            <source>报听</source>
            <translation>Ready</translation>
        </message>
        <message>
            <source>打出</source>
            <translation>Discard</translation>
        </message>
        <message>
            <source>空格</source>
            <translation>Space</translation>
        </message>
        <message>
            <source>现在不是你的回合</source>
            <translation>It is not your turn</translation>
        </message>
        <message>
            <source>只有别人打出的牌才能碰或杠</source>
            <translation>You can only pung or kong a card another player discards</translation>
        </message>
        <message>
            <source>你没有两张这张牌</source>
            <translation>You do not hold two of this card</translation>
        </message>
        <message>
            <source>你没有三张这张牌，或者牌墙已空</source>
            <translation>You do not hold three of this card, or the wall is empty</translation>
        </message>
        <message>
            <source>这张牌不能让你胡</source>
            <translation>This card does not complete your hand</translation>
        </message>
        <message>
            <source>现在没有可以放弃的碰、杠或胡</source>
            <translation>There is no pung, kong or win to pass on now</translation>
        </message>
        <message>
            <source>只有在庄家第一次打牌之前，或者在自己回合摆下叫过的龙</source>
            <translation>Only before the dealer's first discard, or on your turn for a dragon you showed</translation>
        </message>
        <message>
            <source>只有在庄家第一次打牌之前才能叫龙</source>
            <translation>Dragons can only be shown before the dealer's first discard</translation>
        </message>
        <message>
            <source>你的手里没有龙（四张同样的牌，或者将牌剩下的全部）</source>
            <translation>You hold no dragon (four of a kind, or all remaining copies of a flipped card)</translation>
        </message>
        <message>
            <source>你没有四张同样的暗牌，或者牌墙已空</source>
            <translation>You hold no four of a kind, or the wall is empty</translation>
        </message>
        <message>
            <source>你没有能加到自己碰上的牌</source>
            <translation>You hold no card to add to one of your pungs</translation>
        </message>
        <message>
            <source>报听只在规则允许时、前三次摸牌内、打出后听牌时可用</source>
            <translation>Declaring ready needs the rule on, one of your first three draws, and a ready hand after the discard</translation>
        </message>
        <message>
            <source>现在不该打牌</source>
            <translation>It is not time to discard</translation>
        </message>
        <message>
            <source>先选一张牌，再按回车打出</source>
            <translation>Select a card first, then press Enter to discard</translation>
        </message>
        <message>
            <source>将牌</source>
            <translation>Flipped generals</translation>
        </message>
        <message>
            <source>你的弃牌</source>
            <translation>Your discards</translation>
        </message>
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
            <source>你可以叫龙或撂龙，或者按 空格 过</source>
            <translation>You may show or lay a dragon, or press Space to pass</translation>
        </message>
        <message>
            <source>轮到你：选一张牌打出（回车）</source>
            <translation>Your turn: pick a card to discard (Enter)</translation>
        </message>
        <message>
            <source>%1 打出 %2：你要吗？</source>
            <translation>%1 discarded %2: do you want it?</translation>
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
    </context>
</TS>
