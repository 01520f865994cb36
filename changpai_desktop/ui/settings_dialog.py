"""设置: one dialog with every option of the app — language, card faces, index labels, the computer's speed, card
size, sorting, the side panel, hints and the automatic moves (``services.auto_play``). The menus keep their quick
toggles; this dialog applies its values through the main window's own setters, so both stay in step.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QSlider,
                               QVBoxLayout)

from ..storage.settings import Settings
from .context import CARD_SIZES, SPEEDS, size_names, speed_names
from .i18n import LANGUAGES
from .keys import add_close_keys



def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


@dataclass(frozen=True)
class Chosen:
    """The dialog's values, for the main window to apply."""

    language: str
    face_mode: str
    index_labels: bool
    speed: int
    card_width: int
    sort_hand: bool
    side_panel: bool
    hints: bool
    auto_win: bool
    auto_pass: bool
    auto_discard_ready: bool
    sound_on: bool = True
    sound_volume: int = 70
    voice: bool = False


class SettingsDialog(QDialog):
    """Shows ``settings`` as they are; ``chosen()`` after OK."""

    BOXES = ("index_labels", "sort_hand", "side_panel", "hints", "auto_win", "auto_pass", "auto_discard_ready",
             "sound_on", "voice")

    def __init__(self, settings: Settings, parent=None):
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        s = settings
        self.language = QComboBox()
        for code, label in LANGUAGES.items():
            self.language.addItem(label, code)   # each language named in itself
        self.language.setCurrentIndex(max(0, self.language.findData(s.language)))
        self.faces = QComboBox()
        self.speed = QComboBox()
        self.size = QComboBox()
        self.boxes = {name: QCheckBox() for name in self.BOXES}
        values = asdict(s)
        for name, box in self.boxes.items():
            box.setObjectName(f"setting-{name}")
            box.setChecked(bool(values[name]))
        self._values = (s.face_mode, s.speed, s.card_width)
        self.view_form = QFormLayout()
        self.view_box = QGroupBox()
        self.view_box.setLayout(self.view_form)
        self.play_form = QFormLayout()
        self.play_box = QGroupBox()
        self.play_box.setLayout(self.play_form)
        self.labels = {}
        for form, key, widget in ((self.view_form, "language", self.language), (self.view_form, "faces", self.faces),
                                  (self.view_form, "size", self.size), (self.play_form, "speed", self.speed)):
            form.addRow(key, widget)
            self.labels[key] = form.labelForField(widget)
        for name in ("index_labels", "sort_hand", "side_panel"):
            self.view_form.addRow(self.boxes[name])
        for name in ("hints", "auto_win", "auto_pass", "auto_discard_ready"):
            self.play_form.addRow(self.boxes[name])
        self.sound_form = QFormLayout()
        self.sound_box = QGroupBox()
        self.sound_box.setLayout(self.sound_form)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setObjectName("setting-sound_volume")
        self.volume.setRange(0, 100)
        self.volume.setValue(s.sound_volume)
        self.sound_form.addRow(self.boxes["sound_on"])
        self.sound_form.addRow("volume", self.volume)
        self.labels["volume"] = self.sound_form.labelForField(self.volume)
        self.sound_form.addRow(self.boxes["voice"])
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.view_box)
        lay.addWidget(self.play_box)
        lay.addWidget(self.sound_box)
        lay.addWidget(self.buttons)
        add_close_keys(self)
        self.retranslate()

    def _fill(self, combo: QComboBox, items: list[tuple[str, object]], current) -> None:
        now = combo.currentData() if combo.count() else current
        combo.clear()
        for text, data in items:
            combo.addItem(text, data)
        combo.setCurrentIndex(max(0, combo.findData(now)))

    def retranslate(self) -> None:
        face, speed, width = self._values
        self.setWindowTitle(translate("settings", "设置"))
        self.view_box.setTitle(translate("settings", "牌桌"))
        self.play_box.setTitle(translate("settings", "打牌"))
        texts = {"language": translate("settings", "语言 Language"), "faces": translate("settings", "牌面"),
                 "size": translate("settings", "牌的大小"), "speed": translate("settings", "电脑速度"),
                 "volume": translate("settings", "音量")}
        self.sound_box.setTitle(translate("settings", "声音"))
        for key, label in self.labels.items():
            label.setText(texts[key])
        self._fill(self.faces, [(translate("settings", "人物"), "figure"), (translate("settings", "图型"), "pattern")],
                   face)
        self._fill(self.size, list(zip(size_names(), CARD_SIZES, strict=True)), width)
        self._fill(self.speed, list(zip(speed_names(), range(SPEEDS), strict=True)), speed)
        boxes = {
            "index_labels": translate("settings", "新手角标（牌角的点数和花色）"),
            "sort_hand": translate("settings", "自动理牌"),
            "side_panel": translate("settings", "显示侧栏（提示、听牌、记录、记分）"),
            "hints": translate("settings", "可以要提示（? 键和侧栏的提示按钮）"),
            "auto_win": translate("settings", "自动胡：能胡就胡"),
            "auto_pass": translate("settings", "自动过：用不上的碰、杠（拿了也不更接近胡）"),
            "auto_discard_ready": translate("settings", "报听后自动打出摸到的牌（胡牌除外）"),
            "sound_on": translate("settings", "打牌的声音（出牌、摸牌、碰杠、胡牌）"),
            "voice": translate("settings", "报牌的人声（碰、杠、胡和打出的牌名；要系统有这种语言的语音）"),
        }
        for name, text in boxes.items():
            self.boxes[name].setText(text)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("settings", "确定"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(translate("settings", "取消"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def chosen(self) -> Chosen:
        b = {name: box.isChecked() for name, box in self.boxes.items()}
        return Chosen(self.language.currentData(), self.faces.currentData(), b["index_labels"],
                      self.speed.currentData(), self.size.currentData(), b["sort_hand"], b["side_panel"], b["hints"],
                      b["auto_win"], b["auto_pass"], b["auto_discard_ready"], b["sound_on"], self.volume.value(),
                      b["voice"])
