<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>NewSetDialog</name>
    <message>
        <location filename="../../gui/classroom/new_set_dialog.py" line="53" />
        <location filename="../../gui/classroom/new_set_dialog.py" line="99" />
        <location filename="../../gui/classroom/new_set_dialog.py" line="126" />
        <source>New puzzle set</source>
        <translation>新建题组</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/new_set_dialog.py" line="64" />
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/new_set_dialog.py" line="66" />
        <source>Choose the file</source>
        <translation>选择文件</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/new_set_dialog.py" line="74" />
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/new_set_dialog.py" line="75" />
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/new_set_dialog.py" line="84" />
        <source>Make the set</source>
        <translation>生成题组</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/new_set_dialog.py" line="111" />
        <source>Choose a file for the set.</source>
        <translation>请为题组选择一个文件。</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/new_set_dialog.py" line="120" />
        <source>Making the puzzles…</source>
        <translation>正在出题…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/new_set_dialog.py" line="126" />
        <source>Making the puzzles: {done} of {total}</source>
        <translation>正在出题：{done} / {total}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/new_set_dialog.py" line="127" />
        <source>{file} already exists. Replace it?</source>
        <translation>{file} 已存在。要替换它吗？</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/new_set_dialog.py" line="146" />
        <source>{cards} cards</source>
        <translation>{cards} 张牌</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/new_set_dialog.py" line="148" />
        <source>{task}: {sticks}</source>
        <translation>{task}：{sticks}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gui/classroom/new_set_dialog.py" line="153" />
        <source>{game}: %n puzzle(s), level {level}, {task}, seed {seed}</source>
        <translation>
            <numerusform>{game}：%n 题，难度{level}，{task}，种子 {seed}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleSetMenus</name>
    <message>
        <location filename="../../gui/classroom/puzzle_set_menu.py" line="140" />
        <source>Open puzzle &amp;set…</source>
        <translation>打开题组(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzle_set_menu.py" line="141" />
        <source>Ne&amp;xt puzzle in the set</source>
        <translation>题组中的下一题(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzle_set_menu.py" line="142" />
        <source>Pre&amp;vious puzzle in the set</source>
        <translation>题组中的上一题(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzle_set_menu.py" line="143" />
        <source>Close the puzzle set</source>
        <translation>关闭题组</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzle_set_menu.py" line="144" />
        <source>A&amp;dd this puzzle to a set…</source>
        <translation>把这道题加入题组(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzle_set_menu.py" line="145" />
        <source>New set from &amp;generator…</source>
        <translation>用出题器新建题组(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzle_set_menu.py" line="146" />
        <source>Print worksheet of the set…</source>
        <translation>打印题组练习纸…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzle_set_menu.py" line="156" />
        <source>Open puzzle set</source>
        <translation>打开题组</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzle_set_menu.py" line="167" />
        <source>This puzzle set cannot be opened.</source>
        <translation>无法打开这个题组。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gui/classroom/puzzle_set_menu.py" line="171" />
        <source>Opened {file}: %n puzzle(s).</source>
        <translation>
            <numerusform>已打开 {file}：共 %n 道题。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gui/classroom/puzzle_set_menu.py" line="265" />
        <source>Added {code} to {file}: it has %n puzzle(s).</source>
        <translation>
            <numerusform>已把 {code} 加入 {file}：现有 %n 道题。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzle_set_menu.py" line="235" />
        <source>There is no puzzle to add.</source>
        <translation>没有可加入的题目。</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzle_set_menu.py" line="246" />
        <source>Add {code} to a puzzle set</source>
        <translation>把 {code} 加入题组</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzle_set_menu.py" line="258" />
        <source>The puzzle was not added.</source>
        <translation>题目没有加入。</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzle_set_menu.py" line="287" />
        <source>A worksheet holds {limit} puzzles: the first {limit} of the set.</source>
        <translation>一张练习纸最多 {limit} 道题：这里是题组的前 {limit} 道。</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzle_set_menu.py" line="300" />
        <source>Puzzle set</source>
        <translation>题组</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/new_set_dialog.py" line="42" />
        <source>Puzzle sets (*.txt);;All files (*)</source>
        <translation>题组 (*.txt);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>SetPositionBar</name>
    <message>
        <location filename="../../gui/classroom/puzzle_set_menu.py" line="98" />
        <source>Previous puzzle in the set</source>
        <translation>题组中的上一题</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzle_set_menu.py" line="99" />
        <source>Next puzzle in the set</source>
        <translation>题组中的下一题</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzle_set_menu.py" line="107" />
        <source>Puzzle {number} of {count}</source>
        <translation>第 {number} 题，共 {count} 题</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../../gui/classroom/puzzle_set_messages.py" line="15" />
        <source>line {line}: {problem}</source>
        <translation>第 {line} 行：{problem}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzle_set_messages.py" line="16" />
        <source>the line is longer than {limit} characters</source>
        <translation>这一行超过 {limit} 个字符</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzle_set_messages.py" line="17" />
        <source>a puzzle set file is at most {limit} bytes</source>
        <translation>题组文件最多 {limit} 字节</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzle_set_messages.py" line="18" />
        <source>a puzzle set has at most {limit} puzzles</source>
        <translation>一个题组最多 {limit} 道题</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzle_set_messages.py" line="19" />
        <source>the file is not UTF-8 text</source>
        <translation>文件不是 UTF-8 文本</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzle_set_messages.py" line="20" />
        <source>the puzzle set has no puzzles</source>
        <translation>题组里没有题目</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzle_set_messages.py" line="21" />
        <source>cannot read {path}: {reason}</source>
        <translation>无法读取 {path}：{reason}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzle_set_messages.py" line="22" />
        <source>cannot write {path}: {reason}</source>
        <translation>无法写入 {path}：{reason}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/puzzle_set_messages.py" line="23" />
        <source>{path} is not a file</source>
        <translation>{path} 不是文件</translation>
    </message>
</context>
</TS>
