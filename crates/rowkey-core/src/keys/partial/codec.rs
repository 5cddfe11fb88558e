//! The byte and text forms of a [`KeysPartial`] (the layout is in the module above).

use super::runs::{HeatPiece, Run};
use super::{KeySketch, KeysPartial, PartialError, TEXT_PREFIX};
use crate::i18n::{catalogue::keys as msg, Arg};
use crate::keys::detect::{Detection, Evidence};
use crate::keys::dups::Duplicates;
use crate::keys::reader::MAX_LINE_BYTES;
use crate::keys::{KeyFormat, KeysOrder, OrderChoice};
use base64::Engine as _;

/// The first bytes of every partial.
pub const MAGIC: &[u8; 4] = b"RKPT";
/// The format version written and the newest read.
pub const VERSION: u32 = 5;

/// The oldest format version read: version 4 partials have no byte-weighted sketch.
pub const OLDEST_READ: u32 = 4;

fn bad(what: &str) -> PartialError {
    crate::msg!(msg::PARTIAL_BAD, what = what.to_string()).into()
}

fn put_bytes(out: &mut Vec<u8>, b: &[u8]) {
    out.extend_from_slice(&(b.len() as u32).to_le_bytes());
    out.extend_from_slice(b);
}

impl KeysPartial {
    /// The binary form ([`KeysPartial::from_bytes`] reads it back).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut b = Vec::new();
        put_bytes(&mut b, self.design_json.as_bytes());
        b.extend_from_slice(&self.splits_print.to_le_bytes());
        b.extend_from_slice(&self.memory_rows.to_le_bytes());
        b.extend_from_slice(&self.sample_count.to_le_bytes());
        put_format(&mut b, &self.given);
        b.push(match self.order {
            OrderChoice::Auto => 0,
            OrderChoice::Given(KeysOrder::Insertion) => 1,
            OrderChoice::Given(KeysOrder::Key) => 2,
        });
        b.extend_from_slice(&self.rows.to_le_bytes());
        b.extend_from_slice(&self.key_bytes.to_le_bytes());
        b.extend_from_slice(&(self.counts.len() as u32).to_le_bytes());
        self.counts
            .iter()
            .for_each(|c| b.extend_from_slice(&c.to_le_bytes()));
        b.extend_from_slice(&(self.lens.len() as u32).to_le_bytes());
        for &(l, n) in &self.lens {
            b.extend_from_slice(&l.to_le_bytes());
            b.extend_from_slice(&n.to_le_bytes());
        }
        let prints = self.dups.prints();
        b.extend_from_slice(&self.dups.level().to_le_bytes());
        b.extend_from_slice(&(prints.len() as u32).to_le_bytes());
        for (p, n) in prints.iter() {
            b.extend_from_slice(&p.to_le_bytes());
            b.extend_from_slice(&n.to_le_bytes());
        }
        b.push(self.dups.examples().len() as u8);
        self.dups
            .examples()
            .iter()
            .for_each(|e| put_bytes(&mut b, e));
        let levels = self.sample.levels();
        b.extend_from_slice(&(levels.len() as u32).to_le_bytes());
        for (level, c) in levels.iter().zip(self.sample.compactions()) {
            put_u64(&mut b, *c);
            b.extend_from_slice(&(level.len() as u32).to_le_bytes());
            level.in_order().for_each(|k| put_bytes(&mut b, k));
        }
        b.extend_from_slice(&(self.runs.len() as u32).to_le_bytes());
        self.runs.iter().for_each(|r| put_run(&mut b, r));
        super::tops::put_tops(&mut b, self.tops.as_ref());
        super::sizes::put_sizes(&mut b, self.bytes.as_deref());
        if self.bytes.is_some() {
            super::wsketch::put_sketch(&mut b, self.wbytes.as_ref());
        }
        let mut out = Vec::with_capacity(b.len() + 20);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.extend_from_slice(&(b.len() as u64).to_le_bytes());
        out.extend_from_slice(&b);
        let crc = crc32fast::hash(&out);
        out.extend_from_slice(&crc.to_le_bytes());
        out
    }

    /// The text form: one line, `rowkey-partial-v5:` and the base64 of the bytes.
    pub fn to_text(&self) -> String {
        format!(
            "{TEXT_PREFIX}{}",
            base64::engine::general_purpose::STANDARD.encode(self.to_bytes())
        )
    }

    /// A partial in either form: text (the prefix, surrounding white space allowed) or bytes.
    ///
    /// # Errors
    ///
    /// What [`KeysPartial::from_text`] or [`KeysPartial::from_bytes`] refuses.
    pub fn read(input: &[u8]) -> Result<KeysPartial, PartialError> {
        let trimmed = input.trim_ascii();
        if trimmed.starts_with(b"rowkey-partial-") {
            let text = std::str::from_utf8(trimmed).map_err(|_| bad_base64())?;
            KeysPartial::from_text(text)
        } else {
            KeysPartial::from_bytes(input)
        }
    }

    /// Read the text form back.
    ///
    /// # Errors
    ///
    /// A [`PartialError`] when the text is not a partial's text form, is of another version, or its
    /// base64 or bytes do not read.
    pub fn from_text(text: &str) -> Result<KeysPartial, PartialError> {
        let text = text.trim();
        let Some(body) = text
            .strip_prefix(TEXT_PREFIX)
            .or_else(|| text.strip_prefix("rowkey-partial-v4:"))
        else {
            // A newer text form names its version: say so rather than "not a partial".
            if let Some(v) = text
                .strip_prefix("rowkey-partial-v")
                .and_then(|r| r.split(':').next())
                .and_then(|v| v.parse::<u32>().ok())
            {
                return Err(if v < OLDEST_READ { older(v) } else { newer(v) });
            }
            return Err(crate::msg!(msg::NOT_A_PARTIAL).into());
        };
        let bytes = base64::engine::general_purpose::STANDARD
            .decode(body)
            .map_err(|_| bad_base64())?;
        KeysPartial::from_bytes(&bytes)
    }

    /// Read the binary form back. A foreign, newer, cut, corrupt or inconsistent partial is an
    /// error saying which.
    ///
    /// # Errors
    ///
    /// A [`PartialError`] when the bytes are not a partial, are of another version, are cut short
    /// or do not hold together.
    pub fn from_bytes(bytes: &[u8]) -> Result<KeysPartial, PartialError> {
        let mut r = Cursor { bytes, at: 0 };
        let magic = r.take(4).map_err(|_| crate::msg!(msg::NOT_A_PARTIAL))?;
        if magic != MAGIC {
            return Err(crate::msg!(msg::NOT_A_PARTIAL).into());
        }
        let version = r.u32()?;
        if !(OLDEST_READ..=VERSION).contains(&version) {
            return Err(if version < OLDEST_READ {
                older(version)
            } else {
                newer(version)
            });
        }
        let n = usize::try_from(r.u64()?).map_err(|_| cut())?;
        let body = r.take(n)?;
        let end = r.at;
        let crc = r.u32()?;
        if r.at != bytes.len() {
            return Err(bad("length"));
        }
        if crc32fast::hash(&bytes[..end]) != crc {
            return Err(crate::msg!(msg::PARTIAL_CHECKSUM).into());
        }
        read_body(&mut Cursor { bytes: body, at: 0 }, version)
    }
}

