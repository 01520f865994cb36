"""The rules page in each language: an English page has no Chinese headings and names its Chinese sources
instead of quoting them; a 繁體 page quotes them in 繁體 characters."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from changpai_desktop.engine.rules import schema
from changpai_desktop.ui.context import UiContext

CJK = re.compile(r"[\u3400-\u9fff]")


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))


def _headings(doc) -> list[str]:
    block, out = doc.begin(), []
    while block.isValid():
        if block.blockFormat().headingLevel():
            out.append(block.text())
        block = block.next()
    return out


def test_the_english_rules_page_has_no_chinese_headings_or_quotes(qtbot):
    from changpai_desktop.ui.i18n import install_language
    from changpai_desktop.ui.learn.rules_view import RulesWindow

    # the schema's English names that keep the Chinese term beside the translation on purpose
    named = {n.en for n in (*schema.HAND_TYPE_NAMES.values(), *schema.MULTIPLIER_NAMES.values()) if CJK.search(n.en)}
    try:
        assert install_language("en")
        w = RulesWindow(UiContext(lang="en"), None)
        qtbot.addWidget(w)
        for preset in ("nantong-single", "tongzhou-double", "rugao-double-xi"):
            w.select(preset)
            headings = _headings(w.browser.document())
            assert "1. The cards" in headings and "9. Settlement" in headings
            numbers = [int(h.split(".")[0]) for h in headings if h[:1].isdigit()]
            assert numbers == list(range(1, 10))                  # every section, in order
            assert [h for h in headings if CJK.search(h)] == []
            lines = {line.strip() for line in w.browser.toPlainText().split("Example:")[0].splitlines()
                     if CJK.search(line) and not line.startswith("Not used in these rules:")}
            assert lines <= named, preset   # (the worked example's items are the engine's glossary text)
            assert "source 001" in w.browser.toPlainText()
    finally:
        install_language("zh_Hans")
        QApplication.processEvents()


def test_the_rules_page_switches_language_live_and_quotes_sources_in_hant(qtbot):
    from changpai_desktop.ui.i18n import install_language
    from changpai_desktop.ui.learn.rules_view import RulesWindow

    ctx = UiContext()
    w = RulesWindow(ctx, None)
    qtbot.addWidget(w)
    w.select("nantong-single")
    assert "一、牌" in _headings(w.browser.document())
    assert "001: 四人合局，三人轮斗" in w.browser.toPlainText()
    try:
        ctx.set_language("zh_Hant")
        install_language("zh_Hant")
        QApplication.processEvents()
        text = w.browser.toPlainText()
        assert "二、座位和發牌" in _headings(w.browser.document())
        assert "四人合局，三人輪鬥" in text or "三人輪" in text
        ctx.set_language("en")
        install_language("en")
        QApplication.processEvents()
        assert "2. Seats and deal" in _headings(w.browser.document()) and w.windowTitle() != "规则"
        assert [w.combo.itemText(i) for i in range(3)] == ["Nantong single general", "Tongzhou double general",
                                                            "Rugao double general with joys"]
    finally:
        install_language("zh_Hans")
        QApplication.processEvents()


def test_the_worked_example_is_the_engines_count_with_these_rules(qtbot):
    from changpai_desktop.engine.rules import RuleSet
    from changpai_desktop.ui.learn.rules_example import example_result
    from changpai_desktop.ui.learn.rules_view import CARD_W, RulesWindow

    w = RulesWindow(UiContext(), None)
    qtbot.addWidget(w)
    w.select("nantong-single")
    text = w.browser.toPlainText()
    assert "例：一手牌按这套规则算" in text and "400" in text.split("例：")[1].split("出分")[0]
    assert CARD_W >= 40
    doubled = RuleSet.preset("nantong-single", {"hand_types.piao.multiplier": 4})
    assert example_result(doubled).totals[0] == 2 * example_result(RuleSet.preset("nantong-single")).totals[0]
