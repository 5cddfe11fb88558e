"""The JVM path on a real Spark: each partition's keys counted in the executor's JVM by the Rust
core through JNI (no key crosses into a Python worker), merged in the JVM; the report over >= 2
million keys in >= 8 partitions equals `rowkey analyze --keys` over the same keys in one file,
and bad input gets the Python path's messages."""

import glob
import json
import os
import tempfile
import warnings

import pytest
import rowkey_spark as rs
from conftest import PARTITIONS, repeats
from reports import assert_same_report, cli_report, hash_chore_woker
from rowkey_spark import jvm

pytestmark = pytest.mark.skipif(jvm.jar() is None, reason="built without javac: no JVM path")


def test_bytes_keys_counted_in_the_jvm_give_the_report_of_one_file(spark, binary_keys):
    design, keys, path = binary_keys
    rdd = spark.sparkContext.parallelize(keys, PARTITIONS)
    assert rs.spark._batched_pickles(rdd)
    report = rs.analyze_keys(rdd, design, jvm=True)
    # Equal parts of 2^18 keys start at multiples of their windows: the heatmap is exact too.
    assert_same_report(report, cli_report(design, path, "hex"), heat_exact=True, repeats=repeats(keys))
    # The default counts in the JVM when the session has the jar. (The merged partials' bytes
    # may differ: the quantile sketch depends on the order of the merges, which Spark does not
    # fix.)
    again = rs.analyze_keys(rdd, design)
    assert_same_report(again, report, heat_exact=True, repeats=repeats(keys))


def test_str_keys_and_a_python_map_counted_in_the_jvm(spark, text_keys):
    design, keys, path = text_keys
    sc = spark.sparkContext
    report = rs.analyze_keys(sc.parallelize(keys, PARTITIONS + 2), str(design), jvm=True)
    assert_same_report(report, cli_report(design, path, "lines"), repeats=repeats(keys))
    # A map runs in a Python worker, which hands its output to the JVM as pickled frames: the
    # counting still happens in the JVM, and gives what the Python path gives.
    some = keys[:100_000]
    mapped = sc.parallelize([k.encode() for k in some], 4).map(bytes.decode)
    got = rs.analyze_keys(mapped, design, jvm=True)
    assert_same_report(got, rs.analyze_keys(mapped, design, jvm=False), repeats=repeats(some))


def test_dataframe_columns_counted_in_the_jvm(spark, binary_keys, text_keys):
    from pyspark.sql import functions as F

    # Small file splits keep the file's order over >= 8 partitions.
    spark.conf.set("spark.sql.files.maxPartitionBytes", "4m")
    design, keys, path = binary_keys
    df = spark.read.text(str(path)).select(F.unhex("value").alias("key"))
    assert df.rdd.getNumPartitions() >= PARTITIONS
    got = rs.analyze_keys(df, design, jvm=True)
    assert_same_report(got, cli_report(design, path, "hex"), repeats=repeats(keys))
    design, keys, path = text_keys
    df = spark.read.text(str(path)).withColumn("n", F.lit(1))
    report = rs.analyze_keys(df, json.loads(design.read_text()), column="value", jvm=True)
    assert_same_report(report, cli_report(design, path, "lines"), repeats=repeats(keys))
    python_path = rs.analyze_keys(df, design, column="value", jvm=False)
    assert_same_report(report, python_path, repeats=repeats(keys))


def test_empty_partitions_and_split_keys_in_the_jvm(spark, binary_keys):
    design, keys, _ = binary_keys
    sc = spark.sparkContext
    some = keys[:6_000] + keys[:500]
    with_empty = sc.parallelize([], 3).union(sc.parallelize(some, 4)).union(sc.parallelize([], 2))
    assert rs.analyze_keys(with_empty, design, jvm=True) == rs.analyze_keys(sc.parallelize(some, 4), design, jvm=False)
    assert rs.analyze_keys(sc.parallelize([], 2), design, jvm=True)["keys_read"] == 0
    # 64 partials merged in two levels in the executors (16 groups, then 4), then on the driver.
    many = sc.parallelize(some, 64)
    assert rs.analyze_keys(many, design, depth=3, jvm=True) == rs.analyze_keys(many, design, jvm=False)
    # Keys that fit the sketch: HashChoreWoker's keys exactly.
    exact = rs.quantile_splits(sc.parallelize(some, PARTITIONS), design, 16, jvm=True)
    assert exact == hash_chore_woker(some, 16)


