"""The shape every Isekai Guild Masters content record must have, and the closed
effect vocabulary the engine interprets.

Content (event cards, regalia, labyrinth and boss tiles, the map, encounters and
receptionists, potion spaces, seasons, affinity slots, treasure chips) lives in
``engine/games/guild_masters/data/*.toml``; ``content.load`` validates every file
with these models, so a typo in a data file fails at load, never mid-game.
Every record says where it comes from: ``source`` is ``rulebook`` (the rulebook
states it), ``faq`` (reconstructed from what the rulebook's FAQ says about a
card) or ``original`` (authored for Kotatsu).

The vocabulary follows the rulebook's glossary (便覧): play conditions, extra
costs, icons and the special effects of event cards. CONTENT.md says how each
term reads. New terms are added, never renamed or removed (another branch
authors content against this file).
"""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

Source = Literal["rulebook", "faq", "original"]
Deck = Literal["basic", "advanced", "receptionist"]        # receptionist: a receptionist's own card, never dealt
Tag = Literal["life", "trade", "junk", "person"]              # 生活 商売 ジャンク 人物
Resource = Literal["gold", "power", "potion"]
Season = Literal["winter", "spring", "summer", "autumn"]

Name = Field(pattern=r"^[a-z][a-z0-9_]*$", max_length=40)     # ids appear in action text


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# ---------------------------------------------------------------- what a condition counts

Counter = Literal[
    "tag",              # tags of ``tag`` you have
    "tags_any",         # all your tags, every kind
    "affinity",         # affinities unlocked (好感度)
    "tiles",            # labyrinth tiles in your area (boss, abyss and blank included)
    "abyss_tiles",      # abyss tiles in your area
    "star_tiles",       # tiles in your area with at least ``n`` stars … see ``stars``
    "civilisation",     # the civilisation marker's space
    "production",       # your production of ``resource``
    "resource",         # what you hold of ``resource``
    "events",           # events you have played (face-down ones included)
    "untagged_events",  # face-up played events with no tag
    "regalia",          # regalia you have played
    "areas",            # your controlled areas on the map (bases included)
    "bases",            # your bases on the map
    "treasures",        # treasure chips you have
    "adventurers_on_card",  # adventurers placed on this card
    "face_down_events",     # your played events that are face down
]


class Condition(Strict):
    """``what`` ≥ ``n`` (≤ with ``at_most``). A play condition (CON) is a list of
    these that must all hold; a card's ``condition`` lists alternatives
    (the rulebook's "/"), any one of which suffices."""

    what: Counter
    n: int = Field(ge=0, le=99)
    tag: Tag | None = None
    resource: Resource | None = None
    stars: int | None = Field(None, ge=0, le=3)
    at_most: bool = False

    @model_validator(mode="after")
    def _parameters(self):
        if (self.what == "tag") != (self.tag is not None):
            raise ValueError("a 'tag' condition names its tag, and only it does")
        if (self.what in ("production", "resource")) != (self.resource is not None):
            raise ValueError("'production' and 'resource' name a resource, and only they do")
        if (self.what == "star_tiles") != (self.stars is not None):
            raise ValueError("'star_tiles' names its stars, and only it does")
        return self


Requirement = list[Condition]                  # all of these


# ---------------------------------------------------------------- costs

class ExtraCost(Strict):
    """A red-framed extra cost (追加コスト), paid on top of the gold cost."""

    kind: Literal["gold_production", "potions", "tiles"]   # lower gold production / pay potions / discard tiles
    n: int = Field(1, ge=1, le=20)


class Cost(Strict):
    """The gold cost, whether power may pay it (5 gold a power), the extra costs."""

    gold: int = Field(0, ge=0, le=60)
    power_pays: bool = False
    extra: list[ExtraCost] = []


class Price(Strict):
    """A plain price in resources and tiles (special actions, potion spaces, affinities)."""

    gold: int = Field(0, ge=0, le=60)
    power: int = Field(0, ge=0, le=20)
    potion: int = Field(0, ge=0, le=10)
    tiles: int = Field(0, ge=0, le=5)
    power_pays: bool = False


