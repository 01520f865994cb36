<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>KeeperWindow</name>
        <message>
            <source>记分</source>
            <translation>記分</translation>
        </message>
        <message>
            <source>（庄）</source>
            <translation>（莊）</translation>
        </message>
        <message>
            <source>不算包张</source>
            <translation>不算包張</translation>
        </message>
        <message>
            <source>第 %1 局</source>
            <translation>第 %1 局</translation>
        </message>
        <message>
            <source>%1 歇（定醒）</source>
            <translation>%1 歇（定醒）</translation>
        </message>
        <message>
            <source>正在改这一局</source>
            <translation>正在改這一局</translation>
        </message>
        <message>
            <source>改好了</source>
            <translation>改好了</translation>
        </message>
        <message>
            <source>记入这一局</source>
            <translation>記入這一局</translation>
        </message>
        <message>
            <source>看不懂“%1”</source>
            <translation>看不懂“%1”</translation>
        </message>
        <message>
            <source>%1 已经用了四张，不能再加</source>
            <translation>%1 已經用了四張，不能再加</translation>
        </message>
        <message>
            <source>%1 胡</source>
            <translation>%1 胡</translation>
        </message>
        <message>
            <source>输入这一家的整手牌，最后写“胡”和胡的那张</source>
            <translation>輸入這一家的整手牌，最後寫“胡”和胡的那張</translation>
        </message>
        <message>
            <source>先输入翻的 %1 张将</source>
            <translation>先輸入翻的 %1 張將</translation>
        </message>
        <message>
            <source>写“胡”和胡的那张牌，如“胡 8t”</source>
            <translation>寫“胡”和胡的那張牌，如“胡 8t”</translation>
        </message>
        <message>
            <source>手牌 %1 张，还差 %2 张</source>
            <translation>手牌 %1 張，還差 %2 張</translation>
        </message>
        <message>
            <source>手牌 %1 张，多了 %2 张</source>
            <translation>手牌 %1 張，多了 %2 張</translation>
        </message>
        <message>
            <source>%1 只有一两张，不算把子</source>
            <translation>%1 只有一兩張，不算把子</translation>
        </message>
        <message>
            <source>这一局还没填好：看红字的那一行。</source>
            <translation>這一局還沒填好：看紅字的那一行。</translation>
        </message>
        <message>
            <source>第 %1 局记好了。</source>
            <translation>第 %1 局記好了。</translation>
        </message>
        <message>
            <source>说好的 %1 局打满了；还可以接着记。</source>
            <translation>說好的 %1 局打滿了；還可以接着記。</translation>
        </message>
        <message>
            <source>最后一局拿回来了：改好再记入。</source>
            <translation>最後一局拿回來了：改好再記入。</translation>
        </message>
        <message>
            <source>导出 CSV</source>
            <translation>導出 CSV</translation>
        </message>
        <message>
            <source>已导出：%1</source>
            <translation>已導出：%1</translation>
        </message>
        <message>
            <source>存成 PDF</source>
            <translation>存成 PDF</translation>
        </message>
        <message>
            <source>已存成 PDF：%1</source>
            <translation>已存成 PDF：%1</translation>
        </message>
    </context>
</TS>
