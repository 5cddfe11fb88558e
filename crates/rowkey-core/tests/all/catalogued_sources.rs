//! Every error the converted areas build says its message through the catalogue: no
//! `SpannedError::new`, `DesignError::new`, `ImportError::new`/`at` or `ExportRefused::new` there
//! takes a string literal, a `format!` or a string turned into a message, outside tests.

use std::path::{Path, PathBuf};

/// The areas whose errors are catalogue messages (files, or folders taken whole).
const AREAS: &[&str] = &[
    "template",
    "plan",
    "gen/expr.rs",
    "gen/spec",
    "gen/csv_data.rs",
    "design/mod.rs",
    "design/validate.rs",
    "design/rename.rs",
    "design/error.rs",
    "design/sizing.rs",
    "simulate",
    "encode",
    "sample.rs",
    "limits.rs",
    "gen/generators.rs",
    "design/splits.rs",
    "analyze/splits.rs",
    "analyze/distribution.rs",
    "keys",
    "link.rs",
    "exchange/import",
    "exchange/export/refused.rs",
    "exchange/export/cbt.rs",
    "exchange/export/regionsplitter.rs",
    "exchange/export/numregions.rs",
    "design/family.rs",
    "hbase/shell.rs",
];

fn rust_files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let mut entries: Vec<_> = std::fs::read_dir(path)
            .expect("reads the folder")
            .map(|e| e.expect("reads an entry").path())
            .collect();
        entries.sort();
        for p in entries {
            rust_files(&p, out);
        }
    } else if path.extension().is_some_and(|e| e == "rs")
        && !path
            .file_stem()
            .is_some_and(|s| s.to_string_lossy().starts_with("tests"))
    {
        out.push(path.to_owned());
    }
}

/// The source without its `#[cfg(test)]` module (the tests' own errors are not shown to
/// anyone) and without comments.
fn code(text: &str) -> String {
    let text = text.split("#[cfg(test)]").next().unwrap_or("");
    text.lines()
        .map(|l| match l.trim_start().starts_with("//") {
            true => "",
            false => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The top-level arguments of the call whose `(` is at the start of `rest`.
fn call_args(rest: &str) -> Vec<String> {
    let mut args = vec![String::new()];
    let mut depth = 0;
    let mut in_str = false;
    let mut prev = ' ';
    for c in rest.chars() {
        if in_str {
            if c == '"' && prev != '\\' {
                in_str = false;
            }
            args.last_mut().expect("one").push(c);
            prev = if prev == '\\' && c == '\\' { ' ' } else { c };
            continue;
        }
        match c {
            '"' => in_str = true,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            ',' if depth == 1 => {
                args.push(String::new());
                prev = c;
                continue;
            }
            _ => {}
        }
        if depth >= 1 && !(depth == 1 && c == '(' && args.len() == 1 && args[0].is_empty()) {
            args.last_mut().expect("one").push(c);
        }
        prev = c;
    }
    args.into_iter().map(|a| a.trim().to_owned()).collect()
}

fn plain_text(arg: &str) -> bool {
    arg.starts_with('"')
        || arg.starts_with("format!")
        || arg.starts_with("String::")
        || arg.ends_with(".to_string()")
        || arg.ends_with(".to_owned()")
        || arg.ends_with(".into()")
        || arg.contains("Message::rendered")
}

#[test]
fn converted_areas_build_no_error_from_plain_text() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    for area in AREAS {
        rust_files(&src.join(area), &mut files);
    }
    assert!(files.len() >= 15, "{files:?}");
    let mut calls = 0;
    let mut offenders = Vec::new();
    for file in &files {
        let text = code(&std::fs::read_to_string(file).expect("reads the file"));
        for (ctor, message_at) in [
            ("SpannedError::new(", 1),
            ("DesignError::new(", 2),
            ("ImportError::new(", 1),
            ("ImportError::at(", 2),
            ("ExportRefused::new(", 0),
        ] {
            for (i, _) in text.match_indices(ctor) {
                let args = call_args(&text[i + ctor.len() - 1..]);
                let Some(message) = args.get(message_at) else {
                    continue;
                };
                calls += 1;
                if plain_text(message) {
                    offenders.push(format!("{}: {ctor}…{message}", file.display()));
                }
            }
        }
        assert!(
            !text.contains("Message::rendered"),
            "{}: builds a message from plain text",
            file.display()
        );
    }
    assert!(calls >= 40, "only {calls} error constructions found");
    assert!(offenders.is_empty(), "{offenders:#?}");
}

#[test]
fn the_walker_catches_plain_text() {
    let args = call_args(r#"(ErrorKind::X, format!("a {b}, c"), span)"#);
    assert_eq!(args.len(), 3, "{args:?}");
    assert!(plain_text(&args[1]));
    let args = call_args(r#"(kind, "lone `\\`, here", Span::new(1, 2))"#);
    assert_eq!(args[1], r#""lone `\\`, here""#);
    assert!(plain_text(&args[1]));
    let args = call_args(r#"(kind, Message::new(T::X).arg("a", f(1, 2)), span)"#);
    assert_eq!(args.len(), 3, "{args:?}");
    assert!(!plain_text(&args[1]));
}
