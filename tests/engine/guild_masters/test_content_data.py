"""The authored content in engine/games/guild_masters/data: it loads, every
record says where it comes from, the rulebook's counts hold, every term of the
rulebook's glossary is used by some card, and the cards the FAQ and the
receptionist notes name are there with the effects those passages describe."""
from collections import Counter

import pytest

from engine.boards.hex import DIRECTIONS, Hex
from engine.games.guild_masters.content import DATA, load

SOURCES = {"rulebook", "faq", "original"}


@pytest.fixture(scope="module")
def content():
    return load(DATA)


def cards(content):
    return list(content.events.values()) + list(content.regalia.values())


def effects_of(card):
    """Every effect a card can resolve: play, triggers, special action."""
    found = list(card.play)
    for trigger in card.triggers:
        found += trigger.effects
    if card.special:
        found += card.special.effects
    return found


def conditions_of(card):
    return [c for alternative in card.condition for c in alternative]


def dealt(content):
    return [e for e in content.events.values() if e.deck != "receptionist"]


def test_the_data_loads_with_enough_cards(content):
    assert len(dealt(content)) >= 90
    assert sum(e.copies for e in dealt(content)) >= 120
    assert len(content.regalia) >= 16
    assert all(e.deck == "basic" for e in dealt(content))
    assert all(r.deck == "basic" for r in content.regalia.values())
    # the receptionists' own events (受付嬢専用イベントカード ×2), never dealt
    own = {e.id: e.name_ja for e in content.events.values() if e.deck == "receptionist"}
    assert own == {"skadi_mercenaries": "スカジ傭兵団", "saints_remnant": "聖女の残滓"}
    assert all(content.events[i].copies == 1 for i in own)


def test_every_record_says_where_it_comes_from(content):
    records = (cards(content) + list(content.tiles.values()) + list(content.bosses.values())
               + list(content.maps.values()) + list(content.receptionists.values())
               + content.board.potion_spaces + content.board.seasons + content.board.affinities
               + content.board.treasures)
    assert records and all(r.source in SOURCES for r in records)
    # something of each kind: the rulebook's facts, the FAQ's cards, our own
    assert {r.source for r in cards(content)} == SOURCES


def test_the_tiles_have_the_rulebook_faces(content):
    faces = Counter()
    for tile in (t for t in content.tiles.values() if not t.white):    # メリッサ裏's 6 stay in the box
        faces["abyss" if tile.face == "abyss" else tile.stars] += tile.copies
    assert faces == {0: 4, 1: 18, 2: 20, 3: 4, "abyss": 10}
    assert sum(faces.values()) == 56
    assert sum(t.copies for t in content.tiles.values() if t.white) == 6
    # junk is the only tag a labyrinth tile shows
    assert {t for tile in content.tiles.values() for t in tile.tags} == {"junk"}
    assert sorted(b.back for b in content.bosses.values()) == [2, 3]
    assert content.board.blank_tiles == 15


def test_rewards_grow_with_the_stars(content):
    """An explore of more stars costs more: its tile is worth at least as much fame."""
    best = {}
    for tile in content.tiles.values():
        if tile.face == "stars":
            best.setdefault(tile.stars, []).append(tile.fame)
    assert max(best[0]) <= min(best[2]) and max(best[1]) <= min(best[3])
    assert all(tile.reward or tile.fame or tile.face == "abyss" for tile in content.tiles.values())


def test_the_hex_map_is_radius_three_round_the_boss(content):
    side = content.maps["hex"]
    assert side.players == (2, 4)
    cells = {Hex(*a.cell): a for a in side.areas}
    centre = Hex(0, 0)
    assert set(cells) == {c for r in range(4) for c in centre.ring(r)}
    assert [a.cell for a in side.areas if a.boss] == [(0, 0)] and cells[centre].boss == 3
    assert len([a for a in side.areas if not a.boss]) == 36
    face_up = [Hex(*a.cell) for a in side.areas if a.face_up]
    assert len(face_up) == 6 and not cells[centre].face_up
    outer = [c for c in cells if sum(n in cells for n in c.neighbours()) < 6]
    assert sorted(outer) == sorted(centre.ring(3))
    # fame grows towards the boss, corners aside; 迷宮昇降機の発見 needs fame-2 areas off the outer ring
    corners = {centre + d * r for d in DIRECTIONS for r in (2, 3)}
    for cell, area in cells.items():
        if not area.boss:
            expected = {1: 4, 2: 3, 3: 1}[cell.distance(centre)]
            assert area.fame == (2 if cell in corners else expected), cell
    assert [c for c in face_up if cells[c].fame == 2] == face_up
    assert any(cells[c].fame == 2 and c not in outer for c in cells)


