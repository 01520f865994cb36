"""Actions, decisions and a seat's view: the types a player (computer or human) deals with.

The driver/player protocol (see also ``table.hand``, ``match`` and ``drive``):

- The engine (``match.Match``, one 一场; inside it ``table.hand.Hand``, one 局) runs every automatic step itself
  (deal, flips, 喜 replacements, draws, replacements from the end of the wall, scoring, settlement) and
  stops when a seat must decide. ``game.pending()`` then returns a :class:`Decision`: the seat to act and
  *exactly* the tuple of its legal :class:`Action` values, and for every action type not open now the
  reason it is closed (``Decision.refusals``, an ``engine.text.Msg`` per type; ``table.moves`` is the one
  place where both are decided).
- A player answers with one of them: ``Player.choose(view: SeatView, legal: list[Action]) -> Action``
  (``players.Player``). ``game.apply(action)`` validates it (anything not in the legal tuple raises
  :class:`IllegalAction` carrying the reason as an ``engine.text.Msg``, and changes nothing), applies it and runs
  on to the next decision.
- A :class:`SeatView` holds only what that seat may know: its own hand, everyone's melds, discards, 喜,
  叫龙 and the flips, the number of cards in every other hand and in the wall. Never the wall's order or
  another hand.

Actions are small frozen dataclasses ``Action(type, card)`` and serialise to ``{"type": ..., "card": ...}``
for the action log and saves. Types:

=============  ===========================================================================
``discard``    discard ``card`` (on one's turn)
``ready``      报听 (折庄): declare ready and discard ``card`` (on one of one's first three discards)
``tsumo``      win on one's own cards (自摸, and 天成 for the dealer's dealt hand)
``angang``     lay a concealed quad of ``card`` (暗杠) and draw a replacement from the end of the wall
``jiagang``    add ``card`` to one's own 碰 (加杠); others may rob it (抢杠) before the replacement
``jiaolong``   before the dealer's first discard: show a dragon of ``card`` (叫龙), kept in hand
``lilong``     lay a dragon of ``card`` (撂龙): in the dragon window, or later on one's turn for a 叫龙
``hu``         win on the card under claim (a discard, or a card added to a 碰)
``gang``       claim the discard holding three (明杠), draw a replacement, then discard
``peng``       claim the discard holding two (碰), then discard
``pass``       decline (claims) or finish declaring dragons
``tianting``   天听 (an option): a non-dealer ready on its dealt cards declares it before the dealer's first
               discard; from then it plays as after 报听
=============  ===========================================================================
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from collections.abc import Mapping
from typing import Any

from ..cards import ALL_CODES
from ..text import Msg

ACTION_TYPES = ("discard", "ready", "tsumo", "angang", "jiagang", "jiaolong", "lilong", "hu", "gang",
                "peng", "pass", "tianting")
CARDLESS = frozenset({"tsumo", "pass", "tianting"})
# Claim priority (胡 > 杠 > 碰).
CLAIM_PRIORITY = {"hu": 3, "gang": 2, "peng": 1}


class IllegalAction(ValueError):
    """An action the rules do not allow now. ``msg`` (a glossary ``refuse.…`` id with its values) says why;
    ``services.text`` renders it in the player's language."""

    def __init__(self, msg: Msg):
        super().__init__(msg.id)
        self.msg = msg


@dataclass(frozen=True, order=True)
class Action:
    type: str
    card: str | None = None

    def to_dict(self) -> dict:
        return {"type": self.type, "card": self.card}

    @classmethod
    def from_dict(cls, obj: Any) -> Action:
        if not isinstance(obj, Mapping):
            raise ValueError(f"an action must be an object with 'type' and 'card', got {obj!r}")
        t = obj.get("type")
        card = obj.get("card")
        if t not in ACTION_TYPES:
            raise ValueError(f"unknown action type {t!r} (known: {', '.join(ACTION_TYPES)})")
        if t in CARDLESS:
            if card is not None:
                raise ValueError(f"action {t!r} takes no card, got {card!r}")
        elif card not in ALL_CODES:
            raise ValueError(f"action {t!r} needs a card code, got {card!r}")
        return cls(t, card)

    def __str__(self) -> str:  # compact, for logs: "discard:5t", "pass"
        return f"{self.type}:{self.card}" if self.card else self.type


_INTERNED: dict[tuple[str, str | None], Action] = {}


def act(type_: str, card: str | None = None) -> Action:
    """A shared Action instance (actions are immutable; the engine builds thousands of them a hand)."""
    key = (type_, card)
    a = _INTERNED.get(key)
    if a is None:
        a = _INTERNED[key] = Action(type_, card)
    return a


@dataclass(frozen=True)
class Decision:
    """The seat that must act and exactly its legal actions. ``phase`` is dragons | act | claim.

    ``refusals`` names, for every action type with no legal action now, why it is closed (what the UI shows
    on a disabled button); it takes no part in equality or hashing."""

    seat: int
    legal: tuple[Action, ...]
    phase: str
    refusals: Mapping[str, Msg] = field(default_factory=dict, compare=False, hash=False, repr=False)


@dataclass(frozen=True)
class SeatView:
    """What one seat may know. Cards are codes; per-seat tuples are indexed by absolute seat number
    (the resting seat's entries are empty). ``rules`` is the RuleSet of the game (public)."""

    seat: int
    hand_no: int
    phase: str                        # dragons | act | claim | over
    dealer: int
    resting: int | None
    order: tuple[int, ...]            # the seats playing this hand, dealer first, in turn order
    turn: int | None                  # the seat to act
    hand: tuple[str, ...]             # own concealed cards, sorted (叫龙 cards included)
    drawn: str | None                 # own card just drawn (or replacement), if any
    declared: tuple[tuple[str, ...], ...]   # 叫龙 kinds shown by each seat (kept in hand)
    melds: tuple[tuple[tuple[str, str, int | None], ...], ...]  # (form, card, from seat) per seat
    discards: tuple[tuple[str, ...], ...]
    joys: tuple[tuple[str, ...], ...]
    flips: tuple[str, ...]
    hand_counts: tuple[int, ...]
    wall_count: int
    ready: tuple[bool, ...]
    draws: tuple[int, ...]
    claim: Mapping | None             # {"card", "from", "kind": discard|qianggang} while a card is under claim
    totals: tuple[int, ...]           # running game totals per seat
    rules: Any = field(default=None, compare=False, repr=False)

    def to_dict(self) -> dict:
        d = asdict(self)
        d.pop("rules", None)
        return d
