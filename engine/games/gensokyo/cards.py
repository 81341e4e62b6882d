"""The 66 Gensokyo cards (gensokyo.rules.md §16) as data: ``data/cards.toml``
validated by the models here, loaded once into ``CARDS``.

Ids are the rulebook's: "CH01".."CH44" characters, "SP01".."SP18" spells,
"KA1".."KA4" Charisma cards. A character's ``ability`` and ``support`` are
``Effect``\\ s in a closed vocabulary that ``battle`` and ``battle_flow``
interpret, so each card's behaviour is written once, in the data:

- ``stat``: alternatives of one bonus; the first whose ``role`` and condition
  hold applies ("+20 (+30 instead if …)", "〈Name〉: +Y"). ``target = "own"``
  is "+X" (attack when invading, HP when defending); ``"foe"`` is 敵−X.
- ``die``: てゐ's bonus by the die's face (1..6), at step 3.
- ``keywords`` (gated by ``role``): negate_ability 【能力無効】, negate_support
  【援護無効】, unnegatable 【不変】, grant_unnegatable (こいし: your support
  gains 【不変】), superhuman 【超人】, reversal 【逆転】, return 【帰還】.
- ``transform``: 【変化】 copying the opposing battling character ("foe") or
  another character placed on your land ("own_placed"); on a support it is
  granted to your battling character.
- ``land_bonus``: the invader's ability cancels or doubles step 5.
- ``immediate`` (R2, in order) and ``draw`` (R2 draws); ``result`` (R5, gated
  by ``role``); ``global_support`` 【全域支援】 (while placed, step 4);
  ``support_boost`` (アリス); ``commit``: who may commit the support (正邪).
"""
from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

Kind = Literal["character", "spell", "charisma"]
Attribute = Literal["scarlet", "nether", "mountain", "village"]      # 紅 冥 山 里
Role = Literal["any", "invading", "defending"]                         # -, 侵略時, 防御時
Condition = Literal["own_scarlet", "own_nether", "own_mountain", "own_village", "own_3_lands"]
Keyword = Literal["negate_ability", "negate_support", "unnegatable", "grant_unnegatable",
                  "superhuman", "reversal", "return"]
Immediate = Literal["recollection", "foe_discards_random", "self_discards_random",
                    "swap_random", "swap_graveyard", "take_random"]
Result = Literal["draw_if_won", "draw", "foe_discards_random_if_won"]
CardId = Field(pattern=r"^(CH(0[1-9]|[1-3]\d|4[0-4])|SP(0[1-9]|1[0-8])|KA[1-4])$")

DATA = Path(__file__).resolve().parent / "data" / "cards.toml"


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Names(Strict):
    ja: str
    en: str
    zh_Hans: str
    zh_Hant: str


class Text(Strict):
    """A rules text in the app's four languages, each required: a card is not
    finished until a player can read it in every language the app offers."""
    en: str
    ja: str
    zh_Hans: str
    zh_Hant: str

    def in_language(self, code: str) -> str:
        return getattr(self, code)


class Bonus(Strict):
    """One "+X" / "敵−X" and the condition under which it is the one that applies."""
    amount: int = Field(ge=0)
    role: Role = "any"
    target: Literal["own", "foe"] = "own"
    land: Attribute | None = None                    # the battle land has this attribute
    partner: tuple[str, ...] = ()                    # 〈Name〉: your battling character is one of these
    foe_is: tuple[str, ...] = ()                     # the opposing battling character is one of these
    foe_more_lands: bool = False                     # パルスィ: the opponent owns more lands
    foe_money_over: int | None = None                # 正邪: the opposing character's money cost exceeds
    foe_attack_at_least: int | None = None           # 針妙丸: the opposing printed attack is at least


class GlobalSupport(Strict):
    amount: int
    attribute: Attribute | None = None               # レミリア: ``attribute_amount`` instead for this attribute
    attribute_amount: int | None = None


class Effect(Strict):
    role: Role = "any"
    keywords: tuple[Keyword, ...] = ()
    stat: tuple[Bonus, ...] = ()
    die: tuple[int, int, int, int, int, int] | None = None
    transform: Literal["foe", "own_placed"] | None = None
    land_bonus: Literal["cancel", "double"] | None = None
    immediate: tuple[Immediate, ...] = ()
    draw: int = Field(0, ge=0)
    result: Result | None = None
    global_support: GlobalSupport | None = None
    support_boost: int = 0
    commit: Literal["defender_cheaper"] | None = None


