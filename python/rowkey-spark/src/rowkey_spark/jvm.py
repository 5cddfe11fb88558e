"""The JVM path: each partition's keys counted into a partial inside the executor's JVM, by the
Rust core loaded through JNI (``rowkey.spark.RowkeyPartials`` and ``librowkey_jni``, both in
this package's ``_jvm`` folder), so no key crosses into a Python worker; only the partials do.

The session must have the jar on its classpath, which only a session's start can give::

    from rowkey_spark import jvm
    spark = SparkSession.builder.config("spark.jars", jvm.jar()).getOrCreate()

The native library is loaded by each executor from this package's path when it is there (a
local session, or executors with the same environment), else from the copy the driver ships
with ``SparkContext.addFile``, else from ``java.library.path``.
"""

import os
import tempfile
import warnings

from . import _rowkey

_HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "_jvm")
_CLASS = "rowkey.spark.RowkeyPartials"


def jar():
    """The path of the jar to give the session (``spark.jars``), or ``None`` when the package
    was built without its JVM half (no ``javac`` on the machine that built it)."""
    path = os.path.join(_HERE, "rowkey-spark.jar")
    return path if os.path.isfile(path) else None


def library():
    """The path of the native library the executors load, or ``None`` (as :func:`jar`)."""
    path = os.path.join(_HERE, "librowkey_jni.so")
    return path if os.path.isfile(path) else None


# Per SparkContext: the class, or why there is none (said once, as a warning).
_checked = {}


def _missing(why, required=True):
    return _rowkey.text("py.jvm-unavailable" if required else "py.jvm-missing", {"why": why})


def partials_class(sc, required=False):
    """``RowkeyPartials`` through the session's gateway, ready (its native library loads on the
    driver too), or ``None`` after a warning saying why not; with ``required``, ``ValueError``
    instead of the warning."""
    key = id(sc)
    if key not in _checked:
        _checked[key] = _find(sc)
    found = _checked[key]
    if isinstance(found, str):
        if required:
            raise ValueError(_missing(found))
        if not getattr(sc, "_rowkey_jvm_warned", False):
            sc._rowkey_jvm_warned = True
            warnings.warn(_missing(found, required=False), RuntimeWarning, stacklevel=3)
        return None
    return found


def _find(sc):
    lib, path = library(), jar()
    if lib is None or path is None:
        return _rowkey.text("py.jvm-not-built", {})
    try:
        from py4j.java_gateway import JavaClass

        cls = sc._jvm
        for part in _CLASS.split("."):
            cls = getattr(cls, part)
        if not isinstance(cls, JavaClass):
            return _rowkey.text("py.jvm-not-on-classpath", {"path": path})
        if not cls.available(lib):
            return _rowkey.text("py.jvm-cannot-load", {"path": lib, "error": "UnsatisfiedLinkError"})
    except Exception as e:  # a gateway without the class, or a library that does not link
        return _rowkey.text("py.jvm-cannot-load", {"path": lib, "error": f"{type(e).__name__}: {e}"})
    if not sc.master.startswith("local"):
        # Executors on other machines load the copy Spark ships when this path is not there.
        try:
            sc.addFile(lib)
        except Exception:
            pass
    return cls


def column_partials(cls, df, column, design_json, key_types):
    """An RDD of partials (bytes) of ``df``'s column, counted in the JVM."""
    from pyspark.rdd import RDD
    from pyspark.serializers import NoOpSerializer

    field = df.schema[column]
    if field.dataType.typeName() not in key_types:
        raise TypeError(
            _rowkey.text("py.not-a-key", {"index": "0", "type": field.dataType.simpleString()})
        )
    jrdd = cls.ofColumn(df._jdf, column, design_json, library())
    return _counted(cls, RDD(jrdd, df.sparkSession.sparkContext, NoOpSerializer()))


def frame_partials(cls, keys, design_json):
    """An RDD of partials (bytes) of a PySpark RDD whose JVM data are batched pickles."""
    from pyspark.rdd import RDD
    from pyspark.serializers import NoOpSerializer

    jrdd = cls.ofPickledFrames(keys._jrdd, design_json, library())
    return _counted(cls, RDD(jrdd, keys.ctx, NoOpSerializer()))


def _counted(cls, rdd):
    # Marks the RDD's partials as counted in the JVM, where they can be merged too.
    rdd._rowkey_jvm = cls
    return rdd


def merged(rdd, depth):
    """The merged partial of an RDD of partials counted in the JVM, merged there
    (``treeReduce``), without a Python worker; ``None`` when it was not counted in the JVM or
    has no partition."""
    cls = getattr(rdd, "_rowkey_jvm", None)
    if cls is None:
        return None
    # The merged partial comes back through a file: py4j would send its MBs as base64 text,
    # which took longer than the count (the driver's JVM runs on this machine).
    fd, path = tempfile.mkstemp(prefix="rowkey-merged-", suffix=".partial")
    os.close(fd)
    try:
        n = cls.mergedToFile(rdd._jrdd, depth, library(), path)
        if n < 0:
            return None
        with open(path, "rb") as f:
            merged = f.read()
        if len(merged) != n:
            raise OSError(f"{path}: {len(merged)} bytes read, {n} written")
        return merged
    finally:
        os.unlink(path)
