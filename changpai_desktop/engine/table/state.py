"""The state of one 局: the wall, every seat's cards, the phase; the facts read off it; views and the state dict.

Per-seat lists are indexed by absolute seat (0..n_seats-1); the resting seat's stay empty. The wall is one
list: cards are drawn from the front (``lo``) and replacements from the end (``hi``).
"""

from __future__ import annotations

from collections.abc import Callable

from .. import tiles
from ..cards import INDEX, JOYS, KINDS, N_KINDS
from ..rules import RuleSet
from ..scoring import Meld, PlayerHand, Win
from .actions import Decision, SeatView

JOY_SET = frozenset(JOYS)
N_JOYS = len(JOYS)
DRAGON_REPLACEMENTS = {4: 1, 3: 0, 2: 2}   # a dragon of n cards draws this many replacements
DRAGON_MIN = 2                         # a dragon is every remaining copy of a kind, at least two


def deal_sizes(rules: RuleSet) -> tuple[int, int, int]:
    """Cards dealt to the dealer and to the two others, in turn order (the preset's ``deal`` section)."""
    deal = rules.deal
    return deal.dealer_cards, deal.other_cards, deal.other_cards


class HandState:
    """The fields of one 局 and what can be read off them; :class:`~.hand.Hand` moves them on."""

    def __init__(self, rules: RuleSet, order: tuple[int, ...] | list[int], n_seats: int, deck: list[str],
                 hand_no: int = 0, emit: Callable[..., None] | None = None, totals: list[int] | None = None):
        self.rules = rules
        self.order = tuple(order)
        if len(self.order) != 3 or len(set(self.order)) != 3 or not all(0 <= s < n_seats for s in self.order):
            raise ValueError(f"a hand is played by three distinct seats of {n_seats}, got {self.order}")
        self.n_seats = n_seats
        self.dealer = self.order[0]
        self.resting = next((s for s in range(n_seats) if s not in self.order), None)
        self.hand_no = hand_no
        self.totals = totals if totals is not None else [0] * n_seats
        self._emit = emit or (lambda *a, **k: None)
        self.wall = list(deck)
        self.lo = 0
        self.hi = len(self.wall)
        n = n_seats
        self.concealed = [[0] * N_KINDS for _ in range(n)]
        self.melds: list[list[tuple[str, str, int | None]]] = [[] for _ in range(n)]
        self.declared: list[list[str]] = [[] for _ in range(n)]
        self.joys: list[list[str]] = [[] for _ in range(n)]
        self.joys_in_deal = [False] * n
        self.no_pair_dealt = [False] * n   # 穷狠 300 (house rule): the dealt hand held no two alike
        self.discards: list[list[str]] = [[] for _ in range(n)]
        self.draws = [0] * n
        self.ready = [False] * n
        self.tianting = [False] * n        # 天听 declared (then ``ready`` too)
        self.drawn: list[str | None] = [None] * n
        self.flips: list[str] = []
        self.phase = "deal"
        self.turn: int | None = None
        self.after_claim = False
        self.after_gang = False
        self.dealer_discarded = False
        self.n_discards = 0
        self.claim: dict | None = None
        self.dragon_pos = 0
        self.result = None   # a result.HandResult once the hand is over
        self._pending: Decision | None = None
        self.baoting = bool(rules.multipliers["baoting"].on)
        self.tianting_on = bool(rules.multipliers["tianting"].on)

    # --- the wall ---------------------------------------------------------------------------------------
    @property
    def wall_count(self) -> int:
        return self.hi - self.lo

    def take(self, from_end: bool) -> str | None:
        if self.lo >= self.hi:
            return None
        if from_end:
            self.hi -= 1
            return self.wall[self.hi]
        c = self.wall[self.lo]
        self.lo += 1
        return c

    def lay_joys(self, seat: int, joy: str) -> str | None:
        """Lay ``joy`` face up and replace it from the end, repeatedly; the card kept (None: wall empty)."""
        while True:
            self.joys[seat].append(joy)
            r = self.take(True)
            self._emit("joy_replaced", seat=seat, joy=joy, card=r)
            if r is None or r not in JOY_SET:
                return r
            joy = r

    def draw(self, seat: int, from_end: bool, reason: str) -> str | None:
        """One card into ``seat``'s hand (喜 laid out and replaced); None when the wall ran out."""
        c = self.take(from_end)
        if c is None:
            return None
        self._emit("drew", seat=seat, card=c, source="end" if from_end else "front", reason=reason)
        if c in JOY_SET:
            c = self.lay_joys(seat, c)
            if c is None:
                return None
        self.concealed[seat][INDEX[c]] += 1
        self.drawn[seat] = c
        return c

    def unseen_joys(self) -> int:
        if not self.rules.joys_enabled:
            return 0
        return N_JOYS - sum(len(j) for j in self.joys) - sum(1 for c in self.flips if c in JOY_SET)

    # --- facts read off the state -----------------------------------------------------------------------
    def sets_needed(self, seat: int) -> int:
        """Sets ``seat`` still makes in the concealed hand (``engine.tiles.sets_needed``)."""
        return tiles.sets_needed(((f, INDEX[c]) for f, c, _ in self.melds[seat]), self.levels.remaining)

    def is_ready(self, seat: int) -> bool:
        """Whether ``seat``'s concealed hand (between turns) waits on a card: 报听, or 向听 0
        (``engine.tiles.is_ready``)."""
        if self.ready[seat]:
            return True
        return tiles.ready_needing(list(self.concealed[seat][:N_KINDS]), self.sets_needed(seat))

    def dragon_kinds(self, seat: int) -> list[int]:
        """Kinds ``seat`` may declare as a dragon now: it holds every remaining copy (at least two)."""
        rem = self.levels.remaining
        c = self.concealed[seat]
        decl = self.declared[seat]
        return [k for k in range(N_KINDS) if rem[k] >= DRAGON_MIN and c[k] == rem[k] and KINDS[k] not in decl]

    def lay_safe(self, k: int) -> bool:
        """Enough wall for a dragon's replacements (a two-card dragon needs two real cards)."""
        n = self.levels.remaining[k]
        if n == 4:
            return self.wall_count >= 1
        if n == 3:
            return True
        return self.wall_count >= 2 + self.unseen_joys()

    def discardable(self, seat: int) -> list[str]:
        c = self.concealed[seat]
        if self.ready[seat] and self.drawn[seat] is not None:
            return [self.drawn[seat]]
        decl = self.declared[seat]
        if decl:
            out = [KINDS[k] for k in range(N_KINDS) if c[k] and KINDS[k] not in decl]
            if out:
                return out
        return [KINDS[k] for k in range(N_KINDS) if c[k]]

    def concealed_codes(self, seat: int) -> tuple[str, ...]:
        out: list[str] = []
        for k, m in enumerate(self.concealed[seat]):
            if m:
                out += (KINDS[k],) * m
        return tuple(out)

    def player_hand(self, seat: int, win: Win | None = None) -> PlayerHand:
        return PlayerHand(
            tuple(self.concealed[seat]),
            tuple(Meld(f, INDEX[c]) for f, c, _ in self.melds[seat]),
            tuple(INDEX[c] for c in self.declared[seat]),
            len(self.joys[seat]), self.joys_in_deal[seat], win)

    # --- views and the state dict -----------------------------------------------------------------------
    def pending(self) -> Decision | None:
        raise NotImplementedError

    def view(self, seat: int) -> SeatView:
        n = range(self.n_seats)
        cl = self.claim
        d = self.pending()
        return SeatView(
            seat, self.hand_no, self.phase, self.dealer, self.resting, self.order,
            d.seat if d is not None else None, self.concealed_codes(seat), self.drawn[seat],
            tuple(map(tuple, self.declared)), tuple(map(tuple, self.melds)), tuple(map(tuple, self.discards)),
            tuple(map(tuple, self.joys)), tuple(self.flips), tuple(sum(self.concealed[s]) for s in n),
            self.hi - self.lo, tuple(self.ready), tuple(self.draws),
            {"card": cl["card"], "from": cl["from"], "kind": cl["kind"]} if cl else None,
            tuple(self.totals), self.rules,
        )

    def state_dict(self) -> dict:
        cl = self.claim
        return {
            "hand_no": self.hand_no, "order": list(self.order), "phase": self.phase, "turn": self.turn,
            "wall": self.wall[self.lo:self.hi], "flips": list(self.flips),
            "concealed": [list(c) for c in self.concealed], "melds": [[list(m) for m in ms] for ms in self.melds],
            "declared": [list(d) for d in self.declared], "joys": [list(j) for j in self.joys],
            "joys_in_deal": list(self.joys_in_deal), "discards": [list(d) for d in self.discards],
            "draws": list(self.draws), "ready": list(self.ready), "drawn": list(self.drawn),
            "after_claim": self.after_claim, "after_gang": self.after_gang,
            "dealer_discarded": self.dealer_discarded, "n_discards": self.n_discards,
            "dragon_pos": self.dragon_pos,
            "claim": None if cl is None else {**cl, "cands": [[s, list(o)] for s, o in cl["cands"]],
                                              "best": list(cl["best"]) if cl["best"] else None},
            "result": None if self.result is None else self.result.to_dict(),
            # 天听 only once declared: the state (and hash) of a hand without it reads as before the option
            **({"tianting": list(self.tianting)} if any(self.tianting) else {}),
        }
