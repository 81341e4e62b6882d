"""Heart of Crown at the desktop: the package the shell finds by the game's id
(the interface is in ``desktop/games/__init__.py``)."""
from desktop.games.heart_of_crown import engine_adapter, strings
from desktop.games.heart_of_crown.end_details import EndDetails
from desktop.games.heart_of_crown.options_form import HeartOfCrownOptions
from desktop.games.heart_of_crown.table import TablePage

TABLE = TablePage
END_DETAILS = EndDetails
options_form = HeartOfCrownOptions
changes = engine_adapter.changes                    # UNTIL MERGE: apply returns Changes itself
opening_events = engine_adapter.opening_events
resumed_events = engine_adapter.resumed_events

__all__ = ["TABLE", "END_DETAILS", "options_form", "strings", "changes", "opening_events", "resumed_events"]
