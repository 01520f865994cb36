<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>HouseRules</name>
        <message>
            <source>座位和发牌</source>
            <translation>座位和發牌</translation>
        </message>
        <message>
            <source>喜</source>
            <translation>喜</translation>
        </message>
        <message>
            <source>将</source>
            <translation>將</translation>
        </message>
        <message>
            <source>胡数表</source>
            <translation>胡數表</translation>
        </message>
        <message>
            <source>胡型</source>
            <translation>胡型</translation>
        </message>
        <message>
            <source>其他加胡</source>
            <translation>其他加胡</translation>
        </message>
        <message>
            <source>翻倍</source>
            <translation>翻倍</translation>
        </message>
        <message>
            <source>出分</source>
            <translation>出分</translation>
        </message>
        <message>
            <source>座位数（3 = 捉鳖）</source>
            <translation>座位數（3 = 捉鱉）</translation>
        </message>
        <message>
            <source>翻几张将</source>
            <translation>翻幾張將</translation>
        </message>
        <message>
            <source>庄家起手张数</source>
            <translation>莊家起手張數</translation>
        </message>
        <message>
            <source>闲家起手张数</source>
            <translation>閒家起手張數</translation>
        </message>
        <message>
            <source>带五张喜</source>
            <translation>帶五張喜</translation>
        </message>
        <message>
            <source>有 0–5 张喜的胡数</source>
            <translation>有 0–5 張喜的胡數</translation>
        </message>
        <message>
            <source>五张喜全在起手</source>
            <translation>五張喜全在起手</translation>
        </message>
        <message>
            <source>翻到喜</source>
            <translation>翻到喜</translation>
        </message>
        <message>
            <source>翻到喜时喜的倍数</source>
            <translation>翻到喜時喜的倍數</translation>
        </message>
        <message>
            <source>老将</source>
            <translation>老將</translation>
        </message>
        <message>
            <source>老将级别（翻中 0/1/2 张老将）</source>
            <translation>老將級別（翻中 0/1/2 張老將）</translation>
        </message>
        <message>
            <source>头尾将（一、九）级别</source>
            <translation>頭尾將（一、九）級別</translation>
        </message>
        <message>
            <source>翻将带动的点数</source>
            <translation>翻將帶動的點數</translation>
        </message>
        <message>
            <source>点数将级别（翻中 0/1/2 次）</source>
            <translation>點數將級別（翻中 0/1/2 次）</translation>
        </message>
        <message>
            <source>胡数表（行=级别；碰 暗克 明杠 暗杠 龙）</source>
            <translation>胡數表（行=級別；碰 暗克 明槓 暗槓 龍）</translation>
        </message>
        <message>
            <source>翻出那种牌碰的倍数</source>
            <translation>翻出那種牌碰的倍數</translation>
        </message>
        <message>
            <source>三老会齐倍数</source>
            <translation>三老會齊倍數</translation>
        </message>
        <message>
            <source>进整到</source>
            <translation>進整到</translation>
        </message>
        <message>
            <source>自摸加胡</source>
            <translation>自摸加胡</translation>
        </message>
        <message>
            <source>丫子（硬自摸 硬点炮 软自摸 软点炮）</source>
            <translation>丫子（硬自摸 硬點炮 軟自摸 軟點炮）</translation>
        </message>
        <message>
            <source>拖尾 / 边张（同上）</source>
            <translation>拖尾 / 邊張（同上）</translation>
        </message>
        <message>
            <source>吊头 / 单吊（同上）</source>
            <translation>弔頭 / 單吊（同上）</translation>
        </message>
        <message>
            <source>文钱（0–4 副）</source>
            <translation>文錢（0–4 副）</translation>
        </message>
        <message>
            <source>杠开加胡</source>
            <translation>槓開加胡</translation>
        </message>
        <message>
            <source>封顶（0 = 不封顶）</source>
            <translation>封頂（0 = 不封頂）</translation>
        </message>
        <message>
            <source>包张</source>
            <translation>包張</translation>
        </message>
        <message>
            <source>穷狠 300 胡</source>
            <translation>窮狠 300 胡</translation>
        </message>
        <message>
            <source>飘胡</source>
            <translation>飄胡</translation>
        </message>
        <message>
            <source>清胡</source>
            <translation>清胡</translation>
        </message>
        <message>
            <source>塌胡</source>
            <translation>塌胡</translation>
        </message>
        <message>
            <source>十三胡</source>
            <translation>十三胡</translation>
        </message>
        <message>
            <source>自摸成胡</source>
            <translation>自摸成胡</translation>
        </message>
        <message>
            <source>点炮成胡</source>
            <translation>點炮成胡</translation>
        </message>
        <message>
            <source>倍数</source>
            <translation>倍數</translation>
        </message>
        <message>
            <source>启用</source>
            <translation>啓用</translation>
        </message>
        <message>
            <source>闷子棍</source>
            <translation>悶子棍</translation>
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
            <source>穷狠</source>
            <translation>窮狠</translation>
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
            <source>有</source>
            <translation>有</translation>
        </message>
        <message>
            <source>翻到喜时倍数</source>
            <translation>翻到喜時倍數</translation>
        </message>
        <message>
            <source>翻到老将时倍数</source>
            <translation>翻到老將時倍數</translation>
        </message>
    </context>
    <context>
        <name>HouseRulesWindow</name>
        <message>
            <source>家规</source>
            <translation>家規</translation>
        </message>
        <message>
            <source>地区玩法</source>
            <translation>地區玩法</translation>
        </message>
        <message>
            <source>家规名字</source>
            <translation>家規名字</translation>
        </message>
        <message>
            <source>例如：我们村的规矩</source>
            <translation>例如：我們村的規矩</translation>
        </message>
        <message>
            <source>保存</source>
            <translation>保存</translation>
        </message>
        <message>
            <source>恢复原规则</source>
            <translation>恢復原規則</translation>
        </message>
        <message>
            <source>和原规则不同的地方</source>
            <translation>和原規則不同的地方</translation>
        </message>
        <message>
            <source>已保存的家规</source>
            <translation>已保存的家規</translation>
        </message>
        <message>
            <source>打开</source>
            <translation>打開</translation>
        </message>
        <message>
            <source>删除</source>
            <translation>刪除</translation>
        </message>
        <message>
            <source>导出…</source>
            <translation>導出…</translation>
        </message>
        <message>
            <source>导入…</source>
            <translation>導入…</translation>
        </message>
        <message>
            <source>喜的胡数翻倍</source>
            <translation>喜的胡數翻倍</translation>
        </message>
        <message>
            <source>放一边，再翻一张</source>
            <translation>放一邊，再翻一張</translation>
        </message>
        <message>
            <source>147 / 258 / 369 一组（跟随将）</source>
            <translation>147 / 258 / 369 一組（跟隨將）</translation>
        </message>
        <message>
            <source>只有那个点数</source>
            <translation>只有那個點數</translation>
        </message>
        <message>
            <source>%1：%2 → %3</source>
            <translation>%1：%2 → %3</translation>
        </message>
        <message>
            <source>（和原规则一样）</source>
            <translation>（和原規則一樣）</translation>
        </message>
        <message>
            <source>这样改不行：%1</source>
            <translation>這樣改不行：%1</translation>
        </message>
        <message>
            <source>先给家规起个名字。</source>
            <translation>先給家規起個名字。</translation>
        </message>
        <message>
            <source>没能保存：%1</source>
            <translation>沒能保存：%1</translation>
        </message>
        <message>
            <source>已保存“%1”。新开一局时可以选它。</source>
            <translation>已保存“%1”。新開一局時可以選它。</translation>
        </message>
        <message>
            <source>已打开“%1”。</source>
            <translation>已打開“%1”。</translation>
        </message>
        <message>
            <source>删除家规</source>
            <translation>刪除家規</translation>
        </message>
        <message>
            <source>删除“%1”？</source>
            <translation>刪除“%1”？</translation>
        </message>
        <message>
            <source>先选一套已保存的家规。</source>
            <translation>先選一套已保存的家規。</translation>
        </message>
        <message>
            <source>导出家规</source>
            <translation>導出家規</translation>
        </message>
        <message>
            <source>家规文件 (*.json)</source>
            <translation>家規文件 (*.json)</translation>
        </message>
        <message>
            <source>没能导出：%1</source>
            <translation>沒能導出：%1</translation>
        </message>
        <message>
            <source>已导出到 %1，可以发给牌友。</source>
            <translation>已導出到 %1，可以發給牌友。</translation>
        </message>
        <message>
            <source>导入家规</source>
            <translation>導入家規</translation>
        </message>
        <message>
            <source>家规文件 (*.json *.toml)</source>
            <translation>家規文件 (*.json *.toml)</translation>
        </message>
        <message>
            <source>不能导入，什么都没有改动。原因：%1</source>
            <translation>不能導入，什麼都沒有改動。原因：%1</translation>
        </message>
        <message>
            <source>已导入“%1”。</source>
            <translation>已導入“%1”。</translation>
        </message>
    </context>
</TS>
