<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Worksheet</name>
    <message>
        <location filename="../../gui/worksheet/command_line.py" line="24" />
        <source>24 points practice</source>
        <translation>24点练习</translation>
    </message>
    <message>
        <location filename="../../gui/worksheet/command_line.py" line="25" />
        <source>Matchstick puzzles</source>
        <translation>火柴棒等式练习</translation>
    </message>
    <message>
        <location filename="../../gui/worksheet/page.py" line="46" />
        <source>Name:</source>
        <translation>姓名：</translation>
    </message>
    <message>
        <location filename="../../gui/worksheet/page.py" line="47" />
        <source>Class:</source>
        <translation>班级：</translation>
    </message>
    <message>
        <location filename="../../gui/worksheet/page.py" line="48" />
        <source>Date:</source>
        <translation>日期：</translation>
    </message>
    <message>
        <location filename="../../gui/worksheet/page.py" line="49" />
        <source>Answer key</source>
        <translation>参考答案</translation>
    </message>
    <message>
        <location filename="../../gui/worksheet/page.py" line="50" />
        <source>+{count} more</source>
        <translation>另有 {count} 种</translation>
    </message>
    <message>
        <location filename="../../gui/worksheet/page.py" line="51" />
        <source>no solution</source>
        <translation>无解</translation>
    </message>
    <message>
        <location filename="../../gui/worksheet/page.py" line="52" />
        <source>Puzzle Suite · seed {seed} · {page}/{pages}</source>
        <translation>Puzzle Suite · 种子 {seed} · {page}/{pages}</translation>
    </message>
    <message>
        <location filename="../../gui/worksheet/page.py" line="53" />
        <source>Make {target}</source>
        <translation>算出 {target}</translation>
    </message>
    <message>
        <location filename="../../gui/worksheet/page.py" line="54" />
        <source>Use every card once with + − × ÷ and brackets to make the number asked.</source>
        <translation>每张牌用且只用一次，用 + − × ÷ 和括号算出题目要求的数。</translation>
    </message>
    <message>
        <location filename="../../gui/worksheet/page.py" line="57" />
        <source>Move, add or take away sticks as asked so that the equation is true.</source>
        <translation>按要求移动、添加或拿走火柴，使等式成立。</translation>
    </message>
    <message>
        <location filename="../../gui/worksheet/page.py" line="61" />
        <source>Move 1 stick</source>
        <translation>移动 1 根火柴</translation>
    </message>
    <message>
        <location filename="../../gui/worksheet/page.py" line="62" />
        <source>Move {count} sticks</source>
        <translation>移动 {count} 根火柴</translation>
    </message>
    <message>
        <location filename="../../gui/worksheet/page.py" line="63" />
        <source>Add 1 stick</source>
        <translation>添加 1 根火柴</translation>
    </message>
    <message>
        <location filename="../../gui/worksheet/page.py" line="64" />
        <source>Add {count} sticks</source>
        <translation>添加 {count} 根火柴</translation>
    </message>
    <message>
        <location filename="../../gui/worksheet/page.py" line="65" />
        <source>Take away 1 stick</source>
        <translation>拿走 1 根火柴</translation>
    </message>
    <message>
        <location filename="../../gui/worksheet/page.py" line="66" />
        <source>Take away {count} sticks</source>
        <translation>拿走 {count} 根火柴</translation>
    </message>
</context>
</TS>
