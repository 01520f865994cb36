"""The one legality source: for every action type, what is legal now and why it is refused, side by side.

Each :class:`Move` answers two questions about one action type for the seat to act:

- ``legal(h, seat)``: its legal actions now (in the order the engine has always offered them: the computer
  players and the saves depend on that order);
- ``refusal(h, seat, card)``: why an action of this type is refused (``card=None``: why the type is closed
  as a whole, which the pending :class:`~.actions.Decision` carries for the UI), as an ``engine.text.Msg``
  of ``resources/text/refusals.toml``.

The refusal is only asked for what the phase allows (``PHASE_TYPES``); the reason for a type outside the
phase is the phase's own (:func:`phase_refusal`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tiles
from ..cards import INDEX, KINDS, N_KINDS
from ..text import Card, Msg
from ..text import msg as _new_msg
from .actions import ACTION_TYPES, Action, act

if TYPE_CHECKING:
    from .state import HandState

PASS = act("pass")
TSUMO = act("tsumo")
TIANTING = act("tianting")
_DISCARD = {code: act("discard", code) for code in KINDS}
BAOTING_DISCARDS = 3       # 报听 on any of one's first three discards (the dealer's first, without a draw, included)
CLAIM_TYPES = ("hu", "gang", "peng", "pass")
PHASE_TYPES = {"dragons": ("jiaolong", "lilong", "tianting", "pass"), "claim": CLAIM_TYPES,
               "act": ("discard", "ready", "tsumo", "angang", "jiagang", "lilong")}


_MSGS: dict[tuple, Msg] = {}


def msg(id_: str, **values: object) -> Msg:
    """``text.msg``, each distinct message built once (a decision names up to ten reasons, thousands a hand)."""
    key = (id_, *values.items())
    m = _MSGS.get(key)
    if m is None:
        m = _MSGS[key] = _new_msg(id_, **values)
    return m


def _card(id_: str, code: str, **values: object) -> Msg:
    return msg(id_, code=code, card=Card(code), **values)


def _held(h: HandState, seat: int, code: str | None) -> int:
    k = INDEX.get(code) if code else None
    return h.concealed[seat][k] if k is not None and k < N_KINDS else 0


def not_now(action: object) -> Msg:
    return msg("refuse.not_now", action=str(action))


def _after_peng_or_ready(h: HandState, seat: int) -> Msg | None:
    """What closes 暗杠, 加杠 and a later 撂龙 on one's turn before anything about the cards."""
    if h.after_claim:
        return msg("refuse.act.after_peng")
    if h.ready[seat]:
        return msg("refuse.act.ready_only")
    return None


class Move:
    """One action type: its legal actions now and its refusal reason."""

    type = ""

    def legal(self, h: HandState, seat: int) -> list[Action]:
        return []

    def refusal(self, h: HandState, seat: int, card: str | None) -> Msg:
        return not_now(act(self.type, card) if card else self.type)


class Discard(Move):
    type = "discard"

    def legal(self, h, seat):
        return [_DISCARD[code] for code in h.discardable(seat)] if h.phase == "act" else []

    def refusal(self, h, seat, card):
        if card is not None:
            if _held(h, seat, card) == 0:
                return _card("refuse.discard.not_held", card)
            if card in h.declared[seat]:
                return _card("refuse.discard.dragon_kept", card)
            if h.ready[seat]:
                return msg("refuse.discard.ready_drawn_only", drawn=str(h.drawn[seat]))
        if h.after_claim:
            return msg("refuse.act.after_peng")
        return super().refusal(h, seat, card)


def discards_made(h: HandState, seat: int) -> int:
    """How many cards ``seat`` has discarded so far: those lying in its discards and those others claimed."""
    claimed = sum(1 for melds in h.melds for _form, _code, src in melds if src == seat)
    return len(h.discards[seat]) + claimed


