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
