<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../desktop/shell/about_dialog.py" line="+36"/>
        <source>About Kotatsu</source>
        <translation>こたつについて</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card pictures: Game Icons ({link}) by {artists}, under the Creative Commons Attribution 3.0 licence ({licence}); drawn in the cards&apos; colours.</source>
        <translation>カードの絵：Game Icons（{link}）、作者 {artists}。クリエイティブ・コモンズ 表示 3.0 ライセンス（{licence}）のもとで使用し、カードの色で描いています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Japanese and Chinese text: Noto Sans CJK (subsets), under the SIL Open Font License 1.1.</source>
        <translation>日本語と中国語の文字：Noto Sans CJK（サブセット）、SIL Open Font License 1.1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Japanese tabletop games on your computer, offline.</source>
        <translation>日本のボードゲームをパソコンで、オフラインで。</translation>
    </message>
</context>
<context>
    <name>CardListModel</name>
    <message>
        <location filename="../desktop/games/heart_of_crown/models/cards.py" line="+85"/>
        <source>from the supply</source>
        <translation>サプライから</translation>
    </message>
</context>
<context>
    <name>CoverPage</name>
    <message>
        <location filename="../desktop/shell/cover_page.py" line="+50"/>
        <source>Pass to {name}</source>
        <translation>{name}に交代してください</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other players look away. Your hand stays hidden until you are ready.</source>
        <translation>ほかのプレイヤーは画面を見ないでください。準備ができるまで手札は表示されません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ready</source>
        <translation>準備完了</translation>
    </message>
