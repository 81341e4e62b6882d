"""Guards on the character forms and quote marks of the translations.

A native reader notices a wrong character form or quote mark before a wrong
word. This flags, in every message of every context of translations/*.ts, in
every translation column of translations/*.tsv, in every title and body
of the games' rules references (desktop/games/*/reference.toml) and in every
Gensokyo card's rules texts (engine/games/gensokyo/data/cards.toml):

* 繁體中文 (zh_Hant): any form that OpenCC's Simplified → Traditional (Taiwan,
  with Taiwan phrases: ``s2twp``) conversion would change. The text is first
  taken to Simplified (``t2s``), so a Simplified form left inside a
  Traditional word is caught too: 舍棄 passes ``s2twp`` unchanged (舍 is also a
  Traditional character), but comes back as 捨棄. Also Japanese-only forms
  (a shinjitai outside Big5, e.g. 継 for 繼), kana, and “ ” ‘ ’ quotes
  (Taiwan and Hong Kong write 「」 and 『』).
* 简体中文 (zh_Hans): Traditional forms (``t2s`` would change them),
  Japanese-only forms (a shinjitai outside GB 2312), kana, 「」『』 quotes
  (mainland horizontal text writes “” and ‘’) and a 顿号 between quoted items
  (GB/T 15834: “甲”“乙”, not “甲”、“乙”).
* 日本語 (ja): “ ” ‘ ’ quotes (「」 and 『』), 〜 U+301C (the catalogue writes
  ～ U+FF5E), and kanji outside JIS X 0208 as Windows encodes it (cp932):
  a Chinese form such as 继 or 戏.

A word the conversion would change but that is right as written goes into
EXCEPTIONS with the reason; it is then left as it is wherever it occurs.

    python tools/script_forms.py    # list every problem; exit 1 if there is one

Needs OpenCC (``pip install -e .[translations]``), which ships its dictionaries.
"""
from __future__ import annotations

import csv
import difflib
import functools
import re
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
TABLES = (TRANSLATIONS / "glossary.tsv", TRANSLATIONS / "data_translations.tsv")
LANGUAGES = ("ja", "zh_Hans", "zh_Hant")
REFERENCES = tuple(sorted((ROOT / "desktop" / "games").glob("*/reference.toml")))

# Words that the conversion would change but that are right as written, with
# the reason. Reviewed by a reader of the language; add one only with its reason.
EXCEPTIONS: dict[str, dict[str, str]] = {
    "zh_Hant": {
        "一台": "台 is the everyday Taiwan form of the measure word (一台電腦), which 教育部 accepts beside 臺",
        "回合": "turn, the rules' term; OpenCC splits 本回合中 as 本回|合中 and writes 閤",
        "裡": "the Taiwan standard form of 里 'inside' (卡裡); t2s folds it into 里, which s2twp leaves",
        "迴避": "the Taiwan standard form (教育部國語辭典); t2s folds 迴 into 回, which s2twp leaves",
        "只能": "只 'only' is right; OpenCC reads 最多只能 as 多隻 (the measure word)",
        "煉金": "煉 is Traditional in its own right (Simplified 炼); the rules' card name 煉金術師; "
                "s2twp prefers the variant 鍊金",
        "設置": "the rules' term for setting succession cards (設置繼承權卡); s2twp's 設定 is a software word",
        "連接": "the rules' term for the link symbol (連接符號); s2twp's 連線 is a networking word",
        "查看": "a plain Traditional word for 'look at'; s2twp's 檢視 is a software word",
        "菜單": "a tavern's bill of fare (酒館的新菜單); s2twp's 選單 is a software menu (issue 30 review)",
        "效果對象": "the target of an effect; s2twp's 物件 is a software object (issue 30 review)",
        "小野塚": "Komachi's surname as THBWiki keeps it (research/gensokyo_names.md CH20); OpenCC writes 冢",
        "二岩": "Mamizou's surname 二岩 (gensokyo_names.md); s2twp's 巖 is a variant no fan writes",
        "上樑": "the Taiwan form of the ridge-beam ceremony (gensokyo_names.md SP13); t2s folds it into 梁",
        "里之威嚴": "the Charisma card of the attribute 里 (village), which stays 里 (gensokyo_names.md §3.4)",
        "里屬性": "the attribute 里 (village) in a card's rules text, which stays 里 (gensokyo_names.md §3.2)",
        "里是沙色": "the legend's colour of the attribute 里 (village), which stays 里 (gensokyo_names.md §3.2)",
        "回歸": "the keyword 【帰還】 Return (gensokyo_names.md §3.1); s2twp's 迴歸 is the statistics word",
    },
    "zh_Hans": {
        "小野塚": "Komachi's surname as THBWiki keeps it (research/gensokyo_names.md CH20); t2s writes 冢",
        "洩矢": "Suwako's surname, a proper name THBWiki writes so (gensokyo_names.md CH33); t2s writes 泄",
    },
    "ja": {},
}

