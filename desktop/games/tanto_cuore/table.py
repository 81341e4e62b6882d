"""Tanto Cuore's table: the town (Love, chiefs, events, the private-maid pile
with its two face-up maids, the 10 general maids), every player's Private
Quarters, your hand, the maids served this turn, your deck and discard pile,
the turn's servings, employs and Love, the prompt and the log (the table
interface: ``desktop/games/__init__.py``).

It shows one seat's view at a time and turns gestures into the legal actions
of the decision: drag a maid onto the play area to serve her, onto your
quarters to chamber her, a town card onto your discard pile to employ it, a
Bad Habit onto another player's quarters, an Illness onto the maid it should
lie on, a 3 Love onto your ill maid to cure her. Enter or a double-click on a
card does its first action; a card with several places to go (an event) waits
for Enter on one of the places that light up. What an option means, why a
gesture is refused and when to ask first come from the engine (``rules``).
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QGridLayout, QWidget

from desktop.games.tanto_cuore.card_zoom import CardZoom
from desktop.games.tanto_cuore.delegates import HAND_CARD, TOWN_CARD, card_row
from desktop.games.tanto_cuore.dragdrop import card_actions, decode_payload, drop_action, refusal_args
from desktop.games.tanto_cuore.items import card_rows
from desktop.games.tanto_cuore.models import CardListModel
from desktop.games.tanto_cuore.motion_paths import event_paths
from desktop.games.tanto_cuore.piles import LOOKING, looking_items, pile_contents
from desktop.games.tanto_cuore.quarters import QuartersStrip
from desktop.games.tanto_cuore.reference import REFERENCE
from desktop.games.tanto_cuore.strings import (PROMPT_ARMED, action_label, card_name, confirmation_text,
                                              decision_line, phase_name, refusal_text, term, tr, viewer_log_line)
from desktop.base.guard import guarded
from desktop.base.i18n import Retranslating, join
from desktop.widgets.log_model import LogModel
from desktop.widgets.pile_zone import PileZone
from desktop.widgets.plain_text import plain_label
from desktop.widgets.shortcuts import HAND_AREA, LOG_AREA, PLAY_AREA
from desktop.widgets.table_chrome import TableChrome, section_title
from desktop.widgets.table_extras import TableExtras
from engine.games.tanto_cuore.codec import CODEC

NOTHING = QT_TRANSLATE_NOOP("tanto_cuore", "Nothing to do with that card now.")
DISCARD_TIP = QT_TRANSLATE_NOOP("tanto_cuore", "Drop a town card here to employ it")
HAND_TITLE = QT_TRANSLATE_NOOP("tanto_cuore", "Your hand — {name}")
PLAY_TITLE = QT_TRANSLATE_NOOP("tanto_cuore", "Served this turn — {name}")
STATUS = QT_TRANSLATE_NOOP("tanto_cuore", "Turn {n} · {name} · {phase}")
RESOURCES = QT_TRANSLATE_NOOP("tanto_cuore", "Servings: {servings} · Employs: {employs} · Love: {love}")
EMPTY_PILES = QT_TRANSLATE_NOOP("tanto_cuore", "Empty maid piles: {piles}")
PRIVATE_PILE = QT_TRANSLATE_NOOP("tanto_cuore", "private maids")


class TablePage(TableChrome, Retranslating, QWidget):
    """The table's signals and what it shares with the others: ``TableChrome``."""

    card_row = staticmethod(card_row)
    decode_payload = staticmethod(decode_payload)
    drop_action = staticmethod(drop_action)
    codec = CODEC
    confirmation_words = staticmethod(confirmation_text)
    decision_line = staticmethod(decision_line)
    reference = REFERENCE
    gesture_verbs = frozenset({"serve", "employ"})
    phase_decisions = frozenset({"start", "serving", "employ"})
    # At 1024×600 every row stays whole: smaller cards; the quarters take the height left.
    min_scale = 0.8
    fit_strips_to_height = True
    key_areas = (HAND_AREA, ("market", "town_view", QT_TRANSLATE_NOOP("TablePage", "Go straight to the town")),
                 PLAY_AREA, LOG_AREA)
    keyboard_extras = (("escape", "Esc", QT_TRANSLATE_NOOP(
        "TablePage", "Put back an event chosen by Enter, before choosing where it goes")),)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.start_table(CardZoom(self))
        self._armed = None            # the payload of a card chosen by keyboard, waiting for its place
        self.hand_model = CardListModel(self)
        self.play_model = CardListModel(self)
        self.town_model = CardListModel(self)
        self.maids_model = CardListModel(self)
        self.log_model = LogModel(viewer_log_line, self, card_name=card_name)
        self.quarters: list[QuartersStrip] = []
        self._build()
        self._build_extras()
        self.retranslate()

    # ------------------------------------------------------------ layout
    def _build(self) -> None:
        left, right = self.table_columns(3, ((5, 2), (2, None)))

        self.town_title = section_title()
        left.addWidget(self.town_title)
        self.town_view = self._card_view(self.town_model, TOWN_CARD)
        self.maids_view = self._card_view(self.maids_model, TOWN_CARD)
        left.addWidget(self.town_view)
        left.addWidget(self.maids_view)
        # The whole town stays in view in a small window: smaller cards, no scroll bar.
        for view in (self.town_view, self.maids_view):
            view.fit_width()

        # Private Quarters: one a row for 2 players, two a row for 3 or 4.
        scroll, self.quarters_host, self.quarters_layout = self.strip_area()
        left.addWidget(scroll, 1)

        self.hand_title = section_title()
        self.play_title = section_title()
        self.hand_view = card_row(HAND_CARD)
        self.hand_view.setModel(self.hand_model)
        self.play_view = card_row(TOWN_CARD, "play")
        self.play_view.setModel(self.play_model)
        self.deck_zone = PileZone()
        self.discard_zone = PileZone("discard")
        self.discard_zone.setObjectName("discardZone")
        self.bottom = QGridLayout()
        self.bottom.setHorizontalSpacing(6)
        self.bottom.setVerticalSpacing(2)
        self.bottom.addWidget(self.hand_title, 0, 0)
        self.bottom.addWidget(self.hand_view, 1, 0)
        self.bottom.addWidget(self.play_title, 0, 1)
        self.bottom.addWidget(self.play_view, 1, 1)
        self.bottom.addWidget(self.deck_zone, 0, 2, 2, 1, Qt.AlignmentFlag.AlignBottom)
        self.bottom.addWidget(self.discard_zone, 0, 3, 2, 1, Qt.AlignmentFlag.AlignBottom)
        self._share_bottom_row()
        left.addLayout(self.bottom)

        self.resources = plain_label()
        self.resources.setObjectName("sharedPiles")
        self.resources.setWordWrap(True)
        right.addWidget(self.resources)
        self.prompt_and_log(right)

        self.targets = [self.play_view.drops, self.discard_zone.drops]
        for drops in self.targets:
            self._wire_target(drops)
        for view in (self.hand_view, self.play_view, self.town_view, self.maids_view):
            self._wire_source(view)

    def _share_bottom_row(self) -> None:
        """Hand and maids served split the bottom row by the room their cards need."""
        self.bottom.setColumnStretch(0, max(self.hand_model.rowCount(), 5) * HAND_CARD.width())
        self.bottom.setColumnStretch(1, max(self.play_model.rowCount(), 2) * TOWN_CARD.width())

    # ------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.retranslate_top_bar()
        self.town_title.setText(term("town"))
        self.log_title.setText(self.tr("Log"))
        self.deck_zone.set_title(term("deck"))
        self.discard_zone.set_title(term("discard_pile"))
        self.discard_zone.setToolTip(tr(DISCARD_TIP))
        self.extras.retranslate(tr(LOOKING))
        if self.view is not None:
            self.show_view(self.view, None)

    # ------------------------------------------------------------ showing a view
    def show_view(self, view: dict, changes=None) -> None:
        """Show ``view``; ``changes`` (None for "everything") are where cards went: those zones glow."""
        pending = self.extras.take_off(view, changes)
        seat = view["seat"]
        # What changed since the view shown last, if it was this viewer's: rows whose places did not keep their cards.
        since = changes if self.view is not None and self.view["seat"] == seat else None
        choices = self.begin_view(view)
        self._armed = None
        if not self.quarters or self.quarters[0].seat != seat:
            self._build_quarters(view)
        models = {"hand": self.hand_model, "play": self.play_model, "town": self.town_model,
                  "maids": self.maids_model}
        for row, (places, items) in card_rows(view).items():
            models[row].show(places, items, since, choices)
        self._share_bottom_row()
        for strip in self.quarters:
            strip.refresh(view, self._name(strip.seat), choices)
        me = view["players"][seat]
        self.deck_zone.set_pile(me["deck_count"])
        top = me["discard"][-1] if me["discard"] else None
        self.discard_zone.set_pile(len(me["discard"]), card_name(top) if top else "")
        turn_name = self._name(view["turn"])
        self.hand_title.setText(tr(HAND_TITLE).format(name=self._name(seat)))
        self.play_title.setText(tr(PLAY_TITLE).format(name=turn_name))
        self.status.setText(tr(STATUS).format(
            n=view["turn_number"], name=turn_name, phase=phase_name(view["phase"])))
        love = view["love_available"] if view.get("love_available") is not None else view["love"]
        resources = tr(RESOURCES).format(servings=view["servings"], employs=view["employs"], love=love)
        if view["empty_maid_piles"]:        # how near the end is: the engine names the piles that count
            piles = join(tr(PRIVATE_PILE) if pile == "private" else card_name(pile) for pile in view["empty_maid_piles"])
            resources += "\n" + tr(EMPTY_PILES).format(piles=piles)
        self.resources.setText(resources)
        self.end_view(view, changes)
        self.extras.show(view, pending)

    def _build_extras(self) -> None:
        """Cards that fly, piles that open, cards looked at, last turns (``desktop/widgets/table_extras.py``)."""
        self.extras = TableExtras(self, card_row=card_row, make_model=CardListModel, looking_size=TOWN_CARD,
                                  event_paths=lambda event, seat: event_paths(self, event, seat),
                                  pile_contents=pile_contents, looking_items=looking_items,
                                  log_line=viewer_log_line, strips=lambda: self.quarters)

    def _name(self, seat) -> str:
        return self.names[seat] if seat is not None and 0 <= seat < len(self.names) else str(seat)

    def option_label(self, shown) -> str:
        return action_label(shown.info, self.view, shown.text, self.names)

    def _arrival_zone(self, event: dict):
        """Where the viewer sees the card of ``event`` arrive, or None."""
        kind, player = event["type"], event.get("player")
        if kind == "serve":
            return self.play_view
        if kind == "employ" and event.get("to") == "discard":
            return self.discard_zone if self.view and player == self.view["seat"] else self._strip(player)
        if kind in ("employ", "event_placed"):
            return self._strip(event.get("target", player))
        if kind == "chamber":
            return self._strip(player)
        return None

    def _strip(self, seat):
        return next((s for s in self.quarters if s.seat == seat), None)

    def _clear_strips(self) -> None:
        self.quarters = self.clear_strips(self.quarters, self.quarters_layout)

    def _build_quarters(self, view: dict) -> None:
        self._clear_strips()
        order = self.viewer_first(view["seat"], view["num_players"])
        self.quarters = [QuartersStrip(s) for s in order]
        self.place_strips(self.quarters, self.quarters_layout, 2 if len(order) > 2 else 1, self._wire_quarters)

    def _wire_quarters(self, strip) -> None:
        """Enter on a card of the quarters, the turn's extras, and the quarters as a drop place."""
        strip.cards.activated.connect(lambda index, strip=strip: self._activate_place(strip, index.row()))
        self.extras.wire_strip(strip)
        self._wire_target(strip.cards.drops)
        self.targets.append(strip.cards.drops)

    # ------------------------------------------------------------ gestures

    def _refusal(self, target: str, payload: dict) -> str:
        """Why a drop of ``payload`` on ``target`` means nothing now, in words (the engine's reason)."""
        args = refusal_args(target, payload, self.view["seat"]) if self.view else None
        if args is None or self.rules is None:
            return tr(NOTHING)
        return refusal_text(self.rules.refusal(*args))

    def _highlight_targets(self, payload: dict) -> None:
        """Light up every place the card may go: drop targets, and the maids an Illness may lie on."""
        super()._highlight_targets(payload)
        for strip in self.quarters:
            model = strip.model
            maids = ((row, model.drop_target(row)) for row in range(model.rowCount()))
            # A Bad Habit or the face-down pile is no maid: no place of its own to light up.
            model.set_targets(row for row, target in maids
                              if target is not None and drop_action(target, payload, self._choices) is not None)

    def _clear_highlights(self) -> None:
        super()._clear_highlights()
        for strip in self.quarters:
            strip.model.set_targets(None)

    def _activate_card(self, payload: dict) -> None:
        """Enter or a double-click on a card that can move: its only or first
        action; an event that may go to several places waits for one of them
        (they light up, and Enter on one of them sends it there)."""
        actions = card_actions(payload, self._choices)
        places = {self.option_shown(a).info.target for a in actions}
        if payload["source"] == "town" and len(places) > 1:
            self._armed = payload
            self._highlight_targets(payload)
            self.prompt.show_notice(tr(PROMPT_ARMED).format(card=card_name(payload["card"])))
        elif actions:
            self._choose(actions[0])
        elif payload["source"] in ("town", "private_open"):   # an employ it would have been: say why not
            self.prompt.show_notice(self._refusal("discard", payload))
        else:
            self.prompt.show_notice(tr(NOTHING))

    def _activate_place(self, strip, row: int) -> None:
        """Enter on a card in a player's quarters: the armed card lands there
        (on that maid, else in the quarters), else the maid's own first action
        (cure her, send Nord's Illnesses onto her, return her Illness …)."""
        if self._armed is not None:
            payload, whole = self._armed, strip.cards.drops.target
            self.disarm()
            action, reason = self.resolve_drop(strip.model.drop_target(row) or whole, payload)
            if action is None:
                action, reason = self.resolve_drop(whole, payload)
            if action is not None:
                self._choose(action)
            else:
                self.prompt.show_notice(reason)
            return
        actions = strip.model.legal_actions(row) if 0 <= row < strip.model.rowCount() else []
        if actions:
            self._choose(actions[0])
        else:
            self.prompt.show_notice(tr(NOTHING))

    def disarm(self) -> None:
        """Forget the card chosen by keyboard (Esc)."""
        if self._armed is not None:
            self._armed = None
            self._clear_highlights()
            self.prompt.show_notice("")

    def card_views(self) -> list:
        return [self.hand_view, self.play_view, self.town_view, self.maids_view,
                *(strip.cards for strip in self.quarters)]

    @guarded
    def keyPressEvent(self, event) -> None:
        """Esc (from any card row, which leaves it to us) forgets the card chosen by keyboard."""
        if event.key() == Qt.Key.Key_Escape and self._armed is not None:
            self.disarm()
            event.accept()
            return
        super().keyPressEvent(event)
