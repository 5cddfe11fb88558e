//! What a report was made for, in two short hashes that any build computes alike: the design
//! (what makes and reads its keys, without its name, sample settings and splits) and the split
//! keys. A report loaded later is shown against the current design only when both match.

use crate::design::Design;

/// The version of the report's JSON this build writes and the newest it reads.
pub const REPORT_VERSION: u32 = 1;

/// The design's and the split keys' fingerprints, 16 hex digits each.
///
/// ```
/// use rowkey_core::analyze::fingerprint::Fingerprint;
/// use rowkey_core::design::Design;
/// let mut d = Design::new("{id}");
/// d.fields.insert("id".into(), "seq(1, 1)".into());
/// let a = Fingerprint::of(&d, &[b"5".to_vec()]);
/// d.name = "renamed".into();
/// assert_eq!(Fingerprint::of(&d, &[b"5".to_vec()]), a);
/// assert_eq!(Fingerprint::of(&d, &[b"6".to_vec()]).design, a.design);
/// assert_ne!(Fingerprint::of(&d, &[b"6".to_vec()]).splits, a.splits);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Fingerprint {
    /// The report format's version ([`REPORT_VERSION`]): a reader refuses a newer one.
    pub version: u32,
    /// The design's template, fields, queries, table and sizing.
    pub design: String,
    /// The split keys, as bytes.
    pub splits: String,
}

impl Fingerprint {
    /// The fingerprint of `design` with `splits` (the split keys it was analysed with).
    pub fn of(design: &Design, splits: &[Vec<u8>]) -> Fingerprint {
        Fingerprint {
            version: REPORT_VERSION,
            design: format!("{:016x}", design_print(design)),
            splits: format!("{:016x}", splits_print(splits)),
        }
    }
}

/// The hash of what in `design` makes and reads keys.
pub(crate) fn design_print(design: &Design) -> u64 {
    let mut d = design.clone();
    d.name = String::new();
    d.sample = Default::default();
    d.splits = Default::default();
    d.data = None;
    let json = serde_json::to_string(&d).unwrap_or_default();
    xxhash_rust::xxh3::xxh3_64(json.as_bytes())
}

/// The hash of split keys (each as its u32 length and bytes).
pub(crate) fn splits_print(keys: &[Vec<u8>]) -> u64 {
    let mut bytes = Vec::new();
    for k in keys {
        bytes.extend_from_slice(&(k.len() as u32).to_le_bytes());
        bytes.extend_from_slice(k);
    }
    xxhash_rust::xxh3::xxh3_64(&bytes)
}
