//! Short byte strings appended without a bulk-memory copy.
//!
//! In wasm `extend_from_slice` becomes `memory.copy`, which V8 runs as a call out of the
//! compiled code: about 6.5 ns each against under 1 ns for a few stores (measured in Node 20 on
//! this machine). A key is a dozen short pieces (`_`, `user000123`, a formatted number), so
//! those calls were a sixth of a key's time in the browser. In wasm, pieces up to [`SHORT`]
//! bytes are pushed byte by byte here instead; longer ones, and every piece natively (where
//! `memcpy` is an ordinary fast call), still take the bulk copy.

/// The longest piece pushed byte by byte.
const SHORT: usize = 24;

/// Append `bytes` to `out`: what `out.extend_from_slice(bytes)` does.
#[inline(always)]
pub(crate) fn append(out: &mut Vec<u8>, bytes: &[u8]) {
    if !cfg!(target_arch = "wasm32") || bytes.len() > SHORT {
        out.extend_from_slice(bytes);
        return;
    }
    out.reserve(bytes.len());
    for &b in bytes {
        out.push(b);
    }
}

/// Append `text` to `s`: what `s.push_str(text)` does, by characters when it is short.
#[inline(always)]
pub(crate) fn append_str(s: &mut String, text: &str) {
    if !cfg!(target_arch = "wasm32") || text.len() > SHORT {
        s.push_str(text);
        return;
    }
    s.reserve(text.len());
    for c in text.chars() {
        s.push(c);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn appends_what_extend_appends() {
        let long: Vec<u8> = (0..=255).collect();
        for n in [0, 1, 7, 8, 23, 24, 25, 100, 256] {
            let (mut ours, mut std) = (b"key".to_vec(), b"key".to_vec());
            append(&mut ours, &long[..n]);
            std.extend_from_slice(&long[..n]);
            assert_eq!(ours, std, "{n} bytes");
        }
        for text in [
            "",
            "_",
            "user",
            "héllo😀",
            "a longer literal than twenty-four bytes",
        ] {
            let mut s = String::from("x");
            append_str(&mut s, text);
            assert_eq!(s, format!("x{text}"));
        }
    }
}
