"""One copy per config directory: the lock, the message that brings the first copy forward, a killed copy's
lock taken over, and the real program started twice."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSysInfo
from PySide6.QtNetwork import QLocalServer
from PySide6.QtWidgets import QWidget

from changpai_desktop.app import claim_config_dir
from changpai_desktop.ui.single_instance import LOCK_FILE, Claim, InstanceGuard, bring_forward, server_name

ROOT = Path(__file__).resolve().parents[2]
SHORT_WAIT_S = 0.3      # a guard's patience with a lock holder that does not answer, in these tests
MESSAGE_WAIT_S = 2.0
START_WAIT_S = 10.0     # for a fresh Python to import Qt and take the lock
SECOND_START_WAIT_S = 6.0

# A copy of the guard in another process: it claims the directory, says how that went, and serves until killed.
HOLDER = """
import sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication
from changpai_desktop.ui.single_instance import InstanceGuard
app = QCoreApplication([])
guard = InstanceGuard(Path(sys.argv[1]))
print(guard.claim().value, flush=True)
app.exec()
"""


def child_env(config: Path) -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen", CHANGPAI_CONFIG_DIR=str(config))


def wait_until(condition, seconds: float, app=None) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if app is not None:
            app.processEvents()
        if condition():
            return True
        time.sleep(0.005)
    return condition()


def start_holder(config: Path) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(config)], stdout=subprocess.PIPE, text=True,
                            env=child_env(config))
    assert proc.stdout.readline().strip() == Claim.FIRST.value
    return proc


def kill(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.kill()
    proc.wait(timeout=START_WAIT_S)


def test_a_second_guard_on_the_same_directory_asks_the_first_to_come_forward(qapp, tmp_path, capsys):
    first = InstanceGuard(tmp_path)
    assert first.claim() is Claim.FIRST and first.server is not None
    assert (tmp_path / LOCK_FILE).is_file() and first.holder_pid() == os.getpid()
    raised = []
    first.raise_requested.connect(lambda: raised.append(True))

    second = InstanceGuard(tmp_path)
    assert second.claim() is Claim.ANOTHER
    assert wait_until(lambda: raised, MESSAGE_WAIT_S, qapp)
    assert claim_config_dir(InstanceGuard(tmp_path)) == 0   # what app.run_window does with it: exit at once
    assert wait_until(lambda: len(raised) == 2, MESSAGE_WAIT_S, qapp)
    assert capsys.readouterr().err == ""

    first.release()
    assert not (tmp_path / LOCK_FILE).exists()
    again = InstanceGuard(tmp_path)
    assert again.claim() is Claim.FIRST
    again.release()


def test_different_config_directories_do_not_block_each_other(qapp, tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir()
    b.mkdir()
    assert server_name(a) != server_name(b)
    assert server_name(tmp_path / "a" / ".." / "b") == server_name(b)
    guards = [InstanceGuard(a), InstanceGuard(b)]
    try:
        assert [g.claim() for g in guards] == [Claim.FIRST, Claim.FIRST]
    finally:
        for g in guards:
            g.release()


def test_a_killed_copys_lock_and_socket_are_taken_over(qapp, tmp_path):
    holder = start_holder(tmp_path)
    try:
        assert InstanceGuard(tmp_path).claim() is Claim.ANOTHER   # alive: it holds the directory
        holder.send_signal(signal.SIGKILL)
        holder.wait(timeout=START_WAIT_S)
    finally:
        kill(holder)
    lock = tmp_path / LOCK_FILE
    assert lock.read_text().split("\n")[0] == str(holder.pid)   # left behind, naming the dead process
    heir = InstanceGuard(tmp_path, answer_wait_s=SHORT_WAIT_S)
    assert heir.claim() is Claim.FIRST and heir.server is not None, heir.listen_error
    assert heir.holder_pid() == os.getpid()
    raised = []
    heir.raise_requested.connect(lambda: raised.append(True))
    assert InstanceGuard(tmp_path).claim() is Claim.ANOTHER     # and it answers in its turn
    assert wait_until(lambda: raised, MESSAGE_WAIT_S, qapp)
    heir.release()


@pytest.mark.skipif(not Path("/proc/self/exe").exists(), reason="needs /proc to name the process's program")
def test_a_lock_naming_a_reused_pid_is_taken_over(qapp, tmp_path):
    """The dead copy's pid now belongs to another process of the same program (python): Qt cannot tell it is
    stale, but nobody answers on the socket and nobody holds the file, so the guard takes it."""
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        program = Path(os.readlink(f"/proc/{other.pid}/exe")).name
        (tmp_path / LOCK_FILE).write_text(f"{other.pid}\n{program}\n{QSysInfo.machineHostName()}\n")
        guard = InstanceGuard(tmp_path, answer_wait_s=SHORT_WAIT_S)
        assert guard.claim() is Claim.FIRST
        assert guard.holder_pid() == os.getpid()
        guard.release()
    finally:
        kill(other)


def test_a_live_holder_that_does_not_answer_keeps_its_lock(qapp, tmp_path, capsys):
    holder = start_holder(tmp_path)
    try:
        assert QLocalServer.removeServer(server_name(tmp_path))   # its socket is gone (say, /tmp was cleaned)
        guard = InstanceGuard(tmp_path, answer_wait_s=SHORT_WAIT_S)
        assert guard.claim() is Claim.UNREACHABLE
        assert guard.holder_pid() == holder.pid and holder.poll() is None
        assert claim_config_dir(InstanceGuard(tmp_path, answer_wait_s=SHORT_WAIT_S)) == 1
        assert "does not answer" in capsys.readouterr().err
    finally:
        kill(holder)


def test_no_place_for_the_lock_file_runs_unguarded(qapp, tmp_path, capsys):
    not_a_folder = tmp_path / "file"
    not_a_folder.write_text("")
    guard = InstanceGuard(not_a_folder)
    assert guard.claim() is Claim.UNGUARDED and guard.server is None
    assert claim_config_dir(InstanceGuard(not_a_folder)) is None   # the app starts anyway, and says so
    assert "running without the one-copy guard" in capsys.readouterr().err


def test_bring_forward_restores_a_minimised_window(qapp):
    window = QWidget()
    window.showMinimized()
    assert wait_until(window.isMinimized, MESSAGE_WAIT_S, qapp)
    bring_forward(window)
    assert wait_until(lambda: not window.isMinimized(), MESSAGE_WAIT_S, qapp) and window.isVisible()
    window.close()


def test_the_program_started_twice_on_one_config_directory(tmp_path):
    command = [sys.executable, "-m", "changpai_desktop.app", "--new"]
    first = subprocess.Popen(command, env=child_env(tmp_path), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        assert wait_until(lambda: (tmp_path / LOCK_FILE).exists() or first.poll() is not None, START_WAIT_S)
        assert first.poll() is None, "the first copy did not start"
        second = subprocess.run(command, env=child_env(tmp_path), capture_output=True, text=True,
                                timeout=SECOND_START_WAIT_S)
        assert second.returncode == 0, second.stderr
        assert first.poll() is None, "the first copy stopped"
        assert InstanceGuard(tmp_path).claim() is Claim.ANOTHER   # and it still holds the directory
    finally:
        first.terminate()
        first.wait(timeout=START_WAIT_S)


def test_a_first_copy_can_listen_once_its_table_is_up(qapp, tmp_path, capsys):
    """app.run_window claims without listening (QtNetwork loads after the first paint), then listens: before
    that a later start finds nobody to answer; after it, the later start brings the first forward."""
    from changpai_desktop.app import listen_for_later_starts

    first = InstanceGuard(tmp_path)
    try:
        assert first.claim(listen=False) is Claim.FIRST and first.server is None
        assert InstanceGuard(tmp_path, answer_wait_s=SHORT_WAIT_S).claim() is Claim.UNREACHABLE
        raised = []
        first.raise_requested.connect(lambda: raised.append(True))
        listen_for_later_starts(first)
        assert first.server is not None and capsys.readouterr().err == ""
        assert InstanceGuard(tmp_path).claim() is Claim.ANOTHER
        assert wait_until(lambda: raised, MESSAGE_WAIT_S, qapp)
    finally:
        first.release()
