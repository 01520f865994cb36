"""Feed ``changpai-engine score`` / ``settle`` thousands of malformed inputs and count the Python tracebacks.

Each input runs in its own process (``python -m <module> score|settle``, stdin from the input, a UTF-8 locale),
as a user's pipe would; a run whose stderr holds "Traceback" counts. The inputs are made from a seed, so two
runs (before and after a change) see the same ones:

    python tools/hostile_inputs.py --count 3000                      # this tree, changpai_desktop.cli
    python tools/hostile_inputs.py --root /work/wt/base --module changpai_desktop.engine --count 3000

Kinds: a valid request with one field replaced by junk (deep nesting, integers past 4,300 digits, NaN and
Infinity, lone surrogates in keys and strings, wrong types at any depth), ``overrides`` that are not an object
of options, truncated JSON, non-UTF-8 bytes, random bytes, and ``settle`` lists of junk. The summary prints the
number of inputs, of tracebacks, and the first line of each distinct traceback's last line.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = {"preset": "nantong-single", "flips": ["4t"], "melds": ["peng:5w", "peng:hh"],
           "hand": "2b2b2b1t2t3t6w7w8w3b4b5b7t8t9t9w9w", "win": {"card": "8t", "by": "discard"}}
FIELDS = ("preset", "flips", "melds", "hand", "win", "overrides", "declared", "joys", "joys_in_deal")
WIN_FIELDS = ("card", "by", "dealer_first", "last_card", "after_gang")
HOLE = "@@hole@@"
TIMEOUT_S = 60


def deep(rng: random.Random) -> str:
    n = rng.choice((200, 1_000, 5_000, 100_000))
    if rng.random() < 0.5:
        return "[" * n + "1" + "]" * n
    return '{"a":' * n + "1" + "}" * n


def huge_int(rng: random.Random) -> str:
    digits = rng.choice((25, 100, 4_299, 4_301, 5_000, 20_000))
    return rng.choice(("", "-")) + "9" * digits


def special_float(rng: random.Random) -> str:
    return rng.choice(("NaN", "Infinity", "-Infinity", "1e999", "-1e400", "1" + "0" * 500 + ".5"))


def surrogate(rng: random.Random) -> str:
    s = rng.choice(("\\ud800", "\\udfff", "a\\ud83d", "\\udc00b"))
    return f'"{s}"' if rng.random() < 0.6 else f'{{"{s}": 1}}'


def scalar(rng: random.Random) -> str:
    return rng.choice(("true", "false", "null", "0", "-1", "1.5", '""', '"x"', '"5w"', "[]", "{}", '"peng:5w"'))


def junk(rng: random.Random, depth: int = 0) -> str:
    """A JSON fragment that is wrong somewhere, possibly deep inside a container."""
    kinds = (deep, huge_int, special_float, surrogate, scalar)
    if depth < 3 and rng.random() < 0.35:
        items = [junk(rng, depth + 1) for _ in range(rng.randint(1, 3))]
        if rng.random() < 0.5:
            return "[" + ",".join(items) + "]"
        keys = [rng.choice(('"settlement.cap"', '"deal.seats"', '"a"', '"card"', '"\\ud800"')) for _ in items]
        return "{" + ",".join(f"{k}:{v}" for k, v in zip(keys, items, strict=True)) + "}"
    return rng.choice(kinds)(rng)


def with_hole(obj: object, fragment: str) -> str:
    return json.dumps(obj, ensure_ascii=False).replace(json.dumps(HOLE), fragment, 1)


def mutated_request(rng: random.Random) -> str:
    obj = json.loads(json.dumps(EXAMPLE))
    if rng.random() < 0.25:
        obj["win"][rng.choice(WIN_FIELDS)] = HOLE
    elif rng.random() < 0.3:
        obj["overrides"] = {rng.choice(("settlement.cap", "deal.seats", "values", "scoring")): HOLE}
    else:
        obj[rng.choice(FIELDS)] = HOLE
    text = with_hole(obj, junk(rng))
    return "[" + text + "," + json.dumps(EXAMPLE) + "]" if rng.random() < 0.2 else text


def bad_overrides(rng: random.Random) -> str:
    obj = dict(EXAMPLE, overrides=HOLE)
    fragment = rng.choice(('[1, 2]', '"settlement.cap"', "7", "true", '[{"settlement.cap": 600}]',
                           '{"settlement": {"cap": [600]}}', '{"settlement": "cap"}', junk(rng)))
    return with_hole(obj, fragment)


def truncated(rng: random.Random) -> str:
    text = json.dumps(EXAMPLE)
    return text[: rng.randrange(1, len(text))]


def non_utf8(rng: random.Random) -> bytes:
    text = json.dumps(EXAMPLE, ensure_ascii=False).encode("utf-8")
    i = rng.randrange(len(text))
    choice = rng.random()
    if choice < 0.4:
        return text[:i] + bytes([rng.choice((0x80, 0xC0, 0xFF, 0xED, 0xF5))]) + text[i:]
    if choice < 0.7:
        return json.dumps({"hand": "二饼", **EXAMPLE}, ensure_ascii=False).encode(rng.choice(("gbk", "utf-16")))
    return b'{"preset": "\xed\xa0\x80"}'   # a surrogate encoded as UTF-8: not valid UTF-8


def random_bytes(rng: random.Random) -> bytes:
    return bytes(rng.randrange(256) for _ in range(rng.randint(1, 200)))


def settle_input(rng: random.Random) -> str:
    items = [str(rng.randint(-500, 500)) for _ in range(rng.randint(0, 4))]
    items.insert(rng.randrange(len(items) + 1), junk(rng))
    text = "[" + ",".join(items) + "]"
    return '{"totals": ' + text + "}" if rng.random() < 0.3 else text


SCORE_KINDS = (mutated_request, mutated_request, mutated_request, bad_overrides, truncated, non_utf8,
               random_bytes)
SETTLE_KINDS = (settle_input, settle_input, settle_input, truncated, non_utf8, random_bytes)


def make_inputs(count: int, seed: int) -> list[tuple[str, str, bytes]]:
    """(command, kind, stdin bytes) × count, the same for the same seed."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        command = "score" if rng.random() < 0.7 else "settle"
        make = rng.choice(SCORE_KINDS if command == "score" else SETTLE_KINDS)
        data = make(rng)
        out.append((command, make.__name__, data if isinstance(data, bytes) else data.encode("utf-8")))
    return out


