"""Card and tile effects (CONTENT.md "Play effects" and "Permanent effects"),
as a mixin of the state: the ``effects`` frame resolves a list of effects in
order, doing at once each op that needs no choice and handing the others to
``choose`` (``effect_choices``) or ``explore`` (``exploring``); the triggers
of the permanent effects in force push such lists (``fire``), before the play
effects of the card that set them off (RULES_NOTES.md note 11). A draw that
would reshuffle the deck first opens a sale window (``sales``)."""
from __future__ import annotations

from engine.games.guild_masters.player import GOLD, INDEX

DRAWS = frozenset({"draw", "private_deck", "draw_up_to"})     # the effects that draw events


class Effects:
    __slots__ = ()

    def push_effects(self, seat: int, source, effects, times: int = 1) -> None:
        self.push("effects", None, seat, (source, tuple(effects), times))

    def _effects(self, frame, action) -> bool:
        source, effects, times = frame.data
        seat = frame.player
        player = self.players[seat]
        while frame.step < len(effects):
            effect = effects[frame.step]
            if effect.op in DRAWS and self.sale_window(seat, self._to_draw(player, effect)):
                return False       # sales before the reshuffle this draw makes: then the draw
            frame.step += 1
            if self._do(seat, player, source, effect, times):
                return False       # it pushed a frame: come back after it
        return True

    def _to_draw(self, player, effect) -> int:
        """How many events a drawing effect (``DRAWS``) draws now."""
        if effect.op != "draw_up_to":
            return effect.n
        return max(0, effect.n - sum(1 for c in player.hand if c in self.content.events))

    def _do(self, seat, player, source, effect, times) -> bool:
        """Resolve one effect; True when it pushed a frame to finish it."""
        op = effect.op
        n = effect.n if effect.n_v1 is None or self.rules_version >= 2 else effect.n_v1
        if op == "gain":
            player.res[INDEX[effect.resource]] += n
        elif op == "produce":
            k = INDEX[effect.resource]
            player.prod[k] = max(0, player.prod[k] + n * times)
        elif op == "draw":
            self.draw_into(player, n)
        elif op == "civilisation":
            self.move_civilisation(n)
        elif op == "gain_per":
            value = self.count(player, effect.per, effect.tag, None, effect.stars, source) // effect.every
            gain = n * value
            player.res[INDEX[effect.resource]] += gain if effect.cap is None else min(gain, effect.cap)
        elif op == "blank_tile":
            if self.blanks:
                self.blanks -= 1
                player.tiles.append("blank")
        elif op == "flip_self":
            if source is not None:
                player.played[source].face_up = False
                self._lost_card(player.played[source])
        elif op == "extra_turn":
            player.extra_turns += n
        elif op == "gain_chips":
            player.chips[effect.chip] = player.chips.get(effect.chip, 0) + n
        elif op == "private_deck":
            player.private_visible = effect.visible
            for _ in range(n):
                card = self.draw_card()
                if card is not None:
                    player.private.append(card)
        elif op == "from_private_deck":
            for _ in range(min(n, len(player.private))):
                player.hand.append(player.private.pop())
            self.barrier = True
        elif op == "draw_up_to":
            held = sum(1 for c in player.hand if c in self.content.events)
            drawn = self.draw_into(player, max(0, n - held))
            player.res[GOLD] += drawn * effect.gold_each
        elif op == "gain_card":
            if effect.card in self.own_cards:
                self.own_cards.remove(effect.card)
                player.hand.append(effect.card)
        elif op == "gain_adventurer":
            player.tavern += n
            player.adventurers += n
        elif op == "explore":
            self.push("explore", None, seat, (None, False, effect.may_discard_tile, effect.where, effect.area_fame))
            return True
        elif op == "add_white_abyss":
            moved = min(n, self.white_box)
            self.white_box -= moved
            self.white_stock += moved
        elif op == "land_floating_lab" and not self.lab_floats(player):
            return False
        else:
            self.push("choose", op, seat, (source, effect, 0))
            return True
        return False

    @staticmethod
    def _lost_card(played) -> None:
        """Adventurers on a card turned face down go back to the box, its used chip to the stock (FAQ)."""
        played.adventurers = 0
        played.used = False

    # triggers of the permanent effects in force

    def fire(self, player, on: str, cost: int = 0, tags=()) -> None:
        for source, record in reversed(self.sources(player)):
            for trigger in record.triggers:
                if trigger.on != on:
                    continue
                times = 1
                if on == "tag_gained":
                    times = sum(1 for t in tags if trigger.tag is None or t == trigger.tag)
                elif on == "event_played" and cost < trigger.min_cost:
                    times = 0
                elif on == "events_multiple":
                    times = 0
                for _ in range(times):
                    self.push_effects(player.seat, source, trigger.effects)

    def fire_multiple(self, player) -> None:
        """メリッサ: each time your played events reach a multiple of n."""
        events = self.count(player, "events")
        for source, record in reversed(self.sources(player)):
            for trigger in record.triggers:
                if trigger.on == "events_multiple" and events and events % trigger.n == 0:
                    self.push_effects(player.seat, source, trigger.effects)
