"""Heart of Crown's numbers and the tables every part of its state reads:
the rules version, the costs and limits, each action's code by card, what a
play does by card, and the phases' names. Worked out once, at import, so the
rules look them up instead of asking the cards.
"""
from __future__ import annotations

from engine.core.protocol import Changes
from engine.games.heart_of_crown.cards import ACTION, CARDS, MAID_VARIANTS, SUCCESSION
from engine.games.heart_of_crown.codec import CODE, MAX_LANDS, actions_of

# 2: backing discards the rest of the play area at once. Version 1 left those
# cards there until the cleanup; its records (saves made before) replay, and play
# on, with version 1's backing, since most of them would not replay otherwise (a
# Margrave or Supply Unit in a backing turn, or the discard pile's order after a
# Laolily backing, and so every later reshuffle). An older Kotatsu refuses version 2.
RULES_VERSION = 2
LEGACY_BACKING_BEFORE = 2
GAME_ID = "heart_of_crown"
MARKET_KINDS = 8
HAND_SIZE = 5
BACKING_COST = 6
CORONATION_POINTS = 20
SUDDEN_DEATH_POINTS = 30
TERRITORIES_TO_DOMAIN = 3
# Whole rounds without progress that end the game in a stalemate (see ending.py).
# Measured in 16,000 seeded baseline and strong games (2-4 players): the longest
# run of rounds without progress that progress ended was 4; the 7 games that ran
# into the decision cap (baseline, 2 players, Donations) had gone thousands of
# rounds without any. Far above 4, and a stuck game still ends within a few hundred
# decisions.
STALEMATE_ROUNDS = 30

PLAY = {card: action for card, action in actions_of("play").items() if CARDS[card].playable}
PLAYED = {action: card for card, action in PLAY.items()}
PLAYABLE = frozenset(PLAY)
# What playing a card does, by card: (plays it adds beyond itself, coins, cards
# drawn, its effect or None, whether it is an action card).
PLAY_FACTS = {card: (CARDS[card].links - 1, CARDS[card].coins, CARDS[card].draw, CARDS[card].effect,
                     ACTION in CARDS[card].types) for card in PLAY}
# The play actions of cards without an effect, by action: (the card, then its
# PLAY_FACTS but the effect): what apply's most frequent answer reads, in one lookup.
PLAIN_PLAYS = {action: (card, action, *PLAY_FACTS[card][:3], PLAY_FACTS[card][4])
               for card, action in PLAY.items() if PLAY_FACTS[card][3] is None}
PLAIN_CARDS = {plain[0]: plain for plain in PLAIN_PLAYS.values()}    # the same, by card
BUY = actions_of("buy")
BUY_FROM_SUPPLY = actions_of("buy", "supply")
BACK = actions_of("back")
SET = actions_of("set")
PUT = actions_of("put")
ACTIVATE = actions_of("activate")
KEEP_ON_LAND = [actions_of("keep", land) for land in range(MAX_LANDS)]
RECALL = [actions_of("recall", land) for land in range(MAX_LANDS)]
END_MAIN, END_SECOND, DONE, SKIP, DECLARE_CORONATION, DECLINE_CORONATION, COIN_COUNTER = (
    CODE[a] for a in ("end_main", "end_second", "done", "skip", "declare", "decline", "coin_counter"))
COST = {c.id: c.cost for c in CARDS.values()}
KLAMKLAM_COST = {card: cost - 1 if cost > 1 else cost for card, cost in COST.items()}
MAIDS = frozenset(MAID_VARIANTS)
CLEANUP_SETTERS = frozenset(c.id for c in CARDS.values() if c.cleanup_set)
# What an action card in hand costs, for a keep (a land holds one costing no more).
KEEP_COST = {c.id: c.cost for c in CARDS.values() if ACTION in c.types and not c.cannot_keep}
# Shared by every main or second decision (by the second phase's mode): prompts are only read.
MAIN_PROMPT = {"phase": "main"}
SECOND_PROMPTS = {mode: {"phase": "second", "mode": mode} for mode in (None, "buy", "set")}
# What the cheapest card a second phase may offer costs, without reductions.
CHEAPEST_BUY = min(c.cost for c in CARDS.values() if c.kind != "princess" and c.id != "curse")
SETTABLE = frozenset(c.id for c in CARDS.values() if SUCCESSION in c.types)
# The market pile each card belongs to, and the "when set" effect of each card
# that has one: read at every refill and every set.
PILE = {c.id: c.pile for c in CARDS.values()}
WHEN_SET = {c.id: c.effect for c in CARDS.values() if c.effect is not None and not c.playable}

# What an apply changed in a state that logs no events, by its undo barrier:
# nothing to list, so every such apply returns one of these two.
UNLOGGED_CHANGES = {False: Changes([], None, False), True: Changes([], None, True)}

# Phases. Those without a decision of their own are passed through by step.
MAIN, SECOND, CLEANUP_START, SUPPLY_UNITS, KEEP, CLEANUP_END, DECLARE, END_TURN, START_TURN, OVER = (
    "main", "second", "cleanup_start", "supply_units", "keep", "cleanup_end", "declare",
    "end_turn", "start_turn", "over")
