<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BeatTheClockPanel</name>
    <message>
        <location filename="../../gui/play/beat_the_clock.py" line="29"/>
        <source>Free play</source>
        <translation>自由练习</translation>
    </message>
    <message>
        <location filename="../../gui/play/beat_the_clock.py" line="30"/>
        <source>Beat the clock</source>
        <translation>限时挑战</translation>
    </message>
    <message>
        <location filename="../../gui/play/beat_the_clock.py" line="204"/>
        <source>{solved} solved · {skipped} skipped</source>
        <translation>已解 {solved} 题 · 跳过 {skipped} 题</translation>
    </message>
    <message>
        <location filename="../../gui/play/beat_the_clock.py" line="234"/>
        <source>Time left</source>
        <translation>剩余时间</translation>
    </message>
    <message>
        <location filename="../../gui/play/beat_the_clock.py" line="235"/>
        <source>Right!</source>
        <translation>答对了！</translation>
    </message>
    <message>
        <location filename="../../gui/play/beat_the_clock.py" line="208"/>
        <source>Time is up: {solved} solved</source>
        <translation>时间到：解出 {solved} 题</translation>
    </message>
    <message>
        <location filename="../../gui/play/beat_the_clock.py" line="229"/>
        <source>Mode:</source>
        <translation>模式：</translation>
    </message>
</context>
<context>
    <name>PuzzleCodeLabel</name>
    <message>
        <location filename="../../gui/sharing/menu.py" line="128"/>
        <source>Code: {code}</source>
        <translation>代码：{code}</translation>
    </message>
</context>
<context>
    <name>RunSummaryDialog</name>
    <message>
        <location filename="../../gui/play/run_summary.py" line="97"/>
        <source>Beat the clock</source>
        <translation>限时挑战</translation>
    </message>
    <message>
        <location filename="../../gui/play/run_summary.py" line="98"/>
        <source>Time is up!</source>
        <translation>时间到！</translation>
    </message>
    <message>
        <location filename="../../gui/play/run_summary.py" line="100"/>
        <source>solved</source>
        <translation>解出</translation>
    </message>
    <message>
        <location filename="../../gui/play/run_summary.py" line="101"/>
        <source>skipped</source>
        <translation>跳过</translation>
    </message>
    <message>
        <location filename="../../gui/play/run_summary.py" line="102"/>
        <source>best run</source>
        <translation>最佳成绩</translation>
    </message>
    <message>
        <location filename="../../gui/play/run_summary.py" line="107"/>
        <source>A new best run!</source>
        <translation>新的最佳成绩！</translation>
    </message>
    <message>
        <location filename="../../gui/play/run_summary.py" line="108"/>
        <source>Another run</source>
        <translation>再来一轮</translation>
    </message>
    <message>
        <location filename="../../gui/play/run_summary.py" line="109"/>
        <source>Free play</source>
        <translation>自由练习</translation>
    </message>
</context>
<context>
    <name>Sharing</name>
    <message>
        <source>Character {position} “{character}” is not allowed. {problem}</source>
        <translation>第 {position} 个字符“{character}”不能用。{problem}</translation>
    </message>
    <message>
        <location filename="../../gui/sharing/records_and_codes.py" line="157"/>
        <source>Copied the puzzle code {code}.</source>
        <translation>已复制题目代码 {code}。</translation>
    </message>
    <message>
        <location filename="../../gui/sharing/records_and_codes.py" line="165"/>
        <source>The daily puzzle of {date}.</source>
        <translation>{date} 的每日一题。</translation>
    </message>
    <message>
        <location filename="../../gui/sharing/records_and_codes.py" line="199"/>
        <source>Playing as {name}.</source>
        <translation>当前玩家：{name}。</translation>
    </message>
