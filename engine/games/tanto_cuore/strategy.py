"""A stronger scripted Tanto Cuore player, a position evaluation and the hooks
the search in ``engine/ai`` takes from this game.

The strong player builds an economy early (Love, maids that draw and serve,
a private maid that pays every turn), then turns to points: Marianne
whenever it can afford her, Colettes for the majority, chambermaid sets when
servings are spare or the end is near, and events against the leader
(a Bad Habit; an Illness on the maid worth most to them). It reads only its
own hand and the public zones.
"""
from __future__ import annotations

from types import SimpleNamespace

from engine.ai.fitted import FittedEvaluation
from engine.games.tanto_cuore import scoring
from engine.games.tanto_cuore.baseline import SERVE_RANKS, BaselineAgent, junk_rank
from engine.games.tanto_cuore.cards import CARDS, CHIEFS, LOVE_VALUE, PRIVATE_SET

# Economy worth of a card early in the game (roughly Love per turn it brings).
EARLY = {
    "love_1": 0.5, "love_2": 4.0, "love_3": 7.0, "colette": 0.8, "marianne": 8.0,
    "anise": 7.5, "ophelia": 5.5, "sainsbury": 3.0, "tenalys": 5.5, "natsumi": 4.8,
    "nena": 4.5, "esquine": 4.2, "genevieve": 5.0, "moine": 5.2, "eliza": 3.2, "kagari": 3.6,
    "claire": 3.0, "safran": 3.3, "azure": 2.6, "viola": 2.4, "rouge": 2.6,
    "amber": 1.0, "nord": 0.5, "sora": 6.0, "fay": 5.8, "lalande": 5.8, "milly": 4.8,
    "eugenie": 3.0, "lucienne": 6.0, "rosa": 6.2, "tanya": 4.2,
}
LATE_VP_WEIGHT = 1.6
MIN_VALUE = 1.0


def piles_left(state) -> int:
    """The cards left in the two emptiest maid piles: how near the end is."""
    counts = state.town.counts
    sizes = sorted([counts[c] for c in (*CHIEFS, *state.town_maids)] + [len(state.private_pile)])
    return sizes[0] + sizes[1]


def lateness(state) -> float:
    """0 early in the game, 1 when the end is at hand."""
    return max(0.0, min(1.0, (12 - piles_left(state)) / 10))


# A card's employ value depends on the lateness, whether a private maid is
# already working and Safran's VP alone, except for the cards whose VP hangs on
# what the players own (_COUNTED): the others' values are worked out once
# (``_Context.steady``), as rollouts ask for them by the hundred thousand.
_COUNTED = frozenset({"ophelia", "colette"})
_STEADY_VALUES = {}
# The maids whose serving gives one back: free to serve.
_GIVE_SERVINGS = frozenset(card for card, spec in CARDS.items() if spec.servings >= 1)


class _Context:
    """What one employ decision's values share, worked out once and only if asked."""

    def __init__(self, state, seat: int):
        self.state = state
        self.seat = seat
        self.late = late = lateness(state)
        self.covering = covering = bool(state.players[seat].private)    # a private maid already works
        # Cards whose value depends on these alone (not Ophelia, not Colette): kept across decisions.
        self.steady = _STEADY_VALUES.setdefault((late, covering, state.options["safran_vp"]), {})
        self._leader = None
        self._colettes = None
        self._sets = {}

    def maid_worth(self, target: int, zone: str, slot: int) -> float:
        """``maid_worth``, with each target's chambermaid sets worked out once."""
        if zone == "private":
            return maid_worth(self.state, target, zone, slot)
        sets = self._sets.get(target)
        if sets is None:
            sets = self._sets[target] = scoring.chamber_sets(self.state.players[target])
        return maid_worth(self.state, target, zone, slot, sets)

    @property
    def leader(self) -> int:
        if self._leader is None:
            self._leader = leader(self.state, self.seat)
        return self._leader

    def vp(self, card: str) -> float:
        if card != "colette":
            return vp_of(self.state, self.seat, card)
        if self._colettes is None:
            counts = [scoring.colettes(p) for p in self.state.players]
            mine = counts[self.seat]
            best_other = max(n for s, n in enumerate(counts) if s != self.seat)
            self._colettes = 1 + (5 if mine == best_other else 2 if mine == best_other + 1 else 0.5)
        return self._colettes


