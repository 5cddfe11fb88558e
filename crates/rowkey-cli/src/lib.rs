//! `rowkey`: the RowKey Playground core from a terminal — encode keys, check templates, convert
//! between HBase's toStringBinary and hex, and sample a design.
//!
//! Every failure prints a message starting with `error:` on stderr and exits with status 2;
//! template errors show the template with carets under the problem.
//!
//! As a library it gives the command itself ([`main`]) and the text report
//! ([`render_text`]), which the Python package prints exactly as `rowkey merge` does.

mod cli;
mod commands;
mod fail;
mod width;

pub use commands::render_text;

use clap::Parser;
use rowkey_core::i18n::{with_lang, Lang};
use std::process::ExitCode;

/// The `rowkey` command: parses the process's arguments, runs the command, prints any error.
pub fn main() -> ExitCode {
    let cli = cli::Cli::parse();
    // `--lang` wins over the environment, which POSIX orders LC_ALL, LC_MESSAGES, LANG.
    let lang = cli
        .lang
        .unwrap_or_else(|| Lang::from_env(|k| std::env::var(k).ok()));
    // The whole command runs in that language, its error message included.
    with_lang(lang, || match commands::run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // A closed pipe (`rowkey sample d.json | head`) is not an error worth a message.
            if !e.is_broken_pipe() {
                eprintln!("{e}");
            }
            ExitCode::from(if e.is_broken_pipe() { 0 } else { 2 })
        }
    })
}
