"""The main window reopens where it was, but always on today's screen: a geometry saved on a monitor that is
gone, or larger than the screen, is pulled back onto it; a first start fits a small screen."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QRect, QSize  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402

from changpai_desktop.ui import window_geometry as wg  # noqa: E402


def test_a_rect_is_clamped_into_the_area():
    area = QRect(0, 0, 1366, 768)
    assert wg.clamp_rect(QRect(3000, 2000, 800, 600), area) == QRect(566, 168, 800, 600)
    assert wg.clamp_rect(QRect(-500, -40, 2000, 1200), area) == area
    assert wg.clamp_rect(QRect(100, 50, 800, 600), area) == QRect(100, 50, 800, 600)


def test_a_first_start_fits_a_small_screen():
    small = QRect(0, 0, 1024, 700)
    r = wg.default_rect(small)
    assert wg.client_area(small).contains(r)
    big = QRect(0, 0, 3840, 2160)
    r = wg.default_rect(big)
    assert wg.client_area(big).contains(r) and r.width() > wg.DEFAULT_SIZE.width() * 2   # large screen, large table
    laptop = QRect(0, 0, 1366, 768)
    assert wg.client_area(laptop).contains(wg.default_rect(laptop))


def test_an_off_screen_saved_geometry_is_pulled_back_onto_the_screen(qtbot):
    area = wg.client_area(QGuiApplication.primaryScreen().availableGeometry())
    rect, maximized = wg.restored_rect([9000, 7000, 5000, 4000, 0])
    assert area.contains(rect) and not maximized
    rect, maximized = wg.restored_rect([-3000, 40, 300, 200, 1])
    assert area.contains(rect) and rect.size() == QSize(300, 200) and maximized


def test_a_damaged_or_missing_geometry_gives_the_default(qtbot):
    area = wg.client_area(QGuiApplication.primaryScreen().availableGeometry())
    for saved in ([], [1, 2, 3], [0, 0, -5, 100, 0], None):
        rect, maximized = wg.restored_rect(saved)
        assert area.contains(rect) and not maximized


def test_the_main_window_saves_and_restores_its_place(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path))
    monkeypatch.setattr(wg, "_screen_area", lambda rect: QRect(0, 0, 1920, 1080))   # a full-HD screen
    from changpai_desktop.ui.application import make_app
    from changpai_desktop.ui.main_window import MainWindow

    make_app()
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.setGeometry(QRect(40, 60, 1100, 720))
    w.close()
    assert w.settings.window_geometry == [40, 60, 1100, 720, 0]
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.geometry() == QRect(40, 60, 1100, 720)
    again.close()
