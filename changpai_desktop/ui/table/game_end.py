"""The end of a game (一场): the ranking with each seat's total, a chart of the running totals by hand, the best
hand of the game, the player's title and how far the next one is, and two ways on: 再来一场 (the same settings,
a new deal) and 换规则 (the new-game dialog).

The data are the last snapshot's score sheet and totals (``services.session``) and the player's statistics
(``storage.stats``: the title follows the accumulated 胡 of the hands won, RULES.md §8); the session writes
those before it sends the snapshot, so the title shown counts this game. Everything is re-rendered on a language
switch.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHBoxLayout, QHeaderView, QLabel,
                               QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from ...engine.hant import localized
from ...storage import stats
from ..keys import add_close_keys
from .score_sheet import RunningChart

CHART_HEIGHT = 200


def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


def ranking(totals) -> list[int]:
    """The seats by final total, best first (ties: the earlier seat first, as the match ranks them)."""
    return sorted(range(len(totals)), key=lambda s: (-totals[s], s))


def best_hand(sheet) -> tuple[int, int, int] | None:
    """(hand index, winner, 胡) of the game's biggest winning hand, or None when no hand was won."""
    won = [(row["hu"][row["winner"]], -row["hand"], row["winner"]) for row in sheet if row["winner"] is not None]
    if not won:
        return None
    hu, neg_hand, winner = max(won)
    return -neg_hand, winner, hu


class GameEndDialog(QDialog):
    """Shown once when a game ends. ``again``: play the same settings once more; ``change_rules``: pick anew."""

    again = Signal()
    change_rules = Signal()

    def __init__(self, sheet, totals, names: list[str], human: int, lang: str, parent: QWidget | None = None,
                 table: tuple[str, list[str]] | None = None):
        super().__init__(parent)
        self.setObjectName("gameEndDialog")
        self.sheet, self.totals, self.names, self.human = list(sheet), list(totals), list(names), human
        self.lang = lang
        self.table_key = table        # (preset, opponents' levels) of a game with statistics, else None
        self.show_title = table is not None
        lay = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setObjectName("gameEndHeading")
        self.heading.setStyleSheet("font-size: 20px; font-weight: bold;")
        lay.addWidget(self.heading)
        row = QHBoxLayout()
        self.table = QTableWidget(len(self.totals), 3)
        self.table.setObjectName("gameEndRanking")
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # the focus stays on 再来一场
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        left = QVBoxLayout()
        left.addWidget(self.table)
        self.best = QLabel()
        self.best.setObjectName("gameEndBest")
        self.best.setWordWrap(True)
        left.addWidget(self.best)
        self.title = QLabel()
        self.title.setObjectName("gameEndTitle")
        self.title.setWordWrap(True)
        left.addWidget(self.title)
        left.addStretch(1)
        row.addLayout(left, 2)
        self.chart = RunningChart()
        self.chart.setMinimumHeight(CHART_HEIGHT)
        self.chart.set_data(self.sheet, len(self.totals), self.names)
        row.addWidget(self.chart, 3)
        lay.addLayout(row)
        self.buttons = QDialogButtonBox()
        self.again_button = QPushButton()
        self.again_button.setObjectName("gameEndAgain")
        self.again_button.setDefault(True)
        self.rules_button = QPushButton()
        self.rules_button.setObjectName("gameEndRules")
        self.close_button = QPushButton()
        self.buttons.addButton(self.again_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.rules_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.again_button.clicked.connect(self._again)
        self.rules_button.clicked.connect(self._rules)
        self.close_button.clicked.connect(self.reject)
        lay.addWidget(self.buttons)
        add_close_keys(self)
        self.resize(820, 440)
        self.retranslate()

    def _again(self) -> None:
        self.accept()
        self.again.emit()

    def _rules(self) -> None:
        self.accept()
        self.change_rules.emit()

    def set_language(self, lang: str, names: list[str]) -> None:
        self.lang, self.names = lang, list(names)
        self.chart.set_data(self.sheet, len(self.totals), self.names)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("game_end", "这一场结束了"))
        order = ranking(self.totals)
        winner = order[0]
        if winner == self.human:
            self.heading.setText(translate("game_end", "你赢了这一场！"))
        else:
            self.heading.setText(translate("game_end", "这一场 %1 第一").replace("%1", self.names[winner]))
        self.table.setHorizontalHeaderLabels([translate("game_end", "名次"), translate("game_end", "玩家"),
                                              translate("game_end", "总分")])
        for row, seat in enumerate(order):
            place = 1 + sum(1 for t in self.totals if t > self.totals[seat])   # equal totals share a place
            cells = (str(place), self.names[seat], f"{self.totals[seat]:+d}")
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if seat == self.human:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                if col == 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, col, item)
        self.table.resizeRowsToContents()
        frame = 2 * self.table.frameWidth()
        self.table.setFixedHeight(self.table.horizontalHeader().sizeHint().height() + frame + sum(
            self.table.rowHeight(r) for r in range(self.table.rowCount())))
        self.best.setText(self._best_text())
        self.title.setText(self._title_text() if self.show_title else "")
        self.title.setVisible(self.show_title)
        self.again_button.setText(translate("game_end", "再来一场"))
        self.again_button.setToolTip(translate("game_end", "同样的玩法和对手，重新发牌"))
        self.rules_button.setText(translate("game_end", "换规则…"))
        self.rules_button.setToolTip(translate("game_end", "打开新游戏对话框，换玩法、人数或对手"))
        self.close_button.setText(translate("game_end", "关闭"))

    def _best_text(self) -> str:
        best = best_hand(self.sheet)
        hands = translate("game_end", "共 %1 局").replace("%1", str(len(self.sheet)))
        if best is None:
            return hands + translate("game_end", "，没有人胡牌。")
        hand, winner, hu = best
        return hands + translate("game_end", "；最大的一手：第 %1 局 %2 胡了 %3 胡。").replace(
            "%1", str(hand + 1)).replace("%2", self.names[winner]).replace("%3", str(hu))

    def _title_text(self) -> str:
        s = stats.summary()
        title = localized(s["title_zh"], s["title_en"], self.lang)
        text = translate("game_end", "你的称号：%1（累计胡数 %2）").replace("%1", title).replace(
            "%2", str(s["accumulated"]))
        nxt = s["next_title_at"]
        if nxt is not None:
            _i, zh, en, _n = stats.title_for(nxt)
            text += translate("game_end", "，离“%1”还差 %2 胡").replace("%1", localized(zh, en, self.lang)).replace(
                "%2", str(nxt - s["accumulated"]))
        return text + "\n" + self._record_text()

    def _record_text(self) -> str:
        """The player's record against this table (the same preset and opponents), this game included."""
        preset, levels = self.table_key
        group = stats.load_stats()["groups"].get(stats.group_key(preset, levels))
        if not group or not group["games"]:
            return ""
        return translate("game_end", "同样的玩法和对手：你打了 %1 场，平均每场 %2").replace(
            "%1", str(group["games"])).replace("%2", f"{group['game_net_sum'] / group['games']:+.0f}")

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