def vp_of(state, seat: int, card: str) -> float:
    """What owning one more ``card`` (not a Colette: ``_Context`` knows her
    majority) adds to ``seat``'s score, roughly."""
    player = state.players[seat]
    if card in ("azure", "viola", "rouge"):
        return 1 + 2.0
    if card == "safran":
        return 2.0 + state.options["safran_vp"]
    if card == "ophelia":
        owned = (player.deck.count("ophelia") + player.hand.count("ophelia") + player.discard.count("ophelia")
                 + player.play.count("ophelia"))
        return 2 * (owned + 1) if owned % 2 == 0 else -2 * (owned + 1) + 0.5
    return scoring.card_vp(card, state.options)


_VP = {card: spec.vp for card, spec in CARDS.items()}


def rough_score(player) -> int:
    """Printed VP and Bad Habits only: enough to tell who leads, and cheap."""
    vp = _VP
    printed = vp.__getitem__
    return (sum(map(printed, player.deck)) + sum(map(printed, player.hand))
            + sum(map(printed, player.discard)) + sum(map(printed, player.play))
            + sum(vp[c] for c, ill in zip(player.chamber, player.chamber_ill) if not ill)
            + sum(vp[c] for c, ill in zip(player.private, player.private_ill) if not ill)
            - player.bad_habits)


def leader(state, seat: int) -> int:
    """The other player who leads (by rough score; the earlier seat on a tie)."""
    others = [s for s in range(state.num_players) if s != seat]
    return max(others, key=lambda s: (rough_score(state.players[s]), -s))


def maid_worth(state, seat: int, zone: str, slot: int, sets=None) -> float:
    """What an Illness on that maid takes from her owner (``sets``: her
    owner's chambermaid sets, if known)."""
    player = state.players[seat]
    if zone == "private":
        card = player.private[slot]
        return max(0, CARDS[card].vp) + (3 if slot == len(player.private) - 1 else 0)
    card = player.chamber[slot]
    if sets is None:
        sets = scoring.chamber_sets(player)
    in_set = max((s["points"] / len(s["slots"]) for s in sets if slot in s["slots"]), default=0)
    return scoring.card_vp(card, state.options) + in_set


