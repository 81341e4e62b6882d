import pytest

from desktop.shell.guided import session as guided_session


@pytest.fixture
def quick(monkeypatch):
    """A lesson's opponent plays without the lesson's reading pace."""
    monkeypatch.setattr(guided_session, "LESSON_PACE_MS", 0)
