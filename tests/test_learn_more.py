"""Drills, rules, house rules, statistics, the guided hand and the 学习 menu, driven through their widgets."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def test_card_drill_scores_streaks_and_survives_a_restart(qtbot):
    from changpai_desktop.ui.drills import DrillsWindow

    w = DrillsWindow()
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
    again = DrillsWindow()     # a restart: a new window reads the saved progress
    qtbot.addWidget(again)
    assert again.progress.cards["answered"] == 4
    assert again.progress.misses(missed) == 1
    assert again.progress.weight(missed) > again.progress.weight("1w" if missed != "1w" else "2w")
    assert "4" in again.cards.score_label.text()


def test_figure_question_offers_figure_names(qtbot):
    from changpai_desktop.engine.cards import CARD_INFO
    from changpai_desktop.ui.drills import DrillsWindow

    w = DrillsWindow()
    qtbot.addWidget(w)
    w.cards.ask.setCurrentIndex(1)
    w.cards.face_mode.setCurrentIndex(2)
    texts = [b.text() for b in w.cards.option_buttons]
    assert CARD_INFO[w.cards.code].figure_hans in texts


def test_figure_question_covers_the_printed_name_until_answered(qtbot):
    """A 人物 face prints the figure's name at its foot; asked "who is drawn here", the drill covers that
    plate (the head, with the rank, stays), and shows the whole card once answered."""
    from changpai_desktop.ui.card_faces import card_pixmap
    from changpai_desktop.ui.drills import DrillsWindow

    w = DrillsWindow()
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
    from changpai_desktop.engine.score_request import parse_request  # noqa: F401
    from changpai_desktop.engine.scoring import PlayerHand, Meld, Win, score
    from changpai_desktop.engine.cards import INDEX, counts_of
    from changpai_desktop.ui.drills import DrillsWindow

    w = DrillsWindow()
    qtbot.addWidget(w)
    w.tabs.setCurrentIndex(1)
    quiz = w.scoring
    case = quiz.case
    # the engine agrees with the shown hand
    hand = PlayerHand(tuple(counts_of(case["hand"])), tuple(Meld(f, INDEX[c]) for f, c in case["melds"]),
                      tuple(INDEX[c] for c in case["declared"]), case["joys"], False,
                      Win(INDEX[case["card"]], case["self_drawn"]))
    assert score(case["rules"], case["flips"], hand).total == case["score"].total
    quiz.guess.setValue(case["score"].total)
    qtbot.mouseClick(quiz.check, Qt.MouseButton.LeftButton)
    assert quiz.items.rowCount() == len(case["score"].items) + 1
    assert str(case["score"].total) in quiz.result.text()
    assert quiz.progress.scoring["right"] == 1
    qtbot.mouseClick(quiz.next_button, Qt.MouseButton.LeftButton)
    assert quiz.items.rowCount() == 0 and not quiz.revealed


def test_rules_view_is_written_from_data_and_marks_overrides(qtbot):
    from changpai_desktop.engine.rules import RuleSet
    from changpai_desktop.storage.rulesets import save_ruleset
    from changpai_desktop.ui.rules_view import RulesWindow

    save_ruleset("封顶八百", RuleSet.preset("rugao-double-xi", {"settlement.cap": 800}))
    w = RulesWindow()
    qtbot.addWidget(w)
    w.show()
    w.select("tongzhou-double")
    text = w.browser.toPlainText()
    assert "通州双将" in text and "不封顶" in text and "100" in text
    assert 'src="card:' in w.browser.toHtml()
    w.select("封顶八百")
    html = w.browser.toHtml()
    assert "800" in w.browser.toPlainText() and "家规" in w.browser.toPlainText()
    assert "#b3232a" in html
    img = w.browser.document().resource(2, __import__("PySide6.QtCore", fromlist=["QUrl"]).QUrl("card:figure/5t"))
    assert img is not None and not img.isNull()


def test_house_rules_save_load_diff_and_next_game_scoring(qtbot, tmp_path):
    from changpai_desktop.engine.score_request import parse_request
    from changpai_desktop.engine.scoring import score
    from changpai_desktop.storage.rulesets import list_rulesets, load_ruleset
    from changpai_desktop.ui.house_rules import HouseRulesWindow

    w = HouseRulesWindow()
    qtbot.addWidget(w)
    w.show()
    w.name.setText("塌胡三十")
    w.set_value("hand_types.ta.base_discard", 30)
    assert w.diff.count() == 1 and "30" in w.diff.item(0).text()
    qtbot.mouseClick(w.save, Qt.MouseButton.LeftButton)
    assert [n for n, _ in list_rulesets()] == ["塌胡三十"]
    _, flips, hand = parse_request({"preset": "nantong-single", "flips": ["4t"], "melds": ["peng:5w", "peng:hh"],
                                    "hand": "2b2b2b1t2t3t6w7w8w3b4b5b7t8t9t9w9w", "win": {"card": "8t", "by": "discard"}})
    assert score(load_ruleset("塌胡三十"), flips, hand).total == 50
    # export, then import it back under a new name; a bad file is refused and nothing changes
    out = tmp_path / "share.json"
    assert w.export_to("塌胡三十", str(out))
    assert w.import_from(str(out))
    assert sorted(n for n, _ in list_rulesets()) == ["塌胡三十", "塌胡三十 (2)"]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"preset": "nantong-single", "overrides": {"deal.seats": 9}}), encoding="utf-8")
    assert not w.import_from(str(bad))
    assert "deal.seats" in w.message.text()
    assert len(list_rulesets()) == 2
    w.saved.setCurrentRow(0)
    qtbot.mouseClick(w.load_btn, Qt.MouseButton.LeftButton)
    assert w.name.text() == "塌胡三十" and w.values()["hand_types.ta.base_discard"] == 30


def test_stats_window_shows_records_title_and_resets(qtbot):
    from changpai_desktop.storage import stats
    from changpai_desktop.ui.stats_view import StatsWindow

    stats.record_hand("nantong-single", ["normal"] * 3, True, 6000, 470, "piao",
                      [{"key": "x", "zh": "飘胡成胡", "en": "piao", "cards": "", "hu": 50, "rule": ""}])
    stats.record_game("nantong-single", ["normal"] * 3, 470)
    w = StatsWindow()
    qtbot.addWidget(w)
    w.show()
    assert w.table.rowCount() == 1 and w.table.item(0, 3).text() == "100%"
    assert "副科" in w.title.text()
    assert w.best.rowCount() == 1
    w.grab()  # the charts paint
    w.reset()
    assert w.table.rowCount() == 0 and "科员" in w.title.text()


def test_guided_hand_goes_through_start_game(qtbot):
    from changpai_desktop.engine.actions import Action
    from changpai_desktop.engine.match import Game
    from changpai_desktop.engine.players.registry import make_player
    from changpai_desktop.engine.rules import RuleSet
    from changpai_desktop.ui import guided

    calls = []

    class Table:
        def start_game(self, preset, seats, levels, hands, seed=None, deck=None, guided_notes=None):
            calls.append((preset, seats, levels, hands, seed, deck, guided_notes))

    assert guided.start_guided_hand(Table())
    preset, seats, levels, hands, seed, deck, notes = calls[0]
    assert preset == "nantong-single" and len(deck) == 120 and len(notes) >= 2
    # the fixed deal runs as the notes say, whatever the computers do
    for kind in ("greedy", "random"):
        g = Game(RuleSet.preset(preset), seed=seed, hands=1, decks=[deck], first_dealer=0)
        players = [None] + [make_player(kind, i) for i in range(3)]
        d = g.advance(players)
        assert d.seat == 0 and Action("discard", "2w") in d.legal
        g.apply(Action("discard", "2w"))
        d = g.advance(players)
        assert d.seat == 0 and Action("tsumo", None) in d.legal or any(a.type == "tsumo" for a in d.legal)
        g.apply(next(a for a in d.legal if a.type == "tsumo"))
        assert g.sheet[-1]["hu"][0] == 80


def test_learn_menu_opens_one_window_each_and_retranslates(qtbot):
    from changpai_desktop.ui.i18n import install_language
    from changpai_desktop.ui.learn_menu import populate_learn_menu

    main = QMainWindow()
    qtbot.addWidget(main)
    started = []
    main.start_game = lambda *a, **k: started.append(k)
    menu = QMenu(main)
    owner = populate_learn_menu(menu, main)
    texts = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert [t.rstrip("…") for t in texts] == ["图鉴", "练习", "算胡器", "规则", "新手引导", "家规", "统计"]
    for key in ("gallery", "calculator", "rules", "house_rules", "stats"):
        owner.actions[key].trigger()
        first = owner.windows[key]
        owner.actions[key].trigger()
        assert owner.windows[key] is first and first.isVisible()
    owner.actions["guided"].trigger()
    assert started and started[0]["deck"] and started[0]["guided_notes"]
    try:
        assert install_language("en")
        QApplication.processEvents()
        assert owner.windows["calculator"].windowTitle() == "Scoring calculator"
        assert owner.actions["gallery"].text().startswith("Gallery")
    finally:
        install_language("zh_Hans")
        QApplication.processEvents()
    assert owner.windows["calculator"].windowTitle() == "算胡器"


def test_guided_deal_cannot_be_interrupted():
    """Whatever the computers discard, you are never offered a claim: they hold nothing you hold twice or wait for."""
    from changpai_desktop.engine.cards import KINDS
    from changpai_desktop.ui import guided

    deck = guided.guided_deck()
    human, seat1, seat2 = deck[:23], deck[23:45], deck[45:67]
    assert deck[67] == "7w" and deck[68:71] == ["qz", "bh", "4t"]
    for hand, draw in ((seat1, "qz"), (seat2, "bh")):
        assert len(set(hand)) == 22 and draw not in hand
        assert not {c for c in hand if human.count(c) >= 2} and not {"1t", "4t", "2w"} & set(hand)
    assert {c for c in KINDS if human.count(c) >= 2} == {"hh", "4w", "3t", "9t"}
