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


@pytest.mark.parametrize("key", ["gallery", "drills", "calculator", "stats", "rules", "house_rules", "course"])
def test_large_print_enlarges_a_learning_windows_text_live_and_back(qtbot, tmp_path, monkeypatch, key):
    """大字 grew the table's text only: the 学习 windows kept the app's size. Now the window's text and its
    headings grow by LARGE_PRINT_TEXT when 大字 is turned on, in a window already open or opened later, and
    return when it is turned off."""
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path))
    monkeypatch.setattr(wg, "_screen_area", lambda rect: LAPTOP)
    from changpai_desktop.ui.application import make_app
    from changpai_desktop.ui.learn.menu import LearnMenu
    from changpai_desktop.ui.context import LARGE_PRINT_TEXT, UiContext
    from PySide6.QtWidgets import QApplication, QLabel, QMenu

    make_app()
    ctx = UiContext()
    owner = LearnMenu(QMenu(), ctx, None, None)
    win = owner.make_window(key)
    qtbot.addWidget(win)
    win.show()
    qtbot.wait(10)
    labels = [w for w in win.findChildren(QLabel) if w.font().pixelSize() <= 0]
    before = {w: w.font().pointSizeF() for w in labels}
    app_pt = QApplication.font().pointSizeF()
    assert win.font().pointSizeF() == pytest.approx(app_pt)
    ctx.set_large_print(True)
    assert win.font().pointSizeF() == pytest.approx(app_pt * LARGE_PRINT_TEXT)
    grown = [w.font().pointSizeF() / before[w] for w in labels]
    assert grown and all(r == pytest.approx(LARGE_PRINT_TEXT) for r in grown)
    later = owner.make_window(key)      # a window opened in 大字 starts large
    qtbot.addWidget(later)
    later.show()
    qtbot.wait(10)
    assert later.font().pointSizeF() == pytest.approx(app_pt * LARGE_PRINT_TEXT)
    later_labels = [w for w in later.findChildren(QLabel) if w.font().pixelSize() <= 0]
    assert [w.font().pointSizeF() for w in later_labels] == pytest.approx(
        [before[w] * LARGE_PRINT_TEXT for w in labels])
    ctx.set_large_print(False)
    assert all(w.font().pointSizeF() == pytest.approx(before[w]) for w in labels)
    win.close()
    later.close()
