<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../desktop/shell/about_dialog.py" line="+36"/>
        <source>About Kotatsu</source>
        <translation>關於 Kotatsu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card pictures: Game Icons ({link}) by {artists}, under the Creative Commons Attribution 3.0 licence ({licence}); drawn in the cards&apos; colours.</source>
        <translation>卡牌圖案：Game Icons（{link}），作者 {artists}，依創用CC 姓名標示 3.0 授權條款（{licence}）使用，以卡牌的顏色繪製。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Japanese and Chinese text: Noto Sans CJK (subsets), under the SIL Open Font License 1.1.</source>
        <translation>日文和中文文字：Noto Sans CJK（子集），依 SIL Open Font License 1.1 授權。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Japanese tabletop games on your computer, offline.</source>
        <translation>在電腦上離線遊玩日本桌遊。</translation>
    </message>
</context>
<context>
    <name>CardListModel</name>
    <message>
        <location filename="../desktop/games/heart_of_crown/models/cards.py" line="+29"/>
        <source>from the supply</source>
        <translation>來自補給卡組</translation>
    </message>
</context>
<context>
    <name>CoverPage</name>
    <message>
        <location filename="../desktop/shell/cover_page.py" line="+74"/>
        <source>Pass to {name}</source>
        <translation>請交給{name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other players look away. Your hand stays hidden until you are ready.</source>
        <translation>其他玩家請迴避視線。在你準備好之前，手卡不會顯示。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ready</source>
        <translation>準備好了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as…</source>
        <translation>另存為…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Menu</source>
        <translation>選單</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <location filename="../desktop/shell/crash_notice.py" line="+48"/>
        <source>Kotatsu closed unexpectedly last time. A crash report was saved.</source>
        <translation>上次 Kotatsu 意外關閉。已儲存當機報告。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the folder</source>
        <translation>開啟資料夾</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dismiss</source>
        <translation>關閉</translation>
    </message>
</context>
<context>
    <name>DiceView</name>
    <message>
        <location filename="../desktop/widgets/dice.py" line="+88"/>
        <source>Dice: {faces} (total {total})</source>
        <translation>骰子：{faces}（合計{total}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rolled yet</source>
        <translation>尚未擲骰</translation>
    </message>
</context>
<context>
    <name>DomainStrip</name>
    <message>
        <location filename="../desktop/games/heart_of_crown/domain_strip.py" line="+29"/>
        <source>{name} — {points} succession points</source>
        <translation>{name} — 繼承點{points}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no princess yet</source>
        <translation>尚未擁立公主</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>coin counters: {n}</source>
        <translation>貨幣指示物{n}個</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>succession counters: +{n}</source>
        <translation>繼承權指示物+{n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>twin counters: {n}</source>
        <translation>雙子指示物{n}個</translation>
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
        <translation>以戴冠式決勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in sudden death: more than one player declared a coronation, so only they played on, and the first to reach 30 succession points won</source>
        <translation>在延長戰中決勝：有多名玩家宣言了戴冠式，只有他們繼續遊戲，先達到30繼承點的玩家獲勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>by judgement: the Court Maid, Senator and Duke piles ran out</source>
        <translation>判定：「宮廷女僕」、「議員」、「公爵」均已用完</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on succession points: for {rounds} rounds in a row nobody bought or gained a card or backed a princess</source>
        <translation>以繼承點決勝：連續{rounds}巡無人購入或獲得卡，也無人擁立公主</translation>
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
        <translation>領地</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Succession cards</source>
        <translation>繼承權卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Succession points</source>
        <translation>繼承點</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Curses received</source>
        <translation>獲得的詛咒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cards bought</source>
        <translation>購入的卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns</source>
        <translation>回合數</translation>
    </message>
</context>
<context>
    <name>EndPage</name>
    <message>
        <location filename="../desktop/shell/end_page.py" line="+125"/>
        <source>Back to the start</source>
        <translation>返回開始畫面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rematch</source>
        <translation>再戰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same players and market, with a new shuffle</source>
        <translation>相同的玩家和市場，重新洗牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the replay</source>
        <translation>觀看重播</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points over the turns</source>
        <translation>每回合的分數</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{names} won!</source>
        <translation>{names}獲勝！</translation>
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
        <translation>{name}蓋置了一張牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your face-down card: {card}</source>
        <translation>你蓋置的牌：{card}</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../desktop/shell/session.py" line="+157"/>
        <source>It is not your turn.</source>
        <translation>現在不是你的回合。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That move is not possible now.</source>
        <translation>現在不能這樣做。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Autosave failed: {reason}</source>
        <translation>自動儲存失敗：{reason}</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The AI chose an illegal action: {reason}</source>
        <translation>電腦選擇了不合規則的操作：{reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The AI failed: {reason}</source>
        <translation>電腦出錯：{reason}</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="data_strings.py" line="+38"/>
        <source>Gensokyo</source>
        <extracomment>name of the game &apos;gensokyo&apos;</extracomment>
        <translation>幻想鄉領地爭奪戰</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go round Gensokyo claiming lands with Touhou characters, collect tolls and invade in card battles</source>
        <extracomment>what the game &apos;gensokyo&apos; is, on the start page</extracomment>
        <translation>帶著東方角色環遊幻想鄉佔領土地，收取路費，以卡牌戰鬥侵略</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Isekai Guild Masters</source>
        <extracomment>name of the game &apos;guild_masters&apos;</extracomment>
        <translation>異世界公會長</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run a guild: send adventurers into a growing labyrinth for fame and treasure</source>
        <extracomment>what the game &apos;guild_masters&apos; is, on the start page</extracomment>
        <translation>經營公會：派冒險者深入不斷擴大的迷宮，贏得名聲與寶物</translation>
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
        <translation>牌庫構築：擁立公主，收集繼承點，迎接戴冠</translation>
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
        <translation>牌庫構築：僱用女僕，讓她們奉仕，充實自己的家</translation>
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
        <translation>發生問題，該處理已略過；遊戲繼續進行。</translation>
    </message>
</context>
<context>
    <name>GuidePanel</name>
    <message>
        <location filename="../desktop/shell/guided/panel.py" line="+119"/>
        <source>Play a real game</source>
        <translation>開始正式遊戲</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start over</source>
        <translation>從頭再來</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave the lesson</source>
        <translation>退出教學</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Lesson complete</source>
        <translation>教學完成</translation>
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
        <translation>遊戲結束：你贏了！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>遊戲已結束。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game goes on to its end: watch the other players&apos; last turns.</source>
        <translation>遊戲會進行到結束：請觀看其他玩家的最後回合。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your opponent&apos;s turn</source>
        <translation>對戰對手的回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the table and the log: your opponent plays by the same rules. The lesson goes on when it is your turn.</source>
        <translation>請觀看牌桌和記錄：對戰對手遵循同樣的規則。輪到你的回合時，教學繼續。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your choice</source>
        <translation>由你決定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson has nothing to say about this choice: decide as you like, and it goes on after it.</source>
        <translation>教學對這個選擇沒有要求：隨你決定，之後教學繼續。</translation>
    </message>
</context>
<context>
    <name>HeartOfCrownOptions</name>
    <message>
        <location filename="../desktop/games/heart_of_crown/options_form.py" line="+60"/>
        <source>Rule variant</source>
        <translation>變體規則</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A weaker player starts with 1 to 3 Court Maids in place of as many Apprentice Maids.</source>
        <translation>較弱的玩家以1至3張宮廷女僕代替同樣數量的見習女僕開始遊戲。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{card} ({cost})</source>
        <translation>{card}（費用{cost}）</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Market cards</source>
        <translation>市場卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your 10</source>
        <translation>你的10種</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Random 10</source>
        <translation>隨機10種</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick 10 yourself</source>
        <translation>自選10種</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preset: {name}</source>
        <translation>推薦組合：{name}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Court Maids</source>
        <translation>宮廷女僕數</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pick exactly {n} market cards (you picked {k}).</source>
        <translation>請正好選擇{n}種市場卡（已選{k}種）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give the weaker players 1 to 3 Court Maids, or turn the Handicap off.</source>
        <translation>請給較弱的玩家1至3張宮廷女僕，或關閉不利條件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone has the same handicap, which changes nothing: give the stronger players fewer Court Maids.</source>
        <translation>所有人的不利條件相同，等於沒有變化：請減少較強玩家的宮廷女僕。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop/shell/main_window.py" line="+225"/>
        <source>Load a game</source>
        <translation>載入遊戲</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+1"/>
        <source>Abandon the game in progress?</source>
        <translation>要放棄進行中的遊戲嗎？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It will be kept in this folder, where Load can open it again:</source>
        <translation>該遊戲會儲存在以下資料夾中，之後可透過「載入」重新開啟：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Abandon it</source>
        <translation>放棄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep playing it</source>
        <translation>繼續玩</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A lesson is not saved: Start over takes it from the beginning.</source>
        <translation>教學不會儲存：按「從頭再來」即可從頭開始。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the game as</source>
        <translation>將遊戲另存為</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Kotatsu records (*.json);;All files (*)</source>
        <translation>Kotatsu 存檔 (*.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not save to {path}: {reason}</source>
        <translation>無法儲存到 {path}：{reason}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved to {path}</source>
        <translation>已儲存到 {path}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Could not open {path}: {reason}</source>
        <translation>無法開啟 {path}：{reason}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The game in progress could not be set aside: {reason}</source>
        <translation>無法儲存進行中的遊戲：{reason}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The hint failed: {reason}</source>
        <translation>提示失敗：{reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The abandoned game is kept as {path}.</source>
        <translation>已放棄的遊戲已儲存為 {path}。</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>It is not your turn.</source>
        <translation>現在不是你的回合。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to undo: a card was drawn or revealed, or another player acted.</source>
        <translation>沒有可復原的操作：已抽卡或公開了卡，或其他玩家已行動。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The statistics could not be saved: {reason}</source>
        <translation>無法儲存戰績：{reason}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../desktop/shell/new_game.py" line="+94"/>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Advanced</source>
        <translation>進階</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed (optional)</source>
        <translation>種子（選填）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same seed and choices deal the same game again</source>
        <translation>使用相同的種子和選項，可以重現同一局遊戲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Seat {n} needs a name.</source>
        <translation>請為座位{n}輸入名字。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat {n}: a name may not hold a line break or another control character.</source>
        <translation>座位{n}：名字中不能含有換行符或其他控制字元。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every player needs a different name.</source>
        <translation>每位玩家的名字必須不同。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The seed must be a whole number (or empty for a random one).</source>
        <translation>種子必須是整數（留空則隨機）。</translation>
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
        <translation>繼承點</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>手卡</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deck</source>
        <translation>卡組</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>棄牌區</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Counters</source>
        <translation>指示物</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>{n} coin</source>
        <translation>貨幣指示物{n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+{n} pts</source>
        <translation>+{n}點</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{n} twin</source>
        <translation>雙子{n}</translation>
    </message>
</context>
<context>
    <name>PromptPanel</name>
    <message>
        <location filename="../desktop/widgets/prompt_panel.py" line="+87"/>
        <source>The game is over.</source>
        <translation>遊戲已結束。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>New here: this button now means “{label}”.</source>
        <translation>已變更：此按鈕現在是「{label}」。</translation>
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
        <translation>電腦（困難）正在思考…</translation>
    </message>
</context>
<context>
    <name>ReferenceWindow</name>
    <message>
        <location filename="../desktop/shell/reference_window.py" line="+102"/>
        <source>Rules — {game}</source>
        <translation>規則 — {game}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search the rules</source>
        <translation>搜尋規則</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No section holds these words.</source>
        <translation>沒有包含這些文字的章節。</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>In this section</source>
        <translation>本章內容</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <location filename="../desktop/shell/replay_page.py" line="+211"/>
        <source>Next: {player} decides</source>
        <translation>接下來由{player}決定</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Pause</source>
        <translation>暫停</translation>
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
        <translation>第{step}步，共{total}步 · 第{round}輪</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Replay</source>
        <translation>重播</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation>開頭</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To the start (Home)</source>
        <translation>回到開頭（Home）</translation>
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
        <translation>後退一回合（Page Up）</translation>
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
        <translation>後退一步（←）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A move forward (→)</source>
        <translation>前進一步（→）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn forward (Page Down)</source>
        <translation>前進一回合（Page Down）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>最後</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To the final position (End)</source>
        <translation>到最終局面（End）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back to the end screen</source>
        <translation>返回結算畫面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the game by itself, or pause it (Space)</source>
        <translation>自動播放遊戲，或暫停（Space）</translation>
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
        <translation>自動播放的速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every move of the game: drag to go to one</source>
        <translation>遊戲的每一步：拖曳以跳到某一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand of:</source>
        <translation>顯示手卡：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whose hand the table shows, and whose log</source>
        <translation>顯示誰的手卡和記錄</translation>
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
        <translation>玩家人數</translation>
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
        <translation>標準</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Large</source>
        <translation>大</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About Kotatsu…</source>
        <translation>關於 Kotatsu…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pause between AI moves</source>
        <translation>電腦每步之間的間隔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask before ending a phase with plays or coins left</source>
        <translation>仍可使用卡或仍有貨幣時，結束階段前先確認</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animations</source>
        <translation>動畫效果</translation>
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
        <translation>上手難度中等</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard to learn</source>
        <translation>較難上手</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>{low}–{high} minutes</source>
        <translation>{low}–{high}分鐘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{minutes} minutes</source>
        <translation>{minutes}分鐘</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{level}: {wins} of {games} won</source>
        <translation>{level}：{games}局{wins}勝</translation>
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
        <translation>你的戰績：{parts}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Learn to play</source>
        <translation>新手教學</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../desktop/shell/start_page.py" line="+113"/>
        <source>{game} — against AI or hot-seat</source>
        <translation>{game} — 與電腦對戰，或在同一台電腦上輪流對戰</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Earlier games, all games together — {levels}</source>
        <translation>以前的戰績（所有遊戲合計）— {levels}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Continue</source>
        <translation>繼續遊戲</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Load…</source>
        <translation>載入…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save as…</source>
        <translation>另存為…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit</source>
        <translation>離開</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{level} ({wins} of {games} won)</source>
        <translation>{level}（{games}局{wins}勝）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The statistics file could not be read; counting starts afresh.</source>
        <translation>無法讀取戰績檔案，記錄將重新開始。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Continue: {game}, turn {turn}</source>
        <translation>繼續：{game}，第{turn}回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue: {game}, round {round}</source>
        <translation>繼續：{game}，第{round}輪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue: {game}</source>
        <translation>繼續：{game}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Opening the game… %p%</source>
        <translation>正在開啟遊戲… %p%</translation>
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
        <translation>直接跳到處理區</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go straight to the log</source>
        <translation>直接跳到記錄</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go to the next or the previous place: a row of cards, a button, the log</source>
        <translation>移到下一個或上一個位置：一行卡牌、按鈕、記錄</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go from card to card in a row; Home and End: to its first and its last card</source>
        <translation>在一行中逐張切換卡牌；Home 和 End：到該行的第一張和最後一張</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do the first thing the chosen card can do (play it, buy it …), or press the chosen button</source>
        <translation>對選中的卡牌執行它能做的第一件事（使用、購入等），或按下選中的按鈕</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press the chosen button</source>
        <translation>按下選中的按鈕</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press the buttons under the question, from the first to the ninth</source>
        <translation>按下問題下方的按鈕（第一個到第九個）</translation>
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
        <translation>復原</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../desktop/widgets/table_chrome.py" line="+1"/>
        <source>Save as…</source>
        <translation>另存為…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This list of keys</source>
        <translation>本按鍵列表</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/table_chrome.py" line="+1"/>
        <source>Menu</source>
        <translation>選單</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules (F1)</source>
        <translation>規則 (F1)</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/shortcuts.py" line="-1"/>
        <location filename="../desktop/widgets/table_chrome.py" line="+4"/>
        <source>The rules, at the part that fits this moment of the game</source>
        <translation>規則（開啟與目前局面相符的部分）</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/table_chrome.py" line="+2"/>
        <source>What the marks and zones of the table mean</source>
        <translation>桌面上各標識和區域的意思</translation>
    </message>
    <message>
        <location filename="../desktop/games/heart_of_crown/table.py" line="+201"/>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Princesses to back</source>
        <translation>可擁立的公主</translation>
    </message>
    <message>
        <location filename="../desktop/games/guild_masters/table.py" line="+62"/>
        <source>Go straight to the labyrinth</source>
        <translation>直接跳到迷宮</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On the labyrinth: go from area to area; Enter chooses the lit area under the cursor</source>
        <translation>在迷宮上：在區域間移動；Enter 選擇游標下醒目的區域</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the labyrinth: show the whole map, zoom in, zoom out</source>
        <translation>在迷宮上：顯示整張地圖、放大、縮小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In your hand: sell the selected card</source>
        <translation>在手牌中：出售選中的卡</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/table.py" line="+54"/>
        <source>Go straight to the board</source>
        <translation>直接前往棋盤</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>On the board: go from square to square; Enter chooses the lit square under the cursor</source>
        <translation>在棋盤上：逐格移動；按 Enter 選擇游標下亮起的格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the board: show the whole map, zoom in, zoom out</source>
        <translation>在棋盤上：顯示整張地圖、放大、縮小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the battle panel: the next step, the step before, close it</source>
        <translation>在戰鬥面板中：下一步、上一步、關閉</translation>
    </message>
    <message>
        <location line="+62"/>
        <location filename="../desktop/games/guild_masters/table.py" line="+78"/>
        <location filename="../desktop/games/heart_of_crown/table.py" line="+1"/>
        <location filename="../desktop/games/tanto_cuore/table.py" line="+146"/>
        <source>Log</source>
        <translation>記錄</translation>
    </message>
    <message>
        <location filename="../desktop/games/heart_of_crown/table.py" line="+16"/>
        <source>Discard — drop to buy</source>
        <translation>棄牌區
拖到此處購入</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Curses: {curses}
Supply: {supply}
Abroad: {abroad}</source>
        <translation>詛咒：{curses}
補給卡組：{supply}
國外：{abroad}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exiled (abroad): {cards}</source>
        <translation>已放逐（國外）：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play area — {name}</source>
        <translation>處理區 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand — {name}</source>
        <translation>手卡 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn {n} · {name} · {phase} · coins: {coins} · links left: {links}</source>
        <translation>第{n}回合 · {name} · {phase} · {coins}枚貨幣 · 剩餘連接{links}</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Nothing to do with that card now.</source>
        <translation>現在這張卡無法進行任何操作。</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/table_chrome.py" line="-350"/>
        <source>Go straight to the market</source>
        <translation>直接跳到市場</translation>
    </message>
    <message>
        <location line="+345"/>
        <source>Keys</source>
        <translation>按鍵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard shortcuts ({keys})</source>
        <translation>鍵盤快速鍵（{keys}）</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Hint: {action} — the only legal move.</source>
        <translation>提示：{action} — 唯一合法的行動。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: {action} — about {chance}% to win.</source>
        <translation>提示：{action} — 勝率約{chance}%。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: {action} — about {chance}% to win; next best: {other}, {other_chance}%.</source>
        <translation>提示：{action} — 勝率約{chance}%；次優：{other}（{other_chance}%）。</translation>
    </message>
    <message>
        <location filename="../desktop/games/tanto_cuore/table.py" line="-79"/>
        <source>Go straight to the town</source>
        <translation>直接跳到供應區</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put back an event chosen by Enter, before choosing where it goes</source>
        <translation>在選擇去處之前，放回用 Enter 選中的事件卡</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/shortcuts_window.py" line="+86"/>
        <source>Keyboard</source>
        <translation>鍵盤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location filename="../desktop/shell/undo_words.py" line="+12"/>
        <source>Can&apos;t undo: a card was drawn or revealed</source>
        <translation>無法復原：已抽卡或公開了卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can&apos;t undo: you have seen hidden cards</source>
        <translation>無法復原：你已看過未公開的卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can&apos;t undo: another player has moved since</source>
        <translation>無法復原：之後其他玩家已行動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can&apos;t undo: the dice were rolled or a card was picked at random</source>
        <translation>無法復原：已擲骰或已隨機抽取了卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to undo yet</source>
        <translation>還沒有可復原的操作</translation>
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
        <translation>蕾米莉亞·斯卡蕾特</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flandre Scarlet</source>
        <translation>芙蘭朵露·斯卡蕾特</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hong Meiling</source>
        <translation>紅美鈴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Koakuma</source>
        <translation>小惡魔</translation>
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
        <translation>帕秋莉·諾蕾姬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cirno</source>
        <translation>琪露諾</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rumia</source>
        <translation>露米婭</translation>
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
        <translation>魂魄妖夢</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rin Kaenbyou</source>
        <translation>火焰貓燐</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Satori Komeiji</source>
        <translation>古明地覺</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Koishi Komeiji</source>
        <translation>古明地戀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Utsuho Reiuji</source>
        <translation>靈烏路空</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yuugi Hoshiguma</source>
        <translation>星熊勇儀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parsee Mizuhashi</source>
        <translation>水橋帕露西</translation>
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
        <translation>八雲藍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chen</source>
        <translation>橙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kaguya Houraisan</source>
        <translation>蓬萊山輝夜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eirin Yagokoro</source>
        <translation>八意永琳</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reisen Udongein Inaba</source>
        <translation>鈴仙·優曇華院·因幡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tewi Inaba</source>
        <translation>因幡帝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fujiwara no Mokou</source>
        <translation>藤原妹紅</translation>
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
        <translation>洩矢諏訪子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reimu Hakurei</source>
        <translation>博麗靈夢</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marisa Kirisame</source>
        <translation>霧雨魔理沙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alice Margatroid</source>
        <translation>愛麗絲·瑪格特洛依德</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yukari Yakumo</source>
        <translation>八雲紫</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Byakuren Hijiri</source>
        <translation>聖白蓮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nue Houjuu</source>
        <translation>封獸鵺</translation>
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
        <translation>少名針妙丸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keine Kamishirasawa</source>
        <translation>上白澤慧音</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Treasure &quot;Gold Rush&quot;</source>
        <translation>財寶「淘金熱」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relocation &quot;Moving Day&quot;</source>
        <translation>遷居「搬家」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relocation &quot;Grand Reshuffle&quot;</source>
        <translation>遷居「大換血」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guard Charm &quot;Stone-Wall Ward&quot;</source>
        <translation>護符「石牆之護」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collapse &quot;Undermining&quot;</source>
        <translation>崩落「拆臺」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>War Cry &quot;War Drums&quot;</source>
        <translation>吶喊「進軍鼓」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lucky Draw &quot;Jackpot&quot;</source>
        <translation>抽獎「頭獎」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Insight &quot;Show Me Your Hand&quot;</source>
        <translation>看破「亮出底牌」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search &quot;Finder&apos;s Charm&quot;</source>
        <translation>尋人「尋蹤符」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tailwind &quot;Where the Wind Blows&quot;</source>
        <translation>順風「隨風而行」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shortcut &quot;Road of My Choosing&quot;</source>
        <translation>捷徑「隨心所欲之路」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip &quot;About-Face&quot;</source>
        <translation>反轉「向後轉」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Construction &quot;Raising the Roof&quot;</source>
        <translation>營造「上樑」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint &quot;Toll Hike&quot;</source>
        <translation>關卡「關稅大漲」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Barrier &quot;Guardian Talisman&quot;</source>
        <translation>結界「鎮守之符」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haggle &quot;Hard Bargain&quot;</source>
        <translation>講價「殺價高手」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Binding &quot;Leaden Steps&quot;</source>
        <translation>咒縛「步履沉重」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expedition &quot;Distant Claim&quot;</source>
        <translation>遠征「圈佔飛地」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scarlet Charisma</source>
        <translation>紅之威嚴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Netherworld Charisma</source>
        <translation>冥之威嚴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mountain Charisma</source>
        <translation>山之威嚴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Village Charisma</source>
        <translation>里之威嚴</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scarlet</source>
        <translation>紅</translation>
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
        <translation>即時</translation>
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
        <translation>{amount}圓</translation>
    </message>
    <message>
        <location filename="data_strings.py" line="+4"/>
        <source>Toll</source>
        <extracomment>glossary &apos;gs_toll&apos;; Japanese: 通行料</extracomment>
        <translation>過路費</translation>
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
        <translation>援護</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Relocate</source>
        <extracomment>glossary &apos;gs_relocate&apos;; Japanese: 再配置</extracomment>
        <translation>換防</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Claim</source>
        <extracomment>glossary &apos;gs_claim&apos;; Japanese: 配置</extracomment>
        <translation>佔領</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invest</source>
        <extracomment>glossary &apos;gs_invest&apos;; Japanese: 投資</extracomment>
        <translation>投資</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/end_details.py" line="+17"/>
        <source>Total assets</source>
        <extracomment>glossary &apos;gs_total_assets&apos;; Japanese: 総資産</extracomment>
        <translation>總資產</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lap bonus</source>
        <extracomment>glossary &apos;gs_lap_bonus&apos;; Japanese: 周回ボーナス</extracomment>
        <translation>繞圈獎勵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level</source>
        <extracomment>glossary &apos;gs_level&apos;; Japanese: レベル</extracomment>
        <translation>等級</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Area</source>
        <extracomment>glossary &apos;gs_area&apos;; Japanese: エリア</extracomment>
        <translation>區域</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monopoly</source>
        <extracomment>glossary &apos;gs_monopoly&apos;; Japanese: 独占</extracomment>
        <translation>獨佔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bankruptcy</source>
        <extracomment>glossary &apos;gs_bankruptcy&apos;; Japanese: 破産</extracomment>
        <translation>破產</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/gensokyo/battle_steps.py" line="+27"/>
        <location filename="../desktop/games/gensokyo/card_texts.py" line="-3"/>
        <source>Charisma card</source>
        <extracomment>glossary &apos;gs_charisma_card&apos;; Japanese: カリスマカード</extracomment>
        <translation>威嚴卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attribute</source>
        <extracomment>glossary &apos;gs_attribute&apos;; Japanese: 属性</extracomment>
        <translation>屬性</translation>
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
        <translation>主戰角色</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand cost</source>
        <extracomment>glossary &apos;gs_hand_cost&apos;; Japanese: 手札コスト</extracomment>
        <translation>手牌費用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Land value</source>
        <extracomment>glossary &apos;gs_land_value&apos;; Japanese: 土地価値</extracomment>
        <translation>土地價值</translation>
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
        <translation>交叉地圖</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loop map</source>
        <extracomment>glossary &apos;gs_loop_map&apos;; Japanese: ループマップ</extracomment>
        <translation>環形地圖</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Battle</source>
        <extracomment>glossary &apos;gs_battle&apos;; Japanese: 戦闘</extracomment>
        <translation>戰鬥</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="-32"/>
        <source>Your turn: draw a card, or pass</source>
        <extracomment>prompt for decision kind &apos;draw&apos;</extracomment>
        <translation>你的回合：抽1張牌，或者跳過</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Spell step: cast a spell card, or pass</source>
        <extracomment>prompt for decision kind &apos;spell&apos;</extracomment>
        <translation>符卡步驟：使用符卡，或者跳過</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Investment step: invest in one of your lands, or pass</source>
        <extracomment>prompt for decision kind &apos;invest&apos;</extracomment>
        <translation>投資步驟：投資你的一塊土地，或者跳過</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Choose how many squares to move</source>
        <extracomment>prompt for decision kind &apos;move&apos;</extracomment>
        <translation>選擇前進幾格</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>You rolled {dice}: keep two of the dice</source>
        <extracomment>prompt for decision kind &apos;keep&apos;; keep {dice} as they are</extracomment>
        <translation>你擲出了{dice}：保留其中兩顆骰子</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Choose which way to go</source>
        <extracomment>prompt for decision kind &apos;step&apos;</extracomment>
        <translation>選擇前進的方向</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Gap: travel to the next gap, or stay</source>
        <extracomment>prompt for decision kind &apos;travel&apos;</extracomment>
        <translation>隙間：前往下一個隙間，或者留下</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{land} is unowned: claim it with a character from your hand</source>
        <extracomment>prompt for decision kind &apos;claim&apos;; keep {land} as they are</extracomment>
        <translation>{land}無人擁有：用手牌中的角色佔領它</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Claim the chosen land with a character from your hand</source>
        <extracomment>prompt for decision kind &apos;claim:distant&apos;</extracomment>
        <translation>用手牌中的角色佔領所選的土地</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Relocate: exchange a character on your land for one from your hand, or pass</source>
        <extracomment>prompt for decision kind &apos;relocate&apos;</extracomment>
        <translation>換防：用手牌中的角色替換你土地上的角色，或者跳過</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{owner}&apos;s {land}, level {level}: pay the toll ({money}圓) or invade</source>
        <extracomment>prompt for decision kind &apos;toll_or_invade&apos;; keep {owner}, {land}, {level}, {money} as they are</extracomment>
        <translation>{owner}的{land}（等級{level}）：支付過路費（{money}圓）或者入侵</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Sell lands to pay the toll of {money}圓</source>
        <extracomment>prompt for decision kind &apos;sell&apos;; keep {money} as they are</extracomment>
        <translation>出售土地來支付{money}圓的過路費</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Choose a card to discard</source>
        <extracomment>prompt for decision kind &apos;discard&apos;</extracomment>
        <translation>選擇要棄掉的牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Choose a character to take from the deck</source>
        <extracomment>prompt for decision kind &apos;search&apos;</extracomment>
        <translation>選擇要從牌庫中拿取的角色</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Choose the card your opponent discards</source>
        <extracomment>prompt for decision kind &apos;take_away&apos;</extracomment>
        <translation>選擇對手要棄掉的牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Invading {land}: choose your main character</source>
        <extracomment>prompt for decision kind &apos;battle_main&apos;; keep {land} as they are</extracomment>
        <translation>入侵{land}：選擇你的主戰角色</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Battle for {land}: choose a support face down (or none)</source>
        <extracomment>prompt for decision kind &apos;battle_support&apos;; keep {land} as they are</extracomment>
        <translation>{land}的戰鬥：背面朝上選擇援護（也可以不選）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Transformation: by your ability or by your support?</source>
        <extracomment>prompt for decision kind &apos;transform&apos;</extracomment>
        <translation>變化：使用角色能力還是援護？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Choose a character on your lands to copy</source>
        <extracomment>prompt for decision kind &apos;copy&apos;</extracomment>
        <translation>選擇要複製的、你土地上的角色</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>You see the hand of {player}: choose the card they discard</source>
        <extracomment>prompt for decision kind &apos;recollect&apos;; keep {player} as they are</extracomment>
        <translation>你看到了{player}的手牌：選擇對方要棄掉的牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Swap a card from your hand for one in the graveyard, or keep them</source>
        <extracomment>prompt for decision kind &apos;byakuren&apos;</extracomment>
        <translation>用1張手牌交換墓地中的1張牌，或者保持不變</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+9"/>
        <source>Draw a card</source>
        <extracomment>button for the action &apos;draw&apos;</extracomment>
        <translation>抽1張牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Travel through the gap</source>
        <extracomment>button for the action &apos;travel&apos;</extracomment>
        <translation>經由隙間移動</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Pay the toll ({money}圓)</source>
        <extracomment>button for the action &apos;toll&apos;; keep {money} as they are</extracomment>
        <translation>支付過路費（{money}圓）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+2"/>
        <source>No support</source>
        <extracomment>button for the action &apos;support none&apos;</extracomment>
        <translation>不出援護</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>No swap</source>
        <extracomment>button for the action &apos;byakuren none none&apos;</extracomment>
        <translation>不交換</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>The ability&apos;s transformation</source>
        <extracomment>button for the action &apos;transform ability&apos;</extracomment>
        <translation>角色能力的變化</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>The support&apos;s transformation</source>
        <extracomment>button for the action &apos;transform support&apos;</extracomment>
        <translation>援護的變化</translation>
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
        <translation>不投資</translation>
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
        <translation>不佔領</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Don&apos;t relocate</source>
        <extracomment>button for &apos;pass&apos; in the decision &apos;relocate&apos;</extracomment>
        <translation>不換防</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+6"/>
        <source>Roll a {count}</source>
        <extracomment>button for actions of verb &apos;roll&apos;; keep {count} as they are</extracomment>
        <translation>擲出{count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Card {count}</source>
        <extracomment>button for actions of verb &apos;pick&apos;; keep {count} as they are</extracomment>
        <translation>第{count}張牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Move {count} squares</source>
        <extracomment>button for actions of verb &apos;move&apos;; keep {count} as they are</extracomment>
        <translation>前進{count}格</translation>
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
        <translation>出售{land}（{money}圓）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Invest in {land}: level {level} ({money}圓)</source>
        <extracomment>button for actions of verb &apos;invest&apos;; keep {land}, {level}, {money} as they are</extracomment>
        <translation>投資{land}：等級{level}（{money}圓）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Claim with {card} ({cost})</source>
        <extracomment>button for actions of verb &apos;claim&apos;; keep {card}, {cost} as they are</extracomment>
        <translation>用{card}佔領（{cost}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Relocate {card} onto {land} ({cost})</source>
        <extracomment>button for actions of verb &apos;relocate&apos;; keep {card}, {land}, {cost} as they are</extracomment>
        <translation>把{card}換防到{land}（{cost}）</translation>
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
        <translation>用{card}援護（{cost}）</translation>
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
        <translation>對{land}使用{card}（{cost}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Cast {card} on {player} ({cost})</source>
        <extracomment>button for actions of verb &apos;spell:player&apos;; keep {card}, {player}, {cost} as they are</extracomment>
        <translation>對{player}使用{card}（{cost}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Discard {card}</source>
        <extracomment>button for actions of verb &apos;discard&apos;; keep {card} as they are</extracomment>
        <translation>棄掉{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <location line="+1"/>
        <source>They discard {card}</source>
        <extracomment>button for actions of verb &apos;discard:take_away&apos;; keep {card} as they are | button for actions of verb &apos;recollect&apos;; keep {card} as they are</extracomment>
        <translation>讓對方棄掉{card}</translation>
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
        <translation>複製{card}</translation>
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
        <translation>第{round}輪，第{turn}回合：{player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Game resumed in round {round}, turn {turn}</source>
        <extracomment>log line for event &apos;resumed&apos;; keep {round}, {turn} as they are</extracomment>
        <translation>從第{round}輪第{turn}回合繼續遊戲</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Turn order: {players}</source>
        <extracomment>log line for event &apos;turn_order&apos;; keep {players} as they are</extracomment>
        <translation>回合順序：{players}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Roll for the turn order: {rolls}</source>
        <extracomment>log line for event &apos;order_roll&apos;; keep {rolls} as they are</extracomment>
        <translation>決定回合順序的擲骰：{rolls}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} rolled a {face}</source>
        <extracomment>log line for event &apos;roll&apos;; keep {player}, {face} as they are</extracomment>
        <translation>{player}擲出了{face}</translation>
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
        <translation>{player}獲得了{money}圓的繞圈獎勵</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} travelled through the gap</source>
        <extracomment>log line for event &apos;gap&apos;; keep {player} as they are</extracomment>
        <translation>{player}經由隙間移動了</translation>
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
        <translation>{player}用{card}佔領了{land}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} invested in {land}: now level {level}</source>
        <extracomment>log line for event &apos;invest&apos;; keep {player}, {land}, {level} as they are</extracomment>
        <translation>{player}投資了{land}：現在是等級{level}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{land} is now level {level}</source>
        <extracomment>log line for event &apos;level&apos;; keep {land}, {level} as they are</extracomment>
        <translation>{land}現在是等級{level}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} relocated {card} onto {land}; {returned} went back to the hand</source>
        <extracomment>log line for event &apos;relocate&apos;; keep {player}, {card}, {land}, {returned} as they are</extracomment>
        <translation>{player}把{card}換防到{land}；{returned}回到了手牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} paid {money}圓</source>
        <extracomment>log line for event &apos;pay&apos;; keep {player}, {money} as they are</extracomment>
        <translation>{player}支付了{money}圓</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} paid {money}圓 for the claim</source>
        <extracomment>log line for event &apos;pay:claim&apos;; keep {player}, {money} as they are</extracomment>
        <translation>{player}為佔領支付了{money}圓</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} paid {money}圓 for the investment</source>
        <extracomment>log line for event &apos;pay:invest&apos;; keep {player}, {money} as they are</extracomment>
        <translation>{player}為投資支付了{money}圓</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} paid {money}圓 for the relocation</source>
        <extracomment>log line for event &apos;pay:relocate&apos;; keep {player}, {money} as they are</extracomment>
        <translation>{player}為換防支付了{money}圓</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} paid {money}圓 for the spell card</source>
        <extracomment>log line for event &apos;pay:spell&apos;; keep {player}, {money} as they are</extracomment>
        <translation>{player}為符卡支付了{money}圓</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} paid {money}圓 for the battle</source>
        <extracomment>log line for event &apos;pay:battle&apos;; keep {player}, {money} as they are</extracomment>
        <translation>{player}為戰鬥支付了{money}圓</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} received {money}圓</source>
        <extracomment>log line for event &apos;receive&apos;; keep {player}, {money} as they are</extracomment>
        <translation>{player}獲得了{money}圓</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} paid a toll of {money}圓 to {target}</source>
        <extracomment>log line for event &apos;toll&apos;; keep {player}, {money}, {target} as they are</extracomment>
        <translation>{player}向{target}支付了{money}圓的過路費</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} sold {land} for {money}圓</source>
        <extracomment>log line for event &apos;sell&apos;; keep {player}, {land}, {money} as they are</extracomment>
        <translation>{player}以{money}圓出售了{land}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} went bankrupt</source>
        <extracomment>log line for event &apos;bankrupt&apos;; keep {player} as they are</extracomment>
        <translation>{player}破產了</translation>
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
        <translation>{player}抽了1張牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} discarded {card}</source>
        <extracomment>log line for event &apos;discard&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}棄掉了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} discarded {card} to pay a hand cost</source>
        <extracomment>log line for event &apos;discard:cost&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}棄掉了{card}來支付手牌費用</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} discarded {card} to pay the battle&apos;s hand cost</source>
        <extracomment>log line for event &apos;discard:battle&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}棄掉了{card}來支付戰鬥的手牌費用</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} discarded {card} down to the hand limit</source>
        <extracomment>log line for event &apos;discard:hand_limit&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}因手牌上限棄掉了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} discarded {card} because of {why}</source>
        <extracomment>log line for event &apos;discard:card&apos;; keep {player}, {card}, {why} as they are</extracomment>
        <translation>{player}因{why}棄掉了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} discarded their whole hand</source>
        <extracomment>log line for event &apos;discard_hand&apos;; keep {player} as they are</extracomment>
        <translation>{player}棄掉了全部手牌</translation>
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
        <translation>{player}從牌庫中拿取了{card}</translation>
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
        <translation>{player}對{land}使用了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} cast {card} on {target}</source>
        <extracomment>log line for event &apos;spell:player&apos;; keep {player}, {card}, {target} as they are</extracomment>
        <translation>{player}對{target}使用了{card}</translation>
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
        <translation>{player}背面朝上打出{card}作為援護</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} committed a support face down</source>
        <extracomment>log line for event &apos;battle_support:hidden&apos;; keep {player} as they are</extracomment>
        <translation>{player}背面朝上打出了援護</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} committed no support</source>
        <extracomment>log line for event &apos;battle_no_support&apos;; keep {player} as they are</extracomment>
        <translation>{player}沒有打出援護</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Supports revealed: {invader} for the invader, {defender} for the defender</source>
        <extracomment>log line for event &apos;battle_reveal&apos;; keep {invader}, {defender} as they are</extracomment>
        <translation>公開援護：入侵方為{invader}，防守方為{defender}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Negated: {negations}</source>
        <extracomment>log line for event &apos;battle_negation&apos;; keep {negations} as they are</extracomment>
        <translation>無效：{negations}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Battle for {land}: the invader won, {attack} attack against {hp} HP</source>
        <extracomment>log line for event &apos;battle_result:won&apos;; keep {land}, {attack}, {hp} as they are</extracomment>
        <translation>{land}的戰鬥：入侵方獲勝（攻擊{attack}對體力{hp}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Battle for {land}: the defender held, {attack} attack against {hp} HP</source>
        <extracomment>log line for event &apos;battle_result:lost&apos;; keep {land}, {attack}, {hp} as they are</extracomment>
        <translation>{land}的戰鬥：防守方守住了（攻擊{attack}對體力{hp}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{card} of {player} went to the graveyard</source>
        <extracomment>log line for event &apos;battle_card:graveyard&apos;; keep {card}, {player} as they are</extracomment>
        <translation>{player}的{card}進入了墓地</translation>
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
        <translation>{player}把{gave}交給{target}，拿到了{got}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} put {gave} in the graveyard and took {took} from it</source>
        <extracomment>log line for event &apos;battle_swap_graveyard&apos;; keep {player}, {gave}, {took} as they are</extracomment>
        <translation>{player}把{gave}放入墓地，並從墓地拿取了{took}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} took {card} from the hand of {target}</source>
        <extracomment>log line for event &apos;battle_take&apos;; keep {player}, {card}, {target} as they are</extracomment>
        <translation>{player}從{target}的手牌中拿走了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} could not draw for {card}: the deck is empty</source>
        <extracomment>log line for event &apos;battle_draw_failed&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}無法因{card}抽牌：牌庫已空</translation>
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
        <translation>遊戲結束：{winners}獲勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>The deck ran out: {winners} won</source>
        <extracomment>log line for event &apos;game_over:deck_empty&apos;; keep {winners} as they are</extracomment>
        <translation>牌庫耗盡：{winners}獲勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>A player went bankrupt: {winners} won</source>
        <extracomment>log line for event &apos;game_over:bankruptcy&apos;; keep {winners} as they are</extracomment>
        <translation>有玩家破產：{winners}獲勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Round 60 is over: {winners} won</source>
        <extracomment>log line for event &apos;game_over:round_cap&apos;; keep {winners} as they are</extracomment>
        <translation>第60輪結束：{winners}獲勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+3"/>
        <source>Round {round}, turn {turn}: your turn</source>
        <extracomment>log line naming the reader, for event &apos;turn:you&apos;; keep {round}, {turn} as they are</extracomment>
        <translation>第{round}輪，第{turn}回合：你的回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>You discarded your whole hand</source>
        <extracomment>log line naming the reader, for event &apos;discard_hand:you&apos;</extracomment>
        <translation>你棄掉了全部手牌</translation>
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
        <translation>你的{card}進入了墓地</translation>
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
        <translation>{player}從你的手牌中拿走了{card}</translation>
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
        <translation>{card}使入侵方的援護</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>the defender&apos;s support by {card}</source>
        <extracomment>a part of the battle_negation log line &apos;support:1&apos;; keep {card} as they are</extracomment>
        <translation>{card}使防守方的援護</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+6"/>
        <source>A card had to be drawn from the empty deck.</source>
        <extracomment>end reason &apos;deck_empty&apos;</extracomment>
        <translation>需要從已空的牌庫抽牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>A player went bankrupt.</source>
        <extracomment>end reason &apos;bankruptcy&apos;</extracomment>
        <translation>有玩家破產了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Round 60 is over.</source>
        <extracomment>end reason &apos;round_cap&apos;</extracomment>
        <translation>第60輪結束了。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+29"/>
        <source>Choose</source>
        <extracomment>any other decision</extracomment>
        <translation>選擇</translation>
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
        <translation>由運氣決定…</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="-124"/>
        <source>{attribute} land {grade}</source>
        <extracomment>a land by its attribute and grade, as its tile shows it; keep {attribute}, {grade} as they are</extracomment>
        <translation>{attribute}屬性土地{grade}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>no support</source>
        <extracomment>a battle side that committed no support</extracomment>
        <translation>無援護</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <location filename="../desktop/games/gensokyo/strips.py" line="+15"/>
        <source>{money}圓</source>
        <extracomment>a sum of money; keep {money} as they are</extracomment>
        <translation>{money}圓</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{money}圓 + {hand} cards</source>
        <extracomment>a card&apos;s money and hand cost; keep {money}, {hand} as they are</extracomment>
        <translation>{money}圓 + {hand}張手牌</translation>
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
        <translation>跳過</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is not your turn.</source>
        <extracomment>refusal &apos;not_your_turn&apos; of a gesture (engine)</extracomment>
        <translation>現在不是你的回合。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can&apos;t do that now.</source>
        <extracomment>refusal &apos;not_now&apos; of a gesture (engine)</extracomment>
        <translation>現在不能這樣做。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} costs {cost}圓; you have {money}.</source>
        <extracomment>refusal &apos;too_dear&apos; of a gesture (engine); keep {card}, {cost}, {money} as they are</extracomment>
        <translation>{card}需要{cost}圓；你有{money}圓。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} needs {count} other cards in hand to pay for it.</source>
        <extracomment>refusal &apos;hand_cost&apos; of a gesture (engine); keep {card}, {count} as they are</extracomment>
        <translation>{card}需要另外{count}張手牌來支付。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} can&apos;t be played: its condition is not met.</source>
        <extracomment>refusal &apos;condition&apos; of a gesture (engine); keep {card} as they are</extracomment>
        <translation>無法使用{card}：不滿足條件。</translation>
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
        <translation>佔領土地</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your piece stopped on a land nobody owns. Claim it: drag Hong Meiling (5圓) from your hand onto the lit land. She stays on it as its guard, and from now on whoever stops there pays you a toll.</source>
        <extracomment>lesson step 1 (claim): what to do and why</extracomment>
        <translation>你的棋子停在了一塊無人擁有的土地上。佔領它：把手牌中的紅美鈴（5圓）拖到發光的土地上。她會留在那裡守護這塊土地，從此停在那裡的人都要付給你過路費。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Claim this land first: drag a character from your hand onto it.</source>
        <extracomment>lesson step 1 (claim): said when another move is tried</extracomment>
        <translation>先佔領這塊土地：把手牌中的一張角色拖到它上面。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay the toll</source>
        <extracomment>lesson step 2 (toll): its title</extracomment>
        <translation>支付過路費</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This time you stopped on your opponent&apos;s land, guarded by Youmu Konpaku. Whoever stops on another&apos;s land pays its toll or invades it. Pay the toll this time: press Pay the toll (12圓). The higher the land&apos;s level, the higher its toll.</source>
        <oldsource>This time you stopped on your opponent&apos;s land, guarded by Youmu Konpaku. Whoever stops on another&apos;s land pays its toll or invades it. Pay the toll this time: press Pay the toll (18圓). The higher the land&apos;s level, the higher its toll.</oldsource>
        <extracomment>lesson step 2 (toll): what to do and why</extracomment>
        <translation>這次你停在了對手的土地上，守護它的是魂魄妖夢。停在別人的土地上時，要麼支付過路費，要麼入侵。這次支付過路費：按下「支付過路費（12圓）」。土地等級越高，過路費也越高。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay the toll this time: press Pay the toll.</source>
        <extracomment>lesson step 2 (toll): said when another move is tried</extracomment>
        <translation>這次支付過路費：按下「支付過路費」。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invest in your land</source>
        <extracomment>lesson step 3 (invest): its title</extracomment>
        <translation>投資你的土地</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the investment step you may raise one of your lands by one level or more (20圓 a level here). A higher level raises the land&apos;s value, its toll and its land bonus in battle. Invest in Hong Meiling&apos;s land: press the lit button.</source>
        <extracomment>lesson step 3 (invest): what to do and why</extracomment>
        <translation>在投資步驟中，你可以把自己的一塊土地提升一級或更多（這裡每級20圓）。等級越高，土地價值、過路費和戰鬥中的土地加成就越高。投資紅美鈴所在的土地：按下發光的按鈕。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invest in your land first: press the lit button.</source>
        <extracomment>lesson step 3 (invest): said when another move is tried</extracomment>
        <translation>先投資你的土地：按下發光的按鈕。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You stopped on your opponent&apos;s land again, guarded by Daiyousei, who has only 30 HP. Instead of paying the toll, invade it: win the battle and the land is yours.</source>
        <extracomment>lesson step 4 (invade): what to do and why</extracomment>
        <translation>你又停在了對手的土地上，守護它的是大妖精，體力只有30。不支付過路費，而是入侵：贏下戰鬥，這塊土地就歸你了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invade this land: press Invade.</source>
        <extracomment>lesson step 4 (invade): said when another move is tried</extracomment>
        <translation>入侵這塊土地：按下「入侵」。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your main character</source>
        <extracomment>lesson step 5 (main): its title</extracomment>
        <translation>你的主戰角色</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the character who fights: Fujiwara no Mokou (attack 50). Her cost and her support&apos;s are paid once the battle is over; if you lose, you pay the toll as well.</source>
        <extracomment>lesson step 5 (main): what to do and why</extracomment>
        <translation>選擇出戰的角色：藤原妹紅（攻擊50）。她和援護的費用在戰鬥結束後支付；如果輸了，還要支付過路費。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose Fujiwara no Mokou as your main character.</source>
        <extracomment>lesson step 5 (main): said when another move is tried</extracomment>
        <translation>選擇藤原妹紅作為你的主戰角色。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A support face down</source>
        <extracomment>lesson step 6 (support): its title</extracomment>
        <translation>背面朝上的援護</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Now a support, chosen face down: your opponent sees only that you put one down. Support Mokou with Sakuya Izayoi (8). Then both supports are revealed and the battle panel shows the battle step by step: press Space for the next step.</source>
        <extracomment>lesson step 6 (support): what to do and why</extracomment>
        <translation>接下來背面朝上選擇援護：對手只能看到你放下了一張。用十六夜咲夜〔8〕援護妹紅。隨後雙方的援護會公開，戰鬥面板會一步一步展示戰鬥：按空白鍵進入下一步。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Support with Sakuya Izayoi (8): a support adds to your main character&apos;s attack.</source>
        <extracomment>lesson step 6 (support): said when another move is tried</extracomment>
        <translation>用十六夜咲夜〔8〕援護：援護會加到你的主戰角色的攻擊上。</translation>
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
        <translation>在符卡步驟中，你可以在移動前使用一張符卡。財寶「淘金熱」費用2圓，你每擁有一塊土地就得到3圓：使用它，你的三塊土地會帶來9圓。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cast Treasure &quot;Gold Rush&quot;: press the lit button.</source>
        <extracomment>lesson step 7 (spell): said when another move is tried</extracomment>
        <translation>使用財寶「淘金熱」：按下發光的按鈕。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spend it well</source>
        <extracomment>lesson step 8 (invest_again): its title</extracomment>
        <translation>好好用這筆錢</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The spell step is over; now comes the investment step. Put the money to work: invest in one of your lands.</source>
        <extracomment>lesson step 8 (invest_again): what to do and why</extracomment>
        <translation>符卡步驟結束了，現在是投資步驟。讓錢發揮作用：投資你的一塊土地。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invest in one of your lands: press a lit button.</source>
        <extracomment>lesson step 8 (invest_again): said when another move is tried</extracomment>
        <translation>投資你的一塊土地：按下發光的按鈕。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The empty deck</source>
        <extracomment>lesson step 9 (deck_empty): its title</extracomment>
        <translation>空的牌庫</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deck is empty. The game ends when a draw finds it empty: at the start of your opponent&apos;s next turn. Then whoever has the most total assets, money and land values together, wins. Claim this land with Cirno to add its value to yours.</source>
        <extracomment>lesson step 9 (deck_empty): what to do and why</extracomment>
        <translation>牌庫已經空了。需要從空的牌庫抽牌時，遊戲就結束：也就是對手下一個回合開始時。屆時，金錢與土地價值合計的總資產最多的人獲勝。用琪露諾佔領這塊土地，把它的價值加到你的總資產裡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Claim this land with Cirno: every land adds to your total assets.</source>
        <extracomment>lesson step 9 (deck_empty): said when another move is tried</extracomment>
        <translation>用琪露諾佔領這塊土地：每塊土地都會計入你的總資產。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A few turns later…</source>
        <extracomment>lesson: said where the lesson skips ahead</extracomment>
        <translation>幾個回合之後…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Many turns later…</source>
        <extracomment>lesson: said where the lesson skips ahead</extracomment>
        <translation>又過了許多回合…</translation>
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
        <translation>你已經熟悉了幻想鄉領地爭奪戰的完整回合：用角色佔領土地，支付過路費或入侵，投資，使用符卡，並在牌庫耗盡時擁有最多的總資產。現在開始一局真正的遊戲，或者閱讀規則吧。</translation>
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
        <translation>攻擊{attack}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HP {hp}</source>
        <translation>體力{hp}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{amount} (+{matching} if {attribute})</source>
        <translation>+{amount}（{attribute}則+{matching}）</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/card_zoom.py" line="+23"/>
        <source>Ability</source>
        <translation>角色能力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Support ability</source>
        <translation>援護能力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Effect</source>
        <translation>效果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Requires: own a {attribute} land</source>
        <translation>需：擁有{attribute}屬性的土地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Requires: own 3 or more lands</source>
        <translation>需：擁有3塊以上土地</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/board_items.py" line="+21"/>
        <source>START</source>
        <translation>起點</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CHECK</source>
        <translation>檢查點</translation>
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
        <translation>隙間</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/board_marks.py" line="+18"/>
        <source>Laps: {laps}</source>
        <translation>圈數：{laps}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CHECK {passed}/{total}</source>
        <translation>檢查點 {passed}/{total}</translation>
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
        <translation>戰鬥：{invader}入侵{defender}的土地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack {value}</source>
        <translation>攻擊{value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HP {value}</source>
        <translation>體力{value}</translation>
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
        <translation>關閉</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Support card</source>
        <translation>援護卡</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/battle_steps.py" line="-11"/>
        <source>R3 · Printed attack and HP</source>
        <translation>R3 · 卡面攻擊與體力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R3 step 1 · Spell cards in force</source>
        <translation>R3 第1步 · 生效中的符卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R3 step 2 · Transformation and Superhuman</source>
        <translation>R3 第2步 · 【變化】與【超人】</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R3 step 3 · Abilities and support cards</source>
        <translation>R3 第3步 · 能力與援護卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R3 step 4 · Charisma cards and Global Support</source>
        <translation>R3 第4步 · 威嚴卡與全域支援</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R3 step 5 · Land bonus</source>
        <translation>R3 第5步 · 土地加成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R3 step 6 · Reversal</source>
        <translation>R3 第6步 · 【逆轉】</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ability</source>
        <translation>能力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>support</source>
        <translation>援護</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>global support</source>
        <translation>全域支援</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} negates the invader&apos;s ability</source>
        <translation>{card}使入侵方的能力無效</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} negates the defender&apos;s ability</source>
        <translation>{card}使防守方的能力無效</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} negates the invader&apos;s support</source>
        <translation>{card}使入侵方的援護無效</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} negates the defender&apos;s support</source>
        <translation>{card}使防守方的援護無效</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both supports revealed · R1 Negation</source>
        <translation>雙方援護公開 · R1 無效</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Supports are committed face down</source>
        <translation>援護卡面朝下打出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing is negated.</source>
        <translation>沒有被無效的效果。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing changes in this step.</source>
        <translation>此步驟沒有增減。</translation>
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
        <translation>無增減</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attack {amount}</source>
        <translation>攻擊{amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HP {amount}</source>
        <translation>體力{amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R4 · Result</source>
        <translation>R4 · 結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack {attack} ≥ HP {hp}: the invader wins</source>
        <translation>攻擊{attack} ≥ 體力{hp}：入侵方獲勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack {attack} &lt; HP {hp}: the defender wins</source>
        <translation>攻擊{attack} &lt; 體力{hp}：防守方獲勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Costs and the land</source>
        <translation>費用與土地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} pays {money}圓 and a hand cost of {hand}</source>
        <translation>{name}支付{money}圓和手牌費用{hand}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} pays nothing</source>
        <translation>{name}無需支付</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has not paid yet</source>
        <translation>{name}尚未支付</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} takes the land at the same level</source>
        <translation>{name}以相同等級獲得該土地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} pays the toll to {owner}</source>
        <translation>{name}向{owner}支付過路費</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/end_details.py" line="-3"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money</source>
        <translation>資金</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Land values</source>
        <translation>土地價值</translation>
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
        <translation>破產</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: {lands}</source>
        <translation>{name}：{lands}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: no lands</source>
        <translation>{name}：沒有土地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{land} (level {level})</source>
        <translation>{land}（等級{level}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total assets over the rounds</source>
        <translation>每輪的總資產</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranked by total assets; on equal assets the higher land value, then more lands; a bankrupt player is last.</source>
        <translation>按總資產排名；總資產相同時土地價值高者在前，再相同則土地多者在前；破產的玩家排在最後。</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/options_form.py" line="+19"/>
        <source>Map</source>
        <translation>地圖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loop map (31 squares; 46 with 4 players)</source>
        <translation>環形地圖（31格；4人時46格）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cross map (a figure eight crossing at START)</source>
        <translation>交叉地圖（在起點交叉的8字形）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck</source>
        <translation>牌庫</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard deck (30 cards a player)</source>
        <translation>標準牌庫（每人30張）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build the deck (variant: up to 3 copies of a card)</source>
        <translation>自組牌庫（變體規則：同名卡最多3張）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} cards in the deck; {players} players need {low} to {high}.</source>
        <translation>牌庫共{count}張；{players}名玩家需要{low}～{high}張。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One of each</source>
        <translation>每種1張</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deck needs {low} to {high} cards for this many players; it has {got}.</source>
        <translation>此人數需要{low}～{high}張牌庫，現在有{got}張。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At most 3 copies of a card: {cards}.</source>
        <translation>同名卡最多3張：{cards}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards this game does not have: {cards}.</source>
        <translation>本遊戲沒有的卡：{cards}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charisma cards are dealt apart, never in the deck: {cards}.</source>
        <translation>威嚴卡另行發放，不放入牌庫：{cards}。</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/strips.py" line="+1"/>
        <source>Total assets {assets}圓</source>
        <translation>總資產 {assets}圓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand {hand} · Lands {lands} · Laps {laps}</source>
        <translation>手牌{hand} · 土地{lands} · 圈數{laps}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks {passed}/{total}</source>
        <translation>檢查點 {passed}/{total}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bankrupt</source>
        <translation>破產</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spell cards on this player: {spells}</source>
        <translation>作用於該玩家的符卡：{spells}</translation>
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
        <translation>第{round}輪 · {name}的回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} · your turn</source>
        <translation>第{round}輪 · 你的回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} · the game is over</source>
        <translation>第{round}輪 · 遊戲結束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck: {count}</source>
        <translation>牌庫：{count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graveyard ({count})</source>
        <translation>墓地（{count}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards: {n} · public, the latest first</source>
        <translation>{n}張 · 公開資訊，最新的在前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last battle</source>
        <translation>上一場戰鬥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the last battle again</source>
        <translation>再逐步查看上一場戰鬥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to do with that card now.</source>
        <translation>現在這張牌沒有可做的事。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There are several choices on this square: choose one of the buttons.</source>
        <translation>這一格有多個選擇：請點選一個按鈕。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card can&apos;t go to this square now.</source>
        <translation>現在這張牌不能放到這一格。</translation>
    </message>
</context>
<context>
    <name>guild_masters</name>
    <message>
        <location filename="data_strings.py" line="+366"/>
        <source>Alliance with the Carriers&apos; Guild</source>
        <extracomment>card name (id transport_guild); Japanese: 運送ギルドとの提携</extracomment>
        <translation>與運輸公會結盟</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Special action: play two events from your hand, one after the other, paying their costs.</source>
        <extracomment>card text of Alliance with the Carriers&apos; Guild (id transport_guild)</extracomment>
        <translation>特別行動：從手牌依次打出2張事件卡（需支付費用）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wyvern-Seal Couriers</source>
        <extracomment>card name (id wyvern_couriers); Japanese: 飛竜印の運送屋さん</extracomment>
        <translation>飛龍印運送屋</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Special action (1 potion): after this turn, take three extra turns.</source>
        <oldsource>Special action (1 potion): after this turn, take two extra turns.</oldsource>
        <extracomment>card text of Wyvern-Seal Couriers (id wyvern_couriers)</extracomment>
        <translation>特別行動（1藥水）：本回合結束後，進行3個額外回合。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discovery of the Labyrinth Lift</source>
        <extracomment>card name (id labyrinth_elevator); Japanese: 迷宮昇降機の発見</extracomment>
        <translation>發現迷宮升降機</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Explore a tile in an area printed with fame 2 that is next to nobody&apos;s controlled area (the outer-ring rule does not apply).</source>
        <extracomment>card text of Discovery of the Labyrinth Lift (id labyrinth_elevator)</extracomment>
        <translation>探索一個名聲為2、且不與任何人的控制區域相鄰的區域中的迷宮板塊（不受外圈限制）。</translation>
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
        <translation>進行探索。可以棄掉探索的板塊而不獲得它（瘴氣濃度照常降低）。獲得1力量。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rite of Grand Purification</source>
        <extracomment>card name (id grand_purification); Japanese: 極大浄化魔法の儀式</extracomment>
        <translation>極大淨化魔法儀式</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Purify an abyss twice. Take a face-up tile from the map (a blank tile takes its place; miasma does not drop).</source>
        <extracomment>card text of Rite of Grand Purification (id grand_purification)</extracomment>
        <translation>淨化深淵洞穴2次。從地圖上獲得1塊正面朝上的板塊（該處放置空白板塊；瘴氣濃度不降低）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Flying Three Stooges</source>
        <extracomment>card name (id flying_trio); Japanese: 空飛ぶ三馬鹿</extracomment>
        <translation>飛天三笨蛋</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 1 power. An abyss revealed by your explore counts as a blank tile: the explore goes on, with no extra turn.</source>
        <extracomment>card text of The Flying Three Stooges (id flying_trio)</extracomment>
        <translation>獲得1力量。你探索時翻開的深淵洞穴視為空白板塊：探索繼續進行，不獲得額外回合。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Devil&apos;s Quill</source>
        <extracomment>card name (id devils_quill); Japanese: 悪魔の羽根ペン</extracomment>
        <translation>惡魔的羽毛筆</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resolve again the play effects of one of your face-up played events (&quot;this card&quot; means the Quill).</source>
        <extracomment>card text of The Devil&apos;s Quill (id devils_quill)</extracomment>
        <translation>再次結算你場上一張正面朝上的事件卡的打出時效果（「此卡」指這支羽毛筆）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Crimson Carapace Castle</source>
        <extracomment>card name (id crimson_castle); Japanese: 深紅の甲殻城</extracomment>
        <translation>深紅甲殼城</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose an area: its face-down tile and its neighbours&apos; turn face up (never the boss). You may build a base (no 15 gold).</source>
        <extracomment>card text of The Crimson Carapace Castle (id crimson_castle)</extracomment>
        <translation>選擇一個區域：將該區域及其相鄰區域背面朝上的板塊翻為正面（頭目板塊除外）。可以建立據點（無需15金幣）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Archmage&apos;s Whim</source>
        <extracomment>card name (id archmage_whim); Japanese: 大魔導の気まぐれ</extracomment>
        <translation>大魔導的心血來潮</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever you discard a labyrinth tile you own, gain 1 potion and draw 1 event card.</source>
        <extracomment>card text of The Archmage&apos;s Whim (id archmage_whim)</extracomment>
        <translation>每當你棄掉自己擁有的迷宮板塊時，獲得1藥水並抽1張事件卡。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bringfeather</source>
        <extracomment>card name (id bringfeather); Japanese: ブリングフェザー</extracomment>
        <translation>布林菲澤</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End: after the finish phase&apos;s two laps, take an extra turn.</source>
        <extracomment>card text of Bringfeather (id bringfeather) | card text of Hourglass of Ages (id hourglass_of_ages)</extracomment>
        <translation>終局時：終局階段的兩輪結束後，進行1個額外回合。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wreck of a 4-Ton Truck</source>
        <extracomment>card name (id truck_wreck); Japanese: 4tトラックの残骸</extracomment>
        <translation>4噸卡車的殘骸</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 1 power production and 1 power.</source>
        <extracomment>card text of Wreck of a 4-Ton Truck (id truck_wreck)</extracomment>
        <translation>獲得1力量生產力和1力量。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ancient Cogwheel</source>
        <extracomment>card name (id ancient_cogwheel); Japanese: 古代の歯車</extracomment>
        <translation>古代齒輪</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 1 power. Draw 1 event card. Civilisation +1.</source>
        <extracomment>card text of Ancient Cogwheel (id ancient_cogwheel)</extracomment>
        <translation>獲得1力量。抽1張事件卡。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wrecked Mana Furnace</source>
        <extracomment>card name (id wrecked_furnace); Japanese: 魔導炉の残骸</extracomment>
        <translation>魔導爐的殘骸</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Power production +2.</source>
        <extracomment>card text of Wrecked Mana Furnace (id wrecked_furnace) | card text of Defector from the Demon Army (id demon_defector)</extracomment>
        <translation>力量生產力+2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Junk Dealer</source>
        <extracomment>card name (id junk_dealer); Japanese: ジャンク屋</extracomment>
        <translation>廢品店</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Special action: discard 1 labyrinth tile to gain 6 gold and draw 1 event card.</source>
        <extracomment>card text of Junk Dealer (id junk_dealer)</extracomment>
        <translation>特別行動：棄掉1塊迷宮板塊，獲得6金幣並抽1張事件卡。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Broken Teleport Circle</source>
        <extracomment>card name (id broken_teleporter); Japanese: 壊れた転送陣</extracomment>
        <translation>損壞的傳送陣</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Explore (a card&apos;s explore: an abyss gives no extra turn).</source>
        <extracomment>card text of Broken Teleport Circle (id broken_teleporter) | card text of Expedition Plan (id expedition_plan)</extracomment>
        <translation>進行探索（卡牌效果的探索：翻開深淵洞穴不獲得額外回合）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Automaton Workshop</source>
        <extracomment>card name (id automaton_workshop); Japanese: 自動人形の工房</extracomment>
        <translation>自動人偶工坊</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Power production +2. Civilisation +1.</source>
        <extracomment>card text of Automaton Workshop (id automaton_workshop)</extracomment>
        <translation>力量生產力+2。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Vending Machine from Another World</source>
        <extracomment>card name (id vending_machine); Japanese: 異世界の自販機</extracomment>
        <translation>異世界的自動販賣機</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +3.</source>
        <extracomment>card text of Vending Machine from Another World (id vending_machine) | card text of Labyrinth Souvenir Stand (id souvenir_stand)</extracomment>
        <translation>金幣生產力+3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rusted Holy Sword</source>
        <extracomment>card name (id rusted_holy_sword); Japanese: 錆びた聖剣</extracomment>
        <translation>生鏽的聖劍</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 2 power. End: -2 fame, unless you have a labyrinth tile with 3 stars or more.</source>
        <extracomment>card text of Rusted Holy Sword (id rusted_holy_sword)</extracomment>
        <translation>獲得2力量。終局時：若沒有★3以上的迷宮板塊，名聲-2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scrap Yard</source>
        <extracomment>card name (id scrap_yard); Japanese: 廃材置き場</extracomment>
        <translation>廢料場</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain a blank tile from the stock. Gain 2 gold.</source>
        <extracomment>card text of Scrap Yard (id scrap_yard)</extracomment>
        <translation>從庫存獲得1塊空白板塊。獲得2金幣。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Abyss Observatory</source>
        <extracomment>card name (id abyss_observatory); Japanese: 奈落の観測所</extracomment>
        <translation>深淵觀測所</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Purify an abyss: take one abyss tile from the map; a blank tile takes its place. Draw 1 event card.</source>
        <extracomment>card text of Abyss Observatory (id abyss_observatory)</extracomment>
        <translation>淨化深淵洞穴：從地圖上獲得1塊深淵洞穴板塊，並在該處放置空白板塊。抽1張事件卡。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Labyrinth Materials Works</source>
        <extracomment>card name (id materials_works); Japanese: 迷宮素材の加工場</extracomment>
        <translation>迷宮素材加工廠</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra cost: discard 1 labyrinth tile. Gold production +3, power production +1.</source>
        <extracomment>card text of Labyrinth Materials Works (id materials_works)</extracomment>
        <translation>額外費用：棄掉1塊迷宮板塊。金幣生產力+3，力量生產力+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tamed Mimic Chest</source>
        <extracomment>card name (id mimic_chest); Japanese: 飼い慣らしたミミック</extracomment>
        <translation>馴服的寶箱怪</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take any treasure chip from the regalia board.</source>
        <extracomment>card text of Tamed Mimic Chest (id mimic_chest) | card text of Master Locksmith (id master_locksmith) | card text of A Party of Heroes (id heroes_party) | card text of Jeweller (id jeweller)</extracomment>
        <translation>從王權版圖獲得任意1枚寶藏標記。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Golem Porters</source>
        <extracomment>card name (id golem_porters); Japanese: ゴーレム運搬隊</extracomment>
        <translation>魔像搬運隊</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever you complete an explore, gain 3 gold.</source>
        <extracomment>card text of Golem Porters (id golem_porters)</extracomment>
        <translation>每當你完成一次探索時，獲得3金幣。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cabinet of Labyrinth Relics</source>
        <extracomment>card name (id relic_collection); Japanese: 迷宮遺物の陳列棚</extracomment>
        <translation>迷宮遺物陳列櫃</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End: 1 fame for every 2 junk tags you have (at most 5).</source>
        <extracomment>card text of Cabinet of Labyrinth Relics (id relic_collection)</extracomment>
        <translation>終局時：你每有2個廢品標籤，名聲+1（最多5）。</translation>
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
        <translation>你每有2個廢品標籤，獲得1力量（最多3）。力量生產力+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Salvage Crew</source>
        <extracomment>card name (id salvage_crew); Japanese: サルベージ隊</extracomment>
        <translation>打撈隊</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra cost: pay 1 potion. Gain a blank tile from the stock. Draw 2 event cards.</source>
        <extracomment>card text of Salvage Crew (id salvage_crew)</extracomment>
        <translation>額外費用：支付1藥水。從庫存獲得1塊空白板塊。抽2張事件卡。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Awakening of the Behemoth</source>
        <extracomment>card name (id behemoth_awakening); Japanese: 巨獣ベヒモスの覚醒</extracomment>
        <translation>巨獸貝希摩斯的覺醒</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Power production +2. Gain 3 power. Turn one of your bases back into an adventurer, or turn this card face down.</source>
        <extracomment>card text of Awakening of the Behemoth (id behemoth_awakening)</extracomment>
        <translation>力量生產力+2。獲得3力量。將你的1個據點翻回冒險者標記，否則將此卡翻為背面。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Adventurers&apos; Cheap Inn</source>
        <extracomment>card name (id cheap_inn); Japanese: 冒険者向けの安宿</extracomment>
        <translation>冒險者廉價旅店</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +2.</source>
        <extracomment>card text of Adventurers&apos; Cheap Inn (id cheap_inn) | card text of Royal Charter (id royal_charter)</extracomment>
        <translation>金幣生產力+2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Repairing the Common Well</source>
        <extracomment>card name (id common_well); Japanese: 共同井戸の修繕</extracomment>
        <translation>修繕公用水井</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +2. Civilisation +1.</source>
        <extracomment>card text of Repairing the Common Well (id common_well) | card text of The Tavern&apos;s New Menu (id tavern_menu)</extracomment>
        <translation>金幣生產力+2。文明+1。</translation>
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
        <translation>文明+1。可以建立據點（無需15金幣；每個相鄰據點需5金幣）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extending the Town Wall</source>
        <extracomment>card name (id town_wall); Japanese: 城壁の増築</extracomment>
        <translation>擴建城牆</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may build a base (no 15 gold; 5 gold per adjacent base).</source>
        <extracomment>card text of Extending the Town Wall (id town_wall)</extracomment>
        <translation>可以建立據點（無需15金幣；每個相鄰據點需5金幣）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Herb Garden</source>
        <extracomment>card name (id herb_garden); Japanese: 薬草園</extracomment>
        <translation>藥草園</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Potion production +1.</source>
        <extracomment>card text of Herb Garden (id herb_garden)</extracomment>
        <translation>藥水生產力+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Donation to the Orphanage</source>
        <extracomment>card name (id orphanage_donation); Japanese: 孤児院への寄付</extracomment>
        <translation>捐助孤兒院</translation>
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
        <translation>無視費用與條件，選擇解鎖1個好感度，並抽1張事件卡。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Harvest Festival</source>
        <extracomment>card name (id harvest_festival); Japanese: 収穫祭</extracomment>
        <translation>豐收祭</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 2 potions. Civilisation +1.</source>
        <extracomment>card text of Harvest Festival (id harvest_festival)</extracomment>
        <translation>獲得2藥水。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Inviting the Craftsmen&apos;s Quarter</source>
        <extracomment>card name (id craftsmen_quarter); Japanese: 職人街の誘致</extracomment>
        <translation>招攬工匠街</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +3, power production +1.</source>
        <extracomment>card text of Inviting the Craftsmen&apos;s Quarter (id craftsmen_quarter)</extracomment>
        <translation>金幣生產力+3，力量生產力+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Apprentices&apos; Training Ground</source>
        <extracomment>card name (id training_ground); Japanese: 見習い冒険者の訓練場</extracomment>
        <translation>見習冒險者訓練場</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unlock one affinity of your choice, ignoring its cost and condition, and draw 1 event card. End: 1 fame for every 2 labyrinth tiles you have (at most 4).</source>
        <extracomment>card text of Apprentices&apos; Training Ground (id training_ground)</extracomment>
        <translation>無視費用與條件，選擇解鎖1個好感度，並抽1張事件卡。終局時：你每有2塊迷宮板塊，名聲+1（最多4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back-Alley Clinic</source>
        <extracomment>card name (id backstreet_clinic); Japanese: 路地裏の診療所</extracomment>
        <translation>小巷診所</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 1 potion. Special action: pay 1 potion to gain 2 power.</source>
        <extracomment>card text of Back-Alley Clinic (id backstreet_clinic)</extracomment>
        <translation>獲得1藥水。特別行動：支付1藥水，獲得2力量。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cathedral Bells</source>
        <extracomment>card name (id cathedral_bells); Japanese: 大聖堂の鐘</extracomment>
        <translation>大教堂的鐘聲</translation>
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
        <translation>移民車隊</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +1. You may build a base (no 15 gold; 5 gold per adjacent base).</source>
        <extracomment>card text of Settlers&apos; Caravan (id settlers_caravan)</extracomment>
        <translation>金幣生產力+1。可以建立據點（無需15金幣；每個相鄰據點需5金幣）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watermill</source>
        <extracomment>card name (id watermill); Japanese: 水車小屋</extracomment>
        <translation>水車磨坊</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +3. Civilisation +1.</source>
        <extracomment>card text of Watermill (id watermill) | card text of Trading Post (id trading_post)</extracomment>
        <translation>金幣生產力+3。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Night Watch</source>
        <extracomment>card name (id night_watch); Japanese: 夜警団</extracomment>
        <translation>夜警團</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Power production +1. Civilisation +1.</source>
        <extracomment>card text of Night Watch (id night_watch)</extracomment>
        <translation>力量生產力+1。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Frontier Village</source>
        <extracomment>card name (id frontier_village); Japanese: 迷宮そばの開拓村</extracomment>
        <translation>迷宮旁的開拓村</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may put an adventurer from your tavern on this card. End: 3 fame for each adventurer on this card.</source>
        <extracomment>card text of Frontier Village (id frontier_village)</extracomment>
        <translation>可以將冒險者酒館中的1枚冒險者標記放到此卡上。終局時：此卡上每有1枚冒險者標記，名聲+3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Street Lamps</source>
        <extracomment>card name (id street_lamps); Japanese: 街灯の設置</extracomment>
        <translation>設置路燈</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Civilisation +1. Draw 1 event card.</source>
        <extracomment>card text of Street Lamps (id street_lamps)</extracomment>
        <translation>文明+1。抽1張事件卡。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One-Night Grand Banquet</source>
        <extracomment>card name (id grand_banquet); Japanese: 一夜限りの大宴会</extracomment>
        <translation>一夜限定的大宴會</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 2 potions, draw 1 event card, then turn this card face down (its tags are gained, then lost).</source>
        <extracomment>card text of One-Night Grand Banquet (id grand_banquet)</extracomment>
        <translation>獲得2藥水，抽1張事件卡，然後將此卡翻為背面（其標籤先獲得再失去）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guild Dormitory</source>
        <extracomment>card name (id guild_dormitory); Japanese: ギルドの寮</extracomment>
        <translation>公會宿舍</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bakers&apos; Guild</source>
        <extracomment>card name (id bakery_guild); Japanese: パン職人組合</extracomment>
        <translation>麵包師工會</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever you gain a life tag (this card&apos;s too), gain 2 gold.</source>
        <extracomment>card text of Bakers&apos; Guild (id bakery_guild)</extracomment>
        <translation>每當你獲得生活標籤時（包括此卡的），獲得2金幣。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saints&apos; Hospice</source>
        <extracomment>card name (id saints_hospice); Japanese: 聖者の救護院</extracomment>
        <translation>聖者救護院</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Potion production +1. Civilisation +1. End: 1 fame for each abyss tile you have (at most 4).</source>
        <extracomment>card text of Saints&apos; Hospice (id saints_hospice)</extracomment>
        <translation>藥水生產力+1。文明+1。終局時：你每有1塊深淵洞穴板塊，名聲+1（最多4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hot Spring Resort</source>
        <extracomment>card name (id hot_spring_resort); Japanese: 湯けむり温泉郷</extracomment>
        <translation>溫泉鄉</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +3. Gain 1 potion.</source>
        <extracomment>card text of Hot Spring Resort (id hot_spring_resort)</extracomment>
        <translation>金幣生產力+3。獲得1藥水。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>School of Letters</source>
        <extracomment>card name (id school_of_letters); Japanese: 読み書き教室</extracomment>
        <translation>讀寫教室</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw 2 event cards. Civilisation +1.</source>
        <extracomment>card text of School of Letters (id school_of_letters) | card text of A Peddler Calls (id peddler_calls)</extracomment>
        <translation>抽2張事件卡。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Song of the Hearth</source>
        <extracomment>card name (id song_of_the_hearth); Japanese: かまどの歌</extracomment>
        <translation>灶臺之歌</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End: 1 fame for every 2 life tags you have (at most 5).</source>
        <extracomment>card text of Song of the Hearth (id song_of_the_hearth)</extracomment>
        <translation>終局時：你每有2個生活標籤，名聲+1（最多5）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wandering Bard</source>
        <extracomment>card name (id wandering_bard); Japanese: 放浪の吟遊詩人</extracomment>
        <translation>流浪吟遊詩人</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End: 1 fame for every 3 tags you have, of any kind (at most 5).</source>
        <extracomment>card text of Wandering Bard (id wandering_bard)</extracomment>
        <translation>終局時：你每有3個任意種類的標籤，名聲+1（最多5）。</translation>
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
        <translation>獲得3力量。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Princess&apos;s Tutor</source>
        <extracomment>card name (id princess_tutor); Japanese: 王女の家庭教師</extracomment>
        <translation>公主的家庭教師</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unlock one affinity of your choice, ignoring its cost and condition, and draw 1 event card. Civilisation +1.</source>
        <extracomment>card text of The Princess&apos;s Tutor (id princess_tutor)</extracomment>
        <translation>無視費用與條件，選擇解鎖1個好感度，並抽1張事件卡。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Alchemist&apos;s Apprentice</source>
        <extracomment>card name (id alchemist_apprentice); Japanese: 錬金術師の弟子</extracomment>
        <translation>煉金術師的學徒</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Potion production +1. Gain 1 potion.</source>
        <extracomment>card text of Alchemist&apos;s Apprentice (id alchemist_apprentice)</extracomment>
        <translation>藥水生產力+1。獲得1藥水。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Master Locksmith</source>
        <extracomment>card name (id master_locksmith); Japanese: 凄腕の鍵師</extracomment>
        <translation>高明的鎖匠</translation>
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
        <translation>文明+1。獲得4金幣。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Veteran Labyrinth Guide</source>
        <extracomment>card name (id veteran_guide); Japanese: ベテラン迷宮案内人</extracomment>
        <translation>資深迷宮嚮導</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your explores cost 5 gold less (never below 10).</source>
        <extracomment>card text of Veteran Labyrinth Guide (id veteran_guide) | rank 3 card of Olivia | rank 1 card of Vee</extracomment>
        <translation>你的探索費用減少5金幣（不低於10）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Famous Architect</source>
        <extracomment>card name (id famous_architect); Japanese: 高名な建築家</extracomment>
        <translation>著名建築師</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may build a base (no 15 gold; 5 gold per adjacent base). Your build actions cost 5 gold less.</source>
        <extracomment>card text of Famous Architect (id famous_architect)</extracomment>
        <translation>可以建立據點（無需15金幣；每個相鄰據點需5金幣）。你的建設行動費用減少5金幣。</translation>
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
        <translation>金幣生產力+2。獲得6金幣。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Swift Messenger</source>
        <extracomment>card name (id swift_messenger); Japanese: 韋駄天の伝令</extracomment>
        <translation>神行傳令兵</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw 1 event card. Take an extra turn after this one.</source>
        <extracomment>card text of Swift Messenger (id swift_messenger)</extracomment>
        <translation>抽1張事件卡。本回合結束後，進行1個額外回合。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guild Sage</source>
        <extracomment>card name (id guild_sage); Japanese: ギルドの賢者</extracomment>
        <translation>公會的賢者</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unlock one affinity of your choice, ignoring its cost and condition, and draw 1 event card. End: 2 fame if you have unlocked all 5 affinities.</source>
        <extracomment>card text of Guild Sage (id guild_sage)</extracomment>
        <translation>無視費用與條件，選擇解鎖1個好感度，並抽1張事件卡。終局時：若已解鎖全部5個好感度，名聲+2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cursed Knight</source>
        <extracomment>card name (id cursed_knight); Japanese: 呪われた騎士</extracomment>
        <translation>被詛咒的騎士</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 3 power. End: -3 fame, unless you have 2 bases or more.</source>
        <extracomment>card text of Cursed Knight (id cursed_knight)</extracomment>
        <translation>獲得3力量。終局時：若據點少於2個，名聲-3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Alley Fortune Teller</source>
        <extracomment>card name (id fortune_teller); Japanese: 路地の占い師</extracomment>
        <translation>巷口的占卜師</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw 3 event cards, then discard 1 card from your hand.</source>
        <extracomment>card text of Alley Fortune Teller (id fortune_teller)</extracomment>
        <translation>抽3張事件卡，然後棄掉1張手牌。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Defector from the Demon Army</source>
        <extracomment>card name (id demon_defector); Japanese: 魔王軍の離反者</extracomment>
        <translation>魔王軍的叛離者</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gatekeeper Twins</source>
        <extracomment>card name (id gatekeeper_twins); Japanese: 門番の双子</extracomment>
        <translation>守門的雙胞胎</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may build a base (no 15 gold; 5 gold per adjacent base). Gain 1 potion.</source>
        <extracomment>card text of Gatekeeper Twins (id gatekeeper_twins)</extracomment>
        <translation>可以建立據點（無需15金幣；每個相鄰據點需5金幣）。獲得1藥水。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A Party of Heroes</source>
        <extracomment>card name (id heroes_party); Japanese: 勇者パーティー</extracomment>
        <translation>勇者小隊</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dragonfall Maiden</source>
        <extracomment>card name (id dragonfall_maiden); Japanese: 竜墜乙女</extracomment>
        <translation>墜龍少女</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 2 power. End: 1 fame for each of your labyrinth tiles with 2 stars or more (at most 4).</source>
        <extracomment>card text of Dragonfall Maiden (id dragonfall_maiden)</extracomment>
        <translation>獲得2力量。終局時：你每有1塊★2以上的迷宮板塊，名聲+1（最多4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Captain of the Frontier Post</source>
        <extracomment>card name (id frontier_captain); Japanese: 前哨基地の隊長</extracomment>
        <translation>前哨基地的隊長</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may put an adventurer from your tavern on this card. Gain 2 power. End: 4 fame for each adventurer on this card.</source>
        <extracomment>card text of Captain of the Frontier Post (id frontier_captain)</extracomment>
        <translation>可以將冒險者酒館中的1枚冒險者標記放到此卡上。獲得2力量。終局時：此卡上每有1枚冒險者標記，名聲+4。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guild Assembly</source>
        <extracomment>card name (id guild_assembly); Japanese: ギルド総会</extracomment>
        <translation>公會大會</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play an event from your hand without its gold cost (extra costs are paid; its condition must hold).</source>
        <extracomment>card text of Guild Assembly (id guild_assembly)</extracomment>
        <translation>從手牌打出1張事件卡，無需支付金幣費用（需支付額外費用，且須滿足打出條件）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expedition Plan</source>
        <extracomment>card name (id expedition_plan); Japanese: 遠征計画</extracomment>
        <translation>遠征計劃</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monument to the Nameless</source>
        <extracomment>card name (id nameless_monument); Japanese: 名もなき者の記念碑</extracomment>
        <translation>無名者紀念碑</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No effect; it is worth fame.</source>
        <extracomment>card text of Monument to the Nameless (id nameless_monument) | card text of Shard of the First Crown (id shard_of_the_crown) | card text of Scales of the Merchant God (id merchant_gods_scales) | card text of Portraits of the Heroes (id portrait_of_heroes) | card text of Key of the Abyss (id key_of_the_abyss) | card text of Plans of the Golden City (id golden_city_plans) | card text of Banner of the Conqueror (id conquerors_banner) | card text of Map of the Continent (id map_of_the_continent) | card text of Crest of the Fortress City (id fortress_city_crest) | card text of The Eternal Promise (id eternal_promise) | card text of Great Chronicle of the Guild (id guild_chronicle) | card text of Cenotaph of the Unnamed Hero (id cenotaph_of_the_unnamed) | card text of The Three Royal Treasures (id three_royal_treasures)</extracomment>
        <translation>無效果；提供名聲。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guild Almanac</source>
        <extracomment>card name (id guild_almanac); Japanese: ギルド年鑑</extracomment>
        <translation>公會年鑑</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End: 1 fame for every 3 events you have played, face-down ones included (at most 5).</source>
        <extracomment>card text of Guild Almanac (id guild_almanac)</extracomment>
        <translation>終局時：你每打出3張事件卡（含背面朝上的），名聲+1（最多5）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Demolishing the Old Quarter</source>
        <extracomment>card name (id demolition); Japanese: 旧市街の取り壊し</extracomment>
        <translation>拆除舊城區</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn one of your face-up played events face down (its tags, permanent and end effects and fame are lost). Gain 6 gold.</source>
        <extracomment>card text of Demolishing the Old Quarter (id demolition)</extracomment>
        <translation>將你場上一張正面朝上的事件卡翻為背面（其標籤、常駐效果、終局時效果和名聲失效）。獲得6金幣。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Emergency Requisition</source>
        <extracomment>card name (id emergency_requisition); Japanese: 緊急徴発</extracomment>
        <translation>緊急徵用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra cost: gold production -2. Gain 3 power.</source>
        <extracomment>card text of Emergency Requisition (id emergency_requisition)</extracomment>
        <translation>額外費用：金幣生產力-2。獲得3力量。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wartime Levy</source>
        <extracomment>card name (id wartime_levy); Japanese: 戦時特別税</extracomment>
        <translation>戰時特別稅</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra cost: gold production -3. Unlock one affinity of your choice, ignoring its cost and condition, and draw 1 event card. Gain 2 power.</source>
        <extracomment>card text of Wartime Levy (id wartime_levy)</extracomment>
        <translation>額外費用：金幣生產力-3。無視費用與條件，選擇解鎖1個好感度，並抽1張事件卡。獲得2力量。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Courier Network between Bases</source>
        <extracomment>card name (id courier_network); Japanese: 拠点間の伝令網</extracomment>
        <translation>據點間的傳令網</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +3. Draw 2 event cards.</source>
        <extracomment>card text of Courier Network between Bases (id courier_network)</extracomment>
        <translation>金幣生產力+3。抽2張事件卡。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Labyrinth Conquest Festival</source>
        <extracomment>card name (id labyrinth_festival); Japanese: 迷宮踏破記念祭</extracomment>
        <translation>迷宮踏破紀念祭</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Royal Charter</source>
        <extracomment>card name (id royal_charter); Japanese: 王家の勅許状</extracomment>
        <translation>王家特許狀</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prospectors&apos; Claim</source>
        <extracomment>card name (id prospectors_claim); Japanese: 探鉱者の採掘権</extracomment>
        <translation>探礦者的採掘權</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take any treasure chip from the regalia board. Gain 3 gold.</source>
        <extracomment>card text of Prospectors&apos; Claim (id prospectors_claim)</extracomment>
        <translation>從王權版圖獲得任意1枚寶藏標記。獲得3金幣。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Civic Census</source>
        <extracomment>card name (id civic_census); Japanese: 市民の戸籍調査</extracomment>
        <translation>市民戶籍調查</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +2. Draw 1 event card.</source>
        <extracomment>card text of Civic Census (id civic_census) | card text of Magic Telecom Network (id mana_network)</extracomment>
        <translation>金幣生產力+2。抽1張事件卡。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Labyrinth Survey</source>
        <extracomment>card name (id labyrinth_survey); Japanese: 迷宮の測量</extracomment>
        <translation>迷宮測量</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose an area: its face-down tile and its neighbours&apos; turn face up (never the boss). Draw 1 event card.</source>
        <extracomment>card text of Labyrinth Survey (id labyrinth_survey)</extracomment>
        <translation>選擇一個區域：將該區域及其相鄰區域背面朝上的板塊翻為正面（頭目板塊除外）。抽1張事件卡。</translation>
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
        <translation>從庫存獲得1塊空白板塊。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Longest Night</source>
        <extracomment>card name (id long_night); Japanese: 長い夜</extracomment>
        <translation>漫長的夜晚</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>After this turn, take two extra turns.</source>
        <extracomment>card text of The Longest Night (id long_night)</extracomment>
        <translation>本回合結束後，進行2個額外回合。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sealing the Abyss Gate</source>
        <extracomment>card name (id sealed_gate); Japanese: 奈落の門の封印</extracomment>
        <translation>封印深淵之門</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra cost: pay 2 potions. Purify an abyss. Civilisation +1.</source>
        <extracomment>card text of Sealing the Abyss Gate (id sealed_gate)</extracomment>
        <translation>額外費用：支付2藥水。淨化1塊深淵洞穴。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bounty Board</source>
        <extracomment>card name (id bounty_board); Japanese: 賞金首の掲示板</extracomment>
        <translation>懸賞告示板</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 2 gold for each of your controlled areas (at most 12). End: 1 fame for every 2 controlled areas (at most 4).</source>
        <extracomment>card text of Bounty Board (id bounty_board)</extracomment>
        <translation>你每有1個控制區域，獲得2金幣（最多12）。終局時：你每有2個控制區域，名聲+1（最多4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Skadi&apos;s Mercenaries</source>
        <extracomment>card name (id skadi_mercenaries); Japanese: スカジ傭兵団</extracomment>
        <translation>斯卡蒂傭兵團</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 3 power. Discarded or sold, it goes back to the box.</source>
        <extracomment>card text of Skadi&apos;s Mercenaries (id skadi_mercenaries)</extracomment>
        <translation>獲得3力量。被棄掉或出售時，放回盒中。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Saint&apos;s Remnant</source>
        <extracomment>card name (id saints_remnant); Japanese: 聖女の残滓</extracomment>
        <translation>聖女的殘跡</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 2 potions. End: 1 fame for each abyss tile you have (at most 3). Discarded or sold, it goes back to the box.</source>
        <extracomment>card text of The Saint&apos;s Remnant (id saints_remnant)</extracomment>
        <translation>獲得2藥水。終局時：你每有1塊深淵洞穴板塊，名聲+1（最多3）。被棄掉或出售時，放回盒中。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Tavern&apos;s New Menu</source>
        <extracomment>card name (id tavern_menu); Japanese: 酒場の新メニュー</extracomment>
        <translation>酒館的新菜單</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Money Changer</source>
        <extracomment>card name (id money_changer); Japanese: 両替商</extracomment>
        <translation>兌換商</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +2. Gain 3 gold. Civilisation +1.</source>
        <extracomment>card text of Money Changer (id money_changer)</extracomment>
        <translation>金幣生產力+2。獲得3金幣。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Armourer&apos;s Clearance Sale</source>
        <extracomment>card name (id armourers_sale); Japanese: 武具屋の大安売り</extracomment>
        <translation>武具店大甩賣</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 2 power.</source>
        <extracomment>card text of The Armourer&apos;s Clearance Sale (id armourers_sale)</extracomment>
        <translation>獲得2力量。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Labyrinth Souvenir Stand</source>
        <extracomment>card name (id souvenir_stand); Japanese: 迷宮土産の露店</extracomment>
        <translation>迷宮特產小攤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chamber of Commerce</source>
        <extracomment>card name (id chamber_of_commerce); Japanese: 商工会議所</extracomment>
        <translation>商工會議所</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +5.</source>
        <extracomment>card text of Chamber of Commerce (id chamber_of_commerce)</extracomment>
        <translation>金幣生產力+5。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guild Branch at the Labyrinth Gate</source>
        <extracomment>card name (id guild_branch_office); Japanese: ギルド迷宮前支店</extracomment>
        <translation>公會迷宮前分店</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra cost: discard 1 labyrinth tile. Gold production +4, power production +1.</source>
        <extracomment>card text of Guild Branch at the Labyrinth Gate (id guild_branch_office)</extracomment>
        <translation>額外費用：棄掉1塊迷宮板塊。金幣生產力+4，力量生產力+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Point Card</source>
        <extracomment>card name (id point_card); Japanese: ポイントカード</extracomment>
        <translation>集點卡</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever you play an event card of cost 15 or more (discounted or free plays too), gain 4 gold.</source>
        <extracomment>card text of Point Card (id point_card)</extracomment>
        <translation>每當你打出費用15以上的事件卡時（包括減費或免費打出），獲得4金幣。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Magic Telecom Network</source>
        <extracomment>card name (id mana_network); Japanese: 魔導通信ネットワーク</extracomment>
        <translation>魔導通訊網路</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Peddler Calls</source>
        <extracomment>card name (id peddler_calls); Japanese: 行商人の来訪</extracomment>
        <translation>行商人來訪</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Auction House</source>
        <extracomment>card name (id auction_house); Japanese: 競売場</extracomment>
        <translation>拍賣場</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Special action: discard 1 card from your hand to gain 5 gold.</source>
        <extracomment>card text of Auction House (id auction_house)</extracomment>
        <translation>特別行動：棄掉1張手牌，獲得5金幣。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Adventurers&apos; Insurance Union</source>
        <extracomment>card name (id insurance_union); Japanese: 冒険者保険組合</extracomment>
        <translation>冒險者保險互助會</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End: 1 fame for every 2 trade tags you have (at most 5).</source>
        <extracomment>card text of Adventurers&apos; Insurance Union (id insurance_union)</extracomment>
        <translation>終局時：你每有2個商業標籤，名聲+1（最多5）。</translation>
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
        <translation>商隊驛站</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +2. Draw 2 event cards.</source>
        <extracomment>card text of Caravanserai (id caravanserai)</extracomment>
        <translation>金幣生產力+2。抽2張事件卡。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Jeweller</source>
        <extracomment>card name (id jeweller); Japanese: 宝石商</extracomment>
        <translation>珠寶商</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Merchant Fleet</source>
        <extracomment>card name (id merchant_fleet); Japanese: 商船団</extracomment>
        <translation>商船隊</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +6.</source>
        <extracomment>card text of Merchant Fleet (id merchant_fleet)</extracomment>
        <translation>金幣生產力+6。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Moneylender&apos;s IOU</source>
        <extracomment>card name (id moneylenders_iou); Japanese: 金貸しの借用書</extracomment>
        <translation>放貸人的借據</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 9 gold. End: -3 fame, unless your gold production is 15 or more.</source>
        <extracomment>card text of The Moneylender&apos;s IOU (id moneylenders_iou)</extracomment>
        <translation>獲得9金幣。終局時：若金幣生產力低於15，名聲-3。</translation>
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
        <translation>每當你獲得廢品標籤時（包括此卡的），獲得2金幣。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Post-Horse Stable</source>
        <extracomment>card name (id horse_stable); Japanese: 馬宿</extracomment>
        <translation>驛站馬廄</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +1. Take an extra turn after this one.</source>
        <extracomment>card text of Post-Horse Stable (id horse_stable)</extracomment>
        <translation>金幣生產力+1。本回合結束後，進行1個額外回合。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Merchants&apos; Association</source>
        <extracomment>card name (id merchant_association); Japanese: 商人組合</extracomment>
        <translation>商人協會</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever you gain a trade tag (this card&apos;s too), gain 2 gold.</source>
        <extracomment>card text of Merchants&apos; Association (id merchant_association)</extracomment>
        <translation>每當你獲得商業標籤時（包括此卡的），獲得2金幣。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Festival Stalls</source>
        <extracomment>card name (id festival_stalls); Japanese: 祭りの屋台村</extracomment>
        <translation>祭典攤位村</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 2 gold for each trade tag you have (this card&apos;s too; at most 12).</source>
        <extracomment>card text of Festival Stalls (id festival_stalls)</extracomment>
        <translation>你每有1個商業標籤，獲得2金幣（包括此卡的；最多12）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guild Bank</source>
        <extracomment>card name (id guild_bank); Japanese: ギルド銀行</extracomment>
        <translation>公會銀行</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +4. End: 1 fame for every 5 gold production you have (at most 4).</source>
        <extracomment>card text of Guild Bank (id guild_bank)</extracomment>
        <translation>金幣生產力+4。終局時：你的金幣生產力每有5，名聲+1（最多4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Overzealous Tax Collector</source>
        <extracomment>card name (id tax_collector); Japanese: 取り立て屋</extracomment>
        <translation>討債人</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 6 gold. End: -2 fame, unless you have a person tag.</source>
        <extracomment>card text of Overzealous Tax Collector (id tax_collector)</extracomment>
        <translation>獲得6金幣。終局時：若沒有人物標籤，名聲-2。</translation>
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
        <translation>商業之神的天秤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heart of the Machine God</source>
        <extracomment>card name (id machine_god_heart); Japanese: 機神の心臓</extracomment>
        <translation>機神之心</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Power production +1.</source>
        <extracomment>card text of Heart of the Machine God (id machine_god_heart)</extracomment>
        <translation>力量生產力+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Portraits of the Heroes</source>
        <extracomment>card name (id portrait_of_heroes); Japanese: 英雄たちの肖像画</extracomment>
        <translation>英雄們的肖像畫</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Proof of the Deep Delve</source>
        <extracomment>card name (id proof_of_delving); Japanese: 深層踏破の証</extracomment>
        <translation>深層踏破之證</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End: 1 fame for every 2 labyrinth tiles you have (at most 4).</source>
        <extracomment>card text of Proof of the Deep Delve (id proof_of_delving)</extracomment>
        <translation>終局時：你每有2塊迷宮板塊，名聲+1（最多4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Key of the Abyss</source>
        <extracomment>card name (id key_of_the_abyss); Japanese: 奈落の鍵</extracomment>
        <translation>深淵之鑰</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plans of the Golden City</source>
        <extracomment>card name (id golden_city_plans); Japanese: 黄金都市の設計図</extracomment>
        <translation>黃金都市設計圖</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Banner of the Conqueror</source>
        <extracomment>card name (id conquerors_banner); Japanese: 覇者の軍旗</extracomment>
        <translation>霸者的軍旗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Torch of Civilisation</source>
        <extracomment>card name (id torch_of_civilisation); Japanese: 文明の灯火</extracomment>
        <translation>文明的燈火</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Map of the Continent</source>
        <extracomment>card name (id map_of_the_continent); Japanese: 大陸全図</extracomment>
        <translation>大陸全圖</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crest of the Fortress City</source>
        <extracomment>card name (id fortress_city_crest); Japanese: 城塞都市の紋章</extracomment>
        <translation>城塞都市的紋章</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Eternal Promise</source>
        <extracomment>card name (id eternal_promise); Japanese: 永遠の約束</extracomment>
        <translation>永遠的約定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Great Chronicle of the Guild</source>
        <extracomment>card name (id guild_chronicle); Japanese: ギルド大年代記</extracomment>
        <translation>公會大編年史</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cenotaph of the Unnamed Hero</source>
        <extracomment>card name (id cenotaph_of_the_unnamed); Japanese: 無名勇者の慰霊碑</extracomment>
        <translation>無名勇者慰靈碑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Three Royal Treasures</source>
        <extracomment>card name (id three_royal_treasures); Japanese: 王家の三宝</extracomment>
        <translation>王家三寶</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Blank Grimoire</source>
        <extracomment>card name (id blank_grimoire); Japanese: 白紙の魔導書</extracomment>
        <translation>白紙魔導書</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End: 1 fame for every 2 junk tags you have (at most 4).</source>
        <extracomment>card text of The Blank Grimoire (id blank_grimoire)</extracomment>
        <translation>終局時：你每有2個廢品標籤，名聲+1（最多4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chalice of the Holy Spring</source>
        <extracomment>card name (id chalice_of_the_spring); Japanese: 聖泉の杯</extracomment>
        <translation>聖泉之杯</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra cost: pay 3 potions.</source>
        <extracomment>card text of Chalice of the Holy Spring (id chalice_of_the_spring)</extracomment>
        <translation>額外費用：支付3藥水。</translation>
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
        <translation>任何時候都可以將1力量當作5金幣使用（多餘部分作廢）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any time, 1 power may pay 5 gold (the change is lost). On reaching this rank: power production +1.</source>
        <extracomment>rank 2 card of Skadi</extracomment>
        <translation>任何時候都可以將1力量當作5金幣使用（多餘部分作廢）。升級時：力量生產力+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any time, 1 power may pay 5 gold (the change is lost). On reaching this rank: gain 3 power.</source>
        <extracomment>rank 3 card of Skadi</extracomment>
        <translation>任何時候都可以將1力量當作5金幣使用（多餘部分作廢）。升級時：獲得3力量。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Setup: take Skadi&apos;s Mercenaries into your hand. Whenever you complete an explore, gain 1 power.</source>
        <extracomment>rank 1 card of Skadi</extracomment>
        <translation>初始資產：將「斯卡蒂傭兵團」加入手牌。每當你完成一次探索時，獲得1力量。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you complete an explore, gain 1 power. On reaching this rank: gain 2 power.</source>
        <extracomment>rank 2 card of Skadi</extracomment>
        <translation>每當你完成一次探索時，獲得1力量。升級時：獲得2力量。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you complete an explore, gain 1 power and 2 gold.</source>
        <extracomment>rank 3 card of Skadi</extracomment>
        <translation>每當你完成一次探索時，獲得1力量和2金幣。</translation>
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
        <translation>每當你場上的事件卡數量（含背面朝上的）成為4的倍數時，獲得1藥水。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever your played events (face-down ones too) reach a multiple of 4, gain 1 potion. On reaching this rank: draw 2 event cards.</source>
        <extracomment>rank 2 card of Melissa</extracomment>
        <translation>每當你場上的事件卡數量（含背面朝上的）成為4的倍數時，獲得1藥水。升級時：抽2張事件卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever your played events (face-down ones too) reach a multiple of 4, gain 2 potions.</source>
        <extracomment>rank 3 card of Melissa</extracomment>
        <translation>每當你場上的事件卡數量（含背面朝上的）成為4的倍數時，獲得2藥水。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Setup: the 6 white-framed abyss tiles into the stock. First turn: turn face up the tiles of one area and its neighbours. An abyss revealed by your explore counts as a blank tile: the explore goes on, with no extra turn. You may explore a white-framed abyss.</source>
        <oldsource>Setup: 2 white-framed abyss tiles into the stock. First turn: turn face up the tiles of one area and its neighbours. An abyss revealed by your explore counts as a blank tile: the explore goes on, with no extra turn. You may explore a white-framed abyss.</oldsource>
        <extracomment>rank 1 card of Melissa</extracomment>
        <translation>初始資產：將6塊深淵洞穴（白框）板塊加入庫存。首個回合開始時：將1個區域及其相鄰區域的板塊翻為正面。你探索時翻開的深淵洞穴視為空白板塊，探索繼續（沒有額外回合）。你可以探索深淵洞穴（白框）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An abyss revealed by your explore counts as a blank tile; you may explore a white-framed abyss. On reaching this rank: purify an abyss.</source>
        <oldsource>An abyss revealed by your explore counts as a blank tile; you may explore a white-framed abyss. On reaching this rank: 2 white-framed abyss tiles into the stock, then purify an abyss.</oldsource>
        <extracomment>rank 2 card of Melissa | rank 3 card of Melissa</extracomment>
        <translation>你探索時翻開的深淵洞穴視為空白板塊；你可以探索深淵洞穴（白框）。升級時：淨化1塊深淵洞穴。</translation>
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
        <translation>特別行動：抽事件卡直到手牌有3張；每抽1張獲得2金幣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: draw events until you hold 3; gain 2 gold for each card drawn. On reaching this rank: gold production +2.</source>
        <extracomment>rank 2 card of Frieda</extracomment>
        <translation>特別行動：抽事件卡直到手牌有3張；每抽1張獲得2金幣。升級時：金幣生產力+2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: draw events until you hold 4; gain 2 gold for each card drawn.</source>
        <extracomment>rank 3 card of Frieda</extracomment>
        <translation>特別行動：抽事件卡直到手牌有4張；每抽1張獲得2金幣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your build actions cost 5 gold less.</source>
        <extracomment>rank 1 card of Frieda</extracomment>
        <translation>你的建設行動費用減少5金幣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your build actions cost 5 gold less. On reaching this rank: you may build a base (no 15 gold).</source>
        <extracomment>rank 2 card of Frieda</extracomment>
        <translation>你的建設行動費用減少5金幣。升級時：可以建立據點（無需15金幣）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your build actions cost 10 gold less.</source>
        <extracomment>rank 3 card of Frieda</extracomment>
        <translation>你的建設行動費用減少10金幣。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>El</source>
        <extracomment>receptionist (id el); Japanese: エル</extracomment>
        <translation>艾爾</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever you gain a life tag, gain 3 gold.</source>
        <extracomment>rank 1 card of El</extracomment>
        <translation>每當你獲得生活標籤時，獲得3金幣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you gain a life tag, gain 3 gold. On reaching this rank: civilisation +1, draw 1 event card.</source>
        <extracomment>rank 2 card of El</extracomment>
        <translation>每當你獲得生活標籤時，獲得3金幣。升級時：文明+1，抽1張事件卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you gain a life tag, gain 4 gold.</source>
        <extracomment>rank 3 card of El</extracomment>
        <translation>每當你獲得生活標籤時，獲得4金幣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At the start of each action phase, take one turn before the start player.</source>
        <extracomment>rank 1 card of El | rank 3 card of El</extracomment>
        <translation>每個行動階段開始時，在起始玩家之前進行1個回合。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At the start of each action phase, take one turn before the start player. On reaching this rank: gain 8 gold.</source>
        <extracomment>rank 2 card of El</extracomment>
        <translation>每個行動階段開始時，在起始玩家之前進行1個回合。升級時：獲得8金幣。</translation>
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
        <translation>特別行動：支付1藥水，獲得3金幣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 1 potion to gain 4 gold. On reaching this rank: gain 2 potions.</source>
        <extracomment>rank 2 card of Horn</extracomment>
        <translation>特別行動：支付1藥水，獲得4金幣。升級時：獲得2藥水。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 1 potion to gain 5 gold.</source>
        <extracomment>rank 3 card of Horn</extracomment>
        <translation>特別行動：支付1藥水，獲得5金幣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Potions may pay for labyrinth tiles and labyrinth tiles for potions (not when selling).</source>
        <extracomment>rank 1 card of Horn</extracomment>
        <translation>支付費用時，藥水可當作迷宮板塊，迷宮板塊也可當作藥水（出售時除外）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Potions may pay for labyrinth tiles and labyrinth tiles for potions (not when selling). On reaching this rank: gain a blank tile; potion production +1.</source>
        <extracomment>rank 2 card of Horn</extracomment>
        <translation>支付費用時，藥水可當作迷宮板塊，迷宮板塊也可當作藥水（出售時除外）。升級時：獲得1塊空白板塊；藥水生產力+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Potions may pay for labyrinth tiles and labyrinth tiles for potions (not when selling). On reaching this rank: potion production +1.</source>
        <extracomment>rank 3 card of Horn</extracomment>
        <translation>支付費用時，藥水可當作迷宮板塊，迷宮板塊也可當作藥水（出售時除外）。升級時：藥水生產力+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pieria</source>
        <extracomment>receptionist (id pieria); Japanese: ピエリア</extracomment>
        <translation>皮耶莉亞</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your events with a trade tag cost 1 gold less.</source>
        <extracomment>rank 1 card of Pieria</extracomment>
        <translation>你帶商業標籤的事件卡費用減少1金幣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your events with a trade tag cost 2 gold less. On reaching this rank: gold production +2.</source>
        <extracomment>rank 2 card of Pieria</extracomment>
        <translation>你帶商業標籤的事件卡費用減少2金幣。升級時：金幣生產力+2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your events with a trade tag cost 3 gold less.</source>
        <extracomment>rank 3 card of Pieria</extracomment>
        <translation>你帶商業標籤的事件卡費用減少3金幣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: play an event; production its play effects give is doubled.</source>
        <extracomment>rank 1 card of Pieria | rank 3 card of Pieria</extracomment>
        <translation>特別行動：打出1張事件卡；其打出時效果獲得的生產力翻倍。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: play an event; production its play effects give is doubled. On reaching this rank: gain 2 power.</source>
        <extracomment>rank 2 card of Pieria</extracomment>
        <translation>特別行動：打出1張事件卡；其打出時效果獲得的生產力翻倍。升級時：獲得2力量。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seren</source>
        <extracomment>receptionist (id seren); Japanese: セレン</extracomment>
        <translation>瑟蓮</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First turn: gain 5 gold. Your events cost 1 gold less.</source>
        <extracomment>rank 1 card of Seren</extracomment>
        <translation>首個回合開始時：獲得5金幣。你的事件卡費用減少1金幣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your events cost 2 gold less. On reaching this rank: draw 1 event card.</source>
        <extracomment>rank 2 card of Seren</extracomment>
        <translation>你的事件卡費用減少2金幣。升級時：抽1張事件卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your events cost 2 gold less.</source>
        <extracomment>rank 3 card of Seren</extracomment>
        <translation>你的事件卡費用減少2金幣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Setup: place your floating lab outside the labyrinth: a base of yours for explores and play conditions, never a controlled area. Your explores cost 5 gold less (never below 10).</source>
        <extracomment>rank 1 card of Seren</extracomment>
        <translation>初始資產：將浮游實驗室放在迷宮之外：在探索與打出條件上視為你的據點，但不算控制區域。你的探索費用減少5金幣（不低於10）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your explores cost 5 gold less (never below 10). On reaching this rank: gain 2 potions.</source>
        <extracomment>rank 2 card of Seren</extracomment>
        <translation>你的探索費用減少5金幣（不低於10）。升級時：獲得2藥水。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your explores cost 5 gold less (never below 10). From reaching this rank on, your floating lab may land on an area next to it that nobody controls; it takes the tile there and is your base.</source>
        <oldsource>Your explores cost 5 gold less (never below 10). On reaching this rank: your floating lab may land on an area next to it that nobody controls; it takes the tile there and is your base.</oldsource>
        <extracomment>rank 3 card of Seren</extracomment>
        <translation>你的探索費用減少5金幣（不低於10）。自升到此級起：你可以將浮游實驗室降落到相鄰且無人控制的區域；獲得該處的板塊，該區域成為你的據點。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ayaka</source>
        <extracomment>receptionist (id ayaka); Japanese: アヤカ</extracomment>
        <translation>綾香</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Setup: take 3 wisdom chips. When you play an event, you may pay a wisdom chip: it costs 5 gold less (never below 0). Whenever you play an event of cost 15 or more, draw 1 event card.</source>
        <extracomment>rank 1 card of Ayaka</extracomment>
        <translation>初始資產：獲得3枚睿智標記。打出事件卡時，你可以支付1枚睿智標記，使其費用減少5金幣（不低於0）。每當你打出費用15以上的事件卡時，抽1張事件卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you play an event, you may pay a wisdom chip: it costs 5 gold less. Whenever you play an event of cost 15 or more, draw 1 event card. On reaching this rank: take 1 wisdom chip.</source>
        <extracomment>rank 2 card of Ayaka</extracomment>
        <translation>打出事件卡時，你可以支付1枚睿智標記，使其費用減少5金幣。每當你打出費用15以上的事件卡時，抽1張事件卡。升級時：獲得1枚睿智標記。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you play an event, you may pay a wisdom chip: it costs 5 gold less. Your events cost 2 gold less. Whenever you play an event of cost 15 or more, draw 1 event card.</source>
        <extracomment>rank 3 card of Ayaka</extracomment>
        <translation>打出事件卡時，你可以支付1枚睿智標記，使其費用減少5金幣。你的事件卡費用減少2金幣。每當你打出費用15以上的事件卡時，抽1張事件卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Setup: take 3 flash chips. Paying an explore, you may pay a flash chip: the tile&apos;s stars count 3 fewer for the cost (never below 0).</source>
        <extracomment>rank 1 card of Ayaka</extracomment>
        <translation>初始資產：獲得3枚一閃標記。支付探索費用時，你可以支付1枚一閃標記：計算費用時該板塊的★視為少3個（不低於0）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paying an explore, you may pay a flash chip: the tile&apos;s stars count 3 fewer for the cost. On reaching this rank: gain 2 power.</source>
        <extracomment>rank 2 card of Ayaka</extracomment>
        <translation>支付探索費用時，你可以支付1枚一閃標記：計算費用時該板塊的★視為少3個。升級時：獲得2力量。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paying an explore, you may pay a flash chip: the tile&apos;s stars count 3 fewer for the cost. Whenever you complete an explore, gain 2 gold.</source>
        <extracomment>rank 3 card of Ayaka</extracomment>
        <translation>支付探索費用時，你可以支付1枚一閃標記：計算費用時該板塊的★視為少3個。每當你完成一次探索時，獲得2金幣。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Olivia</source>
        <extracomment>receptionist (id olivia); Japanese: オリビア</extracomment>
        <translation>奧莉維亞</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever you build a base, gain 4 gold.</source>
        <extracomment>rank 1 card of Olivia</extracomment>
        <translation>每當你建立據點時，獲得4金幣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you build a base, gain 4 gold. On reaching this rank: you may build a base (no 15 gold).</source>
        <extracomment>rank 2 card of Olivia</extracomment>
        <translation>每當你建立據點時，獲得4金幣。升級時：可以建立據點（無需15金幣）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you build a base, gain 4 gold and 1 potion.</source>
        <extracomment>rank 3 card of Olivia</extracomment>
        <translation>每當你建立據點時，獲得4金幣和1藥水。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Setup: take your own extra adventurer chip into your tavern. Whenever you complete an explore, gain 2 gold.</source>
        <extracomment>rank 1 card of Olivia</extracomment>
        <translation>初始資產：將你專用的1枚冒險者標記放入冒險者酒館。每當你完成一次探索時，獲得2金幣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your explores cost 5 gold less (never below 10). On reaching this rank: take a treasure chip.</source>
        <extracomment>rank 2 card of Olivia</extracomment>
        <translation>你的探索費用減少5金幣（不低於10）。升級時：獲得1枚寶藏標記。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Macaron</source>
        <extracomment>receptionist (id macaron); Japanese: マカロン</extracomment>
        <translation>馬卡龍</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Setup: take The Saint&apos;s Remnant into your hand. Special action: pay 1 potion to purify an abyss.</source>
        <extracomment>rank 1 card of Macaron</extracomment>
        <translation>初始資產：將「聖女的殘跡」加入手牌。特別行動：支付1藥水，淨化1塊深淵洞穴。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 1 potion to purify an abyss. On reaching this rank: civilisation +1.</source>
        <extracomment>rank 2 card of Macaron</extracomment>
        <translation>特別行動：支付1藥水，淨化1塊深淵洞穴。升級時：文明+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 1 potion to purify an abyss. On reaching this rank: turn up to 2 of your face-down events face up.</source>
        <extracomment>rank 3 card of Macaron</extracomment>
        <translation>特別行動：支付1藥水，淨化1塊深淵洞穴。升級時：將你至多2張背面朝上的事件卡翻為正面。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you discard a labyrinth tile you own, gain 1 potion.</source>
        <extracomment>rank 1 card of Macaron</extracomment>
        <translation>每當你棄掉自己擁有的迷宮板塊時，獲得1藥水。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you discard a labyrinth tile you own, gain 1 potion. On reaching this rank: purify an abyss.</source>
        <extracomment>rank 2 card of Macaron</extracomment>
        <translation>每當你棄掉自己擁有的迷宮板塊時，獲得1藥水。升級時：淨化1塊深淵洞穴。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you discard a labyrinth tile you own, gain 1 potion and 3 gold.</source>
        <extracomment>rank 3 card of Macaron</extracomment>
        <translation>每當你棄掉自己擁有的迷宮板塊時，獲得1藥水和3金幣。</translation>
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
        <translation>初始資產：將6張事件卡背面朝上作為你的專用牌堆（任何人都不能查看）。特別行動：支付2金幣，從中獲得1張卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 2 gold to take 2 cards from your private deck. On reaching this rank: take 1 card from it.</source>
        <extracomment>rank 2 card of Shuri</extracomment>
        <translation>特別行動：支付2金幣，從你的專用牌堆獲得2張卡。升級時：從中獲得1張卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 2 gold to take 2 cards from your private deck.</source>
        <extracomment>rank 3 card of Shuri</extracomment>
        <translation>特別行動：支付2金幣，從你的專用牌堆獲得2張卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 1 labyrinth tile to play an event of cost 14 or less without its gold cost.</source>
        <extracomment>rank 1 card of Shuri | rank 3 card of Shuri</extracomment>
        <translation>特別行動：支付1塊迷宮板塊，打出1張費用14以下的事件卡，無需支付金幣費用。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 1 labyrinth tile to play an event of cost 14 or less without its gold cost. On reaching this rank: gain a blank tile.</source>
        <extracomment>rank 2 card of Shuri</extracomment>
        <translation>特別行動：支付1塊迷宮板塊，打出1張費用14以下的事件卡，無需支付金幣費用。升級時：獲得1塊空白板塊。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bell</source>
        <extracomment>receptionist (id bell); Japanese: ベル</extracomment>
        <translation>貝爾</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Setup: deal 5 events face down into your private deck (nobody may look). Whenever you build a base, take 1 card from it.</source>
        <extracomment>rank 1 card of Bell</extracomment>
        <translation>初始資產：將5張事件卡背面朝上作為你的專用牌堆（任何人都不能查看）。每當你建立據點時，從中獲得1張卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you build a base, take 1 card from your private deck. On reaching this rank: take 2 cards from it.</source>
        <extracomment>rank 2 card of Bell</extracomment>
        <translation>每當你建立據點時，從你的專用牌堆獲得1張卡。升級時：從中獲得2張卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you build a base, take 1 card from your private deck and gain 3 gold.</source>
        <extracomment>rank 3 card of Bell</extracomment>
        <translation>每當你建立據點時，從你的專用牌堆獲得1張卡，並獲得3金幣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 4 gold to turn face up the tiles of one area and its neighbours and gain 1 power.</source>
        <extracomment>rank 1 card of Bell</extracomment>
        <translation>特別行動：支付4金幣，將一個區域及其相鄰區域的板塊翻為正面，並獲得1力量。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 4 gold to turn face up the tiles of one area and its neighbours and gain 1 power. On reaching this rank: power production +1.</source>
        <extracomment>rank 2 card of Bell</extracomment>
        <translation>特別行動：支付4金幣，將一個區域及其相鄰區域的板塊翻為正面，並獲得1力量。升級時：力量生產力+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 4 gold to turn face up the tiles of one area and its neighbours and gain 2 power.</source>
        <extracomment>rank 3 card of Bell</extracomment>
        <translation>特別行動：支付4金幣，將一個區域及其相鄰區域的板塊翻為正面，並獲得2力量。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chris</source>
        <extracomment>receptionist (id chris); Japanese: クリス</extracomment>
        <translation>克莉絲</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Setup: deal 5 events face down into your private deck (you may look at it). Special action: pay 3 gold to take 1 card from it.</source>
        <extracomment>rank 1 card of Chris</extracomment>
        <translation>初始資產：將5張事件卡背面朝上作為你的專用牌堆（你可以隨時查看）。特別行動：支付3金幣，從中獲得1張卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 3 gold to take 1 card from your private deck and draw 1 event card. On reaching this rank: take 1 card from it.</source>
        <extracomment>rank 2 card of Chris</extracomment>
        <translation>特別行動：支付3金幣，從你的專用牌堆獲得1張卡，並抽1張事件卡。升級時：從中獲得1張卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 3 gold to take 2 cards from your private deck.</source>
        <extracomment>rank 3 card of Chris</extracomment>
        <translation>特別行動：支付3金幣，從你的專用牌堆獲得2張卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you choose a face-down tile to explore, you may first swap it with another face-down tile of the map (never the boss) and explore the one that came.</source>
        <extracomment>rank 1 card of Chris</extracomment>
        <translation>選擇背面朝上的迷宮板塊作為探索目標時，你可以先將它與地圖上另一塊背面朝上的迷宮板塊（頭目板塊除外）交換位置，然後探索換來的板塊。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may swap a face-down tile you explore with another face-down tile first. Special action: turn face up the tiles of one area and its neighbours. On reaching this rank: gain 2 power.</source>
        <extracomment>rank 2 card of Chris</extracomment>
        <translation>你可以先將要探索的背面朝上板塊與另一塊背面朝上的板塊交換。特別行動：將1個區域及其相鄰區域的板塊翻為正面。升級時：獲得2力量。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may swap a face-down tile you explore with another face-down tile first. Special action: turn face up the tiles of one area and its neighbours. Your explores cost 5 gold less (never below 10).</source>
        <extracomment>rank 3 card of Chris</extracomment>
        <translation>你可以先將要探索的背面朝上板塊與另一塊背面朝上的板塊交換。特別行動：將1個區域及其相鄰區域的板塊翻為正面。你的探索費用減少5金幣（不低於10）。</translation>
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
        <translation>特別行動：以雙倍費用和雙倍額外費用打出1張沒有人物標籤且沒有負名聲的事件卡；其打出時效果結算2次。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: play an event without a person tag or negative fame at double cost and extra cost; resolve its play effects twice. On reaching this rank: gain 6 gold.</source>
        <extracomment>rank 2 card of Vee</extracomment>
        <translation>特別行動：以雙倍費用和雙倍額外費用打出1張沒有人物標籤且沒有負名聲的事件卡；其打出時效果結算2次。升級時：獲得6金幣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your explores cost 5 gold less (never below 10) and your junk events 3 gold less. On reaching this rank: gain 2 power.</source>
        <extracomment>rank 2 card of Vee</extracomment>
        <translation>你的探索費用減少5金幣（不低於10），帶廢品標籤的事件卡費用減少3金幣。升級時：獲得2力量。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your explores cost 5 gold less (never below 10) and your junk events 3 gold less.</source>
        <extracomment>rank 3 card of Vee</extracomment>
        <translation>你的探索費用減少5金幣（不低於10），帶廢品標籤的事件卡費用減少3金幣。</translation>
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
        <translation>每當你獲得商業標籤時，獲得2金幣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you gain a trade tag, gain 2 gold. On reaching this rank: gold production +2.</source>
        <extracomment>rank 2 card of Sif</extracomment>
        <translation>每當你獲得商業標籤時，獲得2金幣。升級時：金幣生產力+2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you gain a trade tag, gain 3 gold.</source>
        <extracomment>rank 3 card of Sif</extracomment>
        <translation>每當你獲得商業標籤時，獲得3金幣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: play an event, 3 gold cheaper for each labyrinth tile you own (at most 15 off).</source>
        <extracomment>rank 1 card of Sif | rank 3 card of Sif</extracomment>
        <translation>特別行動：打出1張事件卡，你每擁有1塊迷宮板塊，費用減少3金幣（最多減少15）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: play an event, 3 gold cheaper for each labyrinth tile you own (at most 15 off). On reaching this rank: gain 2 power.</source>
        <extracomment>rank 2 card of Sif</extracomment>
        <translation>特別行動：打出1張事件卡，你每擁有1塊迷宮板塊，費用減少3金幣（最多減少15）。升級時：獲得2力量。</translation>
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
        <translation>建設</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Develop</source>
        <extracomment>glossary &apos;gm_develop&apos;; Japanese: 発展; Common action: unlock affinities, drawing 1 event card each.</extracomment>
        <translation>發展</translation>
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
        <translation>據點</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a base</source>
        <extracomment>glossary &apos;gm_make_base&apos;; Japanese: 拠点化; The icon: you may build a base without the 15 gold; 5 per adjacent base is still paid. | lesson step 7 (build): its title</extracomment>
        <translation>建立據點</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Area</source>
        <extracomment>glossary &apos;gm_area&apos;; Japanese: エリア; One space of the map, with the fame printed on it.</extracomment>
        <translation>區域</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Controlled area</source>
        <extracomment>glossary &apos;gm_controlled_area&apos;; Japanese: 支配エリア; An area with one of your adventurer chips or bases.</extracomment>
        <translation>控制區域</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Miasma</source>
        <extracomment>glossary &apos;gm_miasma&apos;; Japanese: 瘴気</extracomment>
        <translation>瘴氣</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+11"/>
        <source>Miasma level</source>
        <extracomment>glossary &apos;gm_miasma_level&apos;; Japanese: 瘴気濃度; Starts at players × 10; every star explored lowers it. | term &apos;miasma_level&apos;</extracomment>
        <translation>瘴氣濃度</translation>
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
        <translation>名聲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Elixir</source>
        <extracomment>glossary &apos;gm_elixir&apos;; Japanese: 秘薬</extracomment>
        <translation>秘藥</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+10"/>
        <source>Potion action</source>
        <extracomment>glossary &apos;gm_potion_action&apos;; Japanese: 秘薬アクション; Six spaces on the main board, paid in potions, each once a round. | term &apos;potion_action&apos;</extracomment>
        <translation>秘藥行動</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-12"/>
        <source>Potion</source>
        <extracomment>glossary &apos;gm_potion&apos;; Japanese: ポーション | term &apos;potion&apos;</extracomment>
        <translation>藥水</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-2"/>
        <source>Gold</source>
        <extracomment>glossary &apos;gm_gold&apos;; Japanese: ゴールド | term &apos;gold&apos;</extracomment>
        <translation>金幣</translation>
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
        <translation>生產力</translation>
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
        <translation>王權</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Regalia chip</source>
        <extracomment>glossary &apos;gm_regalia_chip&apos;; Japanese: レガリアチップ; 1 fame, taken with a regalia from the regalia board. | term &apos;regalia_chip&apos;</extracomment>
        <translation>王權標記</translation>
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
        <translation>迷宮板塊</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/labyrinth/words.py" line="+11"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Abyss</source>
        <extracomment>glossary &apos;gm_abyss&apos;; Japanese: 奈落の穴; Cannot be explored; revealing it ends the explore (common action: an extra turn). | term &apos;abyss&apos;</extracomment>
        <translation>深淵洞穴</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Boss tile</source>
        <extracomment>glossary &apos;gm_boss_tile&apos;; Japanese: ボスタイル | term &apos;boss_tile&apos;</extracomment>
        <translation>頭目板塊</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/labyrinth/words.py" line="+1"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Blank tile</source>
        <extracomment>glossary &apos;gm_blank_tile&apos;; Japanese: 無地タイル; Takes the place of a purified abyss; counts 0 stars. | term &apos;blank_tile&apos;</extracomment>
        <translation>空白板塊</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Purify</source>
        <extracomment>glossary &apos;gm_purify&apos;; Japanese: 浄化; Take an abyss tile from the map; a blank tile takes its place.</extracomment>
        <translation>淨化</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-11"/>
        <source>Treasure chip</source>
        <extracomment>glossary &apos;gm_treasure_chip&apos;; Japanese: 宝物チップ | term &apos;treasure_chip&apos;</extracomment>
        <translation>寶藏標記</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adventurer chip</source>
        <extracomment>glossary &apos;gm_adventurer_chip&apos;; Japanese: 冒険者チップ</extracomment>
        <translation>冒險者標記</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-7"/>
        <source>Adventurers&apos; tavern</source>
        <extracomment>glossary &apos;gm_tavern&apos;; Japanese: 冒険者の酒場; Adventurer chips ready to explore. | term &apos;tavern&apos;</extracomment>
        <translation>冒險者酒館</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Development record</source>
        <extracomment>glossary &apos;gm_development_record&apos;; Japanese: 発展の記録; Where the five adventurer chips cover the affinities.</extracomment>
        <translation>發展記錄</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <location line="+244"/>
        <source>Altar of revival</source>
        <extracomment>glossary &apos;gm_altar&apos;; Japanese: 復活の祭壇; A 2 goes here for each explore not paid for: −1 fame per point. | term &apos;altar&apos; | score part &apos;altar&apos;</extracomment>
        <translation>復活祭壇</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-243"/>
        <source>Guild board</source>
        <extracomment>glossary &apos;gm_guild_board&apos;; Japanese: ギルドボード | term &apos;guild_board&apos;</extracomment>
        <translation>公會版圖</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+17"/>
        <source>Guild rank</source>
        <extracomment>glossary &apos;gm_guild_rank&apos;; Japanese: ギルドランク | term &apos;guild_rank&apos;</extracomment>
        <translation>公會等級</translation>
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
        <translation>商業</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Junk</source>
        <extracomment>glossary &apos;gm_tag_junk&apos;; Japanese: ジャンク; Tag; the only one labyrinth tiles show. | tag &apos;junk&apos;</extracomment>
        <translation>廢品</translation>
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
        <translation>情報收集階段</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Action phase</source>
        <extracomment>glossary &apos;gm_action_phase&apos;; Japanese: アクションフェイズ | phase &apos;action&apos;</extracomment>
        <translation>行動階段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Production phase</source>
        <extracomment>glossary &apos;gm_production_phase&apos;; Japanese: 生産フェイズ</extracomment>
        <translation>生產階段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End phase</source>
        <extracomment>glossary &apos;gm_end_phase&apos;; Japanese: 終了フェイズ</extracomment>
        <translation>結束階段</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-36"/>
        <location line="+37"/>
        <source>Finish phase</source>
        <extracomment>glossary &apos;gm_finish_phase&apos;; Japanese: フィニッシュフェイズ; Two laps of turns after civilisation meets miasma. | term &apos;finish_phase&apos; | phase &apos;finish&apos;</extracomment>
        <translation>終局階段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Common action</source>
        <extracomment>glossary &apos;gm_common_action&apos;; Japanese: 共通アクション; Explore, build or develop.</extracomment>
        <translation>通用行動</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-45"/>
        <source>Special action</source>
        <extracomment>glossary &apos;gm_special_action&apos;; Japanese: 特別アクション; Once a round per card. | term &apos;special_action&apos;</extracomment>
        <translation>特別行動</translation>
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
        <translation>打出條件</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Extra cost</source>
        <extracomment>glossary &apos;gm_extra_cost&apos;; Japanese: 追加コスト | term &apos;extra_cost&apos;</extracomment>
        <translation>額外費用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play effect</source>
        <extracomment>glossary &apos;gm_play_effect&apos;; Japanese: プレイ時効果</extracomment>
        <translation>打出時效果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Permanent effect</source>
        <extracomment>glossary &apos;gm_permanent_effect&apos;; Japanese: 常時効果; Lost while the card is face down.</extracomment>
        <translation>常駐效果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End effect</source>
        <extracomment>glossary &apos;gm_end_effect&apos;; Japanese: 終了時効果; Scored at the end; lost while the card is face down.</extracomment>
        <translation>終局時效果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rank up</source>
        <extracomment>glossary &apos;gm_rank_up&apos;; Japanese: ランクアップ</extracomment>
        <translation>升級</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Initial assets</source>
        <extracomment>glossary &apos;gm_initial_assets&apos;; Japanese: 初期資産</extracomment>
        <translation>初始資產</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Season bonus</source>
        <extracomment>glossary &apos;gm_season_bonus&apos;; Japanese: 追加生産物</extracomment>
        <translation>季節額外產出</translation>
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
        <translation>已使用標記</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Blocked chip</source>
        <extracomment>glossary &apos;gm_blocked_chip&apos;; Japanese: 使用不可チップ; Closes potion actions in 2- and 3-player games. | term &apos;blocked_chip&apos;</extracomment>
        <translation>停用標記</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+13"/>
        <source>tags</source>
        <extracomment>what a play condition counts &apos;tags_any&apos;</extracomment>
        <translation>標籤</translation>
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
        <translation>板塊</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>abyss tiles</source>
        <extracomment>what a play condition counts &apos;abyss_tiles&apos;</extracomment>
        <translation>深淵洞穴</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>★{stars}+ tiles</source>
        <extracomment>what a play condition counts &apos;star_tiles&apos;; keep {stars} as they are</extracomment>
        <translation>★{stars}以上的板塊</translation>
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
        <translation>{resource}生產力</translation>
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
        <translation>無標籤事件</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>regalia</source>
        <extracomment>what a play condition counts &apos;regalia&apos;</extracomment>
        <translation>王權</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>areas</source>
        <extracomment>what a play condition counts &apos;areas&apos;</extracomment>
        <translation>控制區域</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>bases</source>
        <extracomment>what a play condition counts &apos;bases&apos;</extracomment>
        <translation>據點</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>treasures</source>
        <extracomment>what a play condition counts &apos;treasures&apos;</extracomment>
        <translation>寶藏標記</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>adventurers on it</source>
        <extracomment>what a play condition counts &apos;adventurers_on_card&apos;</extracomment>
        <translation>其上的冒險者</translation>
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
        <translation>準備：邂逅</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Setup: swap events</source>
        <extracomment>phase &apos;swap&apos;</extracomment>
        <translation>準備：交換事件卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Setup: keep events</source>
        <extracomment>phase &apos;keep&apos;</extracomment>
        <translation>準備：保留事件卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Setup: receptionist&apos;s face</source>
        <extracomment>phase &apos;face&apos;</extracomment>
        <translation>準備：看板娘用哪一面</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+4"/>
        <source>Extra turns at the end of the game</source>
        <extracomment>phase &apos;end_turns&apos;</extracomment>
        <translation>遊戲結束時的額外回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Game over</source>
        <extracomment>phase &apos;over&apos;</extracomment>
        <translation>遊戲結束</translation>
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
        <translation>準備：選擇你邂逅的看板娘</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Setup: choose events to swap (up to 5), then Done</source>
        <extracomment>prompt for decision kind &apos;swap&apos;</extracomment>
        <translation>準備：選擇要交換的事件卡（最多5張），然後按完成</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Keep cards at 3 gold each (Enter on a card), then Done</source>
        <extracomment>prompt for decision kind &apos;keep&apos;</extracomment>
        <translation>每張3金幣保留卡牌（在卡上按Enter），然後按完成</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>The event deck runs out and the discards are reshuffled: sell events first, then Done</source>
        <extracomment>prompt for decision kind &apos;sale_window&apos;</extracomment>
        <translation>事件牌堆用盡，棄牌將被洗混：先出售事件，然後按完成</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Setup: which face of your receptionist?</source>
        <extracomment>prompt for decision kind &apos;face&apos;</extracomment>
        <translation>準備：看板娘用哪一面？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Your turn: play a card, explore, build, develop, a potion action, or pass</source>
        <extracomment>prompt for decision kind &apos;turn&apos;</extracomment>
        <translation>你的回合：打出卡牌、探索、建設、發展、秘藥行動，或跳過</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Pay {gold} gold: how much of it in power?</source>
        <extracomment>prompt for decision kind &apos;pay&apos;; keep {gold} as they are</extracomment>
        <translation>支付{gold}金幣：其中多少用力量支付？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Discard which labyrinth tile?</source>
        <extracomment>prompt for decision kind &apos;pay_tile&apos;</extracomment>
        <translation>棄掉哪塊迷宮板塊？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Explore which tile? (on the map)</source>
        <extracomment>prompt for decision kind &apos;explore_target&apos;</extracomment>
        <translation>探索哪塊板塊？（在地圖上）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Pay {gold} gold for the explore, or put a 2 on your altar of revival</source>
        <extracomment>prompt for decision kind &apos;explore_cost&apos;; keep {gold} as they are</extracomment>
        <translation>支付探索費用{gold}金幣，或在復活祭壇上放一個2</translation>
    </message>
    <message>
        <location line="+54"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+34"/>
        <source>Land the Floating Lab</source>
        <extracomment>button for the action &apos;land_lab&apos;</extracomment>
        <translation>讓浮游實驗室降落</translation>
    </message>
    <message>
        <location line="+30"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+20"/>
        <source>Pay in gold</source>
        <extracomment>button for actions of kind &apos;pay_gold&apos;</extracomment>
        <translation>用金幣支付</translation>
    </message>
    <message>
        <location line="+290"/>
        <location filename="../desktop/games/guild_masters/options_form.py" line="+15"/>
        <source>Cards and map</source>
        <extracomment>label of the option &apos;content&apos;</extracomment>
        <translation>卡牌與地圖</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/options_form.py" line="+1"/>
        <source>Encounter cards to choose from</source>
        <extracomment>label of the option &apos;offered&apos;</extracomment>
        <translation>可選的邂逅卡數</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/options_form.py" line="+3"/>
        <source>Which event cards, regalia and labyrinth tiles the game uses</source>
        <extracomment>what the option &apos;content&apos; means (tooltip)</extracomment>
        <translation>本局使用的事件卡、王權和迷宮板塊</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/options_form.py" line="+1"/>
        <source>At set-up each player is dealt this many encounter cards and meets one of the receptionists</source>
        <extracomment>what the option &apos;offered&apos; means (tooltip)</extracomment>
        <translation>準備時每位玩家發這麼多張邂逅卡，並與其中一位看板娘相遇</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/options_form.py" line="+4"/>
        <source>Full set</source>
        <extracomment>a value of the option &apos;content&apos; (standard)</extracomment>
        <translation>完整套裝</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/options_form.py" line="+1"/>
        <source>Small sample set</source>
        <extracomment>a value of the option &apos;content&apos; (sample)</extracomment>
        <translation>小型樣本套裝</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Now a turn of the action phase, at a table the lesson has prepared: your set-up counts in a real game, but here you play Frieda&apos;s front face with 70 gold, 2 power and 3 potions, on the lesson&apos;s own map. Your rival has passed, so every turn is yours.</source>
        <extracomment>lesson: said where the lesson skips ahead</extracomment>
        <translation>接下來是行動階段的回合，在本課程準備好的桌面上進行：你的準備在正式遊戲中有效，這裡你使用芙莉妲的正面，擁有70金幣、2力量和3藥水，地圖是課程專用的。對手已經跳過，所以每個回合都是你的。</translation>
    </message>
    <message>
        <location line="-458"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-53"/>
        <source>Keep the explored tile?</source>
        <extracomment>prompt for decision kind &apos;keep_tile&apos;</extracomment>
        <translation>保留探索到的板塊嗎？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Build a base where? (on the map)</source>
        <extracomment>prompt for decision kind &apos;base&apos;</extracomment>
        <translation>在哪裡建立據點？（在地圖上）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Play which event without its gold cost?</source>
        <extracomment>prompt for decision kind &apos;free_play&apos;</extracomment>
        <translation>免金幣費用打出哪張事件卡？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Purify which abyss? (on the map)</source>
        <extracomment>prompt for decision kind &apos;purify&apos;</extracomment>
        <translation>淨化哪個深淵洞穴？（在地圖上）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Take which tile? (on the map)</source>
        <extracomment>prompt for decision kind &apos;take_tile&apos;</extracomment>
        <translation>拿取哪塊板塊？（在地圖上）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Reveal the tiles around which area? (on the map)</source>
        <extracomment>prompt for decision kind &apos;reveal_area&apos;</extracomment>
        <translation>翻開哪個區域周圍的板塊？（在地圖上）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Unlock which affinity?</source>
        <extracomment>prompt for decision kind &apos;unlock_affinity&apos;</extracomment>
        <translation>解鎖哪個好感度？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Move an adventurer from your tavern onto the card?</source>
        <extracomment>prompt for decision kind &apos;adventurer_on_card&apos;</extracomment>
        <translation>從冒險者酒館移一名冒險者到這張卡上嗎？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Turn which of your played events face down?</source>
        <extracomment>prompt for decision kind &apos;flip_card&apos;</extracomment>
        <translation>將哪張已打出的事件卡翻為背面？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Discard a card from your hand</source>
        <extracomment>prompt for decision kind &apos;discard&apos;</extracomment>
        <translation>從手牌中棄一張卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Resolve the play effects of which event again?</source>
        <extracomment>prompt for decision kind &apos;copy_play&apos;</extracomment>
        <translation>再次結算哪張事件卡的打出時效果？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Take which treasure chip?</source>
        <extracomment>prompt for decision kind &apos;treasure&apos;</extracomment>
        <translation>拿取哪個寶藏標記？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Turn which face-down event face up?</source>
        <extracomment>prompt for decision kind &apos;flip_face_up&apos;</extracomment>
        <translation>將哪張背面朝上的事件卡翻回正面？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Turn a base back into an adventurer, or this card face down</source>
        <extracomment>prompt for decision kind &apos;unbase_or_flip_self&apos;</extracomment>
        <translation>將一個據點變回冒險者，或將這張卡翻為背面</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Play which event?</source>
        <extracomment>prompt for decision kind &apos;play_event&apos;</extracomment>
        <translation>打出哪張事件卡？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Spend a wisdom chip: this event costs 5 gold less?</source>
        <extracomment>prompt for decision kind &apos;wisdom&apos;</extracomment>
        <translation>支付1枚睿智標記，使這張事件卡的費用減少5金幣嗎？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Swap the face-down tile with another face-down tile?</source>
        <extracomment>prompt for decision kind &apos;swap_tile&apos;</extracomment>
        <translation>將背面朝上的板塊與另一塊背面朝上的板塊交換嗎？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Where does the Floating Lab float, off the map?</source>
        <extracomment>prompt for decision kind &apos;floating_lab&apos;</extracomment>
        <translation>浮游實驗室要浮在地圖外的哪裡？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Where does the Floating Lab land?</source>
        <extracomment>prompt for decision kind &apos;land_floating_lab&apos;</extracomment>
        <translation>浮游實驗室要降落在哪裡？</translation>
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
        <translation>跳過</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Don&apos;t pay (altar −2 fame)</source>
        <extracomment>button for the action &apos;decline&apos;</extracomment>
        <translation>不支付（祭壇 名聲−2）</translation>
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
        <translation>出售藥水（+3金幣）</translation>
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
        <translation>交換{card}</translation>
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
        <translation>獲得{card}</translation>
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
        <translation>在{cell}建立據點</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Develop {slots}</source>
        <extracomment>button for actions of kind &apos;develop&apos;; keep {slots} as they are</extracomment>
        <translation>發展 {slots}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Potion action {slot} ({potions} potions)</source>
        <extracomment>button for actions of kind &apos;potion&apos;; keep {slot}, {potions} as they are</extracomment>
        <translation>秘藥行動{slot}（藥水{potions}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Special action of {card}</source>
        <extracomment>button for actions of kind &apos;special&apos;; keep {card} as they are</extracomment>
        <translation>{card}的特別行動</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Special action of your receptionist</source>
        <extracomment>button for actions of kind &apos;special_receptionist&apos;</extracomment>
        <translation>你的看板娘特別行動</translation>
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
        <translation>使用一閃標記，用{count}力量支付</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+2"/>
        <source>Area {cell}</source>
        <extracomment>button for actions of kind &apos;cell&apos;; keep {cell} as they are</extracomment>
        <translation>區域{cell}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <location line="+4"/>
        <source>Discard {card}</source>
        <extracomment>button for actions of kind &apos;tile&apos;; keep {card} as they are | button for actions of kind &apos;discard&apos;; keep {card} as they are</extracomment>
        <translation>棄掉{card}</translation>
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
        <translation>支付{gold}金幣</translation>
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
        <translation>支付{gold}金幣和{power}力量</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Flash chip: {payment}</source>
        <extracomment>button for a payment &apos;flash&apos;; keep {payment} as they are</extracomment>
        <translation>一閃標記：{payment}</translation>
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
        <translation>{player}選擇了正面的看板娘。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} chose the receptionist&apos;s back face.</source>
        <extracomment>log line for event &apos;face:back&apos;; keep {player} as they are</extracomment>
        <translation>{player}選擇了背面的看板娘。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} swapped {count} event cards.</source>
        <extracomment>log line for event &apos;swap&apos;; keep {player}, {count} as they are</extracomment>
        <translation>{player}交換了{count}張事件卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} swapped an event card.</source>
        <extracomment>log line for event &apos;swap:1&apos;; keep {player} as they are</extracomment>
        <translation>{player}交換了1張事件卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} kept {count} cards and dropped {dropped}.</source>
        <extracomment>log line for event &apos;keep&apos;; keep {player}, {count}, {dropped} as they are</extracomment>
        <translation>{player}保留了{count}張卡，棄掉{dropped}張。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} kept 1 card and dropped {dropped}.</source>
        <extracomment>log line for event &apos;keep:1&apos;; keep {player}, {dropped} as they are</extracomment>
        <translation>{player}保留了1張卡，棄掉{dropped}張。</translation>
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
        <translation>{player}以3金幣出售了藥水。</translation>
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
        <translation>{player}跳過了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} took potion action {arg}.</source>
        <extracomment>log line for event &apos;potion&apos;; keep {player}, {arg} as they are</extracomment>
        <translation>{player}執行了秘藥行動{arg}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} gathered information ({count} cards).</source>
        <extracomment>log line for event &apos;gather&apos;; keep {player}, {count} as they are</extracomment>
        <translation>{player}進行了情報收集（{count}張）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} gathered information (1 card).</source>
        <extracomment>log line for event &apos;gather:1&apos;; keep {player} as they are</extracomment>
        <translation>{player}進行了情報收集（1張）。</translation>
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
        <translation>生產（{season}）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>The game reached its round limit ({round}).</source>
        <extracomment>log line for event &apos;round_limit&apos;; keep {round} as they are</extracomment>
        <translation>遊戲達到了輪數上限（{round}）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Round {round} began ({season}); {start} became the start player.</source>
        <extracomment>log line for event &apos;round&apos;; keep {round}, {season}, {start} as they are</extracomment>
        <translation>第{round}輪開始（{season}）；{start}成為起始玩家。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Civilisation met the miasma: the finish phase began after the turn of {trigger}.</source>
        <extracomment>log line for event &apos;finish&apos;; keep {trigger} as they are</extracomment>
        <translation>文明與瘴氣相接：{trigger}的回合之後，終局階段開始了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>The game ended: {winners} won.</source>
        <extracomment>log line for event &apos;game_over&apos;; keep {winners} as they are</extracomment>
        <translation>遊戲結束：{winners}獲勝。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} revealed {tile} at {cell}.</source>
        <extracomment>log line for event &apos;reveal&apos;; keep {player}, {tile}, {cell} as they are</extracomment>
        <translation>{player}在{cell}翻開了{tile}。</translation>
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
        <translation>{player}抽了{count}張事件卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} drew an event card.</source>
        <extracomment>log line for event &apos;draw:1&apos;; keep {player} as they are</extracomment>
        <translation>{player}抽了1張事件卡。</translation>
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
        <translation>文明（{civilisation}）到達了瘴氣濃度（{miasma}）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} took a treasure chip.</source>
        <extracomment>log line for event &apos;treasure&apos;; keep {player} as they are</extracomment>
        <translation>{player}獲得了寶藏標記。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} found an abyss at {cell}.</source>
        <extracomment>log line for event &apos;abyss&apos;; keep {player}, {cell} as they are</extracomment>
        <translation>{player}在{cell}發現了深淵洞穴。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} did not pay for {cell}: a 2 went on the altar of revival.</source>
        <extracomment>log line for event &apos;decline&apos;; keep {player}, {cell} as they are</extracomment>
        <translation>{player}沒有支付{cell}的費用：復活祭壇上放了一個2。</translation>
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
        <translation>相鄰的據點使{players}獲得了藥水。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} built a base at {cell}.</source>
        <extracomment>log line for event &apos;base&apos;; keep {player}, {cell} as they are</extracomment>
        <translation>{player}在{cell}建設了據點。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} unlocked affinities {affinities}.</source>
        <extracomment>log line for event &apos;unlock&apos;; keep {player}, {affinities} as they are</extracomment>
        <translation>{player}解鎖了好感度{affinities}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} unlocked affinity {affinities}.</source>
        <extracomment>log line for event &apos;unlock:1&apos;; keep {player}, {affinities} as they are</extracomment>
        <translation>{player}解鎖了好感度{affinities}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>The receptionist of {player} rose to rank {rank}.</source>
        <extracomment>log line for event &apos;rank_up&apos;; keep {player}, {rank} as they are</extracomment>
        <translation>{player}的看板娘升到了等級{rank}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>— The game went on (round {round}) —</source>
        <extracomment>log line for event &apos;resumed&apos;; keep {round} as they are</extracomment>
        <translation>— 遊戲繼續（第{round}輪） —</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>— The game began: {player} is the start player —</source>
        <extracomment>log line for event &apos;opening&apos;; keep {player} as they are</extracomment>
        <translation>— 遊戲開始：起始玩家是{player} —</translation>
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
        <translation>你選擇了正面的看板娘。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You chose your receptionist&apos;s back face.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;face:back:you&apos;</extracomment>
        <translation>你選擇了背面的看板娘。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You swapped {count} event cards.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;swap:you&apos;; keep {count} as they are</extracomment>
        <translation>你交換了{count}張事件卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You swapped an event card.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;swap:1:you&apos;</extracomment>
        <translation>你交換了1張事件卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You kept {count} cards and dropped {dropped}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;keep:you&apos;; keep {count}, {dropped} as they are</extracomment>
        <translation>你保留了{count}張卡，棄掉{dropped}張。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You kept 1 card and dropped {dropped}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;keep:1:you&apos;; keep {dropped} as they are</extracomment>
        <translation>你保留了1張卡，棄掉{dropped}張。</translation>
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
        <translation>你以3金幣出售了藥水。</translation>
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
        <translation>你跳過了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You took potion action {arg}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;potion:you&apos;; keep {arg} as they are</extracomment>
        <translation>你執行了秘藥行動{arg}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You gathered information ({count} cards).</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;gather:you&apos;; keep {count} as they are</extracomment>
        <translation>你進行了情報收集（{count}張）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You gathered information (1 card).</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;gather:1:you&apos;</extracomment>
        <translation>你進行了情報收集（1張）。</translation>
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
        <translation>文明與瘴氣相接：你的回合之後，終局階段開始了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+2"/>
        <source>The game ended: you won.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;game_over:you&apos;</extracomment>
        <translation>遊戲結束：你獲勝。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>The game ended: {winners} won together.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;game_over:shared&apos;; keep {winners} as they are</extracomment>
        <translation>遊戲結束：{winners}共同獲勝。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You revealed {tile} at {cell}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;reveal:you&apos;; keep {tile}, {cell} as they are</extracomment>
        <translation>你在{cell}翻開了{tile}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You drew {count} event cards.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;draw:you&apos;; keep {count} as they are</extracomment>
        <translation>你抽了{count}張事件卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You drew an event card.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;draw:1:you&apos;</extracomment>
        <translation>你抽了1張事件卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You took a treasure chip.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;treasure:you&apos;</extracomment>
        <translation>你獲得了寶藏標記。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You found an abyss at {cell}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;abyss:you&apos;; keep {cell} as they are</extracomment>
        <translation>你在{cell}發現了深淵洞穴。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You did not pay for {cell}: a 2 went on your altar of revival.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;decline:you&apos;; keep {cell} as they are</extracomment>
        <translation>你沒有支付{cell}的費用：你的復活祭壇上放了一個2。</translation>
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
        <translation>你在{cell}建設了據點。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You unlocked affinities {affinities}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;unlock:you&apos;; keep {affinities} as they are</extracomment>
        <translation>你解鎖了好感度{affinities}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You unlocked affinity {affinities}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;unlock:1:you&apos;; keep {affinities} as they are</extracomment>
        <translation>你解鎖了好感度{affinities}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Your receptionist rose to rank {rank}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;rank_up:you&apos;; keep {rank} as they are</extracomment>
        <translation>你的看板娘升到了等級{rank}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>— The game began: you are the start player —</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;opening:you&apos;</extracomment>
        <translation>— 遊戲開始：起始玩家是你 —</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+6"/>
        <source>Controlled areas</source>
        <extracomment>score part &apos;areas&apos;</extracomment>
        <translation>控制區域</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Tiles, treasures, regalia chips</source>
        <extracomment>score part &apos;items&apos;</extracomment>
        <translation>板塊、寶藏標記、王權標記</translation>
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
        <translation>合計</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+3"/>
        <source>Bahamut-class guild</source>
        <extracomment>guild rank &apos;bahamut&apos;</extracomment>
        <translation>巴哈姆特級公會</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Dragon-class guild</source>
        <extracomment>guild rank &apos;dragon&apos;</extracomment>
        <translation>龍級公會</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Wyvern-class guild</source>
        <extracomment>guild rank &apos;wyvern&apos;</extracomment>
        <translation>雙足飛龍級公會</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Lizardman-class guild</source>
        <extracomment>guild rank &apos;lizardman&apos;</extracomment>
        <translation>蜥蜴人級公會</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Snake-class guild</source>
        <extracomment>guild rank &apos;snake&apos;</extracomment>
        <translation>蛇級公會</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+6"/>
        <source>a ★{stars} tile</source>
        <extracomment>a tile or chip in words &apos;stars&apos;; keep {stars} as they are</extracomment>
        <translation>★{stars}板塊</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>an abyss</source>
        <extracomment>a tile or chip in words &apos;abyss&apos;</extracomment>
        <translation>深淵洞穴</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>the boss ({stars}★)</source>
        <extracomment>a tile or chip in words &apos;boss&apos;; keep {stars} as they are</extracomment>
        <translation>頭目（{stars}★）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Treasure chip ({fame} fame)</source>
        <extracomment>a tile or chip in words &apos;treasure&apos;; keep {fame} as they are</extracomment>
        <translation>寶藏標記（名聲{fame}）</translation>
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
        <translation>第{ring}環{direction}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+3"/>
        <source>east</source>
        <extracomment>a direction on the map &apos;0&apos;</extracomment>
        <translation>東</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+0"/>
        <source>north-east</source>
        <extracomment>a direction on the map &apos;1&apos;</extracomment>
        <translation>東北</translation>
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
        <translation>東南</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-168"/>
        <source>Choose</source>
        <extracomment>any other decision</extracomment>
        <translation>請選擇</translation>
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
        <translation>{prompt}（已選{picked}張）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Finish phase, lap {lap} of 2</source>
        <extracomment>the finish phase&apos;s lap; keep {lap} as they are</extracomment>
        <translation>終局階段 第{lap}/2圈</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is over</source>
        <extracomment>refusal or warning &apos;game_over&apos; (engine)</extracomment>
        <translation>遊戲已結束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answer the question first</source>
        <extracomment>refusal or warning &apos;answer_first&apos; (engine)</extracomment>
        <translation>請先回答問題</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No adventurer is left in your tavern</source>
        <extracomment>refusal or warning &apos;no_adventurer&apos; (engine)</extracomment>
        <translation>冒險者酒館裡沒有剩餘的冒險者標記</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That area is already controlled</source>
        <extracomment>refusal or warning &apos;area_taken&apos; (engine)</extracomment>
        <translation>該區域已是控制區域</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no tile to explore there</source>
        <extracomment>refusal or warning &apos;no_tile&apos; (engine)</extracomment>
        <translation>那裡沒有可探索的迷宮板塊</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An abyss cannot be explored</source>
        <extracomment>refusal or warning &apos;abyss&apos; (engine)</extracomment>
        <translation>深淵洞穴不能被探索</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may explore only the outer ring or next to your own areas</source>
        <extracomment>refusal or warning &apos;not_reachable&apos; (engine)</extracomment>
        <translation>只能探索地圖外圈或與自己控制區域相鄰的板塊</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build needs one of your adventurers on the map and {cost} gold</source>
        <extracomment>refusal or warning &apos;cannot_build&apos; (engine); keep {cost} as they are</extracomment>
        <translation>建設需要地圖上有自己的冒險者標記和{cost}金幣</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may build only on an area with one of your adventurers</source>
        <extracomment>refusal or warning &apos;build_not_yours&apos; (engine)</extracomment>
        <translation>只能在有自己冒險者標記的區域建設</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That area is already a base</source>
        <extracomment>refusal or warning &apos;already_base&apos; (engine)</extracomment>
        <translation>該區域已是據點</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A base here costs {cost} gold; you have {gold}</source>
        <extracomment>refusal or warning &apos;build_cost&apos; (engine); keep {cost}, {gold} as they are</extracomment>
        <translation>在此建立據點需要{cost}金幣（持有：{gold}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The play condition of {card} is not met</source>
        <extracomment>refusal or warning &apos;condition&apos; (engine); keep {card} as they are</extracomment>
        <translation>未滿足{card}的打出條件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot pay for {card}</source>
        <extracomment>refusal or warning &apos;cannot_pay&apos; (engine); keep {card} as they are</extracomment>
        <translation>無法支付{card}的費用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That potion action is taken, blocked or too dear this round</source>
        <extracomment>refusal or warning &apos;potion_space&apos; (engine)</extracomment>
        <translation>該秘藥行動本輪已被使用、被停用，或藥水不足</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That special action was used this round or cannot be paid</source>
        <extracomment>refusal or warning &apos;special_used&apos; (engine)</extracomment>
        <translation>該特別行動本輪已使用，或無法支付費用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not an option now</source>
        <extracomment>refusal or warning &apos;not_now&apos; (engine)</extracomment>
        <translation>現在不能這樣做</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not paying puts a 2 on your altar of revival: −2 fame at the end</source>
        <extracomment>refusal or warning &apos;altar&apos; (engine)</extracomment>
        <translation>不支付的話，復活祭壇上會放一枚「2」：遊戲結束時名聲−2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass now? You could still take {count} actions</source>
        <extracomment>refusal or warning &apos;pass_early&apos; (engine); keep {count} as they are</extracomment>
        <translation>要跳過嗎？你還可以進行{count}種行動</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell {card} for {gold} gold</source>
        <extracomment>what an option does and costs, &apos;preview_sell&apos; (engine); keep {card}, {gold} as they are</extracomment>
        <translation>出售{card}，獲得{gold}金幣</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell a potion for {gold} gold</source>
        <extracomment>what an option does and costs, &apos;preview_sell_potion&apos; (engine); keep {gold} as they are</extracomment>
        <translation>出售1瓶藥水，獲得{gold}金幣</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay {gold} gold and {power} power for the price of {cost} gold (a power pays 5 gold). You have {have_gold} gold and {have_power} power</source>
        <extracomment>what an option does and costs, &apos;preview_pay&apos; (engine); keep {gold}, {power}, {cost}, {have_gold}, {have_power} as they are</extracomment>
        <translation>為{cost}金幣的費用支付{gold}金幣和{power}力量（1力量抵5金幣）。持有：{have_gold}金幣、{have_power}力量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use the flash chip: the price is {cost} gold; pay {gold} gold and {power} power. You have {have_gold} gold and {have_power} power</source>
        <extracomment>what an option does and costs, &apos;preview_pay_flash&apos; (engine); keep {cost}, {gold}, {power}, {have_gold}, {have_power} as they are</extracomment>
        <translation>使用一閃標記：費用為{cost}金幣；支付{gold}金幣和{power}力量。持有：{have_gold}金幣、{have_power}力量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explore the boss (★{stars}, neighbours ★{near}): {cost} gold; if you do not pay it goes back face down. You have {have_gold} gold and {have_power} power</source>
        <extracomment>what an option does and costs, &apos;preview_explore_boss&apos; (engine); keep {stars}, {near}, {cost}, {have_gold}, {have_power} as they are</extracomment>
        <translation>探索頭目板塊（★{stars}，相鄰★{near}）：{cost}金幣；若不支付，則背面朝上放回原處。持有：{have_gold}金幣、{have_power}力量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explore this ★{stars} tile (neighbours ★{near}): {cost} gold for {fame} fame at the end. You have {have_gold} gold and {have_power} power</source>
        <extracomment>what an option does and costs, &apos;preview_explore&apos; (engine); keep {stars}, {near}, {cost}, {fame}, {have_gold}, {have_power} as they are</extracomment>
        <translation>探索這塊★{stars}的迷宮板塊（相鄰★{near}）：{cost}金幣，遊戲結束時名聲{fame}。持有：{have_gold}金幣、{have_power}力量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explore this face-down tile (neighbours ★{near}): {low} to {high} gold by its face; an abyss counts as a blank tile. You have {have_gold} gold and {have_power} power</source>
        <extracomment>what an option does and costs, &apos;preview_explore_down_blank&apos; (engine); keep {near}, {low}, {high}, {have_gold}, {have_power} as they are</extracomment>
        <translation>探索這塊背面朝上的迷宮板塊（相鄰★{near}）：依正面為{low}至{high}金幣；深淵洞穴視為空白板塊。持有：{have_gold}金幣、{have_power}力量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explore this face-down tile (neighbours ★{near}): {low} to {high} gold by its face, or an abyss, which ends the explore (an extra turn after a common action). You have {have_gold} gold and {have_power} power</source>
        <extracomment>what an option does and costs, &apos;preview_explore_down&apos; (engine); keep {near}, {low}, {high}, {have_gold}, {have_power} as they are</extracomment>
        <translation>探索這塊背面朝上的迷宮板塊（相鄰★{near}）：依正面為{low}至{high}金幣；若是深淵洞穴則探索結束（通用行動時獲得額外回合）。持有：{have_gold}金幣、{have_power}力量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a base here: {cost} gold ({bases} bases next to it add 5 each); the area&apos;s {fame} fame counts twice. You have {have_gold} gold</source>
        <extracomment>what an option does and costs, &apos;preview_build&apos; (engine); keep {cost}, {bases}, {fame}, {have_gold} as they are</extracomment>
        <translation>在此建立據點：{cost}金幣（相鄰據點{bases}個，每個+5）；該區域的名聲{fame}計為兩倍。持有：{have_gold}金幣</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play {card}: {gold} gold (power may pay, 5 gold each), {production} gold production, {potions} potions, {tiles} tiles. You have {have_gold} gold, {have_power} power, {have_potions} potions, {have_tiles} tiles</source>
        <extracomment>what an option does and costs, &apos;preview_play_power&apos; (engine); keep {card}, {gold}, {production}, {potions}, {tiles}, {have_gold}, {have_power}, {have_potions}, {have_tiles} as they are</extracomment>
        <translation>打出{card}：{gold}金幣（可用力量支付，每點5金幣）、金幣生產力{production}、藥水{potions}、迷宮板塊{tiles}塊。持有：{have_gold}金幣、{have_power}力量、藥水{have_potions}、迷宮板塊{have_tiles}塊</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play {card}: {gold} gold, {production} gold production, {potions} potions, {tiles} tiles. You have {have_gold} gold, {have_potions} potions, {have_tiles} tiles</source>
        <extracomment>what an option does and costs, &apos;preview_play&apos; (engine); keep {card}, {gold}, {production}, {potions}, {tiles}, {have_gold}, {have_potions}, {have_tiles} as they are</extracomment>
        <translation>打出{card}：{gold}金幣、金幣生產力{production}、藥水{potions}、迷宮板塊{tiles}塊。持有：{have_gold}金幣、藥水{have_potions}、迷宮板塊{have_tiles}塊</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Potion action {slot}: {potions} potions. You have {have_potions} potions</source>
        <extracomment>what an option does and costs, &apos;preview_potion&apos; (engine); keep {slot}, {potions}, {have_potions} as they are</extracomment>
        <translation>秘藥行動{slot}：藥水{potions}。持有：藥水{have_potions}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: {gold} gold, {power} power, {potions} potions, {tiles} tiles, once this round. You have {have_gold} gold, {have_power} power, {have_potions} potions, {have_tiles} tiles</source>
        <extracomment>what an option does and costs, &apos;preview_special&apos; (engine); keep {gold}, {power}, {potions}, {tiles}, {have_gold}, {have_power}, {have_potions}, {have_tiles} as they are</extracomment>
        <translation>特別行動：{gold}金幣、{power}力量、藥水{potions}、迷宮板塊{tiles}塊（每輪一次）。持有：{have_gold}金幣、{have_power}力量、藥水{have_potions}、迷宮板塊{have_tiles}塊</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Develop {count} affinities: {gold} gold, {power} power, {potions} potions; draw {count} events, gain {count} adventurers; receptionist rank {rank}. You have {have_gold} gold, {have_power} power, {have_potions} potions</source>
        <extracomment>what an option does and costs, &apos;preview_develop&apos; (engine); keep {count}, {gold}, {power}, {potions}, {rank}, {have_gold}, {have_power}, {have_potions} as they are</extracomment>
        <translation>發展{count}項好感度：{gold}金幣、{power}力量、藥水{potions}；抽{count}張事件卡，獲得{count}枚冒險者標記；看板娘等級{rank}。持有：{have_gold}金幣、{have_power}力量、藥水{have_potions}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+144"/>
        <source>Ties: most bases, then most controlled areas, then most events played.</source>
        <extracomment>the tie-break, on the end page</extracomment>
        <translation>平局時：據點多者勝，其次控制區域多者，再次已打出事件卡多者。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Choose your receptionist</source>
        <extracomment>lesson step 1 (receptionist): its title</extracomment>
        <translation>選擇看板娘</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each guild has a receptionist at its counter. Pick one of the two encounter cards: her starting funds and production are yours, and her effects grow as she ranks up.</source>
        <extracomment>lesson step 1 (receptionist): what to do and why</extracomment>
        <translation>每家公會的櫃檯都有一位看板娘。從兩張邂逅卡中選一張：她的起始資金和生產力歸你，她的效果會隨升級變強。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose one of the two encounter cards.</source>
        <extracomment>lesson step 1 (receptionist): said when another move is tried</extracomment>
        <translation>請從兩張邂逅卡中選一張。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap event cards</source>
        <extracomment>lesson step 2 (swap): its title</extracomment>
        <translation>交換事件卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You were dealt 8 event cards and 2 regalia. You may swap up to 5 event cards for new ones; for a first game keep them: choose Done.</source>
        <extracomment>lesson step 2 (swap): what to do and why</extracomment>
        <translation>你拿到了8張事件卡和2張王權卡。最多可以交換5張事件卡；第一局就保留它們吧：請選「完成」。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose Done to keep the cards you were dealt.</source>
        <extracomment>lesson step 2 (swap): said when another move is tried</extracomment>
        <translation>選「完成」保留拿到的卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep your hand</source>
        <extracomment>lesson step 3 (keep): its title</extracomment>
        <translation>決定手牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each event card you keep costs 3 gold from your starting funds; regalia are free. Pick the cards you like, then choose Done.</source>
        <extracomment>lesson step 3 (keep): what to do and why</extracomment>
        <translation>每保留1張事件卡要從起始資金支付3金幣；王權卡免費。選好想要的卡，然後選「完成」。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the cards you want, then choose Done.</source>
        <extracomment>lesson step 3 (keep): said when another move is tried | lesson step 12 (gather): said when another move is tried</extracomment>
        <translation>保留想要的卡，然後選「完成」。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose her face</source>
        <extracomment>lesson step 4 (face): its title</extracomment>
        <translation>選擇看板娘卡的一面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A receptionist has two faces for all three ranks: the brown front suits playing event cards, the blue back suits exploring. Choose one.</source>
        <extracomment>lesson step 4 (face): what to do and why</extracomment>
        <translation>看板娘卡的三個等級共用兩面：棕色正面適合打出事件卡，藍色背面適合探索。選一面吧。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the front or the back of your receptionist.</source>
        <extracomment>lesson step 4 (face): said when another move is tried</extracomment>
        <translation>請選擇看板娘卡的正面或背面。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explore the labyrinth</source>
        <extracomment>lesson step 5 (explore): its title</extracomment>
        <translation>探索迷宮</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exploring sends an adventurer from your tavern into the labyrinth: choose a tile on the outer ring of the map. The face-up ★1 tile on the west edge brings 6 gold.</source>
        <extracomment>lesson step 5 (explore): what to do and why</extracomment>
        <translation>探索會把冒險者從酒館派進迷宮：選擇地圖外圈的一塊板塊。西邊那塊正面朝上的★1板塊能帶來6金幣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explore a tile on the outer ring: drag an adventurer onto it, or double-click it.</source>
        <extracomment>lesson step 5 (explore): said when another move is tried</extracomment>
        <translation>探索外圈的板塊：把冒險者拖到板塊上，或按兩下板塊。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay the explore cost</source>
        <extracomment>lesson step 6 (explore_cost): its title</extracomment>
        <translation>支付探索費用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cost is 5 gold for each star of the tile and of its neighbours, and never less than 10. Power may pay 5 gold each. Pay it, and the tile, its reward and the area are yours; the miasma drops by its stars.</source>
        <extracomment>lesson step 6 (explore_cost): what to do and why</extracomment>
        <translation>費用是板塊及相鄰板塊每顆★5金幣，最低10。1力量可當5金幣支付。付了之後，板塊、它的獲得物和區域都歸你，瘴氣濃度按★數降低。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay the cost: declining puts a 2 on your altar of revival.</source>
        <extracomment>lesson step 6 (explore_cost): said when another move is tried</extracomment>
        <translation>請支付費用：拒絕會在你的復活祭壇放一個2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your adventurer holds the area. For 15 gold (5 more for each base next to it) you turn the chip into a base: the area&apos;s fame counts twice at the end, and you gain a potion whenever an area next to it is explored.</source>
        <extracomment>lesson step 7 (build): what to do and why</extracomment>
        <translation>你的冒險者控制著這個區域。付15金幣（每個相鄰據點再加5）就能把標記變成據點：遊戲結束時該區域的名聲算兩倍，旁邊的區域被探索時你還能獲得1藥水。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a base on the area you just explored.</source>
        <extracomment>lesson step 7 (build): said when another move is tried</extracomment>
        <translation>在剛探索的區域建立據點。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Develop an affinity</source>
        <extracomment>lesson step 8 (develop): its title</extracomment>
        <translation>解鎖好感度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Developing pays an affinity&apos;s cost and moves its adventurer chip to your tavern: one more adventurer for exploring, and an event card drawn. At 2 and 5 affinities your receptionist ranks up.</source>
        <extracomment>lesson step 8 (develop): what to do and why</extracomment>
        <translation>發展要支付好感度的費用，把它的冒險者標記移到酒館：多一位能去探索的冒險者，並抽1張事件卡。好感度達到2項和5項時看板娘升級。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Develop: unlock an affinity on your guild board.</source>
        <extracomment>lesson step 8 (develop): said when another move is tried</extracomment>
        <translation>請發展：解鎖公會版圖上的好感度。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use a potion action</source>
        <extracomment>lesson step 9 (potion): its title</extracomment>
        <translation>使用秘藥行動</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The potion actions on the main board turn potions into gold, power and more. Each one can be used once a round, by the first to take it.</source>
        <extracomment>lesson step 9 (potion): what to do and why</extracomment>
        <translation>主版圖上的秘藥行動把藥水換成金幣、力量等。每個秘藥行動每輪只能用一次，先到先得。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use one of the potion actions.</source>
        <extracomment>lesson step 9 (potion): said when another move is tried</extracomment>
        <translation>請使用一個秘藥行動。</translation>
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
        <translation>事件卡要滿足打出條件並支付費用。古代齒輪沒有條件：獲得1力量、抽1張卡，並推進文明，讓遊戲更接近結束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play Ancient Cogwheel from your hand.</source>
        <extracomment>lesson step 10 (event): said when another move is tried</extracomment>
        <translation>請打出手牌中的古代齒輪。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you are done for the round, pass: your turns are skipped until the round ends. When everyone has passed, the production phase gives everyone their production and the season&apos;s bonus.</source>
        <extracomment>lesson step 11 (pass): what to do and why</extracomment>
        <translation>本輪沒事可做時就跳過：直到本輪結束你的回合都會被略過。所有人都跳過後，生產階段讓每個人獲得生產力和季節額外產出。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass to end your round.</source>
        <extracomment>lesson step 11 (pass): said when another move is tried</extracomment>
        <translation>請跳過，結束你這一輪。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gather information</source>
        <extracomment>lesson step 12 (gather): its title</extracomment>
        <translation>情報收集</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Production has paid you and a new round has begun. Its information gathering phase shows you the top 4 event cards: each you keep costs 3 gold. Keep any, then choose Done.</source>
        <extracomment>lesson step 12 (gather): what to do and why</extracomment>
        <translation>生產已發放資源，新的一輪開始了。情報收集階段讓你查看牌庫頂的4張事件卡：每保留1張要付3金幣。保留任意張，然後選「完成」。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last turn</source>
        <extracomment>lesson step 13 (finish): its title</extracomment>
        <translation>最後的回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When civilisation and miasma meet, the round stops and everyone takes two more turns: the finish phase. This is your last one. A base on your other area doubles its fame; then the game is scored: receptionist, areas, tiles and treasures, cards, and the altar&apos;s penalty.</source>
        <extracomment>lesson step 13 (finish): what to do and why</extracomment>
        <translation>文明與瘴氣濃度相鄰時，這一輪停止，每個人再進行兩個回合：這就是終局階段，現在是你的最後一個回合。在另一個區域建立據點能讓它的名聲翻倍；之後按看板娘、控制區域、板塊與寶藏、卡牌和復活祭壇的扣分進行最終計分。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a base on your other area for double fame.</source>
        <extracomment>lesson step 13 (finish): said when another move is tried</extracomment>
        <translation>在另一個區域建立據點，讓名聲翻倍。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Later: the civilisation and miasma markers have met, and the finish phase has come.</source>
        <extracomment>lesson: said where the lesson skips ahead</extracomment>
        <translation>一段時間後：文明標記與瘴氣濃度標記相鄰，終局階段到來了。</translation>
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
        <translation>你已經玩過完整的一輪和遊戲的結尾。規則視窗（F1）說明了每條規則；準備好了就開始新遊戲吧。</translation>
    </message>
    <message>
        <location filename="../desktop/games/guild_masters/board.py" line="+35"/>
        <source>start player</source>
        <translation>起始玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passed</source>
        <translation>已跳過</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} · {face} · rank {rank}</source>
        <translation>{name}·{face}·等級{rank}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No receptionist yet</source>
        <translation>尚無看板娘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gold_name} {gold} (+{gold_prod}) · {power_name} {power} (+{power_prod}) · {potion_name} {potion} (+{potion_prod})</source>
        <translation>{gold_name} {gold}（+{gold_prod}）·{power_name} {power}（+{power_prod}）·{potion_name} {potion}（+{potion_prod}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand: {events} events, {regalia} regalia</source>
        <translation>手牌：事件{events}張，王權{regalia}張</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tavern: {count} adventurers</source>
        <translation>酒館：冒險者{count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag an adventurer onto a lit tile of the map to explore it</source>
        <translation>將冒險者拖到地圖上亮起的板塊即可探索</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Altar: {value}</source>
        <translation>祭壇：{value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Affinities: {slots}</source>
        <translation>好感度：{slots}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tags: {tags}</source>
        <translation>標籤：{tags}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiles {tiles} · treasures {treasures} · regalia chips {chips}</source>
        <translation>板塊{tiles}·寶藏標記{treasures}·王權標記{chips}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{civ_name} {civ} · {miasma_name} {miasma}</source>
        <translation>{civ_name} {civ} · {miasma_name} {miasma}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The civilisation chip climbs, the miasma level chip falls: when they stand next to each other on the miasma track, the finish phase begins</source>
        <translation>文明標記前進，瘴氣濃度標記後退：兩者在瘴氣軌道上相鄰時，進入終局階段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} · {season} · event deck {deck} · discards {discard}</source>
        <translation>第{round}輪·{season}·事件牌堆{deck}·棄牌{discard}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{slot}: {potions}</source>
        <translation>{slot}：{potions}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tracks met: the finish phase is coming</source>
        <translation>標記相鄰：終局階段即將到來</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FINISH PHASE · lap {lap} of 2</source>
        <translation>終局階段·第{lap}/2圈</translation>
    </message>
    <message>
        <location filename="../desktop/games/guild_masters/end_details.py" line="+17"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds played: {rounds}.</source>
        <translation>進行的輪數：{rounds}。</translation>
    </message>
    <message>
        <location filename="../desktop/games/guild_masters/items.py" line="+10"/>
        <source>{count} adventurers</source>
        <translation>冒險者{count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kept</source>
        <translation>已保留</translation>
    </message>
    <message>
        <location filename="../desktop/games/guild_masters/labyrinth/words.py" line="-2"/>
        <source>Boss</source>
        <translation>頭目</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Floating Lab</source>
        <translation>浮游實驗室</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Labyrinth</source>
        <translation>迷宮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrow keys move over the areas, Enter chooses, Escape clears; wheel or pinch zooms, drag pans, F fits the map</source>
        <translation>方向鍵在區域間移動，Enter選擇，Escape取消；滾輪或雙指縮放，拖曳平移，F顯示整張地圖</translation>
    </message>
    <message>
        <location filename="../desktop/games/guild_masters/options_form.py" line="-13"/>
        <source>Rules as published; map and cards original to Kotatsu</source>
        <translation>規則與原版相同；地圖與卡牌為Kotatsu原創</translation>
    </message>
    <message>
        <location filename="../desktop/games/guild_masters/table.py" line="-106"/>
        <source>Nothing to do with that card now.</source>
        <translation>現在無法對這張卡進行任何操作。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand — {name}</source>
        <translation>手牌 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards you look at (keep at 3 gold each)</source>
        <translation>你正在看的卡（每張3金幣可保留）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} · {season} · {phase} · {name}</source>
        <translation>第{round}輪·{season}·{phase}·{name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} · {season} · {phase}</source>
        <translation>第{round}輪·{season}·{phase}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The labyrinth</source>
        <translation>迷宮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regalia board</source>
        <translation>王權版圖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell the selected card (Del)</source>
        <translation>出售選中的卡（Del）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An event sells for 1 gold, a regalia for 3</source>
        <translation>事件卡售價1金幣，王權卡3金幣</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a card of your hand to sell first.</source>
        <translation>請先選擇要出售的手牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot sell now.</source>
        <translation>現在不能出售。</translation>
    </message>
    <message>
        <location filename="../desktop/games/guild_masters/setup_tips.py" line="+15"/>
        <source>{face}: {text}</source>
        <translation>{face}：{text}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank {rank}: {text}</source>
        <translation>等級{rank}：{text}</translation>
    </message>
</context>
<context>
    <name>heart_of_crown</name>
    <message>
        <location filename="data_strings.py" line="+4"/>
        <source>Farming Village</source>
        <extracomment>card name; Japanese original: 農村 (id farming_village)</extracomment>
        <translation>農村</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orchard</source>
        <extracomment>card name; Japanese original: 果樹園 (id orchard)</extracomment>
        <translation>果樹園</translation>
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
        <translation>見習女僕</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Court Maid</source>
        <extracomment>card name; Japanese original: 宮廷侍女 (id court_maid)</extracomment>
        <translation>宮廷女僕</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Senator</source>
        <extracomment>card name; Japanese original: 議員 (id senator)</extracomment>
        <translation>議員</translation>
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
        <translation>詛咒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hideout</source>
        <extracomment>card name; Japanese original: 隠れ家 (id hideout)</extracomment>
        <translation>藏身處</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Donation</source>
        <extracomment>card name; Japanese original: 寄付 (id donation)</extracomment>
        <translation>捐獻</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Castle Wall</source>
        <extracomment>card name; Japanese original: 城壁 (id castle_wall)</extracomment>
        <translation>城牆</translation>
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
        <translation>許願池</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast Horse</source>
        <extracomment>card name; Japanese original: 早馬 (id fast_horse)</extracomment>
        <translation>快馬</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buried Treasure</source>
        <extracomment>card name; Japanese original: 埋もれた財宝 (id buried_treasure)</extracomment>
        <translation>被埋藏的寶藏</translation>
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
        <translation>都市開發</translation>
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
        <translation>詠唱星辰的魔女</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Magic Amulet</source>
        <extracomment>card name; Japanese original: 魔法の護符 (id magic_amulet)</extracomment>
        <translation>魔法護符</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>General Store</source>
        <extracomment>card name; Japanese original: よろず屋 (id general_store)</extracomment>
        <translation>萬事屋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hunted Beast</source>
        <extracomment>card name; Japanese original: 追い立てられた魔獣 (id hunted_beast)</extracomment>
        <translation>被驅趕的魔獸</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attending Maid Sharifa</source>
        <extracomment>card name; Japanese original: お付きの侍女 シャリファ (id maid_sharifa)</extracomment>
        <translation>貼身女僕 夏莉法</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attending Maid Petit</source>
        <extracomment>card name; Japanese original: お付きの侍女 プティー (id maid_petit)</extracomment>
        <translation>貼身女僕 菩提</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attending Maid Honoka</source>
        <extracomment>card name; Japanese original: お付きの侍女 ホノカ (id maid_honoka)</extracomment>
        <translation>貼身女僕 穗花</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attending Maid Minnyan</source>
        <extracomment>card name; Japanese original: お付きの侍女 ミンニャン (id maid_minnyan)</extracomment>
        <translation>貼身女僕 茗娘</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attending Maid Lily</source>
        <extracomment>card name; Japanese original: お付きの侍女 リリー (id maid_lily)</extracomment>
        <translation>貼身女僕 莉莉</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reclamation Edict</source>
        <extracomment>card name; Japanese original: 開墾令 (id reclamation_edict)</extracomment>
        <translation>開墾令</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bank</source>
        <extracomment>card name; Japanese original: 銀行 (id bank)</extracomment>
        <translation>銀行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Library</source>
        <extracomment>card name; Japanese original: 図書館 (id library)</extracomment>
        <translation>圖書館</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flea Market</source>
        <extracomment>card name; Japanese original: のみの市 (id flea_market)</extracomment>
        <translation>跳蚤市場</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Supply Unit</source>
        <extracomment>card name; Japanese original: 補給部隊 (id supply_unit)</extracomment>
        <translation>補給部隊</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Infantry Battalion</source>
        <extracomment>card name; Japanese original: 歩兵大隊 (id infantry_battalion)</extracomment>
        <translation>步兵大隊</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Royal Demesne</source>
        <extracomment>card name; Japanese original: 皇室領 (id royal_demesne)</extracomment>
        <translation>皇室領</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Imperial Guard</source>
        <extracomment>card name; Japanese original: 近衛騎士団 (id imperial_guard)</extracomment>
        <translation>近衛騎士團</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Curse Witch</source>
        <extracomment>card name; Japanese original: 呪詛の魔女 (id curse_witch)</extracomment>
        <translation>詛咒的魔女</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Royal Ball</source>
        <extracomment>card name; Japanese original: 舞踏会 (id royal_ball)</extracomment>
        <translation>舞會</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adventurer</source>
        <extracomment>card name; Japanese original: 冒険者 (id adventurer)</extracomment>
        <translation>冒險者</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Charm Witch</source>
        <extracomment>card name; Japanese original: 魅了術の魔女 (id charm_witch)</extracomment>
        <translation>魅惑術的魔女</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alchemist</source>
        <extracomment>card name; Japanese original: 錬金術師 (id alchemist)</extracomment>
        <translation>煉金術師</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gossiping Duchess</source>
        <extracomment>card name; Japanese original: 噂好きの公爵夫人 (id gossiping_duchess)</extracomment>
        <translation>愛八卦的公爵夫人</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Margrave</source>
        <extracomment>card name; Japanese original: 辺境伯 (id margrave)</extracomment>
        <translation>邊境伯</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Imperial Capital Karikuma</source>
        <extracomment>card name; Japanese original: 帝都カリクマ (id imperial_capital)</extracomment>
        <translation>帝都卡里庫瑪</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Emperor&apos;s Crown</source>
        <extracomment>card name; Japanese original: 皇帝の冠 (id emperor_crown)</extracomment>
        <translation>皇帝的寶冠</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First Princess Lulunasaika</source>
        <extracomment>card name; Japanese original: 第一皇女 ルルナサイカ (id lulunasaika)</extracomment>
        <translation>第一皇女 露露娜賽嘉</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Second Princess Laolily</source>
        <extracomment>card name; Japanese original: 第二皇女 ラオリリ (id laolily)</extracomment>
        <translation>第二皇女 萊歐莉莉</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Southern Seas Market Princess Klamklam</source>
        <oldsource>Klamklam, Market Princess of the Southern Seas</oldsource>
        <extracomment>card name; Japanese original: 南海の市姫 クラムクラム (id klamklam)</extracomment>
        <translation>南海的市姬 克蘭克蘭</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Erudite Princess Bergamotte</source>
        <oldsource>Bergamotte, the Erudite Princess</oldsource>
        <extracomment>card name; Japanese original: 大方博雅の姫 ベルガモット (id bergamotte)</extracomment>
        <translation>大方博雅的公主 貝爾嘉摩特</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Princess General Flammaria</source>
        <extracomment>card name; Japanese original: 姫将軍 フラマリア (id flammaria)</extracomment>
        <translation>姬將軍 芙拉瑪莉婭</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twin Princesses Rain &amp; Sion</source>
        <extracomment>card name; Japanese original: 双子の姫 レイン＆シオン (id rain_and_sion)</extracomment>
        <translation>雙子公主 蕾因&amp;茜恩</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This card also counts as a Farming Village.</source>
        <extracomment>card text of 果樹園 (id orchard)</extracomment>
        <translation>這張卡也視為「農村」。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 coin. If this is the first Hideout you played this turn, you may put an Action or Succession card without the Attack type from your discard pile face up on top of your deck.</source>
        <extracomment>card text of 隠れ家 (id hideout)</extracomment>
        <translation>獲得1枚貨幣。如果這是你本回合使用的第1張「藏身處」，你可以從棄牌區選擇1張不具有攻擊種類的行動卡或繼承權卡，正面向上放到卡組上方。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exile a card from your hand.</source>
        <extracomment>card text of 寄付 (id donation)</extracomment>
        <translation>從手卡放逐1張卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 coin. If this is the first Castle Wall you played this turn, you may put the lowest-cost Territory card of your discard pile into your hand.</source>
        <extracomment>card text of 城壁 (id castle_wall)</extracomment>
        <translation>獲得1枚貨幣。如果這是你本回合使用的第1張「城牆」，你可以將棄牌區中費用最低的1張領地卡加入手卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look at the top card of your deck; you may discard it. Then draw a card.</source>
        <extracomment>card text of 斥候 (id scout)</extracomment>
        <translation>查看你卡組最上方的1張卡，你可以將其捨棄。然後抽1張卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard any number of cards from your hand, then draw that many cards.</source>
        <extracomment>card text of 願いの泉 (id wishing_well)</extracomment>
        <translation>從手卡捨棄任意張數的卡，然後抽與捨棄張數相同的卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw a card.</source>
        <extracomment>card text of 早馬 (id fast_horse)</extracomment>
        <translation>抽1張卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put the bottom card of the supply face up on top of it. This turn it counts as a market card and costs 3 less to buy (not below 0).</source>
        <extracomment>card text of 埋もれた財宝 (id buried_treasure)</extracomment>
        <translation>將補給卡組最下方的1張卡正面向上放到補給卡組上方。本回合中，這張卡視為市場中的卡，購入費用減少3（最低為0）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose one: draw 2 cards; or +2 coins.</source>
        <extracomment>card text of 交易船 (id trade_ship)</extracomment>
        <translation>選擇1項：抽2張卡；或獲得2枚貨幣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+2 coins.</source>
        <extracomment>card text of 御用商人 (id purveyor)</extracomment>
        <translation>獲得2枚貨幣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose one: pay 1 coin, exile a Farming Village from your hand and put a City from the market into your hand; or pay 1 coin, exile a City from your hand and put a Large City from the market into your hand.</source>
        <extracomment>card text of 都市開発 (id urban_development)</extracomment>
        <translation>選擇1項：支付1枚貨幣，從手卡放逐1張「農村」，並將市場中的1張「都市」加入手卡；或支付1枚貨幣，從手卡放逐1張「都市」，並將市場中的1張「大都市」加入手卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw a card. Each opponent discards the lowest-cost card kept in their domain.</source>
        <extracomment>card text of 破城槌 (id battering_ram)</extracomment>
        <translation>抽1張卡。所有對戰對手捨棄其直轄地中保留的卡裡費用最低的1張。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look at the top 2 cards of your deck. Discard any of them and put the rest back in any order. Then draw a card.</source>
        <extracomment>card text of 星詠みの魔女 (id stargazing_witch)</extracomment>
        <translation>查看你卡組上方的2張卡，捨棄其中任意張數，其餘的以任意順序放回卡組上方。然後抽1張卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+2 coins. If this is the first Magic Amulet you played this turn, choose one: exile a Calamity card from your hand or discard pile; or put an Action or Succession card from your discard pile into your hand.</source>
        <extracomment>card text of 魔法の護符 (id magic_amulet)</extracomment>
        <translation>獲得2枚貨幣。如果這是你本回合使用的第1張「魔法護符」，選擇1項：從手卡或棄牌區放逐1張災難卡；或將棄牌區中的1張行動卡或繼承權卡加入手卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose one: exile a non-Calamity card from your hand; or gain a coin counter (this effect stops at 2 coin counters).</source>
        <extracomment>card text of よろず屋 (id general_store)</extracomment>
        <translation>選擇1項：從手卡放逐1張災難卡以外的卡；或獲得1個貨幣指示物（這個效果最多累積2個貨幣指示物）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw a card. Each opponent with 5 or more cards in hand discards a card costing 5 or more; one who has none reveals their hand.</source>
        <extracomment>card text of 追い立てられた魔獣 (id hunted_beast)</extracomment>
        <translation>抽1張卡。手卡有5張以上的所有對戰對手捨棄1張費用5以上的卡；沒有這樣的卡的對手公開其手卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you buy this card while you have a domain, you may set it at once. When you set this card, each opponent puts a Curse from the curse pile face up on top of their deck.</source>
        <extracomment>card text of お付きの侍女 シャリファ (id maid_sharifa)</extracomment>
        <translation>若你在擁有直轄地時購入這張卡，可以立即將其設置。設置這張卡時，所有對戰對手從詛咒區將1張「詛咒」正面向上放到自己的卡組上方。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you buy this card while you have a domain, you may set it at once. When you set this card, each opponent discards the lowest-cost Court Maid, Senator or Duke from their domain.</source>
        <extracomment>card text of お付きの侍女 プティー (id maid_petit)</extracomment>
        <translation>若你在擁有直轄地時購入這張卡，可以立即將其設置。設置這張卡時，所有對戰對手捨棄其直轄地中「宮廷女僕」、「議員」、「公爵」裡費用最低的1張。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you buy this card while you have a domain, you may set it at once. Worth 4 succession points while your domain holds no other Maid card.</source>
        <extracomment>card text of お付きの侍女 ホノカ (id maid_honoka)</extracomment>
        <translation>若你在擁有直轄地時購入這張卡，可以立即將其設置。你的直轄地中沒有其他女僕卡時，這張卡的繼承點為4。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you buy this card while you have a domain, you may set it at once. When you set this card, gain a coin counter.</source>
        <extracomment>card text of お付きの侍女 ミンニャン (id maid_minnyan)</extracomment>
        <translation>若你在擁有直轄地時購入這張卡，可以立即將其設置。設置這張卡時，獲得1個貨幣指示物。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you buy this card while you have a domain, you may set it at once. While set in your domain, once in each of your main phases: pay 3 coins to put a +1 succession counter on your princess.</source>
        <extracomment>card text of お付きの侍女 リリー (id maid_lily)</extracomment>
        <translation>若你在擁有直轄地時購入這張卡，可以立即將其設置。設置在你的直轄地期間，你的每個主要階段限1次：支付3枚貨幣，在你的公主上放置1個+1繼承權指示物。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+2 coins. Each opponent without a face-up Farming Village on top of their deck puts a Farming Village from the market face up on top of their deck.</source>
        <extracomment>card text of 開墾令 (id reclamation_edict)</extracomment>
        <translation>獲得2枚貨幣。卡組上方沒有正面向上的「農村」的所有對戰對手，將市場中的1張「農村」正面向上放到自己的卡組上方。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+2 coins. If you played a City or Large City earlier this turn, +1 coin.</source>
        <extracomment>card text of 銀行 (id bank)</extracomment>
        <translation>獲得2枚貨幣。如果本回合中你已經使用過「都市」或「大都市」，再獲得1枚貨幣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 coin. If this is the first Library you played this turn, each Action card you play later this turn gives +1 coin.</source>
        <extracomment>card text of 図書館 (id library)</extracomment>
        <translation>獲得1枚貨幣。如果這是你本回合使用的第1張「圖書館」，本回合中此後你每使用1張行動卡，額外獲得1枚貨幣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 coin. Draw a card.</source>
        <extracomment>card text of のみの市 (id flea_market)</extracomment>
        <translation>獲得1枚貨幣。抽1張卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw a card. At the start of your cleanup phase you may put an Action card other than a Supply Unit from your play area face up on top of your deck.</source>
        <extracomment>card text of 補給部隊 (id supply_unit)</extracomment>
        <translation>抽1張卡。在你的整理階段開始時，你可以將處理區中「補給部隊」以外的1張行動卡正面向上放到卡組上方。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+2 coins. Each opponent with 5 or more cards in hand discards a Territory card; one who has none reveals their hand.</source>
        <extracomment>card text of 歩兵大隊 (id infantry_battalion)</extracomment>
        <translation>獲得2枚貨幣。手卡有5張以上的所有對戰對手捨棄1張領地卡；沒有領地卡的對手公開其手卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+2 coins. At the start of your cleanup phase, if you have a domain, this card is set into it.</source>
        <extracomment>card text of 皇室領 (id royal_demesne)</extracomment>
        <translation>獲得2枚貨幣。在你的整理階段開始時，如果你擁有直轄地，將這張卡設置到直轄地。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+2 coins. Each opponent discards the top 3 cards of their deck.</source>
        <extracomment>card text of 近衛騎士団 (id imperial_guard)</extracomment>
        <translation>獲得2枚貨幣。所有對戰對手捨棄其卡組上方的3張卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay 1 coin or exile an Action or Succession card from your hand. If you did, choose one: each opponent gains a Curse; or draw 2 cards.</source>
        <extracomment>card text of 呪詛の魔女 (id curse_witch)</extracomment>
        <translation>支付1枚貨幣，或從手卡放逐1張行動卡或繼承權卡。如果你這樣做，選擇1項：所有對戰對手獲得1張「詛咒」；或抽2張卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw a card. If this is the first Royal Ball you played this turn, choose one: +1 coin; or Succession cards cost 1 less to buy this turn (not below 2).</source>
        <extracomment>card text of 舞踏会 (id royal_ball)</extracomment>
        <translation>抽1張卡。如果這是你本回合使用的第1張「舞會」，選擇1項：獲得1枚貨幣；或本回合中繼承權卡的購入費用減少1（最低為2）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exile a non-Calamity card from your hand. If you did, gain a market card costing up to 2 more than it.</source>
        <extracomment>card text of 冒険者 (id adventurer)</extracomment>
        <translation>從手卡放逐1張災難卡以外的卡。如果你這樣做，從市場獲得1張費用最多比它高2的卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw a card. Each opponent with 5 or more cards in hand discards an Action or Succession card; one who has none reveals their hand. This turn, cards sharing a type with a discarded card cost 1 less to buy (not below 2).</source>
        <extracomment>card text of 魅了術の魔女 (id charm_witch)</extracomment>
        <translation>抽1張卡。手卡有5張以上的所有對戰對手捨棄1張行動卡或繼承權卡；沒有這樣的卡的對手公開其手卡。本回合中，與被捨棄的卡有共同種類的卡購入費用減少1（最低為2）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw 2 cards.</source>
        <extracomment>card text of 錬金術師 (id alchemist)</extracomment>
        <translation>抽2張卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you set this card, each opponent discards the highest-cost Court Maid, Senator or Duke from their domain.</source>
        <extracomment>card text of 噂好きの公爵夫人 (id gossiping_duchess)</extracomment>
        <translation>設置這張卡時，所有對戰對手捨棄其直轄地中「宮廷女僕」、「議員」、「公爵」裡費用最高的1張。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+3 coins. Cannot be kept. At the start of your cleanup phase, if you have a domain, this card is set into it.</source>
        <extracomment>card text of 辺境伯 (id margrave)</extracomment>
        <translation>獲得3枚貨幣。這張卡不能保留。在你的整理階段開始時，如果你擁有直轄地，將這張卡設置到直轄地。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+3 coins. At the start of your cleanup phase, if you have a domain, this card is set into it.</source>
        <extracomment>card text of 帝都カリクマ (id imperial_capital)</extracomment>
        <translation>獲得3枚貨幣。在你的整理階段開始時，如果你擁有直轄地，將這張卡設置到直轄地。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you back her, gain up to 5 Court Maids.</source>
        <extracomment>card text of 第二皇女 ラオリリ (id laolily)</extracomment>
        <translation>擁立這位公主時，獲得最多5張「宮廷女僕」。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards you buy cost 1 less (not below 1).</source>
        <extracomment>card text of 南海の市姫 クラムクラム (id klamklam)</extracomment>
        <translation>你購入的卡購入費用減少1（最低為1）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Once in each of your main phases: discard a card from your hand to put an Action card from your discard pile into your hand.</source>
        <extracomment>card text of 大方博雅の姫 ベルガモット (id bergamotte)</extracomment>
        <translation>你的每個主要階段限1次：捨棄1張手卡，將棄牌區中的1張行動卡加入手卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you back her, put up to 2 market cards costing up to 5 on top of your deck in any order.</source>
        <extracomment>card text of 姫将軍 フラマリア (id flammaria)</extracomment>
        <translation>擁立這位公主時，從市場選擇最多2張費用5以下的卡，以任意順序放到你的卡組上方。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you back them, count the cards you own: 22-24 gives 2 twin counters, 25 or more gives 3. Remove a twin counter: take an extra turn after this one (not from an extra turn).</source>
        <extracomment>card text of 双子の姫 レイン＆シオン (id rain_and_sion)</extracomment>
        <translation>擁立這兩位公主時，計算你所擁有的卡的總數：22～24張獲得2個雙子指示物，25張以上獲得3個。移除1個雙子指示物：在本回合之後進行1個追加回合（追加回合中不能使用）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+40"/>
        <source>Main phase</source>
        <extracomment>glossary &apos;main_phase&apos;; Japanese: メインフェイズ; First phase of a turn: play cards from hand, recall kept cards, use activated abilities. | phase &apos;main&apos;</extracomment>
        <translation>主要階段</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Second phase</source>
        <extracomment>glossary &apos;second_phase&apos;; Japanese: セカンドフェイズ; Exactly one of: buy cards, back a princess, set succession cards. | phase &apos;second&apos;</extracomment>
        <translation>第二階段</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Cleanup phase</source>
        <extracomment>glossary &apos;cleanup_phase&apos;; Japanese: クリンナップフェイズ; Keep, discard, draw 5, refill the random market. | phase &apos;cleanup&apos;</extracomment>
        <translation>整理階段</translation>
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
        <translation>對戰對手</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Domain</source>
        <extracomment>glossary &apos;domain&apos;; Japanese: 直轄地; Where a backed princess, her territories and set succession cards lie.</extracomment>
        <translation>直轄地</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Succession points</source>
        <extracomment>glossary &apos;succession_points&apos;; Japanese: 継承点</extracomment>
        <translation>繼承點</translation>
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
        <translation>擁立</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back a princess</source>
        <extracomment>glossary &apos;back_princess&apos;; Japanese: プリンセスを擁立する | lesson step 6 (back): its title</extracomment>
        <translation>擁立公主</translation>
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
        <translation>連接</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link symbol</source>
        <extracomment>glossary &apos;link_symbol&apos;; Japanese: リンクマーク</extracomment>
        <translation>連接符號</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Abroad</source>
        <extracomment>glossary &apos;abroad&apos;; Japanese: 国外; The shared zone of exiled cards.</extracomment>
        <translation>國外</translation>
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
        <translation>處理區</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gain</source>
        <extracomment>glossary &apos;gain&apos;; Japanese: 獲得; A gained card goes face up to your discard pile unless the text says otherwise.</extracomment>
        <translation>獲得</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy</source>
        <extracomment>glossary &apos;buy&apos;; Japanese: 購入; Buying a card from the market is a way to gain it.</extracomment>
        <translation>購入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost</source>
        <extracomment>glossary &apos;cost&apos;; Japanese: コスト</extracomment>
        <translation>費用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy cost</source>
        <extracomment>glossary &apos;buy_cost&apos;; Japanese: 購入コスト</extracomment>
        <translation>購入費用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coin</source>
        <extracomment>glossary &apos;coin&apos;; Japanese: コイン; Rules count coins with 枚: 1枚货币.</extracomment>
        <translation>貨幣</translation>
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
        <translation>設置</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/options_form.py" line="-60"/>
        <location filename="../desktop/games/heart_of_crown/table.py" line="-134"/>
        <source>Market</source>
        <extracomment>glossary &apos;market&apos;; Japanese: マーケット; Basic market and random market together.</extracomment>
        <translation>市場</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/table.py" line="-1"/>
        <source>Basic market</source>
        <extracomment>glossary &apos;basic_market&apos;; Japanese: ベーシックマーケット</extracomment>
        <translation>基礎市場</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random market</source>
        <extracomment>glossary &apos;random_market&apos;; Japanese: ランダムマーケット</extracomment>
        <translation>隨機市場</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Supply</source>
        <extracomment>glossary &apos;supply&apos;; Japanese: サプライ; Face-down pile that refills the random market.</extracomment>
        <translation>補給卡組</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Curse pile</source>
        <extracomment>glossary &apos;curse_pile&apos;; Japanese: 呪いの山</extracomment>
        <translation>詛咒區</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Princess area</source>
        <extracomment>glossary &apos;princess_area&apos;; Japanese: プリンセス置き場</extracomment>
        <translation>公主卡區</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sudden death</source>
        <extracomment>glossary &apos;sudden_death&apos;; Japanese: 延長戦</extracomment>
        <translation>延長戰</translation>
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
        <translation>貨幣指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Succession counter</source>
        <extracomment>glossary &apos;succession_counter&apos;; Japanese: 継承権カウンター</extracomment>
        <translation>繼承權指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twin counter</source>
        <extracomment>glossary &apos;twin_counter&apos;; Japanese: 双子カウンター</extracomment>
        <translation>雙子指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/table.py" line="+4"/>
        <source>Deck</source>
        <extracomment>glossary &apos;deck&apos;; Japanese: 山札; A player&apos;s face-down draw pile.</extracomment>
        <translation>卡組</translation>
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
        <translation>棄牌區</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard</source>
        <extracomment>glossary &apos;discard&apos;; Japanese: 捨てる</extracomment>
        <translation>捨棄</translation>
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
        <translation>公開</translation>
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
        <translation>場上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activated ability</source>
        <extracomment>glossary &apos;activated_ability&apos;; Japanese: 起動能力; Written &quot;(cost): (effect)&quot;.</extracomment>
        <translation>啟動型能力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation cost</source>
        <extracomment>glossary &apos;activation_cost&apos;; Japanese: 起動コスト</extracomment>
        <translation>啟動費用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card type</source>
        <extracomment>glossary &apos;card_type&apos;; Japanese: カードタイプ</extracomment>
        <translation>卡牌種類</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Main type</source>
        <extracomment>glossary &apos;main_type&apos;; Japanese: メインタイプ</extracomment>
        <translation>主要種類</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Subtype</source>
        <extracomment>glossary &apos;subtype&apos;; Japanese: サブタイプ</extracomment>
        <translation>次要種類</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="-5"/>
        <source>Territory</source>
        <extracomment>glossary &apos;territory&apos;; Japanese: 領地; Card type. | card type &apos;territory&apos;</extracomment>
        <translation>領地</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Action</source>
        <extracomment>glossary &apos;action&apos;; Japanese: 行動; Card type. | card type &apos;action&apos;</extracomment>
        <translation>行動</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Attack</source>
        <extracomment>glossary &apos;attack&apos;; Japanese: 攻撃; Card type. | card type &apos;attack&apos;</extracomment>
        <translation>攻擊</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Succession</source>
        <extracomment>glossary &apos;succession&apos;; Japanese: 継承権; Card type. | card type &apos;succession&apos;</extracomment>
        <translation>繼承權</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Calamity</source>
        <extracomment>glossary &apos;calamity&apos;; Japanese: 災い; Card type. | card type &apos;calamity&apos;</extracomment>
        <translation>災難</translation>
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
        <translation>女僕</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Plot</source>
        <extracomment>glossary &apos;plot&apos;; Japanese: 計略; Subtype. | card type &apos;plot&apos;</extracomment>
        <translation>計略</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Basic card</source>
        <extracomment>glossary &apos;basic_card&apos;; Japanese: 基本カード</extracomment>
        <translation>基礎卡</translation>
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
        <translation>繼承權卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting deck</source>
        <extracomment>glossary &apos;starting_deck&apos;; Japanese: 初期デッキ</extracomment>
        <translation>初始卡組</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/options_form.py" line="+10"/>
        <source>Attending Maid</source>
        <extracomment>glossary &apos;attending_maid&apos;; Japanese: お付きの侍女; The pile of five different Attending Maids, bought as one kind.</extracomment>
        <translation>貼身女僕</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/options_form.py" line="-13"/>
        <location line="+40"/>
        <source>Handicap</source>
        <extracomment>glossary &apos;handicap&apos;; Japanese: ハンディキャップ; Variant: Court Maids replace Apprentice Maids in a starting deck.</extracomment>
        <translation>不利條件</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>{card} is a succession card: it is never played. In the second phase, drop it on your domain to set it.</source>
        <extracomment>refusal &apos;succession_not_played&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>{card}是繼承權卡，不能使用。請在第二階段將它拖到直轄地上進行設置。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} is a calamity: it is never played.</source>
        <extracomment>refusal &apos;calamity_not_played&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>{card}是災難卡，不能使用。</translation>
    </message>
    <message>
        <location line="+18"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+300"/>
        <source>You still have 1 coin. Click “End turn” again to end it.</source>
        <extracomment>warning &apos;coins_left:1&apos; before a move</extracomment>
        <translation>你還有1枚貨幣。再按一次「結束回合」即可結束。</translation>
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
        <translation>你獲得{amount}枚貨幣</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You get 1 coin</source>
        <extracomment>log line &apos;coins:1:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>你獲得1枚貨幣</translation>
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
        <translation>你抽了{count}張卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You draw a card</source>
        <extracomment>log line &apos;draw_count:1:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>你抽了1張卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You look at the top of your deck: {cards}</source>
        <extracomment>log line &apos;look:you&apos;: the reader&apos;s own move, or a shared win; keep {cards} as they are</extracomment>
        <translation>你查看了卡組上方的卡：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You shuffle your discard pile into a new deck</source>
        <extracomment>log line &apos;reshuffle:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>你將棄牌區洗牌作為新的卡組</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You buy {card}</source>
        <extracomment>log line &apos;buy:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你購入了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You gain {card}</source>
        <extracomment>log line &apos;gain:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你獲得了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You gain {card} face up on top of your deck</source>
        <extracomment>log line &apos;gain:deck:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你獲得了{card}，正面向上放到卡組上方</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You back {card}</source>
        <extracomment>log line &apos;back:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你擁立了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You set {card} into your domain</source>
        <extracomment>log line &apos;set:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你將{card}設置到直轄地</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You keep {card} on {land}</source>
        <extracomment>log line &apos;keep:you&apos;: the reader&apos;s own move, or a shared win; keep {card}, {land} as they are</extracomment>
        <translation>你將{card}保留在{land}上</translation>
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
        <translation>你捨棄了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You discard {card} from the top of your deck</source>
        <extracomment>log line &apos;discard:deck:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你捨棄了卡組上方的{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You discard {card} from your domain</source>
        <extracomment>log line &apos;discard:domain:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你捨棄了直轄地中的{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You discard {card} from the play area</source>
        <extracomment>log line &apos;discard:play:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你捨棄了處理區中的{card}</translation>
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
        <translation>你將{card}加入手卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You put {card} from your discard pile into your hand</source>
        <extracomment>log line &apos;to_hand:discard:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你將棄牌區中的{card}加入手卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You put {card} from the market into your hand</source>
        <extracomment>log line &apos;to_hand:market:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你將市場中的{card}加入手卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You put {card} face up on top of your deck</source>
        <extracomment>log line &apos;put_on_deck:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你將{card}正面向上放到卡組上方</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You turn up {card} from the bottom of the supply</source>
        <extracomment>log line &apos;treasure:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你翻開了補給卡組最下方的{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You reveal your hand: {cards}</source>
        <extracomment>log line &apos;reveal_hand:you&apos;: the reader&apos;s own move, or a shared win; keep {cards} as they are</extracomment>
        <translation>你公開了手卡：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You gain a coin counter</source>
        <extracomment>log line &apos;coin_counter:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>你獲得了1個貨幣指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You spend a coin counter</source>
        <extracomment>log line &apos;coin_counter_spent:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>你使用了1個貨幣指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You use the ability of {card}</source>
        <extracomment>log line &apos;activate:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>你啟動了{card}的能力</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You put a +1 succession counter on your princess</source>
        <extracomment>log line &apos;point_counter:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>你在公主上放置了1個+1繼承權指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You own {owned} cards and gain {count} twin counters</source>
        <extracomment>log line &apos;twin_counters:you&apos;: the reader&apos;s own move, or a shared win; keep {owned}, {count} as they are</extracomment>
        <translation>你擁有{owned}張卡，獲得了{count}個雙子指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You take an extra turn</source>
        <extracomment>log line &apos;extra_turn:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>你進行追加回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You declare a coronation with {points} succession points</source>
        <extracomment>log line &apos;coronation_declared:you&apos;: the reader&apos;s own move, or a shared win; keep {points} as they are</extracomment>
        <translation>你以{points}點繼承點宣言了戴冠式</translation>
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
        <translation>遊戲結束：你獲勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Game over: {winners} win</source>
        <extracomment>log line &apos;game_over:shared&apos;: the reader&apos;s own move, or a shared win; keep {winners} as they are</extracomment>
        <translation>遊戲結束：{winners}獲勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Coronation: you win</source>
        <extracomment>log line &apos;game_over:coronation:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>戴冠式：你獲勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Coronation: {winners} win</source>
        <extracomment>log line &apos;game_over:coronation:shared&apos;: the reader&apos;s own move, or a shared win; keep {winners} as they are</extracomment>
        <translation>戴冠式：{winners}獲勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You reach 30 succession points and win the sudden death</source>
        <extracomment>log line &apos;game_over:sudden_death:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>你達到30點繼承點，贏得延長戰</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+2"/>
        <source>{winners} reach 30 succession points and win the sudden death</source>
        <extracomment>log line &apos;game_over:sudden_death:shared&apos;: the reader&apos;s own move, or a shared win; keep {winners} as they are</extracomment>
        <translation>{winners}達到30點繼承點，贏得延長戰</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+2"/>
        <source>Judgement: the basic market ran out of Court Maids, Senators and Dukes; you win</source>
        <extracomment>log line &apos;game_over:judgement:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>判定：基礎市場中的「宮廷女僕」、「議員」、「公爵」全部用完，你獲勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+2"/>
        <source>Judgement: the basic market ran out of Court Maids, Senators and Dukes; {winners} win</source>
        <extracomment>log line &apos;game_over:judgement:shared&apos;: the reader&apos;s own move, or a shared win; keep {winners} as they are</extracomment>
        <translation>判定：基礎市場中的「宮廷女僕」、「議員」、「公爵」全部用完，{winners}獲勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+2"/>
        <source>Stalemate: for {rounds} rounds nobody bought or gained a card or backed a princess; you win on succession points</source>
        <extracomment>log line &apos;game_over:stalemate:you&apos;: the reader&apos;s own move, or a shared win; keep {rounds} as they are</extracomment>
        <translation>僵局：連續{rounds}巡無人購入或獲得卡，也無人擁立公主；你以繼承點獲勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+2"/>
        <source>Stalemate: for {rounds} rounds nobody bought or gained a card or backed a princess; {winners} win on succession points</source>
        <extracomment>log line &apos;game_over:stalemate:shared&apos;: the reader&apos;s own move, or a shared win; keep {rounds}, {winners} as they are</extracomment>
        <translation>僵局：連續{rounds}巡無人購入或獲得卡，也無人擁立公主；{winners}以繼承點獲勝</translation>
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
        <translation>手卡在畫面下方。農村是領地卡：使用後獲得1枚貨幣。把一張農村拖到處理區（或按兩下它）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Farming Village first: drag it from your hand onto the play area.</source>
        <extracomment>lesson step 1 (play_card): said when another move is tried</extracomment>
        <translation>先使用一張農村：把它從手卡拖到處理區。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Links</source>
        <extracomment>lesson step 2 (links): its title</extracomment>
        <translation>連接</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card&apos;s link lets you play one more card after it. Farming Village has a link, so you may go on: play all your Farming Villages for coins. The Apprentice Maid can&apos;t be played; when nothing more can be played, the main phase ends by itself.</source>
        <extracomment>lesson step 2 (links): what to do and why</extracomment>
        <translation>卡上的連接讓你在它之後再使用一張卡。農村有連接，所以可以繼續：把所有農村都使用掉來獲得貨幣。見習女僕不能使用；沒有能使用的卡時，主要階段會自動結束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play your other Farming Villages first: every coin counts in the second phase.</source>
        <extracomment>lesson step 2 (links): said when another move is tried</extracomment>
        <translation>先使用其餘的農村：第二階段每一枚貨幣都有用。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The second phase: buy</source>
        <extracomment>lesson step 3 (buy): its title</extracomment>
        <translation>第二階段：購入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the second phase you do one of three things: buy cards, back a princess (6 coins) or set succession cards into your domain. With 4 coins, buy: drag the Purveyor (3 coins, +2 coins when played) from the market onto your discard pile.</source>
        <extracomment>lesson step 3 (buy): what to do and why</extracomment>
        <translation>第二階段只能進行三種操作中的一種：購入卡、擁立公主（6枚貨幣）或把繼承權卡設置到直轄地。你有4枚貨幣，就來購入吧：把御用商人（3枚貨幣，使用時+2貨幣）從市場拖到棄牌區。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy a card first: drag it from the market onto your discard pile.</source>
        <extracomment>lesson step 3 (buy): said when another move is tried</extracomment>
        <translation>先購入一張卡：把它從市場拖到棄牌區。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End your turn</source>
        <extracomment>lesson step 4 (end_turn): its title</extracomment>
        <translation>結束回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What you buy goes to your discard pile and, once your deck runs out, is shuffled into it: your deck grows stronger. Press End turn; then watch your opponent play.</source>
        <extracomment>lesson step 4 (end_turn): what to do and why</extracomment>
        <translation>購入的卡放入棄牌區，卡組用完時會洗牌成為新的卡組：你的卡組就這樣變強。按「結束回合」，然後觀看對戰對手的行動。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press End turn to let your opponent play.</source>
        <extracomment>lesson step 4 (end_turn): said when another move is tried</extracomment>
        <translation>按「結束回合」，輪到對戰對手。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coins for a princess</source>
        <extracomment>lesson step 5 (coins_for_princess): its title</extracomment>
        <translation>為擁立公主準備貨幣</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backing a princess costs 6 coins. Play both Cities, the Farming Village and the Purveyor: 7 coins together.</source>
        <extracomment>lesson step 5 (coins_for_princess): what to do and why</extracomment>
        <translation>擁立公主需要6枚貨幣。使用兩張都市、農村和御用商人：合計7枚貨幣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play your cards first: you need 6 coins to back a princess.</source>
        <extracomment>lesson step 5 (coins_for_princess): said when another move is tried</extracomment>
        <translation>先使用你的卡：擁立公主需要6枚貨幣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back a princess instead of buying: drag one from &quot;Princesses to back&quot; onto your domain, the empty row under the market. The three costliest territories you played this turn become her lands.</source>
        <extracomment>lesson step 6 (back): what to do and why</extracomment>
        <translation>這次不購入，改為擁立公主：從「可擁立的公主」中把一位拖到你的直轄地，也就是市場下方的空行。本回合使用過的領地卡中費用最高的3張會移到直轄地。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back a princess this turn: drag one onto your domain. Buying would use up the second phase.</source>
        <extracomment>lesson step 6 (back): said when another move is tried</extracomment>
        <translation>這回合請擁立公主：把她拖到你的直轄地。購入會用掉第二階段唯一的操作。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set a succession card</source>
        <extracomment>lesson step 7 (set): its title</extracomment>
        <translation>設置繼承權卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Now that you have a domain, your second phase may set succession cards from your hand instead of buying. Play your cards or end the main phase, then drag the Senator (3 points) from your hand onto your domain.</source>
        <extracomment>lesson step 7 (set): what to do and why</extracomment>
        <translation>有了直轄地，第二階段就可以不購入，改為把手卡中的繼承權卡設置到直轄地。使用卡或結束主要階段後，把議員（3點）從手卡拖到直轄地。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This turn, set the Senator or the Court Maid into your domain (the Apprentice Maid is worth −2 points).</source>
        <extracomment>lesson step 7 (set): said when another move is tried</extracomment>
        <translation>這回合請把議員或宮廷女僕設置到直轄地（見習女僕是−2點）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set as many as you like</source>
        <extracomment>lesson step 8 (set_more): its title</extracomment>
        <translation>可以設置任意張</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may set any number of succession cards in one second phase. Set the Court Maid (2 points) too if you like, then press End turn.</source>
        <extracomment>lesson step 8 (set_more): what to do and why</extracomment>
        <translation>一次第二階段可以設置任意張繼承權卡。願意的話把宮廷女僕（2點）也設置上，然後按「結束回合」。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the Court Maid, or press End turn.</source>
        <extracomment>lesson step 8 (set_more): said when another move is tried</extracomment>
        <translation>設置宮廷女僕，或按「結束回合」。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twenty points</source>
        <extracomment>lesson step 9 (set_duke): its title</extracomment>
        <translation>20點</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your domain holds 14 succession points. A coronation needs 20: set the Duke (6 points) from your hand into your domain.</source>
        <extracomment>lesson step 9 (set_duke): what to do and why</extracomment>
        <translation>你的直轄地有14點繼承點。戴冠式需要20點：把手卡中的公爵（6點）設置到直轄地。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the Duke: with it your domain reaches 20 points.</source>
        <extracomment>lesson step 9 (set_duke): said when another move is tried</extracomment>
        <translation>設置公爵：這樣你的直轄地就達到20點。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End the turn</source>
        <extracomment>lesson step 10 (end_for_coronation): its title</extracomment>
        <translation>結束回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>20 points. A coronation is declared at the end of your turn: press End turn.</source>
        <extracomment>lesson step 10 (end_for_coronation): what to do and why</extracomment>
        <translation>20點了。戴冠式在回合結束時宣言：按「結束回合」。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press End turn: the coronation comes at its end.</source>
        <extracomment>lesson step 10 (end_for_coronation): said when another move is tried</extracomment>
        <translation>按「結束回合」：戴冠式在回合結束時進行。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare your coronation. Every other player then has one more turn; if you still hold 20 points when your turn comes round and nobody else declared, you win.</source>
        <extracomment>lesson step 11 (declare): what to do and why</extracomment>
        <translation>宣言戴冠式。之後其他玩家各進行一個回合；再輪到你時，如果你的繼承點仍有20點以上，且沒有其他玩家宣言，你就獲勝。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Declare a coronation.</source>
        <extracomment>lesson step 11 (declare): said when another move is tried</extracomment>
        <translation>按「宣言戴冠式」。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A few turns later…</source>
        <extracomment>lesson: said where the lesson skips ahead</extracomment>
        <translation>幾個回合之後…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Many turns later…</source>
        <extracomment>lesson: said where the lesson skips ahead</extracomment>
        <translation>又過了許多回合…</translation>
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
        <translation>你已經熟悉皇冠之心的一整個回合：沿著連接使用卡，第二階段購入、擁立公主或設置繼承權卡，達到20點時宣言戴冠式。現在開始正式遊戲，或者讀一讀規則吧。</translation>
    </message>
    <message>
        <location line="-346"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="-142"/>
        <source>End main phase</source>
        <oldsource>End phase</oldsource>
        <extracomment>button for the action &apos;end_main&apos;</extracomment>
        <translation>結束主要階段</translation>
    </message>
    <message>
        <location line="-78"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="-51"/>
        <source>First game</source>
        <extracomment>name of the preset market &apos;first_game&apos;</extracomment>
        <translation>新手入門</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Court intrigue</source>
        <extracomment>name of the preset market &apos;court_intrigue&apos;</extracomment>
        <translation>宮廷陰謀</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Merchants&apos; guild</source>
        <extracomment>name of the preset market &apos;merchants_guild&apos;</extracomment>
        <translation>商人公會</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+7"/>
        <source>Main phase: play a card from your hand, recall a kept card, or end the phase</source>
        <extracomment>prompt for decision kind &apos;main&apos;</extracomment>
        <translation>主要階段：從手卡使用卡、召回保留的卡，或結束此階段</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Second phase: buy cards, back a princess, or set succession cards into your domain</source>
        <extracomment>prompt for decision kind &apos;second&apos;</extracomment>
        <translation>第二階段：購入卡、擁立公主，或將繼承權卡設置到直轄地</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Cleanup phase: keep action cards on the territories of your domain</source>
        <extracomment>prompt for decision kind &apos;keep&apos;</extracomment>
        <translation>整理階段：將行動卡保留到直轄地的領地卡上</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Your domain holds {points} succession points. Declare a coronation?</source>
        <extracomment>prompt for decision kind &apos;coronation&apos;; keep {points} as they are</extracomment>
        <translation>你的直轄地有{points}點繼承點。要宣言戴冠式嗎？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose an action card from your play area to put face up on top of your deck</source>
        <extracomment>prompt for decision kind &apos;supply_unit&apos;; keep {card} as they are</extracomment>
        <translation>{card}：從處理區選擇1張行動卡，正面向上放到卡組上方</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose a card from your discard pile to put face up on top of your deck</source>
        <extracomment>prompt for decision kind &apos;hideout&apos;; keep {card} as they are</extracomment>
        <translation>{card}：從棄牌區選擇1張卡，正面向上放到卡組上方</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Choose a card to exile</source>
        <extracomment>prompt for decision kind &apos;donation&apos;</extracomment>
        <translation>選擇要放逐的卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose a territory card from your discard pile to put into your hand</source>
        <extracomment>prompt for decision kind &apos;castle_wall&apos;; keep {card} as they are</extracomment>
        <translation>{card}：從棄牌區選擇1張領地卡加入手卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: discard the top card of your deck?</source>
        <extracomment>prompt for decision kind &apos;scout&apos;; keep {card} as they are</extracomment>
        <translation>{card}：捨棄卡組最上方的卡嗎？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose cards to discard from your hand; you then draw that many</source>
        <extracomment>prompt for decision kind &apos;wishing_well&apos;; keep {card} as they are</extracomment>
        <translation>{card}：選擇要捨棄的手卡，之後抽相同張數的卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: draw 2 cards, or +2 coins?</source>
        <extracomment>prompt for decision kind &apos;trade_ship&apos;; keep {card} as they are</extracomment>
        <translation>{card}：抽2張卡，還是獲得2枚貨幣？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: pay 1 coin and choose a card to exile and upgrade</source>
        <extracomment>prompt for decision kind &apos;urban_development&apos;; keep {card} as they are</extracomment>
        <translation>{card}：支付1枚貨幣，選擇要放逐並升級的卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose which card kept by {victim} is discarded</source>
        <extracomment>prompt for decision kind &apos;battering_ram&apos;; keep {card}, {victim} as they are</extracomment>
        <translation>{card}：選擇{victim}保留的卡中要捨棄的1張</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose cards to discard from the top of your deck</source>
        <extracomment>prompt for decision kind &apos;stargazing_witch&apos;; keep {card} as they are</extracomment>
        <translation>{card}：選擇要從卡組上方捨棄的卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Choose the card to put on top of your deck</source>
        <extracomment>prompt for decision kind &apos;order_top&apos;</extracomment>
        <translation>選擇要放在卡組最上方的卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: exile a calamity card, or put an action or succession card from your discard pile into your hand</source>
        <extracomment>prompt for decision kind &apos;magic_amulet&apos;; keep {card} as they are</extracomment>
        <translation>{card}：放逐1張災難卡，或將棄牌區中的1張行動卡或繼承權卡加入手卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: exile a card from your hand, or gain a coin counter</source>
        <extracomment>prompt for decision kind &apos;general_store&apos;; keep {card} as they are</extracomment>
        <translation>{card}：從手卡放逐1張卡，或獲得1個貨幣指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{attacker} plays {card}: discard a card costing 5 or more</source>
        <extracomment>prompt for decision kind &apos;hunted_beast&apos;; keep {attacker}, {card} as they are</extracomment>
        <translation>{attacker}使用了{card}：捨棄1張費用5以上的卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{attacker} plays {card}: discard a territory card</source>
        <extracomment>prompt for decision kind &apos;infantry_battalion&apos;; keep {attacker}, {card} as they are</extracomment>
        <translation>{attacker}使用了{card}：捨棄1張領地卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{attacker} plays {card}: discard an action or succession card</source>
        <extracomment>prompt for decision kind &apos;charm_witch&apos;; keep {attacker}, {card} as they are</extracomment>
        <translation>{attacker}使用了{card}：捨棄1張行動卡或繼承權卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: pay 1 coin, or exile an action or succession card from your hand</source>
        <extracomment>prompt for decision kind &apos;curse_witch_cost&apos;; keep {card} as they are</extracomment>
        <translation>{card}：支付1枚貨幣，或從手卡放逐1張行動卡或繼承權卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: each opponent gains a Curse, or you draw 2 cards?</source>
        <extracomment>prompt for decision kind &apos;curse_witch&apos;; keep {card} as they are</extracomment>
        <translation>{card}：讓所有對戰對手獲得「詛咒」，還是你抽2張卡？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: +1 coin, or succession cards cost 1 less this turn?</source>
        <extracomment>prompt for decision kind &apos;royal_ball&apos;; keep {card} as they are</extracomment>
        <translation>{card}：獲得1枚貨幣，還是本回合繼承權卡的費用減少1？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose a card to exile</source>
        <extracomment>prompt for decision kind &apos;adventurer_exile&apos;; keep {card} as they are</extracomment>
        <translation>{card}：選擇要放逐的卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: gain a card costing up to {limit}</source>
        <extracomment>prompt for decision kind &apos;adventurer_gain&apos;; keep {card}, {limit} as they are</extracomment>
        <translation>{card}：獲得1張費用{limit}以下的卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Set {card} into your domain now?</source>
        <extracomment>prompt for decision kind &apos;set_bought_maid&apos;; keep {card} as they are</extracomment>
        <translation>現在將{card}設置到直轄地嗎？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: discard a card from your hand</source>
        <extracomment>prompt for decision kind &apos;bergamotte_cost&apos;; keep {card} as they are</extracomment>
        <translation>{card}：捨棄1張手卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose an action card from your discard pile to put into your hand</source>
        <extracomment>prompt for decision kind &apos;bergamotte&apos;; keep {card} as they are</extracomment>
        <translation>{card}：從棄牌區選擇1張行動卡加入手卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: how many Court Maids do you gain?</source>
        <extracomment>prompt for decision kind &apos;laolily&apos;; keep {card} as they are</extracomment>
        <translation>{card}：要獲得幾張「宮廷女僕」？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose up to 2 market cards costing up to 5 to put on top of your deck</source>
        <extracomment>prompt for decision kind &apos;flammaria&apos;; keep {card} as they are</extracomment>
        <translation>{card}：從市場選擇最多2張費用5以下的卡放到卡組上方</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+3"/>
        <source>{card}: choose</source>
        <extracomment>prompt for any other decision; keep {card} as they are</extracomment>
        <translation>{card}：請選擇</translation>
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
        <translation>{prompt}（已選{picked}張）</translation>
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
        <translation>結束回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Skip</source>
        <extracomment>button for the action &apos;skip&apos;</extracomment>
        <translation>跳過</translation>
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
        <translation>暫不宣言</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Spend a coin counter</source>
        <extracomment>button for the action &apos;coin_counter&apos;</extracomment>
        <translation>使用貨幣指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Pay 1 coin</source>
        <extracomment>button for the action &apos;pay&apos;</extracomment>
        <translation>支付1枚貨幣</translation>
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
        <translation>獲得貨幣指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Discard it</source>
        <extracomment>button for the action &apos;discard&apos;</extracomment>
        <translation>捨棄</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Leave it on the deck</source>
        <extracomment>button for the action &apos;keep&apos;</extracomment>
        <translation>留在卡組上</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Draw 2 cards</source>
        <extracomment>button for the action &apos;option draw&apos;</extracomment>
        <translation>抽2張卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>+2 coins</source>
        <extracomment>button for the action &apos;option coins&apos;</extracomment>
        <translation>獲得2枚貨幣</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>+1 coin</source>
        <extracomment>button for the action &apos;option coin&apos;</extracomment>
        <translation>獲得1枚貨幣</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Each opponent gains a Curse</source>
        <extracomment>button for the action &apos;option curse&apos;</extracomment>
        <translation>所有對戰對手獲得「詛咒」</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Succession cards cost 1 less</source>
        <extracomment>button for the action &apos;option discount&apos;</extracomment>
        <translation>繼承權卡費用-1</translation>
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
        <translation>啟動{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Buy {card}</source>
        <extracomment>button for &apos;buy:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>購入{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Back {card}</source>
        <extracomment>button for &apos;back:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>擁立{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Set {card}</source>
        <extracomment>button for &apos;set:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>設置{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Put {card} on your deck</source>
        <extracomment>button for &apos;put:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>將{card}放到卡組上方</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Put {card} on top</source>
        <extracomment>button for &apos;top:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>將{card}放在最上方</translation>
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
        <translation>將{card}加入手卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Discard {card}</source>
        <extracomment>button for &apos;discard:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>捨棄{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Gain {card}</source>
        <extracomment>button for &apos;gain:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>獲得{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Keep {card} on {land}</source>
        <extracomment>button for &apos;keep:&lt;card&gt;&apos; actions; keep {card}, {land} as they are</extracomment>
        <translation>將{card}保留在{land}上</translation>
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
        <translation>{label}（從棄牌區）</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+6"/>
        <source>Game resumed at turn {number}</source>
        <extracomment>log line for event &apos;resumed&apos;; keep {number} as they are</extracomment>
        <translation>從第{number}回合繼續遊戲</translation>
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
        <translation>{player}獲得{amount}枚貨幣</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} gets 1 coin</source>
        <extracomment>log line for event &apos;coins:1&apos;; keep {player} as they are</extracomment>
        <translation>{player}獲得1枚貨幣</translation>
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
        <translation>{player}抽了{count}張卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} looks at the top of their deck: {cards}</source>
        <extracomment>log line for event &apos;look&apos;; keep {player}, {cards} as they are</extracomment>
        <translation>{player}查看了卡組上方的卡：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} draws a card</source>
        <extracomment>log line for event &apos;draw_count:1&apos;; keep {player} as they are</extracomment>
        <translation>{player}抽了1張卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} shuffles their discard pile into a new deck</source>
        <extracomment>log line for event &apos;reshuffle&apos;; keep {player} as they are</extracomment>
        <translation>{player}將棄牌區洗牌作為新的卡組</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} buys {card}</source>
        <extracomment>log line for event &apos;buy&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}購入了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} gains {card}</source>
        <extracomment>log line for event &apos;gain&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}獲得了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} gains {card} face up on top of their deck</source>
        <extracomment>log line for event &apos;gain:deck&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}獲得了{card}，正面向上放到卡組上方</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} backs {card}</source>
        <extracomment>log line for event &apos;back&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}擁立了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} sets {card} into their domain</source>
        <extracomment>log line for event &apos;set&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}將{card}設置到直轄地</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} keeps {card} on {land}</source>
        <extracomment>log line for event &apos;keep&apos;; keep {player}, {card}, {land} as they are</extracomment>
        <translation>{player}將{card}保留在{land}上</translation>
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
        <translation>{player}捨棄了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} discards {card} from the top of their deck</source>
        <extracomment>log line for event &apos;discard:deck&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}捨棄了卡組上方的{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} discards {card} from their domain</source>
        <extracomment>log line for event &apos;discard:domain&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}捨棄了直轄地中的{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} discards {card} from the play area</source>
        <extracomment>log line for event &apos;discard:play&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}捨棄了處理區中的{card}</translation>
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
        <translation>{player}將{card}加入手卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} puts {card} from their discard pile into their hand</source>
        <extracomment>log line for event &apos;to_hand:discard&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}將棄牌區中的{card}加入手卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} puts {card} from the market into their hand</source>
        <extracomment>log line for event &apos;to_hand:market&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}將市場中的{card}加入手卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} puts {card} face up on top of their deck</source>
        <extracomment>log line for event &apos;put_on_deck&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}將{card}正面向上放到卡組上方</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} turns up {card} from the bottom of the supply</source>
        <extracomment>log line for event &apos;treasure&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}翻開了補給卡組最下方的{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>New in the market: {cards}</source>
        <extracomment>log line for event &apos;market_refill&apos;; keep {cards} as they are</extracomment>
        <translation>市場新增：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} reveals their hand: {cards}</source>
        <extracomment>log line for event &apos;reveal_hand&apos;; keep {player}, {cards} as they are</extracomment>
        <translation>{player}公開了手卡：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: {types} cards cost 1 less for {player} this turn</source>
        <extracomment>log line for event &apos;cost_reduction&apos;; keep {card}, {types}, {player} as they are</extracomment>
        <translation>{card}：本回合中{player}購入{types}卡的費用減少1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} gains a coin counter</source>
        <extracomment>log line for event &apos;coin_counter&apos;; keep {player} as they are</extracomment>
        <translation>{player}獲得了1個貨幣指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} spends a coin counter</source>
        <extracomment>log line for event &apos;coin_counter_spent&apos;; keep {player} as they are</extracomment>
        <translation>{player}使用了1個貨幣指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} uses the ability of {card}</source>
        <extracomment>log line for event &apos;activate&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}啟動了{card}的能力</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} puts a +1 succession counter on their princess</source>
        <extracomment>log line for event &apos;point_counter&apos;; keep {player} as they are</extracomment>
        <translation>{player}在公主上放置了1個+1繼承權指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} owns {owned} cards and gains {count} twin counters</source>
        <extracomment>log line for event &apos;twin_counters&apos;; keep {player}, {owned}, {count} as they are</extracomment>
        <translation>{player}擁有{owned}張卡，獲得了{count}個雙子指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} will take an extra turn</source>
        <extracomment>log line for event &apos;extra_turn_earned&apos;; keep {player} as they are</extracomment>
        <translation>{player}將在本回合之後進行追加回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} takes an extra turn</source>
        <extracomment>log line for event &apos;extra_turn&apos;; keep {player} as they are</extracomment>
        <translation>{player}進行追加回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} declares a coronation with {points} succession points</source>
        <extracomment>log line for event &apos;coronation_declared&apos;; keep {player}, {points} as they are</extracomment>
        <translation>{player}以{points}點繼承點宣言了戴冠式</translation>
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
        <translation>{players}之間進入延長戰</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Game over: {winners} wins</source>
        <extracomment>log line for event &apos;game_over&apos;; keep {winners} as they are</extracomment>
        <translation>遊戲結束：{winners}獲勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Coronation: {winners} wins</source>
        <extracomment>log line for event &apos;game_over:coronation&apos;; keep {winners} as they are</extracomment>
        <translation>戴冠式：{winners}獲勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{winners} reaches 30 succession points and wins the sudden death</source>
        <extracomment>log line for event &apos;game_over:sudden_death&apos;; keep {winners} as they are</extracomment>
        <translation>{winners}達到30點繼承點，贏得延長戰</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Judgement: the basic market ran out of Court Maids, Senators and Dukes; {winners} wins</source>
        <extracomment>log line for event &apos;game_over:judgement&apos;; keep {winners} as they are</extracomment>
        <translation>判定：基礎市場中的「宮廷女僕」、「議員」、「公爵」全部用完，{winners}獲勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Stalemate: for {rounds} rounds nobody bought or gained a card or backed a princess; {winners} wins on succession points</source>
        <extracomment>log line for event &apos;game_over:stalemate&apos;; keep {rounds}, {winners} as they are</extracomment>
        <translation>僵局：連續{rounds}巡無人購入或獲得卡，也無人擁立公主；{winners}以繼承點獲勝</translation>
    </message>
    <message>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="-179"/>
        <source>The market lists cards this game does not have: {cards}.</source>
        <translation>市場中有本遊戲沒有的卡：{cards}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The market lists a card twice: {cards}.</source>
        <translation>市場中同一張卡出現了兩次：{cards}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The market needs exactly {needed} common cards; {got} are chosen.</source>
        <translation>市場需要恰好{needed}種公共卡（已選{got}種）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown game settings: {names}.</source>
        <translation>未知的遊戲設定：{names}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heart of Crown is for 2 to 4 players.</source>
        <translation>皇冠之心適合2至4名玩家。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown market choice: {market}.</source>
        <translation>未知的市場選擇：{market}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The market must be random, a preset or a list of 10 common cards.</source>
        <translation>市場必須是隨機、推薦組合或10種公共卡的列表。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The handicap must give each seat a number of Court Maids.</source>
        <translation>不利條件必須為每個座位指定宮廷女僕的張數。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The handicap names a seat that is not in this game: {seat}.</source>
        <translation>不利條件指定了本遊戲中不存在的座位：{seat}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The handicap for seat {seat} must be 0 to 3 Court Maids.</source>
        <translation>座位{seat}的不利條件必須是0至3張宮廷女僕。</translation>
    </message>
    <message>
        <location filename="data_strings.py" line="-148"/>
        <source>The main phase is over: no more cards are played. To buy a card, drop it from the market on your discard pile.</source>
        <oldsource>The main phase is over: you can&apos;t play {card} now.</oldsource>
        <extracomment>refusal &apos;main_phase_over&apos; of a card gesture (engine)</extracomment>
        <translation>主要階段已結束：不能再使用卡。要購入卡，請把它從市場拖到你的棄牌區。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can&apos;t play {card} now.</source>
        <extracomment>refusal &apos;cannot_play&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>現在不能使用{card}。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End the main phase first to buy {card}.</source>
        <extracomment>refusal &apos;end_main_first&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>要購入{card}，請先結束主要階段。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You can&apos;t buy {card} now.</source>
        <extracomment>refusal &apos;cannot_buy&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>現在無法購入{card}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} can&apos;t go into your domain now.</source>
        <extracomment>refusal &apos;not_into_domain&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>現在不能將{card}放入直轄地。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can&apos;t recall {card} now.</source>
        <extracomment>refusal &apos;cannot_recall&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>現在不能召回{card}。</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>{card} costs {cost}; you have {coins} coins.</source>
        <extracomment>refusal &apos;too_dear&apos; of a card gesture (engine); keep {card}, {cost}, {coins} as they are</extracomment>
        <translation>{card}的費用是{cost}，你有{coins}枚貨幣。</translation>
    </message>
    <message>
        <location line="-126"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+9"/>
        <source>Game over</source>
        <extracomment>phase &apos;over&apos;</extracomment>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>It is not your turn.</source>
        <extracomment>refusal &apos;not_your_turn&apos; of a card gesture (engine)</extracomment>
        <translation>現在不是你的回合。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>That does nothing.</source>
        <extracomment>refusal &apos;nothing&apos; of a card gesture (engine)</extracomment>
        <translation>放在這裡沒有效果。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+313"/>
        <source>You can still play cards. Click “End main phase” again to end it.</source>
        <extracomment>warning &apos;cards_still_playable&apos; before a move</extracomment>
        <translation>你還可以使用卡。再按一次「結束主要階段」即可結束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+2"/>
        <source>You still have {coins} coins. Click “End turn” again to end it.</source>
        <extracomment>warning &apos;coins_left&apos; before a move; keep {coins} as they are</extracomment>
        <translation>你還有{coins}枚貨幣。再按一次「結束回合」即可結束。</translation>
    </message>
    <message>
        <location filename="../desktop/games/heart_of_crown/piles.py" line="+15"/>
        <source>Discard pile — {name}</source>
        <translation>棄牌區 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards: {n} · the top card first</source>
        <translation>{n}張 · 從最上面的卡開始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck — {name}</source>
        <translation>卡組 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards: {n} · you know what is in your deck, not its order: sorted by cost</source>
        <translation>{n}張 · 你知道卡組裡有什麼，但不知道順序：按費用排列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards you look at</source>
        <translation>正在查看的卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pile: {n}</source>
        <translation>棄牌區：{n}</translation>
    </message>
    <message>
        <location filename="../desktop/games/heart_of_crown/princess_lines.py" line="+13"/>
        <source>Gain up to 5 Court Maids</source>
        <translation>獲得至多5張宮廷女僕</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buys cost 1 less</source>
        <translation>購入費用-1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap a card for an Action</source>
        <translation>以1張手卡換回行動卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 market cards onto your deck</source>
        <translation>將市場的2張卡置於卡組頂</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra turns</source>
        <translation>追加回合</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Lulunasaika</source>
        <translation>露露娜賽嘉</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laolily</source>
        <translation>萊歐莉莉</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Klamklam</source>
        <translation>克蘭克蘭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bergamotte</source>
        <translation>貝爾嘉摩特</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flammaria</source>
        <translation>芙拉瑪莉婭</translation>
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
        <translation>語言</translation>
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
        <translation>電腦{number}</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../desktop/base/i18n.py" line="+13"/>
        <source>AI: Easy</source>
        <extracomment>AI opponent &apos;easy&apos; in the new-game dialog</extracomment>
        <translation>電腦：簡單</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/base/i18n.py" line="+1"/>
        <source>AI: Steady</source>
        <extracomment>AI opponent &apos;baseline&apos; in the new-game dialog</extracomment>
        <translation>電腦：穩健</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/base/i18n.py" line="+1"/>
        <source>AI: Normal</source>
        <oldsource>AI: simple</oldsource>
        <extracomment>AI opponent &apos;normal&apos; in the new-game dialog</extracomment>
        <translation>電腦：普通</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/base/i18n.py" line="+1"/>
        <source>AI: Hard</source>
        <oldsource>AI: easy</oldsource>
        <extracomment>AI opponent &apos;hard&apos; in the new-game dialog</extracomment>
        <translation>電腦：困難</translation>
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
        <translation>無</translation>
    </message>
    <message>
        <location filename="../desktop/base/i18n.py" line="+23"/>
        <source>The file is damaged or cut short: it is not a Kotatsu save.</source>
        <translation>檔案已損壞或不完整，不是 Kotatsu 存檔。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This file is not a Kotatsu save.</source>
        <translation>此檔案不是 Kotatsu 存檔。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save was made by a newer Kotatsu (format {version}); this version reads up to format {supported}.</source>
        <translation>此存檔由更新版本的 Kotatsu 建立（格式 {version}），本版本最多只能讀取格式 {supported}。</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Follows a simple plan, and slips now and then</source>
        <translation>按簡單的策略行動，偶爾會失誤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follows a simple plan without a slip</source>
        <translation>按簡單的策略行動，從不失誤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thinks a few moves ahead (about half a second a move)</source>
        <translation>會往後想幾步（每步約半秒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thinks further ahead (up to two seconds a move)</source>
        <translation>想得更遠（每步最多兩秒）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The file cannot be read.</source>
        <translation>無法讀取檔案。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is for a game this Kotatsu does not know ({game}).</source>
        <translation>此存檔屬於本版本 Kotatsu 不支援的遊戲（{game}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is of {game}, which this Kotatsu cannot show at the table yet.</source>
        <translation>這個存檔屬於《{game}》，此版本的 Kotatsu 還無法在牌桌上顯示它。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save needs rules version {needed}; this Kotatsu has version {have}.</source>
        <translation>此存檔需要規則版本 {needed}，本版本 Kotatsu 的規則版本為 {have}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game settings in this save are invalid.</source>
        <translation>此存檔中的遊戲設定無效。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: move {number} breaks the rules.</source>
        <translation>此存檔已損壞：第{number}步違反規則。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a file that can hold a Kotatsu save.</source>
        <translation>這不是一般檔案，無法作為 Kotatsu 存檔開啟。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This file is larger than any Kotatsu save can be ({limit} MB).</source>
        <translation>檔案過大，不可能是 Kotatsu 存檔（上限 {limit} MB）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: its players are not valid.</source>
        <translation>此存檔已損壞：玩家資訊無效。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kotatsu could not open this save because of an error of its own; the file is left as it was.</source>
        <translation>由於 Kotatsu 本身的錯誤，無法開啟此存檔；檔案保持原樣。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This save is damaged: the number that says how it is written is missing or wrong.</source>
        <translation>此存檔已損壞：表示其寫法的編號缺失或有誤。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: it does not say which game it is.</source>
        <translation>此存檔已損壞：沒有寫明是哪個遊戲。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: it does not say which version of the rules it was played with.</source>
        <translation>此存檔已損壞：沒有寫明用哪個版本的規則進行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: the game&apos;s settings are missing or unreadable.</source>
        <translation>此存檔已損壞：遊戲設定缺失或無法讀取。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: the number that decides the shuffles is missing or wrong.</source>
        <translation>此存檔已損壞：決定洗牌的編號缺失或有誤。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: its list of moves is missing or unreadable.</source>
        <translation>此存檔已損壞：步驟列表缺失或無法讀取。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: move {number} cannot be read.</source>
        <translation>此存檔已損壞：第{number}步無法讀取。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: the players saved with it cannot be read.</source>
        <translation>此存檔已損壞：儲存的玩家資訊無法讀取。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: it holds no game.</source>
        <translation>此存檔已損壞：其中沒有遊戲。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: it holds something no Kotatsu save has (“{where}”).</source>
        <translation>此存檔已損壞：含有 Kotatsu 存檔中不會有的內容（「{where}」）。</translation>
    </message>
    <message>
        <location filename="../desktop/shell/platform_check.py" line="+34"/>
        <source>Kotatsu cannot open its window because {library} is missing; install Qt&apos;s X11 libraries with: {command}</source>
        <translation>缺少 {library}，Kotatsu 無法開啟視窗。請用以下指令安裝 Qt 的 X11 函式庫：{command}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kotatsu cannot open its window because there is no display (neither DISPLAY nor WAYLAND_DISPLAY is set); start it in a desktop session</source>
        <translation>找不到顯示器（DISPLAY 與 WAYLAND_DISPLAY 皆未設定），Kotatsu 無法開啟視窗。請在桌面工作階段中啟動</translation>
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
        <translation>愛心1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2 Love</source>
        <extracomment>card name (id love_2, love) | glossary &apos;tc_card_love_2&apos;; Japanese: はあと2; card name (love)</extracomment>
        <translation>愛心2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3 Love</source>
        <extracomment>card name (id love_3, love) | glossary &apos;tc_card_love_3&apos;; Japanese: はあと3; card name (love)</extracomment>
        <translation>愛心3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Marianne Soleil</source>
        <extracomment>card name (id marianne, chief) | glossary &apos;tc_card_marianne&apos;; Japanese: マリアンヌ・ソレイユ; card name (chief)</extracomment>
        <translation>瑪麗安娜·索蕾尤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colette Framboise</source>
        <extracomment>card name (id colette, chief) | glossary &apos;tc_card_colette&apos;; Japanese: コレット・フランボワーズ; card name (chief)</extracomment>
        <translation>科蕾特·芙蘭波瓦茲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Anise Greenaway</source>
        <extracomment>card name (id anise, general) | glossary &apos;tc_card_anise&apos;; Japanese: アニス・グリーナウェイ; card name (general)</extracomment>
        <translation>阿妮絲·格林納威</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ophelia Grail</source>
        <extracomment>card name (id ophelia, general) | glossary &apos;tc_card_ophelia&apos;; Japanese: オフィーリア・グレイル; card name (general)</extracomment>
        <translation>奧菲莉亞·格蕾爾</translation>
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
        <translation>特娜莉絲·特倫特</translation>
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
        <translation>妮娜·懷爾德</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Esquine Foret</source>
        <extracomment>card name (id esquine, general) | glossary &apos;tc_card_esquine&apos;; Japanese: エスキーヌ・フォレ; card name (general)</extracomment>
        <translation>艾絲琪娜·芙蕾</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Genevieve Daubigny</source>
        <extracomment>card name (id genevieve, general) | glossary &apos;tc_card_genevieve&apos;; Japanese: ジュヌヴィエーヴ・ドービニー; card name (general)</extracomment>
        <translation>吉納維芙·多比尼</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moine de Lefevre</source>
        <extracomment>card name (id moine, general) | glossary &apos;tc_card_moine&apos;; Japanese: モワーヌ・ド・ルフェーヴル; card name (general)</extracomment>
        <translation>莫瓦娜·德·勒費弗爾</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eliza Rosewater</source>
        <extracomment>card name (id eliza, general) | glossary &apos;tc_card_eliza&apos;; Japanese: エリザ・ローズウォーター; card name (general)</extracomment>
        <translation>伊莉莎·羅斯沃特</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kagari Ichinomiya</source>
        <extracomment>card name (id kagari, general) | glossary &apos;tc_card_kagari&apos;; Japanese: 一ノ宮カガリ; card name (general)</extracomment>
        <translation>一之宮篝</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Claire Saint-Juste</source>
        <extracomment>card name (id claire, general) | glossary &apos;tc_card_claire&apos;; Japanese: クレール・サン＝ジュスト; card name (general)</extracomment>
        <translation>克萊爾·聖茹斯特</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Safran Virginie</source>
        <extracomment>card name (id safran, general) | glossary &apos;tc_card_safran&apos;; Japanese: サフラン・ヴィルジニー; card name (general)</extracomment>
        <translation>薩芙蘭·維爾吉妮</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Azure Crescent</source>
        <extracomment>card name (id azure, general) | glossary &apos;tc_card_azure&apos;; Japanese: アジュール・クレセント; card name (general)</extracomment>
        <translation>阿祖爾·克雷森特</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Viola Crescent</source>
        <extracomment>card name (id viola, general) | glossary &apos;tc_card_viola&apos;; Japanese: ヴィオラ・クレセント; card name (general)</extracomment>
        <translation>維奧拉·克雷森特</translation>
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
        <translation>安珀·托瓦萊特</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nord Twilight</source>
        <extracomment>card name (id nord, private) | glossary &apos;tc_card_nord&apos;; Japanese: ノール・トワイライト; card name (private)</extracomment>
        <translation>諾爾·托瓦萊特</translation>
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
        <translation>菲·龍芳</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lalande Dreyfus</source>
        <extracomment>card name (id lalande, private) | glossary &apos;tc_card_lalande&apos;; Japanese: ラランド・ドレフュス; card name (private)</extracomment>
        <translation>拉蘭德·德雷福斯</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milly Violet</source>
        <extracomment>card name (id milly, private) | glossary &apos;tc_card_milly&apos;; Japanese: ミリー・ヴァイオレット; card name (private)</extracomment>
        <translation>米莉·維奧萊特</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eugenie Fontaine</source>
        <extracomment>card name (id eugenie, private) | glossary &apos;tc_card_eugenie&apos;; Japanese: ウジェニー・フォンテーヌ; card name (private)</extracomment>
        <translation>歐仁妮·方丹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lucienne de Marlboro</source>
        <extracomment>card name (id lucienne, private) | glossary &apos;tc_card_lucienne&apos;; Japanese: リュシエンヌ・ド・マールボロ; card name (private)</extracomment>
        <translation>呂西安娜·德·馬爾伯勒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rosa Topaz</source>
        <extracomment>card name (id rosa, private) | glossary &apos;tc_card_rosa&apos;; Japanese: ローザ・トパーズ; card name (private)</extracomment>
        <translation>羅莎·托帕茲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tanya Petrushka</source>
        <extracomment>card name (id tanya, private) | glossary &apos;tc_card_tanya&apos;; Japanese: ターニャ・ペトルーシュカ; card name (private)</extracomment>
        <translation>塔妮婭·彼得魯什卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Illness</source>
        <extracomment>card name (id illness, event) | glossary &apos;tc_illness&apos;; Japanese: 病気; An event card put on a maid: she scores nothing and loses her ability.</extracomment>
        <translation>病氣</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bad Habit</source>
        <extracomment>card name (id bad_habit, event) | glossary &apos;tc_bad_habit&apos;; Japanese: 悪癖; An event card: −1 VP in the Private Quarters it is put into.</extracomment>
        <translation>惡癖</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shows 1 Love.</source>
        <extracomment>card text of 1 Love (id love_1)</extracomment>
        <translation>提供1點愛心。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shows 2 Love.</source>
        <extracomment>card text of 2 Love (id love_2)</extracomment>
        <translation>提供2點愛心。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shows 3 Love. In your starting phase you may discard it to return an Illness from a maid in your Private Quarters to the town.</source>
        <extracomment>card text of 3 Love (id love_3)</extracomment>
        <translation>提供3點愛心。開始階段時可以棄掉這張牌，把自己家中一位女僕身上的病氣放回供應區。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Maid Chief. No ability.</source>
        <extracomment>card text of Marianne Soleil (id marianne)</extracomment>
        <translation>女僕長。沒有能力。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chambermaid Chief. Chambermaid: Serving -2. At the end, the player with more Colettes than every other player gains 5 VP.</source>
        <extracomment>card text of Colette Framboise (id colette)</extracomment>
        <translation>貼身女僕長。貼身奉仕：奉仕−2。遊戲結束時，科蕾特比其他所有玩家都多的玩家獲得5VP。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw +3, Employment +1.</source>
        <extracomment>card text of Anise Greenaway (id anise)</extracomment>
        <translation>抽牌+3，僱用+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw +1, Love +1, Serving +1, Employment +1. With more than one Ophelia, each is worth 2 VP if you have an odd number of them, -2 VP if an even number.</source>
        <extracomment>card text of Ophelia Grail (id ophelia)</extracomment>
        <translation>抽牌+1，愛心+1，奉仕+1，僱用+1。擁有兩張以上奧菲莉亞時，張數為奇數則每張2VP，為偶數則每張−2VP。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may exchange a 1 Love from your hand for a 2 Love or a maid costing 4 or less from the town; it goes to your hand.</source>
        <extracomment>card text of Sainsbury Lockwood (id sainsbury)</extracomment>
        <translation>可以用手牌中的一張愛心1，交換供應區的一張愛心2或價值4以下的女僕，換來的牌加入手牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Love +3, Employment +1. Every other player draws a card.</source>
        <extracomment>card text of Tenalys Trent (id tenalys)</extracomment>
        <translation>愛心+3，僱用+1。其他所有玩家各抽一張牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw +1, Serving +2. You may discard a card; if you do, every other player with 4 or more cards in hand discards one of them.</source>
        <extracomment>card text of Natsumi Fujikawa (id natsumi)</extracomment>
        <translation>抽牌+1，奉仕+2。可以棄一張牌；若棄了，手牌在4張以上的其他玩家各自選一張棄掉。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Love +1. The players to your left and right, if they have a maid in their Private Quarters, each put a Bad Habit from the town into them.</source>
        <extracomment>card text of Nena Wilder (id nena)</extracomment>
        <translation>愛心+1。左右兩邊的玩家若家中有女僕，各自把供應區的一張惡癖放進自己家中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw +2. You may discard up to 2 cards: Serving +1 for each.</source>
        <extracomment>card text of Esquine Foret (id esquine)</extracomment>
        <translation>抽牌+2。可以棄至多兩張牌：每棄一張奉仕+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw +1, Love +1, Serving +1.</source>
        <extracomment>card text of Genevieve Daubigny (id genevieve)</extracomment>
        <translation>抽牌+1，愛心+1，奉仕+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw +2, Employment +2.</source>
        <extracomment>card text of Moine de Lefevre (id moine)</extracomment>
        <translation>抽牌+2，僱用+2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Love +2. You may look at the top card of any player&apos;s deck and may discard it.</source>
        <extracomment>card text of Eliza Rosewater (id eliza)</extracomment>
        <translation>愛心+2。可以查看任意一位玩家牌庫頂的牌，並可以把它棄掉。</translation>
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
        <translation>奉仕+1。可以把自己家中的一張事件卡放回供應區。當事件卡將要放進你家中時，可以展示手牌中的克萊爾，把它放回供應區。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Love +2. Chambermaid: Serving -1. Chambered Safrans score 4 VP for 2, 8 VP for 3, 12 VP for 4.</source>
        <extracomment>card text of Safran Virginie (id safran)</extracomment>
        <translation>愛心+2。貼身奉仕：奉仕−1。貼身的薩芙蘭2張得4VP，3張得8VP，4張得12VP。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Employment +1. Chambermaid: Serving -1. Chambered Crescent sisters: 3 VP for each set of 2 different sisters, 7 VP for each set of all 3.</source>
        <extracomment>card text of Azure Crescent (id azure)</extracomment>
        <translation>僱用+1。貼身奉仕：奉仕−1。貼身的克雷森特姐妹：每組2位不同的姐妹得3VP，每組3位齊全得7VP。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw +1. Chambermaid: Serving -1. Chambered Crescent sisters: 3 VP for each set of 2 different sisters, 7 VP for each set of all 3.</source>
        <extracomment>card text of Viola Crescent (id viola)</extracomment>
        <translation>抽牌+1。貼身奉仕：奉仕−1。貼身的克雷森特姐妹：每組2位不同的姐妹得3VP，每組3位齊全得7VP。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Love +1. Chambermaid: Serving -1. Chambered Crescent sisters: 3 VP for each set of 2 different sisters, 7 VP for each set of all 3.</source>
        <extracomment>card text of Rouge Crescent (id rouge)</extracomment>
        <translation>愛心+1。貼身奉仕：奉仕−1。貼身的克雷森特姐妹：每組2位不同的姐妹得3VP，每組3位齊全得7VP。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At the start of every other player&apos;s discard phase, that player discards the top card of their deck; if it is not a maid, they draw one card fewer for their next hand.</source>
        <extracomment>card text of Amber Twilight (id amber)</extracomment>
        <translation>其他玩家的結束階段開始時，該玩家棄掉牌庫頂的一張牌；若那不是女僕，下次補手牌時少抽一張。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting phase: you may discard all but one card of your hand; if you do, put two Illnesses from the town on one maid in any Private Quarters.</source>
        <extracomment>card text of Nord Twilight (id nord)</extracomment>
        <translation>開始階段：可以把手牌棄到只剩一張；若棄了，把供應區的兩張病氣放在任意一位玩家家中的一位女僕身上。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting phase: you may move an Event from any Private Quarters to the same place in another player&apos;s Private Quarters.</source>
        <extracomment>card text of Sora Nakachi (id sora)</extracomment>
        <translation>開始階段：可以把任意一位玩家家中的一張事件卡，移到另一位玩家家中的相同位置。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting phase: Love +1 or Employment +1.</source>
        <extracomment>card text of Fay Longfang (id fay)</extracomment>
        <translation>開始階段：愛心+1或僱用+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting phase: Draw +1.</source>
        <extracomment>card text of Lalande Dreyfus (id lalande)</extracomment>
        <translation>開始階段：抽牌+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first time each turn you serve a maid with Draw, Serving +1.</source>
        <extracomment>card text of Milly Violet (id milly)</extracomment>
        <translation>每回合第一次讓有抽牌效果的女僕奉仕時，奉仕+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting phase: you may look at a random card in another player&apos;s hand; then you may show them a random card of yours, and if you do, swap the two.</source>
        <extracomment>card text of Eugenie Fontaine (id eugenie)</extracomment>
        <translation>開始階段：可以隨機查看另一位玩家的一張手牌；之後可以讓對方隨機看你的一張手牌，若如此做，交換這兩張牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting phase: Serving +1.</source>
        <extracomment>card text of Lucienne de Marlboro (id lucienne)</extracomment>
        <translation>開始階段：奉仕+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting phase: Love +1.</source>
        <extracomment>card text of Rosa Topaz (id rosa)</extracomment>
        <translation>開始階段：愛心+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first time each turn you serve a maid with Draw, draw one more card.</source>
        <extracomment>card text of Tanya Petrushka (id tanya)</extracomment>
        <translation>每回合第一次讓有抽牌效果的女僕奉仕時，多抽一張牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put it on a maid in a player&apos;s Private Quarters: she scores nothing and loses her ability until a 3 Love returns the Illness.</source>
        <extracomment>card text of Illness (id illness)</extracomment>
        <translation>放在某位玩家家中的一位女僕身上：在用愛心3把病氣放回之前，她不計分，也失去能力。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put it into another player&apos;s Private Quarters: -1 VP, or -2 VP each once they have more than 4.</source>
        <extracomment>card text of Bad Habit (id bad_habit)</extracomment>
        <translation>放進另一位玩家家中：−1VP；超過4張時每張−2VP。</translation>
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
        <translation>僱用</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-2"/>
        <source>Love</source>
        <extracomment>glossary &apos;tc_love&apos;; Japanese: はあと; What maids are employed with. | term &apos;love&apos;</extracomment>
        <translation>愛心</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-3"/>
        <location line="+24"/>
        <source>Maid chief</source>
        <extracomment>glossary &apos;tc_maid_chief&apos;; Japanese: メイド長; Colette and Marianne: VP cards that cannot serve. | term &apos;maid_chief&apos; | card kind &apos;chief&apos;</extracomment>
        <translation>女僕長</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-25"/>
        <location line="+26"/>
        <source>General maid</source>
        <extracomment>glossary &apos;tc_general_maid&apos;; Japanese: 一般メイド; The 16 kinds that can serve; 10 are in a town. | term &apos;general_maid&apos; | card kind &apos;general&apos;</extracomment>
        <translation>一般女僕</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-27"/>
        <location line="+28"/>
        <source>Private maid</source>
        <extracomment>glossary &apos;tc_private_maid&apos;; Japanese: 専属メイド; The 10 single maids that go straight into the Private Quarters. | term &apos;private_maid&apos; | card kind &apos;private&apos;</extracomment>
        <translation>專屬女僕</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-25"/>
        <source>Chambermaid</source>
        <extracomment>glossary &apos;tc_chambermaid&apos;; Japanese: そば仕え; A maid put into the Private Quarters by chambering. | term &apos;chambermaid&apos;</extracomment>
        <translation>貼身女僕</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+5"/>
        <source>Chamber</source>
        <extracomment>glossary &apos;tc_chamber&apos;; Japanese: そば仕え; Paying servings to put a maid from the hand into the Private Quarters. | term &apos;chamber&apos;</extracomment>
        <translation>貼身奉仕</translation>
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
        <translation>供應區</translation>
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
        <translation>價值</translation>
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
        <translation>牌庫</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Discard pile</source>
        <extracomment>glossary &apos;tc_discard_pile&apos;; Japanese: 捨て札 | term &apos;discard_pile&apos;</extracomment>
        <translation>棄牌堆</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+6"/>
        <source>Starting phase</source>
        <extracomment>glossary &apos;tc_starting_phase&apos;; Japanese: 開始フェイズ | phase &apos;start&apos;</extracomment>
        <translation>開始階段</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Serving phase</source>
        <extracomment>glossary &apos;tc_serving_phase&apos;; Japanese: ご奉仕フェイズ | phase &apos;serving&apos;</extracomment>
        <translation>奉仕階段</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Employ phase</source>
        <extracomment>glossary &apos;tc_employ_phase&apos;; Japanese: 雇用フェイズ | phase &apos;employ&apos;</extracomment>
        <translation>僱用階段</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Discard phase</source>
        <extracomment>glossary &apos;tc_discard_phase&apos;; Japanese: 終了フェイズ; English after the cards&apos; own word (Amber: &apos;discard phase&apos;). | phase &apos;discard&apos;</extracomment>
        <translation>結束階段</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Game over</source>
        <extracomment>phase &apos;over&apos;</extracomment>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+4"/>
        <source>Love card</source>
        <extracomment>card kind &apos;love&apos;</extracomment>
        <translation>愛心卡</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+9"/>
        <source>Starting phase: cure an Illness, use your private maid, or go on</source>
        <extracomment>prompt for decision kind &apos;start&apos;</extracomment>
        <translation>開始階段：治好病氣、使用專屬女僕，或繼續</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Serving phase: serve or chamber maids, or end the phase</source>
        <extracomment>prompt for decision kind &apos;serving&apos;</extracomment>
        <translation>奉仕階段：奉仕或貼身奉仕，或結束本階段</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Employ phase: employ from the town, or end your turn</source>
        <extracomment>prompt for decision kind &apos;employ&apos;</extracomment>
        <translation>僱用階段：從供應區僱用，或結束回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: Love +1 or Employment +1?</source>
        <extracomment>prompt for decision kind &apos;fay&apos;; keep {card} as they are</extracomment>
        <translation>{card}：愛心+1還是僱用+1？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: look at a random card in whose hand?</source>
        <extracomment>prompt for decision kind &apos;eugenie&apos;; keep {card} as they are</extracomment>
        <translation>{card}：隨機查看誰的一張手牌？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: show them a random card of yours and swap the two?</source>
        <extracomment>prompt for decision kind &apos;eugenie_swap&apos;; keep {card} as they are</extracomment>
        <translation>{card}：讓對方隨機看你的一張手牌並交換這兩張嗎？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: keep one card and discard the rest of your hand?</source>
        <extracomment>prompt for decision kind &apos;nord&apos;; keep {card} as they are</extracomment>
        <translation>{card}：只留一張，棄掉其餘手牌嗎？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: put two Illnesses on which maid?</source>
        <extracomment>prompt for decision kind &apos;nord_target&apos;; keep {card} as they are</extracomment>
        <translation>{card}：把兩張病氣放在哪位女僕身上？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: move which event?</source>
        <extracomment>prompt for decision kind &apos;sora&apos;; keep {card} as they are</extracomment>
        <translation>{card}：移動哪張事件卡？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: move it where?</source>
        <extracomment>prompt for decision kind &apos;sora_target&apos;; keep {card} as they are</extracomment>
        <translation>{card}：移到哪裡？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: exchange a 1 Love from your hand for which card?</source>
        <extracomment>prompt for decision kind &apos;sainsbury&apos;; keep {card} as they are</extracomment>
        <translation>{card}：用手牌中的愛心1交換哪張牌？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: discard a card? Then every other player with 4 or more cards discards one</source>
        <extracomment>prompt for decision kind &apos;natsumi&apos;; keep {card} as they are</extracomment>
        <translation>{card}：棄一張牌嗎？棄了的話，手牌4張以上的其他玩家也各棄一張</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: discard a card from your hand</source>
        <extracomment>prompt for decision kind &apos;natsumi_others&apos;; keep {card} as they are</extracomment>
        <translation>{card}：請棄一張手牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: discard up to 2 cards, Serving +1 for each</source>
        <extracomment>prompt for decision kind &apos;esquine&apos;; keep {card} as they are</extracomment>
        <translation>{card}：棄至多兩張牌，每張奉仕+1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: look at the top card of whose deck?</source>
        <extracomment>prompt for decision kind &apos;eliza&apos;; keep {card} as they are</extracomment>
        <translation>{card}：查看誰的牌庫頂？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: discard it, or leave it on the deck?</source>
        <extracomment>prompt for decision kind &apos;eliza_top&apos;; keep {card} as they are</extracomment>
        <translation>{card}：棄掉，還是留在牌庫上？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: return an event in your Private Quarters to the town?</source>
        <extracomment>prompt for decision kind &apos;claire&apos;; keep {card} as they are</extracomment>
        <translation>{card}：把家中的事件卡放回供應區嗎？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{event} is coming into your Private Quarters: reveal Claire to return it to the town?</source>
        <extracomment>prompt for decision kind &apos;reaction&apos;; keep {event} as they are</extracomment>
        <translation>{event}將放進你家中：展示克萊爾把它放回供應區嗎？</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+10"/>
        <source>Go on to serving</source>
        <extracomment>button for the action &apos;end_start&apos;</extracomment>
        <translation>進入奉仕</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>End serving phase</source>
        <extracomment>button for the action &apos;end_serving&apos;</extracomment>
        <translation>結束奉仕階段</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>End turn</source>
        <extracomment>button for the action &apos;end_turn&apos;</extracomment>
        <translation>結束回合</translation>
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
        <translation>交換</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Reveal Claire</source>
        <extracomment>button for the action &apos;react&apos;</extracomment>
        <translation>展示克萊爾</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Discard it</source>
        <extracomment>button for the action &apos;discard_top&apos;</extracomment>
        <translation>棄掉</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Leave it on the deck</source>
        <extracomment>button for the action &apos;keep_top&apos;</extracomment>
        <translation>留在牌庫上</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Love +1</source>
        <extracomment>button for the action &apos;choose love&apos;</extracomment>
        <translation>愛心+1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Employment +1</source>
        <extracomment>button for the action &apos;choose employ&apos;</extracomment>
        <translation>僱用+1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+4"/>
        <source>Serve {card}</source>
        <extracomment>button for actions of kind &apos;serve&apos;; keep {card} as they are</extracomment>
        <translation>讓{card}奉仕</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Make {card} a chambermaid</source>
        <extracomment>button for actions of kind &apos;chamber&apos;; keep {card} as they are</extracomment>
        <translation>讓{card}貼身奉仕</translation>
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
        <translation>僱用{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card} to {player}</source>
        <extracomment>button for actions of kind &apos;employ_player&apos;; keep {card}, {player} as they are</extracomment>
        <translation>{card}給{player}</translation>
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
        <translation>治好{maid}（棄掉愛心3）</translation>
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
        <translation>換取{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Discard {card}</source>
        <extracomment>button for actions of kind &apos;discard&apos;; keep {card} as they are</extracomment>
        <translation>棄掉{card}</translation>
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
        <translation>{player}的牌庫</translation>
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
        <translation>給{player}</translation>
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
        <translation>從第{number}回合繼續</translation>
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
        <translation>{player}讓{card}奉仕</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} chambered {card}</source>
        <oldsource>{player} chambers {card}</oldsource>
        <extracomment>log line for event &apos;chamber&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}讓{card}貼身奉仕</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} employed {card}</source>
        <oldsource>{player} employs {card}</oldsource>
        <extracomment>log line for event &apos;employ&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}僱用了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} employed {card} as a private maid</source>
        <oldsource>{player} employs {card} as their private maid</oldsource>
        <extracomment>log line for event &apos;employ:private&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}僱用了{card}作為專屬女僕</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} sent a Bad Habit to {target}</source>
        <oldsource>{player} sends a Bad Habit to {target}</oldsource>
        <extracomment>log line for event &apos;employ:bad_habits&apos;; keep {player}, {target} as they are</extracomment>
        <translation>{player}把惡癖送給了{target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} sent an Illness to a maid of {target}</source>
        <oldsource>{player} sends an Illness to a maid of {target}</oldsource>
        <extracomment>log line for event &apos;employ:illness&apos;; keep {player}, {target} as they are</extracomment>
        <translation>{player}把病氣送給了{target}的女僕</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card} × {count} into the Private Quarters of {target}</source>
        <extracomment>log line for event &apos;event_placed&apos;; keep {card}, {count}, {target} as they are</extracomment>
        <translation>{card}×{count}放進了{target}家中</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} revealed Claire: {event} went back to the town</source>
        <oldsource>{player} reveals Claire: {event} goes back to the town</oldsource>
        <extracomment>log line for event &apos;reaction&apos;; keep {player}, {event} as they are</extracomment>
        <translation>{player}展示了克萊爾：{event}回到供應區</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} returned {card} to the town</source>
        <oldsource>{player} returns {card} to the town</oldsource>
        <extracomment>log line for event &apos;event_returned&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}把{card}放回了供應區</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} discarded a 3 Love and returned an Illness to the town</source>
        <oldsource>{player} discards a 3 Love and returns an Illness to the town</oldsource>
        <extracomment>log line for event &apos;cure&apos;; keep {player} as they are</extracomment>
        <translation>{player}棄掉愛心3，把病氣放回了供應區</translation>
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
        <translation>{player}將棄牌堆洗成新的牌庫</translation>
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
        <translation>{player}抽了{count}張牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} drew a card</source>
        <oldsource>{player} draws a card</oldsource>
        <extracomment>log line for event &apos;draw_count:1&apos;; keep {player} as they are</extracomment>
        <translation>{player}抽了1張牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} discarded {card}</source>
        <oldsource>{player} discards {card}</oldsource>
        <extracomment>log line for event &apos;discard&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}棄掉了{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} discarded {card} from the top of the deck</source>
        <oldsource>{player} discards {card} from the top of their deck</oldsource>
        <extracomment>log line for event &apos;discard:deck&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}棄掉了牌庫頂的{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} looked at the top of the deck of {target}: {card}</source>
        <oldsource>{player} looks at the top of the deck of {target}: {card}</oldsource>
        <extracomment>log line for event &apos;look&apos;; keep {player}, {target}, {card} as they are</extracomment>
        <translation>{player}查看了{target}的牌庫頂：{card}</translation>
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
        <translation>{player}把{gave}交給{target}，換來了{got}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} exchanged {gave} for {got}</source>
        <oldsource>{player} exchanges {gave} for {got}</oldsource>
        <extracomment>log line for event &apos;exchange&apos;; keep {player}, {gave}, {got} as they are</extracomment>
        <translation>{player}用{gave}換來了{got}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>New face-up private maid: {card}</source>
        <extracomment>log line for event &apos;private_refill&apos;; keep {card} as they are</extracomment>
        <translation>新翻開的專屬女僕：{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Amber Twilight: {player} discarded {card} from the top of the deck</source>
        <oldsource>Amber Twilight: {player} discards {card} from the top of their deck</oldsource>
        <extracomment>log line for event &apos;amber&apos;; keep {player}, {card} as they are</extracomment>
        <translation>安珀·托瓦萊特：{player}棄掉了牌庫頂的{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Game over: {winners} won</source>
        <oldsource>Game over: {winners} wins</oldsource>
        <extracomment>log line for event &apos;game_over&apos;; keep {winners} as they are</extracomment>
        <translation>遊戲結束：{winners}獲勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Two maid piles are empty: {winners} won</source>
        <oldsource>Two maid piles are empty: {winners} wins</oldsource>
        <extracomment>log line for event &apos;game_over:two_piles&apos;; keep {winners} as they are</extracomment>
        <translation>兩堆女僕卡見底：{winners}獲勝</translation>
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
        <translation>{player}把病氣送給了你的女僕</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card} × {count} into your Private Quarters</source>
        <extracomment>log line naming the reader, for event &apos;event_placed:to_you&apos;; keep {card}, {count} as they are</extracomment>
        <translation>{card}×{count}放進了你家中</translation>
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
        <translation>你還可以奉仕。再點一次「結束奉仕階段」即可結束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>You still have {love} Love. Click “End turn” again to end it.</source>
        <extracomment>warning before a move &apos;love_left&apos;; keep {love} as they are</extracomment>
        <translation>你還有{love}點愛心。再點一次「結束回合」即可結束。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+6"/>
        <source>Ophelia</source>
        <extracomment>score source &apos;ophelia&apos;</extracomment>
        <translation>奧菲莉亞</translation>
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
        <translation>薩芙蘭組合</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Crescent sets</source>
        <extracomment>score source &apos;crescent_sets&apos;</extracomment>
        <translation>克雷森特組合</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Bad Habits</source>
        <extracomment>score source &apos;bad_habits&apos;</extracomment>
        <translation>惡癖</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Total</source>
        <extracomment>score source &apos;total&apos;</extracomment>
        <translation>合計</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+3"/>
        <source>Two maid piles are empty.</source>
        <extracomment>end reason &apos;two_piles&apos;</extracomment>
        <translation>兩堆女僕卡已見底。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Nobody could employ anything for many rounds: the game ends on VP.</source>
        <extracomment>end reason &apos;stalemate&apos;</extracomment>
        <translation>很多輪都沒有人能僱用任何牌：按VP決定勝負。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-100"/>
        <source>{card}: choose</source>
        <extracomment>any other decision; keep {card} as they are</extracomment>
        <translation>{card}：請選擇</translation>
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
        <translation>{prompt}（已選{picked}張）</translation>
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
        <translation>{card}：選擇放到哪裡（在醒目的家或女僕上按Enter；Esc取消）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is not your turn.</source>
        <extracomment>refusal &apos;not_your_turn&apos; of a card gesture (engine)</extracomment>
        <translation>現在不是你的回合。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can&apos;t do that in this phase.</source>
        <extracomment>refusal &apos;wrong_phase&apos; of a card gesture (engine)</extracomment>
        <translation>這個階段不能這樣做。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no servings left.</source>
        <extracomment>refusal &apos;no_servings&apos; of a card gesture (engine)</extracomment>
        <translation>你沒有剩餘的奉仕次數。</translation>
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
        <translation>讓{card}貼身奉仕需要{cost}次奉仕；你還有{servings}次。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} can&apos;t be a chambermaid.</source>
        <extracomment>refusal &apos;not_chamberable&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>{card}不能貼身奉仕。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no employs left.</source>
        <extracomment>refusal &apos;no_employs&apos; of a card gesture (engine)</extracomment>
        <translation>你沒有剩餘的僱用次數。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} costs {cost} Love; you have {love}.</source>
        <extracomment>refusal &apos;too_dear&apos; of a card gesture (engine); keep {card}, {cost}, {love} as they are</extracomment>
        <translation>{card}需要{cost}點愛心；你有{love}點。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no {card} left in the town.</source>
        <extracomment>refusal &apos;pile_empty&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>供應區已經沒有{card}了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An event can only go where there is a healthy maid.</source>
        <extracomment>refusal &apos;no_maid_there&apos; of a card gesture (engine)</extracomment>
        <translation>事件卡只能放在有健康女僕的地方。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can&apos;t put that on yourself.</source>
        <extracomment>refusal &apos;not_on_yourself&apos; of a card gesture (engine)</extracomment>
        <translation>這不能放在你自己那裡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That maid already has an Illness.</source>
        <extracomment>refusal &apos;maid_ill&apos; of a card gesture (engine)</extracomment>
        <translation>這位女僕已經有病氣了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That does nothing.</source>
        <extracomment>refusal &apos;nothing&apos; of a card gesture (engine)</extracomment>
        <translation>這樣做沒有效果。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+98"/>
        <source>On equal VP, the player who employed fewer maids wins.</source>
        <extracomment>the tie-break, on the end page</extracomment>
        <translation>VP相同時，僱用女僕較少的玩家獲勝。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This card&apos;s text is reconstructed from a fan implementation (no printed text was found); the effect may differ from the card.</source>
        <extracomment>note under a reconstructed card&apos;s text</extracomment>
        <translation>這張牌的文字是根據愛好者的實作重建的（沒有找到印刷文字）；效果可能與實卡不同。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Employ a maid</source>
        <extracomment>lesson step 1 (employ_with_love): its title</extracomment>
        <translation>僱用女僕</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your hand shows 4 Love: four 1 Love cards. Love is what you employ maids with. Drag Genevieve (cost 4) from the town onto your discard pile.</source>
        <extracomment>lesson step 1 (employ_with_love): what to do and why</extracomment>
        <translation>手牌中有四張愛心1，共4點愛心。女僕是用愛心僱用的。把吉納維芙（價值4）從供應區拖到你的棄牌堆上。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Employ Genevieve (or Moine): drag her from the town onto your discard pile.</source>
        <extracomment>lesson step 1 (employ_with_love): said when another move is tried</extracomment>
        <translation>僱用吉納維芙（或莫瓦娜）：把她從供應區拖到你的棄牌堆上。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard and draw</source>
        <extracomment>lesson step 2 (discard_and_draw): its title</extracomment>
        <translation>棄牌與抽牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your Love was spent, so the discard phase ended your turn: your hand went to your discard pile and you drew 5 new cards. An empty deck is refilled by shuffling the discard pile. Now employ Kagari (cost 3).</source>
        <extracomment>lesson step 2 (discard_and_draw): what to do and why</extracomment>
        <translation>愛心用完了，結束階段結束了你的回合：手牌放進棄牌堆，再抽5張新牌。牌庫抽完時，把棄牌堆洗成新的牌庫。現在僱用一之宮篝（價值3）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Employ a general maid with your 3 Love, Kagari for instance.</source>
        <extracomment>lesson step 2 (discard_and_draw): said when another move is tried</extracomment>
        <translation>用3點愛心僱用一位一般女僕，例如一之宮篝。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serve a maid</source>
        <extracomment>lesson step 3 (serve): its title</extracomment>
        <translation>讓女僕奉仕</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the serving phase you serve maids from your hand; each costs one serving, and you have 1. Kagari gives Serving +2: drag her onto “Served this turn” (or double-click her).</source>
        <extracomment>lesson step 3 (serve): what to do and why</extracomment>
        <translation>奉仕階段中，你讓手牌中的女僕奉仕；每位消耗一次奉仕，你現在有1次。一之宮篝給予奉仕+2：把她拖到「本回合奉仕的女僕」（或按兩下她）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serve Kagari first: she gives back more servings than she costs.</source>
        <extracomment>lesson step 3 (serve): said when another move is tried</extracomment>
        <translation>先讓一之宮篝奉仕：她給回的奉仕比消耗的多。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A maid&apos;s bonus</source>
        <extracomment>lesson step 4 (bonus): its title</extracomment>
        <translation>女僕的效果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A maid&apos;s bonus is on her card. Genevieve gives Draw +1, Love +1 and Serving +1: serve her now.</source>
        <extracomment>lesson step 4 (bonus): what to do and why</extracomment>
        <translation>女僕的效果寫在她的卡上。吉納維芙給予抽牌+1、愛心+1、奉仕+1：現在讓她奉仕。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serve Genevieve: a card, 1 Love and her serving back.</source>
        <extracomment>lesson step 4 (bonus): said when another move is tried</extracomment>
        <translation>讓吉納維芙奉仕：一張牌、1點愛心，奉仕次數也回來。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>More employs</source>
        <extracomment>lesson step 5 (more_employs): its title</extracomment>
        <translation>更多僱用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Genevieve drew Moine. Moine gives Draw +2 and Employment +2: three employs this turn. Serve Moine.</source>
        <extracomment>lesson step 5 (more_employs): what to do and why</extracomment>
        <translation>吉納維芙抽到了莫瓦娜。莫瓦娜給予抽牌+2、僱用+2：本回合可僱用三次。讓莫瓦娜奉仕。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serve Moine: her 2 extra employs are for later this turn.</source>
        <extracomment>lesson step 5 (more_employs): said when another move is tried</extracomment>
        <translation>讓莫瓦娜奉仕：多出的2次僱用留到本回合稍後使用。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A chambermaid</source>
        <extracomment>lesson step 6 (chambermaid): its title</extracomment>
        <translation>貼身女僕</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instead of serving her, you may spend servings to make a maid a chambermaid: she stays in your Private Quarters, her points safe for the end. Azure costs 1 serving: drag her onto your Private Quarters.</source>
        <extracomment>lesson step 6 (chambermaid): what to do and why</extracomment>
        <translation>除了讓女僕奉仕，也可以花奉仕次數讓她貼身奉仕：她成為貼身女僕，留在你家中，分數保留到遊戲結束。阿祖爾需要1次奉仕：把她拖到你家中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag Azure onto your Private Quarters (the row under your name).</source>
        <extracomment>lesson step 6 (chambermaid): said when another move is tried</extracomment>
        <translation>把阿祖爾拖到你家中（你名字下方的那一排）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Employ a private maid</source>
        <extracomment>lesson step 7 (private_maid): its title</extracomment>
        <translation>僱用專屬女僕</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The employ phase: you show 8 Love and have 3 employs. A private maid goes straight into your Private Quarters; the one on top works every turn. Drag Rosa (cost 5, Love +1 each starting phase) onto them.</source>
        <extracomment>lesson step 7 (private_maid): what to do and why</extracomment>
        <translation>僱用階段：你有8點愛心和3次僱用。專屬女僕直接進入你家中，最上面的一位每回合都會工作。把羅莎（價值5，每個開始階段愛心+1）拖到你家中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Employ Rosa first: drag her from beside the private-maid pile onto your Private Quarters.</source>
        <extracomment>lesson step 7 (private_maid): said when another move is tried</extracomment>
        <translation>先僱用羅莎：把她從專屬女僕牌堆旁拖到你家中。</translation>
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
        <translation>事件卡送給其他玩家。惡癖（價值2）放進對方家中，−1分；病氣（價值4）放在對方家中的女僕身上，在用愛心3治好之前她不計分。把一張惡癖拖到對手的家。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give your opponent a Bad Habit: drag it from the town onto their Private Quarters.</source>
        <extracomment>lesson step 8 (event): said when another move is tried</extracomment>
        <translation>給對手一張惡癖：把它從供應區拖到對手的家。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End your turn</source>
        <extracomment>lesson step 9 (end_turn): its title</extracomment>
        <translation>結束回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Love does not carry over: spend your last 1 Love on a card, or keep it. Then press End turn.</source>
        <extracomment>lesson step 9 (end_turn): what to do and why</extracomment>
        <translation>愛心不能留到下回合：可以用剩下的1點愛心僱用一張牌，也可以不用。然後按「結束回合」。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press End turn to let your opponent play.</source>
        <extracomment>lesson step 9 (end_turn): said when another move is tried</extracomment>
        <translation>按「結束回合」，輪到對手。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The end of the game</source>
        <extracomment>lesson step 10 (last_pile): its title</extracomment>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game ends at once when two maid piles are empty. The Azure pile is; employ the last Kagari. Every maid you own scores, with chambermaid sets and minus Bad Habits: the most points win.</source>
        <extracomment>lesson step 10 (last_pile): what to do and why</extracomment>
        <translation>兩個女僕牌堆見底時，遊戲立即結束。阿祖爾的牌堆已經空了：僱用最後一張一之宮篝。你擁有的每位女僕都計分，加上貼身女僕的組合，減去惡癖：分數最高者獲勝。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Employ the last Kagari: her empty pile ends the game.</source>
        <extracomment>lesson step 10 (last_pile): said when another move is tried</extracomment>
        <translation>僱用最後一張一之宮篝：她的牌堆見底，遊戲結束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A few turns later…</source>
        <extracomment>lesson: said where the lesson skips ahead</extracomment>
        <translation>幾個回合之後…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Near the end of the game…</source>
        <extracomment>lesson: said where the lesson skips ahead</extracomment>
        <translation>遊戲接近尾聲…</translation>
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
        <translation>你已經瞭解 Tanto Cuore 的完整一回合：讓女僕奉仕獲得效果、貼身奉仕、用愛心僱用、送出事件卡，清空兩個女僕牌堆結束遊戲。現在開始一局真正的遊戲，或閱讀規則。</translation>
    </message>
    <message>
        <location filename="../desktop/games/tanto_cuore/end_details.py" line="+18"/>
        <source>Maids employed</source>
        <translation>僱用的女僕</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns played: {turns}.</source>
        <translation>進行的回合：{turns}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns</source>
        <translation>回合數</translation>
    </message>
    <message>
        <location filename="../desktop/games/tanto_cuore/items.py" line="+15"/>
        <source>active</source>
        <translation>生效</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inactive</source>
        <translation>無效</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>below</source>
        <translation>下方</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set: {points} VP</source>
        <translation>組合：{points}VP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>face down</source>
        <translation>背面朝上</translation>
    </message>
    <message>
        <location filename="../desktop/games/tanto_cuore/options_form.py" line="+17"/>
        <source>General maids</source>
        <translation>一般女僕</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random 10</source>
        <translation>隨機10種</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick 10 yourself</source>
        <translation>自選10種</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recommended first town</source>
        <translation>推薦的首局供應區</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your 10</source>
        <translation>你的10種</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} ({cost})</source>
        <translation>{card}（{cost}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick exactly {n} general maids (you picked {k}).</source>
        <translation>請正好選擇{n}種一般女僕（已選{k}種）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule options (where the sources disagree)</source>
        <translation>規則選項（資料說法不一之處）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bad Habits count −2 each</source>
        <translation>惡癖每張變成−2VP的條件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with more than 4 (default)</source>
        <translation>超過4張時（預設）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with 4 or more</source>
        <translation>4張以上時</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An Illness may go on your own maids too</source>
        <translation>病氣也可以放在自己的女僕身上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost of Fay Longfang</source>
        <translation>菲·龍芳的價值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VP of Safran Virginie</source>
        <translation>薩芙蘭·維爾吉妮的VP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{value} (default)</source>
        <translation>{value}（預設）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The town lists maids this game does not have: {cards}.</source>
        <translation>供應區列出了本遊戲沒有的女僕：{cards}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The town lists a maid twice: {cards}.</source>
        <translation>供應區重複列出了女僕：{cards}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The town needs exactly {needed} general maids; {got} are chosen.</source>
        <translation>供應區需要剛好{needed}種一般女僕；已選{got}種。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tanto Cuore is for 2 to 4 players.</source>
        <translation>Tanto Cuore 適合2到4名玩家。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown town choice: {town}.</source>
        <translation>未知的供應區選擇：{town}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The town must be random, the recommended one or 10 general maids.</source>
        <translation>供應區必須是隨機、推薦的或10種一般女僕。</translation>
    </message>
    <message>
        <location filename="../desktop/games/tanto_cuore/quarters.py" line="+19"/>
        <source>{name} — Private Quarters · {vp} VP · hand {hand} · deck {deck} · discard {discard} · employed {employed}</source>
        <translation>{name} — 家 · {vp}VP · 手牌{hand} · 牌庫{deck} · 棄牌堆{discard} · 已僱用{employed}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>next hand: {cards} cards</source>
        <translation>下回合手牌：{cards}張</translation>
    </message>
    <message>
        <location filename="../desktop/games/tanto_cuore/table.py" line="-27"/>
        <source>Nothing to do with that card now.</source>
        <translation>現在這張牌沒有可做的事。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop a town card here to employ it</source>
        <translation>把供應區的牌拖到這裡即可僱用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand — {name}</source>
        <translation>你的手牌 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Served this turn — {name}</source>
        <translation>本回合奉仕的女僕 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn {n} · {name} · {phase}</source>
        <translation>第{n}回合 · {name} · {phase}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Servings: {servings} · Employs: {employs} · Love: {love}</source>
        <translation>奉仕：{servings} · 僱用：{employs} · 愛心：{love}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty maid piles: {piles}</source>
        <translation>已見底的女僕牌堆：{piles}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>private maids</source>
        <translation>專屬女僕</translation>
    </message>
    <message>
        <location filename="../desktop/games/tanto_cuore/piles.py" line="+15"/>
        <source>Discard pile — {name}</source>
        <translation>棄牌堆 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards: {n} · the top card first</source>
        <translation>{n}張 · 從最上面的牌開始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck — {name}</source>
        <translation>牌庫 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards: {n} · you know what is in your deck, not its order: sorted</source>
        <translation>{n}張 · 你知道牌庫裡有什麼，但不知道順序：已排序</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards you look at</source>
        <translation>正在查看的牌</translation>
    </message>
</context>
</TS>
