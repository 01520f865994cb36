"""The 高手's expected net 胡 of every legal action of one decision, on one scale (``outlook.Outlook.value_of``:
twice the count this seat expects to end with, won or not, plus the bonus of a win of its own), so that two
actions of the same decision can be compared by subtraction.

- a win: twice its total (the scorer's) plus that bonus — certain;
- a discard: the state it leaves, less what the card may give away (``opponents.Opponents``: a win, a 碰 / 杠);
- a claim or a kong: the state after it (a 碰 with its best next discard), a replacement as one more own draw;
- 叫龙 / 撂龙: the state each leaves (a laid four-card dragon waits on its replacement).

Used by ``advice.advise`` (the review and the hints); the 高手 itself plays by ``hard.HardPlayer.decide``,
whose choice ``advise`` puts first.
"""

from __future__ import annotations

from ..cards import INDEX, N_KINDS
from ..scoring import Meld
from ..table.actions import Action
from .analysis import Analysis
from .expert import declared_analysis, laid_analysis
from .hard import HardPlayer
from .opponents import Opponents
from .outlook import Outlook
from .ranking import Ranked, best_discards, eval_state
from .tuning import LOOKAHEAD_DISCARDS, OWN_COUNT_WEIGHT

READY_MULTIPLIER = 2              # 报听 / 折庄: the win counts × 2 (RULES.md §3)
_SET_OF = {4: 1, 3: 1, 2: 0}       # a laid dragon of n cards: sets it makes
_REPLACEMENTS = {4: 1, 3: 0, 2: 2}  # ... and the replacements it draws


class _ReadyOutlook(Outlook):
    """The outlook of a hand declared ready: every win counts double (it must discard what it draws, which a
    ready hand does anyway)."""

    def win_total(self, an: Analysis, c: list[int], card: int, self_drawn: bool) -> int:
        return READY_MULTIPLIER * super().win_total(an, c, card, self_drawn)


