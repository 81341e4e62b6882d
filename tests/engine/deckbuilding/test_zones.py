"""A deck-builder's zones: draw and reshuffle, and what every seat knows."""
from engine.core.protocol import ALL
from engine.core.rng import Rng
from engine.deckbuilding.drawing import draw
from engine.deckbuilding.resample import resample_zones
from engine.deckbuilding.zones import Zones


def test_drawing_past_the_deck_shuffles_the_discard_pile_under_it():
    zones = Zones(["a", "b"])
    zones.discard = ["c", "d", "e"]
    drawn = zones.draw(4, Rng(1))
    assert drawn[:2] == ["b", "a"] and sorted(drawn[2:] + zones.deck) == ["c", "d", "e"]
    assert zones.discard == [] and zones.hand == drawn


def test_a_draw_tells_the_owner_the_cards_and_everyone_the_count_and_the_reshuffle():
    zones = Zones(["a"])
    zones.discard = ["b"]
    events = []
    drawn = draw(zones, 2, Rng(0), 1, lambda kind, player, visible_to, **data: events.append(
        (kind, player, visible_to, data)))
    assert events == [("reshuffle", 1, ALL, {}),
                      ("draw", 1, 1, {"cards": drawn, "reveals": True}),
                      ("draw_count", 1, ALL, {"count": 2})]


def test_cards_drawn_face_up_stay_known_in_the_hand():
    zones = Zones(["x", "y"])
    zones.put_on_top("open", face_up=True)
    draw(zones, 2, Rng(0), 0)
    assert zones.hand == ["open", "y"] and zones.known == ["open"]


def test_a_card_leaving_the_hand_takes_its_knowledge_along():
    zones = Zones()
    zones.add_to_hand_openly("city")
    zones.hand.append("duke")
    zones.take_from_hand("city")
    assert zones.known == [] and zones.hand == ["duke"]
    zones.reveal_hand()
    assert zones.known == ["duke"]


def test_a_clone_owns_its_zones_and_knowledge():
    zones = Zones(["a"])
    zones.add_to_hand_openly("b")
    twin = Zones.__new__(Zones)
    zones.copy_zones_into(twin)
    twin.known.append("c")
    twin.deck.append("d")
    assert zones.known == ["b"] and zones.deck == ["a"]


def test_resampling_another_seat_keeps_sizes_known_cards_and_the_face_up_top():
    zones = Zones(["d1", "d2", "d3"])
    zones.put_on_top("open", face_up=True)
    zones.hand = ["h1", "known"]
    zones.known = ["known"]
    resample_zones(zones, False, Rng(5))
    assert len(zones.hand) == 2 and zones.hand[0] == "known" and zones.deck[-1] == "open"
    assert sorted(zones.hand + zones.deck) == sorted(["d1", "d2", "d3", "open", "h1", "known"])


def test_resampling_the_viewer_moves_only_its_unseen_deck():
    zones = Zones(["d1", "d2", "d3", "seen"])
    zones.seen = 1
    zones.hand = ["mine"]
    resample_zones(zones, True, Rng(5))
    assert zones.hand == ["mine"] and zones.deck[-1] == "seen" and sorted(zones.deck[:3]) == ["d1", "d2", "d3"]


def test_resampling_depends_on_the_knowledge_not_the_true_order():
    one, two = Zones(["a", "b", "c"]), Zones(["c", "a", "b"])
    one.hand, two.hand = ["x", "y"], ["y", "x"]
    resample_zones(one, False, Rng(3))
    resample_zones(two, False, Rng(3))
    assert (one.hand, one.deck) == (two.hand, two.deck)


def test_a_shuffle_is_fisher_yates_with_one_next64_per_swap():
    # Rng.shuffle writes the mixer out; records replay only if it draws exactly
    # what next64 would, in the same order, and leaves the RNG where it would.
    for seed in (0, 1, 2**63 + 12345):
        for size in (0, 1, 2, 7, 40):
            items, reference = list(range(size)), list(range(size))
            rng, by_hand = Rng(seed), Rng(seed)
            rng.shuffle(items)
            for i in range(size - 1, 0, -1):
                j = by_hand.next64() % (i + 1)
                reference[i], reference[j] = reference[j], reference[i]
            assert items == reference and rng.state == by_hand.state
