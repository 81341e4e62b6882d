"""Heart of Crown's table: market, domains, play area, piles, hand, players,
prompt and log (the table interface: ``desktop/games/__init__.py``).

It shows one seat's view at a time (the viewer) and turns card gestures into
the legal actions of the decision; what an option means, why a gesture is
refused and when to ask before an action come from the engine (``rules``).
"""
from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QHeaderView, QListView, QTableView, QWidget

from desktop.games.heart_of_crown.card_zoom import CardZoom
from desktop.games.heart_of_crown.delegates import CARD_SIZE, card_row
from desktop.games.heart_of_crown.domain_strip import DomainStrip
from desktop.games.heart_of_crown.motion_paths import event_paths
from desktop.games.heart_of_crown.piles import LOOKING, looking_items, pile_contents
from desktop.games.heart_of_crown.strings import tr
from desktop.games.heart_of_crown.dragdrop import actions_for, decode_payload, drop_action, drop_refusal_args
from desktop.games.heart_of_crown.models.cards import CardListModel
from desktop.games.heart_of_crown.models.items import card_rows, market_places
from desktop.games.heart_of_crown.models.players import PlayersModel, fit_height
from desktop.games.heart_of_crown.reference import REFERENCE
from desktop.games.heart_of_crown.strings import (action_label, card_name, confirmation_text, decision_line, phase_name,
                                                  refusal_text,
                                                  viewer_log_line)
from desktop.base.guard import guarded
from desktop.base.i18n import Retranslating, join
from desktop.widgets.log_model import LogModel
from desktop.widgets.prompt_panel import PromptPanel
from desktop.shell.reference_window import reference_tip
from desktop.widgets.pile_zone import PileZone
from desktop.widgets.plain_text import plain_label
from desktop.widgets.table_chrome import TableChrome, section_title
from desktop.widgets.table_extras import TableExtras
from engine.games.heart_of_crown.codec import CODEC

GAME_ID = "heart_of_crown"
MARKET_CARD = QSize(84, 108)
PRINCESS_CARD = QSize(68, 148)
NARROW_TABLE = 1180     # below this width the shared piles' counts leave the basic market's row     # tall: name, picture and what she does, at table size


def _cards(cards) -> str:
    return join(card_name(c) for c in cards)


