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

Every Spark job is measured on a warm JVM: each contender runs once untimed first (the JIT
compiles Spark's code, the partitions are cached), then RUNS timed rounds in which the
contenders take turns, and the best of each is kept; the machine's load average
(`/proc/loadavg`) is stated at the start and at the end of the run.

Run with `cargo xtask bench --spark` (SPARK_BENCH_KEYS=2000000 for another key count,
SPARK_BENCH_PARTITIONS=8 for another partition count, 16 by default: a table of 10^10 keys is
read in partitions of millions of keys, and the fewer keys a partition holds, the larger the
share of the per-task and per-partial fixed cost; SPARK_BENCH_MERGE=0 leaves out the
10,000-partial merge). Figures go to standard output and
`target/spark-bench.md`.

Where the JVM path's time goes: with ROWKEY_SPARK_TIMING=1 in the environment, the JVM half
prints each task's stages (opening the partition, Spark handing the frames over, counting them
through JNI, finishing the partial) and the driver's (the job up to the collected partials, the
merge) to standard error; `cargo run --release -p rowkey-partition --example stages` times the
native stages alone, without Spark (and runs under callgrind for instruction counts).
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
PARTITIONS = int(os.environ.get("SPARK_BENCH_PARTITIONS", "16"))
RUNS = int(os.environ.get("SPARK_BENCH_RUNS", "3"))
MERGED = 10_000
MERGE = os.environ.get("SPARK_BENCH_MERGE", "1") != "0"


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


def loadavg():
    """The 1, 5 and 15 minute load averages, as /proc/loadavg gives them."""
    try:
        return " ".join(pathlib.Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "unknown"


def warm_best(contenders):
    """Each (name, job) run once untimed (warm-up), then RUNS rounds taking turns; the best time
    of each and its last result, by name."""
    results = {name: job() for name, job in contenders}
    times = {name: [] for name, _ in contenders}
    for _ in range(RUNS):
        for name, job in contenders:
            start = time.perf_counter()
            results[name] = job()
            times[name].append(time.perf_counter() - start)
    return {name: (min(times[name]), results[name], times[name]) for name, _ in contenders}


def main():
    # The merge timing writes 10,000 partials (about 3 GB of text): the directory goes with
    # the run, whatever ends it.
    with tempfile.TemporaryDirectory(prefix="rowkey-spark-bench-") as work:
        _bench(pathlib.Path(work))


def _bench(work):
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    from pyspark.sql import SparkSession
    from pyspark.sql import functions as F

    load_start = loadavg()
    print(f"load average at the start: {load_start}", flush=True)
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

    jvm = rs.jvm.jar() is not None
    rdd = sc.parallelize(keys, PARTITIONS).cache()
    rdd.count()
    contenders = [
        ("hand", lambda: rdd.map(lambda k: bisect.bisect_right(splits, k)).countByValue()),
        ("python", lambda: rs.analyze_keys(rdd, design_json, jvm=False)),
    ]
    if jvm:
        contenders.append(("jvm", lambda: rs.analyze_keys(rdd, design_json, jvm=True)))
    contenders += [
        ("floor", lambda: rdd.mapPartitions(lambda it: [sum(1 for _ in it)]).sum()),
        ("jvm floor", lambda: rdd._jrdd.count()),
    ]
    got = warm_best(contenders)
    for name in ("python", "jvm"):
        if name in got:
            _agree(got["hand"][1], got[name][1], regions)
    names = {
        "hand": "RDD[bytes]: hand-written map(bisect).countByValue()",
        "python": "RDD[bytes]: analyze_keys, Python workers (frames in Rust)",
        "jvm": "RDD[bytes]: analyze_keys, in the JVM (frames in Rust, JNI)",
        "floor": "RDD[bytes]: Spark's floor (keys to Python, counted)",
        "jvm floor": "RDD[bytes]: Spark's JVM floor (pickled frames counted in the JVM)",
    }
    rdd_rate = {}
    for name, _ in contenders:
        t, _, all_times = got[name]
        rdd_rate[name] = row(names[name], t, len(keys), _spread(all_times))

    df = spark.read.text(str(hex_path)).select(F.unhex("value").alias("key")).cache()
    df.count()
    contenders = [
        ("hand", lambda: df.rdd.map(lambda r: bisect.bisect_right(splits, r[0])).countByValue()),
        ("python", lambda: rs.analyze_keys(df, design_json, jvm=False)),
    ]
    if jvm:
        contenders.append(("jvm", lambda: rs.analyze_keys(df, design_json, jvm=True)))
    got = warm_best(contenders)
    for name in ("python", "jvm"):
        if name in got:
            _agree(got["hand"][1], got[name][1], regions)
    names = {
        "hand": "DataFrame: hand-written df.rdd.map(bisect).countByValue()",
        "python": "DataFrame: analyze_keys, Python workers (mapInArrow)",
        "jvm": "DataFrame: analyze_keys, in the JVM (rows in batches, JNI)",
    }
    df_rate = {}
    for name, _ in contenders:
        t, _, all_times = got[name]
        df_rate[name] = row(names[name], t, len(keys), _spread(all_times))
    spark.stop()
    load_end = loadavg()

    sizes = []
    for n in (1_000, 10_000, 100_000, 1_000_000, len(keys)):
        partial = _partial(design_json, keys[:n])
        sizes.append((n, len(partial), len(rs.to_text(partial))))
        print(f"partial of {n:>9} keys: {len(partial):>10} bytes binary, {sizes[-1][2]:>10} as text", flush=True)

    merge_rows = _merge_times(design_json, keys, work) if MERGE else ["(The merge timings were left out: SPARK_BENCH_MERGE=0.)"]

    def ratio(rates, name):
        return f"{rates[name] / rates['hand']:.2f}x" if name in rates else "no JVM path (built without javac)"

    lines = [
        f"# Spark benchmark ({len(keys):,} keys of `{DESIGN.name}`, {regions} regions, {PARTITIONS} partitions, local[1])",
        "",
        f"Load average (1, 5, 15 min) at the start: {load_start}; at the end of the Spark jobs: {load_end}; "
        f"{os.cpu_count()} cores. Each Spark job ran once untimed on the same warm JVM, then "
        f"{RUNS} timed rounds taking turns with the others; the best is shown, all of them in brackets. "
        "local[1]: one core, so keys/s is keys/s per core.",
        "",
        "| against the hand-written job, per core | RDD of `bytes` | DataFrame |",
        "|---|---:|---:|",
        f"| `analyze_keys`, in the JVM | {ratio(rdd_rate, 'jvm')} | {ratio(df_rate, 'jvm')} |",
        f"| `analyze_keys`, Python workers | {ratio(rdd_rate, 'python')} | {ratio(df_rate, 'python')} |",
        f"| without Spark (a list in memory) | {rust_rate / py_rate:.2f}x | |",
        "",
        "| what | seconds (best) | M keys/s per core |",
        "|---|---:|---:|",
    ]
    lines += [f"| {w} {n} | {s:.3f} | {r / 1e6:.2f} |" for w, s, r, n in rows]
    lines += [
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


def _spread(times):
    return "(" + ", ".join(f"{t:.3f}" for t in times) + " s)"


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
