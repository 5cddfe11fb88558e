//! How long each value of a checked template can get, worked out from the template alone.
//!
//! Every value's length is bounded by `scale × L + fixed` bytes, `L` being the length of the
//! longest field value (which only the rows know): a literal has a fixed bound, a field a scale
//! of one, and each operation maps its input's bound to its output's (`hex` doubles it, `left(n)`
//! caps it, `md5` makes it 16). A value whose bound passes [`MAX_VALUE_BYTES`] even with
//! one-character fields (`utf8 | hex` repeated, `{rest | hex}` repeated) is refused when the
//! template is checked, at the operation that passes it; one that passes it only with long field
//! values stops at evaluation, at that same operation, before anything larger is allocated.

use super::ir::{Expr, Op, Src};
use super::op::LONG_DIGITS;
use super::PlanPart;
use crate::i18n::catalogue::limits as L;
use crate::i18n::Arg;
use crate::limits::{MAX_KEY_LENGTH, MAX_VALUE_BYTES};
use crate::{ErrorKind, Span, SpannedError};

/// At most `scale × L + fixed` bytes, saturating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Bound {
    /// Bytes per byte of the longest field value.
    pub scale: u64,
    /// Bytes whatever the fields hold.
    pub fixed: u64,
}

impl Bound {
    const fn fixed(n: u64) -> Bound {
        Bound { scale: 0, fixed: n }
    }

    fn plus(self, o: Bound) -> Bound {
        Bound {
            scale: self.scale.saturating_add(o.scale),
            fixed: self.fixed.saturating_add(o.fixed),
        }
    }

    fn times(self, k: u64) -> Bound {
        Bound {
            scale: self.scale.saturating_mul(k),
            fixed: self.fixed.saturating_mul(k),
        }
    }

    /// The bound with one-byte fields: what even the shortest non-empty values reach.
    pub fn at_least(self) -> u64 {
        self.scale.saturating_add(self.fixed)
    }
}

/// The bound after `op`, given the input's (ints have the bound of their decimal text).
fn after(op: &Op, x: Bound) -> Bound {
    let g = op.facts().growth;
    x.times(g.scale).plus(Bound::fixed(g.fixed))
}

/// Why a value bounded by `b` at `span` is refused, if it is.
fn refused(b: Bound, span: Span) -> Option<SpannedError> {
    if b.at_least() <= MAX_VALUE_BYTES as u64 {
        return None;
    }
    let max = Arg::Int(MAX_VALUE_BYTES as i128);
    let key_max = Arg::Int(MAX_KEY_LENGTH as i128);
    let message = if b.scale == 0 {
        crate::msg!(
            L::VALUE_CAN_GROW,
            len = Arg::Int(b.fixed.into()),
            max = max,
            key_max = key_max
        )
    } else {
        crate::msg!(
            L::VALUE_GROWS_BY,
            len = Arg::Int(b.scale.into()),
            max = max,
            key_max = key_max
        )
    };
    Some(SpannedError::new(ErrorKind::ValueTooLong, message, span))
}

/// The bound of `expr`'s value, `rest` being bounded by `rest`; the first operation (or
/// `concat`) whose value passes the cap is an error.
fn expr_bound(expr: &Expr, rest: Bound) -> Result<Bound, SpannedError> {
    let mut b = match &expr.source {
        Src::Field { .. } => Bound { scale: 1, fixed: 0 },
        Src::Str(s) => Bound::fixed(s.len() as u64),
        Src::Int(_) | Src::Salt { .. } => Bound::fixed(LONG_DIGITS),
        Src::Rest => rest,
        Src::Concat(args) => {
            let mut sum = Bound::fixed(0);
            for a in args {
                sum = sum.plus(expr_bound(a, rest)?);
                if let Some(e) = refused(sum, expr.span) {
                    return Err(e);
                }
            }
            sum
        }
    };
    for op in &expr.ops {
        b = after(&op.op, b);
        if let Some(e) = refused(b, op.span) {
            return Err(e);
        }
    }
    Ok(b)
}

/// Every segment whose value can pass [`MAX_VALUE_BYTES`] whatever the rows hold, each at the
/// operation that passes it. Parts are bounded right to left, so `rest` is bounded by the
/// parts after it.
///
/// ```
/// use rowkey_core::plan::Plan;
/// let growing = format!("{{id{}}}", " | utf8 | hex".repeat(20));
/// let e = &Plan::compile(&growing).unwrap_err()[0];
/// assert!(e.message.to_string().contains("times the length of its input"));
/// // The shrinking step after the growth keeps the value small.
/// assert!(Plan::compile("{rest | hex | left(4)}{id | pad(30000)}").is_ok());
/// ```
pub(crate) fn check(parts: &[PlanPart]) -> Vec<SpannedError> {
    let mut errors = Vec::new();
    let mut after_here = Bound::fixed(0);
    for part in parts.iter().rev() {
        let b = match part {
            PlanPart::Literal(bytes) => Bound::fixed(bytes.len() as u64),
            PlanPart::Segment(expr) => match expr_bound(expr, after_here) {
                Ok(b) => b,
                Err(e) => {
                    errors.push(e);
                    // Later errors would only repeat this one through `rest`.
                    Bound::fixed(0)
                }
            },
        };
        after_here = after_here.plus(b);
    }
    errors.reverse();
    errors
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::Plan;

    fn error(template: &str) -> Option<String> {
        Plan::compile(template)
            .err()
            .map(|e| e[0].message.to_string())
    }

    #[test]
    fn growing_chains_are_refused_at_the_step_that_passes_the_cap() {
        // 2^17 bytes from one byte is the cap itself; the 18th `hex` passes it.
        let t = format!("{{id{}}}", " | utf8 | hex".repeat(18));
        let errs = Plan::compile(&t).unwrap_err();
        let last_hex = t.rfind("hex").unwrap();
        assert_eq!(errs[0].span, Span::new(last_hex, last_hex + 3));
        assert!(
            errs[0].message.to_string().contains("262144 times"),
            "{}",
            errs[0].message
        );
        assert!(error(&format!("{{id{}}}", " | utf8 | hex".repeat(17))).is_none());
    }

    #[test]
    fn rest_chains_are_bounded_by_the_parts_after_them() {
        let t = format!("{}{{id}}", "{rest | hex}".repeat(12));
        let m = error(&t).unwrap();
        assert!(m.contains("times the length of its input"), "{m}");
        assert!(error(&format!("{}{{id}}", "{rest | hex}".repeat(5))).is_none());
        // Literal-only values have a fixed bound.
        let t = format!("{}{{\"ab\"}}", "{rest | hex}".repeat(18));
        assert!(error(&t).unwrap().contains("can grow to"));
    }

    #[test]
    fn values_that_shrink_again_pass() {
        for ok in [
            "{rest | hex | left(4)}{id | pad(30000)}",
            "{id | pad(30000) | utf8 | hex | utf8 | hex | left(8)}",
            "{id | md5 | hex | utf8 | hex | utf8 | hex}",
            "{concat(a, b, c) | upper | lower}",
        ] {
            assert_eq!(error(ok), None, "{ok}");
        }
    }
}
