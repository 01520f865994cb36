"""Telling the user, once, about a damaged file of theirs: which file, what was wrong, where the kept copy is and
what the app did instead (Qt-free; the main window shows the start-up notices in one box, the statistics and
drill windows theirs when they open).

A :class:`Notice` is data: the kind of file (settings, statistics, drills, house rule), its path, the reason (a
glossary message of ``resources/text/files.toml``), where the kept one is and whether that is the file itself,
moved aside, or a copy. :func:`notice_text` words it in a language. Each damaged file is set aside when it is
found, so the next start finds nothing to say about it: that is what makes a notice come once.

A house rule the settings name (``Settings.ruleset_name``) that cannot be used is not a start-up notice but a
question when a game starts with it (:func:`house_rule_trouble`): play the preset instead?
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..engine.rules import RuleSet
from ..message import Msg, msg
from ..storage import rulesets, stats
from ..storage.drills import DrillProgress
from ..storage.files import Damaged
from ..storage.settings import Fallback, SettingsStore
from .catalog import saved_house_rule
from .text import render

SETTINGS, STATS, DRILLS, HOUSE_RULE = "settings", "stats", "drills", "house_rule"
KINDS = (SETTINGS, STATS, DRILLS, HOUSE_RULE)


@dataclass(frozen=True)
class Notice:
    """One damaged file, or (``reason`` None) a settings file some of whose values fell back to defaults."""

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


def split_house_rule_in_use(notices: list[Notice], name: str) -> tuple[list[Notice], Notice | None]:
    """The notices without the one about the house rule called ``name`` (the settings' choice: that one is told
    when a game starts with it), and that one."""
    if not name:
        return notices, None
    try:
        path = rulesets.file_for(rulesets.check_name(name))
    except rulesets.RulesetProblem:
        return notices, None
    in_use = next((n for n in notices if n.kind == HOUSE_RULE and n.path == path), None)
    return [n for n in notices if n is not in_use], in_use


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

@dataclass(frozen=True)
class HouseRuleTrouble:
    """The settings name a house rule that cannot be used: ``notice`` says what was wrong with its file (None:
    there is no such file any more); the game can start with ``preset`` instead."""

    name: str
    preset: str
    notice: Notice | None


def house_rule_trouble(name: str, preset: str, known: Notice | None = None) -> tuple[RuleSet | None,
                                                                                     HouseRuleTrouble | None]:
    """The saved house rule ``name`` (the settings' choice) and None; or None and what is wrong with it. ``known``:
    its notice from start-up, when its file was set aside then. A damaged file found now is set aside too."""
    ruleset = saved_house_rule(name)
    if ruleset is not None:
        return ruleset, None
    if known is None:
        try:
            path = rulesets.file_for(rulesets.check_name(name))
        except rulesets.RulesetProblem:
            path = None
        damaged = rulesets.set_aside_if_damaged(path) if path is not None and (path.exists() or path.is_symlink()) \
            else None
        known = from_damaged(HOUSE_RULE, damaged) if damaged is not None else None
    return None, HouseRuleTrouble(name, preset, known)


def trouble_lines(t: HouseRuleTrouble) -> list[Msg]:
    if t.notice is None:
        return [msg("notice.house_rule.missing", name=t.name)]
    return [msg("notice.house_rule.damaged", name=t.name, path=str(t.notice.path), reason=t.notice.reason),
            _kept_line(t.notice)]


def trouble_text(t: HouseRuleTrouble, lang: str) -> str:
    return "\n".join(render(m, lang) for m in trouble_lines(t))
