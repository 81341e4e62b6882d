"""Heart of Crown's rules reference as data: every rule of the rules text has
its section, every FAQ answer its own, naming its card in every language.
(The bar every game's reference meets is tests/desktop/games/test_reference_all.py.)"""
import csv
from pathlib import Path

from desktop.games.heart_of_crown.reference import REFERENCE
from desktop.base.reference_data import LANGUAGE_CODES, load_reference, plain_text
from engine.games.heart_of_crown.cards import CARDS
from tools import script_forms

ROOT = Path(__file__).resolve().parents[4]
RULES = ROOT.parent / "shared" / "rules" / "heart_of_crown_2e.rules.zh-Hans.txt"
TRANSLATIONS = ROOT / "translations"
REFERENCE_DATA = load_reference(REFERENCE)
SECTIONS = REFERENCE_DATA.sections

# What the issue asks a player can jump to: overview, setup, a turn, each phase,
# scoring, the end; with the cards, the legend and the variants the app has.
REQUIRED = ("overview", "components", "terms", "legend", "setup", "turn", "main-phase", "links", "recall",
            "second-phase", "buying", "backing", "setting", "cleanup", "keep", "scoring", "the-end",
            "coronation", "sudden-death", "judgement", "stalemate", "card-effects", "variants", "table", "faq")


def texts(section, code):
    """A section's title and body as the reader sees them in ``code``."""
    return plain_text(REFERENCE_DATA, section.title.get(code) + "\n" + section.body.get(code), code)


def test_every_part_of_the_rules_a_player_jumps_to_is_there():
    ids = [s.id for s in SECTIONS]
    assert set(REQUIRED) <= set(ids)
    assert ids[0] == "overview"
    assert {s.parent for s in SECTIONS if s.id.startswith("faq-")} == {"faq"}


def test_a_planted_slip_in_a_reference_is_caught(tmp_path):
    planted = tmp_path / "reference.toml"
    planted.write_text(REFERENCE.read_text(encoding="utf-8").replace("見習女僕", "見習女仆", 1), encoding="utf-8")
    found = script_forms.catalogue_problems(tmp_path, (), (planted,))
    assert found and all("reference.toml zh_Hant" in line for line in found)
    assert any("女仆" in line and "女僕" in line for line in found)


def _card_names() -> dict:
    """English card name -> {language: name}, from the translation table."""
    names = {}
    with open(TRANSLATIONS / "data_translations.tsv", encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE):
            if row["context"] == "heart_of_crown":
                names[row["en"]] = row
    return names


def test_each_faq_answer_is_its_own_section_and_names_its_card():
    """The rules text has 24 questions; each is one section, tied to the cards
    it is about and naming one of them, in every language."""
    rules = RULES.read_text(encoding="utf-8")
    faq = [s for s in SECTIONS if s.parent == "faq"]
    assert len(faq) == rules.split("\nFAQ\n", 1)[1].count("Q：") == 24
    names = _card_names()
    for section in faq:
        assert section.cards and set(section.cards) <= set(CARDS), section.id
        for code in LANGUAGE_CODES:
            body = texts(section, code)
            assert body.count("Q") >= 1 and ("A：" in body or "A:" in body), (section.id, code)
            wanted = [CARDS[c].name if code == "en" else names[CARDS[c].name][code] for c in section.cards]
            assert any(name in body for name in wanted) or section.id == "faq-attending-maid", (section.id, code)
    attending = REFERENCE_DATA.section("faq-attending-maid")
    for card in attending.cards:                     # the five maids, each named by her own name
        assert CARDS[card].name.split()[-1] in attending.body.en
