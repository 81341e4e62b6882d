"""What one of the current options would do and cost for the deciding player
(``state.preview``): a ``Refusal``-shaped answer the table shows on hover, or
None when there is nothing to say. It reads only what the deciding seat can
see: a face-down tile's face is unknown, so its cost is a range.
"""
from __future__ import annotations

from engine.core.actions import Refusal
from engine.games.guild_masters.common_actions import BUILD_PRICE
from engine.games.guild_masters.legal import HAND, board_mods
from engine.games.guild_masters.player import GOLD, POTION, POWER, POWER_GOLD
from engine.games.guild_masters.sales import SELL_EVENT, SELL_POTION, SELL_REGALIA

FACE_STARS = (0, 1, 2, 3)        # the faces a face-down labyrinth tile may show (or an abyss)

# Every preview's English text by its key: the table translates it in the
# game's context and fills in the values.
TEXTS = {
    "preview_sell": "Sell {card} for {gold} gold",
    "preview_sell_potion": "Sell a potion for {gold} gold",
    "preview_pay": ("Pay {gold} gold and {power} power for the price of {cost} gold (a power pays 5 gold). "
        "You have {have_gold} gold and {have_power} power"),
    "preview_pay_flash": ("Use the flash chip: the price is {cost} gold; pay {gold} gold and {power} power. "
        "You have {have_gold} gold and {have_power} power"),
    "preview_explore_boss": ("Explore the boss (★{stars}, neighbours ★{near}): {cost} gold; if you do not pay it goes "
        "back face down. You have {have_gold} gold and {have_power} power"),
    "preview_explore": ("Explore this ★{stars} tile (neighbours ★{near}): {cost} gold for {fame} fame at the end. "
        "You have {have_gold} gold and {have_power} power"),
    "preview_explore_down_blank": ("Explore this face-down tile (neighbours ★{near}): {low} to {high} gold by its face; an "
        "abyss counts as a blank tile. You have {have_gold} gold and {have_power} power"),
    "preview_explore_down": ("Explore this face-down tile (neighbours ★{near}): {low} to {high} gold by its face, or "
        "an abyss, which ends the explore (an extra turn after a common action). You have "
        "{have_gold} gold and {have_power} power"),
    "preview_build": ("Build a base here: {cost} gold ({bases} bases next to it add 5 each); the area's {fame} "
        "fame counts twice. You have {have_gold} gold"),
    "preview_play_power": ("Play {card}: {gold} gold (power may pay, 5 gold each), {production} gold production, "
        "{potions} potions, {tiles} tiles. You have {have_gold} gold, {have_power} power, "
        "{have_potions} potions, {have_tiles} tiles"),
    "preview_play": ("Play {card}: {gold} gold, {production} gold production, {potions} potions, {tiles} "
        "tiles. You have {have_gold} gold, {have_potions} potions, {have_tiles} tiles"),
    "preview_potion": "Potion action {slot}: {potions} potions. You have {have_potions} potions",
    "preview_special": ("Special action: {gold} gold, {power} power, {potions} potions, {tiles} tiles, once this "
        "round. You have {have_gold} gold, {have_power} power, {have_potions} potions, "
        "{have_tiles} tiles"),
    "preview_develop": ("Develop {count} affinities: {gold} gold, {power} power, {potions} potions; draw {count} "
        "events, gain {count} adventurers; receptionist rank {rank}. You have {have_gold} gold, "
        "{have_power} power, {have_potions} potions"),
}


def _note(key: str, card=None, values=None) -> Refusal:
    return Refusal(key, TEXTS[key], card, values)


