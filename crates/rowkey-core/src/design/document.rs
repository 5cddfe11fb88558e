//! A design document's text as every reader takes it — the CLI's files and standard input, the
//! JS module's text and objects, the page's workers: at most [`MAX_DESIGN_BYTES`] of UTF-8, a
//! byte-order mark skipped, then parsed. One rule and one message wherever a design is read.

use super::{strip_bom, Design, DesignError};
use crate::i18n::{catalogue::design as D, Message};
use crate::limits::{mib, MAX_DESIGN_BYTES};
use crate::ErrorKind;

/// Whether a design document of `bytes` bytes (its UTF-8 text) is within
/// [`MAX_DESIGN_BYTES`]; otherwise the message saying it is not (the reader names the place).
///
/// # Errors
///
/// [`document_too_large`] when `bytes` passes [`MAX_DESIGN_BYTES`].
///
/// ```
/// use rowkey_core::design::check_document_bytes;
/// use rowkey_core::limits::MAX_DESIGN_BYTES;
/// assert!(check_document_bytes(MAX_DESIGN_BYTES).is_ok());
/// let m = check_document_bytes(MAX_DESIGN_BYTES + 1).unwrap_err();
/// assert_eq!(m.id(), "design.document-too-large");
/// ```
pub fn check_document_bytes(bytes: usize) -> Result<(), Message> {
    if bytes > MAX_DESIGN_BYTES {
        Err(document_too_large())
    } else {
        Ok(())
    }
}

/// What is said of a design document past [`MAX_DESIGN_BYTES`] (for a reader that measures it
/// its own way, such as the JS module walking an object).
pub fn document_too_large() -> Message {
    crate::msg!(D::DOCUMENT_TOO_LARGE, limit = mib(MAX_DESIGN_BYTES as u64))
}

/// The text a design is parsed from: `text` within [`check_document_bytes`]' limit, its
/// byte-order mark skipped (error positions are in this text, which the parser saw).
///
/// # Errors
///
/// A [`DesignError`] of kind `OutOfRange` when the text passes [`MAX_DESIGN_BYTES`].
///
/// ```
/// use rowkey_core::design::document_text;
/// assert_eq!(document_text("\u{feff}{}").unwrap(), "{}");
/// let huge = " ".repeat(rowkey_core::limits::MAX_DESIGN_BYTES + 1);
/// assert_eq!(document_text(&huge).unwrap_err().kind, rowkey_core::ErrorKind::OutOfRange);
/// ```
pub fn document_text(text: &str) -> Result<&str, DesignError> {
    check_document_bytes(text.len()).map_err(|m| DesignError::new(ErrorKind::OutOfRange, "", m))?;
    Ok(strip_bom(text))
}

/// The design in a document's text ([`document_text`], then [`Design::from_json`]).
///
/// # Errors
///
/// What [`document_text`] and [`Design::from_json`] refuse.
///
/// ```
/// let d = rowkey_core::design::read_document(r#"{"version": 1, "template": "{id}"}"#).unwrap();
/// assert_eq!(d.template, "{id}");
/// ```
pub fn read_document(text: &str) -> Result<Design, DesignError> {
    Design::from_json(document_text(text)?)
}
