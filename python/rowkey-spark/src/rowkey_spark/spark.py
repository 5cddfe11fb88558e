"""The PySpark calls: partitions -> partials -> tree-merge -> report."""

import io
import json
import struct
from importlib.util import find_spec

from . import _rowkey


def _fold(merger, partial):
    # Python functions, so Spark pickles them by reference to this module.
    return merger.add(partial)


def _combine(a, b):
    return a.absorb(b)


def _rdd_partials(design_json):
    def partial(index, keys):
        part = _rowkey.Partition(design_json, index)
        # One call: Rust pulls every key of the partition from the iterator.
        part.add(keys)
        yield part.finish()

    return partial


# Read an RDD's pickled frames in Rust when they are PySpark's batched pickles (the driver
# decides; the tests turn it off to compare with the per-key path).
_READ_FRAMES = True

# Frames handed to Rust per call: few Python calls, little held at once.
_FRAMES_PER_CALL = 64


def _frames_of(keys):
    """``(raw, deserializer)``: the RDD's frames as ``bytes`` (an RDD over the same JVM data read
    with PySpark's no-op serializer) and the deserializer they were written for; ``None`` when
    its keys are not kept as batched pickles, or when reading them raw would split a pipeline of
    Python functions in two (a ``map`` not cached)."""
    if not _READ_FRAMES:
        return None
    try:
        # Private PySpark names (checked on the pinned version by the tests); any change falls
        # back to the per-key path.
        from pyspark.rdd import RDD, PipelinedRDD
        from pyspark.serializers import BatchedSerializer, CPickleSerializer, NoOpSerializer
    except ImportError:
        return None
    deserializer = getattr(keys, "_jrdd_deserializer", None)
    if not isinstance(deserializer, BatchedSerializer) or not isinstance(
        getattr(deserializer, "serializer", None), CPickleSerializer
    ):
        return None
    if isinstance(keys, PipelinedRDD) and keys._is_pipelinable():
        return None
    try:
        return RDD(keys._jrdd, keys.ctx, NoOpSerializer()), deserializer
    except Exception:
        return None


def _unpickled(frame, deserializer):
    """The keys of one frame, read by the deserializer it was written for."""
    if frame is None:
        return [None]
    return list(deserializer.load_stream(io.BytesIO(struct.pack("!i", len(frame)) + frame)))


def _add_frames(part, frames, deserializer):
    while frames:
        read = part.add_pickled(frames)
        if read == len(frames):
            return
        # A frame holding anything but keys Rust reads: the real deserializer, key by key.
        part.add(_unpickled(frames[read], deserializer))
        frames = frames[read + 1 :]


def _frame_partials(design_json, deserializer):
    def partial(index, frames):
        part = _rowkey.Partition(design_json, index)
        chunk = []
        for frame in frames:
            chunk.append(frame)
            if len(chunk) == _FRAMES_PER_CALL:
                _add_frames(part, chunk, deserializer)
                chunk = []
        _add_frames(part, chunk, deserializer)
        yield part.finish()

    return partial


def _arrow_partials(design_json):
    def partial(batches):
        import pyarrow as pa
        from pyspark import TaskContext

        ctx = TaskContext.get()
        part = _rowkey.Partition(design_json, ctx.partitionId() if ctx else None)
        for batch in batches:
            part.add_arrow(batch.column(0))
        yield pa.RecordBatch.from_arrays([pa.array([part.finish()], type=pa.binary())], names=["partial"])

    return partial


def _arrow_ready():
    return find_spec("pyarrow") is not None and find_spec("pandas") is not None


def _is_dataframe(keys):
    return all(hasattr(keys, a) for a in ("mapInArrow", "select", "columns"))


def _jvm_class(keys, jvm):
    """``RowkeyPartials`` when the JVM path is asked for (``jvm`` true) or allowed (``None``)
    and available, else ``None``."""
    if jvm is False:
        return None
    ctx = keys.sparkSession.sparkContext if _is_dataframe(keys) else getattr(keys, "ctx", None)
    if ctx is None:
        return None
    from . import jvm as jvm_path

    return jvm_path.partials_class(ctx, required=bool(jvm))


def _batched_pickles(keys):
    """Whether the RDD's JVM data are PySpark's batched pickles (one pickled list a frame)."""
    try:
        from pyspark.serializers import BatchedSerializer, CPickleSerializer
    except ImportError:
        return False
    deserializer = getattr(keys, "_jrdd_deserializer", None)
    return isinstance(deserializer, BatchedSerializer) and isinstance(
        getattr(deserializer, "serializer", None), CPickleSerializer
    )