class Resources(Strict):
    gold: int = Field(0, ge=0, le=60)
    power: int = Field(0, ge=0, le=20)
    potion: int = Field(0, ge=0, le=20)


# ---------------------------------------------------------------- effects

EffectOp = Literal[
    # icons (共通アイコン)
    "gain",             # gain n of resource
    "produce",          # gain n production of resource (negative: lose, never below 0)
    "draw",             # draw n event cards from the deck
    "civilisation",     # civilisation marker +n
    "treasure",         # take any treasure chip from the regalia board (none left: nothing)
    "base",             # you may build one base without the 15 gold (adjacent bases still cost 5 each)
    "free_play",        # play an event from hand without its gold cost (extra costs paid, condition met)
    # special effects of event cards (イベントカードの特殊な効果)
    "purify",           # take one abyss tile from the map; a blank tile takes its place
    "blank_tile",       # gain a blank tile from the stock
    "unlock_affinity",  # unlock one affinity of your choice ignoring cost and condition, draw 1
    "adventurer_on_card",   # you may move one adventurer from your tavern onto this card
    "flip_self",        # this card turns face down
    "flip_card",        # choose one of your played face-up events: it turns face down
    "extra_turn",       # after this turn, take n extra turns
    "discard",          # discard n cards from hand (events or regalia)
    # further terms the FAQ's cards need
    "gain_per",         # gain n of resource for every ``every`` of counter ``per`` (cap)
    "explore",          # an explore by a card effect (no abyss extra turn); see ``where``
    "take_tile",        # take a face-up non-boss tile from the map (no miasma change); blank tile placed
    "reveal_area",      # turn face up the face-down tiles of one area and its neighbours (never the boss)
    "copy_play",        # resolve the play effects of one of your face-up played events again
    "play_event",       # play events from hand (``count``), paying costs unless discounted (special actions)
    "flip_face_up",     # turn up to n of your face-down played events face up again
    "gain_chips",       # take n receptionist chips of kind ``chip``
    "private_deck",     # deal n event cards into your private deck (``visible``: you may look)
    "from_private_deck",  # take n cards from your private deck into hand (empty: nothing)
    "draw_up_to",       # draw until n events are in hand, gaining ``gold_each`` gold per card drawn (フリーダ)
    "gain_adventurer",  # n more adventurers of your own, into your tavern (オリビア裏)
    "gain_card",        # take the receptionist's own event ``card`` into hand (スカジ傭兵団, 聖女の残滓)
    "unbase_or_flip_self",  # turn one of your bases back to an adventurer, or this card turns face down
    "add_white_abyss",  # n white-framed abyss tiles from the box into the stock (メリッサ裏)
    "floating_lab",     # place your floating lab outside the labyrinth, next to the outer ring (セレン裏)
    "land_floating_lab",    # you may move your floating lab onto an area next to it nobody controls (セレン裏)
]

ExploreWhere = Literal[
    "normal",           # outer ring or next to your areas, as the common action
    "unclaimed",        # any tile next to nobody's controlled area (迷宮昇降機の発見)
]


