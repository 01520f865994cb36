"""``changpai-engine simulate`` and ``changpai-engine replay``.

simulate: plays a headless game of N hands with computer players, checking the invariants after every
action (every card accounted for: 120, or 125 with 喜; hand sizes; nets summing to zero every hand), and
prints the statistics. An engine error is not caught: it stops the run with its traceback (exit status 1,
as for a violation), which says more than a one-line summary could; the result's ``error`` stays ``None``
and is kept so that the JSON keeps its shape.
replay: checks a save replays cleanly and prints its final score sheet.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter

from ..engine.drive import run
from ..engine.match import Match
from ..engine.players.registry import make_player
from ..engine.record import SaveError
from ..engine.replay import GameRecord
from ..engine.rules import PRESET_IDS, RuleError, RuleSet
from ..engine.text import Term, msg
from ..engine.tiles.arrange import complete_table
from ..services.text import render
from ..storage.records import write_record
from ..storage.saves import load_game


def _seat_names(players: str, n_seats: int) -> list[str]:
    """One name for every seat, or one per seat; ValueError otherwise."""
    names = [p.strip() for p in players.split(",") if p.strip()]
    if len(names) == 1:
        names = names * n_seats
    if len(names) != n_seats:
        raise ValueError(f"--players needs one name or {n_seats} names, got {len(names)}")
    return names


def _net_violations(sheet: list[dict]) -> list[str]:
    return [f"hand {row['hand']}: nets {row['net']} do not sum to zero"
            for row in sheet if sum(n for n in row["net"] if n is not None) != 0]


def _statistics(game: Match) -> dict:
    sheet = game.sheet
    wins = [r for r in sheet if r["winner"] is not None]
    win_hu = [r["hu"][r["winner"]] for r in wins]
    return {
        "hands": len(sheet),
        "wins_by_type": dict(sorted(Counter(r["type"] for r in wins).items())),
        "self_drawn": sum(1 for r in wins if r["self_drawn"]),
        "discard_wins": sum(1 for r in wins if not r["self_drawn"]),
        "robbed_kong_wins": sum(1 for r in wins if r["robbed"]),
        "drawn_hands": len(sheet) - len(wins),
        "mean_winner_hu": round(sum(win_hu) / len(win_hu), 2) if win_hu else 0.0,
        "max_winner_hu": max(win_hu, default=0),
    }


def simulate(preset: str, hands: int, seed: int, seats: int | None = None, players: str = "greedy",
             check: bool = True, overrides: dict | None = None, save: str | None = None) -> dict:
    """Play ``hands`` hands of ``preset`` with the named computer players; the statistics and the
    invariant violations found (every action checked unless ``check`` is false). ``save``: write the game
    there as a game record (``storage.records``), the players' names as its seats."""
    over = dict(overrides or {})
    if seats is not None:
        over["deal.seats"] = seats
    rules = RuleSet.preset(preset, over)
    names = _seat_names(players, rules.seats)
    ps = [make_player(n, f"{seed}:{i}") for i, n in enumerate(names)]
    complete_table()  # the one-time table build is not part of the speed
    violations: list[str] = []

    def step(game: Match) -> None:
        violations.extend(game.hand.check_invariants())

    game = Match(rules, seed, hands)
    t0 = time.perf_counter()
    if check:
        step(game)
    run(game, ps, step if check else None)
    dt = time.perf_counter() - t0
    if check:
        violations.extend(_net_violations(game.sheet))
    if save:
        write_record(save, GameRecord.from_match(game, names))
    return {
        "preset": preset, "seats": rules.seats, "seed": seed, "players": names,
        **_statistics(game),
        "invariant_violations": len(violations),
        "violation_examples": violations[:10],
        "actions": len(game.log),
        "seconds": round(dt, 3),
        "hands_per_second": round(len(game.sheet) / dt, 1) if dt > 0 else 0.0,
        "totals": list(game.totals),
        "error": None,
    }


