"""Text from a player or a file (a seat's name, a file's path, an error's
words) shown as the literal text it is.

Qt reads a QLabel's text in its default format, and any tooltip, as rich
text as soon as it looks like markup (``Qt.mightBeRichText``): a seat called
``<img src=/dev/zero>`` made the label read /dev/zero until memory ran out.
So a label that shows such text is a ``plain_label``; a rich text of our own
escapes them (``html.escape``), and a tooltip takes them through ``plain_tip``."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel


def plain_label(text: str = "", parent=None) -> QLabel:
    """A label that never reads its text as markup."""
    label = QLabel(text, parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def plain_tip(text: str) -> str:
    """``text`` for a tooltip, shown literally: only a text that would pass for
    markup is converted (a converted one wraps differently)."""
    if not GuiQt.mightBeRichText(text):
        return text
    return GuiQt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)
