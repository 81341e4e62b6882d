"""What every game's table has around its cards (``desktop/games/__init__.py``):
the top bar (status line, the legend "?", Rules (F1), Keys, Undo, Save as…, Menu),
the keyboard's way round it (the list of keys, Tab past the players' table,
the hand's row first, one key straight to each place a game names in ``key_areas``),
a card's FAQ answers on a right click, a selected card shown large, the hint in words, the
second click an engine warning asks for, the notice line, larger cards on a
larger window and with the text size setting, and the zoom put away when the table hides.

It also has what every table's setup shares: the table's signals, its
first state (``start_table``), the top bar over its columns
(``table_columns``), the prompt and the log (``prompt_and_log``), ``reset``,
the players' strips (``clear_strips``, ``place_strips``), the decision's
choices and prompt (``begin_view``, ``_show_decision``, ``end_view``) and
the drop places' resolving and lighting up.

A table mixes ``TableChrome`` in before ``QWidget`` and provides what
``ChromeHooks`` lists (with ``DropHooks`` where it has drop places, and
``DecisionHooks`` where it leaves the decision's prompt to ``_show_decision``)
(``tests/desktop/games/test_contract.py`` checks every game's table). Every
option comes described in the view (``engine.core.actions.ShownOption``): a
redraw asks the state nothing; only a refused gesture does (``rules``).
"""
from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QFrame, QGridLayout, QHBoxLayout, QLabel, QListView, QMenu, \
    QPushButton, QScrollArea, QSizePolicy, QTableView, QVBoxLayout, QWidget

from desktop.base.guard import guarded
from desktop.base.i18n import current_language
from desktop.widgets.prompt_panel import PromptPanel
from desktop.base.reference_data import load_reference
from desktop.base.settings import UI_SIZES, Settings
from desktop.widgets.shortcuts_window import ShortcutsWindow
from desktop.widgets.flash import flash
from desktop.widgets.hover_zoom import HoverZoom
from desktop.widgets.log_view import LogView
from desktop.widgets.plain_text import plain_label
from desktop.widgets.roles import CARD_ROLE
from desktop.widgets.shortcuts import AREA_KEYS, HAND_AREA, KEYS_LIST_KEYS, LOG_AREA, PLAY_AREA, SAVE_KEYS, UNDO_KEYS, \
    click_on, keys_to
from engine.core.actions import ActionCodec, ShownOption

# Tables are laid out for 1280×800; a larger window grows the cards, up to this.
MAX_SCALE = 2.0
BASE_SIZE = QSize(1280, 800)
# The rows of cards take about half of the height and the domains the rest:
# a wide window may grow the cards a little more than its height alone would.
HEIGHT_SLACK = 1.1
# The players' strips of a table that fits them to its height draw their
# cards no smaller than this: below it they scroll instead.
STRIP_FLOOR = 0.4


def card_scale(size: QSize, factor: float = 1.0, floor: float = 1.0) -> float:
    """How much larger than their base size the cards are drawn in a window
    of ``size``, times the player's text and card size ``factor``; a table
    whose rows must stay whole in a smaller window passes a ``floor`` below 1."""
    fit = min(size.width() / BASE_SIZE.width(), HEIGHT_SLACK * size.height() / BASE_SIZE.height())
    return round(min(MAX_SCALE, max(floor, fit)) * factor, 2)


class StripArea(QScrollArea):
    """The scroll area of the players' strips; ``resized()`` when its size
    changes (a narrower strip may wrap its header)."""

    resized = Signal()

    @guarded
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.resized.emit()


def ui_size_factor() -> float:
    """The text and card size the player chose in the settings."""
    return UI_SIZES[Settings().ui_size]


def sized_font(factor: float | None) -> QFont:
    """A font that sets only the size, ``factor`` times the application's
    (None: nothing, all inherited): the family still follows the language."""
    font = QFont()
    if factor is not None:
        font.setPointSizeF(QApplication.font().pointSizeF() * factor)
    return font


def section_title() -> QLabel:
    """A title over a part of the table (the style sheet's ``sectionTitle``)."""
    label = plain_label()
    label.setObjectName("sectionTitle")
    return label


