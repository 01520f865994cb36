"""A small declarative shape checker for the JSON the user's files hold (shared by every loader).

A shape says what a value must be; :func:`check` walks a value against it and raises :class:`ShapeError` with
the path of the first bad field (``settings.levels[2]``) and what it should have been::

    STATS = Obj({"app": Str(), "groups": MapOf(Obj({"hands": Int(0)}, extra=ANY))}, extra=ANY)
    check(STATS, data)          # or ShapeError("groups['x'].hands: must be a whole number ≥ 0, not 'a'")

The loaders turn a ShapeError into their own error type. Values reach a shape already parsed by
``storage.files`` (no NaN, no lone surrogates, bounded depth and integers), so a shape checks types and ranges.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

MAX_SHOWN = 40   # characters of a bad value quoted in a message


class ShapeError(ValueError):
    """A value that does not have its shape: ``path`` names the field, ``why`` what it should be."""

    def __init__(self, path: str, why: str):
        super().__init__(f"{path or 'the document'}: {why}")
        self.path, self.why = path, why


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= MAX_SHOWN else text[:MAX_SHOWN] + "…"


class Shape:
    """Plain classes, not dataclasses: the settings are read at start-up, and a dozen dataclasses cost ~7 ms to
    define."""

    __slots__ = ()

    def check(self, value: Any, path: str) -> None:  # pragma: no cover - every shape overrides it
        raise NotImplementedError


class AnyValue(Shape):
    def check(self, value: Any, path: str) -> None:
        return None


ANY = AnyValue()


class Int(Shape):
    __slots__ = ("lo", "hi")

    def __init__(self, lo: int | None = None, hi: int | None = None):
        self.lo, self.hi = lo, hi

    def check(self, value: Any, path: str) -> None:
        if not isinstance(value, int) or isinstance(value, bool):
            raise ShapeError(path, f"must be a whole number, not {_shown(value)}")
        if (self.lo is not None and value < self.lo) or (self.hi is not None and value > self.hi):
            bounds = [f"≥ {self.lo}"] if self.lo is not None else []
            bounds += [f"≤ {self.hi}"] if self.hi is not None else []
            raise ShapeError(path, f"must be {' and '.join(bounds)}, not {value}")


class Num(Shape):
    def check(self, value: Any, path: str) -> None:
        if not isinstance(value, int | float) or isinstance(value, bool):
            raise ShapeError(path, f"must be a number, not {_shown(value)}")


class Bool(Shape):
    def check(self, value: Any, path: str) -> None:
        if not isinstance(value, bool):
            raise ShapeError(path, f"must be true or false, not {_shown(value)}")


class Str(Shape):
    __slots__ = ("max_len", "choices")

    def __init__(self, max_len: int | None = None, choices: tuple[str, ...] | None = None):
        self.max_len, self.choices = max_len, choices

    def check(self, value: Any, path: str) -> None:
        if not isinstance(value, str):
            raise ShapeError(path, f"must be text, not {_shown(value)}")
        if self.max_len is not None and len(value) > self.max_len:
            raise ShapeError(path, f"must be at most {self.max_len} characters, not {len(value)}")
        if self.choices is not None and value not in self.choices:
            raise ShapeError(path, f"must be one of {', '.join(self.choices)}, not {_shown(value)}")


class Among(Shape):
    """One of a few exact values (``Among((0, 6, 8))``; true is not 1 here)."""

    __slots__ = ("values",)

    def __init__(self, values: tuple[Any, ...]):
        self.values = values

    def check(self, value: Any, path: str) -> None:
        if not any(type(value) is type(v) and value == v for v in self.values):
            raise ShapeError(path, f"must be one of {', '.join(map(repr, self.values))}, not {_shown(value)}")


class Null(Shape):
    def check(self, value: Any, path: str) -> None:
        if value is not None:
            raise ShapeError(path, f"must be null, not {_shown(value)}")


class OneOf(Shape):
    __slots__ = ("options",)

    def __init__(self, options: tuple[Shape, ...]):
        self.options = options

    def check(self, value: Any, path: str) -> None:
        errors = []
        for option in self.options:
            try:
                option.check(value, path)
            except ShapeError as exc:
                errors.append(exc.why)
            else:
                return
        raise ShapeError(path, " or ".join(errors))


class Maybe(Shape):
    """A shape or null (null is looked for first: no error is made for the common case)."""

    __slots__ = ("shape",)

    def __init__(self, shape: Shape):
        self.shape = shape

    def check(self, value: Any, path: str) -> None:
        if value is None:
            return
        try:
            self.shape.check(value, path)
        except ShapeError as exc:
            raise ShapeError(exc.path, f"must be null or {exc.why.removeprefix('must be ')}") from None


def optional(shape: Shape) -> Shape:
    """``shape`` or null."""
    return Maybe(shape)


class ListOf(Shape):
    __slots__ = ("item", "min_len", "max_len")

    def __init__(self, item: Shape = ANY, min_len: int = 0, max_len: int | None = None):
        self.item, self.min_len, self.max_len = item, min_len, max_len

    def check(self, value: Any, path: str) -> None:
        if not isinstance(value, list):
            raise ShapeError(path, f"must be a list, not {_shown(value)}")
        if len(value) < self.min_len or (self.max_len is not None and len(value) > self.max_len):
            raise ShapeError(path, f"must hold {self.min_len} to {self.max_len} items, not {len(value)}")
        for i, item in enumerate(value):
            self.item.check(item, f"{path}[{i}]")


class Tuple(Shape):
    """A list of a fixed length whose items have their own shapes."""

    __slots__ = ("items",)

    def __init__(self, items: tuple[Shape, ...]):
        self.items = items

    def check(self, value: Any, path: str) -> None:
        if not isinstance(value, list) or len(value) != len(self.items):
            raise ShapeError(path, f"must be a list of {len(self.items)} items, not {_shown(value)}")
        for i, (shape, item) in enumerate(zip(self.items, value, strict=True)):
            shape.check(item, f"{path}[{i}]")


def _key_path(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


class MapOf(Shape):
    """An object whose keys are free text and whose values all have one shape."""

    __slots__ = ("value", "max_len")

    def __init__(self, value: Shape = ANY, max_len: int | None = None):
        self.value, self.max_len = value, max_len

    def check(self, value: Any, path: str) -> None:
        if not isinstance(value, Mapping):
            raise ShapeError(path, f"must be an object, not {_shown(value)}")
        if self.max_len is not None and len(value) > self.max_len:
            raise ShapeError(path, f"must hold at most {self.max_len} entries, not {len(value)}")
        for key, item in value.items():
            self.value.check(item, f"{path}[{key!r}]")


class Obj(Shape):
    """An object with named fields: ``required`` must be there, ``optional`` may be; other keys have the shape
    ``extra`` (None: refused)."""

    __slots__ = ("required", "optional", "extra")

    def __init__(self, required: Mapping[str, Shape], optional: Mapping[str, Shape] | None = None,
                 extra: Shape | None = None):
        self.required, self.optional, self.extra = required, optional or {}, extra

    def check(self, value: Any, path: str) -> None:
        if not isinstance(value, Mapping):
            raise ShapeError(path, f"must be an object, not {_shown(value)}")
        for key, shape in self.required.items():
            if key not in value:
                raise ShapeError(_key_path(path, key), "is missing")
            shape.check(value[key], _key_path(path, key))
        if len(value) == len(self.required):   # every key is a required one, checked above
            return
        for key, item in value.items():
            shape = self.required.get(key) or self.optional.get(key)
            if key in self.required:
                continue
            if shape is None:
                if self.extra is None:
                    raise ShapeError(_key_path(path, str(key)), "is not a known field")
                shape = self.extra
            shape.check(item, _key_path(path, str(key)))


def check(shape: Shape, value: Any, path: str = "") -> None:
    """Raise :class:`ShapeError` (the path of the bad field and what it should be) unless ``value`` fits."""
    shape.check(value, path)


def fits(shape: Shape, value: Any) -> bool:
    try:
        shape.check(value, "")
    except ShapeError:
        return False
    return True
