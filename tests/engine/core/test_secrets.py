from engine.core.secrets import Sealed


def test_a_sealed_value_shows_only_to_its_owner():
    sealed = Sealed(1, ["city", "farm"])
    assert sealed.shown(1) == {"sealed": True, "owner": 1, "value": ["city", "farm"]}
    assert sealed.shown(0) == {"sealed": True, "owner": 1}


def test_resealing_keeps_the_seats_own_secret_and_samples_anothers():
    sealed = Sealed(1, 5)
    assert sealed.resealed(1, lambda owner: 0) is sealed
    assert sealed.resealed(0, lambda owner: owner * 10) == Sealed(1, 10)
