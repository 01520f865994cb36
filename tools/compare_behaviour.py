"""Record, then compare, what the engine does: the state hash after every simulated hand and the
``changpai-engine score`` output for the RULES.md §7 examples and 10,000 random hands.

    python tools/compare_behaviour.py record before.json     # on the old code
    python tools/compare_behaviour.py compare before.json    # on the new code: exit 1 on any difference

Simulated hands: 2,000 per preset (games of 12 hands, seeds 1000…), seats played by hard, normal and easy in
turn (CHANGPAI_COMPARE_PLAYERS=greedy,greedy,greedy for the engine alone), so the computer players' choices
are covered too. Scored hands: random winners and non-winners built
within the copies left of every kind, with melds, flips, 喜, declared dragons and win flags, sent through
the CLI's own JSON entry point.
"""

from __future__ import annotations

import json
import os
import random
import sys
from concurrent.futures import ProcessPoolExecutor

from changpai_desktop.cli.score import score_json
from changpai_desktop.engine.cards import KINDS
from changpai_desktop.engine.match import Match
from changpai_desktop.engine.players.registry import make_player
from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.engine.drive import run

PRESETS = ("nantong-single", "tongzhou-double", "rugao-double-xi")
HANDS_PER_PRESET = 2000
HANDS_PER_GAME = 12
RANDOM_HANDS = 10_000
LEVELS = tuple(os.environ.get("CHANGPAI_COMPARE_PLAYERS", "hard,normal,easy").split(","))
FLIPS = {"nantong-single": 1, "tongzhou-double": 2, "rugao-double-xi": 2}
WIN_FLAGS = ("dealer_first", "last_card", "first_discard", "ready_declared", "gang_kai", "robbed")

EXAMPLES = [  # RULES.md §7
    {"preset": "nantong-single", "flips": ["4t"], "melds": ["peng:5w", "peng:hh"],
     "hand": "2b2b2b1t2t3t6w7w8w3b4b5b7t8t9t9w9w", "win": {"card": "8t", "by": "discard"}},
]


