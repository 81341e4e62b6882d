"""Isekai Guild Masters (異世界ギルドマスターズ), base game on the hexagonal map side."""
