//! `not-unique`: fields that reach the key only through transforms that map two values to one,
//! and repeated keys in the sample.

use super::{int, joined, msg, Cx, Lint, Rule, Severity, Visit};
use crate::gen::{expected_repeats, Draw, Generator};
use crate::i18n::{Arg, Entry, Message};
use crate::keyspace::{Abs, ByteSet};
use crate::plan::ir::{Loss, Op, Src};
use crate::plan::PlanPart;
use crate::Span;

const RULE: Rule = Rule::NotUnique;
/// Repeated keys that come from the generators drawing the same values twice, not the key.
const SAMPLE_RULE: Rule = Rule::SampleRepeats;

/// Whether `op` can map two different values to one, given what can reach it. Transforms that
/// only lose information outside the values that reach them (`i32` of small ints, `left(20)` of
/// 10-char ids, `upper` of lowercase hex) are not lossy here.
pub(super) fn is_lossy(op: &Op, before: &Abs) -> bool {
    let int = match before {
        Abs::Int(i) => Some(i),
        Abs::Text(..) => None,
    };
    let longest = match before {
        Abs::Text(l, _) => Some(l.len_range().1),
        Abs::Int(_) => None,
    };
    match op.facts().loss {
        Loss::Never => false,
        Loss::Always | Loss::Calendar(_) => true,
        Loss::Remainder(n) => {
            let m = (n.as_i64() as i128).abs();
            !int.is_some_and(|i| i.lo >= 0 && i.hi < m)
        }
        Loss::Mask(m) => {
            let m = m.as_i64() as i128;
            // `x & m == x` for every x in range only when m is all low ones covering the range.
            !int.is_some_and(|i| m >= 0 && m & (m + 1) == 0 && i.lo >= 0 && i.hi <= m)
        }
        Loss::Sign => int.is_none_or(|i| i.lo < 0),
        Loss::Quotient(n) => n.as_i64().unsigned_abs() != 1,
        Loss::Product(n) => n.as_i64() == 0,
        Loss::Cut(n) => longest.is_none_or(|m| m > n),
        Loss::Slice(a, b) => !(a == 0 && longest.is_some_and(|m| m <= b)),
        Loss::Case => match before {
            Abs::Text(l, _) => case_collides(l.alphabet()),
            Abs::Int(_) => false,
        },
        Loss::Narrow(bits) => {
            let (min, max) = (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1);
            !int.is_some_and(|i| i.lo >= min && i.hi <= max)
        }
    }
}

/// Case mapping merges two strings when a letter can occur in both cases, and (Unicode case
/// rules being what they are) whenever non-ASCII text can occur.
fn case_collides(alphabet: ByteSet) -> bool {
    alphabet.iter().any(|b| b >= 0x80)
        || (b'a'..=b'z').any(|b| alphabet.contains(b) && alphabet.contains(b.to_ascii_uppercase()))
}

/// One way a field reaches the key through a transform that maps two values to one.
struct Reach {
    /// The transform's text (`date("%Y%m%d")`).
    op: String,
    /// 1-based among the template's segments.
    segment: usize,
    /// The segment as written with its span.
    label: Message,
    span: Span,
    /// The time (in ms) the transform cuts a millisecond timestamp to, when it is a time cut.
    resolution: Option<i64>,
}

impl Reach {
    fn describe(&self) -> Message {
        crate::msg!(
            msg::REACH,
            op = self.op.as_str(),
            segment = int(self.segment),
            label = self.label.clone()
        )
    }
}

/// The time units a cut is named by, finest first: as the cut's target (`the minute`) and as
/// what records share (`minute`).
const UNITS: [(i64, &Entry, &Entry); 7] = [
    (1, msg::UNIT_MS, msg::SAME_MS),
    (1_000, msg::UNIT_S, msg::SAME_S),
    (60_000, msg::UNIT_MIN, msg::SAME_MIN),
    (3_600_000, msg::UNIT_H, msg::SAME_H),
    (86_400_000, msg::UNIT_D, msg::SAME_D),
    (2_592_000_000, msg::UNIT_MON, msg::SAME_MON),
    (31_536_000_000, msg::UNIT_Y, msg::SAME_Y),
];

