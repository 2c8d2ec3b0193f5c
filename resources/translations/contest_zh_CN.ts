<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AnswerList</name>
    <message>
        <location filename="../../gui/classroom/contest/board.py" line="127" />
        <source>Answers</source>
        <translation>答案</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/board.py" line="133" />
        <source>nobody</source>
        <translation>没有人</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/board.py" line="135" />
        <source>{answer}  found by {names}</source>
        <translation>{answer}  找到的人：{names}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/board.py" line="142" />
        <source>{answer}  ×{count}  {names}</source>
        <translation>{answer}  ×{count}  {names}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/board.py" line="149" />
        <source>new</source>
        <translation>新</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/board.py" line="150" />
        <source>repeat</source>
        <translation>重复</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/board.py" line="151" />
        <source>wrong</source>
        <translation>错</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/board.py" line="152" />
        <source>right</source>
        <translation>对</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/board.py" line="156" />
        <source>{name}: {answer} ({kind})</source>
        <translation>{name}：{answer}（{kind}）</translation>
    </message>
</context>
<context>
    <name>ContestHost</name>
    <message>
        <location filename="../../gui/classroom/contest/host.py" line="56" />
        <location filename="../../gui/classroom/contest/host.py" line="119" />
        <source>Host a class contest</source>
        <translation>举办课堂比赛</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host.py" line="58" />
        <source>A contest was not finished ({pupils} pupils, puzzle {number} of {count}). Carry it on?</source>
        <translation>有一场比赛还没结束（{pupils} 名学生，第 {number} 题，共 {count} 题）。要继续吗？</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host.py" line="93" />
        <source>The open puzzle set has no puzzles of this game.</source>
        <translation>打开的题集里没有这个游戏的题目。</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host.py" line="108" />
        <source>The contest cannot open a network port on this computer.</source>
        <translation>比赛无法在这台电脑上打开网络端口。</translation>
    </message>
