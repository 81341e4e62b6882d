"""Kotatsu's rules engine: pure Python, no Qt, no I/O beyond its own data."""
