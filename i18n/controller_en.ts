<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>main</name>
        <message>
            <source>这一场结束了。游戏 → 新游戏 再来一场。</source>
            <translation>The game is over. Game → New game to play again.</translation>
        </message>
        <message>
            <source>这一局你定醒（歇着）：电脑快打，按“跳过”(F5) 直接看结果。</source>
            <translation>You rest this hand: the computers play fast; press Skip (F5) to see the result at once.</translation>
        </message>
    </context>
</TS>
