"""One hand (局) of Nantong Changpai as a state machine (RULES.md §2, §3, §6): pending and apply.

``Hand(rules, order, n_seats, deck)`` deals from ``deck`` (a shuffled or scripted card order, see
``table.deal``). It runs every automatic step itself and stops when a seat must decide:

    d = hand.pending()            # Decision(seat, legal actions, phase, refusals) or None when it is over
    hand.apply(d.seat, action)    # IllegalAction (state unchanged) unless ``action in d.legal``

Phases: ``dragons`` (叫龙 / 撂龙 before the dealer's first discard, each seat in turn order), ``act`` (the
seat on turn after its draw: 自摸, 暗杠, 加杠, lay a 叫龙, 报听, discard; the dealer's first turn has no draw;
after a 碰 only a discard), ``claim`` (a discard or a card added to a 碰 is offered to the others in turn
order; 胡 > 杠 > 碰, ties to the first in turn order after the discarder), ``over`` (``hand.result`` is the
:class:`~.result.HandResult`). What is legal, and why anything else is refused, is ``table.moves``.

Decided here where RULES.md is silent (documented in the tests):
- 叫龙 / 撂龙 eligibility is the hand at the time of the dragon window (dragon replacements included); the
  dealer's 天成 likewise counts any dragon replacements as part of its dealt hand, but not a replacement drawn
  on its first turn (for an 暗杠, or a 叫龙 laid then; RULES.md §5.3). 天听 (an option) is judged on the same
  hand: a non-dealer ready after the dragon window's replacements may declare it.
- 报听 on any of a player's first three discards, counting the discards others claimed; the dealer's first
  (made without a draw) is one of them (RULES.md §3).
- 杠开 only on a replacement for one's own 杠, 暗杠, 加杠 or four-card dragon: a three-card dragon draws
  nothing and leaves the flag as it was, a two-card dragon (no set) clears it.
- 加杠 may use any held copy of a 碰's kind on one's turn (not only the card just drawn).
- No 杠 of any kind when the wall is empty (there is no replacement); a two-card dragon is laid only when
  the wall holds two cards more than the 喜 still unseen.
- 报听 needs a ready hand (听牌) after the discard; a ready player may not 碰, 杠 or lay dragons.
- A 暗杠 needs four copies; a flipped kind's remaining copies are a dragon (or 把子), never an 暗杠.
"""

from __future__ import annotations

from collections.abc import Callable

from ..cards import INDEX, KINDS, N_KINDS
from ..rules import RuleSet
from ..rules.levels import COPIES
from ..scoring import Win
from ..text import msg
from . import deal, moves
from .actions import CLAIM_PRIORITY, Action, Decision, IllegalAction
from .invariants import card_census, check_invariants
from .result import finish, win_flags
from .state import HandState


GANG_KAI_DRAGON_MIN = 3   # a laid dragon of fewer cards (two: both flips the same card) is no set, so no 杠开


