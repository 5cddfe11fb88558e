//! The core's errors in Simplified Chinese: for a bad input of every error kind the converted
//! areas report (templates, generators, design documents), the Chinese text is Chinese, carries
//! the same arguments as the English one (every name, excerpt and number in it), and keeps no
//! English sentence of ours.

use rowkey_core::design::{Design, RegionSplitter, SplitAlgorithm};
use rowkey_core::encode::Record;
use rowkey_core::gen::GeneratorSpec;
use rowkey_core::i18n::{with_lang, Lang};
use rowkey_core::plan::Plan;
use rowkey_core::sample::Compiled;
use rowkey_core::ErrorKind;
use std::collections::BTreeSet;

/// Kinds no input here produces: the csv reader is too lenient to refuse a pasted text as
/// syntax, the template checks refuse what would make a value too long or not UTF-8 before any
/// row is encoded, and internal errors are bugs.
const NOT_YET: &[ErrorKind] = &[
    ErrorKind::CsvSyntax,
    ErrorKind::NotUtf8,
    ErrorKind::ValueTooLong,
    ErrorKind::Internal,
];

/// Templates with one problem each.
const TEMPLATES: &[&str] = &[
    "{a + b}",
    "{a,}",
    "{a |",
    "{a",
    "a}",
    "{\"abc",
    "\\q{a}",
    "{\"a\u{1}b\"}",
    "{12ab}",
    "{99999999999999999999}",
    "{}",
    "{订单号 | md6}",
    "{a | md55}",
    "{foo(1)}",
    "{md5(1)}",
    "{a | md5(1)}",
    "{a | mod(\"x\")}",
    "{salt(0)}",
    "{phoenix_salt(300)}",
    "{a | slice(3, 1)}",
    "{a | md5 | mod(3)}",
    "{a | mod(0)}",
    "{a | pad(4, \"ab\")}",
    "{a | date(\"%Q\")}",
    "{a | left(40000)}",
    "{0777}",
    "{md5}x{a | pad}",
];

/// Generator expressions with one problem each.
const GENERATORS: &[&str] = &[
    "",
    "sequ(1)",
    "choice([[1]])",
    "choice(\"a\": 1, \"b\")",
    "choice(\"a\": -1)",
    "pattern(\"ab\\\\\")",
    "int(10, 5)",
    "int(\"x\", 5)",
    "zipf(0, 1)",
    "timestamp(\"yesterday\", 1)",
    "phone([])",
    "text(5, 2)",
    "seq(1, 1) x",
    "uuid(1)",
    "hexstr(0)",
    "int(1 2)",
    "choice(abc)",
];

/// Design documents with problems.
const DESIGNS: &[&str] = &[
    "{",
    "[1]",
    r#"{"version": 2, "template": "{id}"}"#,
    r#"{"version": 1, "template": "{id}", "splits": {"algorithm": "hex"}}"#,
    r#"{"version": 1, "template": " ", "fields": {"rest": "seq", "1x": "seq"},
        "sample": {"count": 0}, "splits": {"regions": 0},
        "queries": [{"name": ""}, {"name": "q"}, {"name": "q", "bind": {"idd": "1"}}],
        "table": {"name": "my table", "families": ["d", "d", ".x", ""]}}"#,
    r#"{"version": 1, "template": "{id}", "fields": {"id": "seq"},
        "queries": [{"name": "q", "bind": {"订单": "1"}}], "table": {"name": "ns!:t"}}"#,
    r#"{"version": 1, "template": "{id}", "table": {"name": "t", "families": []}}"#,
    r#"{"version": 1, "template": "{id}", "fields": {"id": "csv(\"x\")"}}"#,
    r#"{"version": 1, "template": "{id}", "fields": {"id": "csv(\"x\")"}, "data": "x,y\n1\n"}"#,
    r#"{"version": 1, "template": "{id}", "fields": {"id": "csv(\"x\")"}, "data": " , \n1,2\n"}"#,
    r#"{"version": 1, "template": "{id}", "fields": {"id": "csv(\"xx\")"}, "data": "x,y\n1,2\n"}"#,
    r#"{"version": 1, "template": "{id}", "fields": {"id": "csv(\"x\")"}, "data": "x,x\n1,2\n"}"#,
];

