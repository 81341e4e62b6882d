"""Isekai Guild Masters' words: terms, phases, seasons, prompts, action
buttons, log lines (past tense), score parts and guild ranks, as data in the
game's translation context (``guild_masters``), and the functions that turn
engine ids, options and events into sentences of the current language.

Card, receptionist and rank texts come from the content files (English), and
are translated in the same context (translations/data_translations.tsv).
Each template is wrapped in ``QT_TRANSLATE_NOOP`` so ``pyside6-lupdate`` finds it.
"""
from __future__ import annotations

import math

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from desktop.base.i18n import glossary_strings, join, player_name, table_strings
from desktop.base.log_grammar import seat_name, sentence, variant
from engine.games.guild_masters.content import standard
from engine.games.guild_masters.preview import TEXTS as PREVIEWS
from engine.games.guild_masters.table_info import TEXTS as REFUSALS

GAME_CONTEXT = "guild_masters"

# Glossary terms (translations/glossary.tsv, game guild_masters).
TERMS = {
    "gold": QT_TRANSLATE_NOOP("guild_masters", "Gold"),
    "power": QT_TRANSLATE_NOOP("guild_masters", "Power"),
    "potion": QT_TRANSLATE_NOOP("guild_masters", "Potion"),
    "production": QT_TRANSLATE_NOOP("guild_masters", "Production"),
    "fame": QT_TRANSLATE_NOOP("guild_masters", "Fame"),
    "affinity": QT_TRANSLATE_NOOP("guild_masters", "Affinity"),
    "tavern": QT_TRANSLATE_NOOP("guild_masters", "Adventurers' tavern"),
    "altar": QT_TRANSLATE_NOOP("guild_masters", "Altar of revival"),
    "guild_board": QT_TRANSLATE_NOOP("guild_masters", "Guild board"),
    "receptionist": QT_TRANSLATE_NOOP("guild_masters", "Receptionist"),
    "regalia": QT_TRANSLATE_NOOP("guild_masters", "Regalia"),
    "regalia_chip": QT_TRANSLATE_NOOP("guild_masters", "Regalia chip"),
    "event_card": QT_TRANSLATE_NOOP("guild_masters", "Event card"),
    "treasure_chip": QT_TRANSLATE_NOOP("guild_masters", "Treasure chip"),
    "potion_action": QT_TRANSLATE_NOOP("guild_masters", "Potion action"),
    "civilisation": QT_TRANSLATE_NOOP("guild_masters", "Civilisation"),
    "miasma_level": QT_TRANSLATE_NOOP("guild_masters", "Miasma level"),
    "start_player": QT_TRANSLATE_NOOP("guild_masters", "Start player"),
    "play_condition": QT_TRANSLATE_NOOP("guild_masters", "Play condition"),
    "extra_cost": QT_TRANSLATE_NOOP("guild_masters", "Extra cost"),
    "special_action": QT_TRANSLATE_NOOP("guild_masters", "Special action"),
    "labyrinth_tile": QT_TRANSLATE_NOOP("guild_masters", "Labyrinth tile"),
    "abyss": QT_TRANSLATE_NOOP("guild_masters", "Abyss"),
    "boss_tile": QT_TRANSLATE_NOOP("guild_masters", "Boss tile"),
    "blank_tile": QT_TRANSLATE_NOOP("guild_masters", "Blank tile"),
    "guild_rank": QT_TRANSLATE_NOOP("guild_masters", "Guild rank"),
    "used_chip": QT_TRANSLATE_NOOP("guild_masters", "Used chip"),
    "blocked_chip": QT_TRANSLATE_NOOP("guild_masters", "Blocked chip"),
    "finish_phase": QT_TRANSLATE_NOOP("guild_masters", "Finish phase"),
}

TAGS = {
    "life": QT_TRANSLATE_NOOP("guild_masters", "Life"),
    "trade": QT_TRANSLATE_NOOP("guild_masters", "Trade"),
    "junk": QT_TRANSLATE_NOOP("guild_masters", "Junk"),
    "person": QT_TRANSLATE_NOOP("guild_masters", "Person"),
}

