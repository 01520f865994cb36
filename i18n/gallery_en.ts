<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>GalleryWindow</name>
        <message>
            <source>人物</source>
            <translation>Figure</translation>
        </message>
        <message>
            <source>图型</source>
            <translation>Pattern</translation>
        </message>
        <message>
            <source>放大看</source>
            <translation>View large</translation>
        </message>
        <message>
            <source>人物与故事</source>
            <translation>Figure and story</translation>
        </message>
        <message>
            <source>图型（怎么认）</source>
            <translation>Pattern (how to recognise it)</translation>
        </message>
        <message>
            <source>算胡里的作用</source>
            <translation>Role in scoring</translation>
        </message>
        <message>
            <source>牌 · %1</source>
            <translation>Card · %1</translation>
        </message>
        <message>
            <source>图鉴 · 长牌三十张</source>
            <translation>Gallery · the thirty Changpai cards</translation>
        </message>
        <message>
            <source>花色</source>
            <translation>Suit</translation>
        </message>
        <message>
            <source>全部</source>
            <translation>All</translation>
        </message>
        <message>
            <source>万</source>
            <translation>Characters</translation>
        </message>
        <message>
            <source>条</source>
            <translation>Strings</translation>
        </message>
        <message>
            <source>饼</source>
            <translation>Coins</translation>
        </message>
        <message>
            <source>老将</source>
            <translation>Old generals</translation>
        </message>
        <message>
            <source>喜</source>
            <translation>Joys</translation>
        </message>
        <message>
            <source>搜索：牌名、人物或英文名，如 五条、孙悟空、Buddha</source>
            <translation>Search: card name, figure or English name, e.g. 五条, 孙悟空, Buddha</translation>
        </message>
        <message>
            <source>%1 张</source>
            <translation>%1 cards</translation>
        </message>
    </context>
</TS>
