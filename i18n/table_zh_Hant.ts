<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>melds</name>
        <message>
            <source>我</source>
            <translation>我</translation>
        </message>
        <message>
            <source>下</source>
            <translation>下</translation>
        </message>
        <message>
            <source>上</source>
            <translation>上</translation>
        </message>
        <message>
            <source>对</source>
            <translation>對</translation>
        </message>
    </context>
    <context>
        <name>table</name>
        <message>
            <source>你亮出的牌</source>
            <translation>你亮出的牌</translation>
        </message>
        <message>
            <source>庄</source>
            <translation>莊</translation>
        </message>
        <message>
            <source>定醒</source>
            <translation>定醒</translation>
        </message>
        <message>
            <source>报听</source>
            <translation>報聽</translation>
        </message>
        <message>
            <source>行动中</source>
            <translation>行動中</translation>
        </message>
        <message>
            <source>分 %1</source>
            <translation>分 %1</translation>
        </message>
        <message>
            <source>明胡 %1</source>
            <translation>明胡 %1</translation>
        </message>
        <message>
            <source>将</source>
            <translation>將</translation>
        </message>
        <message>
            <source>1级将：</source>
            <translation>1級將：</translation>
        </message>
        <message>
            <source>2级将：</source>
            <translation>2級將：</translation>
        </message>
        <message>
            <source>3级将：</source>
            <translation>3級將：</translation>
        </message>
        <message>
            <source>翻出的将牌：%1
这一局的将：%2
（按 %3 的规则：将牌越高，成坎成杠的胡越多）</source>
            <translation>翻出的將牌：%1
這一局的將：%2
（按 %3 的規則：將牌越高，成坎成槓的胡越多）</translation>
        </message>
        <message>
            <source>牌墙剩 %1 张</source>
            <translation>牌牆剩 %1 張</translation>
        </message>
        <message>
            <source>第 %1 局</source>
            <translation>第 %1 局</translation>
        </message>
        <message>
            <source>这一局结束了</source>
            <translation>這一局結束了</translation>
        </message>
        <message>
            <source>%1 打出 %2：你要吗？</source>
            <translation>%1 打出 %2：你要嗎？</translation>
        </message>
        <message>
            <source>你可以叫龙或撂龙，或者按 空格 过</source>
            <translation>你可以叫龍或撂龍，或者按 空格 過</translation>
        </message>
        <message>
            <source>轮到你：选一张牌打出（回车）</source>
            <translation>輪到你：選一張牌打出（回車）</translation>
        </message>
        <message>
            <source>等待 %1 …</source>
            <translation>等待 %1 …</translation>
        </message>
        <message>
            <source>你这一局定醒（休息），看其他三家打</source>
            <translation>你這一局定醒（休息），看其他三家打</translation>
        </message>
        <message>
            <source>这张牌现在不能打出（叫龙的牌要留在手里）</source>
            <translation>這張牌現在不能打出（叫龍的牌要留在手裏）</translation>
        </message>
        <message>
            <source>你的手牌</source>
            <translation>你的手牌</translation>
        </message>
    </context>
</TS>
