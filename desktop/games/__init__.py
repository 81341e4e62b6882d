"""The desktop of each game: ``desktop/games/<id>/``, ``<id>`` its GameSpec id.

The shell (``desktop/shell/``) knows no game. It finds a game's package with
``importlib.import_module(f"desktop.games.{spec.id}")`` (``shell.games``)
and uses only these names of it, typed in ``desktop/base/game_contract.py``
(``GameDesktop``, ``GameTable``, ``EndDetails``, ``GameReference``); a table
that mixes in ``desktop.widgets.table_chrome.TableChrome`` also gives it the
hooks ``ChromeHooks`` lists there. ``tests/desktop/games/test_contract.py``
checks every registered game against both, a new one too.

A new game's files: its package here (``__init__`` exporting the names
below, its table, card faces, models, gestures, strings, end details,
options form, log markers, optional lesson and rules reference), its tests
in ``tests/desktop/games/<id>/``. It may import from every floor below it
(``desktop/base``, ``desktop/widgets``, ``desktop/shell``); nothing imports it
but the registry.

``TABLE``
    The table widget class, ``TABLE(parent=None)``, shown while the game is
    played. It has:

    * ``reset(names, rules)``: a new game with these player names (seats in
      order); ``rules`` (``shell.rules.TableRules``) answers why a gesture is
      refused, from the engine, when it is made (what an option means, its
      preview and warning come with the view: ``engine.core.actions.ShownOption``);
    * ``show_view(view, changes)``: show one seat's ``state.view(seat)``;
      ``changes`` is the ``engine.core.protocol.Changes`` of the action just
      taken since the view shown last (the table may show where things went,
      and keep what shows only places it does not name, if the viewer is the
      same: ``engine.core.changes.touched``), or None for "everything";
    * ``set_undo_allowed(bool)``; ``highlight(option)``: light up one option's
      card or button (None: none);
    * ``show_hint(result)``: the engine's hint (``engine.ai.levels.hint``);
      ``show_notice(text)``: a short line for the player;
    * the signal ``chosen(action)``: the viewer chose a legal action by any
      means; ``hint_toggled``, ``undo_requested``, ``save_requested``,
      ``menu_requested`` from its buttons;
    * ``prompt``: the ``PromptPanel`` (``desktop.widgets.prompt_panel``) it
      places; ``log_model``: the ``LogModel`` (``desktop.widgets.log_model``,
      made with the game's log lines) it shows in ``log_view``; ``zoom``: the
      card shown large on hover;
      ``confirm_end_phase`` and ``animations``: the player's settings (ask
      before a move the engine warns about; show where cards went);
      ``read_only``: set for a watched replay (no gesture means anything).
    * optionally the signal ``rules_requested(section)``: the player asks for
      the rules reference ("" for the section that fits the view shown).

``END_DETAILS``
    A widget class for the end page under the winner's name:
    ``show_result(view, names, ending)`` (``ending``: the game_over event);
    optionally ``bought(event)``, what the story counts as a card bought. The
    page's chart samples the state's ``progress()`` scores.

``options_form``
    None, or a widget class ``options_form(spec, seat_rows)`` for the
    new-game dialog in place of the one generated from ``spec.options``
    (``shell.options_form.GeneratedOptionsForm``, same interface): a signal
    ``changed``, ``problem(players) -> str | None`` (what is wrong, in words)
    and ``options(players) -> dict`` (ValueError with the reason in words).
    The dialog's seed row is its own, under Advanced.

``strings``
    The game's words (translated in the context of its id).

``opening_events(state)``, ``resumed_events(state)``
    The log's markers at a game's start and where a resumed game goes on.

``GUIDED`` (optional)
    Defined in the package's ``guided`` module: the start page finds it there
    without importing the package (``shell.games.has_lesson``).
    The game's guided first game, a ``shell.guided.guide.GuidedGame``: its
    lesson (``shell.guided.lesson.Lesson``, loaded from the game's JSON file:
    stages that start from the normal start of a seed or from a prepared
    position, and steps whose moves are matched on ``describe(action)``),
    ``position(data) -> state`` (the engine's builder of prepared positions)
    and ``panel_area(table) -> QRect`` (where on its table the guide panel may
    sit), or None for the bottom right. The start page offers "Learn to play"
    for a game that has one; its texts are translated in the game's context.
Optional: the game's rules reference (``shell.reference_window``; a game
without ``REFERENCE`` simply has no Rules window):

``REFERENCE``
    The path of its reference file (sections in every language, the format of
    ``base.reference_data``).

``reference_section(view)``
    The id of the section F1 opens for the viewer's ``view`` (None: no game
    at the table): the rule of the phase or decision at hand.

``reference_icons()``
    Optional: ``{name: QImage}``, the marks the table paints, which the
    reference's ``{icon:name}`` shows (the legend).
"""
