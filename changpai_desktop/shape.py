"""A small declarative shape checker for the documents the app reads: the user's files, the command line's
stdin and the shipped resources (on the bottom floor, so the engine's resource loaders use it too).

A shape says what a value must be; :func:`check` walks a value against it and raises :class:`ShapeError` with
the path of the first bad field (``settings.levels[2]``) and what it should have been::

    STATS = Obj({"app": Str(), "groups": MapOf(Obj({"hands": Int(0)}, extra=ANY))}, extra=ANY)
    check(STATS, data)          # or ShapeError("groups['x'].hands: must be ≥ 0, not -1")

What it should have been is a glossary message (``ShapeError.reason``, ids ``shape.…`` of
``resources/text/files.toml``), so it can be said in the user's language with the path kept verbatim; ``why``
is its English wording (:data:`EN`). The loaders turn a ShapeError into their own error type. Values reach a
shape already parsed by ``reading`` (no NaN, no lone surrogates, bounded depth and integers), so a shape checks
types and ranges.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .message import Msg, english, msg

MAX_SHOWN = 40   # characters of a bad value quoted in a message

# The English wording of every shape message (the glossary's ``en`` entries say the same; a test checks).
EN = {
    "shape.int": "must be a whole number, not {value}",
    "shape.at_least": "must be ≥ {lo}, not {value}",
    "shape.at_most": "must be ≤ {hi}, not {value}",
    "shape.between": "must be ≥ {lo} and ≤ {hi}, not {value}",
    "shape.number": "must be a number, not {value}",
    "shape.bool": "must be true or false, not {value}",
    "shape.text": "must be text, not {value}",
    "shape.text_long": "must be at most {limit} characters, not {n}",
    "shape.choice": "must be one of {choices}, not {value}",
    "shape.null": "must be null, not {value}",
    "shape.or": "{first} or {second}",
    "shape.list": "must be a list, not {value}",
    "shape.count": "must hold {lo} to {hi} items, not {n}",
    "shape.count_min": "must hold at least {lo} items, not {n}",
    "shape.tuple": "must be a list of {n} items, not {value}",
    "shape.object": "must be an object, not {value}",
    "shape.entries": "must hold at most {limit} entries, not {n}",
    "shape.missing": "is missing",
    "shape.unknown_field": "is not a known field",
    "shape.document": "the document",
    "shape.plain": "{text}",
}


class ShapeError(ValueError):
    """A value that does not have its shape: ``path`` names the field (verbatim, "" for the whole document),
    ``reason`` what it should be (a glossary message), ``why`` that in English; ``place``: the path, or the
    message "the document" when it is empty. The English is worded only when asked for: a OneOf tries shapes
    that fail on every valid value too."""

    def __init__(self, path: str, reason: Msg | str):
        super().__init__(path, reason)
        self.path = path
        self.reason = reason if isinstance(reason, Msg) else msg("shape.plain", text=reason)

    @property
    def why(self) -> str:
        return english(self.reason, EN)

    @property
    def place(self) -> Msg | str:
        return self.path or msg("shape.document")

    def __str__(self) -> str:
        return f"{self.path or 'the document'}: {self.why}"


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= MAX_SHOWN else text[:MAX_SHOWN] + "…"


def _bounds(lo: int | None, hi: int | None, value: int) -> Msg:
    if lo is not None and hi is not None:
        return msg("shape.between", lo=lo, hi=hi, value=value)
    return msg("shape.at_least", lo=lo, value=value) if lo is not None else msg("shape.at_most", hi=hi, value=value)


class Shape:
    """Plain classes, not dataclasses: the settings are read at start-up, and a dozen dataclasses cost ~7 ms to
    define. Each shape's ``_check`` raises with the path *below* it; a container puts its own step in front as
    the error passes (so a valid document builds no path strings at all)."""

    __slots__ = ()

    def check(self, value: Any, path: str = "") -> None:
        """Raise :class:`ShapeError` unless ``value`` fits; ``path``: where ``value`` is, for the message."""
        try:
            self._check(value)
        except ShapeError as exc:
            exc.path = _join(path, exc.path)
            raise

    def _check(self, value: Any) -> None:  # pragma: no cover - every shape overrides it
        raise NotImplementedError


def _join(head: str, tail: str) -> str:
    """``groups`` + ``['a'].hands`` → ``groups['a'].hands``; ``[2]`` + ``hands`` → ``[2].hands``."""
    if not head or not tail:
        return head or tail
    return head + tail if tail.startswith("[") else f"{head}.{tail}"


def _within(exc: ShapeError, step: str) -> None:
    exc.path = _join(step, exc.path)


class AnyValue(Shape):
    def _check(self, value: Any) -> None:
        return None


ANY = AnyValue()


class Int(Shape):
    __slots__ = ("lo", "hi")

    def __init__(self, lo: int | None = None, hi: int | None = None):
        self.lo, self.hi = lo, hi

    def _check(self, value: Any) -> None:
        if not isinstance(value, int) or isinstance(value, bool):
            raise ShapeError("", msg("shape.int", value=_shown(value)))
        if (self.lo is not None and value < self.lo) or (self.hi is not None and value > self.hi):
            raise ShapeError("", _bounds(self.lo, self.hi, value))


class Num(Shape):
    def _check(self, value: Any) -> None:
        if not isinstance(value, int | float) or isinstance(value, bool):
            raise ShapeError("", msg("shape.number", value=_shown(value)))


class Bool(Shape):
    def _check(self, value: Any) -> None:
        if not isinstance(value, bool):
            raise ShapeError("", msg("shape.bool", value=_shown(value)))


class Str(Shape):
    __slots__ = ("max_len", "choices")

    def __init__(self, max_len: int | None = None, choices: tuple[str, ...] | None = None):
        self.max_len, self.choices = max_len, choices

    def _check(self, value: Any) -> None:
        if not isinstance(value, str):
            raise ShapeError("", msg("shape.text", value=_shown(value)))
        if self.max_len is not None and len(value) > self.max_len:
            raise ShapeError("", msg("shape.text_long", limit=self.max_len, n=len(value)))
        if self.choices is not None and value not in self.choices:
            raise ShapeError("", msg("shape.choice", choices=self.choices, value=_shown(value)))


class Among(Shape):
    """One of a few exact values (``Among((0, 6, 8))``; true is not 1 here)."""

    __slots__ = ("values",)

    def __init__(self, values: tuple[Any, ...]):
        self.values = values

    def _check(self, value: Any) -> None:
        if not any(type(value) is type(v) and value == v for v in self.values):
            raise ShapeError("", msg("shape.choice", choices=tuple(map(repr, self.values)), value=_shown(value)))


class Null(Shape):
    def _check(self, value: Any) -> None:
        if value is not None:
            raise ShapeError("", msg("shape.null", value=_shown(value)))


class OneOf(Shape):
    """The first of ``options`` that fits; when none does, what each wanted ("… or …") at this value's path."""

    __slots__ = ("options",)

    def __init__(self, options: tuple[Shape, ...]):
        self.options = options

    def _check(self, value: Any) -> None:
        for option in self.options:
            if isinstance(option, Null):     # optional(): the usual miss, passed over without a raise
                if value is None:
                    return
                continue
            try:
                option._check(value)
            except ShapeError:
                continue
            return
        raise ShapeError("", self._reason(value))

    def _reason(self, value: Any) -> Msg:
        """What each option wanted ("… or …"), worked out only once none fits."""
        errors = []
        for option in self.options:
            try:
                option._check(value)
            except ShapeError as exc:
                errors.append(exc.reason)
        reason = errors[-1]
        for earlier in reversed(errors[:-1]):
            reason = msg("shape.or", first=earlier, second=reason)
        return reason


