"""PySide6 6.12.0 drops a reference to None on calls from C++ into Python
(about 50 per model reset here), which kills a long game with "none_dealloc".
pyproject.toml keeps us below it; this test catches any version that has it."""
import sys

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtWidgets import QListView


class _Numbers(QAbstractListModel):
    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else 50

    def data(self, index, role=Qt.DisplayRole):
        return str(index.row()) if role == Qt.DisplayRole else None


def test_qt_calling_into_python_keeps_none_alive(qtbot):
    model = _Numbers()
    view = QListView()
    qtbot.addWidget(view)
    view.setModel(model)
    view.resize(200, 800)
    view.show()
    before = sys.getrefcount(None)
    for _ in range(20):
        model.beginResetModel()
        model.endResetModel()
        view.repaint()
        for row in range(50):
            model.index(row, 0).data(Qt.ToolTipRole)
    assert sys.getrefcount(None) >= before - 5
