"""Spell cards (gensokyo.rules.md §10, §16.2): declared in the spell step, paid
in full before the effect, instant (then to the graveyard), land (face up on
your land, one per land) or player (face up by the affected player until it
expires: "this turn" in this turn's end step; "until the end of X's next
turn" in the end step of the first turn X begins after the cast).

The battle reads SP04, SP06, SP15 and SP17 (``in_force``, ``land_spell``);
the toll reads SP14 and SP16; the move SP10, SP11 and SP12."""
from __future__ import annotations

from engine.core.protocol import ALL
from engine.games.gensokyo.cards import CARDS

PASS = ("pass",)
NO_TARGET = frozenset({"SP01", "SP06", "SP07", "SP09", "SP10", "SP11", "SP12", "SP16"})
OWN_LAND = frozenset({"SP02", "SP03", "SP04", "SP14", "SP15"})
LAND_SPELLS = frozenset({"SP04", "SP14", "SP15"})
THIS_TURN = frozenset({"SP10", "SP11", "SP12"})
UNTIL_YOUR_NEXT_TURN = frozenset({"SP06", "SP16"})
GOLD_PER_LAND, GOLD_AT_LEAST = 3, 6
SP18_COST = 6


class SpellRules:
    __slots__ = ()

    def in_force(self, seat: int, spell: str) -> bool:
        return bool(self.player_spells) and any(s[0] == spell and s[1] == seat for s in self.player_spells)

    def opponents(self, seat: int) -> tuple:
        return tuple(s for s in range(self.num_players) if s != seat)

    def spell_targets(self, seat: int, spell: str) -> tuple:
        """The legal targets (a square or a seat); (None,) for a spell without one."""
        if spell in NO_TARGET:
            return (None,)
        lands = self.own_lands(seat)
        if spell in OWN_LAND:
            return lands
        if spell == "SP13":
            return tuple(square for square in lands if self.level[square] <= 2)
        if spell == "SP05":
            return tuple(square for square in self.board.lands
                         if self.owner[square] not in (-1, seat) and self.level[square] >= 2
                         and self.land_spell[square] != "SP15")
        if spell == "SP08":
            return tuple(s for s in self.opponents(seat) if self.cards.hands[s])
        if spell == "SP17":
            return self.opponents(seat)
        # SP18: an unowned land, if a character could still be paid for after the spell (§10)
        if not any(self.can_pay(seat, card, money_spent=SP18_COST, cards_out=2)
                   for card in self.characters_in_hand(seat)):
            return ()
        return tuple(square for square in self.board.lands if self.owner[square] == -1)

    def spell_options(self, seat: int) -> tuple:
        options = []
        for spell in dict.fromkeys(self.cards.hands[seat]):
            if CARDS[spell].kind != "spell" or not self.can_pay(seat, spell):
                continue
            for target in self.spell_targets(seat, spell):
                options.append(("spell", spell) if target is None else ("spell", spell, target))
        return tuple(options)

    def declare_spell(self, seat: int, action) -> None:
        """Pay first (money, then the hand cost), then resolve (a frame)."""
        spell = action[1]
        target = action[2] if len(action) > 2 else None
        self.cards.remove_from_hand(seat, spell, ALL)
        self.casting = spell
        self.log("spell", player=seat, card=spell, target=target)
        self.pay_money(seat, CARDS[spell].money, "spell")
        self.push("resolve_spell", spell, seat, [target])
        self.pay_hand_cost(seat, CARDS[spell].hand)

    def put_in_force(self, spell: str, seat: int, expires: int) -> None:
        """A player spell by ``seat``; the same spell on the same player replaces the old one."""
        kept = []
        for old in self.player_spells:
            if old[0] == spell and old[1] == seat:
                self.cards.graveyard.append(old[0])
            else:
                kept.append(old)
        kept.append((spell, seat, expires))
        self.player_spells = kept

    def next_turn_of(self, seat: int) -> int:
        """The turn number of the first turn ``seat`` begins after this one."""
        order = self.order
        ahead = (order.index(seat) - order.index(self.active)) % len(order)
        return self.turn_no + (ahead or len(order))

    def finish_spell(self) -> None:
        self.cards.graveyard.append(self.casting)
        self.casting = None


