<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>seat_short</name>
        <message>
            <source>下家</source>
            <translation>Right</translation>
        </message>
        <message>
            <source>上家</source>
            <translation>Left</translation>
        </message>
        <message>
            <source>对门</source>
            <translation>Across</translation>
        </message>
    </context>
    <context>
        <name>table</name>
        <message>
            <source>我</source>
            <translation>Me</translation>
        </message>
        <message>
            <source>下家</source>
            <translation>Right (next)</translation>
        </message>
        <message>
            <source>上家</source>
            <translation>Left (previous)</translation>
        </message>
        <message>
            <source>对门</source>
            <translation>Across</translation>
        </message>
        <message>
            <source>入门</source>
            <translation>Beginner</translation>
        </message>
        <message>
            <source>熟手</source>
            <translation>Skilled</translation>
        </message>
        <message>
            <source>高手</source>
            <translation>Expert</translation>
        </message>
    </context>
</TS>
