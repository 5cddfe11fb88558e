"""Fixtures: a real Spark in local mode, the release `rowkey` CLI, and key sets it generates."""

import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]
# `cargo xtask spark` builds the CLI and names it here; else the release build, or the debug one.
ROWKEY = os.environ.get("ROWKEY_BIN") or next(
    (str(p) for p in (ROOT / "target" / d / "rowkey" for d in ("release", "debug")) if p.exists()),
    "rowkey",
)

# At least 2 million keys, in at least 8 partitions (the floor). 2^21 keys in all (the
# repeats included): 8 equal partitions then start at multiples of their heatmap windows.
REPEATED = 40_000
KEYS = (1 << 21) - REPEATED
PARTITIONS = 8


def rowkey(*args, stdin=None):
    """Run the CLI; its standard output as bytes. A failure shows its standard error."""
    done = subprocess.run([ROWKEY, *map(str, args)], input=stdin, capture_output=True)
    if done.returncode != 0:
        raise AssertionError(f"rowkey {' '.join(map(str, args))}: {done.stderr.decode()}")
    return done.stdout


@pytest.fixture(scope="session")
def spark():
    # The executors' Python is this one, which has the package installed.
    os.environ["PYSPARK_PYTHON"] = sys.executable
    from pyspark.sql import SparkSession
    from rowkey_spark import jvm

    builder = SparkSession.builder
    # The JVM path's jar, when the package was built with it (`cargo xtask spark` does, where
    # javac is): only a session's start puts a jar on the driver's classpath.
    if jvm.jar() is not None:
        builder = builder.config("spark.jars", jvm.jar())
    session = (
        builder.master("local[2]")
        .appName("rowkey-spark tests")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .config("spark.driver.memory", "2g")
        .getOrCreate()
    )
    session.sparkContext.setLogLevel("ERROR")
    yield session
    session.stop()


def preset(name):
    return ROOT / "presets" / f"{name}.json"


@pytest.fixture(scope="session")
def binary_keys(tmp_path_factory):
    """Keys of a design with raw binary parts (timestamps, sequence bytes: not UTF-8), as
    `rowkey sample` makes them, some repeated; and the same keys in one hex file."""
    lines = rowkey("sample", preset("binary-ts-seq"), "--count", KEYS, "--format", "hex").split()
    lines += lines[:REPEATED]
    path = tmp_path_factory.mktemp("keys") / "binary.hex"
    path.write_bytes(b"\n".join(lines) + b"\n")
    keys = [bytes.fromhex(line.decode()) for line in lines]
    assert any(not _utf8(k) for k in keys[:100])
    return preset("binary-ts-seq"), keys, path


@pytest.fixture(scope="session")
def text_keys(tmp_path_factory):
    """Keys of a salted text design (`str`), some repeated; and the same keys in one file of
    lines."""
    lines = rowkey("sample", preset("iot-metrics"), "--count", KEYS, "--format", "binary").split(b"\n")
    lines = [line for line in lines if line]
    lines += lines[:REPEATED]
    path = tmp_path_factory.mktemp("keys") / "text.lines"
    path.write_bytes(b"\n".join(lines) + b"\n")
    return preset("iot-metrics"), [line.decode() for line in lines], path


def repeats(keys):
    """Keys that repeat an earlier one."""
    return len(keys) - len(set(keys))


def _utf8(key):
    try:
        key.decode("utf-8")
        return True
    except UnicodeDecodeError:
        return False
