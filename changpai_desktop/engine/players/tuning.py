"""Every weight and threshold of the computer players, named in one place.

These are judgement, not rules: the rule numbers (胡 values, base of a hand type, 文钱, rounding) come from the
rule set. A name says what the number weighs; change one here and every player and the hints follow. The
hard player's strategy switches are the fields of :class:`HardConfig` (frozen: a config is a value).
"""

from __future__ import annotations

from dataclasses import dataclass

# --- the hand's 胡 value estimate (analysis.Analysis.kind_value / hand_value) ---------------------------
FLIPPED_PAIR_SHARE = 0.35   # a live pair of a flipped kind: this share of its level's 暗杠
PAIR_SHARE = 0.3            # a live pair: this share of its 暗克, × min(live copies, 2) / 2
WENQIAN_NEAR_SHARE = 0.25   # two of the three 文钱 cards: this share of one 文钱

# --- a between-turns state (ranking.eval_state) ---------------------------------------------------------
PLAN_ON_SHARE = 0.5         # a plan (飘胡 / 清胡) as fast as the ordinary hand: this share of its worth
PLAN_NEAR_SHARE = 0.15      # a plan one step slower: this share
PLAN_NEAR_MAX_X = 3         # ... only while at most this far from ready
UKEIRE_WEIGHT = 1.5         # secondary score: per live useful card
VALUE_WEIGHT = 0.6          # secondary score: per 胡 of the hand's value
PLAN_NOTE_MAX_X = 3         # the reason mentions a plan only this close to ready

# --- ranking every legal action (ranking.rank_actions) --------------------------------------------------
BIG = 1000.0                # one step of 向听 outweighs any secondary score
WIN_SCORE = 10 * BIG        # a win is always first
NOT_RECOMMENDED = -100 * BIG  # an action the ranking does not cover
PASS_DRAGONS = -5 * BIG     # passing on declaring a dragon
TIANTING_DECLARE = -BIG     # 天听 when ready on the deal: over passing, after declaring the dragons
DRAGON_WEIGHT = 10.0        # per 胡 of the dragon
JIAOLONG_FOUR = 3.0         # 叫龙 with all four held: they cannot all serve one set
LILONG_FOUR = 5.0           # 撂龙 of four: a set and a replacement draw
LILONG_PAIR = 2.0           # 撂龙 of a two-card dragon: not a set, the pair leaves
CLAIM_SHOWS = 4.0           # a 碰 shows the hand and gives up 闷飘 / 清胡
REPLACEMENT_DRAW = 3.0      # a kong (or laid dragon) draws a replacement
READY_MIN_WAITS = 3         # 报听 only with at least this many live winning cards ...
READY_BONUS = 1.0           # ... then it is worth this over the plain discard
READY_FEW_WAITS = -50.0     # ... else this
ANGANG_BACKWARDS = 2.0      # a concealed kong that costs 向听
ANGANG_OVER_DISCARD = 0.5   # a concealed kong that keeps 向听 beats the best discard by this
JIAGANG_BONUS = 2.0         # adding to a pung: a replacement draw ...
JIAGANG_GAIN_WEIGHT = 0.6   # ... plus this per 胡 gained

# --- the hard player: expected settlement (outlook.Outlook) ---------------------------------------------
PROB_CAP = 0.95             # no per-draw chance above this
DISCARD_WIN_LESS = 5.0      # a win on a discard scores 10 less (自摸) about half the time
FAR_WINS = 5.0              # two steps or more from ready: chance per card of a win is this / unseen cards
OWN_COUNT_WEIGHT = 2.0      # the own count settles against two others
PIAO_WIN_EXTRA = 10         # the rough win estimate of a 飘胡: extras on top of 底胡 + base
QING_WIN_EXTRA = 10         # ... of a 清胡
TA_WIN_EXTRA = 12           # ... of a 塌胡
GANG_LOOKAHEAD_BONUS = 2.0  # pass-vs-claim look-ahead: a kong's replacement draw
LOOKAHEAD_DISCARDS = 2      # pass-vs-claim look-ahead: the best discards after a 碰 looked at
SCORE_CACHE_MAX = 20000     # cached win totals before the cache is cleared

