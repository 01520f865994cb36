<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>new_game</name>
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
            <source>留空则随机；填同一个数或朋友的牌局代码，打同一副牌</source>
            <translation>留空則隨機；填同一個數或朋友的牌局代碼，打同一副牌</translation>
        </message>
        <message>
            <source>休闲局（可以悔牌）</source>
            <translation>休閒局（可以悔牌）</translation>
        </message>
        <message>
            <source>教学牌桌（电脑的牌都亮着，每一步说明为什么）</source>
            <translation>教學牌桌（電腦的牌都亮着，每一步說明爲什麼）</translation>
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
            <source>这个牌局代码是别的玩法或人数的：请选和朋友一样的玩法</source>
            <translation>這個牌局代碼是別的玩法或人數的：請選和朋友一樣的玩法</translation>
        </message>
        <message>
            <source>牌局代码的样子是 7-1a2b3c4d</source>
            <translation>牌局代碼的樣子是 7-1a2b3c4d</translation>
        </message>
        <message>
            <source>牌局编号要填一个整数（最多 12 位）</source>
            <translation>牌局編號要填一個整數（最多 12 位）</translation>
        </message>
    </context>
</TS>
