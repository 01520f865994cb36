"""Start-up time of the real program, measured from outside: spawn it, wait for the table to be usable.

    python tests/benchmarks/bench_startup.py [COMMAND …]     (default: this Python's ``-m changpai_desktop.app``)
    python tests/benchmarks/bench_startup.py dist/changpai/changpai

Runs the command with ``--startup-probe`` (the app prints "ready" once the first hand is drawn at the table,
then quits) five times in a fresh temporary config directory, offscreen unless a display is set, and prints
the median and worst wall time from spawning the process to that line.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time


def main() -> int:
    command = sys.argv[1:] or [sys.executable, "-m", "changpai_desktop.app"]
    env = dict(os.environ)
    if not env.get("DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    times = []
    for _ in range(5):
        env["CHANGPAI_CONFIG_DIR"] = tempfile.mkdtemp(prefix="changpai-start-")
        t0 = time.perf_counter()
        proc = subprocess.Popen([*command, "--startup-probe"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                env=env, text=True)
        for line in proc.stdout:
            if line.strip() == "ready":
                times.append(time.perf_counter() - t0)
                break
        proc.wait(timeout=60)
    if not times:
        print("the program never reported ready")
        return 1
    print(f"start to a usable table: median {statistics.median(times):.3f} s, worst {max(times):.3f} s "
          f"over {len(times)} runs (want ≤ 0.5 s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
