//! The arguments of one call, with the readers that turn them into checked values (each
//! failing with the argument's span).

use super::expr::{Arg, AtomKind, Call, Num};
use super::MAX_STR_LEN;
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
    pub(super) fn arity(&self, min: usize, max: usize, params: &str) -> Result<(), SpannedError> {
        let n = self.call.args.len();
        if (min..=max).contains(&n) {
            return Ok(());
        }
        let takes = match (min, max) {
            (0, 0) => "no arguments".to_owned(),
            (a, b) if a == b => format!("{a} argument{}", if a == 1 { "" } else { "s" }),
            (a, b) => format!("{a} to {b} arguments"),
        };
        let span = if n > max {
            Span::new(self.call.args[max].span.start, self.call.args_span.end)
        } else {
            self.call.args_span
        };
        let params = if params.is_empty() {
            String::new()
        } else {
            format!(" ({params})")
        };
        Err(SpannedError::new(
            ErrorKind::ArgumentCount,
            format!("`{}` takes {takes}{params}, got {n}", self.name()),
            span,
        ))
    }

    /// Weights belong to `choice` only.
    pub(super) fn no_weights(&self) -> Result<(), SpannedError> {
        match self.call.args.iter().find_map(|a| a.weight) {
            Some((_, span)) => Err(SpannedError::new(
                ErrorKind::InvalidWeights,
                format!(
                    "weights (`\"value\": 5`) only go in `choice`, not in `{}`",
                    self.name()
                ),
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
                format!("expected an integer for `{param}`, got {}", a.kind_name()),
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
                format!("expected a number for `{param}`, got {}", a.kind_name()),
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
                format!("expected a string for `{param}`, got {}", a.kind_name()),
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
                format!(
                    "`{}` needs {param} between {lo} and {MAX_STR_LEN}, got {v}",
                    self.name()
                ),
                self.arg(i).value.span,
            ));
        }
        Ok(v as usize)
    }
}