def _resolve(state, frame, action) -> bool:
    spell, seat, target = frame.card, frame.player, frame.data[0]
    handler = _EFFECTS.get(spell)
    if handler is None:
        _lasting(state, spell, seat, target)
        return True
    done = handler(state, frame, seat, target, action)
    if done and not state.ended:
        state.finish_spell()
    return done


def _lasting(state, spell: str, seat: int, target) -> None:
    """A land spell goes on its land (sending the old one away); a player spell by its player."""
    state.casting = None
    if spell in LAND_SPELLS:
        old = state.land_spell[target]
        if old is not None:
            state.cards.graveyard.append(old)
        state.land_spell[target] = spell
    elif spell in THIS_TURN:
        state.put_in_force(spell, seat, state.turn_no)
    elif spell in UNTIL_YOUR_NEXT_TURN:
        state.put_in_force(spell, seat, state.next_turn_of(seat))
    else:                                            # SP17 on an opponent
        state.put_in_force(spell, target, state.next_turn_of(target))


def _gold_rush(state, frame, seat, target, action) -> bool:
    gain = max(GOLD_AT_LEAST, GOLD_PER_LAND * len(state.own_lands(seat)))
    state.money[seat] += gain
    state.log("receive", player=seat, money=gain)
    return True


def _relocations(state, frame, seat, target, action) -> bool:
    """SP02: one relocation on the target; SP03: on the target, then on another
    own land (ruling 10), each optional. ``frame.step``: 2 × the relocations
    done or declined, + 1 while one is being paid."""
    rounds = 1 if frame.card == "SP02" else 2
    if action is not None:
        if action != PASS:
            state.relocate(seat, action[1], action[2])
            frame.step += 1
            return False
        frame.step += 2
    elif frame.step % 2:
        frame.step += 1
    while frame.step // 2 < rounds:
        lands = (target,) if frame.step == 0 else tuple(s for s in state.own_lands(seat) if s != target)
        options = state.relocation_options(seat, lands)
        if options:
            state.ask(seat, "relocate", options + (PASS,))
            return False
        frame.step += 2
    return True


def _undermine(state, frame, seat, target, action) -> bool:
    state.level[target] -= 1
    state.log("level", square=state.board.square_id(target), level=state.level[target])
    return True


def _lucky_draw(state, frame, seat, target, action) -> bool:
    return state.draw_or_end(seat) and state.draw_or_end(seat)


def _show_me(state, frame, seat, target, action) -> bool:
    """SP08: look at the opponent's hand; they discard the card the caster picks."""
    if action is None:
        state.cards.reveal_hand(target, seat)
        state.reveals()
        state.log("look", player=seat, target=target, visible_to=seat, cards=list(state.cards.hands[target]))
        state.ask(seat, "take_away", tuple(("discard", card) for card in dict.fromkeys(state.cards.hands[target])))
        return False
    state.cards.discard(target, action[1])
    state.log("discard", player=target, card=action[1], why="SP08")
    return True


def _finder(state, frame, seat, target, action) -> bool:
    """SP09: a character of the caster's choice from the deck, shown to all; then shuffle."""
    deck = state.cards.deck
    if action is None:
        found = sorted({card for card in deck if CARDS[card].kind == "character"})
        state.reveals()
        if found:
            state.ask(seat, "search", tuple(("choose", card) for card in found))
            return False
    else:
        state.cards.take_from_deck(seat, action[1], ALL)
        state.log("search", player=seat, card=action[1])
    state.cards.shuffle_deck(state.rng)
    return True


def _raise_roof(state, frame, seat, target, action) -> bool:
    state.level[target] += 1
    state.log("level", square=state.board.square_id(target), level=state.level[target])
    return True


def _distant_claim(state, frame, seat, target, action) -> bool:
    """SP18: the claim must be made (ruling 9), at full cost."""
    if frame.step == 0:
        frame.step = 1
        state.ask(seat, "claim", state.claim_options(seat, target))
        return False
    if frame.step == 1:
        frame.step = 2
        state.claim(seat, target, action[1])
        return False
    return True


_EFFECTS = {"SP01": _gold_rush, "SP02": _relocations, "SP03": _relocations, "SP05": _undermine,
            "SP07": _lucky_draw, "SP08": _show_me, "SP09": _finder, "SP13": _raise_roof, "SP18": _distant_claim}

SPELL_HANDLERS = {"resolve_spell": _resolve}
