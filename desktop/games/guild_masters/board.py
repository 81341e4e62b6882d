"""A player's guild board and the shared main board, as widgets over a view.

``GuildStrip``: a seat's name (with the start player and passed marks), its
receptionist's face, rank and rank effect, gold, power and potions held and
their production, the five affinities (unlocked or still covered by an
adventurer), the adventurers' tavern (the viewer's: a drag source of
adventurers onto the map), the altar of revival, the tags and the played
cards. ``MainBoard``: the civilisation / miasma track, the round and season,
the six potion actions with their used and blocked chips. The regalia
board's chips and the treasures: ``board_marks.ChipShelf``."""
from __future__ import annotations

import html
from functools import cache

from PySide6.QtCore import QT_TRANSLATE_NOOP, QBuffer, QByteArray, QPoint, QPointF, Qt
from PySide6.QtGui import QDrag, QImage, QPainter
from PySide6.QtWidgets import QApplication, QFrame, QGridLayout, QLabel, QVBoxLayout

from desktop.games.guild_masters.board_marks import CIVILISATION, MIASMA, TrackBar
from desktop.games.guild_masters.delegates import PLAYED_CARD, CardDelegate
from desktop.games.guild_masters.labyrinth.art import paint_potion
from desktop.games.guild_masters.labyrinth.drag import adventurer_mime
from desktop.games.guild_masters.items import PLAYED_VERBS, played_items
from desktop.games.guild_masters.models import CardListModel
from desktop.games.guild_masters.strings import (FACES, TAGS, card_name, content, season_name, term, tile_name,
                                                 tr)
from desktop.base.guard import guarded
from desktop.base.i18n import app_text
from desktop.widgets.flow_layout import FlowLayout
from desktop.widgets.plain_text import plain_label
from desktop.widgets.wrapped_card_row import WrappedCardRow
from desktop.widgets.roles import HINT_ROLE

START_MARK = QT_TRANSLATE_NOOP("guild_masters", "start player")
PASSED_MARK = QT_TRANSLATE_NOOP("guild_masters", "passed")
RECEPTIONIST = QT_TRANSLATE_NOOP("guild_masters", "{name} · {face} · rank {rank}")
NOT_MET = QT_TRANSLATE_NOOP("guild_masters", "No receptionist yet")
RESOURCES = QT_TRANSLATE_NOOP("guild_masters", "{gold_name} {gold} (+{gold_prod}) · {power_name} {power} (+{power_prod}) · {potion_name} {potion} (+{potion_prod})")
HAND_COUNT = QT_TRANSLATE_NOOP("guild_masters", "Hand: {events} events, {regalia} regalia")
TAVERN = QT_TRANSLATE_NOOP("guild_masters", "Tavern: {count} adventurers")
TAVERN_TIP = QT_TRANSLATE_NOOP("guild_masters", "Drag an adventurer onto a lit tile of the map to explore it")
ALTAR = QT_TRANSLATE_NOOP("guild_masters", "Altar: {value}")
AFFINITIES = QT_TRANSLATE_NOOP("guild_masters", "Affinities: {slots}")
TAG_LINE = QT_TRANSLATE_NOOP("guild_masters", "Tags: {tags}")
CHIPS = QT_TRANSLATE_NOOP("guild_masters", "Tiles {tiles} · treasures {treasures} · regalia chips {chips}")
TRACK = QT_TRANSLATE_NOOP("guild_masters", "{civ_name} {civ} · {miasma_name} {miasma}")
TRACK_TIP = QT_TRANSLATE_NOOP("guild_masters", "The civilisation chip climbs, the miasma level chip falls: when they stand next to each other on the miasma track, the finish phase begins")
ROUND = QT_TRANSLATE_NOOP("guild_masters", "Round {round} · {season} · event deck {deck} · discards {discard}")
POTION_SPACE = QT_TRANSLATE_NOOP("guild_masters", "{slot}: {potions}")
MEETING = QT_TRANSLATE_NOOP("guild_masters", "The tracks met: the finish phase is coming")
FINISH = QT_TRANSLATE_NOOP("guild_masters", "FINISH PHASE · lap {lap} of 2")
COLOURS = ("#d04a3a", "#3a72c8", "#3aa05a", "#c89a2a")
# A potion action free, taken this round (its used chip on it) or closed at this player count.
SPACE_STYLES = {"free": "background: #e8dcc0; color: #2b2622;",
                "used": "background: #5a4a3a; color: #f0e4c8; border: 2px solid #2b2622;",
                "blocked": "background: #7a6f62; color: #c8bca8; text-decoration: line-through;"}
SPACE_MARKS = {"free": "", "used": " ●", "blocked": " ╳"}   # marks the CJK subsets have
POTION_PX = 14


