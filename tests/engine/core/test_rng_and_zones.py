from engine.core.rng import Rng
from engine.deckbuilding.piles import CountedPiles
from engine.deckbuilding.zones import Zones


def test_the_same_seed_gives_the_same_numbers_and_a_clone_continues_alike():
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]
    twin = a.clone()
    assert [a.below(100) for _ in range(20)] == [twin.below(100) for _ in range(20)]


def test_shuffle_is_a_permutation_and_depends_on_the_seed():
    items = list(range(30))
    first, second = items[:], items[:]
    Rng(1).shuffle(first)
    Rng(2).shuffle(second)
    assert sorted(first) == items and first != second


def test_drawing_past_the_deck_reshuffles_the_discard_pile_under_it():
    zones = Zones(["a", "b"])          # "b" is on top
    zones.discard = ["x", "y", "z"]
    drawn = zones.draw(4, Rng(3))
    assert drawn[:2] == ["b", "a"]
    assert sorted(drawn[2:] + zones.deck) == ["x", "y", "z"]
    assert zones.discard == []


def test_drawing_with_nothing_left_draws_what_there_is():
    zones = Zones(["a"])
    assert zones.draw(3, Rng(0)) == ["a"]
    assert zones.hand == ["a"]


def test_looking_at_a_short_deck_puts_the_shuffled_discard_underneath():
    zones = Zones(["top"])
    zones.discard = ["d1"]
    assert zones.top(2, Rng(0)) == ["top", "d1"]
    assert zones.deck == ["d1", "top"]


def test_face_up_cards_on_top_are_tracked_until_drawn_or_covered():
    zones = Zones(["a", "b"])
    zones.put_on_top("c", face_up=True)
    assert zones.faceup_cards() == ["c"]
    zones.put_on_top("d", face_up=False)
    assert zones.faceup_cards() == []
    zones.put_on_top("e", face_up=True)
    zones.draw(1, Rng(0))
    assert zones.faceup == 0


def test_counted_piles_take_until_empty():
    piles = CountedPiles({"duke": 1})
    assert piles.take("duke") and not piles.take("duke")
    assert piles.empty("duke") and not piles.take("nothing")
    clone = piles.clone()
    clone.counts["duke"] = 3
    assert piles.available("duke") == 0 and clone.available("duke") == 3
