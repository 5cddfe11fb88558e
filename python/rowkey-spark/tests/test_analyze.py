"""analyze_keys and quantile_splits on a real Spark, counting in the Python workers: the report
over >= 2 million keys in >= 8 partitions equals `rowkey analyze --keys` over the same keys in one
file. (test_jvm.py: the same, counted in the executors' JVM.)"""

import json

import pytest
import rowkey_spark as rs
from conftest import PARTITIONS, ROWKEY, repeats, rowkey
from reports import assert_same_report, assert_within_rank_error, cli_report, hash_chore_woker


def analyze_keys(*args, **kwargs):
    return rs.analyze_keys(*args, jvm=False, **kwargs)


def quantile_splits(*args, **kwargs):
    return rs.quantile_splits(*args, jvm=False, **kwargs)


def test_bytes_keys_give_the_report_of_one_file(spark, binary_keys, tmp_path):
    design, keys, path = binary_keys
    rdd = spark.sparkContext.parallelize(keys, PARTITIONS)
    report = analyze_keys(rdd, design)
    # Equal parts of 2^18 keys start at multiples of their windows: the heatmap is exact too.
    assert_same_report(report, cli_report(design, path, "hex"), heat_exact=True, repeats=repeats(keys))
    # The text report is the CLI's, of the same merged partial.
    merged = tmp_path / "merged.partial"
    merged.write_text(report.partial_text() + "\n")
    assert report.text == rowkey("merge", merged).decode()
    assert report.text.startswith(report["name"])


def test_str_keys_give_the_report_of_one_file(spark, text_keys):
    design, keys, path = text_keys
    rdd = spark.sparkContext.parallelize(keys, PARTITIONS + 2)
    report = analyze_keys(rdd, str(design))
    assert_same_report(report, cli_report(design, path, "lines"), repeats=repeats(keys))


def test_a_dataframe_column_goes_through_arrow(spark, binary_keys, text_keys):
    from pyspark.sql import functions as F

    # Small file splits keep the file's order over >= 8 partitions.
    spark.conf.set("spark.sql.files.maxPartitionBytes", "4m")
    design, keys, path = binary_keys
    df = spark.read.text(str(path)).select(F.unhex("value").alias("key"))
    assert df.rdd.getNumPartitions() >= PARTITIONS
    assert_same_report(analyze_keys(df, design), cli_report(design, path, "hex"), repeats=repeats(keys))
    design, keys, path = text_keys
    df = spark.read.text(str(path)).withColumn("n", F.lit(1))
    report = analyze_keys(df, json.loads(design.read_text()), column="value")
    assert_same_report(report, cli_report(design, path, "lines"), repeats=repeats(keys))
    with pytest.raises(ValueError, match="column="):
        analyze_keys(df, design)


def test_quantile_split_keys_are_within_the_stated_rank_error(spark, binary_keys, tmp_path):
    design, keys, _ = binary_keys
    sc = spark.sparkContext
    regions = 16
    # 2 million keys do not fit the quantile sketch: it is compacted, and the note says how far
    # (in rank among the distinct keys) a split key may be from the exact one. A table's keys
    # are distinct: then that is the sketch's own error.
    distinct = list(dict.fromkeys(keys))
    got = quantile_splits(sc.parallelize(distinct, PARTITIONS), design, regions)
    assert len(got) == regions - 1 and got == sorted(got)
    error = assert_within_rank_error(got, hash_chore_woker(distinct, regions), distinct, got.note)
    assert 0 < error < 0.003, got.note
    # With repeated keys the error stated counts them too (the sketch ranks every key).
    got = quantile_splits(sc.parallelize(keys, PARTITIONS), design, regions)
    error = assert_within_rank_error(got, hash_chore_woker(keys, regions), keys, got.note)
    assert error < 0.003 + repeats(keys) / len(distinct), got.note
    # Keys that fit the sketch give HashChoreWoker's keys exactly, as `rowkey split quantile`
    # over the file cuts them.
    some = keys[:6_000] + keys[:500]
    path = tmp_path / "some.hex"
    path.write_text("\n".join(k.hex() for k in some) + "\n")
    cli = [
        bytes.fromhex(k.decode())
        for k in rowkey("split", "quantile", "--regions", regions, "--keys", path, "--keys-format", "hex", "--format", "hex").split()
    ]
    exact = quantile_splits(sc.parallelize(some, PARTITIONS), design, regions)
    assert exact == cli == hash_chore_woker(some, regions)


def test_empty_partitions_change_nothing_and_an_empty_rdd_is_an_empty_report(spark, binary_keys):
    design, keys, path = binary_keys
    sc = spark.sparkContext
    some = keys[:200_000]
    with_empty = sc.parallelize([], 3).union(sc.parallelize(some, 4)).union(sc.parallelize([], 2))
    assert analyze_keys(with_empty, design) == analyze_keys(sc.parallelize(some, 4), design)
    empty = analyze_keys(sc.parallelize([], 2), design)
    assert empty["keys_read"] == 0
    assert analyze_keys(sc.emptyRDD(), design)["keys_read"] == 0


