<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>house_rules_form</name>
        <message>
            <source>新开一局时选（3 人捉鳖或 4 人）</source>
            <translation>新開一局時選（3 人捉鱉或 4 人）</translation>
        </message>
        <message>
            <source>%1 张（规则定的）</source>
            <translation>%1 張（規則定的）</translation>
        </message>
    </context>
</TS>
