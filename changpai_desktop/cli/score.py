"""``changpai-engine score`` and ``settle``.

``score``    JSON hand(s) on stdin → JSON result(s); exit 2 if any element was invalid.
``settle``   a JSON list of 胡 totals on stdin (or ``{"totals": [...]}``) → the nets.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TextIO

from ..engine.scoring.settlement import settle
from ..services.score_text import score_json

__all__ = ["register", "score_json"]  # score_json: the JSON entry point, also used by tools/compare_behaviour.py


def read_json(stream: TextIO, command: str = "changpai-engine") -> object:
    """The JSON document on ``stream``; exits with a one-line message when it is not JSON."""
    text = stream.read()
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise SystemExit(f"{command}: stdin is not valid JSON: {exc}") from None


def cmd_score(args: argparse.Namespace) -> int:
    data = read_json(sys.stdin)
    many = isinstance(data, list)
    results = [score_json(obj) for obj in (data if many else [data])]
    out = results if many else results[0]
    print(json.dumps(out, ensure_ascii=False, indent=None if args.compact else 2))
    return 2 if any("error" in r for r in results) else 0


def _is_whole_number(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def cmd_settle(args: argparse.Namespace) -> int:
    data = read_json(sys.stdin)
    if isinstance(data, dict):
        data = data.get("totals")
    if not isinstance(data, list) or not all(_is_whole_number(x) for x in data):
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
