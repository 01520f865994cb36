"""``changpai-engine review`` and ``simulate --save`` in process."""

import json

from changpai_desktop.cli.main import main
from changpai_desktop.storage.records import read_record


def test_simulate_saves_a_record_that_review_reads(tmp_path, capsys):
    path = tmp_path / "g.changpai-record"
    assert main(["simulate", "--hands", "2", "--seed", "4", "--players", "easy,normal,normal,normal",
                 "--save", str(path)]) == 0
    capsys.readouterr()
    record = read_record(path)
    assert record.seats == ("easy", "normal", "normal", "normal") and len(record.rows) == 2
    assert main(["review", str(path), "--seat", "0", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["seat"] == 0 and out["decisions"] == len(out["items"]) > 0
    for item in out["items"]:
        assert {"hand", "step", "chosen", "best", "loss_hu"} <= set(item) and item["loss_hu"] >= 0
    agreed = sum(1 for i in out["items"] if i["agreed"])
    assert abs(out["agreement"] - agreed / out["decisions"]) < 1e-3 and out["seconds"] >= 0


def test_review_text_and_its_refusals(tmp_path, capsys):
    path = tmp_path / "g.changpai-record"
    main(["simulate", "--hands", "1", "--seed", "4", "--save", str(path)])
    capsys.readouterr()
    assert main(["review", str(path), "--seat", "1", "--english"]) == 0
    assert capsys.readouterr().out.splitlines()[-1].startswith("seat 1: ")
    assert main(["review", str(path), "--seat", "9"]) == 2
    assert "--seat must be" in capsys.readouterr().err
    assert main(["review", str(path), "--hand", "5"]) == 2
    bad = tmp_path / "bad.json"
    bad.write_text("{}", encoding="utf-8")
    assert main(["review", str(bad)]) == 2
    assert "changpai-engine review:" in capsys.readouterr().err
