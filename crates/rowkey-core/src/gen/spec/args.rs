//! The arguments of one call, with the readers that turn them into checked values (each
//! failing with the argument's span).

use super::expr::{Arg, AtomKind, Call, Num};
use super::MAX_STR_LEN;
use crate::i18n::catalogue::generator as G;
use crate::i18n::Arg as MArg;
use crate::{ErrorKind, Span, SpannedError};

/// Arguments of one call, with the helpers that turn them into checked values.
pub(super) struct Args<'a> {
    pub(super) call: &'a Call,
}

impl<'a> Args<'a> {
    pub(super) fn name(&self) -> &str {
        &self.call.name
    }

    /// Require between `min` and `max` arguments; `params` names them for the message.
    pub(super) fn arity(
        &self,
        min: usize,
        max: usize,
        params: impl Into<MArg>,
    ) -> Result<(), SpannedError> {
        let n = self.call.args.len();
        if (min..=max).contains(&n) {
            return Ok(());
        }
        let takes = match (min, max) {
            (0, 0) => crate::msg!(G::NO_ARGUMENTS),
            (a, b) if a == b => crate::msg!(G::ARGUMENTS, n = a),
            (a, b) => crate::msg!(G::ARGUMENTS_RANGE, min = a, max = b),
        };
        let span = if n > max {
            Span::new(self.call.args[max].span.start, self.call.args_span.end)
        } else {
            self.call.args_span
        };
        let params = params.into();
        let name = self.name();
        let message = if matches!(&params, MArg::Text(t) if t.is_empty()) {
            crate::msg!(G::ARGUMENT_COUNT, name = name, takes = takes, count = n)
        } else {
            crate::msg!(
                G::ARGUMENT_COUNT_PARAMS,
                params = params,
                name = name,
                takes = takes,
                count = n
            )
        };
        Err(SpannedError::new(ErrorKind::ArgumentCount, message, span))
    }

    /// Weights belong to `choice` only.
    pub(super) fn no_weights(&self) -> Result<(), SpannedError> {
        match self.call.args.iter().find_map(|a| a.weight) {
            Some((_, span)) => Err(SpannedError::new(
                ErrorKind::InvalidWeights,
                crate::msg!(G::NO_WEIGHTS_HERE, name = self.name()),
                span,
            )),
            None => Ok(()),
        }
    }

    pub(super) fn arg(&self, i: usize) -> &'a Arg {
        &self.call.args[i]
    }

    pub(super) fn int(&self, i: usize, param: &str) -> Result<i64, SpannedError> {
        let a = &self.arg(i).value;
        match a.kind {
            AtomKind::Num(Num::Int(v), _) => Ok(v),
            _ => Err(SpannedError::new(
                ErrorKind::ArgumentType,
                crate::msg!(G::EXPECTED_INTEGER, param = param, got = a.kind_name()),
                a.span,
            )),
        }
    }

    pub(super) fn float(&self, i: usize, param: &str) -> Result<f64, SpannedError> {
        let a = &self.arg(i).value;
        match a.kind {
            AtomKind::Num(n, _) => Ok(n.as_f64()),
            _ => Err(SpannedError::new(
                ErrorKind::ArgumentType,
                crate::msg!(G::EXPECTED_NUMBER, param = param, got = a.kind_name()),
                a.span,
            )),
        }
    }

    pub(super) fn string(&self, i: usize, param: &str) -> Result<&'a str, SpannedError> {
        let a = &self.arg(i).value;
        match &a.kind {
            AtomKind::Str(s) => Ok(s),
            _ => Err(SpannedError::new(
                ErrorKind::ArgumentType,
                crate::msg!(G::EXPECTED_STRING, param = param, got = a.kind_name()),
                a.span,
            )),
        }
    }

    /// A length argument in `lo..=MAX_STR_LEN`.
    pub(super) fn length(&self, i: usize, param: &str, lo: usize) -> Result<usize, SpannedError> {
        let v = self.int(i, param)?;
        if v < lo as i64 || v > MAX_STR_LEN as i64 {
            return Err(SpannedError::new(
                ErrorKind::OutOfRange,
                crate::msg!(
                    G::LENGTH_RANGE,
                    name = self.name(),
                    param = param,
                    lo = MArg::Int(lo as i128),
                    hi = MArg::Int(MAX_STR_LEN as i128),
                    value = v
                ),
                self.arg(i).value.span,
            ));
        }
        Ok(v as usize)
    }
}
