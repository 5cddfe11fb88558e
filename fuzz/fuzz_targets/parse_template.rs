//! Parsing any UTF-8 text must not panic, and whatever parses must survive printing: the printed
//! normal form parses to the same AST (spans aside) and prints to itself.
//!
//! Run from the repository root (needs nightly and `cargo install cargo-fuzz`):
//! `cargo +nightly fuzz run parse_template -- -dict=fuzz/template.dict -max_len=512`

#![no_main]

use libfuzzer_sys::fuzz_target;
use rowkey_core::template::{parse, print, strip_spans};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match parse(text) {
        Ok(template) => {
            let printed = print(&template);
            let back = parse(&printed)
                .unwrap_or_else(|e| panic!("{text:?} printed as {printed:?}, which fails: {e:?}"));
            assert_eq!(strip_spans(&back), strip_spans(&template), "{printed:?}");
            assert_eq!(print(&back), printed);
        }
        Err(errors) => {
            assert!(!errors.is_empty());
            for e in &errors {
                assert!(e.span.start <= e.span.end && e.span.end <= text.len(), "{e:?}");
            }
        }
    }
});
