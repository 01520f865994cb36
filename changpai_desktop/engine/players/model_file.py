"""The learned models' files (value_model.py, danger_model.py): read through the one checked path, their kind,
format and features checked, their weights finite and in range; anything else is a broken install naming the
file, never a wrong answer."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

from ...reading import FileProblem, ResourceError, read_json

MAX_MODEL_BYTES = 64 * 1024
MAX_WEIGHT = 100.0     # a coefficient beyond this is not one a trainer writes

T = TypeVar("T")


def check_header(doc: object, kind: str, fmt: int, features: Sequence[str]) -> dict:
    """The document as a dict when its kind, format and feature names are these; ValueError saying what is
    wrong otherwise."""
    if not isinstance(doc, dict) or doc.get("format") != fmt or doc.get("kind") != kind:
        raise ValueError(f"is not a {kind} of format {fmt}")
    if doc.get("features") != list(features):
        raise ValueError(f"its features are not {list(features)}")
    return doc


def weights_row(row: object, n: int, what: str) -> list[float]:
    """``row`` as n floats when it is a list of n finite numbers of at most MAX_WEIGHT; ValueError naming
    ``what`` otherwise."""
    if (not isinstance(row, list) or len(row) != n
            or not all(isinstance(v, int | float) and not isinstance(v, bool) for v in row)
            or not all(math.isfinite(v) and abs(v) <= MAX_WEIGHT for v in row)):
        raise ValueError(f"{what} not {n} finite numbers of at most {MAX_WEIGHT:g}")
    return [float(v) for v in row]


def read_model_file(path: Path, build: Callable[[object], T]) -> T:
    """``build`` of the JSON document in ``path``; ResourceError naming the file when it cannot be read or
    ``build`` refuses it (ValueError)."""
    try:
        doc = read_json(path, MAX_MODEL_BYTES)
    except FileProblem as exc:
        raise ResourceError(exc.path, exc.reason) from None
    try:
        return build(doc)
    except ValueError as exc:
        raise ResourceError(path, str(exc)) from None
