"""The review pane beside the replay: the review's progress, the hand's and the game's summary, the three
costliest decisions (click one to jump there), and at a decision of the followed seat the 高手's ranking of every
legal action with its expected 胡 and reason, the seat's own choice marked with what it cost."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (QAbstractItemView, QHeaderView, QLabel, QListWidget, QListWidgetItem, QProgressBar,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from ...services.review import SAME, GameReview, HandReview, ReviewedDecision
from ...services.text import render
from ..context import UiContext
from ..table.action_bar import action_words

CHOSEN_BG = "#fde7c8"
BEST_BG = "#dff0d8"


def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


def hu(value: float) -> str:
    return f"{value:.1f}"


class ReviewPane(QWidget):
    """What the review says; ``jump(step)`` when one of the costliest decisions is clicked."""

    jump = Signal(int)

    def __init__(self, ctx: UiContext, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.game: GameReview | None = None
        self.hand: HandReview | None = None
        self.decision: ReviewedDecision | None = None
        self.history: dict | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 0, 0, 0)
        self.progress = QProgressBar()
        self.progress.setObjectName("reviewProgress")
        self.summary = QLabel()
        self.summary.setObjectName("reviewSummary")
        self.summary.setWordWrap(True)
        self.costly_title = QLabel()
        self.costly_title.setWordWrap(True)   # in English it asked 340 px of the window's width
        self.costly_title.setFont(self._bold())
        self.costly = QListWidget()
        self.costly.setObjectName("costliest")
        self.costly.setMaximumHeight(110)
        self.costly.setWordWrap(True)
        self.costly.itemActivated.connect(self._jump)
        self.costly.itemClicked.connect(self._jump)
        self.here = QLabel()
        self.here.setObjectName("decisionNote")
        self.here.setWordWrap(True)
        self.table = QTableWidget(0, 3)
        self.table.setObjectName("ranking")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(True)
        self.table.setToolTip(translate("replay_review", "▶ 标出你的选择，绿色是高手的选择"))
        hh = self.table.horizontalHeader()
        hh.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        hh.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        hh.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for w in (self.progress, self.summary, self.costly_title, self.costly, self.here):
            lay.addWidget(w)
        lay.addWidget(self.table, 1)
        self.retranslate()

    def _bold(self) -> QFont:
        f = QFont(self.font())
        f.setBold(True)
        return f

    # --- what the window tells it -----------------------------------------------------------------------
    def set_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.progress.setVisible(done < total)

    def set_review(self, game: GameReview | None, history: dict | None = None) -> None:
        self.game, self.history = game, history
        self.progress.setVisible(game is None)
        self.refresh()

    def show_hand(self, hand_no: int) -> None:
        self.hand = next((h for h in self.game.hands if h.hand == hand_no), None) if self.game else None
        self.refresh()

    def show_step(self, step: int) -> None:
        ds = self.hand.decisions if self.hand else ()
        self.decision = next((d for d in ds if d.step == step), None)
        self._fill_ranking()

    # --- drawing ------------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.costly_title.setText(translate("replay_review", "这一手最贵的三个决定（点一下跳过去）"))
        self.table.setHorizontalHeaderLabels([translate("replay_review", "动作"), translate("replay_review", "期望胡"),
                                              translate("replay_review", "理由")])
        self.progress.setFormat(translate("replay_review", "复盘中… %v / %m 手"))
        self.refresh()

    def refresh(self) -> None:
        self.summary.setText(self._summary_text())
        self.costly.clear()
        for d in (self.hand.costliest if self.hand else ()):
            text = translate("replay_review", "第 %1 步：你 %2，高手 %3，少 %4 胡").replace("%1", str(d.step)).replace(
                "%2", action_words(d.chosen, self.ctx)).replace("%3", action_words(d.best, self.ctx)).replace(
                "%4", hu(d.loss_hu))
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, d.step)
            self.costly.addItem(item)
        if self.hand is not None and not self.hand.costliest:
            self.costly.addItem(QListWidgetItem(translate("replay_review", "这一手每个决定都和高手一样好")))
        self._fill_ranking()

    def _summary_text(self) -> str:
        if self.game is None:
            return translate("replay_review", "正在复盘，牌局可以先看…")
        lines = []
        h = self.hand
        if h is None:
            lines.append(translate("replay_review", "这一手你没有打（定醒），没有你的决定"))
        else:
            lines.append(translate("replay_review", "这一手：%1 个决定，%2 个和高手一样，共少 %3 胡").replace(
                "%1", str(len(h.decisions))).replace("%2", str(h.agreed)).replace("%3", hu(h.loss_hu)))
        g = self.game
        if g.decisions:
            lines.append(translate("replay_review", "这一场：和高手一致 %1，平均每手少 %2 胡").replace(
                "%1", f"{g.agreement:.0%}").replace("%2", hu(g.loss_per_hand)))
        r = self.history
        if r and r.get("decisions"):
            lines.append(translate("replay_review", "你复盘过的 %1 手：一致 %2，平均每手少 %3 胡").replace(
                "%1", str(r["hands"])).replace("%2", f"{r['agreed'] / r['decisions']:.0%}").replace(
                "%3", hu(r["loss_sum"] / max(1, r["hands"]))))
        return "\n".join(lines)

    def _fill_ranking(self) -> None:
        d = self.decision
        self.table.setRowCount(0)
        if d is None:
            self.here.setText(translate("replay_review", "到你的决定时，这里列出高手对每个选择的估计。"))
            return
        if d.agreed:
            note = translate("replay_review", "你选了 %1：和高手一样好。").replace(
                "%1", action_words(d.chosen, self.ctx))
        elif d.loss_hu <= SAME:
            note = translate("replay_review", "你选了 %1，高手选 %2；按它的估计你这一步没有少胡。").replace(
                "%1", action_words(d.chosen, self.ctx)).replace("%2", action_words(d.best, self.ctx))
        else:
            note = translate("replay_review", "你选了 %1，高手选 %2：这一步少了 %3 胡。").replace(
                "%1", action_words(d.chosen, self.ctx)).replace("%2", action_words(d.best, self.ctx)).replace(
                "%3", hu(d.loss_hu))
        self.here.setText(note)
        self.table.setRowCount(len(d.ranking))
        for row, a in enumerate(d.ranking):
            words = action_words(a.action, self.ctx)
            if a.action == d.chosen:
                words = "▶ " + words
            cells = (words, hu(a.expected_hu), render(a.reason, self.ctx.lang))
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if a.action == d.chosen:
                    item.setBackground(QBrush(QColor(CHOSEN_BG)))
                elif row == 0:
                    item.setBackground(QBrush(QColor(BEST_BG)))
                self.table.setItem(row, col, item)

    def _jump(self, item: QListWidgetItem) -> None:
        step = item.data(Qt.ItemDataRole.UserRole)
        if step is not None:
            self.jump.emit(int(step))