# What a play condition counts (content_schema.Counter), short, for the card face.
COUNTERS = {
    "tags_any": QT_TRANSLATE_NOOP("guild_masters", "tags"),
    "affinity": QT_TRANSLATE_NOOP("guild_masters", "affinities"),
    "tiles": QT_TRANSLATE_NOOP("guild_masters", "tiles"),
    "abyss_tiles": QT_TRANSLATE_NOOP("guild_masters", "abyss tiles"),
    "star_tiles": QT_TRANSLATE_NOOP("guild_masters", "★{stars}+ tiles"),
    "civilisation": QT_TRANSLATE_NOOP("guild_masters", "civilisation"),
    "production": QT_TRANSLATE_NOOP("guild_masters", "{resource} production"),
    "resource": QT_TRANSLATE_NOOP("guild_masters", "{resource}"),
    "events": QT_TRANSLATE_NOOP("guild_masters", "events"),
    "untagged_events": QT_TRANSLATE_NOOP("guild_masters", "untagged events"),
    "regalia": QT_TRANSLATE_NOOP("guild_masters", "regalia"),
    "areas": QT_TRANSLATE_NOOP("guild_masters", "areas"),
    "bases": QT_TRANSLATE_NOOP("guild_masters", "bases"),
    "treasures": QT_TRANSLATE_NOOP("guild_masters", "treasures"),
    "adventurers_on_card": QT_TRANSLATE_NOOP("guild_masters", "adventurers on it"),
    "face_down_events": QT_TRANSLATE_NOOP("guild_masters", "face-down events"),
}

PHASES = {
    "encounter": QT_TRANSLATE_NOOP("guild_masters", "Setup: encounter"),
    "swap": QT_TRANSLATE_NOOP("guild_masters", "Setup: swap events"),
    "keep": QT_TRANSLATE_NOOP("guild_masters", "Setup: keep events"),
    "face": QT_TRANSLATE_NOOP("guild_masters", "Setup: receptionist's face"),
    "gather": QT_TRANSLATE_NOOP("guild_masters", "Information gathering phase"),
    "action": QT_TRANSLATE_NOOP("guild_masters", "Action phase"),
    "finish": QT_TRANSLATE_NOOP("guild_masters", "Finish phase"),
    "end_turns": QT_TRANSLATE_NOOP("guild_masters", "Extra turns at the end of the game"),
    "over": QT_TRANSLATE_NOOP("guild_masters", "Game over"),
}

SEASONS = {
    "winter": QT_TRANSLATE_NOOP("guild_masters", "Winter"),
    "spring": QT_TRANSLATE_NOOP("guild_masters", "Spring"),
    "summer": QT_TRANSLATE_NOOP("guild_masters", "Summer"),
    "autumn": QT_TRANSLATE_NOOP("guild_masters", "Autumn"),
}

FACES = {
    "front": QT_TRANSLATE_NOOP("guild_masters", "Front face"),
    "back": QT_TRANSLATE_NOOP("guild_masters", "Back face"),
}

# What the deciding player is asked, per decision kind.
PROMPTS = {
    "encounter": QT_TRANSLATE_NOOP("guild_masters", "Setup: choose the receptionist you meet"),
    "swap": QT_TRANSLATE_NOOP("guild_masters", "Setup: choose events to swap (up to 5), then Done"),
    "keep": QT_TRANSLATE_NOOP("guild_masters", "Keep cards at 3 gold each (Enter on a card), then Done"),
    "sale_window": QT_TRANSLATE_NOOP("guild_masters", "The event deck runs out and the discards are reshuffled: sell events first, then Done"),
    "face": QT_TRANSLATE_NOOP("guild_masters", "Setup: which face of your receptionist?"),
    "turn": QT_TRANSLATE_NOOP("guild_masters", "Your turn: play a card, explore, build, develop, a potion action, or pass"),
    "pay": QT_TRANSLATE_NOOP("guild_masters", "Pay {gold} gold: how much of it in power?"),
    "pay_tile": QT_TRANSLATE_NOOP("guild_masters", "Discard which labyrinth tile?"),
    "explore_target": QT_TRANSLATE_NOOP("guild_masters", "Explore which tile? (on the map)"),
    "explore_cost": QT_TRANSLATE_NOOP("guild_masters", "Pay {gold} gold for the explore, or put a 2 on your altar of revival"),
    "keep_tile": QT_TRANSLATE_NOOP("guild_masters", "Keep the explored tile?"),
    "base": QT_TRANSLATE_NOOP("guild_masters", "Build a base where? (on the map)"),
    "free_play": QT_TRANSLATE_NOOP("guild_masters", "Play which event without its gold cost?"),
    "purify": QT_TRANSLATE_NOOP("guild_masters", "Purify which abyss? (on the map)"),
    "take_tile": QT_TRANSLATE_NOOP("guild_masters", "Take which tile? (on the map)"),
    "reveal_area": QT_TRANSLATE_NOOP("guild_masters", "Reveal the tiles around which area? (on the map)"),
    "unlock_affinity": QT_TRANSLATE_NOOP("guild_masters", "Unlock which affinity?"),
    "adventurer_on_card": QT_TRANSLATE_NOOP("guild_masters", "Move an adventurer from your tavern onto the card?"),
    "flip_card": QT_TRANSLATE_NOOP("guild_masters", "Turn which of your played events face down?"),
    "discard": QT_TRANSLATE_NOOP("guild_masters", "Discard a card from your hand"),
    "copy_play": QT_TRANSLATE_NOOP("guild_masters", "Resolve the play effects of which event again?"),
    "treasure": QT_TRANSLATE_NOOP("guild_masters", "Take which treasure chip?"),
    "flip_face_up": QT_TRANSLATE_NOOP("guild_masters", "Turn which face-down event face up?"),
    "unbase_or_flip_self": QT_TRANSLATE_NOOP("guild_masters", "Turn a base back into an adventurer, or this card face down"),
    "play_event": QT_TRANSLATE_NOOP("guild_masters", "Play which event?"),
    "wisdom": QT_TRANSLATE_NOOP("guild_masters", "Spend a wisdom chip: this event costs 5 gold less?"),
    "swap_tile": QT_TRANSLATE_NOOP("guild_masters", "Swap the face-down tile with another face-down tile?"),
    "floating_lab": QT_TRANSLATE_NOOP("guild_masters", "Where does the Floating Lab float, off the map?"),
    "land_floating_lab": QT_TRANSLATE_NOOP("guild_masters", "Where does the Floating Lab land?"),
}
PROMPT_FALLBACK = QT_TRANSLATE_NOOP("guild_masters", "Choose")
PROMPT_WAITING = QT_TRANSLATE_NOOP("guild_masters", "Waiting for {player}…")
PROMPT_PICKED = QT_TRANSLATE_NOOP("guild_masters", "{prompt} ({picked} chosen so far)")
PROMPT_FINISH = QT_TRANSLATE_NOOP("guild_masters", "Finish phase, lap {lap} of 2")

