"""``changpai-engine sheet FILE``: the shipped example prints its hands, each player's 胡 and net and the totals,
as CSV or as text, in the three languages; the engine's scores are the ones RULES.md §7 gives."""

import csv
import io
import json

from changpai_desktop.cli.main import main
from changpai_desktop.resources import resource_path

EXAMPLE = str(resource_path("examples", "evening-nantong-single.json"))


def run(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out = capsys.readouterr()
    return status, out.out, out.err


def test_csv_of_the_example_has_every_hand_nets_summing_to_zero_and_the_totals(capsys):
    status, out, _ = run(capsys, "sheet", EXAMPLE, "--csv", "--lang", "en")
    rows = list(csv.reader(io.StringIO(out)))
    head, hands, total = rows[0], rows[1:-1], rows[-1]
    assert status == 0 and len(hands) >= 6 and total[0] == "Total"
    net_cols = [i for i, c in enumerate(head) if c.endswith(" net")]
    hu_cols = [i for i, c in enumerate(head) if c.endswith(" hu")]
    assert len(net_cols) == len(hu_cols) == 4
    for row in hands:
        nets = [int(row[i]) for i in net_cols if row[i] != "rests"]
        assert len(nets) == 3 and sum(nets) == 0
    assert [int(total[i]) for i in net_cols] == [sum(int(r[i]) for r in hands if r[i] != "rests") for i in net_cols]
    # hand 1 is RULES.md §7 example 1 (40), hand 2 examples 2 and 4 (260, 40, 10 → +470, −190, −280)
    assert [hands[0][i] for i in hu_cols] == ["10", "40", "0", "rests"]
    assert [hands[1][i] for i in net_cols] == ["rests", "+470", "-190", "-280"]
    assert {row[head.index("Hand type")] for row in hands} >= {"drawn hand", "mixed win (塌胡)"}


def test_text_explains_each_players_hu(capsys):
    status, out, _ = run(capsys, "sheet", EXAMPLE)
    assert status == 0 and "第 2 局" in out and "小李：260 胡，出分 +470" in out and "飘胡 翻倍" in out
    assert out.rstrip().splitlines()[-1].startswith("合计:")
    status, hant, _ = run(capsys, "sheet", EXAMPLE, "--lang", "zh_Hant")
    assert status == 0 and "莊家" in hant


def test_a_file_that_is_no_sheet_exits_2_with_one_line(tmp_path, capsys):
    bad = tmp_path / "x.json"
    bad.write_text(json.dumps({"format": "changpai-sheet", "version": 1}), encoding="utf-8")
    status, out, err = run(capsys, "sheet", str(bad), "--lang", "en")
    assert status == 2 and out == "" and "is damaged" in err and len(err.strip().splitlines()) == 1
    assert bad.exists()
