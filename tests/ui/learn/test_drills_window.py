"""The 练习 window: the card drill and the scoring drill driven through their widgets."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from changpai_desktop.ui.context import UiContext


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def test_card_drill_scores_streaks_and_survives_a_restart(qtbot):
    from changpai_desktop.ui.learn.drills import DrillsWindow

    w = DrillsWindow(UiContext())
    qtbot.addWidget(w)
    w.show()
    quiz = w.cards
    for _ in range(3):
        qtbot.mouseClick(quiz.option_buttons[quiz.correct_index], Qt.MouseButton.LeftButton)
        qtbot.mouseClick(quiz.next_button, Qt.MouseButton.LeftButton)
    missed = quiz.code
    qtbot.mouseClick(quiz.option_buttons[(quiz.correct_index + 1) % 4], Qt.MouseButton.LeftButton)
    assert "不对" in quiz.feedback.text()
    c = quiz.progress.cards
    assert (c["answered"], c["right"], c["best_streak"], c["streak"]) == (4, 3, 3, 0)
    w.close()
    again = DrillsWindow(UiContext())     # a restart: a new window reads the saved progress
    qtbot.addWidget(again)
    assert again.progress.cards["answered"] == 4
    assert again.progress.misses(missed) == 1
    assert again.progress.weight(missed) > again.progress.weight("1w" if missed != "1w" else "2w")
    assert "4" in again.cards.score_label.text()


def test_figure_question_offers_figure_names(qtbot):
    from changpai_desktop.engine.cards import CARD_INFO
    from changpai_desktop.ui.learn.drills import DrillsWindow

    w = DrillsWindow(UiContext())
    qtbot.addWidget(w)
    w.cards.ask.setCurrentIndex(1)
    w.cards.face_mode.setCurrentIndex(2)
    texts = [b.text() for b in w.cards.option_buttons]
    assert CARD_INFO[w.cards.code].figure_hans in texts


def test_figure_question_covers_the_printed_name_until_answered(qtbot):
    """A 人物 face prints the figure's name at its foot; asked "who is drawn here", the drill covers that
    plate (the head, with the rank, stays), and shows the whole card once answered."""
    from changpai_desktop.ui.widgets.card_faces import card_pixmap
    from changpai_desktop.ui.learn.drills import DrillsWindow

    w = DrillsWindow(UiContext())
    qtbot.addWidget(w)
    quiz = w.cards
    quiz.face_mode.setCurrentIndex(0)   # 人物
    quiz.ask.setCurrentIndex(1)         # 人物名
    full = card_pixmap(quiz.code, "figure", 110, quiz.devicePixelRatioF(), False).toImage()
    shown = quiz.card.pixmap().toImage()
    assert shown.size() == full.size()
    h = full.height()
    foot = [(x, y) for x in range(0, full.width(), 3) for y in range(int(h * 0.80), int(h * 0.96), 3)]
    head = [(x, y) for x in range(0, full.width(), 3) for y in range(0, int(h * 0.2), 3)]
    assert sum(shown.pixel(x, y) != full.pixel(x, y) for x, y in foot) > len(foot) // 4
    assert all(shown.pixel(x, y) == full.pixel(x, y) for x, y in head)
    qtbot.mouseClick(quiz.option_buttons[quiz.correct_index], Qt.MouseButton.LeftButton)
    assert quiz.card.pixmap().toImage() == full
    quiz.ask.setCurrentIndex(0)         # 牌名: the name plate is no answer, the card is shown whole
    assert quiz.card.pixmap().toImage() == card_pixmap(quiz.code, quiz.mode_now, 110,
                                                       quiz.devicePixelRatioF(), False).toImage()


def test_scoring_drill_uses_a_simulated_hand_and_explains(qtbot):
    from changpai_desktop.engine.scoring.request import parse_request  # noqa: F401
    from changpai_desktop.engine.scoring import PlayerHand, Meld, Win, score
    from changpai_desktop.engine.cards import INDEX, counts_of
    from changpai_desktop.ui.learn.drills import DrillsWindow

    w = DrillsWindow(UiContext())
    qtbot.addWidget(w)
    w.tabs.setCurrentIndex(1)
    quiz = w.scoring
    case = quiz.case
    # the engine agrees with the shown hand
    hand = PlayerHand(tuple(counts_of(case.hand)), tuple(Meld(f, INDEX[c]) for f, c in case.melds),
                      tuple(INDEX[c] for c in case.declared), case.joys, False,
                      Win(INDEX[case.card], case.self_drawn))
    assert score(case.rules, case.flips, hand).total == case.score.total
    quiz.guess.setValue(case.score.total)
    qtbot.mouseClick(quiz.check, Qt.MouseButton.LeftButton)
    assert quiz.items.rowCount() == len(case.score.items) + 1
    assert str(case.score.total) in quiz.result.text()
    assert quiz.progress.scoring["right"] == 1
    qtbot.mouseClick(quiz.next_button, Qt.MouseButton.LeftButton)
    assert quiz.items.rowCount() == 0 and not quiz.revealed


def show_active(qtbot, w) -> None:
    """Show ``w`` as the active window (its keys work only then)."""
    from PySide6.QtWidgets import QApplication

    w.show()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)


def test_card_drill_answers_with_1_to_4_and_goes_on_with_enter(qtbot):
    from changpai_desktop.ui.learn.drills import DrillsWindow

    w = DrillsWindow(UiContext())
    qtbot.addWidget(w)
    show_active(qtbot, w)
    quiz = w.cards
    quiz.option_buttons[0].setFocus()
    for _ in range(2):
        first = quiz.question_
        qtbot.keyClick(quiz.option_buttons[0], Qt.Key(Qt.Key.Key_1.value + quiz.correct_index))
        assert quiz.answered and "对" in quiz.feedback.text()
        qtbot.keyClick(quiz.option_buttons[0], Qt.Key.Key_Return)
        assert not quiz.answered and quiz.question_ is not first
    wrong = (quiz.correct_index + 1) % 4
    quiz.option_buttons[wrong].setFocus()
    qtbot.keyClick(quiz.option_buttons[wrong], Qt.Key.Key_Return)   # Enter answers with the focused option
    assert quiz.answered and "不对" in quiz.feedback.text()
    assert quiz.progress.cards["right"] == 2 and quiz.progress.cards["answered"] == 3


def test_score_drill_checks_and_goes_on_with_enter(qtbot):
    from changpai_desktop.ui.learn.drills import DrillsWindow

    w = DrillsWindow(UiContext())
    qtbot.addWidget(w)
    show_active(qtbot, w)
    w.tabs.setCurrentIndex(1)
    quiz = w.scoring
    case = quiz.case
    quiz.guess.setFocus()
    qtbot.keyClick(quiz.guess, Qt.Key.Key_Return)
    assert quiz.revealed and quiz.case is case
    qtbot.keyClick(quiz.guess, Qt.Key.Key_Return)
    assert not quiz.revealed and quiz.case is not case


def test_damaged_drill_progress_is_told_when_the_window_opens(qtbot, config):
    from changpai_desktop.storage.drills import drills_path
    from changpai_desktop.ui.learn.drills import DrillsWindow

    drills_path().write_text('{"app": "changpai-desktop", "kind": "drills", "schema": 1, "cards": 3}',
                             encoding="utf-8")
    w = DrillsWindow(UiContext(lang="zh_Hant"))
    qtbot.addWidget(w)
    w.show()
    kept = next(config.glob("drills.json.broken-*"))
    info = w.notice.informativeText()
    assert f"練習記錄檔案 {drills_path()} 已損壞" in info and str(kept) in info and "練習記錄從頭開始。" in info
    assert w.progress.cards["answered"] == 0
    w.notice.close()
    w.hide()
    w.notice = None
    w.show()
    assert w.notice is None                      # told once
