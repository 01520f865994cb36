"""The shipped 向听 table is read through the one reading path: absent, the engine computes frontiers itself;
present but damaged, it is a broken install (ResourceError naming the file) rather than wrong answers later."""

from __future__ import annotations

import shutil
import zlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from changpai_desktop.engine.tiles.arrange import FRONTIERS_FILE, IDS_FILE, SUIT_PATTERNS, read_suit_table
from changpai_desktop.reading import ResourceError
from changpai_desktop.resources import resource_path
from tests.hostile_data import documents


@pytest.fixture
def table(tmp_path):
    for name in (IDS_FILE, FRONTIERS_FILE):
        shutil.copyfile(resource_path("tables", name), tmp_path / name)
    return tmp_path


def test_the_shipped_table_reads_and_no_table_is_no_error(table, tmp_path_factory):
    ids, frontiers = read_suit_table(table)
    assert len(ids) == SUIT_PATTERNS and max(ids[:1000]) < len(frontiers)
    assert read_suit_table(tmp_path_factory.mktemp("empty")) is None


def _damage_frontiers(table):
    path = table / FRONTIERS_FILE
    path.write_text(path.read_text(encoding="utf-8").replace("[0,1,0]", '[0,"1",0]', 1), encoding="utf-8")
    return path


def _damage_ids(table):
    path = table / IDS_FILE
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0xFF
    path.write_bytes(bytes(data))
    return path


def _short_ids(table):
    path = table / IDS_FILE
    path.write_bytes(zlib.compress(bytes(100)))
    return path


def _missing_ids(table):
    (table / IDS_FILE).unlink()
    return table / IDS_FILE


def _folder_for_frontiers(table):
    (table / FRONTIERS_FILE).unlink()
    (table / FRONTIERS_FILE).mkdir()
    return table / FRONTIERS_FILE


@pytest.mark.parametrize(("damage", "why"), [(_damage_frontiers, "not the frontier table"),
                                             (_damage_ids, "zlib"), (_short_ids, "patterns, not"),
                                             (_missing_ids, "is not there"), (_folder_for_frontiers, "folder")])
def test_a_damaged_table_is_a_broken_install_naming_the_file(table, damage, why):
    path = damage(table)
    with pytest.raises(ResourceError, match=why) as exc:
        read_suit_table(table)
    assert exc.value.path == path


SHIPPED_FRONTIERS = resource_path("tables", FRONTIERS_FILE).read_bytes()


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(frontiers=st.one_of(st.just(SHIPPED_FRONTIERS), st.binary(max_size=200), documents()),
       cut=st.integers(0, 400_000), flip=st.integers(0, 255))
def test_the_table_loader_raises_nothing_but_resource_error(table, frontiers, cut, flip):
    """Damaged frontier texts and packed ids (cut short, a byte changed): a broken install, or the whole
    table."""
    (table / FRONTIERS_FILE).write_bytes(frontiers)
    packed = bytearray(resource_path("tables", IDS_FILE).read_bytes()[:cut])
    if packed:
        packed[cut % len(packed)] ^= flip
    (table / IDS_FILE).write_bytes(bytes(packed))
    try:
        ids, found = read_suit_table(table)
    except ResourceError:
        return
    assert len(ids) == SUIT_PATTERNS and all(isinstance(f, list) for f in found)
