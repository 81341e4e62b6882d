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
        <location filename="../desktop/games/heart_of_crown/models/cards.py" line="+29"/>
        <source>from the supply</source>
        <translation>サプライから</translation>
    </message>
</context>
<context>
    <name>CoverPage</name>
    <message>
        <location filename="../desktop/shell/cover_page.py" line="+74"/>
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
    <message>
        <location line="+1"/>
        <source>Save as…</source>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Menu</source>
        <translation>メニュー</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <location filename="../desktop/shell/crash_notice.py" line="+48"/>
        <source>Kotatsu closed unexpectedly last time. A crash report was saved.</source>
        <translation>前回、こたつは予期せず終了しました。クラッシュレポートを保存しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the folder</source>
        <translation>フォルダーを開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dismiss</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>DiceView</name>
    <message>
        <location filename="../desktop/widgets/dice.py" line="+88"/>
        <source>Dice: {faces} (total {total})</source>
        <translation>サイコロ：{faces}（合計{total}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rolled yet</source>
        <translation>まだ振っていません</translation>
    </message>
</context>
<context>
    <name>DomainStrip</name>
    <message>
        <location filename="../desktop/games/heart_of_crown/domain_strip.py" line="+29"/>
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
        <location filename="../desktop/games/heart_of_crown/end_details.py" line="+48"/>
        <source>by coronation</source>
        <translation>戴冠式による決着</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in sudden death: more than one player declared a coronation, so only they played on, and the first to reach 30 succession points won</source>
        <translation>延長戦で決着：複数のプレイヤーが戴冠式を宣言したため、宣言したプレイヤーだけで続け、先に継承点30点に達したプレイヤーが勝利しました</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location filename="../desktop/shell/end_page.py" line="+125"/>
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
        <location line="+3"/>
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
    <name>FaceDownSlot</name>
    <message>
        <location filename="../desktop/widgets/face_down_slot.py" line="+52"/>
        <source>Empty</source>
        <translation>空き</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} committed a card face down</source>
        <translation>{name}がカードを裏向きで出しました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your face-down card: {card}</source>
        <translation>あなたの裏向きのカード：{card}</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../desktop/shell/session.py" line="+157"/>
        <source>It is not your turn.</source>
        <translation>今はあなたのターンではありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That move is not possible now.</source>
        <translation>今はその手を選べません。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Autosave failed: {reason}</source>
        <translation>自動保存に失敗しました：{reason}</translation>
    </message>
    <message>
        <location line="+36"/>
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
        <source>Gensokyo</source>
        <extracomment>name of the game &apos;gensokyo&apos;</extracomment>
        <translation>幻想郷陣取り合戦</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go round Gensokyo claiming lands with Touhou characters, collect tolls and invade in card battles</source>
        <extracomment>what the game &apos;gensokyo&apos; is, on the start page</extracomment>
        <translation>東方のキャラクターで幻想郷の土地を取りながら巡り、通行料を集め、カードバトルで侵略する</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Isekai Guild Masters</source>
        <extracomment>name of the game &apos;guild_masters&apos;</extracomment>
        <translation>異世界ギルドマスターズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run a guild: send adventurers into a growing labyrinth for fame and treasure</source>
        <extracomment>what the game &apos;guild_masters&apos; is, on the start page</extracomment>
        <translation>ギルドを率いて、広がっていく迷宮に冒険者を送り、名声と宝物を手に入れる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heart of Crown</source>
        <extracomment>name of the game &apos;heart_of_crown&apos;</extracomment>
        <translation>ハートオブクラウン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deck-builder: back a princess, gather succession points and be crowned</source>
        <extracomment>what the game &apos;heart_of_crown&apos; is, on the start page</extracomment>
        <translation>デッキ構築：プリンセスを擁立し、継承点を集めて戴冠を目指す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tanto Cuore</source>
        <extracomment>name of the game &apos;tanto_cuore&apos;</extracomment>
        <translation>たんとくおーれ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deck-builder: employ maids, have them serve and fill your private quarters</source>
        <extracomment>what the game &apos;tanto_cuore&apos; is, on the start page</extracomment>
        <translation>デッキ構築：メイドを雇用してご奉仕させ、自室を充実させる</translation>
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
        <location filename="../desktop/shell/guided/panel.py" line="+119"/>
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
        <source>Step {n} of {total}</source>
        <translation>ステップ {n}/{total}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{n} of {total} steps done</source>
        <translation>{total} ステップ中 {n} ステップ完了</translation>
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
        <translation>自由に選んでください</translation>
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
        <location filename="../desktop/games/heart_of_crown/options_form.py" line="+60"/>
        <source>Rule variant</source>
        <translation>ヴァリアントルール</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A weaker player starts with 1 to 3 Court Maids in place of as many Apprentice Maids.</source>
        <translation>不慣れなプレイヤーは、初期デッキの見習い侍女1～3枚の代わりに同じ枚数の宮廷侍女で始めます。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{card} ({cost})</source>
        <translation>{card}（コスト{cost}）</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Market cards</source>
        <translation>マーケットのカード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your 10</source>
        <translation>選んだ10種類</translation>
    </message>
    <message>
        <location line="+19"/>
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
        <location line="+16"/>
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
        <location filename="../desktop/shell/main_window.py" line="+225"/>
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
        <location line="+27"/>
        <source>Kotatsu records (*.json);;All files (*)</source>
        <translation>こたつのセーブデータ (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not save to {path}: {reason}</source>
        <translation>{path} に保存できませんでした：{reason}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved to {path}</source>
        <translation>{path} に保存しました</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Could not open {path}: {reason}</source>
        <translation>{path} を開けませんでした：{reason}</translation>
    </message>
    <message>
        <location line="+32"/>
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
        <location line="+86"/>
        <source>It is not your turn.</source>
        <translation>今はあなたのターンではありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to undo: a card was drawn or revealed, or another player acted.</source>
        <translation>元に戻せる操作がありません。カードを引いたり公開したりした後や、ほかのプレイヤーが行動した後は取り消せません。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The statistics could not be saved: {reason}</source>
        <translation>戦績を保存できませんでした：{reason}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../desktop/shell/new_game.py" line="+94"/>
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
        <location line="+45"/>
        <source>Seat {n} needs a name.</source>
        <translation>席{n}の名前を入力してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat {n}: a name may not hold a line break or another control character.</source>
        <translation>席{n}：名前に改行などの制御文字は使えません。</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <translation>コインカウンター{n}</translation>
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
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>New here: this button now means “{label}”.</source>
        <translation>このボタンは「{label}」に変わりました。</translation>
    </message>
    <message>
        <location line="+32"/>
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
        <location filename="../desktop/shell/replay_page.py" line="+211"/>
        <source>Next: {player} decides</source>
        <translation>次は{player}が選ぶ番</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Move {step} of {total} · turn {turn}</source>
        <translation>{total}手中{step}手目・ターン{turn}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {step} of {total} · round {round}</source>
        <translation>{total}手中{step}手目・ラウンド{round}</translation>
    </message>
    <message>
        <location line="+9"/>
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
    <message>
        <location line="+1"/>
        <source>Play the game by itself, or pause it (Space)</source>
        <translation>ゲームを自動で再生・一時停止（Space）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal speed</source>
        <translation>普通の速さ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How fast the game plays by itself</source>
        <translation>自動再生の速さ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every move of the game: drag to go to one</source>
        <translation>ゲームの全ての手：ドラッグしてその手へ移動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand of:</source>
        <translation>表示する手札：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whose hand the table shows, and whose log</source>
        <translation>誰の手札とログを表示するか</translation>
    </message>
</context>
<context>
    <name>SeatRows</name>
    <message>
        <location filename="../desktop/shell/seat_rows.py" line="+119"/>
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
    <name>StartGames</name>
    <message>
        <location filename="../desktop/shell/start_games.py" line="+16"/>
        <source>Easy to learn</source>
        <translation>覚えやすい</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moderate to learn</source>
        <translation>覚えることがやや多い</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard to learn</source>
        <translation>覚えることが多い</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>{low}–{high} minutes</source>
        <translation>{low}～{high}分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{minutes} minutes</source>
        <translation>{minutes}分</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{level}: {wins} of {games} won</source>
        <translation>{level}：{games}戦{wins}勝</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{turns} turns a game</source>
        <translation>1ゲーム平均{turns}ターン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>best score {points}</source>
        <translation>最高得点{points}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your record: {parts}</source>
        <translation>あなたの戦績：{parts}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Learn to play</source>
        <translation>遊び方を学ぶ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../desktop/shell/start_page.py" line="+113"/>
        <source>{game} — against AI or hot-seat</source>
        <translation>{game} — AI対戦・ホットシート対戦</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Earlier games, all games together — {levels}</source>
        <translation>以前の戦績（全ゲーム合計）— {levels}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Continue</source>
        <translation>続きから</translation>
    </message>
    <message>
        <location line="-51"/>
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
        <location line="+25"/>
        <source>{level} ({wins} of {games} won)</source>
        <translation>{level}（{games}戦{wins}勝）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The statistics file could not be read; counting starts afresh.</source>
        <translation>戦績ファイルを読み込めなかったため、記録を最初からやり直します。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Continue: {game}, turn {turn}</source>
        <translation>続きから：{game}、ターン{turn}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue: {game}, round {round}</source>
        <translation>続きから：{game}、ラウンド{round}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue: {game}</source>
        <translation>続きから：{game}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Opening the game… %p%</source>
        <translation>ゲームを開いています… %p%</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../desktop/widgets/shortcuts.py" line="+21"/>
        <source>Go straight to your hand</source>
        <translation>手札へ直接移動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go straight to the play area</source>
        <translation>プレイエリアへ直接移動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go straight to the log</source>
        <translation>ログへ直接移動</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location filename="../desktop/widgets/table_chrome.py" line="+504"/>
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
        <translation>ルール（F1）</translation>
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
        <location filename="../desktop/games/heart_of_crown/table.py" line="+201"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Princesses to back</source>
        <translation>擁立できるプリンセス</translation>
    </message>
    <message>
        <location filename="../desktop/games/guild_masters/table.py" line="+62"/>
        <source>Go straight to the labyrinth</source>
        <translation>迷宮へ直接移動</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On the labyrinth: go from area to area; Enter chooses the lit area under the cursor</source>
        <translation>迷宮で：エリアからエリアへ移動。Enter でカーソルの下の光っているエリアを選択</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the labyrinth: show the whole map, zoom in, zoom out</source>
        <translation>迷宮で：マップ全体を表示、拡大、縮小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In your hand: sell the selected card</source>
        <translation>手札で：選んだカードを売却</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/table.py" line="+54"/>
        <source>Go straight to the board</source>
        <translation>ボードへ直接移動</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>On the board: go from square to square; Enter chooses the lit square under the cursor</source>
        <translation>ボード上：マスからマスへ移動。Enterでカーソル下の光っているマスを選ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the board: show the whole map, zoom in, zoom out</source>
        <translation>ボード上：マップ全体を表示、拡大、縮小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the battle panel: the next step, the step before, close it</source>
        <translation>戦闘パネル：次の段階、前の段階、閉じる</translation>
    </message>
    <message>
        <location line="+62"/>
        <location filename="../desktop/games/guild_masters/table.py" line="+78"/>
        <location filename="../desktop/games/heart_of_crown/table.py" line="+1"/>
        <location filename="../desktop/games/tanto_cuore/table.py" line="+146"/>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <location filename="../desktop/games/heart_of_crown/table.py" line="+16"/>
        <source>Discard — drop to buy</source>
        <translation>捨て札
購入はここへ</translation>
    </message>
    <message>
        <location line="+53"/>
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
        <translation>ターン{n}・{name}・{phase}・{coins}コイン・残りリンク{links}</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Nothing to do with that card now.</source>
        <translation>今そのカードでできることはありません。</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/table_chrome.py" line="-350"/>
        <source>Go straight to the market</source>
        <translation>マーケットへ直接移動</translation>
    </message>
    <message>
        <location line="+345"/>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard shortcuts ({keys})</source>
        <translation>キーボードショートカット（{keys}）</translation>
    </message>
    <message>
        <location line="+43"/>
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
        <location filename="../desktop/games/tanto_cuore/table.py" line="-79"/>
        <source>Go straight to the town</source>
        <translation>タウンへ直接移動</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put back an event chosen by Enter, before choosing where it goes</source>
        <translation>Enter で選んだイベントを、行き先を選ぶ前に元に戻す</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/shortcuts_window.py" line="+86"/>
        <source>Keyboard</source>
        <translation>キーボード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../desktop/shell/undo_words.py" line="+12"/>
        <source>Can&apos;t undo: a card was drawn or revealed</source>
        <translation>元に戻せません：カードを引いたか公開しました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can&apos;t undo: you have seen hidden cards</source>
        <translation>元に戻せません：伏せられたカードを見ました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can&apos;t undo: another player has moved since</source>
        <translation>元に戻せません：その後ほかのプレイヤーが行動しました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can&apos;t undo: the dice were rolled or a card was picked at random</source>
        <translation>元に戻せません：ダイスを振ったか、カードを無作為に取りました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to undo yet</source>
        <translation>まだ元に戻せる操作はありません</translation>
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
    <name>gensokyo</name>
    <message>
        <location filename="../desktop/games/gensokyo/card_texts.py" line="+21"/>
        <source>Remilia Scarlet</source>
        <translation>レミリア・スカーレット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flandre Scarlet</source>
        <translation>フランドール・スカーレット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hong Meiling</source>
        <translation>紅美鈴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Koakuma</source>
        <translation>小悪魔</translation>
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
        <translation>パチュリー・ノーレッジ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cirno</source>
        <translation>チルノ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rumia</source>
        <translation>ルーミア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daiyousei</source>
        <translation>大妖精</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yuyuko Saigyouji</source>
        <translation>西行寺幽々子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Youmu Konpaku</source>
        <translation>魂魄妖夢</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rin Kaenbyou</source>
        <translation>火焔猫燐</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Satori Komeiji</source>
        <translation>古明地さとり</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Koishi Komeiji</source>
        <translation>古明地こいし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Utsuho Reiuji</source>
        <translation>霊烏路空</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yuugi Hoshiguma</source>
        <translation>星熊勇儀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parsee Mizuhashi</source>
        <translation>水橋パルスィ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Komachi Onozuka</source>
        <translation>小野塚小町</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eiki Shiki</source>
        <translation>四季映姫・ヤマザナドゥ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yamame Kurodani</source>
        <translation>黒谷ヤマメ</translation>
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
        <translation>蓬莱山輝夜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eirin Yagokoro</source>
        <translation>八意永琳</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reisen Udongein Inaba</source>
        <translation>鈴仙・優曇華院・イナバ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tewi Inaba</source>
        <translation>因幡てゐ</translation>
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
        <translation>河城にとり</translation>
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
        <translation>博麗霊夢</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marisa Kirisame</source>
        <translation>霧雨魔理沙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alice Margatroid</source>
        <translation>アリス・マーガトロイド</translation>
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
        <translation>封獣ぬえ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mamizou Futatsuiwa</source>
        <translation>二ッ岩マミゾウ</translation>
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
        <translation>上白沢慧音</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Treasure &quot;Gold Rush&quot;</source>
        <translation>財宝「ゴールドラッシュ」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relocation &quot;Moving Day&quot;</source>
        <translation>転居「お引っ越し」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relocation &quot;Grand Reshuffle&quot;</source>
        <translation>転居「総入れ替え」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guard Charm &quot;Stone-Wall Ward&quot;</source>
        <translation>守札「石垣の護り」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collapse &quot;Undermining&quot;</source>
        <translation>崩落「土台崩し」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>War Cry &quot;War Drums&quot;</source>
        <translation>鬨声「攻め太鼓」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lucky Draw &quot;Jackpot&quot;</source>
        <translation>福引「大当たり」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Insight &quot;Show Me Your Hand&quot;</source>
        <translation>看破「手の内拝見」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search &quot;Finder&apos;s Charm&quot;</source>
        <translation>尋人「人探しの札」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tailwind &quot;Where the Wind Blows&quot;</source>
        <translation>追風「風任せ」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shortcut &quot;Road of My Choosing&quot;</source>
        <translation>近道「思うがままの道」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip &quot;About-Face&quot;</source>
        <translation>反転「回れ右」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Construction &quot;Raising the Roof&quot;</source>
        <translation>普請「棟上げ」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint &quot;Toll Hike&quot;</source>
        <translation>関所「関銭倍増」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Barrier &quot;Guardian Talisman&quot;</source>
        <translation>結界「鎮守の札」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haggle &quot;Hard Bargain&quot;</source>
        <translation>値切「値切り上手」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Binding &quot;Leaden Steps&quot;</source>
        <translation>呪縛「重い足取り」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expedition &quot;Distant Claim&quot;</source>
        <translation>遠征「飛び地の縄張り」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scarlet Charisma</source>
        <translation>紅のカリスマ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Netherworld Charisma</source>
        <translation>冥のカリスマ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mountain Charisma</source>
        <translation>山のカリスマ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Village Charisma</source>
        <translation>里のカリスマ</translation>
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
        <translation>キャラクター</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>インスタント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Land spell</source>
        <translation>土地スペル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player spell</source>
        <translation>プレイヤースペル</translation>
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
        <translation>通行料</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+166"/>
        <source>Invade</source>
        <extracomment>glossary &apos;gs_invade&apos;; Japanese: 侵略 | button for the action &apos;invade&apos; | lesson step 4 (invade): its title</extracomment>
        <translation>侵略</translation>
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
        <translation>再配置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Claim</source>
        <extracomment>glossary &apos;gs_claim&apos;; Japanese: 配置</extracomment>
        <translation>配置</translation>
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
        <translation>総資産</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lap bonus</source>
        <extracomment>glossary &apos;gs_lap_bonus&apos;; Japanese: 周回ボーナス</extracomment>
        <translation>周回ボーナス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level</source>
        <extracomment>glossary &apos;gs_level&apos;; Japanese: レベル</extracomment>
        <translation>レベル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Area</source>
        <extracomment>glossary &apos;gs_area&apos;; Japanese: エリア</extracomment>
        <translation>エリア</translation>
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
        <translation>破産</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/gensokyo/battle_steps.py" line="+27"/>
        <location filename="../desktop/games/gensokyo/card_texts.py" line="-3"/>
        <source>Charisma card</source>
        <extracomment>glossary &apos;gs_charisma_card&apos;; Japanese: カリスマカード</extracomment>
        <translation>カリスマカード</translation>
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
        <translation>土地ボーナス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Main character</source>
        <extracomment>glossary &apos;gs_main_character&apos;; Japanese: メインキャラクター</extracomment>
        <translation>メインキャラクター</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand cost</source>
        <extracomment>glossary &apos;gs_hand_cost&apos;; Japanese: 手札コスト</extracomment>
        <translation>手札コスト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Land value</source>
        <extracomment>glossary &apos;gs_land_value&apos;; Japanese: 土地価値</extracomment>
        <translation>土地価値</translation>
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
        <translation>クロスマップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loop map</source>
        <extracomment>glossary &apos;gs_loop_map&apos;; Japanese: ループマップ</extracomment>
        <translation>ループマップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Battle</source>
        <extracomment>glossary &apos;gs_battle&apos;; Japanese: 戦闘</extracomment>
        <translation>戦闘</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="-32"/>
        <source>Your turn: draw a card, or pass</source>
        <extracomment>prompt for decision kind &apos;draw&apos;</extracomment>
        <translation>あなたのターン：カードを1枚引くか、パスする</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Spell step: cast a spell card, or pass</source>
        <extracomment>prompt for decision kind &apos;spell&apos;</extracomment>
        <translation>スペルステップ：スペルカードを使うか、パスする</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Investment step: invest in one of your lands, or pass</source>
        <extracomment>prompt for decision kind &apos;invest&apos;</extracomment>
        <translation>投資ステップ：自分の土地1つに投資するか、パスする</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Choose how many squares to move</source>
        <extracomment>prompt for decision kind &apos;move&apos;</extracomment>
        <translation>何マス進むかを選ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>You rolled {dice}: keep two of the dice</source>
        <extracomment>prompt for decision kind &apos;keep&apos;; keep {dice} as they are</extracomment>
        <translation>出目は{dice}：ダイスを2つ選んで残す</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Choose which way to go</source>
        <extracomment>prompt for decision kind &apos;step&apos;</extracomment>
        <translation>進む道を選ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Gap: travel to the next gap, or stay</source>
        <extracomment>prompt for decision kind &apos;travel&apos;</extracomment>
        <translation>スキマ：次のスキマへ移動するか、とどまる</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{land} is unowned: claim it with a character from your hand</source>
        <extracomment>prompt for decision kind &apos;claim&apos;; keep {land} as they are</extracomment>
        <translation>{land}は空き地：手札のキャラクターで配置する</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Claim the chosen land with a character from your hand</source>
        <extracomment>prompt for decision kind &apos;claim:distant&apos;</extracomment>
        <translation>選んだ土地に手札のキャラクターを配置する</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Relocate: exchange a character on your land for one from your hand, or pass</source>
        <extracomment>prompt for decision kind &apos;relocate&apos;</extracomment>
        <translation>再配置：自分の土地のキャラクターを手札のキャラクターと入れ替えるか、パスする</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{owner}&apos;s {land}, level {level}: pay the toll ({money}圓) or invade</source>
        <extracomment>prompt for decision kind &apos;toll_or_invade&apos;; keep {owner}, {land}, {level}, {money} as they are</extracomment>
        <translation>{owner}の{land}（レベル{level}）：通行料（{money}圓）を払うか、侵略する</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Sell lands to pay the toll of {money}圓</source>
        <extracomment>prompt for decision kind &apos;sell&apos;; keep {money} as they are</extracomment>
        <translation>土地を売って通行料{money}圓を払う</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Choose a card to discard</source>
        <extracomment>prompt for decision kind &apos;discard&apos;</extracomment>
        <translation>捨てるカードを選ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Choose a character to take from the deck</source>
        <extracomment>prompt for decision kind &apos;search&apos;</extracomment>
        <translation>山札から手札に加えるキャラクターを選ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Choose the card your opponent discards</source>
        <extracomment>prompt for decision kind &apos;take_away&apos;</extracomment>
        <translation>相手に捨てさせるカードを選ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Invading {land}: choose your main character</source>
        <extracomment>prompt for decision kind &apos;battle_main&apos;; keep {land} as they are</extracomment>
        <translation>{land}に侵略：メインキャラクターを選ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Battle for {land}: choose a support face down (or none)</source>
        <extracomment>prompt for decision kind &apos;battle_support&apos;; keep {land} as they are</extracomment>
        <translation>{land}の戦闘：援護カードを裏向きで選ぶ（なしも可）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Transformation: by your ability or by your support?</source>
        <extracomment>prompt for decision kind &apos;transform&apos;</extracomment>
        <translation>変化：キャラクター能力と援護のどちらで？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Choose a character on your lands to copy</source>
        <extracomment>prompt for decision kind &apos;copy&apos;</extracomment>
        <translation>コピーする、自分の土地のキャラクターを選ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>You see the hand of {player}: choose the card they discard</source>
        <extracomment>prompt for decision kind &apos;recollect&apos;; keep {player} as they are</extracomment>
        <translation>{player}の手札を見ている：捨てさせるカードを選ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Swap a card from your hand for one in the graveyard, or keep them</source>
        <extracomment>prompt for decision kind &apos;byakuren&apos;</extracomment>
        <translation>手札1枚を墓地のカード1枚と入れ替えるか、そのままにする</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+9"/>
        <source>Draw a card</source>
        <extracomment>button for the action &apos;draw&apos;</extracomment>
        <translation>カードを1枚引く</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Travel through the gap</source>
        <extracomment>button for the action &apos;travel&apos;</extracomment>
        <translation>スキマで移動する</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Pay the toll ({money}圓)</source>
        <extracomment>button for the action &apos;toll&apos;; keep {money} as they are</extracomment>
        <translation>通行料を払う（{money}圓）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+2"/>
        <source>No support</source>
        <extracomment>button for the action &apos;support none&apos;</extracomment>
        <translation>援護なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>No swap</source>
        <extracomment>button for the action &apos;byakuren none none&apos;</extracomment>
        <translation>入れ替えない</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>The ability&apos;s transformation</source>
        <extracomment>button for the action &apos;transform ability&apos;</extracomment>
        <translation>キャラクター能力の変化</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>The support&apos;s transformation</source>
        <extracomment>button for the action &apos;transform support&apos;</extracomment>
        <translation>援護の変化</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+4"/>
        <source>Don&apos;t draw</source>
        <extracomment>button for &apos;pass&apos; in the decision &apos;draw&apos;</extracomment>
        <translation>引かない</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Cast no spell</source>
        <extracomment>button for &apos;pass&apos; in the decision &apos;spell&apos;</extracomment>
        <translation>スペルカードを使わない</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Don&apos;t invest</source>
        <extracomment>button for &apos;pass&apos; in the decision &apos;invest&apos;</extracomment>
        <translation>投資しない</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Stay</source>
        <extracomment>button for &apos;pass&apos; in the decision &apos;travel&apos;</extracomment>
        <translation>とどまる</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Don&apos;t claim</source>
        <extracomment>button for &apos;pass&apos; in the decision &apos;claim&apos;</extracomment>
        <translation>配置しない</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Don&apos;t relocate</source>
        <extracomment>button for &apos;pass&apos; in the decision &apos;relocate&apos;</extracomment>
        <translation>再配置しない</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+6"/>
        <source>Roll a {count}</source>
        <extracomment>button for actions of verb &apos;roll&apos;; keep {count} as they are</extracomment>
        <translation>出目{count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Card {count}</source>
        <extracomment>button for actions of verb &apos;pick&apos;; keep {count} as they are</extracomment>
        <translation>{count}枚目のカード</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Move {count} squares</source>
        <extracomment>button for actions of verb &apos;move&apos;; keep {count} as they are</extracomment>
        <translation>{count}マス進む</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Go to {square}</source>
        <extracomment>button for actions of verb &apos;step&apos;; keep {square} as they are</extracomment>
        <translation>{square}へ進む</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Keep {dice}</source>
        <extracomment>button for actions of verb &apos;keep&apos;; keep {dice} as they are</extracomment>
        <translation>{dice}を残す</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Sell {land} ({money}圓)</source>
        <extracomment>button for actions of verb &apos;sell&apos;; keep {land}, {money} as they are</extracomment>
        <translation>{land}を売る（{money}圓）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Invest in {land}: level {level} ({money}圓)</source>
        <extracomment>button for actions of verb &apos;invest&apos;; keep {land}, {level}, {money} as they are</extracomment>
        <translation>{land}に投資：レベル{level}（{money}圓）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Claim with {card} ({cost})</source>
        <extracomment>button for actions of verb &apos;claim&apos;; keep {card}, {cost} as they are</extracomment>
        <translation>{card}を配置（{cost}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Relocate {card} onto {land} ({cost})</source>
        <extracomment>button for actions of verb &apos;relocate&apos;; keep {card}, {land}, {cost} as they are</extracomment>
        <translation>{card}を{land}に再配置（{cost}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Invade with {card} ({cost})</source>
        <extracomment>button for actions of verb &apos;main&apos;; keep {card}, {cost} as they are</extracomment>
        <translation>{card}で侵略（{cost}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Support with {card} ({cost})</source>
        <extracomment>button for actions of verb &apos;support&apos;; keep {card}, {cost} as they are</extracomment>
        <translation>{card}で援護（{cost}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Cast {card} ({cost})</source>
        <extracomment>button for actions of verb &apos;spell&apos;; keep {card}, {cost} as they are</extracomment>
        <translation>{card}を使う（{cost}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Cast {card} on {land} ({cost})</source>
        <extracomment>button for actions of verb &apos;spell:land&apos;; keep {card}, {land}, {cost} as they are</extracomment>
        <translation>{card}を{land}に使う（{cost}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Cast {card} on {player} ({cost})</source>
        <extracomment>button for actions of verb &apos;spell:player&apos;; keep {card}, {player}, {cost} as they are</extracomment>
        <translation>{card}を{player}に使う（{cost}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Discard {card}</source>
        <extracomment>button for actions of verb &apos;discard&apos;; keep {card} as they are</extracomment>
        <translation>{card}を捨てる</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <location line="+1"/>
        <source>They discard {card}</source>
        <extracomment>button for actions of verb &apos;discard:take_away&apos;; keep {card} as they are | button for actions of verb &apos;recollect&apos;; keep {card} as they are</extracomment>
        <translation>{card}を捨てさせる</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Take {card}</source>
        <extracomment>button for actions of verb &apos;choose&apos;; keep {card} as they are</extracomment>
        <translation>{card}を手札に加える</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Copy {card}</source>
        <extracomment>button for actions of verb &apos;copy&apos;; keep {card} as they are</extracomment>
        <translation>{card}をコピーする</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Give {gave}, take {took}</source>
        <extracomment>button for actions of verb &apos;byakuren&apos;; keep {gave}, {took} as they are</extracomment>
        <translation>{gave}を出して{took}を取る</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="-158"/>
        <source>Round {round}, turn {turn}: {player}</source>
        <extracomment>log line for event &apos;turn&apos;; keep {round}, {turn}, {player} as they are</extracomment>
        <translation>ラウンド{round}、ターン{turn}：{player}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Game resumed in round {round}, turn {turn}</source>
        <extracomment>log line for event &apos;resumed&apos;; keep {round}, {turn} as they are</extracomment>
        <translation>ラウンド{round}、ターン{turn}からゲームを再開</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Turn order: {players}</source>
        <extracomment>log line for event &apos;turn_order&apos;; keep {players} as they are</extracomment>
        <translation>手番の順：{players}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Roll for the turn order: {rolls}</source>
        <extracomment>log line for event &apos;order_roll&apos;; keep {rolls} as they are</extracomment>
        <translation>手番の順を決めるダイス：{rolls}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} rolled a {face}</source>
        <extracomment>log line for event &apos;roll&apos;; keep {player}, {face} as they are</extracomment>
        <translation>{player}の出目は{face}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} kept the dice {dice}</source>
        <extracomment>log line for event &apos;keep&apos;; keep {player}, {dice} as they are</extracomment>
        <translation>{player}はダイス{dice}を残した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} got the lap bonus of {money}圓</source>
        <extracomment>log line for event &apos;lap_bonus&apos;; keep {player}, {money} as they are</extracomment>
        <translation>{player}は周回ボーナス{money}圓を得た</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} travelled through the gap</source>
        <extracomment>log line for event &apos;gap&apos;; keep {player} as they are</extracomment>
        <translation>{player}はスキマで移動した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} stopped on an EVENT square</source>
        <extracomment>log line for event &apos;event&apos;; keep {player} as they are</extracomment>
        <translation>{player}はイベントマスに止まった</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} claimed {land} with {card}</source>
        <extracomment>log line for event &apos;claim&apos;; keep {player}, {land}, {card} as they are</extracomment>
        <translation>{player}は{land}に{card}を配置した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} invested in {land}: now level {level}</source>
        <extracomment>log line for event &apos;invest&apos;; keep {player}, {land}, {level} as they are</extracomment>
        <translation>{player}は{land}に投資した：レベル{level}になった</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{land} is now level {level}</source>
        <extracomment>log line for event &apos;level&apos;; keep {land}, {level} as they are</extracomment>
        <translation>{land}はレベル{level}になった</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} relocated {card} onto {land}; {returned} went back to the hand</source>
        <extracomment>log line for event &apos;relocate&apos;; keep {player}, {card}, {land}, {returned} as they are</extracomment>
        <translation>{player}は{land}に{card}を再配置した。{returned}は手札に戻った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} paid {money}圓</source>
        <extracomment>log line for event &apos;pay&apos;; keep {player}, {money} as they are</extracomment>
        <translation>{player}は{money}圓を払った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} paid {money}圓 for the claim</source>
        <extracomment>log line for event &apos;pay:claim&apos;; keep {player}, {money} as they are</extracomment>
        <translation>{player}は配置の費用{money}圓を払った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} paid {money}圓 for the investment</source>
        <extracomment>log line for event &apos;pay:invest&apos;; keep {player}, {money} as they are</extracomment>
        <translation>{player}は投資に{money}圓を払った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} paid {money}圓 for the relocation</source>
        <extracomment>log line for event &apos;pay:relocate&apos;; keep {player}, {money} as they are</extracomment>
        <translation>{player}は再配置の費用{money}圓を払った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} paid {money}圓 for the spell card</source>
        <extracomment>log line for event &apos;pay:spell&apos;; keep {player}, {money} as they are</extracomment>
        <translation>{player}はスペルカードの費用{money}圓を払った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} paid {money}圓 for the battle</source>
        <extracomment>log line for event &apos;pay:battle&apos;; keep {player}, {money} as they are</extracomment>
        <translation>{player}は戦闘の費用{money}圓を払った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} received {money}圓</source>
        <extracomment>log line for event &apos;receive&apos;; keep {player}, {money} as they are</extracomment>
        <translation>{player}は{money}圓を得た</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} paid a toll of {money}圓 to {target}</source>
        <extracomment>log line for event &apos;toll&apos;; keep {player}, {money}, {target} as they are</extracomment>
        <translation>{player}は{target}に通行料{money}圓を払った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} sold {land} for {money}圓</source>
        <extracomment>log line for event &apos;sell&apos;; keep {player}, {land}, {money} as they are</extracomment>
        <translation>{player}は{land}を{money}圓で売った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} went bankrupt</source>
        <extracomment>log line for event &apos;bankrupt&apos;; keep {player} as they are</extracomment>
        <translation>{player}は破産した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} drew {card}</source>
        <extracomment>log line for event &apos;draw&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}を引いた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} drew a card</source>
        <extracomment>log line for event &apos;draw:hidden&apos;; keep {player} as they are</extracomment>
        <translation>{player}はカードを1枚引いた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} discarded {card}</source>
        <extracomment>log line for event &apos;discard&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}を捨てた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} discarded {card} to pay a hand cost</source>
        <extracomment>log line for event &apos;discard:cost&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は手札コストとして{card}を捨てた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} discarded {card} to pay the battle&apos;s hand cost</source>
        <extracomment>log line for event &apos;discard:battle&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は戦闘の手札コストとして{card}を捨てた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} discarded {card} down to the hand limit</source>
        <extracomment>log line for event &apos;discard:hand_limit&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は手札上限に合わせて{card}を捨てた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} discarded {card} because of {why}</source>
        <extracomment>log line for event &apos;discard:card&apos;; keep {player}, {card}, {why} as they are</extracomment>
        <translation>{player}は{why}により{card}を捨てた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} discarded their whole hand</source>
        <extracomment>log line for event &apos;discard_hand&apos;; keep {player} as they are</extracomment>
        <translation>{player}は手札をすべて捨てた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} looked at the hand of {target}: {cards}</source>
        <extracomment>log line for event &apos;look&apos;; keep {player}, {target}, {cards} as they are</extracomment>
        <translation>{player}は{target}の手札を見た：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} took {card} from the deck</source>
        <extracomment>log line for event &apos;search&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は山札から{card}を手札に加えた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} cast {card}</source>
        <extracomment>log line for event &apos;spell&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}を使った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} cast {card} on {land}</source>
        <extracomment>log line for event &apos;spell:land&apos;; keep {player}, {card}, {land} as they are</extracomment>
        <translation>{player}は{land}に{card}を使った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} cast {card} on {target}</source>
        <extracomment>log line for event &apos;spell:player&apos;; keep {player}, {card}, {target} as they are</extracomment>
        <translation>{player}は{target}に{card}を使った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{card} on {player} has expired</source>
        <extracomment>log line for event &apos;spell_expires&apos;; keep {card}, {player} as they are</extracomment>
        <translation>{player}の{card}の効果が切れた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} read the hand of {target}: {cards}</source>
        <extracomment>log line for event &apos;recollection&apos;; keep {player}, {target}, {cards} as they are</extracomment>
        <translation>{player}は想起で{target}の手札を見た：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} invaded {land} of {target} with {card}</source>
        <extracomment>log line for event &apos;battle_main&apos;; keep {player}, {land}, {target}, {card} as they are</extracomment>
        <translation>{player}は{card}で{target}の{land}に侵略した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} committed {card} as a support face down</source>
        <extracomment>log line for event &apos;battle_support&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}を援護として裏向きで出した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} committed a support face down</source>
        <extracomment>log line for event &apos;battle_support:hidden&apos;; keep {player} as they are</extracomment>
        <translation>{player}は援護を裏向きで出した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} committed no support</source>
        <extracomment>log line for event &apos;battle_no_support&apos;; keep {player} as they are</extracomment>
        <translation>{player}は援護を出さなかった</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Supports revealed: {invader} for the invader, {defender} for the defender</source>
        <extracomment>log line for event &apos;battle_reveal&apos;; keep {invader}, {defender} as they are</extracomment>
        <translation>援護を公開：侵略側は{invader}、防御側は{defender}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Negated: {negations}</source>
        <extracomment>log line for event &apos;battle_negation&apos;; keep {negations} as they are</extracomment>
        <translation>無効：{negations}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Battle for {land}: the invader won, {attack} attack against {hp} HP</source>
        <extracomment>log line for event &apos;battle_result:won&apos;; keep {land}, {attack}, {hp} as they are</extracomment>
        <translation>{land}の戦闘：侵略側の勝ち（攻撃{attack}対体力{hp}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Battle for {land}: the defender held, {attack} attack against {hp} HP</source>
        <extracomment>log line for event &apos;battle_result:lost&apos;; keep {land}, {attack}, {hp} as they are</extracomment>
        <translation>{land}の戦闘：防御側が守り切った（攻撃{attack}対体力{hp}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{card} of {player} went to the graveyard</source>
        <extracomment>log line for event &apos;battle_card:graveyard&apos;; keep {card}, {player} as they are</extracomment>
        <translation>{player}の{card}は墓地に置かれた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{card} went back to the hand of {player}</source>
        <extracomment>log line for event &apos;battle_card:hand&apos;; keep {card}, {player} as they are</extracomment>
        <translation>{card}は{player}の手札に戻った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} gave {gave} to {target} and took {got}</source>
        <extracomment>log line for event &apos;battle_swap&apos;; keep {player}, {gave}, {target}, {got} as they are</extracomment>
        <translation>{player}は{target}に{gave}を渡し、{got}を受け取った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} put {gave} in the graveyard and took {took} from it</source>
        <extracomment>log line for event &apos;battle_swap_graveyard&apos;; keep {player}, {gave}, {took} as they are</extracomment>
        <translation>{player}は{gave}を墓地に置き、墓地から{took}を手札に加えた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} took {card} from the hand of {target}</source>
        <extracomment>log line for event &apos;battle_take&apos;; keep {player}, {card}, {target} as they are</extracomment>
        <translation>{player}は{target}の手札から{card}を取った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} could not draw for {card}: the deck is empty</source>
        <extracomment>log line for event &apos;battle_draw_failed&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}の効果で引けなかった：山札が空</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} took {land} with {card}</source>
        <extracomment>log line for event &apos;land_taken&apos;; keep {player}, {land}, {card} as they are</extracomment>
        <translation>{player}は{card}で{land}を手に入れた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Game over: {winners} won</source>
        <extracomment>log line for event &apos;game_over&apos;; keep {winners} as they are</extracomment>
        <translation>ゲーム終了：{winners}の勝利</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>The deck ran out: {winners} won</source>
        <extracomment>log line for event &apos;game_over:deck_empty&apos;; keep {winners} as they are</extracomment>
        <translation>山札が尽きた：{winners}の勝利</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>A player went bankrupt: {winners} won</source>
        <extracomment>log line for event &apos;game_over:bankruptcy&apos;; keep {winners} as they are</extracomment>
        <translation>破産者が出た：{winners}の勝利</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Round 60 is over: {winners} won</source>
        <extracomment>log line for event &apos;game_over:round_cap&apos;; keep {winners} as they are</extracomment>
        <translation>ラウンド60が終わった：{winners}の勝利</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+3"/>
        <source>Round {round}, turn {turn}: your turn</source>
        <extracomment>log line naming the reader, for event &apos;turn:you&apos;; keep {round}, {turn} as they are</extracomment>
        <translation>ラウンド{round}、ターン{turn}：あなたのターン</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>You discarded your whole hand</source>
        <extracomment>log line naming the reader, for event &apos;discard_hand:you&apos;</extracomment>
        <translation>あなたは手札をすべて捨てた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} looked at your hand: {cards}</source>
        <extracomment>log line naming the reader, for event &apos;look:to_you&apos;; keep {player}, {cards} as they are</extracomment>
        <translation>{player}はあなたの手札を見た：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} read your hand: {cards}</source>
        <extracomment>log line naming the reader, for event &apos;recollection:to_you&apos;; keep {player}, {cards} as they are</extracomment>
        <translation>{player}は想起であなたの手札を見た：{cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} invaded your {land} with {card}</source>
        <extracomment>log line naming the reader, for event &apos;battle_main:to_you&apos;; keep {player}, {land}, {card} as they are</extracomment>
        <translation>{player}は{card}であなたの{land}に侵略した</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Your {card} went to the graveyard</source>
        <extracomment>log line naming the reader, for event &apos;battle_card:graveyard:you&apos;; keep {card} as they are</extracomment>
        <translation>あなたの{card}は墓地に置かれた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{card} went back to your hand</source>
        <extracomment>log line naming the reader, for event &apos;battle_card:hand:you&apos;; keep {card} as they are</extracomment>
        <translation>{card}はあなたの手札に戻った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>{player} took {card} from your hand</source>
        <extracomment>log line naming the reader, for event &apos;battle_take:to_you&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}はあなたの手札から{card}を取った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+4"/>
        <source>the invader&apos;s ability by {card}</source>
        <extracomment>a part of the battle_negation log line &apos;ability:0&apos;; keep {card} as they are</extracomment>
        <translation>{card}による侵略側のキャラクター能力</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>the defender&apos;s ability by {card}</source>
        <extracomment>a part of the battle_negation log line &apos;ability:1&apos;; keep {card} as they are</extracomment>
        <translation>{card}による防御側のキャラクター能力</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>the invader&apos;s support by {card}</source>
        <extracomment>a part of the battle_negation log line &apos;support:0&apos;; keep {card} as they are</extracomment>
        <translation>{card}による侵略側の援護</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>the defender&apos;s support by {card}</source>
        <extracomment>a part of the battle_negation log line &apos;support:1&apos;; keep {card} as they are</extracomment>
        <translation>{card}による防御側の援護</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+6"/>
        <source>A card had to be drawn from the empty deck.</source>
        <extracomment>end reason &apos;deck_empty&apos;</extracomment>
        <translation>空の山札からカードを引くことになった。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>A player went bankrupt.</source>
        <extracomment>end reason &apos;bankruptcy&apos;</extracomment>
        <translation>破産したプレイヤーが出た。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Round 60 is over.</source>
        <extracomment>end reason &apos;round_cap&apos;</extracomment>
        <translation>ラウンド60が終わった。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+29"/>
        <source>Choose</source>
        <extracomment>any other decision</extracomment>
        <translation>選ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Waiting for {player}…</source>
        <extracomment>another player decides; keep {player} as they are</extracomment>
        <translation>{player}を待っています…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>Chance decides…</source>
        <extracomment>the dice or a random pick decide</extracomment>
        <translation>運に任せています…</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="-124"/>
        <source>{attribute} land {grade}</source>
        <extracomment>a land by its attribute and grade, as its tile shows it; keep {attribute}, {grade} as they are</extracomment>
        <translation>{attribute}の土地{grade}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/gensokyo/strings.py" line="+1"/>
        <source>no support</source>
        <extracomment>a battle side that committed no support</extracomment>
        <translation>援護なし</translation>
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
        <translation>{money}圓 + 手札{hand}枚</translation>
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
        <translation>パス</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is not your turn.</source>
        <extracomment>refusal &apos;not_your_turn&apos; of a gesture (engine)</extracomment>
        <translation>今はあなたのターンではありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can&apos;t do that now.</source>
        <extracomment>refusal &apos;not_now&apos; of a gesture (engine)</extracomment>
        <translation>今はそれはできません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} costs {cost}圓; you have {money}.</source>
        <extracomment>refusal &apos;too_dear&apos; of a gesture (engine); keep {card}, {cost}, {money} as they are</extracomment>
        <translation>{card}には{cost}圓が必要です。所持金は{money}圓です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} needs {count} other cards in hand to pay for it.</source>
        <extracomment>refusal &apos;hand_cost&apos; of a gesture (engine); keep {card}, {count} as they are</extracomment>
        <translation>{card}を使うには、ほかに手札が{count}枚必要です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} can&apos;t be played: its condition is not met.</source>
        <extracomment>refusal &apos;condition&apos; of a gesture (engine); keep {card} as they are</extracomment>
        <translation>{card}は使えません：条件を満たしていません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only a character card can be placed on a land.</source>
        <extracomment>refusal &apos;not_a_character&apos; of a gesture (engine)</extracomment>
        <translation>土地に置けるのはキャラクターカードだけです。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Claim a land</source>
        <extracomment>lesson step 1 (claim): its title</extracomment>
        <translation>土地に配置する</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your piece stopped on a land nobody owns. Claim it: drag Hong Meiling (5圓) from your hand onto the lit land. She stays on it as its guard, and from now on whoever stops there pays you a toll.</source>
        <extracomment>lesson step 1 (claim): what to do and why</extracomment>
        <translation>あなたの駒は誰も所有していない土地に止まりました。配置しましょう：手札の紅美鈴（5圓）を光っている土地へドラッグします。彼女はその土地を守り続け、これからはそこに止まった人があなたに通行料を払います。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Claim this land first: drag a character from your hand onto it.</source>
        <extracomment>lesson step 1 (claim): said when another move is tried</extracomment>
        <translation>まずこの土地に配置しましょう：手札のキャラクターをこの土地へドラッグします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay the toll</source>
        <extracomment>lesson step 2 (toll): its title</extracomment>
        <translation>通行料を払う</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This time you stopped on your opponent&apos;s land, guarded by Youmu Konpaku. Whoever stops on another&apos;s land pays its toll or invades it. Pay the toll this time: press Pay the toll (12圓). The higher the land&apos;s level, the higher its toll.</source>
        <oldsource>This time you stopped on your opponent&apos;s land, guarded by Youmu Konpaku. Whoever stops on another&apos;s land pays its toll or invades it. Pay the toll this time: press Pay the toll (18圓). The higher the land&apos;s level, the higher its toll.</oldsource>
        <extracomment>lesson step 2 (toll): what to do and why</extracomment>
        <translation>今度は魂魄妖夢が守る相手の土地に止まりました。他人の土地に止まったら、通行料を払うか侵略します。今回は通行料を払いましょう：「通行料を払う（12圓）」を押します。土地のレベルが高いほど通行料も高くなります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay the toll this time: press Pay the toll.</source>
        <extracomment>lesson step 2 (toll): said when another move is tried</extracomment>
        <translation>今回は通行料を払いましょう：「通行料を払う」を押します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invest in your land</source>
        <extracomment>lesson step 3 (invest): its title</extracomment>
        <translation>自分の土地に投資する</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the investment step you may raise one of your lands by one level or more (20圓 a level here). A higher level raises the land&apos;s value, its toll and its land bonus in battle. Invest in Hong Meiling&apos;s land: press the lit button.</source>
        <extracomment>lesson step 3 (invest): what to do and why</extracomment>
        <translation>投資ステップでは、自分の土地1つのレベルを1つ以上上げられます（ここでは1レベルにつき20圓）。レベルが上がると、土地価値、通行料、戦闘での土地ボーナスが上がります。紅美鈴の土地に投資しましょう：光っているボタンを押します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invest in your land first: press the lit button.</source>
        <extracomment>lesson step 3 (invest): said when another move is tried</extracomment>
        <translation>まず自分の土地に投資しましょう：光っているボタンを押します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You stopped on your opponent&apos;s land again, guarded by Daiyousei, who has only 30 HP. Instead of paying the toll, invade it: win the battle and the land is yours.</source>
        <extracomment>lesson step 4 (invade): what to do and why</extracomment>
        <translation>また相手の土地に止まりました。守るのは大妖精で、体力はわずか30です。通行料を払う代わりに侵略しましょう：戦闘に勝てばこの土地はあなたのものです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invade this land: press Invade.</source>
        <extracomment>lesson step 4 (invade): said when another move is tried</extracomment>
        <translation>この土地に侵略しましょう：「侵略」を押します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your main character</source>
        <extracomment>lesson step 5 (main): its title</extracomment>
        <translation>あなたのメインキャラクター</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the character who fights: Fujiwara no Mokou (attack 50). Her cost and her support&apos;s are paid once the battle is over; if you lose, you pay the toll as well.</source>
        <extracomment>lesson step 5 (main): what to do and why</extracomment>
        <translation>戦うキャラクターを選びます：藤原妹紅（攻撃50）。彼女と援護のコストは戦闘が終わってから払います。負けた場合は通行料も払います。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose Fujiwara no Mokou as your main character.</source>
        <extracomment>lesson step 5 (main): said when another move is tried</extracomment>
        <translation>藤原妹紅をメインキャラクターに選びましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A support face down</source>
        <extracomment>lesson step 6 (support): its title</extracomment>
        <translation>裏向きの援護</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Now a support, chosen face down: your opponent sees only that you put one down. Support Mokou with Sakuya Izayoi (8). Then both supports are revealed and the battle panel shows the battle step by step: press Space for the next step.</source>
        <extracomment>lesson step 6 (support): what to do and why</extracomment>
        <translation>次は援護を裏向きで選びます。相手に分かるのは、あなたが1枚出したことだけです。十六夜咲夜〔8〕で妹紅を援護しましょう。その後、両者の援護が公開され、戦闘パネルが戦闘を1段階ずつ見せます：スペースキーで次の段階へ進みます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Support with Sakuya Izayoi (8): a support adds to your main character&apos;s attack.</source>
        <extracomment>lesson step 6 (support): said when another move is tried</extracomment>
        <translation>十六夜咲夜〔8〕で援護しましょう：援護はメインキャラクターの攻撃に加わります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cast a spell card</source>
        <extracomment>lesson step 7 (spell): its title</extracomment>
        <translation>スペルカードを使う</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the spell step you may cast one spell card before you move. Treasure &quot;Gold Rush&quot; costs 2圓 and pays 3圓 for each land you own: cast it, and your three lands bring you 9圓.</source>
        <extracomment>lesson step 7 (spell): what to do and why</extracomment>
        <translation>スペルステップでは、移動の前にスペルカードを1枚使えます。財宝「ゴールドラッシュ」はコスト2圓で、所有する土地1つにつき3圓をもらえます：使えば3つの土地で9圓になります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cast Treasure &quot;Gold Rush&quot;: press the lit button.</source>
        <extracomment>lesson step 7 (spell): said when another move is tried</extracomment>
        <translation>財宝「ゴールドラッシュ」を使いましょう：光っているボタンを押します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spend it well</source>
        <extracomment>lesson step 8 (invest_again): its title</extracomment>
        <translation>お金を活かす</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The spell step is over; now comes the investment step. Put the money to work: invest in one of your lands.</source>
        <extracomment>lesson step 8 (invest_again): what to do and why</extracomment>
        <translation>スペルステップが終わり、投資ステップになりました。お金を活かしましょう：自分の土地1つに投資します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invest in one of your lands: press a lit button.</source>
        <extracomment>lesson step 8 (invest_again): said when another move is tried</extracomment>
        <translation>自分の土地1つに投資しましょう：光っているボタンを押します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The empty deck</source>
        <extracomment>lesson step 9 (deck_empty): its title</extracomment>
        <translation>空の山札</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deck is empty. The game ends when a draw finds it empty: at the start of your opponent&apos;s next turn. Then whoever has the most total assets, money and land values together, wins. Claim this land with Cirno to add its value to yours.</source>
        <extracomment>lesson step 9 (deck_empty): what to do and why</extracomment>
        <translation>山札が空になりました。空の山札から引こうとしたときにゲームは終わります：相手の次のターンの始めです。そのとき、お金と土地価値を合わせた総資産が最も多い人が勝ちます。チルノでこの土地に配置し、その価値をあなたの総資産に加えましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Claim this land with Cirno: every land adds to your total assets.</source>
        <extracomment>lesson step 9 (deck_empty): said when another move is tried</extracomment>
        <translation>チルノでこの土地に配置しましょう：土地はどれも総資産に加わります。</translation>
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
        <translation>お見事！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You know a whole turn of Gensokyo: claim lands with your characters, pay tolls or invade, invest, cast spell cards, and hold the most total assets when the deck runs out. Now start a real game, or read the rules.</source>
        <extracomment>lesson: text at its end</extracomment>
        <translation>これで幻想郷陣取り合戦の1ターンが分かりました：キャラクターで土地に配置し、通行料を払うか侵略し、投資し、スペルカードを使い、山札が尽きたときに総資産で一番になりましょう。さあ、本当のゲームを始めるか、ルールを読みましょう。</translation>
    </message>
    <message>
        <location line="-378"/>
        <location filename="../desktop/games/gensokyo/battle_steps.py" line="-3"/>
        <location filename="../desktop/games/gensokyo/card_texts.py" line="+2"/>
        <source>Spell card</source>
        <extracomment>glossary &apos;gs_spell_card&apos;; Japanese: スペルカード</extracomment>
        <translation>スペルカード</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/card_texts.py" line="+2"/>
        <source>ATK {attack}</source>
        <translation>攻撃{attack}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HP {hp}</source>
        <translation>体力{hp}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{amount} (+{matching} if {attribute})</source>
        <translation>+{amount}（{attribute}なら+{matching}）</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/card_zoom.py" line="+23"/>
        <source>Ability</source>
        <translation>キャラクター能力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Support ability</source>
        <translation>援護能力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Effect</source>
        <translation>効果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Requires: own a {attribute} land</source>
        <translation>要：{attribute}の土地を所有</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Requires: own 3 or more lands</source>
        <translation>要：土地を3つ以上所有</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/board_items.py" line="+21"/>
        <source>START</source>
        <translation>スタート</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CHECK</source>
        <translation>チェック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EVENT</source>
        <translation>イベント</translation>
    </message>
    <message>
        <location filename="data_strings.py" line="+16"/>
        <location filename="../desktop/games/gensokyo/board_items.py" line="+0"/>
        <source>Gap</source>
        <extracomment>glossary &apos;gs_gap&apos;; Japanese: スキマ</extracomment>
        <translation>スキマ</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/board_marks.py" line="+18"/>
        <source>Laps: {laps}</source>
        <translation>周回：{laps}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CHECK {passed}/{total}</source>
        <translation>チェック {passed}/{total}</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/battle_panel.py" line="+24"/>
        <source>Invader: {name}</source>
        <translation>侵略側：{name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defender: {name}</source>
        <translation>防御側：{name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Battle: {invader} against {defender}</source>
        <translation>戦闘：{invader}が{defender}の土地に侵略</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack {value}</source>
        <translation>攻撃{value}</translation>
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
        <translation>前へ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Support card</source>
        <translation>援護カード</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/battle_steps.py" line="-11"/>
        <source>R3 · Printed attack and HP</source>
        <translation>R3・カードの攻撃と体力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R3 step 1 · Spell cards in force</source>
        <translation>R3 ステップ1・発揮中のスペルカード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R3 step 2 · Transformation and Superhuman</source>
        <translation>R3 ステップ2・【変化】と【超人】</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R3 step 3 · Abilities and support cards</source>
        <translation>R3 ステップ3・能力と援護カード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R3 step 4 · Charisma cards and Global Support</source>
        <translation>R3 ステップ4・カリスマカードと全域支援</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R3 step 5 · Land bonus</source>
        <translation>R3 ステップ5・土地ボーナス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R3 step 6 · Reversal</source>
        <translation>R3 ステップ6・【逆転】</translation>
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
        <translation>{card}が侵略側の能力を無効にする</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} negates the defender&apos;s ability</source>
        <translation>{card}が防御側の能力を無効にする</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} negates the invader&apos;s support</source>
        <translation>{card}が侵略側の援護を無効にする</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card} negates the defender&apos;s support</source>
        <translation>{card}が防御側の援護を無効にする</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both supports revealed · R1 Negation</source>
        <translation>両方の援護を公開・R1 無効</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Supports are committed face down</source>
        <translation>援護カードは裏向きで出されます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing is negated.</source>
        <translation>無効になるものはありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing changes in this step.</source>
        <translation>このステップでは何も増減しません。</translation>
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
        <translation>増減なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attack {amount}</source>
        <translation>攻撃{amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HP {amount}</source>
        <translation>体力{amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R4 · Result</source>
        <translation>R4・結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack {attack} ≥ HP {hp}: the invader wins</source>
        <translation>攻撃{attack} ≥ 体力{hp}：侵略側の勝ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack {attack} &lt; HP {hp}: the defender wins</source>
        <translation>攻撃{attack} &lt; 体力{hp}：防御側の勝ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Costs and the land</source>
        <translation>コストと土地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} pays {money}圓 and a hand cost of {hand}</source>
        <translation>{name}は{money}圓と手札コスト{hand}を支払う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} pays nothing</source>
        <translation>{name}は何も支払わない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has not paid yet</source>
        <translation>{name}はまだ支払っていない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} takes the land at the same level</source>
        <translation>{name}が同じレベルのまま土地を得る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} pays the toll to {owner}</source>
        <translation>{name}は{owner}に通行料を支払う</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/end_details.py" line="-3"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money</source>
        <translation>所持金</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Land values</source>
        <translation>土地価値</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lands</source>
        <translation>土地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bankrupt</source>
        <translation>破産</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: {lands}</source>
        <translation>{name}：{lands}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: no lands</source>
        <translation>{name}：土地なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{land} (level {level})</source>
        <translation>{land}（レベル{level}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total assets over the rounds</source>
        <translation>ラウンドごとの総資産</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranked by total assets; on equal assets the higher land value, then more lands; a bankrupt player is last.</source>
        <translation>総資産で順位を決めます。総資産が同じなら土地価値の高い方、次に土地の多い方が上位です。破産したプレイヤーは最下位です。</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/options_form.py" line="+19"/>
        <source>Map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loop map (31 squares; 46 with 4 players)</source>
        <translation>ループマップ（31マス、4人では46マス）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cross map (a figure eight crossing at START)</source>
        <translation>クロスマップ（スタートで交差する8の字）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck</source>
        <translation>山札</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard deck (30 cards a player)</source>
        <translation>標準の山札（1人30枚）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build the deck (variant: up to 3 copies of a card)</source>
        <translation>山札を組む（ヴァリアント：同じカードは3枚まで）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} cards in the deck; {players} players need {low} to {high}.</source>
        <translation>山札は{count}枚。{players}人では{low}～{high}枚が必要です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One of each</source>
        <translation>各1枚</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deck needs {low} to {high} cards for this many players; it has {got}.</source>
        <translation>この人数では山札に{low}～{high}枚が必要ですが、{got}枚です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At most 3 copies of a card: {cards}.</source>
        <translation>同じカードは3枚まで：{cards}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards this game does not have: {cards}.</source>
        <translation>このゲームにないカード：{cards}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charisma cards are dealt apart, never in the deck: {cards}.</source>
        <translation>カリスマカードは別に配られ、山札には入りません：{cards}。</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/strips.py" line="+1"/>
        <source>Total assets {assets}圓</source>
        <translation>総資産 {assets}圓</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand {hand} · Lands {lands} · Laps {laps}</source>
        <translation>手札{hand}・土地{lands}・周回{laps}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks {passed}/{total}</source>
        <translation>チェック {passed}/{total}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bankrupt</source>
        <translation>破産</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spell cards on this player: {spells}</source>
        <translation>このプレイヤーにかかっているスペルカード：{spells}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} ▶</source>
        <translation>{name} ▶</translation>
    </message>
    <message>
        <location filename="../desktop/games/gensokyo/table.py" line="-6"/>
        <source>Your hand — {name}</source>
        <translation>手札 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} · {name}&apos;s turn</source>
        <translation>ラウンド{round}・{name}のターン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} · your turn</source>
        <translation>ラウンド{round}・あなたのターン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} · the game is over</source>
        <translation>ラウンド{round}・ゲーム終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck: {count}</source>
        <translation>山札：{count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graveyard ({count})</source>
        <translation>墓地（{count}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards: {n} · public, the latest first</source>
        <translation>{n}枚・公開情報、新しい順</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last battle</source>
        <translation>直前の戦闘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the last battle again</source>
        <translation>直前の戦闘をもう一度順に見る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to do with that card now.</source>
        <translation>今そのカードでできることはありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There are several choices on this square: choose one of the buttons.</source>
        <translation>このマスには選択肢が複数あります：ボタンから選んでください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card can&apos;t go to this square now.</source>
        <translation>今そのカードはこのマスに置けません。</translation>
    </message>
</context>
<context>
    <name>guild_masters</name>
    <message>
        <location filename="data_strings.py" line="+366"/>
        <source>Alliance with the Carriers&apos; Guild</source>
        <extracomment>card name (id transport_guild); Japanese: 運送ギルドとの提携</extracomment>
        <translation>運送ギルドとの提携</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Special action: play two events from your hand, one after the other, paying their costs.</source>
        <extracomment>card text of Alliance with the Carriers&apos; Guild (id transport_guild)</extracomment>
        <translation>特別アクション：手札のイベントカードを2枚、1枚ずつ順にプレイする（コストは支払う）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wyvern-Seal Couriers</source>
        <extracomment>card name (id wyvern_couriers); Japanese: 飛竜印の運送屋さん</extracomment>
        <translation>飛竜印の運送屋さん</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Special action (1 potion): after this turn, take three extra turns.</source>
        <oldsource>Special action (1 potion): after this turn, take two extra turns.</oldsource>
        <extracomment>card text of Wyvern-Seal Couriers (id wyvern_couriers)</extracomment>
        <translation>特別アクション（1ポーション）：手番終了後、追加の手番を3回行う。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discovery of the Labyrinth Lift</source>
        <extracomment>card name (id labyrinth_elevator); Japanese: 迷宮昇降機の発見</extracomment>
        <translation>迷宮昇降機の発見</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Explore a tile in an area printed with fame 2 that is next to nobody&apos;s controlled area (the outer-ring rule does not apply).</source>
        <extracomment>card text of Discovery of the Labyrinth Lift (id labyrinth_elevator)</extracomment>
        <translation>誰の支配エリアにも隣接していない、名声2のエリアの迷宮タイルを探索する（外周の制限は受けない）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Shadowmen</source>
        <extracomment>card name (id shadowmans); Japanese: シャドウマンズ</extracomment>
        <translation>シャドウマンズ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Explore; you may discard the explored tile instead of keeping it (miasma still drops). Gain 1 power.</source>
        <extracomment>card text of The Shadowmen (id shadowmans)</extracomment>
        <translation>探索する。探索したタイルは得ずに捨ててもよい（瘴気濃度は減らす）。1パワーを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rite of Grand Purification</source>
        <extracomment>card name (id grand_purification); Japanese: 極大浄化魔法の儀式</extracomment>
        <translation>極大浄化魔法の儀式</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Purify an abyss twice. Take a face-up tile from the map (a blank tile takes its place; miasma does not drop).</source>
        <extracomment>card text of Rite of Grand Purification (id grand_purification)</extracomment>
        <translation>奈落の穴を2回浄化する。マップ上の表向きのタイルを1枚得る（そこには無地タイルを置く。瘴気濃度は減らない）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Flying Three Stooges</source>
        <extracomment>card name (id flying_trio); Japanese: 空飛ぶ三馬鹿</extracomment>
        <translation>空飛ぶ三馬鹿</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 1 power. An abyss revealed by your explore counts as a blank tile: the explore goes on, with no extra turn.</source>
        <extracomment>card text of The Flying Three Stooges (id flying_trio)</extracomment>
        <translation>1パワーを得る。自分の探索で公開された奈落の穴は無地タイルとみなす。探索は続き、追加の手番は得ない。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Devil&apos;s Quill</source>
        <extracomment>card name (id devils_quill); Japanese: 悪魔の羽根ペン</extracomment>
        <translation>悪魔の羽根ペン</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resolve again the play effects of one of your face-up played events (&quot;this card&quot; means the Quill).</source>
        <extracomment>card text of The Devil&apos;s Quill (id devils_quill)</extracomment>
        <translation>自分の場の表向きのイベントカード1枚のプレイ時効果を、もう一度解決する（「このカード」はこの羽根ペンを指す）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Crimson Carapace Castle</source>
        <extracomment>card name (id crimson_castle); Japanese: 深紅の甲殻城</extracomment>
        <translation>深紅の甲殻城</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose an area: its face-down tile and its neighbours&apos; turn face up (never the boss). You may build a base (no 15 gold).</source>
        <extracomment>card text of The Crimson Carapace Castle (id crimson_castle)</extracomment>
        <translation>エリアを1つ選ぶ。そのエリアと隣接エリアの裏向きのタイルを表向きにする（ボスタイルは除く）。拠点化を行ってもよい（15ゴールドは不要）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Archmage&apos;s Whim</source>
        <extracomment>card name (id archmage_whim); Japanese: 大魔導の気まぐれ</extracomment>
        <translation>大魔導の気まぐれ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever you discard a labyrinth tile you own, gain 1 potion and draw 1 event card.</source>
        <extracomment>card text of The Archmage&apos;s Whim (id archmage_whim)</extracomment>
        <translation>所持する迷宮タイルを捨てるたび、1ポーションを得て、イベントカードを1枚引く。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bringfeather</source>
        <extracomment>card name (id bringfeather); Japanese: ブリングフェザー</extracomment>
        <translation>ブリングフェザー</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End: after the finish phase&apos;s two laps, take an extra turn.</source>
        <extracomment>card text of Bringfeather (id bringfeather) | card text of Hourglass of Ages (id hourglass_of_ages)</extracomment>
        <translation>終了時：フィニッシュフェイズの2周の後、追加の手番を1回行う。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wreck of a 4-Ton Truck</source>
        <extracomment>card name (id truck_wreck); Japanese: 4tトラックの残骸</extracomment>
        <translation>4tトラックの残骸</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 1 power production and 1 power.</source>
        <extracomment>card text of Wreck of a 4-Ton Truck (id truck_wreck)</extracomment>
        <translation>パワーの生産力+1。1パワーを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ancient Cogwheel</source>
        <extracomment>card name (id ancient_cogwheel); Japanese: 古代の歯車</extracomment>
        <translation>古代の歯車</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 1 power. Draw 1 event card. Civilisation +1.</source>
        <extracomment>card text of Ancient Cogwheel (id ancient_cogwheel)</extracomment>
        <translation>1パワーを得る。イベントカードを1枚引く。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wrecked Mana Furnace</source>
        <extracomment>card name (id wrecked_furnace); Japanese: 魔導炉の残骸</extracomment>
        <translation>魔導炉の残骸</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Power production +2.</source>
        <extracomment>card text of Wrecked Mana Furnace (id wrecked_furnace) | card text of Defector from the Demon Army (id demon_defector)</extracomment>
        <translation>パワーの生産力+2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Junk Dealer</source>
        <extracomment>card name (id junk_dealer); Japanese: ジャンク屋</extracomment>
        <translation>ジャンク屋</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Special action: discard 1 labyrinth tile to gain 6 gold and draw 1 event card.</source>
        <extracomment>card text of Junk Dealer (id junk_dealer)</extracomment>
        <translation>特別アクション：迷宮タイルを1枚捨てて、6ゴールドを得てイベントカードを1枚引く。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Broken Teleport Circle</source>
        <extracomment>card name (id broken_teleporter); Japanese: 壊れた転送陣</extracomment>
        <translation>壊れた転送陣</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Explore (a card&apos;s explore: an abyss gives no extra turn).</source>
        <extracomment>card text of Broken Teleport Circle (id broken_teleporter) | card text of Expedition Plan (id expedition_plan)</extracomment>
        <translation>探索する（カード効果による探索なので、奈落の穴で追加の手番は得ない）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Automaton Workshop</source>
        <extracomment>card name (id automaton_workshop); Japanese: 自動人形の工房</extracomment>
        <translation>自動人形の工房</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Power production +2. Civilisation +1.</source>
        <extracomment>card text of Automaton Workshop (id automaton_workshop)</extracomment>
        <translation>パワーの生産力+2。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Vending Machine from Another World</source>
        <extracomment>card name (id vending_machine); Japanese: 異世界の自販機</extracomment>
        <translation>異世界の自販機</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +3.</source>
        <extracomment>card text of Vending Machine from Another World (id vending_machine) | card text of Labyrinth Souvenir Stand (id souvenir_stand)</extracomment>
        <translation>ゴールドの生産力+3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rusted Holy Sword</source>
        <extracomment>card name (id rusted_holy_sword); Japanese: 錆びた聖剣</extracomment>
        <translation>錆びた聖剣</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 2 power. End: -2 fame, unless you have a labyrinth tile with 3 stars or more.</source>
        <extracomment>card text of Rusted Holy Sword (id rusted_holy_sword)</extracomment>
        <translation>2パワーを得る。終了時：★3以上の迷宮タイルを持っていなければ、名声-2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scrap Yard</source>
        <extracomment>card name (id scrap_yard); Japanese: 廃材置き場</extracomment>
        <translation>廃材置き場</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain a blank tile from the stock. Gain 2 gold.</source>
        <extracomment>card text of Scrap Yard (id scrap_yard)</extracomment>
        <translation>ストックから無地タイルを1枚得る。2ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Abyss Observatory</source>
        <extracomment>card name (id abyss_observatory); Japanese: 奈落の観測所</extracomment>
        <translation>奈落の観測所</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Purify an abyss: take one abyss tile from the map; a blank tile takes its place. Draw 1 event card.</source>
        <extracomment>card text of Abyss Observatory (id abyss_observatory)</extracomment>
        <translation>奈落の穴を浄化する：マップ上の奈落の穴タイルを1枚得て、そこに無地タイルを置く。イベントカードを1枚引く。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Labyrinth Materials Works</source>
        <extracomment>card name (id materials_works); Japanese: 迷宮素材の加工場</extracomment>
        <translation>迷宮素材の加工場</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra cost: discard 1 labyrinth tile. Gold production +3, power production +1.</source>
        <extracomment>card text of Labyrinth Materials Works (id materials_works)</extracomment>
        <translation>追加コスト：迷宮タイルを1枚捨てる。ゴールドの生産力+3、パワーの生産力+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tamed Mimic Chest</source>
        <extracomment>card name (id mimic_chest); Japanese: 飼い慣らしたミミック</extracomment>
        <translation>飼い慣らしたミミック</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take any treasure chip from the regalia board.</source>
        <extracomment>card text of Tamed Mimic Chest (id mimic_chest) | card text of Master Locksmith (id master_locksmith) | card text of A Party of Heroes (id heroes_party) | card text of Jeweller (id jeweller)</extracomment>
        <translation>レガリアボードから任意の宝物チップを1枚得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Golem Porters</source>
        <extracomment>card name (id golem_porters); Japanese: ゴーレム運搬隊</extracomment>
        <translation>ゴーレム運搬隊</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever you complete an explore, gain 3 gold.</source>
        <extracomment>card text of Golem Porters (id golem_porters)</extracomment>
        <translation>探索を終えるたび、3ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cabinet of Labyrinth Relics</source>
        <extracomment>card name (id relic_collection); Japanese: 迷宮遺物の陳列棚</extracomment>
        <translation>迷宮遺物の陳列棚</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End: 1 fame for every 2 junk tags you have (at most 5).</source>
        <extracomment>card text of Cabinet of Labyrinth Relics (id relic_collection)</extracomment>
        <translation>終了時：持っているジャンクタグ2個ごとに名声1（最大5）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Goblin Cave</source>
        <extracomment>card name (id goblin_cave); Japanese: ゴブリンの洞窟</extracomment>
        <translation>ゴブリンの洞窟</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 1 power for every 2 junk tags you have (at most 3). Power production +1.</source>
        <extracomment>card text of Goblin Cave (id goblin_cave)</extracomment>
        <translation>持っているジャンクタグ2個ごとに1パワーを得る（最大3）。パワーの生産力+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Salvage Crew</source>
        <extracomment>card name (id salvage_crew); Japanese: サルベージ隊</extracomment>
        <translation>サルベージ隊</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra cost: pay 1 potion. Gain a blank tile from the stock. Draw 2 event cards.</source>
        <extracomment>card text of Salvage Crew (id salvage_crew)</extracomment>
        <translation>追加コスト：1ポーションを支払う。ストックから無地タイルを1枚得る。イベントカードを2枚引く。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Awakening of the Behemoth</source>
        <extracomment>card name (id behemoth_awakening); Japanese: 巨獣ベヒモスの覚醒</extracomment>
        <translation>巨獣ベヒモスの覚醒</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Power production +2. Gain 3 power. Turn one of your bases back into an adventurer, or turn this card face down.</source>
        <extracomment>card text of Awakening of the Behemoth (id behemoth_awakening)</extracomment>
        <translation>パワーの生産力+2。3パワーを得る。自分の拠点を1つ冒険者チップに戻す。そうしなければ、このカードを裏向きにする。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Adventurers&apos; Cheap Inn</source>
        <extracomment>card name (id cheap_inn); Japanese: 冒険者向けの安宿</extracomment>
        <translation>冒険者向けの安宿</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +2.</source>
        <extracomment>card text of Adventurers&apos; Cheap Inn (id cheap_inn) | card text of Royal Charter (id royal_charter)</extracomment>
        <translation>ゴールドの生産力+2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Repairing the Common Well</source>
        <extracomment>card name (id common_well); Japanese: 共同井戸の修繕</extracomment>
        <translation>共同井戸の修繕</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +2. Civilisation +1.</source>
        <extracomment>card text of Repairing the Common Well (id common_well) | card text of The Tavern&apos;s New Menu (id tavern_menu)</extracomment>
        <translation>ゴールドの生産力+2。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paved Highway</source>
        <extracomment>card name (id paved_highway); Japanese: 街道の石畳</extracomment>
        <translation>街道の石畳</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Civilisation +1. You may build a base (no 15 gold; 5 gold per adjacent base).</source>
        <extracomment>card text of Paved Highway (id paved_highway)</extracomment>
        <translation>文明+1。拠点化を行ってもよい（15ゴールドは不要。隣接する拠点1個につき5ゴールド）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extending the Town Wall</source>
        <extracomment>card name (id town_wall); Japanese: 城壁の増築</extracomment>
        <translation>城壁の増築</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may build a base (no 15 gold; 5 gold per adjacent base).</source>
        <extracomment>card text of Extending the Town Wall (id town_wall)</extracomment>
        <translation>拠点化を行ってもよい（15ゴールドは不要。隣接する拠点1個につき5ゴールド）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Herb Garden</source>
        <extracomment>card name (id herb_garden); Japanese: 薬草園</extracomment>
        <translation>薬草園</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Potion production +1.</source>
        <extracomment>card text of Herb Garden (id herb_garden)</extracomment>
        <translation>ポーションの生産力+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Donation to the Orphanage</source>
        <extracomment>card name (id orphanage_donation); Japanese: 孤児院への寄付</extracomment>
        <translation>孤児院への寄付</translation>
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
        <translation>公衆浴場</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unlock one affinity of your choice, ignoring its cost and condition, and draw 1 event card.</source>
        <extracomment>card text of Public Bathhouse (id public_bathhouse) | card text of Guild Dormitory (id guild_dormitory)</extracomment>
        <translation>コストや条件を無視して好感度を1つ選んで解放し、イベントカードを1枚引く。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Harvest Festival</source>
        <extracomment>card name (id harvest_festival); Japanese: 収穫祭</extracomment>
        <translation>収穫祭</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 2 potions. Civilisation +1.</source>
        <extracomment>card text of Harvest Festival (id harvest_festival)</extracomment>
        <translation>2ポーションを得る。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Inviting the Craftsmen&apos;s Quarter</source>
        <extracomment>card name (id craftsmen_quarter); Japanese: 職人街の誘致</extracomment>
        <translation>職人街の誘致</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +3, power production +1.</source>
        <extracomment>card text of Inviting the Craftsmen&apos;s Quarter (id craftsmen_quarter)</extracomment>
        <translation>ゴールドの生産力+3、パワーの生産力+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Apprentices&apos; Training Ground</source>
        <extracomment>card name (id training_ground); Japanese: 見習い冒険者の訓練場</extracomment>
        <translation>見習い冒険者の訓練場</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unlock one affinity of your choice, ignoring its cost and condition, and draw 1 event card. End: 1 fame for every 2 labyrinth tiles you have (at most 4).</source>
        <extracomment>card text of Apprentices&apos; Training Ground (id training_ground)</extracomment>
        <translation>コストや条件を無視して好感度を1つ選んで解放し、イベントカードを1枚引く。終了時：所持する迷宮タイル2枚ごとに名声1（最大4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back-Alley Clinic</source>
        <extracomment>card name (id backstreet_clinic); Japanese: 路地裏の診療所</extracomment>
        <translation>路地裏の診療所</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 1 potion. Special action: pay 1 potion to gain 2 power.</source>
        <extracomment>card text of Back-Alley Clinic (id backstreet_clinic)</extracomment>
        <translation>1ポーションを得る。特別アクション：1ポーションを支払い、2パワーを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cathedral Bells</source>
        <extracomment>card name (id cathedral_bells); Japanese: 大聖堂の鐘</extracomment>
        <translation>大聖堂の鐘</translation>
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
        <translation>移民キャラバン</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +1. You may build a base (no 15 gold; 5 gold per adjacent base).</source>
        <extracomment>card text of Settlers&apos; Caravan (id settlers_caravan)</extracomment>
        <translation>ゴールドの生産力+1。拠点化を行ってもよい（15ゴールドは不要。隣接する拠点1個につき5ゴールド）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watermill</source>
        <extracomment>card name (id watermill); Japanese: 水車小屋</extracomment>
        <translation>水車小屋</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +3. Civilisation +1.</source>
        <extracomment>card text of Watermill (id watermill) | card text of Trading Post (id trading_post)</extracomment>
        <translation>ゴールドの生産力+3。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Night Watch</source>
        <extracomment>card name (id night_watch); Japanese: 夜警団</extracomment>
        <translation>夜警団</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Power production +1. Civilisation +1.</source>
        <extracomment>card text of Night Watch (id night_watch)</extracomment>
        <translation>パワーの生産力+1。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Frontier Village</source>
        <extracomment>card name (id frontier_village); Japanese: 迷宮そばの開拓村</extracomment>
        <translation>迷宮そばの開拓村</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may put an adventurer from your tavern on this card. End: 3 fame for each adventurer on this card.</source>
        <extracomment>card text of Frontier Village (id frontier_village)</extracomment>
        <translation>冒険者の酒場の冒険者チップを1枚、このカードの上に置いてもよい。終了時：このカードの上の冒険者チップ1枚につき名声3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Street Lamps</source>
        <extracomment>card name (id street_lamps); Japanese: 街灯の設置</extracomment>
        <translation>街灯の設置</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Civilisation +1. Draw 1 event card.</source>
        <extracomment>card text of Street Lamps (id street_lamps)</extracomment>
        <translation>文明+1。イベントカードを1枚引く。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One-Night Grand Banquet</source>
        <extracomment>card name (id grand_banquet); Japanese: 一夜限りの大宴会</extracomment>
        <translation>一夜限りの大宴会</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 2 potions, draw 1 event card, then turn this card face down (its tags are gained, then lost).</source>
        <extracomment>card text of One-Night Grand Banquet (id grand_banquet)</extracomment>
        <translation>2ポーションを得て、イベントカードを1枚引き、このカードを裏向きにする（タグは一度得てから失う）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guild Dormitory</source>
        <extracomment>card name (id guild_dormitory); Japanese: ギルドの寮</extracomment>
        <translation>ギルドの寮</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bakers&apos; Guild</source>
        <extracomment>card name (id bakery_guild); Japanese: パン職人組合</extracomment>
        <translation>パン職人組合</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever you gain a life tag (this card&apos;s too), gain 2 gold.</source>
        <extracomment>card text of Bakers&apos; Guild (id bakery_guild)</extracomment>
        <translation>生活タグを得るたび（このカードのものも含む）、2ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saints&apos; Hospice</source>
        <extracomment>card name (id saints_hospice); Japanese: 聖者の救護院</extracomment>
        <translation>聖者の救護院</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Potion production +1. Civilisation +1. End: 1 fame for each abyss tile you have (at most 4).</source>
        <extracomment>card text of Saints&apos; Hospice (id saints_hospice)</extracomment>
        <translation>ポーションの生産力+1。文明+1。終了時：所持する奈落の穴タイル1枚につき名声1（最大4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hot Spring Resort</source>
        <extracomment>card name (id hot_spring_resort); Japanese: 湯けむり温泉郷</extracomment>
        <translation>湯けむり温泉郷</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +3. Gain 1 potion.</source>
        <extracomment>card text of Hot Spring Resort (id hot_spring_resort)</extracomment>
        <translation>ゴールドの生産力+3。1ポーションを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>School of Letters</source>
        <extracomment>card name (id school_of_letters); Japanese: 読み書き教室</extracomment>
        <translation>読み書き教室</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw 2 event cards. Civilisation +1.</source>
        <extracomment>card text of School of Letters (id school_of_letters) | card text of A Peddler Calls (id peddler_calls)</extracomment>
        <translation>イベントカードを2枚引く。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Song of the Hearth</source>
        <extracomment>card name (id song_of_the_hearth); Japanese: かまどの歌</extracomment>
        <translation>かまどの歌</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End: 1 fame for every 2 life tags you have (at most 5).</source>
        <extracomment>card text of Song of the Hearth (id song_of_the_hearth)</extracomment>
        <translation>終了時：持っている生活タグ2個ごとに名声1（最大5）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wandering Bard</source>
        <extracomment>card name (id wandering_bard); Japanese: 放浪の吟遊詩人</extracomment>
        <translation>放浪の吟遊詩人</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End: 1 fame for every 3 tags you have, of any kind (at most 5).</source>
        <extracomment>card text of Wandering Bard (id wandering_bard)</extracomment>
        <translation>終了時：種類を問わず持っているタグ3個ごとに名声1（最大5）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Retired Hero</source>
        <extracomment>card name (id retired_hero); Japanese: 引退した英雄</extracomment>
        <translation>引退した英雄</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 3 power.</source>
        <extracomment>card text of Retired Hero (id retired_hero)</extracomment>
        <translation>3パワーを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Princess&apos;s Tutor</source>
        <extracomment>card name (id princess_tutor); Japanese: 王女の家庭教師</extracomment>
        <translation>王女の家庭教師</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unlock one affinity of your choice, ignoring its cost and condition, and draw 1 event card. Civilisation +1.</source>
        <extracomment>card text of The Princess&apos;s Tutor (id princess_tutor)</extracomment>
        <translation>コストや条件を無視して好感度を1つ選んで解放し、イベントカードを1枚引く。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Alchemist&apos;s Apprentice</source>
        <extracomment>card name (id alchemist_apprentice); Japanese: 錬金術師の弟子</extracomment>
        <translation>錬金術師の弟子</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Potion production +1. Gain 1 potion.</source>
        <extracomment>card text of Alchemist&apos;s Apprentice (id alchemist_apprentice)</extracomment>
        <translation>ポーションの生産力+1。1ポーションを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Master Locksmith</source>
        <extracomment>card name (id master_locksmith); Japanese: 凄腕の鍵師</extracomment>
        <translation>凄腕の鍵師</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Royal Envoy</source>
        <extracomment>card name (id royal_envoy); Japanese: 王家の使者</extracomment>
        <translation>王家の使者</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Civilisation +1. Gain 4 gold.</source>
        <extracomment>card text of Royal Envoy (id royal_envoy)</extracomment>
        <translation>文明+1。4ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Veteran Labyrinth Guide</source>
        <extracomment>card name (id veteran_guide); Japanese: ベテラン迷宮案内人</extracomment>
        <translation>ベテラン迷宮案内人</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your explores cost 5 gold less (never below 10).</source>
        <extracomment>card text of Veteran Labyrinth Guide (id veteran_guide) | rank 3 card of Olivia | rank 1 card of Vee</extracomment>
        <translation>自分の探索コストを5ゴールド減らす（10未満にはならない）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Famous Architect</source>
        <extracomment>card name (id famous_architect); Japanese: 高名な建築家</extracomment>
        <translation>高名な建築家</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may build a base (no 15 gold; 5 gold per adjacent base). Your build actions cost 5 gold less.</source>
        <extracomment>card text of Famous Architect (id famous_architect)</extracomment>
        <translation>拠点化を行ってもよい（15ゴールドは不要。隣接する拠点1個につき5ゴールド）。自分の建設アクションのコストを5ゴールド減らす。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Travelling Merchant Lady</source>
        <extracomment>card name (id travelling_merchant); Japanese: 旅の女商人</extracomment>
        <translation>旅の女商人</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +2. Gain 6 gold.</source>
        <extracomment>card text of Travelling Merchant Lady (id travelling_merchant)</extracomment>
        <translation>ゴールドの生産力+2。6ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Swift Messenger</source>
        <extracomment>card name (id swift_messenger); Japanese: 韋駄天の伝令</extracomment>
        <translation>韋駄天の伝令</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw 1 event card. Take an extra turn after this one.</source>
        <extracomment>card text of Swift Messenger (id swift_messenger)</extracomment>
        <translation>イベントカードを1枚引く。手番終了後、追加の手番を1回行う。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guild Sage</source>
        <extracomment>card name (id guild_sage); Japanese: ギルドの賢者</extracomment>
        <translation>ギルドの賢者</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unlock one affinity of your choice, ignoring its cost and condition, and draw 1 event card. End: 2 fame if you have unlocked all 5 affinities.</source>
        <extracomment>card text of Guild Sage (id guild_sage)</extracomment>
        <translation>コストや条件を無視して好感度を1つ選んで解放し、イベントカードを1枚引く。終了時：好感度を5つすべて解放していれば名声2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cursed Knight</source>
        <extracomment>card name (id cursed_knight); Japanese: 呪われた騎士</extracomment>
        <translation>呪われた騎士</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 3 power. End: -3 fame, unless you have 2 bases or more.</source>
        <extracomment>card text of Cursed Knight (id cursed_knight)</extracomment>
        <translation>3パワーを得る。終了時：拠点を2個以上持っていなければ、名声-3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Alley Fortune Teller</source>
        <extracomment>card name (id fortune_teller); Japanese: 路地の占い師</extracomment>
        <translation>路地の占い師</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw 3 event cards, then discard 1 card from your hand.</source>
        <extracomment>card text of Alley Fortune Teller (id fortune_teller)</extracomment>
        <translation>イベントカードを3枚引き、その後手札を1枚捨てる。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Defector from the Demon Army</source>
        <extracomment>card name (id demon_defector); Japanese: 魔王軍の離反者</extracomment>
        <translation>魔王軍の離反者</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gatekeeper Twins</source>
        <extracomment>card name (id gatekeeper_twins); Japanese: 門番の双子</extracomment>
        <translation>門番の双子</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may build a base (no 15 gold; 5 gold per adjacent base). Gain 1 potion.</source>
        <extracomment>card text of Gatekeeper Twins (id gatekeeper_twins)</extracomment>
        <translation>拠点化を行ってもよい（15ゴールドは不要。隣接する拠点1個につき5ゴールド）。1ポーションを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A Party of Heroes</source>
        <extracomment>card name (id heroes_party); Japanese: 勇者パーティー</extracomment>
        <translation>勇者パーティー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dragonfall Maiden</source>
        <extracomment>card name (id dragonfall_maiden); Japanese: 竜墜乙女</extracomment>
        <translation>竜墜乙女</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 2 power. End: 1 fame for each of your labyrinth tiles with 2 stars or more (at most 4).</source>
        <extracomment>card text of Dragonfall Maiden (id dragonfall_maiden)</extracomment>
        <translation>2パワーを得る。終了時：所持する★2以上の迷宮タイル1枚につき名声1（最大4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Captain of the Frontier Post</source>
        <extracomment>card name (id frontier_captain); Japanese: 前哨基地の隊長</extracomment>
        <translation>前哨基地の隊長</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may put an adventurer from your tavern on this card. Gain 2 power. End: 4 fame for each adventurer on this card.</source>
        <extracomment>card text of Captain of the Frontier Post (id frontier_captain)</extracomment>
        <translation>冒険者の酒場の冒険者チップを1枚、このカードの上に置いてもよい。2パワーを得る。終了時：このカードの上の冒険者チップ1枚につき名声4。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guild Assembly</source>
        <extracomment>card name (id guild_assembly); Japanese: ギルド総会</extracomment>
        <translation>ギルド総会</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play an event from your hand without its gold cost (extra costs are paid; its condition must hold).</source>
        <extracomment>card text of Guild Assembly (id guild_assembly)</extracomment>
        <translation>手札のイベントカードを1枚、ゴールドコストを支払わずにプレイする（追加コストは支払い、プレイ条件は満たす必要がある）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expedition Plan</source>
        <extracomment>card name (id expedition_plan); Japanese: 遠征計画</extracomment>
        <translation>遠征計画</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monument to the Nameless</source>
        <extracomment>card name (id nameless_monument); Japanese: 名もなき者の記念碑</extracomment>
        <translation>名もなき者の記念碑</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No effect; it is worth fame.</source>
        <extracomment>card text of Monument to the Nameless (id nameless_monument) | card text of Shard of the First Crown (id shard_of_the_crown) | card text of Scales of the Merchant God (id merchant_gods_scales) | card text of Portraits of the Heroes (id portrait_of_heroes) | card text of Key of the Abyss (id key_of_the_abyss) | card text of Plans of the Golden City (id golden_city_plans) | card text of Banner of the Conqueror (id conquerors_banner) | card text of Map of the Continent (id map_of_the_continent) | card text of Crest of the Fortress City (id fortress_city_crest) | card text of The Eternal Promise (id eternal_promise) | card text of Great Chronicle of the Guild (id guild_chronicle) | card text of Cenotaph of the Unnamed Hero (id cenotaph_of_the_unnamed) | card text of The Three Royal Treasures (id three_royal_treasures)</extracomment>
        <translation>効果なし。名声を得られる。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guild Almanac</source>
        <extracomment>card name (id guild_almanac); Japanese: ギルド年鑑</extracomment>
        <translation>ギルド年鑑</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End: 1 fame for every 3 events you have played, face-down ones included (at most 5).</source>
        <extracomment>card text of Guild Almanac (id guild_almanac)</extracomment>
        <translation>終了時：プレイ済みのイベントカード（裏向きも含む）3枚ごとに名声1（最大5）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Demolishing the Old Quarter</source>
        <extracomment>card name (id demolition); Japanese: 旧市街の取り壊し</extracomment>
        <translation>旧市街の取り壊し</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn one of your face-up played events face down (its tags, permanent and end effects and fame are lost). Gain 6 gold.</source>
        <extracomment>card text of Demolishing the Old Quarter (id demolition)</extracomment>
        <translation>自分の場の表向きのイベントカードを1枚選んで裏向きにする（そのタグ、常時効果、終了時効果、名声は失われる）。6ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Emergency Requisition</source>
        <extracomment>card name (id emergency_requisition); Japanese: 緊急徴発</extracomment>
        <translation>緊急徴発</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra cost: gold production -2. Gain 3 power.</source>
        <extracomment>card text of Emergency Requisition (id emergency_requisition)</extracomment>
        <translation>追加コスト：ゴールドの生産力-2。3パワーを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wartime Levy</source>
        <extracomment>card name (id wartime_levy); Japanese: 戦時特別税</extracomment>
        <translation>戦時特別税</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra cost: gold production -3. Unlock one affinity of your choice, ignoring its cost and condition, and draw 1 event card. Gain 2 power.</source>
        <extracomment>card text of Wartime Levy (id wartime_levy)</extracomment>
        <translation>追加コスト：ゴールドの生産力-3。コストや条件を無視して好感度を1つ選んで解放し、イベントカードを1枚引く。2パワーを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Courier Network between Bases</source>
        <extracomment>card name (id courier_network); Japanese: 拠点間の伝令網</extracomment>
        <translation>拠点間の伝令網</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +3. Draw 2 event cards.</source>
        <extracomment>card text of Courier Network between Bases (id courier_network)</extracomment>
        <translation>ゴールドの生産力+3。イベントカードを2枚引く。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Labyrinth Conquest Festival</source>
        <extracomment>card name (id labyrinth_festival); Japanese: 迷宮踏破記念祭</extracomment>
        <translation>迷宮踏破記念祭</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Royal Charter</source>
        <extracomment>card name (id royal_charter); Japanese: 王家の勅許状</extracomment>
        <translation>王家の勅許状</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prospectors&apos; Claim</source>
        <extracomment>card name (id prospectors_claim); Japanese: 探鉱者の採掘権</extracomment>
        <translation>探鉱者の採掘権</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take any treasure chip from the regalia board. Gain 3 gold.</source>
        <extracomment>card text of Prospectors&apos; Claim (id prospectors_claim)</extracomment>
        <translation>レガリアボードから任意の宝物チップを1枚得る。3ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Civic Census</source>
        <extracomment>card name (id civic_census); Japanese: 市民の戸籍調査</extracomment>
        <translation>市民の戸籍調査</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +2. Draw 1 event card.</source>
        <extracomment>card text of Civic Census (id civic_census) | card text of Magic Telecom Network (id mana_network)</extracomment>
        <translation>ゴールドの生産力+2。イベントカードを1枚引く。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Labyrinth Survey</source>
        <extracomment>card name (id labyrinth_survey); Japanese: 迷宮の測量</extracomment>
        <translation>迷宮の測量</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose an area: its face-down tile and its neighbours&apos; turn face up (never the boss). Draw 1 event card.</source>
        <extracomment>card text of Labyrinth Survey (id labyrinth_survey)</extracomment>
        <translation>エリアを1つ選ぶ。そのエリアと隣接エリアの裏向きのタイルを表向きにする（ボスタイルは除く）。イベントカードを1枚引く。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Odd Stone Slab</source>
        <extracomment>card name (id odd_stone_slab); Japanese: 奇妙な石板</extracomment>
        <translation>奇妙な石板</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain a blank tile from the stock.</source>
        <extracomment>card text of Odd Stone Slab (id odd_stone_slab)</extracomment>
        <translation>ストックから無地タイルを1枚得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Longest Night</source>
        <extracomment>card name (id long_night); Japanese: 長い夜</extracomment>
        <translation>長い夜</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>After this turn, take two extra turns.</source>
        <extracomment>card text of The Longest Night (id long_night)</extracomment>
        <translation>手番終了後、追加の手番を2回行う。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sealing the Abyss Gate</source>
        <extracomment>card name (id sealed_gate); Japanese: 奈落の門の封印</extracomment>
        <translation>奈落の門の封印</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra cost: pay 2 potions. Purify an abyss. Civilisation +1.</source>
        <extracomment>card text of Sealing the Abyss Gate (id sealed_gate)</extracomment>
        <translation>追加コスト：2ポーションを支払う。奈落の穴を1枚選んで浄化する。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bounty Board</source>
        <extracomment>card name (id bounty_board); Japanese: 賞金首の掲示板</extracomment>
        <translation>賞金首の掲示板</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 2 gold for each of your controlled areas (at most 12). End: 1 fame for every 2 controlled areas (at most 4).</source>
        <extracomment>card text of Bounty Board (id bounty_board)</extracomment>
        <translation>自分の支配エリア1つにつき2ゴールドを得る（最大12）。終了時：支配エリア2つごとに名声1（最大4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Skadi&apos;s Mercenaries</source>
        <extracomment>card name (id skadi_mercenaries); Japanese: スカジ傭兵団</extracomment>
        <translation>スカジ傭兵団</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 3 power. Discarded or sold, it goes back to the box.</source>
        <extracomment>card text of Skadi&apos;s Mercenaries (id skadi_mercenaries)</extracomment>
        <translation>3パワーを得る。捨て札にした場合や売却した場合は、箱に戻す。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Saint&apos;s Remnant</source>
        <extracomment>card name (id saints_remnant); Japanese: 聖女の残滓</extracomment>
        <translation>聖女の残滓</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 2 potions. End: 1 fame for each abyss tile you have (at most 3). Discarded or sold, it goes back to the box.</source>
        <extracomment>card text of The Saint&apos;s Remnant (id saints_remnant)</extracomment>
        <translation>2ポーションを得る。終了時：所持する奈落の穴タイル1枚につき名声1（最大3）。捨て札にした場合や売却した場合は、箱に戻す。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Tavern&apos;s New Menu</source>
        <extracomment>card name (id tavern_menu); Japanese: 酒場の新メニュー</extracomment>
        <translation>酒場の新メニュー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Money Changer</source>
        <extracomment>card name (id money_changer); Japanese: 両替商</extracomment>
        <translation>両替商</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +2. Gain 3 gold. Civilisation +1.</source>
        <extracomment>card text of Money Changer (id money_changer)</extracomment>
        <translation>ゴールドの生産力+2。3ゴールドを得る。文明+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Armourer&apos;s Clearance Sale</source>
        <extracomment>card name (id armourers_sale); Japanese: 武具屋の大安売り</extracomment>
        <translation>武具屋の大安売り</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 2 power.</source>
        <extracomment>card text of The Armourer&apos;s Clearance Sale (id armourers_sale)</extracomment>
        <translation>2パワーを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Labyrinth Souvenir Stand</source>
        <extracomment>card name (id souvenir_stand); Japanese: 迷宮土産の露店</extracomment>
        <translation>迷宮土産の露店</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chamber of Commerce</source>
        <extracomment>card name (id chamber_of_commerce); Japanese: 商工会議所</extracomment>
        <translation>商工会議所</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +5.</source>
        <extracomment>card text of Chamber of Commerce (id chamber_of_commerce)</extracomment>
        <translation>ゴールドの生産力+5。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guild Branch at the Labyrinth Gate</source>
        <extracomment>card name (id guild_branch_office); Japanese: ギルド迷宮前支店</extracomment>
        <translation>ギルド迷宮前支店</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra cost: discard 1 labyrinth tile. Gold production +4, power production +1.</source>
        <extracomment>card text of Guild Branch at the Labyrinth Gate (id guild_branch_office)</extracomment>
        <translation>追加コスト：迷宮タイルを1枚捨てる。ゴールドの生産力+4、パワーの生産力+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Point Card</source>
        <extracomment>card name (id point_card); Japanese: ポイントカード</extracomment>
        <translation>ポイントカード</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever you play an event card of cost 15 or more (discounted or free plays too), gain 4 gold.</source>
        <extracomment>card text of Point Card (id point_card)</extracomment>
        <translation>コスト15以上のイベントカードをプレイするたび（軽減や無償のプレイも含む）、4ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Magic Telecom Network</source>
        <extracomment>card name (id mana_network); Japanese: 魔導通信ネットワーク</extracomment>
        <translation>魔導通信ネットワーク</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Peddler Calls</source>
        <extracomment>card name (id peddler_calls); Japanese: 行商人の来訪</extracomment>
        <translation>行商人の来訪</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Auction House</source>
        <extracomment>card name (id auction_house); Japanese: 競売場</extracomment>
        <translation>競売場</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Special action: discard 1 card from your hand to gain 5 gold.</source>
        <extracomment>card text of Auction House (id auction_house)</extracomment>
        <translation>特別アクション：手札を1枚捨てて、5ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Adventurers&apos; Insurance Union</source>
        <extracomment>card name (id insurance_union); Japanese: 冒険者保険組合</extracomment>
        <translation>冒険者保険組合</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End: 1 fame for every 2 trade tags you have (at most 5).</source>
        <extracomment>card text of Adventurers&apos; Insurance Union (id insurance_union)</extracomment>
        <translation>終了時：持っている商売タグ2個ごとに名声1（最大5）。</translation>
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
        <translation>隊商宿</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +2. Draw 2 event cards.</source>
        <extracomment>card text of Caravanserai (id caravanserai)</extracomment>
        <translation>ゴールドの生産力+2。イベントカードを2枚引く。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Jeweller</source>
        <extracomment>card name (id jeweller); Japanese: 宝石商</extracomment>
        <translation>宝石商</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Merchant Fleet</source>
        <extracomment>card name (id merchant_fleet); Japanese: 商船団</extracomment>
        <translation>商船団</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +6.</source>
        <extracomment>card text of Merchant Fleet (id merchant_fleet)</extracomment>
        <translation>ゴールドの生産力+6。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Moneylender&apos;s IOU</source>
        <extracomment>card name (id moneylenders_iou); Japanese: 金貸しの借用書</extracomment>
        <translation>金貸しの借用書</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 9 gold. End: -3 fame, unless your gold production is 15 or more.</source>
        <extracomment>card text of The Moneylender&apos;s IOU (id moneylenders_iou)</extracomment>
        <translation>9ゴールドを得る。終了時：ゴールドの生産力が15以上でなければ、名声-3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Black Market</source>
        <extracomment>card name (id black_market); Japanese: 闇市</extracomment>
        <translation>闇市</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever you gain a junk tag (this card&apos;s too), gain 2 gold.</source>
        <extracomment>card text of Black Market (id black_market)</extracomment>
        <translation>ジャンクタグを得るたび（このカードのものも含む）、2ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Post-Horse Stable</source>
        <extracomment>card name (id horse_stable); Japanese: 馬宿</extracomment>
        <translation>馬宿</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +1. Take an extra turn after this one.</source>
        <extracomment>card text of Post-Horse Stable (id horse_stable)</extracomment>
        <translation>ゴールドの生産力+1。手番終了後、追加の手番を1回行う。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Merchants&apos; Association</source>
        <extracomment>card name (id merchant_association); Japanese: 商人組合</extracomment>
        <translation>商人組合</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever you gain a trade tag (this card&apos;s too), gain 2 gold.</source>
        <extracomment>card text of Merchants&apos; Association (id merchant_association)</extracomment>
        <translation>商売タグを得るたび（このカードのものも含む）、2ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Festival Stalls</source>
        <extracomment>card name (id festival_stalls); Japanese: 祭りの屋台村</extracomment>
        <translation>祭りの屋台村</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 2 gold for each trade tag you have (this card&apos;s too; at most 12).</source>
        <extracomment>card text of Festival Stalls (id festival_stalls)</extracomment>
        <translation>持っている商売タグ1個につき2ゴールドを得る（このカードのものも含む。最大12）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guild Bank</source>
        <extracomment>card name (id guild_bank); Japanese: ギルド銀行</extracomment>
        <translation>ギルド銀行</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold production +4. End: 1 fame for every 5 gold production you have (at most 4).</source>
        <extracomment>card text of Guild Bank (id guild_bank)</extracomment>
        <translation>ゴールドの生産力+4。終了時：ゴールドの生産力5ごとに名声1（最大4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Overzealous Tax Collector</source>
        <extracomment>card name (id tax_collector); Japanese: 取り立て屋</extracomment>
        <translation>取り立て屋</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gain 6 gold. End: -2 fame, unless you have a person tag.</source>
        <extracomment>card text of Overzealous Tax Collector (id tax_collector)</extracomment>
        <translation>6ゴールドを得る。終了時：人物タグを持っていなければ、名声-2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shard of the First Crown</source>
        <extracomment>card name (id shard_of_the_crown); Japanese: 始まりの王冠の欠片</extracomment>
        <translation>始まりの王冠の欠片</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scales of the Merchant God</source>
        <extracomment>card name (id merchant_gods_scales); Japanese: 商業神の天秤</extracomment>
        <translation>商業神の天秤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heart of the Machine God</source>
        <extracomment>card name (id machine_god_heart); Japanese: 機神の心臓</extracomment>
        <translation>機神の心臓</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Power production +1.</source>
        <extracomment>card text of Heart of the Machine God (id machine_god_heart)</extracomment>
        <translation>パワーの生産力+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Portraits of the Heroes</source>
        <extracomment>card name (id portrait_of_heroes); Japanese: 英雄たちの肖像画</extracomment>
        <translation>英雄たちの肖像画</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Proof of the Deep Delve</source>
        <extracomment>card name (id proof_of_delving); Japanese: 深層踏破の証</extracomment>
        <translation>深層踏破の証</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End: 1 fame for every 2 labyrinth tiles you have (at most 4).</source>
        <extracomment>card text of Proof of the Deep Delve (id proof_of_delving)</extracomment>
        <translation>終了時：所持する迷宮タイル2枚ごとに名声1（最大4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Key of the Abyss</source>
        <extracomment>card name (id key_of_the_abyss); Japanese: 奈落の鍵</extracomment>
        <translation>奈落の鍵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plans of the Golden City</source>
        <extracomment>card name (id golden_city_plans); Japanese: 黄金都市の設計図</extracomment>
        <translation>黄金都市の設計図</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Banner of the Conqueror</source>
        <extracomment>card name (id conquerors_banner); Japanese: 覇者の軍旗</extracomment>
        <translation>覇者の軍旗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Torch of Civilisation</source>
        <extracomment>card name (id torch_of_civilisation); Japanese: 文明の灯火</extracomment>
        <translation>文明の灯火</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Map of the Continent</source>
        <extracomment>card name (id map_of_the_continent); Japanese: 大陸全図</extracomment>
        <translation>大陸全図</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crest of the Fortress City</source>
        <extracomment>card name (id fortress_city_crest); Japanese: 城塞都市の紋章</extracomment>
        <translation>城塞都市の紋章</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Eternal Promise</source>
        <extracomment>card name (id eternal_promise); Japanese: 永遠の約束</extracomment>
        <translation>永遠の約束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Great Chronicle of the Guild</source>
        <extracomment>card name (id guild_chronicle); Japanese: ギルド大年代記</extracomment>
        <translation>ギルド大年代記</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cenotaph of the Unnamed Hero</source>
        <extracomment>card name (id cenotaph_of_the_unnamed); Japanese: 無名勇者の慰霊碑</extracomment>
        <translation>無名勇者の慰霊碑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Three Royal Treasures</source>
        <extracomment>card name (id three_royal_treasures); Japanese: 王家の三宝</extracomment>
        <translation>王家の三宝</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Blank Grimoire</source>
        <extracomment>card name (id blank_grimoire); Japanese: 白紙の魔導書</extracomment>
        <translation>白紙の魔導書</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End: 1 fame for every 2 junk tags you have (at most 4).</source>
        <extracomment>card text of The Blank Grimoire (id blank_grimoire)</extracomment>
        <translation>終了時：持っているジャンクタグ2個ごとに名声1（最大4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chalice of the Holy Spring</source>
        <extracomment>card name (id chalice_of_the_spring); Japanese: 聖泉の杯</extracomment>
        <translation>聖泉の杯</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra cost: pay 3 potions.</source>
        <extracomment>card text of Chalice of the Holy Spring (id chalice_of_the_spring)</extracomment>
        <translation>追加コスト：3ポーションを支払う。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hourglass of Ages</source>
        <extracomment>card name (id hourglass_of_ages); Japanese: 星霜の砂時計</extracomment>
        <translation>星霜の砂時計</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skadi</source>
        <extracomment>receptionist (id skadi); Japanese: スカジ</extracomment>
        <translation>スカジ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any time, 1 power may pay 5 gold (the change is lost).</source>
        <extracomment>rank 1 card of Skadi</extracomment>
        <translation>いつでも1パワーを5ゴールドとして使用できる（余った分は消滅する）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any time, 1 power may pay 5 gold (the change is lost). On reaching this rank: power production +1.</source>
        <extracomment>rank 2 card of Skadi</extracomment>
        <translation>いつでも1パワーを5ゴールドとして使用できる（余った分は消滅する）。ランクアップ時：パワーの生産力+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any time, 1 power may pay 5 gold (the change is lost). On reaching this rank: gain 3 power.</source>
        <extracomment>rank 3 card of Skadi</extracomment>
        <translation>いつでも1パワーを5ゴールドとして使用できる（余った分は消滅する）。ランクアップ時：3パワーを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Setup: take Skadi&apos;s Mercenaries into your hand. Whenever you complete an explore, gain 1 power.</source>
        <extracomment>rank 1 card of Skadi</extracomment>
        <translation>初期資産：『スカジ傭兵団』を手札に加える。探索を終えるたび、1パワーを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you complete an explore, gain 1 power. On reaching this rank: gain 2 power.</source>
        <extracomment>rank 2 card of Skadi</extracomment>
        <translation>探索を終えるたび、1パワーを得る。ランクアップ時：2パワーを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you complete an explore, gain 1 power and 2 gold.</source>
        <extracomment>rank 3 card of Skadi</extracomment>
        <translation>探索を終えるたび、1パワーと2ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Melissa</source>
        <extracomment>receptionist (id melissa); Japanese: メリッサ</extracomment>
        <translation>メリッサ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever your played events (face-down ones too) reach a multiple of 4, gain 1 potion.</source>
        <extracomment>rank 1 card of Melissa</extracomment>
        <translation>自分の場のイベントカードの枚数（裏向きも含む）が4の倍数になるたび、1ポーションを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever your played events (face-down ones too) reach a multiple of 4, gain 1 potion. On reaching this rank: draw 2 event cards.</source>
        <extracomment>rank 2 card of Melissa</extracomment>
        <translation>自分の場のイベントカードの枚数（裏向きも含む）が4の倍数になるたび、1ポーションを得る。ランクアップ時：イベントカードを2枚引く。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever your played events (face-down ones too) reach a multiple of 4, gain 2 potions.</source>
        <extracomment>rank 3 card of Melissa</extracomment>
        <translation>自分の場のイベントカードの枚数（裏向きも含む）が4の倍数になるたび、2ポーションを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Setup: the 6 white-framed abyss tiles into the stock. First turn: turn face up the tiles of one area and its neighbours. An abyss revealed by your explore counts as a blank tile: the explore goes on, with no extra turn. You may explore a white-framed abyss.</source>
        <oldsource>Setup: 2 white-framed abyss tiles into the stock. First turn: turn face up the tiles of one area and its neighbours. An abyss revealed by your explore counts as a blank tile: the explore goes on, with no extra turn. You may explore a white-framed abyss.</oldsource>
        <extracomment>rank 1 card of Melissa</extracomment>
        <translation>初期資産：奈落の穴（白枠）タイル6枚をストックに加える。最初の手番開始時：1つのエリアとその隣接エリアの迷宮タイルを表向きにする。自分の探索で公開された奈落の穴は無地タイルとみなし、探索を続ける（追加の手番はない）。奈落の穴（白枠）を探索できる。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An abyss revealed by your explore counts as a blank tile; you may explore a white-framed abyss. On reaching this rank: purify an abyss.</source>
        <oldsource>An abyss revealed by your explore counts as a blank tile; you may explore a white-framed abyss. On reaching this rank: 2 white-framed abyss tiles into the stock, then purify an abyss.</oldsource>
        <extracomment>rank 2 card of Melissa | rank 3 card of Melissa</extracomment>
        <translation>自分の探索で公開された奈落の穴は無地タイルとみなす。奈落の穴（白枠）を探索できる。ランクアップ時：奈落の穴を1枚選んで浄化する。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Frieda</source>
        <extracomment>receptionist (id frieda); Japanese: フリーダ</extracomment>
        <translation>フリーダ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Special action: draw events until you hold 3; gain 2 gold for each card drawn.</source>
        <extracomment>rank 1 card of Frieda</extracomment>
        <translation>特別アクション：手札のイベントカードが3枚になるまで山札から引き、引いた1枚につき2ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: draw events until you hold 3; gain 2 gold for each card drawn. On reaching this rank: gold production +2.</source>
        <extracomment>rank 2 card of Frieda</extracomment>
        <translation>特別アクション：手札のイベントカードが3枚になるまで山札から引き、引いた1枚につき2ゴールドを得る。ランクアップ時：ゴールドの生産力+2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: draw events until you hold 4; gain 2 gold for each card drawn.</source>
        <extracomment>rank 3 card of Frieda</extracomment>
        <translation>特別アクション：手札のイベントカードが4枚になるまで山札から引き、引いた1枚につき2ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your build actions cost 5 gold less.</source>
        <extracomment>rank 1 card of Frieda</extracomment>
        <translation>自分の建設アクションのコストを5ゴールド減らす。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your build actions cost 5 gold less. On reaching this rank: you may build a base (no 15 gold).</source>
        <extracomment>rank 2 card of Frieda</extracomment>
        <translation>自分の建設アクションのコストを5ゴールド減らす。ランクアップ時：拠点化を行ってもよい（15ゴールドは不要）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your build actions cost 10 gold less.</source>
        <extracomment>rank 3 card of Frieda</extracomment>
        <translation>自分の建設アクションのコストを10ゴールド減らす。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>El</source>
        <extracomment>receptionist (id el); Japanese: エル</extracomment>
        <translation>エル</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever you gain a life tag, gain 3 gold.</source>
        <extracomment>rank 1 card of El</extracomment>
        <translation>生活タグを得るたび、3ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you gain a life tag, gain 3 gold. On reaching this rank: civilisation +1, draw 1 event card.</source>
        <extracomment>rank 2 card of El</extracomment>
        <translation>生活タグを得るたび、3ゴールドを得る。ランクアップ時：文明+1、イベントカードを1枚引く。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you gain a life tag, gain 4 gold.</source>
        <extracomment>rank 3 card of El</extracomment>
        <translation>生活タグを得るたび、4ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At the start of each action phase, take one turn before the start player.</source>
        <extracomment>rank 1 card of El | rank 3 card of El</extracomment>
        <translation>アクションフェイズの開始時、スタートプレイヤーの手番の前に1回手番を行う。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At the start of each action phase, take one turn before the start player. On reaching this rank: gain 8 gold.</source>
        <extracomment>rank 2 card of El</extracomment>
        <translation>アクションフェイズの開始時、スタートプレイヤーの手番の前に1回手番を行う。ランクアップ時：8ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Horn</source>
        <extracomment>receptionist (id horn); Japanese: ホルン</extracomment>
        <translation>ホルン</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Special action: pay 1 potion to gain 3 gold.</source>
        <extracomment>rank 1 card of Horn</extracomment>
        <translation>特別アクション：1ポーションを支払い、3ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 1 potion to gain 4 gold. On reaching this rank: gain 2 potions.</source>
        <extracomment>rank 2 card of Horn</extracomment>
        <translation>特別アクション：1ポーションを支払い、4ゴールドを得る。ランクアップ時：2ポーションを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 1 potion to gain 5 gold.</source>
        <extracomment>rank 3 card of Horn</extracomment>
        <translation>特別アクション：1ポーションを支払い、5ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Potions may pay for labyrinth tiles and labyrinth tiles for potions (not when selling).</source>
        <extracomment>rank 1 card of Horn</extracomment>
        <translation>ポーションを迷宮タイルとして、迷宮タイルをポーションとしてコストの支払いに使用できる（売却には使えない）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Potions may pay for labyrinth tiles and labyrinth tiles for potions (not when selling). On reaching this rank: gain a blank tile; potion production +1.</source>
        <extracomment>rank 2 card of Horn</extracomment>
        <translation>ポーションを迷宮タイルとして、迷宮タイルをポーションとしてコストの支払いに使用できる（売却には使えない）。ランクアップ時：無地タイルを1枚得て、ポーションの生産力+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Potions may pay for labyrinth tiles and labyrinth tiles for potions (not when selling). On reaching this rank: potion production +1.</source>
        <extracomment>rank 3 card of Horn</extracomment>
        <translation>ポーションを迷宮タイルとして、迷宮タイルをポーションとしてコストの支払いに使用できる（売却には使えない）。ランクアップ時：ポーションの生産力+1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pieria</source>
        <extracomment>receptionist (id pieria); Japanese: ピエリア</extracomment>
        <translation>ピエリア</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your events with a trade tag cost 1 gold less.</source>
        <extracomment>rank 1 card of Pieria</extracomment>
        <translation>自分の商売タグを持つイベントカードのコストを1ゴールド減らす。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your events with a trade tag cost 2 gold less. On reaching this rank: gold production +2.</source>
        <extracomment>rank 2 card of Pieria</extracomment>
        <translation>自分の商売タグを持つイベントカードのコストを2ゴールド減らす。ランクアップ時：ゴールドの生産力+2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your events with a trade tag cost 3 gold less.</source>
        <extracomment>rank 3 card of Pieria</extracomment>
        <translation>自分の商売タグを持つイベントカードのコストを3ゴールド減らす。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: play an event; production its play effects give is doubled.</source>
        <extracomment>rank 1 card of Pieria | rank 3 card of Pieria</extracomment>
        <translation>特別アクション：イベントカードを1枚プレイする。そのプレイ時効果で得る生産力を2倍にする。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: play an event; production its play effects give is doubled. On reaching this rank: gain 2 power.</source>
        <extracomment>rank 2 card of Pieria</extracomment>
        <translation>特別アクション：イベントカードを1枚プレイする。そのプレイ時効果で得る生産力を2倍にする。ランクアップ時：2パワーを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seren</source>
        <extracomment>receptionist (id seren); Japanese: セレン</extracomment>
        <translation>セレン</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First turn: gain 5 gold. Your events cost 1 gold less.</source>
        <extracomment>rank 1 card of Seren</extracomment>
        <translation>最初の手番開始時：5ゴールドを得る。自分のイベントカードのコストを1ゴールド減らす。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your events cost 2 gold less. On reaching this rank: draw 1 event card.</source>
        <extracomment>rank 2 card of Seren</extracomment>
        <translation>自分のイベントカードのコストを2ゴールド減らす。ランクアップ時：イベントカードを1枚引く。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your events cost 2 gold less.</source>
        <extracomment>rank 3 card of Seren</extracomment>
        <translation>自分のイベントカードのコストを2ゴールド減らす。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Setup: place your floating lab outside the labyrinth: a base of yours for explores and play conditions, never a controlled area. Your explores cost 5 gold less (never below 10).</source>
        <extracomment>rank 1 card of Seren</extracomment>
        <translation>初期資産：浮遊ラボを迷宮外に配置する。探索とプレイ条件では自分の拠点として扱うが、支配エリアにはならない。自分の探索コストを5ゴールド減らす（10未満にはならない）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your explores cost 5 gold less (never below 10). On reaching this rank: gain 2 potions.</source>
        <extracomment>rank 2 card of Seren</extracomment>
        <translation>自分の探索コストを5ゴールド減らす（10未満にはならない）。ランクアップ時：2ポーションを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your explores cost 5 gold less (never below 10). From reaching this rank on, your floating lab may land on an area next to it that nobody controls; it takes the tile there and is your base.</source>
        <oldsource>Your explores cost 5 gold less (never below 10). On reaching this rank: your floating lab may land on an area next to it that nobody controls; it takes the tile there and is your base.</oldsource>
        <extracomment>rank 3 card of Seren</extracomment>
        <translation>自分の探索コストを5ゴールド減らす（10未満にはならない）。このランク以降いつでも：浮遊ラボを、隣接する誰の支配エリアでもないエリアに配置してもよい。そこの迷宮タイルを得て、そのエリアは自分の拠点になる。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ayaka</source>
        <extracomment>receptionist (id ayaka); Japanese: アヤカ</extracomment>
        <translation>アヤカ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Setup: take 3 wisdom chips. When you play an event, you may pay a wisdom chip: it costs 5 gold less (never below 0). Whenever you play an event of cost 15 or more, draw 1 event card.</source>
        <extracomment>rank 1 card of Ayaka</extracomment>
        <translation>初期資産：叡智チップを3枚得る。イベントカードをプレイするとき、叡智チップを1枚支払ってもよい。そうした場合、そのコストを5ゴールド減らす（0未満にはならない）。コスト15以上のイベントカードをプレイするたび、イベントカードを1枚引く。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you play an event, you may pay a wisdom chip: it costs 5 gold less. Whenever you play an event of cost 15 or more, draw 1 event card. On reaching this rank: take 1 wisdom chip.</source>
        <extracomment>rank 2 card of Ayaka</extracomment>
        <translation>イベントカードをプレイするとき、叡智チップを1枚支払ってもよい。そうした場合、そのコストを5ゴールド減らす。コスト15以上のイベントカードをプレイするたび、イベントカードを1枚引く。ランクアップ時：叡智チップを1枚得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you play an event, you may pay a wisdom chip: it costs 5 gold less. Your events cost 2 gold less. Whenever you play an event of cost 15 or more, draw 1 event card.</source>
        <extracomment>rank 3 card of Ayaka</extracomment>
        <translation>イベントカードをプレイするとき、叡智チップを1枚支払ってもよい。そうした場合、そのコストを5ゴールド減らす。自分のイベントカードのコストを2ゴールド減らす。コスト15以上のイベントカードをプレイするたび、イベントカードを1枚引く。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Setup: take 3 flash chips. Paying an explore, you may pay a flash chip: the tile&apos;s stars count 3 fewer for the cost (never below 0).</source>
        <extracomment>rank 1 card of Ayaka</extracomment>
        <translation>初期資産：一閃チップを3枚得る。探索コストを支払う際、一閃チップを1枚支払ってもよい。そうした場合、対象の迷宮タイルの★を3個少ないものとしてコストを計算する（0未満にはならない）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paying an explore, you may pay a flash chip: the tile&apos;s stars count 3 fewer for the cost. On reaching this rank: gain 2 power.</source>
        <extracomment>rank 2 card of Ayaka</extracomment>
        <translation>探索コストを支払う際、一閃チップを1枚支払ってもよい。そうした場合、対象の迷宮タイルの★を3個少ないものとしてコストを計算する。ランクアップ時：2パワーを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paying an explore, you may pay a flash chip: the tile&apos;s stars count 3 fewer for the cost. Whenever you complete an explore, gain 2 gold.</source>
        <extracomment>rank 3 card of Ayaka</extracomment>
        <translation>探索コストを支払う際、一閃チップを1枚支払ってもよい。そうした場合、対象の迷宮タイルの★を3個少ないものとしてコストを計算する。探索を終えるたび、2ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Olivia</source>
        <extracomment>receptionist (id olivia); Japanese: オリビア</extracomment>
        <translation>オリビア</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever you build a base, gain 4 gold.</source>
        <extracomment>rank 1 card of Olivia</extracomment>
        <translation>拠点化を行うたび、4ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you build a base, gain 4 gold. On reaching this rank: you may build a base (no 15 gold).</source>
        <extracomment>rank 2 card of Olivia</extracomment>
        <translation>拠点化を行うたび、4ゴールドを得る。ランクアップ時：拠点化を行ってもよい（15ゴールドは不要）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you build a base, gain 4 gold and 1 potion.</source>
        <extracomment>rank 3 card of Olivia</extracomment>
        <translation>拠点化を行うたび、4ゴールドと1ポーションを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Setup: take your own extra adventurer chip into your tavern. Whenever you complete an explore, gain 2 gold.</source>
        <extracomment>rank 1 card of Olivia</extracomment>
        <translation>初期資産：専用の冒険者チップを1枚、冒険者の酒場に置く。探索を終えるたび、2ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your explores cost 5 gold less (never below 10). On reaching this rank: take a treasure chip.</source>
        <extracomment>rank 2 card of Olivia</extracomment>
        <translation>自分の探索コストを5ゴールド減らす（10未満にはならない）。ランクアップ時：宝物チップを1枚得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Macaron</source>
        <extracomment>receptionist (id macaron); Japanese: マカロン</extracomment>
        <translation>マカロン</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Setup: take The Saint&apos;s Remnant into your hand. Special action: pay 1 potion to purify an abyss.</source>
        <extracomment>rank 1 card of Macaron</extracomment>
        <translation>初期資産：『聖女の残滓』を手札に加える。特別アクション：1ポーションを支払い、奈落の穴を1枚選んで浄化する。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 1 potion to purify an abyss. On reaching this rank: civilisation +1.</source>
        <extracomment>rank 2 card of Macaron</extracomment>
        <translation>特別アクション：1ポーションを支払い、奈落の穴を1枚選んで浄化する。ランクアップ時：文明+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 1 potion to purify an abyss. On reaching this rank: turn up to 2 of your face-down events face up.</source>
        <extracomment>rank 3 card of Macaron</extracomment>
        <translation>特別アクション：1ポーションを支払い、奈落の穴を1枚選んで浄化する。ランクアップ時：自分の裏向きのイベントカードを2枚まで選び、表向きにする。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you discard a labyrinth tile you own, gain 1 potion.</source>
        <extracomment>rank 1 card of Macaron</extracomment>
        <translation>所持する迷宮タイルを捨てるたび、1ポーションを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you discard a labyrinth tile you own, gain 1 potion. On reaching this rank: purify an abyss.</source>
        <extracomment>rank 2 card of Macaron</extracomment>
        <translation>所持する迷宮タイルを捨てるたび、1ポーションを得る。ランクアップ時：奈落の穴を1枚選んで浄化する。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you discard a labyrinth tile you own, gain 1 potion and 3 gold.</source>
        <extracomment>rank 3 card of Macaron</extracomment>
        <translation>所持する迷宮タイルを捨てるたび、1ポーションと3ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shuri</source>
        <extracomment>receptionist (id shuri); Japanese: シュリ</extracomment>
        <translation>シュリ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Setup: deal 6 events face down into your private deck (nobody may look). Special action: pay 2 gold to take 1 card from it.</source>
        <extracomment>rank 1 card of Shuri</extracomment>
        <translation>初期資産：イベントカード6枚を裏向きで専用の山札にする（誰も内容を確認できない）。特別アクション：2ゴールドを支払い、そこからカードを1枚得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 2 gold to take 2 cards from your private deck. On reaching this rank: take 1 card from it.</source>
        <extracomment>rank 2 card of Shuri</extracomment>
        <translation>特別アクション：2ゴールドを支払い、専用の山札からカードを2枚得る。ランクアップ時：そこからカードを1枚得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 2 gold to take 2 cards from your private deck.</source>
        <extracomment>rank 3 card of Shuri</extracomment>
        <translation>特別アクション：2ゴールドを支払い、専用の山札からカードを2枚得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 1 labyrinth tile to play an event of cost 14 or less without its gold cost.</source>
        <extracomment>rank 1 card of Shuri | rank 3 card of Shuri</extracomment>
        <translation>特別アクション：迷宮タイルを1枚支払い、コスト14以下のイベントカード1枚をゴールドコストを支払わずにプレイする。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 1 labyrinth tile to play an event of cost 14 or less without its gold cost. On reaching this rank: gain a blank tile.</source>
        <extracomment>rank 2 card of Shuri</extracomment>
        <translation>特別アクション：迷宮タイルを1枚支払い、コスト14以下のイベントカード1枚をゴールドコストを支払わずにプレイする。ランクアップ時：無地タイルを1枚得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bell</source>
        <extracomment>receptionist (id bell); Japanese: ベル</extracomment>
        <translation>ベル</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Setup: deal 5 events face down into your private deck (nobody may look). Whenever you build a base, take 1 card from it.</source>
        <extracomment>rank 1 card of Bell</extracomment>
        <translation>初期資産：イベントカード5枚を裏向きで専用の山札にする（誰も内容を確認できない）。拠点化を行うたび、そこからカードを1枚得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you build a base, take 1 card from your private deck. On reaching this rank: take 2 cards from it.</source>
        <extracomment>rank 2 card of Bell</extracomment>
        <translation>拠点化を行うたび、専用の山札からカードを1枚得る。ランクアップ時：そこからカードを2枚得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you build a base, take 1 card from your private deck and gain 3 gold.</source>
        <extracomment>rank 3 card of Bell</extracomment>
        <translation>拠点化を行うたび、専用の山札からカードを1枚得て、3ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 4 gold to turn face up the tiles of one area and its neighbours and gain 1 power.</source>
        <extracomment>rank 1 card of Bell</extracomment>
        <translation>特別アクション：4ゴールドを支払い、エリア1つとその隣接エリアのタイルを表向きにして、1パワーを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 4 gold to turn face up the tiles of one area and its neighbours and gain 1 power. On reaching this rank: power production +1.</source>
        <extracomment>rank 2 card of Bell</extracomment>
        <translation>特別アクション：4ゴールドを支払い、エリア1つとその隣接エリアのタイルを表向きにして、1パワーを得る。ランクアップ時：パワーの生産力+1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 4 gold to turn face up the tiles of one area and its neighbours and gain 2 power.</source>
        <extracomment>rank 3 card of Bell</extracomment>
        <translation>特別アクション：4ゴールドを支払い、エリア1つとその隣接エリアのタイルを表向きにして、2パワーを得る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chris</source>
        <extracomment>receptionist (id chris); Japanese: クリス</extracomment>
        <translation>クリス</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Setup: deal 5 events face down into your private deck (you may look at it). Special action: pay 3 gold to take 1 card from it.</source>
        <extracomment>rank 1 card of Chris</extracomment>
        <translation>初期資産：イベントカード5枚を裏向きで専用の山札にする（自分はいつでも確認できる）。特別アクション：3ゴールドを支払い、そこからカードを1枚得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 3 gold to take 1 card from your private deck and draw 1 event card. On reaching this rank: take 1 card from it.</source>
        <extracomment>rank 2 card of Chris</extracomment>
        <translation>特別アクション：3ゴールドを支払い、専用の山札からカードを1枚得て、イベントカードを1枚引く。ランクアップ時：そこからカードを1枚得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: pay 3 gold to take 2 cards from your private deck.</source>
        <extracomment>rank 3 card of Chris</extracomment>
        <translation>特別アクション：3ゴールドを支払い、専用の山札からカードを2枚得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you choose a face-down tile to explore, you may first swap it with another face-down tile of the map (never the boss) and explore the one that came.</source>
        <extracomment>rank 1 card of Chris</extracomment>
        <translation>裏向きの迷宮タイルを探索の対象に選択したとき、先にマップ内の他の裏向きの迷宮タイル（ボスタイルを除く）と位置を入れ替え、入れ替えてきたタイルを探索してもよい。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may swap a face-down tile you explore with another face-down tile first. Special action: turn face up the tiles of one area and its neighbours. On reaching this rank: gain 2 power.</source>
        <extracomment>rank 2 card of Chris</extracomment>
        <translation>探索する裏向きの迷宮タイルを、先に他の裏向きの迷宮タイルと入れ替えてもよい。特別アクション：1つのエリアとその隣接エリアの迷宮タイルを表向きにする。ランクアップ時：2パワーを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may swap a face-down tile you explore with another face-down tile first. Special action: turn face up the tiles of one area and its neighbours. Your explores cost 5 gold less (never below 10).</source>
        <extracomment>rank 3 card of Chris</extracomment>
        <translation>探索する裏向きの迷宮タイルを、先に他の裏向きの迷宮タイルと入れ替えてもよい。特別アクション：1つのエリアとその隣接エリアの迷宮タイルを表向きにする。自分の探索コストを5ゴールド減らす（10未満にはならない）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Vee</source>
        <extracomment>receptionist (id vee); Japanese: ヴィー</extracomment>
        <translation>ヴィー</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Special action: play an event without a person tag or negative fame at double cost and extra cost; resolve its play effects twice.</source>
        <extracomment>rank 1 card of Vee | rank 3 card of Vee</extracomment>
        <translation>特別アクション：人物タグやマイナスの名声を持たないイベントカード1枚を、コスト・追加コストを2倍にしてプレイし、プレイ時効果を2回解決する。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: play an event without a person tag or negative fame at double cost and extra cost; resolve its play effects twice. On reaching this rank: gain 6 gold.</source>
        <extracomment>rank 2 card of Vee</extracomment>
        <translation>特別アクション：人物タグやマイナスの名声を持たないイベントカード1枚を、コスト・追加コストを2倍にしてプレイし、プレイ時効果を2回解決する。ランクアップ時：6ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your explores cost 5 gold less (never below 10) and your junk events 3 gold less. On reaching this rank: gain 2 power.</source>
        <extracomment>rank 2 card of Vee</extracomment>
        <translation>自分の探索コストを5ゴールド（10未満にはならない）、ジャンクタグを持つイベントカードのコストを3ゴールド減らす。ランクアップ時：2パワーを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your explores cost 5 gold less (never below 10) and your junk events 3 gold less.</source>
        <extracomment>rank 3 card of Vee</extracomment>
        <translation>自分の探索コストを5ゴールド（10未満にはならない）、ジャンクタグを持つイベントカードのコストを3ゴールド減らす。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sif</source>
        <extracomment>receptionist (id sif); Japanese: シフ</extracomment>
        <translation>シフ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whenever you gain a trade tag, gain 2 gold.</source>
        <extracomment>rank 1 card of Sif</extracomment>
        <translation>商売タグを得るたび、2ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you gain a trade tag, gain 2 gold. On reaching this rank: gold production +2.</source>
        <extracomment>rank 2 card of Sif</extracomment>
        <translation>商売タグを得るたび、2ゴールドを得る。ランクアップ時：ゴールドの生産力+2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whenever you gain a trade tag, gain 3 gold.</source>
        <extracomment>rank 3 card of Sif</extracomment>
        <translation>商売タグを得るたび、3ゴールドを得る。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: play an event, 3 gold cheaper for each labyrinth tile you own (at most 15 off).</source>
        <extracomment>rank 1 card of Sif | rank 3 card of Sif</extracomment>
        <translation>特別アクション：イベントカードを1枚プレイする。所持する迷宮タイル1枚ごとにコストを3減らす（最大15まで）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: play an event, 3 gold cheaper for each labyrinth tile you own (at most 15 off). On reaching this rank: gain 2 power.</source>
        <extracomment>rank 2 card of Sif</extracomment>
        <translation>特別アクション：イベントカードを1枚プレイする。所持する迷宮タイル1枚ごとにコストを3減らす（最大15まで）。ランクアップ時：2パワーを得る。</translation>
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
        <translation>発展</translation>
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
        <translation>拠点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a base</source>
        <extracomment>glossary &apos;gm_make_base&apos;; Japanese: 拠点化; The icon: you may build a base without the 15 gold; 5 per adjacent base is still paid. | lesson step 7 (build): its title</extracomment>
        <translation>拠点化</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Area</source>
        <extracomment>glossary &apos;gm_area&apos;; Japanese: エリア; One space of the map, with the fame printed on it.</extracomment>
        <translation>エリア</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Controlled area</source>
        <extracomment>glossary &apos;gm_controlled_area&apos;; Japanese: 支配エリア; An area with one of your adventurer chips or bases.</extracomment>
        <translation>支配エリア</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Miasma</source>
        <extracomment>glossary &apos;gm_miasma&apos;; Japanese: 瘴気</extracomment>
        <translation>瘴気</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+11"/>
        <source>Miasma level</source>
        <extracomment>glossary &apos;gm_miasma_level&apos;; Japanese: 瘴気濃度; Starts at players × 10; every star explored lowers it. | term &apos;miasma_level&apos;</extracomment>
        <translation>瘴気濃度</translation>
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
        <translation>秘薬</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+10"/>
        <source>Potion action</source>
        <extracomment>glossary &apos;gm_potion_action&apos;; Japanese: 秘薬アクション; Six spaces on the main board, paid in potions, each once a round. | term &apos;potion_action&apos;</extracomment>
        <translation>秘薬アクション</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-12"/>
        <source>Potion</source>
        <extracomment>glossary &apos;gm_potion&apos;; Japanese: ポーション | term &apos;potion&apos;</extracomment>
        <translation>ポーション</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-2"/>
        <source>Gold</source>
        <extracomment>glossary &apos;gm_gold&apos;; Japanese: ゴールド | term &apos;gold&apos;</extracomment>
        <translation>ゴールド</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Power</source>
        <extracomment>glossary &apos;gm_power&apos;; Japanese: パワー; Pays 5 gold where the power icon allows. | term &apos;power&apos;</extracomment>
        <translation>パワー</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+2"/>
        <source>Production</source>
        <extracomment>glossary &apos;gm_production&apos;; Japanese: 生産力; Gained in every production phase. | term &apos;production&apos;</extracomment>
        <translation>生産力</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+6"/>
        <location line="+238"/>
        <source>Receptionist</source>
        <extracomment>glossary &apos;gm_receptionist&apos;; Japanese: 受付嬢; Three rank cards per face. | term &apos;receptionist&apos; | score part &apos;receptionist&apos;</extracomment>
        <translation>受付嬢</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-237"/>
        <source>Regalia</source>
        <extracomment>glossary &apos;gm_regalia&apos;; Japanese: レガリア | term &apos;regalia&apos;</extracomment>
        <translation>レガリア</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Regalia chip</source>
        <extracomment>glossary &apos;gm_regalia_chip&apos;; Japanese: レガリアチップ; 1 fame, taken with a regalia from the regalia board. | term &apos;regalia_chip&apos;</extracomment>
        <translation>レガリアチップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Event card</source>
        <extracomment>glossary &apos;gm_event_card&apos;; Japanese: イベントカード | term &apos;event_card&apos;</extracomment>
        <translation>イベントカード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Encounter card</source>
        <extracomment>glossary &apos;gm_encounter_card&apos;; Japanese: 出会いカード; Names the receptionist; its back is CLOSED, shown after passing.</extracomment>
        <translation>出会いカード</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+9"/>
        <source>Labyrinth tile</source>
        <extracomment>glossary &apos;gm_labyrinth_tile&apos;; Japanese: 迷宮タイル | term &apos;labyrinth_tile&apos;</extracomment>
        <translation>迷宮タイル</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/labyrinth/words.py" line="+11"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Abyss</source>
        <extracomment>glossary &apos;gm_abyss&apos;; Japanese: 奈落の穴; Cannot be explored; revealing it ends the explore (common action: an extra turn). | term &apos;abyss&apos;</extracomment>
        <translation>奈落の穴</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Boss tile</source>
        <extracomment>glossary &apos;gm_boss_tile&apos;; Japanese: ボスタイル | term &apos;boss_tile&apos;</extracomment>
        <translation>ボスタイル</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/labyrinth/words.py" line="+1"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Blank tile</source>
        <extracomment>glossary &apos;gm_blank_tile&apos;; Japanese: 無地タイル; Takes the place of a purified abyss; counts 0 stars. | term &apos;blank_tile&apos;</extracomment>
        <translation>無地タイル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Purify</source>
        <extracomment>glossary &apos;gm_purify&apos;; Japanese: 浄化; Take an abyss tile from the map; a blank tile takes its place.</extracomment>
        <translation>浄化</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-11"/>
        <source>Treasure chip</source>
        <extracomment>glossary &apos;gm_treasure_chip&apos;; Japanese: 宝物チップ | term &apos;treasure_chip&apos;</extracomment>
        <translation>宝物チップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adventurer chip</source>
        <extracomment>glossary &apos;gm_adventurer_chip&apos;; Japanese: 冒険者チップ</extracomment>
        <translation>冒険者チップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-7"/>
        <source>Adventurers&apos; tavern</source>
        <extracomment>glossary &apos;gm_tavern&apos;; Japanese: 冒険者の酒場; Adventurer chips ready to explore. | term &apos;tavern&apos;</extracomment>
        <translation>冒険者の酒場</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Development record</source>
        <extracomment>glossary &apos;gm_development_record&apos;; Japanese: 発展の記録; Where the five adventurer chips cover the affinities.</extracomment>
        <translation>発展の記録</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <location line="+244"/>
        <source>Altar of revival</source>
        <extracomment>glossary &apos;gm_altar&apos;; Japanese: 復活の祭壇; A 2 goes here for each explore not paid for: −1 fame per point. | term &apos;altar&apos; | score part &apos;altar&apos;</extracomment>
        <translation>復活の祭壇</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-243"/>
        <source>Guild board</source>
        <extracomment>glossary &apos;gm_guild_board&apos;; Japanese: ギルドボード | term &apos;guild_board&apos;</extracomment>
        <translation>ギルドボード</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+17"/>
        <source>Guild rank</source>
        <extracomment>glossary &apos;gm_guild_rank&apos;; Japanese: ギルドランク | term &apos;guild_rank&apos;</extracomment>
        <translation>ギルドランク</translation>
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
        <translation>商売</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Junk</source>
        <extracomment>glossary &apos;gm_tag_junk&apos;; Japanese: ジャンク; Tag; the only one labyrinth tiles show. | tag &apos;junk&apos;</extracomment>
        <translation>ジャンク</translation>
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
        <translation>情報収集フェイズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Action phase</source>
        <extracomment>glossary &apos;gm_action_phase&apos;; Japanese: アクションフェイズ | phase &apos;action&apos;</extracomment>
        <translation>アクションフェイズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Production phase</source>
        <extracomment>glossary &apos;gm_production_phase&apos;; Japanese: 生産フェイズ</extracomment>
        <translation>生産フェイズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End phase</source>
        <extracomment>glossary &apos;gm_end_phase&apos;; Japanese: 終了フェイズ</extracomment>
        <translation>終了フェイズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-36"/>
        <location line="+37"/>
        <source>Finish phase</source>
        <extracomment>glossary &apos;gm_finish_phase&apos;; Japanese: フィニッシュフェイズ; Two laps of turns after civilisation meets miasma. | term &apos;finish_phase&apos; | phase &apos;finish&apos;</extracomment>
        <translation>フィニッシュフェイズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Common action</source>
        <extracomment>glossary &apos;gm_common_action&apos;; Japanese: 共通アクション; Explore, build or develop.</extracomment>
        <translation>共通アクション</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-45"/>
        <source>Special action</source>
        <extracomment>glossary &apos;gm_special_action&apos;; Japanese: 特別アクション; Once a round per card. | term &apos;special_action&apos;</extracomment>
        <translation>特別アクション</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell</source>
        <extracomment>glossary &apos;gm_sell&apos;; Japanese: 売却; Any time: an event card 1 gold, a potion 3 gold, a regalia 3 gold.</extracomment>
        <translation>売却</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-2"/>
        <source>Play condition</source>
        <extracomment>glossary &apos;gm_play_condition&apos;; Japanese: プレイ条件 | term &apos;play_condition&apos;</extracomment>
        <translation>プレイ条件</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Extra cost</source>
        <extracomment>glossary &apos;gm_extra_cost&apos;; Japanese: 追加コスト | term &apos;extra_cost&apos;</extracomment>
        <translation>追加コスト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play effect</source>
        <extracomment>glossary &apos;gm_play_effect&apos;; Japanese: プレイ時効果</extracomment>
        <translation>プレイ時効果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Permanent effect</source>
        <extracomment>glossary &apos;gm_permanent_effect&apos;; Japanese: 常時効果; Lost while the card is face down.</extracomment>
        <translation>常時効果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End effect</source>
        <extracomment>glossary &apos;gm_end_effect&apos;; Japanese: 終了時効果; Scored at the end; lost while the card is face down.</extracomment>
        <translation>終了時効果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rank up</source>
        <extracomment>glossary &apos;gm_rank_up&apos;; Japanese: ランクアップ</extracomment>
        <translation>ランクアップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Initial assets</source>
        <extracomment>glossary &apos;gm_initial_assets&apos;; Japanese: 初期資産</extracomment>
        <translation>初期資産</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Season bonus</source>
        <extracomment>glossary &apos;gm_season_bonus&apos;; Japanese: 追加生産物</extracomment>
        <translation>追加生産物</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-2"/>
        <source>Start player</source>
        <extracomment>glossary &apos;gm_start_player&apos;; Japanese: スタートプレイヤー | term &apos;start_player&apos;</extracomment>
        <translation>スタートプレイヤー</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+9"/>
        <source>Used chip</source>
        <extracomment>glossary &apos;gm_used_chip&apos;; Japanese: 使用済チップ; Covers a potion action or a special action for the rest of the round. | term &apos;used_chip&apos;</extracomment>
        <translation>使用済チップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Blocked chip</source>
        <extracomment>glossary &apos;gm_blocked_chip&apos;; Japanese: 使用不可チップ; Closes potion actions in 2- and 3-player games. | term &apos;blocked_chip&apos;</extracomment>
        <translation>使用不可チップ</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+13"/>
        <source>tags</source>
        <extracomment>what a play condition counts &apos;tags_any&apos;</extracomment>
        <translation>タグ</translation>
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
        <translation>タイル</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>abyss tiles</source>
        <extracomment>what a play condition counts &apos;abyss_tiles&apos;</extracomment>
        <translation>奈落の穴</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>★{stars}+ tiles</source>
        <extracomment>what a play condition counts &apos;star_tiles&apos;; keep {stars} as they are</extracomment>
        <translation>★{stars}以上のタイル</translation>
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
        <translation>{resource}生産力</translation>
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
        <translation>イベント</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>untagged events</source>
        <extracomment>what a play condition counts &apos;untagged_events&apos;</extracomment>
        <translation>タグなしイベント</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>regalia</source>
        <extracomment>what a play condition counts &apos;regalia&apos;</extracomment>
        <translation>レガリア</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>areas</source>
        <extracomment>what a play condition counts &apos;areas&apos;</extracomment>
        <translation>支配エリア</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>bases</source>
        <extracomment>what a play condition counts &apos;bases&apos;</extracomment>
        <translation>拠点</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>treasures</source>
        <extracomment>what a play condition counts &apos;treasures&apos;</extracomment>
        <translation>宝物チップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>adventurers on it</source>
        <extracomment>what a play condition counts &apos;adventurers_on_card&apos;</extracomment>
        <translation>上の冒険者</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>face-down events</source>
        <extracomment>what a play condition counts &apos;face_down_events&apos;</extracomment>
        <translation>裏向きのイベント</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+4"/>
        <source>Setup: encounter</source>
        <extracomment>phase &apos;encounter&apos;</extracomment>
        <translation>準備：出会い</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Setup: swap events</source>
        <extracomment>phase &apos;swap&apos;</extracomment>
        <translation>準備：イベントの交換</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Setup: keep events</source>
        <extracomment>phase &apos;keep&apos;</extracomment>
        <translation>準備：イベントカードの保持</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Setup: receptionist&apos;s face</source>
        <extracomment>phase &apos;face&apos;</extracomment>
        <translation>準備：受付嬢の面</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+4"/>
        <source>Extra turns at the end of the game</source>
        <extracomment>phase &apos;end_turns&apos;</extracomment>
        <translation>ゲーム終了時の追加の手番</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Game over</source>
        <extracomment>phase &apos;over&apos;</extracomment>
        <translation>ゲーム終了</translation>
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
        <translation>表面</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-50"/>
        <location line="+49"/>
        <source>Back face</source>
        <extracomment>receptionist face &apos;back&apos; | button for the action &apos;face back&apos;</extracomment>
        <translation>裏面</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-44"/>
        <source>Setup: choose the receptionist you meet</source>
        <extracomment>prompt for decision kind &apos;encounter&apos;</extracomment>
        <translation>準備：出会う受付嬢を選んでください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Setup: choose events to swap (up to 5), then Done</source>
        <extracomment>prompt for decision kind &apos;swap&apos;</extracomment>
        <translation>準備：交換するイベントカードを選び（5枚まで）、完了を押してください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Keep cards at 3 gold each (Enter on a card), then Done</source>
        <extracomment>prompt for decision kind &apos;keep&apos;</extracomment>
        <translation>1枚3ゴールドでカードを残し（カードでEnter）、完了を押してください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>The event deck runs out and the discards are reshuffled: sell events first, then Done</source>
        <extracomment>prompt for decision kind &apos;sale_window&apos;</extracomment>
        <translation>イベント山札が尽き、捨て札をシャッフルします：先にイベントを売却し、完了を押してください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Setup: which face of your receptionist?</source>
        <extracomment>prompt for decision kind &apos;face&apos;</extracomment>
        <translation>準備：受付嬢をどちらの面にしますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Your turn: play a card, explore, build, develop, a potion action, or pass</source>
        <extracomment>prompt for decision kind &apos;turn&apos;</extracomment>
        <translation>あなたの手番：カードのプレイ、探索、建設、発展、秘薬アクション、またはパス</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Pay {gold} gold: how much of it in power?</source>
        <extracomment>prompt for decision kind &apos;pay&apos;; keep {gold} as they are</extracomment>
        <translation>{gold}ゴールドの支払い：そのうちパワーでいくつ払いますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Discard which labyrinth tile?</source>
        <extracomment>prompt for decision kind &apos;pay_tile&apos;</extracomment>
        <translation>どの迷宮タイルを捨てますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Explore which tile? (on the map)</source>
        <extracomment>prompt for decision kind &apos;explore_target&apos;</extracomment>
        <translation>どのタイルを探索しますか？（マップで）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Pay {gold} gold for the explore, or put a 2 on your altar of revival</source>
        <extracomment>prompt for decision kind &apos;explore_cost&apos;; keep {gold} as they are</extracomment>
        <translation>探索の費用{gold}ゴールドを払うか、復活の祭壇に2を置いてください</translation>
    </message>
    <message>
        <location line="+54"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+34"/>
        <source>Land the Floating Lab</source>
        <extracomment>button for the action &apos;land_lab&apos;</extracomment>
        <translation>浮遊ラボを着陸させる</translation>
    </message>
    <message>
        <location line="+30"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+20"/>
        <source>Pay in gold</source>
        <extracomment>button for actions of kind &apos;pay_gold&apos;</extracomment>
        <translation>ゴールドで払う</translation>
    </message>
    <message>
        <location line="+290"/>
        <location filename="../desktop/games/guild_masters/options_form.py" line="+15"/>
        <source>Cards and map</source>
        <extracomment>label of the option &apos;content&apos;</extracomment>
        <translation>カードとマップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/options_form.py" line="+1"/>
        <source>Encounter cards to choose from</source>
        <extracomment>label of the option &apos;offered&apos;</extracomment>
        <translation>選べる出会いカードの枚数</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/options_form.py" line="+3"/>
        <source>Which event cards, regalia and labyrinth tiles the game uses</source>
        <extracomment>what the option &apos;content&apos; means (tooltip)</extracomment>
        <translation>ゲームで使うイベントカード、レガリア、迷宮タイル</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/options_form.py" line="+1"/>
        <source>At set-up each player is dealt this many encounter cards and meets one of the receptionists</source>
        <extracomment>what the option &apos;offered&apos; means (tooltip)</extracomment>
        <translation>準備で各プレイヤーにこの枚数の出会いカードが配られ、そのうち1人の受付嬢と出会う</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/options_form.py" line="+4"/>
        <source>Full set</source>
        <extracomment>a value of the option &apos;content&apos; (standard)</extracomment>
        <translation>フルセット</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/options_form.py" line="+1"/>
        <source>Small sample set</source>
        <extracomment>a value of the option &apos;content&apos; (sample)</extracomment>
        <translation>小さなサンプルセット</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Now a turn of the action phase, at a table the lesson has prepared: your set-up counts in a real game, but here you play Frieda&apos;s front face with 70 gold, 2 power and 3 potions, on the lesson&apos;s own map. Your rival has passed, so every turn is yours.</source>
        <extracomment>lesson: said where the lesson skips ahead</extracomment>
        <translation>次はアクションフェイズの手番です。ここからはレッスン用に用意した卓で進めます。あなたが選んだ準備は本番のゲームで生きますが、ここではフリーダの表面、70ゴールド、2パワー、3ポーションで、レッスン用の迷宮を使います。相手はパスしたので、手番はすべてあなたのものです。</translation>
    </message>
    <message>
        <location line="-458"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-53"/>
        <source>Keep the explored tile?</source>
        <extracomment>prompt for decision kind &apos;keep_tile&apos;</extracomment>
        <translation>探索したタイルを獲得しますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Build a base where? (on the map)</source>
        <extracomment>prompt for decision kind &apos;base&apos;</extracomment>
        <translation>どこに拠点を建設しますか？（マップで）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Play which event without its gold cost?</source>
        <extracomment>prompt for decision kind &apos;free_play&apos;</extracomment>
        <translation>どのイベントをゴールドコストなしでプレイしますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Purify which abyss? (on the map)</source>
        <extracomment>prompt for decision kind &apos;purify&apos;</extracomment>
        <translation>どの奈落の穴を浄化しますか？（マップで）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Take which tile? (on the map)</source>
        <extracomment>prompt for decision kind &apos;take_tile&apos;</extracomment>
        <translation>どのタイルを取りますか？（マップで）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Reveal the tiles around which area? (on the map)</source>
        <extracomment>prompt for decision kind &apos;reveal_area&apos;</extracomment>
        <translation>どのエリアの周りのタイルを公開しますか？（マップで）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Unlock which affinity?</source>
        <extracomment>prompt for decision kind &apos;unlock_affinity&apos;</extracomment>
        <translation>どの好感度を解放しますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Move an adventurer from your tavern onto the card?</source>
        <extracomment>prompt for decision kind &apos;adventurer_on_card&apos;</extracomment>
        <translation>冒険者の酒場から冒険者をこのカードに移しますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Turn which of your played events face down?</source>
        <extracomment>prompt for decision kind &apos;flip_card&apos;</extracomment>
        <translation>プレイ済みのどのイベントを裏向きにしますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Discard a card from your hand</source>
        <extracomment>prompt for decision kind &apos;discard&apos;</extracomment>
        <translation>手札からカードを1枚捨ててください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Resolve the play effects of which event again?</source>
        <extracomment>prompt for decision kind &apos;copy_play&apos;</extracomment>
        <translation>どのイベントのプレイ時効果をもう一度解決しますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Take which treasure chip?</source>
        <extracomment>prompt for decision kind &apos;treasure&apos;</extracomment>
        <translation>どの宝物チップを取りますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Turn which face-down event face up?</source>
        <extracomment>prompt for decision kind &apos;flip_face_up&apos;</extracomment>
        <translation>どの裏向きのイベントを表向きにしますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Turn a base back into an adventurer, or this card face down</source>
        <extracomment>prompt for decision kind &apos;unbase_or_flip_self&apos;</extracomment>
        <translation>拠点を冒険者に戻すか、このカードを裏向きにしてください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Play which event?</source>
        <extracomment>prompt for decision kind &apos;play_event&apos;</extracomment>
        <translation>どのイベントをプレイしますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Spend a wisdom chip: this event costs 5 gold less?</source>
        <extracomment>prompt for decision kind &apos;wisdom&apos;</extracomment>
        <translation>叡智チップを1枚支払って、このイベントのコストを5ゴールド減らしますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Swap the face-down tile with another face-down tile?</source>
        <extracomment>prompt for decision kind &apos;swap_tile&apos;</extracomment>
        <translation>裏向きのタイルを別の裏向きのタイルと入れ替えますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Where does the Floating Lab float, off the map?</source>
        <extracomment>prompt for decision kind &apos;floating_lab&apos;</extracomment>
        <translation>浮遊ラボをマップの外のどこに浮かべますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Where does the Floating Lab land?</source>
        <extracomment>prompt for decision kind &apos;land_floating_lab&apos;</extracomment>
        <translation>浮遊ラボをどこに着陸させますか？</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+9"/>
        <source>Done</source>
        <extracomment>button for the action &apos;done&apos;</extracomment>
        <translation>完了</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Pass</source>
        <extracomment>button for the action &apos;pass&apos; | lesson step 11 (pass): its title</extracomment>
        <translation>パス</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Don&apos;t pay (altar −2 fame)</source>
        <extracomment>button for the action &apos;decline&apos;</extracomment>
        <translation>払わない（祭壇 名声−2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Yes</source>
        <extracomment>button for the action &apos;yes&apos;</extracomment>
        <translation>はい</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>No</source>
        <extracomment>button for the action &apos;skip&apos;</extracomment>
        <translation>いいえ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Sell a potion (+3 gold)</source>
        <extracomment>button for the action &apos;sell_potion&apos;</extracomment>
        <translation>ポーションを売却（+3ゴールド）</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+6"/>
        <source>Meet {card}</source>
        <extracomment>button for actions of kind &apos;encounter&apos;; keep {card} as they are</extracomment>
        <translation>{card}と出会う</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Swap {card}</source>
        <extracomment>button for actions of kind &apos;swap&apos;; keep {card} as they are</extracomment>
        <translation>{card}を交換</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Keep {card}</source>
        <extracomment>button for actions of kind &apos;keep&apos;; keep {card} as they are</extracomment>
        <translation>{card}を残す</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <location line="+1"/>
        <source>Play {card}</source>
        <extracomment>button for actions of kind &apos;play&apos;; keep {card} as they are | button for actions of kind &apos;regalia&apos;; keep {card} as they are</extracomment>
        <translation>{card}をプレイ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Claim {card}</source>
        <extracomment>button for actions of kind &apos;claim&apos;; keep {card} as they are</extracomment>
        <translation>{card}を獲得</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Explore {cell}</source>
        <extracomment>button for actions of kind &apos;explore&apos;; keep {cell} as they are</extracomment>
        <translation>{cell}を探索</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Build a base at {cell}</source>
        <extracomment>button for actions of kind &apos;build&apos;; keep {cell} as they are</extracomment>
        <translation>{cell}に拠点を建設</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Develop {slots}</source>
        <extracomment>button for actions of kind &apos;develop&apos;; keep {slots} as they are</extracomment>
        <translation>発展 {slots}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Potion action {slot} ({potions} potions)</source>
        <extracomment>button for actions of kind &apos;potion&apos;; keep {slot}, {potions} as they are</extracomment>
        <translation>秘薬アクション{slot}（ポーション{potions}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Special action of {card}</source>
        <extracomment>button for actions of kind &apos;special&apos;; keep {card} as they are</extracomment>
        <translation>{card}の特別アクション</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Special action of your receptionist</source>
        <extracomment>button for actions of kind &apos;special_receptionist&apos;</extracomment>
        <translation>受付嬢の特別アクション</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Sell {card}</source>
        <extracomment>button for actions of kind &apos;sell&apos;; keep {card} as they are</extracomment>
        <translation>{card}を売却</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Pay with {count} power</source>
        <extracomment>button for actions of kind &apos;pay&apos;; keep {count} as they are</extracomment>
        <translation>パワー{count}で払う</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Use the flash chip, pay with {count} power</source>
        <extracomment>button for actions of kind &apos;flash&apos;; keep {count} as they are</extracomment>
        <translation>一閃チップを使い、パワー{count}で払う</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+2"/>
        <source>Area {cell}</source>
        <extracomment>button for actions of kind &apos;cell&apos;; keep {cell} as they are</extracomment>
        <translation>エリア{cell}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <location line="+4"/>
        <source>Discard {card}</source>
        <extracomment>button for actions of kind &apos;tile&apos;; keep {card} as they are | button for actions of kind &apos;discard&apos;; keep {card} as they are</extracomment>
        <translation>{card}を捨てる</translation>
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
        <translation>{gold}ゴールドを払う</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Pay {power} power</source>
        <extracomment>button for a payment &apos;power&apos;; keep {power} as they are</extracomment>
        <translation>{power}パワーを払う</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Pay {gold} gold and {power} power</source>
        <extracomment>button for a payment &apos;both&apos;; keep {gold}, {power} as they are</extracomment>
        <translation>{gold}ゴールドと{power}パワーを払う</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Flash chip: {payment}</source>
        <extracomment>button for a payment &apos;flash&apos;; keep {payment} as they are</extracomment>
        <translation>一閃チップ：{payment}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+5"/>
        <source>{player} met {receptionist}.</source>
        <extracomment>log line for event &apos;encounter&apos;; keep {player}, {receptionist} as they are</extracomment>
        <translation>{player}は{receptionist}と出会った。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} chose the receptionist&apos;s front face.</source>
        <extracomment>log line for event &apos;face:front&apos;; keep {player} as they are</extracomment>
        <translation>{player}は受付嬢の表面を選んだ。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} chose the receptionist&apos;s back face.</source>
        <extracomment>log line for event &apos;face:back&apos;; keep {player} as they are</extracomment>
        <translation>{player}は受付嬢の裏面を選んだ。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} swapped {count} event cards.</source>
        <extracomment>log line for event &apos;swap&apos;; keep {player}, {count} as they are</extracomment>
        <translation>{player}はイベントカードを{count}枚交換した。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} swapped an event card.</source>
        <extracomment>log line for event &apos;swap:1&apos;; keep {player} as they are</extracomment>
        <translation>{player}はイベントカードを1枚交換した。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} kept {count} cards and dropped {dropped}.</source>
        <extracomment>log line for event &apos;keep&apos;; keep {player}, {count}, {dropped} as they are</extracomment>
        <translation>{player}はカードを{count}枚残し、{dropped}枚捨てた。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} kept 1 card and dropped {dropped}.</source>
        <extracomment>log line for event &apos;keep:1&apos;; keep {player}, {dropped} as they are</extracomment>
        <translation>{player}はカードを1枚残し、{dropped}枚捨てた。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Kept: {cards}.</source>
        <extracomment>log line for event &apos;kept&apos;; keep {cards} as they are</extracomment>
        <translation>残したカード：{cards}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} sold {card}.</source>
        <extracomment>log line for event &apos;sell&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}を売却した。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} sold a potion for 3 gold.</source>
        <extracomment>log line for event &apos;sell_potion&apos;; keep {player} as they are</extracomment>
        <translation>{player}はポーションを3ゴールドで売却した。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} played {card}.</source>
        <extracomment>log line for event &apos;played&apos;; keep {player}, {card} as they are</extracomment>
        <translation>{player}は{card}をプレイした。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} passed.</source>
        <extracomment>log line for event &apos;pass&apos;; keep {player} as they are</extracomment>
        <translation>{player}はパスした。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} took potion action {arg}.</source>
        <extracomment>log line for event &apos;potion&apos;; keep {player}, {arg} as they are</extracomment>
        <translation>{player}は秘薬アクション{arg}を行った。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} gathered information ({count} cards).</source>
        <extracomment>log line for event &apos;gather&apos;; keep {player}, {count} as they are</extracomment>
        <translation>{player}は情報収集をした（{count}枚）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} gathered information (1 card).</source>
        <extracomment>log line for event &apos;gather:1&apos;; keep {player} as they are</extracomment>
        <translation>{player}は情報収集をした（1枚）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Looked at: {cards}.</source>
        <extracomment>log line for event &apos;gathered&apos;; keep {cards} as they are</extracomment>
        <translation>見たカード：{cards}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Turn of {player}</source>
        <extracomment>log line for event &apos;turn&apos;; keep {player} as they are</extracomment>
        <translation>{player}の手番</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Production ({season}).</source>
        <extracomment>log line for event &apos;production&apos;; keep {season} as they are</extracomment>
        <translation>生産（{season}）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>The game reached its round limit ({round}).</source>
        <extracomment>log line for event &apos;round_limit&apos;; keep {round} as they are</extracomment>
        <translation>ラウンドの上限（{round}）に達した。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Round {round} began ({season}); {start} became the start player.</source>
        <extracomment>log line for event &apos;round&apos;; keep {round}, {season}, {start} as they are</extracomment>
        <translation>ラウンド{round}が始まった（{season}）。スタートプレイヤーは{start}になった。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Civilisation met the miasma: the finish phase began after the turn of {trigger}.</source>
        <extracomment>log line for event &apos;finish&apos;; keep {trigger} as they are</extracomment>
        <translation>文明が瘴気に接した：{trigger}の手番の後、フィニッシュフェイズが始まった。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>The game ended: {winners} won.</source>
        <extracomment>log line for event &apos;game_over&apos;; keep {winners} as they are</extracomment>
        <translation>ゲームが終わった：{winners}の勝利。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} revealed {tile} at {cell}.</source>
        <extracomment>log line for event &apos;reveal&apos;; keep {player}, {tile}, {cell} as they are</extracomment>
        <translation>{player}は{cell}で{tile}を公開した。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>The event deck was reshuffled.</source>
        <extracomment>log line for event &apos;reshuffle&apos;</extracomment>
        <translation>イベントの山札が切り直された。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} drew {count} event cards.</source>
        <extracomment>log line for event &apos;draw&apos;; keep {player}, {count} as they are</extracomment>
        <translation>{player}はイベントカードを{count}枚引いた。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} drew an event card.</source>
        <extracomment>log line for event &apos;draw:1&apos;; keep {player} as they are</extracomment>
        <translation>{player}はイベントカードを1枚引いた。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Drew: {cards}.</source>
        <extracomment>log line for event &apos;drew&apos;; keep {cards} as they are</extracomment>
        <translation>引いたカード：{cards}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Civilisation ({civilisation}) reached the miasma level ({miasma}).</source>
        <extracomment>log line for event &apos;tracks_meet&apos;; keep {civilisation}, {miasma} as they are</extracomment>
        <translation>文明（{civilisation}）が瘴気濃度（{miasma}）に達した。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} took a treasure chip.</source>
        <extracomment>log line for event &apos;treasure&apos;; keep {player} as they are</extracomment>
        <translation>{player}は宝物チップを獲得した。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} found an abyss at {cell}.</source>
        <extracomment>log line for event &apos;abyss&apos;; keep {player}, {cell} as they are</extracomment>
        <translation>{player}は{cell}で奈落の穴を見つけた。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} did not pay for {cell}: a 2 went on the altar of revival.</source>
        <extracomment>log line for event &apos;decline&apos;; keep {player}, {cell} as they are</extracomment>
        <translation>{player}は{cell}の費用を払わなかった：復活の祭壇に2が置かれた。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} explored {cell}.</source>
        <extracomment>log line for event &apos;explored&apos;; keep {player}, {cell} as they are</extracomment>
        <translation>{player}は{cell}を探索した。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Neighbouring bases gave potions to {players}.</source>
        <extracomment>log line for event &apos;base_potions&apos;; keep {players} as they are</extracomment>
        <translation>隣接する拠点により{players}がポーションを得た。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} built a base at {cell}.</source>
        <extracomment>log line for event &apos;base&apos;; keep {player}, {cell} as they are</extracomment>
        <translation>{player}は{cell}に拠点を建設した。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} unlocked affinities {affinities}.</source>
        <extracomment>log line for event &apos;unlock&apos;; keep {player}, {affinities} as they are</extracomment>
        <translation>{player}は好感度{affinities}を解放した。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{player} unlocked affinity {affinities}.</source>
        <extracomment>log line for event &apos;unlock:1&apos;; keep {player}, {affinities} as they are</extracomment>
        <translation>{player}は好感度{affinities}を解放した。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>The receptionist of {player} rose to rank {rank}.</source>
        <extracomment>log line for event &apos;rank_up&apos;; keep {player}, {rank} as they are</extracomment>
        <translation>{player}の受付嬢がランク{rank}に上がった。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>— The game went on (round {round}) —</source>
        <extracomment>log line for event &apos;resumed&apos;; keep {round} as they are</extracomment>
        <translation>— ゲームを再開した（ラウンド{round}） —</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>— The game began: {player} is the start player —</source>
        <extracomment>log line for event &apos;opening&apos;; keep {player} as they are</extracomment>
        <translation>— ゲーム開始：スタートプレイヤーは{player} —</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+7"/>
        <source>You met {receptionist}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;encounter:you&apos;; keep {receptionist} as they are</extracomment>
        <translation>あなたは{receptionist}と出会った。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You chose your receptionist&apos;s front face.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;face:front:you&apos;</extracomment>
        <translation>あなたは受付嬢の表面を選んだ。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You chose your receptionist&apos;s back face.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;face:back:you&apos;</extracomment>
        <translation>あなたは受付嬢の裏面を選んだ。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You swapped {count} event cards.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;swap:you&apos;; keep {count} as they are</extracomment>
        <translation>あなたはイベントカードを{count}枚交換した。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You swapped an event card.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;swap:1:you&apos;</extracomment>
        <translation>あなたはイベントカードを1枚交換した。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You kept {count} cards and dropped {dropped}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;keep:you&apos;; keep {count}, {dropped} as they are</extracomment>
        <translation>あなたはカードを{count}枚残し、{dropped}枚捨てた。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You kept 1 card and dropped {dropped}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;keep:1:you&apos;; keep {dropped} as they are</extracomment>
        <translation>あなたはカードを1枚残し、{dropped}枚捨てた。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You sold {card}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;sell:you&apos;; keep {card} as they are</extracomment>
        <translation>あなたは{card}を売却した。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You sold a potion for 3 gold.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;sell_potion:you&apos;</extracomment>
        <translation>あなたはポーションを3ゴールドで売却した。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You played {card}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;played:you&apos;; keep {card} as they are</extracomment>
        <translation>あなたは{card}をプレイした。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You passed.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;pass:you&apos;</extracomment>
        <translation>あなたはパスした。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You took potion action {arg}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;potion:you&apos;; keep {arg} as they are</extracomment>
        <translation>あなたは秘薬アクション{arg}を行った。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You gathered information ({count} cards).</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;gather:you&apos;; keep {count} as they are</extracomment>
        <translation>あなたは情報収集をした（{count}枚）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You gathered information (1 card).</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;gather:1:you&apos;</extracomment>
        <translation>あなたは情報収集をした（1枚）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Your turn</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;turn:you&apos;</extracomment>
        <translation>あなたの手番</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Civilisation met the miasma: the finish phase began after your turn.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;finish:you_trigger&apos;</extracomment>
        <translation>文明が瘴気に接した：あなたの手番の後、フィニッシュフェイズが始まった。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+2"/>
        <source>The game ended: you won.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;game_over:you&apos;</extracomment>
        <translation>ゲームが終わった：あなたの勝利。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>The game ended: {winners} won together.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;game_over:shared&apos;; keep {winners} as they are</extracomment>
        <translation>ゲームが終わった：{winners}の共同勝利。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You revealed {tile} at {cell}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;reveal:you&apos;; keep {tile}, {cell} as they are</extracomment>
        <translation>あなたは{cell}で{tile}を公開した。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You drew {count} event cards.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;draw:you&apos;; keep {count} as they are</extracomment>
        <translation>あなたはイベントカードを{count}枚引いた。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You drew an event card.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;draw:1:you&apos;</extracomment>
        <translation>あなたはイベントカードを1枚引いた。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You took a treasure chip.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;treasure:you&apos;</extracomment>
        <translation>あなたは宝物チップを獲得した。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You found an abyss at {cell}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;abyss:you&apos;; keep {cell} as they are</extracomment>
        <translation>あなたは{cell}で奈落の穴を見つけた。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You did not pay for {cell}: a 2 went on your altar of revival.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;decline:you&apos;; keep {cell} as they are</extracomment>
        <translation>あなたは{cell}の費用を払わなかった：あなたの復活の祭壇に2が置かれた。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+2"/>
        <source>You explored {cell}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;explored:you&apos;; keep {cell} as they are</extracomment>
        <translation>あなたは{cell}を探索した。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You built a base at {cell}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;base:you&apos;; keep {cell} as they are</extracomment>
        <translation>あなたは{cell}に拠点を建設した。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You unlocked affinities {affinities}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;unlock:you&apos;; keep {affinities} as they are</extracomment>
        <translation>あなたは好感度{affinities}を解放した。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>You unlocked affinity {affinities}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;unlock:1:you&apos;; keep {affinities} as they are</extracomment>
        <translation>あなたは好感度{affinities}を解放した。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Your receptionist rose to rank {rank}.</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;rank_up:you&apos;; keep {rank} as they are</extracomment>
        <translation>あなたの受付嬢がランク{rank}に上がった。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>— The game began: you are the start player —</source>
        <extracomment>log line, the reader&apos;s own move or a shared win &apos;opening:you&apos;</extracomment>
        <translation>— ゲーム開始：スタートプレイヤーはあなた —</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+6"/>
        <source>Controlled areas</source>
        <extracomment>score part &apos;areas&apos;</extracomment>
        <translation>支配エリア</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Tiles, treasures, regalia chips</source>
        <extracomment>score part &apos;items&apos;</extracomment>
        <translation>タイル・宝物チップ・レガリアチップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Played cards</source>
        <extracomment>score part &apos;cards&apos;</extracomment>
        <translation>プレイ済みのカード</translation>
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
        <translation>バハムート級ギルド</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Dragon-class guild</source>
        <extracomment>guild rank &apos;dragon&apos;</extracomment>
        <translation>ドラゴン級ギルド</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Wyvern-class guild</source>
        <extracomment>guild rank &apos;wyvern&apos;</extracomment>
        <translation>ワイヴァーン級ギルド</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Lizardman-class guild</source>
        <extracomment>guild rank &apos;lizardman&apos;</extracomment>
        <translation>リザードマン級ギルド</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Snake-class guild</source>
        <extracomment>guild rank &apos;snake&apos;</extracomment>
        <translation>スネイク級ギルド</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+6"/>
        <source>a ★{stars} tile</source>
        <extracomment>a tile or chip in words &apos;stars&apos;; keep {stars} as they are</extracomment>
        <translation>★{stars}のタイル</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>an abyss</source>
        <extracomment>a tile or chip in words &apos;abyss&apos;</extracomment>
        <translation>奈落の穴</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>the boss ({stars}★)</source>
        <extracomment>a tile or chip in words &apos;boss&apos;; keep {stars} as they are</extracomment>
        <translation>ボス（{stars}★）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Treasure chip ({fame} fame)</source>
        <extracomment>a tile or chip in words &apos;treasure&apos;; keep {fame} as they are</extracomment>
        <translation>宝物チップ（名声{fame}）</translation>
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
        <translation>第{ring}環の{direction}</translation>
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
        <translation>北東</translation>
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
        <translation>北西</translation>
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
        <translation>南西</translation>
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
        <translation>南東</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="-168"/>
        <source>Choose</source>
        <extracomment>any other decision</extracomment>
        <translation>選んでください</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Waiting for {player}…</source>
        <extracomment>another player decides; keep {player} as they are</extracomment>
        <translation>{player}を待っています…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>{prompt} ({picked} chosen so far)</source>
        <extracomment>a prompt asking for several picks; keep {prompt}, {picked} as they are</extracomment>
        <translation>{prompt}（ここまでに{picked}枚）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+1"/>
        <source>Finish phase, lap {lap} of 2</source>
        <extracomment>the finish phase&apos;s lap; keep {lap} as they are</extracomment>
        <translation>フィニッシュフェイズ 2周中{lap}周目</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is over</source>
        <extracomment>refusal or warning &apos;game_over&apos; (engine)</extracomment>
        <translation>ゲームは終了しました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answer the question first</source>
        <extracomment>refusal or warning &apos;answer_first&apos; (engine)</extracomment>
        <translation>先に質問に答えてください</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No adventurer is left in your tavern</source>
        <extracomment>refusal or warning &apos;no_adventurer&apos; (engine)</extracomment>
        <translation>冒険者の酒場に冒険者チップが残っていません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That area is already controlled</source>
        <extracomment>refusal or warning &apos;area_taken&apos; (engine)</extracomment>
        <translation>そのエリアはすでに支配エリアです</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no tile to explore there</source>
        <extracomment>refusal or warning &apos;no_tile&apos; (engine)</extracomment>
        <translation>そこには探索できる迷宮タイルがありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An abyss cannot be explored</source>
        <extracomment>refusal or warning &apos;abyss&apos; (engine)</extracomment>
        <translation>奈落の穴は探索の対象にできません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may explore only the outer ring or next to your own areas</source>
        <extracomment>refusal or warning &apos;not_reachable&apos; (engine)</extracomment>
        <translation>探索できるのはマップの外周か、自分の支配エリアに隣接しているタイルだけです</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build needs one of your adventurers on the map and {cost} gold</source>
        <extracomment>refusal or warning &apos;cannot_build&apos; (engine); keep {cost} as they are</extracomment>
        <translation>建設にはマップ上の自分の冒険者チップと{cost}ゴールドが必要です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may build only on an area with one of your adventurers</source>
        <extracomment>refusal or warning &apos;build_not_yours&apos; (engine)</extracomment>
        <translation>建設できるのは自分の冒険者チップがあるエリアだけです</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That area is already a base</source>
        <extracomment>refusal or warning &apos;already_base&apos; (engine)</extracomment>
        <translation>そのエリアはすでに拠点です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A base here costs {cost} gold; you have {gold}</source>
        <extracomment>refusal or warning &apos;build_cost&apos; (engine); keep {cost}, {gold} as they are</extracomment>
        <translation>ここを拠点化するには{cost}ゴールドかかります（所持：{gold}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The play condition of {card} is not met</source>
        <extracomment>refusal or warning &apos;condition&apos; (engine); keep {card} as they are</extracomment>
        <translation>{card}のプレイ条件を満たしていません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot pay for {card}</source>
        <extracomment>refusal or warning &apos;cannot_pay&apos; (engine); keep {card} as they are</extracomment>
        <translation>{card}のコストを支払えません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That potion action is taken, blocked or too dear this round</source>
        <extracomment>refusal or warning &apos;potion_space&apos; (engine)</extracomment>
        <translation>その秘薬アクションは、このラウンドは使用済みか使用不可、またはポーションが足りません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That special action was used this round or cannot be paid</source>
        <extracomment>refusal or warning &apos;special_used&apos; (engine)</extracomment>
        <translation>その特別アクションは、このラウンドは使用済みか、コストを支払えません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not an option now</source>
        <extracomment>refusal or warning &apos;not_now&apos; (engine)</extracomment>
        <translation>今はそれを行えません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not paying puts a 2 on your altar of revival: −2 fame at the end</source>
        <extracomment>refusal or warning &apos;altar&apos; (engine)</extracomment>
        <translation>支払わないと復活の祭壇に「2」の数字チップが置かれます：ゲーム終了時に名声−2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass now? You could still take {count} actions</source>
        <extracomment>refusal or warning &apos;pass_early&apos; (engine); keep {count} as they are</extracomment>
        <translation>パスしますか？ まだ{count}種類のアクションを行えます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell {card} for {gold} gold</source>
        <extracomment>what an option does and costs, &apos;preview_sell&apos; (engine); keep {card}, {gold} as they are</extracomment>
        <translation>{card}を売却して{gold}ゴールドを得る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell a potion for {gold} gold</source>
        <extracomment>what an option does and costs, &apos;preview_sell_potion&apos; (engine); keep {gold} as they are</extracomment>
        <translation>ポーション1つを売却して{gold}ゴールドを得る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay {gold} gold and {power} power for the price of {cost} gold (a power pays 5 gold). You have {have_gold} gold and {have_power} power</source>
        <extracomment>what an option does and costs, &apos;preview_pay&apos; (engine); keep {gold}, {power}, {cost}, {have_gold}, {have_power} as they are</extracomment>
        <translation>費用{cost}ゴールドのうち、{gold}ゴールドと{power}パワーを払う（1パワーは5ゴールド分）。所持：{have_gold}ゴールド、{have_power}パワー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use the flash chip: the price is {cost} gold; pay {gold} gold and {power} power. You have {have_gold} gold and {have_power} power</source>
        <extracomment>what an option does and costs, &apos;preview_pay_flash&apos; (engine); keep {cost}, {gold}, {power}, {have_gold}, {have_power} as they are</extracomment>
        <translation>一閃チップを使う：費用は{cost}ゴールド。{gold}ゴールドと{power}パワーを払う。所持：{have_gold}ゴールド、{have_power}パワー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explore the boss (★{stars}, neighbours ★{near}): {cost} gold; if you do not pay it goes back face down. You have {have_gold} gold and {have_power} power</source>
        <extracomment>what an option does and costs, &apos;preview_explore_boss&apos; (engine); keep {stars}, {near}, {cost}, {have_gold}, {have_power} as they are</extracomment>
        <translation>ボスタイルを探索（★{stars}、隣接★{near}）：{cost}ゴールド。支払わなければ裏向きで元の場所に戻ります。所持：{have_gold}ゴールド、{have_power}パワー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explore this ★{stars} tile (neighbours ★{near}): {cost} gold for {fame} fame at the end. You have {have_gold} gold and {have_power} power</source>
        <extracomment>what an option does and costs, &apos;preview_explore&apos; (engine); keep {stars}, {near}, {cost}, {fame}, {have_gold}, {have_power} as they are</extracomment>
        <translation>この★{stars}の迷宮タイルを探索（隣接★{near}）：{cost}ゴールド、ゲーム終了時に名声{fame}。所持：{have_gold}ゴールド、{have_power}パワー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explore this face-down tile (neighbours ★{near}): {low} to {high} gold by its face; an abyss counts as a blank tile. You have {have_gold} gold and {have_power} power</source>
        <extracomment>what an option does and costs, &apos;preview_explore_down_blank&apos; (engine); keep {near}, {low}, {high}, {have_gold}, {have_power} as they are</extracomment>
        <translation>この裏向きの迷宮タイルを探索（隣接★{near}）：表側により{low}～{high}ゴールド。奈落の穴は無地タイルとして扱います。所持：{have_gold}ゴールド、{have_power}パワー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explore this face-down tile (neighbours ★{near}): {low} to {high} gold by its face, or an abyss, which ends the explore (an extra turn after a common action). You have {have_gold} gold and {have_power} power</source>
        <extracomment>what an option does and costs, &apos;preview_explore_down&apos; (engine); keep {near}, {low}, {high}, {have_gold}, {have_power} as they are</extracomment>
        <translation>この裏向きの迷宮タイルを探索（隣接★{near}）：表側により{low}～{high}ゴールド。奈落の穴なら探索は終了します（共通アクションなら追加の手番）。所持：{have_gold}ゴールド、{have_power}パワー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a base here: {cost} gold ({bases} bases next to it add 5 each); the area&apos;s {fame} fame counts twice. You have {have_gold} gold</source>
        <extracomment>what an option does and costs, &apos;preview_build&apos; (engine); keep {cost}, {bases}, {fame}, {have_gold} as they are</extracomment>
        <translation>ここを拠点化：{cost}ゴールド（隣接する拠点{bases}個につき+5）。このエリアの名声{fame}が2倍になります。所持：{have_gold}ゴールド</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play {card}: {gold} gold (power may pay, 5 gold each), {production} gold production, {potions} potions, {tiles} tiles. You have {have_gold} gold, {have_power} power, {have_potions} potions, {have_tiles} tiles</source>
        <extracomment>what an option does and costs, &apos;preview_play_power&apos; (engine); keep {card}, {gold}, {production}, {potions}, {tiles}, {have_gold}, {have_power}, {have_potions}, {have_tiles} as they are</extracomment>
        <translation>{card}をプレイ：{gold}ゴールド（パワー1につき5ゴールドとして支払い可）、ゴールドの生産力{production}、ポーション{potions}、迷宮タイル{tiles}枚。所持：{have_gold}ゴールド、{have_power}パワー、ポーション{have_potions}、迷宮タイル{have_tiles}枚</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play {card}: {gold} gold, {production} gold production, {potions} potions, {tiles} tiles. You have {have_gold} gold, {have_potions} potions, {have_tiles} tiles</source>
        <extracomment>what an option does and costs, &apos;preview_play&apos; (engine); keep {card}, {gold}, {production}, {potions}, {tiles}, {have_gold}, {have_potions}, {have_tiles} as they are</extracomment>
        <translation>{card}をプレイ：{gold}ゴールド、ゴールドの生産力{production}、ポーション{potions}、迷宮タイル{tiles}枚。所持：{have_gold}ゴールド、ポーション{have_potions}、迷宮タイル{have_tiles}枚</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Potion action {slot}: {potions} potions. You have {have_potions} potions</source>
        <extracomment>what an option does and costs, &apos;preview_potion&apos; (engine); keep {slot}, {potions}, {have_potions} as they are</extracomment>
        <translation>秘薬アクション{slot}：ポーション{potions}。所持：ポーション{have_potions}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Special action: {gold} gold, {power} power, {potions} potions, {tiles} tiles, once this round. You have {have_gold} gold, {have_power} power, {have_potions} potions, {have_tiles} tiles</source>
        <extracomment>what an option does and costs, &apos;preview_special&apos; (engine); keep {gold}, {power}, {potions}, {tiles}, {have_gold}, {have_power}, {have_potions}, {have_tiles} as they are</extracomment>
        <translation>特別アクション：{gold}ゴールド、{power}パワー、ポーション{potions}、迷宮タイル{tiles}枚（1ラウンドに1回）。所持：{have_gold}ゴールド、{have_power}パワー、ポーション{have_potions}、迷宮タイル{have_tiles}枚</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Develop {count} affinities: {gold} gold, {power} power, {potions} potions; draw {count} events, gain {count} adventurers; receptionist rank {rank}. You have {have_gold} gold, {have_power} power, {have_potions} potions</source>
        <extracomment>what an option does and costs, &apos;preview_develop&apos; (engine); keep {count}, {gold}, {power}, {potions}, {rank}, {have_gold}, {have_power}, {have_potions} as they are</extracomment>
        <translation>好感度{count}つを発展：{gold}ゴールド、{power}パワー、ポーション{potions}。イベントカード{count}枚を引き、冒険者チップ{count}枚を得て、受付嬢はランク{rank}。所持：{have_gold}ゴールド、{have_power}パワー、ポーション{have_potions}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../desktop/games/guild_masters/strings.py" line="+144"/>
        <source>Ties: most bases, then most controlled areas, then most events played.</source>
        <extracomment>the tie-break, on the end page</extracomment>
        <translation>同点の場合：拠点の数、次に支配エリアの数、次にプレイ済みのイベントカードの枚数。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Choose your receptionist</source>
        <extracomment>lesson step 1 (receptionist): its title</extracomment>
        <translation>受付嬢を選ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each guild has a receptionist at its counter. Pick one of the two encounter cards: her starting funds and production are yours, and her effects grow as she ranks up.</source>
        <extracomment>lesson step 1 (receptionist): what to do and why</extracomment>
        <translation>どのギルドにも受付嬢がいます。2枚の出会いカードから1枚を選びましょう。その初期資金と生産力があなたのものになり、受付嬢の効果はランクアップで強くなります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose one of the two encounter cards.</source>
        <extracomment>lesson step 1 (receptionist): said when another move is tried</extracomment>
        <translation>2枚の出会いカードから1枚を選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap event cards</source>
        <extracomment>lesson step 2 (swap): its title</extracomment>
        <translation>イベントカードの入れ替え</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You were dealt 8 event cards and 2 regalia. You may swap up to 5 event cards for new ones; for a first game keep them: choose Done.</source>
        <extracomment>lesson step 2 (swap): what to do and why</extracomment>
        <translation>イベントカード8枚とレガリアカード2枚が配られました。イベントカードを5枚まで入れ替えられますが、初めてのゲームではそのままにしましょう：「完了」を選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose Done to keep the cards you were dealt.</source>
        <extracomment>lesson step 2 (swap): said when another move is tried</extracomment>
        <translation>配られたカードのままにするには「完了」を選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep your hand</source>
        <extracomment>lesson step 3 (keep): its title</extracomment>
        <translation>手札を決める</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each event card you keep costs 3 gold from your starting funds; regalia are free. Pick the cards you like, then choose Done.</source>
        <extracomment>lesson step 3 (keep): what to do and why</extracomment>
        <translation>保持するイベントカードは1枚につき初期資金から3ゴールドかかります。レガリアカードは無料です。好きなカードを選び、「完了」を選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the cards you want, then choose Done.</source>
        <extracomment>lesson step 3 (keep): said when another move is tried | lesson step 12 (gather): said when another move is tried</extracomment>
        <translation>残したいカードを選び、「完了」を選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose her face</source>
        <extracomment>lesson step 4 (face): its title</extracomment>
        <translation>受付嬢の面を選ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A receptionist has two faces for all three ranks: the brown front suits playing event cards, the blue back suits exploring. Choose one.</source>
        <extracomment>lesson step 4 (face): what to do and why</extracomment>
        <translation>受付嬢には3つのランクに共通の2つの面があります。表面（茶）はイベントカードのプレイに、裏面（青）は探索に向いています。どちらかを選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the front or the back of your receptionist.</source>
        <extracomment>lesson step 4 (face): said when another move is tried</extracomment>
        <translation>受付嬢の表面か裏面を選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explore the labyrinth</source>
        <extracomment>lesson step 5 (explore): its title</extracomment>
        <translation>迷宮を探索する</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exploring sends an adventurer from your tavern into the labyrinth: choose a tile on the outer ring of the map. The face-up ★1 tile on the west edge brings 6 gold.</source>
        <extracomment>lesson step 5 (explore): what to do and why</extracomment>
        <translation>探索では冒険者の酒場から冒険者を迷宮へ送ります。マップの外周のタイルを選びましょう。西の端の表向きの★1のタイルは6ゴールドをもたらします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explore a tile on the outer ring: drag an adventurer onto it, or double-click it.</source>
        <extracomment>lesson step 5 (explore): said when another move is tried</extracomment>
        <translation>外周のタイルを探索してください：冒険者をそこへドラッグするか、タイルをダブルクリックします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay the explore cost</source>
        <extracomment>lesson step 6 (explore_cost): its title</extracomment>
        <translation>探索コストを支払う</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cost is 5 gold for each star of the tile and of its neighbours, and never less than 10. Power may pay 5 gold each. Pay it, and the tile, its reward and the area are yours; the miasma drops by its stars.</source>
        <extracomment>lesson step 6 (explore_cost): what to do and why</extracomment>
        <translation>コストは、タイルと隣接タイルの★1個につき5ゴールドで、10未満にはなりません。1パワーは5ゴールドぶんとして払えます。支払えばタイル、その獲得物、エリアがあなたのものになり、瘴気濃度が★の数だけ下がります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay the cost: declining puts a 2 on your altar of revival.</source>
        <extracomment>lesson step 6 (explore_cost): said when another move is tried</extracomment>
        <translation>コストを支払ってください。支払わないと復活の祭壇に「2」が置かれます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your adventurer holds the area. For 15 gold (5 more for each base next to it) you turn the chip into a base: the area&apos;s fame counts twice at the end, and you gain a potion whenever an area next to it is explored.</source>
        <extracomment>lesson step 7 (build): what to do and why</extracomment>
        <translation>冒険者がエリアを支配しています。15ゴールド（隣接する拠点1個につき＋5）で、チップを拠点にできます。ゲーム終了時にそのエリアの名声が2倍になり、隣接エリアが探索されるたびに1ポーションを得ます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a base on the area you just explored.</source>
        <extracomment>lesson step 7 (build): said when another move is tried</extracomment>
        <translation>今探索したエリアを拠点化してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Develop an affinity</source>
        <extracomment>lesson step 8 (develop): its title</extracomment>
        <translation>好感度を解放する</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Developing pays an affinity&apos;s cost and moves its adventurer chip to your tavern: one more adventurer for exploring, and an event card drawn. At 2 and 5 affinities your receptionist ranks up.</source>
        <extracomment>lesson step 8 (develop): what to do and why</extracomment>
        <translation>発展では好感度のコストを支払い、その冒険者チップを冒険者の酒場へ移します。探索に出られる冒険者が1人増え、イベントカードを1枚引きます。好感度が2個と5個になると受付嬢がランクアップします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Develop: unlock an affinity on your guild board.</source>
        <extracomment>lesson step 8 (develop): said when another move is tried</extracomment>
        <translation>発展してください：ギルドボードの好感度を解放します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use a potion action</source>
        <extracomment>lesson step 9 (potion): its title</extracomment>
        <translation>秘薬アクションを使う</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The potion actions on the main board turn potions into gold, power and more. Each one can be used once a round, by the first to take it.</source>
        <extracomment>lesson step 9 (potion): what to do and why</extracomment>
        <translation>メインボードの秘薬アクションは、ポーションをゴールドやパワーなどに変えます。各秘薬アクションは1ラウンドに1回、早い者勝ちで使えます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use one of the potion actions.</source>
        <extracomment>lesson step 9 (potion): said when another move is tried</extracomment>
        <translation>秘薬アクションを1つ使ってください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play an event card</source>
        <extracomment>lesson step 10 (event): its title</extracomment>
        <translation>イベントカードをプレイする</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An event card needs its play condition met and its cost paid. Ancient Cogwheel has no condition: it gives 1 power, draws a card and moves civilisation forward, towards the end of the game.</source>
        <extracomment>lesson step 10 (event): what to do and why</extracomment>
        <translation>イベントカードはプレイ条件を満たし、コストを支払うとプレイできます。古代の歯車には条件がありません。1パワーを得てカードを1枚引き、文明を進めます。文明が進むとゲームの終わりが近づきます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play Ancient Cogwheel from your hand.</source>
        <extracomment>lesson step 10 (event): said when another move is tried</extracomment>
        <translation>手札の古代の歯車をプレイしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When you are done for the round, pass: your turns are skipped until the round ends. When everyone has passed, the production phase gives everyone their production and the season&apos;s bonus.</source>
        <extracomment>lesson step 11 (pass): what to do and why</extracomment>
        <translation>このラウンドにやることがなくなったらパスします。ラウンドが終わるまで手番は飛ばされます。全員がパスすると、生産フェイズで全員が生産力と季節の追加生産物を得ます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass to end your round.</source>
        <extracomment>lesson step 11 (pass): said when another move is tried</extracomment>
        <translation>パスしてこのラウンドを終えてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gather information</source>
        <extracomment>lesson step 12 (gather): its title</extracomment>
        <translation>情報収集</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Production has paid you and a new round has begun. Its information gathering phase shows you the top 4 event cards: each you keep costs 3 gold. Keep any, then choose Done.</source>
        <extracomment>lesson step 12 (gather): what to do and why</extracomment>
        <translation>生産で資源を得て、新しいラウンドが始まりました。情報収集フェイズでは山札の上から4枚のイベントカードを見て、1枚3ゴールドで手札に加えられます。好きなだけ選び、「完了」を選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last turn</source>
        <extracomment>lesson step 13 (finish): its title</extracomment>
        <translation>最後の手番</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When civilisation and miasma meet, the round stops and everyone takes two more turns: the finish phase. This is your last one. A base on your other area doubles its fame; then the game is scored: receptionist, areas, tiles and treasures, cards, and the altar&apos;s penalty.</source>
        <extracomment>lesson step 13 (finish): what to do and why</extracomment>
        <translation>文明と瘴気濃度が隣接するとラウンドは止まり、全員があと2回ずつ手番を行います。これがフィニッシュフェイズで、今があなたの最後の手番です。もう1つのエリアを拠点化すれば名声が2倍になります。その後、受付嬢、支配エリア、タイルと宝物、カード、復活の祭壇のペナルティで最終得点計算をします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a base on your other area for double fame.</source>
        <extracomment>lesson step 13 (finish): said when another move is tried</extracomment>
        <translation>もう1つのエリアを拠点化して名声を2倍にしてください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Later: the civilisation and miasma markers have met, and the finish phase has come.</source>
        <extracomment>lesson: said where the lesson skips ahead</extracomment>
        <translation>しばらく後：文明チップと瘴気濃度チップが隣接し、フィニッシュフェイズになりました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Well done!</source>
        <extracomment>lesson: title at its end</extracomment>
        <translation>お見事！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have played a whole round and the end of a game. The Rules window (F1) explains every rule; start a new game when you are ready.</source>
        <extracomment>lesson: text at its end</extracomment>
        <translation>1ラウンドとゲームの終わりを体験しました。ルールウィンドウ（F1）ですべてのルールを確認できます。準備ができたら新しいゲームを始めましょう。</translation>
    </message>
    <message>
        <location filename="../desktop/games/guild_masters/board.py" line="+35"/>
        <source>start player</source>
        <translation>スタートプレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passed</source>
        <translation>パス済み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} · {face} · rank {rank}</source>
        <translation>{name}・{face}・ランク{rank}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No receptionist yet</source>
        <translation>まだ受付嬢がいません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gold_name} {gold} (+{gold_prod}) · {power_name} {power} (+{power_prod}) · {potion_name} {potion} (+{potion_prod})</source>
        <translation>{gold_name} {gold}（+{gold_prod}）・{power_name} {power}（+{power_prod}）・{potion_name} {potion}（+{potion_prod}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand: {events} events, {regalia} regalia</source>
        <translation>手札：イベント{events}枚、レガリア{regalia}枚</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tavern: {count} adventurers</source>
        <translation>酒場：冒険者{count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag an adventurer onto a lit tile of the map to explore it</source>
        <translation>冒険者をマップの光っているタイルにドラッグすると探索します</translation>
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
        <translation>タグ：{tags}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiles {tiles} · treasures {treasures} · regalia chips {chips}</source>
        <translation>タイル{tiles}・宝物チップ{treasures}・レガリアチップ{chips}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{civ_name} {civ} · {miasma_name} {miasma}</source>
        <translation>{civ_name} {civ}・{miasma_name} {miasma}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The civilisation chip climbs, the miasma level chip falls: when they stand next to each other on the miasma track, the finish phase begins</source>
        <translation>文明チップは進み、瘴気濃度チップは下がる：瘴気トラック上で2枚が隣接すると、フィニッシュフェイズに移行する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} · {season} · event deck {deck} · discards {discard}</source>
        <translation>ラウンド{round}・{season}・イベントの山札{deck}・捨て札{discard}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{slot}: {potions}</source>
        <translation>{slot}：{potions}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tracks met: the finish phase is coming</source>
        <translation>チップが隣接した：まもなくフィニッシュフェイズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FINISH PHASE · lap {lap} of 2</source>
        <translation>フィニッシュフェイズ・2周中{lap}周目</translation>
    </message>
    <message>
        <location filename="../desktop/games/guild_masters/end_details.py" line="+17"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds played: {rounds}.</source>
        <translation>ラウンド数：{rounds}。</translation>
    </message>
    <message>
        <location filename="../desktop/games/guild_masters/items.py" line="+10"/>
        <source>{count} adventurers</source>
        <translation>冒険者{count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kept</source>
        <translation>残した</translation>
    </message>
    <message>
        <location filename="../desktop/games/guild_masters/labyrinth/words.py" line="-2"/>
        <source>Boss</source>
        <translation>ボス</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Floating Lab</source>
        <translation>浮遊ラボ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Labyrinth</source>
        <translation>迷宮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrow keys move over the areas, Enter chooses, Escape clears; wheel or pinch zooms, drag pans, F fits the map</source>
        <translation>矢印キーでエリアを移動、Enterで選択、Escapeで解除。ホイールかピンチで拡大縮小、ドラッグで移動、Fで全体を表示</translation>
    </message>
    <message>
        <location filename="../desktop/games/guild_masters/options_form.py" line="-13"/>
        <source>Rules as published; map and cards original to Kotatsu</source>
        <translation>ルールは原作どおり。マップとカードはこたつのオリジナル</translation>
    </message>
    <message>
        <location filename="../desktop/games/guild_masters/table.py" line="-106"/>
        <source>Nothing to do with that card now.</source>
        <translation>今そのカードでできることはありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand — {name}</source>
        <translation>手札 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards you look at (keep at 3 gold each)</source>
        <translation>見ているカード（1枚3ゴールドで残せます）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} · {season} · {phase} · {name}</source>
        <translation>ラウンド{round}・{season}・{phase}・{name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} · {season} · {phase}</source>
        <translation>ラウンド{round}・{season}・{phase}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The labyrinth</source>
        <translation>迷宮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regalia board</source>
        <translation>レガリアボード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell the selected card (Del)</source>
        <translation>選んだカードを売却（Del）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An event sells for 1 gold, a regalia for 3</source>
        <translation>イベントは1ゴールド、レガリアは3ゴールドで売却できます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a card of your hand to sell first.</source>
        <translation>先に売却する手札のカードを選んでください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot sell now.</source>
        <translation>今は売却できません。</translation>
    </message>
    <message>
        <location filename="../desktop/games/guild_masters/setup_tips.py" line="+15"/>
        <source>{face}: {text}</source>
        <translation>{face}：{text}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank {rank}: {text}</source>
        <translation>ランク{rank}：{text}</translation>
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
        <location filename="../desktop/games/heart_of_crown/options_form.py" line="-60"/>
        <location filename="../desktop/games/heart_of_crown/table.py" line="-134"/>
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
        <location filename="../desktop/games/heart_of_crown/table.py" line="+9"/>
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
        <location filename="../desktop/games/heart_of_crown/options_form.py" line="+10"/>
        <source>Attending Maid</source>
        <extracomment>glossary &apos;attending_maid&apos;; Japanese: お付きの侍女; The pile of five different Attending Maids, bought as one kind.</extracomment>
        <translation>お付きの侍女</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/options_form.py" line="-13"/>
        <location line="+40"/>
        <source>Handicap</source>
        <extracomment>glossary &apos;handicap&apos;; Japanese: ハンディキャップ; Variant: Court Maids replace Apprentice Maids in a starting deck.</extracomment>
        <translation>ハンディキャップ</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>{card} is a succession card: it is never played. In the second phase, drop it on your domain to set it.</source>
        <extracomment>refusal &apos;succession_not_played&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>{card}は継承権カードなので、プレイはできません。セカンドフェイズに直轄地へドロップしてセットします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} is a calamity: it is never played.</source>
        <extracomment>refusal &apos;calamity_not_played&apos; of a card gesture (engine); keep {card} as they are</extracomment>
        <translation>{card}は災いカードなので、プレイはできません。</translation>
    </message>
    <message>
        <location line="+18"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+300"/>
        <source>You still have 1 coin. Click “End turn” again to end it.</source>
        <extracomment>warning &apos;coins_left:1&apos; before a move</extracomment>
        <translation>まだ1コイン残っています。終えるにはもう一度「ターン終了」を押してください。</translation>
    </message>
    <message>
        <location line="+126"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="-152"/>
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
        <translation>カードにリンクがあると、そのあとにもう1枚プレイできます。農村にはリンクがあるので続けられます。農村をすべてプレイしてコインを集めましょう。見習い侍女はプレイできません。もうプレイできるカードがなくなると、メインフェイズは自動的に終わります。</translation>
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
        <translation>擁立に必要なコイン</translation>
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
        <translation>お見事！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You know a whole turn of Heart of Crown: play cards along their links, then in the second phase buy, back a princess or set succession cards, and declare a coronation at 20 points. Now start a real game, or read the rules.</source>
        <extracomment>lesson: text at its end</extracomment>
        <translation>これでハートオブクラウンのターンの流れがわかりました。リンクをつないでカードをプレイし、セカンドフェイズでは購入・擁立・継承権カードのセットのどれかを行い、20点で戴冠式を宣言します。さあ、本番のゲームを始めるか、ルールを読んでみましょう。</translation>
    </message>
    <message>
        <location line="-346"/>
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
        <location line="+34"/>
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
        <location filename="data_strings.py" line="-148"/>
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
        <location line="+6"/>
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
        <location line="-126"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+9"/>
        <source>Game over</source>
        <extracomment>phase &apos;over&apos;</extracomment>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>It is not your turn.</source>
        <extracomment>refusal &apos;not_your_turn&apos; of a card gesture (engine)</extracomment>
        <translation>今はあなたのターンではありません。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>That does nothing.</source>
        <extracomment>refusal &apos;nothing&apos; of a card gesture (engine)</extracomment>
        <translation>そこに置いても何も起きません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/heart_of_crown/strings.py" line="+313"/>
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
        <translation>{n}枚・一番上のカードから</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck — {name}</source>
        <translation>山札 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards: {n} · you know what is in your deck, not its order: sorted by cost</source>
        <translation>{n}枚・山札の中身はわかりますが、順番はわかりません：コスト順</translation>
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
        <location filename="../desktop/games/heart_of_crown/princess_lines.py" line="+13"/>
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
    <message>
        <location line="+12"/>
        <source>Lulunasaika</source>
        <translation>ルルナサイカ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laolily</source>
        <translation>ラオリリ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Klamklam</source>
        <translation>クラムクラム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bergamotte</source>
        <translation>ベルガモット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flammaria</source>
        <translation>フラマリア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rain &amp; Sion</source>
        <translation>レイン＆シオン</translation>
    </message>
