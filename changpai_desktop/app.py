"""The ``changpai`` entry point: start the Qt application.

Qt is imported inside ``main`` so that ``changpai --version`` and the engine stay usable without a display.
"""

from __future__ import annotations

import argparse
import sys

from . import __version__


def make_app(qt_args: list[str] | None = None):
    """The QApplication with the shipped Chinese font as the application font."""
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication

    # The computer players think on a worker thread; a short switch interval hands the interpreter back to the
    # GUI thread more often while they do, so painting never waits long behind a search.
    sys.setswitchinterval(0.002)
    app = QApplication.instance() or QApplication([sys.argv[0], *(qt_args or [])])
    from .ui.fonts import load_app_font

    family = load_app_font()
    font = QFont(family)
    font.setPointSizeF(max(10.0, app.font().pointSizeF()))
    app.setFont(font)
    app.setApplicationName("changpai-desktop")
    app.setDesktopFileName("io.github.changpaidesktop.Changpai")
    from PySide6.QtGui import QIcon

    from .resources import resource_path

    app.setWindowIcon(QIcon(str(resource_path("icons", "changpai.png"))))
    app.setApplicationDisplayName(app.translate("main", "长牌"))
    return app


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="changpai", description="Nantong Changpai (南通长牌) for the desktop")
    parser.add_argument("--version", action="version", version=f"changpai {__version__}")
    parser.add_argument("--new", action="store_true", help="start a new game without offering to resume")
    parser.add_argument("--selftest", action="store_true",
                        help="check the engine, resources, main window, play, save and load offscreen; exit 0 if all pass")
    parser.add_argument("--reset-settings", action="store_true",
                        help="move the settings file aside (it is kept, never deleted) and use the defaults")
    parser.add_argument("--startup-probe", action="store_true", help=argparse.SUPPRESS)  # benchmarks: print "ready" and quit
    args, qt_args = parser.parse_known_args(argv)
    if args.selftest:
        from .selftest import run

        return run()
    if args.reset_settings:
        from .storage.settings import reset_settings

        return reset_settings()

    app = make_app(qt_args)
    from PySide6.QtCore import QTimer

    from .ui.i18n import install_language
    from .ui.main_window import MainWindow

    window = MainWindow()
    install_language(window.settings.language)
    window.retranslate()
    window.show()
    if args.startup_probe:  # tests/benchmarks/bench_startup.py: usable once the first deal is on the table
        args.new = True

        def probe() -> None:
            if window.snap is not None:
                print("ready", flush=True)
                app.quit()
            else:
                QTimer.singleShot(5, probe)

        QTimer.singleShot(0, probe)
    if args.new:
        QTimer.singleShot(0, lambda: window.start_game(window.settings.preset, window.settings.seats,
                                                       window.settings.levels[: window.settings.seats - 1],
                                                       window.settings.hands or None))
    else:
        QTimer.singleShot(0, window.offer_resume)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
