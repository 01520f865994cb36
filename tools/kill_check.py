"""Kill the game at random moments and count what the autosave lost: ``python tools/kill_check.py [--kills N]``.

A child process plays one open-ended game with computer players in every seat through the real game session
(``services.session.GameSession``: the same autosave journal the app writes), and after every autosave prints
the number of actions the autosave now holds. The parent kills it with SIGKILL after a random time (often in
the middle of an append, a whole rewrite or a start-up), then reads the autosave as the app does on start:
it must load, and hold at least every action the child had reported saved. The next child resumes from it,
so torn lines and their repair are exercised kill after kill. Prints one JSON object with the counts.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from changpai_desktop.services.session import GameSession, SaveProblem, new_game, read_save  # noqa: E402
from changpai_desktop.storage import saves  # noqa: E402

SEATS = ["easy", "easy", "easy", "easy"]
MIN_WAIT_S, MAX_WAIT_S = 0.05, 1.2


def child(autosave: Path) -> None:
    """Play on for ever, printing the autosave's action count after each save."""
    source = None
    if autosave.exists():
        loaded = read_save(autosave, set_aside_broken=False)
        game, seats, created, source = loaded.match, list(SEATS), loaded.created, loaded.source
    else:
        game, seats, created = new_game("nantong-single", hands=None, seed=7), list(SEATS), None
    session = GameSession(game, seats, autosave=autosave, created=created, source=source, record_stats=False)
    while True:
        session.step()
        snap = session.snapshot()
        if snap.error:
            print(f"error {snap.error}", flush=True)
            return
        print(session.journal.actions, flush=True)


def _last_count(out: bytes) -> int:
    counts = [int(line) for line in out.split() if line.isdigit()]
    return counts[-1] if counts else 0


def parent(kills: int, seed: int) -> dict:
    rng = random.Random(seed)
    folder = Path(tempfile.mkdtemp(prefix="changpai-kill-"))
    autosave = folder / "autosave.json"
    env = {**os.environ, "CHANGPAI_CONFIG_DIR": str(folder)}
    counts = {"kills": 0, "lost_actions": 0, "kills_losing_actions": 0, "load_failures": 0, "torn_tails": 0,
              "thorough_failures": 0, "errors": []}
    confirmed = 0
    for _ in range(kills):
        proc = subprocess.Popen([sys.executable, __file__, "--child", str(autosave)], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, env=env)
        time.sleep(rng.uniform(MIN_WAIT_S, MAX_WAIT_S))
        proc.send_signal(signal.SIGKILL)
        out, err = proc.communicate()
        counts["kills"] += 1
        if proc.returncode != -signal.SIGKILL:
            counts["errors"].append(err.decode(errors="replace")[-300:] or out.decode(errors="replace")[-300:])
        confirmed = max(confirmed, _last_count(out))
        if not autosave.exists():
            continue
        counts["torn_tails"] += not autosave.read_bytes().endswith(b"\n")
        try:
            held = read_save(autosave, set_aside_broken=False).match.actions_total
        except SaveProblem as exc:
            counts["load_failures"] += 1
            counts["errors"].append(exc.why)
            break
        lost = max(0, confirmed - held)
        counts["lost_actions"] += lost
        counts["kills_losing_actions"] += lost > 0
        confirmed = held
    try:
        counts["actions_at_end"] = saves.load_game(autosave, thorough=True)[0].actions_total
        counts["hands_at_end"] = len(saves.load_game(autosave)[0].sheet)
    except saves.SaveError as exc:
        counts["thorough_failures"] += 1
        counts["errors"].append(str(exc))
    counts["journal_bytes"] = autosave.stat().st_size if autosave.exists() else 0
    return counts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return 0
    counts = parent(args.kills, args.seed)
    print(json.dumps(counts, ensure_ascii=False))
    bad = counts["lost_actions"] or counts["load_failures"] or counts["thorough_failures"] or counts["errors"]
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
