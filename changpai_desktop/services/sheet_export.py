"""A sheet written out in a language: the table's rows, CSV, the command line's text, and the printable page
(HTML, which the 记分 window prints through Qt's printing support). Every word comes from the glossary
(``resources/text/sheet.toml``, the terms), so the three languages say the same."""

from __future__ import annotations

import csv
import html
import io

from ..engine.text import Card, Term
from ..message import msg
from .catalog import preset_name
from .score_keeper import HandOutcome, Sheet
from .score_text import explanation
from .text import render


def _t(id_: str, lang: str, **values) -> str:
    return render(msg(id_, **values), lang)


def rules_text(sheet: Sheet, lang: str) -> str:
    """玩法：南通单将 (a preset in the reader's language, a house rule by its name)."""
    return _t("sheet.rules", lang, name=sheet.rules_name or preset_name(sheet.rules.preset_id, lang))


def flips_text(flips, lang: str) -> str:
    return render(tuple(Card(c) for c in flips), lang)


def result_text(sheet: Sheet, o: HandOutcome, lang: str) -> str:
    """"老王 塌胡（点炮）", or 荒牌."""
    if o.winner is None:
        return render(Term("huangpai"), lang)
    how = render(Term("zimo" if o.self_drawn else "dianpao"), lang)
    return _t("sheet.won", lang, name=sheet.names[o.winner], type=Term(o.hand_type), how=how)


def header(sheet: Sheet, lang: str) -> list[str]:
    cols = [_t(f"sheet.col.{c}", lang) for c in ("hand", "dealer", "resting", "flips", "winner", "type", "how")]
    cols += [_t("sheet.col.hu", lang, name=n) for n in sheet.names]
    cols += [_t("sheet.col.net", lang, name=n) for n in sheet.names]
    return [*cols, _t("sheet.col.note", lang)]


def hand_row(sheet: Sheet, o: HandOutcome, lang: str) -> list[str]:
    rests = _t("sheet.rests", lang)
    winner = sheet.names[o.winner] if o.winner is not None else ""
    kind = render(Term(o.hand_type), lang) if o.hand_type else render(Term("huangpai"), lang)
    how = render(Term("zimo" if o.self_drawn else "dianpao"), lang) if o.winner is not None else ""
    resting = sheet.names[o.resting] if o.resting is not None else ""
    row = [str(o.no + 1), sheet.names[o.dealer], resting, flips_text(o.flips, lang), winner, kind, how]
    row += [rests if h is None else str(h) for h in o.hu]
    row += [rests if n is None else f"{n:+d}" for n in o.net]
    return [*row, o.note]


def totals_row(sheet: Sheet, lang: str) -> list[str]:
    n = sheet.n_seats
    return [_t("sheet.total", lang), "", "", "", "", "", ""] + [""] * n + [f"{t:+d}" for t in sheet.totals()] + [""]


def table_rows(sheet: Sheet, lang: str) -> list[list[str]]:
    """The header, one row per hand, then the totals."""
    return [header(sheet, lang)] + [hand_row(sheet, o, lang) for o in sheet.outcomes] + [totals_row(sheet, lang)]


def compact_rows(sheet: Sheet, lang: str) -> list[list[str]]:
    """The sheet for a narrow table (the window's, the printed page's): 局, 庄家, each player's "胡 / net" (one
    column a player, headed by its name), the result, the flips, the note; the totals last."""
    head = [_t("sheet.col.hand", lang), _t("sheet.col.dealer", lang), *sheet.names, _t("sheet.col.result", lang),
            _t("sheet.col.flips", lang), _t("sheet.col.note", lang)]
    rests = _t("sheet.rests", lang)
    rows = [head]
    for o in sheet.outcomes:
        cells = [rests if h is None else f"{h} / {n:+d}" for h, n in zip(o.hu, o.net, strict=True)]
        rows.append([str(o.no + 1), sheet.names[o.dealer], *cells, result_text(sheet, o, lang),
                     flips_text(o.flips, lang), o.note])
    rows.append([_t("sheet.total", lang), "", *(f"{t:+d}" for t in sheet.totals()), "", "", ""])
    return rows


