"""``changpai-engine``: the engine's command line.

``score``    JSON hand(s) on stdin → JSON result(s); exit 2 if any element was invalid.
``settle``   a JSON list of 胡 totals on stdin → the nets.
Other commands (simulate, replay, arena) are added by the game and computer-player modules.
"""

from __future__ import annotations

import argparse
import json
import sys


def _read_json(stream) -> object:
    text = stream.read()
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise SystemExit(f"changpai-engine: stdin is not valid JSON: {exc}") from None


def cmd_score(args: argparse.Namespace) -> int:
    from .score_request import score_json

    data = _read_json(sys.stdin)
    many = isinstance(data, list)
    results = [score_json(obj) for obj in (data if many else [data])]
    out = results if many else results[0]
    print(json.dumps(out, ensure_ascii=False, indent=None if args.compact else 2))
    return 2 if any("error" in r for r in results) else 0


def cmd_settle(args: argparse.Namespace) -> int:
    from .settlement import settle

    data = _read_json(sys.stdin)
    if isinstance(data, dict):
        data = data.get("totals")
    if not isinstance(data, list) or not all(isinstance(x, int) and not isinstance(x, bool) for x in data):
        print(json.dumps({"error": "settle takes a JSON list of whole-number 胡 totals, e.g. [260, 40, 10]"}))
        return 2
    print(json.dumps(settle(data)))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="changpai-engine", description="Nantong Changpai rules engine")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("score", help="score hands given as JSON on stdin")
    p.add_argument("--compact", action="store_true", help="print one line of JSON")
    p.set_defaults(func=cmd_score)
    p = sub.add_parser("settle", help="nets from a JSON list of totals on stdin")
    p.set_defaults(func=cmd_settle)
    for register in _EXTRA_COMMANDS:
        register(sub)
    return parser


_EXTRA_COMMANDS: list = []


def main(argv: list[str] | None = None) -> int:
    _load_extra_commands()
    args = build_parser().parse_args(argv)
    return args.func(args)


def _load_extra_commands() -> None:
    """Commands that live with the modules they drive (simulate/replay in game, arena in players)."""
    import importlib

    for name in ("changpai_desktop.engine.game_cli", "changpai_desktop.engine.players.arena"):
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            continue
        register = getattr(module, "register_cli", None)
        if register and register not in _EXTRA_COMMANDS:
            _EXTRA_COMMANDS.append(register)
