<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>main</name>
        <message>
            <source>存档打不开。%1
文件：%2</source>
            <translation>The save cannot be opened. %1
File: %2</translation>
        </message>
        <message>
            <source>它已被移到 %1（没有删除），你可以把它发给开发者。</source>
            <translation>It was moved to %1 (not deleted); you can send it to the developers.</translation>
        </message>
        <message>
            <source>原文件没有动过；一份副本留在 %1，你可以把它发给开发者。</source>
            <translation>The file itself was left as it is; a copy is kept at %1, which you can send to the developers.</translation>
        </message>
        <message>
            <source>存档有问题</source>
            <translation>Save problem</translation>
        </message>
        <message>
            <source>保存失败</source>
            <translation>Save failed</translation>
        </message>
        <message>
            <source>已保存到 %1</source>
            <translation>Saved to %1</translation>
        </message>
        <message>
            <source>另存为</source>
            <translation>Save as</translation>
        </message>
        <message>
            <source>长牌存档 (*.json)</source>
            <translation>Changpai saves (*.json)</translation>
        </message>
        <message>
            <source>打开存档</source>
            <translation>Open a save</translation>
        </message>
        <message>
            <source>欢迎来打长牌</source>
            <translation>Welcome to Changpai</translation>
        </message>
        <message>
            <source>第一次来？可以先上入门课程（七课，在牌桌上一步一步学），或者先在图鉴里认认三十张牌。</source>
            <translation>First time here? Take the beginner's course (seven lessons, step by step at the table), or meet the thirty cards in the gallery first.</translation>
        </message>
        <message>
            <source>入门课程</source>
            <translation>Beginner's course</translation>
        </message>
        <message>
            <source>看图鉴</source>
            <translation>Card gallery</translation>
        </message>
        <message>
            <source>直接开打</source>
            <translation>Just play</translation>
        </message>
        <message>
            <source>继续上一场？</source>
            <translation>Resume the last game?</translation>
        </message>
        <message>
            <source>上次的牌局还没打完。要接着打吗？</source>
            <translation>Your last game is not finished. Play on?</translation>
        </message>
        <message>
            <source>接着打</source>
            <translation>Play on</translation>
        </message>
        <message>
            <source>新游戏</source>
            <translation>New game</translation>
        </message>
        <message>
            <source>没有开始新游戏。可以在「游戏 → 新游戏…」里挑规则，或者在「学习 → 家规」里改家规。</source>
            <translation>No game was started. Pick the rules in Game → New game…, or mend the house rule in Learn → House rules.</translation>
        </message>
    </context>
</TS>
