"""A plain rendering of the table's refusals from resources/text/refusals.toml, for the tests: the texts the
player reads (services/text.py renders the one glossary for the app)."""

import tomllib
from pathlib import Path

from changpai_desktop.engine.cards import CARD_INFO
from changpai_desktop.engine.text import Card, Msg

GLOSSARY = tomllib.loads((Path(__file__).resolve().parents[3] / "resources/text/refusals.toml").read_text("utf-8"))


def render(m: Msg, lang: str = "zh_Hans") -> str:
    values = {k: CARD_INFO[v.code].name(lang) if isinstance(v, Card) else v for k, v in m.values}
    return GLOSSARY[m.id][lang].format(**values)
