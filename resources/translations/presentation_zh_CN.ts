<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>PresentationWindow</name>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="104" />
        <source>Team {number}</source>
        <translation>第{number}组</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="158" />
        <source>Puzzle {number} of {count}</source>
        <translation>第 {number} 题，共 {count} 题</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="196" />
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="196" />
        <location filename="../../gui/classroom/presentation/window.py" line="200" />
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="201" />
        <location filename="../../gui/classroom/presentation/window.py" line="204" />
        <source>Time's up!</source>
        <translation>时间到！</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="224" />
        <source>No solution</source>
        <translation>无解</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="251" />
        <source>◀ Previous</source>
        <translation>◀ 上一题</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="252" />
        <source>Next ▶</source>
        <translation>下一题 ▶</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="253" />
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="254" />
        <source>Reveal</source>
        <translation>公布答案</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="255" />
        <source>Leave (Esc)</source>
        <translation>退出 (Esc)</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="256" />
        <source>Time:</source>
        <translation>时间：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="257" />
        <source>Teams:</source>
        <translation>组数：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="258" />
        <source>Type an answer and press Enter</source>
        <translation>输入答案后按回车</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Previous puzzle</source>
        <translation>上一题</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>下一题</translation>
    </message>
</context>
<context>
    <name>TeamPanel</name>
    <message>
        <location filename="../../gui/classroom/presentation/teams.py" line="27" />
        <source>Team {number}</source>
        <translation>第{number}组</translation>
    </message>
    <message>
        <source>Name of team {number}</source>
        <translation>第{number}组的名称</translation>
    </message>
    <message>
        <source>Team {number}: add a point</source>
        <translation>第{number}组：加一分</translation>
    </message>
    <message>
        <source>Team {number}: take away a point</source>
        <translation>第{number}组：减一分</translation>
    </message>
</context>
</TS>
