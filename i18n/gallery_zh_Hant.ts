<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>GalleryWindow</name>
        <message>
            <source>人物</source>
            <translation>人物</translation>
        </message>
        <message>
            <source>图型</source>
            <translation>圖型</translation>
        </message>
        <message>
            <source>放大看</source>
            <translation>放大看</translation>
        </message>
        <message>
            <source>人物与故事</source>
            <translation>人物與故事</translation>
        </message>
        <message>
            <source>图型（怎么认）</source>
            <translation>圖型（怎麼認）</translation>
        </message>
        <message>
            <source>算胡里的作用</source>
            <translation>算胡裏的作用</translation>
        </message>
        <message>
            <source>牌 · %1</source>
            <translation>牌 · %1</translation>
        </message>
        <message>
            <source>图鉴 · 长牌三十张</source>
            <translation>圖鑑 · 長牌三十張</translation>
        </message>
        <message>
            <source>花色</source>
            <translation>花色</translation>
        </message>
        <message>
            <source>全部</source>
            <translation>全部</translation>
        </message>
        <message>
            <source>万</source>
            <translation>萬</translation>
        </message>
        <message>
            <source>条</source>
            <translation>條</translation>
        </message>
        <message>
            <source>饼</source>
            <translation>餅</translation>
        </message>
        <message>
            <source>老将</source>
            <translation>老將</translation>
        </message>
        <message>
            <source>喜</source>
            <translation>喜</translation>
        </message>
        <message>
            <source>搜索：牌名、人物或英文名，如 五条、孙悟空、Buddha</source>
            <translation>搜索：牌名、人物或英文名，如 五條、孫悟空、Buddha</translation>
        </message>
        <message>
            <source>%1 张</source>
            <translation>%1 張</translation>
        </message>
    </context>
</TS>
