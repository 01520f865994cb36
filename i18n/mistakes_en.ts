<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>mistakes</name>
        <message>
            <source>错题：你会打哪一张？</source>
            <translation>Mistakes: what would you discard?</translation>
        </message>
        <message>
            <source>下一题</source>
            <translation>Next</translation>
        </message>
        <message>
            <source>各家打出的牌：</source>
            <translation>Every player's discards:</translation>
        </message>
        <message>
            <source>还没有错题：复盘你打完的一手，最贵的打牌会放到这里来练。</source>
            <translation>No mistakes yet: review a hand you finished, and its costliest discards come here to practise.</translation>
        </message>
        <message>
            <source>第 %1 / %2 题：轮到你打牌，你会打哪一张？</source>
            <translation>Question %1 of %2: your turn to discard. Which card?</translation>
        </message>
        <message>
            <source>牌墙还有 %1 张 · 这一题练过 %2 次，对了 %3 次 · 点手里的一张牌作答</source>
            <translation>%1 cards left in the wall · tried %2 times, right %3 · click a card of your hand to answer</translation>
        </message>
        <message>
            <source>翻牌</source>
            <translation>Flips</translation>
        </message>
        <message>
            <source>手牌</source>
            <translation>Hand</translation>
        </message>
        <message>
            <source>这张牌现在不能打（叫了龙的牌要留在手里）。</source>
            <translation>That card cannot be discarded now (a declared dragon stays in the hand).</translation>
        </message>
        <message>
            <source>对了：高手也这样打。%1</source>
            <translation>Right: the expert plays it too. %1</translation>
        </message>
        <message>
            <source>高手打 %1：%2。你打的 %3 少 %4 胡。</source>
            <translation>The expert plays %1: %2. Your %3 loses %4 胡.</translation>
        </message>
        <message>
            <source>当时你打的是 %1。</source>
            <translation>In the game you discarded %1.</translation>
        </message>
    </context>
</TS>
