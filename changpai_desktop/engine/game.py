"""One hand (局) of Nantong Changpai as a state machine (RULES.md §2, §3, §6).

``Hand(rules, order, n_seats, deck)`` deals from ``deck`` (a shuffled or scripted card order: the first 23
cards to the dealer, the next 22 to the dealer's 下家, the next 22 to the third player, then the flips; the
rest is the wall, drawn from the front, replacements from the end). It runs every automatic step itself
and stops when a seat must decide:

    d = hand.pending()            # Decision(seat, legal actions, phase) or None when the hand is over
    hand.apply(d.seat, action)    # IllegalAction (state unchanged) unless ``action in d.legal``

Phases: ``dragons`` (叫龙 / 撂龙 before the dealer's first discard, each seat in turn order), ``act`` (the
seat on turn after its draw: 自摸, 暗杠, 加杠, lay a 叫龙, 报听, discard; the dealer's first turn has no draw;
after a 碰 only a discard), ``claim`` (a discard or a card added to a 碰 is offered to the others in turn
order; 胡 > 杠 > 碰, ties to the first in turn order after the discarder), ``over`` (``hand.result`` holds
the winner, every player's Score and the nets).

Decided here where RULES.md is silent (documented in the tests):
- 叫龙 / 撂龙 eligibility is the hand at the time of the dragon window (dragon replacements included); the
  dealer's 天成 likewise counts any dragon replacements as part of its dealt hand.
- 加杠 may use any held copy of a 碰's kind on one's turn (not only the card just drawn).
- No 杠 of any kind when the wall is empty (there is no replacement); a two-card dragon is laid only when
  the wall holds two cards more than the 喜 still unseen.
- 报听 needs a ready hand (听牌) after the discard; a ready player may not 碰, 杠 or lay dragons.
- A 暗杠 needs four copies; a flipped kind's remaining copies are a dragon (or 把子), never an 暗杠.
"""

from __future__ import annotations

from typing import Callable

from . import arrange
from .actions import CLAIM_PRIORITY, Action, Decision, IllegalAction, SeatView, act
from .cards import CARD_INFO, INDEX, JOYS, KINDS, N_KINDS, full_deck
from .rules import RuleSet
from .scoring import Meld, PlayerHand, Win, score as score_hand
from .settlement import settle_hand

JOY_SET = frozenset(JOYS)
PASS = act("pass")
TSUMO = act("tsumo")
_DISCARD = {code: act("discard", code) for code in KINDS}


def _n(code: str) -> str:
    return f"{CARD_INFO[code].name_hans}({code})"


def _e(code: str) -> str:
    return f"{CARD_INFO[code].name_en} ({code})"


