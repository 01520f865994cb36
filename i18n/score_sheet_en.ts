<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>score_sheet</name>
        <message>
            <source>记分表</source>
            <translation>Score sheet</translation>
        </message>
    </context>
</TS>
