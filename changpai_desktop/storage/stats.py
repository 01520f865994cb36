"""The player's statistics, per preset and opponent levels, in ``<config>/stats.json`` (versioned JSON).

The table calls :func:`record_hand` at the end of every hand the player took part in and :func:`record_game`
at the end of every game. Each group (preset × the opponents' levels) keeps games, hands, wins, the sum of the
player's 胡, the sum of its winning 胡, nets, the best winning hand with its itemised explanation, and short
histories for the charts. The title (RULES.md §8) follows the accumulated score: the sum of the 胡 of every
hand the player won (decided here: a count that only grows, as a rank ladder should).

The file is read through the one reading path (``changpai_desktop.reading``) and checked by the shape
:data:`DOCUMENT` (every field the statistics page reads, at any depth). A damaged file is set aside (never
deleted) and statistics start afresh; :func:`take_problems` hands each such event over once (the statistics
page and the start-up notice tell the user: ``services.notices``).
"""

from __future__ import annotations

import time
from pathlib import Path

from ..message import msg
from ..shape import ANY, Among, Int, ListOf, MapOf, Num, Obj, Str, Tuple, optional
from .documents import APP, load_document
from .files import Damaged, write_json_atomic
from .paths import config_dir

SCHEMA = 1
KIND = "stats"
MAX_BYTES = 4 * 1024 * 1024
HISTORY = 60          # recent games / hands kept per group for the charts

# RULES.md §8: (lower bound, title in 简体, in English)
TITLES: tuple[tuple[int, str, str], ...] = (
    (0, "科员", "Clerk"),
    (6_000, "副科", "Deputy section chief"),
    (12_000, "科长", "Section chief"),
    (24_000, "副处", "Deputy division chief"),
    (96_000, "处长", "Division chief"),
    (192_000, "副局", "Deputy bureau chief"),
    (384_000, "局长", "Bureau chief"),
    (768_000, "副县", "Deputy county head"),
    (3_072_000, "县长", "County head"),
    (6_144_000, "副市", "Deputy mayor"),
    (12_288_000, "市长", "Mayor"),
    (24_576_000, "副省", "Deputy governor"),
    (52_428_800, "省长", "Governor"),
    (104_857_600, "主席", "Chairman"),
)

_problems: list[Damaged] = []     # set aside since the last take_problems() (the worker thread may add one)


def stats_path() -> Path:
    return config_dir() / "stats.json"


def title_for(score: int) -> tuple[int, str, str, int | None]:
    """(index, 简体 title, English title, score where the next title starts or None) for an accumulated score."""
    idx = 0
    for i, (low, _zh, _en) in enumerate(TITLES):
        if score >= low:
            idx = i
    nxt = TITLES[idx + 1][0] if idx + 1 < len(TITLES) else None
    return idx, TITLES[idx][1], TITLES[idx][2], nxt


def group_key(preset_id: str, levels: list[str]) -> str:
    return f"{preset_id}|{','.join(levels)}"


def _empty() -> dict:
    return {"app": APP, "kind": KIND, "schema": SCHEMA, "accumulated": 0, "groups": {}}


def _empty_group(preset_id: str, levels: list[str]) -> dict:
    return {"preset": preset_id, "levels": list(levels), "games": 0, "hands": 0, "wins": 0,
            "hu_sum": 0, "win_hu_sum": 0, "net_sum": 0, "game_net_sum": 0, "best": None,
            "recent_games": [], "recent_hands": []}


_TEXT = Str(2000)
ITEM = Obj({"zh": _TEXT, "en": _TEXT}, {"key": _TEXT, "cards": _TEXT, "hu": optional(Int()),
                                        "factor": optional(Int()), "rule": _TEXT}, extra=ANY)
BEST = Obj({"hu": Int()}, {"type": optional(_TEXT), "items": ListOf(ITEM), "date": _TEXT}, extra=ANY)
GROUP = Obj({"preset": _TEXT, "levels": ListOf(_TEXT), "games": Int(0), "hands": Int(0), "wins": Int(0),
             "hu_sum": Int(), "win_hu_sum": Int(), "net_sum": Int(), "game_net_sum": Int(),
             "recent_games": ListOf(Int()), "recent_hands": ListOf(Tuple((Int(0, 1), Int(), Int())))},
            {"best": optional(BEST)}, extra=ANY)
REVIEW = Obj({"hands": Int(0), "decisions": Int(0), "agreed": Int(0), "loss_sum": Num(),
              "recent": ListOf(Tuple((_TEXT, Int(0), Int(0), Num())))})   # 复盘: services.review
