<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>StatsWindow</name>
        <message>
            <source>还没有数据</source>
            <translation>No data yet</translation>
        </message>
        <message>
            <source>打完一局后这里画出累计输赢</source>
            <translation>After a game, your running net is drawn here</translation>
        </message>
        <message>
            <source>统计</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <source>清空统计…</source>
            <translation>Reset statistics…</translation>
        </message>
        <message>
            <source>玩法 · 对手</source>
            <translation>Rules · opponents</translation>
        </message>
        <message>
            <source>局数</source>
            <translation>Games</translation>
        </message>
        <message>
            <source>手数</source>
            <translation>Hands</translation>
        </message>
        <message>
            <source>胜率</source>
            <translation>Win rate</translation>
        </message>
        <message>
            <source>平均胡数</source>
            <translation>Mean hu</translation>
        </message>
        <message>
            <source>最大一手</source>
            <translation>Best hand</translation>
        </message>
        <message>
            <source>项目</source>
            <translation>Item</translation>
        </message>
        <message>
            <source>牌</source>
            <translation>Cards</translation>
        </message>
        <message>
            <source>胡</source>
            <translation>Hu</translation>
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
            <source>称号：%1</source>
            <translation>Title: %1</translation>
        </message>
        <message>
            <source>累计 %1 胡 / 下一级 %2</source>
            <translation>%1 hu won / next title at %2</translation>
        </message>
        <message>
            <source>累计 %1 胡</source>
            <translation>%1 hu won</translation>
        </message>
        <message>
            <source>共 %1 局、%2 手，胡了 %3 手（胜率 %4），平均每手 %5 胡。称号按胡牌累计的胡数升级。</source>
            <translation>%1 games, %2 hands, %3 won (%4); %5 hu a hand on average. The title rises with the hu of the hands you win.</translation>
        </message>
        <message>
            <source>复盘：还没有复盘过。打完一手，在结算框里点“复盘”。</source>
            <translation>Review: none yet. After a hand, press “Review” in the hand's result.</translation>
        </message>
        <message>
            <source>复盘过 %1 手：和高手选得一样的 %2，平均每手少 %3 胡；最近 %4 手：一样的 %5，每手少 %6 胡。</source>
            <translation>Reviewed %1 hands: chose as the Expert would %2 of the time, %3 hu lost a hand; the last %4 hands: %5, %6 hu lost a hand.</translation>
        </message>
        <message>
            <source>最近几局的累计输赢</source>
            <translation>Running net of recent games</translation>
        </message>
        <message>
            <source>最大的一手：还没有胡过牌</source>
            <translation>Best hand: no win yet</translation>
        </message>
        <message>
            <source>最大的一手：%1 胡 %2（%3）</source>
            <translation>Best hand: %1 hu, %2 (%3)</translation>
        </message>
        <message>
            <source>清空统计</source>
            <translation>Reset statistics</translation>
        </message>
        <message>
            <source>所有统计和称号都会清零，确定吗？</source>
            <translation>Every statistic and the title will be reset. Are you sure?</translation>
        </message>
    </context>
</TS>
