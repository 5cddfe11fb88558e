//! Salt prefixes as the tools that write them compute them: Apache Phoenix (`SALT_BUCKETS`),
//! OpenTSDB (`tsd.storage.salt.*`) and Sematext HBaseWD. All three hash with
//! `Arrays.hashCode(byte[])` ([`array_hash`]) but reduce it differently, and the difference
//! shows for negative hashes:
//!
//! | tool | bucket |
//! |---|---|
//! | Phoenix | `Math.abs(h % N)` |
//! | OpenTSDB | `h % N`, negated if negative (the same) |
//! | HBaseWD | `Math.abs(h) % N`: for `h == Integer.MIN_VALUE` a *negative* bucket |
//!
//! ```
//! use rowkey_core::hbase::salt::{hbasewd_hash_prefix, phoenix_salt_byte};
//! assert_eq!(phoenix_salt_byte(b"user0", 16).unwrap(), 4);
//! assert_eq!(hbasewd_hash_prefix(b"user1", 10).unwrap(), 7);
//! ```

use std::fmt;

use crate::java::array_hash;

/// Why a salt cannot be computed.
///
/// ```
/// use rowkey_core::hbase::salt::phoenix_salt_byte;
/// let err = phoenix_salt_byte(b"k", 300).unwrap_err();
/// assert!(err.to_string().contains("Salt bucket numbers should be with 1 and 256"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum SaltError {
    /// Phoenix `SALT_BUCKETS` outside `1..=256`.
    PhoenixBuckets {
        /// The bucket count given.
        buckets: i32,
    },
    /// OpenTSDB `tsd.storage.salt.width` outside `0..=8`.
    OpenTsdbWidth {
        /// The width given.
        width: i32,
    },
    /// OpenTSDB `tsd.storage.salt.buckets` below 1.
    OpenTsdbBuckets {
        /// The bucket count given.
        buckets: i32,
    },
    /// An OpenTSDB row too short to hold the salt, metric UID and timestamp.
    OpenTsdbRowTooShort {
        /// The row's length.
        len: usize,
        /// The length it needs at least.
        needed: usize,
    },
    /// HBaseWD `OneByteSimpleHash(maxBuckets)` outside `1..=256`.
    HbaseWdHashBuckets {
        /// The bucket count given.
        buckets: i32,
    },
    /// HBaseWD `RowKeyDistributorByOneBytePrefix(bucketsCount)` below 1.
    HbaseWdPrefixBuckets {
        /// The bucket count given.
        buckets: i8,
    },
}

impl fmt::Display for SaltError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaltError::PhoenixBuckets { buckets } => write!(
                f,
                "SALT_BUCKETS must be between 1 and 256, got {buckets} (Phoenix refuses: \
                 ERROR 1021 (42Y80): Salt bucket numbers should be with 1 and 256.)"
            ),
            SaltError::OpenTsdbWidth { width } => write!(
                f,
                "tsd.storage.salt.width must be 0 to 8 bytes, got {width} (OpenTSDB refuses: \
                 Salt width must be between 0 and 8)"
            ),
            SaltError::OpenTsdbBuckets { buckets } => write!(
                f,
                "tsd.storage.salt.buckets must be at least 1, got {buckets} (OpenTSDB refuses: \
                 Salt buckets must be greater than 0)"
            ),
            SaltError::OpenTsdbRowTooShort { len, needed } => write!(
                f,
                "an OpenTSDB row of {len} bytes is too short: salt, metric UID and timestamp \
                 need {needed}"
            ),
            SaltError::HbaseWdHashBuckets { buckets } => write!(
                f,
                "HBaseWD OneByteSimpleHash needs 1 to 256 buckets, got {buckets} (HBaseWD \
                 refuses: maxBuckets should be in 1..256 range)"
            ),
            SaltError::HbaseWdPrefixBuckets { buckets } => write!(
                f,
                "HBaseWD RowKeyDistributorByOneBytePrefix needs 1 to 127 buckets, got {buckets} \
                 (HBaseWD would fail with / by zero or a negative array size)"
            ),
        }
    }
}

impl std::error::Error for SaltError {}

