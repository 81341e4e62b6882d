"""Isekai Guild Masters' table: the labyrinth (``labyrinth.LabyrinthView``)
beside the main board (tracks, season, potion actions, treasures), the
regalia board, every guild's board and played cards, your hand, the cards you
look at while gathering, the prompt and the log (the table interface:
``desktop/games/__init__.py``).

It shows one seat's view at a time and turns gestures into the legal actions
of the decision: a click on a lit hex (or the map's cursor and Enter), an
adventurer dragged from your tavern onto a hex, Enter or a double-click on a
card (play it, swap it, keep it, claim a regalia), and a button in the prompt
for every other answer. What an option means and costs comes from the engine
with the view (``engine.core.actions.ShownOption``), why a gesture is refused
from the engine when it is made (``rules``).
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from desktop.games.guild_masters.board import COLOURS, GuildStrip, MainBoard, RowFeed
from desktop.games.guild_masters.board_marks import ChipShelf
from desktop.games.guild_masters.card_zoom import CardZoom
from desktop.games.guild_masters.delegates import HAND_CARD, PLAYED_CARD, card_row
from desktop.games.guild_masters.items import (BOARD_VERBS, HAND_VERBS, LOOKING_VERBS, board_items, hand_items,
                                               looking_items)
from desktop.games.guild_masters.labyrinth import LabyrinthView
from desktop.games.guild_masters.models import CardListModel
from desktop.games.guild_masters.reference import REFERENCE
from desktop.games.guild_masters.setup_tips import setup_tip
from desktop.games.guild_masters.strings import (action_label, confirmation_text, decision_line, phase_name,
                                                 refusal_text, season_name, tr, viewer_log_line)
from desktop.base.i18n import Retranslating
from desktop.widgets.log_model import LogModel
from desktop.widgets.roles import CARD_ROLE
from desktop.widgets.shortcuts import HAND_AREA, LOG_AREA
from desktop.widgets.table_chrome import TableChrome, section_title
from engine.core.actions import Place
from engine.games.guild_masters.codec import CODEC

NOTHING = QT_TRANSLATE_NOOP("guild_masters", "Nothing to do with that card now.")
HAND_TITLE = QT_TRANSLATE_NOOP("guild_masters", "Your hand — {name}")
LOOKING_TITLE = QT_TRANSLATE_NOOP("guild_masters", "Cards you look at (keep at 3 gold each)")
STATUS = QT_TRANSLATE_NOOP("guild_masters", "Round {round} · {season} · {phase} · {name}")
STATUS_NO_ONE = QT_TRANSLATE_NOOP("guild_masters", "Round {round} · {season} · {phase}")     # nobody decides: game over
MAP_TITLE = QT_TRANSLATE_NOOP("guild_masters", "The labyrinth")
REGALIA_TITLE = QT_TRANSLATE_NOOP("guild_masters", "Regalia board")
SELL = QT_TRANSLATE_NOOP("guild_masters", "Sell the selected card (Del)")
SELL_TIP = QT_TRANSLATE_NOOP("guild_masters", "An event sells for 1 gold, a regalia for 3")
SELECT_FIRST = QT_TRANSLATE_NOOP("guild_masters", "Select a card of your hand to sell first.")
CANNOT_SELL = QT_TRANSLATE_NOOP("guild_masters", "You cannot sell now.")


class TablePage(TableChrome, Retranslating, QWidget):
    """The table's signals and what it shares with the others: ``TableChrome``."""

    card_row = staticmethod(card_row)
    codec = CODEC
    decode_payload = None         # no card is dropped on this table (adventurers go to the map)
    confirmation_words = staticmethod(confirmation_text)
    reference = REFERENCE
    key_areas = (HAND_AREA, ("market", "map", QT_TRANSLATE_NOOP("TablePage", "Go straight to the labyrinth")),
                 LOG_AREA)
    # The map's and the hand's own keys, for the list of keys (Ctrl+/).
    keyboard_extras = (
        ("map", "← → ↑ ↓ Enter", QT_TRANSLATE_NOOP(
            "TablePage", "On the labyrinth: go from area to area; Enter chooses the lit area under the cursor")),
        ("zoom", "F  +  -", QT_TRANSLATE_NOOP("TablePage", "On the labyrinth: show the whole map, zoom in, zoom out")),
        ("sell", "Del", QT_TRANSLATE_NOOP("TablePage", "In your hand: sell the selected card")),
    )

    def __init__(self, parent=None):
        super().__init__(parent)
        self.start_table(CardZoom(self))
        self._cell_options: dict = {}
        self.hand_model = CardListModel(HAND_VERBS, self)
        self.looking_model = CardListModel(LOOKING_VERBS, self)
        self.board_model = CardListModel(BOARD_VERBS, self)
        # each row is reset only when what it shows changes (a reset relayouts and repaints it)
        self.feeds = {model: RowFeed(model) for model in (self.hand_model, self.looking_model, self.board_model)}
        self.log_model = LogModel(viewer_log_line, self)
        self.strips: list[GuildStrip] = []
        self.targets: list = []       # card drop places: none here (adventurers are dropped on the map)
        self._build()
        self.retranslate()

    # ------------------------------------------------------------ layout
    def _build(self) -> None:
        left, middle, right = self.table_columns(3, ((9, 2), (6, 2), (4, 2)))

        self.map_title = section_title()
        left.addWidget(self.map_title)
        self.map = LabyrinthView()
        self.map.setObjectName("labyrinth")
        self.map.set_colours({seat: QColor(colour) for seat, colour in enumerate(COLOURS)})
        self.map.place_chosen.connect(self._cell_chosen)
        self.map.place_dropped.connect(self._adventurer_dropped)
        self.map.preview_text = self._preview
        self.map.refusal_text = self._cell_refusal
        self.map.refused.connect(self.show_notice)
        left.addWidget(self.map, 1)
        self.looking_title = section_title()
        self.looking_view = self._card_view(self.looking_model, HAND_CARD)
        self.hand_title = section_title()
        self.hand_view = self._card_view(self.hand_model, HAND_CARD)
        # Selling is allowed on most decisions: a key and a button on the hand, not a button per card.
        self.sell_button = QPushButton()
        self.sell_button.setObjectName("sellButton")
        self.sell_button.clicked.connect(self.sell_selected)
        self.sell_key = QShortcut(QKeySequence(Qt.Key.Key_Delete), self.hand_view, self.sell_selected,
                                  context=Qt.ShortcutContext.WidgetShortcut)
        # at setup the events looked at for keeping are still the hand: Del sells them too
        self.sell_looked_at_key = QShortcut(QKeySequence(Qt.Key.Key_Delete), self.looking_view,
                                            lambda: self.sell_selected(self.looking_view),
                                            context=Qt.ShortcutContext.WidgetShortcut)
        hand_bar = QHBoxLayout()
        hand_bar.addWidget(self.hand_title, 1)
        hand_bar.addWidget(self.sell_button)
        for widget in (self.looking_title, self.looking_view):
            left.addWidget(widget)
        left.addLayout(hand_bar)
        left.addWidget(self.hand_view)

        self.main_board = MainBoard()
        middle.addWidget(self.main_board)
        self.regalia_title = section_title()
        middle.addWidget(self.regalia_title)
        self.board_view = self._card_view(self.board_model, PLAYED_CARD)
        middle.addWidget(self.board_view)
        self.chip_shelf = ChipShelf()       # the regalia chips on the board's spaces, the treasures
        middle.addWidget(self.chip_shelf)
        scroll, self.strips_host, self.strips_layout = self.strip_area()
        middle.addWidget(scroll, 1)

        self.prompt_and_log(right)
        for view in (self.hand_view, self.looking_view, self.board_view):
            self._wire_source(view)

    # ------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.retranslate_top_bar()
        self.map_title.setText(tr(MAP_TITLE))
        self.regalia_title.setText(tr(REGALIA_TITLE))
        self.looking_title.setText(tr(LOOKING_TITLE))
        self.sell_button.setText(tr(SELL))
        self.sell_button.setToolTip(tr(SELL_TIP))
        self.log_title.setText(self.tr("Log"))
        if self.view is not None:
            self.show_view(self.view, None)

    # ------------------------------------------------------------ showing a view
    def show_view(self, view: dict, changes=None) -> None:
        """Show ``view``; ``changes`` (None for "everything") say which cells of the map to redraw."""
        choices = self.begin_view(view)
        seat = view["seat"]
        if not self.strips or self.strips[0].seat != seat:
            self._build_strips(view)
        self.feeds[self.hand_model].show(hand_items(view), choices)
        looking = looking_items(view)
        self.feeds[self.looking_model].show(looking, choices)
        self.looking_title.setVisible(bool(looking))
        self.looking_view.setVisible(bool(looking))
        self.feeds[self.board_model].show(board_items(view), choices)
        self.chip_shelf.set_board(view["regalia_board"], view["treasures"])
        for strip in self.strips:
            strip.refresh(view, self._name(strip.seat), choices)
        self.main_board.refresh(view)
        self.map.show_cells(view["cells"], changes)
        on_map = {tuple(entry["cell"]) for entry in view["cells"]}
        self.map.set_floating_lab(next((p["seat"] for p in view["players"]
                                        if p.get("lab") and tuple(p["lab"]) not in on_map), None))
        self._cell_options = {}       # the options of hexes on the map (a spot off it gets a button)
        for action, info in choices:
            cell = info.target.cell if info.target is not None else None
            if cell is not None and cell in self.map.place_items:
                self._cell_options.setdefault(cell, action)
        self.map.set_targets(dict(self._cell_options))
        self.hand_title.setText(tr(HAND_TITLE).format(name=self._name(seat)))
        name = self._name(view["deciding"])
        self.status.setText(tr(STATUS if name else STATUS_NO_ONE).format(
            round=view["round"], season=season_name(view["season"]), phase=phase_name(view["phase"]), name=name))
        self.undo_button.setEnabled(self.can_undo)
        self.sell_button.setEnabled(bool(self._sell_options()))
        self._show_decision(view)
        if changes is not None and self.animations:
            self.flash_events(changes.events)

    def _name(self, seat) -> str:
        return self.names[seat] if seat is not None and 0 <= seat < len(self.names) else ""

    def _gesture_actions(self) -> set:
        """The options a card row or the map answers (the rest get a button)."""
        found = set(action for action, info in self._choices
                    if info.target is not None and info.target.cell in self._cell_options)
        for model in self.card_models():
            for row in range(model.rowCount()):
                found.update(model.legal_actions(row))
        found.update(self._sell_options().values())
        return found

    def _sell_options(self) -> dict:
        """{card: its sell option} for the cards of the hand."""
        return {info.card: action for action, info in self._choices if info.verb == "sell"}

    def sell_selected(self, view=None) -> None:
        """Sell the selected card of the hand (the button, or Del on the hand) or of ``view``."""
        sells = self._sell_options()
        index = (view or self.hand_view).currentIndex()
        card = index.data(CARD_ROLE) if index.isValid() else None
        if not sells:
            self.prompt.show_notice(tr(CANNOT_SELL))
        elif card is None:
            self.prompt.show_notice(tr(SELECT_FIRST))
        elif card in sells:
            self._choose(sells[card])
        else:
            self.prompt.show_notice(tr(CANNOT_SELL))

    def _show_decision(self, view: dict) -> None:
        """The prompt, with a button for each answer that is not a card or map gesture."""
        self.zoom_after_view()
        decision = view["decision"]
        if decision is None:
            self.prompt.show_decision(None, ())
            return
        gestures = self._gesture_actions()
        buttons = [(action, self._label(action), self._shown[action].text)
                   for action, _info in self._choices if action not in gestures]
        self.prompt.show_decision(decision_line(view, self.names), buttons, "options" in decision)
        for action, _label, _text in buttons:       # what each would cost or bring, on a hover
            preview = self._shown[action].preview
            tip = refusal_text(preview) if preview is not None else setup_tip(action, view)
            if tip:
                self.prompt.button(action).setToolTip(tip)

    def _arrival_zone(self, event: dict):
        """Where the viewer sees the result of ``event``, or None."""
        kind, player = event["type"], event.get("player")
        if kind in ("draw", "drew", "keep") and self.view and player == self.view["seat"]:
            return self.hand_view
        if kind == "played":
            strip = next((s for s in self.strips if s.seat == player), None)
            return strip.cards if strip is not None else None
        return None

    def _clear_strips(self) -> None:
        while self.strips_layout.count():
            widget = self.strips_layout.takeAt(0).widget()
            if widget is not None:
                widget.deleteLater()
        self.strips = []

    def _build_strips(self, view: dict) -> None:
        self._clear_strips()
        seat = view["seat"]
        order = [seat] + [s for s in range(len(view["players"])) if s != seat]
        self.strips = [GuildStrip(s, s == seat) for s in order]
        for place, strip in enumerate(self.strips):
            self.strips_layout.addWidget(strip, place, 0)
            self._wire_source(strip.cards)
        self.strips_layout.setRowStretch(len(order), 1)

    # ------------------------------------------------------------ gestures
    def _cell_chosen(self, cell) -> None:
        """A click or Enter on a lit hex (the map sends only targets)."""
        self._choose(self._cell_options[cell])

    def _adventurer_dropped(self, cell) -> None:
        """An adventurer from the tavern onto a lit hex: that hex's explore (or cell) option."""
        action = self._cell_options[cell]
        if self._shown[action].info.source == Place("tavern", self.view["seat"]):
            self._choose(action)
        else:
            self.prompt.show_notice(self._cell_refusal(cell))

    def _cell_refusal(self, cell) -> str | None:
        """Why a hex is not a choice now, in words (the engine's reason); None with no decision."""
        if self.rules is None or self.view is None or not self._choices:
            return None
        verb = "build" if any(info.verb == "build" for _, info in self._choices) and not any(
            info.verb == "explore" for _, info in self._choices) else "explore"
        return refusal_text(self.rules.refusal(verb, None, Place("tavern", self.view["seat"]),
                                               Place("cell", cell=cell)))

    def _preview(self, cell) -> str | None:
        """What choosing this lit hex would do and cost now (the engine's preview)."""
        action = self._cell_options.get(cell)
        if action is None:
            return None
        preview = self._shown[action].preview
        return refusal_text(preview) if preview is not None else self._label(action)

    def _activate_card(self, payload: dict) -> None:
        """Enter or a double-click on a card: its first action (play, swap, keep, claim …)."""
        models = {"hand": self.hand_model, "looking": self.looking_model, "regalia_board": self.board_model}
        model = models.get(payload["source"])
        if payload["source"] == "played":
            model = next((s.model for s in self.strips if s.own), None)
        actions = []
        if model is not None:
            for row, item in enumerate(model.items()):
                if item.card == payload["card"] and item.slot == payload.get("slot"):
                    actions = model.legal_actions(row)
                    if actions:
                        break
        if actions:
            self._choose(actions[0])
        else:
            self.prompt.show_notice(self._card_refusal(payload))

    def _card_refusal(self, payload: dict) -> str:
        if self.rules is None or self.view is None or payload["source"] not in ("hand", "regalia_board"):
            return tr(NOTHING)
        verb = "play" if payload["source"] == "hand" else "claim"
        return refusal_text(self.rules.refusal(verb, payload["card"], Place(payload["source"], self.view["seat"]),
                                               None))

    def card_views(self) -> list:
        return [self.hand_view, self.looking_view, self.board_view, *(strip.cards for strip in self.strips)]

    def option_label(self, shown) -> str:
        """The option's preview lets a payment say what it pays."""
        return action_label(shown.info, shown.text, self.view, shown.preview)

    def highlight(self, option) -> None:
        """Light up the button, the cards or the hex of one option (None: none)."""
        super().highlight(option)
        cell = next((c for c, a in self._cell_options.items() if a == option), None)
        if cell is not None:
            self.map.set_cursor_place(cell)
