"""Isekai Guild Masters (異世界ギルドマスターズ), base game on the hexagonal map side."""
from engine.core.spec import GameSpec
from engine.games.guild_masters.codec import CODEC
from engine.games.guild_masters.options import GuildMastersOptions

# Declared here, not in ``state``: listing the games must not load the state and its content.
GAME_ID = "guild_masters"
# Version 2 (issue 29): 飛竜印の運送屋さん gives three extra turns, メリッサ裏 puts all six
# white-framed abyss tiles in the stock at setup, シュリ裏's special action reads the play
# condition after its tile is paid, セレン裏 rank 3 may land the lab on any later turn.
# Version-1 records replay as they were played (RULES_NOTES.md, "Rules versions").
RULES_VERSION = 2


def new_game(options: dict, seed: int, log_events: bool = True, rules_version: int = RULES_VERSION):
    from engine.games.guild_masters.state import GuildMasters     # with the content, at the first game
    return GuildMasters(options, seed, log_events, rules_version)


def _position(description: dict):
    from engine.games.guild_masters.position import position
    return position(description)


SPEC = GameSpec(
    id=GAME_ID,
    name="Isekai Guild Masters",
    min_players=2,
    max_players=4,
    options=GuildMastersOptions,
    rules_version=RULES_VERSION,
    new_game=new_game,
    codec=CODEC,
    agents={
        "baseline": "engine.games.guild_masters.baseline:BaselineAgent",
        "strong": "engine.games.guild_masters.strategy:StrongAgent",
        "easy": "engine.ai.levels:easy",
        "normal": "engine.games.guild_masters.levels:normal",
        "hard": "engine.games.guild_masters.levels:hard",
    },
    levels=("easy", "normal", "hard", "baseline"),
    policy="baseline",    # rollouts need a fast player; the levels keep the strong one's moves
    search_hooks="engine.games.guild_masters.strategy:HOOKS",
    position=_position,
    cards="engine.games.guild_masters.content",
    summary="Run a guild: send adventurers into a growing labyrinth for fame and treasure",
    minutes=(60, 120),
    learning=3,
    emblem="guild_assembly",
)

__all__ = ["GAME_ID", "RULES_VERSION", "SPEC", "new_game"]
