"""For the charts' tests: the height of every text row a chart draws, at a given text size."""

from __future__ import annotations

from PySide6.QtGui import QFont, QPainter
from PySide6.QtWidgets import QWidget

CHART_SIZE = (700, 260)


def text_heights_when_drawn(monkeypatch, chart: QWidget, scale: float) -> list[float]:
    """Paint ``chart`` (CHART_SIZE) with its font ``scale`` times larger and return the height of the rect of every
    ``drawText(rect, flags, text)`` it makes."""
    from changpai_desktop.ui.application import make_app

    make_app()
    heights: list[float] = []
    draw = QPainter.drawText

    def record(painter, *args):
        if len(args) == 3:
            heights.append(args[0].height())
        return draw(painter, *args)

    monkeypatch.setattr(QPainter, "drawText", record)
    f = QFont(chart.font())
    f.setPointSizeF(f.pointSizeF() * scale)
    chart.setFont(f)
    chart.resize(*CHART_SIZE)
    chart.grab()
    return heights
