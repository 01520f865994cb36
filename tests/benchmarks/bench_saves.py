"""Speed of the autosave and of resuming (not collected by pytest):
``python tests/benchmarks/bench_saves.py [--json] [--hands-max N]``.

Targets (issue 13): one autosave ≤ 5 ms at 1,000 hands and at most twice its cost at 1 hand; loading a
2,500-hand game ≤ 0.3 s; no size ceiling within 10,000 hands (``--hands-max 10000`` builds and loads one).
The same run measures the old way (format 1: the whole game rewritten by every autosave, the whole game
replayed on loading) for comparison.

A game of greedy players is played to the hand counts; its journal is written as the autosave writes it (an
append after every action). The autosave is then timed on the next actions, each appended and fsynced.
"""

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

from changpai_desktop.engine import journal
from changpai_desktop.engine.drive import advance
from changpai_desktop.engine.match import Match
from changpai_desktop.engine.players.registry import make_player
from changpai_desktop.engine.record import to_json
from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.services.session import read_save
from changpai_desktop.storage import saves
from changpai_desktop.storage.files import write_atomic

SEATS = ["human", "greedy", "greedy", "greedy"]
TIMED_APPENDS = 60
OLD_REPEATS = 5
LOADS = 5


class Game:
    """A game played action by action, its journal kept as the autosave keeps it (in memory until written)."""

    def __init__(self, seed: int = 1):
        self.match = Match(RuleSet.preset("nantong-single"), seed=seed, hands=None)
        self.players = [make_player("greedy", i) for i in range(4)]
        self.lines = [saves.encode(journal.header(self.match, SEATS))]
        self.written = self.rows = 0

    def play_to(self, hands: int) -> None:
        while len(self.match.sheet) < hands:
            advance(self.match, self.players, max_moves=1)
            self.lines += map(saves.encode, journal.entries_since(self.match, self.written, self.rows))
            self.written, self.rows = self.match.actions_total, len(self.match.sheet)

    def write(self, path: Path) -> None:
        write_atomic(path, b"".join(self.lines))


def _ms(samples: list[float]) -> float:
    return round(statistics.median(samples) * 1000, 3)


def time_appends(game: Game, path: Path) -> float:
    """The median time of one autosave (an append after one action) going on from ``game``'s journal."""
    game.write(path)
    j = saves.Journal(path)
    j.adopt(saves.load_game(path)[1]["journal"])
    samples = []
    for _ in range(TIMED_APPENDS):
        advance(game.match, game.players, max_moves=1)
        t0 = time.perf_counter()
        j.append(game.match)
        samples.append(time.perf_counter() - t0)
    game.lines = [path.read_bytes()]
    game.written, game.rows = game.match.actions_total, len(game.match.sheet)
    return _ms(samples)


def time_old_save(match: Match, path: Path) -> float:
    """The median time of one autosave of format 1: the whole game as one document, written atomically."""
    samples = []
    for _ in range(OLD_REPEATS):
        t0 = time.perf_counter()
        write_atomic(path, json.dumps(to_json(match, SEATS), ensure_ascii=False, indent=1).encode("utf-8"))
        samples.append(time.perf_counter() - t0)
    return _ms(samples)


def time_load(path: Path) -> float:
    samples = []
    for _ in range(LOADS):
        t0 = time.perf_counter()
        read_save(path, set_aside_broken=False)
        samples.append(time.perf_counter() - t0)
    return round(statistics.median(samples), 4)


def run(hands_max: int, folder: Path) -> dict:
    game = Game()
    game.play_to(1)
    out = {"autosave_ms_at_1_hand": time_appends(game, folder / "j1.json"),
           "old_autosave_ms_at_1_hand": time_old_save(game.match, folder / "old.json")}
    game.play_to(1000)
    out["autosave_ms_at_1000_hands"] = time_appends(game, folder / "j1000.json")
    old_match = saves.load_game(folder / "j1000.json", thorough=True)[0]   # the old format needs the whole log
    out["old_autosave_ms_at_1000_hands"] = time_old_save(old_match, folder / "old.json")
    game.play_to(2500)
    game.write(folder / "j2500.json")
    out["load_s_at_2500_hands"] = time_load(folder / "j2500.json")
    out["journal_bytes_per_hand"] = round((folder / "j2500.json").stat().st_size / 2500)
    out["old_load_s_at_2500_hands"] = _old_load(folder)
    if hands_max > 2500:
        game.play_to(hands_max)
        game.write(folder / "jmax.json")
        out[f"load_s_at_{hands_max}_hands"] = time_load(folder / "jmax.json")
        out[f"journal_mb_at_{hands_max}_hands"] = round((folder / "jmax.json").stat().st_size / 2 ** 20, 1)
    out["journal_size_limit_mb"] = saves.MAX_JOURNAL_BYTES // 2 ** 20
    return out


def _old_load(folder: Path) -> float:
    """Loading the 2,500-hand game from format 1 (its whole log replayed), once."""
    match = saves.load_game(folder / "j2500.json", thorough=True)[0]
    path = folder / "old2500.json"
    write_atomic(path, json.dumps(to_json(match, SEATS)).encode("utf-8"))
    t0 = time.perf_counter()
    try:
        read_save(path, set_aside_broken=False)
    except saves.SaveError as exc:       # over the old format's 8 MB limit: it never loaded at all
        print(f"old format at 2,500 hands: {exc}", file=sys.stderr)
    return round(time.perf_counter() - t0, 3)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--hands-max", type=int, default=2500, help="also build and load a game this long")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        out = run(args.hands_max, Path(folder))
    if args.json:
        print(json.dumps(out))
    else:
        for key, value in out.items():
            print(f"{key:32} {value}")
    ok = (out["autosave_ms_at_1000_hands"] <= 5 and out["load_s_at_2500_hands"] <= 0.3
          and out["autosave_ms_at_1000_hands"] <= 2 * max(out["autosave_ms_at_1_hand"], 0.001))
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
