<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>DrillsWindow</name>
        <message>
            <source>牌面</source>
            <translation>牌面</translation>
        </message>
        <message>
            <source>问</source>
            <translation>問</translation>
        </message>
        <message>
            <source>人物</source>
            <translation>人物</translation>
        </message>
        <message>
            <source>图型</source>
            <translation>圖型</translation>
        </message>
        <message>
            <source>混合</source>
            <translation>混合</translation>
        </message>
        <message>
            <source>牌名</source>
            <translation>牌名</translation>
        </message>
        <message>
            <source>人物名</source>
            <translation>人物名</translation>
        </message>
        <message>
            <source>下一张</source>
            <translation>下一張</translation>
        </message>
        <message>
            <source>这张牌上画的是谁？</source>
            <translation>這張牌上畫的是誰？</translation>
        </message>
        <message>
            <source>这是哪张牌？</source>
            <translation>這是哪張牌？</translation>
        </message>
        <message>
            <source>答对 %1 / %2（%3）　连对 %4　最长 %5</source>
            <translation>答對 %1 / %2（%3）　連對 %4　最長 %5</translation>
        </message>
        <message>
            <source>常错的牌（会多问几次）：%1</source>
            <translation>常錯的牌（會多問幾次）：%1</translation>
        </message>
        <message>
            <source>答错的牌会多问几次。</source>
            <translation>答錯的牌會多問幾次。</translation>
        </message>
        <message>
            <source>对！%1</source>
            <translation>對！%1</translation>
        </message>
        <message>
            <source>不对，这是 %1。</source>
            <translation>不對，這是 %1。</translation>
        </message>
        <message>
            <source>玩法</source>
            <translation>玩法</translation>
        </message>
        <message>
            <source>翻的将</source>
            <translation>翻的將</translation>
        </message>
        <message>
            <source>亮出的牌</source>
            <translation>亮出的牌</translation>
        </message>
        <message>
            <source>手里的牌（胡的牌有红框）</source>
            <translation>手裏的牌（胡的牌有紅框）</translation>
        </message>
        <message>
            <source>这手牌一共多少胡？</source>
            <translation>這手牌一共多少胡？</translation>
        </message>
        <message>
            <source>对答案</source>
            <translation>對答案</translation>
        </message>
        <message>
            <source>换一手</source>
            <translation>換一手</translation>
        </message>
        <message>
            <source>项目</source>
            <translation>項目</translation>
        </message>
        <message>
            <source>牌</source>
            <translation>牌</translation>
        </message>
        <message>
            <source>胡</source>
            <translation>胡</translation>
        </message>
        <message>
            <source>算对 %1 / %2　连对 %3</source>
            <translation>算對 %1 / %2　連對 %3</translation>
        </message>
        <message>
            <source>算对了！%1 胡（%2）</source>
            <translation>算對了！%1 胡（%2）</translation>
        </message>
        <message>
            <source>正确答案：%1 胡（%2）</source>
            <translation>正確答案：%1 胡（%2）</translation>
        </message>
        <message>
            <source>自摸</source>
            <translation>自摸</translation>
        </message>
        <message>
            <source>胡别人打出的牌（点炮）</source>
            <translation>胡別人打出的牌（點炮）</translation>
        </message>
        <message>
            <source>叫龙：%1</source>
            <translation>叫龍：%1</translation>
        </message>
        <message>
            <source>喜 %1 张</source>
            <translation>喜 %1 張</translation>
        </message>
        <message>
            <source>%1 · 胡 %2，%3</source>
            <translation>%1 · 胡 %2，%3</translation>
        </message>
        <message>
            <source>合计（进整后）</source>
            <translation>合計（進整後）</translation>
        </message>
        <message>
            <source>练习</source>
            <translation>練習</translation>
        </message>
        <message>
            <source>认牌</source>
            <translation>認牌</translation>
        </message>
        <message>
            <source>算胡</source>
            <translation>算胡</translation>
        </message>
    </context>
</TS>
