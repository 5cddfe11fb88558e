//! Keys from the frames PySpark's batched pickle serializer writes (one pickled `list` of keys
//! per frame), read here with no Python object made per key.
//!
//! Only what `pickle.dumps` writes for a list of `bytes`, `bytearray` or `str` (protocols 2 to
//! 5), or for one such key, is read: the protocol and frame headers, an empty list, marks,
//! appends, memo puts and gets, the byte-string, byte-array and string opcodes, and the stop.
//! Anything else — another type of key, a nested list, a string that is not UTF-8 — makes the
//! frame [`Frame::Other`], and the caller hands that frame to the real deserializer, so the
//! keys counted never depend on which path read them. Every length is checked against the
//! frame: a damaged frame is [`Frame::Other`] too, never a read out of bounds.

/// What a frame holds.
#[derive(Debug, PartialEq, Eq)]
pub enum Frame<'a> {
    /// The keys of the pickled list (or the one pickled key), in order.
    Keys(Vec<&'a [u8]>),
    /// Anything this reader does not read.
    Other,
}

/// A value on the unpickler's stack.
#[derive(Clone, Copy, Debug)]
enum Item<'a> {
    List,
    Mark,
    Key(&'a [u8]),
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len())?;
        let out = &self.bytes[self.at..end];
        self.at = end;
        Some(out)
    }

    fn u8(&mut self) -> Option<u8> {
        self.take(1).map(|b| b[0])
    }

    fn u32(&mut self) -> Option<usize> {
        let b = self.take(4)?;
        usize::try_from(u32::from_le_bytes([b[0], b[1], b[2], b[3]])).ok()
    }

    fn u64(&mut self) -> Option<usize> {
        let b = self.take(8)?;
        usize::try_from(u64::from_le_bytes(b.try_into().ok()?)).ok()
    }
}

/// Read one frame (see the module).
///
/// ```
/// use rowkey_partition::{pickled_keys, Frame};
/// // pickle.dumps([b"ab", "c"], protocol=5)
/// let frame = b"\x80\x05\x95\x0e\0\0\0\0\0\0\0]\x94(C\x02ab\x94\x8c\x01c\x94e.";
/// assert_eq!(pickled_keys(frame), Frame::Keys(vec![b"ab".as_slice(), b"c"]));
/// // pickle.dumps([1], protocol=5): not keys.
/// assert_eq!(pickled_keys(b"\x80\x05]\x94K\x01a."), Frame::Other);
/// ```
pub fn pickled_keys(frame: &[u8]) -> Frame<'_> {
    read(frame).map_or(Frame::Other, Frame::Keys)
}

/// Memo entry `at` is `item` (a pickle numbers its memo from 0 up; a far index is not what
/// `dumps` writes).
fn put<'a>(memo: &mut Vec<Option<Item<'a>>>, at: usize, item: Item<'a>) -> Option<()> {
    if at > memo.len() {
        return None;
    }
    if at == memo.len() {
        memo.push(Some(item));
    } else {
        memo[at] = Some(item);
    }
    Some(())
}