/// What a time cut keeps: `the minute` and `minute`, or `3 s` twice for a cut that is not a unit.
fn resolution_text(ms: i64) -> (Arg, Arg) {
    match UNITS.iter().find(|(u, _, _)| *u == ms) {
        Some((_, to, same)) => (Message::new(to).into(), Message::new(same).into()),
        None => {
            let t = if ms % 1000 == 0 {
                format!("{} s", ms / 1000)
            } else {
                format!("{ms} ms")
            };
            (t.clone().into(), t.into())
        }
    }
}

/// The finest time a `date(...)` format keeps, in ms (a month and a year counted as 30 and 365
/// days, which only matters for ordering the cuts).
fn date_resolution(format: &crate::plan::ir::DateFormat) -> i64 {
    use chrono::format::{Fixed, Item, Numeric};
    format
        .items()
        .unwrap_or_default()
        .iter()
        .filter_map(|item| match item {
            Item::Numeric(n, _) => match n {
                Numeric::Nanosecond => Some(1),
                Numeric::Second | Numeric::Timestamp => Some(1_000),
                Numeric::Minute => Some(60_000),
                Numeric::Hour | Numeric::Hour12 => Some(3_600_000),
                Numeric::Day
                | Numeric::Ordinal
                | Numeric::NumDaysFromSun
                | Numeric::WeekFromMon
                | Numeric::WeekdayFromMon
                | Numeric::IsoWeek
                | Numeric::WeekFromSun => Some(86_400_000),
                Numeric::Month => Some(2_592_000_000),
                _ => Some(31_536_000_000),
            },
            Item::Fixed(
                Fixed::Nanosecond
                | Fixed::Nanosecond3
                | Fixed::Nanosecond6
                | Fixed::Nanosecond9
                | Fixed::RFC3339
                | Fixed::RFC2822,
            ) => Some(1),
            Item::Fixed(Fixed::ShortMonthName | Fixed::LongMonthName) => Some(2_592_000_000),
            Item::Fixed(Fixed::ShortWeekdayName | Fixed::LongWeekdayName) => Some(86_400_000),
            _ => None,
        })
        .min()
        .unwrap_or(i64::MAX)
}

/// The time a lossy op cuts a timestamp field to, if it is a time cut.
fn time_cut(op: &Op, timestamp: bool) -> Option<i64> {
    match op.facts().loss {
        Loss::Calendar(f) => Some(date_resolution(f)),
        Loss::Quotient(n) if timestamp => Some(n.as_i64().abs()),
        Loss::Quotient(_)
        | Loss::Never
        | Loss::Always
        | Loss::Remainder(_)
        | Loss::Mask(_)
        | Loss::Sign
        | Loss::Product(_)
        | Loss::Cut(_)
        | Loss::Slice(..)
        | Loss::Case
        | Loss::Narrow(_) => None,
    }
}

pub(super) fn not_unique(cx: &Cx<'_>) -> Vec<Lint> {
    let n = cx.plan.fields().len();
    let mut kept = vec![false; n];
    // Every lossy way each field reaches the key, in template order.
    let mut lossy: Vec<Vec<Reach>> = (0..n).map(|_| Vec::new()).collect();
    let timestamps: Vec<bool> = cx
        .input
        .compiled
        .field_specs()
        .iter()
        .map(|s| matches!(s.generator(), Generator::Timestamp { .. }))
        .collect();
    for (k, seg) in cx.segs.iter().enumerate() {
        cx.walk(seg, &mut |v| {
            if let Visit::Field { index, lossy: op } = v {
                match op {
                    None => {
                        if let Some(k) = kept.get_mut(index) {
                            *k = true;
                        }
                    }
                    Some(op) => {
                        let text = cx.op_text(op);
                        if let Some(reaches) = lossy.get_mut(index) {
                            if !reaches.iter().any(|r| r.segment == k + 1 && r.op == text) {
                                reaches.push(Reach {
                                    op: text,
                                    segment: k + 1,
                                    label: seg.label(),
                                    span: seg.info.span,
                                    resolution: time_cut(
                                        &op.op,
                                        timestamps.get(index).copied().unwrap_or(false),
                                    ),
                                });
                            }
                        }
                    }
                }
            }
        });
    }
    let mut out = Vec::new();
    for (i, name) in cx.plan.fields().iter().enumerate() {
        if kept[i] || lossy[i].is_empty() {
            continue;
        }
        out.push(lossy_field_lint(name, &lossy[i]));
    }
    if let Some(o) = cx.input.observed.filter(|o| o.collisions > 0) {
        let lossy_names: Vec<&str> = cx
            .plan
            .fields()
            .iter()
            .enumerate()
            .filter(|&(i, _)| !kept[i] && !lossy[i].is_empty())
            .map(|(_, f)| f.as_str())
            .collect();
        out.push(observed_repeats(cx, o, &lossy_names));
    }
    out
}