/// Designs that check out but whose sample fails: a field without a generator, values a
/// transform refuses, a key past HBase's limit.
const SAMPLED: &[&str] = &[
    r#"{"version": 1, "template": "{id}{other}", "fields": {"id": "seq(1, 1)"}}"#,
    r#"{"version": 1, "template": "{id | dec(4)}", "fields": {"id": "choice(\"x\")"}}"#,
    r#"{"version": 1, "template": "{id | dec(4)}", "fields": {"id": "choice(\"99999999999999999999\")"}}"#,
    r#"{"version": 1, "template": "{id | date(\"%Y\")}",
        "fields": {"id": "int(9000000000000000000, 9000000000000000001)"}}"#,
    r#"{"version": 1, "template": "{id | pad(30000, \"x\")}{id | pad(30000, \"x\")}",
        "fields": {"id": "seq(1, 1)"}}"#,
];

/// One error in both languages.
struct Case {
    input: String,
    kind: ErrorKind,
    en: String,
    zh: String,
}

fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    let mut push = |input: &str, kind: ErrorKind, render: &dyn Fn() -> String| {
        out.push(Case {
            input: input.to_owned(),
            kind,
            en: with_lang(Lang::En, render),
            zh: with_lang(Lang::ZhCn, render),
        });
    };
    for t in TEMPLATES {
        let errors = Plan::compile(t).expect_err(t);
        for e in &errors {
            push(t, e.kind, &|| e.message.to_string());
        }
    }
    for g in GENERATORS {
        let e = GeneratorSpec::parse(g).expect_err(g);
        push(g, e.kind, &|| e.message.to_string());
    }
    for d in DESIGNS {
        let errors = match Design::from_json(d) {
            Err(e) => vec![e],
            Ok(design) => design.validate(),
        };
        assert!(!errors.is_empty(), "{d}");
        for e in &errors {
            push(d, e.kind, &|| e.message.to_string());
        }
    }
    for d in SAMPLED {
        let design = Design::from_json(d).expect(d);
        assert!(design.validate().is_empty(), "{d}");
        let errors = match Compiled::new(&design) {
            Err(errors) => errors,
            Ok(compiled) => {
                let mut sampler = compiled.sampler().with_count(3);
                let mut key = Vec::new();
                let mut errors = Vec::new();
                while let Some(r) = sampler.next_into(&mut key) {
                    if let Err(e) = r {
                        errors.push(e);
                        break;
                    }
                }
                errors
            }
        };
        assert!(!errors.is_empty(), "{d}");
        for e in &errors {
            push(d, e.kind, &|| e.message.to_string());
        }
    }
    let e = Plan::compile("{a}{b}")
        .expect("compiles")
        .encode(&Record::from_text([("a", "1")]))
        .expect_err("b has no value");
    push("{a}{b} without b", e.kind, &|| e.message.to_string());
    for (algorithm, regions) in [(SplitAlgorithm::Range, 4), (SplitAlgorithm::Uniform, 0)] {
        let e = RegionSplitter::new(algorithm, regions)
            .expect("a splitter")
            .split_keys()
            .expect_err("refused")
            .to_design_error();
        push(algorithm.name(), e.kind, &|| e.message.to_string());
    }
    out
}

/// The parts of a text that are arguments or code rather than words: `backquoted` and
/// "double-quoted" runs, and runs of digits.
fn arguments(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for quote in ['`', '"'] {
        for (i, part) in text.split(quote).enumerate() {
            if i % 2 == 1 {
                out.insert(part.to_owned());
            }
        }
    }
    let mut digits = String::new();
    for c in text.chars().chain([' ']) {
        if c.is_ascii_digit() {
            digits.push(c);
        } else if !digits.is_empty() {
            out.insert(std::mem::take(&mut digits));
        }
    }
    out
}

