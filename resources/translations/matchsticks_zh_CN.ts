<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BoardSpeech</name>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="52"/>
        <source>top</source>
        <translation>顶部</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="53"/>
        <source>upper right</source>
        <translation>右上</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="54"/>
        <source>lower right</source>
        <translation>右下</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="55"/>
        <source>bottom</source>
        <translation>底部</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="56"/>
        <source>lower left</source>
        <translation>左下</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="57"/>
        <source>upper left</source>
        <translation>左上</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="58"/>
        <source>middle</source>
        <translation>中间</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="59"/>
        <source>long upright</source>
        <translation>长竖</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="60"/>
        <source>long slant</source>
        <translation>长斜杠</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="61"/>
        <source>middle bar</source>
        <translation>中间横杠</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="62"/>
        <source>upright bar</source>
        <translation>竖杠</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="63"/>
        <source>lower bar</source>
        <translation>下横杠</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="64"/>
        <source>first diagonal</source>
        <translation>第一条斜杠</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="65"/>
        <source>second diagonal</source>
        <translation>第二条斜杠</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="72"/>
        <source>upright of I</source>
        <translation>I 的竖</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="73"/>
        <source>left stroke of V</source>
        <translation>V 的左笔</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="74"/>
        <source>right stroke of V</source>
        <translation>V 的右笔</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="75"/>
        <source>falling stroke of X</source>
        <translation>X 的左上到右下一笔</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="76"/>
        <source>rising stroke of X</source>
        <translation>X 的左下到右上一笔</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="77"/>
        <source>left upright</source>
        <translation>左竖</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="78"/>
        <source>top bar</source>
        <translation>顶横</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="79"/>
        <source>foot bar</source>
        <translation>底横</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="80"/>
        <source>upper stroke of D</source>
        <translation>D 的上斜笔</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="81"/>
        <source>lower stroke of D</source>
        <translation>D 的下斜笔</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="82"/>
        <source>left inner stroke of M</source>
        <translation>M 中间的左斜笔</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="83"/>
        <source>right inner stroke of M</source>
        <translation>M 中间的右斜笔</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="84"/>
        <source>right upright</source>
        <translation>右竖</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="96"/>
        <source>the {place} stick of cell {cell} ({glyph})</source>
        <translation>第 {cell} 格（{glyph}）{place}的火柴</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="98"/>
        <source>the empty {place} place of cell {cell} ({glyph})</source>
        <translation>第 {cell} 格（{glyph}）{place}的空位</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="105"/>
        <source>Matchstick board</source>
        <translation>火柴棍棋盘</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="106"/>
        <source>Matchstick board: {equation}</source>
        <translation>火柴棍棋盘：{equation}</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="117"/>
        <source>Holding a spare stick.</source>
        <translation>手里拿着一根备用火柴。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="119"/>
        <source>Holding {place}.</source>
        <translation>手里拿着{place}。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="124"/>
        <source>Cursor on the tray.</source>
        <translation>光标在备用火柴盒上。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="127"/>
        <source>Cursor on {place}.</source>
        <translation>光标在{place}上。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="132"/>
        <source>Arrow keys move the cursor, Space takes or puts a stick, Enter checks.</source>
        <translation>方向键移动光标，空格键拿起或放下火柴，回车键检查。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/speech.py" line="136"/>
        <source>{sentences} {sentence}</source>
        <translation>{sentences}{sentence}</translation>
    </message>
</context>
<context>
    <name>MatchBoard</name>
    <message>
        <location filename="../../gui/matchsticks/board.py" line="369"/>
        <source>Spare sticks</source>
        <translation>备用火柴</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/board.py" line="369"/>
        <source>Taken away</source>
        <translation>已拿走</translation>
    </message>
