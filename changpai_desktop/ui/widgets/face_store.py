"""Faces drawn on an earlier start, read back instead of drawn again (``storage.face_cache`` keeps the files).

``kept(key, w, h, dpr)`` is the picture kept for ``key`` when there is one of exactly ``w`` × ``h`` device pixels
(anything else — a damaged, cut or foreign file — counts as none, and the face is drawn again);
``keep(key, pixmap)`` queues a face just drawn, and ``write_kept(budget_s)`` writes queued faces for at most that
long (the table's idle ticks call it: encoding and writing stay out of the paint that drew them). A key names
everything the picture depends on: this format, the SVG's bytes (by digest), the size, and the index label.
"""

from __future__ import annotations

import hashlib
import time
from functools import cache
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QPixmap

from ...storage import face_cache

FACE_FORMAT = 1      # raise when the way faces or index labels are drawn changes: older pictures are passed over
PNG = "PNG"
MAX_QUEUED = 400     # faces drawn where no table writes them (the gallery, a drill) are not held past this

_queue: list[tuple[str, QPixmap]] = []
_pruned = [False]
_cost = [0.0]        # how long the last face took to encode and write (3–4 ms at 2× on this machine)


@cache
def _digest(path: str) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def face_key(svg: str, w: int, h: int, dpr: float, index_lang: str | None) -> str:
    return f"{FACE_FORMAT}|{_digest(svg)}|{w}x{h}@{dpr:g}|{index_lang or '-'}"


def kept(key: str, w: int, h: int, dpr: float) -> QPixmap | None:
    data = face_cache.read(key)
    if data is None:
        return None
    pix = QPixmap()
    if not pix.loadFromData(data, PNG) or (pix.width(), pix.height()) != (w, h):
        return None
    pix.setDevicePixelRatio(dpr)
    return pix


def keep(key: str, pix: QPixmap) -> None:
    if len(_queue) < MAX_QUEUED:
        _queue.append((key, pix))


def pending() -> int:
    return len(_queue)


def write_kept(budget_s: float, at_least_one: bool = True) -> None:
    """Write queued faces while the next one fits ``budget_s`` (judged by the last one's cost); one at least if
    ``at_least_one`` (a tick that did nothing else), so the queue always moves on. The first call also trims
    the folder. (Writing on past the budget made the table's idle ticks 8–9 ms instead of 3 on a HiDPI screen,
    where one face takes 3–4 ms.)"""
    if not _pruned[0]:
        _pruned[0] = True
        face_cache.prune()
    end = time.perf_counter() + budget_s
    first = at_least_one
    while _queue and (first or time.perf_counter() + _cost[0] <= end):
        first = False
        t = time.perf_counter()
        key, pix = _queue.pop(0)
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if pix.save(buffer, PNG):
            face_cache.write(key, bytes(data.data()))
        _cost[0] = time.perf_counter() - t
