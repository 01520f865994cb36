"""A match (一场): hands in a row, dealer rotation, the resting seat, the score sheet, the action log.

Driver protocol (the table, the computer players, the tests and the saves all use it; ``engine.drive`` is
the one loop over it)::

    match = Match(RuleSet.preset("nantong-single"), seed=7, hands=6)
    match.listeners.append(on_event)           # optional: events.Event stream for the UI
    while (d := match.pending()) is not None:  # Decision(seat, legal, phase, refusals); None when it is over
        action = players[d.seat].choose(match.view(d.seat), list(d.legal))
        match.apply(action)                    # IllegalAction(msg) if not legal; nothing changes then

``drive.advance(match, seats)`` does that loop for every seat with a computer player and returns the first
decision for a :class:`~.players.base.HumanSeat`, so a UI worker thread can show the human's choices, then
``apply`` the answer and ``advance`` again.

A match is its rules, its seed (or scripted decks) and its action log: ``record.replay(config, actions)``
rebuilds it exactly (``state_hash`` equal), which is what saves and undo rely on. The first dealer is
drawn by lot from the seed. Four seats: three play and the dealer's previous seat rests (定醒); after
every hand, won or drawn, the dealer's 下家 deals. Three seats (捉鳖, rules ``deal.seats = 3``): no rest.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .cards import full_deck
from .rules import RuleSet
from .table.actions import Action, Decision, IllegalAction, SeatView
from .table.events import Event
from .table.hand import Hand
from .text import msg

HAND_COUNTS = (6, 9, 12, None)


def deck_for(seed: int, hand_no: int, with_joys: bool) -> list[str]:
    """The shuffled deck of hand ``hand_no`` of the game with ``seed`` (stable across runs and machines)."""
    deck = full_deck(with_joys)
    random.Random(f"changpai:{seed}:hand:{hand_no}").shuffle(deck)
    return deck


def first_dealer_by_lot(seed: int, seats: int) -> int:
    return random.Random(f"changpai:{seed}:lot").randrange(seats)


def _digest(obj: Any) -> str:
    text = json.dumps(obj, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Start:
    """A later hand to begin a match at: the rows of the hands finished before it (``Match.sheet``'s) and the
    game's number of actions before it. Every hand is dealt from the seed and its number, and the dealer and
    the totals follow from the last row, so this is all a saved game needs to go on from a hand's start."""

    sheet: tuple[dict, ...]
    actions: int


class Match:
    """One 一场 of ``hands`` hands (None: open-ended) under ``rules``, dealt from ``seed`` or ``decks``."""

    def __init__(self, rules: RuleSet, seed: int = 0, hands: int | None = 6,
                 decks: Sequence[Sequence[str]] | None = None, first_dealer: int | None = None,
                 listeners: Iterable | None = None, start: Start | None = None):
        if hands is not None and (not isinstance(hands, int) or isinstance(hands, bool) or hands < 1):
            raise ValueError(f"hands must be a positive whole number or None (open-ended), got {hands!r}")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"seed must be a whole number, got {seed!r}")
        self.rules = rules
        self.n_seats = rules.seats
        self.seed = seed
        self.hands_target = hands
        self.decks = [list(d) for d in decks] if decks else None
        if first_dealer is None:
            first_dealer = first_dealer_by_lot(seed, self.n_seats)
        if not 0 <= first_dealer < self.n_seats:
            raise ValueError(f"first dealer must be a seat from 0 to {self.n_seats - 1}")
        self.first_dealer = first_dealer
        self.dealer = first_dealer
        self.totals = [0] * self.n_seats
        self.sheet: list[dict] = []
        self.log: list[tuple[int, Action]] = []
        self.log_start = 0                       # the game's number of actions before log[0]
        self.hand_starts: list[int] = []         # the game's action count at the start of each hand dealt here
        self.first_hand = 0                      # the number of the hand hand_starts[0] is of
        self.listeners: list = list(listeners or [])
        self.finished = False
        self.hand: Hand = None  # type: ignore[assignment]
        if start is not None:
            self._start_from(start)
        self._start_hand()

    def _start_from(self, start: Start) -> None:
        """Begin at the start of hand ``len(start.sheet)``: the finished hands' rows as the score sheet, the
        totals and the dealer as they stood after the last of them."""
        if self.hands_target is not None and len(start.sheet) >= self.hands_target:
            raise ValueError(f"a game of {self.hands_target} hands has no hand {len(start.sheet) + 1}")
        self.sheet = [dict(row) for row in start.sheet]
        if self.sheet:
            self.totals = list(self.sheet[-1]["running"])
            self.dealer = (self.sheet[-1]["dealer"] + 1) % self.n_seats
        self.log_start = start.actions
        self.first_hand = len(self.sheet)

    # --- configuration, for saves and replay ----------------------------------------------------------
    def config(self) -> dict:
        return {"rules": self.rules.to_dict(), "seed": self.seed, "hands": self.hands_target,
                "decks": self.decks, "first_dealer": self.first_dealer}

    @classmethod
    def from_config(cls, config: dict, listeners: Iterable | None = None, start: Start | None = None) -> Match:
        """A new match of ``config``; ``start``: begin at a later hand instead of the first (see :class:`Start`)."""
        return cls(RuleSet.from_dict(config["rules"]), config["seed"], config["hands"], config.get("decks"),
                   config.get("first_dealer"), listeners, start)

    @property
    def actions_total(self) -> int:
        """The number of actions of the whole game so far (``log`` may hold only the later ones)."""
        return self.log_start + len(self.log)

    @property
    def hand_start(self) -> int:
        """The game's action count when the current hand was dealt."""
        return self.hand_starts[-1]

    def current_hand_start(self) -> Start:
        """Where the current hand began: replaying its actions from there rebuilds the match as it is now."""
        return Start(tuple(dict(r) for r in self.sheet[: self.hand.hand_no]), self.hand_start)

    def hand_actions(self) -> list[tuple[int, Action]]:
        """The actions of the current hand so far."""
        return self.log[self.hand_start - self.log_start:]

    # --- events ------------------------------------------------------------------------------------
    def _emit(self, type_: str, **data: Any) -> None:
        if self.listeners:
            ev = Event(type_, data)
            for fn in list(self.listeners):
                fn(ev)

    # --- hands -------------------------------------------------------------------------------------
    @property
    def hand_no(self) -> int:
        return len(self.sheet)

    def order_for(self, dealer: int) -> tuple[int, ...]:
        return tuple((dealer + i) % self.n_seats for i in range(3))

    def _start_hand(self) -> None:
        no = self.hand_no
        self.hand_starts.append(self.actions_total)
        if self.decks and no < len(self.decks):
            deck = self.decks[no]
        else:
            deck = deck_for(self.seed, no, self.rules.joys_enabled)
        order = self.order_for(self.dealer)
        resting = next((s for s in range(self.n_seats) if s not in order), None)
        self._emit("hand_started", hand_no=no, dealer=self.dealer, resting=resting, order=list(order))
        self.hand = Hand(self.rules, order, self.n_seats, deck, no, self._emit, self.totals)
        if self.hand.phase == "over":
            self._finish_hand()

    def _finish_hand(self) -> None:
        h = self.hand
        r = h.result
        for s in range(self.n_seats):
            if r.nets[s] is not None:
                self.totals[s] += r.nets[s]
        self.sheet.append({
            "hand": h.hand_no, "dealer": h.dealer, "resting": h.resting, "winner": r.winner,
            "type": r.type, "self_drawn": r.self_drawn, "from": r.from_seat, "robbed": r.robbed,
            "flags": dict(r.flags), "hu": list(r.totals), "net": list(r.nets),
            "running": list(self.totals),
        })
        if self.hands_target is not None and len(self.sheet) >= self.hands_target:
            self.finished = True
            self._emit("game_over", summary=self.summary())
            return
        self.dealer = (h.dealer + 1) % self.n_seats
        order = self.order_for(self.dealer)
        self._emit("next_hand", hand_no=self.hand_no, dealer=self.dealer,
                   resting=next((s for s in range(self.n_seats) if s not in order), None))
        self._start_hand()

    # --- the protocol ------------------------------------------------------------------------------
    def pending(self) -> Decision | None:
        if self.finished:
            return None
        return self.hand.pending()

    def apply(self, action: Action, seat: int | None = None) -> None:
        d = self.pending()
        if d is None:
            raise IllegalAction(msg("refuse.match_over"))
        if seat is None:
            seat = d.seat
        self.hand.apply(seat, action)
        self.log.append((seat, action))
        if self.hand.phase == "over":
            self._finish_hand()

    def view(self, seat: int) -> SeatView:
        return self.hand.view(seat)

    # --- state -------------------------------------------------------------------------------------
    def state_dict(self) -> dict:
        return {"config": self.config(), "dealer": self.dealer, "totals": list(self.totals),
                "sheet": self.sheet, "finished": self.finished,
                "log": [[s, a.to_dict()] for s, a in self.log], "hand": self.hand.state_dict()}

    def state_hash(self) -> str:
        """The hash of the whole state, every action of ``log`` included (the same after an exact replay)."""
        return _digest(self.state_dict())

    def position_hash(self) -> str:
        """The hash of where the game stands now: the hand in play, the totals and the number of actions, but
        not the actions themselves (so it costs the same at the 1st hand as at the 1,000th, and a match begun
        at a later hand with :class:`Start` has the same one as the match played from the first)."""
        return _digest({"hand_no": self.hand.hand_no, "dealer": self.dealer, "totals": self.totals,
                        "finished": self.finished, "actions": self.actions_total, "hand": self.hand.state_dict()})

    def summary(self) -> dict:
        """The end-of-game summary: totals, ranking, wins and the best hand of every seat."""
        seats = []
        for s in range(self.n_seats):
            wins = [row for row in self.sheet if row["winner"] == s]
            played = [row for row in self.sheet if row["hu"][s] is not None]
            seats.append({
                "seat": s, "total": self.totals[s], "hands_played": len(played), "wins": len(wins),
                "self_drawn": sum(1 for r in wins if r["self_drawn"]),
                "best_hu": max((r["hu"][s] for r in wins), default=0),
                "dealt_in": sum(1 for r in self.sheet if r["from"] == s and r["winner"] is not None),
            })
        ranking = sorted(range(self.n_seats), key=lambda s: (-self.totals[s], s))
        return {"hands": len(self.sheet), "drawn_hands": sum(1 for r in self.sheet if r["winner"] is None),
                "totals": list(self.totals), "ranking": ranking, "seats": seats}
