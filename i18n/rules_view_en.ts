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
            <source>座位：%1 人</source>
            <translation>Seats: %1</translation>
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
            <source>庄家 %1 张，另两家各 %2 张。</source>
            <translation>The dealer takes %1 cards, the two others %2 each.</translation>
        </message>
        <message>
            <source>然后翻 %1 张将牌；翻出的牌不再使用。</source>
            <translation>Then %1 card(s) are flipped as generals; flipped cards are out of play.</translation>
        </message>
        <message>
            <source>老将：</source>
            <translation>Old generals: </translation>
        </message>
        <message>
            <source>老将的级别（按翻出几张老将：0 / 1 / 2 张）：%1</source>
            <translation>Level of the old generals (by old generals flipped: 0 / 1 / 2): %1</translation>
        </message>
        <message>
            <source>头尾将（所有的一和九）级别：%1（0 = 不是将）</source>
            <translation>Level of the ones and nines: %1 (0 = not a general)</translation>
        </message>
        <message>
            <source>翻出的牌所在的 1-4-7、2-5-8、3-6-9 一组点数都是将（跟随将）</source>
            <translation>The flipped card's rank group 1-4-7, 2-5-8 or 3-6-9 is general in every suit</translation>
        </message>
        <message>
            <source>翻出的点数在三门里都是将</source>
            <translation>The flipped rank is general in every suit</translation>
        </message>
        <message>
            <source>点数将的级别（按翻中几次：0 / 1 / 2 次）：%1</source>
            <translation>Level of a general rank (by times flipped: 0 / 1 / 2): %1</translation>
        </message>
        <message>
            <source>碰</source>
            <translation>Pung</translation>
        </message>
        <message>
            <source>暗克</source>
            <translation>Concealed triplet</translation>
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
            <source>龙</source>
            <translation>Dragon</translation>
        </message>
        <message>
            <source>级别</source>
            <translation>Level</translation>
        </message>
        <message>
            <source>翻出的那种牌：碰算 %1 倍，剩下的几张全在手里算暗杠。</source>
            <translation>A flipped kind: its pung counts ×%1, all remaining copies concealed count as a concealed kong.</translation>
        </message>
        <message>
            <source>三老会齐（红花、千字、白花都成副）：这三副 ×%1。</source>
            <translation>All three old generals as sets: those three ×%1.</translation>
        </message>
        <message>
            <source>底胡进整到 %1 的倍数。</source>
            <translation>Base hu is rounded up to a multiple of %1.</translation>
        </message>
        <message>
            <source>飘胡（全是坎、杠、龙或文钱）</source>
            <translation>All-triplets win (飘胡)</translation>
        </message>
        <message>
            <source>清胡（全是顺子）</source>
            <translation>All-sequences win (清胡)</translation>
        </message>
        <message>
            <source>塌胡（其他）</source>
            <translation>Mixed win (塌胡)</translation>
        </message>
        <message>
            <source>十三胡</source>
            <translation>Thirteen win (十三胡)</translation>
        </message>
        <message>
            <source>%1：底胡 + 成胡（自摸 %2，点炮 %3）+ 其他，再 ×%4</source>
            <translation>%1: base hu + win bonus (self-drawn %2, discard %3) + extras, then ×%4</translation>
        </message>
        <message>
            <source>自摸：+%1</source>
            <translation>Self-drawn: +%1</translation>
        </message>
        <message>
            <source>丫子</source>
            <translation>Middle wait</translation>
        </message>
        <message>
            <source>拖尾 / 边张</source>
            <translation>Edge wait</translation>
        </message>
        <message>
            <source>吊头 / 单吊</source>
            <translation>Pair wait</translation>
        </message>
        <message>
            <source>%1：硬自摸 / 硬点炮 / 软自摸 / 软点炮 = %2</source>
            <translation>%1: hard self-drawn / hard discard / soft self-drawn / soft discard = %2</translation>
        </message>
        <message>
            <source>文钱（一二三饼）</source>
            <translation>Coins sequence (1-2-3 of Coins)</translation>
        </message>
        <message>
            <source>1 到 4 副：%1</source>
            <translation>1 to 4 of them: %1</translation>
        </message>
        <message>
            <source>杠开：+%1</source>
            <translation>Win after kong: +%1</translation>
        </message>
        <message>
            <source>闷子棍 / 闷飘</source>
            <translation>Concealed all-triplets</translation>
        </message>
        <message>
            <source>天成</source>
            <translation>Heavenly win</translation>
        </message>
        <message>
            <source>一胡头儿</source>
            <translation>One-hu head</translation>
        </message>
        <message>
            <source>穷狠（没有喜）</source>
            <translation>Poor but fierce (no joys)</translation>
        </message>
        <message>
            <source>海底捞月</source>
            <translation>Last-card win</translation>
        </message>
        <message>
            <source>地胡</source>
            <translation>Earthly win</translation>
        </message>
        <message>
            <source>报听 / 折庄</source>
            <translation>Declared ready</translation>
        </message>
        <message>
            <source>双龙</source>
            <translation>Two dragons</translation>
        </message>
        <message>
            <source>会面</source>
            <translation>The old generals meet</translation>
        </message>
        <message>
            <source>有 1 到 5 张喜：%1 胡；五张喜全在起手：%2 胡。</source>
            <translation>Holding 1 to 5 joys: %1 hu; all five in the deal: %2 hu.</translation>
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
            <source>封顶：%1</source>
            <translation>Cap: %1</translation>
        </message>
        <message>
            <source>包张：%1</source>
            <translation>Discarder pays for all: %1</translation>
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
