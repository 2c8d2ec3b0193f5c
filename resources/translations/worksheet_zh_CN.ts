<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Worksheet</name>
    <message>
        <location filename="../../gui/classroom/worksheet/command_line.py" line="24" />
        <source>24 points practice</source>
        <translation>24 点练习</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/command_line.py" line="25" />
        <source>Matchstick puzzles</source>
        <translation>火柴棒等式练习</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="40" />
        <source>Puzzles</source>
        <translation>练习题</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="46" />
        <source>Name:</source>
        <translation>姓名：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="47" />
        <source>Class:</source>
        <translation>班级：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="48" />
        <source>Date:</source>
        <translation>日期：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="49" />
        <source>Answer key</source>
        <translation>参考答案</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="50" />
        <source>+{count} more</source>
        <translation>另有 {count} 种</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="51" />
        <source>no solution</source>
        <translation>无解</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="52" />
        <source>Puzzle Suite · seed {seed} · {page}/{pages}</source>
        <translation>Puzzle Suite · 种子 {seed} · {page}/{pages}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="53" />
        <source>Puzzle Suite · {page}/{pages}</source>
        <translation>Puzzle Suite · {page}/{pages}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="54" />
        <source>Make {target}</source>
        <translation>算出 {target}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="55" />
        <source>Use every card once with + − × ÷ and brackets to make the number asked.</source>
        <translation>每张牌用且只用一次，用 + − × ÷ 和括号算出题目要求的数。</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="58" />
        <source>Move, add or take away sticks as asked so that the equation is true.</source>
        <translation>按要求移动、添加或拿走火柴，使等式成立。</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="62" />
        <source>Move 1 stick</source>
        <translation>移动 1 根火柴</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="63" />
        <source>Move {count} sticks</source>
        <translation>移动 {count} 根火柴</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="64" />
        <source>Add 1 stick</source>
        <translation>添加 1 根火柴</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="65" />
        <source>Add {count} sticks</source>
        <translation>添加 {count} 根火柴</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="66" />
        <source>Take away 1 stick</source>
        <translation>拿走 1 根火柴</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="67" />
        <source>Take away {count} sticks</source>
        <translation>拿走 {count} 根火柴</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="42" />
        <source>24 points</source>
        <translation>24 点</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="43" />
        <source>Matchsticks</source>
        <translation>火柴棒</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="46" />
        <source>Any</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="47" />
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="48" />
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="49" />
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="52" />
        <source>Move sticks</source>
        <translation>移动火柴</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="53" />
        <source>Add sticks</source>
        <translation>添加火柴</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="54" />
        <source>Take away sticks</source>
        <translation>拿走火柴</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="88" />
        <source>Print worksheet</source>
        <translation>打印练习卷</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="108" />
        <source>Add the answer key</source>
        <translation>附参考答案</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="111" />
        <source>Write × and ÷ in the answer key</source>
        <translation>答案中用 × 和 ÷ 书写</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="117" />
        <source>Game:</source>
        <translation>游戏：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="118" />
        <source>Puzzles:</source>
        <translation>题数：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="119" />
        <source>Level:</source>
        <translation>难度：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="120" />
        <source>Cards:</source>
        <translation>牌数：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="121" />
        <source>Task:</source>
        <translation>题型：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="122" />
        <source>Sticks:</source>
        <translation>火柴根数：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="123" />
        <source>Seed:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="129" />
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="130" />
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="141" />
        <source>Print preview…</source>
        <translation>打印预览…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="142" />
        <source>Save PDF…</source>
        <translation>保存 PDF…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="204" />
        <source>Making the puzzles…</source>
        <translation>正在出题…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="244" />
        <source>Saved {path}</source>
        <translation>已保存 {path}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="246" />
        <source>Cannot write {path}</source>
        <translation>无法写入 {path}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="252" />
        <source>Save worksheet</source>
        <translation>保存练习卷</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="252" />
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
</context>
</TS>
