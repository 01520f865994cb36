<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>notices</name>
        <message>
            <source>有文件坏了</source>
            <translation>Damaged files</translation>
        </message>
        <message>
            <source>长牌读你的文件时发现了问题。坏了的文件都留着，没有删除。</source>
            <translation>Changpai found problems in your files. Every damaged file is kept, none was deleted.</translation>
        </message>
        <message>
            <source>家规用不了</source>
            <translation>The house rule cannot be used</translation>
        </message>
        <message>
            <source>要改用预设「%1」开始这一场吗？</source>
            <translation>Play this game with the preset “%1” instead?</translation>
        </message>
        <message>
            <source>用「%1」开打</source>
            <translation>Play “%1”</translation>
        </message>
        <message>
            <source>先不开始</source>
            <translation>Not now</translation>
        </message>
    </context>
</TS>