class ChromeHooks(Protocol):
    """What ``TableChrome`` asks of the table that mixes it in."""

    targets: list               # its drop places (``DropSupport``), lit up while a card is dragged
    log_model: Any              # its ``LogModel``, made with the game's log lines
    reference: Any              # its game's rules reference file (``REFERENCE``); None: none
    decode_payload: Any         # its game's ``decode_payload(mime)``; None: no card is dropped
    codec: ActionCodec          # its game's codec: the view's option texts back to actions

    def card_views(self) -> list: ...

    def _arrival_zone(self, event: dict): ...       # where a card of an event lands

    def _activate_card(self, payload: dict) -> None: ...

    def _clear_strips(self) -> None: ...

    def card_row(self, size): ...                   # its game's card row of that card size

    def confirmation_words(self, warning) -> str: ...   # the warning with the click that confirms it

    def option_label(self, shown) -> str: ...     # a ShownOption in words (may read ``self.view``)


class DropHooks(Protocol):
    """What ``TableChrome`` asks of a table with drop places (``targets``)."""

    def drop_action(self, target: str, payload: dict, choices): ...   # the action a drop means, or None

    def _refusal(self, target: str, payload: dict) -> str: ...        # why a drop means nothing, in words


class DecisionHooks(Protocol):
    """What ``TableChrome._show_decision`` asks of a table that keeps it."""

    def decision_line(self, decision: dict, names) -> str: ...


