<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>KeeperWindow</name>
        <message>
            <source>记分</source>
            <translation>Score keeper</translation>
        </message>
        <message>
            <source>（庄）</source>
            <translation> (dealer)</translation>
        </message>
        <message>
            <source>不算包张</source>
            <translation>No 包张</translation>
        </message>
        <message>
            <source>第 %1 局</source>
            <translation>Hand %1</translation>
        </message>
        <message>
            <source>%1 歇（定醒）</source>
            <translation>%1 rests (定醒)</translation>
        </message>
        <message>
            <source>正在改这一局</source>
            <translation>correcting this hand</translation>
        </message>
        <message>
            <source>改好了</source>
            <translation>Done correcting</translation>
        </message>
        <message>
            <source>记入这一局</source>
            <translation>Put on the sheet</translation>
        </message>
        <message>
            <source>看不懂“%1”</source>
            <translation>Cannot read “%1”</translation>
        </message>
        <message>
            <source>%1 已经用了四张，不能再加</source>
            <translation>%1: all four are used already</translation>
        </message>
        <message>
            <source>%1 胡</source>
            <translation>%1 hu</translation>
        </message>
        <message>
            <source>输入这一家的整手牌，最后写“胡”和胡的那张</source>
            <translation>Type this player's whole hand, then “胡” (win) and the winning card</translation>
        </message>
        <message>
            <source>先输入翻的 %1 张将</source>
            <translation>Type the %1 flipped card(s) first</translation>
        </message>
        <message>
            <source>写“胡”和胡的那张牌，如“胡 8t”</source>
            <translation>Type “胡” (win) and the winning card, e.g. “win 8t”</translation>
        </message>
        <message>
            <source>手牌 %1 张，还差 %2 张</source>
            <translation>%1 cards in hand, %2 missing</translation>
        </message>
        <message>
            <source>手牌 %1 张，多了 %2 张</source>
            <translation>%1 cards in hand, %2 too many</translation>
        </message>
        <message>
            <source>%1 只有一两张，不算把子</source>
            <translation>%1: one or two cards are no triplet</translation>
        </message>
        <message>
            <source>这一局还没填好：看红字的那一行。</source>
            <translation>This hand is not complete: see the line in red.</translation>
        </message>
        <message>
            <source>第 %1 局记好了。</source>
            <translation>Hand %1 is on the sheet.</translation>
        </message>
        <message>
            <source>说好的 %1 局打满了；还可以接着记。</source>
            <translation> The %1 hands agreed on are played; you can go on.</translation>
        </message>
        <message>
            <source>最后一局拿回来了：改好再记入。</source>
            <translation>The last hand is back: correct it and put it on the sheet again.</translation>
        </message>
        <message>
            <source>导出 CSV</source>
            <translation>Export CSV</translation>
        </message>
        <message>
            <source>已导出：%1</source>
            <translation>Exported: %1</translation>
        </message>
        <message>
            <source>存成 PDF</source>
            <translation>Save as PDF</translation>
        </message>
        <message>
            <source>已存成 PDF：%1</source>
            <translation>Saved as PDF: %1</translation>
        </message>
    </context>
</TS>
