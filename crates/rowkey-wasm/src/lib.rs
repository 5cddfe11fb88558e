//! # rowkey-wasm
//!
//! The RowKey Playground core for JavaScript: a docs build or a small script can check templates,
//! encode keys, sample a design, compute its split keys, analyse it, and read or write share
//! links — with the same bytes and the same messages as the `rowkey` command.
//!
//! One facade of camelCase functions; plain JS objects in and out (serde DTOs); every failure is a
//! JS `Error` whose `message` is what the CLI prints after `error: `, with `span` (`{start,
//! end}` byte offsets into the text it concerns) and `path` (the design field) properties when
//! known. The panic hook is installed when the module starts.
//!
//! Only an `Error` is an answer. Anything else thrown out of a call (`WebAssembly.RuntimeError:
//! unreachable` for a bug or for the 4 GiB of wasm memory running out, `RangeError: Maximum call
//! stack size exceeded`) means the instance trapped: its memory and stack are where the trap left
//! them, so do not keep calling it. Run the module in a Worker and start a new one instead, as
//! the playground does with its analysis worker (`www/worker.js`).
//!
//! ```js
//! import init, { checkTemplate, encode, analyze } from "./rowkey_wasm.js";
//! await init();
//! encode("{id | md5 | hex | left(4)}_{id}", { id: "user123" }).binary; // "6ad1_user123"
//! ```

mod api;
mod errors;
mod keys;
mod lang;
mod types;

pub use api::*;
pub use keys::*;

use wasm_bindgen::prelude::*;

/// Installs the panic hook so that a bug shows its message in the console rather than an
/// opaque `unreachable` (input never panics: every error is returned).
#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}
