"""The house-rule fields in players' words: card pickers for 老将, named boxes and a named value table, the
wheel ignored until a field has the focus, and no field for what the table cannot play differently."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QLabel

from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.ui.context import UiContext


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))


@pytest.fixture
def window(qtbot):
    from changpai_desktop.ui.learn.house_rules import HouseRulesWindow

    w = HouseRulesWindow(UiContext(), None)
    qtbot.addWidget(w)
    return w


def _wheel(widget) -> None:
    event = QWheelEvent(QPointF(5, 5), QPointF(widget.mapToGlobal(QPoint(5, 5))), QPoint(0, 0), QPoint(0, 120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_the_old_generals_picker_writes_what_typing_the_codes_did(window):
    window.set_preset("tongzhou-double")
    picker = window.editors["levels.old_generals"]
    assert picker.value() == ["hh", "qz", "bh", "9t"]
    assert picker.buttons["9t"].isChecked() and not picker.buttons["9w"].isChecked()
    assert picker.buttons["9t"].toolTip() == "九条"
    picker.click("9t")
    picker.click("9w")
    typed = ["hh", "qz", "bh", "9w"]       # what typing "hh qz bh 9w" in the old text field gave (text.split())
    assert window.overrides() == {"levels.old_generals": typed}
    assert window.ruleset().levels.old_generals == RuleSet.preset(
        "tongzhou-double", {"levels.old_generals": typed}).levels.old_generals
    assert picker.findChild(QLabel, "kinds-chosen").text() == "已选：红花、千字、白花、九万"
    assert any("九万" in window.diff.item(i).text() for i in range(window.diff.count()))
    picker.click("9w")
    picker.click("9t")                     # back as it was: the same order, so no change is left
    assert window.overrides() == {}


def test_the_trio_picker_refuses_two_kinds(window):
    trio = window.editors["levels.old_trio"]
    trio.click("bh")
    assert not window.save.isEnabled() and "levels.old_trio" in window.message.text()
    trio.click("9t")
    assert window.save.isEnabled() and window.overrides() == {"levels.old_trio": ["hh", "qz", "9t"]}


def test_lists_and_the_value_table_have_named_places(window):
    from changpai_desktop.ui.learn.rule_fields import level_words

    window.set_preset("nantong-single")
    middle = window.editors["extras.middle"]
    assert [lb.text() for lb in middle.labels] == ["硬自摸", "硬点炮", "软自摸", "软点炮"]
    joys = window.editors["joys.values"]
    assert [lb.text() for lb in joys.labels][:2] == ["0 张喜", "1 张喜"]
    assert [lb.text() for lb in window.editors["levels.old_level_by_old_flips"].labels] == \
        ["翻中 0 张老将", "翻中 1 张老将"]
    grid = window.editors["values.table"]
    rows = [lb.text() for lb in grid.row_labels]
    assert rows[0] == "0 级：普通牌"
    assert "一、九（头尾将）" in rows[1] and "老将" in rows[1] and "翻中 1 次的点数" in rows[1]
    headers = {lb.text() for lb in grid.findChildren(QLabel)}
    assert {"碰", "暗克", "明杠", "暗杠", "龙"} <= headers
    window.set_value("levels.head_tail_level", 0)           # the rows follow the level options
    assert "一、九" not in grid.row_labels[1].text()
    assert level_words(RuleSet.preset("nantong-single").flat, 2).startswith("2 级：翻中 1 张老将时的老将")


def test_the_wheel_changes_nothing_until_a_field_has_the_focus(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    grid_box = window.editors["values.table"].boxes[1][0]
    list_box = window.editors["extras.middle"].boxes[0]
    combo = window.editors["joys.flip"]
    before = window.values()
    for field in (grid_box, list_box, combo, window.editors["settlement.cap"]):
        assert field.focusPolicy() == Qt.FocusPolicy.StrongFocus
        _wheel(field)
    assert window.values() == before and window.overrides() == {}
    list_box.setFocus()
    qtbot.waitUntil(list_box.hasFocus)
    _wheel(list_box)
    assert window.overrides() == {"extras.middle": [before["extras.middle"][0] + 10, *before["extras.middle"][1:]]}


def test_seats_and_deal_sizes_are_shown_not_edited(window):
    for key in ("deal.seats", "deal.dealer_cards", "deal.other_cards"):
        assert key not in window.editors
        assert window.findChild(QLabel, f"shown-{key}") is not None
    assert window.findChild(QLabel, "shown-deal.dealer_cards").text() == "23 张（规则定的）"
    assert "deal.flips" in window.editors


def test_a_second_flip_adds_the_places_the_levels_need(window):
    window.set_preset("nantong-single")
    window.set_value("deal.flips", 2)
    assert len(window.editors["levels.old_level_by_old_flips"].boxes) == 3
    assert window.save.isEnabled()
    assert window.ruleset().levels.old_level_by_old_flips == (1, 2, 2)
