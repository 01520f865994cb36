"""入门课程 on the real table: a lesson deals its hand, frames what its step talks about, refuses any other action
with the step's instruction, keeps the learner's progress and leads on to the next lesson."""

from __future__ import annotations

import pytest

from changpai_desktop.engine.table.actions import Action

WAIT = 20000


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def human_turn(qtbot, w):
    qtbot.waitUntil(lambda: w.game.snap is not None and not w.game.awaiting and w.game.snap.human_turn
                    and w.game.hand_dialog is None, timeout=WAIT)


def test_lesson_one_plays_on_the_table_and_leads_to_lesson_two(qtbot):
    from tests.main_windows import open_main_window

    from changpai_desktop.storage.course import CourseProgress
    from changpai_desktop.ui.learn.course_run import LessonEndDialog

    w = open_main_window(qtbot, (1366, 768))
    course = w.learn_owner.open("course")
    assert course.isVisible() and course.list.count() == 7
    course.list.setCurrentRow(0)
    course.start_selected()
    assert not course.isVisible()
    human_turn(qtbot, w)
    from PySide6.QtWidgets import QApplication

    assert QApplication.focusWidget() is not course.list     # the keys (F, 回车, H …) reach the table
    guide = w.game.guide
    assert guide.highlight.shown()["cards"] == ["2w", "4w", "hh"]
    assert guide.highlight.shown()["buttons"] == ["discard"]
    assert guide.bubble.isVisible() and "二万" in guide.bubble.text.text()
    said = []
    w.game.status.connect(said.append)
    w.game.human_action(Action("discard", "hh"))          # not what the step asks: refused, said again
    assert said[-1] == "这一步请做：打出 二万。" and not w.game.awaiting and guide.index == 0
    w.game.human_action(Action("discard", "2w"))
    human_turn(qtbot, w)
    assert guide.index == 1 and guide.highlight.shown()["buttons"] == ["hu"]
    w.game.human_action(Action("tsumo"))
    qtbot.waitUntil(lambda: w.game.hand_dialog is not None, timeout=WAIT)
    assert w.game.snap.hand_ended.result.totals[0] == guide.lesson.hu == 80
    w.game.hand_dialog.accept()                            # 看总结: the lesson's end, not the game's summary
    qtbot.waitUntil(lambda: course.end_dialog is not None and course.end_dialog.isVisible(), timeout=WAIT)
    assert w.game.game_end_dialog is None and not guide.bubble.isVisible()
    assert "80" in course.end_dialog.findChild(type(course.heading), "lesson-end-text").text()
    assert CourseProgress().done == ("cards",)
    course.end_dialog.buttons[LessonEndDialog.NEXT].click()
    human_turn(qtbot, w)
    assert w.game.guide.lesson.id == "sets" and w.game.guide.index == 0
    assert course.list.item(0).text().startswith("✓")


def test_leaving_a_lesson_for_a_game_takes_its_frames_away(qtbot):
    from tests.main_windows import open_main_window

    w = open_main_window(qtbot, (1366, 768))
    course = w.learn_owner.open("course")
    course.start(course.lessons[3])
    human_turn(qtbot, w)
    guide = w.game.guide
    assert guide.highlight.shown()["frames"] == 3 and guide.bubble.clear_flips   # the hand, 打出, the flip
    flips = w.table.centre.flips
    flip_rect = flips.geometry().translated(flips.parentWidget().mapTo(w.table, flips.parentWidget().rect().topLeft()))
    assert not guide.bubble.geometry().intersects(flip_rect)                    # the flip it talks about shows
    w.start_game("nantong-single", 4, ["easy"] * 3, 1, seed=5)
    qtbot.waitUntil(lambda: w.game.snap is not None and w.game.snap.seed == 5, timeout=WAIT)
    assert w.game.guide is None and guide.highlight.shown()["frames"] == 0 and not guide.bubble.isVisible()
def test_the_list_shows_the_next_lesson_after_one_ends(qtbot):
    """Whatever row was selected before, the end of a lesson selects the lesson after it (after lesson 3 the
    list kept lesson 2 selected, as the learner had chosen it earlier)."""
    from tests.main_windows import open_main_window

    w = open_main_window(qtbot, (1366, 768))
    course = w.learn_owner.open("course")
    course.list.setCurrentRow(1)
    course.lesson_done(course.lessons[2], w)
    assert course.list.currentRow() == 3
    course.end_dialog.reject()
    course.lesson_done(course.lessons[-1], w)              # the last lesson: it stays selected
    assert course.list.currentRow() == len(course.lessons) - 1
    course.end_dialog.reject()
