<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context>
        <name>LearnMenu</name>
        <message>
            <source>入门课程</source>
            <translation>Beginner's course</translation>
        </message>
        <message>
            <source>七课学会打长牌，在真的牌桌上</source>
            <translation>Learn to play in seven lessons, on the real table</translation>
        </message>
        <message>
            <source>图鉴</source>
            <translation>Gallery</translation>
        </message>
        <message>
            <source>三十张牌的名字、人物和图型</source>
            <translation>Names, figures and patterns of the thirty cards</translation>
        </message>
        <message>
            <source>练习</source>
            <translation>Drills</translation>
        </message>
        <message>
            <source>认牌和算胡练习</source>
            <translation>Practise recognising cards and counting hands</translation>
        </message>
        <message>
            <source>错题</source>
            <translation>Mistakes</translation>
        </message>
        <message>
            <source>复盘里最贵的打牌：你会打哪一张？</source>
            <translation>The costliest discards of your reviews: what would you discard?</translation>
        </message>
        <message>
            <source>算胡器</source>
            <translation>Scoring calculator</translation>
        </message>
        <message>
            <source>为真实牌桌上的一手牌算胡</source>
            <translation>Score a hand from a real table</translation>
        </message>
        <message>
            <source>牌理</source>
            <translation>Hand analysis</translation>
        </message>
        <message>
            <source>一手牌离听牌多远，打哪张，听什么</source>
            <translation>How far a hand is from ready, what to discard, what it waits on</translation>
        </message>
        <message>
            <source>记分</source>
            <translation>Score keeper</translation>
        </message>
        <message>
            <source>真实牌桌上一晚的记分表</source>
            <translation>The score sheet of an evening at a real table</translation>
        </message>
        <message>
            <source>规则</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>当前玩法的规则</source>
            <translation>The rules of a preset or house-rule set</translation>
        </message>
        <message>
            <source>新手引导</source>
            <translation>Guided first hand</translation>
        </message>
        <message>
            <source>一步一步打第一手牌</source>
            <translation>Play your first hand step by step</translation>
        </message>
        <message>
            <source>家规</source>
            <translation>House rules</translation>
        </message>
        <message>
            <source>按你们的规矩修改玩法</source>
            <translation>Change the rules to the way you play</translation>
        </message>
        <message>
            <source>统计</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <source>战绩和称号</source>
            <translation>Your record and title</translation>
        </message>
    </context>
</TS>
