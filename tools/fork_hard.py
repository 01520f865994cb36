"""What each of the 高手's choices is worth, by forked play-outs (a tuning aid, not shipped play).

    python tools/fork_hard.py gather --mode discards --preset nantong-single --hands 600 --seed 9101 --out F.jsonl
    python tools/fork_hard.py fit F.jsonl [G.jsonl ...]      # discards: can a learned score beat the look-ahead?
    python tools/fork_hard.py bins F.jsonl [G.jsonl ...]     # claims / 飘胡 / discards: gains by kind of decision

``gather`` plays the arena's duplicate deals of ``--seed`` (``--table``, the 高手 first). At each decision of
the chosen kind it copies the hand and plays it to its end once per option, on the same wall with the same
players, and writes one line per decision with the seat's net after each option. The options' outcomes
differ only by that one choice, so the difference between them is what the choice was worth with the 高手
playing on (the luck of the cards is the same for every option: far less noise than whole hands). The main
line goes on with the 高手's own choice, so the option it chose reproduces the hand's real outcome.

- ``discards``: the look-ahead's best ``CANDIDATES`` discards (its own choice first), with their features;
- ``claims``: pass, 碰 and 杠 of a discard it may claim, with the 向听 each leaves and the set's level;
- ``piao``: a discard of the 飘胡 plan beside the look-ahead's discard, where the two differ;
- ``dragons``: 叫龙 and 撂龙 at the start (the hand is not played on past the dragon window, so records of this
  kind have no ``net``).

``fit`` (discards) fits least squares of each candidate's net, relative to the mean over its decision, on its
features, relative to theirs, training on four folds of hands and scoring the fifth in turn; it prints what
choosing by the fit (all features, and the look-ahead's value with one other feature) would have gained over
the look-ahead's own choice, per decision with a 95% interval. ``bins`` prints per preset and kind of decision
the mean gain of one option over another.
"""

from __future__ import annotations

import argparse
import copy
import json
import math
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from changpai_desktop.engine.cards import INDEX  # noqa: E402
from changpai_desktop.engine.drive import advance_hand  # noqa: E402
from changpai_desktop.engine.players.analysis import Analysis, piao_xiangting_live  # noqa: E402
from changpai_desktop.engine.players.arena import interval, set_up_hand  # noqa: E402
from changpai_desktop.engine.players.base import Player  # noqa: E402
from changpai_desktop.engine.players.hard import HardPlayer  # noqa: E402
from changpai_desktop.engine.players.opponents import Opponents  # noqa: E402
from changpai_desktop.engine.players.ranking import Ranked, rank_actions  # noqa: E402
from changpai_desktop.engine.players.registry import make_player  # noqa: E402
from changpai_desktop.engine.table.actions import Action, SeatView  # noqa: E402
from changpai_desktop.engine.table.hand import Hand  # noqa: E402
from changpai_desktop.engine.tiles.arrange import complete_table  # noqa: E402
from arena_args import TABLE  # noqa: E402
from train_value import solve  # noqa: E402

MODES = ("discards", "claims", "piao", "dragons")
CANDIDATES = 4        # the look-ahead's best this many discards are played out
FOLDS = 5             # hands split by number for the fit's cross-validation
RIDGE = 1e-3
FEATURES = ("ev", "p_win", "total", "dihu", "useful", "claimable", "value", "rank", "win_cost", "feed_cost",
            "level", "live", "pair_break", "piao", "qing")


