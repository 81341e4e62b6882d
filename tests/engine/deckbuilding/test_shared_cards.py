"""One shared deck, a public graveyard, an unseen set-aside pile, hands, and
who knows which card is in whose hand."""
from collections import Counter

from hypothesis import given, settings, strategies as st

from engine.core.protocol import ALL
from engine.core.rng import Rng
from engine.deckbuilding.shared_cards import SharedCards


def table(seats=3):
    cards = SharedCards(seats, deck=[f"d{i}" for i in range(12)], set_aside=["s1", "s2"])
    for seat in range(seats):
        for _ in range(2):
            cards.draw(seat)
    return cards


def test_a_draw_takes_the_top_card_and_only_the_drawer_knows_it():
    cards = table()
    assert cards.hands == [["d11", "d10"], ["d9", "d8"], ["d7", "d6"]]
    assert cards.known_to(0, 0) == ["d11", "d10"]
    assert all(cards.known_to(v, h) == [] for h in range(3) for v in range(3) if v != h)
    empty = SharedCards(2)
    assert empty.draw(0) is None and empty.hands == [[], []]


def test_a_card_seen_arriving_is_known_and_a_discard_is_public():
    cards = table()
    cards.add_to_hand(1, "returned", ALL)            # e.g. back from a land in all eyes
    assert cards.known_to(0, 1) == ["returned"] == cards.known_to(2, 1)
    cards.discard(1, "returned")
    assert cards.graveyard == ["returned"] and cards.known_to(0, 1) == []


def test_a_take_seen_by_two_tells_the_victim_and_makes_the_others_forget():
    cards = table()
    cards.reveal_hand(1, ALL)
    taken = cards.random_card(1, Rng(4))
    cards.give(1, 0, taken, (0, 1))
    assert cards.known_to(1, 0) == [taken]                  # the victim knows where it went
    assert cards.known_to(0, 1) == cards.hands[1]           # the taker saw which one left
    assert cards.known_to(2, 1) == [] and cards.known_to(2, 0) == []   # seat 2 saw neither


def test_a_hand_shown_to_one_seat_is_known_to_that_seat_alone():
    cards = table()
    cards.reveal_hand(2, 0)
    assert cards.known_to(0, 2) == ["d7", "d6"] and cards.known_to(1, 2) == []


def test_losing_a_copy_in_sight_forgets_one_copy_only():
    cards = SharedCards(2, deck=["x", "x", "y"])
    for _ in range(3):
        cards.draw(0)
    cards.reveal_hand(0, 1)
    cards.discard(0, "x")
    assert sorted(cards.known_to(1, 0)) == ["x", "y"]


def test_graveyard_and_searched_cards_arrive_in_all_eyes():
    cards = table()
    cards.discard(0, "d11")
    cards.take_from_graveyard(2, "d11")
    cards.take_from_deck(1, "d3")
    assert cards.graveyard == [] and cards.known_to(0, 2) == ["d11"] and cards.known_to(2, 1) == ["d3"]
    before = sorted(cards.deck)
    cards.shuffle_deck(Rng(1))
    assert sorted(cards.deck) == before and "d3" not in cards.deck


def test_a_random_card_from_an_empty_hand_is_none_and_otherwise_is_seeded():
    cards = table()
    assert SharedCards(2).random_card(0, Rng(1)) is None
    assert cards.random_card(0, Rng(9)) == cards.random_card(0, Rng(9)) in cards.hands[0]
    assert cards.hands[0] == ["d11", "d10"]       # it stays until the caller moves it


def test_a_clone_owns_every_list():
    cards = table()
    cards.reveal_hand(0, 1)
    twin = cards.clone()
    twin.draw(0)
    twin.discard(1, twin.hands[1][0])
    twin.known[0][1] = ()
    twin.set_aside.pop()
    assert cards.hands == table().hands and cards.known_to(1, 0) == ["d11", "d10"]
    assert cards.graveyard == [] and cards.set_aside == ["s1", "s2"] and len(cards.deck) == 6


def is_true(cards):
    """Every seat's knowledge is a sub-multiset of the hand it is about."""
    for holder, row in enumerate(cards.known):
        hand = Counter(cards.hands[holder])
        for viewer, known in enumerate(row):
            if viewer == holder and known:
                return False
            if Counter(known) - hand:
                return False
    return True


# One move of a game: (what, seat, other seat, how many see it, rng seed).
moves = st.lists(st.tuples(st.sampled_from(["draw", "discard", "give", "show", "grave", "search"]),
                           st.integers(0, 3), st.integers(0, 3), st.integers(0, 2), st.integers(0, 99)),
                 max_size=40)


def play(cards, script):
    seats = len(cards.hands)
    for what, a, b, sight, seed in script:
        a, b, rng = a % seats, b % seats, Rng(seed)
        seen_by = (ALL, a, (a, b))[sight]
        card = cards.random_card(a, rng)
        if what == "draw":
            cards.draw(a)
        elif what == "discard" and card is not None:
            cards.discard(a, card)
        elif what == "give" and card is not None and a != b:
            cards.give(a, b, card, seen_by)
        elif what == "show":
            cards.reveal_hand(a, seen_by)
        elif what == "grave" and cards.graveyard:
            cards.take_from_graveyard(a, rng.choice(cards.graveyard))
        elif what == "search" and cards.deck:
            cards.take_from_deck(a, rng.choice(cards.deck), seen_by)
            cards.shuffle_deck(rng)


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 4), moves)
def test_knowledge_stays_true_and_no_card_is_lost_whatever_happens(seats, script):
    cards = SharedCards(seats, deck=[f"c{i % 7}" for i in range(30)], set_aside=["s"] * 3)
    before = Counter(cards.deck + cards.set_aside)
    play(cards, script)
    assert is_true(cards)
    assert Counter(cards.deck + cards.set_aside + cards.graveyard + sum(cards.hands, [])) == before
