<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>replay_review</name>
        <message>
            <source>▶ 标出你的选择，绿色是高手的选择</source>
            <translation>▶ marks your choice; green is the expert's</translation>
        </message>
        <message>
            <source>这一手最贵的三个决定（点一下跳过去）</source>
            <translation>This hand's three costliest decisions (click to go there)</translation>
        </message>
        <message>
            <source>动作</source>
            <translation>Action</translation>
        </message>
        <message>
            <source>期望胡</source>
            <translation>Expected 胡</translation>
        </message>
        <message>
            <source>理由</source>
            <translation>Reason</translation>
        </message>
        <message>
            <source>复盘中… %v / %m 手</source>
            <translation>Reviewing… %v / %m hands</translation>
        </message>
        <message>
            <source>第 %1 步：你 %2，高手 %3，少 %4 胡</source>
            <translation>Step %1: you %2, the expert %3, %4 胡 less</translation>
        </message>
        <message>
            <source>这一手每个决定都和高手一样好</source>
            <translation>Every decision of this hand was as good as the expert's</translation>
        </message>
        <message>
            <source>正在复盘，牌局可以先看…</source>
            <translation>Reviewing; you can watch the hand meanwhile…</translation>
        </message>
        <message>
            <source>这一手你没有打（定醒），没有你的决定</source>
            <translation>You rested this hand (定醒): no decision of yours</translation>
        </message>
        <message>
            <source>这一手：%1 个决定，%2 个和高手一样，共少 %3 胡</source>
            <translation>This hand: %1 decisions, %2 as the expert's, %3 胡 lost</translation>
        </message>
        <message>
            <source>这一场：和高手一致 %1，平均每手少 %2 胡</source>
            <translation>This game: %1 as the expert, %2 胡 lost per hand</translation>
        </message>
        <message>
            <source>你复盘过的 %1 手：一致 %2，平均每手少 %3 胡</source>
            <translation>Your %1 reviewed hands: %2 as the expert, %3 胡 lost per hand</translation>
        </message>
        <message>
            <source>到你的决定时，这里列出高手对每个选择的估计。</source>
            <translation>At each of your decisions the expert's estimate of every choice is listed here.</translation>
        </message>
        <message>
            <source>你选了 %1：和高手一样好。</source>
            <translation>You chose %1: as good as the expert's.</translation>
        </message>
        <message>
            <source>你选了 %1，高手选 %2；按它的估计你这一步没有少胡。</source>
            <translation>You chose %1, the expert %2; by its estimate this step lost nothing.</translation>
        </message>
        <message>
            <source>你选了 %1，高手选 %2：这一步少了 %3 胡。</source>
            <translation>You chose %1, the expert %2: this step lost %3 胡.</translation>
        </message>
    </context>
</TS>
