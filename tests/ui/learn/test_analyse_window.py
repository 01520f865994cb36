"""The 牌理 window: cards clicked in (with melds and flips) give the distance to ready in words, the waits with
both scores, every discard with its expected 胡; a card clicked in the hand row comes out again."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def window(qtbot, hand: str):
    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.learn.analyse import AnalyseWindow

    w = AnalyseWindow(UiContext())
    qtbot.addWidget(w)
    e = w.entry
    e.mode_buttons["flip"].click()
    w.card_clicked("4t")
    e.mode_buttons["peng"].click()
    w.card_clicked("5w")
    w.card_clicked("hh")
    e.mode_buttons["hand"].click()
    for i in range(0, len(hand), 2):
        w.card_clicked(hand[i:i + 2])
    return w


def test_a_ready_hand_shows_its_wait_and_both_scores(qtbot):
    w = window(qtbot, "2b2b2b1t2t3t6w7w8w3b4b5b7t9t9w9w")      # RULES.md §7 without the winning 八条
    assert w.words.text() == "听牌"
    assert w.waits.rowCount() == 1 and w.waits.item(0, 0).text() == "八条"
    assert w.waits.item(0, 3).text() == "40" and int(w.waits.item(0, 2).text()) > 40
    assert not w.discards.isVisibleTo(w)


def test_on_turn_every_discard_is_listed_best_first(qtbot):
    w = window(qtbot, "2b2b2b1t2t3t6w7w8w3b4b5b7t9t9w9w1w")
    assert w.words.text() == "打对一张就听牌"
    assert w.discards.rowCount() == len(w.result.discards) > 1
    assert w.discards.item(0, 0).text() == w.ctx.card_name(w.result.discards[0].card)
    assert "听 八条" in next(w.discards.item(r, 2).text() for r in range(w.discards.rowCount())
                            if w.discards.item(r, 0).text() == "一万")


def test_a_wrong_count_is_said_and_a_click_takes_a_card_out(qtbot):
    w = window(qtbot, "2b2b")
    assert "手里有 2 张牌" in w.words.text()
    w.entry.hand_row.clicked.emit(0)
    assert w.calc.players[0].hand == ["2b"]
    w.entry.clear_player.click()
    assert w.calc.players[0].hand == [] and w.words.text() == "先点“翻的将”，再点翻出来的牌"


def test_the_learn_menu_opens_it(qtbot):
    from PySide6.QtWidgets import QMenu

    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.learn.analyse import AnalyseWindow
    from changpai_desktop.ui.learn.menu import populate_learn_menu

    menu = QMenu()
    owner = populate_learn_menu(menu, UiContext(), None, None)
    owner.actions["analyse"].trigger()
    assert isinstance(owner.windows["analyse"], AnalyseWindow)
    assert owner.actions["analyse"].text() == "牌理…"
    owner.windows["analyse"].close()
