"""The search's fast path through Heart of Crown's most frequent answer, as a
mixin of the state: plays of cards without an effect, in a state that logs no
events, run one after another without a call, a check or a decision of their
own, each changing the state and the record exactly as its ``apply`` would.
"""
from __future__ import annotations

from engine.core.protocol import Changes
from engine.games.heart_of_crown.rule_tables import PLAIN_CARDS, PLAYABLE, SECOND, UNLOGGED_CHANGES
from engine.games.heart_of_crown.state_parts import PhaseDecision


class FastPlays:
    __slots__ = ()

    def _apply_plain_play(self, decision, plain: tuple) -> Changes:
        """``apply`` of a legal play of a card without an effect, in a state
        that logs no events: the most frequent answer, so it runs straight
        through (``_plain_plays``). ``plain``: the action's PLAIN_PLAYS entry."""
        self._plain_plays(decision, plain, None, 1)
        after = self.decision
        if after is decision:
            return UNLOGGED_CHANGES[self.revealing]    # same seat, same phase: as apply's barrier says
        return UNLOGGED_CHANGES[self.revealing or after is None or after.player != decision.player
                         or (after.prompt is not None and "looking" in after.prompt)]

    def play_in_order(self, order: dict, limit: int) -> int:
        """Answer the main phase with plays, one after another, as an agent
        would that plays the hand's card ``order`` puts first (``min(hand,
        key=order.__getitem__)``) while it is a card without an effect, at
        most ``limit`` times; each play goes into the record and changes the
        state exactly as its ``apply`` would, but without a call, a check or a
        decision of its own. Returns how many plays it made: 0 (at once) where
        the answer due is another one (a card with an effect, no playable
        card, a state that logs events or is inside an effect), so the caller
        asks its agent as usual. The game loop and a search's rollouts use it
        through an agent's ``answer``."""
        decision = self.decision
        if (decision.__class__ is not PhaseDecision or decision.kind != "main" or decision.built is not None
                or self.log_events or self.stack or self.plays_left <= 0 or limit <= 0):
            return 0
        hand = self.players[self.turn].hand
        if not hand:
            return 0
        plain = PLAIN_CARDS.get(min(hand, key=order.__getitem__))
        return 0 if plain is None else self._plain_plays(decision, plain, order, limit)

    def _plain_plays(self, decision, plain: tuple, order, limit: int) -> int:
        """Play the plain card of ``plain`` (a PLAIN_PLAYS entry, legal now),
        then, while fewer than ``limit`` and the main phase goes on, the card
        of the hand ``order`` puts first as long as it is plain too. The main
        phase usually goes on, and then its decision (still unbuilt, for the
        same seat) stays the state's decision. Returns how many were played.
        The turn's counters and the record are kept in locals and written
        back once the run stops: no plain card reads them."""
        seat = self.turn
        player = self.players[seat]
        hand = player.hand
        play = player.play
        played = self.played
        history = self.history
        plays_left = self.plays_left
        coins = self.coins
        library = self.flags.library_active
        made = 0
        while True:
            card, action, more_plays, gained, draws, is_action = plain
            if history is not None:
                history = (history, action)
            made += 1
            hand.remove(card)
            known = player.known
            if known and card in known:
                known.remove(card)      # as Zones.take_from_hand
            play.append(card)
            played.append(card)
            plays_left += more_plays
            coins += gained + 1 if is_action and library else gained
            if draws:
                deck = player.deck
                if len(deck) >= draws and not player.faceup:
                    # Zones.draw without a reshuffle and nothing face up.
                    hand += deck[:-draws - 1:-1]
                    del deck[-draws:]
                    if player.seen:
                        player.seen = player.seen - draws if player.seen > draws else 0
                else:
                    self.draw(seat, draws)
            # (_main_has_choice's first test, made here first: it is the usual answer.)
            goes_on = plays_left > 0 and not PLAYABLE.isdisjoint(hand)
            if goes_on and made < limit:
                plain = PLAIN_CARDS.get(min(hand, key=order.__getitem__))
                if plain is not None:
                    continue
            self.history = history
            self.plays_left = plays_left
            self.coins = coins
            self.revealing = bool(draws)        # as the last play's apply leaves it
            if goes_on or self._main_has_choice(player):
                return made
            decision.state = None
            self.decision = None
            self.phase = SECOND
            self.step()
            if self.decision is None or self.winners is not None:
                self._run()
            return made
