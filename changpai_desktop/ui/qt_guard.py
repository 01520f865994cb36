"""A guard against a reference-count bug of PySide6 6.12 on Python 3.11.

PySide6 6.12's generated wrappers return ``None`` from C++ ``void`` methods (``QLabel.setText``,
``QWidget.setVisible``, …) and from model ``data()`` answers without taking a reference to it; on Python 3.12+
``None`` is immortal so that is harmless, but on 3.11 every such call lowers ``None``'s reference count by one,
and after a few thousand calls Python aborts with "Fatal Python error: none_dealloc" (``True`` and ``False``
returned from ``bool`` methods likewise: "bool_dealloc"). (Measured: 1,000
``QLabel.setText`` calls drop ``sys.getrefcount(None)`` by 1,000; the app starts with about 4,500.)

``protect_none()`` raises the count of ``None``, ``True``, ``False`` (and the other singletons) by 2**40 once,
so the leak can never reach zero in practice. These
are static objects that are never freed, so this changes nothing else. It is a no-op on Python 3.12+ and on
interpreters other than CPython.
"""

from __future__ import annotations

import sys

_MARGIN = 1 << 40


def affected() -> bool:
    """Only PySide6 6.12.x on CPython before 3.12 has the bug (6.11 measured clean: pyproject pins below 6.12)."""
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False
    import PySide6

    return PySide6.__version__.startswith("6.12")


def protect_none() -> None:
    if not affected():
        return
    import ctypes

    for obj in (None, True, False, NotImplemented, Ellipsis):
        ref = ctypes.c_ssize_t.from_address(id(obj))  # PyObject.ob_refcnt is the first field
        if ref.value < _MARGIN:
            ref.value += _MARGIN


protect_none()
