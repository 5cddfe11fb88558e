use super::*;

const ORDERS: &str = r#"{
  "version": 1,
  "name": "E-commerce orders",
  "template": "{user_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{user_id}_{order_time | rev}_{order_id}",
  "fields": {
    "user_id": "pattern(\"user######\")",
    "order_time": "timestamp(\"2024-02-15T00:00:00Z\", 500)",
    "order_id": "pattern(\"ORD############\")"
  },
  "sample": { "count": 100000, "seed": 42 },
  "splits": { "algorithm": "salt", "regions": 100, "first": null, "last": null, "start": null, "end": null, "keys": [] },
  "queries": [ { "name": "orders of a user", "bind": { "user_id": "user000123" } } ],
  "table": { "name": "orders", "families": ["d"] }
}"#;

fn full_design() -> Design {
    let mut d = Design::from_json(ORDERS).unwrap();
    d.sample = Sample {
        count: 5000,
        seed: u64::MAX,
    };
    d.splits = Splits {
        algorithm: SplitAlgorithm::Range,
        regions: 10,
        first: Some("0000".into()),
        last: Some("ffff".into()),
        start: Some("\\x00".into()),
        end: Some("\\xFF".into()),
        keys: vec!["a".into(), "b\\x00".into()],
        by: SplitBy::Keys,
    };
    d.queries.push(Query {
        name: "all".into(),
        bind: IndexMap::new(),
    });
    d.table = Table {
        name: "ns:orders".into(),
        families: vec!["d".into(), "m".into()],
    };
    d.data = Some("user_id,city\nuser1,\"Hang, zhou\"\n".into());
    d
}

#[test]
fn reads_the_reference_document() {
    let d = Design::from_json(ORDERS).unwrap();
    assert_eq!(d.name, "E-commerce orders");
    let names: Vec<&str> = d.fields.keys().map(String::as_str).collect();
    assert_eq!(
        names,
        ["user_id", "order_time", "order_id"],
        "document order kept"
    );
    assert_eq!(d.splits.algorithm, SplitAlgorithm::Salt);
    assert_eq!(d.splits.regions, 100);
    assert_eq!(d.queries[0].bind["user_id"], "user000123");
    assert_eq!(d.table.name, "orders");
    assert!(d.validate().is_empty(), "{:?}", d.validate());
}

#[test]
fn round_trips() {
    for d in [Design::default(), Design::new("{id}"), full_design()] {
        assert_eq!(Design::from_json(&d.to_json()).unwrap(), d);
        assert_eq!(Design::from_json(&d.to_json_pretty()).unwrap(), d);
    }
}

#[test]
fn short_form_skips_defaults_and_full_form_writes_them() {
    let d = Design::from_json(ORDERS).unwrap();
    let short = d.to_json();
    assert!(!short.contains("\"sample\""), "{short}");
    assert!(!short.contains("\"first\""), "{short}");
    assert!(!short.contains("\"families\""), "{short}");
    assert!(
        short.contains("\"splits\":{\"algorithm\":\"salt\",\"regions\":100}"),
        "{short}"
    );
    let mut seeded = d.clone();
    seeded.sample.seed = 7;
    assert!(seeded.to_json().contains("\"sample\":{\"seed\":7}"));

    let full = Design::new("{id}").to_json_pretty();
    let expected = r#"{
  "version": 1,
  "name": "Untitled design",
  "template": "{id}",
  "fields": {},
  "sample": {
    "count": 100000,
    "seed": 42
  },
  "splits": {
    "algorithm": "none",
    "regions": 16,
    "first": null,
    "last": null,
    "start": null,
    "end": null,
    "keys": []
  },
  "queries": [],
  "table": {
    "name": "t",
    "families": [
      "d"
    ]
  },
  "data": null
}"#;
    assert_eq!(full, expected);
}

