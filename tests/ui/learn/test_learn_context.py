"""The learning windows' context follows the main window's card style, and a window repaints when it changes."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def test_context_follows_the_card_style(qtbot):
    from changpai_desktop.ui.learn.base import LearnContext
    from changpai_desktop.ui.models import CardStyle

    style = CardStyle("pattern", False)
    ctx = LearnContext()
    seen = []
    ctx.changed.connect(lambda: seen.append((ctx.face_mode, ctx.index_labels)))
    ctx.follow(style)
    assert (ctx.face_mode, ctx.index_labels) == ("pattern", False) and seen == [("pattern", False)]
    style.update(face_mode="figure")
    assert seen[-1] == ("figure", False)
    style.update(card_width=50)             # nothing the learning windows draw with: no change told
    assert len(seen) == 2


def test_context_from_settings(config):
    from changpai_desktop.storage.settings import SettingsStore
    from changpai_desktop.ui.learn.base import LearnContext

    store = SettingsStore()
    s = store.load()
    s.face_mode, s.index_labels = "pattern", False
    store.save(s)
    ctx = LearnContext.from_settings()
    assert (ctx.face_mode, ctx.index_labels) == ("pattern", False)


def test_a_window_repaints_when_the_face_mode_changes(qtbot):
    from changpai_desktop.ui.learn.base import LearnContext
    from changpai_desktop.ui.learn.calculator import CalculatorWindow

    ctx = LearnContext("figure", True)
    w = CalculatorWindow(ctx)
    qtbot.addWidget(w)
    before = w.palette["5t"].icon().pixmap(34, 116).toImage()
    ctx.set_face_mode("pattern")
    assert w.palette["5t"].icon().pixmap(34, 116).toImage() != before
