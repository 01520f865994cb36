<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>main</name>
        <message>
            <source>存档打不开。%1
文件：%2</source>
            <translation>存檔打不開。%1
文件：%2</translation>
        </message>
        <message>
            <source>它已被移到 %1（没有删除），你可以把它发给开发者。</source>
            <translation>它已被移到 %1（沒有刪除），你可以把它發給開發者。</translation>
        </message>
        <message>
            <source>原文件没有动过；一份副本留在 %1，你可以把它发给开发者。</source>
            <translation>原檔案沒有動過；一份副本留在 %1，你可以把它發給開發者。</translation>
        </message>
        <message>
            <source>存档有问题</source>
            <translation>存檔有問題</translation>
        </message>
        <message>
            <source>保存失败</source>
            <translation>保存失敗</translation>
        </message>
        <message>
            <source>已保存到 %1</source>
            <translation>已保存到 %1</translation>
        </message>
        <message>
            <source>另存为</source>
            <translation>另存爲</translation>
        </message>
        <message>
            <source>长牌存档 (*.json)</source>
            <translation>長牌存檔 (*.json)</translation>
        </message>
        <message>
            <source>打开存档</source>
            <translation>打開存檔</translation>
        </message>
        <message>
            <source>欢迎来打长牌</source>
            <translation>歡迎來打長牌</translation>
        </message>
        <message>
            <source>第一次来？可以先上入门课程（七课，在牌桌上一步一步学），或者先在图鉴里认认三十张牌。</source>
            <translation>第一次來？可以先上入門課程（七課，在牌桌上一步一步學），或者先在圖鑑裏認認三十張牌。</translation>
        </message>
        <message>
            <source>入门课程</source>
            <translation>入門課程</translation>
        </message>
        <message>
            <source>看图鉴</source>
            <translation>看圖鑑</translation>
        </message>
        <message>
            <source>直接开打</source>
            <translation>直接開打</translation>
        </message>
        <message>
            <source>继续上一场？</source>
            <translation>繼續上一場？</translation>
        </message>
        <message>
            <source>上次的牌局还没打完。要接着打吗？</source>
            <translation>上次的牌局還沒打完。要接着打嗎？</translation>
        </message>
        <message>
            <source>接着打</source>
            <translation>接着打</translation>
        </message>
        <message>
            <source>新游戏</source>
            <translation>新遊戲</translation>
        </message>
        <message>
            <source>没有开始新游戏。可以在「游戏 → 新游戏…」里挑规则，或者在「学习 → 家规」里改家规。</source>
            <translation>沒有開始新遊戲。可以在「遊戲 → 新遊戲…」裡挑規則，或者在「學習 → 家規」裡改家規。</translation>
        </message>
    </context>
</TS>
