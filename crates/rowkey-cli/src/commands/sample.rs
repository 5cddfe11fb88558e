//! `rowkey sample`: a design's keys in insertion order.

use super::design::{design_fail, load_design, sample_count, write_csv};
use crate::cli::{KeyFormat, SampleFormat};
use crate::fail::Fail;
use std::io::Write;
use std::path::Path;

pub fn sample(path: &Path, count: Option<u64>, format: SampleFormat) -> Result<(), Fail> {
    let compiled = load_design(path)?;
    let count = sample_count(count, compiled.design().sample.count)?;
    let kf = match format {
        SampleFormat::Csv => return write_csv(path, &compiled, count),
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
