"""The box that tells the user about their damaged files (``services.notices``): one box for all the notices of a
moment (the start, or a learning window opening), each notice in the window's language — which file, what was
wrong, where the kept copy is, what the app did. The question about a house rule that cannot be used, asked when
a game would start with it, is here too."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ..services.catalog import preset_name
from ..services.notices import HouseRuleTrouble, Notice, notice_text, trouble_text

# Paths are long: a box as narrow as Qt makes it would wrap every line. (The labels' names are QMessageBox's.)
WIDE_LABELS = "QLabel#qt_msgbox_label, QLabel#qt_msgbox_informativelabel { min-width: 560px; }"

def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


def notice_box(parent: QWidget | None, found: Sequence[Notice], lang: str) -> QMessageBox:
    """The box telling ``found`` (not shown yet: the caller opens or execs it)."""
    box = QMessageBox(parent)
    box.setObjectName("noticeBox")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(translate("notices", "有文件坏了"))
    box.setText(translate("notices", "长牌读你的文件时发现了问题。坏了的文件都留着，没有删除。"))
    box.setInformativeText("\n\n".join(notice_text(n, lang) for n in found))
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.setStyleSheet(WIDE_LABELS)
    return box


def ask_play_preset(parent: QWidget | None, trouble: HouseRuleTrouble, lang: str) -> bool:
    """Ask whether to play the preset instead of the house rule that cannot be used; True for yes."""
    name = preset_name(trouble.preset, lang)
    box = QMessageBox(parent)
    box.setObjectName("houseRuleBox")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(translate("notices", "家规用不了"))
    box.setText(trouble_text(trouble, lang))
    box.setInformativeText(translate("notices", "要改用预设「%1」开始这一场吗？").replace("%1", name))
    yes = box.addButton(translate("notices", "用「%1」开打").replace("%1", name), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(translate("notices", "先不开始"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(yes)
    box.setStyleSheet(WIDE_LABELS)
    box.exec()
    return box.clickedButton() is yes
