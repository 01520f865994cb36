"""The desktop interface (Qt Widgets)."""

from . import qt_guard as _qt_guard  # noqa: F401  (PySide6 6.12 + Python 3.11 None refcount bug)
