"""The ``changpai`` entry point: start the Qt application.

Qt is imported inside ``main`` so that ``changpai --version`` and the engine stay usable without a display.
"""

from __future__ import annotations

import argparse
import sys

from . import __version__


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="changpai", description="Nantong Changpai (南通长牌) for the desktop")
    parser.add_argument("--version", action="version", version=f"changpai {__version__}")
    args, qt_args = parser.parse_known_args(argv)

    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication([sys.argv[0], *qt_args])
    window = QMainWindow()
    window.setWindowTitle(app.translate("main", "长牌"))
    window.resize(1280, 800)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