# --- the hard player: choosing a discard (hard.HardPlayer) ----------------------------------------------
MIN_WALL_LOOKAHEAD = 3      # with fewer cards in the wall, no look-ahead
FAR_DANGER_WEIGHT = 3.0     # far from ready (向听 ≥ FAR_DANGER_X): the danger weighs this much ...
FAR_DANGER_X = 3
NEAR_DANGER_WEIGHT = 1.5    # ... else this much
OUT_OF_TIME = -1e9          # the value of a candidate not looked at within the budget

# --- the hard player: its own numbers for dragons and kongs (expert.py) ----------------------------------
DRAGON_LAY_MARGIN = 0.0     # 撂龙 over 叫龙 at equal states (ranking units; BIG is one step of 向听)
GANG_OVER_PENG_MARGIN = 0.0  # a 杠 is taken over the ranking's 碰 when its score (with the free draw) is
                            # at most this below the 碰's state
GANG_OVER_PASS_MARGIN = 0   # a 将 明杠 is taken over passing when it leaves 向听 at most this much higher
QING_KEEP_MAX_X = 2         # ... unless the hand is this close to a 清胡 (every set concealed)

# --- the hard player: the opponents' concealed hands (opponents.py) ------------------------------------
OWN_DISCARD_PAIR = 0.25     # an opponent that discarded a kind holds a pair of it this much less often
PASSED_PAIR = 0.5           # ... one that let a discard of it go by (passed on a 碰)
FEED_TEMPO = 2.0            # a claim fed to an opponent: its set's 胡 plus this (its tempo, the turn it skips)

# --- hints in words (words.py): when a number is worth saying -------------------------------------------
HINT_WIN_RISK = 5.0         # a discard's expected loss to an opponent's win (net 胡) from which it is "risky"
HINT_FEED_RISK = 3.0        # ... to a 碰 / 杠 it may feed
HINT_RISKIER = 3.0          # an action this much riskier than the first says so
HINT_HU_SAME = 1.0          # an expected difference below this is "about the same"

# --- the hard player: threats (threats.py) --------------------------------------------------------------
READY_DECLARED_P = 0.95     # an opponent who declared ready is ready with this chance
READY_P_MAX = 0.9           # otherwise at most this ...
READY_P_BASE = 0.02         # ... from this
READY_P_PER_SET = 0.11      # ... plus this per melded set
READY_P_PER_DRAW = 0.025    # ... plus this per draw made
READY_P_LATE = 0.1          # ... plus this late in the hand
LATE_WALL = 15              # late: fewer cards than this in the wall
THREAT_TA_EXTRA = 15        # a threat's 塌胡 estimate: 底胡 + base + this
THREAT_PIAO_SETS = 4        # an opponent with this many melded sets may play for 飘胡 ...
THREAT_PIAO_EXTRA = 10      # ... estimated 2 × (底胡 + base + this)
WAIT_SHARE = 2.0            # a kind's share of an opponent's waits: this × its weight / all weights
DISCARDED_BY_THEM = 0.4     # a kind the opponent discarded itself is less likely its wait
LOSS_EXTRA = 20.0           # feeding a win costs its total plus this
PAIR_WAIT_COPIES = 3        # a 吊头 / 对倒 weight counts up to this many live copies, / this
SEQ_WAIT_DIVISOR = 4.0      # a sequence wait: min(live of the two neighbours) / this
SHED_HONOUR = 1.8           # how readily others discard a 老将 ...
SHED_TERMINAL = 1.4         # ... a 1 or a 9 ...
SHED_DISCARDED = 0.4        # ... plus this for a kind the others already discard


