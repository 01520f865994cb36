"""Arranging concealed cards into sets and a pair: is-winning, all arrangements, waits, 向听.

A concealed hand is a tuple of 30 counts (see ``cards.counts_of``). It splits into four independent groups:
the 万, 条 and 饼 suits (nine ranks each, sets are triplets or sequences) and the 老将 (three kinds that
only form triplets). A hand wins when every group splits into sets, with exactly one group also holding the
pair (将头). Melds are outside the concealed counts; the caller checks the card count (23 − 3 × sets).

Speed matters: the computer players and the hint panel call these thousands of times a move. So:
- is-winning looks each suit up in a table of every complete suit pattern (about 135,000, built once, on
  first use, from sets added to sets), keyed by the 9-tuple of counts;
- arrangements and 向听 are memoised per suit pattern, so a pattern seen once costs a dictionary look-up.
"""

from __future__ import annotations

import json
import re
import threading
import zlib
from functools import cache
from pathlib import Path
from typing import NamedTuple
from collections.abc import Iterable, Sequence

from ...reading import BadInput, FileProblem, ResourceError, decode_text, read_bytes
from ...resources import resource_path
from ..cards import N_KINDS

OLD_START = 27

# Set kinds inside an arrangement.
SEQ = "seq"
TRIPLET = "trip"


class Arrangement(NamedTuple):
    """One way to read concealed cards: sets as (form, first kind index) and the pair's kind index."""

    sets: tuple[tuple[str, int], ...]
    pair: int


# --------------------------------------------------------------------------------------------------
# Complete suit patterns: pattern (9-tuple) -> 0 (not complete), 1 (sets only) or 2 (sets and the pair).
# Filled on demand from the shipped frontier table (a pattern is complete when its frontier holds an entry
# using every card), so nothing is built up front: the first game starts at once.

_COMPLETE: dict[tuple[int, ...], int] = {}


def _complete(pattern: tuple[int, ...]) -> int:
    n = sum(pattern)
    pair = n % 3
    value = 0
    if pair != 1:
        pair //= 2
        sets = (n - 2 * pair) // 3
        if any(p == pair and m == sets for p, m, _d in _FRONTIERS[_suit_id(pattern, 0)]):
            value = 1 + pair
    _COMPLETE[pattern] = value
    return value


def complete_table() -> None:
    """Load the shipped tables now (otherwise the first call does): benchmarks call this before timing."""
    _suit_id((0,) * 9, 0)


def is_winning(counts: Sequence[int]) -> bool:
    """True when the concealed counts split into sets and exactly one pair (any number of sets)."""
    c = counts if isinstance(counts, tuple) else tuple(counts)
    get = _COMPLETE.get
    k = c[0:9]
    a = get(k)
    if a is None:
        a = _complete(k)
    if not a:
        return False
    k = c[9:18]
    b = get(k)
    if b is None:
        b = _complete(k)
    if not b:
        return False
    k = c[18:27]
    d = get(k)
    if d is None:
        d = _complete(k)
    if not d:
        return False
    pairs = (a == 2) + (b == 2) + (d == 2)
    for n in c[27:30]:
        if n == 2:
            pairs += 1
        elif n == 1 or n == 4:
            return False
    return pairs == 1


# --------------------------------------------------------------------------------------------------
# All arrangements, per group, memoised.

@cache
def _suit_arrangements(pattern: tuple[int, ...],
                       sequences: bool) -> tuple[tuple[tuple[tuple[str, int], ...], int], ...]:
    """Every distinct split of one group into sets and at most one pair.

    Returns tuples of (sets, pair_rank or -1) with ranks local to the group (0-based). At the lowest rank
    holding cards, every card of that rank must go into the pair, a triplet or sequences starting there;
    deciding those numbers at once lists each split exactly once.
    """
    n = len(pattern)
    first = next((i for i, v in enumerate(pattern) if v), None)
    if first is None:
        return (((), -1),)
    c = pattern[first]
    out = []
    for pair in (0, 1):
        for trip in (0, 1):
            seqs = c - 2 * pair - 3 * trip
            if seqs < 0:
                continue
            if seqs and (not sequences or first + 2 >= n):
                continue
            rest = list(pattern)
            rest[first] = 0
            if seqs:
                if rest[first + 1] < seqs or rest[first + 2] < seqs:
                    continue
                rest[first + 1] -= seqs
                rest[first + 2] -= seqs
            head = ((TRIPLET, first),) * trip + ((SEQ, first),) * seqs
            for sub_sets, sub_pair in _suit_arrangements(tuple(rest), sequences):
                if pair and sub_pair >= 0:
                    continue
                out.append((head + sub_sets, first if pair else sub_pair))
    return tuple(out)


