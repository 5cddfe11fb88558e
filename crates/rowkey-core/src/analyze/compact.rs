//! The analysis report (and the growth report) in a compact binary form (postcard), for the
//! worker's answer to the page. Messages cross it as their catalogue ids and arguments, so the
//! page renders them in whatever language it shows.
//!
//! The page reads every report the analysis worker makes. Read from JSON, that took serde_json's
//! visitors of every report type (each field name matched as text, `serde`'s buffered content
//! for the flattened key lengths) into the page's wasm, which must stay small. Postcard is
//! positional: reading it needs only each type's sequence visitor. The worker still sends the
//! JSON as well (the browser tests and the worker's other readers use it), and both are made
//! from the same [`Report`] value, so the page shows exactly what the JSON says.

use super::Report;
use std::fmt;

/// Why a report could not be put in, or read from, the compact form. Reading fails when the
/// bytes come from another build of the worker (the types differ) or are cut short.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompactError(String);

impl fmt::Display for CompactError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for CompactError {}

/// The report in the compact form.
///
/// # Errors
///
/// A [`CompactError`] when the report cannot be serialized.
///
/// ```
/// use rowkey_core::analyze::{analyze, compact, AnalyzeOptions};
/// use rowkey_core::{design::Design, sample::Compiled};
/// let mut d = Design::new("{id | md5 | hex | left(4)}_{id}");
/// d.fields.insert("id".into(), "seq(0, 1)".into());
/// d.sample.count = 1_000;
/// let c = Compiled::new(&d).unwrap();
/// let report = analyze(&c, AnalyzeOptions::for_design(&c)).unwrap();
/// let bytes = compact::to_bytes(&report).unwrap();
/// let json = serde_json::to_string(&report).unwrap();
/// assert!(bytes.len() < json.len());
/// // Messages come back as the text they were written in, so compare what a reader sees.
/// let back = compact::from_bytes(&bytes).unwrap();
/// assert_eq!(serde_json::to_string(&back).unwrap(), json);
/// ```
pub fn to_bytes(report: &Report) -> Result<Vec<u8>, CompactError> {
    value_to_bytes(report)
}

/// Any report (a [`crate::simulate::GrowthReport`]) in the compact form.
///
/// # Errors
///
/// A [`CompactError`] when the value cannot be serialized.
///
/// ```
/// use rowkey_core::analyze::compact;
/// use rowkey_core::i18n::{catalogue::common::INTERNAL, Lang, Message};
/// let m = rowkey_core::msg!(INTERNAL, what = "x");
/// let back: Message = compact::value_from_bytes(&compact::value_to_bytes(&m).unwrap()).unwrap();
/// assert_eq!(back.render(Lang::ZhCn), m.render(Lang::ZhCn));
/// ```
// Never inlined: the page's wasm writes and reads a report in several places (the worker's
// answer, the page's reading of it, a report inside a quick request), and each inlined copy of a
// report type's postcard code is about 20 KB; one per type is shared by all of them.
#[inline(never)]
pub fn value_to_bytes<T: serde::Serialize>(value: &T) -> Result<Vec<u8>, CompactError> {
    postcard::to_allocvec(value).map_err(|e| CompactError(e.to_string()))
}

/// The value in `bytes` ([`value_to_bytes`]' form); an error when they are not one whole value.
///
/// # Errors
///
/// A [`CompactError`] when the bytes are not one whole value of `T`, or bytes are left over after
/// it.
#[inline(never)] // one copy per type, as `value_to_bytes`
pub fn value_from_bytes<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<T, CompactError> {
    let (value, rest) =
        postcard::take_from_bytes::<T>(bytes).map_err(|e| CompactError(e.to_string()))?;
    // Bytes left over mean the reader's types are not the writer's, even if a prefix parsed.
    if rest.is_empty() {
        Ok(value)
    } else {
        Err(CompactError(format!(
            "{} bytes left over after the report",
            rest.len()
        )))
    }
}

/// The report in `bytes` ([`to_bytes`]'s form); an error when they are not one whole report.
///
/// # Errors
///
/// What [`value_from_bytes`] refuses.
///
/// ```
/// use rowkey_core::analyze::{analyze, compact, AnalyzeOptions};
/// use rowkey_core::{design::Design, sample::Compiled};
/// let mut d = Design::new("{id}");
/// d.fields.insert("id".into(), "seq(0, 1)".into());
/// d.sample.count = 100;
/// let c = Compiled::new(&d).unwrap();
/// let bytes = compact::to_bytes(&analyze(&c, AnalyzeOptions::for_design(&c)).unwrap()).unwrap();
/// assert!(compact::from_bytes(&bytes[..bytes.len() - 1]).is_err());
/// let mut longer = bytes.clone();
/// longer.push(0);
/// assert!(compact::from_bytes(&longer).is_err());
/// ```
pub fn from_bytes(bytes: &[u8]) -> Result<Report, CompactError> {
    value_from_bytes(bytes)
}
