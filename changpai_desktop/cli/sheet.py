"""``changpai-engine sheet FILE``: a 记分 sheet file's hands, each player's 胡 (explained) and net, and the
totals; ``--csv`` prints the table as CSV instead. ``--lang`` picks 简体 (default), 繁體 or English.

The file is read through ``storage.sheets`` (shape-checked) and every hand is scored again by the engine; a file
that cannot be used exits 2 with a one-line message (it is only read, never moved)."""

from __future__ import annotations

import argparse
import sys

from ..reading import FileProblem
from ..services.sheet_export import csv_text, text_report
from ..services.sheet_files import open_sheet
from ..services.text import render

LANGS = ("zh_Hans", "zh_Hant", "en")


def cmd_sheet(args: argparse.Namespace) -> int:
    try:
        sheet = open_sheet(args.file)
    except FileProblem as exc:
        print(f"changpai-engine sheet: {exc.path} {render(exc.reason, args.lang)}", file=sys.stderr)
        return 2
    sys.stdout.write(csv_text(sheet, args.lang) if args.csv else text_report(sheet, args.lang))
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("sheet", help="print a 记分 sheet file: hands, each player's 胡 and net, totals")
    p.add_argument("file", help="a sheet file (see resources/examples/)")
    p.add_argument("--csv", action="store_true", help="print the table as CSV")
    p.add_argument("--lang", choices=LANGS, default="zh_Hans", help="the language (default 简体)")
    p.set_defaults(func=cmd_sheet)
