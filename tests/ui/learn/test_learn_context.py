"""A learning window repaints when the one UI context changes."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def test_a_window_repaints_when_the_face_mode_changes(qtbot):
    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.learn.calculator import CalculatorWindow

    ctx = UiContext("figure", True)
    w = CalculatorWindow(ctx)
    qtbot.addWidget(w)
    before = w.palette["5t"].icon().pixmap(34, 116).toImage()
    ctx.set_face_mode("pattern")
    assert w.palette["5t"].icon().pixmap(34, 116).toImage() != before
