//! Every report the workers answer reads back, on the page's side, as the Rust value it was.

use rowkey_core::analyze::compact;
use rowkey_core::design::Design;
use rowkey_core::i18n::{with_lang, Lang};
use rowkey_core::sample::Compiled;
use rowkey_core::simulate::{policy::Policy, simulate, GrowthReport, SimulateOptions};
use rowkey_protocol::{FirstRequest, MoreRequest, QuickRequest, WorkerError};

fn design() -> Compiled {
    let mut d = Design::new("{region}_{id}");
    d.fields
        .insert("region".into(), "choice(\"eu\", \"us\")".into());
    d.fields.insert("id".into(), "seq(1, 1)".into());
    d.sample.count = 2_000;
    Compiled::new(&d).expect("compiles")
}

#[test]
fn a_growth_report_reads_back_as_itself() {
    let opts = SimulateOptions {
        rows: 50_000,
        sample: 5_000,
        policy: Policy::Constant,
        max_filesize: 2 << 20,
        row_bytes: 1_000,
        ..SimulateOptions::default()
    };
    let report = simulate(&design(), &opts, &mut |_, _| {}).expect("simulates");
    assert!(report.final_regions.len() > 1, "the table split");
    // The page reads it in the compact form, messages as ids and arguments: the same value.
    let bytes = compact::value_to_bytes(&report).expect("serialises");
    let back: GrowthReport = compact::value_from_bytes(&bytes).expect("reads back");
    assert_eq!(back, report);
    // So its sentences render in whatever language the page shows, without a new simulation.
    let zh = back.verdict.summary.render(Lang::ZhCn);
    assert_eq!(
        zh,
        with_lang(Lang::ZhCn, || report.verdict.summary.to_string())
    );
    assert!(
        zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
        "{zh}"
    );
    assert_ne!(zh, back.verdict.summary.render(Lang::En));
    // The JSON (for people and tests) says the same texts.
    let json = serde_json::to_string(&report).expect("serialises");
    let read: GrowthReport = serde_json::from_str(&json).expect("reads back");
    assert_eq!(serde_json::to_string(&read).expect("serialises"), json);
    // A report of another build (a policy this one does not know) is refused, not guessed.
    let other = json.replace("\"constant\"", "\"sometimes\"");
    assert!(serde_json::from_str::<GrowthReport>(&other).is_err());
}

