"""Tanto Cuore's base set as plain data: one row per card kind (33 kinds, 280 cards).

Numbers and texts come from ``shared/research/tanto_cuore_cards.md``; each row
names its sources (the note's S-numbers) and a confidence mark: ``confirmed``
(a source states it), ``inferred`` (a third-party implementation codes it) or
``reconstructed`` (no card text found: the effect is rebuilt from the C#
implementation S3 and the stat table S2). ``cards.py`` validates every row.

Effects use the shared vocabulary: ``draw``, ``love``, ``servings``,
``employs`` happen first, in that order; then the named ``effect`` (a handler
in ``effects.py``) runs. A private maid's ``timing`` says when her ability
works: ``start`` (her owner's starting phase), ``serve`` (while her owner
serves) or ``others_discard`` (the start of every other player's discard phase).
"""
from __future__ import annotations

RECONSTRUCTED_NOTE = ("This card's text is reconstructed from a fan implementation "
                      "(no printed text was found); the effect may differ from the card.")

ROWS = [
    # ---------------------------------------------------------------- Love
    dict(id="love_1", name="1 Love", kind="love", cost=1, pile=36, love_value=1,
         text="Shows 1 Love.", source="S2 S3 S7", confidence="confirmed"),
    dict(id="love_2", name="2 Love", kind="love", cost=4, pile=12, love_value=2,
         text="Shows 2 Love.", source="S2 S3 S7", confidence="confirmed"),
    dict(id="love_3", name="3 Love", kind="love", cost=7, pile=8, love_value=3,
         text="Shows 3 Love. In your starting phase you may discard it to return an Illness "
              "from a maid in your Private Quarters to the town.",
         source="S2 S3 S7 summary", confidence="confirmed"),
    # ---------------------------------------------------------------- maid chiefs
    dict(id="marianne", name="Marianne Soleil", kind="chief", number=1, cost=9, pile=8, vp=6,
         text="Maid Chief. No ability.", source="S1 S2 S3 S8", confidence="confirmed"),
    dict(id="colette", name="Colette Framboise", kind="chief", number=2, cost=3, pile=24, vp=1,
         chamber_cost=2, chamber_set="colette",
         text="Chambermaid Chief. Chambermaid: Serving -2. At the end, the player with more "
              "Colettes than every other player gains 5 VP.",
         source="S1 S2 S3", confidence="confirmed"),
    # ---------------------------------------------------------------- general maids
    dict(id="anise", name="Anise Greenaway", kind="general", number=3, cost=7, pile=8, vp=3,
         draw=3, employs=1, text="Draw +3, Employment +1.", source="S1 S2 S3 S8", confidence="confirmed"),
    dict(id="ophelia", name="Ophelia Grail", kind="general", number=4, cost=6, pile=8,
         draw=1, love=1, servings=1, employs=1, vp_rule="ophelia",
         text="Draw +1, Love +1, Serving +1, Employment +1. With more than one Ophelia, each "
              "is worth 2 VP if you have an odd number of them, -2 VP if an even number.",
         source="S1 S3", confidence="confirmed"),
    dict(id="sainsbury", name="Sainsbury Lockwood", kind="general", number=5, cost=5, pile=10,
         effect="sainsbury",
         text="You may exchange a 1 Love from your hand for a 2 Love or a maid costing 4 or "
              "less from the town; it goes to your hand.",
         source="S1 S3", confidence="confirmed"),
    dict(id="tenalys", name="Tenalys Trent", kind="general", number=6, cost=5, pile=10,
         love=3, employs=1, effect="tenalys",
         text="Love +3, Employment +1. Every other player draws a card.",
         source="S1 S2 S3", confidence="confirmed"),
    dict(id="natsumi", name="Natsumi Fujikawa", kind="general", number=7, cost=5, pile=10,
         draw=1, servings=2, effect="natsumi",
         text="Draw +1, Serving +2. You may discard a card; if you do, every other player "
              "with 4 or more cards in hand discards one of them.",
         source="S1 S2 S3", confidence="confirmed"),
    dict(id="nena", name="Nena Wilder", kind="general", number=8, cost=5, pile=10,
         love=1, effect="nena",
         text="Love +1. The players to your left and right, if they have a maid in their "
              "Private Quarters, each put a Bad Habit from the town into them.",
         source="S1 S3", confidence="confirmed"),
    dict(id="esquine", name="Esquine Foret", kind="general", number=9, cost=4, pile=10,
         draw=2, effect="esquine",
         text="Draw +2. You may discard up to 2 cards: Serving +1 for each.",
         source="S1 S2", confidence="confirmed"),
    dict(id="genevieve", name="Genevieve Daubigny", kind="general", number=10, cost=4, pile=10,
         draw=1, love=1, servings=1, text="Draw +1, Love +1, Serving +1.",
         source="S1 S2 S3 S8", confidence="confirmed"),
    dict(id="moine", name="Moine de Lefevre", kind="general", number=11, cost=4, pile=10,
         draw=2, employs=2, text="Draw +2, Employment +2.",
         source="S1 S2 S3 S8 S11", confidence="confirmed"),
    dict(id="eliza", name="Eliza Rosewater", kind="general", number=12, cost=3, pile=10,
         love=2, effect="eliza",
         text="Love +2. You may look at the top card of any player's deck and may discard it.",
         source="S1 S2 S3", confidence="confirmed"),
    dict(id="kagari", name="Kagari Ichinomiya", kind="general", number=13, cost=3, pile=10,
         servings=2, text="Serving +2.", source="S1 S2 S3", confidence="confirmed"),
    dict(id="claire", name="Claire Saint-Juste", kind="general", number=14, cost=3, pile=10,
         servings=1, effect="claire",
         text="Serving +1. You may return an Event in your Private Quarters to the town. "
              "When an Event would go into your Private Quarters, you may reveal Claire from "
              "your hand to return it to the town.",
         source="S1", confidence="confirmed"),
    dict(id="safran", name="Safran Virginie", kind="general", number=15, cost=3, pile=10,
         love=2, chamber_cost=1, chamber_set="safran",
         text="Love +2. Chambermaid: Serving -1. Chambered Safrans score 4 VP for 2, 8 VP "
              "for 3, 12 VP for 4.",
         source="S1 S2 S3", confidence="confirmed"),
    dict(id="azure", name="Azure Crescent", kind="general", number=16, cost=2, pile=10, vp=1,
         employs=1, chamber_cost=1, chamber_set="crescent",
         text="Employment +1. Chambermaid: Serving -1. Chambered Crescent sisters: 3 VP for "
              "each set of 2 different sisters, 7 VP for each set of all 3.",
         source="S1 S2 S3", confidence="confirmed"),
    dict(id="viola", name="Viola Crescent", kind="general", number=17, cost=2, pile=10, vp=1,
         draw=1, chamber_cost=1, chamber_set="crescent",
         text="Draw +1. Chambermaid: Serving -1. Chambered Crescent sisters: 3 VP for each "
              "set of 2 different sisters, 7 VP for each set of all 3.",
         source="S1 S2 S3", confidence="confirmed"),
    dict(id="rouge", name="Rouge Crescent", kind="general", number=18, cost=2, pile=10, vp=1,
         love=1, chamber_cost=1, chamber_set="crescent",
         text="Love +1. Chambermaid: Serving -1. Chambered Crescent sisters: 3 VP for each "
              "set of 2 different sisters, 7 VP for each set of all 3.",
         source="S1 S2 S3", confidence="confirmed"),
    # ---------------------------------------------------------------- private maids
    dict(id="amber", name="Amber Twilight", kind="private", number=19, cost=5, pile=1, vp=-3,
         timing="others_discard",
         text="At the start of every other player's discard phase, that player discards the "
              "top card of their deck; if it is not a maid, they draw one card fewer for "
              "their next hand.",
         source="S1 S2 S3", confidence="confirmed"),
    dict(id="nord", name="Nord Twilight", kind="private", number=20, cost=4, pile=1, vp=-4,
         timing="start", effect="nord",
         text="Starting phase: you may discard all but one card of your hand; if you do, put "
              "two Illnesses from the town on one maid in any Private Quarters.",
         source="S1 S2 S3", confidence="confirmed"),
    dict(id="sora", name="Sora Nakachi", kind="private", number=21, cost=7, pile=1, vp=2,
         timing="start", effect="sora",
         text="Starting phase: you may move an Event from any Private Quarters to the same "
              "place in another player's Private Quarters.",
         source="S1 S2 S3", confidence="confirmed"),
    dict(id="fay", name="Fay Longfang", kind="private", number=22, cost=6, pile=1, vp=0,
         timing="start", effect="fay", text="Starting phase: Love +1 or Employment +1.",
         source="S3 S6 (cost); S3 (effect)", confidence="reconstructed"),
    dict(id="lalande", name="Lalande Dreyfus", kind="private", number=23, cost=6, pile=1, vp=2,
         timing="start", draw=1, text="Starting phase: Draw +1.",
         source="S2 S3 S6", confidence="reconstructed"),
    dict(id="milly", name="Milly Violet", kind="private", number=24, cost=5, pile=1, vp=2,
         timing="serve",
         text="The first time each turn you serve a maid with Draw, Serving +1.",
         source="S2 S3 S6", confidence="reconstructed"),
    dict(id="eugenie", name="Eugenie Fontaine", kind="private", number=25, cost=5, pile=1, vp=0,
         timing="start", effect="eugenie",
         text="Starting phase: you may look at a random card in another player's hand; then "
              "you may show them a random card of yours, and if you do, swap the two.",
         source="S1 S2 S3", confidence="confirmed"),
    dict(id="lucienne", name="Lucienne de Marlboro", kind="private", number=26, cost=5, pile=1,
         vp=1, timing="start", servings=1, text="Starting phase: Serving +1.",
         source="S2 S3 S6", confidence="reconstructed"),
    dict(id="rosa", name="Rosa Topaz", kind="private", number=27, cost=5, pile=1, vp=1,
         timing="start", love=1, text="Starting phase: Love +1.",
         source="S2 S3 S6", confidence="reconstructed"),
    dict(id="tanya", name="Tanya Petrushka", kind="private", number=28, cost=4, pile=1, vp=1,
         timing="serve",
         text="The first time each turn you serve a maid with Draw, draw one more card.",
         source="S2 S3 S6", confidence="reconstructed"),
    # ---------------------------------------------------------------- events
    dict(id="illness", name="Illness", kind="event", cost=4, pile=10,
         text="Put it on a maid in a player's Private Quarters: she scores nothing and loses "
              "her ability until a 3 Love returns the Illness.",
         source="S2 S3 S6 S7 summary", confidence="confirmed"),
    dict(id="bad_habit", name="Bad Habit", kind="event", cost=2, pile=16, vp=-1,
         text="Put it into another player's Private Quarters: -1 VP, or -2 VP each once they "
              "have more than 4.",
         source="S2 S3 S6 S7 summary", confidence="confirmed"),
]
