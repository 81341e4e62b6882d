"""A stronger scripted Heart of Crown player, a position evaluation and the
hooks the search in ``engine/ai`` takes from this game.

The strong player builds money until it backs a princess, then races to the
20 points of a coronation: it buys succession cards by what it can afford and
how close it is, sets them when that beats buying, and keeps terminal actions
from colliding. It reads only its own cards and public zones.
"""
from __future__ import annotations

from types import SimpleNamespace

from engine.ai.fitted import FittedEvaluation
from engine.games.heart_of_crown.baseline import (
    ACTIVATE_LILY, COIN_COUNTER, END_MAIN, END_SECOND, BaselineAgent, _card, best_play, play_order)
from engine.games.heart_of_crown.cards import (
    ACTION, ATTACK, CARDS, MAID, SUCCESSION)
from engine.games.heart_of_crown.codec import VERB
from engine.games.heart_of_crown.rule_tables import CORONATION_POINTS

PRINCESS_ORDER = ("lulunasaika", "laolily", "klamklam", "flammaria", "rain_and_sion", "bergamotte")

# Coins a card is worth when played, beyond its printed coins and draws.
EFFECT_VALUE = {
    "bank": 0.7, "library": 0.4, "trade_ship": 1.9, "magic_amulet": 0.3, "general_store": 0.6,
    "imperial_guard": 0.5, "curse_witch": 1.6, "royal_ball": 0.9, "adventurer": 0.8,
    "charm_witch": 0.4, "reclamation_edict": 0.6, "infantry_battalion": 0.4, "hunted_beast": 0.3,
    "buried_treasure": 0.9, "urban_development": 0.8, "battering_ram": 0.2, "stargazing_witch": 0.3,
    "supply_unit": 0.3, "wishing_well": 0.5, "scout": 0.2, "castle_wall": 0.4, "hideout": 0.3,
    "donation": 0.4,
}
DRAW_VALUE = 1.1
JUNK = frozenset({"farming_village", "orchard", "apprentice_maid", "curse"})


def _econ(card: str) -> float:
    spec = CARDS[card]
    if spec.links is None:
        return 0.0
    return spec.coins + DRAW_VALUE * spec.draw + EFFECT_VALUE.get(card, 0.0)


# Rough coins per play: the money a card adds to the hand it is drawn in.
ECON = {card: _econ(card) for card in CARDS}


def owned_cycle(player) -> list:
    """The cards that still cycle through the deck."""
    return player.deck + player.hand + player.discard + player.play + [c for c in player.kept if c]


def unset_points(cards) -> int:
    return sum(CARDS[c].points for c in cards if SUCCESSION in CARDS[c].types and CARDS[c].points > 0)


# ------------------------------------------------------------------ evaluation
# Weighed by evaluation.toml, fitted from self-play per player count
# (tools/fit_evaluation.py).
FEATURES = ("points", "unset_points", "has_domain", "money_per_card", "crowned", "to_move")


def features(state) -> list:
    return [seat_features(state, seat) for seat in range(state.num_players)]


def seat_features(state, seat: int) -> tuple:
    player = state.players[seat]
    cycle = owned_cycle(player)
    money = sum(ECON[c] for c in cycle) / max(1, len(cycle))
    return (
        player.points() if player.has_domain else 0,
        unset_points(cycle),
        1.0 if player.has_domain else 0.0,
        money,
        1.0 if seat in state.coronation else 0.0,
        1.0 if state.turn == seat else 0.0,
    )


evaluate = FittedEvaluation("heart_of_crown", features, FEATURES)


