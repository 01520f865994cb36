"""The course's lessons: each plays on its scripted deal exactly as written, and what it says a hand is worth is
what the engine scores; the loader refuses a broken lesson file with ResourceError only."""

from __future__ import annotations

import json
import re
import shutil

import pytest
from hypothesis import HealthCheck, given, settings

from changpai_desktop.engine.hant import to_hant
from changpai_desktop.engine.table.actions import Action
from changpai_desktop.reading import ResourceError
from changpai_desktop.services import course
from tests.hostile_data import documents

LESSONS = course.load_course()
FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
FIRST = course.course_dir() / "01-cards.json"


def test_the_course_has_the_seven_topics_in_order():
    assert [lesson.id for lesson in LESSONS] == ["cards", "sets", "play", "jiang", "scoring", "dragons", "ready"]
    assert [lesson.order for lesson in LESSONS] == list(range(1, 8))


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_a_lesson_plays_as_written_and_its_stated_hu_is_the_engines(lesson):
    result = course.play_through(lesson)
    assert result.winner == course.HUMAN_SEAT
    assert result.totals[0] == lesson.hu
    assert tuple(result.nets[:3]) == lesson.nets
    for lang in course.LANGS:   # the end text states the very total, in every language
        assert str(lesson.hu) in re.findall(r"\d+", lesson.end(lang))


def test_the_lessons_teach_what_the_issue_asks():
    actions = {step.action.type for lesson in LESSONS for step in lesson.steps}
    assert {"discard", "tsumo", "hu", "peng", "angang", "lilong", "ready"} <= actions
    types = {course.play_through(lesson).type for lesson in LESSONS}
    assert {"ta", "piao"} <= types


def test_every_step_shows_what_it_asks_for():
    for lesson in LESSONS:
        for step in lesson.steps:
            button = {"tsumo": "hu"}.get(step.action.type, step.action.type)
            assert button in step.buttons, (lesson.id, step.action)
            if step.action.type == "discard":
                assert step.action.card in step.cards, (lesson.id, step.action)


def test_the_traditional_text_is_written_from_the_simplified():
    for lesson in LESSONS:
        for text in [lesson.title, lesson.goal, lesson.end, *(s.say for s in lesson.steps)]:
            assert text.zh_Hant == to_hant(text.zh_Hans)
            assert text.en and text.zh_Hans and text.zh_Hans != text.en


def test_a_step_accepts_only_its_own_action():
    step = LESSONS[0].steps[0]
    assert step.asks(Action("discard", "2w"))
    assert not step.asks(Action("discard", "hh"))


def test_the_next_lesson_and_the_last():
    assert course.lesson_after(LESSONS, "cards").id == "sets"
    assert course.lesson_after(LESSONS, "ready") is None


def test_a_lesson_off_its_script_is_reported(tmp_path):
    doc = json.loads(FIRST.read_text(encoding="utf-8"))
    doc["steps"][0]["do"]["card"] = "hh"          # 红花 is legal to discard, but then 四条 wins nothing
    path = tmp_path / "01.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(course.LessonOffScript):
        course.play_through(course.read_lesson(path))


def test_a_deal_with_too_many_of_a_card_is_refused(tmp_path):
    doc = json.loads(FIRST.read_text(encoding="utf-8"))
    doc["deal"]["front"] = "hh hh"               # the dealer holds three 红花 already
    path = tmp_path / "01.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(ResourceError):
        course.read_lesson(path)


def test_the_course_folder_is_read_in_lesson_order(tmp_path):
    for lesson_file in sorted(course.course_dir().glob("*.json"))[:2]:
        shutil.copy(lesson_file, tmp_path / ("z" + lesson_file.name))
    assert [lesson.id for lesson in course.load_course(tmp_path)] == ["cards", "sets"]


@FAST
@given(data=documents([json.loads(FIRST.read_text(encoding="utf-8"))]))
def test_lesson_files_refuse_with_resource_error_only(tmp_path, data):
    path = tmp_path / "lesson.json"
    path.write_bytes(data)
    try:
        lesson = course.read_lesson(path)
    except ResourceError:
        return
    assert lesson.steps and len(lesson.hands) == 3


SEAT_NAMES = {1: "下家", 2: "对门"}      # the human deals in seat 0 at a full table; seat 3 rests


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_a_claim_step_names_the_seat_that_discarded(lesson):
    from changpai_desktop.engine.drive import advance
    from changpai_desktop.engine.players.base import HUMAN
    from changpai_desktop.engine.players.registry import make_player

    match = course.new_lesson_game(lesson)
    players = [HUMAN, *(make_player(level, f"{match.seed}:{i + 1}") for i, level in enumerate(lesson.levels))]
    for step in lesson.steps:
        decision = advance(match, players)
        if step.action.type in ("hu", "peng", "gang"):
            claim = match.view(0).claim
            assert SEAT_NAMES[claim["from"]] in step.say("zh_Hans"), (lesson.id, step.action)
        match.apply(step.action, decision.seat)