/// `zh` keeps every quoted name and number of `en` (`what` says which case, for the message).
fn assert_keeps_arguments(what: &dyn std::fmt::Display, en: &str, zh: &str) {
    let (want, got) = (arguments(en), arguments(zh));
    let missing: Vec<_> = want.difference(&got).collect();
    assert!(
        missing.is_empty(),
        "{what}: {zh:?} lacks {missing:?} of {en:?}"
    );
}

/// `text` without its backquoted and double-quoted runs.
fn words_only(text: &str) -> String {
    let mut out = String::new();
    let mut quoted = None;
    for c in text.chars() {
        match quoted {
            Some(q) if c == q => quoted = None,
            Some(_) => {}
            None if c == '`' || c == '"' => quoted = Some(c),
            None => out.push(c),
        }
    }
    out
}

/// `text` without the exceptions HBase throws (`java.lang.…Exception: message`), which are
/// quoted as HBase prints them, up to the bracket that closes the quote.
fn without_hbase_exceptions(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find("java.lang.") {
        out.push_str(&rest[..i]);
        rest = &rest[i..];
        rest = rest.find('）').map_or("", |end| &rest[end..]);
    }
    out.push_str(rest);
    out
}

/// Whether `text` holds three English words in a row (a sentence of ours left untranslated).
fn has_english_phrase(text: &str) -> bool {
    let words: Vec<&str> = text.split(' ').collect();
    words.windows(3).any(|w| {
        w.iter()
            .all(|w| w.len() >= 2 && w.chars().all(|c| c.is_ascii_alphabetic()))
    })
}

#[test]
fn every_error_reads_in_chinese_with_the_same_arguments() {
    let cases = cases();
    assert!(cases.len() >= 60, "only {} errors", cases.len());
    for c in &cases {
        let Case { input, en, zh, .. } = c;
        assert_ne!(en, zh, "{input}: not translated");
        assert!(
            zh.chars().any(|ch| ('\u{4e00}'..='\u{9fff}').contains(&ch)),
            "{input}: no Chinese in {zh:?}"
        );
        // serde_json's own words are an argument and stay English.
        let from_serde = zh.starts_with("JSON");
        if !from_serde {
            assert!(
                !has_english_phrase(&words_only(&without_hbase_exceptions(zh))),
                "{input}: English left in {zh:?}"
            );
        }
        assert_keeps_arguments(&input, en, zh);
    }
}

#[test]
fn the_cases_cover_every_kind_the_converted_areas_report() {
    let seen: BTreeSet<&str> = cases().iter().map(|c| c.kind.as_str()).collect();
    for kind in ErrorKind::ALL {
        if NOT_YET.contains(kind) {
            continue;
        }
        assert!(seen.contains(kind.as_str()), "no case of {kind}");
    }
}

#[test]
fn chinese_keeps_the_english_caret_position() {
    let t = "{订单号 | md6}";
    let e = &Plan::compile(t).unwrap_err()[0];
    let en = with_lang(Lang::En, || e.render(t));
    let zh = with_lang(Lang::ZhCn, || e.render(t));
    assert_eq!(
        en,
        "unknown transform `md6`; did you mean `md5`?\n  {订单号 | md6}\n         ^^^"
    );
    assert_eq!(
        zh,
        "未知的变换 `md6`；你是不是想写 `md5`？\n  {订单号 | md6}\n         ^^^"
    );
}

/// Key dumps with one problem each, in the format they are read as, and the 1-based line.
const KEY_DUMPS: &[(&str, Option<&str>, &[u8], u64)] = &[
    ("hex", None, b"00ff\n0g\n", 2),
    ("hex", None, b"abc", 1),
    ("binary", None, b"ok\nx\\xff\n", 2),
    ("binary", None, b"\n\xff\xfe\n", 2),
    ("scan", None, b"ROW  COLUMN+CELL\nnonsense\n", 2),
    (
        "scan",
        None,
        b" r\\x1 column=f:q, timestamp=1, value=v\n",
        1,
    ),
    ("csv", Some("key"), b"id,key\n1\n", 2),
    ("csv", Some("key"), b"id,key\n1,\xff\n", 2),
];

