"""统计: per preset and opponent levels — games, hands, win rate, mean 胡, the best hand with its explanation —
with small QPainter charts, the player's title (RULES.md §8) and a reset button. Data: ``storage.stats``."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (QAbstractItemView, QHBoxLayout, QHeaderView, QLabel, QMessageBox, QProgressBar,
                               QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from ...services.catalog import preset_name
from ...services.notices import stats_notices
from ...storage import stats as store
from ..context import UiContext
from .base import LearnWindow
from .common import hand_type_name, heading_font, stored_item_cells

translate = QCoreApplication.translate

INK = QColor("#1d1a16")
RED = QColor("#b3232a")
GREEN = QColor("#2f6b3a")
MUTED = QColor("#7a5a3a")
RECENT_GAMES = 60       # the line chart shows the running total of this many last games


class BarChart(QWidget):
    """Horizontal bars: (label, value 0..1, text)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rows: list[tuple[str, float, str]] = []
        self.title = ""
        self.setMinimumHeight(160)

    def set_rows(self, title: str, rows: list[tuple[str, float, str]]) -> None:
        self.title, self.rows = title, rows
        self.setMinimumHeight(40 + 26 * max(1, len(rows)))
        self.update()

    def paintEvent(self, _event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#fffaf0"))
        p.setPen(INK)
        f = p.font()
        f.setBold(True)
        p.setFont(f)
        p.drawText(QRectF(10, 6, self.width() - 20, 20), Qt.AlignmentFlag.AlignLeft, self.title)
        f.setBold(False)
        p.setFont(f)
        if not self.rows:
            p.setPen(MUTED)
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, translate("StatsWindow", "还没有数据"))
            return
        label_w = min(260, max(p.fontMetrics().horizontalAdvance(r[0]) for r in self.rows) + 16)
        bar_x = 10 + label_w
        bar_w = max(40, self.width() - bar_x - 70)
        for i, (label, value, text) in enumerate(self.rows):
            y = 32 + i * 26
            p.setPen(INK)
            p.drawText(QRectF(10, y, label_w - 8, 20), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       p.fontMetrics().elidedText(label, Qt.TextElideMode.ElideLeft, label_w - 8))
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#eee3cc"))
            p.drawRoundedRect(QRectF(bar_x, y + 3, bar_w, 14), 4, 4)
            p.setBrush(RED)
            p.drawRoundedRect(QRectF(bar_x, y + 3, max(2.0, bar_w * max(0.0, min(1.0, value))), 14), 4, 4)
            p.setPen(INK)
            p.drawText(QRectF(bar_x + bar_w + 6, y, 64, 20),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)


