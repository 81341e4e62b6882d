"""Final scoring in the rulebook's five parts, the three tie-breaks and the guild rank."""
from __future__ import annotations

GUILD_RANKS = ((60, "bahamut"), (50, "dragon"), (40, "wyvern"), (30, "lizardman"), (None, "snake"))


def guild_rank(fame: int) -> str:
    """バハムート級 60+, ドラゴン級 50–59, ワイヴァーン級 40–49, リザードマン級 30–39, スネイク級 –29."""
    for floor, name in GUILD_RANKS:
        if floor is None or fame >= floor:
            return name
    raise AssertionError("unreachable")


def _end_fame(state, player, index, card) -> int:
    total = 0
    for effect in card.end:
        if effect.op == "fame_per":
            value = state.count(player, effect.per, effect.tag, effect.resource, effect.stars, index) // effect.every
            gain = effect.n * value
            total += gain if effect.cap is None else min(gain, effect.cap)
        elif effect.op == "fame_if" and state.holds(player, effect.condition, index):
            total += effect.n
        elif effect.op == "fame_unless" and not state.holds(player, effect.condition, index):
            total += effect.n
    return total


def score_of(state, player) -> dict:
    content = state.content
    fame_of = state.area_fame
    recep = state.rank_card(player)
    receptionist = recep.fame if recep is not None and player.rank == 3 else 0
    areas = sum(fame_of[cell] * (2 if base else 1) for cell, (seat, base) in state.owners.items()
                if seat == player.seat)
    treasures = {t.id: t.fame for t in content.board.treasures}
    tiles = 0
    for tile in player.tiles:
        record = content.tiles.get(tile) or content.bosses.get(tile)
        tiles += record.fame if record is not None else 0
    items = tiles + sum(treasures[t] for t in player.treasures) + player.regalia_chips
    cards = 0
    for index, played in enumerate(player.played):
        if played.face_up:
            card = content.card(played.card)
            cards += card.fame + _end_fame(state, player, index, card)
    altar = -player.altar
    total = receptionist + areas + items + cards + altar
    return {"receptionist": receptionist, "areas": areas, "items": items, "cards": cards, "altar": altar,
            "total": total, "rank": guild_rank(total)}


def final_scores(state) -> list:
    return [score_of(state, player) for player in state.players]


def tie_key(state, seat: int, scores) -> tuple:
    player = state.players[seat]
    return (scores[seat]["total"], state.count(player, "bases"), state.count(player, "areas"),
            state.count(player, "events"))


def winners(state, scores) -> tuple:
    keys = [tie_key(state, seat, scores) for seat in range(state.num_players)]
    best = max(keys)
    return tuple(seat for seat, key in enumerate(keys) if key == best)