</context>
<context>
    <name>MatchstickTab</name>
    <message>
        <location filename="../../gui/matchsticks/options.py" line="149"/>
        <source>Rules changed: hints and solutions follow them.</source>
        <translation>规则已更改：提示和解法将按新规则给出。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="185"/>
        <source>New puzzle: {equation}</source>
        <translation>新题目：{equation}</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="250"/>
        <source>Solved!</source>
        <translation>解开了！</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/table.py" line="83"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/table.py" line="84"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/table.py" line="85"/>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/table.py" line="86"/>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/table.py" line="87"/>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/table.py" line="88"/>
        <source>All solutions</source>
        <translation>全部解法</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/rules_text.py" line="34"/>
        <source>Without a mouse: Tab to the board, move the cursor with the arrow keys, press Space to take a stick and Space again to put it down (Esc puts it back), then Enter to check. The tray of spare sticks is below the equation.</source>
        <translation>不用鼠标：按 Tab 键移到棋盘，用方向键移动光标，按空格键拿起火柴，再按一次空格键放下（按 Esc 键放回原处），最后按回车键检查。备用火柴盒在等式下方。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/table.py" line="89"/>
        <source>Take back the last move (Ctrl+Z)</source>
        <translation>撤回上一步（Ctrl+Z）</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/table.py" line="91"/>
        <source>Make the move again (Ctrl+Shift+Z)</source>
        <translation>重做这一步（Ctrl+Shift+Z）</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/table.py" line="94"/>
        <source>Each press tells a little more (Ctrl+H)</source>
        <translation>每按一次多透露一点（Ctrl+H）</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/rules_text.py" line="17"/>
        <source>&lt;h3&gt;Matchsticks&lt;/h3&gt;&lt;p&gt;The equation is made of matchsticks. Move, add or remove the number of sticks the puzzle asks for so that the equation becomes true.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Drag a stick to an empty place, or click it and then click the place. Esc, a right click or a click elsewhere puts it back.&lt;/li&gt;&lt;li&gt;Add puzzles: take spare sticks from the tray. Remove puzzles: click a stick to take it away.&lt;/li&gt;&lt;li&gt;Every cell must stay a digit or a sign; the “=” stays unless the rules let it change.&lt;/li&gt;&lt;li&gt;Check tells you whether you are right; Hint helps step by step; All solutions lists every answer and plays the one you pick.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;火柴棍游戏&lt;/h3&gt;&lt;p&gt;等式由火柴棍摆成。按题目要求移动、添加或拿走相应数量的火柴，使等式成立。&lt;/p&gt;&lt;ul&gt;&lt;li&gt;把火柴拖到空位上，或先点一下火柴再点空位。按 Esc、点右键或点别处可放回原处。&lt;/li&gt;&lt;li&gt;添加题：从备用火柴盒里拿火柴。拿走题：点一下火柴即可拿走。&lt;/li&gt;&lt;li&gt;每一格都必须仍是数字或符号；除非规则允许，“=”不能改动。&lt;/li&gt;&lt;li&gt;“检查”告诉你是否正确；“提示”一步步帮你；“全部解法”列出所有答案，并演示你选中的那个。&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/options.py" line="70"/>
        <source>The new settings apply from the next puzzle.</source>
        <translation>新的设置从下一题开始生效。</translation>
    </message>
