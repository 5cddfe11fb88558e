//! The order a key dump is in. A file in write order says when each row was written, so its
//! heatmap and the verdict on writes over time mean something; a `scan` output or a sorted file
//! is in key order and says nothing of write time.

pub use crate::analyze::dump::KeysOrder;
use crate::i18n::{catalogue::keys as msg, Arg, Message};
use std::str::FromStr;

/// The order asked for: `auto` tells it from the dump.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OrderChoice {
    /// Scan output is key order; another file is key order when its keys are sorted.
    #[default]
    Auto,
    /// The given order, whatever the keys.
    Given(KeysOrder),
}

impl OrderChoice {
    /// The names `--order` takes.
    pub const NAMES: [&'static str; 3] = ["auto", "insertion", "key"];
}

impl FromStr for OrderChoice {
    type Err = Message;

    /// ```
    /// use rowkey_core::keys::{KeysOrder, OrderChoice};
    /// assert_eq!("key".parse::<OrderChoice>().unwrap(), OrderChoice::Given(KeysOrder::Key));
    /// assert!("sorted".parse::<OrderChoice>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<OrderChoice, Message> {
        Ok(match s {
            "auto" => OrderChoice::Auto,
            "insertion" => OrderChoice::Given(KeysOrder::Insertion),
            "key" => OrderChoice::Given(KeysOrder::Key),
            other => {
                return Err(crate::msg!(
                    msg::UNKNOWN_ORDER,
                    name = other,
                    names = OrderChoice::NAMES.join(", ")
                ))
            }
        })
    }
}

/// Whether the keys seen so far are sorted (non-decreasing in unsigned byte order), and the
/// first line where they are not; the first and last keys, so that parts of a stream read apart
/// tell whether the whole is sorted.
#[derive(Debug, Default)]
pub(crate) struct Sortedness {
    last: Vec<u8>,
    keys: u64,
    /// The 1-based line of the first key that sorts before the one before it.
    unsorted_at: Option<u64>,
    /// The first key and its line.
    first: Option<(Vec<u8>, u64)>,
}

impl Sortedness {
    #[inline]
    pub(crate) fn add(&mut self, key: &[u8], line: u64) {
        if self.keys == 0 {
            self.first = Some((key.to_vec(), line));
        } else if self.unsorted_at.is_none() && key < self.last.as_slice() {
            self.unsorted_at = Some(line);
        }
        self.keys += 1;
        self.last.clear();
        self.last.extend_from_slice(key);
    }

    /// The first key read and its line.
    pub(crate) fn first(&self) -> Option<&(Vec<u8>, u64)> {
        self.first.as_ref()
    }

    /// The last key read (empty when none was).
    pub(crate) fn last(&self) -> &[u8] {
        &self.last
    }

    /// The line of the first key that sorts before the one before it.
    pub(crate) fn unsorted_at(&self) -> Option<u64> {
        self.unsorted_at
    }

    /// The order taken, and why, for keys read as `scan` (or not) with `choice`.
    pub(crate) fn decide(&self, choice: OrderChoice, scan: bool) -> (KeysOrder, Message) {
        decide(choice, scan, self.keys, self.unsorted_at)
    }
}

/// The order taken, and why, for `keys` keys read as `scan` (or not) with `choice`, unsorted
/// from line `unsorted_at` on.
pub(crate) fn decide(
    choice: OrderChoice,
    scan: bool,
    keys: u64,
    unsorted_at: Option<u64>,
) -> (KeysOrder, Message) {
    match (choice, scan, unsorted_at) {
        (OrderChoice::Given(order), _, _) => (order, crate::msg!(msg::ORDER_GIVEN)),
        (OrderChoice::Auto, true, _) => (KeysOrder::Key, crate::msg!(msg::ORDER_SCAN)),
        (OrderChoice::Auto, false, None) => (
            KeysOrder::Key,
            crate::msg!(msg::ORDER_SORTED, keys = Arg::Int(keys.into())),
        ),
        (OrderChoice::Auto, false, Some(line)) => (
            KeysOrder::Insertion,
            crate::msg!(msg::ORDER_UNSORTED, line = Arg::Int(line.into())),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decide(keys: &[&[u8]], choice: OrderChoice, scan: bool) -> KeysOrder {
        let mut s = Sortedness::default();
        for (i, k) in keys.iter().enumerate() {
            s.add(k, i as u64 + 1);
        }
        s.decide(choice, scan).0
    }

    #[test]
    fn sorted_keys_are_key_order_in_unsigned_byte_order() {
        let sorted: [&[u8]; 4] = [b"a", b"a", b"b\x00", b"\x80"];
        assert_eq!(decide(&sorted, OrderChoice::Auto, false), KeysOrder::Key);
        let unsorted: [&[u8]; 3] = [b"a", b"\x80", b"b"];
        assert_eq!(
            decide(&unsorted, OrderChoice::Auto, false),
            KeysOrder::Insertion
        );
        let mut s = Sortedness::default();
        for (i, k) in unsorted.iter().enumerate() {
            s.add(k, i as u64 + 10);
        }
        let why = s.decide(OrderChoice::Auto, false).1.to_string();
        assert!(why.contains("line 12"), "{why}");
    }

    #[test]
    fn scan_output_is_key_order_and_a_given_order_wins() {
        let unsorted: [&[u8]; 2] = [b"b", b"a"];
        assert_eq!(decide(&unsorted, OrderChoice::Auto, true), KeysOrder::Key);
        let given = OrderChoice::Given(KeysOrder::Insertion);
        assert_eq!(decide(&[b"a", b"b"], given, true), KeysOrder::Insertion);
        assert_eq!(
            decide(&unsorted, OrderChoice::Given(KeysOrder::Key), false),
            KeysOrder::Key
        );
    }
}
