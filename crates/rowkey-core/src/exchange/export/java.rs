//! A Java (HBase 2.x client) snippet creating the table pre-split.

use crate::design::Design;
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
    if !keys.is_empty() {
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
    for family in &design.table.families {
        out.push_str("        .setColumnFamily(ColumnFamilyDescriptorBuilder.of(");
        out.push_str(&java_string(family));
        out.push_str("))\n");
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