/// Phoenix's largest `SALT_BUCKETS` (`SaltingUtil.MAX_BUCKET_NUM`): the salt is one byte.
pub const PHOENIX_MAX_BUCKETS: i32 = 256;

fn phoenix_buckets(buckets: i32) -> Result<i32, SaltError> {
    if (1..=PHOENIX_MAX_BUCKETS).contains(&buckets) {
        Ok(buckets)
    } else {
        Err(SaltError::PhoenixBuckets { buckets })
    }
}

/// Phoenix `SaltingUtil.getSaltingByte`: `(byte) Math.abs(Arrays.hashCode(key) % buckets)`, over
/// the row key *after* the salt byte (separators and DESC terminators included).
///
/// # Errors
///
/// [`SaltError::PhoenixBuckets`] when `buckets` is outside `1..=256`.
///
/// ```
/// use rowkey_core::hbase::salt::phoenix_salt_byte;
/// assert_eq!(phoenix_salt_byte(b"user0", 3).unwrap(), 1);
/// assert_eq!(phoenix_salt_byte(b"user0", 256).unwrap(), 100);
/// assert!(phoenix_salt_byte(b"user0", 0).is_err());
/// ```
pub fn phoenix_salt_byte(key: &[u8], buckets: i32) -> Result<u8, SaltError> {
    let buckets = phoenix_buckets(buckets)?;
    // |h % N| < N <= 256, so the narrowing to a byte keeps the whole value.
    Ok((array_hash(key) % buckets).unsigned_abs() as u8)
}

/// Phoenix `SaltingUtil.getSaltedKey`: the salt byte followed by `key` (the key without its salt
/// placeholder).
///
/// # Errors
///
/// [`SaltError::PhoenixBuckets`] when `buckets` is outside `1..=256`.
///
/// ```
/// use rowkey_core::hbase::salt::phoenix_salted_key;
/// assert_eq!(phoenix_salted_key(b"user0", 16).unwrap(), b"\x04user0");
/// ```
pub fn phoenix_salted_key(key: &[u8], buckets: i32) -> Result<Vec<u8>, SaltError> {
    let salt = phoenix_salt_byte(key, buckets)?;
    let mut out = Vec::with_capacity(key.len() + 1);
    out.push(salt);
    out.extend_from_slice(key);
    Ok(out)
}

/// Phoenix `SaltingUtil.getSalteByteSplitPoints`: the split keys `CREATE TABLE ...
/// SALT_BUCKETS = N` pre-splits on, the single bytes `0x01..N-1`.
///
/// # Errors
///
/// [`SaltError::PhoenixBuckets`] when `buckets` is outside `1..=256`.
///
/// ```
/// use rowkey_core::hbase::salt::phoenix_split_points;
/// assert_eq!(phoenix_split_points(4).unwrap(), vec![vec![1], vec![2], vec![3]]);
/// assert!(phoenix_split_points(1).unwrap().is_empty());
/// ```
pub fn phoenix_split_points(buckets: i32) -> Result<Vec<Vec<u8>>, SaltError> {
    let buckets = phoenix_buckets(buckets)?;
    Ok((1..buckets).map(|i| vec![i as u8]).collect())
}

/// OpenTSDB's metric UID width (`tsd.storage.uid.width.metric`, default 3).
pub const OPENTSDB_METRIC_WIDTH: usize = 3;
/// OpenTSDB's base-time width in a row key (`Const.TIMESTAMP_BYTES`).
pub const OPENTSDB_TIMESTAMP_BYTES: usize = 4;

/// OpenTSDB salting (`Const.setSaltWidth` / `Const.setSaltBuckets`, `RowKey.getSaltBytes`,
/// `RowKey.prefixKeyWithSalt`). A row is `[salt][metric UID][base time, 4 bytes][tagk tagv]...`;
/// the salt is `|Arrays.hashCode(metric UID ++ tag pairs) % buckets|` (the timestamp is left
/// out, so one series always lands in one bucket), written big-endian in `width` bytes.
///
/// ```
/// use rowkey_core::hbase::salt::OpenTsdbSalt;
/// let salt = OpenTsdbSalt::new(1, 20).unwrap();
/// let row = salt.salted_row(&[0, 0, 1], 1707998400, &[]).unwrap();
/// assert_eq!(row, [0x0c, 0, 0, 1, 0x65, 0xcd, 0xfc, 0xc0]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OpenTsdbSalt {
    width: usize,
    buckets: i32,
    metric_width: usize,
}

