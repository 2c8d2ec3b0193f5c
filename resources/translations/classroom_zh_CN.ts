<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ClassroomMenus</name>
    <message>
        <location filename="../../gui/classroom/menu.py" line="74" />
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/menu.py" line="75" />
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/menu.py" line="76" />
        <source>Print &amp;worksheet…</source>
        <translation>打印练习卷(&amp;W)…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/menu.py" line="77" />
        <source>Make puzzles from an &amp;answer…</source>
        <translation>由答案出题(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/menu.py" line="78" />
        <source>&amp;How many ways?…</source>
        <translation>有几种算法(&amp;H)？…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/menu.py" line="79" />
        <source>&amp;Presentation</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/menu.py" line="108" />
        <source>How many ways? {hand}</source>
        <translation>有几种算法？{hand}</translation>
    </message>
</context>
</TS>
