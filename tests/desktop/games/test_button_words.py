"""No answer button of a played game shows a raw engine word: Guild Masters'
receptionist's special action read "receptionistの特別アクション" in Japanese
(the engine's id "receptionist" where her name belongs). For every playable
game, a whole game between two baseline agents, every option of every
decision labelled as its table labels it, in English and in Japanese."""
from __future__ import annotations

import re

import pytest

from desktop.base import i18n
from desktop.shell.games import game_desktop, playable_specs
from engine.ai.agents import make_agent
from engine.core.actions import ShownOption
from engine.core.spec import get_spec
from engine.games import new_record, start_replay

GAMES = [spec.id for spec in playable_specs()]
NAMES = ["アン", "ボブ"]            # not Latin: the Japanese check reads every Latin word as an id
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")          # Japanese buttons hold no Latin words (ids, untranslated text)
SNAKE_ID = re.compile(r"\b[a-z]+_[a-z_]+\b")        # a card id such as farming_village


def label(game: str, info, view: dict, text: str, preview=None) -> str:
    """The button text the game's table shows (each table's ``action_label`` takes its own arguments;
    Guild Masters' reads the engine's ``preview`` of a payment)."""
    strings = game_desktop(game).strings
    if game == "guild_masters":
        return strings.action_label(info, text, view, preview)
    if game == "tanto_cuore":
        return strings.action_label(info, view, text, NAMES)
    if game == "gensokyo":                      # the option as its view shows it
        return strings.action_label(ShownOption(text, info, preview), view, NAMES)
    return strings.action_label(info, view, text)


def labels_of_a_game(game: str, seed: int = 3):
    """(action text, label) of every option the deciding seat is offered in a whole game."""
    record = new_record(game, None, seed)
    state = start_replay(record)
    codec = get_spec(game).codec
    agents = [make_agent("baseline", game, seat) for seat in range(2)]
    while state.decision is not None:
        if state.decision.is_chance:            # the dice: no seat decides, no button shows
            state.apply(state.chance_outcome())
            continue
        view = state.view(state.decision.player)
        for action in state.decision.options:
            text = codec.text(action)
            preview = state.preview(action)
            yield text, label(game, state.describe(action), view, text, preview)
        state.apply(agents[state.decision.player].act(state))


@pytest.mark.parametrize("game", GAMES)
def test_no_button_shows_an_unfilled_field_or_an_engine_id(qapp, game):
    i18n.install_language(qapp, "ja")
    try:
        seen = 0
        for text, words in labels_of_a_game(game):
            seen += 1
            assert words and "{" not in words and "}" not in words, (text, words)
            assert not SNAKE_ID.search(words), (text, words)
            assert not LATIN_WORD.search(words), (text, words)
        assert seen > 50
    finally:
        i18n.install_language(qapp, "en")


@pytest.mark.parametrize("game", GAMES)
def test_english_buttons_have_no_unfilled_field_or_engine_id(qapp, game):
    i18n.install_language(qapp, "en")
    for text, words in labels_of_a_game(game):
        assert words and "{" not in words and not SNAKE_ID.search(words), (text, words)
        ids = {token for token in text.split()[1:] if token.isalpha() and token.islower()}
        assert not ids & set(words.split()), (text, words)     # "Special action of receptionist"
