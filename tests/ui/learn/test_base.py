"""Every 学习 window, the 算胡器 included, opens inside a 1366 × 768 screen (its content scrolls if it must)."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QRect  # noqa: E402

from changpai_desktop.ui import window_geometry as wg  # noqa: E402

LAPTOP = QRect(0, 0, 1366, 768)


@pytest.mark.parametrize("key", ["gallery", "drills", "calculator", "stats", "rules", "house_rules"])
def test_each_learning_window_fits_a_laptop_screen(qtbot, tmp_path, monkeypatch, key):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path))
    monkeypatch.setattr(wg, "_screen_area", lambda rect: LAPTOP)
    from changpai_desktop.ui.application import make_app
    from changpai_desktop.ui.learn.menu import LearnMenu
    from changpai_desktop.ui.context import UiContext
    from PySide6.QtWidgets import QMenu

    make_app()
    owner = LearnMenu(QMenu(), UiContext(), None, None)
    win = owner.make_window(key)
    qtbot.addWidget(win)
    win.show()
    qtbot.wait(10)
    assert wg.client_area(LAPTOP).contains(win.geometry())
    least = win.minimumSizeHint().expandedTo(win.minimumSize())
    assert least.width() <= LAPTOP.width() and least.height() <= LAPTOP.height() - wg.TITLE_BAR
    win.close()


def test_a_learning_window_opens_centred_over_the_main_window_then_stays_where_it_is_put(qtbot, tmp_path,
                                                                                         monkeypatch):
    """It opened in the screen's top-left corner (fitted to the screen, never placed)."""
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path))
    monkeypatch.setattr(wg, "_screen_area", lambda rect: LAPTOP)
    from changpai_desktop.ui.application import make_app
    from changpai_desktop.ui.learn.menu import LearnMenu
    from changpai_desktop.ui.context import UiContext
    from PySide6.QtWidgets import QMenu, QWidget

    make_app()
    main = QWidget()
    qtbot.addWidget(main)
    main.setGeometry(300, 150, 900, 560)
    main.show()
    owner = LearnMenu(QMenu(), UiContext(), None, main)
    win = owner.open("course")
    qtbot.wait(10)
    assert abs(win.frameGeometry().center().x() - main.frameGeometry().center().x()) <= 2
    assert abs(win.frameGeometry().center().y() - main.frameGeometry().center().y()) <= 2
    win.close()
    win.move(40, 60)
    owner.open("course")
    assert win.pos().x() == 40 and win.pos().y() == 60   # reopened where the player left it
    win.close()
