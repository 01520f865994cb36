"""``changpai-engine``'s parser: one sub-command group per module, each added by its ``register``."""

from __future__ import annotations

import argparse

from . import analyse, arena, review, score, sheet, simulate


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="changpai-engine", description="Nantong Changpai rules engine")
    sub = parser.add_subparsers(dest="command", required=True)
    score.register(sub)
    simulate.register(sub)
    arena.register(sub)
    sheet.register(sub)
    review.register(sub)
    analyse.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return args.func(args)
