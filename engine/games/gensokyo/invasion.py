"""TEMPORARY invasion until helper B's ``battle_flow.start_invasion`` lands
(GENSOKYO.md's contract): the invader picks a main character, its printed
attack meets the defender's printed HP plus the land bonus (§8.2 R3 step 5),
A ≥ H wins; no supports, abilities or spells. Then §8.4: the invader pays the
main's cost, the land passes (same level, land spell to the graveyard) or the
toll is paid."""
from __future__ import annotations

from engine.core.protocol import ALL
from engine.games.gensokyo.cards import CARDS

LAND_BONUS, MATCHED_BONUS = 10, 20       # × level (*tunable*)


class InvasionRules:
    __slots__ = ()

    def main_options(self, seat: int) -> tuple:
        return tuple(("main", card) for card in self.characters_in_hand(seat) if self.can_pay(seat, card))

    def can_invade(self, seat: int) -> bool:
        return bool(self.main_options(seat))

    def start_invasion(self, square: int) -> None:
        self.push("invade", None, self.active, [square])


def _invade(state, frame, action) -> bool:
    seat, square = frame.player, frame.data[0]
    if frame.step == 0:
        frame.step = 1
        state.ask(seat, "main", state.main_options(seat))
        return False
    if frame.step == 2:
        return True
    main = action[1]
    frame.step = 2
    defender_card = state.character[square]
    defender = state.owner[square]
    state.cards.remove_from_hand(seat, main, ALL)
    level = state.level[square]
    matched = CARDS[defender_card].attribute == state.board.attribute[square]
    attack = CARDS[main].attack
    hp = CARDS[defender_card].hp + (MATCHED_BONUS if matched else LAND_BONUS) * level
    won = attack >= hp
    state.log("battle", player=seat, defender=defender, square=state.board.square_id(square), main=main,
              attack=attack, hp=hp, won=won)
    state.pay_money(seat, CARDS[main].money, "battle")
    if won:
        state.cards.graveyard.append(defender_card)
        if state.land_spell[square] is not None:
            state.cards.graveyard.append(state.land_spell[square])
            state.land_spell[square] = None
        state.owner[square], state.character[square] = seat, main
    else:
        state.cards.graveyard.append(main)
        state.push("battle_toll", None, seat, [square])
    state.pay_hand_cost(seat, CARDS[main].hand, (), "battle")
    return False


def _battle_toll(state, frame, action) -> bool:
    state.pay_toll(frame.player, frame.data[0])
    return True


INVASION_HANDLERS = {"invade": _invade, "battle_toll": _battle_toll}
