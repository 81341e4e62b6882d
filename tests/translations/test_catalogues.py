"""The .ts files: complete, consistent with the data, the tables and the sources."""
from __future__ import annotations

import ast
import importlib
import json
import re
import unicodedata

import pytest

from engine.games.heart_of_crown.cards import CARD_LIST
from tests.translations.helpers import FACTS, GAME, LANGUAGES, ROOT, RULES, games, messages, translations
from tools import extract_data_strings, update_translations

FIELD = re.compile(r"\{(\w*)\}")


@pytest.fixture(scope="module", params=LANGUAGES)
def lang(request):
    return request.param


@pytest.fixture(scope="module")
def ts(lang):
    return translations(lang)


def test_no_unfinished_or_empty_translation(lang):
    bad = []
    for (context, source), message in messages(lang).items():
        element = message.find("translation")
        forms = [] if element is None else [n.text for n in element.iter("numerusform")] or [element.text]
        if element is None or element.get("type") or not all(f and f.strip() for f in forms):
            bad.append(f"[{context}] {source}")
    assert not bad, f"{len(bad)} unfinished in kotatsu_{lang}.ts: {bad[:10]}"


def test_every_card_name_and_text_is_translated(ts):
    missing = [c.name for c in CARD_LIST if not ts.get((GAME, c.name))]
    missing += [c.text for c in CARD_LIST if c.text and not ts.get((GAME, c.text))]
    assert not missing


def test_every_glossary_term_is_translated_as_the_glossary_says(ts, lang):
    from desktop.shell.games import playable_specs
    tables = {spec.id for spec in playable_specs()}
    checked = 0
    for row in extract_data_strings.read_glossary():
        game = row.get("game") or GAME
        if game not in tables:      # a game whose table is still to come has no strings yet
            continue
        assert ts.get((game, row["en"])) == row[lang], row["en"]
        checked += 1
    assert checked > 100


def test_translations_keep_the_format_fields(ts):
    for (context, source), text in ts.items():
        assert sorted(FIELD.findall(text)) == sorted(FIELD.findall(source)), (source, text)


def test_no_two_cards_share_a_name(ts, lang):
    names = [ts[(GAME, c.name)] for c in CARD_LIST]
    assert len(set(names)) == len(names)


def official_names(path) -> list[str]:
    """Every card name of a facts file (the cards of a shared pile such as the
    Attending Maids, not the pile)."""
    def leaves(entry):
        return [name for card in entry["cards"] for name in leaves(card)] if "cards" in entry else [entry["name"]]
    return [name for group in json.loads(path.read_text(encoding="utf-8")).values()
            for entry in group for name in leaves(entry)]


def official_name_of_each_card(game: str) -> dict[str, str] | None:
    """card id -> its official Japanese name from the game's facts file
    (shared/research/data/<game>*_facts.json); None without one. A card finds
    its entry through its source_name compared up to character width (NFKC),
    so a half-width & in the card table still finds レイン＆シオン."""
    found = sorted(FACTS.glob(f"{game}*_facts.json"))
    if not found:
        return None
    official = [name for path in found for name in official_names(path)]
    by_width = {unicodedata.normalize("NFKC", name): name for name in official}
    assert len(by_width) == len(official), "two official names differ only in width"
    cards = importlib.import_module(f"engine.games.{game}.cards").CARD_LIST
    unknown = [c.source_name for c in cards if unicodedata.normalize("NFKC", c.source_name) not in by_width]
    assert not unknown, f"cards the facts file does not name: {unknown}"
    names = {c.id: by_width[unicodedata.normalize("NFKC", c.source_name)] for c in cards}
    assert sorted(names.values()) == sorted(official), "a card of the facts file is missing, or named twice"
    return names


def japanese_name_mismatches(game: str, ja: dict) -> dict[str, tuple[str, str]]:
    """card id -> (our Japanese name, the official one) where they differ."""
    cards = importlib.import_module(f"engine.games.{game}.cards").CARD_LIST
    official = official_name_of_each_card(game)
    return {c.id: (ja.get((game, c.name)), official[c.id]) for c in cards if ja.get((game, c.name)) != official[c.id]}


@pytest.mark.parametrize("game", games())
def test_japanese_card_names_are_the_official_names(game):
    """Each card's Japanese name is, character for character, the name in the
    facts file, which follows the official card list (not the project's own
    card table): 双子の姫 レイン＆シオン with the full-width ＆."""
    if official_name_of_each_card(game) is None:
        pytest.skip(f"no facts file for {game} in {FACTS}")
    assert not japanese_name_mismatches(game, translations("ja"))


def test_a_card_name_of_another_width_is_caught():
    if official_name_of_each_card(GAME) is None:
        pytest.skip(f"no facts file in {FACTS}")
    planted = dict(translations("ja"))
    planted[(GAME, "Twin Princesses Rain & Sion")] = "双子の姫 レイン&シオン"      # half-width &
    planted[(GAME, "General Store")] = "万屋"
    assert japanese_name_mismatches(GAME, planted) == {
        "rain_and_sion": ("双子の姫 レイン&シオン", "双子の姫 レイン＆シオン"),
        "general_store": ("万屋", "よろず屋")}