def partials(keys, design, column=None, jvm=None):
    """An RDD of partials (``bytes``, binary form), one per partition of ``keys``.

    ``keys`` is an RDD of ``bytes``/``bytearray``/``str`` keys, or a DataFrame whose key column
    (``column``, or its only column) is binary or string. ``design`` is the design as a dict,
    its JSON text, or the path of a design file (read here, on the driver). ``jvm``: count in
    the executors' JVM (``rowkey_spark.jvm``) when ``True`` (``ValueError`` when it cannot),
    in the Python workers when ``False``, and in the JVM when it can when ``None`` (a warning
    says when it cannot).
    """
    design_json = check_design(design)
    if _is_dataframe(keys):
        if column is None:
            if len(keys.columns) != 1:
                raise ValueError(_rowkey.text("py.which-column", {"columns": ", ".join(keys.columns)}))
            column = keys.columns[0]
        cls = _jvm_class(keys, jvm)
        if cls is not None:
            from . import jvm as jvm_path

            return jvm_path.column_partials(cls, keys, column, design_json, ("binary", "string"))
        selected = keys.select(column)
        if _arrow_ready():
            return selected.mapInArrow(_arrow_partials(design_json), "partial binary").rdd.map(
                lambda row: bytes(row[0])
            )
        keys = selected.rdd.map(lambda row: row[0])
    if not hasattr(keys, "mapPartitionsWithIndex"):
        raise TypeError(_rowkey.text("py.not-keys", {"type": type(keys).__name__}))
    if _batched_pickles(keys):
        cls = _jvm_class(keys, jvm)
        if cls is not None:
            from . import jvm as jvm_path

            # A pipeline of Python functions still runs in a Python worker, which hands its
            # output to the JVM as pickled frames; only the counting moves.
            return jvm_path.frame_partials(cls, keys, design_json)
    elif jvm:
        from . import jvm as jvm_path

        why = _rowkey.text("py.jvm-not-pickles", {"type": type(keys._jrdd_deserializer).__name__})
        raise ValueError(jvm_path._missing(why))
    frames = _frames_of(keys)
    if frames is not None:
        raw, deserializer = frames
        return raw.mapPartitionsWithIndex(_frame_partials(design_json, deserializer))
    return keys.mapPartitionsWithIndex(_rdd_partials(design_json))


def _sized_partials(design_json):
    def partial(index, rows):
        part = _rowkey.Partition(design_json, index, True)
        # One call: Rust pulls every (key, size) pair of the partition from the iterator.
        part.add_sized(rows)
        yield part.finish()

    return partial


def sized_partials(rows, design, column=None, size_column="bytes"):
    """An RDD of partials with row sizes (``bytes``, binary form), one per partition, as
    ``rowkey analyze DESIGN --keys - --keys-sizes --partial`` makes them from ``key<TAB>bytes``
    lines: they carry each region's bytes and the byte-weighted quantile sketch.

    ``rows`` is an RDD of ``(key, size)`` pairs (a key as :func:`partials` takes it; a size an
    ``int`` of bytes, 0 to 1 GiB), or a DataFrame with a key column (``column``, or its only
    column besides ``size_column``) and an integer size column (``size_column``). Counted in the
    Python workers: the JVM path counts keys only. A row of another shape or a bad size is
    refused (``TypeError``/``ValueError``) naming its place in its partition.
    """
    design_json = check_design(design)
    if _is_dataframe(rows):
        if column is None:
            others = [c for c in rows.columns if c != size_column]
            if len(others) != 1:
                raise ValueError(_rowkey.text("py.which-column", {"columns": ", ".join(rows.columns)}))
            column = others[0]
        # Rows are tuples: each is a (key, size) pair as it is.
        rows = rows.select(column, size_column).rdd
    if not hasattr(rows, "mapPartitionsWithIndex"):
        raise TypeError(_rowkey.text("py.not-keys", {"type": type(rows).__name__}))
    return rows.mapPartitionsWithIndex(_sized_partials(design_json))


def check_design(design):
    """The design's JSON, checked: a dict, JSON text, or a design file's path (``str`` or
    ``os.PathLike``). Raises ``ValueError`` saying what is wrong and where."""
    if isinstance(design, dict):
        design = json.dumps(design)
    elif hasattr(design, "__fspath__"):
        design = design.__fspath__()
    return _rowkey.check_design(design)


