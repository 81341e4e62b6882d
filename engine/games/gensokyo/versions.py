"""The rules versions this engine plays. A record keeps the version it was
played under, and a game rebuilt from it plays that version's numbers, so a
save replays as it was played.

1. gensokyo.rules.md v0.2 as written.
2. §18.4's toll rates tuned with the engine's own agents (tolls.TOLL_RATES,
   BALANCE.md "Rules version 2"): bankruptcy ended up to 38 % of version-1 games.
"""
RULES_VERSION = 2


def checked(rules_version: int) -> int:
    if not 1 <= rules_version <= RULES_VERSION:
        raise ValueError(f"rules version {rules_version} of gensokyo is not one this engine plays")
    return rules_version
