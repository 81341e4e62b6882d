"""What another player did on their latest turn, in the log's own words: a
short recap one glance away (the tooltip of their strip on the table), so a
player who looked away while the AI played can catch up."""
from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication

from engine.core.events import visible

MAX_LINES = 12


def last_turn_lines(tagged, seat: int, line_for, names, viewer: int) -> list:
    """The log lines ``viewer`` may read of ``seat``'s latest turn (its turn
    so far, while it plays); ``tagged`` are the log's (action number, event)
    pairs, ``line_for`` the game's log line."""
    events = [event for _, event in tagged]
    starts = [i for i, event in enumerate(events) if event["type"] == "turn" and event.get("player") == seat]
    if not starts:
        return []
    lines = []
    for event in events[starts[-1] + 1:]:
        if event["type"] == "turn":
            break
        if visible(event, viewer):
            line = line_for(event, names, viewer)
            if line:
                lines.append(line)
    return lines


def recap_html(lines, name: str) -> str:
    """The recap as a tooltip paragraph ("" when there is nothing to say)."""
    if not lines:
        return ""
    shown = lines if len(lines) <= MAX_LINES else lines[:MAX_LINES - 1] + ["…"]
    title = QCoreApplication.translate("TurnRecap", "Last turn of {name}:").format(name=name)
    return "<p><b>{}</b><br>{}</p>".format(html.escape(title), "<br>".join(html.escape(line) for line in shown))
