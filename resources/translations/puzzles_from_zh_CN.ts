<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>PuzzlesFromDialog</name>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="33" />
        <source>Move sticks</source>
        <translation>移动火柴</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="34" />
        <source>Add sticks</source>
        <translation>添加火柴</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="35" />
        <source>Take away sticks</source>
        <translation>拿走火柴</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="52" />
        <source>Make puzzles from an answer</source>
        <translation>由答案出题</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="69" />
        <source>Only puzzles with this one answer</source>
        <translation>只要答案唯一的题目</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="71" />
        <source>Find puzzles</source>
        <translation>查找题目</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="83" />
        <source>Answer:</source>
        <translation>答案：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="84" />
        <source>Task:</source>
        <translation>题型：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="85" />
        <source>Sticks:</source>
        <translation>火柴根数：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="89" />
        <source>Play</source>
        <translation>开始玩</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="90" />
        <source>Add to a set…</source>
        <translation>加入题组…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="91" />
        <source>Print worksheet…</source>
        <translation>打印练习卷…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="107" />
        <source>Searching…</source>
        <translation>正在查找…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzles_from_dialog.py" line="118" />
        <source>Puzzles found: {count}</source>
        <translation>找到题目：{count} 道</translation>
    </message>
</context>
</TS>