</context>
<context>
    <name>DomainStrip</name>
    <message>
        <location filename="../desktop/games/heart_of_crown/domain_strip.py" line="+43"/>
        <source>{name} — {points} succession points</source>
        <translation>{name} — 継承点{points}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no princess yet</source>
        <translation>プリンセス未擁立</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>coin counters: {n}</source>
        <translation>コインカウンター{n}個</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>succession counters: +{n}</source>
        <translation>継承権カウンター+{n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>twin counters: {n}</source>
        <translation>双子カウンター{n}個</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>coronation declared</source>
        <translation>戴冠式宣言済み</translation>
    </message>
</context>
<context>
    <name>EndDetails</name>
    <message>
        <location filename="../desktop/games/heart_of_crown/end_details.py" line="+83"/>
        <source>by coronation</source>
        <translation>戴冠式による決着</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in sudden death</source>
        <translation>延長戦で決着</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by judgement: the Court Maid, Senator and Duke piles ran out</source>
        <translation>判定：「宮廷侍女」「議員」「公爵」の山が尽きました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on succession points: for {rounds} rounds in a row nobody bought or gained a card or backed a princess</source>
        <translation>継承点で決着：{rounds}巡続けて、誰もカードを購入・獲得せず、プリンセスも擁立しませんでした</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Princess</source>
        <translation>プリンセス</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Territories</source>
        <translation>領地</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Succession cards</source>
        <translation>継承権カード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Succession points</source>
        <translation>継承点</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Curses received</source>
        <translation>受けた呪い</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cards bought</source>
        <translation>購入したカード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns</source>
        <translation>ターン数</translation>
    </message>
</context>
<context>
    <name>EndPage</name>
    <message>
        <location filename="../desktop/shell/end_page.py" line="+122"/>
        <source>Back to the start</source>
        <translation>スタート画面に戻る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rematch</source>
        <translation>再戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same players and market, with a new shuffle</source>
        <translation>同じプレイヤーとマーケットで、シャッフルし直して</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the replay</source>
        <translation>リプレイを見る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points over the turns</source>
        <translation>ターンごとの得点</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{names} won!</source>
        <translation>{names}の勝利！</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../desktop/shell/session.py" line="+144"/>
        <source>It is not your turn.</source>
        <translation>今はあなたの手番ではありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That move is not possible now.</source>
        <translation>今はその手を選べません。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Autosave failed: {reason}</source>
        <translation>自動保存に失敗しました：{reason}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The AI chose an illegal action: {reason}</source>
        <translation>AIが不正な行動を選びました：{reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The AI failed: {reason}</source>
        <translation>AIでエラーが発生しました：{reason}</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="data_strings.py" line="+38"/>
        <source>Heart of Crown</source>
        <extracomment>name of the game &apos;heart_of_crown&apos;</extracomment>
        <translation>ハートオブクラウン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tanto Cuore</source>
        <extracomment>name of the game &apos;tanto_cuore&apos;</extracomment>
        <translation>たんとくおーれ</translation>
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
        <translation>問題が発生したため、その処理を飛ばしました。ゲームはそのまま続きます。</translation>
    </message>
</context>
<context>
    <name>GuidePanel</name>
    <message>
        <location filename="../desktop/shell/guided/panel.py" line="+118"/>
        <source>Play a real game</source>
        <translation>本番のゲームを始める</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start over</source>
        <translation>最初からやり直す</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave the lesson</source>
        <translation>レッスンをやめる</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Lesson complete</source>
        <translation>レッスン完了</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+3"/>
        <source>Step {n} of {total}</source>
        <translation>ステップ {n}/{total}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The game is over: you won!</source>
        <translation>ゲーム終了：あなたの勝ちです！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game goes on to its end: watch the other players&apos; last turns.</source>
        <translation>ゲームは最後まで続きます。ほかのプレイヤーの最後のターンを見ていてください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your opponent&apos;s turn</source>
        <translation>対戦相手のターン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the table and the log: your opponent plays by the same rules. The lesson goes on when it is your turn.</source>
        <translation>テーブルとログを見ていてください。対戦相手も同じルールでプレイします。あなたのターンになるとレッスンが続きます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your choice</source>
        <translation>あなたの選択</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson has nothing to say about this choice: decide as you like, and it goes on after it.</source>
        <translation>この選択についてレッスンの指示はありません。好きなように決めてください。そのあとレッスンが続きます。</translation>
    </message>
</context>
<context>
    <name>HeartOfCrownOptions</name>
    <message>
        <location filename="../desktop/games/heart_of_crown/options_form.py" line="+68"/>
        <source>Rule variant</source>
        <translation>ヴァリアントルール</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A weaker player starts with 1 to 3 Court Maids in place of as many Apprentice Maids.</source>
        <translation>不慣れなプレイヤーは、初期デッキの見習い侍女1～3枚の代わりに同じ枚数の宮廷侍女で始めます。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{card} ({cost})</source>
        <translation>{card}（コスト{cost}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Market cards</source>
        <translation>マーケットのカード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your 10</source>
        <translation>選んだ10種類</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Random 10</source>
        <translation>ランダムに10種類</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick 10 yourself</source>
        <translation>自分で10種類を選ぶ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preset: {name}</source>
        <translation>おすすめセット：{name}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Court Maids</source>
        <translation>宮廷侍女の枚数</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Pick exactly {n} market cards (you picked {k}).</source>
        <translation>マーケットのカードをちょうど{n}種類選んでください（現在{k}種類）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give the weaker players 1 to 3 Court Maids, or turn the Handicap off.</source>
        <translation>不慣れなプレイヤーに宮廷侍女を1～3枚与えるか、ハンディキャップをオフにしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone has the same handicap, which changes nothing: give the stronger players fewer Court Maids.</source>
        <translation>全員が同じハンディキャップでは何も変わりません。強いプレイヤーの宮廷侍女を減らしてください。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop/shell/main_window.py" line="+163"/>
        <source>Load a game</source>
        <translation>ゲームを読み込む</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+1"/>
        <source>Abandon the game in progress?</source>
        <translation>進行中のゲームを放棄しますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It will be kept in this folder, where Load can open it again:</source>
        <translation>放棄したゲームは次のフォルダーに保存され、「読み込む」から再開できます：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Abandon it</source>
        <translation>放棄する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep playing it</source>
        <translation>続けて遊ぶ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A lesson is not saved: Start over takes it from the beginning.</source>
        <translation>レッスンは保存されません。「最初からやり直す」で初めから始められます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the game as</source>
        <translation>ゲームに名前を付けて保存</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Kotatsu records (*.json);;All files (*)</source>
        <translation>こたつのセーブデータ (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not save to {path}: {reason}</source>
        <translation>{path} に保存できませんでした：{reason}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved to {path}</source>
        <translation>{path} に保存しました</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Could not open {path}: {reason}</source>
        <translation>{path} を開けませんでした：{reason}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The game in progress could not be set aside: {reason}</source>
        <translation>進行中のゲームを保存できませんでした：{reason}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The hint failed: {reason}</source>
        <translation>ヒントを出せませんでした：{reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The abandoned game is kept as {path}.</source>
        <translation>放棄したゲームを {path} に保存しました。</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>It is not your turn.</source>
        <translation>今はあなたの手番ではありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to undo: a card was drawn or revealed, or another player acted.</source>
        <translation>元に戻せる操作がありません。カードを引いたり公開したりした後や、ほかのプレイヤーが行動した後は取り消せません。</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The statistics could not be saved: {reason}</source>
        <translation>戦績を保存できませんでした：{reason}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../desktop/shell/new_game.py" line="+89"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Advanced</source>
        <translation>詳細設定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed (optional)</source>
        <translation>シード（省略可）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same seed and choices deal the same game again</source>
        <translation>同じシードと同じ選択なら、同じゲームがもう一度配られます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Seat {n} needs a name.</source>
        <translation>席{n}の名前を入力してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every player needs a different name.</source>
        <translation>プレイヤーの名前はそれぞれ違うものにしてください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The seed must be a whole number (or empty for a random one).</source>
        <translation>シードは整数で入力してください（空欄ならランダム）。</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../desktop/games/heart_of_crown/models/players.py" line="+10"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>継承点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deck</source>
        <translation>山札</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>捨て札</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Counters</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>{n} coin</source>
        <translation>コイン{n}</translation>
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
        <location filename="../desktop/shell/prompt_panel.py" line="+77"/>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>New here: this button now means “{label}”.</source>
        <translation>変わりました：このボタンは今「{label}」です。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Cancel hint</source>
        <translation>ヒントを取り消す</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Hard AI is thinking…</source>
        <translation>AI（むずかしい）が考えています…</translation>
    </message>
</context>
<context>
    <name>ReferenceWindow</name>
    <message>
        <location filename="../desktop/shell/reference_window.py" line="+102"/>
        <source>Rules — {game}</source>
        <translation>ルール — {game}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search the rules</source>
        <translation>ルールを検索</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No section holds these words.</source>
        <translation>この語を含む項目はありません。</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>In this section</source>
        <translation>この項目の内容</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <location filename="../desktop/shell/replay_page.py" line="+178"/>
        <source>Move {step} of {total} · turn {turn}</source>
        <translation>{total}手中{step}手目・ターン{turn}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation>最初</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To the start (Home)</source>
        <translation>最初へ（Home）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>Turn</source>
        <translation>ターン</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>A turn back (Page Up)</source>
        <translation>1ターン戻る（Page Up）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Move</source>
        <translation>1手</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>A move back (←)</source>
        <translation>1手戻る（←）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A move forward (→)</source>
        <translation>1手進む（→）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn forward (Page Down)</source>
        <translation>1ターン進む（Page Down）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>最後</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To the final position (End)</source>
        <translation>最終局面へ（End）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back to the end screen</source>
        <translation>結果画面に戻る</translation>
    </message>
</context>
<context>
    <name>SeatRows</name>
    <message>
        <location filename="../desktop/shell/seat_rows.py" line="+94"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of players</source>
        <translation>プレイヤー数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat {n}</source>
        <translation>席{n}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../desktop/shell/settings_dialog.py" line="+69"/>
        <source>Text and card size</source>
        <translation>文字とカードの大きさ</translation>
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
        <translation>こたつについて…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pause between AI moves</source>
        <translation>AIの手番の間隔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> ms</source>
        <translation> ミリ秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask before ending a phase with plays or coins left</source>
        <translation>プレイできるカードやコインが残っているときは、フェイズを終える前に確認する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animations</source>
        <translation>アニメーション</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../desktop/shell/start_page.py" line="+106"/>
        <source>{game} — against AI or hot-seat</source>
        <translation>{game} — AI対戦・ホットシート対戦</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Continue</source>
        <translation>続きから</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load…</source>
        <translation>読み込む…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save as…</source>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{game}:</source>
        <translation>{game}：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learn to play</source>
        <translation>遊び方を学ぶ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{level} ({wins} of {games} won)</source>
        <translation>{level}（{games}戦{wins}勝）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your games against the AI — {levels}</source>
        <translation>AIとの戦績 — {levels}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The statistics file could not be read; counting starts afresh.</source>
        <translation>戦績ファイルを読み込めなかったため、記録を最初からやり直します。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Opening the game… %p%</source>
        <translation>ゲームを開いています… %p%</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../desktop/widgets/shortcuts.py" line="+20"/>
        <source>Go to the next or the previous place: a row of cards, a button, the log</source>
        <translation>次の場所・前の場所へ移動：カードの列、ボタン、ログ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go from card to card in a row; Home and End: to its first and its last card</source>
        <translation>列の中でカードからカードへ移動。Home と End：列の最初と最後のカードへ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do the first thing the chosen card can do (play it, buy it …), or press the chosen button</source>
        <translation>選んだカードでできる最初のこと（プレイ、購入など）をする、または選んだボタンを押す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press the chosen button</source>
        <translation>選んだボタンを押す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press the buttons under the question, from the first to the ninth</source>
        <translation>質問の下のボタンを押す（1番目から9番目まで）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint (again: cancel it)</source>
        <translation>ヒント（もう一度押すと取り消し）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../desktop/widgets/table_chrome.py" line="+236"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../desktop/widgets/table_chrome.py" line="+1"/>
        <source>Save as…</source>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This list of keys</source>
        <translation>このキー一覧</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/table_chrome.py" line="+1"/>
        <source>Menu</source>
        <translation>メニュー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules (F1)</source>
        <translation>ルール (F1)</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/shortcuts.py" line="-1"/>
        <location filename="../desktop/widgets/table_chrome.py" line="+4"/>
        <source>The rules, at the part that fits this moment of the game</source>
        <translation>ルール（いまの場面に合う箇所を開きます）</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/table_chrome.py" line="+2"/>
        <source>What the marks and zones of the table mean</source>
        <translation>卓上の記号とエリアの意味</translation>
    </message>
    <message>
        <location filename="../desktop/games/heart_of_crown/table.py" line="+217"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Princesses to back</source>
        <translation>擁立できるプリンセス</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../desktop/games/tanto_cuore/table.py" line="+166"/>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Discard — drop to buy</source>
        <translation>捨て札
購入はここへ</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Curses: {curses}
Supply: {supply}
Abroad: {abroad}</source>
        <translation>呪い：{curses}
サプライ：{supply}
国外：{abroad}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exiled (abroad): {cards}</source>
        <translation>追放（国外）：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play area — {name}</source>
        <translation>プレイエリア — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand — {name}</source>
        <translation>手札 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn {n} · {name} · {phase} · coins: {coins} · links left: {links}</source>
        <translation>ターン{n} · {name} · {phase} · {coins}コイン · 残りリンク{links}</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Nothing to do with that card now.</source>
        <translation>今そのカードでできることはありません。</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/table_chrome.py" line="-5"/>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard shortcuts ({keys})</source>
        <translation>キーボードショートカット（{keys}）</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Hint: {action} — the only legal move.</source>
        <translation>ヒント：{action} — 選べる手はこれだけです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: {action} — about {chance}% to win.</source>
        <translation>ヒント：{action} — 勝率は約{chance}%。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: {action} — about {chance}% to win; next best: {other}, {other_chance}%.</source>
        <translation>ヒント：{action} — 勝率は約{chance}%。次点：{other}（{other_chance}%）。</translation>
    </message>
    <message>
        <location filename="../desktop/games/tanto_cuore/table.py" line="-103"/>
        <source>Put back an event chosen by Enter, before choosing where it goes</source>
        <translation>Enter で選んだイベントを、行き先を選ぶ前に元に戻す</translation>
    </message>
    <message>
        <location filename="../desktop/shell/shortcuts_window.py" line="+55"/>
        <source>Keyboard</source>
        <translation>キーボード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>TurnRecap</name>
    <message>
        <location filename="../desktop/widgets/turn_recap.py" line="+39"/>
        <source>Last turn of {name}:</source>
        <translation>{name}の前のターン：</translation>
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
        <translation>見習い侍女</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Court Maid</source>
        <extracomment>card name; Japanese original: 宮廷侍女 (id court_maid)</extracomment>
        <translation>宮廷侍女</translation>
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
        <translation>呪い</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hideout</source>
        <extracomment>card name; Japanese original: 隠れ家 (id hideout)</extracomment>
        <translation>隠れ家</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Donation</source>
        <extracomment>card name; Japanese original: 寄付 (id donation)</extracomment>
        <translation>寄付</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Castle Wall</source>
        <extracomment>card name; Japanese original: 城壁 (id castle_wall)</extracomment>
        <translation>城壁</translation>
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
        <translation>願いの泉</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast Horse</source>
        <extracomment>card name; Japanese original: 早馬 (id fast_horse)</extracomment>
        <translation>早馬</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buried Treasure</source>
        <extracomment>card name; Japanese original: 埋もれた財宝 (id buried_treasure)</extracomment>
        <translation>埋もれた財宝</translation>
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
        <translation>都市開発</translation>
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
        <translation>星詠みの魔女</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Magic Amulet</source>
        <extracomment>card name; Japanese original: 魔法の護符 (id magic_amulet)</extracomment>
        <translation>魔法の護符</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>General Store</source>
        <extracomment>card name; Japanese original: よろず屋 (id general_store)</extracomment>
        <translation>よろず屋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hunted Beast</source>
        <extracomment>card name; Japanese original: 追い立てられた魔獣 (id hunted_beast)</extracomment>
        <translation>追い立てられた魔獣</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attending Maid Sharifa</source>
        <extracomment>card name; Japanese original: お付きの侍女 シャリファ (id maid_sharifa)</extracomment>
        <translation>お付きの侍女 シャリファ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attending Maid Petit</source>
        <extracomment>card name; Japanese original: お付きの侍女 プティー (id maid_petit)</extracomment>
        <translation>お付きの侍女 プティー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attending Maid Honoka</source>
        <extracomment>card name; Japanese original: お付きの侍女 ホノカ (id maid_honoka)</extracomment>
        <translation>お付きの侍女 ホノカ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attending Maid Minnyan</source>
        <extracomment>card name; Japanese original: お付きの侍女 ミンニャン (id maid_minnyan)</extracomment>
        <translation>お付きの侍女 ミンニャン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attending Maid Lily</source>
        <extracomment>card name; Japanese original: お付きの侍女 リリー (id maid_lily)</extracomment>
        <translation>お付きの侍女 リリー</translation>
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
        <translation>図書館</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flea Market</source>
        <extracomment>card name; Japanese original: のみの市 (id flea_market)</extracomment>
        <translation>のみの市</translation>
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
        <translation>歩兵大隊</translation>
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
        <translation>近衛騎士団</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Curse Witch</source>
        <extracomment>card name; Japanese original: 呪詛の魔女 (id curse_witch)</extracomment>
        <translation>呪詛の魔女</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Royal Ball</source>
        <extracomment>card name; Japanese original: 舞踏会 (id royal_ball)</extracomment>
        <translation>舞踏会</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adventurer</source>
        <extracomment>card name; Japanese original: 冒険者 (id adventurer)</extracomment>
        <translation>冒険者</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Charm Witch</source>
        <extracomment>card name; Japanese original: 魅了術の魔女 (id charm_witch)</extracomment>
        <translation>魅了術の魔女</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alchemist</source>
        <extracomment>card name; Japanese original: 錬金術師 (id alchemist)</extracomment>
        <translation>錬金術師</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gossiping Duchess</source>
        <extracomment>card name; Japanese original: 噂好きの公爵夫人 (id gossiping_duchess)</extracomment>
        <translation>噂好きの公爵夫人</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Margrave</source>
        <extracomment>card name; Japanese original: 辺境伯 (id margrave)</extracomment>
        <translation>辺境伯</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Imperial Capital Karikuma</source>
        <extracomment>card name; Japanese original: 帝都カリクマ (id imperial_capital)</extracomment>
        <translation>帝都カリクマ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Emperor&apos;s Crown</source>
        <extracomment>card name; Japanese original: 皇帝の冠 (id emperor_crown)</extracomment>
        <translation>皇帝の冠</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First Princess Lulunasaika</source>
        <extracomment>card name; Japanese original: 第一皇女 ルルナサイカ (id lulunasaika)</extracomment>
        <translation>第一皇女 ルルナサイカ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Second Princess Laolily</source>
        <extracomment>card name; Japanese original: 第二皇女 ラオリリ (id laolily)</extracomment>
        <translation>第二皇女 ラオリリ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Southern Seas Market Princess Klamklam</source>
        <oldsource>Klamklam, Market Princess of the Southern Seas</oldsource>
        <extracomment>card name; Japanese original: 南海の市姫 クラムクラム (id klamklam)</extracomment>
        <translation>南海の市姫 クラムクラム</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Erudite Princess Bergamotte</source>
        <oldsource>Bergamotte, the Erudite Princess</oldsource>
        <extracomment>card name; Japanese original: 大方博雅の姫 ベルガモット (id bergamotte)</extracomment>
        <translation>大方博雅の姫 ベルガモット</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Princess General Flammaria</source>
        <extracomment>card name; Japanese original: 姫将軍 フラマリア (id flammaria)</extracomment>
        <translation>姫将軍 フラマリア</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twin Princesses Rain &amp; Sion</source>
        <extracomment>card name; Japanese original: 双子の姫 レイン＆シオン (id rain_and_sion)</extracomment>
        <translation>双子の姫 レイン＆シオン</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This card also counts as a Farming Village.</source>
        <extracomment>card text of 果樹園 (id orchard)</extracomment>
        <translation>このカードは「農村」としても扱う。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 coin. If this is the first Hideout you played this turn, you may put an Action or Succession card without the Attack type from your discard pile face up on top of your deck.</source>
        <extracomment>card text of 隠れ家 (id hideout)</extracomment>
        <translation>+1コイン。このターンに初めてプレイした「隠れ家」である場合、捨て札から攻撃タイプを持たない行動カードか継承権カード1枚を選び、山札の一番上に表向きで置いてもよい。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exile a card from your hand.</source>
        <extracomment>card text of 寄付 (id donation)</extracomment>
        <translation>手札1枚を追放する。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 coin. If this is the first Castle Wall you played this turn, you may put the lowest-cost Territory card of your discard pile into your hand.</source>
        <extracomment>card text of 城壁 (id castle_wall)</extracomment>
        <translation>+1コイン。このターンに初めてプレイした「城壁」である場合、捨て札の中でコストが最も低い領地カード1枚を手札に加えてもよい。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look at the top card of your deck; you may discard it. Then draw a card.</source>
        <extracomment>card text of 斥候 (id scout)</extracomment>
        <translation>山札の一番上のカードを見て、それを捨ててもよい。その後、カードを1枚引く。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard any number of cards from your hand, then draw that many cards.</source>
        <extracomment>card text of 願いの泉 (id wishing_well)</extracomment>
        <translation>手札を好きな枚数捨て、その後、捨てた枚数と同じ枚数のカードを引く。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw a card.</source>
        <extracomment>card text of 早馬 (id fast_horse)</extracomment>
        <translation>カードを1枚引く。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put the bottom card of the supply face up on top of it. This turn it counts as a market card and costs 3 less to buy (not below 0).</source>
        <extracomment>card text of 埋もれた財宝 (id buried_treasure)</extracomment>
        <translation>サプライの一番下のカードを、サプライの一番上に表向きで置く。このターン、そのカードはマーケットのカードとして扱い、購入コストが3少なくなる（0未満にはならない）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose one: draw 2 cards; or +2 coins.</source>
        <extracomment>card text of 交易船 (id trade_ship)</extracomment>
        <translation>以下から1つを選ぶ：カードを2枚引く。または、+2コイン。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+2 coins.</source>
        <extracomment>card text of 御用商人 (id purveyor)</extracomment>
        <translation>+2コイン。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose one: pay 1 coin, exile a Farming Village from your hand and put a City from the market into your hand; or pay 1 coin, exile a City from your hand and put a Large City from the market into your hand.</source>
        <extracomment>card text of 都市開発 (id urban_development)</extracomment>
        <translation>以下から1つを選ぶ：1コインを支払い、手札の「農村」1枚を追放し、マーケットの「都市」1枚を手札に加える。または、1コインを支払い、手札の「都市」1枚を追放し、マーケットの「大都市」1枚を手札に加える。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw a card. Each opponent discards the lowest-cost card kept in their domain.</source>
        <extracomment>card text of 破城槌 (id battering_ram)</extracomment>
        <translation>カードを1枚引く。全ての対戦相手は、自分の直轄地にキープされているカードのうちコストが最も低いもの1枚を捨てる。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look at the top 2 cards of your deck. Discard any of them and put the rest back in any order. Then draw a card.</source>
        <extracomment>card text of 星詠みの魔女 (id stargazing_witch)</extracomment>
        <translation>山札の上から2枚を見る。そのうち好きな枚数を捨て、残りを好きな順番で山札の上に戻す。その後、カードを1枚引く。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+2 coins. If this is the first Magic Amulet you played this turn, choose one: exile a Calamity card from your hand or discard pile; or put an Action or Succession card from your discard pile into your hand.</source>
        <extracomment>card text of 魔法の護符 (id magic_amulet)</extracomment>
        <translation>+2コイン。このターンに初めてプレイした「魔法の護符」である場合、以下から1つを選ぶ：手札か捨て札の災いカード1枚を追放する。または、捨て札の行動カードか継承権カード1枚を手札に加える。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose one: exile a non-Calamity card from your hand; or gain a coin counter (this effect stops at 2 coin counters).</source>
        <extracomment>card text of よろず屋 (id general_store)</extracomment>
        <translation>以下から1つを選ぶ：手札の災い以外のカード1枚を追放する。または、コインカウンター1個を獲得する（この効果で得たコインカウンターは2個までしか持てない）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw a card. Each opponent with 5 or more cards in hand discards a card costing 5 or more; one who has none reveals their hand.</source>
        <extracomment>card text of 追い立てられた魔獣 (id hunted_beast)</extracomment>
        <translation>カードを1枚引く。手札が5枚以上の全ての対戦相手は、コスト5以上のカード1枚を捨てる。捨てられない者は手札を公開する。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you buy this card while you have a domain, you may set it at once. When you set this card, each opponent puts a Curse from the curse pile face up on top of their deck.</source>
        <extracomment>card text of お付きの侍女 シャリファ (id maid_sharifa)</extracomment>
        <translation>直轄地を持っている状態でこのカードを購入したとき、すぐにセットしてもよい。このカードをセットしたとき、全ての対戦相手は呪いの山から「呪い」1枚を山札の一番上に表向きで置く。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you buy this card while you have a domain, you may set it at once. When you set this card, each opponent discards the lowest-cost Court Maid, Senator or Duke from their domain.</source>
        <extracomment>card text of お付きの侍女 プティー (id maid_petit)</extracomment>
        <translation>直轄地を持っている状態でこのカードを購入したとき、すぐにセットしてもよい。このカードをセットしたとき、全ての対戦相手は自分の直轄地の「宮廷侍女」「議員」「公爵」のうちコストが最も低いもの1枚を捨てる。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you buy this card while you have a domain, you may set it at once. Worth 4 succession points while your domain holds no other Maid card.</source>
        <extracomment>card text of お付きの侍女 ホノカ (id maid_honoka)</extracomment>
        <translation>直轄地を持っている状態でこのカードを購入したとき、すぐにセットしてもよい。自分の直轄地にこれ以外の侍女カードがない間、このカードの継承点は4になる。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you buy this card while you have a domain, you may set it at once. When you set this card, gain a coin counter.</source>
        <extracomment>card text of お付きの侍女 ミンニャン (id maid_minnyan)</extracomment>
        <translation>直轄地を持っている状態でこのカードを購入したとき、すぐにセットしてもよい。このカードをセットしたとき、コインカウンター1個を獲得する。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you buy this card while you have a domain, you may set it at once. While set in your domain, once in each of your main phases: pay 3 coins to put a +1 succession counter on your princess.</source>
        <extracomment>card text of お付きの侍女 リリー (id maid_lily)</extracomment>
        <translation>直轄地を持っている状態でこのカードを購入したとき、すぐにセットしてもよい。自分の直轄地にセットされている間、自分のメインフェイズごとに1回：3コインを支払い、自分のプリンセスに+1継承権カウンター1個を置く。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+2 coins. Each opponent without a face-up Farming Village on top of their deck puts a Farming Village from the market face up on top of their deck.</source>
        <extracomment>card text of 開墾令 (id reclamation_edict)</extracomment>
        <translation>+2コイン。山札の一番上に表向きの「農村」がない全ての対戦相手は、マーケットの「農村」1枚を山札の一番上に表向きで置く。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+2 coins. If you played a City or Large City earlier this turn, +1 coin.</source>
        <extracomment>card text of 銀行 (id bank)</extracomment>
        <translation>+2コイン。このターンにすでに「都市」か「大都市」をプレイしている場合、さらに+1コイン。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 coin. If this is the first Library you played this turn, each Action card you play later this turn gives +1 coin.</source>
        <extracomment>card text of 図書館 (id library)</extracomment>
        <translation>+1コイン。このターンに初めてプレイした「図書館」である場合、このターン、この後に行動カードをプレイするたびに+1コイン。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+1 coin. Draw a card.</source>
        <extracomment>card text of のみの市 (id flea_market)</extracomment>
        <translation>+1コイン。カードを1枚引く。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw a card. At the start of your cleanup phase you may put an Action card other than a Supply Unit from your play area face up on top of your deck.</source>
        <extracomment>card text of 補給部隊 (id supply_unit)</extracomment>
        <translation>カードを1枚引く。自分のクリンナップフェイズの開始時に、プレイエリアにある「補給部隊」以外の行動カード1枚を山札の一番上に表向きで置いてもよい。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+2 coins. Each opponent with 5 or more cards in hand discards a Territory card; one who has none reveals their hand.</source>
        <extracomment>card text of 歩兵大隊 (id infantry_battalion)</extracomment>
        <translation>+2コイン。手札が5枚以上の全ての対戦相手は、領地カード1枚を捨てる。捨てられない者は手札を公開する。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+2 coins. At the start of your cleanup phase, if you have a domain, this card is set into it.</source>
        <extracomment>card text of 皇室領 (id royal_demesne)</extracomment>
        <translation>+2コイン。自分のクリンナップフェイズの開始時、直轄地を持っているならば、このカードを直轄地にセットする。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+2 coins. Each opponent discards the top 3 cards of their deck.</source>
        <extracomment>card text of 近衛騎士団 (id imperial_guard)</extracomment>
        <translation>+2コイン。全ての対戦相手は、山札の上から3枚を捨てる。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay 1 coin or exile an Action or Succession card from your hand. If you did, choose one: each opponent gains a Curse; or draw 2 cards.</source>
        <extracomment>card text of 呪詛の魔女 (id curse_witch)</extracomment>
        <translation>1コインを支払うか、手札の行動カードか継承権カード1枚を追放する。そうした場合、以下から1つを選ぶ：全ての対戦相手は「呪い」1枚を獲得する。または、カードを2枚引く。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw a card. If this is the first Royal Ball you played this turn, choose one: +1 coin; or Succession cards cost 1 less to buy this turn (not below 2).</source>
        <extracomment>card text of 舞踏会 (id royal_ball)</extracomment>
        <translation>カードを1枚引く。このターンに初めてプレイした「舞踏会」である場合、以下から1つを選ぶ：+1コイン。または、このターン、継承権カードの購入コストが1少なくなる（2未満にはならない）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exile a non-Calamity card from your hand. If you did, gain a market card costing up to 2 more than it.</source>
        <extracomment>card text of 冒険者 (id adventurer)</extracomment>
        <translation>手札の災い以外のカード1枚を追放する。そうした場合、そのカードよりコストが2まで高いマーケットのカード1枚を獲得する。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw a card. Each opponent with 5 or more cards in hand discards an Action or Succession card; one who has none reveals their hand. This turn, cards sharing a type with a discarded card cost 1 less to buy (not below 2).</source>
        <extracomment>card text of 魅了術の魔女 (id charm_witch)</extracomment>
        <translation>カードを1枚引く。手札が5枚以上の全ての対戦相手は、行動カードか継承権カード1枚を捨てる。捨てられない者は手札を公開する。このターン、捨てられたカードとタイプを共有するカードの購入コストが1少なくなる（2未満にはならない）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw 2 cards.</source>
        <extracomment>card text of 錬金術師 (id alchemist)</extracomment>
        <translation>カードを2枚引く。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you set this card, each opponent discards the highest-cost Court Maid, Senator or Duke from their domain.</source>
        <extracomment>card text of 噂好きの公爵夫人 (id gossiping_duchess)</extracomment>
        <translation>このカードをセットしたとき、全ての対戦相手は自分の直轄地の「宮廷侍女」「議員」「公爵」のうちコストが最も高いもの1枚を捨てる。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+3 coins. Cannot be kept. At the start of your cleanup phase, if you have a domain, this card is set into it.</source>
        <extracomment>card text of 辺境伯 (id margrave)</extracomment>
        <translation>+3コイン。このカードはキープできない。自分のクリンナップフェイズの開始時、直轄地を持っているならば、このカードを直轄地にセットする。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+3 coins. At the start of your cleanup phase, if you have a domain, this card is set into it.</source>
        <extracomment>card text of 帝都カリクマ (id imperial_capital)</extracomment>
        <translation>+3コイン。自分のクリンナップフェイズの開始時、直轄地を持っているならば、このカードを直轄地にセットする。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you back her, gain up to 5 Court Maids.</source>
        <extracomment>card text of 第二皇女 ラオリリ (id laolily)</extracomment>
        <translation>このプリンセスを擁立したとき、「宮廷侍女」を5枚まで獲得する。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards you buy cost 1 less (not below 1).</source>
        <extracomment>card text of 南海の市姫 クラムクラム (id klamklam)</extracomment>
        <translation>自分が購入するカードの購入コストは1少なくなる（1未満にはならない）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Once in each of your main phases: discard a card from your hand to put an Action card from your discard pile into your hand.</source>
        <extracomment>card text of 大方博雅の姫 ベルガモット (id bergamotte)</extracomment>
        <translation>自分のメインフェイズごとに1回：手札1枚を捨て、捨て札の行動カード1枚を手札に加える。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you back her, put up to 2 market cards costing up to 5 on top of your deck in any order.</source>
        <extracomment>card text of 姫将軍 フラマリア (id flammaria)</extracomment>
        <translation>このプリンセスを擁立したとき、マーケットのコスト5以下のカードを2枚まで選び、好きな順番で山札の上に置く。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you back them, count the cards you own: 22-24 gives 2 twin counters, 25 or more gives 3. Remove a twin counter: take an extra turn after this one (not from an extra turn).</source>
        <extracomment>card text of 双子の姫 レイン＆シオン (id rain_and_sion)</extracomment>
        <translation>このプリンセスを擁立したとき、自分が所有するカードの枚数を数える：22～24枚ならば双子カウンター2個、25枚以上ならば3個を獲得する。双子カウンター1個を取り除く：このターンの後に追加ターンを1回行う（追加ターン中には使えない）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+40"/>
        <source>Main phase</source>
        <extracomment>glossary &apos;main_phase&apos;; Japanese: メインフェイズ; First phase of a turn: play cards from hand, recall kept cards, use activated abilities. | phase &apos;main&apos;</extracomment>
        <translation>メインフェイズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Second phase</source>
        <extracomment>glossary &apos;second_phase&apos;; Japanese: セカンドフェイズ; Exactly one of: buy cards, back a princess, set succession cards. | phase &apos;second&apos;</extracomment>
        <translation>セカンドフェイズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Cleanup phase</source>
        <extracomment>glossary &apos;cleanup_phase&apos;; Japanese: クリンナップフェイズ; Keep, discard, draw 5, refill the random market. | phase &apos;cleanup&apos;</extracomment>
        <translation>クリンナップフェイズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn</source>
        <extracomment>glossary &apos;turn&apos;; Japanese: ターン</extracomment>
        <translation>ターン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn player</source>
        <extracomment>glossary &apos;turn_player&apos;; Japanese: ターンプレイヤー; The player whose turn it is.</extracomment>
        <translation>ターンプレイヤー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extra turn</source>
        <extracomment>glossary &apos;extra_turn&apos;; Japanese: 追加ターン</extracomment>
        <translation>追加ターン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponent</source>
        <extracomment>glossary &apos;opponent&apos;; Japanese: 対戦相手</extracomment>
        <translation>対戦相手</translation>
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
        <translation>継承点</translation>
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
        <translation>戴冠式を宣言する</translation>
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
        <translation>プリンセスを擁立する</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="-65"/>
        <source>Princess</source>
        <extracomment>glossary &apos;princess&apos;; Japanese: プリンセス; Card main type and the backed heir. | card type &apos;princess&apos;</extracomment>
        <translation>プリンセス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link</source>
        <extracomment>glossary &apos;link&apos;; Japanese: リンク; Each link symbol of a played card allows one more play from hand.</extracomment>
        <translation>リンク</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link symbol</source>
        <extracomment>glossary &apos;link_symbol&apos;; Japanese: リンクマーク</extracomment>
        <translation>リンクマーク</translation>
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
        <translation>追放</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play area</source>
        <extracomment>glossary &apos;play_area&apos;; Japanese: プレイエリア; Where cards played this turn lie.</extracomment>
        <translation>プレイエリア</translation>
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
        <translation>コスト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy cost</source>
        <extracomment>glossary &apos;buy_cost&apos;; Japanese: 購入コスト</extracomment>
        <translation>購入コスト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coin</source>
        <extracomment>glossary &apos;coin&apos;; Japanese: コイン; Rules count coins with 枚: 1枚货币.</extracomment>
        <translation>コイン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep</source>
        <extracomment>glossary &apos;keep&apos;; Japanese: キープ; Put an action card on a territory of your domain costing at least as much; it stays there into the next turns.</extracomment>
        <translation>キープ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recall</source>
        <extracomment>glossary &apos;recall&apos;; Japanese: リコール; Take a kept card back into your hand during your main phase.</extracomment>
        <translation>リコール</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set</source>
        <extracomment>glossary &apos;set&apos;; Japanese: セット; Put a succession card into your domain.</extracomment>
        <translation>セット</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/options_form.py" line="-53"/>
        <location filename="../desktop/games/heart_of_crown/table.py" line="-174"/>
        <source>Market</source>
        <extracomment>glossary &apos;market&apos;; Japanese: マーケット; Basic market and random market together.</extracomment>
        <translation>マーケット</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/table.py" line="-1"/>
        <source>Basic market</source>
        <extracomment>glossary &apos;basic_market&apos;; Japanese: ベーシックマーケット</extracomment>
        <translation>ベーシックマーケット</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random market</source>
        <extracomment>glossary &apos;random_market&apos;; Japanese: ランダムマーケット</extracomment>
        <translation>ランダムマーケット</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Supply</source>
        <extracomment>glossary &apos;supply&apos;; Japanese: サプライ; Face-down pile that refills the random market.</extracomment>
        <translation>サプライ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Curse pile</source>
        <extracomment>glossary &apos;curse_pile&apos;; Japanese: 呪いの山</extracomment>
        <translation>呪いの山</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Princess area</source>
        <extracomment>glossary &apos;princess_area&apos;; Japanese: プリンセス置き場</extracomment>
        <translation>プリンセス置き場</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sudden death</source>
        <extracomment>glossary &apos;sudden_death&apos;; Japanese: 延長戦</extracomment>
        <translation>延長戦</translation>
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
        <translation>コインカウンター</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Succession counter</source>
        <extracomment>glossary &apos;succession_counter&apos;; Japanese: 継承権カウンター</extracomment>
        <translation>継承権カウンター</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twin counter</source>
        <extracomment>glossary &apos;twin_counter&apos;; Japanese: 双子カウンター</extracomment>
        <translation>双子カウンター</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/table.py" line="+4"/>
        <source>Deck</source>
        <extracomment>glossary &apos;deck&apos;; Japanese: 山札; A player&apos;s face-down draw pile.</extracomment>
        <translation>山札</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand</source>
        <extracomment>glossary &apos;hand&apos;; Japanese: 手札</extracomment>
        <translation>手札</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard pile</source>
        <extracomment>glossary &apos;discard_pile&apos;; Japanese: 捨て札</extracomment>
        <translation>捨て札</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard</source>
        <extracomment>glossary &apos;discard&apos;; Japanese: 捨てる</extracomment>
        <translation>捨てる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw</source>
        <extracomment>glossary &apos;draw&apos;; Japanese: 引く</extracomment>
        <translation>引く</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shuffle</source>
        <extracomment>glossary &apos;shuffle&apos;; Japanese: シャッフル</extracomment>
        <translation>シャッフル</translation>
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
        <translation>表向き</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Field</source>
        <extracomment>glossary &apos;field&apos;; Japanese: フィールド; All cards a player owns: deck, hand, discard pile, domain, play area.</extracomment>
        <translation>フィールド</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activated ability</source>
        <extracomment>glossary &apos;activated_ability&apos;; Japanese: 起動能力; Written &quot;(cost): (effect)&quot;.</extracomment>
        <translation>起動能力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation cost</source>
        <extracomment>glossary &apos;activation_cost&apos;; Japanese: 起動コスト</extracomment>
        <translation>起動コスト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card type</source>
        <extracomment>glossary &apos;card_type&apos;; Japanese: カードタイプ</extracomment>
        <translation>カードタイプ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Main type</source>
        <extracomment>glossary &apos;main_type&apos;; Japanese: メインタイプ</extracomment>
        <translation>メインタイプ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Subtype</source>
        <extracomment>glossary &apos;subtype&apos;; Japanese: サブタイプ</extracomment>
        <translation>サブタイプ</translation>
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
        <translation>攻撃</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Succession</source>
        <extracomment>glossary &apos;succession&apos;; Japanese: 継承権; Card type. | card type &apos;succession&apos;</extracomment>
        <translation>継承権</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Calamity</source>
        <extracomment>glossary &apos;calamity&apos;; Japanese: 災い; Card type. | card type &apos;calamity&apos;</extracomment>
        <translation>災い</translation>
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
        <translation>侍女</translation>
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
        <translation>基本カード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Common card</source>
        <extracomment>glossary &apos;common_card&apos;; Japanese: コモンカード</extracomment>
        <translation>コモンカード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rare card</source>
        <extracomment>glossary &apos;rare_card&apos;; Japanese: レアカード</extracomment>
        <translation>レアカード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Princess card</source>
        <extracomment>glossary &apos;princess_card&apos;; Japanese: プリンセスカード</extracomment>
        <translation>プリンセスカード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Succession card</source>
        <extracomment>glossary &apos;succession_card&apos;; Japanese: 継承権カード</extracomment>
        <translation>継承権カード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting deck</source>
        <extracomment>glossary &apos;starting_deck&apos;; Japanese: 初期デッキ</extracomment>
        <translation>初期デッキ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/options_form.py" line="+7"/>
        <source>Attending Maid</source>
        <extracomment>glossary &apos;attending_maid&apos;; Japanese: お付きの侍女; The pile of five different Attending Maids, bought as one kind.</extracomment>
        <translation>お付きの侍女</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/options_form.py" line="-10"/>
        <location line="+32"/>
        <source>Handicap</source>
        <extracomment>glossary &apos;handicap&apos;; Japanese: ハンディキャップ; Variant: Court Maids replace Apprentice Maids in a starting deck.</extracomment>
        <translation>ハンディキャップ</translation>
    </message>
    <message>
        <location line="+140"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+310"/>
        <source>You still have 1 coin. Click “End turn” again to end it.</source>
        <extracomment>warning &apos;coins_left:1&apos; before a move</extracomment>
        <translation>まだ1コイン残っています。終えるにはもう一度「ターン終了」を押してください。</translation>
    </message>
    <message>
        <location line="+126"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="-162"/>
        <source>Turn {number}: your turn</source>
        <extracomment>log line &apos;turn:you&apos;: the reader&apos;s own move, or a shared win; keep {number} as they are</extracomment>
        <translation>ターン{number}：あなたの番</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You play {card}</source>
        <extracomment>log line &apos;play:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>あなたは{card}をプレイした</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You get {amount} coins</source>
        <extracomment>log line &apos;coins:you&apos;: the reader&apos;s own move, or a shared win; keep {amount} as they are</extracomment>
        <translation>あなたは{amount}コインを得た</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You get 1 coin</source>
        <extracomment>log line &apos;coins:1:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>あなたは1コインを得た</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You draw {cards}</source>
        <extracomment>log line &apos;draw:you&apos;: the reader&apos;s own move, or a shared win; keep {cards} as they are</extracomment>
        <translation>あなたは{cards}を引いた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You draw {count} cards</source>
        <extracomment>log line &apos;draw_count:you&apos;: the reader&apos;s own move, or a shared win; keep {count} as they are</extracomment>
        <translation>あなたはカードを{count}枚引いた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You draw a card</source>
        <extracomment>log line &apos;draw_count:1:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>あなたはカードを1枚引いた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You look at the top of your deck: {cards}</source>
        <extracomment>log line &apos;look:you&apos;: the reader&apos;s own move, or a shared win; keep {cards} as they are</extracomment>
        <translation>あなたは山札の上を見た：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You shuffle your discard pile into a new deck</source>
        <extracomment>log line &apos;reshuffle:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>あなたは捨て札をシャッフルして新しい山札にした</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You buy {card}</source>
        <extracomment>log line &apos;buy:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>あなたは{card}を購入した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You gain {card}</source>
        <extracomment>log line &apos;gain:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>あなたは{card}を獲得した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You gain {card} face up on top of your deck</source>
        <extracomment>log line &apos;gain:deck:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>あなたは{card}を獲得し、山札の一番上に表向きで置いた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You back {card}</source>
        <extracomment>log line &apos;back:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>あなたは{card}を擁立した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You set {card} into your domain</source>
        <extracomment>log line &apos;set:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>あなたは{card}を直轄地にセットした</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You keep {card} on {land}</source>
        <extracomment>log line &apos;keep:you&apos;: the reader&apos;s own move, or a shared win; keep {card}, {land} as they are</extracomment>
        <translation>あなたは{card}を{land}にキープした</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You recall {card}</source>
        <extracomment>log line &apos;recall:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>あなたは{card}をリコールした</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You discard {card}</source>
        <extracomment>log line &apos;discard:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>あなたは{card}を捨てた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You discard {card} from the top of your deck</source>
        <extracomment>log line &apos;discard:deck:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>あなたは山札の一番上の{card}を捨てた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You discard {card} from your domain</source>
        <extracomment>log line &apos;discard:domain:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>あなたは直轄地の{card}を捨てた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You discard {card} from the play area</source>
        <extracomment>log line &apos;discard:play:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>あなたはプレイエリアの{card}を捨てた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You exile {card}</source>
        <extracomment>log line &apos;exile:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>あなたは{card}を追放した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You put {card} into your hand</source>
        <extracomment>log line &apos;to_hand:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>あなたは{card}を手札に加えた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You put {card} from your discard pile into your hand</source>
        <extracomment>log line &apos;to_hand:discard:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>あなたは捨て札の{card}を手札に加えた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You put {card} from the market into your hand</source>
        <extracomment>log line &apos;to_hand:market:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>あなたはマーケットの{card}を手札に加えた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You put {card} face up on top of your deck</source>
        <extracomment>log line &apos;put_on_deck:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>あなたは{card}を山札の一番上に表向きで置いた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You turn up {card} from the bottom of the supply</source>
        <extracomment>log line &apos;treasure:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>あなたはサプライの一番下の{card}を表向きにした</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You reveal your hand: {cards}</source>
        <extracomment>log line &apos;reveal_hand:you&apos;: the reader&apos;s own move, or a shared win; keep {cards} as they are</extracomment>
        <translation>あなたは手札を公開した：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You gain a coin counter</source>
        <extracomment>log line &apos;coin_counter:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>あなたはコインカウンターを獲得した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You spend a coin counter</source>
        <extracomment>log line &apos;coin_counter_spent:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>あなたはコインカウンターを使った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You use the ability of {card}</source>
        <extracomment>log line &apos;activate:you&apos;: the reader&apos;s own move, or a shared win; keep {card} as they are</extracomment>
        <translation>あなたは{card}の能力を起動した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You put a +1 succession counter on your princess</source>
        <extracomment>log line &apos;point_counter:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>あなたは自分のプリンセスに+1継承権カウンターを置いた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You own {owned} cards and gain {count} twin counters</source>
        <extracomment>log line &apos;twin_counters:you&apos;: the reader&apos;s own move, or a shared win; keep {owned}, {count} as they are</extracomment>
        <translation>あなたはカードを{owned}枚所有しており、双子カウンターを{count}個獲得した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You take an extra turn</source>
        <extracomment>log line &apos;extra_turn:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>あなたの追加ターン</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You declare a coronation with {points} succession points</source>
        <extracomment>log line &apos;coronation_declared:you&apos;: the reader&apos;s own move, or a shared win; keep {points} as they are</extracomment>
        <translation>あなたは継承点{points}点で戴冠式を宣言した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+2"/>
        <source>Your coronation is cancelled</source>
        <extracomment>log line &apos;coronation_cancelled:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>あなたの戴冠式は取り消された</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Game over: you win</source>
        <extracomment>log line &apos;game_over:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>ゲーム終了：あなたの勝利</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Game over: {winners} win</source>
        <extracomment>log line &apos;game_over:shared&apos;: the reader&apos;s own move, or a shared win; keep {winners} as they are</extracomment>
        <translation>ゲーム終了：{winners}の勝利</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Coronation: you win</source>
        <extracomment>log line &apos;game_over:coronation:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>戴冠式：あなたの勝利</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Coronation: {winners} win</source>
        <extracomment>log line &apos;game_over:coronation:shared&apos;: the reader&apos;s own move, or a shared win; keep {winners} as they are</extracomment>
        <translation>戴冠式：{winners}の勝利</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>You reach 30 succession points and win the sudden death</source>
        <extracomment>log line &apos;game_over:sudden_death:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>あなたが継承点30点に達し、延長戦に勝利した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+2"/>
        <source>{winners} reach 30 succession points and win the sudden death</source>
        <extracomment>log line &apos;game_over:sudden_death:shared&apos;: the reader&apos;s own move, or a shared win; keep {winners} as they are</extracomment>
        <translation>{winners}が継承点30点に達し、延長戦に勝利した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+2"/>
        <source>Judgement: the basic market ran out of Court Maids, Senators and Dukes; you win</source>
        <extracomment>log line &apos;game_over:judgement:you&apos;: the reader&apos;s own move, or a shared win</extracomment>
        <translation>判定：ベーシックマーケットの「宮廷侍女」「議員」「公爵」が尽きた。あなたの勝利</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+2"/>
        <source>Judgement: the basic market ran out of Court Maids, Senators and Dukes; {winners} win</source>
        <extracomment>log line &apos;game_over:judgement:shared&apos;: the reader&apos;s own move, or a shared win; keep {winners} as they are</extracomment>
        <translation>判定：ベーシックマーケットの「宮廷侍女」「議員」「公爵」が尽きた。{winners}の勝利</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+2"/>
        <source>Stalemate: for {rounds} rounds nobody bought or gained a card or backed a princess; you win on succession points</source>
        <extracomment>log line &apos;game_over:stalemate:you&apos;: the reader&apos;s own move, or a shared win; keep {rounds} as they are</extracomment>
        <translation>膠着：{rounds}巡のあいだ誰もカードを購入・獲得せず、プリンセスも擁立しなかった。継承点によりあなたの勝利</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+2"/>
        <source>Stalemate: for {rounds} rounds nobody bought or gained a card or backed a princess; {winners} win on succession points</source>
        <extracomment>log line &apos;game_over:stalemate:shared&apos;: the reader&apos;s own move, or a shared win; keep {rounds}, {winners} as they are</extracomment>
        <translation>膠着：{rounds}巡のあいだ誰もカードを購入・獲得せず、プリンセスも擁立しなかった。継承点により{winners}の勝利</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play a card</source>
        <extracomment>lesson step 1 (play_card): its title</extracomment>
        <translation>カードをプレイする</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your hand is at the bottom. A Farming Village is a territory: played, it gives you 1 coin. Drag a Farming Village onto the play area (or double-click it).</source>
        <extracomment>lesson step 1 (play_card): what to do and why</extracomment>
        <translation>手札は画面の下にあります。農村は領地カードで、プレイすると1コインが得られます。農村をプレイエリアへドラッグしてください（ダブルクリックでもかまいません）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Farming Village first: drag it from your hand onto the play area.</source>
        <extracomment>lesson step 1 (play_card): said when another move is tried</extracomment>
        <translation>まず農村をプレイしましょう。手札からプレイエリアへドラッグします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Links</source>
        <extracomment>lesson step 2 (links): its title</extracomment>
        <translation>リンク</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card&apos;s link lets you play one more card after it. Farming Village has a link, so you may go on: play all your Farming Villages for coins. The Apprentice Maid can&apos;t be played; when nothing more can be played, the main phase ends by itself.</source>
        <extracomment>lesson step 2 (links): what to do and why</extracomment>
        <translation>カードのリンクがあると、そのあとにもう1枚プレイできます。農村にはリンクがあるので続けられます。農村をすべてプレイしてコインを集めましょう。見習い侍女はプレイできません。もうプレイできるカードがなくなると、メインフェイズは自動的に終わります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play your other Farming Villages first: every coin counts in the second phase.</source>
        <extracomment>lesson step 2 (links): said when another move is tried</extracomment>
        <translation>先に残りの農村をプレイしましょう。セカンドフェイズでは1コインも無駄にできません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The second phase: buy</source>
        <extracomment>lesson step 3 (buy): its title</extracomment>
        <translation>セカンドフェイズ：購入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the second phase you do one of three things: buy cards, back a princess (6 coins) or set succession cards into your domain. With 4 coins, buy: drag the Purveyor (3 coins, +2 coins when played) from the market onto your discard pile.</source>
        <extracomment>lesson step 3 (buy): what to do and why</extracomment>
        <translation>セカンドフェイズでは、カードの購入・プリンセスの擁立（6コイン）・継承権カードを直轄地にセット、のうち1つだけを行います。4コインあるので購入しましょう。御用商人（3コイン、プレイすると+2コイン）をマーケットから捨て札へドラッグしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy a card first: drag it from the market onto your discard pile.</source>
        <extracomment>lesson step 3 (buy): said when another move is tried</extracomment>
        <translation>まずカードを1枚購入しましょう。マーケットから捨て札へドラッグします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End your turn</source>
        <extracomment>lesson step 4 (end_turn): its title</extracomment>
        <translation>ターンを終える</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What you buy goes to your discard pile and, once your deck runs out, is shuffled into it: your deck grows stronger. Press End turn; then watch your opponent play.</source>
        <extracomment>lesson step 4 (end_turn): what to do and why</extracomment>
        <translation>購入したカードは捨て札に置かれ、山札がなくなるとシャッフルされて山札になります。こうしてデッキが強くなっていきます。「ターン終了」を押して、対戦相手のプレイを見ていてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press End turn to let your opponent play.</source>
        <extracomment>lesson step 4 (end_turn): said when another move is tried</extracomment>
        <translation>「ターン終了」を押して、対戦相手の番にしましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coins for a princess</source>
        <extracomment>lesson step 5 (coins_for_princess): its title</extracomment>
        <translation>プリンセスのためのコイン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backing a princess costs 6 coins. Play both Cities, the Farming Village and the Purveyor: 7 coins together.</source>
        <extracomment>lesson step 5 (coins_for_princess): what to do and why</extracomment>
        <translation>プリンセスの擁立には6コインかかります。都市2枚、農村、御用商人をプレイしましょう。合わせて7コインになります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play your cards first: you need 6 coins to back a princess.</source>
        <extracomment>lesson step 5 (coins_for_princess): said when another move is tried</extracomment>
        <translation>先にカードをプレイしましょう。擁立には6コインが必要です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back a princess instead of buying: drag one from &quot;Princesses to back&quot; onto your domain, the empty row under the market. The three costliest territories you played this turn become her lands.</source>
        <extracomment>lesson step 6 (back): what to do and why</extracomment>
        <translation>購入の代わりにプリンセスを擁立しましょう。「擁立できるプリンセス」から1人を、マーケットの下の空いている列（あなたの直轄地）へドラッグします。このターンにプレイした領地のうちコストの高い3枚が直轄地に移ります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back a princess this turn: drag one onto your domain. Buying would use up the second phase.</source>
        <extracomment>lesson step 6 (back): said when another move is tried</extracomment>
        <translation>このターンはプリンセスを擁立しましょう。直轄地へドラッグします。購入するとセカンドフェイズがそれで終わってしまいます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set a succession card</source>
        <extracomment>lesson step 7 (set): its title</extracomment>
        <translation>継承権カードをセットする</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Now that you have a domain, your second phase may set succession cards from your hand instead of buying. Play your cards or end the main phase, then drag the Senator (3 points) from your hand onto your domain.</source>
        <extracomment>lesson step 7 (set): what to do and why</extracomment>
        <translation>直轄地ができたので、セカンドフェイズでは購入の代わりに手札の継承権カードをセットできます。カードをプレイするかメインフェイズを終えてから、議員（3点）を手札から直轄地へドラッグしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This turn, set the Senator or the Court Maid into your domain (the Apprentice Maid is worth −2 points).</source>
        <extracomment>lesson step 7 (set): said when another move is tried</extracomment>
        <translation>このターンは議員か宮廷侍女を直轄地にセットしましょう（見習い侍女は−2点です）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set as many as you like</source>
        <extracomment>lesson step 8 (set_more): its title</extracomment>
        <translation>好きなだけセットできる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may set any number of succession cards in one second phase. Set the Court Maid (2 points) too if you like, then press End turn.</source>
        <extracomment>lesson step 8 (set_more): what to do and why</extracomment>
        <translation>1回のセカンドフェイズで継承権カードを何枚でもセットできます。よければ宮廷侍女（2点）もセットして、「ターン終了」を押してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the Court Maid, or press End turn.</source>
        <extracomment>lesson step 8 (set_more): said when another move is tried</extracomment>
        <translation>宮廷侍女をセットするか、「ターン終了」を押してください。</translation>
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
        <translation>あなたの直轄地には14点の継承点があります。戴冠式には20点が必要です。手札の公爵（6点）を直轄地にセットしましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the Duke: with it your domain reaches 20 points.</source>
        <extracomment>lesson step 9 (set_duke): said when another move is tried</extracomment>
        <translation>公爵をセットしましょう。これで直轄地が20点になります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End the turn</source>
        <extracomment>lesson step 10 (end_for_coronation): its title</extracomment>
        <translation>ターンを終える</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>20 points. A coronation is declared at the end of your turn: press End turn.</source>
        <extracomment>lesson step 10 (end_for_coronation): what to do and why</extracomment>
        <translation>20点になりました。戴冠式はターンの終わりに宣言します。「ターン終了」を押してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press End turn: the coronation comes at its end.</source>
        <extracomment>lesson step 10 (end_for_coronation): said when another move is tried</extracomment>
        <translation>「ターン終了」を押してください。戴冠式はその後です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare your coronation. Every other player then has one more turn; if you still hold 20 points when your turn comes round and nobody else declared, you win.</source>
        <extracomment>lesson step 11 (declare): what to do and why</extracomment>
        <translation>戴冠式を宣言しましょう。ほかのプレイヤーはそれぞれもう1ターンずつプレイします。あなたのターンが戻ってきたときに継承点が20点以上あり、ほかに宣言した人がいなければ、あなたの勝ちです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Declare a coronation.</source>
        <extracomment>lesson step 11 (declare): said when another move is tried</extracomment>
        <translation>「戴冠式を宣言する」を押してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A few turns later…</source>
        <extracomment>lesson: said where the lesson skips ahead</extracomment>
        <translation>数ターン後…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Many turns later…</source>
        <extracomment>lesson: said where the lesson skips ahead</extracomment>
        <translation>さらに何ターンも後…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Well done!</source>
        <extracomment>lesson: title at its end</extracomment>
        <translation>よくできました！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You know a whole turn of Heart of Crown: play cards along their links, then in the second phase buy, back a princess or set succession cards, and declare a coronation at 20 points. Now start a real game, or read the rules.</source>
        <extracomment>lesson: text at its end</extracomment>
        <translation>これでハートオブクラウンのターンの流れがわかりました。リンクをつないでカードをプレイし、セカンドフェイズでは購入・擁立・継承権カードのセットのどれかを行い、20点で戴冠式を宣言します。さあ、本番のゲームを始めるか、ルールを読んでみましょう。</translation>
    </message>
    <message>
        <location line="-342"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="-142"/>
        <source>End main phase</source>
        <oldsource>End phase</oldsource>
        <extracomment>button for the action &apos;end_main&apos;</extracomment>
        <translation>メインフェイズ終了</translation>
    </message>
    <message>
        <location line="-78"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="-51"/>
        <source>First game</source>
        <extracomment>name of the preset market &apos;first_game&apos;</extracomment>
        <translation>はじめての対戦</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Court intrigue</source>
        <extracomment>name of the preset market &apos;court_intrigue&apos;</extracomment>
        <translation>宮廷の陰謀</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Merchants&apos; guild</source>
        <extracomment>name of the preset market &apos;merchants_guild&apos;</extracomment>
        <translation>商人ギルド</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+7"/>
        <source>Main phase: play a card from your hand, recall a kept card, or end the phase</source>
        <extracomment>prompt for decision kind &apos;main&apos;</extracomment>
        <translation>メインフェイズ：手札からカードをプレイするか、キープしたカードをリコールするか、フェイズを終了してください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Second phase: buy cards, back a princess, or set succession cards into your domain</source>
        <extracomment>prompt for decision kind &apos;second&apos;</extracomment>
        <translation>セカンドフェイズ：カードを購入するか、プリンセスを擁立するか、継承権カードを直轄地にセットしてください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Cleanup phase: keep action cards on the territories of your domain</source>
        <extracomment>prompt for decision kind &apos;keep&apos;</extracomment>
        <translation>クリンナップフェイズ：行動カードを直轄地の領地にキープできます</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Your domain holds {points} succession points. Declare a coronation?</source>
        <extracomment>prompt for decision kind &apos;coronation&apos;; keep {points} as they are</extracomment>
        <translation>直轄地の継承点は{points}点です。戴冠式を宣言しますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose an action card from your play area to put face up on top of your deck</source>
        <extracomment>prompt for decision kind &apos;supply_unit&apos;; keep {card} as they are</extracomment>
        <translation>{card}：プレイエリアから山札の一番上に表向きで置く行動カードを選んでください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose a card from your discard pile to put face up on top of your deck</source>
        <extracomment>prompt for decision kind &apos;hideout&apos;; keep {card} as they are</extracomment>
        <translation>{card}：捨て札から山札の一番上に表向きで置くカードを選んでください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Choose a card to exile</source>
        <extracomment>prompt for decision kind &apos;donation&apos;</extracomment>
        <translation>追放するカードを選んでください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose a territory card from your discard pile to put into your hand</source>
        <extracomment>prompt for decision kind &apos;castle_wall&apos;; keep {card} as they are</extracomment>
        <translation>{card}：捨て札から手札に加える領地カードを選んでください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: discard the top card of your deck?</source>
        <extracomment>prompt for decision kind &apos;scout&apos;; keep {card} as they are</extracomment>
        <translation>{card}：山札の一番上のカードを捨てますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose cards to discard from your hand; you then draw that many</source>
        <extracomment>prompt for decision kind &apos;wishing_well&apos;; keep {card} as they are</extracomment>
        <translation>{card}：捨てる手札を選んでください。捨てた枚数だけカードを引きます</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: draw 2 cards, or +2 coins?</source>
        <extracomment>prompt for decision kind &apos;trade_ship&apos;; keep {card} as they are</extracomment>
        <translation>{card}：カードを2枚引きますか、それとも+2コインにしますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: pay 1 coin and choose a card to exile and upgrade</source>
        <extracomment>prompt for decision kind &apos;urban_development&apos;; keep {card} as they are</extracomment>
        <translation>{card}：1コインを支払い、追放して格上げするカードを選んでください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose which card kept by {victim} is discarded</source>
        <extracomment>prompt for decision kind &apos;battering_ram&apos;; keep {card}, {victim} as they are</extracomment>
        <translation>{card}：{victim}がキープしているカードのうち、捨てさせるカードを選んでください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose cards to discard from the top of your deck</source>
        <extracomment>prompt for decision kind &apos;stargazing_witch&apos;; keep {card} as they are</extracomment>
        <translation>{card}：山札の上から捨てるカードを選んでください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Choose the card to put on top of your deck</source>
        <extracomment>prompt for decision kind &apos;order_top&apos;</extracomment>
        <translation>山札の一番上に置くカードを選んでください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: exile a calamity card, or put an action or succession card from your discard pile into your hand</source>
        <extracomment>prompt for decision kind &apos;magic_amulet&apos;; keep {card} as they are</extracomment>
        <translation>{card}：災いカードを追放するか、捨て札の行動カードか継承権カードを手札に加えてください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: exile a card from your hand, or gain a coin counter</source>
        <extracomment>prompt for decision kind &apos;general_store&apos;; keep {card} as they are</extracomment>
        <translation>{card}：手札1枚を追放するか、コインカウンターを獲得してください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{attacker} plays {card}: discard a card costing 5 or more</source>
        <extracomment>prompt for decision kind &apos;hunted_beast&apos;; keep {attacker}, {card} as they are</extracomment>
        <translation>{attacker}が{card}をプレイしました：コスト5以上のカードを1枚捨ててください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{attacker} plays {card}: discard a territory card</source>
        <extracomment>prompt for decision kind &apos;infantry_battalion&apos;; keep {attacker}, {card} as they are</extracomment>
        <translation>{attacker}が{card}をプレイしました：領地カードを1枚捨ててください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{attacker} plays {card}: discard an action or succession card</source>
        <extracomment>prompt for decision kind &apos;charm_witch&apos;; keep {attacker}, {card} as they are</extracomment>
        <translation>{attacker}が{card}をプレイしました：行動カードか継承権カードを1枚捨ててください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: pay 1 coin, or exile an action or succession card from your hand</source>
        <extracomment>prompt for decision kind &apos;curse_witch_cost&apos;; keep {card} as they are</extracomment>
        <translation>{card}：1コインを支払うか、手札の行動カードか継承権カードを追放してください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: each opponent gains a Curse, or you draw 2 cards?</source>
        <extracomment>prompt for decision kind &apos;curse_witch&apos;; keep {card} as they are</extracomment>
        <translation>{card}：全ての対戦相手に「呪い」を獲得させますか、それともカードを2枚引きますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: +1 coin, or succession cards cost 1 less this turn?</source>
        <extracomment>prompt for decision kind &apos;royal_ball&apos;; keep {card} as they are</extracomment>
        <translation>{card}：+1コインにしますか、それともこのターン継承権カードのコストを1下げますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose a card to exile</source>
        <extracomment>prompt for decision kind &apos;adventurer_exile&apos;; keep {card} as they are</extracomment>
        <translation>{card}：追放するカードを選んでください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: gain a card costing up to {limit}</source>
        <extracomment>prompt for decision kind &apos;adventurer_gain&apos;; keep {card}, {limit} as they are</extracomment>
        <translation>{card}：コスト{limit}以下のカードを1枚獲得してください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Set {card} into your domain now?</source>
        <extracomment>prompt for decision kind &apos;set_bought_maid&apos;; keep {card} as they are</extracomment>
        <translation>{card}を今すぐ直轄地にセットしますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: discard a card from your hand</source>
        <extracomment>prompt for decision kind &apos;bergamotte_cost&apos;; keep {card} as they are</extracomment>
        <translation>{card}：手札を1枚捨ててください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose an action card from your discard pile to put into your hand</source>
        <extracomment>prompt for decision kind &apos;bergamotte&apos;; keep {card} as they are</extracomment>
        <translation>{card}：捨て札から手札に加える行動カードを選んでください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: how many Court Maids do you gain?</source>
        <extracomment>prompt for decision kind &apos;laolily&apos;; keep {card} as they are</extracomment>
        <translation>{card}：「宮廷侍女」を何枚獲得しますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: choose up to 2 market cards costing up to 5 to put on top of your deck</source>
        <extracomment>prompt for decision kind &apos;flammaria&apos;; keep {card} as they are</extracomment>
        <translation>{card}：山札の上に置くコスト5以下のマーケットのカードを2枚まで選んでください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+3"/>
        <source>{card}: choose</source>
        <extracomment>prompt for any other decision; keep {card} as they are</extracomment>
        <translation>{card}：選んでください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+3"/>
        <source>Waiting for {player}…</source>
        <extracomment>another player decides; keep {player} as they are</extracomment>
        <translation>{player}を待っています…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{prompt} ({picked} chosen so far)</source>
        <extracomment>a prompt asking for several picks; keep {prompt}, {picked} as they are</extracomment>
        <translation>{prompt}（{picked}枚選択済み）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{prompt}
You see: {cards}</source>
        <extracomment>a prompt showing the cards on top of the deck; keep {prompt}, {cards} as they are</extracomment>
        <translation>{prompt}
見ているカード：{cards}</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+6"/>
        <source>End turn</source>
        <extracomment>button for the action &apos;end_second&apos;</extracomment>
        <translation>ターン終了</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Skip</source>
        <extracomment>button for the action &apos;skip&apos;</extracomment>
        <translation>スキップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Done</source>
        <extracomment>button for the action &apos;done&apos;</extracomment>
        <translation>完了</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+2"/>
        <source>Not yet</source>
        <extracomment>button for the action &apos;decline&apos;</extracomment>
        <translation>まだ宣言しない</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Spend a coin counter</source>
        <extracomment>button for the action &apos;coin_counter&apos;</extracomment>
        <translation>コインカウンターを使う</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Pay 1 coin</source>
        <extracomment>button for the action &apos;pay&apos;</extracomment>
        <translation>1コインを支払う</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>No</source>
        <extracomment>button for the action &apos;no&apos;</extracomment>
        <translation>いいえ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Gain a coin counter</source>
        <extracomment>button for the action &apos;counter&apos;</extracomment>
        <translation>コインカウンターを獲得</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Discard it</source>
        <extracomment>button for the action &apos;discard&apos;</extracomment>
        <translation>捨てる</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Leave it on the deck</source>
        <extracomment>button for the action &apos;keep&apos;</extracomment>
        <translation>山札に残す</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Draw 2 cards</source>
        <extracomment>button for the action &apos;option draw&apos;</extracomment>
        <translation>カードを2枚引く</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>+2 coins</source>
        <extracomment>button for the action &apos;option coins&apos;</extracomment>
        <translation>+2コイン</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>+1 coin</source>
        <extracomment>button for the action &apos;option coin&apos;</extracomment>
        <translation>+1コイン</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Each opponent gains a Curse</source>
        <extracomment>button for the action &apos;option curse&apos;</extracomment>
        <translation>全ての対戦相手が「呪い」を獲得</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Succession cards cost 1 less</source>
        <extracomment>button for the action &apos;option discount&apos;</extracomment>
        <translation>継承権カードのコスト-1</translation>
    </message>
    <message>
        <location line="+30"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+3"/>
        <source>Play {card}</source>
        <extracomment>button for &apos;play:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>{card}をプレイ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Recall {card}</source>
        <extracomment>button for &apos;recall:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>{card}をリコール</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Use {card}</source>
        <extracomment>button for &apos;activate:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>{card}の能力を起動</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Buy {card}</source>
        <extracomment>button for &apos;buy:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>{card}を購入</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Back {card}</source>
        <extracomment>button for &apos;back:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>{card}を擁立</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Set {card}</source>
        <extracomment>button for &apos;set:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>{card}をセット</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Put {card} on your deck</source>
        <extracomment>button for &apos;put:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>{card}を山札の上に置く</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Put {card} on top</source>
        <extracomment>button for &apos;top:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>{card}を一番上に置く</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Exile {card}</source>
        <extracomment>button for &apos;exile:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>{card}を追放</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Take {card}</source>
        <extracomment>button for &apos;take:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>{card}を手札に加える</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Discard {card}</source>
        <extracomment>button for &apos;discard:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>{card}を捨てる</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Gain {card}</source>
        <extracomment>button for &apos;gain:&lt;card&gt;&apos; actions; keep {card} as they are</extracomment>
        <translation>{card}を獲得</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Keep {card} on {land}</source>
        <extracomment>button for &apos;keep:&lt;card&gt;&apos; actions; keep {card}, {land} as they are</extracomment>
        <translation>{card}を{land}にキープ</translation>
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
        <translation>{label}（捨て札から）</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+6"/>
        <source>Game resumed at turn {number}</source>
        <extracomment>log line for event &apos;resumed&apos;; keep {number} as they are</extracomment>
        <translation>ターン{number}から再開</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Turn {number}: {player}</source>
        <extracomment>log line for event &apos;turn&apos;; keep {number}, {player} as they are</extracomment>
        <translation>ターン{number}：{player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} plays {card}</source>
        <extracomment>log line for event &apos;play&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}をプレイした</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} gets {amount} coins</source>
        <extracomment>log line for event &apos;coins&apos;; keep {player}, {amount} as they are</extracomment>
        <translation>{player}は{amount}コインを得た</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} gets 1 coin</source>
        <extracomment>log line for event &apos;coins:1&apos;; keep {player} as they are</extracomment>
        <translation>{player}は1コインを得た</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} draws {cards}</source>
        <extracomment>log line for event &apos;draw&apos;; keep {player}, {cards} as they are</extracomment>
        <translation>{player}は{cards}を引いた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} draws {count} cards</source>
        <extracomment>log line for event &apos;draw_count&apos;; keep {player}, {count} as they are</extracomment>
        <translation>{player}はカードを{count}枚引いた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} looks at the top of their deck: {cards}</source>
        <extracomment>log line for event &apos;look&apos;; keep {player}, {cards} as they are</extracomment>
        <translation>{player}は山札の上を見た：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} draws a card</source>
        <extracomment>log line for event &apos;draw_count:1&apos;; keep {player} as they are</extracomment>
        <translation>{player}はカードを1枚引いた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} shuffles their discard pile into a new deck</source>
        <extracomment>log line for event &apos;reshuffle&apos;; keep {player} as they are</extracomment>
        <translation>{player}は捨て札をシャッフルして新しい山札にした</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} buys {card}</source>
        <extracomment>log line for event &apos;buy&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}を購入した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} gains {card}</source>
        <extracomment>log line for event &apos;gain&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}を獲得した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} gains {card} face up on top of their deck</source>
        <extracomment>log line for event &apos;gain:deck&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}を獲得し、山札の一番上に表向きで置いた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} backs {card}</source>
        <extracomment>log line for event &apos;back&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}を擁立した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} sets {card} into their domain</source>
        <extracomment>log line for event &apos;set&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}を直轄地にセットした</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} keeps {card} on {land}</source>
        <extracomment>log line for event &apos;keep&apos;; keep {player}, {card}, {land} as they are</extracomment>
        <translation>{player}は{card}を{land}にキープした</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} recalls {card}</source>
        <extracomment>log line for event &apos;recall&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}をリコールした</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} discards {card}</source>
        <extracomment>log line for event &apos;discard&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}を捨てた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} discards {card} from the top of their deck</source>
        <extracomment>log line for event &apos;discard:deck&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は山札の一番上の{card}を捨てた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} discards {card} from their domain</source>
        <extracomment>log line for event &apos;discard:domain&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は直轄地の{card}を捨てた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} discards {card} from the play area</source>
        <extracomment>log line for event &apos;discard:play&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}はプレイエリアの{card}を捨てた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} exiles {card}</source>
        <extracomment>log line for event &apos;exile&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}を追放した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} puts {card} into their hand</source>
        <extracomment>log line for event &apos;to_hand&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}を手札に加えた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} puts {card} from their discard pile into their hand</source>
        <extracomment>log line for event &apos;to_hand:discard&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は捨て札の{card}を手札に加えた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} puts {card} from the market into their hand</source>
        <extracomment>log line for event &apos;to_hand:market&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}はマーケットの{card}を手札に加えた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} puts {card} face up on top of their deck</source>
        <extracomment>log line for event &apos;put_on_deck&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}を山札の一番上に表向きで置いた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} turns up {card} from the bottom of the supply</source>
        <extracomment>log line for event &apos;treasure&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}はサプライの一番下の{card}を表向きにした</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>New in the market: {cards}</source>
        <extracomment>log line for event &apos;market_refill&apos;; keep {cards} as they are</extracomment>
        <translation>マーケットに追加：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} reveals their hand: {cards}</source>
        <extracomment>log line for event &apos;reveal_hand&apos;; keep {player}, {cards} as they are</extracomment>
        <translation>{player}は手札を公開した：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{card}: {types} cards cost 1 less for {player} this turn</source>
        <extracomment>log line for event &apos;cost_reduction&apos;; keep {card}, {types}, {player} as they are</extracomment>
        <translation>{card}：このターン、{player}の{types}カードの購入コストが1少なくなる</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} gains a coin counter</source>
        <extracomment>log line for event &apos;coin_counter&apos;; keep {player} as they are</extracomment>
        <translation>{player}はコインカウンターを獲得した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} spends a coin counter</source>
        <extracomment>log line for event &apos;coin_counter_spent&apos;; keep {player} as they are</extracomment>
        <translation>{player}はコインカウンターを使った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} uses the ability of {card}</source>
        <extracomment>log line for event &apos;activate&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}の能力を起動した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} puts a +1 succession counter on their princess</source>
        <extracomment>log line for event &apos;point_counter&apos;; keep {player} as they are</extracomment>
        <translation>{player}は自分のプリンセスに+1継承権カウンターを置いた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} owns {owned} cards and gains {count} twin counters</source>
        <extracomment>log line for event &apos;twin_counters&apos;; keep {player}, {owned}, {count} as they are</extracomment>
        <translation>{player}はカードを{owned}枚所有しており、双子カウンターを{count}個獲得した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} will take an extra turn</source>
        <extracomment>log line for event &apos;extra_turn_earned&apos;; keep {player} as they are</extracomment>
        <translation>{player}はこの後、追加ターンを行う</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} takes an extra turn</source>
        <extracomment>log line for event &apos;extra_turn&apos;; keep {player} as they are</extracomment>
        <translation>{player}の追加ターン</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{player} declares a coronation with {points} succession points</source>
        <extracomment>log line for event &apos;coronation_declared&apos;; keep {player}, {points} as they are</extracomment>
        <translation>{player}は継承点{points}点で戴冠式を宣言した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>The coronation of {player} is cancelled</source>
        <extracomment>log line for event &apos;coronation_cancelled&apos;; keep {player} as they are</extracomment>
        <translation>{player}の戴冠式は取り消された</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Sudden death between {players}</source>
        <extracomment>log line for event &apos;sudden_death&apos;; keep {players} as they are</extracomment>
        <translation>{players}による延長戦</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Game over: {winners} wins</source>
        <extracomment>log line for event &apos;game_over&apos;; keep {winners} as they are</extracomment>
        <translation>ゲーム終了：{winners}の勝利</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Coronation: {winners} wins</source>
        <extracomment>log line for event &apos;game_over:coronation&apos;; keep {winners} as they are</extracomment>
        <translation>戴冠式：{winners}の勝利</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>{winners} reaches 30 succession points and wins the sudden death</source>
        <extracomment>log line for event &apos;game_over:sudden_death&apos;; keep {winners} as they are</extracomment>
        <translation>{winners}が継承点30点に達し、延長戦に勝利した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Judgement: the basic market ran out of Court Maids, Senators and Dukes; {winners} wins</source>
        <extracomment>log line for event &apos;game_over:judgement&apos;; keep {winners} as they are</extracomment>
        <translation>判定：ベーシックマーケットの「宮廷侍女」「議員」「公爵」が尽きた。{winners}の勝利</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+1"/>
        <source>Stalemate: for {rounds} rounds nobody bought or gained a card or backed a princess; {winners} wins on succession points</source>
        <extracomment>log line for event &apos;game_over:stalemate&apos;; keep {rounds}, {winners} as they are</extracomment>
        <translation>膠着：{rounds}巡のあいだ誰もカードを購入・獲得せず、プリンセスも擁立しなかった。継承点により{winners}の勝利</translation>
    </message>
    <message>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="-179"/>
        <source>The market lists cards this game does not have: {cards}.</source>
        <translation>マーケットにこのゲームにないカードがあります：{cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The market lists a card twice: {cards}.</source>
        <translation>マーケットに同じカードが2回含まれています：{cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The market needs exactly {needed} common cards; {got} are chosen.</source>
        <translation>マーケットにはコモンカードがちょうど{needed}種類必要です（選択中：{got}種類）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown game settings: {names}.</source>
        <translation>不明なゲーム設定：{names}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heart of Crown is for 2 to 4 players.</source>
        <translation>ハートオブクラウンは2～4人用のゲームです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown market choice: {market}.</source>
        <translation>不明なマーケットの選択：{market}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The market must be random, a preset or a list of 10 common cards.</source>
        <translation>マーケットはランダム、おすすめセット、またはコモンカード10種類のリストで指定してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The handicap must give each seat a number of Court Maids.</source>
        <translation>ハンディキャップでは各席に宮廷侍女の枚数を指定してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The handicap names a seat that is not in this game: {seat}.</source>
        <translation>ハンディキャップにこのゲームにない席が指定されています：{seat}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The handicap for seat {seat} must be 0 to 3 Court Maids.</source>
        <translation>席{seat}のハンディキャップは宮廷侍女0～3枚で指定してください。</translation>
    </message>
    <message>
        <location filename="data_strings.py" line="-144"/>
        <source>The main phase is over: no more cards are played. To buy a card, drop it from the market on your discard pile.</source>
        <oldsource>The main phase is over: you can&apos;t play {card} now.</oldsource>
        <extracomment>refusal &apos;main_phase_over&apos; of a card gesture (engine)</extracomment>
        <translation>メインフェイズは終わりました。もうカードはプレイできません。カードを購入するには、マーケットから自分の捨て札に置いてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can&apos;t play {card} now.</source>
        <extracomment>refusal &apos;cannot_play&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>今は{card}をプレイできません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End the main phase first to buy {card}.</source>
        <extracomment>refusal &apos;end_main_first&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>{card}を購入するには、先にメインフェイズを終了してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You can&apos;t buy {card} now.</source>
        <extracomment>refusal &apos;cannot_buy&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>今は{card}を購入できません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} can&apos;t go into your domain now.</source>
        <extracomment>refusal &apos;not_into_domain&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>今は{card}を直轄地に置けません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can&apos;t recall {card} now.</source>
        <extracomment>refusal &apos;cannot_recall&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>今は{card}をリコールできません。</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>{card} costs {cost}; you have {coins} coins.</source>
        <extracomment>refusal &apos;too_dear&apos; of a card gesture (engine); keep {card}, {cost}, {coins} as they are</extracomment>
        <translation>コインが足りません（{card}のコストは{cost}、所持コインは{coins}）。</translation>
    </message>
    <message>
        <location line="-122"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+9"/>
        <source>Game over</source>
        <extracomment>phase &apos;over&apos;</extracomment>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>It is not your turn.</source>
        <extracomment>refusal &apos;not_your_turn&apos; of a card gesture (engine)</extracomment>
        <translation>今はあなたの手番ではありません。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>That does nothing.</source>
        <extracomment>refusal &apos;nothing&apos; of a card gesture (engine)</extracomment>
        <translation>そこに置いても何も起きません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+323"/>
        <source>You can still play cards. Click “End main phase” again to end it.</source>
        <extracomment>warning &apos;cards_still_playable&apos; before a move</extracomment>
        <translation>まだカードをプレイできます。終えるにはもう一度「メインフェイズ終了」を押してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+2"/>
        <source>You still have {coins} coins. Click “End turn” again to end it.</source>
        <extracomment>warning &apos;coins_left&apos; before a move; keep {coins} as they are</extracomment>
        <translation>まだ{coins}コイン残っています。終えるにはもう一度「ターン終了」を押してください。</translation>
    </message>
    <message>
        <location filename="../desktop/games/heart_of_crown/piles.py" line="+15"/>
        <source>Discard pile — {name}</source>
        <translation>捨て札 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards: {n} · the top card first</source>
        <translation>{n}枚 · 一番上のカードから</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck — {name}</source>
        <translation>山札 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards: {n} · you know what is in your deck, not its order: sorted by cost</source>
        <translation>{n}枚 · 山札の中身はわかりますが、順番はわかりません：コスト順</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards you look at</source>
        <translation>見ているカード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pile: {n}</source>
        <translation>捨て札：{n}</translation>
    </message>
    <message>
        <location filename="../desktop/games/heart_of_crown/princess_lines.py" line="+10"/>
        <source>Gain up to 5 Court Maids</source>
        <translation>宮廷侍女を5枚まで獲得</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buys cost 1 less</source>
        <translation>購入コスト-1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap a card for an Action</source>
        <translation>手札1枚を行動カードと交換</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 market cards onto your deck</source>
        <translation>マーケットの2枚を山札の上へ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra turns</source>
        <translation>追加ターン</translation>
    </message>
</context>
<context>
    <name>kotatsu</name>
    <message>
        <location filename="data_strings.py" line="-500"/>
        <location filename="../desktop/shell/i18n.py" line="+75"/>
        <source>Kotatsu</source>
        <translation>こたつ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/shell/i18n.py" line="+1"/>
        <source>Language</source>
        <extracomment>app string &apos;language&apos;</extracomment>
        <translation>言語</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/shell/i18n.py" line="+1"/>
        <source>Player {number}</source>
        <extracomment>app string &apos;player&apos;; keep {number} as they are</extracomment>
        <translation>プレイヤー{number}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/shell/i18n.py" line="+1"/>
        <source>You</source>
        <extracomment>app string &apos;you&apos;</extracomment>
        <translation>あなた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/shell/i18n.py" line="+1"/>
        <source>Human</source>
        <extracomment>app string &apos;human&apos;</extracomment>
        <translation>人間</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/shell/i18n.py" line="+1"/>
        <source>AI {number}</source>
        <extracomment>app string &apos;ai_seat&apos;; keep {number} as they are</extracomment>
        <translation>AI {number}</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../desktop/shell/i18n.py" line="+13"/>
        <source>AI: Easy</source>
        <extracomment>AI opponent &apos;easy&apos; in the new-game dialog</extracomment>
        <translation>AI：やさしい</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/shell/i18n.py" line="+1"/>
        <source>AI: Steady</source>
        <extracomment>AI opponent &apos;baseline&apos; in the new-game dialog</extracomment>
        <translation>AI：堅実</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/shell/i18n.py" line="+1"/>
        <source>AI: Normal</source>
        <oldsource>AI: simple</oldsource>
        <extracomment>AI opponent &apos;normal&apos; in the new-game dialog</extracomment>
        <translation>AI：ふつう</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/shell/i18n.py" line="+1"/>
        <source>AI: Hard</source>
        <oldsource>AI: easy</oldsource>
        <extracomment>AI opponent &apos;hard&apos; in the new-game dialog</extracomment>
        <translation>AI：むずかしい</translation>
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
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../desktop/shell/i18n.py" line="+23"/>
        <source>The file is damaged or cut short: it is not a Kotatsu save.</source>
        <translation>ファイルが破損しているか、途中で途切れているため、こたつのセーブデータとして読み込めません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This file is not a Kotatsu save.</source>
        <translation>このファイルはこたつのセーブデータではありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save was made by a newer Kotatsu (format {version}); this version reads up to format {supported}.</source>
        <translation>このセーブデータは新しいバージョンのこたつで作成されています（データ形式{version}）。お使いのバージョンで読み込めるのはデータ形式{supported}までです。</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Follows a simple plan, and slips now and then</source>
        <translation>単純な作戦で打ち、ときどきミスをします</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follows a simple plan without a slip</source>
        <translation>単純な作戦で、ミスなく打ちます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thinks a few moves ahead (about half a second a move)</source>
        <translation>数手先まで読みます（1手あたり約0.5秒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thinks further ahead (up to two seconds a move)</source>
        <translation>さらに先まで読みます（1手あたり最大2秒）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The file cannot be read.</source>
        <translation>ファイルを読み込めませんでした。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is for a game this Kotatsu does not know ({game}).</source>
        <translation>このバージョンのこたつは、このセーブデータのゲーム（{game}）に対応していません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is of {game}, which this Kotatsu cannot show at the table yet.</source>
        <translation>このセーブデータは「{game}」のものですが、このこたつではまだ卓に表示できません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save needs rules version {needed}; this Kotatsu has version {have}.</source>
        <translation>このセーブデータはルールのバージョン{needed}用です。お使いのこたつのルールはバージョン{have}のため、読み込めません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game settings in this save are invalid.</source>
        <translation>セーブデータのゲーム設定が正しくありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: move {number} breaks the rules.</source>
        <translation>セーブデータが破損しています（{number}手目がルールに反しています）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a file that can hold a Kotatsu save.</source>
        <translation>これは通常のファイルではないため、こたつのセーブデータとして開けません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This file is larger than any Kotatsu save can be ({limit} MB).</source>
        <translation>ファイルが大きすぎるため、こたつのセーブデータとして読み込めません（上限{limit} MB）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: its players are not valid.</source>
        <translation>セーブデータが破損しています（プレイヤーの情報が正しくありません）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kotatsu could not open this save because of an error of its own; the file is left as it was.</source>
        <translation>こたつ内部のエラーにより、このセーブデータを開けませんでした。ファイルはそのまま残っています。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This save is damaged: the number that says how it is written is missing or wrong.</source>
        <translation>セーブデータが破損しています：書き方を示す番号がないか、正しくありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: it does not say which game it is.</source>
        <translation>セーブデータが破損しています：どのゲームのものか書かれていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: it does not say which version of the rules it was played with.</source>
        <translation>セーブデータが破損しています：どのバージョンのルールで遊んだか書かれていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: the game&apos;s settings are missing or unreadable.</source>
        <translation>セーブデータが破損しています：ゲームの設定がないか、読み取れません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: the number that decides the shuffles is missing or wrong.</source>
        <translation>セーブデータが破損しています：シャッフルを決める番号がないか、正しくありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: its list of moves is missing or unreadable.</source>
        <translation>セーブデータが破損しています：手の一覧がないか、読み取れません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: move {number} cannot be read.</source>
        <translation>セーブデータが破損しています：{number}手目が読み取れません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: the players saved with it cannot be read.</source>
        <translation>セーブデータが破損しています：保存されたプレイヤーの情報が読み取れません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: it holds no game.</source>
        <translation>セーブデータが破損しています：ゲームが入っていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: it holds something no Kotatsu save has (“{where}”).</source>
        <translation>セーブデータが破損しています：こたつのセーブデータにはないもの（「{where}」）が入っています。</translation>
    </message>
    <message>
        <location filename="../desktop/shell/platform_check.py" line="+34"/>
        <source>Kotatsu cannot open its window because {library} is missing; install Qt&apos;s X11 libraries with: {command}</source>
        <translation>{library} が見つからないため、こたつのウィンドウを開けません。次のコマンドで Qt の X11 ライブラリをインストールしてください：{command}</translation>
    </message>
    <message>
        <location filename="../desktop/shell/log_grammar.py" line="+18"/>
        <source>you</source>
        <extracomment>The viewer inside a sentence (&quot;… cost 1 less for you&quot;, &quot;gave Kagari to you&quot;).</extracomment>
        <translation>あなた</translation>
    </message>
</context>
<context>
    <name>tanto_cuore</name>
    <message>
        <location filename="data_strings.py" line="+778"/>
        <source>1 Love</source>
        <extracomment>card name (id love_1, love) | glossary &apos;tc_card_love_1&apos;; Japanese: はあと1; card name (love)</extracomment>
        <translation>はあと1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2 Love</source>
        <extracomment>card name (id love_2, love) | glossary &apos;tc_card_love_2&apos;; Japanese: はあと2; card name (love)</extracomment>
        <translation>はあと2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3 Love</source>
        <extracomment>card name (id love_3, love) | glossary &apos;tc_card_love_3&apos;; Japanese: はあと3; card name (love)</extracomment>
        <translation>はあと3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Marianne Soleil</source>
        <extracomment>card name (id marianne, chief) | glossary &apos;tc_card_marianne&apos;; Japanese: マリアンヌ・ソレイユ; card name (chief)</extracomment>
        <translation>マリアンヌ・ソレイユ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colette Framboise</source>
        <extracomment>card name (id colette, chief) | glossary &apos;tc_card_colette&apos;; Japanese: コレット・フランボワーズ; card name (chief)</extracomment>
        <translation>コレット・フランボワーズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Anise Greenaway</source>
        <extracomment>card name (id anise, general) | glossary &apos;tc_card_anise&apos;; Japanese: アニス・グリーナウェイ; card name (general)</extracomment>
        <translation>アニス・グリーナウェイ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ophelia Grail</source>
        <extracomment>card name (id ophelia, general) | glossary &apos;tc_card_ophelia&apos;; Japanese: オフィーリア・グレイル; card name (general)</extracomment>
        <translation>オフィーリア・グレイル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sainsbury Lockwood</source>
        <extracomment>card name (id sainsbury, general) | glossary &apos;tc_card_sainsbury&apos;; Japanese: セインズベリー・ロックウッド; card name (general)</extracomment>
        <translation>セインズベリー・ロックウッド</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tenalys Trent</source>
        <extracomment>card name (id tenalys, general) | glossary &apos;tc_card_tenalys&apos;; Japanese: テナリス・トレント; card name (general)</extracomment>
        <translation>テナリス・トレント</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Natsumi Fujikawa</source>
        <extracomment>card name (id natsumi, general) | glossary &apos;tc_card_natsumi&apos;; Japanese: 藤川ナツミ; card name (general)</extracomment>
        <translation>藤川ナツミ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nena Wilder</source>
        <extracomment>card name (id nena, general) | glossary &apos;tc_card_nena&apos;; Japanese: ネーナ・ワイルダー; card name (general)</extracomment>
        <translation>ネーナ・ワイルダー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Esquine Foret</source>
        <extracomment>card name (id esquine, general) | glossary &apos;tc_card_esquine&apos;; Japanese: エスキーヌ・フォレ; card name (general)</extracomment>
        <translation>エスキーヌ・フォレ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Genevieve Daubigny</source>
        <extracomment>card name (id genevieve, general) | glossary &apos;tc_card_genevieve&apos;; Japanese: ジュヌヴィエーヴ・ドービニー; card name (general)</extracomment>
        <translation>ジュヌヴィエーヴ・ドービニー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moine de Lefevre</source>
        <extracomment>card name (id moine, general) | glossary &apos;tc_card_moine&apos;; Japanese: モワーヌ・ド・ルフェーヴル; card name (general)</extracomment>
        <translation>モワーヌ・ド・ルフェーヴル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eliza Rosewater</source>
        <extracomment>card name (id eliza, general) | glossary &apos;tc_card_eliza&apos;; Japanese: エリザ・ローズウォーター; card name (general)</extracomment>
        <translation>エリザ・ローズウォーター</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kagari Ichinomiya</source>
        <extracomment>card name (id kagari, general) | glossary &apos;tc_card_kagari&apos;; Japanese: 一ノ宮カガリ; card name (general)</extracomment>
        <translation>一ノ宮カガリ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Claire Saint-Juste</source>
        <extracomment>card name (id claire, general) | glossary &apos;tc_card_claire&apos;; Japanese: クレール・サン＝ジュスト; card name (general)</extracomment>
        <translation>クレール・サン＝ジュスト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Safran Virginie</source>
        <extracomment>card name (id safran, general) | glossary &apos;tc_card_safran&apos;; Japanese: サフラン・ヴィルジニー; card name (general)</extracomment>
        <translation>サフラン・ヴィルジニー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Azure Crescent</source>
        <extracomment>card name (id azure, general) | glossary &apos;tc_card_azure&apos;; Japanese: アジュール・クレセント; card name (general)</extracomment>
        <translation>アジュール・クレセント</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Viola Crescent</source>
        <extracomment>card name (id viola, general) | glossary &apos;tc_card_viola&apos;; Japanese: ヴィオラ・クレセント; card name (general)</extracomment>
        <translation>ヴィオラ・クレセント</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rouge Crescent</source>
        <extracomment>card name (id rouge, general) | glossary &apos;tc_card_rouge&apos;; Japanese: ルージュ・クレセント; card name (general)</extracomment>
        <translation>ルージュ・クレセント</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Amber Twilight</source>
        <extracomment>card name (id amber, private) | glossary &apos;tc_card_amber&apos;; Japanese: アンバー・トワイライト; card name (private)</extracomment>
        <translation>アンバー・トワイライト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nord Twilight</source>
        <extracomment>card name (id nord, private) | glossary &apos;tc_card_nord&apos;; Japanese: ノール・トワイライト; card name (private)</extracomment>
        <translation>ノール・トワイライト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sora Nakachi</source>
        <extracomment>card name (id sora, private) | glossary &apos;tc_card_sora&apos;; Japanese: 仲地ソラ; card name (private)</extracomment>
        <translation>仲地ソラ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fay Longfang</source>
        <extracomment>card name (id fay, private) | glossary &apos;tc_card_fay&apos;; Japanese: フェイ・ロンファン; card name (private)</extracomment>
        <translation>フェイ・ロンファン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lalande Dreyfus</source>
        <extracomment>card name (id lalande, private) | glossary &apos;tc_card_lalande&apos;; Japanese: ラランド・ドレフュス; card name (private)</extracomment>
        <translation>ラランド・ドレフュス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milly Violet</source>
        <extracomment>card name (id milly, private) | glossary &apos;tc_card_milly&apos;; Japanese: ミリー・ヴァイオレット; card name (private)</extracomment>
        <translation>ミリー・ヴァイオレット</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eugenie Fontaine</source>
        <extracomment>card name (id eugenie, private) | glossary &apos;tc_card_eugenie&apos;; Japanese: ウジェニー・フォンテーヌ; card name (private)</extracomment>
        <translation>ウジェニー・フォンテーヌ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lucienne de Marlboro</source>
        <extracomment>card name (id lucienne, private) | glossary &apos;tc_card_lucienne&apos;; Japanese: リュシエンヌ・ド・マールボロ; card name (private)</extracomment>
        <translation>リュシエンヌ・ド・マールボロ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rosa Topaz</source>
        <extracomment>card name (id rosa, private) | glossary &apos;tc_card_rosa&apos;; Japanese: ローザ・トパーズ; card name (private)</extracomment>
        <translation>ローザ・トパーズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tanya Petrushka</source>
        <extracomment>card name (id tanya, private) | glossary &apos;tc_card_tanya&apos;; Japanese: ターニャ・ペトルーシュカ; card name (private)</extracomment>
        <translation>ターニャ・ペトルーシュカ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Illness</source>
        <extracomment>card name (id illness, event) | glossary &apos;tc_illness&apos;; Japanese: 病気; An event card put on a maid: she scores nothing and loses her ability.</extracomment>
        <translation>病気</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bad Habit</source>
        <extracomment>card name (id bad_habit, event) | glossary &apos;tc_bad_habit&apos;; Japanese: 悪癖; An event card: −1 VP in the Private Quarters it is put into.</extracomment>
        <translation>悪癖</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shows 1 Love.</source>
        <extracomment>card text of 1 Love (id love_1)</extracomment>
        <translation>はあと1を示す。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shows 2 Love.</source>
        <extracomment>card text of 2 Love (id love_2)</extracomment>
        <translation>はあと2を示す。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shows 3 Love. In your starting phase you may discard it to return an Illness from a maid in your Private Quarters to the town.</source>
        <extracomment>card text of 3 Love (id love_3)</extracomment>
        <translation>はあと3を示す。開始フェイズにこれを捨てて、自室のメイドについた病気1枚をタウンに戻してもよい。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Maid Chief. No ability.</source>
        <extracomment>card text of Marianne Soleil (id marianne)</extracomment>
        <translation>メイド長。能力なし。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chambermaid Chief. Chambermaid: Serving -2. At the end, the player with more Colettes than every other player gains 5 VP.</source>
        <extracomment>card text of Colette Framboise (id colette)</extracomment>
        <translation>そば仕えメイド長。そば仕え：ご奉仕−2。ゲーム終了時、コレットを他の誰よりも多く持つプレイヤーは5VPを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw +3, Employment +1.</source>
        <extracomment>card text of Anise Greenaway (id anise)</extracomment>
        <translation>ドロー+3、雇用+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw +1, Love +1, Serving +1, Employment +1. With more than one Ophelia, each is worth 2 VP if you have an odd number of them, -2 VP if an even number.</source>
        <extracomment>card text of Ophelia Grail (id ophelia)</extracomment>
        <translation>ドロー+1、はあと+1、ご奉仕+1、雇用+1。オフィーリアを2枚以上持つ場合、その枚数が奇数なら1枚につき2VP、偶数なら1枚につき−2VP。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may exchange a 1 Love from your hand for a 2 Love or a maid costing 4 or less from the town; it goes to your hand.</source>
        <extracomment>card text of Sainsbury Lockwood (id sainsbury)</extracomment>
        <translation>手札のはあと1を1枚、タウンのはあと2かコスト4以下のメイド1枚と交換してもよい。交換したカードは手札に加える。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Love +3, Employment +1. Every other player draws a card.</source>
        <extracomment>card text of Tenalys Trent (id tenalys)</extracomment>
        <translation>はあと+3、雇用+1。他のプレイヤー全員はカードを1枚引く。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw +1, Serving +2. You may discard a card; if you do, every other player with 4 or more cards in hand discards one of them.</source>
        <extracomment>card text of Natsumi Fujikawa (id natsumi)</extracomment>
        <translation>ドロー+1、ご奉仕+2。カードを1枚捨ててもよい。捨てた場合、手札が4枚以上の他のプレイヤーはそれぞれ1枚を選んで捨てる。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Love +1. The players to your left and right, if they have a maid in their Private Quarters, each put a Bad Habit from the town into them.</source>
        <extracomment>card text of Nena Wilder (id nena)</extracomment>
        <translation>はあと+1。左右のプレイヤーは、自室にメイドがいれば、それぞれタウンの悪癖1枚を自室に置く。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw +2. You may discard up to 2 cards: Serving +1 for each.</source>
        <extracomment>card text of Esquine Foret (id esquine)</extracomment>
        <translation>ドロー+2。カードを2枚まで捨ててもよい。1枚につきご奉仕+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw +1, Love +1, Serving +1.</source>
        <extracomment>card text of Genevieve Daubigny (id genevieve)</extracomment>
        <translation>ドロー+1、はあと+1、ご奉仕+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw +2, Employment +2.</source>
        <extracomment>card text of Moine de Lefevre (id moine)</extracomment>
        <translation>ドロー+2、雇用+2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Love +2. You may look at the top card of any player&apos;s deck and may discard it.</source>
        <extracomment>card text of Eliza Rosewater (id eliza)</extracomment>
        <translation>はあと+2。好きなプレイヤーの山札の一番上のカードを見て、それを捨ててもよい。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serving +2.</source>
        <extracomment>card text of Kagari Ichinomiya (id kagari)</extracomment>
        <translation>ご奉仕+2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serving +1. You may return an Event in your Private Quarters to the town. When an Event would go into your Private Quarters, you may reveal Claire from your hand to return it to the town.</source>
        <extracomment>card text of Claire Saint-Juste (id claire)</extracomment>
        <translation>ご奉仕+1。自室のイベント1枚をタウンに戻してもよい。イベントが自室に置かれるとき、手札のクレールを公開してそのイベントをタウンに戻してもよい。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Love +2. Chambermaid: Serving -1. Chambered Safrans score 4 VP for 2, 8 VP for 3, 12 VP for 4.</source>
        <extracomment>card text of Safran Virginie (id safran)</extracomment>
        <translation>はあと+2。そば仕え：ご奉仕−1。そば仕えのサフランは2枚で4VP、3枚で8VP、4枚で12VP。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Employment +1. Chambermaid: Serving -1. Chambered Crescent sisters: 3 VP for each set of 2 different sisters, 7 VP for each set of all 3.</source>
        <extracomment>card text of Azure Crescent (id azure)</extracomment>
        <translation>雇用+1。そば仕え：ご奉仕−1。そば仕えのクレセント姉妹：異なる2人の組ごとに3VP、3人そろった組ごとに7VP。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw +1. Chambermaid: Serving -1. Chambered Crescent sisters: 3 VP for each set of 2 different sisters, 7 VP for each set of all 3.</source>
        <extracomment>card text of Viola Crescent (id viola)</extracomment>
        <translation>ドロー+1。そば仕え：ご奉仕−1。そば仕えのクレセント姉妹：異なる2人の組ごとに3VP、3人そろった組ごとに7VP。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Love +1. Chambermaid: Serving -1. Chambered Crescent sisters: 3 VP for each set of 2 different sisters, 7 VP for each set of all 3.</source>
        <extracomment>card text of Rouge Crescent (id rouge)</extracomment>
        <translation>はあと+1。そば仕え：ご奉仕−1。そば仕えのクレセント姉妹：異なる2人の組ごとに3VP、3人そろった組ごとに7VP。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At the start of every other player&apos;s discard phase, that player discards the top card of their deck; if it is not a maid, they draw one card fewer for their next hand.</source>
        <extracomment>card text of Amber Twilight (id amber)</extracomment>
        <translation>他のプレイヤーの終了フェイズの開始時、そのプレイヤーは山札の一番上のカードを捨てる。それがメイドでなければ、次の手札を1枚少なく引く。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting phase: you may discard all but one card of your hand; if you do, put two Illnesses from the town on one maid in any Private Quarters.</source>
        <extracomment>card text of Nord Twilight (id nord)</extracomment>
        <translation>開始フェイズ：手札を1枚だけ残して捨ててもよい。捨てた場合、タウンの病気2枚を、いずれかの自室のメイド1人の上に置く。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting phase: you may move an Event from any Private Quarters to the same place in another player&apos;s Private Quarters.</source>
        <extracomment>card text of Sora Nakachi (id sora)</extracomment>
        <translation>開始フェイズ：いずれかの自室にあるイベント1枚を、他のプレイヤーの自室の同じ場所に移してもよい。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting phase: Love +1 or Employment +1.</source>
        <extracomment>card text of Fay Longfang (id fay)</extracomment>
        <translation>開始フェイズ：はあと+1か雇用+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting phase: Draw +1.</source>
        <extracomment>card text of Lalande Dreyfus (id lalande)</extracomment>
        <translation>開始フェイズ：ドロー+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first time each turn you serve a maid with Draw, Serving +1.</source>
        <extracomment>card text of Milly Violet (id milly)</extracomment>
        <translation>各ターン、ドローを持つメイドに初めてご奉仕させたとき、ご奉仕+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting phase: you may look at a random card in another player&apos;s hand; then you may show them a random card of yours, and if you do, swap the two.</source>
        <extracomment>card text of Eugenie Fontaine (id eugenie)</extracomment>
        <translation>開始フェイズ：他のプレイヤーの手札から無作為に1枚を見てもよい。その後、自分の手札から無作為に1枚をそのプレイヤーに見せてもよく、見せた場合はその2枚を交換する。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting phase: Serving +1.</source>
        <extracomment>card text of Lucienne de Marlboro (id lucienne)</extracomment>
        <translation>開始フェイズ：ご奉仕+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting phase: Love +1.</source>
        <extracomment>card text of Rosa Topaz (id rosa)</extracomment>
        <translation>開始フェイズ：はあと+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first time each turn you serve a maid with Draw, draw one more card.</source>
        <extracomment>card text of Tanya Petrushka (id tanya)</extracomment>
        <translation>各ターン、ドローを持つメイドに初めてご奉仕させたとき、さらにカードを1枚引く。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put it on a maid in a player&apos;s Private Quarters: she scores nothing and loses her ability until a 3 Love returns the Illness.</source>
        <extracomment>card text of Illness (id illness)</extracomment>
        <translation>いずれかのプレイヤーの自室のメイドの上に置く。はあと3でこの病気が戻されるまで、そのメイドは得点にならず、能力も失う。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put it into another player&apos;s Private Quarters: -1 VP, or -2 VP each once they have more than 4.</source>
        <extracomment>card text of Bad Habit (id bad_habit)</extracomment>
        <translation>他のプレイヤーの自室に置く。−1VP。5枚以上になると1枚につき−2VP。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+31"/>
        <source>Serving</source>
        <extracomment>glossary &apos;tc_serving&apos;; Japanese: ご奉仕; Playing a general maid from the hand for her effect; each costs one serving. | term &apos;serving&apos;</extracomment>
        <translation>ご奉仕</translation>
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
        <translation>はあと</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-3"/>
        <location line="+24"/>
        <source>Maid chief</source>
        <extracomment>glossary &apos;tc_maid_chief&apos;; Japanese: メイド長; Colette and Marianne: VP cards that cannot serve. | term &apos;maid_chief&apos; | card kind &apos;chief&apos;</extracomment>
        <translation>メイド長</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-25"/>
        <location line="+26"/>
        <source>General maid</source>
        <extracomment>glossary &apos;tc_general_maid&apos;; Japanese: 一般メイド; The 16 kinds that can serve; 10 are in a town. | term &apos;general_maid&apos; | card kind &apos;general&apos;</extracomment>
        <translation>一般メイド</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-27"/>
        <location line="+28"/>
        <source>Private maid</source>
        <extracomment>glossary &apos;tc_private_maid&apos;; Japanese: 専属メイド; The 10 single maids that go straight into the Private Quarters. | term &apos;private_maid&apos; | card kind &apos;private&apos;</extracomment>
        <translation>専属メイド</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-25"/>
        <source>Chambermaid</source>
        <extracomment>glossary &apos;tc_chambermaid&apos;; Japanese: そば仕え; A maid put into the Private Quarters by chambering. | term &apos;chambermaid&apos;</extracomment>
        <translation>そば仕え</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+5"/>
        <source>Chamber</source>
        <extracomment>glossary &apos;tc_chamber&apos;; Japanese: そば仕え; Paying servings to put a maid from the hand into the Private Quarters. | term &apos;chamber&apos;</extracomment>
        <translation>そば仕え</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-9"/>
        <source>Private Quarters</source>
        <extracomment>glossary &apos;tc_quarters&apos;; Japanese: 自室; Each player&apos;s area for private maids, chambermaids and events. | term &apos;quarters&apos;</extracomment>
        <translation>自室</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-1"/>
        <source>Town</source>
        <extracomment>glossary &apos;tc_town&apos;; Japanese: タウン; The piles cards are employed from. | term &apos;town&apos;</extracomment>
        <translation>タウン</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+6"/>
        <location line="+25"/>
        <source>Event</source>
        <extracomment>glossary &apos;tc_event&apos;; Japanese: イベント; Illness and Bad Habit. | term &apos;event&apos; | card kind &apos;event&apos;</extracomment>
        <translation>イベント</translation>
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
        <translation>コスト</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-4"/>
        <source>Hand</source>
        <extracomment>glossary &apos;tc_hand&apos;; Japanese: 手札 | term &apos;hand&apos;</extracomment>
        <translation>手札</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Deck</source>
        <extracomment>glossary &apos;tc_deck&apos;; Japanese: 山札 | term &apos;deck&apos;</extracomment>
        <translation>山札</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Discard pile</source>
        <extracomment>glossary &apos;tc_discard_pile&apos;; Japanese: 捨て札 | term &apos;discard_pile&apos;</extracomment>
        <translation>捨て札</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+6"/>
        <source>Starting phase</source>
        <extracomment>glossary &apos;tc_starting_phase&apos;; Japanese: 開始フェイズ | phase &apos;start&apos;</extracomment>
        <translation>開始フェイズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Serving phase</source>
        <extracomment>glossary &apos;tc_serving_phase&apos;; Japanese: ご奉仕フェイズ | phase &apos;serving&apos;</extracomment>
        <translation>ご奉仕フェイズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Employ phase</source>
        <extracomment>glossary &apos;tc_employ_phase&apos;; Japanese: 雇用フェイズ | phase &apos;employ&apos;</extracomment>
        <translation>雇用フェイズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Discard phase</source>
        <extracomment>glossary &apos;tc_discard_phase&apos;; Japanese: 終了フェイズ; English after the cards&apos; own word (Amber: &apos;discard phase&apos;). | phase &apos;discard&apos;</extracomment>
        <translation>終了フェイズ</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Game over</source>
        <extracomment>phase &apos;over&apos;</extracomment>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+4"/>
        <source>Love card</source>
        <extracomment>card kind &apos;love&apos;</extracomment>
        <translation>はあとカード</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+9"/>
        <source>Starting phase: cure an Illness, use your private maid, or go on</source>
        <extracomment>prompt for decision kind &apos;start&apos;</extracomment>
        <translation>開始フェイズ：病気を治す、専属メイドを使う、または先へ進む</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Serving phase: serve or chamber maids, or end the phase</source>
        <extracomment>prompt for decision kind &apos;serving&apos;</extracomment>
        <translation>ご奉仕フェイズ：ご奉仕かそば仕え、またはフェイズを終える</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Employ phase: employ from the town, or end your turn</source>
        <extracomment>prompt for decision kind &apos;employ&apos;</extracomment>
        <translation>雇用フェイズ：タウンから雇用する、またはターンを終える</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: Love +1 or Employment +1?</source>
        <extracomment>prompt for decision kind &apos;fay&apos;; keep {card} as they are</extracomment>
        <translation>{card}：はあと+1か雇用+1か？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: look at a random card in whose hand?</source>
        <extracomment>prompt for decision kind &apos;eugenie&apos;; keep {card} as they are</extracomment>
        <translation>{card}：誰の手札を無作為に1枚見ますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: show them a random card of yours and swap the two?</source>
        <extracomment>prompt for decision kind &apos;eugenie_swap&apos;; keep {card} as they are</extracomment>
        <translation>{card}：自分の手札を無作為に1枚見せて、2枚を交換しますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: keep one card and discard the rest of your hand?</source>
        <extracomment>prompt for decision kind &apos;nord&apos;; keep {card} as they are</extracomment>
        <translation>{card}：1枚だけ残して残りの手札を捨てますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: put two Illnesses on which maid?</source>
        <extracomment>prompt for decision kind &apos;nord_target&apos;; keep {card} as they are</extracomment>
        <translation>{card}：どのメイドに病気2枚を置きますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: move which event?</source>
        <extracomment>prompt for decision kind &apos;sora&apos;; keep {card} as they are</extracomment>
        <translation>{card}：どのイベントを移しますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: move it where?</source>
        <extracomment>prompt for decision kind &apos;sora_target&apos;; keep {card} as they are</extracomment>
        <translation>{card}：どこへ移しますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: exchange a 1 Love from your hand for which card?</source>
        <extracomment>prompt for decision kind &apos;sainsbury&apos;; keep {card} as they are</extracomment>
        <translation>{card}：手札のはあと1をどのカードと交換しますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: discard a card? Then every other player with 4 or more cards discards one</source>
        <extracomment>prompt for decision kind &apos;natsumi&apos;; keep {card} as they are</extracomment>
        <translation>{card}：カードを1枚捨てますか？捨てると、手札4枚以上の他のプレイヤーも1枚捨てる</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: discard a card from your hand</source>
        <extracomment>prompt for decision kind &apos;natsumi_others&apos;; keep {card} as they are</extracomment>
        <translation>{card}：手札を1枚捨ててください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: discard up to 2 cards, Serving +1 for each</source>
        <extracomment>prompt for decision kind &apos;esquine&apos;; keep {card} as they are</extracomment>
        <translation>{card}：カードを2枚まで捨てる（1枚につきご奉仕+1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: look at the top card of whose deck?</source>
        <extracomment>prompt for decision kind &apos;eliza&apos;; keep {card} as they are</extracomment>
        <translation>{card}：誰の山札の一番上を見ますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: discard it, or leave it on the deck?</source>
        <extracomment>prompt for decision kind &apos;eliza_top&apos;; keep {card} as they are</extracomment>
        <translation>{card}：捨てますか、山札に残しますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: return an event in your Private Quarters to the town?</source>
        <extracomment>prompt for decision kind &apos;claire&apos;; keep {card} as they are</extracomment>
        <translation>{card}：自室のイベントをタウンに戻しますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{event} is coming into your Private Quarters: reveal Claire to return it to the town?</source>
        <extracomment>prompt for decision kind &apos;reaction&apos;; keep {event} as they are</extracomment>
        <translation>{event}が自室に置かれます：クレールを公開してタウンに戻しますか？</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+10"/>
        <source>Go on to serving</source>
        <extracomment>button for the action &apos;end_start&apos;</extracomment>
        <translation>ご奉仕へ進む</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>End serving phase</source>
        <extracomment>button for the action &apos;end_serving&apos;</extracomment>
        <translation>ご奉仕フェイズを終える</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>End turn</source>
        <extracomment>button for the action &apos;end_turn&apos;</extracomment>
        <translation>ターン終了</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>No</source>
        <extracomment>button for the action &apos;decline&apos;</extracomment>
        <translation>いいえ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Done</source>
        <extracomment>button for the action &apos;done&apos;</extracomment>
        <translation>完了</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Swap</source>
        <extracomment>button for the action &apos;swap&apos;</extracomment>
        <translation>交換する</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Reveal Claire</source>
        <extracomment>button for the action &apos;react&apos;</extracomment>
        <translation>クレールを公開</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Discard it</source>
        <extracomment>button for the action &apos;discard_top&apos;</extracomment>
        <translation>捨てる</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Leave it on the deck</source>
        <extracomment>button for the action &apos;keep_top&apos;</extracomment>
        <translation>山札に残す</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Love +1</source>
        <extracomment>button for the action &apos;choose love&apos;</extracomment>
        <translation>はあと+1</translation>
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
        <translation>{card}にご奉仕させる</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Chamber {card}</source>
        <extracomment>button for actions of kind &apos;chamber&apos;; keep {card} as they are</extracomment>
        <translation>{card}をそば仕えにする</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Employ {card}</source>
        <extracomment>button for actions of kind &apos;employ&apos;; keep {card} as they are</extracomment>
        <translation>{card}を雇用</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card} to {player}</source>
        <extracomment>button for actions of kind &apos;employ_player&apos;; keep {card}, {player} as they are</extracomment>
        <translation>{player}に{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <location line="+11"/>
        <source>{card} on {maid} ({player})</source>
        <extracomment>button for actions of kind &apos;employ_maid&apos;; keep {card}, {maid}, {player} as they are | button for actions of kind &apos;move_maid&apos;; keep {card}, {maid}, {player} as they are</extracomment>
        <translation>{maid}に{card}（{player}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-10"/>
        <source>Cure {maid} (discard a 3 Love)</source>
        <extracomment>button for actions of kind &apos;cure&apos;; keep {maid} as they are</extracomment>
        <translation>{maid}を治す（はあと3を捨てる）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Use {card}</source>
        <extracomment>button for actions of kind &apos;ability&apos;; keep {card} as they are</extracomment>
        <translation>{card}の能力を使う</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Take {card}</source>
        <extracomment>button for actions of kind &apos;exchange&apos;; keep {card} as they are</extracomment>
        <translation>{card}をもらう</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Discard {card}</source>
        <extracomment>button for actions of kind &apos;discard&apos;; keep {card} as they are</extracomment>
        <translation>{card}を捨てる</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Keep {card}</source>
        <extracomment>button for actions of kind &apos;keep&apos;; keep {card} as they are</extracomment>
        <translation>{card}を残す</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player}&apos;s deck</source>
        <extracomment>button for actions of kind &apos;look&apos;; keep {player} as they are</extracomment>
        <translation>{player}の山札</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player}&apos;s hand</source>
        <extracomment>button for actions of kind &apos;peek&apos;; keep {player} as they are</extracomment>
        <translation>{player}の手札</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>To {player}</source>
        <extracomment>button for actions of kind &apos;target_player&apos;; keep {player} as they are</extracomment>
        <translation>{player}へ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Onto {maid} ({player})</source>
        <extracomment>button for actions of kind &apos;target_maid&apos;; keep {maid}, {player} as they are</extracomment>
        <translation>{maid}の上へ（{player}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card} of {player}</source>
        <extracomment>button for actions of kind &apos;move_player&apos;; keep {card}, {player} as they are</extracomment>
        <translation>{player}の{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+2"/>
        <source>Return {card}</source>
        <extracomment>button for actions of kind &apos;return&apos;; keep {card} as they are</extracomment>
        <translation>{card}を戻す</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Return the {card} on {maid}</source>
        <extracomment>button for actions of kind &apos;return_maid&apos;; keep {card}, {maid} as they are</extracomment>
        <translation>{maid}の{card}を戻す</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+4"/>
        <source>Game resumed at turn {number}</source>
        <extracomment>log line for event &apos;resumed&apos;; keep {number} as they are</extracomment>
        <translation>ターン{number}から再開</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Turn {number}: {player}</source>
        <extracomment>log line for event &apos;turn&apos;; keep {number}, {player} as they are</extracomment>
        <translation>ターン{number}：{player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} served {card}</source>
        <oldsource>{player} serves {card}</oldsource>
        <extracomment>log line for event &apos;serve&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}にご奉仕させた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} chambered {card}</source>
        <oldsource>{player} chambers {card}</oldsource>
        <extracomment>log line for event &apos;chamber&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}をそば仕えにした</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} employed {card}</source>
        <oldsource>{player} employs {card}</oldsource>
        <extracomment>log line for event &apos;employ&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}を雇用した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} employed {card} as a private maid</source>
        <oldsource>{player} employs {card} as their private maid</oldsource>
        <extracomment>log line for event &apos;employ:private&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}を専属メイドとして雇用した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} sent a Bad Habit to {target}</source>
        <oldsource>{player} sends a Bad Habit to {target}</oldsource>
        <extracomment>log line for event &apos;employ:bad_habits&apos;; keep {player}, {target} as they are</extracomment>
        <translation>{player}は{target}に悪癖を送った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} sent an Illness to a maid of {target}</source>
        <oldsource>{player} sends an Illness to a maid of {target}</oldsource>
        <extracomment>log line for event &apos;employ:illness&apos;; keep {player}, {target} as they are</extracomment>
        <translation>{player}は{target}のメイドに病気を送った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card} × {count} into the Private Quarters of {target}</source>
        <extracomment>log line for event &apos;event_placed&apos;; keep {card}, {count}, {target} as they are</extracomment>
        <translation>{card}×{count}が{target}の自室に置かれた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} revealed Claire: {event} went back to the town</source>
        <oldsource>{player} reveals Claire: {event} goes back to the town</oldsource>
        <extracomment>log line for event &apos;reaction&apos;; keep {player}, {event} as they are</extracomment>
        <translation>{player}はクレールを公開：{event}はタウンに戻った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} returned {card} to the town</source>
        <oldsource>{player} returns {card} to the town</oldsource>
        <extracomment>log line for event &apos;event_returned&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}をタウンに戻した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} discarded a 3 Love and returned an Illness to the town</source>
        <oldsource>{player} discards a 3 Love and returns an Illness to the town</oldsource>
        <extracomment>log line for event &apos;cure&apos;; keep {player} as they are</extracomment>
        <translation>{player}ははあと3を捨てて病気をタウンに戻した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} used {card}</source>
        <oldsource>{player} uses {card}</oldsource>
        <extracomment>log line for event &apos;ability&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}の能力を使った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} shuffled the discard pile into a new deck</source>
        <oldsource>{player} shuffles their discard pile into a new deck</oldsource>
        <extracomment>log line for event &apos;reshuffle&apos;; keep {player} as they are</extracomment>
        <translation>{player}は捨て札をシャッフルして新しい山札にした</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} drew {cards}</source>
        <oldsource>{player} draws {cards}</oldsource>
        <extracomment>log line for event &apos;draw&apos;; keep {player}, {cards} as they are</extracomment>
        <translation>{player}は{cards}を引いた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} drew {count} cards</source>
        <oldsource>{player} draws {count} cards</oldsource>
        <extracomment>log line for event &apos;draw_count&apos;; keep {player}, {count} as they are</extracomment>
        <translation>{player}はカードを{count}枚引いた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} drew a card</source>
        <oldsource>{player} draws a card</oldsource>
        <extracomment>log line for event &apos;draw_count:1&apos;; keep {player} as they are</extracomment>
        <translation>{player}はカードを1枚引いた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} discarded {card}</source>
        <oldsource>{player} discards {card}</oldsource>
        <extracomment>log line for event &apos;discard&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}を捨てた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} discarded {card} from the top of the deck</source>
        <oldsource>{player} discards {card} from the top of their deck</oldsource>
        <extracomment>log line for event &apos;discard:deck&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は山札の一番上の{card}を捨てた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} looked at the top of the deck of {target}: {card}</source>
        <oldsource>{player} looks at the top of the deck of {target}: {card}</oldsource>
        <extracomment>log line for event &apos;look&apos;; keep {player}, {target}, {card} as they are</extracomment>
        <translation>{player}は{target}の山札の一番上を見た：{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} looked at {card} in the hand of {target}</source>
        <oldsource>{player} looks at {card} in the hand of {target}</oldsource>
        <extracomment>log line for event &apos;peek&apos;; keep {player}, {card}, {target} as they are</extracomment>
        <translation>{player}は{target}の手札の{card}を見た</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} gave {gave} to {target} and took {got}</source>
        <oldsource>{player} gives {gave} to {target} and takes {got}</oldsource>
        <extracomment>log line for event &apos;swap&apos;; keep {player}, {gave}, {target}, {got} as they are</extracomment>
        <translation>{player}は{target}に{gave}を渡し、{got}を受け取った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} exchanged {gave} for {got}</source>
        <oldsource>{player} exchanges {gave} for {got}</oldsource>
        <extracomment>log line for event &apos;exchange&apos;; keep {player}, {gave}, {got} as they are</extracomment>
        <translation>{player}は{gave}を{got}と交換した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>New face-up private maid: {card}</source>
        <extracomment>log line for event &apos;private_refill&apos;; keep {card} as they are</extracomment>
        <translation>新たに表向きの専属メイド：{card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Amber Twilight: {player} discarded {card} from the top of the deck</source>
        <oldsource>Amber Twilight: {player} discards {card} from the top of their deck</oldsource>
        <extracomment>log line for event &apos;amber&apos;; keep {player}, {card} as they are</extracomment>
        <translation>アンバー・トワイライト：{player}は山札の一番上の{card}を捨てた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Game over: {winners} won</source>
        <oldsource>Game over: {winners} wins</oldsource>
        <extracomment>log line for event &apos;game_over&apos;; keep {winners} as they are</extracomment>
        <translation>ゲーム終了：{winners}の勝利</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Two maid piles are empty: {winners} won</source>
        <oldsource>Two maid piles are empty: {winners} wins</oldsource>
        <extracomment>log line for event &apos;game_over:two_piles&apos;; keep {winners} as they are</extracomment>
        <translation>メイドの山が2つ空になった：{winners}の勝利</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+5"/>
        <source>Turn {number}: your turn</source>
        <extracomment>log line naming the reader, for event &apos;turn:you&apos;; keep {number} as they are</extracomment>
        <translation>ターン{number}：あなたの番</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} sent an Illness to one of your maids</source>
        <extracomment>log line naming the reader, for event &apos;employ:illness:to_you&apos;; keep {player} as they are</extracomment>
        <translation>{player}はあなたのメイドに病気を送った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card} × {count} into your Private Quarters</source>
        <extracomment>log line naming the reader, for event &apos;event_placed:to_you&apos;; keep {card}, {count} as they are</extracomment>
        <translation>{card}×{count}があなたの自室に置かれた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{player} looked at {card} in your hand</source>
        <extracomment>log line naming the reader, for event &apos;peek:to_you&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}はあなたの手札の{card}を見た</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+7"/>
        <source>You can still serve. Click “End serving phase” again to end it.</source>
        <extracomment>warning before a move &apos;servings_left&apos;</extracomment>
        <translation>まだご奉仕できます。終えるにはもう一度「ご奉仕フェイズを終える」をクリックしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>You still have {love} Love. Click “End turn” again to end it.</source>
        <extracomment>warning before a move &apos;love_left&apos;; keep {love} as they are</extracomment>
        <translation>はあとがまだ{love}残っています。終えるにはもう一度「ターン終了」をクリックしてください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+5"/>
        <source>Cards</source>
        <extracomment>score source &apos;cards&apos;</extracomment>
        <translation>カード</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Ophelia</source>
        <extracomment>score source &apos;ophelia&apos;</extracomment>
        <translation>オフィーリア</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Most Colettes</source>
        <extracomment>score source &apos;colette_bonus&apos;</extracomment>
        <translation>コレット最多</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Safran sets</source>
        <extracomment>score source &apos;safran_sets&apos;</extracomment>
        <translation>サフランのセット</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Crescent sets</source>
        <extracomment>score source &apos;crescent_sets&apos;</extracomment>
        <translation>クレセントのセット</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Bad Habits</source>
        <extracomment>score source &apos;bad_habits&apos;</extracomment>
        <translation>悪癖</translation>
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
        <translation>メイドの山が2つ空になった。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Nobody could employ anything for many rounds: the game ends on VP.</source>
        <extracomment>end reason &apos;stalemate&apos;</extracomment>
        <translation>長いあいだ誰も何も雇用できなかったため、VPで決着した。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-100"/>
        <source>{card}: choose</source>
        <extracomment>any other decision; keep {card} as they are</extracomment>
        <translation>{card}：選んでください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Waiting for {player}…</source>
        <extracomment>another player decides; keep {player} as they are</extracomment>
        <translation>{player}を待っています…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{prompt} ({picked} chosen so far)</source>
        <extracomment>a prompt asking for several picks; keep {prompt}, {picked} as they are</extracomment>
        <translation>{prompt}（{picked}枚選択済み）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{prompt}
