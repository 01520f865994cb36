<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>table</name>
        <message>
            <source>现在不是你的回合</source>
            <translation>It is not your turn</translation>
        </message>
        <message>
            <source>只有别人打出的牌才能碰或杠</source>
            <translation>You can only pung or kong a card another player discards</translation>
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
            <source>先选一张牌，再按回车打出</source>
            <translation>Select a card first, then press Enter to discard</translation>
        </message>
    </context>
</TS>
