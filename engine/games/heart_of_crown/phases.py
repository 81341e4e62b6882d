"""The turn of Heart of Crown as phases, as a mixin of the state: ``step``
runs them on (main, second, cleanup with its Supply Units and keeps, the
coronation's question, the next turn) until one asks a decision, and the
answers to the phases' own decisions (``ANSWER``, by kind). Each phase's
options and moves live beside it: ``main_phase``, ``market``, ``domain``.
"""
from __future__ import annotations

from weakref import ref

from engine.games.heart_of_crown.cards import ACTION, CARDS
from engine.games.heart_of_crown.codec import ARG, SLOT, VERB
from engine.games.heart_of_crown.main_phase import MainPhase
from engine.games.heart_of_crown.market import Market
from engine.games.heart_of_crown.rule_tables import (
    CLEANUP_END, CLEANUP_SETTERS, CLEANUP_START, COIN_COUNTER, CORONATION_POINTS, COST, DECLARE,
    DECLARE_CORONATION, DECLINE_CORONATION, DONE, END_MAIN, END_TURN, HAND_SIZE, KEEP, KEEP_COST,
    KEEP_ON_LAND, MAIN, MAIN_PROMPT, MARKET_KINDS, PLAYABLE, PLAYED, PUT, SECOND, SECOND_PROMPTS, SKIP,
    STALEMATE_ROUNDS, START_TURN, SUPPLY_UNITS)
from engine.games.heart_of_crown.state_parts import PhaseDecision


