"""The base set as data: 33 kinds, 280 cards, sources and confidence on every row."""
import pytest
from pydantic import ValidationError

from engine.games.tanto_cuore.card_data import RECONSTRUCTED_NOTE, ROWS
from engine.games.tanto_cuore.cards import (
    CARD_LIST, CARDS, CHAMBERABLE, CHIEFS, EVENTS, GENERAL, LOVE, PRIVATE, RECONSTRUCTED, TOTAL_CARDS, Card)


def test_the_base_set_has_every_kind_and_280_cards():
    assert (len(GENERAL), len(CHIEFS), len(PRIVATE), len(EVENTS), len(LOVE)) == (16, 2, 10, 2, 3)
    assert len(CARD_LIST) == 33 and TOTAL_CARDS == 280
    assert sum(CARDS[c].pile for c in GENERAL) == 156
    assert (CARDS["colette"].pile, CARDS["marianne"].pile, CARDS["ophelia"].pile, CARDS["anise"].pile) == (24, 8, 8, 8)
    assert (CARDS["illness"].pile, CARDS["bad_habit"].pile) == (10, 16)
    assert [CARDS[c].pile for c in LOVE] == [36, 12, 8] and [CARDS[c].cost for c in LOVE] == [1, 4, 7]


def test_chamber_costs():
    assert CHAMBERABLE == {"colette", "safran", "azure", "viola", "rouge"}
    assert CARDS["colette"].chamber_cost == 2
    assert {CARDS[c].chamber_cost for c in ("safran", "azure", "viola", "rouge")} == {1}


def test_the_six_reconstructed_cards_are_marked_in_data_and_help():
    assert set(RECONSTRUCTED) == {"fay", "lalande", "milly", "lucienne", "rosa", "tanya"}
    for card in CARD_LIST:
        assert card.source and card.confidence in ("confirmed", "inferred", "reconstructed")
        assert (RECONSTRUCTED_NOTE in card.help) == (card.id in RECONSTRUCTED)


def test_the_printed_numbers_run_from_1_to_28():
    assert sorted(c.number for c in CARD_LIST if c.number) == list(range(1, 29))


@pytest.mark.parametrize("change", [{"effect": "no_such"}, {"kind": "private"}, {"chamber_cost": 1}, {"cost": 0},
                                    {"unknown_field": 1}])
def test_a_bad_row_is_refused(change):
    row = dict(next(r for r in ROWS if r["id"] == "kagari"), **change)
    with pytest.raises(ValidationError):
        Card.model_validate(row)
