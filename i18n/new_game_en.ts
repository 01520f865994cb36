<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>new_game</name>
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
            <source>教学牌桌（电脑的牌都亮着，每一步说明为什么）</source>
            <translation>Teaching table (the computers' hands open, every move explained)</translation>
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
    </context>
</TS>
