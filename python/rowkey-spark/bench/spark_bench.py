"""The Spark benchmark (`cargo xtask bench --spark`): figures, never a pass or fail.

In one run, on the same keys (the md5-prefixed design of `bench/md5-10m.json`, made by
`rowkey sample`), in Spark local mode on one core (`local[1]`) unless said otherwise:

- keys/s of `analyze_keys` (partitions -> partials in Rust -> treeReduce -> report) and of the
  hand-written job `rdd.map(lambda k: bisect.bisect_right(splits, k)).countByValue()`, over an
  RDD of `bytes` and over a DataFrame's binary column (Arrow for ours, `df.rdd` for the
  hand-written one), best of RUNS; their counts per region must agree; `analyze_keys` twice:
  counting in the Python workers (`jvm=False`) and in the executor's JVM through JNI
  (`jvm=True`, when the package has its JVM half);
- the floors Spark itself sets: handing the RDD's keys to Python and counting them, and
  counting the RDD's pickled frames in the JVM without reading them;
- the same two computations without Spark (a list in memory), to separate Spark's cost;
- a partial's size against the keys it counted;
- the time `rowkey merge` takes over 10,000 partials, and one merge of two full-size ones.

Figures go to standard output and `target/spark-bench.md`.
"""

import bisect
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import time

import rowkey_spark as rs

ROOT = pathlib.Path(__file__).resolve().parents[3]
ROWKEY = os.environ.get("ROWKEY_BIN", str(ROOT / "target" / "release" / "rowkey"))
DESIGN = ROOT / "bench" / "md5-10m.json"
KEYS = int(os.environ.get("SPARK_BENCH_KEYS", "4000000"))
PARTITIONS = 16
RUNS = 3
MERGED = 10_000


def rowkey(*args, stdin=None):
    return subprocess.run([ROWKEY, *map(str, args)], input=stdin, capture_output=True, check=True).stdout


def to_bytes_binary(text):
    """HBase's Bytes.toBytesBinary: `\\xHH` escapes, other characters as their byte."""
    return re.sub(rb"\\x([0-9A-Fa-f]{2})", lambda m: bytes([int(m.group(1), 16)]), text.encode("latin-1"))


def best(f):
    times = []
    result = None
    for _ in range(RUNS):
        start = time.perf_counter()
        result = f()
        times.append(time.perf_counter() - start)
    return min(times), result


def main():
    # The merge timing writes 10,000 partials (about 3 GB of text): the directory goes with
    # the run, whatever ends it.
    with tempfile.TemporaryDirectory(prefix="rowkey-spark-bench-") as work:
        _bench(pathlib.Path(work))