</context>
<context>
    <name>PosingTexts</name>
    <message>
        <location filename="../../gui/matchsticks/postings.py" line="50"/>
        <source>Move one stick to make the equation true.</source>
        <translation>移动一根火柴，使等式成立。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/postings.py" line="51"/>
        <source>Add one stick to make the equation true.</source>
        <translation>添加一根火柴，使等式成立。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/postings.py" line="52"/>
        <source>Remove one stick to make the equation true.</source>
        <translation>拿走一根火柴，使等式成立。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/postings.py" line="56"/>
        <source>Move {count} sticks to make the equation true.</source>
        <translation>移动 {count} 根火柴，使等式成立。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/postings.py" line="57"/>
        <source>Add {count} sticks to make the equation true.</source>
        <translation>添加 {count} 根火柴，使等式成立。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/postings.py" line="58"/>
        <source>Remove {count} sticks to make the equation true.</source>
        <translation>拿走 {count} 根火柴，使等式成立。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/postings.py" line="71"/>
        <source>Moved: 1 stick of {allowed}</source>
        <translation>已移动：1 根，共 {allowed} 根</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/postings.py" line="72"/>
        <source>Added: 1 stick of {allowed}</source>
        <translation>已添加：1 根，共 {allowed} 根</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/postings.py" line="73"/>
        <source>Removed: 1 stick of {allowed}</source>
        <translation>已拿走：1 根，共 {allowed} 根</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/postings.py" line="77"/>
        <source>Moved: {used} sticks of {allowed}</source>
        <translation>已移动：{used} 根，共 {allowed} 根</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/postings.py" line="78"/>
        <source>Added: {used} sticks of {allowed}</source>
        <translation>已添加：{used} 根，共 {allowed} 根</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/postings.py" line="79"/>
        <source>Removed: {used} sticks of {allowed}</source>
        <translation>已拿走：{used} 根，共 {allowed} 根</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/postings.py" line="87"/>
        <source>move 1 stick</source>
        <translation>移动 1 根火柴</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/postings.py" line="88"/>
        <source>add 1 stick</source>
        <translation>添加 1 根火柴</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/postings.py" line="89"/>
        <source>remove 1 stick</source>
        <translation>拿走 1 根火柴</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/postings.py" line="93"/>
        <source>move {count} sticks</source>
        <translation>移动 {count} 根火柴</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/postings.py" line="94"/>
        <source>add {count} sticks</source>
        <translation>添加 {count} 根火柴</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/postings.py" line="95"/>
        <source>remove {count} sticks</source>
        <translation>拿走 {count} 根火柴</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/postings.py" line="112"/>
        <source>{equation} has no solution when you {posed}. Looking for the ways it has one…</source>
        <translation>{equation}：{posed}无解。正在寻找有解的题型和火柴数…</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/postings.py" line="116"/>
        <source>{equation} has no solution when you {posed}, nor with any other kind or number of sticks.</source>
        <translation>{equation}：{posed}无解，换成其他题型或火柴数也都无解。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/postings.py" line="119"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/postings.py" line="121"/>
        <source>{equation} has no solution when you {posed}. It has one when you: {others}.</source>
        <translation>{equation}：{posed}无解。以下做法有解：{others}。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/postings.py" line="63"/>
        <source>{task} This puzzle has {count} solutions.</source>
        <translation>{task}这道题有 {count} 种解法。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/postings.py" line="103"/>
        <source>{equation} is already true, and no other true equation is there when you {posed}.</source>
        <translation>{equation} 已经成立，{posed}也得不到别的成立的等式。</translation>
    </message>
</context>
<context>
    <name>PuzzlePanel</name>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="157"/>
        <source>Solutions: press “All solutions”</source>
        <translation>解法：请按“全部解法”</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="137"/>
        <source>New puzzle</source>
        <translation>新题目</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="138"/>
        <source>Kind</source>
        <translation>题型</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="139"/>
        <source>Sticks</source>
        <translation>火柴数</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="140"/>
        <source>Digits</source>
        <translation>位数</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="141"/>
        <source>Level</source>
        <translation>难度</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="142"/>
        <source>One solution only</source>
        <translation>唯一解</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="143"/>
        <source>Move</source>
        <translation>移动</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="143"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="143"/>
        <source>Remove</source>
        <translation>拿走</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="144"/>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="144"/>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="144"/>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="151"/>
        <source>Your equation</source>
        <translation>自己的等式</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="153"/>
        <source>Clear the equation</source>
        <translation>清除等式</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="154"/>
        <source>Your equation, e.g. 5+7=2</source>
        <translation>自己的等式，如 5+7=2</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="155"/>
        <source>Type e.g. 5+7=2 and press Enter</source>
        <translation>输入如 5+7=2 后按回车</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="156"/>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="158"/>
        <source>Solutions</source>
        <translation>解法</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="159"/>
        <source>“=” may change</source>
        <translation>“=”可以改变</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="160"/>
        <source>Sticks may move in and out of “=”</source>
        <translation>火柴可以移入或移出“=”</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="161"/>
        <source>Allow × and ÷</source>
        <translation>允许 × 和 ÷</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="162"/>
        <source>No leading zeros</source>
        <translation>数字不能以 0 开头</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="163"/>
        <source>Used for the next puzzle and for typed equations</source>
        <translation>用于下一道题和输入的等式</translation>
    </message>
