//! The dialect exports (shell with namespaces and family attributes, shell NUMREGIONS,
//! RegionSplitter, cbt, hbase-site) byte for byte on hand-checked designs, and read back with
//! independent parsers (the shell-literal parser, a POSIX shell-word parser, HBase's own split
//! algorithms) to the design's split bytes.

use super::tests::shell_literals;
use super::*;
use crate::analyze::split_keys;
use crate::design::{Design, SplitAlgorithm};
use crate::hbase::shell::ruby_literal_to_bytes;
use crate::hbase::split::split_algorithm;
use crate::sample::Compiled;

const ATTRS: &str = r#"{"name": "d", "VERSIONS": 1, "COMPRESSION": "SNAPPY", "BLOOMFILTER": "ROW",
  "TTL": 86400, "DATA_BLOCK_ENCODING": "FAST_DIFF", "BLOCKSIZE": 65536, "IN_MEMORY": true}"#;

fn design(table: &str, splits: &str) -> Design {
    let json = format!(
        r#"{{"version": 1, "name": "Dialects", "template": "{{id | md5 | hex}}",
            "fields": {{"id": "seq(1, 1)"}}, "splits": {splits},
            "table": {{"name": "{table}", "families": [{ATTRS}, "m"]}}}}"#
    );
    Design::from_json(&json).unwrap()
}

fn plain(d: &Design) -> Design {
    let mut d = d.clone();
    for f in &mut d.table.families {
        f.attrs = Default::default();
    }
    d
}

fn keys(d: &Design) -> Vec<Vec<u8>> {
    split_keys(&Compiled::new(d).unwrap(), None).unwrap().keys
}

fn export(kind: ExportKind, d: &Design) -> Result<String, ExportRefused> {
    kind.with_keys(d, &keys(d)).unwrap()
}

/// Binary keys: a byte that is not UTF-8, a quote, a comma.
const BINARY: &str = r#"{"algorithm": "explicit", "keys": ["\\x00\\xFF", "a,b", "it's"]}"#;

#[test]
fn shell_namespace_attributes_and_binary_keys() {
    let d = design("ns:events", BINARY);
    let out = export(ExportKind::Shell, &d).unwrap();
    assert_eq!(
        out,
        "create_namespace 'ns'\n\
         create 'ns:events', {NAME => 'd', VERSIONS => 1, COMPRESSION => 'SNAPPY', \
         BLOOMFILTER => 'ROW', TTL => 86400, DATA_BLOCK_ENCODING => 'FAST_DIFF', \
         BLOCKSIZE => 65536, IN_MEMORY => 'true'}, 'm', SPLITS => ['\\x00\\xFF', 'a,b', \
         'it\\'s']\n"
    );
    let back: Vec<Vec<u8>> = shell_literals(&out)
        .iter()
        .map(|l| ruby_literal_to_bytes(l).unwrap())
        .collect();
    assert_eq!(back, [vec![0x00, 0xff], b"a,b".to_vec(), b"it's".to_vec()]);
    assert_eq!(back, keys(&d));
    // HBase's own namespaces already exist: no create_namespace for them.
    let own = export(ExportKind::Shell, &design("default:events", BINARY)).unwrap();
    assert!(own.starts_with("create 'default:events', {NAME"), "{own}");
}