impl OpenTsdbSalt {
    /// Salt `width` bytes (0 disables salting) over `buckets` buckets, with 3-byte metric UIDs.
    ///
    /// # Errors
    ///
    /// [`SaltError::OpenTsdbWidth`] when `width` is outside `0..=8`, [`SaltError::OpenTsdbBuckets`]
    /// when `buckets` is below 1.
    ///
    /// ```
    /// use rowkey_core::hbase::salt::OpenTsdbSalt;
    /// assert!(OpenTsdbSalt::new(1, 20).is_ok());
    /// let err = OpenTsdbSalt::new(9, 20).unwrap_err();
    /// assert!(err.to_string().contains("Salt width must be between 0 and 8"));
    /// assert!(OpenTsdbSalt::new(1, 0).is_err());
    /// ```
    pub fn new(width: i32, buckets: i32) -> Result<Self, SaltError> {
        if !(0..=8).contains(&width) {
            return Err(SaltError::OpenTsdbWidth { width });
        }
        if buckets < 1 {
            return Err(SaltError::OpenTsdbBuckets { buckets });
        }
        Ok(OpenTsdbSalt {
            width: width as usize,
            buckets,
            metric_width: OPENTSDB_METRIC_WIDTH,
        })
    }

    /// The same salt for a TSD whose metric UIDs are `metric_width` bytes wide.
    ///
    /// ```
    /// use rowkey_core::hbase::salt::OpenTsdbSalt;
    /// let salt = OpenTsdbSalt::new(1, 20).unwrap().with_metric_width(4);
    /// assert_eq!(salt.metric_width(), 4);
    /// ```
    pub fn with_metric_width(self, metric_width: usize) -> Self {
        OpenTsdbSalt {
            metric_width,
            ..self
        }
    }

    /// Salt bytes at the front of a row.
    ///
    /// ```
    /// assert_eq!(rowkey_core::hbase::salt::OpenTsdbSalt::new(2, 300).unwrap().width(), 2);
    /// ```
    pub fn width(&self) -> usize {
        self.width
    }

    /// Number of buckets.
    ///
    /// ```
    /// assert_eq!(rowkey_core::hbase::salt::OpenTsdbSalt::new(2, 300).unwrap().buckets(), 300);
    /// ```
    pub fn buckets(&self) -> i32 {
        self.buckets
    }

    /// Metric UID bytes after the salt.
    ///
    /// ```
    /// assert_eq!(rowkey_core::hbase::salt::OpenTsdbSalt::new(1, 8).unwrap().metric_width(), 3);
    /// ```
    pub fn metric_width(&self) -> usize {
        self.metric_width
    }

    /// `RowKey.getSaltBytes(bucket)`: `bucket` big-endian in `width` bytes. Java shifts an `int`
    /// by `8 * i` and only the low 5 bits of the shift count, so bytes 5 to 8 of a wide salt
    /// repeat bytes 1 to 4 instead of being zero.
    ///
    /// ```
    /// use rowkey_core::hbase::salt::OpenTsdbSalt;
    /// assert_eq!(OpenTsdbSalt::new(2, 300).unwrap().salt_bytes(258), [1, 2]);
    /// assert_eq!(OpenTsdbSalt::new(5, 300).unwrap().salt_bytes(7), [7, 0, 0, 0, 7]);
    /// ```
    pub fn salt_bytes(&self, bucket: i32) -> Vec<u8> {
        (1..=self.width)
            .rev()
            .map(|i| ((bucket as u32).wrapping_shr(8 * (i as u32 - 1))) as u8)
            .collect()
    }

