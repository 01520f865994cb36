<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>main</name>
        <message>
            <source>放下这一场？</source>
            <translation>放下這一場？</translation>
        </message>
        <message>
            <source>这一场还没打完。开始新的一场，现在这一场就不接着打了（自动存档会被替换）。</source>
            <translation>這一場還沒打完。開始新的一場，現在這一場就不接著打了（自動存檔會被替換）。</translation>
        </message>
        <message>
            <source>开始新的一场</source>
            <translation>開始新的一場</translation>
        </message>
        <message>
            <source>接着打这一场</source>
            <translation>接著打這一場</translation>
        </message>
        <message>
            <source>长牌 · 南通笃子胡</source>
            <translation>長牌 · 南通篤子胡</translation>
        </message>
        <message>
            <source>游戏(&amp;G)</source>
            <translation>遊戲(&amp;G)</translation>
        </message>
        <message>
            <source>视图(&amp;V)</source>
            <translation>視圖(&amp;V)</translation>
        </message>
        <message>
            <source>学习(&amp;L)</source>
            <translation>學習(&amp;L)</translation>
        </message>
        <message>
            <source>帮助(&amp;H)</source>
            <translation>幫助(&amp;H)</translation>
        </message>
        <message>
            <source>牌的大小</source>
            <translation>牌的大小</translation>
        </message>
        <message>
            <source>电脑速度</source>
            <translation>電腦速度</translation>
        </message>
        <message>
            <source>语言 Language</source>
            <translation>語言 Language</translation>
        </message>
        <message>
            <source>新游戏…</source>
            <translation>新遊戲…</translation>
        </message>
        <message>
            <source>打开…</source>
            <translation>打開…</translation>
        </message>
        <message>
            <source>保存</source>
            <translation>保存</translation>
        </message>
        <message>
            <source>另存为…</source>
            <translation>另存爲…</translation>
        </message>
        <message>
            <source>悔牌</source>
            <translation>悔牌</translation>
        </message>
        <message>
            <source>复盘这一场…</source>
            <translation>覆盤這一場…</translation>
        </message>
        <message>
            <source>复盘存档或牌谱…</source>
            <translation>覆盤存檔或牌譜…</translation>
        </message>
        <message>
            <source>收回你上一步（休闲局）</source>
            <translation>收回你上一步（休閒局）</translation>
        </message>
        <message>
            <source>退出</source>
            <translation>退出</translation>
        </message>
        <message>
            <source>图型牌面（人物 / 图型）</source>
            <translation>圖型牌面（人物 / 圖型）</translation>
        </message>
        <message>
            <source>在人物牌面和图型牌面之间切换 (F)</source>
            <translation>在人物牌面和圖型牌面之間切換 (F)</translation>
        </message>
        <message>
            <source>新手角标</source>
            <translation>新手角標</translation>
        </message>
        <message>
            <source>自动理牌</source>
            <translation>自動理牌</translation>
        </message>
        <message>
            <source>侧栏</source>
            <translation>側欄</translation>
        </message>
        <message>
            <source>大字（更大的牌和字，更强的对比）</source>
            <translation>大字（更大的牌和字，更強的對比）</translation>
        </message>
        <message>
            <source>记分表</source>
            <translation>記分表</translation>
        </message>
        <message>
            <source>提示</source>
            <translation>提示</translation>
        </message>
        <message>
            <source>关于长牌</source>
            <translation>關於長牌</translation>
        </message>
        <message>
            <source>键盘操作</source>
            <translation>鍵盤操作</translation>
        </message>
        <message>
            <source>跳过 F5</source>
            <translation>跳過 F5</translation>
        </message>
        <message>
            <source>你这一局定醒：把这一局一下子打完，直接看结果</source>
            <translation>你這一局定醒：把這一局一下子打完，直接看結果</translation>
        </message>
        <message>
            <source>设置…</source>
            <translation>設定…</translation>
        </message>
        <message>
            <source>提示 · 听牌 · 记录 · 记分</source>
            <translation>提示 · 聽牌 · 記錄 · 記分</translation>
        </message>
        <message>
            <source>设置没能保存：%1</source>
            <translation>設置沒能保存：%1</translation>
        </message>
        <message>
            <source>长牌（南通笃子胡）桌面版 %1
一个人对电脑打一整场长牌。
字体：霞鹜文楷（SIL OFL 1.1）</source>
            <translation>長牌（南通篤子胡）桌面版 %1
一個人對電腦打一整場長牌。
字體：霞鶩文楷（SIL OFL 1.1）</translation>
        </message>
    </context>
</TS>