class LineChart(QWidget):
    """The running total of the last games' nets."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.values: list[int] = []
        self.title = ""
        self.setMinimumHeight(170)

    def set_values(self, title: str, values: list[int]) -> None:
        self.title, self.values = title, values
        self.update()

    def paintEvent(self, _event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#fffaf0"))
        f = p.font()
        f.setBold(True)
        p.setFont(f)
        p.setPen(INK)
        p.drawText(QRectF(10, 6, self.width() - 20, 20), Qt.AlignmentFlag.AlignLeft, self.title)
        if len(self.values) < 1:
            p.setPen(MUTED)
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter,
                       translate("StatsWindow", "打完一局后这里画出累计输赢"))
            return
        running = [0]
        for v in self.values:
            running.append(running[-1] + v)
        lo, hi = min(running), max(running)
        if hi == lo:
            hi, lo = hi + 1, lo - 1
        area = QRectF(50, 32, self.width() - 66, self.height() - 48)

        def pt(i: int, v: int) -> QPointF:
            x = area.left() + area.width() * i / max(1, len(running) - 1)
            y = area.bottom() - area.height() * (v - lo) / (hi - lo)
            return QPointF(x, y)

        p.setPen(QPen(QColor("#d9c9a6"), 1))
        zero = pt(0, 0).y()
        p.drawLine(QPointF(area.left(), zero), QPointF(area.right(), zero))
        f.setBold(False)
        p.setFont(f)
        p.setPen(MUTED)
        p.drawText(QRectF(0, area.top() - 8, 46, 16), Qt.AlignmentFlag.AlignRight, str(hi))
        p.drawText(QRectF(0, area.bottom() - 8, 46, 16), Qt.AlignmentFlag.AlignRight, str(lo))
        path = QPainterPath(pt(0, running[0]))
        for i, v in enumerate(running[1:], 1):
            path.lineTo(pt(i, v))
        p.setPen(QPen(RED if running[-1] >= 0 else GREEN, 2.2))
        p.drawPath(path)
        p.setBrush(RED if running[-1] >= 0 else GREEN)
        last = pt(len(running) - 1, running[-1])
        p.drawEllipse(last, 3.5, 3.5)


RECENT_REVIEWS = 10   # the last reviewed hands shown beside all of them


def _percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.0f}%" if whole else "—"


class StatsWindow(LearnWindow):
    def __init__(self, ctx: UiContext, parent=None):
        super().__init__(ctx, parent)
        self.setObjectName("stats-window")
        self.resize(1060, 800)
        root = QVBoxLayout(self)
        head = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("stats-title")
        self.title.setFont(heading_font(self, 1.8))
        self.progress = QProgressBar()
        self.progress.setTextVisible(True)
        self.progress.setMinimumWidth(340)
        self.progress.setMinimumHeight(26)
        self.reset_btn = QPushButton()
        self.reset_btn.setObjectName("stats-reset")
        head.addWidget(self.title)
        head.addSpacing(16)
        head.addWidget(self.progress)
        head.addStretch(1)
        head.addWidget(self.reset_btn)
        root.addLayout(head)
        self.summary = QLabel()
        self.summary.setObjectName("stats-summary")
        self.summary.setWordWrap(True)
        root.addWidget(self.summary)
        self.review = QLabel()
        self.review.setObjectName("stats-review")
        self.review.setWordWrap(True)
        root.addWidget(self.review)
        self.table = QTableWidget(0, 6)
        self.table.setObjectName("stats-table")
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setMaximumHeight(190)
        root.addWidget(self.table)
        charts = QHBoxLayout()
        self.bars = BarChart()
        self.bars.setObjectName("stats-bars")
        self.line = LineChart()
        self.line.setObjectName("stats-line")
        charts.addWidget(self.bars, 1)
        charts.addWidget(self.line, 1)
        root.addLayout(charts)
        self.best_title = QLabel()
        self.best_title.setFont(heading_font(self, 1.1))
        root.addWidget(self.best_title)
        self.best = QTableWidget(0, 3)
        self.best.setObjectName("stats-best")
        self.best.verticalHeader().setVisible(False)
        self.best.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.best.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.best.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.best.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        root.addWidget(self.best, 1)
        self.reset_btn.clicked.connect(self._confirm_reset)
        self.retranslate()

    def showEvent(self, event) -> None:  # noqa: N802 - fresh numbers whenever the window is shown
        self.refresh()
        self.untold += stats_notices(load=False)   # a damaged file the reads found (set aside: told this once)
        super().showEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("统计"))
        self.reset_btn.setText(self.tr("清空统计…"))
        self.table.setHorizontalHeaderLabels([self.tr("玩法 · 对手"), self.tr("局数"), self.tr("手数"),
                                              self.tr("胜率"), self.tr("平均胡数"), self.tr("最大一手")])
        self.best.setHorizontalHeaderLabels([self.tr("项目"), self.tr("牌"), self.tr("胡")])
        self.refresh()

    def level_name(self, level: str) -> str:
        return {"easy": self.tr("入门"), "normal": self.tr("熟手"), "hard": self.tr("高手")}.get(level, level)

    def group_label(self, g: dict) -> str:
        return f"{preset_name(g['preset'], self.ctx.lang)} · " + "/".join(self.level_name(x) for x in g["levels"])

    def refresh(self) -> None:
        s = store.summary()
        self._show_title(s)
        self._show_review(s.get("review"))
        self._show_groups(s)
        self._show_best(s["best"])

    def _show_title(self, s: dict) -> None:
        title = s["title_zh"] if self.ctx.lang.startswith("zh") else s["title_en"]
        self.title.setText(self.tr("称号：%1").replace("%1", title))
        nxt = s["next_title_at"]
        low = store.TITLES[s["title_index"]][0]
        if nxt:
            self.progress.setRange(0, nxt - low)
            self.progress.setValue(min(nxt - low, s["accumulated"] - low))
            self.progress.setFormat(self.tr("累计 %1 胡 / 下一级 %2").replace("%1", str(s["accumulated"]))
                                    .replace("%2", str(nxt)))
        else:
            self.progress.setRange(0, 1)
            self.progress.setValue(1)
            self.progress.setFormat(self.tr("累计 %1 胡").replace("%1", str(s["accumulated"])))
        self.summary.setText(self.tr("共 %1 局、%2 手，胡了 %3 手（胜率 %4），平均每手 %5 胡。"
                                     "称号按胡牌累计的胡数升级。")
                             .replace("%1", str(s["games"])).replace("%2", str(s["hands"]))
                             .replace("%3", str(s["wins"])).replace("%4", f"{100 * s['win_rate']:.0f}%")
                             .replace("%5", f"{s['mean_hu']:.0f}"))

    def _show_review(self, r: dict | None) -> None:
        """The 复盘 so far, and the last few hands beside it: a learner sees whether they choose better."""
        if not r or not r["hands"]:
            self.review.setText(self.tr("复盘：还没有复盘过。打完一手，在结算框里点“复盘”。"))
            return
        recent = r["recent"][-RECENT_REVIEWS:]
        decisions = sum(row[1] for row in recent)
        self.review.setText(
            self.tr("复盘过 %1 手：和高手选得一样的 %2，平均每手少 %3 胡；最近 %4 手：一样的 %5，每手少 %6 胡。")
            .replace("%1", str(r["hands"])).replace("%2", _percent(r["agreed"], r["decisions"]))
            .replace("%3", f"{r['loss_sum'] / r['hands']:.1f}").replace("%4", str(len(recent)))
            .replace("%5", _percent(sum(row[2] for row in recent), decisions))
            .replace("%6", f"{sum(row[3] for row in recent) / len(recent):.1f}"))

    def _show_groups(self, s: dict) -> None:
        groups = sorted(s["groups"], key=lambda g: (g["preset"], g["levels"]))
        self.table.setRowCount(len(groups))
        bars = []
        for r, g in enumerate(groups):
            rate = g["wins"] / g["hands"] if g["hands"] else 0.0
            mean = g["hu_sum"] / g["hands"] if g["hands"] else 0.0
            best = g.get("best")
            cells = (self.group_label(g), str(g["games"]), str(g["hands"]), f"{100 * rate:.0f}%", f"{mean:.0f}",
                     str(best["hu"]) if best else "—")
            for c, text in enumerate(cells):
                it = QTableWidgetItem(text)
                if c:
                    it.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, it)
            bars.append((self.group_label(g), rate, f"{100 * rate:.0f}%"))
        self.bars.set_rows(self.tr("胜率"), bars)
        recent: list[int] = []
        for g in groups:
            recent += g["recent_games"]
        self.line.set_values(self.tr("最近几局的累计输赢"), recent[-RECENT_GAMES:])

    def _show_best(self, b: dict | None) -> None:
        self.best.setRowCount(0)
        if not b:
            self.best_title.setText(self.tr("最大的一手：还没有胡过牌"))
            return
        lang = self.ctx.lang
        kind = hand_type_name(b.get("type"), lang)
        self.best_title.setText(self.tr("最大的一手：%1 胡 %2（%3）").replace("%1", str(b["hu"]))
                                .replace("%2", kind).replace("%3", b.get("date", "")))
        for item in b.get("items", []):
            row = self.best.rowCount()
            self.best.insertRow(row)
            for c, text in enumerate(stored_item_cells(item, lang)):
                self.best.setItem(row, c, QTableWidgetItem(text))

    def _confirm_reset(self) -> None:
        answer = QMessageBox.question(self, self.tr("清空统计"), self.tr("所有统计和称号都会清零，确定吗？"))
        if answer == QMessageBox.StandardButton.Yes:
            self.reset()

    def reset(self) -> None:
        store.reset_stats()
        self.refresh()
