"""Measure 高手 variants at a table (a tuning aid, not shipped play): every variant is a HardConfig with some
fields changed; each plays the same duplicate deals against the same opponents.

    python tools/tune_hard.py --preset nantong-single --hands 600 --seed 101 --table hard,normal,normal \
        --variant base: --variant nodef:defence=False --variant old:expert=False,defence=False

Prints, per variant, the 高手's mean net with its 95% interval (per deal) and the paired difference to the
first variant on the same deals.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from changpai_desktop.engine.players.arena import interval, play_hand  # noqa: E402
from changpai_desktop.engine.players.base import Player  # noqa: E402
from changpai_desktop.engine.players.hard import HardPlayer  # noqa: E402
from changpai_desktop.engine.players.registry import make_player  # noqa: E402
from changpai_desktop.engine.players.tuning import HardConfig  # noqa: E402
from changpai_desktop.engine.tiles.arrange import complete_table  # noqa: E402
from arena_args import arena_parser  # noqa: E402


def parse_variant(text: str) -> tuple[str, HardConfig]:
    name, _, fields = text.partition(":")
    kw: dict = {}
    types = {f.name: f.type for f in dataclasses.fields(HardConfig)}
    for item in filter(None, fields.split(",")):
        key, _, val = item.partition("=")
        t = types[key]
        kw[key] = val == "True" if t in (bool, "bool") else (int(val) if t in (int, "int") else float(val))
    return name, HardConfig(**kw)


def hard_by_deal(preset: str, hands: int, seed: int, levels: list[str], cfg: HardConfig) -> dict[int, float]:
    """The 高手's mean net per deal (duplicate deals, as the arena plays them)."""
    def make(level: str, s: str) -> Player:
        return HardPlayer(s, cfg) if level == "hard" else make_player(level, s)

    out: dict[int, list[float]] = {}
    for i in range(hands):
        r = play_hand(preset, 3, seed, i, levels, True, make)
        for s in r["seats"]:
            if s["level"] == "hard":
                out.setdefault(r["deal"], []).append(s["net"])
    return {d: sum(v) / len(v) for d, v in out.items()}


def cached_deals(args: argparse.Namespace, levels: list[str], cfg: HardConfig) -> dict[int, float]:
    """``hard_by_deal``, kept in ``--cache`` by its arguments and config (clear it when the code changes)."""
    if not args.cache:
        return hard_by_deal(args.preset, args.hands, args.seed, levels, cfg)
    changed = {f.name: getattr(cfg, f.name) for f in dataclasses.fields(cfg)
               if getattr(cfg, f.name) != f.default}  # new fields with their defaults keep the key
    digest = hashlib.sha1(repr(sorted(changed.items())).encode()).hexdigest()[:12]
    key = f"{args.preset}_{args.hands}_{args.seed}_{args.table}_{digest}.json"
    path = Path(args.cache) / key
    if path.exists():
        return {int(d): v for d, v in json.loads(path.read_text()).items()}
    deals = hard_by_deal(args.preset, args.hands, args.seed, levels, cfg)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(deals))
    return deals


def main() -> int:
    ap = arena_parser(hands=600, seed=101)
    ap.add_argument("--variant", action="append", default=[])
    ap.add_argument("--cache", default="", help="a folder keeping each variant's per-deal nets (same code only)")
    args = ap.parse_args()
    complete_table()
    levels = args.table.split(",")
    base: dict[int, float] | None = None
    for text in args.variant or ["base:"]:
        name, cfg = parse_variant(text)
        deals = cached_deals(args, levels, cfg)
        mean, half = interval(list(deals.values()))
        line = f"{name:<12} hard {mean:7.2f} [{mean - half:.2f}, {mean + half:.2f}]"
        if base is None:
            base = deals
        else:
            d, h = interval([deals[k] - base[k] for k in deals])
            line += f"   vs first {d:+.2f} [{d - h:.2f}, {d + h:.2f}]"
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
