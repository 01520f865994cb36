"""错题: "what would you discard?" on the costliest discards of your reviewed hands. The position is shown as you
saw it (your hand and melds, the flips, every river); click the card you would discard; the answer is the
高手's choice with its reason, and what your card would cost. Opened from the 学习 menu and the replay viewer."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine.table.actions import act
from ...services.mistakes import MistakeQuestion, answer, questions
from ...services.replay import meld_groups
from ...services.text import render
from ...storage.mistakes import MistakeStore
from ..context import UiContext
from ..learn.base import LearnWindow
from ..learn.common import CardRow, heading_font
from ..table.action_bar import action_words
from ..table.labels import seat_label
from .seat_box import meld_caption

HAND_W = 30
RIVER_W = 18
RIVER_NAME_W = 48       # px: the river's owner (我, 下家 …)
GOOD = "#2f7a3a"
BAD = "#b3232a"


def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


class MistakesWindow(LearnWindow):
    """One kept position at a time; a click on a card of the hand answers."""

    def __init__(self, ctx: UiContext, parent: QWidget | None = None):
        super().__init__(ctx, parent)
        self.setObjectName("mistakesWindow")
        self.store = MistakeStore()
        if self.store.damaged is not None:
            self.untold.append(self.store.damaged)
        self.items: list[MistakeQuestion] = []       # read when shown (showEvent)
        self.index = 0
        self.answered = False
        self.right = 0
        root = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setFont(heading_font(self, 1.3))
        self.title.setWordWrap(True)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.flips = CardRow(ctx, RIVER_W)
        self.rivers = QLabel()
        self.river_rows = [CardRow(ctx, RIVER_W) for _ in range(3)]
        self.river_names = [QLabel() for _ in range(3)]
        self.hand = CardRow(ctx, HAND_W)
        self.hand.setObjectName("mistakeHand")
        self.hand.clicked.connect(self._clicked)
        self.verdict = QLabel()
        self.verdict.setObjectName("mistakeVerdict")
        self.verdict.setWordWrap(True)
        self.verdict.setFont(heading_font(self, 1.1, bold=False))
        row = QHBoxLayout()
        self.next_button = QPushButton()
        self.next_button.setObjectName("mistakeNext")
        self.next_button.clicked.connect(self.next_question)
        row.addStretch(1)
        row.addWidget(self.next_button)
        for w in (self.title, self.info, self.flips, self.rivers):
            root.addWidget(w)
        for name, river in zip(self.river_names, self.river_rows, strict=True):
            line = QHBoxLayout()
            name.setMinimumWidth(RIVER_NAME_W)
            line.addWidget(name)
            line.addWidget(river, 1)
            root.addLayout(line)
        for w in (self.hand, self.verdict):
            root.addWidget(w)
        root.addStretch(1)
        root.addLayout(row)
        self.resize(900, 640)
        self.retranslate()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt naming
        """Opened again (the 学习 menu keeps the window): the positions kept since are asked too."""
        if not self.answered:
            self.store = MistakeStore()
            self.items = questions(self.store)
            self.index = min(self.index, max(0, len(self.items) - 1))
            self._show()
        super().showEvent(event)

    @property
    def question(self) -> MistakeQuestion | None:
        return self.items[self.index] if self.items else None

    def retranslate(self) -> None:
        self.setWindowTitle(translate("mistakes", "错题：你会打哪一张？"))
        self.next_button.setText(translate("mistakes", "下一题"))
        self.rivers.setText(translate("mistakes", "各家打出的牌："))
        self._show()

    def on_style_changed(self) -> None:
        self._show()

    def _hand_cards(self, q: MistakeQuestion) -> tuple[list, list[str]]:
        v = q.view
        groups = [(list(cards), meld_caption(form)) for form, cards in meld_groups(v, v.seat)]
        return groups, list(v.hand)

    def _show(self) -> None:
        q = self.question
        for w in (self.info, self.flips, self.rivers, *self.river_rows, *self.river_names, self.hand,
                  self.next_button):
            w.setVisible(q is not None)
        if q is None:
            self.title.setText(translate("mistakes", "还没有错题：复盘你打完的一手，最贵的打牌会放到这里来练。"))
            return
        self.title.setText(translate("mistakes", "第 %1 / %2 题：轮到你打牌，你会打哪一张？").replace(
            "%1", str(self.index + 1)).replace("%2", str(len(self.items))))
        info = translate("mistakes", "牌墙还有 %1 张 · 这一题练过 %2 次，对了 %3 次 · 点手里的一张牌作答")
        self.info.setText(info.replace("%1", str(q.view.wall_count)).replace("%2", str(q.tries)).replace(
            "%3", str(q.right)))
        self.flips.set_cards([(list(q.view.flips), translate("mistakes", "翻牌"))])
        n = len(q.view.discards)
        for row, name, s in zip(self.river_rows, self.river_names, q.view.order, strict=True):
            river = list(q.view.discards[s])
            row.set_cards([(river, None)] if river else [])
            name.setText(seat_label((s - q.view.seat) % n, n))
        groups, hand = self._hand_cards(q)
        self.hand.set_cards([*groups, (hand, translate("mistakes", "手牌"))])
        if not self.answered:
            self.verdict.setText("")

    def _clicked(self, pos: int) -> None:
        q = self.question
        if q is None or self.answered:
            return
        groups, hand = self._hand_cards(q)
        pos -= sum(len(c) for c, _ in groups)
        if not 0 <= pos < len(hand):
            return
        choice = next((a.action for a in q.ranking if a.action.card == hand[pos]), None)
        if choice is None:
            self.verdict.setText(translate("mistakes", "这张牌现在不能打（叫了龙的牌要留在手里）。"))
            return
        self.answer(choice.card)

    def answer(self, card: str) -> bool:
        """Answer the question with a discard of ``card``; whether it was as good as the 高手's."""
        q = self.question
        action = next((a.action for a in q.ranking if a.action.card == card), act("discard", card))
        right = answer(self.store, q, action)
        self.answered = True
        self.right += right
        best = q.ranking[0]
        why = render(best.reason, self.ctx.lang)
        if right:
            text = translate("mistakes", "对了：高手也这样打。%1").replace("%1", why)
        else:
            text = translate("mistakes", "高手打 %1：%2。你打的 %3 少 %4 胡。").replace(
                "%1", action_words(best.action, self.ctx)).replace("%2", why).replace(
                "%3", self.ctx.card_name(card)).replace("%4", f"{q.cost_of(action):.1f}")
        if q.chosen:
            text += "\n" + translate("mistakes", "当时你打的是 %1。").replace("%1", self.ctx.card_name(q.chosen))
        self.verdict.setStyleSheet(f"color: {GOOD if right else BAD};")
        self.verdict.setText(text)
        return right

    def next_question(self) -> None:
        if self.items:
            self.index = (self.index + 1) % len(self.items)
        self.answered = False
        self._show()
