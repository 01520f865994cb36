"""The project's own contracts: nothing below ui/ loads Qt, the code is ruff clean, and CI runs the README's
test command."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
QT_FREE_FLOORS = ("engine", "storage", "services", "cli")
LINTED = ("changpai_desktop", "tests", "tools", "packaging")


def test_nothing_below_ui_loads_qt():
    """Every module of the Qt-free floors imported in one fresh interpreter, the command line included,
    leaves PySide6 unloaded (test_architecture checks the import lines; this catches what they pull in)."""
    names = ["changpai_desktop.resources"]
    for floor in QT_FREE_FLOORS:
        for path in sorted((ROOT / "changpai_desktop" / floor).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            if parts[-1] != "__main__":  # an entry point runs its command when imported
                names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    code = "import sys\n" + "".join(f"import {n}\n" for n in names) + (
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'PySide6', 'shiboken6'}))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert "changpai_desktop.cli.main" in names and len(names) > 20
    assert out.stdout.strip() == "[]"


def test_ruff_finds_nothing():
    """ruff (the test extra installs it) with the rules of pyproject.toml's [tool.ruff]."""
    command = [sys.executable, "-m", "ruff", "check", "--no-cache", "--output-format", "concise", *LINTED]
    out = subprocess.run(command, capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stdout + out.stderr


def test_ci_runs_the_readme_test_command():
    readme = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    block = readme[readme.index("```sh") + 1: readme.index("```sh") + 3]
    test_command = block[1]
    assert "pytest" in test_command
    assert test_command == ci[-1]
