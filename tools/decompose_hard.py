"""Where the 高手 gains or loses against the 熟手 (a tuning aid): every hand is played twice on the same cards,
once with the 高手 in a seat and once with a 熟手 in that seat (the other seats' players the same), and the
difference of that seat's net is split into its parts: its own wins (rate × size), its count when it does not
win (底胡), the others' wins (rate × size, fed by this seat or not) and the others' counts.

    python tools/decompose_hard.py --preset nantong-single --hands 300 --seed 101 [--table hard,normal,normal]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from changpai_desktop.engine.drive import advance_hand  # noqa: E402
from changpai_desktop.engine.players.arena import deal_of, interval, set_up_hand  # noqa: E402
from changpai_desktop.engine.tiles.arrange import complete_table  # noqa: E402
from arena_args import arena_parser  # noqa: E402


def play(preset: str, seed: int, i: int, levels: list[str]) -> tuple[dict, int]:
    """Hand i of the arena's duplicate design with ``levels``: (the seat record, the seat of levels[0])."""
    hand, table, _names = set_up_hand(preset, 3, seed, i, levels)
    shift = deal_of(i, 3, True)[1]
    order, dealer = hand.order, hand.order[0]
    advance_hand(hand, table)
    r = hand.result
    me = next(s for s in order if (s + shift) % len(levels) == 0)  # the seat of levels[0]
    return {"winner": r.winner, "from": r.from_seat, "self": r.self_drawn, "type": r.type,
            "totals": list(r.totals), "nets": list(r.nets), "me": me, "dealer": dealer}, me


def parts(rec: dict) -> dict:
    me, w = rec["me"], rec["winner"]
    t = rec["totals"]
    others = [s for s in range(3) if s != me]
    return {
        "net": rec["nets"][me],
        "win": 1.0 if w == me else 0.0,
        "win_hu": t[me] if w == me else 0.0,
        "own_dihu": t[me] if w != me else 0.0,
        "lost": 1.0 if w is not None and w != me else 0.0,
        "fed": 1.0 if w is not None and w != me and rec["from"] == me else 0.0,
        "opp_win_hu": t[w] if w is not None and w != me else 0.0,
        "opp_dihu": sum(t[s] for s in others if s != w),
        "drawn": 1.0 if w is None else 0.0,
    }


def main() -> int:
    ap = arena_parser(hands=300, seed=101)
    ap.add_argument("--out", default="")
    args = ap.parse_args()
    complete_table()
    levels = args.table.split(",")
    base = ["normal"] + levels[1:]
    rows = []
    for i in range(args.hands):
        a, _ = play(args.preset, args.seed, i, levels)
        b, _ = play(args.preset, args.seed, i, base)
        rows.append({"i": i, "hard": a, "normal": b})
    if args.out:
        Path(args.out).write_text(json.dumps(rows))
    keys = list(parts(rows[0]["hard"]))
    print(f"{'part':<11}{'hard':>9}{'normal':>9}{'diff':>9}  95%")
    for k in keys:
        h = [parts(r["hard"])[k] for r in rows]
        n = [parts(r["normal"])[k] for r in rows]
        d, half = interval([x - y for x, y in zip(h, n, strict=True)])
        print(f"{k:<11}{sum(h) / len(h):9.3f}{sum(n) / len(n):9.3f}{d:+9.3f}  ±{half:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
