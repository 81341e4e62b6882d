"""What a table says about a gesture that means nothing now (``refusal``) and
the warning it shows before a legal but likely unwanted action (``confirmation``)."""
from __future__ import annotations

from engine.core.actions import Refusal


def refusal(state, verb, card, source, target) -> Refusal:
    decision = state.decision
    if decision is None:
        return Refusal("game_over", "The game is over")
    seat = decision.player
    player = state.players[seat]
    if decision.kind != "turn":
        return Refusal("answer_first", "Answer the question first")
    if verb == "explore":
        if not player.tavern:
            return Refusal("no_adventurer", "No adventurer is left in your tavern")
        if target is not None and target.cell is not None:
            cell = target.cell
            if cell in state.owners:
                return Refusal("area_taken", "That area is already controlled")
            slot = state.cells.get(cell)
            if slot is None or slot[0] is None:
                return Refusal("no_tile", "There is no tile to explore there")
            if slot[1] and state.is_abyss(slot[0]):
                return Refusal("abyss", "An abyss cannot be explored")
            return Refusal("not_reachable", "You may explore only the outer ring or next to your own areas")
    if verb == "build":
        return Refusal("cannot_build", "Build needs one of your adventurers on the map and {cost} gold",
                       values={"cost": 15})
    if verb in ("play", "regalia") and card is not None:
        record = state.content.events.get(card) or state.content.regalia.get(card)
        if record is not None and not state.holds_any(player, record.condition):
            return Refusal("condition", "The play condition of {card} is not met", card=card)
        if record is not None:
            return Refusal("cannot_pay", "You cannot pay for {card}", card=card)
    if verb == "potion":
        return Refusal("potion_space", "That potion action is taken, blocked or too dear this round")
    if verb == "special":
        return Refusal("special_used", "That special action was used this round or cannot be paid")
    return Refusal("not_now", "That is not an option now")


def confirmation(state, action):
    """Passing with gold to spend, or leaving an explore unpaid (the altar's −2 fame)."""
    decision = state.decision
    if decision is None:
        return None
    if action == ("decline",) and decision.kind == "explore_cost":
        return Refusal("altar", "Not paying puts a 2 on your altar of revival: −2 fame at the end")
    if action == ("pass",) and decision.kind == "turn":
        others = [o for o in decision.options if o[0] not in ("pass", "sell", "sell_potion")]
        if others:
            return Refusal("pass_early", "Pass now? You could still take {count} actions", values={"count": len(others)})
    return None
