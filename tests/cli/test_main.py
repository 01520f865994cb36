"""``changpai-engine``'s parser and its three entries: the script, ``python -m changpai_desktop.cli`` and
``python -m changpai_desktop.engine``."""

import json
import subprocess
import sys

import pytest

from changpai_desktop.cli.main import build_parser, main

COMMANDS = ("score", "settle", "simulate", "replay", "arena", "sheet", "review", "analyse")


def test_the_parser_offers_every_command():
    assert "{" + ",".join(COMMANDS) + "}" in build_parser().format_usage()


def test_a_command_is_required(capsys):
    with pytest.raises(SystemExit) as stop:
        main([])
    assert stop.value.code == 2
    assert "required: command" in capsys.readouterr().err


@pytest.mark.parametrize("entry", ["changpai_desktop.cli", "changpai_desktop.engine"])
def test_both_module_entries_run_the_command_line(entry):
    out = subprocess.run([sys.executable, "-m", entry, "settle"], input="[260, 40, 10]", capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == [470, -190, -280]


def test_the_installed_script_points_at_the_parser():
    import tomllib
    from pathlib import Path

    pyproject = tomllib.loads((Path(__file__).resolve().parents[2] / "pyproject.toml").read_text("utf-8"))
    assert pyproject["project"]["scripts"]["changpai-engine"] == "changpai_desktop.cli.main:main"