class StrongAgent(BaselineAgent):
    name = "strong"

    # ---------------------------------------------------------------- serving
    def _serving(self, state, options):
        serves = [o for o in options if o[0] == "serve"]
        chambers = [o for o in options if o[0] == "chamber"]
        servings = state.servings
        # Maids that give the serving back cost nothing: serve them first.
        free = [o for o in serves if o[1] in _GIVE_SERVINGS]
        if free:
            return min(free, key=lambda o: SERVE_RANKS[o[1]])
        late = lateness(state)
        if late >= 0.5 and chambers:
            return self._best_chamber(chambers)
        others = [o for o in serves if not (late >= 0.3 and o[1] in ("azure", "viola", "rouge", "safran")
                                                and any(c[1] == o[1] for c in chambers))]
        if others and servings == 1:
            return max(others, key=lambda o: self._terminal_value(state, o[1]))
        if others:
            return min(others, key=lambda o: SERVE_RANKS[o[1]])
        if chambers:
            return self._best_chamber(chambers)
        return ("end_serving",)

    @staticmethod
    def _best_chamber(chambers):
        return max(chambers, key=lambda o: (CARDS[o[1]].chamber_cost, o[1]))

    @staticmethod
    def _terminal_value(state, card: str) -> float:
        spec = CARDS[card]
        hand = len(state.players[state.turn].hand)
        return spec.love * 1.0 + spec.draw * (0.9 if hand < 6 else 0.5) + spec.employs * 0.6 + EARLY.get(card, 0) * 0.1

    # ---------------------------------------------------------------- employing
    def _employ(self, state, options):
        seat = state.decision.player
        context = _Context(state, seat)
        steady = context.steady
        best, best_value = ("end_turn",), MIN_VALUE
        for option in options:
            if option == ("end_turn",):
                continue
            value = steady.get(option[1]) if len(option) == 2 else None
            if value is None:
                value = self._value(state, seat, option, context)
            if value > best_value:
                best, best_value = option, value
        return best

    def _value(self, state, seat: int, option, context) -> float:
        card = option[1]
        late = context.late
        if card == "bad_habit":
            if option[2] != context.leader:
                return 0
            return 1.2 + 2.2 * late
        if card == "illness":
            if option[2] == seat:
                return 0
            return -1.5 + context.maid_worth(option[2], option[3], option[4]) * (0.6 + late)
        early = EARLY.get(card, 0.0)
        value = (1 - late) * early + late * LATE_VP_WEIGHT * context.vp(card) if late else early
        if card in PRIVATE_SET and context.covering:
            value -= 0.5 + late        # she covers a maid already working
        if card == "marianne":
            value += 2
        if card not in _COUNTED:
            context.steady[card] = value
        return value

    # ---------------------------------------------------------------- effects
    def use_ability(self, state) -> bool:
        """Nord's only when the hand is poor anyway (under 4 Love, nothing to serve)."""
        player = state.players[state.turn]
        if player.private[-1] != "nord":
            return True
        return self._love_in_hand(state) < 4 and not any(CARDS[c].kind == "general" for c in player.hand)

    def _natsumi(self, state, options):
        junk = [o for o in options if o[0] == "discard" and CARDS[o[1]].kind == "chief"]
        return min(junk, key=lambda o: junk_rank(o[1])) if junk else ("decline",)

    def _eugenie(self, state, options):
        peeks = [o for o in options if o[0] == "peek"]
        return peeks[0] if peeks else ("decline",)

    def _eugenie_swap(self, state, options):
        card = state.decision.prompt["looking"][0]
        hand = state.players[state.decision.player].hand
        mine = sum(junk_rank(c)[0] for c in hand) / max(1, len(hand))
        return ("swap",) if junk_rank(card)[0] > mine else ("decline",)

    def _fay(self, state, options):
        return ("choose", "love") if state.employs > 1 else ("choose", "employ") if self._love_in_hand(state) >= 8 else ("choose", "love")

    @staticmethod
    def _love_in_hand(state) -> int:
        return sum(LOVE_VALUE.get(c, 0) for c in state.players[state.turn].hand)

    def _nord_target(self, state, options):
        seat = state.decision.player
        others = [o for o in options if o[1] != seat]
        if not others:
            return options[0]
        return max(others, key=lambda o: (maid_worth(state, o[1], o[2], o[3]), -o[1]))

    def _sora_target(self, state, options):
        seat = state.decision.player
        top = leader(state, seat)
        aimed = [o for o in options if o[1] == top] or [o for o in options if o[1] != seat] or list(options)
        if len(aimed[0]) == 2:
            return aimed[0]
        return max(aimed, key=lambda o: (maid_worth(state, o[1], o[2], o[3]), -o[1]))


# ------------------------------------------------------------------ evaluation
def _economy(player) -> float:
    cards = list(player.owned())
    if not cards:
        return 0.0
    return sum(LOVE_VALUE.get(c, 0) + CARDS[c].love + 0.8 * CARDS[c].draw for c in cards) / len(cards)


# Weighed by evaluation.toml, fitted from self-play per player count
# (tools/fit_evaluation.py): the score now and what the deck's economy may
# still buy before the piles run out.
FEATURES = ("score", "economy_to_come", "to_move")


def features(state) -> list:
    rows = scoring.breakdown(state)
    left = min(8, piles_left(state) / max(1, state.num_players))
    return [(rows[seat]["total"], _economy(player) * left, 1.0 if state.turn == seat else 0.0)
            for seat, player in enumerate(state.players)]


evaluate = FittedEvaluation("tanto_cuore", features, FEATURES)


# The decisions the search weighs: what to employ (and at whom to aim an event).
# The others (serve order, chambering, which card an effect discards) change
# less, and on a loaded two-core machine Hard's time cap leaves a few dozen
# noisy samples, which choose them worse than the policy does.
SEARCHED = frozenset({"employ"})
_POLICY = StrongAgent()


def obvious(state):
    """The policy's move for the decisions the search does not weigh (SEARCHED)."""
    if state.decision.kind in SEARCHED:
        return None
    return _POLICY.act(state)


HOOKS = SimpleNamespace(evaluate=evaluate, obvious=obvious, features=features, FEATURES=FEATURES)
