//! The splits panel's paste box: split keys pasted or typed, or HBase output (get_splits,
//! list_regions, a SPLITS_FILE, the REST API), read into keys by the core's importers, which
//! the page's own wasm does not carry.

use rowkey_core::exchange::{import, ImportFormat};
use rowkey_protocol::{ImportAnswer, ImportFailure};

/// The `import` answer for `text` read as `format` (a format name; anything else detects it):
/// the keys, or where and why not with the core's message in the request's language; `format`
/// is the one used.
pub(super) fn read(format: &str, text: &str) -> ImportAnswer {
    let fmt = ImportFormat::from_name(format).unwrap_or_else(|| ImportFormat::detect(text));
    let format = fmt.name().to_owned();
    match import(fmt, text) {
        Ok(keys) => ImportAnswer {
            format,
            keys: Some(keys),
            error: None,
        },
        Err(e) => ImportAnswer {
            format,
            keys: None,
            error: Some(ImportFailure {
                line: e.line,
                column: e.column,
                message: e.message.to_string(),
            }),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_and_errors_are_the_importers() {
        let pasted = "hbase> get_splits 't'\nTotal number of splits = 3\n10\n20\\x00\n";
        let got = read("auto", pasted);
        assert_eq!(got.format, ImportFormat::GetSplits.name());
        assert_eq!(
            got.keys.ok_or(()),
            import(ImportFormat::GetSplits, pasted).map_err(|_| ())
        );
        let bad = "{\"Region\": 5}";
        let got = read("rest-json", bad);
        let e = import(ImportFormat::RestJson, bad).err();
        assert!(e.is_some());
        assert_eq!(
            got.error.as_ref().map(|f| f.message.clone()),
            e.as_ref().map(|e| e.message.to_string())
        );
        assert_eq!(got.error.map(|f| f.line), e.map(|e| e.line));
    }

    #[test]
    fn an_auto_paste_is_read_in_the_format_it_is_in() {
        let fixtures = concat!(env!("CARGO_MANIFEST_DIR"), "/../rowkey-cli/tests/fixtures/");
        let read_fixture =
            |n: &str| std::fs::read_to_string(format!("{fixtures}{n}")).unwrap_or_default();
        let got = read("auto", &read_fixture("get_splits.txt"));
        assert_eq!(got.format, ImportFormat::GetSplits.name());
        assert_eq!(got.keys.map(|k| k.len()), Some(4));
    }
}
