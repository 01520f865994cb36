"""高手 (hard): looks ahead, by expected settlement.

- Wins whenever it can. Declares each dragon by its own numbers (:mod:`.expert`): 叫龙 or 撂龙, whichever
  leaves the better state — a laid four-card dragon counted with its replacement over every live card, a
  叫龙 with its cards still free for sequences (the 熟手 lays every four-card dragon).
- With three of a kind in hand and another's fourth offered, takes the 明杠 over the ranking's 碰 unless the
  碰 keeps the fourth copy for a whole step of 向听, and over passing for a 将 (or flipped) kind when it costs
  no step and no 清胡 is near (:func:`.expert.choose_gang`).
- Claims like the normal player (its ranking weighs the claimed set's 胡 against the 向听 it gains), and
  also takes every 碰 / 杠 that brings a 飘胡 closer while it plays for one (:mod:`.claims`; two more claim
  policies are in :class:`~.tuning.HardConfig` — a bonus for 将 sets, and pass-vs-claim by expected
  settlement; both measured weaker in the arena and are off).
- Plays for 飘胡 (all triplets, × 2) when that plan is at most ``piao_slack`` (3) steps slower than the
  ordinary one (and at most ``piao_max`` (6) from ready), and takes an ordinary win's wait when it is
  ready. Its 飘胡 distance counts only pairs that can still become triplets (a pair whose other copies are
  all seen can only be the 将头). On 3,000 duplicate hands of seed 101 (nantong-single), never playing for
  飘胡 cost about 4 net 胡 a hand against these settings; 2 / 4 and 4 / 7 were weaker too.
- Late in a hand it cannot expect to win (two or more steps from ready with few draws left) it takes a
  碰 / 杠 that raises its rounded 底胡, since a loser's count settles too.
- For every other discard it weighs the normal ranking's best few candidates of the lowest 向听 by the
  expected net settlement over the coming draws (:mod:`.outlook`): a ready hand scores every wait
  (``score_winner``) weighed by its live copies; one step away it looks at every live card that makes the
  hand ready and the live waits that would follow; further away, the useful cards and the plan's likely
  total. A useful card that turns a pair into a triplet counts 1 + 2 × ``discard_share`` times (it can also
  be claimed, 碰, from either opponent's discard; with no 吃, a sequence card can only be drawn). The chance
  to win before the wall runs out comes from those per-draw chances (its own draws and, less often, the
  opponents' discards), with a per-turn chance that an opponent wins first. The value is twice its own
  count (won or not — the losers' 底胡 count, RULES.md §6; a big hand can beat a fast one) plus a bonus for
  a win of its own. A chance to win learned from its own play (:mod:`.value_model`, ``HardConfig.calibrated``)
  predicts outcomes better but measured weaker in the arena (seed 101: −1.5 胡 a hand), so it is off.
- An opponent model (:mod:`.opponents`: pair chances from the unseen cards, corrected by its own discards
  and its passes; readiness × value) prices what a discard may give away (a 碰 / 杠, a win); it is off in
  play by default (``HardConfig.defence``: measured weaker on the tuning seeds) and the hints word a card's
  danger from it. Why defence pays so little here: settlement charges every loser alike (RULES.md §6), so
  feeding a win costs this seat no more than the same opponent's win off the third seat's discard, and less
  than its 自摸 (+10); on 600 duplicate hands of seed 101 the 高手's mean net was −31 when it fed the win,
  −37 when the third seat did and −47 on a 自摸. What a deal-in really costs is the seat's own win it gives
  up; pricing the deal chance by that (``defence_ev``) still measured weaker (seed 103: −3.2 / −4.7 胡).
- It avoids feeding a visible big hand (:mod:`.threats`): when an opponent's visible sets would make a win
  worth at least ``big_hand``, each discard carries a danger cost — how likely that opponent is ready
  (melds, draws, wall), how likely the card is one of its waits (live copies of the card and of its suited
  neighbours: a card nobody can wait on is safe) and what the win would cost — and the safest card of the
  same 向听 joins the candidates.
- A chance that a discard feeds an opponent's win learned from its own games (:mod:`.danger_model`, ranking
  the cards better than :mod:`.threats`: held-out AUC 0.86 vs 0.83) can make a likely feed give way to the best
  safe card (``HardConfig.guard``); it is off: perfect knowledge of the opponents' waits would be worth 2 to 3.5
  net 胡 a hand (``tools/oracle_hard.py``), but the learned chance's false alarms cost as much as it saves.
- Obvious decisions (one legal action, a win) are instant; a wall-clock budget caps the look-ahead.
"""

