"""The arguments every 高手 tuning aid takes (tune_hard, hybrid_hard, decompose_hard, discard_rates,
calibration_hard): the preset, how many duplicate hands, the seed and the table, each tool with its own
defaults."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from changpai_desktop.engine.rules import PRESET_IDS  # noqa: E402

TABLE = "hard,normal,normal"


def arena_parser(hands: int, seed: int) -> argparse.ArgumentParser:
    """A parser with --preset, --hands (default ``hands``), --seed (default ``seed``) and --table."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--preset", choices=PRESET_IDS, default="nantong-single")
    ap.add_argument("--hands", type=int, default=hands)
    ap.add_argument("--seed", type=int, default=seed)
    ap.add_argument("--table", default=TABLE)
    return ap