# Buttons: an option's text, or its verb with fields.
ACTION_LABELS = {
    "done": QT_TRANSLATE_NOOP("guild_masters", "Done"),
    "pass": QT_TRANSLATE_NOOP("guild_masters", "Pass"),
    "decline": QT_TRANSLATE_NOOP("guild_masters", "Don't pay (altar −2 fame)"),
    "yes": QT_TRANSLATE_NOOP("guild_masters", "Yes"),
    "skip": QT_TRANSLATE_NOOP("guild_masters", "No"),
    "sell_potion": QT_TRANSLATE_NOOP("guild_masters", "Sell a potion (+3 gold)"),
    "land_lab": QT_TRANSLATE_NOOP("guild_masters", "Land the Floating Lab"),
    "face back": QT_TRANSLATE_NOOP("guild_masters", "Back face"),
    "face front": QT_TRANSLATE_NOOP("guild_masters", "Front face"),
}
VERB_LABELS = {
    "encounter": QT_TRANSLATE_NOOP("guild_masters", "Meet {card}"),
    "swap": QT_TRANSLATE_NOOP("guild_masters", "Swap {card}"),
    "keep": QT_TRANSLATE_NOOP("guild_masters", "Keep {card}"),
    "play": QT_TRANSLATE_NOOP("guild_masters", "Play {card}"),
    "regalia": QT_TRANSLATE_NOOP("guild_masters", "Play {card}"),
    "claim": QT_TRANSLATE_NOOP("guild_masters", "Claim {card}"),
    "explore": QT_TRANSLATE_NOOP("guild_masters", "Explore {cell}"),
    "build": QT_TRANSLATE_NOOP("guild_masters", "Build a base at {cell}"),
    "develop": QT_TRANSLATE_NOOP("guild_masters", "Develop {slots}"),
    "potion": QT_TRANSLATE_NOOP("guild_masters", "Potion action {slot} ({potions} potions)"),
    "special": QT_TRANSLATE_NOOP("guild_masters", "Special action of {card}"),
    "special_receptionist": QT_TRANSLATE_NOOP("guild_masters", "Special action of your receptionist"),
    "sell": QT_TRANSLATE_NOOP("guild_masters", "Sell {card}"),
    "pay": QT_TRANSLATE_NOOP("guild_masters", "Pay with {count} power"),
    "flash": QT_TRANSLATE_NOOP("guild_masters", "Use the flash chip, pay with {count} power"),
    "pay_gold": QT_TRANSLATE_NOOP("guild_masters", "Pay in gold"),
    "cell": QT_TRANSLATE_NOOP("guild_masters", "Area {cell}"),
    "tile": QT_TRANSLATE_NOOP("guild_masters", "Discard {card}"),
    "affinity": QT_TRANSLATE_NOOP("guild_masters", "Affinity {count}"),
    "card": QT_TRANSLATE_NOOP("guild_masters", "{card}"),
    "treasure": QT_TRANSLATE_NOOP("guild_masters", "{card}"),
    "discard": QT_TRANSLATE_NOOP("guild_masters", "Discard {card}"),
}

