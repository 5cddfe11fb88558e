//! The analysis report's notes in Simplified Chinese: each note (the last region of a
//! number-string splitter, a sample cut to its budget, how salt, quantile and auto splits were
//! made, a key dump's reading) is Chinese under `zh-CN`, carries the same figures as the English
//! one, and the English one is the text the tests and front ends have always read.

use rowkey_core::analyze::budget::sample_rows;
use rowkey_core::analyze::{analyze, AnalyzeOptions, Report};
use rowkey_core::design::{Design, SplitAlgorithm};
use rowkey_core::i18n::{with_lang, Lang};
use rowkey_core::keys::{KeyFormat, KeysAnalysis};
use rowkey_core::sample::Compiled;

fn design(template: &str, fields: &[(&str, &str)], algo: SplitAlgorithm, regions: u32) -> Design {
    let mut d = Design::new(template);
    for (n, g) in fields {
        d.fields.insert((*n).into(), (*g).into());
    }
    d.splits.algorithm = algo;
    d.splits.regions = regions;
    d
}

fn report(d: &Design, lang: Lang) -> Report {
    with_lang(lang, || {
        let c = Compiled::new(d).unwrap();
        analyze(&c, AnalyzeOptions::for_design(&c)).unwrap()
    })
}

/// The numbers of a text (digits with their grouping and decimal marks), sorted: a translation
/// may put them in another order but must keep every one.
fn figures(t: &str) -> Vec<String> {
    let mut out: Vec<String> = t
        .split(|c: char| !(c.is_ascii_digit() || c == ',' || c == '.'))
        .map(|s| s.trim_matches(|c| c == ',' || c == '.'))
        .filter(|s| s.chars().any(|c| c.is_ascii_digit()))
        .map(str::to_owned)
        .collect();
    out.sort();
    out
}

fn assert_translated(en: &str, zh: &str) {
    assert!(
        zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
        "{zh}"
    );
    assert_eq!(figures(en), figures(zh), "\n{en}\n{zh}");
    assert!(!figures(en).is_empty(), "{en}");
    // No English sentence of ours is left: at most identifiers and units.
    for w in ["the ", " of ", "keys ", "regions"] {
        assert!(!zh.contains(w), "{w:?} in {zh}");
    }
}

#[test]
fn the_remainder_region_note_in_both_languages() {
    let mut d = design(
        "{id | md5 | hex | left(4)}_{id}",
        &[("id", "seq(0, 1)")],
        SplitAlgorithm::HexString,
        1000,
    );
    d.splits.first = Some("0000".into());
    d.splits.last = Some("ffff".into());
    d.sample.count = 20_000;
    let en = report(&d, Lang::En)
        .regions
        .last()
        .unwrap()
        .note
        .clone()
        .unwrap()
        .render(Lang::En);
    let zh = report(&d, Lang::ZhCn)
        .regions
        .last()
        .unwrap()
        .note
        .clone()
        .unwrap()
        .render(Lang::ZhCn);
    assert!(en.starts_with(
        "HexStringSplit gives the last region the remainder of the keyspace (RegionSplitter gives \
         every region the range divided by 1000, rounded down,"
    ));
    assert!(
        en.contains("it expects 0.917 % of the keys against"),
        "{en}"
    );
    assert!(zh.starts_with("HexStringSplit 把 keyspace 的余数"), "{zh}");
    assert!(zh.contains("0.917%"), "{zh}");
    assert_translated(&en.replace(" %", "%"), &zh);
}

#[test]
fn the_sample_budget_note_in_both_languages() {
    let d = design(
        &vec!["{id}"; 10_000].join("_"),
        &[("id", "choice(\"a\", \"b\")")],
        SplitAlgorithm::None,
        1,
    );
    let c = Compiled::new(&d).unwrap();
    let en = with_lang(Lang::En, || {
        sample_rows(&c, 100_000).unwrap().note.unwrap().to_string()
    });
    let zh = with_lang(Lang::ZhCn, || {
        sample_rows(&c, 100_000).unwrap().note.unwrap().to_string()
    });
    assert!(en.starts_with("analysed the first "), "{en}");
    assert!(en.contains(" of 100,000 sample rows: each key of this design costs about "));
    assert!(en.contains("one analysis spends at most 16,000,000,000 (a few seconds)"));
    assert_translated(&en, &zh);
}

#[test]
fn split_notes_in_both_languages() {
    let salt = design(
        "{salt(16)}_{id}",
        &[("id", "seq(0, 1)")],
        SplitAlgorithm::Salt,
        16,
    );
    let grouped = design(
        "{salt(16)}_{id}",
        &[("id", "seq(0, 1)")],
        SplitAlgorithm::Salt,
        4,
    );
    let mut quantile = design(
        "{k}",
        &[("k", "int(0, 1000000000)")],
        SplitAlgorithm::Quantile,
        8,
    );
    quantile.sample.count = 20_000;
    let auto = design(
        "{k}",
        &[("k", "choice(\"a\", \"b\")")],
        SplitAlgorithm::Auto,
        8,
    );
    for (d, expected) in [
        (&salt, "one region per bucket: 16 buckets"),
        (&grouped, "16 buckets grouped into 4 regions"),
        (&quantile, "from 20000 sorted sample keys ("),
        (
            &auto,
            "the template can produce too few distinct keys for 8 even regions: ",
        ),
    ] {
        let en = report(d, Lang::En).splits.note.unwrap().render(Lang::En);
        let zh = report(d, Lang::ZhCn)
            .splits
            .note
            .unwrap()
            .render(Lang::ZhCn);
        assert!(en.starts_with(expected), "{en}");
        assert_translated(&en, &zh);
    }
}

#[test]
fn the_key_dump_note_in_both_languages() {
    let d = design(
        "{id}",
        &[("id", "pattern(\"user###\")")],
        SplitAlgorithm::None,
        1,
    );
    let read = |lang, format: KeyFormat, input: &[u8]| {
        with_lang(lang, || {
            let c = Compiled::new(&d).unwrap();
            let opts = AnalyzeOptions::for_design(&c);
            let mut a = KeysAnalysis::new(c, format, opts, false).unwrap();
            a.push(input).unwrap();
            a.finish().unwrap().sample.note.unwrap().to_string()
        })
    };
    let lines = b"user100\nuser600\r\nuser7";
    let en = read(Lang::En, KeyFormat::Lines, lines);
    assert_eq!(en, "3 keys read from the key dump");
    assert_translated(&en, &read(Lang::ZhCn, KeyFormat::Lines, lines));
    let csv = b"rowkey,n\nuser1,1\nuser2,2\n";
    let header = |lang| read(lang, KeyFormat::Csv { column: None }, csv);
    let en = header(Lang::En);
    assert_eq!(
        en,
        "2 keys read from the key dump; the csv's first row is its header (key column `rowkey`), not a key"
    );
    let zh = header(Lang::ZhCn);
    assert!(zh.contains("`rowkey`"), "{zh}");
    assert_translated(&en, &zh);
}
