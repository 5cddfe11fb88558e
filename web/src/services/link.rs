//! Share links in the page: the core's link format (`rowkey_core::link`) with the browser's
//! DEFLATE (`CompressionStream` / `DecompressionStream`, `deflate-raw`) in place of the core's
//! compressor, which the page's wasm leaves out (about 15 KB gzipped). Any raw DEFLATE reads
//! back the same: links the CLI or the JS module wrote open here, and these open there.

use crate::i18n::texts::notices::LINK_TOO_LARGE;
use crate::i18n::Message;
use rowkey_core::design::{check_design_size, Design};
use rowkey_core::i18n::current_lang;
use rowkey_core::link::{self, LinkError, MAX_INFLATED};
use wasm_bindgen::prelude::*;

// The inflater stops at `limit` bytes (a link that inflates without end is refused, not
// held in memory) and resolves to `null` then; a stream that is not raw DEFLATE, is cut
// short or has bytes after its end rejects with the browser's words.
#[wasm_bindgen(inline_js = r#"
async function through(bytes, stream, limit) {
  const reader = new Blob([bytes.slice()]).stream().pipeThrough(stream).getReader();
  const parts = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      reader.cancel().catch(() => {});
      return null;
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
export function deflate_raw(bytes) {
  return through(bytes, new CompressionStream("deflate-raw"), Infinity);
}
export function inflate_raw(bytes, limit) {
  return through(bytes, new DecompressionStream("deflate-raw"), limit);
}
"#)]
extern "C" {
    #[wasm_bindgen(catch)]
    async fn deflate_raw(bytes: &[u8]) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch)]
    async fn inflate_raw(bytes: &[u8], limit: f64) -> Result<JsValue, JsValue>;
}

/// What a rejected stream said (a `TypeError`'s message, or the value as text).
fn words(e: &JsValue) -> String {
    e.dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| e.as_string())
        .unwrap_or_else(|| "unknown error".into())
}

/// The fragment (without `#`) that carries `design`, as `rowkey_core::link::encode` writes it
/// but for the compressor's choices; `Err` with the browser's words if it cannot compress.
pub async fn encode(design: &Design) -> Result<String, String> {
    let packed = deflate_raw(design.to_json().as_bytes())
        .await
        .map_err(|e| words(&e))?;
    Ok(link::fragment_of(
        &js_sys::Uint8Array::new(&packed).to_vec(),
    ))
}

/// The fragment of `a` and, in compare mode, `b`.
pub async fn encode_pair(a: &Design, b: Option<&Design>) -> Result<String, String> {
    let a = encode(a).await?;
    match b {
        Some(b) => Ok(link::pair(&a, &encode(b).await?)),
        None => Ok(a),
    }
}

/// The design a fragment carries, with the errors of `rowkey_core::link::decode` (the
/// inflater's status in the browser's words), and refused when it passes a size limit of
/// [`check_design_size`]: reading its JSON is the last work proportional to it the page's
/// thread does, so a link that would stop the page opens nothing.
pub async fn decode(fragment: &str) -> Result<Design, LinkError> {
    let packed = link::packed(fragment)?;
    let json = inflate_raw(&packed, MAX_INFLATED as f64)
        .await
        .map_err(|e| link::not_deflate(&words(&e)))?;
    if json.is_null() {
        return Err(link::too_large());
    }
    let design = link::design_of(js_sys::Uint8Array::new(&json).to_vec())?;
    check_design_size(&design).map_err(|e| LinkError {
        message: Message::new(LINK_TOO_LARGE)
            .arg("error", e.to_string())
            .render(current_lang()),
        unplaced: false,
    })?;
    Ok(design)
}

/// The second design of a fragment (compare mode), as `rowkey_core::link::decode_second`.
pub async fn decode_second(fragment: &str) -> Option<Result<Design, LinkError>> {
    let part = link::second_part(fragment)?;
    Some(decode(part).await.map_err(link::second_failed))
}
