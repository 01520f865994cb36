"""The course (学习 → 入门课程): lessons read from ``resources/course/``, one JSON file a lesson. No Qt.

A lesson is a scripted deal played on the real table: the human (seat 0) deals, the computer seats are the
levels the file names with the seeds the game gives them, and the deck is fixed, so the whole hand is known
once the human's actions are — and the course checks each of them. The file format (``format`` 1)::

    {"format": 1, "id": "cards", "order": 1,
     "title": TEXT, "goal": TEXT,                  # TEXT: {"zh_Hans": …, "zh_Hant": …, "en": …}
     "preset": "nantong-single",                   # a shipped rule preset
     "deal": {"hands": [DEALER, 下家, 对门],         # card notation; each hand may be partial (filled up)
              "flips": "7w", "front": "qz bh 4t",  # the flips; the cards drawn from the front, in order
              "end": "", "seed": 1,                # replacements from the end of the wall; the game's seed
              "levels": ["easy", "easy", "easy"]}, # the computer seats (the last one rests at a full table)
     "steps": [{"do": {"type": "discard", "card": "2w"},  # the human's action at this decision
                "say": TEXT,                               # what the table's note says before it
                "show": {"cards": ["2w"], "buttons": ["discard"], "places": ["flips"]}}, …],
     "end": {"say": TEXT, "hu": 80, "nets": [160, -80, -80]}}   # the lesson's stated result (a test checks it
                                                                 # against what the engine scores)

``show``: hand cards (codes), action buttons (the table's keys: hu, peng, gang, discard, …) and places on the
table (``flips``, ``joys``, ``wall``) that the step talks about; the table highlights them. 繁體 texts are
written from 简体 by ``tools/course_hant.py``. :func:`load_course` reads every lesson (``ResourceError`` for
a file that cannot be used: the install is broken); :func:`play_through` plays a lesson without a table (the
tests, and a check that a lesson still plays as written).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..engine.cards import ALL_CODES
from ..engine.match import Match
from ..engine.players.registry import LEVELS
from ..engine.rules import RuleSet
from ..engine.table.actions import ACTION_TYPES, CARDLESS, Action
from ..engine.table.deal import build_deck
from ..engine.table.result import HandResult
from ..message import msg
from ..reading import ResourceError, read_resource
from ..resources import resource_path
from ..shape import Among, Int, ListOf, Maybe, Obj, Str
from .session import GameSession
from .session_records import HUMAN_NAME

FORMAT = 1
LANGS = ("zh_Hans", "zh_Hant", "en")
PRESETS = ("nantong-single", "tongzhou-double", "rugao-double-xi")
BUTTONS = ("hu", "gang", "peng", "pass", "angang", "jiagang", "jiaolong", "lilong", "ready", "discard")
PLACES = ("flips", "joys", "wall")
MAX_TEXT = 2000
MAX_STEPS = 30
MAX_BYTES = 256 * 1024
SEATS = 4                     # a lesson is played at a full table: the fourth seat rests
HUMAN_SEAT = 0

_TEXT = Obj({lang: Str(MAX_TEXT) for lang in LANGS})
_CARDS = Str(200)
_CODE = Str(2, ALL_CODES)
LESSON = Obj({
    "format": Among((FORMAT,)), "id": Str(40), "order": Int(1, 99), "title": _TEXT, "goal": _TEXT,
    "preset": Str(40, PRESETS),
    "deal": Obj({"hands": ListOf(_CARDS, 3, 3), "flips": _CARDS, "front": _CARDS, "end": _CARDS,
                 "seed": Int(0, 10 ** 9), "levels": ListOf(Str(10, LEVELS), SEATS - 1, SEATS - 1)}),
    "steps": ListOf(Obj({"do": Obj({"type": Str(10, ACTION_TYPES), "card": Maybe(_CODE)}), "say": _TEXT,
                         "show": Obj({"cards": ListOf(_CODE, 0, 23), "buttons": ListOf(Str(10, BUTTONS), 0, 10),
                                      "places": ListOf(Str(10, PLACES), 0, 3)})}), 1, MAX_STEPS),
    "end": Obj({"say": _TEXT, "hu": Int(0, 10 ** 6), "nets": ListOf(Int(-10 ** 7, 10 ** 7), 3, 3)}),
})


@dataclass(frozen=True)
class Text:
    zh_Hans: str
    zh_Hant: str
    en: str

    def __call__(self, lang: str) -> str:
        return {"zh_Hant": self.zh_Hant, "en": self.en}.get(lang, self.zh_Hans)


@dataclass(frozen=True)
class Step:
    action: Action                   # what the learner is asked to do
    say: Text
    cards: tuple[str, ...]           # what the table highlights meanwhile
    buttons: tuple[str, ...]
    places: tuple[str, ...]

    def asks(self, action: Action) -> bool:
        return action == self.action


@dataclass(frozen=True)
class Lesson:
    id: str
    order: int
    title: Text
    goal: Text
    preset: str
    hands: tuple[str, str, str]
    flips: str
    front: str
    end_cards: str
    seed: int
    levels: tuple[str, ...]
    steps: tuple[Step, ...]
    end: Text
    hu: int                          # the learner's 胡 at the end, as the end text states it
    nets: tuple[int, int, int]       # each player's net (seats 0, 1, 2)

    def rules(self) -> RuleSet:
        return RuleSet.preset(self.preset)

    def deck(self) -> list[str]:
        return build_deck(self.rules(), list(self.hands), self.flips, self.front, self.end_cards)


def _text(d: dict) -> Text:
    return Text(d["zh_Hans"], d["zh_Hant"], d["en"])


def _step(d: dict) -> Step:
    do, show = d["do"], d["show"]
    card = None if do["type"] in CARDLESS else do["card"]
    return Step(Action(do["type"], card), _text(d["say"]), tuple(show["cards"]), tuple(show["buttons"]),
                tuple(show["places"]))


def read_lesson(path: Path | str) -> Lesson:
    """One lesson file; ResourceError (naming the file and what is wrong) when it cannot be used."""
    d = read_resource(path, LESSON, MAX_BYTES)
    deal = d["deal"]
    lesson = Lesson(d["id"], d["order"], _text(d["title"]), _text(d["goal"]), d["preset"], tuple(deal["hands"]),
                    deal["flips"], deal["front"], deal["end"], deal["seed"], tuple(deal["levels"]),
                    tuple(_step(s) for s in d["steps"]), _text(d["end"]["say"]), d["end"]["hu"],
                    tuple(d["end"]["nets"]))
    try:
        lesson.deck()
    except ValueError as exc:   # a bad card code (CardError), too many of a card, a hand too long
        raise ResourceError(path, msg("shape.plain", text=f"deal: {exc}")) from None
    return lesson


def course_dir() -> Path:
    return resource_path("course")


def load_course(directory: Path | None = None) -> tuple[Lesson, ...]:
    """Every lesson, in order."""
    folder = directory or course_dir()
    lessons = [read_lesson(p) for p in sorted(folder.glob("*.json"))]
    return tuple(sorted(lessons, key=lambda lesson: (lesson.order, lesson.id)))


def lesson_after(lessons: Sequence[Lesson], lesson_id: str) -> Lesson | None:
    ids = [lesson.id for lesson in lessons]
    i = ids.index(lesson_id) if lesson_id in ids else len(ids)
    return lessons[i + 1] if i + 1 < len(lessons) else None


def new_lesson_game(lesson: Lesson, rules: RuleSet | None = None) -> Match:
    """The lesson's game: one hand, the human dealing the fixed deck (``rules``: a house rule of its preset)."""
    return Match(rules or lesson.rules(), seed=lesson.seed, hands=1, decks=[lesson.deck()], first_dealer=HUMAN_SEAT)


class LessonOffScript(RuntimeError):
    """The lesson does not play as written (the engine or a computer player changed): which step and why."""


def play_through(lesson: Lesson, rules: RuleSet | None = None) -> HandResult:
    """Play the lesson as the course does — in a game session, whose computer seats are the ones the table
    plays —, the human taking each step's action; the finished hand's result. LessonOffScript when a step is
    not open when its turn comes, or the hand does not end after the last one."""
    session = GameSession(new_lesson_game(lesson, rules), [HUMAN_NAME, *lesson.levels], record_stats=False)
    match = session.match
    for n, step in enumerate(lesson.steps, 1):
        while session.step():
            pass
        decision = match.pending()
        if decision is None or decision.seat != HUMAN_SEAT or step.action not in decision.legal:
            raise LessonOffScript(f"{lesson.id}: step {n} ({step.action.type} {step.action.card}) is not open")
        session.apply(step.action)
    while session.step():
        pass
    result = match.hand.result
    if not match.finished or result is None:
        raise LessonOffScript(f"{lesson.id}: the hand goes on after the last step")
    return result