def run_one(root: Path, module: str, command: str, data: bytes) -> str | None:
    """The last line of the traceback the command printed, or None when it printed none."""
    env = dict(os.environ, PYTHONPATH=str(root), LC_ALL="en_US.UTF-8", LANG="en_US.UTF-8")
    try:
        proc = subprocess.run([sys.executable, "-m", module, command], input=data, capture_output=True,
                              cwd=root, env=env, timeout=TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return "timeout"
    err = proc.stderr.decode("utf-8", "replace")
    if "Traceback" not in err:
        return None
    lines = [line for line in err.strip().splitlines() if line.strip()]
    return lines[-1][:120] if lines else "Traceback"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--root", type=Path, default=ROOT, help="the source tree to run (PYTHONPATH and cwd)")
    ap.add_argument("--module", default="changpai_desktop.cli", help="the command-line module")
    ap.add_argument("--count", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    inputs = make_inputs(args.count, args.seed)
    with ThreadPoolExecutor(args.workers) as pool:
        results = list(pool.map(lambda item: run_one(args.root, args.module, item[0], item[2]), inputs))
    by_kind: Counter[str] = Counter()
    messages: Counter[str] = Counter()
    for (command, kind, _), last in zip(inputs, results, strict=True):
        if last is not None:
            by_kind[f"{command}/{kind}"] += 1
            messages[last] += 1
    summary = {"inputs": len(inputs), "tracebacks": sum(by_kind.values()), "by_kind": dict(by_kind),
               "messages": dict(messages.most_common(15))}
    if args.json:
        print(json.dumps(summary, ensure_ascii=False, indent=1))
    else:
        print(f"{summary['inputs']} inputs, {summary['tracebacks']} tracebacks")
        for key, n in sorted(by_kind.items()):
            print(f"  {key}: {n}")
        for text, n in messages.most_common(15):
            print(f"  {n:>5} × {text}")
    return 1 if summary["tracebacks"] else 0


if __name__ == "__main__":
    sys.exit(main())