class Ready(Move):
    """报听: on one of the first three discards (RULES.md §3), not right after a 碰, leaving the hand ready."""

    type = "ready"

    def open(self, h: HandState, seat: int) -> bool:
        return (h.baoting and not h.after_claim and not h.ready[seat]
                and discards_made(h, seat) < BAOTING_DISCARDS)

    def legal(self, h, seat):
        if h.phase != "act" or not self.open(h, seat):
            return []
        c = h.concealed[seat]
        need = h.sets_needed(seat)
        out = []
        # A discard can leave the hand ready only if the hand now is at most ready (向听 ≤ 0).
        for code in (h.discardable(seat) if tiles.xiangting(c, need) <= 0 else ()):
            k = INDEX[code]
            c[k] -= 1
            ok = tiles.ready_needing(c, need)
            c[k] += 1
            if ok:
                out.append(act("ready", code))
        return out

    def refusal(self, h, seat, card):
        if card is not None:
            if _held(h, seat, card) == 0:
                return _card("refuse.discard.not_held", card)
            if card in h.declared[seat]:
                return _card("refuse.discard.dragon_kept", card)
        if h.ready[seat]:
            if card is None:
                return msg("refuse.ready.already")
            return msg("refuse.discard.ready_drawn_only", drawn=str(h.drawn[seat]))
        if not h.baoting:
            return msg("refuse.ready.no_baoting")
        if h.after_claim:
            return msg("refuse.ready.after_peng")
        if discards_made(h, seat) >= BAOTING_DISCARDS:
            return msg("refuse.ready.too_late")
        if card is None:
            return msg("refuse.ready.no_wait")
        return _card("refuse.ready.not_ready_after", card)


class Tsumo(Move):
    type = "tsumo"

    def legal(self, h, seat):
        if h.phase == "act" and not h.after_claim and tiles.is_winning(h.concealed[seat]):
            return [TSUMO]
        return []

    def refusal(self, h, seat, card):
        if h.after_claim:
            return msg("refuse.act.after_peng")
        return msg("refuse.tsumo.not_winning")


def _may_kong(h: HandState, seat: int) -> bool:
    return h.phase == "act" and not h.after_claim and not h.ready[seat] and h.wall_count >= 1


class Angang(Move):
    type = "angang"

    def legal(self, h, seat):
        if not _may_kong(h, seat):
            return []
        c = h.concealed[seat]
        decl = h.declared[seat]
        return [act("angang", KINDS[k]) for k in range(N_KINDS) if c[k] == 4 and KINDS[k] not in decl]

    def refusal(self, h, seat, card):
        why = _after_peng_or_ready(h, seat)
        if why is not None:
            return why
        if card is not None:
            if card in h.declared[seat]:
                return _card("refuse.angang.declared", card)
            if _held(h, seat, card) < 4:
                return _card("refuse.angang.need_four", card)
        if h.wall_count == 0:
            return msg("refuse.wall_empty")
        return msg("refuse.angang.none") if card is None else super().refusal(h, seat, card)


class Jiagang(Move):
    type = "jiagang"

    def legal(self, h, seat):
        if not _may_kong(h, seat):
            return []
        c = h.concealed[seat]
        return [act("jiagang", code) for form, code, _ in h.melds[seat] if form == "peng" and c[INDEX[code]]]

    def refusal(self, h, seat, card):
        why = _after_peng_or_ready(h, seat)
        if why is not None:
            return why
        if card is not None:
            if not any(f == "peng" and c == card for f, c, _ in h.melds[seat]):
                return _card("refuse.jiagang.no_peng", card)
            if _held(h, seat, card) == 0:
                return _card("refuse.jiagang.not_held", card)
        if h.wall_count == 0:
            return msg("refuse.wall_empty")
        return msg("refuse.jiagang.none") if card is None else super().refusal(h, seat, card)


def _not_dragon(h: HandState, seat: int, card: str) -> Msg | None:
    k = INDEX[card]
    if k >= N_KINDS:
        return None
    need = h.levels.remaining[k]
    held = h.concealed[seat][k]
    if held != need or need < 2:
        return _card("refuse.dragon.not_dragon", card, need=need, held=held)
    if card in h.declared[seat]:
        return _card("refuse.dragon.declared", card)
    return None


