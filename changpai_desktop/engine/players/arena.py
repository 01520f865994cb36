"""Computer players against each other, with statistics per level (the pure API behind
``changpai-engine arena``, whose command line lives in ``changpai_desktop.cli``)::

    run_arena("nantong-single", 3000, 1, ["hard", "normal", "easy"], seats=3, workers=2) -> dict

Duplicate deals (the default, as in duplicate bridge or mahjong): the hands come in groups of ``seats``;
every hand of group ``g`` is dealt the same cards, ``match.deck_for(seed, g)``, with the same dealer (seat
``g mod seats``), and from one hand of the group to the next the players move one seat on. So each level
holds each seat's cards once per deal, and a level's result says how it played the cards, not which cards
it was given. The 95% interval is then computed over deals (a level's mean net over one group is one
independent sample), which is what makes it honest: hands within a group share their cards and are not
independent. ``duplicate=False`` plays a fresh deal every hand instead (the players still move one seat
every ``seats`` hands) and computes the interval over hands.

Every hand is played on its own (a fresh player per seat and hand, seeded from the seed, the hand and the
seat), so the result depends only on the seed, never on how many worker processes share the hands.
With 4 seats (three play, one rests) the names are cycled over the four seats.

Reported per level: the mean net 胡 per hand played with its 95% confidence interval (normal approximation,
1.96 standard errors), the win rate, the mean 胡 of its wins and its decision times (median and worst).
Between every two levels (``paired``): the mean per-deal difference of their nets with its 95% interval —
each deal gives one paired sample (level a's mean net on those cards minus level b's), so the luck of the
cards cancels and the interval is much narrower than the two levels' own intervals. ``table`` names who sat
in each seat of the first hand of a deal (seat 0 deals first; the names move one seat on every hand).
An action outside the legal list is counted (``illegal_actions``) and replaced by the first legal action.
"""

from __future__ import annotations

import math
import multiprocessing as mp
import statistics
import sys
import time
from collections.abc import Callable

from ..drive import advance_hand
from ..match import deck_for
from ..rules import RuleSet
from ..table.actions import Action, SeatView
from ..table.hand import Hand
from ..tiles.arrange import complete_table
from .base import HUMAN, HumanSeat, Player
from .registry import make_player

SEAT_COUNTS = (3, 4)   # 捉鳖 (three seats, every level in every hand) or four (one rests each hand)
CHUNK = 12             # hands per job of a worker process
PLAYERS_PER_HAND = 3   # with four seats one rests
Progress = Callable[[int, int, float], None]  # (hands done, hands in all, seconds elapsed)


def deal_of(i: int, n_seats: int, duplicate: bool) -> tuple[int, int]:
    """(deal number, seat shift of the players) of hand ``i``."""
    if duplicate:
        return i // n_seats, i % n_seats
    return i, i // n_seats


def _players_for(levels: list[str], shift: int, n_seats: int) -> list[str]:
    return [levels[(s + shift) % len(levels)] for s in range(n_seats)]


class TimedSeat(Player):
    """A seat's player, timed: every decision's milliseconds go to ``times``; an action outside the legal list
    is counted in ``illegal`` and replaced by the first legal action."""

    def __init__(self, player: Player, times: list[float], counter: list[int]):
        self.player = player
        self.name = player.name
        self.needs_view = player.needs_view
        self.times = times
        self.counter = counter

    def choose(self, view: SeatView | None, legal: list[Action]) -> Action:
        t0 = time.perf_counter()
        action = self.player.choose(view, legal)
        self.times.append((time.perf_counter() - t0) * 1000.0)
        if action not in legal:
            self.counter[0] += 1
            return legal[0]
        return action


Maker = Callable[[str, str], Player]  # (player name, seed text) -> a player; make_player by default


def set_up_hand(preset: str, seats: int, seed: int, i: int, levels: list[str], duplicate: bool = True,
                make: Maker = make_player) -> tuple[Hand, list[Player | HumanSeat], list[str]]:
    """Hand ``i`` dealt with the deal and seating above, not yet played: the hand, its seats (a fresh player
    each, seeded from the seed, the hand and the seat; the resting seat is a human seat, never asked) and the
    level name of every seat."""
    rules = _rules(preset, seats)
    deal, shift = deal_of(i, seats, duplicate)
    names = _players_for(levels, shift, seats)
    order = tuple((deal % seats + j) % seats for j in range(PLAYERS_PER_HAND))
    table: list[Player | HumanSeat] = [HUMAN] * seats
    for s in order:
        table[s] = make(names[s], f"{seed}:{i}:{s}")
    return Hand(rules, order, seats, deck_for(seed, deal, rules.joys_enabled), i), table, names


def play_hand(preset: str, seats: int, seed: int, i: int, levels: list[str], duplicate: bool = True,
              make: Maker = make_player) -> dict:
    """Play hand ``i`` with the deal and seating above (the one driver loop, ``drive.advance_hand``, with each
    seat's player timed); the per-seat outcome and the decision times."""
    hand, table, names = set_up_hand(preset, seats, seed, i, levels, duplicate, make)
    times: dict[str, list[float]] = {names[s]: [] for s in hand.order}
    illegal = [0]
    for s in hand.order:
        table[s] = TimedSeat(table[s], times[names[s]], illegal)
    advance_hand(hand, table)
    r = hand.result
    seats_out = []
    for s in hand.order:
        won = r.winner == s
        seats_out.append({"level": names[s], "net": r.nets[s], "won": won, "hu": r.totals[s] if won else None})
    return {"hand": i, "deal": deal_of(i, seats, duplicate)[0], "seats": seats_out, "times": times,
            "illegal": illegal[0]}


