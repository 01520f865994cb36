"""The score sheet's model before and after a game sets its seats."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402

from changpai_desktop.ui.widgets.sheet_models import ScoreSheetModel  # noqa: E402


def headers(model: ScoreSheetModel) -> list[str]:
    return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]


def test_before_a_game_the_sheet_has_no_seat_columns_then_one_per_seat_by_name():
    """Behind the first dialog (or the resume question) the side panel's sheet showed seats "0 1 2 3" and, in
    English, cut "Dealer" and "Result" to make room for them."""
    model = ScoreSheetModel(compact=True)
    assert model.rowCount() == 0 and len(headers(model)) == 3
    assert not any(h.strip().isdigit() for h in headers(model))
    model.set_sheet([], 3, ["我", "下家", "上家"])
    assert headers(model)[2:5] == ["我", "下家", "上家"]
