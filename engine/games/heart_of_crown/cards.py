"""Heart of Crown, 2nd edition base set: every card, declared in one table.

Numbers come from ``shared/research/heart_of_crown_cards.md`` and the rules
text. Where the sources disagree we chose, and say so here:

* Emperor's Crown (皇帝の冠) costs 13, not 14: the 2nd-edition wiki's arithmetic
  ("the crown costs 10 after Buried Treasure's -3") and the 1st edition agree.
* Imperial Capital (帝都カリクマ) is worth 6 succession points: the only
  2nd-edition source says 6 (8 is the 1st edition).
* Urban Development's second option costs 1 coin, as in the 2nd-edition data.
* Orchard is worth 0 points; it only counts as a Farming Village by name.

A card's play effect is built from a small vocabulary: ``coins`` and ``draw``
happen first, in that order, then the named ``effect`` (``effects.py``) runs.
"""
from __future__ import annotations

TERRITORY, ACTION, ATTACK, SUCCESSION, CALAMITY, PRINCESS = (
    "territory", "action", "attack", "succession", "calamity", "princess")
MILITARY, MAGIC, MERCHANT, MAID, PLOT = "military", "magic", "merchant", "maid", "plot"

MAIN_TYPES = frozenset({TERRITORY, ACTION, ATTACK, SUCCESSION, CALAMITY, PRINCESS})
SUB_TYPES = frozenset({MILITARY, MAGIC, MERCHANT, MAID, PLOT})


class CardDataError(ValueError):
    """The card table is inconsistent; raised at import with the card named."""


class Card:
    __slots__ = ("id", "name", "source_name", "types", "subtypes", "cost", "coins", "draw",
                 "links", "points", "effect", "pile", "text", "kind", "cleanup_set",
                 "cannot_keep", "all_types")

    def __init__(self, id, name, source_name, types, cost, *, subtypes=(), coins=0, draw=0,
                 links=None, points=0, effect=None, pile=None, text="", kind="common",
                 cleanup_set=False, cannot_keep=False):
        self.id = id
        self.name = name
        self.source_name = source_name
        self.types = frozenset(types)
        self.subtypes = frozenset(subtypes)
        self.all_types = self.types | self.subtypes
        self.cost = cost
        self.coins = coins
        self.draw = draw
        self.links = links          # None: cannot be played from hand
        self.points = points
        self.effect = effect        # name of a handler in effects.py, or None
        self.pile = pile or id      # the market pile it belongs to
        self.text = text
        self.kind = kind            # basic, common, rare or princess
        self.cleanup_set = cleanup_set
        self.cannot_keep = cannot_keep

    @property
    def playable(self) -> bool:
        return self.links is not None and bool(self.types & {ACTION, TERRITORY})

    def __repr__(self) -> str:
        return f"Card({self.id!r})"


def _basic(*args, **kw):
    return Card(*args, kind="basic", **kw)


def _rare(*args, **kw):
    return Card(*args, kind="rare", **kw)


def _princess(id, name, source_name, *, points=0, effect=None, text=""):
    return Card(id, name, source_name, (PRINCESS,), 6, points=points, effect=effect, text=text,
                kind="princess")


def _maid(id, name, source_name, types=(SUCCESSION,), points=2, effect=None, text=""):
    return Card(id, name, source_name, types, 4, subtypes=(MAID,), points=points, effect=effect,
                pile="attending_maid", text="When you buy this card while you have a domain, you may set it at once. " + text)


