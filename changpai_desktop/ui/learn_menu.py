"""The 学习 menu and what its windows share.

``populate_learn_menu(menu, main_window)`` adds 图鉴, 练习, 算胡器, 规则, 新手引导, 家规 and 统计; each opens its
window (one instance per window, raised when asked again). The windows follow the face mode (人物 / 图型), the
index-label setting and the language: :class:`LearnContext` keeps them, taken from the main window's card style
when it has one (an object with ``face_mode``, ``index_labels``, ``lang`` and a ``changed`` signal) or from the
saved settings, and tells every window when they change. Language changes reach the windows as
``QEvent.LanguageChange`` and each calls its ``retranslate()``.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, QSize, Qt, Signal
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import QLabel, QMenu, QWidget

from ..engine.cards import CARD_INFO
from .card_faces import card_pixmap


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


class LearnContext(QObject):
    """Face mode, index labels and language for the learning windows, with a ``changed`` signal."""

    changed = Signal()

    def __init__(self):
        super().__init__()
        self.face_mode = "figure"
        self.index_labels = True
        self._source = None
        try:
            from ..storage.settings import SettingsStore

            s = SettingsStore().load()
            self.face_mode, self.index_labels = s.face_mode, s.index_labels
        except Exception:  # noqa: BLE001 - settings are a convenience here; defaults are fine
            pass

    @property
    def lang(self) -> str:
        return current_lang()

    def name(self, code: str) -> str:
        return CARD_INFO[code].name(self.lang)

    def figure(self, code: str) -> str:
        return CARD_INFO[code].figure(self.lang) or ""

    def set_face_mode(self, mode: str) -> None:
        if mode in ("figure", "pattern") and mode != self.face_mode:
            self.face_mode = mode
            self.changed.emit()

    def follow(self, source) -> None:
        """Follow a card-style object of the main window (face_mode, index_labels and a ``changed`` signal)."""
        if source is None or source is self._source:
            return
        self._source = source

        def sync():
            mode = getattr(source, "face_mode", self.face_mode)
            labels = bool(getattr(source, "index_labels", self.index_labels))
            if (mode, labels) != (self.face_mode, self.index_labels):
                self.face_mode, self.index_labels = mode, labels
                self.changed.emit()

        sync()
        signal = getattr(source, "changed", None)
        if signal is not None and hasattr(signal, "connect"):
            signal.connect(sync)


_context: LearnContext | None = None


def context() -> LearnContext:
    global _context
    if _context is None:
        _context = LearnContext()
    return _context


def card_label(code: str, width: int, mode: str | None = None, tooltip: bool = True) -> QLabel:
    """A QLabel showing one face, crisp on HiDPI, with the card's name as tooltip and accessible name."""
    label = QLabel()
    set_card(label, code, width, mode, tooltip)
    return label


def set_card(label: QLabel, code: str, width: int, mode: str | None = None, tooltip: bool = True) -> None:
    ctx = context()
    dpr = label.devicePixelRatioF() if label.isVisible() else max(1.0, label.screen().devicePixelRatio() if label.screen() else 1.0)
    label.setPixmap(card_pixmap(code, mode or ctx.face_mode, width, dpr, ctx.index_labels and width >= 24))
    label.setFixedSize(QSize(width, round(width * 3.4)))
    info = CARD_INFO[code]
    label.setAccessibleName(info.accessible_name(ctx.lang))
    if tooltip:
        label.setToolTip(info.accessible_name(ctx.lang))


def format_value(value) -> str:
    """A rule option's value as the rules page and the house-rules page show it (✓/✗, lists joined by /)."""
    if isinstance(value, bool):
        return "✓" if value else "✗"
    if isinstance(value, list):
        return " / ".join(format_value(v) for v in value)
    return str(value)


def refill_preset_combo(combo) -> None:
    """List the three presets in the current language, keeping the selection and sending no change signal."""
    from ..engine.rules import PRESET_IDS, RuleSet

    i = combo.currentIndex()
    combo.blockSignals(True)
    combo.clear()
    for p in PRESET_IDS:
        combo.addItem(RuleSet.preset(p).display_name(context().lang))
    combo.setCurrentIndex(max(0, i))
    combo.blockSignals(False)


def heading_font(widget: QWidget, scale: float = 1.35, bold: bool = True) -> QFont:
    font = QFont(widget.font())
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(bold)
    return font