You see: {cards}</source>
        <extracomment>a prompt showing cards; keep {prompt}, {cards} as they are</extracomment>
        <translation>{prompt}
見ているカード：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>{card}: choose where it goes (Enter on a highlighted Private Quarters or maid; Esc cancels)</source>
        <extracomment>a card chosen by keyboard waits for its target; keep {card} as they are</extracomment>
        <translation>{card}：置き場所を選んでください（光っている自室かメイドでEnter、Escで取り消し）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is not your turn.</source>
        <extracomment>refusal &apos;not_your_turn&apos; of a card gesture (engine)</extracomment>
        <translation>あなたのターンではありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can&apos;t do that in this phase.</source>
        <extracomment>refusal &apos;wrong_phase&apos; of a card gesture (engine)</extracomment>
        <translation>このフェイズではできません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no servings left.</source>
        <extracomment>refusal &apos;no_servings&apos; of a card gesture (engine)</extracomment>
        <translation>ご奉仕の回数が残っていません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} can&apos;t serve.</source>
        <extracomment>refusal &apos;not_servable&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>{card}はご奉仕できません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chambering {card} takes {cost} servings; you have {servings}.</source>
        <extracomment>refusal &apos;chamber_cost&apos; of a card gesture (engine); keep {card}, {cost}, {servings} as they are</extracomment>
        <translation>{card}をそば仕えにするにはご奉仕{cost}回が必要です（残り{servings}回）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} can&apos;t be a chambermaid.</source>
        <extracomment>refusal &apos;not_chamberable&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>{card}はそば仕えになれません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no employs left.</source>
        <extracomment>refusal &apos;no_employs&apos; of a card gesture (engine)</extracomment>
        <translation>雇用の回数が残っていません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} costs {cost} Love; you have {love}.</source>
        <extracomment>refusal &apos;too_dear&apos; of a card gesture (engine); keep {card}, {cost}, {love} as they are</extracomment>
        <translation>{card}のコストははあと{cost}です（あなたは{love}）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no {card} left in the town.</source>
        <extracomment>refusal &apos;pile_empty&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>タウンに{card}は残っていません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An event can only go where there is a healthy maid.</source>
        <extracomment>refusal &apos;no_maid_there&apos; of a card gesture (engine)</extracomment>
        <translation>イベントは病気でないメイドがいる所にしか置けません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can&apos;t put that on yourself.</source>
        <extracomment>refusal &apos;not_on_yourself&apos; of a card gesture (engine)</extracomment>
        <translation>それは自分には置けません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That maid already has an Illness.</source>
        <extracomment>refusal &apos;maid_ill&apos; of a card gesture (engine)</extracomment>
        <translation>そのメイドはすでに病気です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That does nothing.</source>
        <extracomment>refusal &apos;nothing&apos; of a card gesture (engine)</extracomment>
        <translation>それでは何も起きません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+98"/>
        <source>On equal VP, the player who employed fewer maids wins.</source>
        <extracomment>the tie-break, on the end page</extracomment>
        <translation>VPが同じなら、雇用したメイドが少ないプレイヤーの勝ち。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This card&apos;s text is reconstructed from a fan implementation (no printed text was found); the effect may differ from the card.</source>
        <extracomment>note under a reconstructed card&apos;s text</extracomment>
        <translation>このカードのテキストはファン制作の実装から再構成したものです（印刷されたテキストは見つかりませんでした）。実際のカードと効果が異なる場合があります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Employ a maid</source>
        <extracomment>lesson step 1 (employ_with_love): its title</extracomment>
        <translation>メイドを雇用する</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your hand shows 4 Love: four 1 Love cards. Love is what you employ maids with. Drag Genevieve (cost 4) from the town onto your discard pile.</source>
        <extracomment>lesson step 1 (employ_with_love): what to do and why</extracomment>
        <translation>手札のはあと1が4枚で、はあとは4。はあとでメイドを雇用します。ジュヌヴィエーヴ（コスト4）をタウンから捨て札へドラッグしましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Employ Genevieve (or Moine): drag her from the town onto your discard pile.</source>
        <extracomment>lesson step 1 (employ_with_love): said when another move is tried</extracomment>
        <translation>ジュヌヴィエーヴ（またはモワーヌ）を雇用しましょう：タウンから捨て札へドラッグします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard and draw</source>
        <extracomment>lesson step 2 (discard_and_draw): its title</extracomment>
        <translation>捨てて引く</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your Love was spent, so the discard phase ended your turn: your hand went to your discard pile and you drew 5 new cards. An empty deck is refilled by shuffling the discard pile. Now employ Kagari (cost 3).</source>
        <extracomment>lesson step 2 (discard_and_draw): what to do and why</extracomment>
        <translation>はあとを使い切ったので、終了フェイズでターンが終わりました。手札は捨て札に置かれ、新しく5枚引きました。山札が尽きたら捨て札を切って新しい山札にします。今度はカガリ（コスト3）を雇用しましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Employ a general maid with your 3 Love, Kagari for instance.</source>
        <extracomment>lesson step 2 (discard_and_draw): said when another move is tried</extracomment>
        <translation>はあと3で一般メイドを雇用しましょう。たとえばカガリ。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serve a maid</source>
        <extracomment>lesson step 3 (serve): its title</extracomment>
        <translation>メイドにご奉仕させる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the serving phase you serve maids from your hand; each costs one serving, and you have 1. Kagari gives Serving +2: drag her onto “Served this turn” (or double-click her).</source>
        <extracomment>lesson step 3 (serve): what to do and why</extracomment>
        <translation>ご奉仕フェイズには手札のメイドにご奉仕させます。1人につきご奉仕1回を使い、今は1回あります。カガリはご奉仕+2：「このターンのご奉仕」へドラッグしましょう（ダブルクリックでも可）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serve Kagari first: she gives back more servings than she costs.</source>
        <extracomment>lesson step 3 (serve): said when another move is tried</extracomment>
        <translation>まずカガリにご奉仕させましょう：使うより多くのご奉仕が戻ります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A maid&apos;s bonus</source>
        <extracomment>lesson step 4 (bonus): its title</extracomment>
        <translation>メイドのボーナス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A maid&apos;s bonus is on her card. Genevieve gives Draw +1, Love +1 and Serving +1: serve her now.</source>
        <extracomment>lesson step 4 (bonus): what to do and why</extracomment>
        <translation>メイドのボーナスはカードに書いてあります。ジュヌヴィエーヴはドロー+1、はあと+1、ご奉仕+1：ご奉仕させましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serve Genevieve: a card, 1 Love and her serving back.</source>
        <extracomment>lesson step 4 (bonus): said when another move is tried</extracomment>
        <translation>ジュヌヴィエーヴにご奉仕させましょう：カード1枚、はあと1、ご奉仕1回が戻ります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>More employs</source>
        <extracomment>lesson step 5 (more_employs): its title</extracomment>
        <translation>雇用を増やす</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Genevieve drew Moine. Moine gives Draw +2 and Employment +2: three employs this turn. Serve Moine.</source>
        <extracomment>lesson step 5 (more_employs): what to do and why</extracomment>
        <translation>ジュヌヴィエーヴでモワーヌを引きました。モワーヌはドロー+2、雇用+2：このターンは3回雇用できます。モワーヌにご奉仕させましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serve Moine: her 2 extra employs are for later this turn.</source>
        <extracomment>lesson step 5 (more_employs): said when another move is tried</extracomment>
        <translation>モワーヌにご奉仕させましょう：増える2回の雇用はこのターンの後で使います。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A chambermaid</source>
        <extracomment>lesson step 6 (chambermaid): its title</extracomment>
        <translation>そば仕え</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instead of serving her, you may spend servings to make a maid a chambermaid: she stays in your Private Quarters, her points safe for the end. Azure costs 1 serving: drag her onto your Private Quarters.</source>
        <extracomment>lesson step 6 (chambermaid): what to do and why</extracomment>
        <translation>ご奉仕させる代わりに、ご奉仕を使ってメイドをそば仕えにできます。そば仕えは自室に残り、その得点はゲーム終了まで守られます。アジュールはご奉仕1回：自室へドラッグしましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag Azure onto your Private Quarters (the row under your name).</source>
        <extracomment>lesson step 6 (chambermaid): said when another move is tried</extracomment>
        <translation>アジュールを自室（自分の名前の下の列）へドラッグしましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Employ a private maid</source>
        <extracomment>lesson step 7 (private_maid): its title</extracomment>
        <translation>専属メイドを雇用する</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The employ phase: you show 8 Love and have 3 employs. A private maid goes straight into your Private Quarters; the one on top works every turn. Drag Rosa (cost 5, Love +1 each starting phase) onto them.</source>
        <extracomment>lesson step 7 (private_maid): what to do and why</extracomment>
        <translation>雇用フェイズです。はあとは8、雇用は3回。専属メイドはそのまま自室に入り、一番上の1人が毎ターン働きます。ローザ（コスト5、開始フェイズごとにはあと+1）を自室へドラッグしましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Employ Rosa first: drag her from beside the private-maid pile onto your Private Quarters.</source>
        <extracomment>lesson step 7 (private_maid): said when another move is tried</extracomment>
        <translation>まずローザを雇用しましょう：専属メイドの山の横から自室へドラッグします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An event</source>
        <extracomment>lesson step 8 (event): its title</extracomment>
        <translation>イベント</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Events go to another player. A Bad Habit (cost 2) is −1 point in their Private Quarters; an Illness (cost 4) on a maid there stops her scoring until a 3 Love cures her. Drag a Bad Habit onto your opponent&apos;s Private Quarters.</source>
        <extracomment>lesson step 8 (event): what to do and why</extracomment>
        <translation>イベントは他のプレイヤーに送ります。悪癖（コスト2）は相手の自室で−1点。病気（コスト4）を自室のメイドに置くと、はあと3で治るまでそのメイドは得点になりません。悪癖を相手の自室へドラッグしましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give your opponent a Bad Habit: drag it from the town onto their Private Quarters.</source>
        <extracomment>lesson step 8 (event): said when another move is tried</extracomment>
        <translation>相手に悪癖を送りましょう：タウンから相手の自室へドラッグします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End your turn</source>
        <extracomment>lesson step 9 (end_turn): its title</extracomment>
        <translation>ターンを終える</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Love does not carry over: spend your last 1 Love on a card, or keep it. Then press End turn.</source>
        <extracomment>lesson step 9 (end_turn): what to do and why</extracomment>
        <translation>はあとは次のターンに持ち越せません。残りのはあと1でカードを1枚雇用しても、しなくてもかまいません。それから「ターン終了」を押しましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press End turn to let your opponent play.</source>
        <extracomment>lesson step 9 (end_turn): said when another move is tried</extracomment>
        <translation>「ターン終了」を押して相手の番にしましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The end of the game</source>
        <extracomment>lesson step 10 (last_pile): its title</extracomment>
        <translation>ゲームの終わり</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game ends at once when two maid piles are empty. The Azure pile is; employ the last Kagari. Every maid you own scores, with chambermaid sets and minus Bad Habits: the most points win.</source>
        <extracomment>lesson step 10 (last_pile): what to do and why</extracomment>
        <translation>メイドの山が2つ空になったら、その場でゲーム終了です。アジュールの山はもう空：最後のカガリを雇用しましょう。持っているメイド全員の得点にそば仕えの組の得点を足し、悪癖を引きます。得点が最も多い人の勝ちです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Employ the last Kagari: her empty pile ends the game.</source>
        <extracomment>lesson step 10 (last_pile): said when another move is tried</extracomment>
        <translation>最後のカガリを雇用しましょう：その山が空になってゲームが終わります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A few turns later…</source>
        <extracomment>lesson: said where the lesson skips ahead</extracomment>
        <translation>数ターン後…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Near the end of the game…</source>
        <extracomment>lesson: said where the lesson skips ahead</extracomment>
        <translation>ゲームの終わり近く…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Well done!</source>
        <extracomment>lesson: title at its end</extracomment>
        <translation>よくできました！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You know a whole turn of Tanto Cuore: serve maids for their bonuses, make chambermaids, employ with Love, send events, and empty two maid piles to end the game. Now start a real game, or read the rules.</source>
        <extracomment>lesson: text at its end</extracomment>
        <translation>これでたんとくおーれの1ターンがわかりました：メイドにご奉仕させてボーナスを得る、そば仕えにする、はあとで雇用する、イベントを送る、メイドの山を2つ空にしてゲームを終える。さあ本番のゲームを始めるか、ルールを読みましょう。</translation>
    </message>
    <message>
        <location filename="../desktop/games/tanto_cuore/end_details.py" line="+20"/>
        <source>Maids employed</source>
        <translation>雇用したメイド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns played: {turns}.</source>
        <translation>プレイしたターン：{turns}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns</source>
        <translation>ターン数</translation>
    </message>
    <message>
        <location filename="../desktop/games/tanto_cuore/items.py" line="+14"/>
        <source>active</source>
        <translation>有効</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inactive</source>
        <translation>無効</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>below</source>
        <translation>下</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set: {points} VP</source>
        <translation>セット：{points}VP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>face down</source>
        <translation>裏向き</translation>
    </message>
    <message>
        <location filename="../desktop/games/tanto_cuore/options_form.py" line="+17"/>
        <source>General maids</source>
        <translation>一般メイド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random 10</source>
        <translation>ランダムに10種</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick 10 yourself</source>
        <translation>自分で10種選ぶ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recommended first town</source>
        <translation>初回プレイ推奨タウン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your 10</source>
        <translation>あなたの10種</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} ({cost})</source>
        <translation>{card}（{cost}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick exactly {n} general maids (you picked {k}).</source>
        <translation>一般メイドをちょうど{n}種選んでください（現在{k}種）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule options (where the sources disagree)</source>
        <translation>ルールの選択肢（資料によって異なる点）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bad Habits count −2 each</source>
        <translation>悪癖が1枚−2VPになるのは</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with more than 4 (default)</source>
        <translation>4枚を超えたとき（既定）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with 4 or more</source>
        <translation>4枚以上のとき</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An Illness may go on your own maids too</source>
        <translation>病気を自分のメイドにも置ける</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost of Fay Longfang</source>
        <translation>フェイ・ロンファンのコスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VP of Safran Virginie</source>
        <translation>サフラン・ヴィルジニーのVP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{value} (default)</source>
        <translation>{value}（既定）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The town lists maids this game does not have: {cards}.</source>
        <translation>タウンにこのゲームにないメイドがあります：{cards}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The town lists a maid twice: {cards}.</source>
        <translation>タウンに同じメイドが2回あります：{cards}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The town needs exactly {needed} general maids; {got} are chosen.</source>
        <translation>タウンには一般メイドがちょうど{needed}種必要です（選択は{got}種）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tanto Cuore is for 2 to 4 players.</source>
        <translation>たんとくおーれは2～4人用です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown town choice: {town}.</source>
        <translation>不明なタウンの指定：{town}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The town must be random, the recommended one or 10 general maids.</source>
        <translation>タウンはランダム、推奨タウン、または一般メイド10種のいずれかです。</translation>
    </message>
    <message>
        <location filename="../desktop/games/tanto_cuore/quarters.py" line="+18"/>
        <source>{name} — {vp} VP · hand {hand} · deck {deck} · discard {discard} · employed {employed}</source>
        <translation>{name} — {vp}VP・手札{hand}・山札{deck}・捨て札{discard}・雇用{employed}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>next hand: {cards} cards</source>
        <translation>次の手札：{cards}枚</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no maids yet</source>
        <translation>メイドはまだいない</translation>
    </message>
    <message>
        <location filename="../desktop/games/tanto_cuore/table.py" line="-17"/>
        <source>Nothing to do with that card now.</source>
        <translation>今そのカードでできることはありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop a town card here to employ it</source>
        <translation>タウンのカードをここに置くと雇用します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand — {name}</source>
        <translation>あなたの手札 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Served this turn — {name}</source>
        <translation>このターンのご奉仕 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn {n} · {name} · {phase}</source>
        <translation>ターン{n}・{name}・{phase}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Servings: {servings} · Employs: {employs} · Love: {love}</source>
        <translation>ご奉仕：{servings}・雇用：{employs}・はあと：{love}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty maid piles: {piles}</source>
        <translation>空になったメイドの山：{piles}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>private maids</source>
        <translation>専属メイド</translation>
    </message>
    <message>
        <location filename="../desktop/games/tanto_cuore/piles.py" line="+15"/>
        <source>Discard pile — {name}</source>
        <translation>捨て札 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards: {n} · the top card first</source>
        <translation>{n}枚 · 一番上のカードから</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck — {name}</source>
        <translation>山札 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards: {n} · you know what is in your deck, not its order: sorted</source>
        <translation>{n}枚 · 山札の中身はわかりますが、順番はわかりません：種類順</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards you look at</source>
        <translation>見ているカード</translation>
    </message>
</context>
</TS>
