//! The type-checked, compiled template.
//!
//! [`Plan::compile`] parses a template ([`crate::template`]), resolves every name against the
//! [`reference`](mod@reference), gives every value a type, and reports every problem with its span. A plan is
//! what [`crate::encode`] evaluates.

mod bounds;
mod check;
pub mod ir;
mod literal;
mod op;
pub mod reference;

pub use literal::parse_int_literal;

use crate::template::{self, Part, Source, Template};
use crate::value::ValueType;
use crate::{Span, SpannedError};
use ir::Expr;
use serde::Serialize;

/// One part of a compiled template.
#[derive(Clone, Debug)]
pub enum PlanPart {
    /// Literal bytes.
    Literal(Vec<u8>),
    /// A checked segment.
    Segment(Expr),
}

/// A compiled template, ready to encode records.
///
/// ```
/// use rowkey_core::plan::Plan;
/// let plan = Plan::compile("{user_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{user_id}").unwrap();
/// assert_eq!(plan.fields(), ["user_id"]);
/// assert_eq!(plan.normalized(), "{user_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{user_id}");
///
/// let err = Plan::compile("{id | md5 | mod(3)}").unwrap_err();
/// assert_eq!(err[0].message.to_string(), "mod needs an int; `md5` gives bytes (hash it with `arrayhash` or `crc32` first)");
/// ```
#[derive(Clone, Debug)]
pub struct Plan {
    text: String,
    template: Template,
    parts: Vec<PlanPart>,
    fields: Vec<String>,
    field_spans: Vec<Span>,
    salt_buckets: Vec<u32>,
    uses_rest: bool,
}

/// What the playground and the lints need to know about one segment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SegmentInfo {
    /// The segment's span, braces included.
    pub span: Span,
    /// The source as written in normal form (`user_id`, `salt(10)`, `concat(a, b)`).
    pub source: String,
    /// Each transform as written in normal form.
    pub transforms: Vec<String>,
    /// The type at the end of the pipeline.
    pub output: ValueType,
    /// Fields the segment reads.
    pub fields: Vec<String>,
}

impl Plan {
    /// Parse and check `text`, reading every field as str.
    ///
    /// # Errors
    ///
    /// Every problem the template has, each with its span: a syntax error, an unknown name (with
    /// the closest known one), a type mismatch, an argument out of range.
    pub fn compile(text: &str) -> Result<Plan, Vec<SpannedError>> {
        Self::compile_typed(text, &|_| ValueType::Str)
    }

    /// Parse and check `text`, with `field_type` giving the type of each field (a field whose
    /// generator makes ints is an int; text typed by a user is a str).
    ///
    /// # Errors
    ///
    /// Every error found, each with its span: a template that does not parse, an unknown transform,
    /// wrong arguments, a type mismatch.
    pub fn compile_typed(
        text: &str,
        field_type: &dyn Fn(&str) -> ValueType,
    ) -> Result<Plan, Vec<SpannedError>> {
        let template = template::parse(text)?;
        let mut checker = check::Checker {
            field_type,
            fields: Vec::new(),
            field_spans: Vec::new(),
            salt_slots: Vec::new(),
            uses_rest: false,
            errors: Vec::new(),
        };
        let mut parts = Vec::with_capacity(template.parts.len());
        for part in &template.parts {
            match part {
                Part::Literal(l) => parts.push(PlanPart::Literal(l.bytes.clone())),
                Part::Segment(s) => {
                    let p = &s.pipeline;
                    // `phoenix_salt(N)` is shorthand for a whole pipeline.
                    let expr = match &p.source {
                        Source::Call(c)
                            if c.name.name == "phoenix_salt" && p.transforms.is_empty() =>
                        {
                            checker.phoenix_salt(c)
                        }
                        _ => checker.pipeline(p, 0),
                    };
                    if let Some(e) = expr {
                        parts.push(PlanPart::Segment(e));
                    }
                }
            }
        }
        if !checker.errors.is_empty() {
            return Err(checker.errors);
        }
        let too_long = bounds::check(&parts);
        if !too_long.is_empty() {
            return Err(too_long);
        }
        Ok(Plan {
            text: text.to_owned(),
            template,
            parts,
            fields: checker.fields,
            field_spans: checker.field_spans,
            salt_buckets: checker.salt_slots,
            uses_rest: checker.uses_rest,
        })
    }

    /// The template text as given.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The template in normal form (what `rowkey check` prints).
    pub fn normalized(&self) -> String {
        template::print(&self.template)
    }

    /// The syntax tree.
    pub fn template(&self) -> &Template {
        &self.template
    }

    /// The compiled parts, in key order.
    pub fn parts(&self) -> &[PlanPart] {
        &self.parts
    }

    /// Field names in order of first use: the order of the values [`crate::encode::Encoder`]
    /// expects.
    pub fn fields(&self) -> &[String] {
        &self.fields
    }

    /// Span of the first use of field `i`.
    pub fn field_span(&self, i: usize) -> Span {
        self.field_spans[i]
    }

    /// Bucket counts of the template's `salt(N)` sources, in template order.
    pub fn salt_buckets(&self) -> &[u32] {
        &self.salt_buckets
    }

    /// Whether some segment reads `rest` (so parts are evaluated right to left).
    pub fn uses_rest(&self) -> bool {
        self.uses_rest
    }

    /// A description of every segment, in key order.
    pub fn segments(&self) -> Vec<SegmentInfo> {
        let mut out = Vec::new();
        let mut checked = self.parts.iter().filter_map(|p| match p {
            PlanPart::Segment(e) => Some(e),
            PlanPart::Literal(_) => None,
        });
        for part in &self.template.parts {
            let Part::Segment(seg) = part else { continue };
            let Some(expr) = checked.next() else { break };
            let p = &seg.pipeline;
            let one = Template {
                parts: vec![Part::Segment(template::Segment {
                    pipeline: template::Pipeline {
                        source: p.source.clone(),
                        transforms: vec![],
                        span: p.span,
                    },
                    span: seg.span,
                })],
            };
            let source = template::print(&one);
            let source = source[1..source.len() - 1].to_string();
            let transforms = p
                .transforms
                .iter()
                .map(|c| {
                    let mut t = one.clone();
                    if let Part::Segment(s) = &mut t.parts[0] {
                        s.pipeline.source = Source::Call(c.clone());
                    }
                    let text = template::print(&t);
                    let text = &text[1..text.len() - 1];
                    text.strip_suffix("()").unwrap_or(text).to_string()
                })
                .collect();
            let mut fields = Vec::new();
            collect_fields(expr, &self.fields, &mut fields);
            out.push(SegmentInfo {
                span: seg.span,
                source,
                transforms,
                output: expr.ty,
                fields,
            });
        }
        out
    }
}

fn collect_fields(e: &Expr, names: &[String], out: &mut Vec<String>) {
    match &e.source {
        ir::Src::Field { index, .. } if !out.contains(&names[*index]) => {
            out.push(names[*index].clone());
        }
        ir::Src::Concat(args) => args.iter().for_each(|a| collect_fields(a, names, out)),
        _ => {}
    }
}
