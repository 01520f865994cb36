"""How readily the opponents discard each kind of card, seen from the 高手's seat (a tuning aid, not shipped
play): between two decisions of the 高手, every new discard of an opponent is one event; per event, each
category of card gets its observed count (1 if the discard was of it) and its expected count if the discard
were a random one of the cards the 高手 has not seen (its live copies / all live cards). The ratio says how much
more often than a random unseen card an opponent's discard is a given copy of that category — the number the
高手's ``discard_share`` × ``outlook.shed_factor`` guesses (老将 0.6 × 1.8, 1 / 9 0.6 × 1.4, others 0.6, each
+ 0.6 × 0.4 once another seat has discarded the kind).

    python tools/discard_rates.py --preset nantong-single --hands 300 --seed 601 [--table hard,normal,normal]

Categories: 老将 / 1-9 / other, × whether another seat has discarded the kind (D) or not (-), × the wall
(early: more than 34 cards; mid: more than 17; late).
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from changpai_desktop.engine.cards import INDEX, KINDS, N_KINDS  # noqa: E402
from changpai_desktop.engine.players.analysis import SUITED, Analysis  # noqa: E402
from changpai_desktop.engine.players.arena import play_hand  # noqa: E402
from changpai_desktop.engine.players.base import Player  # noqa: E402
from changpai_desktop.engine.players.hard import HardPlayer  # noqa: E402
from changpai_desktop.engine.players.ranking import Ranked  # noqa: E402
from changpai_desktop.engine.players.registry import make_player  # noqa: E402
from changpai_desktop.engine.table.actions import Action, SeatView  # noqa: E402
from changpai_desktop.engine.tiles.arrange import complete_table  # noqa: E402
from arena_args import arena_parser  # noqa: E402
from calibration_hard import stage  # noqa: E402

Category = tuple[str, str, str]


def category(view: SeatView, k: int) -> Category:
    """(老将 / 1-9 / other, D if another seat has discarded the kind else -, early / mid / late)."""
    base = "honour" if k >= SUITED else ("terminal" if k % 9 in (0, 8) else "middle")
    shed = any(KINDS[k] in view.discards[s] for s in view.order if s != view.seat)
    return base, "D" if shed else "-", stage(view.wall_count)


class Tally:
    """Observed and expected (uniform over the unseen cards) opponent discards per category."""

    def __init__(self) -> None:
        self.seen: Counter[Category] = Counter()
        self.expected: Counter[Category] = Counter()
        self.events = 0

    def add(self, before: SeatView, live: list[int], discarded: str) -> None:
        unseen = sum(live)
        if not unseen:
            return
        self.events += 1
        for k in range(N_KINDS):
            if live[k]:
                self.expected[category(before, k)] += live[k] / unseen
        self.seen[category(before, INDEX[discarded])] += 1

    def rows(self, depth: int) -> list[tuple[tuple[str, ...], int, float]]:
        """(category cut to its first ``depth`` parts, discards seen, expected) per category."""
        seen: Counter[tuple[str, ...]] = Counter()
        expected: Counter[tuple[str, ...]] = Counter()
        for c, e in self.expected.items():
            seen[c[:depth]] += self.seen[c]
            expected[c[:depth]] += e
        return [(c, seen[c], expected[c]) for c in sorted(expected)]


class Watcher(HardPlayer):
    """The 高手, noting the opponents' discards made since its previous decision of the hand."""

    def __init__(self, seed: str, tally: Tally):
        super().__init__(seed)
        self.tally = tally
        self.last: tuple[SeatView, list[int]] | None = None

    def decide(self, an: Analysis, legal: list[Action], ranked: list[Ranked]) -> Action:
        view = an.view
        if self.last is not None:
            before, live = self.last
            for s in view.order:
                if s != view.seat:
                    for code in view.discards[s][len(before.discards[s]):]:
                        self.tally.add(before, live, code)
        self.last = (view, list(an.live))
        return super().decide(an, legal, ranked)


def measure(preset: str, hands: int, seed: int, levels: list[str]) -> Tally:
    tally = Tally()

    def make(level: str, s: str) -> Player:
        return Watcher(s, tally) if level == "hard" else make_player(level, s)

    for i in range(hands):
        play_hand(preset, 3, seed, i, levels, True, make)
    return tally


def main() -> int:
    ap = arena_parser(hands=300, seed=601)
    args = ap.parse_args()
    complete_table()
    tally = measure(args.preset, args.hands, args.seed, args.table.split(","))
    print(f"{tally.events} opponent discards")
    for depth in (1, 2, 3):
        for c, seen, expected in tally.rows(depth):
            print(f"{' '.join(c):<24} seen {seen:5d}  expected {expected:8.1f}  ratio {seen / expected:5.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
