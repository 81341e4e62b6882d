<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../desktop/shell/about_dialog.py" line="+36"/>
        <source>About Kotatsu</source>
        <translation>关于 Kotatsu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card pictures: Game Icons ({link}) by {artists}, under the Creative Commons Attribution 3.0 licence ({licence}); drawn in the cards&apos; colours.</source>
        <translation>卡牌图案：Game Icons（{link}），作者 {artists}，依知识共享署名 3.0 许可协议（{licence}）使用，以卡牌的颜色绘制。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Japanese and Chinese text: Noto Sans CJK (subsets), under the SIL Open Font License 1.1.</source>
        <translation>日文和中文文字：Noto Sans CJK（子集），依 SIL Open Font License 1.1 授权。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Japanese tabletop games on your computer, offline.</source>
        <translation>在电脑上离线游玩日本桌游。</translation>
    </message>
</context>
<context>
    <name>CardListModel</name>
    <message>
        <location filename="../desktop/games/heart_of_crown/models/cards.py" line="+29"/>
        <source>from the supply</source>
        <translation>来自补给卡组</translation>
    </message>
</context>
<context>
    <name>CoverPage</name>
    <message>
        <location filename="../desktop/shell/cover_page.py" line="+74"/>
        <source>Pass to {name}</source>
        <translation>请交给{name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other players look away. Your hand stays hidden until you are ready.</source>
        <translation>其他玩家请回避视线。在你准备好之前，手卡不会显示。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ready</source>
        <translation>准备好了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <location filename="../desktop/shell/crash_notice.py" line="+48"/>
        <source>Kotatsu closed unexpectedly last time. A crash report was saved.</source>
        <translation>上次 Kotatsu 意外关闭。已保存崩溃报告。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the folder</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>DiceView</name>
    <message>
        <location filename="../desktop/widgets/dice.py" line="+88"/>
        <source>Dice: {faces} (total {total})</source>
        <translation>骰子：{faces}（合计{total}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rolled yet</source>
        <translation>尚未掷骰</translation>
    </message>
</context>
<context>
    <name>DomainStrip</name>
    <message>
        <location filename="../desktop/games/heart_of_crown/domain_strip.py" line="+29"/>
        <source>{name} — {points} succession points</source>
        <translation>{name} — 继承点{points}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no princess yet</source>
        <translation>尚未拥立公主</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>coin counters: {n}</source>
        <translation>货币指示物{n}个</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>succession counters: +{n}</source>
        <translation>继承权指示物+{n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>twin counters: {n}</source>
        <translation>双子指示物{n}个</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>coronation declared</source>
        <translation>已宣言戴冠式</translation>
    </message>
</context>
<context>
    <name>EndDetails</name>
    <message>
        <location filename="../desktop/games/heart_of_crown/end_details.py" line="+48"/>
        <source>by coronation</source>
        <translation>以戴冠式决胜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in sudden death: more than one player declared a coronation, so only they played on, and the first to reach 30 succession points won</source>
        <translation>在延长战中决胜：有多名玩家宣言了戴冠式，只有他们继续游戏，先达到30继承点的玩家获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>by judgement: the Court Maid, Senator and Duke piles ran out</source>
        <translation>判定：“宫廷女仆”“议员”“公爵”均已用完</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on succession points: for {rounds} rounds in a row nobody bought or gained a card or backed a princess</source>
        <translation>以继承点决胜：连续{rounds}巡无人购入或获得卡，也无人拥立公主</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Princess</source>
        <translation>公主</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Territories</source>
        <translation>领地</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Succession cards</source>
        <translation>继承权卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Succession points</source>
        <translation>继承点</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Curses received</source>
        <translation>获得的诅咒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cards bought</source>
        <translation>购入的卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns</source>
        <translation>回合数</translation>
    </message>
</context>
<context>
    <name>EndPage</name>
    <message>
        <location filename="../desktop/shell/end_page.py" line="+125"/>
        <source>Back to the start</source>
        <translation>返回开始画面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rematch</source>
        <translation>再战</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same players and market, with a new shuffle</source>
        <translation>相同的玩家和市场，重新洗牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the replay</source>
        <translation>观看回放</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points over the turns</source>
        <translation>每回合的分数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{names} won!</source>
        <translation>{names}获胜！</translation>
    </message>
</context>
<context>
    <name>FaceDownSlot</name>
    <message>
        <location filename="../desktop/widgets/face_down_slot.py" line="+52"/>
        <source>Empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} committed a card face down</source>
        <translation>{name}扣置了一张牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your face-down card: {card}</source>
        <translation>你扣置的牌：{card}</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../desktop/shell/session.py" line="+157"/>
        <source>It is not your turn.</source>
        <translation>现在不是你的回合。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That move is not possible now.</source>
        <translation>现在不能这样做。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Autosave failed: {reason}</source>
        <translation>自动保存失败：{reason}</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The AI chose an illegal action: {reason}</source>
        <translation>电脑选择了不合规则的操作：{reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The AI failed: {reason}</source>
        <translation>电脑出错：{reason}</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="data_strings.py" line="+38"/>
        <source>Gensokyo</source>
        <extracomment>name of the game &apos;gensokyo&apos;</extracomment>
        <translation>幻想乡领地争夺战</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go round Gensokyo claiming lands with Touhou characters, collect tolls and invade in card battles</source>
        <extracomment>what the game &apos;gensokyo&apos; is, on the start page</extracomment>
        <translation>带着东方角色环游幻想乡占领土地，收取路费，以卡牌战斗侵略</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Isekai Guild Masters</source>
        <extracomment>name of the game &apos;guild_masters&apos;</extracomment>
        <translation>异世界公会长</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run a guild: send adventurers into a growing labyrinth for fame and treasure</source>
        <extracomment>what the game &apos;guild_masters&apos; is, on the start page</extracomment>
        <translation>经营公会：派冒险者深入不断扩大的迷宫，赢得名声与宝物</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heart of Crown</source>
        <extracomment>name of the game &apos;heart_of_crown&apos;</extracomment>
        <translation>皇冠之心</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deck-builder: back a princess, gather succession points and be crowned</source>
        <extracomment>what the game &apos;heart_of_crown&apos; is, on the start page</extracomment>
        <translation>牌库构筑：拥立公主，收集继承点，迎接戴冠</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tanto Cuore</source>
        <extracomment>name of the game &apos;tanto_cuore&apos;</extracomment>
        <translation>Tanto Cuore</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deck-builder: employ maids, have them serve and fill your private quarters</source>
        <extracomment>what the game &apos;tanto_cuore&apos; is, on the start page</extracomment>
        <translation>牌库构筑：雇用女仆，让她们奉仕，充实自己的家</translation>
    </message>
</context>
<context>
    <name>GeneratedOptionsForm</name>
    <message>
        <location filename="../desktop/shell/options_form.py" line="+154"/>
        <source>{option}: {reason}</source>
        <translation>{option}：{reason}</translation>
    </message>
</context>
<context>
    <name>Guard</name>
    <message>
        <location filename="../desktop/shell/problem_notice.py" line="+11"/>
        <source>Something went wrong and was skipped; the game goes on.</source>
        <translation>出现问题，该处理已跳过；游戏继续进行。</translation>
    </message>
</context>
<context>
    <name>GuidePanel</name>
    <message>
        <location filename="../desktop/shell/guided/panel.py" line="+119"/>
        <source>Play a real game</source>
        <translation>开始正式游戏</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start over</source>
        <translation>从头再来</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave the lesson</source>
        <translation>退出教学</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Lesson complete</source>
        <translation>教学完成</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Step {n} of {total}</source>
        <translation>第 {n} 步，共 {total} 步</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{n} of {total} steps done</source>
        <translation>已完成 {n} 步，共 {total} 步</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The game is over: you won!</source>
        <translation>游戏结束：你赢了！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>游戏已结束。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game goes on to its end: watch the other players&apos; last turns.</source>
        <translation>游戏会进行到结束：请观看其他玩家的最后回合。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your opponent&apos;s turn</source>
        <translation>对战对手的回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the table and the log: your opponent plays by the same rules. The lesson goes on when it is your turn.</source>
        <translation>请观看牌桌和记录：对战对手遵循同样的规则。轮到你的回合时，教学继续。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your choice</source>
        <translation>由你决定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson has nothing to say about this choice: decide as you like, and it goes on after it.</source>
        <translation>教学对这个选择没有要求：随你决定，之后教学继续。</translation>
    </message>
</context>
<context>
    <name>HeartOfCrownOptions</name>
    <message>
        <location filename="../desktop/games/heart_of_crown/options_form.py" line="+60"/>
        <source>Rule variant</source>
        <translation>变体规则</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A weaker player starts with 1 to 3 Court Maids in place of as many Apprentice Maids.</source>
        <translation>较弱的玩家以1至3张宫廷女仆代替同样数量的见习女仆开始游戏。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{card} ({cost})</source>
        <translation>{card}（费用{cost}）</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Market cards</source>
        <translation>市场卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your 10</source>
        <translation>你的10种</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Random 10</source>
        <translation>随机10种</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick 10 yourself</source>
        <translation>自选10种</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preset: {name}</source>
        <translation>推荐组合：{name}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Court Maids</source>
        <translation>宫廷女仆数</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pick exactly {n} market cards (you picked {k}).</source>
        <translation>请正好选择{n}种市场卡（已选{k}种）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give the weaker players 1 to 3 Court Maids, or turn the Handicap off.</source>
        <translation>请给较弱的玩家1至3张宫廷女仆，或关闭不利条件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone has the same handicap, which changes nothing: give the stronger players fewer Court Maids.</source>
        <translation>所有人的不利条件相同，等于没有变化：请减少较强玩家的宫廷女仆。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop/shell/main_window.py" line="+225"/>
        <source>Load a game</source>
        <translation>载入游戏</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+1"/>
        <source>Abandon the game in progress?</source>
        <translation>要放弃进行中的游戏吗？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It will be kept in this folder, where Load can open it again:</source>
        <translation>该游戏将保存在以下文件夹中，之后可通过“载入”重新打开：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Abandon it</source>
        <translation>放弃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep playing it</source>
        <translation>继续玩</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A lesson is not saved: Start over takes it from the beginning.</source>
        <translation>教学不会保存：点“从头再来”即可从头开始。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the game as</source>
        <translation>将游戏另存为</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Kotatsu records (*.json);;All files (*)</source>
        <translation>Kotatsu 存档 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not save to {path}: {reason}</source>
        <translation>无法保存到 {path}：{reason}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved to {path}</source>
        <translation>已保存到 {path}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Could not open {path}: {reason}</source>
        <translation>无法打开 {path}：{reason}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The game in progress could not be set aside: {reason}</source>
        <translation>无法保存进行中的游戏：{reason}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The hint failed: {reason}</source>
        <translation>提示失败：{reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The abandoned game is kept as {path}.</source>
        <translation>已放弃的游戏已保存为 {path}。</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>It is not your turn.</source>
        <translation>现在不是你的回合。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to undo: a card was drawn or revealed, or another player acted.</source>
        <translation>没有可撤销的操作：已抽卡或公开了卡，或其他玩家已行动。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The statistics could not be saved: {reason}</source>
        <translation>无法保存战绩：{reason}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../desktop/shell/new_game.py" line="+94"/>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Advanced</source>
        <translation>高级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed (optional)</source>
        <translation>种子（可选）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same seed and choices deal the same game again</source>
        <translation>使用相同的种子和选项，可以重现同一局游戏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Seat {n} needs a name.</source>
        <translation>请为座位{n}输入名字。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat {n}: a name may not hold a line break or another control character.</source>
        <translation>座位{n}：名字中不能含有换行符或其他控制字符。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every player needs a different name.</source>
        <translation>每位玩家的名字必须不同。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The seed must be a whole number (or empty for a random one).</source>
        <translation>种子必须是整数（留空则随机）。</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../desktop/games/heart_of_crown/models/players.py" line="+10"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>继承点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>手卡</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deck</source>
        <translation>卡组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>弃牌区</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Counters</source>
        <translation>指示物</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>{n} coin</source>
        <translation>货币指示物{n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+{n} pts</source>
        <translation>+{n}点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{n} twin</source>
        <translation>双子{n}</translation>
    </message>
</context>
<context>
    <name>PromptPanel</name>
    <message>
        <location filename="../desktop/widgets/prompt_panel.py" line="+87"/>
        <source>The game is over.</source>
        <translation>游戏已结束。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>New here: this button now means “{label}”.</source>
        <translation>已更改：此按钮现在是“{label}”。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Cancel hint</source>
        <translation>取消提示</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Hard AI is thinking…</source>
        <translation>电脑（困难）正在思考…</translation>
    </message>
</context>
<context>
    <name>ReferenceWindow</name>
    <message>
        <location filename="../desktop/shell/reference_window.py" line="+102"/>
        <source>Rules — {game}</source>
        <translation>规则 — {game}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search the rules</source>
        <translation>搜索规则</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No section holds these words.</source>
        <translation>没有包含这些文字的章节。</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>In this section</source>
        <translation>本章内容</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <location filename="../desktop/shell/replay_page.py" line="+211"/>
        <source>Next: {player} decides</source>
        <translation>接下来由{player}决定</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Move {step} of {total} · turn {turn}</source>
        <translation>第{step}步，共{total}步 · 第{turn}回合</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {step} of {total} · round {round}</source>
        <translation>第{step}步，共{total}步 · 第{round}轮</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation>开头</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To the start (Home)</source>
        <translation>回到开头（Home）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>Turn</source>
        <translation>回合</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>A turn back (Page Up)</source>
        <translation>后退一回合（Page Up）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Move</source>
        <translation>一步</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>A move back (←)</source>
        <translation>后退一步（←）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A move forward (→)</source>
        <translation>前进一步（→）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn forward (Page Down)</source>
        <translation>前进一回合（Page Down）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>最后</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To the final position (End)</source>
        <translation>到最终局面（End）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back to the end screen</source>
        <translation>返回结算画面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the game by itself, or pause it (Space)</source>
        <translation>自动播放游戏，或暂停（Space）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>慢速</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal speed</source>
        <translation>正常速度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>快速</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How fast the game plays by itself</source>
        <translation>自动播放的速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every move of the game: drag to go to one</source>
        <translation>游戏的每一步：拖动以跳到某一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand of:</source>
        <translation>显示手卡：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whose hand the table shows, and whose log</source>
        <translation>显示谁的手卡和记录</translation>
    </message>
</context>
<context>
    <name>SeatRows</name>
    <message>
        <location filename="../desktop/shell/seat_rows.py" line="+119"/>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of players</source>
        <translation>玩家人数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat {n}</source>
        <translation>座位{n}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{level} — {meaning}</source>
        <translation>{level}：{meaning}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../desktop/shell/settings_dialog.py" line="+69"/>
        <source>Text and card size</source>
        <translation>文字和卡牌大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small</source>
        <translation>小</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>标准</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Large</source>
        <translation>大</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About Kotatsu…</source>
        <translation>关于 Kotatsu…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pause between AI moves</source>
        <translation>电脑每步之间的间隔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask before ending a phase with plays or coins left</source>
        <translation>仍可使用卡或仍有货币时，结束阶段前先确认</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animations</source>
        <translation>动画效果</translation>
    </message>
</context>
<context>
    <name>StartGames</name>
    <message>
        <location filename="../desktop/shell/start_games.py" line="+16"/>
        <source>Easy to learn</source>
        <translation>容易上手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moderate to learn</source>
        <translation>上手难度中等</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard to learn</source>
        <translation>较难上手</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>{low}–{high} minutes</source>
        <translation>{low}–{high}分钟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{minutes} minutes</source>
        <translation>{minutes}分钟</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{level}: {wins} of {games} won</source>
        <translation>{level}：{games}局{wins}胜</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{turns} turns a game</source>
        <translation>每局平均{turns}回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>best score {points}</source>
        <translation>最高分{points}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your record: {parts}</source>
        <translation>你的战绩：{parts}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Learn to play</source>
        <translation>新手教学</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../desktop/shell/start_page.py" line="+113"/>
        <source>{game} — against AI or hot-seat</source>
        <translation>{game} — 对战电脑或同屏轮流对战</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Earlier games, all games together — {levels}</source>
        <translation>以前的战绩（所有游戏合计）— {levels}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Continue</source>
        <translation>继续游戏</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Load…</source>
        <translation>载入…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save as…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{level} ({wins} of {games} won)</source>
        <translation>{level}（{games}局{wins}胜）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The statistics file could not be read; counting starts afresh.</source>
        <translation>无法读取战绩文件，记录将重新开始。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Continue: {game}, turn {turn}</source>
        <translation>继续：{game}，第{turn}回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue: {game}, round {round}</source>
        <translation>继续：{game}，第{round}轮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue: {game}</source>
        <translation>继续：{game}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Opening the game… %p%</source>
        <translation>正在打开游戏… %p%</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../desktop/widgets/shortcuts.py" line="+21"/>
        <source>Go straight to your hand</source>
        <translation>直接跳到手牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go straight to the play area</source>
        <translation>直接跳到处理区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go straight to the log</source>
        <translation>直接跳到记录</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go to the next or the previous place: a row of cards, a button, the log</source>
        <translation>移到下一个或上一个位置：一行卡牌、按钮、记录</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go from card to card in a row; Home and End: to its first and its last card</source>
        <translation>在一行中逐张切换卡牌；Home 和 End：到该行的第一张和最后一张</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do the first thing the chosen card can do (play it, buy it …), or press the chosen button</source>
        <translation>对选中的卡牌执行它能做的第一件事（使用、购入等），或按下选中的按钮</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press the chosen button</source>
        <translation>按下选中的按钮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press the buttons under the question, from the first to the ninth</source>
        <translation>按下问题下方的按钮（第一个到第九个）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint (again: cancel it)</source>
        <translation>提示（再按一次：取消）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../desktop/widgets/table_chrome.py" line="+504"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../desktop/widgets/table_chrome.py" line="+1"/>
        <source>Save as…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This list of keys</source>
        <translation>本按键列表</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/table_chrome.py" line="+1"/>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules (F1)</source>
        <translation>规则 (F1)</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/shortcuts.py" line="-1"/>
        <location filename="../desktop/widgets/table_chrome.py" line="+4"/>
        <source>The rules, at the part that fits this moment of the game</source>
        <translation>规则（打开与当前局面相符的部分）</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/table_chrome.py" line="+2"/>
        <source>What the marks and zones of the table mean</source>
        <translation>桌面上各标识和区域的意思</translation>
    </message>
    <message>
        <location filename="../desktop/games/heart_of_crown/table.py" line="+201"/>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Princesses to back</source>
        <translation>可拥立的公主</translation>
    </message>
    <message>
        <location filename="../desktop/games/guild_masters/table.py" line="+62"/>
        <source>Go straight to the labyrinth</source>
        <translation>直接跳到迷宫</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On the labyrinth: go from area to area; Enter chooses the lit area under the cursor</source>
        <translation>在迷宫上：在区域间移动；Enter 选择光标下高亮的区域</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the labyrinth: show the whole map, zoom in, zoom out</source>
        <translation>在迷宫上：显示整张地图、放大、缩小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In your hand: sell the selected card</source>
        <translation>在手牌中：出售选中的卡</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/table.py" line="+54"/>
        <source>Go straight to the board</source>
        <translation>直接前往棋盘</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>On the board: go from square to square; Enter chooses the lit square under the cursor</source>
        <translation>在棋盘上：逐格移动；按 Enter 选择光标下亮起的格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the board: show the whole map, zoom in, zoom out</source>
        <translation>在棋盘上：显示整张地图、放大、缩小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the battle panel: the next step, the step before, close it</source>
        <translation>在战斗面板中：下一步、上一步、关闭</translation>
    </message>
    <message>
        <location line="+62"/>
        <location filename="../desktop/games/guild_masters/table.py" line="+78"/>
        <location filename="../desktop/games/heart_of_crown/table.py" line="+1"/>
        <location filename="../desktop/games/tanto_cuore/table.py" line="+146"/>
        <source>Log</source>
        <translation>记录</translation>
    </message>
    <message>
        <location filename="../desktop/games/heart_of_crown/table.py" line="+16"/>
        <source>Discard — drop to buy</source>
        <translation>弃牌区
拖到此处购入</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Curses: {curses}
Supply: {supply}
Abroad: {abroad}</source>
        <translation>诅咒：{curses}
补给卡组：{supply}
国外：{abroad}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exiled (abroad): {cards}</source>
        <translation>已放逐（国外）：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play area — {name}</source>
        <translation>处理区 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand — {name}</source>
        <translation>手卡 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn {n} · {name} · {phase} · coins: {coins} · links left: {links}</source>
        <translation>第{n}回合 · {name} · {phase} · {coins}枚货币 · 剩余连接{links}</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Nothing to do with that card now.</source>
        <translation>现在这张卡无法进行任何操作。</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/table_chrome.py" line="-350"/>
        <source>Go straight to the market</source>
        <translation>直接跳到市场</translation>
    </message>
    <message>
        <location line="+345"/>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard shortcuts ({keys})</source>
        <translation>键盘快捷键（{keys}）</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Hint: {action} — the only legal move.</source>
        <translation>提示：{action} — 唯一合法的行动。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: {action} — about {chance}% to win.</source>
        <translation>提示：{action} — 胜率约{chance}%。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: {action} — about {chance}% to win; next best: {other}, {other_chance}%.</source>
        <translation>提示：{action} — 胜率约{chance}%；次优：{other}（{other_chance}%）。</translation>
    </message>
    <message>
        <location filename="../desktop/games/tanto_cuore/table.py" line="-79"/>
        <source>Go straight to the town</source>
        <translation>直接跳到供应区</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put back an event chosen by Enter, before choosing where it goes</source>
        <translation>在选择去处之前，放回用 Enter 选中的事件卡</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/shortcuts_window.py" line="+86"/>
        <source>Keyboard</source>
        <translation>键盘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../desktop/shell/undo_words.py" line="+12"/>
        <source>Can&apos;t undo: a card was drawn or revealed</source>
        <translation>无法撤销：已抽卡或公开了卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can&apos;t undo: you have seen hidden cards</source>
        <translation>无法撤销：你已看过未公开的卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can&apos;t undo: another player has moved since</source>
        <translation>无法撤销：之后其他玩家已行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can&apos;t undo: the dice were rolled or a card was picked at random</source>
        <translation>无法撤销：已掷骰或已随机抽取了卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to undo yet</source>
        <translation>还没有可撤销的操作</translation>
    </message>
</context>
<context>
    <name>TurnRecap</name>
    <message>
        <location filename="../desktop/widgets/turn_recap.py" line="+39"/>
        <source>Last turn of {name}:</source>
        <translation>{name}的上一回合：</translation>
    </message>
</context>
<context>
    <name>gensokyo</name>
    <message>
        <location filename="../desktop/games/gensokyo/card_texts.py" line="+21"/>
        <source>Remilia Scarlet</source>
        <translation>蕾米莉亚·斯卡蕾特</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flandre Scarlet</source>
        <translation>芙兰朵露·斯卡蕾特</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hong Meiling</source>
        <translation>红美铃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Koakuma</source>
        <translation>小恶魔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sakuya Izayoi (7)</source>
        <translation>十六夜咲夜〔7〕</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sakuya Izayoi (5)</source>
        <translation>十六夜咲夜〔5〕</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sakuya Izayoi (8)</source>
        <translation>十六夜咲夜〔8〕</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Patchouli Knowledge</source>
        <translation>帕秋莉·诺蕾姬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cirno</source>
        <translation>琪露诺</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rumia</source>
        <translation>露米娅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daiyousei</source>
        <translation>大妖精</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yuyuko Saigyouji</source>
        <translation>西行寺幽幽子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Youmu Konpaku</source>
        <translation>魂魄妖梦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rin Kaenbyou</source>
        <translation>火焰猫燐</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Satori Komeiji</source>
        <translation>古明地觉</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Koishi Komeiji</source>
        <translation>古明地恋</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Utsuho Reiuji</source>
        <translation>灵乌路空</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yuugi Hoshiguma</source>
        <translation>星熊勇仪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parsee Mizuhashi</source>
        <translation>水桥帕露西</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Komachi Onozuka</source>
        <translation>小野塚小町</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eiki Shiki</source>
        <translation>四季映姬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yamame Kurodani</source>
        <translation>黑谷山女</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ran Yakumo</source>
        <translation>八云蓝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chen</source>
        <translation>橙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kaguya Houraisan</source>
        <translation>蓬莱山辉夜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eirin Yagokoro</source>
        <translation>八意永琳</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reisen Udongein Inaba</source>
        <translation>铃仙·优昙华院·因幡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tewi Inaba</source>
        <translation>因幡帝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fujiwara no Mokou</source>
        <translation>藤原妹红</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aya Shameimaru</source>
        <translation>射命丸文</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nitori Kawashiro</source>
        <translation>河城荷取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kanako Yasaka</source>
        <translation>八坂神奈子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suwako Moriya</source>
        <translation>洩矢诹访子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reimu Hakurei</source>
        <translation>博丽灵梦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marisa Kirisame</source>
        <translation>雾雨魔理沙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alice Margatroid</source>
        <translation>爱丽丝·玛格特洛依德</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yukari Yakumo</source>
        <translation>八云紫</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Byakuren Hijiri</source>
        <translation>圣白莲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nue Houjuu</source>
        <translation>封兽鵺</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mamizou Futatsuiwa</source>
        <translation>二岩猯藏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seija Kijin</source>
        <translation>鬼人正邪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shou Toramaru</source>
        <translation>寅丸星</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shinmyoumaru Sukuna</source>
        <translation>少名针妙丸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keine Kamishirasawa</source>
        <translation>上白泽慧音</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Treasure &quot;Gold Rush&quot;</source>
        <translation>财宝「淘金热」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relocation &quot;Moving Day&quot;</source>
        <translation>迁居「搬家」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relocation &quot;Grand Reshuffle&quot;</source>
        <translation>迁居「大换血」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guard Charm &quot;Stone-Wall Ward&quot;</source>
        <translation>护符「石墙之护」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collapse &quot;Undermining&quot;</source>
        <translation>崩落「拆台」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>War Cry &quot;War Drums&quot;</source>
        <translation>呐喊「进军鼓」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lucky Draw &quot;Jackpot&quot;</source>
        <translation>抽奖「头奖」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Insight &quot;Show Me Your Hand&quot;</source>
        <translation>看破「亮出底牌」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search &quot;Finder&apos;s Charm&quot;</source>
        <translation>寻人「寻踪符」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tailwind &quot;Where the Wind Blows&quot;</source>
        <translation>顺风「随风而行」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shortcut &quot;Road of My Choosing&quot;</source>
        <translation>捷径「随心所欲之路」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip &quot;About-Face&quot;</source>
        <translation>反转「向后转」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Construction &quot;Raising the Roof&quot;</source>
        <translation>营造「上梁」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint &quot;Toll Hike&quot;</source>
        <translation>关卡「关税大涨」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Barrier &quot;Guardian Talisman&quot;</source>
        <translation>结界「镇守之符」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haggle &quot;Hard Bargain&quot;</source>
        <translation>讲价「砍价高手」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Binding &quot;Leaden Steps&quot;</source>
        <translation>咒缚「步履沉重」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expedition &quot;Distant Claim&quot;</source>
        <translation>远征「圈占飞地」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scarlet Charisma</source>
        <translation>红之威严</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Netherworld Charisma</source>
        <translation>冥之威严</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mountain Charisma</source>
        <translation>山之威严</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Village Charisma</source>
        <translation>里之威严</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scarlet</source>
        <translation>红</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nether</source>
        <translation>冥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mountain</source>
        <translation>山</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Village</source>
        <translation>里</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Character</source>
        <translation>角色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>即时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Land spell</source>
        <translation>土地符卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player spell</source>
        <translation>玩家符卡</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{amount}圓</source>
        <translation>{amount}圆</translation>
    </message>
    <message>
        <location filename="data_strings.py" line="+4"/>
        <source>Toll</source>
        <extracomment>glossary &apos;gs_toll&apos;; Japanese: 通行料</extracomment>
        <translation>过路费</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+166"/>
        <source>Invade</source>
        <extracomment>glossary &apos;gs_invade&apos;; Japanese: 侵略 | button for the action &apos;invade&apos; | lesson step 4 (invade): its title</extracomment>
        <translation>入侵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Support</source>
        <extracomment>glossary &apos;gs_support&apos;; Japanese: 援護</extracomment>
        <translation>援护</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Relocate</source>
        <extracomment>glossary &apos;gs_relocate&apos;; Japanese: 再配置</extracomment>
        <translation>换防</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Claim</source>
        <extracomment>glossary &apos;gs_claim&apos;; Japanese: 配置</extracomment>
        <translation>占领</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invest</source>
        <extracomment>glossary &apos;gs_invest&apos;; Japanese: 投資</extracomment>
        <translation>投资</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/end_details.py" line="+17"/>
        <source>Total assets</source>
        <extracomment>glossary &apos;gs_total_assets&apos;; Japanese: 総資産</extracomment>
        <translation>总资产</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lap bonus</source>
        <extracomment>glossary &apos;gs_lap_bonus&apos;; Japanese: 周回ボーナス</extracomment>
        <translation>绕圈奖励</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level</source>
        <extracomment>glossary &apos;gs_level&apos;; Japanese: レベル</extracomment>
        <translation>等级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Area</source>
        <extracomment>glossary &apos;gs_area&apos;; Japanese: エリア</extracomment>
        <translation>区域</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monopoly</source>
        <extracomment>glossary &apos;gs_monopoly&apos;; Japanese: 独占</extracomment>
        <translation>独占</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bankruptcy</source>
        <extracomment>glossary &apos;gs_bankruptcy&apos;; Japanese: 破産</extracomment>
        <translation>破产</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/gensokyo/battle_steps.py" line="+27"/>
        <location filename="../desktop/games/gensokyo/card_texts.py" line="-3"/>
        <source>Charisma card</source>
        <extracomment>glossary &apos;gs_charisma_card&apos;; Japanese: カリスマカード</extracomment>
        <translation>威严卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attribute</source>
        <extracomment>glossary &apos;gs_attribute&apos;; Japanese: 属性</extracomment>
        <translation>属性</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/battle_steps.py" line="+2"/>
        <source>Land bonus</source>
        <extracomment>glossary &apos;gs_land_bonus&apos;; Japanese: 土地ボーナス</extracomment>
        <translation>土地加成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Main character</source>
        <extracomment>glossary &apos;gs_main_character&apos;; Japanese: メインキャラクター</extracomment>
        <translation>主战角色</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand cost</source>
        <extracomment>glossary &apos;gs_hand_cost&apos;; Japanese: 手札コスト</extracomment>
        <translation>手牌费用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Land value</source>
        <extracomment>glossary &apos;gs_land_value&apos;; Japanese: 土地価値</extracomment>
        <translation>土地价值</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/table.py" line="-86"/>
        <source>Graveyard</source>
        <extracomment>glossary &apos;gs_graveyard&apos;; Japanese: 墓地</extracomment>
        <translation>墓地</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cross map</source>
        <extracomment>glossary &apos;gs_cross_map&apos;; Japanese: クロスマップ</extracomment>
        <translation>交叉地图</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loop map</source>
        <extracomment>glossary &apos;gs_loop_map&apos;; Japanese: ループマップ</extracomment>
        <translation>环形地图</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Battle</source>
        <extracomment>glossary &apos;gs_battle&apos;; Japanese: 戦闘</extracomment>
        <translation>战斗</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="-32"/>
        <source>Your turn: draw a card, or pass</source>
        <extracomment>prompt for decision kind &apos;draw&apos;</extracomment>
        <translation>你的回合：抽1张牌，或者跳过</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Spell step: cast a spell card, or pass</source>
        <extracomment>prompt for decision kind &apos;spell&apos;</extracomment>
        <translation>符卡步骤：使用符卡，或者跳过</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Investment step: invest in one of your lands, or pass</source>
        <extracomment>prompt for decision kind &apos;invest&apos;</extracomment>
        <translation>投资步骤：投资你的一块土地，或者跳过</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Choose how many squares to move</source>
        <extracomment>prompt for decision kind &apos;move&apos;</extracomment>
        <translation>选择前进几格</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>You rolled {dice}: keep two of the dice</source>
        <extracomment>prompt for decision kind &apos;keep&apos;; keep {dice} as they are</extracomment>
        <translation>你掷出了{dice}：保留其中两颗骰子</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Choose which way to go</source>
        <extracomment>prompt for decision kind &apos;step&apos;</extracomment>
        <translation>选择前进的方向</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Gap: travel to the next gap, or stay</source>
        <extracomment>prompt for decision kind &apos;travel&apos;</extracomment>
        <translation>隙间：前往下一个隙间，或者留下</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{land} is unowned: claim it with a character from your hand</source>
        <extracomment>prompt for decision kind &apos;claim&apos;; keep {land} as they are</extracomment>
        <translation>{land}无人拥有：用手牌中的角色占领它</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Claim the chosen land with a character from your hand</source>
        <extracomment>prompt for decision kind &apos;claim:distant&apos;</extracomment>
        <translation>用手牌中的角色占领所选的土地</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Relocate: exchange a character on your land for one from your hand, or pass</source>
        <extracomment>prompt for decision kind &apos;relocate&apos;</extracomment>
        <translation>换防：用手牌中的角色替换你土地上的角色，或者跳过</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{owner}&apos;s {land}, level {level}: pay the toll ({money}圓) or invade</source>
        <extracomment>prompt for decision kind &apos;toll_or_invade&apos;; keep {owner}, {land}, {level}, {money} as they are</extracomment>
        <translation>{owner}的{land}（等级{level}）：支付过路费（{money}圆）或者入侵</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Sell lands to pay the toll of {money}圓</source>
        <extracomment>prompt for decision kind &apos;sell&apos;; keep {money} as they are</extracomment>
        <translation>出售土地来支付{money}圆的过路费</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Choose a card to discard</source>
        <extracomment>prompt for decision kind &apos;discard&apos;</extracomment>
        <translation>选择要弃掉的牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Choose a character to take from the deck</source>
        <extracomment>prompt for decision kind &apos;search&apos;</extracomment>
        <translation>选择要从牌库中拿取的角色</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Choose the card your opponent discards</source>
        <extracomment>prompt for decision kind &apos;take_away&apos;</extracomment>
        <translation>选择对手要弃掉的牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Invading {land}: choose your main character</source>
        <extracomment>prompt for decision kind &apos;battle_main&apos;; keep {land} as they are</extracomment>
        <translation>入侵{land}：选择你的主战角色</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Battle for {land}: choose a support face down (or none)</source>
        <extracomment>prompt for decision kind &apos;battle_support&apos;; keep {land} as they are</extracomment>
        <translation>{land}的战斗：背面朝上选择援护（也可以不选）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Transformation: by your ability or by your support?</source>
        <extracomment>prompt for decision kind &apos;transform&apos;</extracomment>
        <translation>变化：使用角色能力还是援护？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Choose a character on your lands to copy</source>
        <extracomment>prompt for decision kind &apos;copy&apos;</extracomment>
        <translation>选择要复制的、你土地上的角色</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>You see the hand of {player}: choose the card they discard</source>
        <extracomment>prompt for decision kind &apos;recollect&apos;; keep {player} as they are</extracomment>
        <translation>你看到了{player}的手牌：选择对方要弃掉的牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Swap a card from your hand for one in the graveyard, or keep them</source>
        <extracomment>prompt for decision kind &apos;byakuren&apos;</extracomment>
        <translation>用1张手牌交换墓地中的1张牌，或者保持不变</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+9"/>
        <source>Draw a card</source>
        <extracomment>button for the action &apos;draw&apos;</extracomment>
        <translation>抽1张牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Travel through the gap</source>
        <extracomment>button for the action &apos;travel&apos;</extracomment>
        <translation>经由隙间移动</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Pay the toll ({money}圓)</source>
        <extracomment>button for the action &apos;toll&apos;; keep {money} as they are</extracomment>
        <translation>支付过路费（{money}圆）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+2"/>
        <source>No support</source>
        <extracomment>button for the action &apos;support none&apos;</extracomment>
        <translation>不出援护</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>No swap</source>
        <extracomment>button for the action &apos;byakuren none none&apos;</extracomment>
        <translation>不交换</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>The ability&apos;s transformation</source>
        <extracomment>button for the action &apos;transform ability&apos;</extracomment>
        <translation>角色能力的变化</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>The support&apos;s transformation</source>
        <extracomment>button for the action &apos;transform support&apos;</extracomment>
        <translation>援护的变化</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+4"/>
        <source>Don&apos;t draw</source>
        <extracomment>button for &apos;pass&apos; in the decision &apos;draw&apos;</extracomment>
        <translation>不抽牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Cast no spell</source>
        <extracomment>button for &apos;pass&apos; in the decision &apos;spell&apos;</extracomment>
        <translation>不使用符卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Don&apos;t invest</source>
        <extracomment>button for &apos;pass&apos; in the decision &apos;invest&apos;</extracomment>
        <translation>不投资</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Stay</source>
        <extracomment>button for &apos;pass&apos; in the decision &apos;travel&apos;</extracomment>
        <translation>留下</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Don&apos;t claim</source>
        <extracomment>button for &apos;pass&apos; in the decision &apos;claim&apos;</extracomment>
        <translation>不占领</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Don&apos;t relocate</source>
        <extracomment>button for &apos;pass&apos; in the decision &apos;relocate&apos;</extracomment>
        <translation>不换防</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+6"/>
        <source>Roll a {count}</source>
        <extracomment>button for actions of verb &apos;roll&apos;; keep {count} as they are</extracomment>
        <translation>掷出{count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Card {count}</source>
        <extracomment>button for actions of verb &apos;pick&apos;; keep {count} as they are</extracomment>
        <translation>第{count}张牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Move {count} squares</source>
        <extracomment>button for actions of verb &apos;move&apos;; keep {count} as they are</extracomment>
        <translation>前进{count}格</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Go to {square}</source>
        <extracomment>button for actions of verb &apos;step&apos;; keep {square} as they are</extracomment>
        <translation>前往{square}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Keep {dice}</source>
        <extracomment>button for actions of verb &apos;keep&apos;; keep {dice} as they are</extracomment>
        <translation>保留{dice}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Sell {land} ({money}圓)</source>
        <extracomment>button for actions of verb &apos;sell&apos;; keep {land}, {money} as they are</extracomment>
        <translation>出售{land}（{money}圆）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Invest in {land}: level {level} ({money}圓)</source>
        <extracomment>button for actions of verb &apos;invest&apos;; keep {land}, {level}, {money} as they are</extracomment>
        <translation>投资{land}：等级{level}（{money}圆）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Claim with {card} ({cost})</source>
        <extracomment>button for actions of verb &apos;claim&apos;; keep {card}, {cost} as they are</extracomment>
        <translation>用{card}占领（{cost}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Relocate {card} onto {land} ({cost})</source>
        <extracomment>button for actions of verb &apos;relocate&apos;; keep {card}, {land}, {cost} as they are</extracomment>
        <translation>把{card}换防到{land}（{cost}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Invade with {card} ({cost})</source>
        <extracomment>button for actions of verb &apos;main&apos;; keep {card}, {cost} as they are</extracomment>
        <translation>用{card}入侵（{cost}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Support with {card} ({cost})</source>
        <extracomment>button for actions of verb &apos;support&apos;; keep {card}, {cost} as they are</extracomment>
        <translation>用{card}援护（{cost}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Cast {card} ({cost})</source>
        <extracomment>button for actions of verb &apos;spell&apos;; keep {card}, {cost} as they are</extracomment>
        <translation>使用{card}（{cost}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Cast {card} on {land} ({cost})</source>
        <extracomment>button for actions of verb &apos;spell:land&apos;; keep {card}, {land}, {cost} as they are</extracomment>
        <translation>对{land}使用{card}（{cost}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Cast {card} on {player} ({cost})</source>
        <extracomment>button for actions of verb &apos;spell:player&apos;; keep {card}, {player}, {cost} as they are</extracomment>
        <translation>对{player}使用{card}（{cost}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Discard {card}</source>
        <extracomment>button for actions of verb &apos;discard&apos;; keep {card} as they are</extracomment>
        <translation>弃掉{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <location line="+1"/>
        <source>They discard {card}</source>
        <extracomment>button for actions of verb &apos;discard:take_away&apos;; keep {card} as they are | button for actions of verb &apos;recollect&apos;; keep {card} as they are</extracomment>
        <translation>让对方弃掉{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Take {card}</source>
        <extracomment>button for actions of verb &apos;choose&apos;; keep {card} as they are</extracomment>
        <translation>拿取{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Copy {card}</source>
        <extracomment>button for actions of verb &apos;copy&apos;; keep {card} as they are</extracomment>
        <translation>复制{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Give {gave}, take {took}</source>
        <extracomment>button for actions of verb &apos;byakuren&apos;; keep {gave}, {took} as they are</extracomment>
        <translation>交出{gave}，拿取{took}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="-158"/>
        <source>Round {round}, turn {turn}: {player}</source>
        <extracomment>log line for event &apos;turn&apos;; keep {round}, {turn}, {player} as they are</extracomment>
        <translation>第{round}轮，第{turn}回合：{player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Game resumed in round {round}, turn {turn}</source>
        <extracomment>log line for event &apos;resumed&apos;; keep {round}, {turn} as they are</extracomment>
        <translation>从第{round}轮第{turn}回合继续游戏</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Turn order: {players}</source>
        <extracomment>log line for event &apos;turn_order&apos;; keep {players} as they are</extracomment>
        <translation>回合顺序：{players}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Roll for the turn order: {rolls}</source>
        <extracomment>log line for event &apos;order_roll&apos;; keep {rolls} as they are</extracomment>
        <translation>决定回合顺序的掷骰：{rolls}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} rolled a {face}</source>
        <extracomment>log line for event &apos;roll&apos;; keep {player}, {face} as they are</extracomment>
        <translation>{player}掷出了{face}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} kept the dice {dice}</source>
        <extracomment>log line for event &apos;keep&apos;; keep {player}, {dice} as they are</extracomment>
        <translation>{player}保留了骰子{dice}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} got the lap bonus of {money}圓</source>
        <extracomment>log line for event &apos;lap_bonus&apos;; keep {player}, {money} as they are</extracomment>
        <translation>{player}获得了{money}圆的绕圈奖励</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} travelled through the gap</source>
        <extracomment>log line for event &apos;gap&apos;; keep {player} as they are</extracomment>
        <translation>{player}经由隙间移动了</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} stopped on an EVENT square</source>
        <extracomment>log line for event &apos;event&apos;; keep {player} as they are</extracomment>
        <translation>{player}停在了事件格</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} claimed {land} with {card}</source>
        <extracomment>log line for event &apos;claim&apos;; keep {player}, {land}, {card} as they are</extracomment>
        <translation>{player}用{card}占领了{land}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} invested in {land}: now level {level}</source>
        <extracomment>log line for event &apos;invest&apos;; keep {player}, {land}, {level} as they are</extracomment>
        <translation>{player}投资了{land}：现在是等级{level}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{land} is now level {level}</source>
        <extracomment>log line for event &apos;level&apos;; keep {land}, {level} as they are</extracomment>
        <translation>{land}现在是等级{level}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} relocated {card} onto {land}; {returned} went back to the hand</source>
        <extracomment>log line for event &apos;relocate&apos;; keep {player}, {card}, {land}, {returned} as they are</extracomment>
        <translation>{player}把{card}换防到{land}；{returned}回到了手牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} paid {money}圓</source>
        <extracomment>log line for event &apos;pay&apos;; keep {player}, {money} as they are</extracomment>
        <translation>{player}支付了{money}圆</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} paid {money}圓 for the claim</source>
        <extracomment>log line for event &apos;pay:claim&apos;; keep {player}, {money} as they are</extracomment>
        <translation>{player}为占领支付了{money}圆</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} paid {money}圓 for the investment</source>
        <extracomment>log line for event &apos;pay:invest&apos;; keep {player}, {money} as they are</extracomment>
        <translation>{player}为投资支付了{money}圆</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} paid {money}圓 for the relocation</source>
        <extracomment>log line for event &apos;pay:relocate&apos;; keep {player}, {money} as they are</extracomment>
        <translation>{player}为换防支付了{money}圆</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} paid {money}圓 for the spell card</source>
        <extracomment>log line for event &apos;pay:spell&apos;; keep {player}, {money} as they are</extracomment>
        <translation>{player}为符卡支付了{money}圆</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} paid {money}圓 for the battle</source>
        <extracomment>log line for event &apos;pay:battle&apos;; keep {player}, {money} as they are</extracomment>
        <translation>{player}为战斗支付了{money}圆</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} received {money}圓</source>
        <extracomment>log line for event &apos;receive&apos;; keep {player}, {money} as they are</extracomment>
        <translation>{player}获得了{money}圆</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} paid a toll of {money}圓 to {target}</source>
        <extracomment>log line for event &apos;toll&apos;; keep {player}, {money}, {target} as they are</extracomment>
        <translation>{player}向{target}支付了{money}圆的过路费</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} sold {land} for {money}圓</source>
        <extracomment>log line for event &apos;sell&apos;; keep {player}, {land}, {money} as they are</extracomment>
        <translation>{player}以{money}圆出售了{land}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} went bankrupt</source>
        <extracomment>log line for event &apos;bankrupt&apos;; keep {player} as they are</extracomment>
        <translation>{player}破产了</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} drew {card}</source>
        <extracomment>log line for event &apos;draw&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}抽到了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} drew a card</source>
        <extracomment>log line for event &apos;draw:hidden&apos;; keep {player} as they are</extracomment>
        <translation>{player}抽了1张牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} discarded {card}</source>
        <extracomment>log line for event &apos;discard&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}弃掉了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} discarded {card} to pay a hand cost</source>
        <extracomment>log line for event &apos;discard:cost&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}弃掉了{card}来支付手牌费用</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} discarded {card} to pay the battle&apos;s hand cost</source>
        <extracomment>log line for event &apos;discard:battle&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}弃掉了{card}来支付战斗的手牌费用</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} discarded {card} down to the hand limit</source>
        <extracomment>log line for event &apos;discard:hand_limit&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}因手牌上限弃掉了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} discarded {card} because of {why}</source>
        <extracomment>log line for event &apos;discard:card&apos;; keep {player}, {card}, {why} as they are</extracomment>
        <translation>{player}因{why}弃掉了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} discarded their whole hand</source>
        <extracomment>log line for event &apos;discard_hand&apos;; keep {player} as they are</extracomment>
        <translation>{player}弃掉了全部手牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} looked at the hand of {target}: {cards}</source>
        <extracomment>log line for event &apos;look&apos;; keep {player}, {target}, {cards} as they are</extracomment>
        <translation>{player}查看了{target}的手牌：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} took {card} from the deck</source>
        <extracomment>log line for event &apos;search&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}从牌库中拿取了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} cast {card}</source>
        <extracomment>log line for event &apos;spell&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}使用了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} cast {card} on {land}</source>
        <extracomment>log line for event &apos;spell:land&apos;; keep {player}, {card}, {land} as they are</extracomment>
        <translation>{player}对{land}使用了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} cast {card} on {target}</source>
        <extracomment>log line for event &apos;spell:player&apos;; keep {player}, {card}, {target} as they are</extracomment>
        <translation>{player}对{target}使用了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{card} on {player} has expired</source>
        <extracomment>log line for event &apos;spell_expires&apos;; keep {card}, {player} as they are</extracomment>
        <translation>{player}身上的{card}已失效</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} read the hand of {target}: {cards}</source>
        <extracomment>log line for event &apos;recollection&apos;; keep {player}, {target}, {cards} as they are</extracomment>
        <translation>{player}以想起查看了{target}的手牌：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} invaded {land} of {target} with {card}</source>
        <extracomment>log line for event &apos;battle_main&apos;; keep {player}, {land}, {target}, {card} as they are</extracomment>
        <translation>{player}用{card}入侵了{target}的{land}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} committed {card} as a support face down</source>
        <extracomment>log line for event &apos;battle_support&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}背面朝上打出{card}作为援护</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} committed a support face down</source>
        <extracomment>log line for event &apos;battle_support:hidden&apos;; keep {player} as they are</extracomment>
        <translation>{player}背面朝上打出了援护</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} committed no support</source>
        <extracomment>log line for event &apos;battle_no_support&apos;; keep {player} as they are</extracomment>
        <translation>{player}没有打出援护</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Supports revealed: {invader} for the invader, {defender} for the defender</source>
        <extracomment>log line for event &apos;battle_reveal&apos;; keep {invader}, {defender} as they are</extracomment>
        <translation>公开援护：入侵方为{invader}，防守方为{defender}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Negated: {negations}</source>
        <extracomment>log line for event &apos;battle_negation&apos;; keep {negations} as they are</extracomment>
        <translation>无效：{negations}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Battle for {land}: the invader won, {attack} attack against {hp} HP</source>
        <extracomment>log line for event &apos;battle_result:won&apos;; keep {land}, {attack}, {hp} as they are</extracomment>
        <translation>{land}的战斗：入侵方获胜（攻击{attack}对体力{hp}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Battle for {land}: the defender held, {attack} attack against {hp} HP</source>
        <extracomment>log line for event &apos;battle_result:lost&apos;; keep {land}, {attack}, {hp} as they are</extracomment>
        <translation>{land}的战斗：防守方守住了（攻击{attack}对体力{hp}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{card} of {player} went to the graveyard</source>
        <extracomment>log line for event &apos;battle_card:graveyard&apos;; keep {card}, {player} as they are</extracomment>
        <translation>{player}的{card}进入了墓地</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{card} went back to the hand of {player}</source>
        <extracomment>log line for event &apos;battle_card:hand&apos;; keep {card}, {player} as they are</extracomment>
        <translation>{card}回到了{player}的手牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} gave {gave} to {target} and took {got}</source>
        <extracomment>log line for event &apos;battle_swap&apos;; keep {player}, {gave}, {target}, {got} as they are</extracomment>
        <translation>{player}把{gave}交给{target}，拿到了{got}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} put {gave} in the graveyard and took {took} from it</source>
        <extracomment>log line for event &apos;battle_swap_graveyard&apos;; keep {player}, {gave}, {took} as they are</extracomment>
        <translation>{player}把{gave}放入墓地，并从墓地拿取了{took}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} took {card} from the hand of {target}</source>
        <extracomment>log line for event &apos;battle_take&apos;; keep {player}, {card}, {target} as they are</extracomment>
        <translation>{player}从{target}的手牌中拿走了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} could not draw for {card}: the deck is empty</source>
        <extracomment>log line for event &apos;battle_draw_failed&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}无法因{card}抽牌：牌库已空</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} took {land} with {card}</source>
        <extracomment>log line for event &apos;land_taken&apos;; keep {player}, {land}, {card} as they are</extracomment>
        <translation>{player}用{card}拿下了{land}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Game over: {winners} won</source>
        <extracomment>log line for event &apos;game_over&apos;; keep {winners} as they are</extracomment>
        <translation>游戏结束：{winners}获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>The deck ran out: {winners} won</source>
        <extracomment>log line for event &apos;game_over:deck_empty&apos;; keep {winners} as they are</extracomment>
        <translation>牌库耗尽：{winners}获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>A player went bankrupt: {winners} won</source>
        <extracomment>log line for event &apos;game_over:bankruptcy&apos;; keep {winners} as they are</extracomment>
        <translation>有玩家破产：{winners}获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Round 60 is over: {winners} won</source>
        <extracomment>log line for event &apos;game_over:round_cap&apos;; keep {winners} as they are</extracomment>
        <translation>第60轮结束：{winners}获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+3"/>
        <source>Round {round}, turn {turn}: your turn</source>
        <extracomment>log line naming the reader, for event &apos;turn:you&apos;; keep {round}, {turn} as they are</extracomment>
        <translation>第{round}轮，第{turn}回合：你的回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>You discarded your whole hand</source>
        <extracomment>log line naming the reader, for event &apos;discard_hand:you&apos;</extracomment>
        <translation>你弃掉了全部手牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} looked at your hand: {cards}</source>
        <extracomment>log line naming the reader, for event &apos;look:to_you&apos;; keep {player}, {cards} as they are</extracomment>
        <translation>{player}查看了你的手牌：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} read your hand: {cards}</source>
        <extracomment>log line naming the reader, for event &apos;recollection:to_you&apos;; keep {player}, {cards} as they are</extracomment>
        <translation>{player}以想起查看了你的手牌：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} invaded your {land} with {card}</source>
        <extracomment>log line naming the reader, for event &apos;battle_main:to_you&apos;; keep {player}, {land}, {card} as they are</extracomment>
        <translation>{player}用{card}入侵了你的{land}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Your {card} went to the graveyard</source>
        <extracomment>log line naming the reader, for event &apos;battle_card:graveyard:you&apos;; keep {card} as they are</extracomment>
        <translation>你的{card}进入了墓地</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{card} went back to your hand</source>
        <extracomment>log line naming the reader, for event &apos;battle_card:hand:you&apos;; keep {card} as they are</extracomment>
        <translation>{card}回到了你的手牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} took {card} from your hand</source>
        <extracomment>log line naming the reader, for event &apos;battle_take:to_you&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}从你的手牌中拿走了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+4"/>
        <source>the invader&apos;s ability by {card}</source>
        <extracomment>a part of the battle_negation log line &apos;ability:0&apos;; keep {card} as they are</extracomment>
        <translation>{card}使入侵方的角色能力</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>the defender&apos;s ability by {card}</source>
        <extracomment>a part of the battle_negation log line &apos;ability:1&apos;; keep {card} as they are</extracomment>
        <translation>{card}使防守方的角色能力</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>the invader&apos;s support by {card}</source>
        <extracomment>a part of the battle_negation log line &apos;support:0&apos;; keep {card} as they are</extracomment>
        <translation>{card}使入侵方的援护</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>the defender&apos;s support by {card}</source>
        <extracomment>a part of the battle_negation log line &apos;support:1&apos;; keep {card} as they are</extracomment>
        <translation>{card}使防守方的援护</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+6"/>
        <source>A card had to be drawn from the empty deck.</source>
        <extracomment>end reason &apos;deck_empty&apos;</extracomment>
        <translation>需要从已空的牌库抽牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>A player went bankrupt.</source>
        <extracomment>end reason &apos;bankruptcy&apos;</extracomment>
        <translation>有玩家破产了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Round 60 is over.</source>
        <extracomment>end reason &apos;round_cap&apos;</extracomment>
        <translation>第60轮结束了。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+29"/>
        <source>Choose</source>
        <extracomment>any other decision</extracomment>
        <translation>选择</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Waiting for {player}…</source>
        <extracomment>another player decides; keep {player} as they are</extracomment>
        <translation>等待{player}…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Chance decides…</source>
        <extracomment>the dice or a random pick decide</extracomment>
        <translation>由运气决定…</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="-124"/>
        <source>{attribute} land {grade}</source>
        <extracomment>a land by its attribute and grade, as its tile shows it; keep {attribute}, {grade} as they are</extracomment>
        <translation>{attribute}属性土地{grade}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>no support</source>
        <extracomment>a battle side that committed no support</extracomment>
        <translation>无援护</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <location filename="../desktop/games/gensokyo/strips.py" line="+15"/>
        <source>{money}圓</source>
        <extracomment>a sum of money; keep {money} as they are</extracomment>
        <translation>{money}圆</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{money}圓 + {hand} cards</source>
        <extracomment>a card&apos;s money and hand cost; keep {money}, {hand} as they are</extracomment>
        <translation>{money}圆 + {hand}张手牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} {total}</source>
        <extracomment>a player&apos;s total in the turn-order roll; keep {player}, {total} as they are</extracomment>
        <translation>{player} {total}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+143"/>
        <source>Pass</source>
        <extracomment>button for &apos;pass&apos;</extracomment>
        <translation>跳过</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is not your turn.</source>
        <extracomment>refusal &apos;not_your_turn&apos; of a gesture (engine)</extracomment>
        <translation>现在不是你的回合。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can&apos;t do that now.</source>
        <extracomment>refusal &apos;not_now&apos; of a gesture (engine)</extracomment>
        <translation>现在不能这样做。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} costs {cost}圓; you have {money}.</source>
        <extracomment>refusal &apos;too_dear&apos; of a gesture (engine); keep {card}, {cost}, {money} as they are</extracomment>
        <translation>{card}需要{cost}圆；你有{money}圆。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} needs {count} other cards in hand to pay for it.</source>
        <extracomment>refusal &apos;hand_cost&apos; of a gesture (engine); keep {card}, {count} as they are</extracomment>
        <translation>{card}需要另外{count}张手牌来支付。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} can&apos;t be played: its condition is not met.</source>
        <extracomment>refusal &apos;condition&apos; of a gesture (engine); keep {card} as they are</extracomment>
        <translation>无法使用{card}：不满足条件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only a character card can be placed on a land.</source>
        <extracomment>refusal &apos;not_a_character&apos; of a gesture (engine)</extracomment>
        <translation>只有角色卡可以放在土地上。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Claim a land</source>
        <extracomment>lesson step 1 (claim): its title</extracomment>
        <translation>占领土地</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your piece stopped on a land nobody owns. Claim it: drag Hong Meiling (5圓) from your hand onto the lit land. She stays on it as its guard, and from now on whoever stops there pays you a toll.</source>
        <extracomment>lesson step 1 (claim): what to do and why</extracomment>
        <translation>你的棋子停在了一块无人拥有的土地上。占领它：把手牌中的红美铃（5圆）拖到发光的土地上。她会留在那里守护这块土地，从此停在那里的人都要付给你过路费。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Claim this land first: drag a character from your hand onto it.</source>
        <extracomment>lesson step 1 (claim): said when another move is tried</extracomment>
        <translation>先占领这块土地：把手牌中的一张角色拖到它上面。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay the toll</source>
        <extracomment>lesson step 2 (toll): its title</extracomment>
        <translation>支付过路费</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This time you stopped on your opponent&apos;s land, guarded by Youmu Konpaku. Whoever stops on another&apos;s land pays its toll or invades it. Pay the toll this time: press Pay the toll (12圓). The higher the land&apos;s level, the higher its toll.</source>
        <oldsource>This time you stopped on your opponent&apos;s land, guarded by Youmu Konpaku. Whoever stops on another&apos;s land pays its toll or invades it. Pay the toll this time: press Pay the toll (18圓). The higher the land&apos;s level, the higher its toll.</oldsource>
        <extracomment>lesson step 2 (toll): what to do and why</extracomment>
        <translation>这次你停在了对手的土地上，守护它的是魂魄妖梦。停在别人的土地上时，要么支付过路费，要么入侵。这次支付过路费：按下“支付过路费（12圆）”。土地等级越高，过路费也越高。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay the toll this time: press Pay the toll.</source>
        <extracomment>lesson step 2 (toll): said when another move is tried</extracomment>
        <translation>这次支付过路费：按下“支付过路费”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invest in your land</source>
        <extracomment>lesson step 3 (invest): its title</extracomment>
        <translation>投资你的土地</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the investment step you may raise one of your lands by one level or more (20圓 a level here). A higher level raises the land&apos;s value, its toll and its land bonus in battle. Invest in Hong Meiling&apos;s land: press the lit button.</source>
        <extracomment>lesson step 3 (invest): what to do and why</extracomment>
        <translation>在投资步骤中，你可以把自己的一块土地提升一级或更多（这里每级20圆）。等级越高，土地价值、过路费和战斗中的土地加成就越高。投资红美铃所在的土地：按下发光的按钮。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invest in your land first: press the lit button.</source>
        <extracomment>lesson step 3 (invest): said when another move is tried</extracomment>
        <translation>先投资你的土地：按下发光的按钮。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You stopped on your opponent&apos;s land again, guarded by Daiyousei, who has only 30 HP. Instead of paying the toll, invade it: win the battle and the land is yours.</source>
        <extracomment>lesson step 4 (invade): what to do and why</extracomment>
        <translation>你又停在了对手的土地上，守护它的是大妖精，体力只有30。不支付过路费，而是入侵：赢下战斗，这块土地就归你了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invade this land: press Invade.</source>
        <extracomment>lesson step 4 (invade): said when another move is tried</extracomment>
        <translation>入侵这块土地：按下“入侵”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your main character</source>
        <extracomment>lesson step 5 (main): its title</extracomment>
        <translation>你的主战角色</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the character who fights: Fujiwara no Mokou (attack 50). Her cost and her support&apos;s are paid once the battle is over; if you lose, you pay the toll as well.</source>
        <extracomment>lesson step 5 (main): what to do and why</extracomment>
        <translation>选择出战的角色：藤原妹红（攻击50）。她和援护的费用在战斗结束后支付；如果输了，还要支付过路费。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose Fujiwara no Mokou as your main character.</source>
        <extracomment>lesson step 5 (main): said when another move is tried</extracomment>
        <translation>选择藤原妹红作为你的主战角色。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A support face down</source>
        <extracomment>lesson step 6 (support): its title</extracomment>
        <translation>背面朝上的援护</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Now a support, chosen face down: your opponent sees only that you put one down. Support Mokou with Sakuya Izayoi (8). Then both supports are revealed and the battle panel shows the battle step by step: press Space for the next step.</source>
        <extracomment>lesson step 6 (support): what to do and why</extracomment>
        <translation>接下来背面朝上选择援护：对手只能看到你放下了一张。用十六夜咲夜〔8〕援护妹红。随后双方的援护会公开，战斗面板会一步一步展示战斗：按空格键进入下一步。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Support with Sakuya Izayoi (8): a support adds to your main character&apos;s attack.</source>
        <extracomment>lesson step 6 (support): said when another move is tried</extracomment>
        <translation>用十六夜咲夜〔8〕援护：援护会加到你的主战角色的攻击上。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cast a spell card</source>
        <extracomment>lesson step 7 (spell): its title</extracomment>
        <translation>使用符卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the spell step you may cast one spell card before you move. Treasure &quot;Gold Rush&quot; costs 2圓 and pays 3圓 for each land you own: cast it, and your three lands bring you 9圓.</source>
        <extracomment>lesson step 7 (spell): what to do and why</extracomment>
        <translation>在符卡步骤中，你可以在移动前使用一张符卡。财宝「淘金热」费用2圆，你每拥有一块土地就得到3圆：使用它，你的三块土地会带来9圆。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cast Treasure &quot;Gold Rush&quot;: press the lit button.</source>
        <extracomment>lesson step 7 (spell): said when another move is tried</extracomment>
        <translation>使用财宝「淘金热」：按下发光的按钮。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spend it well</source>
        <extracomment>lesson step 8 (invest_again): its title</extracomment>
        <translation>好好用这笔钱</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The spell step is over; now comes the investment step. Put the money to work: invest in one of your lands.</source>
        <extracomment>lesson step 8 (invest_again): what to do and why</extracomment>
        <translation>符卡步骤结束了，现在是投资步骤。让钱发挥作用：投资你的一块土地。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invest in one of your lands: press a lit button.</source>
        <extracomment>lesson step 8 (invest_again): said when another move is tried</extracomment>
        <translation>投资你的一块土地：按下发光的按钮。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The empty deck</source>
        <extracomment>lesson step 9 (deck_empty): its title</extracomment>
        <translation>空的牌库</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deck is empty. The game ends when a draw finds it empty: at the start of your opponent&apos;s next turn. Then whoever has the most total assets, money and land values together, wins. Claim this land with Cirno to add its value to yours.</source>
        <extracomment>lesson step 9 (deck_empty): what to do and why</extracomment>
        <translation>牌库已经空了。需要从空的牌库抽牌时，游戏就结束：也就是对手下一个回合开始时。届时，金钱与土地价值合计的总资产最多的人获胜。用琪露诺占领这块土地，把它的价值加到你的总资产里。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Claim this land with Cirno: every land adds to your total assets.</source>
        <extracomment>lesson step 9 (deck_empty): said when another move is tried</extracomment>
        <translation>用琪露诺占领这块土地：每块土地都会计入你的总资产。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A few turns later…</source>
        <extracomment>lesson: said where the lesson skips ahead</extracomment>
        <translation>几个回合之后…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Many turns later…</source>
        <extracomment>lesson: said where the lesson skips ahead</extracomment>
        <translation>又过了许多回合…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Well done!</source>
        <extracomment>lesson: title at its end</extracomment>
        <translation>做得好！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You know a whole turn of Gensokyo: claim lands with your characters, pay tolls or invade, invest, cast spell cards, and hold the most total assets when the deck runs out. Now start a real game, or read the rules.</source>
        <extracomment>lesson: text at its end</extracomment>
        <translation>你已经了解了幻想乡领地争夺战的完整回合：用角色占领土地，支付过路费或入侵，投资，使用符卡，并在牌库耗尽时拥有最多的总资产。现在开始一局真正的游戏，或者阅读规则吧。</translation>
    </message>
    <message>
        <location line="-378"/>
        <location filename="../desktop/games/gensokyo/battle_steps.py" line="-3"/>
        <location filename="../desktop/games/gensokyo/card_texts.py" line="+2"/>
        <source>Spell card</source>
        <extracomment>glossary &apos;gs_spell_card&apos;; Japanese: スペルカード</extracomment>
        <translation>符卡</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/card_texts.py" line="+2"/>
        <source>ATK {attack}</source>
        <translation>攻击{attack}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HP {hp}</source>
        <translation>体力{hp}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{amount} (+{matching} if {attribute})</source>
        <translation>+{amount}（{attribute}则+{matching}）</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/card_zoom.py" line="+23"/>
        <source>Ability</source>
        <translation>角色能力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Support ability</source>
        <translation>援护能力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Effect</source>
        <translation>效果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Requires: own a {attribute} land</source>
        <translation>需：拥有{attribute}属性的土地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Requires: own 3 or more lands</source>
        <translation>需：拥有3块以上土地</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/board_items.py" line="+21"/>
        <source>START</source>
        <translation>起点</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CHECK</source>
        <translation>检查点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EVENT</source>
        <translation>事件格</translation>
    </message>
    <message>
        <location filename="data_strings.py" line="+16"/>
        <location filename="../desktop/games/gensokyo/board_items.py" line="+0"/>
        <source>Gap</source>
        <extracomment>glossary &apos;gs_gap&apos;; Japanese: スキマ</extracomment>
        <translation>隙间</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/board_marks.py" line="+18"/>
        <source>Laps: {laps}</source>
        <translation>圈数：{laps}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CHECK {passed}/{total}</source>
        <translation>检查点 {passed}/{total}</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/battle_panel.py" line="+24"/>
        <source>Invader: {name}</source>
        <translation>入侵方：{name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defender: {name}</source>
        <translation>防守方：{name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Battle: {invader} against {defender}</source>
        <translation>战斗：{invader}入侵{defender}的土地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack {value}</source>
        <translation>攻击{value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HP {value}</source>
        <translation>体力{value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} / {total}</source>
        <translation>{n} / {total}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous</source>
        <translation>上一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Support card</source>
        <translation>援护卡</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/battle_steps.py" line="-11"/>
        <source>R3 · Printed attack and HP</source>
        <translation>R3 · 卡面攻击与体力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R3 step 1 · Spell cards in force</source>
        <translation>R3 第1步 · 生效中的符卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R3 step 2 · Transformation and Superhuman</source>
        <translation>R3 第2步 · 【变化】与【超人】</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R3 step 3 · Abilities and support cards</source>
        <translation>R3 第3步 · 能力与援护卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R3 step 4 · Charisma cards and Global Support</source>
        <translation>R3 第4步 · 威严卡与全域支援</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R3 step 5 · Land bonus</source>
        <translation>R3 第5步 · 土地加成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R3 step 6 · Reversal</source>
        <translation>R3 第6步 · 【逆转】</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ability</source>
        <translation>能力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>support</source>
        <translation>援护</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>global support</source>
        <translation>全域支援</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} negates the invader&apos;s ability</source>
        <translation>{card}使入侵方的能力无效</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} negates the defender&apos;s ability</source>
        <translation>{card}使防守方的能力无效</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} negates the invader&apos;s support</source>
        <translation>{card}使入侵方的援护无效</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} negates the defender&apos;s support</source>
        <translation>{card}使防守方的援护无效</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both supports revealed · R1 Negation</source>
        <translation>双方援护公开 · R1 无效</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Supports are committed face down</source>
        <translation>援护卡面朝下打出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing is negated.</source>
        <translation>没有被无效的效果。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing changes in this step.</source>
        <translation>此步骤没有增减。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} ({part}): {change}</source>
        <translation>{card}（{part}）：{change}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{part}: {change}</source>
        <translation>{part}：{change}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no change</source>
        <translation>无增减</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attack {amount}</source>
        <translation>攻击{amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HP {amount}</source>
        <translation>体力{amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R4 · Result</source>
        <translation>R4 · 结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack {attack} ≥ HP {hp}: the invader wins</source>
        <translation>攻击{attack} ≥ 体力{hp}：入侵方获胜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack {attack} &lt; HP {hp}: the defender wins</source>
        <translation>攻击{attack} &lt; 体力{hp}：防守方获胜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Costs and the land</source>
        <translation>费用与土地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} pays {money}圓 and a hand cost of {hand}</source>
        <translation>{name}支付{money}圆和手牌费用{hand}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} pays nothing</source>
        <translation>{name}无需支付</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has not paid yet</source>
        <translation>{name}尚未支付</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} takes the land at the same level</source>
        <translation>{name}以相同等级获得该土地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} pays the toll to {owner}</source>
        <translation>{name}向{owner}支付过路费</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/end_details.py" line="-3"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money</source>
        <translation>资金</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Land values</source>
        <translation>土地价值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lands</source>
        <translation>土地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bankrupt</source>
        <translation>破产</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: {lands}</source>
        <translation>{name}：{lands}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: no lands</source>
        <translation>{name}：没有土地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{land} (level {level})</source>
        <translation>{land}（等级{level}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total assets over the rounds</source>
        <translation>每轮的总资产</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranked by total assets; on equal assets the higher land value, then more lands; a bankrupt player is last.</source>
        <translation>按总资产排名；总资产相同时土地价值高者在前，再相同则土地多者在前；破产的玩家排在最后。</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/options_form.py" line="+19"/>
        <source>Map</source>
        <translation>地图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loop map (31 squares; 46 with 4 players)</source>
        <translation>环形地图（31格；4人时46格）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cross map (a figure eight crossing at START)</source>
        <translation>交叉地图（在起点交叉的8字形）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck</source>
        <translation>牌库</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard deck (30 cards a player)</source>
        <translation>标准牌库（每人30张）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build the deck (variant: up to 3 copies of a card)</source>
        <translation>自组牌库（变体规则：同名卡最多3张）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} cards in the deck; {players} players need {low} to {high}.</source>
        <translation>牌库共{count}张；{players}名玩家需要{low}～{high}张。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One of each</source>
        <translation>每种1张</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deck needs {low} to {high} cards for this many players; it has {got}.</source>
        <translation>此人数需要{low}～{high}张牌库，现在有{got}张。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At most 3 copies of a card: {cards}.</source>
        <translation>同名卡最多3张：{cards}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards this game does not have: {cards}.</source>
        <translation>本游戏没有的卡：{cards}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charisma cards are dealt apart, never in the deck: {cards}.</source>
        <translation>威严卡另行发放，不放入牌库：{cards}。</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/strips.py" line="+1"/>
        <source>Total assets {assets}圓</source>
        <translation>总资产 {assets}圆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand {hand} · Lands {lands} · Laps {laps}</source>
        <translation>手牌{hand} · 土地{lands} · 圈数{laps}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks {passed}/{total}</source>
        <translation>检查点 {passed}/{total}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bankrupt</source>
        <translation>破产</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spell cards on this player: {spells}</source>
        <translation>作用于该玩家的符卡：{spells}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} ▶</source>
        <translation>{name} ▶</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/table.py" line="-6"/>
        <source>Your hand — {name}</source>
        <translation>你的手牌 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} · {name}&apos;s turn</source>
        <translation>第{round}轮 · {name}的回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} · your turn</source>
        <translation>第{round}轮 · 你的回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} · the game is over</source>
        <translation>第{round}轮 · 游戏结束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck: {count}</source>
        <translation>牌库：{count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graveyard ({count})</source>
        <translation>墓地（{count}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards: {n} · public, the latest first</source>
        <translation>{n}张 · 公开信息，最新的在前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last battle</source>
        <translation>上一场战斗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the last battle again</source>
        <translation>再逐步查看上一场战斗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to do with that card now.</source>
        <translation>现在这张牌没有可做的事。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There are several choices on this square: choose one of the buttons.</source>
        <translation>这一格有多个选择：请点选一个按钮。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card can&apos;t go to this square now.</source>
        <translation>现在这张牌不能放到这一格。</translation>
    </message>
</context>
<context>
    <name>guild_masters</name>
    <message>
        <location filename="data_strings.py" line="+366"/>
        <source>Alliance with the Carriers&apos; Guild</source>
        <extracomment>card name (id transport_guild); Japanese: 運送ギルドとの提携</extracomment>
        <translation>与运输公会结盟</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Special action: play two events from your hand, one after the other, paying their costs.</source>
        <extracomment>card text of Alliance with the Carriers&apos; Guild (id transport_guild)</extracomment>
        <translation>特别行动：从手牌依次打出2张事件卡（需支付费用）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wyvern-Seal Couriers</source>
        <extracomment>card name (id wyvern_couriers); Japanese: 飛竜印の運送屋さん</extracomment>
        <translation>飞龙印运送屋</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Special action (1 potion): after this turn, take three extra turns.</source>
        <oldsource>Special action (1 potion): after this turn, take two extra turns.</oldsource>
        <extracomment>card text of Wyvern-Seal Couriers (id wyvern_couriers)</extracomment>
        <translation>特别行动（1药水）：本回合结束后，进行3个额外回合。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discovery of the Labyrinth Lift</source>
        <extracomment>card name (id labyrinth_elevator); Japanese: 迷宮昇降機の発見</extracomment>
        <translation>发现迷宫升降机</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Explore a tile in an area printed with fame 2 that is next to nobody&apos;s controlled area (the outer-ring rule does not apply).</source>
        <extracomment>card text of Discovery of the Labyrinth Lift (id labyrinth_elevator)</extracomment>
        <translation>探索一个名声为2、且不与任何人的控制区域相邻的区域中的迷宫板块（不受外圈限制）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Shadowmen</source>
        <extracomment>card name (id shadowmans); Japanese: シャドウマンズ</extracomment>
        <translation>影子人</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Explore; you may discard the explored tile instead of keeping it (miasma still drops). Gain 1 power.</source>
        <extracomment>card text of The Shadowmen (id shadowmans)</extracomment>
        <translation>进行探索。可以弃掉探索的板块而不获得它（瘴气浓度照常降低）。获得1力量。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rite of Grand Purification</source>
        <extracomment>card name (id grand_purification); Japanese: 極大浄化魔法の儀式</extracomment>
        <translation>极大净化魔法仪式</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Purify an abyss twice. Take a face-up tile from the map (a blank tile takes its place; miasma does not drop).</source>
        <extracomment>card text of Rite of Grand Purification (id grand_purification)</extracomment>
        <translation>净化深渊洞穴2次。从地图上获得1块正面朝上的板块（该处放置空白板块；瘴气浓度不降低）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Flying Three Stooges</source>
        <extracomment>card name (id flying_trio); Japanese: 空飛ぶ三馬鹿</extracomment>
        <translation>飞天三笨蛋</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 1 power. An abyss revealed by your explore counts as a blank tile: the explore goes on, with no extra turn.</source>
        <extracomment>card text of The Flying Three Stooges (id flying_trio)</extracomment>
        <translation>获得1力量。你探索时翻开的深渊洞穴视为空白板块：探索继续进行，不获得额外回合。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Devil&apos;s Quill</source>
        <extracomment>card name (id devils_quill); Japanese: 悪魔の羽根ペン</extracomment>
        <translation>恶魔的羽毛笔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resolve again the play effects of one of your face-up played events (&quot;this card&quot; means the Quill).</source>
        <extracomment>card text of The Devil&apos;s Quill (id devils_quill)</extracomment>
        <translation>再次结算你场上一张正面朝上的事件卡的打出时效果（“此卡”指这支羽毛笔）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Crimson Carapace Castle</source>
        <extracomment>card name (id crimson_castle); Japanese: 深紅の甲殻城</extracomment>
        <translation>深红甲壳城</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose an area: its face-down tile and its neighbours&apos; turn face up (never the boss). You may build a base (no 15 gold).</source>
        <extracomment>card text of The Crimson Carapace Castle (id crimson_castle)</extracomment>
        <translation>选择一个区域：将该区域及其相邻区域背面朝上的板块翻为正面（首领板块除外）。可以建立据点（无需15金币）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Archmage&apos;s Whim</source>
        <extracomment>card name (id archmage_whim); Japanese: 大魔導の気まぐれ</extracomment>
        <translation>大魔导的心血来潮</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever you discard a labyrinth tile you own, gain 1 potion and draw 1 event card.</source>
        <extracomment>card text of The Archmage&apos;s Whim (id archmage_whim)</extracomment>
        <translation>每当你弃掉自己拥有的迷宫板块时，获得1药水并抽1张事件卡。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bringfeather</source>
        <extracomment>card name (id bringfeather); Japanese: ブリングフェザー</extracomment>
        <translation>布林菲泽</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End: after the finish phase&apos;s two laps, take an extra turn.</source>
        <extracomment>card text of Bringfeather (id bringfeather) | card text of Hourglass of Ages (id hourglass_of_ages)</extracomment>
        <translation>终局时：终局阶段的两轮结束后，进行1个额外回合。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wreck of a 4-Ton Truck</source>
        <extracomment>card name (id truck_wreck); Japanese: 4tトラックの残骸</extracomment>
        <translation>4吨卡车的残骸</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 1 power production and 1 power.</source>
        <extracomment>card text of Wreck of a 4-Ton Truck (id truck_wreck)</extracomment>
        <translation>获得1力量生产力和1力量。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ancient Cogwheel</source>
        <extracomment>card name (id ancient_cogwheel); Japanese: 古代の歯車</extracomment>
        <translation>古代齿轮</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 1 power. Draw 1 event card. Civilisation +1.</source>
        <extracomment>card text of Ancient Cogwheel (id ancient_cogwheel)</extracomment>
        <translation>获得1力量。抽1张事件卡。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wrecked Mana Furnace</source>
        <extracomment>card name (id wrecked_furnace); Japanese: 魔導炉の残骸</extracomment>
        <translation>魔导炉的残骸</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Power production +2.</source>
        <extracomment>card text of Wrecked Mana Furnace (id wrecked_furnace) | card text of Defector from the Demon Army (id demon_defector)</extracomment>
        <translation>力量生产力+2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Junk Dealer</source>
        <extracomment>card name (id junk_dealer); Japanese: ジャンク屋</extracomment>
        <translation>废品店</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Special action: discard 1 labyrinth tile to gain 6 gold and draw 1 event card.</source>
        <extracomment>card text of Junk Dealer (id junk_dealer)</extracomment>
        <translation>特别行动：弃掉1块迷宫板块，获得6金币并抽1张事件卡。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Broken Teleport Circle</source>
        <extracomment>card name (id broken_teleporter); Japanese: 壊れた転送陣</extracomment>
        <translation>损坏的传送阵</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Explore (a card&apos;s explore: an abyss gives no extra turn).</source>
        <extracomment>card text of Broken Teleport Circle (id broken_teleporter) | card text of Expedition Plan (id expedition_plan)</extracomment>
        <translation>进行探索（卡牌效果的探索：翻开深渊洞穴不获得额外回合）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Automaton Workshop</source>
        <extracomment>card name (id automaton_workshop); Japanese: 自動人形の工房</extracomment>
        <translation>自动人偶工坊</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Power production +2. Civilisation +1.</source>
        <extracomment>card text of Automaton Workshop (id automaton_workshop)</extracomment>
        <translation>力量生产力+2。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Vending Machine from Another World</source>
        <extracomment>card name (id vending_machine); Japanese: 異世界の自販機</extracomment>
        <translation>异世界的自动贩卖机</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +3.</source>
        <extracomment>card text of Vending Machine from Another World (id vending_machine) | card text of Labyrinth Souvenir Stand (id souvenir_stand)</extracomment>
        <translation>金币生产力+3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rusted Holy Sword</source>
        <extracomment>card name (id rusted_holy_sword); Japanese: 錆びた聖剣</extracomment>
        <translation>生锈的圣剑</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 2 power. End: -2 fame, unless you have a labyrinth tile with 3 stars or more.</source>
        <extracomment>card text of Rusted Holy Sword (id rusted_holy_sword)</extracomment>
        <translation>获得2力量。终局时：若没有★3以上的迷宫板块，名声-2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scrap Yard</source>
        <extracomment>card name (id scrap_yard); Japanese: 廃材置き場</extracomment>
        <translation>废料场</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain a blank tile from the stock. Gain 2 gold.</source>
        <extracomment>card text of Scrap Yard (id scrap_yard)</extracomment>
        <translation>从库存获得1块空白板块。获得2金币。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Abyss Observatory</source>
        <extracomment>card name (id abyss_observatory); Japanese: 奈落の観測所</extracomment>
        <translation>深渊观测所</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Purify an abyss: take one abyss tile from the map; a blank tile takes its place. Draw 1 event card.</source>
        <extracomment>card text of Abyss Observatory (id abyss_observatory)</extracomment>
        <translation>净化深渊洞穴：从地图上获得1块深渊洞穴板块，并在该处放置空白板块。抽1张事件卡。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Labyrinth Materials Works</source>
        <extracomment>card name (id materials_works); Japanese: 迷宮素材の加工場</extracomment>
        <translation>迷宫素材加工厂</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra cost: discard 1 labyrinth tile. Gold production +3, power production +1.</source>
        <extracomment>card text of Labyrinth Materials Works (id materials_works)</extracomment>
        <translation>额外费用：弃掉1块迷宫板块。金币生产力+3，力量生产力+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tamed Mimic Chest</source>
        <extracomment>card name (id mimic_chest); Japanese: 飼い慣らしたミミック</extracomment>
        <translation>驯服的宝箱怪</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take any treasure chip from the regalia board.</source>
        <extracomment>card text of Tamed Mimic Chest (id mimic_chest) | card text of Master Locksmith (id master_locksmith) | card text of A Party of Heroes (id heroes_party) | card text of Jeweller (id jeweller)</extracomment>
        <translation>从王权版图获得任意1枚宝藏标记。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Golem Porters</source>
        <extracomment>card name (id golem_porters); Japanese: ゴーレム運搬隊</extracomment>
        <translation>魔像搬运队</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever you complete an explore, gain 3 gold.</source>
        <extracomment>card text of Golem Porters (id golem_porters)</extracomment>
        <translation>每当你完成一次探索时，获得3金币。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cabinet of Labyrinth Relics</source>
        <extracomment>card name (id relic_collection); Japanese: 迷宮遺物の陳列棚</extracomment>
        <translation>迷宫遗物陈列柜</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End: 1 fame for every 2 junk tags you have (at most 5).</source>
        <extracomment>card text of Cabinet of Labyrinth Relics (id relic_collection)</extracomment>
        <translation>终局时：你每有2个废品标签，名声+1（最多5）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Goblin Cave</source>
        <extracomment>card name (id goblin_cave); Japanese: ゴブリンの洞窟</extracomment>
        <translation>哥布林洞窟</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 1 power for every 2 junk tags you have (at most 3). Power production +1.</source>
        <extracomment>card text of Goblin Cave (id goblin_cave)</extracomment>
        <translation>你每有2个废品标签，获得1力量（最多3）。力量生产力+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Salvage Crew</source>
        <extracomment>card name (id salvage_crew); Japanese: サルベージ隊</extracomment>
        <translation>打捞队</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra cost: pay 1 potion. Gain a blank tile from the stock. Draw 2 event cards.</source>
        <extracomment>card text of Salvage Crew (id salvage_crew)</extracomment>
        <translation>额外费用：支付1药水。从库存获得1块空白板块。抽2张事件卡。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Awakening of the Behemoth</source>
        <extracomment>card name (id behemoth_awakening); Japanese: 巨獣ベヒモスの覚醒</extracomment>
        <translation>巨兽贝希摩斯的觉醒</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Power production +2. Gain 3 power. Turn one of your bases back into an adventurer, or turn this card face down.</source>
        <extracomment>card text of Awakening of the Behemoth (id behemoth_awakening)</extracomment>
        <translation>力量生产力+2。获得3力量。将你的1个据点翻回冒险者标记，否则将此卡翻为背面。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Adventurers&apos; Cheap Inn</source>
        <extracomment>card name (id cheap_inn); Japanese: 冒険者向けの安宿</extracomment>
        <translation>冒险者廉价旅店</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +2.</source>
        <extracomment>card text of Adventurers&apos; Cheap Inn (id cheap_inn) | card text of Royal Charter (id royal_charter)</extracomment>
        <translation>金币生产力+2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Repairing the Common Well</source>
        <extracomment>card name (id common_well); Japanese: 共同井戸の修繕</extracomment>
        <translation>修缮公用水井</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +2. Civilisation +1.</source>
        <extracomment>card text of Repairing the Common Well (id common_well) | card text of The Tavern&apos;s New Menu (id tavern_menu)</extracomment>
        <translation>金币生产力+2。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paved Highway</source>
        <extracomment>card name (id paved_highway); Japanese: 街道の石畳</extracomment>
        <translation>街道石板路</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Civilisation +1. You may build a base (no 15 gold; 5 gold per adjacent base).</source>
        <extracomment>card text of Paved Highway (id paved_highway)</extracomment>
        <translation>文明+1。可以建立据点（无需15金币；每个相邻据点需5金币）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extending the Town Wall</source>
        <extracomment>card name (id town_wall); Japanese: 城壁の増築</extracomment>
        <translation>扩建城墙</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may build a base (no 15 gold; 5 gold per adjacent base).</source>
        <extracomment>card text of Extending the Town Wall (id town_wall)</extracomment>
        <translation>可以建立据点（无需15金币；每个相邻据点需5金币）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Herb Garden</source>
        <extracomment>card name (id herb_garden); Japanese: 薬草園</extracomment>
        <translation>药草园</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Potion production +1.</source>
        <extracomment>card text of Herb Garden (id herb_garden)</extracomment>
        <translation>药水生产力+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Donation to the Orphanage</source>
        <extracomment>card name (id orphanage_donation); Japanese: 孤児院への寄付</extracomment>
        <translation>捐助孤儿院</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Civilisation +1.</source>
        <extracomment>card text of Donation to the Orphanage (id orphanage_donation) | card text of Torch of Civilisation (id torch_of_civilisation)</extracomment>
        <translation>文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Public Bathhouse</source>
        <extracomment>card name (id public_bathhouse); Japanese: 公衆浴場</extracomment>
        <translation>公共澡堂</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unlock one affinity of your choice, ignoring its cost and condition, and draw 1 event card.</source>
        <extracomment>card text of Public Bathhouse (id public_bathhouse) | card text of Guild Dormitory (id guild_dormitory)</extracomment>
        <translation>无视费用与条件，选择解锁1个好感度，并抽1张事件卡。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Harvest Festival</source>
        <extracomment>card name (id harvest_festival); Japanese: 収穫祭</extracomment>
        <translation>丰收祭</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 2 potions. Civilisation +1.</source>
        <extracomment>card text of Harvest Festival (id harvest_festival)</extracomment>
        <translation>获得2药水。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Inviting the Craftsmen&apos;s Quarter</source>
        <extracomment>card name (id craftsmen_quarter); Japanese: 職人街の誘致</extracomment>
        <translation>招揽工匠街</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +3, power production +1.</source>
        <extracomment>card text of Inviting the Craftsmen&apos;s Quarter (id craftsmen_quarter)</extracomment>
        <translation>金币生产力+3，力量生产力+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Apprentices&apos; Training Ground</source>
        <extracomment>card name (id training_ground); Japanese: 見習い冒険者の訓練場</extracomment>
        <translation>见习冒险者训练场</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unlock one affinity of your choice, ignoring its cost and condition, and draw 1 event card. End: 1 fame for every 2 labyrinth tiles you have (at most 4).</source>
        <extracomment>card text of Apprentices&apos; Training Ground (id training_ground)</extracomment>
        <translation>无视费用与条件，选择解锁1个好感度，并抽1张事件卡。终局时：你每有2块迷宫板块，名声+1（最多4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back-Alley Clinic</source>
        <extracomment>card name (id backstreet_clinic); Japanese: 路地裏の診療所</extracomment>
        <translation>小巷诊所</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 1 potion. Special action: pay 1 potion to gain 2 power.</source>
        <extracomment>card text of Back-Alley Clinic (id backstreet_clinic)</extracomment>
        <translation>获得1药水。特别行动：支付1药水，获得2力量。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cathedral Bells</source>
        <extracomment>card name (id cathedral_bells); Japanese: 大聖堂の鐘</extracomment>
        <translation>大教堂的钟声</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Civilisation +2.</source>
        <extracomment>card text of Cathedral Bells (id cathedral_bells) | card text of Labyrinth Conquest Festival (id labyrinth_festival)</extracomment>
        <translation>文明+2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Settlers&apos; Caravan</source>
        <extracomment>card name (id settlers_caravan); Japanese: 移民キャラバン</extracomment>
        <translation>移民车队</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +1. You may build a base (no 15 gold; 5 gold per adjacent base).</source>
        <extracomment>card text of Settlers&apos; Caravan (id settlers_caravan)</extracomment>
        <translation>金币生产力+1。可以建立据点（无需15金币；每个相邻据点需5金币）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watermill</source>
        <extracomment>card name (id watermill); Japanese: 水車小屋</extracomment>
        <translation>水车磨坊</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +3. Civilisation +1.</source>
        <extracomment>card text of Watermill (id watermill) | card text of Trading Post (id trading_post)</extracomment>
        <translation>金币生产力+3。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Night Watch</source>
        <extracomment>card name (id night_watch); Japanese: 夜警団</extracomment>
        <translation>夜警团</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Power production +1. Civilisation +1.</source>
        <extracomment>card text of Night Watch (id night_watch)</extracomment>
        <translation>力量生产力+1。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Frontier Village</source>
        <extracomment>card name (id frontier_village); Japanese: 迷宮そばの開拓村</extracomment>
        <translation>迷宫旁的开拓村</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may put an adventurer from your tavern on this card. End: 3 fame for each adventurer on this card.</source>
        <extracomment>card text of Frontier Village (id frontier_village)</extracomment>
        <translation>可以将冒险者酒馆中的1枚冒险者标记放到此卡上。终局时：此卡上每有1枚冒险者标记，名声+3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Street Lamps</source>
        <extracomment>card name (id street_lamps); Japanese: 街灯の設置</extracomment>
        <translation>设置路灯</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Civilisation +1. Draw 1 event card.</source>
        <extracomment>card text of Street Lamps (id street_lamps)</extracomment>
        <translation>文明+1。抽1张事件卡。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One-Night Grand Banquet</source>
        <extracomment>card name (id grand_banquet); Japanese: 一夜限りの大宴会</extracomment>
        <translation>一夜限定的大宴会</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 2 potions, draw 1 event card, then turn this card face down (its tags are gained, then lost).</source>
        <extracomment>card text of One-Night Grand Banquet (id grand_banquet)</extracomment>
        <translation>获得2药水，抽1张事件卡，然后将此卡翻为背面（其标签先获得再失去）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guild Dormitory</source>
        <extracomment>card name (id guild_dormitory); Japanese: ギルドの寮</extracomment>
        <translation>公会宿舍</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bakers&apos; Guild</source>
        <extracomment>card name (id bakery_guild); Japanese: パン職人組合</extracomment>
        <translation>面包师工会</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever you gain a life tag (this card&apos;s too), gain 2 gold.</source>
        <extracomment>card text of Bakers&apos; Guild (id bakery_guild)</extracomment>
        <translation>每当你获得生活标签时（包括此卡的），获得2金币。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saints&apos; Hospice</source>
        <extracomment>card name (id saints_hospice); Japanese: 聖者の救護院</extracomment>
        <translation>圣者救护院</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Potion production +1. Civilisation +1. End: 1 fame for each abyss tile you have (at most 4).</source>
        <extracomment>card text of Saints&apos; Hospice (id saints_hospice)</extracomment>
        <translation>药水生产力+1。文明+1。终局时：你每有1块深渊洞穴板块，名声+1（最多4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hot Spring Resort</source>
        <extracomment>card name (id hot_spring_resort); Japanese: 湯けむり温泉郷</extracomment>
        <translation>温泉乡</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +3. Gain 1 potion.</source>
        <extracomment>card text of Hot Spring Resort (id hot_spring_resort)</extracomment>
        <translation>金币生产力+3。获得1药水。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>School of Letters</source>
        <extracomment>card name (id school_of_letters); Japanese: 読み書き教室</extracomment>
        <translation>读写教室</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw 2 event cards. Civilisation +1.</source>
        <extracomment>card text of School of Letters (id school_of_letters) | card text of A Peddler Calls (id peddler_calls)</extracomment>
        <translation>抽2张事件卡。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Song of the Hearth</source>
        <extracomment>card name (id song_of_the_hearth); Japanese: かまどの歌</extracomment>
        <translation>灶台之歌</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End: 1 fame for every 2 life tags you have (at most 5).</source>
        <extracomment>card text of Song of the Hearth (id song_of_the_hearth)</extracomment>
        <translation>终局时：你每有2个生活标签，名声+1（最多5）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wandering Bard</source>
        <extracomment>card name (id wandering_bard); Japanese: 放浪の吟遊詩人</extracomment>
        <translation>流浪吟游诗人</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End: 1 fame for every 3 tags you have, of any kind (at most 5).</source>
        <extracomment>card text of Wandering Bard (id wandering_bard)</extracomment>
        <translation>终局时：你每有3个任意种类的标签，名声+1（最多5）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Retired Hero</source>
        <extracomment>card name (id retired_hero); Japanese: 引退した英雄</extracomment>
        <translation>退休的英雄</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 3 power.</source>
        <extracomment>card text of Retired Hero (id retired_hero)</extracomment>
        <translation>获得3力量。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Princess&apos;s Tutor</source>
        <extracomment>card name (id princess_tutor); Japanese: 王女の家庭教師</extracomment>
        <translation>公主的家庭教师</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unlock one affinity of your choice, ignoring its cost and condition, and draw 1 event card. Civilisation +1.</source>
        <extracomment>card text of The Princess&apos;s Tutor (id princess_tutor)</extracomment>
        <translation>无视费用与条件，选择解锁1个好感度，并抽1张事件卡。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Alchemist&apos;s Apprentice</source>
        <extracomment>card name (id alchemist_apprentice); Japanese: 錬金術師の弟子</extracomment>
        <translation>炼金术师的学徒</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Potion production +1. Gain 1 potion.</source>
        <extracomment>card text of Alchemist&apos;s Apprentice (id alchemist_apprentice)</extracomment>
        <translation>药水生产力+1。获得1药水。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Master Locksmith</source>
        <extracomment>card name (id master_locksmith); Japanese: 凄腕の鍵師</extracomment>
        <translation>高明的锁匠</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Royal Envoy</source>
        <extracomment>card name (id royal_envoy); Japanese: 王家の使者</extracomment>
        <translation>王家的使者</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Civilisation +1. Gain 4 gold.</source>
        <extracomment>card text of Royal Envoy (id royal_envoy)</extracomment>
        <translation>文明+1。获得4金币。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Veteran Labyrinth Guide</source>
        <extracomment>card name (id veteran_guide); Japanese: ベテラン迷宮案内人</extracomment>
        <translation>资深迷宫向导</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your explores cost 5 gold less (never below 10).</source>
        <extracomment>card text of Veteran Labyrinth Guide (id veteran_guide) | rank 3 card of Olivia | rank 1 card of Vee</extracomment>
        <translation>你的探索费用减少5金币（不低于10）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Famous Architect</source>
        <extracomment>card name (id famous_architect); Japanese: 高名な建築家</extracomment>
        <translation>著名建筑师</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may build a base (no 15 gold; 5 gold per adjacent base). Your build actions cost 5 gold less.</source>
        <extracomment>card text of Famous Architect (id famous_architect)</extracomment>
        <translation>可以建立据点（无需15金币；每个相邻据点需5金币）。你的建设行动费用减少5金币。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Travelling Merchant Lady</source>
        <extracomment>card name (id travelling_merchant); Japanese: 旅の女商人</extracomment>
        <translation>旅行女商人</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +2. Gain 6 gold.</source>
        <extracomment>card text of Travelling Merchant Lady (id travelling_merchant)</extracomment>
        <translation>金币生产力+2。获得6金币。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Swift Messenger</source>
        <extracomment>card name (id swift_messenger); Japanese: 韋駄天の伝令</extracomment>
        <translation>神行传令兵</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw 1 event card. Take an extra turn after this one.</source>
        <extracomment>card text of Swift Messenger (id swift_messenger)</extracomment>
        <translation>抽1张事件卡。本回合结束后，进行1个额外回合。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guild Sage</source>
        <extracomment>card name (id guild_sage); Japanese: ギルドの賢者</extracomment>
        <translation>公会的贤者</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unlock one affinity of your choice, ignoring its cost and condition, and draw 1 event card. End: 2 fame if you have unlocked all 5 affinities.</source>
        <extracomment>card text of Guild Sage (id guild_sage)</extracomment>
        <translation>无视费用与条件，选择解锁1个好感度，并抽1张事件卡。终局时：若已解锁全部5个好感度，名声+2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cursed Knight</source>
        <extracomment>card name (id cursed_knight); Japanese: 呪われた騎士</extracomment>
        <translation>被诅咒的骑士</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 3 power. End: -3 fame, unless you have 2 bases or more.</source>
        <extracomment>card text of Cursed Knight (id cursed_knight)</extracomment>
        <translation>获得3力量。终局时：若据点少于2个，名声-3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Alley Fortune Teller</source>
        <extracomment>card name (id fortune_teller); Japanese: 路地の占い師</extracomment>
        <translation>巷口的占卜师</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw 3 event cards, then discard 1 card from your hand.</source>
        <extracomment>card text of Alley Fortune Teller (id fortune_teller)</extracomment>
        <translation>抽3张事件卡，然后弃掉1张手牌。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Defector from the Demon Army</source>
        <extracomment>card name (id demon_defector); Japanese: 魔王軍の離反者</extracomment>
        <translation>魔王军的叛离者</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gatekeeper Twins</source>
        <extracomment>card name (id gatekeeper_twins); Japanese: 門番の双子</extracomment>
        <translation>守门的双胞胎</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may build a base (no 15 gold; 5 gold per adjacent base). Gain 1 potion.</source>
        <extracomment>card text of Gatekeeper Twins (id gatekeeper_twins)</extracomment>
        <translation>可以建立据点（无需15金币；每个相邻据点需5金币）。获得1药水。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A Party of Heroes</source>
        <extracomment>card name (id heroes_party); Japanese: 勇者パーティー</extracomment>
        <translation>勇者小队</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dragonfall Maiden</source>
        <extracomment>card name (id dragonfall_maiden); Japanese: 竜墜乙女</extracomment>
        <translation>坠龙少女</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 2 power. End: 1 fame for each of your labyrinth tiles with 2 stars or more (at most 4).</source>
        <extracomment>card text of Dragonfall Maiden (id dragonfall_maiden)</extracomment>
        <translation>获得2力量。终局时：你每有1块★2以上的迷宫板块，名声+1（最多4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Captain of the Frontier Post</source>
        <extracomment>card name (id frontier_captain); Japanese: 前哨基地の隊長</extracomment>
        <translation>前哨基地的队长</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may put an adventurer from your tavern on this card. Gain 2 power. End: 4 fame for each adventurer on this card.</source>
        <extracomment>card text of Captain of the Frontier Post (id frontier_captain)</extracomment>
        <translation>可以将冒险者酒馆中的1枚冒险者标记放到此卡上。获得2力量。终局时：此卡上每有1枚冒险者标记，名声+4。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guild Assembly</source>
        <extracomment>card name (id guild_assembly); Japanese: ギルド総会</extracomment>
        <translation>公会大会</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play an event from your hand without its gold cost (extra costs are paid; its condition must hold).</source>
        <extracomment>card text of Guild Assembly (id guild_assembly)</extracomment>
        <translation>从手牌打出1张事件卡，无需支付金币费用（需支付额外费用，且须满足打出条件）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expedition Plan</source>
        <extracomment>card name (id expedition_plan); Japanese: 遠征計画</extracomment>
        <translation>远征计划</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monument to the Nameless</source>
        <extracomment>card name (id nameless_monument); Japanese: 名もなき者の記念碑</extracomment>
        <translation>无名者纪念碑</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No effect; it is worth fame.</source>
        <extracomment>card text of Monument to the Nameless (id nameless_monument) | card text of Shard of the First Crown (id shard_of_the_crown) | card text of Scales of the Merchant God (id merchant_gods_scales) | card text of Portraits of the Heroes (id portrait_of_heroes) | card text of Key of the Abyss (id key_of_the_abyss) | card text of Plans of the Golden City (id golden_city_plans) | card text of Banner of the Conqueror (id conquerors_banner) | card text of Map of the Continent (id map_of_the_continent) | card text of Crest of the Fortress City (id fortress_city_crest) | card text of The Eternal Promise (id eternal_promise) | card text of Great Chronicle of the Guild (id guild_chronicle) | card text of Cenotaph of the Unnamed Hero (id cenotaph_of_the_unnamed) | card text of The Three Royal Treasures (id three_royal_treasures)</extracomment>
        <translation>无效果；提供名声。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guild Almanac</source>
        <extracomment>card name (id guild_almanac); Japanese: ギルド年鑑</extracomment>
        <translation>公会年鉴</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End: 1 fame for every 3 events you have played, face-down ones included (at most 5).</source>
        <extracomment>card text of Guild Almanac (id guild_almanac)</extracomment>
        <translation>终局时：你每打出3张事件卡（含背面朝上的），名声+1（最多5）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Demolishing the Old Quarter</source>
        <extracomment>card name (id demolition); Japanese: 旧市街の取り壊し</extracomment>
        <translation>拆除旧城区</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn one of your face-up played events face down (its tags, permanent and end effects and fame are lost). Gain 6 gold.</source>
        <extracomment>card text of Demolishing the Old Quarter (id demolition)</extracomment>
        <translation>将你场上一张正面朝上的事件卡翻为背面（其标签、常驻效果、终局时效果和名声失效）。获得6金币。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Emergency Requisition</source>
        <extracomment>card name (id emergency_requisition); Japanese: 緊急徴発</extracomment>
        <translation>紧急征用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra cost: gold production -2. Gain 3 power.</source>
        <extracomment>card text of Emergency Requisition (id emergency_requisition)</extracomment>
        <translation>额外费用：金币生产力-2。获得3力量。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wartime Levy</source>
        <extracomment>card name (id wartime_levy); Japanese: 戦時特別税</extracomment>
        <translation>战时特别税</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra cost: gold production -3. Unlock one affinity of your choice, ignoring its cost and condition, and draw 1 event card. Gain 2 power.</source>
        <extracomment>card text of Wartime Levy (id wartime_levy)</extracomment>
        <translation>额外费用：金币生产力-3。无视费用与条件，选择解锁1个好感度，并抽1张事件卡。获得2力量。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Courier Network between Bases</source>
        <extracomment>card name (id courier_network); Japanese: 拠点間の伝令網</extracomment>
        <translation>据点间的传令网</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +3. Draw 2 event cards.</source>
        <extracomment>card text of Courier Network between Bases (id courier_network)</extracomment>
        <translation>金币生产力+3。抽2张事件卡。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Labyrinth Conquest Festival</source>
        <extracomment>card name (id labyrinth_festival); Japanese: 迷宮踏破記念祭</extracomment>
        <translation>迷宫踏破纪念祭</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Royal Charter</source>
        <extracomment>card name (id royal_charter); Japanese: 王家の勅許状</extracomment>
        <translation>王家特许状</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prospectors&apos; Claim</source>
        <extracomment>card name (id prospectors_claim); Japanese: 探鉱者の採掘権</extracomment>
        <translation>探矿者的采掘权</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take any treasure chip from the regalia board. Gain 3 gold.</source>
        <extracomment>card text of Prospectors&apos; Claim (id prospectors_claim)</extracomment>
        <translation>从王权版图获得任意1枚宝藏标记。获得3金币。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Civic Census</source>
        <extracomment>card name (id civic_census); Japanese: 市民の戸籍調査</extracomment>
        <translation>市民户籍调查</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +2. Draw 1 event card.</source>
        <extracomment>card text of Civic Census (id civic_census) | card text of Magic Telecom Network (id mana_network)</extracomment>
        <translation>金币生产力+2。抽1张事件卡。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Labyrinth Survey</source>
        <extracomment>card name (id labyrinth_survey); Japanese: 迷宮の測量</extracomment>
        <translation>迷宫测量</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose an area: its face-down tile and its neighbours&apos; turn face up (never the boss). Draw 1 event card.</source>
        <extracomment>card text of Labyrinth Survey (id labyrinth_survey)</extracomment>
        <translation>选择一个区域：将该区域及其相邻区域背面朝上的板块翻为正面（首领板块除外）。抽1张事件卡。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Odd Stone Slab</source>
        <extracomment>card name (id odd_stone_slab); Japanese: 奇妙な石板</extracomment>
        <translation>奇妙的石板</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain a blank tile from the stock.</source>
        <extracomment>card text of Odd Stone Slab (id odd_stone_slab)</extracomment>
        <translation>从库存获得1块空白板块。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Longest Night</source>
        <extracomment>card name (id long_night); Japanese: 長い夜</extracomment>
        <translation>漫长的夜晚</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>After this turn, take two extra turns.</source>
        <extracomment>card text of The Longest Night (id long_night)</extracomment>
        <translation>本回合结束后，进行2个额外回合。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sealing the Abyss Gate</source>
        <extracomment>card name (id sealed_gate); Japanese: 奈落の門の封印</extracomment>
        <translation>封印深渊之门</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra cost: pay 2 potions. Purify an abyss. Civilisation +1.</source>
        <extracomment>card text of Sealing the Abyss Gate (id sealed_gate)</extracomment>
        <translation>额外费用：支付2药水。净化1块深渊洞穴。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bounty Board</source>
        <extracomment>card name (id bounty_board); Japanese: 賞金首の掲示板</extracomment>
        <translation>悬赏告示板</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 2 gold for each of your controlled areas (at most 12). End: 1 fame for every 2 controlled areas (at most 4).</source>
        <extracomment>card text of Bounty Board (id bounty_board)</extracomment>
        <translation>你每有1个控制区域，获得2金币（最多12）。终局时：你每有2个控制区域，名声+1（最多4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Skadi&apos;s Mercenaries</source>
        <extracomment>card name (id skadi_mercenaries); Japanese: スカジ傭兵団</extracomment>
        <translation>斯卡蒂佣兵团</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 3 power. Discarded or sold, it goes back to the box.</source>
        <extracomment>card text of Skadi&apos;s Mercenaries (id skadi_mercenaries)</extracomment>
        <translation>获得3力量。被弃掉或出售时，放回盒中。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Saint&apos;s Remnant</source>
        <extracomment>card name (id saints_remnant); Japanese: 聖女の残滓</extracomment>
        <translation>圣女的残迹</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 2 potions. End: 1 fame for each abyss tile you have (at most 3). Discarded or sold, it goes back to the box.</source>
        <extracomment>card text of The Saint&apos;s Remnant (id saints_remnant)</extracomment>
        <translation>获得2药水。终局时：你每有1块深渊洞穴板块，名声+1（最多3）。被弃掉或出售时，放回盒中。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Tavern&apos;s New Menu</source>
        <extracomment>card name (id tavern_menu); Japanese: 酒場の新メニュー</extracomment>
        <translation>酒馆的新菜单</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Money Changer</source>
        <extracomment>card name (id money_changer); Japanese: 両替商</extracomment>
        <translation>兑换商</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +2. Gain 3 gold. Civilisation +1.</source>
        <extracomment>card text of Money Changer (id money_changer)</extracomment>
        <translation>金币生产力+2。获得3金币。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Armourer&apos;s Clearance Sale</source>
        <extracomment>card name (id armourers_sale); Japanese: 武具屋の大安売り</extracomment>
        <translation>武具店大甩卖</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 2 power.</source>
        <extracomment>card text of The Armourer&apos;s Clearance Sale (id armourers_sale)</extracomment>
        <translation>获得2力量。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Labyrinth Souvenir Stand</source>
        <extracomment>card name (id souvenir_stand); Japanese: 迷宮土産の露店</extracomment>
        <translation>迷宫特产小摊</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chamber of Commerce</source>
        <extracomment>card name (id chamber_of_commerce); Japanese: 商工会議所</extracomment>
        <translation>商工会议所</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +5.</source>
        <extracomment>card text of Chamber of Commerce (id chamber_of_commerce)</extracomment>
        <translation>金币生产力+5。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guild Branch at the Labyrinth Gate</source>
        <extracomment>card name (id guild_branch_office); Japanese: ギルド迷宮前支店</extracomment>
        <translation>公会迷宫前分店</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra cost: discard 1 labyrinth tile. Gold production +4, power production +1.</source>
        <extracomment>card text of Guild Branch at the Labyrinth Gate (id guild_branch_office)</extracomment>
        <translation>额外费用：弃掉1块迷宫板块。金币生产力+4，力量生产力+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Point Card</source>
        <extracomment>card name (id point_card); Japanese: ポイントカード</extracomment>
        <translation>积分卡</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever you play an event card of cost 15 or more (discounted or free plays too), gain 4 gold.</source>
        <extracomment>card text of Point Card (id point_card)</extracomment>
        <translation>每当你打出费用15以上的事件卡时（包括减费或免费打出），获得4金币。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Magic Telecom Network</source>
        <extracomment>card name (id mana_network); Japanese: 魔導通信ネットワーク</extracomment>
        <translation>魔导通讯网络</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Peddler Calls</source>
        <extracomment>card name (id peddler_calls); Japanese: 行商人の来訪</extracomment>
        <translation>行商人来访</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Auction House</source>
        <extracomment>card name (id auction_house); Japanese: 競売場</extracomment>
        <translation>拍卖场</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Special action: discard 1 card from your hand to gain 5 gold.</source>
        <extracomment>card text of Auction House (id auction_house)</extracomment>
        <translation>特别行动：弃掉1张手牌，获得5金币。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Adventurers&apos; Insurance Union</source>
        <extracomment>card name (id insurance_union); Japanese: 冒険者保険組合</extracomment>
        <translation>冒险者保险互助会</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End: 1 fame for every 2 trade tags you have (at most 5).</source>
        <extracomment>card text of Adventurers&apos; Insurance Union (id insurance_union)</extracomment>
        <translation>终局时：你每有2个商业标签，名声+1（最多5）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trading Post</source>
        <extracomment>card name (id trading_post); Japanese: 交易所</extracomment>
        <translation>交易所</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Caravanserai</source>
        <extracomment>card name (id caravanserai); Japanese: 隊商宿</extracomment>
        <translation>商队驿站</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +2. Draw 2 event cards.</source>
        <extracomment>card text of Caravanserai (id caravanserai)</extracomment>
        <translation>金币生产力+2。抽2张事件卡。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Jeweller</source>
        <extracomment>card name (id jeweller); Japanese: 宝石商</extracomment>
        <translation>珠宝商</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Merchant Fleet</source>
        <extracomment>card name (id merchant_fleet); Japanese: 商船団</extracomment>
        <translation>商船队</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +6.</source>
        <extracomment>card text of Merchant Fleet (id merchant_fleet)</extracomment>
        <translation>金币生产力+6。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Moneylender&apos;s IOU</source>
        <extracomment>card name (id moneylenders_iou); Japanese: 金貸しの借用書</extracomment>
        <translation>放贷人的借据</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 9 gold. End: -3 fame, unless your gold production is 15 or more.</source>
        <extracomment>card text of The Moneylender&apos;s IOU (id moneylenders_iou)</extracomment>
        <translation>获得9金币。终局时：若金币生产力低于15，名声-3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Black Market</source>
        <extracomment>card name (id black_market); Japanese: 闇市</extracomment>
        <translation>黑市</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever you gain a junk tag (this card&apos;s too), gain 2 gold.</source>
        <extracomment>card text of Black Market (id black_market)</extracomment>
        <translation>每当你获得废品标签时（包括此卡的），获得2金币。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Post-Horse Stable</source>
        <extracomment>card name (id horse_stable); Japanese: 馬宿</extracomment>
        <translation>驿站马厩</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +1. Take an extra turn after this one.</source>
        <extracomment>card text of Post-Horse Stable (id horse_stable)</extracomment>
        <translation>金币生产力+1。本回合结束后，进行1个额外回合。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Merchants&apos; Association</source>
        <extracomment>card name (id merchant_association); Japanese: 商人組合</extracomment>
        <translation>商人协会</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever you gain a trade tag (this card&apos;s too), gain 2 gold.</source>
        <extracomment>card text of Merchants&apos; Association (id merchant_association)</extracomment>
        <translation>每当你获得商业标签时（包括此卡的），获得2金币。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Festival Stalls</source>
        <extracomment>card name (id festival_stalls); Japanese: 祭りの屋台村</extracomment>
        <translation>祭典摊位村</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 2 gold for each trade tag you have (this card&apos;s too; at most 12).</source>
        <extracomment>card text of Festival Stalls (id festival_stalls)</extracomment>
        <translation>你每有1个商业标签，获得2金币（包括此卡的；最多12）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guild Bank</source>
        <extracomment>card name (id guild_bank); Japanese: ギルド銀行</extracomment>
        <translation>公会银行</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +4. End: 1 fame for every 5 gold production you have (at most 4).</source>
        <extracomment>card text of Guild Bank (id guild_bank)</extracomment>
        <translation>金币生产力+4。终局时：你的金币生产力每有5，名声+1（最多4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Overzealous Tax Collector</source>
        <extracomment>card name (id tax_collector); Japanese: 取り立て屋</extracomment>
        <translation>讨债人</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 6 gold. End: -2 fame, unless you have a person tag.</source>
        <extracomment>card text of Overzealous Tax Collector (id tax_collector)</extracomment>
        <translation>获得6金币。终局时：若没有人物标签，名声-2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shard of the First Crown</source>
        <extracomment>card name (id shard_of_the_crown); Japanese: 始まりの王冠の欠片</extracomment>
        <translation>起源王冠的碎片</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scales of the Merchant God</source>
        <extracomment>card name (id merchant_gods_scales); Japanese: 商業神の天秤</extracomment>
        <translation>商业之神的天秤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heart of the Machine God</source>
        <extracomment>card name (id machine_god_heart); Japanese: 機神の心臓</extracomment>
        <translation>机神之心</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Power production +1.</source>
        <extracomment>card text of Heart of the Machine God (id machine_god_heart)</extracomment>
        <translation>力量生产力+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Portraits of the Heroes</source>
        <extracomment>card name (id portrait_of_heroes); Japanese: 英雄たちの肖像画</extracomment>
        <translation>英雄们的肖像画</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Proof of the Deep Delve</source>
        <extracomment>card name (id proof_of_delving); Japanese: 深層踏破の証</extracomment>
        <translation>深层踏破之证</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End: 1 fame for every 2 labyrinth tiles you have (at most 4).</source>
        <extracomment>card text of Proof of the Deep Delve (id proof_of_delving)</extracomment>
        <translation>终局时：你每有2块迷宫板块，名声+1（最多4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Key of the Abyss</source>
        <extracomment>card name (id key_of_the_abyss); Japanese: 奈落の鍵</extracomment>
        <translation>深渊之钥</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plans of the Golden City</source>
        <extracomment>card name (id golden_city_plans); Japanese: 黄金都市の設計図</extracomment>
        <translation>黄金都市设计图</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Banner of the Conqueror</source>
        <extracomment>card name (id conquerors_banner); Japanese: 覇者の軍旗</extracomment>
        <translation>霸者的军旗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Torch of Civilisation</source>
        <extracomment>card name (id torch_of_civilisation); Japanese: 文明の灯火</extracomment>
        <translation>文明的灯火</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Map of the Continent</source>
        <extracomment>card name (id map_of_the_continent); Japanese: 大陸全図</extracomment>
        <translation>大陆全图</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crest of the Fortress City</source>
        <extracomment>card name (id fortress_city_crest); Japanese: 城塞都市の紋章</extracomment>
        <translation>城塞都市的纹章</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Eternal Promise</source>
        <extracomment>card name (id eternal_promise); Japanese: 永遠の約束</extracomment>
        <translation>永远的约定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Great Chronicle of the Guild</source>
        <extracomment>card name (id guild_chronicle); Japanese: ギルド大年代記</extracomment>
        <translation>公会大编年史</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cenotaph of the Unnamed Hero</source>
        <extracomment>card name (id cenotaph_of_the_unnamed); Japanese: 無名勇者の慰霊碑</extracomment>
        <translation>无名勇者慰灵碑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Three Royal Treasures</source>
        <extracomment>card name (id three_royal_treasures); Japanese: 王家の三宝</extracomment>
        <translation>王家三宝</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Blank Grimoire</source>
        <extracomment>card name (id blank_grimoire); Japanese: 白紙の魔導書</extracomment>
        <translation>白纸魔导书</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End: 1 fame for every 2 junk tags you have (at most 4).</source>
        <extracomment>card text of The Blank Grimoire (id blank_grimoire)</extracomment>
        <translation>终局时：你每有2个废品标签，名声+1（最多4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chalice of the Holy Spring</source>
        <extracomment>card name (id chalice_of_the_spring); Japanese: 聖泉の杯</extracomment>
        <translation>圣泉之杯</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra cost: pay 3 potions.</source>
        <extracomment>card text of Chalice of the Holy Spring (id chalice_of_the_spring)</extracomment>
        <translation>额外费用：支付3药水。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hourglass of Ages</source>
        <extracomment>card name (id hourglass_of_ages); Japanese: 星霜の砂時計</extracomment>
        <translation>星霜沙漏</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skadi</source>
        <extracomment>receptionist (id skadi); Japanese: スカジ</extracomment>
        <translation>斯卡蒂</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any time, 1 power may pay 5 gold (the change is lost).</source>
        <extracomment>rank 1 card of Skadi</extracomment>
        <translation>任何时候都可以将1力量当作5金币使用（多余部分作废）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any time, 1 power may pay 5 gold (the change is lost). On reaching this rank: power production +1.</source>
        <extracomment>rank 2 card of Skadi</extracomment>
        <translation>任何时候都可以将1力量当作5金币使用（多余部分作废）。升级时：力量生产力+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any time, 1 power may pay 5 gold (the change is lost). On reaching this rank: gain 3 power.</source>
        <extracomment>rank 3 card of Skadi</extracomment>
        <translation>任何时候都可以将1力量当作5金币使用（多余部分作废）。升级时：获得3力量。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Setup: take Skadi&apos;s Mercenaries into your hand. Whenever you complete an explore, gain 1 power.</source>
        <extracomment>rank 1 card of Skadi</extracomment>
        <translation>初始资产：将“斯卡蒂佣兵团”加入手牌。每当你完成一次探索时，获得1力量。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you complete an explore, gain 1 power. On reaching this rank: gain 2 power.</source>
        <extracomment>rank 2 card of Skadi</extracomment>
        <translation>每当你完成一次探索时，获得1力量。升级时：获得2力量。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you complete an explore, gain 1 power and 2 gold.</source>
        <extracomment>rank 3 card of Skadi</extracomment>
        <translation>每当你完成一次探索时，获得1力量和2金币。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Melissa</source>
        <extracomment>receptionist (id melissa); Japanese: メリッサ</extracomment>
        <translation>梅莉莎</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever your played events (face-down ones too) reach a multiple of 4, gain 1 potion.</source>
        <extracomment>rank 1 card of Melissa</extracomment>
        <translation>每当你场上的事件卡数量（含背面朝上的）成为4的倍数时，获得1药水。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever your played events (face-down ones too) reach a multiple of 4, gain 1 potion. On reaching this rank: draw 2 event cards.</source>
        <extracomment>rank 2 card of Melissa</extracomment>
        <translation>每当你场上的事件卡数量（含背面朝上的）成为4的倍数时，获得1药水。升级时：抽2张事件卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever your played events (face-down ones too) reach a multiple of 4, gain 2 potions.</source>
        <extracomment>rank 3 card of Melissa</extracomment>
        <translation>每当你场上的事件卡数量（含背面朝上的）成为4的倍数时，获得2药水。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Setup: the 6 white-framed abyss tiles into the stock. First turn: turn face up the tiles of one area and its neighbours. An abyss revealed by your explore counts as a blank tile: the explore goes on, with no extra turn. You may explore a white-framed abyss.</source>
        <oldsource>Setup: 2 white-framed abyss tiles into the stock. First turn: turn face up the tiles of one area and its neighbours. An abyss revealed by your explore counts as a blank tile: the explore goes on, with no extra turn. You may explore a white-framed abyss.</oldsource>
        <extracomment>rank 1 card of Melissa</extracomment>
        <translation>初始资产：将6块深渊洞穴（白框）板块加入库存。首个回合开始时：将1个区域及其相邻区域的板块翻为正面。你探索时翻开的深渊洞穴视为空白板块，探索继续（没有额外回合）。你可以探索深渊洞穴（白框）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An abyss revealed by your explore counts as a blank tile; you may explore a white-framed abyss. On reaching this rank: purify an abyss.</source>
        <oldsource>An abyss revealed by your explore counts as a blank tile; you may explore a white-framed abyss. On reaching this rank: 2 white-framed abyss tiles into the stock, then purify an abyss.</oldsource>
        <extracomment>rank 2 card of Melissa | rank 3 card of Melissa</extracomment>
        <translation>你探索时翻开的深渊洞穴视为空白板块；你可以探索深渊洞穴（白框）。升级时：净化1块深渊洞穴。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Frieda</source>
        <extracomment>receptionist (id frieda); Japanese: フリーダ</extracomment>
        <translation>芙莉妲</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Special action: draw events until you hold 3; gain 2 gold for each card drawn.</source>
        <extracomment>rank 1 card of Frieda</extracomment>
        <translation>特别行动：抽事件卡直到手牌有3张；每抽1张获得2金币。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: draw events until you hold 3; gain 2 gold for each card drawn. On reaching this rank: gold production +2.</source>
        <extracomment>rank 2 card of Frieda</extracomment>
        <translation>特别行动：抽事件卡直到手牌有3张；每抽1张获得2金币。升级时：金币生产力+2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: draw events until you hold 4; gain 2 gold for each card drawn.</source>
        <extracomment>rank 3 card of Frieda</extracomment>
        <translation>特别行动：抽事件卡直到手牌有4张；每抽1张获得2金币。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your build actions cost 5 gold less.</source>
        <extracomment>rank 1 card of Frieda</extracomment>
        <translation>你的建设行动费用减少5金币。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your build actions cost 5 gold less. On reaching this rank: you may build a base (no 15 gold).</source>
        <extracomment>rank 2 card of Frieda</extracomment>
        <translation>你的建设行动费用减少5金币。升级时：可以建立据点（无需15金币）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your build actions cost 10 gold less.</source>
        <extracomment>rank 3 card of Frieda</extracomment>
        <translation>你的建设行动费用减少10金币。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>El</source>
        <extracomment>receptionist (id el); Japanese: エル</extracomment>
        <translation>艾尔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever you gain a life tag, gain 3 gold.</source>
        <extracomment>rank 1 card of El</extracomment>
        <translation>每当你获得生活标签时，获得3金币。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you gain a life tag, gain 3 gold. On reaching this rank: civilisation +1, draw 1 event card.</source>
        <extracomment>rank 2 card of El</extracomment>
        <translation>每当你获得生活标签时，获得3金币。升级时：文明+1，抽1张事件卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you gain a life tag, gain 4 gold.</source>
        <extracomment>rank 3 card of El</extracomment>
        <translation>每当你获得生活标签时，获得4金币。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At the start of each action phase, take one turn before the start player.</source>
        <extracomment>rank 1 card of El | rank 3 card of El</extracomment>
        <translation>每个行动阶段开始时，在起始玩家之前进行1个回合。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At the start of each action phase, take one turn before the start player. On reaching this rank: gain 8 gold.</source>
        <extracomment>rank 2 card of El</extracomment>
        <translation>每个行动阶段开始时，在起始玩家之前进行1个回合。升级时：获得8金币。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Horn</source>
        <extracomment>receptionist (id horn); Japanese: ホルン</extracomment>
        <translation>霍恩</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Special action: pay 1 potion to gain 3 gold.</source>
        <extracomment>rank 1 card of Horn</extracomment>
        <translation>特别行动：支付1药水，获得3金币。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 1 potion to gain 4 gold. On reaching this rank: gain 2 potions.</source>
        <extracomment>rank 2 card of Horn</extracomment>
        <translation>特别行动：支付1药水，获得4金币。升级时：获得2药水。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 1 potion to gain 5 gold.</source>
        <extracomment>rank 3 card of Horn</extracomment>
        <translation>特别行动：支付1药水，获得5金币。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Potions may pay for labyrinth tiles and labyrinth tiles for potions (not when selling).</source>
        <extracomment>rank 1 card of Horn</extracomment>
        <translation>支付费用时，药水可当作迷宫板块，迷宫板块也可当作药水（出售时除外）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Potions may pay for labyrinth tiles and labyrinth tiles for potions (not when selling). On reaching this rank: gain a blank tile; potion production +1.</source>
        <extracomment>rank 2 card of Horn</extracomment>
        <translation>支付费用时，药水可当作迷宫板块，迷宫板块也可当作药水（出售时除外）。升级时：获得1块空白板块；药水生产力+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Potions may pay for labyrinth tiles and labyrinth tiles for potions (not when selling). On reaching this rank: potion production +1.</source>
        <extracomment>rank 3 card of Horn</extracomment>
        <translation>支付费用时，药水可当作迷宫板块，迷宫板块也可当作药水（出售时除外）。升级时：药水生产力+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pieria</source>
        <extracomment>receptionist (id pieria); Japanese: ピエリア</extracomment>
        <translation>皮耶莉亚</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your events with a trade tag cost 1 gold less.</source>
        <extracomment>rank 1 card of Pieria</extracomment>
        <translation>你带商业标签的事件卡费用减少1金币。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your events with a trade tag cost 2 gold less. On reaching this rank: gold production +2.</source>
        <extracomment>rank 2 card of Pieria</extracomment>
        <translation>你带商业标签的事件卡费用减少2金币。升级时：金币生产力+2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your events with a trade tag cost 3 gold less.</source>
        <extracomment>rank 3 card of Pieria</extracomment>
        <translation>你带商业标签的事件卡费用减少3金币。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: play an event; production its play effects give is doubled.</source>
        <extracomment>rank 1 card of Pieria | rank 3 card of Pieria</extracomment>
        <translation>特别行动：打出1张事件卡；其打出时效果获得的生产力翻倍。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: play an event; production its play effects give is doubled. On reaching this rank: gain 2 power.</source>
        <extracomment>rank 2 card of Pieria</extracomment>
        <translation>特别行动：打出1张事件卡；其打出时效果获得的生产力翻倍。升级时：获得2力量。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seren</source>
        <extracomment>receptionist (id seren); Japanese: セレン</extracomment>
        <translation>瑟莲</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First turn: gain 5 gold. Your events cost 1 gold less.</source>
        <extracomment>rank 1 card of Seren</extracomment>
        <translation>首个回合开始时：获得5金币。你的事件卡费用减少1金币。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your events cost 2 gold less. On reaching this rank: draw 1 event card.</source>
        <extracomment>rank 2 card of Seren</extracomment>
        <translation>你的事件卡费用减少2金币。升级时：抽1张事件卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your events cost 2 gold less.</source>
        <extracomment>rank 3 card of Seren</extracomment>
        <translation>你的事件卡费用减少2金币。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Setup: place your floating lab outside the labyrinth: a base of yours for explores and play conditions, never a controlled area. Your explores cost 5 gold less (never below 10).</source>
        <extracomment>rank 1 card of Seren</extracomment>
        <translation>初始资产：将浮游实验室放在迷宫之外：在探索与打出条件上视为你的据点，但不算控制区域。你的探索费用减少5金币（不低于10）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your explores cost 5 gold less (never below 10). On reaching this rank: gain 2 potions.</source>
        <extracomment>rank 2 card of Seren</extracomment>
        <translation>你的探索费用减少5金币（不低于10）。升级时：获得2药水。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your explores cost 5 gold less (never below 10). From reaching this rank on, your floating lab may land on an area next to it that nobody controls; it takes the tile there and is your base.</source>
        <oldsource>Your explores cost 5 gold less (never below 10). On reaching this rank: your floating lab may land on an area next to it that nobody controls; it takes the tile there and is your base.</oldsource>
        <extracomment>rank 3 card of Seren</extracomment>
        <translation>你的探索费用减少5金币（不低于10）。自升到此级起：你可以将浮游实验室降落到相邻且无人控制的区域；获得该处的板块，该区域成为你的据点。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ayaka</source>
        <extracomment>receptionist (id ayaka); Japanese: アヤカ</extracomment>
        <translation>绫香</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Setup: take 3 wisdom chips. When you play an event, you may pay a wisdom chip: it costs 5 gold less (never below 0). Whenever you play an event of cost 15 or more, draw 1 event card.</source>
        <extracomment>rank 1 card of Ayaka</extracomment>
        <translation>初始资产：获得3枚睿智标记。打出事件卡时，你可以支付1枚睿智标记，使其费用减少5金币（不低于0）。每当你打出费用15以上的事件卡时，抽1张事件卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you play an event, you may pay a wisdom chip: it costs 5 gold less. Whenever you play an event of cost 15 or more, draw 1 event card. On reaching this rank: take 1 wisdom chip.</source>
        <extracomment>rank 2 card of Ayaka</extracomment>
        <translation>打出事件卡时，你可以支付1枚睿智标记，使其费用减少5金币。每当你打出费用15以上的事件卡时，抽1张事件卡。升级时：获得1枚睿智标记。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you play an event, you may pay a wisdom chip: it costs 5 gold less. Your events cost 2 gold less. Whenever you play an event of cost 15 or more, draw 1 event card.</source>
        <extracomment>rank 3 card of Ayaka</extracomment>
        <translation>打出事件卡时，你可以支付1枚睿智标记，使其费用减少5金币。你的事件卡费用减少2金币。每当你打出费用15以上的事件卡时，抽1张事件卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Setup: take 3 flash chips. Paying an explore, you may pay a flash chip: the tile&apos;s stars count 3 fewer for the cost (never below 0).</source>
        <extracomment>rank 1 card of Ayaka</extracomment>
        <translation>初始资产：获得3枚一闪标记。支付探索费用时，你可以支付1枚一闪标记：计算费用时该板块的★视为少3个（不低于0）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paying an explore, you may pay a flash chip: the tile&apos;s stars count 3 fewer for the cost. On reaching this rank: gain 2 power.</source>
        <extracomment>rank 2 card of Ayaka</extracomment>
        <translation>支付探索费用时，你可以支付1枚一闪标记：计算费用时该板块的★视为少3个。升级时：获得2力量。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paying an explore, you may pay a flash chip: the tile&apos;s stars count 3 fewer for the cost. Whenever you complete an explore, gain 2 gold.</source>
        <extracomment>rank 3 card of Ayaka</extracomment>
        <translation>支付探索费用时，你可以支付1枚一闪标记：计算费用时该板块的★视为少3个。每当你完成一次探索时，获得2金币。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Olivia</source>
        <extracomment>receptionist (id olivia); Japanese: オリビア</extracomment>
        <translation>奥莉维亚</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever you build a base, gain 4 gold.</source>
        <extracomment>rank 1 card of Olivia</extracomment>
        <translation>每当你建立据点时，获得4金币。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you build a base, gain 4 gold. On reaching this rank: you may build a base (no 15 gold).</source>
        <extracomment>rank 2 card of Olivia</extracomment>
        <translation>每当你建立据点时，获得4金币。升级时：可以建立据点（无需15金币）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you build a base, gain 4 gold and 1 potion.</source>
        <extracomment>rank 3 card of Olivia</extracomment>
        <translation>每当你建立据点时，获得4金币和1药水。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Setup: take your own extra adventurer chip into your tavern. Whenever you complete an explore, gain 2 gold.</source>
        <extracomment>rank 1 card of Olivia</extracomment>
        <translation>初始资产：将你专用的1枚冒险者标记放入冒险者酒馆。每当你完成一次探索时，获得2金币。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your explores cost 5 gold less (never below 10). On reaching this rank: take a treasure chip.</source>
        <extracomment>rank 2 card of Olivia</extracomment>
        <translation>你的探索费用减少5金币（不低于10）。升级时：获得1枚宝藏标记。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Macaron</source>
        <extracomment>receptionist (id macaron); Japanese: マカロン</extracomment>
        <translation>马卡龙</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Setup: take The Saint&apos;s Remnant into your hand. Special action: pay 1 potion to purify an abyss.</source>
        <extracomment>rank 1 card of Macaron</extracomment>
        <translation>初始资产：将“圣女的残迹”加入手牌。特别行动：支付1药水，净化1块深渊洞穴。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 1 potion to purify an abyss. On reaching this rank: civilisation +1.</source>
        <extracomment>rank 2 card of Macaron</extracomment>
        <translation>特别行动：支付1药水，净化1块深渊洞穴。升级时：文明+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 1 potion to purify an abyss. On reaching this rank: turn up to 2 of your face-down events face up.</source>
        <extracomment>rank 3 card of Macaron</extracomment>
        <translation>特别行动：支付1药水，净化1块深渊洞穴。升级时：将你至多2张背面朝上的事件卡翻为正面。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you discard a labyrinth tile you own, gain 1 potion.</source>
        <extracomment>rank 1 card of Macaron</extracomment>
        <translation>每当你弃掉自己拥有的迷宫板块时，获得1药水。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you discard a labyrinth tile you own, gain 1 potion. On reaching this rank: purify an abyss.</source>
        <extracomment>rank 2 card of Macaron</extracomment>
        <translation>每当你弃掉自己拥有的迷宫板块时，获得1药水。升级时：净化1块深渊洞穴。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you discard a labyrinth tile you own, gain 1 potion and 3 gold.</source>
        <extracomment>rank 3 card of Macaron</extracomment>
        <translation>每当你弃掉自己拥有的迷宫板块时，获得1药水和3金币。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shuri</source>
        <extracomment>receptionist (id shuri); Japanese: シュリ</extracomment>
        <translation>修莉</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Setup: deal 6 events face down into your private deck (nobody may look). Special action: pay 2 gold to take 1 card from it.</source>
        <extracomment>rank 1 card of Shuri</extracomment>
        <translation>初始资产：将6张事件卡背面朝上作为你的专用牌堆（任何人都不能查看）。特别行动：支付2金币，从中获得1张卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 2 gold to take 2 cards from your private deck. On reaching this rank: take 1 card from it.</source>
        <extracomment>rank 2 card of Shuri</extracomment>
        <translation>特别行动：支付2金币，从你的专用牌堆获得2张卡。升级时：从中获得1张卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 2 gold to take 2 cards from your private deck.</source>
        <extracomment>rank 3 card of Shuri</extracomment>
        <translation>特别行动：支付2金币，从你的专用牌堆获得2张卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 1 labyrinth tile to play an event of cost 14 or less without its gold cost.</source>
        <extracomment>rank 1 card of Shuri | rank 3 card of Shuri</extracomment>
        <translation>特别行动：支付1块迷宫板块，打出1张费用14以下的事件卡，无需支付金币费用。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 1 labyrinth tile to play an event of cost 14 or less without its gold cost. On reaching this rank: gain a blank tile.</source>
        <extracomment>rank 2 card of Shuri</extracomment>
        <translation>特别行动：支付1块迷宫板块，打出1张费用14以下的事件卡，无需支付金币费用。升级时：获得1块空白板块。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bell</source>
        <extracomment>receptionist (id bell); Japanese: ベル</extracomment>
        <translation>贝尔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Setup: deal 5 events face down into your private deck (nobody may look). Whenever you build a base, take 1 card from it.</source>
        <extracomment>rank 1 card of Bell</extracomment>
        <translation>初始资产：将5张事件卡背面朝上作为你的专用牌堆（任何人都不能查看）。每当你建立据点时，从中获得1张卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you build a base, take 1 card from your private deck. On reaching this rank: take 2 cards from it.</source>
        <extracomment>rank 2 card of Bell</extracomment>
        <translation>每当你建立据点时，从你的专用牌堆获得1张卡。升级时：从中获得2张卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you build a base, take 1 card from your private deck and gain 3 gold.</source>
        <extracomment>rank 3 card of Bell</extracomment>
        <translation>每当你建立据点时，从你的专用牌堆获得1张卡，并获得3金币。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 4 gold to turn face up the tiles of one area and its neighbours and gain 1 power.</source>
        <extracomment>rank 1 card of Bell</extracomment>
        <translation>特别行动：支付4金币，将一个区域及其相邻区域的板块翻为正面，并获得1力量。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 4 gold to turn face up the tiles of one area and its neighbours and gain 1 power. On reaching this rank: power production +1.</source>
        <extracomment>rank 2 card of Bell</extracomment>
        <translation>特别行动：支付4金币，将一个区域及其相邻区域的板块翻为正面，并获得1力量。升级时：力量生产力+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 4 gold to turn face up the tiles of one area and its neighbours and gain 2 power.</source>
        <extracomment>rank 3 card of Bell</extracomment>
        <translation>特别行动：支付4金币，将一个区域及其相邻区域的板块翻为正面，并获得2力量。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chris</source>
        <extracomment>receptionist (id chris); Japanese: クリス</extracomment>
        <translation>克莉丝</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Setup: deal 5 events face down into your private deck (you may look at it). Special action: pay 3 gold to take 1 card from it.</source>
        <extracomment>rank 1 card of Chris</extracomment>
        <translation>初始资产：将5张事件卡背面朝上作为你的专用牌堆（你可以随时查看）。特别行动：支付3金币，从中获得1张卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 3 gold to take 1 card from your private deck and draw 1 event card. On reaching this rank: take 1 card from it.</source>
        <extracomment>rank 2 card of Chris</extracomment>
        <translation>特别行动：支付3金币，从你的专用牌堆获得1张卡，并抽1张事件卡。升级时：从中获得1张卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 3 gold to take 2 cards from your private deck.</source>
        <extracomment>rank 3 card of Chris</extracomment>
        <translation>特别行动：支付3金币，从你的专用牌堆获得2张卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you choose a face-down tile to explore, you may first swap it with another face-down tile of the map (never the boss) and explore the one that came.</source>
        <extracomment>rank 1 card of Chris</extracomment>
        <translation>选择背面朝上的迷宫板块作为探索对象时，你可以先将它与地图上另一块背面朝上的迷宫板块（首领板块除外）交换位置，然后探索换来的板块。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may swap a face-down tile you explore with another face-down tile first. Special action: turn face up the tiles of one area and its neighbours. On reaching this rank: gain 2 power.</source>
        <extracomment>rank 2 card of Chris</extracomment>
        <translation>你可以先将要探索的背面朝上板块与另一块背面朝上的板块交换。特别行动：将1个区域及其相邻区域的板块翻为正面。升级时：获得2力量。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may swap a face-down tile you explore with another face-down tile first. Special action: turn face up the tiles of one area and its neighbours. Your explores cost 5 gold less (never below 10).</source>
        <extracomment>rank 3 card of Chris</extracomment>
        <translation>你可以先将要探索的背面朝上板块与另一块背面朝上的板块交换。特别行动：将1个区域及其相邻区域的板块翻为正面。你的探索费用减少5金币（不低于10）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Vee</source>
        <extracomment>receptionist (id vee); Japanese: ヴィー</extracomment>
        <translation>薇</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Special action: play an event without a person tag or negative fame at double cost and extra cost; resolve its play effects twice.</source>
        <extracomment>rank 1 card of Vee | rank 3 card of Vee</extracomment>
        <translation>特别行动：以双倍费用和双倍额外费用打出1张没有人物标签且没有负名声的事件卡；其打出时效果结算2次。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: play an event without a person tag or negative fame at double cost and extra cost; resolve its play effects twice. On reaching this rank: gain 6 gold.</source>
        <extracomment>rank 2 card of Vee</extracomment>
        <translation>特别行动：以双倍费用和双倍额外费用打出1张没有人物标签且没有负名声的事件卡；其打出时效果结算2次。升级时：获得6金币。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your explores cost 5 gold less (never below 10) and your junk events 3 gold less. On reaching this rank: gain 2 power.</source>
        <extracomment>rank 2 card of Vee</extracomment>
        <translation>你的探索费用减少5金币（不低于10），带废品标签的事件卡费用减少3金币。升级时：获得2力量。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your explores cost 5 gold less (never below 10) and your junk events 3 gold less.</source>
        <extracomment>rank 3 card of Vee</extracomment>
        <translation>你的探索费用减少5金币（不低于10），带废品标签的事件卡费用减少3金币。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sif</source>
        <extracomment>receptionist (id sif); Japanese: シフ</extracomment>
        <translation>希芙</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever you gain a trade tag, gain 2 gold.</source>
        <extracomment>rank 1 card of Sif</extracomment>
        <translation>每当你获得商业标签时，获得2金币。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you gain a trade tag, gain 2 gold. On reaching this rank: gold production +2.</source>
        <extracomment>rank 2 card of Sif</extracomment>
        <translation>每当你获得商业标签时，获得2金币。升级时：金币生产力+2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you gain a trade tag, gain 3 gold.</source>
        <extracomment>rank 3 card of Sif</extracomment>
        <translation>每当你获得商业标签时，获得3金币。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: play an event, 3 gold cheaper for each labyrinth tile you own (at most 15 off).</source>
        <extracomment>rank 1 card of Sif | rank 3 card of Sif</extracomment>
        <translation>特别行动：打出1张事件卡，你每拥有1块迷宫板块，费用减少3金币（最多减少15）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: play an event, 3 gold cheaper for each labyrinth tile you own (at most 15 off). On reaching this rank: gain 2 power.</source>
        <extracomment>rank 2 card of Sif</extracomment>
        <translation>特别行动：打出1张事件卡，你每拥有1块迷宫板块，费用减少3金币（最多减少15）。升级时：获得2力量。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Explore</source>
        <extracomment>glossary &apos;gm_explore&apos;; Japanese: 探索; Common action: take a labyrinth tile next to the outer edge or your areas, pay 5 gold per star of it and its neighbours (at least 10).</extracomment>
        <translation>探索</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build</source>
        <extracomment>glossary &apos;gm_build&apos;; Japanese: 建設; Common action: pay 15 gold (+5 per adjacent base) to turn one of your adventurer chips into a base.</extracomment>
        <translation>建设</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Develop</source>
        <extracomment>glossary &apos;gm_develop&apos;; Japanese: 発展; Common action: unlock affinities, drawing 1 event card each.</extracomment>
        <translation>发展</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+31"/>
        <source>Affinity</source>
        <extracomment>glossary &apos;gm_affinity&apos;; Japanese: 好感度; Five per guild board; 2 unlocked raise the receptionist to rank 2, 5 to rank 3. | term &apos;affinity&apos;</extracomment>
        <translation>好感度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Base</source>
        <extracomment>glossary &apos;gm_base&apos;; Japanese: 拠点; An adventurer chip turned over: a controlled area whose fame counts double.</extracomment>
        <translation>据点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a base</source>
        <extracomment>glossary &apos;gm_make_base&apos;; Japanese: 拠点化; The icon: you may build a base without the 15 gold; 5 per adjacent base is still paid. | lesson step 7 (build): its title</extracomment>
        <translation>建立据点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Area</source>
        <extracomment>glossary &apos;gm_area&apos;; Japanese: エリア; One space of the map, with the fame printed on it.</extracomment>
        <translation>区域</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Controlled area</source>
        <extracomment>glossary &apos;gm_controlled_area&apos;; Japanese: 支配エリア; An area with one of your adventurer chips or bases.</extracomment>
        <translation>控制区域</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Miasma</source>
        <extracomment>glossary &apos;gm_miasma&apos;; Japanese: 瘴気</extracomment>
        <translation>瘴气</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+11"/>
        <source>Miasma level</source>
        <extracomment>glossary &apos;gm_miasma_level&apos;; Japanese: 瘴気濃度; Starts at players × 10; every star explored lowers it. | term &apos;miasma_level&apos;</extracomment>
        <translation>瘴气浓度</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-1"/>
        <source>Civilisation</source>
        <extracomment>glossary &apos;gm_civilisation&apos;; Japanese: 文明; Starts at 1; the game ends when it is next to the miasma level. | term &apos;civilisation&apos;</extracomment>
        <translation>文明</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-11"/>
        <source>Fame</source>
        <extracomment>glossary &apos;gm_fame&apos;; Japanese: 名声; The victory points. | term &apos;fame&apos;</extracomment>
        <translation>名声</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Elixir</source>
        <extracomment>glossary &apos;gm_elixir&apos;; Japanese: 秘薬</extracomment>
        <translation>秘药</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+10"/>
        <source>Potion action</source>
        <extracomment>glossary &apos;gm_potion_action&apos;; Japanese: 秘薬アクション; Six spaces on the main board, paid in potions, each once a round. | term &apos;potion_action&apos;</extracomment>
        <translation>秘药行动</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-12"/>
        <source>Potion</source>
        <extracomment>glossary &apos;gm_potion&apos;; Japanese: ポーション | term &apos;potion&apos;</extracomment>
        <translation>药水</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-2"/>
        <source>Gold</source>
        <extracomment>glossary &apos;gm_gold&apos;; Japanese: ゴールド | term &apos;gold&apos;</extracomment>
        <translation>金币</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Power</source>
        <extracomment>glossary &apos;gm_power&apos;; Japanese: パワー; Pays 5 gold where the power icon allows. | term &apos;power&apos;</extracomment>
        <translation>力量</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+2"/>
        <source>Production</source>
        <extracomment>glossary &apos;gm_production&apos;; Japanese: 生産力; Gained in every production phase. | term &apos;production&apos;</extracomment>
        <translation>生产力</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+6"/>
        <location line="+238"/>
        <source>Receptionist</source>
        <extracomment>glossary &apos;gm_receptionist&apos;; Japanese: 受付嬢; Three rank cards per face. | term &apos;receptionist&apos; | score part &apos;receptionist&apos;</extracomment>
        <translation>看板娘</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-237"/>
        <source>Regalia</source>
        <extracomment>glossary &apos;gm_regalia&apos;; Japanese: レガリア | term &apos;regalia&apos;</extracomment>
        <translation>王权</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Regalia chip</source>
        <extracomment>glossary &apos;gm_regalia_chip&apos;; Japanese: レガリアチップ; 1 fame, taken with a regalia from the regalia board. | term &apos;regalia_chip&apos;</extracomment>
        <translation>王权标记</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Event card</source>
        <extracomment>glossary &apos;gm_event_card&apos;; Japanese: イベントカード | term &apos;event_card&apos;</extracomment>
        <translation>事件卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Encounter card</source>
        <extracomment>glossary &apos;gm_encounter_card&apos;; Japanese: 出会いカード; Names the receptionist; its back is CLOSED, shown after passing.</extracomment>
        <translation>邂逅卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+9"/>
        <source>Labyrinth tile</source>
        <extracomment>glossary &apos;gm_labyrinth_tile&apos;; Japanese: 迷宮タイル | term &apos;labyrinth_tile&apos;</extracomment>
        <translation>迷宫板块</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/labyrinth/words.py" line="+11"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Abyss</source>
        <extracomment>glossary &apos;gm_abyss&apos;; Japanese: 奈落の穴; Cannot be explored; revealing it ends the explore (common action: an extra turn). | term &apos;abyss&apos;</extracomment>
        <translation>深渊洞穴</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Boss tile</source>
        <extracomment>glossary &apos;gm_boss_tile&apos;; Japanese: ボスタイル | term &apos;boss_tile&apos;</extracomment>
        <translation>首领板块</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/labyrinth/words.py" line="+1"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Blank tile</source>
        <extracomment>glossary &apos;gm_blank_tile&apos;; Japanese: 無地タイル; Takes the place of a purified abyss; counts 0 stars. | term &apos;blank_tile&apos;</extracomment>
        <translation>空白板块</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Purify</source>
        <extracomment>glossary &apos;gm_purify&apos;; Japanese: 浄化; Take an abyss tile from the map; a blank tile takes its place.</extracomment>
        <translation>净化</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-11"/>
        <source>Treasure chip</source>
        <extracomment>glossary &apos;gm_treasure_chip&apos;; Japanese: 宝物チップ | term &apos;treasure_chip&apos;</extracomment>
        <translation>宝藏标记</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adventurer chip</source>
        <extracomment>glossary &apos;gm_adventurer_chip&apos;; Japanese: 冒険者チップ</extracomment>
        <translation>冒险者标记</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-7"/>
        <source>Adventurers&apos; tavern</source>
        <extracomment>glossary &apos;gm_tavern&apos;; Japanese: 冒険者の酒場; Adventurer chips ready to explore. | term &apos;tavern&apos;</extracomment>
        <translation>冒险者酒馆</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Development record</source>
        <extracomment>glossary &apos;gm_development_record&apos;; Japanese: 発展の記録; Where the five adventurer chips cover the affinities.</extracomment>
        <translation>发展记录</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <location line="+244"/>
        <source>Altar of revival</source>
        <extracomment>glossary &apos;gm_altar&apos;; Japanese: 復活の祭壇; A 2 goes here for each explore not paid for: −1 fame per point. | term &apos;altar&apos; | score part &apos;altar&apos;</extracomment>
        <translation>复活祭坛</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-243"/>
        <source>Guild board</source>
        <extracomment>glossary &apos;gm_guild_board&apos;; Japanese: ギルドボード | term &apos;guild_board&apos;</extracomment>
        <translation>公会版图</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+17"/>
        <source>Guild rank</source>
        <extracomment>glossary &apos;gm_guild_rank&apos;; Japanese: ギルドランク | term &apos;guild_rank&apos;</extracomment>
        <translation>公会等级</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+7"/>
        <source>Life</source>
        <extracomment>glossary &apos;gm_tag_life&apos;; Japanese: 生活; Tag. | tag &apos;life&apos;</extracomment>
        <translation>生活</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Trade</source>
        <extracomment>glossary &apos;gm_tag_trade&apos;; Japanese: 商売; Tag. | tag &apos;trade&apos;</extracomment>
        <translation>商业</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Junk</source>
        <extracomment>glossary &apos;gm_tag_junk&apos;; Japanese: ジャンク; Tag; the only one labyrinth tiles show. | tag &apos;junk&apos;</extracomment>
        <translation>废品</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Person</source>
        <extracomment>glossary &apos;gm_tag_person&apos;; Japanese: 人物; Tag. | tag &apos;person&apos;</extracomment>
        <translation>人物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+28"/>
        <source>Information gathering phase</source>
        <extracomment>glossary &apos;gm_information_phase&apos;; Japanese: 情報収集フェイズ; Draw 4, keep any at 3 gold each; skipped in the first round. | phase &apos;gather&apos;</extracomment>
        <translation>情报收集阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Action phase</source>
        <extracomment>glossary &apos;gm_action_phase&apos;; Japanese: アクションフェイズ | phase &apos;action&apos;</extracomment>
        <translation>行动阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Production phase</source>
        <extracomment>glossary &apos;gm_production_phase&apos;; Japanese: 生産フェイズ</extracomment>
        <translation>生产阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End phase</source>
        <extracomment>glossary &apos;gm_end_phase&apos;; Japanese: 終了フェイズ</extracomment>
        <translation>结束阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-36"/>
        <location line="+37"/>
        <source>Finish phase</source>
        <extracomment>glossary &apos;gm_finish_phase&apos;; Japanese: フィニッシュフェイズ; Two laps of turns after civilisation meets miasma. | term &apos;finish_phase&apos; | phase &apos;finish&apos;</extracomment>
        <translation>终局阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Common action</source>
        <extracomment>glossary &apos;gm_common_action&apos;; Japanese: 共通アクション; Explore, build or develop.</extracomment>
        <translation>通用行动</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-45"/>
        <source>Special action</source>
        <extracomment>glossary &apos;gm_special_action&apos;; Japanese: 特別アクション; Once a round per card. | term &apos;special_action&apos;</extracomment>
        <translation>特别行动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell</source>
        <extracomment>glossary &apos;gm_sell&apos;; Japanese: 売却; Any time: an event card 1 gold, a potion 3 gold, a regalia 3 gold.</extracomment>
        <translation>出售</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-2"/>
        <source>Play condition</source>
        <extracomment>glossary &apos;gm_play_condition&apos;; Japanese: プレイ条件 | term &apos;play_condition&apos;</extracomment>
        <translation>打出条件</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Extra cost</source>
        <extracomment>glossary &apos;gm_extra_cost&apos;; Japanese: 追加コスト | term &apos;extra_cost&apos;</extracomment>
        <translation>额外费用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play effect</source>
        <extracomment>glossary &apos;gm_play_effect&apos;; Japanese: プレイ時効果</extracomment>
        <translation>打出时效果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Permanent effect</source>
        <extracomment>glossary &apos;gm_permanent_effect&apos;; Japanese: 常時効果; Lost while the card is face down.</extracomment>
        <translation>常驻效果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End effect</source>
        <extracomment>glossary &apos;gm_end_effect&apos;; Japanese: 終了時効果; Scored at the end; lost while the card is face down.</extracomment>
        <translation>终局时效果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rank up</source>
        <extracomment>glossary &apos;gm_rank_up&apos;; Japanese: ランクアップ</extracomment>
        <translation>升级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Initial assets</source>
        <extracomment>glossary &apos;gm_initial_assets&apos;; Japanese: 初期資産</extracomment>
        <translation>初始资产</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Season bonus</source>
        <extracomment>glossary &apos;gm_season_bonus&apos;; Japanese: 追加生産物</extracomment>
        <translation>季节额外产出</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-2"/>
        <source>Start player</source>
        <extracomment>glossary &apos;gm_start_player&apos;; Japanese: スタートプレイヤー | term &apos;start_player&apos;</extracomment>
        <translation>起始玩家</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+9"/>
        <source>Used chip</source>
        <extracomment>glossary &apos;gm_used_chip&apos;; Japanese: 使用済チップ; Covers a potion action or a special action for the rest of the round. | term &apos;used_chip&apos;</extracomment>
        <translation>已使用标记</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Blocked chip</source>
        <extracomment>glossary &apos;gm_blocked_chip&apos;; Japanese: 使用不可チップ; Closes potion actions in 2- and 3-player games. | term &apos;blocked_chip&apos;</extracomment>
        <translation>禁用标记</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+13"/>
        <source>tags</source>
        <extracomment>what a play condition counts &apos;tags_any&apos;</extracomment>
        <translation>标签</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>affinities</source>
        <extracomment>what a play condition counts &apos;affinity&apos;</extracomment>
        <translation>好感度</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>tiles</source>
        <extracomment>what a play condition counts &apos;tiles&apos;</extracomment>
        <translation>板块</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>abyss tiles</source>
        <extracomment>what a play condition counts &apos;abyss_tiles&apos;</extracomment>
        <translation>深渊洞穴</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>★{stars}+ tiles</source>
        <extracomment>what a play condition counts &apos;star_tiles&apos;; keep {stars} as they are</extracomment>
        <translation>★{stars}以上的板块</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>civilisation</source>
        <extracomment>what a play condition counts &apos;civilisation&apos;</extracomment>
        <translation>文明</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{resource} production</source>
        <extracomment>what a play condition counts &apos;production&apos;; keep {resource} as they are</extracomment>
        <translation>{resource}生产力</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{resource}</source>
        <extracomment>what a play condition counts &apos;resource&apos;; keep {resource} as they are</extracomment>
        <translation>{resource}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>events</source>
        <extracomment>what a play condition counts &apos;events&apos;</extracomment>
        <translation>事件</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>untagged events</source>
        <extracomment>what a play condition counts &apos;untagged_events&apos;</extracomment>
        <translation>无标签事件</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>regalia</source>
        <extracomment>what a play condition counts &apos;regalia&apos;</extracomment>
        <translation>王权</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>areas</source>
        <extracomment>what a play condition counts &apos;areas&apos;</extracomment>
        <translation>控制区域</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>bases</source>
        <extracomment>what a play condition counts &apos;bases&apos;</extracomment>
        <translation>据点</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>treasures</source>
        <extracomment>what a play condition counts &apos;treasures&apos;</extracomment>
        <translation>宝藏标记</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>adventurers on it</source>
        <extracomment>what a play condition counts &apos;adventurers_on_card&apos;</extracomment>
        <translation>其上的冒险者</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>face-down events</source>
        <extracomment>what a play condition counts &apos;face_down_events&apos;</extracomment>
        <translation>背面朝上的事件</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+4"/>
        <source>Setup: encounter</source>
        <extracomment>phase &apos;encounter&apos;</extracomment>
        <translation>准备：邂逅</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Setup: swap events</source>
        <extracomment>phase &apos;swap&apos;</extracomment>
        <translation>准备：交换事件卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Setup: keep events</source>
        <extracomment>phase &apos;keep&apos;</extracomment>
        <translation>准备：保留事件卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Setup: receptionist&apos;s face</source>
        <extracomment>phase &apos;face&apos;</extracomment>
        <translation>准备：看板娘用哪一面</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+4"/>
        <source>Extra turns at the end of the game</source>
        <extracomment>phase &apos;end_turns&apos;</extracomment>
        <translation>游戏结束时的额外回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Game over</source>
        <extracomment>phase &apos;over&apos;</extracomment>
        <translation>游戏结束</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+4"/>
        <source>Winter</source>
        <extracomment>season &apos;winter&apos;</extracomment>
        <translation>冬</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Spring</source>
        <extracomment>season &apos;spring&apos;</extracomment>
        <translation>春</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Summer</source>
        <extracomment>season &apos;summer&apos;</extracomment>
        <translation>夏</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Autumn</source>
        <extracomment>season &apos;autumn&apos;</extracomment>
        <translation>秋</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+4"/>
        <location line="+51"/>
        <source>Front face</source>
        <extracomment>receptionist face &apos;front&apos; | button for the action &apos;face front&apos;</extracomment>
        <translation>正面</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-50"/>
        <location line="+49"/>
        <source>Back face</source>
        <extracomment>receptionist face &apos;back&apos; | button for the action &apos;face back&apos;</extracomment>
        <translation>背面</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-44"/>
        <source>Setup: choose the receptionist you meet</source>
        <extracomment>prompt for decision kind &apos;encounter&apos;</extracomment>
        <translation>准备：选择你邂逅的看板娘</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Setup: choose events to swap (up to 5), then Done</source>
        <extracomment>prompt for decision kind &apos;swap&apos;</extracomment>
        <translation>准备：选择要交换的事件卡（最多5张），然后按完成</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Keep cards at 3 gold each (Enter on a card), then Done</source>
        <extracomment>prompt for decision kind &apos;keep&apos;</extracomment>
        <translation>每张3金币保留卡牌（在卡上按Enter），然后按完成</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>The event deck runs out and the discards are reshuffled: sell events first, then Done</source>
        <extracomment>prompt for decision kind &apos;sale_window&apos;</extracomment>
        <translation>事件牌堆用尽，弃牌将被洗混：先出售事件，然后按完成</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Setup: which face of your receptionist?</source>
        <extracomment>prompt for decision kind &apos;face&apos;</extracomment>
        <translation>准备：看板娘用哪一面？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Your turn: play a card, explore, build, develop, a potion action, or pass</source>
        <extracomment>prompt for decision kind &apos;turn&apos;</extracomment>
        <translation>你的回合：打出卡牌、探索、建设、发展、秘药行动，或跳过</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Pay {gold} gold: how much of it in power?</source>
        <extracomment>prompt for decision kind &apos;pay&apos;; keep {gold} as they are</extracomment>
        <translation>支付{gold}金币：其中多少用力量支付？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Discard which labyrinth tile?</source>
        <extracomment>prompt for decision kind &apos;pay_tile&apos;</extracomment>
        <translation>弃掉哪块迷宫板块？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Explore which tile? (on the map)</source>
        <extracomment>prompt for decision kind &apos;explore_target&apos;</extracomment>
        <translation>探索哪块板块？（在地图上）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Pay {gold} gold for the explore, or put a 2 on your altar of revival</source>
        <extracomment>prompt for decision kind &apos;explore_cost&apos;; keep {gold} as they are</extracomment>
        <translation>支付探索费用{gold}金币，或在复活祭坛上放一个2</translation>
    </message>
    <message>
        <location line="+54"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+34"/>
        <source>Land the Floating Lab</source>
        <extracomment>button for the action &apos;land_lab&apos;</extracomment>
        <translation>让浮游实验室降落</translation>
    </message>
    <message>
        <location line="+30"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+20"/>
        <source>Pay in gold</source>
        <extracomment>button for actions of kind &apos;pay_gold&apos;</extracomment>
        <translation>用金币支付</translation>
    </message>
    <message>
        <location line="+290"/>
        <location filename="../desktop/games/guild_masters/options_form.py" line="+15"/>
        <source>Cards and map</source>
        <extracomment>label of the option &apos;content&apos;</extracomment>
        <translation>卡牌与地图</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/options_form.py" line="+1"/>
        <source>Encounter cards to choose from</source>
        <extracomment>label of the option &apos;offered&apos;</extracomment>
        <translation>可选的邂逅卡数</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/options_form.py" line="+3"/>
        <source>Which event cards, regalia and labyrinth tiles the game uses</source>
        <extracomment>what the option &apos;content&apos; means (tooltip)</extracomment>
        <translation>本局使用的事件卡、王权和迷宫板块</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/options_form.py" line="+1"/>
        <source>At set-up each player is dealt this many encounter cards and meets one of the receptionists</source>
        <extracomment>what the option &apos;offered&apos; means (tooltip)</extracomment>
        <translation>准备时每位玩家发这么多张邂逅卡，并与其中一位看板娘相遇</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/options_form.py" line="+4"/>
        <source>Full set</source>
        <extracomment>a value of the option &apos;content&apos; (standard)</extracomment>
        <translation>完整套装</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/options_form.py" line="+1"/>
        <source>Small sample set</source>
        <extracomment>a value of the option &apos;content&apos; (sample)</extracomment>
        <translation>小型样本套装</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Now a turn of the action phase, at a table the lesson has prepared: your set-up counts in a real game, but here you play Frieda&apos;s front face with 70 gold, 2 power and 3 potions, on the lesson&apos;s own map. Your rival has passed, so every turn is yours.</source>
        <extracomment>lesson: said where the lesson skips ahead</extracomment>
        <translation>接下来是行动阶段的回合，在本课程准备好的桌面上进行：你的准备在正式游戏中有效，这里你使用芙莉妲的正面，拥有70金币、2力量和3药水，地图是课程专用的。对手已经跳过，所以每个回合都是你的。</translation>
    </message>
    <message>
        <location line="-458"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-53"/>
        <source>Keep the explored tile?</source>
        <extracomment>prompt for decision kind &apos;keep_tile&apos;</extracomment>
        <translation>保留探索到的板块吗？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Build a base where? (on the map)</source>
        <extracomment>prompt for decision kind &apos;base&apos;</extracomment>
        <translation>在哪里建立据点？（在地图上）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Play which event without its gold cost?</source>
        <extracomment>prompt for decision kind &apos;free_play&apos;</extracomment>
        <translation>免金币费用打出哪张事件卡？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Purify which abyss? (on the map)</source>
        <extracomment>prompt for decision kind &apos;purify&apos;</extracomment>
        <translation>净化哪个深渊洞穴？（在地图上）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Take which tile? (on the map)</source>
        <extracomment>prompt for decision kind &apos;take_tile&apos;</extracomment>
        <translation>拿取哪块板块？（在地图上）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Reveal the tiles around which area? (on the map)</source>
        <extracomment>prompt for decision kind &apos;reveal_area&apos;</extracomment>
        <translation>翻开哪个区域周围的板块？（在地图上）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Unlock which affinity?</source>
        <extracomment>prompt for decision kind &apos;unlock_affinity&apos;</extracomment>
        <translation>解锁哪个好感度？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Move an adventurer from your tavern onto the card?</source>
        <extracomment>prompt for decision kind &apos;adventurer_on_card&apos;</extracomment>
        <translation>从冒险者酒馆移一名冒险者到这张卡上吗？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Turn which of your played events face down?</source>
        <extracomment>prompt for decision kind &apos;flip_card&apos;</extracomment>
        <translation>将哪张已打出的事件卡翻为背面？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Discard a card from your hand</source>
        <extracomment>prompt for decision kind &apos;discard&apos;</extracomment>
        <translation>从手牌中弃一张卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Resolve the play effects of which event again?</source>
        <extracomment>prompt for decision kind &apos;copy_play&apos;</extracomment>
        <translation>再次结算哪张事件卡的打出时效果？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Take which treasure chip?</source>
        <extracomment>prompt for decision kind &apos;treasure&apos;</extracomment>
        <translation>拿取哪个宝藏标记？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Turn which face-down event face up?</source>
        <extracomment>prompt for decision kind &apos;flip_face_up&apos;</extracomment>
        <translation>将哪张背面朝上的事件卡翻回正面？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Turn a base back into an adventurer, or this card face down</source>
        <extracomment>prompt for decision kind &apos;unbase_or_flip_self&apos;</extracomment>
        <translation>将一个据点变回冒险者，或将这张卡翻为背面</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Play which event?</source>
        <extracomment>prompt for decision kind &apos;play_event&apos;</extracomment>
        <translation>打出哪张事件卡？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Spend a wisdom chip: this event costs 5 gold less?</source>
        <extracomment>prompt for decision kind &apos;wisdom&apos;</extracomment>
        <translation>支付1枚睿智标记，使这张事件卡的费用减少5金币吗？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Swap the face-down tile with another face-down tile?</source>
        <extracomment>prompt for decision kind &apos;swap_tile&apos;</extracomment>
        <translation>将背面朝上的板块与另一块背面朝上的板块交换吗？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Where does the Floating Lab float, off the map?</source>
        <extracomment>prompt for decision kind &apos;floating_lab&apos;</extracomment>
        <translation>浮游实验室要浮在地图外的哪里？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Where does the Floating Lab land?</source>
        <extracomment>prompt for decision kind &apos;land_floating_lab&apos;</extracomment>
        <translation>浮游实验室要降落在哪里？</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+9"/>
        <source>Done</source>
        <extracomment>button for the action &apos;done&apos;</extracomment>
        <translation>完成</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Pass</source>
        <extracomment>button for the action &apos;pass&apos; | lesson step 11 (pass): its title</extracomment>
        <translation>跳过</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Don&apos;t pay (altar −2 fame)</source>
        <extracomment>button for the action &apos;decline&apos;</extracomment>
        <translation>不支付（祭坛 名声−2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Yes</source>
        <extracomment>button for the action &apos;yes&apos;</extracomment>
        <translation>是</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>No</source>
        <extracomment>button for the action &apos;skip&apos;</extracomment>
        <translation>否</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Sell a potion (+3 gold)</source>
        <extracomment>button for the action &apos;sell_potion&apos;</extracomment>
        <translation>出售药水（+3金币）</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+6"/>
        <source>Meet {card}</source>
        <extracomment>button for actions of kind &apos;encounter&apos;; keep {card} as they are</extracomment>
        <translation>邂逅{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Swap {card}</source>
        <extracomment>button for actions of kind &apos;swap&apos;; keep {card} as they are</extracomment>
        <translation>交换{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Keep {card}</source>
        <extracomment>button for actions of kind &apos;keep&apos;; keep {card} as they are</extracomment>
        <translation>保留{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <location line="+1"/>
        <source>Play {card}</source>
        <extracomment>button for actions of kind &apos;play&apos;; keep {card} as they are | button for actions of kind &apos;regalia&apos;; keep {card} as they are</extracomment>
        <translation>打出{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Claim {card}</source>
        <extracomment>button for actions of kind &apos;claim&apos;; keep {card} as they are</extracomment>
        <translation>获得{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Explore {cell}</source>
        <extracomment>button for actions of kind &apos;explore&apos;; keep {cell} as they are</extracomment>
        <translation>探索{cell}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Build a base at {cell}</source>
        <extracomment>button for actions of kind &apos;build&apos;; keep {cell} as they are</extracomment>
        <translation>在{cell}建立据点</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Develop {slots}</source>
        <extracomment>button for actions of kind &apos;develop&apos;; keep {slots} as they are</extracomment>
        <translation>发展 {slots}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Potion action {slot} ({potions} potions)</source>
        <extracomment>button for actions of kind &apos;potion&apos;; keep {slot}, {potions} as they are</extracomment>
        <translation>秘药行动{slot}（药水{potions}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Special action of {card}</source>
        <extracomment>button for actions of kind &apos;special&apos;; keep {card} as they are</extracomment>
        <translation>{card}的特别行动</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Special action of your receptionist</source>
        <extracomment>button for actions of kind &apos;special_receptionist&apos;</extracomment>
        <translation>你的看板娘的特别行动</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Sell {card}</source>
        <extracomment>button for actions of kind &apos;sell&apos;; keep {card} as they are</extracomment>
        <translation>出售{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Pay with {count} power</source>
        <extracomment>button for actions of kind &apos;pay&apos;; keep {count} as they are</extracomment>
        <translation>用{count}力量支付</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Use the flash chip, pay with {count} power</source>
        <extracomment>button for actions of kind &apos;flash&apos;; keep {count} as they are</extracomment>
        <translation>使用一闪标记，用{count}力量支付</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+2"/>
        <source>Area {cell}</source>
        <extracomment>button for actions of kind &apos;cell&apos;; keep {cell} as they are</extracomment>
        <translation>区域{cell}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <location line="+4"/>
        <source>Discard {card}</source>
        <extracomment>button for actions of kind &apos;tile&apos;; keep {card} as they are | button for actions of kind &apos;discard&apos;; keep {card} as they are</extracomment>
        <translation>弃掉{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-3"/>
        <source>Affinity {count}</source>
        <extracomment>button for actions of kind &apos;affinity&apos;; keep {count} as they are</extracomment>
        <translation>好感度{count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <location line="+1"/>
        <source>{card}</source>
        <extracomment>button for actions of kind &apos;card&apos;; keep {card} as they are | button for actions of kind &apos;treasure&apos;; keep {card} as they are</extracomment>
        <translation>{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+6"/>
        <source>Pay {gold} gold</source>
        <extracomment>button for a payment &apos;gold&apos;; keep {gold} as they are</extracomment>
        <translation>支付{gold}金币</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Pay {power} power</source>
        <extracomment>button for a payment &apos;power&apos;; keep {power} as they are</extracomment>
        <translation>支付{power}力量</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Pay {gold} gold and {power} power</source>
        <extracomment>button for a payment &apos;both&apos;; keep {gold}, {power} as they are</extracomment>
        <translation>支付{gold}金币和{power}力量</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Flash chip: {payment}</source>
        <extracomment>button for a payment &apos;flash&apos;; keep {payment} as they are</extracomment>
        <translation>一闪标记：{payment}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+5"/>
        <source>{player} met {receptionist}.</source>
        <extracomment>log line for event &apos;encounter&apos;; keep {player}, {receptionist} as they are</extracomment>
        <translation>{player}邂逅了{receptionist}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} chose the receptionist&apos;s front face.</source>
        <extracomment>log line for event &apos;face:front&apos;; keep {player} as they are</extracomment>
        <translation>{player}选择了正面的看板娘。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} chose the receptionist&apos;s back face.</source>
        <extracomment>log line for event &apos;face:back&apos;; keep {player} as they are</extracomment>
        <translation>{player}选择了背面的看板娘。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} swapped {count} event cards.</source>
        <extracomment>log line for event &apos;swap&apos;; keep {player}, {count} as they are</extracomment>
        <translation>{player}交换了{count}张事件卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} swapped an event card.</source>
        <extracomment>log line for event &apos;swap:1&apos;; keep {player} as they are</extracomment>
        <translation>{player}交换了1张事件卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} kept {count} cards and dropped {dropped}.</source>
        <extracomment>log line for event &apos;keep&apos;; keep {player}, {count}, {dropped} as they are</extracomment>
        <translation>{player}保留了{count}张卡，弃掉{dropped}张。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} kept 1 card and dropped {dropped}.</source>
        <extracomment>log line for event &apos;keep:1&apos;; keep {player}, {dropped} as they are</extracomment>
        <translation>{player}保留了1张卡，弃掉{dropped}张。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Kept: {cards}.</source>
        <extracomment>log line for event &apos;kept&apos;; keep {cards} as they are</extracomment>
        <translation>保留：{cards}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} sold {card}.</source>
        <extracomment>log line for event &apos;sell&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}出售了{card}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} sold a potion for 3 gold.</source>
        <extracomment>log line for event &apos;sell_potion&apos;; keep {player} as they are</extracomment>
        <translation>{player}以3金币出售了药水。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} played {card}.</source>
        <extracomment>log line for event &apos;played&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}打出了{card}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} passed.</source>
        <extracomment>log line for event &apos;pass&apos;; keep {player} as they are</extracomment>
        <translation>{player}跳过了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} took potion action {arg}.</source>
        <extracomment>log line for event &apos;potion&apos;; keep {player}, {arg} as they are</extracomment>
        <translation>{player}执行了秘药行动{arg}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} gathered information ({count} cards).</source>
        <extracomment>log line for event &apos;gather&apos;; keep {player}, {count} as they are</extracomment>
        <translation>{player}进行了情报收集（{count}张）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} gathered information (1 card).</source>
        <extracomment>log line for event &apos;gather:1&apos;; keep {player} as they are</extracomment>
        <translation>{player}进行了情报收集（1张）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Looked at: {cards}.</source>
        <extracomment>log line for event &apos;gathered&apos;; keep {cards} as they are</extracomment>
        <translation>看到：{cards}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Turn of {player}</source>
        <extracomment>log line for event &apos;turn&apos;; keep {player} as they are</extracomment>
        <translation>{player}的回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Production ({season}).</source>
        <extracomment>log line for event &apos;production&apos;; keep {season} as they are</extracomment>
        <translation>生产（{season}）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>The game reached its round limit ({round}).</source>
        <extracomment>log line for event &apos;round_limit&apos;; keep {round} as they are</extracomment>
        <translation>游戏达到了轮数上限（{round}）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Round {round} began ({season}); {start} became the start player.</source>
        <extracomment>log line for event &apos;round&apos;; keep {round}, {season}, {start} as they are</extracomment>
        <translation>第{round}轮开始（{season}）；{start}成为起始玩家。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Civilisation met the miasma: the finish phase began after the turn of {trigger}.</source>
        <extracomment>log line for event &apos;finish&apos;; keep {trigger} as they are</extracomment>
        <translation>文明与瘴气相接：{trigger}的回合之后，终局阶段开始了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>The game ended: {winners} won.</source>
        <extracomment>log line for event &apos;game_over&apos;; keep {winners} as they are</extracomment>
        <translation>游戏结束：{winners}获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} revealed {tile} at {cell}.</source>
        <extracomment>log line for event &apos;reveal&apos;; keep {player}, {tile}, {cell} as they are</extracomment>
        <translation>{player}在{cell}翻开了{tile}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>The event deck was reshuffled.</source>
        <extracomment>log line for event &apos;reshuffle&apos;</extracomment>
        <translation>事件牌堆重新洗牌了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} drew {count} event cards.</source>
        <extracomment>log line for event &apos;draw&apos;; keep {player}, {count} as they are</extracomment>
        <translation>{player}抽了{count}张事件卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} drew an event card.</source>
        <extracomment>log line for event &apos;draw:1&apos;; keep {player} as they are</extracomment>
        <translation>{player}抽了1张事件卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Drew: {cards}.</source>
        <extracomment>log line for event &apos;drew&apos;; keep {cards} as they are</extracomment>
        <translation>抽到：{cards}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Civilisation ({civilisation}) reached the miasma level ({miasma}).</source>
        <extracomment>log line for event &apos;tracks_meet&apos;; keep {civilisation}, {miasma} as they are</extracomment>
        <translation>文明（{civilisation}）到达了瘴气浓度（{miasma}）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} took a treasure chip.</source>
        <extracomment>log line for event &apos;treasure&apos;; keep {player} as they are</extracomment>
        <translation>{player}获得了宝藏标记。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} found an abyss at {cell}.</source>
        <extracomment>log line for event &apos;abyss&apos;; keep {player}, {cell} as they are</extracomment>
        <translation>{player}在{cell}发现了深渊洞穴。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} did not pay for {cell}: a 2 went on the altar of revival.</source>
        <extracomment>log line for event &apos;decline&apos;; keep {player}, {cell} as they are</extracomment>
        <translation>{player}没有支付{cell}的费用：复活祭坛上放了一个2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} explored {cell}.</source>
        <extracomment>log line for event &apos;explored&apos;; keep {player}, {cell} as they are</extracomment>
        <translation>{player}探索了{cell}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Neighbouring bases gave potions to {players}.</source>
        <extracomment>log line for event &apos;base_potions&apos;; keep {players} as they are</extracomment>
        <translation>相邻的据点使{players}获得了药水。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} built a base at {cell}.</source>
        <extracomment>log line for event &apos;base&apos;; keep {player}, {cell} as they are</extracomment>
        <translation>{player}在{cell}建设了据点。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} unlocked affinities {affinities}.</source>
        <extracomment>log line for event &apos;unlock&apos;; keep {player}, {affinities} as they are</extracomment>
        <translation>{player}解锁了好感度{affinities}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} unlocked affinity {affinities}.</source>
        <extracomment>log line for event &apos;unlock:1&apos;; keep {player}, {affinities} as they are</extracomment>
        <translation>{player}解锁了好感度{affinities}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>The receptionist of {player} rose to rank {rank}.</source>
        <extracomment>log line for event &apos;rank_up&apos;; keep {player}, {rank} as they are</extracomment>
        <translation>{player}的看板娘升到了等级{rank}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>— The game went on (round {round}) —</source>
        <extracomment>log line for event &apos;resumed&apos;; keep {round} as they are</extracomment>
        <translation>— 游戏继续（第{round}轮） —</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>— The game began: {player} is the start player —</source>
        <extracomment>log line for event &apos;opening&apos;; keep {player} as they are</extracomment>
        <translation>— 游戏开始：起始玩家是{player} —</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+7"/>
        <source>You met {receptionist}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;encounter:you&apos;; keep {receptionist} as they are</extracomment>
        <translation>你邂逅了{receptionist}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You chose your receptionist&apos;s front face.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;face:front:you&apos;</extracomment>
        <translation>你选择了正面的看板娘。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You chose your receptionist&apos;s back face.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;face:back:you&apos;</extracomment>
        <translation>你选择了背面的看板娘。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You swapped {count} event cards.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;swap:you&apos;; keep {count} as they are</extracomment>
        <translation>你交换了{count}张事件卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You swapped an event card.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;swap:1:you&apos;</extracomment>
        <translation>你交换了1张事件卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You kept {count} cards and dropped {dropped}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;keep:you&apos;; keep {count}, {dropped} as they are</extracomment>
        <translation>你保留了{count}张卡，弃掉{dropped}张。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You kept 1 card and dropped {dropped}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;keep:1:you&apos;; keep {dropped} as they are</extracomment>
        <translation>你保留了1张卡，弃掉{dropped}张。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You sold {card}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;sell:you&apos;; keep {card} as they are</extracomment>
        <translation>你出售了{card}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You sold a potion for 3 gold.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;sell_potion:you&apos;</extracomment>
        <translation>你以3金币出售了药水。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You played {card}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;played:you&apos;; keep {card} as they are</extracomment>
        <translation>你打出了{card}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You passed.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;pass:you&apos;</extracomment>
        <translation>你跳过了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You took potion action {arg}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;potion:you&apos;; keep {arg} as they are</extracomment>
        <translation>你执行了秘药行动{arg}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You gathered information ({count} cards).</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;gather:you&apos;; keep {count} as they are</extracomment>
        <translation>你进行了情报收集（{count}张）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You gathered information (1 card).</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;gather:1:you&apos;</extracomment>
        <translation>你进行了情报收集（1张）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Your turn</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;turn:you&apos;</extracomment>
        <translation>你的回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Civilisation met the miasma: the finish phase began after your turn.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;finish:you_trigger&apos;</extracomment>
        <translation>文明与瘴气相接：你的回合之后，终局阶段开始了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+2"/>
        <source>The game ended: you won.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;game_over:you&apos;</extracomment>
        <translation>游戏结束：你获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>The game ended: {winners} won together.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;game_over:shared&apos;; keep {winners} as they are</extracomment>
        <translation>游戏结束：{winners}共同获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You revealed {tile} at {cell}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;reveal:you&apos;; keep {tile}, {cell} as they are</extracomment>
        <translation>你在{cell}翻开了{tile}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You drew {count} event cards.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;draw:you&apos;; keep {count} as they are</extracomment>
        <translation>你抽了{count}张事件卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You drew an event card.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;draw:1:you&apos;</extracomment>
        <translation>你抽了1张事件卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You took a treasure chip.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;treasure:you&apos;</extracomment>
        <translation>你获得了宝藏标记。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You found an abyss at {cell}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;abyss:you&apos;; keep {cell} as they are</extracomment>
        <translation>你在{cell}发现了深渊洞穴。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You did not pay for {cell}: a 2 went on your altar of revival.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;decline:you&apos;; keep {cell} as they are</extracomment>
        <translation>你没有支付{cell}的费用：你的复活祭坛上放了一个2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+2"/>
        <source>You explored {cell}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;explored:you&apos;; keep {cell} as they are</extracomment>
        <translation>你探索了{cell}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You built a base at {cell}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;base:you&apos;; keep {cell} as they are</extracomment>
        <translation>你在{cell}建设了据点。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You unlocked affinities {affinities}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;unlock:you&apos;; keep {affinities} as they are</extracomment>
        <translation>你解锁了好感度{affinities}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You unlocked affinity {affinities}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;unlock:1:you&apos;; keep {affinities} as they are</extracomment>
        <translation>你解锁了好感度{affinities}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Your receptionist rose to rank {rank}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;rank_up:you&apos;; keep {rank} as they are</extracomment>
        <translation>你的看板娘升到了等级{rank}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>— The game began: you are the start player —</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;opening:you&apos;</extracomment>
        <translation>— 游戏开始：起始玩家是你 —</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+6"/>
        <source>Controlled areas</source>
        <extracomment>score part &apos;areas&apos;</extracomment>
        <translation>控制区域</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Tiles, treasures, regalia chips</source>
        <extracomment>score part &apos;items&apos;</extracomment>
        <translation>板块、宝藏标记、王权标记</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Played cards</source>
        <extracomment>score part &apos;cards&apos;</extracomment>
        <translation>已打出的卡牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+2"/>
        <source>Total</source>
        <extracomment>score part &apos;total&apos;</extracomment>
        <translation>合计</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+3"/>
        <source>Bahamut-class guild</source>
        <extracomment>guild rank &apos;bahamut&apos;</extracomment>
        <translation>巴哈姆特级公会</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Dragon-class guild</source>
        <extracomment>guild rank &apos;dragon&apos;</extracomment>
        <translation>龙级公会</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Wyvern-class guild</source>
        <extracomment>guild rank &apos;wyvern&apos;</extracomment>
        <translation>双足飞龙级公会</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Lizardman-class guild</source>
        <extracomment>guild rank &apos;lizardman&apos;</extracomment>
        <translation>蜥蜴人级公会</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Snake-class guild</source>
        <extracomment>guild rank &apos;snake&apos;</extracomment>
        <translation>蛇级公会</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+6"/>
        <source>a ★{stars} tile</source>
        <extracomment>a tile or chip in words &apos;stars&apos;; keep {stars} as they are</extracomment>
        <translation>★{stars}板块</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>an abyss</source>
        <extracomment>a tile or chip in words &apos;abyss&apos;</extracomment>
        <translation>深渊洞穴</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>the boss ({stars}★)</source>
        <extracomment>a tile or chip in words &apos;boss&apos;; keep {stars} as they are</extracomment>
        <translation>首领（{stars}★）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Treasure chip ({fame} fame)</source>
        <extracomment>a tile or chip in words &apos;treasure&apos;; keep {fame} as they are</extracomment>
        <translation>宝藏标记（名声{fame}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+7"/>
        <source>the centre</source>
        <extracomment>an area of the map in words &apos;centre&apos;</extracomment>
        <translation>中央</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>ring {ring} {direction}</source>
        <extracomment>an area of the map in words &apos;area&apos;; keep {ring}, {direction} as they are</extracomment>
        <translation>第{ring}环{direction}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+3"/>
        <source>east</source>
        <extracomment>a direction on the map &apos;0&apos;</extracomment>
        <translation>东</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+0"/>
        <source>north-east</source>
        <extracomment>a direction on the map &apos;1&apos;</extracomment>
        <translation>东北</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>north</source>
        <extracomment>a direction on the map &apos;2&apos;</extracomment>
        <translation>北</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+0"/>
        <source>north-west</source>
        <extracomment>a direction on the map &apos;3&apos;</extracomment>
        <translation>西北</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>west</source>
        <extracomment>a direction on the map &apos;4&apos;</extracomment>
        <translation>西</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+0"/>
        <source>south-west</source>
        <extracomment>a direction on the map &apos;5&apos;</extracomment>
        <translation>西南</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>south</source>
        <extracomment>a direction on the map &apos;6&apos;</extracomment>
        <translation>南</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+0"/>
        <source>south-east</source>
        <extracomment>a direction on the map &apos;7&apos;</extracomment>
        <translation>东南</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-168"/>
        <source>Choose</source>
        <extracomment>any other decision</extracomment>
        <translation>请选择</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Waiting for {player}…</source>
        <extracomment>another player decides; keep {player} as they are</extracomment>
        <translation>等待{player}…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{prompt} ({picked} chosen so far)</source>
        <extracomment>a prompt asking for several picks; keep {prompt}, {picked} as they are</extracomment>
        <translation>{prompt}（已选{picked}张）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Finish phase, lap {lap} of 2</source>
        <extracomment>the finish phase&apos;s lap; keep {lap} as they are</extracomment>
        <translation>终局阶段 第{lap}/2圈</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is over</source>
        <extracomment>refusal or warning &apos;game_over&apos; (engine)</extracomment>
        <translation>游戏已结束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answer the question first</source>
        <extracomment>refusal or warning &apos;answer_first&apos; (engine)</extracomment>
        <translation>请先回答问题</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No adventurer is left in your tavern</source>
        <extracomment>refusal or warning &apos;no_adventurer&apos; (engine)</extracomment>
        <translation>冒险者酒馆里没有剩余的冒险者标记</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That area is already controlled</source>
        <extracomment>refusal or warning &apos;area_taken&apos; (engine)</extracomment>
        <translation>该区域已是控制区域</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no tile to explore there</source>
        <extracomment>refusal or warning &apos;no_tile&apos; (engine)</extracomment>
        <translation>那里没有可探索的迷宫板块</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An abyss cannot be explored</source>
        <extracomment>refusal or warning &apos;abyss&apos; (engine)</extracomment>
        <translation>深渊洞穴不能被探索</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may explore only the outer ring or next to your own areas</source>
        <extracomment>refusal or warning &apos;not_reachable&apos; (engine)</extracomment>
        <translation>只能探索地图外圈或与自己控制区域相邻的板块</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build needs one of your adventurers on the map and {cost} gold</source>
        <extracomment>refusal or warning &apos;cannot_build&apos; (engine); keep {cost} as they are</extracomment>
        <translation>建设需要地图上有自己的冒险者标记和{cost}金币</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may build only on an area with one of your adventurers</source>
        <extracomment>refusal or warning &apos;build_not_yours&apos; (engine)</extracomment>
        <translation>只能在有自己冒险者标记的区域建设</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That area is already a base</source>
        <extracomment>refusal or warning &apos;already_base&apos; (engine)</extracomment>
        <translation>该区域已是据点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A base here costs {cost} gold; you have {gold}</source>
        <extracomment>refusal or warning &apos;build_cost&apos; (engine); keep {cost}, {gold} as they are</extracomment>
        <translation>在此建立据点需要{cost}金币（持有：{gold}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The play condition of {card} is not met</source>
        <extracomment>refusal or warning &apos;condition&apos; (engine); keep {card} as they are</extracomment>
        <translation>未满足{card}的打出条件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot pay for {card}</source>
        <extracomment>refusal or warning &apos;cannot_pay&apos; (engine); keep {card} as they are</extracomment>
        <translation>无法支付{card}的费用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That potion action is taken, blocked or too dear this round</source>
        <extracomment>refusal or warning &apos;potion_space&apos; (engine)</extracomment>
        <translation>该秘药行动本轮已被使用、被禁用，或药水不足</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That special action was used this round or cannot be paid</source>
        <extracomment>refusal or warning &apos;special_used&apos; (engine)</extracomment>
        <translation>该特别行动本轮已使用，或无法支付费用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not an option now</source>
        <extracomment>refusal or warning &apos;not_now&apos; (engine)</extracomment>
        <translation>现在不能这样做</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not paying puts a 2 on your altar of revival: −2 fame at the end</source>
        <extracomment>refusal or warning &apos;altar&apos; (engine)</extracomment>
        <translation>不支付的话，复活祭坛上会放一枚“2”：游戏结束时名声−2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass now? You could still take {count} actions</source>
        <extracomment>refusal or warning &apos;pass_early&apos; (engine); keep {count} as they are</extracomment>
        <translation>要跳过吗？你还可以进行{count}种行动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell {card} for {gold} gold</source>
        <extracomment>what an option does and costs, &apos;preview_sell&apos; (engine); keep {card}, {gold} as they are</extracomment>
        <translation>出售{card}，获得{gold}金币</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell a potion for {gold} gold</source>
        <extracomment>what an option does and costs, &apos;preview_sell_potion&apos; (engine); keep {gold} as they are</extracomment>
        <translation>出售1瓶药水，获得{gold}金币</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay {gold} gold and {power} power for the price of {cost} gold (a power pays 5 gold). You have {have_gold} gold and {have_power} power</source>
        <extracomment>what an option does and costs, &apos;preview_pay&apos; (engine); keep {gold}, {power}, {cost}, {have_gold}, {have_power} as they are</extracomment>
        <translation>为{cost}金币的费用支付{gold}金币和{power}力量（1力量抵5金币）。持有：{have_gold}金币、{have_power}力量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use the flash chip: the price is {cost} gold; pay {gold} gold and {power} power. You have {have_gold} gold and {have_power} power</source>
        <extracomment>what an option does and costs, &apos;preview_pay_flash&apos; (engine); keep {cost}, {gold}, {power}, {have_gold}, {have_power} as they are</extracomment>
        <translation>使用一闪标记：费用为{cost}金币；支付{gold}金币和{power}力量。持有：{have_gold}金币、{have_power}力量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explore the boss (★{stars}, neighbours ★{near}): {cost} gold; if you do not pay it goes back face down. You have {have_gold} gold and {have_power} power</source>
        <extracomment>what an option does and costs, &apos;preview_explore_boss&apos; (engine); keep {stars}, {near}, {cost}, {have_gold}, {have_power} as they are</extracomment>
        <translation>探索首领板块（★{stars}，相邻★{near}）：{cost}金币；若不支付，则背面朝上放回原处。持有：{have_gold}金币、{have_power}力量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explore this ★{stars} tile (neighbours ★{near}): {cost} gold for {fame} fame at the end. You have {have_gold} gold and {have_power} power</source>
        <extracomment>what an option does and costs, &apos;preview_explore&apos; (engine); keep {stars}, {near}, {cost}, {fame}, {have_gold}, {have_power} as they are</extracomment>
        <translation>探索这块★{stars}的迷宫板块（相邻★{near}）：{cost}金币，游戏结束时名声{fame}。持有：{have_gold}金币、{have_power}力量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explore this face-down tile (neighbours ★{near}): {low} to {high} gold by its face; an abyss counts as a blank tile. You have {have_gold} gold and {have_power} power</source>
        <extracomment>what an option does and costs, &apos;preview_explore_down_blank&apos; (engine); keep {near}, {low}, {high}, {have_gold}, {have_power} as they are</extracomment>
        <translation>探索这块背面朝上的迷宫板块（相邻★{near}）：依正面为{low}至{high}金币；深渊洞穴视为空白板块。持有：{have_gold}金币、{have_power}力量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explore this face-down tile (neighbours ★{near}): {low} to {high} gold by its face, or an abyss, which ends the explore (an extra turn after a common action). You have {have_gold} gold and {have_power} power</source>
        <extracomment>what an option does and costs, &apos;preview_explore_down&apos; (engine); keep {near}, {low}, {high}, {have_gold}, {have_power} as they are</extracomment>
        <translation>探索这块背面朝上的迷宫板块（相邻★{near}）：依正面为{low}至{high}金币；若是深渊洞穴则探索结束（通用行动时获得额外回合）。持有：{have_gold}金币、{have_power}力量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a base here: {cost} gold ({bases} bases next to it add 5 each); the area&apos;s {fame} fame counts twice. You have {have_gold} gold</source>
        <extracomment>what an option does and costs, &apos;preview_build&apos; (engine); keep {cost}, {bases}, {fame}, {have_gold} as they are</extracomment>
        <translation>在此建立据点：{cost}金币（相邻据点{bases}个，每个+5）；该区域的名声{fame}计为两倍。持有：{have_gold}金币</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play {card}: {gold} gold (power may pay, 5 gold each), {production} gold production, {potions} potions, {tiles} tiles. You have {have_gold} gold, {have_power} power, {have_potions} potions, {have_tiles} tiles</source>
        <extracomment>what an option does and costs, &apos;preview_play_power&apos; (engine); keep {card}, {gold}, {production}, {potions}, {tiles}, {have_gold}, {have_power}, {have_potions}, {have_tiles} as they are</extracomment>
        <translation>打出{card}：{gold}金币（可用力量支付，每点5金币）、金币生产力{production}、药水{potions}、迷宫板块{tiles}块。持有：{have_gold}金币、{have_power}力量、药水{have_potions}、迷宫板块{have_tiles}块</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play {card}: {gold} gold, {production} gold production, {potions} potions, {tiles} tiles. You have {have_gold} gold, {have_potions} potions, {have_tiles} tiles</source>
        <extracomment>what an option does and costs, &apos;preview_play&apos; (engine); keep {card}, {gold}, {production}, {potions}, {tiles}, {have_gold}, {have_potions}, {have_tiles} as they are</extracomment>
        <translation>打出{card}：{gold}金币、金币生产力{production}、药水{potions}、迷宫板块{tiles}块。持有：{have_gold}金币、药水{have_potions}、迷宫板块{have_tiles}块</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Potion action {slot}: {potions} potions. You have {have_potions} potions</source>
        <extracomment>what an option does and costs, &apos;preview_potion&apos; (engine); keep {slot}, {potions}, {have_potions} as they are</extracomment>
        <translation>秘药行动{slot}：药水{potions}。持有：药水{have_potions}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: {gold} gold, {power} power, {potions} potions, {tiles} tiles, once this round. You have {have_gold} gold, {have_power} power, {have_potions} potions, {have_tiles} tiles</source>
        <extracomment>what an option does and costs, &apos;preview_special&apos; (engine); keep {gold}, {power}, {potions}, {tiles}, {have_gold}, {have_power}, {have_potions}, {have_tiles} as they are</extracomment>
        <translation>特别行动：{gold}金币、{power}力量、药水{potions}、迷宫板块{tiles}块（每轮一次）。持有：{have_gold}金币、{have_power}力量、药水{have_potions}、迷宫板块{have_tiles}块</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Develop {count} affinities: {gold} gold, {power} power, {potions} potions; draw {count} events, gain {count} adventurers; receptionist rank {rank}. You have {have_gold} gold, {have_power} power, {have_potions} potions</source>
        <extracomment>what an option does and costs, &apos;preview_develop&apos; (engine); keep {count}, {gold}, {power}, {potions}, {rank}, {have_gold}, {have_power}, {have_potions} as they are</extracomment>
        <translation>发展{count}项好感度：{gold}金币、{power}力量、药水{potions}；抽{count}张事件卡，获得{count}枚冒险者标记；看板娘等级{rank}。持有：{have_gold}金币、{have_power}力量、药水{have_potions}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+144"/>
        <source>Ties: most bases, then most controlled areas, then most events played.</source>
        <extracomment>the tie-break, on the end page</extracomment>
        <translation>平局时：据点多者胜，其次控制区域多者，再次已打出事件卡多者。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Choose your receptionist</source>
        <extracomment>lesson step 1 (receptionist): its title</extracomment>
        <translation>选择看板娘</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each guild has a receptionist at its counter. Pick one of the two encounter cards: her starting funds and production are yours, and her effects grow as she ranks up.</source>
        <extracomment>lesson step 1 (receptionist): what to do and why</extracomment>
        <translation>每家公会的柜台都有一位看板娘。从两张邂逅卡中选一张：她的起始资金和生产力归你，她的效果会随升级变强。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose one of the two encounter cards.</source>
        <extracomment>lesson step 1 (receptionist): said when another move is tried</extracomment>
        <translation>请从两张邂逅卡中选一张。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap event cards</source>
        <extracomment>lesson step 2 (swap): its title</extracomment>
        <translation>交换事件卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You were dealt 8 event cards and 2 regalia. You may swap up to 5 event cards for new ones; for a first game keep them: choose Done.</source>
        <extracomment>lesson step 2 (swap): what to do and why</extracomment>
        <translation>你拿到了8张事件卡和2张王权卡。最多可以交换5张事件卡；第一局就保留它们吧：请选“完成”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose Done to keep the cards you were dealt.</source>
        <extracomment>lesson step 2 (swap): said when another move is tried</extracomment>
        <translation>选“完成”保留发到的卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep your hand</source>
        <extracomment>lesson step 3 (keep): its title</extracomment>
        <translation>决定手牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each event card you keep costs 3 gold from your starting funds; regalia are free. Pick the cards you like, then choose Done.</source>
        <extracomment>lesson step 3 (keep): what to do and why</extracomment>
        <translation>每保留1张事件卡要从起始资金支付3金币；王权卡免费。选好想要的卡，然后选“完成”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the cards you want, then choose Done.</source>
        <extracomment>lesson step 3 (keep): said when another move is tried | lesson step 12 (gather): said when another move is tried</extracomment>
        <translation>保留想要的卡，然后选“完成”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose her face</source>
        <extracomment>lesson step 4 (face): its title</extracomment>
        <translation>选择看板娘的一面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A receptionist has two faces for all three ranks: the brown front suits playing event cards, the blue back suits exploring. Choose one.</source>
        <extracomment>lesson step 4 (face): what to do and why</extracomment>
        <translation>看板娘的三个等级共用两面：棕色正面适合打出事件卡，蓝色背面适合探索。选一面吧。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the front or the back of your receptionist.</source>
        <extracomment>lesson step 4 (face): said when another move is tried</extracomment>
        <translation>请选择看板娘的正面或背面。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explore the labyrinth</source>
        <extracomment>lesson step 5 (explore): its title</extracomment>
        <translation>探索迷宫</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exploring sends an adventurer from your tavern into the labyrinth: choose a tile on the outer ring of the map. The face-up ★1 tile on the west edge brings 6 gold.</source>
        <extracomment>lesson step 5 (explore): what to do and why</extracomment>
        <translation>探索会把冒险者从酒馆派进迷宫：选择地图外圈的一块板块。西边那块正面朝上的★1板块能带来6金币。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explore a tile on the outer ring: drag an adventurer onto it, or double-click it.</source>
        <extracomment>lesson step 5 (explore): said when another move is tried</extracomment>
        <translation>探索外圈的板块：把冒险者拖到板块上，或双击板块。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay the explore cost</source>
        <extracomment>lesson step 6 (explore_cost): its title</extracomment>
        <translation>支付探索费用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cost is 5 gold for each star of the tile and of its neighbours, and never less than 10. Power may pay 5 gold each. Pay it, and the tile, its reward and the area are yours; the miasma drops by its stars.</source>
        <extracomment>lesson step 6 (explore_cost): what to do and why</extracomment>
        <translation>费用是板块及相邻板块每颗★5金币，最低10。1力量可当5金币支付。付了之后，板块、它的获得物和区域都归你，瘴气浓度按★数降低。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay the cost: declining puts a 2 on your altar of revival.</source>
        <extracomment>lesson step 6 (explore_cost): said when another move is tried</extracomment>
        <translation>请支付费用：拒绝会在你的复活祭坛放一个2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your adventurer holds the area. For 15 gold (5 more for each base next to it) you turn the chip into a base: the area&apos;s fame counts twice at the end, and you gain a potion whenever an area next to it is explored.</source>
        <extracomment>lesson step 7 (build): what to do and why</extracomment>
        <translation>你的冒险者控制着这个区域。付15金币（每个相邻据点再加5）就能把标记变成据点：游戏结束时该区域的名声算两倍，旁边的区域被探索时你还能获得1药水。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a base on the area you just explored.</source>
        <extracomment>lesson step 7 (build): said when another move is tried</extracomment>
        <translation>在刚探索的区域建立据点。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Develop an affinity</source>
        <extracomment>lesson step 8 (develop): its title</extracomment>
        <translation>解锁好感度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Developing pays an affinity&apos;s cost and moves its adventurer chip to your tavern: one more adventurer for exploring, and an event card drawn. At 2 and 5 affinities your receptionist ranks up.</source>
        <extracomment>lesson step 8 (develop): what to do and why</extracomment>
        <translation>发展要支付好感度的费用，把它的冒险者标记移到酒馆：多一位能去探索的冒险者，并抽1张事件卡。好感度达到2项和5项时看板娘升级。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Develop: unlock an affinity on your guild board.</source>
        <extracomment>lesson step 8 (develop): said when another move is tried</extracomment>
        <translation>请发展：解锁公会版图上的好感度。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use a potion action</source>
        <extracomment>lesson step 9 (potion): its title</extracomment>
        <translation>使用秘药行动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The potion actions on the main board turn potions into gold, power and more. Each one can be used once a round, by the first to take it.</source>
        <extracomment>lesson step 9 (potion): what to do and why</extracomment>
        <translation>主版图上的秘药行动把药水换成金币、力量等。每个秘药行动每轮只能用一次，先到先得。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use one of the potion actions.</source>
        <extracomment>lesson step 9 (potion): said when another move is tried</extracomment>
        <translation>请使用一个秘药行动。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play an event card</source>
        <extracomment>lesson step 10 (event): its title</extracomment>
        <translation>打出事件卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An event card needs its play condition met and its cost paid. Ancient Cogwheel has no condition: it gives 1 power, draws a card and moves civilisation forward, towards the end of the game.</source>
        <extracomment>lesson step 10 (event): what to do and why</extracomment>
        <translation>事件卡要满足打出条件并支付费用。古代齿轮没有条件：获得1力量、抽1张卡，并推进文明，让游戏更接近结束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play Ancient Cogwheel from your hand.</source>
        <extracomment>lesson step 10 (event): said when another move is tried</extracomment>
        <translation>请打出手牌中的古代齿轮。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you are done for the round, pass: your turns are skipped until the round ends. When everyone has passed, the production phase gives everyone their production and the season&apos;s bonus.</source>
        <extracomment>lesson step 11 (pass): what to do and why</extracomment>
        <translation>本轮没事可做时就跳过：直到本轮结束你的回合都会被略过。所有人都跳过后，生产阶段让每个人获得生产力和季节额外产出。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass to end your round.</source>
        <extracomment>lesson step 11 (pass): said when another move is tried</extracomment>
        <translation>请跳过，结束你这一轮。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gather information</source>
        <extracomment>lesson step 12 (gather): its title</extracomment>
        <translation>情报收集</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Production has paid you and a new round has begun. Its information gathering phase shows you the top 4 event cards: each you keep costs 3 gold. Keep any, then choose Done.</source>
        <extracomment>lesson step 12 (gather): what to do and why</extracomment>
        <translation>生产已发放资源，新的一轮开始了。情报收集阶段让你查看牌库顶的4张事件卡：每保留1张要付3金币。保留任意张，然后选“完成”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last turn</source>
        <extracomment>lesson step 13 (finish): its title</extracomment>
        <translation>最后的回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When civilisation and miasma meet, the round stops and everyone takes two more turns: the finish phase. This is your last one. A base on your other area doubles its fame; then the game is scored: receptionist, areas, tiles and treasures, cards, and the altar&apos;s penalty.</source>
        <extracomment>lesson step 13 (finish): what to do and why</extracomment>
        <translation>文明与瘴气浓度相邻时，这一轮停止，每个人再进行两个回合：这就是终局阶段，现在是你的最后一个回合。在另一个区域建立据点能让它的名声翻倍；之后按看板娘、控制区域、板块与宝藏、卡牌和复活祭坛的扣分进行最终计分。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a base on your other area for double fame.</source>
        <extracomment>lesson step 13 (finish): said when another move is tried</extracomment>
        <translation>在另一个区域建立据点，让名声翻倍。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Later: the civilisation and miasma markers have met, and the finish phase has come.</source>
        <extracomment>lesson: said where the lesson skips ahead</extracomment>
        <translation>一段时间后：文明标记与瘴气浓度标记相邻，终局阶段到来了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Well done!</source>
        <extracomment>lesson: title at its end</extracomment>
        <translation>做得好！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have played a whole round and the end of a game. The Rules window (F1) explains every rule; start a new game when you are ready.</source>
        <extracomment>lesson: text at its end</extracomment>
        <translation>你已经玩过完整的一轮和游戏的结尾。规则窗口（F1）说明了每条规则；准备好了就开始新游戏吧。</translation>
    </message>
    <message>
        <location filename="../desktop/games/guild_masters/board.py" line="+35"/>
        <source>start player</source>
        <translation>起始玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passed</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} · {face} · rank {rank}</source>
        <translation>{name}·{face}·等级{rank}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No receptionist yet</source>
        <translation>尚无看板娘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gold_name} {gold} (+{gold_prod}) · {power_name} {power} (+{power_prod}) · {potion_name} {potion} (+{potion_prod})</source>
        <translation>{gold_name} {gold}（+{gold_prod}）·{power_name} {power}（+{power_prod}）·{potion_name} {potion}（+{potion_prod}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand: {events} events, {regalia} regalia</source>
        <translation>手牌：事件{events}张，王权{regalia}张</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tavern: {count} adventurers</source>
        <translation>酒馆：冒险者{count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag an adventurer onto a lit tile of the map to explore it</source>
        <translation>将冒险者拖到地图上亮起的板块即可探索</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Altar: {value}</source>
        <translation>祭坛：{value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Affinities: {slots}</source>
        <translation>好感度：{slots}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tags: {tags}</source>
        <translation>标签：{tags}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiles {tiles} · treasures {treasures} · regalia chips {chips}</source>
        <translation>板块{tiles}·宝藏标记{treasures}·王权标记{chips}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{civ_name} {civ} · {miasma_name} {miasma}</source>
        <translation>{civ_name} {civ} · {miasma_name} {miasma}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The civilisation chip climbs, the miasma level chip falls: when they stand next to each other on the miasma track, the finish phase begins</source>
        <translation>文明标记前进，瘴气浓度标记后退：两者在瘴气轨道上相邻时，进入终局阶段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} · {season} · event deck {deck} · discards {discard}</source>
        <translation>第{round}轮·{season}·事件牌堆{deck}·弃牌{discard}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{slot}: {potions}</source>
        <translation>{slot}：{potions}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tracks met: the finish phase is coming</source>
        <translation>标记相邻：终局阶段即将到来</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FINISH PHASE · lap {lap} of 2</source>
        <translation>终局阶段·第{lap}/2圈</translation>
    </message>
    <message>
        <location filename="../desktop/games/guild_masters/end_details.py" line="+17"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds played: {rounds}.</source>
        <translation>进行的轮数：{rounds}。</translation>
    </message>
    <message>
        <location filename="../desktop/games/guild_masters/items.py" line="+10"/>
        <source>{count} adventurers</source>
        <translation>冒险者{count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kept</source>
        <translation>已保留</translation>
    </message>
    <message>
        <location filename="../desktop/games/guild_masters/labyrinth/words.py" line="-2"/>
        <source>Boss</source>
        <translation>首领</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Floating Lab</source>
        <translation>浮游实验室</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Labyrinth</source>
        <translation>迷宫</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrow keys move over the areas, Enter chooses, Escape clears; wheel or pinch zooms, drag pans, F fits the map</source>
        <translation>方向键在区域间移动，Enter选择，Escape取消；滚轮或双指缩放，拖动平移，F显示整张地图</translation>
    </message>
    <message>
        <location filename="../desktop/games/guild_masters/options_form.py" line="-13"/>
        <source>Rules as published; map and cards original to Kotatsu</source>
        <translation>规则与原版相同；地图与卡牌为Kotatsu原创</translation>
    </message>
    <message>
        <location filename="../desktop/games/guild_masters/table.py" line="-106"/>
        <source>Nothing to do with that card now.</source>
        <translation>现在无法对这张卡进行任何操作。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand — {name}</source>
        <translation>手牌 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards you look at (keep at 3 gold each)</source>
        <translation>你正在看的卡（每张3金币可保留）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} · {season} · {phase} · {name}</source>
        <translation>第{round}轮·{season}·{phase}·{name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} · {season} · {phase}</source>
        <translation>第{round}轮·{season}·{phase}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The labyrinth</source>
        <translation>迷宫</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regalia board</source>
        <translation>王权版图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell the selected card (Del)</source>
        <translation>出售选中的卡（Del）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An event sells for 1 gold, a regalia for 3</source>
        <translation>事件卡售价1金币，王权卡3金币</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a card of your hand to sell first.</source>
        <translation>请先选择要出售的手牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot sell now.</source>
        <translation>现在不能出售。</translation>
    </message>
    <message>
        <location filename="../desktop/games/guild_masters/setup_tips.py" line="+15"/>
        <source>{face}: {text}</source>
        <translation>{face}：{text}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank {rank}: {text}</source>
        <translation>等级{rank}：{text}</translation>
    </message>
</context>
<context>
    <name>heart_of_crown</name>
    <message>
        <location filename="data_strings.py" line="+4"/>
        <source>Farming Village</source>
        <extracomment>card name; Japanese original: 農村 (id farming_village)</extracomment>
        <translation>农村</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orchard</source>
        <extracomment>card name; Japanese original: 果樹園 (id orchard)</extracomment>
        <translation>果树园</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>City</source>
        <extracomment>card name; Japanese original: 都市 (id city)</extracomment>
        <translation>都市</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large City</source>
        <extracomment>card name; Japanese original: 大都市 (id large_city)</extracomment>
        <translation>大都市</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apprentice Maid</source>
        <extracomment>card name; Japanese original: 見習い侍女 (id apprentice_maid)</extracomment>
        <translation>见习女仆</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Court Maid</source>
        <extracomment>card name; Japanese original: 宮廷侍女 (id court_maid)</extracomment>
        <translation>宫廷女仆</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Senator</source>
        <extracomment>card name; Japanese original: 議員 (id senator)</extracomment>
        <translation>议员</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duke</source>
        <extracomment>card name; Japanese original: 公爵 (id duke)</extracomment>
        <translation>公爵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Curse</source>
        <extracomment>card name; Japanese original: 呪い (id curse)</extracomment>
        <translation>诅咒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hideout</source>
        <extracomment>card name; Japanese original: 隠れ家 (id hideout)</extracomment>
        <translation>藏身处</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Donation</source>
        <extracomment>card name; Japanese original: 寄付 (id donation)</extracomment>
        <translation>捐献</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Castle Wall</source>
        <extracomment>card name; Japanese original: 城壁 (id castle_wall)</extracomment>
        <translation>城墙</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scout</source>
        <extracomment>card name; Japanese original: 斥候 (id scout)</extracomment>
        <translation>斥候</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wishing Well</source>
        <extracomment>card name; Japanese original: 願いの泉 (id wishing_well)</extracomment>
        <translation>许愿池</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast Horse</source>
        <extracomment>card name; Japanese original: 早馬 (id fast_horse)</extracomment>
        <translation>快马</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buried Treasure</source>
        <extracomment>card name; Japanese original: 埋もれた財宝 (id buried_treasure)</extracomment>
        <translation>被埋藏的宝藏</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trade Ship</source>
        <extracomment>card name; Japanese original: 交易船 (id trade_ship)</extracomment>
        <translation>交易船</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Purveyor</source>
        <extracomment>card name; Japanese original: 御用商人 (id purveyor)</extracomment>
        <translation>御用商人</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Urban Development</source>
        <extracomment>card name; Japanese original: 都市開発 (id urban_development)</extracomment>
        <translation>都市开发</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Battering Ram</source>
        <extracomment>card name; Japanese original: 破城槌 (id battering_ram)</extracomment>
        <translation>破城槌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stargazing Witch</source>
        <extracomment>card name; Japanese original: 星詠みの魔女 (id stargazing_witch)</extracomment>
        <translation>咏唱星辰的魔女</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Magic Amulet</source>
        <extracomment>card name; Japanese original: 魔法の護符 (id magic_amulet)</extracomment>
        <translation>魔法护符</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>General Store</source>
        <extracomment>card name; Japanese original: よろず屋 (id general_store)</extracomment>
        <translation>万事屋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hunted Beast</source>
        <extracomment>card name; Japanese original: 追い立てられた魔獣 (id hunted_beast)</extracomment>
        <translation>被驱赶的魔兽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attending Maid Sharifa</source>
        <extracomment>card name; Japanese original: お付きの侍女 シャリファ (id maid_sharifa)</extracomment>
        <translation>贴身女仆 夏莉法</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attending Maid Petit</source>
        <extracomment>card name; Japanese original: お付きの侍女 プティー (id maid_petit)</extracomment>
        <translation>贴身女仆 菩提</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attending Maid Honoka</source>
        <extracomment>card name; Japanese original: お付きの侍女 ホノカ (id maid_honoka)</extracomment>
        <translation>贴身女仆 穗花</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attending Maid Minnyan</source>
        <extracomment>card name; Japanese original: お付きの侍女 ミンニャン (id maid_minnyan)</extracomment>
        <translation>贴身女仆 茗娘</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attending Maid Lily</source>
        <extracomment>card name; Japanese original: お付きの侍女 リリー (id maid_lily)</extracomment>
        <translation>贴身女仆 莉莉</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reclamation Edict</source>
        <extracomment>card name; Japanese original: 開墾令 (id reclamation_edict)</extracomment>
        <translation>开垦令</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bank</source>
        <extracomment>card name; Japanese original: 銀行 (id bank)</extracomment>
        <translation>银行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Library</source>
        <extracomment>card name; Japanese original: 図書館 (id library)</extracomment>
        <translation>图书馆</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flea Market</source>
        <extracomment>card name; Japanese original: のみの市 (id flea_market)</extracomment>
        <translation>跳蚤市场</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Supply Unit</source>
        <extracomment>card name; Japanese original: 補給部隊 (id supply_unit)</extracomment>
        <translation>补给部队</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Infantry Battalion</source>
        <extracomment>card name; Japanese original: 歩兵大隊 (id infantry_battalion)</extracomment>
        <translation>步兵大队</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Royal Demesne</source>
        <extracomment>card name; Japanese original: 皇室領 (id royal_demesne)</extracomment>
        <translation>皇室领</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Imperial Guard</source>
        <extracomment>card name; Japanese original: 近衛騎士団 (id imperial_guard)</extracomment>
        <translation>近卫骑士团</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Curse Witch</source>
        <extracomment>card name; Japanese original: 呪詛の魔女 (id curse_witch)</extracomment>
        <translation>诅咒的魔女</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Royal Ball</source>
        <extracomment>card name; Japanese original: 舞踏会 (id royal_ball)</extracomment>
        <translation>舞会</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adventurer</source>
        <extracomment>card name; Japanese original: 冒険者 (id adventurer)</extracomment>
        <translation>冒险者</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Charm Witch</source>
        <extracomment>card name; Japanese original: 魅了術の魔女 (id charm_witch)</extracomment>
        <translation>魅惑术的魔女</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alchemist</source>
        <extracomment>card name; Japanese original: 錬金術師 (id alchemist)</extracomment>
        <translation>炼金术师</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gossiping Duchess</source>
        <extracomment>card name; Japanese original: 噂好きの公爵夫人 (id gossiping_duchess)</extracomment>
        <translation>爱八卦的公爵夫人</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Margrave</source>
        <extracomment>card name; Japanese original: 辺境伯 (id margrave)</extracomment>
        <translation>边境伯</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Imperial Capital Karikuma</source>
        <extracomment>card name; Japanese original: 帝都カリクマ (id imperial_capital)</extracomment>
        <translation>帝都卡里库玛</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Emperor&apos;s Crown</source>
        <extracomment>card name; Japanese original: 皇帝の冠 (id emperor_crown)</extracomment>
        <translation>皇帝的宝冠</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First Princess Lulunasaika</source>
        <extracomment>card name; Japanese original: 第一皇女 ルルナサイカ (id lulunasaika)</extracomment>
        <translation>第一皇女 露露娜赛嘉</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Second Princess Laolily</source>
        <extracomment>card name; Japanese original: 第二皇女 ラオリリ (id laolily)</extracomment>
        <translation>第二皇女 莱欧莉莉</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Southern Seas Market Princess Klamklam</source>
        <oldsource>Klamklam, Market Princess of the Southern Seas</oldsource>
        <extracomment>card name; Japanese original: 南海の市姫 クラムクラム (id klamklam)</extracomment>
        <translation>南海的市姬 克兰克兰</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Erudite Princess Bergamotte</source>
        <oldsource>Bergamotte, the Erudite Princess</oldsource>
        <extracomment>card name; Japanese original: 大方博雅の姫 ベルガモット (id bergamotte)</extracomment>
        <translation>大方博雅的公主 贝尔嘉摩特</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Princess General Flammaria</source>
        <extracomment>card name; Japanese original: 姫将軍 フラマリア (id flammaria)</extracomment>
        <translation>姬将军 芙拉玛莉娅</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twin Princesses Rain &amp; Sion</source>
        <extracomment>card name; Japanese original: 双子の姫 レイン＆シオン (id rain_and_sion)</extracomment>
        <translation>双子公主 蕾因&amp;茜恩</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This card also counts as a Farming Village.</source>
        <extracomment>card text of 果樹園 (id orchard)</extracomment>
        <translation>这张卡也视为“农村”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 coin. If this is the first Hideout you played this turn, you may put an Action or Succession card without the Attack type from your discard pile face up on top of your deck.</source>
        <extracomment>card text of 隠れ家 (id hideout)</extracomment>
        <translation>获得1枚货币。如果这是你本回合使用的第1张“藏身处”，你可以从弃牌区选择1张不具有攻击种类的行动卡或继承权卡，正面向上放到卡组上方。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exile a card from your hand.</source>
        <extracomment>card text of 寄付 (id donation)</extracomment>
        <translation>从手卡放逐1张卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 coin. If this is the first Castle Wall you played this turn, you may put the lowest-cost Territory card of your discard pile into your hand.</source>
        <extracomment>card text of 城壁 (id castle_wall)</extracomment>
        <translation>获得1枚货币。如果这是你本回合使用的第1张“城墙”，你可以将弃牌区中费用最低的1张领地卡加入手卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look at the top card of your deck; you may discard it. Then draw a card.</source>
        <extracomment>card text of 斥候 (id scout)</extracomment>
        <translation>查看你卡组最上方的1张卡，你可以将其舍弃。然后抽1张卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard any number of cards from your hand, then draw that many cards.</source>
        <extracomment>card text of 願いの泉 (id wishing_well)</extracomment>
        <translation>从手卡舍弃任意张数的卡，然后抽与舍弃张数相同的卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw a card.</source>
        <extracomment>card text of 早馬 (id fast_horse)</extracomment>
        <translation>抽1张卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put the bottom card of the supply face up on top of it. This turn it counts as a market card and costs 3 less to buy (not below 0).</source>
        <extracomment>card text of 埋もれた財宝 (id buried_treasure)</extracomment>
        <translation>将补给卡组最下方的1张卡正面向上放到补给卡组上方。本回合中，这张卡视为市场中的卡，购入费用减少3（最低为0）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose one: draw 2 cards; or +2 coins.</source>
        <extracomment>card text of 交易船 (id trade_ship)</extracomment>
        <translation>选择1项：抽2张卡；或获得2枚货币。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+2 coins.</source>
        <extracomment>card text of 御用商人 (id purveyor)</extracomment>
        <translation>获得2枚货币。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose one: pay 1 coin, exile a Farming Village from your hand and put a City from the market into your hand; or pay 1 coin, exile a City from your hand and put a Large City from the market into your hand.</source>
        <extracomment>card text of 都市開発 (id urban_development)</extracomment>
        <translation>选择1项：支付1枚货币，从手卡放逐1张“农村”，并将市场中的1张“都市”加入手卡；或支付1枚货币，从手卡放逐1张“都市”，并将市场中的1张“大都市”加入手卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw a card. Each opponent discards the lowest-cost card kept in their domain.</source>
        <extracomment>card text of 破城槌 (id battering_ram)</extracomment>
        <translation>抽1张卡。所有对战对手舍弃其直辖地中保留的卡里费用最低的1张。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look at the top 2 cards of your deck. Discard any of them and put the rest back in any order. Then draw a card.</source>
        <extracomment>card text of 星詠みの魔女 (id stargazing_witch)</extracomment>
        <translation>查看你卡组上方的2张卡，舍弃其中任意张数，其余的以任意顺序放回卡组上方。然后抽1张卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+2 coins. If this is the first Magic Amulet you played this turn, choose one: exile a Calamity card from your hand or discard pile; or put an Action or Succession card from your discard pile into your hand.</source>
        <extracomment>card text of 魔法の護符 (id magic_amulet)</extracomment>
        <translation>获得2枚货币。如果这是你本回合使用的第1张“魔法护符”，选择1项：从手卡或弃牌区放逐1张灾难卡；或将弃牌区中的1张行动卡或继承权卡加入手卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose one: exile a non-Calamity card from your hand; or gain a coin counter (this effect stops at 2 coin counters).</source>
        <extracomment>card text of よろず屋 (id general_store)</extracomment>
        <translation>选择1项：从手卡放逐1张灾难卡以外的卡；或获得1个货币指示物（这个效果最多累积2个货币指示物）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw a card. Each opponent with 5 or more cards in hand discards a card costing 5 or more; one who has none reveals their hand.</source>
        <extracomment>card text of 追い立てられた魔獣 (id hunted_beast)</extracomment>
        <translation>抽1张卡。手卡有5张以上的所有对战对手舍弃1张费用5以上的卡；没有这样的卡的对手公开其手卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you buy this card while you have a domain, you may set it at once. When you set this card, each opponent puts a Curse from the curse pile face up on top of their deck.</source>
        <extracomment>card text of お付きの侍女 シャリファ (id maid_sharifa)</extracomment>
        <translation>若你在拥有直辖地时购入这张卡，可以立即将其设置。设置这张卡时，所有对战对手从诅咒区将1张“诅咒”正面向上放到自己的卡组上方。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you buy this card while you have a domain, you may set it at once. When you set this card, each opponent discards the lowest-cost Court Maid, Senator or Duke from their domain.</source>
        <extracomment>card text of お付きの侍女 プティー (id maid_petit)</extracomment>
        <translation>若你在拥有直辖地时购入这张卡，可以立即将其设置。设置这张卡时，所有对战对手舍弃其直辖地中“宫廷女仆”“议员”“公爵”里费用最低的1张。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you buy this card while you have a domain, you may set it at once. Worth 4 succession points while your domain holds no other Maid card.</source>
        <extracomment>card text of お付きの侍女 ホノカ (id maid_honoka)</extracomment>
        <translation>若你在拥有直辖地时购入这张卡，可以立即将其设置。你的直辖地中没有其他女仆卡时，这张卡的继承点为4。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you buy this card while you have a domain, you may set it at once. When you set this card, gain a coin counter.</source>
        <extracomment>card text of お付きの侍女 ミンニャン (id maid_minnyan)</extracomment>
        <translation>若你在拥有直辖地时购入这张卡，可以立即将其设置。设置这张卡时，获得1个货币指示物。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you buy this card while you have a domain, you may set it at once. While set in your domain, once in each of your main phases: pay 3 coins to put a +1 succession counter on your princess.</source>
        <extracomment>card text of お付きの侍女 リリー (id maid_lily)</extracomment>
        <translation>若你在拥有直辖地时购入这张卡，可以立即将其设置。设置在你的直辖地期间，你的每个主要阶段限1次：支付3枚货币，在你的公主上放置1个+1继承权指示物。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+2 coins. Each opponent without a face-up Farming Village on top of their deck puts a Farming Village from the market face up on top of their deck.</source>
        <extracomment>card text of 開墾令 (id reclamation_edict)</extracomment>
        <translation>获得2枚货币。卡组上方没有正面向上的“农村”的所有对战对手，将市场中的1张“农村”正面向上放到自己的卡组上方。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+2 coins. If you played a City or Large City earlier this turn, +1 coin.</source>
        <extracomment>card text of 銀行 (id bank)</extracomment>
        <translation>获得2枚货币。如果本回合中你已经使用过“都市”或“大都市”，再获得1枚货币。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 coin. If this is the first Library you played this turn, each Action card you play later this turn gives +1 coin.</source>
        <extracomment>card text of 図書館 (id library)</extracomment>
        <translation>获得1枚货币。如果这是你本回合使用的第1张“图书馆”，本回合中此后你每使用1张行动卡，额外获得1枚货币。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 coin. Draw a card.</source>
        <extracomment>card text of のみの市 (id flea_market)</extracomment>
        <translation>获得1枚货币。抽1张卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw a card. At the start of your cleanup phase you may put an Action card other than a Supply Unit from your play area face up on top of your deck.</source>
        <extracomment>card text of 補給部隊 (id supply_unit)</extracomment>
        <translation>抽1张卡。在你的整理阶段开始时，你可以将处理区中“补给部队”以外的1张行动卡正面向上放到卡组上方。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+2 coins. Each opponent with 5 or more cards in hand discards a Territory card; one who has none reveals their hand.</source>
        <extracomment>card text of 歩兵大隊 (id infantry_battalion)</extracomment>
        <translation>获得2枚货币。手卡有5张以上的所有对战对手舍弃1张领地卡；没有领地卡的对手公开其手卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+2 coins. At the start of your cleanup phase, if you have a domain, this card is set into it.</source>
        <extracomment>card text of 皇室領 (id royal_demesne)</extracomment>
        <translation>获得2枚货币。在你的整理阶段开始时，如果你拥有直辖地，将这张卡设置到直辖地。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+2 coins. Each opponent discards the top 3 cards of their deck.</source>
        <extracomment>card text of 近衛騎士団 (id imperial_guard)</extracomment>
        <translation>获得2枚货币。所有对战对手舍弃其卡组上方的3张卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay 1 coin or exile an Action or Succession card from your hand. If you did, choose one: each opponent gains a Curse; or draw 2 cards.</source>
        <extracomment>card text of 呪詛の魔女 (id curse_witch)</extracomment>
        <translation>支付1枚货币，或从手卡放逐1张行动卡或继承权卡。如果你这样做，选择1项：所有对战对手获得1张“诅咒”；或抽2张卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw a card. If this is the first Royal Ball you played this turn, choose one: +1 coin; or Succession cards cost 1 less to buy this turn (not below 2).</source>
        <extracomment>card text of 舞踏会 (id royal_ball)</extracomment>
        <translation>抽1张卡。如果这是你本回合使用的第1张“舞会”，选择1项：获得1枚货币；或本回合中继承权卡的购入费用减少1（最低为2）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exile a non-Calamity card from your hand. If you did, gain a market card costing up to 2 more than it.</source>
        <extracomment>card text of 冒険者 (id adventurer)</extracomment>
        <translation>从手卡放逐1张灾难卡以外的卡。如果你这样做，从市场获得1张费用最多比它高2的卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw a card. Each opponent with 5 or more cards in hand discards an Action or Succession card; one who has none reveals their hand. This turn, cards sharing a type with a discarded card cost 1 less to buy (not below 2).</source>
        <extracomment>card text of 魅了術の魔女 (id charm_witch)</extracomment>
        <translation>抽1张卡。手卡有5张以上的所有对战对手舍弃1张行动卡或继承权卡；没有这样的卡的对手公开其手卡。本回合中，与被舍弃的卡有共同种类的卡购入费用减少1（最低为2）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw 2 cards.</source>
        <extracomment>card text of 錬金術師 (id alchemist)</extracomment>
        <translation>抽2张卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you set this card, each opponent discards the highest-cost Court Maid, Senator or Duke from their domain.</source>
        <extracomment>card text of 噂好きの公爵夫人 (id gossiping_duchess)</extracomment>
        <translation>设置这张卡时，所有对战对手舍弃其直辖地中“宫廷女仆”“议员”“公爵”里费用最高的1张。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+3 coins. Cannot be kept. At the start of your cleanup phase, if you have a domain, this card is set into it.</source>
        <extracomment>card text of 辺境伯 (id margrave)</extracomment>
        <translation>获得3枚货币。这张卡不能保留。在你的整理阶段开始时，如果你拥有直辖地，将这张卡设置到直辖地。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+3 coins. At the start of your cleanup phase, if you have a domain, this card is set into it.</source>
        <extracomment>card text of 帝都カリクマ (id imperial_capital)</extracomment>
        <translation>获得3枚货币。在你的整理阶段开始时，如果你拥有直辖地，将这张卡设置到直辖地。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you back her, gain up to 5 Court Maids.</source>
        <extracomment>card text of 第二皇女 ラオリリ (id laolily)</extracomment>
        <translation>拥立这位公主时，获得最多5张“宫廷女仆”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards you buy cost 1 less (not below 1).</source>
        <extracomment>card text of 南海の市姫 クラムクラム (id klamklam)</extracomment>
        <translation>你购入的卡购入费用减少1（最低为1）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Once in each of your main phases: discard a card from your hand to put an Action card from your discard pile into your hand.</source>
        <extracomment>card text of 大方博雅の姫 ベルガモット (id bergamotte)</extracomment>
        <translation>你的每个主要阶段限1次：舍弃1张手卡，将弃牌区中的1张行动卡加入手卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you back her, put up to 2 market cards costing up to 5 on top of your deck in any order.</source>
        <extracomment>card text of 姫将軍 フラマリア (id flammaria)</extracomment>
        <translation>拥立这位公主时，从市场选择最多2张费用5以下的卡，以任意顺序放到你的卡组上方。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you back them, count the cards you own: 22-24 gives 2 twin counters, 25 or more gives 3. Remove a twin counter: take an extra turn after this one (not from an extra turn).</source>
        <extracomment>card text of 双子の姫 レイン＆シオン (id rain_and_sion)</extracomment>
        <translation>拥立这两位公主时，计算你所拥有的卡的总数：22～24张获得2个双子指示物，25张以上获得3个。移除1个双子指示物：在本回合之后进行1个追加回合（追加回合中不能使用）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+40"/>
        <source>Main phase</source>
        <extracomment>glossary &apos;main_phase&apos;; Japanese: メインフェイズ; First phase of a turn: play cards from hand, recall kept cards, use activated abilities. | phase &apos;main&apos;</extracomment>
        <translation>主要阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Second phase</source>
        <extracomment>glossary &apos;second_phase&apos;; Japanese: セカンドフェイズ; Exactly one of: buy cards, back a princess, set succession cards. | phase &apos;second&apos;</extracomment>
        <translation>第二阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Cleanup phase</source>
        <extracomment>glossary &apos;cleanup_phase&apos;; Japanese: クリンナップフェイズ; Keep, discard, draw 5, refill the random market. | phase &apos;cleanup&apos;</extracomment>
        <translation>整理阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn</source>
        <extracomment>glossary &apos;turn&apos;; Japanese: ターン</extracomment>
        <translation>回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn player</source>
        <extracomment>glossary &apos;turn_player&apos;; Japanese: ターンプレイヤー; The player whose turn it is.</extracomment>
        <translation>回合玩家</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extra turn</source>
        <extracomment>glossary &apos;extra_turn&apos;; Japanese: 追加ターン</extracomment>
        <translation>追加回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponent</source>
        <extracomment>glossary &apos;opponent&apos;; Japanese: 対戦相手</extracomment>
        <translation>对战对手</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Domain</source>
        <extracomment>glossary &apos;domain&apos;; Japanese: 直轄地; Where a backed princess, her territories and set succession cards lie.</extracomment>
        <translation>直辖地</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Succession points</source>
        <extracomment>glossary &apos;succession_points&apos;; Japanese: 継承点</extracomment>
        <translation>继承点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coronation</source>
        <extracomment>glossary &apos;coronation&apos;; Japanese: 戴冠式</extracomment>
        <translation>戴冠式</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+79"/>
        <source>Declare a coronation</source>
        <extracomment>glossary &apos;declare_coronation&apos;; Japanese: 戴冠式を宣言する | button for the action &apos;declare&apos; | lesson step 11 (declare): its title</extracomment>
        <translation>宣言戴冠式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back</source>
        <extracomment>glossary &apos;back&apos;; Japanese: 擁立; To back a princess: pay 6 coins and take her card; it starts your domain.</extracomment>
        <translation>拥立</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back a princess</source>
        <extracomment>glossary &apos;back_princess&apos;; Japanese: プリンセスを擁立する | lesson step 6 (back): its title</extracomment>
        <translation>拥立公主</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="-65"/>
        <source>Princess</source>
        <extracomment>glossary &apos;princess&apos;; Japanese: プリンセス; Card main type and the backed heir. | card type &apos;princess&apos;</extracomment>
        <translation>公主</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link</source>
        <extracomment>glossary &apos;link&apos;; Japanese: リンク; Each link symbol of a played card allows one more play from hand.</extracomment>
        <translation>连接</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link symbol</source>
        <extracomment>glossary &apos;link_symbol&apos;; Japanese: リンクマーク</extracomment>
        <translation>连接符号</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Abroad</source>
        <extracomment>glossary &apos;abroad&apos;; Japanese: 国外; The shared zone of exiled cards.</extracomment>
        <translation>国外</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exile</source>
        <extracomment>glossary &apos;exile&apos;; Japanese: 追放; Move a card abroad.</extracomment>
        <translation>放逐</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play area</source>
        <extracomment>glossary &apos;play_area&apos;; Japanese: プレイエリア; Where cards played this turn lie.</extracomment>
        <translation>处理区</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gain</source>
        <extracomment>glossary &apos;gain&apos;; Japanese: 獲得; A gained card goes face up to your discard pile unless the text says otherwise.</extracomment>
        <translation>获得</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy</source>
        <extracomment>glossary &apos;buy&apos;; Japanese: 購入; Buying a card from the market is a way to gain it.</extracomment>
        <translation>购入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost</source>
        <extracomment>glossary &apos;cost&apos;; Japanese: コスト</extracomment>
        <translation>费用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy cost</source>
        <extracomment>glossary &apos;buy_cost&apos;; Japanese: 購入コスト</extracomment>
        <translation>购入费用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coin</source>
        <extracomment>glossary &apos;coin&apos;; Japanese: コイン; Rules count coins with 枚: 1枚货币.</extracomment>
        <translation>货币</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep</source>
        <extracomment>glossary &apos;keep&apos;; Japanese: キープ; Put an action card on a territory of your domain costing at least as much; it stays there into the next turns.</extracomment>
        <translation>保留</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recall</source>
        <extracomment>glossary &apos;recall&apos;; Japanese: リコール; Take a kept card back into your hand during your main phase.</extracomment>
        <translation>召回</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set</source>
        <extracomment>glossary &apos;set&apos;; Japanese: セット; Put a succession card into your domain.</extracomment>
        <translation>设置</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/options_form.py" line="-60"/>
        <location filename="../desktop/games/heart_of_crown/table.py" line="-134"/>
        <source>Market</source>
        <extracomment>glossary &apos;market&apos;; Japanese: マーケット; Basic market and random market together.</extracomment>
        <translation>市场</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/table.py" line="-1"/>
        <source>Basic market</source>
        <extracomment>glossary &apos;basic_market&apos;; Japanese: ベーシックマーケット</extracomment>
        <translation>基础市场</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random market</source>
        <extracomment>glossary &apos;random_market&apos;; Japanese: ランダムマーケット</extracomment>
        <translation>随机市场</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Supply</source>
        <extracomment>glossary &apos;supply&apos;; Japanese: サプライ; Face-down pile that refills the random market.</extracomment>
        <translation>补给卡组</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Curse pile</source>
        <extracomment>glossary &apos;curse_pile&apos;; Japanese: 呪いの山</extracomment>
        <translation>诅咒区</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Princess area</source>
        <extracomment>glossary &apos;princess_area&apos;; Japanese: プリンセス置き場</extracomment>
        <translation>公主卡区</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sudden death</source>
        <extracomment>glossary &apos;sudden_death&apos;; Japanese: 延長戦</extracomment>
        <translation>延长战</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judgement</source>
        <extracomment>glossary &apos;judgement&apos;; Japanese: 判定; Game end when the Court Maid, Senator and Duke piles are all empty.</extracomment>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coin counter</source>
        <extracomment>glossary &apos;coin_counter&apos;; Japanese: コインカウンター</extracomment>
        <translation>货币指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Succession counter</source>
        <extracomment>glossary &apos;succession_counter&apos;; Japanese: 継承権カウンター</extracomment>
        <translation>继承权指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twin counter</source>
        <extracomment>glossary &apos;twin_counter&apos;; Japanese: 双子カウンター</extracomment>
        <translation>双子指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/table.py" line="+4"/>
        <source>Deck</source>
        <extracomment>glossary &apos;deck&apos;; Japanese: 山札; A player&apos;s face-down draw pile.</extracomment>
        <translation>卡组</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand</source>
        <extracomment>glossary &apos;hand&apos;; Japanese: 手札</extracomment>
        <translation>手卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/table.py" line="+9"/>
        <source>Discard pile</source>
        <extracomment>glossary &apos;discard_pile&apos;; Japanese: 捨て札</extracomment>
        <translation>弃牌区</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard</source>
        <extracomment>glossary &apos;discard&apos;; Japanese: 捨てる</extracomment>
        <translation>舍弃</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw</source>
        <extracomment>glossary &apos;draw&apos;; Japanese: 引く</extracomment>
        <translation>抽卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shuffle</source>
        <extracomment>glossary &apos;shuffle&apos;; Japanese: シャッフル</extracomment>
        <translation>洗牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reveal</source>
        <extracomment>glossary &apos;reveal&apos;; Japanese: 公開</extracomment>
        <translation>公开</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Face up</source>
        <extracomment>glossary &apos;face_up&apos;; Japanese: 表向き</extracomment>
        <translation>正面向上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Field</source>
        <extracomment>glossary &apos;field&apos;; Japanese: フィールド; All cards a player owns: deck, hand, discard pile, domain, play area.</extracomment>
        <translation>场上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activated ability</source>
        <extracomment>glossary &apos;activated_ability&apos;; Japanese: 起動能力; Written &quot;(cost): (effect)&quot;.</extracomment>
        <translation>启动型能力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation cost</source>
        <extracomment>glossary &apos;activation_cost&apos;; Japanese: 起動コスト</extracomment>
        <translation>启动费用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card type</source>
        <extracomment>glossary &apos;card_type&apos;; Japanese: カードタイプ</extracomment>
        <translation>卡牌种类</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Main type</source>
        <extracomment>glossary &apos;main_type&apos;; Japanese: メインタイプ</extracomment>
        <translation>主要种类</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Subtype</source>
        <extracomment>glossary &apos;subtype&apos;; Japanese: サブタイプ</extracomment>
        <translation>次要种类</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="-5"/>
        <source>Territory</source>
        <extracomment>glossary &apos;territory&apos;; Japanese: 領地; Card type. | card type &apos;territory&apos;</extracomment>
        <translation>领地</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Action</source>
        <extracomment>glossary &apos;action&apos;; Japanese: 行動; Card type. | card type &apos;action&apos;</extracomment>
        <translation>行动</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Attack</source>
        <extracomment>glossary &apos;attack&apos;; Japanese: 攻撃; Card type. | card type &apos;attack&apos;</extracomment>
        <translation>攻击</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Succession</source>
        <extracomment>glossary &apos;succession&apos;; Japanese: 継承権; Card type. | card type &apos;succession&apos;</extracomment>
        <translation>继承权</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Calamity</source>
        <extracomment>glossary &apos;calamity&apos;; Japanese: 災い; Card type. | card type &apos;calamity&apos;</extracomment>
        <translation>灾难</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+2"/>
        <source>Military</source>
        <extracomment>glossary &apos;military&apos;; Japanese: 兵力; Subtype. | card type &apos;military&apos;</extracomment>
        <translation>兵力</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Magic</source>
        <extracomment>glossary &apos;magic&apos;; Japanese: 魔法; Subtype. | card type &apos;magic&apos;</extracomment>
        <translation>魔法</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Merchant</source>
        <extracomment>glossary &apos;merchant&apos;; Japanese: 商人; Subtype. | card type &apos;merchant&apos;</extracomment>
        <translation>商人</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Maid</source>
        <extracomment>glossary &apos;maid&apos;; Japanese: 侍女; Subtype. | card type &apos;maid&apos;</extracomment>
        <translation>女仆</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Plot</source>
        <extracomment>glossary &apos;plot&apos;; Japanese: 計略; Subtype. | card type &apos;plot&apos;</extracomment>
        <translation>计略</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Basic card</source>
        <extracomment>glossary &apos;basic_card&apos;; Japanese: 基本カード</extracomment>
        <translation>基础卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Common card</source>
        <extracomment>glossary &apos;common_card&apos;; Japanese: コモンカード</extracomment>
        <translation>公共卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rare card</source>
        <extracomment>glossary &apos;rare_card&apos;; Japanese: レアカード</extracomment>
        <translation>稀有卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Princess card</source>
        <extracomment>glossary &apos;princess_card&apos;; Japanese: プリンセスカード</extracomment>
        <translation>公主卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Succession card</source>
        <extracomment>glossary &apos;succession_card&apos;; Japanese: 継承権カード</extracomment>
        <translation>继承权卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting deck</source>
        <extracomment>glossary &apos;starting_deck&apos;; Japanese: 初期デッキ</extracomment>
        <translation>初始卡组</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/options_form.py" line="+10"/>
        <source>Attending Maid</source>
        <extracomment>glossary &apos;attending_maid&apos;; Japanese: お付きの侍女; The pile of five different Attending Maids, bought as one kind.</extracomment>
        <translation>贴身女仆</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/options_form.py" line="-13"/>
        <location line="+40"/>
        <source>Handicap</source>
        <extracomment>glossary &apos;handicap&apos;; Japanese: ハンディキャップ; Variant: Court Maids replace Apprentice Maids in a starting deck.</extracomment>
        <translation>不利条件</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>{card} is a succession card: it is never played. In the second phase, drop it on your domain to set it.</source>
        <extracomment>refusal &apos;succession_not_played&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>{card}是继承权卡，不能使用。请在第二阶段将它拖到直辖地上进行设置。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} is a calamity: it is never played.</source>
        <extracomment>refusal &apos;calamity_not_played&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>{card}是灾难卡，不能使用。</translation>
    </message>
    <message>
        <location line="+18"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+300"/>
        <source>You still have 1 coin. Click “End turn” again to end it.</source>
        <extracomment>warning &apos;coins_left:1&apos; before a move</extracomment>
        <translation>你还有1枚货币。再次点击“结束回合”即可结束。</translation>
    </message>
    <message>
        <location line="+126"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="-152"/>
        <source>Turn {number}: your turn</source>
        <extracomment>log line &apos;turn:you&apos;: the reader&apos;s own move, or a shared win; keep {number} as they are</extracomment>
        <translation>第{number}回合：你的回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You play {card}</source>
        <extracomment>log line &apos;play:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你使用了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You get {amount} coins</source>
        <extracomment>log line &apos;coins:you&apos;: the reader&apos;s own move, or a shared win; keep {amount} as they are</extracomment>
        <translation>你获得{amount}枚货币</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You get 1 coin</source>
        <extracomment>log line &apos;coins:1:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>你获得1枚货币</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You draw {cards}</source>
        <extracomment>log line &apos;draw:you&apos;: the reader&apos;s own move, or a shared win; keep {cards} as they are</extracomment>
        <translation>你抽到了{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You draw {count} cards</source>
        <extracomment>log line &apos;draw_count:you&apos;: the reader&apos;s own move, or a shared win; keep {count} as they are</extracomment>
        <translation>你抽了{count}张卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You draw a card</source>
        <extracomment>log line &apos;draw_count:1:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>你抽了1张卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You look at the top of your deck: {cards}</source>
        <extracomment>log line &apos;look:you&apos;: the reader&apos;s own move, or a shared win; keep {cards} as they are</extracomment>
        <translation>你查看了卡组上方的卡：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You shuffle your discard pile into a new deck</source>
        <extracomment>log line &apos;reshuffle:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>你将弃牌区洗牌作为新的卡组</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You buy {card}</source>
        <extracomment>log line &apos;buy:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你购入了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You gain {card}</source>
        <extracomment>log line &apos;gain:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你获得了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You gain {card} face up on top of your deck</source>
        <extracomment>log line &apos;gain:deck:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你获得了{card}，正面向上放到卡组上方</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You back {card}</source>
        <extracomment>log line &apos;back:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你拥立了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You set {card} into your domain</source>
        <extracomment>log line &apos;set:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你将{card}设置到直辖地</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You keep {card} on {land}</source>
        <extracomment>log line &apos;keep:you&apos;: the reader&apos;s own move, or a shared win; keep {card}, {land} as they are</extracomment>
        <translation>你将{card}保留在{land}上</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You recall {card}</source>
        <extracomment>log line &apos;recall:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你召回了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You discard {card}</source>
        <extracomment>log line &apos;discard:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你舍弃了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You discard {card} from the top of your deck</source>
        <extracomment>log line &apos;discard:deck:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你舍弃了卡组上方的{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You discard {card} from your domain</source>
        <extracomment>log line &apos;discard:domain:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你舍弃了直辖地中的{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You discard {card} from the play area</source>
        <extracomment>log line &apos;discard:play:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你舍弃了处理区中的{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You exile {card}</source>
        <extracomment>log line &apos;exile:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你放逐了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You put {card} into your hand</source>
        <extracomment>log line &apos;to_hand:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你将{card}加入手卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You put {card} from your discard pile into your hand</source>
        <extracomment>log line &apos;to_hand:discard:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你将弃牌区中的{card}加入手卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You put {card} from the market into your hand</source>
        <extracomment>log line &apos;to_hand:market:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你将市场中的{card}加入手卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You put {card} face up on top of your deck</source>
        <extracomment>log line &apos;put_on_deck:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你将{card}正面向上放到卡组上方</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You turn up {card} from the bottom of the supply</source>
        <extracomment>log line &apos;treasure:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你翻开了补给卡组最下方的{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You reveal your hand: {cards}</source>
        <extracomment>log line &apos;reveal_hand:you&apos;: the reader&apos;s own move, or a shared win; keep {cards} as they are</extracomment>
        <translation>你公开了手卡：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You gain a coin counter</source>
        <extracomment>log line &apos;coin_counter:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>你获得了1个货币指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You spend a coin counter</source>
        <extracomment>log line &apos;coin_counter_spent:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>你使用了1个货币指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You use the ability of {card}</source>
        <extracomment>log line &apos;activate:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你启动了{card}的能力</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You put a +1 succession counter on your princess</source>
        <extracomment>log line &apos;point_counter:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>你在公主上放置了1个+1继承权指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You own {owned} cards and gain {count} twin counters</source>
        <extracomment>log line &apos;twin_counters:you&apos;: the reader&apos;s own move, or a shared win; keep {owned}, {count} as they are</extracomment>
        <translation>你拥有{owned}张卡，获得了{count}个双子指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You take an extra turn</source>
        <extracomment>log line &apos;extra_turn:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>你进行追加回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You declare a coronation with {points} succession points</source>
        <extracomment>log line &apos;coronation_declared:you&apos;: the reader&apos;s own move, or a shared win; keep {points} as they are</extracomment>
        <translation>你以{points}点继承点宣言了戴冠式</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+2"/>
        <source>Your coronation is cancelled</source>
        <extracomment>log line &apos;coronation_cancelled:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>你的戴冠式被取消了</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Game over: you win</source>
        <extracomment>log line &apos;game_over:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>游戏结束：你获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Game over: {winners} win</source>
        <extracomment>log line &apos;game_over:shared&apos;: the reader&apos;s own move, or a shared win; keep {winners} as they are</extracomment>
        <translation>游戏结束：{winners}获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Coronation: you win</source>
        <extracomment>log line &apos;game_over:coronation:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>戴冠式：你获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Coronation: {winners} win</source>
        <extracomment>log line &apos;game_over:coronation:shared&apos;: the reader&apos;s own move, or a shared win; keep {winners} as they are</extracomment>
        <translation>戴冠式：{winners}获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You reach 30 succession points and win the sudden death</source>
        <extracomment>log line &apos;game_over:sudden_death:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>你达到30点继承点，赢得延长战</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+2"/>
        <source>{winners} reach 30 succession points and win the sudden death</source>
        <extracomment>log line &apos;game_over:sudden_death:shared&apos;: the reader&apos;s own move, or a shared win; keep {winners} as they are</extracomment>
        <translation>{winners}达到30点继承点，赢得延长战</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+2"/>
        <source>Judgement: the basic market ran out of Court Maids, Senators and Dukes; you win</source>
        <extracomment>log line &apos;game_over:judgement:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>判定：基础市场中的“宫廷女仆”“议员”“公爵”全部用完，你获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+2"/>
        <source>Judgement: the basic market ran out of Court Maids, Senators and Dukes; {winners} win</source>
        <extracomment>log line &apos;game_over:judgement:shared&apos;: the reader&apos;s own move, or a shared win; keep {winners} as they are</extracomment>
        <translation>判定：基础市场中的“宫廷女仆”“议员”“公爵”全部用完，{winners}获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+2"/>
        <source>Stalemate: for {rounds} rounds nobody bought or gained a card or backed a princess; you win on succession points</source>
        <extracomment>log line &apos;game_over:stalemate:you&apos;: the reader&apos;s own move, or a shared win; keep {rounds} as they are</extracomment>
        <translation>僵局：连续{rounds}巡无人购入或获得卡，也无人拥立公主；你以继承点获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+2"/>
        <source>Stalemate: for {rounds} rounds nobody bought or gained a card or backed a princess; {winners} win on succession points</source>
        <extracomment>log line &apos;game_over:stalemate:shared&apos;: the reader&apos;s own move, or a shared win; keep {rounds}, {winners} as they are</extracomment>
        <translation>僵局：连续{rounds}巡无人购入或获得卡，也无人拥立公主；{winners}以继承点获胜</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play a card</source>
        <extracomment>lesson step 1 (play_card): its title</extracomment>
        <translation>使用卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your hand is at the bottom. A Farming Village is a territory: played, it gives you 1 coin. Drag a Farming Village onto the play area (or double-click it).</source>
        <extracomment>lesson step 1 (play_card): what to do and why</extracomment>
        <translation>手卡在画面下方。农村是领地卡：使用后获得1枚货币。把一张农村拖到处理区（或双击它）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Farming Village first: drag it from your hand onto the play area.</source>
        <extracomment>lesson step 1 (play_card): said when another move is tried</extracomment>
        <translation>先使用一张农村：把它从手卡拖到处理区。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Links</source>
        <extracomment>lesson step 2 (links): its title</extracomment>
        <translation>连接</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card&apos;s link lets you play one more card after it. Farming Village has a link, so you may go on: play all your Farming Villages for coins. The Apprentice Maid can&apos;t be played; when nothing more can be played, the main phase ends by itself.</source>
        <extracomment>lesson step 2 (links): what to do and why</extracomment>
        <translation>卡上的连接让你在它之后再使用一张卡。农村有连接，所以可以继续：把所有农村都使用掉来获得货币。见习女仆不能使用；没有能使用的卡时，主要阶段会自动结束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play your other Farming Villages first: every coin counts in the second phase.</source>
        <extracomment>lesson step 2 (links): said when another move is tried</extracomment>
        <translation>先使用其余的农村：第二阶段每一枚货币都有用。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The second phase: buy</source>
        <extracomment>lesson step 3 (buy): its title</extracomment>
        <translation>第二阶段：购入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the second phase you do one of three things: buy cards, back a princess (6 coins) or set succession cards into your domain. With 4 coins, buy: drag the Purveyor (3 coins, +2 coins when played) from the market onto your discard pile.</source>
        <extracomment>lesson step 3 (buy): what to do and why</extracomment>
        <translation>第二阶段只能进行三种操作中的一种：购入卡、拥立公主（6枚货币）或把继承权卡设置到直辖地。你有4枚货币，就来购入吧：把御用商人（3枚货币，使用时+2货币）从市场拖到弃牌区。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy a card first: drag it from the market onto your discard pile.</source>
        <extracomment>lesson step 3 (buy): said when another move is tried</extracomment>
        <translation>先购入一张卡：把它从市场拖到弃牌区。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End your turn</source>
        <extracomment>lesson step 4 (end_turn): its title</extracomment>
        <translation>结束回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What you buy goes to your discard pile and, once your deck runs out, is shuffled into it: your deck grows stronger. Press End turn; then watch your opponent play.</source>
        <extracomment>lesson step 4 (end_turn): what to do and why</extracomment>
        <translation>购入的卡放入弃牌区，卡组用完时会洗牌成为新的卡组：你的卡组就这样变强。点“结束回合”，然后观看对战对手的行动。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press End turn to let your opponent play.</source>
        <extracomment>lesson step 4 (end_turn): said when another move is tried</extracomment>
        <translation>点“结束回合”，轮到对战对手。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coins for a princess</source>
        <extracomment>lesson step 5 (coins_for_princess): its title</extracomment>
        <translation>为拥立公主准备货币</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backing a princess costs 6 coins. Play both Cities, the Farming Village and the Purveyor: 7 coins together.</source>
        <extracomment>lesson step 5 (coins_for_princess): what to do and why</extracomment>
        <translation>拥立公主需要6枚货币。使用两张都市、农村和御用商人：合计7枚货币。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play your cards first: you need 6 coins to back a princess.</source>
        <extracomment>lesson step 5 (coins_for_princess): said when another move is tried</extracomment>
        <translation>先使用你的卡：拥立公主需要6枚货币。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back a princess instead of buying: drag one from &quot;Princesses to back&quot; onto your domain, the empty row under the market. The three costliest territories you played this turn become her lands.</source>
        <extracomment>lesson step 6 (back): what to do and why</extracomment>
        <translation>这次不购入，改为拥立公主：从“可拥立的公主”中把一位拖到你的直辖地，也就是市场下方的空行。本回合使用过的领地卡中费用最高的3张会移到直辖地。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back a princess this turn: drag one onto your domain. Buying would use up the second phase.</source>
        <extracomment>lesson step 6 (back): said when another move is tried</extracomment>
        <translation>这回合请拥立公主：把她拖到你的直辖地。购入会用掉第二阶段唯一的操作。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set a succession card</source>
        <extracomment>lesson step 7 (set): its title</extracomment>
        <translation>设置继承权卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Now that you have a domain, your second phase may set succession cards from your hand instead of buying. Play your cards or end the main phase, then drag the Senator (3 points) from your hand onto your domain.</source>
        <extracomment>lesson step 7 (set): what to do and why</extracomment>
        <translation>有了直辖地，第二阶段就可以不购入，改为把手卡中的继承权卡设置到直辖地。使用卡或结束主要阶段后，把议员（3点）从手卡拖到直辖地。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This turn, set the Senator or the Court Maid into your domain (the Apprentice Maid is worth −2 points).</source>
        <extracomment>lesson step 7 (set): said when another move is tried</extracomment>
        <translation>这回合请把议员或宫廷女仆设置到直辖地（见习女仆是−2点）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set as many as you like</source>
        <extracomment>lesson step 8 (set_more): its title</extracomment>
        <translation>可以设置任意张</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may set any number of succession cards in one second phase. Set the Court Maid (2 points) too if you like, then press End turn.</source>
        <extracomment>lesson step 8 (set_more): what to do and why</extracomment>
        <translation>一次第二阶段可以设置任意张继承权卡。愿意的话把宫廷女仆（2点）也设置上，然后点“结束回合”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the Court Maid, or press End turn.</source>
        <extracomment>lesson step 8 (set_more): said when another move is tried</extracomment>
        <translation>设置宫廷女仆，或点“结束回合”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twenty points</source>
        <extracomment>lesson step 9 (set_duke): its title</extracomment>
        <translation>20点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your domain holds 14 succession points. A coronation needs 20: set the Duke (6 points) from your hand into your domain.</source>
        <extracomment>lesson step 9 (set_duke): what to do and why</extracomment>
        <translation>你的直辖地有14点继承点。戴冠式需要20点：把手卡中的公爵（6点）设置到直辖地。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the Duke: with it your domain reaches 20 points.</source>
        <extracomment>lesson step 9 (set_duke): said when another move is tried</extracomment>
        <translation>设置公爵：这样你的直辖地就达到20点。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End the turn</source>
        <extracomment>lesson step 10 (end_for_coronation): its title</extracomment>
        <translation>结束回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>20 points. A coronation is declared at the end of your turn: press End turn.</source>
        <extracomment>lesson step 10 (end_for_coronation): what to do and why</extracomment>
        <translation>20点了。戴冠式在回合结束时宣言：点“结束回合”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press End turn: the coronation comes at its end.</source>
        <extracomment>lesson step 10 (end_for_coronation): said when another move is tried</extracomment>
        <translation>点“结束回合”：戴冠式在回合结束时进行。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare your coronation. Every other player then has one more turn; if you still hold 20 points when your turn comes round and nobody else declared, you win.</source>
        <extracomment>lesson step 11 (declare): what to do and why</extracomment>
        <translation>宣言戴冠式。之后其他玩家各进行一个回合；再轮到你时，如果你的继承点仍有20点以上，且没有其他玩家宣言，你就获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Declare a coronation.</source>
        <extracomment>lesson step 11 (declare): said when another move is tried</extracomment>
        <translation>点“宣言戴冠式”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A few turns later…</source>
        <extracomment>lesson: said where the lesson skips ahead</extracomment>
        <translation>几个回合之后…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Many turns later…</source>
        <extracomment>lesson: said where the lesson skips ahead</extracomment>
        <translation>又过了许多回合…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Well done!</source>
        <extracomment>lesson: title at its end</extracomment>
        <translation>做得好！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You know a whole turn of Heart of Crown: play cards along their links, then in the second phase buy, back a princess or set succession cards, and declare a coronation at 20 points. Now start a real game, or read the rules.</source>
        <extracomment>lesson: text at its end</extracomment>
        <translation>你已经熟悉皇冠之心的一整个回合：沿着连接使用卡，第二阶段购入、拥立公主或设置继承权卡，达到20点时宣言戴冠式。现在开始正式游戏，或者读一读规则吧。</translation>
    </message>
    <message>
        <location line="-346"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="-142"/>
        <source>End main phase</source>
        <oldsource>End phase</oldsource>
        <extracomment>button for the action &apos;end_main&apos;</extracomment>
        <translation>结束主要阶段</translation>
    </message>
    <message>
        <location line="-78"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="-51"/>
        <source>First game</source>
        <extracomment>name of the preset market &apos;first_game&apos;</extracomment>
        <translation>新手入门</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Court intrigue</source>
        <extracomment>name of the preset market &apos;court_intrigue&apos;</extracomment>
        <translation>宫廷阴谋</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Merchants&apos; guild</source>
        <extracomment>name of the preset market &apos;merchants_guild&apos;</extracomment>
        <translation>商人公会</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+7"/>
        <source>Main phase: play a card from your hand, recall a kept card, or end the phase</source>
        <extracomment>prompt for decision kind &apos;main&apos;</extracomment>
        <translation>主要阶段：从手卡使用卡、召回保留的卡，或结束此阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Second phase: buy cards, back a princess, or set succession cards into your domain</source>
        <extracomment>prompt for decision kind &apos;second&apos;</extracomment>
        <translation>第二阶段：购入卡、拥立公主，或将继承权卡设置到直辖地</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Cleanup phase: keep action cards on the territories of your domain</source>
        <extracomment>prompt for decision kind &apos;keep&apos;</extracomment>
        <translation>整理阶段：将行动卡保留到直辖地的领地卡上</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Your domain holds {points} succession points. Declare a coronation?</source>
        <extracomment>prompt for decision kind &apos;coronation&apos;; keep {points} as they are</extracomment>
        <translation>你的直辖地有{points}点继承点。要宣言戴冠式吗？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose an action card from your play area to put face up on top of your deck</source>
        <extracomment>prompt for decision kind &apos;supply_unit&apos;; keep {card} as they are</extracomment>
        <translation>{card}：从处理区选择1张行动卡，正面向上放到卡组上方</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose a card from your discard pile to put face up on top of your deck</source>
        <extracomment>prompt for decision kind &apos;hideout&apos;; keep {card} as they are</extracomment>
        <translation>{card}：从弃牌区选择1张卡，正面向上放到卡组上方</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Choose a card to exile</source>
        <extracomment>prompt for decision kind &apos;donation&apos;</extracomment>
        <translation>选择要放逐的卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose a territory card from your discard pile to put into your hand</source>
        <extracomment>prompt for decision kind &apos;castle_wall&apos;; keep {card} as they are</extracomment>
        <translation>{card}：从弃牌区选择1张领地卡加入手卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: discard the top card of your deck?</source>
        <extracomment>prompt for decision kind &apos;scout&apos;; keep {card} as they are</extracomment>
        <translation>{card}：舍弃卡组最上方的卡吗？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose cards to discard from your hand; you then draw that many</source>
        <extracomment>prompt for decision kind &apos;wishing_well&apos;; keep {card} as they are</extracomment>
        <translation>{card}：选择要舍弃的手卡，之后抽相同张数的卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: draw 2 cards, or +2 coins?</source>
        <extracomment>prompt for decision kind &apos;trade_ship&apos;; keep {card} as they are</extracomment>
        <translation>{card}：抽2张卡，还是获得2枚货币？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: pay 1 coin and choose a card to exile and upgrade</source>
        <extracomment>prompt for decision kind &apos;urban_development&apos;; keep {card} as they are</extracomment>
        <translation>{card}：支付1枚货币，选择要放逐并升级的卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose which card kept by {victim} is discarded</source>
        <extracomment>prompt for decision kind &apos;battering_ram&apos;; keep {card}, {victim} as they are</extracomment>
        <translation>{card}：选择{victim}保留的卡中要舍弃的1张</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose cards to discard from the top of your deck</source>
        <extracomment>prompt for decision kind &apos;stargazing_witch&apos;; keep {card} as they are</extracomment>
        <translation>{card}：选择要从卡组上方舍弃的卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Choose the card to put on top of your deck</source>
        <extracomment>prompt for decision kind &apos;order_top&apos;</extracomment>
        <translation>选择要放在卡组最上方的卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: exile a calamity card, or put an action or succession card from your discard pile into your hand</source>
        <extracomment>prompt for decision kind &apos;magic_amulet&apos;; keep {card} as they are</extracomment>
        <translation>{card}：放逐1张灾难卡，或将弃牌区中的1张行动卡或继承权卡加入手卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: exile a card from your hand, or gain a coin counter</source>
        <extracomment>prompt for decision kind &apos;general_store&apos;; keep {card} as they are</extracomment>
        <translation>{card}：从手卡放逐1张卡，或获得1个货币指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{attacker} plays {card}: discard a card costing 5 or more</source>
        <extracomment>prompt for decision kind &apos;hunted_beast&apos;; keep {attacker}, {card} as they are</extracomment>
        <translation>{attacker}使用了{card}：舍弃1张费用5以上的卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{attacker} plays {card}: discard a territory card</source>
        <extracomment>prompt for decision kind &apos;infantry_battalion&apos;; keep {attacker}, {card} as they are</extracomment>
        <translation>{attacker}使用了{card}：舍弃1张领地卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{attacker} plays {card}: discard an action or succession card</source>
        <extracomment>prompt for decision kind &apos;charm_witch&apos;; keep {attacker}, {card} as they are</extracomment>
        <translation>{attacker}使用了{card}：舍弃1张行动卡或继承权卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: pay 1 coin, or exile an action or succession card from your hand</source>
        <extracomment>prompt for decision kind &apos;curse_witch_cost&apos;; keep {card} as they are</extracomment>
        <translation>{card}：支付1枚货币，或从手卡放逐1张行动卡或继承权卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: each opponent gains a Curse, or you draw 2 cards?</source>
        <extracomment>prompt for decision kind &apos;curse_witch&apos;; keep {card} as they are</extracomment>
        <translation>{card}：让所有对战对手获得“诅咒”，还是你抽2张卡？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: +1 coin, or succession cards cost 1 less this turn?</source>
        <extracomment>prompt for decision kind &apos;royal_ball&apos;; keep {card} as they are</extracomment>
        <translation>{card}：获得1枚货币，还是本回合继承权卡的费用减少1？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose a card to exile</source>
        <extracomment>prompt for decision kind &apos;adventurer_exile&apos;; keep {card} as they are</extracomment>
        <translation>{card}：选择要放逐的卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: gain a card costing up to {limit}</source>
        <extracomment>prompt for decision kind &apos;adventurer_gain&apos;; keep {card}, {limit} as they are</extracomment>
        <translation>{card}：获得1张费用{limit}以下的卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Set {card} into your domain now?</source>
        <extracomment>prompt for decision kind &apos;set_bought_maid&apos;; keep {card} as they are</extracomment>
        <translation>现在将{card}设置到直辖地吗？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: discard a card from your hand</source>
        <extracomment>prompt for decision kind &apos;bergamotte_cost&apos;; keep {card} as they are</extracomment>
        <translation>{card}：舍弃1张手卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose an action card from your discard pile to put into your hand</source>
        <extracomment>prompt for decision kind &apos;bergamotte&apos;; keep {card} as they are</extracomment>
        <translation>{card}：从弃牌区选择1张行动卡加入手卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: how many Court Maids do you gain?</source>
        <extracomment>prompt for decision kind &apos;laolily&apos;; keep {card} as they are</extracomment>
        <translation>{card}：要获得几张“宫廷女仆”？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose up to 2 market cards costing up to 5 to put on top of your deck</source>
        <extracomment>prompt for decision kind &apos;flammaria&apos;; keep {card} as they are</extracomment>
        <translation>{card}：从市场选择最多2张费用5以下的卡放到卡组上方</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+3"/>
        <source>{card}: choose</source>
        <extracomment>prompt for any other decision; keep {card} as they are</extracomment>
        <translation>{card}：请选择</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+3"/>
        <source>Waiting for {player}…</source>
        <extracomment>another player decides; keep {player} as they are</extracomment>
        <translation>等待{player}…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{prompt} ({picked} chosen so far)</source>
        <extracomment>a prompt asking for several picks; keep {prompt}, {picked} as they are</extracomment>
        <translation>{prompt}（已选{picked}张）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{prompt}
You see: {cards}</source>
        <extracomment>a prompt showing the cards on top of the deck; keep {prompt}, {cards} as they are</extracomment>
        <translation>{prompt}
你看到的卡：{cards}</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+6"/>
        <source>End turn</source>
        <extracomment>button for the action &apos;end_second&apos;</extracomment>
        <translation>结束回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Skip</source>
        <extracomment>button for the action &apos;skip&apos;</extracomment>
        <translation>跳过</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Done</source>
        <extracomment>button for the action &apos;done&apos;</extracomment>
        <translation>完成</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+2"/>
        <source>Not yet</source>
        <extracomment>button for the action &apos;decline&apos;</extracomment>
        <translation>暂不宣言</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Spend a coin counter</source>
        <extracomment>button for the action &apos;coin_counter&apos;</extracomment>
        <translation>使用货币指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Pay 1 coin</source>
        <extracomment>button for the action &apos;pay&apos;</extracomment>
        <translation>支付1枚货币</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>No</source>
        <extracomment>button for the action &apos;no&apos;</extracomment>
        <translation>否</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Gain a coin counter</source>
        <extracomment>button for the action &apos;counter&apos;</extracomment>
        <translation>获得货币指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Discard it</source>
        <extracomment>button for the action &apos;discard&apos;</extracomment>
        <translation>舍弃</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Leave it on the deck</source>
        <extracomment>button for the action &apos;keep&apos;</extracomment>
        <translation>留在卡组上</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Draw 2 cards</source>
        <extracomment>button for the action &apos;option draw&apos;</extracomment>
        <translation>抽2张卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>+2 coins</source>
        <extracomment>button for the action &apos;option coins&apos;</extracomment>
        <translation>获得2枚货币</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>+1 coin</source>
        <extracomment>button for the action &apos;option coin&apos;</extracomment>
        <translation>获得1枚货币</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Each opponent gains a Curse</source>
        <extracomment>button for the action &apos;option curse&apos;</extracomment>
        <translation>所有对战对手获得“诅咒”</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Succession cards cost 1 less</source>
        <extracomment>button for the action &apos;option discount&apos;</extracomment>
        <translation>继承权卡费用-1</translation>
    </message>
    <message>
        <location line="+34"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+3"/>
        <source>Play {card}</source>
        <extracomment>button for &apos;play:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>使用{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Recall {card}</source>
        <extracomment>button for &apos;recall:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>召回{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Use {card}</source>
        <extracomment>button for &apos;activate:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>启动{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Buy {card}</source>
        <extracomment>button for &apos;buy:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>购入{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Back {card}</source>
        <extracomment>button for &apos;back:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>拥立{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Set {card}</source>
        <extracomment>button for &apos;set:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>设置{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Put {card} on your deck</source>
        <extracomment>button for &apos;put:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>将{card}放到卡组上方</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Put {card} on top</source>
        <extracomment>button for &apos;top:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>将{card}放在最上方</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Exile {card}</source>
        <extracomment>button for &apos;exile:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>放逐{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Take {card}</source>
        <extracomment>button for &apos;take:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>将{card}加入手卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Discard {card}</source>
        <extracomment>button for &apos;discard:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>舍弃{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Gain {card}</source>
        <extracomment>button for &apos;gain:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>获得{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Keep {card} on {land}</source>
        <extracomment>button for &apos;keep:&lt;card&gt;&apos; actions; keep {card}, {land} as they are</extracomment>
        <translation>将{card}保留在{land}上</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card} × {count}</source>
        <extracomment>button for &apos;count:&lt;card&gt;&apos; actions; keep {card}, {count} as they are</extracomment>
        <translation>{card}×{count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+3"/>
        <source>{label} (from the discard pile)</source>
        <extracomment>a button whose card comes from the discard pile; keep {label} as they are</extracomment>
        <translation>{label}（从弃牌区）</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+6"/>
        <source>Game resumed at turn {number}</source>
        <extracomment>log line for event &apos;resumed&apos;; keep {number} as they are</extracomment>
        <translation>从第{number}回合继续游戏</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Turn {number}: {player}</source>
        <extracomment>log line for event &apos;turn&apos;; keep {number}, {player} as they are</extracomment>
        <translation>第{number}回合：{player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} plays {card}</source>
        <extracomment>log line for event &apos;play&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}使用了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} gets {amount} coins</source>
        <extracomment>log line for event &apos;coins&apos;; keep {player}, {amount} as they are</extracomment>
        <translation>{player}获得{amount}枚货币</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} gets 1 coin</source>
        <extracomment>log line for event &apos;coins:1&apos;; keep {player} as they are</extracomment>
        <translation>{player}获得1枚货币</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} draws {cards}</source>
        <extracomment>log line for event &apos;draw&apos;; keep {player}, {cards} as they are</extracomment>
        <translation>{player}抽到了{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} draws {count} cards</source>
        <extracomment>log line for event &apos;draw_count&apos;; keep {player}, {count} as they are</extracomment>
        <translation>{player}抽了{count}张卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} looks at the top of their deck: {cards}</source>
        <extracomment>log line for event &apos;look&apos;; keep {player}, {cards} as they are</extracomment>
        <translation>{player}查看了卡组上方的卡：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} draws a card</source>
        <extracomment>log line for event &apos;draw_count:1&apos;; keep {player} as they are</extracomment>
        <translation>{player}抽了1张卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} shuffles their discard pile into a new deck</source>
        <extracomment>log line for event &apos;reshuffle&apos;; keep {player} as they are</extracomment>
        <translation>{player}将弃牌区洗牌作为新的卡组</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} buys {card}</source>
        <extracomment>log line for event &apos;buy&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}购入了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} gains {card}</source>
        <extracomment>log line for event &apos;gain&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}获得了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} gains {card} face up on top of their deck</source>
        <extracomment>log line for event &apos;gain:deck&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}获得了{card}，正面向上放到卡组上方</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} backs {card}</source>
        <extracomment>log line for event &apos;back&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}拥立了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} sets {card} into their domain</source>
        <extracomment>log line for event &apos;set&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}将{card}设置到直辖地</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} keeps {card} on {land}</source>
        <extracomment>log line for event &apos;keep&apos;; keep {player}, {card}, {land} as they are</extracomment>
        <translation>{player}将{card}保留在{land}上</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} recalls {card}</source>
        <extracomment>log line for event &apos;recall&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}召回了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} discards {card}</source>
        <extracomment>log line for event &apos;discard&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}舍弃了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} discards {card} from the top of their deck</source>
        <extracomment>log line for event &apos;discard:deck&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}舍弃了卡组上方的{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} discards {card} from their domain</source>
        <extracomment>log line for event &apos;discard:domain&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}舍弃了直辖地中的{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} discards {card} from the play area</source>
        <extracomment>log line for event &apos;discard:play&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}舍弃了处理区中的{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} exiles {card}</source>
        <extracomment>log line for event &apos;exile&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}放逐了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} puts {card} into their hand</source>
        <extracomment>log line for event &apos;to_hand&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}将{card}加入手卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} puts {card} from their discard pile into their hand</source>
        <extracomment>log line for event &apos;to_hand:discard&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}将弃牌区中的{card}加入手卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} puts {card} from the market into their hand</source>
        <extracomment>log line for event &apos;to_hand:market&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}将市场中的{card}加入手卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} puts {card} face up on top of their deck</source>
        <extracomment>log line for event &apos;put_on_deck&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}将{card}正面向上放到卡组上方</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} turns up {card} from the bottom of the supply</source>
        <extracomment>log line for event &apos;treasure&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}翻开了补给卡组最下方的{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>New in the market: {cards}</source>
        <extracomment>log line for event &apos;market_refill&apos;; keep {cards} as they are</extracomment>
        <translation>市场新增：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} reveals their hand: {cards}</source>
        <extracomment>log line for event &apos;reveal_hand&apos;; keep {player}, {cards} as they are</extracomment>
        <translation>{player}公开了手卡：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: {types} cards cost 1 less for {player} this turn</source>
        <extracomment>log line for event &apos;cost_reduction&apos;; keep {card}, {types}, {player} as they are</extracomment>
        <translation>{card}：本回合中{player}购入{types}卡的费用减少1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} gains a coin counter</source>
        <extracomment>log line for event &apos;coin_counter&apos;; keep {player} as they are</extracomment>
        <translation>{player}获得了1个货币指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} spends a coin counter</source>
        <extracomment>log line for event &apos;coin_counter_spent&apos;; keep {player} as they are</extracomment>
        <translation>{player}使用了1个货币指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} uses the ability of {card}</source>
        <extracomment>log line for event &apos;activate&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}启动了{card}的能力</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} puts a +1 succession counter on their princess</source>
        <extracomment>log line for event &apos;point_counter&apos;; keep {player} as they are</extracomment>
        <translation>{player}在公主上放置了1个+1继承权指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} owns {owned} cards and gains {count} twin counters</source>
        <extracomment>log line for event &apos;twin_counters&apos;; keep {player}, {owned}, {count} as they are</extracomment>
        <translation>{player}拥有{owned}张卡，获得了{count}个双子指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} will take an extra turn</source>
        <extracomment>log line for event &apos;extra_turn_earned&apos;; keep {player} as they are</extracomment>
        <translation>{player}将在本回合之后进行追加回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} takes an extra turn</source>
        <extracomment>log line for event &apos;extra_turn&apos;; keep {player} as they are</extracomment>
        <translation>{player}进行追加回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} declares a coronation with {points} succession points</source>
        <extracomment>log line for event &apos;coronation_declared&apos;; keep {player}, {points} as they are</extracomment>
        <translation>{player}以{points}点继承点宣言了戴冠式</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>The coronation of {player} is cancelled</source>
        <extracomment>log line for event &apos;coronation_cancelled&apos;; keep {player} as they are</extracomment>
        <translation>{player}的戴冠式被取消了</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Sudden death between {players}</source>
        <extracomment>log line for event &apos;sudden_death&apos;; keep {players} as they are</extracomment>
        <translation>{players}之间进入延长战</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Game over: {winners} wins</source>
        <extracomment>log line for event &apos;game_over&apos;; keep {winners} as they are</extracomment>
        <translation>游戏结束：{winners}获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Coronation: {winners} wins</source>
        <extracomment>log line for event &apos;game_over:coronation&apos;; keep {winners} as they are</extracomment>
        <translation>戴冠式：{winners}获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{winners} reaches 30 succession points and wins the sudden death</source>
        <extracomment>log line for event &apos;game_over:sudden_death&apos;; keep {winners} as they are</extracomment>
        <translation>{winners}达到30点继承点，赢得延长战</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Judgement: the basic market ran out of Court Maids, Senators and Dukes; {winners} wins</source>
        <extracomment>log line for event &apos;game_over:judgement&apos;; keep {winners} as they are</extracomment>
        <translation>判定：基础市场中的“宫廷女仆”“议员”“公爵”全部用完，{winners}获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Stalemate: for {rounds} rounds nobody bought or gained a card or backed a princess; {winners} wins on succession points</source>
        <extracomment>log line for event &apos;game_over:stalemate&apos;; keep {rounds}, {winners} as they are</extracomment>
        <translation>僵局：连续{rounds}巡无人购入或获得卡，也无人拥立公主；{winners}以继承点获胜</translation>
    </message>
    <message>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="-179"/>
        <source>The market lists cards this game does not have: {cards}.</source>
        <translation>市场中有本游戏没有的卡：{cards}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The market lists a card twice: {cards}.</source>
        <translation>市场中同一张卡出现了两次：{cards}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The market needs exactly {needed} common cards; {got} are chosen.</source>
        <translation>市场需要恰好{needed}种公共卡（已选{got}种）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown game settings: {names}.</source>
        <translation>未知的游戏设置：{names}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heart of Crown is for 2 to 4 players.</source>
        <translation>皇冠之心适合2至4名玩家。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown market choice: {market}.</source>
        <translation>未知的市场选择：{market}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The market must be random, a preset or a list of 10 common cards.</source>
        <translation>市场必须是随机、推荐组合或10种公共卡的列表。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The handicap must give each seat a number of Court Maids.</source>
        <translation>不利条件必须为每个座位指定宫廷女仆的张数。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The handicap names a seat that is not in this game: {seat}.</source>
        <translation>不利条件指定了本游戏中不存在的座位：{seat}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The handicap for seat {seat} must be 0 to 3 Court Maids.</source>
        <translation>座位{seat}的不利条件必须是0至3张宫廷女仆。</translation>
    </message>
    <message>
        <location filename="data_strings.py" line="-148"/>
        <source>The main phase is over: no more cards are played. To buy a card, drop it from the market on your discard pile.</source>
        <oldsource>The main phase is over: you can&apos;t play {card} now.</oldsource>
        <extracomment>refusal &apos;main_phase_over&apos; of a card gesture (engine)</extracomment>
        <translation>主要阶段已结束：不能再使用卡。要购入卡，请把它从市场拖到你的弃牌区。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can&apos;t play {card} now.</source>
        <extracomment>refusal &apos;cannot_play&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>现在不能使用{card}。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End the main phase first to buy {card}.</source>
        <extracomment>refusal &apos;end_main_first&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>要购入{card}，请先结束主要阶段。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You can&apos;t buy {card} now.</source>
        <extracomment>refusal &apos;cannot_buy&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>现在无法购入{card}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} can&apos;t go into your domain now.</source>
        <extracomment>refusal &apos;not_into_domain&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>现在不能将{card}放入直辖地。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can&apos;t recall {card} now.</source>
        <extracomment>refusal &apos;cannot_recall&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>现在不能召回{card}。</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>{card} costs {cost}; you have {coins} coins.</source>
        <extracomment>refusal &apos;too_dear&apos; of a card gesture (engine); keep {card}, {cost}, {coins} as they are</extracomment>
        <translation>{card}的费用是{cost}，你有{coins}枚货币。</translation>
    </message>
    <message>
        <location line="-126"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+9"/>
        <source>Game over</source>
        <extracomment>phase &apos;over&apos;</extracomment>
        <translation>游戏结束</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>It is not your turn.</source>
        <extracomment>refusal &apos;not_your_turn&apos; of a card gesture (engine)</extracomment>
        <translation>现在不是你的回合。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>That does nothing.</source>
        <extracomment>refusal &apos;nothing&apos; of a card gesture (engine)</extracomment>
        <translation>放在这里没有效果。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+313"/>
        <source>You can still play cards. Click “End main phase” again to end it.</source>
        <extracomment>warning &apos;cards_still_playable&apos; before a move</extracomment>
        <translation>你还可以使用卡。再次点击“结束主要阶段”即可结束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+2"/>
        <source>You still have {coins} coins. Click “End turn” again to end it.</source>
        <extracomment>warning &apos;coins_left&apos; before a move; keep {coins} as they are</extracomment>
        <translation>你还有{coins}枚货币。再次点击“结束回合”即可结束。</translation>
    </message>
    <message>
        <location filename="../desktop/games/heart_of_crown/piles.py" line="+15"/>
        <source>Discard pile — {name}</source>
        <translation>弃牌区 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards: {n} · the top card first</source>
        <translation>{n}张 · 从最上面的卡开始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck — {name}</source>
        <translation>卡组 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards: {n} · you know what is in your deck, not its order: sorted by cost</source>
        <translation>{n}张 · 你知道卡组里有什么，但不知道顺序：按费用排列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards you look at</source>
        <translation>正在查看的卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pile: {n}</source>
        <translation>弃牌区：{n}</translation>
    </message>
    <message>
        <location filename="../desktop/games/heart_of_crown/princess_lines.py" line="+13"/>
        <source>Gain up to 5 Court Maids</source>
        <translation>获得至多5张宫廷女仆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buys cost 1 less</source>
        <translation>购入费用-1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap a card for an Action</source>
        <translation>以1张手卡换回行动卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 market cards onto your deck</source>
        <translation>将市场的2张卡置于卡组顶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra turns</source>
        <translation>追加回合</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Lulunasaika</source>
        <translation>露露娜赛嘉</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laolily</source>
        <translation>莱欧莉莉</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Klamklam</source>
        <translation>克兰克兰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bergamotte</source>
        <translation>贝尔嘉摩特</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flammaria</source>
        <translation>芙拉玛莉娅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rain &amp; Sion</source>
        <translation>蕾因&amp;茜恩</translation>
    </message>
</context>
<context>
    <name>kotatsu</name>
    <message>
        <location filename="data_strings.py" line="-2704"/>
        <location filename="../desktop/base/i18n.py" line="+77"/>
        <source>Kotatsu</source>
        <translation>Kotatsu</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/base/i18n.py" line="+1"/>
        <source>Language</source>
        <extracomment>app string &apos;language&apos;</extracomment>
        <translation>语言</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/base/i18n.py" line="+1"/>
        <source>Player {number}</source>
        <extracomment>app string &apos;player&apos;; keep {number} as they are</extracomment>
        <translation>玩家{number}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/base/i18n.py" line="+1"/>
        <source>You</source>
        <extracomment>app string &apos;you&apos;</extracomment>
        <translation>你</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/base/i18n.py" line="+1"/>
        <source>Human</source>
        <extracomment>app string &apos;human&apos;</extracomment>
        <translation>真人玩家</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/base/i18n.py" line="+1"/>
        <source>AI {number}</source>
        <extracomment>app string &apos;ai_seat&apos;; keep {number} as they are</extracomment>
        <translation>电脑{number}</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../desktop/base/i18n.py" line="+13"/>
        <source>AI: Easy</source>
        <extracomment>AI opponent &apos;easy&apos; in the new-game dialog</extracomment>
        <translation>电脑：简单</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/base/i18n.py" line="+1"/>
        <source>AI: Steady</source>
        <extracomment>AI opponent &apos;baseline&apos; in the new-game dialog</extracomment>
        <translation>电脑：稳健</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/base/i18n.py" line="+1"/>
        <source>AI: Normal</source>
        <oldsource>AI: simple</oldsource>
        <extracomment>AI opponent &apos;normal&apos; in the new-game dialog</extracomment>
        <translation>电脑：普通</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/base/i18n.py" line="+1"/>
        <source>AI: Hard</source>
        <oldsource>AI: easy</oldsource>
        <extracomment>AI opponent &apos;hard&apos; in the new-game dialog</extracomment>
        <translation>电脑：困难</translation>
    </message>
    <message>
        <location line="-10"/>
        <location filename="../desktop/base/i18n.py" line="-14"/>
        <source>, </source>
        <extracomment>app string &apos;list_separator&apos;; separator between list items, e.g. 、 in Japanese and Chinese
----------
Joins the items of a list in a sentence (&quot;City, Duke, Curse&quot;).</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/base/i18n.py" line="+2"/>
        <source>nothing</source>
        <extracomment>app string &apos;nothing&apos;; shown instead of an empty list of cards
----------
Shown for an empty list of cards.</extracomment>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../desktop/base/i18n.py" line="+23"/>
        <source>The file is damaged or cut short: it is not a Kotatsu save.</source>
        <translation>文件已损坏或不完整，不是 Kotatsu 存档。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This file is not a Kotatsu save.</source>
        <translation>此文件不是 Kotatsu 存档。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save was made by a newer Kotatsu (format {version}); this version reads up to format {supported}.</source>
        <translation>此存档由更新版本的 Kotatsu 创建（格式 {version}），本版本最多只能读取格式 {supported}。</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Follows a simple plan, and slips now and then</source>
        <translation>按简单的策略行动，偶尔会失误</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follows a simple plan without a slip</source>
        <translation>按简单的策略行动，从不失误</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thinks a few moves ahead (about half a second a move)</source>
        <translation>会往后想几步（每步约半秒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thinks further ahead (up to two seconds a move)</source>
        <translation>想得更远（每步最多两秒）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The file cannot be read.</source>
        <translation>无法读取文件。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is for a game this Kotatsu does not know ({game}).</source>
        <translation>此存档属于本版本 Kotatsu 不支持的游戏（{game}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is of {game}, which this Kotatsu cannot show at the table yet.</source>
        <translation>这个存档属于《{game}》，此版本的 Kotatsu 还无法在牌桌上显示它。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save needs rules version {needed}; this Kotatsu has version {have}.</source>
        <translation>此存档需要规则版本 {needed}，本版本 Kotatsu 的规则版本为 {have}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game settings in this save are invalid.</source>
        <translation>此存档中的游戏设置无效。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: move {number} breaks the rules.</source>
        <translation>此存档已损坏：第{number}步违反规则。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a file that can hold a Kotatsu save.</source>
        <translation>这不是普通文件，无法作为 Kotatsu 存档打开。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This file is larger than any Kotatsu save can be ({limit} MB).</source>
        <translation>文件过大，不可能是 Kotatsu 存档（上限 {limit} MB）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: its players are not valid.</source>
        <translation>此存档已损坏：玩家信息无效。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kotatsu could not open this save because of an error of its own; the file is left as it was.</source>
        <translation>由于 Kotatsu 自身的错误，无法打开此存档；文件保持原样。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This save is damaged: the number that says how it is written is missing or wrong.</source>
        <translation>此存档已损坏：表示其写法的编号缺失或有误。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: it does not say which game it is.</source>
        <translation>此存档已损坏：没有写明是哪个游戏。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: it does not say which version of the rules it was played with.</source>
        <translation>此存档已损坏：没有写明用哪个版本的规则进行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: the game&apos;s settings are missing or unreadable.</source>
        <translation>此存档已损坏：游戏设置缺失或无法读取。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: the number that decides the shuffles is missing or wrong.</source>
        <translation>此存档已损坏：决定洗牌的编号缺失或有误。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: its list of moves is missing or unreadable.</source>
        <translation>此存档已损坏：步骤列表缺失或无法读取。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: move {number} cannot be read.</source>
        <translation>此存档已损坏：第{number}步无法读取。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: the players saved with it cannot be read.</source>
        <translation>此存档已损坏：保存的玩家信息无法读取。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: it holds no game.</source>
        <translation>此存档已损坏：其中没有游戏。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: it holds something no Kotatsu save has (“{where}”).</source>
        <translation>此存档已损坏：含有 Kotatsu 存档中不会有的内容（“{where}”）。</translation>
    </message>
    <message>
        <location filename="../desktop/shell/platform_check.py" line="+34"/>
        <source>Kotatsu cannot open its window because {library} is missing; install Qt&apos;s X11 libraries with: {command}</source>
        <translation>缺少 {library}，Kotatsu 无法打开窗口。请用以下命令安装 Qt 的 X11 库：{command}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kotatsu cannot open its window because there is no display (neither DISPLAY nor WAYLAND_DISPLAY is set); start it in a desktop session</source>
        <translation>找不到显示器（DISPLAY 和 WAYLAND_DISPLAY 均未设置），Kotatsu 无法打开窗口。请在桌面会话中启动</translation>
    </message>
    <message>
        <location filename="../desktop/base/log_grammar.py" line="+18"/>
        <source>you</source>
        <extracomment>The viewer inside a sentence (&quot;… cost 1 less for you&quot;, &quot;gave Kagari to you&quot;).</extracomment>
        <translation>你</translation>
    </message>
</context>
<context>
    <name>tanto_cuore</name>
    <message>
        <location filename="data_strings.py" line="+2982"/>
        <source>1 Love</source>
        <extracomment>card name (id love_1, love) | glossary &apos;tc_card_love_1&apos;; Japanese: はあと1; card name (love)</extracomment>
        <translation>爱心1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2 Love</source>
        <extracomment>card name (id love_2, love) | glossary &apos;tc_card_love_2&apos;; Japanese: はあと2; card name (love)</extracomment>
        <translation>爱心2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3 Love</source>
        <extracomment>card name (id love_3, love) | glossary &apos;tc_card_love_3&apos;; Japanese: はあと3; card name (love)</extracomment>
        <translation>爱心3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Marianne Soleil</source>
        <extracomment>card name (id marianne, chief) | glossary &apos;tc_card_marianne&apos;; Japanese: マリアンヌ・ソレイユ; card name (chief)</extracomment>
        <translation>玛丽安娜·索蕾尤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colette Framboise</source>
        <extracomment>card name (id colette, chief) | glossary &apos;tc_card_colette&apos;; Japanese: コレット・フランボワーズ; card name (chief)</extracomment>
        <translation>科蕾特·芙兰波瓦兹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Anise Greenaway</source>
        <extracomment>card name (id anise, general) | glossary &apos;tc_card_anise&apos;; Japanese: アニス・グリーナウェイ; card name (general)</extracomment>
        <translation>阿妮丝·格林纳威</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ophelia Grail</source>
        <extracomment>card name (id ophelia, general) | glossary &apos;tc_card_ophelia&apos;; Japanese: オフィーリア・グレイル; card name (general)</extracomment>
        <translation>奥菲莉亚·格蕾尔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sainsbury Lockwood</source>
        <extracomment>card name (id sainsbury, general) | glossary &apos;tc_card_sainsbury&apos;; Japanese: セインズベリー・ロックウッド; card name (general)</extracomment>
        <translation>塞恩斯伯利·洛克伍德</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tenalys Trent</source>
        <extracomment>card name (id tenalys, general) | glossary &apos;tc_card_tenalys&apos;; Japanese: テナリス・トレント; card name (general)</extracomment>
        <translation>特娜莉丝·特伦特</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Natsumi Fujikawa</source>
        <extracomment>card name (id natsumi, general) | glossary &apos;tc_card_natsumi&apos;; Japanese: 藤川ナツミ; card name (general)</extracomment>
        <translation>藤川夏美</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nena Wilder</source>
        <extracomment>card name (id nena, general) | glossary &apos;tc_card_nena&apos;; Japanese: ネーナ・ワイルダー; card name (general)</extracomment>
        <translation>妮娜·怀尔德</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Esquine Foret</source>
        <extracomment>card name (id esquine, general) | glossary &apos;tc_card_esquine&apos;; Japanese: エスキーヌ・フォレ; card name (general)</extracomment>
        <translation>艾丝琪娜·芙蕾</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Genevieve Daubigny</source>
        <extracomment>card name (id genevieve, general) | glossary &apos;tc_card_genevieve&apos;; Japanese: ジュヌヴィエーヴ・ドービニー; card name (general)</extracomment>
        <translation>吉纳维芙·多比尼</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moine de Lefevre</source>
        <extracomment>card name (id moine, general) | glossary &apos;tc_card_moine&apos;; Japanese: モワーヌ・ド・ルフェーヴル; card name (general)</extracomment>
        <translation>莫瓦娜·德·勒费弗尔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eliza Rosewater</source>
        <extracomment>card name (id eliza, general) | glossary &apos;tc_card_eliza&apos;; Japanese: エリザ・ローズウォーター; card name (general)</extracomment>
        <translation>伊莉莎·罗斯沃特</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kagari Ichinomiya</source>
        <extracomment>card name (id kagari, general) | glossary &apos;tc_card_kagari&apos;; Japanese: 一ノ宮カガリ; card name (general)</extracomment>
        <translation>一之宫篝</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Claire Saint-Juste</source>
        <extracomment>card name (id claire, general) | glossary &apos;tc_card_claire&apos;; Japanese: クレール・サン＝ジュスト; card name (general)</extracomment>
        <translation>克莱尔·圣茹斯特</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Safran Virginie</source>
        <extracomment>card name (id safran, general) | glossary &apos;tc_card_safran&apos;; Japanese: サフラン・ヴィルジニー; card name (general)</extracomment>
        <translation>萨芙兰·维尔吉妮</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Azure Crescent</source>
        <extracomment>card name (id azure, general) | glossary &apos;tc_card_azure&apos;; Japanese: アジュール・クレセント; card name (general)</extracomment>
        <translation>阿祖尔·克雷森特</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Viola Crescent</source>
        <extracomment>card name (id viola, general) | glossary &apos;tc_card_viola&apos;; Japanese: ヴィオラ・クレセント; card name (general)</extracomment>
        <translation>维奥拉·克雷森特</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rouge Crescent</source>
        <extracomment>card name (id rouge, general) | glossary &apos;tc_card_rouge&apos;; Japanese: ルージュ・クレセント; card name (general)</extracomment>
        <translation>露姬·克雷森特</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Amber Twilight</source>
        <extracomment>card name (id amber, private) | glossary &apos;tc_card_amber&apos;; Japanese: アンバー・トワイライト; card name (private)</extracomment>
        <translation>安珀·托瓦莱特</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nord Twilight</source>
        <extracomment>card name (id nord, private) | glossary &apos;tc_card_nord&apos;; Japanese: ノール・トワイライト; card name (private)</extracomment>
        <translation>诺尔·托瓦莱特</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sora Nakachi</source>
        <extracomment>card name (id sora, private) | glossary &apos;tc_card_sora&apos;; Japanese: 仲地ソラ; card name (private)</extracomment>
        <translation>仲地空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fay Longfang</source>
        <extracomment>card name (id fay, private) | glossary &apos;tc_card_fay&apos;; Japanese: フェイ・ロンファン; card name (private)</extracomment>
        <translation>菲·龙芳</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lalande Dreyfus</source>
        <extracomment>card name (id lalande, private) | glossary &apos;tc_card_lalande&apos;; Japanese: ラランド・ドレフュス; card name (private)</extracomment>
        <translation>拉兰德·德雷福斯</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milly Violet</source>
        <extracomment>card name (id milly, private) | glossary &apos;tc_card_milly&apos;; Japanese: ミリー・ヴァイオレット; card name (private)</extracomment>
        <translation>米莉·维奥莱特</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eugenie Fontaine</source>
        <extracomment>card name (id eugenie, private) | glossary &apos;tc_card_eugenie&apos;; Japanese: ウジェニー・フォンテーヌ; card name (private)</extracomment>
        <translation>欧仁妮·方丹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lucienne de Marlboro</source>
        <extracomment>card name (id lucienne, private) | glossary &apos;tc_card_lucienne&apos;; Japanese: リュシエンヌ・ド・マールボロ; card name (private)</extracomment>
        <translation>吕西安娜·德·马尔伯勒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rosa Topaz</source>
        <extracomment>card name (id rosa, private) | glossary &apos;tc_card_rosa&apos;; Japanese: ローザ・トパーズ; card name (private)</extracomment>
        <translation>罗莎·托帕兹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tanya Petrushka</source>
        <extracomment>card name (id tanya, private) | glossary &apos;tc_card_tanya&apos;; Japanese: ターニャ・ペトルーシュカ; card name (private)</extracomment>
        <translation>塔妮娅·彼得鲁什卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Illness</source>
        <extracomment>card name (id illness, event) | glossary &apos;tc_illness&apos;; Japanese: 病気; An event card put on a maid: she scores nothing and loses her ability.</extracomment>
        <translation>病气</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bad Habit</source>
        <extracomment>card name (id bad_habit, event) | glossary &apos;tc_bad_habit&apos;; Japanese: 悪癖; An event card: −1 VP in the Private Quarters it is put into.</extracomment>
        <translation>恶癖</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shows 1 Love.</source>
        <extracomment>card text of 1 Love (id love_1)</extracomment>
        <translation>提供1点爱心。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shows 2 Love.</source>
        <extracomment>card text of 2 Love (id love_2)</extracomment>
        <translation>提供2点爱心。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shows 3 Love. In your starting phase you may discard it to return an Illness from a maid in your Private Quarters to the town.</source>
        <extracomment>card text of 3 Love (id love_3)</extracomment>
        <translation>提供3点爱心。开始阶段时可以弃掉这张牌，把自己家中一位女仆身上的病气放回供应区。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Maid Chief. No ability.</source>
        <extracomment>card text of Marianne Soleil (id marianne)</extracomment>
        <translation>女仆长。没有能力。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chambermaid Chief. Chambermaid: Serving -2. At the end, the player with more Colettes than every other player gains 5 VP.</source>
        <extracomment>card text of Colette Framboise (id colette)</extracomment>
        <translation>贴身女仆长。贴身奉仕：奉仕−2。游戏结束时，科蕾特比其他所有玩家都多的玩家获得5VP。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw +3, Employment +1.</source>
        <extracomment>card text of Anise Greenaway (id anise)</extracomment>
        <translation>抽牌+3，雇用+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw +1, Love +1, Serving +1, Employment +1. With more than one Ophelia, each is worth 2 VP if you have an odd number of them, -2 VP if an even number.</source>
        <extracomment>card text of Ophelia Grail (id ophelia)</extracomment>
        <translation>抽牌+1，爱心+1，奉仕+1，雇用+1。拥有两张以上奥菲莉亚时，张数为奇数则每张2VP，为偶数则每张−2VP。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may exchange a 1 Love from your hand for a 2 Love or a maid costing 4 or less from the town; it goes to your hand.</source>
        <extracomment>card text of Sainsbury Lockwood (id sainsbury)</extracomment>
        <translation>可以用手牌中的一张爱心1，交换供应区的一张爱心2或价值4以下的女仆，换来的牌加入手牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Love +3, Employment +1. Every other player draws a card.</source>
        <extracomment>card text of Tenalys Trent (id tenalys)</extracomment>
        <translation>爱心+3，雇用+1。其他所有玩家各抽一张牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw +1, Serving +2. You may discard a card; if you do, every other player with 4 or more cards in hand discards one of them.</source>
        <extracomment>card text of Natsumi Fujikawa (id natsumi)</extracomment>
        <translation>抽牌+1，奉仕+2。可以弃一张牌；若弃了，手牌在4张以上的其他玩家各自选一张弃掉。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Love +1. The players to your left and right, if they have a maid in their Private Quarters, each put a Bad Habit from the town into them.</source>
        <extracomment>card text of Nena Wilder (id nena)</extracomment>
        <translation>爱心+1。左右两边的玩家若家中有女仆，各自把供应区的一张恶癖放进自己家中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw +2. You may discard up to 2 cards: Serving +1 for each.</source>
        <extracomment>card text of Esquine Foret (id esquine)</extracomment>
        <translation>抽牌+2。可以弃至多两张牌：每弃一张奉仕+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw +1, Love +1, Serving +1.</source>
        <extracomment>card text of Genevieve Daubigny (id genevieve)</extracomment>
        <translation>抽牌+1，爱心+1，奉仕+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw +2, Employment +2.</source>
        <extracomment>card text of Moine de Lefevre (id moine)</extracomment>
        <translation>抽牌+2，雇用+2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Love +2. You may look at the top card of any player&apos;s deck and may discard it.</source>
        <extracomment>card text of Eliza Rosewater (id eliza)</extracomment>
        <translation>爱心+2。可以查看任意一位玩家牌库顶的牌，并可以把它弃掉。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serving +2.</source>
        <extracomment>card text of Kagari Ichinomiya (id kagari)</extracomment>
        <translation>奉仕+2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serving +1. You may return an Event in your Private Quarters to the town. When an Event would go into your Private Quarters, you may reveal Claire from your hand to return it to the town.</source>
        <extracomment>card text of Claire Saint-Juste (id claire)</extracomment>
        <translation>奉仕+1。可以把自己家中的一张事件卡放回供应区。当事件卡将要放进你家中时，可以展示手牌中的克莱尔，把它放回供应区。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Love +2. Chambermaid: Serving -1. Chambered Safrans score 4 VP for 2, 8 VP for 3, 12 VP for 4.</source>
        <extracomment>card text of Safran Virginie (id safran)</extracomment>
        <translation>爱心+2。贴身奉仕：奉仕−1。贴身的萨芙兰2张得4VP，3张得8VP，4张得12VP。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Employment +1. Chambermaid: Serving -1. Chambered Crescent sisters: 3 VP for each set of 2 different sisters, 7 VP for each set of all 3.</source>
        <extracomment>card text of Azure Crescent (id azure)</extracomment>
        <translation>雇用+1。贴身奉仕：奉仕−1。贴身的克雷森特姐妹：每组2位不同的姐妹得3VP，每组3位齐全得7VP。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw +1. Chambermaid: Serving -1. Chambered Crescent sisters: 3 VP for each set of 2 different sisters, 7 VP for each set of all 3.</source>
        <extracomment>card text of Viola Crescent (id viola)</extracomment>
        <translation>抽牌+1。贴身奉仕：奉仕−1。贴身的克雷森特姐妹：每组2位不同的姐妹得3VP，每组3位齐全得7VP。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Love +1. Chambermaid: Serving -1. Chambered Crescent sisters: 3 VP for each set of 2 different sisters, 7 VP for each set of all 3.</source>
        <extracomment>card text of Rouge Crescent (id rouge)</extracomment>
        <translation>爱心+1。贴身奉仕：奉仕−1。贴身的克雷森特姐妹：每组2位不同的姐妹得3VP，每组3位齐全得7VP。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At the start of every other player&apos;s discard phase, that player discards the top card of their deck; if it is not a maid, they draw one card fewer for their next hand.</source>
        <extracomment>card text of Amber Twilight (id amber)</extracomment>
        <translation>其他玩家的结束阶段开始时，该玩家弃掉牌库顶的一张牌；若那不是女仆，下次补手牌时少抽一张。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting phase: you may discard all but one card of your hand; if you do, put two Illnesses from the town on one maid in any Private Quarters.</source>
        <extracomment>card text of Nord Twilight (id nord)</extracomment>
        <translation>开始阶段：可以把手牌弃到只剩一张；若弃了，把供应区的两张病气放在任意一位玩家家中的一位女仆身上。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting phase: you may move an Event from any Private Quarters to the same place in another player&apos;s Private Quarters.</source>
        <extracomment>card text of Sora Nakachi (id sora)</extracomment>
        <translation>开始阶段：可以把任意一位玩家家中的一张事件卡，移到另一位玩家家中的相同位置。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting phase: Love +1 or Employment +1.</source>
        <extracomment>card text of Fay Longfang (id fay)</extracomment>
        <translation>开始阶段：爱心+1或雇用+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting phase: Draw +1.</source>
        <extracomment>card text of Lalande Dreyfus (id lalande)</extracomment>
        <translation>开始阶段：抽牌+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first time each turn you serve a maid with Draw, Serving +1.</source>
        <extracomment>card text of Milly Violet (id milly)</extracomment>
        <translation>每回合第一次让有抽牌效果的女仆奉仕时，奉仕+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting phase: you may look at a random card in another player&apos;s hand; then you may show them a random card of yours, and if you do, swap the two.</source>
        <extracomment>card text of Eugenie Fontaine (id eugenie)</extracomment>
        <translation>开始阶段：可以随机查看另一位玩家的一张手牌；之后可以让对方随机看你的一张手牌，若如此做，交换这两张牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting phase: Serving +1.</source>
        <extracomment>card text of Lucienne de Marlboro (id lucienne)</extracomment>
        <translation>开始阶段：奉仕+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting phase: Love +1.</source>
        <extracomment>card text of Rosa Topaz (id rosa)</extracomment>
        <translation>开始阶段：爱心+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first time each turn you serve a maid with Draw, draw one more card.</source>
        <extracomment>card text of Tanya Petrushka (id tanya)</extracomment>
        <translation>每回合第一次让有抽牌效果的女仆奉仕时，多抽一张牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put it on a maid in a player&apos;s Private Quarters: she scores nothing and loses her ability until a 3 Love returns the Illness.</source>
        <extracomment>card text of Illness (id illness)</extracomment>
        <translation>放在某位玩家家中的一位女仆身上：在用爱心3把病气放回之前，她不计分，也失去能力。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put it into another player&apos;s Private Quarters: -1 VP, or -2 VP each once they have more than 4.</source>
        <extracomment>card text of Bad Habit (id bad_habit)</extracomment>
        <translation>放进另一位玩家家中：−1VP；超过4张时每张−2VP。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+31"/>
        <source>Serving</source>
        <extracomment>glossary &apos;tc_serving&apos;; Japanese: ご奉仕; Playing a general maid from the hand for her effect; each costs one serving. | term &apos;serving&apos;</extracomment>
        <translation>奉仕</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Employ</source>
        <extracomment>glossary &apos;tc_employ&apos;; Japanese: 雇用; Taking a card from the town by showing its cost in Love. | term &apos;employ&apos;</extracomment>
        <translation>雇用</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-2"/>
        <source>Love</source>
        <extracomment>glossary &apos;tc_love&apos;; Japanese: はあと; What maids are employed with. | term &apos;love&apos;</extracomment>
        <translation>爱心</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-3"/>
        <location line="+24"/>
        <source>Maid chief</source>
        <extracomment>glossary &apos;tc_maid_chief&apos;; Japanese: メイド長; Colette and Marianne: VP cards that cannot serve. | term &apos;maid_chief&apos; | card kind &apos;chief&apos;</extracomment>
        <translation>女仆长</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-25"/>
        <location line="+26"/>
        <source>General maid</source>
        <extracomment>glossary &apos;tc_general_maid&apos;; Japanese: 一般メイド; The 16 kinds that can serve; 10 are in a town. | term &apos;general_maid&apos; | card kind &apos;general&apos;</extracomment>
        <translation>一般女仆</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-27"/>
        <location line="+28"/>
        <source>Private maid</source>
        <extracomment>glossary &apos;tc_private_maid&apos;; Japanese: 専属メイド; The 10 single maids that go straight into the Private Quarters. | term &apos;private_maid&apos; | card kind &apos;private&apos;</extracomment>
        <translation>专属女仆</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-25"/>
        <source>Chambermaid</source>
        <extracomment>glossary &apos;tc_chambermaid&apos;; Japanese: そば仕え; A maid put into the Private Quarters by chambering. | term &apos;chambermaid&apos;</extracomment>
        <translation>贴身女仆</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+5"/>
        <source>Chamber</source>
        <extracomment>glossary &apos;tc_chamber&apos;; Japanese: そば仕え; Paying servings to put a maid from the hand into the Private Quarters. | term &apos;chamber&apos;</extracomment>
        <translation>贴身奉仕</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-9"/>
        <source>Private Quarters</source>
        <extracomment>glossary &apos;tc_quarters&apos;; Japanese: 自室; Each player&apos;s area for private maids, chambermaids and events. | term &apos;quarters&apos;</extracomment>
        <translation>家</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-1"/>
        <source>Town</source>
        <extracomment>glossary &apos;tc_town&apos;; Japanese: タウン; The piles cards are employed from. | term &apos;town&apos;</extracomment>
        <translation>供应区</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+6"/>
        <location line="+25"/>
        <source>Event</source>
        <extracomment>glossary &apos;tc_event&apos;; Japanese: イベント; Illness and Bad Habit. | term &apos;event&apos; | card kind &apos;event&apos;</extracomment>
        <translation>事件卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-17"/>
        <source>VP</source>
        <extracomment>glossary &apos;tc_vp&apos;; Japanese: VP; Victory points. | term &apos;vp&apos;</extracomment>
        <translation>VP</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Cost</source>
        <extracomment>glossary &apos;tc_cost&apos;; Japanese: コスト; The Love a card takes to employ. | term &apos;cost&apos;</extracomment>
        <translation>价值</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-4"/>
        <source>Hand</source>
        <extracomment>glossary &apos;tc_hand&apos;; Japanese: 手札 | term &apos;hand&apos;</extracomment>
        <translation>手牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Deck</source>
        <extracomment>glossary &apos;tc_deck&apos;; Japanese: 山札 | term &apos;deck&apos;</extracomment>
        <translation>牌库</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Discard pile</source>
        <extracomment>glossary &apos;tc_discard_pile&apos;; Japanese: 捨て札 | term &apos;discard_pile&apos;</extracomment>
        <translation>弃牌堆</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+6"/>
        <source>Starting phase</source>
        <extracomment>glossary &apos;tc_starting_phase&apos;; Japanese: 開始フェイズ | phase &apos;start&apos;</extracomment>
        <translation>开始阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Serving phase</source>
        <extracomment>glossary &apos;tc_serving_phase&apos;; Japanese: ご奉仕フェイズ | phase &apos;serving&apos;</extracomment>
        <translation>奉仕阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Employ phase</source>
        <extracomment>glossary &apos;tc_employ_phase&apos;; Japanese: 雇用フェイズ | phase &apos;employ&apos;</extracomment>
        <translation>雇用阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Discard phase</source>
        <extracomment>glossary &apos;tc_discard_phase&apos;; Japanese: 終了フェイズ; English after the cards&apos; own word (Amber: &apos;discard phase&apos;). | phase &apos;discard&apos;</extracomment>
        <translation>结束阶段</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Game over</source>
        <extracomment>phase &apos;over&apos;</extracomment>
        <translation>游戏结束</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+4"/>
        <source>Love card</source>
        <extracomment>card kind &apos;love&apos;</extracomment>
        <translation>爱心卡</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+9"/>
        <source>Starting phase: cure an Illness, use your private maid, or go on</source>
        <extracomment>prompt for decision kind &apos;start&apos;</extracomment>
        <translation>开始阶段：治好病气、使用专属女仆，或继续</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Serving phase: serve or chamber maids, or end the phase</source>
        <extracomment>prompt for decision kind &apos;serving&apos;</extracomment>
        <translation>奉仕阶段：奉仕或贴身奉仕，或结束本阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Employ phase: employ from the town, or end your turn</source>
        <extracomment>prompt for decision kind &apos;employ&apos;</extracomment>
        <translation>雇用阶段：从供应区雇用，或结束回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: Love +1 or Employment +1?</source>
        <extracomment>prompt for decision kind &apos;fay&apos;; keep {card} as they are</extracomment>
        <translation>{card}：爱心+1还是雇用+1？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: look at a random card in whose hand?</source>
        <extracomment>prompt for decision kind &apos;eugenie&apos;; keep {card} as they are</extracomment>
        <translation>{card}：随机查看谁的一张手牌？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: show them a random card of yours and swap the two?</source>
        <extracomment>prompt for decision kind &apos;eugenie_swap&apos;; keep {card} as they are</extracomment>
        <translation>{card}：让对方随机看你的一张手牌并交换这两张吗？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: keep one card and discard the rest of your hand?</source>
        <extracomment>prompt for decision kind &apos;nord&apos;; keep {card} as they are</extracomment>
        <translation>{card}：只留一张，弃掉其余手牌吗？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: put two Illnesses on which maid?</source>
        <extracomment>prompt for decision kind &apos;nord_target&apos;; keep {card} as they are</extracomment>
        <translation>{card}：把两张病气放在哪位女仆身上？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: move which event?</source>
        <extracomment>prompt for decision kind &apos;sora&apos;; keep {card} as they are</extracomment>
        <translation>{card}：移动哪张事件卡？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: move it where?</source>
        <extracomment>prompt for decision kind &apos;sora_target&apos;; keep {card} as they are</extracomment>
        <translation>{card}：移到哪里？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: exchange a 1 Love from your hand for which card?</source>
        <extracomment>prompt for decision kind &apos;sainsbury&apos;; keep {card} as they are</extracomment>
        <translation>{card}：用手牌中的爱心1交换哪张牌？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: discard a card? Then every other player with 4 or more cards discards one</source>
        <extracomment>prompt for decision kind &apos;natsumi&apos;; keep {card} as they are</extracomment>
        <translation>{card}：弃一张牌吗？弃了的话，手牌4张以上的其他玩家也各弃一张</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: discard a card from your hand</source>
        <extracomment>prompt for decision kind &apos;natsumi_others&apos;; keep {card} as they are</extracomment>
        <translation>{card}：请弃一张手牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: discard up to 2 cards, Serving +1 for each</source>
        <extracomment>prompt for decision kind &apos;esquine&apos;; keep {card} as they are</extracomment>
        <translation>{card}：弃至多两张牌，每张奉仕+1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: look at the top card of whose deck?</source>
        <extracomment>prompt for decision kind &apos;eliza&apos;; keep {card} as they are</extracomment>
        <translation>{card}：查看谁的牌库顶？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: discard it, or leave it on the deck?</source>
        <extracomment>prompt for decision kind &apos;eliza_top&apos;; keep {card} as they are</extracomment>
        <translation>{card}：弃掉，还是留在牌库上？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: return an event in your Private Quarters to the town?</source>
        <extracomment>prompt for decision kind &apos;claire&apos;; keep {card} as they are</extracomment>
        <translation>{card}：把家中的事件卡放回供应区吗？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{event} is coming into your Private Quarters: reveal Claire to return it to the town?</source>
        <extracomment>prompt for decision kind &apos;reaction&apos;; keep {event} as they are</extracomment>
        <translation>{event}将放进你家中：展示克莱尔把它放回供应区吗？</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+10"/>
        <source>Go on to serving</source>
        <extracomment>button for the action &apos;end_start&apos;</extracomment>
        <translation>进入奉仕</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>End serving phase</source>
        <extracomment>button for the action &apos;end_serving&apos;</extracomment>
        <translation>结束奉仕阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>End turn</source>
        <extracomment>button for the action &apos;end_turn&apos;</extracomment>
        <translation>结束回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>No</source>
        <extracomment>button for the action &apos;decline&apos;</extracomment>
        <translation>否</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Done</source>
        <extracomment>button for the action &apos;done&apos;</extracomment>
        <translation>完成</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Swap</source>
        <extracomment>button for the action &apos;swap&apos;</extracomment>
        <translation>交换</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Reveal Claire</source>
        <extracomment>button for the action &apos;react&apos;</extracomment>
        <translation>展示克莱尔</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Discard it</source>
        <extracomment>button for the action &apos;discard_top&apos;</extracomment>
        <translation>弃掉</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Leave it on the deck</source>
        <extracomment>button for the action &apos;keep_top&apos;</extracomment>
        <translation>留在牌库上</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Love +1</source>
        <extracomment>button for the action &apos;choose love&apos;</extracomment>
        <translation>爱心+1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Employment +1</source>
        <extracomment>button for the action &apos;choose employ&apos;</extracomment>
        <translation>雇用+1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+4"/>
        <source>Serve {card}</source>
        <extracomment>button for actions of kind &apos;serve&apos;; keep {card} as they are</extracomment>
        <translation>让{card}奉仕</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Make {card} a chambermaid</source>
        <extracomment>button for actions of kind &apos;chamber&apos;; keep {card} as they are</extracomment>
        <translation>让{card}贴身奉仕</translation>
    </message>
    <message>
        <location line="+104"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+67"/>
        <source>VP on cards</source>
        <extracomment>score source &apos;cards&apos;</extracomment>
        <translation>卡牌上的VP</translation>
    </message>
    <message>
        <location line="-102"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-66"/>
        <source>Employ {card}</source>
        <extracomment>button for actions of kind &apos;employ&apos;; keep {card} as they are</extracomment>
        <translation>雇用{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card} to {player}</source>
        <extracomment>button for actions of kind &apos;employ_player&apos;; keep {card}, {player} as they are</extracomment>
        <translation>{card}给{player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <location line="+11"/>
        <source>{card} on {maid} ({player})</source>
        <extracomment>button for actions of kind &apos;employ_maid&apos;; keep {card}, {maid}, {player} as they are | button for actions of kind &apos;move_maid&apos;; keep {card}, {maid}, {player} as they are</extracomment>
        <translation>{card}放在{maid}身上（{player}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-10"/>
        <source>Cure {maid} (discard a 3 Love)</source>
        <extracomment>button for actions of kind &apos;cure&apos;; keep {maid} as they are</extracomment>
        <translation>治好{maid}（弃掉爱心3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Use {card}</source>
        <extracomment>button for actions of kind &apos;ability&apos;; keep {card} as they are</extracomment>
        <translation>使用{card}的能力</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Take {card}</source>
        <extracomment>button for actions of kind &apos;exchange&apos;; keep {card} as they are</extracomment>
        <translation>换取{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Discard {card}</source>
        <extracomment>button for actions of kind &apos;discard&apos;; keep {card} as they are</extracomment>
        <translation>弃掉{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Keep {card}</source>
        <extracomment>button for actions of kind &apos;keep&apos;; keep {card} as they are</extracomment>
        <translation>留下{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player}&apos;s deck</source>
        <extracomment>button for actions of kind &apos;look&apos;; keep {player} as they are</extracomment>
        <translation>{player}的牌库</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player}&apos;s hand</source>
        <extracomment>button for actions of kind &apos;peek&apos;; keep {player} as they are</extracomment>
        <translation>{player}的手牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>To {player}</source>
        <extracomment>button for actions of kind &apos;target_player&apos;; keep {player} as they are</extracomment>
        <translation>给{player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Onto {maid} ({player})</source>
        <extracomment>button for actions of kind &apos;target_maid&apos;; keep {maid}, {player} as they are</extracomment>
        <translation>放到{maid}身上（{player}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card} of {player}</source>
        <extracomment>button for actions of kind &apos;move_player&apos;; keep {card}, {player} as they are</extracomment>
        <translation>{player}的{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+2"/>
        <source>Return {card}</source>
        <extracomment>button for actions of kind &apos;return&apos;; keep {card} as they are</extracomment>
        <translation>放回{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Return the {card} on {maid}</source>
        <extracomment>button for actions of kind &apos;return_maid&apos;; keep {card}, {maid} as they are</extracomment>
        <translation>放回{maid}身上的{card}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+4"/>
        <source>Game resumed at turn {number}</source>
        <extracomment>log line for event &apos;resumed&apos;; keep {number} as they are</extracomment>
        <translation>从第{number}回合继续</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Turn {number}: {player}</source>
        <extracomment>log line for event &apos;turn&apos;; keep {number}, {player} as they are</extracomment>
        <translation>第{number}回合：{player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} served {card}</source>
        <oldsource>{player} serves {card}</oldsource>
        <extracomment>log line for event &apos;serve&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}让{card}奉仕</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} chambered {card}</source>
        <oldsource>{player} chambers {card}</oldsource>
        <extracomment>log line for event &apos;chamber&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}让{card}贴身奉仕</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} employed {card}</source>
        <oldsource>{player} employs {card}</oldsource>
        <extracomment>log line for event &apos;employ&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}雇用了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} employed {card} as a private maid</source>
        <oldsource>{player} employs {card} as their private maid</oldsource>
        <extracomment>log line for event &apos;employ:private&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}雇用了{card}作为专属女仆</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} sent a Bad Habit to {target}</source>
        <oldsource>{player} sends a Bad Habit to {target}</oldsource>
        <extracomment>log line for event &apos;employ:bad_habits&apos;; keep {player}, {target} as they are</extracomment>
        <translation>{player}把恶癖送给了{target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} sent an Illness to a maid of {target}</source>
        <oldsource>{player} sends an Illness to a maid of {target}</oldsource>
        <extracomment>log line for event &apos;employ:illness&apos;; keep {player}, {target} as they are</extracomment>
        <translation>{player}把病气送给了{target}的女仆</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card} × {count} into the Private Quarters of {target}</source>
        <extracomment>log line for event &apos;event_placed&apos;; keep {card}, {count}, {target} as they are</extracomment>
        <translation>{card}×{count}放进了{target}家中</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} revealed Claire: {event} went back to the town</source>
        <oldsource>{player} reveals Claire: {event} goes back to the town</oldsource>
        <extracomment>log line for event &apos;reaction&apos;; keep {player}, {event} as they are</extracomment>
        <translation>{player}展示了克莱尔：{event}回到供应区</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} returned {card} to the town</source>
        <oldsource>{player} returns {card} to the town</oldsource>
        <extracomment>log line for event &apos;event_returned&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}把{card}放回了供应区</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} discarded a 3 Love and returned an Illness to the town</source>
        <oldsource>{player} discards a 3 Love and returns an Illness to the town</oldsource>
        <extracomment>log line for event &apos;cure&apos;; keep {player} as they are</extracomment>
        <translation>{player}弃掉爱心3，把病气放回了供应区</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} used {card}</source>
        <oldsource>{player} uses {card}</oldsource>
        <extracomment>log line for event &apos;ability&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}使用了{card}的能力</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} shuffled the discard pile into a new deck</source>
        <oldsource>{player} shuffles their discard pile into a new deck</oldsource>
        <extracomment>log line for event &apos;reshuffle&apos;; keep {player} as they are</extracomment>
        <translation>{player}将弃牌堆洗成新的牌库</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} drew {cards}</source>
        <oldsource>{player} draws {cards}</oldsource>
        <extracomment>log line for event &apos;draw&apos;; keep {player}, {cards} as they are</extracomment>
        <translation>{player}抽到了{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} drew {count} cards</source>
        <oldsource>{player} draws {count} cards</oldsource>
        <extracomment>log line for event &apos;draw_count&apos;; keep {player}, {count} as they are</extracomment>
        <translation>{player}抽了{count}张牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} drew a card</source>
        <oldsource>{player} draws a card</oldsource>
        <extracomment>log line for event &apos;draw_count:1&apos;; keep {player} as they are</extracomment>
        <translation>{player}抽了1张牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} discarded {card}</source>
        <oldsource>{player} discards {card}</oldsource>
        <extracomment>log line for event &apos;discard&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}弃掉了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} discarded {card} from the top of the deck</source>
        <oldsource>{player} discards {card} from the top of their deck</oldsource>
        <extracomment>log line for event &apos;discard:deck&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}弃掉了牌库顶的{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} looked at the top of the deck of {target}: {card}</source>
        <oldsource>{player} looks at the top of the deck of {target}: {card}</oldsource>
        <extracomment>log line for event &apos;look&apos;; keep {player}, {target}, {card} as they are</extracomment>
        <translation>{player}查看了{target}的牌库顶：{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} looked at {card} in the hand of {target}</source>
        <oldsource>{player} looks at {card} in the hand of {target}</oldsource>
        <extracomment>log line for event &apos;peek&apos;; keep {player}, {card}, {target} as they are</extracomment>
        <translation>{player}看到了{target}手牌中的{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} gave {gave} to {target} and took {got}</source>
        <oldsource>{player} gives {gave} to {target} and takes {got}</oldsource>
        <extracomment>log line for event &apos;swap&apos;; keep {player}, {gave}, {target}, {got} as they are</extracomment>
        <translation>{player}把{gave}交给{target}，换来了{got}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} exchanged {gave} for {got}</source>
        <oldsource>{player} exchanges {gave} for {got}</oldsource>
        <extracomment>log line for event &apos;exchange&apos;; keep {player}, {gave}, {got} as they are</extracomment>
        <translation>{player}用{gave}换来了{got}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>New face-up private maid: {card}</source>
        <extracomment>log line for event &apos;private_refill&apos;; keep {card} as they are</extracomment>
        <translation>新翻开的专属女仆：{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Amber Twilight: {player} discarded {card} from the top of the deck</source>
        <oldsource>Amber Twilight: {player} discards {card} from the top of their deck</oldsource>
        <extracomment>log line for event &apos;amber&apos;; keep {player}, {card} as they are</extracomment>
        <translation>安珀·托瓦莱特：{player}弃掉了牌库顶的{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Game over: {winners} won</source>
        <oldsource>Game over: {winners} wins</oldsource>
        <extracomment>log line for event &apos;game_over&apos;; keep {winners} as they are</extracomment>
        <translation>游戏结束：{winners}获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Two maid piles are empty: {winners} won</source>
        <oldsource>Two maid piles are empty: {winners} wins</oldsource>
        <extracomment>log line for event &apos;game_over:two_piles&apos;; keep {winners} as they are</extracomment>
        <translation>两堆女仆卡见底：{winners}获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+5"/>
        <source>Turn {number}: your turn</source>
        <extracomment>log line naming the reader, for event &apos;turn:you&apos;; keep {number} as they are</extracomment>
        <translation>第{number}回合：你的回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} sent an Illness to one of your maids</source>
        <extracomment>log line naming the reader, for event &apos;employ:illness:to_you&apos;; keep {player} as they are</extracomment>
        <translation>{player}把病气送给了你的女仆</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card} × {count} into your Private Quarters</source>
        <extracomment>log line naming the reader, for event &apos;event_placed:to_you&apos;; keep {card}, {count} as they are</extracomment>
        <translation>{card}×{count}放进了你家中</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} looked at {card} in your hand</source>
        <extracomment>log line naming the reader, for event &apos;peek:to_you&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}看到了你手牌中的{card}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+7"/>
        <source>You can still serve. Click “End serving phase” again to end it.</source>
        <extracomment>warning before a move &apos;servings_left&apos;</extracomment>
        <translation>你还可以奉仕。再点一次“结束奉仕阶段”即可结束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>You still have {love} Love. Click “End turn” again to end it.</source>
        <extracomment>warning before a move &apos;love_left&apos;; keep {love} as they are</extracomment>
        <translation>你还有{love}点爱心。再点一次“结束回合”即可结束。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+6"/>
        <source>Ophelia</source>
        <extracomment>score source &apos;ophelia&apos;</extracomment>
        <translation>奥菲莉亚</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Most Colettes</source>
        <extracomment>score source &apos;colette_bonus&apos;</extracomment>
        <translation>科蕾特最多</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Safran sets</source>
        <extracomment>score source &apos;safran_sets&apos;</extracomment>
        <translation>萨芙兰组合</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Crescent sets</source>
        <extracomment>score source &apos;crescent_sets&apos;</extracomment>
        <translation>克雷森特组合</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Bad Habits</source>
        <extracomment>score source &apos;bad_habits&apos;</extracomment>
        <translation>恶癖</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Total</source>
        <extracomment>score source &apos;total&apos;</extracomment>
        <translation>合计</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+3"/>
        <source>Two maid piles are empty.</source>
        <extracomment>end reason &apos;two_piles&apos;</extracomment>
        <translation>两堆女仆卡已见底。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Nobody could employ anything for many rounds: the game ends on VP.</source>
        <extracomment>end reason &apos;stalemate&apos;</extracomment>
        <translation>很多轮都没有人能雇用任何牌：按VP决定胜负。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-100"/>
        <source>{card}: choose</source>
        <extracomment>any other decision; keep {card} as they are</extracomment>
        <translation>{card}：请选择</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Waiting for {player}…</source>
        <extracomment>another player decides; keep {player} as they are</extracomment>
        <translation>等待{player}…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{prompt} ({picked} chosen so far)</source>
        <extracomment>a prompt asking for several picks; keep {prompt}, {picked} as they are</extracomment>
        <translation>{prompt}（已选{picked}张）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{prompt}
You see: {cards}</source>
        <extracomment>a prompt showing cards; keep {prompt}, {cards} as they are</extracomment>
        <translation>{prompt}
你看到的牌：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: choose where it goes (Enter on a highlighted Private Quarters or maid; Esc cancels)</source>
        <extracomment>a card chosen by keyboard waits for its target; keep {card} as they are</extracomment>
        <translation>{card}：选择放到哪里（在高亮的家或女仆上按Enter；Esc取消）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is not your turn.</source>
        <extracomment>refusal &apos;not_your_turn&apos; of a card gesture (engine)</extracomment>
        <translation>现在不是你的回合。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can&apos;t do that in this phase.</source>
        <extracomment>refusal &apos;wrong_phase&apos; of a card gesture (engine)</extracomment>
        <translation>这个阶段不能这样做。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no servings left.</source>
        <extracomment>refusal &apos;no_servings&apos; of a card gesture (engine)</extracomment>
        <translation>你没有剩余的奉仕次数。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} can&apos;t serve.</source>
        <extracomment>refusal &apos;not_servable&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>{card}不能奉仕。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chambering {card} takes {cost} servings; you have {servings}.</source>
        <extracomment>refusal &apos;chamber_cost&apos; of a card gesture (engine); keep {card}, {cost}, {servings} as they are</extracomment>
        <translation>让{card}贴身奉仕需要{cost}次奉仕；你还有{servings}次。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} can&apos;t be a chambermaid.</source>
        <extracomment>refusal &apos;not_chamberable&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>{card}不能贴身奉仕。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no employs left.</source>
        <extracomment>refusal &apos;no_employs&apos; of a card gesture (engine)</extracomment>
        <translation>你没有剩余的雇用次数。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} costs {cost} Love; you have {love}.</source>
        <extracomment>refusal &apos;too_dear&apos; of a card gesture (engine); keep {card}, {cost}, {love} as they are</extracomment>
        <translation>{card}需要{cost}点爱心；你有{love}点。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no {card} left in the town.</source>
        <extracomment>refusal &apos;pile_empty&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>供应区已经没有{card}了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An event can only go where there is a healthy maid.</source>
        <extracomment>refusal &apos;no_maid_there&apos; of a card gesture (engine)</extracomment>
        <translation>事件卡只能放在有健康女仆的地方。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can&apos;t put that on yourself.</source>
        <extracomment>refusal &apos;not_on_yourself&apos; of a card gesture (engine)</extracomment>
        <translation>这不能放在你自己那里。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That maid already has an Illness.</source>
        <extracomment>refusal &apos;maid_ill&apos; of a card gesture (engine)</extracomment>
        <translation>这位女仆已经有病气了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That does nothing.</source>
        <extracomment>refusal &apos;nothing&apos; of a card gesture (engine)</extracomment>
        <translation>这样做没有效果。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+98"/>
        <source>On equal VP, the player who employed fewer maids wins.</source>
        <extracomment>the tie-break, on the end page</extracomment>
        <translation>VP相同时，雇用女仆较少的玩家获胜。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This card&apos;s text is reconstructed from a fan implementation (no printed text was found); the effect may differ from the card.</source>
        <extracomment>note under a reconstructed card&apos;s text</extracomment>
        <translation>这张牌的文字是根据爱好者的实现重建的（没有找到印刷文字）；效果可能与实卡不同。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Employ a maid</source>
        <extracomment>lesson step 1 (employ_with_love): its title</extracomment>
        <translation>雇用女仆</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your hand shows 4 Love: four 1 Love cards. Love is what you employ maids with. Drag Genevieve (cost 4) from the town onto your discard pile.</source>
        <extracomment>lesson step 1 (employ_with_love): what to do and why</extracomment>
        <translation>手牌中有四张爱心1，共4点爱心。女仆是用爱心雇用的。把吉纳维芙（价值4）从供应区拖到你的弃牌堆上。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Employ Genevieve (or Moine): drag her from the town onto your discard pile.</source>
        <extracomment>lesson step 1 (employ_with_love): said when another move is tried</extracomment>
        <translation>雇用吉纳维芙（或莫瓦娜）：把她从供应区拖到你的弃牌堆上。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard and draw</source>
        <extracomment>lesson step 2 (discard_and_draw): its title</extracomment>
        <translation>弃牌与抽牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your Love was spent, so the discard phase ended your turn: your hand went to your discard pile and you drew 5 new cards. An empty deck is refilled by shuffling the discard pile. Now employ Kagari (cost 3).</source>
        <extracomment>lesson step 2 (discard_and_draw): what to do and why</extracomment>
        <translation>爱心用完了，结束阶段结束了你的回合：手牌放进弃牌堆，再抽5张新牌。牌库抽完时，把弃牌堆洗成新的牌库。现在雇用一之宫篝（价值3）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Employ a general maid with your 3 Love, Kagari for instance.</source>
        <extracomment>lesson step 2 (discard_and_draw): said when another move is tried</extracomment>
        <translation>用3点爱心雇用一位一般女仆，例如一之宫篝。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serve a maid</source>
        <extracomment>lesson step 3 (serve): its title</extracomment>
        <translation>让女仆奉仕</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the serving phase you serve maids from your hand; each costs one serving, and you have 1. Kagari gives Serving +2: drag her onto “Served this turn” (or double-click her).</source>
        <extracomment>lesson step 3 (serve): what to do and why</extracomment>
        <translation>奉仕阶段中，你让手牌中的女仆奉仕；每位消耗一次奉仕，你现在有1次。一之宫篝给予奉仕+2：把她拖到“本回合奉仕的女仆”（或双击她）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serve Kagari first: she gives back more servings than she costs.</source>
        <extracomment>lesson step 3 (serve): said when another move is tried</extracomment>
        <translation>先让一之宫篝奉仕：她给回的奉仕比消耗的多。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A maid&apos;s bonus</source>
        <extracomment>lesson step 4 (bonus): its title</extracomment>
        <translation>女仆的效果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A maid&apos;s bonus is on her card. Genevieve gives Draw +1, Love +1 and Serving +1: serve her now.</source>
        <extracomment>lesson step 4 (bonus): what to do and why</extracomment>
        <translation>女仆的效果写在她的卡上。吉纳维芙给予抽牌+1、爱心+1、奉仕+1：现在让她奉仕。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serve Genevieve: a card, 1 Love and her serving back.</source>
        <extracomment>lesson step 4 (bonus): said when another move is tried</extracomment>
        <translation>让吉纳维芙奉仕：一张牌、1点爱心，奉仕次数也回来。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>More employs</source>
        <extracomment>lesson step 5 (more_employs): its title</extracomment>
        <translation>更多雇用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Genevieve drew Moine. Moine gives Draw +2 and Employment +2: three employs this turn. Serve Moine.</source>
        <extracomment>lesson step 5 (more_employs): what to do and why</extracomment>
        <translation>吉纳维芙抽到了莫瓦娜。莫瓦娜给予抽牌+2、雇用+2：本回合可雇用三次。让莫瓦娜奉仕。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serve Moine: her 2 extra employs are for later this turn.</source>
        <extracomment>lesson step 5 (more_employs): said when another move is tried</extracomment>
        <translation>让莫瓦娜奉仕：多出的2次雇用留到本回合稍后使用。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A chambermaid</source>
        <extracomment>lesson step 6 (chambermaid): its title</extracomment>
        <translation>贴身女仆</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instead of serving her, you may spend servings to make a maid a chambermaid: she stays in your Private Quarters, her points safe for the end. Azure costs 1 serving: drag her onto your Private Quarters.</source>
        <extracomment>lesson step 6 (chambermaid): what to do and why</extracomment>
        <translation>除了让女仆奉仕，也可以花奉仕次数让她贴身奉仕：她成为贴身女仆，留在你家中，分数保留到游戏结束。阿祖尔需要1次奉仕：把她拖到你家中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag Azure onto your Private Quarters (the row under your name).</source>
        <extracomment>lesson step 6 (chambermaid): said when another move is tried</extracomment>
        <translation>把阿祖尔拖到你家中（你名字下方的那一排）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Employ a private maid</source>
        <extracomment>lesson step 7 (private_maid): its title</extracomment>
        <translation>雇用专属女仆</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The employ phase: you show 8 Love and have 3 employs. A private maid goes straight into your Private Quarters; the one on top works every turn. Drag Rosa (cost 5, Love +1 each starting phase) onto them.</source>
        <extracomment>lesson step 7 (private_maid): what to do and why</extracomment>
        <translation>雇用阶段：你有8点爱心和3次雇用。专属女仆直接进入你家中，最上面的一位每回合都会工作。把罗莎（价值5，每个开始阶段爱心+1）拖到你家中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Employ Rosa first: drag her from beside the private-maid pile onto your Private Quarters.</source>
        <extracomment>lesson step 7 (private_maid): said when another move is tried</extracomment>
        <translation>先雇用罗莎：把她从专属女仆牌堆旁拖到你家中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An event</source>
        <extracomment>lesson step 8 (event): its title</extracomment>
        <translation>事件卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Events go to another player. A Bad Habit (cost 2) is −1 point in their Private Quarters; an Illness (cost 4) on a maid there stops her scoring until a 3 Love cures her. Drag a Bad Habit onto your opponent&apos;s Private Quarters.</source>
        <extracomment>lesson step 8 (event): what to do and why</extracomment>
        <translation>事件卡送给其他玩家。恶癖（价值2）放进对方家中，−1分；病气（价值4）放在对方家中的女仆身上，在用爱心3治好之前她不计分。把一张恶癖拖到对手的家。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give your opponent a Bad Habit: drag it from the town onto their Private Quarters.</source>
        <extracomment>lesson step 8 (event): said when another move is tried</extracomment>
        <translation>给对手一张恶癖：把它从供应区拖到对手的家。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End your turn</source>
        <extracomment>lesson step 9 (end_turn): its title</extracomment>
        <translation>结束回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Love does not carry over: spend your last 1 Love on a card, or keep it. Then press End turn.</source>
        <extracomment>lesson step 9 (end_turn): what to do and why</extracomment>
        <translation>爱心不能留到下回合：可以用剩下的1点爱心雇用一张牌，也可以不用。然后按“结束回合”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press End turn to let your opponent play.</source>
        <extracomment>lesson step 9 (end_turn): said when another move is tried</extracomment>
        <translation>按“结束回合”，轮到对手。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The end of the game</source>
        <extracomment>lesson step 10 (last_pile): its title</extracomment>
        <translation>游戏结束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game ends at once when two maid piles are empty. The Azure pile is; employ the last Kagari. Every maid you own scores, with chambermaid sets and minus Bad Habits: the most points win.</source>
        <extracomment>lesson step 10 (last_pile): what to do and why</extracomment>
        <translation>两个女仆牌堆见底时，游戏立即结束。阿祖尔的牌堆已经空了：雇用最后一张一之宫篝。你拥有的每位女仆都计分，加上贴身女仆的组合，减去恶癖：分数最高者获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Employ the last Kagari: her empty pile ends the game.</source>
        <extracomment>lesson step 10 (last_pile): said when another move is tried</extracomment>
        <translation>雇用最后一张一之宫篝：她的牌堆见底，游戏结束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A few turns later…</source>
        <extracomment>lesson: said where the lesson skips ahead</extracomment>
        <translation>几个回合之后…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Near the end of the game…</source>
        <extracomment>lesson: said where the lesson skips ahead</extracomment>
        <translation>游戏接近尾声…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Well done!</source>
        <extracomment>lesson: title at its end</extracomment>
        <translation>做得好！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You know a whole turn of Tanto Cuore: serve maids for their bonuses, make chambermaids, employ with Love, send events, and empty two maid piles to end the game. Now start a real game, or read the rules.</source>
        <extracomment>lesson: text at its end</extracomment>
        <translation>你已经了解 Tanto Cuore 的完整一回合：让女仆奉仕获得效果、贴身奉仕、用爱心雇用、送出事件卡，清空两个女仆牌堆结束游戏。现在开始一局真正的游戏，或阅读规则。</translation>
    </message>
    <message>
        <location filename="../desktop/games/tanto_cuore/end_details.py" line="+18"/>
        <source>Maids employed</source>
        <translation>雇用的女仆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns played: {turns}.</source>
        <translation>进行的回合：{turns}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns</source>
        <translation>回合数</translation>
    </message>
    <message>
        <location filename="../desktop/games/tanto_cuore/items.py" line="+15"/>
        <source>active</source>
        <translation>生效</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inactive</source>
        <translation>无效</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>below</source>
        <translation>下方</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set: {points} VP</source>
        <translation>组合：{points}VP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>face down</source>
        <translation>背面朝上</translation>
    </message>
    <message>
        <location filename="../desktop/games/tanto_cuore/options_form.py" line="+17"/>
        <source>General maids</source>
        <translation>一般女仆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random 10</source>
        <translation>随机10种</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick 10 yourself</source>
        <translation>自选10种</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recommended first town</source>
        <translation>推荐的首局供应区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your 10</source>
        <translation>你的10种</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} ({cost})</source>
        <translation>{card}（{cost}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick exactly {n} general maids (you picked {k}).</source>
        <translation>请正好选择{n}种一般女仆（已选{k}种）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule options (where the sources disagree)</source>
        <translation>规则选项（资料说法不一之处）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bad Habits count −2 each</source>
        <translation>恶癖每张变成−2VP的条件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with more than 4 (default)</source>
        <translation>超过4张时（默认）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with 4 or more</source>
        <translation>4张以上时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An Illness may go on your own maids too</source>
        <translation>病气也可以放在自己的女仆身上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost of Fay Longfang</source>
        <translation>菲·龙芳的价值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VP of Safran Virginie</source>
        <translation>萨芙兰·维尔吉妮的VP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{value} (default)</source>
        <translation>{value}（默认）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The town lists maids this game does not have: {cards}.</source>
        <translation>供应区列出了本游戏没有的女仆：{cards}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The town lists a maid twice: {cards}.</source>
        <translation>供应区重复列出了女仆：{cards}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The town needs exactly {needed} general maids; {got} are chosen.</source>
        <translation>供应区需要刚好{needed}种一般女仆；已选{got}种。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tanto Cuore is for 2 to 4 players.</source>
        <translation>Tanto Cuore 适合2到4名玩家。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown town choice: {town}.</source>
        <translation>未知的供应区选择：{town}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The town must be random, the recommended one or 10 general maids.</source>
        <translation>供应区必须是随机、推荐的或10种一般女仆。</translation>
    </message>
    <message>
        <location filename="../desktop/games/tanto_cuore/quarters.py" line="+19"/>
        <source>{name} — Private Quarters · {vp} VP · hand {hand} · deck {deck} · discard {discard} · employed {employed}</source>
        <translation>{name} — 家 · {vp}VP · 手牌{hand} · 牌库{deck} · 弃牌堆{discard} · 已雇用{employed}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>next hand: {cards} cards</source>
        <translation>下回合手牌：{cards}张</translation>
    </message>
    <message>
        <location filename="../desktop/games/tanto_cuore/table.py" line="-27"/>
        <source>Nothing to do with that card now.</source>
        <translation>现在这张牌没有可做的事。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop a town card here to employ it</source>
        <translation>把供应区的牌拖到这里即可雇用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand — {name}</source>
        <translation>你的手牌 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Served this turn — {name}</source>
        <translation>本回合奉仕的女仆 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn {n} · {name} · {phase}</source>
        <translation>第{n}回合 · {name} · {phase}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Servings: {servings} · Employs: {employs} · Love: {love}</source>
        <translation>奉仕：{servings} · 雇用：{employs} · 爱心：{love}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty maid piles: {piles}</source>
        <translation>已见底的女仆牌堆：{piles}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>private maids</source>
        <translation>专属女仆</translation>
    </message>
    <message>
        <location filename="../desktop/games/tanto_cuore/piles.py" line="+15"/>
        <source>Discard pile — {name}</source>
        <translation>弃牌堆 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards: {n} · the top card first</source>
        <translation>{n}张 · 从最上面的牌开始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck — {name}</source>
        <translation>牌库 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards: {n} · you know what is in your deck, not its order: sorted</source>
        <translation>{n}张 · 你知道牌库里有什么，但不知道顺序：已排序</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards you look at</source>
        <translation>正在查看的牌</translation>
    </message>
</context>
</TS>
