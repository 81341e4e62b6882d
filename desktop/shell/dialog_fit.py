"""A dialog whose body may grow (a game's options, a card picker) and must
still fit a small screen (1024×600): the body scrolls inside the room the
screen has, while the dialog's own buttons stay below it, in sight. The body
asks for the height its wrapped lines need at the width it gets, so a line
of text is never cut when the dialog changes width (another game's form)."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import QApplication, QFrame, QScrollArea, QVBoxLayout, QWidget

from desktop.base.guard import guarded

# Room the screen keeps for the window frame, the dialog's margins, its error
# line and its buttons.
RESERVED_HEIGHT = 120


def available(widget: QWidget) -> QRect:
    """The part of the widget's screen a window may take (the tests' seam)."""
    return (widget.screen() or QApplication.primaryScreen()).availableGeometry()


class FittingScroll(QScrollArea):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    @guarded(default=False)
    def eventFilter(self, watched, event) -> bool:
        """The body's parts changed (a game's form, the picker shown): the dialog
        takes the body's new size once its layout has settled."""
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
            QTimer.singleShot(0, self, self._fit_window)     # not once the dialog is gone
        return False

    @guarded
    def _fit_window(self) -> None:
        """As adjustSize, but up to the whole screen: adjustSize stops a window
        at two thirds of it, which cut the dialog's body at 1280×800."""
        window = self.window()
        if window is not None and window.isVisible():
            screen = available(window)
            window.resize(window.sizeHint().expandedTo(window.minimumSizeHint()).boundedTo(screen.size()))
            frame = window.frameGeometry()      # grown past the screen's bottom or right: back onto it
            x = max(screen.left(), min(frame.left(), screen.right() - frame.width() + 1))
            y = max(screen.top(), min(frame.top(), screen.bottom() - frame.height() + 1))
            if (x, y) != (frame.left(), frame.top()):
                window.move(x, y)

    def room(self) -> int:
        """The height the screen has for the body."""
        return max(200, available(self).height() - RESERVED_HEIGHT)

    def body_height(self, width: int) -> int:
        body = self.widget()
        needed = body.heightForWidth(width) if body.hasHeightForWidth() else -1
        return max(needed, body.minimumSizeHint().height()) if needed > 0 else body.sizeHint().height()

    @guarded(default=QSize(400, 300))
    def sizeHint(self) -> QSize:
        body = self.widget().sizeHint()
        width = max(body.width(), self.viewport().width() if self.isVisible() else 0)
        height = self.body_height(width)
        bar = self.verticalScrollBar().sizeHint().width() if height > self.room() else 0
        return QSize(body.width() + bar, min(height, self.room()))

    @guarded(default=QSize(200, 200))
    def minimumSizeHint(self) -> QSize:
        return QSize(self.widget().minimumSizeHint().width(), min(200, self.sizeHint().height()))


def scrolling_body(dialog: QWidget) -> QVBoxLayout:
    """Give ``dialog`` a layout whose first part is a scrolling body; the
    body's layout, for the dialog's parts (what goes below it, its buttons,
    goes in ``dialog.layout()``)."""
    outer = QVBoxLayout(dialog)
    scroll = FittingScroll()
    scroll.setObjectName("dialogBody")
    body = QWidget()
    body.setObjectName("dialogBodyContents")
    layout = QVBoxLayout(body)
    layout.setContentsMargins(0, 0, 0, 0)
    scroll.setWidget(body)
    body.installEventFilter(scroll)
    outer.addWidget(scroll, 1)
    dialog.body_scroll = scroll
    return layout
