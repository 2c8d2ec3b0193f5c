<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>NewSetDialog</name>
    <message>
        <location filename="../../gui/new_set_dialog.py" line="52"/>
        <location filename="../../gui/new_set_dialog.py" line="96"/>
        <source>New puzzle set</source>
        <translation>新建题组</translation>
    </message>
    <message>
        <location filename="../../gui/new_set_dialog.py" line="61"/>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location filename="../../gui/new_set_dialog.py" line="63"/>
        <source>Choose the file</source>
        <translation>选择文件</translation>
    </message>
    <message>
        <location filename="../../gui/new_set_dialog.py" line="71"/>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <location filename="../../gui/new_set_dialog.py" line="72"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../../gui/new_set_dialog.py" line="81"/>
        <source>Make the set</source>
        <translation>生成题组</translation>
    </message>
    <message>
        <location filename="../../gui/new_set_dialog.py" line="107"/>
        <source>Choose a file for the set.</source>
        <translation>请为题组选择一个文件。</translation>
    </message>
    <message>
        <location filename="../../gui/new_set_dialog.py" line="113"/>
        <source>Making the puzzles…</source>
        <translation>正在出题…</translation>
    </message>
    <message>
        <location filename="../../gui/new_set_dialog.py" line="131"/>
        <source>{cards} cards</source>
        <translation>{cards} 张牌</translation>
    </message>
    <message>
        <location filename="../../gui/new_set_dialog.py" line="133"/>
        <source>{task}: {sticks}</source>
        <translation>{task}：{sticks}</translation>
    </message>
    <message>
        <location filename="../../gui/new_set_dialog.py" line="137"/>
        <source>{game}: {count} puzzles, level {level}, {task}, seed {seed}</source>
        <translation>{game}：{count} 题，难度{level}，{task}，种子 {seed}</translation>
    </message>
</context>
<context>
    <name>PuzzleSetMenus</name>
    <message>
        <location filename="../../gui/puzzle_set_menu.py" line="145"/>
        <source>Open puzzle &amp;set…</source>
        <translation>打开题组(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../gui/puzzle_set_menu.py" line="146"/>
        <source>Ne&amp;xt puzzle in the set</source>
        <translation>题组中的下一题(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../gui/puzzle_set_menu.py" line="147"/>
        <source>Pre&amp;vious puzzle in the set</source>
        <translation>题组中的上一题(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../gui/puzzle_set_menu.py" line="148"/>
        <source>Close the puzzle set</source>
        <translation>关闭题组</translation>
    </message>
    <message>
        <location filename="../../gui/puzzle_set_menu.py" line="149"/>
        <source>A&amp;dd this puzzle to a set…</source>
        <translation>把这道题加入题组(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../gui/puzzle_set_menu.py" line="150"/>
        <source>New set from &amp;generator…</source>
        <translation>用出题器新建题组(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../../gui/puzzle_set_menu.py" line="151"/>
        <source>Print worksheet of the set…</source>
        <translation>打印题组练习纸…</translation>
    </message>
    <message>
        <location filename="../../gui/puzzle_set_menu.py" line="161"/>
        <source>Open puzzle set</source>
        <translation>打开题组</translation>
    </message>
    <message>
        <location filename="../../gui/puzzle_set_menu.py" line="172"/>
        <source>This puzzle set cannot be opened.</source>
        <translation>无法打开这个题组。</translation>
    </message>
    <message>
        <location filename="../../gui/puzzle_set_menu.py" line="237"/>
        <source>There is no puzzle to add.</source>
        <translation>没有可加入的题目。</translation>
    </message>
    <message>
        <location filename="../../gui/puzzle_set_menu.py" line="248"/>
        <source>Add {code} to a puzzle set</source>
        <translation>把 {code} 加入题组</translation>
    </message>
    <message>
        <location filename="../../gui/puzzle_set_menu.py" line="260"/>
        <source>The puzzle was not added.</source>
        <translation>题目没有加入。</translation>
    </message>
    <message>
        <location filename="../../gui/puzzle_set_menu.py" line="267"/>
        <source>Added {code} to {file}: it has {count} puzzles.</source>
        <translation>已把 {code} 加入 {file}：现有 {count} 道题。</translation>
    </message>
    <message>
        <location filename="../../gui/puzzle_set_menu.py" line="289"/>
        <source>A worksheet holds {limit} puzzles: the first {limit} of the set.</source>
        <translation>一张练习纸最多 {limit} 道题：这里是题组的前 {limit} 道。</translation>
    </message>
    <message>
        <location filename="../../gui/puzzle_set_menu.py" line="302"/>
        <source>Puzzle set</source>
        <translation>题组</translation>
    </message>
    <message>
        <location filename="../../gui/new_set_dialog.py" line="41"/>
        <source>Puzzle sets (*.txt);;All files (*)</source>
        <translation>题组 (*.txt);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>SetPositionBar</name>
    <message>
        <location filename="../../gui/puzzle_set_menu.py" line="97"/>
        <source>Previous puzzle in the set</source>
        <translation>题组中的上一题</translation>
    </message>
    <message>
        <location filename="../../gui/puzzle_set_menu.py" line="98"/>
        <source>Next puzzle in the set</source>
        <translation>题组中的下一题</translation>
    </message>
    <message>
        <location filename="../../gui/puzzle_set_menu.py" line="106"/>
        <source>Puzzle {number} of {count}</source>
        <translation>第 {number} 题，共 {count} 题</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../../gui/puzzle_set_messages.py" line="15"/>
        <source>line {line}: {problem}</source>
        <translation>第 {line} 行：{problem}</translation>
    </message>
    <message>
        <location filename="../../gui/puzzle_set_messages.py" line="16"/>
        <source>the line is longer than {limit} characters</source>
        <translation>这一行超过 {limit} 个字符</translation>
    </message>
    <message>
        <location filename="../../gui/puzzle_set_messages.py" line="17"/>
        <source>a puzzle set file is at most {limit} bytes</source>
        <translation>题组文件最多 {limit} 字节</translation>
    </message>
    <message>
        <location filename="../../gui/puzzle_set_messages.py" line="18"/>
        <source>a puzzle set has at most {limit} puzzles</source>
        <translation>一个题组最多 {limit} 道题</translation>
    </message>
    <message>
        <location filename="../../gui/puzzle_set_messages.py" line="19"/>
        <source>the file is not UTF-8 text</source>
        <translation>文件不是 UTF-8 文本</translation>
    </message>
    <message>
        <location filename="../../gui/puzzle_set_messages.py" line="20"/>
        <source>the puzzle set has no puzzles</source>
        <translation>题组里没有题目</translation>
    </message>
    <message>
        <location filename="../../gui/puzzle_set_messages.py" line="21"/>
        <source>cannot read {path}: {reason}</source>
        <translation>无法读取 {path}：{reason}</translation>
    </message>
    <message>
        <location filename="../../gui/puzzle_set_messages.py" line="22"/>
        <source>cannot write {path}: {reason}</source>
        <translation>无法写入 {path}：{reason}</translation>
    </message>
    <message>
        <location filename="../../gui/puzzle_set_messages.py" line="23"/>
        <source>{path} is not a file</source>
        <translation>{path} 不是文件</translation>
    </message>
</context>
</TS>
