"""The project's own contracts: the engine stays free of Qt, and CI runs the README's test command."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_engine_imports_no_qt():
    offenders = []
    for path in (ROOT / "changpai_desktop" / "engine").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                top = name.split(".")[0]
                if top in {"PySide6", "shiboken6", "PyQt5", "PyQt6", "PySide2"}:
                    offenders.append(f"{path.relative_to(ROOT)}: {name}")
                if name.startswith("changpai_desktop.ui") or name.startswith("changpai_desktop.storage"):
                    offenders.append(f"{path.relative_to(ROOT)}: {name} (engine must not depend upward)")
    assert offenders == []


def test_engine_import_does_not_load_qt():
    import subprocess
    import sys

    code = "import sys, changpai_desktop.engine.cli; print(any(m.startswith('PySide6') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.strip() == "False"


def test_ci_runs_the_readme_test_command():
    readme = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    block = readme[readme.index("```sh") + 1: readme.index("```sh") + 3]
    test_command = block[1]
    assert "pytest" in test_command
    assert test_command in ci
