<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>HowManyWaysPanel</name>
    <message>
        <location filename="../../gui/classroom/how_many_ways.py" line="120"/>
        <source>{number}. ✓ {answer}: new (+1)</source>
        <translation>{number}. ✓ {answer}：新解法（+1）</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/how_many_ways.py" line="122"/>
        <source>{number}. = {answer}: same as answer {earlier} (−1)</source>
        <translation>{number}. = {answer}：与第 {earlier} 个答案相同（−1）</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/how_many_ways.py" line="126"/>
        <source>{number}. ✗ {answer}: {problem} (−1)</source>
        <translation>{number}. ✗ {answer}：{problem}（−1）</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/how_many_ways.py" line="132"/>
        <source>{found} found</source>
        <translation>已找到 {found} 种</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/how_many_ways.py" line="133"/>
        <source>{found} of {total} found</source>
        <translation>已找到 {found} 种，共 {total} 种</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/how_many_ways.py" line="139"/>
        <source>Score: {score}</source>
        <translation>得分：{score}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/how_many_ways.py" line="153"/>
        <source>Every solution was found!</source>
        <translation>全部解法都找到了！</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/how_many_ways.py" line="154"/>
        <source>How many ways?</source>
        <translation>有几种算法？</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/how_many_ways.py" line="158"/>
        <source>Type an answer, press Enter</source>
        <translation>输入答案，按回车</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/how_many_ways.py" line="159"/>
        <source>Your answer</source>
        <translation>你的答案</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/how_many_ways.py" line="160"/>
        <source>Reveal the rest</source>
        <translation>公布其余解法</translation>
    </message>
</context>
</TS>
