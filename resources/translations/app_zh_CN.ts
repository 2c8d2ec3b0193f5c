<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Games</name>
    <message>
        <location filename="../../gui/play/games.py" line="77"/>
        <source>24 Points</source>
        <translation>24 点</translation>
    </message>
    <message>
        <location filename="../../gui/play/games.py" line="86"/>
        <source>Matchsticks</source>
        <translation>火柴棒</translation>
    </message>
</context>
<context>
    <name>AboutBox</name>
    <message>
        <location filename="../../gui/shell/help_dialogs.py" line="70"/>
        <source>About Puzzle Suite</source>
        <translation>关于谜题乐园</translation>
    </message>
    <message>
        <location filename="../../gui/shell/help_dialogs.py" line="73"/>
        <source>Puzzle Suite</source>
        <translation>谜题乐园</translation>
    </message>
    <message>
        <location filename="../../gui/shell/help_dialogs.py" line="75"/>
        <source>Make 24 from playing cards, and mend matchstick equations.</source>
        <translation>用扑克牌算出 24 点，移动火柴棒修正等式。</translation>
    </message>
    <message>
        <location filename="../../gui/shell/help_dialogs.py" line="76"/>
        <source>Free software under the MIT licence.</source>
        <translation>以 MIT 许可证发布的自由软件。</translation>
    </message>
