"""Properties that hold for every hand: notation round-trips, winning hands score sensibly, nets sum to zero,
and the arrangement functions agree with each other and with a plain search."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from changpai_desktop.engine import cards
from changpai_desktop.engine.tiles import arrange
from changpai_desktop.engine.cards import CardError, KINDS, counts_of, format_cards, parse
from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.engine.scoring import Meld, PlayerHand, Win, score
from changpai_desktop.engine.scoring.settlement import settle

PRESETS = ("nantong-single", "tongzhou-double", "rugao-double-xi")
RULES = {p: RuleSet.preset(p) for p in PRESETS}
FLIPS = {"nantong-single": 1, "tongzhou-double": 2, "rugao-double-xi": 2}


@given(st.lists(st.sampled_from(cards.ALL_CODES), max_size=30))
def test_format_parse_round_trip(codes):
    text = format_cards(codes)
    assert parse(text) == codes
    assert format_cards(parse(text)) == text


def test_unknown_code_is_named():
    try:
        parse("1w2wq9")
    except CardError as exc:
        assert "q9" in str(exc)
    else:
        raise AssertionError("an unknown code must be refused")


@st.composite
def winning_hands(draw):
    """A random legal winner: flips, some melds, concealed sets and a pair, within the copies left."""
    preset = draw(st.sampled_from(PRESETS))
    rules = RULES[preset]
    rnd = random.Random(draw(st.integers(0, 2**32 - 1)))
    flips = [rnd.choice(KINDS) for _ in range(FLIPS[preset])]
    left = [4] * 30
    for f in flips:
        left[cards.INDEX[f]] -= 1
    n_melds = rnd.choice([0, 0, 1, 2, 3])
    melds = []
    for _ in range(n_melds):
        k = rnd.randrange(30)
        form = rnd.choice(["peng", "peng", "minggang", "angang"])
        need = 3 if form == "peng" else 4
        if left[k] >= need:
            left[k] -= need
            melds.append(Meld(form, k))
    concealed = [0] * 30
    sets = 7 - len(melds)
    tries = 0
    while sets and tries < 500:
        tries += 1
        k = rnd.randrange(30)
        if rnd.random() < 0.6 and k < 27 and k % 9 <= 6:
            if all(left[k + i] > 0 for i in range(3)):
                for i in range(3):
                    left[k + i] -= 1
                    concealed[k + i] += 1
                sets -= 1
        elif left[k] >= 3:
            left[k] -= 3
            concealed[k] += 3
            sets -= 1
    pair = next((k for k in rnd.sample(range(30), 30) if left[k] >= 2), None)
    if sets or pair is None:
        return None
    concealed[pair] += 2
    card = rnd.choice([k for k in range(30) if concealed[k]])
    self_drawn = rnd.random() < 0.5
    hand = PlayerHand(tuple(concealed), tuple(melds), (), rnd.choice([0, 0, 1, 2]) if rules.joys_enabled else 0,
                      False, Win(card, self_drawn))
    return preset, flips, hand


@settings(max_examples=300, deadline=None)
@given(winning_hands())
def test_winning_hands_score_sensibly(example):
    if example is None:
        return
    preset, flips, hand = example
    rules = RULES[preset]
    result = score(rules, flips, hand)
    assert result.total % 10 == 0
    assert result.total >= result.dihu
    assert result.type in ("piao", "qing", "ta", "shisan")
    # the same cards in another order (notation, then parsed again) score the same
    codes = cards.codes_of(hand.concealed)
    random.Random(1).shuffle(codes)
    again = PlayerHand(tuple(counts_of(parse(format_cards(codes)))), hand.melds, hand.declared, hand.joys,
                       hand.joys_in_deal, hand.win)
    assert score(rules, flips, again).total == result.total


@given(st.lists(st.integers(0, 5000), min_size=3, max_size=3))
def test_settlement_nets_sum_to_zero(totals):
    nets = settle(totals)
    assert sum(nets) == 0
    # whoever counts more never pays the one who counts less
    order = sorted(range(3), key=lambda i: totals[i])
    assert nets[order[0]] <= nets[order[1]] <= nets[order[2]]


def _sets_only(c):
    """Whether counts ``c`` split into sets only (plain search: the lowest kind as a triplet or a sequence)."""
    i = next((k for k in range(30) if c[k]), None)
    if i is None:
        return True
    if c[i] >= 3:
        c[i] -= 3
        ok = _sets_only(c)
        c[i] += 3
        if ok:
            return True
    if i < 27 and i % 9 <= 6 and c[i + 1] and c[i + 2]:
        for j in range(3):
            c[i + j] -= 1
        ok = _sets_only(c)
        for j in range(3):
            c[i + j] += 1
        if ok:
            return True
    return False


def _brute_is_winning(counts):
    c = list(counts)
    total = sum(c)
    if total % 3 != 2:
        return False
    for k in range(30):
        if c[k] >= 2:
            c[k] -= 2
            ok = _sets_only(c)
            c[k] += 2
            if ok:
                return True
    return False


@settings(max_examples=400, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from([5, 8, 11, 14, 17, 20, 23]))
def test_is_winning_agrees_with_a_plain_search(seed, size):
    rnd = random.Random(seed)
    deck = cards.full_deck()
    # bias towards near-complete hands so that winning ones appear
    counts = counts_of(rnd.sample(deck, size))
    assert arrange.is_winning(counts) == _brute_is_winning(counts)
    for arr in arrange.arrangements(counts):
        rebuilt = [0] * 30
        for form, first in arr.sets:
            for k in ((first, first, first) if form == arrange.TRIPLET else (first, first + 1, first + 2)):
                rebuilt[k] += 1
        rebuilt[arr.pair] += 2
        assert rebuilt == list(counts)


def _ready_hand(rnd):
    """A 22-card hand one card from a win: a winning hand with one card taken out."""
    while True:
        deck = cards.full_deck()
        rnd.shuffle(deck)
        counts = [0] * 30
        sets = 0
        for _ in range(200):
            k = rnd.randrange(30)
            if rnd.random() < 0.6 and k < 27 and k % 9 <= 6 and all(counts[k + i] < 4 for i in range(3)):
                for i in range(3):
                    counts[k + i] += 1
                sets += 1
            elif counts[k] <= 1:
                counts[k] += 3
                sets += 1
            if sets == 7:
                break
        pair = next(k for k in range(30) if counts[k] <= 2)
        counts[pair] += 2
        if arrange.is_winning(counts):
            taken = rnd.choice([k for k in range(30) if counts[k]])
            counts[taken] -= 1
            return counts, taken


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_waits_and_xiangting_agree(seed):
    rnd = random.Random(seed)
    counts, taken = _ready_hand(rnd)
    ws = arrange.waits(counts)
    assert taken in ws
    assert arrange.xiangting(counts, 7) == 0
    full = list(counts)
    full[taken] += 1
    assert arrange.xiangting(full, 7) == -1
    # a random 22-card hand is ready exactly when it has a wait
    rand_counts = counts_of(rnd.sample(cards.full_deck(), 22))
    xt = arrange.xiangting(rand_counts, 7)
    rand_waits = arrange.waits(rand_counts)
    assert xt >= 0
    if rand_waits:
        assert xt == 0
    if xt > 0:
        assert not rand_waits


def test_xiangting_counts_distance():
    # 清一色-like sequences with two isolated cards: two draws away → 向听 1
    hand = counts_of(parse("1w2w3w4w5w6w7w8w9w1t2t3t4t5t6t7t8t9t1b2b5b9b"))
    assert arrange.xiangting(hand, 7) == 1
    ready = counts_of(parse("1w2w3w4w5w6w7w8w9w1t2t3t4t5t6t7t8t9t1b2b5b5b"))
    assert arrange.xiangting(ready, 7) == 0
    assert [KINDS[k] for k in arrange.waits(ready)] == ["3b"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 4), min_size=9, max_size=9))
def test_shipped_suit_table_matches_computed_frontiers(pattern):
    c = tuple(pattern) + (0,) * 21
    arrange._suit_id(c, 0)  # loads the shipped table
    assert arrange._SUIT_IDS is not None, "resources/tables/suit_frontiers.* missing: run tools/build_suit_tables.py"
    assert arrange._FRONTIERS[arrange._suit_id(c, 0)] == arrange._group_frontier(tuple(pattern), True)


def test_the_suit_table_is_loaded_once_whichever_threads_ask_at_the_same_time(monkeypatch):
    """The table's worker loads the table after the first deal while the hints may ask on their own thread: one
    read, and a thread that asks while the load is under way waits for the table instead of working its suits
    out on demand (the slow path, which it used to fall back to)."""
    import threading

    reads, on_demand = [], []
    real_read, real_group = arrange.read_suit_table, arrange._group_id
    started, release = threading.Event(), threading.Event()

    def slow_read(folder):
        reads.append(folder)
        started.set()
        release.wait(5)
        return real_read(folder)

    def counted_group(pattern, sequences):
        if sequences:   # a suit's pattern: only the slow path works one out this way
            on_demand.append(threading.current_thread().name)
        return real_group(pattern, sequences)

    monkeypatch.setattr(arrange, "read_suit_table", slow_read)
    monkeypatch.setattr(arrange, "_group_id", counted_group)
    monkeypatch.setattr(arrange, "_SUIT_IDS", None)
    monkeypatch.setattr(arrange, "_TABLE_TRIED", False)
    monkeypatch.setattr(arrange, "_SUIT_MAP", [])
    hand = counts_of(parse("1w2w3w4w5w6w7w8w9w1t2t3t4t5t6t7t8t9t1b2b5b5b"))
    results = {}
    worker = threading.Thread(target=lambda: results.update(worker=arrange.xiangting(hand, 7)), name="worker")
    hints = threading.Thread(target=lambda: results.update(hints=arrange.xiangting(hand, 7)), name="hints")
    worker.start()
    assert started.wait(5)
    hints.start()
    hints.join(0.2)
    assert hints.is_alive()   # it waits for the load under way
    release.set()
    worker.join(5)
    hints.join(5)
    assert len(reads) == 1
    assert on_demand == []
    assert results == {"worker": 0, "hints": 0}
