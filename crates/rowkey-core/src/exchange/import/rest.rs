//! `rest-json`: HBase REST's `GET /<table>/regions`, as JSON or as XML.

use std::collections::HashSet;

use base64::engine::general_purpose::{GeneralPurpose, GeneralPurposeConfig};
use base64::engine::DecodePaddingMode;
use base64::Engine;
use serde_json::Value;

use super::{kept_keys, line_col, too_many_keys, ImportError, ImportErrorKind};
use crate::hbase::compare;
use crate::hbase::split::MAX_SPLIT_KEYS;

/// Jackson writes `byte[]` as standard base64 with padding; a hand-edited file may drop the
/// padding, which changes nothing.
const BASE64: GeneralPurpose = GeneralPurpose::new(
    &base64::alphabet::STANDARD,
    GeneralPurposeConfig::new().with_decode_padding_mode(DecodePaddingMode::Indifferent),
);

/// One region of a REST listing: its base64 start key, its id, and where it is in the text.
struct RestEntry {
    start_key: String,
    id: String,
    at: usize,
}

/// `GET /<table>/regions` lists every region location, read replicas included (with the same
/// id and start key as their primary, which they are counted once with).
pub(super) fn rest(text: &str) -> Result<Vec<Vec<u8>>, ImportError> {
    let entries = if text.trim_start().starts_with('<') {
        rest_xml(text)?
    } else {
        rest_json(text)?
    };
    let mut keys = Vec::new();
    let mut seen: HashSet<(Vec<u8>, &str)> = HashSet::new();
    for (i, e) in entries.iter().enumerate() {
        let key = BASE64.decode(e.start_key.trim()).map_err(|err| {
            ImportError::at(
                text,
                e.at,
                format!(
                    "region {}: startKey `{}` is not base64 ({err})",
                    i + 1,
                    shorten(&e.start_key)
                ),
            )
        })?;
        if key.is_empty() || (!e.id.is_empty() && !seen.insert((key.clone(), e.id.as_str()))) {
            continue;
        }
        keys.push((line_col(text, e.at).0, key));
    }
    let mut keys = kept_keys(keys)?;
    keys.sort_by(|a, b| compare(a, b));
    Ok(keys)
}

fn shorten(s: &str) -> String {
    if s.chars().count() > 40 {
        format!("{}...", s.chars().take(40).collect::<String>())
    } else {
        s.to_owned()
    }
}

/// The most JSON values a REST document may hold: a region is half a dozen, so this is room for
/// far more regions than [`MAX_SPLIT_KEYS`] allows, while a parsed document stays well under
/// 100 MB however its values are packed (a `[0,0,...]` of 64 MiB would be a billion bytes).
pub(super) const MAX_JSON_VALUES: usize = 2_000_000;

/// An upper bound on the values in a JSON text, counted without parsing it: every value but
/// the first follows a `,` or an opening `[` / `:` outside strings.
pub(super) fn json_values_at_most(text: &str) -> usize {
    let mut count = 1;
    let mut in_string = false;
    let mut escaped = false;
    for b in text.bytes() {
        if in_string {
            match (escaped, b) {
                (true, _) => escaped = false,
                (false, b'\\') => escaped = true,
                (false, b'"') => in_string = false,
                _ => {}
            }
        } else {
            match b {
                b'"' => in_string = true,
                b',' | b'[' | b':' => count += 1,
                _ => {}
            }
        }
    }
    count
}

fn rest_json(text: &str) -> Result<Vec<RestEntry>, ImportError> {
    let values = json_values_at_most(text);
    if values > MAX_JSON_VALUES {
        return Err(ImportError::new(
            1,
            format!(
                "the document holds up to {values} JSON values, over the limit of \
                 {MAX_JSON_VALUES}: a REST regions document has a few per region, and a table \
                 at most {MAX_SPLIT_KEYS} regions here"
            ),
        )
        .of(ImportErrorKind::TooLarge));
    }
    let value: Value = serde_json::from_str(text).map_err(|e| json_error(&e))?;
    // serde_json keeps no positions; point each region at its own `"startKey"` in the text.
    let mut positions = text.match_indices("\"startKey\"").map(|(i, _)| i);
    let shape = |message: &str| {
        ImportError::new(
            1,
            format!(
                "{message}: expected the REST regions document, {{\"name\": \"t\", \"Region\": \
                 [{{\"startKey\": \"<base64>\", ...}}]}} (GET /<table>/regions with Accept: \
                 application/json)"
            ),
        )
        .of(ImportErrorKind::FormatNotFound)
    };
    let regions = match &value {
        Value::Object(table) => match table.get("Region") {
            Some(Value::Array(regions)) => regions,
            Some(_) => return Err(shape("`Region` is not a list")),
            None => return Err(shape("no `Region` member")),
        },
        _ => return Err(shape("not a JSON object")),
    };
    let mut entries = Vec::with_capacity(regions.len());
    for (i, region) in regions.iter().enumerate() {
        let at = positions.next().unwrap_or(0);
        let fail = |m: &str| ImportError::at(text, at, format!("Region[{i}]: {m}"));
        let Value::Object(region) = region else {
            return Err(fail(
                "a region is an object {\"startKey\": ..., \"endKey\": ..., ...}",
            ));
        };
        let start_key = match region.get("startKey") {
            Some(Value::String(s)) => s.clone(),
            Some(other) => {
                return Err(fail(&format!(
                    "startKey is {}, not a base64 string",
                    shorten(&other.to_string())
                )))
            }
            None => return Err(fail("the region has no startKey")),
        };
        let id = match region.get("id") {
            Some(Value::String(s)) => s.clone(),
            Some(v) => v.to_string(),
            None => String::new(),
        };
        entries.push(RestEntry { start_key, id, at });
    }
    Ok(entries)
}

