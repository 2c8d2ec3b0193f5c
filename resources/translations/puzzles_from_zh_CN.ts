<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>PuzzlesFromDialog</name>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="42" />
        <source>Move sticks</source>
        <translation>移动火柴</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="43" />
        <source>Add sticks</source>
        <translation>添加火柴</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="44" />
        <source>Take away sticks</source>
        <translation>拿走火柴</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="76" />
        <source>Make puzzles from an answer</source>
        <translation>由答案出题</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="95" />
        <source>Only puzzles with this one answer</source>
        <translation>只要答案唯一的题目</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="98" />
        <source>“=” may change</source>
        <translation>“=”可以改变</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="101" />
        <source>Allow × and ÷</source>
        <translation>允许 × 和 ÷</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="104" />
        <source>No leading zeros</source>
        <translation>数字不能以 0 开头</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="106" />
        <source>Find puzzles</source>
        <translation>查找题目</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="120" />
        <source>Answer:</source>
        <translation>答案：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="121" />
        <source>Task:</source>
        <translation>题型：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="122" />
        <source>Sticks:</source>
        <translation>火柴根数：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="127" />
        <source>Rules:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="130" />
        <source>Play</source>
        <translation>开始玩</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="131" />
        <source>Add to a set…</source>
        <translation>加入题组…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="132" />
        <source>Print worksheet…</source>
        <translation>打印练习卷…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="163" />
        <source>Searching…</source>
        <translation>正在查找…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="180" />
        <source>Puzzles found: {count}</source>
        <translation>找到题目：{count} 道</translation>
    </message>
</context>
</TS>
