//! `rowkey size`: the regions a table of a given size reaches, and the pre-split to start with.

use crate::fail::Fail;
use rowkey_core::analyze::sizing::{size as size_of, SizingReport};
use rowkey_core::design::Sizing;
use rowkey_core::i18n::{catalogue::cli as text, Message};
use std::io::Write;

pub fn size(sizing: &Sizing, json: bool) -> Result<(), Fail> {
    let report = size_of(sizing).map_err(|e| Fail::msg(e.to_string()))?;
    let mut out = std::io::stdout().lock();
    if json {
        let text = serde_json::to_string_pretty(&report).map_err(|e| Fail::msg(e.to_string()))?;
        writeln!(out, "{text}")?;
    } else {
        out.write_all(render_text(&report).as_bytes())?;
    }
    Ok(())
}

/// The sizing for people, two lines: what the data comes to, and the pre-split suggested.
/// `rowkey analyze` prints the same lines.
pub fn render_text(r: &SizingReport) -> String {
    let presplit = if r.presplit == 1 {
        text::SIZE_PRESPLIT_ONE
    } else {
        text::SIZE_PRESPLIT_MANY
    };
    format!(
        "{}\n{}\n",
        Message::new(text::SIZE_SIZING).arg("summary", r.summary.clone()),
        Message::new(presplit)
            .arg("regions", rowkey_core::format::grouped(r.presplit))
            .arg("why", r.why.clone())
    )
}