# A payment's button, from the engine's preview of it: what it leaves to pay in gold and in power.
PAYMENT_LABELS = {
    "gold": QT_TRANSLATE_NOOP("guild_masters", "Pay {gold} gold"),
    "power": QT_TRANSLATE_NOOP("guild_masters", "Pay {power} power"),
    "both": QT_TRANSLATE_NOOP("guild_masters", "Pay {gold} gold and {power} power"),
    "flash": QT_TRANSLATE_NOOP("guild_masters", "Flash chip: {payment}"),
}

# The log, in the past tense; {player} is a seat's name.
LOG_LINES = {
    "encounter": QT_TRANSLATE_NOOP("guild_masters", "{player} met {receptionist}."),
    "face:front": QT_TRANSLATE_NOOP("guild_masters", "{player} chose the receptionist's front face."),
    "face:back": QT_TRANSLATE_NOOP("guild_masters", "{player} chose the receptionist's back face."),
    "swap": QT_TRANSLATE_NOOP("guild_masters", "{player} swapped {count} event cards."),
    "swap:1": QT_TRANSLATE_NOOP("guild_masters", "{player} swapped an event card."),
    "keep": QT_TRANSLATE_NOOP("guild_masters", "{player} kept {count} cards and dropped {dropped}."),
    "keep:1": QT_TRANSLATE_NOOP("guild_masters", "{player} kept 1 card and dropped {dropped}."),
    "kept": QT_TRANSLATE_NOOP("guild_masters", "Kept: {cards}."),
    "sell": QT_TRANSLATE_NOOP("guild_masters", "{player} sold {card}."),
    "sell_potion": QT_TRANSLATE_NOOP("guild_masters", "{player} sold a potion for 3 gold."),
    "played": QT_TRANSLATE_NOOP("guild_masters", "{player} played {card}."),
    "pass": QT_TRANSLATE_NOOP("guild_masters", "{player} passed."),
    "potion": QT_TRANSLATE_NOOP("guild_masters", "{player} took potion action {arg}."),
    "gather": QT_TRANSLATE_NOOP("guild_masters", "{player} gathered information ({count} cards)."),
    "gather:1": QT_TRANSLATE_NOOP("guild_masters", "{player} gathered information (1 card)."),
    "gathered": QT_TRANSLATE_NOOP("guild_masters", "Looked at: {cards}."),
    "turn": QT_TRANSLATE_NOOP("guild_masters", "Turn of {player}"),
    "production": QT_TRANSLATE_NOOP("guild_masters", "Production ({season})."),
    "round_limit": QT_TRANSLATE_NOOP("guild_masters", "The game reached its round limit ({round})."),
    "round": QT_TRANSLATE_NOOP("guild_masters", "Round {round} began ({season}); {start} became the start player."),
    "finish": QT_TRANSLATE_NOOP("guild_masters", "Civilisation met the miasma: the finish phase began after the turn of {trigger}."),
    "game_over": QT_TRANSLATE_NOOP("guild_masters", "The game ended: {winners} won."),
    "reveal": QT_TRANSLATE_NOOP("guild_masters", "{player} revealed {tile} at {cell}."),
    "reshuffle": QT_TRANSLATE_NOOP("guild_masters", "The event deck was reshuffled."),
    "draw": QT_TRANSLATE_NOOP("guild_masters", "{player} drew {count} event cards."),
    "draw:1": QT_TRANSLATE_NOOP("guild_masters", "{player} drew an event card."),
    "drew": QT_TRANSLATE_NOOP("guild_masters", "Drew: {cards}."),
    "tracks_meet": QT_TRANSLATE_NOOP("guild_masters", "Civilisation ({civilisation}) reached the miasma level ({miasma})."),
    "treasure": QT_TRANSLATE_NOOP("guild_masters", "{player} took a treasure chip."),
    "abyss": QT_TRANSLATE_NOOP("guild_masters", "{player} found an abyss at {cell}."),
    "decline": QT_TRANSLATE_NOOP("guild_masters", "{player} did not pay for {cell}: a 2 went on the altar of revival."),
    "explored": QT_TRANSLATE_NOOP("guild_masters", "{player} explored {cell}."),
    "base_potions": QT_TRANSLATE_NOOP("guild_masters", "Neighbouring bases gave potions to {players}."),
    "base": QT_TRANSLATE_NOOP("guild_masters", "{player} built a base at {cell}."),
    "unlock": QT_TRANSLATE_NOOP("guild_masters", "{player} unlocked affinities {affinities}."),
    "unlock:1": QT_TRANSLATE_NOOP("guild_masters", "{player} unlocked affinity {affinities}."),
    "rank_up": QT_TRANSLATE_NOOP("guild_masters", "The receptionist of {player} rose to rank {rank}."),
    "resumed": QT_TRANSLATE_NOOP("guild_masters", "— The game went on (round {round}) —"),
    "opening": QT_TRANSLATE_NOOP("guild_masters", "— The game began: {player} is the start player —"),
}

