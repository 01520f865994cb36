"""Old home of replay and undo; they are ``engine.record`` now."""

from .record import hashes, last_action_of, replay, undo  # noqa: F401  # COMPAT(wave2)
