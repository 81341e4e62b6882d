"""Agents that answer decisions, for any game that speaks the engine protocol."""
