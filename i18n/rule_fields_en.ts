<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>rule_fields</name>
        <message>
            <source>翻中 %1 张老将</source>
            <translation>%1 old general(s) flipped</translation>
        </message>
        <message>
            <source>翻中 %1 次</source>
            <translation>rank flipped %1×</translation>
        </message>
        <message>
            <source>普通牌</source>
            <translation>ordinary cards</translation>
        </message>
        <message>
            <source>一、九（头尾将）</source>
            <translation>ones and nines (head-and-tail generals)</translation>
        </message>
        <message>
            <source>老将</source>
            <translation>old generals</translation>
        </message>
        <message>
            <source>翻中 %1 张老将时的老将</source>
            <translation>old generals with %1 of them flipped</translation>
        </message>
        <message>
            <source>翻中 %1 次的点数</source>
            <translation>a rank flipped %1×</translation>
        </message>
        <message>
            <source>%1 级</source>
            <translation>Level %1</translation>
        </message>
        <message>
            <source>：</source>
            <translation>: </translation>
        </message>
        <message>
            <source>、</source>
            <translation>, </translation>
        </message>
        <message>
            <source>（没有）</source>
            <translation>(none)</translation>
        </message>
        <message>
            <source>已选：%1</source>
            <translation>Chosen: %1</translation>
        </message>
    </context>
</TS>
