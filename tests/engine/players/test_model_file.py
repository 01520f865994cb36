"""The learned models' files (engine/players/model_file.py): a document of another kind, format or feature list,
weights that are not finite numbers in range, or a file that cannot be read is a broken install naming the file."""

from __future__ import annotations

import json

import pytest

from changpai_desktop.engine.players.model_file import check_header, read_model_file, weights_row
from changpai_desktop.reading import ResourceError

DOC = {"format": 1, "kind": "changpai-test-model", "features": ["bias", "x"], "weights": [0.5, -1.0]}


def build(doc: object) -> list[float]:
    return weights_row(check_header(doc, "changpai-test-model", 1, ("bias", "x")).get("weights"), 2,
                       "its weights are")


def test_a_good_document_gives_its_weights(tmp_path):
    path = tmp_path / "m.json"
    path.write_text(json.dumps(DOC), encoding="utf-8")
    assert read_model_file(path, build) == [0.5, -1.0]


@pytest.mark.parametrize(("change", "why"), [
    ({"format": 2}, "format"),
    ({"kind": "changpai-win-model"}, "format"),
    ({"features": ["bias"]}, "features"),
    ({"weights": [0.0]}, "finite numbers"),
    ({"weights": [0.0, 1e9]}, "finite numbers"),
    ({"weights": [0.0, True]}, "finite numbers"),
    ({"weights": "0.5 -1"}, "finite numbers"),
])
def test_a_damaged_model_is_a_broken_install_naming_the_file(tmp_path, change, why):
    path = tmp_path / "m.json"
    path.write_text(json.dumps({**DOC, **change}), encoding="utf-8")
    with pytest.raises(ResourceError, match=why) as exc:
        read_model_file(path, build)
    assert exc.value.path == path


@pytest.mark.parametrize("data", [b"", b"{", b"\xff\xfe", b"[1, 2]", b"9" * 70_000])
def test_an_unreadable_model_is_a_broken_install_naming_the_file(tmp_path, data):
    path = tmp_path / "m.json"
    path.write_bytes(data)
    with pytest.raises(ResourceError) as exc:
        read_model_file(path, build)
    assert exc.value.path == path
