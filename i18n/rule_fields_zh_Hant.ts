<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>rule_fields</name>
        <message>
            <source>翻中 %1 张老将</source>
            <translation>翻中 %1 張老將</translation>
        </message>
        <message>
            <source>翻中 %1 次</source>
            <translation>翻中 %1 次</translation>
        </message>
        <message>
            <source>普通牌</source>
            <translation>普通牌</translation>
        </message>
        <message>
            <source>一、九（头尾将）</source>
            <translation>一、九（頭尾將）</translation>
        </message>
        <message>
            <source>老将</source>
            <translation>老將</translation>
        </message>
        <message>
            <source>翻中 %1 张老将时的老将</source>
            <translation>翻中 %1 張老將時的老將</translation>
        </message>
        <message>
            <source>翻中 %1 次的点数</source>
            <translation>翻中 %1 次的點數</translation>
        </message>
        <message>
            <source>%1 级</source>
            <translation>%1 級</translation>
        </message>
        <message>
            <source>：</source>
            <translation>：</translation>
        </message>
        <message>
            <source>、</source>
            <translation>、</translation>
        </message>
        <message>
            <source>（没有）</source>
            <translation>（沒有）</translation>
        </message>
        <message>
            <source>已选：%1</source>
            <translation>已選：%1</translation>
        </message>
    </context>
</TS>
