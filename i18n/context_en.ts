<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>options</name>
        <message>
            <source>小</source>
            <translation>Small</translation>
        </message>
        <message>
            <source>中</source>
            <translation>Medium</translation>
        </message>
        <message>
            <source>大</source>
            <translation>Large</translation>
        </message>
        <message>
            <source>特大</source>
            <translation>Extra large</translation>
        </message>
        <message>
            <source>慢</source>
            <translation>Slow</translation>
        </message>
        <message>
            <source>较慢</source>
            <translation>Relaxed</translation>
        </message>
        <message>
            <source>适中</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>快</source>
            <translation>Fast</translation>
        </message>
        <message>
            <source>瞬间</source>
            <translation>Instant</translation>
        </message>
    </context>
</TS>
