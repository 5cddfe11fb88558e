//! A batch of keys as the JVM hands them over: their bytes one after another, and where each
//! ends. Every end is checked, so a malformed batch is an error, never a read out of bounds.

/// Hand each of the first `count` keys of `data` to `each`, in order: key `i` is
/// `data[ends[i - 1]..ends[i]]` (from 0 for the first). Ends that fall or leave `data`, or
/// fewer ends than `count`, are refused with the index of the first bad key.
///
/// ```
/// let mut keys = Vec::new();
/// rowkey_jni::batch_keys(b"abxyz", &[2, 2, 5], 3, |k| {
///     keys.push(k.to_vec());
///     Ok::<(), String>(())
/// })
/// .unwrap();
/// assert_eq!(keys, [b"ab".to_vec(), b"".to_vec(), b"xyz".to_vec()]);
/// assert!(rowkey_jni::batch_keys(b"ab", &[3], 1, |_| Ok::<(), String>(())).is_err());
/// ```
pub fn batch_keys<E>(
    data: &[u8],
    ends: &[i32],
    count: usize,
    mut each: impl FnMut(&[u8]) -> Result<(), E>,
) -> Result<(), BatchError<E>> {
    let ends = ends.get(..count).ok_or(BatchError::Malformed(ends.len()))?;
    let mut start = 0usize;
    for (i, &end) in ends.iter().enumerate() {
        let key = usize::try_from(end)
            .ok()
            .and_then(|end| data.get(start..end).map(|k| (k, end)));
        let Some((key, end)) = key else {
            return Err(BatchError::Malformed(i));
        };
        each(key).map_err(BatchError::Key)?;
        start = end;
    }
    Ok(())
}

/// Why a batch was not counted whole.
#[derive(Debug, PartialEq, Eq)]
pub enum BatchError<E> {
    /// The ends do not fit the data from this key on: a caller's bug.
    Malformed(usize),
    /// A key refused by the count.
    Key(E),
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(data: &[u8], ends: &[i32], count: usize) -> Result<Vec<Vec<u8>>, BatchError<()>> {
        let mut keys = Vec::new();
        batch_keys(data, ends, count, |k| {
            keys.push(k.to_vec());
            Ok(())
        })
        .map(|()| keys)
    }

    #[test]
    fn only_the_first_count_keys_are_read() {
        assert_eq!(
            read(b"abc", &[1, 3, 99], 2).unwrap(),
            [b"a".to_vec(), b"bc".to_vec()]
        );
        assert_eq!(read(b"", &[], 0).unwrap(), Vec::<Vec<u8>>::new());
    }

    #[test]
    fn ends_that_fall_leave_the_data_or_run_short_are_refused() {
        assert_eq!(read(b"abc", &[2, 1], 2), Err(BatchError::Malformed(1)));
        assert_eq!(read(b"abc", &[4], 1), Err(BatchError::Malformed(0)));
        assert_eq!(read(b"abc", &[-1], 1), Err(BatchError::Malformed(0)));
        assert_eq!(read(b"abc", &[3], 2), Err(BatchError::Malformed(1)));
    }

    #[test]
    fn a_refused_key_stops_the_batch() {
        let mut seen = 0;
        let out = batch_keys(b"abc", &[1, 2, 3], 3, |k| {
            seen += 1;
            if k == b"b" {
                Err("no b")
            } else {
                Ok(())
            }
        });
        assert_eq!(out, Err(BatchError::Key("no b")));
        assert_eq!(seen, 2);
    }
}
