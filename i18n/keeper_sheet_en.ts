<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>SheetView</name>
        <message>
            <source>撤回最后一局</source>
            <translation>Take back the last hand</translation>
        </message>
        <message>
            <source>拿回最后一局重新输入（输错的时候）</source>
            <translation>Take the last hand back to type it again (when it was mistyped)</translation>
        </message>
        <message>
            <source>恢复</source>
            <translation>Redo</translation>
        </message>
        <message>
            <source>改选中的一局</source>
            <translation>Correct the chosen hand</translation>
        </message>
        <message>
            <source>导出 CSV…</source>
            <translation>Export CSV…</translation>
        </message>
        <message>
            <source>存成 PDF…</source>
            <translation>Save as PDF…</translation>
        </message>
        <message>
            <source>打印…</source>
            <translation>Print…</translation>
        </message>
        <message>
            <source>换一晚</source>
            <translation>Another evening</translation>
        </message>
        <message>
            <source>记入的每一局会列在上面；选中一局，这里写出每家的胡是怎么算的。</source>
            <translation>Every hand put on the sheet is listed above; choose one to see how each player's hu was counted.</translation>
        </message>
    </context>
</TS>
