<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>replay</name>
        <message>
            <source>复盘</source>
            <translation>覆盤</translation>
        </message>
        <message>
            <source>第几手：</source>
            <translation>第幾手：</translation>
        </message>
        <message>
            <source>全部明牌</source>
            <translation>全部明牌</translation>
        </message>
        <message>
            <source>牌局代码 %1</source>
            <translation>牌局代碼 %1</translation>
        </message>
        <message>
            <source>朋友在“新游戏”的牌局编号里填这个代码，选同样的玩法，就能打同样的牌</source>
            <translation>朋友在“新遊戲”的牌局編號裏填這個代碼，選同樣的玩法，就能打同樣的牌</translation>
        </message>
        <message>
            <source>练错题…</source>
            <translation>練錯題…</translation>
        </message>
        <message>
            <source>把你复盘过的最贵的打牌拿来练：你会打哪一张？</source>
            <translation>把你覆盤過的最貴的打牌拿來練：你會打哪一張？</translation>
        </message>
        <message>
            <source>导出这一手…</source>
            <translation>導出這一手…</translation>
        </message>
        <message>
            <source>导出整场…</source>
            <translation>導出整場…</translation>
        </message>
        <message>
            <source>第 %1 手：%2</source>
            <translation>第 %1 手：%2</translation>
        </message>
        <message>
            <source>|◀ 开头</source>
            <translation>|◀ 開頭</translation>
        </message>
        <message>
            <source>◀ 上一步</source>
            <translation>◀ 上一步</translation>
        </message>
        <message>
            <source>下一步 ▶</source>
            <translation>下一步 ▶</translation>
        </message>
        <message>
            <source>结尾 ▶|</source>
            <translation>結尾 ▶|</translation>
        </message>
        <message>
            <source>◀ 我上一个决定</source>
            <translation>◀ 我上一個決定</translation>
        </message>
        <message>
            <source>我下一个决定 ▶</source>
            <translation>我下一個決定 ▶</translation>
        </message>
        <message>
            <source>慢</source>
            <translation>慢</translation>
        </message>
        <message>
            <source>中</source>
            <translation>中</translation>
        </message>
        <message>
            <source>快</source>
            <translation>快</translation>
        </message>
        <message>
            <source>⏸ 暂停</source>
            <translation>⏸ 暫停</translation>
        </message>
        <message>
            <source>▶ 播放</source>
            <translation>▶ 播放</translation>
        </message>
        <message>
            <source>翻牌</source>
            <translation>翻牌</translation>
        </message>
        <message>
            <source>第 %1 / %2 步</source>
            <translation>第 %1 / %2 步</translation>
        </message>
        <message>
            <source>牌墙还有 %1 张</source>
            <translation>牌牆還有 %1 張</translation>
        </message>
        <message>
            <source>发牌</source>
            <translation>發牌</translation>
        </message>
        <message>
            <source>结果：%1</source>
            <translation>結果：%1</translation>
        </message>
        <message>
            <source>本手得分：%1</source>
            <translation>本手得分：%1</translation>
        </message>
        <message>
            <source>这一局的记录重放不了，无法复盘（%1）</source>
            <translation>這一局的記錄重放不了，無法覆盤（%1）</translation>
        </message>
        <message>
            <source>导出牌谱</source>
            <translation>導出牌譜</translation>
        </message>
        <message>
            <source>打不开复盘：%1</source>
            <translation>打不開復盤：%1</translation>
        </message>
        <message>
            <source>长牌牌谱 (*%1);;长牌存档 (*.json);;所有文件 (*)</source>
            <translation>長牌牌譜 (*%1);;長牌存檔 (*.json);;所有文件 (*)</translation>
        </message>
        <message>
            <source>复盘存档或牌谱</source>
            <translation>覆盤存檔或牌譜</translation>
        </message>
        <message>
            <source>这一场还没有打完的手</source>
            <translation>這一場還沒有打完的手</translation>
        </message>
        <message>
            <source>这个文件里没有打完的手</source>
            <translation>這個文件裏沒有打完的手</translation>
        </message>
    </context>
</TS>
