"""The desktop's ground floor: what the shell, the widgets and the games' tables
all need and that knows none of them (the guard of Qt's handlers, the settings,
the seats, translation and its retranslating bases, the log's grammar, strict
numbers, the rules reference's data). It imports from neither ``desktop.widgets``
nor ``desktop.shell`` nor ``desktop.games`` (``tests/desktop/test_floors.py``)."""
