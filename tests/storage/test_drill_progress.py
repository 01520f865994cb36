"""Drill progress on disk: the file format stays, a restart keeps the counts, a damaged file is set aside."""

from __future__ import annotations

import json

from changpai_desktop.storage.drills import DrillProgress


def test_progress_survives_a_restart_in_its_file_format(tmp_path):
    path = tmp_path / "drills.json"
    p = DrillProgress(path)
    p.record_card("5b", True)
    p.record_card("5b", False)
    p.record_scoring(True)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert (doc["app"], doc["kind"], doc["schema"]) == ("changpai-desktop", "drills", 1)
    assert doc["cards"] == {"answered": 2, "right": 1, "streak": 0, "best_streak": 1, "per_card": {"5b": [2, 1]}}
    assert doc["scoring"] == {"tried": 1, "right": 1, "streak": 1, "best_streak": 1}
    again = DrillProgress(path)
    assert again.cards == p.cards and again.most_missed() == [("5b", 1)]
    assert again.weight("5b") > again.weight("1w")


def test_a_damaged_file_is_set_aside(tmp_path):
    path = tmp_path / "drills.json"
    path.write_text(json.dumps({"app": "changpai-desktop", "kind": "drills", "schema": 1, "cards": []}),
                    encoding="utf-8")
    p = DrillProgress(path)
    assert p.damaged.reason.id == "file.damaged" and "scoring: is missing" in p.damaged.why
    assert p.cards["answered"] == 0
    assert list(tmp_path.glob("drills.json.broken-*")) == [p.damaged.kept] and p.damaged.moved
    p.reset()
    assert DrillProgress(path).cards["answered"] == 0
