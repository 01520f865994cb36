"""The house-rules form, generated from the rule schema (``engine.rules.schema.ROWS``): one field per editable
row — on/off as a check box, a number as a spin box with the row's range, a choice as a combo box of the
choices' names, a list as a row of spin boxes, the value table as a grid, card kinds as a line of codes. The
labels are the rows' names in the interface language; each tooltip is the key and the preset's seed note.

The mouse wheel over a number or a choice scrolls the form; it changes the value only once the field has the
keyboard focus (a click or Tab), so scrolling through the form never changes a rule by accident.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit,
                               QSpinBox, QVBoxLayout, QWidget)

from ...engine.rules import RuleSet, schema
from ...engine.rules.options import MAX_HU, Choice, Fixed, Flag, Grid, Kinds, Number, Numbers, Option

EDITABLE: tuple[Option, ...] = tuple(row for row in schema.ROWS if not isinstance(row, Fixed))
STEP_FROM = 10        # numbers of 10 and more step by 10


class WheelSafeSpin(QSpinBox):
    """A spin box that takes the wheel only when it has the focus."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt naming
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()


class WheelSafeCombo(QComboBox):
    """A combo box that takes the wheel only when it has the focus."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt naming
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()


def _spin(lo: int, hi: int, value: int) -> WheelSafeSpin:
    sb = WheelSafeSpin()
    sb.setRange(lo, hi)
    sb.setValue(value)
    sb.setSingleStep(STEP_FROM if value >= STEP_FROM else 1)
    return sb


class ListEditor(QWidget):
    """A row of spin boxes for a list of whole numbers (or a grid for the value table)."""

    def __init__(self, value: list, lo: int, hi: int, nested: bool, parent=None):
        super().__init__(parent)
        self.nested = nested
        self.boxes: list[list[QSpinBox]] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        for row in (value if nested else [value]):
            line = QHBoxLayout()
            boxes = []
            for v in row:
                sb = _spin(lo, hi, v)
                sb.setSingleStep(1)
                sb.setMinimumWidth(64)
                line.addWidget(sb)
                boxes.append(sb)
            line.addStretch(1)
            layout.addLayout(line)
            self.boxes.append(boxes)

    def value(self) -> list:
        rows = [[b.value() for b in row] for row in self.boxes]
        return rows if self.nested else rows[0]

    def set_value(self, value: list) -> None:
        for boxes, row in zip(self.boxes, value if self.nested else [value], strict=False):
            for b, v in zip(boxes, row, strict=False):
                b.setValue(v)

    def connect(self, fn: Callable[[], None]) -> None:
        for row in self.boxes:
            for b in row:
                b.valueChanged.connect(lambda _v: fn())


def make_editor(row: Option, value: Any, flat: Mapping[str, Any], lang: str, changed: Callable[[], None]) -> QWidget:
    """The field for one schema row, showing ``value``; ``changed`` is called on every edit."""
    if isinstance(row, Flag):
        w = QCheckBox()
        w.setChecked(value)
        w.toggled.connect(lambda _v: changed())
    elif isinstance(row, Number):
        w = _spin(*row.bounds(flat), value)
        w.valueChanged.connect(lambda _v: changed())
    elif isinstance(row, Choice):
        w = WheelSafeCombo()
        for word, name in row.choices:
            w.addItem(name.get(lang), word)
        w.setCurrentIndex(max(0, w.findData(value)))
        w.currentIndexChanged.connect(lambda _i: changed())
    elif isinstance(row, (Numbers, Grid)):
        lo, hi = row.bounds(flat) if isinstance(row, Numbers) else (0, MAX_HU)
        w = ListEditor(value, lo, hi, isinstance(row, Grid))
        w.connect(changed)
    elif isinstance(row, Kinds):
        w = QLineEdit(" ".join(value))
        w.textChanged.connect(lambda _t: changed())
    else:
        raise TypeError(f"no editor for {type(row).__name__}")
    return w


def value_of(editor: QWidget) -> Any:
    if isinstance(editor, QCheckBox):
        return editor.isChecked()
    if isinstance(editor, QSpinBox):
        return editor.value()
    if isinstance(editor, QComboBox):
        return editor.currentData()
    if isinstance(editor, ListEditor):
        return editor.value()
    if isinstance(editor, QLineEdit):
        return editor.text().split()
    raise TypeError(f"not a rule editor: {type(editor).__name__}")


def set_value(editor: QWidget, value: Any) -> None:
    if isinstance(editor, QCheckBox):
        editor.setChecked(bool(value))
    elif isinstance(editor, QSpinBox):
        editor.setValue(int(value))
    elif isinstance(editor, QComboBox):
        editor.setCurrentIndex(max(0, editor.findData(value)))
    elif isinstance(editor, ListEditor):
        editor.set_value(value)
    elif isinstance(editor, QLineEdit):
        editor.setText(" ".join(value))


def tooltip(row: Option, rules: RuleSet) -> str:
    note = rules.seed_note(row.key)
    return f"{row.key}\n{note}" if note else row.key


def build_sections(rules: RuleSet, lang: str,
                   changed: Callable[[], None]) -> tuple[list[QGroupBox], dict[str, QWidget]]:
    """One group box per section with a field for each editable row of ``rules``; the editors by key."""
    flat = rules.flat
    boxes: list[QGroupBox] = []
    editors: dict[str, QWidget] = {}
    for section in schema.SECTIONS:
        rows = [r for r in EDITABLE if r.section == section]
        box = QGroupBox(schema.SECTION_NAMES[section].get(lang))
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        for row in rows:
            editor = make_editor(row, flat[row.key], flat, lang, changed)
            label = QLabel(row.name.get(lang))
            tip = tooltip(row, rules)
            label.setToolTip(tip)
            editor.setToolTip(tip)
            form.addRow(label, editor)
            editors[row.key] = editor
        boxes.append(box)
    return boxes, editors
