//! The design a partition is analysed against: given as its JSON text or as the path of a
//! design file (what `rowkey analyze DESIGN` takes), with the options `rowkey analyze --keys`
//! uses by default, so that partials made here merge with the CLI's.

use crate::Fail;
use rowkey_core::analyze::AnalyzeOptions;
use rowkey_core::design::{check_document_bytes, document_text, Design};
use rowkey_core::i18n::{catalogue::cli as text, Message};
use rowkey_core::limits::{check_sample_count, MAX_DESIGN_BYTES};
use rowkey_core::sample::Compiled;
use std::io::Read;

/// The design `design` names (its JSON when it starts with `{`, else a design file's path),
/// compiled, and the options `rowkey analyze --keys` would use with it.
///
/// ```
/// let (c, opts) = rowkey_partition::load(r#"{"template": "{id}", "fields": {"id": "seq()"}}"#).unwrap();
/// assert_eq!(c.design().template.as_str(), "{id}");
/// assert!(opts.run.count > 0);
/// assert!(rowkey_partition::load("/no/such/design.json").unwrap_err().contains("/no/such/design.json"));
/// ```
pub fn load(design: &str) -> Result<(Compiled, AnalyzeOptions), Fail> {
    let (text, place) = if design.trim_start().starts_with('{') {
        (design.to_string(), None)
    } else {
        (read_file(design)?, Some(design))
    };
    let at = |what: String| match place {
        Some(p) => format!("{p}: {what}"),
        None => what,
    };
    // The one rule every reader of a design document keeps: the size limit, a byte-order mark
    // skipped (carets drawn on the text the parser saw).
    let text = document_text(&text).map_err(|e| at(e.render(&text, None)))?;
    let parsed = Design::from_json(text).map_err(|e| at(e.render(text, None)))?;
    let compiled = Compiled::new(&parsed).map_err(|errs| {
        at(errs
            .iter()
            .map(|e| e.render(text, Some(&parsed)))
            .collect::<Vec<_>>()
            .join("\n"))
    })?;
    let mut opts = AnalyzeOptions::for_design(&compiled);
    opts.run.count = check_sample_count(opts.run.count).map_err(|m| at(m.to_string()))?;
    Ok((compiled, opts))
}

/// A design file's text, read no further than the design size limit.
fn read_file(path: &str) -> Result<String, Fail> {
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_DESIGN_BYTES as u64 + 1).read_to_end(&mut bytes))
        .map_err(|e| {
            Message::new(text::CANNOT_READ)
                .arg("what", path)
                .arg("error", e.to_string())
                .to_string()
        })?;
    // Before the text is decoded: a huge file is refused for its size, whatever it holds.
    check_document_bytes(bytes.len()).map_err(|m| format!("{path}: {m}"))?;
    String::from_utf8(bytes).map_err(|e| {
        Message::new(text::DESIGN_NOT_UTF8)
            .arg("path", path)
            .arg("byte", e.utf8_error().valid_up_to().to_string())
            .to_string()
    })
}