def _print_simulation(result: dict, preset: str) -> None:
    print(f"{result['hands']} hands of {preset}, {result['seats']} seats, players {','.join(result['players'])}")
    print(f"wins by type: {result['wins_by_type']}; self-drawn {result['self_drawn']}, on a discard "
          f"{result['discard_wins']} (抢杠 {result['robbed_kong_wins']}); drawn hands {result['drawn_hands']}")
    print(f"mean 胡 of winners {result['mean_winner_hu']} (max {result['max_winner_hu']})")
    print(f"invariant violations: {result['invariant_violations']}")
    for v in result["violation_examples"]:
        print(f"  {v}")
    print(f"{result['hands_per_second']} hands/s ({result['seconds']} s)")


def cmd_simulate(args: argparse.Namespace) -> int:
    try:
        result = simulate(args.preset, args.hands, args.seed, args.seats, args.players, not args.no_check,
                          save=args.save)
    except (ValueError, RuleError, OSError) as exc:
        print(f"changpai-engine simulate: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        _print_simulation(result, args.preset)
    return 1 if result["invariant_violations"] else 0


def _sheet_result(r: dict, zh: bool) -> str:
    if r["winner"] is None:
        return "荒牌" if zh else "drawn"
    if zh:
        how = "自摸" if r["self_drawn"] else f"点炮(座{r['from']})"
        return f"座{r['winner']} {render(Term(r['type']), 'zh_Hans')} {how}"
    how = "self-drawn" if r["self_drawn"] else f"on seat {r['from']}'s card"
    return f"seat {r['winner']} {r['type']} {how}"


def format_sheet(game: Match, lang: str = "zh_Hans") -> str:
    """The score sheet as plain text: one line a hand, 胡 and net per seat, running totals."""
    zh = lang.startswith("zh")
    head = "局 庄 " if zh else "hand dealer "
    head += " | ".join((f"座{s} 胡/分/累计" if zh else f"seat{s} hu/net/total") for s in range(game.n_seats))
    lines = [head + (" | 结果" if zh else " | result")]
    for r in game.sheet:
        cells = []
        for s in range(game.n_seats):
            if r["hu"][s] is None:
                cells.append(("醒" if zh else "rest") + f" -/-/{r['running'][s]}")
            else:
                cells.append(f"{r['hu'][s]}/{r['net'][s]:+d}/{r['running'][s]}")
        lines.append(f"{r['hand'] + 1:>2} {r['dealer']}  " + " | ".join(cells) + " | " + _sheet_result(r, zh))
    lines.append(("合计 " if zh else "total ") + " ".join(f"{t:+d}" for t in game.totals))
    return "\n".join(lines)


def cmd_replay(args: argparse.Namespace) -> int:
    try:
        game, meta = load_game(args.file, thorough=True)   # every hand replayed and compared
    except SaveError as exc:
        print(f"changpai-engine replay: {render(msg('save.sentence', reason=exc.reason), 'en')}", file=sys.stderr)
        return 2
    problems = game.hand.check_invariants()
    if args.json:
        print(json.dumps({"ok": not problems, "actions": game.actions_total, "hands": len(game.sheet),
                          "finished": game.finished, "sheet": game.sheet, "totals": game.totals,
                          "state_hash": game.state_hash(), "seats": meta["seats"], "problems": problems},
                         ensure_ascii=False))
    else:
        print(f"{args.file}: {game.actions_total} actions replay cleanly; {len(game.sheet)} hand(s) finished"
              + (" (game over)" if game.finished else ""))
        print(format_sheet(game, "en" if args.english else "zh_Hans"))
        for p in problems:
            print(f"invariant: {p}")
    return 1 if problems else 0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("simulate", help="play headless games with computer players and check invariants")
    p.add_argument("--hands", type=int, default=100)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--preset", choices=PRESET_IDS, default="nantong-single")
    p.add_argument("--seats", type=int, choices=(3, 4), default=None)
    p.add_argument("--players", default="greedy", help="one name for all seats, or one per seat: random,greedy,…")
    p.add_argument("--no-check", action="store_true", help="skip the invariant checks (speed only)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--save", metavar="FILE", default=None, help="write the game as a game record (for review)")
    p.set_defaults(func=cmd_simulate)
    p = sub.add_parser("replay", help="check that a saved game replays cleanly and print its score sheet")
    p.add_argument("file")
    p.add_argument("--json", action="store_true")
    p.add_argument("--english", action="store_true")
    p.set_defaults(func=cmd_replay)
