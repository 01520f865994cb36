"""牌理: what a hand is worth going on from here, for the 学习 window and ``changpai-engine analyse``.

The hand comes as a score request without its win (``engine.scoring.request``: preset, flips, melds, declared,
hand, joys), the way the 算胡器 builds one. The analysis says, in players' words:

- how far the hand is from ready (``distance``: 0 听牌, n 还差 n 张听牌; -1 a hand that has already won);
- between turns (3n+1 concealed cards): the useful draws, each with its live copies (not in this hand, the
  flips or the melds), and when ready, the waits with what each would score self-drawn and on a discard;
- on one's turn (3n+2): every discard with the 高手's expected net 胡 (``engine.players.advice.advise``, the
  ranking the hints and the review share), how far from ready it leaves the hand, its useful draws and waits.

The waits' scores are the scorer's (``score_waits``), so each equals ``changpai-engine score`` of that win.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..engine import tiles
from ..engine.cards import INDEX, JOYS, KINDS, N_KINDS, full_deck
from ..engine.players.advice import advise
from ..engine.players.analysis import Analysis
from ..engine.players.hints import WaitInfo, waits_info
from ..engine.rules import RuleSet
from ..engine.scoring.request import parse_request
from ..engine.table.actions import SeatView, act
from ..engine.text import Msg, msg

SEAT = 0
WON = -1                      # the distance of a hand that already wins


class AnalyseError(ValueError):
    """A hand that cannot be analysed: ``msg`` says why (engine text)."""

    def __init__(self, message: Msg):
        super().__init__(message.id)
        self.msg = message


@dataclass(frozen=True)
class Draw:
    card: str
    live: int


@dataclass(frozen=True)
class DiscardOption:
    card: str
    expected_hu: float
    distance: int
    useful: tuple[Draw, ...]
    waits: tuple[WaitInfo, ...]
    reason: Msg

    @property
    def useful_live(self) -> int:
        return sum(d.live for d in self.useful)


@dataclass(frozen=True)
class HandAnalysis:
    cards: int                          # concealed cards held
    sets_needed: int
    on_turn: bool                       # one card more than a ready hand holds: a discard is due
    distance: int                       # after the best discard when on turn
    words: Msg                          # the distance in players' words
    useful: tuple[Draw, ...]            # between turns
    waits: tuple[WaitInfo, ...]         # between turns, when ready
    discards: tuple[DiscardOption, ...]  # on turn, best first

    def to_json(self) -> dict:
        def waits(ws):
            return [{"card": w.kind_code, "live": w.live, "self_drawn": w.self_drawn_hu, "discard": w.discard_hu}
                    for w in ws]

        def draws(ds):
            return [{"card": d.card, "live": d.live} for d in ds]

        return {"cards": self.cards, "sets_needed": self.sets_needed, "on_turn": self.on_turn,
                "distance": self.distance, "ready": self.distance == 0, "useful": draws(self.useful),
                "useful_live": sum(d.live for d in self.useful), "waits": waits(self.waits),
                "discards": [{"card": d.card, "expected_hu": round(d.expected_hu, 3), "distance": d.distance,
                              "useful": draws(d.useful), "useful_live": d.useful_live, "waits": waits(d.waits)}
                             for d in self.discards]}


def distance_words(distance: int, on_turn: bool = False) -> Msg:
    """How far from ready, as players say it (``on_turn``: with the discard still to make)."""
    if distance == WON:
        return msg("analyse.won")
    if on_turn:
        return msg("analyse.turn_ready") if distance == 0 else msg("analyse.turn_away", n=distance)
    if distance == 0:
        return msg("analyse.ready")
    return msg("analyse.away", n=distance)


def seat_view(request: Mapping[str, Any]) -> SeatView:
    """The request's hand as seat 0's view of a table where nothing else is known yet (only the flips)."""
    rules, flips, hand = parse_request(request)
    codes = tuple(sorted(k for i, k in enumerate(KINDS) for _ in range(hand.concealed[i])))
    n = rules.seats
    order = (0, 1, 2)
    empty = tuple(() for _ in range(n))

    def mine(value: tuple) -> tuple:
        return (value,) + empty[1:]

    melds = mine(tuple((m.form, KINDS[m.kind], None) for m in hand.melds))
    declared = mine(tuple(KINDS[k] for k in hand.declared))
    joys = mine(tuple(JOYS[i % len(JOYS)] for i in range(hand.joys)))
    counts = (len(codes),) + (0,) * (n - 1)
    deal = rules.deal
    wall = len(full_deck(rules.joys_enabled)) - deal.dealer_cards - 2 * deal.other_cards - len(flips)  # as dealt
    return SeatView(SEAT, 0, "act", SEAT, 3 if n > len(order) else None, order, SEAT, codes, None, declared, melds,
                    empty, joys, tuple(flips), counts, wall, (False,) * n, (1,) * n, None, (0,) * n, rules)


def _useful(an: Analysis, c: list[int], need: int, x: int) -> tuple[Draw, ...]:
    out = []
    for k in range(N_KINDS):
        if an.live[k] and c[k] < 4 and k not in an.declared:
            c[k] += 1
            if tiles.xiangting(c, need) < x:
                out.append(Draw(KINDS[k], an.live[k]))
            c[k] -= 1
    return tuple(out)


def _between_turns(view: SeatView, an: Analysis, rules: RuleSet) -> tuple[int, tuple, tuple]:
    c = list(an.counts)
    x = tiles.xiangting(c, an.need)
    waits = tuple(waits_info(view, rules)) if x == 0 else ()
    return x, _useful(an, c, an.need, x), waits


def _discard_options(view: SeatView, an: Analysis, rules: RuleSet) -> tuple[DiscardOption, ...]:
    legal = [act("discard", KINDS[k]) for k in range(N_KINDS) if an.counts[k] and k not in an.declared]
    out = []
    for a in advise(view, legal, rules):
        c = list(an.counts)
        c[INDEX[a.action.card]] -= 1
        x = tiles.xiangting(c, an.need)
        after = _after_discard(view, a.action.card)
        waits = tuple(waits_info(after, rules)) if x == 0 else ()
        out.append(DiscardOption(a.action.card, a.expected_hu, x, _useful(an, c, an.need, x), waits, a.reason))
    return tuple(out)


def _after_discard(view: SeatView, card: str) -> SeatView:
    hand = list(view.hand)
    hand.remove(card)
    discards = (tuple(view.discards[SEAT]) + (card,),) + tuple(view.discards[1:])
    return SeatView(view.seat, view.hand_no, "claim", view.dealer, view.resting, view.order, None, tuple(hand), None,
                    view.declared, view.melds, discards, view.joys, view.flips,
                    (len(hand),) + tuple(view.hand_counts[1:]), view.wall_count, view.ready, view.draws, None,
                    view.totals, view.rules)


def analyse(request: Mapping[str, Any]) -> HandAnalysis:
    """The 牌理 of the request's hand (RequestError, CardError or RuleError for a request that is not well
    formed; AnalyseError when the hand holds a number of cards no hand holds)."""
    view = seat_view(request)
    rules = view.rules
    an = Analysis(view, rules)
    held, need = sum(an.counts), an.need
    if held == 3 * need + 1:
        x, useful, waits = _between_turns(view, an, rules)
        return HandAnalysis(held, need, False, x, distance_words(x), useful, waits, ())
    if held == 3 * need + 2:
        if tiles.xiangting(list(an.counts), need) < 0:
            return HandAnalysis(held, need, True, WON, distance_words(WON), (), (), _discard_options(view, an, rules))
        options = _discard_options(view, an, rules)
        x = min(o.distance for o in options)
        return HandAnalysis(held, need, True, x, distance_words(x, on_turn=True), (), (), options)
    raise AnalyseError(msg("analyse.count", held=held, ready=3 * need + 1, turn=3 * need + 2))
