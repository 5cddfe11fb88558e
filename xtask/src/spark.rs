//! `cargo xtask spark`: the Python package `rowkey-spark` (python/rowkey-spark, its Rust half
//! crates/rowkey-py) built into a virtual environment under `target/py/venv` and its tests run on
//! a real Spark in local mode. `cargo xtask ready` runs it; `cargo xtask bench --spark` uses the
//! same environment for the Spark benchmark (`python/rowkey-spark/bench/spark_bench.py`).
//!
//! Everything is installed only when missing: the environment is made once (Debian's
//! `python3-venv` installed first when `python3 -m venv` cannot make it), and the pinned
//! packages are installed only when the environment's marker does not name exactly these pins
//! (PySpark is about 450 MB; pip's cache keeps it across fresh clones).

use crate::{cmd, root, run_cmd};
use std::path::{Path, PathBuf};

/// What the environment holds, pinned. PySpark 3.5 runs on Java 17; pyarrow and pandas are what
/// its `DataFrame.mapInArrow` needs; numpy below 2, as PySpark 3.5 was built against.
const PINS: &[&str] = &[
    "pyspark==3.5.9",
    "pyarrow==17.0.0",
    "pandas==2.2.3",
    "numpy==1.26.4",
    "maturin==1.16.0",
    "pytest==8.3.5",
];

/// The file in the environment naming the pins it was installed with.
const MARKER: &str = "rowkey-pins.txt";

/// The environment.
pub fn venv() -> PathBuf {
    root().join("target").join("py").join("venv")
}

/// The environment's Python.
pub fn python() -> PathBuf {
    venv().join("bin").join("python")
}

fn succeeds(program: &str, args: &[&str]) -> bool {
    cmd(program, args)
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false)
}

fn apt_install(packages: &[&str]) -> Result<(), String> {
    crate::run("apt-get", &["update"])?;
    let mut args = vec!["install", "-y"];
    args.extend(packages);
    let mut c = cmd("apt-get", &args);
    c.env("DEBIAN_FRONTEND", "noninteractive");
    run_cmd(c)
}

/// Java for Spark: Debian's OpenJDK 17 when no `java` runs.
fn java() -> Result<(), String> {
    if succeeds("java", &["-version"]) {
        return Ok(());
    }
    eprintln!("xtask: installing Debian's openjdk-17-jre-headless for Spark");
    apt_install(&["openjdk-17-jre-headless"])
}

/// The virtual environment with the pinned packages, made or completed as needed.
pub fn setup() -> Result<(), String> {
    java()?;
    let venv = venv();
    let venv_arg = venv.to_string_lossy().into_owned();
    if !python().exists() && !succeeds("python3", &["-m", "venv", &venv_arg]) {
        // Debian's python3 makes environments only with python3-venv (ensurepip).
        let _ = std::fs::remove_dir_all(&venv);
        eprintln!("xtask: installing Debian's python3-venv");
        apt_install(&["python3-venv"])?;
        crate::run("python3", &["-m", "venv", &venv_arg])?;
    }
    let marker = venv.join(MARKER);
    let want = PINS.join("\n") + "\n";
    if std::fs::read_to_string(&marker).ok().as_deref() == Some(want.as_str()) {
        return Ok(());
    }
    eprintln!(
        "xtask: installing {} into {}",
        PINS.join(" "),
        venv.display()
    );
    let python = python().to_string_lossy().into_owned();
    let mut args = vec![python.as_str(), "-m", "pip", "install", "--quiet"];
    args.extend(PINS);
    run_cmd(cmd(args[0], &args[1..]))?;
    std::fs::write(&marker, want).map_err(|e| format!("cannot write {}: {e}", marker.display()))
}

/// Where the package keeps its JVM half (the jar and the native library), inside the Python
/// package so the wheel carries them and `rowkey_spark.jvm` finds them by its own path.
fn jvm_dir() -> PathBuf {
    root()
        .join("python")
        .join("rowkey-spark")
        .join("src")
        .join("rowkey_spark")
        .join("_jvm")
}

/// The jars PySpark ships, which the Java half compiles against.
fn spark_jars() -> Result<PathBuf, String> {
    let out = cmd(
        &python().to_string_lossy(),
        &[
            "-c",
            "import os, pyspark; print(os.path.join(os.path.dirname(pyspark.__file__), 'jars'))",
        ],
    )
    .output()
    .map_err(|e| format!("cannot run the environment's python: {e}"))?;
    if !out.status.success() {
        return Err("the environment's python cannot import pyspark".into());
    }
    Ok(PathBuf::from(String::from_utf8_lossy(&out.stdout).trim()))
}

