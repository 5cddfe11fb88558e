"""RowKey Playground's key analysis where the keys live: inside PySpark.

One call over an RDD (or a DataFrame column) of row keys, ``bytes`` or ``str``, gives the report
``rowkey analyze DESIGN --keys FILE --format json`` gives over the same keys in one file::

    from rowkey_spark import analyze_keys, quantile_splits
    report = analyze_keys(rdd, "design.json")        # a dict, as the CLI's JSON
    print(report.text)                               # the CLI's text report
    splits = quantile_splits(rdd, "design.json", 16) # 15 split keys, bytes
    by_bytes = quantile_splits(pairs, "design.json", 16, by="bytes")  # (key, size) pairs

Each partition's keys are counted in Rust in one call per partition (``mapPartitionsWithIndex``,
or ``mapInArrow`` for a DataFrame) into a *partial* — the versioned bytes
``rowkey analyze --partial`` writes — and the partials are tree-merged (``treeAggregate``) into
one, which gives the report. With the package's jar on the session's classpath
(``spark.jars``, :func:`rowkey_spark.jvm.jar`) the partitions are counted in the executors' JVM
instead, through JNI, and no key crosses into a Python worker.
"""

from . import _rowkey, jvm
from ._rowkey import Merger, Partition, check_design, from_text, merge, report_json, split_keys, summary, to_text
from .spark import Report, SplitKeys, analyze_keys, partials, quantile_splits, report_of, sized_partials

__all__ = [
    "Merger",
    "Partition",
    "Report",
    "SplitKeys",
    "analyze_keys",
    "check_design",
    "from_text",
    "jvm",
    "merge",
    "partials",
    "quantile_splits",
    "report_json",
    "report_of",
    "sized_partials",
    "split_keys",
    "summary",
    "to_text",
]
