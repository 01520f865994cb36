<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>Course</name>
        <message>
            <source>入门课程</source>
            <translation>入門課程</translation>
        </message>
        <message>
            <source>入门课程：七课学会南通长牌</source>
            <translation>入門課程：七課學會南通長牌</translation>
        </message>
        <message>
            <source>每一课在真的牌桌上打一手安排好的牌：牌桌中间的框里写着这一步做什么，要用的牌和按钮亮着金框。做错了会提醒你再做一次。</source>
            <translation>每一課在真的牌桌上打一手安排好的牌：牌桌中間的框裏寫着這一步做什麼，要用的牌和按鈕亮着金框。做錯了會提醒你再做一次。</translation>
        </message>
        <message>
            <source>开始这一课</source>
            <translation>開始這一課</translation>
        </message>
        <message>
            <source>重新开始课程</source>
            <translation>重新開始課程</translation>
        </message>
        <message>
            <source>课程要在牌桌上打：请从主窗口的“学习”菜单打开。</source>
            <translation>課程要在牌桌上打：請從主窗口的“學習”菜單打開。</translation>
        </message>
    </context>
</TS>
