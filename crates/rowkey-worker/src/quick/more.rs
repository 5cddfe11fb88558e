//! The quick worker's operations that the page's first chart never asks for: the panels' (the
//! keyspace ruler, the split keys' check, the exports; the page loads those panels after its
//! first chart), imports, a report opened from a file, the CSV export, decoding a key, region
//! metrics, a broken link's message.
//! The split build (`cargo xtask build`, feature `split`) puts them in a chunk of the wasm that
//! the worker fetches the first time one is asked for; other builds call them directly.

use super::{compiled, decode, exports, json, link_error, metrics, paste, ruler, splits};
use rowkey_core::keyspace::Keyspace;
use rowkey_protocol::QuickRequest;

/// What went wrong: the operation's own message, or the chunk that holds it could not be fetched.
#[derive(Debug)]
pub(super) struct Failure(pub(super) String);

#[cfg(all(feature = "split", target_family = "wasm"))]
impl From<wasm_split_helpers::SplitLoaderError> for Failure {
    fn from(e: wasm_split_helpers::SplitLoaderError) -> Self {
        Failure(crate::chunk::not_loaded(&e.to_string()))
    }
}

/// The answer to a request the first screen does not make (JSON text), or what is wrong.
pub(super) async fn answer(request: QuickRequest) -> Result<String, String> {
    split_answer(request).await.map_err(|Failure(m)| m)
}

#[cfg(all(feature = "split", target_family = "wasm"))]
#[wasm_split_helpers::wasm_split(quick_more, fallible)]
fn split_answer(request: QuickRequest) -> Result<String, Failure> {
    operate(request).map_err(Failure)
}

#[cfg(not(all(feature = "split", target_family = "wasm")))]
async fn split_answer(request: QuickRequest) -> Result<String, Failure> {
    operate(request).map_err(Failure)
}

fn operate(request: QuickRequest) -> Result<String, String> {
    match request {
        QuickRequest::Import { format, text } => json(&paste::read(&format, &text)),
        QuickRequest::LinkError { fragment, second } => {
            json(&link_error::answer(&fragment, second))
        }
        QuickRequest::OpenReport { text } => {
            let report =
                rowkey_core::keys::open::open_report(text.as_bytes()).map_err(|m| m.to_string())?;
            json(&report)
        }
        QuickRequest::Csv { design, count } => {
            let c = compiled(&design)?;
            let csv = rowkey_core::exchange::export_csv(&c, count).map_err(|e| e.to_string())?;
            json(&csv)
        }
        QuickRequest::Decode { design, key } => json(&decode::answer(&compiled(&design)?, &key)),
        QuickRequest::Ruler { design, prefix } => {
            compiled(&design).and_then(|c| json(&ruler::answer(&Keyspace::new(&c), &prefix)))
        }
        QuickRequest::SplitCheck { splits } => json(&splits::check(&splits)),
        QuickRequest::Export {
            design,
            kind,
            quantile,
        } => {
            let c = compiled(&design).ok();
            exports::make(&kind, &design, c.as_ref(), quantile.as_deref()).and_then(|a| json(&a))
        }
        QuickRequest::RegionsMetrics { report, texts } => json(&metrics::answer(&report, &texts)),
        other => super::first_screen(&other)
            .unwrap_or_else(|| Err("this quick request has no answer".to_owned())),
    }
}
