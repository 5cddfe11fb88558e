//! The byte and text forms of a [`KeysPartial`] (the layout is in the module above).

use super::{DistinctSample, InputOrder, KeysPartial, PartialError, TEXT_PREFIX};
use crate::analyze::distribution::Heatmap;
use crate::i18n::{catalogue::keys as msg, Arg, Message};
use crate::keys::dups::Duplicates;
use crate::keys::reader::MAX_LINE_BYTES;
use base64::Engine as _;

/// The first bytes of every partial.
pub const MAGIC: &[u8; 4] = b"RKPT";
/// The format version written and the newest read.
pub const VERSION: u32 = 1;

fn bad(what: &str) -> PartialError {
    Message::new(msg::PARTIAL_BAD)
        .arg("what", what.to_string())
        .into()
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
        b.push(match self.order {
            InputOrder::Insertion => 0,
        });
        match self.part {
            Some(p) => {
                b.push(1);
                b.extend_from_slice(&p.to_le_bytes());
            }
            None => b.push(0),
        }
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
        for (p, n) in prints {
            b.extend_from_slice(&p.to_le_bytes());
            b.extend_from_slice(&n.to_le_bytes());
        }
        b.push(self.dups.examples().len() as u8);
        self.dups
            .examples()
            .iter()
            .for_each(|e| put_bytes(&mut b, e));
        b.extend_from_slice(&self.heatmap.rows_per_window.to_le_bytes());
        b.extend_from_slice(&(self.heatmap.windows as u32).to_le_bytes());
        for row in &self.heatmap.cells {
            row.iter()
                .for_each(|c| b.extend_from_slice(&c.to_le_bytes()));
        }
        b.extend_from_slice(&self.sample.level().to_le_bytes());
        b.extend_from_slice(&self.sample.budget().to_le_bytes());
        b.extend_from_slice(&(self.sample.len() as u32).to_le_bytes());
        self.sample.keys().for_each(|k| put_bytes(&mut b, k));
        let mut out = Vec::with_capacity(b.len() + 20);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.extend_from_slice(&(b.len() as u64).to_le_bytes());
        out.extend_from_slice(&b);
        let crc = crc32fast::hash(&out);
        out.extend_from_slice(&crc.to_le_bytes());
        out
    }

    /// The text form: one line, `rowkey-partial-v1:` and the base64 of the bytes.
    pub fn to_text(&self) -> String {
        format!(
            "{TEXT_PREFIX}{}",
            base64::engine::general_purpose::STANDARD.encode(self.to_bytes())
        )
    }

    /// A partial in either form: text (the prefix, surrounding white space allowed) or bytes.
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
    pub fn from_text(text: &str) -> Result<KeysPartial, PartialError> {
        let text = text.trim();
        let Some(body) = text.strip_prefix(TEXT_PREFIX) else {
            // A newer text form names its version: say so rather than "not a partial".
            if let Some(v) = text
                .strip_prefix("rowkey-partial-v")
                .and_then(|r| r.split(':').next())
                .and_then(|v| v.parse::<u32>().ok())
            {
                return Err(newer(v));
            }
            return Err(Message::new(msg::NOT_A_PARTIAL).into());
        };
        let bytes = base64::engine::general_purpose::STANDARD
            .decode(body)
            .map_err(|_| bad_base64())?;
        KeysPartial::from_bytes(&bytes)
    }

    /// Read the binary form back. A foreign, newer, cut, corrupt or inconsistent partial is an
    /// error saying which.
    pub fn from_bytes(bytes: &[u8]) -> Result<KeysPartial, PartialError> {
        let mut r = Cursor { bytes, at: 0 };
        let magic = r.take(4).map_err(|_| Message::new(msg::NOT_A_PARTIAL))?;
        if magic != MAGIC {
            return Err(Message::new(msg::NOT_A_PARTIAL).into());
        }
        let version = r.u32()?;
        if version != VERSION {
            return Err(newer(version));
        }
        let n = usize::try_from(r.u64()?).map_err(|_| cut())?;
        let body = r.take(n)?;
        let end = r.at;
        let crc = r.u32()?;
        if r.at != bytes.len() {
            return Err(bad("length"));
        }
        if crc32fast::hash(&bytes[..end]) != crc {
            return Err(Message::new(msg::PARTIAL_CHECKSUM).into());
        }
        read_body(&mut Cursor { bytes: body, at: 0 })
    }
}