# Whole messages that are right as written, though a word-wide exception would
# hide real slips: the attribute 里 (village) is never 裡, but 卡裡 must stay checked.
WHOLE_MESSAGES: dict[str, dict[str, str]] = {
    "zh_Hant": {"里": "Gensokyo's attribute 里 (village, 人間之里), never 裡 (gensokyo_names.md §3.2)"},
}

_KANA = re.compile(r"[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]+")
_IDEOGRAPH = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
QUOTES = {
    "ja": (re.compile(r"[“”‘’]"), "「」『』, not “” ‘’"),
    "zh_Hant": (re.compile(r"[“”‘’]"), "「」『』, not “” ‘’"),
    "zh_Hans": (re.compile(r"[「」『』]"), "“” ‘’, not 「」『』"),
}


@functools.lru_cache(maxsize=None)
def spell_card_names() -> frozenset[str]:
    """Gensokyo's spell cards as 简体中文 names them: sign「name」 keeps its 「」, as
    THBWiki writes them (research/gensokyo_names.md, "Quotation marks in spell names")."""
    from engine.games.gensokyo.cards import CARDS, SPELLS
    # 鬼人正邪's support text (CH41) names her own spell card 逆转「阶级反转」.
    return frozenset(CARDS[card].names.zh_Hans for card in SPELLS) | {"「阶级反转」"}


# Regional character sets: a Japanese shinjitai outside them is no form of that region.
CHARSET = {"zh_Hans": "gb2312", "zh_Hant": "big5"}
# The placeholders that protect an exception from the conversion (Plane 15 private use).
_PLACEHOLDER = 0xF0000


@functools.lru_cache(maxsize=None)
def _converter(config: str):
    import opencc
    return opencc.OpenCC(config)


def _convert(text: str, configs: tuple[str, ...], exceptions) -> str:
    """text through the OpenCC configs, each exception word kept as written."""
    words = sorted(exceptions, key=len, reverse=True)
    for i, word in enumerate(words):
        text = text.replace(word, chr(_PLACEHOLDER + i))
    for config in configs:
        text = _converter(config).convert(text)
    for i, word in enumerate(words):
        text = text.replace(chr(_PLACEHOLDER + i), word)
    return text


def _changes(text: str, converted: str) -> list[str]:
    """'written → converted' for each changed span, one character of context each side."""
    found = []
    matcher = difflib.SequenceMatcher(None, text, converted, autojunk=False)
    for op, a, b, c, d in matcher.get_opcodes():
        if op != "equal":
            before = 1 if a else 0      # the character before is the same in both
            found.append(f"{text[a - before:b + 1]} → {converted[c - before:d + 1]}")
    return found


def _encodable(char: str, charset: str) -> bool:
    try:
        char.encode(charset)
        return True
    except UnicodeEncodeError:
        return False


def _japanese_only(char: str, code: str) -> bool:
    """A Japanese shinjitai (OpenCC's jp2t would change it) that the region's
    character set does not hold: 継, 歩, 図 are not Chinese forms."""
    return _converter("jp2t").convert(char) != char and not _encodable(char, CHARSET[code])


