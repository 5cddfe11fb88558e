//! One page of a key dump the page analysed before: read from the record boundary its analysis
//! indexed nearest the page, in slices the worker's script hands over, so that turning a page of
//! a dump of any size reads little and the dump is never held.

use rowkey_core::analyze::Regions;
use rowkey_core::hbase::to_bytes_binary;
use rowkey_core::keys::pages::{resized, PageReader};
use rowkey_core::ErrorKind;
use rowkey_protocol::{JobRequest, WorkerAnswer, WorkerError};
use wasm_bindgen::prelude::*;

/// A page being read: `new` (the job's JSON text and the file's size now), then `push` the
/// file's bytes from `start` on until it says the page is full (or the file ends), then
/// `finish`.
#[wasm_bindgen]
#[derive(Debug)]
pub struct KeysPager {
    reader: Option<PageReader>,
    start: u64,
}

fn refused(message: rowkey_core::i18n::Message) -> JsValue {
    crate::thrown(&WorkerError::plain(ErrorKind::InvalidArgument, message))
}

fn failed(e: &rowkey_core::keys::KeysError) -> JsValue {
    let mut error = WorkerError::plain(ErrorKind::InvalidArgument, e.message.clone());
    error.line = (e.line > 0).then_some(e.line);
    error.text = e.to_string();
    crate::thrown(&error)
}

#[wasm_bindgen]
impl KeysPager {
    /// The page a [`JobRequest::KeysPage`] (JSON text) asks for, of a file now `size` bytes
    /// long. Throws an `Error` when the job cannot be read or the file is not the size it was
    /// when analysed.
    #[wasm_bindgen(constructor)]
    pub fn new(job_json: &str, size: f64) -> Result<KeysPager, JsValue> {
        crate::lang::in_request_lang(|| {
            let page = match JobRequest::from_json(job_json) {
                Ok(JobRequest::KeysPage { page }) => page,
                Ok(_) => return Err(js_sys::Error::new("not a keys-page job").into()),
                Err(e) => return Err(js_sys::Error::new(&e).into()),
            };
            if let Some(m) = resized(page.bytes, size as u64) {
                return Err(refused(m));
            }
            let regions = Regions::new(page.splits.iter().map(|k| to_bytes_binary(k)).collect());
            let reader =
                PageReader::new(&page.read, &page.request, regions).map_err(|e| failed(&e))?;
            Ok(KeysPager {
                reader: Some(reader),
                start: page.request.from.as_ref().map_or(0, |m| m.byte),
            })
        })
    }

    /// The byte of the file to read from.
    pub fn start(&self) -> f64 {
        self.start as f64
    }

    /// The next bytes of the file; returns whether the page is full (read no more).
    pub fn push(&mut self, chunk: &[u8]) -> Result<bool, JsValue> {
        crate::lang::in_request_lang(|| match &mut self.reader {
            Some(r) => r.push(chunk).map_err(|e| failed(&e)),
            None => Ok(true),
        })
    }

    /// The page's message: a quick answer whose text is the
    /// [`rowkey_core::keys::pages::KeysPage`]. `push` must not follow.
    pub fn finish(&mut self) -> Result<JsValue, JsValue> {
        crate::lang::in_request_lang(|| {
            let Some(reader) = self.reader.take() else {
                return Err(js_sys::Error::new("the page was already read").into());
            };
            let page = reader.finish().map_err(|e| failed(&e))?;
            let answer = WorkerAnswer::Quick {
                answer: serde_json::to_string(&page).unwrap_or_default(),
            };
            Ok(crate::message(&answer).into())
        })
    }
}