fn bad_base64() -> PartialError {
    Message::new(msg::PARTIAL_BASE64).into()
}

fn newer(version: u32) -> PartialError {
    Message::new(msg::PARTIAL_NEWER)
        .arg("version", Arg::Int(version.into()))
        .arg("supported", Arg::Int(VERSION.into()))
        .into()
}

fn cut() -> PartialError {
    Message::new(msg::PARTIAL_CUT_SHORT).into()
}

fn read_body(r: &mut Cursor<'_>) -> Result<KeysPartial, PartialError> {
    let design_json = String::from_utf8(r.bytes()?.to_vec()).map_err(|_| bad("design"))?;
    let splits_print = r.u64()?;
    let memory_rows = r.u64()?;
    let sample_count = r.u64()?;
    let order = match r.u8()? {
        0 => InputOrder::Insertion,
        _ => return Err(bad("input order")),
    };
    let part = match r.u8()? {
        0 => None,
        1 => Some(r.u32()?),
        _ => return Err(bad("part")),
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
        Duplicates::from_parts(&prints, level, examples).ok_or_else(|| bad("repeated keys"))?;
    let rows_per_window = r.u64()?;
    let windows = r.u32()? as usize;
    if windows == 0 || windows > crate::keys::heat::MAX_WINDOWS {
        return Err(bad("heatmap"));
    }
    let mut cells = Vec::new();
    for _ in 0..r.at_most(regions, 4 * windows)? {
        let mut row = Vec::with_capacity(windows);
        for _ in 0..windows {
            row.push(r.u32()?);
        }
        cells.push(row);
    }
    let heat_rows: u64 = cells.iter().flatten().map(|&c| u64::from(c)).sum();
    if heat_rows != rows {
        return Err(bad("heatmap"));
    }
    let sample_level = r.u32()?;
    let budget = r.u64()?;
    let n = r.u32()? as usize;
    let mut keys = std::collections::BTreeSet::new();
    let mut last: Option<&[u8]> = None;
    for _ in 0..r.at_most(n, 4)? {
        let k = r.bytes()?;
        if last.is_some_and(|l| l >= k) {
            return Err(bad("quantile sample"));
        }
        last = Some(k);
        keys.insert(k.to_vec());
    }
    let sample = DistinctSample::from_parts(keys, sample_level, budget)
        .filter(|s| s.budget() <= super::SAMPLE_BUDGET)
        .ok_or_else(|| bad("quantile sample"))?;
    if r.at != r.bytes.len() {
        return Err(bad("length"));
    }
    Ok(KeysPartial {
        design_json,
        splits_print,
        memory_rows,
        sample_count,
        order,
        part,
        rows,
        key_bytes,
        counts,
        lens,
        dups,
        heatmap: Heatmap {
            windows,
            rows_per_window,
            cells,
        },
        sample,
    })
}

/// A cursor over a partial's bytes; reading past the end is "cut short".
struct Cursor<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Cursor<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], PartialError> {
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
    fn at_most(&self, n: usize, size: usize) -> Result<usize, PartialError> {
        let need = n.checked_mul(size).ok_or_else(cut)?;
        if need > self.bytes.len() - self.at {
            return Err(cut());
        }
        Ok(n)
    }

    fn u8(&mut self) -> Result<u8, PartialError> {
        Ok(self.take(1)?[0])
    }

    fn u32(&mut self) -> Result<u32, PartialError> {
        let b = self.take(4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn u64(&mut self) -> Result<u64, PartialError> {
        let b = self.take(8)?;
        Ok(u64::from_le_bytes([
            b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7],
        ]))
    }

    fn bytes(&mut self) -> Result<&'a [u8], PartialError> {
        let n = self.u32()? as usize;
        self.take(n)
    }
}
