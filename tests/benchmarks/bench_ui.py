"""UI benchmark (not a test): start-up to a usable table, event-loop stalls while computer seats think, memory.

    python tests/benchmarks/bench_ui.py [--hands 2] [--speed 4]

- start: from creating the QApplication to the first snapshot drawn with the human's hand (≤ 1.0 s wanted);
- stall: the longest gap between ticks of a 10 ms QTimer while a game of computer seats is played through
  the table (the human seat is played by the greedy player via the table's own action path; ≤ 100 ms wanted);
- memory: resource.getrusage maxrss (≤ 200 MB wanted).
Runs offscreen unless a display is set; user files go to a temporary directory.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import tempfile
import time

T0 = time.perf_counter()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=2)
    ap.add_argument("--speed", type=int, default=4, help="0 slow … 4 instant (instant stresses the loop most)")
    ap.add_argument("--preset", default="nantong-single")
    ap.add_argument("--level", default="normal", help="computer level: easy | normal | hard")
    args = ap.parse_args()
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["CHANGPAI_CONFIG_DIR"] = tempfile.mkdtemp(prefix="changpai-bench-")

    from PySide6.QtCore import QTimer

    from changpai_desktop.ui.application import make_app

    app = make_app()
    from changpai_desktop.engine.players.registry import make_player
    from changpai_desktop.ui.main_window import MainWindow

    w = MainWindow()
    w.set_speed(args.speed)
    w.resize(1280, 800)
    w.show()
    w.start_game(args.preset, 4, [args.level] * 3, args.hands, seed=7)
    start = {"t": None}
    gaps = {"last": None, "max": 0.0, "ticks": 0}
    me = make_player("greedy")
    done = {"hands": 0}

    def tick():
        now = time.perf_counter()
        if gaps["last"] is not None and start["t"] is not None:
            gaps["max"] = max(gaps["max"], now - gaps["last"])
        gaps["last"] = now
        gaps["ticks"] += 1
        s = w.game.snap
        if s is None:
            return
        if start["t"] is None and w.table.hand_model.rowCount() > 0:
            start["t"] = now - T0
        if w.game.hand_dialog is not None:
            done["hands"] += 1
            w.game.hand_dialog.accept()
            return
        if s.decision is None or done["hands"] >= args.hands:
            app.quit()
            return
        if s.human_turn and not w.game.awaiting:
            w.game.human_action(me.choose(s.view, list(s.decision.legal)))

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    wall = time.perf_counter()
    app.exec()
    wall = time.perf_counter() - wall
    w.close()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux
    print(f"start to usable table : {start['t'] or float('nan'):.3f} s   (want ≤ 1.0 s)")
    print(f"longest event-loop gap: {gaps['max'] * 1000:.1f} ms over {gaps['ticks']} ticks of a 10 ms timer "
          f"(want ≤ 100 ms)")
    print(f"hands played          : {done['hands']} in {wall:.1f} s at speed {args.speed}")
    print(f"max RSS               : {rss:.0f} MB   (want ≤ 200 MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
