"""The rules page and the house-rules editor (the rules helper's windows), driven through their widgets."""

from __future__ import annotations

import json

import pytest
from changpai_desktop.ui.context import UiContext
from PySide6.QtCore import Qt


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def test_rules_view_is_written_from_data_and_marks_overrides(qtbot):
    from changpai_desktop.engine.rules import RuleSet
    from changpai_desktop.storage.rulesets import save_ruleset
    from changpai_desktop.ui.learn.rules_view import RulesWindow

    save_ruleset("封顶八百", RuleSet.preset("rugao-double-xi", {"settlement.cap": 800}))
    w = RulesWindow(UiContext(), None)
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
    from changpai_desktop.engine.scoring.request import parse_request
    from changpai_desktop.engine.scoring import score
    from changpai_desktop.storage.rulesets import list_rulesets, load_ruleset
    from changpai_desktop.ui.learn.house_rules import HouseRulesWindow

    w = HouseRulesWindow(UiContext(), None)
    qtbot.addWidget(w)
    w.show()
    w.name.setText("塌胡三十")
    w.set_value("hand_types.ta.base_discard", 30)
    assert w.diff.count() == 1 and "30" in w.diff.item(0).text()
    qtbot.mouseClick(w.save, Qt.MouseButton.LeftButton)
    assert [n for n, _ in list_rulesets()] == ["塌胡三十"]
    _, flips, hand = parse_request({"preset": "nantong-single", "flips": ["4t"], "melds": ["peng:5w", "peng:hh"],
                                    "hand": "2b2b2b1t2t3t6w7w8w3b4b5b7t8t9t9w9w",
                                    "win": {"card": "8t", "by": "discard"}})
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


@pytest.mark.parametrize("large", [False, True])
def test_the_house_rules_form_needs_no_sideways_scroll_on_a_1024_by_700_screen_in_english(qtbot, large):
    """In English the labels' width beside the card pickers and the four buttons of the side in one row made the
    form wider than its pane on a 1024 × 700 screen: it scrolled sideways and cut its right edge; in 大字 it still
    did, by 5 px, until the pane kept the form's whole width."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QApplication

    from changpai_desktop.ui.i18n import install_language
    from changpai_desktop.ui.learn.house_rules import HouseRulesWindow
    from changpai_desktop.ui.window_geometry import client_area

    room = client_area(QRect(0, 0, 1024, 700))
    try:
        assert install_language("en")
        w = HouseRulesWindow(UiContext(lang="en", large_print=large), None)
        qtbot.addWidget(w)
        w.show()
        w.resize(room.size())   # after show: the window is fitted to the (offscreen, smaller) screen when shown
        QApplication.processEvents()
        assert w.width() == room.width()
        assert w.scroll.horizontalScrollBar().maximum() == 0
        assert w.scroll.verticalScrollBar().maximum() > 0   # the form is long: it scrolls down, not across
    finally:
        install_language("zh_Hans")
        QApplication.processEvents()