from __future__ import annotations

import random
import time

from ..table.actions import Action, SeatView
from ..cards import INDEX
from .analysis import Analysis
from .base import Player
from .claims import ClaimPolicy, piao_mode, piao_x
from . import danger_model
from .expert import choose_dragon, choose_gang
from .opponents import Opponents
from .outlook import Outlook
from .ranking import Ranked, rank_actions
from .threats import danger, threats
from .tuning import (
    FAR_DANGER_WEIGHT, FAR_DANGER_X, MIN_WALL_LOOKAHEAD, NEAR_DANGER_WEIGHT, OUT_OF_TIME, OWN_COUNT_WEIGHT,
    HardConfig,
)


def ready_choice(r: Ranked, ranked: list[Ranked]) -> Action:
    """Prefer declaring ready (报听) with the chosen card when the ranking does too."""
    for o in ranked:
        if o.action.type == "ready" and o.action.card == r.action.card and o.score >= r.score:
            return o.action
    return r.action


def _distinct_cards(discards: list[Ranked]) -> list[Ranked]:
    """The best-ranked entry of each discard card, best first."""
    cands: list[Ranked] = []
    seen_cards = set()
    for r in discards:
        if r.action.card in seen_cards:
            continue
        seen_cards.add(r.action.card)
        cands.append(r)
    return cands


