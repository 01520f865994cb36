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
