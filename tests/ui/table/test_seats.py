"""Every river is named by its seat and lies on that seat's side of the centre; its count follows it."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from main_windows import open_main_window  # noqa: E402

WAIT = 20000


def test_each_river_is_labelled_and_placed_by_its_seat(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path))
    w = open_main_window(qtbot, (1366, 768))
    w.start_game("nantong-single", 4, ["normal"] * 3, 6, seed=7)
    qtbot.waitUntil(lambda: w.game.snap is not None and w.game.snap.human_turn, timeout=WAIT)
    c = w.table.centre
    left, top, right, mine = c.side_rivers[3], c.side_rivers[2], c.side_rivers[1], c.river_box
    assert left.label.text().startswith("上家") and right.label.text().startswith("下家")
    assert top.label.text().startswith("对门") and mine.label.text().startswith("你的弃牌")
    assert left.geometry().right() < top.geometry().left() and top.geometry().right() < right.geometry().left()
    assert top.geometry().bottom() < mine.geometry().top()
    view = w.game.snap.view
    for seat, box in ((3, left), (2, top), (1, right), (0, mine)):
        assert box.label.text().endswith(str(len(view.discards[seat])))
    w.close()


def test_the_rivers_are_named_before_any_game(qtbot, tmp_path, monkeypatch):
    """Behind the first start's greeting the table is empty, and its rivers already carry their seats' names
    (they read "的弃牌 · 0" with no name)."""
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path))
    w = open_main_window(qtbot, (1366, 768))
    c = w.table.centre
    texts = [c.side_rivers[k].label.text() for k in (3, 2, 1)] + [c.river_box.label.text()]
    assert [t[:2] for t in texts[:3]] == ["上家", "对门", "下家"]
    assert texts[3].startswith(("你的弃牌", "我 ·"))      # the short form while the column is narrow
    w.close()
