//! `rowkey split`: split keys as RegionSplitter or `Admin.createTable(start, end, n)` makes them.

use crate::cli::{KeyFormat, SplitAlgo};
use crate::fail::Fail;
use rowkey_core::design::{RegionSplitter, SplitAlgorithm, SplitSetting};
use rowkey_core::i18n::{catalogue::cli as text, Message};
use std::io::Write;

/// The options of `rowkey split` as given.
#[derive(Debug)]
pub struct SplitArgs {
    pub algorithm: SplitAlgo,
    pub regions: i32,
    pub first: Option<String>,
    pub last: Option<String>,
    pub start: Option<String>,
    pub end: Option<String>,
    pub format: KeyFormat,
    pub keys: Option<super::keys::KeysSource>,
    pub from_partial: Vec<std::path::PathBuf>,
    /// Cut regions of equal bytes (quantile with row sizes).
    pub by_bytes: bool,
    /// The csv column of the row sizes, when named.
    pub size_column: Option<String>,
}

pub fn split(args: &SplitArgs) -> Result<(), Fail> {
    let keys = split_keys(args)?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for key in &keys {
        writeln!(out, "{}", super::format_key(key, args.format))?;
    }
    out.flush()?;
    Ok(())
}

/// A setting as the command line names it.
fn flag(setting: SplitSetting) -> String {
    format!("--{}", setting.name())
}

fn split_keys(args: &SplitArgs) -> Result<Vec<Vec<u8>>, Fail> {
    let algorithm = args.algorithm.0;
    if !args.from_partial.is_empty() {
        if algorithm != SplitAlgorithm::Quantile {
            return Err(Fail::msg(
                Message::new(text::KEYS_ONLY_QUANTILE)
                    .arg("algorithm", algorithm.to_string())
                    .to_string(),
            ));
        }
        return super::merge::quantile_from_partial(
            &args.from_partial,
            args.regions,
            args.by_bytes,
        );
    }
    if args.by_bytes && (algorithm != SplitAlgorithm::Quantile || args.keys.is_none()) {
        return Err(Fail::msg(
            Message::new(text::BY_BYTES_QUANTILE_KEYS).to_string(),
        ));
    }
    match (&args.keys, algorithm == SplitAlgorithm::Quantile) {
        (Some(keys), true) if args.by_bytes => {
            return super::keys::quantile_by_bytes(keys, args.regions, args.size_column.clone())
        }
        (Some(keys), true) => return super::keys::quantile_from_keys(keys, args.regions),
        (None, true) => {
            return Err(Fail::msg(
                Message::new(text::QUANTILE_NEEDS_KEYS).to_string(),
            ))
        }
        (Some(_), false) => {
            return Err(Fail::msg(
                Message::new(text::KEYS_ONLY_QUANTILE)
                    .arg("algorithm", algorithm.to_string())
                    .to_string(),
            ))
        }
        (None, false) => {}
    }
    let Some(splitter) = RegionSplitter::new(algorithm, args.regions) else {
        return Err(Fail::msg(
            Message::new(text::NOT_AN_ALGORITHM)
                .arg("algorithm", algorithm.to_string())
                .to_string(),
        ));
    };
    let splitter = splitter
        .rows(args.first.as_deref(), args.last.as_deref())
        .range(args.start.as_deref(), args.end.as_deref());
    // A design keeps settings its algorithm does not read; a command line that gives one is
    // mistaken about what the algorithm takes.
    if !splitter.unused_settings().is_empty() {
        return Err(Fail::msg(if algorithm == SplitAlgorithm::Range {
            Message::new(text::RANGE_TAKES_START_END).to_string()
        } else {
            Message::new(text::START_END_FOR_RANGE)
                .arg("algorithm", algorithm.to_string())
                .to_string()
        }));
    }
    splitter.split_keys().map_err(|e| {
        let message = e.message(flag);
        Fail::msg(match e.setting() {
            Some(s @ (SplitSetting::First | SplitSetting::Last)) => {
                format!("{}: {message}", flag(s))
            }
            _ => message,
        })
    })
}
