"""The score sheet window: a totals row equal to the match's totals, and the whole result text shown."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QRect, Qt  # noqa: E402

NAMES = ["我", "下家", "对门", "上家"]


def _sheet():
    """Three hands of a four-seat match, as the session's sheet keeps them."""
    from changpai_desktop.engine.match import Match
    from changpai_desktop.engine.players.registry import make_player
    from changpai_desktop.engine.rules import RuleSet
    from changpai_desktop.engine.drive import advance

    match = Match(RuleSet.preset("nantong-single"), seed=11, hands=3)
    players = [make_player("greedy", s) for s in range(4)]
    advance(match, players)
    return match


def test_the_totals_row_equals_the_match_totals_and_results_are_whole(qtbot):
    from PySide6.QtTest import QAbstractItemModelTester

    from changpai_desktop.ui.table.score_sheet import ScoreSheetWindow

    match = _sheet()
    rows = match.sheet
    w = ScoreSheetWindow()
    qtbot.addWidget(w)
    QAbstractItemModelTester(w.model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    w.set_sheet(rows, 4, NAMES, "zh_Hans")
    m = w.model
    assert m.rowCount() == len(rows) + 1
    last = m.rowCount() - 1
    assert m.index(last, 0).data() == "合计" and m.index(last, 0).data(Qt.ItemDataRole.FontRole).bold()
    assert [m.index(last, 2 + s).data() for s in range(4)] == [f"{t:+d}" for t in match.totals]
    assert m.index(last, 6).data() == f"共 {len(rows)} 局"
    w.show()
    qtbot.waitExposed(w)
    hh = w.table.horizontalHeader()
    assert hh.sectionResizeMode(6) == hh.ResizeMode.Stretch and w.table.wordWrap()
    assert hh.sectionPosition(6) + hh.sectionSize(6) <= w.table.viewport().width() + 1   # not cut off
    fm = w.table.fontMetrics()
    for r in range(m.rowCount()):          # every result's whole text fits its cell (wrapped if need be)
        text = m.index(r, 6).data()
        needed = fm.boundingRect(QRect(0, 0, hh.sectionSize(6) - 8, 10000), Qt.TextFlag.TextWordWrap, text)
        assert needed.height() <= w.table.rowHeight(r), text


def test_the_side_panels_compact_sheet_has_no_totals_row():
    from changpai_desktop.ui.widgets.sheet_models import ScoreSheetModel

    model = ScoreSheetModel(compact=True)
    model.set_sheet(_sheet().sheet, 4, NAMES)
    assert model.rowCount() == 3


def test_the_chart_labels_of_equal_totals_do_not_overlap():
    from changpai_desktop.ui.table.score_sheet import LABEL_GAP, spread

    ys = spread([100.0, 100.0, 40.0, 100.0], LABEL_GAP)
    ordered = sorted(ys)
    assert all(b - a >= LABEL_GAP - 1e-9 for a, b in zip(ordered, ordered[1:], strict=False))
    assert ys[2] == min(ys)                        # the line that ends highest on screen keeps its label on top
    assert spread([10.0, 60.0], LABEL_GAP) == [10.0, 60.0]   # labels already apart stay where the lines end


def test_the_chart_leaves_room_for_its_longest_end_label(qtbot):
    """In English the end labels ("Left (previous) -120") were cut at the chart's edge by a fixed 90 px margin."""
    from changpai_desktop.ui.application import make_app
    from changpai_desktop.ui.table.score_sheet import RunningChart

    make_app()
    chart = RunningChart()
    qtbot.addWidget(chart)
    chart.resize(740, 240)
    label = "Left (previous) -120"
    room = chart.label_room(["Me 40", label])
    assert room - 8 >= chart.fontMetrics().horizontalAdvance(label)   # the label's rect starts 8 px in
    assert chart.label_room(["我 40"]) < room                          # short names keep the plot wide



@pytest.mark.parametrize("scale", [1.0, 1.3])
def test_every_text_of_the_chart_gets_a_whole_line_of_its_font(qtbot, monkeypatch, scale):
    """The score sheet's chart drew its numbers and end labels in 16 px rows, which cut them through the middle
    at the larger text of 大字 (and a little even at the usual size)."""
    from changpai_desktop.ui.table.score_sheet import RunningChart
    from tests.ui.chart_text import text_heights_when_drawn

    chart = RunningChart()
    qtbot.addWidget(chart)
    chart.set_data([{"running": [40, -20, -20, 0]}, {"running": [-60, 100, -40, 0]}], 3,
                   ["Me", "Right (next)", "Left (previous)"])
    heights = text_heights_when_drawn(monkeypatch, chart, scale)
    assert heights and min(heights) >= chart.fontMetrics().height()