class Effect(Strict):
    op: EffectOp
    n: int = Field(1, ge=-20, le=60)
    n_v1: int | None = Field(None, ge=0, le=60)     # the n rules version 1 played, where it differs
    resource: Resource | None = None
    per: Counter | None = None
    tag: Tag | None = None
    every: int = Field(1, ge=1, le=20)
    cap: int | None = Field(None, ge=0, le=60)
    may: bool = False                   # "〜してもよい": the player may decline
    # explore
    where: ExploreWhere = "normal"
    area_fame: int | None = Field(None, ge=0, le=10)    # only areas printed with this fame
    may_discard_tile: bool = False      # the explored tile may be discarded instead of kept (シャドウマンズ)
    # play_event
    count: int = Field(1, ge=1, le=3)
    discount: int = Field(0, ge=0, le=30)
    discount_per_tile: int = Field(0, ge=0, le=5)
    max_cost: int | None = Field(None, ge=0, le=60)
    no_gold_cost: bool = False
    double: bool = False                # costs doubled, play effects resolved twice (ヴィー)
    production_times: int = Field(1, ge=1, le=3)
    # chips and private decks
    chip: str | None = Field(None, pattern=r"^[a-z][a-z0-9_]*$", max_length=40)
    visible: bool = False
    gold_each: int = Field(0, ge=0, le=10)
    stars: int | None = Field(None, ge=0, le=3)                # with per = "star_tiles"
    card: str | None = Field(None, pattern=r"^[a-z][a-z0-9_]*$", max_length=40)   # gain_card

    @model_validator(mode="after")
    def _parameters(self):
        if (self.op == "gain_card") != (self.card is not None):
            raise ValueError("'gain_card', and only it, names its card")
        needs_resource = self.op in ("gain", "produce", "gain_per")
        if needs_resource != (self.resource is not None):
            raise ValueError(f"'{self.op}' {'needs' if needs_resource else 'takes no'} resource")
        if (self.op == "gain_per") != (self.per is not None):
            raise ValueError("'gain_per', and only it, names the counter it counts (per)")
        if self.per == "tag" and self.tag is None:
            raise ValueError("counting tags names the tag")
        if (self.per == "star_tiles") != (self.stars is not None):
            raise ValueError("counting star tiles names the stars, and only it does")
        if (self.op == "gain_chips") != (self.chip is not None):
            raise ValueError("'gain_chips', and only it, names its chip")
        if self.op != "produce" and self.n < 0:
            raise ValueError(f"'{self.op}' takes a positive n")
        return self


class Trigger(Strict):
    """A permanent effect (常時効果) that fires by itself whenever ``on`` happens to its owner."""

    on: Literal[
        "tag_gained",       # each tag of ``tag`` (any tag if None) gained, once per tag
        "event_played",     # each event you play of cost ≥ ``min_cost`` (discounts and free plays count)
        "tile_discarded",   # each labyrinth tile you own discarded
        "explored",         # each explore you complete
        "events_multiple",  # your played events reach a multiple of ``n`` (メリッサ)
        "base_built",       # each base you build
    ]
    tag: Tag | None = None
    min_cost: int = Field(0, ge=0, le=60)
    n: int = Field(1, ge=1, le=20)
    effects: list[Effect]


Modifier = Literal[
    "power_as_gold",        # any time, 1 power may be spent as 5 gold (スカジ表)
    "abyss_as_blank",       # an abyss revealed by your explore counts as a blank tile (空飛ぶ三馬鹿)
    "potion_tile_swap",     # potions pay for tiles and tiles for potions (ホルン裏)
    "turn_before_start",    # one turn before the start player's at each action phase (エル裏)
    "ignore_one_tag",       # one tag of a play condition may be missing (ハイネ表)
    "flash_explore",        # paying an explore, a flash chip counts the tile's stars 3 fewer (アヤカ裏)
    "wisdom_discount",      # playing an event, a wisdom chip takes 5 gold off (アヤカ表)
    "swap_before_explore",  # a face-down target may first trade places with another face-down tile (クリス裏)
    "lands_floating_lab",   # the floating lab may land on any later turn (セレン裏 rank 3, L312; rules version 2)
]


class Discount(Strict):
    """A standing reduction (常時効果): gold off events (with ``tag``), or off exploring."""

    applies_to: Literal["events", "explore", "build"]
    n: int = Field(ge=1, le=20)
    tag: Tag | None = None


class SpecialAction(Strict):
    """A special action (特別アクション): once a round, price then effects."""

    price: Price = Price()
    condition: list[Requirement] = []
    effects: list[Effect]