</context>
<context>
    <name>kotatsu</name>
    <message>
        <location filename="data_strings.py" line="-2704"/>
        <location filename="../desktop/base/i18n.py" line="+77"/>
        <source>Kotatsu</source>
        <translation>こたつ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/base/i18n.py" line="+1"/>
        <source>Language</source>
        <extracomment>app string &apos;language&apos;</extracomment>
        <translation>言語</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/base/i18n.py" line="+1"/>
        <source>Player {number}</source>
        <extracomment>app string &apos;player&apos;; keep {number} as they are</extracomment>
        <translation>プレイヤー{number}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/base/i18n.py" line="+1"/>
        <source>You</source>
        <extracomment>app string &apos;you&apos;</extracomment>
        <translation>あなた</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/base/i18n.py" line="+1"/>
        <source>Human</source>
        <extracomment>app string &apos;human&apos;</extracomment>
        <translation>人間</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/base/i18n.py" line="+1"/>
        <source>AI {number}</source>
        <extracomment>app string &apos;ai_seat&apos;; keep {number} as they are</extracomment>
        <translation>AI {number}</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../desktop/base/i18n.py" line="+13"/>
        <source>AI: Easy</source>
        <extracomment>AI opponent &apos;easy&apos; in the new-game dialog</extracomment>
        <translation>AI：やさしい</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/base/i18n.py" line="+1"/>
        <source>AI: Steady</source>
        <extracomment>AI opponent &apos;baseline&apos; in the new-game dialog</extracomment>
        <translation>AI：堅実</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/base/i18n.py" line="+1"/>
        <source>AI: Normal</source>
        <oldsource>AI: simple</oldsource>
        <extracomment>AI opponent &apos;normal&apos; in the new-game dialog</extracomment>
        <translation>AI：ふつう</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/base/i18n.py" line="+1"/>
        <source>AI: Hard</source>
        <oldsource>AI: easy</oldsource>
        <extracomment>AI opponent &apos;hard&apos; in the new-game dialog</extracomment>
        <translation>AI：むずかしい</translation>
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
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../desktop/base/i18n.py" line="+23"/>
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
        <translation>単純な作戦でプレイし、ときどきミスをします</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follows a simple plan without a slip</source>
        <translation>単純な作戦で、ミスなくプレイします</translation>
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
        <translation>セーブデータが破損しています：データ形式の番号がないか、正しくありません。</translation>
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
        <translation>セーブデータが破損しています：シード値がないか、正しくありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This save is damaged: its list of moves is missing or unreadable.</source>
        <translation>セーブデータが破損しています：手順の記録がないか、読み取れません。</translation>
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
        <location line="+2"/>
        <source>Kotatsu cannot open its window because there is no display (neither DISPLAY nor WAYLAND_DISPLAY is set); start it in a desktop session</source>
        <translation>画面が見つからないため（DISPLAY も WAYLAND_DISPLAY も設定されていません）、こたつのウィンドウを開けません。デスクトップのセッションで起動してください</translation>
    </message>
    <message>
        <location filename="../desktop/base/log_grammar.py" line="+18"/>
        <source>you</source>
        <extracomment>The viewer inside a sentence (&quot;… cost 1 less for you&quot;, &quot;gave Kagari to you&quot;).</extracomment>
        <translation>あなた</translation>
    </message>