DOCUMENT = Obj({"app": Among((APP,)), "kind": Among((KIND,)), "schema": Int(1, SCHEMA), "accumulated": Int(0),
                "groups": MapOf(GROUP)}, {"review": REVIEW}, extra=ANY)


def load_stats() -> dict:
    """The whole statistics document (a fresh one when there is none or it had to be set aside)."""
    data, problem = load_document(stats_path(), KIND, msg("file.kind.stats"), DOCUMENT, _empty, MAX_BYTES)
    if problem is not None:
        _problems.append(problem)
    return data


def take_problems() -> list[Damaged]:
    """The statistics files set aside since the last call, each handed over once."""
    taken = _problems[:]
    del _problems[: len(taken)]
    return taken


def _save(data: dict) -> None:
    write_json_atomic(stats_path(), data)


def _clean_items(items: list[dict]) -> list[dict]:
    out = []
    for it in items or []:
        if isinstance(it, dict):
            out.append({k: it[k] for k in ("key", "zh", "en", "cards", "hu", "factor", "rule") if k in it})
    return out


def record_hand(preset_id: str, levels: list[str], won: bool, hu: int, net: int, winner_type: str | None,
                items: list[dict]) -> None:
    """One finished hand of the player: did it win, its 胡, its net, the winning type and the score items."""
    data = load_stats()
    key = group_key(preset_id, levels)
    g = data["groups"].setdefault(key, _empty_group(preset_id, levels))
    g["hands"] += 1
    g["hu_sum"] += int(hu)
    g["net_sum"] += int(net)
    if won:
        g["wins"] += 1
        g["win_hu_sum"] += int(hu)
        data["accumulated"] += max(0, int(hu))
        best = g.get("best")
        if best is None or int(hu) > best.get("hu", 0):
            g["best"] = {"hu": int(hu), "type": winner_type, "items": _clean_items(items),
                         "date": time.strftime("%Y-%m-%d")}
    g["recent_hands"] = (g["recent_hands"] + [[int(bool(won)), int(hu), int(net)]])[-HISTORY:]
    _save(data)


def record_game(preset_id: str, levels: list[str], final_net: int) -> None:
    """One finished game of the player, with its final net score."""
    data = load_stats()
    key = group_key(preset_id, levels)
    g = data["groups"].setdefault(key, _empty_group(preset_id, levels))
    g["games"] += 1
    g["game_net_sum"] += int(final_net)
    g["recent_games"] = (g["recent_games"] + [int(final_net)])[-HISTORY:]
    _save(data)


def record_review(key: str, decisions: int, agreed: int, loss_hu: float) -> None:
    """One reviewed hand (``key`` names it; a hand reviewed again is not counted twice): its decisions, how many
    the player chose as the 高手 would and the expected 胡 they lost."""
    data = load_stats()
    r = data.setdefault("review", {"hands": 0, "decisions": 0, "agreed": 0, "loss_sum": 0.0, "recent": []})
    if any(row[0] == key for row in r["recent"]):
        return
    r["hands"] += 1
    r["decisions"] += int(decisions)
    r["agreed"] += int(agreed)
    r["loss_sum"] = round(r["loss_sum"] + float(loss_hu), 3)
    r["recent"] = (r["recent"] + [[key, int(decisions), int(agreed), round(float(loss_hu), 3)]])[-HISTORY:]
    _save(data)


def reset_stats() -> None:
    """Forget every statistic (the file is replaced by an empty one)."""
    _save(_empty())


def summary() -> dict:
    """Totals over all groups plus the title: for the statistics page."""
    data = load_stats()
    groups = list(data["groups"].values())
    hands = sum(g["hands"] for g in groups)
    wins = sum(g["wins"] for g in groups)
    best = None
    for g in groups:
        b = g.get("best")
        if b and (best is None or b["hu"] > best["hu"]):
            best = dict(b, preset=g["preset"], levels=g["levels"])
    idx, zh, en, nxt = title_for(data["accumulated"])
    return {"games": sum(g["games"] for g in groups), "hands": hands, "wins": wins,
            "win_rate": wins / hands if hands else 0.0,
            "mean_hu": sum(g["hu_sum"] for g in groups) / hands if hands else 0.0,
            "accumulated": data["accumulated"], "title_index": idx, "title_zh": zh, "title_en": en,
            "next_title_at": nxt, "best": best, "groups": groups, "review": data.get("review")}
