"""The 记分 window's sheet: a row per hand (dealer, result, every player's 胡 and net, the note), the totals,
a chart of the running totals, and the chosen hand with every player's 胡 explained. It only shows the
``services.score_keeper`` sheet it is given; the words of the rows come from ``services.sheet_export``."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (QAbstractItemView, QHBoxLayout, QHeaderView, QPushButton, QTableWidget,
                               QTableWidgetItem, QTextBrowser, QVBoxLayout, QWidget)

from ...services import sheet_export
from ...services.score_keeper import Sheet
from ..context import UiContext
from ..widgets.chart_labels import label_room

SEAT_COLORS = ("#b3232a", "#2f6b3a", "#2a4f9a", "#8a5a00")
CHART_H = 150
MARGIN = 28
LEGEND_TEXT_X = 30       # the legend's text starts this far right of the plot (after the line's sample)
RED = "#b3232a"
GREEN = "#2f6b3a"


class RunningChart(QWidget):
    """Every seat's running total after each hand, one line a seat, the names and totals as the legend."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("keeper-chart")
        self.setMinimumHeight(CHART_H)
        self.names: list[str] = []
        self.rows: list[list[int]] = []

    def set_data(self, names: list[str], rows: list[list[int]]) -> None:
        self.names, self.rows = names, rows
        self.update()

    def legend_width(self, labels: list[str]) -> int:
        """The legend's room right of the plot: its longest "name +total" (a long name was cut at 90 px)."""
        return label_room(self.fontMetrics(), labels, LEGEND_TEXT_X - MARGIN + 4, self.width())

    def paintEvent(self, _event) -> None:  # noqa: N802 - Qt naming
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        series = [[0] + [r[s] for r in self.rows] for s in range(len(self.names))]
        labels = [f"{name} {values[-1]:+d}" for name, values in zip(self.names, series, strict=True)]
        legend = self.legend_width(labels)
        area = QRectF(MARGIN, 8, max(10, self.width() - 2 * MARGIN - legend), max(10, self.height() - 24))
        p.fillRect(self.rect(), QColor("#fffaf0"))
        top = max([0, *(v for s in series for v in s)]) or 1
        low = min([0, *(v for s in series for v in s)])
        span = (top - low) or 1
        steps = max(1, len(self.rows))

        def point(i: int, v: int) -> QPointF:
            return QPointF(area.left() + area.width() * i / steps, area.bottom() - area.height() * (v - low) / span)

        p.setPen(QPen(QColor("#999"), 1, Qt.PenStyle.DashLine))
        p.drawLine(point(0, 0), point(steps, 0))
        p.setPen(QColor("#555"))
        line = self.fontMetrics().height()   # a text row: the font's (大字 grows it; it was a fixed 16 px)
        p.drawText(QRectF(0, point(0, 0).y() - line / 2, MARGIN - 4, line), Qt.AlignmentFlag.AlignRight, "0")
        for s, values in enumerate(series):
            pen = QPen(QColor(SEAT_COLORS[s % len(SEAT_COLORS)]), 2.5)
            p.setPen(pen)
            for i in range(1, len(values)):
                p.drawLine(point(i - 1, values[i - 1]), point(i, values[i]))
            y = 10 + s * (line + 4)
            p.drawLine(QPointF(area.right() + 12, y + line / 2), QPointF(area.right() + 26, y + line / 2))
            p.setPen(QColor("#1d1a16"))
            p.drawText(QRectF(area.right() + LEGEND_TEXT_X, y, legend - LEGEND_TEXT_X + MARGIN, line),
                       Qt.AlignmentFlag.AlignLeft, labels[s])
        p.end()


