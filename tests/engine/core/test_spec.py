import pytest

from engine.core.spec import all_specs, get_spec, register, resolve, search_hooks, unregister
from tests.engine.toy import SEARCH_HOOKS, SPEC


def test_register_keeps_the_registry_in_id_order():
    early = type(SPEC)(**{**SPEC.__dict__, "id": "aaa_toy"})
    register(early)
    try:
        assert list(all_specs()) == sorted(all_specs())
        assert get_spec("aaa_toy") is early
    finally:
        unregister("aaa_toy")
    assert "aaa_toy" not in all_specs()


def test_an_unknown_game_is_named_with_the_known_ones():
    with pytest.raises(ValueError, match=r"unknown game 'chess' \(known: .*toy"):
        get_spec("chess")


def test_references_resolve_to_their_objects():
    assert resolve("engine.core.spec:get_spec") is get_spec
    assert search_hooks("toy") is SEARCH_HOOKS
