<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CardListModel</name>
    <message>
        <location filename="../desktop/games/heart_of_crown/models/cards.py" line="+85"/>
        <source>from the supply</source>
        <translation>来自补给卡组</translation>
    </message>
</context>
<context>
    <name>CoverPage</name>
    <message>
        <location filename="../desktop/shell/cover_page.py" line="+50"/>
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
</context>
<context>
    <name>DomainStrip</name>
    <message>
        <location filename="../desktop/games/heart_of_crown/domain_strip.py" line="+33"/>
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
        <location filename="../desktop/games/heart_of_crown/end_details.py" line="+49"/>
        <source>by coronation</source>
        <translation>以戴冠式决胜</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in sudden death</source>
        <translation>在延长战中决胜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by judgement: the Court Maid, Senator and Duke piles ran out</source>
        <translation>判定：“宫廷女仆”“议员”“公爵”均已用完</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on succession points: for {rounds} rounds in a row nobody bought or gained a card or backed a princess</source>
        <translation>以继承点决胜：连续{rounds}轮无人购入或获得卡，也无人拥立公主</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: {points}</source>
        <translation>{name}：{points}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Succession points — {points}. Turns played: {turns}.</source>
        <translation>继承点 — {points}。回合数：{turns}</translation>
    </message>
</context>
<context>
    <name>EndPage</name>
    <message>
        <location filename="../desktop/shell/end_page.py" line="+46"/>
        <source>Back to the start</source>
        <translation>返回开始画面</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{names} won!</source>
        <translation>{names}获胜！</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../desktop/shell/session.py" line="+144"/>
        <source>It is not your turn.</source>
        <translation>现在不是你的回合。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That move is not possible now.</source>
        <translation>现在不能这样做。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Autosave failed: {reason}</source>
        <translation>自动保存失败：{reason}</translation>
    </message>
    <message>
        <location line="+30"/>
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
        <source>Heart of Crown</source>
        <extracomment>name of the game &apos;heart_of_crown&apos;</extracomment>
        <translation>皇冠之心</translation>
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
    <name>HeartOfCrownOptions</name>
    <message>
        <location filename="../desktop/games/heart_of_crown/options_form.py" line="+69"/>
        <source>Rule variant</source>
        <translation>变体规则</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A weaker player starts with 1 to 3 Court Maids in place of as many Apprentice Maids.</source>
        <translation>较弱的玩家以1至3张宫廷女仆代替同样数量的见习女仆开始游戏。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{card} ({cost})</source>
        <translation>{card}（费用{cost}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Market cards</source>
        <translation>市场卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your 10</source>
        <translation>你的10种</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+17"/>
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
        <location filename="../desktop/shell/main_window.py" line="+119"/>
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
        <source>Save the game as</source>
        <translation>将游戏另存为</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Kotatsu records (*.json);;All files (*)</source>
        <translation>Kotatsu 记录 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not save to {path}: {reason}</source>
        <translation>无法保存到 {path}：{reason}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved to {path}</source>
        <translation>已保存到 {path}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Could not open {path}: {reason}</source>
        <translation>无法打开 {path}：{reason}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The game in progress could not be set aside: {reason}</source>
        <translation>无法保存进行中的游戏：{reason}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The hint failed: {reason}</source>
        <translation>提示失败：{reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The abandoned game is kept as {path}.</source>
        <translation>已放弃的游戏已保存为 {path}。</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>It is not your turn.</source>
        <translation>现在不是你的回合。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to undo: a card was drawn or revealed, or another player acted.</source>
        <translation>没有可撤销的操作：已抽卡或公开了卡，或其他玩家已行动。</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../desktop/shell/new_game.py" line="+75"/>
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
        <source>Seed (optional)</source>
        <translation>种子（可选）</translation>
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
        <location line="+31"/>
        <source>Seat {n} needs a name.</source>
        <translation>请为座位{n}输入名字。</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location filename="../desktop/shell/prompt_panel.py" line="+61"/>
        <source>The game is over.</source>
        <translation>游戏已结束。</translation>
    </message>
    <message>
        <location line="+12"/>
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
    <name>SeatRows</name>
    <message>
        <location filename="../desktop/shell/seat_rows.py" line="+89"/>
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
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../desktop/shell/settings_dialog.py" line="+49"/>
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
    <name>StartPage</name>
    <message>
        <location filename="../desktop/shell/start_page.py" line="+67"/>
        <source>{game} — against AI or hot-seat</source>
        <translation>{game} — 对战电脑或同屏轮流对战</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Continue</source>
        <translation>继续游戏</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+15"/>
        <source>Opening the game… %p%</source>
        <translation>正在打开游戏… %p%</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../desktop/games/heart_of_crown/table.py" line="+244"/>
        <source>Undo</source>
        <translation>撤销</translation>
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
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Princesses to back</source>
        <translation>可拥立的公主</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log</source>
        <translation>记录</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Discard — drop to buy</source>
        <translation>弃牌区
拖到此处购入</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Curses: {curses}
Supply: {supply}
Abroad: {abroad}</source>
        <translation>诅咒：{curses}
补给卡组：{supply}
国外：{abroad}</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+100"/>
        <source>Nothing to do with that card now.</source>
        <translation>现在这张卡无法进行任何操作。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Hint: {action} — the only legal move.</source>
        <translation>提示：{action} — 唯一合法的行动。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: {action} — about {chance}% to win.</source>
        <translation>提示：{action} — 胜率约{chance}%。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: {action} — about {chance}% to win; next best: {other}, {other_chance}%.</source>
        <translation>提示：{action} — 胜率约{chance}%；次优：{other}（{other_chance}%）。</translation>
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
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+39"/>
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
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+77"/>
        <source>Declare a coronation</source>
        <extracomment>glossary &apos;declare_coronation&apos;; Japanese: 戴冠式を宣言する | button for the action &apos;declare&apos;</extracomment>
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
        <extracomment>glossary &apos;back_princess&apos;; Japanese: プリンセスを擁立する</extracomment>
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
        <location filename="../desktop/games/heart_of_crown/options_form.py" line="-53"/>
        <location filename="../desktop/games/heart_of_crown/table.py" line="-185"/>
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
        <location filename="../desktop/games/heart_of_crown/options_form.py" line="+7"/>
        <source>Attending Maid</source>
        <extracomment>glossary &apos;attending_maid&apos;; Japanese: お付きの侍女; The pile of five different Attending Maids, bought as one kind.</extracomment>
        <translation>贴身女仆</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/options_form.py" line="-10"/>
        <location line="+32"/>
        <source>Handicap</source>
        <extracomment>glossary &apos;handicap&apos;; Japanese: ハンディキャップ; Variant: Court Maids replace Apprentice Maids in a starting deck.</extracomment>
        <translation>不利条件</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <source>Affinity</source>
        <extracomment>glossary &apos;gm_affinity&apos;; Japanese: 好感度; Five per guild board; 2 unlocked raise the receptionist to rank 2, 5 to rank 3.</extracomment>
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
        <extracomment>glossary &apos;gm_make_base&apos;; Japanese: 拠点化; The icon: you may build a base without the 15 gold; 5 per adjacent base is still paid.</extracomment>
        <translation>据点化</translation>
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
        <source>Miasma level</source>
        <extracomment>glossary &apos;gm_miasma_level&apos;; Japanese: 瘴気濃度; Starts at players × 10; every star explored lowers it.</extracomment>
        <translation>瘴气浓度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Civilisation</source>
        <extracomment>glossary &apos;gm_civilisation&apos;; Japanese: 文明; Starts at 1; the game ends when it is next to the miasma level.</extracomment>
        <translation>文明</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fame</source>
        <extracomment>glossary &apos;gm_fame&apos;; Japanese: 名声; The victory points.</extracomment>
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
        <source>Potion action</source>
        <extracomment>glossary &apos;gm_potion_action&apos;; Japanese: 秘薬アクション; Six spaces on the main board, paid in potions, each once a round.</extracomment>
        <translation>秘药行动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Potion</source>
        <extracomment>glossary &apos;gm_potion&apos;; Japanese: ポーション</extracomment>
        <translation>药水</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gold</source>
        <extracomment>glossary &apos;gm_gold&apos;; Japanese: ゴールド</extracomment>
        <translation>金币</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power</source>
        <extracomment>glossary &apos;gm_power&apos;; Japanese: パワー; Pays 5 gold where the power icon allows.</extracomment>
        <translation>力量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Production</source>
        <extracomment>glossary &apos;gm_production&apos;; Japanese: 生産力; Gained in every production phase.</extracomment>
        <translation>生产力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Receptionist</source>
        <extracomment>glossary &apos;gm_receptionist&apos;; Japanese: 受付嬢; Three rank cards per face.</extracomment>
        <translation>看板娘</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Regalia</source>
        <extracomment>glossary &apos;gm_regalia&apos;; Japanese: レガリア</extracomment>
        <translation>王权</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Regalia chip</source>
        <extracomment>glossary &apos;gm_regalia_chip&apos;; Japanese: レガリアチップ; 1 fame, taken with a regalia from the regalia board.</extracomment>
        <translation>王权标记</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event card</source>
        <extracomment>glossary &apos;gm_event_card&apos;; Japanese: イベントカード</extracomment>
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
        <source>Labyrinth tile</source>
        <extracomment>glossary &apos;gm_labyrinth_tile&apos;; Japanese: 迷宮タイル</extracomment>
        <translation>迷宫板块</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Abyss</source>
        <extracomment>glossary &apos;gm_abyss&apos;; Japanese: 奈落の穴; Cannot be explored; revealing it ends the explore (common action: an extra turn).</extracomment>
        <translation>深渊洞穴</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Boss tile</source>
        <extracomment>glossary &apos;gm_boss_tile&apos;; Japanese: ボスタイル</extracomment>
        <translation>首领板块</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blank tile</source>
        <extracomment>glossary &apos;gm_blank_tile&apos;; Japanese: 無地タイル; Takes the place of a purified abyss; counts 0 stars.</extracomment>
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
        <source>Treasure chip</source>
        <extracomment>glossary &apos;gm_treasure_chip&apos;; Japanese: 宝物チップ</extracomment>
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
        <source>Adventurers&apos; tavern</source>
        <extracomment>glossary &apos;gm_tavern&apos;; Japanese: 冒険者の酒場; Adventurer chips ready to explore.</extracomment>
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
        <source>Altar of revival</source>
        <extracomment>glossary &apos;gm_altar&apos;; Japanese: 復活の祭壇; A 2 goes here for each explore not paid for: −1 fame per point.</extracomment>
        <translation>复活祭坛</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Guild board</source>
        <extracomment>glossary &apos;gm_guild_board&apos;; Japanese: ギルドボード</extracomment>
        <translation>公会版图</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Guild rank</source>
        <extracomment>glossary &apos;gm_guild_rank&apos;; Japanese: ギルドランク</extracomment>
        <translation>公会等级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Life</source>
        <extracomment>glossary &apos;gm_tag_life&apos;; Japanese: 生活; Tag.</extracomment>
        <translation>生活</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trade</source>
        <extracomment>glossary &apos;gm_tag_trade&apos;; Japanese: 商売; Tag.</extracomment>
        <translation>商业</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Junk</source>
        <extracomment>glossary &apos;gm_tag_junk&apos;; Japanese: ジャンク; Tag; the only one labyrinth tiles show.</extracomment>
        <translation>废品</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Person</source>
        <extracomment>glossary &apos;gm_tag_person&apos;; Japanese: 人物; Tag.</extracomment>
        <translation>人物</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Information gathering phase</source>
        <extracomment>glossary &apos;gm_information_phase&apos;; Japanese: 情報収集フェイズ; Draw 4, keep any at 3 gold each; skipped in the first round.</extracomment>
        <translation>情报收集阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action phase</source>
        <extracomment>glossary &apos;gm_action_phase&apos;; Japanese: アクションフェイズ</extracomment>
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
        <source>Finish phase</source>
        <extracomment>glossary &apos;gm_finish_phase&apos;; Japanese: フィニッシュフェイズ; Two laps of turns after civilisation meets miasma.</extracomment>
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
        <source>Special action</source>
        <extracomment>glossary &apos;gm_special_action&apos;; Japanese: 特別アクション; Once a round per card.</extracomment>
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
        <source>Play condition</source>
        <extracomment>glossary &apos;gm_play_condition&apos;; Japanese: プレイ条件</extracomment>
        <translation>打出条件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extra cost</source>
        <extracomment>glossary &apos;gm_extra_cost&apos;; Japanese: 追加コスト</extracomment>
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
        <source>Start player</source>
        <extracomment>glossary &apos;gm_start_player&apos;; Japanese: スタートプレイヤー</extracomment>
        <translation>起始玩家</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Used chip</source>
        <extracomment>glossary &apos;gm_used_chip&apos;; Japanese: 使用済チップ; Covers a potion action or a special action for the rest of the round.</extracomment>
        <translation>已使用标记</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blocked chip</source>
        <extracomment>glossary &apos;gm_blocked_chip&apos;; Japanese: 使用不可チップ; Closes potion actions in 2- and 3-player games.</extracomment>
        <translation>禁用标记</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+5"/>
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
        <location line="+4"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+5"/>
        <source>End main phase</source>
        <extracomment>button for the action &apos;end_main&apos;</extracomment>
        <translation>结束主要阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
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
        <location line="+28"/>
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
        <translation>僵局：连续{rounds}轮无人购入或获得卡，也无人拥立公主；{winners}以继承点获胜</translation>
    </message>
    <message>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="-177"/>
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
        <location filename="data_strings.py" line="-142"/>
        <source>The main phase is over: you can&apos;t play {card} now.</source>
        <extracomment>refusal &apos;main_phase_over&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>主要阶段已结束：现在不能使用{card}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can&apos;t play {card} now.</source>
        <extracomment>refusal &apos;cannot_play&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>现在不能使用{card}。</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="-8"/>
        <source>It is not your turn.</source>
        <extracomment>refusal &apos;not_your_turn&apos; of a card gesture (engine)</extracomment>
        <translation>现在不是你的回合。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>That does nothing.</source>
        <extracomment>refusal &apos;nothing&apos; of a card gesture (engine)</extracomment>
        <translation>放在这里没有效果。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+273"/>
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
</context>
<context>
    <name>kotatsu</name>
    <message>
        <location line="-612"/>
        <location filename="../desktop/shell/i18n.py" line="+75"/>
        <source>Kotatsu</source>
        <translation>Kotatsu</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/shell/i18n.py" line="+1"/>
        <source>Language</source>
        <extracomment>app string &apos;language&apos;</extracomment>
        <translation>语言</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/shell/i18n.py" line="+1"/>
        <source>Player {number}</source>
        <extracomment>app string &apos;player&apos;; keep {number} as they are</extracomment>
        <translation>玩家{number}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/shell/i18n.py" line="+1"/>
        <source>You</source>
        <extracomment>app string &apos;you&apos;</extracomment>
        <translation>你</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/shell/i18n.py" line="+1"/>
        <source>Human</source>
        <extracomment>app string &apos;human&apos;</extracomment>
        <translation>真人玩家</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/shell/i18n.py" line="+1"/>
        <source>AI {number}</source>
        <extracomment>app string &apos;ai_seat&apos;; keep {number} as they are</extracomment>
        <translation>电脑{number}</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../desktop/shell/i18n.py" line="+9"/>
        <source>AI: Easy</source>
        <extracomment>AI opponent &apos;easy&apos; in the new-game dialog</extracomment>
        <translation>电脑：简单</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/shell/i18n.py" line="+1"/>
        <source>AI: Normal</source>
        <oldsource>AI: simple</oldsource>
        <extracomment>AI opponent &apos;normal&apos; in the new-game dialog</extracomment>
        <translation>电脑：普通</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/shell/i18n.py" line="+1"/>
        <source>AI: Hard</source>
        <oldsource>AI: easy</oldsource>
        <extracomment>AI opponent &apos;hard&apos; in the new-game dialog</extracomment>
        <translation>电脑：困难</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/shell/i18n.py" line="+1"/>
        <source>AI: Baseline</source>
        <oldsource>AI: normal</oldsource>
        <extracomment>AI opponent &apos;baseline&apos; in the new-game dialog</extracomment>
        <translation>电脑：基础策略</translation>
    </message>
    <message>
        <location line="-10"/>
        <location filename="../desktop/shell/i18n.py" line="-10"/>
        <source>, </source>
        <extracomment>app string &apos;list_separator&apos;; separator between list items, e.g. 、 in Japanese and Chinese
----------
Joins the items of a list in a sentence (&quot;City, Duke, Curse&quot;).</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/shell/i18n.py" line="+2"/>
        <source>nothing</source>
        <extracomment>app string &apos;nothing&apos;; shown instead of an empty list of cards
----------
Shown for an empty list of cards.</extracomment>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../desktop/shell/i18n.py" line="+13"/>
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
        <location line="+2"/>
        <source>This save is damaged ({where}).</source>
        <translation>此存档已损坏（{where}）。</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location filename="../desktop/shell/platform_check.py" line="+34"/>
        <source>Kotatsu cannot open its window because {library} is missing; install Qt&apos;s X11 libraries with: {command}</source>
        <translation>缺少 {library}，Kotatsu 无法打开窗口。请用以下命令安装 Qt 的 X11 库：{command}</translation>
    </message>
</context>
</TS>
