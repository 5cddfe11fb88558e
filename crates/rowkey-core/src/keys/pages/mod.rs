//! Pages of a key dump: a bounded index of record boundaries recorded while the dump is read
//! once ([`DumpIndex`]), and a reader of one page of it from the nearest boundary
//! ([`PageReader`]), all keys or those of one region. The dump itself is never held: a page of a
//! 10-million-key dump reads at most [`DumpIndex::every`] records before its first key.
//!
//! ```
//! use rowkey_core::analyze::Regions;
//! use rowkey_core::keys::pages::{DumpIndex, PageReader, PageRequest};
//! use rowkey_core::keys::{KeyFormat, KeyReader};
//! let dump: Vec<u8> = (0..1000).map(|i| format!("k{i:04}\n")).collect::<String>().into_bytes();
//! let regions = Regions::new(vec![b"k0500".to_vec()]);
//! let mut reader = KeyReader::new(KeyFormat::Lines);
//! let mut index = DumpIndex::new();
//! reader.push_rows(&dump, &mut |row| index.see(row, regions.region_of(row.key) as u32)).unwrap();
//! reader.finish_rows(&mut |row| index.see(row, regions.region_of(row.key) as u32)).unwrap();
//! let index = index.finish(reader.read_as(), dump.len() as u64);
//! // Page 3 of 100 keys: keys 300..400.
//! let request = PageRequest::records(&index, 300, 100);
//! let mut page = PageReader::new(&index.read, &request, regions.clone()).unwrap();
//! let from = request.from.as_ref().map_or(0, |m| m.byte as usize);
//! page.push(&dump[from..]).unwrap();
//! let page = page.finish().unwrap();
//! assert_eq!(page.keys[0].key, b"k0300");
//! assert_eq!((page.keys.len(), page.keys[0].line), (100, 301));
//! ```

use super::reader::{KeyReader, KeysError, ReadAs};
use super::row::Row;
use crate::analyze::Regions;
use crate::i18n::{catalogue::keys as msg, Arg, Message};
use serde::{Deserialize, Serialize};

/// Boundaries an index keeps at most: when full, every other one is dropped and the step
/// between them doubles, so a dump of any size is indexed in bounded memory.
pub const MAX_MARKS: usize = 2048;

/// The step between boundaries an index starts with (records).
const FIRST_EVERY: u64 = 64;

/// A record boundary of a dump: where its `record`-th key (0-based) starts, its line, its
/// region and its place among that region's keys, and a short hash of the key, by which a page
/// read later knows the dump did not change.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mark {
    /// The key's 0-based place among the dump's keys.
    pub record: u64,
    /// Where its record starts, in bytes from the dump's start.
    pub byte: u64,
    /// Its 1-based line.
    pub line: u64,
    /// Its region.
    pub region: u32,
    /// Its 0-based place among its region's keys: a page of a region starts from the region's
    /// boundary nearest before the page.
    #[serde(default)]
    pub rank: u64,
    /// The low 32 bits of the key's xxh3 hash.
    pub hash: u32,
}

impl Mark {
    /// The boundary of `row`, the dump's `record`-th key, in `region`, whose `rank`-th key it
    /// is.
    pub fn of(row: &Row<'_>, record: u64, region: u32, rank: u64) -> Mark {
        Mark {
            record,
            byte: row.at,
            line: row.line,
            region,
            rank,
            hash: key_hash(row.key),
        }
    }
}

fn key_hash(key: &[u8]) -> u32 {
    xxhash_rust::xxh3::xxh3_64(key) as u32
}

