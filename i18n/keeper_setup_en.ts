<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>SetupPage</name>
        <message>
            <source>新开一晚</source>
            <translation>A new evening</translation>
        </message>
        <message>
            <source>记过的晚上</source>
            <translation>Evenings kept</translation>
        </message>
        <message>
            <source>几家</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>第一家</source>
            <translation>First</translation>
        </message>
        <message>
            <source>这一晚</source>
            <translation>Evening</translation>
        </message>
        <message>
            <source>下家</source>
            <translation>Right</translation>
        </message>
        <message>
            <source>对门</source>
            <translation>Opposite</translation>
        </message>
        <message>
            <source>上家</source>
            <translation>Left</translation>
        </message>
        <message>
            <source>先做庄</source>
            <translation>First dealer</translation>
        </message>
        <message>
            <source>玩法</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>打几局</source>
            <translation>Hands</translation>
        </message>
        <message>
            <source>如：周六晚上</source>
            <translation>e.g. Saturday night</translation>
        </message>
        <message>
            <source>四家（轮流定醒）</source>
            <translation>Four (one rests in turn, 定醒)</translation>
        </message>
        <message>
            <source>三家（捉鳖）</source>
            <translation>Three (捉鳖)</translation>
        </message>
        <message>
            <source>东家</source>
            <translation>East</translation>
        </message>
        <message>
            <source>南家</source>
            <translation>South</translation>
        </message>
        <message>
            <source>西家</source>
            <translation>West</translation>
        </message>
        <message>
            <source>北家</source>
            <translation>North</translation>
        </message>
        <message>
            <source>不限</source>
            <translation>Open</translation>
        </message>
        <message>
            <source>开始记分</source>
            <translation>Start keeping score</translation>
        </message>
        <message>
            <source>接着记</source>
            <translation>Go on with it</translation>
        </message>
        <message>
            <source>家规：%1</source>
            <translation>House rule: %1</translation>
        </message>
        <message>
            <source>%1 · %2 · %3 局</source>
            <translation>%1 · %2 · %3 hands</translation>
        </message>
    </context>
</TS>
