"""Where a move of so many squares would stop a piece, and what stopping there
is worth to its player: Hard's choice of Tailwind's dice (SP10) and Chosen
Road's number (SP11), and whether casting either pays for itself. The walk is
made by the rules themselves, on a clone of the state with its log off; it
reads only where the piece stops and whether it earned the lap bonus, so no
hidden card counts."""
from __future__ import annotations

from itertools import product

from engine.games.gensokyo.baseline import BaselineAgent
from engine.games.gensokyo.board import EVENT
from engine.games.gensokyo.strategy import TWO_D6

CLAIM_BONUS = 5          # a claim is worth its land's value and this, for the tolls to come
EVENT_DRAW = 6           # an EVENT square's card
BONUS_CARD = 8           # the lap bonus's card, on top of its money


def landing(state, seat: int, steps: int) -> tuple:
    """(the square ``steps`` stop this piece on, whether it earns the lap bonus on
    the way); at START's branch on the cross map it heads as the scripts do."""
    twin = state.clone()
    twin.log_events = False
    money = twin.money[seat]
    twin.start_walk(seat, steps=steps)
    to = None
    while not twin.walk_on(seat, False, to) and not twin.ended:
        to = (BaselineAgent._step(twin, twin.decision.options) or twin.decision.options[0])[1]
    return twin.position[seat], twin.money[seat] > money


def stop_value(state, seat: int, square: int, bonus: bool) -> int:
    """In 圓: the lap bonus, less another seat's toll, plus a claim this hand can
    pay for or an EVENT square's card."""
    value = state.board.lap_bonus + BONUS_CARD if bonus else 0
    owner = state.owner[square]
    if square in state.board.lands:
        if owner == -1 and any(state.can_pay(seat, c) for c in state.characters_in_hand(seat)):
            value += state.board.grade[square] + CLAIM_BONUS
        elif owner not in (-1, seat):
            value -= state.toll(square, seat)
    elif state.board.kind[square] == EVENT:
        value += EVENT_DRAW
    return value


def move_values(state, seat: int) -> dict:
    """Each move from 2 to 12 squares, and its worth."""
    return {steps: stop_value(state, seat, *landing(state, seat, steps)) for steps in range(2, 13)}


def rolled(values: dict) -> float:
    """What a plain 2d6 roll is worth on average."""
    return sum(chance * values[total] for total, chance in TWO_D6.items())


def tailwind(values: dict) -> float:
    """What three dice are worth on average when the best two of them are kept."""
    outcomes = product(range(1, 7), repeat=3)
    return sum(max(values[a + b], values[a + c], values[b + c]) for a, b, c in outcomes) / 216