@cache
def _group_options(pattern: tuple[int, ...], start: int) -> tuple[tuple[tuple[tuple[str, int], ...], int], ...]:
    """A suit's arrangements with kind indices (not ranks): (sets, pair kind or −1)."""
    return tuple((tuple((f, start + r) for f, r in sets), start + pair if pair >= 0 else -1)
                 for sets, pair in _suit_arrangements(pattern, True))


def arrangements(counts: Sequence[int]) -> list[Arrangement]:
    """Every arrangement of the concealed counts into sets and exactly one pair (empty if none)."""
    c = counts if isinstance(counts, tuple) else tuple(counts)
    if not is_winning(c):
        return []
    old_sets: tuple = ()
    old_pair = -1
    for j in range(3):
        n = c[27 + j]
        if n == 3:
            old_sets += ((TRIPLET, OLD_START + j),)
        elif n == 2:
            old_pair = OLD_START + j
    result: list[Arrangement] = []
    for ws, wp in _group_options(c[0:9], 0):
        for ts, tp in _group_options(c[9:18], 9):
            if wp >= 0 and tp >= 0:
                continue
            for bs, bp in _group_options(c[18:27], 18):
                pairs = [p for p in (wp, tp, bp, old_pair) if p >= 0]
                if len(pairs) == 1:
                    result.append(Arrangement(ws + ts + bs + old_sets, pairs[0]))
    return result


# --------------------------------------------------------------------------------------------------
# Waits and 向听.

def waits(counts: Sequence[int], limit: Sequence[int] | None = None) -> list[int]:
    """Kinds that would complete the hand if added (the hand is one card short of a win).

    ``limit[k]`` is how many more copies of kind k the player could still receive; a kind whose copies the
    player already holds all of is no wait. Without ``limit``, four copies per kind are assumed.
    """
    c = list(counts)
    out = []
    for k in range(N_KINDS):
        if limit is not None:
            if limit[k] <= 0:
                continue
        elif c[k] >= 4:
            continue
        c[k] += 1
        if is_winning(c):
            out.append(k)
        c[k] -= 1
    return out


@cache
def _group_frontier(pattern: tuple[int, ...], sequences: bool, qing: bool = False) -> tuple[tuple[int, int, int], ...]:
    """For one group: the best (sets m, partial sets d) reachable, as (p, m, d) with d maximal per (p, m).

    p is 1 when a pair is set aside as the 将头. Partial sets are pairs and two cards of a sequence. With
    ``qing`` (the 清胡 plan of the computer players) sets are sequences only and a pair is only the 将头.
    """
    n = len(pattern)
    first = next((i for i, v in enumerate(pattern) if v), None)
    if first is None:
        return ((0, 0, 0),)
    best: dict[tuple[int, int], int] = {}

    def take(delta: Iterable[int], dm: int, dd: int, dp: int) -> None:
        rest = list(pattern)
        for i in delta:
            if i >= n or rest[i] == 0:
                return
            rest[i] -= 1
        for p, m, d in _group_frontier(tuple(rest), sequences, qing):
            if dp and p:
                continue
            key = (p + dp, m + dm)
            if best.get(key, -1) < d + dd:
                best[key] = d + dd

    i = first
    c = pattern[i]
    if c >= 3 and not qing:
        take((i, i, i), 1, 0, 0)
    if c >= 2:
        take((i, i), 0, 0, 1)
        if not qing:
            take((i, i), 0, 1, 0)
    if sequences:
        take((i, i + 1, i + 2), 1, 0, 0)
        take((i, i + 1), 0, 1, 0)
        take((i, i + 2), 0, 1, 0)
    take((i,), 0, 0, 0)
    return _prune(best)


# Frontiers are interned as small ints so that combining two groups, and the final count for a number of
# sets, are each one dictionary look-up once seen. There are only a few hundred distinct frontiers.
_FRONTIERS: list[tuple[tuple[int, int, int], ...]] = []
_FRONTIER_ID: dict[tuple[tuple[int, int, int], ...], int] = {}
_COMBINED: dict[tuple[int, int], int] = {}
_VALUE: dict[tuple[int, int], int] = {}


