"""练习: two drills.

- 认牌 (recognise the cards): a face is shown — 人物, 图型 or either at random — and you choose its name among four,
  or its figure. Score and streak are kept, and the cards you miss are asked more often (``storage.drills``).
- 算胡 (count a hand): a finished hand from a real simulated game (the engine plays a hand headless with computer
  players) is shown; you enter its total, then see the engine's itemised explanation.
"""

from __future__ import annotations

import random

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QFrame, QGridLayout, QGroupBox, QHBoxLayout,
                               QHeaderView, QLabel, QPushButton, QSpinBox, QTabWidget, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from ..engine.cards import CARD_INFO, KINDS, SUITED
from ..engine.game import Hand
from ..engine.match import deck_for
from ..engine.players.registry import make_player
from ..engine.rules import PRESET_IDS, RuleSet
from ..engine.scoring import TYPE_EN, TYPE_ZH
from ..storage.drills import DrillProgress
from .calculator import CardRow, compact_cards, item_text
from .card_faces import card_pixmap, without_name
from .learn_menu import LearnWindow, context, heading_font, refill_preset_combo

FACE_MODES = ("figure", "pattern", "mixed")
ASK = ("name", "figure")


# --------------------------------------------------------------------------------------------------
# A finished hand from a simulated game

def simulated_win(preset_id: str, seed: int, max_tries: int = 40) -> dict:
    """Play hands headless with computer players until one is won; return what the drill shows.

    {"rules", "flips", "melds": [(form, code)], "hand": [codes], "declared", "joys", "card", "self_drawn",
    "score"}; the seed makes it reproducible."""
    rules = RuleSet.preset(preset_id)
    for attempt in range(max_tries):
        deck = deck_for(seed, attempt, rules.joys_enabled)
        hand = Hand(rules, (0, 1, 2), 3, deck, attempt)
        players = [make_player("greedy") for _ in range(3)]
        steps = 0
        while (d := hand.pending()) is not None and steps < 5000:
            hand.apply(d.seat, players[d.seat].choose(hand.view(d.seat), list(d.legal)))
            steps += 1
        r = hand.result
        if not r or r["winner"] is None:
            continue
        w = r["winner"]
        return {"rules": rules, "flips": list(hand.flips), "melds": [(f, c) for f, c, _ in hand.melds[w]],
                "hand": [KINDS[k] for k, n in enumerate(hand.concealed[w]) for _ in range(n)],
                "declared": list(hand.declared[w]), "joys": len(hand.joys[w]), "card": r["card"],
                "self_drawn": r["self_drawn"], "score": hand.scores[w]}
    raise RuntimeError("no hand was won in the simulated games")


