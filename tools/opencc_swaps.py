"""A review list of the whole-word swaps OpenCC's Taiwan phrases made in 繁體中文.

script_forms.py proves the zh-Hant text holds no Simplified form, but it
cannot see a wrong word that OpenCC itself writes: ``s2twp`` turns 设置 into
設定 ("configure") even where street lamps are set up, 菜单 into 選單 (a
software menu) even for a tavern's. This lists, for every message, table row
and rules-reference part that has both a zh_Hans and a zh_Hant text, each word
where ``s2twp`` (with Taiwan phrases) differs from ``s2tw`` (characters only)
and the zh-Hant text took the phrase form. translations/opencc_swaps.tsv holds
the swaps a reader has looked at, with the verdict; any other swap is a
problem until a person adds it there (or rewrites the text).

    python tools/opencc_swaps.py    # list unreviewed swaps; exit 1 if there is one
"""
from __future__ import annotations

import csv
import difflib
import sys
from collections import defaultdict
from pathlib import Path

from tools import script_forms

ROOT = script_forms.ROOT
REVIEWED = script_forms.TRANSLATIONS / "opencc_swaps.tsv"
WIDEN = 4       # characters looked at either side of a change to find its word


def _convert(text: str, config: str) -> str:
    return script_forms._converter(config).convert(text)


def _word(hans: str, a: int, b: int) -> tuple[str, str, int]:
    """(s2tw, s2twp, end) of the shortest stretch of `hans` around [a, b)
    that s2twp converts differently: the dictionary word that was swapped."""
    for size in range(b - a, b - a + 2 * WIDEN + 1):
        for i in range(max(0, b - size), min(a, len(hans) - size) + 1):
            piece = hans[i:i + size]
            plain, phrase = _convert(piece, "s2tw"), _convert(piece, "s2twp")
            if plain != phrase:
                return plain, phrase, i + size
    return _convert(hans[a:b], "s2tw"), _convert(hans[a:b], "s2twp"), b


def swaps(hans: str, hant: str) -> set[tuple[str, str]]:
    """The (s2tw word, s2twp word) swaps of `hans` whose phrase form `hant` writes."""
    plain, phrase = _convert(hans, "s2tw"), _convert(hans, "s2twp")
    if plain == phrase:
        return set()
    found = set()
    if len(plain) != len(hans):      # s2tw keeps the length; if not, look at the whole text
        return {(plain, phrase)} if phrase in hant else set()
    matcher = difflib.SequenceMatcher(None, plain, phrase, autojunk=False)
    done = 0        # the end of the last word found: a change inside it is part of it
    for op, a, b, _, _ in matcher.get_opcodes():
        if op == "equal" or a < done or (op == "insert" and a == done):
            continue
        before, after, done = _word(hans, a, max(b, a + 1))
        if after in hant and before != after:
            found.add((before, after))
    return found


def pairs(ts_dir: Path = script_forms.TRANSLATIONS, references=script_forms.REFERENCES):
    """(where, zh_Hans, zh_Hant) for every message and rules-reference part
    that has both. The tables are not read: every row of theirs is a message."""
    texts = defaultdict(dict)
    for code in ("zh_Hans", "zh_Hant"):
        for context, source, text in script_forms.ts_messages(ts_dir / f"kotatsu_{code}.ts"):
            texts[f"{context}: {_short(source)}"][code] = text
        for path in references:
            for language, where, _, text in script_forms.reference_messages(path):
                if language == code:
                    texts[f"{path.parent.name}/{where}"][code] = text
    for where, both in texts.items():
        if "zh_Hans" in both and "zh_Hant" in both:
            yield where, both["zh_Hans"], both["zh_Hant"]


def _short(source: str) -> str:
    """A message's English as the review list names it: one line, 60 characters."""
    return " ".join(source.split())[:60]


def found_swaps(**paths) -> set[tuple[str, str, str]]:
    """(s2tw, s2twp, where) of every swap made: a reader judges a swap where
    it is (設定 is right for settings and wrong for street lamps)."""
    return {(a, b, where) for where, hans, hant in pairs(**paths) for a, b in swaps(hans, hant)}


def reviewed(path: Path = REVIEWED) -> dict[tuple[str, str, str], str]:
    """(s2tw, s2twp, where) -> the reader's verdict."""
    with open(path, encoding="utf-8", newline="") as handle:
        return {(row["s2tw"], row["s2twp"], row["where"]): row["verdict"]
                for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE)}


def problems(found=None, allowed=None) -> list[str]:
    """Swaps nobody reviewed, and reviewed swaps no text makes any more."""
    found = found_swaps() if found is None else found
    allowed = reviewed() if allowed is None else allowed
    lines = [f"{a} → {b} in {where}: not reviewed (translations/opencc_swaps.tsv)"
             for a, b, where in sorted(found - set(allowed))]
    lines += [f"{a} → {b} in {where}: reviewed, but no text makes this swap any more"
              for a, b, where in sorted(set(allowed) - found)]
    return lines


def main(argv=None) -> int:
    return script_forms.report(problems())


if __name__ == "__main__":
    sys.exit(main())