# The same lines as the viewer reads them of their own moves (":you", and
# ":you_trigger" when the finish phase came after their turn), and of a shared
# win (":shared"): desktop/base/log_grammar.py picks them.
LOG_LINES_YOU = {
    "encounter:you": QT_TRANSLATE_NOOP("guild_masters", "You met {receptionist}."),
    "face:front:you": QT_TRANSLATE_NOOP("guild_masters", "You chose your receptionist's front face."),
    "face:back:you": QT_TRANSLATE_NOOP("guild_masters", "You chose your receptionist's back face."),
    "swap:you": QT_TRANSLATE_NOOP("guild_masters", "You swapped {count} event cards."),
    "swap:1:you": QT_TRANSLATE_NOOP("guild_masters", "You swapped an event card."),
    "keep:you": QT_TRANSLATE_NOOP("guild_masters", "You kept {count} cards and dropped {dropped}."),
    "keep:1:you": QT_TRANSLATE_NOOP("guild_masters", "You kept 1 card and dropped {dropped}."),
    "sell:you": QT_TRANSLATE_NOOP("guild_masters", "You sold {card}."),
    "sell_potion:you": QT_TRANSLATE_NOOP("guild_masters", "You sold a potion for 3 gold."),
    "played:you": QT_TRANSLATE_NOOP("guild_masters", "You played {card}."),
    "pass:you": QT_TRANSLATE_NOOP("guild_masters", "You passed."),
    "potion:you": QT_TRANSLATE_NOOP("guild_masters", "You took potion action {arg}."),
    "gather:you": QT_TRANSLATE_NOOP("guild_masters", "You gathered information ({count} cards)."),
    "gather:1:you": QT_TRANSLATE_NOOP("guild_masters", "You gathered information (1 card)."),
    "turn:you": QT_TRANSLATE_NOOP("guild_masters", "Your turn"),
    "finish:you_trigger": QT_TRANSLATE_NOOP(
        "guild_masters", "Civilisation met the miasma: the finish phase began after your turn."),
    "game_over:you": QT_TRANSLATE_NOOP("guild_masters", "The game ended: you won."),
    "game_over:shared": QT_TRANSLATE_NOOP("guild_masters", "The game ended: {winners} won together."),
    "reveal:you": QT_TRANSLATE_NOOP("guild_masters", "You revealed {tile} at {cell}."),
    "draw:you": QT_TRANSLATE_NOOP("guild_masters", "You drew {count} event cards."),
    "draw:1:you": QT_TRANSLATE_NOOP("guild_masters", "You drew an event card."),
    "treasure:you": QT_TRANSLATE_NOOP("guild_masters", "You took a treasure chip."),
    "abyss:you": QT_TRANSLATE_NOOP("guild_masters", "You found an abyss at {cell}."),
    "decline:you": QT_TRANSLATE_NOOP(
        "guild_masters", "You did not pay for {cell}: a 2 went on your altar of revival."),
    "explored:you": QT_TRANSLATE_NOOP("guild_masters", "You explored {cell}."),
    "base:you": QT_TRANSLATE_NOOP("guild_masters", "You built a base at {cell}."),
    "unlock:you": QT_TRANSLATE_NOOP("guild_masters", "You unlocked affinities {affinities}."),
    "unlock:1:you": QT_TRANSLATE_NOOP("guild_masters", "You unlocked affinity {affinities}."),
    "rank_up:you": QT_TRANSLATE_NOOP("guild_masters", "Your receptionist rose to rank {rank}."),
    "opening:you": QT_TRANSLATE_NOOP("guild_masters", "— The game began: you are the start player —"),
}

