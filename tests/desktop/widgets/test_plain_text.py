"""Tooltips that carry a player's text show it literally (issue 24 item 1)."""
from __future__ import annotations

from PySide6.QtGui import Qt

from desktop.widgets.prompt_panel import PromptPanel
from desktop.widgets.plain_text import plain_tip
from tools.shown_text import markup_leaks, rendered


def test_a_tip_that_would_pass_for_markup_shows_literally_and_any_other_is_left_as_it_is():
    assert rendered(plain_tip("Pass to <b>bold</b>\nnow")) == "Pass to <b>bold</b>\nnow"
    assert plain_tip("Ann & Bea\nnow") == "Ann & Bea\nnow" and not Qt.mightBeRichText(plain_tip("x"))


def test_a_changed_answer_naming_a_player_says_so_literally(qtbot):
    panel = PromptPanel()
    qtbot.addWidget(panel)
    panel.show_decision("?", [("a", "Pass", "pass")])
    panel.show_decision("?", [("b", "Give a Bad Habit to <img src=x>", "habit b")])
    tip = panel.button("b").toolTip()
    assert "<img src=x>" in rendered(tip) and markup_leaks(["<img src=x>"], [panel]) == []
