//! Side effects, kept out of components: the analysis and quick workers, the URL (share links, view
//! options), local storage (autosave), downloads and the clipboard.

pub mod analysis;
pub mod clipboard;
pub mod download;
pub mod js;
pub mod keys;
pub mod link;
pub mod quick;
pub mod storage;
pub mod url;
