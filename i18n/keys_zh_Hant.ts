<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>keys</name>
        <message>
            <source>← → 选牌　Shift+← → 挪牌　回车 打出　Esc 回到手牌</source>
            <translation>← → 選牌　Shift+← → 挪牌　Enter 打出　Esc 回到手牌</translation>
        </message>
        <message>
            <source>H 胡　G 杠　P 碰　空格 过</source>
            <translation>H 胡　G 槓　P 碰　空格 過</translation>
        </message>
        <message>
            <source>A 暗杠　J 加杠　L 叫龙　K 撂龙　T 报听</source>
            <translation>A 暗槓　J 加槓　L 叫龍　K 撂龍　T 報聽</translation>
        </message>
        <message>
            <source>? 提示（电脑会怎么打，和理由）</source>
            <translation>? 提示（電腦會怎麼打，和理由）</translation>
        </message>
        <message>
            <source>F5 跳过（定醒时把这一局打完）</source>
            <translation>F5 跳過（定醒時把這一局打完）</translation>
        </message>
        <message>
            <source>F 人物/图型　I 新手角标　S 自动理牌　F8 记分表　F9 侧栏</source>
            <translation>F 人物/圖型　I 新手角標　S 自動理牌　F8 記分表　F9 側欄</translation>
        </message>
        <message>
            <source>Ctrl+N 新游戏　Ctrl+O 打开　Ctrl+S 保存　Ctrl+Shift+S 另存为　Ctrl+Z 悔牌</source>
            <translation>Ctrl+N 新遊戲　Ctrl+O 打開　Ctrl+S 保存　Ctrl+Shift+S 另存爲　Ctrl+Z 悔牌</translation>
        </message>
        <message>
            <source>Ctrl+, 设置　Ctrl+Q 退出　F1 键盘操作</source>
            <translation>Ctrl+, 設置　Ctrl+Q 退出　F1 鍵盤操作</translation>
        </message>
        <message>
            <source>F7 复盘这一场：← → 一步　Home End 开头/结尾　PgUp PgDown 你的上/下一个决定　空格 播放</source>
            <translation>F7 覆盤這一場：← → 一步　Home End 開頭/結尾　PgUp PgDown 你的上/下一個決定　空格 播放</translation>
        </message>
        <message>
            <source>Esc 或 Ctrl+W 关闭学习窗口、记分表和对话框</source>
            <translation>Esc 或 Ctrl+W 關閉學習視窗、記分表和對話框</translation>
        </message>
        <message>
            <source>练习：1–4 选答案，回车 下一题</source>
            <translation>練習：1–4 選答案，Enter 下一題</translation>
        </message>
    </context>
</TS>
