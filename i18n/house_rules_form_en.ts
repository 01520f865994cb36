<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>house_rules_form</name>
        <message>
            <source>新开一局时选（3 人捉鳖或 4 人）</source>
            <translation>Chosen when a new game starts (3 players, or 4 with one resting)</translation>
        </message>
        <message>
            <source>%1 张（规则定的）</source>
            <translation>%1 cards (fixed by the rules)</translation>
        </message>
    </context>
</TS>
