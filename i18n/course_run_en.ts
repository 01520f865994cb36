<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>Course</name>
        <message>
            <source>第 {n} 课（共 {count} 课）· {title} — 第 {step} 步，共 {steps} 步</source>
            <translation>Lesson {n} of {count} · {title} — step {step} of {steps}</translation>
        </message>
        <message>
            <source>这一步请做：{what}。</source>
            <translation>This step asks for: {what}.</translation>
        </message>
        <message>
            <source>这一课学完了</source>
            <translation>Lesson done</translation>
        </message>
        <message>
            <source>再来一遍</source>
            <translation>Again</translation>
        </message>
        <message>
            <source>开一局真正的牌</source>
            <translation>Play a real game</translation>
        </message>
        <message>
            <source>课程目录</source>
            <translation>Course contents</translation>
        </message>
        <message>
            <source>下一课</source>
            <translation>Next lesson</translation>
        </message>
    </context>
</TS>
