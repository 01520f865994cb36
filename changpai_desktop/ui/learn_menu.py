"""COMPAT(wave2): the old home of the learning windows' base, kept until the merge repoints its users.

The rules helper's ``house_rules.py`` and ``rules_view.py`` import ``LearnWindow``, ``context``, ``format_value``,
``heading_font`` and ``refill_preset_combo`` from here, and ``main_window.py`` calls
``populate_learn_menu(menu, main_window)``. The new homes are ``ui.learn.base``, ``ui.learn.common`` and
``ui.learn.menu``; this module only adapts the old calls to them (one shared context, made from the settings).
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QMenu, QWidget

from .learn import base, common
from .learn.base import LearnContext
from .learn.common import format_value, heading_font  # noqa: F401  COMPAT(wave2): re-export

_shared: list[LearnContext] = []


def context() -> LearnContext:  # COMPAT(wave2): windows get their context explicitly
    if not _shared:
        _shared.append(LearnContext.from_settings())
    return _shared[0]


class LearnWindow(base.LearnWindow):  # COMPAT(wave2): the old constructor (parent only, the shared context)
    def __init__(self, parent: QWidget | None = None):
        super().__init__(context(), parent)


def refill_preset_combo(combo: QComboBox) -> None:  # COMPAT(wave2): common.refill_preset_combo(combo, lang)
    common.refill_preset_combo(combo, context().lang)


def populate_learn_menu(menu_: QMenu, main_window):  # COMPAT(wave2): main_window's old call
    # imported here: ui.learn.menu imports house_rules/rules_view, which import this module (until the merge)
    from .learn import menu

    ctx = context()
    ctx.follow(main_window.card_style)
    return menu.populate_learn_menu(menu_, ctx, main_window.start_game, main_window)
