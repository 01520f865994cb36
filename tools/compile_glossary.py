"""Write ``resources/text/glossary.json``: the glossary's entries (read from the ``*.toml`` files, their one home)
with each file's SHA-256, which the game reads at start instead of parsing the TOML (some 20 ms faster).

    python tools/compile_glossary.py           # after editing any resources/text/*.toml
    python tools/compile_glossary.py --check   # exit 1 when the compiled file is missing or stale

The game passes over a stale file and reads the TOML files, so forgetting this costs time, never a wrong text;
tests/engine/text/test_glossary.py fails until it is run.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from changpai_desktop.engine.text.glossary import COMPILED, compiled_document, read_compiled  # noqa: E402
from changpai_desktop.resources import resource_path  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="only tell whether the compiled file is up to date")
    args = ap.parse_args()
    folder = resource_path("text")
    if args.check:
        fresh = read_compiled(folder) is not None
        print(f"{COMPILED}: {'up to date' if fresh else 'missing or stale: run tools/compile_glossary.py'}")
        return 0 if fresh else 1
    text = json.dumps(compiled_document(folder), ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    (folder / COMPILED).write_text(text + "\n", encoding="utf-8")
    print(f"wrote {folder / COMPILED}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
