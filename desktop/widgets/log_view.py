"""The log on the table: one rich-text line per row (``log_model.HTML_ROLE``),
a turn's header row on a band of its player's colour, and the card under the
mouse shown large (``card_at``, which ``HoverZoom`` asks)."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QSize, Qt
from PySide6.QtGui import QAbstractTextDocumentLayout, QColor, QFont, QPalette, QTextDocument
from PySide6.QtWidgets import QListView, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from desktop.base.guard import guarded
from desktop.widgets.log_model import HEADER_ROLE, HTML_ROLE, SEAT_ROLE
from desktop.widgets.seat_colours import seat_colour

PAD_X = 6
PAD_Y = 2
HEADER_GAP = 4      # space above a header: turns read as groups
CARD_LINK = "#6b3a10"


class LogDelegate(QStyledItemDelegate):
    def document(self, option, index) -> QTextDocument:
        doc = QTextDocument()
        font = QFont(option.font)
        if index.data(HEADER_ROLE):
            font.setBold(True)
        doc.setDefaultFont(font)
        doc.setDocumentMargin(0)
        doc.setDefaultStyleSheet(f"a {{ color: {CARD_LINK}; text-decoration: none; border-bottom: 1px dotted; }}")
        doc.setHtml(index.data(HTML_ROLE) or "")
        doc.setTextWidth(max(40, self._width(option) - 2 * PAD_X))
        return doc

    def _width(self, option) -> int:
        view = self.parent()
        return view.viewport().width() if view is not None else option.rect.width()

    @staticmethod
    def text_origin(rect: QRect, header: bool) -> QPointF:
        return QPointF(rect.left() + PAD_X, rect.top() + PAD_Y + (HEADER_GAP if header else 0))

    @guarded
    def paint(self, painter, option, index) -> None:
        header = bool(index.data(HEADER_ROLE))
        rect = option.rect
        painter.save()
        if header:
            band = QColor(seat_colour(index.data(SEAT_ROLE)))
            band.setAlpha(40)
            painter.fillRect(rect.adjusted(0, HEADER_GAP, 0, 0), band)
            painter.fillRect(QRect(rect.left(), rect.top() + HEADER_GAP, 3, rect.height() - HEADER_GAP),
                             seat_colour(index.data(SEAT_ROLE)))
        if option.state & QStyle.StateFlag.State_Selected:
            painter.fillRect(rect, option.palette.color(QPalette.ColorRole.Highlight).lighter(170))
        doc = self.document(option, index)
        painter.translate(self.text_origin(rect, header))
        context = QAbstractTextDocumentLayout.PaintContext()
        context.palette.setColor(QPalette.ColorRole.Text, QColor("#2b2622"))
        doc.documentLayout().draw(painter, context)
        painter.restore()

    @guarded(default=QSize(0, 0))
    def sizeHint(self, option, index) -> QSize:
        doc = self.document(option, index)
        extra = HEADER_GAP if index.data(HEADER_ROLE) else 0
        return QSize(self._width(option), int(doc.size().height()) + 2 * PAD_Y + extra)


class LogView(QListView):
    """Kept scrolled to the newest line unless the player scrolled up to read;
    lines re-wrap when the width changes."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("logView")
        self.setItemDelegate(LogDelegate(self))
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setVerticalScrollMode(QListView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.following = True       # at the newest line; the player's scroll up ends it, down to it again
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._note_scroll)
        # New lines are laid out later (their heights differ), so the range grows
        # after the insert: follow it then, not at the insert.
        bar.rangeChanged.connect(self._follow)

    @guarded
    def _note_scroll(self, value: int) -> None:
        self.following = value >= self.verticalScrollBar().maximum()

    @guarded
    def _follow(self, _low: int, high: int) -> None:
        if self.following:
            self.verticalScrollBar().setValue(high)

    def card_at(self, pos) -> tuple[str | None, QRect]:
        """The card whose name is under ``pos`` (viewport coordinates) and the
        line it is on, or (None, an empty rect)."""
        index = self.indexAt(pos)
        if not index.isValid():
            return None, QRect()
        rect = self.visualRect(index)
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        option.rect = rect
        delegate = self.itemDelegate()
        doc = delegate.document(option, index)
        origin = delegate.text_origin(rect, bool(index.data(HEADER_ROLE)))
        anchor = doc.documentLayout().anchorAt(QPointF(pos) - origin)
        if anchor.startswith("card:"):
            return anchor.removeprefix("card:"), rect
        return None, QRect()

    @guarded
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.scheduleDelayedItemsLayout()     # the lines wrap anew at the new width