class Maybe(Shape):
    """A shape or null (null is looked for first: no error is made for the common case)."""

    __slots__ = ("shape",)

    def __init__(self, shape: Shape):
        self.shape = shape

    def _check(self, value: Any) -> None:
        if value is None:
            return
        try:
            self.shape._check(value)
        except ShapeError as exc:
            if not exc.path:    # this value is wrong (not something inside it): null would have done too
                exc.reason = msg("shape.or", first=msg("shape.null", value=_shown(value)), second=exc.reason)
            raise


def optional(shape: Shape) -> Shape:
    """``shape`` or null."""
    return Maybe(shape)


class ListOf(Shape):
    __slots__ = ("item", "min_len", "max_len")

    def __init__(self, item: Shape = ANY, min_len: int = 0, max_len: int | None = None):
        self.item, self.min_len, self.max_len = item, min_len, max_len

    def _check(self, value: Any) -> None:
        if not isinstance(value, list):
            raise ShapeError("", msg("shape.list", value=_shown(value)))
        if len(value) < self.min_len or (self.max_len is not None and len(value) > self.max_len):
            raise ShapeError("", msg("shape.count_min", lo=self.min_len, n=len(value)) if self.max_len is None
                             else msg("shape.count", lo=self.min_len, hi=self.max_len, n=len(value)))
        item_check = self.item._check
        for i, item in enumerate(value):
            try:
                item_check(item)
            except ShapeError as exc:
                _within(exc, f"[{i}]")
                raise


