"""What a setup choice brings, on its button's tooltip: a receptionist's
starting funds and production and what each of her faces does from the
start; a face's three ranks. The texts are the content's. Each line is an
escaped paragraph: the tooltip wraps instead of running off the screen, and
stays plain text."""
from __future__ import annotations

import html

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.guild_masters.board import RESOURCES
from desktop.games.guild_masters.strings import FACES, content, term, tr

FACE_LINE = QT_TRANSLATE_NOOP("guild_masters", "{face}: {text}")
RANK_LINE = QT_TRANSLATE_NOOP("guild_masters", "Rank {rank}: {text}")


def paragraphs(lines) -> str:
    """Plain lines as a tooltip that wraps (each escaped, one paragraph each)."""
    return "".join(f"<p>{html.escape(line)}</p>" for line in lines if line)


def setup_lines(action, view: dict) -> list[str]:
    """The lines of ``action``'s tooltip ([] for an action that is not a setup choice)."""
    records = content()
    if action[0] == "encounter":
        recep = records.receptionists[action[1]]
        start, prod = recep.start, recep.production
        funds = tr(RESOURCES).format(
            gold_name=term("gold"), gold=start.gold, gold_prod=prod.gold, power_name=term("power"),
            power=start.power, power_prod=prod.power, potion_name=term("potion"), potion=start.potion,
            potion_prod=prod.potion)
        faces = [tr(FACE_LINE).format(face=tr(FACES[name]), text=tr(face.ranks[0].text))
                 for name, face in (("front", recep.front), ("back", recep.back)) if face.ranks[0].text]
        return [funds, *faces]
    if action[0] == "face":
        recep = records.receptionists.get(view["players"][view["seat"]]["receptionist"])
        if recep is not None:
            face = recep.front if action[1] == "front" else recep.back
            return [tr(RANK_LINE).format(rank=rank.rank, text=tr(rank.text)) for rank in face.ranks if rank.text]
    return []


def setup_tip(action, view: dict) -> str:
    """``action``'s tooltip, or "" for an action that is not a setup choice."""
    return paragraphs(setup_lines(action, view))
