"""Old home of the event stream types; they are ``engine.table.events`` now."""

from .table.events import EVENT_TYPES, Event, Listener  # noqa: F401  # COMPAT(wave2)