</context>
<context>
    <name>VerdictTexts</name>
    <message>
        <location filename="../../gui/matchsticks/verdict.py" line="40"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/verdict.py" line="84"/>
        <source>Making a new puzzle…</source>
        <translation>正在出新题…</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/verdict.py" line="87"/>
        <source>Looking for every solution…</source>
        <translation>正在寻找所有解法…</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/verdict.py" line="90"/>
        <source>This equation has no solution under these rules.</source>
        <translation>按当前规则，这个等式无解。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/verdict.py" line="97"/>
        <source>Hint {step} of {count}: {text}</source>
        <translation>提示 {step}/{count}：{text}</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/verdict.py" line="101"/>
        <source>Solution {equation}: sticks with a solid ring moved in; dashed outlines show the places they left.</source>
        <translation>解法 {equation}：带实线圈的火柴是移进来的，虚线轮廓是它们原来的位置。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/verdict.py" line="112"/>
        <source>Drag a stick to an empty place, or use the arrow keys and Space.</source>
        <translation>把火柴拖到空位上，或用方向键和空格键操作。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/verdict.py" line="114"/>
        <source>Drag a spare stick from the tray to an empty place, or press Space on one.</source>
        <translation>把备用火柴从盒里拖到空位上，或在空位上按空格键。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/verdict.py" line="116"/>
        <source>Click a stick, or press Space on it, to take it away.</source>
        <translation>点一下火柴，或在火柴上按空格键，就能拿走它。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/verdict.py" line="96"/>
        <source>{first}; then {then}</source>
        <translation>{first}；然后{then}</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="13"/>
        <source>{operator} is not an operator: choose from + - * /</source>
        <translation>{operator} 不是运算符：请从 + - * / 中选择</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="14"/>
        <source>the rules need at least one operator</source>
        <translation>规则至少需要一个运算符</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="15"/>
        <source>{glyphs} is not a set of shapes: choose standard, flexible, handwritten or roman</source>
        <translation>{glyphs} 不是一种字形：请选 standard（标准）、flexible（灵活）、handwritten（手写）或 roman（罗马数字）</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="18"/>
        <source>a puzzle moves, adds or removes 1 to {limit} sticks, not {count}</source>
        <translation>每题移动、添加或拿走 1 到 {limit} 根火柴，不能是 {count} 根</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="19"/>
        <source>{kind} is not a puzzle kind: choose move, add or remove</source>
        <translation>{kind} 不是题型：请选择移动、添加或拿走</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="20"/>
        <source>there is no stick to take from that place</source>
        <translation>那个位置没有火柴可拿</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="21"/>
        <source>that place already has a stick</source>
        <translation>那个位置已经有火柴了</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="22"/>
        <source>there is no such place for a stick</source>
        <translation>没有这个火柴位置</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="23"/>
        <source>a move needs a stick to take or a place to put one</source>
        <translation>一步操作需要拿起一根火柴或找一个位置放下</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="24"/>
        <source>the equation is empty</source>
        <translation>等式是空的</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="25"/>
        <source>the equation has {length} characters; at most {limit} are allowed</source>
        <translation>等式有 {length} 个字符，最多只允许 {limit} 个</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="28"/>
        <source>{text} is not an equation: {character} is not allowed</source>
        <translation>{text} 不是等式：不允许使用 {character}</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="29"/>
        <source>{text} uses {operator}, which these rules do not allow</source>
        <translation>{text} 用了 {operator}，当前规则不允许</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="30"/>
        <source>{text} is not an equation: it has no =</source>
        <translation>{text} 不是等式：没有 =</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="31"/>
        <source>{text} is not an equation: it has more than one =</source>
        <translation>{text} 不是等式：有不止一个 =</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="32"/>
        <source>{text} is not an equation: a number is missing</source>
        <translation>{text} 不是等式：缺少数字</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="33"/>
        <source>the first cell is not a digit</source>
        <translation>第一格不是数字</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="34"/>
        <source>the first cell is not an operator</source>
        <translation>第一格不是运算符</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="35"/>
        <source>the first cell is not a Roman numeral letter</source>
        <translation>第一格不是罗马数字字母</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="36"/>
        <source>the second cell is not a digit</source>
        <translation>第二格不是数字</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="37"/>
        <source>the second cell is not an operator</source>
        <translation>第二格不是运算符</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="38"/>
        <source>the second cell is not a Roman numeral letter</source>
        <translation>第二格不是罗马数字字母</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="39"/>
        <source>the third cell is not a digit</source>
        <translation>第三格不是数字</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="40"/>
        <source>the third cell is not an operator</source>
        <translation>第三格不是运算符</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="41"/>
        <source>the third cell is not a Roman numeral letter</source>
        <translation>第三格不是罗马数字字母</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="42"/>
        <source>the fourth cell is not a digit</source>
        <translation>第四格不是数字</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="43"/>
        <source>the fourth cell is not an operator</source>
        <translation>第四格不是运算符</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="44"/>
        <source>the fourth cell is not a Roman numeral letter</source>
        <translation>第四格不是罗马数字字母</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="45"/>
        <source>the fifth cell is not a digit</source>
        <translation>第五格不是数字</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="46"/>
        <source>the fifth cell is not an operator</source>
        <translation>第五格不是运算符</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="47"/>
        <source>the fifth cell is not a Roman numeral letter</source>
        <translation>第五格不是罗马数字字母</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="48"/>
        <source>the sixth cell is not a digit</source>
        <translation>第六格不是数字</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="49"/>
        <source>the sixth cell is not an operator</source>
        <translation>第六格不是运算符</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="50"/>
        <source>the sixth cell is not a Roman numeral letter</source>
        <translation>第六格不是罗马数字字母</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="51"/>
        <source>the seventh cell is not a digit</source>
        <translation>第七格不是数字</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="52"/>
        <source>the seventh cell is not an operator</source>
        <translation>第七格不是运算符</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="53"/>
        <source>the seventh cell is not a Roman numeral letter</source>
        <translation>第七格不是罗马数字字母</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="54"/>
        <source>the eighth cell is not a digit</source>
        <translation>第八格不是数字</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="55"/>
        <source>the eighth cell is not an operator</source>
        <translation>第八格不是运算符</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="56"/>
        <source>the eighth cell is not a Roman numeral letter</source>
        <translation>第八格不是罗马数字字母</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="57"/>
        <source>the ninth cell is not a digit</source>
        <translation>第九格不是数字</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="58"/>
        <source>the ninth cell is not an operator</source>
        <translation>第九格不是运算符</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="59"/>
        <source>the ninth cell is not a Roman numeral letter</source>
        <translation>第九格不是罗马数字字母</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="60"/>
        <source>the tenth cell is not a digit</source>
        <translation>第十格不是数字</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="61"/>
        <source>the tenth cell is not an operator</source>
        <translation>第十格不是运算符</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="62"/>
        <source>the tenth cell is not a Roman numeral letter</source>
        <translation>第十格不是罗马数字字母</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="63"/>
        <source>cell {number} is not a digit</source>
        <translation>第 {number} 格不是数字</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="64"/>
        <source>cell {number} is not an operator</source>
        <translation>第 {number} 格不是运算符</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="65"/>
        <source>cell {number} is not a Roman numeral letter</source>
        <translation>第 {number} 格不是罗马数字字母</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="66"/>
        <source>the = sign cannot change under these rules</source>
        <translation>按当前规则，= 号不能改动</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="67"/>
        <source>the equation must have exactly one =</source>
        <translation>等式必须恰好有一个 =</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="68"/>
        <source>{number} starts with 0, which these rules do not allow</source>
        <translation>{number} 以 0 开头，当前规则不允许</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="69"/>
        <source>{number} is not a Roman numeral in its standard form</source>
        <translation>{number} 不是标准写法的罗马数字</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="70"/>
        <source>a minus sign cannot stand before 0</source>
        <translation>0 前面不能有负号</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="71"/>
        <source>{equation} is false</source>
        <translation>{equation} 不成立</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="72"/>
        <source>{used} sticks moved, {allowed} allowed</source>
        <translation>移动了 {used} 根火柴，只允许 {allowed} 根</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="73"/>
        <source>{used} sticks added, {allowed} allowed</source>
        <translation>添加了 {used} 根火柴，只允许 {allowed} 根</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="74"/>
        <source>{used} sticks removed, {allowed} allowed</source>
        <translation>拿走了 {used} 根火柴，只允许 {allowed} 根</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="75"/>
        <source>in this puzzle sticks may only be moved: none added or taken away</source>
        <translation>本题只能移动火柴，不能添加或拿走</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="78"/>
        <source>in this puzzle sticks may only be added</source>
        <translation>本题只能添加火柴</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="79"/>
        <source>in this puzzle sticks may only be taken away</source>
        <translation>本题只能拿走火柴</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="80"/>
        <source>{used} of {allowed} sticks moved: exactly {allowed} must move</source>
        <translation>移动了 {used} 根火柴，必须正好移动 {allowed} 根</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="81"/>
        <source>{used} of {allowed} sticks added: exactly {allowed} must be added</source>
        <translation>添加了 {used} 根火柴，必须正好添加 {allowed} 根</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="84"/>
        <source>{used} of {allowed} sticks taken away: exactly {allowed} must be taken away</source>
        <translation>拿走了 {used} 根火柴，必须正好拿走 {allowed} 根</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="87"/>
        <source>nothing has moved yet</source>
        <translation>还没有移动任何火柴</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="88"/>
        <source>the puzzle cannot become {equation} with the sticks it allows</source>
        <translation>按本题允许的火柴数，无法把题目变成 {equation}</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="89"/>
        <source>the layout does not have the puzzle&apos;s cells</source>
        <translation>摆法与题目的格子不符</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="90"/>
        <source>{equation} is true. Well done!</source>
        <translation>{equation} 成立。答对了！</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="91"/>
        <source>the puzzle does not show an equation</source>
        <translation>题目不是一个等式</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="92"/>
        <source>numbers have 1 to {limit} digits, not {digits}</source>
        <translation>数字位数应为 1 到 {limit} 位，不能是 {digits} 位</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="93"/>
        <source>no puzzle with these settings was found; try other settings</source>
        <translation>找不到符合这些设置的题目，请换个设置试试</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="94"/>
        <source>adding or taking away one stick never makes a hard puzzle: choose medium, or two or more sticks</source>
        <translation>只添上或拿走一根火柴的题目不会是难题：请选中等难度，或两根以上火柴</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="99"/>
        <source>look at cell {cell}</source>
        <translation>看看第 {cell} 格</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="100"/>
        <source>look at cells {cells}</source>
        <translation>看看第 {cells} 格</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="101"/>
        <source>move a stick from cell {sources} to cell {targets}</source>
        <translation>把第 {sources} 格的一根火柴移到第 {targets} 格</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="107"/>
        <source>move sticks from cells {sources} to cells {targets}</source>
        <translation>把第 {sources} 格的火柴移到第 {targets} 格</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="102"/>
        <source>add a stick to cell {targets}</source>
        <translation>在第 {targets} 格添加一根火柴</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="109"/>
        <source>add sticks to cells {targets}</source>
        <translation>在第 {targets} 格添加火柴</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="103"/>
        <source>take a stick away from cell {sources}</source>
        <translation>从第 {sources} 格拿走一根火柴</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="111"/>
        <source>take sticks away from cells {sources}</source>
        <translation>从第 {sources} 格拿走火柴</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="104"/>
        <source>move sticks from cell {sources} to cell {targets}</source>
        <translation>把第 {sources} 格的火柴移到第 {targets} 格</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="105"/>
        <source>move sticks from cell {sources} to cells {targets}</source>
        <translation>把第 {sources} 格的火柴移到第 {targets} 格</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="106"/>
        <source>move sticks from cells {sources} to cell {targets}</source>
        <translation>把第 {sources} 格的火柴移到第 {targets} 格</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="108"/>
        <source>add sticks to cell {targets}</source>
        <translation>在第 {targets} 格添加火柴</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="110"/>
        <source>take sticks away from cell {sources}</source>
        <translation>从第 {sources} 格拿走火柴</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="112"/>
        <source>the answer is {equation}</source>
        <translation>答案是 {equation}</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="143"/>
        <source>{value} is not allowed as {name}</source>
        <translation>{value} 不能用作 {name}</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="113"/>
        <source>the board already shows a solution: press Check</source>
        <translation>棋盘上已经是一个解：请按“检查”</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="114"/>
        <source>take back your move in cell {cells}: it leads to no solution</source>
        <translation>撤回你在第 {cells} 格的移动：它通向不了任何解</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="115"/>
        <source>take back your move in cells {cells}: it leads to no solution</source>
        <translation>撤回你在第 {cells} 格的移动：它通向不了任何解</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="116"/>
        <source>take back your moves in cell {cells}: they lead to no solution</source>
        <translation>撤回你在第 {cells} 格的几步移动：它们通向不了任何解</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="119"/>
        <source>take back your moves in cells {cells}: they lead to no solution</source>
        <translation>撤回你在第 {cells} 格的几步移动：它们通向不了任何解</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="122"/>
        <source>There are no spare sticks left to add.</source>
        <translation>没有可添加的备用火柴了。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="123"/>
        <source>In this puzzle you add sticks: the ones already there stay put.</source>
        <translation>本题只能添加火柴：已有的火柴不能动。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="126"/>
        <source>A stick cannot go there: choose an empty place.</source>
        <translation>火柴不能放在那里：请选一个空位。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="127"/>
        <source>You have already moved the 1 stick allowed: undo or reset to try another.</source>
        <translation>已经移动了允许的 1 根火柴：请撤销或重置后再试别的。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="130"/>
        <source>You have already moved the {allowed} sticks allowed: undo or reset to try another.</source>
        <translation>已经移动了允许的 {allowed} 根火柴：请撤销或重置后再试别的。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="134"/>
        <source>You have already removed the 1 stick allowed: undo or reset to try another.</source>
        <translation>已经拿走了允许的 1 根火柴：请撤销或重置后再试别的。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="137"/>
        <source>You have already removed the {allowed} sticks allowed: undo or reset to try another.</source>
        <translation>已经拿走了允许的 {allowed} 根火柴：请撤销或重置后再试别的。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="141"/>
        <source>Only 1 stick may change in this puzzle.</source>
        <translation>本题只能改动 1 根火柴。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="142"/>
        <source>Only {allowed} sticks may change in this puzzle.</source>
        <translation>本题只能改动 {allowed} 根火柴。</translation>
    </message>
</context>
</TS>
