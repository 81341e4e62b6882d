"""The rules reference of a game: a window beside the table, with the
sections as a tree, the chosen section's text, and a search field that keeps
the sections holding the words and highlights them.

It knows no game: a game's desktop package brings its reference
(``REFERENCE``, ``reference_icons``; ``desktop/games/__init__.py``), the
sections come from ``reference_data``. ``open_reference(parent, game_id,
section)`` shows the one window of ``parent`` at a section; it is not modal,
so the game goes on beside it, and remembers nothing between runs.
"""
from __future__ import annotations

import functools

from PySide6.QtCore import QUrl, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (QDialog, QHBoxLayout, QLabel, QLineEdit, QSplitter, QTextBrowser, QTreeWidget,
                               QTreeWidgetItem, QVBoxLayout, QWidget)

from desktop.shell.games import game_desktop
from desktop.base.i18n import Retranslating, current_language, game_name
from desktop.base.reference_data import load_reference, matches, section_html, tip_html
from engine.core.spec import get_spec

ID_ROLE = Qt.ItemDataRole.UserRole


def game_reference(game_id: str):
    """The Reference of a game, or None for a game that brings none."""
    path = getattr(game_desktop(game_id), "REFERENCE", None)
    return load_reference(path) if path else None


def reference_tip(game_id: str, section_id: str) -> str:
    """A tooltip from one section of the game's reference, in the current language."""
    return _tip(game_id, section_id, current_language())


@functools.lru_cache(maxsize=None)
def _tip(game_id: str, section_id: str, code: str) -> str:
    """Made once: a table asks again with every view it shows."""
    reference = game_reference(game_id)
    return tip_html(reference, section_id, code) if reference else ""


class ReferenceWindow(Retranslating, QDialog):
    """``show_section(id)`` jumps to a section; ``search`` filters the tree."""

    def __init__(self, game_id: str, parent=None):
        super().__init__(parent)
        self.setObjectName("referenceWindow")
        self.setModal(False)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.game_id = game_id
        self.reference = game_reference(game_id)
        self.current = self.reference.sections[0].id
        self.search = QLineEdit()
        self.search.setObjectName("referenceSearch")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        self.tree = QTreeWidget()
        self.tree.setObjectName("referenceSections")
        self.tree.setHeaderHidden(True)
        self.tree.currentItemChanged.connect(self._on_item)
        self.text = QTextBrowser()
        self.text.setObjectName("referenceText")
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(self._on_link)
        self.text.zoomIn(2)                # prose to read, a little larger than the table's labels
        self.text.document().setDefaultStyleSheet("li { margin-bottom: 3px; } p { margin-bottom: 6px; }")
        self.no_match = QLabel()
        self.no_match.setObjectName("referenceNoMatch")
        self.no_match.hide()
        self._add_icons()

        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.addWidget(self.search)
        left.addWidget(self.tree, 1)
        left.addWidget(self.no_match)
        side = QWidget()
        side.setLayout(left)
        splitter = QSplitter()
        splitter.addWidget(side)
        splitter.addWidget(self.text)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([280, 620])
        layout = QHBoxLayout(self)
        layout.addWidget(splitter)
        self.resize(940, 640)
        self.retranslate()

    def _add_icons(self) -> None:
        """The game's icons as images of the text's document (``{icon:name}``)."""
        icons = getattr(game_desktop(self.game_id), "reference_icons", None)
        self.icons = icons() if icons else {}
        document = self.text.document()
        for name, image in self.icons.items():
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"icon:{name}"), image)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules — {game}").format(game=game_name(get_spec(self.game_id))))
        self.search.setPlaceholderText(self.tr("Search the rules"))
        self.no_match.setText(self.tr("No section holds these words."))
        self._fill_tree()
        self._show_current()

    def _fill_tree(self) -> None:
        code = current_language()
        self.tree.blockSignals(True)
        self.tree.clear()
        items = {}
        for section in self.reference.sections:
            item = QTreeWidgetItem([section.title.get(code)])
            item.setData(0, ID_ROLE, section.id)
            item.setToolTip(0, section.title.get(code))      # a long question is cut short in the tree
            parent = items.get(section.parent)
            if parent is None:
                self.tree.addTopLevelItem(item)
            else:
                parent.addChild(item)
            items[section.id] = item
        self._items = items
        self.tree.expandToDepth(0)
        self.tree.blockSignals(False)
        self._filter(self.search.text())

    def _filter(self, query: str) -> None:
        """Hide the sections that do not hold ``query`` (their parents stay, so
        a hit keeps its place in the tree), and show the hits highlighted."""
        code = current_language()
        shown = set()
        for section in self.reference.sections:
            if matches(self.reference, section, code, query):
                shown.add(section.id)
                parent = section.parent
                while parent:
                    shown.add(parent)
                    parent = self.reference.section(parent).parent
        for section_id, item in self._items.items():
            item.setHidden(section_id not in shown)
            if query.strip() and section_id in shown:
                item.setExpanded(True)
        self.no_match.setVisible(not shown)
        if not matches(self.reference, self.reference.section(self.current), code, query):
            first = next((s.id for s in self.reference.sections
                          if s.id in shown and matches(self.reference, s, code, query)), None)
            if first is not None:
                self.current = first
        self._show_current()

    def show_section(self, section_id: str | None) -> None:
        """Jump to ``section_id`` (an unknown id or None: the first section);
        a search that would hide it is cleared."""
        if self.reference.section(section_id or "") is None:
            section_id = self.reference.sections[0].id
        self.current = section_id
        if not matches(self.reference, self.reference.section(section_id), current_language(), self.search.text()):
            self.search.blockSignals(True)
            self.search.clear()
            self.search.blockSignals(False)
            self._filter("")
        self._show_current()

    def _show_current(self) -> None:
        section = self.reference.section(self.current)
        code = current_language()
        self.text.setHtml(section_html(self.reference, section, code, self.search.text(), self.icons,
                                       self.tr("In this section")))
        item = self._items.get(self.current)
        if item is not None and self.tree.currentItem() is not item:
            self.tree.blockSignals(True)
            self.tree.setCurrentItem(item)
            self.tree.blockSignals(False)
            self.tree.scrollToItem(item)

    def _on_item(self, item, _previous) -> None:
        if item is not None:
            self.current = item.data(0, ID_ROLE)
            self._show_current()

    def _on_link(self, url: QUrl) -> None:
        if url.scheme() == "section":
            self.show_section(url.path())

    def section_ids_shown(self) -> list[str]:
        """The ids of the sections the tree shows now (for the tests and the monkey)."""
        return [sid for sid, item in self._items.items() if not item.isHidden()]


def open_reference(parent, game_id: str, section: str | None = None) -> ReferenceWindow | None:
    """Show ``parent``'s reference window of ``game_id`` at ``section`` (None:
    the first), making it if need be; None for a game without a reference."""
    if game_reference(game_id) is None:
        return None
    window = getattr(parent, "_reference_window", None)
    if window is None or window.game_id != game_id:
        if window is not None:
            window.close()
            window.deleteLater()
        window = ReferenceWindow(game_id, parent)
        parent._reference_window = window
    window.show_section(section)
    window.show()            # a dialog of its parent: it stays above it
    window.activateWindow()
    return window
