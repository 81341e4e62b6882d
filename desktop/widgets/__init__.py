"""Widgets of the main window: pages, card views, drop zones, panels."""