</context>
<context>
    <name>SharingMenu</name>
    <message>
        <location filename="../../gui/sharing/menu.py" line="90"/>
        <source>Add player</source>
        <translation>添加玩家</translation>
    </message>
    <message>
        <location filename="../../gui/sharing/menu.py" line="90"/>
        <source>Name of the new player:</source>
        <translation>新玩家的名字：</translation>
    </message>
    <message>
        <location filename="../../gui/sharing/menu.py" line="98"/>
        <source>Open puzzle code</source>
        <translation>打开题目代码</translation>
    </message>
    <message>
        <location filename="../../gui/sharing/menu.py" line="99"/>
        <source>Puzzle code (such as 24:3388 or MS:5+7=2):</source>
        <translation>题目代码（如 24:3388 或 MS:5+7=2）：</translation>
    </message>
    <message>
        <location filename="../../gui/sharing/menu.py" line="106"/>
        <source>&amp;Daily puzzle</source>
        <translation>每日一题(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../gui/sharing/menu.py" line="107"/>
        <source>Cop&amp;y puzzle code</source>
        <translation>复制题目代码(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../../gui/sharing/menu.py" line="108"/>
        <source>&amp;Open puzzle code…</source>
        <translation>打开题目代码(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../gui/sharing/menu.py" line="109"/>
        <source>&amp;Player</source>
        <translation>玩家(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../gui/sharing/menu.py" line="110"/>
        <source>&amp;Add player…</source>
        <translation>添加玩家(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../gui/sharing/menu.py" line="111"/>
        <source>S&amp;tatistics</source>
        <translation>统计(&amp;T)</translation>
    </message>
</context>
<context>
    <name>SolveTimesChart</name>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="142"/>
        <source>No solved puzzles yet</source>
        <translation>还没有解出的题</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="152"/>
        <source>oldest → latest</source>
        <translation>最早 → 最近</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="161"/>
        <source>median {time}</source>
        <translation>中位数 {time}</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="46"/>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="47"/>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="48"/>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="49"/>
        <source>Free play</source>
        <translation>自由练习</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="50"/>
        <source>Daily puzzle</source>
        <translation>每日一题</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="51"/>
        <source>Beat the clock</source>
        <translation>限时挑战</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="52"/>
        <source>Class contest</source>
        <translation>课堂比赛</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="55"/>
        <source>Played</source>
        <translation>已玩</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="56"/>
        <source>Solved</source>
        <translation>解出</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="57"/>
        <source>Streak</source>
        <translation>连胜</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="58"/>
        <source>Best streak</source>
        <translation>最长连胜</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="59"/>
        <source>Best time</source>
        <translation>最快用时</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="60"/>
        <source>Median time</source>
        <translation>用时中位数</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="61"/>
        <source>Hints per puzzle</source>
        <translation>每题提示</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="256"/>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gui/records/statistics_dialog.py" line="273"/>
        <source>Daily streak: %n day(s)</source>
        <translation>
            <numerusform>每日一题连续：%n 天</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="276"/>
        <source>Best Beat-the-clock run: none yet</source>
        <translation>限时挑战最佳：暂无</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gui/records/statistics_dialog.py" line="278"/>
        <source>Best Beat-the-clock run: %n puzzle(s)</source>
        <translation>
            <numerusform>限时挑战最佳：%n 题</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="290"/>
        <source>Reset statistics</source>
        <translation>重置统计</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="291"/>
        <source>Forget every {game} record of {player}? This cannot be undone.</source>
        <translation>删除 {player} 的全部{game}记录？此操作无法撤销。</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="304"/>
        <location filename="../../gui/records/statistics_dialog.py" line="316"/>
        <source>Export records</source>
        <translation>导出记录</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="304"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="317"/>
        <source>Cannot write {path}: {reason}</source>
        <translation>无法写入 {path}：{reason}</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="330"/>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="331"/>
        <source>Player: {name}</source>
        <translation>玩家：{name}</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="339"/>
        <source>Last 50 solve times</source>
        <translation>最近 50 次解题用时</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="340"/>
        <source>Reset…</source>
        <translation>重置…</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="341"/>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="332"/>
        <source>&amp;Game:</source>
        <translation>游戏(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../gui/records/statistics_dialog.py" line="338"/>
        <source>Select the whole table</source>
        <translation>选中整个表格</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../../gui/records/messages.py" line="11"/>
        <source>type a puzzle code</source>
        <translation>请输入题目代码</translation>
    </message>
    <message>
        <location filename="../../gui/records/messages.py" line="12"/>
        <source>a puzzle code has at most {limit} characters</source>
        <translation>题目代码最多 {limit} 个字符</translation>
    </message>
    <message>
        <location filename="../../gui/records/messages.py" line="13"/>
        <source>{code} is not a puzzle code: codes look like 24:3388 or MS:5+7=2</source>
        <translation>{code} 不是题目代码：代码形如 24:3388 或 MS:5+7=2</translation>
    </message>
    <message>
        <location filename="../../gui/records/messages.py" line="14"/>
        <source>{game} is not a game: a code starts with 24: or MS:</source>
        <translation>{game} 不是游戏名：代码以 24: 或 MS: 开头</translation>
    </message>
    <message>
        <location filename="../../gui/records/messages.py" line="15"/>
        <source>{code} is a code for the other game</source>
        <translation>{code} 是另一个游戏的代码</translation>
    </message>
    <message>
        <location filename="../../gui/records/messages.py" line="16"/>
        <source>{cards} are not cards: a code writes each card as one of A 2-9 T J Q K</source>
        <translation>{cards} 不是牌：代码中每张牌写作 A、2-9、T、J、Q、K 之一</translation>
    </message>
    <message>
        <location filename="../../gui/records/messages.py" line="19"/>
        <source>{options} is not a 24 points option: use T and a target, L or I</source>
        <translation>{options} 不是 24 点的选项：可用 T 加目标数、L 或 I</translation>
    </message>
    <message>
        <location filename="../../gui/records/messages.py" line="20"/>
        <source>{options} is not a matchstick option: use M, A or R with 1 to 3, E, Z or O and operators</source>
        <translation>{options} 不是火柴棒的选项：可用 M、A 或 R 加 1 到 3，E、Z，或 O 加运算符</translation>
    </message>
    <message>
        <location filename="../../gui/records/messages.py" line="24"/>
        <source>Records are off: another program is using the records file.</source>
        <translation>记录已关闭：另一个程序正在使用记录文件。</translation>
    </message>
    <message>
        <location filename="../../gui/records/messages.py" line="25"/>
        <source>Records are off: {path} cannot be written.</source>
        <translation>记录已关闭：无法写入 {path}。</translation>
    </message>
    <message>
        <location filename="../../gui/records/messages.py" line="26"/>
        <source>Records are off: the records file comes from a newer Puzzle Suite.</source>
        <translation>记录已关闭：记录文件来自更新版本的谜题乐园。</translation>
    </message>
    <message>
        <location filename="../../gui/records/messages.py" line="29"/>
        <source>The records file was damaged; it was kept as {name} and a new one started.</source>
        <translation>记录文件已损坏；已另存为 {name}，并新建了记录文件。</translation>
    </message>
    <message>
        <location filename="../../gui/records/messages.py" line="32"/>
        <source>a player name has 1 to {limit} characters</source>
        <translation>玩家名字为 1 到 {limit} 个字符</translation>
    </message>
</context>
</TS>
