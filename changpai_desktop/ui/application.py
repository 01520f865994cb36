"""The QApplication: the shipped Chinese font as the application font, the icon, the names; and the notice that
tells the player where the crash report went (shown on the GUI thread, whichever thread failed)."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot
from PySide6.QtGui import QFont, QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from ..reading import ResourceError
from ..resources import resource_path
from .fonts import load_app_font

SWITCH_INTERVAL_S = 0.0005
MIN_POINT_SIZE = 10.0


def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


def make_app(qt_args: list[str] | None = None) -> QApplication:
    """The QApplication with the shipped Chinese font as the application font."""
    # The computer players think on a worker thread; a short switch interval hands the interpreter back to the
    # GUI thread more often while they do, so painting never waits long behind a search. A paint calls into Qt
    # many times and each call lets go of the interpreter, so each return may wait out one interval: at 2 ms
    # the longest stall in bench_ui was 41–61 ms over five runs, at 0.5 ms 41–48 ms.
    sys.setswitchinterval(SWITCH_INTERVAL_S)
    app = QApplication.instance() or QApplication([sys.argv[0], *(qt_args or [])])
    font = QFont(load_app_font())
    font.setPointSizeF(max(MIN_POINT_SIZE, app.font().pointSizeF()))
    app.setFont(font)
    app.setApplicationName("changpai-desktop")
    app.setDesktopFileName("io.github.changpaidesktop.Changpai")
    app.setWindowIcon(QIcon(str(resource_path("icons", "changpai.png"))))
    set_display_name(app)
    return app


def set_display_name(app: QApplication) -> None:
    """The name Qt adds to every window title ("… — 长牌"), in the language installed now: set once at start,
    before any language was, it stayed 简体 in 繁體 and English (MainWindow.retranslate sets it again)."""
    app.setApplicationDisplayName(translate("main", "长牌"))


class CrashNotice(QObject):
    """Made on the GUI thread; ``report(path, exc)`` may be called from any thread and shows the box on the GUI
    one. A shipped resource that cannot be read (``ResourceError``) is said as a broken install, with the file."""

    _reported = Signal(str, str)

    def __init__(self):
        super().__init__()
        self._reported.connect(self._show, Qt.ConnectionType.QueuedConnection)
        self.box: QMessageBox | None = None

    def report(self, path: Path | None, exc: BaseException | None = None) -> None:
        broken = str(exc) if isinstance(exc, ResourceError) else ""
        self._reported.emit(str(path) if path is not None else "", broken)

    @Slot(str, str)
    def _show(self, path: str, broken: str) -> None:
        if broken:
            text = translate("crash", "长牌的安装文件坏了，请重新安装长牌。坏掉的文件：") + f"\n{broken}\n\n"
        else:
            text = translate("crash", "长牌遇到了一个没有料到的错误。") + "\n\n"
        if path:
            text += translate("crash", "详细情况已写入这个文件，可以把它发给开发者：") + f"\n{path}"
        else:
            text += translate("crash", "详细情况没能写入文件，见终端输出。")
        box = QMessageBox(QMessageBox.Icon.Critical, translate("crash", "长牌出错了"), text)
        box.setObjectName("crashBox")
        self.box = box
        box.exec()
