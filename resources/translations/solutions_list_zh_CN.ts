<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>SolutionsList</name>
    <message>
        <location filename="../../gui/play/solutions_list.py" line="126"/>
        <source>No solutions</source>
        <translation>没有解法</translation>
    </message>
    <message>
        <location filename="../../gui/play/solutions_list.py" line="128"/>
        <source>1 solution</source>
        <translation>1 种解法</translation>
    </message>
    <message>
        <location filename="../../gui/play/solutions_list.py" line="130"/>
        <source>{count} solutions</source>
        <translation>{count} 种解法</translation>
    </message>
</context>
</TS>
