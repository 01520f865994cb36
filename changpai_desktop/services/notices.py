"""Telling the user, once, about a damaged file of theirs: which file, what was wrong, where the kept copy is and
what the app did instead (Qt-free; the main window shows the start-up notices in one box, the statistics and
drill windows theirs when they open).

A :class:`Notice` is data: the kind of file (settings, statistics, drills, house rule), its path, the reason (a
glossary message of ``resources/text/files.toml``), where the kept one is and whether that is the file itself,
moved aside, or a copy. :func:`notice_text` words it in a language. Each damaged file is set aside when it is
found, so the next start finds nothing to say about it: that is what makes a notice come once.

A house rule the settings name (``Settings.ruleset_name``) that cannot be used is told when a game starts with it,
as a question (:func:`house_rule_trouble`): play the preset instead?
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from ..engine.rules import RuleSet
from ..message import Msg, msg
from ..storage import rulesets, stats
from ..storage.drills import DrillProgress
from ..storage.files import Damaged
from ..storage.settings import Fallback, SettingsStore
from .text import render

SETTINGS, STATS, DRILLS, HOUSE_RULE = "settings", "stats", "drills", "house_rule"
KINDS = (SETTINGS, STATS, DRILLS, HOUSE_RULE)


class Notice(NamedTuple):
    """One damaged file, or (``reason`` None) a settings file some of whose values fell back to defaults. (The
    start-up defines it: a NamedTuple, not a dataclass, which would cost about a millisecond.)"""

    kind: str                     # one of KINDS
    path: Path
    reason: Msg | None            # what was wrong with the file
    kept: Path | None = None      # where the kept one is (None: it could not be moved aside)
    moved: bool = True            # ``kept`` is the file itself (False: a copy; the original left alone)
    fallbacks: tuple[Fallback, ...] = ()


def from_damaged(kind: str, damaged: Damaged) -> Notice:
    return Notice(kind, damaged.path, damaged.reason, damaged.kept, damaged.moved)


def settings_notices(store: SettingsStore) -> list[Notice]:
    """What loading the settings found: the file set aside, or the values that fell back to their defaults."""
    if store.damaged is not None:
        return [from_damaged(SETTINGS, store.damaged)]
    if store.fallbacks:
        return [Notice(SETTINGS, store.path, None, fallbacks=tuple(store.fallbacks))]
    return []


def stats_notices(load: bool = True) -> list[Notice]:
    """The statistics files set aside since the last call (``load``: reading the statistics now to check them;
    otherwise those the last reads found, such as the statistics window's)."""
    if load:
        stats.load_stats()
    return [from_damaged(STATS, d) for d in stats.take_problems()]


def drills_notices(progress: DrillProgress | None = None) -> list[Notice]:
    """The drill progress file set aside when ``progress`` was loaded (loaded now when None)."""
    progress = progress if progress is not None else DrillProgress()
    return [from_damaged(DRILLS, progress.damaged)] if progress.damaged is not None else []


def house_rule_notices() -> list[Notice]:
    """Every saved house-rule file that cannot be used, set aside now."""
    return [from_damaged(HOUSE_RULE, d) for d in rulesets.set_aside_damaged()]


def startup_notices(store: SettingsStore) -> list[Notice]:
    """Everything to tell at start: settings (already loaded by ``store``), statistics, drills, house rules."""
    return settings_notices(store) + stats_notices() + drills_notices() + house_rule_notices()


def _kept_line(n: Notice) -> Msg:
    if n.kept is None:
        return msg("notice.not_kept")
    return msg("notice.moved", kept=str(n.kept)) if n.moved else msg("notice.copied", kept=str(n.kept))


def notice_lines(n: Notice) -> list[Msg]:
    """The notice as messages, one a line: which file and what was wrong, where it went, what the app did; or,
    for settings values that fell back, the file and one line a value."""
    if n.reason is None:
        return [msg("notice.fallbacks", path=str(n.path))] + [
            msg("notice.fallback", place=f.place, problem=f.problem, default=repr(f.default)) for f in n.fallbacks]
    return [msg(f"notice.file.{n.kind}", path=str(n.path), reason=n.reason), _kept_line(n),
            msg(f"notice.done.{n.kind}")]


def notice_text(n: Notice, lang: str) -> str:
    return "\n".join(render(m, lang) for m in notice_lines(n))


# --- the house rule the settings name -------------------------------------------------------------------------

class HouseRuleTrouble(NamedTuple):
    """The settings name a house rule that cannot be used: ``notice`` says what was wrong with its file (None:
    there is no such file any more); the game can start with ``preset`` instead."""

    name: str
    preset: str
    notice: Notice | None


def house_rule_trouble(name: str, preset: str) -> tuple[RuleSet | None, HouseRuleTrouble | None]:
    """The saved house rule ``name`` (the settings' choice) and None; or None and what is wrong with it: its file
    is damaged (set aside now) or gone."""
    from .catalog import saved_house_rule   # reads every saved rule set: only when a game starts with one

    ruleset = saved_house_rule(name)
    if ruleset is not None:
        return ruleset, None
    try:
        path = rulesets.file_for(rulesets.check_name(name))
    except rulesets.RulesetProblem:
        return None, HouseRuleTrouble(name, preset, None)
    damaged = rulesets.set_aside_if_damaged(path) if path.exists() or path.is_symlink() else None
    return None, HouseRuleTrouble(name, preset, from_damaged(HOUSE_RULE, damaged) if damaged is not None else None)


def trouble_lines(t: HouseRuleTrouble) -> list[Msg]:
    if t.notice is None:
        return [msg("notice.house_rule.missing", name=t.name)]
    return [msg("notice.house_rule.damaged", name=t.name, path=str(t.notice.path), reason=t.notice.reason),
            _kept_line(t.notice)]


def trouble_text(t: HouseRuleTrouble, lang: str) -> str:
    return "\n".join(render(m, lang) for m in trouble_lines(t))
