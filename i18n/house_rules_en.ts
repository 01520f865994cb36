<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>HouseRules</name>
        <message>
            <source>座位和发牌</source>
            <translation>Seats and deal</translation>
        </message>
        <message>
            <source>喜</source>
            <translation>Joys</translation>
        </message>
        <message>
            <source>将</source>
            <translation>Generals</translation>
        </message>
        <message>
            <source>胡数表</source>
            <translation>Set values</translation>
        </message>
        <message>
            <source>胡型</source>
            <translation>Hand types</translation>
        </message>
        <message>
            <source>其他加胡</source>
            <translation>Extras</translation>
        </message>
        <message>
            <source>翻倍</source>
            <translation>Multipliers</translation>
        </message>
        <message>
            <source>出分</source>
            <translation>Settlement</translation>
        </message>
        <message>
            <source>座位数（3 = 捉鳖）</source>
            <translation>Seats (3 = no resting seat)</translation>
        </message>
        <message>
            <source>翻几张将</source>
            <translation>Generals flipped</translation>
        </message>
        <message>
            <source>庄家起手张数</source>
            <translation>Dealer's cards</translation>
        </message>
        <message>
            <source>闲家起手张数</source>
            <translation>Other players' cards</translation>
        </message>
        <message>
            <source>带五张喜</source>
            <translation>Play with the five joys</translation>
        </message>
        <message>
            <source>有 0–5 张喜的胡数</source>
            <translation>Hu for holding 0–5 joys</translation>
        </message>
        <message>
            <source>五张喜全在起手</source>
            <translation>All five joys in the deal</translation>
        </message>
        <message>
            <source>翻到喜</source>
            <translation>A joy flipped</translation>
        </message>
        <message>
            <source>翻到喜时喜的倍数</source>
            <translation>Joy multiplier when a joy is flipped</translation>
        </message>
        <message>
            <source>老将</source>
            <translation>Old generals</translation>
        </message>
        <message>
            <source>老将级别（翻中 0/1/2 张老将）</source>
            <translation>Old-general level (0/1/2 old generals flipped)</translation>
        </message>
        <message>
            <source>头尾将（一、九）级别</source>
            <translation>Level of ones and nines</translation>
        </message>
        <message>
            <source>翻将带动的点数</source>
            <translation>Ranks a flip makes general</translation>
        </message>
        <message>
            <source>点数将级别（翻中 0/1/2 次）</source>
            <translation>General rank level (flipped 0/1/2 times)</translation>
        </message>
        <message>
            <source>胡数表（行=级别；碰 暗克 明杠 暗杠 龙）</source>
            <translation>Value table (row = level; pung, concealed triplet, exposed kong, concealed kong, dragon)</translation>
        </message>
        <message>
            <source>翻出那种牌碰的倍数</source>
            <translation>Pung multiplier of a flipped kind</translation>
        </message>
        <message>
            <source>三老会齐倍数</source>
            <translation>Three old generals multiplier</translation>
        </message>
        <message>
            <source>进整到</source>
            <translation>Round up to</translation>
        </message>
        <message>
            <source>自摸加胡</source>
            <translation>Self-drawn extra</translation>
        </message>
        <message>
            <source>丫子（硬自摸 硬点炮 软自摸 软点炮）</source>
            <translation>Middle wait (hard self, hard discard, soft self, soft discard)</translation>
        </message>
        <message>
            <source>拖尾 / 边张（同上）</source>
            <translation>Edge wait (same order)</translation>
        </message>
        <message>
            <source>吊头 / 单吊（同上）</source>
            <translation>Pair wait (same order)</translation>
        </message>
        <message>
            <source>文钱（0–4 副）</source>
            <translation>Coins sequences (0–4)</translation>
        </message>
        <message>
            <source>杠开加胡</source>
            <translation>Win-after-kong extra</translation>
        </message>
        <message>
            <source>封顶（0 = 不封顶）</source>
            <translation>Cap (0 = none)</translation>
        </message>
        <message>
            <source>包张</source>
            <translation>Discarder pays for all</translation>
        </message>
        <message>
            <source>穷狠 300 胡</source>
            <translation>Poor-but-fierce 300 hu</translation>
        </message>
        <message>
            <source>飘胡</source>
            <translation>All-triplets win</translation>
        </message>
        <message>
            <source>清胡</source>
            <translation>All-sequences win</translation>
        </message>
        <message>
            <source>塌胡</source>
            <translation>Mixed win</translation>
        </message>
        <message>
            <source>十三胡</source>
            <translation>Thirteen win (十三胡)</translation>
        </message>
        <message>
            <source>自摸成胡</source>
            <translation>Win bonus, self-drawn</translation>
        </message>
        <message>
            <source>点炮成胡</source>
            <translation>Win bonus, on a discard</translation>
        </message>
        <message>
            <source>倍数</source>
            <translation>Multiplier</translation>
        </message>
        <message>
            <source>启用</source>
            <translation>Enabled</translation>
        </message>
        <message>
            <source>闷子棍</source>
            <translation>Concealed all-triplets</translation>
        </message>
        <message>
            <source>天成</source>
            <translation>Heavenly win</translation>
        </message>
        <message>
            <source>一胡头儿</source>
            <translation>One-hu head</translation>
        </message>
        <message>
            <source>穷狠</source>
            <translation>Poor but fierce</translation>
        </message>
        <message>
            <source>海底捞月</source>
            <translation>Last-card win</translation>
        </message>
        <message>
            <source>地胡</source>
            <translation>Earthly win</translation>
        </message>
        <message>
            <source>报听 / 折庄</source>
            <translation>Declared ready</translation>
        </message>
        <message>
            <source>双龙</source>
            <translation>Two dragons</translation>
        </message>
        <message>
            <source>会面</source>
            <translation>The old generals meet</translation>
        </message>
        <message>
            <source>有</source>
            <translation>on</translation>
        </message>
        <message>
            <source>翻到喜时倍数</source>
            <translation>Factor when a joy is flipped</translation>
        </message>
        <message>
            <source>翻到老将时倍数</source>
            <translation>Factor when an old general is flipped</translation>
        </message>
    </context>
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
            <source>喜的胡数翻倍</source>
            <translation>Joy values double</translation>
        </message>
        <message>
            <source>放一边，再翻一张</source>
            <translation>Set it aside and flip another</translation>
        </message>
        <message>
            <source>147 / 258 / 369 一组（跟随将）</source>
            <translation>The rank group 147 / 258 / 369</translation>
        </message>
        <message>
            <source>只有那个点数</source>
            <translation>Only that rank</translation>
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
