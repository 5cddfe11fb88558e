//! `Admin.createTable(desc, startKey, endKey, numRegions)`: its split keys, their checks, and the
//! regions a table with split keys has.

use std::cmp::Ordering;

use super::{bytes_split, SplitError};
use crate::hbase::compare;

/// The split keys `Admin.createTable(desc, startKey, endKey, numRegions)` sends (the client's
/// private `getSplitKeys`), before `verifySplitKeys`: `Bytes.split(start, end, n - 3)` with the
/// start and end keys included, so only `n - 2` regions cover `start..end`.
///
/// # Errors
///
/// [`SplitError::TooFewRegions`] when `num_regions` is below 3, [`SplitError::StartNotBeforeEnd`]
/// when `start` does not sort before `end`, and what [`bytes_split_with`](super::bytes_split_with)
/// refuses.
///
/// ```
/// use rowkey_core::hbase::split::admin_split_keys;
/// let keys = admin_split_keys(b"a", b"z", 5).unwrap();
/// assert_eq!(keys, vec![b"a".to_vec(), b"i".to_vec(), b"q".to_vec(), b"z".to_vec()]);
/// assert_eq!(admin_split_keys(b"a", b"z", 3).unwrap(), vec![b"a".to_vec(), b"z".to_vec()]);
/// ```
pub fn admin_split_keys(
    start: &[u8],
    end: &[u8],
    num_regions: i32,
) -> Result<Vec<Vec<u8>>, SplitError> {
    if num_regions < 3 {
        return Err(SplitError::TooFewRegions {
            regions: num_regions,
        });
    }
    if compare(start, end) != Ordering::Less {
        return Err(SplitError::StartNotBeforeEnd {
            start: start.to_vec(),
            end: end.to_vec(),
        });
    }
    if num_regions == 3 {
        return Ok(vec![start.to_vec(), end.to_vec()]);
    }
    // Upstream double-checks the count ("Unable to split key range into enough regions");
    // Bytes.split always returns num + 2 keys, so that check never fires.
    bytes_split(start, end, num_regions - 3)
}

/// `verifySplitKeys`, run on every `createTable` with split keys: sorts them (unsigned
/// lexicographic) and rejects an empty key or a repeated one.
///
/// # Errors
///
/// [`SplitError::EmptySplitKey`] for an empty key, [`SplitError::DuplicateSplitKey`] for a key
/// given twice.
///
/// ```
/// use rowkey_core::hbase::split::verify_split_keys;
/// let mut keys = vec![b"b".to_vec(), b"a".to_vec()];
/// verify_split_keys(&mut keys).unwrap();
/// assert_eq!(keys, vec![b"a".to_vec(), b"b".to_vec()]);
/// assert!(verify_split_keys(&mut vec![b"a".to_vec(), b"a".to_vec()]).is_err());
/// ```
pub fn verify_split_keys(keys: &mut [Vec<u8>]) -> Result<(), SplitError> {
    keys.sort_unstable_by(|x, y| compare(x, y));
    let mut last: Option<&Vec<u8>> = None;
    for key in keys.iter() {
        if key.is_empty() {
            return Err(SplitError::EmptySplitKey);
        }
        if last == Some(key) {
            return Err(SplitError::DuplicateSplitKey { key: key.clone() });
        }
        last = Some(key);
    }
    Ok(())
}

/// What `Admin.createTable(desc, startKey, endKey, numRegions)` creates: [`admin_split_keys`]
/// then [`verify_split_keys`]. `numRegions < 3`, `start >= end`, padded keys that are equal
/// (`a` .. `a\x00`) and an empty start key are all refused, as HBase refuses them.
///
/// # Errors
///
/// What [`admin_split_keys`] and [`verify_split_keys`] refuse.
///
/// ```
/// use rowkey_core::hbase::split::create_table_splits;
/// let keys = create_table_splits(&[0x00], &[0xff], 4).unwrap();
/// assert_eq!(keys, vec![vec![0x00], vec![0x7f], vec![0xff]]);
/// assert!(create_table_splits(b"", &[0xff], 4).is_err()); // "" becomes an empty split key
/// ```
pub fn create_table_splits(
    start: &[u8],
    end: &[u8],
    num_regions: i32,
) -> Result<Vec<Vec<u8>>, SplitError> {
    let mut keys = admin_split_keys(start, end, num_regions)?;
    verify_split_keys(&mut keys)?;
    Ok(keys)
}

/// The regions a table with these split keys has: `["", s1), [s1, s2), ..., [s(N-1), "")`, an
/// empty key meaning the start or end of the table.
///
/// ```
/// use rowkey_core::hbase::split::regions_from_splits;
/// let regions = regions_from_splits(&[b"m".to_vec()]);
/// assert_eq!(regions, vec![(vec![], b"m".to_vec()), (b"m".to_vec(), vec![])]);
/// assert_eq!(regions_from_splits(&[]), vec![(vec![], vec![])]);
/// ```
pub fn regions_from_splits(splits: &[Vec<u8>]) -> Vec<(Vec<u8>, Vec<u8>)> {
    let mut bounds = Vec::with_capacity(splits.len() + 2);
    bounds.push(Vec::new());
    bounds.extend(splits.iter().cloned());
    bounds.push(Vec::new());
    bounds
        .windows(2)
        .map(|w| (w[0].clone(), w[1].clone()))
        .collect()
}
