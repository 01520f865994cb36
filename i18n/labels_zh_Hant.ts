<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>table</name>
        <message>
            <source>我</source>
            <translation>我</translation>
        </message>
        <message>
            <source>下家</source>
            <translation>下家</translation>
        </message>
        <message>
            <source>上家</source>
            <translation>上家</translation>
        </message>
        <message>
            <source>对门</source>
            <translation>對門</translation>
        </message>
        <message>
            <source>入门</source>
            <translation>入門</translation>
        </message>
        <message>
            <source>熟手</source>
            <translation>熟手</translation>
        </message>
        <message>
            <source>高手</source>
            <translation>高手</translation>
        </message>
    </context>
</TS>
