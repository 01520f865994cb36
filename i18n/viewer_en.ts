<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>replay</name>
        <message>
            <source>复盘</source>
            <translation>Review</translation>
        </message>
        <message>
            <source>第几手：</source>
            <translation>Hand:</translation>
        </message>
        <message>
            <source>全部明牌</source>
            <translation>Show every hand</translation>
        </message>
        <message>
            <source>牌局代码 %1</source>
            <translation>Deal code %1</translation>
        </message>
        <message>
            <source>朋友在“新游戏”的牌局编号里填这个代码，选同样的玩法，就能打同样的牌</source>
            <translation>A friend who enters this code as the deal number in “New game”, with the same rules, plays the same cards</translation>
        </message>
        <message>
            <source>练错题…</source>
            <translation>Practise mistakes…</translation>
        </message>
        <message>
            <source>把你复盘过的最贵的打牌拿来练：你会打哪一张？</source>
            <translation>Practise the costliest discards of your reviews: what would you discard?</translation>
        </message>
        <message>
            <source>导出这一手…</source>
            <translation>Export this hand…</translation>
        </message>
        <message>
            <source>导出整场…</source>
            <translation>Export the game…</translation>
        </message>
        <message>
            <source>第 %1 手：%2</source>
            <translation>Hand %1: %2</translation>
        </message>
        <message>
            <source>|◀ 开头</source>
            <translation>|◀ Start</translation>
        </message>
        <message>
            <source>◀ 上一步</source>
            <translation>◀ Back</translation>
        </message>
        <message>
            <source>下一步 ▶</source>
            <translation>Forward ▶</translation>
        </message>
        <message>
            <source>结尾 ▶|</source>
            <translation>End ▶|</translation>
        </message>
        <message>
            <source>◀ 我上一个决定</source>
            <translation>◀ My previous decision</translation>
        </message>
        <message>
            <source>我下一个决定 ▶</source>
            <translation>My next decision ▶</translation>
        </message>
        <message>
            <source>慢</source>
            <translation>Slow</translation>
        </message>
        <message>
            <source>中</source>
            <translation>Medium</translation>
        </message>
        <message>
            <source>快</source>
            <translation>Fast</translation>
        </message>
        <message>
            <source>⏸ 暂停</source>
            <translation>⏸ Pause</translation>
        </message>
        <message>
            <source>▶ 播放</source>
            <translation>▶ Play</translation>
        </message>
        <message>
            <source>翻牌</source>
            <translation>Flips</translation>
        </message>
        <message>
            <source>第 %1 / %2 步</source>
            <translation>Step %1 / %2</translation>
        </message>
        <message>
            <source>牌墙还有 %1 张</source>
            <translation>%1 cards in the wall</translation>
        </message>
        <message>
            <source>发牌</source>
            <translation>The deal</translation>
        </message>
        <message>
            <source>结果：%1</source>
            <translation>Result: %1</translation>
        </message>
        <message>
            <source>本手得分：%1</source>
            <translation>Scores of the hand: %1</translation>
        </message>
        <message>
            <source>这一局的记录重放不了，无法复盘（%1）</source>
            <translation>This hand's record does not replay, so it cannot be reviewed (%1)</translation>
        </message>
        <message>
            <source>导出牌谱</source>
            <translation>Export game record</translation>
        </message>
        <message>
            <source>打不开复盘：%1</source>
            <translation>Cannot open the review: %1</translation>
        </message>
        <message>
            <source>长牌牌谱 (*%1);;长牌存档 (*.json);;所有文件 (*)</source>
            <translation>Changpai game records (*%1);;Changpai saves (*.json);;All files (*)</translation>
        </message>
        <message>
            <source>复盘存档或牌谱</source>
            <translation>Review a save or game record</translation>
        </message>
        <message>
            <source>这一场还没有打完的手</source>
            <translation>No hand of this game is finished yet</translation>
        </message>
        <message>
            <source>这个文件里没有打完的手</source>
            <translation>This file holds no finished hand</translation>
        </message>
    </context>
</TS>
