"""How a game of Isekai Guild Masters ended: every player's fame in the
rulebook's five parts of final scoring (receptionist, controlled areas,
tiles/treasures/regalia chips, played cards, the altar of revival), the
total, the guild rank it earns, and the tie-breaks; under them every
guild's final board (receptionist, resources, tags, played cards: the
table's ``GuildStrip``). The end page charts everyone's fame as it would
score at each turn (the state's ``progress()``)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt

from desktop.games.guild_masters.board import GuildStrip
from desktop.games.guild_masters.strings import GUILD_RANKS, SCORE_PARTS, TIE_NOTE, term, tr
from desktop.base.i18n import sentences
from desktop.widgets.end_details import BaseEndDetails

PLAYER = QT_TRANSLATE_NOOP("guild_masters", "Player")
ROUNDS = QT_TRANSLATE_NOOP("guild_masters", "Rounds played: {rounds}.")
PARTS = ("receptionist", "areas", "items", "cards", "altar", "total")


class EndDetails(BaseEndDetails):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.note = self.centred_label(wrap=True)
        self.guilds = self.strips_host()
        self.layout().addWidget(self.scores, 0, Qt.AlignmentFlag.AlignHCenter)
        self.layout().addWidget(self.note)
        self.layout().addSpacing(6)
        self.layout().addWidget(self.guilds, 0, Qt.AlignmentFlag.AlignHCenter)

    def make_strips(self, players: int) -> list:
        return [GuildStrip(seat, own=False) for seat in range(players)]

    def show_scores(self, view: dict, names: list, ending: dict) -> None:
        headings = [tr(PLAYER)] + [tr(SCORE_PARTS[key]) for key in PARTS] + [term("guild_rank")]
        rows = [(seat, [names[seat]] + [score[key] for key in PARTS] + [tr(GUILD_RANKS[score["rank"]])])
                for seat, score in enumerate(view["scores"] or [])]
        self.scores.set_rows(headings, rows, bold_column=len(PARTS))
        self.note.setText(sentences(tr(TIE_NOTE), tr(ROUNDS).format(rounds=view["round"])))
