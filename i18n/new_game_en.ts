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
            <source>留空则随机；填同一个数或朋友的牌局代码，打同一副牌</source>
            <translation>Empty for a random deal; the same number or a friend's deal code deals the same cards</translation>
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
            <source>这个牌局代码是别的玩法或人数的：请选和朋友一样的玩法</source>
            <translation>This deal code was made for other rules or another number of players: choose the same rules as your friend</translation>
        </message>
        <message>
            <source>牌局代码的样子是 7-1a2b3c4d</source>
            <translation>A deal code looks like 7-1a2b3c4d</translation>
        </message>
        <message>
            <source>牌局编号要填一个整数（最多 12 位）</source>
            <translation>The deal number must be a whole number (at most 12 digits)</translation>
        </message>
    </context>
</TS>
