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