# Final scoring in the rulebook's five parts.
SCORE_PARTS = {
    "receptionist": QT_TRANSLATE_NOOP("guild_masters", "Receptionist"),
    "areas": QT_TRANSLATE_NOOP("guild_masters", "Controlled areas"),
    "items": QT_TRANSLATE_NOOP("guild_masters", "Tiles, treasures, regalia chips"),
    "cards": QT_TRANSLATE_NOOP("guild_masters", "Played cards"),
    "altar": QT_TRANSLATE_NOOP("guild_masters", "Altar of revival"),
    "total": QT_TRANSLATE_NOOP("guild_masters", "Total"),
}
GUILD_RANKS = {
    "bahamut": QT_TRANSLATE_NOOP("guild_masters", "Bahamut-class guild"),
    "dragon": QT_TRANSLATE_NOOP("guild_masters", "Dragon-class guild"),
    "wyvern": QT_TRANSLATE_NOOP("guild_masters", "Wyvern-class guild"),
    "lizardman": QT_TRANSLATE_NOOP("guild_masters", "Lizardman-class guild"),
    "snake": QT_TRANSLATE_NOOP("guild_masters", "Snake-class guild"),
}
TIE_NOTE = QT_TRANSLATE_NOOP("guild_masters", "Ties: most bases, then most controlled areas, then most events played.")

# Tiles and chips have no printed names: what they are, in words.
TILE_WORDS = {
    "stars": QT_TRANSLATE_NOOP("guild_masters", "a ★{stars} tile"),
    "abyss": QT_TRANSLATE_NOOP("guild_masters", "an abyss"),
    "boss": QT_TRANSLATE_NOOP("guild_masters", "the boss ({stars}★)"),
    "treasure": QT_TRANSLATE_NOOP("guild_masters", "Treasure chip ({fame} fame)"),
}


# An area in words, as a player finds it on the map: its ring out from the
# centre and its compass direction (north is up), not its coordinates.
CELL_WORDS = {
    "centre": QT_TRANSLATE_NOOP("guild_masters", "the centre"),
    "area": QT_TRANSLATE_NOOP("guild_masters", "ring {ring} {direction}"),
}
DIRECTIONS = (   # counter-clockwise from east, every 45°
    QT_TRANSLATE_NOOP("guild_masters", "east"), QT_TRANSLATE_NOOP("guild_masters", "north-east"),
    QT_TRANSLATE_NOOP("guild_masters", "north"), QT_TRANSLATE_NOOP("guild_masters", "north-west"),
    QT_TRANSLATE_NOOP("guild_masters", "west"), QT_TRANSLATE_NOOP("guild_masters", "south-west"),
    QT_TRANSLATE_NOOP("guild_masters", "south"), QT_TRANSLATE_NOOP("guild_masters", "south-east"))


def tr(text: str) -> str:
    return QCoreApplication.translate(GAME_CONTEXT, text)


def term(key: str) -> str:
    return tr(TERMS[key])


def content():
    return standard()


def card_name(card_id) -> str:
    """An event's, a regalia's or a receptionist's name in the current language."""
    records = content()
    record = (records.events.get(card_id) or records.regalia.get(card_id)
              or records.receptionists.get(card_id))
    if record is not None:
        return tr(record.name)
    return tile_name(card_id)


def card_text(card_id) -> str:
    records = content()
    record = records.events.get(card_id) or records.regalia.get(card_id)
    return tr(record.text) if record is not None and record.text else ""


def tile_name(tile) -> str:
    """A labyrinth or boss tile (or a treasure chip) in words; an unknown id comes back as is."""
    records = content()
    if tile in records.tiles:
        record = records.tiles[tile]
        return tr(TILE_WORDS["abyss"]) if record.face == "abyss" else tr(TILE_WORDS["stars"]).format(stars=record.stars)
    if tile in records.bosses:
        return tr(TILE_WORDS["boss"]).format(stars=records.bosses[tile].stars)
    chips = {t.id: t for t in records.board.treasures}
    if tile in chips:
        return tr(TILE_WORDS["treasure"]).format(fame=chips[tile].fame)
    return str(tile)


def tag_name(tag: str) -> str:
    return tr(TAGS[tag]) if tag in TAGS else tag


def counter_text(condition) -> str:
    """One condition of a card (``content_schema.Condition``) in short words: ``Trade ≥ 4``."""
    if condition.what == "tag":
        what = tag_name(condition.tag)
    else:
        resource = term(condition.resource) if condition.resource else ""
        what = tr(COUNTERS[condition.what]).format(stars=condition.stars, resource=resource)
    return f"{what} {'≤' if condition.at_most else '≥'} {condition.n}"


def phase_name(phase: str) -> str:
    return tr(PHASES[phase]) if phase in PHASES else phase


def season_name(season: str) -> str:
    return tr(SEASONS[season]) if season in SEASONS else season


