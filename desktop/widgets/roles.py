"""Item data roles shared by the card models and the card delegate."""
from PySide6.QtCore import Qt

USER = Qt.ItemDataRole.UserRole
CARD_ROLE = USER + 1       # card id (str)
COUNT_ROLE = USER + 2      # pile or stack size, or None
CAPTION_ROLE = USER + 3    # a second line under the card (e.g. the kept card)
LEGAL_ROLE = USER + 4      # True if some legal action uses this card now
PAYLOAD_ROLE = USER + 5    # the drag payload dict for this item
HINT_ROLE = USER + 6       # True if the hint recommends this card's action
