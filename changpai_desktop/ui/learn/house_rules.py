"""家规: change any option of a region preset and save it as a named rule set.

The form is generated from the rule schema (``engine.rules.schema``; see ``house_rules_form``): every option
once, with its name in the interface language, its range or choices, and its seed note as the tooltip. What
differs from the preset is listed live; sets are saved, deleted, exported and imported through
``storage.rulesets`` (a refused file says why and changes nothing).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (QComboBox, QFileDialog, QGridLayout, QHBoxLayout, QLabel, QLineEdit, QListWidget,
                               QMessageBox, QPushButton, QScrollArea, QSplitter, QVBoxLayout, QWidget)

from ...engine.cards import CARD_INFO
from ...engine.rules import PRESET_IDS, RuleError, RuleSet, flatten
from ...engine.rules.options import FLIPS_KEY, TABLE_KEY, Choice, Kinds, Numbers
from ...engine.rules.schema import BY_KEY, ROWS
from ...services.text import render
from ...storage import rulesets as store
from ..context import UiContext
from .base import LearnWindow
from .common import format_value, heading_font, refill_preset_combo
from .house_rules_form import build_sections, set_value, value_of
from .rule_fields import GridEditor

FORM_WIDTH, SIDE_WIDTH = 820, 320   # the splitter's first sizes (px): the form holds the wide card pickers
FORM_STRETCH = 3                    # ... and takes this many times the side's share of any change in width
BY_FLIPS = tuple(r.key for r in ROWS if isinstance(r, Numbers) and r.by_flips)   # one entry per number of flips


class HouseRulesWindow(LearnWindow):
    def __init__(self, ctx: UiContext, parent=None):
        super().__init__(ctx, parent)
        self.setObjectName("house-rules-window")
        self.resize(1180, 820)
        self.editors: dict[str, QWidget] = {}
        self.preset_id = PRESET_IDS[0]
        self.loading = False
        root = QVBoxLayout(self)
        root.addLayout(self._build_bar())
        split = QSplitter(Qt.Orientation.Horizontal)
        self.form_host = QWidget()
        self.form_layout = QVBoxLayout(self.form_host)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.form_host)
        self.scroll = scroll
        self.form_host.installEventFilter(self)   # its layout changes: the pane keeps the form's whole width
        split.addWidget(scroll)
        split.addWidget(self._build_side())
        split.setStretchFactor(0, FORM_STRETCH)
        split.setStretchFactor(1, 1)
        split.setSizes([FORM_WIDTH, SIDE_WIDTH])
        root.addWidget(split, 1)

        self.preset.currentIndexChanged.connect(lambda i: self.set_preset(PRESET_IDS[max(0, i)]))
        self.save.clicked.connect(self.save_current)
        self.reset.clicked.connect(lambda: self.set_preset(self.preset_id))
        self.load_btn.clicked.connect(self._load_selected)
        self.saved.itemDoubleClicked.connect(lambda _i: self._load_selected())
        self.delete_btn.clicked.connect(self._delete_selected)
        self.export_btn.clicked.connect(self._export_dialog)
        self.import_btn.clicked.connect(self._import_dialog)
        self.retranslate()
        self.set_preset(self.preset_id)

    def _button(self, name: str) -> QPushButton:
        b = QPushButton()
        b.setObjectName(name)
        return b

    def _build_bar(self) -> QHBoxLayout:
        bar = QHBoxLayout()
        self.preset_label = QLabel()
        self.preset = QComboBox()
        self.preset.setObjectName("house-preset")
        self.name_label = QLabel()
        self.name = QLineEdit()
        self.name.setObjectName("house-name")
        self.name.setMaxLength(store.MAX_NAME_CHARS)
        self.save = self._button("house-save")
        self.reset = self._button("house-reset")
        for w in (self.preset_label, self.preset, self.name_label):
            bar.addWidget(w)
        bar.addWidget(self.name, 1)
        bar.addWidget(self.save)
        bar.addWidget(self.reset)
        return bar

    def _build_side(self) -> QWidget:
        side = QWidget()
        sl = QVBoxLayout(side)
        self.diff_title = QLabel()
        self.diff_title.setFont(heading_font(self, 1.1))
        self.diff = QListWidget()
        self.diff.setObjectName("house-diff")
        self.saved_title = QLabel()
        self.saved_title.setFont(heading_font(self, 1.1))
        self.saved = QListWidget()
        self.saved.setObjectName("house-saved")
        row = QGridLayout()   # two by two: the side stays narrow and the rules' form keeps the width
        self.load_btn = self._button("house-load")
        self.delete_btn = self._button("house-delete")
        self.export_btn = self._button("house-export")
        self.import_btn = self._button("house-import")
        for i, b in enumerate((self.load_btn, self.delete_btn, self.export_btn, self.import_btn)):
            row.addWidget(b, i // 2, i % 2)
        self.message = QLabel()
        self.message.setObjectName("house-message")
        self.message.setWordWrap(True)
        sl.addWidget(self.diff_title)
        sl.addWidget(self.diff, 2)
        sl.addWidget(self.saved_title)
        sl.addWidget(self.saved, 1)
        sl.addLayout(row)
        sl.addWidget(self.message)
        return side

    # ------------------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("家规"))
        self.preset_label.setText(self.tr("地区玩法"))
        refill_preset_combo(self.preset, self.ctx.lang)
        self.name_label.setText(self.tr("家规名字"))
        self.name.setPlaceholderText(self.tr("例如：我们村的规矩"))
        self.save.setText(self.tr("保存"))
        self.reset.setText(self.tr("恢复原规则"))
        self.diff_title.setText(self.tr("和原规则不同的地方"))
        self.saved_title.setText(self.tr("已保存的家规"))
        self.load_btn.setText(self.tr("打开"))
        self.delete_btn.setText(self.tr("删除"))
        self.export_btn.setText(self.tr("导出…"))
        self.import_btn.setText(self.tr("导入…"))
        if self.editors:
            values = self.values()
            self._build_form(values)
            self._apply_values(values)
        self.refresh_saved()

    def set_preset(self, preset_id: str, values: dict | None = None) -> None:
        self.preset_id = preset_id
        self.preset.blockSignals(True)
        self.preset.setCurrentIndex(PRESET_IDS.index(preset_id))
        self.preset.blockSignals(False)
        self._build_form(values)
        if values:
            self._apply_values(values)
        self.update_diff()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt naming
        """The form's pane is never narrower than the form (its labels and card pickers in this language and text
        size, 大字 included): the splitter takes any shortfall from the side, so the form never scrolls sideways."""
        if obj is self.form_host and event.type() == QEvent.Type.LayoutRequest:
            bar = self.scroll.verticalScrollBar().sizeHint().width()
            self.scroll.setMinimumWidth(self.form_host.minimumSizeHint().width() + bar + 2 * self.scroll.frameWidth())
        return False

    def _build_form(self, values: dict | None = None) -> None:
        self.loading = True
        while self.form_layout.count():
            item = self.form_layout.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        boxes, self.editors = build_sections(RuleSet.preset(self.preset_id), self.ctx, self.update_diff, values)
        for box in boxes:
            self.form_layout.addWidget(box)
        self.form_layout.addStretch(1)
        self.loading = False

    def values(self) -> dict:
        return {k: value_of(e) for k, e in self.editors.items()}

    def set_value(self, key: str, value) -> None:
        set_value(self.editors[key], value)

    def _apply_values(self, values: dict) -> None:
        self.loading = True
        for k, v in values.items():
            if k in self.editors:
                self.set_value(k, v)
        self.loading = False
        self.update_diff()

    def overrides(self) -> dict:
        base = RuleSet.preset(self.preset_id).flat
        return {k: v for k, v in self.values().items() if base[k] != v}

    def ruleset(self) -> RuleSet:
        return RuleSet.preset(self.preset_id, self.overrides(), self.name.text().strip() or None)

    def _follow_flips(self) -> bool:
        """When more flips are chosen than a list by number of flips has places for, add the places (each new
        one repeats the last value) and rebuild the form; True when it did."""
        values = self.values()
        wanted = values[FLIPS_KEY] + 1
        if all(len(values[k]) >= wanted for k in BY_FLIPS):
            return False
        for k in BY_FLIPS:
            values[k] = values[k] + [values[k][-1]] * max(0, wanted - len(values[k]))
        self._build_form(values)
        self._apply_values(values)
        return True

    def _words(self, key: str, value) -> str:
        """A value as the diff lists it: card names for kinds, the choice's name, else ✓/✗ and numbers."""
        row, lang = BY_KEY[key], self.ctx.lang
        if isinstance(row, Kinds):
            return " ".join(CARD_INFO[c].name(lang) if c in CARD_INFO else c for c in value)
        if isinstance(row, Choice):
            return dict(row.choices)[value].get(lang) if value in row.words else str(value)
        return format_value(value)

    def update_diff(self) -> None:
        if self.loading or self._follow_flips():
            return
        self.diff.clear()
        base = RuleSet.preset(self.preset_id).flat
        over = self.overrides()
        lang = self.ctx.lang
        grid = self.editors.get(TABLE_KEY)
        if isinstance(grid, GridEditor):
            grid.name_rows({**base, **self.values()})
        for key, value in over.items():
            self.diff.addItem(self.tr("%1：%2 → %3").replace("%1", BY_KEY[key].name.get(lang))
                              .replace("%2", self._words(key, base[key])).replace("%3", self._words(key, value)))
        if not over:
            self.diff.addItem(self.tr("（和原规则一样）"))
        try:
            self.ruleset()
            self.save.setEnabled(True)
            self._say("")
        except RuleError as exc:
            self.save.setEnabled(False)
            self._say(self.tr("这样改不行：%1").replace("%1", str(exc)), error=True)

    def _say(self, text: str, error: bool = False) -> None:
        self.message.setStyleSheet("color: #b3232a;" if error else "color: #1d6a2a;")
        self.message.setText(text)

    # ------------------------------------------------------------------------------------------------
    def refresh_saved(self) -> None:
        self.saved.clear()
        for name, rs in store.list_rulesets():
            self.saved.addItem(f"{name}  ·  {RuleSet.preset(rs.preset_id).display_name(self.ctx.lang)}")
            self.saved.item(self.saved.count() - 1).setData(Qt.ItemDataRole.UserRole, name)

    def save_current(self) -> bool:
        name = self.name.text().strip()
        if not name:
            self._say(self.tr("先给家规起个名字。"), error=True)
            return False
        try:
            store.save_ruleset(name, self.ruleset())
        except (store.RulesetProblem, RuleError, OSError) as exc:
            self._say(self.tr("没能保存：%1").replace("%1", str(exc)), error=True)
            return False
        self.refresh_saved()
        self._say(self.tr("已保存“%1”。新开一局时可以选它。").replace("%1", name))
        return True

    def selected_name(self) -> str | None:
        item = self.saved.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else None

    def load_named(self, name: str) -> None:
        rs = store.load_ruleset(name)
        self.name.setText(name)
        self.set_preset(rs.preset_id, flatten(rs.overrides))
        self._say(self.tr("已打开“%1”。").replace("%1", name))

    def _load_selected(self) -> None:
        name = self.selected_name()
        if name:
            try:
                self.load_named(name)
            except store.RulesetProblem as exc:
                self._say(str(exc), error=True)

    def _delete_selected(self) -> None:
        name = self.selected_name()
        if not name:
            return
        answer = QMessageBox.question(self, self.tr("删除家规"), self.tr("删除“%1”？").replace("%1", name))
        if answer == QMessageBox.StandardButton.Yes:
            store.delete_ruleset(name)
            self.refresh_saved()

    def _export_dialog(self) -> None:
        name = self.selected_name() or self.name.text().strip()
        if not name:
            self._say(self.tr("先选一套已保存的家规。"), error=True)
            return
        path, _ = QFileDialog.getSaveFileName(self, self.tr("导出家规"), f"{name}.json", self.tr("家规文件 (*.json)"))
        if path:
            self.export_to(name, path)

    def export_to(self, name: str, path: str) -> bool:
        try:
            store.export_ruleset(name, path)
        except (store.RulesetProblem, OSError) as exc:
            self._say(self.tr("没能导出：%1").replace("%1", str(exc)), error=True)
            return False
        self._say(self.tr("已导出到 %1，可以发给牌友。").replace("%1", path))
        return True

    def _import_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("导入家规"), "", self.tr("家规文件 (*.json *.toml)"))
        if path:
            self.import_from(path)

    def import_from(self, path: str) -> bool:
        try:
            name, _rs = store.import_ruleset(path)
        except store.RulesetProblem as exc:   # what is wrong with the file, in the window's language
            why = render(exc.reason, self.ctx.lang)
            why = f"{exc.path.name} {why}" if exc.path is not None else why
            self._say(self.tr("不能导入，什么都没有改动。原因：%1").replace("%1", why), error=True)
            return False
        except OSError as exc:
            self._say(self.tr("不能导入，什么都没有改动。原因：%1").replace("%1", str(exc)), error=True)
            return False
        self.refresh_saved()
        self.load_named(name)
        self._say(self.tr("已导入“%1”。").replace("%1", name))
        return True
