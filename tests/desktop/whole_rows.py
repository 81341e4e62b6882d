"""Whether every row of cards on a table shows its cards whole, computed from
each card view's viewport as its ancestors clip it (a scroll area's viewport,
the window) and its delegate's item size."""
from PySide6.QtCore import QRect


def _shown(widget) -> QRect:
    """The part of ``widget`` its ancestors let show, in the window's coordinates."""
    window = widget.window()
    rect = QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        rect = rect.intersected(QRect(parent.mapTo(window, parent.rect().topLeft()), parent.size()))
        parent = parent.parentWidget()
    return rect.intersected(window.rect())


def cut_rows(table) -> list[str]:
    """What is cut on ``table``'s rows of cards, one line a problem ([] when all is whole)."""
    problems = []
    for number, view in enumerate(table.card_views()):
        if not view.isVisibleTo(table.window()):
            continue
        delegate = view.itemDelegate()
        item_height = round(delegate.size.height() * delegate.scale)
        item_width = round(delegate.size.width() * delegate.scale)
        name = f"row {number} ({view.model().rowCount()} cards)"
        shown = _shown(view.viewport())
        if shown.height() < item_height:
            problems.append(f"{name}: {shown.height()} px of {item_height} px cards show")
        needed = view.model().rowCount() * item_width
        if needed > view.viewport().width() + 1:
            bar = view.horizontalScrollBar()
            if not bar.isVisible() or _shown(bar).height() < bar.height():
                problems.append(f"{name}: {needed} px of cards in {view.viewport().width()} px, no scroll bar shows")
    return problems