class EndEffect(Strict):
    """An end effect (終了時効果): fame at final scoring, or extra turns at the game's end."""

    op: Literal[
        "fame_per",         # n fame for every ``every`` of ``per`` (cap)
        "fame_if",          # n fame (negative: a loss) if ``condition`` holds
        "fame_unless",      # n fame (negative) unless ``condition`` holds: the "turned around" fame
        "extra_turn",       # after the finish phase's two laps, n extra turns (ブリングフェザー)
    ]
    n: int = Field(1, ge=-20, le=20)
    per: Counter | None = None
    tag: Tag | None = None
    resource: Resource | None = None
    every: int = Field(1, ge=1, le=20)
    cap: int | None = Field(None, ge=0, le=60)
    condition: Requirement = []
    stars: int | None = Field(None, ge=0, le=3)                # with per = "star_tiles"

    @model_validator(mode="after")
    def _parameters(self):
        if (self.per == "star_tiles") != (self.stars is not None):
            raise ValueError("counting star tiles names the stars, and only it does")
        if (self.op == "fame_per") != (self.per is not None):
            raise ValueError("'fame_per', and only it, names what it counts (per)")
        if self.op in ("fame_if", "fame_unless") and not self.condition:
            raise ValueError(f"'{self.op}' needs a condition")
        return self


class Card(Strict):
    """What event cards and regalia share."""

    id: str = Name
    name: str = Field(min_length=1, max_length=60)             # English
    name_ja: str = Field(min_length=1, max_length=40)
    deck: Deck = "basic"
    copies: int = Field(1, ge=1, le=6)
    cost: Cost = Cost()
    condition: list[Requirement] = []                          # alternatives; [] plays freely
    play: list[Effect] = []                                    # プレイ時効果, in order
    triggers: list[Trigger] = []                               # 常時効果 firing by themselves
    modifiers: list[Modifier] = []
    discounts: list[Discount] = []
    special: SpecialAction | None = None                       # 常時効果 (特別アクション)
    end: list[EndEffect] = []                                  # 終了時効果
    fame: int = Field(0, ge=-10, le=15)                        # printed fame
    text: str = Field("", max_length=400)                      # English rules text shown on the card
    source: Source


class EventCard(Card):
    tags: list[Tag] = Field([], max_length=3)                  # a tag twice: two tags


class Regalia(Card):
    pass


# ---------------------------------------------------------------- tiles and the map

class LabyrinthTile(Strict):
    """A labyrinth tile face: ★0–3, or an abyss (奈落の穴). Every back shows ★1."""

    id: str = Name
    face: Literal["stars", "abyss"]
    stars: int = Field(0, ge=0, le=3)
    fame: int = Field(0, ge=-5, le=10)
    reward: list[Effect] = []                                  # 獲得物, gained after exploring it
    tags: list[Tag] = []                                       # junk, by the rulebook
    copies: int = Field(1, ge=1, le=20)
    white: bool = False                 # a white-framed abyss (メリッサ裏): kept out of the labyrinth, in the box
    source: Source

    @model_validator(mode="after")
    def _abyss_has_no_stars(self):
        if self.white and self.face != "abyss":
            raise ValueError("only an abyss tile is white-framed")
        if self.face == "abyss" and self.stars:
            raise ValueError("an abyss tile has no stars")
        return self


class BossTile(Strict):
    id: str = Name
    back: int = Field(ge=2, le=3)                             # the stars on its back
    stars: int = Field(ge=0, le=6)
    fame: int = Field(0, ge=0, le=20)
    reward: list[Effect] = []
    tags: list[Tag] = []
    source: Source


class Area(Strict):
    cell: tuple[int, int]                                      # axial (q, r)
    fame: int = Field(ge=0, le=10)                             # printed fame (doubled by a base)
    boss: int | None = Field(None, ge=2, le=3)                 # a [BOSS] area: the boss tile of this back
    face_up: bool = False                                      # an initial face-up tile (初期公開タイル)


