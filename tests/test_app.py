"""The ``changpai`` command's own options: --version, --reset-settings, --selftest."""

import json
import subprocess
import sys

from changpai_desktop import __version__


def run(*args, env=None):
    return subprocess.run([sys.executable, "-m", "changpai_desktop.app", *args], capture_output=True, text=True,
                          env=env, timeout=120)


def test_version():
    out = run("--version")
    assert out.returncode == 0 and out.stdout.strip() == f"changpai {__version__}"


def test_reset_settings_moves_the_file_aside(tmp_path, monkeypatch):
    import os

    env = dict(os.environ, CHANGPAI_CONFIG_DIR=str(tmp_path))
    settings = tmp_path / "settings.json"
    settings.write_text(json.dumps({"app": "changpai-desktop", "schema": 1, "settings": {"language": "en"}}))
    out = run("--reset-settings", env=env)
    assert out.returncode == 0 and "moved to" in out.stdout
    assert not settings.exists()
    kept = list(tmp_path.glob("settings.json.broken-*"))
    assert len(kept) == 1 and json.loads(kept[0].read_text())["settings"]["language"] == "en"
    again = run("--reset-settings", env=env)
    assert again.returncode == 0 and "no settings file" in again.stdout


def test_selftest_passes_and_touches_no_user_files(tmp_path):
    import os

    env = dict(os.environ, CHANGPAI_CONFIG_DIR=str(tmp_path / "user"))
    out = run("--selftest", env=env)
    assert out.returncode == 0, out.stdout + out.stderr
    lines = out.stdout.splitlines()
    assert lines[-1] == "self-test passed"
    assert sum(line.startswith("PASS") for line in lines) == 5
    assert not (tmp_path / "user").exists() or not any((tmp_path / "user").iterdir())


def test_the_crash_handler_writes_the_traceback_to_the_config_dir_and_tells_where(tmp_path, monkeypatch):
    """Any uncaught exception, on the GUI thread or another one, lands in <config>/crash-*.txt and the notice is
    told the file's path."""
    import threading

    from changpai_desktop.app import install_crash_handler

    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    told = []
    install_crash_handler(lambda path, _exc: told.append(path))
    try:
        raise RuntimeError("a bug on the GUI thread")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())
    worker = threading.Thread(target=lambda: 1 / 0)
    worker.start()
    worker.join()
    assert len(told) == 2 and all(p is not None and p.parent == tmp_path for p in told)
    texts = [p.read_text(encoding="utf-8") for p in told]
    assert "RuntimeError: a bug on the GUI thread" in texts[0]
    assert "ZeroDivisionError" in texts[1]


def test_a_broken_install_is_said_with_the_file_in_the_crash_box(qtbot, tmp_path, monkeypatch):
    """A shipped resource that cannot be read reaches the crash handler as a ResourceError; the box says the
    install is broken and names the file (not just "an unexpected error")."""
    from PySide6.QtWidgets import QMessageBox

    from changpai_desktop.reading import ResourceError
    from changpai_desktop.ui.application import CrashNotice, make_app

    make_app()
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()))
    notice = CrashNotice()
    notice.report(tmp_path / "crash.txt", ResourceError("resources/rules/x.toml", "is empty"))
    qtbot.waitUntil(lambda: bool(shown))
    assert "安装文件坏了" in shown[0] and "resources/rules/x.toml: is empty" in shown[0]
    assert str(tmp_path / "crash.txt") in shown[0]
    notice.report(None, RuntimeError("a bug"))
    qtbot.waitUntil(lambda: len(shown) == 2)
    assert "没有料到" in shown[1] and "安装" not in shown[1]


def test_selftest_does_not_import_the_entry_point():
    """app imports selftest (for --selftest); selftest must not import app back (no import cycle)."""
    import ast
    from pathlib import Path

    import changpai_desktop.selftest as selftest

    tree = ast.parse(Path(selftest.__file__).read_text(encoding="utf-8"))
    imported = {(n.module or "") for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    imported |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    assert not any(m in ("app", "changpai_desktop.app") or m.endswith(".app") for m in imported)
