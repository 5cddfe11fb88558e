//! Phoenix DDL: the row key as one primary-key column, `SPLIT ON (...)` or `SALT_BUCKETS`.

use crate::design::Design;
use crate::hbase::{to_hex, to_string_binary};
use crate::java::JInt;
use crate::plan::{parse_int_literal, Plan};
use crate::template::{Part, Source};
use crate::value::ValueType;

use super::shell::KEYS_ON_ONE_LINE;

/// Phoenix DDL for the design's table: one `"ROWKEY"` primary-key column holding the whole key
/// (so Phoenix stores exactly the bytes the template makes), the design's families, and the
/// split keys.
///
/// - **Salted designs.** When the template starts with `{phoenix_salt(N)}` (or `salt_buckets`
///   is given, which wins), the DDL says `SALT_BUCKETS = N`: Phoenix then computes that leading
///   byte itself and pre-splits one region per bucket; Phoenix refuses `SPLIT ON` together with
///   salting, so `keys` are not written.
/// - **Split points.** `SPLIT ON (...)` evaluates each point on its own to bytes, whatever the
///   key column's type. A key of printable ASCII is a string literal (`'10'`, whose UTF-8 is the
///   key); any other key is `DECODE('<hex>', 'HEX')`, Phoenix's VARBINARY from hex, so every
///   byte is exact.
/// - **Key type.** `VARCHAR` when the template yields text (every segment ends as str or int,
///   literals are printable) and every split key is printable ASCII; `VARBINARY` otherwise.
///
/// ```
/// use rowkey_core::design::Design;
/// use rowkey_core::exchange::export_phoenix;
/// let mut d = Design::new("{id | md5 | hex | left(4)}_{id}");
/// d.table.name = "orders".into();
/// let ddl = export_phoenix(&d, &[b"8000".to_vec(), vec![0xff]], None);
/// assert!(ddl.contains("CREATE TABLE \"orders\" (\n    \"ROWKEY\" VARBINARY NOT NULL PRIMARY KEY\n"));
/// assert!(ddl.ends_with("SPLIT ON ('8000', DECODE('ff', 'HEX'));\n"));
///
/// let salted = Design::new("{phoenix_salt(16)}{host}\\x00{ts | i64 | sortable}");
/// let ddl = export_phoenix(&salted, &[vec![0x01]], None);
/// assert!(ddl.contains("SALT_BUCKETS = 16"));
/// assert!(!ddl.contains("SPLIT ON ("));
/// ```
pub fn export_phoenix(design: &Design, keys: &[Vec<u8>], salt_buckets: Option<u32>) -> String {
    let plan = Plan::compile(&design.template).ok();
    let detected = plan.as_ref().and_then(leading_phoenix_salt);
    let buckets = salt_buckets.or(detected);
    let text_key = plan
        .as_ref()
        .is_some_and(|p| yields_text(p, detected.is_some()))
        && (buckets.is_some() || keys.iter().all(|k| is_sql_text(k)));

    let mut out = format!(
        "-- Phoenix DDL for {}, from RowKey Playground.\n",
        comment_safe(&design.name)
    );
    out.push_str(&format!(
        "-- Row key template: {}\n",
        comment_safe(&design.template)
    ));
    out.push_str(
        "-- The row key is the whole primary key, so Phoenix keeps it exactly as the template \
         encodes it.\n",
    );
    if !text_key {
        out.push_str(
            "-- ROWKEY is VARBINARY: the key holds bytes that are not text (a VARCHAR key is \
             used when every key is text).\n",
        );
    }
    let (namespace, qualifier) = match design.table.name.split_once(':') {
        Some((ns, q)) => (Some(ns), q),
        None => (None, design.table.name.as_str()),
    };
    if let Some(ns) = namespace {
        out.push_str(&format!(
            "-- Schema \"{0}\" is the HBase namespace {0} only with \
             phoenix.schema.isNamespaceMappingEnabled=true; otherwise the HBase table is \
             {0}.{1}.\n",
            comment_safe(ns),
            comment_safe(qualifier)
        ));
    }
    match buckets {
        Some(n) => {
            let last = n.saturating_sub(1).min(255);
            let how = if detected.is_some() && salt_buckets.is_none() {
                format!("phoenix_salt({n}) leads the template: ")
            } else {
                String::new()
            };
            if last == 0 {
                out.push_str(&format!(
                    "-- {how}Phoenix writes the salt byte itself (SALT_BUCKETS); one bucket \
                     makes one region.\n"
                ));
            } else {
                out.push_str(&format!(
                    "-- {how}Phoenix writes the salt byte itself (SALT_BUCKETS) and pre-splits \
                     one region per bucket, at \\x01 .. {}.\n",
                    to_string_binary(&[last as u8])
                ));
            }
            if !keys.is_empty() {
                out.push_str(&format!(
                    "-- The design's {} split keys are not used: Phoenix refuses SPLIT ON on a \
                     salted table.\n",
                    keys.len()
                ));
            }
        }
        None => {
            if keys.iter().any(|k| !is_sql_text(k)) {
                out.push_str(
                    "-- DECODE('<hex>', 'HEX') writes a split key that is not printable ASCII, \
                     byte for byte.\n",
                );
            }
        }
    }

    let table = match namespace {
        Some(ns) => format!("{}.{}", sql_ident(ns), sql_ident(qualifier)),
        None => sql_ident(qualifier),
    };
    out.push_str(&format!("CREATE TABLE {table} (\n"));
    out.push_str(&format!(
        "    \"ROWKEY\" {} NOT NULL PRIMARY KEY\n",
        if text_key { "VARCHAR" } else { "VARBINARY" }
    ));
    for (i, family) in design.table.families.iter().enumerate() {
        let note = if i == 0 {
            ""
        } else {
            " (Phoenix creates a family only for the columns that use it)"
        };
        out.push_str(&format!(
            "    -- family {0}: add its columns here, e.g. , \"{0}\".\"COL1\" VARCHAR{note}\n",
            comment_safe(&family.name)
        ));
    }
    out.push(')');
    let mut options = Vec::new();
    if let Some(n) = buckets {
        options.push(format!("SALT_BUCKETS = {n}"));
    }
    if let Some(first) = design.table.families.first() {
        options.push(format!(
            "DEFAULT_COLUMN_FAMILY = {}",
            sql_string(&first.name)
        ));
    }
    if !options.is_empty() {
        out.push('\n');
        out.push_str(&options.join(", "));
    }
    if buckets.is_none() && !keys.is_empty() {
        let points: Vec<String> = keys.iter().map(|k| split_point(k)).collect();
        out.push_str("\nSPLIT ON (");
        if keys.len() > KEYS_ON_ONE_LINE {
            out.push_str("\n    ");
            out.push_str(&points.join(",\n    "));
            out.push('\n');
        } else {
            out.push_str(&points.join(", "));
        }
        out.push(')');
    }
    out.push_str(";\n");
    out
}

