"""The replay viewer (复盘): a finished hand played again step by step, beside the review of the seat it follows.

Step forward and back by action (← →, Home / End), jump to the followed seat's decisions (PgUp / PgDn), play at
a chosen speed (Space); the followed seat's view or every hand laid open; the flips, the wall's count, each claim
and the end score as they happened. The review (``services.review``) runs on a :class:`~.worker.ReviewThread`
with a progress bar; the game's agreement and loss are kept in the statistics when the followed seat is the
player's own.

``open_current_hand(parent, ctx, hand_no)`` opens a hand of the game being played (the score sheet and the
end-of-hand dialog), ``open_record_file(parent, ctx, path)`` a saved game or a game-record file.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFileDialog, QHBoxLayout, QLabel, QMessageBox, QPushButton,
                               QScrollArea, QSplitter, QVBoxLayout, QWidget)

from ...engine.record import SaveError
from ...engine.replay import GameRecord, deal_code
from ...engine.text import msg
from ...services import review as review_service
from ...services.replay import HandReplay, current_game_record, default_record_path, export_record
from ...services.mistakes import keep_mistakes
from ...services.text import render
from ...storage import paths
from ...storage.records import SUFFIX, is_record_file
from ..context import UiContext
from ..keys import add_keys
from ..learn.base import LearnWindow
from ..learn.common import CardRow
from ..table.action_bar import action_words
from ..table.labels import level_label, seat_label
from ..widgets.sheet_models import result_text
from .mistakes import MistakesWindow
from .review_pane import ReviewPane
from .seat_box import SeatBox
from .worker import ReviewThread

SPEEDS_MS = (2000, 1000, 400)      # 慢 中 快: one step every …
FLIP_W = 17


def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


class ReplayWindow(LearnWindow):
    """The replay of ``record``'s finished hands, following ``seat`` (the player's by default)."""

    def __init__(self, ctx: UiContext, record: GameRecord, hand_no: int | None = None, seat: int | None = None,
                 parent: QWidget | None = None, keep_stats: bool = True):
        super().__init__(ctx, parent)
        self.setObjectName("replayWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)   # one window a replay opened: gone when closed
        self.record = record
        self.seat = review_service.human_seat(record) if seat is None else seat
        self.keep_stats = keep_stats and record.seats[self.seat] == "human"
        self.hands = list(record.hands)          # a hand the followed seat rested is shown laid open, not reviewed
        self.replay: HandReplay | None = None
        self.review_thread: ReviewThread | None = None
        self.review: review_service.GameReview | None = None
        self.drill: MistakesWindow | None = None
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self._build()
        self.retranslate()
        start = hand_no if hand_no in self.hands else self.hands[-1]
        self.hand_combo.setCurrentIndex(self.hands.index(start))
        self._load_hand(start)
        self._start_review()
        self.resize(1200, 720)

    # --- building -----------------------------------------------------------------------------------------
    def _build_top(self) -> QVBoxLayout:
        """Two rows: the hand to watch, then its deal code and what can be done with it (on one row, in
        English, they asked 1,200 px and the window did not fit a 1024 × 700 screen)."""
        top = QHBoxLayout()
        self.hand_combo = QComboBox()
        self.hand_combo.setObjectName("handChoice")
        self.hand_combo.currentIndexChanged.connect(lambda i: self._load_hand(self.hands[i]))
        self.open_box = QCheckBox()
        self.open_box.setObjectName("openHands")
        self.open_box.toggled.connect(lambda _on: self._show())
        self.hand_label = QLabel()
        top.addWidget(self.hand_label)
        top.addWidget(self.hand_combo)
        top.addWidget(self.open_box)
        top.addStretch(1)
        tools = QHBoxLayout()
        self.code_label = QLabel()
        self.code_label.setObjectName("dealCode")
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        tools.addWidget(self.code_label)
        tools.addStretch(1)
        self.export_hand = QPushButton()
        self.export_hand.setObjectName("exportHand")
        self.export_hand.clicked.connect(lambda: self.export(one_hand=True))
        self.export_game = QPushButton()
        self.export_game.setObjectName("exportGame")
        self.export_game.clicked.connect(lambda: self.export(one_hand=False))
        self.drill_button = QPushButton()
        self.drill_button.setObjectName("drillMistakes")
        self.drill_button.clicked.connect(self.open_drill)
        tools.addWidget(self.drill_button)
        tools.addWidget(self.export_hand)
        tools.addWidget(self.export_game)
        rows = QVBoxLayout()
        rows.addLayout(top)
        rows.addLayout(tools)
        return rows

    def _build(self) -> None:
        root = QVBoxLayout(self)
        root.addLayout(self._build_top())
        split = QSplitter()
        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        self.status = QLabel()
        self.status.setObjectName("replayStatus")
        self.status.setWordWrap(True)
        self.flips = CardRow(self.ctx, FLIP_W)
        head = QHBoxLayout()
        head.addWidget(self.status, 1)
        head.addWidget(self.flips)
        ll.addLayout(head)
        self.end_label = QLabel()             # the result and the scores, on the hand's last step
        self.end_label.setObjectName("endScore")
        self.end_label.setWordWrap(True)
        self.end_label.setStyleSheet("font-weight: bold; color: #7a0f14;")
        ll.addWidget(self.end_label)
        inner = QWidget()
        il = QVBoxLayout(inner)
        il.setContentsMargins(0, 0, 0, 0)
        self.boxes = [SeatBox(self.ctx) for _ in range(3)]
        for box in self.boxes:
            il.addWidget(box)
        il.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        ll.addWidget(scroll, 1)
        ll.addLayout(self._build_controls())
        self.pane = ReviewPane(self.ctx)
        self.pane.jump.connect(self._jump)
        split.addWidget(left)
        split.addWidget(self.pane)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([580, 420])
        root.addWidget(split, 1)
        add_keys(self, {"Left": self.back, "Right": self.forward, "Home": self.first, "End": self.last,
                        "PgUp": self.previous_decision, "PgDown": self.next_decision, "Space": self.toggle_play})

    def _build_controls(self) -> QVBoxLayout:
        """The steps and the play button on one row, the jumps between the followed seat's decisions on the
        next (one row of all of them asked 820 px in English, the window more than a 1024 px screen)."""
        steps, jumps = QHBoxLayout(), QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for key, slot, row in (("first", self.first, steps), ("back", self.back, steps),
                               ("forward", self.forward, steps), ("last", self.last, steps),
                               ("play", self.toggle_play, steps), ("prev_decision", self.previous_decision, jumps),
                               ("next_decision", self.next_decision, jumps)):
            b = QPushButton()
            b.setObjectName(f"replay-{key}")
            b.clicked.connect(slot)
            row.addWidget(b)
            self.buttons[key] = b
        self.speed = QComboBox()
        self.speed.setObjectName("replaySpeed")
        self.speed.currentIndexChanged.connect(self._speed_changed)
        steps.addWidget(self.speed)
        steps.addStretch(1)
        jumps.addStretch(1)
        rows = QVBoxLayout()
        rows.addLayout(steps)
        rows.addLayout(jumps)
        return rows

    def retranslate(self) -> None:
        self.setWindowTitle(translate("replay", "复盘"))
        self.hand_label.setText(translate("replay", "第几手："))
        self.open_box.setText(translate("replay", "全部明牌"))
        self.code_label.setText(translate("replay", "牌局代码 %1").replace("%1", deal_code(self.record.config)))
        self.code_label.setToolTip(translate(
            "replay", "朋友在“新游戏”的牌局编号里填这个代码，选同样的玩法，就能打同样的牌"))
        self.drill_button.setText(translate("replay", "练错题…"))
        self.drill_button.setToolTip(translate("replay", "把你复盘过的最贵的打牌拿来练：你会打哪一张？"))
        self.export_hand.setText(translate("replay", "导出这一手…"))
        self.export_game.setText(translate("replay", "导出整场…"))
        i = self.hand_combo.currentIndex()
        self.hand_combo.blockSignals(True)
        self.hand_combo.clear()
        names = self.names()
        for k in self.hands:
            row = self.record.rows[k]
            self.hand_combo.addItem(translate("replay", "第 %1 手：%2").replace("%1", str(k + 1)).replace(
                "%2", result_text(row, names, self.ctx.lang)))
        self.hand_combo.setCurrentIndex(max(0, i))
        self.hand_combo.blockSignals(False)
        texts = {"first": translate("replay", "|◀ 开头"), "back": translate("replay", "◀ 上一步"),
                 "forward": translate("replay", "下一步 ▶"), "last": translate("replay", "结尾 ▶|"),
                 "prev_decision": translate("replay", "◀ 我上一个决定"),
                 "next_decision": translate("replay", "我下一个决定 ▶")}
        for key, text in texts.items():
            self.buttons[key].setText(text)
        self._play_text()
        j = self.speed.currentIndex()
        self.speed.blockSignals(True)
        self.speed.clear()
        self.speed.addItems([translate("replay", "慢"), translate("replay", "中"), translate("replay", "快")])
        self.speed.setCurrentIndex(1 if j < 0 else j)
        self.speed.blockSignals(False)
        self.pane.retranslate()
        if self.replay is not None:
            self._show()

    def _play_text(self) -> None:
        self.buttons["play"].setText(translate("replay", "⏸ 暂停") if self.timer.isActive()
                                     else translate("replay", "▶ 播放"))

    def names(self) -> list[str]:
        n = len(self.record.seats)
        out = []
        for s in range(n):
            name = seat_label((s - self.seat) % n, n)
            level = level_label(self.record.seats[s])
            out.append(f"{name}（{level}）" if level and self.record.seats[s] != "human" else name)
        return out

    # --- moving -------------------------------------------------------------------------------------------
    def _load_hand(self, hand_no: int) -> None:
        self.stop()
        self.replay = HandReplay(self.record, hand_no, self.seat)
        self.pane.show_hand(hand_no)
        self._show()

    def _move(self, move) -> None:
        if self.replay is not None:
            move()
            self._show()

    def first(self) -> None:
        self._move(lambda: self.replay.first())

    def back(self) -> None:
        self._move(lambda: self.replay.back())

    def forward(self) -> None:
        self._move(lambda: self.replay.forward())

    def last(self) -> None:
        self._move(lambda: self.replay.last())

    def next_decision(self) -> None:
        self._move(lambda: self.replay.next_decision())

    def previous_decision(self) -> None:
        self._move(lambda: self.replay.previous_decision())

    def _jump(self, step: int) -> None:
        self._move(lambda: self.replay.go(step))

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.stop()
            return
        if self.replay is not None and self.replay.at_end:
            self.replay.first()
        self.timer.start(SPEEDS_MS[max(0, self.speed.currentIndex())])
        self._play_text()

    def stop(self) -> None:
        self.timer.stop()
        self._play_text()

    def _speed_changed(self, i: int) -> None:
        if self.timer.isActive() and i >= 0:
            self.timer.start(SPEEDS_MS[i])

    def _tick(self) -> None:
        self.forward()
        if self.replay is None or self.replay.at_end:
            self.stop()

    # --- showing ------------------------------------------------------------------------------------------
    def _show(self) -> None:
        rp = self.replay
        step = rp.step
        names = self.names()
        mark = step.action.card if step.action is not None else None
        seats = sorted(rp.table(self.open_box.isChecked()), key=lambda t: t.seat != self.seat)   # mine on top
        for box, seat in zip(self.boxes, seats, strict=True):
            box.show_seat(seat, names[seat.seat], mark if step.seat == seat.seat else None)
        self.flips.set_cards([(list(step.flips), translate("replay", "翻牌"))] if step.flips else [])
        self.status.setText(self._status_text(names))
        self.end_label.setText(self._end_text(names) if step.over else "")
        self.end_label.setVisible(step.over)
        self.buttons["back"].setEnabled(rp.index > 0)
        self.buttons["first"].setEnabled(rp.index > 0)
        self.buttons["forward"].setEnabled(not rp.at_end)
        self.buttons["last"].setEnabled(not rp.at_end)
        decisions = rp.decision_steps()
        self.buttons["next_decision"].setEnabled(any(i > rp.index for i in decisions))
        self.buttons["prev_decision"].setEnabled(any(i < rp.index for i in decisions))
        self.pane.show_step(rp.index)

    def _status_text(self, names: list[str]) -> str:
        rp = self.replay
        step = rp.step
        head = translate("replay", "第 %1 / %2 步").replace("%1", str(rp.index)).replace("%2", str(rp.last_index))
        head += " · " + translate("replay", "牌墙还有 %1 张").replace("%1", str(step.wall_count))
        if step.action is None:
            what = translate("replay", "发牌")
        else:
            what = f"{names[step.seat]}：{action_words(step.action, self.ctx)}"
        return f"{head}\n{what}"

    def _end_text(self, names: list[str]) -> str:
        row = self.replay.step.row or self.record.rows[self.replay.hand_no]
        nets = "，".join(f"{names[s]} {row['net'][s]:+d}" for s in range(len(names)) if row["net"][s] is not None)
        return (translate("replay", "结果：%1").replace("%1", result_text(row, names, self.ctx.lang)) + "\n"
                + translate("replay", "本手得分：%1").replace("%1", nets))

    # --- the review ---------------------------------------------------------------------------------------
    def _start_review(self) -> None:
        self.pane.set_review(None)
        self.pane.set_progress(0, len(self.hands))
        self.review_thread = ReviewThread(self.record, self.seat, self.hands, self)
        self.review_thread.progress.connect(self.pane.set_progress)
        self.review_thread.finished_review.connect(self._reviewed)
        self.review_thread.failed.connect(self._review_failed)
        self.review_thread.start()

    def _reviewed(self, game) -> None:
        history = None
        if self.keep_stats and game.hands:
            review_service.keep_in_statistics(self.record, game)
            keep_mistakes(self.record, game)      # the costliest discards become 错题
            history = review_service.review_history()
        self.review = game
        self.pane.set_review(game, history)
        self.pane.show_hand(self.replay.hand_no)
        self.pane.show_step(self.replay.index)

    def _review_failed(self, why: str) -> None:
        self.pane.summary.setText(translate("replay", "这一局的记录重放不了，无法复盘（%1）").replace("%1", why))
        self.pane.progress.hide()

    def open_drill(self) -> None:
        self.drill = MistakesWindow(self.ctx, self)
        self.drill.show()

    def export(self, one_hand: bool) -> None:
        """Write this hand (or every hand held) as a game-record file the user names."""
        hand_no = self.replay.hand_no if one_hand else None
        record = self.record.only(hand_no) if one_hand else self.record
        path, _ = QFileDialog.getSaveFileName(self, translate("replay", "导出牌谱"),
                                              default_record_path(self.record, hand_no), file_filter())
        if not path:
            return
        try:
            export_record(path, record)
        except OSError as exc:
            QMessageBox.warning(self, translate("replay", "导出牌谱"), str(exc))

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt naming
        self.stop()
        if self.review_thread is not None and self.review_thread.isRunning():
            self.review_thread.cancel()
            self.review_thread.wait()
        super().closeEvent(event)

    def on_style_changed(self) -> None:
        if self.replay is not None:
            self._show()


def _refused(parent: QWidget | None, why: str) -> None:
    QMessageBox.warning(parent, translate("replay", "复盘"), translate("replay", "打不开复盘：%1").replace("%1", why))


def _opened(window: ReplayWindow) -> ReplayWindow:
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def file_filter() -> str:
    return translate("replay", "长牌牌谱 (*%1);;长牌存档 (*.json);;所有文件 (*)").replace("%1", SUFFIX)


def pick_record_file(parent: QWidget | None) -> str:
    """A game record or a save the user picks ("" when cancelled)."""
    path, _ = QFileDialog.getOpenFileName(parent, translate("replay", "复盘存档或牌谱"), str(paths.saves_dir()),
                                          file_filter())
    return path


def open_current_hand(parent: QWidget | None, ctx: UiContext, hand_no: int | None = None,
                      modal: bool = False) -> ReplayWindow | None:
    """The replay of hand ``hand_no`` (the last finished one when None) of the game being played; ``modal``:
    over a modal dialog (the end of a hand), which would otherwise keep every other window from input."""
    try:
        record = current_game_record()
    except SaveError as exc:
        _refused(parent, render(msg("save.sentence", reason=exc.reason), ctx.lang))
        return None
    if not record.hands:
        _refused(parent, translate("replay", "这一场还没有打完的手"))
        return None
    window = ReplayWindow(ctx, record, hand_no, parent=parent)
    if modal:
        window.setWindowModality(Qt.WindowModality.ApplicationModal)
    return _opened(window)


def open_record_file(parent: QWidget | None, ctx: UiContext, path: str | Path) -> ReplayWindow | None:
    """The replay of a saved game or a game-record file."""
    try:
        record = review_service.load(path)
    except SaveError as exc:
        _refused(parent, render(msg("save.sentence", reason=exc.reason), ctx.lang))
        return None
    if not record.hands:
        _refused(parent, translate("replay", "这个文件里没有打完的手"))
        return None
    # a shared game record is someone's game: only the player's own saves count in their statistics and 错题
    return _opened(ReplayWindow(ctx, record, parent=parent, keep_stats=not is_record_file(path)))
