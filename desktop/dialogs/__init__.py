"""Dialogs: new game and settings."""
