"""Old home of the action types; they are ``engine.table.actions`` now."""

from .table.actions import ACTION_TYPES, Action, Decision, IllegalAction, SeatView, act  # noqa: F401  # COMPAT(wave2)
