"""A clone is the state again, every slot of it, and playing it on leaves the
original as it was (its lists and dicts are its own)."""
from engine.ai.agents import make_agent
from engine.core.snapshot import snapshot
from engine.games.guild_masters import SPEC


def _slots(obj) -> list:
    return [name for cls in type(obj).__mro__ for name in getattr(cls, "__slots__", ())]


def test_a_clone_has_every_slot_and_plays_on_alone():
    for players, seed in ((2, 3), (3, 8), (4, 13)):
        state = SPEC.start({"players": players}, seed)
        agents = [make_agent("baseline", SPEC.id, seat) for seat in range(players)]
        for step in range(400):
            if state.decision is None:
                break
            if step % 50 == 25:
                twin = state.clone()
                for original, copy in ((state, twin), *zip(state.players, twin.players)):
                    assert [n for n in _slots(original) if hasattr(original, n) and not hasattr(copy, n)] == []
                before = snapshot(state)
                assert snapshot(twin) == before
                twin_agents = [make_agent("baseline", SPEC.id, seat) for seat in range(players)]
                while twin.decision is not None:
                    twin.apply(twin_agents[twin.decision.player].act(twin))
                assert snapshot(state) == before
            state.apply(agents[state.decision.player].act(state))
