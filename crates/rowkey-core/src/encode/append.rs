//! Short byte strings appended without a bulk-memory copy.
//!
//! In wasm `extend_from_slice` becomes `memory.copy`, which V8 runs as a call out of the
//! compiled code: about 6.5 ns each against under 1 ns for a few stores (measured in Node 20 on
//! this machine). A key is a dozen short pieces (`_`, `user000123`, a formatted number), so
//! those calls were a sixth of a key's time in the browser. In wasm, short pieces are pushed
//! byte by byte here instead; longer ones, and every piece natively (where `memcpy` is an
//! ordinary fast call), still take the bulk copy.
//!
//! How short depends on what the compiler inlines. Built for speed (the JS module), a push is
//! a store, and pieces up to 24 bytes are pushed. Built for size (the page's wasm, Cargo.toml's
//! `web` profile: `cfg(rowkey_size_optimised)`, set by the build script), `Vec::push` is a call
//! of its own, so a piece pushed byte by byte costs a call a byte: only the separators (one or
//! two bytes) are pushed. With 24 there, 100,000 e-commerce keys took 110 ms in the page's build
//! instead of 71 (Node 20, warm; a fresh instance's first run 155 ms instead of 124).

/// The longest piece pushed byte by byte.
const SHORT: usize = if cfg!(rowkey_size_optimised) { 2 } else { 24 };

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
        for n in [0, 1, 2, 3, 7, 8, 23, 24, 25, 100, 256] {
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
