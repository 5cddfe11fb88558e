//! The byte form of one shard's counts ([`Acc`]), the one the browser's helper workers send
//! back to the worker that finishes the analysis (a transferable `ArrayBuffer`).
//!
//! Little-endian, in this order: the magic `RKPA`, the format version (u32), the job tag (u64),
//! shard and shards (u32 each), rows (u64), windows and regions (u32 each), fingerprints kept
//! (u8), the length-histogram size (u32); then the region counts (u64 each), the heatmap
//! (u32 each, region by region), the length histogram (u64 each), the 256 fingerprint
//! partitions' sizes (u64 each) and every partition's fingerprints (u64 each, sorted); then
//! the top values (u8 0 when not counted, or 1 and the counts in the layout of
//! `crate::decode::top_codec`, the first key that does not match given by its row) and the
//! regions' bytes (u8 0 when not counted, or 1 and a u64 per region).

use super::distribution::{bad_partial, Acc};
use crate::decode::top_codec;
use crate::design::DesignError;

/// The first bytes of every partial.
const MAGIC: &[u8; 4] = b"RKPA";
/// Bumped whenever the layout changes: an older or newer worker's partial is refused.
const VERSION: u32 = 2;
/// Fingerprint partitions (by top byte).
const PARTS: usize = 256;

impl Acc {
    /// The shard's counts as bytes ([`Acc::from_bytes`] reads them back).
    ///
    /// ```
    /// use rowkey_core::analyze::{distribution::{finish, run, run_shard, Acc, RunOptions}, Regions};
    /// use rowkey_core::{design::Design, sample::Compiled};
    /// let mut d = Design::new("{id | md5 | hex | left(1)}");
    /// d.fields.insert("id".into(), "seq(0, 1)".into());
    /// let c = Compiled::new(&d).unwrap();
    /// let regions = Regions::new(vec![b"8".to_vec()]);
    /// let opts = RunOptions { count: 10_000, threads: 1, windows: 3, fingerprints: true, tops: false, sizes: false };
    /// let shards = (0..2)
    ///     .map(|s| run_shard(&c, &regions, opts, s, 2, &mut |_, _| {}).unwrap().to_bytes())
    ///     .map(|b| Acc::from_bytes(&b))
    ///     .collect::<Result<Vec<_>, _>>()
    ///     .unwrap();
    /// let merged = finish(&c, &regions, opts, shards).unwrap();
    /// assert_eq!(merged, run(&c, &regions, opts).unwrap());
    /// assert!(merged.collisions > 9_000); // 16 distinct keys
    /// assert!(Acc::from_bytes(b"RKPA").is_err());
    /// ```
    pub fn to_bytes(&self) -> Vec<u8> {
        let prints: usize = self.prints.iter().map(Vec::len).sum();
        let mut out = Vec::with_capacity(
            45 + 8 * self.counts.len()
                + 4 * self.heat.len()
                + 8 * self.lens.len()
                + 8 * PARTS
                + 8 * prints,
        );
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.extend_from_slice(&self.job.to_le_bytes());
        out.extend_from_slice(&self.shard.to_le_bytes());
        out.extend_from_slice(&self.shards.to_le_bytes());
        out.extend_from_slice(&self.count.to_le_bytes());
        out.extend_from_slice(&(self.windows as u32).to_le_bytes());
        out.extend_from_slice(&(self.counts.len() as u32).to_le_bytes());
        out.push(u8::from(self.fingerprints));
        out.extend_from_slice(&(self.lens.len() as u32).to_le_bytes());
        self.counts
            .iter()
            .for_each(|v| out.extend_from_slice(&v.to_le_bytes()));
        self.heat
            .iter()
            .for_each(|v| out.extend_from_slice(&v.to_le_bytes()));
        self.lens
            .iter()
            .for_each(|v| out.extend_from_slice(&v.to_le_bytes()));
        for part in &self.prints {
            out.extend_from_slice(&(part.len() as u64).to_le_bytes());
        }
        for part in &self.prints {
            part.iter()
                .for_each(|v| out.extend_from_slice(&v.to_le_bytes()));
        }
        match &self.tops {
            None => out.push(0),
            Some(t) => {
                out.push(1);
                top_codec::put(&mut out, t);
            }
        }
        match &self.bytes {
            None => out.push(0),
            Some(b) => {
                out.push(1);
                b.iter()
                    .for_each(|v| out.extend_from_slice(&v.to_le_bytes()));
            }
        }
        out
    }

