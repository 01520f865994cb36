"""The 学习 menu: 入门课程, 图鉴, 练习, 错题, 算胡器, 牌理, 记分, 规则, 新手引导, 家规 and 统计.

``populate_learn_menu(menu, ctx, start_game, parent)`` adds one action per window; each opens its window (one
instance per window, raised when asked again), drawn in the context ``ctx``. 新手引导 starts the guided hand
through ``start_game`` (the table's, or None when there is no table). This module sits above every learning
window, so the windows never import each other.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from ..context import UiContext
from .guided import StartGame, start_guided_hand

KEYS = ("course", "gallery", "drills", "mistakes", "calculator", "analyse", "keeper", "rules", "guided",
        "house_rules", "stats")

translate = QCoreApplication.translate


class LearnMenu(QObject):
    """Owns the menu's actions and the windows they open (one of each)."""

    def __init__(self, menu: QMenu, ctx: UiContext, start_game: StartGame | None, parent: QWidget | None):
        super().__init__(menu)
        self.menu = menu
        self.ctx = ctx
        self.start_game = start_game
        self.parent_window = parent
        self.windows: dict[str, QWidget] = {}
        self.actions: dict[str, QAction] = {}
        for key in KEYS:
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
            "course": (translate("LearnMenu", "入门课程"), translate("LearnMenu", "七课学会打长牌，在真的牌桌上")),
            "gallery": (translate("LearnMenu", "图鉴"), translate("LearnMenu", "三十张牌的名字、人物和图型")),
            "drills": (translate("LearnMenu", "练习"), translate("LearnMenu", "认牌和算胡练习")),
            "mistakes": (translate("LearnMenu", "错题"), translate("LearnMenu", "复盘里最贵的打牌：你会打哪一张？")),
            "calculator": (translate("LearnMenu", "算胡器"), translate("LearnMenu", "为真实牌桌上的一手牌算胡")),
            "analyse": (translate("LearnMenu", "牌理"), translate("LearnMenu", "一手牌离听牌多远，打哪张，听什么")),
            "keeper": (translate("LearnMenu", "记分"), translate("LearnMenu", "真实牌桌上一晚的记分表")),
            "rules": (translate("LearnMenu", "规则"), translate("LearnMenu", "当前玩法的规则")),
            "guided": (translate("LearnMenu", "新手引导"), translate("LearnMenu", "一步一步打第一手牌")),
            "house_rules": (translate("LearnMenu", "家规"), translate("LearnMenu", "按你们的规矩修改玩法")),
            "stats": (translate("LearnMenu", "统计"), translate("LearnMenu", "战绩和称号")),
        }
        for key, (text, tip) in texts.items():
            self.actions[key].setText(text + ("…" if key != "guided" else ""))
            self.actions[key].setStatusTip(tip)
            self.actions[key].setToolTip(tip)

    def make_window(self, key: str) -> QWidget:
        """The window of ``key``, its module imported when it is first opened (not at start-up)."""
        ctx, parent = self.ctx, self.parent_window
        if key == "course":
            from .course import CourseWindow
            return CourseWindow(ctx, self.start_game, parent)
        if key == "gallery":
            from .gallery import GalleryWindow
            return GalleryWindow(ctx, parent)
        if key == "drills":
            from .drills import DrillsWindow
            return DrillsWindow(ctx, parent)
        if key == "calculator":
            from .calculator import CalculatorWindow
            return CalculatorWindow(ctx, parent)
        if key == "keeper":
            from ..keeper.keeper_window import KeeperWindow
            return KeeperWindow(ctx, parent)
        if key == "mistakes":
            from ..replay.mistakes import MistakesWindow
            return MistakesWindow(ctx, parent)
        if key == "analyse":
            from .analyse import AnalyseWindow
            return AnalyseWindow(ctx, parent)
        if key == "stats":
            from .stats_view import StatsWindow
            return StatsWindow(ctx, parent)
        if key == "rules":
            from .rules_view import RulesWindow
            return RulesWindow(ctx, self.start_game, parent)
        if key == "house_rules":
            from .house_rules import HouseRulesWindow
            return HouseRulesWindow(ctx, parent)
        raise KeyError(key)

    def open(self, key: str) -> QWidget | None:
        if key == "guided":
            start_guided_hand(self.start_game, self.parent_window)
            return None
        window = self.windows.get(key)
        if window is None:
            window = self.make_window(key)
            self.windows[key] = window
        window.show()
        window.raise_()
        window.activateWindow()
        return window


def populate_learn_menu(menu: QMenu, ctx: UiContext, start_game: StartGame | None,
                        parent: QWidget | None) -> LearnMenu:
    """Fill the main window's 学习 menu; returns the object owning the actions and windows."""
    owner = LearnMenu(menu, ctx, start_game, parent)
    menu.learn_owner = owner  # keep a Python reference alive with the menu
    return owner
