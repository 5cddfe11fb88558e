//! The report's compact form (what the analysis worker sends the page) reads back as the very
//! report the JSON describes, for every preset, a key dump's report and a sized design; and the
//! JSON keeps its shape (`key_lengths` one level, `keys_read` and `sizing` only when present).

use rowkey_core::analyze::{analyze, compact, AnalyzeOptions, Report};
use rowkey_core::design::{Design, Sizing};
use rowkey_core::keys::{KeyFormat, KeysAnalysis};
use rowkey_core::sample::Compiled;

/// Sample keys per preset: enough for every panel to have figures, few enough for a debug build.
const COUNT: u64 = 5_000;

fn presets() -> Vec<(String, Design)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../presets");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("the presets are in the repository")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            let mut d = Design::from_json(&text).unwrap_or_else(|e| panic!("{p:?}: {e}"));
            d.sample.count = d.sample.count.min(COUNT);
            (p.file_name().unwrap().to_string_lossy().into_owned(), d)
        })
        .collect()
}

fn report(d: &Design) -> Report {
    let c = Compiled::new(d).unwrap();
    let mut opts = AnalyzeOptions::for_design(&c);
    // As the worker runs it: splits that cannot be made are reported, not fatal.
    opts.strict_splits = false;
    analyze(&c, opts).unwrap()
}

/// The compact form reads back as the report the analysis made: its JSON text is the same
/// (serde_json writes each float as the shortest text that reads back as that float, so equal
/// text is equal bits), and so is every field, floats to the last bit and messages as their
/// catalogue ids and arguments (the page renders them in its own language). Read from the JSON
/// instead, a float may come back one unit in the last place off (serde_json's default float
/// parsing) and a message is only its text: the compact form is exact.
fn assert_round_trips(what: &str, r: &Report) {
    let json = serde_json::to_string(r).unwrap();
    let bytes = compact::to_bytes(r).unwrap();
    let back = compact::from_bytes(&bytes).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(serde_json::to_string(&back).unwrap(), json, "{what}");
    // Every field, messages included (`Debug` writes floats exactly, and NaN as itself).
    assert_eq!(format!("{back:?}"), format!("{r:?}"), "{what}");
    // And the other way: what the compact form gives back is what it was given.
    assert_eq!(compact::to_bytes(&back).unwrap(), bytes, "{what}");
    assert!(
        bytes.len() < json.len(),
        "{what}: {} bytes against {} of JSON",
        bytes.len(),
        json.len()
    );
}

/// `key_lengths` is one object with the lengths' fields first, as `#[serde(flatten)]` wrote it.
fn assert_key_lengths_flat(what: &str, r: &Report, json: &str) {
    let k = &r.key_lengths;
    let head = format!(
        "\"key_lengths\":{{\"min\":{},\"max\":{},\"mean\":",
        k.lengths.min, k.lengths.max
    );
    let tail = format!(
        "\"memory_rows\":{},\"memory_bytes\":{}}}",
        k.memory_rows, k.memory_bytes
    );
    assert!(json.contains(&head), "{what}: {json}");
    assert!(json.contains(&tail), "{what}: {json}");
}

#[test]
fn every_preset_reads_back_the_same() {
    let presets = presets();
    assert!(presets.len() >= 10, "{} presets", presets.len());
    for (name, d) in &presets {
        let r = report(d);
        assert_round_trips(name, &r);
        let json = serde_json::to_string(&r).unwrap();
        assert_key_lengths_flat(name, &r, &json);
        assert!(!json.contains("\"keys_read\""), "{name}");
        assert!(!json.contains("\"sizing\""), "{name}");
    }
}

#[test]
fn a_key_dump_and_a_sized_design_read_back_the_same() {
    let mut d = Design::new("{id}");
    d.fields.insert("id".into(), "pattern(\"user###\")".into());
    d.splits.algorithm = rowkey_core::design::SplitAlgorithm::Explicit;
    d.splits.keys = vec!["user5".into()];
    d.sample.count = COUNT;
    d.sizing = Some(Sizing {
        rows: 2_000_000_000,
        row_bytes: 300,
        max_filesize: 10 << 30,
        days: None,
        row_bytes_field: None,
    });
    let sized = report(&d);
    assert!(sized.sizing.is_some());
    assert_round_trips("sized", &sized);
    let json = serde_json::to_string(&sized).unwrap();
    assert!(json.ends_with(&format!(
        ",\"sizing\":{},\"fingerprint\":{}}}",
        serde_json::to_string(&sized.sizing).unwrap(),
        serde_json::to_string(&sized.fingerprint).unwrap()
    )));

    let c = Compiled::new(&d).unwrap();
    let opts = AnalyzeOptions::for_design(&c);
    let mut a = KeysAnalysis::new(c, KeyFormat::Lines, opts, false).unwrap();
    a.push(b"user100\nuser600\r\nuser7\nuser100").unwrap();
    let keys = a.finish().unwrap();
    assert_eq!(keys.keys_read, Some(4));
    assert_round_trips("keys", &keys);
    let json = serde_json::to_string(&keys).unwrap();
    assert!(
        json.starts_with("{\"source\":\"keys\",\"keys_read\":4,\"name\":"),
        "{json}"
    );
    assert_key_lengths_flat("keys", &keys, &json);
}

#[test]
fn bytes_of_another_shape_are_refused() {
    let (_, d) = presets().swap_remove(0);
    let bytes = compact::to_bytes(&report(&d)).unwrap();
    for cut in [0, 1, bytes.len() / 2, bytes.len() - 1] {
        assert!(compact::from_bytes(&bytes[..cut]).is_err(), "cut at {cut}");
    }
    // The JSON is not the compact form.
    let json = serde_json::to_string(&report(&d)).unwrap();
    assert!(compact::from_bytes(json.as_bytes()).is_err());
}
