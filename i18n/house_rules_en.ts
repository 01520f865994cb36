<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>HouseRulesWindow</name>
        <message>
            <source>家规</source>
            <translation>House rules</translation>
        </message>
        <message>
            <source>地区玩法</source>
            <translation>Regional preset</translation>
        </message>
        <message>
            <source>家规名字</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>例如：我们村的规矩</source>
            <translation>e.g. Our village rules</translation>
        </message>
        <message>
            <source>保存</source>
            <translation>Save</translation>
        </message>
        <message>
            <source>恢复原规则</source>
            <translation>Back to the preset</translation>
        </message>
        <message>
            <source>和原规则不同的地方</source>
            <translation>What differs from the preset</translation>
        </message>
        <message>
            <source>已保存的家规</source>
            <translation>Saved house rules</translation>
        </message>
        <message>
            <source>打开</source>
            <translation>Open</translation>
        </message>
        <message>
            <source>删除</source>
            <translation>Delete</translation>
        </message>
        <message>
            <source>导出…</source>
            <translation>Export…</translation>
        </message>
        <message>
            <source>导入…</source>
            <translation>Import…</translation>
        </message>
        <message>
            <source>%1：%2 → %3</source>
            <translation>%1: %2 → %3</translation>
        </message>
        <message>
            <source>（和原规则一样）</source>
            <translation>(same as the preset)</translation>
        </message>
        <message>
            <source>这样改不行：%1</source>
            <translation>That change cannot be used: %1</translation>
        </message>
        <message>
            <source>先给家规起个名字。</source>
            <translation>Give the house rules a name first.</translation>
        </message>
        <message>
            <source>没能保存：%1</source>
            <translation>Could not save: %1</translation>
        </message>
        <message>
            <source>已保存“%1”。新开一局时可以选它。</source>
            <translation>Saved “%1”. You can choose it for a new game.</translation>
        </message>
        <message>
            <source>已打开“%1”。</source>
            <translation>Opened “%1”.</translation>
        </message>
        <message>
            <source>删除家规</source>
            <translation>Delete house rules</translation>
        </message>
        <message>
            <source>删除“%1”？</source>
            <translation>Delete “%1”?</translation>
        </message>
        <message>
            <source>先选一套已保存的家规。</source>
            <translation>Choose a saved set first.</translation>
        </message>
        <message>
            <source>导出家规</source>
            <translation>Export house rules</translation>
        </message>
        <message>
            <source>家规文件 (*.json)</source>
            <translation>House-rule files (*.json)</translation>
        </message>
        <message>
            <source>没能导出：%1</source>
            <translation>Could not export: %1</translation>
        </message>
        <message>
            <source>已导出到 %1，可以发给牌友。</source>
            <translation>Exported to %1: send it to your friends.</translation>
        </message>
        <message>
            <source>导入家规</source>
            <translation>Import house rules</translation>
        </message>
        <message>
            <source>家规文件 (*.json *.toml)</source>
            <translation>House-rule files (*.json *.toml)</translation>
        </message>
        <message>
            <source>不能导入，什么都没有改动。原因：%1</source>
            <translation>Not imported, nothing was changed. Reason: %1</translation>
        </message>
        <message>
            <source>已导入“%1”。</source>
            <translation>Imported “%1”.</translation>
        </message>
    </context>
</TS>