class TableChrome:
    """Mixin of a table page, with the table's signals (``desktop/games/__init__.py``)."""

    chosen = Signal(object)         # the viewer chose a legal action by any means
    hint_toggled = Signal()         # the viewer asks for a hint, or cancels the one coming
    undo_requested = Signal()
    save_requested = Signal()
    menu_requested = Signal()
    rules_requested = Signal(str)   # the rules reference, at a section ("": the one that fits the view)

    extras = None                 # a table's TableExtras (desktop/widgets/table_extras.py), if it has them
    codec = None                  # the game's ActionCodec: a view's option text back to its action
    # In the phase decisions (kinds), these verbs are done with the cards
    # themselves (drag, double-click, Enter): a button for each would bury the rest.
    gesture_verbs = frozenset()
    phase_decisions = frozenset()
    scale = 1.0
    _font_factor = 1.0
    reference = None
    can_undo = False
    undo_refusal = ""       # why Undo is greyed, in words
    confirm_end_phase = True
    _pending_confirm = None
    keyboard_extras = ()          # a game's own keys for the list: (id, keys, words in "TablePage")
    # The places a key goes straight to (desktop/widgets/shortcuts.py AREA_KEYS), past the long
    # Tab ring: (area, the attribute of its widget, words in "TablePage" for the list of keys).
    key_areas = (HAND_AREA, ("market", "market_view", QT_TRANSLATE_NOOP("TablePage", "Go straight to the market")),
                 PLAY_AREA, LOG_AREA)
    keys_window = None
    # Below 1280×800 the cards of every row shrink down to this (1.0: they keep their size).
    min_scale = 1.0
    # The players' strips share the height left to them, their cards as large as it allows.
    fit_strips_to_height = False
    read_only = False             # a watched replay: no gesture means anything
    _strips_placed = ((), 1)      # (strips, columns) on the strip area
    _viewer_deciding = False      # the last view shown asked the viewer something

    def start_table(self, zoom) -> None:
        """What every table starts with: no view, names or rules yet, no
        choices; ``zoom`` (the game's card zoom) shows a card large on hover."""
        self.setObjectName("tablePage")
        self.view = None
        self.rules = None
        self.names: list[str] = []
        self.animations = True
        self._choices: tuple = ()     # (action, OptionInfo) of the viewer's decision
        self._shown: dict = {}        # action -> its ShownOption, as the view described it
        self.zoom = HoverZoom(zoom)

    def table_columns(self, spacing: int, columns) -> list:
        """The page's layout: the top bar over side-by-side columns, ``spacing``
        apart; ``columns``: (stretch, spacing or None) of each. Their layouts."""
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 4, 6, 4)
        outer.setSpacing(spacing)
        outer.addLayout(self.top_bar())
        body = QHBoxLayout()
        outer.addLayout(body, 1)
        made = []
        for stretch, column_spacing in columns:
            column = QVBoxLayout()
            if column_spacing is not None:
                column.setSpacing(column_spacing)
            body.addLayout(column, stretch)
            made.append(column)
        return made

    def prompt_and_log(self, column) -> None:
        """The prompt, then the log under its title, taking the rest of ``column``."""
        self.prompt = PromptPanel()
        self.prompt.chosen.connect(self._choose)
        self.prompt.hint_toggled.connect(self.hint_toggled)
        column.addWidget(self.prompt)
        self.log_title = section_title()
        column.addWidget(self.log_title)
        self.log_view = self.log_list(self.log_model)
        column.addWidget(self.log_view, 1)

    def reset(self, names, rules) -> None:
        """A new game: new strips for its players, an empty log; ``rules`` answers for the engine."""
        self.names = list(names)
        self.rules = rules
        self._clear_strips()
        self.view = None
        self.log_model.reset(names, 0)
        if self.extras is not None:
            self.extras.reset()

    def clear_strips(self, strips: list, grid) -> list:
        """Take the players' ``strips`` off ``grid`` and their cards off the drop places; []."""
        for strip in strips:
            if strip.cards.drops in self.targets:
                self.targets.remove(strip.cards.drops)
        while grid.count():
            widget = grid.takeAt(0).widget()
            if widget is not None:
                widget.deleteLater()
        self._strips_placed = ((), 1)    # a resize before the next place_strips must not fit deleted strips
        return []

    def place_strips(self, strips: list, grid, columns: int, wire) -> None:
        """Put the players' ``strips`` on ``grid``, ``columns`` a row, their
        cards wired like every row's, then ``wire(strip)``."""
        for place, strip in enumerate(strips):
            grid.addWidget(strip, place // columns, place % columns)
            self._wire_source(strip.cards)
            wire(strip)
        grid.setRowStretch(-(-len(strips) // columns), 1)
        self._strips_placed = (strips, columns)
        self.fit_strips()

    def fit_strips(self) -> None:
        """The strips' cards as large as the strip area's height lets every
        row of strips show whole (``fit_strips_to_height``): no empty band
        under them in a large window, no strip cut in a small one."""
        strips, columns = self._strips_placed
        area = getattr(self, "strip_scroll", None)
        if not self.fit_strips_to_height or not strips or area is None or area.height() <= 0:
            return
        rows = -(-len(strips) // columns)
        row_height = (area.height() - area.widget().layout().spacing() * (rows - 1)) / rows
        # One size for every strip's cards: the tallest header (a discard button, wrapped words) decides.
        chrome = max(max(strip.sizeHint().height(), strip.heightForWidth(strip.width())) - strip.cards.height()
                     for strip in strips)
        for strip in strips:
            cards = strip.cards
            card_height = cards.itemDelegate().size.height()
            bar = cards.height() - round(card_height * cards.shown_scale())      # the scroll bar's room
            fit = (row_height - chrome - bar - 6) / card_height      # 6 px: the rounding of every part
            cards.set_scale(max(STRIP_FLOOR, min(MAX_SCALE * self._font_factor, fit)))

    @staticmethod
    def viewer_first(seat: int, players: int) -> list:
        """The seats in the order their strips show: the viewer's first."""
        return [seat] + [s for s in range(players) if s != seat]

    def begin_view(self, view: dict) -> tuple:
        """A new view to show: a confirmation asked for is forgotten; the
        viewer's (action, OptionInfo) pairs of its decision, from the view, kept for the gestures."""
        self.view = view
        self._pending_confirm = None
        decision = view["decision"]
        options = decision["options"] if decision and "options" in decision else ()
        self._shown = {self.codec.parse(entry["text"]): ShownOption.from_data(entry) for entry in options}
        self._choices = tuple((action, option.info) for action, option in self._shown.items())
        return self._choices

    def option_shown(self, action) -> ShownOption:
        """How the view described one of the viewer's current options."""
        return self._shown[action]

    def end_view(self, view: dict, changes) -> None:
        """After a view's zones: Undo, the strips' size, the prompt, and a flash where cards went."""
        self.undo_button.setEnabled(self.can_undo)
        self.fit_strips()        # a strip's header may have grown (a discard button shown)
        self._show_decision(view)
        if changes is not None and self.animations:
            self.flash_events(changes.events)

    def zoom_after_view(self) -> None:
        """A new view was shown: the keyboard's card zoom goes, and any zoom
        goes when the others' turn begins (the whole table shows what they do)."""
        self.zoom.cards_changed()
        if self._viewer_deciding and not self._choices:
            self.zoom.hide()
        self._viewer_deciding = bool(self._choices)

    def _show_decision(self, view: dict) -> None:
        """The prompt, with a button for each answer that is not a card gesture."""
        self.zoom_after_view()
        decision = view["decision"]
        if decision is None:
            self.prompt.show_decision(None, ())
            return
        phase = decision.get("kind") in self.phase_decisions
        buttons = [(action, self._label(action), self._shown[action].text)
                   for action, info in self._choices
                   if not (phase and info.verb in self.gesture_verbs)]
        self.prompt.show_decision(self.decision_line(decision, self.names), buttons, "options" in decision)

    def _label(self, action) -> str:
        return self.option_label(self._shown[action])

    def resolve_drop(self, target: str, payload: dict):
        """(action, "") for a drop of ``payload`` on ``target`` that means a legal action, else (None, why not)."""
        action = self.drop_action(target, payload, self._choices)
        if action is not None:
            return action, ""
        return None, self._refusal(target, payload)

    def _highlight_targets(self, payload: dict) -> None:
        for drops in self.targets:
            drops.set_highlight(self.drop_action(drops.target, payload, self._choices) is not None)

    def _clear_highlights(self) -> None:
        for drops in self.targets:
            drops.set_highlight(False)

    def top_bar(self) -> QHBoxLayout:
        """The status line, the legend and Rules (a game with a rules
        reference), and the Undo, Save as… and Menu buttons."""
        bar = QHBoxLayout()
        self.status = plain_label()
        self.status.setObjectName("statusLine")
        bar.addWidget(self.status, 1)
        # The rules and the legend; F1 is the main window's, on every page.
        self.rules_button = QPushButton()
        self.rules_button.setObjectName("rulesButton")
        self.rules_button.clicked.connect(lambda: self.rules_requested.emit(""))
        self.legend_button = QPushButton("?")
        self.legend_button.setObjectName("legendButton")
        self.legend_button.clicked.connect(lambda: self.rules_requested.emit("legend"))
        if self.reference is not None:
            bar.addWidget(self.legend_button)
            bar.addWidget(self.rules_button)
        self.keys_button = QPushButton()
        self.keys_button.setObjectName("keysButton")
        self.keys_button.clicked.connect(self.show_keys)
        bar.addWidget(self.keys_button)
        self.undo_button = QPushButton()
        self.undo_button.setObjectName("undoButton")
        self.undo_button.clicked.connect(self.undo_requested)
        self.save_button = QPushButton()
        self.save_button.setObjectName("saveButton")
        self.save_button.clicked.connect(self.save_requested)
        self.menu_button = QPushButton()
        self.menu_button.setObjectName("menuButton")
        self.menu_button.clicked.connect(self.menu_requested)
        for button in (self.undo_button, self.save_button, self.menu_button):
            bar.addWidget(button)
        self.shortcuts = [keys_to(UNDO_KEYS, self._undo_key, self), click_on(SAVE_KEYS, self.save_button, self),
                          keys_to(KEYS_LIST_KEYS, self.show_keys, self)]
        self.shortcuts += [keys_to(AREA_KEYS[area], lambda area=area: self.go_to_area(area), self)
                           for area, _attribute, _words in self.key_areas]
        return bar

    def key_rows(self) -> tuple:
        """The list of keys' rows of this table beyond TABLE_KEYS: its places' keys, then its own."""
        return (*((area, AREA_KEYS[area], words) for area, _attribute, words in self.key_areas),
                *self.keyboard_extras)

    def go_to_area(self, area: str) -> None:
        """The keyboard to the place ``area`` (``key_areas``), on its current
        card or else its first, as if Tab had gone there."""
        attribute = next(attribute for name, attribute, _words in self.key_areas if name == area)
        widget = getattr(self, attribute, None)
        if widget is None or not widget.isVisible():
            return
        widget.setFocus(Qt.FocusReason.ShortcutFocusReason)
        if widget in self.card_views() and widget.model().rowCount() and not widget.currentIndex().isValid():
            widget.setCurrentIndex(widget.model().index(0, 0))

    def show_keys(self) -> ShortcutsWindow:
        """Show the list of keys beside the table, or put it away if it shows.
        It opens without taking the keyboard, so the keys go on working."""
        if self.keys_window is None:
            self.keys_window = ShortcutsWindow(self.key_rows(), self)
            self.keys_window.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        if self.keys_window.isVisible():
            self.keys_window.hide()
        else:
            self.keys_window.show()      # a dialog of the table: it stays above it
        return self.keys_window

    def settle_keyboard(self) -> None:
        """Tab passes the tables of facts (the players' table would keep it
        moving from cell to cell); a keyboard that is nowhere on the table
        starts on the hand, and goes there when its button vanishes."""
        for facts in self.findChildren(QTableView):
            facts.setTabKeyNavigation(False)
            facts.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.prompt.fallback_focus = self.hand_view
        focus = QApplication.focusWidget()
        if focus is None or not self.isAncestorOf(focus) or not focus.isVisible():
            self.hand_view.setFocus(Qt.FocusReason.OtherFocusReason)

    def strip_area(self) -> tuple:
        """(scroll area, host, grid) for the players' strips, on the table colour."""
        host = QWidget()
        grid = QGridLayout(host)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(2)
        scroll = self.strip_scroll = StripArea()
        scroll.resized.connect(self.fit_strips)
        scroll.setWidgetResizable(True)
        scroll.setWidget(host)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)    # Tab goes to the strips' cards, not their frame
        # The table colour below the strips (setWidget turned the fill on).
        scroll.viewport().setAutoFillBackground(False)
        host.setAutoFillBackground(False)
        return scroll, host, grid

    def log_list(self, model) -> QListView:
        """The log (``widgets/log_view.py``): its cards show large on hover too."""
        view = LogView()
        view.setModel(model)
        self.zoom.attach(view)
        return view

    def _card_view(self, model, size):
        """A row of the game's cards that takes the width it is given."""
        view = self.card_row(size)
        view.setModel(model)
        view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        return view

    def _wire_source(self, view) -> None:
        self.zoom.attach(view)
        view.setFont(sized_font(1.0 if self._font_factor != 1.0 else None))      # see apply_size
        view.set_scale(self.scale)
        view.drag_started.connect(self._highlight_targets)
        view.drag_finished.connect(self._clear_highlights)
        view.card_activated.connect(self._activate_card)
        view.focus_left.connect(self.zoom.hide)
        view.key_moved.connect(lambda index, v=view: self._zoom_selected(v, index))
        view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        view.customContextMenuRequested.connect(lambda pos, v=view: self.card_menu(v, pos))

    def card_menu(self, view, pos) -> QMenu | None:
        """A right click on a card with FAQ answers: a menu that opens each in
        the rules reference (None for a card without any)."""
        index = view.indexAt(pos)
        card = index.data(CARD_ROLE) if index.isValid() else None
        sections = load_reference(self.reference).for_card(card) if card and self.reference else []
        if not sections:
            return None
        menu = QMenu(self)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        for section in sections:
            menu.addAction(section.title.get(current_language()),
                           lambda section_id=section.id: self.rules_requested.emit(section_id))
        menu.popup(view.viewport().mapToGlobal(pos))
        return menu

    def _zoom_selected(self, view, index) -> None:
        """A card the player moved to by keyboard shows large, with its text and
        FAQ (not one the table made current after a move: it would stick there)."""
        card = index.data(CARD_ROLE) if index.isValid() else None
        if card and view.hasFocus():
            self.zoom.show_for_keys(view, card, view.visualRect(index))

    def _wire_target(self, drops) -> None:
        drops.decode = self.decode_payload
        drops.resolver = self.resolve_drop
        drops.dropped.connect(self._choose)
        drops.refused.connect(self.prompt.show_notice)

    def flash_events(self, events: list) -> None:
        """Flash each zone a card of ``events`` went to, once."""
        zones = []
        for event in events:
            zone = self._arrival_zone(event)
            if zone is not None and zone not in zones:
                zones.append(zone)
        for zone in zones:
            flash(zone)

    def options(self) -> tuple:
        """The viewer's legal actions now."""
        return tuple(action for action, _ in self._choices)

    def card_models(self) -> list:
        return [view.model() for view in self.card_views()]

    def retranslate_top_bar(self) -> None:
        # Every game's table page is a "TablePage": one context, one translation each.
        self.undo_button.setText(QCoreApplication.translate("TablePage", "Undo"))
        self.save_button.setText(QCoreApplication.translate("TablePage", "Save as…"))
        self.menu_button.setText(QCoreApplication.translate("TablePage", "Menu"))
        self.rules_button.setText(QCoreApplication.translate("TablePage", "Rules (F1)"))
        self.keys_button.setText(QCoreApplication.translate("TablePage", "Keys"))
        self.keys_button.setToolTip(QCoreApplication.translate("TablePage", "Keyboard shortcuts ({keys})").format(
            keys=KEYS_LIST_KEYS))
        self.rules_button.setToolTip(QCoreApplication.translate(
            "TablePage", "The rules, at the part that fits this moment of the game"))
        self.legend_button.setToolTip(QCoreApplication.translate(
            "TablePage", "What the marks and zones of the table mean"))

    def set_undo_allowed(self, allowed: bool, refusal: str = "") -> None:
        """``refusal``: why not, in words, for the greyed button and Ctrl+Z."""
        self.can_undo = allowed
        self.undo_refusal = "" if allowed else refusal
        self.undo_button.setEnabled(allowed)
        self.undo_button.setToolTip(self.undo_refusal)

    def _undo_key(self) -> None:
        """Ctrl+Z: undo, or say why not (a greyed button alone says nothing)."""
        if self.undo_button.isVisible() and self.undo_button.isEnabled():
            self.undo_button.click()
        elif self.undo_refusal:
            self.show_notice(self.undo_refusal)

    def _choose(self, action) -> None:
        """An action the engine warns about (ending a phase with something
        still to do) asks for a second click first."""
        shown = self._shown.get(action) if self.confirm_end_phase and action != self._pending_confirm else None
        warning = shown.warning if shown is not None else None
        if warning is not None:
            self._pending_confirm = action
            self.prompt.show_notice(self.confirmation_words(warning))
            return
        self._pending_confirm = None
        self.chosen.emit(action)

    def show_notice(self, text: str, tone: str = "warning") -> None:
        self.prompt.show_notice(text, tone)

    def show_hint(self, result: dict) -> None:
        """The engine's hint (``engine.ai.levels.hint``) in words, with its
        action's card or button lit up."""
        action = result["action"]
        label = self._label(action)
        chance, other = result.get("win_chance"), result.get("next")
        if chance is None:
            text = QCoreApplication.translate("TablePage", "Hint: {action} — the only legal move.").format(
                action=label)
        elif other is None:
            text = QCoreApplication.translate("TablePage", "Hint: {action} — about {chance}% to win.").format(
                action=label, chance=round(100 * chance))
        else:
            text = QCoreApplication.translate(
                "TablePage", "Hint: {action} — about {chance}% to win; next best: {other}, {other_chance}%.").format(
                action=label, chance=round(100 * chance), other=self._label(other["action"]),
                other_chance=round(100 * other["win_chance"]))
        self.prompt.show_hint(text)
        self.highlight(action)

    def highlight(self, option) -> None:
        """Light up the button or the cards of one option (None: none)."""
        self.prompt.highlight(option)
        for model in self.card_models():
            model.set_hint(option)

    def apply_size(self) -> None:
        """Cards and text as large as the window and the size setting make them."""
        factor = ui_size_factor()
        if factor != self._font_factor:
            self._font_factor = factor
            self.setFont(sized_font(factor))
            # The cards scale their own text: their font stays the application's size.
            for widget in (*self.card_views(), self.zoom.popup):
                widget.setFont(sized_font(1.0 if factor != 1.0 else None))
        scale = card_scale(self.size(), factor, self.min_scale)
        if scale != self.scale:
            self.scale = scale
            for view in self.card_views():
                view.set_scale(scale)
            # The zoom and its FAQ note stay within the window's height.
            self.zoom.popup.set_scale(min(scale, max(1.0, self.height() / BASE_SIZE.height())))
            self.fit_strips()

    @guarded
    def resizeEvent(self, event) -> None:
        self.apply_size()
        super().resizeEvent(event)

    @guarded
    def showEvent(self, event) -> None:
        self.apply_size()          # the language or the size setting may have changed meanwhile
        super().showEvent(event)
        self.settle_keyboard()

    @guarded
    def hideEvent(self, event) -> None:
        self.zoom.hide()          # the cover must not show a card of the hand it hides
        if self.keys_window is not None:
            self.keys_window.hide()       # nor does the list float over the start page
        super().hideEvent(event)