/// `N` when the template's first part is `{phoenix_salt(N)}` with nothing after the call.
fn leading_phoenix_salt(plan: &Plan) -> Option<u32> {
    let Some(Part::Segment(seg)) = plan.template().parts.first() else {
        return None;
    };
    let Source::Call(call) = &seg.pipeline.source else {
        return None;
    };
    if call.name.name != "phoenix_salt" || !seg.pipeline.transforms.is_empty() {
        return None;
    }
    let [arg] = call.args.as_slice() else {
        return None;
    };
    let Source::Int(n) = &arg.source else {
        return None;
    };
    if !arg.transforms.is_empty() {
        return None;
    }
    let n = match parse_int_literal(&n.text).ok()? {
        JInt::Int(v) => i64::from(v),
        JInt::Long(v) => v,
    };
    u32::try_from(n).ok().filter(|n| (1..=256).contains(n))
}

/// Whether every key the template makes is text Phoenix can hold in a VARCHAR: each segment ends
/// as str or int (written as UTF-8 / decimal) and each literal is printable text.
fn yields_text(plan: &Plan, skip_leading_salt: bool) -> bool {
    let mut segments = plan.segments().into_iter();
    if skip_leading_salt {
        segments.next();
    }
    let literals_ok = plan.template().parts.iter().all(|p| match p {
        Part::Literal(l) => {
            std::str::from_utf8(&l.bytes).is_ok_and(|s| !s.chars().any(char::is_control))
        }
        Part::Segment(_) => true,
    });
    literals_ok && segments.all(|s| matches!(s.output, ValueType::Str | ValueType::Int(_)))
}

/// Printable ASCII other than `\`, which Phoenix string literals treat as an escape.
fn is_sql_text(key: &[u8]) -> bool {
    key.iter()
        .all(|&b| (0x20..=0x7e).contains(&b) && b != b'\\')
}

fn split_point(key: &[u8]) -> String {
    if is_sql_text(key) {
        sql_string(&String::from_utf8_lossy(key))
    } else {
        format!("DECODE('{}', 'HEX')", to_hex(key))
    }
}

/// A Phoenix string literal: `''` for a quote and `\\` for a backslash (Phoenix reads
/// backslash escapes in string literals).
fn sql_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('\'');
    for c in text.chars() {
        match c {
            '\'' => out.push_str("''"),
            '\\' => out.push_str("\\\\"),
            c => out.push(c),
        }
    }
    out.push('\'');
    out
}

/// A case-preserving Phoenix identifier. Phoenix has no escape for `"` inside one; HBase table
/// names cannot hold it, so dropping it only matters for a design that HBase would refuse.
fn sql_ident(name: &str) -> String {
    format!("\"{}\"", name.replace('"', ""))
}

/// Text that stays inside a `--` comment line.
fn comment_safe(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}
