<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>PresentationWindow</name>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="113" />
        <source>Team {number}</source>
        <translation>第{number}组</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="173" />
        <source>Puzzle {number} of {count}</source>
        <translation>第 {number} 题，共 {count} 题</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="225" />
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="225" />
        <location filename="../../gui/classroom/presentation/window.py" line="229" />
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="230" />
        <location filename="../../gui/classroom/presentation/window.py" line="233" />
        <source>Time's up!</source>
        <translation>时间到！</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="253" />
        <source>No solution</source>
        <translation>无解</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="281" />
        <source>◀ Previous</source>
        <translation>◀ 上一题</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="282" />
        <source>Next ▶</source>
        <translation>下一题 ▶</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="283" />
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="284" />
        <source>Reveal</source>
        <translation>公布答案</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="285" />
        <source>Leave (Esc)</source>
        <translation>退出 (Esc)</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="286" />
        <source>Time:</source>
        <translation>时间：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="287" />
        <source>Teams:</source>
        <translation>组数：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="288" />
        <source>Type an answer and press Enter</source>
        <translation>输入答案后按回车</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="289" />
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="290" />
        <source>Previous puzzle</source>
        <translation>上一题</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="291" />
        <source>Next puzzle</source>
        <translation>下一题</translation>
    </message>
</context>
<context>
    <name>TeamPanel</name>
    <message>
        <location filename="../../gui/classroom/presentation/teams.py" line="39" />
        <source>Team {number}</source>
        <translation>第{number}组</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/teams.py" line="78" />
        <source>Name of team {number}</source>
        <translation>第{number}组的名称</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/teams.py" line="79" />
        <source>Team {number}: add a point</source>
        <translation>第{number}组：加一分</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/presentation/teams.py" line="80" />
        <source>Team {number}: take away a point</source>
        <translation>第{number}组：减一分</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../../gui/classroom/presentation/window.py" line="53" />
        <source>Type a time as seconds (90) or minutes:seconds (1:30), up to 60:00: {text}</source>
        <translation>请输入秒数（90）或分:秒（1:30），最长 60:00：{text}</translation>
    </message>
</context>
</TS>