def problems(text: str, code: str) -> list[str]:
    """What a native reader of `code` would notice in the forms of `text`."""
    if code not in LANGUAGES or not text:
        return []
    found = []
    pattern, expected = QUOTES[code]
    quoted = text
    if code == "zh_Hans":                     # a spell card's name keeps its 「」 inside any text too
        for name in spell_card_names():
            quoted = quoted.replace(name, "")
    found += [f"quote mark {q}: write {expected}" for q in dict.fromkeys(pattern.findall(quoted))]
    exceptions = EXCEPTIONS.get(code, {})
    if text in WHOLE_MESSAGES.get(code, {}):
        exceptions = {**exceptions, text: WHOLE_MESSAGES[code][text]}
    if code == "ja":
        if "〜" in text:
            found.append("〜 (U+301C): write ～ (U+FF5E) as the rest of the catalogue")
        found += [f"{c}: not a Japanese form (outside JIS X 0208)"
                  for c in dict.fromkeys(_IDEOGRAPH.findall(text)) if not _encodable(c, "cp932")]
        return found
    found += [f"kana {k} in Chinese text" for k in dict.fromkeys(_KANA.findall(text))]
    found += [f"{c}: a Japanese-only form" for c in dict.fromkeys(_IDEOGRAPH.findall(text))
              if _japanese_only(c, code)]
    if code == "zh_Hant":
        converted = _convert(text, ("t2s", "s2twp"), exceptions)
        found += [f"{change} (OpenCC t2s → s2twp)" for change in _changes(text, converted)]
    else:
        converted = _convert(text, ("t2s",), exceptions)
        found += [f"{change}: a Traditional form (OpenCC t2s)" for change in _changes(text, converted)]
        if re.search(r"[”’]、[“‘]", text):
            found.append("顿号 between quoted items: GB/T 15834 writes “甲”“乙”")
    return found


def ts_messages(path: Path):
    """(context, source, translation) for every message of a .ts file, every
    plural form included; unfinished ones too (they will be shown once done)."""
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            element = message.find("translation")
            if element is None:
                continue
            forms = [n.text for n in element.iter("numerusform")] or [element.text]
            for text in forms:
                if text:
                    yield name, source, text


def table_messages(path: Path):
    """(language, context or key, English, translation) for every row of a table."""
    with open(path, encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE):
            for code in LANGUAGES:
                if row.get(code):
                    yield code, row.get("context") or row.get("key", ""), row["en"], row[code].replace("\\n", "\n")


def reference_messages(path: Path):
    """(language, section id and part, English, translation) for the title and
    the body of every section of a rules reference."""
    with open(path, "rb") as handle:
        sections = tomllib.load(handle).get("section", [])
    for section in sections:
        for part in ("title", "body"):
            texts = section.get(part, {})
            for code in LANGUAGES:
                if texts.get(code):
                    yield code, f"{section.get('id')}.{part}", texts.get("en", ""), texts[code]


def card_text_messages():
    """(language, card id and field, English, translation) for every rules
    text of every Gensokyo card."""
    from engine.games.gensokyo.cards import CARDS
    for card in CARDS.values():
        for field, text in card.texts().items():
            for code in LANGUAGES:
                yield code, f"{card.id}.{field}", text.en, text.in_language(code)


def catalogue_problems(ts_dir: Path = TRANSLATIONS, tables=TABLES, references=REFERENCES) -> list[str]:
    """Every problem of every message of every .ts file, table and rules
    reference, as lines."""
    lines = []
    for path in sorted(ts_dir.glob("kotatsu_*.ts")):
        code = path.stem.removeprefix("kotatsu_")
        for context, source, text in ts_messages(path):
            lines += [f"{path.name} [{context}] {source!r}: {p}" for p in problems(text, code)]
    for path in tables:
        for code, context, source, text in table_messages(path):
            lines += [f"{path.name} {code} [{context}] {source!r}: {p}" for p in problems(text, code)]
    for path in references:
        for code, where, source, text in reference_messages(path):
            lines += [f"{path.parent.name}/{path.name} {code} [{where}] {source[:40]!r}: {p}"
                      for p in problems(text, code)]
    for code, where, source, text in card_text_messages():
        lines += [f"gensokyo/cards.toml {code} [{where}] {source[:40]!r}: {p}" for p in problems(text, code)]
    return lines


def report(found: list) -> int:
    """A check's command line: each problem on a line, their count; exit 1 if there is one."""
    for line in found:
        print(line)
    print(f"{len(found)} problems", file=sys.stderr)
    return 1 if found else 0


def main(argv=None) -> int:
    return report(catalogue_problems())


if __name__ == "__main__":
    sys.exit(main())
