<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>mistakes</name>
        <message>
            <source>错题：你会打哪一张？</source>
            <translation>錯題：你會打哪一張？</translation>
        </message>
        <message>
            <source>下一题</source>
            <translation>下一題</translation>
        </message>
        <message>
            <source>各家打出的牌：</source>
            <translation>各家打出的牌：</translation>
        </message>
        <message>
            <source>还没有错题：复盘你打完的一手，最贵的打牌会放到这里来练。</source>
            <translation>還沒有錯題：覆盤你打完的一手，最貴的打牌會放到這裏來練。</translation>
        </message>
        <message>
            <source>第 %1 / %2 题：轮到你打牌，你会打哪一张？</source>
            <translation>第 %1 / %2 題：輪到你打牌，你會打哪一張？</translation>
        </message>
        <message>
            <source>牌墙还有 %1 张 · 这一题练过 %2 次，对了 %3 次 · 点手里的一张牌作答</source>
            <translation>牌牆還有 %1 張 · 這一題練過 %2 次，對了 %3 次 · 點手裏的一張牌作答</translation>
        </message>
        <message>
            <source>翻牌</source>
            <translation>翻牌</translation>
        </message>
        <message>
            <source>手牌</source>
            <translation>手牌</translation>
        </message>
        <message>
            <source>这张牌现在不能打（叫了龙的牌要留在手里）。</source>
            <translation>這張牌現在不能打（叫了龍的牌要留在手裏）。</translation>
        </message>
        <message>
            <source>对了：高手也这样打。%1</source>
            <translation>對了：高手也這樣打。%1</translation>
        </message>
        <message>
            <source>高手打 %1：%2。你打的 %3 少 %4 胡。</source>
            <translation>高手打 %1：%2。你打的 %3 少 %4 胡。</translation>
        </message>
        <message>
            <source>当时你打的是 %1。</source>
            <translation>當時你打的是 %1。</translation>
        </message>
    </context>
</TS>
