"""Test setup: Qt runs headless unless a display is present, and user files go to a temporary place."""

import os
import sys
import tempfile
from pathlib import Path

import pytest

if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Between tests too (a table left over from one test still warms and keeps its faces while the next is set up),
# user files go to a temporary folder, never the real config directory; each test gets its own below.
os.environ.setdefault("CHANGPAI_CONFIG_DIR", tempfile.mkdtemp(prefix="changpai-tests-"))

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

collect_ignore_glob = ["benchmarks/*"]


@pytest.fixture(autouse=True)
def _user_files_in_a_temporary_folder(tmp_path_factory, monkeypatch):
    """No test reads or writes the real config directory (settings, saves, the faces kept between starts): every
    test starts with an empty one of its own; a test that needs a particular folder sets CHANGPAI_CONFIG_DIR."""
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path_factory.mktemp("config")))


@pytest.fixture(autouse=True)
def _no_statistics_problem_from_another_test():
    """storage.stats hands a damaged statistics file over once, through a module-level list (the worker thread
    reads the statistics too): a test that damages one must not leave it for the next test's start-up box."""
    from changpai_desktop.storage import stats

    stats.take_problems()
    yield
    stats.take_problems()
