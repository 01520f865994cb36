"""The shape checker lives on the bottom floor (``changpai_desktop.shape``), where the engine's resource loaders
use it too; its names are re-exported here for the storage code that imports them from ``storage.shape``."""

from __future__ import annotations

from ..shape import (ANY, EN, Among, AnyValue, Bool, Int, ListOf, MapOf, Maybe, Null, Num, Obj, OneOf, Shape,
                     ShapeError, Str, Tuple, check, fits, optional)

__all__ = ["ANY", "EN", "Among", "AnyValue", "Bool", "Int", "ListOf", "MapOf", "Maybe", "Null", "Num", "Obj", "OneOf",
           "Shape", "ShapeError", "Str", "Tuple", "check", "fits", "optional"]
