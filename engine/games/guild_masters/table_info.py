"""What a table says about a gesture that means nothing now (``refusal``) and
the warning it shows before a legal but likely unwanted action (``confirmation``).
``TEXTS`` holds every English text by its key, for the table to translate."""
from __future__ import annotations

from engine.core.actions import Refusal

TEXTS = {
    "game_over": "The game is over",
    "answer_first": "Answer the question first",
    "no_adventurer": "No adventurer is left in your tavern",
    "area_taken": "That area is already controlled",
    "no_tile": "There is no tile to explore there",
    "abyss": "An abyss cannot be explored",
    "not_reachable": "You may explore only the outer ring or next to your own areas",
    "cannot_build": "Build needs one of your adventurers on the map and {cost} gold",
    "build_not_yours": "You may build only on an area with one of your adventurers",
    "already_base": "That area is already a base",
    "build_cost": "A base here costs {cost} gold; you have {gold}",
    "condition": "The play condition of {card} is not met",
    "cannot_pay": "You cannot pay for {card}",
    "potion_space": "That potion action is taken, blocked or too dear this round",
    "special_used": "That special action was used this round or cannot be paid",
    "not_now": "That is not an option now",
    "altar": "Not paying puts a 2 on your altar of revival: −2 fame at the end",
    "pass_early": "Pass now? You could still take {count} actions",
}


def _say(key: str, card=None, values=None) -> Refusal:
    return Refusal(key, TEXTS[key], card, values)


def refusal(state, verb, card, source, target) -> Refusal:
    decision = state.decision
    if decision is None:
        return _say("game_over")
    seat = decision.player
    player = state.players[seat]
    if decision.kind != "turn":
        return _say("answer_first")
    cell = target.cell if target is not None else None
    if verb == "explore":
        if not player.tavern:
            return _say("no_adventurer")
        if cell is not None:
            if cell in state.owners:
                return _say("area_taken")
            slot = state.cells.get(cell)
            if slot is None or slot[0] is None:
                return _say("no_tile")
            if slot[1] and state.is_abyss(slot[0]):
                return _say("abyss")
            return _say("not_reachable")
    if verb == "build":
        if cell is not None:
            owner = state.owners.get(cell)
            if owner is None or owner[0] != seat:
                return _say("build_not_yours")
            if owner[1]:
                return _say("already_base")
            cost = state.build_cost(player, cell)
            return _say("build_cost", values={"cost": cost, "gold": player.res[0]})
        return _say("cannot_build", values={"cost": 15})
    if verb in ("play", "regalia") and card is not None:
        record = state.content.events.get(card) or state.content.regalia.get(card)
        if record is not None and not state.holds_any(player, record.condition):
            return _say("condition", card=card)
        if record is not None:
            return _say("cannot_pay", card=card)
    if verb == "potion":
        return _say("potion_space")
    if verb == "special":
        return _say("special_used")
    return _say("not_now")


def confirmation(state, action):
    """Passing with gold to spend, or leaving an explore unpaid (the altar's −2 fame)."""
    decision = state.decision
    if decision is None:
        return None
    if action == ("decline",) and decision.kind == "explore_cost":
        return _say("altar")
    if action == ("pass",) and decision.kind == "turn":
        others = [o for o in decision.options if o[0] not in ("pass", "sell", "sell_potion")]
        if others:
            return _say("pass_early", values={"count": len(others)})
    return None