fn put_u64(b: &mut Vec<u8>, n: u64) {
    b.extend_from_slice(&n.to_le_bytes());
}

fn put_line(b: &mut Vec<u8>, line: Option<u64>) {
    put_u64(b, line.unwrap_or(0));
}

fn put_format(b: &mut Vec<u8>, f: &KeyFormat) {
    let (tag, column) = match f {
        KeyFormat::Auto { column } => (0, column.as_deref()),
        KeyFormat::Lines => (1, None),
        KeyFormat::Binary => (2, None),
        KeyFormat::Hex => (3, None),
        KeyFormat::Scan => (4, None),
        KeyFormat::Csv { column } => (5, column.as_deref()),
    };
    b.push(tag);
    match column {
        Some(c) => {
            b.push(1);
            put_bytes(b, c.as_bytes());
        }
        None => b.push(0),
    }
}

fn put_run(b: &mut Vec<u8>, r: &Run) {
    match r.parts {
        Some((lo, hi)) => {
            b.push(1);
            b.extend_from_slice(&lo.to_le_bytes());
            b.extend_from_slice(&hi.to_le_bytes());
        }
        None => b.push(0),
    }
    put_u64(b, r.lines);
    put_u64(b, r.keys);
    put_format(b, &r.format);
    match &r.head {
        Some(d) => {
            b.push(1);
            put_format(b, &d.format);
            let (tag, n) = match d.evidence {
                Evidence::ScanHeader(n) => (0, n),
                Evidence::ScanCell(n) => (1, n),
                Evidence::Csv { fields } => (2, fields as u64),
                Evidence::Hex => (3, 0),
                Evidence::Escape(n) => (4, n),
                Evidence::RawBytes(n) => (5, n),
                Evidence::Backslash(n) => (6, n),
                Evidence::PlainText => (7, 0),
                Evidence::Empty => (8, 0),
            };
            b.push(tag);
            put_u64(b, n);
        }
        None => b.push(0),
    }
    match &r.csv_header {
        Some(h) => {
            b.push(1);
            put_bytes(b, h.as_bytes());
        }
        None => b.push(0),
    }
    match &r.first {
        Some((k, line)) => {
            b.push(1);
            put_bytes(b, k);
            put_u64(b, *line);
        }
        None => b.push(0),
    }
    put_bytes(b, &r.last);
    put_line(b, r.unsorted_at);
    put_u64(b, r.skipped.0);
    put_line(b, r.skipped.1);
    put_u64(b, r.foreign.0);
    put_line(b, r.foreign.1);
    b.extend_from_slice(&(r.heat.len() as u32).to_le_bytes());
    for p in &r.heat {
        put_u64(b, p.keys);
        put_u64(b, p.width);
        b.push(u8::from(p.aligned));
        b.extend_from_slice(&(p.columns.len() as u32).to_le_bytes());
        for c in &p.columns {
            c.iter().for_each(|n| b.extend_from_slice(&n.to_le_bytes()));
        }
    }
}

