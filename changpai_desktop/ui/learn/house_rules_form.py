"""The house-rules form, generated from the rule schema (``engine.rules.schema.ROWS``): one field per row the
table can play differently — on/off as a check box, a number as a spin box with the row's range, a choice as a
combo box of the choices' names, a list as named boxes, the value table as a grid with named rows and columns,
card kinds (老将, 三老会齐) as a picker of faces (``rule_fields``). The labels are the rows' names in the
interface language; each tooltip is the key and the preset's seed note.

Rows the game fixes elsewhere are shown, not edited (``SHOWN_ONLY``): the number of seats is chosen when a new
game starts (it overrides the house rule's), and the deal sizes are the rules' 23 / 22, which the schema allows
no other value for.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QLabel, QSpinBox, QWidget

from ...engine.hant import to_hant
from ...engine.rules import RuleSet, schema
from ...engine.rules.options import MAX_HU, Choice, Fixed, Flag, Grid, Kinds, Number, Numbers, Option
from ..context import UiContext
from .rule_fields import GridEditor, KindsPicker, NumbersEditor, WheelSafeCombo, connect, flip_words, spin

SHOWN_ONLY = ("deal.seats", "deal.dealer_cards", "deal.other_cards")
EDITABLE: tuple[Option, ...] = tuple(row for row in schema.ROWS
                                     if not isinstance(row, Fixed) and row.key not in SHOWN_ONLY)


def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


def shown_text(key: str, value: Any) -> str:
    """What the form says for a row it shows without editing."""
    if key == "deal.seats":
        return translate("house_rules_form", "新开一局时选（3 人捉鳖或 4 人）")
    return translate("house_rules_form", "%1 张（规则定的）").replace("%1", str(value))


def make_editor(row: Option, value: Any, flat: Mapping[str, Any], ctx: UiContext,
                changed: Callable[[], None]) -> QWidget:
    """The field for one schema row, showing ``value``; ``changed`` is called on every edit."""
    lang = ctx.lang
    if isinstance(row, Flag):
        w = QCheckBox()
        w.setChecked(value)
        w.toggled.connect(lambda _v: changed())
    elif isinstance(row, Number):
        w = spin(*row.bounds(flat), value)
        w.valueChanged.connect(lambda _v: changed())
    elif isinstance(row, Choice):
        w = WheelSafeCombo()
        for word, name in row.choices:
            w.addItem(name.get(lang), word)
        w.setCurrentIndex(max(0, w.findData(value)))
        w.currentIndexChanged.connect(lambda _i: changed())
    elif isinstance(row, Numbers):
        names = [n.get(lang) for n in row.items] if row.items else flip_words(row.key, len(value))
        w = NumbersEditor(value, *row.bounds(flat), names)
        connect(w, changed)
    elif isinstance(row, Grid):
        w = GridEditor(value, MAX_HU, lang, flat)
        connect(w, changed)
    elif isinstance(row, Kinds):
        w = KindsPicker(value, ctx.face_mode, lang)
        connect(w, changed)
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
    if isinstance(editor, (NumbersEditor, GridEditor, KindsPicker)):
        return editor.value()
    raise TypeError(f"not a rule editor: {type(editor).__name__}")


def set_value(editor: QWidget, value: Any) -> None:
    if isinstance(editor, QCheckBox):
        editor.setChecked(bool(value))
    elif isinstance(editor, QSpinBox):
        editor.setValue(int(value))
    elif isinstance(editor, QComboBox):
        editor.setCurrentIndex(max(0, editor.findData(value)))
    elif isinstance(editor, (NumbersEditor, GridEditor, KindsPicker)):
        editor.set_value(value)


def tooltip(row: Option, rules: RuleSet, lang: str) -> str:
    note = rules.seed_note(row.key)
    note = to_hant(note) if lang == "zh_Hant" else note
    return f"{row.key}\n{note}" if note else row.key


def build_sections(rules: RuleSet, ctx: UiContext, changed: Callable[[], None],
                   values: Mapping[str, Any] | None = None) -> tuple[list[QGroupBox], dict[str, QWidget]]:
    """One group box per section with a field for each editable row of ``rules`` (and a plain line for each
    row shown only), showing ``values`` over the rule set's own; the editors by key."""
    flat, lang = {**rules.flat, **(values or {})}, ctx.lang
    boxes: list[QGroupBox] = []
    editors: dict[str, QWidget] = {}
    for section in schema.SECTIONS:
        box = QGroupBox(schema.SECTION_NAMES[section].get(lang))
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)   # a wide table goes under its name
        for row in (r for r in schema.ROWS if r.section == section and not isinstance(r, Fixed)):
            if row.key in SHOWN_ONLY:
                editor = QLabel(shown_text(row.key, flat[row.key]))
                editor.setObjectName(f"shown-{row.key}")
            else:
                editor = make_editor(row, flat[row.key], flat, ctx, changed)
                editors[row.key] = editor
            label = QLabel(row.name.get(lang))
            label.setWordWrap(True)   # a long name takes two lines rather than the width its field needs
            tip = tooltip(row, rules, lang)
            label.setToolTip(tip)
            editor.setToolTip(tip)
            form.addRow(label, editor)
        boxes.append(box)
    return boxes, editors