    /// The bucket of a series: `|Arrays.hashCode(metric UID ++ tag pairs) % buckets|`.
    ///
    /// ```
    /// use rowkey_core::hbase::salt::OpenTsdbSalt;
    /// assert_eq!(OpenTsdbSalt::new(1, 20).unwrap().bucket(&[0, 0, 1], &[]), 12);
    /// ```
    pub fn bucket(&self, metric_uid: &[u8], tag_pairs: &[u8]) -> i32 {
        let mut base = Vec::with_capacity(metric_uid.len() + tag_pairs.len());
        base.extend_from_slice(metric_uid);
        base.extend_from_slice(tag_pairs);
        (array_hash(&base) % self.buckets).abs()
    }

    /// `RowKey.prefixKeyWithSalt(row)`: overwrites the first `width` bytes of a row that already
    /// has room for them. Rows whose metric UID is all zeros (global annotations), or too short
    /// to hold one, are left as they are, as OpenTSDB leaves them.
    ///
    /// # Errors
    ///
    /// [`SaltError::OpenTsdbRowTooShort`] when a salted row with a non-zero metric UID ends before
    /// its tags start (upstream's `arraycopy` throws there).
    ///
    /// ```
    /// use rowkey_core::hbase::salt::OpenTsdbSalt;
    /// let salt = OpenTsdbSalt::new(1, 20).unwrap();
    /// let mut row = vec![0, 0, 0, 1, 0x65, 0xcd, 0xfc, 0xc0];
    /// salt.prefix_key_with_salt(&mut row).unwrap();
    /// assert_eq!(row[0], 0x0c);
    /// let mut annotation = vec![0, 0, 0, 0, 0x65, 0xcd, 0xfc, 0xc0];
    /// salt.prefix_key_with_salt(&mut annotation).unwrap();
    /// assert_eq!(annotation[0], 0);
    /// ```
    pub fn prefix_key_with_salt(&self, row: &mut [u8]) -> Result<(), SaltError> {
        if self.width == 0 {
            return Ok(());
        }
        let metric = self.width..self.width + self.metric_width;
        if row.len() < metric.end || row[metric.clone()].iter().all(|&b| b == 0) {
            return Ok(());
        }
        let tags_start = metric.end + OPENTSDB_TIMESTAMP_BYTES;
        if row.len() < tags_start {
            // Upstream's arraycopy would throw here.
            return Err(SaltError::OpenTsdbRowTooShort {
                len: row.len(),
                needed: tags_start,
            });
        }
        let bucket = self.bucket(&row[metric], &row[tags_start..]);
        row[..self.width].copy_from_slice(&self.salt_bytes(bucket));
        Ok(())
    }

    /// A whole salted row: `[salt][metric UID][base_time as 4-byte big-endian][tag pairs]`, where
    /// `tag_pairs` are the already sorted `tagk UID ++ tagv UID` pairs and `base_time` is the
    /// timestamp in seconds rounded down to the hour (`ts - ts % 3600`).
    ///
    /// # Errors
    ///
    /// [`SaltError::OpenTsdbRowTooShort`], as [`OpenTsdbSalt::prefix_key_with_salt`] says.
    ///
    /// ```
    /// use rowkey_core::hbase::salt::OpenTsdbSalt;
    /// let salt = OpenTsdbSalt::new(1, 20).unwrap();
    /// let row = salt.salted_row(&[0, 0, 1], 1708002000, &[0, 0, 1, 0, 0, 1]).unwrap();
    /// assert_eq!(row[0], 0x08);
    /// ```
    pub fn salted_row(
        &self,
        metric_uid: &[u8],
        base_time: u32,
        tag_pairs: &[u8],
    ) -> Result<Vec<u8>, SaltError> {
        let mut row = vec![0u8; self.width];
        row.extend_from_slice(metric_uid);
        row.extend_from_slice(&base_time.to_be_bytes());
        row.extend_from_slice(tag_pairs);
        self.prefix_key_with_salt(&mut row)?;
        Ok(row)
    }
}

