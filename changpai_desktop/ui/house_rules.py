"""家规: change any option of a region preset and save it as a named rule set.

The form is generated from the preset's data (every option of ``resources/rules/<preset>.toml`` except its notes),
so a new option in the data shows up here by itself: numbers as spin boxes, on/off as check boxes, choices as
combo boxes, lists as rows of spin boxes. Each option's tooltip is its ``*_seed`` note (where the rule comes
from). What differs from the preset is listed live; sets are saved, deleted, exported and imported through
``storage.rulesets`` (a refused file says why and changes nothing).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFileDialog, QFormLayout, QGroupBox, QHBoxLayout, QLabel,
                               QLineEdit, QListWidget, QMessageBox, QPushButton, QScrollArea, QSpinBox,
                               QSplitter, QVBoxLayout, QWidget)

from ..engine.rules import PRESET_IDS, RuleError, RuleSet, flatten, load_preset_data
from ..storage import rulesets as store
from .learn_menu import LearnWindow, context, format_value, heading_font, refill_preset_combo

CHOICES = {"joys.flip": ("double", "reflip"), "levels.flip_rank_scope": ("group", "rank")}
SKIP = {"schema", "id", "seed", "values.forms"}
SECTIONS = ("deal", "joys", "levels", "values", "hand_types", "extras", "multipliers", "settlement")


def _t(text: str) -> str:
    return QCoreApplication.translate("HouseRules", text)


def section_title(section: str) -> str:
    return {"deal": QCoreApplication.translate("HouseRules", "座位和发牌"), "joys": QCoreApplication.translate("HouseRules", "喜"), "levels": QCoreApplication.translate("HouseRules", "将"), "values": QCoreApplication.translate("HouseRules", "胡数表"),
            "hand_types": QCoreApplication.translate("HouseRules", "胡型"), "extras": QCoreApplication.translate("HouseRules", "其他加胡"), "multipliers": QCoreApplication.translate("HouseRules", "翻倍"),
            "settlement": QCoreApplication.translate("HouseRules", "出分")}[section]


def option_label(key: str) -> str:
    """A readable name for a dotted option key (falls back to the key itself)."""
    names = {
        "deal.seats": QCoreApplication.translate("HouseRules", "座位数（3 = 捉鳖）"), "deal.flips": QCoreApplication.translate("HouseRules", "翻几张将"), "deal.dealer_cards": QCoreApplication.translate("HouseRules", "庄家起手张数"),
        "deal.other_cards": QCoreApplication.translate("HouseRules", "闲家起手张数"), "joys.enabled": QCoreApplication.translate("HouseRules", "带五张喜"), "joys.values": QCoreApplication.translate("HouseRules", "有 0–5 张喜的胡数"),
        "joys.all_in_deal": QCoreApplication.translate("HouseRules", "五张喜全在起手"), "joys.flip": QCoreApplication.translate("HouseRules", "翻到喜"), "joys.flip_multiplier": QCoreApplication.translate("HouseRules", "翻到喜时喜的倍数"),
        "levels.old_generals": QCoreApplication.translate("HouseRules", "老将"), "levels.old_level_by_old_flips": QCoreApplication.translate("HouseRules", "老将级别（翻中 0/1/2 张老将）"),
        "levels.head_tail_level": QCoreApplication.translate("HouseRules", "头尾将（一、九）级别"), "levels.flip_rank_scope": QCoreApplication.translate("HouseRules", "翻将带动的点数"),
        "levels.rank_level_by_flips": QCoreApplication.translate("HouseRules", "点数将级别（翻中 0/1/2 次）"),
        "values.table": QCoreApplication.translate("HouseRules", "胡数表（行=级别；碰 暗克 明杠 暗杠 龙）"), "values.flipped_peng_factor": QCoreApplication.translate("HouseRules", "翻出那种牌碰的倍数"),
        "values.old_trio_multiplier": QCoreApplication.translate("HouseRules", "三老会齐倍数"), "values.rounding": QCoreApplication.translate("HouseRules", "进整到"),
        "extras.self_drawn": QCoreApplication.translate("HouseRules", "自摸加胡"), "extras.middle": QCoreApplication.translate("HouseRules", "丫子（硬自摸 硬点炮 软自摸 软点炮）"),
        "extras.edge": QCoreApplication.translate("HouseRules", "拖尾 / 边张（同上）"), "extras.pair": QCoreApplication.translate("HouseRules", "吊头 / 单吊（同上）"),
        "extras.wenqian": QCoreApplication.translate("HouseRules", "文钱（0–4 副）"), "extras.gang_kai": QCoreApplication.translate("HouseRules", "杠开加胡"),
        "settlement.cap": QCoreApplication.translate("HouseRules", "封顶（0 = 不封顶）"), "settlement.baozhang": QCoreApplication.translate("HouseRules", "包张"),
        "settlement.qionghen_300": QCoreApplication.translate("HouseRules", "穷狠 300 胡"),
    }
    if key in names:
        return names[key]
    parts = key.split(".")
    types = {"piao": QCoreApplication.translate("HouseRules", "飘胡"), "qing": QCoreApplication.translate("HouseRules", "清胡"), "ta": QCoreApplication.translate("HouseRules", "塌胡"), "shisan": QCoreApplication.translate("HouseRules", "十三胡")}
    fields = {"base_self": QCoreApplication.translate("HouseRules", "自摸成胡"), "base_discard": QCoreApplication.translate("HouseRules", "点炮成胡"), "multiplier": QCoreApplication.translate("HouseRules", "倍数"), "enabled": QCoreApplication.translate("HouseRules", "启用")}
    mults = {"menpiao": QCoreApplication.translate("HouseRules", "闷子棍"), "tiancheng": QCoreApplication.translate("HouseRules", "天成"), "yihutouer": QCoreApplication.translate("HouseRules", "一胡头儿"), "qionghen": QCoreApplication.translate("HouseRules", "穷狠"),
             "haidi": QCoreApplication.translate("HouseRules", "海底捞月"), "dihu": QCoreApplication.translate("HouseRules", "地胡"), "baoting": QCoreApplication.translate("HouseRules", "报听 / 折庄"), "shuanglong": QCoreApplication.translate("HouseRules", "双龙"),
             "huimian": QCoreApplication.translate("HouseRules", "会面")}
    mfields = {"on": QCoreApplication.translate("HouseRules", "有"), "factor": QCoreApplication.translate("HouseRules", "倍数"), "joy_flip_factor": QCoreApplication.translate("HouseRules", "翻到喜时倍数"),
               "old_flip_factor": QCoreApplication.translate("HouseRules", "翻到老将时倍数")}
    if parts[0] == "hand_types" and len(parts) == 3:
        return f"{types.get(parts[1], parts[1])} · {fields.get(parts[2], parts[2])}"
    if parts[0] == "multipliers" and len(parts) == 3:
        return f"{mults.get(parts[1], parts[1])} · {mfields.get(parts[2], parts[2])}"
    return key


def editable_keys(preset_id: str) -> list[str]:
    flat = flatten(load_preset_data(preset_id))
    out = []
    for key in flat:
        last = key.split(".")[-1]
        if key in SKIP or key.startswith("name.") or last == "seed" or last.endswith("_seed"):
            continue
        out.append(key)
    return out


def seed_note(data: dict, key: str) -> str:
    """The ``*_seed`` note nearest to an option: its own, or its section's."""
    flat = flatten(data)
    parts = key.split(".")
    candidates = [key + "_seed", ".".join(parts[:-1] + ["seed"])]
    section = parts[0]
    candidates += [k for k in flat if k.startswith(section + ".") and k.endswith("_seed")
                   and parts[-1].split("_")[0] in k]
    for c in candidates:
        if isinstance(flat.get(c), str):
            return flat[c]
    return ""


