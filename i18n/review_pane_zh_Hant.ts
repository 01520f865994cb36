<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>replay_review</name>
        <message>
            <source>▶ 标出你的选择，绿色是高手的选择</source>
            <translation>▶ 標出你的選擇，綠色是高手的選擇</translation>
        </message>
        <message>
            <source>这一手最贵的三个决定（点一下跳过去）</source>
            <translation>這一手最貴的三個決定（點一下跳過去）</translation>
        </message>
        <message>
            <source>动作</source>
            <translation>動作</translation>
        </message>
        <message>
            <source>期望胡</source>
            <translation>期望胡</translation>
        </message>
        <message>
            <source>理由</source>
            <translation>理由</translation>
        </message>
        <message>
            <source>复盘中… %v / %m 手</source>
            <translation>覆盤中… %v / %m 手</translation>
        </message>
        <message>
            <source>第 %1 步：你 %2，高手 %3，少 %4 胡</source>
            <translation>第 %1 步：你 %2，高手 %3，少 %4 胡</translation>
        </message>
        <message>
            <source>这一手每个决定都和高手一样好</source>
            <translation>這一手每個決定都和高手一樣好</translation>
        </message>
        <message>
            <source>正在复盘，牌局可以先看…</source>
            <translation>正在覆盤，牌局可以先看…</translation>
        </message>
        <message>
            <source>这一手你没有打（定醒），没有你的决定</source>
            <translation>這一手你沒有打（定醒），沒有你的決定</translation>
        </message>
        <message>
            <source>这一手：%1 个决定，%2 个和高手一样，共少 %3 胡</source>
            <translation>這一手：%1 個決定，%2 個和高手一樣，共少 %3 胡</translation>
        </message>
        <message>
            <source>这一场：和高手一致 %1，平均每手少 %2 胡</source>
            <translation>這一場：和高手一致 %1，平均每手少 %2 胡</translation>
        </message>
        <message>
            <source>你复盘过的 %1 手：一致 %2，平均每手少 %3 胡</source>
            <translation>你覆盤過的 %1 手：一致 %2，平均每手少 %3 胡</translation>
        </message>
        <message>
            <source>到你的决定时，这里列出高手对每个选择的估计。</source>
            <translation>到你的決定時，這裏列出高手對每個選擇的估計。</translation>
        </message>
        <message>
            <source>你选了 %1：和高手一样好。</source>
            <translation>你選了 %1：和高手一樣好。</translation>
        </message>
        <message>
            <source>你选了 %1，高手选 %2；按它的估计你这一步没有少胡。</source>
            <translation>你選了 %1，高手選 %2；按它的估計你這一步沒有少胡。</translation>
        </message>
        <message>
            <source>你选了 %1，高手选 %2：这一步少了 %3 胡。</source>
            <translation>你選了 %1，高手選 %2：這一步少了 %3 胡。</translation>
        </message>
    </context>
</TS>
