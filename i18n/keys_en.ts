<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>keys</name>
        <message>
            <source>← → 选牌　Shift+← → 挪牌　回车 打出　Esc 回到手牌</source>
            <translation>← → select a card   Shift+← → move it   Enter discard   Esc back to your hand</translation>
        </message>
        <message>
            <source>H 胡　G 杠　P 碰　空格 过</source>
            <translation>H win   G kong   P pung   Space pass</translation>
        </message>
        <message>
            <source>A 暗杠　J 加杠　L 叫龙　K 撂龙　T 报听</source>
            <translation>A concealed kong   J added kong   L call dragon   K lay dragon   T declare ready</translation>
        </message>
        <message>
            <source>? 提示（电脑会怎么打，和理由）</source>
            <translation>? hint (what the computer would play, and why)</translation>
        </message>
        <message>
            <source>F5 跳过（定醒时把这一局打完）</source>
            <translation>F5 skip (while you rest: play the hand out at once)</translation>
        </message>
        <message>
            <source>F 人物/图型　I 新手角标　S 自动理牌　F8 记分表　F9 侧栏</source>
            <translation>F figure/pattern faces   I index labels   S sort hand   F8 score sheet   F9 side panel</translation>
        </message>
        <message>
            <source>Ctrl+N 新游戏　Ctrl+O 打开　Ctrl+S 保存　Ctrl+Shift+S 另存为　Ctrl+Z 悔牌</source>
            <translation>Ctrl+N new game   Ctrl+O open   Ctrl+S save   Ctrl+Shift+S save as   Ctrl+Z undo</translation>
        </message>
        <message>
            <source>Ctrl+, 设置　Ctrl+Q 退出　F1 键盘操作</source>
            <translation>Ctrl+, settings   Ctrl+Q quit   F1 this list of keys</translation>
        </message>
        <message>
            <source>F7 复盘这一场：← → 一步　Home End 开头/结尾　PgUp PgDown 你的上/下一个决定　空格 播放</source>
            <translation>F7 review this game: ← → one step   Home End start/end   PgUp PgDown your previous/next decision   Space play</translation>
        </message>
        <message>
            <source>Esc 或 Ctrl+W 关闭学习窗口、记分表和对话框</source>
            <translation>Esc or Ctrl+W closes the learning windows, the score sheet and dialogs</translation>
        </message>
        <message>
            <source>练习：1–4 选答案，回车 下一题</source>
            <translation>Drills: 1–4 answer, Enter next</translation>
        </message>
    </context>
</TS>
