<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>hand_end</name>
        <message>
            <source>%1 胡</source>
            <translation>%1 胡</translation>
        </message>
    </context>
</TS>
