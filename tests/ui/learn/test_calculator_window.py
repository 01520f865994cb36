"""The 算胡器 window works through clicks (pytest-qt, offscreen)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def _click_cards(qtbot, w, mode, codes):
    qtbot.mouseClick(w.mode_buttons[mode], Qt.MouseButton.LeftButton)
    for code in codes.split():
        qtbot.mouseClick(w.palette[code], Qt.MouseButton.LeftButton)


def _calculator(qtbot):
    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.learn.calculator import CalculatorWindow

    w = CalculatorWindow(UiContext())
    qtbot.addWidget(w)
    w.show()
    return w


def test_calculator_example_1_by_clicks(qtbot):
    w = _calculator(qtbot)
    _click_cards(qtbot, w, "flip", "4t")
    _click_cards(qtbot, w, "peng", "5w hh")
    _click_cards(qtbot, w, "hand", "2b 2b 2b 1t 2t 3t 6w 7w 8w 3b 4b 5b 7t 9t 9w 9w")
    assert w.results[0].state == "short"
    _click_cards(qtbot, w, "win", "8t")
    assert w.total(0) == 40
    assert w.total_label.text().startswith("40")
    assert w.items_table.rowCount() >= 5


def test_calculator_examples_2_and_4_settlement_by_clicks(qtbot):
    w = _calculator(qtbot)
    _click_cards(qtbot, w, "flip", "hh")
    _click_cards(qtbot, w, "long", "5t")
    _click_cards(qtbot, w, "peng", "qz 9b")
    _click_cards(qtbot, w, "hand", "3w 3w 3w 7t 7t 7t 1b 2b 3b bh bh bh 6b")
    _click_cards(qtbot, w, "win", "6b")
    qtbot.mouseClick(w.self_drawn, Qt.MouseButton.LeftButton)
    assert w.total(0) == 260
    qtbot.mouseClick(w.player_buttons[1], Qt.MouseButton.LeftButton)
    _click_cards(qtbot, w, "minggang", "1t")
    _click_cards(qtbot, w, "hand", "9t 9t 9t 1w 1w 1w 2w 4w 6w 8w 2t 4t 6t 8t 4b 5b 7b 8b hh")
    qtbot.mouseClick(w.player_buttons[2], Qt.MouseButton.LeftButton)
    _click_cards(qtbot, w, "peng", "2w")
    _click_cards(qtbot, w, "hand", "4w 5w 6w 7w 8w 2t 3t 4t 6t 8t 2b 4b 5b 7b 8b 9b 1b 3b qz")
    assert [w.total(i) for i in range(3)] == [260, 40, 10]
    assert w.settlement == [470, -190, -280]
    assert w.settle_table.item(0, 2).text() == "+470"


def test_calculator_example_3_and_errors(qtbot):
    w = _calculator(qtbot)
    w.select_ruleset("tongzhou-double")
    _click_cards(qtbot, w, "flip", "2t 6w")
    _click_cards(qtbot, w, "hand", "5b 6b 7b 5b 6b 7b 5b 6b 7b 2t 3t 4w 5w 6w 7w 8w 9w 2w 3w 4w 9t 9t")
    _click_cards(qtbot, w, "win", "1t")
    assert w.total(0) == 120
    # one card too many: the calculator says so
    _click_cards(qtbot, w, "hand", "1w")
    assert w.results[0].state == "error" and "1" in w.status_label.text()
    qtbot.mouseClick(w.hand_row.buttons[0], Qt.MouseButton.LeftButton)  # remove a card again
    assert w.results[0].state in ("ok", "error")
    # a hand that does not win shows the engine's message
    w._clear_all()
    _click_cards(qtbot, w, "flip", "2t 6w")
    _click_cards(qtbot, w, "hand", "1w 3w 5w 7w 9w 1t 3t 5t 7t 9t 1b 3b 5b 7b 9b hh qz bh 2w 4w 6w 8w")
    _click_cards(qtbot, w, "win", "8b")
    assert w.results[0].state == "error"
    # in the window's language (简体 here): the engine's scoring error names the rule
    assert "排不成七副牌加一对将头（RULES.md §3）" in w.status_label.text()


def test_calculator_uses_a_saved_house_rule(qtbot):
    from changpai_desktop.engine.rules import RuleSet
    from changpai_desktop.storage.rulesets import save_ruleset

    save_ruleset("塌胡五十", RuleSet.preset("nantong-single", {"hand_types.ta.base_discard": 50}))
    w = _calculator(qtbot)
    w.select_ruleset("塌胡五十")
    _click_cards(qtbot, w, "flip", "4t")
    _click_cards(qtbot, w, "peng", "5w hh")
    _click_cards(qtbot, w, "hand", "2b 2b 2b 1t 2t 3t 6w 7w 8w 3b 4b 5b 7t 9t 9w 9w")
    _click_cards(qtbot, w, "win", "8t")
    assert w.total(0) == 70


def test_calculator_applies_baozhang_and_qionghen_300_of_a_house_rule(qtbot):
    """With 包张 on, the calculator asks who fed the win; a discarder not ready pays the third player's share.
    With 穷狠 300 on, a player marked as dealt no pair counts 300."""
    from changpai_desktop.engine.rules import RuleSet
    from changpai_desktop.engine.scoring.settlement import settle
    from changpai_desktop.storage.rulesets import save_ruleset

    save_ruleset("包张", RuleSet.preset("nantong-single", {"settlement.baozhang": True,
                                                           "settlement.qionghen_300": True}))
    w = _calculator(qtbot)
    assert w.feeder_row.isHidden() and w.poor_box.isHidden()     # the presets play without them
    w.select_ruleset("包张")
    _click_cards(qtbot, w, "flip", "hh")
    _click_cards(qtbot, w, "long", "5t")
    _click_cards(qtbot, w, "peng", "qz 9b")
    _click_cards(qtbot, w, "hand", "3w 3w 3w 7t 7t 7t 1b 2b 3b bh bh bh 6b")
    _click_cards(qtbot, w, "win", "6b")                              # on a discard
    qtbot.mouseClick(w.player_buttons[1], Qt.MouseButton.LeftButton)
    _click_cards(qtbot, w, "minggang", "1t")
    _click_cards(qtbot, w, "hand", "9t 9t 9t 1w 1w 1w 2w 4w 6w 8w 2t 4t 6t 8t 4b 5b 7b 8b hh")
    qtbot.mouseClick(w.player_buttons[2], Qt.MouseButton.LeftButton)
    _click_cards(qtbot, w, "peng", "2w")
    _click_cards(qtbot, w, "hand", "4w 5w 6w 7w 8w 2t 3t 4t 6t 8t 2b 4b 5b 7b 8b 9b 1b 3b qz")
    t = [w.total(i) for i in range(3)]
    assert t[1:] == [40, 10] and t[0] > t[1]
    assert w.feeder_row.isVisibleTo(w) and w.settlement == settle(t)   # nobody named as the feeder yet
    w.feeder_combo.setCurrentIndex(3)                                  # player 3 fed the win, not ready
    share = t[0] - t[1]
    plain = settle(t)
    assert w.settlement == [plain[0], plain[1] + share, plain[2] - share]
    assert "包张" in w.settle_note.text()
    qtbot.mouseClick(w.self_drawn, Qt.MouseButton.LeftButton)          # self-drawn: no 包张
    assert w.feeder_row.isHidden() and w.settlement == settle([w.total(i) for i in range(3)])
    assert w.poor_box.isVisibleTo(w)
    qtbot.mouseClick(w.poor_box, Qt.MouseButton.LeftButton)            # player 3 was dealt no pair
    assert w.settle_table.item(2, 1).text() == "300"
    assert w.settlement == settle([w.total(0), 40, 300])
    assert "穷狠 300" in w.settle_note.text()


def test_calculator_refuses_a_fifth_copy_and_says_so(qtbot):
    w = _calculator(qtbot)
    _click_cards(qtbot, w, "flip", "4t")
    _click_cards(qtbot, w, "hand", "1w 1w 1w")
    qtbot.mouseClick(w.player_buttons[1], Qt.MouseButton.LeftButton)
    _click_cards(qtbot, w, "hand", "1w")
    assert not w.palette["1w"].isEnabled()                 # all four entered: the palette greys it out
    _click_cards(qtbot, w, "hand", "1w")
    assert w.calc.players[1].hand == ["1w"]
    qtbot.keyClicks(w.entry.type_edit, "1w")                # typed, a fifth copy is refused and told
    qtbot.keyClick(w.entry.type_edit, Qt.Key.Key_Return)
    assert w.calc.players[1].hand == ["1w"]
    assert "四张" in w.status_label.text() and "一万" in w.status_label.text()
    _click_cards(qtbot, w, "hand", "2w")                  # the next click is taken again
    assert w.calc.players[1].hand == ["1w", "2w"] and "四张" not in w.status_label.text()


def test_typing_cards_and_a_non_winner_by_its_sets_alone(qtbot):
    w = _calculator(qtbot)
    qtbot.mouseClick(w.mode_buttons["flip"], Qt.MouseButton.LeftButton)
    qtbot.keyClicks(w.entry.type_edit, "hh")
    qtbot.keyClick(w.entry.type_edit, Qt.Key.Key_Return)
    qtbot.mouseClick(w.mode_buttons["hand"], Qt.MouseButton.LeftButton)
    qtbot.keyClicks(w.entry.type_edit, "long 5t peng qz 9b hand 3w3w3w 7t7t7t 1b2b3b bhbhbh 6b win 6b")
    qtbot.keyClick(w.entry.type_edit, Qt.Key.Key_Return)
    w.self_drawn.setChecked(True)
    assert w.total(0) == 260                                    # RULES.md §7 example 2, typed in one line
    qtbot.mouseClick(w.player_buttons[1], Qt.MouseButton.LeftButton)
    w.entry.sets_only_box.setChecked(True)
    qtbot.mouseClick(w.mode_buttons["baozi"], Qt.MouseButton.LeftButton)
    for code in ("1w", "9w", "9t", "4w"):                      # one click a 把子
        qtbot.mouseClick(w.palette[code], Qt.MouseButton.LeftButton)
    qtbot.keyClicks(w.entry.type_edit, "peng 1t 2w 8w")
    qtbot.keyClick(w.entry.type_edit, Qt.Key.Key_Return)
    assert w.total(1) == 40 and w.calc.players[1].hand.count("1w") == 3
    qtbot.mouseClick(w.player_buttons[2], Qt.MouseButton.LeftButton)
    w.entry.sets_only_box.setChecked(True)
    qtbot.keyClicks(w.entry.type_edit, "peng 5w")
    qtbot.keyClick(w.entry.type_edit, Qt.Key.Key_Return)
    assert w.settlement == [470, -190, -280]                    # RULES.md §7 example 4
    qtbot.keyClicks(w.entry.type_edit, "zz")
    qtbot.keyClick(w.entry.type_edit, Qt.Key.Key_Return)
    assert "zz" in w.entry.type_note.text() and w.entry.type_edit.text() == "zz"