#[test]
fn simulate_options_cross_as_json_with_defaults_for_what_is_left_out() {
    let opts = SimulateOptions {
        rows: 7,
        policy: Policy::Disabled,
        ..SimulateOptions::default()
    };
    let back: SimulateOptions =
        serde_json::from_str(&serde_json::to_string(&opts).expect("serialises")).expect("reads");
    assert_eq!(back, opts);
    let partial: SimulateOptions = serde_json::from_str(r#"{"servers": 3}"#).expect("reads");
    assert_eq!(
        partial,
        SimulateOptions {
            servers: 3,
            ..SimulateOptions::default()
        }
    );
    assert!(serde_json::from_str::<SimulateOptions>(r#"{"rows": -1}"#).is_err());
}

#[test]
fn every_quick_request_crosses_tagged_by_its_group_and_operation() {
    let design = Design::new("{id}");
    let first = [
        FirstRequest::Segments {
            design: design.clone(),
        },
        FirstRequest::Check {
            design: design.clone(),
            lang: rowkey_core::i18n::Lang::ZhCn,
        },
        FirstRequest::Preview {
            design: design.clone(),
            count: 1,
        },
    ];
    let more = [
        MoreRequest::Ruler {
            design: design.clone(),
            prefix: vec![0, 0xFF],
        },
        MoreRequest::Export {
            design: design.clone(),
            kind: "hbase-shell".into(),
            quantile: Some(vec!["a\\x00".into()]),
        },
        MoreRequest::Csv {
            design: design.clone(),
            count: 3,
        },
        MoreRequest::SplitCheck {
            splits: Default::default(),
        },
        MoreRequest::Import {
            format: "auto".into(),
            text: "a\nb".into(),
        },
        MoreRequest::LinkError {
            fragment: "#d=x".into(),
            second: true,
        },
        MoreRequest::OpenReport { text: "{}".into() },
        MoreRequest::Decode {
            design,
            key: vec![1, 2],
        },
    ];
    let requests = first
        .iter()
        .cloned()
        .map(QuickRequest::from)
        .chain(more.iter().cloned().map(QuickRequest::from));
    let ops = [
        ("first", "segments"),
        ("first", "check"),
        ("first", "preview"),
        ("more", "ruler"),
        ("more", "export"),
        ("more", "csv"),
        ("more", "split-check"),
        ("more", "import"),
        ("more", "link-error"),
        ("more", "open-report"),
        ("more", "decode"),
    ];
    let mut seen = 0;
    for (r, (group, op)) in requests.zip(ops) {
        seen += 1;
        let text = r.to_json();
        let v: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        let members: Vec<&String> = v.as_object().expect("an object").keys().collect();
        assert_eq!(members, [group], "{text}");
        let members: Vec<&String> = v[group].as_object().expect("an object").keys().collect();
        assert_eq!(members, [op], "{text}");
        assert_eq!(QuickRequest::from_json(&text).expect("reads back"), r);
        // The worker's main path reads the first screen's requests alone.
        let head = QuickRequest::first_from_json(&text).expect("reads");
        match &r {
            QuickRequest::First(f) => assert_eq!(head.as_ref(), Some(f)),
            QuickRequest::More(_) => assert_eq!(head, None),
        }
    }
    assert_eq!(seen, ops.len());
}

#[test]
fn a_malformed_quick_request_says_what_is_wrong_when_read_whole() {
    // Arguments of the wrong type: the first screen's on the main path, the others when read
    // whole (in the worker's chunk).
    let e = QuickRequest::first_from_json(
        r#"{"first":{"preview":{"design":{"template":"{id}"},"count":"x"}}}"#,
    )
    .expect_err("a string count");
    assert!(e.contains("invalid type"), "{e}");
    let bad = r#"{"more":{"csv":{"design":{"template":"{id}"},"count":"x"}}}"#;
    assert_eq!(QuickRequest::first_from_json(bad), Ok(None));
    let e = QuickRequest::from_json(bad).expect_err("a string count");
    assert!(e.contains("invalid type"), "{e}");
    // A group or an operation that does not exist.
    let e = QuickRequest::first_from_json(r#"{"later":{}}"#).expect_err("no such group");
    assert!(e.contains("later") && e.contains("first"), "{e}");
    let e = QuickRequest::from_json(r#"{"more":{"segments":{}}}"#).expect_err("not a more");
    assert!(e.contains("segments"), "{e}");
    assert!(QuickRequest::first_from_json("{").is_err());
}

#[test]
fn an_error_in_a_design_crosses_with_where_it_is() {
    let errors = Compiled::new(&Design::new("{id | i32}")).expect_err("id has no generator");
    let e = WorkerError::from_design(&errors[0]);
    let back = WorkerError::from_json(&e.to_json()).expect("reads back");
    let d = back.design_error().expect("an error in the design");
    assert_eq!(
        (d.kind, d.path.as_str(), d.span),
        (errors[0].kind, "template", errors[0].span)
    );
    assert_eq!(back.message.id(), errors[0].message.id());
    assert_eq!(back.text, errors[0].to_string());
}

#[test]
fn an_analysis_report_crosses_with_its_messages_as_ids_and_arguments() {
    use rowkey_core::analyze::{analyze, compact, AnalyzeOptions};
    use rowkey_core::i18n::{with_lang, Lang};
    // A timestamp first: every write goes to the last region, which the lints say.
    let mut d = Design::new("{ts}_{id}");
    d.fields.insert("ts".into(), "seq(1700000000, 1)".into());
    d.fields.insert("id".into(), "seq(1, 1)".into());
    d.sample.count = 2_000;
    let c = Compiled::new(&d).expect("compiles");
    let report = analyze(&c, AnalyzeOptions::for_design(&c)).expect("analyses");
    assert!(!report.lints.is_empty(), "the design has lints");
    // Made in English (the worker's language when it analysed)…
    let bytes = with_lang(Lang::En, || compact::to_bytes(&report)).expect("compact");
    let back = compact::from_bytes(&bytes).expect("reads back");
    // …and shown in Chinese without analysing again.
    for (was, now) in report.lints.iter().zip(&back.lints) {
        assert_eq!(now.message.id(), was.message.id());
        let zh = now.message.render(Lang::ZhCn);
        assert_eq!(zh, was.message.render(Lang::ZhCn));
        assert_ne!(zh, was.message.render(Lang::En), "{zh}");
    }
    // The JSON report stays text in the language it was asked in.
    let json = with_lang(Lang::ZhCn, || serde_json::to_string(&back)).expect("JSON");
    assert!(json.contains(&report.lints[0].message.render(Lang::ZhCn)));
}
