"""Heart of Crown at the desktop: the package the shell finds by the game's id
(the interface is in ``desktop/games/__init__.py``)."""
from desktop.games.heart_of_crown import strings
from desktop.games.heart_of_crown.end_details import EndDetails
from desktop.games.heart_of_crown.guided import GUIDED
from desktop.games.heart_of_crown.log_markers import opening_events, resumed_events
from desktop.games.heart_of_crown.options_form import HeartOfCrownOptions
from desktop.games.heart_of_crown.reference import REFERENCE, reference_icons, reference_section
from desktop.games.heart_of_crown.table import TablePage

TABLE = TablePage
END_DETAILS = EndDetails
options_form = HeartOfCrownOptions

__all__ = ["TABLE", "END_DETAILS", "options_form", "strings", "opening_events", "resumed_events",
           "GUIDED", "REFERENCE", "reference_section", "reference_icons"]
