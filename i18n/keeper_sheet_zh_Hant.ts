<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>SheetView</name>
        <message>
            <source>撤回最后一局</source>
            <translation>撤回最後一局</translation>
        </message>
        <message>
            <source>拿回最后一局重新输入（输错的时候）</source>
            <translation>拿回最後一局重新輸入（輸錯的時候）</translation>
        </message>
        <message>
            <source>恢复</source>
            <translation>恢復</translation>
        </message>
        <message>
            <source>改选中的一局</source>
            <translation>改選中的一局</translation>
        </message>
        <message>
            <source>导出 CSV…</source>
            <translation>導出 CSV…</translation>
        </message>
        <message>
            <source>存成 PDF…</source>
            <translation>存成 PDF…</translation>
        </message>
        <message>
            <source>打印…</source>
            <translation>打印…</translation>
        </message>
        <message>
            <source>换一晚</source>
            <translation>換一晚</translation>
        </message>
        <message>
            <source>记入的每一局会列在上面；选中一局，这里写出每家的胡是怎么算的。</source>
            <translation>記入的每一局會列在上面；選中一局，這裏寫出每家的胡是怎麼算的。</translation>
        </message>
    </context>
</TS>
