"""The prompt and status line on a table of its own: the pay prompt says
the price and each button what it pays (the engine's preview of the
payment), and the status line at game over ends on the phase."""
from desktop.games.guild_masters import GUIDED
from desktop.games.guild_masters.strings import payment_label, phase_name
from desktop.games.guild_masters.table import TablePage
from desktop.shell.rules import TableRules
from engine.ai.agents import make_agent
from engine.games.guild_masters.position import position
from tests.engine.guild_masters.scenario import at


def test_the_explore_cost_prompt_and_buttons_name_the_gold_and_power_paid(qtbot):
    state = at({"content": "standard", "seats": [{"receptionist": "melissa", "gold": 20, "power": 6}]})
    explore = next(o for o in state.decision.options if o[0] == "explore")
    state.apply(explore)
    assert state.decision.kind == "explore_cost"
    price = state.decision.prompt["gold"]
    table = TablePage()
    qtbot.addWidget(table)
    table.animations = False
    table.reset(["Ann", "Bea"], TableRules(lambda: state))
    table.show_view(state.view(0))
    assert f"Pay {price} gold for the explore" in table.prompt.prompt.text()
    pays = [o for o in state.decision.options if o[0] == "pay"]
    assert len(pays) > 1
    for pay in pays:
        gold, power = max(0, price - 5 * pay[1]), pay[1]
        words = [f"{gold} gold"] * bool(gold) + [f"{power} power"] * bool(power)
        assert table.prompt.button(pay).text() == "Pay " + " and ".join(words)
        assert f"price of {price} gold" in table.prompt.button(pay).toolTip()


def test_a_payment_in_gold_alone_or_power_alone_says_only_that():
    assert payment_label("pay", {"gold": 15, "power": 0}) == "Pay 15 gold"
    assert payment_label("pay", {"gold": 0, "power": 3}) == "Pay 3 power"
    assert payment_label("flash", {"gold": 5, "power": 1}) == "Flash chip: Pay 5 gold and 1 power"


def test_the_status_line_at_game_over_has_no_dangling_separator(qtbot):
    """Nobody decides once the game is over: the line ends on the phase, not on " · "."""
    state = position(GUIDED.lesson.stages[-1].start.position)     # the lesson's last turn
    agents = [make_agent("baseline", "guild_masters", seat) for seat in range(2)]
    while state.decision is not None:
        state.apply(agents[state.decision.player].act(state))
    table = TablePage()
    qtbot.addWidget(table)
    table.reset(["Ann", "Bea"], TableRules(lambda: state))
    table.show_view(state.view(0))
    assert table.status.text().endswith(phase_name("over")), table.status.text()
