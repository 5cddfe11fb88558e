//! `rowkey sample`: a design's keys in insertion order.

use crate::cli::{KeyFormat, SampleFormat};
use crate::fail::Fail;
use rowkey_core::design::{Design, DesignError, MAX_SAMPLE_COUNT};
use rowkey_core::sample::Compiled;
use std::io::{Read, Write};
use std::path::Path;

/// Read and compile a design document, or fail with every problem it has.
pub fn load_design(path: &Path) -> Result<Compiled, Fail> {
    let text = if path.as_os_str() == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| Fail::msg(format!("cannot read the design from standard input: {e}")))?;
        s
    } else {
        std::fs::read_to_string(path)
            .map_err(|e| Fail::msg(format!("cannot read {}: {e}", path.display())))?
    };
    let design = Design::from_json(&text).map_err(|e| design_fail(path, &text, None, &[e]))?;
    Compiled::new(&design).map_err(|errs| design_fail(path, &text, Some(&design), &errs))
}

pub fn design_fail(
    path: &Path,
    json: &str,
    design: Option<&Design>,
    errors: &[DesignError],
) -> Fail {
    let lines: Vec<String> = errors
        .iter()
        .map(|e| format!("{}: {}", path.display(), e.render(json, design)))
        .collect();
    Fail::msg(lines.join("\nerror: "))
}

pub fn sample(path: &Path, count: Option<u64>, format: SampleFormat) -> Result<(), Fail> {
    let compiled = load_design(path)?;
    let count = count.unwrap_or(compiled.design().sample.count);
    if count > MAX_SAMPLE_COUNT {
        return Err(Fail::msg(format!(
            "--count {count} is over the limit of {MAX_SAMPLE_COUNT} keys"
        )));
    }
    let kf = match format {
        SampleFormat::Csv => return super::exchange::write_csv(path, &compiled, count),
        SampleFormat::Hex => KeyFormat::Hex,
        SampleFormat::Binary => KeyFormat::Binary,
    };
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut sampler = compiled.sampler().with_count(count);
    let mut key = Vec::new();
    while let Some(r) = sampler.next_into(&mut key) {
        r.map_err(|e| design_fail(path, "", Some(compiled.design()), &[e]))?;
        writeln!(out, "{}", super::format_key(&key, kf))?;
    }
    out.flush()?;
    Ok(())
}