fn read(frame: &[u8]) -> Option<Vec<&[u8]>> {
    let mut r = Reader {
        bytes: frame,
        at: 0,
    };
    let mut stack: Vec<Item<'_>> = Vec::new();
    let mut memo: Vec<Option<Item<'_>>> = Vec::new();
    let mut keys: Vec<&[u8]> = Vec::new();
    let mut lists = 0;
    loop {
        let op = r.u8()?;
        match op {
            // PROTO
            0x80 => {
                let v = r.u8()?;
                if !(2..=5).contains(&v) {
                    return None;
                }
            }
            // FRAME: a length the reader does not need (the frame is all here).
            0x95 => {
                r.u64()?;
            }
            b']' => {
                lists += 1;
                if lists > 1 {
                    return None;
                }
                stack.push(Item::List);
            }
            b'(' => stack.push(Item::Mark),
            // SHORT_BINBYTES, BINBYTES, BINBYTES8, BYTEARRAY8
            b'C' | b'B' | 0x8e | 0x96 => {
                let n = match op {
                    b'C' => usize::from(r.u8()?),
                    b'B' => r.u32()?,
                    _ => r.u64()?,
                };
                stack.push(Item::Key(r.take(n)?));
            }
            // SHORT_BINUNICODE, BINUNICODE, BINUNICODE8: UTF-8 (checked, as `str.encode` would).
            0x8c | b'X' | 0x8d => {
                let n = match op {
                    0x8c => usize::from(r.u8()?),
                    b'X' => r.u32()?,
                    _ => r.u64()?,
                };
                let s = r.take(n)?;
                std::str::from_utf8(s).ok()?;
                stack.push(Item::Key(s));
            }
            // MEMOIZE, BINPUT, LONG_BINPUT
            0x94 => {
                let at = memo.len();
                put(&mut memo, at, *stack.last()?)?;
            }
            b'q' => {
                let at = usize::from(r.u8()?);
                put(&mut memo, at, *stack.last()?)?;
            }
            b'r' => {
                let at = r.u32()?;
                put(&mut memo, at, *stack.last()?)?;
            }
            // BINGET, LONG_BINGET: a key seen before (the list itself is not a key).
            b'h' | b'j' => {
                let at = if op == b'h' {
                    usize::from(r.u8()?)
                } else {
                    r.u32()?
                };
                match memo.get(at).copied().flatten()? {
                    Item::Key(k) => stack.push(Item::Key(k)),
                    _ => return None,
                }
            }
            // APPEND
            b'a' => {
                let Item::Key(k) = stack.pop()? else {
                    return None;
                };
                if !matches!(stack.last(), Some(Item::List)) {
                    return None;
                }
                keys.push(k);
            }
            // APPENDS
            b'e' => {
                let mark = stack.iter().rposition(|i| matches!(i, Item::Mark))?;
                if mark == 0 || !matches!(stack[mark - 1], Item::List) {
                    return None;
                }
                for item in stack.drain(mark + 1..) {
                    let Item::Key(k) = item else {
                        return None;
                    };
                    keys.push(k);
                }
                stack.pop();
            }
            // STOP: one list of keys, or one key, and nothing after.
            b'.' => {
                if r.at != frame.len() {
                    return None;
                }
                return match stack.as_slice() {
                    [Item::List] => Some(keys),
                    [Item::Key(k)] if lists == 0 => Some(vec![*k]),
                    _ => None,
                };
            }
            _ => return None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memo_gets_repeat_a_key_and_refer_only_to_keys() {
        // pickle.dumps([b"k", b"k"]) with one object twice: the second is a memo get.
        let frame = b"\x80\x05\x95\x0b\0\0\0\0\0\0\0]\x94(C\x01k\x94h\x01e.";
        assert_eq!(
            pickled_keys(frame),
            Frame::Keys(vec![b"k".as_slice(), b"k"])
        );
        // A get of the list itself (a list inside itself) is not keys.
        assert_eq!(pickled_keys(b"\x80\x05]\x94(h\0e."), Frame::Other);
    }

    #[test]
    fn anything_else_is_other() {
        let good = b"\x80\x04]\x94(C\x02ab\x94\x8c\x01c\x94e.";
        assert_eq!(
            pickled_keys(good),
            Frame::Keys(vec![b"ab".as_slice(), b"c"])
        );
        for n in 0..good.len() {
            assert_eq!(pickled_keys(&good[..n]), Frame::Other, "{n}");
        }
        // A string that is not UTF-8, a nested list, an integer, bytes after the stop.
        assert_eq!(
            pickled_keys(b"\x80\x05]\x94\x8c\x01\xff\x94a."),
            Frame::Other
        );
        assert_eq!(pickled_keys(b"\x80\x05]\x94]\x94a."), Frame::Other);
        assert_eq!(pickled_keys(b"\x80\x05]\x94K\x01a."), Frame::Other);
        assert_eq!(pickled_keys(b"\x80\x05]\x94.."), Frame::Other);
        // A length past the frame's end.
        assert_eq!(
            pickled_keys(b"\x80\x05]\x94B\xff\xff\xff\xffa."),
            Frame::Other
        );
    }

    #[test]
    fn one_key_and_bytearrays_and_long_lengths() {
        assert_eq!(
            pickled_keys(b"\x80\x05C\x01z."),
            Frame::Keys(vec![b"z".as_slice()])
        );
        let frame = b"\x80\x05]\x94(\x96\x02\0\0\0\0\0\0\0xy\x94X\x01\0\0\0w\x94e.";
        assert_eq!(
            pickled_keys(frame),
            Frame::Keys(vec![b"xy".as_slice(), b"w"])
        );
    }
}