# Conversion slips of the zh-Hant rules text that no glossary term carries.
CARD_NAME_SLIPS = {"許願": "許愿"}     # Wishing Well: the rules write 許愿池


def _rules_slips() -> dict[str, str]:
    """Our Traditional form -> the rules text's slip, from the glossary's
    source column and CARD_NAME_SLIPS."""
    slips = dict(CARD_NAME_SLIPS)
    for row in extract_data_strings.read_glossary(game=GAME):
        for ours, theirs in re.findall(r"zh-Hant: (\S+) for the rules' conversion slip (\S+)", row["source"]):
            assert ours in row["zh_Hant"], row["key"]
            slips[ours] = theirs.rstrip(";")
    return slips


def test_the_glossary_records_the_rules_slips_we_fix():
    assert {"捨棄": "舍棄", "女僕": "女仆"}.items() <= _rules_slips().items()


@pytest.mark.parametrize("lang, rules_file", [("zh_Hans", "heart_of_crown_2e.rules.zh-Hans.txt"),
                                              ("zh_Hant", "heart_of_crown_2e.rules.zh-Hant.txt")])
def test_chinese_names_and_terms_come_from_the_rules_text(lang, rules_file):
    """Every card the rules text names uses the rules' name; so do the terms."""
    path = RULES / rules_file
    if not path.exists():
        pytest.skip(f"{path} is not here")
    rules = path.read_text(encoding="utf-8")
    ts = translations(lang)
    from_rules = ["farming_village", "orchard", "city", "large_city", "apprentice_maid", "court_maid",
                  "senator", "duke", "curse", "donation", "scout", "wishing_well", "fast_horse",
                  "buried_treasure", "urban_development", "stargazing_witch", "general_store",
                  "maid_sharifa", "maid_petit", "maid_honoka", "maid_minnyan", "maid_lily", "library",
                  "supply_unit", "infantry_battalion", "royal_demesne", "curse_witch", "adventurer",
                  "charm_witch", "alchemist", "margrave", "imperial_capital", "emperor_crown",
                  "lulunasaika", "laolily", "klamklam", "bergamotte", "rain_and_sion"]
    # Where the zh-Hant rules text has a plain conversion slip (a Simplified
    # form left in, e.g. 舍棄, 女仆, 許愿池) we write the Traditional form; the
    # glossary's source column records each ("zh-Hant: 捨棄 for the rules'
    # conversion slip 舍棄"). Undoing our fixes must give the rules' words.
    slips = _rules_slips() if lang == "zh_Hant" else {}

    def as_in_rules(text):
        for ours, theirs in slips.items():
            text = text.replace(ours, theirs)
        return text
    cards = {c.id: c for c in CARD_LIST}
    absent = [ts[(GAME, cards[i].name)] for i in from_rules if as_in_rules(ts[(GAME, cards[i].name)]) not in rules]
    assert not absent, f"not in {rules_file}: {absent}"
    terms = [row["en"] for row in extract_data_strings.read_glossary(game=GAME)
             if row["source"].startswith("zh: rules")]
    absent = [ts[(GAME, t)] for t in terms if as_in_rules(ts[(GAME, t)]) not in rules]
    assert not absent, f"glossary terms not in {rules_file}: {absent}"


def test_stub_is_what_the_extractor_writes():
    expected = extract_data_strings.render(extract_data_strings.collect())
    assert extract_data_strings.STUB.read_text(encoding="utf-8") == expected, \
        "run python tools/update_translations.py"


def _stub_strings():
    tree = ast.parse(extract_data_strings.STUB.read_text(encoding="utf-8"))
    return [(call.args[0].value, call.args[1].value) for call in ast.walk(tree)
            if isinstance(call, ast.Call) and getattr(call.func, "id", "") == "QT_TRANSLATE_NOOP"]


def test_ts_files_hold_every_stub_string_translated(ts):
    strings = _stub_strings()
    assert len(strings) > 200
    assert not [s for s in strings if not ts.get(s)]


def test_ts_files_agree_with_the_checked_in_tables(ts, lang):
    table = update_translations.load_table()
    differ = [(key, ts[key], entry[lang]) for key, entry in table.items()
              if key in ts and ts[key] != entry[lang]]
    assert not differ, "edit translations/*.tsv, then run tools/update_translations.py"


def _engine_literals(pattern):
    found = set()
    for path in (ROOT / "engine" / "games" / "heart_of_crown").glob("*.py"):
        found |= set(re.findall(pattern, path.read_text(encoding="utf-8")))
    return found


def test_every_decision_kind_has_a_prompt():
    from desktop.games.heart_of_crown.strings import PROMPTS
    kinds = _engine_literals(r"\bask\(\s*[^,()]+,\s*\"(\w+)\"") | _engine_literals(r"_hand_attack\(.*\"(\w+)\"\)")
    assert kinds and not kinds - set(PROMPTS)


def test_every_event_type_has_a_log_line():
    from desktop.games.heart_of_crown.strings import LOG_LINES
    types = _engine_literals(r"\bemit\(\s*\"(\w+)\"")
    assert types and not types - {key.partition(":")[0] for key in LOG_LINES}
