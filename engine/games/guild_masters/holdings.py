"""What a guild has, as a mixin of the state: its receptionist's face and
rank card, the permanent effects in force (face-up played cards and the rank
card: ``sources``, ``modifiers``), its tags, the counters that conditions and
per-effects read (``count``, CONTENT.md "Conditions") and whether a play
condition holds. Sources and modifiers are remembered: a search asks for them
thousands of times and they follow from few things."""
from __future__ import annotations

from engine.games.guild_masters.player import INDEX


class Holdings:
    __slots__ = ()

    def face_of(self, player):
        recep = self.content.receptionists.get(player.receptionist)
        if recep is None or player.face is None:
            return _NO_FACE
        return recep.front if player.face == "front" else recep.back

    def rank_card(self, player):
        face = self.face_of(player)
        return face.ranks[player.rank - 1] if face.ranks else None

    def face_up_played(self, player):
        return [p for p in player.played if p.face_up]

    def sources(self, player):
        """(source index or None for the receptionist, record) of every active permanent effect."""
        return self._in_force(player)[0]

    def modifiers(self, player) -> frozenset:
        return self._in_force(player)[1]

    def _in_force(self, player) -> tuple:
        """The permanent effects in force and their modifiers: a function of few
        things, so it is remembered."""
        key = (id(self.content), player.receptionist, player.face, player.rank,
               tuple((p.card, p.face_up) for p in player.played))
        found = _IN_FORCE.get(key)
        if found is None:
            if len(_IN_FORCE) > 100_000:
                _IN_FORCE.clear()
            sources = self._sources(player)
            found = _IN_FORCE[key] = (sources, frozenset(m for _, record in sources for m in record.modifiers))
        return found

    def _sources(self, player):
        found = []
        for index, played in enumerate(player.played):
            if played.face_up:
                found.append((index, self.content.card(played.card)))
        card = self.rank_card(player)
        if card is not None:
            found.append((None, card))
        return found

    def tag_counts(self, player) -> dict:
        counts = {"life": 0, "trade": 0, "junk": 0, "person": 0}
        content = self.content
        for played in player.played:
            if played.face_up and played.card in content.events:
                for tag in content.events[played.card].tags:
                    counts[tag] += 1
        card = self.rank_card(player)
        if card is not None:
            for tag in card.tags:
                counts[tag] += 1
        for tile in player.tiles:
            record = content.tiles.get(tile) or content.bosses.get(tile)
            if record is not None:
                for tag in record.tags:
                    counts[tag] += 1
        treasures = {t.id: t for t in content.board.treasures}
        for chip in player.treasures:
            for tag in treasures[chip].tags:
                counts[tag] += 1
        return counts

    def areas_of(self, seat: int) -> list:
        return [cell for cell, owner in self.owners.items() if owner[0] == seat]

    def count(self, player, what: str, tag=None, resource=None, stars=None, source=None) -> int:
        content = self.content
        if what == "tag":
            return self.tag_counts(player)[tag]
        if what == "tags_any":
            return sum(self.tag_counts(player).values())
        if what == "affinity":
            return player.affinity
        if what == "tiles":
            return len(player.tiles)
        if what == "abyss_tiles":
            return sum(1 for t in player.tiles if t in content.tiles and content.tiles[t].face == "abyss")
        if what == "star_tiles":
            return sum(1 for t in player.tiles if self.tile_stars(t) >= stars)
        if what == "civilisation":
            return self.civ
        if what == "production":
            return player.prod[INDEX[resource]]
        if what == "resource":
            return player.res[INDEX[resource]]
        if what == "events":
            return sum(1 for p in player.played if p.card in content.events)
        if what == "untagged_events":
            return sum(1 for p in player.played if p.face_up and p.card in content.events
                       and not content.events[p.card].tags)
        if what == "regalia":
            return sum(1 for p in player.played if p.card in content.regalia)
        if what == "areas":
            return len(self.areas_of(player.seat))
        if what == "bases":
            return sum(1 for owner in self.owners.values() if owner[0] == player.seat and owner[1])
        if what == "treasures":
            return len(player.treasures)
        if what == "adventurers_on_card":
            return player.played[source].adventurers if source is not None else 0
        if what == "face_down_events":
            return sum(1 for p in player.played if not p.face_up and p.card in content.events)
        raise AssertionError(f"no counter {what}")

    def holds(self, player, requirement, source=None) -> bool:
        short = 0               # tags missing, which ignore_one_tag forgives once
        for cond in requirement:
            value = self.count(player, cond.what, cond.tag, cond.resource, cond.stars, source)
            if cond.what == "bases" and self.lab_floats(player):
                value += 1      # セレン裏: the floating lab off the map is a base for play conditions
            if (value > cond.n) if cond.at_most else (value < cond.n):
                if cond.at_most or cond.what not in ("tag", "tags_any"):
                    return False
                short += cond.n - value
        return not short or (short == 1 and "ignore_one_tag" in self.modifiers(player))

    def holds_any(self, player, alternatives) -> bool:
        return not alternatives or any(self.holds(player, req) for req in alternatives)


class _NoFace:
    initial = ()
    first_turn = ()
    ranks = ()


_NO_FACE = _NoFace()
_IN_FORCE = {}