def csv_text(sheet: Sheet, lang: str) -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerows(table_rows(sheet, lang))
    return out.getvalue()


def player_lines(sheet: Sheet, o: HandOutcome, lang: str) -> list[tuple[str, list[str]]]:
    """Per playing seat (dealer first): its line (胡 and net) and the explanation of its 胡."""
    out = []
    for seat in o.order:
        line = _t("sheet.player_line", lang, name=sheet.names[seat], hu=o.hu[seat], net=f"{o.net[seat]:+d}")
        out.append((line, explanation(o.scores[seat], lang)))
    return out


def extra_lines(sheet: Sheet, o: HandOutcome, lang: str) -> list[str]:
    if not o.baozhang:
        return []
    by, third, amount = o.baozhang
    return [_t("sheet.baozhang", lang, by=sheet.names[by], third=sheet.names[third], amount=amount)]


def hand_line(sheet: Sheet, o: HandOutcome, lang: str) -> str:
    return _t("sheet.hand_line", lang, no=o.no + 1, dealer=sheet.names[o.dealer], flips=flips_text(o.flips, lang),
              result=result_text(sheet, o, lang))


def text_report(sheet: Sheet, lang: str) -> str:
    """The command line's report: each hand, each player's 胡 explained and net, then the totals."""
    rules = rules_text(sheet, lang)
    lines = [f"{sheet.title or _t('sheet.title', lang)} · {rules} · {_t(f'sheet.seats.{sheet.mode}', lang)}", ""]
    for o in sheet.outcomes:
        lines.append(hand_line(sheet, o, lang))
        for line, items in player_lines(sheet, o, lang):
            lines.append("  " + line)
            lines += ["      " + it for it in items]
        lines += ["  " + x for x in extra_lines(sheet, o, lang)]
        if o.note:
            lines.append(f"  {_t('sheet.col.note', lang)}: {o.note}")
        lines.append("")
    totals = "  ".join(f"{n} {t:+d}" for n, t in zip(sheet.names, sheet.totals(), strict=True))
    lines.append(f"{_t('sheet.total', lang)}: {totals}")
    return "\n".join(lines) + "\n"


_STYLE = ("body{font-size:10pt} h1{font-size:16pt} table{border-collapse:collapse} "
          "th,td{border:1px solid #555;padding:3px 6px} th{background:#eee;white-space:nowrap} "
          "td.n{text-align:right;white-space:nowrap} p.x{font-size:8pt;color:#333;margin:0 0 4px 12px}")


def html_page(sheet: Sheet, lang: str, date: str = "") -> str:
    """The printable page: title, rules, the table of hands with totals, then each hand's 胡 explained."""
    e = html.escape
    rows = compact_rows(sheet, lang)
    head = "".join(f"<th>{e(c)}</th>" for c in rows[0])
    players = range(2, 2 + sheet.n_seats)
    body = []
    for row in rows[1:]:
        body.append("<tr>" + "".join(f'<td class="n">{e(c)}</td>' if col in players or col == 0 else
                                     f"<td>{e(c)}</td>" for col, c in enumerate(row)) + "</tr>")
    title = sheet.title or _t("sheet.title", lang)
    top = _t("sheet.printed", lang, title=title, date=date or sheet.created[:10], hands=len(sheet.outcomes))
    parts = [f"<html><head><style>{_STYLE}</style></head><body><h1>{e(top)}</h1>",
             f"<p>{e(rules_text(sheet, lang))} · {e(_t(f'sheet.seats.{sheet.mode}', lang))}"
             "</p>", f"<table><tr>{head}</tr>{''.join(body)}</table>"]
    for o in sheet.outcomes:
        parts.append(f"<p><b>{e(hand_line(sheet, o, lang))}</b></p>")
        for line, items in player_lines(sheet, o, lang):
            parts.append(f'<p class="x"><b>{e(line)}</b> — {e("；".join(items) if lang != "en" else "; ".join(items))}'
                         "</p>")
        parts += [f'<p class="x">{e(x)}</p>' for x in extra_lines(sheet, o, lang)]
    parts.append("</body></html>")
    return "".join(parts)
