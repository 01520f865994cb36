"""``changpai-engine review FILE --seat N``: the 复盘 of a saved game or a game record, for one seat.

Each decision of the seat that offered a choice: the hand, the replay step, the chosen action, the 高手's best,
the expected 胡 it cost (``loss_hu``); then the agreement rate (decisions chosen as the 高手 would), the loss
per hand and per decision, and the seconds the review took. ``--json`` prints it as one JSON object (``items``:
the decisions, each with the ranking of the legal actions).
"""

from __future__ import annotations

import argparse
import json
import sys

from ..engine.record import SaveError
from ..engine.table.actions import IllegalAction
from ..engine.text import msg
from ..services.review import GameReview, human_seat, load, review_game
from ..services.text import render


def _print_review(review: GameReview, lang: str) -> None:
    for h in review.hands:
        for d in h.decisions:
            mark = "=" if d.agreed else f"-{d.loss_hu:.2f}"
            print(f"hand {d.hand + 1} step {d.step}: chose {d.chosen}, best {d.best} ({mark}) "
                  f"{render(d.reason, lang)}")
    print(f"seat {review.seat}: {review.decisions} decisions in {len(review.hands)} hands, agreement "
          f"{review.agreement:.1%}, expected 胡 lost {review.loss_per_hand:.2f} per hand, "
          f"{review.loss_per_decision:.3f} per decision ({review.seconds:.2f} s)")


def cmd_review(args: argparse.Namespace) -> int:
    try:
        record = load(args.file)
    except SaveError as exc:
        print(f"changpai-engine review: {render(msg('save.sentence', reason=exc.reason), 'en')}", file=sys.stderr)
        return 2
    seat = human_seat(record) if args.seat is None else args.seat
    if not 0 <= seat < len(record.seats):
        print(f"changpai-engine review: --seat must be 0 to {len(record.seats) - 1}", file=sys.stderr)
        return 2
    hands = None if args.hand is None else [args.hand - 1]
    if hands is not None and hands[0] not in record.hands:
        print(f"changpai-engine review: the file holds no finished hand {args.hand}", file=sys.stderr)
        return 2
    try:
        review = review_game(record, seat, hands)
    except IllegalAction as exc:
        print(f"changpai-engine review: an action of the file does not replay ({exc.msg.id})", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(review.to_json(), ensure_ascii=False))
    else:
        _print_review(review, "en" if args.english else "zh_Hans")
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("review", help="review one seat's decisions in a saved game or game record (复盘)")
    p.add_argument("file")
    p.add_argument("--seat", type=int, default=None, help="the seat to review (default: the human's, else 0)")
    p.add_argument("--hand", type=int, default=None, help="only this hand (1 = the first)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--english", action="store_true")
    p.set_defaults(func=cmd_review)
