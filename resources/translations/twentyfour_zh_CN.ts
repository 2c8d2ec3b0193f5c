<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CardTable</name>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="220"/>
        <location filename="../../gui/twentyfour/table.py" line="234"/>
        <source>Your answer</source>
        <translation>你的答案</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="222"/>
        <source>Click the cards and operator keys, or type your answer; Enter checks it</source>
        <translation>点击牌和运算键，或直接输入答案；按回车检查</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="224"/>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="225"/>
        <source>Check your answer (Enter)</source>
        <translation>检查答案（回车）</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="226"/>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="227"/>
        <source>Show the next hint (Ctrl+H)</source>
        <translation>显示下一条提示（Ctrl+H）</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="228"/>
        <source>No solution</source>
        <translation>无解</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="230"/>
        <source>Answer that these cards cannot make the target (Ctrl+Shift+N)</source>
        <translation>回答这几张牌算不出目标数（Ctrl+Shift+N）</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="232"/>
        <source>Solutions</source>
        <translation>全部解法</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="233"/>
        <source>Show every solution (Ctrl+Shift+S)</source>
        <translation>显示全部解法（Ctrl+Shift+S）</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="236"/>
        <source>Add</source>
        <translation>加</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="236"/>
        <source>Plus</source>
        <translation>加</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="237"/>
        <source>Subtract</source>
        <translation>减</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="237"/>
        <source>Minus</source>
        <translation>减</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="238"/>
        <source>Multiply</source>
        <translation>乘</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="238"/>
        <source>Times</source>
        <translation>乘</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="239"/>
        <source>Divide</source>
        <translation>除</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="239"/>
        <source>Divided by</source>
        <translation>除以</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="240"/>
        <source>Open a bracket</source>
        <translation>左括号</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="240"/>
        <source>Open bracket</source>
        <translation>左括号</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="241"/>
        <source>Close a bracket</source>
        <translation>右括号</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="241"/>
        <source>Close bracket</source>
        <translation>右括号</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="247"/>
        <source>Backspace</source>
        <translation>退格</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="248"/>
        <source>Remove the last token (Backspace, Ctrl+Z)</source>
        <translation>删除最后一步（退格键，Ctrl+Z）</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="249"/>
        <source>Redo</source>
        <translation>恢复</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="250"/>
        <source>Put the removed token back (Ctrl+Shift+Z)</source>
        <translation>恢复删除的一步（Ctrl+Shift+Z）</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="251"/>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/table.py" line="252"/>
        <source>Clear the answer</source>
        <translation>清空答案</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../../gui/twentyfour/card_view.py" line="385"/>
        <source>face-down card</source>
        <translation>背面朝上的牌</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/card_view.py" line="387"/>
        <source>spades</source>
        <translation>黑桃</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/card_view.py" line="388"/>
        <source>hearts</source>
        <translation>红桃</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/card_view.py" line="389"/>
        <source>diamonds</source>
        <translation>方块</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/card_view.py" line="390"/>
        <source>clubs</source>
        <translation>梅花</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/card_view.py" line="393"/>
        <source>Ace</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/card_view.py" line="394"/>
        <source>Jack</source>
        <translation>J</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/card_view.py" line="395"/>
        <source>Queen</source>
        <translation>Q</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/card_view.py" line="396"/>
        <source>King</source>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/card_view.py" line="398"/>
        <source>{rank} of {suit}</source>
        <translation>{suit}{rank}</translation>
    </message>
