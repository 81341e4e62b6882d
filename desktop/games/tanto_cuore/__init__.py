"""Tanto Cuore at the desktop: the package the shell finds by the game's id
(the interface is in ``desktop/games/__init__.py``)."""
from desktop.games.tanto_cuore import strings
from desktop.games.tanto_cuore.end_details import EndDetails
from desktop.games.tanto_cuore.guided import GUIDED
from desktop.games.tanto_cuore.log_markers import opening_events, resumed_events
from desktop.games.tanto_cuore.options_form import TantoCuoreOptionsForm
from desktop.games.tanto_cuore.reference import REFERENCE, reference_icons, reference_section
from desktop.games.tanto_cuore.table import TablePage

TABLE = TablePage
END_DETAILS = EndDetails
options_form = TantoCuoreOptionsForm

__all__ = ["TABLE", "END_DETAILS", "options_form", "strings", "opening_events", "resumed_events",
           "GUIDED", "REFERENCE", "reference_section", "reference_icons"]
