<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant" sourcelanguage="zh_CN">
    <context>
        <name>StatsWindow</name>
        <message>
            <source>还没有数据</source>
            <translation>還沒有數據</translation>
        </message>
        <message>
            <source>打完一局后这里画出累计输赢</source>
            <translation>打完一局後這裏畫出累計輸贏</translation>
        </message>
        <message>
            <source>统计</source>
            <translation>統計</translation>
        </message>
        <message>
            <source>清空统计…</source>
            <translation>清空統計…</translation>
        </message>
        <message>
            <source>玩法 · 对手</source>
            <translation>玩法 · 對手</translation>
        </message>
        <message>
            <source>局数</source>
            <translation>局數</translation>
        </message>
        <message>
            <source>手数</source>
            <translation>手數</translation>
        </message>
        <message>
            <source>胜率</source>
            <translation>勝率</translation>
        </message>
        <message>
            <source>平均胡数</source>
            <translation>平均胡數</translation>
        </message>
        <message>
            <source>最大一手</source>
            <translation>最大一手</translation>
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
            <source>入门</source>
            <translation>入門</translation>
        </message>
        <message>
            <source>熟手</source>
            <translation>熟手</translation>
        </message>
        <message>
            <source>高手</source>
            <translation>高手</translation>
        </message>
        <message>
            <source>称号：%1</source>
            <translation>稱號：%1</translation>
        </message>
        <message>
            <source>累计 %1 胡 / 下一级 %2</source>
            <translation>累計 %1 胡 / 下一級 %2</translation>
        </message>
        <message>
            <source>累计 %1 胡</source>
            <translation>累計 %1 胡</translation>
        </message>
        <message>
            <source>共 %1 局、%2 手，胡了 %3 手（胜率 %4），平均每手 %5 胡。称号按胡牌累计的胡数升级。</source>
            <translation>共 %1 局、%2 手，胡了 %3 手（勝率 %4），平均每手 %5 胡。稱號按胡牌累計的胡數升級。</translation>
        </message>
        <message>
            <source>复盘：还没有复盘过。打完一手，在结算框里点“复盘”。</source>
            <translation>覆盤：還沒有覆盤過。打完一手，在結算框裏點“覆盤”。</translation>
        </message>
        <message>
            <source>复盘过 %1 手：和高手选得一样的 %2，平均每手少 %3 胡；最近 %4 手：一样的 %5，每手少 %6 胡。</source>
            <translation>覆盤過 %1 手：和高手選得一樣的 %2，平均每手少 %3 胡；最近 %4 手：一樣的 %5，每手少 %6 胡。</translation>
        </message>
        <message>
            <source>最近几局的累计输赢</source>
            <translation>最近幾局的累計輸贏</translation>
        </message>
        <message>
            <source>最大的一手：还没有胡过牌</source>
            <translation>最大的一手：還沒有胡過牌</translation>
        </message>
        <message>
            <source>最大的一手：%1 胡 %2（%3）</source>
            <translation>最大的一手：%1 胡 %2（%3）</translation>
        </message>
        <message>
            <source>清空统计</source>
            <translation>清空統計</translation>
        </message>
        <message>
            <source>所有统计和称号都会清零，确定吗？</source>
            <translation>所有統計和稱號都會清零，確定嗎？</translation>
        </message>
    </context>
</TS>
