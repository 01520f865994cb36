"""The start-up probe calls back once, after the table has been painted with a dealt hand on it — not when the
window first paints an empty table."""

from __future__ import annotations

import pytest

from changpai_desktop.ui.probe import HandDrawn
from tests.main_windows import open_main_window

WAIT = 20000


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))


def test_the_probe_fires_once_the_dealt_hand_is_painted(qtbot):
    w = open_main_window(qtbot, (1366, 768))
    calls: list[int] = []
    assert w.table.hand_model.rowCount() == 0   # nothing dealt yet: the empty table's paints do not count
    probe = HandDrawn(w.table, lambda: calls.append(w.game.snap))   # kept: see ui/probe.py
    w.files.start_new()
    qtbot.waitUntil(lambda: bool(calls), timeout=WAIT)
    assert calls[0] is not None                  # called with the dealt hand on the table
    w.table.repaint()
    qtbot.wait(100)
    assert len(calls) == 1 and probe.fired       # once
