//! A Java (HBase 2.x client) snippet creating the table pre-split.

use crate::design::{Design, Family, FamilyAttrs};
use crate::hbase::to_string_binary;

/// A Java snippet (HBase 2.x client API) creating the design's table pre-split at `keys`:
/// the imports, `byte[][] splits = new byte[][] { Bytes.toBytesBinary("..."), ... };` and
/// `admin.createTable(...)` with `TableDescriptorBuilder` / `ColumnFamilyDescriptorBuilder`.
///
/// toStringBinary text is ASCII; only `\` and `"` need escaping in a Java string literal, and
/// after escaping no `\u` (which Java would decode before parsing) can appear.
///
/// ```
/// use rowkey_core::design::Design;
/// use rowkey_core::exchange::export_java;
/// let mut d = Design::new("{id}");
/// d.table.name = "orders".into();
/// let java = export_java(&d, &[vec![0x00, b'"']]);
/// assert!(java.contains("    Bytes.toBytesBinary(\"\\\\x00\\\"\"),\n"));
/// assert!(java.contains("TableDescriptorBuilder.newBuilder(TableName.valueOf(\"orders\"))"));
/// assert!(java.contains(".setColumnFamily(ColumnFamilyDescriptorBuilder.of(\"d\"))"));
/// assert!(java.ends_with("    splits);\n"));
/// ```
pub fn export_java(design: &Design, keys: &[Vec<u8>]) -> String {
    let mut out = String::from("import org.apache.hadoop.hbase.TableName;\n");
    out.push_str("import org.apache.hadoop.hbase.client.ColumnFamilyDescriptorBuilder;\n");
    out.push_str("import org.apache.hadoop.hbase.client.TableDescriptorBuilder;\n");
    let families = &design.table.families;
    let any = |f: fn(&FamilyAttrs) -> bool| families.iter().any(|x| f(&x.attrs));
    if any(|a| a.compression.is_some()) {
        out.push_str("import org.apache.hadoop.hbase.io.compress.Compression;\n");
    }
    if any(|a| a.data_block_encoding.is_some()) {
        out.push_str("import org.apache.hadoop.hbase.io.encoding.DataBlockEncoding;\n");
    }
    if any(|a| a.bloomfilter.is_some()) {
        out.push_str("import org.apache.hadoop.hbase.regionserver.BloomType;\n");
    }
    if !keys.is_empty() || any(|a| !a.is_empty()) {
        out.push_str("import org.apache.hadoop.hbase.util.Bytes;\n");
    }
    out.push_str(
        "\n// In a method that may throw IOException, with an \
         org.apache.hadoop.hbase.client.Admin `admin`:\n",
    );
    if !keys.is_empty() {
        out.push_str("byte[][] splits = new byte[][] {\n");
        for key in keys {
            out.push_str("    Bytes.toBytesBinary(");
            out.push_str(&java_string(&to_string_binary(key)));
            out.push_str("),\n");
        }
        out.push_str("};\n");
    }
    out.push_str("admin.createTable(\n");
    out.push_str("    TableDescriptorBuilder.newBuilder(TableName.valueOf(");
    out.push_str(&java_string(&design.table.name));
    out.push_str("))\n");
    for family in families {
        out.push_str(&java_family(family));
    }
    if keys.is_empty() {
        out.push_str("        .build());\n");
    } else {
        out.push_str("        .build(),\n    splits);\n");
    }
    out
}

/// Text as a Java string literal. Control characters become octal escapes: a `\uXXXX` escape
/// would be decoded before the literal is parsed, and `\u000a` would end it.
pub(super) fn java_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                out.push_str(&format!("\\{:03o}", c as u32));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `.setColumnFamily(...)` for a family: `ColumnFamilyDescriptorBuilder.of("d")`, or a builder
/// with a setter per attribute.
fn java_family(family: &Family) -> String {
    let name = java_string(&family.name);
    let a = &family.attrs;
    if a.is_empty() {
        return format!("        .setColumnFamily(ColumnFamilyDescriptorBuilder.of({name}))\n");
    }
    let mut out = format!(
        "        .setColumnFamily(ColumnFamilyDescriptorBuilder.newBuilder(Bytes.toBytes({name}))\n"
    );
    let mut set = |call: String| out.push_str(&format!("            .{call}\n"));
    if let Some(v) = a.versions {
        set(format!("setMaxVersions({v})"));
    }
    if let Some(c) = a.compression {
        set(format!(
            "setCompressionType(Compression.Algorithm.{})",
            c.name()
        ));
    }
    if let Some(b) = a.bloomfilter {
        set(format!("setBloomFilterType(BloomType.{})", b.name()));
    }
    if let Some(t) = a.ttl {
        set(format!("setTimeToLive({t})"));
    }
    if let Some(e) = a.data_block_encoding {
        set(format!(
            "setDataBlockEncoding(DataBlockEncoding.{})",
            e.name()
        ));
    }
    if let Some(b) = a.blocksize {
        set(format!("setBlocksize({b})"));
    }
    if let Some(m) = a.in_memory {
        set(format!("setInMemory({m})"));
    }
    out.push_str("            .build())\n");
    out
}
