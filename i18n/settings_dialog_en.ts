<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>settings</name>
        <message>
            <source>设置</source>
            <translation>Settings</translation>
        </message>
        <message>
            <source>牌桌</source>
            <translation>Table</translation>
        </message>
        <message>
            <source>打牌</source>
            <translation>Play</translation>
        </message>
        <message>
            <source>语言 Language</source>
            <translation>Language 语言</translation>
        </message>
        <message>
            <source>牌面</source>
            <translation>Card faces</translation>
        </message>
        <message>
            <source>牌的大小</source>
            <translation>Card size</translation>
        </message>
        <message>
            <source>电脑速度</source>
            <translation>Computer speed</translation>
        </message>
        <message>
            <source>音量</source>
            <translation>Volume</translation>
        </message>
        <message>
            <source>声音</source>
            <translation>Sound</translation>
        </message>
        <message>
            <source>人物</source>
            <translation>Figure</translation>
        </message>
        <message>
            <source>图型</source>
            <translation>Pattern</translation>
        </message>
        <message>
            <source>新手角标（牌角的点数和花色）</source>
            <translation>Beginner index labels (rank and suit in the card's corner)</translation>
        </message>
        <message>
            <source>自动理牌</source>
            <translation>Sort hand</translation>
        </message>
        <message>
            <source>显示侧栏（提示、听牌、记录、记分）</source>
            <translation>Show the side panel (hint, waits, log, scores)</translation>
        </message>
        <message>
            <source>可以要提示（? 键和侧栏的提示按钮）</source>
            <translation>Hints allowed (the ? key and the side panel's hint button)</translation>
        </message>
        <message>
            <source>自动胡：能胡就胡</source>
            <translation>Auto-win: win whenever you can</translation>
        </message>
        <message>
            <source>自动过：用不上的碰、杠（拿了也不更接近胡）</source>
            <translation>Auto-pass: pungs and kongs you cannot use (taking them brings you no closer to a win)</translation>
        </message>
        <message>
            <source>报听后自动打出摸到的牌（胡牌除外）</source>
            <translation>After declaring ready, discard the drawn card automatically (unless it wins)</translation>
        </message>
        <message>
            <source>打牌的声音（出牌、摸牌、碰杠、胡牌）</source>
            <translation>Table sounds (discards, draws, 碰 / 杠, wins)</translation>
        </message>
        <message>
            <source>报牌的人声（碰、杠、胡和打出的牌名；要系统有这种语言的语音）</source>
            <translation>Voiced calls (碰, 杠, 胡 and the discarded card; needs a system voice for the language)</translation>
        </message>
        <message>
            <source>确定</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>取消</source>
            <translation>Cancel</translation>
        </message>
    </context>
</TS>
