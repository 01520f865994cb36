"""One lesson of the course on the real table: the guide that shows each step's note and highlights, checks that
the learner does what the step asks (anything else is refused with the step's instruction again, so a step is
repeated until it is done), and at the end of the hand says what the hand was worth and what comes next.

``LessonGuide(lesson, ctx, owner)``; ``owner`` (the course window) is told ``lesson_done(lesson, window)``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from ...services.course import Lesson, Step
from ..context import UiContext
from ..keys import add_close_keys
from ..table.action_bar import action_words
from ..table.guide import Guide
from ..table.highlight import TableHighlight

translate = QCoreApplication.translate

END_WIDTH = 560
BUBBLE_MARGIN = 8
BUBBLE_MAX_SHARE = 0.66      # of the table's centre: the rivers of the others stay in view above it
BUBBLE_FONT_SCALE = 1.15
BUBBLE_SCALES = (BUBBLE_FONT_SCALE, 1.05, 0.95, 0.85)


class LessonBubble(QFrame):
    """The step's text, large, over the lower part of the table's centre and the resting seat's empty panel
    beside it (the learner reads it next to the cards it talks about). When the step talks about the flips,
    it stays below them."""

    def __init__(self, table: QWidget):
        super().__init__(table)
        self.table = table
        self.setObjectName("lesson-bubble")
        self.setStyleSheet("#lesson-bubble { background: rgba(255, 250, 235, 240); border: 2px solid #ffc400;"
                           " border-radius: 8px; } QLabel { color: #1d1a16; }")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 8, 12, 8)
        self.text = QLabel()
        self.text.setObjectName("lesson-text")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.base_pt = self.text.font().pointSizeF()
        lay.addWidget(self.text)
        self.clear_flips = False
        table.centre.installEventFilter(self)
        self.hide()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Move) and self.isVisible():
            self.place()
        return False

    def say(self, html: str, clear_flips: bool = False) -> None:
        """Show ``html``; ``clear_flips``: the step talks about the flipped cards, which stay uncovered."""
        self.clear_flips = clear_flips
        self.text.setText(html)
        self.show()
        self.place()
        self.raise_()

    def place(self) -> None:
        centre = self.table.centre.geometry()
        beside = self.table.panels.get(3)          # the resting seat in a lesson: its panel holds no cards
        left = beside.geometry().left() if beside is not None and beside.isVisible() else centre.left()
        width = centre.right() - left - 2 * BUBBLE_MARGIN
        flips = self.table.centre.flips
        below_flips = centre.bottom() - flips.mapTo(self.table, flips.rect().bottomLeft()).y() - 2 * BUBBLE_MARGIN
        room = max(0, below_flips if self.clear_flips else int(centre.height() * BUBBLE_MAX_SHARE))
        font = self.text.font()
        for scale in BUBBLE_SCALES:          # the largest text that fits the room
            font.setPointSizeF(self.base_pt * scale)
            self.text.setFont(font)
            if self.heightForWidth(width) <= room:
                break
        height = min(self.heightForWidth(width), room)
        self.setGeometry(left + BUBBLE_MARGIN, centre.bottom() - height - BUBBLE_MARGIN, width, height)


class LessonGuide(Guide):
    def __init__(self, lesson: Lesson, ctx: UiContext, owner, number: int, count: int):
        self.lesson = lesson
        self.ctx = ctx
        self.owner = owner
        self.number, self.count = number, count
        self.index = 0
        self.highlight: TableHighlight | None = None
        self.bubble: LessonBubble | None = None

    @property
    def step(self) -> Step | None:
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    def notes(self) -> list[str]:
        return [s.say(self.ctx.lang) for s in self.lesson.steps]

    def heading(self) -> str:
        return translate("Course", "第 {n} 课（共 {count} 课）· {title} — 第 {step} 步，共 {steps} 步").format(
            n=self.number, count=self.count, title=self.lesson.title(self.ctx.lang), step=self.index + 1,
            steps=len(self.lesson.steps))

    def note(self, snap, table) -> str:
        if self.highlight is None or self.highlight.table is not table:
            self.close()
            self.highlight = TableHighlight(table)
            self.bubble = LessonBubble(table)
        step = self.step
        if step is None:
            self.close()
            return ""
        self.highlight.show(step.cards, step.buttons, step.places)
        self.bubble.say(f"<b>{self.heading()}</b><br/>{step.say(self.ctx.lang)}", "flips" in step.places)
        return self.heading()

    def close(self) -> None:
        if self.highlight is not None:
            self.highlight.clear()
        if self.bubble is not None:
            self.bubble.hide()

    def refuse(self, action) -> str | None:
        step = self.step
        if step is None or step.asks(action):
            self.index += 1
            self.close()
            return None
        why = translate("Course", "这一步请做：{what}。").format(what=action_words(step.action, self.ctx))
        if self.bubble is not None:
            self.bubble.say(f"<b style='color:#b3232a'>{why}</b><br/><b>{self.heading()}</b><br/>"
                            f"{step.say(self.ctx.lang)}", self.bubble.clear_flips)
        return why

    def finished(self, snap, window) -> None:
        self.close()
        self.owner.lesson_done(self.lesson, window)


class LessonEndDialog(QDialog):
    """The end of a lesson: what the hand was worth, and 下一课 / 再来一遍 / 开一局 / 课程目录."""

    NEXT, AGAIN, REAL, LIST = 1, 2, 3, 4

    def __init__(self, lesson: Lesson, has_next: bool, lang: str, parent: QWidget | None):
        super().__init__(parent)
        self.setObjectName("lesson-end")
        self.setWindowTitle(translate("Course", "这一课学完了"))
        self.choice = self.LIST
        lay = QVBoxLayout(self)
        title = QLabel(f"<h3>{lesson.title(lang)}</h3>")
        text = QLabel(lesson.end(lang))
        text.setObjectName("lesson-end-text")
        text.setWordWrap(True)
        text.setMinimumWidth(END_WIDTH)
        text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = text.font()
        font.setPointSizeF(font.pointSizeF() * BUBBLE_FONT_SCALE)
        text.setFont(font)
        lay.addWidget(title)
        lay.addWidget(text)
        box = QDialogButtonBox()
        self.buttons: dict[int, QPushButton] = {}
        rows = [(self.AGAIN, translate("Course", "再来一遍")), (self.REAL, translate("Course", "开一局真正的牌")),
                (self.LIST, translate("Course", "课程目录"))]
        if has_next:
            rows.insert(0, (self.NEXT, translate("Course", "下一课")))
        for key, label in rows:
            b = box.addButton(label, QDialogButtonBox.ButtonRole.ActionRole)
            b.setObjectName(f"lesson-end-{key}")
            b.clicked.connect(lambda _=False, k=key: self._choose(k))
            self.buttons[key] = b
        self.buttons[rows[0][0]].setDefault(True)
        lay.addWidget(box)
        add_close_keys(self)

    def _choose(self, key: int) -> None:
        self.choice = key
        self.accept()
