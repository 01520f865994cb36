<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>main</name>
        <message>
            <source>这一场结束了。游戏 → 新游戏 再来一场。</source>
            <translation>這一場結束了。遊戲 → 新遊戲 再來一場。</translation>
        </message>
        <message>
            <source>这一局你定醒（歇着）：电脑快打，按“跳过”(F5) 直接看结果。</source>
            <translation>這一局你定醒（歇著）：電腦快打，按「跳過」(F5) 直接看結果。</translation>
        </message>
    </context>
</TS>
