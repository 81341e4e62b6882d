"""Heart of Crown at the desktop."""
