"""``changpai --selftest``: prove an installed copy or a bundle works, without a screen and without touching
the user's files.

It checks, in order: the rules engine scores the worked examples of RULES.md §7; the shipped resources load
(rule presets, the Chinese font, card faces in both modes, the translations); the main window opens
offscreen, a game starts and computer seats play some moves while the human seat plays its own; the game is
saved, opened in a second window and resumes to the same table. Each check prints one line; the exit status
is 0 when all pass, 1 otherwise (with what failed).
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
import traceback
from pathlib import Path

from . import __version__
from collections.abc import Callable

# what a failing check raises: a wrong result, a missing or unreadable file or module, a Qt object gone
CHECK_FAILURES = (AssertionError, ImportError, OSError, RuntimeError, ValueError, KeyError, TypeError,
                  AttributeError)

EXAMPLES = [
    ({"preset": "nantong-single", "flips": ["4t"], "melds": ["peng:5w", "peng:hh"],
      "hand": "2b2b2b1t2t3t6w7w8w3b4b5b7t8t9t9w9w", "win": {"card": "8t", "by": "discard"}}, 40),
    ({"preset": "nantong-single", "flips": ["hh"], "melds": ["long:5t", "peng:qz", "peng:9b"],
      "hand": "3w3w3w7t7t7t1b2b3bbhbhbh6b6b", "win": {"card": "6b", "by": "self"}}, 260),
    ({"preset": "tongzhou-double", "flips": ["2t", "6w"],
      "hand": "5b6b7b5b6b7b5b6b7b1t2t3t4w5w6w7w8w9w2w3w4w9t9t", "win": {"card": "1t", "by": "discard"}}, 120),
]


def _wait(app, condition: Callable[[], bool], seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.processEvents()
        if condition():
            return True
        time.sleep(0.005)
    app.processEvents()
    return condition()


def _ready(window) -> bool:
    snap = window.game.snap
    return snap is not None and (snap.human_turn or snap.finished)


def _check_engine(state: dict) -> str:
    from .engine.scoring.settlement import settle
    from .services.score_text import score_json

    totals = [score_json(obj).get("total") for obj, _ in EXAMPLES]
    expected = [want for _, want in EXAMPLES]
    if totals != expected or settle([260, 40, 10]) != [470, -190, -280]:
        raise AssertionError(f"worked examples gave {totals}, expected {expected}")
    return "RULES.md §7: " + ", ".join(map(str, totals))


def _check_qt_app(state: dict) -> str:
    from PySide6.QtCore import qInstallMessageHandler

    from .ui.application import make_app

    def quiet(_mode, _context, message: str) -> None:  # the offscreen platform's chatter is not a failure
        if "propagateSizeHints" not in message:
            print(message, file=sys.stderr)

    qInstallMessageHandler(quiet)
    state["app"] = make_app([])
    return state["app"].font().family()


def _check_resources(state: dict) -> str:
    from PySide6.QtGui import QFontDatabase

    from .engine.cards import ALL_CODES
    from .engine.rules import PRESET_IDS, RuleSet
    from .ui.i18n import install_language
    from .ui.widgets.card_faces import back_pixmap, card_pixmap

    for preset in PRESET_IDS:
        RuleSet.preset(preset)
    family = state["app"].font().family()
    if "Changpai" not in family and not QFontDatabase.hasFamily("Changpai Kai"):
        raise AssertionError(f"the shipped font did not load (application font: {family})")
    for mode in ("figure", "pattern"):
        for code in ALL_CODES:
            if card_pixmap(code, mode, 40, 1.0).isNull():
                raise AssertionError(f"card face {mode}/{code} did not render")
    if back_pixmap(40, 1.0).isNull():
        raise AssertionError("card back did not render")
    for lang in ("zh_Hant", "en", "zh_Hans"):
        if not install_language(lang):
            raise AssertionError(f"translation {lang} did not load")
    return f"{len(PRESET_IDS)} presets, {2 * len(ALL_CODES) + 1} faces, 3 languages"


def _play_one(app, window) -> bool:
    """The human plays its first legal answer once; False when the game is over."""
    if not _wait(app, lambda: _ready(window), 30):
        raise AssertionError("the computer seats did not reach the human's turn within 30 s")
    snap = window.game.snap
    if snap.finished or snap.decision is None:
        return False
    legal = snap.decision.legal
    choice = next((a for a in legal if a.type == "discard"), legal[0])
    before = snap.log_length
    window.game.bridge.apply(choice)
    if not _wait(app, lambda: window.game.snap is not None and window.game.snap.log_length > before, 30):
        raise AssertionError(f"the human's {choice} was not applied")
    return True


def _check_play(state: dict) -> str:
    from .ui.main_window import MainWindow

    app = state["app"]
    window = MainWindow()
    window.settings.speed = 4  # no pause between computer moves
    window.show()
    window.start_game("nantong-single", 4, ["normal", "easy", "hard"], 6, seed=20261129)
    state["window"] = window
    for _ in range(3):  # the human plays its first legal answer three times; the computers play between
        if not _play_one(app, window):
            break
    return f"{window.game.snap.log_length} actions played, computer seats included"


def _check_save_and_load(state: dict) -> str:
    from .ui.main_window import MainWindow

    app = state["app"]
    window = state["window"]
    _wait(app, lambda: _ready(window), 30)
    path = state["workdir"] / "selftest-save.json"
    if not window.files.save_to(path):
        raise AssertionError("saving failed")
    other = MainWindow()
    if not other.files.open_path(path):
        raise AssertionError(f"the save could not be opened: {other.files.last_problem}")
    if not _wait(app, lambda: other.game.snap is not None, 30):
        raise AssertionError("the opened game never showed")
    a, b = window.game.snap, other.game.snap
    if a.log_length != b.log_length or a.view != b.view:
        raise AssertionError("the opened game differs from the saved one")
    other.close()
    window.close()
    return f"{path.stat().st_size} bytes, {a.log_length} actions, same table after loading"


def run(out=print) -> int:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    workdir = Path(tempfile.mkdtemp(prefix="changpai-selftest-"))
    os.environ["CHANGPAI_CONFIG_DIR"] = str(workdir / "config")
    failures: list[str] = []
    state: dict = {"workdir": workdir}

    def check(name: str, fn: Callable[[dict], str | None]) -> None:
        t0 = time.perf_counter()
        try:
            detail = fn(state) or ""
            out(f"PASS  {name}  {detail}  ({(time.perf_counter() - t0) * 1000:.0f} ms)")
        except CHECK_FAILURES as exc:  # a self-test reports every failure it can name and goes on
            failures.append(name)
            out(f"FAIL  {name}: {exc}")
            traceback.print_exc(file=sys.stderr)

    out(f"changpai {__version__} self-test (files in {workdir})")
    check("rules engine", _check_engine)
    check("Qt application", _check_qt_app)
    if "app" in state:
        check("resources", _check_resources)
        check("main window and play", _check_play)
        if "window" in state:
            check("save and load", _check_save_and_load)
    if failures:
        out(f"self-test FAILED: {', '.join(failures)} (files kept in {workdir})")
        return 1
    shutil.rmtree(workdir, ignore_errors=True)
    out("self-test passed")
    return 0