/// The salt bytes OpenTSDB puts in front of a series' rows (`width` bytes over `buckets`
/// buckets, 3-byte metric UIDs): [`OpenTsdbSalt::bucket`] written by
/// [`OpenTsdbSalt::salt_bytes`], or zeros for the all-zero metric UID of global annotations.
///
/// # Errors
///
/// What [`OpenTsdbSalt::new`] refuses in `width` and `buckets`.
///
/// ```
/// use rowkey_core::hbase::salt::opentsdb_salt;
/// assert_eq!(opentsdb_salt(&[0, 0, 1], &[0, 0, 1, 0, 0, 2], 1, 20).unwrap(), [0x09]);
/// assert_eq!(opentsdb_salt(&[0, 0, 0], &[], 2, 20).unwrap(), [0, 0]);
/// ```
pub fn opentsdb_salt(
    metric_uid: &[u8],
    tag_pairs: &[u8],
    width: i32,
    buckets: i32,
) -> Result<Vec<u8>, SaltError> {
    let salt = OpenTsdbSalt::new(width, buckets)?.with_metric_width(metric_uid.len());
    let row = salt.salted_row(metric_uid, 0, tag_pairs)?;
    Ok(row[..salt.width()].to_vec())
}

/// HBaseWD `OneByteSimpleHash(maxBuckets).getHashPrefix(key)[0]`: `(byte) (Math.abs(h) % N)`
/// with `h = Arrays.hashCode(key)` over the whole original key. `Math.abs` runs on the `int`
/// before it is widened, so for `h == Integer.MIN_VALUE` the remainder is negative and the
/// prefix byte lands outside `0..N` (`0xf8` for `N = 10`), in no pre-split bucket.
///
/// # Errors
///
/// [`SaltError::HbaseWdHashBuckets`] when `max_buckets` is outside `1..=256`.
///
/// ```
/// use rowkey_core::hbase::salt::hbasewd_hash_prefix;
/// assert_eq!(hbasewd_hash_prefix(b"row-0001", 100).unwrap(), 55);
/// assert!(hbasewd_hash_prefix(b"row-0001", 257).is_err());
/// ```
pub fn hbasewd_hash_prefix(key: &[u8], max_buckets: i32) -> Result<u8, SaltError> {
    if !(1..=256).contains(&max_buckets) {
        return Err(SaltError::HbaseWdHashBuckets {
            buckets: max_buckets,
        });
    }
    let hash = i64::from(array_hash(key).wrapping_abs());
    Ok((hash % i64::from(max_buckets)) as u8)
}

/// HBaseWD's `AbstractRowKeyDistributor`: how a distributor spreads keys over bucket prefixes
/// and which scans read them back.
pub trait RowKeyDistributor {
    /// `getAllDistributedKeys(key)`: `key` behind every possible prefix, in prefix order (what
    /// a get of a salted key has to try).
    ///
    /// ```
    /// use rowkey_core::hbase::salt::{OneBytePrefixDistributor, RowKeyDistributor};
    /// let d = OneBytePrefixDistributor::new(2).unwrap();
    /// assert_eq!(d.all_distributed_keys(b"k"), vec![b"\x00k".to_vec(), b"\x01k".to_vec()]);
    /// ```
    fn all_distributed_keys(&self, original_key: &[u8]) -> Vec<Vec<u8>>;

    /// `getOriginalKey(adjustedKey)`: the key without its one-byte prefix.
    ///
    /// ```
    /// use rowkey_core::hbase::salt::{HashPrefixDistributor, RowKeyDistributor};
    /// assert_eq!(HashPrefixDistributor::new(4).unwrap().original_key(b"\x02row"), b"row");
    /// ```
    fn original_key(&self, adjusted_key: &[u8]) -> Vec<u8> {
        adjusted_key.get(1..).unwrap_or_default().to_vec()
    }

    /// `getDistributedIntervals(start, stop)`: the `[start, stop)` scan per bucket that together
    /// read the original range. With an empty (open) stop row each bucket's scan ends where
    /// the next bucket's keys begin, and the last one at the end of the table.
    ///
    /// ```
    /// use rowkey_core::hbase::salt::{HashPrefixDistributor, RowKeyDistributor};
    /// let d = HashPrefixDistributor::new(2).unwrap();
    /// let scans = d.distributed_intervals(b"a", b"");
    /// assert_eq!(scans, vec![(b"\x00a".to_vec(), b"\x01".to_vec()), (b"\x01a".to_vec(), vec![])]);
    /// ```
    fn distributed_intervals(&self, start: &[u8], stop: &[u8]) -> Vec<(Vec<u8>, Vec<u8>)> {
        let mut starts = self.all_distributed_keys(start);
        let stops = if stop.is_empty() {
            starts.sort_unstable();
            let mut stops = self.all_distributed_keys(&[]);
            stops.sort_unstable();
            if !stops.is_empty() {
                stops.remove(0);
                stops.push(Vec::new());
            }
            stops
        } else {
            self.all_distributed_keys(stop)
        };
        starts.into_iter().zip(stops).collect()
    }
}

