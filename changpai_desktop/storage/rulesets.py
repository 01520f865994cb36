"""House-rule sets (家规): a preset plus overrides, saved under a name in ``<config>/rulesets/``.

A rule-set file is versioned JSON, written atomically, never pickle::

    {"app": "changpai-desktop", "kind": "ruleset", "schema": 1,
     "name": "我们村的规矩", "preset": "nantong-single", "overrides": {"settlement.cap": 600}}

``import_ruleset`` also reads TOML with the same fields (``name``, ``preset``, ``[overrides]``), so a house rule
can be written by hand. A file that is too large, not UTF-8, not JSON/TOML, of another kind or version, or whose
overrides the engine refuses (unknown option, wrong type, value out of range) is refused with a
:class:`RulesetProblem` naming what is wrong, and nothing in the rule-set directory changes. An import never
overwrites a saved set: a name already taken gets " (2)", " (3)"… appended.

Every check of the overrides is the rule schema's (``engine.rules.schema``), through ``RuleSet.from_dict``.

A saved file in ``<config>/rulesets/`` that cannot be used is skipped by the lists, and set aside (never
deleted) by :func:`set_aside_damaged` (at start-up, so the user is told once: ``services.notices``);
``RulesetProblem.reason`` says what is wrong as a glossary message and ``.path`` which file.

The table's new-game dialog lists :func:`list_rulesets`; the house-rules page saves with :func:`save_ruleset`.
"""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path
from collections.abc import Mapping
from typing import Any

from ..engine.rules import PRESET_IDS, RuleError, RuleSet
from ..message import Msg, msg
from ..reading import FileProblem, damaged, read_json, read_toml, say
from ..shape import ANY, MapOf, Obj, ShapeError, Str, check, optional
from .files import Damaged, keep_problem, write_json_atomic
from .paths import config_dir, rulesets_dir

SCHEMA = 1
APP = "changpai-desktop"
KIND = "ruleset"
MAX_FILE_BYTES = 64 * 1024    # a real rule set is well under 2 KB
MAX_NAME_CHARS = 40
SUFFIX = ".json"
MAX_OPTIONS = 500            # the schema has about 150 options
# The types of the fields (what each value must be is the rule schema's, through RuleSet.from_dict); the
# friendlier messages for a missing preset or an unknown field are ``_from_document``'s.
DOCUMENT = Obj({}, {"app": ANY, "kind": ANY, "schema": ANY, "name": optional(Str()), "preset": Str(),
                    "overrides": MapOf(ANY, MAX_OPTIONS)}, extra=ANY)


class RulesetProblem(ValueError):
    """A rule set or rule-set file that cannot be used; ``str()`` says what is wrong (in English), ``reason`` the
    same as a glossary message (for a file: what is wrong with it) and ``path`` the file (or None)."""

    def __init__(self, text: str, reason: Msg | None = None, path: Path | None = None):
        super().__init__(text)
        self.reason = reason if reason is not None else msg("file.plain", text=text)
        self.path = path


def _refused(where: str, reason: Msg | str) -> RulesetProblem:
    """The problem of the document read from ``where`` (a file's name): ``where: what is wrong``. A reason in
    English only (the rule schema's) is said verbatim inside a translated "cannot be used: …"."""
    reason = reason if isinstance(reason, Msg) else msg("file.not_usable", text=reason)
    return RulesetProblem(f"{where}: {say(reason)}", reason)


# --------------------------------------------------------------------------------------------------
# Names and files

def check_name(name: Any) -> str:
    """A usable rule-set name (trimmed), or RulesetProblem saying why not."""
    if not isinstance(name, str):
        raise RulesetProblem(f"the rule-set name must be text, got {type(name).__name__}")
    name = " ".join(name.split())
    if not name:
        raise RulesetProblem("the rule-set name is empty")
    if len(name) > MAX_NAME_CHARS:
        raise RulesetProblem(f"the rule-set name is {len(name)} characters long; at most {MAX_NAME_CHARS}")
    if any(unicodedata.category(c).startswith("C") for c in name):
        raise RulesetProblem("the rule-set name contains control characters")
    return name