class MapSide(Strict):
    id: str = Name
    players: tuple[int, int]                                   # (min, max)
    areas: list[Area] = Field(min_length=7)
    source: Source

    @model_validator(mode="after")
    def _cells_distinct(self):
        cells = [a.cell for a in self.areas]
        if len(set(cells)) != len(cells):
            raise ValueError("two areas share a cell")
        if not any(a.boss for a in self.areas):
            raise ValueError("a map has a boss area")
        return self


# ---------------------------------------------------------------- receptionists

class RankCard(Strict):
    rank: int = Field(ge=1, le=3)
    tags: list[Tag] = []
    triggers: list[Trigger] = []
    modifiers: list[Modifier] = []
    discounts: list[Discount] = []
    special: SpecialAction | None = None
    rank_up: list[Effect] = []                                 # ランクアップ時効果, once, on reaching this rank
    fame: int = Field(0, ge=0, le=20)                          # scored at rank 3 only
    text: str = Field("", max_length=400)


class ReceptionistFace(Strict):
    initial: list[Effect] = []                                 # 初期資産, at setup
    first_turn: list[Effect] = []                              # at the start of your first turn
    ranks: list[RankCard] = Field(min_length=3, max_length=3)

    @model_validator(mode="after")
    def _ranks_in_order(self):
        if [card.rank for card in self.ranks] != [1, 2, 3]:
            raise ValueError("a face lists ranks 1, 2 and 3 in order")
        return self


class Receptionist(Strict):
    """An encounter card (出会いカード) with its receptionist's two faces.
    ``start``/``production`` are the encounter's starting funds."""

    id: str = Name
    name: str = Field(min_length=1, max_length=40)
    name_ja: str = Field(min_length=1, max_length=20)
    deck: Deck = "basic"
    start: Resources = Resources()
    production: Resources = Resources()
    front: ReceptionistFace
    back: ReceptionistFace
    source: Source


# ---------------------------------------------------------------- the boards

class PotionSpace(Strict):
    """One of the six potion actions (秘薬アクション), left to right."""

    slot: int = Field(ge=1, le=6)
    potions: int = Field(ge=1, le=3)
    effects: list[Effect] = Field(min_length=1)
    blocked_at: list[int] = []                                 # player counts with a 使用不可 chip on it
    source: Source


class SeasonBonus(Strict):
    season: Season
    bonus: Resources = Resources()                             # 追加生産物
    source: Source


class AffinitySlot(Strict):
    """One of the five affinities (好感度): a price, or a condition, to unlock it."""

    slot: int = Field(ge=1, le=5)
    price: Price | None = None
    condition: Requirement = []
    source: Source

    @model_validator(mode="after")
    def _one_way(self):
        if (self.price is None) == (not self.condition):
            raise ValueError("an affinity has a price or a condition, one of them")
        return self


class TreasureChip(Strict):
    id: str = Name
    fame: int = Field(ge=0, le=10)
    effects: list[Effect] = []                                 # on gaining it
    tags: list[Tag] = []
    source: Source


class Board(Strict):
    potion_spaces: list[PotionSpace] = Field(min_length=6, max_length=6)
    seasons: list[SeasonBonus] = Field(min_length=4, max_length=4)
    affinities: list[AffinitySlot] = Field(min_length=5, max_length=5)
    treasures: list[TreasureChip] = Field(min_length=5, max_length=5)
    blank_tiles: int = Field(15, ge=0, le=30)


# ---------------------------------------------------------------- the files

class EventFile(Strict):
    event: list[EventCard]


class RegaliaFile(Strict):
    regalia: list[Regalia]


class TileFile(Strict):
    tile: list[LabyrinthTile]
    boss: list[BossTile]


class MapFile(Strict):
    map: list[MapSide]


class ReceptionistFile(Strict):
    receptionist: list[Receptionist]


class BoardFile(Strict):
    board: Board


FILES = {
    "events": EventFile,
    "regalia": RegaliaFile,
    "tiles": TileFile,
    "maps": MapFile,
    "receptionists": ReceptionistFile,
    "board": BoardFile,
}