@cache
def potion_image() -> str:
    """The map's potion, drawn, as rich text: no font has a potion sign the
    app can count on (⚗ is in no CJK face)."""
    image = QImage(2 * POTION_PX, 2 * POTION_PX, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_potion(painter, QPointF(POTION_PX, POTION_PX), POTION_PX * 0.85)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QBuffer.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return (f'<img src="data:image/png;base64,{bytes(data.toBase64()).decode()}" '
            f'width="{POTION_PX}" height="{POTION_PX}" style="vertical-align: middle">')


def _coloured(text: str, colour) -> str:
    return f'<b style="color: {colour.name()}">{html.escape(text)}</b>'


class RowFeed:
    """Feeds a card row's model from each view, but leaves it alone when it
    would show just what it shows (the same cards, usable by the same options):
    a reset lays out and repaints the whole row."""

    def __init__(self, model):
        self.model = model
        self.shown = None

    def show(self, items, choices) -> bool:
        """The row's items and the options they answer; True if the row was reset.
        A hint lit on the row goes out either way, as a reset puts it out."""
        model = self.model
        shown = (list(items), tuple((action, info) for action, info in choices if info.verb in model.verbs))
        if shown == self.shown and shown[0] == model.items():
            if any(model.index(row, 0).data(HINT_ROLE) for row in range(model.rowCount())):
                model.set_hint(None)
            return False
        self.shown = shown
        model.set_items(shown[0], choices)
        return True


class TavernChip(QLabel):
    """The viewer's tavern: press and drag an adventurer onto the map."""

    def __init__(self, seat: int, parent=None):
        super().__init__(parent)
        self.setObjectName("tavernChip")
        self.seat = seat
        self.draggable = False
        self._press = None

    def mime(self):
        """What a drag of one of its adventurers carries (the map reads it)."""
        return adventurer_mime(self.seat)

    @guarded
    def mousePressEvent(self, event) -> None:
        self._press = event.position().toPoint() if self.draggable else None
        super().mousePressEvent(event)

    @guarded
    def mouseMoveEvent(self, event) -> None:
        if self._press is None or (event.position().toPoint() - self._press).manhattanLength() < \
                QApplication.startDragDistance():
            return
        self._press = None
        drag = QDrag(self)
        drag.setMimeData(self.mime())
        drag.setHotSpot(QPoint(8, 8))
        drag.exec(Qt.DropAction.CopyAction)


class GuildStrip(QFrame):
    """One seat's guild board and played cards."""

    def __init__(self, seat: int, own: bool, parent=None):
        super().__init__(parent)
        self.seat = seat
        self.own = own
        self.setObjectName("guildStrip")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 3, 6, 3)
        layout.setSpacing(1)
        self.title = plain_label()
        self.title.setObjectName("sectionTitle")
        self.title.setStyleSheet(f"color: {COLOURS[seat % len(COLOURS)]};")
        self.title.setContentsMargins(0, 0, 12, 0)
        self.receptionist = QLabel()
        heading = FlowLayout(spacing=1)     # the name and the receptionist share a line where it fits
        heading.addWidget(self.title)
        heading.addWidget(self.receptionist)
        self.rank_text = QLabel()
        self.rank_text.setWordWrap(True)
        self.rank_text.setObjectName("rankEffect")
        self.resources = QLabel()
        self.resources.setWordWrap(True)
        line = FlowLayout(spacing=1)        # a narrow column wraps them rather than widen the strip
        self.tavern = TavernChip(seat)
        self.tavern.setToolTip(tr(TAVERN_TIP) if own else "")
        self.altar = QLabel()
        self.affinities = QLabel()
        for widget in (self.tavern, self.altar, self.affinities):
            widget.setContentsMargins(0, 0, 0 if widget is self.affinities else 14, 0)
            line.addWidget(widget)
        self.tags = QLabel()
        self.tags.setWordWrap(True)
        self.chips = QLabel()
        self.chips.setWordWrap(True)
        self.hand = QLabel()
        self.model = CardListModel(PLAYED_VERBS if own else (), self)
        self.feed = RowFeed(self.model)
        self.cards = WrappedCardRow(CardDelegate(PLAYED_CARD))
        self.cards.setDragEnabled(False)
        self.cards.setModel(self.model)
        layout.addLayout(heading)
        for widget in (self.rank_text, self.resources):
            layout.addWidget(widget)
        layout.addLayout(line)
        for widget in (self.tags, self.chips, self.hand, self.cards):
            layout.addWidget(widget)

    def refresh(self, view: dict, name: str, choices) -> None:
        player = view["players"][self.seat]
        marks = [tr(START_MARK)] if view["start"] == self.seat else []
        if player["passed"]:
            marks.append(tr(PASSED_MARK))
        # the language's own separator: "、" in Japanese and Chinese, not ", "
        self.title.setText(name + (f"  [{app_text('list_separator').join(marks)}]" if marks else ""))
        records = content()
        recep = records.receptionists.get(player["receptionist"])
        if recep is None:
            self.receptionist.setText(tr(NOT_MET))
            self.rank_text.setText("")
        else:
            face = tr(FACES[player["face"]]) if player["face"] in FACES else "—"
            self.receptionist.setText(tr(RECEPTIONIST).format(name=card_name(recep.id), face=face, rank=player["rank"]))
            side = recep.front if player["face"] == "front" else recep.back if player["face"] == "back" else None
            rank = side.ranks[player["rank"] - 1] if side is not None else None
            self.rank_text.setText(tr(rank.text) if rank is not None and rank.text else "")
        self.rank_text.setVisible(self.own and bool(self.rank_text.text()))     # no blank line before a meeting
        prod = player["production"]
        self.resources.setText(tr(RESOURCES).format(
            gold_name=term("gold"), gold=player["gold"], gold_prod=prod["gold"],
            power_name=term("power"), power=player["power"], power_prod=prod["power"],
            potion_name=term("potion"), potion=player["potion"], potion_prod=prod["potion"]))
        self.tavern.setText(tr(TAVERN).format(count=player["tavern"]))
        self.tavern.draggable = self.own and player["tavern"] > 0
        self.altar.setText(tr(ALTAR).format(value=-player["altar"] if player["altar"] else 0))
        slots = " ".join(("●" if done else "○") + str(i + 1) for i, done in enumerate(player["unlocked"]))
        self.affinities.setText(tr(AFFINITIES).format(slots=slots))
        self.affinities.setToolTip(term("affinity"))
        self.tags.setText(tr(TAG_LINE).format(tags=app_text("list_separator").join(
            f"{tr(TAGS[tag])} {count}" for tag, count in player["tags"].items())))
        self.chips.setText(tr(CHIPS).format(tiles=len(player["tiles"]), treasures=len(player["treasures"]),
                                            chips=player["regalia_chips"]))
        self.chips.setToolTip(app_text("list_separator").join(
            tile_name(t) for t in (*player["tiles"], *player["treasures"])))
        hand = player["hand"]
        self.hand.setVisible(isinstance(hand, dict))      # another's hand: its counts
        if isinstance(hand, dict):
            self.hand.setText(tr(HAND_COUNT).format(**hand))
        self.feed.show(played_items(view, self.seat), choices if self.own else ())
        self.cards.setVisible(bool(player["played"]))


