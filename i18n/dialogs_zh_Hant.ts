<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>dialogs</name>
        <message>
            <source>家规：%1</source>
            <translation>家規：%1</translation>
        </message>
        <message>
            <source>新游戏</source>
            <translation>新遊戲</translation>
        </message>
        <message>
            <source>规则</source>
            <translation>規則</translation>
        </message>
        <message>
            <source>座位</source>
            <translation>座位</translation>
        </message>
        <message>
            <source>四人（轮流定醒）</source>
            <translation>四人（輪流定醒）</translation>
        </message>
        <message>
            <source>三人（捉鳖）</source>
            <translation>三人（捉鱉）</translation>
        </message>
        <message>
            <source>下家</source>
            <translation>下家</translation>
        </message>
        <message>
            <source>对门</source>
            <translation>對門</translation>
        </message>
        <message>
            <source>上家</source>
            <translation>上家</translation>
        </message>
        <message>
            <source>入门</source>
            <translation>入門</translation>
        </message>
        <message>
            <source>熟手</source>
            <translation>熟手</translation>
        </message>
        <message>
            <source>高手</source>
            <translation>高手</translation>
        </message>
        <message>
            <source>局数</source>
            <translation>局數</translation>
        </message>
        <message>
            <source>6 局</source>
            <translation>6 局</translation>
        </message>
        <message>
            <source>9 局</source>
            <translation>9 局</translation>
        </message>
        <message>
            <source>12 局</source>
            <translation>12 局</translation>
        </message>
        <message>
            <source>不限</source>
            <translation>不限</translation>
        </message>
        <message>
            <source>牌局编号</source>
            <translation>牌局編號</translation>
        </message>
        <message>
            <source>留空则随机；填同一个数可重玩或分享同一副牌</source>
            <translation>留空則隨機；填同一個數可重玩或分享同一副牌</translation>
        </message>
        <message>
            <source>休闲局（可以悔牌）</source>
            <translation>休閒局（可以悔牌）</translation>
        </message>
        <message>
            <source>开始</source>
            <translation>開始</translation>
        </message>
        <message>
            <source>取消</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>牌局编号要填一个整数（最多 12 位）</source>
            <translation>牌局編號要填一個整數（最多 12 位）</translation>
        </message>
        <message>
            <source>顺</source>
            <translation>順</translation>
        </message>
        <message>
            <source>四张</source>
            <translation>四張</translation>
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
            <source>手牌</source>
            <translation>手牌</translation>
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
            <source>没有成坎、成杠的牌，0 胡</source>
            <translation>沒有成坎、成槓的牌，0 胡</translation>
        </message>
        <message>
            <source>第 %1 局结束</source>
            <translation>第 %1 局結束</translation>
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
            <source>结算</source>
            <translation>結算</translation>
        </message>
        <message>
            <source>两两相等，不用付</source>
            <translation>兩兩相等，不用付</translation>
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
