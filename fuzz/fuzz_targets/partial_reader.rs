//! Reading any bytes as a partial must not panic, and whatever reads must write back to the
//! same bytes, merge with itself and give a report.
//!
//! Run from the repository root (needs nightly and `cargo install cargo-fuzz`):
//! `cargo +nightly fuzz run partial_reader -- -max_len=65536`

#![no_main]

use libfuzzer_sys::fuzz_target;
use rowkey_core::keys::partial::KeysPartial;

fuzz_target!(|data: &[u8]| {
    if let Ok(p) = KeysPartial::read(data) {
        let bytes = p.to_bytes();
        let back = KeysPartial::from_bytes(&bytes).expect("a partial written reads back");
        assert_eq!(back.to_bytes(), bytes);
        let mut twice = back.clone();
        if twice.merge(back).is_ok() {
            let _ = twice.report();
            let _ = twice.quantile(4);
        }
    }
});