class MainBoard(QFrame):
    """The shared board: the tracks, the season, the potion actions and the treasures."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("mainBoard")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 3, 6, 3)
        layout.setSpacing(1)
        self.finish = QLabel()
        self.finish.setObjectName("finishBanner")
        self.finish.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.finish.setStyleSheet("background: #8a2b2b; color: white; font-weight: bold; padding: 3px;")
        self.round = QLabel()           # the round, the season and the decks: one line saves the strips room
        self.round.setWordWrap(True)
        self.track = QLabel()
        self.track.setTextFormat(Qt.TextFormat.RichText)
        self.track_bar = TrackBar()
        self.potion_title = QLabel()
        self.potions = QGridLayout()
        self.potions.setHorizontalSpacing(4)
        self.potion_labels = []
        for index in range(6):
            label = QLabel()
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setObjectName("potionSpace")
            self.potions.addWidget(label, 0, index)
            self.potion_labels.append(label)
        for widget in (self.finish, self.round, self.track, self.track_bar, self.potion_title):
            layout.addWidget(widget)
        layout.addLayout(self.potions)

    def refresh(self, view: dict) -> None:
        phase = view["phase"]
        if phase == "finish":
            self.finish.setText(tr(FINISH).format(lap=max(1, view.get("lap") or 1)))
        elif view["met"] and phase == "action":
            self.finish.setText(tr(MEETING))
        self.finish.setVisible(phase == "finish" or (view["met"] and phase == "action"))
        self.round.setText(tr(ROUND).format(round=view["round"], season=season_name(view["season"]),
                                            deck=view["deck"], discard=view["discard"]))
        # the names in their chips' colours: the line is the track bar's legend
        self.track.setText(tr(TRACK).format(civ_name=_coloured(term("civilisation"), CIVILISATION),
                                            civ=view["civilisation"], miasma=view["miasma"],
                                            miasma_name=_coloured(term("miasma_level"), MIASMA)))
        self.track.setToolTip(tr(TRACK_TIP))
        self.track_bar.set_track(view["civilisation"], view["miasma"], 10 * len(view["players"]))
        self.potion_title.setText(term("potion_action"))
        spaces = content().board.potion_spaces
        for label, space in zip(self.potion_labels, spaces):
            state = "blocked" if space.slot in view["blocked"] else "used" if space.slot in view["potion_used"] \
                else "free"
            label.setText(tr(POTION_SPACE).format(slot=space.slot, potions=f"{potion_image()}×{space.potions}")
                          + SPACE_MARKS[state])
            label.setAccessibleName(tr(POTION_SPACE).format(slot=space.slot,
                                                            potions=f"{term('potion')}×{space.potions}"))
            label.setToolTip({"used": term("used_chip"), "blocked": term("blocked_chip")}.get(state, ""))
            label.setProperty("used", state != "free")
            if label.property("space") != state:      # a style sheet costs a re-polish: only when it changes
                label.setProperty("space", state)
                label.setStyleSheet(SPACE_STYLES[state])
