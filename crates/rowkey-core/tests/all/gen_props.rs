//! Properties of generator expressions: parsing is total, spans stay inside the input, and the
//! normal form parses back to the same spec.

use proptest::prelude::*;
use rowkey_core::gen::GeneratorSpec;

fn expr_like() -> impl Strategy<Value = String> {
    // Every real generator name, and one near-miss the parser must reject with a hint.
    let mut all: Vec<&str> = rowkey_core::gen::GENERATOR_NAMES.to_vec();
    all.push("sequ");
    let names = prop::sample::select(all);
    let atom = prop_oneof![
        any::<i64>().prop_map(|i| i.to_string()),
        (0.0f64..1e6).prop_map(|f| f.to_string()),
        (1e15f64..1e25).prop_map(|f| format!("{f:e}")),
        "[a-z#?*\\\\]{0,6}".prop_map(|s| format!("{s:?}")),
        Just("\"2024-02-15T00:00:00Z\"".to_string()),
        Just("[177, 159]".to_string()),
        "[ ,:()\\[\\]\"0-9a-z.-]{0,4}",
    ];
    let arg = (atom, prop::option::of(0u32..20)).prop_map(|(a, w)| match w {
        Some(w) => format!("{a}: {w}"),
        None => a,
    });
    (names, prop::collection::vec(arg, 0..4))
        .prop_map(|(n, args)| format!("{n}({})", args.join(", ")))
}

proptest! {
    #[test]
    fn parsing_is_total_and_spans_are_in_bounds(src in "\\PC{0,40}") {
        if let Err(e) = GeneratorSpec::parse(&src) {
            prop_assert!(e.span.start <= e.span.end && e.span.end <= src.len(), "{e:?}");
        }
    }

    #[test]
    fn normal_form_round_trips(src in expr_like()) {
        match GeneratorSpec::parse(&src) {
            Ok(spec) => {
                let back = GeneratorSpec::parse(&spec.describe());
                prop_assert_eq!(back.as_ref().ok(), Some(&spec), "{} -> {}", src, spec.describe());
            }
            Err(e) => prop_assert!(e.span.end <= src.len(), "{e:?}"),
        }
    }
}
