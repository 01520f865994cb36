"""练习: two drills.

- 认牌 (recognise the cards): a face is shown — 人物, 图型 or either at random — and you choose its name among four,
  or its figure. Score and streak are kept, and the cards you miss are asked more often (``storage.drills``).
- 算胡 (count a hand): a finished hand from a real simulated game (the engine plays a hand headless with computer
  players) is shown; you enter its total, then see the engine's itemised explanation.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QFrame, QGridLayout, QGroupBox, QHBoxLayout,
                               QHeaderView, QLabel, QPushButton, QSpinBox, QTabWidget, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from ...engine.cards import CARD_INFO
from ...engine.rules import PRESET_IDS
from ...services.drills import (ASK, FACE_MODES, CardQuestion, ScoreCase, answer_card, answer_score,
                                card_question, option_label, simulated_win)
from ...services.notices import drills_notices
from ...storage.drills import DrillProgress
from ..widgets.card_faces import card_pixmap, without_name
from ..context import UiContext
from ..keys import add_keys
from .base import LearnWindow
from .common import CardRow, hand_type_name, heading_font, item_cells, refill_preset_combo

translate = QCoreApplication.translate
CARD_W = 110
AUTO_NEXT_MS = 900


class CardQuiz(QWidget):
    """认牌."""

    def __init__(self, ctx: UiContext, progress: DrillProgress, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.progress = progress
        self.rng = random.Random()
        self.question_: CardQuestion | None = None
        self.answered = False
        root = QVBoxLayout(self)
        root.addLayout(self._build_bar())
        mid = QHBoxLayout()
        mid.addStretch(1)
        self.card = QLabel()
        self.card.setObjectName("quiz-card")
        self.card.setAlignment(Qt.AlignmentFlag.AlignCenter)
        frame = QFrame()
        frame.setStyleSheet("QFrame { background: #2f4a3a; border-radius: 10px; }")
        fl = QVBoxLayout(frame)
        fl.setContentsMargins(28, 18, 28, 18)
        fl.addWidget(self.card)
        mid.addWidget(frame)
        mid.addSpacing(28)
        mid.addLayout(self._build_answers(), 1)
        mid.addStretch(1)
        root.addLayout(mid, 1)
        self.missed_label = QLabel()
        self.missed_label.setWordWrap(True)
        self.missed_label.setStyleSheet("color: #7a5a3a;")
        root.addWidget(self.missed_label)
        self.face_mode.currentIndexChanged.connect(lambda _i: self.new_question())
        self.ask.currentIndexChanged.connect(lambda _i: self.new_question())
        self.retranslate()
        self.new_question()

    def _build_bar(self) -> QHBoxLayout:
        bar = QHBoxLayout()
        self.face_label = QLabel()
        self.face_mode = QComboBox()
        self.face_mode.setObjectName("quiz-face-mode")
        self.ask_label = QLabel()
        self.ask = QComboBox()
        self.ask.setObjectName("quiz-ask")
        bar.addWidget(self.face_label)
        bar.addWidget(self.face_mode)
        bar.addSpacing(16)
        bar.addWidget(self.ask_label)
        bar.addWidget(self.ask)
        bar.addStretch(1)
        self.score_label = QLabel()
        self.score_label.setObjectName("quiz-score")
        bar.addWidget(self.score_label)
        return bar

    def _build_answers(self) -> QVBoxLayout:
        right = QVBoxLayout()
        self.question = QLabel()
        self.question.setFont(heading_font(self, 1.4))
        self.question.setWordWrap(True)
        right.addStretch(1)
        right.addWidget(self.question)
        grid = QGridLayout()
        self.option_buttons: list[QPushButton] = []
        for i in range(4):
            b = QPushButton()
            b.setObjectName(f"quiz-option-{i}")
            b.setMinimumSize(220, 52)
            b.setFont(heading_font(self, 1.2, bold=False))
            b.clicked.connect(lambda _c=False, i=i: self.answer(i))
            b.setToolTip(str(i + 1))
            grid.addWidget(b, i // 2, i % 2)
            self.option_buttons.append(b)
        right.addLayout(grid)
        self.feedback = QLabel()
        self.feedback.setObjectName("quiz-feedback")
        self.feedback.setWordWrap(True)
        self.feedback.setMinimumHeight(48)
        right.addWidget(self.feedback)
        self.next_button = QPushButton()
        self.next_button.setObjectName("quiz-next")
        self.next_button.clicked.connect(self.new_question)
        right.addWidget(self.next_button, 0, Qt.AlignmentFlag.AlignLeft)
        right.addStretch(1)
        return right

    @property
    def code(self) -> str:
        return self.question_.code if self.question_ else "1w"

    @property
    def correct_index(self) -> int:
        return self.question_.correct if self.question_ else 0

    @property
    def mode_now(self) -> str:
        return self.question_.face if self.question_ else "figure"

    def retranslate(self) -> None:
        self.face_label.setText(translate("DrillsWindow", "牌面"))
        self.ask_label.setText(translate("DrillsWindow", "问"))
        for combo, texts in ((self.face_mode, (translate("DrillsWindow", "人物"), translate("DrillsWindow", "图型"),
                                               translate("DrillsWindow", "混合"))),
                             (self.ask, (translate("DrillsWindow", "牌名"), translate("DrillsWindow", "人物名")))):
            i = combo.currentIndex()
            combo.blockSignals(True)
            combo.clear()
            combo.addItems(list(texts))
            combo.setCurrentIndex(max(0, i))
            combo.blockSignals(False)
        self.next_button.setText(translate("DrillsWindow", "下一张") + " ⏎")
        self._show()

    def enter(self) -> None:
        """Enter: the next card once answered, else the focused option as the answer."""
        focused = next((i for i, b in enumerate(self.option_buttons) if b.hasFocus()), None)
        if self.answered:
            self.new_question()
        elif focused is not None:
            self.answer(focused)

    def _ask(self) -> str:
        return ASK[max(0, self.ask.currentIndex())]

    def new_question(self) -> None:
        face = FACE_MODES[max(0, self.face_mode.currentIndex())]
        self.question_ = card_question(self.progress, self.rng, self._ask(), face, self.code)
        self.answered = False
        self.feedback.setText("")
        self._show()

    def _show(self) -> None:
        q = self.question_
        if q is None:
            return
        ask_figure = q.ask == "figure"
        pix = card_pixmap(q.code, q.face, CARD_W, self.devicePixelRatioF(), False)
        if ask_figure and q.face == "figure" and not self.answered:
            pix = without_name(pix)  # the face prints the figure's name: that is the answer asked for
        self.card.setPixmap(pix)
        self.question.setText(translate("DrillsWindow", "这张牌上画的是谁？") if ask_figure
                              else translate("DrillsWindow", "这是哪张牌？"))
        for b, code in zip(self.option_buttons, q.choices, strict=True):
            b.setText(option_label(code, q.ask, self.ctx.lang))
            b.setEnabled(not self.answered)
            b.setStyleSheet("")
        if self.answered:
            self._mark()
        self._update_score()

    def _mark(self) -> None:
        for i, b in enumerate(self.option_buttons):
            if i == self.correct_index:
                b.setStyleSheet("QPushButton { background: #d9ecd0; color: #1d4a22; font-weight: bold; }")

    def _update_score(self) -> None:
        c = self.progress.cards
        rate = f"{100 * c['right'] / c['answered']:.0f}%" if c["answered"] else "—"
        self.score_label.setText(translate("DrillsWindow", "答对 %1 / %2（%3）　连对 %4　最长 %5")
                                 .replace("%1", str(c["right"])).replace("%2", str(c["answered"]))
                                 .replace("%3", rate).replace("%4", str(c["streak"]))
                                 .replace("%5", str(c["best_streak"])))
        missed = self.progress.most_missed(5)
        if missed:
            names = "、".join(f"{CARD_INFO[code].name(self.ctx.lang)}（{n}）" for code, n in missed)
            self.missed_label.setText(translate("DrillsWindow", "常错的牌（会多问几次）：%1").replace("%1", names))
        else:
            self.missed_label.setText(translate("DrillsWindow", "答错的牌会多问几次。"))

    def answer(self, i: int) -> None:
        q = self.question_
        if self.answered or q is None:
            return
        self.answered = True
        right = answer_card(self.progress, q, i)
        self.card.setPixmap(card_pixmap(q.code, q.face, CARD_W, self.devicePixelRatioF(), False))
        full = CARD_INFO[q.code].accessible_name(self.ctx.lang)
        if right:
            self.feedback.setStyleSheet("color: #1d6a2a;")
            self.feedback.setText(translate("DrillsWindow", "对！%1").replace("%1", full))
        else:
            self.feedback.setStyleSheet("color: #b3232a;")
            self.feedback.setText(translate("DrillsWindow", "不对，这是 %1。").replace("%1", full))
            self.option_buttons[i].setStyleSheet("QPushButton { background: #f5d5d2; color: #8a1a1a; }")
        for b in self.option_buttons:
            b.setEnabled(False)
        self._mark()
        self._update_score()
        if right:
            QTimer.singleShot(AUTO_NEXT_MS, self._auto_next)

    def _auto_next(self) -> None:
        if self.answered and self.isVisible():
            self.new_question()


class ScoreQuiz(QWidget):
    """算胡: count a finished hand from a simulated game."""

    def __init__(self, ctx: UiContext, progress: DrillProgress, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.progress = progress
        self.seed = random.randrange(1_000_000)
        self.case: ScoreCase | None = None
        self.revealed = False
        root = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.preset_label = QLabel()
        self.preset = QComboBox()
        self.preset.setObjectName("score-preset")
        self.score_label = QLabel()
        bar.addWidget(self.preset_label)
        bar.addWidget(self.preset)
        bar.addStretch(1)
        bar.addWidget(self.score_label)
        root.addLayout(bar)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setFont(heading_font(self, 1.1, bold=False))
        root.addWidget(self.info)
        self._build_cards(root)
        root.addLayout(self._build_answer())
        self.items = QTableWidget(0, 3)
        self.items.setObjectName("score-items")
        self.items.verticalHeader().setVisible(False)
        self.items.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        h = self.items.horizontalHeader()
        h.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        h.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        h.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        root.addWidget(self.items, 1)
        self.check.clicked.connect(self.submit)
        self.next_button.clicked.connect(self.new_hand)
        self.preset.currentIndexChanged.connect(lambda _i: self.new_hand())
        self.retranslate()
        self.new_hand()

    def _build_cards(self, root: QVBoxLayout) -> None:
        """The flips and melds side by side, the hand below them."""
        self.flips_box = QGroupBox()
        fb = QHBoxLayout(self.flips_box)
        self.flips_row = CardRow(self.ctx, 24)
        fb.addWidget(self.flips_row)
        self.melds_box = QGroupBox()
        mb = QHBoxLayout(self.melds_box)
        self.melds_row = CardRow(self.ctx, 30)
        mb.addWidget(self.melds_row)
        top = QHBoxLayout()
        top.addWidget(self.flips_box)
        top.addWidget(self.melds_box, 1)
        root.addLayout(top)
        self.hand_box = QGroupBox()
        hb = QHBoxLayout(self.hand_box)
        self.hand_row = CardRow(self.ctx, 34)
        hb.addWidget(self.hand_row)
        root.addWidget(self.hand_box)

    def _build_answer(self) -> QHBoxLayout:
        ans = QHBoxLayout()
        self.ask = QLabel()
        self.ask.setFont(heading_font(self, 1.2))
        self.guess = QSpinBox()
        self.guess.setObjectName("score-guess")
        self.guess.setRange(0, 100000)
        self.guess.setSingleStep(10)
        self.guess.setMinimumWidth(120)
        self.check = QPushButton()
        self.check.setObjectName("score-check")
        self.check.setDefault(True)
        self.next_button = QPushButton()
        self.next_button.setObjectName("score-next")
        self.result = QLabel()
        self.result.setObjectName("score-result")
        self.result.setFont(heading_font(self, 1.2))
        ans.addWidget(self.ask)
        ans.addWidget(self.guess)
        ans.addWidget(self.check)
        ans.addWidget(self.next_button)
        ans.addSpacing(16)
        ans.addWidget(self.result, 1)
        return ans

    def retranslate(self) -> None:
        self.preset_label.setText(translate("DrillsWindow", "玩法"))
        refill_preset_combo(self.preset, self.ctx.lang)
        self.flips_box.setTitle(translate("DrillsWindow", "翻的将"))
        self.melds_box.setTitle(translate("DrillsWindow", "亮出的牌"))
        self.hand_box.setTitle(translate("DrillsWindow", "手里的牌（胡的牌有红框）"))
        self.ask.setText(translate("DrillsWindow", "这手牌一共多少胡？"))
        self.check.setText(translate("DrillsWindow", "对答案"))
        self.next_button.setText(translate("DrillsWindow", "换一手") + " ⏎")
        self.items.setHorizontalHeaderLabels([translate("DrillsWindow", "项目"), translate("DrillsWindow", "牌"),
                                              translate("DrillsWindow", "胡")])
        self._show()

    def new_hand(self) -> None:
        self.seed += 1
        self.case = simulated_win(PRESET_IDS[max(0, self.preset.currentIndex())], self.seed)
        self.revealed = False
        self.guess.setValue(0)
        self._show()

    def _show(self) -> None:
        c = self.case
        if c is None:
            return
        lang = self.ctx.lang
        self.flips_row.set_cards([(list(c.flips), None)])
        self.melds_row.set_cards([(cards, None) for cards in c.meld_cards()])
        cards = c.hand_display()
        self.hand_row.set_cards([(cards, None)], {len(cards) - 1})
        self.info.setText(self._info_text(c))
        s = self.progress.scoring
        self.score_label.setText(translate("DrillsWindow", "算对 %1 / %2　连对 %3").replace("%1", str(s["right"]))
                                 .replace("%2", str(s["tried"])).replace("%3", str(s["streak"])))
        self.items.setRowCount(0)
        self.check.setEnabled(not self.revealed)
        if not self.revealed:
            self.result.setText("")
            return
        sc = c.score
        kind = hand_type_name(sc.type, lang)
        right = self.guess.value() == sc.total
        self.result.setStyleSheet("color: #1d6a2a;" if right else "color: #b3232a;")
        self.result.setText((translate("DrillsWindow", "算对了！%1 胡（%2）") if right
                             else translate("DrillsWindow", "正确答案：%1 胡（%2）"))
                            .replace("%1", str(sc.total)).replace("%2", kind))
        self._fill_items(c)

    def _info_text(self, c: ScoreCase) -> str:
        lang = self.ctx.lang
        how = translate("DrillsWindow", "自摸") if c.self_drawn else translate("DrillsWindow", "胡别人打出的牌（点炮）")
        extra = []
        if c.declared:
            names = "、".join(CARD_INFO[x].name(lang) for x in c.declared)
            extra.append(translate("DrillsWindow", "叫龙：%1").replace("%1", names))
        if c.joys:
            extra.append(translate("DrillsWindow", "喜 %1 张").replace("%1", str(c.joys)))
        return (translate("DrillsWindow", "%1 · 胡 %2，%3").replace("%1", c.rules.display_name(lang))
                .replace("%2", CARD_INFO[c.card].name(lang)).replace("%3", how)
                + ("　" + "　".join(extra) if extra else ""))

    def _fill_items(self, c: ScoreCase) -> None:
        lang = self.ctx.lang
        for item in c.score.items:
            row = self.items.rowCount()
            self.items.insertRow(row)
            cells = [QTableWidgetItem(t) for t in item_cells(item, lang)]
            cells[0].setToolTip(item.rule)
            cells[2].setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for col, cell in enumerate(cells):
                self.items.setItem(row, col, cell)
        total = QTableWidgetItem(translate("DrillsWindow", "合计（进整后）"))
        f = total.font()
        f.setBold(True)
        total.setFont(f)
        num = QTableWidgetItem(str(c.score.total))
        num.setFont(f)
        num.setForeground(QColor("#b3232a"))
        num.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row = self.items.rowCount()
        self.items.insertRow(row)
        self.items.setItem(row, 0, total)
        self.items.setItem(row, 2, num)

    def enter(self) -> None:
        """Enter: check the answer, then the next hand."""
        if self.revealed:
            self.new_hand()
        else:
            self.submit()

    def submit(self) -> None:
        if self.revealed or self.case is None:
            return
        self.revealed = True
        answer_score(self.progress, self.case, self.guess.value())
        self._show()


class DrillsWindow(LearnWindow):
    def __init__(self, ctx: UiContext, parent=None):
        super().__init__(ctx, parent)
        self.setObjectName("drills-window")
        self.resize(1100, 720)
        self.progress = DrillProgress()
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.cards = CardQuiz(ctx, self.progress)
        self.scoring = ScoreQuiz(ctx, self.progress)
        self.tabs.addTab(self.cards, "")
        self.tabs.addTab(self.scoring, "")
        layout.addWidget(self.tabs)
        answers = {str(i + 1): (lambda i=i: self._answer(i)) for i in range(len(self.cards.option_buttons))}
        enter = dict.fromkeys(("Return", "Enter"), lambda: self.tabs.currentWidget().enter())   # checks, goes on
        add_keys(self, {**answers, **enter})   # 1–4 answer the card drill
        self.untold = drills_notices(self.progress)   # the progress file set aside on loading: told when shown
        self.retranslate()

    def _answer(self, i: int) -> None:
        if self.tabs.currentWidget() is self.cards:
            self.cards.answer(i)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("练习"))
        self.tabs.setTabText(0, self.tr("认牌"))
        self.tabs.setTabText(1, self.tr("算胡"))
        self.cards.retranslate()
        self.scoring.retranslate()

    def on_style_changed(self) -> None:
        self.cards._show()
        self.scoring._show()