    /// Read a shard's counts back from [`Acc::to_bytes`]'s form. Anything else (another
    /// format version, a cut or padded buffer, unsorted or misplaced fingerprints) is an error;
    /// whether it belongs to the job is checked when it is merged
    /// ([`super::distribution::finish`]).
    ///
    /// # Errors
    ///
    /// A [`DesignError`] when the bytes are not a whole partial of this format version.
    pub fn from_bytes(bytes: &[u8]) -> Result<Acc, DesignError> {
        let mut r = Reader { bytes, at: 0 };
        if r.take(4)? != MAGIC {
            return Err(bad_partial("not a partial"));
        }
        if r.u32()? != VERSION {
            return Err(bad_partial("format version"));
        }
        let job = r.u64()?;
        let shard = r.u32()?;
        let shards = r.u32()?;
        let count = r.u64()?;
        let windows = r.u32()? as usize;
        let regions = r.u32()? as usize;
        let fingerprints = match r.take(1)?[0] {
            0 => false,
            1 => true,
            _ => return Err(bad_partial("header")),
        };
        let lens = r.u32()? as usize;
        let cells = regions
            .checked_mul(windows)
            .ok_or_else(|| bad_partial("header"))?;
        let counts = r.u64s(regions)?;
        let heat = r.u32s(cells)?;
        let lens = r.u64s(lens)?;
        let sizes = r.u64s(PARTS)?;
        let mut prints = Vec::with_capacity(PARTS);
        for (p, &n) in sizes.iter().enumerate() {
            let part = r.u64s(usize::try_from(n).map_err(|_| bad_partial("size"))?)?;
            let sorted = part.windows(2).all(|w| w[0] <= w[1]);
            if !sorted || part.iter().any(|&fp| (fp >> 56) as usize != p) {
                return Err(bad_partial("fingerprints"));
            }
            prints.push(part);
        }
        let tops = match r.take(1)?[0] {
            0 => None,
            1 => Some(top_codec::read(&mut r, &counts)?),
            _ => return Err(bad_partial("top values")),
        };
        let region_bytes = match r.take(1)?[0] {
            0 => None,
            1 => Some(r.u64s(regions)?),
            _ => return Err(bad_partial("bytes")),
        };
        if r.at != bytes.len() {
            return Err(bad_partial("trailing bytes"));
        }
        Ok(Acc {
            job,
            shard,
            shards,
            count,
            windows,
            fingerprints,
            counts,
            window_began: Vec::new(),
            heat,
            lens,
            prints,
            tops,
            bytes: region_bytes,
        })
    }
}

/// A cursor over a partial's bytes; reading past the end is an error.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], DesignError> {
        let end = self
            .at
            .checked_add(n)
            .filter(|&e| e <= self.bytes.len())
            .ok_or_else(|| bad_partial("cut short"))?;
        let out = &self.bytes[self.at..end];
        self.at = end;
        Ok(out)
    }

    fn u32(&mut self) -> Result<u32, DesignError> {
        Ok(self.u32s(1)?[0])
    }

    fn u64(&mut self) -> Result<u64, DesignError> {
        Ok(self.u64s(1)?[0])
    }

    fn u32s(&mut self, n: usize) -> Result<Vec<u32>, DesignError> {
        let bytes = self.take(n.checked_mul(4).ok_or_else(|| bad_partial("size"))?)?;
        Ok(bytes
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect())
    }

    fn u64s(&mut self, n: usize) -> Result<Vec<u64>, DesignError> {
        let bytes = self.take(n.checked_mul(8).ok_or_else(|| bad_partial("size"))?)?;
        Ok(bytes
            .chunks_exact(8)
            .map(|c| u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]))
            .collect())
    }
}

impl<'a> top_codec::Source<'a> for Reader<'a> {
    type Error = DesignError;
    fn u8(&mut self) -> Result<u8, DesignError> {
        Ok(self.take(1)?[0])
    }
    fn u32(&mut self) -> Result<u32, DesignError> {
        Reader::u32(self)
    }
    fn u64(&mut self) -> Result<u64, DesignError> {
        Reader::u64(self)
    }
    fn bytes(&mut self) -> Result<&'a [u8], DesignError> {
        let n = Reader::u32(self)? as usize;
        self.take(n)
    }
    fn at_most(&self, n: usize, size: usize) -> Result<usize, DesignError> {
        let need = n.checked_mul(size).ok_or_else(|| bad_partial("size"))?;
        if need > self.bytes.len() - self.at {
            return Err(bad_partial("cut short"));
        }
        Ok(n)
    }
    fn bad(&self) -> DesignError {
        bad_partial("top values")
    }
}
