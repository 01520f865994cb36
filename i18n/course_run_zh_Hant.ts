<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>Course</name>
        <message>
            <source>第 {n} 课（共 {count} 课）· {title} — 第 {step} 步，共 {steps} 步</source>
            <translation>第 {n} 課（共 {count} 課）· {title} — 第 {step} 步，共 {steps} 步</translation>
        </message>
        <message>
            <source>这一步请做：{what}。</source>
            <translation>這一步請做：{what}。</translation>
        </message>
        <message>
            <source>这一课学完了</source>
            <translation>這一課學完了</translation>
        </message>
        <message>
            <source>再来一遍</source>
            <translation>再來一遍</translation>
        </message>
        <message>
            <source>开一局真正的牌</source>
            <translation>開一局真正的牌</translation>
        </message>
        <message>
            <source>课程目录</source>
            <translation>課程目錄</translation>
        </message>
        <message>
            <source>下一课</source>
            <translation>下一課</translation>
        </message>
    </context>
</TS>
