"""The gallery's texts are read through the one reading path and checked by a shape: a damaged cards.json is a
broken install (ResourceError naming the file and the field), whatever the damage, and what it accepts the
gallery's model can show."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402

from changpai_desktop.reading import ResourceError  # noqa: E402
from changpai_desktop.resources import resource_path  # noqa: E402
from changpai_desktop.ui.context import UiContext  # noqa: E402
from changpai_desktop.ui.learn.gallery import (CODE_ROLE, GROUP_ROLE, SEARCH_ROLE, CardGalleryModel,  # noqa: E402
                                               read_gallery)
from tests.hostile_data import documents  # noqa: E402

SHIPPED = resource_path("gallery", "cards.json")
VALID = json.loads(SHIPPED.read_text(encoding="utf-8"))
SMALL = dict(VALID, cards=VALID["cards"][:2])    # mutations of a smaller document reach every field more often
MANY = settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                          HealthCheck.too_slow])
ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, CODE_ROLE, GROUP_ROLE, SEARCH_ROLE)


def test_the_shipped_gallery_reads():
    assert [c["code"] for c in read_gallery(SHIPPED)][:2] == ["1w", "2w"]


@pytest.mark.parametrize(("doc", "why"), [
    (dict(VALID, schema=2), r"schema: must be one of 1, not 2"),
    (dict(VALID, cards=[dict(VALID["cards"][0], code="zz")]), r"cards\[0\].code: must be one of"),
    (dict(VALID, cards=[dict(VALID["cards"][0], name={"zh_Hans": 1, "zh_Hant": "a", "en": "a"})]),
     r"cards\[0\].name.zh_Hans: must be text"),
    (dict(VALID, cards=[]), "must hold at least 1 items"),
])
def test_a_damaged_gallery_names_the_file_and_the_field(tmp_path, doc, why):
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(ResourceError, match=why) as exc:
        read_gallery(path)
    assert exc.value.path == path


@MANY
@given(data=documents([SMALL]))
def test_the_gallery_loader_raises_nothing_but_resource_error(qtbot, tmp_path, data):
    path = tmp_path / "cards.json"
    path.write_bytes(data)
    try:
        cards = read_gallery(path)
    except ResourceError:
        return
    model = CardGalleryModel(UiContext())
    model.cards = list(cards)
    for row in range(model.rowCount()):
        for role in ROLES:
            model.data(model.index(row), role)
