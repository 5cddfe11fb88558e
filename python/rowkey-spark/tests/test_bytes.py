"""quantile_splits(..., by="bytes") on a real Spark: regions of equal bytes over (key, size) pairs
(an RDD or a DataFrame), equal to `rowkey split quantile --by bytes` over the same `key<TAB>bytes`
dump while the byte-weighted sketch holds every row, and within the rank error its note states
(a share of all the bytes) once it compacts. Bad pairs are refused naming their place."""

import bisect
import random

import pytest
import rowkey_spark as rs
from conftest import PARTITIONS, rowkey
from reports import stated_rank_error


def sized(keys, seed=7):
    """`(key, size)` pairs over `keys`: mostly 100–1,000 B, 1 row in 50 of 50–150 KB."""
    rnd = random.Random(seed)
    return [(k, rnd.randint(50_000, 150_000) if rnd.random() < 0.02 else rnd.randint(100, 1_000)) for k in keys]


def cli_split_by_bytes(rows, regions, path):
    path.write_text("".join(f"{k}\t{n}\n" for k, n in rows))
    out = rowkey("split", "quantile", "--regions", regions, "--keys", path, "--keys-format", "lines", "--by", "bytes", "--format", "hex")
    return [bytes.fromhex(k.decode()) for k in out.split()]


def bytes_before(rows):
    """The sorted distinct keys (as bytes) and the bytes of all rows before each."""
    weight = {}
    for k, n in rows:
        key = k.encode() if isinstance(k, str) else bytes(k)
        weight[key] = weight.get(key, 0) + n
    keys = sorted(weight)
    before, total = [], 0
    for k in keys:
        before.append(total)
        total += weight[k]
    return keys, before, total


def test_exact_while_the_sketch_holds_every_row(spark, text_keys, tmp_path):
    design, keys, _ = text_keys
    sc = spark.sparkContext
    # 6,000 rows, some keys repeated (a key weighs all its rows' bytes).
    rows = sized(keys[:5_500] + keys[:500])
    regions = 12
    want = cli_split_by_bytes(rows, regions, tmp_path / "rows.tsv")
    assert len(want) == regions - 1
    got = rs.quantile_splits(sc.parallelize(rows, PARTITIONS), design, regions, by="bytes")
    assert got == want, got.note
    assert stated_rank_error(got.note) == 0, got.note
    # jvm=False is the same path; a DataFrame with a key and a size column gives the same keys.
    assert rs.quantile_splits(sc.parallelize(rows, 3), design, regions, by="bytes", jvm=False) == want
    df = spark.createDataFrame(rows, ["key", "bytes"])
    assert rs.quantile_splits(df, design, regions, by="bytes") == want
    df = spark.createDataFrame([(n, k) for k, n in rows], ["size", "rowkey"])
    assert rs.quantile_splits(df, design, regions, by="bytes", column="rowkey", size_column="size") == want
    # The partials are those of `rowkey analyze --keys-sizes --partial`: the CLI cuts the same.
    merged = rs.merge(*rs.sized_partials(sc.parallelize(rows, 2), design).collect())
    (tmp_path / "merged.partial").write_text(rs.to_text(merged) + "\n")
    out = rowkey("split", "quantile", "--regions", regions, "--from-partial", tmp_path / "merged.partial", "--by", "bytes", "--format", "hex")
    assert [bytes.fromhex(k.decode()) for k in out.split()] == want


def test_compacted_split_keys_are_within_the_stated_rank_error(spark, text_keys, tmp_path):
    design, keys, _ = text_keys
    rows = sized(keys[:120_000], seed=11)
    regions = 16
    got = rs.quantile_splits(spark.sparkContext.parallelize(rows, PARTITIONS), design, regions, by="bytes")
    error = stated_rank_error(got.note)
    assert 0 < error < 0.01, got.note
    exact = cli_split_by_bytes(rows, regions, tmp_path / "rows.tsv")
    assert len(got) == len(exact) and got == sorted(got)
    distinct, before, total = bytes_before(rows)
    # The bytes before each split key are within error × total of those before the exact key's,
    # give or take the bytes of the one key just before either (neither rule splits a key).
    for g, e in zip(got, exact):
        i, j = bisect.bisect_left(distinct, g), bisect.bisect_left(distinct, e)
        step = max(before[i] - before[i - 1] if i else 0, before[j] - before[j - 1] if j else 0)
        off = abs(before[i] - before[j])
        assert off <= error * total + step, f"{g!r}: {off} bytes from {e!r}; the note allows {error * total:.0f} + {step}"


def test_bad_pairs_are_refused_naming_their_place(spark, text_keys):
    design, keys, _ = text_keys
    part = rs.Partition(str(design), 0, True)
    part.add_sized([(keys[0], 10), [keys[1], 0]])
    for rows, error, words in [
        ([(keys[2], -1)], ValueError, "row 2 of the partition"),
        ([(keys[2], 1 << 31)], ValueError, "1 GiB"),
        ([(keys[2], 1.5)], TypeError, "the size of row 2"),
        ([(keys[2], True)], TypeError, "the size of row 2"),
        ([(keys[2], "10")], TypeError, "the size of row 2"),
        ([keys[2]], TypeError, "row 2 of the partition is a str"),
        ([(keys[2], 1, 2)], TypeError, "row 2 of the partition is a tuple of 3"),
        ([(None, 1)], TypeError, "key 2 of the partition is null"),
    ]:
        part = rs.Partition(str(design), 0, True)
        part.add_sized([(keys[0], 10), [keys[1], 0]])
        with pytest.raises(error, match=words):
            part.add_sized(rows)
    # On Spark the task fails with the same words.
    sc = spark.sparkContext
    with pytest.raises(Exception, match="the size of row 1 of the partition is -5"):
        rs.quantile_splits(sc.parallelize([(keys[0], 3), (keys[1], -5)], 1), design, 4, by="bytes")
    with pytest.raises(ValueError, match="jvm=True cannot cut by bytes"):
        rs.quantile_splits(sc.parallelize([(keys[0], 3)], 1), design, 4, by="bytes", jvm=True)
    with pytest.raises(ValueError, match='by is "keys" or "bytes"'):
        rs.quantile_splits(sc.parallelize(keys[:10], 1), design, 4, by="rows")
