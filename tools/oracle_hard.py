"""What perfect knowledge would be worth to the 高手 (a tuning aid: it bounds a lever before it is built).

    python tools/oracle_hard.py --preset nantong-single --hands 900 --seed 151 --mode waits [--slack 1]

Every hand is played twice on the same cards (``--table``, by default 高手, 熟手, 熟手): once with the plain 高手
and once with an oracle 高手 in its seat, which reads the table (never open to a real player) in one way:

- ``wall``: the make-up of the wall (not its order): its live counts are the copies really left to draw, the
  copies in the opponents' hands left out — the best any inference of their hidden hands could give the
  look-ahead;
- ``waits``: the waits of every opponent that is ready; a discard that would feed a win gives way to the
  best-ranked card that feeds none, at most ``--slack`` steps of 向听 further from ready — perfect defence;
- ``feed``: as ``waits``, also never a card an opponent holds a pair of at a 将 level (no 将 碰 fed).

It prints the oracle's mean gain in net 胡 a hand over the plain 高手, with its 95% interval (paired per hand).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from changpai_desktop.engine import tiles  # noqa: E402
from changpai_desktop.engine.cards import INDEX, N_KINDS  # noqa: E402
from changpai_desktop.engine.drive import advance_hand  # noqa: E402
from changpai_desktop.engine.players.analysis import Analysis  # noqa: E402
from changpai_desktop.engine.players.arena import interval, set_up_hand  # noqa: E402
from changpai_desktop.engine.players.base import Player  # noqa: E402
from changpai_desktop.engine.players.hard import HardPlayer  # noqa: E402
from changpai_desktop.engine.players.ranking import Ranked, rank_actions  # noqa: E402
from changpai_desktop.engine.players.registry import make_player  # noqa: E402
from changpai_desktop.engine.table.actions import Action, SeatView  # noqa: E402
from changpai_desktop.engine.table.hand import Hand  # noqa: E402
from changpai_desktop.engine.tiles.arrange import complete_table  # noqa: E402
from arena_args import arena_parser  # noqa: E402

MODES = ("wall", "waits", "feed")


def wall_counts(hand: Hand) -> list[int]:
    out = [0] * N_KINDS
    for x in hand.wall[hand.lo:hand.hi]:
        if x in INDEX and INDEX[x] < N_KINDS:
            out[INDEX[x]] += 1
    return out


def ready_waits(hand: Hand, s: int) -> set[int]:
    """The kinds seat s waits on when it is ready (read from the table), else none."""
    c = list(hand.concealed[s][:N_KINDS])
    return set(tiles.waits(c)) if tiles.xiangting(c, hand.sets_needed(s)) == 0 else set()


def feeding(hand: Hand, an: Analysis, mode: str) -> set[int]:
    """The kinds that would give an opponent its win (with ``feed``, also a 将 碰)."""
    bad: set[int] = set()
    for s in hand.order:
        if s == an.seat:
            continue
        bad |= ready_waits(hand, s)
        if mode == "feed":
            c = hand.concealed[s]
            bad |= {k for k in range(N_KINDS) if c[k] >= 2 and an.lv[k] >= 1}
    return bad


def give_way(ranked: list[Ranked], choice: Action, bad: set[int], slack: int) -> Action:
    """The best-ranked discard not in ``bad`` at most ``slack`` steps of 向听 behind ``choice``."""
    mine = [r for r in ranked if r.action.type in ("discard", "ready") and r.state is not None]
    x0 = min(r.state.x for r in mine if r.action.card == choice.card)
    safe = [r for r in mine if INDEX[r.action.card] not in bad and r.state.x <= x0 + slack]
    return max(safe, key=lambda r: (-r.state.x, r.score)).action if safe else choice


class OracleHard(HardPlayer):
    """The 高手 with one kind of hidden knowledge (``mode``) read from ``table_ref[0]``."""

    def __init__(self, seed: str, mode: str, slack: int, table_ref: list):
        super().__init__(seed)
        self.mode = mode
        self.slack = slack
        self.table_ref = table_ref

    def choose(self, view: SeatView, legal: list[Action]) -> Action:
        if len(legal) == 1 or any(a.type in ("tsumo", "hu") for a in legal):
            return super().choose(view, legal)
        hand = self.table_ref[0]
        an = Analysis(view)
        if self.mode == "wall":
            an.live = [min(n, w) for n, w in zip(an.live, wall_counts(hand), strict=True)]
        ranked = rank_actions(view, legal, an=an)
        a = self.decide(an, legal, ranked)
        if self.mode == "wall" or view.phase != "act" or a.type not in ("discard", "ready"):
            return a
        bad = feeding(hand, an, self.mode)
        return give_way(ranked, a, bad, self.slack) if INDEX[a.card] in bad else a


def net(preset: str, seed: int, i: int, levels: list[str], oracle: tuple[str, int] | None) -> int:
    """The 高手 seat's net in hand i (the plain 高手, or the oracle with (mode, slack))."""
    ref: list = [None]

    def make(level: str, s: str) -> Player:
        if level == "hard" and oracle is not None:
            return OracleHard(s, oracle[0], oracle[1], ref)
        return make_player(level, s)

    hand, table, names = set_up_hand(preset, 3, seed, i, levels, True, make)
    ref[0] = hand
    advance_hand(hand, table)
    me = next(s for s in hand.order if names[s] == "hard")
    return hand.result.nets[me]


def main() -> int:
    ap = arena_parser(hands=900, seed=151)
    ap.add_argument("--mode", choices=MODES, default="waits")
    ap.add_argument("--slack", type=int, default=0)
    args = ap.parse_args()
    complete_table()
    levels = args.table.split(",")
    diffs = [net(args.preset, args.seed, i, levels, (args.mode, args.slack))
             - net(args.preset, args.seed, i, levels, None) for i in range(args.hands)]
    mean, half = interval(diffs)
    print(f"{args.preset} seed {args.seed}, {args.hands} hands, table {args.table}: oracle {args.mode} "
          f"(slack {args.slack}) over the 高手 {mean:+.2f} [{mean - half:.2f}, {mean + half:.2f}]")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