def candidate_features(hard: HardPlayer, an: Analysis, view: SeatView, opp: Opponents, r: Ranked) -> list[float]:
    """What the 高手 knows of discarding ``r``'s card, in the order of ``FEATURES``: the look-ahead's value, its
    chance to win and the win's total, the count kept if another wins, the useful cards (plain and with the
    pairs' 碰 route), the hand's value, the 熟手 ranking's score, what the card may give an opponent (a win, a
    碰 / 杠), the card's level and unseen copies, whether it breaks a pair, and the plan the state is on."""
    st = r.state
    k = INDEX[r.action.card]
    c = list(an.counts)
    c[k] -= 1
    out = hard.outlook
    p, _draws, _useful, _waits, total = out.pieces(an, view, c, st)
    claimable = out.claimable_ukeire(an, c, st) if st.x > 0 else st.ukeire
    return [out.value_of(an, view, c, st), p, total, float(an.dihu_now(c)), float(st.ukeire), claimable, st.value,
            st.score, opp.win_cost(k), opp.feed_cost(k), float(an.lv[k]), float(an.live[k]),
            float(an.counts[k] >= 2), float(st.plan == "piao"), float(st.plan == "qing")]


class ForkingHard(HardPlayer):
    """The 高手, noting the options of its decisions of one kind (while ``noting``) for the caller to play out."""

    def __init__(self, seed: str, mode: str):
        super().__init__(seed)
        self.mode = mode
        self.noting = True
        self.noted: dict | None = None

    def look_ahead(self, an: Analysis, view: SeatView, discards: list[Ranked]) -> list[Ranked]:
        best = super().look_ahead(an, view, discards)
        if self.noting and self.mode == "discards" and len(best) > 1:
            opp = Opponents(an, view)
            top = best[:CANDIDATES]
            self.noted = {"x": top[0].state.x, "f": [candidate_features(self, an, view, opp, r) for r in top],
                          "actions": [r.action for r in top]}
        return best

    def _piao_discard(self, an: Analysis, discards: list[Ranked]) -> Ranked | None:
        pa = super()._piao_discard(an, discards)
        if pa is None or not self.noting or self.mode != "piao":
            return pa
        self.noting = False
        alt = self.look_ahead(an, an.view, discards)[0]
        self.noting = True
        if alt.action.card != pa.action.card:
            c = list(an.counts)
            c[INDEX[pa.action.card]] -= 1
            self.noted = {"x": min(r.state.x for r in discards), "px": piao_xiangting_live(c, an.need, an.live),
                          "melds": len(an.melds), "actions": [pa.action, alt.action]}
        return pa

    def choose(self, view: SeatView, legal: list[Action]) -> Action:
        action = super().choose(view, legal)
        if self.noting and self.mode == "claims" and view.phase == "claim":
            self.noted = claim_options(view, legal, action)
        if self.noting and self.mode == "dragons" and view.phase == "dragons":
            self.noted = dragon_options(view, legal, action)
        return action


def dragon_options(view: SeatView, legal: list[Action], chosen: Action) -> dict | None:
    """叫龙 and 撂龙 of each kind offered (the chosen one first) with the copies held, or None."""
    opts = sorted((a for a in legal if a.type in ("jiaolong", "lilong")), key=lambda a: a != chosen)
    if len(opts) < 2 or opts[0] != chosen:
        return None
    held = {a.card: view.hand.count(a.card) for a in opts}
    return {"types": [a.type for a in opts], "held": [held[a.card] for a in opts], "actions": opts}


def claim_options(view: SeatView, legal: list[Action], chosen: Action) -> dict | None:
    """Pass, 碰 and 杠 of a claim decision (its chosen option first) with the 向听 each leaves, or None."""
    an = Analysis(view)
    opts = [r for r in rank_actions(view, legal, an=an) if r.action.type in ("pass", "peng", "gang")]
    opts.sort(key=lambda r: r.action != chosen)
    if len(opts) < 2 or opts[0].action != chosen or not any(r.action.type == "pass" for r in opts):
        return None
    k = INDEX[next(r.action.card for r in opts if r.action.type != "pass")]
    n = len(view.order)
    prev = view.order[(view.order.index(view.seat) - 1) % n]
    return {"types": [r.action.type for r in opts], "x": [r.state.x if r.state else None for r in opts],
            "level": an.lv[k], "from_prev": view.claim is not None and view.claim["from"] == prev,
            "actions": [r.action for r in opts]}


