"""Qt item models over engine views (never over raw state)."""