def _intern(frontier: tuple[tuple[int, int, int], ...]) -> int:
    fid = _FRONTIER_ID.get(frontier)
    if fid is None:
        fid = len(_FRONTIERS)
        _FRONTIERS.append(frontier)
        _FRONTIER_ID[frontier] = fid
    return fid


@cache
def _group_id(pattern: tuple[int, ...], sequences: bool) -> int:
    return _intern(_group_frontier(pattern, sequences))


# The shipped table (tools/build_suit_tables.py): frontier id per suit pattern, indexed by the pattern in
# base 5. Loaded on first use; without it, frontiers are computed on demand (same answers, slower).
_SUIT_IDS: memoryview | None = None
_SUIT_MAP: list[int] = []  # table frontier id -> interned id
_TABLE_TRIED = False
_TABLE_LOCK = threading.Lock()   # one thread loads the table; another that needs it meanwhile waits for it
SUIT_PATTERNS = 5 ** 9
MAX_TABLE_BYTES = 4 * 1024 * 1024      # the packed ids are about 330 KB, the frontiers about 31 KB
IDS_FILE = "suit_frontiers.bin.zlib"
FRONTIERS_FILE = "suit_frontiers.json"
# The frontier file's shape, as the grammar of what the tool writes: {"schema":1,"frontiers":[[[p,m,d],…],…]}
# with p 0 or 1 and m, d of one or two digits. Checked on the text (a regular expression, at C speed) rather
# than by walking a ``shape`` over the parsed 3,768 triples, which would add about 8 ms to every start.
_TRIPLE = r"\[[01],[0-9]{1,2},[0-9]{1,2}\]"
_FRONTIER = rf"\[{_TRIPLE}(?:,{_TRIPLE})*\]"
FRONTIERS_GRAMMAR = re.compile(rf'\{{"schema":1,"frontiers":\[{_FRONTIER}(?:,{_FRONTIER})*\]\}}\s*')


def read_suit_table(folder: Path) -> tuple[memoryview, list] | None:
    """The shipped table in ``folder`` (the ids by pattern, the frontiers), through the one reading path; None
    when neither file is there, ResourceError naming the file when it cannot be used (a broken install)."""
    ids_path, frontiers_path = folder / IDS_FILE, folder / FRONTIERS_FILE
    if not ids_path.exists() and not frontiers_path.exists():
        return None
    try:
        text = decode_text(read_bytes(frontiers_path, MAX_TABLE_BYTES))
        packed = read_bytes(ids_path, MAX_TABLE_BYTES)
    except FileProblem as exc:
        raise ResourceError(exc.path, exc.reason) from None
    except BadInput as exc:
        raise ResourceError(frontiers_path, exc.reason) from None
    if FRONTIERS_GRAMMAR.fullmatch(text) is None:
        raise ResourceError(frontiers_path, "is not the frontier table that tools/build_suit_tables.py writes")
    try:
        raw = zlib.decompress(packed)    # its Adler-32 checksum catches a damaged byte
    except zlib.error as exc:
        raise ResourceError(ids_path, f"is not a whole zlib stream ({exc})") from None
    if len(raw) != 2 * SUIT_PATTERNS:
        raise ResourceError(ids_path, f"holds {len(raw) // 2:,} patterns, not {SUIT_PATTERNS:,}")
    # the unpacked bytes read in place as 16-bit ids (native order, as the tool wrote them): indexing a view is
    # as fast as indexing an array, and copying 3.9 MB into one cost about 6 ms of every start
    return memoryview(raw).cast("H"), json.loads(text)["frontiers"]


def _load_suit_table() -> None:
    """Load the shipped table once, whichever thread asks first (the table's worker loads it after the first
    deal, while the window paints; the hints may ask on their own thread at the same time: that one waits for
    the load under way). ``_TABLE_TRIED`` is set once the load is over, so a caller that sees it unset takes
    the lock, and one that sees it set never does (the on-demand path of a missing table stays lock-free)."""
    global _SUIT_IDS, _TABLE_TRIED
    with _TABLE_LOCK:
        if _TABLE_TRIED:
            return
        try:
            table = read_suit_table(resource_path("tables"))
            if table is not None:
                ids, frontiers = table
                _SUIT_MAP[:] = [_intern(tuple(tuple(e) for e in fr)) for fr in frontiers]
                _SUIT_IDS = ids
        finally:
            _TABLE_TRIED = True   # a broken file is reported once; after it, frontiers are computed on demand


