<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>Course</name>
        <message>
            <source>入门课程</source>
            <translation>Beginner's course</translation>
        </message>
        <message>
            <source>入门课程：七课学会南通长牌</source>
            <translation>Beginner's course: Nantong Changpai in seven lessons</translation>
        </message>
        <message>
            <source>每一课在真的牌桌上打一手安排好的牌：牌桌中间的框里写着这一步做什么，要用的牌和按钮亮着金框。做错了会提醒你再做一次。</source>
            <translation>Each lesson plays one arranged hand on the real table: the box in the middle of the table says what to do at each step, and the cards and buttons it talks about have a gold frame. If you do something else, it asks you again.</translation>
        </message>
        <message>
            <source>开始这一课</source>
            <translation>Start this lesson</translation>
        </message>
        <message>
            <source>重新开始课程</source>
            <translation>Start the course afresh</translation>
        </message>
        <message>
            <source>课程要在牌桌上打：请从主窗口的“学习”菜单打开。</source>
            <translation>The course is played at the table: open it from the main window's Learn menu.</translation>
        </message>
    </context>
</TS>