fn key_dump_errors() -> Vec<(String, String, String)> {
    use rowkey_core::keys::{quantile_split_keys, KeyFormat, KeyReader, KeyReservoir};
    let mut out = Vec::new();
    for (format, column, dump, line) in KEY_DUMPS {
        let format = KeyFormat::named(format, column.map(str::to_owned)).expect("a format");
        let mut reader = KeyReader::new(format);
        let e = reader
            .push(dump, &mut |_| {})
            .and_then(|()| reader.finish(&mut |_| {}))
            .expect_err("refused");
        assert_eq!(e.line, *line, "{}", e);
        let input = String::from_utf8_lossy(dump).into_owned();
        out.push((
            input,
            with_lang(Lang::En, || e.to_string()),
            with_lang(Lang::ZhCn, || e.to_string()),
        ));
        let again = reader.finish(&mut |_| {}).expect_err("still refused");
        out.push((
            "again".to_owned(),
            with_lang(Lang::En, || again.message.to_string()),
            with_lang(Lang::ZhCn, || again.message.to_string()),
        ));
    }
    let mut reader = KeyReader::new(KeyFormat::named("csv", Some("rowkey".into())).expect("csv"));
    let e = reader
        .push(b"id,key\n", &mut |_| {})
        .expect_err("no such column");
    out.push((
        "csv rowkey".to_owned(),
        with_lang(Lang::En, || e.to_string()),
        with_lang(Lang::ZhCn, || e.to_string()),
    ));
    for (name, column) in [("xml", None), ("hex", Some("k".to_owned()))] {
        let e = KeyFormat::named(name, column).expect_err("refused");
        out.push((
            name.to_owned(),
            with_lang(Lang::En, || e.to_string()),
            with_lang(Lang::ZhCn, || e.to_string()),
        ));
    }
    let mut reservoir = KeyReservoir::default();
    for k in ["a", "b", "c"] {
        reservoir.add(k.as_bytes());
    }
    for regions in [1, 5] {
        let e = quantile_split_keys(&reservoir.keys(), regions).expect_err("refused");
        out.push((
            format!("quantile {regions}"),
            with_lang(Lang::En, || e.to_string()),
            with_lang(Lang::ZhCn, || e.to_string()),
        ));
    }
    let note = |lang| {
        with_lang(lang, || {
            quantile_split_keys(&reservoir.keys(), 3)
                .expect("splits")
                .note
                .expect("a note")
                .to_string()
        })
    };
    out.push(("quantile note".to_owned(), note(Lang::En), note(Lang::ZhCn)));
    out
}

#[test]
fn key_dump_errors_read_in_chinese_with_the_same_arguments() {
    let cases = key_dump_errors();
    assert!(cases.len() >= 20, "only {} errors", cases.len());
    for (input, en, zh) in &cases {
        assert_ne!(en, zh, "{input}: not translated");
        assert!(
            zh.chars().any(|ch| ('\u{4e00}'..='\u{9fff}').contains(&ch)),
            "{input}: no Chinese in {zh:?}"
        );
        assert!(
            !has_english_phrase(&words_only(zh)),
            "{input}: English left in {zh:?}"
        );
        assert_keeps_arguments(&input, en, zh);
    }
}

#[test]
fn key_dump_errors_keep_their_english_words() {
    let e = KeyReaderCase::hex(b"00ff\n0g\n");
    assert_eq!(
        with_lang(Lang::En, || e.to_string()),
        "line 2: `g` at column 2 is not a hex digit"
    );
    assert_eq!(
        with_lang(Lang::ZhCn, || e.to_string()),
        "第 2 行：第 2 列的 `g` 不是十六进制数字"
    );
}

struct KeyReaderCase;

impl KeyReaderCase {
    fn hex(dump: &[u8]) -> rowkey_core::keys::KeysError {
        let mut reader = rowkey_core::keys::KeyReader::new(rowkey_core::keys::KeyFormat::Hex);
        reader.push(dump, &mut |_| {}).expect_err("refused")
    }
}

/// A fragment carrying `json` as this build's links do (deflate, then base64url).
#[cfg(feature = "deflate")]
fn fragment_of(json: &[u8]) -> String {
    use base64::Engine as _;
    let packed = miniz_oxide::deflate::compress_to_vec(json, 9);
    format!(
        "v1.{}",
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(packed)
    )
}

