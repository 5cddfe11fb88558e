//! `salt-get` (a random salt makes gets fan out) and `salt-regions` (buckets that do not divide
//! evenly over the regions).

use super::{has_salt, int, msg, Cx, Lint, Rule, Severity};
use crate::i18n::Arg;

use crate::limits::MAX_SALT_BUCKETS as MAX_BUCKETS;
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
    let label: Arg = seg.map_or_else(|| format!("`salt({first})`").into(), |s| s.label().into());
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
    let query: Arg = match knows_all {
        Some(q) => crate::msg!(
            msg::SALT_GET_QUERY,
            name = q.name.as_str(),
            gets = gets.to_string()
        )
        .into(),
        None => Arg::Text(String::new()),
    };
    let field = fields.first().map_or("id", String::as_str);
    let width = (first.saturating_sub(1)).to_string().len();
    let message = crate::msg!(
        msg::SALT_GET,
        segment = label,
        gets = gets.to_string(),
        query = query,
        field = field,
        buckets = int(first),
        width = int(width)
    );
    vec![Lint::new(
        Rule::SaltGet,
        Severity::Warning,
        message,
        crate::msg!(msg::SALT_GET_WHY),
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
        .map_or_else(|| crate::msg!(msg::LEADING_SEGMENT), |s| s.label());
    let fix = match (2..r).rev().find(|d| b % d == 0) {
        Some(d) => crate::msg!(
            msg::SALT_REGIONS_FIX_OR,
            d = int(d),
            r = int(r),
            e = int(r * hi)
        ),
        None => crate::msg!(msg::SALT_REGIONS_FIX, r = int(r), e = int(r * hi)),
    };
    vec![Lint::new(
        Rule::SaltRegions,
        Severity::Warning,
        crate::msg!(
            msg::SALT_REGIONS,
            segment = label,
            b = int(b),
            r = int(r),
            n_hi = int(n_hi),
            hi = int(hi),
            p_hi = format!("{:.1}", pct(hi)),
            n_lo = int(n_lo),
            lo = int(lo),
            p_lo = format!("{:.1}", pct(lo)),
            dev = format!("{:.0}", 100.0 * deviation),
            fix = fix
        ),
        crate::msg!(msg::SALT_REGIONS_WHY),
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
