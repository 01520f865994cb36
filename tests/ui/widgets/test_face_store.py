"""Faces kept between starts (ui/widgets/face_store.py): a face drawn once is written in the table's idle time
and read back on the next start instead of drawn; whatever the kept file holds, the table gets a face of the
right size (a damaged or foreign picture is drawn again)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

pytest.importorskip("pytestqt")


def _fresh_start():
    """What a new start has: no face in memory (the kept files stay)."""
    from changpai_desktop.ui.widgets import card_faces

    card_faces.clear_cache()


def _pixels(pix) -> bytes:
    image = pix.toImage()
    return bytes(image.constBits())


def test_a_face_drawn_once_is_read_back_on_the_next_start_not_drawn(qapp, monkeypatch):
    from changpai_desktop.storage import face_cache
    from changpai_desktop.ui.widgets import card_faces, face_store

    _fresh_start()
    drawn = card_faces.card_pixmap("5t", "figure", 48, 2.0, True, "zh_Hans")
    assert face_store.pending() >= 1
    while face_store.pending():   # (other tests' faces may be queued too)
        face_store.write_kept(1.0)
    assert list(face_cache.folder().glob("*.png"))
    _fresh_start()

    render, drawings = card_faces._render, []

    def counted(path, width, dpr):   # (another test's table may still be drawing its own faces meanwhile)
        if path.endswith("5t.svg"):
            drawings.append(width)
        return render(path, width, dpr)

    monkeypatch.setattr(card_faces, "_render", counted)
    again = card_faces.card_pixmap("5t", "figure", 48, 2.0, True, "zh_Hans")
    assert drawings == [] and again.devicePixelRatio() == 2.0 and again.size() == drawn.size()
    assert _pixels(again) == _pixels(drawn)
    card_faces.card_pixmap("5t", "figure", 50, 2.0, True, "zh_Hans")
    assert drawings == [50]   # another size was never kept: it is drawn


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.one_of(st.binary(max_size=600), st.sampled_from([b"\x89PNG\r\n\x1a\n", b""])))
def test_whatever_the_kept_file_holds_the_face_has_its_size(qapp, data):
    from changpai_desktop.ui.widgets import card_faces, face_store

    _fresh_start()
    svg = str(card_faces.face_path("3w", "figure"))
    w, h = card_faces._device_size(40, 1.0)
    path = face_store.face_cache.path_for(face_store.face_key(svg, w, h, 1.0, None))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    pix = card_faces.card_pixmap("3w", "figure", 40, 1.0, False, "zh_Hans")
    assert (pix.width(), pix.height()) == (w, h) and not pix.isNull()


def test_a_picture_of_another_size_under_the_key_is_drawn_again(qapp):
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QPixmap

    from changpai_desktop.ui.widgets import card_faces, face_store

    _fresh_start()
    svg = str(card_faces.face_path("7b", "pattern"))
    w, h = card_faces._device_size(30, 1.0)
    foreign = QPixmap(10, 10)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    assert foreign.save(buffer, "PNG")
    path = face_store.face_cache.path_for(face_store.face_key(svg, w, h, 1.0, None))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(bytes(data.data()))
    assert face_store.kept(face_store.face_key(svg, w, h, 1.0, None), w, h, 1.0) is None
    assert card_faces.card_pixmap("7b", "pattern", 30, 1.0, False).size().toTuple() == (w, h)


def test_writing_keeps_to_its_budget_and_a_tick_of_its_own_always_moves_on(qapp):
    """The table's idle ticks write kept faces: none when what is left of a tick's budget cannot hold one
    (it went on past the budget, 8–9 ms ticks instead of 3 on a HiDPI screen), one at least in a tick that
    does nothing else, so the queue always empties."""
    from changpai_desktop.ui.widgets import card_faces, face_store

    _fresh_start()
    while face_store.pending():
        face_store.write_kept(1.0)
    for w in (41, 43, 45):
        card_faces.card_pixmap("7b", "figure", w, 2.0, True, "zh_Hans")
    queued = face_store.pending()
    assert queued >= 3
    face_store.write_kept(0.0, at_least_one=False)
    assert face_store.pending() == queued
    face_store.write_kept(0.0)
    assert face_store.pending() == queued - 1
