"""Property tests: ``changpai-engine score`` and ``settle``, run in-process through ``cli.main`` on thousands of
hostile stdins (tests/hostile_data.py), end with a status or a one-line SystemExit, never another exception, and
what they print is JSON."""

import contextlib
import io
import json
import sys

from hypothesis import given, settings

from changpai_desktop.cli.main import main
from tests.hostile_data import documents

REQUEST = {"preset": "nantong-single", "flips": ["4t"], "melds": ["peng:5w", "peng:hh"],
           "hand": "2b2b2b1t2t3t6w7w8w3b4b5b7t8t9t9w9w", "win": {"card": "8t", "by": "discard"},
           "overrides": {"settlement.cap": 600}}
MANY = [REQUEST, dict(REQUEST, win={"card": "8t", "by": "self", "last_card": True})]


def run(command: str, data: bytes) -> tuple[int | str | None, str]:
    out = io.StringIO()
    saved = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
    try:
        with contextlib.redirect_stdout(out):
            status = main([command])
    except SystemExit as stop:           # a document that is not JSON (or not usable JSON): one line
        assert isinstance(stop.code, str) and "\n" not in stop.code and stop.code.startswith("changpai-engine")
        status = stop.code
    finally:
        sys.stdin = saved
    return status, out.getvalue()


def test_the_valid_request_scores():
    status, out = run("score", json.dumps(REQUEST).encode())
    assert status == 0 and json.loads(out)["total"] == 40


@settings(max_examples=600, deadline=None)
@given(data=documents([REQUEST, MANY]))
def test_score_never_raises(data):
    status, out = run("score", data)
    if status in (0, 2):
        json.loads(out)


@settings(max_examples=300, deadline=None)
@given(data=documents([[260, 40, 10], {"totals": [260, 40, 10, 5]}]))
def test_settle_never_raises(data):
    status, out = run("settle", data)
    if status in (0, 2):
        result = json.loads(out)
        assert status == 2 or sum(result) == 0
