<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>dialogs</name>
        <message>
            <source>家规：%1</source>
            <translation>House rules: %1</translation>
        </message>
        <message>
            <source>新游戏</source>
            <translation>New game</translation>
        </message>
        <message>
            <source>规则</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>座位</source>
            <translation>Seats</translation>
        </message>
        <message>
            <source>四人（轮流定醒）</source>
            <translation>Four (one rests each hand)</translation>
        </message>
        <message>
            <source>三人（捉鳖）</source>
            <translation>Three (zhuobie)</translation>
        </message>
        <message>
            <source>下家</source>
            <translation>Right (next)</translation>
        </message>
        <message>
            <source>对门</source>
            <translation>Across</translation>
        </message>
        <message>
            <source>上家</source>
            <translation>Left (previous)</translation>
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
            <source>局数</source>
            <translation>Hands</translation>
        </message>
        <message>
            <source>6 局</source>
            <translation>6 hands</translation>
        </message>
        <message>
            <source>9 局</source>
            <translation>9 hands</translation>
        </message>
        <message>
            <source>12 局</source>
            <translation>12 hands</translation>
        </message>
        <message>
            <source>不限</source>
            <translation>Open-ended</translation>
        </message>
        <message>
            <source>牌局编号</source>
            <translation>Deal number</translation>
        </message>
        <message>
            <source>留空则随机；填同一个数可重玩或分享同一副牌</source>
            <translation>Leave empty for a random deal; the same number replays or shares the same deal</translation>
        </message>
        <message>
            <source>休闲局（可以悔牌）</source>
            <translation>Casual game (undo allowed)</translation>
        </message>
        <message>
            <source>开始</source>
            <translation>Start</translation>
        </message>
        <message>
            <source>取消</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>牌局编号要填一个整数（最多 12 位）</source>
            <translation>The deal number must be a whole number (at most 12 digits)</translation>
        </message>
        <message>
            <source>顺</source>
            <translation>run</translation>
        </message>
        <message>
            <source>四张</source>
            <translation>four</translation>
        </message>
        <message>
            <source>坎</source>
            <translation>triplet</translation>
        </message>
        <message>
            <source>将头</source>
            <translation>pair</translation>
        </message>
        <message>
            <source>手牌</source>
            <translation>hand</translation>
        </message>
        <message>
            <source>碰</source>
            <translation>pung</translation>
        </message>
        <message>
            <source>明杠</source>
            <translation>kong</translation>
        </message>
        <message>
            <source>暗杠</source>
            <translation>concealed kong</translation>
        </message>
        <message>
            <source>龙</source>
            <translation>dragon</translation>
        </message>
        <message>
            <source>叫龙</source>
            <translation>shown dragon</translation>
        </message>
        <message>
            <source>喜</source>
            <translation>joy</translation>
        </message>
        <message>
            <source>%1（胡）</source>
            <translation>%1 (won)</translation>
        </message>
        <message>
            <source>胡 %1</source>
            <translation>%1 hu</translation>
        </message>
        <message>
            <source>得分 %1</source>
            <translation>net %1</translation>
        </message>
        <message>
            <source>没有成坎、成杠的牌，0 胡</source>
            <translation>No triplets or kongs: 0 hu</translation>
        </message>
        <message>
            <source>第 %1 局结束</source>
            <translation>Hand %1 is over</translation>
        </message>
        <message>
            <source>%1 胡</source>
            <translation>%1 hu</translation>
        </message>
        <message>
            <source>包张：%1 替 %2 付给 %3：%4</source>
            <translation>Discarder pays (bao zhang): %1 pays %3 %4 on behalf of %2</translation>
        </message>
        <message>
            <source>%1 付给 %2：%3</source>
            <translation>%1 pays %2: %3</translation>
        </message>
        <message>
            <source>结算</source>
            <translation>Settlement</translation>
        </message>
        <message>
            <source>两两相等，不用付</source>
            <translation>all equal, nobody pays</translation>
        </message>
        <message>
            <source>本局得分</source>
            <translation>Net this hand</translation>
        </message>
        <message>
            <source>穷狠 300：%1 起手没有一对，这一局算 300 胡</source>
            <translation>Poor hand 300 (qiong hen): %1 was dealt no pair and counts 300 hu this hand</translation>
        </message>
        <message>
            <source>%1 定醒，不结算</source>
            <translation>%1 rested and settles nothing</translation>
        </message>
        <message>
            <source>累计</source>
            <translation>Running totals</translation>
        </message>
        <message>
            <source>这一场结束了</source>
            <translation>The game is over</translation>
        </message>
        <message>
            <source>看总结</source>
            <translation>Summary</translation>
        </message>
        <message>
            <source>下一局</source>
            <translation>Next hand</translation>
        </message>
        <message>
            <source>记分表</source>
            <translation>Score sheet</translation>
        </message>
    </context>
</TS>
