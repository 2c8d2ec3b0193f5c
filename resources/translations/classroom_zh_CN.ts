<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ClassroomMenus</name>
    <message>
        <location filename="../../gui/classroom/menu.py" line="89"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/menu.py" line="90"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/menu.py" line="91"/>
        <source>Print &amp;worksheet…</source>
        <translation>打印练习卷(&amp;W)…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/menu.py" line="92"/>
        <source>Make puzzles from an &amp;answer…</source>
        <translation>由答案出题(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/menu.py" line="93"/>
        <source>Host a class &amp;contest…</source>
        <translation>举办课堂比赛(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/menu.py" line="94"/>
        <source>&amp;How many ways?</source>
        <translation>有几种算法(&amp;H)？</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/menu.py" line="95"/>
        <source>&amp;Presentation</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/menu.py" line="155"/>
        <source>Team {number}</source>
        <translation>第{number}组</translation>
    </message>
</context>
</TS>
