//! The quick worker's operations that the page's first chart never asks for: the panels' (the
//! keyspace ruler, the split keys' check, the exports; the page loads those panels after its
//! first chart), imports, a report opened from a file, the CSV export, decoding a key, region
//! metrics, a broken link's message.
//! The split build (`cargo xtask build`, feature `split`) puts them in a chunk of the wasm that
//! the worker fetches the first time one is asked for; other builds call them directly.

use super::{compiled, decode, exports, json, link_error, metrics, paste, ruler, splits};
use rowkey_core::keyspace::Keyspace;
use rowkey_protocol::{MoreRequest, QuickRequest};

/// What went wrong: the operation's own message, or the chunk that holds it could not be fetched.
#[derive(Debug)]
pub(super) struct Failure(pub(super) String);

#[cfg(all(feature = "split", target_family = "wasm"))]
impl From<wasm_split_helpers::SplitLoaderError> for Failure {
    fn from(e: wasm_split_helpers::SplitLoaderError) -> Self {
        Failure(crate::chunk::not_loaded(&e.to_string()))
    }
}

/// What a request that cannot be read answers (`error`: serde's words).
pub(super) fn malformed(error: &str) -> String {
    format!("quick request: {error}")
}

/// The answer to a request the first screen does not make (`request_json`, with the text of the
/// file posted beside it), or what is wrong: the request is read here, whole.
pub(super) async fn answer(
    request_json: String,
    file_text: Option<String>,
) -> Result<String, String> {
    split_answer(request_json, file_text)
        .await
        .map_err(|Failure(m)| m)
}

#[cfg(all(feature = "split", target_family = "wasm"))]
#[wasm_split_helpers::wasm_split(quick_more, fallible)]
fn split_answer(request_json: String, file_text: Option<String>) -> Result<String, Failure> {
    read_and_operate(&request_json, file_text).map_err(Failure)
}

#[cfg(not(all(feature = "split", target_family = "wasm")))]
async fn split_answer(request_json: String, file_text: Option<String>) -> Result<String, Failure> {
    read_and_operate(&request_json, file_text).map_err(Failure)
}

fn read_and_operate(request_json: &str, file_text: Option<String>) -> Result<String, String> {
    let request = QuickRequest::from_json(request_json).map_err(|e| malformed(&e))?;
    let request = match file_text {
        Some(text) => request.with_file_text(text),
        None => request,
    };
    match request {
        QuickRequest::More(request) => operate(request),
        QuickRequest::First(request) => super::first_screen(&request),
    }
}

fn operate(request: MoreRequest) -> Result<String, String> {
    match request {
        MoreRequest::Import { format, text } => json(&paste::read(&format, &text)),
        MoreRequest::LinkError { fragment, second } => json(&link_error::answer(&fragment, second)),
        MoreRequest::OpenReport { text } => {
            let report =
                rowkey_core::keys::open::open_report(text.as_bytes()).map_err(|m| m.to_string())?;
            json(&report)
        }
        MoreRequest::Csv { design, count } => {
            let c = compiled(&design)?;
            let csv = rowkey_core::exchange::export_csv(&c, count).map_err(|e| e.to_string())?;
            json(&csv)
        }
        MoreRequest::Decode { design, key } => json(&decode::answer(&compiled(&design)?, &key)),
        MoreRequest::Ruler { design, prefix } => {
            compiled(&design).and_then(|c| json(&ruler::answer(&Keyspace::new(&c), &prefix)))
        }
        MoreRequest::SplitCheck { splits } => json(&splits::check(&splits)),
        MoreRequest::Export {
            design,
            kind,
            quantile,
        } => {
            let c = compiled(&design).ok();
            exports::make(&kind, &design, c.as_ref(), quantile.as_deref()).and_then(|a| json(&a))
        }
        MoreRequest::RegionsMetrics { report, texts } => json(&metrics::answer(&report, &texts)),
    }
}
