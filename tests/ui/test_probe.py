"""The start-up probe calls back once, after the table's hand has been painted with cards in it — not when the
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
    HandDrawn(w.table, lambda: calls.append(w.table.hand_model.rowCount()))
    qtbot.wait(200)
    assert calls == []                          # the empty table has painted; no hand yet
    w.files.start_new()
    qtbot.waitUntil(lambda: bool(calls), timeout=WAIT)
    qtbot.wait(100)
    assert len(calls) == 1 and calls[0] > 0     # once, with the dealt cards in the hand
