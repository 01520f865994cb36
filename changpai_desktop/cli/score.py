"""``changpai-engine score`` and ``settle``.

``score``    JSON hand(s) on stdin → JSON result(s); exit 2 if any element was invalid.
``settle``   a JSON list of 胡 totals on stdin (or ``{"totals": [...]}``) → the nets.
"""

from __future__ import annotations

import argparse
import json
import sys

from ..engine.scoring.settlement import settle
from ..services.score_text import score_json
from .inputs import read_stdin_json, request_problem, totals_problem

__all__ = ["register", "score_json"]  # score_json: the JSON entry point, also used by tools/compare_behaviour.py


def _score_one(obj: object) -> dict:
    problem = request_problem(obj)
    return {"error": problem} if problem else score_json(obj)


def cmd_score(args: argparse.Namespace) -> int:
    data = read_stdin_json(sys.stdin.buffer)
    many = isinstance(data, list)
    results = [_score_one(obj) for obj in (data if many else [data])]
    out = results if many else results[0]
    print(json.dumps(out, ensure_ascii=False, indent=None if args.compact else 2))
    return 2 if any("error" in r for r in results) else 0


def cmd_settle(args: argparse.Namespace) -> int:
    data = read_stdin_json(sys.stdin.buffer)
    if isinstance(data, dict):
        data = data.get("totals")
    if totals_problem(data):
        print(json.dumps({"error": "settle takes a JSON list of whole-number 胡 totals, e.g. [260, 40, 10]"}))
        return 2
    print(json.dumps(settle(data)))
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("score", help="score hands given as JSON on stdin")
    p.add_argument("--compact", action="store_true", help="print one line of JSON")
    p.set_defaults(func=cmd_score)
    p = sub.add_parser("settle", help="nets from a JSON list of totals on stdin")
    p.set_defaults(func=cmd_settle)
