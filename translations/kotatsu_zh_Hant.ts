<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
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
        <location filename="../desktop/games/heart_of_crown/domain_strip.py" line="+33"/>
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
        <location filename="../desktop/games/heart_of_crown/end_details.py" line="+49"/>
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
        <source>{name}: {points}</source>
        <translation>{name}：{points}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Succession points — {points}. Turns played: {turns}.</source>
        <translation>繼承點 — {points}。回合數：{turns}</translation>
    </message>
</context>
<context>
    <name>EndPage</name>
    <message>
        <location filename="../desktop/shell/end_page.py" line="+46"/>
        <source>Back to the start</source>
        <translation>返回開始畫面</translation>
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
    <name>HeartOfCrownOptions</name>
    <message>
        <location filename="../desktop/games/heart_of_crown/options_form.py" line="+69"/>
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
        <location filename="../desktop/shell/main_window.py" line="+119"/>
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
        <location line="+20"/>
        <source>The hint failed: {reason}</source>
        <translation>提示失敗：{reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The abandoned game is kept as {path}.</source>
        <translation>已放棄的遊戲已儲存為 {path}。</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>It is not your turn.</source>
        <translation>現在不是你的回合。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to undo: a card was drawn or revealed, or another player acted.</source>
        <translation>沒有可復原的操作：已抽卡或公開了卡，或其他玩家已行動。</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../desktop/shell/new_game.py" line="+75"/>
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
        <source>Seed (optional)</source>
        <translation>種子（選填）</translation>
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
        <location line="+31"/>
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
        <location filename="../desktop/shell/prompt_panel.py" line="+61"/>
        <source>The game is over.</source>
        <translation>遊戲已結束。</translation>
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
        <translation>電腦（困難）正在思考…</translation>
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
        <location filename="../desktop/shell/settings_dialog.py" line="+49"/>
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
        <location filename="../desktop/shell/start_page.py" line="+67"/>
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
        <location line="+15"/>
        <source>Opening the game… %p%</source>
        <translation>正在開啟遊戲… %p%</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../desktop/games/heart_of_crown/table.py" line="+244"/>
        <source>Undo</source>
        <translation>復原</translation>
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
    <message>
        <location line="+1"/>
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
        <location line="+42"/>
        <source>Curses: {curses}
Supply: {supply}
Abroad: {abroad}</source>
        <translation>詛咒：{curses}
補給卡組：{supply}
國外：{abroad}</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+100"/>
        <source>Nothing to do with that card now.</source>
        <translation>現在這張卡無法進行任何操作。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Hint: {action} — the only legal move.</source>
        <translation>提示：{action} — 唯一合法的行動。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: {action} — about {chance}% to win.</source>
        <translation>提示：{action} — 勝率約{chance}%。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: {action} — about {chance}% to win; next best: {other}, {other_chance}%.</source>
        <translation>提示：{action} — 勝率約{chance}%；次優：{other}（{other_chance}%）。</translation>
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
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+39"/>
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
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+77"/>
        <source>Declare a coronation</source>
        <extracomment>glossary &apos;declare_coronation&apos;; Japanese: 戴冠式を宣言する | button for the action &apos;declare&apos;</extracomment>
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
        <extracomment>glossary &apos;back_princess&apos;; Japanese: プリンセスを擁立する</extracomment>
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
        <location filename="../desktop/games/heart_of_crown/table.py" line="-185"/>
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
        <location line="+2"/>
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
        <source>Affinity</source>
        <extracomment>glossary &apos;gm_affinity&apos;; Japanese: 好感度; Five per guild board; 2 unlocked raise the receptionist to rank 2, 5 to rank 3.</extracomment>
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
        <extracomment>glossary &apos;gm_make_base&apos;; Japanese: 拠点化; The icon: you may build a base without the 15 gold; 5 per adjacent base is still paid.</extracomment>
        <translation>據點化</translation>
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
        <source>Miasma level</source>
        <extracomment>glossary &apos;gm_miasma_level&apos;; Japanese: 瘴気濃度; Starts at players × 10; every star explored lowers it.</extracomment>
        <translation>瘴氣濃度</translation>
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
        <source>Potion action</source>
        <extracomment>glossary &apos;gm_potion_action&apos;; Japanese: 秘薬アクション; Six spaces on the main board, paid in potions, each once a round.</extracomment>
        <translation>秘藥行動</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Potion</source>
        <extracomment>glossary &apos;gm_potion&apos;; Japanese: ポーション</extracomment>
        <translation>藥水</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gold</source>
        <extracomment>glossary &apos;gm_gold&apos;; Japanese: ゴールド</extracomment>
        <translation>金幣</translation>
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
        <translation>生產力</translation>
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
        <translation>王權</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Regalia chip</source>
        <extracomment>glossary &apos;gm_regalia_chip&apos;; Japanese: レガリアチップ; 1 fame, taken with a regalia from the regalia board.</extracomment>
        <translation>王權標記</translation>
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
        <translation>迷宮板塊</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Abyss</source>
        <extracomment>glossary &apos;gm_abyss&apos;; Japanese: 奈落の穴; Cannot be explored; revealing it ends the explore (common action: an extra turn).</extracomment>
        <translation>深淵洞穴</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Boss tile</source>
        <extracomment>glossary &apos;gm_boss_tile&apos;; Japanese: ボスタイル</extracomment>
        <translation>首領板塊</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blank tile</source>
        <extracomment>glossary &apos;gm_blank_tile&apos;; Japanese: 無地タイル; Takes the place of a purified abyss; counts 0 stars.</extracomment>
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
        <source>Treasure chip</source>
        <extracomment>glossary &apos;gm_treasure_chip&apos;; Japanese: 宝物チップ</extracomment>
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
        <source>Adventurers&apos; tavern</source>
        <extracomment>glossary &apos;gm_tavern&apos;; Japanese: 冒険者の酒場; Adventurer chips ready to explore.</extracomment>
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
        <source>Altar of revival</source>
        <extracomment>glossary &apos;gm_altar&apos;; Japanese: 復活の祭壇; A 2 goes here for each explore not paid for: −1 fame per point.</extracomment>
        <translation>復活祭壇</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Guild board</source>
        <extracomment>glossary &apos;gm_guild_board&apos;; Japanese: ギルドボード</extracomment>
        <translation>公會版圖</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Guild rank</source>
        <extracomment>glossary &apos;gm_guild_rank&apos;; Japanese: ギルドランク</extracomment>
        <translation>公會等級</translation>
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
        <translation>商業</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Junk</source>
        <extracomment>glossary &apos;gm_tag_junk&apos;; Japanese: ジャンク; Tag; the only one labyrinth tiles show.</extracomment>
        <translation>廢品</translation>
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
        <translation>情報收集階段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action phase</source>
        <extracomment>glossary &apos;gm_action_phase&apos;; Japanese: アクションフェイズ</extracomment>
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
        <source>Finish phase</source>
        <extracomment>glossary &apos;gm_finish_phase&apos;; Japanese: フィニッシュフェイズ; Two laps of turns after civilisation meets miasma.</extracomment>
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
        <source>Special action</source>
        <extracomment>glossary &apos;gm_special_action&apos;; Japanese: 特別アクション; Once a round per card.</extracomment>
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
        <source>Play condition</source>
        <extracomment>glossary &apos;gm_play_condition&apos;; Japanese: プレイ条件</extracomment>
        <translation>打出條件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extra cost</source>
        <extracomment>glossary &apos;gm_extra_cost&apos;; Japanese: 追加コスト</extracomment>
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
        <source>Start player</source>
        <extracomment>glossary &apos;gm_start_player&apos;; Japanese: スタートプレイヤー</extracomment>
        <translation>起始玩家</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Used chip</source>
        <extracomment>glossary &apos;gm_used_chip&apos;; Japanese: 使用済チップ; Covers a potion action or a special action for the rest of the round.</extracomment>
        <translation>已使用標記</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blocked chip</source>
        <extracomment>glossary &apos;gm_blocked_chip&apos;; Japanese: 使用不可チップ; Closes potion actions in 2- and 3-player games.</extracomment>
        <translation>停用標記</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+5"/>
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
        <location line="+4"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+5"/>
        <source>End main phase</source>
        <extracomment>button for the action &apos;end_main&apos;</extracomment>
        <translation>結束主要階段</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
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
        <location filename="../desktop/games/heart_of_crown/strings.py" line="-177"/>
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
        <location filename="data_strings.py" line="-142"/>
        <source>The main phase is over: you can&apos;t play {card} now.</source>
        <extracomment>refusal &apos;main_phase_over&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>主要階段已結束：現在不能使用{card}。</translation>
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
        <location line="-8"/>
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
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+273"/>
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
        <location filename="../desktop/shell/i18n.py" line="+9"/>
        <source>AI: Easy</source>
        <extracomment>AI opponent &apos;easy&apos; in the new-game dialog</extracomment>
        <translation>電腦：簡單</translation>
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
        <location line="+2"/>
        <location filename="../desktop/shell/i18n.py" line="+1"/>
        <source>AI: Baseline</source>
        <oldsource>AI: normal</oldsource>
        <extracomment>AI opponent &apos;baseline&apos; in the new-game dialog</extracomment>
        <translation>電腦：基礎策略</translation>
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
        <translation>無</translation>
    </message>
    <message>
        <location filename="../desktop/shell/i18n.py" line="+13"/>
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
        <location line="+2"/>
        <source>This save is damaged ({where}).</source>
        <translation>此存檔已損壞（{where}）。</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location filename="../desktop/shell/platform_check.py" line="+34"/>
        <source>Kotatsu cannot open its window because {library} is missing; install Qt&apos;s X11 libraries with: {command}</source>
        <translation>缺少 {library}，Kotatsu 無法開啟視窗。請用以下指令安裝 Qt 的 X11 函式庫：{command}</translation>
    </message>
</context>
</TS>
