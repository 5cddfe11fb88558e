//! # rowkey-wasm
//!
//! The RowKey Playground core for JavaScript: a docs build or a small script can check templates,
//! encode keys, sample a design, compute its split keys, analyse it, and read or write share
//! links — with the same bytes and the same messages as the `rowkey` command.
//!
//! One facade of camelCase functions; plain JS objects in and out (serde DTOs); every failure is a
//! JS `Error` whose `message` is what the CLI prints after `error: `, with `kind`, `span` (`{start,
//! end}` byte offsets into the text it concerns) and `path` (the design field or the argument)
//! properties when known. The panic hook is installed when the module starts.
//!
//! Every function takes `JsValue`s and checks each argument's JavaScript type itself
//! (`src/args.rs`): wasm-bindgen's typed parameters would coerce a number to text, wrap
//! `2**32 + 2` to 2 or trap on a `Symbol`. A design object is written as JSON text with its
//! bounds (`src/design_json.rs`) and read by the core's loader, the one the CLI
//! reads a design file with.
//!
//! Only an `Error` is an answer. The package's entry point (`js/rowkey_wasm.js`, which
//! `cargo xtask pkg` installs over wasm-bindgen's module) calls every function through a guard:
//! anything else thrown out of a call (`WebAssembly.RuntimeError: unreachable` for a bug or for
//! the 4 GiB of wasm memory running out) means the instance trapped, so the guard starts a fresh
//! instance and throws this module's `Error` (kind `internal`) instead; after a call that left
//! the instance holding more than 32 MiB it starts a fresh one too, since wasm memory never
//! shrinks.
//!
//! ```js
//! import init, { checkTemplate, encode, analyze } from "./rowkey_wasm.js";
//! await init();
//! encode("{id | md5 | hex | left(4)}_{id}", { id: "user123" }).binary; // "6ad1_user123"
//! ```

mod api;
mod args;
mod decode;
mod design_json;
mod errors;
mod js;
mod keys;
mod lang;
mod metrics;
mod types;

pub use api::*;
pub use decode::*;
pub use keys::*;
pub use metrics::*;

use wasm_bindgen::prelude::*;

/// Installs the panic hook so that a bug shows its message in the console rather than an
/// opaque `unreachable` (input never panics: every error is returned).
#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}
