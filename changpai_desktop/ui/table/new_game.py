"""The new-game dialog: region preset or saved house rules, 3 or 4 seats, each computer's level, hands, a seed."""

from __future__ import annotations

from contextlib import suppress

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel,
                               QLineEdit, QRadioButton, QVBoxLayout)

from ...engine.rules import RuleSet
from ...engine.replay import DealCodeError
from ...services.catalog import find_choice, rule_choices
from ...services.replay import seed_of_deal_code


def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


class NewGameDialog(QDialog):
    """Region preset or saved house rules, 3 or 4 seats, each computer's level, hands, an optional seed."""

    def __init__(self, settings, parent=None):
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("newGameDialog")
        self.rule = QComboBox()
        self.rules: list[tuple[str, str | RuleSet]] = self._rule_choices(settings)
        self.four = QRadioButton()
        self.three = QRadioButton()
        (self.four if settings.seats == 4 else self.three).setChecked(True)
        seats_row = QHBoxLayout()
        seats_row.addWidget(self.four)
        seats_row.addWidget(self.three)
        seats_row.addStretch(1)
        self.level_boxes = []
        self.level_labels = []
        for i in range(3):
            box = QComboBox()
            for key in ("easy", "normal", "hard"):
                box.addItem("", key)
            lv = settings.levels[i] if i < len(settings.levels) else "normal"
            box.setCurrentIndex(("easy", "normal", "hard").index(lv) if lv in ("easy", "normal", "hard") else 1)
            self.level_boxes.append(box)
            self.level_labels.append(QLabel())
        self.hands = QComboBox()
        for n in (6, 9, 12, 0):
            self.hands.addItem("", n)
        self.hands.setCurrentIndex({6: 0, 9: 1, 12: 2, 0: 3}.get(settings.hands, 0))
        self.seed = QLineEdit()
        self.seed.setObjectName("seedEdit")
        self.casual = QCheckBox()
        self.casual.setChecked(True)
        self.teaching = QCheckBox()
        self.teaching.setObjectName("new-game-teaching")
        self.teaching.setChecked(settings.teaching_table)
        form = QFormLayout()
        self.form = form
        self.l_rule, self.l_seats, self.l_hands, self.l_seed = QLabel(), QLabel(), QLabel(), QLabel()
        form.addRow(self.l_rule, self.rule)
        form.addRow(self.l_seats, seats_row)
        for lab, box in zip(self.level_labels, self.level_boxes, strict=True):
            form.addRow(lab, box)
        form.addRow(self.l_hands, self.hands)
        form.addRow(self.l_seed, self.seed)
        form.addRow("", self.casual)
        form.addRow("", self.teaching)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b3232a")
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.error)
        lay.addWidget(self.buttons)
        self.four.toggled.connect(self._seats_changed)
        self.retranslate()
        self._seats_changed()

    def _rule_choices(self, settings) -> list[tuple[str, str | RuleSet]]:
        """The region presets, then the saved house-rule sets (``services.catalog``); the settings' choice is
        selected. Each entry: (its label, a preset id or the house rule's RuleSet)."""
        choices = rule_choices(settings.language)
        rules: list[tuple[str, str | RuleSet]] = [
            (translate("new_game", "家规：%1").replace("%1", c.name), c.ruleset) if c.house_rule else (c.name, c.id)
            for c in choices]
        for label, _ in rules:
            self.rule.addItem(label)
        with suppress(KeyError):     # a house rule since deleted: the first preset stays selected
            self.rule.setCurrentIndex(find_choice(choices, settings.ruleset_name or settings.preset))
        return rules

    def retranslate(self) -> None:
        self.setWindowTitle(translate("new_game", "新游戏"))
        self.l_rule.setText(translate("new_game", "规则"))
        self.l_seats.setText(translate("new_game", "座位"))
        self.four.setText(translate("new_game", "四人（轮流定醒）"))
        self.three.setText(translate("new_game", "三人（捉鳖）"))
        seats = (translate("new_game", "下家"), translate("new_game", "对门"), translate("new_game", "上家"))
        for lab, seat in zip(self.level_labels, seats, strict=True):
            lab.setText(seat)
        for box in self.level_boxes:
            levels = (translate("new_game", "入门"), translate("new_game", "熟手"), translate("new_game", "高手"))
            for j, t in enumerate(levels):
                box.setItemText(j, t)
        self.l_hands.setText(translate("new_game", "局数"))
        hands = (translate("new_game", "6 局"), translate("new_game", "9 局"), translate("new_game", "12 局"),
                 translate("new_game", "不限"))
        for j, t in enumerate(hands):
            self.hands.setItemText(j, t)
        self.l_seed.setText(translate("new_game", "牌局编号"))
        self.seed.setPlaceholderText(translate("new_game", "留空则随机；填同一个数或朋友的牌局代码，打同一副牌"))
        self.casual.setText(translate("new_game", "休闲局（可以悔牌）"))
        self.teaching.setText(translate("new_game", "教学牌桌（电脑的牌都亮着，每一步说明为什么）"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("new_game", "开始"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(translate("new_game", "取消"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _seats_changed(self) -> None:
        four = self.four.isChecked()
        self.level_labels[1].setText(translate("new_game", "对门") if four else translate("new_game", "上家"))
        self.level_labels[2].setVisible(four)
        self.level_boxes[2].setVisible(four)

    def _seed(self) -> int | None:
        """The seed typed, or the one a friend's deal code (seed-digest, ui/replay) gives for these rules."""
        text = self.seed.text().strip()
        if "-" in text:
            return seed_of_deal_code(text, self.rules[self.rule.currentIndex()][1], 4 if self.four.isChecked() else 3)
        return int(text) if text else None

    def _accept(self) -> None:
        text = self.seed.text().strip()
        if "-" in text:
            try:
                self._seed()
            except DealCodeError as exc:
                self.error.setText(translate("new_game", "这个牌局代码是别的玩法或人数的：请选和朋友一样的玩法")
                                   if exc.problem == "rules" else translate("new_game", "牌局代码的样子是 7-1a2b3c4d"))
                return
        elif text and not (text.isdigit() and len(text) <= 12):
            self.error.setText(translate("new_game", "牌局编号要填一个整数（最多 12 位）"))
            return
        self.settings.teaching_table = self.teaching.isChecked()   # saved with the game's other choices
        self.accept()

    def values(self) -> dict:
        seats = 4 if self.four.isChecked() else 3
        levels = [b.currentData() for b in self.level_boxes][: seats - 1]
        hands = self.hands.currentData()
        return {"rules": self.rules[self.rule.currentIndex()][1], "seats": seats, "levels": levels,
                "hands": hands or None, "seed": self._seed(), "casual": self.casual.isChecked()}
