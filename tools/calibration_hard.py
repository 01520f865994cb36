"""How well the 高手's look-ahead predicts its own wins (a tuning aid, not shipped play): at every discard it makes,
the chance to win it gives the state it keeps (``Outlook.chance_and_total``) is noted with the state's 向听 and
the wall; at the hand's end each note gets whether the seat won. Per 向听 (4 = four or more) and stage of the
wall, the mean predicted chance beside the share of those hands it won.

    python tools/calibration_hard.py --preset nantong-single --hands 300 --seed 701 [--table hard,normal,normal] \
        [--variant NAME:field=value,...]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from changpai_desktop.engine.cards import INDEX  # noqa: E402
from changpai_desktop.engine.players.analysis import Analysis  # noqa: E402
from changpai_desktop.engine.players.arena import play_hand  # noqa: E402
from changpai_desktop.engine.players.base import Player  # noqa: E402
from changpai_desktop.engine.players.hard import HardPlayer  # noqa: E402
from changpai_desktop.engine.players.ranking import Ranked  # noqa: E402
from changpai_desktop.engine.players.registry import make_player  # noqa: E402
from changpai_desktop.engine.players.tuning import HardConfig  # noqa: E402
from changpai_desktop.engine.table.actions import Action  # noqa: E402
from changpai_desktop.engine.tiles.arrange import complete_table  # noqa: E402
from tune_hard import parse_variant  # noqa: E402
from arena_args import arena_parser  # noqa: E402

MAX_X = 4
EARLY_WALL = 34
MID_WALL = 17
Key = tuple[int, str]


def stage(wall: int) -> str:
    return "early" if wall > EARLY_WALL else ("mid" if wall > MID_WALL else "late")


class Predictor(HardPlayer):
    """The 高手, noting (向听 kept, stage of the wall, predicted chance to win) at each discard it makes."""

    def __init__(self, seed: str, cfg: HardConfig, notes: list[tuple[Key, float]]):
        super().__init__(seed, cfg)
        self.notes = notes

    def decide(self, an: Analysis, legal: list[Action], ranked: list[Ranked]) -> Action:
        a = super().decide(an, legal, ranked)
        if an.view.phase == "act" and a.type in ("discard", "ready"):
            r = next((r for r in ranked if r.action.card == a.card and r.state is not None), None)
            if r is not None:
                c = list(an.counts)
                c[INDEX[a.card]] -= 1
                pw, _total = self.outlook.chance_and_total(an, an.view, c, r.state)
                self.notes.append(((min(r.state.x, MAX_X), stage(an.view.wall_count)), pw))
        return a


def measure(preset: str, hands: int, seed: int, levels: list[str], cfg: HardConfig) -> dict[Key, list[float]]:
    """Per (向听, stage): [discards, sum of predicted chances, discards in hands the seat won]."""
    out: dict[Key, list[float]] = {}
    notes: list[tuple[Key, float]] = []

    def make(level: str, s: str) -> Player:
        return Predictor(s, cfg, notes) if level == "hard" else make_player(level, s)

    for i in range(hands):
        notes.clear()
        r = play_hand(preset, 3, seed, i, levels, True, make)
        won = any(s["won"] for s in r["seats"] if s["level"] == "hard")
        for key, pw in notes:
            row = out.setdefault(key, [0, 0.0, 0])
            row[0] += 1
            row[1] += pw
            row[2] += won
    return out


def main() -> int:
    ap = arena_parser(hands=300, seed=701)
    ap.add_argument("--variant", default="base:", help="the 高手's HardConfig (tune_hard.py's syntax)")
    args = ap.parse_args()
    complete_table()
    _, cfg = parse_variant(args.variant)
    for (x, st), (n, p, won) in sorted(measure(args.preset, args.hands, args.seed, args.table.split(","),
                                               cfg).items()):
        print(f"向听 {x}{'+' if x == MAX_X else ' '} {st:<5} discards {n:5d}  predicted {p / n:.3f}  won {won / n:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
