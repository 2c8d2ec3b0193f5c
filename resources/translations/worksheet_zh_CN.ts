<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>SheetPreview</name>
    <message>
        <location filename="../../gui/classroom/worksheet/preview.py" line="42"/>
        <source>Working out the answer key…</source>
        <translation>正在算出参考答案…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/preview.py" line="45"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <location filename="../../gui/classroom/worksheet/command_line.py" line="31"/>
        <source>24 points practice</source>
        <translation>24 点练习</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/command_line.py" line="32"/>
        <source>Matchstick puzzles</source>
        <translation>火柴棒等式练习</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/command_line.py" line="34"/>
        <source>Puzzles</source>
        <translation>练习题</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="69"/>
        <source>Name:</source>
        <translation>姓名：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="70"/>
        <source>Class:</source>
        <translation>班级：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="71"/>
        <source>Date:</source>
        <translation>日期：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="72"/>
        <source>Answer key</source>
        <translation>参考答案</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/key.py" line="18"/>
        <source>+{count} more</source>
        <translation>另有 {count} 种</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/key.py" line="19"/>
        <source>No solution</source>
        <translation>无解</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="73"/>
        <source>Some puzzles have no solution: write “no solution” for them.</source>
        <translation>有些题目无解：请在答题框里写“无解”。</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="76"/>
        <source>Puzzle Suite · seed {seed} · {page}/{pages}</source>
        <translation>Puzzle Suite · 种子 {seed} · {page}/{pages}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="77"/>
        <source>Puzzle Suite · {page}/{pages}</source>
        <translation>Puzzle Suite · {page}/{pages}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="78"/>
        <source>Make {target}</source>
        <translation>算出 {target}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="79"/>
        <source>Make {target} with some or all of the numbers</source>
        <translation>用其中部分或全部数字算出 {target}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="84"/>
        <source>Use every card once with + − × ÷ and brackets to make the number asked.</source>
        <translation>每张牌用且只用一次，用 + − × ÷ 和括号算出题目要求的数。</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="87"/>
        <source>Countdown: use some or all of the numbers, each at most once, with + − × ÷ and brackets to make the number asked; every step must be a whole number above zero.</source>
        <translation>Countdown 数字游戏：用部分或全部数字（每个最多用一次）和 + − × ÷ 及括号算出题目要求的数；每一步的结果都必须是正整数。</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="92"/>
        <source>Krypto: use all five cards, each once, with + − × ÷ and brackets to make the objective card; every step must be a whole number.</source>
        <translation>Krypto：用全部五张牌（每张用一次）和 + − × ÷ 及括号算出目标牌；每一步的结果都必须是整数。</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="97"/>
        <source>Move, add or take away sticks as asked so that the equation is true.</source>
        <translation>按要求移动、添加或拿走火柴，使等式成立。</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="104"/>
        <source>Puzzle {numbers}: {rule}</source>
        <translation>第 {numbers} 题：{rule}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/page.py" line="105"/>
        <source>Puzzles {numbers}: {rule}</source>
        <translation>第 {numbers} 题：{rule}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/paper.py" line="21"/>
        <source>Move 1 stick</source>
        <translation>移动 1 根火柴</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/paper.py" line="22"/>
        <source>Move {count} sticks</source>
        <translation>移动 {count} 根火柴</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/paper.py" line="23"/>
        <source>Add 1 stick</source>
        <translation>添加 1 根火柴</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/paper.py" line="24"/>
        <source>Add {count} sticks</source>
        <translation>添加 {count} 根火柴</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/paper.py" line="25"/>
        <source>Take away 1 stick</source>
        <translation>拿走 1 根火柴</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/paper.py" line="26"/>
        <source>Take away {count} sticks</source>
        <translation>拿走 {count} 根火柴</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="24"/>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="28"/>
        <source>24 points</source>
        <translation>24 点</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="25"/>
        <source>Matchsticks</source>
        <translation>火柴棒</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="33"/>
        <source>Any</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="34"/>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="35"/>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="36"/>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="39"/>
        <source>Move sticks</source>
        <translation>移动火柴</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="40"/>
        <source>Add sticks</source>
        <translation>添加火柴</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="41"/>
        <source>Take away sticks</source>
        <translation>拿走火柴</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="44"/>
        <source>Standard digits</source>
        <translation>标准数字</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="45"/>
        <source>Flexible digits (6, 7, 9, 1 and −)</source>
        <translation>灵活数字（6、7、9、1 和 −）</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="46"/>
        <source>Handwritten digits</source>
        <translation>手写数字</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="47"/>
        <source>Roman numerals</source>
        <translation>罗马数字</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="67"/>
        <source>Print worksheet</source>
        <translation>打印练习卷</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="88"/>
        <source>Add the answer key</source>
        <translation>附参考答案</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="91"/>
        <source>Write × and ÷ in the answer key</source>
        <translation>答案中用 × 和 ÷ 书写</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="112"/>
        <source>Game:</source>
        <translation>游戏：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="113"/>
        <source>Puzzles:</source>
        <translation>题数：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="116"/>
        <source>Level:</source>
        <translation>难度：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="117"/>
        <source>Cards:</source>
        <translation>牌数：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="118"/>
        <source>Task:</source>
        <translation>题型：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="119"/>
        <source>Sticks:</source>
        <translation>火柴根数：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="120"/>
        <source>Numbers drawn as:</source>
        <translation>数字写法：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="121"/>
        <source>Seed:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="94"/>
        <source>Include puzzles with no solution</source>
        <translation>包含无解的题目</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="97"/>
        <source>About one puzzle in six has none; the key marks it “No solution”</source>
        <translation>约六题中有一题无解；参考答案中标为“无解”</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="103"/>
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="104"/>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="116"/>
        <source>Print preview…</source>
        <translation>打印预览…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="117"/>
        <source>Save PDF…</source>
        <translation>保存 PDF…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="118"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="156"/>
        <source>Making the puzzles…</source>
        <translation>正在出题…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="178"/>
        <source>Making the puzzles: {done} of {total}</source>
        <translation>正在出题：{done} / {total}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="187"/>
        <source>Working out the answers: {done} of {total}</source>
        <translation>正在算出答案：{done} / {total}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="207"/>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="227"/>
        <source>Saved {path}</source>
        <translation>已保存 {path}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="229"/>
        <source>Cannot write {path}</source>
        <translation>无法写入 {path}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="235"/>
        <source>Save worksheet</source>
        <translation>保存练习卷</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/dialog.py" line="235"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="29"/>
        <source>Countdown numbers</source>
        <translation>Countdown 数字游戏</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="30"/>
        <source>Krypto</source>
        <translation>Krypto</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="114"/>
        <source>Rules:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/worksheet/generator_settings.py" line="115"/>
        <source>Large numbers:</source>
        <translation>大数：</translation>
    </message>
</context>
</TS>
