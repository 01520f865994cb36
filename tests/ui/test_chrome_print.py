"""大字 reaches the main window's own text: its menu bar, tool bar, menus and the message boxes it opens grow with
large print and come back when it is turned off."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QApplication, QDialog, QMenu, QMessageBox, QToolBar  # noqa: E402

from changpai_desktop.ui.context import LARGE_PRINT_TEXT  # noqa: E402


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))


def test_large_print_grows_the_menus_tool_bar_dialogs_and_message_boxes_live_and_back(qtbot):
    """Only the table, the side panel and the 学习 windows grew in 大字: the menus an older player opens, the
    dialogs (new game, settings, end of hand) and the questions the app asks (keep playing the last game?) stayed
    at the small system size — one left open while 大字 is switched follows it too."""
    from tests.main_windows import open_main_window

    w = open_main_window(qtbot, (1366, 768))
    app_pt = QApplication.font().pointSizeF()
    menus = w.menuBar().findChildren(QMenu)
    tool = w.findChild(QToolBar)
    assert menus and tool is not None
    open_dialog = QDialog(w)
    qtbot.addWidget(open_dialog)
    open_dialog.show()

    def sizes() -> list[float]:
        box, dialog = QMessageBox(w), QDialog(w)   # made now, as the app makes each when it asks
        box.ensurePolished()       # (a font is settled when the widget is polished, before it shows)
        dialog.ensurePolished()
        pts = [w.menuBar().font().pointSizeF(), tool.font().pointSizeF(), box.font().pointSizeF(),
               dialog.font().pointSizeF(), open_dialog.font().pointSizeF()]
        box.deleteLater()
        dialog.deleteLater()
        return pts + [m.font().pointSizeF() for m in menus]

    n = 5 + len(menus)
    assert sizes() == pytest.approx([app_pt] * n)
    w.set_large_print(True)
    assert sizes() == pytest.approx([app_pt * LARGE_PRINT_TEXT] * n)
    w.set_large_print(False)
    assert sizes() == pytest.approx([app_pt] * n)
