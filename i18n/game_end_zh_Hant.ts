<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>game_end</name>
        <message>
            <source>这一场结束了</source>
            <translation>這一場結束了</translation>
        </message>
        <message>
            <source>你赢了这一场！</source>
            <translation>你贏了這一場！</translation>
        </message>
        <message>
            <source>这一场 %1 第一</source>
            <translation>這一場 %1 第一</translation>
        </message>
        <message>
            <source>名次</source>
            <translation>名次</translation>
        </message>
        <message>
            <source>玩家</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>总分</source>
            <translation>總分</translation>
        </message>
        <message>
            <source>再来一场</source>
            <translation>再來一場</translation>
        </message>
        <message>
            <source>同样的玩法和对手，重新发牌</source>
            <translation>同樣的玩法和對手，重新發牌</translation>
        </message>
        <message>
            <source>换规则…</source>
            <translation>換規則…</translation>
        </message>
        <message>
            <source>打开新游戏对话框，换玩法、人数或对手</source>
            <translation>打開新遊戲對話框，換玩法、人數或對手</translation>
        </message>
        <message>
            <source>关闭</source>
            <translation>關閉</translation>
        </message>
        <message>
            <source>共 %1 局</source>
            <translation>共 %1 局</translation>
        </message>
        <message>
            <source>，没有人胡牌。</source>
            <translation>，沒有人胡牌。</translation>
        </message>
        <message>
            <source>；最大的一手：第 %1 局 %2 胡了 %3 胡。</source>
            <translation>；最大的一手：第 %1 局 %2 胡了 %3 胡。</translation>
        </message>
        <message>
            <source>你的称号：%1（累计胡数 %2）</source>
            <translation>你的称號：%1（累計胡數 %2）</translation>
        </message>
        <message>
            <source>，离“%1”还差 %2 胡</source>
            <translation>，離“%1”還差 %2 胡</translation>
        </message>
        <message>
            <source>同样的玩法和对手：你打了 %1 场，平均每场 %2</source>
            <translation>同樣的玩法和對手：你打了 %1 場，平均每場 %2</translation>
        </message>
    </context>
</TS>
