"""The 记分 window's first page: a new evening (title, three or four players, the first dealer, the rule set —
a preset or a saved house rule — and how many hands), or one of the evenings kept, to go on with."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QButtonGroup, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLineEdit,
                               QListWidget, QListWidgetItem, QPushButton, QRadioButton, QSpinBox, QVBoxLayout,
                               QWidget)

from ...services.catalog import RuleChoice, rule_choices
from ...services.sheet_files import KeptSheet
from ..context import UiContext

MAX_SEATS = 4
MAX_PLANNED = 99


class SetupPage(QWidget):
    """``start`` when a new evening is asked for, ``resume`` (path) for a kept one."""

    start = Signal()
    resume = Signal(str)

    def __init__(self, ctx: UiContext, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.choices: list[RuleChoice] = []
        root = QHBoxLayout(self)
        self.new_box = QGroupBox()
        form = QFormLayout(self.new_box)
        self.title_edit = QLineEdit()
        self.title_edit.setObjectName("keeper-title")
        seats = QHBoxLayout()
        self.seat_group = QButtonGroup(self)
        self.seat_radios = {n: QRadioButton() for n in (4, 3)}
        for n, rb in self.seat_radios.items():
            rb.setObjectName(f"keeper-seats-{n}")
            self.seat_group.addButton(rb, n)
            seats.addWidget(rb)
        self.seat_radios[4].setChecked(True)
        self.name_edits = [QLineEdit() for _ in range(MAX_SEATS)]
        for i, e in enumerate(self.name_edits):
            e.setObjectName(f"keeper-name-{i}")
            e.textEdited.connect(lambda _t: self._refill_dealers())
        self.dealer_combo = QComboBox()
        self.dealer_combo.setObjectName("keeper-first-dealer")
        self.rules_combo = QComboBox()
        self.rules_combo.setObjectName("keeper-rules")
        self.planned = QSpinBox()
        self.planned.setObjectName("keeper-planned")
        self.planned.setRange(0, MAX_PLANNED)
        self.planned.setValue(6)
        self.start_button = QPushButton()
        self.start_button.setObjectName("keeper-start")
        self.start_button.setDefault(True)
        self.labels = {}
        for key, w in (("title", self.title_edit), ("seats", seats), ("name0", self.name_edits[0]),
                       ("name1", self.name_edits[1]), ("name2", self.name_edits[2]), ("name3", self.name_edits[3]),
                       ("dealer", self.dealer_combo), ("rules", self.rules_combo), ("planned", self.planned)):
            form.addRow(key, w)
            self.labels[key] = form.labelForField(w)
        form.addRow(self.start_button)
        root.addWidget(self.new_box, 1)
        self.kept_box = QGroupBox()
        kept = QVBoxLayout(self.kept_box)
        self.kept_list = QListWidget()
        self.kept_list.setObjectName("keeper-kept")
        self.open_button = QPushButton()
        self.open_button.setObjectName("keeper-open")
        kept.addWidget(self.kept_list, 1)
        kept.addWidget(self.open_button)
        root.addWidget(self.kept_box, 1)
        self.seat_group.idClicked.connect(lambda _n: self._seats_changed())
        self.start_button.clicked.connect(self.start)
        self.open_button.clicked.connect(self._open)
        self.kept_list.itemActivated.connect(lambda _it: self._open())

    def retranslate(self) -> None:
        self.new_box.setTitle(self.tr("新开一晚"))
        self.kept_box.setTitle(self.tr("记过的晚上"))
        texts = {"title": self.tr("这一晚"), "seats": self.tr("几家"), "name0": self.tr("第一家"),
                 "name1": self.tr("下家"), "name2": self.tr("对门"), "name3": self.tr("上家"),
                 "dealer": self.tr("先做庄"), "rules": self.tr("玩法"), "planned": self.tr("打几局")}
        for key, label in self.labels.items():
            if label is not None:
                label.setText(texts[key])
        self.title_edit.setPlaceholderText(self.tr("如：周六晚上"))
        self.seat_radios[4].setText(self.tr("四家（轮流定醒）"))
        self.seat_radios[3].setText(self.tr("三家（捉鳖）"))
        defaults = (self.tr("东家"), self.tr("南家"), self.tr("西家"), self.tr("北家"))
        for e, d in zip(self.name_edits, defaults, strict=True):
            e.setPlaceholderText(d)
        self.planned.setSpecialValueText(self.tr("不限"))
        self.start_button.setText(self.tr("开始记分"))
        self.open_button.setText(self.tr("接着记"))
        self.reload_rules()
        self._refill_dealers()

    def reload_rules(self) -> None:
        i = self.rules_combo.currentIndex()
        self.choices = rule_choices(self.ctx.lang)
        self.rules_combo.blockSignals(True)
        self.rules_combo.clear()
        for c in self.choices:
            self.rules_combo.addItem(self.tr("家规：%1").replace("%1", c.name) if c.house_rule else c.name)
        self.rules_combo.setCurrentIndex(min(max(0, i), len(self.choices) - 1))
        self.rules_combo.blockSignals(False)

    def _seats_changed(self) -> None:
        four = self.seats() == MAX_SEATS
        self.name_edits[3].setVisible(four)
        if self.labels["name3"] is not None:
            self.labels["name3"].setVisible(four)
        self._refill_dealers()

    def _refill_dealers(self) -> None:
        i = self.dealer_combo.currentIndex()
        self.dealer_combo.clear()
        self.dealer_combo.addItems(self.names())
        self.dealer_combo.setCurrentIndex(min(max(0, i), self.seats() - 1))

    def seats(self) -> int:
        return max(3, self.seat_group.checkedId())

    def names(self) -> list[str]:
        return [e.text().strip() or e.placeholderText() for e in self.name_edits[:self.seats()]]

    def choice(self) -> RuleChoice:
        return self.choices[max(0, self.rules_combo.currentIndex())]

    def show_kept(self, kept: list[KeptSheet]) -> None:
        self.kept_list.clear()
        for k in kept:
            totals = "  ".join(f"{n} {t:+d}" for n, t in zip(k.names, k.totals, strict=True))
            text = (self.tr("%1 · %2 · %3 局").replace("%1", k.title or k.created[:16].replace("T", " "))
                    .replace("%2", k.created[:10]).replace("%3", str(k.hands)) + "\n" + totals)
            it = QListWidgetItem(text)
            it.setData(Qt.ItemDataRole.UserRole, str(k.path))
            self.kept_list.addItem(it)
        if kept:
            self.kept_list.setCurrentRow(0)
        self.open_button.setEnabled(bool(kept))

    def _open(self) -> None:
        it = self.kept_list.currentItem()
        if it is not None:
            self.resume.emit(it.data(Qt.ItemDataRole.UserRole))
