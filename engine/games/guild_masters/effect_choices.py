"""The effects that ask a choice (CONTENT.md "Play effects": base, free play,
purify, take a tile, a treasure, discard, flip, copy, the floating lab …), as a
mixin of the state: the ``choose`` frame builds the options an effect leaves
(none: nothing is done), takes the answer and asks again while the effect
allows more picks; paying a labyrinth tile runs through it too."""
from __future__ import annotations

from engine.games.guild_masters import paid_tiles


class EffectChoices:
    __slots__ = ()

    def _choose(self, frame, action) -> bool:
        op = frame.card
        seat = frame.player
        player = self.players[seat]
        if op == "pay_tile":
            payments = frame.data            # None: any tile; else the payments that leave a play (paid_tiles)
            if action is None:
                tiles = sorted(set(player.tiles)) if payments is None else paid_tiles.choices(payments)
                return self._ask(seat, "pay_tile", [("tile", t) for t in tiles])
            self.discard_tile(player, action[1], owned=True)
            if payments is not None:
                paid_tiles.paid_one(self, seat, payments, action[1])
            return True
        source, effect, picks = frame.data
        options = None if action is not None else self._choice_options(player, op, source, effect, picks)
        if options is not None:
            if not options:
                return True
            return self._ask(seat, op, options, picks)
        verb = action[0]
        if verb == "skip" and op == "unbase_or_flip_self":
            player.played[source].face_up = False
            self._lost_card(player.played[source])
            return True
        if verb in ("skip", "done"):
            return True
        self._chosen(seat, player, op, source, effect, action)
        picks += 1
        frame.data = (source, effect, picks)
        return picks >= self._pick_limit(op, effect)

    def _ask(self, seat, kind, options, picks=0) -> bool:
        """Ask, or be done when there is nothing to choose."""
        if not options:
            return True
        self.decision = self.ask(seat, kind, tuple(options), {"key": kind}, picked=picks)
        return False

    @staticmethod
    def _pick_limit(op, effect) -> int:
        if op in ("discard", "flip_face_up", "play_event"):
            return effect.count if op == "play_event" else effect.n
        return 1

    def _choice_options(self, player, op, source, effect, picks):
        seat = player.seat
        content = self.content
        if op == "base":
            cells = [c for c in sorted(self.areas_of(seat)) if not self.owners[c][1]
                     and self.can_pay_plain(player, self.base_neighbour_price(c))]
            return [("cell", c) for c in cells] + ([("skip",)] if cells else [])
        if op == "free_play":
            mods = ("hand", 0, 0, True, 1, False)
            return [("card", c) for c in sorted(set(player.hand))
                    if c in content.events and self.playable(player, c, mods)]
        if op == "purify":
            return [("cell", c) for c, slot in sorted(self.cells.items())
                    if slot[0] is not None and slot[1] and self.is_abyss(slot[0])]
        if op == "take_tile":
            return [("cell", c) for c, slot in sorted(self.cells.items())
                    if slot[0] is not None and slot[1] and slot[0] not in content.bosses]
        if op == "reveal_area":
            return [("cell", c) for c in sorted(self.cells)]
        if op == "unlock_affinity":
            return [("affinity", i + 1) for i, done in enumerate(player.unlocked) if not done]
        if op == "adventurer_on_card":
            return [("yes",), ("skip",)] if player.tavern and source is not None else []
        if op == "flip_card":
            return [("card", c) for c in sorted({p.card for p in player.played
                                                 if p.face_up and p.card in content.events})]
        if op == "discard":
            return [("discard", c) for c in sorted(set(player.hand))]
        if op == "copy_play":
            return [("card", c) for c in sorted({p.card for i, p in enumerate(player.played)
                                                 if p.face_up and i != source and p.card in content.events
                                                 and content.events[p.card].play
                                                 and not any(e.op == "copy_play" for e in content.events[p.card].play)})]
        if op == "treasure":
            return [("treasure", t) for t in sorted(set(self.treasures))]
        if op == "flip_face_up":
            cards = sorted({p.card for p in player.played if not p.face_up and p.card in content.events})
            return [("card", c) for c in cards] + ([("done",)] if cards else [])
        if op == "unbase_or_flip_self":
            bases = [c for c in sorted(self.areas_of(seat)) if self.owners[c][1]]
            return [("cell", c) for c in bases] + [("skip",)] if source is not None else []
        if op == "floating_lab":
            return [("cell", c) for c in self.lab_spots()]
        if op == "land_floating_lab":
            cells = self.lab_landings(player)         # chosen on a turn (no effect): no skip, so no loop
            return [("cell", c) for c in cells] + ([("skip",)] if cells and effect is not None else [])
        if op == "play_event":
            mods = self.special_mods(player, effect)
            cards = [c for c in sorted(set(player.hand)) if c in content.events
                     and self.special_playable(player, c, effect, mods)]
            return [("card", c) for c in cards] + ([("skip",)] if cards else [])
        raise AssertionError(f"no choice for {op}")

    def _chosen(self, seat, player, op, source, effect, action) -> None:
        arg = action[1] if len(action) > 1 else None
        if op == "base":
            self.push("build", None, seat, (arg, 0))
        elif op == "free_play":
            self.push("play", arg, seat, ("hand", 0, 0, True, 1, False))
        elif op in ("purify", "take_tile"):
            tile = self.cells[arg][0]
            player.tiles.append(tile)
            self.fill_emptied(arg)
            self.log(op, seat, cell=list(arg), tile=tile)
        elif op == "reveal_area":
            for cell in (arg, *self.nbrs[arg]):
                slot = self.cells.get(cell)
                if slot is not None and slot[0] is not None and not slot[1] and slot[0] not in self.content.bosses:
                    slot[1] = True
                    self.barrier = True
                    self.log("reveal", seat, cell=list(cell), tile=slot[0], reveals=True)
        elif op == "unlock_affinity":
            self.push("unlock", None, seat, (arg,))
        elif op == "adventurer_on_card":
            player.tavern -= 1
            player.played[source].adventurers += 1
        elif op == "flip_card":
            played = next(p for p in player.played if p.face_up and p.card == arg)
            played.face_up = False
            self._lost_card(played)
        elif op == "discard":
            player.hand.remove(arg)
            if arg in self.content.events:
                self.discard_event(arg, seat)
            else:
                self.regalia_discard.append(arg)
        elif op == "copy_play":
            self.push_effects(seat, source, self.content.events[arg].play)
        elif op == "treasure":
            self.take_treasure(player, arg)
        elif op == "flip_face_up":
            played = next(p for p in player.played if not p.face_up and p.card == arg)
            played.face_up = True
            self.fire(player, "tag_gained", tags=list(self.content.events[arg].tags))
        elif op == "play_event":
            self.push("play", arg, seat, self.special_mods(player, effect, arg))
        elif op == "floating_lab":
            player.lab = arg
            self.log("floating_lab", seat, cell=list(arg))
        elif op == "land_floating_lab":
            self.land_lab(player, arg)
        elif op == "unbase_or_flip_self":
            self.owners[arg][1] = False

    def take_treasure(self, player, chip: str) -> None:
        self.treasures.remove(chip)
        player.treasures.append(chip)
        record = next(t for t in self.content.board.treasures if t.id == chip)
        self.log("treasure", player.seat, treasure=chip)
        if record.effects:
            self.push_effects(player.seat, None, record.effects)
        self.fire(player, "tag_gained", tags=list(record.tags))
