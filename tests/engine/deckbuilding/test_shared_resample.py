"""Re-drawing what one seat cannot see of a shared deck's cards."""
from collections import Counter

from hypothesis import given, settings, strategies as st

from engine.core.protocol import ALL
from engine.core.rng import Rng
from engine.deckbuilding.shared_cards import SharedCards
from engine.deckbuilding.shared_resample import resample_shared
from tests.engine.deckbuilding.test_shared_cards import is_true, moves, play


def world(deck, set_aside, hands):
    cards = SharedCards(len(hands), deck=deck, set_aside=set_aside)
    cards.hands = [list(hand) for hand in hands]
    return cards


def test_what_the_viewer_sees_stays_and_the_rest_is_dealt_anew_keeping_sizes():
    cards = world(["d1", "d2", "d3"], ["s1"], [["mine1", "mine2"], ["h1", "h2"], ["k1", "k2", "k3"]])
    cards.graveyard = ["g"]
    cards.reveal_hand(2, 0)
    cards.known[1][0] = ("h2",)
    resample_shared(cards, 0, Rng(3))
    assert cards.hands[0] == ["mine1", "mine2"] and cards.graveyard == ["g"]
    assert cards.hands[2] == ["k1", "k2", "k3"] and cards.hands[1][0] == "h2"
    assert len(cards.hands[1]) == 2 and len(cards.deck) == 3 and len(cards.set_aside) == 1
    assert sorted(cards.hands[1][1:] + cards.deck + cards.set_aside) == ["d1", "d2", "d3", "h1", "s1"]


def test_deck_set_aside_and_unknown_hands_are_one_pool():
    places = Counter()
    for seed in range(200):
        cards = world(["d1", "d2"], ["s1"], [["mine"], ["h1"]])
        resample_shared(cards, 0, Rng(seed))
        places["hand" if cards.hands[1] == ["s1"] else "deck" if "s1" in cards.deck else "aside"] += 1
    # s1 is one of 4 unseen cards: in the hand 1/4 of the time, the deck 1/2, aside 1/4.
    assert 30 < places["hand"] < 70 and 70 < places["deck"] < 130 and 30 < places["aside"] < 70


def test_the_result_depends_on_knowledge_not_on_where_hidden_cards_are():
    one = world(["a", "b", "c"], ["d"], [["mine"], ["x", "known"], ["y"]])
    two = world(["y", "d", "x"], ["b"], [["mine"], ["known", "a"], ["c"]])
    for cards in (one, two):
        cards.known[1][0] = ("known",)
        resample_shared(cards, 0, Rng(11))
    assert (one.hands, one.deck, one.set_aside) == (two.hands, two.deck, two.set_aside)


def test_a_random_take_is_known_to_taker_and_victim_in_every_world():
    cards = world(["d1", "d2", "d3", "d4"], ["s1", "s2"], [["a1", "a2"], ["b1", "b2"], ["c1"]])
    taken = cards.random_card(1, Rng(2))
    cards.give(1, 0, taken, (0, 1))
    for seed in range(20):
        # Seen by seat 2, who saw nothing: the victim still knows one card of the taker's hand.
        for_two = cards.clone()
        resample_shared(for_two, 2, Rng(seed))
        assert len(for_two.known[0][1]) == 1 and for_two.known[0][1][0] in for_two.hands[0]
        assert is_true(for_two) and for_two.hands[2] == ["c1"]
        # Seen by the victim: the taken card is where it went.
        for_one = cards.clone()
        resample_shared(for_one, 1, Rng(seed))
        assert taken in for_one.hands[0] and for_one.hands[1] == cards.hands[1]


def test_cards_revealed_to_all_are_public_in_every_seat_s_world():
    cards = world(["d1", "d2", "d3"], [], [["a1"], ["b1", "b2"], ["c1"]])
    cards.reveal_hand(1, ALL)
    for viewer in (0, 2):
        twin = cards.clone()
        resample_shared(twin, viewer, Rng(viewer))
        assert twin.hands[1] == ["b1", "b2"] and twin.known == cards.known


def test_pools_keep_a_face_down_charisma_card_in_each_hand():
    charisma = lambda card: card.startswith("CC")
    deck = [f"d{i}" for i in range(10)]
    for seed in range(30):
        cards = world(deck, ["CC4", "x1"], [["mine", "CC1"], ["h1", "CC2"], ["h2", "CC3"]])
        resample_shared(cards, 0, Rng(seed), pool_of=charisma)
        assert [sum(map(charisma, hand)) for hand in cards.hands] == [1, 1, 1]
        assert not any(map(charisma, cards.deck)) and sorted(map(charisma, cards.set_aside)) == [False, True]


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 4), moves, st.integers(0, 3), st.integers(0, 999))
def test_every_world_is_consistent_with_all_the_viewer_knows(seats, script, viewer, seed):
    cards = SharedCards(seats, deck=[f"c{i % 9}" for i in range(36)], set_aside=["s1", "s2"])
    play(cards, script)
    viewer %= seats
    twin = cards.clone()
    resample_shared(twin, viewer, Rng(seed))
    assert twin.hands[viewer] == cards.hands[viewer] and twin.graveyard == cards.graveyard
    assert [len(h) for h in twin.hands] == [len(h) for h in cards.hands]
    assert (len(twin.deck), len(twin.set_aside)) == (len(cards.deck), len(cards.set_aside))
    everything = lambda c: Counter(c.deck + c.set_aside + c.graveyard + sum(c.hands, []))
    assert everything(twin) == everything(cards)
    for holder in range(seats):
        assert twin.known[holder][viewer] == cards.known[holder][viewer]
        assert [len(k) for k in twin.known[holder]] == [len(k) for k in cards.known[holder]]
    assert is_true(twin)


def test_a_touhou_setup_and_a_public_take_re_drawn_for_each_seat():
    # gensokyo.rules.md §2 with 3 players: 124 cards, a deck of 90, the rest set
    # aside; 5 cards each, then one Charisma card each at random, the 4th aside.
    rng = Rng(7)
    pool = [f"CH{i % 62:02}" for i in range(124)]
    rng.shuffle(pool)
    cards = SharedCards(3, deck=pool[:90], set_aside=pool[90:])
    for seat in range(3):
        for _ in range(5):
            cards.draw(seat)
    charisma = ["CC1", "CC2", "CC3", "CC4"]
    rng.shuffle(charisma)
    for seat in range(3):
        cards.add_to_hand(seat, charisma.pop(), seat)
    cards.set_aside += charisma
    # 魔理沙's take, shown to all as a house rule might: every seat knows where it went.
    taken = cards.random_card(2, rng)
    cards.give(2, 0, taken, ALL)
    is_charisma = lambda card: card.startswith("CC")
    for viewer in range(3):
        world = cards.clone()
        resample_shared(world, viewer, Rng(viewer), pool_of=is_charisma)
        assert taken in world.hands[0] and is_true(world)
        assert len(world.deck) == 75 and len(world.set_aside) == 35
        assert sum(map(is_charisma, world.set_aside)) == 1 and not any(map(is_charisma, world.deck))
        assert world.hands[viewer] == cards.hands[viewer]
