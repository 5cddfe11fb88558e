//! Lines of the `binary` and `hex` formats into key bytes: `Bytes.toStringBinary`'s escapes
//! read as `Bytes.toBytesBinary` reads them, and hex digits in either case.

use super::is_escape;
use crate::hbase::to_bytes_binary;
use crate::i18n::{catalogue::keys as msg, Arg, Message};

/// A `Bytes.toStringBinary` key into bytes, as `Bytes.toBytesBinary` reads it, refusing what
/// toStringBinary never writes: a backslash that does not start `\xHH` with two uppercase hex
/// digits (HBase would read it as text, silently giving another key), and text that is not
/// UTF-8.
pub(super) fn decode_binary<'a>(text: &'a [u8], out: &'a mut Vec<u8>) -> Result<&'a [u8], Message> {
    if !text.contains(&b'\\') && text.is_ascii() {
        return Ok(text);
    }
    let mut i = 0;
    while let Some(at) = memchr::memchr(b'\\', &text[i..]) {
        let p = i + at;
        let esc = &text[p..text.len().min(p + 4)];
        if !is_escape(esc) {
            return Err(crate::msg!(
                msg::BAD_ESCAPE,
                text = String::from_utf8_lossy(esc),
                column = Arg::Int(p as i128 + 1)
            ));
        }
        i = p + 4;
    }
    out.clear();
    if text.is_ascii() {
        let mut i = 0;
        while i < text.len() {
            if text[i] == b'\\' {
                out.push(hex_value(text[i + 2]) << 4 | hex_value(text[i + 3]));
                i += 4;
            } else {
                out.push(text[i]);
                i += 1;
            }
        }
    } else {
        let s = std::str::from_utf8(text).map_err(|e| {
            crate::msg!(
                msg::NOT_UTF8,
                column = Arg::Int(e.valid_up_to() as i128 + 1)
            )
        })?;
        // Other characters: the low 8 bits of each UTF-16 unit, exactly as HBase.
        *out = to_bytes_binary(s);
    }
    Ok(out)
}

fn hex_value(b: u8) -> u8 {
    match b {
        b'0'..=b'9' => b - b'0',
        b'a'..=b'f' => b - b'a' + 10,
        _ => b - b'A' + 10,
    }
}

pub(super) fn decode_hex(text: &[u8], out: &mut Vec<u8>) -> Result<(), Message> {
    if let Some(p) = text.iter().position(|b| !b.is_ascii_hexdigit()) {
        let ch = String::from_utf8_lossy(&text[p..text.len().min(p + 4)])
            .chars()
            .next()
            .unwrap_or('?');
        return Err(crate::msg!(
            msg::NOT_HEX_DIGIT,
            char = ch,
            column = Arg::Int(p as i128 + 1)
        ));
    }
    if text.len() % 2 == 1 {
        return Err(crate::msg!(
            msg::ODD_HEX,
            count = Arg::Int(text.len() as i128)
        ));
    }
    out.clear();
    out.extend(
        text.chunks_exact(2)
            .map(|p| hex_value(p[0]) << 4 | hex_value(p[1])),
    );
    Ok(())
}
