"""The drills' questions and answers, without Qt.

- 认牌 (recognise the cards): :func:`card_question` picks a card (the ones missed more often, from
  ``storage.drills``), the face to show it with and three look-alike distractors; :func:`answer_card` records the
  answer.
- 算胡 (count a hand): :func:`simulated_win` plays hands headless with computer players until one is won
  (driven by ``engine.drive``, the one loop) and returns it as a :class:`ScoreCase`; :func:`answer_score`
  records whether a guessed total was right.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine.cards import CARD_INFO, KINDS, SUITED
from ..engine.drive import advance_hand
from ..engine.match import deck_for
from ..engine.players.registry import make_player
from ..engine.rules import RuleSet
from ..engine.rules.levels import COPIES, copies_left_of
from ..engine.table.hand import Hand
from ..engine.scoring import Score
from ..storage.drills import DrillProgress

FACE_MODES = ("figure", "pattern", "mixed")
ASK = ("name", "figure")
OPTIONS = 4
SIM_PLAYER = "greedy"
SIM_ORDER = (0, 1, 2)       # three seats, no one resting


# --------------------------------------------------------------------------------------------------
# 认牌

@dataclass(frozen=True)
class CardQuestion:
    """A card to recognise: shown with ``face`` ("figure" or "pattern"); ``ask`` is "name" or "figure";
    ``choices`` are four codes, ``correct`` the position of ``code`` among them."""

    code: str
    face: str
    ask: str
    choices: tuple[str, ...]
    correct: int


def pool(ask: str) -> tuple[str, ...]:
    """The cards asked about: every kind for names, the suited cards (which have figures) for figures."""
    return SUITED if ask == "figure" else KINDS


def option_label(code: str, ask: str, lang: str) -> str:
    """What an answer button says for ``code``: the card's name, or its figure's name."""
    info = CARD_INFO[code]
    return (info.figure(lang) or info.name(lang)) if ask == "figure" else info.name(lang)


def card_question(progress: DrillProgress, rng: random.Random, ask: str, face_mode: str,
                  avoid: str | None) -> CardQuestion:
    """A new question; ``face_mode`` is one of :data:`FACE_MODES` ("mixed": either face at random)."""
    cards = pool(ask)
    code = progress.pick(cards, rng, avoid=avoid)
    face = rng.choice(("figure", "pattern")) if face_mode == "mixed" else face_mode
    # distractors: prefer look-alikes (same rank or same suit), then anything
    me = CARD_INFO[code]
    same = [c for c in cards if c != code and (CARD_INFO[c].rank == me.rank or CARD_INFO[c].suit == me.suit)]
    others = [c for c in cards if c != code and c not in same]
    rng.shuffle(same)
    rng.shuffle(others)
    choices = (same[:2] + others)[:OPTIONS - 1] + [code]
    rng.shuffle(choices)
    return CardQuestion(code, face, ask, tuple(choices), choices.index(code))


def answer_card(progress: DrillProgress, question: CardQuestion, choice: int) -> bool:
    """Record the answer (saved at once); True when it was right."""
    right = choice == question.correct
    progress.record_card(question.code, right)
    return right


# --------------------------------------------------------------------------------------------------
# 算胡

@dataclass(frozen=True)
class ScoreCase:
    """A won hand to count: the winner's melds (form, code), concealed cards (the winning card among them),
    叫龙, 喜 laid, the winning card, how it was won, and the engine's score."""

    rules: RuleSet
    flips: tuple[str, ...]
    melds: tuple[tuple[str, str], ...]
    hand: tuple[str, ...]
    declared: tuple[str, ...]
    joys: int
    card: str
    self_drawn: bool
    score: Score

    def meld_cards(self) -> list[list[str]]:
        """Each meld as the cards laid (a 撂龙 holds the copies not flipped)."""
        return [[code] * (COPIES if f in ("minggang", "angang") else 3 if f == "peng"
                          else copies_left_of(self.flips, code)) for f, code in self.melds]

    def hand_display(self) -> list[str]:
        """The concealed cards with the winning card moved to the end."""
        cards = list(self.hand)
        cards.remove(self.card)
        cards.append(self.card)
        return cards


def simulated_win(preset_id: str, seed: int, max_tries: int = 40) -> ScoreCase:
    """Play hands headless with computer players until one is won; the seed makes it reproducible."""
    rules = RuleSet.preset(preset_id)
    for attempt in range(max_tries):
        deck = deck_for(seed, attempt, rules.joys.enabled)
        hand = Hand(rules, SIM_ORDER, len(SIM_ORDER), deck, attempt)
        advance_hand(hand, [make_player(SIM_PLAYER) for _ in SIM_ORDER])
        r = hand.result
        if r is None or r.winner is None:
            continue
        w = r.seat(r.winner)
        return ScoreCase(rules, tuple(hand.flips), tuple((f, c) for f, c, _ in w.melds), w.concealed, w.declared,
                         len(w.joys), r.card, r.self_drawn, w.score)
    raise RuntimeError("no hand was won in the simulated games")


def answer_score(progress: DrillProgress, case: ScoreCase, guess: int) -> bool:
    """Record a guessed total (saved at once); True when it was the engine's total."""
    right = guess == case.score.total
    progress.record_scoring(right)
    return right
