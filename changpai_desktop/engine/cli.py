"""``changpai-engine``: the engine's command line (filled in by the scoring module)."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    print("changpai-engine: no command yet", file=sys.stderr)
    return 2
