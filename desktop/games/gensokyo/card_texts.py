"""The words on a Gensokyo card face, in the player's language (context
"gensokyo"): card names, the kind, attribute and stat labels, and
``face_texts``, the one list of what a face shows that the painter draws and
the tests read, so every number on a card comes from the engine's data.

The English names are written out below because pyside6-lupdate reads only
literal strings; tests/desktop/games/gensokyo/test_card_art.py keeps them equal
to engine/games/gensokyo/data/cards.toml. Their translations are the data's
names (gensokyo_names.md) in translations/data_translations.tsv."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from engine.games.gensokyo.cards import CARDS

CONTEXT = "gensokyo"

NAMES = {
    "CH01": QT_TRANSLATE_NOOP("gensokyo", "Remilia Scarlet"),
    "CH02": QT_TRANSLATE_NOOP("gensokyo", "Flandre Scarlet"),
    "CH03": QT_TRANSLATE_NOOP("gensokyo", "Hong Meiling"),
    "CH04": QT_TRANSLATE_NOOP("gensokyo", "Koakuma"),
    "CH05": QT_TRANSLATE_NOOP("gensokyo", "Sakuya Izayoi (7)"),
    "CH06": QT_TRANSLATE_NOOP("gensokyo", "Sakuya Izayoi (5)"),
    "CH07": QT_TRANSLATE_NOOP("gensokyo", "Sakuya Izayoi (8)"),
    "CH08": QT_TRANSLATE_NOOP("gensokyo", "Patchouli Knowledge"),
    "CH09": QT_TRANSLATE_NOOP("gensokyo", "Cirno"),
    "CH10": QT_TRANSLATE_NOOP("gensokyo", "Rumia"),
    "CH11": QT_TRANSLATE_NOOP("gensokyo", "Daiyousei"),
    "CH12": QT_TRANSLATE_NOOP("gensokyo", "Yuyuko Saigyouji"),
    "CH13": QT_TRANSLATE_NOOP("gensokyo", "Youmu Konpaku"),
    "CH14": QT_TRANSLATE_NOOP("gensokyo", "Rin Kaenbyou"),
    "CH15": QT_TRANSLATE_NOOP("gensokyo", "Satori Komeiji"),
    "CH16": QT_TRANSLATE_NOOP("gensokyo", "Koishi Komeiji"),
    "CH17": QT_TRANSLATE_NOOP("gensokyo", "Utsuho Reiuji"),
    "CH18": QT_TRANSLATE_NOOP("gensokyo", "Yuugi Hoshiguma"),
    "CH19": QT_TRANSLATE_NOOP("gensokyo", "Parsee Mizuhashi"),
    "CH20": QT_TRANSLATE_NOOP("gensokyo", "Komachi Onozuka"),
    "CH21": QT_TRANSLATE_NOOP("gensokyo", "Eiki Shiki"),
    "CH22": QT_TRANSLATE_NOOP("gensokyo", "Yamame Kurodani"),
    "CH23": QT_TRANSLATE_NOOP("gensokyo", "Ran Yakumo"),
    "CH24": QT_TRANSLATE_NOOP("gensokyo", "Chen"),
    "CH25": QT_TRANSLATE_NOOP("gensokyo", "Kaguya Houraisan"),
    "CH26": QT_TRANSLATE_NOOP("gensokyo", "Eirin Yagokoro"),
    "CH27": QT_TRANSLATE_NOOP("gensokyo", "Reisen Udongein Inaba"),
    "CH28": QT_TRANSLATE_NOOP("gensokyo", "Tewi Inaba"),
    "CH29": QT_TRANSLATE_NOOP("gensokyo", "Fujiwara no Mokou"),
    "CH30": QT_TRANSLATE_NOOP("gensokyo", "Aya Shameimaru"),
    "CH31": QT_TRANSLATE_NOOP("gensokyo", "Nitori Kawashiro"),
    "CH32": QT_TRANSLATE_NOOP("gensokyo", "Kanako Yasaka"),
    "CH33": QT_TRANSLATE_NOOP("gensokyo", "Suwako Moriya"),
    "CH34": QT_TRANSLATE_NOOP("gensokyo", "Reimu Hakurei"),
    "CH35": QT_TRANSLATE_NOOP("gensokyo", "Marisa Kirisame"),
    "CH36": QT_TRANSLATE_NOOP("gensokyo", "Alice Margatroid"),
    "CH37": QT_TRANSLATE_NOOP("gensokyo", "Yukari Yakumo"),
    "CH38": QT_TRANSLATE_NOOP("gensokyo", "Byakuren Hijiri"),
    "CH39": QT_TRANSLATE_NOOP("gensokyo", "Nue Houjuu"),
    "CH40": QT_TRANSLATE_NOOP("gensokyo", "Mamizou Futatsuiwa"),
    "CH41": QT_TRANSLATE_NOOP("gensokyo", "Seija Kijin"),
    "CH42": QT_TRANSLATE_NOOP("gensokyo", "Shou Toramaru"),
    "CH43": QT_TRANSLATE_NOOP("gensokyo", "Shinmyoumaru Sukuna"),
    "CH44": QT_TRANSLATE_NOOP("gensokyo", "Keine Kamishirasawa"),
    "SP01": QT_TRANSLATE_NOOP("gensokyo", "Treasure \"Gold Rush\""),
    "SP02": QT_TRANSLATE_NOOP("gensokyo", "Relocation \"Moving Day\""),
    "SP03": QT_TRANSLATE_NOOP("gensokyo", "Relocation \"Grand Reshuffle\""),
    "SP04": QT_TRANSLATE_NOOP("gensokyo", "Guard Charm \"Stone-Wall Ward\""),
    "SP05": QT_TRANSLATE_NOOP("gensokyo", "Collapse \"Undermining\""),
    "SP06": QT_TRANSLATE_NOOP("gensokyo", "War Cry \"War Drums\""),
    "SP07": QT_TRANSLATE_NOOP("gensokyo", "Lucky Draw \"Jackpot\""),
    "SP08": QT_TRANSLATE_NOOP("gensokyo", "Insight \"Show Me Your Hand\""),
    "SP09": QT_TRANSLATE_NOOP("gensokyo", "Search \"Finder's Charm\""),
    "SP10": QT_TRANSLATE_NOOP("gensokyo", "Tailwind \"Where the Wind Blows\""),
    "SP11": QT_TRANSLATE_NOOP("gensokyo", "Shortcut \"Road of My Choosing\""),
    "SP12": QT_TRANSLATE_NOOP("gensokyo", "Flip \"About-Face\""),
    "SP13": QT_TRANSLATE_NOOP("gensokyo", "Construction \"Raising the Roof\""),
    "SP14": QT_TRANSLATE_NOOP("gensokyo", "Checkpoint \"Toll Hike\""),
    "SP15": QT_TRANSLATE_NOOP("gensokyo", "Barrier \"Guardian Talisman\""),
    "SP16": QT_TRANSLATE_NOOP("gensokyo", "Haggle \"Hard Bargain\""),
    "SP17": QT_TRANSLATE_NOOP("gensokyo", "Binding \"Leaden Steps\""),
    "SP18": QT_TRANSLATE_NOOP("gensokyo", "Expedition \"Distant Claim\""),
    "KA1": QT_TRANSLATE_NOOP("gensokyo", "Scarlet Charisma"),
    "KA2": QT_TRANSLATE_NOOP("gensokyo", "Netherworld Charisma"),
    "KA3": QT_TRANSLATE_NOOP("gensokyo", "Mountain Charisma"),
    "KA4": QT_TRANSLATE_NOOP("gensokyo", "Village Charisma"),
}

ATTRIBUTES = {
    "scarlet": QT_TRANSLATE_NOOP("gensokyo", "Scarlet"),
    "nether": QT_TRANSLATE_NOOP("gensokyo", "Nether"),
    "mountain": QT_TRANSLATE_NOOP("gensokyo", "Mountain"),
    "village": QT_TRANSLATE_NOOP("gensokyo", "Village"),
}
KINDS = {
    "character": QT_TRANSLATE_NOOP("gensokyo", "Character"),
    "instant": QT_TRANSLATE_NOOP("gensokyo", "Instant"),
    "land": QT_TRANSLATE_NOOP("gensokyo", "Land spell"),
    "player": QT_TRANSLATE_NOOP("gensokyo", "Player spell"),
    "charisma": QT_TRANSLATE_NOOP("gensokyo", "Charisma card"),
}
SPELL_CARD = QT_TRANSLATE_NOOP("gensokyo", "Spell card")
MONEY = QT_TRANSLATE_NOOP("gensokyo", "{amount}圓")     # 圓 in every language (the rulebook's money)
ATTACK = QT_TRANSLATE_NOOP("gensokyo", "ATK {attack}")
HP = QT_TRANSLATE_NOOP("gensokyo", "HP {hp}")
CHARISMA_BONUS = QT_TRANSLATE_NOOP("gensokyo", "+{amount} (+{matching} if {attribute})")


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def card_name(card_id: str) -> str:
    return tr(NAMES[card_id])


def attribute_name(attribute: str) -> str:
    return tr(ATTRIBUTES[attribute])


@dataclass(frozen=True)
class FaceTexts:
    """What one card face shows; ``None`` where the card has no such field."""
    name: str
    initial: str
    kind: str
    kind_id: str                   # the engine's kind: character, spell or charisma
    attribute: str | None          # the engine's attribute id (the colour), or None
    attribute_word: str
    money: str | None
    hand: str | None               # "+N", drawn beside a hand-of-cards mark
    attack: str | None
    hp: str | None
    effect: str | None             # a Charisma card's bonus in short


def initial(name: str) -> str:
    """The first letter or character of a name (skipping quotes and brackets)."""
    return next((c for c in name if c.isalnum()), "?").upper()


def spell_parts(name: str) -> tuple[str, str]:
    """A spell card's name as its sign and its title, 財宝「ゴールドラッシュ」 as
    ("財宝", "「ゴールドラッシュ」") and Treasure "Gold Rush" as ("Treasure",
    '"Gold Rush"'), so a face can set the title on lines of its own; ("", name)
    for a name of another form."""
    for quote in ("「", ' "'):
        sign, found, title = name.partition(quote)
        if found and sign:
            return sign.strip(), quote.strip() + title
    return "", name


def face_texts(card_id: str) -> FaceTexts:
    card = CARDS[card_id]
    name = card_name(card_id)
    attribute = card.attribute or (card.charisma.attribute if card.charisma else None)
    if card.kind == "character":
        kind = tr(KINDS["character"])
    elif card.kind == "spell":
        kind = tr(KINDS[card.spell_type])
    else:
        kind = tr(KINDS["charisma"])
    effect = None
    if card.charisma is not None:
        effect = tr(CHARISMA_BONUS).format(amount=card.charisma.amount, matching=card.charisma.matching,
                                           attribute=attribute_name(card.charisma.attribute))
    return FaceTexts(
        name=name,
        initial=initial(name),
        kind=kind,
        kind_id=card.kind,
        attribute=attribute,
        attribute_word=attribute_name(attribute) if attribute else tr(SPELL_CARD),
        money=tr(MONEY).format(amount=card.money) if card.kind != "charisma" else None,
        hand=f"+{card.hand}" if card.hand else None,
        attack=tr(ATTACK).format(attack=card.attack) if card.attack is not None else None,
        hp=tr(HP).format(hp=card.hp) if card.hp is not None else None,
        effect=effect,
    )