class Hand(HandState):
    """One 局. Per-seat lists are indexed by absolute seat (0..n_seats-1); the resting seat stays empty."""

    def __init__(self, rules: RuleSet, order: tuple[int, ...] | list[int], n_seats: int, deck: list[str],
                 hand_no: int = 0, emit: Callable[..., None] | None = None, totals: list[int] | None = None):
        super().__init__(rules, order, n_seats, deck, hand_no, emit, totals)
        deal.check_deck(rules, deck)
        deal.deal(self)

    def card_census(self) -> list[int]:
        return card_census(self)

    def check_invariants(self) -> list[str]:
        return check_invariants(self)

    # --- decisions --------------------------------------------------------------------------------------
    def pending(self) -> Decision | None:
        if self._pending is None and self.phase != "over":
            if self.phase == "dragons":
                seat = self.order[self.dragon_pos]
            elif self.phase == "act":
                seat = self.turn
            else:
                seat = self.claim["cands"][self.claim["pos"]][0]
            legal = moves.legal_actions(self, seat)
            self._pending = Decision(seat, legal, self.phase, moves.refusals(self, seat, legal))
        return self._pending

    def apply(self, seat: int, action: Action) -> None:
        d = self.pending()
        if d is None:
            raise IllegalAction(msg("refuse.hand_over"))
        if seat != d.seat:
            raise IllegalAction(msg("refuse.not_your_turn", turn=d.seat, seat=seat))
        if not isinstance(action, Action) or (action not in d.legal):
            raise IllegalAction(moves.why(self, seat, action))
        self._pending = None
        if self.phase == "dragons":
            self._apply_dragons(seat, action.type, action.card)
        elif self.phase == "act":
            self._apply_act(seat, action.type, action.card)
        else:
            self._apply_claim(seat, action.type)

    def _apply_dragons(self, seat: int, t: str, code: str | None) -> None:
        if t == "pass":
            self._emit("passed", seat=seat)
            self.dragon_pos += 1
        elif t == "tianting":
            self.ready[seat] = self.tianting[seat] = True
            self._emit("declared", seat=seat, what="tianting", card=None, cards=[])
            self.dragon_pos += 1
        elif t == "jiaolong":
            self.declared[seat].append(code)
            n = self.concealed[seat][INDEX[code]]
            self._emit("declared", seat=seat, what="jiaolong", card=code, cards=[code] * n)
        elif not deal.lay_dragon(self, seat, code):
            self._end_drawn()
            return
        deal.advance_dragons(self)

    def _apply_act(self, seat: int, t: str, code: str | None) -> None:
        c = self.concealed[seat]
        if t == "tsumo":
            card = self.drawn[seat]
            if card is None:  # 天成: the dealt hand has no winning card of its own
                card = KINDS[next(k for k in range(N_KINDS) if c[k])]
            self._win(seat, card, self_drawn=True)
        elif t in ("discard", "ready"):
            self._discard(seat, code, t == "ready")
        elif t == "angang":
            c[INDEX[code]] -= 4
            self.melds[seat].append(("angang", code, None))
            self._emit("declared", seat=seat, what="angang", card=code, cards=[code] * 4)
            self._replacement(seat)
        elif t == "lilong":
            n = c[INDEX[code]]
            if deal.lay_dragon(self, seat, code):
                # 杠开 only on a four-card dragon's replacement; a three-card dragon draws nothing (RULES.md §5.3)
                if n == COPIES:
                    self.after_gang = True
                elif n < GANG_KAI_DRAGON_MIN:
                    self.after_gang = False
                self.after_claim = False
            else:
                self._end_drawn()
        elif t == "jiagang":
            c[INDEX[code]] -= 1
            self.drawn[seat] = None
            self._emit("declared", seat=seat, what="jiagang", card=code, cards=[code])
            self._open_claim(seat, code, "qianggang", False)

    def _discard(self, seat: int, code: str, ready: bool) -> None:
        self.concealed[seat][INDEX[code]] -= 1
        if ready:
            self.ready[seat] = True
            self._emit("declared", seat=seat, what="ready", card=code, cards=[])
        self.discards[seat].append(code)
        self.n_discards += 1
        first = seat == self.dealer and not self.dealer_discarded
        if seat == self.dealer:
            self.dealer_discarded = True
        self.drawn[seat] = None
        self._emit("discarded", seat=seat, card=code, ready=ready)
        self._open_claim(seat, code, "discard", first)

    def _replacement(self, seat: int) -> None:
        if self.draw(seat, True, "gang") is None:
            self._end_drawn()
            return
        self.phase = "act"
        self.turn = seat
        self.after_gang = True
        self.after_claim = False

    # --- claims -----------------------------------------------------------------------------------------
    def _open_claim(self, seat: int, code: str, kind: str, first: bool) -> None:
        i0 = self.order.index(seat)
        cands = []
        for j in (1, 2):
            s = self.order[(i0 + j) % 3]
            opts = moves.claim_options(self, s, code, kind)
            if opts:
                cands.append((s, opts))
        self.claim = {"card": code, "from": seat, "kind": kind, "first": first, "cands": cands, "pos": 0,
                      "best": None}
        self.phase = "claim"
        self._advance_claim()

    def _advance_claim(self) -> None:
        cl = self.claim
        best = cl["best"]
        top = CLAIM_PRIORITY[best[1]] if best else 0
        while cl["pos"] < len(cl["cands"]):
            _s, opts = cl["cands"][cl["pos"]]
            if max(CLAIM_PRIORITY[o] for o in opts) > top:
                return
            cl["pos"] += 1
        self._resolve_claim()

    def _apply_claim(self, seat: int, t: str) -> None:
        cl = self.claim
        if t == "pass":
            self._emit("passed", seat=seat)
        else:
            best = cl["best"]
            if best is None or CLAIM_PRIORITY[t] > CLAIM_PRIORITY[best[1]]:
                cl["best"] = (seat, t)
        cl["pos"] += 1
        if t == "hu":  # nobody later in turn order can take it from an earlier winner
            self._resolve_claim()
        else:
            self._advance_claim()

    def _resolve_claim(self) -> None:
        cl = self.claim
        self.claim = None
        code, src, kind = cl["card"], cl["from"], cl["kind"]
        if cl["best"] is None:
            if kind == "discard":
                self._start_turn(self.order[(self.order.index(src) + 1) % 3])
            else:  # the 加杠 stands: 碰 → 明杠, then the replacement
                m = self.melds[src]
                i = next(i for i, (f, c, _) in enumerate(m) if f == "peng" and c == code)
                m[i] = ("minggang", code, m[i][2])
                self._replacement(src)
            return
        seat, t = cl["best"]
        if t == "hu":
            if kind == "discard":
                self.discards[src].pop()
            self.concealed[seat][INDEX[code]] += 1
            self._win(seat, code, self_drawn=False, from_seat=src, robbed=kind == "qianggang",
                      first_discard=cl["first"])
            return
        self._take_claimed(seat, t, code, src)

    def _take_claimed(self, seat: int, t: str, code: str, src: int) -> None:
        """碰 or 明杠 of ``src``'s discard."""
        self.discards[src].pop()
        c = self.concealed[seat]
        k = INDEX[code]
        if t == "gang":
            c[k] -= 3
            self.melds[seat].append(("minggang", code, src))
            self._emit("claimed", seat=seat, form="gang", card=code, from_seat=src)
            self._replacement(seat)
        else:
            c[k] -= 2
            self.melds[seat].append(("peng", code, src))
            self._emit("claimed", seat=seat, form="peng", card=code, from_seat=src)
            self.phase = "act"
            self.turn = seat
            self.after_claim = True
            self.after_gang = False
            self.drawn[seat] = None

    def _start_turn(self, seat: int) -> None:
        if self.wall_count <= 0:
            self._end_drawn()
            return
        self.draws[seat] += 1
        if self.draw(seat, False, "turn") is None:
            self._end_drawn()
            return
        self.phase = "act"
        self.turn = seat
        self.after_claim = False
        self.after_gang = False

    # --- the end: win or 荒牌 ----------------------------------------------------------------------------
    def _win(self, seat: int, card: str, self_drawn: bool, from_seat: int | None = None, robbed: bool = False,
             first_discard: bool = False) -> None:
        # 天成: the dealer's own dealt cards; a replacement drawn on its first turn (暗杠, a 叫龙 laid then) is
        # no dealt card (RULES.md §5.3), the dragon window's replacements are
        win = Win(INDEX[card], self_drawn,
                  dealer_first=(self_drawn and seat == self.dealer and not self.dealer_discarded
                                and not self.after_gang),
                  last_card=self.wall_count == 0,
                  first_discard=first_discard and not self_drawn,
                  ready_declared=self.ready[seat] and not self.tianting[seat],
                  ready_on_deal=self.tianting[seat],
                  after_gang=self_drawn and self.after_gang)
        self._emit("won", seat=seat, card=card, self_drawn=self_drawn, from_seat=from_seat, robbed=robbed,
                   flags=win_flags(win))
        self._finish(seat, win, card, from_seat, robbed)

    def _end_drawn(self) -> None:
        self.claim = None
        self._emit("hand_drawn")
        self._finish(None, None, None, None, False)

    def _finish(self, winner: int | None, win: Win | None, card: str | None, from_seat: int | None,
                robbed: bool) -> None:
        self.phase = "over"
        self.turn = None
        self._pending = None
        self.result = r = finish(self, winner, win, card, from_seat, robbed)
        self._emit("scored", scores=r.scores)
        self._emit("settled", totals=list(r.totals), nets=list(r.nets))
