"""Hypothesis strategies for hostile documents, shared by the loaders' and the command line's property tests.

``documents()`` gives bytes: JSON written from generated values (any depth, floats with NaN and Infinity,
integers far past 64 bits, text with lone surrogates, in keys too), JSON text with raw fragments no encoder
writes (integers of thousands of digits, deep nesting, truncation), and random bytes. ``mutated(doc)`` gives a
valid document with one value, at any depth, replaced by a hostile one: the shapes must catch those.
``toml_documents(valid)`` does the same for TOML (the presets, house rules written by hand).
"""

from __future__ import annotations

import json

from hypothesis import strategies as st

SURROGATES = st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF)
TEXT = st.text(st.one_of(st.characters(), SURROGATES), max_size=8)
LEAVES = st.one_of(st.none(), st.booleans(), st.integers(-(10 ** 40), 10 ** 40), st.floats(), TEXT)
VALUES = st.recursive(LEAVES, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                       st.dictionaries(TEXT, inner, max_size=4)), max_leaves=12)
RAW = st.sampled_from(["9" * 5000, "-" + "1" * 4301, "1" * 40, "NaN", "-Infinity", "1e999", '"\\ud800"',
                       '{"\\udfff": 1}', "[" * 3000 + "]" * 3000, '{"a":' * 200 + "1" + "}" * 200, "[[[[[[[[1]]]]]]]]",
                       "true", "null", '""', "{}", "[]", "-0", "1.5e308"])


def dumped(value) -> bytes:
    return json.dumps(value, ensure_ascii=True, allow_nan=True).encode("utf-8")


@st.composite
def _spliced(draw) -> bytes:
    """A generated value with one raw fragment spliced in where a leaf was."""
    value = draw(VALUES)
    text = json.dumps([value, "@@hole@@"], ensure_ascii=True, allow_nan=True)
    return text.replace('"@@hole@@"', draw(RAW)).encode("utf-8")


@st.composite
def _truncated(draw, inner) -> bytes:
    data = draw(inner)
    return data[: draw(st.integers(0, len(data)))]


def documents(valid: list | None = None) -> st.SearchStrategy[bytes]:
    """Hostile bytes for a loader; ``valid``: documents of the loader's kind to mutate and truncate too."""
    options = [VALUES.map(dumped), _spliced(), RAW.map(str.encode), st.binary(max_size=64),
               VALUES.map(lambda v: json.dumps(v, ensure_ascii=False, allow_nan=True).encode("utf-8", "surrogatepass"))]
    if valid:
        options += [mutated(d).map(dumped) for d in valid] * 3
        options += [_truncated(st.sampled_from(valid).map(dumped)), _spliced_into(valid)]
    return st.one_of(options)


def _paths(doc, prefix=()):
    yield prefix
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from _paths(v, (*prefix, i))


def _replace(doc, path, value):
    if not path:
        return value
    copy = list(doc) if isinstance(doc, list) else dict(doc)
    copy[path[0]] = _replace(doc[path[0]], path[1:], value)
    return copy


@st.composite
def _mutated(draw, doc):
    path = draw(st.sampled_from(list(_paths(doc))[1:] or [()]))
    return _replace(doc, path, draw(VALUES))


def mutated(doc) -> st.SearchStrategy:
    """``doc`` with one value, at any depth, replaced by a generated one."""
    return _mutated(doc)


@st.composite
def _spliced_into(draw, valid) -> bytes:
    doc = draw(st.sampled_from(valid))
    path = draw(st.sampled_from(list(_paths(doc))[1:] or [()]))
    text = json.dumps(_replace(doc, path, "@@hole@@"), ensure_ascii=True)
    return text.replace('"@@hole@@"', draw(RAW), 1).encode("utf-8")


@st.composite
def _journal_damaged(draw, lines: list) -> bytes:
    """A journal (one JSON document per line) with one line mutated, spliced or replaced by junk, then maybe cut
    at any byte."""
    k = draw(st.integers(0, len(lines) - 1))
    how = draw(st.sampled_from(["mutate", "splice", "junk", "none"]))
    out = [json.dumps(d, separators=(",", ":")).encode("utf-8") for d in lines]
    if how == "mutate":
        out[k] = dumped(draw(mutated(lines[k])))
    elif how == "splice":
        out[k] = draw(_spliced_into([lines[k]]))
    elif how == "junk":
        out[k] = draw(st.one_of(st.binary(max_size=64), RAW.map(str.encode), VALUES.map(dumped)))
    data = b"".join(line + b"\n" for line in out)
    return data[: draw(st.integers(0, len(data)))] if draw(st.booleans()) else data


def journals(lines: list) -> st.SearchStrategy[bytes]:
    """Hostile journals made from a valid one's ``lines`` (decoded): any line damaged, the file cut anywhere."""
    return _journal_damaged(lines)


# --- TOML ------------------------------------------------------------------------------------------------------

def _toml_value(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value) if isinstance(value, float) else str(value)   # inf, nan and 1e+300 are TOML too
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=True)   # JSON's escapes are TOML's; a lone \ud800 is refused
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{json.dumps(k, ensure_ascii=True)} = {_toml_value(v)}" for k, v in value.items()) + "}"
    return "{}"   # TOML has no null: an empty table stands in


def toml_text(doc: dict) -> str:
    """``doc`` as TOML text: one ``key = value`` line per top-level key, tables inline."""
    return "".join(f"{json.dumps(k, ensure_ascii=True)} = {_toml_value(v)}\n" for k, v in doc.items())


TOML_RAW = st.sampled_from(["9" * 5000, "1" * 40, "inf", "-nan", "1e999", '"\\ud800"', "[" * 3000 + "]" * 3000,
                            "{a = " * 300 + "1" + "}" * 300, "true", '""', "{}", "[]", "1979-05-27", "0x_1"])


@st.composite
def _toml_spliced_into(draw, valid) -> bytes:
    doc = draw(st.sampled_from(valid))
    path = draw(st.sampled_from(list(_paths(doc))[1:] or [()]))
    text = toml_text(_replace(doc, path, "@@hole@@"))
    return text.replace('"@@hole@@"', draw(TOML_RAW), 1).encode("utf-8")


def toml_documents(valid: list[dict]) -> st.SearchStrategy[bytes]:
    """Hostile TOML bytes: ``valid`` documents with a value replaced at any depth, a raw fragment spliced in,
    truncated, with a byte changed; and random bytes."""
    as_bytes = st.sampled_from(valid).map(lambda d: toml_text(d).encode("utf-8"))
    return st.one_of([mutated(d).map(lambda d: toml_text(d).encode("utf-8", "surrogatepass")) for d in valid] * 3
                     + [_toml_spliced_into(valid), _truncated(as_bytes), _flipped(as_bytes), st.binary(max_size=64)])


@st.composite
def _flipped(draw, inner) -> bytes:
    data = bytearray(draw(inner))
    if data:
        data[draw(st.integers(0, len(data) - 1))] = draw(st.integers(0, 255))
    return bytes(data)


def loaded_or_reported(path, data: bytes, read):
    """``read(path)`` of a file holding ``data``, or None when it refused the file with a ResourceError naming
    it (anything else it raises fails the test)."""
    from changpai_desktop.reading import ResourceError

    path.write_bytes(data)
    try:
        return read(path)
    except ResourceError as exc:
        assert exc.path == path
        return None
