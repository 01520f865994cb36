"""The 统计 window: records, the title and the reset."""

from __future__ import annotations

import pytest

from changpai_desktop.ui.context import UiContext


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def test_stats_window_shows_records_title_and_resets(qtbot):
    from changpai_desktop.storage import stats
    from changpai_desktop.ui.learn.stats_view import StatsWindow

    stats.record_hand("nantong-single", ["normal"] * 3, True, 6000, 470, "piao",
                      [{"key": "x", "zh": "飘胡成胡", "en": "piao", "cards": "", "hu": 50, "rule": ""}])
    stats.record_game("nantong-single", ["normal"] * 3, 470)
    w = StatsWindow(UiContext())
    qtbot.addWidget(w)
    w.show()
    assert w.table.rowCount() == 1 and w.table.item(0, 3).text() == "100%"
    assert "副科" in w.title.text()
    assert w.best.rowCount() == 1
    w.grab()  # the charts paint
    w.reset()
    assert w.table.rowCount() == 0 and "科员" in w.title.text()