fn bad_base64() -> PartialError {
    crate::msg!(msg::PARTIAL_BASE64).into()
}

fn newer(version: u32) -> PartialError {
    crate::msg!(
        msg::PARTIAL_NEWER,
        version = Arg::Int(version.into()),
        supported = Arg::Int(VERSION.into())
    )
    .into()
}

fn older(version: u32) -> PartialError {
    crate::msg!(
        msg::PARTIAL_OLDER,
        version = Arg::Int(version.into()),
        supported = Arg::Int(VERSION.into())
    )
    .into()
}

fn cut() -> PartialError {
    crate::msg!(msg::PARTIAL_CUT_SHORT).into()
}

fn read_body(r: &mut Cursor<'_>, version: u32) -> Result<KeysPartial, PartialError> {
    let design_json = String::from_utf8(r.bytes()?.to_vec()).map_err(|_| bad("design"))?;
    let splits_print = r.u64()?;
    let memory_rows = r.u64()?;
    let sample_count = r.u64()?;
    let given = read_format(r)?;
    let order = match r.u8()? {
        0 => OrderChoice::Auto,
        1 => OrderChoice::Given(KeysOrder::Insertion),
        2 => OrderChoice::Given(KeysOrder::Key),
        _ => return Err(bad("key order")),
    };
    let rows = r.u64()?;
    let key_bytes = r.u64()?;
    let regions = r.u32()? as usize;
    if regions == 0 {
        return Err(bad("counts"));
    }
    let mut counts = Vec::new();
    for _ in 0..r.at_most(regions, 8)? {
        counts.push(r.u64()?);
    }
    let total = counts.iter().try_fold(0u64, |a, &c| a.checked_add(c));
    if total != Some(rows) {
        return Err(bad("counts"));
    }
    let n = r.u32()? as usize;
    let mut lens = Vec::new();
    let (mut keys, mut bytes) = (0u64, 0u128);
    for _ in 0..r.at_most(n, 12)? {
        let (l, c) = (r.u32()?, r.u64()?);
        let rising = lens.last().is_none_or(|&(p, _)| p < l);
        if c == 0 || !rising || l as usize > MAX_LINE_BYTES {
            return Err(bad("key lengths"));
        }
        keys = keys.checked_add(c).ok_or_else(|| bad("key lengths"))?;
        bytes += u128::from(l) * u128::from(c);
        lens.push((l, c));
    }
    if keys != rows || bytes != u128::from(key_bytes) {
        return Err(bad("key lengths"));
    }
    let level = r.u32()?;
    let n = r.u32()? as usize;
    let mut prints = Vec::new();
    for _ in 0..r.at_most(n, 12)? {
        let p = (r.u64()?, r.u32()?);
        if prints.last().is_some_and(|&(q, _)| q >= p.0) {
            return Err(bad("repeated keys"));
        }
        prints.push(p);
    }
    let mut examples = Vec::new();
    for _ in 0..r.u8()? {
        examples.push(r.bytes()?.to_vec());
    }
    let dups =
        Duplicates::from_parts(prints, level, examples).ok_or_else(|| bad("repeated keys"))?;
    let depth = r.u32()? as usize;
    if depth == 0 || depth > super::sketch::MAX_LEVELS {
        return Err(bad("quantile sketch"));
    }
    let (mut levels, mut compactions) = (Vec::new(), Vec::new());
    for h in 0..depth {
        compactions.push(r.u64()?);
        let n = r.u32()? as usize;
        let mut level = super::level::Level::default();
        for _ in 0..r.at_most(n, 4)? {
            let k = r.bytes()?;
            // Levels above 0 are sorted (the sketch's compactions keep them so).
            if h > 0 && level.last().is_some_and(|l| l > k) {
                return Err(bad("quantile sketch"));
            }
            level.push(k);
        }
        levels.push(level);
    }
    let sample =
        KeySketch::from_parts(levels, compactions, rows).ok_or_else(|| bad("quantile sketch"))?;
    let n = r.u32()? as usize;
    let mut runs: Vec<Run> = Vec::new();
    for _ in 0..r.at_most(n, 60)? {
        let run = read_run(r, regions)?;
        if runs
            .last()
            .is_some_and(|l| l.parts.is_none() && run.parts.is_some())
        {
            return Err(bad("parts"));
        }
        runs.push(run);
    }
    if runs.is_empty() || runs.iter().map(|r| r.keys).try_fold(0u64, u64::checked_add) != Some(rows)
    {
        return Err(bad("parts"));
    }
    let tops = match super::tops::read_tops(r, &counts) {
        Ok(t) => t,
        Err(super::tops::ReadError::Cut(e)) => return Err(e),
        Err(super::tops::ReadError::Bad) => return Err(bad("top values")),
    };
    let bytes =
        super::sizes::read_sizes(r, regions).map_err(|e| e.unwrap_or_else(|| bad("row sizes")))?;
    let wbytes = match &bytes {
        Some(b) if version >= 5 => super::wsketch::read_sketch(r, b.iter().sum())
            .map_err(|e| e.unwrap_or_else(|| bad("byte-weighted sketch")))?,
        _ => None,
    };
    if r.at != r.bytes.len() {
        return Err(bad("length"));
    }
    Ok(KeysPartial {
        design_json,
        splits_print,
        memory_rows,
        sample_count,
        given,
        order,
        rows,
        key_bytes,
        counts,
        lens,
        dups,
        sample,
        runs,
        tops,
        bytes,
        wbytes,
    })
}

