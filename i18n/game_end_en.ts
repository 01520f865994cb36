<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>game_end</name>
        <message>
            <source>这一场结束了</source>
            <translation>The game is over</translation>
        </message>
        <message>
            <source>你赢了这一场！</source>
            <translation>You won the game!</translation>
        </message>
        <message>
            <source>这一场 %1 第一</source>
            <translation>%1 wins the game</translation>
        </message>
        <message>
            <source>名次</source>
            <translation>Place</translation>
        </message>
        <message>
            <source>玩家</source>
            <translation>Player</translation>
        </message>
        <message>
            <source>总分</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>再来一场</source>
            <translation>Play again</translation>
        </message>
        <message>
            <source>同样的玩法和对手，重新发牌</source>
            <translation>The same rules and opponents, a new deal</translation>
        </message>
        <message>
            <source>换规则…</source>
            <translation>Change rules…</translation>
        </message>
        <message>
            <source>打开新游戏对话框，换玩法、人数或对手</source>
            <translation>Open the new-game dialog to change the rules, seats or opponents</translation>
        </message>
        <message>
            <source>关闭</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>共 %1 局</source>
            <translation>Hands: %1</translation>
        </message>
        <message>
            <source>，没有人胡牌。</source>
            <translation>; nobody won a hand.</translation>
        </message>
        <message>
            <source>；最大的一手：第 %1 局 %2 胡了 %3 胡。</source>
            <translation>; the biggest hand: hand %1, %2 won %3 hu.</translation>
        </message>
        <message>
            <source>你的称号：%1（累计胡数 %2）</source>
            <translation>Your title: %1 (accumulated hu %2)</translation>
        </message>
        <message>
            <source>，离“%1”还差 %2 胡</source>
            <translation>, %2 hu to go to “%1”</translation>
        </message>
        <message>
            <source>同样的玩法和对手：你打了 %1 场，平均每场 %2</source>
            <translation>Against the same rules and opponents: %1 games, %2 a game on average</translation>
        </message>
    </context>
</TS>
