<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>MatchBoard</name>
    <message>
        <location filename="../../gui/matchsticks/board.py" line="239"/>
        <source>There are no spare sticks left to add.</source>
        <translation>没有可添加的备用火柴了。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/board.py" line="243"/>
        <source>In this puzzle you add sticks: the ones already there stay put.</source>
        <translation>本题只能添加火柴：已有的火柴不能动。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/board.py" line="246"/>
        <source>You have already moved {used} of {allowed} sticks: undo or reset to try another.</source>
        <translation>已移动 {used} 根火柴（共可移动 {allowed} 根）：请撤销或重置后再试别的。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/board.py" line="274"/>
        <source>Only {allowed} sticks may change in this puzzle.</source>
        <translation>本题只能改动 {allowed} 根火柴。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/board.py" line="296"/>
        <source>You have already removed {allowed} sticks: undo or reset to try another.</source>
        <translation>已拿走 {allowed} 根火柴：请撤销或重置后再试别的。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/board.py" line="458"/>
        <source>Spare sticks</source>
        <translation>备用火柴</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/board.py" line="458"/>
        <source>Taken away</source>
        <translation>已拿走</translation>
    </message>
</context>
<context>
    <name>MatchstickTab</name>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="207"/>
        <source>Rules changed: hints and solutions follow them.</source>
        <translation>规则已更改：提示和解答将按新规则给出。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="239"/>
        <source>Making a new puzzle…</source>
        <translation>正在出新题…</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="270"/>
        <source>New puzzle: {equation}</source>
        <translation>新题目：{equation}</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="350"/>
        <source>Solved!</source>
        <translation>解开了！</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="366"/>
        <location filename="../../gui/matchsticks/tab.py" line="407"/>
        <source>This equation has no solution under these rules.</source>
        <translation>按当前规则，这个等式无解。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="371"/>
        <source>Hint {step} of {count}: {text}</source>
        <translation>提示 {step}/{count}：{text}</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="422"/>
        <source>Solution {equation}: the orange places lose a stick, the green ones gain it.</source>
        <translation>解答 {equation}：橙色位置拿走火柴，绿色位置放上火柴。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="453"/>
        <source>Looking for every solution…</source>
        <translation>正在寻找所有解答…</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="529"/>
        <source>Drag a stick to an empty place, or click it and then the place.</source>
        <translation>把火柴拖到空位上，或先点火柴再点空位。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="530"/>
        <source>Drag a spare stick from the tray to an empty place.</source>
        <translation>从托盘里拖一根备用火柴到空位上。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="531"/>
        <source>Click a stick to take it away.</source>
        <translation>点一下火柴即可拿走它。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="547"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="548"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="549"/>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="550"/>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="551"/>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="552"/>
        <source>All solutions</source>
        <translation>全部解答</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="611"/>
        <source>A solved puzzle scores 10 points times your streak, 3 points less for each hint taken. Once the answer has been shown the puzzle scores nothing. A wrong check or skipping a puzzle that has a solution ends the streak.</source>
        <translation>每解出一道题得 10 分乘以当前连胜数，每用一次提示少 3 分。一旦看过答案，这道题就不再得分。检查答错或跳过有解的题都会中断连胜。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="553"/>
        <source>Take back the last move (Ctrl+Z)</source>
        <translation>撤回上一步（Ctrl+Z）</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="554"/>
        <source>Make the move again (Ctrl+Shift+Z)</source>
        <translation>重做这一步（Ctrl+Shift+Z）</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="555"/>
        <source>Each press tells a little more (Ctrl+H)</source>
        <translation>每按一次多透露一点（Ctrl+H）</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="568"/>
        <source>Move one stick to make the equation true.</source>
        <translation>移动一根火柴，使等式成立。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="569"/>
        <source>Add one stick to make the equation true.</source>
        <translation>添加一根火柴，使等式成立。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="570"/>
        <source>Remove one stick to make the equation true.</source>
        <translation>拿走一根火柴，使等式成立。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="574"/>
        <source>Move {count} sticks to make the equation true.</source>
        <translation>移动 {count} 根火柴，使等式成立。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="575"/>
        <source>Add {count} sticks to make the equation true.</source>
        <translation>添加 {count} 根火柴，使等式成立。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="576"/>
        <source>Remove {count} sticks to make the equation true.</source>
        <translation>拿走 {count} 根火柴，使等式成立。</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="589"/>
        <source>Sticks moved: {used} / {allowed}</source>
        <translation>已移动火柴：{used} / {allowed}</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="590"/>
        <source>Sticks added: {used} / {allowed}</source>
        <translation>已添加火柴：{used} / {allowed}</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="591"/>
        <source>Sticks removed: {used} / {allowed}</source>
        <translation>已拿走火柴：{used} / {allowed}</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/tab.py" line="599"/>
        <source>&lt;h3&gt;Matchsticks&lt;/h3&gt;&lt;p&gt;The equation is made of matchsticks. Move, add or remove the number of sticks the puzzle asks for so that the equation becomes true.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Drag a stick to an empty place, or click it and then click the place. Esc, a right click or a click elsewhere puts it back.&lt;/li&gt;&lt;li&gt;Add puzzles: take spare sticks from the tray. Remove puzzles: click a stick to take it away.&lt;/li&gt;&lt;li&gt;Every cell must stay a digit or a sign; the “=” stays unless the rules let it change.&lt;/li&gt;&lt;li&gt;Check tells you whether you are right; Hint helps step by step; All solutions lists every answer and plays the one you pick.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;火柴棍游戏&lt;/h3&gt;&lt;p&gt;等式由火柴棍摆成。按题目要求移动、添加或拿走相应数量的火柴，使等式成立。&lt;/p&gt;&lt;ul&gt;&lt;li&gt;把火柴拖到空位上，或先点一下火柴再点空位。按 Esc、点右键或点别处可放回原处。&lt;/li&gt;&lt;li&gt;添加题：从备用火柴盒里拿火柴。拿走题：点一下火柴即可拿走。&lt;/li&gt;&lt;li&gt;每一格都必须仍是数字或符号；除非规则允许，“=”不能改动。&lt;/li&gt;&lt;li&gt;“检查”告诉你是否正确；“提示”一步步帮你；“全部解答”列出所有答案，并演示你选中的那个。&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
