//! Building lint inputs from real templates.

use super::{Cx, Lint, LintInput, Observed, Severity};
use crate::design::Design;
use crate::keyspace::Keyspace;
use crate::sample::Compiled;

/// A design with these fields.
pub(super) fn design(template: &str, fields: &[(&str, &str)]) -> Design {
    let mut d = Design::new(template);
    for (k, v) in fields {
        d.fields.insert((*k).into(), (*v).into());
    }
    d
}

/// A lint with its texts rendered in English, for comparing with what the CLI prints.
#[derive(Debug)]
pub(super) struct Shown {
    pub rule: super::Rule,
    pub severity: Severity,
    pub message: String,
    pub why: String,
    pub span: Option<crate::Span>,
}

impl From<Lint> for Shown {
    fn from(l: Lint) -> Shown {
        let en = crate::i18n::Lang::En;
        Shown {
            rule: l.rule,
            severity: l.severity,
            message: l.message.render(en),
            why: l.why.render(en),
            span: l.span,
        }
    }
}

/// Run one rule on a design.
pub(super) fn run_with(
    d: &Design,
    split_keys: &[Vec<u8>],
    observed: Option<Observed>,
    rule: fn(&Cx<'_>) -> Vec<Lint>,
) -> Vec<Shown> {
    let compiled = Compiled::new(d).unwrap_or_else(|e| panic!("{e:?}"));
    let keyspace = Keyspace::new(&compiled);
    let nominal = Keyspace::nominal(&compiled);
    let input = LintInput {
        compiled: &compiled,
        keyspace: &keyspace,
        nominal: &nominal,
        split_keys,
        observed,
    };
    rule(&Cx::new(&input))
        .into_iter()
        .map(Shown::from)
        .collect()
}

/// Run one rule on a template with no split keys and no sample.
pub(super) fn run(
    template: &str,
    fields: &[(&str, &str)],
    rule: fn(&Cx<'_>) -> Vec<Lint>,
) -> Vec<Shown> {
    run_with(&design(template, fields), &[], None, rule)
}