/// HBaseWD `RowKeyDistributorByHashPrefix(new OneByteSimpleHash(maxBuckets))`: every key gets
/// the one-byte [`hbasewd_hash_prefix`] of itself.
///
/// ```
/// use rowkey_core::hbase::salt::{HashPrefixDistributor, RowKeyDistributor};
/// let d = HashPrefixDistributor::new(10).unwrap();
/// assert_eq!(d.distributed_key(b"user1"), b"\x07user1");
/// assert_eq!(d.original_key(b"\x07user1"), b"user1");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HashPrefixDistributor {
    buckets: i32,
}

impl HashPrefixDistributor {
    /// `new OneByteSimpleHash(maxBuckets)`, `maxBuckets` in `1..=256`.
    ///
    /// # Errors
    ///
    /// [`SaltError::HbaseWdHashBuckets`] when `max_buckets` is outside `1..=256`.
    ///
    /// ```
    /// assert!(rowkey_core::hbase::salt::HashPrefixDistributor::new(0).is_err());
    /// ```
    pub fn new(max_buckets: i32) -> Result<Self, SaltError> {
        hbasewd_hash_prefix(&[], max_buckets)?;
        Ok(HashPrefixDistributor {
            buckets: max_buckets,
        })
    }

    /// `getDistributedKey(key)`: the hash prefix followed by the key.
    ///
    /// ```
    /// use rowkey_core::hbase::salt::HashPrefixDistributor;
    /// assert_eq!(HashPrefixDistributor::new(1).unwrap().distributed_key(b"k"), b"\x00k");
    /// ```
    pub fn distributed_key(&self, original_key: &[u8]) -> Vec<u8> {
        let mut out = Vec::with_capacity(original_key.len() + 1);
        // The bucket count was checked in `new`.
        out.push(hbasewd_hash_prefix(original_key, self.buckets).unwrap_or_default());
        out.extend_from_slice(original_key);
        out
    }
}

impl RowKeyDistributor for HashPrefixDistributor {
    fn all_distributed_keys(&self, original_key: &[u8]) -> Vec<Vec<u8>> {
        (0..self.buckets)
            .map(|prefix| {
                let mut key = vec![prefix as u8];
                key.extend_from_slice(original_key);
                key
            })
            .collect()
    }
}

/// HBaseWD `RowKeyDistributorByOneBytePrefix(bucketsCount)`: keys take the prefixes
/// `0, 1, ..., n-1, 0, ...` in the order they are written, whatever the key.
///
/// The counter is a Java `byte` that wraps from 127 to -128 and the prefix is
/// `Math.abs(counter % n)`, so after 128 keys the cycle restarts out of step (for `n = 3`:
/// `..., 0, 1, 2, 1, 0, 2, ...`), as upstream does.
///
/// ```
/// use rowkey_core::hbase::salt::OneBytePrefixDistributor;
/// let mut d = OneBytePrefixDistributor::new(3).unwrap();
/// let prefixes: Vec<u8> = (0..4).map(|_| d.distributed_key(b"k")[0]).collect();
/// assert_eq!(prefixes, [0, 1, 2, 0]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OneBytePrefixDistributor {
    max_prefix: i8,
    next_prefix: i8,
}

impl OneBytePrefixDistributor {
    /// A distributor over `buckets` prefixes (`1..=127`: upstream keeps them in a `byte`).
    ///
    /// # Errors
    ///
    /// [`SaltError::HbaseWdPrefixBuckets`] when `buckets` is below 1.
    ///
    /// ```
    /// assert!(rowkey_core::hbase::salt::OneBytePrefixDistributor::new(0).is_err());
    /// ```
    pub fn new(buckets: i8) -> Result<Self, SaltError> {
        if buckets < 1 {
            return Err(SaltError::HbaseWdPrefixBuckets { buckets });
        }
        Ok(OneBytePrefixDistributor {
            max_prefix: buckets,
            next_prefix: 0,
        })
    }