class Jiaolong(Move):
    """叫龙: before the dealer's first discard, show every remaining copy of a kind (at least two)."""

    type = "jiaolong"

    def legal(self, h, seat):
        return [act("jiaolong", KINDS[k]) for k in h.dragon_kinds(seat)] if h.phase == "dragons" else []

    def refusal(self, h, seat, card):
        if h.phase != "dragons":
            return msg("refuse.jiaolong.window")
        why = _not_dragon(h, seat, card) if card is not None else None
        return why or super().refusal(h, seat, card)


class Lilong(Move):
    """撂龙: lay a dragon in the dragon window, or a 叫龙 later on one's turn; enough wall for replacements."""

    type = "lilong"

    def legal(self, h, seat):
        if h.phase == "dragons":
            return [act("lilong", KINDS[k]) for k in h.dragon_kinds(seat) if h.lay_safe(k)]
        if h.phase != "act" or h.after_claim or h.ready[seat]:
            return []
        return [act("lilong", code) for code in h.declared[seat] if h.lay_safe(INDEX[code])]

    def refusal(self, h, seat, card):
        if h.phase == "dragons":
            why = _not_dragon(h, seat, card) if card is not None else None
            return why or msg("refuse.lilong.wall_short")
        why = _after_peng_or_ready(h, seat)
        if why is not None:
            return why
        if card is not None and card not in h.declared[seat]:
            return _card("refuse.lilong.not_declared", card)
        if card is None and not h.declared[seat]:
            return msg("refuse.lilong.none")
        if card is not None and h.wall_count == 0:
            return msg("refuse.wall_empty")
        return msg("refuse.lilong.wall_short") if card is None else super().refusal(h, seat, card)


class _Claim(Move):
    """A claim of the card under claim: legal when it was among the seat's options at the discard."""

    def legal(self, h, seat):
        if h.phase != "claim":
            return []
        cl = h.claim
        s, opts = cl["cands"][cl["pos"]]
        return [act(self.type, cl["card"])] if s == seat and self.type in opts else []

    def refusal(self, h, seat, card):
        offered = h.claim["card"]
        if card is not None and card != offered:
            return _card("refuse.claim.only_offered", offered)
        return self.closed(h, seat, offered)

    def closed(self, h: HandState, seat: int, code: str) -> Msg:
        raise NotImplementedError


class Hu(_Claim):
    type = "hu"

    def offers(self, h: HandState, seat: int, code: str, kind: str) -> bool:
        c = h.concealed[seat]
        k = INDEX[code]
        c[k] += 1
        ok = tiles.is_winning(c)
        c[k] -= 1
        return ok

    def closed(self, h, seat, code):
        return _card("refuse.hu.not_winning", code)


class Gang(_Claim):
    type = "gang"

    def offers(self, h: HandState, seat: int, code: str, kind: str) -> bool:
        return (kind == "discard" and not h.ready[seat] and code not in h.declared[seat]
                and h.concealed[seat][INDEX[code]] == 3 and h.wall_count >= 1)

    def closed(self, h, seat, code):
        if h.ready[seat]:
            return msg("refuse.gang.ready")
        if _held(h, seat, code) < 3:
            return _card("refuse.gang.need_three", code)
        if h.wall_count == 0:
            return msg("refuse.wall_empty")
        if h.claim["kind"] == "discard" and code in h.declared[seat]:
            return _card("refuse.claim.declared", code)
        return msg("refuse.gang.robbed_only")


class Peng(_Claim):
    type = "peng"

    def offers(self, h: HandState, seat: int, code: str, kind: str) -> bool:
        return (kind == "discard" and not h.ready[seat] and code not in h.declared[seat]
                and h.concealed[seat][INDEX[code]] >= 2)

    def closed(self, h, seat, code):
        if h.ready[seat]:
            return msg("refuse.peng.ready")
        if _held(h, seat, code) < 2:
            return _card("refuse.peng.need_two", code)
        if h.claim["kind"] != "discard":
            return msg("refuse.peng.robbed_only")
        if code in h.declared[seat]:
            return _card("refuse.claim.declared", code)
        return not_now(act("peng", code))


