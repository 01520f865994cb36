<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>side</name>
        <message>
            <source>—— 第 %1 局，%2 坐庄 ——</source>
            <translation>—— Hand %1, %2 deals ——</translation>
        </message>
        <message>
            <source>翻将 %1</source>
            <translation>Flipped %1</translation>
        </message>
        <message>
            <source>报听打出</source>
            <translation>declares ready, discards</translation>
        </message>
        <message>
            <source>打出</source>
            <translation>discards</translation>
        </message>
        <message>
            <source>碰</source>
            <translation>pungs</translation>
        </message>
        <message>
            <source>杠</source>
            <translation>kongs</translation>
        </message>
        <message>
            <source>叫龙</source>
            <translation>shows a dragon of</translation>
        </message>
        <message>
            <source>撂龙</source>
            <translation>lays a dragon of</translation>
        </message>
        <message>
            <source>暗杠</source>
            <translation>concealed kong of</translation>
        </message>
        <message>
            <source>加杠</source>
            <translation>adds to pung</translation>
        </message>
        <message>
            <source>天听</source>
            <translation>Ready on deal</translation>
        </message>
        <message>
            <source>亮喜</source>
            <translation>lays joy</translation>
        </message>
        <message>
            <source>自摸</source>
            <translation>self-drawn win</translation>
        </message>
        <message>
            <source>胡</source>
            <translation>wins on</translation>
        </message>
        <message>
            <source>荒牌：牌墙摸完了</source>
            <translation>Drawn hand: the wall ran out</translation>
        </message>
        <message>
            <source>每局得分；累计在各家名字旁，完整的记分表在“记分表”里</source>
            <translation>Each hand's result; running totals are beside each name, the full sheet is under Score sheet</translation>
        </message>
        <message>
            <source>提示</source>
            <translation>Hint</translation>
        </message>
        <message>
            <source>给我提示  ?</source>
            <translation>Give me a hint  ?</translation>
        </message>
        <message>
            <source>电脑会怎么打这一手，和理由</source>
            <translation>What the computer would play here, and why</translation>
        </message>
        <message>
            <source>照提示选牌</source>
            <translation>Select the hinted card</translation>
        </message>
        <message>
            <source>在手牌里选中提示的那张牌，打不打还由你定</source>
            <translation>Selects the hinted card in your hand; you still decide whether to play it</translation>
        </message>
        <message>
            <source>听牌</source>
            <translation>Waits</translation>
        </message>
        <message>
            <source>本局记录</source>
            <translation>This hand</translation>
        </message>
        <message>
            <source>记分</source>
            <translation>Score sheet</translation>
        </message>
        <message>
            <source>正在想……</source>
            <translation>Thinking…</translation>
        </message>
        <message>
            <source>照提示</source>
            <translation>Follow hint</translation>
        </message>
        <message>
            <source>框出提示的那个按钮（回车或点它就照做），做不做还由你定</source>
            <translation>Frames the hinted button (Enter or a click on it plays it); whether to play it is still up to you</translation>
        </message>
        <message>
            <source>没有提示</source>
            <translation>No hint</translation>
        </message>
        <message>
            <source>还没有听牌</source>
            <translation>Not ready yet</translation>
        </message>
        <message>
            <source>牌</source>
            <translation>Card</translation>
        </message>
        <message>
            <source>剩</source>
            <translation>Live</translation>
        </message>
        <message>
            <source>点炮</source>
            <translation>On discard</translation>
        </message>
    </context>
</TS>
