"""The sheet written out: CSV (every hand, each player's 胡 and net, the totals), the compact table and the
printable page, in the three languages, with what the user typed escaped."""

import csv
import io

from changpai_desktop.resources import resource_path
from changpai_desktop.services.score_keeper import Sheet
from changpai_desktop.services.sheet_export import compact_rows, csv_text, html_page, text_report
from changpai_desktop.services.sheet_files import open_sheet
from tests.services.sheet_hands import EXAMPLE_2, NANTONG, typed_record

EXAMPLE = open_sheet(resource_path("examples", "evening-nantong-single.json"))


def test_csv_has_a_row_a_hand_and_the_totals_in_each_language():
    for lang, total, rests in (("zh_Hans", "合计", "歇"), ("zh_Hant", "合計", "歇"), ("en", "Total", "rests")):
        rows = list(csv.reader(io.StringIO(csv_text(EXAMPLE, lang))))
        assert len(rows) == 1 + 6 + 1 and rows[-1][0] == total and len(set(map(len, rows))) == 1
        assert rows[1].count(rests) == 2                      # the resting seat: its 胡 and its net
        assert rows[-1][-5:-1] == [f"{t:+d}" for t in EXAMPLE.totals()]


def test_the_compact_table_puts_hu_and_net_together():
    rows = compact_rows(EXAMPLE, "zh_Hans")
    assert rows[0][:2] == ["局", "庄家"] and rows[0][2:6] == EXAMPLE.names and rows[0][6:] == ["结果", "翻的将", "附记"]
    assert rows[2][2:6] == ["歇", "260 / +470", "40 / -190", "10 / -280"]
    assert rows[2][6] == "小李 飘胡（自摸）" and rows[4][6] == "荒牌" and rows[2][7] == "红花"
    assert rows[-1][2:6] == [f"{t:+d}" for t in EXAMPLE.totals()]


def test_the_printable_page_escapes_what_was_typed_and_holds_every_hand():
    sheet = Sheet(["<b>甲</b>", "乙", "丙"], NANTONG, title="a & b")
    sheet.add(typed_record(*EXAMPLE_2, note="<i>x</i>"))
    page = html_page(sheet, "en")
    assert "<b>甲</b>" not in page and "&lt;b&gt;甲&lt;/b&gt;" in page and "&lt;i&gt;x&lt;/i&gt;" in page
    assert "a &amp; b" in page and "+470" in page and "all-triplets win" in page
    assert text_report(sheet, "en").count("hu, net") == 3
