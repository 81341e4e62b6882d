"""The potion actions (秘薬アクション, L190), as a mixin of the state: pay the
space's 1-3 potions (tiles for some with ホルン裏), close the space for the
round, and resolve its effects. Which spaces are open is ``legal``'s."""
from __future__ import annotations


class PotionActions:
    __slots__ = ()

    def _potion(self, frame, action) -> bool:
        seat = frame.player
        space = self.content.board.potion_spaces[frame.data - 1]
        if frame.step == 0:
            frame.step = 1
            self.pay_potions(seat, self.players[seat], space.potions)
            return False
        self.potion_used.append(frame.data)
        self.push_effects(seat, None, space.effects)
        return True
