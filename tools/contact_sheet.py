"""Contact sheets of every card face: ``python tools/contact_sheet.py [--out DIR]``.

Renders the committed SVG faces through QtSvg offscreen (exactly as the app draws them) and writes:
  faces_120.png          every kind, 人物 and 图型 side by side, 120 px wide (1×)
  faces_32.png           the same at 32 px wide, the size of a card in a full hand
  faces_32_index.png     32 px with the beginner's rank-and-suit index switched on
  faces_120_2x.png       120 px at device pixel ratio 2 (the HiDPI check)
Rows are 万, 条, 饼 by rank, then 红花 千字 白花, the five 喜 and the back. The default DIR is
/tmp/changpai-contact (sheets are never committed).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from changpai_desktop.engine.cards import JOYS, OLD_GENERALS, SUITS  # noqa: E402


def layout():
    rows = [[f"{r}{s}" for r in range(1, 10)] for s in SUITS]
    rows.append(list(OLD_GENERALS) + list(JOYS) + ["back"])
    return rows


def sheet(width: int, dpr: float = 1.0, index_label: bool = False):
    from PySide6.QtCore import QPoint, QRect, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPainter

    from changpai_desktop.ui.widgets.card_faces import CARD_ASPECT, back_pixmap, card_pixmap

    h = round(width * CARD_ASPECT)
    gap, pair_gap, label = max(6, width // 6), max(2, width // 20), 14
    rows = layout()
    cell_w = 2 * width + pair_gap
    cols = max(len(r) for r in rows)
    img_w = round((gap + cols * (cell_w + gap)) * dpr)
    img_h = round((gap + len(rows) * (h + label + gap)) * dpr)
    img = QImage(img_w, img_h, QImage.Format.Format_ARGB32)
    img.setDevicePixelRatio(dpr)
    img.fill(QColor("#3d5a45"))   # a green baize table
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont()
    font.setPixelSize(11)
    p.setFont(font)
    p.setPen(QColor("#f3e8cc"))
    for i, row in enumerate(rows):
        y = gap + i * (h + label + gap)
        for j, code in enumerate(row):
            x = gap + j * (cell_w + gap)
            if code == "back":
                p.drawPixmap(QPoint(x, y), back_pixmap(width, dpr))
                p.drawPixmap(QPoint(x + width + pair_gap, y), back_pixmap(width, dpr))
            else:
                p.drawPixmap(QPoint(x, y), card_pixmap(code, "figure", width, dpr, index_label))
                p.drawPixmap(QPoint(x + width + pair_gap, y), card_pixmap(code, "pattern", width, dpr, index_label))
            p.drawText(QRect(x, y + h, cell_w, label), Qt.AlignmentFlag.AlignCenter, code)
    p.end()
    return img


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Write contact sheets of every card face (PNG).")
    ap.add_argument("--out", type=Path, default=Path("/tmp/changpai-contact"))
    args = ap.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0]])  # noqa: F841 (fonts need an app)
    args.out.mkdir(parents=True, exist_ok=True)
    jobs = {"faces_120.png": (120, 1.0, False), "faces_32.png": (32, 1.0, False),
            "faces_32_index.png": (32, 1.0, True), "faces_120_2x.png": (120, 2.0, False)}
    for name, (width, dpr, idx) in jobs.items():
        path = args.out / name
        sheet(width, dpr, idx).save(str(path))
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