    /// `getDistributedKey(key)`: the next prefix in turn, then the key.
    ///
    /// ```
    /// use rowkey_core::hbase::salt::OneBytePrefixDistributor;
    /// let mut d = OneBytePrefixDistributor::new(2).unwrap();
    /// assert_eq!(d.distributed_key(b"a"), b"\x00a");
    /// assert_eq!(d.distributed_key(b"b"), b"\x01b");
    /// ```
    pub fn distributed_key(&mut self, original_key: &[u8]) -> Vec<u8> {
        let counter = self.next_prefix;
        self.next_prefix = counter.wrapping_add(1);
        let prefix = (i32::from(counter) % i32::from(self.max_prefix)).unsigned_abs() as u8;
        let mut out = Vec::with_capacity(original_key.len() + 1);
        out.push(prefix);
        out.extend_from_slice(original_key);
        out
    }
}

impl RowKeyDistributor for OneBytePrefixDistributor {
    fn all_distributed_keys(&self, original_key: &[u8]) -> Vec<Vec<u8>> {
        (0..self.max_prefix)
            .map(|prefix| {
                let mut key = vec![prefix as u8];
                key.extend_from_slice(original_key);
                key
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// "polygenelubricants" hashes to Integer.MIN_VALUE as a String; this byte key does as an
    /// array (found by the vector generator).
    const MIN_HASH_KEY: [u8; 6] = [0x96, 0x00, 0xf6, 0x00, 0x13, 0xfe];

    #[test]
    fn min_value_hash_escapes_the_buckets() {
        assert_eq!(array_hash(&MIN_HASH_KEY), i32::MIN);
        assert_eq!(hbasewd_hash_prefix(&MIN_HASH_KEY, 10).unwrap(), 0xf8);
        assert_eq!(hbasewd_hash_prefix(&MIN_HASH_KEY, 256).unwrap(), 0);
        // Phoenix takes the remainder first and stays in range.
        assert_eq!(phoenix_salt_byte(&MIN_HASH_KEY, 10).unwrap(), 8);
    }

    #[test]
    fn phoenix_bucket_range() {
        assert!(phoenix_salt_byte(b"", 1).is_ok());
        assert!(phoenix_salt_byte(b"", 257).is_err());
        assert_eq!(phoenix_split_points(256).unwrap().last(), Some(&vec![0xff]));
    }

    #[test]
    fn opentsdb_skips_timestamp() {
        let salt = OpenTsdbSalt::new(1, 20).unwrap();
        let a = salt.salted_row(&[0, 0, 2], 1, &[0, 0, 1, 0, 0, 1]).unwrap();
        let b = salt
            .salted_row(&[0, 0, 2], 7200, &[0, 0, 1, 0, 0, 1])
            .unwrap();
        assert_eq!(a[0], b[0]);
        let mut short = vec![0, 0, 0, 1, 0];
        assert!(salt.prefix_key_with_salt(&mut short).is_err());
        let mut shorter = vec![0, 0, 1];
        assert!(salt.prefix_key_with_salt(&mut shorter).is_ok());
    }

    #[test]
    fn one_byte_prefix_counter_wraps_like_a_java_byte() {
        let mut d = OneBytePrefixDistributor::new(3).unwrap();
        let prefixes: Vec<u8> = (0..132).map(|_| d.distributed_key(b"")[0]).collect();
        // counters 126, 127, -128, -127, -126, -125
        assert_eq!(&prefixes[126..132], &[0, 1, 2, 1, 0, 2]);
    }

    #[test]
    fn intervals_with_a_stop_row() {
        let d = OneBytePrefixDistributor::new(2).unwrap();
        assert_eq!(
            d.distributed_intervals(b"a", b"b"),
            vec![
                (b"\x00a".to_vec(), b"\x00b".to_vec()),
                (b"\x01a".to_vec(), b"\x01b".to_vec())
            ]
        );
    }
}
