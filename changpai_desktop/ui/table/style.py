"""The table's colours and its style sheet."""

FELT = "#1f5a3c"
FELT_DARK = "#174a31"
INK = "#f3e6c4"

TABLE_QSS = f"""
#table {{ background: qradialgradient(cx:0.5, cy:0.45, radius:0.9, fx:0.5, fy:0.45,
          stop:0 #2a7050, stop:0.7 {FELT}, stop:1 {FELT_DARK}); }}
#seatPanel, #centre {{ background: rgba(0,0,0,0.16); border: 1px solid rgba(255,255,255,0.08); border-radius: 8px; }}
#seatPanel[turn="true"] {{ border: 2px solid #ffd24a; }}
#seatPanel[resting="true"] {{ background: rgba(0,0,0,0.32); }}
#seatHeader {{ color: {INK}; font-size: 15px; }}
#jiangWord {{ color: #ffd24a; font-size: 20px; font-weight: bold; }}
#wallCount {{ color: {INK}; font-size: 16px; }}
#turnLabel {{ color: #ffe9a8; font-size: 16px; }}
#status {{ color: #ffe9a8; font-size: 15px; }}
QPushButton[action] {{ background: #f6ecd2; color: #1d1a16; border: 1px solid #8a6d3b; border-radius: 6px;
  padding: 4px 2px; font-size: 15px; font-weight: bold; }}
QPushButton[action]:disabled {{ background: rgba(246,236,210,0.25); color: rgba(255,255,255,0.45);
  border: 1px solid rgba(255,255,255,0.15); }}
QPushButton[hot="true"] {{ background: #ffd24a; border: 2px solid #b3232a; color: #7a0f14; }}
QPushButton[action]:hover:enabled {{ background: #fff6dc; }}
"""
