//! One function per command.

mod analyze;
mod compare;
mod decode;
mod design;
mod encode;
mod exchange;
pub mod keys;
pub mod merge;
mod metrics;
mod sample;
mod simulate;
mod size;
mod split;

pub use analyze::render_text;

use crate::cli::{Cli, Command, KeyFormat};
use crate::fail::Fail;
use rowkey_core::hbase;
use rowkey_core::i18n::{catalogue::cli as text, Message};
use std::io::Write;

/// Run the parsed command line.
pub fn run(cli: Cli) -> Result<(), Fail> {
    match cli.command {
        Command::Encode {
            template,
            set,
            set_bytes,
            format,
            seed,
        } => encode::encode(&template, &set, &set_bytes, format, seed),
        Command::Decode {
            design,
            key,
            hex,
            dump,
            format,
        } => decode::decode(
            &design,
            decode::Options {
                keys: key,
                hex,
                file: keys::KeysSource::from_args(dump)?,
                json: format == crate::cli::ReportFormat::Json,
            },
        ),
        Command::Convert { from, to, value } => convert(from, to, &value),
        Command::Check { template } => encode::check(&template),
        Command::Analyze {
            design,
            format,
            count,
            threads,
            memory_rows,
            all_regions,
            top,
            keys_sizes,
            weigh,
            keys,
            partial,
            part,
            partial_format,
            regions_metrics,
            regions_metrics_format,
        } => analyze::analyze_cmd(
            &design,
            analyze::Options {
                json: format == crate::cli::ReportFormat::Json,
                count,
                threads,
                memory_rows,
                all_regions,
                top: top.map(usize::from),
                sizes: keys_sizes,
                weigh_bytes: weigh == crate::cli::Weigh::Bytes,
                keys: keys::KeysSource::from_args(keys)?,
                partial: partial.then_some((part, partial_format)),
                metrics: regions_metrics,
                metrics_format: regions_metrics_format.map(Into::into),
            },
        ),
        Command::Merge {
            partials,
            format,
            partial_format,
            all_regions,
            weigh,
        } => merge::merge(
            &partials,
            format,
            partial_format,
            all_regions,
            weigh == crate::cli::Weigh::Bytes,
        ),
        Command::Compare {
            a,
            b,
            format,
            count,
            threads,
            memory_rows,
            rows,
            row_bytes,
            growth,
        } => compare::compare_cmd(
            &a,
            &b,
            compare::Options {
                json: format == crate::cli::ReportFormat::Json,
                count,
                threads,
                memory_rows,
                growth: rows
                    .zip(row_bytes)
                    .map(|(rows, row_bytes)| simulate::options(rows, row_bytes, &growth)),
            },
        ),
        Command::Sample {
            design,
            count,
            format,
        } => sample::sample(&design, count, format),
        Command::Split {
            algorithm,
            regions,
            first,
            last,
            start,
            end,
            format,
            keys,
            from_partial,
            by,
            keys_sizes,
        } => split::split(&split::SplitArgs {
            algorithm,
            regions,
            first,
            last,
            start,
            end,
            format,
            keys: keys::KeysSource::from_args(keys)?,
            from_partial,
            by_bytes: by == crate::cli::Weigh::Bytes,
            size_column: keys_sizes.flatten(),
        }),
        Command::Size {
            rows,
            row_bytes,
            max_filesize,
            days,
            format,
        } => size::size(
            &rowkey_core::design::Sizing {
                rows,
                row_bytes,
                max_filesize,
                days,
                row_bytes_field: None,
            },
            format == crate::cli::ReportFormat::Json,
        ),
        Command::Simulate {
            design,
            rows,
            row_bytes,
            growth,
            format,
        } => simulate::simulate_cmd(
            &design,
            &simulate::options(rows, row_bytes, &growth),
            format == crate::cli::ReportFormat::Json,
        ),
        Command::Import { from, file, format } => exchange::import(from, &file, format),
        Command::Export { design, to, count } => exchange::export(&design, to, count),
    }
}

/// Print `bytes` in `format` on one line.
pub fn print_key(bytes: &[u8], format: KeyFormat) -> Result<(), Fail> {
    let mut out = std::io::stdout().lock();
    writeln!(out, "{}", format_key(bytes, format))?;
    Ok(())
}

/// `bytes` in `format`.
pub fn format_key(bytes: &[u8], format: KeyFormat) -> String {
    match format {
        KeyFormat::Binary => hbase::to_string_binary(bytes),
        KeyFormat::Hex => hbase::to_hex(bytes),
    }
}

fn convert(from: KeyFormat, to: KeyFormat, value: &str) -> Result<(), Fail> {
    let bytes = match from {
        KeyFormat::Binary => hbase::to_bytes_binary(value),
        KeyFormat::Hex => hbase::from_hex(value).map_err(|e| {
            Fail::msg(
                Message::new(text::VALUE_NOT_HEX)
                    .arg("error", e.to_string())
                    .to_string(),
            )
        })?,
    };
    print_key(&bytes, to)
}

/// Writes `value` as pretty JSON and a newline, as it is serialised (a report with long split
/// keys is several times their size as JSON and need not be held whole). A failed write stays an
/// I/O error, so a closed pipe is reported as one, not as a problem with the design.
pub fn write_json(out: &mut impl Write, value: &impl serde::Serialize) -> Result<(), Fail> {
    serde_json::to_writer_pretty(&mut *out, value).map_err(|e| {
        if e.is_io() {
            Fail::from(std::io::Error::from(e))
        } else {
            Fail::msg(e.to_string())
        }
    })?;
    out.write_all(b"\n")?;
    Ok(())
}

/// An error message after the flag, file or input it is about (`--keys-column: …`), with the
/// colon of the language it is shown in.
///
/// ```ignore
/// assert_eq!(at_place("--count", "must be 1 or more"), "--count: must be 1 or more");
/// ```
pub fn at_place(
    place: impl Into<rowkey_core::i18n::Arg>,
    message: impl Into<rowkey_core::i18n::Arg>,
) -> String {
    Message::new(text::AT_PLACE)
        .arg("place", place)
        .arg("message", message)
        .to_string()
}