def _bench(work):
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    from pyspark.sql import SparkSession
    from pyspark.sql import functions as F

    hex_path = work / "keys.hex"
    hex_path.write_bytes(rowkey("sample", DESIGN, "--count", KEYS, "--format", "hex"))
    keys = [bytes.fromhex(line) for line in hex_path.read_text().split()]
    design_json = rs.check_design(str(DESIGN))
    report = rs.report_of(_partial(design_json, keys[:1]))
    splits = sorted(to_bytes_binary(r["start"]) for r in report["regions"][1:])
    regions = len(splits) + 1
    rows = []

    def row(what, seconds, keys_counted, note=""):
        rate = keys_counted / seconds
        rows.append((what, seconds, rate, note))
        print(f"{what:<58} {seconds:8.3f} s {rate / 1e6:8.2f} M keys/s {note}", flush=True)
        return rate

    # Without Spark: the per-key work alone, on a list in memory.
    def hand_loop():
        counts = {}
        for r in map(lambda k: bisect.bisect_right(splits, k), keys):
            counts[r] = counts.get(r, 0) + 1
        return counts

    t, _ = best(hand_loop)
    py_rate = row("in memory: Python bisect + dict count", t, len(keys))
    t, _ = best(lambda: _partial(design_json, keys))
    rust_rate = row("in memory: rowkey Partition.add (one call)", t, len(keys))

    builder = SparkSession.builder
    if rs.jvm.jar() is not None:
        builder = builder.config("spark.jars", rs.jvm.jar())
    spark = (
        builder.master("local[1]")
        .appName("rowkey-spark bench")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .config("spark.driver.memory", "4g")
        .config("spark.sql.files.maxPartitionBytes", str(max(1, hex_path.stat().st_size // PARTITIONS + 1)))
        .getOrCreate()
    )
    sc = spark.sparkContext
    sc.setLogLevel("ERROR")

    rdd = sc.parallelize(keys, PARTITIONS).cache()
    rdd.count()
    t, hand = best(lambda: rdd.map(lambda k: bisect.bisect_right(splits, k)).countByValue())
    hand_rdd = row("RDD[bytes]: hand-written map(bisect).countByValue()", t, len(keys))
    t, ours = best(lambda: rs.analyze_keys(rdd, design_json, jvm=False))
    ours_rdd = row("RDD[bytes]: analyze_keys, Python workers (frames in Rust)", t, len(keys))
    _agree(hand, ours, regions)
    jvm = rs.jvm.jar() is not None
    if jvm:
        t, ours = best(lambda: rs.analyze_keys(rdd, design_json, jvm=True))
        jvm_rdd = row("RDD[bytes]: analyze_keys, in the JVM (frames in Rust, JNI)", t, len(keys))
        _agree(hand, ours, regions)
    t, _ = best(lambda: rdd.mapPartitions(lambda it: [sum(1 for _ in it)]).sum())
    row("RDD[bytes]: Spark's floor (keys to Python, counted)", t, len(keys))
    t, _ = best(lambda: rdd._jrdd.count())
    row("RDD[bytes]: Spark's JVM floor (pickled frames counted in the JVM)", t, len(keys))

    df = spark.read.text(str(hex_path)).select(F.unhex("value").alias("key")).cache()
    df.count()
    t, hand = best(lambda: df.rdd.map(lambda r: bisect.bisect_right(splits, r[0])).countByValue())
    hand_df = row("DataFrame: hand-written df.rdd.map(bisect).countByValue()", t, len(keys))
    t, ours = best(lambda: rs.analyze_keys(df, design_json, jvm=False))
    ours_df = row("DataFrame: analyze_keys, Python workers (mapInArrow)", t, len(keys))
    _agree(hand, ours, regions)
    if jvm:
        t, ours = best(lambda: rs.analyze_keys(df, design_json, jvm=True))
        jvm_df = row("DataFrame: analyze_keys, in the JVM (rows in batches, JNI)", t, len(keys))
        _agree(hand, ours, regions)
    spark.stop()

    sizes = []
    for n in (1_000, 10_000, 100_000, 1_000_000, len(keys)):
        partial = _partial(design_json, keys[:n])
        sizes.append((n, len(partial), len(rs.to_text(partial))))
        print(f"partial of {n:>9} keys: {len(partial):>10} bytes binary, {sizes[-1][2]:>10} as text", flush=True)

    merge_rows = _merge_times(design_json, keys, work)

    lines = [
        f"# Spark benchmark ({len(keys):,} keys of `{DESIGN.name}`, {regions} regions, {PARTITIONS} partitions, local[1])",
        "",
        "| what | seconds | M keys/s per core |",
        "|---|---:|---:|",
    ]
    lines += [f"| {w} {n} | {s:.3f} | {r / 1e6:.2f} |" for w, s, r, n in rows]
    lines += [
        "",
        f"Ratio rowkey_spark / hand-written, per core: RDD[bytes] {ours_rdd / hand_rdd:.2f}x, DataFrame {ours_df / hand_df:.2f}x; "
        f"without Spark {rust_rate / py_rate:.2f}x."
        + (
            f" In the JVM: RDD[bytes] {jvm_rdd / hand_rdd:.2f}x, DataFrame {jvm_df / hand_df:.2f}x."
            if jvm
            else " (No JVM path: the package was built without javac.)"
        ),
        "",
        "| keys in the partial | binary bytes | text bytes |",
        "|---:|---:|---:|",
    ]
    lines += [f"| {n:,} | {b:,} | {t:,} |" for n, b, t in sizes]
    lines += ["", *merge_rows]
    out = ROOT / "target" / "spark-bench.md"
    out.write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    print(f"written to {out}")


def _partial(design_json, keys, part=None):
    p = rs.Partition(design_json, part)
    p.add(keys)
    return p.finish()


def _agree(hand, ours, regions):
    counts = [hand.get(i, 0) for i in range(regions)]
    mine = [r["count"] for r in ours["regions"]]
    if counts != mine:
        raise SystemExit(f"the hand-written job and rowkey_spark disagree on the counts per region: {counts[:8]}... != {mine[:8]}...")


def _merge_times(design_json, keys, work):
    """`rowkey merge` over MERGED partials of a slice of keys each, and one merge of two
    partials whose quantile sketches are compacted."""
    per = max(1, min(len(keys) // MERGED, 400))
    path = work / "partials.txt"
    with path.open("w") as out:
        for i in range(MERGED):
            out.write(rs.to_text(_partial(design_json, keys[i * per : (i + 1) * per], i)) + "\n")
    start = time.perf_counter()
    merged = json.loads(rowkey("merge", path, "--format", "json"))
    many = time.perf_counter() - start
    assert merged["keys_read"] == MERGED * per
    half = len(keys) // 2
    a, b = _partial(design_json, keys[:half], 0), _partial(design_json, keys[half:], 1)
    t, _ = best(lambda: rs.merge(a, b))
    print(f"rowkey merge of {MERGED} partials ({per} keys each, {path.stat().st_size:,} bytes of text): {many:.2f} s", flush=True)
    print(f"one merge of two partials of {half:,} keys ({len(a):,} and {len(b):,} bytes): {t:.3f} s", flush=True)
    return [
        f"`rowkey merge` of {MERGED:,} partials ({per} keys each, {path.stat().st_size:,} bytes of text): {many:.2f} s.",
        f"One merge of two partials of {half:,} keys each ({len(a):,} and {len(b):,} bytes, compacted sketches): {t:.3f} s.",
    ]


if __name__ == "__main__":
    main()
