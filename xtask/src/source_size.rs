//! The size every source file keeps to: at most [`MAX_LINES`] lines of code that is not a test,
//! so a module says one thing and a reader finds it. Tests do not count: a file's
//! `#[cfg(test)]` part, `tests.rs` files and `tests/` directories.

use std::path::{Path, PathBuf};

/// The most lines of non-test code a `.rs` file under `crates/`, `web/` or `xtask/` may have.
const MAX_LINES: usize = 700;

/// The directories whose sources are held to [`MAX_LINES`].
const ROOTS: [&str; 3] = ["crates", "web", "xtask"];

/// The lines of `text` before its first top-level `#[cfg(test)]`.
fn code_lines(text: &str) -> usize {
    text.lines()
        .take_while(|l| !l.starts_with("#[cfg(test)]"))
        .count()
}

/// Whether `path` (relative to the workspace) holds only tests.
fn is_test_file(path: &Path) -> bool {
    path.file_name().is_some_and(|n| n == "tests.rs")
        || path.components().any(|c| c.as_os_str() == "tests")
}

/// Every `.rs` file under `dir`, build output left out.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            if !matches!(
                path.file_name().and_then(|n| n.to_str()),
                Some("target" | "node_modules")
            ) {
                sources(&path, out)?;
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    Ok(())
}

#[test]
fn no_source_file_passes_the_line_limit() {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for root in ROOTS {
        sources(&workspace.join(root), &mut files).expect("the sources can be listed");
    }
    assert!(files.len() > 100, "only {} sources found", files.len());
    let mut over: Vec<String> = files
        .iter()
        .filter_map(|f| {
            let relative = f.strip_prefix(&workspace).unwrap_or(f);
            if is_test_file(relative) {
                return None;
            }
            let text = std::fs::read_to_string(f).expect("a source is UTF-8 text");
            let n = code_lines(&text);
            (n > MAX_LINES).then(|| format!("{} ({n} lines)", relative.display()))
        })
        .collect();
    over.sort();
    assert!(
        over.is_empty(),
        "split these by what their parts hold (at most {MAX_LINES} lines of non-test code \
         each): {over:#?}"
    );
}

#[test]
fn tests_are_not_counted() {
    assert_eq!(code_lines("fn a() {}\n\n#[cfg(test)]\nmod tests {\n}\n"), 2);
    assert_eq!(code_lines("fn a() {}\n    #[cfg(test)]\nfn b() {}\n"), 3);
    assert!(is_test_file(Path::new("crates/x/tests/all/main.rs")));
    assert!(is_test_file(Path::new("crates/x/src/encode/tests.rs")));
    assert!(!is_test_file(Path::new("crates/x/src/encode/mod.rs")));
}