/// The bounded index of a dump's record boundaries, recorded as the dump is read
/// ([`DumpIndex::see`] each key, then [`DumpIndex::finish`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DumpIndex {
    /// How the dump was read.
    pub read: ReadAs,
    /// Boundaries every [`DumpIndex::every`] records (the first key's is not kept: a page from
    /// the start reads the dump from its start).
    pub marks: Vec<Mark>,
    /// Records between two boundaries.
    pub every: u64,
    /// Keys in the dump.
    pub records: u64,
    /// Bytes of the dump.
    pub bytes: u64,
    /// Whether the keys' regions never go down through the dump (a sorted dump): a region's
    /// keys then start after the last boundary of a region before it.
    pub regions_in_order: bool,
    /// Keys of each region in the dump (as many as the splits have regions, or fewer when the
    /// last ones have none): a region's last page ends at its last key, without reading on to
    /// the dump's end.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub region_keys: Vec<u64>,
    #[serde(skip)]
    last_region: u32,
    /// Keys of each region seen so far (as many as the splits have regions).
    #[serde(skip)]
    seen: Vec<u64>,
}

impl DumpIndex {
    /// An empty index.
    pub fn new() -> DumpIndex {
        DumpIndex {
            every: FIRST_EVERY,
            regions_in_order: true,
            ..DumpIndex::default()
        }
    }

    /// The next key of the dump, read as `row`, in `region`.
    pub fn see(&mut self, row: Row<'_>, region: u32) {
        let record = self.records;
        self.records += 1;
        if region < self.last_region {
            self.regions_in_order = false;
        }
        self.last_region = region;
        let r = region as usize;
        if self.seen.len() <= r {
            self.seen.resize(r + 1, 0);
        }
        let rank = self.seen[r];
        self.seen[r] += 1;
        if record == 0 || !record.is_multiple_of(self.every) {
            return;
        }
        if self.marks.len() >= MAX_MARKS {
            self.every *= 2;
            let every = self.every;
            self.marks.retain(|m| m.record.is_multiple_of(every));
            if !record.is_multiple_of(every) {
                return;
            }
        }
        self.marks.push(Mark::of(&row, record, region, rank));
    }

    /// The index once the whole dump (`bytes` long) was read as `read` says.
    pub fn finish(mut self, read: ReadAs, bytes: u64) -> DumpIndex {
        self.read = read;
        self.bytes = bytes;
        self.region_keys = std::mem::take(&mut self.seen);
        self
    }

    /// The last boundary at or before the `record`-th key (none: the dump's start).
    pub fn before(&self, record: u64) -> Option<&Mark> {
        let n = self.marks.partition_point(|m| m.record <= record);
        n.checked_sub(1).map(|i| &self.marks[i])
    }

    /// Where the keys of `region` can start being looked for: in a dump whose regions are in
    /// order, the last boundary of a region before it; else the dump's start.
    pub fn region_start(&self, region: u32) -> Option<&Mark> {
        if !self.regions_in_order {
            return None;
        }
        let n = self.marks.partition_point(|m| m.region < region);
        n.checked_sub(1).map(|i| &self.marks[i])
    }

    /// Keys of `region` in the dump (none when the index did not count them).
    pub fn region_keys(&self, region: u32) -> Option<u64> {
        if self.region_keys.is_empty() && self.records > 0 {
            return None;
        }
        Some(self.region_keys.get(region as usize).copied().unwrap_or(0))
    }

    /// The last boundary of a key of `region` whose place among the region's keys is at or
    /// before `rank` (none when the region has no boundary that early).
    pub fn region_before(&self, region: u32, rank: u64) -> Option<&Mark> {
        // A region's boundaries come in the order of their ranks: the last one that fits.
        self.marks
            .iter()
            .rev()
            .find(|m| m.region == region && m.rank <= rank)
    }
}

/// One page to read: from a boundary (none: the dump's start), past `skip` keys, then `take`
/// keys. With a `region`, only that region's keys count, those skipped as those taken.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PageRequest {
    /// Where to start (none: the dump's start).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<Mark>,
    /// Keys to pass over first (of `region` only, when given).
    pub skip: u64,
    /// Keys to give.
    pub take: u32,
    /// Only the keys of this region.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub region: Option<u32>,
    /// The region's keys in the dump, when known: the page ends after the last of them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub region_keys: Option<u64>,
}