class SheetView(QWidget):
    """The table of hands with the totals, the chart, the chosen hand explained and the sheet's buttons."""

    hand_chosen = Signal(int)

    def __init__(self, ctx: UiContext, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.sheet: Sheet | None = None
        root = QVBoxLayout(self)
        root.setContentsMargins(0, 0, 0, 0)
        self.table = QTableWidget(0, 0)
        self.table.setObjectName("keeper-table")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.itemSelectionChanged.connect(self._chosen)
        root.addWidget(self.table, 3)
        self.chart = RunningChart()
        root.addWidget(self.chart, 1)
        self.details = QTextBrowser()
        self.details.setObjectName("keeper-details")
        root.addWidget(self.details, 2)
        hands, files = QHBoxLayout(), QHBoxLayout()
        self.undo_button = self._button("keeper-undo", hands)
        self.redo_button = self._button("keeper-redo", hands)
        self.edit_button = self._button("keeper-edit", hands)
        hands.addStretch(1)
        self.csv_button = self._button("keeper-csv", files)
        self.pdf_button = self._button("keeper-pdf", files)
        self.print_button = self._button("keeper-print", files)
        files.addStretch(1)
        self.new_button = self._button("keeper-new", files)
        root.addLayout(hands)
        root.addLayout(files)

    @staticmethod
    def _button(name: str, row: QHBoxLayout) -> QPushButton:
        b = QPushButton()
        b.setObjectName(name)
        row.addWidget(b)
        return b

    def retranslate(self) -> None:
        self.undo_button.setText(self.tr("撤回最后一局"))
        self.undo_button.setToolTip(self.tr("拿回最后一局重新输入（输错的时候）"))
        self.redo_button.setText(self.tr("恢复"))
        self.edit_button.setText(self.tr("改选中的一局"))
        self.csv_button.setText(self.tr("导出 CSV…"))
        self.pdf_button.setText(self.tr("存成 PDF…"))
        self.print_button.setText(self.tr("打印…"))
        self.new_button.setText(self.tr("换一晚"))
        self.show_sheet(self.sheet)

    def chosen(self) -> int | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if not rows or self.sheet is None or rows[0].row() >= len(self.sheet.outcomes):
            return None
        return rows[0].row()

    def _chosen(self) -> None:
        no = self.chosen()
        self._show_details(no)
        if no is not None:
            self.hand_chosen.emit(no)

    def show_sheet(self, sheet: Sheet | None, choose: int | None = None) -> None:
        self.sheet = sheet
        if sheet is None:
            return
        lang = self.ctx.lang
        rows = sheet_export.compact_rows(sheet, lang)
        head, body = rows[0], rows[1:]
        net_cols = range(2, 2 + sheet.n_seats)
        self.table.blockSignals(True)
        self.table.clear()
        self.table.setColumnCount(len(head))
        self.table.setHorizontalHeaderLabels(head)
        self.table.setRowCount(len(body))
        for r, row in enumerate(body):
            for c, text in enumerate(row):
                it = QTableWidgetItem(text)
                net = text.rsplit(" ", 1)[-1]
                if c in net_cols and net[:1] in "+-":
                    it.setForeground(QColor(RED if net.startswith("+") and net != "+0" else
                                            GREEN if net.startswith("-") else "#1d1a16"))
                    it.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if r == len(body) - 1:
                    font = it.font()
                    font.setBold(True)
                    it.setFont(font)
                self.table.setItem(r, c, it)
        hh = self.table.horizontalHeader()
        hh.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        hh.setStretchLastSection(True)
        self.table.blockSignals(False)
        self.chart.set_data(sheet.names, sheet.running())
        last = len(sheet.outcomes) - 1 if choose is None else choose
        if last >= 0:
            self.table.selectRow(last)
        self._show_details(last if last >= 0 else None)
        self.undo_button.setEnabled(bool(sheet.records))
        self.redo_button.setEnabled(bool(sheet.undone))
        self.edit_button.setEnabled(bool(sheet.records))

    def _show_details(self, no: int | None) -> None:
        sheet = self.sheet
        if sheet is None or no is None or no >= len(sheet.outcomes):
            self.details.setHtml(self.tr("记入的每一局会列在上面；选中一局，这里写出每家的胡是怎么算的。"))
            return
        o = sheet.outcomes[no]
        lang = self.ctx.lang
        parts = [f"<b>{escape(sheet_export.hand_line(sheet, o, lang))}</b>"]
        for line, items in sheet_export.player_lines(sheet, o, lang):
            parts.append(f"<p style='margin:4px 0 0 0'><b>{escape(line)}</b><br/>"
                         + "<br/>".join(escape(i) for i in items) + "</p>")
        parts += [f"<p>{escape(x)}</p>" for x in sheet_export.extra_lines(sheet, o, lang)]
        if o.note:
            parts.append(f"<p>{escape(self.tr('附记'))}：{escape(o.note)}</p>")
        self.details.setHtml("".join(parts))
