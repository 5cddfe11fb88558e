//! One page of a key dump the page analysed before: read from the record boundary its analysis
//! indexed nearest the page, in slices the worker's script hands over, so that turning a page of
//! a dump of any size reads little and the dump is never held.

use rowkey_core::analyze::Regions;
use rowkey_core::hbase::to_bytes_binary;
use rowkey_core::keys::pages::{resized, PageReader};
use rowkey_core::ErrorKind;
use rowkey_protocol::{JobRequest, WorkerAnswer, WorkerError};
use wasm_bindgen::prelude::*;

/// A page being read: made by [`worker_keys_pager`] (the job's JSON text and the file's size
/// now), then `push` the file's bytes from `start` on until it says the page is full (or the
/// file ends), then `finish`. Its work is made in the `keys` chunk of the split build, with the
/// dump's analysis ([`crate::KeysJob`]).
#[wasm_bindgen]
#[derive(Debug)]
pub struct KeysPager {
    work: Box<dyn PageWork>,
}

/// A page's reading as [`KeysPager`] runs it.
pub(crate) trait PageWork: std::fmt::Debug {
    fn start(&self) -> f64;
    fn push(&mut self, chunk: &[u8]) -> Result<bool, JsValue>;
    fn finish(&mut self) -> Result<JsValue, JsValue>;
}

/// The page a [`JobRequest::KeysPage`] (JSON text) asks for, of a file now `size` bytes long.
/// A `Promise`: the split build fetches the key dump's code (the `keys` chunk) the first time.
/// Throws an `Error` when the job cannot be read, the file is not the size it was when
/// analysed, or the chunk could not be fetched (`worker.chunk-not-loaded`).
#[wasm_bindgen]
pub async fn worker_keys_pager(job_json: String, size: f64) -> Result<KeysPager, JsValue> {
    let code = crate::chunk::keys()
        .await
        .map_err(|crate::chunk::Failed(e)| e)?;
    Ok(KeysPager {
        work: (code.pager)(&job_json, size)?,
    })
}

#[wasm_bindgen]
impl KeysPager {
    /// The byte of the file to read from.
    pub fn start(&self) -> f64 {
        self.work.start()
    }

    /// The next bytes of the file; returns whether the page is full (read no more).
    pub fn push(&mut self, chunk: &[u8]) -> Result<bool, JsValue> {
        self.work.push(chunk)
    }

    /// The page's message: a quick answer whose text is the
    /// [`rowkey_core::keys::pages::KeysPage`]. `push` must not follow.
    pub fn finish(&mut self) -> Result<JsValue, JsValue> {
        self.work.finish()
    }
}

/// The reading of one page (in the `keys` chunk of the split build).
#[derive(Debug)]
struct Pager {
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

/// The pager [`worker_keys_pager`] is asked for, or why the page cannot be read.
pub(crate) fn start(job_json: &str, size: f64) -> Result<Box<dyn PageWork>, JsValue> {
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
        let reader = PageReader::new(&page.read, &page.request, regions).map_err(|e| failed(&e))?;
        Ok(Box::new(Pager {
            reader: Some(reader),
            start: page.request.from.as_ref().map_or(0, |m| m.byte),
        }) as Box<dyn PageWork>)
    })
}

impl PageWork for Pager {
    fn start(&self) -> f64 {
        self.start as f64
    }

    fn push(&mut self, chunk: &[u8]) -> Result<bool, JsValue> {
        crate::lang::in_request_lang(|| match &mut self.reader {
            Some(r) => r.push(chunk).map_err(|e| failed(&e)),
            None => Ok(true),
        })
    }

    fn finish(&mut self) -> Result<JsValue, JsValue> {
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
