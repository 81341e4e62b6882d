"""Gensokyo's table: the board of squares (``board.GensokyoBoard``) is the
screen; beside it the players' strips with money and total assets, the dice,
the deck and the graveyard, the prompt and the log; under it your hand. A
battle shows in its panel (``battle_panel``) over the board, committed
supports face down, then the resolution step by step.

Gestures become the decision's legal actions: a click or Enter on a lit
square (a step, an investment, a relocation, a spell's target, a land to
sell), a character dragged from the hand onto the lit land, Enter or a
double-click on a card of the hand (its first option), and a button in the
prompt for every option. What an option means comes from the engine with the
view; why a gesture means nothing, from the engine when it is made (``rules``).
The table interface: ``desktop/games/__init__.py``."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from desktop.base.guard import guarded
from desktop.base.i18n import Retranslating
from desktop.games.gensokyo.battle_panel import BattlePanel
from desktop.games.gensokyo.board import GensokyoBoard
from desktop.games.gensokyo.card_art import face_pixmap
from desktop.games.gensokyo.card_zoom import CardZoom
from desktop.games.gensokyo.hand_row import HAND_CARD, CardItem, HandModel, card_options, card_row, hand_card
from desktop.games.gensokyo.reference import REFERENCE
from desktop.games.gensokyo.strings import (action_label, confirmation_text, decision_line, refusal_text, tr,
                                            viewer_log_line)
from desktop.games.gensokyo.strips import SeatStrip
from desktop.widgets import pile_window
from desktop.widgets.dice import DiceView
from desktop.widgets.log_model import LogModel
from desktop.widgets.plain_text import plain_label
from desktop.widgets.shortcuts import HAND_AREA, LOG_AREA
from desktop.widgets.table_chrome import TableChrome, section_title
from engine.core.actions import Place
from engine.games.gensokyo.board import board_for
from engine.games.gensokyo.codec import CODEC
from engine.games.gensokyo.places import seat_places

HAND_TITLE = QT_TRANSLATE_NOOP("gensokyo", "Your hand — {name}")
STATUS = QT_TRANSLATE_NOOP("gensokyo", "Round {round} · {name}'s turn")
STATUS_YOURS = QT_TRANSLATE_NOOP("gensokyo", "Round {round} · your turn")
STATUS_OVER = QT_TRANSLATE_NOOP("gensokyo", "Round {round} · the game is over")
DECK = QT_TRANSLATE_NOOP("gensokyo", "Deck: {count}")
GRAVEYARD = QT_TRANSLATE_NOOP("gensokyo", "Graveyard ({count})")
GRAVEYARD_TITLE = QT_TRANSLATE_NOOP("gensokyo", "Graveyard")
GRAVEYARD_NOTE = QT_TRANSLATE_NOOP("gensokyo", "Cards: {n} · public, the latest first")
LAST_BATTLE = QT_TRANSLATE_NOOP("gensokyo", "Last battle")
LAST_BATTLE_TIP = QT_TRANSLATE_NOOP("gensokyo", "Step through the last battle again")
NOTHING = QT_TRANSLATE_NOOP("gensokyo", "Nothing to do with that card now.")
SEVERAL = QT_TRANSLATE_NOOP("gensokyo", "There are several choices on this square: choose one of the buttons.")
NOT_THERE = QT_TRANSLATE_NOOP("gensokyo", "That card can't go to this square now.")
BOARD_AREA = ("market", "board", QT_TRANSLATE_NOOP("TablePage", "Go straight to the board"))
MONEY_EVENTS = {"toll", "lap_bonus", "receive", "sell"}      # shown where they happen, over the square


class TablePage(TableChrome, Retranslating, QWidget):
    """The table's signals and what it shares with the others: ``TableChrome``."""

    card_row = staticmethod(card_row)
    codec = CODEC
    decode_payload = None       # no card row takes a drop: characters are dropped on the board
    confirmation_words = staticmethod(confirmation_text)
    reference = REFERENCE
    key_areas = (HAND_AREA, BOARD_AREA, LOG_AREA)
    keyboard_extras = (
        ("map", "← → ↑ ↓ Enter", QT_TRANSLATE_NOOP(
            "TablePage", "On the board: go from square to square; Enter chooses the lit square under the cursor")),
        ("zoom", "F  +  -", QT_TRANSLATE_NOOP("TablePage", "On the board: show the whole map, zoom in, zoom out")),
        ("battle", "Space  ←  Esc", QT_TRANSLATE_NOOP(
            "TablePage", "In the battle panel: the next step, the step before, close it")),
    )

    def __init__(self, parent=None):
        super().__init__(parent)
        self.start_table(CardZoom(self))
        self.hand_model = HandModel(self)
        self.log_model = LogModel(viewer_log_line, self)
        self.strips: list[SeatStrip] = []
        self.targets: list = []         # card drop places: none (characters go to the board)
        self._square_options: dict = {}     # square id -> the options whose target it is
        self._board_names = None            # (map, players) of the board's square ids
        self._build()
        self.piles = pile_window.PileWindows(self, card_row, HandModel, self._pile_contents, self.zoom)
        self.retranslate()

    # ------------------------------------------------------------ layout
    def _build(self) -> None:
        left, right = self.table_columns(4, ((7, 2), (3, 2)))
        self.board = GensokyoBoard(face_pixmap)
        self.board.setObjectName("gensokyoBoard")
        self.board.place_chosen.connect(self._square_chosen)
        self.board.place_dropped.connect(self._card_dropped)
        self.board.preview_text = self._preview
        self.board.refusal_text = self._square_refusal
        self.board.refused.connect(self.show_notice)
        self.board.read_drag = self._hand_card_dragged      # the board takes the hand's cards only
        left.addWidget(self.board, 1)
        self.hand_title = section_title()
        left.addWidget(self.hand_title)
        self.hand_view = self._card_view(self.hand_model, HAND_CARD)
        self.hand_view.setObjectName("handRow")
        left.addWidget(self.hand_view)

        piles = QHBoxLayout()
        self.dice = DiceView()
        piles.addWidget(self.dice)
        self.deck_label = plain_label()
        self.deck_label.setObjectName("deckCount")
        piles.addWidget(self.deck_label)
        piles.addStretch(1)
        self.graveyard_button = QPushButton()
        self.graveyard_button.setObjectName("graveyardButton")
        self.graveyard_button.clicked.connect(lambda: self.piles.open("graveyard"))
        piles.addWidget(self.graveyard_button)
        self.battle_button = QPushButton()
        self.battle_button.setObjectName("lastBattleButton")
        self.battle_button.clicked.connect(self._reopen_battle)
        piles.addWidget(self.battle_button)
        right.addLayout(piles)
        scroll, self.strips_host, self.strips_layout = self.strip_area()
        right.addWidget(scroll, 1)
        self.prompt_and_log(right)
        self._wire_source(self.hand_view)

        self.battle = BattlePanel(self)
        self.battle.hide()

    # ------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.retranslate_top_bar()
        self.log_title.setText(self.tr("Log"))
        self.battle_button.setText(tr(LAST_BATTLE))
        self.battle_button.setToolTip(tr(LAST_BATTLE_TIP))
        if self.view is not None:
            self.show_view(self.view, None)

    # ------------------------------------------------------------ showing a view
    def reset(self, names, rules) -> None:
        super().reset(names, rules)
        self.battle.hide()          # the game before's battle is not this game's

    def show_view(self, view: dict, changes=None) -> None:
        """Show ``view``; ``changes`` (None: everything) name what to redraw and what just happened."""
        before = self.view
        choices = self.begin_view(view)
        seat = view["seat"]
        if [strip.seat for strip in self.strips] != self.viewer_first(seat, len(view["players"])):
            self._build_strips(view)
        for strip in self.strips:
            strip.refresh(view, self._name(strip.seat))
        self.hand_model.show((seat_places(seat)[0],), lambda: [CardItem(card, source="hand") for card in view["hand"]],
                             changes, choices)
        self.hand_title.setText(tr(HAND_TITLE).format(name=self._name(seat)))
        self.board.animations = self.animations
        self.board.show_board(view, self.names, changes)
        self._show_targets(view, choices)
        events = changes.events if changes is not None else []
        self.dice.animations = self.animations
        self.dice.show_dice(view["dice"], any(event["type"] == "roll" for event in events))
        self.deck_label.setText(tr(DECK).format(count=view["deck"]))
        self.graveyard_button.setText(tr(GRAVEYARD).format(count=len(view["graveyard"])))
        self.graveyard_button.setEnabled(bool(view["graveyard"]))
        self.piles.refresh()
        self._show_battle(view, events)
        own = view["active"] == seat and self.log_model.addressed      # a player at the table reads "your turn"
        status = STATUS_OVER if view["winners"] is not None else STATUS_YOURS if own else STATUS
        self.status.setText(tr(status).format(round=view["round"], name=self._name(view["active"])))
        if changes is not None and self.animations and before is not None:
            self._show_moves(before, view, events)
        self.end_view(view, changes)

    def _name(self, seat) -> str:
        return self.names[seat] if seat is not None and 0 <= seat < len(self.names) else ""

    def _square_id(self, view: dict, place) -> str | None:
        if place is None or place.zone != "square" or place.slot is None:
            return None
        return board_for(view["map"], len(view["players"])).square_id(place.slot)

    def _show_targets(self, view: dict, choices) -> None:
        """Light the squares some option names as its target (or, for a claim, the land it is on)."""
        found: dict = {}
        for action, info in choices:
            square = self._square_id(view, info.target)
            if square is not None:
                found.setdefault(square, []).append(action)
        self._square_options = found
        self.board.set_targets({square: actions[0] for square, actions in found.items()})

    def _show_battle(self, view: dict, events) -> None:
        """The battle under way (commits), or the one just resolved; the panel stays closed otherwise."""
        self.battle.animations = self.animations
        self.battle_button.setEnabled(view["last_battle"] is not None)
        if any(event["type"] == "battle_result" for event in events):
            self.battle.show_battle(view["last_battle"], self.names, view["seat"])
        elif view["battle"] is not None and view["battle"]["steps"] is None:      # the commits
            self.battle.show_battle(view["battle"], self.names, view["seat"])
        self._place_battle()

    def _reopen_battle(self) -> None:
        if self.view is not None and self.view["last_battle"] is not None:
            self.battle.show_battle(self.view["last_battle"], self.names, self.view["seat"])
            self._place_battle()
            self.battle.setFocus(Qt.FocusReason.OtherFocusReason)

    def _place_battle(self) -> None:
        """The panel over the board's lower part (with the cards' faces when the board is tall enough),
        so the board's top row stays in sight."""
        area = self.board.geometry()
        width, height = min(area.width() - 16, 600), min(area.height() - 48, 440)
        self.battle.fit_into(width, height)
        height = min(height, self.battle.sizeHint().height())      # as tall as its words and faces need
        self.battle.setGeometry(area.x() + (area.width() - width) // 2, area.bottom() - height - 8, width, height)

    def _show_moves(self, before: dict, view: dict, events) -> None:
        """The piece's walk square by square from where it stood, and money where it changed hands."""
        steps: dict = {}
        for event in events:
            if event["type"] == "step":
                steps.setdefault(event["player"], [before["players"][event["player"]]["at"]]).append(event["square"])
        for seat, squares in steps.items():
            self.board.walk(seat, squares)
        for event in events:
            kind = event["type"]
            if kind in MONEY_EVENTS:
                square = event.get("square") or view["players"][event["player"]]["at"]
                self.board.flash_money(square, -event["money"] if kind == "toll" else event["money"])

    def _build_strips(self, view: dict) -> None:
        self._clear_strips()
        seat = view["seat"]
        self.strips = [SeatStrip(s, s == seat) for s in self.viewer_first(seat, len(view["players"]))]
        for place, strip in enumerate(self.strips):
            self.strips_layout.addWidget(strip, place, 0)
        self.strips_layout.setRowStretch(len(self.strips), 1)

    def _clear_strips(self) -> None:
        while self.strips_layout.count():
            widget = self.strips_layout.takeAt(0).widget()
            if widget is not None:
                widget.deleteLater()
        self.strips = []

    def _pile_contents(self, key):
        """The graveyard's window: every card in it, the latest first (§13: public)."""
        if key != "graveyard" or self.view is None:
            return None
        cards = list(reversed(self.view["graveyard"]))
        return tr(GRAVEYARD_TITLE), tr(GRAVEYARD_NOTE).format(n=len(cards)), [CardItem(card) for card in cards]

    # ------------------------------------------------------------ the chrome's hooks
    def _show_decision(self, view: dict) -> None:
        """The prompt, with a button for every option but a card's only one
        (that card is lit in the hand: Enter, a double-click or a drag plays it);
        a card the option names from elsewhere (a copy, another's hand) keeps its button."""
        self.zoom_after_view()
        if view["decision"] is None:
            self.prompt.show_decision(None, ())
            return
        by_card: dict = {}
        for action, info in self._choices:
            if info.card in view["hand"] and info.source is not None and info.source.zone == "hand":
                by_card.setdefault(info.card, []).append(action)
        played = {actions[0] for actions in by_card.values() if len(actions) == 1}
        buttons = [(action, self._label(action), self._shown[action].text)
                   for action, _info in self._choices if action not in played]
        self.prompt.show_decision(decision_line(view, self.names), buttons, "options" in view["decision"])

    def option_label(self, shown) -> str:
        return action_label(shown, self.view, self.names)

    def card_views(self) -> list:
        return [self.hand_view]

    def _arrival_zone(self, event: dict):
        """Where the viewer sees the result of ``event``: a card drawn into the own hand."""
        if event["type"] == "draw" and self.view is not None and event.get("player") == self.view["seat"]:
            return self.hand_view
        return None

    def _activate_card(self, payload: dict) -> None:
        """Enter or a double-click on a card of the hand: its first option."""
        actions = card_options(payload["card"], self._choices) if payload.get("source") == "hand" else []
        if actions:
            self._choose(actions[0])
        else:
            self.prompt.show_notice(self._card_refusal(payload["card"]))

    def _card_refusal(self, card) -> str:
        if self.rules is None or self.view is None or not self._choices:
            return tr(NOTHING)
        verb = next(iter({info.verb for _, info in self._choices} & {"claim", "relocate", "main"}), "play")
        return refusal_text(self.rules.refusal(verb, card, Place("hand", self.view["seat"]), None))

    def highlight(self, option) -> None:
        """Light up the button, the card or the square of one option (None: none)."""
        super().highlight(option)
        square = next((s for s, actions in self._square_options.items() if option in actions), None)
        if square is not None:
            self.board.set_cursor_place(square)

    # ------------------------------------------------------------ board gestures
    def _square_chosen(self, square) -> None:
        """A click or Enter on a lit square: its option, if it has only one."""
        actions = self._square_options.get(square, [])
        if len(actions) == 1:
            self._choose(actions[0])
        elif actions:
            self.prompt.show_notice(tr(SEVERAL))
            self.prompt.highlight(actions[0])

    def _hand_card_dragged(self, mime):
        """The hand's card a drag over the board carries (None: it may not be dropped, nor in a replay)."""
        return None if self.read_only else hand_card(mime)

    def _card_dropped(self, square) -> None:
        """A card of the hand dropped on a lit square: the option that puts that card there."""
        actions = [a for a in self._square_options.get(square, [])
                   if a in card_options(self.board.dragged, self._choices)]
        if len(actions) == 1:
            self._choose(actions[0])
        else:
            self.prompt.show_notice(tr(NOT_THERE) if not actions else tr(SEVERAL))

    def _preview(self, square) -> str | None:
        """What choosing this lit square does (its option's words, or the engine's preview)."""
        actions = self._square_options.get(square)
        if not actions:
            return None
        shown = [self._shown[action] for action in actions]
        return "\n".join(refusal_text(s.preview) if s.preview is not None else self._label(a)
                         for s, a in zip(shown, actions))

    def _square_refusal(self, square) -> str | None:
        """Why a square is no choice now, in words (the engine's reason); None with no decision."""
        if self.rules is None or self.view is None or not self._choices:
            return None
        index = board_for(self.view["map"], len(self.view["players"])).index(square)
        verb = self._choices[0][1].verb
        return refusal_text(self.rules.refusal(verb, None, Place("piece", self.view["seat"]),
                                               Place("square", slot=index)))

    @guarded
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.battle.isVisible():
            self._place_battle()
