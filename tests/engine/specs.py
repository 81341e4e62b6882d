"""Test helpers about which games are registered."""
import pytest

from engine.core.spec import all_specs


def needs_spec(game_id: str):
    """Skip a test until ``game_id`` declares its GameSpec (Heart of Crown on
    a branch where it still speaks protocol 1)."""
    return pytest.mark.skipif(game_id not in all_specs(), reason=f"{game_id} has no GameSpec on this branch")