class Tuple(Shape):
    """A list of a fixed length whose items have their own shapes."""

    __slots__ = ("items",)

    def __init__(self, items: tuple[Shape, ...]):
        self.items = items

    def _check(self, value: Any) -> None:
        if not isinstance(value, list) or len(value) != len(self.items):
            raise ShapeError("", msg("shape.tuple", n=len(self.items), value=_shown(value)))
        for i, (shape, item) in enumerate(zip(self.items, value, strict=True)):
            try:
                shape._check(item)
            except ShapeError as exc:
                _within(exc, f"[{i}]")
                raise


class MapOf(Shape):
    """An object whose keys are free text and whose values all have one shape."""

    __slots__ = ("value", "max_len")

    def __init__(self, value: Shape = ANY, max_len: int | None = None):
        self.value, self.max_len = value, max_len

    def _check(self, value: Any) -> None:
        if not isinstance(value, Mapping):
            raise ShapeError("", msg("shape.object", value=_shown(value)))
        if self.max_len is not None and len(value) > self.max_len:
            raise ShapeError("", msg("shape.entries", limit=self.max_len, n=len(value)))
        item_check = self.value._check
        for key, item in value.items():
            try:
                item_check(item)
            except ShapeError as exc:
                _within(exc, f"[{key!r}]")
                raise


class Obj(Shape):
    """An object with named fields: ``required`` must be there, ``optional`` may be; other keys have the shape
    ``extra`` (None: refused)."""

    __slots__ = ("required", "optional", "extra")

    def __init__(self, required: Mapping[str, Shape], optional: Mapping[str, Shape] | None = None,
                 extra: Shape | None = None):
        self.required, self.optional, self.extra = required, optional or {}, extra

    def _check(self, value: Any) -> None:
        if not isinstance(value, Mapping):
            raise ShapeError("", msg("shape.object", value=_shown(value)))
        for key in self.required:
            if key not in value:
                raise ShapeError(key, msg("shape.missing"))
        for key, item in value.items():
            shape = self.required.get(key) or self.optional.get(key) or self.extra
            if shape is None:
                raise ShapeError(str(key), msg("shape.unknown_field"))
            try:
                shape._check(item)
            except ShapeError as exc:
                _within(exc, str(key))
                raise


def check(shape: Shape, value: Any, path: str = "") -> None:
    """Raise :class:`ShapeError` (the path of the bad field and what it should be) unless ``value`` fits."""
    shape.check(value, path)


def fits(shape: Shape, value: Any) -> bool:
    try:
        shape._check(value)
    except ShapeError:
        return False
    return True