fn read_format(r: &mut Cursor<'_>) -> Result<KeyFormat, PartialError> {
    let tag = r.u8()?;
    let column = match r.u8()? {
        0 => None,
        1 => Some(String::from_utf8(r.bytes()?.to_vec()).map_err(|_| bad("key format"))?),
        _ => return Err(bad("key format")),
    };
    Ok(match (tag, column) {
        (0, column) => KeyFormat::Auto { column },
        (1, None) => KeyFormat::Lines,
        (2, None) => KeyFormat::Binary,
        (3, None) => KeyFormat::Hex,
        (4, None) => KeyFormat::Scan,
        (5, column) => KeyFormat::Csv { column },
        _ => return Err(bad("key format")),
    })
}

/// A line number, 0 for none.
fn read_line(r: &mut Cursor<'_>) -> Result<Option<u64>, PartialError> {
    Ok(Some(r.u64()?).filter(|&l| l > 0))
}

fn read_run(r: &mut Cursor<'_>, regions: usize) -> Result<Run, PartialError> {
    let parts = match r.u8()? {
        0 => None,
        1 => {
            let (lo, hi) = (r.u32()?, r.u32()?);
            if lo > hi {
                return Err(bad("parts"));
            }
            Some((lo, hi))
        }
        _ => return Err(bad("parts")),
    };
    let lines = r.u64()?;
    let keys = r.u64()?;
    let format = read_format(r)?;
    let head = match r.u8()? {
        0 => None,
        1 => {
            let format = read_format(r)?;
            let (tag, n) = (r.u8()?, r.u64()?);
            let evidence = match tag {
                0 => Evidence::ScanHeader(n),
                1 => Evidence::ScanCell(n),
                2 => Evidence::Csv {
                    fields: usize::try_from(n).map_err(|_| bad("parts"))?,
                },
                3 => Evidence::Hex,
                4 => Evidence::Escape(n),
                5 => Evidence::RawBytes(n),
                6 => Evidence::Backslash(n),
                7 => Evidence::PlainText,
                8 => Evidence::Empty,
                _ => return Err(bad("parts")),
            };
            Some(Detection { format, evidence })
        }
        _ => return Err(bad("parts")),
    };
    let csv_header = match r.u8()? {
        0 => None,
        1 => Some(String::from_utf8(r.bytes()?.to_vec()).map_err(|_| bad("parts"))?),
        _ => return Err(bad("parts")),
    };
    let first = match r.u8()? {
        0 => None,
        1 => Some((r.bytes()?.to_vec(), r.u64()?)),
        _ => return Err(bad("parts")),
    };
    let last = r.bytes()?.to_vec();
    let unsorted_at = read_line(r)?;
    let skipped = (r.u64()?, read_line(r)?);
    let foreign = (r.u64()?, read_line(r)?);
    if first.is_none() != (keys == 0) {
        return Err(bad("parts"));
    }
    let n = r.u32()? as usize;
    let mut heat = Vec::new();
    for _ in 0..r.at_most(n, 21)? {
        let (keys, width, aligned) = (r.u64()?, r.u64()?, r.u8()?);
        let windows = r.u32()? as usize;
        if width == 0 || aligned > 1 || (keys == 0) != (windows == 0) {
            return Err(bad("heatmap"));
        }
        let mut columns = Vec::new();
        let mut total = 0u64;
        for _ in 0..r.at_most(windows, 4 * regions)? {
            let mut column = Vec::with_capacity(regions);
            for _ in 0..regions {
                let c = r.u32()?;
                total += u64::from(c);
                column.push(c);
            }
            columns.push(column);
        }
        if total != keys {
            return Err(bad("heatmap"));
        }
        heat.push(HeatPiece {
            keys,
            width,
            columns,
            aligned: aligned == 1,
        });
    }
    Ok(Run {
        parts,
        lines,
        keys,
        format,
        head,
        csv_header,
        first,
        last,
        unsorted_at,
        skipped,
        foreign,
        heat,
    })
}

