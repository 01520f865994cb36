"""The side panel keeps its width whatever it says: a long English hint or log line wraps inside it."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow  # noqa: E402

LONG = ("<b>Discard Nine of Coins</b><br/>It keeps the most ways to complete your sets, and nobody has "
        "claimed it; Supercalifragilisticexpialidocious-unbreakable-words-do-not-widen-the-panel-either")


def test_a_long_english_hint_does_not_widen_the_panel(qtbot):
    from changpai_desktop.ui.application import make_app
    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.table.side_panel import SidePanel

    make_app()
    host = QMainWindow()
    qtbot.addWidget(host)
    host.setCentralWidget(QLabel("table"))
    panel = SidePanel(UiContext())
    dock = QDockWidget()
    dock.setWidget(panel)
    host.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    host.resize(1366, 768)
    host.show()
    qtbot.wait(20)
    before = (panel.width(), dock.width())
    panel.hint_text.setText(LONG)
    panel.waits_text.setText(LONG)
    panel.log.addItems([LONG.replace("<b>", "").replace("</b><br/>", " ")] * 3)
    qtbot.wait(20)
    assert (panel.width(), dock.width()) == before
    assert panel.hint_text.height() > panel.hint_text.fontMetrics().height() * 2   # it wrapped


def test_the_panel_width_steps_with_the_window_and_grows_in_large_print():
    from changpai_desktop.ui.table.side_panel import panel_width

    assert panel_width(1024) <= panel_width(1366) <= panel_width(1920)
    assert panel_width(1920, large_print=True) > panel_width(1920)
    assert panel_width(1366, large_print=True) == panel_width(1366)   # a laptop's cards keep their room
    assert panel_width(1366) == panel_width(1380)   # steps, not proportional: a few px change nothing
    assert panel_width(1024, large_print=True) <= 0.3 * 1024 + 1


def test_the_waits_already_shown_are_worded_again_after_a_language_switch(qtbot):
    from changpai_desktop.ui.application import make_app
    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.i18n import install_language
    from changpai_desktop.ui.table.side_panel import SidePanel

    make_app()
    ctx = UiContext()
    panel = SidePanel(ctx)
    qtbot.addWidget(panel)
    try:
        panel._done(panel.token, "waits", [])             # a finished waits job: not ready yet
        chinese = panel.waits_text.text()
        ctx.set_language("en")
        install_language("en")
        qtbot.wait(10)
        assert panel.waits_text.text() != chinese and panel.waits_text.text().isascii()
    finally:
        ctx.set_language("zh_Hans")
        install_language("zh_Hans")


@pytest.fixture
def english_sheet(qtbot):
    """A side panel 250 px wide (its width at 1024 × 700) in English, showing one hand's score sheet with the
    seat names given: ``english_sheet(names) -> panel``."""
    from changpai_desktop.ui.application import make_app
    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.i18n import install_language
    from changpai_desktop.ui.table.side_panel import SidePanel

    make_app()
    ctx = UiContext()
    ctx.set_language("en")
    install_language("en")

    def make(names):
        panel = SidePanel(ctx)
        qtbot.addWidget(panel)
        panel.setFixedWidth(250)
        panel.show()
        row = {"hand": 0, "dealer": 0, "resting": 3, "winner": 1, "type": "ta", "self_drawn": False, "from": 0,
               "robbed": False, "flags": {}, "hu": [30, 70, 40, None], "net": [-60, 80, -20, None],
               "running": [-60, 80, -20, 0]}
        panel.set_sheet([row], 4, names)
        qtbot.wait(20)
        return panel

    yield make
    ctx.set_language("zh_Hans")
    install_language("zh_Hans")


def test_the_compact_score_sheet_never_scrolls_sideways_in_english(english_sheet):
    panel = english_sheet(["Me", "Right (next)", "Across", "Left (previous)"])
    header = panel.sheet.horizontalHeader()
    assert header.length() <= panel.sheet.viewport().width()
    assert not panel.sheet.horizontalScrollBar().isVisible()


def test_apply_hint_selects_the_hinted_card_and_plays_nothing(qtbot):
    """照提示选牌 appears with a discard hint and asks for the hinted discard to be readied (its card selected);
    the human still confirms (no action is played)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "engine" / "players"))
    from seat_views import NS, view_of

    from changpai_desktop.engine.players import hints
    from changpai_desktop.engine.table.actions import act
    from changpai_desktop.ui.application import make_app
    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.table.side_panel import SidePanel

    make_app()
    panel = SidePanel(UiContext())
    qtbot.addWidget(panel)
    panel.show()
    v = view_of(NS, "1w2w3w 4w5w6w 2t3t4t 6t7t8t 3b4b5b 7b8b9b hhhhhh 1t 5w")
    legal = [act("discard", c) for c in dict.fromkeys(v.hand)]
    panel.set_turn(v, legal, True)
    assert panel.apply_button.isHidden()
    result = hints.hint(v, legal, NS)
    panel._done(panel.token, "hint", result)
    assert not panel.apply_button.isHidden()
    asked = []
    panel.hint_applied.connect(asked.append)
    panel.apply_button.click()
    assert asked == [result[0].action] and asked[0].type == "discard"
    assert panel.apply_button.text() == "照提示选牌"
    panel.set_turn(v, [], False)   # the turn moved on: nothing to apply
    assert panel.apply_button.isHidden()


