//! `rowkey decode`: keys read back through a design's template.

use super::design::load_design;
use super::keys::KeysSource;
use crate::fail::Fail;
use rowkey_core::decode::{decode as decode_key, report};
use rowkey_core::hbase::{from_hex, to_bytes_binary};
use rowkey_core::i18n::{catalogue::decode as text, Message};
use rowkey_core::plan::Plan;
use std::io::Write;
use std::path::Path;

/// Where the keys come from.
pub struct Options {
    /// Keys on the command line.
    pub keys: Vec<String>,
    /// They are hex, not toStringBinary.
    pub hex: bool,
    /// A key dump instead.
    pub file: Option<KeysSource>,
    /// One JSON object per line instead of text.
    pub json: bool,
}

pub fn decode(design: &Path, opts: Options) -> Result<(), Fail> {
    let compiled = load_design(design)?;
    let plan = compiled.plan();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    match (&opts.file, opts.keys.is_empty()) {
        (Some(_), false) => return Err(Fail::msg(Message::new(text::KEYS_AND_FILE).to_string())),
        (None, true) => return Err(Fail::msg(Message::new(text::NO_KEYS).to_string())),
        (Some(_), true) if opts.hex => {
            return Err(Fail::msg(Message::new(text::HEX_WITH_FILE).to_string()))
        }
        _ => {}
    }
    if let Some(source) = &opts.file {
        if source.order.is_some() {
            return Err(Fail::msg(
                Message::new(rowkey_core::i18n::catalogue::cli::ORDER_ONLY_ANALYZE).to_string(),
            ));
        }
        let mut reader = rowkey_core::keys::KeyReader::new(source.format()?);
        // The reader's sink cannot fail: the first write error is kept and stops the output.
        let mut failed: Option<std::io::Error> = None;
        let mut emit = |k: &[u8]| {
            if failed.is_none() {
                if let Err(e) = write_one(&mut out, plan, k, opts.json) {
                    failed = Some(e);
                }
            }
        };
        source.stream(&mut |chunk| reader.push(chunk, &mut emit))?;
        reader.finish(&mut emit).map_err(|e| source.error(&e))?;
        if let Some(e) = failed {
            return Err(e.into());
        }
        super::keys::warn_about(source, &reader);
    } else {
        for k in &opts.keys {
            let bytes = if opts.hex {
                from_hex(k).map_err(|m| Fail::msg(super::at_place(k, m)))?
            } else {
                to_bytes_binary(k)
            };
            write_one(&mut out, plan, &bytes, opts.json)?;
        }
    }
    out.flush()?;
    Ok(())
}

fn write_one(out: &mut dyn Write, plan: &Plan, key: &[u8], json: bool) -> std::io::Result<()> {
    let d = decode_key(plan, key);
    if json {
        writeln!(out, "{}", report::json(&d))
    } else {
        writeln!(out, "{}", report::text(&d))
    }
}
