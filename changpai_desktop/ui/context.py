"""The one UI context: how cards look and which language words are in, passed explicitly to every view.

The main window makes ONE :class:`UiContext` from the settings and hands it to the table, the side panel, the
dialogs and the 学习 windows (``populate_learn_menu(menu, ctx, host)``). Nobody looks for it by probing: a view
that draws cards or card names takes a ``UiContext`` argument. When the face mode, the index labels, the language
or the card size change, the main window calls the matching setter and every view repaints on ``changed``.

- ``face_mode``: "figure" (人物) or "pattern" (图型);
- ``index_labels``: the beginner's rank-and-suit index on the faces;
- ``lang``: "zh_Hans", "zh_Hant" or "en" (the keys of ``engine.cards.CARD_INFO`` and of the glossary);
- ``card_width``: the card-size setting (the hand's card width at 1×, logical px);
- ``large_print``: 大字 for older players: bigger cards (``LARGE_PRINT_CARDS`` × the setting), bigger text
  (``text_scale()``) and higher contrast;
- ``scale``: the table's scale for large windows, ``fitted``: the hand's card width the table found to fit its
  space, and ``text_fit``: how much the text had to shrink besides (the table sets them on resize; they do not
  emit ``changed``). The card-size setting is a preference
  within what fits: ``base()`` is the setting times the scale, never more than ``fitted``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QFont, QPixmap
from PySide6.QtWidgets import QApplication

from ..engine.cards import CARD_INFO
from ..storage.settings import FACE_MODES, LANGUAGES, Settings
from .widgets.card_faces import card_pixmap

CARD_SIZES = (32, 40, 52, 64)   # the card-size choices of the 视图 menu and the settings dialog
SPEEDS = 5                      # computer paces, 0 slow … 4 instant


def size_names() -> tuple[str, ...]:
    """The names of the card sizes (:data:`CARD_SIZES`), in the interface language: the 视图 menu's and the
    settings dialog's."""
    return (QCoreApplication.translate("options", "小"), QCoreApplication.translate("options", "中"),
            QCoreApplication.translate("options", "大"), QCoreApplication.translate("options", "特大"))


def speed_names() -> tuple[str, ...]:
    """The names of the computer paces (0 … ``SPEEDS`` − 1), in the interface language."""
    return (QCoreApplication.translate("options", "慢"), QCoreApplication.translate("options", "较慢"),
            QCoreApplication.translate("options", "适中"), QCoreApplication.translate("options", "快"),
            QCoreApplication.translate("options", "瞬间"))
MIN_INDEX_WIDTH = 24      # narrower faces get no index label: it would not be readable
LARGE_PRINT_CARDS = 1.25  # 大字: the card-size preference grows by this much
LARGE_PRINT_TEXT = 1.3    # 大字: and the table's text by this much at least
LARGE_PRINT_EXTRA = 0.1   # (and a little more than the cards' own growth on a large window)
REFERENCE_CARD = 40       # the card width at which the table's text has its designed size
MAX_TEXT_SCALE = 1.8


class UiContext(QObject):
    """Faces, labels, language and card size of the running app; ``changed`` fires after every setter."""

    changed = Signal()

    def __init__(self, face_mode: str = "figure", index_labels: bool = True, lang: str = "zh_Hans",
                 card_width: int = 40, parent: QObject | None = None, large_print: bool = False):
        super().__init__(parent)
        self.face_mode = face_mode if face_mode in FACE_MODES else "figure"
        self.index_labels = bool(index_labels)
        self.lang = lang if lang in LANGUAGES else "zh_Hans"
        self.card_width = card_width
        self.large_print = bool(large_print)
        self.scale = 1.0
        self.fitted: int | None = None
        self.text_fit = 1.0    # below 1 when even the smallest cards leave too little room for the text

    @classmethod
    def from_settings(cls, settings: Settings, parent: QObject | None = None) -> UiContext:
        return cls(settings.face_mode, settings.index_labels, settings.language, settings.card_width, parent,
                   settings.large_print)

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

    def set_large_print(self, on: bool) -> None:
        self.large_print = bool(on)
        self.changed.emit()

    # --- what views ask -------------------------------------------------------------------------------
    def preferred(self) -> int:
        """The card width the player asked for: the setting (larger in 大字) times the window scale."""
        return round(self.card_width * (LARGE_PRINT_CARDS if self.large_print else 1.0) * self.scale)

    def base(self) -> int:
        """The hand's card width in logical pixels: the preference, within what fits the table."""
        pref = self.preferred()
        return pref if self.fitted is None else min(pref, self.fitted)

    def text_scale(self) -> float:
        """How much larger than designed the table's text is drawn: with the cards, and more in 大字."""
        grow = max(1.0, min(MAX_TEXT_SCALE, self.base() / REFERENCE_CARD))
        if self.large_print:   # 大字: at least this much larger, more where the cards grow beyond it
            grow = max(grow, LARGE_PRINT_TEXT) + LARGE_PRINT_EXTRA
        return round(grow * self.text_fit, 1)

    def print_font(self) -> QFont:
        """The app's font for text that is not the table's: LARGE_PRINT_TEXT times larger in 大字 (the side panel,
        the 学习 windows, the menus and dialogs)."""
        f = QFont(QApplication.font())
        if self.large_print:
            f.setPointSizeF(f.pointSizeF() * LARGE_PRINT_TEXT)
        return f

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