class HardPlayer(Player):
    """高手: looks ahead, by expected settlement (see the module's notes)."""

    name = "hard"

    def __init__(self, seed: int | str | None = None, config: HardConfig | None = None):
        self.seed = seed
        self.cfg = config or HardConfig()
        self.rng = random.Random(f"hard:{seed}")
        self.outlook = Outlook(self.cfg)
        self.claims = ClaimPolicy(self.cfg, self.outlook)

    def choose(self, view: SeatView, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        for a in legal:
            if a.type in ("tsumo", "hu"):
                return a
        an = Analysis(view)
        return self.decide(an, legal, rank_actions(view, legal, an=an))

    def decide(self, an: Analysis, legal: list[Action], ranked: list[Ranked]) -> Action:
        """The choice among ``legal``, given the seat's analysis and the 熟手 ranking of the same decision
        (``advice.advise`` calls this with its own, so the advice's first entry is this choice)."""
        view = an.view
        for a in legal:
            if a.type in ("tsumo", "hu"):
                return a
        if view.phase == "claim":
            if self.cfg.expert:
                g = choose_gang(an, ranked)
                if g is not None:
                    return g
            return self.claims.choose(an, ranked)
        if view.phase == "dragons" and self.cfg.expert:
            return choose_dragon(an, legal, ranked)
        if view.phase != "act":
            return ranked[0].action
        discards = [r for r in ranked if r.action.type in ("discard", "ready") and r.state is not None]
        if len(discards) < 2 or ranked[0].action.type not in ("discard", "ready"):
            return ranked[0].action
        if self.cfg.piao_slack >= 0:
            pa = self._piao_discard(an, discards)
            if pa is not None:
                return ready_choice(self._guarded(an, discards, pa), ranked)
        return ready_choice(self._guarded(an, discards, self._discard(an, view, discards)), ranked)

    def _guarded(self, an: Analysis, discards: list[Ranked], choice: Ranked) -> Ranked:
        """With ``guard``: a discard whose chance to feed an opponent's win (:mod:`.danger_model`) is above it
        gives way to the best-ranked discard at most ``guard_slack`` steps of 向听 further from ready whose
        chance is below it (none: the choice stands)."""
        tau = self.cfg.guard
        if tau <= 0:
            return choice
        p = danger_model.shipped_model().chances(an)
        if p[INDEX[choice.action.card]] <= tau:
            return choice
        limit = choice.state.x + self.cfg.guard_slack
        safe = [r for r in discards if p[INDEX[r.action.card]] < tau and r.state.x <= limit]
        return max(safe, key=lambda r: (-r.state.x, r.score)) if safe else choice

    def risks(self, an: Analysis, view: SeatView, cards: list[str]) -> tuple[dict[str, float], list]:
        """Each card's cost as a discard (the win or the claim it may give) and the threats weighed."""
        cfg = self.cfg
        if cfg.defence:
            opp = Opponents(an, view)
            big = 0.0 if cfg.defend_all else cfg.big_hand
            return {x: opp.cost(INDEX[x], cfg.win_weight, cfg.feed_weight, big) for x in cards}, opp.threats
        threat = [t for t in threats(an, view) if t[1] >= cfg.big_hand]
        return {x: danger(an, threat, INDEX[x]) for x in cards}, threat

    def _discard(self, an: Analysis, view: SeatView, discards: list[Ranked]) -> Ranked:
        """The discard by expected settlement among the best few, with the danger of feeding a big hand."""
        return self.look_ahead(an, view, discards)[0]

    def look_ahead(self, an: Analysis, view: SeatView, discards: list[Ranked]) -> list[Ranked]:
        """The candidate discards, best first by expected settlement (one, the choice, when far from ready or
        late: the normal ranking with the danger of feeding a big hand weighed)."""
        best_x = min(r.state.x for r in discards)
        cands = _distinct_cards(discards)
        risk, threat = self.risks(an, view, [r.action.card for r in cands])
        if best_x > self.cfg.max_xiangting or view.wall_count < MIN_WALL_LOOKAHEAD:
            # Far from ready: the normal ranking, with the danger of feeding a big hand weighed.
            w = FAR_DANGER_WEIGHT if best_x >= FAR_DANGER_X else NEAR_DANGER_WEIGHT
            vw = self.cfg.value_weight
            return [max(cands, key=lambda r: r.score + vw * r.state.value - w * risk[r.action.card])]
        top = [r for r in cands if r.state.x == best_x][: self.cfg.candidates]
        top += [r for r in cands if r.state.x == best_x + 1][: self.cfg.backward]
        if threat:
            safe = min((r for r in cands if r.state.x <= best_x + self.cfg.safe_back),
                       key=lambda r: risk[r.action.card])
            if safe not in top:
                top.append(safe)
        deal = self._deal_chances(an, view, cands, top, best_x)
        if len(top) == 1:
            return top
        t0 = time.perf_counter()
        values = []
        for r in top:
            if values and time.perf_counter() - t0 > self.cfg.budget_s:
                values.append(OUT_OF_TIME)  # out of time: the ones already valued win
                continue
            v = self._expected(an, view, INDEX[r.action.card], r)
            if deal:
                c = list(an.counts)
                c[INDEX[r.action.card]] -= 1
                v -= self.cfg.defence_ev * deal[r.action.card] * max(0.0, v - OWN_COUNT_WEIGHT * an.dihu_now(c))
            values.append(v - risk[r.action.card])
        order = sorted(range(len(top)), key=lambda i: (-values[i], i))
        return [top[i] for i in order]

    def _deal_chances(self, an: Analysis, view: SeatView, cands: list[Ranked], top: list[Ranked],
                      best_x: int) -> dict[str, float]:
        """With ``defence_ev``: each candidate's chance to win for an opponent; the safest card of the same
        向听 joins ``top``."""
        if self.cfg.defence_ev <= 0:
            return {}
        threat = threats(an, view)
        deal = {r.action.card: danger(an, threat, INDEX[r.action.card], priced=False) for r in cands}
        safe = min((r for r in cands if r.state.x == best_x), key=lambda r: deal[r.action.card])
        if safe not in top:
            top.append(safe)
        return deal

    def _expected(self, an: Analysis, view: SeatView, discard: int, r: Ranked) -> float:
        """Expected net 胡 (up to the parts every candidate shares) after discarding ``discard``."""
        c = list(an.counts)
        c[discard] -= 1
        return self.outlook.value_of(an, view, c, r.state)

    def _piao_discard(self, an: Analysis, discards: list[Ranked]) -> Ranked | None:
        c = an.counts
        px: dict[int, int] = {}
        for r in discards:
            k = INDEX[r.action.card]
            c[k] -= 1
            px[id(r)] = piao_x(self.cfg, an, c, an.need, r.state.piao_x)
            c[k] += 1
        best_x = min(r.state.x for r in discards)
        best_px = min(px.values())
        if best_x <= 0 and min(px[id(r)] for r in discards if r.state.x == best_x) > 0:
            return None  # ready for an ordinary win: take it
        if not piao_mode(self.cfg, best_x, best_px):
            return None
        return max(discards, key=lambda r: (-px[id(r)], -r.state.x,
                                            an.live[INDEX[r.action.card]] if c[INDEX[r.action.card]] == 2 else 9,
                                            r.score))