/// The JVM half of the package: the native library (crates/rowkey-jni) and the jar of
/// `rowkey.spark.RowkeyPartials` (python/rowkey-spark/java), compiled with the machine's
/// `javac` against PySpark's jars and put in the package. Without `javac` or `jar` the package
/// is built without them, and the Python calls count in the Python workers (they warn).
fn build_jvm(release: bool) -> Result<(), String> {
    let dir = jvm_dir();
    let jar = dir.join("rowkey-spark.jar");
    let lib = dir.join("librowkey_jni.so");
    let _ = std::fs::remove_file(&jar);
    let _ = std::fs::remove_file(&lib);
    if !succeeds("javac", &["-version"]) || !succeeds("jar", &["--version"]) {
        eprintln!(
            "xtask: warning: no javac or jar here: rowkey-spark is built without its JVM path \
             (keys are counted in the Python workers)"
        );
        return Ok(());
    }
    let mut args = vec!["build", "-p", "rowkey-jni"];
    if release {
        args.push("--release");
    }
    crate::run("cargo", &args)?;
    let profile = if release { "release" } else { "debug" };
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
    let built = root().join("target").join(profile).join("librowkey_jni.so");
    std::fs::copy(&built, &lib).map_err(|e| format!("cannot copy {}: {e}", built.display()))?;
    let classes = root().join("target").join("py").join("java-classes");
    let _ = std::fs::remove_dir_all(&classes);
    let source = root()
        .join("python")
        .join("rowkey-spark")
        .join("java")
        .join("rowkey")
        .join("spark")
        .join("RowkeyPartials.java");
    let classpath = spark_jars()?.join("*");
    crate::run(
        "javac",
        &[
            "--release",
            "17",
            "-Xlint:all,-path",
            "-Werror",
            "-cp",
            &classpath.to_string_lossy(),
            "-d",
            &classes.to_string_lossy(),
            &source.to_string_lossy(),
        ],
    )?;
    crate::run(
        "jar",
        &[
            "--create",
            "--file",
            &jar.to_string_lossy(),
            "-C",
            &classes.to_string_lossy(),
            ".",
        ],
    )
}

/// Build the package (the Rust module in `release` or the dev profile, with its JVM half) and
/// install it into the environment, replacing the one there.
pub fn build_package(release: bool) -> Result<(), String> {
    build_jvm(release)?;
    let wheels = root().join("target").join("py").join("wheels");
    let _ = std::fs::remove_dir_all(&wheels);
    let bin = venv().join("bin");
    let python = python().to_string_lossy().into_owned();
    let wheels_arg = wheels.to_string_lossy().into_owned();
    let mut args = vec![
        "build",
        "--interpreter",
        python.as_str(),
        "--out",
        wheels_arg.as_str(),
    ];
    if release {
        args.push("--release");
    }
    let mut c = cmd(&bin.join("maturin").to_string_lossy(), &args);
    c.current_dir(root().join("python").join("rowkey-spark"));
    run_cmd(c)?;
    let wheel = std::fs::read_dir(&wheels)
        .map_err(|e| format!("cannot read {}: {e}", wheels.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| p.extension().is_some_and(|x| x == "whl"))
        .ok_or_else(|| format!("maturin wrote no wheel into {}", wheels.display()))?;
    let wheel = wheel.to_string_lossy().into_owned();
    run_cmd(cmd(
        &python,
        &[
            "-m",
            "pip",
            "install",
            "--quiet",
            "--force-reinstall",
            "--no-deps",
            &wheel,
        ],
    ))
}

/// The `rowkey` the tests and the benchmark run: the release build when `release`, else the
/// debug one (`cargo test --workspace` has just built it).
pub fn cli(release: bool) -> Result<PathBuf, String> {
    let profile = if release { "release" } else { "debug" };
    let mut args = vec!["build", "-p", "rowkey-cli"];
    if release {
        args.push("--release");
    }
    crate::run("cargo", &args)?;
    Ok(root().join("target").join(profile).join("rowkey"))
}

/// A command run by the environment's Python, with the CLI named for the tests and Spark's
/// workers on the same Python.
pub fn python_cmd(args: &[&str], rowkey: &Path) -> std::process::Command {
    let python = python();
    let mut c = cmd(&python.to_string_lossy(), args);
    c.env("ROWKEY_BIN", rowkey)
        .env("PYSPARK_PYTHON", &python)
        .env("PYSPARK_DRIVER_PYTHON", &python);
    c
}

/// `cargo xtask spark [pytest args]`: set up, build, and run the package's tests.
pub fn test(args: &[String]) -> Result<(), String> {
    setup()?;
    let rowkey = cli(false)?;
    build_package(false)?;
    let mut all = vec![
        "-m",
        "pytest",
        "python/rowkey-spark/tests",
        "-p",
        "no:cacheprovider",
    ];
    all.extend(args.iter().map(String::as_str));
    run_cmd(python_cmd(&all, &rowkey))
}
