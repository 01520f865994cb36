"""The keeper's running-totals chart: its legend has room for the names the players typed."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")


def test_the_legend_has_room_for_a_long_name(qtbot):
    """A name longer than the old fixed 90 px legend ("Grandma Wang +120") was cut at the chart's edge."""
    from changpai_desktop.ui.application import make_app
    from changpai_desktop.ui.keeper.keeper_sheet import LEGEND_TEXT_X, MARGIN, RunningChart

    make_app()
    chart = RunningChart()
    qtbot.addWidget(chart)
    chart.resize(700, 200)
    label = "Grandma Wang +120"
    room = chart.legend_width([label, "Li +10"]) - LEGEND_TEXT_X + MARGIN   # the text's rect, as painted
    assert room >= chart.fontMetrics().horizontalAdvance(label)
    assert chart.legend_width(["Li +10"]) < chart.legend_width([label])   # short names keep the plot wide


@pytest.mark.parametrize("scale", [1.0, 1.3])
def test_every_text_of_the_chart_gets_a_whole_line_of_its_font(qtbot, monkeypatch, scale):
    """The companion's chart drew its "0" and its legend in 16 px rows, which cut them at the larger text of 大字
    (the 记分 window is a 学习 window and follows it)."""
    from changpai_desktop.ui.keeper.keeper_sheet import RunningChart
    from tests.ui.chart_text import text_heights_when_drawn

    chart = RunningChart()
    qtbot.addWidget(chart)
    chart.set_data(["Me", "Right (next)", "Left (previous)"], [[40, -20, -20], [-60, 100, -40]])
    heights = text_heights_when_drawn(monkeypatch, chart, scale)
    assert heights and min(heights) >= chart.fontMetrics().height()
