"""A test helper shared by the UI tests: the main window as a user gets it, in a temporary config directory."""

from __future__ import annotations


def open_main_window(qtbot, size: tuple[int, int] | None = None):
    """A shown MainWindow in 简体中文, the computer seats at full speed without animation (the config directory
    must already point to a temporary place)."""
    from changpai_desktop.ui.application import make_app
    from changpai_desktop.ui.i18n import install_language
    from changpai_desktop.ui.main_window import MainWindow

    make_app()
    install_language("zh_Hans")
    w = MainWindow()
    w.settings.speed = 4
    w.table.anim_ms = 0
    qtbot.addWidget(w)
    if size is not None:
        w.resize(*size)
    w.show()
    return w


def open_table(qtbot, size: tuple[int, int] = (1280, 700)):
    """The table widget alone, shown and exposed (no game, no window around it)."""
    from changpai_desktop.ui.application import make_app
    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.table.table import TableWidget

    make_app()
    t = TableWidget(UiContext())
    qtbot.addWidget(t)
    t.resize(*size)
    t.show()
    qtbot.waitExposed(t)
    return t


def tooltip_shown(widget) -> str:
    """The tooltip the player sees when the pointer rests on ``widget`` (a tooltip may be worked out only then)."""
    from PySide6.QtCore import QEvent, QPoint
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication

    QApplication.sendEvent(widget, QHelpEvent(QEvent.Type.ToolTip, QPoint(2, 2), widget.mapToGlobal(QPoint(2, 2))))
    return widget.toolTip()
