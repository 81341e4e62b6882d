"""The shared boards' chips and tracks, drawn by the app: ``ChipShelf`` (the
regalia board's regalia chips, one on each card space still holding its card,
and the treasure chips left, each with its fame and tags) and ``TrackBar``
(the civilisation and miasma chips closing in on each other along the miasma
track). The rulebook's setup puts both kinds of chips on the regalia board."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.games.guild_masters.card_art import TAG_COLOURS
from desktop.games.guild_masters.labyrinth import art
from desktop.games.guild_masters.strings import TAGS, content, term, tile_name, tr
from desktop.base.guard import guarded

CHIP = 13                           # a chip's radius, in pixels
CAPTION = 14                        # the line naming the chips above them
TREASURE_STEP = 2 * CHIP + 20       # a treasure chip and its tag discs
LINE = 2 * CHIP + 6                 # a line of treasure chips under the first
REGALIA_CHIP = QColor("#c9a227")
TREASURE_CHIP = QColor("#2f8f9e")
EMPTY = QColor("#8c7f6a")
CIVILISATION = QColor("#3e9b4f")    # the rulebook's green chip
MIASMA = QColor("#8a4fc2")          # and its purple one
TRACK_CELL = QColor("#e8dcc0")


def _seal(painter: QPainter, centre: QPointF, fill: QColor, text: str) -> None:
    painter.setPen(QPen(QColor("#f7e7c4"), 2))
    painter.setBrush(fill)
    painter.drawEllipse(centre, CHIP, CHIP)
    painter.setPen(QColor("white"))
    painter.setFont(art.font(CHIP * 0.95))
    painter.drawText(QRectF(centre.x() - CHIP, centre.y() - CHIP, 2 * CHIP, 2 * CHIP),
                     Qt.AlignmentFlag.AlignCenter, text)


class ChipShelf(QWidget):
    """The regalia board's chips: a regalia chip (1 fame) on each card space
    that still has its card, a dashed ring where one was taken with its card,
    then the treasure chips left, each with its fame and its tags."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("chipShelf")
        self.slots: list[bool] = []         # per card space: its regalia chip is still there
        self.treasures: list[str] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_board(self, regalia_board: list, treasures: list) -> None:
        slots = [card is not None for card in regalia_board]
        if slots == self.slots and list(treasures) == self.treasures:
            return
        self.slots, self.treasures = slots, list(treasures)
        records = {chip.id: chip for chip in content().board.treasures}
        lines = [f"{term('regalia_chip')}: {sum(slots)}/{len(slots)} (★1)"]
        lines += [f"{term('treasure_chip')} {tile_name(t)}: ★{records[t].fame}"
                  + "".join(f" · {tr(TAGS[tag])}" for tag in records[t].tags) for t in self.treasures]
        self.setToolTip("\n".join(lines))
        self.setFixedHeight(self.heightForWidth(self.width()))
        self.update()

    def treasure_centres(self, width: int) -> list[QPointF]:
        """Where each treasure chip goes at ``width``: after the regalia chips,
        onto more lines under the first when the row has no room (at 1024×600
        the last one was cut off)."""
        first = self._treasures_at() + CHIP
        centres, x, y = [], first, CAPTION + CHIP + 3
        for _ in self.treasures:
            if x + CHIP + 10 > width and x > first:       # its tag discs too
                x, y = first, y + LINE
            centres.append(QPointF(x, y))
            x += TREASURE_STEP
        return centres

    def _treasures_at(self) -> int:
        return 4 + len(self.slots) * (2 * CHIP + 6) + 10

    @guarded(default=True)
    def hasHeightForWidth(self) -> bool:
        return True

    @guarded(default=0)
    def heightForWidth(self, width: int) -> int:
        centres = self.treasure_centres(width)
        return round(centres[-1].y() if centres else CAPTION + CHIP + 3) + CHIP + 5

    @guarded(default=QSize())
    def sizeHint(self) -> QSize:
        return QSize(len(self.slots) * 32 + len(self.treasures) * 46 + 24, 2 * CHIP + 8 + CAPTION)

    @guarded
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.height() != self.heightForWidth(self.width()):
            self.setFixedHeight(self.heightForWidth(self.width()))

    @guarded
    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        middle = CAPTION + CHIP + 3
        x = CHIP + 4
        treasures_at = self._treasures_at()
        painter.setPen(QColor("#6b5a44"))
        painter.setFont(art.font(CAPTION - 3, bold=False))
        for left, right, key in ((4, treasures_at - 8, "regalia_chip"), (treasures_at, self.width(), "treasure_chip")):
            box = QRectF(left, 0, right - left, CAPTION)
            painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             painter.fontMetrics().elidedText(term(key), Qt.TextElideMode.ElideRight, int(box.width())))
        for present in self.slots:
            if present:
                _seal(painter, QPointF(x, middle), REGALIA_CHIP, "1")
            else:
                painter.setPen(QPen(EMPTY, 1.5, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(QPointF(x, middle), CHIP - 1, CHIP - 1)
            x += 2 * CHIP + 6
        records = {chip.id: chip for chip in content().board.treasures}
        for chip, centre in zip(self.treasures, self.treasure_centres(self.width())):
            record = records[chip]
            _seal(painter, centre, TREASURE_CHIP, str(record.fame))
            for i, tag in enumerate(record.tags):       # small discs of the tags' colours beside it
                disc = QPointF(centre.x() + CHIP + 5, centre.y() - CHIP + 5 + i * 10)
                painter.setPen(QPen(QColor("white"), 1))
                painter.setBrush(TAG_COLOURS.get(tag, EMPTY))
                painter.drawEllipse(disc, 4.5, 4.5)
        painter.end()


class TrackBar(QWidget):
    """The miasma track: the civilisation chip climbs from 1, the miasma chip
    falls from the players × 10; when they meet the finish phase is coming."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("trackBar")
        self.civilisation, self.miasma, self.length = 1, 20, 20
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_track(self, civilisation: int, miasma: int, length: int) -> None:
        values = (civilisation, miasma, max(length, civilisation, miasma, 1))
        if values == (self.civilisation, self.miasma, self.length):
            return
        self.civilisation, self.miasma, self.length = values
        self.setToolTip(f"{term('civilisation')} {civilisation} · {term('miasma_level')} {miasma}")
        self.update()

    @guarded(default=QSize())
    def sizeHint(self) -> QSize:
        return QSize(240, 22)

    @guarded
    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        step = (self.width() - 4) / self.length
        top, height = 3.0, self.height() - 6.0
        for value in range(1, self.length + 1):
            box = QRectF(2 + (value - 1) * step, top, step, height)
            between = self.civilisation < value < self.miasma
            painter.setPen(QPen(QColor("#8c7f6a"), 0.8))
            painter.setBrush(TRACK_CELL if between else QColor("#b9ab90"))
            painter.drawRect(box.adjusted(0.5, 0, -0.5, 0))
        for value, colour in ((self.civilisation, CIVILISATION), (self.miasma, MIASMA)):
            centre = QPointF(2 + (value - 0.5) * step, self.height() / 2)
            radius = min(step * 0.62, height / 2 + 1)
            painter.setPen(QPen(QColor("white"), 1.5))
            painter.setBrush(colour)
            painter.drawEllipse(centre, radius, radius)
            painter.setPen(QColor("white"))
            painter.setFont(art.font(radius * 1.1))
            painter.drawText(QRectF(centre.x() - radius * 1.5, centre.y() - radius, radius * 3, radius * 2),
                             Qt.AlignmentFlag.AlignCenter, str(value))
        painter.end()
