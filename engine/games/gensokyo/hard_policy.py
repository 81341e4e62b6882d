"""What Hard plays where it does not search: the strong script, with the
changes that beat it in self-play (AI_NOTES.md, "Hard's investing" and
"Hard's moves and discards"):

- in 2-player games it invests only above a reserve of ``TWO_PLAYER_RESERVE``
  and in the land whose toll will be highest, so its levels pile up where
  they pay most (a level's toll rate grows faster than its value, §6.2);
- it casts Tailwind (SP10) or Chosen Road (SP11) when choosing where to stop
  is worth ``MOVE_MARGIN`` more than the spell's cost, and then chooses the
  dice or the number whose square is worth most (``landing``);
- at the hand limit it discards first the spells it never casts."""
from __future__ import annotations

from engine.games.gensokyo import landing
from engine.games.gensokyo.baseline import PASS, card_worth
from engine.games.gensokyo.cards import CARDS
from engine.games.gensokyo.strategy import CAST_SPELLS, StrongAgent, toll_after

# Measured in 2-player self-play against the strong script: the cash kept back
# when investing. The strong script keeps only the largest toll within one move
# (at least 10); with 3 or 4 players this rule did not do better than the script's.
TWO_PLAYER_RESERVE = 40
MOVE_SPELLS = ("SP10", "SP11")
# 圓 a move spell must gain beyond its cost: 0 and 5 gained less against the
# strong script (AI_NOTES.md), 10 to 20 the same.
MOVE_MARGIN = 10
CASTS = CAST_SPELLS | set(MOVE_SPELLS)


class HardPolicy(StrongAgent):
    name = "hard_policy"

    def _invest(self, state, options):
        if state.num_players != 2:
            return super()._invest(state, options)
        seat = state.decision.player
        grade = state.board.grade
        money = state.money[seat] - TWO_PLAYER_RESERVE
        affordable = [o for o in options if o != PASS and grade[o[1]] * o[2] <= money]
        if not affordable:
            return PASS
        return max(affordable, key=lambda o: (toll_after(state, o[1], o[2]), -o[1]))

    def _spell(self, state, options):
        choice = super()._spell(state, options)
        moves = [o for o in options if o != PASS and o[1] in MOVE_SPELLS]
        if choice != PASS or not moves:
            return choice
        values = landing.move_values(state, state.decision.player)
        plain = landing.rolled(values)
        better = {"SP10": landing.tailwind(values), "SP11": max(values.values())}

        def gain(option):
            return better[option[1]] - plain - CARDS[option[1]].money
        best = max(moves, key=lambda o: (gain(o), o))
        return best if gain(best) > MOVE_MARGIN else PASS

    def _move(self, state, options):
        """Chosen Road: the number whose square is worth most, the commoner roll on a tie."""
        values = landing.move_values(state, state.decision.player)
        return max(options, key=lambda o: (values[o[1]], -abs(o[1] - 7)))

    def _keep(self, state, options):
        """Tailwind: the two dice whose square is worth most."""
        values = landing.move_values(state, state.decision.player)
        return max(options, key=lambda o: (values[sum(state.dice[i] for i in o[1])], o))

    def _discard(self, state, options):
        return min(options, key=lambda o: (CARDS[o[1]].kind != "spell" or o[1] in CASTS, card_worth(o[1]), o[1]))
