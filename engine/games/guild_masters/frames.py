"""Isekai Guild Masters' rules that need a choice halfway, joined into one
mixin of the state, and the table from a frame's name to its handler
(``engine.core.machine``: a handler asks by setting ``state.decision`` and gets
the answer back as ``action`` on its next call). Each part is a module of its
own along the rulebook's seams:

- ``holdings``: what a guild has (faces, permanent effects in force, tags, the
  counters conditions read);
- ``paying``: gold or power, potions and tiles (frame ``pay``);
- ``card_plays``: what a card costs and playing it (``play``);
- ``effects``: a card's or tile's effects and the triggers (``effects``);
  ``effect_choices``: the effects that ask a choice (``choose``);
- ``exploring`` (``explore``), ``labyrinth``: the tiles and where they go,
  ``floating_lab``: セレン裏's lab;
- ``common_actions``: building and developing (``build``, ``develop``,
  ``unlock``); ``potion_actions`` (``potion``); ``specials`` (``special``);
- ``sales``: the sale window before a reshuffle (``sale_window``; ``Sales`` is
  a base of the state itself, which offers sales at its decisions).
"""
from __future__ import annotations

from engine.games.guild_masters.card_plays import CardPlays
from engine.games.guild_masters.common_actions import CommonActions
from engine.games.guild_masters.effect_choices import EffectChoices
from engine.games.guild_masters.effects import Effects
from engine.games.guild_masters.exploring import Exploring
from engine.games.guild_masters.floating_lab import FloatingLab
from engine.games.guild_masters.holdings import Holdings
from engine.games.guild_masters.labyrinth import Labyrinth
from engine.games.guild_masters.paying import Paying
from engine.games.guild_masters.potion_actions import PotionActions
from engine.games.guild_masters.sales import Sales
from engine.games.guild_masters.specials import SpecialActions


class FrameRules(Effects, EffectChoices, CardPlays, CommonActions, PotionActions, Exploring, FloatingLab, Holdings,
                 Labyrinth, Paying, SpecialActions):
    __slots__ = ()

    handlers = {
        "pay": Paying._pay,
        "play": CardPlays._play,
        "effects": Effects._effects,
        "choose": EffectChoices._choose,
        "explore": Exploring._explore,
        "build": CommonActions._build,
        "develop": CommonActions._develop,
        "unlock": CommonActions._unlock,
        "sale_window": Sales._sale_window,
        "potion": PotionActions._potion,
        "special": SpecialActions._special,
    }