def file_for(name: str) -> Path:
    """A safe, unique file name for a rule-set name: readable part plus a short hash of the full name."""
    import hashlib   # here: importing it costs ~4 ms, and the start-up reads the rule-set folder without it

    readable = re.sub(r"[^\w\-]+", "_", name, flags=re.UNICODE).strip("_")[:32] or "ruleset"
    digest = hashlib.sha1(name.encode("utf-8")).hexdigest()[:8]
    return rulesets_dir() / f"{readable}-{digest}{SUFFIX}"


def _document(name: str, ruleset: RuleSet) -> dict:
    body = ruleset.to_dict()
    return {"app": APP, "kind": KIND, "schema": SCHEMA, "name": name,
            "preset": body["preset"], "overrides": body["overrides"]}


def _check_header(data: Mapping, where: str) -> None:
    """The file's app, kind and schema version."""
    foreign = msg("file.foreign", kind=msg("file.kind.ruleset"))
    if "app" in data and data["app"] != APP:
        raise _refused(where, foreign)
    if "kind" in data and data["kind"] != KIND:
        raise _refused(where, foreign)
    if "schema" in data:
        schema = data["schema"]
        if not isinstance(schema, int) or isinstance(schema, bool) or schema < 1:
            raise _refused(where, f"bad schema version {schema!r}")
        if schema > SCHEMA:
            raise _refused(where, msg("file.newer", schema=str(schema)))


def _from_document(data: Any, where: str) -> tuple[str | None, RuleSet]:
    """Validate a parsed file (our JSON document, or the bare {name, preset, overrides} of a TOML file)."""
    if not isinstance(data, Mapping):
        raise _refused(where, "not a rule set (expected an object with 'preset' and 'overrides')")
    allowed = {"app", "kind", "schema", "name", "preset", "overrides"}
    unknown = sorted(str(k) for k in data if k not in allowed)
    if unknown:
        raise _refused(where, f"unknown field(s) {', '.join(unknown[:5])}")
    _check_header(data, where)
    try:
        check(DOCUMENT, data)
    except ShapeError as exc:
        raise _refused(where, damaged(exc)) from None
    if "preset" not in data:
        raise _refused(where, f"no 'preset' (one of {', '.join(PRESET_IDS)})")
    name = data.get("name")
    if name is not None:
        name = check_name(name)
    overrides = data.get("overrides", {})
    if not isinstance(overrides, Mapping):
        raise RulesetProblem(f"{where}: 'overrides' must be an object of rule options")
    try:
        ruleset = RuleSet.from_dict({"preset": data["preset"], "overrides": dict(overrides)})
    except RuleError as exc:
        raise _refused(where, str(exc)) from None
    except (TypeError, ValueError, KeyError, IndexError, RecursionError) as exc:
        raise _refused(where, f"the overrides cannot be used ({type(exc).__name__}: {exc})") from None
    if name:
        ruleset = ruleset.with_name(name)
    return name, ruleset


def _read_file(path: Path) -> tuple[str | None, RuleSet]:
    """A rule-set file (JSON, or TOML by its suffix) through ``storage.files``' one reading path."""
    path = Path(path)
    read = read_toml if path.suffix.lower() == ".toml" else read_json
    try:
        data = read(path, max_bytes=MAX_FILE_BYTES)
    except FileProblem as exc:
        raise RulesetProblem(f"{path.name}: {exc.why}", exc.reason, path) from None
    try:
        return _from_document(data, path.name)
    except RulesetProblem as exc:
        exc.path = path
        raise


def _entries() -> list[tuple[str, RuleSet, Path]]:
    out = []
    for path in sorted(rulesets_dir().glob(f"*{SUFFIX}")):
        try:
            name, ruleset = _read_file(path)
        except RulesetProblem:
            continue  # a damaged file is skipped here; the house-rules page can report it via problems()
        if name:
            out.append((name, ruleset, path))
    out.sort(key=lambda e: e[0])
    return out


# --------------------------------------------------------------------------------------------------
# The API