def _merged(keys, design, column, depth, jvm):
    design_json = check_design(design)
    parts = partials(keys, design_json, column, jvm)
    from . import jvm as jvm_path

    if getattr(parts, "_rowkey_jvm", None) is not None:
        # Counted in the JVM: merged there too, never passing through a Python worker.
        merged = jvm_path.merged(parts, depth)
        return merged if merged is not None else _rowkey.Partition(design_json, None).finish()
    # Each task folds its partials into one Merger, read once and shipped on as one partial.
    merged = parts.treeAggregate(_rowkey.Merger(), _fold, _combine, depth).partial()
    return merged if merged is not None else _rowkey.Partition(design_json, None).finish()


class Report(dict):
    """The report on every key, as ``rowkey merge --format json`` prints it, as a dict; with
    ``.text`` (the text report), ``.partial`` (the merged partial, binary form) and
    ``.split_keys(regions)``."""

    def __init__(self, partial):
        super().__init__(json.loads(_rowkey.report_json(partial)))
        self.partial = bytes(partial)

    @property
    def text(self):
        """The text report, as ``rowkey merge`` prints it."""
        return _rowkey.report_text(self.partial)

    def partial_text(self):
        """The merged partial's one-line text form, for ``rowkey merge`` or a file."""
        return _rowkey.to_text(self.partial)

    def split_keys(self, regions):
        """HashChoreWoker's split keys for ``regions`` regions (see ``quantile_splits``)."""
        return SplitKeys(*_rowkey.split_keys(self.partial, regions))


class SplitKeys(list):
    """Split keys (``bytes``, sorted), with ``.note``: what they were cut from, and the rank
    error when the quantile sketch holds fewer keys than it counted."""

    def __init__(self, keys, note):
        super().__init__(keys)
        self.note = note


def report_of(partial):
    """The :class:`Report` of a partial (either form), e.g. one merged elsewhere."""
    return Report(_rowkey.from_text(partial))


def analyze_keys(keys, design, column=None, depth=2, jvm=None):
    """The report on every key of ``keys`` against ``design``'s splits: equal in every exact
    field to ``rowkey analyze DESIGN --keys FILE --format json`` over the same keys in one file.

    ``keys``: an RDD of ``bytes``/``bytearray``/``str`` (a ``str`` counts as its UTF-8 bytes),
    or a DataFrame with a binary or string key column (``column``, or its only one).
    ``design``: a dict, JSON text, or a design file's path. ``depth``: ``treeAggregate``'s depth.
    ``jvm``: where the keys are counted (see :func:`partials`).
    """
    return Report(_merged(keys, design, column, depth, jvm))


def quantile_splits(keys, design, regions, column=None, depth=2, jvm=None, by="keys", size_column="bytes"):
    """HashChoreWoker's split keys for ``regions`` regions over ``keys`` (``bytes``, sorted), as
    ``rowkey split quantile`` cuts them; ``.note`` states the rank error when the quantile
    sketch holds fewer keys than it counted. Arguments as :func:`analyze_keys`.

    ``by="bytes"`` cuts regions of equal bytes instead, as ``rowkey split quantile
    --from-partial F... --by bytes`` does: ``keys`` is then an RDD of ``(key, size)`` pairs or a
    DataFrame with a key column and a size column (``size_column``), see :func:`sized_partials`;
    exact while the byte-weighted sketch holds every row, otherwise within the rank error
    ``.note`` states as a share of all the bytes. The pairs are counted in the Python workers:
    ``jvm=True`` is refused with ``ValueError``."""
    if by == "bytes":
        if jvm:
            raise ValueError(_rowkey.text("py.jvm-by-bytes", {}))
        design_json = check_design(design)
        parts = sized_partials(keys, design_json, column, size_column)
        merged = parts.treeAggregate(_rowkey.Merger(), _fold, _combine, depth).partial()
        if merged is None:
            merged = _rowkey.Partition(design_json, None, True).finish()
        return SplitKeys(*_rowkey.split_keys(merged, regions, "bytes"))
    if by != "keys":
        raise ValueError(_rowkey.text("py.bad-by", {"why": repr(by)}))
    merged = _merged(keys, design, column, depth, jvm)
    return SplitKeys(*_rowkey.split_keys(merged, regions))
