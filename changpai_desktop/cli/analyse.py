"""``changpai-engine analyse``: the 牌理 of a hand given as JSON on stdin (a score request without its win, as
``score`` takes; a list of them gives a list). Prints how far it is from ready (``distance``, with ``words`` in
the three languages), the useful draws with their live copies and, when ready, the waits with what each scores
self-drawn and on a discard; for a hand about to discard, every discard with its expected net 胡. Exit 2 if any
element could not be analysed (its entry is ``{"error": …}``)."""

from __future__ import annotations

import argparse
import json
import sys

from ..engine.cards import CardError
from ..engine.rules import RuleError
from ..engine.scoring.request import RequestError
from ..services.analyse import AnalyseError, analyse
from ..services.text import render
from .inputs import read_stdin_json, request_problem

LANGS = ("zh_Hans", "zh_Hant", "en")


def analyse_json(obj: object) -> dict:
    problem = request_problem(obj)
    if problem:
        return {"error": problem}
    try:
        result = analyse(obj)
    except (RequestError, AnalyseError) as exc:
        return {"error": render(exc.msg, "en")}
    except (CardError, RuleError) as exc:
        return {"error": str(exc)}
    out = result.to_json()
    out["words"] = {lang: render(result.words, lang) for lang in LANGS}
    return out


def cmd_analyse(args: argparse.Namespace) -> int:
    data = read_stdin_json(sys.stdin.buffer)
    many = isinstance(data, list)
    results = [analyse_json(obj) for obj in (data if many else [data])]
    print(json.dumps(results if many else results[0], ensure_ascii=False, indent=None if args.compact else 2))
    return 2 if any("error" in r for r in results) else 0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("analyse", help="牌理 of a hand given as JSON on stdin: distance to ready, useful draws, waits")
    p.add_argument("--compact", action="store_true", help="print one line of JSON")
    p.set_defaults(func=cmd_analyse)
