<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>HandEntry</name>
        <message>
            <source>这一局</source>
            <translation>這一局</translation>
        </message>
        <message>
            <source>翻的将</source>
            <translation>翻的將</translation>
        </message>
        <message>
            <source>如 4t 或 四条</source>
            <translation>如 4t 或 四條</translation>
        </message>
        <message>
            <source>荒牌（没人胡）</source>
            <translation>荒牌（沒人胡）</translation>
        </message>
        <message>
            <source>自摸</source>
            <translation>自摸</translation>
        </message>
        <message>
            <source>点炮的（包张）</source>
            <translation>點炮的（包張）</translation>
        </message>
        <message>
            <source>附记</source>
            <translation>附記</translation>
        </message>
        <message>
            <source>记入这一局</source>
            <translation>記入這一局</translation>
        </message>
        <message>
            <source>清空</source>
            <translation>清空</translation>
        </message>
        <message>
            <source>点牌：打进正在输入的那一行（用完的牌变灰）</source>
            <translation>點牌：打進正在輸入的那一行（用完的牌變灰）</translation>
        </message>
        <message>
            <source>胡的那家：输入整手牌，最后写“胡”和胡的那张，如“碰 5w hh 手 2b2b2b … 胡 8t”，自摸加“自摸”。没胡的两家只输入算胡的牌：一张牌就是一副把子（三张），“5w×4”四张，“碰 1w”“明杠”“暗杠”“龙”“叫龙”，喜写“喜×2”。回车记入。</source>
            <translation>胡的那家：輸入整手牌，最後寫“胡”和胡的那張，如“碰 5w hh 手 2b2b2b … 胡 8t”，自摸加“自摸”。沒胡的兩家只輸入算胡的牌：一張牌就是一副把子（三張），“5w×4”四張，“碰 1w”“明槓”“暗槓”“龍”“叫龍”，喜寫“喜×2”。回車記入。</translation>
        </message>
        <message>
            <source>胡</source>
            <translation>胡</translation>
        </message>
        <message>
            <source>胡的：整手牌 + 胡 X；没胡的：碰、杠、龙、把子、喜</source>
            <translation>胡的：整手牌 + 胡 X；沒胡的：碰、槓、龍、把子、喜</translation>
        </message>
        <message>
            <source>天成</source>
            <translation>天成</translation>
        </message>
        <message>
            <source>海底</source>
            <translation>海底</translation>
        </message>
        <message>
            <source>地胡</source>
            <translation>地胡</translation>
        </message>
        <message>
            <source>报听</source>
            <translation>報聽</translation>
        </message>
        <message>
            <source>杠开</source>
            <translation>槓開</translation>
        </message>
        <message>
            <source>天听</source>
            <translation>天聽</translation>
        </message>
        <message>
            <source>看不懂“%1”</source>
            <translation>看不懂“%1”</translation>
        </message>
        <message>
            <source>还要 %1 张</source>
            <translation>還要 %1 張</translation>
        </message>
    </context>
</TS>