# ------------------------------------------------------------------ the player
class StrongAgent(BaselineAgent):
    name = "strong"
    princess_order = PRINCESS_ORDER

    def _main(self, state):
        player = state.players[state.turn]
        if player.kept.count(None) < len(player.kept):
            return state.recalls()[0]
        play = best_play(state, PLAY_ORDER)
        if play is not None:
            return play
        if player.coin_counters and self._counter_helps(state, player):
            return COIN_COUNTER
        if state.lily_ready() and state.coins - 3 >= (8 if player.has_domain else 6):
            return ACTIVATE_LILY
        return END_MAIN

    @staticmethod
    def _plays_next(player) -> bool:
        kept = player.kept
        return not (kept and kept.count(None) < len(kept))

    @staticmethod
    def _play_rank(card):
        """Chaining cards first, then plain coins, then the best terminal last."""
        spec = CARDS[card]
        if spec.links >= 2:
            return (0, -spec.draw, -ECON[card])
        if spec.links == 1:
            return (1, -spec.draw, -ECON[card])
        return (2, -ECON[card], 0)

    @staticmethod
    def _counter_helps(state, player):
        """Spend coin counters only when they reach a better purchase now."""
        coins = state.coins
        total = coins + player.coin_counters
        return any(coins < step <= total for step in (3, 5, 6, 8, 11, 13))

    def _second(self, state):
        player = state.players[state.turn]
        back = self._princess_to_back(state)
        if back:
            return back
        sets = [o for o in state.sets() if self._set_points(player, _card(o)) > 0]
        if sets:
            if state.second_mode == "set":
                return sets[0]
            if self._should_set(state, player, sets):
                return max(sets, key=lambda o: self._set_points(player, _card(o)))
        return self._buy_or_end(state, player)

    @staticmethod
    def _set_points(player, card):
        if card == "maid_honoka":
            return 4 if not any(MAID in CARDS[c].subtypes for c in player.succession) else 2
        return CARDS[card].points

    def _should_set(self, state, player, sets):
        hand_points = sum(self._set_points(player, _card(o)) * player.hand.count(_card(o)) for o in sets)
        if player.points() + hand_points >= CORONATION_POINTS:
            return True
        coins = state.coins
        if coins >= 8 and hand_points < 6:
            return False
        return hand_points >= 4 or coins < 5 or hand_points >= coins // 2

    _buy = BaselineAgent._priced_buy     # its values change with the deck: no fixed ranking

    def _best_buy(self, state, player, buys):
        cycle = owned_cycle(player)
        density = sum(ECON[c] for c in cycle) / max(1, len(cycle))
        terminals = sum(1 for c in cycle if CARDS[c].links == 0)
        spare = max(0, terminals - sum(1 for c in cycle if (CARDS[c].links or 0) >= 2))
        late = min(1.0, (player.points() + unset_points(cycle)) / CORONATION_POINTS + 0.25)
        scored = []
        for option, cost in buys:
            card = _card(option)
            value = self._buy_value(player, card, density, terminals, spare, late)
            if value > 0:
                scored.append((value, -cost, option))
        return max(scored)[2] if scored else None

    def _buy_value(self, player, card, density, terminals, spare, late):
        """How much a card is worth to this player now; <= 0 means skip it."""
        spec = CARDS[card]
        if card in JUNK:
            return 0
        money = ECON[card] - density
        if spec.links == 0 and ACTION in spec.types:
            money -= 0.6 * spare + (0.3 if terminals else 0)
        if ATTACK in spec.types:
            money += 0.3
        if not player.has_domain:
            if SUCCESSION in spec.types and not spec.playable:
                return 0
            return money + (0.5 * spec.points if spec.cleanup_set else 0)
        points = self._set_points(player, card) if SUCCESSION in spec.types else 0
        if spec.pile == "attending_maid":
            points += 1    # set at once: points without clogging the deck
        elif spec.cleanup_set:
            points += 1 + ECON[card] / 2
        elif not spec.playable and points:
            points -= 0.4  # a dead card until set
        return points * (0.5 + late) + money * (1.5 - late)


PLAY_ORDER = StrongAgent.play_order = play_order(StrongAgent._play_rank)   # worked out once


def obvious(state):
    """Moves search cannot improve: take kept cards back, play plain coin cards,
    end a second phase whose only purchases are junk."""
    decision = state.decision
    if decision.kind == "second":
        rest = [o for o in decision.options if o != END_SECOND]
        return END_SECOND if all(VERB[o] == "buy" and _card(o) in JUNK for o in rest) else None
    if decision.kind != "main":
        return None
    plain = None
    for option in decision.options:
        if VERB[option] == "recall":
            return option
        if VERB[option] == "play":
            spec = CARDS[_card(option)]
            if spec.effect is None and not spec.draw and spec.links >= 1 and (
                    plain is None or spec.cost > CARDS[_card(plain)].cost):
                plain = option
    return plain


# What the search takes from this game (GameSpec.search_hooks).
HOOKS = SimpleNamespace(evaluate=evaluate, obvious=obvious, features=features, FEATURES=FEATURES)