#[test]
fn every_algorithm_name() {
    for (name, alg) in [
        ("none", SplitAlgorithm::None),
        ("hexstring", SplitAlgorithm::HexString),
        ("decimal", SplitAlgorithm::Decimal),
        ("uniform", SplitAlgorithm::Uniform),
        ("range", SplitAlgorithm::Range),
        ("salt", SplitAlgorithm::Salt),
        ("quantile", SplitAlgorithm::Quantile),
        ("explicit", SplitAlgorithm::Explicit),
        ("auto", SplitAlgorithm::Auto),
    ] {
        let text = format!(r#"{{"template": "x", "splits": {{"algorithm": "{name}"}}}}"#);
        assert_eq!(Design::from_json(&text).unwrap().splits.algorithm, alg);
    }
    let e = Design::from_json(r#"{"template": "x", "splits": {"algorithm": "hex"}}"#).unwrap_err();
    assert_eq!(e.path, "splits.algorithm");
    assert!(
        e.message.to_string().starts_with("unknown variant `hex`"),
        "{}",
        e.message
    );
}

fn read_err(text: &str) -> DesignError {
    Design::from_json(text).unwrap_err()
}

// The paths are tracked only with `json-paths` (the default; the page's wasm reads without it).
#[cfg(feature = "json-paths")]
#[test]
fn reading_errors_name_the_place() {
    let e = read_err(r#"{"template": "x", "splits": {"regions": "ten"}}"#);
    assert_eq!(
        e.to_string(),
        r#"splits.regions: invalid type: string "ten", expected u32"#
    );
    assert!(e.span.is_some());

    let e = read_err(r#"{"template": "x", "queries": [{"name": "a"}, {"name": 3}]}"#);
    assert_eq!(e.path, "queries[1].name");

    let e = read_err(r#"{"template": "x", "queries": [{"name": "a", "bind": {"x": true}}]}"#);
    assert_eq!(e.path, "queries[0].bind.x");
    assert_eq!(
        e.message.to_string(),
        "invalid type: boolean `true`, expected a string or an integer"
    );

    let e = read_err(r#"{"template": "x", "splits": {"regionz": 3}}"#);
    assert_eq!(e.path, "splits.regionz");
    assert!(
        e.message
            .to_string()
            .starts_with("unknown field `regionz`, expected one of `algorithm`"),
        "{}",
        e.message
    );

    let e = read_err(r#"{"template": "x", "fields": {"a": "seq", "a": "uuid()"}}"#);
    assert_eq!(e.to_string(), "fields: `a` appears twice");

    let e = read_err(r#"{"name": "x"}"#);
    assert_eq!(e.to_string(), "missing field `template`");

    let e = read_err(r#"{"template": "x"} trailing"#);
    assert!(
        e.message
            .to_string()
            .starts_with("JSON syntax error at line 1, column 19"),
        "{}",
        e.message
    );

    let text = "{\n  \"template\": \"x\",\n  \"name\": \"a\n}";
    let e = read_err(text);
    assert!(
        e.message
            .to_string()
            .starts_with("JSON syntax error at line 3"),
        "{}",
        e.message
    );
    assert_eq!(e.path, "");

    let e = read_err("");
    assert!(
        e.message
            .to_string()
            .starts_with("JSON syntax error at line 1, column 0"),
        "{}",
        e.message
    );

    let e = read_err("[]");
    assert!(
        e.message
            .to_string()
            .starts_with("a design is a JSON object"),
        "{}",
        e.message
    );
    let e = read_err("\"x\"");
    assert!(
        e.message
            .to_string()
            .starts_with("a design is a JSON object"),
        "{}",
        e.message
    );

    let e = read_err(r#"{"version": 2, "template": "x", "future": true}"#);
    assert_eq!(
        e.to_string(),
        "version: unsupported design version 2; this build reads version 1"
    );
}

/// Every preset and link fixture reads as serde_json's own reading of its `Value` does, and a
/// design with every member set reads back as written (field order included), in a build with
/// or without `json-paths`.
#[test]
fn every_build_reads_the_same_designs() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let mut read = 0;
    for dir in ["presets", "testdata/links"] {
        let mut paths: Vec<_> = std::fs::read_dir(format!("{root}/{dir}"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "json"))
            .collect();
        paths.sort();
        for path in paths {
            let text = std::fs::read_to_string(&path).unwrap();
            let value: serde_json::Value = serde_json::from_str(&text).unwrap();
            let expected: Design = serde_json::from_value(value).unwrap();
            let got = Design::read_json(&text).unwrap();
            assert_eq!(got, expected, "{}", path.display());
            assert!(!got.template.is_empty(), "{}", path.display());
            read += 1;
        }
    }
    assert!(read >= 17, "{read} designs");
    let d = full_design();
    for text in [d.to_json(), d.to_json_pretty()] {
        let back = Design::read_json(&text).unwrap();
        assert_eq!(back, d);
        assert_eq!(back.to_json(), d.to_json());
    }
}

/// A member of the wrong type or shape is an error in every build, with serde_json's words
/// and span; only a build with `json-paths` names the member, and says whether it could.
#[test]
fn a_misshapen_member_is_an_error_in_every_build() {
    let cases = [
        (
            r#"{"template": "x", "sample": {"count": "many"}}"#,
            "sample.count",
            r#"invalid type: string "many", expected u64"#,
        ),
        (
            r#"{"template": "x", "splits": {"regions": -1}}"#,
            "splits.regions",
            "invalid value: integer `-1`, expected u32",
        ),
        (
            r#"{"template": "x", "queries": [{"name": "a", "bind": {"x": true}}]}"#,
            "queries[0].bind.x",
            "invalid type: boolean `true`, expected a string or an integer",
        ),
        (
            r#"{"template": "x", "fields": {"a": "seq", "a": "uuid()"}}"#,
            "fields",
            "`a` appears twice",
        ),
        (
            r#"{"template": "x", "tabel": {}}"#,
            "tabel",
            "unknown field `tabel`, expected one of",
        ),
    ];
    for (text, path, detail) in cases {
        let e = Design::read_json(text).unwrap_err();
        assert_eq!(e.placed, cfg!(feature = "json-paths"), "{text}");
        assert_eq!(e.error.path, if e.placed { path } else { "" }, "{text}");
        assert_eq!(e.error.kind, ErrorKind::InvalidJson, "{text}");
        assert!(e.error.message.to_string().starts_with(detail), "{e:?}");
        assert!(e.error.span.is_some(), "{text}");
        assert_eq!(Design::from_json(text), Err(e.error));
    }
    // What comes before the members is placed in every build.
    for text in [
        "{\"template\": }",
        "[]",
        r#"{"version": 2, "template": "x"}"#,
    ] {
        assert!(Design::read_json(text).unwrap_err().placed, "{text}");
    }
}

#[test]
fn syntax_error_span_points_at_the_problem() {
    let text = "{\n  \"template\": \"x\",\n  \"name\" 5\n}";
    let e = read_err(text);
    let at = e.span.unwrap().start;
    assert_eq!(&text[at..at + 1], "5", "{e:?}");
}

fn messages(d: &Design) -> Vec<String> {
    d.validate().iter().map(ToString::to_string).collect()
}

#[test]
fn validation_reports_everything_with_paths() {
    let mut d = Design::new("  ");
    d.version = 7;
    d.fields.insert("1x".into(), "seq".into());
    d.fields.insert("rest".into(), "seq".into());
    d.fields.insert("id".into(), "sequ(1, 1)".into());
    d.fields.insert("city".into(), "csv(\"city\")".into());
    d.sample.count = 10_000_001;
    d.splits.regions = 0;
    d.queries = vec![
        Query {
            name: "by id".into(),
            bind: [("idd".to_string(), "1".to_string())].into_iter().collect(),
        },
        Query {
            name: " by id ".into(),
            bind: [("foo".to_string(), "1".to_string())].into_iter().collect(),
        },
        Query::default(),
    ];
    d.table = Table {
        name: "my table".into(),
        families: vec!["d".into(), "d".into(), "".into()],
    };
    assert_eq!(
        messages(&d),
        [
            "version: unsupported design version 7; this build reads version 1",
            "template: the template is empty; write one such as `{id}`",
            "fields.1x: `1x` is not a field name: start with a letter or _, then letters, digits or _",
            "fields.rest: `rest` is reserved: in a template it means the rest of the key",
            "fields.id: unknown generator `sequ`; did you mean `seq`?",
            "fields.city: `csv(\"city\")` needs CSV data; paste some (with a header row) into the design",
            "sample.count: must be between 1 and 10000000, got 10000001",
            "splits.regions: must be between 1 and 65536, got 0; HBase tables rarely have more than a few thousand regions",
            "queries[0].bind.idd: no field named idd; did you mean id?",
            "queries[1].name: duplicate query name \"by id\" (also queries[0])",
            "queries[1].bind.foo: no field named foo",
            "queries[2].name: a query needs a name",
            "table.name: ` ` is not allowed in an HBase table name; use letters, digits, _ . and - (with an optional `namespace:` in front)",
            "table.families[1]: column family \"d\" is listed twice",
            "table.families[2]: a column family needs a name",
        ]
    );
    let spans: Vec<Option<crate::Span>> = d.validate().iter().map(|e| e.span).collect();
    assert_eq!(spans[4], Some(crate::Span::new(0, 4)), "generator span");
}

#[test]
fn validation_of_csv_data() {
    let mut d = Design::new("{city}");
    d.fields.insert("city".into(), "csv(\"cty\")".into());
    d.data = Some("id,city\n1,a\n".into());
    assert_eq!(
        messages(&d),
        ["fields.city: the CSV data has no column `cty`; did you mean `city`?"]
    );
    d.data = Some("id,city\n1\n".into());
    let errs = d.validate();
    assert_eq!(errs.len(), 1, "only the data error: {errs:?}");
    assert_eq!(errs[0].path, "data");
    assert_eq!(
        errs[0].message.to_string(),
        "CSV line 2 has 1 field, the header has 2"
    );
    d.fields.insert("city".into(), "csv(\"city\")".into());
    d.data = Some("id,city\n1,a\n".into());
    assert!(d.validate().is_empty());
}

#[test]
fn empty_families_and_good_tables() {
    let mut d = Design::new("{id}");
    d.table.families.clear();
    assert_eq!(
        messages(&d),
        ["table.families: a table needs at least one column family, such as \"d\""]
    );
    d.table = Table {
        name: "default:orders_v2.x-1".into(),
        families: vec!["cf".into()],
    };
    assert!(d.validate().is_empty());
}

#[test]
fn sizing_is_optional_and_round_trips_through_json_and_links() {
    // A design without sizing writes exactly what it wrote before sizing existed.
    let plain = Design::from_json(ORDERS).unwrap();
    assert_eq!(plain.sizing, None);
    assert!(!plain.to_json().contains("sizing"));
    assert!(!plain.to_json_pretty().contains("sizing"));

    let mut d = plain.clone();
    d.sizing = Some(Sizing::new(2_000_000_000, 300));
    assert!(d
        .to_json()
        .contains(r#""sizing":{"rows":2000000000,"row_bytes":300}"#));
    assert!(d
        .to_json_pretty()
        .contains(r#""max_filesize": 10737418240"#));
    assert_eq!(Design::from_json(&d.to_json()).unwrap(), d);
    assert_eq!(Design::from_json(&d.to_json_pretty()).unwrap(), d);
    #[cfg(feature = "deflate")]
    assert_eq!(crate::link::decode(&crate::link::encode(&d)).unwrap(), d);

    let mut s = Sizing::new(1, 1);
    s.max_filesize = 1 << 30;
    d.sizing = Some(s);
    assert!(d.to_json().contains(r#""max_filesize":1073741824"#));
    assert_eq!(Design::from_json(&d.to_json()).unwrap(), d);
}

#[test]
fn a_row_size_field_round_trips_through_json_and_links() {
    let mut d = Design::from_json(ORDERS).unwrap();
    d.fields.insert("payload".into(), "int(100, 4000)".into());
    let mut s = Sizing::new(1_000_000, 300);
    s.row_bytes_field = Some("payload".into());
    d.sizing = Some(s);
    assert!(d
        .to_json()
        .contains(r#""sizing":{"rows":1000000,"row_bytes":300,"row_bytes_field":"payload"}"#));
    assert!(d
        .to_json_pretty()
        .contains(r#""row_bytes_field": "payload""#));
    assert_eq!(Design::from_json(&d.to_json()).unwrap(), d);
    assert_eq!(Design::from_json(&d.to_json_pretty()).unwrap(), d);
    #[cfg(feature = "deflate")]
    assert_eq!(crate::link::decode(&crate::link::encode(&d)).unwrap(), d);
    assert!(crate::sample::Compiled::new(&d).is_ok());
    // Without the field, the document is written as before it existed.
    d.sizing = Some(Sizing::new(1_000_000, 300));
    assert!(!d.to_json_pretty().contains("row_bytes_field"));
}

#[test]
fn a_row_size_field_must_be_an_integer_field_of_the_design() {
    let errors = |fields: &str| {
        let d = Design::from_json(&format!(
            r#"{{"template": "{{id}}", "fields": {{"id": "seq(1, 1)", {fields}}},
                "sizing": {{"rows": 10, "row_bytes": 1, "row_bytes_field": "len"}}}}"#
        ))
        .unwrap();
        crate::sample::Compiled::new(&d)
            .err()
            .unwrap_or_default()
            .into_iter()
            .map(|e| (e.path.clone(), e.kind, e.to_string()))
            .collect::<Vec<_>>()
    };
    assert!(errors(r#""len": "zipf(100, 1.1)""#).is_empty());
    let e = errors(r#""size": "int(1, 9)""#);
    assert_eq!(e.len(), 1, "{e:?}");
    assert_eq!(
        (e[0].0.as_str(), e[0].1),
        ("sizing.row_bytes_field", ErrorKind::UnknownField)
    );
    assert!(e[0].2.contains("no field `len`"), "{}", e[0].2);
    let e = errors(r#""len": "uuid()""#);
    assert_eq!(
        (e[0].0.as_str(), e[0].1),
        ("sizing.row_bytes_field", ErrorKind::TypeMismatch)
    );
    assert!(e[0].2.contains("makes str values"), "{}", e[0].2);
}

#[test]
fn sizing_errors_name_their_member() {
    let e = read_err(r#"{"template": "{id}", "sizing": {"rows": -5, "row_bytes": 1}}"#);
    assert_eq!(e.path, "sizing.rows");
    let e = read_err(r#"{"template": "{id}", "sizing": {"rows": 5}}"#);
    assert!(e.to_string().contains("missing field `row_bytes`"), "{e}");
    let e =
        read_err(r#"{"template": "{id}", "sizing": {"rows": 5, "row_bytes": 1, "regions": 3}}"#);
    assert!(
        e.to_string().starts_with("sizing.regions: unknown field"),
        "{e}"
    );
    let d = Design::from_json(
        r#"{"template": "{id}", "fields": {"id": "seq(1, 1)"}, "sizing": {"rows": 0, "row_bytes": 1, "max_filesize": 5}}"#,
    )
    .unwrap();
    assert_eq!(
        messages(&d),
        [
            "sizing.rows: must be at least 1 row, got 0",
            "sizing.max_filesize: 5 bytes is under 2 MiB (2097152 bytes), the smallest region size HBase accepts for a table",
        ]
    );
}

#[test]
fn families_past_the_cap_are_counted_not_built() {
    let doc = |n: usize| {
        let families: Vec<String> = (0..n).map(|i| format!("\"f{i}\"")).collect();
        format!(
            r#"{{"version": 1, "template": "{{id}}", "table": {{"families": [{}]}}}}"#,
            families.join(",")
        )
    };
    let at_cap = Design::from_json(&doc(crate::limits::MAX_FAMILIES)).unwrap();
    assert_eq!(at_cap.table.families.len(), crate::limits::MAX_FAMILIES);
    let over = Design::from_json(&doc(300_000)).unwrap_err().to_string();
    assert!(over.contains("300,000 column families"), "{over}");
    assert!(over.contains("limit of 100 column families"), "{over}");
}