</context>
<context>
    <name>ContestHostWindow</name>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="170" />
        <source>Class contest</source>
        <translation>课堂比赛</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="172" />
        <source>&amp;Start (S)</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="173" />
        <source>&amp;Next puzzle (N)</source>
        <translation>下一题(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="174" />
        <source>&amp;Reveal (R)</source>
        <translation>公布答案(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="175" />
        <source>&amp;End (E)</source>
        <translation>结束(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="176" />
        <source>Remove pupil (Del)</source>
        <translation>移出学生 (Del)</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="177" />
        <source>Export results…</source>
        <translation>导出结果…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="178" />
        <source>Print results…</source>
        <translation>打印结果…</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="182" />
        <source>Join at:</source>
        <translation>加入地址：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="183" />
        <source>PIN {pin}</source>
        <translation>房间码 {pin}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="184" />
        <source>QR code of the join address</source>
        <translation>加入地址的二维码</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="185" />
        <source>Pupi&amp;ls</source>
        <translation>学生(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="186" />
        <source>&amp;Answers</source>
        <translation>答案(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="215" />
        <source>Waiting for pupils: {pupils} joined</source>
        <translation>等待学生加入：已有 {pupils} 人</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="216" />
        <source>Puzzle {number} of {count}</source>
        <translation>第 {number} 题，共 {count} 题</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="217" />
        <source>Puzzle {number} of {count}: every solution</source>
        <translation>第 {number} 题，共 {count} 题：全部解法</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="218" />
        <source>The contest is over</source>
        <translation>比赛结束</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="222" />
        <source>{status} (paused)</source>
        <translation>{status}（已暂停）</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="227" />
        <source>{seconds} s</source>
        <translation>{seconds} 秒</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="243" />
        <source>Res&amp;ume (P)</source>
        <translation>继续(&amp;U) (P)</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="243" />
        <source>&amp;Pause (P)</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="257" />
        <source>{found} of {total} pupils right</source>
        <translation>{total} 人中 {found} 人答对</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="258" />
        <source>The class has found {found} of {total} ways</source>
        <translation>全班已找到 {found} 种解法，共 {total} 种</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="291" />
        <source>End the contest now? The results go into the records.</source>
        <translation>现在结束比赛吗？结果会记入成绩记录。</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="302" />
        <source>Remove {name} from the contest?</source>
        <translation>把 {name} 移出比赛吗？</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="335" />
        <source>Export results</source>
        <translation>导出结果</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="335" />
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/host_window.py" line="350" />
        <source>{path} cannot be written: {reason}</source>
        <translation>无法写入 {path}：{reason}</translation>
    </message>
</context>
<context>
    <name>ContestSetupDialog</name>
    <message>
        <location filename="../../gui/classroom/contest/setup_dialog.py" line="112" />
        <source>Host a class contest</source>
        <translation>举办课堂比赛</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/setup_dialog.py" line="114" />
        <source>&amp;Game:</source>
        <translation>游戏(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/setup_dialog.py" line="115" />
        <source>&amp;Puzzles:</source>
        <translation>题目(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/setup_dialog.py" line="116" />
        <source>&amp;Number of puzzles:</source>
        <translation>题目数量(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/setup_dialog.py" line="117" />
        <source>&amp;Level:</source>
        <translation>难度(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/setup_dialog.py" line="118" />
        <source>&amp;Cards:</source>
        <translation>牌数(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/setup_dialog.py" line="119" />
        <source>&amp;Sticks to move:</source>
        <translation>移动火柴数(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/setup_dialog.py" line="120" />
        <source>S&amp;eed:</source>
        <translation>种子(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/setup_dialog.py" line="121" />
        <source>Sc&amp;oring:</source>
        <translation>计分(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/setup_dialog.py" line="122" />
        <source>Count&amp;down:</source>
        <translation>倒计时(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/setup_dialog.py" line="123" />
        <source>P&amp;ort:</source>
        <translation>端口(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/setup_dialog.py" line="128" />
        <source>New puzzles from the generator</source>
        <translation>用生成器出新题</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/setup_dialog.py" line="130" />
        <source>The open puzzle set</source>
        <translation>打开的题集</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/setup_dialog.py" line="132" />
        <source>The puzzle on the table</source>
        <translation>桌上的这道题</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/setup_dialog.py" line="134" />
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/setup_dialog.py" line="134" />
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/setup_dialog.py" line="134" />
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/setup_dialog.py" line="135" />
        <source>Any</source>
        <translation>任意</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/setup_dialog.py" line="139" />
        <source>How many ways? (+1 new, −1 repeat or wrong)</source>
        <translation>有几种算法？（新解法 +1，重复或错误 −1）</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/setup_dialog.py" line="140" />
        <source>First right answer (10, 9, 8… points)</source>
        <translation>抢答（先答对得 10、9、8… 分）</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/setup_dialog.py" line="143" />
        <source>new</source>
        <translation>新</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/setup_dialog.py" line="144" />
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/setup_dialog.py" line="145" />
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/setup_dialog.py" line="146" />
        <source>any free port</source>
        <translation>任意空闲端口</translation>
    </message>
</context>
<context>
    <name>PupilTable</name>
    <message>
        <location filename="../../gui/classroom/contest/board.py" line="93" />
        <source>Pupil</source>
        <translation>学生</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/board.py" line="93" />
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/board.py" line="93" />
        <source>Answers</source>
        <translation>答案</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/board.py" line="96" />
        <source>Pupils and scores</source>
        <translation>学生和得分</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/board.py" line="63" />
        <source>{name} (removed)</source>
        <translation>{name}（已移出）</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/board.py" line="65" />
        <source>{name} (away)</source>
        <translation>{name}（离开）</translation>
    </message>
</context>
<context>
    <name>ResultsSheet</name>
    <message>
        <location filename="../../gui/classroom/contest/sheet.py" line="29" />
        <source>Puzzle {number}</source>
        <translation>第 {number} 题</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/sheet.py" line="30" />
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/sheet.py" line="30" />
        <source>Pupil</source>
        <translation>学生</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/sheet.py" line="32" />
        <source>Total</source>
        <translation>总分</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/sheet.py" line="37" />
        <source>Class contest results, {date}</source>
        <translation>课堂比赛结果，{date}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/sheet.py" line="39" />
        <source>Puzzles: {codes}</source>
        <translation>题目：{codes}</translation>
    </message>
    <message>
        <location filename="../../gui/classroom/contest/sheet.py" line="50" />
        <source>Class contest results</source>
        <translation>课堂比赛结果</translation>
    </message>
</context>
</TS>
