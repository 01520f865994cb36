<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>main</name>
        <message>
            <source>放下这一场？</source>
            <translation>Leave this game?</translation>
        </message>
        <message>
            <source>这一场还没打完。开始新的一场，现在这一场就不接着打了（自动存档会被替换）。</source>
            <translation>This game is not finished. If you start a new one, this one will not go on (its autosave is replaced).</translation>
        </message>
        <message>
            <source>开始新的一场</source>
            <translation>Start a new game</translation>
        </message>
        <message>
            <source>接着打这一场</source>
            <translation>Go on with this game</translation>
        </message>
        <message>
            <source>长牌 · 南通笃子胡</source>
            <translation>Changpai · Nantong Duzihu</translation>
        </message>
        <message>
            <source>游戏(&amp;G)</source>
            <translation>&amp;Game</translation>
        </message>
        <message>
            <source>视图(&amp;V)</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <source>学习(&amp;L)</source>
            <translation>&amp;Learn</translation>
        </message>
        <message>
            <source>帮助(&amp;H)</source>
            <translation>&amp;Help</translation>
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
            <source>语言 Language</source>
            <translation>Language 语言</translation>
        </message>
        <message>
            <source>新游戏…</source>
            <translation>New game…</translation>
        </message>
        <message>
            <source>打开…</source>
            <translation>Open…</translation>
        </message>
        <message>
            <source>保存</source>
            <translation>Save</translation>
        </message>
        <message>
            <source>另存为…</source>
            <translation>Save as…</translation>
        </message>
        <message>
            <source>悔牌</source>
            <translation>Undo</translation>
        </message>
        <message>
            <source>复盘这一场…</source>
            <translation>Review this game…</translation>
        </message>
        <message>
            <source>复盘存档或牌谱…</source>
            <translation>Review a save or game record…</translation>
        </message>
        <message>
            <source>收回你上一步（休闲局）</source>
            <translation>Take back your last move (casual games)</translation>
        </message>
        <message>
            <source>退出</source>
            <translation>Quit</translation>
        </message>
        <message>
            <source>图型牌面（人物 / 图型）</source>
            <translation>Pattern faces (figure / pattern)</translation>
        </message>
        <message>
            <source>在人物牌面和图型牌面之间切换 (F)</source>
            <translation>Switch between figure and pattern faces (F)</translation>
        </message>
        <message>
            <source>新手角标</source>
            <translation>Beginner index labels</translation>
        </message>
        <message>
            <source>自动理牌</source>
            <translation>Sort hand</translation>
        </message>
        <message>
            <source>侧栏</source>
            <translation>Side panel</translation>
        </message>
        <message>
            <source>大字（更大的牌和字，更强的对比）</source>
            <translation>Large print (bigger cards and text, more contrast)</translation>
        </message>
        <message>
            <source>记分表</source>
            <translation>Score sheet</translation>
        </message>
        <message>
            <source>提示</source>
            <translation>Hint</translation>
        </message>
        <message>
            <source>关于长牌</source>
            <translation>About Changpai</translation>
        </message>
        <message>
            <source>键盘操作</source>
            <translation>Keyboard</translation>
        </message>
        <message>
            <source>跳过 F5</source>
            <translation>Skip F5</translation>
        </message>
        <message>
            <source>你这一局定醒：把这一局一下子打完，直接看结果</source>
            <translation>You rest this hand: play it out at once and see its result</translation>
        </message>
        <message>
            <source>设置…</source>
            <translation>Settings…</translation>
        </message>
        <message>
            <source>提示 · 听牌 · 记录 · 记分</source>
            <translation>Hint · Waits · Log · Score</translation>
        </message>
        <message>
            <source>设置没能保存：%1</source>
            <translation>Settings could not be saved: %1</translation>
        </message>
        <message>
            <source>长牌（南通笃子胡）桌面版 %1
一个人对电脑打一整场长牌。
字体：霞鹜文楷（SIL OFL 1.1）</source>
            <translation>Changpai (Nantong Duzihu) Desktop %1
One player against computer players, a whole game of Changpai.
Font: LXGW WenKai (SIL OFL 1.1)</translation>
        </message>
    </context>
</TS>