class ListEditor(QWidget):
    """A row of spin boxes for a list of whole numbers (or a grid for the value table)."""

    def __init__(self, value, parent=None):
        super().__init__(parent)
        self.nested = bool(value) and isinstance(value[0], list)
        self.boxes: list[list[QSpinBox]] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        rows = value if self.nested else [value]
        for row in rows:
            line = QHBoxLayout()
            boxes = []
            for v in row:
                sb = QSpinBox()
                sb.setRange(0, 100000)
                sb.setValue(v)
                sb.setMinimumWidth(64)
                line.addWidget(sb)
                boxes.append(sb)
            line.addStretch(1)
            layout.addLayout(line)
            self.boxes.append(boxes)

    def value(self):
        rows = [[b.value() for b in row] for row in self.boxes]
        return rows if self.nested else rows[0]

    def set_value(self, value) -> None:
        rows = value if self.nested else [value]
        for boxes, row in zip(self.boxes, rows):
            for b, v in zip(boxes, row):
                b.setValue(v)

    def connect(self, fn) -> None:
        for row in self.boxes:
            for b in row:
                b.valueChanged.connect(lambda _v: fn())


class HouseRulesWindow(LearnWindow):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("house-rules-window")
        self.resize(1180, 820)
        self.editors: dict[str, object] = {}
        self.preset_id = PRESET_IDS[0]
        self.loading = False
        root = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.preset_label = QLabel()
        self.preset = QComboBox()
        self.preset.setObjectName("house-preset")
        self.name_label = QLabel()
        self.name = QLineEdit()
        self.name.setObjectName("house-name")
        self.name.setMaxLength(store.MAX_NAME_CHARS)
        self.save = QPushButton()
        self.save.setObjectName("house-save")
        self.reset = QPushButton()
        self.reset.setObjectName("house-reset")
        for w in (self.preset_label, self.preset, self.name_label):
            bar.addWidget(w)
        bar.addWidget(self.name, 1)
        bar.addWidget(self.save)
        bar.addWidget(self.reset)
        root.addLayout(bar)

        split = QSplitter(Qt.Orientation.Horizontal)
        self.form_host = QWidget()
        self.form_layout = QVBoxLayout(self.form_host)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.form_host)
        split.addWidget(scroll)
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
        row = QHBoxLayout()
        self.load_btn = QPushButton()
        self.load_btn.setObjectName("house-load")
        self.delete_btn = QPushButton()
        self.delete_btn.setObjectName("house-delete")
        self.export_btn = QPushButton()
        self.export_btn.setObjectName("house-export")
        self.import_btn = QPushButton()
        self.import_btn.setObjectName("house-import")
        for b in (self.load_btn, self.delete_btn, self.export_btn, self.import_btn):
            row.addWidget(b)
        self.message = QLabel()
        self.message.setObjectName("house-message")
        self.message.setWordWrap(True)
        sl.addWidget(self.diff_title)
        sl.addWidget(self.diff, 2)
        sl.addWidget(self.saved_title)
        sl.addWidget(self.saved, 1)
        sl.addLayout(row)
        sl.addWidget(self.message)
        split.addWidget(side)
        split.setSizes([720, 420])
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

    # ------------------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("家规"))
        self.preset_label.setText(self.tr("地区玩法"))
        refill_preset_combo(self.preset)
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
            self._build_form()
            self._apply_values(values)
        self.refresh_saved()

    def set_preset(self, preset_id: str, values: dict | None = None) -> None:
        self.preset_id = preset_id
        self.preset.blockSignals(True)
        self.preset.setCurrentIndex(PRESET_IDS.index(preset_id))
        self.preset.blockSignals(False)
        self._build_form()
        if values:
            self._apply_values(values)
        self.update_diff()

    def _build_form(self) -> None:
        self.loading = True
        while self.form_layout.count():
            item = self.form_layout.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        self.editors = {}
        data = load_preset_data(self.preset_id)
        flat = flatten(data)
        keys = editable_keys(self.preset_id)
        for section in SECTIONS:
            skeys = [k for k in keys if k.split(".")[0] == section]
            if not skeys:
                continue
            box = QGroupBox(section_title(section))
            form = QFormLayout(box)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
            for key in skeys:
                value = flat[key]
                editor = self._editor(key, value)
                label = QLabel(option_label(key))
                note = seed_note(data, key)
                tip = f"{key}\n{note}" if note else key
                label.setToolTip(tip)
                editor.setToolTip(tip)
                form.addRow(label, editor)
                self.editors[key] = editor
            self.form_layout.addWidget(box)
        self.form_layout.addStretch(1)
        self.loading = False

    def _editor(self, key: str, value):
        if isinstance(value, bool):
            w = QCheckBox()
            w.setChecked(value)
            w.toggled.connect(lambda _v: self.update_diff())
        elif isinstance(value, int):
            w = QSpinBox()
            w.setRange(0, 100000)
            if key == "deal.seats":
                w.setRange(3, 4)
            elif key == "deal.flips":
                w.setRange(1, 2)
            elif key in ("deal.dealer_cards", "deal.other_cards"):
                w.setRange(value, value)
            elif key.endswith("factor") and key.startswith("multipliers."):
                w.setRange(1, 64)
            elif key == "values.rounding":
                w.setRange(1, 1000)
            w.setValue(value)
            w.setSingleStep(10 if value >= 10 else 1)
            w.valueChanged.connect(lambda _v: self.update_diff())
        elif isinstance(value, str) and key in CHOICES:
            w = QComboBox()
            texts = {"double": self.tr("喜的胡数翻倍"), "reflip": self.tr("放一边，再翻一张"),
                     "group": self.tr("147 / 258 / 369 一组（跟随将）"), "rank": self.tr("只有那个点数")}
            for c in CHOICES[key]:
                w.addItem(texts.get(c, c), c)
            w.setCurrentIndex(CHOICES[key].index(value))
            w.currentIndexChanged.connect(lambda _i: self.update_diff())
        elif isinstance(value, list) and value and isinstance(value[0], str):
            w = QLineEdit(" ".join(value))
            w.textChanged.connect(lambda _t: self.update_diff())
        elif isinstance(value, list):
            w = ListEditor(value)
            w.connect(self.update_diff)
        else:
            w = QLineEdit(str(value))
            w.setEnabled(False)
        return w

    def _value_of(self, editor):
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
        return None

    def values(self) -> dict:
        return {k: self._value_of(e) for k, e in self.editors.items()}

    def set_value(self, key: str, value) -> None:
        e = self.editors[key]
        if isinstance(e, QCheckBox):
            e.setChecked(bool(value))
        elif isinstance(e, QSpinBox):
            e.setValue(int(value))
        elif isinstance(e, QComboBox):
            e.setCurrentIndex(max(0, e.findData(value)))
        elif isinstance(e, ListEditor):
            e.set_value(value)
        elif isinstance(e, QLineEdit):
            e.setText(" ".join(value))

    def _apply_values(self, values: dict) -> None:
        self.loading = True
        for k, v in values.items():
            if k in self.editors:
                self.set_value(k, v)
        self.loading = False
        self.update_diff()

    def overrides(self) -> dict:
        base = flatten(load_preset_data(self.preset_id))
        return {k: v for k, v in self.values().items() if base.get(k) != v}

    def ruleset(self) -> RuleSet:
        return RuleSet.preset(self.preset_id, self.overrides(), self.name.text().strip() or None)

    def update_diff(self) -> None:
        if self.loading:
            return
        self.diff.clear()
        base = flatten(load_preset_data(self.preset_id))
        over = self.overrides()
        for key, value in over.items():
            self.diff.addItem(self.tr("%1：%2 → %3").replace("%1", option_label(key))
                              .replace("%2", format_value(base.get(key))).replace("%3", format_value(value)))
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
            self.saved.addItem(f"{name}  ·  {RuleSet.preset(rs.preset_id).display_name(context().lang)}")
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
        except (store.RulesetProblem, OSError) as exc:
            self._say(self.tr("不能导入，什么都没有改动。原因：%1").replace("%1", str(exc)), error=True)
            return False
        self.refresh_saved()
        self.load_named(name)
        self._say(self.tr("已导入“%1”。").replace("%1", name))
        return True
