"""Gensokyo at the desktop: the package the shell finds by the game's id
(the interface is in ``desktop/games/__init__.py``)."""
from desktop.games.gensokyo import strings
from desktop.games.gensokyo.end_details import EndDetails
from desktop.games.gensokyo.guided import GUIDED
from desktop.games.gensokyo.log_markers import opening_events, resumed_events
from desktop.games.gensokyo.options_form import GensokyoOptionsForm
from desktop.games.gensokyo.reference import REFERENCE, reference_icons, reference_section
from desktop.games.gensokyo.table import TablePage

TABLE = TablePage
END_DETAILS = EndDetails
options_form = GensokyoOptionsForm

__all__ = ["TABLE", "END_DETAILS", "options_form", "strings", "opening_events", "resumed_events",
           "GUIDED", "REFERENCE", "reference_section", "reference_icons"]