/// A field that reaches the key only through lossy transforms: every segment it does so in,
/// and the real cause — for a time cut everywhere, the finest time that reaches the key.
fn lossy_field_lint(name: &str, reaches: &[Reach]) -> Lint {
    let ways = match reaches {
        [one] => crate::msg!(msg::REACHES_ONE, name = name, reach = one.describe()),
        _ => {
            let listed = reaches.iter().map(Reach::describe).collect();
            crate::msg!(
                msg::REACHES_MANY,
                name = name,
                n = int(reaches.len()),
                list = joined(listed, msg::AND).map_or(Arg::Text(String::new()), Arg::from)
            )
        }
    };
    let finest = reaches
        .iter()
        .map(|r| r.resolution)
        .collect::<Option<Vec<i64>>>()
        .and_then(|cuts| {
            let min = cuts.into_iter().min()?;
            reaches.iter().find(|r| r.resolution == Some(min))
        });
    let (cause, span) = match finest {
        Some(r) => {
            let res = r.resolution.unwrap_or(i64::MAX);
            let (unit, same) = resolution_text(res);
            let finest_of = if reaches.len() > 1 {
                crate::msg!(msg::FINEST_OF, op = r.op.as_str(), segment = int(r.segment))
            } else {
                crate::msg!(msg::IT)
            };
            (
                crate::msg!(
                    msg::TIME_CUT,
                    finest = finest_of,
                    unit = unit,
                    same = same,
                    name = name
                ),
                r.span,
            )
        }
        None => (crate::msg!(msg::LOSSY_CAUSE, name = name), reaches[0].span),
    };
    Lint::new(
        RULE,
        Severity::Warning,
        because(ways, cause),
        crate::msg!(msg::NOT_UNIQUE_WHY),
        Some(span),
    )
}

/// A finding and its cause: `what: cause`.
fn because(what: Message, cause: Message) -> Message {
    crate::msg!(msg::BECAUSE, a = what, b = cause)
}

/// Repeated keys in the sample, told apart by cause: a key that cannot tell records apart (it
/// drops a field, keeps one only through a lossy transform, or its parts run into each other) is
/// a design problem; a key that can, repeats only because the generators drew the same values
/// twice — a property of the sample, said as such with how many values they can make.
fn observed_repeats(cx: &Cx<'_>, o: super::Observed, lossy: &[&str]) -> Lint {
    let repeats = crate::msg!(msg::REPEATS_SAMPLE, n = o.collisions, keys = o.keys);
    let dropped: Vec<&str> = cx
        .input
        .compiled
        .design()
        .fields
        .keys()
        .filter(|f| !cx.plan.fields().contains(f))
        .map(String::as_str)
        .collect();
    let cause = if let Some(f) = dropped.first() {
        Some(crate::msg!(msg::DROPS_FIELD, f = *f))
    } else if let Some(f) = lossy.first() {
        Some(crate::msg!(msg::LOSSY_REPEAT, f = *f))
    } else {
        run_together(cx).map(|label| crate::msg!(msg::RUN_TOGETHER, segment = label))
    };
    if let Some(cause) = cause {
        return Lint::new(
            RULE,
            Severity::Warning,
            crate::msg!(msg::REPEATS_BECAUSE, repeats = repeats, cause = cause),
            crate::msg!(msg::NOT_UNIQUE_WHY),
            None,
        );
    }
    Lint::new(
        SAMPLE_RULE,
        Severity::Info,
        crate::msg!(
            msg::SAMPLE_REPEATS,
            repeats = repeats,
            generators = generator_repeats(cx, o.keys)
        ),
        crate::msg!(msg::SAMPLE_REPEATS_WHY),
        None,
    )
}