def list_rulesets() -> list[tuple[str, RuleSet]]:
    """Every saved house-rule set, by name (damaged files are skipped; see :func:`problems`)."""
    return [(name, rs) for name, rs, _ in _entries()]


def problems() -> list[str]:
    """Messages for the files in the rule-set directory that cannot be used."""
    out = []
    for path in sorted(rulesets_dir().glob(f"*{SUFFIX}")):
        try:
            _read_file(path)
        except RulesetProblem as exc:
            out.append(str(exc))
    return out


def set_aside_if_damaged(path: Path) -> Damaged | None:
    """Set the saved file ``path`` aside (never delete it) when it cannot be used: what was wrong and where it
    went; None when it can be used."""
    try:
        _read_file(path)
    except RulesetProblem as exc:
        return keep_problem(FileProblem(path, exc.reason), config_dir())
    return None


def set_aside_damaged() -> list[Damaged]:
    """Set aside every file of the rule-set directory that cannot be used (:func:`set_aside_if_damaged`)."""
    found = (set_aside_if_damaged(path) for path in sorted(rulesets_dir().glob(f"*{SUFFIX}")))
    return [d for d in found if d is not None]


def exists(name: str) -> bool:
    name = check_name(name)
    return any(n == name for n, _, _ in _entries())


def _path_of(name: str) -> Path | None:
    for n, _, path in _entries():
        if n == name:
            return path
    return None


def load_ruleset(name: str) -> RuleSet:
    """The saved set called ``name`` (RulesetProblem if there is none or it cannot be used)."""
    name = check_name(name)
    path = _path_of(name)
    if path is None:
        raise RulesetProblem(f"no saved rule set called {name!r}")
    _, ruleset = _read_file(path)
    return ruleset.with_name(name)


def save_ruleset(name: str, ruleset: RuleSet) -> None:
    """Save (or replace) the set called ``name``; the overrides are validated first."""
    name = check_name(name)
    if not isinstance(ruleset, RuleSet):
        raise RulesetProblem(f"not a rule set: {type(ruleset).__name__}")
    try:
        checked = RuleSet.from_dict({"preset": ruleset.preset_id, "overrides": ruleset.overrides})
    except RuleError as exc:
        raise RulesetProblem(str(exc)) from None
    path = _path_of(name) or file_for(name)
    write_json_atomic(path, _document(name, checked))


def delete_ruleset(name: str) -> None:
    name = check_name(name)
    path = _path_of(name)
    if path is None:
        raise RulesetProblem(f"no saved rule set called {name!r}")
    path.unlink()


def unique_name(name: str) -> str:
    taken = {n for n, _, _ in _entries()}
    if name not in taken:
        return name
    n = 2
    while True:
        suffix = f" ({n})"
        candidate = name[: MAX_NAME_CHARS - len(suffix)] + suffix
        if candidate not in taken:
            return candidate
        n += 1


def import_ruleset(path: Path | str) -> tuple[str, RuleSet]:
    """Read a shared rule-set file, validate it, save it under a name not yet taken; return (name, set).

    Refused files raise RulesetProblem and change nothing."""
    path = Path(path)
    name, ruleset = _read_file(path)
    name = unique_name(check_name(name or path.stem))
    while file_for(name).exists():  # a damaged file under that name stays where it is
        name = unique_name(name + "+")
    ruleset = ruleset.with_name(name)
    write_json_atomic(file_for(name), _document(name, ruleset))
    return name, ruleset


def export_ruleset(name: str, path: Path | str) -> None:
    """Write the saved set ``name`` to ``path`` (JSON) for sharing."""
    ruleset = load_ruleset(name)
    write_json_atomic(Path(path), _document(check_name(name), ruleset))


def describe_overrides(ruleset: RuleSet) -> list[tuple[str, Any, Any]]:
    """What differs from the preset: (dotted key, preset value, this set's value), in key order."""
    base = RuleSet.preset(ruleset.preset_id)
    return [(key, base.value(key), value) for key, value in sorted(ruleset.changed().items())]


def dumps(ruleset: RuleSet, name: str) -> str:
    return json.dumps(_document(name, ruleset), ensure_ascii=False, indent=1)