</context>
<context>
    <name>HandPanel</name>
    <message>
        <location filename="../../gui/twentyfour/side_panel.py" line="134"/>
        <source>&amp;Difficulty:</source>
        <translation>难度(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/side_panel.py" line="135"/>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/side_panel.py" line="135"/>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/side_panel.py" line="135"/>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/side_panel.py" line="137"/>
        <source>C&amp;ards:</source>
        <translation>牌数(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/side_panel.py" line="138"/>
        <source>&amp;Target:</source>
        <translation>目标(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/side_panel.py" line="139"/>
        <source>Difficulty</source>
        <translation>难度</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/side_panel.py" line="140"/>
        <source>Cards</source>
        <translation>牌数</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/side_panel.py" line="141"/>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/side_panel.py" line="142"/>
        <source>The number to make: a whole number or a fraction</source>
        <translation>要凑出的数：整数或分数</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/side_panel.py" line="143"/>
        <source>Solvable only</source>
        <translation>只发有解的牌</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/side_panel.py" line="144"/>
        <source>Deal only hands that have a solution</source>
        <translation>只发至少有一个解的牌</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/side_panel.py" line="145"/>
        <source>Left to right</source>
        <translation>从左到右</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/side_panel.py" line="147"/>
        <source>No brackets: the operations are done strictly from left to right</source>
        <translation>不用括号：严格从左到右依次计算</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/side_panel.py" line="149"/>
        <source>Deal a new hand</source>
        <translation>发一手新牌</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/side_panel.py" line="150"/>
        <source>Deal a new hand (Ctrl+N)</source>
        <translation>发一手新牌（Ctrl+N）</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/side_panel.py" line="151"/>
        <source>Your own hand, e.g. 3 3 8 8</source>
        <translation>自己出题，例如 3 3 8 8</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/side_panel.py" line="152"/>
        <source>Type a hand of up to six cards and press Enter</source>
        <translation>输入最多六张牌，按回车发牌</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/side_panel.py" line="153"/>
        <source>Your own hand</source>
        <translation>自己出的牌</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/side_panel.py" line="155"/>
        <source>Click a solution or press Enter: it plays on the table and fills your answer</source>
        <translation>单击一种解法或按回车：它会在牌桌上一步步演示，并填入答案框</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/side_panel.py" line="157"/>
        <source>Thinking…</source>
        <translation>正在计算…</translation>
    </message>
</context>
<context>
    <name>StepCardView</name>
    <message>
        <location filename="../../gui/twentyfour/step_cards.py" line="127"/>
        <source>card worth {value}</source>
        <translation>值为 {value} 的牌</translation>
    </message>
</context>
<context>
    <name>StepPlay</name>
    <message>
        <location filename="../../gui/twentyfour/steps.py" line="274"/>
        <source>Combine:</source>
        <translation>合并：</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/steps.py" line="276"/>
        <source>Add two cards</source>
        <translation>两张牌相加</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/steps.py" line="276"/>
        <source>Merge the picked card and the next one: add</source>
        <translation>把选中的牌和下一张合并：相加</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/steps.py" line="278"/>
        <source>Subtract two cards</source>
        <translation>两张牌相减</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/steps.py" line="279"/>
        <source>Merge the picked card and the next one: subtract the next one</source>
        <translation>把选中的牌和下一张合并：减去下一张</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/steps.py" line="282"/>
        <source>Multiply two cards</source>
        <translation>两张牌相乘</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/steps.py" line="283"/>
        <source>Merge the picked card and the next one: multiply</source>
        <translation>把选中的牌和下一张合并：相乘</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/steps.py" line="286"/>
        <source>Divide two cards</source>
        <translation>两张牌相除</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/steps.py" line="287"/>
        <source>Merge the picked card and the next one: divide by the next one</source>
        <translation>把选中的牌和下一张合并：除以下一张</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/steps.py" line="294"/>
        <source>Undo a step</source>
        <translation>撤回一步</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/steps.py" line="295"/>
        <source>Take back the last step: the two cards come back</source>
        <translation>撤回上一步：两张牌回到桌上</translation>
    </message>
</context>
<context>
    <name>TwentyFourTab</name>
    <message>
        <location filename="../../gui/twentyfour/tab.py" line="358"/>
        <source>Solved in {seconds} s.</source>
        <translation>用时 {seconds} 秒解出。</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/rules_text.py" line="19"/>
        <source>24 Points</source>
        <translation>24 点</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/rules_text.py" line="21"/>
        <source>Use every card exactly once, with + − × ÷ and brackets, to make {target}.</source>
        <translation>每张牌恰好用一次，用 + − × ÷ 和括号算出 {target}。</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/rules_text.py" line="27"/>
        <source>A counts 1, J 11, Q 12 and K 13. Fractions on the way are fine: 8 ÷ (3 − 8 ÷ 3) = 24.</source>
        <translation>A 算 1，J 算 11，Q 算 12，K 算 13。中间结果可以是分数：8 ÷ (3 − 8 ÷ 3) = 24。</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/rules_text.py" line="34"/>
        <source>Click cards and operator keys to build your answer, or type it. Backspace takes back the last step. Check with Enter.</source>
        <translation>点击牌和运算键组成答案，也可以直接输入。退格键撤销最后一步，回车检查答案。</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/rules_text.py" line="41"/>
        <source>Or play in steps: click a card, a Combine key (+ − × ÷) and another card, and the two become one card worth the result. ↶ takes a step back. When one card is left it is checked like a typed answer. Click a listed solution to see it played.</source>
        <translation>也可以一步步玩：单击一张牌、一个“合并”键（+ − × ÷）和另一张牌，两张牌就合成一张，牌面是计算结果。↶ 撤回一步。只剩一张牌时，它会像输入的答案一样被检查。单击列出的解法，可以看它在牌桌上演示。</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/rules_text.py" line="58"/>
        <source>Each hint reveals a little more: which two cards to combine first, then that step and its result, then a whole solution. Solutions lists every distinct one; for a hand without a solution it shows the nearest values you can reach.</source>
        <translation>每条提示多透露一点：先算哪两张牌，然后是这一步和它的结果，最后是完整解法。“全部解法”列出所有不同的解法；无解的牌则列出能算出的最接近的数。</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/rules_text.py" line="70"/>
        <source>Left to right:</source>
        <translation>从左到右：</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/rules_text.py" line="72"/>
        <source>no brackets; each operation applies to the result so far, in the order written. Division must come out even unless truncating division is set.</source>
        <translation>不用括号；按书写顺序，每个运算都作用于前面的结果。除非设置了取整除法，否则除法必须能整除。</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/tab.py" line="271"/>
        <source>New hand: {cards}</source>
        <translation>新牌：{cards}</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/rules_text.py" line="87"/>
        <source>★ Solved in {time}! ★</source>
        <translation>★ 用时 {time}，答对了！★</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/rules_text.py" line="93"/>
        <source>Make {target} with every card, working left to right</source>
        <translation>用所有的牌从左到右算出 {target}</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/rules_text.py" line="96"/>
        <source>Make {target} with every card exactly once</source>
        <translation>每张牌用一次，算出 {target}</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/hand_help.py" line="27"/>
        <source>Hint {step} of {total}: {hint}</source>
        <translation>提示 {step}/{total}：{hint}</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/tab.py" line="330"/>
        <location filename="../../gui/twentyfour/tab.py" line="343"/>
        <source>The new settings apply from the next hand.</source>
        <translation>新的设置从下一手牌开始生效。</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/rules_text.py" line="50"/>
        <source>In the How many ways? mode, enter every way you find, one by one: each new way scores +1, a repeat or a wrong answer −1, an unfinished one nothing. Solutions then shows the ways not found.</source>
        <translation>在“有几种算法？”模式里，把找到的每种算法逐个输入：每种新算法得 +1 分，重复或错误的答案得 −1 分，没写完的不扣分。之后按“全部解法”可看到没找到的算法。</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/hand_help.py" line="34"/>
        <source>No solution: these cards cannot make {target}.</source>
        <translation>无解：这几张牌算不出 {target}。</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/hand_help.py" line="43"/>
        <source>Nearest you can get:</source>
        <translation>最接近的结果：</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/rules_text.py" line="92"/>
        <source>Make {target} with some or all of the numbers</source>
        <translation>用其中部分或全部数字算出 {target}</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/rules_text.py" line="108"/>
        <source>Countdown numbers: make {target} with some or all of the six numbers, each at most once, with + − × ÷. Every step must be a whole number above zero. Exact scores 10 points; within 5, 7; within 10, 5.</source>
        <translation>Countdown 数字游戏：用六个数中的部分或全部（每个最多用一次）和 + − × ÷ 算出 {target}。每一步的结果都必须是正整数。正好算出得 10 分；相差 5 以内得 7 分；相差 10 以内得 5 分。</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/rules_text.py" line="115"/>
        <source>Krypto: make the objective card, {target}, with all five cards, each once, with + − × ÷. Every step must be a whole number.</source>
        <translation>Krypto：用全部五张牌（每张用一次）和 + − × ÷ 算出目标牌 {target}。每一步的结果都必须是整数。</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/rules_text.py" line="121"/>
        <source>24 points: make {target} with every card exactly once, working left to right.</source>
        <translation>24 点：每张牌恰好用一次，从左到右依次计算，算出 {target}。</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/rules_text.py" line="125"/>
        <source>24 points: make {target} with every card exactly once, with + − × ÷ and brackets.</source>
        <translation>24 点：每张牌恰好用一次，用 + − × ÷ 和括号算出 {target}。</translation>
    </message>
</context>
<context>
    <name>WaysMode</name>
    <message>
        <location filename="../../gui/twentyfour/ways_mode.py" line="110"/>
        <source>✓ {answer}: a new way! {count}</source>
        <translation>✓ {answer}：新算法！{count}</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/ways_mode.py" line="112"/>
        <source>= {answer} is the same as answer {earlier}. {count}</source>
        <translation>= {answer} 与第 {earlier} 个答案相同。{count}</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/ways_mode.py" line="118"/>
        <source>✗ {answer}: {problem}</source>
        <translation>✗ {answer}：{problem}</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/ways_mode.py" line="123"/>
        <source>This round is over: deal a new hand to play again.</source>
        <translation>本轮已结束：发一手新牌再来。</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/ways_mode.py" line="126"/>
        <source>How many ways can you make {target}? Enter them one by one</source>
        <translation>有几种方法算出 {target}？请逐个输入</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/ways_mode.py" line="132"/>
        <source>How many ways?</source>
        <translation>有几种算法？</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/ways_mode.py" line="133"/>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="11"/>
        <source>{token} is not a card: use A, 2-10, J, Q, K</source>
        <translation>{token} 不是牌：请用 A、2-10、J、Q、K</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="13"/>
        <source>a joker cannot be played</source>
        <translation>王牌（大小王）不能用</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="14"/>
        <source>a hand has {low} to {high} cards</source>
        <translation>一手牌有 {low} 到 {high} 张</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="15"/>
        <source>the hand is too long (at most {limit} characters)</source>
        <translation>输入的牌太长（最多 {limit} 个字符）</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="16"/>
        <source>{text} is not a target: use a whole number or a fraction such as 7/2</source>
        <translation>{text} 不是有效的目标：请用整数或分数，例如 7/2</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="19"/>
        <source>{card} is used twice</source>
        <translation>{card} 用了两次</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="20"/>
        <source>{card} is used {count} times, but the hand has only {available}</source>
        <translation>{card} 用了 {count} 次，但手里只有 {available} 张</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="21"/>
        <source>{card} is not in the hand</source>
        <translation>手里没有 {card}</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="22"/>
        <source>{card} is not used</source>
        <translation>{card} 没有用到</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="23"/>
        <source>division by zero</source>
        <translation>除数为零</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="24"/>
        <source>{left} / {right} does not divide evenly</source>
        <translation>{left} / {right} 不能整除</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="25"/>
        <source>the result is {value}, not {target}</source>
        <translation>结果是 {value}，不是 {target}</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="26"/>
        <source>unexpected {token} at position {position}</source>
        <translation>第 {position} 个位置出现了意外的 {token}</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="27"/>
        <source>the expression ends too early</source>
        <translation>算式不完整</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="28"/>
        <source>the expression is too long (at most {limit} characters)</source>
        <translation>算式太长（最多 {limit} 个字符）</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="29"/>
        <source>type an expression</source>
        <translation>请输入算式</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="30"/>
        <source>brackets are not allowed in left-to-right mode</source>
        <translation>从左到右模式下不能用括号</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="31"/>
        <source>{expression} = {target}. Well done!</source>
        <translation>{expression} = {target}。答对了！</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="55"/>
        <source>{card} is already used</source>
        <translation>{card} 已经用过了</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="56"/>
        <source>there is no card at position {position}</source>
        <translation>第 {position} 个位置没有牌</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="57"/>
        <source>{token} is not one of + - * / ( )</source>
        <translation>{token} 不是 + - * / ( ) 之一</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="58"/>
        <source>pick a card first, then an operator and another card</source>
        <translation>先选一张牌，再选运算符和另一张牌</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="59"/>
        <source>pick another card: a card cannot be combined with itself</source>
        <translation>请选另一张牌：一张牌不能和自己合并</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="60"/>
        <source>in left-to-right play a step takes a card from the hand on its right</source>
        <translation>从左到右模式中，每一步的右边必须是手中的一张原牌</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="63"/>
        <source>start by combining {first} and {second}</source>
        <translation>先把 {first} 和 {second} 算在一起</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="64"/>
        <source>first work out {left} {op} {right} = {result}</source>
        <translation>第一步：{left} {op} {right} = {result}</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="65"/>
        <source>one solution is {solution}</source>
        <translation>一种解法是 {solution}</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="66"/>
        <source>keep going: use {card} next</source>
        <translation>继续：下一步用 {card}</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="67"/>
        <source>keep going: {solution} …</source>
        <translation>继续：{solution} …</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="68"/>
        <source>{expression} makes {target}: press Check</source>
        <translation>{expression} 等于 {target}：请按“检查”</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="69"/>
        <source>take back {expression}: no solution goes on from there</source>
        <translation>撤回 {expression}：从这里接下去没有解</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="70"/>
        <source>take back {expression}, then go on: {solution} …</source>
        <translation>撤回 {expression}，然后接着写：{solution} …</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="71"/>
        <source>no hand of {cards} cards fits these settings</source>
        <translation>按这些设置发不出 {cards} 张牌的一手牌</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="72"/>
        <source>{value} is not allowed as {name}</source>
        <translation>{value} 不能用作 {name}</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="73"/>
        <source>these cards combine in too many ways to list every solution; use fewer cards or another target</source>
        <translation>这手牌的组合方式太多，无法列出全部解法；请减少牌数或换一个目标数</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="78"/>
        <source>{count} solutions are too many to list at once</source>
        <translation>共有 {count} 个解法，太多了，无法一次列出</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="12"/>
        <source>{token} is not a card: use a whole number from 1 to {high}</source>
        <translation>{token} 不是一张牌：请用 1 到 {high} 的整数</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="32"/>
        <source>{left} {op} {right} is not a whole number</source>
        <translation>{left} {op} {right} 不是整数</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="33"/>
        <source>{left} {op} {right} is not above zero</source>
        <translation>{left} {op} {right} 不大于零</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="34"/>
        <source>any subset, whole steps and positive steps need brackets, not left to right</source>
        <translation>任选部分牌、每步整数和每步为正只能在允许括号时使用，不能从左到右计算</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="38"/>
        <source>with whole steps the target must be a whole number, not {target}</source>
        <translation>每步整数时目标必须是整数，不能是 {target}</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="39"/>
        <source>with positive steps the target must be above zero, not {target}</source>
        <translation>每步为正时目标必须大于零，不能是 {target}</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="40"/>
        <source>with any subset, whole steps or positive steps a hand has at most {high} cards</source>
        <translation>任选部分牌、每步整数或每步为正时，一手最多 {high} 张牌</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="43"/>
        <source>{hand} are not Countdown numbers: 25 50 75 100 once each, 1 to 10 at most twice each</source>
        <translation>{hand} 不是 Countdown 的数字：25、50、75、100 各一张，1 到 10 每个最多两张</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="47"/>
        <source>{hand} is not a Krypto hand: five cards of the Krypto deck (1-6 three times, 7-10 four times, 11-17 twice, 18-25 once)</source>
        <translation>{hand} 不是 Krypto 的一手牌：应是 Krypto 牌组中的五张牌（1-6 各三张，7-10 各四张，11-17 各两张，18-25 各一张）</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/messages.py" line="52"/>
        <source>the target must be a whole number from {low} to {high}, not {target}</source>
        <translation>目标必须是 {low} 到 {high} 之间的整数，不能是 {target}</translation>
    </message>
</context>
<context>
    <name>PresetPanel</name>
    <message>
        <location filename="../../gui/twentyfour/preset_panel.py" line="180"/>
        <source>{time} left</source>
        <translation>剩余 {time}</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/preset_panel.py" line="197"/>
        <source>easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/preset_panel.py" line="197"/>
        <source>medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/preset_panel.py" line="197"/>
        <source>hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/preset_panel.py" line="198"/>
        <source>Level: {level}</source>
        <translation>难度：{level}</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/preset_panel.py" line="201"/>
        <source>about {share}% of players solve it</source>
        <translation>约 {share}% 的玩家能解出</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/preset_panel.py" line="204"/>
        <source>distinct solutions: {count}</source>
        <translation>不同解法：{count} 种</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/preset_panel.py" line="208"/>
        <source>&amp;Rules:</source>
        <translation>规则(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/preset_panel.py" line="209"/>
        <source>24 points</source>
        <translation>24 点</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/preset_panel.py" line="209"/>
        <source>Countdown</source>
        <translation>Countdown</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/preset_panel.py" line="209"/>
        <source>Krypto</source>
        <translation>Krypto</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/preset_panel.py" line="212"/>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/preset_panel.py" line="213"/>
        <source>&amp;Large:</source>
        <translation>大数(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/preset_panel.py" line="214"/>
        <source>Large numbers</source>
        <translation>大数</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/preset_panel.py" line="215"/>
        <source>How many of 25, 50, 75 and 100 Countdown deals</source>
        <translation>Countdown 从 25、50、75、100 中发几个大数</translation>
    </message>
    <message>
        <location filename="../../gui/twentyfour/preset_panel.py" line="221"/>
        <source>Target {target}</source>
        <translation>目标 {target}</translation>
    </message>
</context>
</TS>