#[test]
#[cfg(feature = "deflate")]
fn link_errors_read_in_chinese_with_the_same_arguments() {
    use rowkey_core::link;
    let long = format!("v1.{}", "A".repeat(link::MAX_LINK_LENGTH + 1));
    let fragments = [
        "#".to_owned(),
        "v9.abc".to_owned(),
        "v1.!!!".to_owned(),
        "v1.AAAA".to_owned(),
        long,
        fragment_of(b"\xff\xfe"),
        fragment_of(br#"{"version": 7, "template": "{a}"}"#),
    ];
    let mut seen = BTreeSet::new();
    for f in &fragments {
        let en = with_lang(Lang::En, || link::decode(f).expect_err(f).message);
        let zh = with_lang(Lang::ZhCn, || link::decode(f).expect_err(f).message);
        seen.insert(en.clone());
        let second = format!(
            "{}&b={f}",
            fragment_of(br#"{"version": 1, "template": "{a}"}"#)
        );
        let second_en = with_lang(Lang::En, || {
            link::decode_second(&second)
                .expect("a B")
                .expect_err(f)
                .message
        });
        let second_zh = with_lang(Lang::ZhCn, || {
            link::decode_second(&second)
                .expect("a B")
                .expect_err(f)
                .message
        });
        assert!(second_en.ends_with(&en), "{second_en}");
        for (en, zh) in [(&en, &zh), (&second_en, &second_zh)] {
            assert_ne!(en, zh, "{f}: not translated");
            assert!(
                zh.chars().any(|ch| ('\u{4e00}'..='\u{9fff}').contains(&ch)),
                "{f}: no Chinese in {zh:?}"
            );
            // base64's and the inflater's own words are arguments in brackets and stay English.
            let ours = zh.split('（').next().unwrap_or(zh);
            assert!(
                !has_english_phrase(&words_only(ours)),
                "{f}: English left in {zh:?}"
            );
            assert_keeps_arguments(&f, en, zh);
        }
    }
    assert_eq!(seen.len(), fragments.len(), "{seen:#?}");
}

/// Split keys pasted into the splits panel, one problem each, in the format they are read as.
const PASTED: &[(rowkey_core::exchange::ImportFormat, &str)] = {
    use rowkey_core::exchange::ImportFormat::*;
    &[
        (GetSplits, "Total number of splits = 3\n10\n=> [\"10\"\n"),
        (
            GetSplits,
            "Total number of splits = 5\n10\n20\n=> [\"10\", \"20\"]\n",
        ),
        (GetSplits, "hbase:001:0> \n"),
        (
            GetSplits,
            "Total number of splits = 3\nTotal number of splits = 3\n",
        ),
        (GetSplits, "Total number of splits = x\n"),
        (GetSplits, "Total number of splits = 2\n10\n=> [\"11\"]\n"),
        (GetSplits, "Total number of splits = 2\n=> [\"1\\u12\"]\n"),
        (GetSplits, "Total number of splits = 2\n=> [10]\n"),
        (GetSplits, "=> [\"a\" \"b\"]\n"),
        (GetSplits, "=> [\"a\", \"\"]\n"),
        (List, "a\n'b\n"),
        (List, "\"a\" b\n"),
        (ListRegions, "nothing here\n"),
        (
            ListRegions,
            " SERVER_NAME | REGION_NAME | START_KEY | END_KEY |\n x\n",
        ),
        (RestJson, "[1]"),
        (RestJson, "{\"Region\": [{\"startKey\": 5}]}"),
        (RestJson, "{\"Region\": [{\"startKey\": \"!!\"}]}"),
        (RestJson, "<TableInfo><Region id=1/>"),
        (
            RestJson,
            "<TableInfo><Region startKey=\"&zz;\"/></TableInfo>",
        ),
        (SplitsFile, "a\n\nb\n"),
    ]
};

/// The import, export-refusal and column-family errors of the splits panel and the design's
/// table, in both languages.
fn exchange_errors() -> Vec<(String, String, String)> {
    use rowkey_core::exchange::{
        export_cbt, export_regionsplitter, export_shell_numregions, import,
    };
    let mut out = Vec::new();
    for (format, text) in PASTED {
        let e = import(*format, text).expect_err(text);
        out.push((
            format!("{format:?} {text}"),
            with_lang(Lang::En, || e.to_string()),
            with_lang(Lang::ZhCn, || e.to_string()),
        ));
    }
    let design = |json: &str| Design::from_json(json).expect(json);
    let explicit = design(
        r#"{"version": 1, "template": "{id}", "splits": {"algorithm": "explicit", "keys": ["a"]}}"#,
    );
    let hex = |extra: &str| {
        design(&format!(
            r#"{{"version": 1, "template": "{{id}}", "splits": {{"algorithm": "hexstring", "regions": 4{extra}}}}}"#
        ))
    };
    let mut attrs = hex("");
    attrs.table.families = Design::from_json(
        r#"{"version": 1, "template": "{id}", "table": {"families": [{"name": "d", "VERSIONS": 1}]}}"#,
    )
    .expect("families")
    .table
    .families;
    let mut namespaced = hex("");
    namespaced.table.name = "ns:t".into();
    let refusals = [
        ("regionsplitter explicit", export_regionsplitter(&explicit)),
        ("regionsplitter attrs", export_regionsplitter(&attrs)),
        ("numregions explicit", export_shell_numregions(&explicit)),
        (
            "numregions first",
            export_shell_numregions(&hex(r#", "first": "10""#)),
        ),
        ("cbt namespace", export_cbt(&namespaced, &[])),
        ("cbt comma", export_cbt(&hex(""), &[b"a,b".to_vec()])),
    ];
    for (what, r) in refusals {
        let e = r.expect_err(what);
        out.push((
            what.to_owned(),
            with_lang(Lang::En, || e.to_string()),
            with_lang(Lang::ZhCn, || e.to_string()),
        ));
    }
    for family in [
        r#"{"name": "d", "COMPRESSION": "zip"}"#,
        r#"{"name": "d", "VERSIONS": 0}"#,
        r#"{"name": "d", "BLOCKSIZE": 10}"#,
    ] {
        let json = format!(
            r#"{{"version": 1, "template": "{{id}}", "table": {{"families": [{family}]}}}}"#
        );
        let e = Design::from_json(&json).expect_err(&json);
        out.push((
            family.to_owned(),
            with_lang(Lang::En, || e.message.to_string()),
            with_lang(Lang::ZhCn, || e.message.to_string()),
        ));
    }
    out
}

#[test]
fn import_export_and_family_errors_read_in_chinese_with_the_same_arguments() {
    let cases = exchange_errors();
    assert!(cases.len() >= 29, "only {} errors", cases.len());
    for (input, en, zh) in &cases {
        assert_ne!(en, zh, "{input}: not translated");
        assert!(
            zh.chars().any(|ch| ('\u{4e00}'..='\u{9fff}').contains(&ch)),
            "{input}: no Chinese in {zh:?}"
        );
        // serde_json's and the base64 decoder's own words are arguments and stay English.
        let ours = zh.split("REST regions 文档：").next().unwrap_or(zh);
        let ours = ours.split('（').next().unwrap_or(ours);
        assert!(
            !has_english_phrase(&words_only(ours)),
            "{input}: English left in {zh:?}"
        );
        assert_keeps_arguments(&input, en, zh);
    }
}

#[test]
fn a_pasted_get_splits_error_keeps_its_english_words() {
    use rowkey_core::exchange::{import, ImportFormat};
    let e = import(
        ImportFormat::GetSplits,
        "Total number of splits = 3\n10\n=> [\"10\"\n",
    )
    .expect_err("not closed");
    assert_eq!((e.line, e.column), (3, Some(4)));
    assert_eq!(
        with_lang(Lang::En, || e.to_string()),
        "line 3: the list is not closed: `]` is missing"
    );
    assert_eq!(
        with_lang(Lang::ZhCn, || e.to_string()),
        "第 3 行：列表没有闭合：缺少 `]`"
    );
}
