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
        <location filename="../desktop/games/heart_of_crown/models/cards.py" line="+85"/>
        <source>from the supply</source>
        <translation>來自補給卡組</translation>
    </message>
</context>
<context>
    <name>CoverPage</name>
    <message>
        <location filename="../desktop/shell/cover_page.py" line="+50"/>
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
</context>
<context>
    <name>DomainStrip</name>
    <message>
        <location filename="../desktop/games/heart_of_crown/domain_strip.py" line="+43"/>
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
        <location filename="../desktop/games/heart_of_crown/end_details.py" line="+83"/>
        <source>by coronation</source>
        <translation>以戴冠式決勝</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in sudden death</source>
        <translation>在延長戰中決勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by judgement: the Court Maid, Senator and Duke piles ran out</source>
        <translation>判定：「宮廷女僕」、「議員」、「公爵」均已用完</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on succession points: for {rounds} rounds in a row nobody bought or gained a card or backed a princess</source>
        <translation>以繼承點決勝：連續{rounds}輪無人購入或獲得卡，也無人擁立公主</translation>
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
        <location filename="../desktop/shell/end_page.py" line="+122"/>
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
        <translation>觀看回放</translation>
    </message>
    <message>
        <location line="+1"/>
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
    <name>GameSession</name>
    <message>
        <location filename="../desktop/shell/session.py" line="+144"/>
        <source>It is not your turn.</source>
        <translation>現在不是你的回合。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That move is not possible now.</source>
        <translation>現在不能這樣做。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Autosave failed: {reason}</source>
        <translation>自動儲存失敗：{reason}</translation>
    </message>
    <message>
        <location line="+30"/>
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
        <source>Heart of Crown</source>
        <extracomment>name of the game &apos;heart_of_crown&apos;</extracomment>
        <translation>皇冠之心</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tanto Cuore</source>
        <extracomment>name of the game &apos;tanto_cuore&apos;</extracomment>
        <translation>Tanto Cuore</translation>
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
        <location filename="../desktop/shell/guided/panel.py" line="+118"/>
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
        <location line="+3"/>
        <source>Step {n} of {total}</source>
        <translation>第 {n} 步，共 {total} 步</translation>
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
        <location filename="../desktop/games/heart_of_crown/options_form.py" line="+68"/>
        <source>Rule variant</source>
        <translation>變體規則</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A weaker player starts with 1 to 3 Court Maids in place of as many Apprentice Maids.</source>
        <translation>較弱的玩家以1至3張宮廷女僕代替同樣數量的見習女僕開始遊戲。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{card} ({cost})</source>
        <translation>{card}（費用{cost}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Market cards</source>
        <translation>市場卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your 10</source>
        <translation>你的10種</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+17"/>
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
        <location filename="../desktop/shell/main_window.py" line="+163"/>
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
        <location line="+17"/>
        <source>Kotatsu records (*.json);;All files (*)</source>
        <translation>Kotatsu 記錄 (*.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not save to {path}: {reason}</source>
        <translation>無法儲存到 {path}：{reason}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved to {path}</source>
        <translation>已儲存到 {path}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Could not open {path}: {reason}</source>
        <translation>無法開啟 {path}：{reason}</translation>
    </message>
    <message>
        <location line="+25"/>
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
        <location line="+84"/>
        <source>It is not your turn.</source>
        <translation>現在不是你的回合。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to undo: a card was drawn or revealed, or another player acted.</source>
        <translation>沒有可復原的操作：已抽卡或公開了卡，或其他玩家已行動。</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The statistics could not be saved: {reason}</source>
        <translation>無法儲存戰績：{reason}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../desktop/shell/new_game.py" line="+89"/>
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
        <translation>相同的種子和選擇會再次發出同樣的一局</translation>
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
        <location line="+33"/>
        <source>Seat {n} needs a name.</source>
        <translation>請為座位{n}輸入名字。</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location filename="../desktop/shell/prompt_panel.py" line="+77"/>
        <source>The game is over.</source>
        <translation>遊戲已結束。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>New here: this button now means “{label}”.</source>
        <translation>已變更：此按鈕現在是「{label}」。</translation>
    </message>
    <message>
        <location line="+27"/>
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
        <location filename="../desktop/shell/replay_page.py" line="+178"/>
        <source>Move {step} of {total} · turn {turn}</source>
        <translation>第{step}步，共{total}步 · 第{turn}回合</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Replay</source>
        <translation>回放</translation>
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
</context>
<context>
    <name>SeatRows</name>
    <message>
        <location filename="../desktop/shell/seat_rows.py" line="+94"/>
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
    <name>StartPage</name>
    <message>
        <location filename="../desktop/shell/start_page.py" line="+106"/>
        <source>{game} — against AI or hot-seat</source>
        <translation>{game} — 與電腦對戰，或在同一台電腦上輪流對戰</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Continue</source>
        <translation>繼續遊戲</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+4"/>
        <source>{game}:</source>
        <translation>{game}：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learn to play</source>
        <translation>新手教學</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{level} ({wins} of {games} won)</source>
        <translation>{level}（{games}局{wins}勝）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your games against the AI — {levels}</source>
        <translation>與電腦的戰績 — {levels}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The statistics file could not be read; counting starts afresh.</source>
        <translation>無法讀取戰績檔案，記錄將重新開始。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Opening the game… %p%</source>
        <translation>正在開啟遊戲… %p%</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../desktop/widgets/shortcuts.py" line="+20"/>
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
        <location filename="../desktop/widgets/table_chrome.py" line="+236"/>
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
        <location filename="../desktop/games/heart_of_crown/table.py" line="+217"/>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Princesses to back</source>
        <translation>可擁立的公主</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../desktop/games/tanto_cuore/table.py" line="+166"/>
        <source>Log</source>
        <translation>記錄</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Discard — drop to buy</source>
        <translation>棄牌區
拖到此處購入</translation>
    </message>
    <message>
        <location line="+67"/>
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
        <location line="+95"/>
        <source>Nothing to do with that card now.</source>
        <translation>現在這張卡無法進行任何操作。</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/table_chrome.py" line="-5"/>
        <source>Keys</source>
        <translation>按鍵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard shortcuts ({keys})</source>
        <translation>鍵盤快捷鍵（{keys}）</translation>
    </message>
    <message>
        <location line="+34"/>
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
        <location filename="../desktop/games/tanto_cuore/table.py" line="-103"/>
        <source>Put back an event chosen by Enter, before choosing where it goes</source>
        <translation>在選擇去處之前，放回用 Enter 選中的事件卡</translation>
    </message>
    <message>
        <location filename="../desktop/shell/shortcuts_window.py" line="+55"/>
        <source>Keyboard</source>
        <translation>鍵盤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>關閉</translation>
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
        <location filename="../desktop/games/heart_of_crown/options_form.py" line="-53"/>
        <location filename="../desktop/games/heart_of_crown/table.py" line="-174"/>
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
        <location filename="../desktop/games/heart_of_crown/options_form.py" line="+7"/>
        <source>Attending Maid</source>
        <extracomment>glossary &apos;attending_maid&apos;; Japanese: お付きの侍女; The pile of five different Attending Maids, bought as one kind.</extracomment>
        <translation>貼身女僕</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/options_form.py" line="-10"/>
        <location line="+32"/>
        <source>Handicap</source>
        <extracomment>glossary &apos;handicap&apos;; Japanese: ハンディキャップ; Variant: Court Maids replace Apprentice Maids in a starting deck.</extracomment>
        <translation>不利條件</translation>
    </message>
    <message>
        <location line="+140"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+310"/>
        <source>You still have 1 coin. Click “End turn” again to end it.</source>
        <extracomment>warning &apos;coins_left:1&apos; before a move</extracomment>
        <translation>你還有1枚貨幣。再按一次「結束回合」即可結束。</translation>
    </message>
    <message>
        <location line="+126"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="-162"/>
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
        <translation>僵局：連續{rounds}輪無人購入或獲得卡，也無人擁立公主；你以繼承點獲勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+2"/>
        <source>Stalemate: for {rounds} rounds nobody bought or gained a card or backed a princess; {winners} win on succession points</source>
        <extracomment>log line &apos;game_over:stalemate:shared&apos;: the reader&apos;s own move, or a shared win; keep {rounds}, {winners} as they are</extracomment>
        <translation>僵局：連續{rounds}輪無人購入或獲得卡，也無人擁立公主；{winners}以繼承點獲勝</translation>
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
        <translation>手卡在畫面下方。農村是領地卡：使用後獲得1枚貨幣。把一張農村拖到處理區（或雙擊它）。</translation>
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
        <location line="-342"/>
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
        <location line="+30"/>
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
        <translation>僵局：連續{rounds}輪無人購入或獲得卡，也無人擁立公主；{winners}以繼承點獲勝</translation>
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
        <location filename="data_strings.py" line="-144"/>
        <source>The main phase is over: no more cards are played. To buy a card, drop it from the market on your discard pile.</source>
        <oldsource>The main phase is over: you can&apos;t play {card} now.</oldsource>
        <extracomment>refusal &apos;main_phase_over&apos; of a card gesture (engine)</extracomment>
        <translation>主要階段已結束：不能再使用卡牌。要購入卡牌，請把它從市場拖到你的棄牌區。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can&apos;t play {card} now.</source>
        <extracomment>refusal &apos;cannot_play&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>現在不能使用{card}。</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="-122"/>
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
        <location line="+16"/>
        <source>That does nothing.</source>
        <extracomment>refusal &apos;nothing&apos; of a card gesture (engine)</extracomment>
        <translation>放在這裡沒有效果。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+323"/>
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
        <location filename="../desktop/games/heart_of_crown/princess_lines.py" line="+10"/>
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
</context>
<context>
    <name>kotatsu</name>
    <message>
        <location filename="data_strings.py" line="-500"/>
        <location filename="../desktop/shell/i18n.py" line="+75"/>
        <source>Kotatsu</source>
        <translation>Kotatsu</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/shell/i18n.py" line="+1"/>
        <source>Language</source>
        <extracomment>app string &apos;language&apos;</extracomment>
        <translation>語言</translation>
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
        <translation>電腦{number}</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../desktop/shell/i18n.py" line="+13"/>
        <source>AI: Easy</source>
        <extracomment>AI opponent &apos;easy&apos; in the new-game dialog</extracomment>
        <translation>電腦：簡單</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/shell/i18n.py" line="+1"/>
        <source>AI: Steady</source>
        <extracomment>AI opponent &apos;baseline&apos; in the new-game dialog</extracomment>
        <translation>電腦：穩健</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/shell/i18n.py" line="+1"/>
        <source>AI: Normal</source>
        <oldsource>AI: simple</oldsource>
        <extracomment>AI opponent &apos;normal&apos; in the new-game dialog</extracomment>
        <translation>電腦：普通</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/shell/i18n.py" line="+1"/>
        <source>AI: Hard</source>
        <oldsource>AI: easy</oldsource>
        <extracomment>AI opponent &apos;hard&apos; in the new-game dialog</extracomment>
        <translation>電腦：困難</translation>
    </message>
    <message>
        <location line="-10"/>
        <location filename="../desktop/shell/i18n.py" line="-14"/>
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
        <translation>無</translation>
    </message>
    <message>
        <location filename="../desktop/shell/i18n.py" line="+23"/>
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
        <location filename="../desktop/shell/log_grammar.py" line="+18"/>
        <source>you</source>
        <extracomment>The viewer inside a sentence (&quot;… cost 1 less for you&quot;, &quot;gave Kagari to you&quot;).</extracomment>
        <translation>你</translation>
    </message>
</context>
<context>
    <name>tanto_cuore</name>
    <message>
        <location filename="data_strings.py" line="+778"/>
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
        <translation>其他玩家的結束階段開始時，該玩家棄掉牌庫頂的一張牌；若那不是女僕，下一手少抽一張牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting phase: you may discard all but one card of your hand; if you do, put two Illnesses from the town on one maid in any Private Quarters.</source>
        <extracomment>card text of Nord Twilight (id nord)</extracomment>
        <translation>開始階段：可以把手牌棄到只剩一張；若棄了，把供應區的兩張病氣放在任意一家中的一位女僕身上。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting phase: you may move an Event from any Private Quarters to the same place in another player&apos;s Private Quarters.</source>
        <extracomment>card text of Sora Nakachi (id sora)</extracomment>
        <translation>開始階段：可以把任意一家中的一張事件卡，移到另一位玩家家中的相同位置。</translation>
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
        <source>Chamber {card}</source>
        <extracomment>button for actions of kind &apos;chamber&apos;; keep {card} as they are</extracomment>
        <translation>讓{card}貼身奉仕</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
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
        <translation>{card}×{count}放進了{target}的家</translation>
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
        <translation>{card}×{count}放進了你的家</translation>
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
        <location line="+4"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+5"/>
        <source>Cards</source>
        <extracomment>score source &apos;cards&apos;</extracomment>
        <translation>卡牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
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
        <translation>奉仕階段中，你讓手牌中的女僕奉仕；每位消耗一次奉仕，你現在有1次。一之宮篝給予奉仕+2：把她拖到「本回合奉仕的女僕」（或雙擊她）。</translation>
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
        <translation>除了讓女僕奉仕，也可以花奉仕次數讓她貼身奉仕：她成為貼身女僕，留在你家中，分數保留到遊戲結束。阿祖爾需要1次奉仕：把她拖到你的家。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag Azure onto your Private Quarters (the row under your name).</source>
        <extracomment>lesson step 6 (chambermaid): said when another move is tried</extracomment>
        <translation>把阿祖爾拖到你的家（你名字下方的那一排）。</translation>
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
        <translation>僱用階段：你有8點愛心和3次僱用。專屬女僕直接進入你的家，最上面的一位每回合都會工作。把羅莎（價值5，每個開始階段愛心+1）拖到你的家。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Employ Rosa first: drag her from beside the private-maid pile onto your Private Quarters.</source>
        <extracomment>lesson step 7 (private_maid): said when another move is tried</extracomment>
        <translation>先僱用羅莎：把她從專屬女僕牌堆旁拖到你的家。</translation>
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
        <translation>你已經瞭解Tanto Cuore的完整一回合：讓女僕奉仕獲得效果、貼身奉仕、用愛心僱用、送出事件卡，清空兩個女僕牌堆結束遊戲。現在開始一局真正的遊戲，或閱讀規則。</translation>
    </message>
    <message>
        <location filename="../desktop/games/tanto_cuore/end_details.py" line="+20"/>
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
        <location filename="../desktop/games/tanto_cuore/items.py" line="+14"/>
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
        <translation>自己選10種</translation>
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
        <translation>請剛好選{n}種一般女僕（已選{k}種）。</translation>
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
        <translation>Tanto Cuore適合2到4名玩家。</translation>
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
        <location filename="../desktop/games/tanto_cuore/quarters.py" line="+18"/>
        <source>{name} — {vp} VP · hand {hand} · deck {deck} · discard {discard} · employed {employed}</source>
        <translation>{name} — {vp}VP · 手牌{hand} · 牌庫{deck} · 棄牌堆{discard} · 已僱用{employed}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>next hand: {cards} cards</source>
        <translation>下一手：{cards}張</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no maids yet</source>
        <translation>還沒有女僕</translation>
    </message>
    <message>
        <location filename="../desktop/games/tanto_cuore/table.py" line="-17"/>
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