/// A serde_json error as an [`ImportError`]: its position moves from the message to the fields.
fn json_error(e: &serde_json::Error) -> ImportError {
    let full = e.to_string();
    let suffix = format!(" at line {} column {}", e.line(), e.column());
    let message = full.strip_suffix(&suffix).unwrap_or(&full);
    ImportError {
        kind: ImportErrorKind::Malformed,
        line: e.line().max(1),
        column: (e.column() > 0).then_some(e.column()),
        message: format!("not a REST regions document: {message}"),
    }
}

/// The XML form: `<TableInfo name="t"><Region startKey="..." id="..." .../>...</TableInfo>`.
/// Only the `Region` elements' attributes matter, so this reads those and nothing more.
fn rest_xml(text: &str) -> Result<Vec<RestEntry>, ImportError> {
    if !text.contains("<TableInfo") {
        return Err(ImportError::new(
            1,
            "expected the REST regions document: <TableInfo name=\"t\"><Region .../></TableInfo>",
        )
        .of(ImportErrorKind::FormatNotFound));
    }
    let mut entries = Vec::new();
    let mut from = 0;
    while let Some(found) = text[from..].find("<Region") {
        let at = from + found;
        let after = at + "<Region".len();
        from = after;
        if !text[after..].starts_with(|c: char| c.is_whitespace() || c == '/' || c == '>') {
            continue;
        }
        let end = tag_end(&text[after..])
            .map(|e| after + e)
            .ok_or_else(|| ImportError::at(text, at, "unterminated <Region> tag"))?;
        let attrs = xml_attributes(&text[after..end])
            .map_err(|m| ImportError::at(text, at, format!("<Region>: {m}")))?;
        let get = |name: &str| {
            attrs
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.clone())
        };
        let start_key = get("startKey")
            .ok_or_else(|| ImportError::at(text, at, "<Region> has no startKey attribute"))?;
        if entries.len() >= MAX_SPLIT_KEYS {
            return Err(too_many_keys(line_col(text, at).0));
        }
        entries.push(RestEntry {
            start_key,
            id: get("id").unwrap_or_default(),
            at,
        });
    }
    Ok(entries)
}

/// Where the tag ends: the first `>` outside a quoted attribute value.
fn tag_end(s: &str) -> Option<usize> {
    let mut quote = None;
    for (i, c) in s.char_indices() {
        match (quote, c) {
            (None, '>') => return Some(i),
            (None, '"' | '\'') => quote = Some(c),
            (Some(q), c) if c == q => quote = None,
            _ => {}
        }
    }
    None
}

/// `name="value"` pairs (either quote), with the five predefined entities and numeric
/// references decoded.
fn xml_attributes(s: &str) -> Result<Vec<(&str, String)>, String> {
    let mut out = Vec::new();
    let mut rest = s.trim_start().trim_end_matches('/').trim_end();
    while !rest.is_empty() {
        let eq = rest
            .find('=')
            .ok_or_else(|| format!("`{}` is not name=\"value\"", shorten(rest)))?;
        let name = rest[..eq].trim();
        let value_part = rest[eq + 1..].trim_start();
        let quote = value_part
            .chars()
            .next()
            .filter(|&c| c == '"' || c == '\'')
            .ok_or_else(|| format!("the value of `{name}` is not quoted"))?;
        let close = value_part[1..]
            .find(quote)
            .ok_or_else(|| format!("the value of `{name}` has no closing quote"))?;
        out.push((name, xml_unescape(&value_part[1..1 + close])?));
        rest = value_part[close + 2..].trim_start();
    }
    Ok(out)
}

fn xml_unescape(s: &str) -> Result<String, String> {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        let semi = rest[amp..]
            .find(';')
            .ok_or_else(|| format!("`{}` is not an XML entity", shorten(&rest[amp..])))?;
        let entity = &rest[amp + 1..amp + semi];
        let c = match entity {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            _ => entity
                .strip_prefix("#x")
                .map(|h| u32::from_str_radix(h, 16))
                .or_else(|| entity.strip_prefix('#').map(str::parse::<u32>))
                .and_then(Result::ok)
                .and_then(char::from_u32),
        };
        out.push(c.ok_or_else(|| format!("unknown XML entity `&{entity};`"))?);
        rest = &rest[amp + semi + 1..];
    }
    out.push_str(rest);
    Ok(out)
}
