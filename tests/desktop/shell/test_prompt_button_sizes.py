"""A prompt button's marks (new here, hinted) change its border and padding in
the style sheet, so its size too: the panel's layout follows, or a button
stays at the size of a mark it no longer wears (bigger than its neighbours
once the "changed" mark is gone, or its text cut while the mark is on)."""
from desktop.widgets import prompt_panel
from desktop.widgets.prompt_panel import PromptPanel


def settled_size(qtbot, button):
    """The button's size once the layout has had its turn."""
    qtbot.wait(20)
    return button.size()


def test_a_new_button_fits_its_mark_and_shrinks_back_when_it_settles(qtbot):
    widget = PromptPanel()
    qtbot.addWidget(widget)
    widget.show()
    widget.show_decision("Main phase", [(1, "End main phase", "end_main")])
    widget.show_decision("Second phase", [(2, "End turn", "end_second"), (3, "Exile City", "exile")],
                         hint_allowed=True)
    widget.hint_button.setFocus()       # the focus ring would change the buttons' size too
    fresh = widget.button(2)
    assert fresh.property("changed")
    marked = settled_size(qtbot, fresh)
    assert marked == fresh.sizeHint()       # the mark's padding fits in
    qtbot.waitUntil(lambda: not fresh.property("changed"), timeout=prompt_panel.CHANGE_GUARD_MS * 3)
    assert settled_size(qtbot, fresh) == fresh.sizeHint() != marked       # and is gone again
    assert fresh.height() == widget.button(3).height()          # like its unmarked neighbour


def test_a_hinted_button_fits_its_thicker_border(qtbot):
    widget = PromptPanel()
    qtbot.addWidget(widget)
    widget.show()
    widget.show_decision("Main phase", [(1, "End main phase", "end_main"), (2, "Declare a coronation", "crown")],
                         hint_allowed=True)
    widget.hint_button.setFocus()
    plain = settled_size(qtbot, widget.button(2))
    widget.highlight(2)
    assert settled_size(qtbot, widget.button(2)) == widget.button(2).sizeHint() != plain
    widget.highlight(None)
    assert settled_size(qtbot, widget.button(2)) == plain


def label_room(button) -> int:
    """How much wider the room for the label is than the label, as the button
    draws itself now (its style sheet's border and padding for its state)."""
    from PySide6.QtWidgets import QStyle, QStyleOptionButton
    option = QStyleOptionButton()
    button.initStyleOption(option)
    option.rect = button.rect()
    room = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button)
    return room.width() - button.fontMetrics().horizontalAdvance(button.text())


def test_a_lit_button_keeps_its_label_when_it_takes_the_focus(qtbot):
    """A lesson lights the button to press; the keyboard's focus on it then must
    not squeeze its label to "nd tur" (review S4): every mark keeps the same
    border and padding, and the focus on a lit button keeps its teal fill."""
    widget = PromptPanel()
    qtbot.addWidget(widget)
    widget.show()
    widget.show_decision("Second phase", [(1, "End turn", "end_second"), (2, "Pass", "pass")], hint_allowed=True)
    lit = widget.button(1)
    widget.highlight(1)
    settled_size(qtbot, lit)
    assert label_room(lit) >= 0
    lit.setFocus()
    qtbot.waitUntil(lit.hasFocus, timeout=1000)
    assert label_room(lit) >= 0
    fill = lit.grab().toImage().pixelColor(lit.width() // 2, lit.height() - 6)
    assert fill.green() > fill.red() + 10       # still the lesson's teal, not the focus blue