class Hand:
    """One 局. Per-seat lists are indexed by absolute seat (0..n_seats-1); the resting seat stays empty."""

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
        expected = full_deck(rules.joys_enabled)
        if sorted(deck) != sorted(expected):
            raise ValueError(f"the deck must be the {len(expected)} cards of this rule set, each once per copy")
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
        self.result: dict | None = None
        self._pending: Decision | None = None
        self._baoting = bool(rules.data["multipliers"]["baoting"]["on"])
        self._deal()

    # ------------------------------------------------------------------------------------------------
    # The wall

    @property
    def wall_count(self) -> int:
        return self.hi - self.lo

    def _take(self, from_end: bool) -> str | None:
        if self.lo >= self.hi:
            return None
        if from_end:
            self.hi -= 1
            return self.wall[self.hi]
        c = self.wall[self.lo]
        self.lo += 1
        return c

    def _lay_joys(self, seat: int, joy: str) -> str | None:
        """Lay ``joy`` face up and replace it from the end, repeatedly; the card kept (None: wall empty)."""
        while True:
            self.joys[seat].append(joy)
            r = self._take(True)
            self._emit("joy_replaced", seat=seat, joy=joy, card=r)
            if r is None or r not in JOY_SET:
                return r
            joy = r

    def _draw(self, seat: int, from_end: bool, reason: str) -> str | None:
        """One card into ``seat``'s hand (喜 laid out and replaced); None when the wall ran out."""
        c = self._take(from_end)
        if c is None:
            return None
        self._emit("drew", seat=seat, card=c, source="end" if from_end else "front", reason=reason)
        if c in JOY_SET:
            c = self._lay_joys(seat, c)
            if c is None:
                return None
        self.concealed[seat][INDEX[c]] += 1
        self.drawn[seat] = c
        return c

    def unseen_joys(self) -> int:
        if not self.rules.joys_enabled:
            return 0
        return 5 - sum(len(j) for j in self.joys) - sum(1 for c in self.flips if c in JOY_SET)

    # ------------------------------------------------------------------------------------------------
    # Deal, flips, 喜, dragon window

    def _deal(self) -> None:
        dealt_joys = {}
        for seat, size in zip(self.order, (23, 22, 22)):
            cards = self.wall[self.lo:self.lo + size]
            self.lo += size
            joys = []
            for c in cards:
                if c in JOY_SET:
                    joys.append(c)
                else:
                    self.concealed[seat][INDEX[c]] += 1
            dealt_joys[seat] = joys
            self._emit("dealt", seat=seat, cards=list(cards), wall_count=self.wall_count)
        mode = self.rules.data["joys"]["flip"]
        need = self.rules.flips
        while need:
            c = self._take(False)
            self.flips.append(c)
            aside = c in JOY_SET and mode == "reflip"
            self._emit("flipped", card=c, set_aside=aside)
            if not aside:
                need -= 1
        self.levels = self.rules.levels_for(self.flips)
        for seat in self.order:
            for joy in dealt_joys[seat]:
                r = self._lay_joys(seat, joy)
                if r is not None:
                    self.concealed[seat][INDEX[r]] += 1
            self.joys_in_deal[seat] = len(self.joys[seat]) == 5
            self.no_pair_dealt[seat] = max(self.concealed[seat][:N_KINDS]) <= 1
        self.phase = "dragons"
        self._advance_dragons()

    def dragon_kinds(self, seat: int) -> list[int]:
        """Kinds ``seat`` may declare as a dragon now: it holds every remaining copy (at least two)."""
        rem = self.levels.remaining
        c = self.concealed[seat]
        decl = self.declared[seat]
        return [k for k in range(N_KINDS) if rem[k] >= 2 and c[k] == rem[k] and KINDS[k] not in decl]

    def _advance_dragons(self) -> None:
        while self.dragon_pos < 3 and not self.dragon_kinds(self.order[self.dragon_pos]):
            self.dragon_pos += 1
        if self.dragon_pos >= 3:
            self.phase = "act"
            self.turn = self.dealer
            self.after_claim = False
            self.after_gang = False
            self.drawn[self.dealer] = None

    def _lay_safe(self, k: int) -> bool:
        """Enough wall for a dragon's replacements (a two-card dragon needs two real cards)."""
        n = self.levels.remaining[k]
        if n == 4:
            return self.wall_count >= 1
        if n == 3:
            return True
        return self.wall_count >= 2 + self.unseen_joys()

    def _lay_dragon(self, seat: int, code: str) -> bool:
        """撂龙: lay every remaining copy; replacements 1 (four cards), 0 (three), 2 (two). False: wall ran out."""
        k = INDEX[code]
        n = self.concealed[seat][k]
        if code in self.declared[seat]:
            self.declared[seat].remove(code)
        self.concealed[seat][k] = 0
        self.melds[seat].append(("long", code, None))
        self._emit("declared", seat=seat, what="lilong", card=code, cards=[code] * n)
        for _ in range({4: 1, 3: 0, 2: 2}[n]):
            if self._draw(seat, True, "dragon") is None:
                self._end_drawn()
                return False
        return True

    # ------------------------------------------------------------------------------------------------
    # Decisions

    def pending(self) -> Decision | None:
        if self._pending is None and self.phase != "over":
            if self.phase == "dragons":
                seat = self.order[self.dragon_pos]
                legal = []
                for k in self.dragon_kinds(seat):
                    legal.append(act("jiaolong", KINDS[k]))
                    if self._lay_safe(k):
                        legal.append(act("lilong", KINDS[k]))
                legal.append(PASS)
                self._pending = Decision(seat, tuple(legal), "dragons")
            elif self.phase == "act":
                self._pending = Decision(self.turn, tuple(self._act_legal(self.turn)), "act")
            elif self.phase == "claim":
                cl = self.claim
                seat, opts = cl["cands"][cl["pos"]]
                legal = tuple(act(t, cl["card"]) for t in opts) + (PASS,)
                self._pending = Decision(seat, legal, "claim")
        return self._pending

    def sets_needed(self, seat: int) -> int:
        return 7 - sum(1 for f, c, _ in self.melds[seat] if f != "long" or self.levels.remaining[INDEX[c]] >= 3)

    def _discardable(self, seat: int) -> list[str]:
        c = self.concealed[seat]
        if self.ready[seat] and self.drawn[seat] is not None:
            return [self.drawn[seat]]
        decl = self.declared[seat]
        if decl:
            out = [KINDS[k] for k in range(N_KINDS) if c[k] and KINDS[k] not in decl]
            if out:
                return out
        return [KINDS[k] for k in range(N_KINDS) if c[k]]

    def _act_legal(self, seat: int) -> list[Action]:
        c = self.concealed[seat]
        out: list[Action] = []
        if not self.after_claim:
            if arrange.is_winning(c):
                out.append(TSUMO)
            if not self.ready[seat]:
                wall = self.wall_count
                decl = self.declared[seat]
                if wall >= 1:
                    for k in range(N_KINDS):
                        if c[k] == 4 and KINDS[k] not in decl:
                            out.append(act("angang", KINDS[k]))
                    for form, code, _ in self.melds[seat]:
                        if form == "peng" and c[INDEX[code]]:
                            out.append(act("jiagang", code))
                for code in decl:
                    if self._lay_safe(INDEX[code]):
                        out.append(act("lilong", code))
        discards = self._discardable(seat)
        out.extend([_DISCARD[code] for code in discards])
        if (self._baoting and not self.after_claim and not self.ready[seat] and self.draws[seat] <= 3):
            need = self.sets_needed(seat)
            # A discard can leave the hand ready only if the hand now is at most ready (向听 ≤ 0).
            for code in (discards if arrange.xiangting(c, need) <= 0 else ()):
                k = INDEX[code]
                c[k] -= 1
                ok = arrange.xiangting(c, need) == 0
                c[k] += 1
                if ok:
                    out.append(act("ready", code))
        return out

    def _claim_options(self, seat: int, code: str, kind: str) -> list[str]:
        k = INDEX[code]
        c = self.concealed[seat]
        opts = []
        c[k] += 1
        if arrange.is_winning(c):
            opts.append("hu")
        c[k] -= 1
        if kind == "discard" and not self.ready[seat] and code not in self.declared[seat]:
            if c[k] == 3 and self.wall_count >= 1:
                opts.append("gang")
            if c[k] >= 2:
                opts.append("peng")
        return opts

    # ------------------------------------------------------------------------------------------------
    # Applying actions

    def apply(self, seat: int, action: Action) -> None:
        d = self.pending()
        if d is None:
            raise IllegalAction("这一局已经结束", "This hand is over")
        if seat != d.seat:
            raise IllegalAction(f"现在轮到 {d.seat} 号座位行动，不是你（{seat} 号）",
                                f"It is seat {d.seat}'s move, not yours (seat {seat})")
        if not isinstance(action, Action) or (action not in d.legal):
            raise IllegalAction(*self._why(seat, action, d))
        self._pending = None
        t, code = action.type, action.card
        if self.phase == "dragons":
            if t == "pass":
                self._emit("passed", seat=seat)
                self.dragon_pos += 1
            elif t == "jiaolong":
                self.declared[seat].append(code)
                n = self.concealed[seat][INDEX[code]]
                self._emit("declared", seat=seat, what="jiaolong", card=code, cards=[code] * n)
            else:
                if not self._lay_dragon(seat, code):
                    return
            self._advance_dragons()
        elif self.phase == "act":
            self._apply_act(seat, t, code)
        else:
            self._apply_claim(seat, t)

    def _apply_act(self, seat: int, t: str, code: str | None) -> None:
        c = self.concealed[seat]
        if t == "tsumo":
            card = self.drawn[seat]
            if card is None:  # 天成: the dealt hand has no winning card of its own
                card = KINDS[next(k for k in range(N_KINDS) if c[k])]
            self._win(seat, card, self_drawn=True)
        elif t in ("discard", "ready"):
            k = INDEX[code]
            c[k] -= 1
            if t == "ready":
                self.ready[seat] = True
                self._emit("declared", seat=seat, what="ready", card=code, cards=[])
            self.discards[seat].append(code)
            self.n_discards += 1
            first = seat == self.dealer and not self.dealer_discarded
            if seat == self.dealer:
                self.dealer_discarded = True
            self.drawn[seat] = None
            self._emit("discarded", seat=seat, card=code, ready=t == "ready")
            self._open_claim(seat, code, "discard", first)
        elif t == "angang":
            c[INDEX[code]] -= 4
            self.melds[seat].append(("angang", code, None))
            self._emit("declared", seat=seat, what="angang", card=code, cards=[code] * 4)
            self._replacement(seat)
        elif t == "lilong":
            if self._lay_dragon(seat, code):
                self.after_gang = True
                self.after_claim = False
        elif t == "jiagang":
            c[INDEX[code]] -= 1
            self.drawn[seat] = None
            self._emit("declared", seat=seat, what="jiagang", card=code, cards=[code])
            self._open_claim(seat, code, "qianggang", False)

    def _replacement(self, seat: int) -> None:
        if self._draw(seat, True, "gang") is None:
            self._end_drawn()
            return
        self.phase = "act"
        self.turn = seat
        self.after_gang = True
        self.after_claim = False

    def _open_claim(self, seat: int, code: str, kind: str, first: bool) -> None:
        i0 = self.order.index(seat)
        cands = []
        for j in (1, 2):
            s = self.order[(i0 + j) % 3]
            opts = self._claim_options(s, code, kind)
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
        k = INDEX[code]
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
            self.concealed[seat][k] += 1
            self._win(seat, code, self_drawn=False, from_seat=src, robbed=kind == "qianggang",
                      first_discard=cl["first"])
            return
        self.discards[src].pop()
        c = self.concealed[seat]
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
        if self._draw(seat, False, "turn") is None:
            self._end_drawn()
            return
        self.phase = "act"
        self.turn = seat
        self.after_claim = False
        self.after_gang = False

    # ------------------------------------------------------------------------------------------------
    # The end: win or 荒牌, scoring and settlement

    def player_hand(self, seat: int, win: Win | None = None) -> PlayerHand:
        return PlayerHand(
            tuple(self.concealed[seat]),
            tuple(Meld(f, INDEX[c]) for f, c, _ in self.melds[seat]),
            tuple(INDEX[c] for c in self.declared[seat]),
            len(self.joys[seat]), self.joys_in_deal[seat], win)

    def _win(self, seat: int, card: str, self_drawn: bool, from_seat: int | None = None, robbed: bool = False,
             first_discard: bool = False) -> None:
        win = Win(INDEX[card], self_drawn,
                  dealer_first=self_drawn and seat == self.dealer and not self.dealer_discarded,
                  last_card=self.wall_count == 0,
                  first_discard=first_discard and not self_drawn,
                  ready_declared=self.ready[seat],
                  after_gang=self_drawn and self.after_gang)
        flags = {k: getattr(win, k) for k in ("dealer_first", "last_card", "first_discard", "ready_declared",
                                              "after_gang")}
        self._emit("won", seat=seat, card=card, self_drawn=self_drawn, from_seat=from_seat, robbed=robbed,
                   flags=flags)
        self._finish(seat, win, card, from_seat, robbed)

    def _is_ready(self, seat: int) -> bool:
        """Whether ``seat``'s concealed hand (between turns) waits on a card: 报听, or 向听 0."""
        if self.ready[seat]:
            return True
        return arrange.xiangting(list(self.concealed[seat][:N_KINDS]), self.sets_needed(seat)) <= 0

    def _end_drawn(self) -> None:
        self.claim = None
        self._emit("hand_drawn")
        self._finish(None, None, None, None, False)

    def _finish(self, winner: int | None, win: Win | None, card: str | None, from_seat: int | None,
                robbed: bool) -> None:
        self.phase = "over"
        self.turn = None
        self._pending = None
        scores = [None] * self.n_seats
        for s in self.order:
            scores[s] = score_hand(self.rules, self.flips, self.player_hand(s, win if s == winner else None))
        pos = list(self.order)
        st = settle_hand(self.rules.data["settlement"], [scores[s].total for s in self.order],
                         winner=pos.index(winner) if winner is not None else None,
                         discarder=pos.index(from_seat) if from_seat is not None else None,
                         discarder_ready=lambda: self._is_ready(from_seat),
                         no_pair=[i for i, s in enumerate(pos) if self.no_pair_dealt[s]])
        totals3, nets3 = st.totals, st.nets
        totals = [None] * self.n_seats
        nets = [None] * self.n_seats
        for s, t, n in zip(self.order, totals3, nets3):
            totals[s] = t
            nets[s] = n
        self.scores = scores
        self.result = {
            "winner": winner, "card": card, "self_drawn": bool(win and win.self_drawn), "from": from_seat,
            "robbed": robbed, "type": scores[winner].type if winner is not None else None,
            "flags": {k: getattr(win, k) for k in ("dealer_first", "last_card", "first_discard",
                                                    "ready_declared", "after_gang")} if win else {},
            "totals": totals, "nets": nets,
        }
        # Only when a house rule acted, so results (and the state hash saves are checked against) of games
        # without them stay as earlier versions wrote them.
        if st.baozhang:
            by, for_, amount = st.baozhang
            self.result["baozhang"] = {"by": pos[by], "for": pos[for_], "amount": amount}
        if st.raised_to_300:
            self.result["qionghen_300"] = [pos[i] for i in st.raised_to_300]
        self._emit("scored", scores=[s.to_dict() if s else None for s in scores])
        self._emit("settled", totals=totals, nets=nets)

    # ------------------------------------------------------------------------------------------------
    # Reasons for refusals

    def _why(self, seat: int, action: object, d: Decision) -> tuple[str, str]:
        if not isinstance(action, Action):
            return "这不是一个动作", f"{action!r} is not an action"
        t, code = action.type, action.card
        if code is not None and code not in INDEX:
            return f"没有 {code} 这张牌", f"there is no card {code!r}"
        k = INDEX.get(code) if code else None
        held = self.concealed[seat][k] if k is not None and k < N_KINDS else 0
        if d.phase == "claim":
            cl = self.claim
            if t not in ("hu", "gang", "peng", "pass"):
                return (f"{_n(cl['card'])} 正在等人胡、杠、碰，现在只能胡、杠、碰或过",
                        f"{_e(cl['card'])} is open to claims: you may only win, kong, pung or pass")
            if code != cl["card"]:
                return (f"只能要刚打出的 {_n(cl['card'])}", f"you can only claim the card just offered, {_e(cl['card'])}")
            if t == "peng":
                if self.ready[seat]:
                    return "报听后不能碰", "after declaring ready you cannot pung"
                if held < 2:
                    return f"你没有两张 {code}，不能碰", f"you don't hold two {_e(code)}, so you can't pung it"
                if cl["kind"] != "discard":
                    return "加杠的牌只能抢杠胡，不能碰", "a card added to a pung can only be robbed for a win"
            if t == "gang":
                if self.ready[seat]:
                    return "报听后不能杠", "after declaring ready you cannot kong"
                if held < 3:
                    return f"你没有三张 {code}，不能杠", f"you don't hold three {_e(code)}, so you can't kong it"
                if self.wall_count == 0:
                    return "牌墙已空，没有补牌，不能杠", "the wall is empty: no replacement, so no kong"
                return "加杠的牌只能抢杠胡，不能杠", "a card added to a pung can only be robbed for a win"
            if t == "hu":
                return (f"加上 {code} 你的牌凑不成七副和一对将头，不能胡",
                        f"with {_e(code)} your hand does not make seven sets and a pair, so you can't win")
        elif d.phase == "dragons":
            if t not in ("jiaolong", "lilong", "pass"):
                return "庄家出第一张牌之前，只能叫龙、撂龙或过", "before the dealer's first discard you may only show or lay dragons, or pass"
            if k is not None and k < N_KINDS:
                need = self.levels.remaining[k]
                if held != need or need < 2:
                    return (f"{code} 不成龙：要有剩下的全部 {need} 张，你有 {held} 张",
                            f"{_e(code)} is no dragon: you need all {need} remaining copies, you hold {held}")
                if code in self.declared[seat]:
                    return f"{code} 已经叫过龙了", f"{_e(code)} is already declared"
            if t == "lilong":
                return "牌墙剩牌不够补牌，不能撂这条龙", "the wall is too short for this dragon's replacements"
        else:
            if t in ("hu", "gang", "peng", "pass"):
                return "现在是你出牌，不能胡别人的牌、杠、碰或过", "it is your turn: discard (or win, kong) — there is no card to claim"
            if t == "jiaolong":
                return "叫龙只能在庄家出第一张牌之前", "dragons are shown only before the dealer's first discard"
            if t in ("discard", "ready"):
                if held == 0:
                    return f"你手里没有 {code}，不能打", f"you don't hold {_e(code)}"
                if code in self.declared[seat]:
                    return f"{code} 是你叫的龙，不能打出", f"{_e(code)} is your declared dragon and cannot be discarded"
                if self.ready[seat]:
                    return f"报听后只能打出刚摸到的 {self.drawn[seat]}", f"after declaring ready you must discard the card you drew ({self.drawn[seat]})"
                if t == "ready":
                    if not self._baoting:
                        return "这套规则不用报听", "these rules have no 报听 (declaring ready)"
                    if self.after_claim:
                        return "碰牌后不能报听", "you cannot declare ready right after a pung"
                    if self.draws[seat] > 3:
                        return "只能在前三次摸牌之内报听", "you may declare ready only within your first three draws"
                    return f"打出 {code} 后没有听牌，不能报听", f"after discarding {_e(code)} your hand is not ready"
            if self.after_claim:
                return "碰牌后要先打出一张牌", "after a pung you must discard"
            if self.ready[seat] and t != "tsumo":
                return "报听后只能自摸或打出摸到的牌", "after declaring ready you may only win or discard the drawn card"
            if t == "tsumo":
                return "你的牌还没有胡：凑不成七副和一对将头", "your hand does not win yet: it is not seven sets and a pair"
            if t == "angang":
                if code in self.declared[seat]:
                    return f"{code} 是叫龙，要撂龙而不是暗杠", f"{_e(code)} is a declared dragon: lay it (lilong) instead"
                if held < 4:
                    return f"你没有四张 {code}，不能暗杠", f"you don't hold four {_e(code)}, so no concealed kong"
            if t == "jiagang":
                if not any(f == "peng" and c == code for f, c, _ in self.melds[seat]):
                    return f"你没有碰过 {code}，不能加杠", f"you have no pung of {_e(code)} to add to"
                if held == 0:
                    return f"你手里没有 {code}，不能加杠", f"you don't hold {_e(code)}"
            if t == "lilong" and code not in self.declared[seat]:
                return f"{code} 不是你叫的龙", f"{_e(code)} is not one of your declared dragons"
            if t in ("angang", "jiagang", "lilong") and self.wall_count == 0:
                return "牌墙已空，没有补牌，不能杠", "the wall is empty: no replacement, so no kong"
        return "这一步现在不合规则", f"{action} is not allowed now"

    # ------------------------------------------------------------------------------------------------
    # Views, state, invariants

    def view(self, seat: int) -> SeatView:
        n = range(self.n_seats)
        c = self.concealed[seat]
        cl = self.claim
        hand: list[str] = []
        for k, m in enumerate(c):
            if m:
                hand += (KINDS[k],) * m
        d = self.pending()
        return SeatView(
            seat, self.hand_no, self.phase, self.dealer, self.resting, self.order,
            d.seat if d is not None else None, tuple(hand), self.drawn[seat],
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
            "result": self.result,
        }

    def card_census(self) -> list[int]:
        """How many copies of every card code (by index, 喜 included) are accounted for: wall, hands, melds,
        discards, flips, 喜 laid out (and a card being added to a 碰 while it may be robbed)."""
        idx = INDEX
        cnt = [0] * len(idx)
        for c in self.wall[self.lo:self.hi]:
            cnt[idx[c]] += 1
        for c in self.flips:
            cnt[idx[c]] += 1
        rem = self.levels.remaining
        for s in self.order:
            conc = self.concealed[s]
            for k in range(N_KINDS):
                cnt[k] += conc[k]
            for f, c, _ in self.melds[s]:
                k = idx[c]
                cnt[k] += 3 if f == "peng" else 4 if f != "long" else rem[k]
            for c in self.discards[s]:
                cnt[idx[c]] += 1
            for c in self.joys[s]:
                cnt[idx[c]] += 1
        if self.claim and self.claim["kind"] == "qianggang":
            cnt[idx[self.claim["card"]]] += 1
        return cnt

    def check_invariants(self) -> list[str]:
        """Problems found (empty when all is well): card census, hand sizes, nets summing to zero."""
        out = []
        census = self.card_census()
        joys = 1 if self.rules.joys_enabled else 0
        want = [4] * N_KINDS + [joys] * len(JOYS)
        if census != want:
            total = sum(census)
            expected = sum(want)
            if total != expected:
                out.append(f"hand {self.hand_no}: {total} cards accounted for, expected {expected}")
            for code, n, w in zip(INDEX, census, want):
                if n != w:
                    out.append(f"hand {self.hand_no}: {n} copies of {code} accounted for, expected {w}")
        if any(n < 0 for c in self.concealed for n in c):
            out.append(f"hand {self.hand_no}: a negative card count")
        for s in self.order:
            sets = 7 - self.sets_needed(s)
            held = sum(self.concealed[s])
            between = 22 - 3 * sets
            on_turn = self.phase == "act" and s == self.turn and not (self.after_claim is None)
            ok = {between}
            if self.phase == "dragons" and s == self.dealer or on_turn:
                ok.add(between + 1)
            if self.phase == "over" and self.result and self.result["winner"] == s:
                ok = {between + 1}
            if self.claim and self.claim["kind"] == "qianggang" and s == self.claim["from"]:
                ok = {between}
            if held not in ok:
                out.append(f"hand {self.hand_no}: seat {s} holds {held} cards with {sets} melded sets "
                           f"(phase {self.phase})")
        if self.result is not None:
            nets = [n for n in self.result["nets"] if n is not None]
            if sum(nets) != 0:
                out.append(f"hand {self.hand_no}: nets {nets} do not sum to zero")
        return out