impl PageRequest {
    /// The `take` keys from the dump's `first`-th on.
    pub fn records(index: &DumpIndex, first: u64, take: u32) -> PageRequest {
        let from = index.before(first).cloned();
        let skip = first - from.as_ref().map_or(0, |m| m.record);
        PageRequest {
            from,
            skip,
            take,
            region: None,
            region_keys: None,
        }
    }

    /// The first `take` keys of `region`.
    pub fn region(index: &DumpIndex, region: u32, take: u32) -> PageRequest {
        PageRequest::region_from(index, region, 0, take)
    }

    /// The `take` keys of `region` from its `first`-th on (0-based, among the region's keys):
    /// read from the region's own boundary nearest before, else (a dump whose regions are in
    /// order) from the last boundary of a region before it, else from the dump's start. In a
    /// sorted dump that reads at most [`DumpIndex::every`] keys before the page's first.
    ///
    /// ```
    /// use rowkey_core::analyze::Regions;
    /// use rowkey_core::keys::pages::{DumpIndex, PageRequest};
    /// use rowkey_core::keys::{KeyFormat, KeyReader};
    /// let dump: Vec<u8> = (0..1000).map(|i| format!("k{i:04}\n")).collect::<String>().into_bytes();
    /// let regions = Regions::new(vec![b"k0500".to_vec()]);
    /// let mut reader = KeyReader::new(KeyFormat::Lines);
    /// let mut index = DumpIndex::new();
    /// reader.push_rows(&dump, &mut |row| index.see(row, regions.region_of(row.key) as u32)).unwrap();
    /// let index = index.finish(reader.read_as(), dump.len() as u64);
    /// // Region 1's keys 400..500 (k0900..k0999) start from the boundary at k0896.
    /// let request = PageRequest::region_from(&index, 1, 400, 100);
    /// let from = request.from.as_ref().unwrap();
    /// assert_eq!((from.record, from.region, from.rank, request.skip), (896, 1, 396, 4));
    /// ```
    pub fn region_from(index: &DumpIndex, region: u32, first: u64, take: u32) -> PageRequest {
        let (from, skip) = match index.region_before(region, first) {
            Some(m) => (Some(m.clone()), first - m.rank),
            None => (index.region_start(region).cloned(), first),
        };
        PageRequest {
            from,
            skip,
            take,
            region: Some(region),
            region_keys: index.region_keys(region),
        }
    }

    /// The `take` keys of `region` after `last`, the boundary of the last key of its page
    /// before ([`KeysPage::last`]).
    pub fn region_after(index: &DumpIndex, last: Mark, region: u32, take: u32) -> PageRequest {
        PageRequest {
            from: Some(last),
            skip: 1,
            take,
            region: Some(region),
            region_keys: index.region_keys(region),
        }
    }
}

/// One key of a page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PageKey {
    /// Its 0-based place among the dump's keys.
    pub record: u64,
    /// Its 1-based line.
    pub line: u64,
    /// Its region.
    pub region: u32,
    /// Its bytes.
    pub key: Vec<u8>,
}

/// A page read.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeysPage {
    /// Its keys, in the dump's order.
    pub keys: Vec<PageKey>,
    /// The boundary of its last key, where the next page of a region goes on from (a page of a
    /// region only: a page of every key does not know its keys' places in their regions).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last: Option<Mark>,
    /// The dump (or the region's keys) ended before the page was full.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ended: bool,
}

/// Reads one page of a dump, handed the dump's bytes from the request's boundary on.
#[derive(Debug)]
pub struct PageReader {
    reader: KeyReader,
    regions: Regions,
    request: PageRequest,
    /// The next key's place among the dump's keys.
    record: u64,
    /// The next key of the request's region's place among the region's keys.
    rank: u64,
    page: KeysPage,
    /// The first key read is not the one the boundary names: the dump changed.
    changed: bool,
}

