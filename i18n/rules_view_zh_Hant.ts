<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>RulesWindow</name>
        <message>
            <source>规则</source>
            <translation>規則</translation>
        </message>
        <message>
            <source>玩法</source>
            <translation>玩法</translation>
        </message>
        <message>
            <source>新手引导：打第一手牌</source>
            <translation>新手引導：打第一手牌</translation>
        </message>
        <message>
            <source>家规：%1</source>
            <translation>家規：%1</translation>
        </message>
        <message>
            <source>家规改过；原规则：%1</source>
            <translation>家規改過；原規則：%1</translation>
        </message>
        <message>
            <source>有</source>
            <translation>有</translation>
        </message>
        <message>
            <source>无</source>
            <translation>無</translation>
        </message>
        <message>
            <source>这套规则不用：</source>
            <translation>這套規則不用：</translation>
        </message>
        <message>
            <source>这套规则不带喜。</source>
            <translation>這套規則不帶喜。</translation>
        </message>
        <message>
            <source>牌</source>
            <translation>牌</translation>
        </message>
        <message>
            <source>每手三家打，庄家的上家歇（定醒）</source>
            <translation>每手三家打，莊家的上家歇（定醒）</translation>
        </message>
        <message>
            <source>三人捉鳖，没人歇</source>
            <translation>三人捉鱉，沒人歇</translation>
        </message>
        <message>
            <source>例：一手牌按这套规则算</source>
            <translation>例：一手牌按這套規則算</translation>
        </message>
        <message>
            <source>合计</source>
            <translation>合計</translation>
        </message>
        <message>
            <source>级别</source>
            <translation>級別</translation>
        </message>
        <message>
            <source>出处 %1</source>
            <translation>出處 %1</translation>
        </message>
        <message>
            <source>带五张喜：福、禄、寿、喜、财，各一张。</source>
            <translation>帶五張喜：福、祿、壽、喜、財，各一張。</translation>
        </message>
        <message>
            <source>翻出的那种牌：碰算 %1 倍，剩下的几张全在手里算暗杠。</source>
            <translation>翻出的那種牌：碰算 %1 倍，剩下的幾張全在手裏算暗槓。</translation>
        </message>
        <message>
            <source>不封顶</source>
            <translation>不封頂</translation>
        </message>
        <message>
            <source>胡牌的一家算总胡数，另两家算各自的底胡（含喜）；每两家之间按胡数之差结算。</source>
            <translation>胡牌的一家算總胡數，另兩家算各自的底胡（含喜）；每兩家之間按胡數之差結算。</translation>
        </message>
        <message>
            <source>一副牌 120 张：三门（万、条、饼）各九种，加红花、千字、白花，每种四张。</source>
            <translation>一副牌 120 張：三門（萬、條、餅）各九種，加紅花、千字、白花，每種四張。</translation>
        </message>
        <message>
            <source>家规</source>
            <translation>家規</translation>
        </message>
        <message>
            <source>家规，基于 %1。红字是改过的地方，鼠标停在上面可看原来的规定。</source>
            <translation>家規，基於 %1。紅字是改過的地方，鼠標停在上面可看原來的規定。</translation>
        </message>
        <message>
            <source>普通</source>
            <translation>普通</translation>
        </message>
    </context>
</TS>