class Valuer:
    """Expected net 胡 of the actions of one decision, for one seat."""

    def __init__(self, player: HardPlayer, an: Analysis, ranked: list[Ranked]):
        self.player = player
        self.an = an
        self.view = an.view
        self.outlook = player.outlook
        self.c = list(an.counts)
        self.state = {r.action: r.state for r in ranked}
        cards = list(dict.fromkeys(r.action.card for r in ranked if r.action.type in ("discard", "ready")))
        self.risk, _ = player.risks(an, self.view, cards) if cards else ({}, [])
        self._opp: Opponents | None = None

    def risk_parts(self, k: int) -> tuple[float, float]:
        """What discarding kind k may cost: (to an opponent's win, to a 碰 / 杠 it feeds), in net 胡."""
        if self._opp is None:
            self._opp = Opponents(self.an, self.view)
        cfg = self.player.cfg
        big = 0.0 if cfg.defend_all else cfg.big_hand
        return cfg.win_weight * self._opp.win_cost(k, big), cfg.feed_weight * self._opp.feed_cost(k)

    def value(self, a: Action) -> float:
        t = a.type
        if t in ("tsumo", "hu"):
            return self._win(a)
        if t in ("discard", "ready"):
            return self._discard(a)
        if t == "pass":
            return self.settle(self.an, list(self.c), 0)
        if t in ("peng", "gang"):
            return self._claim(a)
        if t == "jiaolong":
            return self.settle(declared_analysis(self.an, INDEX[a.card]), list(self.c), 0)
        if t in ("lilong", "angang", "jiagang"):
            return self._lay(a)
        if t == "tianting":   # declared ready on the deal: its win counts double
            st = eval_state(self.an, self.c, self.an.need)
            return _ReadyOutlook(self.player.cfg).value_of(self.an, self.view, list(self.c), st)
        return self.settle(self.an, list(self.c), 0)  # anything else: the hand as it stands

    def settle(self, an: Analysis, c: list[int], replacements: int) -> float:
        """The expected settlement of counts c (between turns, one card short, or on one's turn: then after
        the best of its few best discards), with ``replacements`` more own draws."""
        if sum(c) == 3 * an.need + 2:
            best = -1e9
            for j in best_discards(an, c, LOOKAHEAD_DISCARDS):
                c[j] -= 1
                best = max(best, self.settle(an, c, replacements))
                c[j] += 1
            return best
        if sum(c) == 3 * an.need and replacements:
            return self._replaced(an, c, replacements - 1)
        st = eval_state(an, c, an.need)
        return self.outlook.value_of(an, self.view, c, st, replacements)

    def _replaced(self, an: Analysis, c: list[int], replacements: int) -> float:
        """Counts one card short (a dragon laid from the deal) after the replacement: the live cards grouped
        by the state they lead to, each group valued once at its most plentiful card, weighed by its copies."""
        groups: dict[int, tuple[int, int, int]] = {}   # 向听 after -> (copies, best card, its copies)
        for d in range(N_KINDS):
            n = an.live[d]
            if not n:
                continue
            c[d] += 1
            x = eval_state(an, c, an.need).x
            c[d] -= 1
            copies, card, most = groups.get(x, (0, d, 0))
            groups[x] = (copies + n, d if n > most else card, max(n, most))
        total = weight = 0.0
        for copies, d, _most in groups.values():
            c[d] += 1
            total += copies * self.outlook.value_of(an, self.view, c, eval_state(an, c, an.need), replacements)
            c[d] -= 1
            weight += copies
        return total / weight if weight else -1e9

    def _win(self, a: Action) -> float:
        an, c = self.an, list(self.c)
        if a.type == "hu":
            k = INDEX[self.view.claim["card"]]
            c[k] += 1
            total = self.outlook.win_total(an, c, k, False)
        else:
            drawn = self.view.drawn
            k = INDEX[drawn] if drawn in INDEX else max(range(N_KINDS), key=lambda j: c[j])
            total = self.outlook.win_total(an, c, k, True)
        return OWN_COUNT_WEIGHT * total + self.player.cfg.block_bonus

    def _discard(self, a: Action) -> float:
        k = INDEX[a.card]
        c = list(self.c)
        c[k] -= 1
        st = self.state.get(a) or eval_state(self.an, c, self.an.need)
        outlook = _ReadyOutlook(self.player.cfg) if a.type == "ready" else self.outlook
        return outlook.value_of(self.an, self.view, c, st) - self.risk.get(a.card, 0.0)

    def _claim(self, a: Action) -> float:
        an = self.an
        k = INDEX[a.card]
        form = "peng" if a.type == "peng" else "minggang"
        an2 = laid_analysis(an, Meld(form, k), an.claim_value(a.type, k))
        c = list(self.c)
        c[k] -= 2 if a.type == "peng" else 3
        return self.settle(an2, c, 0 if a.type == "peng" else 1)

    def _lay(self, a: Action) -> float:
        an = self.an
        k = INDEX[a.card]
        c = list(self.c)
        if a.type == "jiagang":
            c[k] -= 1
            melds = tuple(Meld("minggang", m.kind) if m.kind == k and m.form == "peng" else m for m in an.melds)
            an2 = laid_analysis(an, melds[0], 0, 0)
            an2.melds = melds
            an2.fixed_hu = an.fixed_hu + an.meld_hu("minggang", k) - an.meld_hu("peng", k)
            return self.settle(an2, c, 1)
        n = c[k]
        c[k] = 0
        if a.type == "angang":
            return self.settle(laid_analysis(an, Meld("angang", k), an.meld_hu("angang", k)), c, 1)
        an2 = laid_analysis(an, Meld("long", k), 0 if k in an.declared else an.meld_hu("declared", k),
                            _SET_OF.get(n, 0))
        an2.declared = an.declared - {k}
        return self.settle(an2, c, _REPLACEMENTS.get(n, 0))
