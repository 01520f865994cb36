<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>score_sheet</name>
        <message>
            <source>记分表</source>
            <translation>記分表</translation>
        </message>
    </context>
</TS>
