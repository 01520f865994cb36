"""UI benchmark (not a test): start-up to a usable table, event-loop stalls while computer seats think, memory.

    python tests/benchmarks/bench_ui.py [--hands 2] [--speed 4] [--why] [--events]

- start: from this script's first line (the app's imports included; the interpreter's own start not) to the
  human's hand first painted at the table (≤ 0.5 s wanted, issue 15; bench_startup.py times the whole process);
- stall: the longest gap between ticks of a 10 ms QTimer while a game of computer seats is played through
  the table (the human seat is played by the greedy player via the table's own action path; ≤ 50 ms wanted);
- memory: resource.getrusage maxrss (≤ 200 MB wanted).
Runs offscreen unless a display is set; user files go to a temporary directory.
"""

from __future__ import annotations

import argparse
import collections
import os
import resource
import sys
import tempfile
import threading
import time
import traceback
from pathlib import Path

T0 = time.perf_counter()
WATCH_S = 0.004       # --why: how often the GUI thread is looked at ...
LONG_GAP_S = 0.025    # ... while a gap is longer than this
WHY_LINES = 15


def watch_gaps(gaps: dict, start: dict) -> collections.Counter:
    """A thread that, during every long gap, counts where the GUI thread's Python stack is (our frames only;
    a bare "app.exec" is time in Qt's C++ — painting, layout — or waiting for the interpreter). The samples of
    each gap are kept too (``gaps["samples"]``: the gap's start → its places), to show the longest one."""
    gui = threading.get_ident()
    where: collections.Counter = collections.Counter()
    gaps["samples"] = collections.defaultdict(collections.Counter)

    def look() -> None:
        while True:
            time.sleep(WATCH_S)
            last = gaps["last"]
            if last is None or start["t"] is None or time.perf_counter() - last < LONG_GAP_S:
                continue
            frame = sys._current_frames().get(gui)
            if frame is None:
                continue
            ours = [f"{Path(f.filename).name}:{f.lineno} {f.name}" for f in traceback.extract_stack(frame)
                    if "changpai_desktop" in f.filename]
            place = " <- ".join(reversed(ours[-4:])) or "app.exec"
            where[place] += 1
            gaps["samples"][last][place] += 1

    threading.Thread(target=look, daemon=True).start()
    return where


def print_why(where: collections.Counter, gaps: dict) -> None:
    """Where the GUI thread was during the long gaps: over all of them, then in the longest alone."""
    for place, n in where.most_common(WHY_LINES):
        print(f"{n * WATCH_S * 1000:5.0f} ms  {place}")
    print("the longest gap:")
    for place, n in gaps["samples"].get(gaps.get("max_start"), collections.Counter()).most_common(WHY_LINES):
        print(f"{n * WATCH_S * 1000:5.0f} ms  {place}")


def diagnostics(args, where, gaps: dict, app, ticks: list[float]) -> None:
    """--why and --events: where the GUI thread was, and what it dispatched, in the longest gaps."""
    if args.why:
        print_why(where, gaps)
    if args.events:
        from event_trace import report

        report(app, ticks)


def print_figures(start_s: float | None, gaps: dict, hands: int, wall: float, speed: int) -> None:
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux
    print(f"start to usable table : {start_s or float('nan'):.3f} s   (want ≤ 0.5 s)")
    print(f"longest event-loop gap: {gaps['max'] * 1000:.1f} ms over {gaps['ticks']} ticks of a 10 ms timer "
          f"(want ≤ 50 ms)")
    print(f"hands played          : {hands} in {wall:.1f} s at speed {speed}")
    print(f"max RSS               : {rss:.0f} MB   (want ≤ 200 MB)")


def parse_args() -> argparse.Namespace:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=2)
    ap.add_argument("--speed", type=int, default=4, help="0 slow … 4 instant (instant stresses the loop most)")
    ap.add_argument("--preset", default="nantong-single")
    ap.add_argument("--level", default="normal", help="computer level: easy | normal | hard")
    ap.add_argument("--why", action="store_true",
                    help="sample the GUI thread's stack during every gap over 25 ms and print where it was")
    ap.add_argument("--events", action="store_true",
                    help="time every event the GUI thread dispatches and print those of the longest gaps")
    return ap.parse_args()


def application(events: bool):
    """The app's QApplication (offscreen unless a display is set, user files in a temporary directory); with
    ``events`` the traced one (event_trace.TracedApp), made first so that make_app takes it."""
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["CHANGPAI_CONFIG_DIR"] = tempfile.mkdtemp(prefix="changpai-bench-")
    from changpai_desktop.ui.application import make_app

    if events:
        from event_trace import TracedApp

        TracedApp([sys.argv[0]])
    return make_app()


def main() -> int:
    args = parse_args()
    app = application(args.events)
    from PySide6.QtCore import QTimer

    from changpai_desktop.engine.players.registry import make_player
    from changpai_desktop.ui.main_window import MainWindow
    from changpai_desktop.ui.probe import HandDrawn

    w = MainWindow()
    w.set_speed(args.speed)
    w.resize(1280, 800)
    w.show()
    w.start_game(args.preset, 4, [args.level] * 3, args.hands, seed=7)
    start = {"t": None}

    def drawn() -> None:
        start["t"] = time.perf_counter() - T0
        gaps["last"] = start["at"] = time.perf_counter()

    probe = HandDrawn(w.table, drawn)   # noqa: F841 - kept alive while the loop runs (see ui/probe.py)
    gaps = {"last": None, "max": 0.0, "ticks": 0}
    ticks: list[float] = []   # --events: when each tick came
    me = make_player("greedy")
    done = {"hands": 0}

    def tick():
        now = time.perf_counter()
        if gaps["last"] is not None and start["t"] is not None and now - gaps["last"] > gaps["max"]:
            gaps["max"], gaps["max_start"] = now - gaps["last"], gaps["last"]
        gaps["last"] = now
        gaps["ticks"] += 1
        ticks.append(now)
        s = w.game.snap
        if s is None:
            return
        if w.game.hand_dialog is not None:
            # closed once it shows, as a player closes it (it opens a turn after the table's last repaint, or
            # after the win's moment); closing it in the tick that made it crowded its build, its close and the
            # next hand's deal into one stall no player could see
            if w.game.hand_dialog.isVisible():
                done["hands"] += 1
                w.game.hand_dialog.accept()
            return
        if s.decision is None or done["hands"] >= args.hands:
            app.quit()
            return
        if s.human_turn and not w.game.awaiting:
            w.game.human_action(me.choose(s.view, list(s.decision.legal)))

    if args.why:
        where = watch_gaps(gaps, start)
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    wall = time.perf_counter()
    app.exec()
    wall = time.perf_counter() - wall
    w.close()
    diagnostics(args, where if args.why else None, gaps, app, [t for t in ticks if t >= start.get("at", float("inf"))])
    print_figures(start["t"], gaps, done["hands"], wall, args.speed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
