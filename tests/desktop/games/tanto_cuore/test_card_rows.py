"""A card row whose places did not change keeps its cards (no reset), and is
never stale for it: what ``Changes.places`` leaves out shows the same cards."""
import pytest

from desktop.games.tanto_cuore.items import card_rows
from desktop.games.tanto_cuore.table import TablePage
from desktop.shell.rules import TableRules
from desktop.widgets.roles import LEGAL_ROLE
from engine.ai.agents import make_agent
from engine.core.changes import touched
from engine.games import new_game
from tests.engine.tanto_cuore.scenario import CODEC, table as position


def test_a_row_whose_places_did_not_change_shows_the_same_cards():
    kept = 0
    for seed in (3, 4):
        state = new_game("tanto_cuore", {"players": 3}, seed)
        agents = [make_agent("baseline", "tanto_cuore", seat) for seat in range(3)]
        views = [state.view(seat) for seat in range(3)]
        while state.decision is not None:
            changes = state.apply(agents[state.decision.player].act(state))
            for seat in range(3):
                view = state.view(seat)
                before = card_rows(views[seat])
                for row, (places, items) in card_rows(view).items():
                    if not touched(changes, places):
                        assert items() == before[row][1](), (row, sorted(changes.places))
                        kept += 1
                views[seat] = view
    assert kept > 300


@pytest.fixture
def page(qtbot):
    page = TablePage()
    qtbot.addWidget(page)
    page.animations = False
    page.resize(1280, 800)
    page.show()
    return page


def test_a_maid_served_resets_the_hand_but_not_the_town_whose_marks_still_follow(page):
    state = position(seats={0: {"hand": ["kagari", "love_1", "love_1", "love_1", "love_2"]}})
    page.reset(["Ann", "Bea"], TableRules(lambda: state))
    page.show_view(state.view(0), None)
    resets = {name: [] for name in ("hand", "town", "maids")}
    for name, model in (("hand", page.hand_model), ("town", page.town_model), ("maids", page.maids_model)):
        model.modelReset.connect(lambda resets=resets[name]: resets.append(1))
    maids = page.maids_model
    legal_before = any(maids.index(row, 0).data(LEGAL_ROLE) for row in range(maids.rowCount()))
    changes = state.apply(CODEC.parse("serve kagari"))      # her last serving: maids may be employed now
    assert state.phase == "employ"
    page.show_view(state.view(0), changes)
    assert len(resets["hand"]) == 1 and not resets["town"] and not resets["maids"]
    assert not legal_before and any(maids.index(row, 0).data(LEGAL_ROLE) for row in range(maids.rowCount()))
    page.show_view(state.view(0), None)      # None: anything may have changed
    assert len(resets["maids"]) == 1
