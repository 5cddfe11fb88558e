//! Reading any bytes as a partial must not panic, and whatever reads must write back to the
//! same bytes, give a report and quantile keys, and merge with itself or be refused saying why.
//!
//! Run from the repository root (needs nightly and `cargo install cargo-fuzz`):
//! `cargo +nightly fuzz run partial_reader -- -max_len=65536`

#![no_main]

use libfuzzer_sys::fuzz_target;
use rowkey_core::keys::partial::KeysPartial;

fuzz_target!(|data: &[u8]| {
    check(data);
    // The checksum turns nearly every mutation away at once: read the input as a body too,
    // with a valid header and checksum, to reach what follows it.
    // Both versions read: 5, and 4 (without the byte-weighted sketch).
    for version in [5u32, 4] {
        let mut framed = b"RKPT".to_vec();
        framed.extend_from_slice(&version.to_le_bytes());
        framed.extend_from_slice(&(data.len() as u64).to_le_bytes());
        framed.extend_from_slice(data);
        let crc = crc32fast::hash(&framed);
        framed.extend_from_slice(&crc.to_le_bytes());
        check(&framed);
    }
});

fn check(data: &[u8]) {
    if let Ok(p) = KeysPartial::read(data) {
        let bytes = p.to_bytes();
        let back = KeysPartial::from_bytes(&bytes).expect("a partial written reads back");
        assert_eq!(back.to_bytes(), bytes);
        let text = KeysPartial::from_text(&p.to_text()).expect("its text form reads back");
        assert_eq!(text.to_bytes(), bytes);
        let _ = back.report();
        let _ = back.quantile(4);
        let _ = back.quantile_by_bytes(4);
        let mut twice = back.clone();
        if twice.merge(back).is_ok() {
            let _ = twice.report();
            let _ = twice.quantile(4);
            let _ = twice.quantile_by_bytes(4);
        }
    }
}
