//! `rowkey encode` and `rowkey check`.

use super::print_key;
use crate::cli::KeyFormat;
use crate::fail::Fail;
use rowkey_core::encode::{Record, Value};
use rowkey_core::gen::salt_rng;
use rowkey_core::hbase::to_bytes_binary;
use rowkey_core::limits::check_key_length;
use rowkey_core::plan::Plan;

/// Compile `template` or fail with carets.
pub fn compile(template: &str) -> Result<Plan, Fail> {
    Plan::compile(template).map_err(|errs| Fail::spanned("template", template, &errs))
}

/// Split `NAME=VALUE`.
fn name_value<'a>(arg: &'a str, option: &str) -> Result<(&'a str, &'a str), Fail> {
    arg.split_once('=')
        .filter(|(n, _)| !n.is_empty())
        .ok_or_else(|| Fail::msg(format!("{option} {arg:?}: expected NAME=VALUE")))
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
        if !plan.fields().iter().any(|f| f == name) {
            let used = if plan.fields().is_empty() {
                "it uses no fields".to_string()
            } else {
                format!("it uses {}", plan.fields().join(", "))
            };
            return Err(Fail::msg(format!(
                "the template has no field `{name}` ({used})"
            )));
        }
        record.set(name, value);
    }
    let mut salts = salt_rng(seed);
    let key = plan
        .encode_with(&record, &mut salts)
        .map_err(|e| Fail::spanned("template", template, &[e]))?;
    if key.is_empty() {
        return Err(Fail::msg(
            "the key is empty: HBase refuses empty row keys (Put: \"Row length is 0\")",
        ));
    }
    check_key_length(key.len()).map_err(Fail::msg)?;
    print_key(&key, format)
}

pub fn check(template: &str) -> Result<(), Fail> {
    let plan = compile(template)?;
    println!("{}", plan.normalized());
    Ok(())
}