class TablePage(TableChrome, Retranslating, QWidget):
    """The table's signals and what it shares with the others: ``TableChrome``."""

    card_row = staticmethod(card_row)
    codec = CODEC
    decode_payload = staticmethod(decode_payload)
    drop_action = staticmethod(drop_action)
    confirmation_words = staticmethod(confirmation_text)
    decision_line = staticmethod(decision_line)
    reference = REFERENCE
    gesture_verbs = frozenset({"play", "buy", "set", "recall"})
    phase_decisions = frozenset({"main", "second"})
    # At 1024×600 every row stays whole: smaller cards; the domains take the height left.
    min_scale = 0.8
    fit_strips_to_height = True

    def __init__(self, parent=None):
        super().__init__(parent)
        self.start_table(CardZoom(self))
        self.hand_model = CardListModel(self)
        self.play_model = CardListModel(self)
        self.basic_model = CardListModel(self)
        self.market_model = CardListModel(self)
        self.market_order: list = []      # the market's piles in their places on the row
        self.princess_model = CardListModel(self)
        self.players_model = PlayersModel(self)
        self.log_model = LogModel(viewer_log_line, self, card_name=card_name)
        self.domains: list[DomainStrip] = []
        self._shared_text, self._shared_narrow = "", False
        self._build()
        self._build_extras()
        self.retranslate()

    # ------------------------------------------------------------ layout
    def _build(self) -> None:
        left, right = self.table_columns(4, ((2, 2), (1, None)))

        # Market: basic piles with the shared piles beside them, then the 8 kinds.
        self.basic_view = self._card_view(self.basic_model, MARKET_CARD)
        self.market_view = self._card_view(self.market_model, MARKET_CARD)
        self.shared = plain_label()
        self.shared.setObjectName("sharedPiles")
        self.shared.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # Your deck and discard pile sit beside the basic market, where cards
        # are bought: the bottom row is left to the hand and the play area.
        self.deck_zone = PileZone()
        self.discard_zone = PileZone("discard")
        self.discard_zone.setObjectName("discardZone")
        self.titles = {key: section_title() for key in ("basic", "market", "players", "princesses")}
        self.basic_title_row = QHBoxLayout()
        self.basic_title_row.addWidget(self.titles["basic"])
        self.basic_title_row.addStretch(1)
        left.addLayout(self.basic_title_row)
        self.basic_row = basic_row = QHBoxLayout()
        basic_row.setSpacing(4)
        basic_row.addWidget(self.basic_view, 1)
        basic_row.addWidget(self.shared)
        basic_row.addWidget(self.deck_zone, 0, Qt.AlignmentFlag.AlignTop)
        basic_row.addWidget(self.discard_zone, 0, Qt.AlignmentFlag.AlignTop)
        left.addLayout(basic_row)
        left.addWidget(self.titles["market"])
        left.addWidget(self.market_view)

        # No title over the domains: each strip's header names its player.
        # One domain a row for 2 players, two a row for 3 or 4 (see _build_domains).
        scroll, self.domain_host, self.domain_layout = self.strip_area()
        left.addWidget(scroll, 1)

        # The hand with the play area beside it: the height this saves goes to
        # the domains, so that 3 or 4 domains show without scrolling at 1280×800.
        self.play_title = section_title()
        self.hand_title = section_title()
        self.hand_view = card_row(target="hand")
        self.hand_view.setModel(self.hand_model)
        self.play_view = card_row(MARKET_CARD, "play")
        self.play_view.setModel(self.play_model)
        self.bottom = QGridLayout()
        self.bottom.setHorizontalSpacing(8)
        self.bottom.setVerticalSpacing(2)
        self.bottom.addWidget(self.hand_title, 0, 0)
        self.bottom.addWidget(self.hand_view, 1, 0)
        self.bottom.addWidget(self.play_title, 0, 1)
        self.bottom.addWidget(self.play_view, 1, 1)
        self._share_bottom_row()
        left.addLayout(self.bottom)

        right.addWidget(self.titles["players"])
        self.players_view = QTableView()
        self.players_view.setModel(self.players_model)
        self.players_view.verticalHeader().hide()
        header = self.players_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)    # the spare width goes to the names
        self.players_view.setSelectionMode(QTableView.SelectionMode.NoSelection)
        right.addWidget(self.players_view)
        right.addWidget(self.titles["princesses"])
        self.princess_view = self._card_view(self.princess_model, PRINCESS_CARD)
        right.addWidget(self.princess_view)
        self.prompt_and_log(right)
        self.titles["log"] = self.log_title

        # The market and the princesses stay whole in a small window: smaller cards, no scroll bar.
        for view in (self.basic_view, self.market_view, self.princess_view):
            view.fit_width()
        self.targets = [self.play_view.drops, self.discard_zone.drops, self.hand_view.drops]
        for drops in self.targets:
            self._wire_target(drops)
        for view in self.card_views():
            self._wire_source(view)

    def _place_shared(self) -> None:
        """In a narrow window the shared piles' counts go on one line beside
        the basic market's title, so that its cards keep their room, and your
        deck and discard pile beside the hand."""
        narrow = self.width() < NARROW_TABLE
        if narrow == self._shared_narrow:
            return
        self._shared_narrow = narrow
        (self.basic_row if narrow else self.basic_title_row).removeWidget(self.shared)
        for zone in (self.deck_zone, self.discard_zone):
            (self.basic_row if narrow else self.bottom).removeWidget(zone)
        if narrow:
            self.basic_title_row.insertWidget(1, self.shared)
            # Your piles go beside the hand, whose row is as tall: the basic market's row keeps
            # the height of its cards, and the domains get the rest (1024×600).
            self.bottom.addWidget(self.deck_zone, 0, 2, 2, 1, Qt.AlignmentFlag.AlignBottom)
            self.bottom.addWidget(self.discard_zone, 0, 3, 2, 1, Qt.AlignmentFlag.AlignBottom)
        else:
            self.basic_row.insertWidget(1, self.shared)
            self.basic_row.addWidget(self.deck_zone, 0, Qt.AlignmentFlag.AlignTop)
            self.basic_row.addWidget(self.discard_zone, 0, Qt.AlignmentFlag.AlignTop)
        self._show_shared()

    def _show_shared(self) -> None:
        self.shared.setText(self._shared_text.replace("\n", " · ") if self._shared_narrow else self._shared_text)

    @guarded
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place_shared()

    def _share_bottom_row(self) -> None:
        """Hand and play area split the bottom row by the room their cards need."""
        hand = max(self.hand_model.rowCount(), 5) * CARD_SIZE.width()
        play = max(self.play_model.rowCount(), 2) * MARKET_CARD.width()
        self.bottom.setColumnStretch(0, hand)
        self.bottom.setColumnStretch(1, play)

    # ------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.retranslate_top_bar()
        titles = {"players": self.tr("Players"), "princesses": self.tr("Princesses to back"),
                  "log": self.tr("Log")}
        # Glossary terms keep the game's context, and so its one translation.
        titles["basic"] = QCoreApplication.translate("heart_of_crown", "Basic market")
        titles["market"] = QCoreApplication.translate("heart_of_crown", "Market")
        for key, text in titles.items():
            self.titles[key].setText(text)
        self.deck_zone.set_title(QCoreApplication.translate("heart_of_crown", "Deck"))
        self._title_discard()
        self.extras.retranslate(tr(LOOKING))
        self._explain_zones()
        if self.view is not None:   # the view's own texts: status, prompt, domains, piles
            self.show_view(self.view, None)

    def _title_discard(self) -> None:
        """Your discard pile says it takes a buy, except in a replay, where nothing does."""
        self.discard_zone.set_title(QCoreApplication.translate("heart_of_crown", "Discard pile") if self.read_only
                                    else self.tr("Discard — drop to buy"))

    def _explain_zones(self) -> None:
        """Each zone's tooltip and What's this, from the rules reference's
        section about it (the same text the reference shows)."""
        zones = {
            "table-status": (self.status,),
            "table-basic-market": (self.titles["basic"], self.basic_view),
            "table-market": (self.titles["market"], self.market_view),
            "table-deck": (self.deck_zone,),
            "table-discard": (self.discard_zone,),
            "table-hand": (self.hand_title, self.hand_view),
            "table-play-area": (self.play_title, self.play_view),
            "table-players": (self.titles["players"], self.players_view),
            "table-princesses": (self.titles["princesses"], self.princess_view),
            "table-prompt": (self.prompt,),
            "table-log": (self.titles["log"], self.log_view),
        }
        for section, widgets in zones.items():
            tip = reference_tip(GAME_ID, section)
            for widget in widgets:
                widget.setWhatsThis(tip)
                # Over cards the zoom explains each card: a tooltip there would cover it.
                if not isinstance(widget, (QListView, PromptPanel)):
                    widget.setToolTip(tip)
        self.shared.setWhatsThis(reference_tip(GAME_ID, "table-shared-piles"))

    # ------------------------------------------------------------ showing a view
    def show_view(self, view: dict, changes=None) -> None:
        """Show ``view``; ``changes`` (``engine.core.protocol.Changes``, None
        for "everything") are where cards went: those zones glow."""
        pending = self.extras.take_off(view, changes)
        seat = view["seat"]
        # What changed since the view shown last, if it was this viewer's: rows whose places did not keep their cards.
        since = changes if self.view is not None and self.view["seat"] == seat else None
        choices = self.begin_view(view)
        if not self.domains or self.domains[0].seat != seat:
            self._build_domains(view)
        self.market_order = market_places(self.market_order, view)
        models = {"hand": self.hand_model, "play": self.play_model, "basic": self.basic_model,
                  "market": self.market_model, "princesses": self.princess_model}
        for row, (places, items) in card_rows(view, self.market_order).items():
            models[row].show(places, items, since, choices)
        self._share_bottom_row()
        self.players_model.set_view(view, self.names)
        fit_height(self.players_view)
        for strip in self.domains:
            strip.refresh(view, self.names[strip.seat], choices)
        me = view["players"][seat]
        self.deck_zone.set_pile(me["deck_count"], _cards(me["deck_faceup"]) if me["deck_faceup"] else "")
        top = me["discard"][-1] if me["discard"] else None
        self.discard_zone.set_pile(len(me["discard"]), card_name(top) if top else "")
        self._title_discard()
        self._shared_text = self.tr("Curses: {curses}\nSupply: {supply}\nAbroad: {abroad}").format(
            curses=view["curses"], supply=view["supply_count"], abroad=len(view["abroad"]))
        self._show_shared()
        self.shared.setToolTip(self.shared.whatsThis() + "<p>" + html.escape(
            self.tr("Exiled (abroad): {cards}").format(cards=_cards(view["abroad"]))) + "</p>")
        turn_name = self.names[view["turn"]]
        self.play_title.setText(self.tr("Play area — {name}").format(name=turn_name))
        self.hand_title.setText(self.tr("Your hand — {name}").format(name=self.names[seat]))
        self.status.setText(self.tr("Turn {n} · {name} · {phase} · coins: {coins} · links left: {links}").format(
            n=view["turn_number"], name=turn_name, phase=phase_name(view["phase"]),
            coins=view["coins"], links=view["plays_left"]))
        self.end_view(view, changes)
        self.extras.show(view, pending)

    def _build_extras(self) -> None:
        """Cards that fly, piles that open, cards looked at, last turns (``desktop/widgets/table_extras.py``)."""
        self.extras = TableExtras(self, card_row=card_row, make_model=CardListModel, looking_size=PRINCESS_CARD,
                                  event_paths=lambda event, seat: event_paths(self, event, seat),
                                  pile_contents=pile_contents, looking_items=looking_items,
                                  log_line=viewer_log_line, strips=lambda: self.domains)

    def option_label(self, shown) -> str:
        return action_label(shown.info, self.view, shown.text)

    def _arrival_zone(self, event: dict):
        """Where the viewer sees the card of ``event`` arrive, or None."""
        kind, player = event["type"], event.get("player")
        if kind == "play":
            return self.play_view
        if self.view is None or kind not in ("buy", "gain", "set", "back", "keep"):
            return None
        if kind in ("buy", "gain") and player == self.view["seat"]:
            return self.deck_zone if event.get("to") == "deck" else self.discard_zone
        # A card set or kept, or another player's new card: that player's domain.
        return next((s for s in self.domains if s.seat == player), None)

    def reset(self, names, rules) -> None:
        super().reset(names, rules)
        self.market_order = []          # a new game's market: the engine's order

    def _clear_strips(self) -> None:
        self.domains = self.clear_strips(self.domains, self.domain_layout)

    def _build_domains(self, view: dict) -> None:
        self._clear_strips()
        seat = view["seat"]
        order = self.viewer_first(seat, view["num_players"])
        # Two domains take a row each; three or four take two rows of two,
        # with their cards drawn smaller: all fit 1280×800 without scrolling.
        compact = len(order) > 2
        self.domains = [DomainStrip(s, s == seat, compact) for s in order]
        self.place_strips(self.domains, self.domain_layout, 2 if compact else 1, self.extras.wire_strip)
        self._wire_target(self.domains[0].cards.drops)
        self.targets.append(self.domains[0].cards.drops)

    # ------------------------------------------------------------ gestures
    def _refusal(self, target: str, payload: dict) -> str:
        """Why a drop of ``payload`` on ``target`` means nothing now, in words."""
        seat = self.view["seat"] if self.view else None
        return refusal_text(self.rules.refusal(*drop_refusal_args(target, payload, seat)))

    def _activate_card(self, payload: dict) -> None:
        actions = actions_for(payload["source"], payload["card"], payload.get("slot"), self._choices)
        if actions:
            self._choose(actions[0])
        elif payload["source"] == "market":   # a buy it would have been: say why not
            self.prompt.show_notice(self._refusal("discard", payload))
        else:
            self.prompt.show_notice(self.tr("Nothing to do with that card now."))

    def card_views(self) -> list:
        return [self.hand_view, self.play_view, self.basic_view, self.market_view, self.princess_view,
                *(strip.cards for strip in self.domains)]
