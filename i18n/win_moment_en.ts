<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>hand_end</name>
        <message>
            <source>%1 胡</source>
            <translation>%1 hu</translation>
        </message>
    </context>
</TS>