class TurnPhases:
    __slots__ = ()

    def step(self) -> None:
        """Run the phases on from ``self.phase`` until one asks a decision, an
        effect frame waits or the game ends: one call for a whole stretch
        without choices. The end of a turn (cleanup, the coronation's check,
        the next turn's start) runs here in one piece, its usual case inline
        (the coronation's question too); what is rare (a cleanup effect, a
        Supply Unit, a card to keep, a turn's start while a coronation or a
        stalemate is under way) goes through its own method."""
        while True:
            phase = self.phase
            if phase == MAIN:
                if self._ask_main():
                    return
                self.phase = phase = SECOND
            if phase == SECOND:
                if self._ask_second():
                    return
                self.phase = phase = CLEANUP_START
            seat = self.turn
            player = self.players[seat]
            if phase == CLEANUP_START:
                play = player.play
                if "supply_unit" in play or (player.princess is not None and not CLEANUP_SETTERS.isdisjoint(play)):
                    self._cleanup_start()
                    if self.stack or self.winners is not None:
                        return
                    phase = SUPPLY_UNITS
                else:
                    phase = KEEP
            if phase == SUPPLY_UNITS:
                if self._ask_supply_unit():
                    return
                phase = KEEP
            if phase == KEEP:
                if None in player.kept and self._can_keep(player):
                    self.phase = KEEP
                    self._ask_keep()
                    return
                phase = CLEANUP_END
            if phase == CLEANUP_END:
                # The cleanup's end: discard, a new hand, the market refilled.
                discard = player.discard
                discard += player.play
                discard += player.hand
                player.play = []
                player.known = []
                self._reset_turn()
                deck = player.deck
                if len(deck) >= HAND_SIZE and not self.log_events:
                    # Zones.draw without a reshuffle, and nothing to log.
                    player.hand = hand = deck[:-HAND_SIZE - 1:-1]
                    del deck[-HAND_SIZE:]
                    faceup = player.faceup
                    if faceup:
                        player.known = hand[:faceup]     # they were face up for all to see
                        player.faceup = faceup - HAND_SIZE if faceup > HAND_SIZE else 0
                    if player.seen:
                        player.seen = player.seen - HAND_SIZE if player.seen > HAND_SIZE else 0
                    self.revealing = True
                else:
                    player.hand = []
                    self.draw(seat, HAND_SIZE)
                if len(self.market) < MARKET_KINDS and self.supply:
                    self._refill_market()
                phase = DECLARE
            if phase == DECLARE:
                if (player.princess is not None and self.flags.overtime is None and seat not in self.coronation
                        and player.points() >= CORONATION_POINTS):
                    self.phase = DECLARE
                    self.ask(seat, "coronation", (DECLARE_CORONATION, DECLINE_CORONATION),
                             {"points": player.points()})
                    return
                phase = END_TURN
            if phase == END_TURN:
                coronation = self.coronation
                if coronation:
                    for left in coronation.values():
                        left.discard(seat)
                flags = self.flags          # read directly; written through the properties
                if flags.extra_turn_pending:
                    self.extra_turn_pending = False
                    self.in_extra_turn = True
                    self.emit("extra_turn", seat)
                else:
                    if flags.in_extra_turn:
                        self.in_extra_turn = False
                    n = self.num_players
                    nxt = seat + 1 if seat + 1 < n else 0
                    overtime = flags.overtime
                    if overtime is not None:
                        while nxt not in overtime:
                            nxt = (nxt + 1) % n
                    if nxt <= seat:   # the turn order wrapped: a whole round is over
                        self._end_round()
                    self.turn = nxt
                self.turn_number += 1
                phase = START_TURN
            elif phase != START_TURN:  # pragma: no cover - a phase name typo would loop forever
                raise RuntimeError(f"unknown phase {phase!r}")
            if self.coronation or self.flags.stalled_rounds >= STALEMATE_ROUNDS:
                self.phase = START_TURN
                self._start_turn()
                if self.winners is not None:
                    return
            else:
                if self.log_events:
                    self.emit("turn", self.turn, number=self.turn_number)
                self.phase = MAIN

    def _reset_turn(self) -> None:
        """The turn's own fields as a turn starts: no coins, one play, nothing played."""
        self.coins = 0
        self.plays_left = 1
        self.played = []
        self.charm_types = []
        self.second_mode = None
        self.flags = self.flags.for_new_turn()

    def _can_keep(self, player) -> bool:
        """Whether a card in hand may be kept on a free land (more than "done" to offer)."""
        room = -1      # the dearest free land's cost
        for land, kept in zip(player.lands, player.kept):
            if kept is None and COST[land] > room:
                room = COST[land]
        for card in player.hand:
            cost = KEEP_COST.get(card)
            if cost is not None and cost <= room:
                return True
        return False

    def _main_has_choice(self, player) -> bool:
        """Whether the main phase offers more than its end (what ``_main_options``
        would list, checked without listing it)."""
        flags = self.flags
        return bool((self.plays_left > 0 and not PLAYABLE.isdisjoint(player.hand))
                    or player.kept.count(None) < len(player.kept)
                    or player.store_counters or player.other_counters
                    or (player.princess == "bergamotte" and not flags.bergamotte_used and player.hand)
                    or (not flags.lily_used and self.coins >= 3 and "maid_lily" in player.succession)
                    or (player.twin_counters and not flags.in_extra_turn and not flags.extra_turn_pending))

    def _ask_main(self) -> bool:
        """Ask the main phase's decision if it offers more than its end."""
        seat = self.turn
        if not self._main_has_choice(self.players[seat]):
            return False
        decision = PhaseDecision.__new__(PhaseDecision)
        decision.state = ref(self)
        decision.build = MainPhase._main_options
        decision.built = None
        decision.priced = None
        decision.player = seat
        decision.kind = "main"
        decision.prompt = MAIN_PROMPT
        self.decision = decision
        return True

    def _ask_second(self) -> bool:
        mode = self.second_mode
        if not ((mode is None or mode == "buy") and self.coins >= 1 and self.basic.counts.get("farming_village")):
            # Not the usual case (_can_buy's first check): look at everything.
            # After a buy only more buys may follow (no backing, no sets).
            if not self._can_buy() and (mode == "buy" or (not (self.can_back() and self.princesses)
                                                          and not self.sets())):
                return False
        decision = PhaseDecision.__new__(PhaseDecision)
        decision.state = ref(self)
        decision.build = Market._second_options
        decision.built = None
        decision.priced = None      # worked out when read
        decision.player = self.turn
        decision.kind = "second"
        decision.prompt = SECOND_PROMPTS[mode]
        self.decision = decision
        return True

    def _ask_keep(self) -> bool:
        options = self._keep_options()
        if len(options) == 1:
            return False
        self.ask(self.turn, "keep", options, {"phase": KEEP}, min_picks=0,
                 max_picks=self.players[self.turn].kept.count(None))
        return True

    # The answers to the phases' own decisions, by kind (see ANSWER).
    def _answer_main(self, action: int) -> None:
        card = PLAYED.get(action)
        if card is not None:
            self.play(card)
        elif action == END_MAIN:
            self.phase = SECOND
        elif VERB[action] == "recall":
            self._recall(int(SLOT[action]))
        elif action == COIN_COUNTER:
            self._spend_coin_counter()
        else:  # activate
            self._activate(ARG[action])

    def _answer_second(self, action: int) -> None:
        verb, card = VERB[action], ARG[action]
        if verb == "buy":
            self._buy(card, from_supply=(SLOT[action] == "supply"))
        elif verb == "back":
            self._back(card)
        elif verb == "set":
            self.second_mode = "set"
            self.players[self.turn].take_from_hand(card)
            self.set_into_domain(self.turn, card)
        else:  # end_second
            self.phase = CLEANUP_START

    def _answer_supply_unit(self, action: int) -> None:
        self.supply_units_left -= 1
        if VERB[action] == "put":
            card = ARG[action]
            player = self.players[self.turn]
            player.play.remove(card)
            player.put_on_top(card, face_up=True)
            self.emit("put_on_deck", self.turn, card=card, face_up=True)

    def _answer_keep(self, action: int) -> None:
        if VERB[action] == "keep":
            card = ARG[action]
            player = self.players[self.turn]
            index = int(SLOT[action])
            player.take_from_hand(card)
            player.set_kept(index, card)
            self.emit("keep", self.turn, card=card, land=player.lands[index], slot=index)
        else:
            self.phase = CLEANUP_END

    def _answer_coronation(self, action: int) -> None:
        if action == DECLARE_CORONATION:
            self.coronation[self.turn] = set(self.active_seats()) - {self.turn}
            self.emit("coronation_declared", self.turn, points=self.players[self.turn].points())
        self.phase = END_TURN

    def _cleanup_start(self) -> None:
        seat = self.turn
        player = self.players[seat]
        if player.has_domain:
            for card in [c for c in player.play if CARDS[c].cleanup_set]:
                player.play.remove(card)
                self.set_into_domain(seat, card)
        self.supply_units_left = player.play.count("supply_unit")
        self.phase = SUPPLY_UNITS

    def _ask_supply_unit(self) -> bool:
        player = self.players[self.turn]
        targets = [c for c in dict.fromkeys(player.play)
                   if c != "supply_unit" and ACTION in CARDS[c].types]
        if self.supply_units_left <= 0 or not targets:
            self.phase = KEEP
            return False
        self.ask(self.turn, "supply_unit", [PUT[c] for c in targets] + [SKIP],
                 {"card": "supply_unit"})
        return True

    def _keep_options(self) -> list:
        player = self.players[self.turn]
        options = []
        free = [i for i, kept in enumerate(player.kept) if kept is None]
        if free:
            for card in dict.fromkeys(player.hand):
                spec = CARDS[card]
                if ACTION not in spec.types or spec.cannot_keep:
                    continue
                for index in free:
                    if spec.cost <= CARDS[player.lands[index]].cost:
                        options.append(KEEP_ON_LAND[index][card])
        options.append(DONE)
        return options


ANSWER = {"main": TurnPhases._answer_main, "second": TurnPhases._answer_second,
          "supply_unit": TurnPhases._answer_supply_unit, "keep": TurnPhases._answer_keep,
          "coronation": TurnPhases._answer_coronation}