class Pass(Move):
    """过: decline a claim, or finish declaring dragons."""

    type = "pass"

    def legal(self, h, seat):
        return [PASS] if h.phase in ("dragons", "claim") else []


class Tianting(Move):
    """天听 (RULES.md §3, an option): in the dragon window, a non-dealer whose dealt cards (dragon replacements
    included) are ready declares it; its turn of the window ends and it plays as after 报听."""

    type = "tianting"

    def open(self, h: HandState, seat: int) -> bool:
        return (h.tianting_on and h.phase == "dragons" and seat != h.dealer and not h.ready[seat]
                and tiles.ready_needing(h.concealed[seat], h.sets_needed(seat)))

    def legal(self, h, seat):
        return [TIANTING] if self.open(h, seat) else []

    def refusal(self, h, seat, card):
        if not h.tianting_on:
            return msg("refuse.tianting.off")
        if h.phase != "dragons":
            return msg("refuse.tianting.window")
        if seat == h.dealer:
            return msg("refuse.tianting.dealer")
        if h.ready[seat]:
            return msg("refuse.ready.already")
        return msg("refuse.tianting.not_ready")


MOVES: dict[str, Move] = {m.type: m for m in (Discard(), Ready(), Tsumo(), Angang(), Jiagang(), Jiaolong(),
                                              Lilong(), Hu(), Gang(), Peng(), Pass(), Tianting())}
CLAIM_MOVES = (MOVES["hu"], MOVES["gang"], MOVES["peng"])   # in the order a claim's options are listed
assert tuple(MOVES) == ACTION_TYPES


def legal_actions(h: HandState, seat: int) -> tuple[Action, ...]:
    """Every legal action of ``seat`` now, in the engine's fixed order."""
    if h.phase == "dragons":
        dragons = MOVES["jiaolong"].legal(h, seat) + MOVES["lilong"].legal(h, seat)
        dragons.sort(key=lambda a: (INDEX[a.card], a.type == "lilong"))
        return (*dragons, *MOVES["tianting"].legal(h, seat), PASS)
    if h.phase == "claim":
        return (*(a for m in CLAIM_MOVES for a in m.legal(h, seat)), PASS)
    out: list[Action] = []
    for t in ("tsumo", "angang", "jiagang", "lilong", "discard", "ready"):
        out += MOVES[t].legal(h, seat)
    return tuple(out)


def claim_options(h: HandState, seat: int, code: str, kind: str) -> list[str]:
    """The claims ``seat`` may make on ``code`` (a discard, or a card added to a 碰: ``qianggang``)."""
    return [m.type for m in CLAIM_MOVES if m.offers(h, seat, code, kind)]


def phase_refusal(h: HandState, type_: str) -> Msg | None:
    """Why ``type_`` cannot be played in this phase at all (None: the phase allows it)."""
    if type_ in PHASE_TYPES[h.phase] or type_ == "tianting":   # 天听 says itself why (off, or too late)
        return None
    if h.phase == "claim":
        return _card("refuse.claim.only_claims", h.claim["card"])
    if h.phase == "dragons":
        return msg("refuse.dragons.only_dragons")
    if type_ == "jiaolong":
        return msg("refuse.jiaolong.window")
    return msg("refuse.act.no_claim")


def refusals(h: HandState, seat: int, legal: tuple[Action, ...]) -> dict[str, Msg]:
    """For every action type with no legal action now, why it is closed."""
    open_types = {a.type for a in legal}
    return {t: phase_refusal(h, t) or MOVES[t].refusal(h, seat, None) for t in ACTION_TYPES if t not in open_types}


def why(h: HandState, seat: int, action: object) -> Msg:
    """Why ``action`` (not among the legal ones) is refused."""
    if not isinstance(action, Action):
        return msg("refuse.not_an_action", what=repr(action))
    code = action.card
    if code is not None and code not in INDEX:
        return msg("refuse.no_such_card", code=str(code))
    if h.phase == "claim" and action.type in CLAIM_TYPES and code != h.claim["card"]:
        return _card("refuse.claim.only_offered", h.claim["card"])
    return phase_refusal(h, action.type) or MOVES[action.type].refusal(h, seat, code)
