"""The fields of the house-rules form, in players' words: numbers that ignore the wheel until focused, lists
whose every box is named (硬自摸 / 硬点炮 …, 0 张喜 …, 翻中 1 张老将 …), the value table with its rows named by
what is at that level and its columns by the set forms, and card pickers (老将, 三老会齐) that show the faces.

The mouse wheel over a number or a choice scrolls the form; it changes the value only once the field has the
keyboard focus (a click or Tab), so scrolling through the form never changes a rule by accident.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QWheelEvent
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QSpinBox, QToolButton, QVBoxLayout, QWidget

from ...engine.cards import CARD_INFO, OLD_GENERALS
from ...engine.rules import schema
from ..widgets.card_faces import card_pixmap

STEP_FROM = 10        # numbers of 10 and more step by 10
PICK_W = 22           # a face in a card picker, logical px
BOX_MAX_W = 96        # a number box of the value table: the rows' names take the rest of the width
CARD_RATIO = 3.4
SUITS = ("w", "t", "b")
RANKS = range(1, 10)
LEVELS_KEY = "levels.old_level_by_old_flips"
RANK_LEVELS_KEY = "levels.rank_level_by_flips"
HEAD_TAIL_KEY = "levels.head_tail_level"
PICKER_STYLE = ("QToolButton { border: 2px solid transparent; padding: 1px; border-radius: 3px; }"
                "QToolButton:checked { border: 2px solid #b3232a; background: #f6d7a8; }")


def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


class _FocusedWheel:
    """Takes the wheel only when it has the focus: scrolling a form over it leaves its value alone."""

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt naming
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()


class WheelSafeSpin(_FocusedWheel, QSpinBox):
    """A spin box that takes the wheel only when it has the focus."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