class CardQuiz(QWidget):
    """认牌."""

    def __init__(self, progress: DrillProgress, parent=None):
        super().__init__(parent)
        self.progress = progress
        self.rng = random.Random()
        self.code = "1w"
        self.mode_now = "figure"
        self.choices: list[str] = []
        self.correct_index = 0
        self.answered = False
        root = QVBoxLayout(self)
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
        root.addLayout(bar)

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
        mid.addLayout(right, 1)
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

    def retranslate(self) -> None:
        self.face_label.setText(self.tr("牌面"))
        self.ask_label.setText(self.tr("问"))
        for combo, texts in ((self.face_mode, (self.tr("人物"), self.tr("图型"), self.tr("混合"))),
                             (self.ask, (self.tr("牌名"), self.tr("人物名")))):
            i = combo.currentIndex()
            combo.blockSignals(True)
            combo.clear()
            combo.addItems(list(texts))
            combo.setCurrentIndex(max(0, i))
            combo.blockSignals(False)
        self.next_button.setText(self.tr("下一张"))
        self._show()

    def _pool(self) -> tuple[str, ...]:
        return SUITED if ASK[self.ask.currentIndex()] == "figure" else KINDS

    def _label(self, code: str) -> str:
        info = CARD_INFO[code]
        lang = context().lang
        return (info.figure(lang) or info.name(lang)) if ASK[self.ask.currentIndex()] == "figure" else info.name(lang)

    def new_question(self) -> None:
        pool = self._pool()
        self.code = self.progress.pick(pool, self.rng, avoid=self.code)
        mode = FACE_MODES[max(0, self.face_mode.currentIndex())]
        self.mode_now = self.rng.choice(("figure", "pattern")) if mode == "mixed" else mode
        # distractors: prefer look-alikes (same rank or same suit), then anything
        same = [c for c in pool if c != self.code and (CARD_INFO[c].rank == CARD_INFO[self.code].rank
                                                        or CARD_INFO[c].suit == CARD_INFO[self.code].suit)]
        others = [c for c in pool if c != self.code and c not in same]
        self.rng.shuffle(same)
        self.rng.shuffle(others)
        picks = (same[:2] + others)[:3]
        self.choices = picks + [self.code]
        self.rng.shuffle(self.choices)
        self.correct_index = self.choices.index(self.code)
        self.answered = False
        self.feedback.setText("")
        self._show()

    def _show(self) -> None:
        if not self.choices:
            return
        dpr = self.devicePixelRatioF()
        ask_figure = ASK[self.ask.currentIndex()] == "figure"
        pix = card_pixmap(self.code, self.mode_now, 110, dpr, False)
        if ask_figure and self.mode_now == "figure" and not self.answered:
            pix = without_name(pix)  # the face prints the figure's name: that is the answer asked for
        self.card.setPixmap(pix)
        self.question.setText(self.tr("这张牌上画的是谁？") if ask_figure else self.tr("这是哪张牌？"))
        for b, code in zip(self.option_buttons, self.choices):
            b.setText(self._label(code))
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
        self.score_label.setText(self.tr("答对 %1 / %2（%3）　连对 %4　最长 %5")
                                 .replace("%1", str(c["right"])).replace("%2", str(c["answered"]))
                                 .replace("%3", rate).replace("%4", str(c["streak"])).replace("%5", str(c["best_streak"])))
        missed = self.progress.most_missed(5)
        if missed:
            lang = context().lang
            names = "、".join(f"{CARD_INFO[code].name(lang)}（{n}）" for code, n in missed)
            self.missed_label.setText(self.tr("常错的牌（会多问几次）：%1").replace("%1", names))
        else:
            self.missed_label.setText(self.tr("答错的牌会多问几次。"))

    def answer(self, i: int) -> None:
        if self.answered:
            return
        self.answered = True
        right = i == self.correct_index
        self.card.setPixmap(card_pixmap(self.code, self.mode_now, 110, self.devicePixelRatioF(), False))
        self.progress.record_card(self.code, right)
        info = CARD_INFO[self.code]
        lang = context().lang
        full = info.accessible_name(lang)
        if right:
            self.feedback.setStyleSheet("color: #1d6a2a;")
            self.feedback.setText(self.tr("对！%1").replace("%1", full))
        else:
            self.feedback.setStyleSheet("color: #b3232a;")
            self.feedback.setText(self.tr("不对，这是 %1。").replace("%1", full))
            self.option_buttons[i].setStyleSheet("QPushButton { background: #f5d5d2; color: #8a1a1a; }")
        for b in self.option_buttons:
            b.setEnabled(False)
        self._mark()
        self._update_score()
        if right:
            QTimer.singleShot(900, self._auto_next)

    def _auto_next(self) -> None:
        if self.answered and self.isVisible():
            self.new_question()


