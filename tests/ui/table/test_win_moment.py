"""The win moment: a won hand is laid out with its total before the end-of-hand dialog; a key skips it; at the
instant speed there is none."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from changpai_desktop.engine.table.actions import Action

WAIT = 20000


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))


def win_lesson_one(qtbot, speed: int):
    from tests.main_windows import open_main_window

    w = open_main_window(qtbot, (1366, 768))
    w.settings.speed = speed
    course = w.learn_owner.open("course")
    course.start(course.lessons[0])

    def human_turn(index):
        return (w.game.snap is not None and not w.game.awaiting and w.game.snap.human_turn
                and w.game.guide is not None and w.game.guide.index == index)

    qtbot.waitUntil(lambda: human_turn(0), timeout=WAIT)
    w.game.human_action(Action("discard", "2w"))
    qtbot.waitUntil(lambda: human_turn(1), timeout=WAIT)
    w.game.human_action(Action("tsumo"))
    qtbot.waitUntil(lambda: w.game.hand_dialog is not None, timeout=WAIT)
    return w


def test_the_winning_hand_and_its_total_come_before_the_dialog(qtbot):
    from changpai_desktop.ui.table.win_moment import WinMoment

    w = win_lesson_one(qtbot, speed=2)
    moment = w.table.findChild(WinMoment, "win-moment")
    assert moment is not None and moment.isVisible() and not w.game.hand_dialog.isVisible()
    assert sum(len(g) for g in moment.groups) == 23 and moment.total == "80 胡"
    assert moment.groups[moment.ring[0]][moment.ring[1]] == "4t"            # the card you won on, ringed
    assert moment.title.startswith("我 自摸")
    qtbot.keyClick(moment, Qt.Key.Key_Space)                                 # a key skips the rest
    qtbot.waitUntil(lambda: w.game.hand_dialog is not None and w.game.hand_dialog.isVisible(), timeout=WAIT)
    assert moment.finished


def test_at_the_instant_speed_the_dialog_opens_at_once(qtbot):
    from changpai_desktop.ui.table.win_moment import WinMoment

    w = win_lesson_one(qtbot, speed=4)
    qtbot.waitUntil(lambda: w.game.hand_dialog.isVisible(), timeout=WAIT)
    assert w.table.findChild(WinMoment, "win-moment") is None


def test_a_long_headline_shrinks_and_wraps_to_stay_inside_the_table(qtbot):
    """At 1024 × 700 in English and 大字 the headline "Across · on a discard from Left (previous) · all-sequences
    win (清胡)" ran past both sides of the table; a short one keeps its full size on one line."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFont, QFontMetricsF

    from changpai_desktop.ui.application import make_app
    from changpai_desktop.ui.table.win_moment import TITLE_PT, TITLE_SHARE, title_font

    make_app()
    box = QRectF(0, 0, 660, 60)   # the table's width at 1024 × 700 with the side panel, less the margins
    wrap = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
    long = "Across · on a discard from Left (previous) · all-sequences win (清胡)"
    base = QFont()
    base.setBold(True)
    base.setPointSizeF(TITLE_PT * TITLE_SHARE)
    assert QFontMetricsF(base).horizontalAdvance(long) > box.width()           # it did not fit as it was drawn
    font = title_font(QFont(), long, box)
    assert font.bold() and QFontMetricsF(font).horizontalAdvance(long) <= box.width()   # on one line
    narrow = QRectF(0, 0, 300, 60)                  # narrower than the smallest size's line: wrapped, within the box
    font = title_font(QFont(), long, narrow)
    need = QFontMetricsF(font).boundingRect(QRectF(0, 0, narrow.width(), 1000), wrap, long)
    assert need.width() <= narrow.width() and need.height() <= narrow.height()
    short = title_font(QFont(), "我 自摸（塌胡）", box)
    assert short.pointSizeF() == pytest.approx(TITLE_PT * TITLE_SHARE) and short.bold()
