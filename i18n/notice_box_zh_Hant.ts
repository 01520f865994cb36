<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>notices</name>
        <message>
            <source>有文件坏了</source>
            <translation>有檔案壞了</translation>
        </message>
        <message>
            <source>长牌读你的文件时发现了问题。坏了的文件都留着，没有删除。</source>
            <translation>長牌讀你的檔案時發現了問題。壞了的檔案都留著，沒有刪除。</translation>
        </message>
        <message>
            <source>家规用不了</source>
            <translation>家規用不了</translation>
        </message>
        <message>
            <source>要改用预设「%1」开始这一场吗？</source>
            <translation>要改用預設「%1」開始這一場嗎？</translation>
        </message>
        <message>
            <source>用「%1」开打</source>
            <translation>用「%1」開打</translation>
        </message>
        <message>
            <source>先不开始</source>
            <translation>先不開始</translation>
        </message>
    </context>
</TS>