</context>
<context>
    <name>PuzzlePanel</name>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="123"/>
        <source>Solutions: press “All solutions”</source>
        <translation>解答：请按“全部解答”</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="125"/>
        <source>One solution</source>
        <translation>共 1 个解答</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="125"/>
        <source>{count} solutions</source>
        <translation>共 {count} 个解答</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="129"/>
        <source>New puzzle</source>
        <translation>新题目</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="130"/>
        <source>Kind</source>
        <translation>题型</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="131"/>
        <source>Sticks</source>
        <translation>火柴数</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="132"/>
        <source>Digits</source>
        <translation>位数</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="133"/>
        <source>Level</source>
        <translation>难度</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="134"/>
        <source>One solution only</source>
        <translation>唯一解</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="135"/>
        <source>Move</source>
        <translation>移动</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="135"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="135"/>
        <source>Remove</source>
        <translation>拿走</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="136"/>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="136"/>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="136"/>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="140"/>
        <source>Your equation, e.g. 5+7=2</source>
        <translation>自己的等式，如 5+7=2</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="141"/>
        <source>Type e.g. 5+7=2 and press Enter</source>
        <translation>输入如 5+7=2 后按回车</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="142"/>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="143"/>
        <source>“=” may change</source>
        <translation>“=”可以改变</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="144"/>
        <source>Sticks may move in and out of “=”</source>
        <translation>火柴可以移入或移出“=”</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="145"/>
        <source>Allow × and ÷</source>
        <translation>允许 × 和 ÷</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="146"/>
        <source>No leading zeros</source>
        <translation>数字不能以 0 开头</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/side_panel.py" line="147"/>
        <source>Used for the next puzzle and for typed equations</source>
        <translation>用于下一道题和输入的等式</translation>
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
        <source>a puzzle moves, adds or removes 1 to {limit} sticks, not {count}</source>
        <translation>每题移动、添加或拿走 1 到 {limit} 根火柴，不能是 {count} 根</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="16"/>
        <source>{kind} is not a puzzle kind: choose move, add or remove</source>
        <translation>{kind} 不是题型：请选择移动、添加或拿走</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="17"/>
        <source>there is no stick to take from that place</source>
        <translation>那个位置没有火柴可拿</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="18"/>
        <source>that place already has a stick</source>
        <translation>那个位置已经有火柴了</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="19"/>
        <source>there is no such place for a stick</source>
        <translation>没有这个火柴位置</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="20"/>
        <source>a move needs a stick to take or a place to put one</source>
        <translation>一步操作需要拿起一根火柴或找一个位置放下</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="21"/>
        <source>the equation is empty</source>
        <translation>等式是空的</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="22"/>
        <source>the equation has {length} characters; at most {limit} are allowed</source>
        <translation>等式有 {length} 个字符，最多只允许 {limit} 个</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="25"/>
        <source>{text} is not an equation: {character} is not allowed</source>
        <translation>{text} 不是等式：不允许使用 {character}</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="26"/>
        <source>{text} uses {operator}, which these rules do not allow</source>
        <translation>{text} 用了 {operator}，当前规则不允许</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="27"/>
        <source>{text} is not an equation: it has no =</source>
        <translation>{text} 不是等式：没有 =</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="28"/>
        <source>{text} is not an equation: it has more than one =</source>
        <translation>{text} 不是等式：有不止一个 =</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="29"/>
        <source>{text} is not an equation: a number is missing</source>
        <translation>{text} 不是等式：缺少数字</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="30"/>
        <source>the first cell is not a digit</source>
        <translation>第一格不是数字</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="31"/>
        <source>the first cell is not an operator</source>
        <translation>第一格不是运算符</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="32"/>
        <source>the second cell is not a digit</source>
        <translation>第二格不是数字</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="33"/>
        <source>the second cell is not an operator</source>
        <translation>第二格不是运算符</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="34"/>
        <source>the third cell is not a digit</source>
        <translation>第三格不是数字</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="35"/>
        <source>the third cell is not an operator</source>
        <translation>第三格不是运算符</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="36"/>
        <source>the fourth cell is not a digit</source>
        <translation>第四格不是数字</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="37"/>
        <source>the fourth cell is not an operator</source>
        <translation>第四格不是运算符</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="38"/>
        <source>the fifth cell is not a digit</source>
        <translation>第五格不是数字</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="39"/>
        <source>the fifth cell is not an operator</source>
        <translation>第五格不是运算符</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="40"/>
        <source>the sixth cell is not a digit</source>
        <translation>第六格不是数字</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="41"/>
        <source>the sixth cell is not an operator</source>
        <translation>第六格不是运算符</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="42"/>
        <source>the seventh cell is not a digit</source>
        <translation>第七格不是数字</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="43"/>
        <source>the seventh cell is not an operator</source>
        <translation>第七格不是运算符</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="44"/>
        <source>the eighth cell is not a digit</source>
        <translation>第八格不是数字</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="45"/>
        <source>the eighth cell is not an operator</source>
        <translation>第八格不是运算符</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="46"/>
        <source>the ninth cell is not a digit</source>
        <translation>第九格不是数字</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="47"/>
        <source>the ninth cell is not an operator</source>
        <translation>第九格不是运算符</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="48"/>
        <source>the tenth cell is not a digit</source>
        <translation>第十格不是数字</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="49"/>
        <source>the tenth cell is not an operator</source>
        <translation>第十格不是运算符</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="50"/>
        <source>cell {number} is not a digit</source>
        <translation>第 {number} 格不是数字</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="51"/>
        <source>cell {number} is not an operator</source>
        <translation>第 {number} 格不是运算符</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="52"/>
        <source>the = sign cannot change under these rules</source>
        <translation>按当前规则，= 号不能改动</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="53"/>
        <source>the equation must have exactly one =</source>
        <translation>等式必须恰好有一个 =</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="54"/>
        <source>{number} starts with 0, which these rules do not allow</source>
        <translation>{number} 以 0 开头，当前规则不允许</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="55"/>
        <source>{equation} is false</source>
        <translation>{equation} 不成立</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="56"/>
        <source>{used} sticks moved, {allowed} allowed</source>
        <translation>移动了 {used} 根火柴，只允许 {allowed} 根</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="57"/>
        <source>{used} sticks added, {allowed} allowed</source>
        <translation>添加了 {used} 根火柴，只允许 {allowed} 根</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="58"/>
        <source>{used} sticks removed, {allowed} allowed</source>
        <translation>拿走了 {used} 根火柴，只允许 {allowed} 根</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="59"/>
        <source>in this puzzle sticks may only be moved: none added or taken away</source>
        <translation>本题只能移动火柴，不能添加或拿走</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="62"/>
        <source>in this puzzle sticks may only be added</source>
        <translation>本题只能添加火柴</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="63"/>
        <source>in this puzzle sticks may only be taken away</source>
        <translation>本题只能拿走火柴</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="64"/>
        <source>the layout does not have the puzzle&apos;s cells</source>
        <translation>摆法与题目的格子不符</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="65"/>
        <source>{equation} is true. Well done!</source>
        <translation>{equation} 成立。答对了！</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="66"/>
        <source>the puzzle does not show an equation</source>
        <translation>题目不是一个等式</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="67"/>
        <source>numbers have 1 to {limit} digits, not {digits}</source>
        <translation>数字位数应为 1 到 {limit} 位，不能是 {digits} 位</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="68"/>
        <source>no puzzle with these settings was found; try other settings</source>
        <translation>找不到符合这些设置的题目，请换个设置试试</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="69"/>
        <source>look at cell {cell}</source>
        <translation>看看第 {cell} 格</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="70"/>
        <source>look at cells {cells}</source>
        <translation>看看第 {cells} 格</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="71"/>
        <source>move a stick from cell {sources} to cell {targets}</source>
        <translation>把第 {sources} 格的一根火柴移到第 {targets} 格</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="72"/>
        <source>move sticks from cells {sources} to cells {targets}</source>
        <translation>把第 {sources} 格的火柴移到第 {targets} 格</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="73"/>
        <source>add a stick to cell {targets}</source>
        <translation>在第 {targets} 格添加一根火柴</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="74"/>
        <source>add sticks to cells {targets}</source>
        <translation>在第 {targets} 格添加火柴</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="75"/>
        <source>take a stick away from cell {sources}</source>
        <translation>从第 {sources} 格拿走一根火柴</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="76"/>
        <source>take sticks away from cells {sources}</source>
        <translation>从第 {sources} 格拿走火柴</translation>
    </message>
    <message>
        <location filename="../../gui/matchsticks/messages.py" line="77"/>
        <source>the answer is {equation}</source>
        <translation>答案是 {equation}</translation>
    </message>
    <message>
        <location filename="../../gui/matchstick_messages.py" line="78"/>
        <source>{value} is not allowed as {name}</source>
        <translation>{value} 不能用作 {name}</translation>
    </message>
</context>
</TS>
