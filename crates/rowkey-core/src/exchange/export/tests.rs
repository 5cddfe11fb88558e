use super::java::java_string;
use super::*;
use crate::design::Design;
use crate::exchange::{import, ImportFormat};
use crate::hbase::shell::{ruby_literal_to_bytes, splits_file_to_keys};
use crate::hbase::to_string_binary;
use crate::sample::Compiled;

/// Keys that together hold every byte value, plus the awkward ones on their own.
fn hard_keys() -> Vec<Vec<u8>> {
    let mut keys: Vec<Vec<u8>> = (0..=255u8)
        .collect::<Vec<u8>>()
        .chunks(16)
        .map(<[u8]>::to_vec)
        .collect();
    keys.extend([
        b"it's".to_vec(),
        b"back\\slash".to_vec(),
        vec![0x00],
        vec![0xff],
        "caf\u{e9}\u{4e2d}".as_bytes().to_vec(),
        b"'\"#{x}".to_vec(),
        b" lead and trail ".to_vec(),
        b"#not a comment".to_vec(),
        b"a|b".to_vec(),
    ]);
    keys
}

fn design() -> Design {
    let mut d = Design::new("{id}");
    d.table.name = "t1".into();
    d.table.families = vec!["cf1".into(), "cf2".into()];
    d
}

/// The literals between `SPLITS => [` and `]`, split at the commas outside quotes.
pub(super) fn shell_literals(command: &str) -> Vec<String> {
    let start = command.find("SPLITS => [").expect("SPLITS") + "SPLITS => [".len();
    let body = &command[start..command.rfind(']').expect("]")];
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut in_quote = false;
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' if in_quote => {
                cur.push(c);
                cur.extend(chars.next());
            }
            '\'' => {
                in_quote = !in_quote;
                cur.push(c);
            }
            ',' if !in_quote => out.push(std::mem::take(&mut cur).trim().to_owned()),
            c => cur.push(c),
        }
    }
    out.push(cur.trim().to_owned());
    out
}

#[test]
fn export_kinds_table_is_in_variant_order() {
    for (i, k) in EXPORT_KINDS.iter().enumerate() {
        assert_eq!(k.kind as usize, i, "{}", k.id);
        assert_eq!(ExportKind::from_id(k.id), Some(k.kind));
        let d = design();
        assert_eq!(
            k.kind.with_keys(&d, &[]).is_some(),
            k.split_keys,
            "{}",
            k.id
        );
    }
    assert_eq!(ExportKind::from_id("yaml"), None);
}

#[test]
fn file_names_are_safe() {
    let mut d = design();
    d.table.name = "::".into();
    d.name = "  ".into();
    assert_eq!(ExportKind::Phoenix.file_name(&d), "table.sql");
    assert_eq!(ExportKind::Csv.file_name(&d), "design-keys.csv");
    d.name = "Événements / jour".into();
    assert_eq!(
        ExportKind::Design.file_name(&d),
        "v-nements-jour.rowkey.json"
    );
}

#[test]
fn shell_round_trips_every_byte() {
    let keys = hard_keys();
    let command = export_shell(&design(), &keys);
    assert!(command.starts_with("create 't1', 'cf1', 'cf2', SPLITS => [\n  '"));
    let back: Vec<Vec<u8>> = shell_literals(&command)
        .iter()
        .map(|l| {
            assert!(l.starts_with('\'') && l.ends_with('\''), "{l}");
            ruby_literal_to_bytes(l).unwrap()
        })
        .collect();
    assert_eq!(back, keys);
    // The same text pasted into a list imports to the same keys.
    let listed = shell_literals(&command).join("\n");
    assert_eq!(import(ImportFormat::List, &listed).unwrap(), keys);
}

#[test]
fn shell_layout() {
    let d = design();
    assert_eq!(export_shell(&d, &[]), "create 't1', 'cf1', 'cf2'\n");
    let eight: Vec<Vec<u8>> = (1..=8u8).map(|i| vec![b'0' + i]).collect();
    assert_eq!(
        export_shell(&d, &eight),
        "create 't1', 'cf1', 'cf2', SPLITS => ['1', '2', '3', '4', '5', '6', '7', '8']\n"
    );
    let nine: Vec<Vec<u8>> = (1..=9u8).map(|i| vec![b'0' + i]).collect();
    let out = export_shell(&d, &nine);
    assert!(out.ends_with("  '8',\n  '9'\n]\n"), "{out}");
    let mut odd = Design::new("{id}");
    odd.table.families = vec!["it's\\".into()];
    assert_eq!(export_shell(&odd, &[]), "create 't', 'it\\'s\\\\'\n");
}

#[test]
fn splits_file_and_list_round_trip_every_byte() {
    let keys = hard_keys();
    let file = export_splits_file(&keys);
    assert!(file.is_ascii() && file.ends_with('\n'));
    assert_eq!(splits_file_to_keys(file.as_bytes()), keys);
    assert_eq!(import(ImportFormat::SplitsFile, &file).unwrap(), keys);
    // A list reads toStringBinary lines too, except that it trims them and skips `#` lines:
    // quoting keeps those keys whole.
    let listed: String = keys
        .iter()
        .map(|k| format!("'{}'\n", to_string_binary(k).replace('\'', "\\'")))
        .collect();
    assert_eq!(import(ImportFormat::List, &listed).unwrap(), keys);
    assert_eq!(export_splits_file(&[]), "");
}

