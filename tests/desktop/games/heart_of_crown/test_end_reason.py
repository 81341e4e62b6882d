"""The end page's reason is words a newcomer understands: a sudden death says what it was."""
from desktop.games.heart_of_crown.end_details import EndDetails
from tests.desktop.shell.test_end_screen import finished_record


def test_a_sudden_death_end_says_who_played_on_and_what_won(qtbot):
    _record, state = finished_record("heart_of_crown")
    details = EndDetails()
    qtbot.addWidget(details)
    details.show_scores(state.view(0), ["Ann", "Bot"], {"reason": "sudden_death"})
    reason = details.reason.text()
    assert "declared a coronation" in reason and "30 succession points" in reason
