"""One guild: resources, production, hand, played cards, tiles and the guild board."""
from __future__ import annotations

GOLD, POWER, POTION = 0, 1, 2
RESOURCES = ("gold", "power", "potion")
INDEX = {name: i for i, name in enumerate(RESOURCES)}
POWER_GOLD = 5                      # where power may pay, 1 power is 5 gold
AFFINITIES = 5
ADVENTURERS = 7                     # 5 on the affinity record, 2 in the tavern


class Played:
    """A card in a player's area: which, face up or down, adventurers on it, and
    whether its special action was used this round: each copy has its own used
    chip (L120, L193)."""

    __slots__ = ("card", "face_up", "adventurers", "used")

    def __init__(self, card: str, face_up: bool = True, adventurers: int = 0, used: bool = False):
        self.card = card
        self.face_up = face_up
        self.adventurers = adventurers
        self.used = used

    def clone(self) -> "Played":
        return Played(self.card, self.face_up, self.adventurers, self.used)


class Player:
    __slots__ = ("seat", "res", "prod", "hand", "played", "tiles", "treasures", "regalia_chips",
                 "tavern", "unlocked", "altar", "receptionist", "face", "rank", "used_special",
                 "passed", "private", "private_visible", "chips", "first_turn_done", "offers",
                 "extra_turns", "end_turns", "lab", "adventurers", "discarded")

    def __init__(self, seat: int):
        self.seat = seat
        self.res = [0, 0, 0]
        self.prod = [0, 0, 0]
        self.hand = []              # event and regalia ids
        self.played = []            # Played, in the order played (events and regalia)
        self.tiles = []             # labyrinth, boss and blank tile ids in the player's area
        self.treasures = []
        self.regalia_chips = 0
        self.tavern = ADVENTURERS - AFFINITIES
        self.unlocked = [False] * AFFINITIES
        self.altar = 0              # the value of the number chips on the altar of revival
        self.receptionist = None
        self.face = None            # "front" or "back"
        self.rank = 1
        self.used_special = []      # ["receptionist"] once hers was used this round (a card's: Played.used)
        self.passed = False
        self.private = []           # the private deck (専用の山札)
        self.private_visible = False
        self.chips = {}
        self.first_turn_done = False
        self.offers = []            # encounter cards offered at setup
        self.extra_turns = 0        # extra turns owed after the current one
        self.end_turns = 0
        self.lab = None             # セレン裏's floating lab: where it floats off the map, or its area once landed
        self.adventurers = ADVENTURERS  # all of the player's adventurers, wherever they are
        self.discarded = []         # the events it put on the discard pile since the last reshuffle

    def clone(self) -> "Player":
        # Every slot by name (a loop of setattr took most of a state's clone);
        # tests/engine/guild_masters/test_clone.py checks that none is missed.
        twin = Player.__new__(Player)
        twin.seat = self.seat
        twin.res = self.res[:]
        twin.prod = self.prod[:]
        twin.hand = self.hand[:]
        twin.played = [p.clone() for p in self.played]
        twin.tiles = self.tiles[:]
        twin.treasures = self.treasures[:]
        twin.regalia_chips = self.regalia_chips
        twin.tavern = self.tavern
        twin.unlocked = self.unlocked[:]
        twin.altar = self.altar
        twin.receptionist = self.receptionist
        twin.face = self.face
        twin.rank = self.rank
        twin.used_special = self.used_special[:]
        twin.passed = self.passed
        twin.private = self.private[:]
        twin.private_visible = self.private_visible
        twin.chips = dict(self.chips)
        twin.first_turn_done = self.first_turn_done
        twin.offers = self.offers[:]
        twin.extra_turns = self.extra_turns
        twin.end_turns = self.end_turns
        twin.lab = self.lab
        twin.adventurers = self.adventurers
        twin.discarded = self.discarded[:]
        return twin

    def used_names(self) -> list:
        """The sources whose special action was used this round, a card once for each copy."""
        return sorted([p.card for p in self.played if p.used] + self.used_special)

    @property
    def affinity(self) -> int:
        return sum(self.unlocked)