def play_out(hand: Hand, seat: int, action: Action, table: list[Player]) -> int:
    """The seat's net when ``action`` is played now and the hand then runs to its end (on a copy)."""
    h = copy.deepcopy(hand, {id(hand.rules): hand.rules})
    h.apply(seat, action)
    advance_hand(h, table)
    return h.result.nets[seat]


def gather_hand(preset: str, seed: int, i: int, levels: list[str], mode: str) -> list[dict]:
    """Hand ``i`` played with every noted decision played out once per option; its records, each with the
    hand's real outcome for that seat (``net``)."""
    def make(name: str, text: str) -> Player:
        return ForkingHard(text, mode) if name == "hard" else make_player(name, text)

    hand, table, _names = set_up_hand(preset, 3, seed, i, levels, make=make)
    out = []
    while (d := hand.pending()) is not None:
        p = table[d.seat]
        view = hand.view(d.seat)
        action = p.choose(view, list(d.legal))
        if isinstance(p, ForkingHard) and p.noted is not None:
            rec, p.noted = p.noted, None
            p.noting = False
            rec["y"] = [play_out(hand, d.seat, a, table) for a in rec.pop("actions")]
            p.noting = True
            out.append({"preset": preset, "seed": seed, "hand": i, "seat": d.seat, "wall": view.wall_count, **rec})
        hand.apply(d.seat, action)
        if mode == "dragons" and hand.phase != "dragons":
            return out   # the dragon window is over: nothing more to note
    for rec in out:
        rec["net"] = hand.result.nets[rec["seat"]]
    return out


def gather(args: argparse.Namespace) -> None:
    complete_table()
    levels = args.table.split(",")
    with open(args.out, "a", encoding="utf-8") as fh:
        for i in range(args.first, args.first + args.hands):
            for rec in gather_hand(args.preset, args.seed, i, levels, args.mode):
                fh.write(json.dumps(rec) + "\n")
            fh.flush()


def fit(recs: list[dict], cols: list[int]) -> list[float]:
    """Least-squares weights (in the features' own units) of each candidate's net on features ``cols``, both
    taken relative to the mean over the candidates of its decision, on standardised features
    with a ridge (which keeps the system regular)."""
    rows: list[list[float]] = []
    ys: list[float] = []
    for rec in recs:
        n = len(rec["y"])
        mf = [sum(f[j] for f in rec["f"]) / n for j in cols]
        my = sum(rec["y"]) / n
        rows += [[f[j] - m for j, m in zip(cols, mf, strict=True)] for f in rec["f"]]
        ys += [y - my for y in rec["y"]]
    k = len(cols)
    scale = [math.sqrt(sum(r[j] ** 2 for r in rows) / max(1, len(rows))) or 1.0 for j in range(k)]
    z = [[r[j] / scale[j] for j in range(k)] for r in rows]
    ata = [[sum(r[i] * r[j] for r in z) + (RIDGE * len(z) if i == j else 0.0) for j in range(k)] for i in range(k)]
    aty = [sum(r[i] * y for r, y in zip(z, ys, strict=True)) for i in range(k)]
    return [w / s for w, s in zip(solve(ata, aty), scale, strict=True)]


def gains(recs: list[dict], cols: list[int], w: list[float]) -> list[float]:
    """Per decision: the net of the candidate the weights pick minus the look-ahead's own choice's."""
    out = []
    for rec in recs:
        s = [sum(a * f[j] for a, j in zip(w, cols, strict=True)) for f in rec["f"]]
        pick = max(range(len(s)), key=lambda i: (s[i], -i))
        out.append(rec["y"][pick] - rec["y"][0])
    return out


def cross_validated(recs: list[dict], cols: list[int]) -> list[float]:
    """Every decision's gain (in the order of ``recs``) with weights fitted on the other folds of hands."""
    out = [0.0] * len(recs)
    for fold in range(FOLDS):
        held = [i for i, r in enumerate(recs) if r["hand"] % FOLDS == fold]
        w = fit([r for r in recs if r["hand"] % FOLDS != fold], cols)
        for i, g in zip(held, gains([recs[i] for i in held], cols, w), strict=True):
            out[i] = g
    return out


