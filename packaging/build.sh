#!/usr/bin/env bash
# Build the one-folder bundle (dist/changpai/) and run its self-test. Usage: bash packaging/build.sh
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-.venv/bin/python}
if [ ! -x "$PY" ]; then python3 -m venv .venv; PY=.venv/bin/python; fi
"$PY" -m pip install -q -e '.[dev]' 2>&1 | grep -v -i warning || true
"$PY" tools/i18n.py compile
# PySide6 keeps its signature-support modules (~150 KB of Python) as source inside Shiboken and compiles them at
# every start (~30 ms); written out once (PySide's own SBK_EMBED=0 switch, into shiboken6/files.dir) and compiled
# to byte code that is never checked against a date, they load from the bundle as ready byte code.
SBK_EMBED=0 "$PY" -c "import PySide6.QtCore"
"$PY" -m compileall -q --invalidation-mode unchecked-hash "$("$PY" -c "import shiboken6, pathlib; print(pathlib.Path(shiboken6.__file__).parent / 'files.dir')")"
start=$(date +%s)
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller packaging/changpai.spec
echo "built in $(( $(date +%s) - start )) s; size: $(du -sh dist/changpai | cut -f1)"
QT_QPA_PLATFORM=offscreen dist/changpai/changpai --version
QT_QPA_PLATFORM=offscreen dist/changpai/changpai --selftest
"$PY" tests/benchmarks/bench_startup.py dist/changpai/changpai