/// How many values the key's generators can make and the repeats to expect in `n` rows.
fn generator_repeats(cx: &Cx<'_>, n: u64) -> Message {
    let compiled = cx.input.compiled;
    let specs = compiled.field_specs();
    let fields: Vec<Message> = cx
        .plan
        .fields()
        .iter()
        .zip(specs)
        .map(|(f, spec)| {
            let d = spec.distinct_values(compiled.data());
            let how = match spec.draw() {
                Draw::Random => msg::AT_RANDOM,
                Draw::ByRow => msg::BY_ROW,
            };
            crate::msg!(
                msg::GEN_VALUES,
                f = f,
                spec = spec.to_string(),
                count = count(d),
                how = Message::new(how)
            )
        })
        .collect();
    // A random `salt(N)` multiplies the values a record's key can take by N.
    let salt = cx
        .segs
        .iter()
        .map(|s| salt_buckets(&s.expr.source))
        .fold(1u128, u128::saturating_mul);
    let mut fields = fields;
    if salt > 1 {
        fields.push(crate::msg!(msg::SALT_ADDS, count = count(salt)));
    }
    let values = joined(fields, msg::SEMI).map_or(Arg::Text(String::new()), Arg::from);
    if specs.iter().all(|s| s.draw() == Draw::Random) {
        let combined = specs
            .iter()
            .map(|s| s.distinct_values(compiled.data()))
            .fold(salt, u128::saturating_mul);
        let expected = expected_repeats(n, combined);
        crate::msg!(
            msg::BIRTHDAY,
            values = values,
            n = n,
            expected = expected.round() as u64
        )
    } else {
        crate::msg!(msg::MORE_VALUES, values = values)
    }
}

/// The buckets of the random salts an expression draws (1 when none).
fn salt_buckets(src: &Src) -> u128 {
    match src {
        Src::Salt { buckets, .. } => u128::from(*buckets),
        Src::Concat(args) => args
            .iter()
            .map(|a| salt_buckets(&a.source))
            .fold(1u128, u128::saturating_mul),
        _ => 1,
    }
}

/// A count of values as people read it: grouped digits up to a quadrillion, then a power of ten.
fn count(d: u128) -> Arg {
    if d == u128::MAX {
        crate::msg!(msg::COUNT_HUGE).into()
    } else if d < 1_000_000_000_000_000 {
        Arg::Count(d as u64)
    } else {
        crate::msg!(
            msg::COUNT_ABOUT,
            exp = (d as f64).log10().round().to_string()
        )
        .into()
    }
}

