//! Golden share links: every link format ever shipped must keep decoding to the design it was
//! made from. Fixtures are `testdata/links/NAME.vN.txt` (the fragment) beside `NAME.design.json`;
//! add new ones, never change old ones.

#![cfg(feature = "deflate")]

use rowkey_core::design::Design;
use rowkey_core::link;

#[test]
fn golden_links_decode_to_their_designs() {
    let dir = format!("{}/../../testdata/links", env!("CARGO_MANIFEST_DIR"));
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).expect("testdata/links exists") {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap().to_owned();
        let Some(stem) = name.strip_suffix(".txt") else {
            continue;
        };
        let (base, _version) = stem.rsplit_once('.').expect("NAME.vN.txt");
        let fragment = std::fs::read_to_string(&path).unwrap();
        let want = Design::from_json(
            &std::fs::read_to_string(format!("{dir}/{base}.design.json")).unwrap(),
        )
        .unwrap();
        let got = link::decode(fragment.trim()).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(got, want, "{name}");
        // Links made today from the same design decode the same way.
        assert_eq!(link::decode(&link::encode(&want)).unwrap(), want);
        checked += 1;
    }
    assert!(checked >= 4, "only {checked} golden links");
}