/// A cursor over a partial's bytes; reading past the end is "cut short".
pub(crate) struct Cursor<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Cursor<'a> {
    /// A cursor at the start of `bytes`.
    #[cfg(test)]
    pub(crate) fn new(bytes: &'a [u8]) -> Cursor<'a> {
        Cursor { bytes, at: 0 }
    }

    pub(crate) fn take(&mut self, n: usize) -> Result<&'a [u8], PartialError> {
        let end = self
            .at
            .checked_add(n)
            .filter(|&e| e <= self.bytes.len())
            .ok_or_else(cut)?;
        let out = &self.bytes[self.at..end];
        self.at = end;
        Ok(out)
    }

    /// `n` items of at least `size` bytes each, if the bytes left can hold them (so a count
    /// read from the input never sizes memory beyond the input).
    pub(crate) fn at_most(&self, n: usize, size: usize) -> Result<usize, PartialError> {
        let need = n.checked_mul(size).ok_or_else(cut)?;
        if need > self.bytes.len() - self.at {
            return Err(cut());
        }
        Ok(n)
    }

    pub(crate) fn u8(&mut self) -> Result<u8, PartialError> {
        Ok(self.take(1)?[0])
    }

    pub(crate) fn u32(&mut self) -> Result<u32, PartialError> {
        let b = self.take(4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    pub(crate) fn u64(&mut self) -> Result<u64, PartialError> {
        let b = self.take(8)?;
        Ok(u64::from_le_bytes([
            b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7],
        ]))
    }

    pub(crate) fn bytes(&mut self) -> Result<&'a [u8], PartialError> {
        let n = self.u32()? as usize;
        self.take(n)
    }
}
