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


def test_a_statistics_file_damaged_later_is_told_when_the_window_opens_once(qtbot, config):
    """The statistics go bad during a session (the end of a hand reads them): opening the window tells it, in
    the window's language, with the file and the kept copy; opening it again says nothing more."""
    from changpai_desktop.storage import stats
    from changpai_desktop.ui.learn.stats_view import StatsWindow

    stats.take_problems()
    stats.record_hand("nantong-single", ["normal"] * 3, True, 60, 40, "ta", [])
    stats.stats_path().write_text('{"app": "changpai-desktop", "kind": "stats"}', encoding="utf-8")
    w = StatsWindow(UiContext(lang="en"))
    qtbot.addWidget(w)
    w.show()
    kept = next(config.glob("stats.json.broken-*"))
    assert w.notice is not None and w.notice.objectName() == "noticeBox" and w.notice.isVisible()
    info = w.notice.informativeText()
    assert f"The statistics file {stats.stats_path()} is damaged (schema: is missing)." in info
    assert f"It was moved to {kept}" in info and "Statistics start afresh." in info
    assert w.table.rowCount() == 0
    w.notice.close()
    w.hide()
    w.notice = None
    w.show()
    assert w.notice is None
