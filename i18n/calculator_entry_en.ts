<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>CalculatorWindow</name>
        <message>
            <source>甲</source>
            <translation>A</translation>
        </message>
        <message>
            <source>乙</source>
            <translation>B</translation>
        </message>
        <message>
            <source>丙</source>
            <translation>C</translation>
        </message>
        <message>
            <source>玩家%1</source>
            <translation>Player %1</translation>
        </message>
        <message>
            <source>看不懂“%1”</source>
            <translation>Cannot read “%1”</translation>
        </message>
        <message>
            <source>手牌</source>
            <translation>Hand</translation>
        </message>
        <message>
            <source>胡的牌</source>
            <translation>Winning card</translation>
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
            <source>撂龙</source>
            <translation>Laid dragon</translation>
        </message>
        <message>
            <source>叫龙</source>
            <translation>Shown dragon</translation>
        </message>
        <message>
            <source>把子</source>
            <translation>Triplet held</translation>
        </message>
        <message>
            <source>翻的将</source>
            <translation>Flipped generals</translation>
        </message>
        <message>
            <source>点牌：选好“加为”，再点下面的牌</source>
            <translation>Pick what a click adds, then click the cards below</translation>
        </message>
        <message>
            <source>亮出的牌（碰、杠、撂龙）——点一张就拿掉那一副</source>
            <translation>Melds (pungs, kongs, laid dragons): click one to remove that meld</translation>
        </message>
        <message>
            <source>手里的牌（胡的牌有红框）——点一张就拿掉它</source>
            <translation>Concealed hand (winning card framed in red): click a card to remove it</translation>
        </message>
        <message>
            <source>喜</source>
            <translation>Joys</translation>
        </message>
        <message>
            <source>天成</source>
            <translation>Heavenly win</translation>
        </message>
        <message>
            <source>庄家起手二十三张就胡</source>
            <translation>The dealer wins on the 23 dealt cards</translation>
        </message>
        <message>
            <source>海底</source>
            <translation>Last card</translation>
        </message>
        <message>
            <source>摸最后一张牌自摸</source>
            <translation>Self-drawn on the last card of the wall</translation>
        </message>
        <message>
            <source>地胡</source>
            <translation>Earthly win</translation>
        </message>
        <message>
            <source>胡庄家打出的第一张牌</source>
            <translation>Won on the dealer's first discard</translation>
        </message>
        <message>
            <source>报听</source>
            <translation>Declared ready</translation>
        </message>
        <message>
            <source>报听（折庄）后胡牌</source>
            <translation>Won after declaring ready</translation>
        </message>
        <message>
            <source>杠开</source>
            <translation>Win after kong</translation>
        </message>
        <message>
            <source>杠后补牌自摸</source>
            <translation>Self-drawn on a kong replacement</translation>
        </message>
        <message>
            <source>天听</source>
            <translation>Ready on deal</translation>
        </message>
        <message>
            <source>闲家起手就听牌，庄家打第一张牌之前报听</source>
            <translation>A non-dealer ready on its dealt cards, declared before the dealer's first discard</translation>
        </message>
        <message>
            <source>清空这一家</source>
            <translation>Clear this player</translation>
        </message>
        <message>
            <source>全部清空</source>
            <translation>Clear all</translation>
        </message>
        <message>
            <source>起手没有一对（穷狠 300）</source>
            <translation>Dealt no pair (poor hand 300)</translation>
        </message>
        <message>
            <source>这一家起手的牌没有两张一样的：这一局算 300 胡</source>
            <translation>This player's dealt cards held no two alike: 300 hu for the hand</translation>
        </message>
        <message>
            <source>没胡：只记算胡的牌</source>
            <translation>Did not win: scoring sets only</translation>
        </message>
        <message>
            <source>没胡的一家不用输入整手牌：只点碰、杠、龙、把子和喜</source>
            <translation>A player who did not win needs no whole hand: enter only its pungs, kongs, dragons, held triplets and joys</translation>
        </message>
        <message>
            <source>键入</source>
            <translation>Type</translation>
        </message>
        <message>
            <source>如 5w5w5w、五万×3、碰 hh，回车加入</source>
            <translation>e.g. 5w5w5w, 五万×3, peng hh; Enter adds them</translation>
        </message>
        <message>
            <source>点一张牌，加进这一家的手牌。</source>
            <translation>Click a card to add it to this player's hand.</translation>
        </message>
        <message>
            <source>点最后胡的那张牌：它加进手牌，并标成胡的牌。</source>
            <translation>Click the card the hand won on: it is added and marked as the winning card.</translation>
        </message>
        <message>
            <source>点一张牌，亮出这种牌的碰（三张）。</source>
            <translation>Click a card to lay a pung of it (three cards).</translation>
        </message>
        <message>
            <source>点一张牌，亮出这种牌的明杠（四张）。</source>
            <translation>Click a card to lay an exposed kong of it (four cards).</translation>
        </message>
        <message>
            <source>点一张牌，亮出这种牌的暗杠（四张）。</source>
            <translation>Click a card to lay a concealed kong of it (four cards).</translation>
        </message>
        <message>
            <source>点一张牌，亮出这种牌撂下的龙（剩下的全部张数）。</source>
            <translation>Click a card to lay a dragon of it (every remaining copy).</translation>
        </message>
        <message>
            <source>点一张牌：叫龙，剩下的全部张数留在手里。</source>
            <translation>Click a card to show a dragon of it: every remaining copy stays in the hand.</translation>
        </message>
        <message>
            <source>点一张牌：手里有三张（再点一次：四张），没胡的一家记把子用。</source>
            <translation>Click a card: three held concealed (click again: four); for a player who did not win.</translation>
        </message>
        <message>
            <source>点翻出来的将牌；再点就换掉最早的一张。</source>
            <translation>Click the flipped general(s); another click replaces the oldest.</translation>
        </message>
    </context>
</TS>
