"""The house-rules editor and the rules page are generated from the rule schema: one field per editable row,
every row's value on the page; the wheel over an unfocused field scrolls the form and changes no rule."""

from __future__ import annotations

import pytest
from changpai_desktop.ui.context import UiContext
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from changpai_desktop.engine.rules import RuleSet, schema
from changpai_desktop.engine.rules.options import Fixed


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))


def test_the_editor_shows_one_field_per_editable_row_named_from_the_schema(qtbot):
    from changpai_desktop.ui.learn.house_rules import HouseRulesWindow
    from changpai_desktop.ui.learn.house_rules_form import EDITABLE, SHOWN_ONLY

    w = HouseRulesWindow(UiContext(), None)
    qtbot.addWidget(w)
    assert {r.key for r in EDITABLE} == {r.key for r in schema.ROWS if not isinstance(r, Fixed)} - set(SHOWN_ONLY)
    for preset in ("nantong-single", "rugao-double-xi"):
        w.set_preset(preset)
        assert list(w.editors) == [r.key for r in EDITABLE]
        assert w.values() == {r.key: RuleSet.preset(preset).value(r.key) for r in EDITABLE}
        assert w.overrides() == {}
    tip = w.editors["multipliers.haidi.on"].toolTip()
    assert "multipliers.haidi.on" in tip and "海底捞月" in tip


def test_every_kind_of_field_makes_an_override_the_rule_set_takes(qtbot):
    from changpai_desktop.ui.learn.house_rules import HouseRulesWindow

    w = HouseRulesWindow(UiContext(), None)
    qtbot.addWidget(w)
    w.set_preset("tongzhou-double")
    changes = {"multipliers.haidi.on": True, "multipliers.huimian.old_flip_factor": 8, "joys.flip": "double",
               "extras.pair": [20, 20, 10, 10], "levels.old_trio": ["hh", "qz", "9t"], "settlement.cap": 600}
    for key, value in changes.items():
        w.set_value(key, value)
    assert w.overrides() == changes
    rules = w.ruleset()
    assert rules.multipliers["huimian"].old_flip_factor == 8 and rules.levels.old_trio == ("hh", "qz", "9t")
    assert w.diff.count() == len(changes) and w.save.isEnabled()
    w.set_value("levels.old_trio", ["hh", "qz"])
    assert not w.save.isEnabled() and "levels.old_trio" in w.message.text()


def test_the_spin_boxes_keep_their_schema_range(qtbot):
    from changpai_desktop.ui.learn.house_rules import HouseRulesWindow

    w = HouseRulesWindow(UiContext(), None)
    qtbot.addWidget(w)
    for key in ("deal.flips", "multipliers.haidi.factor", "values.rounding"):
        row = schema.BY_KEY[key]
        box = w.editors[key]
        assert (box.minimum(), box.maximum()) == row.bounds(RuleSet.preset(w.preset_id).flat), key
    assert w.editors["levels.head_tail_level"].maximum() == 2      # the rows of values.table


def test_the_wheel_over_an_unfocused_number_changes_no_rule(qtbot):
    from changpai_desktop.ui.learn.house_rules import HouseRulesWindow

    w = HouseRulesWindow(UiContext(), None)
    qtbot.addWidget(w)
    w.show()
    box = w.editors["settlement.cap"]
    assert box.focusPolicy() == Qt.FocusPolicy.StrongFocus
    event = QWheelEvent(QPointF(5, 5), QPointF(box.mapToGlobal(QPoint(5, 5))), QPoint(0, 0), QPoint(0, 120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(box, event)
    assert box.value() == 0 and w.overrides() == {}


def test_the_rules_page_shows_every_rule_in_use_and_marks_changes(qtbot):
    from changpai_desktop.storage.rulesets import save_ruleset
    from changpai_desktop.ui.learn.rules_view import RulesWindow

    save_ruleset("会面八倍", RuleSet.preset("rugao-double-xi", {"multipliers.huimian.old_flip_factor": 8}))
    w = RulesWindow(UiContext(), None)
    qtbot.addWidget(w)
    for preset in ("nantong-single", "tongzhou-double", "会面八倍"):
        w.select(preset)
        assert w.shown | w.skipped == set(schema.BY_KEY) and not w.shown & w.skipped, preset   # in use, or left out
    w.select("nantong-single")
    assert "multipliers.haidi.factor" in w.skipped and "joys.values" in w.skipped    # 海底捞月 off, no 喜
    assert "硬自摸" not in w.browser.toPlainText()        # 丫子 is one value here: no 硬 / 软 columns
    w.select("rugao-double-xi")
    assert "硬自摸" in w.browser.toPlainText() and "joys.values" in w.shown
    w.select("会面八倍")
    html = w.browser.toHtml()
    text = w.browser.toPlainText()
    assert "会面" in text and "8" in text and "#b3232a" in html
    assert "翻到老将时倍数" in text          # the field names come from the schema