def build_deck(rules: RuleSet, hands: tuple[str, str, str] | list[str], flips: str | list[str] = "",
               front: str | list[str] = "", end: str | list[str] = "") -> list[str]:
    """A scripted deck (tests, tutorials): the three hands in turn order (dealer first; each may be partial
    and is filled up to 23 / 22 / 22), the flips, the next cards drawn from the front, and the cards drawn
    from the end (``end[0]`` is the first replacement). The rest of the wall is filled with what is left.
    Filler cards are dealt round-robin so that no filled hand gets a quad it was not given."""
    from .cards import parse

    pool = full_deck(rules.joys_enabled)
    given = [parse(h) for h in hands]
    flips_l, front_l, end_l = parse(flips), parse(front), parse(end)
    for card in [c for h in given for c in h] + flips_l + front_l + end_l:
        try:
            pool.remove(card)
        except ValueError:
            raise ValueError(f"build_deck: too many {card}") from None
    pool.sort(key=lambda c: (c in JOY_SET, INDEX[c]))
    filled = [list(h) for h in given]
    sizes = (23, 22, 22)
    for i, h in enumerate(filled):
        if len(h) > sizes[i]:
            raise ValueError(f"build_deck: hand {i} has {len(h)} cards, more than {sizes[i]}")
    i = 0
    rest = []
    for card in pool:
        if card in JOY_SET:
            rest.append(card)
            continue
        placed = False
        for _ in range(3):
            h = filled[i % 3]
            i += 1
            if len(h) < sizes[(i - 1) % 3] and h.count(card) < 3:
                h.append(card)
                placed = True
                break
        if not placed:
            rest.append(card)
    return [c for h in filled for c in h] + flips_l + front_l + rest + end_l[::-1]
