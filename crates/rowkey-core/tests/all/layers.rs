//! The core's layering, checked from its sources: which top-level module uses which, and that the
//! graph has no cycle. A new `use crate::…` that closes a loop (the type system reached through
//! `encode`, the sampler's RNG reached from the encoder) fails here with the loop spelled out.
//!
//! `cargo test -p rowkey-core --test all -- layers:: --nocapture` prints the graph.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// Module → the modules its non-test code names through `crate::`.
type Graph = BTreeMap<String, BTreeSet<String>>;

#[test]
fn core_modules_form_layers_without_cycles() {
    let graph = graph();
    for (from, to) in &graph {
        println!(
            "{from:>10} -> {}",
            to.iter().cloned().collect::<Vec<_>>().join(", ")
        );
    }
    if let Some(cycle) = find_cycle(&graph) {
        panic!(
            "modules depend on each other in a loop: {}",
            cycle.join(" -> ")
        );
    }
}

#[test]
fn the_lower_layers_do_not_reach_up() {
    let graph = graph();
    // The three named edges, kept out on purpose: the type system sits below both
    // plan and encode, and encoding needs no sampler.
    for (from, to) in [("plan", "encode"), ("encode", "gen"), ("template", "plan")] {
        let uses = graph.get(from).is_some_and(|s| s.contains(to));
        assert!(!uses, "`{from}` must not use `{to}`");
    }
}

#[test]
fn the_scanner_sees_grouped_and_nested_uses() {
    let text = "use crate::{a::X, b::{c, d}, Span};\nfn f() { crate::e::g(); }\n";
    let roots = BTreeMap::from([("Span".to_string(), "error".to_string())]);
    let got = uses_in(text, &roots);
    let want: BTreeSet<String> = ["a", "b", "e", "error"].map(String::from).into();
    assert_eq!(got, want);
}

fn graph() -> Graph {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let roots = root_reexports(&fs::read_to_string(src.join("lib.rs")).unwrap());
    let mut graph = Graph::new();
    let mut files = Vec::new();
    collect(&src, &mut files);
    for file in files {
        let rel = file.strip_prefix(&src).unwrap();
        let module = rel
            .components()
            .next()
            .unwrap()
            .as_os_str()
            .to_string_lossy();
        let module = module.trim_end_matches(".rs").to_string();
        let name = rel.file_name().unwrap().to_string_lossy();
        if module == "lib"
            || name == "tests.rs"
            || name == "testutil.rs"
            || rel.starts_with("tests")
        {
            continue;
        }
        let text = fs::read_to_string(&file).unwrap();
        let entry = graph.entry(module.clone()).or_default();
        for used in uses_in(&text, &roots) {
            if used != module {
                entry.insert(used);
            }
        }
    }
    graph
}

fn collect(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// `pub use error::{Span, SpannedError};` in lib.rs: items named at the crate root belong to the
/// module they come from.
fn root_reexports(lib: &str) -> BTreeMap<String, String> {
    let mut map = BTreeMap::new();
    for line in lib.lines().map(str::trim) {
        let Some(rest) = line.strip_prefix("pub use ") else {
            continue;
        };
        let Some((module, items)) = rest.split_once("::") else {
            continue;
        };
        let items = items
            .trim_end_matches(';')
            .trim_matches(|c| c == '{' || c == '}');
        for item in items.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            map.insert(item.to_string(), module.to_string());
        }
    }
    map
}

/// The top-level modules `text` names through `crate::`, test modules and comments left out.
fn uses_in(text: &str, roots: &BTreeMap<String, String>) -> BTreeSet<String> {
    let code: String = text
        .lines()
        .take_while(|l| !l.trim_start().starts_with("#[cfg(test)]"))
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let mut found = BTreeSet::new();
    let mut rest = code.as_str();
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let end = closing_brace(group);
            for item in split_top_level(&group[..end]) {
                add(&mut found, first_ident(item), roots);
            }
        } else {
            add(&mut found, first_ident(rest), roots);
        }
    }
    found
}

fn add(found: &mut BTreeSet<String>, ident: &str, roots: &BTreeMap<String, String>) {
    if ident.is_empty() || ident == "self" {
        return;
    }
    match roots.get(ident) {
        Some(module) => found.insert(module.clone()),
        None => found.insert(ident.to_string()),
    };
}

fn first_ident(s: &str) -> &str {
    let s = s.trim_start();
    let end = s
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(s.len());
    &s[..end]
}

fn closing_brace(s: &str) -> usize {
    let mut depth = 0usize;
    for (i, c) in s.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => return i,
            '}' => depth -= 1,
            _ => {}
        }
    }
    s.len()
}

fn split_top_level(s: &str) -> Vec<&str> {
    let (mut parts, mut depth, mut start) = (Vec::new(), 0usize, 0);
    for (i, c) in s.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                parts.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&s[start..]);
    parts
}

/// A loop in the graph, as the modules along it, if there is one.
fn find_cycle(graph: &Graph) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &Graph,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(i) = path.iter().position(|n| n == node) {
            let mut cycle = path[i..].to_vec();
            cycle.push(node.to_string());
            return Some(cycle);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(c) = visit(next, graph, path, done) {
                return Some(c);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|n| visit(n, graph, &mut Vec::new(), &mut done))
}

#[test]
fn a_loop_is_found_and_spelled_out() {
    let mut g = Graph::new();
    g.entry("a".into()).or_default().insert("b".into());
    g.entry("b".into()).or_default().insert("c".into());
    g.entry("c".into()).or_default().insert("a".into());
    assert_eq!(find_cycle(&g).unwrap(), ["a", "b", "c", "a"]);
    g.get_mut("c").unwrap().clear();
    assert_eq!(find_cycle(&g), None);
}
