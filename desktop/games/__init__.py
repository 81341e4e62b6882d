"""The desktop of each game."""
