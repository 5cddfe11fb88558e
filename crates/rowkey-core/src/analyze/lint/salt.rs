//! `salt-get` (a random salt makes gets fan out) and `salt-regions` (buckets that do not divide
//! evenly over the regions).

use super::{has_salt, Cx, Lint, Severity};

/// The most leading buckets enumerated (as the `salt` split algorithm does).
const MAX_BUCKETS: u128 = 65_536;
/// The deviation rate the articles call good.
const GOOD_DEVIATION: f64 = 0.10;

pub(super) fn salt_get(cx: &Cx<'_>) -> Vec<Lint> {
    let buckets = cx.plan.salt_buckets();
    let Some(&first) = buckets.first() else {
        return Vec::new();
    };
    let gets = buckets
        .iter()
        .fold(1u128, |acc, &n| acc.saturating_mul(n as u128));
    let seg = cx.segs.iter().find(|s| has_salt(s.expr));
    let label = seg.map_or_else(|| format!("`salt({first})`"), |s| s.label());
    let fields = cx.plan.fields();
    let knows_all = (!fields.is_empty())
        .then(|| {
            cx.input
                .compiled
                .design()
                .queries
                .iter()
                .find(|q| fields.iter().all(|f| q.bind.contains_key(f)))
        })
        .flatten();
    let mut message = format!(
        "{label} is random: a get for a known record needs {gets} gets, one per bucket, because \
         the salt cannot be computed from the record"
    );
    if let Some(q) = knows_all {
        message.push_str(&format!(
            ". Query \"{}\" knows every field and still needs {gets} gets instead of 1",
            q.name
        ));
    }
    let field = fields.first().map_or("id", String::as_str);
    let width = (first.saturating_sub(1)).to_string().len();
    message.push_str(&format!(
        ". A hash prefix such as `{{{field} | javahash | absmod({first}) | dec({width})}}` \
         spreads writes the same way and can be recomputed on read"
    ));
    vec![Lint::new(
        "salt-get",
        Severity::Warning,
        message,
        "a random salt is drawn at write time and stored nowhere a reader can find it, so every \
         read of one record must try every bucket",
        seg.map(|s| s.info.span),
    )]
}

pub(super) fn salt_regions(cx: &Cx<'_>) -> Vec<Lint> {
    let Some(buckets) = cx.input.nominal.leading_buckets(MAX_BUCKETS) else {
        return Vec::new();
    };
    let b = buckets.len();
    let r = cx.input.split_keys.len() + 1;
    if r <= 1 || r > b || b % r == 0 {
        return Vec::new();
    }
    let (hi, lo) = (b.div_ceil(r), b / r);
    let (n_hi, n_lo) = (b % r, r - b % r);
    // The articles' deviation rate, (max - min) / mean: under 10% is good, so with many buckets
    // per region one extra bucket is not worth a warning.
    let deviation = (hi - lo) as f64 * r as f64 / b as f64;
    if deviation < GOOD_DEVIATION {
        return Vec::new();
    }
    let pct = |k: usize| 100.0 * k as f64 / b as f64;
    let label = cx
        .segs
        .first()
        .map_or_else(|| "the leading segment".to_owned(), |s| s.label());
    let mut fix = format!("Use a multiple of {r} buckets (e.g. {})", r * hi);
    if let Some(d) = (2..r).rev().find(|d| b % d == 0) {
        fix.push_str(&format!(" or {d} regions"));
    }
    vec![Lint::new(
        "salt-regions",
        Severity::Warning,
        format!(
            "{label} makes {b} buckets over {r} regions: {n_hi} regions get {hi} buckets \
             ({:.1}% of writes each) and {n_lo} get {lo} ({:.1}% each), a deviation rate of \
             {:.0}%. {fix}",
            pct(hi),
            pct(lo),
            100.0 * deviation
        ),
        "every bucket takes an equal share of writes, so regions holding an extra bucket take \
         more load than the rest and the busiest one sets the pace",
        cx.segs.first().map(|s| s.info.span),
    )]
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{design, run, run_with};
    use super::*;
    use crate::design::Query;

    #[test]
    fn random_salt_needs_a_get_per_bucket() {
        let l = run("{salt(10)}_{id}", &[("id", "uuid()")], salt_get);
        assert_eq!(l.len(), 1);
        assert!(
            l[0].message.starts_with(
                "`{salt(10)}` at 0..10 is random: a get for a known record needs 10 gets"
            ),
            "{}",
            l[0].message
        );
        assert!(l[0]
            .message
            .contains("`{id | javahash | absmod(10) | dec(1)}`"));
        assert!(!l[0].message.contains("Query"));
        let mut d = design("{salt(10)}_{id}", &[("id", "uuid()")]);
        d.queries.push(Query {
            name: "by id".into(),
            bind: [("id".to_owned(), "x".to_owned())].into_iter().collect(),
        });
        let l = run_with(&d, &[], None, salt_get);
        assert!(l[0]
            .message
            .contains("Query \"by id\" knows every field and still needs 10 gets instead of 1"));
    }

    #[test]
    fn deterministic_prefixes_are_fine() {
        assert!(run(
            "{id | md5 | hex | left(4)}_{id}",
            &[("id", "uuid()")],
            salt_get
        )
        .is_empty());
        assert!(run("{phoenix_salt(16)}{id}", &[("id", "uuid()")], salt_get).is_empty());
    }

    fn keys(n: usize) -> Vec<Vec<u8>> {
        (1..n).map(|i| vec![i as u8]).collect()
    }

    #[test]
    fn buckets_not_a_multiple_of_regions() {
        let d = design("{salt(64)}_{id}", &[("id", "uuid()")]);
        let l = run_with(&d, &keys(10), None, salt_regions);
        assert_eq!(l.len(), 1);
        assert_eq!(
            l[0].message,
            "`{salt(64)}` at 0..10 makes 64 buckets over 10 regions: 4 regions get 7 buckets \
             (10.9% of writes each) and 6 get 6 (9.4% each), a deviation rate of 16%. Use a \
             multiple of 10 buckets (e.g. 70) or 8 regions"
        );
        let d = design("{phoenix_salt(16)}{id}", &[("id", "uuid()")]);
        assert_eq!(run_with(&d, &keys(6), None, salt_regions).len(), 1);
    }

    #[test]
    fn even_or_unsplit_or_unbucketed_are_fine() {
        let d = design("{salt(64)}_{id}", &[("id", "uuid()")]);
        assert!(run_with(&d, &keys(16), None, salt_regions).is_empty());
        assert!(run_with(&d, &[], None, salt_regions).is_empty());
        // More regions than buckets: dead regions, reported by the region analysis.
        assert!(run_with(&d, &keys(100), None, salt_regions).is_empty());
        let d = design("{id}", &[("id", "uuid()")]);
        assert!(run_with(&d, &keys(10), None, salt_regions).is_empty());
        // 100 buckets over 3 regions: 34 against 33 is a 3% deviation, good enough.
        let d = design(
            "{id | javahash | absmod(100) | dec(2)}_{id}",
            &[("id", "uuid()")],
        );
        assert!(run_with(&d, &keys(3), None, salt_regions).is_empty());
        assert_eq!(run_with(&d, &keys(16), None, salt_regions).len(), 1);
    }
}
