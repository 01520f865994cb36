<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>Guided</name>
        <message>
            <source>欢迎！这一手你是庄家，起手 23 张牌，先打一张。翻出来的将是七万：南通单将里，和它同一组的一、四、七点（三门都算）都是将，所有的一和九、红花千字白花（老将）也是将；将牌成副胡数更大。看看你的牌：三张红花、三张四万是两副“暗克”（都是将，各 8 胡）；一二三饼是“文钱”（加 20 胡）；二三四条、六七八饼、五六七万是顺子；九条一对是将头；三条五条只差中间的四条。只有二万和哪张牌都连不上——把二万打出去（提示里也这样建议）。</source>
            <translation>Welcome! You deal this hand: 23 cards, and you discard first. The flipped general is the Seven of Characters: in Nantong single, ranks 1, 4 and 7 of every suit are generals, and so are all ones and nines and the old generals (Red Flower, Thousand, White Flower); sets of generals are worth more. Look at your cards: three Red Flowers and three Four of Characters are two concealed triplets (generals, 8 hu each); One-Two-Three of Coins is the coins sequence (+20 hu); 2-3-4 of Strings, 6-7-8 of Coins and 5-6-7 of Characters are sequences; the pair of Nine of Strings is your pair; Three and Five of Strings wait for the Four in the middle. Only the Two of Characters fits nothing: discard it (the hint says so too).</translation>
        </message>
        <message>
            <source>你摸到了四条！三条、四条、五条连成一副，七副牌加一对将头齐了——可以胡了，点“胡”（自摸）。胡数这样算：底胡 = 两副暗克 8 + 8 = 16，进整为 20；塌胡成胡 20；其他：自摸 10、丫子（胡在顺子中间）10、文钱 20。合计 80 胡。胡牌后的结算表会一项一项列出来。</source>
            <translation>You drew the Four of Strings! Three-Four-Five of Strings is a set: seven sets and a pair, so you can win. Press Win (self-drawn). The count: base hu = two concealed triplets 8 + 8 = 16, rounded up to 20; mixed-win bonus 20; extras: self-drawn 10, middle wait 10, coins sequence 20. 80 hu in all. The end-of-hand table lists every item.</translation>
        </message>
        <message>
            <source>这一手已经离开了引导的路线，不过没关系：照提示打，就是最好的练习。</source>
            <translation>This hand has left the guided path, but never mind: following the hints is the best practice.</translation>
        </message>
        <message>
            <source>新手引导</source>
            <translation>Guided first hand</translation>
        </message>
        <message>
            <source>新手引导要在牌桌上打：请从主窗口的“学习”菜单打开。</source>
            <translation>The guided hand is played on the table: open it from the main window's Learn menu.</translation>
        </message>
    </context>
</TS>
