"""The keyboard, in one place: the key list of 帮助 → 键盘操作, the close keys of every secondary window and the
focus mark, so that nothing needs the mouse and the focus is always seen.

``add_close_keys(window)`` gives a window (a learning window, the score sheet, a dialog) Escape and Ctrl+W, each
closing it; ``FOCUS_QSS`` draws a clear ring on the focused button of the table (the felt hides Qt's own).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QAbstractSpinBox, QApplication, QLineEdit,
                               QWidget)
from shiboken6 import isValid

CLOSE_KEYS = ("Escape", "Ctrl+W")

FOCUS = "#2f8cff"   # the keyboard's ring, the same everywhere: blue, apart from the gold of the seat whose turn it is
FOCUS_QSS = f"""
#handView {{ border: 2px solid transparent; border-radius: 6px; }}
#handView:focus {{ border: 2px solid {FOCUS}; }}
QPushButton[action]:focus {{ border: 3px solid {FOCUS}; }}
QToolButton:focus {{ border: 2px solid {FOCUS}; border-radius: 3px; }}
#skipButton {{ background: #ffd24a; color: #7a0f14; font-weight: bold; border: 1px solid #b3232a;
  border-radius: 4px; padding: 2px 10px; }}
#handLog:focus, QTableView:focus {{ border: 2px solid {FOCUS}; }}
#hintButton, #applyHintButton {{ border: 1px solid #a8a29a; border-radius: 4px; padding: 5px 8px;
  background: #f7f5f1; }}
#hintButton:hover, #applyHintButton:hover {{ background: #fffdf8; }}
#hintButton:pressed, #applyHintButton:pressed {{ background: #e6e1d8; }}
#hintButton:disabled, #applyHintButton:disabled {{ color: #a09a90; background: #efece6; }}
#hintButton:focus, #applyHintButton:focus {{ border: 3px solid {FOCUS}; padding: 3px 6px; }}
"""


def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


def add_keys(widget: QWidget, keys: dict) -> list[QShortcut]:
    """Shortcuts ``{key: slot}`` that work while ``widget``'s window is the active one."""
    made = []
    for key, slot in keys.items():
        shortcut = QShortcut(QKeySequence(key), widget)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.activated.connect(slot)
        made.append(shortcut)
    return made   # each shortcut is a child of ``widget``: Qt keeps it, and its connection, as long as the widget


def add_close_keys(window: QWidget) -> list[QShortcut]:
    """Escape and Ctrl+W close ``window`` (wherever the focus is inside it)."""
    return add_keys(window, dict.fromkeys(CLOSE_KEYS, window.close))


MOVE_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End)
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def keep_hand_focus(obj: QWidget, event, hand: QWidget) -> bool:
    """The table's keys when the focus has left the hand (a Tab onto a button or the side panel): Escape brings
    it back; ← → Home End go back to the hand and move there; Enter presses a focused button, and from the side
    panel's lists (where it does nothing) it goes to the hand. Up and Down still scroll those lists. True when
    the key was taken."""
    key = event.key()
    if key == Qt.Key.Key_Escape:
        hand.setFocus(Qt.FocusReason.ShortcutFocusReason)
        return True
    if obj is hand or not isinstance(obj, (QAbstractButton, QAbstractItemView)) or obj.isAncestorOf(hand):
        return False
    if key in ENTER_KEYS and isinstance(obj, QAbstractButton):
        if obj.isEnabled():
            obj.click()
        return True
    if key in MOVE_KEYS or key in ENTER_KEYS:
        hand.setFocus(Qt.FocusReason.ShortcutFocusReason)
        QApplication.sendEvent(hand, event)
        return True
    return False


class ActionKeys(QObject):
    """The action keys (H 胡, G 杠, P 碰, Space 过, …) and ``keep_hand_focus`` wherever the focus is in ``window``,
    unless a text field or a dialog has it. The keys are caught on their way to the focused widget (the filter
    follows the focus; keys with no focus widget come to the window itself). Not an application-wide filter:
    that put every event of the app through Python, and each call waits for the interpreter while the computer
    seats think on the worker thread (the longest stall of the table 5-10 ms shorter without it)."""

    def __init__(self, window: QWidget, hand: Callable[[], QWidget], handle_key: Callable[[int], bool]):
        super().__init__(window)
        self.window, self.hand, self.handle_key = window, hand, handle_key
        self.stopped = False
        window.installEventFilter(self)
        # The hand always has the filter: a window the system never activated (no window manager, some remote
        # desktops) gets its keys in its own focus widget, the hand, without any focusChanged signal.
        hand().installEventFilter(self)
        QApplication.instance().focusChanged.connect(self._follow)
        self._follow(None, QApplication.focusWidget())

    def stop(self) -> None:
        """The window closes: no more keys."""
        if self.stopped:
            return
        self.stopped = True
        QApplication.instance().focusChanged.disconnect(self._follow)
        for widget in (QApplication.focusWidget(), self.hand()):
            if widget is not None and isValid(widget):
                widget.removeEventFilter(self)

    def _follow(self, old: QWidget | None, new: QWidget | None) -> None:
        if old is not None and old is not self.window and old is not self.hand() and isValid(old):
            old.removeEventFilter(self)   # (a widget being deleted has no filters left to remove)
        if new is not None and new is not self.window and new.window() is self.window:
            new.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt naming
        if event.type() == QEvent.Type.KeyPress and isinstance(obj, QWidget) and obj.window() is self.window:
            mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            typing = isinstance(obj, (QLineEdit, QAbstractSpinBox))
            if mods == Qt.KeyboardModifier.NoModifier and not typing and keep_hand_focus(obj, event, self.hand()):
                return True
            if mods == Qt.KeyboardModifier.NoModifier and not typing \
                    and not event.isAutoRepeat() and self.handle_key(event.key()):
                return True
        return super().eventFilter(obj, event)


def key_list() -> str:
    """Every key of the table, for 帮助 → 键盘操作."""
    rows = (
        translate("keys", "← → 选牌　Shift+← → 挪牌　回车 打出　Esc 回到手牌"),
        translate("keys", "H 胡　G 杠　P 碰　空格 过"),
        translate("keys", "A 暗杠　J 加杠　L 叫龙　K 撂龙　T 报听"),
        translate("keys", "? 提示（电脑会怎么打，和理由）"),
        translate("keys", "F5 跳过（定醒时把这一局打完）"),
        translate("keys", "F 人物/图型　I 新手角标　S 自动理牌　F8 记分表　F9 侧栏"),
        translate("keys", "Ctrl+N 新游戏　Ctrl+O 打开　Ctrl+S 保存　Ctrl+Shift+S 另存为　Ctrl+Z 悔牌"),
        translate("keys", "Ctrl+, 设置　Ctrl+Q 退出　F1 键盘操作"),
        translate("keys", "F7 复盘这一场：← → 一步　Home End 开头/结尾　PgUp PgDown 你的上/下一个决定　空格 播放"),
        translate("keys", "Esc 或 Ctrl+W 关闭学习窗口、记分表和对话框"),
        translate("keys", "练习：1–4 选答案，回车 下一题"),
    )
    return "\n".join(rows)
