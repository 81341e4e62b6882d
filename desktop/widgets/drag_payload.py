"""The data of a card drag: a small JSON object under our own MIME type.

Any program can offer a drag of our MIME type, so ``read_payload`` reads it
strictly (a size limit before parsing, JSON, exactly the expected keys); what
the values may be is the game's to check."""
from __future__ import annotations

import json

from PySide6.QtCore import QMimeData

MIME_TYPE = "application/x-kotatsu-card"
# Ours are under 100 bytes: a larger one is refused before it is parsed at all.
MAX_PAYLOAD_BYTES = 512


def encode_payload(payload: dict) -> QMimeData:
    mime = QMimeData()
    mime.setData(MIME_TYPE, json.dumps(payload).encode("utf-8"))
    return mime


def read_payload(mime, keys: frozenset) -> dict | None:
    """The JSON object of a drag of our type with exactly ``keys``, or None."""
    if mime is None or not mime.hasFormat(MIME_TYPE):
        return None
    data = mime.data(MIME_TYPE)
    if data.size() > MAX_PAYLOAD_BYTES:
        return None
    try:
        payload = json.loads(bytes(data).decode("utf-8"))
    except (ValueError, RecursionError):    # RecursionError: deep nesting, should the limit grow
        return None
    return payload if isinstance(payload, dict) and payload.keys() == keys else None