</context>
<context>
    <name>ErrorReporter</name>
    <message>
        <location filename="../../gui/shell/error_dialog.py" line="69"/>
        <source>Something went wrong: {summary}</source>
        <translation>出错了：{summary}</translation>
    </message>
    <message>
        <location filename="../../gui/shell/error_dialog.py" line="73"/>
        <source>The details were saved to {path}.</source>
        <translation>详细信息已保存到 {path}。</translation>
    </message>
    <message>
        <location filename="../../gui/shell/error_dialog.py" line="77"/>
        <source>You can keep playing.</source>
        <translation>你可以继续游戏。</translation>
    </message>
    <message>
        <location filename="../../gui/shell/error_dialog.py" line="82"/>
        <source>Puzzle Suite: error</source>
        <translation>谜题乐园：错误</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>No so&amp;lution</source>
        <translation>无解(&amp;L)</translation>
    </message>
    <message>
        <source>Another copy of Puzzle Suite is using {folder}: this one saves no games or records.</source>
        <translation>另一个谜题乐园正在使用 {folder}：本窗口不保存游戏和记录。</translation>
    </message>
    <message>
        <location filename="../../gui/shell/main_window.py" line="43"/>
        <source>&amp;New</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/main_window.py" line="44"/>
        <source>&amp;Check</source>
        <translation>检查(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/main_window.py" line="45"/>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/main_window.py" line="48"/>
        <source>Show all &amp;solutions</source>
        <translation>显示全部解法(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/main_window.py" line="52"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/main_window.py" line="53"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/main_window.py" line="180"/>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/main_window.py" line="187"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/main_window.py" line="189"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/main_window.py" line="190"/>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/main_window.py" line="191"/>
        <source>&amp;About Puzzle Suite</source>
        <translation>关于谜题乐园(&amp;A)</translation>
    </message>
    <message>
        <source>Puzzle Suite — {player}</source>
        <translation>谜题乐园 — {player}</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../gui/shell/help_dialogs.py" line="41"/>
        <source>Rules: {game}</source>
        <translation>规则：{game}</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>{game}规则</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../../gui/play/scoreboard.py" line="124"/>
        <source>Score: {score}</source>
        <translation>得分：{score}</translation>
    </message>
    <message>
        <location filename="../../gui/play/scoreboard.py" line="125"/>
        <source>Streak: {streak}</source>
        <translation>连胜：{streak}</translation>
    </message>
    <message>
        <location filename="../../gui/play/scoreboard.py" line="127"/>
        <source>Time: {time}</source>
        <translation>用时：{time}</translation>
    </message>
</context>
<context>
    <name>SettingsMenu</name>
    <message>
        <source>S&amp;ound on solve</source>
        <translation>解出时播放声音(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="47"/>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="48"/>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="49"/>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="54"/>
        <source>&amp;Appearance</source>
        <translation>外观(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="56"/>
        <source>Follow the &amp;system</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="57"/>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="58"/>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="65"/>
        <source>&amp;24 Points</source>
        <translation>24 点(&amp;2)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="67"/>
        <location filename="../../gui/shell/settings_menu.py" line="125"/>
        <source>&amp;Difficulty</source>
        <translation>难度(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="70"/>
        <source>&amp;Cards per hand</source>
        <translation>每手牌数(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="72"/>
        <source>4 cards</source>
        <translation>4 张牌</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="73"/>
        <source>5 cards</source>
        <translation>5 张牌</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="74"/>
        <source>6 cards</source>
        <translation>6 张牌</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="77"/>
        <source>&amp;Solvable hands only</source>
        <translation>只发有解的牌(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="79"/>
        <source>&amp;Left-to-right evaluation</source>
        <translation>从左到右计算(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="83"/>
        <source>Left-to-right &amp;division</source>
        <translation>从左到右的除法(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="85"/>
        <source>Exact fractions</source>
        <translation>精确分数</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="88"/>
        <source>Whole numbers (drop the remainder)</source>
        <translation>整数（舍去余数）</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="96"/>
        <source>&amp;Matchsticks</source>
        <translation>火柴棒(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="100"/>
        <source>Puzzle &amp;kind</source>
        <translation>谜题类型(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="102"/>
        <source>Move sticks</source>
        <translation>移动火柴</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="103"/>
        <source>Add sticks</source>
        <translation>添加火柴</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="104"/>
        <source>Remove sticks</source>
        <translation>拿走火柴</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="109"/>
        <source>&amp;Sticks to change</source>
        <translation>改动的火柴数(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="111"/>
        <source>1 stick</source>
        <translation>1 根</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="112"/>
        <source>2 sticks</source>
        <translation>2 根</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="113"/>
        <source>3 sticks</source>
        <translation>3 根</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="118"/>
        <source>Digits per &amp;number</source>
        <translation>每个数的位数(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="120"/>
        <source>1 digit</source>
        <translation>1 位</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="121"/>
        <source>Up to 2 digits</source>
        <translation>最多 2 位</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="122"/>
        <source>Up to 3 digits</source>
        <translation>最多 3 位</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="126"/>
        <source>&amp;Unique solution only</source>
        <translation>只出唯一解的题(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="1"/>
        <source>Numbers &amp;drawn as</source>
        <translation>数字写法(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="1"/>
        <source>Standard digits</source>
        <translation>标准数字</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="1"/>
        <source>Flexible digits (6, 7, 9, 1 and −)</source>
        <translation>灵活数字（6、7、9、1 和 −）</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="1"/>
        <source>Handwritten digits</source>
        <translation>手写数字</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="1"/>
        <source>Roman numerals</source>
        <translation>罗马数字</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="128"/>
        <source>The “=” sign may &amp;change</source>
        <translation>“=”号可以改动(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="130"/>
        <source>Use × and &amp;÷</source>
        <translation>使用 × 和 ÷(&amp;÷)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="131"/>
        <source>No leading &amp;zeros</source>
        <translation>不允许前导零(&amp;Z)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="157"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="175"/>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="196"/>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="197"/>
        <source>Make this number (a whole number or a fraction such as 7/2):</source>
        <translation>要算出的数（整数或像 7/2 这样的分数）：</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="208"/>
        <source>{problem}; the target is unchanged.</source>
        <translation>{problem}；目标保持不变。</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="228"/>
        <source>&amp;System language</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="257"/>
        <source>&amp;Target…</source>
        <translation>目标数(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="70"/>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="72"/>
        <source>24 points</source>
        <translation>24 点</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="73"/>
        <source>Countdown numbers</source>
        <translation>Countdown 数字游戏</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="74"/>
        <source>Krypto</source>
        <translation>Krypto</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="79"/>
        <source>Countdown&apos;s large &amp;numbers</source>
        <translation>Countdown 的大数(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="81"/>
        <source>No large number</source>
        <translation>不要大数</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="82"/>
        <source>1 large number</source>
        <translation>1 个大数</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="83"/>
        <source>2 large numbers</source>
        <translation>2 个大数</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="84"/>
        <source>3 large numbers</source>
        <translation>3 个大数</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="85"/>
        <source>4 large numbers</source>
        <translation>4 个大数</translation>
    </message>
    <message>
        <location filename="../../gui/shell/settings_menu.py" line="90"/>
        <source>Countdown&apos;s 30-second cl&amp;ock</source>
        <translation>Countdown 的 30 秒计时(&amp;O)</translation>
    </message>
</context>
<context>
    <name>TaskRunner</name>
    <message>
        <location filename="../../gui/play/worker.py" line="172"/>
        <source>The calculation stopped with an error.</source>
        <translation>计算出错，已停止。</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>Some settings could not be read and {path} cannot be changed; none are saved.</source>
        <translation>部分设置无法读取，且 {path} 无法修改；设置不会被保存。</translation>
    </message>
    <message>
        <source>Some settings could not be read; the file was kept as {name} and the rest were kept.</source>
        <translation>部分设置无法读取；原文件已保存为 {name}，其余设置保留。</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: {reason}</source>
        <translation>游戏无法保存到 {path}：{reason}</translation>
    </message>
    <message>
        <source>A saved game could not be read; it was kept as {name} and a new game started.</source>
        <translation>一个存档无法读取，已保存为 {name}，并开始了新游戏。</translation>
    </message>
    <message>
        <source>Right: these cards cannot make {target}. Well done!</source>
        <translation>答对了：这几张牌确实算不出 {target}。真棒！</translation>
    </message>
    <message>
        <source>Not so: these cards can make {target}. Keep looking!</source>
        <translation>不对：这几张牌能算出 {target}。再找找看！</translation>
    </message>
    <message>
        <source>Right: these cards cannot make {target}. You chose this hand, so the call scores nothing.</source>
        <translation>答对了：这几张牌确实算不出 {target}。这手牌是你自己选的，所以这次判断不计分。</translation>
    </message>
    <message>
        <source>this puzzle: {terms}</source>
        <translation>本题：{terms}</translation>
    </message>
    <message>
        <source>target {target}</source>
        <translation>目标 {target}</translation>
    </message>
    <message>
        <source>{cards} cards</source>
        <translation>{cards} 张牌</translation>
    </message>
    <message>
        <source>left to right</source>
        <translation>从左到右</translation>
    </message>
    <message>
        <source>brackets allowed</source>
        <translation>可用括号</translation>
    </message>
    <message>
        <source>division truncates</source>
        <translation>除法取整</translation>
    </message>
    <message>
        <source>exact division</source>
        <translation>除法须整除</translation>
    </message>
    <message>
        <source>move {count} stick(s)</source>
        <translation>移动 {count} 根火柴</translation>
    </message>
    <message>
        <source>add {count} stick(s)</source>
        <translation>添加 {count} 根火柴</translation>
    </message>
    <message>
        <source>take away {count} stick(s)</source>
        <translation>拿走 {count} 根火柴</translation>
    </message>
    <message>
        <source>the = may change</source>
        <translation>等号可以改动</translation>
    </message>
    <message>
        <source>the = stays</source>
        <translation>等号不能改动</translation>
    </message>
    <message>
        <source>× and ÷ allowed</source>
        <translation>可用 × 和 ÷</translation>
    </message>
    <message>
        <source>only + and −</source>
        <translation>只用 + 和 −</translation>
    </message>
    <message>
        <source>leading zeros allowed</source>
        <translation>允许首位为零</translation>
    </message>
    <message>
        <source>no leading zeros</source>
        <translation>首位不能为零</translation>
    </message>
    <message>
        <location filename="../../gui/play/messages.py" line="20"/>
        <source>{value} is {away} away from {target}: {points} points unless you get closer</source>
        <translation>{value} 离 {target} 差 {away}：若没有更接近的答案，得 {points} 分</translation>
    </message>
    <message>
        <location filename="../../gui/play/messages.py" line="23"/>
        <source>Time&apos;s up! Nothing within 10 of {target}, so no points.</source>
        <translation>时间到！没有与 {target} 相差 10 以内的答案，不得分。</translation>
    </message>
    <message>
        <location filename="../../gui/play/messages.py" line="24"/>
        <source>Time&apos;s up! Your closest answer, {value}, is {away} away from {target}: {points} points.</source>
        <translation>时间到！你最接近的答案 {value} 离 {target} 差 {away}：得 {points} 分。</translation>
    </message>
</context>
<context>
    <name>PlayRules</name>
    <message>
        <source>A solved puzzle scores {points} points times your streak, {cost} points less for each hint taken (never below {least}). Once the answer has been shown the puzzle scores nothing. A wrong answer, or skipping a puzzle you tried that has a solution, ends the streak; a check that is not an answer yet (nothing moved, too few sticks, an unfinished expression) costs nothing.</source>
        <translation>每解出一道题得 {points} 分乘以当前连胜数，每用一次提示少 {cost} 分（最少 {least} 分）。一旦看过答案，这道题就不再得分。答错，或跳过一道做过且有解的题，都会中断连胜；还不算答案的检查（什么都没动、火柴数不够、算式没写完）不扣分。</translation>
    </message>
    <message>
        <source>If the cards cannot make {target}, say so with No solution (Ctrl+Shift+N): right, it scores as a solve (on a hand you typed or opened from a code it scores nothing); wrong, it ends the streak.</source>
        <translation>如果这几张牌算不出 {target}，就按“无解”（Ctrl+Shift+N）：判断对了，和解出一样得分（自己输入或用题目代码打开的牌不得分）；判断错了，连胜中断。</translation>
    </message>
</context>
</TS>
