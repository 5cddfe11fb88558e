"""The recipe for any engine that runs a program, through Spark's own RDD.pipe: the CLI reads
each partition's keys on standard input and prints one partial line; `rowkey merge` gives the
report of all the keys."""

import rowkey_spark as rs
from conftest import PARTITIONS, ROWKEY, repeats, rowkey
from reports import assert_same_report, cli_report


def pipe_partials(rdd, design, key_format):
    return rdd.pipe(f"{ROWKEY} analyze {design} --keys - --keys-format {key_format} --partial").collect()


def merged_report(lines, tmp_path):
    partials = tmp_path / "partials.txt"
    partials.write_text("\n".join(lines) + "\n")
    return rowkey("merge", partials, "--format", "json")


def test_binary_keys_cross_the_pipe_as_hex(spark, binary_keys, tmp_path):
    import json

    design, keys, path = binary_keys
    # Bytes that are not text cross as hex lines: one `str` per key, read back with --keys-format hex.
    lines = pipe_partials(spark.sparkContext.parallelize(keys, PARTITIONS).map(bytes.hex), design, "hex")
    assert len(lines) == PARTITIONS and all(line.startswith("rowkey-partial-v5:") for line in lines)
    assert_same_report(json.loads(merged_report(lines, tmp_path)), cli_report(design, path, "hex"), repeats=repeats(keys))


def test_text_keys_cross_the_pipe_as_lines(spark, text_keys, tmp_path):
    import json

    design, keys, path = text_keys
    lines = pipe_partials(spark.sparkContext.parallelize(keys, PARTITIONS), design, "lines")
    assert_same_report(json.loads(merged_report(lines, tmp_path)), cli_report(design, path, "lines"), repeats=repeats(keys))


def test_an_empty_partition_prints_an_empty_partial(spark, binary_keys, tmp_path):
    import json

    design, keys, _ = binary_keys
    sc = spark.sparkContext
    lines = pipe_partials(sc.parallelize([], 3), design, "hex")
    assert len(lines) == 3
    assert all(rs.summary(line.encode())[0] == 0 for line in lines)
    assert json.loads(merged_report(lines, tmp_path))["keys_read"] == 0
    # Empty partials among full ones merge as nothing.
    some = sc.parallelize(keys[:100_000], 2).map(bytes.hex)
    mixed = pipe_partials(sc.parallelize([], 1).union(some).union(sc.parallelize([], 1)), design, "hex")
    plain = pipe_partials(some, design, "hex")
    assert len(mixed) == 4
    assert json.loads(merged_report(mixed, tmp_path)) == json.loads(merged_report(plain, tmp_path))
