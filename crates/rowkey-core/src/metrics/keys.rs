//! Keys and region names as HBase prints them: `Bytes.toStringBinary`, strictly (only what
//! it can write), and full region names `table,startKey,regionId.encodedName.`.

use crate::hbase::to_bytes_binary;
use crate::i18n::catalogue::metrics as msg;
use crate::i18n::Message;

/// The bytes of a key printed by `toStringBinary`: printable ASCII as itself, `\xHH` (uppercase)
/// as one byte. Anything `toStringBinary` never writes is an error, so a key mangled on its way
/// (a lowercase escape, a UTF-8 character, a lone backslash) is said, not misread.
pub(crate) fn key_bytes(text: &str) -> Result<Vec<u8>, Message> {
    let bad = |why: Message| crate::msg!(msg::BAD_KEY, key = text, why = why);
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'\\' => {
                let hex = |c: u8| c.is_ascii_digit() || (b'A'..=b'F').contains(&c);
                if b.len() < i + 4 || b[i + 1] != b'x' || !hex(b[i + 2]) || !hex(b[i + 3]) {
                    return Err(bad(crate::msg!(msg::KEY_BACKSLASH)));
                }
                i += 4;
            }
            0x20..=0x7e => i += 1,
            _ => {
                let c = text[i..].chars().next().unwrap_or('\u{fffd}');
                return Err(bad(crate::msg!(
                    msg::KEY_CHAR,
                    char = format!("U+{:04X}", c as u32)
                )));
            }
        }
    }
    Ok(to_bytes_binary(text))
}

/// A full region name's parts.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct RegionName {
    /// The table (`ns:table` outside the default namespace).
    pub table: String,
    /// The start key's bytes.
    pub start: Vec<u8>,
    /// The replica id (0: the primary).
    pub replica: u32,
    /// The encoded name.
    pub encoded: String,
}

/// Parse `table,startKey,regionId[_replica].encoded.` as `RegionInfo.getRegionNameAsString`
/// and `toStringBinary(getRegionName())` print it. The start key may hold commas and dots; the
/// table cannot hold a comma and the id and encoded name are digits and hex, so the name is
/// read from both ends.
pub(crate) fn region_name(text: &str) -> Result<RegionName, Message> {
    let bad = || crate::msg!(msg::BAD_REGION_NAME, name = text);
    let (table, rest) = text.split_once(',').ok_or_else(bad)?;
    let rest = rest.strip_suffix('.').unwrap_or(rest);
    let (rest, encoded) = rest.rsplit_once('.').ok_or_else(bad)?;
    let (start, id) = rest.rsplit_once(',').ok_or_else(bad)?;
    let (id, replica) = match id.split_once('_') {
        Some((id, r)) => (id, u32::from_str_radix(r, 16).map_err(|_| bad())?),
        None => (id, 0),
    };
    let ok = !table.is_empty()
        && !id.is_empty()
        && id.bytes().all(|c| c.is_ascii_digit())
        && !encoded.is_empty()
        && encoded.bytes().all(|c| c.is_ascii_alphanumeric());
    if !ok {
        return Err(bad());
    }
    Ok(RegionName {
        table: table.to_owned(),
        start: key_bytes(start)?,
        replica,
        encoded: encoded.to_owned(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_decode_only_what_to_string_binary_writes() {
        assert_eq!(key_bytes("a\\x00\\x5C,b").unwrap(), b"a\x00\\,b");
        assert_eq!(key_bytes("").unwrap(), b"");
        for bad in ["a\\xff", "a\\", "caf\u{e9}", "\\x4"] {
            assert!(key_bytes(bad).is_err(), "{bad}");
        }
        let e = key_bytes("caf\u{e9}").unwrap_err().to_string();
        assert!(e.contains("U+00E9"), "{e}");
    }

    #[test]
    fn region_names_split_from_both_ends() {
        let n = region_name("ns:orders,07_u1,2.x,1700000000000.9f2a4c1e0b7d3a5f6e8c9d0b1a2f3e4d.")
            .unwrap();
        assert_eq!(n.table, "ns:orders");
        assert_eq!(n.start, b"07_u1,2.x");
        assert_eq!(n.encoded, "9f2a4c1e0b7d3a5f6e8c9d0b1a2f3e4d");
        assert_eq!(n.replica, 0);
        let r = region_name("t,,1700000000000_0001.0a1b.").unwrap();
        assert_eq!((r.start.len(), r.replica), (0, 1));
        assert!(region_name("t,abc").is_err());
        assert!(region_name("t,a,notanid.0a1b.").is_err());
    }
}