def test_the_board_follows_the_rulebook(content):
    spaces = {s.slot: s for s in content.board.potion_spaces}
    assert spaces[1].effects[0].op == "gain" and spaces[1].effects[0].resource == "gold"
    assert spaces[1].effects[0].n == 8 and spaces[1].blocked_at == [2]
    assert spaces[2].effects[0].resource == "power" and spaces[2].effects[0].n == 2
    assert spaces[2].blocked_at == [2, 3]
    assert all(1 <= s.potions <= 3 for s in spaces.values())
    assert {s.season for s in content.board.seasons} == {"winter", "spring", "summer", "autumn"}
    slots = {s.slot: s for s in content.board.affinities}
    assert (slots[1].price.gold, slots[2].price.power, slots[3].price.potion) == (20, 3, 2)
    assert [(c.what, c.n) for c in slots[4].condition] == [("areas", 3)]
    assert [(c.what, c.n) for c in slots[5].condition] == [("events", 8)]
    fames = sorted(t.fame for t in content.board.treasures)
    assert fames == [1, 2, 2, 2, 3]
    assert any(set(t.tags) == {"life", "trade", "junk"} for t in content.board.treasures)


# ---------------------------------------------------------------- the glossary, all used

GLOSSARY_CONDITIONS = [("tag", "life"), ("tag", "trade"), ("tag", "junk"), ("tag", "person"),
                       ("affinity", None), ("tiles", None), ("abyss_tiles", None),
                       ("civilisation", None), ("production", "gold"), ("production", "power"),
                       ("events", None), ("untagged_events", None), ("regalia", None),
                       ("areas", None), ("bases", None)]


@pytest.mark.parametrize("what, detail", GLOSSARY_CONDITIONS)
def test_every_play_condition_of_the_glossary_is_used(content, what, detail):
    used = {(c.what, c.tag or c.resource) for card in cards(content) for c in conditions_of(card)}
    assert (what, detail) in used


def test_the_civilisation_condition_is_the_glossarys_five(content):
    civ = {c.n for card in cards(content) for c in conditions_of(card) if c.what == "civilisation"}
    assert civ == {5}


def test_some_card_has_alternative_conditions(content):
    assert any(len(card.condition) >= 2 for card in cards(content))


@pytest.mark.parametrize("kind", ["gold_production", "potions", "tiles"])
def test_every_extra_cost_is_used(content, kind):
    assert any(x.kind == kind for card in cards(content) for x in card.cost.extra)


ICONS = [("gain", "gold"), ("gain", "power"), ("gain", "potion"), ("produce", "gold"),
         ("produce", "power"), ("produce", "potion"), ("draw", None), ("civilisation", None),
         ("treasure", None), ("base", None), ("free_play", None)]
SPECIAL_EFFECTS = ["purify", "blank_tile", "unlock_affinity", "adventurer_on_card", "flip_self",
                   "flip_card", "extra_turn"]


@pytest.mark.parametrize("op, resource", ICONS + [(op, None) for op in SPECIAL_EFFECTS])
def test_every_icon_and_special_effect_is_used(content, op, resource):
    used = {(e.op, e.resource) for card in cards(content) for e in effects_of(card)}
    assert (op, resource) in used


def test_power_pays_gold_costs_on_some_cards(content):
    assert sum(card.cost.power_pays for card in cards(content)) >= 20


def test_adventurers_on_a_card_score(content):
    holders = [e for e in content.events.values() if any(x.op == "adventurer_on_card" for x in e.play)]
    assert holders and all(any(x.per == "adventurers_on_card" for x in e.end) for e in holders)


def test_negative_fame_that_a_condition_turns_around(content):
    turned = [e for e in content.events.values()
              if any(x.op == "fame_unless" and x.n < 0 and x.condition for x in e.end)]
    assert len(turned) >= 3
    assert all(e.fame >= 0 for e in turned)     # CONTENT.md: printed 0, the loss in the end effect


def test_special_actions_and_permanent_effects_exist(content):
    events = content.events.values()
    assert sum(e.special is not None for e in events) >= 4
    assert {t.on for e in events for t in e.triggers} >= {"tag_gained", "event_played",
                                                         "tile_discarded", "explored"}
    assert any(e.discounts for e in events) and any(e.modifiers for e in events)
    assert {x.op for e in cards(content) for x in e.end} == {"fame_per", "fame_if", "fame_unless",
                                                             "extra_turn"}


