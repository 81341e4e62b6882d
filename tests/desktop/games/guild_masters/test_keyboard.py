"""Every option of Guild Masters' decisions can be taken from the keyboard:
a button (Tab, then Space), a card (the arrow keys, then Enter: its one
action), a lit hex (the map's cursor, then Enter) or a card of the hand sold
with Del. Checked at every decision of the human's in the first rounds of a
game, with the move then made by keyboard alone."""
from PySide6.QtCore import Qt

from tests.desktop.keyboard import arrow_to, do, focused, my_turn, press, reachable, start_game, tab_to

DECISIONS = 45


def keyboard_ways(table) -> dict:
    """Each option's keyboard way: those of ``reachable``, and Del for a sale (of the
    hand, or at setup of the events looked at for keeping)."""
    ways = dict(reachable(table))
    for card, action in table._sell_options().items():
        view = next(v for v in (table.hand_view, table.looking_view)
                    if any(item.card == card for item in v.model().items()))
        row = next(r for r, item in enumerate(view.model().items()) if item.card == card)
        ways.setdefault(action, ("sell", view, row))
    return ways


def test_every_option_of_the_first_rounds_has_a_keyboard_way(qtbot, window):
    session, table = start_game(qtbot, window, "guild_masters", 3)
    table.confirm_end_phase = False         # Pass with actions left would ask for a second press
    kinds, sold, used = set(), False, set()
    for step in range(DECISIONS):
        qtbot.waitUntil(lambda: session.human_to_move() == 0 or session.state.decision is None, timeout=20_000)
        if session.state.decision is None:
            break
        my_turn(qtbot, session, table)
        kinds.add(session.state.decision.kind)
        ways = keyboard_ways(table)
        missing = [table.option_shown(a).text for a in table.options() if a not in ways]
        assert not missing, f"no key reaches {missing} ({session.state.decision.kind})"
        # A card answers one option by Enter: a second option of the same card would be out of reach.
        for view in table.card_views():
            for row in range(view.model().rowCount()):
                assert len(view.model().legal_actions(row)) <= 1, view.model().items()[row]
        before = len(session.record.actions)
        sales = [way for way in ways.values() if way[0] == "sell"]
        if sales and not sold:              # one sale by Del, then the game goes on
            sold = True
            _, view, row = sales[0]
            tab_to(view)
            arrow_to(view, row)
            press(Qt.Key.Key_Delete)
        else:
            # by turns a hex, a card, the first way (buttons come first)
            kind = ("cell", "card", None)[step % 3]
            way = next((w for w in ways.values() if w[0] == kind), next(iter(ways.values())))
            used.add(way[0])
            do(qtbot, way)
        qtbot.waitUntil(lambda: len(session.record.actions) > before, timeout=5000)
        assert focused() is not None and table.isAncestorOf(focused())
    assert sold and {"encounter", "turn"} <= kinds, kinds
    assert {"button", "card", "cell"} <= used, used
