"""The parts every game's table shares: the card list model (under Qt's own
model tester), the card border, the order of the players' strips and the
end details' frame."""
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester
from PySide6.QtWidgets import QLabel, QStyle, QStyleOptionViewItem

from desktop.widgets.card_delegate import EDGE, HINTED, LEGAL, BaseCardDelegate
from desktop.widgets.card_list_model import BaseCardListModel, counted_items
from desktop.widgets.drag_payload import MIME_TYPE
from desktop.widgets.end_details import BaseEndDetails
from desktop.widgets.roles import CAPTION_ROLE, CARD_ROLE, COUNT_ROLE, HINT_ROLE, LEGAL_ROLE, PAYLOAD_ROLE, USER
from desktop.widgets.table_chrome import TableChrome

WARN = QAbstractItemModelTester.FailureReportingMode.Warning
MARK_ROLE = USER + 90


@dataclass(frozen=True)
class Item:
    card: str | None
    count: int | None = None
    source: str = ""
    slot: str | None = None
    caption: str = ""
    caption_fields: tuple = ()


class Model(BaseCardListModel):
    """A card's legal actions: the options whose meaning names it."""

    context = "no_such_context"

    def legal_actions(self, row):
        return [action for action, card in self._choices if card == self._items[row].card]

    def role_values(self, row, item):
        return {MARK_ROLE: f"mark {row}"}


class FixedModel(Model):
    draggable = False


def items(n):
    return [Item(f"c{i}", i or None, "hand" if i % 2 else "", caption="{n} left" if i == 2 else "",
                 caption_fields=(("n", i),)) for i in range(n)]


def test_the_card_model_passes_qts_tester_while_it_is_refilled_and_hinted(qtlog):
    model = Model()
    tester = QAbstractItemModelTester(model, WARN)
    for n in (0, 3, 1, 4, 0, 5):
        model.set_items(items(n), [("play c1", "c1"), ("buy c2", "c2")])
        model.set_hint("play c1")
    assert tester is not None and model.rowCount() == 5
    assert not [r for r in qtlog.records if "FAIL" in r.message], [r.message for r in qtlog.records]


def test_the_card_model_gives_each_role_and_a_new_view_forgets_the_hint():
    model = Model()
    model.set_items(items(3), [("play c1", "c1")])
    row = [model.index(r, 0) for r in range(3)]
    assert [i.data(Qt.ItemDataRole.DisplayRole) for i in row] == ["c0", "c1", "c2"]
    assert [i.data(CARD_ROLE) for i in row] == ["c0", "c1", "c2"]
    assert [i.data(COUNT_ROLE) for i in row] == [None, 1, 2]
    assert [i.data(LEGAL_ROLE) for i in row] == [False, True, False]
    assert [i.data(CAPTION_ROLE) for i in row] == ["", "", "2 left"]     # untranslated: the English template
    assert [i.data(PAYLOAD_ROLE) for i in row] == [None, {"source": "hand", "card": "c1", "slot": None}, None]
    assert row[2].data(MARK_ROLE) == "mark 2" and row[2].data(Qt.ItemDataRole.ToolTipRole) is None
    model.set_hint("play c1")
    assert [i.data(HINT_ROLE) for i in row] == [False, True, False]
    model.set_items(items(3), [("play c1", "c1")])
    assert not any(model.index(r, 0).data(HINT_ROLE) for r in range(3))


def test_counted_items_keep_the_first_seen_order_and_count_only_repeats():
    assert counted_items(["b", "a", "b", "c", "b"], Item, "hand") == [
        Item("b", 3, "hand"), Item("a", None, "hand"), Item("c", None, "hand")]
    assert counted_items([], Item) == []


def test_only_a_draggable_models_cards_with_a_source_can_be_dragged():
    model, fixed = Model(), FixedModel()
    for m in (model, fixed):
        m.set_items(items(2))
    drag = Qt.ItemFlag.ItemIsDragEnabled
    assert not model.flags(model.index(0, 0)) & drag and model.flags(model.index(1, 0)) & drag
    assert model.mimeTypes() == [MIME_TYPE] and model.mimeData([model.index(1, 0)]).hasFormat(MIME_TYPE)
    assert model.mimeData([model.index(0, 0)]) is None
    assert not fixed.flags(fixed.index(1, 0)) & drag
    assert MIME_TYPE not in fixed.mimeTypes()


class FakeIndex:
    def __init__(self, **roles):
        self.roles = roles

    def data(self, role):
        return self.roles.get(role)


def test_the_border_says_hint_before_usable_before_selected():
    option = QStyleOptionViewItem()
    pen = BaseCardDelegate.border_pen
    plain, legal, hinted = FakeIndex(), FakeIndex(**{"legal": True}), FakeIndex(**{"legal": True, "hint": True})
    for index in (legal, hinted):
        index.roles = {LEGAL_ROLE: True, **({HINT_ROLE: True} if "hint" in index.roles else {})}
    assert (pen(option, plain).color(), pen(option, plain).width()) == (EDGE, 1)
    assert (pen(option, legal).color(), pen(option, legal).width()) == (LEGAL, 3)
    assert (pen(option, hinted).color(), pen(option, hinted).width()) == (HINTED, 4)
    option.state |= QStyle.StateFlag.State_Selected
    assert (pen(option, plain).color(), pen(option, plain).width()) == (option.palette.highlight().color(), 2)
    assert pen(option, legal).color() == LEGAL and pen(option, hinted).color() == HINTED


def test_the_viewers_strip_comes_first_then_the_others_in_seat_order():
    assert TableChrome.viewer_first(0, 3) == [0, 1, 2]
    assert TableChrome.viewer_first(2, 4) == [2, 0, 1, 3]


class Strip(QLabel):
    def __init__(self, seat):
        super().__init__()
        self.seat = seat

    def refresh(self, view, name, choices):
        self.setText(f"{name}: {view['points'][self.seat]}")


class Details(BaseEndDetails):
    def __init__(self):
        super().__init__()
        self.layout().addWidget(self.scores)
        self.layout().addWidget(self.strips_host())
        self.shown = []

    def make_strips(self, players):
        return [Strip(seat) for seat in range(players)]

    def show_scores(self, view, names, ending):
        story = self._story or "no story"
        self.shown.append(story)
        self.scores.set_rows(["Player", "Points"], [(s, [names[s], view["points"][s]]) for s in range(len(names))], 1)


def test_end_details_show_the_scores_and_a_strip_per_player_again_with_the_story(qtbot):
    details = Details()
    qtbot.addWidget(details)
    details.show_result({"points": [3, 7]}, ["Ann", "Bob"], {})
    assert [strip.text() for strip in details.strips] == ["Ann: 3", "Bob: 7"]
    assert details.cell(0, 1) == "Points" and details.cell(2, 0) == "Bob" and details.cell(2, 1) == "7"
    details.show_story("the story")
    assert details.shown == ["no story", "the story"]
    details.show_result({"points": [1, 2, 5]}, ["A", "B", "C"], {})
    assert [strip.text() for strip in details.strips] == ["A: 1", "B: 2", "C: 5"]
