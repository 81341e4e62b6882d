"""The toy game's table (test-only): the shared dice, face-down slots and
route view, the scores, and a button for each of the viewer's answers (a
step's square is also lit on the route, to click). Plain on purpose: it
exists so a test plays the toy through the real window."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListView, QPushButton, QVBoxLayout, QWidget

from desktop.base.log_grammar import seat_name
from desktop.widgets.log_model import LogModel
from desktop.widgets.prompt_panel import PromptPanel
from desktop.widgets.dice import DiceView
from desktop.widgets.face_down_slot import FaceDownSlot
from desktop.widgets.route_view import RouteView
from engine.boards.route import Route, Square
from tests.engine.toy.codec import ToyCodec

CODEC = ToyCodec()
KIND_COLOURS = {"start": "#ffffff", "gem": "#7fc8a9", "trap": "#e07a5f", "check": "#9db4e0"}


def log_line(event: dict, names, viewer) -> str | None:
    """The log's sentence for one of the toy's events."""
    kind, seat = event["type"], event.get("player")
    who = seat_name(names, seat, viewer) if isinstance(seat, int) and seat >= 0 else ""
    if kind == "roll":
        return f"Rolled {event['face']} (dice {', '.join(map(str, event['dice']))})"
    if kind == "commit":
        return f"{who} commits a tile face down"
    if kind == "reveal":
        return "Revealed: " + ", ".join(map(str, event["tiles"]))
    if kind == "place":
        return f"{who} places a marker for {event['gain']}"
    if kind == "pick":
        return f"{who} takes a tile blind from {seat_name(names, event['from'], viewer)}"
    if kind == "picked":
        return f"The tile taken is {event['tile']}"
    if kind == "land":
        return f"{who} lands on {event['kind']} for {event['gain']}"
    return None


class ToyTable(QWidget):
    chosen = Signal(object)
    hint_toggled = Signal()
    undo_requested = Signal()
    save_requested = Signal()
    menu_requested = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.animations = True
        self.confirm_end_phase = False
        self.names, self.rules, self.view = [], None, None
        self.dice = DiceView()
        self.route = RouteView(KIND_COLOURS)
        self.route.place_chosen.connect(self._square_chosen)
        self._route_shown = None        # the view's route as drawn: redrawn when another
        self._steps: dict = {}          # a lit square -> the step option it answers
        self.scores = QLabel()
        self.slots_row = QHBoxLayout()
        self.slots: list = []
        self.prompt = PromptPanel()
        self.prompt.chosen.connect(self.chosen)
        self.prompt.hint_toggled.connect(self.hint_toggled)
        self.log_model = LogModel(log_line, self)
        log = QListView()
        log.setModel(self.log_model)
        self.undo_button = QPushButton("Undo")
        self.undo_button.clicked.connect(self.undo_requested)
        menu = QPushButton("Menu")
        menu.clicked.connect(self.menu_requested)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        for widget in (self.dice, self.scores, self.undo_button, menu):
            top.addWidget(widget)
        layout.addLayout(top)
        layout.addLayout(self.slots_row)
        layout.addWidget(self.route, 2)
        layout.addWidget(self.prompt)
        layout.addWidget(log, 1)

    def reset(self, names, rules) -> None:
        self.names, self.rules, self.view = list(names), rules, None
        for slot in self.slots:
            slot.deleteLater()
        self.slots = [FaceDownSlot(lambda tile: f"Tile {tile}") for _ in names]
        for slot in self.slots:
            self.slots_row.addWidget(slot)
        self.log_model.reset(names, 0)
        self._route_shown = None

    def show_view(self, view: dict, changes) -> None:
        self.view = view
        rolled = changes is not None and any(e["type"] == "roll" for e in changes.events)
        self.dice.animations = self.animations
        self.dice.show_dice(view["dice"], rolled)
        for seat, (slot, shown) in enumerate(zip(self.slots, view["commits"])):
            slot.show_slot(shown, self.names[seat])
        self.scores.setText(" · ".join(f"{n}: {s}" for n, s in zip(self.names, view["scores"])))
        buttons = [(CODEC.parse(o["text"]), o["text"], o["text"]) for o in view["options"]]
        self._show_route(view, [action for action, _, _ in buttons])
        line = None if view["winners"] is not None else (
            f"Your move: {view['phase']}" if buttons else "Waiting…")
        self.prompt.show_decision(line, buttons, bool(buttons))

    def _show_route(self, view: dict, options) -> None:
        route = view["route"]
        if route != self._route_shown:
            squares = [Square(str(i), kind) for i, kind in enumerate(route["kinds"])]
            self.route.show_route(Route(squares, [[str(i) for i in loop] for loop in route["loops"]]))
            self._route_shown = route
        self.route.show_pieces([piece["at"] for piece in view["pieces"]],
                               [piece["facing"] for piece in view["pieces"]])
        self._steps = {action[1]: action for action in options if action[0] == "step"}
        self.route.set_targets(self._steps)

    def _square_chosen(self, square: int) -> None:
        self.chosen.emit(self._steps[square])

    def set_undo_allowed(self, allowed: bool, refusal: str = "") -> None:
        self.undo_button.setEnabled(allowed)

    def highlight(self, option) -> None:
        self.prompt.highlight(option)

    def show_hint(self, result: dict) -> None:
        self.prompt.show_hint(f"Hint: {CODEC.text(result['action'])}")
        self.highlight(result["action"])

    def show_notice(self, text: str) -> None:
        self.prompt.show_notice(text)


class ToyEndDetails(QLabel):
    def show_result(self, view, names, ending) -> None:
        self.setText(" · ".join(f"{n}: {s}" for n, s in zip(names, view["scores"])))
