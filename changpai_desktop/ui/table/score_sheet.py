"""The score sheet window: every hand's result and nets, with a chart of the running totals."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRect, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QAbstractItemView, QDialog, QHeaderView, QSplitter, QTableView, QVBoxLayout, QWidget

from ..widgets.chart_labels import label_room
from ..widgets.sheet_models import ScoreSheetModel


def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)



LABEL_GAP = 16   # px between the end labels of the chart's lines (at least; a text row in larger print)
LABEL_PAD = 12   # px beside the widest end label (its rect starts 8 px right of the plot)


def spread(ys: list[float], gap: float) -> list[float]:
    """The heights ``ys`` moved apart, as little as needed, so that no two are closer than ``gap`` (the end
    labels of lines that finish at the same total would print on top of each other); order kept."""
    order = sorted(range(len(ys)), key=lambda i: (ys[i], i))
    out = list(ys)
    for k in range(1, len(order)):
        prev, cur = order[k - 1], order[k]
        out[cur] = max(out[cur], out[prev] + gap)
    shift = (sum(out) - sum(ys)) / len(ys) if ys else 0   # centre the group where the lines end
    return [y - shift for y in out]

class RunningChart(QWidget):
    """Each seat's running total after every hand, drawn with QPainter."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rows: list[dict] = []
        self.names: list[str] = []
        self.n = 4
        self.setMinimumHeight(180)
        self.setObjectName("runningChart")

    def set_data(self, rows, n, names) -> None:
        self.rows, self.n, self.names = list(rows), n, list(names)
        self.update()

    def label_room(self, labels: list[str]) -> int:
        """The right margin for the lines' end labels: their own width, so "Left (previous) −120" is not cut at
        the chart's edge (it had a fixed 90 px)."""
        return label_room(self.fontMetrics(), labels, LABEL_PAD, self.width())

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#fbf5e6"))
        series = [[0] + [row["running"][s] for row in self.rows] for s in range(self.n)]
        labels = [f"{self.names[s] if s < len(self.names) else s} {ser[-1]}" for s, ser in enumerate(series)]
        line = self.fontMetrics().height()   # a text row: the font's (大字 grows it; it was a fixed 16 px)
        gap = max(LABEL_GAP, line)
        m_l, m_r, m_t, m_b = 54, self.label_room(labels), max(14, line // 2 + 4), line + 10
        r = self.rect().adjusted(m_l, m_t, -m_r, -m_b)
        values = [v for ser in series for v in ser] or [0]
        lo, hi = min(values + [0]), max(values + [0])
        if hi == lo:
            hi, lo = hi + 10, lo - 10
        span = hi - lo
        npts = max(2, len(self.rows) + 1)

        def pt(i, v):
            return QPointF(r.left() + r.width() * i / (npts - 1), r.bottom() - r.height() * (v - lo) / span)

        raw = span / 4
        mag = 10 ** max(0, len(str(int(raw))) - 1)
        step = next(m * mag for m in (1, 2, 5, 10) if m * mag >= raw)
        ticks = [v for v in range(int(lo // step) * step, int(hi) + step, step) if lo <= v <= hi]
        p.setPen(QPen(QColor("#c9b896"), 1))
        for v in ticks:
            y = pt(0, v).y()
            p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
            p.setPen(QColor("#5a4630"))
            p.drawText(QRect(0, int(y) - line // 2, m_l - 6, line), Qt.AlignmentFlag.AlignRight, str(round(v)))
            p.setPen(QPen(QColor("#c9b896"), 1))
        p.setPen(QPen(QColor("#5a4630"), 1.5))
        y0 = pt(0, 0).y()
        p.drawLine(QPointF(r.left(), y0), QPointF(r.right(), y0))
        for i in range(npts):
            p.drawText(QRect(int(pt(i, lo).x()) - 12, r.bottom() + 4, 24, line), Qt.AlignmentFlag.AlignCenter, str(i))
        colours = ["#b3232a", "#1f6fb3", "#2f8a3a", "#8a5a1f"]
        label_ys = spread([pt(len(ser) - 1, ser[-1]).y() for ser in series], gap)
        for s, ser in enumerate(series):
            path = QPainterPath(pt(0, ser[0]))
            for i, v in enumerate(ser[1:], 1):
                path.lineTo(pt(i, v))
            p.setPen(QPen(QColor(colours[s % 4]), 2.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
            for i, v in enumerate(ser):
                p.setBrush(QColor(colours[s % 4]))
                p.drawEllipse(pt(i, v), 3, 3)
            p.setPen(QColor(colours[s % 4]))
            p.drawText(QRect(r.right() + 8, int(label_ys[s]) - gap // 2, m_r - 8, gap),
                       Qt.AlignmentFlag.AlignLeft, labels[s])
        p.end()


class ScoreSheetWindow(QDialog):
    """The score sheet (QTableView on ScoreSheetModel) with a chart of the running totals. Double-clicking a
    hand's row asks for its replay (``hand_activated(hand number)``)."""

    hand_activated = Signal(int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("scoreSheetWindow")
        self.model = ScoreSheetModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().hide()
        # the result column takes the room left and wraps; rows grow to show the whole result text
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.doubleClicked.connect(lambda idx: self.hand_activated.emit(idx.row())
                                         if idx.row() < len(self.model.rows) else None)
        self.chart = RunningChart()
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.table)
        split.addWidget(self.chart)
        lay = QVBoxLayout(self)
        lay.addWidget(split)
        self.resize(760, 560)
        self.retranslate()

    def set_sheet(self, rows, n, names, lang: str) -> None:
        if not self.model.set_sheet(rows, n, names, lang):
            return
        hh = self.table.horizontalHeader()
        last = self.model.columnCount() - 1
        for c in range(last):
            hh.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        hh.setSectionResizeMode(last, QHeaderView.ResizeMode.Stretch)
        self.chart.set_data(rows, n, names)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("score_sheet", "记分表"))
        self.model.retranslate()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
