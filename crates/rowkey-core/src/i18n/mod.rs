//! Messages people read, in every language the product speaks: stable ids with arguments,
//! rendered per language at the boundary (the CLI, the JS module, the worker, the page), so all
//! of them share one catalogue.
//!
//! - [`Lang`]: the languages, and how a browser or `LANG` names them.
//! - [`Message`]: an id from the catalogue and its arguments; [`Message::render`] writes it in a
//!   language. It serialises as its text in the language set by [`with_lang`] (English unless
//!   set), so a JSON report is in the language its caller asked for.
//! - [`catalogue`]: every message, English and Simplified Chinese side by side, one file per
//!   area of the core.
//! - [`load_zh_texts`]: the Chinese texts at run time, for a build without the `zh-texts`
//!   feature (the page's wasm).
//!
//! ```
//! use rowkey_core::i18n::{catalogue::common::INTERNAL, with_lang, Lang, Message};
//! let m = Message::new(INTERNAL).arg("what", "a test");
//! assert_eq!(m.render(Lang::En), "internal error (a bug in RowKey Playground): a test");
//! assert_eq!(with_lang(Lang::ZhCn, || m.to_string()), m.render(Lang::ZhCn));
//! ```

pub mod args;
pub mod catalogue;
mod check;
mod lang;
mod loaded;
mod message;
mod render;

pub use check::check;
pub use lang::{current_lang, set_lang, with_lang, Lang};
pub use loaded::{load_zh_texts, zh_texts_ready};
pub use message::message_parts;
pub use message::{Arg, Entry, Message};