def test_every_tag_appears_on_cards_and_some_cards_have_none(content):
    tags = Counter(t for e in content.events.values() for t in e.tags)
    assert set(tags) == {"life", "trade", "junk", "person"}
    assert tags["person"] < tags["life"] and tags["junk"] < tags["trade"]   # the tag table: rarer ones
    assert sum(not e.tags for e in content.events.values()) >= 10
    assert any(len(e.tags) == 2 and e.tags[0] == e.tags[1] for e in content.events.values())


# ---------------------------------------------------------------- named cards

def op_in(card, op, **fields):
    return any(e.op == op and all(getattr(e, k) == v for k, v in fields.items())
               for e in effects_of(card))


def test_the_cards_the_faq_names_follow_its_answers(content):
    ev = content.events
    faq = {"transport_guild": "運送ギルドとの提携", "wyvern_couriers": "飛竜印の運送屋さん",
           "labyrinth_elevator": "迷宮昇降機の発見", "shadowmans": "シャドウマンズ",
           "grand_purification": "極大浄化魔法の儀式", "flying_trio": "空飛ぶ三馬鹿",
           "devils_quill": "悪魔の羽根ペン", "crimson_castle": "深紅の甲殻城",
           "bringfeather": "ブリングフェザー", "archmage_whim": "大魔導の気まぐれ"}
    for card_id, name_ja in faq.items():
        assert ev[card_id].name_ja == name_ja and ev[card_id].source == "faq"
    assert ev["transport_guild"].special and op_in(ev["transport_guild"], "play_event", count=2)
    # three actions besides its own in the finish phase (L334): three extra turns from a special action
    assert op_in(ev["wyvern_couriers"], "extra_turn", n=3) and ev["wyvern_couriers"].special
    assert op_in(ev["labyrinth_elevator"], "explore", where="unclaimed", area_fame=2)
    assert op_in(ev["shadowmans"], "explore", may_discard_tile=True)
    ops = [e.op for e in ev["grand_purification"].play]
    assert "take_tile" in ops and "explore" not in ops        # no explore: miasma never drops
    assert "abyss_as_blank" in ev["flying_trio"].modifiers
    assert op_in(ev["devils_quill"], "copy_play")
    assert op_in(ev["crimson_castle"], "reveal_area")
    assert [x.op for x in ev["bringfeather"].end] == ["extra_turn"]
    assert [t.on for t in ev["archmage_whim"].triggers] == ["tile_discarded"]


def test_the_cards_the_receptionist_notes_name(content):
    ev = content.events
    truck = ev["truck_wreck"]
    assert truck.name_ja == "4tトラックの残骸" and truck.cost.gold <= 14   # シュリ裏 can play it
    assert [(c.what, c.n) for c in conditions_of(truck)] == [("tiles", 1)]
    assert [x.kind for x in ev["guild_branch_office"].cost.extra] == ["tiles"]       # シフ裏
    assert op_in(ev["mana_network"], "produce", resource="gold", n=2)                # ピエリア裏
    assert [t.on for t in ev["point_card"].triggers] == ["event_played"]             # マカロン表
    assert ev["goblin_cave"].name_ja == "ゴブリンの洞窟" and op_in(ev["goblin_cave"], "produce")
    assert ev["dragonfall_maiden"].name_ja == "竜墜乙女"
    assert ev["behemoth_awakening"].name_ja == "巨獣ベヒモスの覚醒"
    assert op_in(ev["behemoth_awakening"], "unbase_or_flip_self")             # ヴィー表's note
    assert any(x.per == "star_tiles" and x.stars for x in ev["dragonfall_maiden"].end)   # アヤカ裏's note
    for card_id in ("truck_wreck", "guild_branch_office", "mana_network", "point_card", "goblin_cave",
                    "dragonfall_maiden", "behemoth_awakening"):
        assert ev[card_id].source == "rulebook"


# ---------------------------------------------------------------- receptionists

NAMED = {"ayaka": "アヤカ", "seren": "セレン", "olivia": "オリビア", "skadi": "スカジ", "macaron": "マカロン",
         "shuri": "シュリ", "bell": "ベル", "chris": "クリス", "melissa": "メリッサ", "el": "エル",
         "vee": "ヴィー", "sif": "シフ", "frieda": "フリーダ", "horn": "ホルン", "pieria": "ピエリア"}


def test_every_receptionist_the_rulebook_describes_is_there(content):
    people = content.receptionists
    assert {k: r.name_ja for k, r in people.items() if k in NAMED} == NAMED
    assert sum(r.deck == "basic" for r in people.values()) == 7      # 7 basic encounter cards
    for person in people.values():
        for face in (person.front, person.back):
            assert [c.rank for c in face.ranks] == [1, 2, 3]
            assert face.ranks[2].fame > 0 and face.ranks[0].fame == 0 == face.ranks[1].fame
            assert all(card.text for card in face.ranks)
            assert not face.ranks[0].rank_up      # a rank-up effect belongs to ranks 2 and 3


