//! Hashes used in row keys, as the Java code computes them: MD5 (`MessageDigest` /
//! `MD5Hash.getMD5AsHex`), CRC32 (`java.util.zip.CRC32`), and re-exports of the Java hashes.
//! MD5 also comes many inputs at a time, one per SIMD lane ([`md5_many`]).

mod md5_lanes;

pub use crate::java::{array_hash, string_hash};
pub use md5_lanes::{md5_lanes, md5_many, md5_many_with, Lanes, LanesUnavailable};

/// MD5 digest of `bytes` (what `MessageDigest.getInstance("MD5").digest(bytes)` returns).
///
/// ```
/// let d = rowkey_core::hash::md5(b"abc");
/// assert_eq!(rowkey_core::hbase::to_hex(&d), "900150983cd24fb0d6963f7d28e17f72");
/// ```
pub fn md5(bytes: &[u8]) -> [u8; 16] {
    md5::compute(bytes).0
}

/// `MD5Hash.getMD5AsHex(bytes)`: the digest as 32 lowercase hex digits.
///
/// ```
/// assert_eq!(rowkey_core::hash::md5_hex(b""), "d41d8cd98f00b204e9800998ecf8427e");
/// ```
pub fn md5_hex(bytes: &[u8]) -> String {
    crate::hbase::to_hex(&md5(bytes))
}

/// `java.util.zip.CRC32.getValue()`: the unsigned CRC-32 (IEEE) as a Java `long`.
///
/// ```
/// assert_eq!(rowkey_core::hash::crc32(b"abc"), 891568578);
/// ```
pub fn crc32(bytes: &[u8]) -> i64 {
    crc32fast::hash(bytes) as i64
}