def test_a_ready_declaration_is_one_log_line():
    """报听 is declared with its discard: the log says it once, "我 报听打出 三万" (it said "我 报听 三万" too)."""
    from changpai_desktop.engine.table.events import Event
    from changpai_desktop.ui.table.side_panel import event_words

    names = ["我", "下家", "上家"]
    declared = Event("declared", {"seat": 0, "what": "ready", "card": "3w", "cards": []})
    discarded = Event("discarded", {"seat": 0, "card": "3w", "ready": True})
    lines = [t for t in (event_words(e, names, "zh_Hans") for e in (declared, discarded)) if t]
    assert lines == ["我 报听打出 三万"]


def test_a_burst_of_turns_works_the_waits_out_once_for_the_last(qtbot, monkeypatch):
    """The waits are worked out a moment after a turn (not while the table paints it): five snapshots in a row
    ask once, for the newest view, and its answer is shown."""
    from changpai_desktop.engine.players import hints
    from changpai_desktop.services.session import new_game
    from changpai_desktop.ui.application import make_app
    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.table.side_panel import WAITS_DELAY_MS, SidePanel

    make_app()
    asked = []
    monkeypatch.setattr(hints, "waits_info", lambda view, rules: asked.append(view) or [])
    panel = SidePanel(UiContext())
    qtbot.addWidget(panel)
    game = new_game("nantong-single", 3, 1, seed=5)   # three seats: seat 0 plays (never rests)
    views = [game.view(0) for _ in range(5)]
    for v in views:
        panel.set_turn(v, [], False)
    assert asked == []
    qtbot.waitUntil(lambda: bool(asked and panel.waits_text.text()), timeout=WAITS_DELAY_MS * 20)
    qtbot.wait(WAITS_DELAY_MS * 2)
    assert len(asked) == 1 and asked[0] is views[-1]
    panel.set_turn(None, [], False)   # the hand ended: nothing stale is left
    assert panel.waits_text.text() == ""


def test_large_print_makes_the_panels_own_text_larger_and_back(qtbot):
    """大字 reaches the hints, the waits and the log, not only the panel itself (the panel's style sheet gives each
    widget a font of its own, so the panel's font alone did not get to them); the compact score sheet keeps its
    size, so its seat columns are not cut."""
    from changpai_desktop.ui.context import LARGE_PRINT_TEXT
    from tests.main_windows import open_main_window

    w = open_main_window(qtbot, (1366, 768))
    side = w.side
    parts = (side.hint_button, side.hint_text, side.waits_text, side.log, side.waits_box)
    normal = [p.font().pointSizeF() for p in parts]
    sheet = side.sheet.font().pointSizeF()
    w.set_large_print(True)
    qtbot.wait(10)
    assert [p.font().pointSizeF() for p in parts] == [pytest.approx(n * LARGE_PRINT_TEXT, abs=0.1) for n in normal]
    assert side.sheet.font().pointSizeF() == sheet
    w.set_large_print(False)
    qtbot.wait(10)
    assert [p.font().pointSizeF() for p in parts] == normal


def test_the_compact_sheet_names_each_seat_without_its_explanation(qtbot, tmp_path, monkeypatch):
    """Its narrow columns cut "Left (previous)" in English: they say "Left" (a short seat name of its own, in
    every language); the score sheet window keeps the whole names."""
    from PySide6.QtCore import Qt

    from main_windows import open_main_window

    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path))
    w = open_main_window(qtbot, (1366, 768))
    w.start_game("nantong-single", 4, ["normal"] * 3, 6, seed=7)
    qtbot.waitUntil(lambda: w.game.snap is not None, timeout=20000)

    def header(model) -> list[str]:
        return [str(model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole))
                for c in range(model.columnCount())]

    try:
        assert {"我", "下家", "对门", "上家"} <= set(header(w.side.sheet_model))
        w.set_language("en")
        compact, full = header(w.side.sheet_model), header(w.game.sheet_window.model)
        assert {"Me", "Right", "Across", "Left"} <= set(compact) and not any("(" in h for h in compact), compact
        assert any("Left (previous)" in h for h in full), full
    finally:
        w.set_language("zh_Hans")




def test_the_compact_sheets_seat_columns_are_wide_enough_for_their_names_in_english(english_sheet):
    """At 1024 × 700 the panel is 250 px: "Hand" took a fifth of it (its box's margins another 30 px) and "Across"
    was cut; the hand column is "#" in English and as wide as it needs."""
    names = ["Me", "Right", "Across", "Left"]
    panel = english_sheet(names)
    header = panel.sheet.horizontalHeader()
    assert panel.sheet_model.headerData(0, Qt.Orientation.Horizontal) == "#"
    for s, name in enumerate(names):
        assert header.sectionSize(s + 2) >= header.sectionSizeHint(s + 2), name   # the name and its padding


def test_the_focused_hint_button_wears_the_blue_ring_and_keeps_its_size(qtbot, tmp_path, monkeypatch):
    """A Tab from the hand lands on 给我提示: it showed only Qt's thin frame, now the table's blue ring, and the
    button is as large focused as not (nothing moves)."""
    from PySide6.QtGui import QColor

    from changpai_desktop.ui.keys import FOCUS
    from main_windows import open_main_window

    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path))
    w = open_main_window(qtbot, (1366, 768))
    button = w.side.hint_button
    w.activateWindow()
    qtbot.waitUntil(lambda: w.isActiveWindow())
    size = button.size()

    def edge_colour():
        return button.grab().toImage().pixelColor(1, button.height() // 2).name()

    assert edge_colour() != QColor(FOCUS).name()
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    qtbot.wait(20)
    assert edge_colour() == QColor(FOCUS).name()
    assert button.size() == size
