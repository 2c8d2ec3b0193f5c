<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>HowManyWaysPanel</name>
    <message>
        <location filename="../../gui/classroom/how_many_ways.py" line="131"/>
        <source>{number}. ✓ {answer}: new (+1)</source>
        <translation>{number}. ✓ {answer}：新解法（+1）</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/how_many_ways.py" line="133"/>
        <source>{number}. = {answer}: same as answer {earlier} (−1)</source>
        <translation>{number}. = {answer}：与第 {earlier} 个答案相同（−1）</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/how_many_ways.py" line="137"/>
        <source>{number}. ✗ {answer}: {problem} (−1)</source>
        <translation>{number}. ✗ {answer}：{problem}（−1）</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/how_many_ways.py" line="145"/>
        <source>{found} found</source>
        <translation>已找到 {found} 种</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/how_many_ways.py" line="148"/>
        <source>This hand has no solution: no way to find</source>
        <translation>这手牌无解：没有算法可找</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/how_many_ways.py" line="151"/>
        <source>✓ The only way is found</source>
        <translation>✓ 唯一的算法已找到</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/how_many_ways.py" line="152"/>
        <source>✓ All {total} ways found</source>
        <translation>✓ 全部 {total} 种算法都已找到</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/how_many_ways.py" line="153"/>
        <source>{found} of {total} found</source>
        <translation>已找到 {found} 种，共 {total} 种</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/how_many_ways.py" line="168"/>
        <source>Not found ({count}):</source>
        <translation>未找到（{count}）：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/how_many_ways.py" line="178"/>
        <source>Score: {score}</source>
        <translation>得分：{score}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/how_many_ways.py" line="181"/>
        <source>How many ways?</source>
        <translation>有几种算法？</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/how_many_ways.py" line="182"/>
        <source>Reveal the rest</source>
        <translation>公布其余解法</translation>
    </message>
</context>
</TS>
