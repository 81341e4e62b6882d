"""What a window shows as rich text, and whether a player's or a file's text
in it shows literally. Shared by the desktop tests and the monkey (tools/monkey).

Qt reads a QLabel's text (in its default AutoText format) and any tooltip as
rich text when ``Qt.mightBeRichText`` says so; the log paints its lines as
HTML. ``markup_leaks`` walks every widget of a window (and the items of its
graphics scenes and item views) and names each place where one of ``texts``
stands in rich text unescaped, so that Qt would read it as markup: an
``<img src=...>`` there makes Qt load the file."""
from __future__ import annotations

import html

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QAbstractItemView, QApplication, QGraphicsView, QLabel, QWidget

from desktop.widgets.log_model import HTML_ROLE

MARKUP = ("<", "&")


def label_is_rich(label: QLabel) -> bool:
    text_format = label.textFormat()
    if text_format == Qt.TextFormat.AutoText:
        return GuiQt.mightBeRichText(label.text())
    return text_format in (Qt.TextFormat.RichText, Qt.TextFormat.MarkdownText)


def rendered(html: str) -> str:
    """The words rich text shows (without markup)."""
    document = QTextDocument()
    document.setHtml(html)
    return document.toPlainText()


def _shown(place: str, text: str, rich: bool, texts) -> list:
    """Problems with ``text`` as shown in ``place``: a hostile text unescaped in rich text."""
    if not rich or not text:
        return []
    return [f"{place}: {value!r} is read as markup in {text!r} (shows {rendered(text)!r})"
            for value in texts if any(mark in value for mark in MARKUP)
            and value in text.replace(html.escape(value), "")]


def _item_texts(view: QAbstractItemView):
    model = view.model()
    if model is None:
        return
    for row in range(min(model.rowCount(QModelIndex()), 500)):
        for column in range(20):
            index = model.index(row, column)
            if not index.isValid():
                break
            tip = index.data(Qt.ItemDataRole.ToolTipRole)     # a view paints its DisplayRole as plain text
            if isinstance(tip, str):
                yield tip, GuiQt.mightBeRichText(tip)
            html = index.data(HTML_ROLE)
            if isinstance(html, str):
                yield html, True


def markup_leaks(texts, roots=None) -> list:
    """Every place under ``roots`` (default: all top-level widgets) where one of ``texts`` is read as markup."""
    roots = QApplication.topLevelWidgets() if roots is None else roots
    problems = []
    for root in roots:
        for widget in [root, *root.findChildren(QWidget)]:
            place = f"{type(widget).__name__} {widget.objectName()!r}"
            if isinstance(widget, QLabel):
                problems += _shown(place, widget.text(), label_is_rich(widget), texts)
            problems += _shown(place + " tooltip", widget.toolTip(), GuiQt.mightBeRichText(widget.toolTip()), texts)
            problems += _shown(place + " what's this", widget.whatsThis(), GuiQt.mightBeRichText(widget.whatsThis()),
                               texts)
            if isinstance(widget, QAbstractItemView):
                for text, rich in _item_texts(widget):
                    problems += _shown(place + " item", text, rich, texts)
            if isinstance(widget, QGraphicsView) and widget.scene() is not None:
                for item in widget.scene().items():
                    tip = item.toolTip()
                    problems += _shown(place + " scene item tooltip", tip, GuiQt.mightBeRichText(tip), texts)
    return list(dict.fromkeys(problems))


def shown_texts(roots=None) -> list:
    """Every text a label, a tooltip or a window title under ``roots`` shows, as it shows it."""
    roots = QApplication.topLevelWidgets() if roots is None else roots
    found = []
    for root in roots:
        for widget in [root, *root.findChildren(QWidget)]:
            if isinstance(widget, QLabel):
                found.append(rendered(widget.text()) if label_is_rich(widget) else widget.text())
            tip = widget.toolTip()
            found.append(rendered(tip) if GuiQt.mightBeRichText(tip) else tip)
            found.append(widget.windowTitle())
    return found
