"""Room for a chart's labels beside its plot (the score sheet's end labels, the keeper's legend): as wide as the
widest label, so a long seat or player name is never cut at the chart's edge, within bounds."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtGui import QFontMetrics

LEAST_PX = 90      # the labels' least room, px
MAX_SHARE = 0.4    # their most room, as a share of the chart's width


def label_room(fm: QFontMetrics, labels: Iterable[str], pad: int, width: int) -> int:
    """The widest of ``labels`` plus ``pad`` px, at least ``LEAST_PX``, at most ``MAX_SHARE`` of ``width``."""
    widest = max((fm.horizontalAdvance(t) for t in labels), default=0)
    return min(max(LEAST_PX, widest + pad), round(width * MAX_SHARE))
