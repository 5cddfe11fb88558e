//! HBase `OrderedBytes` (the encodings behind `OrderedInt64`, `OrderedString`, `OrderedBlob`...
//! in `hbase-common`'s `types` package): every value starts with a header byte naming its type,
//! and the bytes sort like the values. `DESCENDING` inverts every byte of the encoding, header
//! included.
//!
//! ```
//! use rowkey_core::hbase::ordered::{encode_int32, Order};
//! assert_eq!(encode_int32(1, Order::Ascending), [0x2b, 0x80, 0, 0, 1]);
//! assert_eq!(encode_int32(0, Order::Descending), [0xd4, 0x7f, 0xff, 0xff, 0xff]);
//! ```

/// `org.apache.hadoop.hbase.util.Order`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Order {
    /// Bytes as encoded.
    Ascending,
    /// Every byte inverted, so the order reverses.
    Descending,
}

impl Order {
    /// `Order.apply(byte[])`: invert the bytes for `Descending`.
    ///
    /// ```
    /// use rowkey_core::hbase::ordered::Order;
    /// let mut b = vec![0x00, 0x0f];
    /// Order::Descending.apply(&mut b);
    /// assert_eq!(b, [0xff, 0xf0]);
    /// ```
    pub fn apply(self, bytes: &mut [u8]) {
        if self == Order::Descending {
            for b in bytes {
                *b = !*b;
            }
        }
    }

    fn finish(self, mut bytes: Vec<u8>) -> Vec<u8> {
        self.apply(&mut bytes);
        bytes
    }
}

const NULL: u8 = 0x05;
const FIXED_INT32: u8 = 0x2b;
const FIXED_INT64: u8 = 0x2c;
const TEXT: u8 = 0x34;
const BLOB_VAR: u8 = 0x37;
const BLOB_COPY: u8 = 0x38;
const TERM: u8 = 0x00;

/// `OrderedBytes.encodeNull`: one byte, `0x05` (`0xfa` descending), which sorts before every
/// non-null value.
///
/// ```
/// use rowkey_core::hbase::ordered::{encode_null, Order};
/// assert_eq!(encode_null(Order::Ascending), [0x05]);
/// assert_eq!(encode_null(Order::Descending), [0xfa]);
/// ```
pub fn encode_null(order: Order) -> Vec<u8> {
    order.finish(vec![NULL])
}

/// `OrderedBytes.encodeInt64`: header `0x2c`, then the value big-endian with its sign bit
/// flipped.
///
/// ```
/// use rowkey_core::hbase::ordered::{encode_int64, Order};
/// assert_eq!(encode_int64(-1, Order::Ascending), [0x2c, 0x7f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
/// ```
pub fn encode_int64(value: i64, order: Order) -> Vec<u8> {
    let mut out = Vec::with_capacity(9);
    out.push(FIXED_INT64);
    out.extend_from_slice(&((value as u64) ^ (1 << 63)).to_be_bytes());
    order.finish(out)
}

/// `OrderedBytes.encodeInt32`: header `0x2b`, then the value big-endian with its sign bit
/// flipped.
///
/// ```
/// use rowkey_core::hbase::ordered::{encode_int32, Order};
/// assert_eq!(encode_int32(i32::MIN, Order::Ascending), [0x2b, 0, 0, 0, 0]);
/// ```
pub fn encode_int32(value: i32, order: Order) -> Vec<u8> {
    let mut out = Vec::with_capacity(5);
    out.push(FIXED_INT32);
    out.extend_from_slice(&((value as u32) ^ (1 << 31)).to_be_bytes());
    order.finish(out)
}

/// `OrderedBytes.encodeString`: header `0x34`, the UTF-8 bytes, a `0x00` terminator; `None` is
/// [`encode_null`]. A string containing U+0000 is refused, since its `0x00` would end it early.
///
/// # Errors
///
/// HBase's refusal when the text holds U+0000.
///
/// ```
/// use rowkey_core::hbase::ordered::{encode_string, Order};
/// assert_eq!(encode_string(Some("a"), Order::Ascending).unwrap(), [0x34, b'a', 0x00]);
/// assert_eq!(encode_string(None, Order::Ascending).unwrap(), [0x05]);
/// assert!(encode_string(Some("a\0b"), Order::Ascending).is_err());
/// ```
pub fn encode_string(value: Option<&str>, order: Order) -> Result<Vec<u8>, String> {
    let Some(text) = value else {
        return Ok(encode_null(order));
    };
    if text.contains('\0') {
        return Err(
            "OrderedString cannot hold U+0000 (HBase refuses: java.lang.IllegalArgumentException: \
             Cannot encode String values containing '\\u0000')"
                .to_owned(),
        );
    }
    let mut out = Vec::with_capacity(text.len() + 2);
    out.push(TEXT);
    out.extend_from_slice(text.as_bytes());
    out.push(TERM);
    Ok(order.finish(out))
}

