"""What every learning window stands on: the context it is drawn in and the base window.

A :class:`LearnContext` holds the face mode (人物 / 图型), the index-label setting and the language, and says
when they change; it is passed to each window explicitly. It can follow the main window's :class:`CardStyle`.
Language changes reach the windows as ``QEvent.LanguageChange`` and each calls its ``retranslate()``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale, QObject, Qt, Signal
from PySide6.QtWidgets import QWidget

from ...engine.cards import CARD_INFO
from ...storage.settings import SettingsStore
from ..models import CardStyle

FACES = ("figure", "pattern")


def current_lang() -> str:
    """The interface language as a cards.json / CARD_INFO key: zh_Hans, zh_Hant or en."""
    loc = QLocale()
    if loc.language() == QLocale.Language.Chinese:
        if loc.script() == QLocale.Script.TraditionalChineseScript or loc.territory() in (
                QLocale.Country.Taiwan, QLocale.Country.HongKong, QLocale.Country.Macau):
            return "zh_Hant"
        return "zh_Hans"
    if loc.language() == QLocale.Language.English:
        return "en"
    return "zh_Hans"


class LearnContext(QObject):  # COMPAT(wave2): ui.context (the one context: faces, labels, language, card size)
    """Face mode, index labels and language for the learning windows, with a ``changed`` signal."""

    changed = Signal()

    def __init__(self, face_mode: str = "figure", index_labels: bool = True):
        super().__init__()
        self.face_mode = face_mode
        self.index_labels = index_labels
        self._source: CardStyle | None = None

    @classmethod
    def from_settings(cls) -> LearnContext:
        """A context with the saved face mode and index labels (``storage.settings``)."""
        s = SettingsStore().load()
        return cls(s.face_mode, s.index_labels)

    @property
    def lang(self) -> str:
        return current_lang()

    def name(self, code: str) -> str:
        return CARD_INFO[code].name(self.lang)

    def set_style(self, face_mode: str, index_labels: bool) -> None:
        if face_mode in FACES and (face_mode, index_labels) != (self.face_mode, self.index_labels):
            self.face_mode, self.index_labels = face_mode, bool(index_labels)
            self.changed.emit()

    def set_face_mode(self, mode: str) -> None:
        self.set_style(mode, self.index_labels)

    def follow(self, style: CardStyle) -> None:
        """Follow the main window's card style (its face mode and index labels) from now on."""
        if style is self._source:
            return
        self._source = style
        style.changed.connect(lambda: self.set_style(style.face_mode, style.index_labels))
        self.set_style(style.face_mode, style.index_labels)


class LearnWindow(QWidget):
    """Base of the learning windows: a top-level window that retranslates live and follows the card style."""

    def __init__(self, ctx: LearnContext, parent: QWidget | None = None):
        super().__init__(parent, Qt.WindowType.Window)
        self.ctx = ctx
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        ctx.changed.connect(self.on_style_changed)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt naming
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:  # pragma: no cover - overridden
        pass

    def on_style_changed(self) -> None:
        pass
