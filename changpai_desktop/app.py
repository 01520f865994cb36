"""The ``changpai`` entry point: arguments, the one crash handler, then the self-test or the main window.

Qt is imported inside ``main`` so that ``changpai --version`` and the engine stay usable without a display.

The crash handler is the program's only broad catch: ``sys.excepthook`` (and ``threading.excepthook``; Qt hands
exceptions raised in slots on the worker thread to ``sys.excepthook`` too) writes the traceback to
``<config>/crash-<time>.txt`` and, once the window is up, shows a box saying where that file is (and, for a
shipped resource that cannot be read, that the install is broken and which file).
"""

from __future__ import annotations

import argparse
import gc
import sys
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from . import __version__
from .storage.paths import config_dir

if TYPE_CHECKING:
    from .ui.single_instance import InstanceGuard

MAX_CRASH_FILES_PER_SECOND = 100
LISTEN_LATER_MS = 300   # the first copy listens for later starts this long after its window is built


def write_crash_report(exc_type, exc, tb) -> Path | None:
    """The traceback in a new file of the config directory; None when it cannot be written."""
    text = f"changpai {__version__}, Python {sys.version.split()[0]}\n" + "".join(
        traceback.format_exception(exc_type, exc, tb))
    stamp = time.strftime("%Y%m%d-%H%M%S")
    try:
        folder = config_dir()
        for n in range(MAX_CRASH_FILES_PER_SECOND):
            path = folder / (f"crash-{stamp}.txt" if n == 0 else f"crash-{stamp}-{n}.txt")
            try:
                with open(path, "x", encoding="utf-8") as fh:   # never overwrite an earlier report
                    fh.write(text)
                return path
            except FileExistsError:
                continue
    except OSError:
        return None
    return None


def install_crash_handler(notify: Callable[[Path | None, BaseException | None], None] | None = None) -> None:
    """Every uncaught exception, on any thread: the traceback to stderr and to a file, then
    ``notify(path, exc)``."""

    def hook(exc_type, exc, tb) -> None:
        sys.__excepthook__(exc_type, exc, tb)
        path = write_crash_report(exc_type, exc, tb)
        if path is not None:
            print(f"changpai: the crash report is in {path}", file=sys.stderr)
        if notify is not None:
            notify(path, exc)

    sys.excepthook = hook
    threading.excepthook = lambda args: hook(args.exc_type, args.exc_value, args.exc_traceback)


def parse_args(argv: list[str] | None) -> tuple[argparse.Namespace, list[str]]:
    parser = argparse.ArgumentParser(prog="changpai", description="Nantong Changpai (南通长牌) for the desktop")
    parser.add_argument("--version", action="version", version=f"changpai {__version__}")
    parser.add_argument("--new", action="store_true", help="start a new game without offering to resume")
    parser.add_argument("--selftest", action="store_true",
                        help="check the engine, resources, main window, play, save and load offscreen; "
                             "exit 0 if all pass")
    parser.add_argument("--reset-settings", action="store_true",
                        help="move the settings file aside (it is kept, never deleted) and use the defaults")
    parser.add_argument("file", nargs="?", default=None,
                        help="a game record (.changpai-record) or a saved game to replay and review (复盘)")
    parser.add_argument("--startup-probe", action="store_true",
                        help=argparse.SUPPRESS)  # benchmarks: print "ready" and quit
    return parser.parse_known_args(argv)


def main(argv: list[str] | None = None) -> int:
    args, qt_args = parse_args(argv)
    if args.selftest:
        from .selftest import run

        return run()
    if args.reset_settings:
        from .storage.settings import reset_settings

        return reset_settings()
    return run_window(args, qt_args)


def claim_config_dir(guard: InstanceGuard) -> int | None:
    """One copy per config directory (ui/single_instance.py): None to go on starting, else the exit status.

    A later start only asks the running copy to come forward; it opens no window and reads or writes none of
    the user's files."""
    from .ui.single_instance import Claim

    claim = guard.claim(listen=False)   # a first copy listens once its table shows: listen_for_later_starts
    if claim is Claim.ANOTHER:
        return 0
    if claim is Claim.UNREACHABLE:
        print(f"changpai: {guard.lock_path} is held by process {guard.holder_pid()}, which does not answer; "
              "not starting a second copy on the same config directory", file=sys.stderr)
        return 1
    if claim is Claim.UNGUARDED:
        print(f"changpai: cannot create {guard.lock_path}; running without the one-copy guard", file=sys.stderr)
    return None


def listen_for_later_starts(guard: InstanceGuard) -> None:
    """The first copy listens for later starts (to bring its window forward) once its table is up."""
    if guard.lock.isLocked() and not guard.listen():
        print(f"changpai: a later start cannot bring this window forward ({guard.listen_error})", file=sys.stderr)


def run_window(args: argparse.Namespace, qt_args: list[str]) -> int:
    # Start-up allocates only what lives as long as the app (modules, tables, the window): no collection can
    # free any of it, so the collector waits until the main window has frozen it (MainWindow.__init__).
    gc.disable()
    # The Qt-free floors load before PySide6: from its own import on, PySide6 reads the source of every module
    # imported after it (its __feature__ import hook), some 20–40 ms at start for these ~80 modules.
    from .services import notices, session  # noqa: F401
    from PySide6.QtCore import QTimer

    from .ui.application import CrashNotice, make_app
    from .ui.main_window import MainWindow
    from .ui.single_instance import InstanceGuard, bring_forward

    app = make_app(qt_args)
    guard = InstanceGuard(config_dir())
    stop = claim_config_dir(guard)
    if stop is not None:
        return stop
    notice = CrashNotice()
    install_crash_handler(notice.report)
    window = MainWindow()
    guard.raise_requested.connect(lambda: bring_forward(window))
    QTimer.singleShot(LISTEN_LATER_MS, lambda: listen_for_later_starts(guard))
    if args.startup_probe:  # tests/benchmarks/bench_startup.py: usable once the first hand is drawn at the table
        from .ui.probe import HandDrawn

        args.new = True

        def ready() -> None:
            print("ready", flush=True)
            app.quit()

        probe = HandDrawn(window.table, ready)   # noqa: F841 - kept alive while the loop runs
    asks = window.files.will_ask(args.new)
    if not asks:
        # Dealt before the window shows: the worker deals while Qt lays the window out, and its first paint
        # already has the hand (dealt after, an empty table was painted first and then the hand: ~15 ms more)
        window.files.start_new()
    window.show()   # MainWindow installed the settings' language before building its widgets
    if asks:   # a question or a greeting: over the shown window
        QTimer.singleShot(0, window.files.start_new if args.new else window.files.offer_resume)
    if args.file:   # a game record (or a save) opens in the replay viewer, over the table as it starts
        from .ui.replay.entry import open_replay_file

        QTimer.singleShot(0, lambda: open_replay_file(window, window.ctx, args.file))
    try:
        return app.exec()
    finally:
        guard.release()


if __name__ == "__main__":
    sys.exit(main())
