//! A decoded key as an on-call engineer reads it (text) and as a script reads it (one JSON
//! object per key).

use super::{Decoded, Partial};
use crate::hbase::to_string_binary;
use crate::i18n::catalogue::decode as D;
use serde_json::{json, Value as Json};

/// The decoded key as lines of text: the key, ✓ or where it stops matching, then the fields,
/// the partly known fields and the parts that cannot be inverted.
///
/// ```
/// use rowkey_core::decode::{decode, report::text};
/// use rowkey_core::plan::Plan;
/// let plan = Plan::compile("{id}_{n | i32}").unwrap();
/// let out = text(&decode(&plan, b"u1_\x00\x00\x00\x07"));
/// assert!(out.contains("id = u1"));
/// assert!(out.contains("n = 7"));
/// ```
pub fn text(d: &Decoded) -> String {
    let mut out = to_string_binary(&d.key);
    out.push('\n');
    let verdict = match &d.mismatch {
        None => crate::msg!(D::MATCHES),
        Some(m) => crate::msg!(
            D::MISMATCH,
            offset = crate::i18n::Arg::Int(m.offset as i128),
            expected = m.expected.to_string()
        ),
    };
    out.push_str(&format!("  {verdict}\n"));
    if !d.fields.is_empty() {
        out.push_str(&format!("  {}:\n", crate::msg!(D::HEAD_FIELDS)));
        for (name, v) in &d.fields {
            out.push_str(&format!("    {name} = {}\n", v.display()));
        }
    }
    if !d.partial.is_empty() {
        out.push_str(&format!("  {}:\n", crate::msg!(D::HEAD_PARTIAL)));
        for (name, p) in &d.partial {
            out.push_str(&format!("    {name}: {}\n", p.message()));
        }
    }
    if !d.opaque.is_empty() {
        out.push_str(&format!("  {}:\n", crate::msg!(D::HEAD_OPAQUE)));
        for o in &d.opaque {
            let m = crate::msg!(
                D::OPAQUE,
                segment = o.segment.as_str(),
                bytes = to_string_binary(&o.bytes),
                transform = o.transform.as_str()
            );
            out.push_str(&format!("    {m}\n"));
        }
    }
    out
}

/// The decoded key as one JSON object: `key`, `matches`, `fields` (name → value as
/// `rowkey sample --format csv` writes it), `partial`, `opaque` and `mismatch`.
///
/// ```
/// use rowkey_core::decode::{decode, report::json};
/// use rowkey_core::plan::Plan;
/// let plan = Plan::compile("{id}_{n | i32}").unwrap();
/// let j = json(&decode(&plan, b"u1_\x00\x00\x00\x07"));
/// assert_eq!(j["matches"], true);
/// assert_eq!(j["fields"]["n"], "7");
/// ```
pub fn json(d: &Decoded) -> Json {
    let mut fields = serde_json::Map::new();
    for (name, v) in &d.fields {
        fields.insert(name.clone(), Json::String(v.display()));
    }
    let partial: Vec<Json> = d
        .partial
        .iter()
        .map(|(name, p)| {
            let mut o = match p {
                Partial::Prefix(v) => json!({"kind": "prefix", "value": v}),
                Partial::Suffix(v) => json!({"kind": "suffix", "value": v}),
                Partial::Middle { value, from } => {
                    json!({"kind": "middle", "value": value, "from": from})
                }
                Partial::Padded { value, fill } => {
                    json!({"kind": "padded", "value": value, "fill": fill.to_string()})
                }
                Partial::Case(v) => json!({"kind": "case", "value": v}),
                Partial::Range { low, high } => json!({"kind": "range", "low": low, "high": high}),
                Partial::Time { text, from, to } => {
                    json!({"kind": "time", "value": text, "from_ms": from, "to_ms": to})
                }
            };
            o["field"] = Json::String(name.clone());
            o["message"] = Json::String(p.message().to_string());
            o
        })
        .collect();
    let opaque: Vec<Json> = d
        .opaque
        .iter()
        .map(|o| {
            json!({
                "segment": o.segment,
                "bytes": to_string_binary(&o.bytes),
                "transform": o.transform,
            })
        })
        .collect();
    let mut out = json!({
        "key": to_string_binary(&d.key),
        "matches": d.matches,
        "fields": fields,
        "partial": partial,
        "opaque": opaque,
    });
    if let Some(m) = &d.mismatch {
        out["mismatch"] = json!({"offset": m.offset, "expected": m.expected.to_string(), "undecided": m.undecided});
    }
    out
}
