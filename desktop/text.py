"""Player-facing words for engine data: card names, phases, prompts, option
labels and log lines. Everything goes through ``QCoreApplication.translate`` so
the .ts files can cover it; card names use the game's own context because they
are data, extracted by the project's tool rather than by lupdate."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.actions import parse
from engine.games.heart_of_crown.cards import CARDS

GAME_CONTEXT = "heart_of_crown"


def tr(text: str, context: str = "Text") -> str:
    return QCoreApplication.translate(context, text)


def card_name(card: str) -> str:
    spec = CARDS.get(card)
    return QCoreApplication.translate(GAME_CONTEXT, spec.name) if spec else card


def card_text(card: str) -> str:
    spec = CARDS.get(card)
    return QCoreApplication.translate(GAME_CONTEXT, spec.text) if spec and spec.text else ""


def card_list(cards) -> str:
    return ", ".join(card_name(c) for c in cards) if cards else tr("nothing")


def phase_name(phase: str | None) -> str:
    names = {
        "main": tr("Main phase"), "second": tr("Second phase"), "keep": tr("Cleanup"),
        "supply_units": tr("Cleanup"), "declare": tr("Coronation"), "over": tr("Game over"),
    }
    return names.get(phase, tr("Cleanup"))


def prompt_line(decision: dict, view: dict, you: bool, names) -> str:
    """One sentence saying what the deciding seat is asked."""
    if not you:
        return tr("Waiting for {name}…").format(name=names[decision["player"]])
    prompt = decision.get("prompt") or {}
    kind = decision["kind"]
    card = card_name(prompt.get("card", ""))
    picks = ""
    if decision.get("max_picks", 1) > 1:
        picks = " " + tr("({picked} chosen so far)").format(picked=decision.get("picked", 0))
    if kind == "main":
        return tr("Main phase: play a card from your hand ({links} link(s) left), or end the phase.").format(
            links=view["plays_left"])
    if kind == "second":
        return tr("Second phase: buy a card, back a princess, or set succession cards ({coins} coins).").format(
            coins=view["coins"])
    if kind == "keep":
        return tr("Cleanup: keep action cards on your territories, or finish.") + picks
    if kind == "coronation":
        return tr("You have {points} succession points: declare your coronation?").format(
            points=prompt.get("points", 0))
    if kind == "supply_unit":
        return tr("Supply Unit: put an action card from your play area on top of your deck?")
    if kind in ("hunted_beast", "infantry_battalion", "charm_witch"):
        return tr("{card} attacks you: discard a card.").format(card=card)
    if kind in ("scout", "stargazing_witch", "order_top"):
        return tr("{card}: you see {cards}.").format(card=card, cards=card_list(prompt.get("looking", []))) + picks
    if kind == "adventurer_gain":
        return tr("{card}: gain a card costing up to {limit}.").format(card=card, limit=prompt.get("limit", 0))
    return tr("{card}: choose.").format(card=card) + picks


def option_label(action: str, view: dict) -> str:
    """A short button text for one action string."""
    verb, card, slot = parse(action)
    name = card_name(card)
    if verb == "keep" and card:
        lands = view["players"][view["seat"]]["lands"]
        land = lands[int(slot)]["card"] if slot.isdigit() and int(slot) < len(lands) else ""
        return tr("Keep {card} on {land}").format(card=name, land=card_name(land))
    fixed = {
        "end_main": tr("End main phase"), "end_second": tr("End turn"), "skip": tr("Skip"),
        "done": tr("Done"), "declare": tr("Declare coronation"), "decline": tr("Not yet"),
        "coin_counter": tr("Spend a coin counter"), "pay": tr("Pay 1 coin"), "no": tr("No"),
        "counter": tr("Gain a coin counter"), "discard": tr("Discard it"), "keep": tr("Leave it"),
        "option:draw": tr("Draw cards"), "option:coins": tr("+2 coins"), "option:coin": tr("+1 coin"),
        "option:curse": tr("Opponents gain a Curse"),
        "option:discount": tr("Succession cards cost 1 less"),
    }
    if action in fixed:
        return fixed[action]
    templates = {
        "play": tr("Play {card}"), "recall": tr("Recall {card}"), "activate": tr("Use {card}"),
        "buy": tr("Buy {card}"), "back": tr("Back {card}"), "set": tr("Set {card}"),
        "put": tr("Put {card} on your deck"), "top": tr("Put {card} on top"),
        "exile": tr("Exile {card}"), "take": tr("Take {card}"), "discard": tr("Discard {card}"),
        "gain": tr("Gain {card}"),
    }
    if verb == "count":
        return tr("Take {n} Court Maid(s)").format(n=card)
    if verb in templates:
        label = templates[verb].format(card=name)
        if slot == "discard":
            label += " " + tr("(from discard)")
        return label
    return action


def event_line(event: dict, names, viewer: int) -> str | None:
    """A log line for one engine event as ``viewer`` may see it, or None for noise."""
    kind = event["type"]
    seat = event.get("player")
    who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
    card = card_name(event.get("card", ""))
    if kind == "draw":
        return tr("You draw {cards}.").format(cards=card_list(event["cards"])) if seat == viewer else None
    if kind == "draw_count":
        if seat == viewer or not event["count"]:
            return None
        return tr("{who} draws {n} card(s).").format(who=who, n=event["count"])
    if kind == "resumed":   # the app's own marker, not an engine event
        return tr("Game resumed at turn {n}.").format(n=event["number"])
    if kind == "turn":
        return tr("— Turn {n}: {who} —").format(n=event["number"], who=who)
    if kind == "market_refill":
        return tr("New in the market: {cards}.").format(cards=card_list(event["cards"]))
    if kind == "reveal_hand":
        return tr("{who} reveals their hand: {cards}.").format(who=who, cards=card_list(event["cards"]))
    if kind == "keep":
        return tr("{who} keeps {card} on {land}.").format(who=who, card=card, land=card_name(event["land"]))
    if kind == "sudden_death":
        return tr("Sudden death between {names}!").format(names=", ".join(names[s] for s in event["players"]))
    if kind == "game_over":
        return tr("Game over: {names} won.").format(names=", ".join(names[s] for s in event["winners"]))
    if kind == "coronation_declared":
        return tr("{who} declares a coronation with {points} points!").format(who=who, points=event["points"])
    if kind == "gain" and event.get("to") == "deck":
        return tr("{who} gains {card} on top of their deck.").format(who=who, card=card)
    simple = {
        "play": tr("{who} plays {card}."), "buy": tr("{who} buys {card}."), "gain": tr("{who} gains {card}."),
        "back": tr("{who} backs {card}."), "set": tr("{who} sets {card} into their domain."),
        "recall": tr("{who} recalls {card}."), "discard": tr("{who} discards {card}."),
        "exile": tr("{who} exiles {card}."), "to_hand": tr("{who} puts {card} into their hand."),
        "put_on_deck": tr("{who} puts {card} on top of their deck."),
        "treasure": tr("{who} turns up {card} from the supply."),
        "reshuffle": tr("{who} shuffles their discard pile into a new deck."),
        "coin_counter": tr("{who} gains a coin counter."), "coin_counter_spent": tr("{who} spends a coin counter."),
        "activate": tr("{who} uses {card}."), "point_counter": tr("{who} puts a succession counter on their princess."),
        "coronation_cancelled": tr("{who}'s coronation is cancelled."),
        "extra_turn_earned": tr("{who} will take an extra turn."), "extra_turn": tr("{who} takes an extra turn."),
        "twin_counters": tr("{who} gains twin counters."), "cost_reduction": tr("{who} makes cards cheaper this turn."),
    }
    if kind in simple:
        return simple[kind].format(who=who, card=card)
    return None  # coins and other bookkeeping show in the table, not the log
