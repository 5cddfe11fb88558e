//! What the commands that read a design document share: loading it (with every problem it has
//! as one failure), the sample count, and the sample as CSV (`sample --format csv` and
//! `export --to csv` write the same file).

use crate::fail::Fail;
use rowkey_core::design::{check_document_bytes, document_text, Design, DesignError};
use rowkey_core::exchange::{self, CsvError};
use rowkey_core::i18n::{catalogue::cli as text, Message};
use rowkey_core::limits::{check_sample_count, MAX_DESIGN_BYTES};
use rowkey_core::sample::Compiled;
use std::io::Read;
use std::path::Path;

/// Read and compile a design document, or fail with every problem it has.
pub fn load_design(path: &Path) -> Result<Compiled, Fail> {
    // Read one byte past the limit, never the whole of a huge file.
    let limit = MAX_DESIGN_BYTES as u64 + 1;
    let mut bytes = Vec::new();
    if path.as_os_str() == "-" {
        std::io::stdin()
            .lock()
            .take(limit)
            .read_to_end(&mut bytes)
            .map_err(|e| {
                Fail::msg(
                    Message::new(text::CANNOT_READ_DESIGN_STDIN)
                        .arg("error", e.to_string())
                        .to_string(),
                )
            })?;
    } else {
        std::fs::File::open(path)
            .and_then(|f| f.take(limit).read_to_end(&mut bytes))
            .map_err(|e| super::keys::cannot_read(path.display().to_string(), &e))?;
    }
    // Before the text is decoded: a huge file is refused for its size, whatever it holds.
    check_document_bytes(bytes.len())
        .map_err(|m| Fail::msg(super::at_place(path.display().to_string(), m)))?;
    let text = String::from_utf8(bytes).map_err(|e| {
        Fail::msg(
            Message::new(text::DESIGN_NOT_UTF8)
                .arg("path", path.display().to_string())
                .arg("byte", e.utf8_error().valid_up_to().to_string())
                .to_string(),
        )
    })?;
    // A byte-order mark is skipped, and carets are drawn on the text the parser saw.
    let text = document_text(&text).map_err(|e| design_fail(path, &text, None, &[e]))?;
    let design = Design::from_json(text).map_err(|e| design_fail(path, text, None, &[e]))?;
    Compiled::new(&design).map_err(|errs| design_fail(path, text, Some(&design), &errs))
}

/// Every problem of a design as one failure, each naming the file it came from.
pub fn design_fail(
    path: &Path,
    json: &str,
    design: Option<&Design>,
    errors: &[DesignError],
) -> Fail {
    Fail::msg(rowkey_core::join_errors(errors.iter().map(|e| {
        format!("{}: {}", path.display(), e.render(json, design))
    })))
}

/// `--count` (or the design's own count) checked by the one core rule every command shares.
pub fn sample_count(given: Option<u64>, design: u64) -> Result<u64, Fail> {
    check_sample_count(given.unwrap_or(design))
        .map_err(|m| Fail::msg(super::at_place("--count", m)))
}

/// The sample as CSV on standard output, one implementation for `sample` and `export`.
pub fn write_csv(path: &Path, compiled: &Compiled, count: u64) -> Result<(), Fail> {
    let stdout = std::io::stdout();
    let out = std::io::BufWriter::new(stdout.lock());
    exchange::write_csv(compiled, count, out).map_err(|e| match e {
        CsvError::Design(e) => design_fail(path, "", Some(compiled.design()), &[e]),
        CsvError::Io(io) => io.into(),
    })
}