def preview(state, action):
    decision = state.decision
    if decision is None or action not in decision.options:
        return None
    player = state.players[decision.player]
    verb = action[0]
    if verb == "explore" or (verb == "cell" and decision.kind == "explore_target"):
        return _explore(state, player, action[1])
    if verb == "build":
        return _build(state, player, action[1], BUILD_PRICE)
    if verb == "cell" and decision.kind == "base":
        return _build(state, player, action[1], 0)
    if verb in ("play", "regalia"):
        return _play(state, player, action[1], HAND)
    if verb == "claim":
        return _play(state, player, state.regalia_board[action[1]], board_mods(action[1]))
    if verb == "potion":
        return _potion(state, player, action[1])
    if verb == "special":
        return _special(state, player, action[1])
    if verb == "develop":
        return _develop(state, player, action[1])
    if verb == "sell":
        gold = SELL_EVENT if action[1] in state.content.events else SELL_REGALIA
        return _note("preview_sell", card=action[1], values={"gold": gold})
    if verb in ("pay", "flash") and decision.prompt and "gold" in decision.prompt:
        return _pay(player, action, decision.prompt)
    if verb == "sell_potion":
        return _note("preview_sell_potion", values={"gold": SELL_POTION})
    return None


def _have(player) -> dict:
    return {"have_gold": player.res[GOLD], "have_power": player.res[POWER], "have_potions": player.res[POTION],
            "have_tiles": len(player.tiles)}


def _explore(state, player, cell) -> Refusal:
    tile, face_up = state.cells[cell]
    near = state.neighbour_stars(cell)
    values = {"near": near, "fame": state.area_fame[cell], **_have(player)}
    if tile in state.content.bosses:
        stars = state.content.bosses[tile].stars
        values.update(stars=stars, cost=state.explore_price(player, stars + near))
        return _note("preview_explore_boss", values=values)
    if face_up:
        stars = 0 if state.is_abyss(tile) else state.tile_stars(tile)
        values.update(stars=stars, cost=state.explore_price(player, stars + near))
        return _note("preview_explore", values=values)
    low, high = (state.explore_price(player, s + near) for s in (FACE_STARS[0], FACE_STARS[-1]))
    values.update(low=low, high=high)
    if "abyss_as_blank" in state.modifiers(player):
        return _note("preview_explore_down_blank", values=values)
    return _note("preview_explore_down", values=values)


def _pay(player, action, prompt) -> Refusal:
    """A payment of the price the decision names, ``action[1]`` power of it."""
    verb, power = action
    cost = prompt["flash"] if verb == "flash" else prompt["gold"]
    values = {"cost": cost, "gold": max(0, cost - POWER_GOLD * power), "power": power, **_have(player)}
    return _note("preview_pay_flash" if verb == "flash" else "preview_pay", values=values)


def _build(state, player, cell, price) -> Refusal:
    bases = state.base_neighbour_price(cell) // 5
    cost = state.build_cost(player, cell, price)
    values = {"cost": cost, "bases": bases, "fame": state.area_fame[cell], **_have(player)}
    return _note("preview_build", values=values)


def _play(state, player, card_id, mods) -> Refusal:
    card = state.content.card(card_id)
    extra = {"gold_production": 0, "potions": 0, "tiles": 0}
    for item in card.cost.extra:
        extra[item.kind] += item.n
    values = {"gold": state.gold_cost(player, card, mods), "production": extra["gold_production"],
              "potions": extra["potions"], "tiles": extra["tiles"], **_have(player)}
    if state.power_pays(player, card.cost.power_pays):
        return _note("preview_play_power", card=card_id, values=values)
    return _note("preview_play", card=card_id, values=values)


def _potion(state, player, slot) -> Refusal:
    space = state.content.board.potion_spaces[slot - 1]
    return _note("preview_potion", values={"slot": slot, "potions": space.potions, **_have(player)})


def _price_values(price) -> dict:
    return {"gold": price.gold, "power": price.power, "potions": price.potion, "tiles": price.tiles}


def _special(state, player, name) -> Refusal:
    _, _, special = next(s for s in state.special_sources(player) if s[0] == name)
    card = None if name == "receptionist" else name
    values = {**_price_values(special.price), **_have(player)}
    return _note("preview_special", card=card, values=values)


def _develop(state, player, slots) -> Refusal:
    total = {"gold": 0, "power": 0, "potions": 0}
    for slot in slots:
        price = state.content.board.affinities[slot - 1].price
        if price is not None:
            total["gold"] += price.gold
            total["power"] += price.power
            total["potions"] += price.potion
    rank = 1 + (player.affinity + len(slots) >= 2) + (player.affinity + len(slots) >= 5)
    values = {**total, "count": len(slots), "rank": rank, **_have(player)}
    return _note("preview_develop", values=values)