#[test]
fn java_literals_read_back_with_to_bytes_binary() {
    let keys = hard_keys();
    let java = export_java(&design(), &keys);
    let literals: Vec<&str> = java
        .lines()
        .filter_map(|l| l.trim().strip_prefix("Bytes.toBytesBinary(\""))
        .map(|l| l.strip_suffix("\"),").expect("one literal per line"))
        .collect();
    assert_eq!(literals.len(), keys.len());
    for (lit, key) in literals.iter().zip(&keys) {
        // Undo the Java escapes, then what Bytes.toBytesBinary does.
        let text = lit.replace("\\\"", "\"").replace("\\\\", "\\");
        assert_eq!(crate::hbase::to_bytes_binary(&text), *key, "{lit}");
        assert!(!lit.contains("\\u"), "{lit}");
    }
    assert!(java.contains(".setColumnFamily(ColumnFamilyDescriptorBuilder.of(\"cf2\"))"));
    let none = export_java(&design(), &[]);
    assert!(
        !none.contains("splits") && !none.contains("import org.apache.hadoop.hbase.util.Bytes")
    );
    assert!(none.ends_with("        .build());\n"), "{none}");
    assert_eq!(java_string("a\n\"\\"), "\"a\\012\\\"\\\\\"");
}

#[test]
fn phoenix_split_points_and_key_type() {
    let mut d = Design::new("{user_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{user_id}");
    d.table.name = "orders".into();
    let keys: Vec<Vec<u8>> = vec![b"25".to_vec(), b"50".to_vec(), b"it's".to_vec()];
    let ddl = export_phoenix(&d, &keys, None);
    assert!(
        ddl.contains("\"ROWKEY\" VARCHAR NOT NULL PRIMARY KEY"),
        "{ddl}"
    );
    assert!(
        ddl.ends_with("DEFAULT_COLUMN_FAMILY = 'd'\nSPLIT ON ('25', '50', 'it''s');\n"),
        "{ddl}"
    );
    // A key that is not printable ASCII: exact bytes through DECODE, and a binary key.
    let ddl = export_phoenix(&d, &[b"a\\b".to_vec(), vec![0x00, 0xff]], None);
    assert!(
        ddl.contains("SPLIT ON (DECODE('615c62', 'HEX'), DECODE('00ff', 'HEX'))"),
        "{ddl}"
    );
    assert!(ddl.contains("VARBINARY"));
    // A binary template makes a binary key whatever the split keys look like.
    let bin = Design::new("{ts | i64}");
    assert!(export_phoenix(&bin, &[b"1".to_vec()], None).contains("VARBINARY NOT NULL"));
    // No keys, no SPLIT ON.
    assert!(!export_phoenix(&d, &[], None).contains("SPLIT ON"));
    // Many keys, one per line.
    let many: Vec<Vec<u8>> = (0..10u8).map(|i| vec![b'a' + i]).collect();
    assert!(export_phoenix(&d, &many, None).contains("SPLIT ON (\n    'a',\n    'b',"));
}

#[test]
fn phoenix_salt_is_detected_and_overridable() {
    let mut d = Design::new("{phoenix_salt(16)}{host}\\x00{ts | i64 | sortable}");
    d.table.name = "ns:metrics".into();
    d.table.families = vec!["m".into(), "x".into()];
    let ddl = export_phoenix(&d, &[vec![1], vec![2]], None);
    assert!(ddl.contains("CREATE TABLE \"ns\".\"metrics\" ("), "{ddl}");
    assert!(ddl.contains("isNamespaceMappingEnabled"));
    assert!(ddl.contains("at \\x01 .. \\x0F"), "{ddl}");
    assert!(ddl.contains("The design's 2 split keys are not used"));
    assert!(
        ddl.ends_with(")\nSALT_BUCKETS = 16, DEFAULT_COLUMN_FAMILY = 'm';\n"),
        "{ddl}"
    );
    assert!(!ddl.contains("SPLIT ON ("));
    // Text after the salt byte makes a VARCHAR key.
    let text = Design::new("{phoenix_salt(4)}{host}");
    assert!(export_phoenix(&text, &[], None).contains("VARCHAR NOT NULL"));
    // Not leading, or transformed: not Phoenix's salt.
    for t in ["x{phoenix_salt(4)}{h}", "{phoenix_salt(4) | hex}{h}"] {
        assert!(
            !export_phoenix(&Design::new(t), &[], None).contains("SALT_BUCKETS"),
            "{t}"
        );
    }
    let forced = export_phoenix(&Design::new("{id}"), &[b"5".to_vec()], Some(8));
    assert!(forced.contains("SALT_BUCKETS = 8") && !forced.contains("SPLIT ON ("));
    // A template that does not compile still exports, with the safe key type.
    assert!(export_phoenix(&Design::new("{"), &[], None).contains("VARBINARY"));
}

#[test]
fn design_and_csv() {
    let mut d = Design::new("{id | md5 | hex | left(4)}_{id}");
    d.fields.insert("id".into(), "seq(1, 1)".into());
    assert_eq!(Design::from_json(&export_design(&d)).unwrap(), d);
    let c = Compiled::new(&d).unwrap();
    assert_eq!(
        export_csv(&c, 2).unwrap(),
        "row,id,key,key_hex,key_length\n0,1,c4ca_1,633463615f31,6\n1,2,c81e_2,633831655f32,6\n"
    );
    assert_eq!(
        export_csv(&c, 0).unwrap(),
        "row,id,key,key_hex,key_length\n"
    );
}
