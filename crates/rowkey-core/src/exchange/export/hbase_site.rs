//! The `hbase-site.xml` properties, and the table-descriptor settings, that a design implies:
//! the region size, the region split policy, and the key prefix length when the key starts with
//! a fixed-width salt or hash prefix.

use crate::analyze::splits::MAX_SALT_BUCKETS;
use crate::design::{Design, DEFAULT_MAX_FILESIZE};
use crate::keyspace::Keyspace;
use crate::sample::Compiled;

const POLICY_PACKAGE: &str = "org.apache.hadoop.hbase.regionserver";

/// The key's leading fixed-width prefix: its width in bytes and how many values it takes, when
/// the literal start and first segment of the key make between 2 and 65,536 strings, all of one
/// length (a `{salt(16)}`, `{id | javahash | absmod(100) | dec(2)}` or `{phoenix_salt(8)}`).
///
/// ```
/// use rowkey_core::{design::Design, sample::Compiled};
/// use rowkey_core::exchange::fixed_prefix;
/// let mut d = Design::new("{id | javahash | absmod(100) | dec(2)}_{id}");
/// d.fields.insert("id".into(), "seq(1, 1)".into());
/// assert_eq!(fixed_prefix(&Compiled::new(&d).unwrap()), Some((2, 100)));
/// ```
pub fn fixed_prefix(compiled: &Compiled) -> Option<(usize, usize)> {
    let buckets = Keyspace::nominal(compiled).leading_buckets(MAX_SALT_BUCKETS)?;
    let width = buckets.first()?.len();
    (buckets.len() >= 2 && width > 0 && buckets.iter().all(|b| b.len() == width))
        .then_some((width, buckets.len()))
}