class SpellBattle(Strict):
    """A spell in force at R3 step 1: the affected battling character's change."""
    role: Role
    amount: int


class Charisma(Strict):
    attribute: Attribute
    amount: int
    matching: int


class Card(Strict):
    id: str = CardId
    kind: Kind
    source: str
    names: Names
    money: int = Field(0, ge=0)
    hand: int = Field(0, ge=0)
    condition: Condition | None = None
    # characters
    attribute: Attribute | None = None
    attack: int | None = None
    hp: int | None = None
    ability_text: Text | None = None
    support_text: Text | None = None
    ability: Effect = Effect()
    support: Effect = Effect()
    draws_when_placed: int = 0
    toll_bonus: int = 0
    # spells
    spell_type: Literal["instant", "land", "player"] | None = None
    target: Literal["own_land", "opponent_land", "unowned_land", "opponent", "self"] | None = None
    duration: Literal["this_turn", "next_turn"] | None = None
    battle: SpellBattle | None = None
    effect_text: Text | None = None
    # Charisma cards
    charisma: Charisma | None = None

    @model_validator(mode="after")
    def _by_kind(self):
        character = (self.attribute, self.attack, self.hp, self.ability_text, self.support_text)
        if (self.kind == "character") != all(v is not None for v in character):
            raise ValueError("a character, and only a character, has attribute, attack, hp and both texts")
        if (self.kind == "spell") != (self.spell_type is not None):
            raise ValueError("a spell, and only a spell, has a spell_type")
        if (self.kind == "charisma") != (self.charisma is not None):
            raise ValueError("a Charisma card, and only one, has a charisma effect")
        if self.kind != "character" and self.effect_text is None:
            raise ValueError("a spell or Charisma card has an effect_text")
        if (self.spell_type == "player") != (self.duration is not None):
            raise ValueError("a player spell, and only one, has a duration")
        return self

    @property
    def name(self) -> str:
        return self.names.ja

    def texts(self) -> dict[str, Text]:
        """The card's rules texts by field ("ability_text", …), those it has."""
        fields = ("ability_text", "support_text", "effect_text")
        return {field: text for field in fields if (text := getattr(self, field)) is not None}


_KINDS = {"CH": "character", "SP": "spell", "KA": "charisma"}


def load(path: Path = DATA) -> dict[str, Card]:
    raw = tomllib.loads(path.read_text(encoding="utf-8"))
    source = raw.pop("source")
    cards = {card_id: Card(id=card_id, kind=_KINDS[card_id[:2]], source=source, **fields)
             for card_id, fields in raw.items()}
    for card in cards.values():
        for effect in (card.ability, card.support):
            for bonus in effect.stat:
                unknown = [c for c in (*bonus.partner, *bonus.foe_is) if c not in cards]
                if unknown:
                    raise ValueError(f"{card.id}: names unknown card {unknown[0]}")
    return cards


CARDS: dict[str, Card] = load()
CHARACTERS = tuple(c for c in CARDS if CARDS[c].kind == "character")
SPELLS = tuple(c for c in CARDS if CARDS[c].kind == "spell")
CHARISMA = tuple(c for c in CARDS if CARDS[c].kind == "charisma")


def toll_bonus(card_id: str) -> int:
    """The placed character's toll modifier (§6.3 step 4; 寅丸星 +10)."""
    return CARDS[card_id].toll_bonus


def draws_when_placed(card_id: str) -> int:
    """Cards drawn when placed by a claim or relocation (パチュリー 1)."""
    return CARDS[card_id].draws_when_placed


def global_support(card_id: str, battling_attribute: str) -> int:
    """What this placed character's 【全域支援】 adds to its owner's battling
    character of ``battling_attribute`` (step 4); 0 without one."""
    gs = CARDS[card_id].ability.global_support
    if gs is None:
        return 0
    return gs.attribute_amount if gs.attribute == battling_attribute else gs.amount


def meets_condition(card_id: str, owned_attributes: list[str]) -> bool:
    """The card's 要 holds for a player owning lands of these attributes (one
    entry per land, §9: counted at the moment of play)."""
    condition = CARDS[card_id].condition
    if condition is None:
        return True
    if condition == "own_3_lands":
        return len(owned_attributes) >= 3
    return condition.removeprefix("own_") in owned_attributes
