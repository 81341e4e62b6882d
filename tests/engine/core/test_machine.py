"""The effect-frame stack: handlers ask, remember their step, and pop."""
from engine.core.machine import Frame, FrameMachine


def count_to(state, frame, action):
    """Asks twice, then adds the answers to the state's total."""
    if action is not None:
        frame.data = frame.data + [action]
    if len(frame.data) == 2:
        state.total += sum(frame.data)
        return True
    frame.step += 1
    state.decision = ("pick", frame.step)
    return False


def nest(state, frame, action):
    """Pushes a frame above itself, then finishes at once."""
    state.push("count_to", None, 0, [])
    return True


class Toy(FrameMachine):
    handlers = {"count_to": count_to, "nest": nest}

    def __init__(self):
        self.stack, self.decision, self.winners, self.total, self.steps = [], None, None, 0, 0

    def step(self):
        self.steps += 1
        if self.steps == 3:
            self.winners = (0,)


def test_a_frame_asks_resumes_with_the_answer_and_pops_when_done():
    toy = Toy()
    toy.push("count_to", "card", 0, [])
    toy.run()
    assert toy.decision == ("pick", 1) and toy.steps == 0
    toy.decision = None
    assert toy.resume(4)
    toy.run()
    assert toy.decision == ("pick", 2)
    toy.decision = None
    toy.resume(5)
    assert toy.total == 9 and toy.stack == []
    toy.run()
    assert toy.winners == (0,) and toy.steps == 3


def test_a_handler_may_push_above_itself_before_it_finishes():
    toy = Toy()
    toy.push("nest", None, 0)
    toy.run()
    assert [f.name for f in toy.stack] == ["count_to"] and toy.decision == ("pick", 1)


def test_resume_without_a_frame_leaves_the_answer_to_the_game():
    assert Toy().resume(1) is False


def test_a_cloned_frame_owns_its_list_data():
    frame = Frame("count_to", "card", 1, 2, [1])
    twin = frame.clone()
    twin.data.append(2)
    assert frame.data == [1] and (twin.name, twin.card, twin.player, twin.step) == ("count_to", "card", 1, 2)
