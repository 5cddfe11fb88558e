//! `rest-json`: HBase REST's `GET /<table>/regions`, as JSON or as XML.

use std::collections::HashSet;

use base64::engine::general_purpose::{GeneralPurpose, GeneralPurposeConfig};
use base64::engine::DecodePaddingMode;
use base64::Engine;
use serde_json::Value;

use super::{kept_keys, line_col, too_many_keys, ImportError, ImportErrorKind};
use crate::hbase::compare;
use crate::hbase::split::MAX_SPLIT_KEYS;
use crate::i18n::catalogue::import as msg;
use crate::i18n::{Arg, Message};

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
                crate::msg!(
                    msg::REST_NOT_BASE64,
                    region = Arg::Int(i as i128 + 1),
                    key = shorten(&e.start_key),
                    error = err.to_string()
                ),
            )
        })?;
        if key.is_empty() || (!e.id.is_empty() && !seen.insert((key.clone(), e.id.as_str()))) {
            continue;
        }
        keys.push((line_col(text, e.at).0, key));
    }
    let mut keys = kept_keys(keys)?;
    crate::order::sort_by(&mut keys, |a, b| compare(a, b));
    Ok(keys)
}

fn shorten(s: &str) -> String {
    if s.chars().count() > 40 {
        format!("{}...", s.chars().take(40).collect::<String>())
    } else {
        s.to_owned()
    }
}

pub(super) use crate::limits::MAX_JSON_VALUES;

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
            crate::msg!(
                msg::REST_TOO_MANY_VALUES,
                values = Arg::Int(values as i128),
                limit = Arg::Int(MAX_JSON_VALUES as i128),
                regions = Arg::Int(MAX_SPLIT_KEYS as i128)
            ),
        )
        .of(ImportErrorKind::TooLarge));
    }
    let value: Value = serde_json::from_str(text).map_err(|e| json_error(&e))?;
    // serde_json keeps no positions; point each region at its own `"startKey"` in the text.
    let mut positions = text.match_indices("\"startKey\"").map(|(i, _)| i);
    let shape = |problem: &'static crate::i18n::Entry| {
        ImportError::new(
            1,
            crate::msg!(msg::REST_SHAPE, problem = Message::new(problem)),
        )
        .of(ImportErrorKind::FormatNotFound)
    };
    let regions = match &value {
        Value::Object(table) => match table.get("Region") {
            Some(Value::Array(regions)) => regions,
            Some(_) => return Err(shape(msg::REST_REGION_NOT_LIST)),
            None => return Err(shape(msg::REST_NO_REGION)),
        },
        _ => return Err(shape(msg::REST_NOT_OBJECT)),
    };
    let mut entries = Vec::with_capacity(regions.len());
    for (i, region) in regions.iter().enumerate() {
        let at = positions.next().unwrap_or(0);
        let fail = |m: Message| {
            ImportError::at(
                text,
                at,
                crate::msg!(msg::REST_REGION, index = Arg::Int(i as i128), problem = m),
            )
        };
        let Value::Object(region) = region else {
            return Err(fail(crate::msg!(msg::REST_REGION_NOT_OBJECT)));
        };
        let start_key = match region.get("startKey") {
            Some(Value::String(s)) => s.clone(),
            Some(other) => {
                return Err(fail(crate::msg!(
                    msg::REST_START_KEY_TYPE,
                    value = shorten(&other.to_string())
                )))
            }
            None => return Err(fail(crate::msg!(msg::REST_NO_START_KEY))),
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
        message: crate::msg!(msg::REST_NOT_DOCUMENT, error = message),
    }
}

/// The XML form: `<TableInfo name="t"><Region startKey="..." id="..." .../>...</TableInfo>`.
/// Only the `Region` elements' attributes matter, so this reads those and nothing more.
fn rest_xml(text: &str) -> Result<Vec<RestEntry>, ImportError> {
    if !text.contains("<TableInfo") {
        return Err(ImportError::new(1, crate::msg!(msg::REST_XML_EXPECTED))
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
            .ok_or_else(|| ImportError::at(text, at, crate::msg!(msg::XML_UNTERMINATED)))?;
        let attrs = xml_attributes(&text[after..end])
            .map_err(|m| ImportError::at(text, at, crate::msg!(msg::XML_REGION, problem = m)))?;
        let get = |name: &str| {
            attrs
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.clone())
        };
        let start_key = get("startKey")
            .ok_or_else(|| ImportError::at(text, at, crate::msg!(msg::XML_NO_START_KEY)))?;
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
fn xml_attributes(s: &str) -> Result<Vec<(&str, String)>, Message> {
    let mut out = Vec::new();
    let mut rest = s.trim_start().trim_end_matches('/').trim_end();
    while !rest.is_empty() {
        let eq = rest
            .find('=')
            .ok_or_else(|| crate::msg!(msg::XML_NOT_ATTRIBUTE, text = shorten(rest)))?;
        let name = rest[..eq].trim();
        let value_part = rest[eq + 1..].trim_start();
        let quote = value_part
            .chars()
            .next()
            .filter(|&c| c == '"' || c == '\'')
            .ok_or_else(|| crate::msg!(msg::XML_NOT_QUOTED, name = name))?;
        let close = value_part[1..]
            .find(quote)
            .ok_or_else(|| crate::msg!(msg::XML_NO_CLOSING_QUOTE, name = name))?;
        out.push((name, xml_unescape(&value_part[1..1 + close])?));
        rest = value_part[close + 2..].trim_start();
    }
    Ok(out)
}

fn xml_unescape(s: &str) -> Result<String, Message> {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        let semi = rest[amp..]
            .find(';')
            .ok_or_else(|| crate::msg!(msg::XML_NOT_ENTITY, text = shorten(&rest[amp..])))?;
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
        out.push(c.ok_or_else(|| crate::msg!(msg::XML_UNKNOWN_ENTITY, entity = entity))?);
        rest = &rest[amp + semi + 1..];
    }
    out.push_str(rest);
    Ok(out)
}