def line(name: str, g: list[float]) -> str:
    m, h = interval(g) if len(g) > 1 else (sum(g), 0.0)
    changed = sum(1 for x in g if x) / max(1, len(g))
    return f"{name:<28} {m:+7.2f} ±{h:5.2f} a decision  (n={len(g)}, another outcome in {changed:.0%})"


def run_fit(recs: list[dict]) -> None:
    recs = [r for r in recs if "f" in r]
    everything = list(range(len(FEATURES)))
    print(line("all features", cross_validated(recs, everything)))
    for j in everything[1:]:
        print(line(f"ev + {FEATURES[j]}", cross_validated(recs, [0, j])))
    print(line("oracle (the best outcome)", [max(r["y"]) - r["y"][0] for r in recs]))
    for name, w in zip(FEATURES, fit(recs, everything), strict=True):
        print(f"  weight {name:<10} {w:+.4f}")


def bin_keys(rec: dict) -> list[tuple[str, float]]:
    """The kinds of decision a record counts in, each with the gain it measures there."""
    p = rec["preset"]
    if "px" in rec:     # 飘胡 plan's discard over the look-ahead's
        d = rec["y"][0] - rec["y"][1]
        return [(f"{p} 飘胡 plan over the look-ahead, 飘胡 {rec['px'] - rec['x']} steps slower", d),
                (f"{p} 飘胡 plan over the look-ahead, all", d)]
    if "held" in rec:   # dragons: the choice over each other declaration of the same decision
        return [(f"{p} {rec['types'][0]} of {rec['held'][0]} over {t} of {h}", rec["y"][0] - y)
                for t, h, y in zip(rec["types"][1:], rec["held"][1:], rec["y"][1:], strict=True)]
    if "types" in rec:  # claims: each option over passing, by the 向听 it gains and the set's level
        t = rec["types"]
        base = rec["y"][t.index("pass")]
        out = [(f"{p} the choice over always passing", rec["y"][0] - base)]
        for i, kind in enumerate(t):
            if kind != "pass":
                dx = rec["x"][i] - rec["x"][t.index("pass")] if rec["x"][i] is not None else 0
                src = "previous seat" if rec["from_prev"] else "other seat"
                out.append((f"{p} {kind} over pass, 向听 {dx:+d}, level {min(rec['level'], 2)}, {src}",
                            rec["y"][i] - base))
        return out
    rank = [f[FEATURES.index("rank")] for f in rec["f"]]
    j = max(range(len(rank)), key=lambda i: (rank[i], -i))
    return [(f"{p} look-ahead over the 熟手 ranking's pick, 向听 {min(rec['x'], 3)}", rec["y"][0] - rec["y"][j])] \
        if j else []


def run_bins(recs: list[dict]) -> None:
    bins: dict[str, list[float]] = defaultdict(list)
    for rec in recs:
        for key, gain in bin_keys(rec):
            bins[key].append(gain)
    for key in sorted(bins):
        print(line(key, bins[key]))


def main() -> int:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("gather")
    g.add_argument("--mode", choices=MODES, default="discards")
    g.add_argument("--preset", default="nantong-single")
    g.add_argument("--hands", type=int, default=300)
    g.add_argument("--first", type=int, default=0)
    g.add_argument("--seed", type=int, default=9101)
    g.add_argument("--table", default=TABLE)
    g.add_argument("--out", required=True)
    for name in ("fit", "bins"):
        sub.add_parser(name).add_argument("data", nargs="+")
    args = ap.parse_args()
    if args.cmd == "gather":
        gather(args)
        return 0
    recs = [json.loads(t) for path in args.data for t in Path(path).read_text(encoding="utf-8").splitlines() if t]
    run_fit(recs) if args.cmd == "fit" else run_bins(recs)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
