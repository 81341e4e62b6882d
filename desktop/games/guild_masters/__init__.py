"""Isekai Guild Masters at the desktop: the package the shell finds by the
game's id (the interface is in ``desktop/games/__init__.py``); the hex map is
``labyrinth``."""
from desktop.games.guild_masters import strings
from desktop.games.guild_masters.end_details import EndDetails
from desktop.games.guild_masters.guided import GUIDED
from desktop.games.guild_masters.log_markers import opening_events, resumed_events
from desktop.games.guild_masters.options_form import GuildMastersOptionsForm
from desktop.games.guild_masters.reference import REFERENCE, reference_icons, reference_section
from desktop.games.guild_masters.table import TablePage

TABLE = TablePage
END_DETAILS = EndDetails
options_form = GuildMastersOptionsForm

__all__ = ["TABLE", "END_DETAILS", "options_form", "strings", "opening_events", "resumed_events",
           "GUIDED", "REFERENCE", "reference_section", "reference_icons"]