</context>
<context>
    <name>tanto_cuore</name>
    <message>
        <location filename="data_strings.py" line="+2982"/>
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
        <translation>各ターン、ドローを持つメイドに初めてご奉仕してもらったとき、ご奉仕+1。</translation>
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
        <translation>各ターン、ドローを持つメイドに初めてご奉仕してもらったとき、さらにカードを1枚引く。</translation>
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
        <translation>{card}：はあと+1と雇用+1のどちらにしますか？</translation>
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
        <translation>{card}：カードを1枚捨てますか？&#x3000;捨てると、手札が4枚以上の他のプレイヤーも1枚ずつ捨てます。</translation>
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
        <translation>{card}にご奉仕してもらう</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+1"/>
        <source>Make {card} a chambermaid</source>
        <extracomment>button for actions of kind &apos;chamber&apos;; keep {card} as they are</extracomment>
        <translation>{card}をそば仕えにする</translation>
    </message>
    <message>
        <location line="+104"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+67"/>
        <source>VP on cards</source>
        <extracomment>score source &apos;cards&apos;</extracomment>
        <translation>カードのVP</translation>
    </message>
    <message>
        <location line="-102"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="-66"/>
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
        <translation>{card}を受け取る</translation>
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
        <translation>{player}は{card}にご奉仕してもらった</translation>
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
        <location line="+6"/>
        <location filename="../desktop/games/tanto_cuore/strings.py" line="+6"/>
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
        <translation>{card}のコストははあと{cost}です（手持ちのはあと：{love}）。</translation>
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
        <translation>メイドにご奉仕してもらう</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the serving phase you serve maids from your hand; each costs one serving, and you have 1. Kagari gives Serving +2: drag her onto “Served this turn” (or double-click her).</source>
        <extracomment>lesson step 3 (serve): what to do and why</extracomment>
        <translation>ご奉仕フェイズには手札のメイドにご奉仕してもらいます。1人につきご奉仕1回を使い、今は1回あります。カガリはご奉仕+2：「このターンのご奉仕」へドラッグしましょう（ダブルクリックでも可）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serve Kagari first: she gives back more servings than she costs.</source>
        <extracomment>lesson step 3 (serve): said when another move is tried</extracomment>
        <translation>まずカガリにご奉仕してもらいましょう：使うより多くのご奉仕が戻ります。</translation>
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
        <translation>メイドのボーナスはカードに書いてあります。ジュヌヴィエーヴはドロー+1、はあと+1、ご奉仕+1：ご奉仕してもらいましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serve Genevieve: a card, 1 Love and her serving back.</source>
        <extracomment>lesson step 4 (bonus): said when another move is tried</extracomment>
        <translation>ジュヌヴィエーヴにご奉仕してもらいましょう：カード1枚、はあと1、ご奉仕1回が戻ります。</translation>
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
        <translation>ジュヌヴィエーヴでモワーヌを引きました。モワーヌはドロー+2、雇用+2：このターンは3回雇用できます。モワーヌにご奉仕してもらいましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serve Moine: her 2 extra employs are for later this turn.</source>
        <extracomment>lesson step 5 (more_employs): said when another move is tried</extracomment>
        <translation>モワーヌにご奉仕してもらいましょう：増える2回の雇用はこのターンの後で使います。</translation>
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
        <translation>ご奉仕してもらう代わりに、ご奉仕を使ってメイドをそば仕えにできます。そば仕えは自室に残り、その得点はゲーム終了まで守られます。アジュールはご奉仕1回：自室へドラッグしましょう。</translation>
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
        <translation>お見事！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You know a whole turn of Tanto Cuore: serve maids for their bonuses, make chambermaids, employ with Love, send events, and empty two maid piles to end the game. Now start a real game, or read the rules.</source>
        <extracomment>lesson: text at its end</extracomment>
        <translation>これでたんとくおーれの1ターンがわかりました：メイドにご奉仕してもらってボーナスを得る、そば仕えにする、はあとで雇用する、イベントを送る、メイドの山を2つ空にしてゲームを終える。さあ本番のゲームを始めるか、ルールを読みましょう。</translation>
    </message>
    <message>
        <location filename="../desktop/games/tanto_cuore/end_details.py" line="+18"/>
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
        <location filename="../desktop/games/tanto_cuore/items.py" line="+15"/>
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
        <translation>ランダムに10種類</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick 10 yourself</source>
        <translation>自分で10種類を選ぶ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recommended first town</source>
        <translation>初回プレイ推奨タウン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your 10</source>
        <translation>選んだ10種類</translation>
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
        <translation>4枚を超えたとき（標準）</translation>
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
        <translation>{value}（標準）</translation>
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
        <location filename="../desktop/games/tanto_cuore/quarters.py" line="+19"/>
        <source>{name} — Private Quarters · {vp} VP · hand {hand} · deck {deck} · discard {discard} · employed {employed}</source>
        <translation>{name} — 自室・{vp}VP・手札{hand}・山札{deck}・捨て札{discard}・雇用{employed}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>next hand: {cards} cards</source>
        <translation>次の手札：{cards}枚</translation>
    </message>
    <message>
        <location filename="../desktop/games/tanto_cuore/table.py" line="-27"/>
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
        <translation>{n}枚・一番上のカードから</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck — {name}</source>
        <translation>山札 — {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards: {n} · you know what is in your deck, not its order: sorted</source>
        <translation>{n}枚・山札の中身はわかりますが、順番はわかりません：種類順</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards you look at</source>
        <translation>見ているカード</translation>
    </message>
</context>
</TS>