_RULES_CACHE: dict = {}


def _rules(preset: str, seats: int) -> RuleSet:
    key = (preset, seats)
    if key not in _RULES_CACHE:
        _RULES_CACHE[key] = RuleSet.preset(preset, {"deal.seats": seats})
    return _RULES_CACHE[key]


def _play_chunk(args: tuple) -> list[dict]:
    preset, seats, seed, idx, levels, duplicate, make = args
    complete_table()
    return [play_hand(preset, seats, seed, i, levels, duplicate, make) for i in idx]


def run_arena(preset: str, hands: int, seed: int, levels: list[str], seats: int = 3, workers: int = 1,
              progress: Progress | None = None, duplicate: bool = True, make: Maker = make_player) -> dict:
    """Play ``hands`` hands of ``preset`` with the players ``levels`` (names of ``registry.make_player``)
    and summarise them per level; ``progress`` is called after every chunk of hands. Raises ValueError for
    a seat count other than 3 or 4 or an unknown player name, before any hand is played."""
    if seats not in SEAT_COUNTS:
        raise ValueError(f"seats must be 3 or 4, not {seats}")
    for name in levels:
        make(name, "0")  # unknown names fail here, before any work
    jobs = [(preset, seats, seed, list(range(a, min(a + CHUNK, hands))), levels, duplicate, make)
            for a in range(0, hands, CHUNK)]
    results: list[dict] = []
    t0 = time.perf_counter()
    if workers <= 1:
        it = map(_play_chunk, jobs)
        pool = None
    else:
        pool = mp.get_context("spawn" if sys.platform == "win32" else "fork").Pool(workers)
        it = pool.imap(_play_chunk, jobs)  # ordered: aggregation is the same whatever the worker count
    try:
        for part in it:
            results.extend(part)
            if progress:
                progress(len(results), hands, time.perf_counter() - t0)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    return summarise(results, levels, time.perf_counter() - t0, preset, seed, seats, duplicate)


def interval(samples: list[float]) -> tuple[float, float]:
    """Mean and half-width of its 95% interval (normal approximation) of independent samples."""
    n = len(samples)
    if not n:
        return 0.0, 0.0
    mean = sum(samples) / n
    sd = statistics.stdev(samples) if n > 1 else 0.0
    return mean, 1.96 * sd / math.sqrt(n)


def summarise(results: list[dict], levels: list[str], elapsed: float, preset: str, seed: int, seats: int,
              duplicate: bool = True) -> dict:
    per: dict[str, dict] = {}
    for name in dict.fromkeys(levels):
        per[name] = {"nets": [], "by_deal": {}, "wins": 0, "win_hu": [], "times": []}
    illegal = 0
    for r in sorted(results, key=lambda r: r["hand"]):
        illegal += r["illegal"]
        for s in r["seats"]:
            p = per[s["level"]]
            p["nets"].append(s["net"])
            p["by_deal"].setdefault(r["deal"], []).append(s["net"])
            if s["won"]:
                p["wins"] += 1
                p["win_hu"].append(s["hu"])
        for name, ts in r["times"].items():
            per[name]["times"].extend(ts)
    out_levels = {}
    for name, p in per.items():
        nets = p["nets"]
        n = len(nets)
        mean = sum(nets) / n if n else 0.0
        # one sample per deal: a level's hands on the same cards are not independent of each other
        _, half = interval([sum(v) / len(v) for v in p["by_deal"].values()])
        ts = p["times"]
        out_levels[name] = {
            "hands": n,
            "mean_net": round(mean, 2),
            "ci95": [round(mean - half, 2), round(mean + half, 2)],
            "win_rate": round(p["wins"] / n, 4) if n else 0.0,
            "mean_win_hu": round(sum(p["win_hu"]) / len(p["win_hu"]), 1) if p["win_hu"] else 0.0,
            "decision_ms_median": round(statistics.median(ts), 3) if ts else 0.0,
            "decision_ms_max": round(max(ts), 1) if ts else 0.0,
            "decisions": len(ts),
        }
    by_deal = {name: {d: sum(v) / len(v) for d, v in p["by_deal"].items()} for name, p in per.items()}
    return {"hands": len(results), "deals": len({r["deal"] for r in results}),
            "design": "duplicate" if duplicate else "independent",
            "preset": preset, "seed": seed, "seats": seats, "players": levels,
            "table": _players_for(levels, 0, seats), "levels": out_levels,
            "paired": paired(by_deal) if duplicate else {},
            "illegal_actions": illegal, "elapsed_s": round(elapsed, 1)}


def paired(by_deal: dict[str, dict[int, float]]) -> dict[str, dict]:
    """For every two levels a, b (in the order given): the mean over deals of (a's mean net − b's mean net
    on the same cards) with its 95% interval, keyed ``"a-b"``; only deals both levels played count."""
    out = {}
    names = list(by_deal)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            common = sorted(set(by_deal[a]) & set(by_deal[b]))
            mean, half = interval([by_deal[a][d] - by_deal[b][d] for d in common])
            out[f"{a}-{b}"] = {"deals": len(common), "mean_diff": round(mean, 2),
                               "ci95": [round(mean - half, 2), round(mean + half, 2)]}
    return out