class LearnWindow(QWidget):
    """Base of the learning windows: a top-level window that retranslates live and follows the card style."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        context().changed.connect(self.on_style_changed)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt naming
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:  # pragma: no cover - overridden
        pass

    def on_style_changed(self) -> None:
        pass


# --------------------------------------------------------------------------------------------------
# The menu

class _Menu(QObject):
    """Owns the menu's actions and the windows they open (one of each)."""

    KEYS = ("gallery", "drills", "calculator", "rules", "guided", "house_rules", "stats")

    def __init__(self, menu: QMenu, main_window):
        super().__init__(menu)
        self.menu = menu
        self.main_window = main_window
        self.windows: dict[str, QWidget] = {}
        self.actions: dict[str, QAction] = {}
        for key in self.KEYS:
            action = QAction(menu)
            action.setObjectName(f"learn-{key}")
            action.triggered.connect(lambda _checked=False, k=key: self.open(k))
            menu.addAction(action)
            self.actions[key] = action
            if key == "rules":
                menu.addSeparator()
        menu.installEventFilter(self)
        self.retranslate()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if obj is self.menu and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def retranslate(self) -> None:
        texts = {
            "gallery": (QCoreApplication.translate("LearnMenu", "图鉴"), QCoreApplication.translate("LearnMenu", "三十张牌的名字、人物和图型")),
            "drills": (QCoreApplication.translate("LearnMenu", "练习"), QCoreApplication.translate("LearnMenu", "认牌和算胡练习")),
            "calculator": (QCoreApplication.translate("LearnMenu", "算胡器"), QCoreApplication.translate("LearnMenu", "为真实牌桌上的一手牌算胡")),
            "rules": (QCoreApplication.translate("LearnMenu", "规则"), QCoreApplication.translate("LearnMenu", "当前玩法的规则")),
            "guided": (QCoreApplication.translate("LearnMenu", "新手引导"), QCoreApplication.translate("LearnMenu", "一步一步打第一手牌")),
            "house_rules": (QCoreApplication.translate("LearnMenu", "家规"), QCoreApplication.translate("LearnMenu", "按你们的规矩修改玩法")),
            "stats": (QCoreApplication.translate("LearnMenu", "统计"), QCoreApplication.translate("LearnMenu", "战绩和称号")),
        }
        for key, (text, tip) in texts.items():
            self.actions[key].setText(text + ("…" if key != "guided" else ""))
            self.actions[key].setStatusTip(tip)
            self.actions[key].setToolTip(tip)

    def factory(self, key: str) -> Callable[[], QWidget]:
        parent = self.main_window if isinstance(self.main_window, QWidget) else None
        if key == "gallery":
            from .gallery import GalleryWindow
            return lambda: GalleryWindow(parent)
        if key == "drills":
            from .drills import DrillsWindow
            return lambda: DrillsWindow(parent)
        if key == "calculator":
            from .calculator import CalculatorWindow
            return lambda: CalculatorWindow(parent)
        if key == "rules":
            from .rules_view import RulesWindow
            return lambda: RulesWindow(parent, main_window=self.main_window)
        if key == "house_rules":
            from .house_rules import HouseRulesWindow
            return lambda: HouseRulesWindow(parent)
        if key == "stats":
            from .stats_view import StatsWindow
            return lambda: StatsWindow(parent)
        raise KeyError(key)

    def open(self, key: str) -> QWidget | None:
        if key == "guided":
            from .guided import start_guided_hand
            start_guided_hand(self.main_window)
            return None
        window = self.windows.get(key)
        if window is None:
            window = self.factory(key)()
            self.windows[key] = window
        window.show()
        window.raise_()
        window.activateWindow()
        return window


def _find_card_style(main_window):
    for name in ("card_style", "style_state", "cards_style", "cardStyle"):
        obj = getattr(main_window, name, None)
        if obj is not None and hasattr(obj, "face_mode"):
            return obj
    for obj in list(getattr(main_window, "__dict__", {}).values()):
        if hasattr(obj, "face_mode") and hasattr(obj, "changed"):
            return obj
    return None


def populate_learn_menu(menu: QMenu, main_window) -> "_Menu":
    """Fill the main window's 学习 menu; returns the object owning the actions and windows."""
    context().follow(_find_card_style(main_window))
    owner = _Menu(menu, main_window)
    menu.setProperty("learn_menu_owner", True)
    menu._learn_owner = owner  # keep a Python reference alive with the menu
    return owner