class WheelSafeCombo(_FocusedWheel, QComboBox):
    """A combo box that takes the wheel only when it has the focus."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


def spin(lo: int, hi: int, value: int, step: int | None = None) -> WheelSafeSpin:
    sb = WheelSafeSpin()
    sb.setRange(lo, hi)
    sb.setValue(value)
    sb.setSingleStep(step or (STEP_FROM if value >= STEP_FROM else 1))
    return sb


def _small(text: str) -> QLabel:
    label = QLabel(text)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setStyleSheet("color: #5a4630;")
    return label


def flip_words(key: str, n: int) -> list[str]:
    """The names of the places of a list by number of flips (``n`` places: 0 to n − 1 flips)."""
    if key == LEVELS_KEY:
        return [translate("rule_fields", "翻中 %1 张老将").replace("%1", str(i)) for i in range(n)]
    return [translate("rule_fields", "翻中 %1 次").replace("%1", str(i)) for i in range(n)]


class NumbersEditor(QWidget):
    """A list of whole numbers, each box with its name above it."""

    changed = Signal()

    def __init__(self, value: Sequence[int], lo: int, hi: int, names: Sequence[str], parent=None):
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(1)
        self.boxes: list[QSpinBox] = []
        self.labels: list[QLabel] = []
        for i, v in enumerate(value):
            label = _small(names[i] if i < len(names) else str(i))
            box = spin(lo, hi, v, 1 if hi <= STEP_FROM else None)
            box.setMinimumWidth(64)
            box.valueChanged.connect(lambda _v: self.changed.emit())
            grid.addWidget(label, 0, i)
            grid.addWidget(box, 1, i)
            self.labels.append(label)
            self.boxes.append(box)
        grid.setColumnStretch(len(self.boxes), 1)

    def value(self) -> list[int]:
        return [b.value() for b in self.boxes]

    def set_value(self, value: Sequence[int]) -> None:
        for b, v in zip(self.boxes, value, strict=False):
            b.setValue(v)


def level_words(flat: Mapping[str, Any], level: int) -> str:
    """A row of the value table named by what is at that level in this rule set ("1 级：一、九，老将")."""
    parts = [translate("rule_fields", "普通牌")] if level == 0 else []
    if level and flat[HEAD_TAIL_KEY] == level:
        parts.append(translate("rule_fields", "一、九（头尾将）"))
    for i, lv in enumerate(flat[LEVELS_KEY]):
        if lv == level:
            parts.append(translate("rule_fields", "老将") if i == 0 else
                         translate("rule_fields", "翻中 %1 张老将时的老将").replace("%1", str(i)))
    for i, lv in enumerate(flat[RANK_LEVELS_KEY]):
        if i and lv == level:
            parts.append(translate("rule_fields", "翻中 %1 次的点数").replace("%1", str(i)))
    name = translate("rule_fields", "%1 级").replace("%1", str(level))
    if not parts:
        return name
    return name + translate("rule_fields", "：") + translate("rule_fields", "、").join(parts)


class GridEditor(QWidget):
    """The value table: a row per level (named by what is at that level), a column per set form."""

    changed = Signal()

    def __init__(self, value: Sequence[Sequence[int]], hi: int, lang: str, flat: Mapping[str, Any], parent=None):
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(2)
        for c, form in enumerate(schema.FORMS):
            grid.addWidget(_small(schema.FORM_NAMES[form].get(lang)), 0, c + 1)
        self.boxes: list[list[QSpinBox]] = []
        self.row_labels: list[QLabel] = []
        for r, line in enumerate(value):
            label = QLabel()
            label.setWordWrap(True)
            label.setMinimumWidth(120)
            grid.addWidget(label, r + 1, 0)
            self.row_labels.append(label)
            boxes = []
            for c, v in enumerate(line):
                box = spin(0, hi, v, 1)
                box.setMinimumWidth(64)
                box.setMaximumWidth(BOX_MAX_W)
                box.valueChanged.connect(lambda _v: self.changed.emit())
                grid.addWidget(box, r + 1, c + 1)
                boxes.append(box)
            self.boxes.append(boxes)
        grid.setColumnStretch(0, 1)
        self.name_rows(flat)

    def name_rows(self, flat: Mapping[str, Any]) -> None:
        """Rename the rows after the level options changed (``flat``: the rule set's values now)."""
        for r, label in enumerate(self.row_labels):
            label.setText(level_words(flat, r))

    def value(self) -> list[list[int]]:
        return [[b.value() for b in row] for row in self.boxes]

    def set_value(self, value: Sequence[Sequence[int]]) -> None:
        for boxes, line in zip(self.boxes, value, strict=False):
            for b, v in zip(boxes, line, strict=False):
                b.setValue(v)


PICKABLE = (*OLD_GENERALS, *(f"{r}{s}" for s in SUITS for r in RANKS))   # every kind but the 喜


class KindsPicker(QWidget):
    """Card kinds chosen by clicking their faces (a row per suit 1–9, each after one of 红花 千字 白花); the
    chosen names are listed under the faces. The value keeps the order the rule set had, new kinds after it
    in picker order."""

    changed = Signal()

    def __init__(self, value: Sequence[str], face_mode: str, lang: str, parent=None):
        super().__init__(parent)
        self.lang = lang
        self.order = list(value)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        grid = QGridLayout()
        grid.setSpacing(1)
        self.buttons: dict[str, QToolButton] = {}
        for i, code in enumerate(PICKABLE):   # a row per suit, its 老将 first: 红花 万…, 千字 条…, 白花 饼…
            old = i < len(OLD_GENERALS)
            row, col = (i, 0) if old else ((i - len(OLD_GENERALS)) // len(RANKS), 1 + (i - len(OLD_GENERALS)) % 9)
            grid.addWidget(self._button(code, face_mode), row, col)
        grid.setColumnMinimumWidth(0, PICK_W + 14)
        grid.setColumnStretch(len(RANKS) + 1, 1)
        lay.addLayout(grid)
        self.chosen = QLabel()
        self.chosen.setObjectName("kinds-chosen")
        self.chosen.setWordWrap(True)
        lay.addWidget(self.chosen)
        self.set_value(value)

    def _button(self, code: str, face_mode: str) -> QToolButton:
        b = QToolButton()
        b.setObjectName(f"pick-{code}")
        b.setCheckable(True)
        b.setAutoRaise(True)
        b.setStyleSheet(PICKER_STYLE)
        b.setIcon(QIcon(card_pixmap(code, face_mode, PICK_W, max(1.0, self.devicePixelRatioF()), False)))
        b.setIconSize(QSize(PICK_W, round(PICK_W * CARD_RATIO)))
        name = CARD_INFO[code].name(self.lang)
        b.setToolTip(name)
        b.setAccessibleName(name)
        b.toggled.connect(lambda on, c=code: self._toggled(c, on))
        self.buttons[code] = b
        return b

    def _toggled(self, code: str, on: bool) -> None:
        if on and code not in self.order:
            self.order.append(code)
        elif not on and code in self.order:
            self.order.remove(code)
        self._say()
        self.changed.emit()

    def _say(self) -> None:
        names = translate("rule_fields", "、").join(CARD_INFO[c].name(self.lang) for c in self.order if c in CARD_INFO)
        none = translate("rule_fields", "（没有）")
        self.chosen.setText(translate("rule_fields", "已选：%1").replace("%1", names or none))

    def value(self) -> list[str]:
        return list(self.order)

    def set_value(self, value: Sequence[str]) -> None:
        self.order = [c for c in value]
        for code, b in self.buttons.items():
            b.blockSignals(True)
            b.setChecked(code in self.order)
            b.blockSignals(False)
        self._say()
        self.changed.emit()

    def click(self, code: str) -> None:
        """As a click on the face of ``code`` does."""
        self.buttons[code].click()


def connect(editor: QWidget, fn: Callable[[], None]) -> None:
    """Call ``fn`` on every edit of one of this module's fields."""
    editor.changed.connect(lambda: fn())
