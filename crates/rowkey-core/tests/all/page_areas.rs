//! The catalogue's areas that the page's `lookup` keeps (`PAGE_AREAS`) name every area the crates
//! linked into the page's wasm make messages from: the core, the workers, the protocol and the
//! page itself. A message crossing from a worker as its id is then always found.

use rowkey_core::i18n::catalogue::PAGE_AREAS;
use std::collections::BTreeSet;
use std::path::Path;

/// The catalogue modules named in `.rs` files under `dir` (`catalogue::keys`,
/// `catalogue::{compare as msg, lint}`), outside comments.
fn areas_named(dir: &Path, found: &mut BTreeSet<String>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            areas_named(&path, found);
            continue;
        }
        if path.extension().is_none_or(|x| x != "rs") || path.ends_with("catalogue/mod.rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("a source file");
        for line in text.lines().filter(|l| !l.trim_start().starts_with("//")) {
            for (i, _) in line.match_indices("catalogue::") {
                let rest = &line[i + "catalogue::".len()..];
                let names: Vec<&str> = match rest.strip_prefix('{') {
                    Some(group) => group.split('}').next().unwrap_or("").split(',').collect(),
                    None => vec![rest],
                };
                for name in names {
                    let name: String = name
                        .trim()
                        .chars()
                        .take_while(|c| c.is_ascii_lowercase() || *c == '_')
                        .collect();
                    // `lookup`, `AREAS`: not areas.
                    if !name.is_empty() && name != "lookup" {
                        found.insert(name.replace('_', "-"));
                    }
                }
            }
        }
    }
}

#[test]
fn the_page_lookup_keeps_every_area_the_page_and_its_workers_make_messages_from() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut named = BTreeSet::new();
    for dir in [
        "rowkey-core/src",
        "rowkey-worker/src",
        "rowkey-protocol/src",
        "../web/src",
    ] {
        areas_named(&crates.join(dir), &mut named);
    }
    let kept: BTreeSet<String> = PAGE_AREAS
        .iter()
        .map(|a| a[0].id.split('.').next().unwrap_or_default().to_owned())
        .collect();
    // The scan finds the areas (a broken scan would find none and prove nothing).
    assert!(named.len() > 20, "{named:?}");
    let missing: Vec<&String> = named.difference(&kept).collect();
    assert!(missing.is_empty(), "named but not kept: {missing:?}");
}