CARD_LIST = [
    # --- basic cards ---
    _basic("farming_village", "Farming Village", "農村", (TERRITORY,), 1, coins=1, links=1, points=-2),
    _basic("orchard", "Orchard", "果樹園", (TERRITORY,), 2, coins=1, links=1,
           text="This card also counts as a Farming Village."),
    _basic("city", "City", "都市", (TERRITORY,), 3, coins=2, links=1),
    _basic("large_city", "Large City", "大都市", (TERRITORY,), 6, coins=3, links=1),
    _basic("apprentice_maid", "Apprentice Maid", "見習い侍女", (SUCCESSION,), 2, subtypes=(MAID,), points=-2),
    _basic("court_maid", "Court Maid", "宮廷侍女", (SUCCESSION,), 3, subtypes=(MAID,), points=2),
    _basic("senator", "Senator", "議員", (SUCCESSION,), 5, points=3),
    _basic("duke", "Duke", "公爵", (SUCCESSION,), 8, points=6),
    _basic("curse", "Curse", "呪い", (CALAMITY,), 0),
    # --- common cards, cost 2 ---
    Card("hideout", "Hideout", "隠れ家", (ACTION,), 2, coins=1, links=1, effect="hideout",
         text="+1 coin. If this is the first Hideout you played this turn, you may put an Action or Succession card without the Attack type from your discard pile face up on top of your deck."),
    Card("donation", "Donation", "寄付", (ACTION,), 2, links=1, effect="donation",
         text="Exile a card from your hand."),
    Card("castle_wall", "Castle Wall", "城壁", (ACTION,), 2, coins=1, links=1, effect="castle_wall",
         text="+1 coin. If this is the first Castle Wall you played this turn, you may put the lowest-cost Territory card of your discard pile into your hand."),
    Card("scout", "Scout", "斥候", (ACTION,), 2, subtypes=(MILITARY,), links=1, effect="scout",
         text="Look at the top card of your deck; you may discard it. Then draw a card."),
    Card("wishing_well", "Wishing Well", "願いの泉", (ACTION,), 2, links=1, effect="wishing_well",
         text="Discard any number of cards from your hand, then draw that many cards."),
    Card("fast_horse", "Fast Horse", "早馬", (ACTION,), 2, draw=1, links=2, text="Draw a card."),
    # --- cost 3 ---
    Card("buried_treasure", "Buried Treasure", "埋もれた財宝", (ACTION,), 3, links=1, effect="buried_treasure",
         text="Put the bottom card of the supply face up on top of it. This turn it counts as a market card and costs 3 less to buy (not below 0)."),
    Card("trade_ship", "Trade Ship", "交易船", (ACTION,), 3, subtypes=(MERCHANT,), links=0, effect="trade_ship",
         text="Choose one: draw 2 cards; or +2 coins."),
    Card("purveyor", "Purveyor", "御用商人", (ACTION,), 3, subtypes=(MERCHANT,), coins=2, links=1, text="+2 coins."),
    Card("urban_development", "Urban Development", "都市開発", (ACTION,), 3, subtypes=(MERCHANT,), links=1,
         effect="urban_development",
         text="Choose one: pay 1 coin, exile a Farming Village from your hand and put a City from the market into your hand; or pay 1 coin, exile a City from your hand and put a Large City from the market into your hand."),
    Card("battering_ram", "Battering Ram", "破城槌", (ACTION, ATTACK), 3, draw=1, links=1, effect="battering_ram",
         text="Draw a card. Each opponent discards the lowest-cost card kept in their domain."),
    Card("stargazing_witch", "Stargazing Witch", "星詠みの魔女", (ACTION,), 3, subtypes=(MAGIC,), links=2,
         effect="stargazing_witch",
         text="Look at the top 2 cards of your deck. Discard any of them and put the rest back in any order. Then draw a card."),
    Card("magic_amulet", "Magic Amulet", "魔法の護符", (ACTION,), 3, subtypes=(MAGIC,), coins=2, links=0,
         effect="magic_amulet",
         text="+2 coins. If this is the first Magic Amulet you played this turn, choose one: exile a Calamity card from your hand or discard pile; or put an Action or Succession card from your discard pile into your hand."),
    Card("general_store", "General Store", "よろず屋", (ACTION,), 3, subtypes=(MERCHANT,), links=0,
         effect="general_store",
         text="Choose one: exile a non-Calamity card from your hand; or gain a coin counter (this effect stops at 2 coin counters)."),
    # --- cost 4 ---
    Card("hunted_beast", "Hunted Beast", "追い立てられた魔獣", (ACTION, ATTACK), 4, subtypes=(PLOT,), draw=1, links=1,
         effect="hunted_beast",
         text="Draw a card. Each opponent with 5 or more cards in hand discards a card costing 5 or more; one who has none reveals their hand."),
    _maid("maid_sharifa", "Attending Maid Sharifa", "お付きの侍女 シャリファ", (SUCCESSION, ATTACK), effect="maid_sharifa",
          text="When you set this card, each opponent puts a Curse from the curse pile face up on top of their deck."),
    _maid("maid_petit", "Attending Maid Petit", "お付きの侍女 プティー", (SUCCESSION, ATTACK), effect="maid_petit",
          text="When you set this card, each opponent discards the lowest-cost Court Maid, Senator or Duke from their domain."),
    _maid("maid_honoka", "Attending Maid Honoka", "お付きの侍女 ホノカ",
          text="Worth 4 succession points while your domain holds no other Maid card."),
    _maid("maid_minnyan", "Attending Maid Minnyan", "お付きの侍女 ミンニャン", effect="maid_minnyan",
          text="When you set this card, gain a coin counter."),
    _maid("maid_lily", "Attending Maid Lily", "お付きの侍女 リリー",
          text="While set in your domain, once in each of your main phases: pay 3 coins to put a +1 succession counter on your princess."),
    Card("reclamation_edict", "Reclamation Edict", "開墾令", (ACTION, ATTACK), 4, subtypes=(PLOT,), coins=2, links=0,
         effect="reclamation_edict",
         text="+2 coins. Each opponent without a face-up Farming Village on top of their deck puts a Farming Village from the market face up on top of their deck."),
    Card("bank", "Bank", "銀行", (ACTION,), 4, subtypes=(MERCHANT,), coins=2, links=0, effect="bank",
         text="+2 coins. If you played a City or Large City earlier this turn, +1 coin."),
    Card("library", "Library", "図書館", (ACTION,), 4, coins=1, links=1, effect="library",
         text="+1 coin. If this is the first Library you played this turn, each Action card you play later this turn gives +1 coin."),
    Card("flea_market", "Flea Market", "のみの市", (ACTION,), 4, subtypes=(MERCHANT,), coins=1, draw=1, links=2,
         text="+1 coin. Draw a card."),
    Card("supply_unit", "Supply Unit", "補給部隊", (ACTION,), 4, subtypes=(MILITARY,), draw=1, links=2,
         text="Draw a card. At the start of your cleanup phase you may put an Action card other than a Supply Unit from your play area face up on top of your deck."),
    Card("infantry_battalion", "Infantry Battalion", "歩兵大隊", (ACTION, ATTACK), 4, subtypes=(MILITARY,), coins=2,
         links=0, effect="infantry_battalion",
         text="+2 coins. Each opponent with 5 or more cards in hand discards a Territory card; one who has none reveals their hand."),
    # --- cost 5 ---
    Card("royal_demesne", "Royal Demesne", "皇室領", (TERRITORY, SUCCESSION), 5, coins=2, links=1, points=2,
         cleanup_set=True,
         text="+2 coins. At the start of your cleanup phase, if you have a domain, this card is set into it."),
    Card("imperial_guard", "Imperial Guard", "近衛騎士団", (ACTION, ATTACK), 5, subtypes=(MILITARY,), coins=2, links=0,
         effect="imperial_guard", text="+2 coins. Each opponent discards the top 3 cards of their deck."),
    Card("curse_witch", "Curse Witch", "呪詛の魔女", (ACTION, ATTACK), 5, subtypes=(MAGIC,), links=0, effect="curse_witch",
         text="Pay 1 coin or exile an Action or Succession card from your hand. If you did, choose one: each opponent gains a Curse; or draw 2 cards."),
    Card("royal_ball", "Royal Ball", "舞踏会", (ACTION,), 5, draw=1, links=1, effect="royal_ball",
         text="Draw a card. If this is the first Royal Ball you played this turn, choose one: +1 coin; or Succession cards cost 1 less to buy this turn (not below 2)."),
    Card("adventurer", "Adventurer", "冒険者", (ACTION,), 5, links=0, effect="adventurer",
         text="Exile a non-Calamity card from your hand. If you did, gain a market card costing up to 2 more than it."),
    Card("charm_witch", "Charm Witch", "魅了術の魔女", (ACTION, ATTACK), 5, subtypes=(MAGIC,), draw=1, links=1,
         effect="charm_witch",
         text="Draw a card. Each opponent with 5 or more cards in hand discards an Action or Succession card; one who has none reveals their hand. This turn, cards sharing a type with a discarded card cost 1 less to buy (not below 2)."),
    Card("alchemist", "Alchemist", "錬金術師", (ACTION,), 5, draw=2, links=1, text="Draw 2 cards."),
    # --- cost 6 ---
    Card("gossiping_duchess", "Gossiping Duchess", "噂好きの公爵夫人", (SUCCESSION, ATTACK), 6, points=3,
         effect="gossiping_duchess",
         text="When you set this card, each opponent discards the highest-cost Court Maid, Senator or Duke from their domain."),
    Card("margrave", "Margrave", "辺境伯", (ACTION, SUCCESSION), 6, coins=3, links=0, points=3, cleanup_set=True,
         cannot_keep=True,
         text="+3 coins. Cannot be kept. At the start of your cleanup phase, if you have a domain, this card is set into it."),
    # --- rare cards ---
    _rare("imperial_capital", "Imperial Capital Karikuma", "帝都カリクマ", (TERRITORY, SUCCESSION), 11, coins=3, links=1,
          points=6, cleanup_set=True,
          text="+3 coins. At the start of your cleanup phase, if you have a domain, this card is set into it."),
    _rare("emperor_crown", "Emperor's Crown", "皇帝の冠", (SUCCESSION,), 13, points=14),
    # --- princesses ---
    _princess("lulunasaika", "First Princess Lulunasaika", "第一皇女 ルルナサイカ", points=6),
    _princess("laolily", "Second Princess Laolily", "第二皇女 ラオリリ", effect="laolily",
              text="When you back her, gain up to 5 Court Maids."),
    _princess("klamklam", "Southern Seas Market Princess Klamklam", "南海の市姫 クラムクラム",
              text="Cards you buy cost 1 less (not below 1)."),
    _princess("bergamotte", "Erudite Princess Bergamotte", "大方博雅の姫 ベルガモット",
              text="Once in each of your main phases: discard a card from your hand to put an Action card from your discard pile into your hand."),
    _princess("flammaria", "Princess General Flammaria", "姫将軍 フラマリア", effect="flammaria",
              text="When you back her, put up to 2 market cards costing up to 5 on top of your deck in any order."),
    _princess("rain_and_sion", "Twin Princesses Rain & Sion", "双子の姫 レイン＆シオン", effect="rain_and_sion",
              text="When you back them, count the cards you own: 22-24 gives 2 twin counters, 25 or more gives 3. Remove a twin counter: take an extra turn after this one (not from an extra turn)."),
]