def cell_text(cell) -> str:
    """An area in words: its ring round the centre and its direction on the
    map (the engine's pointy-top axial layout, y down: engine.boards.hex)."""
    q, r = (cell.q, cell.r) if hasattr(cell, "q") else cell
    ring = (abs(q) + abs(r) + abs(q + r)) // 2
    if ring == 0:
        return tr(CELL_WORDS["centre"])
    x, up = math.sqrt(3) * (q + r / 2), -1.5 * r
    direction = DIRECTIONS[round(math.degrees(math.atan2(up, x)) / 45) % 8]
    return tr(CELL_WORDS["area"]).format(ring=ring, direction=tr(direction))


def prompt_text(decision: dict) -> str:
    prompt = decision.get("prompt") or {}
    return tr(PROMPTS.get(decision.get("kind"), PROMPT_FALLBACK)).format(gold=prompt.get("gold", ""))


def decision_line(view: dict, names) -> str:
    """The prompt panel's line: the question for the seat that decides, or whom all wait for."""
    decision = view["decision"]
    if "options" not in decision:
        line = tr(PROMPT_WAITING).format(player=player_name(names, decision["player"]))
    else:
        line = prompt_text(decision)
        if decision.get("kind") in ("swap", "keep") and decision.get("picked"):
            line = tr(PROMPT_PICKED).format(prompt=line, picked=decision["picked"])
    if view["phase"] == "finish" and view.get("lap"):
        line = tr(PROMPT_FINISH).format(lap=view["lap"]) + " — " + line
    return line


def potion_space(slot: int):
    return next(s for s in content().board.potion_spaces if s.slot == slot)


def action_label(info, text: str, view: dict | None = None, preview=None) -> str:
    """A button text for one legal action, from what it means (the engine's
    ``OptionInfo``); ``view`` names the deciding seat's receptionist, and the
    engine's ``preview`` of a payment what it pays."""
    if text in ACTION_LABELS:
        return tr(ACTION_LABELS[text])
    verb = info.verb
    if verb in ("pay", "flash") and preview is not None and preview.key in ("preview_pay", "preview_pay_flash"):
        return payment_label(verb, preview.values)
    fields = {"card": card_name(info.card) if info.card else "", "count": info.count}
    if verb == "special" and info.card == "receptionist":     # the engine's id for her rank card's action
        receptionist = _deciding_receptionist(view)
        if receptionist is None:
            return tr(VERB_LABELS["special_receptionist"])
        fields["card"] = card_name(receptionist)
    cell = info.target.cell if info.target is not None else None
    if cell is not None:
        fields["cell"] = cell_text(cell)
        if verb not in VERB_LABELS or verb == "cell":
            verb = "cell"
    if verb == "potion":
        slot = info.source.slot
        fields.update(slot=slot, potions=potion_space(slot).potions)
    if verb == "develop":
        fields["slots"] = "+".join(str(s) for s in _develop_slots(text))
    if verb == "pay" and info.count == 0:
        verb = "pay_gold"
    template = VERB_LABELS.get(verb)
    return tr(template).format(**fields).strip() if template else text


def payment_label(verb: str, values: dict) -> str:
    """"Pay 7 gold and 1 power" (a flash chip's payment says so first)."""
    part = "both" if values["gold"] and values["power"] else "power" if values["power"] else "gold"
    payment = tr(PAYMENT_LABELS[part]).format(gold=values["gold"], power=values["power"])
    return tr(PAYMENT_LABELS["flash"]).format(payment=payment) if verb == "flash" else payment


def _deciding_receptionist(view: dict | None):
    decision = (view or {}).get("decision")
    if not decision or not isinstance(decision.get("player"), int):
        return None
    return view["players"][decision["player"]].get("receptionist")


def _develop_slots(text: str) -> list:
    inside = text[text.find("[") + 1:text.rfind("]")]
    return [int(part) for part in inside.split(",") if part.strip()]


def confirmation_text(warning) -> str:
    return refusal_text(warning)


def refusal_text(refusal) -> str:
    """A ``Refusal`` (a refusal, a warning or a preview) of the engine in the current language."""
    values = dict(refusal.values or {})
    if refusal.card is not None:
        values["card"] = card_name(refusal.card)
    return tr(refusal.text).format(**values)


# Events whose count of one reads in the singular: the field that counts.
COUNTED = {"swap": "count", "keep": "count", "gather": "count", "draw": "count", "unlock": "affinities"}


def _log_key(event: dict) -> str:
    kind = event.get("type")
    if kind == "face":
        return f"face:{event.get('face')}"
    counted = event.get(COUNTED.get(kind, ""))
    if counted == 1 or (isinstance(counted, list) and len(counted) == 1):
        return f"{kind}:1"
    return kind


