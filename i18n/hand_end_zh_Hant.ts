<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>hand_end</name>
        <message>
            <source>手牌</source>
            <translation>手牌</translation>
        </message>
        <message>
            <source>顺</source>
            <translation>順</translation>
        </message>
        <message>
            <source>坎</source>
            <translation>坎</translation>
        </message>
        <message>
            <source>将头</source>
            <translation>將頭</translation>
        </message>
        <message>
            <source>碰</source>
            <translation>碰</translation>
        </message>
        <message>
            <source>明杠</source>
            <translation>明槓</translation>
        </message>
        <message>
            <source>暗杠</source>
            <translation>暗槓</translation>
        </message>
        <message>
            <source>龙</source>
            <translation>龍</translation>
        </message>
        <message>
            <source>叫龙</source>
            <translation>叫龍</translation>
        </message>
        <message>
            <source>喜</source>
            <translation>喜</translation>
        </message>
        <message>
            <source>%1（胡）</source>
            <translation>%1（胡）</translation>
        </message>
        <message>
            <source>胡 %1</source>
            <translation>胡 %1</translation>
        </message>
        <message>
            <source>得分 %1</source>
            <translation>得分 %1</translation>
        </message>
        <message>
            <source>红框里是胡的那张牌：%1</source>
            <translation>紅框裡是胡的那張牌：%1</translation>
        </message>
        <message>
            <source>没有成坎、成杠的牌，0 胡</source>
            <translation>沒有成坎、成槓的牌，0 胡</translation>
        </message>
        <message>
            <source>胡的牌</source>
            <translation>胡的牌</translation>
        </message>
        <message>
            <source>合计</source>
            <translation>合計</translation>
        </message>
        <message>
            <source>结算后得分</source>
            <translation>結算後得分</translation>
        </message>
        <message>
            <source>第 %1 局结束</source>
            <translation>第 %1 局結束</translation>
        </message>
        <message>
            <source>复盘</source>
            <translation>覆盤</translation>
        </message>
        <message>
            <source>%1 胡</source>
            <translation>%1 胡</translation>
        </message>
        <message>
            <source>包张：%1 替 %2 付给 %3：%4</source>
            <translation>包張：%1 替 %2 付給 %3：%4</translation>
        </message>
        <message>
            <source>%1 付给 %2：%3</source>
            <translation>%1 付給 %2：%3</translation>
        </message>
        <message>
            <source>两两相等，不用付</source>
            <translation>兩兩相等，不用付</translation>
        </message>
        <message>
            <source>结算</source>
            <translation>結算</translation>
        </message>
        <message>
            <source>本局得分</source>
            <translation>本局得分</translation>
        </message>
        <message>
            <source>穷狠 300：%1 起手没有一对，这一局算 300 胡</source>
            <translation>窮狠 300：%1 起手沒有一對，這一局算 300 胡</translation>
        </message>
        <message>
            <source>%1 定醒，不结算</source>
            <translation>%1 定醒，不結算</translation>
        </message>
        <message>
            <source>累计</source>
            <translation>累計</translation>
        </message>
        <message>
            <source>这一场结束了</source>
            <translation>這一場結束了</translation>
        </message>
        <message>
            <source>看总结</source>
            <translation>看總結</translation>
        </message>
        <message>
            <source>下一局</source>
            <translation>下一局</translation>
        </message>
        <message>
            <source>记分表</source>
            <translation>記分表</translation>
        </message>
    </context>
</TS>