class ScoreQuiz(QWidget):
    """算胡: count a finished hand from a simulated game."""

    def __init__(self, progress: DrillProgress, parent=None):
        super().__init__(parent)
        self.progress = progress
        self.seed = random.randrange(1_000_000)
        self.case: dict | None = None
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
        self.flips_box = QGroupBox()
        fb = QHBoxLayout(self.flips_box)
        self.flips_row = CardRow(24)
        fb.addWidget(self.flips_row)
        self.melds_box = QGroupBox()
        mb = QHBoxLayout(self.melds_box)
        self.melds_row = CardRow(30)
        mb.addWidget(self.melds_row)
        top = QHBoxLayout()
        top.addWidget(self.flips_box)
        top.addWidget(self.melds_box, 1)
        root.addLayout(top)
        self.hand_box = QGroupBox()
        hb = QHBoxLayout(self.hand_box)
        self.hand_row = CardRow(34)
        hb.addWidget(self.hand_row)
        root.addWidget(self.hand_box)
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
        root.addLayout(ans)
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

    def retranslate(self) -> None:
        self.preset_label.setText(self.tr("玩法"))
        refill_preset_combo(self.preset)
        self.flips_box.setTitle(self.tr("翻的将"))
        self.melds_box.setTitle(self.tr("亮出的牌"))
        self.hand_box.setTitle(self.tr("手里的牌（胡的牌有红框）"))
        self.ask.setText(self.tr("这手牌一共多少胡？"))
        self.check.setText(self.tr("对答案"))
        self.next_button.setText(self.tr("换一手"))
        self.items.setHorizontalHeaderLabels([self.tr("项目"), self.tr("牌"), self.tr("胡")])
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
        lang = context().lang
        self.flips_row.set_cards([(c["flips"], None)])
        self.melds_row.set_cards([([code] * (4 if f in ("minggang", "angang") else
                                             3 if f == "peng" else 4 - c["flips"].count(code)), None)
                                  for f, code in c["melds"]])
        cards = list(c["hand"])
        cards.remove(c["card"])
        cards.append(c["card"])
        self.hand_row.set_cards([(cards, None)], {len(cards) - 1})
        how = self.tr("自摸") if c["self_drawn"] else self.tr("胡别人打出的牌（点炮）")
        extra = []
        if c["declared"]:
            extra.append(self.tr("叫龙：%1").replace("%1", "、".join(CARD_INFO[x].name(lang) for x in c["declared"])))
        if c["joys"]:
            extra.append(self.tr("喜 %1 张").replace("%1", str(c["joys"])))
        self.info.setText(self.tr("%1 · 胡 %2，%3").replace("%1", c["rules"].display_name(lang))
                          .replace("%2", CARD_INFO[c["card"]].name(lang)).replace("%3", how)
                          + ("　" + "　".join(extra) if extra else ""))
        s = self.progress.scoring
        self.score_label.setText(self.tr("算对 %1 / %2　连对 %3").replace("%1", str(s["right"]))
                                 .replace("%2", str(s["tried"])).replace("%3", str(s["streak"])))
        self.items.setRowCount(0)
        self.check.setEnabled(not self.revealed)
        if not self.revealed:
            self.result.setText("")
            return
        sc = c["score"]
        kind = (TYPE_ZH if lang.startswith("zh") else TYPE_EN).get(sc.type, "")
        right = self.guess.value() == sc.total
        self.result.setStyleSheet("color: #1d6a2a;" if right else "color: #b3232a;")
        self.result.setText((self.tr("算对了！%1 胡（%2）") if right else self.tr("正确答案：%1 胡（%2）"))
                            .replace("%1", str(sc.total)).replace("%2", kind))
        for item in sc.items:
            d = item.to_dict()
            row = self.items.rowCount()
            self.items.insertRow(row)
            amount = f"×{d['factor']}" if "factor" in d else (f"{d['hu']:+d}" if "hu" in d else "")
            cells = (QTableWidgetItem(item_text(d, lang)), QTableWidgetItem(compact_cards(d.get("cards", ""), lang)),
                     QTableWidgetItem(amount))
            cells[0].setToolTip(d.get("rule", ""))
            cells[2].setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for col, cell in enumerate(cells):
                self.items.setItem(row, col, cell)
        total = QTableWidgetItem(self.tr("合计（进整后）"))
        f = total.font()
        f.setBold(True)
        total.setFont(f)
        num = QTableWidgetItem(str(sc.total))
        num.setFont(f)
        num.setForeground(QColor("#b3232a"))
        num.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row = self.items.rowCount()
        self.items.insertRow(row)
        self.items.setItem(row, 0, total)
        self.items.setItem(row, 2, num)

    def submit(self) -> None:
        if self.revealed or self.case is None:
            return
        self.revealed = True
        self.progress.record_scoring(self.guess.value() == self.case["score"].total)
        self._show()


class DrillsWindow(LearnWindow):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("drills-window")
        self.resize(1100, 720)
        self.progress = DrillProgress()
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.cards = CardQuiz(self.progress)
        self.scoring = ScoreQuiz(self.progress)
        self.tabs.addTab(self.cards, "")
        self.tabs.addTab(self.scoring, "")
        layout.addWidget(self.tabs)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("练习"))
        self.tabs.setTabText(0, self.tr("认牌"))
        self.tabs.setTabText(1, self.tr("算胡"))
        self.cards.retranslate()
        self.scoring.retranslate()

    def on_style_changed(self) -> None:
        self.cards._show()
        self.scoring._show()
