from tests.engine.heart_of_crown.scenario import play_all, table
from tests.engine.heart_of_crown.play import texts


def test_playing_a_farming_village_gives_one_coin_and_keeps_the_chain():
    state = table(hands={0: ["farming_village", "city", "apprentice_maid"]})
    play_all(state, "play farming_village")
    assert state.coins == 1
    assert "play city" in texts(state)
