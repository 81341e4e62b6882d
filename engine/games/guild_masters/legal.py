"""What a player may do on a turn (the action phase's options)."""
from __future__ import annotations

from itertools import combinations

HAND = ("hand", 0, 0, False, 1, False)


def board_mods(slot: int) -> tuple:
    return ("board", slot, 0, False, 1, False)


# Not the rulebook's: a guard so every round ends (a player may decline explores
# for ever). After this many turns in one round only selling and passing remain.
MAX_TURNS_A_ROUND = 40


def turn_options(state, player) -> tuple:
    content = state.content
    seat = player.seat
    if state.turns_taken[seat] >= MAX_TURNS_A_ROUND:
        return (*state.sell_options(player), ("pass",))
    options = []
    for card in state.playable_from_hand(player):
        options.append(("play" if card in content.events else "regalia", card))
    for slot, card in enumerate(state.regalia_board):
        if card is not None and state.playable(player, card, board_mods(slot)):
            options.append(("claim", slot))
    options += [("explore", cell) for cell in state.explore_targets(seat)]
    build_payable = state.can_pay_plain
    for cell in sorted(state.areas_of(seat)):
        if not state.owners[cell][1] and build_payable(player, state.build_cost(player, cell)):
            options.append(("build", cell))
    locked = [i + 1 for i, done in enumerate(player.unlocked) if not done]
    for size in range(1, len(locked) + 1):
        for slots in combinations(locked, size):
            if state.affinity_payable(player, slots):
                options.append(("develop", slots))
    for space in content.board.potion_spaces:
        if (space.slot not in state.potion_used and space.slot not in state.blocked
                and state.potions_available(player) >= space.potions):
            options.append(("potion", space.slot))
    for name, _, special in state.special_sources(player):
        if state.special_usable(player, special):
            options.append(("special", name))
    if (state.rules_version >= 2 and "lands_floating_lab" in state.modifiers(player)
            and state.lab_landings(player)):
        options.append(("land_lab",))          # a permanent effect, no action: the turn goes on
    options += state.sell_options(player)
    options.append(("pass",))
    return tuple(options)
