//! `rowkey encode` and `rowkey check`.

use super::print_key;
use crate::cli::KeyFormat;
use crate::fail::Fail;
use rowkey_core::encode::{EncodeError, Record};
use rowkey_core::gen::salt_rng;
use rowkey_core::hbase::to_bytes_binary;
use rowkey_core::i18n::{catalogue::cli as text, Message};
use rowkey_core::plan::Plan;
use rowkey_core::value::Value;

/// Compile `template` or fail with carets.
pub fn compile(template: &str) -> Result<Plan, Fail> {
    Plan::compile(template).map_err(|errs| Fail::spanned("template", template, &errs))
}

/// Split `NAME=VALUE`.
fn name_value<'a>(arg: &'a str, option: &str) -> Result<(&'a str, &'a str), Fail> {
    arg.split_once('=')
        .filter(|(n, _)| !n.is_empty())
        .ok_or_else(|| {
            Fail::msg(
                Message::new(text::NOT_NAME_VALUE)
                    .arg("option", option)
                    .arg("arg", format!("{arg:?}"))
                    .to_string(),
            )
        })
}

pub fn encode(
    template: &str,
    set: &[String],
    set_bytes: &[String],
    format: KeyFormat,
    seed: u64,
) -> Result<(), Fail> {
    let plan = compile(template)?;
    let mut record = Record::new();
    let given = set
        .iter()
        .map(|a| name_value(a, "--set").map(|(n, v)| (n, Value::Str(v.to_owned()))))
        .chain(set_bytes.iter().map(|a| {
            name_value(a, "--set-bytes").map(|(n, v)| (n, Value::Bytes(to_bytes_binary(v))))
        }));
    for pair in given {
        let (name, value) = pair?;
        // Checked as each value comes, so the first bad argument is the one reported.
        plan.check_field(name)
            .map_err(|e| Fail::msg(e.to_string()))?;
        record.set(name, value);
    }
    let key = plan
        .encode_checked(&record, &mut salt_rng(seed))
        .map_err(|e| match e {
            EncodeError::Template(e) => Fail::spanned("template", template, &[e]),
            other => Fail::msg(other.to_string()),
        })?;
    print_key(&key, format)
}

pub fn check(template: &str) -> Result<(), Fail> {
    let plan = compile(template)?;
    println!("{}", plan.normalized());
    Ok(())
}