CARDS = {card.id: card for card in CARD_LIST}

BASIC_MARKET = {"city": 30, "large_city": 20, "farming_village": 16, "court_maid": 12, "senator": 12, "duke": 12}
JUDGEMENT_PILES = ("duke", "senator", "court_maid")
COPIES_PER_COMMON = 5
RARES = ("imperial_capital", "emperor_crown")
PRINCESSES = tuple(c.id for c in CARD_LIST if c.kind == "princess")
MAID_VARIANTS = tuple(c.id for c in CARD_LIST if c.pile == "attending_maid")
# The 31 common kinds a market is chosen from; the five Attending Maids are one.
COMMON_PILES = tuple(dict.fromkeys(c.pile for c in CARD_LIST if c.kind == "common"))
FARMING_VILLAGES = frozenset({"farming_village", "orchard"})  # Orchard counts as one


def pile_cards(pile: str) -> list:
    """The cards of a common pile as they go into the supply."""
    if pile == "attending_maid":
        return list(MAID_VARIANTS)
    return [pile] * COPIES_PER_COMMON


def _check(cards) -> None:
    for card in cards:
        where = f"card {card.id!r}"
        if not card.types or not card.types <= MAIN_TYPES:
            raise CardDataError(f"{where}: unknown main type in {sorted(card.types)}")
        if not card.subtypes <= SUB_TYPES:
            raise CardDataError(f"{where}: unknown sub type in {sorted(card.subtypes)}")
        if card.cost < 0 or card.coins < 0 or card.draw < 0:
            raise CardDataError(f"{where}: cost, coins and draw must not be negative")
        if card.links is not None and not card.playable:
            raise CardDataError(f"{where}: has links but is neither Action nor Territory")
    if len(COMMON_PILES) != 31:
        raise CardDataError(f"the base set has 31 common piles, the table has {len(COMMON_PILES)}")


_check(CARD_LIST)