def test_python_and_cli_partials_merge(text_keys, tmp_path):
    design, keys, _ = text_keys
    head, tail = keys[:1000], keys[1000:3000]
    part = rs.Partition(str(design), 0)
    part.add(head)
    ours = part.finish()
    theirs = rowkey("analyze", design, "--keys", "-", "--keys-format", "lines", "--partial", "--part", "1", stdin="\n".join(tail).encode())
    both = tmp_path / "both.lines"
    both.write_text("\n".join(head + tail) + "\n")
    assert_same_report(rs.report_of(rs.merge(ours, theirs)), cli_report(design, both, "lines"), repeats=repeats(head + tail))
    # And the CLI merges ours, from its text form.
    (tmp_path / "ours.partial").write_text(rs.to_text(ours) + "\n")
    (tmp_path / "theirs.partial").write_bytes(theirs)
    merged = rowkey("merge", tmp_path / "ours.partial", tmp_path / "theirs.partial", "--format", "json")
    assert_same_report(json.loads(merged), cli_report(design, both, "lines"), repeats=repeats(head + tail))


def test_what_is_not_a_key_or_a_design_is_named(spark, binary_keys, tmp_path):
    design, _, _ = binary_keys
    sc = spark.sparkContext
    part = rs.Partition(str(design))
    with pytest.raises(TypeError, match=r"key 2 .* int"):
        part.add([b"a", "b", 3])
    with pytest.raises(TypeError, match=r"key 1 .*None"):
        rs.Partition(str(design)).add([b"a", None])
    with pytest.raises(ValueError, match="no-such.json"):
        analyze_keys(sc.parallelize([b"a"]), tmp_path / "no-such.json")
    bad = tmp_path / "bad.json"
    bad.write_text('{"template": "{id | nosuch}", "fields": {"id": "seq()"}}')
    with pytest.raises(ValueError, match="nosuch"):
        analyze_keys(sc.parallelize([b"a"]), bad)
    with pytest.raises(TypeError, match="not a list"):
        analyze_keys([b"a"], design)
    with pytest.raises(ValueError, match="not a rowkey partial"):
        rs.report_of(b"hello")
    assert ROWKEY


def test_pickled_frames_are_read_in_rust_and_other_frames_as_before(spark, binary_keys):
    import numpy as np

    design, keys, _ = binary_keys
    sc = spark.sparkContext
    some = keys[:200_000]
    # numpy's bytes are bytes to the per-key path but pickle as numpy objects: the frames that
    # hold one are read by PySpark's deserializer, the others in Rust.
    mixed = [np.bytes_(k) if i % 5_000 == 0 else k for i, k in enumerate(some)]
    for data in (some, mixed, [k.decode("latin-1") for k in some[:50_000]]):
        rdd = sc.parallelize(data, PARTITIONS)
        assert rs.spark._frames_of(rdd) is not None
        fast = analyze_keys(rdd, design)
        rs.spark._READ_FRAMES = False
        try:
            slow = analyze_keys(rdd, design)
        finally:
            rs.spark._READ_FRAMES = True
        assert fast == slow and fast["keys_read"] == len(data)
    # A map not cached stays in its pipeline: its keys are read one by one.
    mapped = sc.parallelize(some, 2).map(bytes)
    assert rs.spark._frames_of(mapped) is None
    assert rs.spark._frames_of(mapped.cache()) is not None
    # A key too long for HBase is refused on the fast path too, by its place.
    long = some[:10] + [b"x" * 40_000]
    with pytest.raises(Exception, match="key 11|line 11|32767|too long"):
        analyze_keys(sc.parallelize(long, 1), design)


def test_arrow_arrays_of_every_key_type_count_the_same_bytes(binary_keys):
    import pyarrow as pa

    design, keys, _ = binary_keys
    some = keys[:20_000]
    texts = [k.hex() for k in some]

    def partial_of(add):
        part = rs.Partition(str(design), 0)
        add(part)
        return rs.report_of(part.finish())

    want = partial_of(lambda p: p.add(some))
    for kind in (pa.binary(), pa.large_binary()):
        assert partial_of(lambda p: p.add_arrow(pa.array(some, type=kind))) == want
    # A string column counts each key's UTF-8 bytes, as `str` keys do.
    want = partial_of(lambda p: p.add(texts))
    for kind in (pa.string(), pa.large_string()):
        assert partial_of(lambda p: p.add_arrow(pa.array(texts, type=kind))) == want
    # A slice reads from its offset; arrays in several calls count as one.
    sliced = pa.array(some, type=pa.binary())
    assert partial_of(lambda p: (p.add_arrow(sliced.slice(0, 7_000)), p.add_arrow(sliced.slice(7_000)))) == partial_of(
        lambda p: p.add(some)
    )
    # A null key is refused, naming its row; other types are refused naming theirs.
    with pytest.raises(ValueError, match="key 2 .*None"):
        rs.Partition(str(design)).add_arrow(pa.array([b"a", b"b", None], type=pa.binary()))
    with pytest.raises(TypeError, match="int64"):
        rs.Partition(str(design)).add_arrow(pa.array([1, 2]))
