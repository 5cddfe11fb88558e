//! The splits panel's paste box: split keys pasted or typed, or HBase output (get_splits,
//! list_regions, a SPLITS_FILE, the REST API), read into keys by the core's importers, which
//! the page's own wasm does not carry.

use rowkey_core::exchange::{import, ImportFormat};
use serde_json::{json, Value};

/// The `import` answer for `text` read as `format` (a format name; anything else detects it):
/// `{format, keys}` with the keys as byte arrays, or `{format, error: {line, column,
/// message}}` with the core's message in the request's language; `format` is the one used.
pub(super) fn read(format: &str, text: &str) -> Value {
    let fmt = ImportFormat::from_name(format).unwrap_or_else(|| ImportFormat::detect(text));
    match import(fmt, text) {
        Ok(keys) => json!({ "format": fmt.name(), "keys": keys }),
        Err(e) => json!({
            "format": fmt.name(),
            "error": { "line": e.line, "column": e.column, "message": e.message },
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_and_errors_are_the_importers() {
        let pasted = "hbase> get_splits 't'\nTotal number of splits = 3\n10\n20\\x00\n";
        let got = read("auto", pasted);
        assert_eq!(got["format"], ImportFormat::GetSplits.name());
        let keys: Vec<Vec<u8>> = serde_json::from_value(got["keys"].clone()).unwrap_or_default();
        assert_eq!(Ok(keys), import(ImportFormat::GetSplits, pasted));
        let bad = "{\"Region\": 5}";
        let got = read("rest-json", bad);
        let e = import(ImportFormat::RestJson, bad).err();
        assert!(e.is_some());
        assert_eq!(
            got["error"]["message"].as_str().map(str::to_owned),
            e.as_ref().map(|e| e.message.to_string())
        );
        assert_eq!(got["error"]["line"].as_u64(), e.map(|e| e.line as u64));
    }

    #[test]
    fn an_auto_paste_is_read_in_the_format_it_is_in() {
        let fixtures = concat!(env!("CARGO_MANIFEST_DIR"), "/../rowkey-cli/tests/fixtures/");
        let read_fixture =
            |n: &str| std::fs::read_to_string(format!("{fixtures}{n}")).unwrap_or_default();
        let got = read("auto", &read_fixture("get_splits.txt"));
        assert_eq!(got["format"], ImportFormat::GetSplits.name());
        assert_eq!(got["keys"].as_array().map(Vec::len), Some(4));
    }
}