#[test]
fn numregions_where_the_shell_computes_the_same_keys() {
    for (splits, class, regions) in [
        (
            r#"{"algorithm": "hexstring", "regions": 16}"#,
            "HexStringSplit",
            16,
        ),
        (
            r#"{"algorithm": "decimal", "regions": 10}"#,
            "org.apache.hadoop.hbase.util.RegionSplitter$DecimalStringSplit",
            10,
        ),
        (
            r#"{"algorithm": "uniform", "regions": 3}"#,
            "UniformSplit",
            3,
        ),
    ] {
        let d = plain(&design("orders", splits));
        let out = export(ExportKind::ShellNumRegions, &d).unwrap();
        assert_eq!(
            out,
            format!(
                "create 'orders', 'd', 'm', {{NUMREGIONS => {regions}, SPLITALGO => '{class}'}}\n"
            )
        );
        // What the shell does with it: newSplitAlgoInstance(SPLITALGO).split(NUMREGIONS).
        let literal = out
            .split("SPLITALGO => ")
            .nth(1)
            .unwrap()
            .trim_end_matches("}\n");
        let class_back = String::from_utf8(ruby_literal_to_bytes(literal).unwrap()).unwrap();
        let shell_keys = split_algorithm(&class_back)
            .unwrap()
            .split(regions)
            .unwrap();
        assert_eq!(shell_keys, keys(&d), "{splits}");
    }
    let attrs = export(
        ExportKind::ShellNumRegions,
        &design("ns:t", r#"{"algorithm": "hexstring", "regions": 4}"#),
    )
    .unwrap();
    assert_eq!(
        attrs,
        "create_namespace 'ns'\ncreate 'ns:t', {NAME => 'd', VERSIONS => 1, COMPRESSION => \
         'SNAPPY', BLOOMFILTER => 'ROW', TTL => 86400, DATA_BLOCK_ENCODING => 'FAST_DIFF', \
         BLOCKSIZE => 65536, IN_MEMORY => 'true'}, 'm', {NUMREGIONS => 4, SPLITALGO => \
         'HexStringSplit'}\n"
    );
}

#[test]
fn numregions_refusals_say_why_and_what_instead() {
    let cases = [
        (BINARY, "`explicit`, which the shell cannot compute"),
        (
            r#"{"algorithm": "hexstring", "regions": 4, "first": "10000000"}"#,
            "this design sets splits.first: use the shell export with SPLITS (--to shell) or RegionSplitter",
        ),
        (r#"{"algorithm": "hexstring", "regions": 1}"#, "has 1 region"),
    ];
    for (splits, want) in cases {
        let e = export_shell_numregions(&design("t", splits)).unwrap_err();
        assert!(e.reason.to_string().contains(want), "{splits}: {e}");
    }
}

#[test]
fn regionsplitter_command_lines_and_back() {
    let hex =
        r#"{"algorithm": "hexstring", "regions": 4, "first": "10000000", "last": "7fffffff"}"#;
    let d = plain(&design("ns:t", hex));
    let out = export(ExportKind::RegionSplitter, &d).unwrap();
    assert_eq!(
        out,
        "hbase org.apache.hadoop.hbase.util.RegionSplitter ns:t HexStringSplit -c 4 -f d:m \
         --firstrow 10000000 --lastrow 7fffffff\n"
    );
    let dec = plain(&design(
        "orders",
        r#"{"algorithm": "decimal", "regions": 5}"#,
    ));
    let out_dec = export(ExportKind::RegionSplitter, &dec).unwrap();
    assert_eq!(
        out_dec,
        "hbase org.apache.hadoop.hbase.util.RegionSplitter orders \
         'org.apache.hadoop.hbase.util.RegionSplitter$DecimalStringSplit' -c 5 -f d:m\n"
    );
    let uni = r#"{"algorithm": "uniform", "regions": 3, "first": "\\x10", "last": "a b"}"#;
    let uni = plain(&design("t", uni));
    let out_uni = export(ExportKind::RegionSplitter, &uni).unwrap();
    assert_eq!(
        out_uni,
        "hbase org.apache.hadoop.hbase.util.RegionSplitter t UniformSplit -c 3 -f d:m \
         --firstrow '\\x10' --lastrow 'a b'\n"
    );
    // Run what RegionSplitter.main does with the words a shell hands it.
    for (d, out) in [(&d, &out), (&dec, &out_dec), (&uni, &out_uni)] {
        let words = shlex::split(out).unwrap();
        assert_eq!(
            &words[..2],
            ["hbase", "org.apache.hadoop.hbase.util.RegionSplitter"]
        );
        let mut algo = split_algorithm(&words[3]).unwrap();
        let opt = |name: &str| {
            words
                .iter()
                .position(|w| w == name)
                .map(|i| words[i + 1].clone())
        };
        if let Some(first) = opt("--firstrow") {
            algo.set_first_row(&first).unwrap();
        }
        if let Some(last) = opt("--lastrow") {
            algo.set_last_row(&last).unwrap();
        }
        let count: i32 = opt("-c").unwrap().parse().unwrap();
        assert_eq!(algo.split(count).unwrap(), keys(d), "{out}");
        assert_eq!(opt("-f").unwrap(), "d:m");
    }
}

#[test]
fn regionsplitter_refusals() {
    let attrs = export(
        ExportKind::RegionSplitter,
        &design("t", r#"{"algorithm": "hexstring", "regions": 4}"#),
    )
    .unwrap_err();
    assert!(
        attrs
            .reason
            .to_string()
            .contains("family `d` (table.families[0]) sets attributes"),
        "{attrs}"
    );
    let salt = export(ExportKind::RegionSplitter, &plain(&design("t", BINARY))).unwrap_err();
    assert!(
        salt.reason.to_string().contains("come from `explicit`"),
        "{salt}"
    );
    let one = r#"{"algorithm": "hexstring", "regions": 1}"#;
    let one = export_regionsplitter(&plain(&design("t", one))).unwrap_err();
    assert!(
        one.reason.to_string().contains("Split count must be > 1"),
        "{one}"
    );
}

#[test]
fn cbt_families_gc_policies_and_keys() {
    let splits = r#"{"algorithm": "explicit", "keys": ["a b", "caf\\xC3\\xA9", "it's", "x=y"]}"#;
    let d = design("events", splits);
    let out = export(ExportKind::Cbt, &d).unwrap();
    assert_eq!(
        out,
        "# Bigtable has no counterpart of d.COMPRESSION, d.BLOOMFILTER, d.DATA_BLOCK_ENCODING, \
         d.BLOCKSIZE, d.IN_MEMORY: left out.\n\
         cbt createtable events 'families=d:maxage=86400s||maxversions=1,m' \
         'splits=a b,caf\u{e9},it'\\''s,x=y'\n"
    );
    // What cbt gets: the shell's words, `splits=` cut at commas, each piece's UTF-8 bytes.
    let command = out.lines().nth(1).unwrap();
    let words = shlex::split(command).unwrap();
    let list = words
        .iter()
        .find_map(|w| w.strip_prefix("splits="))
        .unwrap();
    let back: Vec<Vec<u8>> = list.split(',').map(|k| k.as_bytes().to_vec()).collect();
    assert_eq!(back, keys(&d));
    assert_eq!(words[3], "families=d:maxage=86400s||maxversions=1,m");
    // No attributes, no keys: the bare command.
    let bare = plain(&design("events", r#"{"algorithm": "none"}"#));
    assert_eq!(
        export(ExportKind::Cbt, &bare).unwrap(),
        "cbt createtable events families=d,m\n"
    );
}

#[test]
fn cbt_refuses_what_its_text_cannot_carry() {
    let cases = [
        (
            r#"["ok", "a,b"]"#,
            "Split key 2 of 2 (`a,b`) holds a comma, where cbt splits the list",
        ),
        (
            r#"["\\xFF"]"#,
            "Split key 1 of 1 (`\\xFF`) is not UTF-8 text",
        ),
        (
            r#"["a\\x00"]"#,
            "Split key 1 of 1 (`a\\x00`) holds a NUL byte",
        ),
    ];
    for (list, want) in cases {
        let splits = format!(r#"{{"algorithm": "explicit", "keys": {list}}}"#);
        let e = export(ExportKind::Cbt, &design("t", &splits)).unwrap_err();
        assert!(e.reason.to_string().starts_with(want), "{list}: {e}");
        assert!(e.reason.to_string().contains("--to shell"), "{e}");
    }
    let ns = export(ExportKind::Cbt, &design("ns:t", r#"{"algorithm": "none"}"#)).unwrap_err();
    assert!(
        ns.reason
            .to_string()
            .starts_with("Bigtable has no namespaces"),
        "{ns}"
    );
}

#[test]
fn hbase_site_for_a_salted_design() {
    let json = r#"{"version": 1, "name": "Salted -- events",
        "template": "{id | javahash | absmod(4) | dec(2)}_{id}", "fields": {"id": "seq(1, 1)"},
        "splits": {"algorithm": "salt", "regions": 2},
        "table": {"name": "ns:events"}, "sizing": {"rows": 1000000000, "row_bytes": 200}}"#;
    let d = Design::from_json(json).unwrap();
    assert_eq!(d.splits.algorithm, SplitAlgorithm::Salt);
    let out = export(ExportKind::HbaseSite, &d).unwrap();
    let want = "<?xml version=\"1.0\"?>
<!-- Settings the row-key design \"Salted - - events\" implies for table 'ns:events'. These are cluster-wide: merge them into hbase-site.xml, or set them on the table alone as the last comment shows. -->
<configuration>
  <!-- A region splits when a store file grows past this size (the design's sizing.max_filesize). The design expects 1000000000 rows of 200 bytes, 200000000000 bytes in all: about 19 regions at this size, against the 2 it is pre-split into. -->
  <property>
    <name>hbase.hregion.max.filesize</name>
    <value>10737418240</value>
  </property>
  <!-- The key starts with a fixed-width prefix (2 bytes, 4 values: a salt or hash bucket). KeyPrefixRegionSplitPolicy splits a region only between prefixes, so the rows of one bucket stay together in one region. -->
  <property>
    <name>hbase.regionserver.region.split.policy</name>
    <value>org.apache.hadoop.hbase.regionserver.KeyPrefixRegionSplitPolicy</value>
  </property>
  <!-- For this table only, the same settings in its descriptor (KeyPrefixRegionSplitPolicy.prefix_length is read from the table descriptor only, never from hbase-site.xml), in the HBase shell: alter 'ns:events', {METHOD => 'table_att', SPLIT_POLICY => 'org.apache.hadoop.hbase.regionserver.KeyPrefixRegionSplitPolicy', MAX_FILESIZE => '10737418240', METADATA => {'KeyPrefixRegionSplitPolicy.prefix_length' => '2'}} -->
</configuration>
";
    assert_eq!(out, want);
    // Every prefix of the sample keys is 2 bytes from a set of 4: what prefix_length says.
    let c = Compiled::new(&d).unwrap();
    assert_eq!(fixed_prefix(&c), Some((2, 4)));
    // No fixed prefix (an md5 hex key), pre-split: split only at the size.
    let hex = export(
        ExportKind::HbaseSite,
        &design("t", r#"{"algorithm": "hexstring", "regions": 4}"#),
    )
    .unwrap();
    assert!(hex.contains(
        "<value>org.apache.hadoop.hbase.regionserver.ConstantSizeRegionSplitPolicy</value>"
    ));
    assert!(!hex.contains("prefix_length"));
    for comment in out.split("<!--").skip(1) {
        assert!(
            !comment.split("-->").next().unwrap().contains("--"),
            "{comment}"
        );
    }
}
