"""The turn's six steps (gensokyo.rules.md §3): draw (optional; an empty deck
ends the game), spell (at most one), investment (one land), move, square step,
end step (discard down to 6 from 7+, then the spells of this turn expire);
then the next seat's turn, and the end of round 60 ends the game."""
from __future__ import annotations

HAND_LIMIT = 7            # 7 or more cards at the end step …
HAND_KEEP = 6             # … are discarded down to 6
ROUND_CAP = 60

DRAW, PASS = ("draw",), ("pass",)
# The turn frame's steps (position() can start a turn at any of them).
STEPS = ("draw", "spell", "invest", "move", "square", "end")


class TurnRules:
    __slots__ = ()

    def begin_turn(self) -> None:
        self.turn_no += 1
        self.dice = ()
        self.log("turn", player=self.active, round=self.round, turn=self.turn_no)
        self.push("turn", None, self.active)

    def next_seat(self) -> None:
        """The next seat in turn order; a new round after the last one, and the end after round 60."""
        order = self.order
        rank = order.index(self.active) + 1
        if rank == len(order):
            if self.round >= ROUND_CAP:
                self.end("round_cap")
                return
            self.round += 1
            rank = 0
        self.active = order[rank]

    def expire_spells(self) -> None:
        """The end step: spells that end this turn (or at the end of this player's next turn) leave."""
        kept = []
        for spell in self.player_spells:
            if spell[2] == self.turn_no:
                self.cards.graveyard.append(spell[0])
                self.log("spell_expires", card=spell[0], player=spell[1])
            else:
                kept.append(spell)
        self.player_spells = kept


def _turn(state, frame, action) -> bool:
    seat = frame.player
    step = frame.step
    if step == 0:                                  # 1. draw step
        if not state.cards.deck:
            state.end("deck_empty")
            return False
        frame.step = 1
        state.ask(seat, "draw", (DRAW, PASS))
        return False
    if step == 1:
        if action == DRAW:
            state.draw(seat)
        step = frame.step = 2
        action = None
    if step == 2:                                  # 2. spell step
        if action is None:
            options = state.spell_options(seat)
            if options:
                state.ask(seat, "spell", options + (PASS,))
                return False
            action = PASS
        step = frame.step = 3
        if action != PASS:
            state.declare_spell(seat, action)
            return False
        action = None
    if step == 3:                                  # 3. investment step
        if state.ended:
            return False
        frame.step = 4
        options = state.invest_options(seat)
        if options:
            state.ask(seat, "invest", options + (PASS,))
            return False
        action = PASS
        step = 4
    if step == 4:
        if action not in (None, PASS):
            state.invest(seat, action[1], action[2])
        frame.step = 5
        state.push("move", None, seat)             # 4. move step
        return False
    if step == 5:
        if state.ended:
            return False
        frame.step = 6
        state.push("square", None, seat)           # 5. square step
        return False
    if step == 6:                                  # 6. end step
        if state.ended:
            return False
        if state.end_pending:
            state.end(state.end_pending)           # a bankruptcy: the end step does not run (ruling 13)
            return False
        frame.step = 7
        hand = state.cards.hands[seat]
        if len(hand) >= HAND_LIMIT:
            state.push("discard", None, seat, [len(hand) - HAND_KEEP, (), "hand_limit"])
            return False
    state.expire_spells()
    state.next_seat()
    return not state.ended          # the round cap dropped the stack


TURN_HANDLERS = {"turn": _turn}
