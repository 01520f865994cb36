"""The teaching table (教学牌桌): every hand open, and each computer move explained in a line
("下家 碰 五万：…"). No Qt.

Both come from the current hand's event log, which names every card (the ``dealt`` event holds each hand):
:func:`replay_hands` folds the log into each seat's concealed cards, melds and discards, and
:func:`explain_move` rebuilds the mover's view just before its move and asks the hint ranking
(``engine.players.hints``, the side panel's own) for that action's reason, so the line says what the hint
panel would have said to that player.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..engine.players.hints import hint
from ..engine.table.actions import Action, SeatView
from ..engine.table.events import Event
from ..engine.text import Msg, msg

MOVES = ("discarded", "claimed", "declared", "won")
LAID = {"angang": 4, "jiagang": 1}          # cards a declaration takes out of the hand (a dragon: all it has)


@dataclass
class Table:
    """What the log says about every seat: concealed cards, melds (form, card, from), discards, the last draw."""

    hands: dict[int, list[str]] = field(default_factory=dict)
    melds: dict[int, list[tuple[str, str, int | None]]] = field(default_factory=dict)
    discards: dict[int, list[str]] = field(default_factory=dict)
    drawn: dict[int, str | None] = field(default_factory=dict)
    last_discard: tuple[int, str] | None = None


def _take(hand: list[str], card: str, n: int) -> None:
    for _ in range(n):
        if card in hand:
            hand.remove(card)


def _declared(t: Table, seat: int, what: str, card: str, cards: Sequence[str]) -> None:
    hand = t.hands.setdefault(seat, [])
    if what == "angang":
        _take(hand, card, LAID["angang"])
        t.melds.setdefault(seat, []).append(("angang", card, None))
    elif what == "jiagang":
        _take(hand, card, LAID["jiagang"])
        melds = t.melds.setdefault(seat, [])
        melds[:] = [("minggang", c, f) if (c == card and form == "peng") else (form, c, f) for form, c, f in melds]
    elif what == "lilong":
        _take(hand, card, len(cards) or hand.count(card))
        t.melds.setdefault(seat, []).append(("long", card, None))


def _apply(t: Table, ev: Event) -> None:
    d = ev.data
    seat = d.get("seat")
    if ev.type == "dealt":
        t.hands[seat] = list(d["cards"])
    elif ev.type == "drew":
        t.hands.setdefault(seat, []).append(d["card"])
        t.drawn[seat] = d["card"]
    elif ev.type == "joy_replaced":          # the 喜 laid face up, its replacement (no drew event) taken
        hand = t.hands.setdefault(seat, [])
        _take(hand, d["joy"], 1)
        if d.get("card"):
            hand.append(d["card"])
    elif ev.type == "discarded":
        _take(t.hands.setdefault(seat, []), d["card"], 1)
        t.discards.setdefault(seat, []).append(d["card"])
        t.drawn[seat] = None
        t.last_discard = (seat, d["card"])
    elif ev.type == "claimed":
        held = {"peng": 2, "gang": 3}[d["form"]]
        _take(t.hands.setdefault(seat, []), d["card"], held)
        t.melds.setdefault(seat, []).append(("peng" if d["form"] == "peng" else "minggang", d["card"], d["from_seat"]))
        pile = t.discards.get(d["from_seat"], [])
        if pile and pile[-1] == d["card"]:
            pile.pop()
    elif ev.type == "declared":
        _declared(t, seat, d.get("what", ""), d.get("card"), d.get("cards") or ())


def replay_hands(log: Sequence[Event]) -> Table:
    """Every seat's cards after ``log`` (the current hand's events, from its ``hand_started``)."""
    t = Table()
    for ev in log:
        _apply(t, ev)
    return t


def move_action(ev: Event) -> Action | None:
    """The action a move event records (None for an event that is no one's choice)."""
    d = ev.data
    if ev.type == "discarded":
        return Action("ready" if d.get("ready") else "discard", d["card"])
    if ev.type == "claimed":
        return Action(d["form"], d["card"])
    if ev.type == "declared" and d.get("what") in ("angang", "jiagang", "lilong", "jiaolong"):
        return Action(d["what"], d["card"])
    if ev.type == "won":
        return Action("tsumo") if d.get("self_drawn") else Action("hu", d.get("card"))
    return None


def seat_view(view: SeatView, seat: int, t: Table, claim: dict | None) -> SeatView:
    """``view`` (any seat's) seen by ``seat`` with the cards the log gives it."""
    n = len(view.hand_counts)
    melds = tuple(tuple(t.melds.get(s, ())) for s in range(n))
    discards = tuple(tuple(t.discards.get(s, ())) for s in range(n))
    counts = tuple(len(t.hands.get(s, ())) for s in range(n))
    return dataclasses.replace(view, seat=seat, turn=seat, hand=tuple(sorted(t.hands.get(seat, ()))),
                               drawn=t.drawn.get(seat), melds=melds, discards=discards, hand_counts=counts,
                               claim=claim, phase="claim" if claim else "act")


def explain_move(log: Sequence[Event], index: int, view: SeatView, name: str) -> Msg | None:
    """The line for the move ``log[index]``: "{name} {the hint's reason for it}" (None when it is no move)."""
    ev = log[index]
    action = move_action(ev)
    if action is None or ev.type not in MOVES:
        return None
    t = replay_hands(log[:index])
    claim = None
    if action.type in ("peng", "gang", "hu") and t.last_discard is not None:
        claim = {"card": action.card, "from": t.last_discard[0], "kind": "discard"}
    mover = seat_view(view, ev.data["seat"], t, claim)
    ranked = hint(mover, [action], view.rules)
    if not ranked:
        return None
    return msg("teach.move", seat=name, reason=ranked[0].reason)
