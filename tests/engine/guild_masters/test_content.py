"""The content schema and loader: the samples load, mistakes are refused with a
message naming the file and field, and the data (once authored) keeps the
rulebook's counts."""
import shutil

import pytest
from pydantic import ValidationError

from engine.games.guild_masters import content as content_module
from engine.games.guild_masters.content import SAMPLES, ContentError, load, sample, standard
from engine.games.guild_masters.content_schema import Condition, Effect, EndEffect, EventCard


def test_the_samples_load_and_use_every_kind():
    content = sample()
    assert content.events and content.regalia and content.receptionists
    assert len(content.board.potion_spaces) == 6 and len(content.board.affinities) == 5
    assert {r.source for r in content.events.values()} <= {"rulebook", "faq", "original"}


def test_the_tiles_have_the_rulebook_faces():
    for content in (sample(), standard()):
        faces = {}
        for tile in (t for t in content.tiles.values() if not t.white):
            key = "abyss" if tile.face == "abyss" else tile.stars
            faces[key] = faces.get(key, 0) + tile.copies
        assert faces == {0: 4, 1: 18, 2: 20, 3: 4, "abyss": 10}


def test_the_affinities_are_the_glossary_ones():
    slots = {s.slot: s for s in standard().board.affinities}
    assert slots[1].price.gold == 20 and slots[2].price.power == 3 and slots[3].price.potion == 2
    assert [(c.what, c.n) for c in slots[4].condition] == [("areas", 3)]
    assert [(c.what, c.n) for c in slots[5].condition] == [("events", 8)]


def test_the_rulebook_blocks_the_first_two_potion_spaces():
    spaces = {s.slot: s for s in standard().board.potion_spaces}
    assert 2 in spaces[1].blocked_at and 3 not in spaces[1].blocked_at
    assert {2, 3} <= set(spaces[2].blocked_at)
    assert all(not s.blocked_at for slot, s in spaces.items() if slot > 2)


@pytest.mark.parametrize("bad", [
    {"what": "tag", "n": 2},                           # which tag?
    {"what": "areas", "n": 2, "tag": "life"},          # a tag where none belongs
    {"what": "production", "n": 2},                    # which resource?
    {"what": "luck", "n": 1},                          # not in the vocabulary
    {"what": "areas", "n": -1},
])
def test_a_wrong_condition_is_refused(bad):
    with pytest.raises(ValidationError):
        Condition.model_validate(bad)


@pytest.mark.parametrize("bad", [
    {"op": "gain", "n": 3},                            # gain what?
    {"op": "draw", "n": -2},
    {"op": "gain_per", "resource": "gold"},            # per what?
    {"op": "teleport"},
    {"op": "gain", "resource": "gold", "colour": "red"},   # unknown field
])
def test_a_wrong_effect_is_refused(bad):
    with pytest.raises(ValidationError):
        Effect.model_validate(bad)


def test_an_end_effect_needs_its_parts():
    with pytest.raises(ValidationError):
        EndEffect.model_validate({"op": "fame_unless", "n": -3})
    with pytest.raises(ValidationError):
        EndEffect.model_validate({"op": "fame_per", "n": 1})


def test_a_card_needs_a_source_and_a_plain_id():
    card = {"id": "x", "name": "X", "name_ja": "エックス"}
    with pytest.raises(ValidationError):
        EventCard.model_validate(card)
    with pytest.raises(ValidationError):
        EventCard.model_validate({**card, "id": "Bad Id", "source": "original"})
    assert EventCard.model_validate({**card, "source": "original"}).tags == []


def test_a_broken_file_names_the_file_and_field(tmp_path):
    for path in SAMPLES.glob("*.toml"):
        shutil.copy(path, tmp_path / path.name)
    text = (tmp_path / "events.toml").read_text(encoding="utf-8")
    (tmp_path / "events.toml").write_text(text.replace('op = "gain", resource = "gold", n = 5',
                                                       'op = "gain", n = 5', 1), encoding="utf-8")
    with pytest.raises(ContentError, match="events.toml: event.0.play.0"):
        load(tmp_path)


def test_duplicate_ids_and_unknown_kinds_are_refused(tmp_path):
    for path in SAMPLES.glob("*.toml"):
        shutil.copy(path, tmp_path / path.name)
    shutil.copy(SAMPLES / "events.toml", tmp_path / "events_again.toml")
    with pytest.raises(ContentError, match="share the id"):
        load(tmp_path)
    (tmp_path / "events_again.toml").unlink()
    (tmp_path / "spells.toml").write_text("", encoding="utf-8")
    with pytest.raises(ContentError, match="not a content kind"):
        load(tmp_path)


def test_a_missing_kind_is_refused(tmp_path):
    shutil.copy(SAMPLES / "events.toml", tmp_path / "events.toml")
    with pytest.raises(ContentError, match="no file for"):
        load(tmp_path)


def test_the_game_plays_data_once_it_is_there():
    assert content_module.DATA.name == "data"
    expected = content_module.DATA if (content_module.DATA / "board.toml").exists() else SAMPLES
    assert standard() == load(expected)
