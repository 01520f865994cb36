"""Which of the 高手's decisions lose (a tuning aid, not shipped play): a hybrid is the 高手 that hands ONE class of
decision to the 熟手's choice (the top of the same ranking); every hybrid plays the same duplicate deals as the
plain 高手 against the same opponents, and the paired difference says what the 高手's own choices in that class
are worth (a hybrid BETTER than the 高手 is a leak there).

    python tools/hybrid_hard.py --preset nantong-single --hands 900 --seed 101 --table hard,normal,normal \
        --classes claims,far,mid,near,special,dragons [--variant NAME:field=value,...]

Classes: ``claims`` (碰 / 杠 / 过 on a discard), ``dragons`` (叫龙 / 撂龙 at the start), ``far`` (a discard while
the best discard leaves 向听 ≥ 3), ``mid`` (向听 2), ``near`` (向听 ≤ 1, ready included), ``special`` (a turn
where either player's choice is not a plain discard: 报听, 暗杠, 加杠, 撂龙). ``normal`` hands over every class
(the 熟手 itself, for reference). Prints per hybrid the seat's mean net, win rate and mean win size, and the
paired difference to the plain 高手 on the same deals.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from changpai_desktop.engine.players.analysis import Analysis  # noqa: E402
from changpai_desktop.engine.players.arena import interval, play_hand  # noqa: E402
from changpai_desktop.engine.players.base import Player  # noqa: E402
from changpai_desktop.engine.players.hard import HardPlayer  # noqa: E402
from changpai_desktop.engine.players.ranking import Ranked  # noqa: E402
from changpai_desktop.engine.players.registry import make_player  # noqa: E402
from changpai_desktop.engine.table.actions import Action  # noqa: E402
from changpai_desktop.engine.tiles.arrange import complete_table  # noqa: E402
from tune_hard import parse_variant  # noqa: E402
from arena_args import arena_parser  # noqa: E402

CLASSES = ("claims", "dragons", "far", "mid", "near", "special", "normal")
FAR_X = 3
MID_X = 2
PLAIN = ("discard",)


def decision_class(an: Analysis, ranked: list[Ranked], mine: Action) -> str:
    """The class of one decision (see the module's notes); ``mine`` is the 高手's own choice."""
    phase = an.view.phase
    if phase in ("claim", "dragons"):
        return "claims" if phase == "claim" else "dragons"
    if mine.type not in PLAIN or ranked[0].action.type not in PLAIN:
        return "special"
    xs = [r.state.x for r in ranked if r.action.type in ("discard", "ready") and r.state is not None]
    x = min(xs, default=0)
    return "far" if x >= FAR_X else ("mid" if x == MID_X else "near")


class HybridPlayer(HardPlayer):
    """The 高手, except that in the classes ``handoff`` it plays the 熟手's choice."""

    name = "hard"

    def __init__(self, seed, config, handoff: frozenset[str]):
        super().__init__(seed, config)
        self.handoff = handoff
        self.counts: dict[str, list[int]] = {}

    def decide(self, an: Analysis, legal: list[Action], ranked: list[Ranked]) -> Action:
        mine = super().decide(an, legal, ranked)
        if mine.type in ("tsumo", "hu"):
            return mine
        if "normal" in self.handoff:
            return ranked[0].action
        cls = decision_class(an, ranked, mine)
        seen = self.counts.setdefault(cls, [0, 0])
        seen[0] += 1
        seen[1] += mine != ranked[0].action
        return ranked[0].action if cls in self.handoff else mine


def run(args: argparse.Namespace, handoff: frozenset[str], cfg, tally: dict) -> dict[int, list[tuple]]:
    """Per deal, the hybrid seat's (net, won, win total) of every hand of the deal."""
    levels = args.table.split(",")

    def make(level: str, s: str) -> Player:
        if level != "hard":
            return make_player(level, s)
        p = HybridPlayer(s, cfg, handoff)
        p.counts = tally
        return p

    out: dict[int, list[tuple]] = {}
    for i in range(args.hands):
        r = play_hand(args.preset, 3, args.seed, i, levels, True, make)
        for s in r["seats"]:
            if s["level"] == "hard":
                out.setdefault(r["deal"], []).append((s["net"], s["won"], s["hu"] or 0))
    return out


def summary(name: str, deals: dict[int, list[tuple]], base: dict[int, list[tuple]] | None) -> str:
    rows = [t for v in deals.values() for t in v]
    wins = [t[2] for t in rows if t[1]]
    mean, half = interval([sum(t[0] for t in v) / len(v) for v in deals.values()])
    line = (f"{name:<14} net {mean:7.2f} ±{half:5.2f}  win {100 * len(wins) / len(rows):5.1f}%"
            f"  size {sum(wins) / max(1, len(wins)):6.1f}")
    if base is not None:
        d, h = interval([sum(t[0] for t in deals[k]) / len(deals[k]) - sum(t[0] for t in base[k]) / len(base[k])
                         for k in deals])
        line += f"   vs 高手 {d:+6.2f} [{d - h:6.2f}, {d + h:6.2f}]"
    return line


def main() -> int:
    ap = arena_parser(hands=900, seed=101)
    ap.add_argument("--classes", default="claims,far,mid,near,special,dragons",
                    help="comma-separated; join classes with + to hand several over at once")
    ap.add_argument("--variant", default="base:", help="the 高手's HardConfig (tune_hard.py's syntax)")
    args = ap.parse_args()
    complete_table()
    _, cfg = parse_variant(args.variant)
    tally: dict[str, list[int]] = {}
    base = run(args, frozenset(), cfg, tally)
    print(summary("高手", base, None), flush=True)
    print("decisions (class: count, differing from the 熟手): "
          + ", ".join(f"{k} {v[0]} / {v[1]}" for k, v in sorted(tally.items())), flush=True)
    for group in filter(None, args.classes.split(",")):
        handoff = frozenset(group.split("+"))
        unknown = handoff - set(CLASSES)
        if unknown:
            raise SystemExit(f"unknown class {sorted(unknown)}; choose from {CLASSES}")
        print(summary(group, run(args, handoff, cfg, {}), base), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
