"""One running copy per config directory: a lock file says who is first, a local socket lets a later start ask
the first to come forward instead of opening a second window on the same settings and autosave.

The first start takes ``<config>/changpai.lock`` (``QLockFile``) and listens on a local server whose name is
derived from the config directory, so two config directories never meet. A later start on the same directory
finds the lock taken, connects to that server, writes ``raise`` and exits; the first shows its window.

A killed copy leaves its lock file behind. ``QLockFile`` takes it over itself when the pid written in it is no
longer running (or now runs another program, or the machine has rebooted). The age rule (``staleLockTime``) is
switched off: this lock is held for hours, and only the holder's native lock (``flock``; an open handle on
Windows) — not the file's age — may say whether it is still alive. One case Qt cannot see: the pid was reused
by another process of the same program name (``python3.11``) after the kill. Then nobody answers on the
socket, and ``removeStaleLockFile`` is tried; it fails while a live process still holds the native lock.
"""

from __future__ import annotations

import enum
import hashlib
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile, QObject, Qt, Signal, Slot
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_FILE = "changpai.lock"
SERVER_PREFIX = "changpai-"
SERVER_HASH_CHARS = 16
RAISE_MESSAGE = b"raise\n"
MAX_MESSAGE_BYTES = 64
LOCK_WAIT_MS = 100            # a first copy that is just quitting, or Qt removing a stale lock for someone else
CONNECT_WAIT_MS = 200         # one attempt to reach the first copy's server
WRITE_WAIT_MS = 1000          # for the message to leave this process
ANSWER_WAIT_S = 2.0           # how long a later start keeps trying to reach the first copy
RETRY_PAUSE_S = 0.05
NO_STALE_AGE = 0              # QLockFile.setStaleLockTime: never judge the lock by its age


class Claim(enum.Enum):
    FIRST = "first"              # this process holds the lock and listens for later starts
    ANOTHER = "another"          # a running copy holds the lock and has been asked to come forward
    UNREACHABLE = "unreachable"  # a live process holds the lock but did not answer
    UNGUARDED = "unguarded"      # the lock file cannot be made at all (read-only config directory)


def server_name(folder: Path) -> str:
    """The local server's name for one config directory: the same for every spelling of the path."""
    key = os.path.normcase(str(Path(folder).resolve()))
    return SERVER_PREFIX + hashlib.sha256(key.encode("utf-8")).hexdigest()[:SERVER_HASH_CHARS]


def bring_forward(window: QWidget) -> None:
    """Show ``window`` on top of the others, restoring it if it was minimised (maximised stays maximised)."""
    if window.isMinimized():
        if window.windowState() & Qt.WindowState.WindowMaximized:
            window.showMaximized()
        else:
            window.showNormal()
    window.raise_()
    window.activateWindow()


class InstanceGuard(QObject):
    """``claim()`` once, after the QApplication exists; keep the object for the life of the app, ``release()``
    at exit. ``raise_requested`` is emitted (on the GUI thread) when a later start asks this copy to show."""

    raise_requested = Signal()

    def __init__(self, folder: Path, answer_wait_s: float = ANSWER_WAIT_S, parent: QObject | None = None):
        super().__init__(parent)
        self.folder = Path(folder)
        self.lock_path = self.folder / LOCK_FILE
        self.name = server_name(self.folder)
        self.answer_wait_s = answer_wait_s
        self.lock = QLockFile(str(self.lock_path))
        self.lock.setStaleLockTime(NO_STALE_AGE)
        self.server: QLocalServer | None = None
        self.listen_error = ""

    def claim(self, listen: bool = True) -> Claim:
        """Take the config directory, or ask the copy that has it to come forward (waiting up to
        ``answer_wait_s`` for it to answer). ``listen=False``: a first copy listens for later starts only when
        :meth:`listen` is called (app.run_window: after the table shows; QtNetwork is about 10 ms of imports, and
        a later start meanwhile keeps asking for ``answer_wait_s``)."""
        if self.lock.tryLock(LOCK_WAIT_MS):
            if listen:
                self.listen()
            return Claim.FIRST
        if self.lock.error() != QLockFile.LockError.LockFailedError:
            return Claim.UNGUARDED
        deadline = time.monotonic() + self.answer_wait_s
        while True:
            if self._ask_to_raise():
                return Claim.ANOTHER
            if self._take_over_silent_lock():
                if listen:
                    self.listen()
                return Claim.FIRST
            if time.monotonic() >= deadline:
                return Claim.UNREACHABLE
            time.sleep(RETRY_PAUSE_S)

    def release(self) -> None:
        """Stop listening and delete the lock file (nothing when this copy did not hold it)."""
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lock.unlock()

    def holder_pid(self) -> int | None:
        """The pid written in the lock file by whoever holds it (None when it cannot be read)."""
        pid, _host, _app = self.lock.getLockInfo()   # pid 0: no lock file, or not one QLockFile wrote
        return pid or None

    def listen(self) -> bool:
        """Listen for later starts (the lock is ours); False, with ``listen_error``, when the server cannot."""
        from PySide6.QtNetwork import QLocalServer

        # Holding the lock means no live copy listens under this name: whatever is left there is a killed
        # copy's socket file. (listen() refuses such a file; with UserAccessOption, on Unix, Qt renames its new
        # socket over it instead — either way it goes.)
        QLocalServer.removeServer(self.name)
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        server.newConnection.connect(self._accept)
        if server.listen(self.name):
            self.server = server
            return True
        self.listen_error = server.errorString()
        server.deleteLater()
        return False

    def _ask_to_raise(self) -> bool:
        from PySide6.QtNetwork import QLocalSocket

        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(CONNECT_WAIT_MS):
            return False
        socket.write(RAISE_MESSAGE)
        sent = socket.waitForBytesWritten(WRITE_WAIT_MS) or socket.bytesToWrite() == 0
        socket.disconnectFromServer()
        if socket.state() != QLocalSocket.LocalSocketState.UnconnectedState:
            socket.waitForDisconnected(CONNECT_WAIT_MS)
        return sent

    def _take_over_silent_lock(self) -> bool:
        """The lock names a process that is running but does not answer: a reused pid, or a copy still
        starting. Removing the file fails while its holder is alive (it keeps a native lock on it)."""
        if self.holder_pid() is None:   # being written right now, or gone: let tryLock decide
            return self.lock.tryLock(0)
        return self.lock.removeStaleLockFile() and self.lock.tryLock(0)

    @Slot()
    def _accept(self) -> None:
        while self.server is not None and self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.readyRead.connect(self._on_ready_read)
            socket.disconnected.connect(self._on_disconnected)
            self._read(socket)

    @Slot()
    def _on_ready_read(self) -> None:
        self._read(self.sender())

    @Slot()
    def _on_disconnected(self) -> None:
        socket = self.sender()
        self._read(socket)
        socket.deleteLater()

    def _read(self, socket: QLocalSocket) -> None:
        while socket.canReadLine():
            line = bytes(socket.readLine(MAX_MESSAGE_BYTES).data())
            if line == RAISE_MESSAGE:
                self.raise_requested.emit()
        if socket.bytesAvailable() > MAX_MESSAGE_BYTES:   # not one of ours: drop it
            socket.abort()