def special_ops(card, op):
    return [e for e in (card.special.effects if card.special else []) if e.op == op]


def test_the_faces_the_notes_fix(content):
    r = content.receptionists
    every = lambda face, check: all(check(card) for card in face.ranks)   # noqa: E731
    assert every(r["skadi"].front, lambda c: "power_as_gold" in c.modifiers)
    assert every(r["melissa"].front, lambda c: [t.on for t in c.triggers] == ["events_multiple"]
                 and c.triggers[0].n == 4)
    assert every(r["melissa"].back, lambda c: "abyss_as_blank" in c.modifiers)
    assert r["melissa"].back.first_turn                                  # 最初の手番開始時
    assert r["seren"].front.first_turn and r["seren"].front.ranks[0].discounts
    assert every(r["frieda"].front, lambda c: special_ops(c, "draw_up_to")
                 and special_ops(c, "draw_up_to")[0].gold_each == 2)
    assert every(r["el"].back, lambda c: "turn_before_start" in c.modifiers)
    assert every(r["horn"].back, lambda c: "potion_tile_swap" in c.modifiers)
    assert every(r["shuri"].back, lambda c: c.special.price.tiles == 1 and special_ops(c, "play_event")[0]
                 .no_gold_cost and special_ops(c, "play_event")[0].max_cost == 14)
    assert every(r["sif"].back, lambda c: special_ops(c, "play_event")[0].discount_per_tile == 3)
    assert every(r["vee"].front, lambda c: special_ops(c, "play_event")[0].double)
    assert every(r["pieria"].back, lambda c: special_ops(c, "play_event")[0].production_times == 2)
    hidden = {k: [e for e in r[k].front.initial if e.op == "private_deck"] for k in ("shuri", "bell", "chris")}
    assert all(hidden.values())
    assert not hidden["shuri"][0].visible and not hidden["bell"][0].visible and hidden["chris"][0].visible
    assert [e.op for e in r["macaron"].front.ranks[2].rank_up] == ["flip_face_up"]
    assert r["macaron"].front.ranks[2].rank_up[0].n == 2
    gains = lambda face: [(e.op, e.card) for e in face.initial]   # noqa: E731
    assert gains(r["skadi"].back) == [("gain_card", "skadi_mercenaries")]
    assert gains(r["macaron"].front) == [("gain_card", "saints_remnant")]
    assert [e.op for e in r["olivia"].back.initial] == ["gain_adventurer"]
    assert {e.chip for e in r["ayaka"].front.initial} == {"wisdom"}
    assert {e.chip for e in r["ayaka"].back.initial} == {"flash"}
    assert all(e.n == 3 for e in r["ayaka"].front.initial + r["ayaka"].back.initial)


# ---------------------------------------------------------------- translations

def _table(name):
    import csv
    from pathlib import Path
    path = Path(__file__).resolve().parents[3] / "translations" / name
    with open(path, encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))


def test_every_name_and_text_has_its_translations(content):
    rows = {row["en"]: row for row in _table("data_translations.tsv") if row["context"] == "guild_masters"}
    named = cards(content) + list(content.receptionists.values())
    texts = [c.text for c in cards(content)] + [rank.text for r in content.receptionists.values()
                                               for face in (r.front, r.back) for rank in face.ranks]
    missing = [x.name for x in named if x.name not in rows] + [t for t in texts if t and t not in rows]
    assert not missing
    for x in named:
        assert rows[x.name]["ja"] == x.name_ja        # the Japanese name is the data's
    for row in rows.values():
        assert row["ja"] and row["zh_Hans"] and row["zh_Hant"]
    # no two cards share a name in any language
    for lang in ("en", "ja", "zh_Hans", "zh_Hant"):
        names = [rows[c.name][lang] for c in cards(content)]
        assert len(set(names)) == len(names), lang


def test_the_rulebooks_terms_are_in_the_glossary():
    terms = {row["ja"]: row for row in _table("glossary.tsv") if row["key"].startswith("gm_")}
    for term in ("探索", "建設", "発展", "好感度", "拠点", "支配エリア", "瘴気", "文明", "名声", "秘薬",
                 "受付嬢", "レガリア", "奈落の穴", "迷宮タイル", "生活", "商売", "ジャンク", "人物"):
        assert term in terms, term
        assert terms[term]["zh_Hans"] and terms[term]["zh_Hant"] and terms[term]["source"].startswith("ja: rulebook")
