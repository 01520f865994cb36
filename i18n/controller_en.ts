<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>main</name>
        <message>
            <source>这一场结束了。游戏 → 新游戏 再来一场。</source>
            <translation>The game is over. Game → New game to play again.</translation>
        </message>
    </context>
</TS>