impl PageReader {
    /// A reader of `request`'s page of a dump read as `read` says, regions told by `regions`.
    ///
    /// # Errors
    ///
    /// When the index cannot be read from (a csv whose header was never read).
    pub fn new(
        read: &ReadAs,
        request: &PageRequest,
        regions: Regions,
    ) -> Result<PageReader, KeysError> {
        let at = request.from.as_ref().map(|m| (m.byte, m.line));
        let reader =
            KeyReader::resume(read, at).map_err(|message| KeysError { line: 0, message })?;
        Ok(PageReader {
            reader,
            regions,
            record: request.from.as_ref().map_or(0, |m| m.record),
            // From a boundary of another region (one before it in a sorted dump) or the dump's
            // start, the region's keys all come after.
            rank: match (&request.from, request.region) {
                (Some(m), Some(r)) if m.region == r => m.rank,
                _ => 0,
            },
            request: request.clone(),
            page: KeysPage::default(),
            changed: false,
        })
    }

    /// Whether the page is full (no more bytes needed).
    pub fn full(&self) -> bool {
        self.changed || self.page.keys.len() >= self.request.take as usize || self.region_done()
    }

    /// Every key of the request's region was read.
    fn region_done(&self) -> bool {
        self.request.region.is_some() && self.request.region_keys.is_some_and(|n| self.rank >= n)
    }

    /// Read the next bytes of the dump; returns whether the page is full.
    ///
    /// # Errors
    ///
    /// What the dump's reader refuses ([`KeyReader::push`]), and a dump that changed since it was
    /// indexed.
    pub fn push(&mut self, chunk: &[u8]) -> Result<bool, KeysError> {
        let mut reader =
            std::mem::replace(&mut self.reader, KeyReader::new(super::KeyFormat::Lines));
        let r = reader.push_rows(chunk, &mut |row| self.row(row));
        self.reader = reader;
        r?;
        self.check()?;
        Ok(self.full())
    }

    /// The end of the dump (or of what was needed): the page.
    ///
    /// # Errors
    ///
    /// As [`PageReader::push`].
    pub fn finish(mut self) -> Result<KeysPage, KeysError> {
        if !self.full() {
            let mut reader =
                std::mem::replace(&mut self.reader, KeyReader::new(super::KeyFormat::Lines));
            reader.finish_rows(&mut |row| self.row(row))?;
            self.check()?;
        }
        self.page.ended = self.page.keys.len() < self.request.take as usize;
        Ok(self.page)
    }

    fn check(&self) -> Result<(), KeysError> {
        match (&self.request.from, self.changed) {
            (Some(m), true) => Err(KeysError {
                line: 0,
                message: crate::msg!(msg::PAGE_CHANGED, line = Arg::Int(m.line.into())),
            }),
            _ => Ok(()),
        }
    }

    fn row(&mut self, row: Row<'_>) {
        if self.full() {
            return;
        }
        let record = self.record;
        self.record += 1;
        if let Some(m) = &self.request.from {
            if record == m.record && (row.line != m.line || key_hash(row.key) != m.hash) {
                self.changed = true;
                return;
            }
        }
        let from = self.request.from.as_ref().map_or(0, |m| m.record);
        let region = self.regions.region_of(row.key) as u32;
        match self.request.region {
            None if record < from + self.request.skip => return,
            None => {}
            Some(r) if r != region => return,
            Some(_) => {
                let (rank, first) = (self.rank, self.request.from.as_ref());
                self.rank += 1;
                let base = first.filter(|m| m.region == region).map_or(0, |m| m.rank);
                if rank < base + self.request.skip {
                    return;
                }
                self.page.last = Some(Mark::of(&row, record, region, rank));
            }
        }
        self.page.keys.push(PageKey {
            record,
            line: row.line,
            region,
            key: row.key.to_vec(),
        });
    }
}

/// Why a page cannot be read from a dump of `now` bytes that was `then` bytes when indexed,
/// if so.
pub fn resized(then: u64, now: u64) -> Option<Message> {
    (then != now).then(|| {
        crate::msg!(
            msg::PAGE_RESIZED,
            bytes = Arg::Int(then.into()),
            now = Arg::Int(now.into())
        )
    })
}

#[cfg(test)]
mod tests;
