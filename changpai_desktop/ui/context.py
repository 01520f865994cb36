"""The one UI context: how cards look and which language words are in, passed explicitly to every view.

The main window makes ONE :class:`UiContext` from the settings and hands it to the table, the side panel, the
dialogs and the 学习 windows (``populate_learn_menu(menu, ctx, host)``). Nobody looks for it by probing: a view
that draws cards or card names takes a ``UiContext`` argument. When the face mode, the index labels, the language
or the card size change, the main window calls the matching setter and every view repaints on ``changed``.

- ``face_mode``: "figure" (人物) or "pattern" (图型);
- ``index_labels``: the beginner's rank-and-suit index on the faces;
- ``lang``: "zh_Hans", "zh_Hant" or "en" (the keys of ``engine.cards.CARD_INFO`` and of the glossary);
- ``card_width``: the card-size setting (the hand's card width at 1×, logical px);
- ``scale``: the table's scale for large windows (the table sets it on resize; it does not emit ``changed``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QPixmap

from ..engine.cards import CARD_INFO
from ..storage.settings import FACE_MODES, LANGUAGES, Settings
from .widgets.card_faces import card_pixmap

MIN_INDEX_WIDTH = 24      # narrower faces get no index label: it would not be readable


class UiContext(QObject):
    """Faces, labels, language and card size of the running app; ``changed`` fires after every setter."""

    changed = Signal()

    def __init__(self, face_mode: str = "figure", index_labels: bool = True, lang: str = "zh_Hans",
                 card_width: int = 40, parent: QObject | None = None):
        super().__init__(parent)
        self.face_mode = face_mode if face_mode in FACE_MODES else "figure"
        self.index_labels = bool(index_labels)
        self.lang = lang if lang in LANGUAGES else "zh_Hans"
        self.card_width = card_width
        self.scale = 1.0

    @classmethod
    def from_settings(cls, settings: Settings, parent: QObject | None = None) -> UiContext:
        return cls(settings.face_mode, settings.index_labels, settings.language, settings.card_width, parent)

    # --- setters (each emits ``changed`` once) ----------------------------------------------------------
    def set_face_mode(self, mode: str) -> None:
        if mode in FACE_MODES:
            self.face_mode = mode
            self.changed.emit()

    def set_index_labels(self, on: bool) -> None:
        self.index_labels = bool(on)
        self.changed.emit()

    def set_language(self, lang: str) -> None:
        if lang in LANGUAGES:
            self.lang = lang
            self.changed.emit()

    def set_card_width(self, width: int) -> None:
        self.card_width = int(width)
        self.changed.emit()

    # --- what views ask -------------------------------------------------------------------------------
    def base(self) -> int:
        """The hand's card width in logical pixels: the card-size setting times the window scale."""
        return round(self.card_width * self.scale)

    def card_name(self, code: str) -> str:
        """The card's name in the language (五万 / 五萬 / English)."""
        return CARD_INFO[code].name(self.lang)

    def accessible_name(self, code: str) -> str:
        """The card's name with its figure, for screen readers and tooltips ("二条 吕洞宾")."""
        return CARD_INFO[code].accessible_name(self.lang)

    def figure(self, code: str) -> str:
        """The card's figure (人物) in the language, or "" when it has none."""
        return CARD_INFO[code].figure(self.lang) or ""

    def pixmap(self, code: str, width: int, dpr: float = 1.0, face_mode: str | None = None) -> QPixmap:
        """The face of ``code`` ``width`` logical px wide in this context's face mode (or ``face_mode``), with the
        index label when it is on and the card is wide enough to read it."""
        labels = self.index_labels and width >= MIN_INDEX_WIDTH
        return card_pixmap(code, face_mode or self.face_mode, width, dpr, labels)