def log_line(event: dict, names, viewer: int | None = None) -> str | None:
    """One log line for an engine event in the current language, or None.
    ``viewer``'s own seat reads in the second person (None: every seat by name)."""
    key = _log_key(event)
    if key not in LOG_LINES:
        return None
    lines = {**LOG_LINES, **LOG_LINES_YOU}
    if key == "finish" and viewer is not None and event.get("trigger") == viewer:
        template = lines["finish:you_trigger"]
    else:
        template = lines[variant(lines, key, event, viewer)]
    fields = {key: value for key, value in event.items() if key not in ("type", "visible_to")}
    fields["player"] = seat_name(names, event.get("player"), viewer) if isinstance(event.get("player"), int) else ""
    if "receptionist" in event:
        fields["receptionist"] = card_name(event["receptionist"])
    if "card" in event:
        fields["card"] = card_name(event["card"])
    if "cards" in event:
        fields["cards"] = join(card_name(c) for c in event["cards"])
    if "cell" in event:
        fields["cell"] = cell_text(event["cell"])
    if "tile" in event:
        fields["tile"] = tile_name(event["tile"])
    if "season" in event:
        fields["season"] = season_name(event["season"])
    for key in ("start", "trigger"):
        if key in event:
            fields[key] = seat_name(names, event[key], viewer)
    for key in ("winners", "players"):
        if key in event:
            fields[key] = join(seat_name(names, s, viewer) for s in event[key])
    if "affinities" in event:
        fields["affinities"] = join(str(a) for a in event["affinities"])
    return sentence(tr(template).format(**fields))


def viewer_log_line(event: dict, names, viewer: int) -> str | None:
    """The log line ``viewer`` reads for an event it may see, or None."""
    return log_line(event, names, viewer)


def data_strings(glossary) -> list[tuple[str, str, str]]:
    """(English, note for translators, section) of every string above, the
    content's names and texts and this game's ``glossary`` rows, for
    ``tools/extract_data_strings.py``."""
    records = content()
    found = []
    for card in (*records.events.values(), *records.regalia.values()):
        found.append((card.name, f"card name (id {card.id}); Japanese: {card.name_ja}", "Card names"))
        if card.text:
            found.append((card.text, f"card text of {card.name} (id {card.id})", "Card texts"))
    for recep in records.receptionists.values():
        found.append((recep.name, f"receptionist (id {recep.id}); Japanese: {recep.name_ja}", "Card names"))
        for face in (recep.front, recep.back):
            found += [(rank.text, f"rank {rank.rank} card of {recep.name}", "Card texts")
                      for rank in face.ranks if rank.text]
    found += glossary_strings(glossary)
    groups = (("term", TERMS, "Glossary"), ("tag", TAGS, "Glossary"), ("what a play condition counts", COUNTERS, "Card texts"), ("phase", PHASES, "Phases"),
              ("season", SEASONS, "Phases"), ("receptionist face", FACES, "Phases"),
              ("prompt for decision kind", PROMPTS, "Decision prompts"),
              ("button for the action", ACTION_LABELS, "Action buttons"),
              ("button for actions of kind", VERB_LABELS, "Action buttons"),
              ("button for a payment", PAYMENT_LABELS, "Action buttons"),
              ("log line for event", LOG_LINES, "Log lines"),
              ("log line, the reader's own move or a shared win", LOG_LINES_YOU, "Log lines"),
              ("score part", SCORE_PARTS, "End of the game"), ("guild rank", GUILD_RANKS, "End of the game"),
              ("a tile or chip in words", TILE_WORDS, "Log lines"),
              ("an area of the map in words", CELL_WORDS, "Log lines"),
              ("a direction on the map", dict(enumerate(DIRECTIONS)), "Log lines"))
    found += table_strings(groups)
    found += [(text, what, "Decision prompts") for what, text in (
        ("any other decision", PROMPT_FALLBACK), ("another player decides", PROMPT_WAITING),
        ("a prompt asking for several picks", PROMPT_PICKED), ("the finish phase's lap", PROMPT_FINISH))]
    found += [(text, f"refusal or warning '{key}' (engine)", "Refusals") for key, text in REFUSALS.items()]
    found += [(text, f"what an option does and costs, '{key}' (engine)", "Refusals") for key, text in PREVIEWS.items()]
    found.append((TIE_NOTE, "the tie-break, on the end page", "End of the game"))
    from desktop.games.guild_masters.options_form import option_strings
    found += [(text, note, "New game") for text, note in option_strings()]
    return found
