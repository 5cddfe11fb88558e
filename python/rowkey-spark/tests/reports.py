"""Comparing a merged report with the single-file one, field by field."""

import bisect
import json
import re

from conftest import rowkey

# What a merge of partials reproduces only when every part starts at a multiple of its heatmap
# window width (the core's `keys/partial` says why): the heatmap, and the verdict's
# write-concurrency figures read from it. Otherwise the report says it is close, and these are
# left out. How the keys were read (`dump`) differs in its format (Spark hands bytes over; the
# file is hex or lines) and so in its notes; its order is compared. The examples of repeated
# keys are the smallest ones after a merge, the first ones in one stream. Every other field of
# the single-file report is compared as it is.
HEAT = {"heatmap"}
HEAT_IN = {"verdict": {"concurrency", "reasons", "writes", "level"}}
NOT_EXACT_IN = {
    "collisions": {"examples"},
    "dump": {"format", "format_why", "warnings"},
}
# Past `MAX_PARTIAL_PRINTS` (2^15) distinct keys a partial keeps the fingerprints of 1 in 2^L of
# them, a coarser sample than one stream's (2^19): the repeats are then an estimate of its own,
# within the bound `assert_repeats_within_bound` checks, and what reads it (the distinct keys,
# the sample's note, the findings' figures) follows it. The findings' rules are compared.
ESTIMATED_IN = {
    "collisions": {"count", "distinct"},
    "sample": {"note"},
}


def cli_report(design, path, key_format):
    """`rowkey analyze DESIGN --keys FILE --keys-format F --format json` over one file."""
    return json.loads(rowkey("analyze", design, "--keys", path, "--keys-format", key_format, "--format", "json"))


def one_in(report):
    """The 1 in N of the distinct keys whose repeats were counted (1 when exact)."""
    found = re.search(r"1 in ([0-9]+) distinct", report["sample"]["note"] or "")
    return int(found.group(1)) if found else 1


def assert_repeats_within_bound(got, repeats):
    """The repeats a merged report gives: exact when it says so, else within four standard
    errors of sampling 1 in N of the distinct keys (and N itself) of the true count."""
    n = one_in(got)
    count = got["collisions"]["count"]
    if n == 1:
        assert count == repeats
    else:
        slack = 4 * (n * max(repeats, 1)) ** 0.5 + n
        assert abs(count - repeats) <= slack, f"{count} repeats, {repeats} true, 1 in {n}"


def assert_same_report(got, want, heat_exact=False, repeats=None):
    """Every field equal but those named above; the heatmap's too when `heat_exact`. When the
    repeats are estimated, they are checked against the true count `repeats`."""
    assert set(got) == set(want)
    skip = dict(NOT_EXACT_IN)
    if one_in(got) != one_in(want):
        assert repeats is not None, "the repeats are estimated: give the true count"
        assert_repeats_within_bound(got, repeats)
        for field, keys in ESTIMATED_IN.items():
            skip[field] = skip.get(field, set()) | keys
        got, want = dict(got), dict(want)
        got["lints"] = [lint["rule"] for lint in got["lints"]]
        want["lints"] = [lint["rule"] for lint in want["lints"]]
    if not heat_exact:
        skip.update(HEAT_IN)

    def exact(field, report):
        value = report[field]
        if isinstance(value, dict) and field in skip:
            return {k: v for k, v in value.items() if k not in skip[field]}
        return value

    fields = [f for f in want if heat_exact or f not in HEAT]
    differ = [f for f in fields if exact(f, got) != exact(f, want)]
    assert not differ, "fields that differ: " + ", ".join(
        f"{f}: {json.dumps(got[f])[:300]} != {json.dumps(want[f])[:300]}" for f in differ
    )
    assert got["keys_read"] == want["keys_read"] > 0


def stated_rank_error(note):
    """The rank error a note states, as a fraction (0 when the keys were cut exactly)."""
    found = re.search(r"([0-9]+(?:\.[0-9]+)?) ?%", note)
    return float(found.group(1)) / 100 if found else 0.0


def hash_chore_woker(keys, regions):
    """HashChoreWoker's split keys, exactly: every (rows / regions)-th of the sorted distinct
    keys (rows counts repeats)."""
    distinct = sorted(set(keys))
    base = len(keys) // regions
    return [distinct[i * base] for i in range(1, regions) if i * base < len(distinct)]


def assert_within_rank_error(got, exact, keys, note):
    """Each split key of `got` is within the stated rank error of `exact`'s, among the distinct
    keys; returns the error stated."""
    distinct = sorted(set(keys))
    error = stated_rank_error(note)
    assert len(got) == len(exact)
    slack = error * len(distinct)
    for g, e in zip(got, exact):
        off = abs(bisect.bisect_left(distinct, g) - bisect.bisect_left(distinct, e))
        assert off <= slack, f"{g!r} is {off} distinct keys from {e!r}; the note allows {slack:.0f}"
    return error
