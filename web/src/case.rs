//! Upper- and lower-casing of text the page shows. In the browser the mapping is JavaScript's
//! (`String.prototype.toLowerCase`/`toUpperCase`: the same Unicode full case mapping as Rust's
//! `str::to_lowercase`/`char::to_uppercase`), so the page's wasm does not carry Rust's case tables
//! (25 KB of constant data, 11 KB gzipped). Native test builds use Rust's own mapping.

/// `s` in lower case (full Unicode mapping).
pub fn lowercase(s: &str) -> String {
    #[cfg(target_arch = "wasm32")]
    {
        js_sys::JsString::from(s).to_lower_case().into()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        s.to_lowercase()
    }
}

/// `s` in upper case (full Unicode mapping).
pub fn uppercase(s: &str) -> String {
    #[cfg(target_arch = "wasm32")]
    {
        js_sys::JsString::from(s).to_upper_case().into()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        s.to_uppercase()
    }
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test;

    // The browser's mapping against Rust's tables (linked into the test build only), character
    // by character over every scalar value, multi-character mappings included (`ß` → `SS`,
    // `İ` → `i̇`); then final sigma, which depends on the word around it.
    #[wasm_bindgen_test]
    fn the_browser_maps_case_as_rust_does() {
        let mut differ = Vec::new();
        for c in (0..=0x10_ffff_u32).filter_map(char::from_u32) {
            let s = c.to_string();
            if lowercase(&s) != s.to_lowercase() || uppercase(&s) != s.to_uppercase() {
                differ.push(format!("U+{:04X}", u32::from(c)));
            }
        }
        assert!(
            differ.is_empty(),
            "case mappings differ: {}",
            differ.join(" ")
        );
        assert_eq!(uppercase("straße"), "STRASSE");
        assert_eq!(lowercase("ΟΔΟΣ ΟΔΟΣ"), "οδος οδος");
        assert_eq!(lowercase("ΟΔΟΣ ΟΔΟΣ"), "ΟΔΟΣ ΟΔΟΣ".to_lowercase());
    }
}
