"""A stand-in for the game state, with exactly the seam battle_flow names
(its docstring), for the flow's tests until gensokyo-core's state and
position() carry them: lands as a dict, a toll without selling."""
from __future__ import annotations

from engine.core.machine import FrameMachine
from engine.core.rng import Rng
from engine.deckbuilding.shared_cards import SharedCards
from engine.games.gensokyo import battle_flow


class Land:
    def __init__(self, attribute, owner=None, level=1, character=None, spell=None, toll=0, value=0):
        self.attribute, self.owner, self.level = attribute, owner, level
        self.character, self.spell, self.toll, self.value = character, spell, toll, value


class FlowState(FrameMachine):
    handlers = {battle_flow.FRAME: battle_flow.handle}

    def __init__(self, hands, money, lands, deck=(), graveyard=(), spells=None, active=0):
        self.shared = SharedCards(len(hands), deck)
        self.shared.hands = [list(h) for h in hands]
        self.shared.graveyard = list(graveyard)
        self.money = list(money)
        self.lands = lands
        self.spells = spells or {}
        self.active = active
        self.rng = Rng(7)
        self.stack, self.decision, self.winners, self.events, self.ended = [], None, None, [], None

    # the seam
    def land_owner(self, land): return self.lands[land].owner
    def land_level(self, land): return self.lands[land].level
    def land_character(self, land): return self.lands[land].character
    def land_spell(self, land): return self.lands[land].spell
    def land_attribute(self, land): return self.lands[land].attribute
    def owned_lands(self, seat): return [sq for sq, land in self.lands.items() if land.owner == seat]
    def player_spells(self, seat): return self.spells.get(seat, ())
    def log(self, event): self.events.append(event)

    def set_land(self, land, owner, character, spell):
        self.lands[land].owner, self.lands[land].character, self.lands[land].spell = owner, character, spell

    def pay_toll(self, payer, land):
        """§11 in short: sell the payer's lands in order until the toll is covered."""
        toll = self.lands[land].toll
        for square in self.owned_lands(payer):
            if self.money[payer] >= toll:
                break
            sold = self.lands[square]
            self.money[payer] += sold.value
            self.shared.graveyard.append(sold.character)
            sold.owner = sold.character = None
        toll = min(toll, self.money[payer])
        self.money[payer] -= toll
        self.money[self.lands[land].owner] += toll

    def end_game(self, reason):
        self.ended, self.winners = reason, ()

    # driving it
    def step(self):
        self.winners = self.winners if self.winners is not None else ()     # the battle is over

    def card_count(self) -> int:
        battle = battle_flow.in_battle(self)
        on_lands = [c for land in self.lands.values() for c in (land.character, land.spell) if c]
        return (sum(map(len, self.shared.hands)) + len(self.shared.graveyard) + len(self.shared.deck)
                + len(on_lands) + (len(battle.held) if battle else 0))

    def invade(self, land):
        self.cards = self.card_count()
        battle_flow.start_invasion(self, land)
        self.run()

    def answer(self, *actions):
        """Each action answers the decision; every card stays somewhere, once."""
        for action in actions:
            assert self.decision is not None and action in self.decision.options, (action, self.decision)
            self.decision = None
            self.resume(action)
            self.run()
            assert self.card_count() == self.cards

    def chance(self, face):
        """A chance decision answered with the named outcome (a forced roll)."""
        assert self.decision.is_chance
        self.answer(face)
