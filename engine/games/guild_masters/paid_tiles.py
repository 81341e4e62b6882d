"""A special action that pays labyrinth tiles and then plays an event (シュリ裏): its
play condition is read after the tiles are paid (rulebook L286: 「アクションのコストとして
迷宮タイル1枚を支払った後に、イベントカードのプレイ条件を参照します」), so the action is
offered only when some choice of tiles leaves an event it can play, and the choice of
tile is only among those (L194: a special action that cannot be done is not used).
Rules version 1 read the condition before paying (RULES_NOTES.md, "Rules versions")."""
from __future__ import annotations

from itertools import combinations

from engine.games.guild_masters.player import POTION


def reads_after_paying(state, special) -> bool:
    return (state.rules_version >= 2 and special.price.tiles > 0
            and any(e.op == "play_event" for e in special.effects))


def tile_payments(state, player, special) -> list:
    """The sets of tiles (sorted tuples) the price may be paid with that leave an
    event to play. With ホルン裏, potions pay for the tiles the player lacks."""
    n = min(special.price.tiles, len(player.tiles))
    choices = sorted(set(combinations(sorted(player.tiles), n)))
    return [paid for paid in choices if _leaves_a_play(state, player, special, paid)]


def _leaves_a_play(state, player, special, paid) -> bool:
    kept = player.tiles
    left = kept[:]
    for tile in paid:
        left.remove(tile)
    player.tiles = left                 # looked at without the paid tiles, then put back
    try:
        return has_event_to_play(state, player, special)
    finally:
        player.tiles = kept


def has_event_to_play(state, player, special) -> bool:
    """Whether each of ``special``'s play-event effects finds an event in hand it may play."""
    for effect in special.effects:
        if effect.op == "play_event":
            mods = state.special_mods(player, effect)
            if not any(c in state.content.events and state.special_playable(player, c, effect, mods)
                       for c in set(player.hand)):
                return False
    return True


def pay(state, seat: int, player, special) -> None:
    """Pay the tiles, choosing only among the payments that leave an event to play."""
    payments = tuple(tile_payments(state, player, special))
    player.res[POTION] -= special.price.tiles - len(payments[0])
    if payments[0]:
        state.push("choose", "pay_tile", seat, payments)


def choices(payments) -> list:
    return sorted({tile for paid in payments for tile in paid})


def paid_one(state, seat: int, payments, tile: str) -> None:
    """One tile of ``payments`` is paid: the rest, if any, are chosen next."""
    rest = set()
    for paid in payments:
        if tile in paid:
            left = list(paid)
            left.remove(tile)
            rest.add(tuple(left))
    rest = tuple(sorted(rest))
    if rest and rest[0]:
        state.push("choose", "pay_tile", seat, rest)