def simulate_preset(preset: str) -> list[str]:
    rules = RuleSet.preset(preset)
    hashes: list[str] = []
    for g in range(HANDS_PER_PRESET // HANDS_PER_GAME + 1):
        seed = 1000 + g
        match = Match(rules, seed, HANDS_PER_GAME)
        players = [make_player(LEVELS[(g + i) % 3], f"{seed}:{i}") for i in range(rules.seats)]
        seen = [0]

        def step(m: Match, seen=seen) -> None:
            if len(m.sheet) > seen[0]:
                seen[0] = len(m.sheet)
                hashes.append(m.state_hash())

        run(match, players, step)
        if len(hashes) >= HANDS_PER_PRESET:
            break
    return hashes[:HANDS_PER_PRESET]


def _take_set(rnd: random.Random, left: list[int], concealed: list[int]) -> bool:
    k = rnd.randrange(30)
    if rnd.random() < 0.6 and k < 27 and k % 9 <= 6:
        if all(left[k + i] > 0 for i in range(3)):
            for i in range(3):
                left[k + i] -= 1
                concealed[k + i] += 1
            return True
        return False
    if left[k] >= 3:
        left[k] -= 3
        concealed[k] += 3
        return True
    return False


def _random_flips(rnd: random.Random, preset: str) -> tuple[list[str], list[int]]:
    """The flips and the copies of each kind they leave."""
    flips = [rnd.choice(KINDS) for _ in range(FLIPS[preset])]
    if preset == "rugao-double-xi" and rnd.random() < 0.1:
        flips[0] = rnd.choice(["x1", "x2", "x3", "x4", "x5"])
    left = [4] * 30
    for f in flips:
        if f in KINDS:
            left[KINDS.index(f)] -= 1
    return flips, left


def _random_melds(rnd: random.Random, left: list[int]) -> list[str]:
    melds = []
    for _ in range(rnd.choice([0, 0, 1, 2, 3])):
        k = rnd.randrange(30)
        form = rnd.choice(["peng", "peng", "minggang", "angang", "long"])
        need = 3 if form == "peng" else 4
        if left[k] >= need:
            left[k] -= need
            melds.append(f"{form}:{KINDS[k]}")
    return melds


def _random_concealed(rnd: random.Random, left: list[int], sets: int) -> tuple[list[int], list[str]]:
    """Concealed counts of ``sets`` sets (a declared dragon among them now and then) and a pair."""
    declared, concealed = [], [0] * 30
    if rnd.random() < 0.1:
        k = rnd.randrange(30)
        if left[k] == 4:
            left[k] = 0
            concealed[k] += 4
            declared.append(KINDS[k])
            sets -= 1
    tries = 0
    while sets > 0 and tries < 500:
        tries += 1
        if _take_set(rnd, left, concealed):
            sets -= 1
    pair = next((k for k in rnd.sample(range(30), 30) if left[k] >= 2), 0)
    concealed[pair] += 2
    return concealed, declared


def random_request(rnd: random.Random) -> dict:
    preset = rnd.choice(PRESETS)
    flips, left = _random_flips(rnd, preset)
    melds = _random_melds(rnd, left)
    concealed, declared = _random_concealed(rnd, left, 7 - len(melds))
    req: dict = {"preset": preset, "flips": flips, "melds": melds, "declared": declared}
    if rnd.random() < 0.3:  # a non-winner: take one card away
        k = rnd.choice([k for k in range(30) if concealed[k]])
        concealed[k] -= 1
        req["win"] = None
    else:
        card = rnd.choice([k for k in range(30) if concealed[k]])
        win = {"card": KINDS[card], "by": rnd.choice(["self", "discard"])}
        for flag in WIN_FLAGS:
            if rnd.random() < 0.08:
                win[flag] = True
        req["win"] = win
    if preset == "rugao-double-xi":
        req["joys"] = rnd.choice([0, 0, 1, 2, 3])
    if rnd.random() < 0.1:
        req["overrides"] = {rnd.choice(["multipliers.haidi.on", "multipliers.dihu.on", "multipliers.shuanglong.on",
                                        "multipliers.huimian.on"]): True}
    req["hand"] = "".join(KINDS[k] * 1 for k in range(30) for _ in range(concealed[k]))
    return req


def score_all() -> list:
    rnd = random.Random(20261201)
    requests = EXAMPLES + [random_request(rnd) for _ in range(RANDOM_HANDS)]
    return [[req, score_json(req)] for req in requests]


def record() -> dict:
    with ProcessPoolExecutor(max_workers=2) as pool:
        hashes = dict(zip(PRESETS, pool.map(simulate_preset, PRESETS), strict=True))
    return {"hashes": hashes, "scores": score_all()}


def compare(before: dict, now: dict) -> int:
    bad = 0
    for preset in PRESETS:
        a, b = before["hashes"][preset], now["hashes"][preset]
        differ = [i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y]  # lengths compared below
        if differ or len(a) != len(b):
            bad += 1
            first = differ[0] if differ else None
            print(f"{preset}: state hashes differ from hand {first}: {len(differ)} of {min(len(a), len(b))} "
                  f"differ ({len(a)} vs {len(b)} hands)")
        else:
            print(f"{preset}: {len(a)} hands, every state hash equal")
    diffs = [i for i, (x, y) in enumerate(zip(before["scores"], now["scores"], strict=True)) if x != y]
    valid = sum(1 for _, out in now["scores"] if "error" not in out)
    print(f"scores: {len(now['scores'])} requests ({valid} valid), {len(diffs)} outputs differ")
    for i in diffs[:5]:
        print(json.dumps(before["scores"][i], ensure_ascii=False)[:600])
        print(json.dumps(now["scores"][i][1], ensure_ascii=False)[:600])
    return 1 if bad or diffs else 0


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in ("record", "compare"):
        print(__doc__)
        return 2
    now = record()
    if argv[0] == "record":
        with open(argv[1], "w", encoding="utf-8") as fh:
            json.dump(now, fh, ensure_ascii=False)
        print(f"recorded {sum(map(len, now['hashes'].values()))} hand hashes, {len(now['scores'])} scores")
        return 0
    with open(argv[1], encoding="utf-8") as fh:
        before = json.load(fh)
    return compare(before, now)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