/// An `hbase-site.xml` with `hbase.hregion.max.filesize` (the design's `sizing.max_filesize`, or
/// HBase's default) and `hbase.regionserver.region.split.policy`, each with an XML comment
/// saying why; with a fixed-width key prefix ([`fixed_prefix`]) the policy is
/// `KeyPrefixRegionSplitPolicy` and a comment gives the shell's `alter` that sets its
/// `KeyPrefixRegionSplitPolicy.prefix_length`, which HBase reads from the table descriptor only.
/// `keys` are the design's split keys.
///
/// ```
/// use rowkey_core::design::Design;
/// use rowkey_core::exchange::export_hbase_site;
/// let xml = export_hbase_site(&Design::new("{id}"), &[]);
/// assert!(xml.contains("<name>hbase.hregion.max.filesize</name>\n    <value>10737418240</value>"));
/// assert!(xml.contains("SteppingSplitPolicy"));
/// ```
pub fn export_hbase_site(design: &Design, keys: &[Vec<u8>]) -> String {
    let prefix = Compiled::new(design).ok().as_ref().and_then(fixed_prefix);
    let table = &design.table.name;
    let regions = keys.len() + 1;
    let mut out = String::from("<?xml version=\"1.0\"?>\n");
    out.push_str(&comment(
        "",
        &format!(
            "Settings the row-key design \"{}\" implies for table '{table}'. These are \
             cluster-wide: merge them into hbase-site.xml, or set them on the table alone as the \
             last comment shows.",
            design.name
        ),
    ));
    out.push_str("<configuration>\n");

    let max = design
        .sizing
        .as_ref()
        .map_or(DEFAULT_MAX_FILESIZE, |s| s.max_filesize);
    let why_max = match &design.sizing {
        Some(s) => {
            let total = u128::from(s.rows) * u128::from(s.row_bytes);
            let at_size = total.div_ceil(u128::from(max.max(1))).max(1);
            format!(
                "A region splits when a store file grows past this size (the design's \
                 sizing.max_filesize). The design expects {} rows of {} bytes, {} bytes in all: \
                 about {at_size} regions at this size, against the {regions} it is pre-split \
                 into.",
                s.rows, s.row_bytes, total
            )
        }
        None => "A region splits when a store file grows past this size: HBase's default, as \
                 the design sets no sizing."
            .to_owned(),
    };
    out.push_str(&comment("  ", &why_max));
    out.push_str(&property("hbase.hregion.max.filesize", &max.to_string()));

    let (policy, why_policy) = match prefix {
        Some((width, values)) => {
            let mut why = format!(
                "The key starts with a fixed-width prefix ({width} bytes, {values} values: a salt \
                 or hash bucket). KeyPrefixRegionSplitPolicy splits a region only between \
                 prefixes, so the rows of one bucket stay together in one region."
            );
            if values <= regions {
                why.push_str(&format!(
                    " With {regions} regions for {values} prefixes a region holds at most one \
                     prefix and can no longer split: keep this policy only if the buckets are \
                     meant to stay whole."
                ));
            }
            ("KeyPrefixRegionSplitPolicy", why)
        }
        None if !keys.is_empty() => (
            "ConstantSizeRegionSplitPolicy",
            format!(
                "The table is pre-split into {regions} regions, so there is no need for the \
                 default SteppingSplitPolicy's early splits of a server's first region: split \
                 only at hbase.hregion.max.filesize."
            ),
        ),
        None => (
            "SteppingSplitPolicy",
            "The table starts as one region: HBase's default policy splits it early (at twice \
             the flush size) so that the table spreads over the servers soon."
                .to_owned(),
        ),
    };
    out.push_str(&comment("  ", &why_policy));
    out.push_str(&property(
        "hbase.regionserver.region.split.policy",
        &format!("{POLICY_PACKAGE}.{policy}"),
    ));

    let mut table_att = format!("SPLIT_POLICY => '{POLICY_PACKAGE}.{policy}'");
    if design.sizing.is_some() {
        table_att.push_str(&format!(", MAX_FILESIZE => '{max}'"));
    }
    let mut last = String::from("For this table only, the same settings in its descriptor");
    if let Some((width, _)) = prefix {
        table_att.push_str(&format!(
            ", METADATA => {{'KeyPrefixRegionSplitPolicy.prefix_length' => '{width}'}}"
        ));
        last.push_str(
            " (KeyPrefixRegionSplitPolicy.prefix_length is read from the table descriptor only, \
             never from hbase-site.xml)",
        );
    }
    last.push_str(&format!(
        ", in the HBase shell: alter {}, {{METHOD => 'table_att', {table_att}}}",
        shell_quoted(table)
    ));
    out.push_str(&comment("  ", &last));
    out.push_str("</configuration>\n");
    out
}

fn property(name: &str, value: &str) -> String {
    format!("  <property>\n    <name>{name}</name>\n    <value>{value}</value>\n  </property>\n")
}

/// An XML comment: `--` may not appear in one, nor may it end with `-`, and a character XML
/// does not allow (a control character of a design's name) is written as its `\u{…}` escape,
/// so every parser reads the file.
fn comment(indent: &str, text: &str) -> String {
    let mut safe = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() || matches!(c, '\u{fffe}' | '\u{ffff}') {
            safe.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            safe.push(c);
        }
    }
    let mut safe = safe.replace("--", "- -");
    while safe.contains("--") {
        safe = safe.replace("--", "- -");
    }
    if safe.ends_with('-') {
        safe.push(' ');
    }
    format!("{indent}<!-- {safe} -->\n")
}

fn shell_quoted(text: &str) -> String {
    super::shell::ruby_single_quoted(text)
}

#[cfg(test)]
mod tests {
    #[test]
    fn control_characters_of_the_name_are_escaped() {
        let mut d = crate::design::Design::new("{id}");
        d.name = "a\u{1}b\u{7}\nc\u{ffff}--".into();
        let xml = super::export_hbase_site(&d, &[]);
        assert!(!xml.chars().any(|c| c.is_control() && c != '\n'), "{xml:?}");
        assert!(xml.contains(r"a\u{1}b\u{7}\u{a}c\u{ffff}- -"), "{xml}");
    }
}
