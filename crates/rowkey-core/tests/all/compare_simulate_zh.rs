//! Comparing designs, simulating growth and reading sizing numbers in Simplified Chinese: every
//! label, reason, rule, approximation, summary and error is Chinese under `zh-CN` and carries
//! the same figures as the English one, which keeps its words.

use rowkey_core::analyze::{analyze, AnalyzeOptions, Report};
use rowkey_core::compare::{compare, compare_growth_outcomes, GrowthOutcome};
use rowkey_core::design::sizing::{parse_bytes, parse_count};
use rowkey_core::design::{Design, Query, Sizing, SplitAlgorithm};
use rowkey_core::i18n::{with_lang, Lang};
use rowkey_core::sample::Compiled;
use rowkey_core::simulate::policy::Policy;
use rowkey_core::simulate::{parse_size, simulate, GrowthReport, SimulateOptions};

fn han(t: &str) -> bool {
    t.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

/// The numbers of a text, sorted (a translation may reorder them but keeps every one).
fn figures(t: &str) -> Vec<String> {
    let mut v: Vec<String> = t
        .split(|c: char| !(c.is_ascii_digit() || c == ',' || c == '.'))
        .map(|s| s.trim_matches(['.', ',']).to_owned())
        .filter(|s| !s.is_empty())
        .collect();
    v.sort();
    v
}

fn same_in_chinese(en: &str, zh: &str) {
    assert!(han(zh), "no Chinese: {zh}");
    assert_eq!(figures(en), figures(zh), "\n{en}\n{zh}");
}

fn design(template: &str) -> Design {
    let mut d = Design::new(template);
    d.fields.insert("id".into(), "seq(0, 1)".into());
    d.splits.algorithm = SplitAlgorithm::Quantile;
    d.splits.regions = 8;
    d.sample.count = 10_000;
    d.queries.push(Query {
        name: "by id".into(),
        bind: [("id".to_owned(), "5".to_owned())].into_iter().collect(),
    });
    d
}

fn report(d: &Design) -> Report {
    let c = Compiled::new(d).unwrap();
    analyze(&c, AnalyzeOptions::for_design(&c)).unwrap()
}

#[test]
fn compare_speaks_chinese_with_the_same_figures() {
    let a = report(&design("{id | dec(10)}"));
    let b = report(&design("{salt(4)}_{id}"));
    let en = with_lang(Lang::En, || compare(&a, &b));
    let zh = with_lang(Lang::ZhCn, || compare(&a, &b));
    assert_eq!(en.differences.len(), zh.differences.len());
    assert!(en.differences.len() >= 5, "{:#?}", en.differences);
    let labels: Vec<&str> = en.differences.iter().map(|d| d.label.as_str()).collect();
    assert!(labels.contains(&"mean key length"), "{labels:?}");
    assert!(labels.contains(&"reads for query “by id”"), "{labels:?}");
    for (e, z) in en.differences.iter().zip(&zh.differences) {
        assert_eq!(
            (&e.aspect, e.a, e.b, e.better),
            (&z.aspect, z.a, z.b, z.better)
        );
        same_in_chinese(&e.label, &z.label);
        same_in_chinese(&e.why, &z.why);
        same_in_chinese(&format!("{} {}", e.a_text, e.b_text), &{
            let t = format!("{} {}", z.a_text, z.b_text);
            // Figures with no words (a count, a share) read the same in both languages.
            if han(&t) {
                t
            } else {
                format!("{t} 数")
            }
        });
    }
    let length = en
        .differences
        .iter()
        .find(|d| d.aspect == "mean_key_length");
    assert!(length.unwrap().a_text.ends_with(" bytes"));
    let length = zh
        .differences
        .iter()
        .find(|d| d.aspect == "mean_key_length");
    assert!(length.unwrap().a_text.ends_with(" 字节"));
}

fn growth(template: &str, lang: Lang) -> GrowthReport {
    let mut d = Design::new(template);
    d.fields.insert("id".into(), "seq(1, 1)".into());
    let c = Compiled::new(&d).unwrap();
    let opts = SimulateOptions {
        rows: 300,
        row_bytes: (1 << 20) - 8,
        policy: Policy::Stepping,
        ..SimulateOptions::default()
    };
    with_lang(lang, || simulate(&c, &opts, &mut |_, _| {}).unwrap())
}

#[test]
fn growth_speaks_chinese_with_the_same_figures() {
    let (en, zh) = (
        growth("{id | i64}", Lang::En),
        growth("{id | i64}", Lang::ZhCn),
    );
    assert!(en
        .verdict
        .summary
        .render(Lang::En)
        .starts_with("at the start, 4,096 consecutive writes reach "));
    let both = |e: &rowkey_core::i18n::Message, z: &rowkey_core::i18n::Message| {
        same_in_chinese(&e.render(Lang::En), &z.render(Lang::ZhCn))
    };
    both(&en.verdict.summary, &zh.verdict.summary);
    both(&en.policy.rule, &zh.policy.rule);
    assert_eq!(en.approximations.len(), 6);
    for (e, z) in en.approximations.iter().zip(&zh.approximations) {
        both(e, z);
    }
    for p in Policy::ALL {
        let e = with_lang(Lang::En, || p.rule().to_string());
        let z = with_lang(Lang::ZhCn, || p.rule().to_string());
        assert!(e.contains("split"), "{e}");
        same_in_chinese(&e, &z);
    }
    // Two growths side by side.
    let other = growth("{id | md5 | hex | left(2)}{id}", Lang::En);
    let (a, b) = (GrowthOutcome::of(&en), GrowthOutcome::of(&other));
    let e = with_lang(Lang::En, || compare_growth_outcomes(&a, &b));
    let z = with_lang(Lang::ZhCn, || compare_growth_outcomes(&a, &b));
    assert!(!e.is_empty());
    for (e, z) in e.iter().zip(&z) {
        same_in_chinese(&e.label, &z.label);
        same_in_chinese(&e.why, &z.why);
    }
}

#[test]
fn option_and_number_errors_speak_chinese() {
    let bad_options = [
        SimulateOptions {
            rows: 0,
            ..SimulateOptions::default()
        },
        SimulateOptions {
            servers: 0,
            ..SimulateOptions::default()
        },
        SimulateOptions {
            windows: 5000,
            ..SimulateOptions::default()
        },
        SimulateOptions {
            flush_size: 0,
            ..SimulateOptions::default()
        },
        SimulateOptions {
            max_filesize: 5,
            ..SimulateOptions::default()
        },
    ];
    for o in &bad_options {
        let e = with_lang(Lang::En, || o.check().unwrap_err().to_string());
        let z = with_lang(Lang::ZhCn, || o.check().unwrap_err().to_string());
        same_in_chinese(&e, &z);
    }
    type Parse = fn(&str) -> Result<u64, String>;
    let texts: [(&str, Parse); 8] = [
        ("", parse_count),
        ("-5", parse_count),
        ("2 zillion", parse_count),
        ("1e30", parse_count),
        ("1.5", parse_count),
        ("10 GiBs", parse_bytes),
        ("abc", parse_bytes),
        ("10 X", parse_size),
    ];
    for (text, parse) in texts {
        let e = with_lang(Lang::En, || parse(text).unwrap_err());
        let z = with_lang(Lang::ZhCn, || parse(text).unwrap_err());
        assert!(han(&z), "{z}");
        assert_eq!(figures(&e), figures(&z), "\n{e}\n{z}");
    }
    assert_eq!(
        parse_count("-5").unwrap_err(),
        "must be a positive number, got `-5`"
    );
    for s in [
        Sizing::new(0, 1),
        Sizing::new(1, 0),
        Sizing::new(u64::MAX, 1 << 29),
    ] {
        let e = with_lang(Lang::En, || s.problems()[0].to_string());
        let z = with_lang(Lang::ZhCn, || s.problems()[0].to_string());
        same_in_chinese(&e, &z);
    }
    let e = with_lang(Lang::ZhCn, || Policy::parse("steping").unwrap_err());
    assert!(han(&e) && e.contains("`steping`"), "{e}");
}