@dataclass(frozen=True)
class HardConfig:
    """The 高手's strategy: its look-ahead and its claim policies (the defaults are the measured best)."""

    candidates: int = 8       # how many of the normal ranking's discards to look ahead on
    max_xiangting: int = 9    # look ahead only when the best discard leaves at most this 向听
    block_bonus: float = 30.0  # net 胡 a win of one's own is worth beyond its count (no one else wins)
    budget_s: float = 1.0     # wall-clock cap for one decision's look-ahead (a safety net)
    backward: int = 0         # candidates that go one step back in 向听 (to keep a big set, say)
    big_hand: float = 100.0   # an opponent's visible win worth at least this is a threat to avoid
    discard_share: float = 0.6  # how often an opponent's discard is as likely a winning card as a draw
    opponent_hazard: float = 0.04  # chance an opponent wins on one of its turns
    claim_value: float = 0.0  # how much a 将 (or flipped-kind) 碰 / 杠 is worth beyond the normal ranking
    piao_slack: int = 3       # play for 飘胡 when its 向听 is at most this much above the ordinary one (−1: never)
    piao_max: int = 6         # ... and at most this far from ready (900 duplicate hands, paired vs these: slack 2
                              # tongzhou-double 103 +1.10 [−0.63, 2.83], 201 −0.72 [−2.63, 1.19], nantong-single
                              # 101 −0.68 [−2.79, 1.44]; slack 1 +0.70 (tz 103), −0.30 (nt 101); slack 0 −0.40
                              # (tz 103); piao_max 4 −0.12 (tz 103): noise either way, so kept)
    claim_lookahead: bool = False  # decide 碰 / 杠 by the expected settlement of pass vs claim
    discard_bias: bool = True   # weigh waits by how readily the others discard them
    claim_shift: float = 0.0  # added to every 碰 / 杠 score before comparing with passing (5, 900 duplicate hands:
                              # nantong-single 101 −1.04 [−2.50, 0.41], tongzhou-double 103 +0.04, 201 +0.56)
    claim_margin: float = 2.0  # a claim must beat passing by this much (net 胡)
    value_weight: float = 1.0  # extra weight on the 胡 value of the hand kept, far from ready
    piao_live: bool = True    # 飘胡 distance counts only pairs that can still become triplets
    claim_rate: float = 1.0   # weight of the 碰 route for useful cards held as a pair (0: off)
    endgame_claims: bool = True  # late and far from a win: claim whatever raises the 底胡
    expert: bool = True       # its own numbers for 叫龙 / 撂龙 and 杠 / 碰 / 过 (expert.py)
    defence: bool = False     # discards weigh the opponent model (opponents.py: feeding a 碰 / 杠, a win) — off:
                              # measured weaker (450 duplicate hands of seed 101: −3.6 with the feed cost of
                              # singles, −10.7 with every card's, −13.6 against every opponent's win); the
                              # hints still say a card's danger from it
    win_weight: float = 1.0   # ... the win it may give, this much
    defend_all: bool = False  # ... against every opponent (False: only a visible win worth ``big_hand``)
    feed_weight: float = 1.0  # ... the 碰 / 杠 it may feed, this much
    safe_back: int = 1        # against a threat the safest card at most this many steps of 向听 back is looked at
                              # (with ``defence`` every opponent is a threat, so a step back was offered on every
                              # discard and the look-ahead, which overrates a step back — ``backward=1``: −27.7 on
                              # 900 hands of seed 103 — often took it: half of the defence's measured loss; seed
                              # 103, defence with the feed cost at 0.5: −8.7 at 1, −4.3 at 0; plain play −1.4 at 0)
    defence_ev: float = 0.0   # > 0: a discard's chance to win for an opponent (threats.py) costs this × what
                              # the seat then loses against playing on, its own expected win (settlement charges
                              # every loser alike, so that is all a deal-in costs) — off: 900 duplicate hands of
                              # seed 103, nantong-single: −3.2 [−7.5, 1.1] at 1, −4.7 [−9.2, −0.1] at 3
    calibrated: bool = False  # the chance to win a hand from the model learned on its own play (value_model.py,
                              # resources/tables/win_model.json) instead of the analytic guess — off: better
                              # calibrated (held-out log loss 0.570 vs 0.606) but it plays weaker; 900 duplicate
                              # hands of seed 101, nantong-single: −1.50 [−2.84, −0.16]; seed 103, tongzhou-double:
                              # −1.79 [−3.28, −0.29]; with claims decided by it too (claim_lookahead) −2.57
                              # [−6.29, 1.16] (101); block_bonus 45 with it −1.21 (101)
    win_size_weight: float = 1.0  # the weight of a win's total above the 底胡 it would count anyway in the look-ahead
                              # (below 1: speed over size) — left at 1: 900 duplicate hands of seed 103,
                              # tongzhou-double: 0.7 −0.10 [−0.75, 0.55], 0.5 −0.09 [−1.13, 0.96]; block_bonus 50
                              # −0.06 [−0.77, 0.66]: the look-ahead's value-vs-speed weight barely moves a choice;
                              # 1.5: nt 121 +0.30 [−0.67, 1.27], tz 121 +0.02 (block_bonus 15: −0.21 / +0.72, 0:
                              # −0.68 / +0.21) — the 高手 wins as often as the 熟手 (32 % of hands, decompose_hard
                              # on seed 111); its edge is the size of its wins
    guard: float = 0.0        # > 0: a discard more likely than this to feed a win (danger_model.py) gives way ...
    guard_slack: int = 1      # ... to the best-ranked safer one at most this many steps of 向听 back — off: 900
                              # duplicate hands of seed 151, paired: slack 1 at 0.05 / 0.1 / 0.2 nt −7.20 / −1.73
                              # [−3.56, 0.10] / −0.86 [−2.17, 0.45], tz −10.82 / −4.98 / −0.69 [−1.62, 0.24]; slack 0
                              # at 0.15 / 0.25 / 0.35 nt +0.54 [−0.52, 1.61] / −0.30 / −0.14, at 0.15 tz −0.11 [−1.14,
                              # 0.92], nt 161 −0.17 [−1.20, 0.87]; slack 0 only when the choice keeps the hand
                              # ready, at 0.1 / 0.2: nt 151 +0.12 [−0.95, 1.19] / −0.13, tz 151 −0.66 [−1.69, 0.37]
                              # / −0.30. The same rule with the true waits gains 2 to 3.5
                              # (oracle_hard.py, below); the learned chance's false alarms eat it. Folding (the
                              # safest card whatever the 向听) when 2+ steps away with < 20 / 30 cards in the wall:
                              # nt 151 −0.07 / −0.03 — a 高手 that far so late is rare
    two_step: bool = False    # far from ready, the steps after the first at the rate of useful cards one step on
                              # (outlook.next_step_rate) — off: noise; duplicate hands, paired against these
                              # defaults, nt 121 +1.02 [−1.27, 3.31] (900), 131 −0.01 [−2.29, 2.26] (1,500), 141
                              # −0.11 [−1.65, 1.42] (3,000); tz 121 +1.50 [−1.71, 4.71], 131 +0.77 [−1.75, 3.29],
                              # 141 +0.66 [−1.00, 2.32]
    calibrated_min_x: int = 0  # ... only for states at least this far from ready (the analytic chance nearer):
                              # at 2, −0.13 [−0.86, 0.59] (101, nantong-single), −1.22 [−2.27, −0.18] (103, tongzhou)


