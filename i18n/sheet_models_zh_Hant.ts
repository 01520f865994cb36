<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>sheet</name>
        <message>
            <source>合计</source>
            <translation>合計</translation>
        </message>
        <message>
            <source>局</source>
            <translation>局</translation>
        </message>
        <message>
            <source>庄家</source>
            <translation>莊家</translation>
        </message>
        <message>
            <source>结果</source>
            <translation>結果</translation>
        </message>
        <message>
            <source>定醒（这一局休息）</source>
            <translation>定醒（這一局休息）</translation>
        </message>
        <message>
            <source>醒</source>
            <translation>醒</translation>
        </message>
        <message>
            <source>胡 %1 · 得分 %2 · 累计 %3</source>
            <translation>胡 %1 · 得分 %2 · 累計 %3</translation>
        </message>
        <message>
            <source>共 %1 局</source>
            <translation>共 %1 局</translation>
        </message>
        <message>
            <source>这一场到现在的总得分：%1</source>
            <translation>這一場到現在的總得分：%1</translation>
        </message>
        <message>
            <source>荒牌</source>
            <translation>荒牌</translation>
        </message>
        <message>
            <source>%1 自摸（%2）</source>
            <translation>%1 自摸（%2）</translation>
        </message>
        <message>
            <source>%1 胡 %3 打出的牌（%2）</source>
            <translation>%1 胡 %3 打出的牌（%2）</translation>
        </message>
        <message>
            <source>项目</source>
            <translation>項目</translation>
        </message>
        <message>
            <source>牌</source>
            <translation>牌</translation>
        </message>
        <message>
            <source>胡</source>
            <translation>胡</translation>
        </message>
    </context>
    <context>
        <name>sheet_compact</name>
        <message>
            <source>局</source>
            <translation>局</translation>
        </message>
    </context>
</TS>