/// `OrderedBytes.encodeBlobVar`: header `0x37`, then the bytes regrouped 7 bits per output byte,
/// each with its high bit set except the last; an empty value is a lone `0x00`. Unlike
/// [`encode_blob_copy`] it can sit anywhere in a compound key, at the cost of one extra byte per
/// seven.
///
/// ```
/// use rowkey_core::hbase::ordered::{encode_blob_var, Order};
/// assert_eq!(encode_blob_var(Some(b"abc"), Order::Ascending), [0x37, 0xb0, 0xd8, 0xcc, 0x30]);
/// assert_eq!(encode_blob_var(Some(b""), Order::Ascending), [0x37, 0x00]);
/// ```
pub fn encode_blob_var(value: Option<&[u8]>, order: Order) -> Vec<u8> {
    let Some(bytes) = value else {
        return encode_null(order);
    };
    let mut out = Vec::with_capacity(2 + bytes.len() + bytes.len().div_ceil(7));
    out.push(BLOB_VAR);
    if bytes.is_empty() {
        out.push(TERM);
        return order.finish(out);
    }
    // `shift` counts how many bits of the previous byte are still waiting in `carry`.
    let mut shift = 1u32;
    let mut carry = 0u8;
    for &b in bytes {
        out.push(0x80 | carry | (b >> shift));
        if shift < 7 {
            carry = b << (7 - shift);
            shift += 1;
        } else {
            out.push(0x80 | b);
            shift = 1;
            carry = 0;
        }
    }
    if shift > 1 {
        out.push(0x7f & carry);
    } else if let Some(last) = out.last_mut() {
        // The final group ended exactly on a byte: clearing its continuation bit ends the value.
        *last &= 0x7f;
    }
    order.finish(out)
}

/// `OrderedBytes.encodeBlobCopy`: header `0x38` and the bytes as they are, only sortable as the
/// last field of a key. Descending adds a `0x00` terminator (inverted to `0xff`) and so refuses
/// values containing `0x00`; a descending `None` is the null byte plus that terminator.
///
/// # Errors
///
/// HBase's refusal when a descending blob holds a `0x00` byte.
///
/// ```
/// use rowkey_core::hbase::ordered::{encode_blob_copy, Order};
/// assert_eq!(encode_blob_copy(Some(b"abc"), Order::Ascending).unwrap(), [0x38, b'a', b'b', b'c']);
/// assert_eq!(encode_blob_copy(Some(&[0xff]), Order::Descending).unwrap(), [0xc7, 0x00, 0xff]);
/// assert!(encode_blob_copy(Some(&[0x00]), Order::Descending).is_err());
/// ```
pub fn encode_blob_copy(value: Option<&[u8]>, order: Order) -> Result<Vec<u8>, String> {
    let Some(bytes) = value else {
        let mut out = encode_null(order);
        if order == Order::Descending {
            out.push(!TERM);
        }
        return Ok(out);
    };
    if order == Order::Descending && bytes.contains(&TERM) {
        return Err(
            "a descending OrderedBlob cannot hold 0x00 bytes (HBase refuses: \
             java.lang.IllegalArgumentException: 0x00 bytes not permitted in value.)"
                .to_owned(),
        );
    }
    let mut out = Vec::with_capacity(bytes.len() + 2);
    out.push(BLOB_COPY);
    out.extend_from_slice(bytes);
    if order == Order::Descending {
        out.push(TERM);
    }
    Ok(order.finish(out))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ints_sort_like_values() {
        let values = [i64::MIN, -2, -1, 0, 1, 1708000000000, i64::MAX];
        let asc: Vec<_> = values
            .iter()
            .map(|&v| encode_int64(v, Order::Ascending))
            .collect();
        assert!(asc.windows(2).all(|w| w[0] < w[1]));
        let desc: Vec<_> = values
            .iter()
            .map(|&v| encode_int64(v, Order::Descending))
            .collect();
        assert!(desc.windows(2).all(|w| w[0] > w[1]));
    }

    #[test]
    fn blob_var_seven_bytes_fill_eight() {
        // Seven 0xff bytes are exactly eight 7-bit groups; the last loses its continuation bit.
        let enc = encode_blob_var(Some(&[0xff; 7]), Order::Ascending);
        assert_eq!(enc, [0x37, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f]);
        assert_eq!(
            encode_blob_var(Some(&[0x00]), Order::Ascending),
            [0x37, 0x80, 0x00]
        );
        assert_eq!(
            encode_blob_var(Some(&[0, 1, 2, 3, 4, 5, 6, 7]), Order::Descending),
            [0xc8, 0x7f, 0x7f, 0x5f, 0x5f, 0x67, 0x6f, 0x75, 0x79, 0x7c, 0xbf]
        );
    }

    #[test]
    fn nulls_and_strings() {
        assert_eq!(
            encode_string(Some("中"), Order::Descending).unwrap(),
            [0xcb, 0x1b, 0x47, 0x52, 0xff]
        );
        assert_eq!(
            encode_blob_copy(None, Order::Descending).unwrap(),
            [0xfa, 0xff]
        );
        assert_eq!(encode_blob_var(None, Order::Descending), [0xfa]);
    }
}