# --- measured for the 高手 and not kept (issue 16, session w-expert5): 900 duplicate hands each, table 高手, 熟手,
# 熟手, paired per deal against these defaults (nt = nantong-single, tz = tongzhou-double, seed after it) ---------
# Claims decide most (a step of 向听 is worth more than anything the look-ahead weighs against it):
# - every 碰 that keeps 向听 taken (claim_shift +500): nt 101 −4.70 [−7.30, −2.10]; only 碰 that gain a step (−500):
#   nt 101 −1.52 [−4.26, 1.22]; +300 only on the next seat's discard (its skipped turn as a bonus): nt 101 −2.53
#   [−4.68, −0.38], tz 103 +0.14 [−2.06, 2.35]
# - passing every 碰 / 杠 while the hand is on track for 清胡: nt 101 −7.81 [−11.66, −3.96], tz 103 −2.19
#   [−5.93, 1.55]; the same claims decided by the pass-vs-claim look-ahead: −6.89 [−10.41, −3.37] / −2.12
# - a 碰 of the previous seat's discard (it replaces the own draw) required to beat passing by 1.3 / 2 × the
#   chance that draw lowers 向听: nt 101 +0.28 [−1.65, 2.20] / +0.32 [−1.87, 2.51]
# - pairs' 碰 route not counted (claim_rate 0): nt 101 −2.79 [−4.79, −0.78]; counted twice (2): +0.01
# - the claims class split: expert.choose_gang left to the ranking nt 101 −0.06 [−0.45, 0.34], tz 103 −0.13
#   [−0.36, 0.09]; claims._piao_claim off nt 101 −0.03 [−1.95, 1.89], tz 103 +0.03 [−0.89, 0.96];
#   endgame_claims off nt 101 ±0.00 (it never fired: hands end before the wall is that short — 98–99 % of hands
#   end in a win), widened to ≤ 4 own draws per step −0.38 [−1.26, 0.51], ≤ 10 per step at 向听 ≥ 3 −0.19
# What the 熟手 discards (tools/discard_rates.py, 300 hands of seed 601 per preset): per opponent discard, a
# given unseen copy comes 2.9 × as often as a random unseen card for a 老将 early, 0.4–1.3 later when nobody has
# discarded that 老将, 2.2–2.9 when someone has; 1 / 9 1.0–1.1 (1.8–2.0 once discarded); the rest 0.7 (1.2) —
# discard_share × shed_factor guesses 1.08 / 0.84 / 0.6 (+0.24 once discarded). Played by the measured rates
# (waits and the pairs' 碰 route): nt 101 +0.18 [−1.04, 1.39], tz 103 +0.10 [−1.46, 1.66] (changes ~0.6 % of
# decisions); discard_share 0.8: nt 101 +0.54 [−0.37, 1.46], nt 201 +0.47 [−0.30, 1.23], tz 103 −0.37
# [−1.54, 0.80], tz 201 −1.09 [−2.28, 0.11]; 0.4: nt 101 −0.40
# Feeding the 熟手's 碰 priced alone (defence with win_weight 0, safe_back 0): nt 101 −2.02 [−5.79, 1.74]; with
# sharper pair corrections (passed 0.05, own discard 0.1) −1.97; and a tempo of 8 −1.37 [−5.30, 2.57]
# One step from ready valued by the ready hands each live card leads to (the scorer's totals, the discard with
# the best chance × win): nt 101 −1.00 [−2.55, 0.55], tz 103 −0.52 [−3.02, 1.98]
# The count when another wins: with 1 / 3 × what its pairs may become nt 101 −0.66 / −1.73, tz 103 −0.81 / −3.42
# [−6.12, −0.73]; weighed 1 or 0 instead of 2 (OWN_COUNT_WEIGHT): nt 101 −0.38 [−0.91, 0.15] / −1.28 [−2.05,
# −0.51], tz 103 −0.23 [−1.07, 0.61] / −0.46 [−1.56, 0.65]
# 飘胡 discards kept at the best 向听: nt 101 −0.70 [−2.22, 0.82], tz 103 +0.69 [−0.32, 1.69]; never 飘胡
# (piao_slack −1): nt 101 −0.04 [−2.81, 2.72], tz 103 −0.51 [−3.07, 2.04]; opponent_hazard 0.02 / 0.07: nt 101
# +0.13 / −0.01
# Ready hands: a discard that leaves the hand one step away weighed against keeping it ready (1 / 3 such
# candidates beside the ready ones): nt 101 −2.82 [−4.84, −0.80] / −3.81 [−6.09, −1.53], tz 103 −2.51 [−4.93,
# −0.10] / −3.14 [−5.77, −0.52] — the look-ahead overrates a state one step back even next to exact ready values
# Why (tools/calibration_hard.py, 300 hands of seed 701; the chance it predicts for the state it keeps at each
# discard, beside the share of those hands it won): early (wall > 34) it is about right (nt 向听 0 0.58 vs 0.53,
# 1 0.35 vs 0.43, 2 0.30 vs 0.29, 3 0.27 vs 0.22, 4+ 0.26 vs 0.15); from the middle of the hand it is far too
# flat in 向听 (wall 18–34, nt: 0 0.57 vs 0.42, 1 0.34 vs 0.19, 2 0.30 vs 0.05, 3 0.26 vs 0.00; tz alike: 0.57 vs
# 0.40, 0.32 vs 0.25, 0.28 vs 0.12). A hazard rising through the hand (0.04 → 0.1 at the wall's end) lowers every
# chance but not that flatness, and plays the same: nt 101 −0.06 [−0.85, 0.74], tz 103 −0.48 [−1.25, 0.30]. A
# chance per step that falls with the wall (the useful cards after a step are fewer, the others nearer) is the
# lead; only with it might a claim look-ahead or a step back be trusted. (A rate per step shrinking towards ready,
# q × ((s + 1) / (向听 + 1)) at s steps away, steepens the early chances only, and plays the same: nt 101 −0.09
# [−0.70, 0.52], tz 103 +0.17 [−0.19, 0.52].)
# Each choice played out (tools/fork_hard.py, session 11): at a decision the hand is copied and played to its end
# once per option, on the same wall with the same players, so the options' nets differ only by that choice.
# - Discards (11,475 of the look-ahead's decisions, its best 4 candidates; nt 9101, tz 9201, 750 hands each): a
#   least-squares score over 15 features (the look-ahead's value, chance and total, 底胡, useful cards plain and
#   claimable, value, the 熟手's score, win and feed cost, the card's level, live copies, pair broken, plan),
#   fitted on 4 folds of hands and scored on the fifth, gains −0.45 ± 0.74 net 胡 a decision over the look-ahead's
#   own choice; its value with any one other feature −0.15 to +0.13 (each ± 0.1–0.7); the best candidate known
#   afterwards would gain +31.2 ± 1.0 — the spread is the wall's luck, not anything these features see. Over the
#   熟手's pick, where it differs, the look-ahead's gains +7.2 ± 5.5 (nt, 616 decisions), +3.8 ± 6.8 (tz, 546).
# - Claims (nt 9303, tz 9403, about 2,000 hands each): the 高手's choice over always passing +12.1 ± 2.3 (nt) and
#   +7.9 ± 2.4 (tz) a decision; a 碰 that keeps 向听 over passing −5.7 to +0.4 by level and seat (passed, rightly),
#   one a step closer +7 to +28 (taken), a step back −18 to −44. A 明杠 of an ordinary kind that keeps 向听, where
#   it passed, measured +27 ± 29 (nt, 14) and +31 ± 42 (tz, 28); taking those (choose_gang's ordinary kinds) in
#   the arena: nt 803 −0.16 [−0.37, 0.06], tz 803 −0.34 [−0.91, 0.22] (900 duplicate hands): not kept.
# - 叫龙 / 撂龙 (expert.choose_dragon; 20,000 hands each, nt 9801, tz 9901): its choice over the other, four-card
#   dragons: 叫龙 chosen −4.1 ± 9.4 (nt, 326) and +12.1 ± 10.8 (tz, 274), 撂龙 chosen +1.9 ± 6.0 / +3.9 ± 6.8;
#   three-card −1.5 ± 4.3 / +4.0 ± 5.4: no leak left to measure.
# - The 飘胡 plan's discards where they differ from the look-ahead's: +5.8 ± 7.4 (nt 9501, 474), +4.0 ± 7.1
#   (tz 9601, 529) — kept. block_bonus 60: nt 801 +0.97 [0.09, 1.84], nt 802 +0.04 [−0.49, 0.58], tz 802 +0.20
#   [−0.46, 0.86]: noise.
# What perfect knowledge would be worth (tools/oracle_hard.py, session 12; 高手, 熟手, 熟手, the oracle 高手 against the
# plain one, paired per hand):
# - the wall's make-up (each unseen copy known to be in the wall or in an opponent's hand, not the order): nt 111
#   −0.33 ± 6.41, tz 111 +1.40 ± 7.42 (600 hands) — no inference of the opponents' hidden hands can help the
#   look-ahead's live counts;
# - every ready opponent's waits, a feeding discard giving way to the best-ranked safe card of the same 向听: nt
#   151 +2.12 ± 1.35, tz 151 +1.70 ± 1.11 (900 hands); at most a step of 向听 back: +3.47 ± 1.95 / +3.28 ± 1.39;
#   also never a 将 碰 fed: nt −2.51 ± 4.38, tz +3.49 ± 4.02. Perfect defence is worth about 2 to 3.5 net 胡 a hand:
#   the headroom a reading of the opponents can at best close. A learned chance (danger_model.py, trained by
#   tools/train_danger.py on 800 hands of seed 5101) ranks the cards better than threats.py (held-out AUC 0.859 vs
#   0.832; two more features — the share of 将 among an opponent's last discards, the card a 将 — 0.860) but not
#   well enough to act on (``guard``). Given each opponent's true readiness as a feature (a diagnostic, 200 hands a
#   preset of seed 5101) it reaches 0.934: reading the 熟手's readiness is most of what it misses.
# Session 13, two more public signals of readiness, as danger-model features (200 hands a preset of seed 5101,
# held-out AUC of the same logistic model): base 0.878; with whether each of the opponent's last discards was the
# card it had just drawn (摸切: share of its last three, the run of them, the last one, and each × the wait terms)
# 0.876; with the kinds among every other seat's last one / three discards (which it let go by, so not its wait
# unless its hand changed since) 0.881 — the 熟手 sheds its drawn card as often when far from ready as when
# ready, and its passes are already in ``others_discard``: neither reads its readiness. Looking ahead only near
# ready (max_xiangting 1 / 2 / 3, the ranking's first discard further away): nt 171 −0.42 [−2.37, 1.53] / −0.24
# [−1.45, 0.96] / −0.13 [−0.52, 0.26], tz 171 +0.21 [−2.07, 2.49] / +0.53 [−0.82, 1.89] / +0.54 [−0.27, 1.35]
# (900 hands; the defaults there: nt +0.39, tz −0.06).