def _suit_id(c: tuple[int, ...], start: int) -> int:
    if _SUIT_IDS is None:
        if not _TABLE_TRIED:
            _load_suit_table()
        if _SUIT_IDS is None:
            return _group_id(c[start:start + 9], True)
    code = (c[start] + 5 * (c[start + 1] + 5 * (c[start + 2] + 5 * (c[start + 3] + 5 * (c[start + 4] + 5 * (
        c[start + 5] + 5 * (c[start + 6] + 5 * (c[start + 7] + 5 * c[start + 8]))))))))
    return _SUIT_MAP[_SUIT_IDS[code]]


def _prune(best: dict[tuple[int, int], int]) -> tuple[tuple[int, int, int], ...]:
    """Drop (p, m, d) beaten by an entry with the same p, at least as many sets and at least as many partials:
    the count 2·m + min(d, N − m) + p never prefers the beaten one, alone or combined with other groups."""
    items = sorted(((p, m, d) for (p, m), d in best.items()), key=lambda t: (t[0], -t[1], -t[2]))
    kept: list[tuple[int, int, int]] = []
    for p, m, d in items:
        if any(q == p and mm >= m and dd >= d for q, mm, dd in kept):
            continue
        kept.append((p, m, d))
    return tuple(kept)


def _combine(a: int, b: int) -> int:
    key = (a, b)
    fid = _COMBINED.get(key)
    if fid is None:
        best: dict[tuple[int, int], int] = {}
        for p0, m0, d0 in _FRONTIERS[a]:
            for p, m, d in _FRONTIERS[b]:
                if p and p0:
                    continue
                k = (p0 + p, m0 + m)
                if best.get(k, -1) < d0 + d:
                    best[k] = d0 + d
        fid = _COMBINED[key] = _intern(_prune(best))
    return fid


def _value(fid: int, n: int) -> int:
    key = (fid, n)
    v = _VALUE.get(key)
    if v is None:
        v = 2 * n
        for p, m, d in _FRONTIERS[fid]:
            if m > n:
                m = n
            blocks = n - m
            v = min(v, 2 * n - 2 * m - (d if d < blocks else blocks) - p)
        _VALUE[key] = v
    return v


def xiangting(counts: Sequence[int], sets_needed: int) -> int:
    """Distance to ready (向听): 0 = ready (one card from a win), −1 = already a winning hand.

    ``sets_needed`` is 7 minus the melds that are sets. The classic count: 2·N − 2·sets − partials − pair,
    with at most N sets and partial sets together, maximised over every way to split each group.
    """
    c = counts if isinstance(counts, tuple) else tuple(counts)
    a = _combine(_suit_id(c, 0), _suit_id(c, 9))
    b = _combine(_suit_id(c, 18), _group_id(c[27:30], False))
    return _value(_combine(a, b), sets_needed)


# --------------------------------------------------------------------------------------------------
# 清胡 distance: the same frontier machinery with sequences only (a pair only as the 将头).

@cache
def _qing_id(pattern: tuple[int, ...]) -> int:
    return _intern(_group_frontier(pattern, True, qing=True))


_OLD_PAIR_ID: int | None = None
_OLD_NONE_ID: int | None = None


def qing_xiangting(counts: Sequence[int], sets_needed: int) -> int:
    """向听 towards 清胡: every set a sequence, the 老将 only as the pair."""
    global _OLD_PAIR_ID, _OLD_NONE_ID
    if _OLD_PAIR_ID is None:
        _OLD_PAIR_ID = _intern(((0, 0, 0), (1, 0, 0)))
        _OLD_NONE_ID = _intern(((0, 0, 0),))
    c = counts
    old = _OLD_PAIR_ID if (c[27] >= 2 or c[28] >= 2 or c[29] >= 2) else _OLD_NONE_ID
    a = _combine(_qing_id(tuple(c[0:9])), _qing_id(tuple(c[9:18])))
    b = _combine(_qing_id(tuple(c[18:27])), old)
    return _value(_combine(a, b), sets_needed)
