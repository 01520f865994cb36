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


def test_the_review_record_shows_all_hands_and_the_last_ten_beside_them(qtbot):
    """A learner sees whether they choose better: every reviewed hand, and the last ten on their own."""
    from changpai_desktop.storage import stats
    from changpai_desktop.ui.learn.stats_view import StatsWindow

    w = StatsWindow(UiContext())
    qtbot.addWidget(w)
    w.show()
    assert "还没有复盘过" in w.review.text()
    for i in range(5):                                  # early hands: 5 of 10 decisions agreed, 20 胡 lost each
        stats.record_review(f"early{i}", 10, 5, 20.0)
    for i in range(10):                                 # later: 9 of 10, 2 胡 lost each
        stats.record_review(f"later{i}", 10, 9, 2.0)
    stats.record_review("later0", 10, 0, 99.0)          # the same hand reviewed again is not counted twice
    w.refresh()
    assert w.review.text() == ("复盘过 15 手：和高手选得一样的 77%，平均每手少 8.0 胡；"
                               "最近 10 手：一样的 90%，每手少 2.0 胡。")
    assert "简单" not in w.group_label({"preset": "nantong-single", "levels": ["easy", "hard"]})
    assert w.group_label({"preset": "nantong-single", "levels": ["easy", "hard"]}).endswith("入门/高手")