/// The first key part (as its segment label) that has no fixed width and is not followed by a
/// literal whose first byte it cannot contain: where two keys could split differently into
/// parts. `None` when every boundary is unambiguous.
fn run_together(cx: &Cx<'_>) -> Option<Message> {
    let parts = cx.plan.parts();
    let langs = cx.input.keyspace.parts();
    for i in 0..parts.len().saturating_sub(1) {
        let lang = langs.get(i)?;
        let (min, max) = lang.len_range();
        if min == max {
            continue;
        }
        let delimited = match parts.get(i + 1) {
            Some(PlanPart::Literal(bytes)) => {
                bytes.first().is_some_and(|b| !lang.alphabet().contains(*b))
            }
            _ => false,
        };
        if !delimited {
            let seg = cx.segs.iter().find(|s| s.part == i)?;
            return Some(seg.label());
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{design, run, run_with};
    use super::super::Observed;
    use super::*;

    const TS: (&str, &str) = ("ts", "timestamp(\"2024-02-15T00:00:00Z\", 100)");

    #[test]
    fn a_field_kept_whole_somewhere_is_unique() {
        let ecommerce = "{user_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{user_id}_{order_time | rev}_{order_id}";
        let fields = [
            ("user_id", "pattern(\"user######\")"),
            ("order_time", TS.1),
            ("order_id", "pattern(\"ORD########\")"),
        ];
        assert!(run(ecommerce, &fields, not_unique).is_empty());
        assert!(run(
            "{id | md5 | hex | left(4)}_{id}",
            &[("id", "uuid()")],
            not_unique
        )
        .is_empty());
        assert!(run(
            "{ts | i64}{seq | i32}",
            &[TS, ("seq", "seq(0, 1)")],
            not_unique
        )
        .is_empty());
        assert!(run(
            "{id | hex | upper | pad(8)}",
            &[("id", "seq(1, 1)")],
            not_unique
        )
        .is_empty());
        assert!(run("{salt(4)}", &[], not_unique).is_empty());
    }

    #[test]
    fn hash_only_field_is_named_with_its_transform() {
        let iot = "{device_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{ts | div(3600000)}_{ts | rev}_{metric}";
        let l = run(
            iot,
            &[
                ("device_id", "pattern(\"dev####\")"),
                TS,
                ("metric", "choice(\"cpu\", \"mem\")"),
            ],
            not_unique,
        );
        assert_eq!(l.len(), 1, "{l:?}");
        assert!(l[0].message.starts_with(
            "`device_id` reaches the key only through `javahash` in segment 1 (`{device_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}` at 0..60): records that differ only in device_id"
        ), "{}", l[0].message);
        assert_eq!(l[0].span, Some(Span::new(0, 60)));
    }

    #[test]
    fn truncations_are_lossy() {
        let l = run(
            "{user_id}_{order_time | rev}_{order_id | right(6)}",
            &[
                ("user_id", "pattern(\"u###\")"),
                ("order_time", TS.1),
                ("order_id", "pattern(\"ORD########\")"),
            ],
            not_unique,
        );
        assert_eq!(l.len(), 1);
        assert!(l[0]
            .message
            .starts_with("`order_id` reaches the key only through `right(6)`"));
        let cdr = "{concat(caller, ts | date(\"%Y%m%d\")) | javahash | absmod(500) | dec(3)}{caller}{callee}{ts | date(\"%Y%m%d%H%M\")}";
        let l = run(
            cdr,
            &[("caller", "phone([138])"), ("callee", "phone([139])"), TS],
            not_unique,
        );
        assert_eq!(l.len(), 1);
        // Both segments `ts` reaches are named, and the cause is the finer cut, to the minute.
        let m = &l[0].message;
        assert!(
            m.starts_with(
                "`ts` reaches the key only through lossy transforms, in 2 places: \
                 `date(\"%Y%m%d\")` in segment 1 (`{concat(caller, ts | date(\"%Y%m%d\")) | \
                 javahash | absmod(500) | dec(3)}` at 0..71) and `date(\"%Y%m%d%H%M\")` in \
                 segment 4 (`{ts | date(\"%Y%m%d%H%M\")}` at 87..112): the finest of them, \
                 `date(\"%Y%m%d%H%M\")` in segment 4, cuts time to the minute, so records of \
                 the same minute that differ only in ts get the same key"
            ),
            "{m}"
        );
        // The span is where the fix goes: the finest cut.
        assert_eq!(l[0].span, Some(Span::new(87, 112)));
    }

    #[test]
    fn time_cuts_name_their_resolution() {
        let one = |t: &str| run(t, &[TS, ("id", "uuid()")], not_unique);
        let l = one("{id}_{ts | div(3600000)}");
        assert!(
            l[0].message.contains("`div(3600000)` in segment 2"),
            "{}",
            l[0].message
        );
        assert!(
            l[0].message.contains("it cuts time to the hour"),
            "{}",
            l[0].message
        );
        let l = one("{id}_{ts | date(\"%Y-%m-%d %H:%M:%S\")}");
        assert!(
            l[0].message.contains("cuts time to the second"),
            "{}",
            l[0].message
        );
        // A time kept whole somewhere is no finding; a hash is not a time cut.
        assert!(one("{id}_{ts | date(\"%Y%m%d\")}_{ts}").is_empty());
        let l = one("{id}_{ts | md5 | hex}");
        assert!(!l[0].message.contains("cuts time"), "{}", l[0].message);
    }

    #[test]
    fn narrowing_and_case_depend_on_the_values() {
        let l = run("{id | i16}", &[("id", "seq(1, 1)")], not_unique);
        assert_eq!(l.len(), 1);
        assert!(l[0].message.contains("only through `i16`"));
        assert!(run("{id | i32}", &[("id", "seq(1, 1)")], not_unique).is_empty());
        let mut d = design("{name | upper}", &[("name", "csv(\"name\")")]);
        d.data = Some("name\nabc\nABC\n".into());
        let l = run_with(&d, &[], None, not_unique);
        assert!(l[0].message.contains("only through `upper`"));
        assert!(run("{name | upper}", &[("name", "hexstr(8)")], not_unique).is_empty());
    }

    fn seen(collisions: u64, keys: u64) -> Option<Observed> {
        Some(Observed {
            keys,
            mean_len: 10.0,
            max_len: 10,
            collisions,
        })
    }

    #[test]
    fn repeats_of_a_key_that_keeps_every_field_are_the_generators() {
        // The MD5 preset: the whole `{id}` is in the key, the ids repeat.
        let d = design(
            "{id | md5 | hex | left(4)}_{id}",
            &[("id", "pattern(\"user######\")")],
        );
        let l = run_with(&d, &[], seen(4844, 100_000), not_unique);
        assert_eq!(l.len(), 1, "{l:?}");
        assert_eq!(l[0].rule, SAMPLE_RULE);
        assert_eq!(l[0].severity, Severity::Info);
        assert!(l[0].message.starts_with(
            "4,844 of 100,000 sample keys repeat an earlier key, but not because of the key"
        ));
        assert!(
            l[0].message.contains(
                "`id` = `pattern(\"user######\")` makes 1,000,000 distinct values (at random), so \
                 100,000 random rows are expected to repeat about 4,837 times"
            ),
            "{}",
            l[0].message
        );
        // Two random fields: their values multiply.
        let d = design(
            "{a}_{b}",
            &[("a", "choice(\"x\", \"y\")"), ("b", "int(1, 50)")],
        );
        let l = run_with(&d, &[], seen(900, 1000), not_unique);
        assert_eq!(l[0].rule, SAMPLE_RULE);
        // 1000 draws from 100 values: 1000 - 100(1 - 0.99^1000) ≈ 900.
        assert!(
            l[0].message.contains("repeat about 900 times"),
            "{}",
            l[0].message
        );
    }

    #[test]
    fn repeats_of_a_key_that_cannot_tell_records_apart_are_the_design() {
        // The key drops the id.
        let mut d = design("{user}", &[("user", "pattern(\"u##\")")]);
        d.fields.insert("id".into(), "seq(1, 1)".into());
        let l = run_with(&d, &[], seen(98, 200), not_unique);
        assert_eq!((l[0].rule, l[0].severity), (RULE, Severity::Warning));
        assert!(
            l[0].message.contains("the key drops `id`"),
            "{}",
            l[0].message
        );
        // A field only through a hash.
        let d = design(
            "{id | md5 | hex | left(2)}",
            &[("id", "pattern(\"user######\")")],
        );
        let l = run_with(&d, &[], seen(90, 100), not_unique);
        assert_eq!(l.len(), 2, "{l:?}");
        assert!(l.iter().all(|l| l.rule == RULE));
        assert!(l[1]
            .message
            .contains("`id` reaches the key only through a transform"));
        // Parts that run into each other: ("a", "bc") and ("ab", "c") make the same key.
        let d = design("{x}{y}", &[("x", "text(1, 2)"), ("y", "text(1, 2)")]);
        let l = run_with(&d, &[], seen(5, 100), not_unique);
        assert_eq!(l[0].rule, RULE);
        assert!(
            l[0].message
                .contains("`{x}` at 0..3 has no fixed width and no separator"),
            "{}",
            l[0].message
        );
        // With a separator they cannot contain, the same fields are told apart.
        let d = design("{x}_{y}", &[("x", "text(1, 2)"), ("y", "text(1, 2)")]);
        assert_eq!(
            run_with(&d, &[], seen(5, 100), not_unique)[0].rule,
            SAMPLE_RULE
        );
        assert!(run_with(&d, &[], seen(0, 100), not_unique).is_empty());
    }
}
