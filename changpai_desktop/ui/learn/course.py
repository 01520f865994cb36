"""入门课程: the course window — the lessons in order with what each teaches and which are done — and the owner of
the lesson being played. Starting a lesson deals its scripted hand on the real table (through the table's
``start_game``, with a :class:`~.course_run.LessonGuide` as the guide); at its end the learner goes on to the
next lesson, repeats it, starts a real game or comes back here. Lessons: ``services.course`` (resources/course/);
progress: ``storage.course``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QMessageBox, QPushButton,
                               QVBoxLayout, QWidget)

from ...services.course import SEATS, Lesson, lesson_after, load_course
from ...storage.course import CourseProgress
from ..context import UiContext
from .base import LearnWindow
from .common import heading_font
from .course_run import LessonEndDialog, LessonGuide

translate = QCoreApplication.translate

REAL_GAME_PRESET = "nantong-single"        # the first real game after the course: the rules lesson 1 teaches
REAL_GAME_LEVELS = ["easy", "easy", "easy"]
REAL_GAME_HANDS = 6
ROW_HEIGHT = 64


class CourseWindow(LearnWindow):
    def __init__(self, ctx: UiContext, start_game, parent: QWidget | None = None):
        super().__init__(ctx, parent)
        self.setObjectName("course")
        self.start_game = start_game
        self.lessons: tuple[Lesson, ...] = load_course()
        self.progress = CourseProgress()
        if self.progress.damaged is not None:
            self.untold.append(self.progress.damaged)
        self.guide: LessonGuide | None = None
        self.end_dialog: LessonEndDialog | None = None
        lay = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setFont(heading_font(self))
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.list = QListWidget()
        self.list.setObjectName("course-lessons")
        self.list.setWordWrap(True)
        self.list.itemActivated.connect(lambda _item: self.start_selected())
        self.start_button = QPushButton()
        self.start_button.setObjectName("course-start")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.start_selected)
        self.reset_button = QPushButton()
        self.reset_button.setObjectName("course-reset")
        self.reset_button.clicked.connect(self.reset)
        buttons = QHBoxLayout()
        buttons.addWidget(self.reset_button)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        for w in (self.heading, self.intro, self.list):
            lay.addWidget(w)
        lay.addLayout(buttons)
        self.resize(620, 560)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Course", "入门课程"))
        self.heading.setText(translate("Course", "入门课程：七课学会南通长牌"))
        self.intro.setText(translate("Course", "每一课在真的牌桌上打一手安排好的牌：牌桌中间的框里写着这一步做什么，"
                                               "要用的牌和按钮亮着金框。做错了会提醒你再做一次。"))
        self.start_button.setText(translate("Course", "开始这一课"))
        self.reset_button.setText(translate("Course", "重新开始课程"))
        self.fill()

    def fill(self) -> None:
        row = max(self.list.currentRow(), 0)
        self.list.clear()
        done = set(self.progress.done)
        lang = self.ctx.lang
        for n, lesson in enumerate(self.lessons, 1):
            mark = "✓" if lesson.id in done else "○"
            item = QListWidgetItem(f"{mark}  {n}. {lesson.title(lang)}\n      {lesson.goal(lang)}")
            item.setData(Qt.ItemDataRole.UserRole, lesson.id)
            item.setSizeHint(QSize(0, ROW_HEIGHT))
            self.list.addItem(item)
        first_open = next((i for i, lesson in enumerate(self.lessons) if lesson.id not in done), row)
        self.list.setCurrentRow(first_open if row == 0 else row)

    def start_selected(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.lessons):
            self.start(self.lessons[row])

    def start(self, lesson: Lesson) -> bool:
        """Deal ``lesson`` on the table; False (with a message) when there is no table."""
        if self.start_game is None:
            QMessageBox.information(self, translate("Course", "入门课程"),
                                    translate("Course", "课程要在牌桌上打：请从主窗口的“学习”菜单打开。"))
            return False
        number = self.lessons.index(lesson) + 1
        self.guide = LessonGuide(lesson, self.ctx, self, number, len(self.lessons))
        self.hide()
        table_window = self.parentWidget()
        if table_window is not None:      # the keys (F, the action keys) go to the table, not to this list
            table_window.activateWindow()
            table_window.raise_()
        self.start_game(lesson.preset, SEATS, list(lesson.levels), 1, seed=lesson.seed, deck=lesson.deck(),
                        guided_notes=self.guide, casual=False)
        return True

    def reset(self) -> None:
        self.progress.reset()
        self.fill()
        self.list.setCurrentRow(0)

    # --- the end of a lesson ------------------------------------------------------------------------
    def lesson_done(self, lesson: Lesson, window: QWidget) -> None:
        self.progress.finished(lesson.id)
        self.fill()
        nxt = lesson_after(self.lessons, lesson.id)
        self.list.setCurrentRow(self.lessons.index(nxt or lesson))   # the list shows what comes next
        dlg = LessonEndDialog(lesson, nxt is not None, self.ctx.lang, window)
        dlg.finished.connect(lambda _r: self._after(dlg.choice, lesson, nxt))
        self.end_dialog = dlg
        dlg.open()

    def _after(self, choice: int, lesson: Lesson, nxt: Lesson | None) -> None:
        self.end_dialog = None
        if choice == LessonEndDialog.NEXT and nxt is not None:
            self.start(nxt)
        elif choice == LessonEndDialog.AGAIN:
            self.start(lesson)
        elif choice == LessonEndDialog.REAL and self.start_game is not None:
            self.guide = None
            self.start_game(REAL_GAME_PRESET, SEATS, list(REAL_GAME_LEVELS), REAL_GAME_HANDS)
        else:
            self.show()
            self.raise_()
