<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>RulesWindow</name>
        <message>
            <source>规则</source>
            <translation>規則</translation>
        </message>
        <message>
            <source>玩法</source>
            <translation>玩法</translation>
        </message>
        <message>
            <source>新手引导：打第一手牌</source>
            <translation>新手引導：打第一手牌</translation>
        </message>
        <message>
            <source>家规：%1</source>
            <translation>家規：%1</translation>
        </message>
        <message>
            <source>家规改过；原规则：%1</source>
            <translation>家規改過；原規則：%1</translation>
        </message>
        <message>
            <source>有</source>
            <translation>有</translation>
        </message>
        <message>
            <source>无</source>
            <translation>無</translation>
        </message>
        <message>
            <source>座位：%1 人</source>
            <translation>座位：%1 人</translation>
        </message>
        <message>
            <source>每手三家打，庄家的上家歇（定醒）</source>
            <translation>每手三家打，莊家的上家歇（定醒）</translation>
        </message>
        <message>
            <source>三人捉鳖，没人歇</source>
            <translation>三人捉鱉，沒人歇</translation>
        </message>
        <message>
            <source>庄家 %1 张，另两家各 %2 张。</source>
            <translation>莊家 %1 張，另兩家各 %2 張。</translation>
        </message>
        <message>
            <source>然后翻 %1 张将牌；翻出的牌不再使用。</source>
            <translation>然後翻 %1 張將牌；翻出的牌不再使用。</translation>
        </message>
        <message>
            <source>老将：</source>
            <translation>老將：</translation>
        </message>
        <message>
            <source>老将的级别（按翻出几张老将：0 / 1 / 2 张）：%1</source>
            <translation>老將的級別（按翻出幾張老將：0 / 1 / 2 張）：%1</translation>
        </message>
        <message>
            <source>头尾将（所有的一和九）级别：%1（0 = 不是将）</source>
            <translation>頭尾將（所有的一和九）級別：%1（0 = 不是將）</translation>
        </message>
        <message>
            <source>翻出的牌所在的 1-4-7、2-5-8、3-6-9 一组点数都是将（跟随将）</source>
            <translation>翻出的牌所在的 1-4-7、2-5-8、3-6-9 一組點數都是將（跟隨將）</translation>
        </message>
        <message>
            <source>翻出的点数在三门里都是将</source>
            <translation>翻出的點數在三門裏都是將</translation>
        </message>
        <message>
            <source>点数将的级别（按翻中几次：0 / 1 / 2 次）：%1</source>
            <translation>點數將的級別（按翻中幾次：0 / 1 / 2 次）：%1</translation>
        </message>
        <message>
            <source>碰</source>
            <translation>碰</translation>
        </message>
        <message>
            <source>暗克</source>
            <translation>暗克</translation>
        </message>
        <message>
            <source>明杠</source>
            <translation>明槓</translation>
        </message>
        <message>
            <source>暗杠</source>
            <translation>暗槓</translation>
        </message>
        <message>
            <source>龙</source>
            <translation>龍</translation>
        </message>
        <message>
            <source>级别</source>
            <translation>級別</translation>
        </message>
        <message>
            <source>翻出的那种牌：碰算 %1 倍，剩下的几张全在手里算暗杠。</source>
            <translation>翻出的那種牌：碰算 %1 倍，剩下的幾張全在手裏算暗槓。</translation>
        </message>
        <message>
            <source>三老会齐（红花、千字、白花都成副）：这三副 ×%1。</source>
            <translation>三老會齊（紅花、千字、白花都成副）：這三副 ×%1。</translation>
        </message>
        <message>
            <source>底胡进整到 %1 的倍数。</source>
            <translation>底胡進整到 %1 的倍數。</translation>
        </message>
        <message>
            <source>飘胡（全是坎、杠、龙或文钱）</source>
            <translation>飄胡（全是坎、槓、龍或文錢）</translation>
        </message>
        <message>
            <source>清胡（全是顺子）</source>
            <translation>清胡（全是順子）</translation>
        </message>
        <message>
            <source>塌胡（其他）</source>
            <translation>塌胡（其他）</translation>
        </message>
        <message>
            <source>十三胡</source>
            <translation>十三胡</translation>
        </message>
        <message>
            <source>%1：底胡 + 成胡（自摸 %2，点炮 %3）+ 其他，再 ×%4</source>
            <translation>%1：底胡 + 成胡（自摸 %2，點炮 %3）+ 其他，再 ×%4</translation>
        </message>
        <message>
            <source>自摸：+%1</source>
            <translation>自摸：+%1</translation>
        </message>
        <message>
            <source>丫子</source>
            <translation>丫子</translation>
        </message>
        <message>
            <source>拖尾 / 边张</source>
            <translation>拖尾 / 邊張</translation>
        </message>
        <message>
            <source>吊头 / 单吊</source>
            <translation>弔頭 / 單吊</translation>
        </message>
        <message>
            <source>%1：硬自摸 / 硬点炮 / 软自摸 / 软点炮 = %2</source>
            <translation>%1：硬自摸 / 硬點炮 / 軟自摸 / 軟點炮 = %2</translation>
        </message>
        <message>
            <source>文钱（一二三饼）</source>
            <translation>文錢（一二三餅）</translation>
        </message>
        <message>
            <source>1 到 4 副：%1</source>
            <translation>1 到 4 副：%1</translation>
        </message>
        <message>
            <source>杠开：+%1</source>
            <translation>槓開：+%1</translation>
        </message>
        <message>
            <source>闷子棍 / 闷飘</source>
            <translation>悶子棍 / 悶飄</translation>
        </message>
        <message>
            <source>天成</source>
            <translation>天成</translation>
        </message>
        <message>
            <source>一胡头儿</source>
            <translation>一胡頭兒</translation>
        </message>
        <message>
            <source>穷狠（没有喜）</source>
            <translation>窮狠（沒有喜）</translation>
        </message>
        <message>
            <source>海底捞月</source>
            <translation>海底撈月</translation>
        </message>
        <message>
            <source>地胡</source>
            <translation>地胡</translation>
        </message>
        <message>
            <source>报听 / 折庄</source>
            <translation>報聽 / 折莊</translation>
        </message>
        <message>
            <source>双龙</source>
            <translation>雙龍</translation>
        </message>
        <message>
            <source>会面</source>
            <translation>會面</translation>
        </message>
        <message>
            <source>有 1 到 5 张喜：%1 胡；五张喜全在起手：%2 胡。</source>
            <translation>有 1 到 5 張喜：%1 胡；五張喜全在起手：%2 胡。</translation>
        </message>
        <message>
            <source>不封顶</source>
            <translation>不封頂</translation>
        </message>
        <message>
            <source>胡牌的一家算总胡数，另两家算各自的底胡（含喜）；每两家之间按胡数之差结算。</source>
            <translation>胡牌的一家算總胡數，另兩家算各自的底胡（含喜）；每兩家之間按胡數之差結算。</translation>
        </message>
        <message>
            <source>封顶：%1</source>
            <translation>封頂：%1</translation>
        </message>
        <message>
            <source>包张：%1</source>
            <translation>包張：%1</translation>
        </message>
        <message>
            <source>一副牌 120 张：三门（万、条、饼）各九种，加红花、千字、白花，每种四张。</source>
            <translation>一副牌 120 張：三門（萬、條、餅）各九種，加紅花、千字、白花，每種四張。</translation>
        </message>
        <message>
            <source>家规</source>
            <translation>家規</translation>
        </message>
        <message>
            <source>家规，基于 %1。红字是改过的地方，鼠标停在上面可看原来的规定。</source>
            <translation>家規，基於 %1。紅字是改過的地方，鼠標停在上面可看原來的規定。</translation>
        </message>
        <message>
            <source>普通</source>
            <translation>普通</translation>
        </message>
    </context>
</TS>