def test_the_merged_partial_comes_back_through_a_file_left_nowhere(spark, binary_keys):
    design, keys, _ = binary_keys
    sc = spark.sparkContext
    left = os.path.join(tempfile.gettempdir(), "rowkey-merged-*")
    before = set(glob.glob(left))
    parts = rs.partials(sc.parallelize(keys[:20_000], 4), str(design), None, True)
    merged = jvm.merged(parts, 2)
    # The same bytes py4j hands back as a return value (the slow way, for long partials).
    assert merged == bytes(parts._rowkey_jvm.merged(parts._jrdd, 2, jvm.library()))
    assert rs.report_of(merged)["keys_read"] == 20_000
    # No partition at all: nothing is merged or written.
    from pyspark.rdd import RDD
    from pyspark.serializers import NoOpSerializer

    none = jvm._counted(parts._rowkey_jvm, RDD(sc._jsc.emptyRDD(), sc, NoOpSerializer()))
    assert jvm.merged(none, 2) is None
    assert set(glob.glob(left)) == before


def _refusal(call):
    with pytest.raises(Exception) as caught:
        call()
    return str(caught.value)


def test_what_is_not_a_key_gets_the_python_paths_message(spark, binary_keys):
    design, _, _ = binary_keys
    sc = spark.sparkContext
    for jvm_path in (True, False):
        text = _refusal(lambda: rs.analyze_keys(sc.parallelize([b"a", b"b", 3], 1), design, jvm=jvm_path))
        assert "key 2 of the partition is a int" in text, text
        text = _refusal(lambda: rs.analyze_keys(sc.parallelize([b"a", None], 1), design, jvm=jvm_path))
        assert "key 1 of the partition is null (None)" in text, text
        df = spark.createDataFrame([("a",), (None,), ("c",)], "key string").coalesce(1)
        text = _refusal(lambda: rs.analyze_keys(df, design, jvm=jvm_path))
        assert "key 1 of the partition is null (None)" in text, text
        df = spark.createDataFrame([(1,), (2,)], "key int")
        text = _refusal(lambda: rs.analyze_keys(df, design, jvm=jvm_path))
        assert "key 0 of the partition is a " in text and "int" in text, text
        assert "keys are bytes, bytearray or str" in text, text
    # A key too long for HBase is refused by its place, as on the Python path.
    text = _refusal(lambda: rs.analyze_keys(sc.parallelize([b"k"] * 10 + [b"x" * 40_000], 1), design, jvm=True))
    assert "11" in text and "32767" in text, text


def test_objects_the_jvm_cannot_rebuild_are_named(spark, binary_keys):
    import numpy as np

    design, keys, _ = binary_keys
    sc = spark.sparkContext
    # numpy's bytes pickle as numpy objects: the Python path reads them, the JVM's unpickler
    # cannot, and says so rather than counting anything else.
    mixed = [np.bytes_(keys[0])] + keys[1:100]
    text = _refusal(lambda: rs.analyze_keys(sc.parallelize(mixed, 1), design, jvm=True))
    assert "key 0 of the partition" in text and "cannot read" in text, text
    assert rs.analyze_keys(sc.parallelize(mixed, 1), design, jvm=False)["keys_read"] == 100


def test_without_the_jvm_half_the_python_path_runs_and_says_so(spark, binary_keys, monkeypatch):
    design, keys, _ = binary_keys
    rdd = spark.sparkContext.parallelize(keys[:50_000], 4)
    expected = rs.analyze_keys(rdd, design, jvm=False)
    monkeypatch.setattr(jvm, "library", lambda: None)
    monkeypatch.setattr(jvm, "_checked", {})
    monkeypatch.delattr(spark.sparkContext, "_rowkey_jvm_warned", raising=False)
    with pytest.raises(ValueError, match="JVM counting path is not available"):
        rs.analyze_keys(rdd, design, jvm=True)
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        assert rs.analyze_keys(rdd, design) == expected
    assert any("JVM counting path is not available" in str(w.message) for w in said)
