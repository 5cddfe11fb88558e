//! The type checker: AST → typed [`Expr`]s, with every error pointing at its span.

use super::reference::{lookup, suggest, EntryKind};

mod transform;
use super::ir::{Expr, IntRule, Op, OpAt, Src, Unit};
use super::literal::parse_int_literal;
use crate::i18n::catalogue::plan as P;
use crate::i18n::{Arg, Message};
use crate::java::{JInt, Width};
use crate::limits::MAX_KEY_LENGTH;
use crate::template::{Call, Pipeline, Source};
use crate::value::ValueType;
use crate::{ErrorKind, Span, SpannedError};

use crate::limits::MAX_PHOENIX_SALT;
use crate::limits::MAX_SALT;

/// State shared while checking one template.
pub(super) struct Checker<'a> {
    /// The type each field is read as (str unless its generator makes ints).
    pub field_type: &'a dyn Fn(&str) -> ValueType,
    /// Fields in order of first use.
    pub fields: Vec<String>,
    /// Span of each field's first use (same order as `fields`).
    pub field_spans: Vec<Span>,
    /// Number of `salt(N)` sources seen so far.
    pub salt_slots: Vec<u32>,
    /// Whether `rest` (or `phoenix_salt`) is used.
    pub uses_rest: bool,
    /// Errors found so far.
    pub errors: Vec<SpannedError>,
}

fn type_name(t: ValueType) -> Message {
    Message::new(match t {
        ValueType::Str => P::TYPE_STR,
        ValueType::Int(Width::Int) => P::TYPE_INT,
        ValueType::Int(Width::Long) => P::TYPE_LONG,
        ValueType::Bytes => P::TYPE_BYTES,
    })
}

/// What a transform accepts.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Accepts {
    /// An int; a str is parsed as a decimal long.
    Int,
    /// Text; an int is written as decimal.
    Str,
    /// Text or bytes; an int is written as decimal text.
    StrOrBytes,
    /// An int or bytes; a str is parsed as a decimal long.
    IntOrBytes,
    /// Bytes only.
    Bytes,
}

impl Accepts {
    fn describe(self) -> Message {
        Message::new(match self {
            Accepts::Int => P::TYPE_INT,
            Accepts::Str => P::TYPE_STR,
            Accepts::StrOrBytes => P::TYPE_STR_OR_BYTES,
            Accepts::IntOrBytes => P::TYPE_INT_OR_BYTES,
            Accepts::Bytes => P::TYPE_BYTES,
        })
    }
}

impl Checker<'_> {
    fn error(&mut self, kind: ErrorKind, message: Message, span: Span) {
        self.errors.push(SpannedError::new(kind, message, span));
    }

    /// Check one pipeline. Returns `None` if it had errors (already recorded).
    pub fn pipeline(&mut self, p: &Pipeline, depth: usize) -> Option<Expr> {
        let (source, ty, mut what) = self.source(&p.source, depth)?;
        let mut ops = Vec::new();
        let mut ty = ty;
        let mut ok = true;
        for call in &p.transforms {
            match self.transform(call, ty, &what, &mut ops) {
                Some(t) => ty = t,
                None => {
                    ok = false;
                    break;
                }
            }
            what = call_what(&call.name.name);
        }
        ok.then(|| Expr {
            source,
            ops: fuse(ops),
            ty,
            span: p.span,
        })
    }

    fn source(&mut self, s: &Source, depth: usize) -> Option<(Src, ValueType, Arg)> {
        match s {
            Source::Field(id) if id.name == "rest" => {
                self.uses_rest = true;
                Some((Src::Rest, ValueType::Bytes, call_what("rest")))
            }
            Source::Field(id) => {
                let ty = (self.field_type)(&id.name);
                let index = match self.fields.iter().position(|f| *f == id.name) {
                    Some(i) => i,
                    None => {
                        self.fields.push(id.name.clone());
                        self.field_spans.push(id.span);
                        self.fields.len() - 1
                    }
                };
                let what = crate::msg!(P::WHAT_FIELD, name = &id.name).into();
                Some((Src::Field { index, ty }, ty, what))
            }
            Source::Str(s) => Some((
                Src::Str(s.value.clone()),
                ValueType::Str,
                crate::msg!(P::WHAT_STRING).into(),
            )),
            Source::Int(n) => match parse_int_literal(&n.text) {
                Ok(v) => Some((
                    Src::Int(v),
                    ValueType::Int(v.width()),
                    crate::msg!(P::WHAT_NUMBER).into(),
                )),
                Err((kind, e)) => {
                    self.error(kind, e, n.span);
                    None
                }
            },
            Source::Call(call) => self.source_call(call, depth),
        }
    }

    fn source_call(&mut self, call: &Call, depth: usize) -> Option<(Src, ValueType, Arg)> {
        let name = call.name.name.as_str();
        match name {
            "concat" => {
                if call.args.is_empty() {
                    self.error(
                        ErrorKind::ArgumentCount,
                        crate::msg!(P::CONCAT_NEEDS_ARGS),
                        call.span,
                    );
                    return None;
                }
                let args: Vec<Option<Expr>> = call
                    .args
                    .iter()
                    .map(|a| self.pipeline(a, depth + 1))
                    .collect();
                let args: Vec<Expr> = args.into_iter().collect::<Option<_>>()?;
                let ty = if args.iter().any(|a| a.ty == ValueType::Bytes) {
                    ValueType::Bytes
                } else {
                    ValueType::Str
                };
                Some((Src::Concat(args), ty, call_what("concat(...)")))
            }
            "salt" => {
                let n = self.count_arg(call, 1, MAX_SALT)?;
                let slot = self.salt_slots.len();
                self.salt_slots.push(n as u32);
                Some((
                    Src::Salt {
                        slot,
                        buckets: n as u32,
                    },
                    ValueType::Int(Width::Int),
                    call_what(&format!("salt({n})")),
                ))
            }
            "phoenix_salt" => {
                let n = self.count_arg(call, 1, MAX_PHOENIX_SALT)?;
                // Unreachable in practice (phoenix_salt is expanded by `segment_expr`), kept so a
                // nested use still type-checks to the same thing.
                self.uses_rest = true;
                let what = call_what(&format!("phoenix_salt({n})"));
                Some((Src::Rest, ValueType::Bytes, what))
            }
            "rest" => {
                self.error(
                    ErrorKind::ArgumentCount,
                    crate::msg!(P::REST_TAKES_NO_ARGS),
                    call.span,
                );
                None
            }
            _ => {
                let (kind, msg) = if lookup(name, EntryKind::Transform).is_some() {
                    (
                        ErrorKind::MisplacedFunction,
                        crate::msg!(P::TRANSFORM_AS_SOURCE, name = name),
                    )
                } else if let Some(s) = suggest(name, EntryKind::Source) {
                    (
                        ErrorKind::UnknownFunction,
                        crate::msg!(P::UNKNOWN_FUNCTION_SUGGEST, name = name, suggestion = s),
                    )
                } else {
                    (
                        ErrorKind::UnknownFunction,
                        crate::msg!(P::UNKNOWN_FUNCTION, name = name),
                    )
                };
                self.error(kind, msg, call.name.span);
                None
            }
        }
    }

    /// Expand `phoenix_salt(N)` to `rest | arrayhash | absmod(N) | i8` with its spans.
    pub fn phoenix_salt(&mut self, call: &Call) -> Option<Expr> {
        let n = self.count_arg(call, 1, MAX_PHOENIX_SALT)?;
        self.uses_rest = true;
        let at = |op| OpAt {
            op,
            span: call.span,
        };
        Some(Expr {
            source: Src::Rest,
            ops: vec![
                at(Op::ArrayHash),
                at(Op::Int(IntRule::AbsMod(JInt::Int(n as i32)))),
                at(Op::I8),
            ],
            ty: ValueType::Bytes,
            span: call.span,
        })
    }

    /// The single positive count argument of `salt(N)` / `phoenix_salt(N)`.
    fn count_arg(&mut self, call: &Call, min: i64, max: i64) -> Option<i64> {
        let name = &call.name.name;
        if call.args.len() != 1 {
            self.error(
                ErrorKind::ArgumentCount,
                crate::msg!(P::BUCKET_COUNT_ARG, name = name),
                call.span,
            );
            return None;
        }
        let (v, span) = self.int_arg(call, 0)?;
        let v = v.as_i64();
        if !(min..=max).contains(&v) {
            let entry = if name == "phoenix_salt" {
                P::PHOENIX_BUCKETS_OUT_OF_RANGE
            } else {
                P::BUCKETS_OUT_OF_RANGE
            };
            self.error(
                ErrorKind::OutOfRange,
                Message::new(entry)
                    .arg("name", name)
                    .arg("min", min)
                    .arg("max", max)
                    .arg("value", v),
                span,
            );
            return None;
        }
        Some(v)
    }

    /// Argument `i` of `call` as an integer literal.
    fn int_arg(&mut self, call: &Call, i: usize) -> Option<(JInt, Span)> {
        let arg = &call.args[i];
        match (&arg.source, arg.transforms.is_empty()) {
            (Source::Int(n), true) => match parse_int_literal(&n.text) {
                Ok(v) => Some((v, n.span)),
                Err((kind, e)) => {
                    self.error(kind, e, n.span);
                    None
                }
            },
            _ => {
                self.error(
                    ErrorKind::ArgumentType,
                    crate::msg!(
                        P::NEEDS_WHOLE_NUMBER,
                        name = &call.name.name,
                        example = example(&call.name.name)
                    ),
                    arg.span,
                );
                None
            }
        }
    }

    /// Argument `i` as a non-negative size no larger than a row key can be.
    fn size_arg(&mut self, call: &Call, i: usize) -> Option<usize> {
        let (v, span) = self.int_arg(call, i)?;
        let v = v.as_i64();
        if v < 0 {
            self.error(
                ErrorKind::OutOfRange,
                crate::msg!(P::NEEDS_SIZE, name = &call.name.name, value = v),
                span,
            );
            return None;
        }
        if v as u64 > MAX_KEY_LENGTH as u64 {
            self.error(
                ErrorKind::OutOfRange,
                crate::msg!(
                    P::SIZE_OVER_KEY_LIMIT,
                    name = &call.name.name,
                    value = v,
                    limit = Arg::Int(MAX_KEY_LENGTH as i128)
                ),
                span,
            );
            return None;
        }
        Some(v as usize)
    }

    /// Argument `i` as a string literal.
    fn str_arg(&mut self, call: &Call, i: usize) -> Option<(String, Span)> {
        let arg = &call.args[i];
        match (&arg.source, arg.transforms.is_empty()) {
            (Source::Str(s), true) => Some((s.value.clone(), s.span)),
            _ => {
                self.error(
                    ErrorKind::ArgumentType,
                    crate::msg!(
                        P::NEEDS_STRING,
                        name = &call.name.name,
                        example = example(&call.name.name)
                    ),
                    arg.span,
                );
                None
            }
        }
    }

    fn arity(&mut self, call: &Call, min: usize, max: usize) -> Option<()> {
        let n = call.args.len();
        if (min..=max).contains(&n) {
            return Some(());
        }
        let name = &call.name.name;
        let syntax = lookup(name, EntryKind::Transform).map_or(name.as_str(), |e| e.syntax);
        let want = match (min, max) {
            (0, 0) => crate::msg!(P::NO_ARGUMENTS),
            (a, b) if a == b => crate::msg!(P::ARGUMENTS, n = a),
            (a, b) => crate::msg!(P::ARGUMENTS_RANGE, min = a, max = b),
        };
        self.error(
            ErrorKind::ArgumentCount,
            crate::msg!(
                P::ARGUMENT_COUNT,
                name = name,
                want = want,
                syntax = syntax,
                count = n
            ),
            call.span,
        );
        None
    }

    /// Convert `ty` to what the transform accepts, pushing implicit ops. Returns the new type.
    fn coerce(
        &mut self,
        call: &Call,
        ty: ValueType,
        accepts: Accepts,
        what: &Arg,
        ops: &mut Vec<OpAt>,
    ) -> Option<ValueType> {
        let entry = lookup(&call.name.name, EntryKind::Transform);
        let name: &'static str = entry.map_or("a transform", |e| e.name);
        let shown: Arg =
            entry.map_or_else(|| crate::msg!(P::A_TRANSFORM).into(), |e| e.name.into());
        let push = |ops: &mut Vec<OpAt>, op| {
            ops.push(OpAt {
                op,
                span: call.span,
            })
        };
        let out = match (accepts, ty) {
            (Accepts::Int | Accepts::IntOrBytes, ValueType::Int(_)) => ty,
            (Accepts::Int | Accepts::IntOrBytes, ValueType::Str) => {
                push(ops, Op::ParseInt { needed_by: name });
                ValueType::Int(Width::Long)
            }
            (Accepts::Str | Accepts::StrOrBytes, ValueType::Str) => ty,
            (Accepts::Str | Accepts::StrOrBytes, ValueType::Int(_)) => {
                push(ops, Op::IntToStr);
                ValueType::Str
            }
            (Accepts::StrOrBytes | Accepts::IntOrBytes | Accepts::Bytes, ValueType::Bytes) => ty,
            _ => {
                let hint = match (accepts, ty) {
                    (Accepts::Str, ValueType::Bytes) => Some(P::HINT_HEX_FIRST),
                    (Accepts::Int, ValueType::Bytes) => Some(P::HINT_HASH_FIRST),
                    (Accepts::Bytes, _) => Some(P::HINT_ENCODE_FIRST),
                    _ => None,
                };
                let (accepts, gives) = (accepts.describe(), type_name(ty));
                let message = match hint {
                    Some(h) => crate::msg!(
                        P::TYPE_MISMATCH_HINT,
                        hint = Message::new(h),
                        transform = shown,
                        accepts = accepts,
                        what = what.clone(),
                        gives = gives
                    ),
                    None => crate::msg!(
                        P::TYPE_MISMATCH,
                        transform = shown,
                        accepts = accepts,
                        what = what.clone(),
                        gives = gives
                    ),
                };
                self.error(ErrorKind::TypeMismatch, message, call.span);
                return None;
            }
        };
        Some(out)
    }
}

/// Fuse op pairs that have a cheaper combined form (evaluation speed only; same bytes).
fn fuse(ops: Vec<OpAt>) -> Vec<OpAt> {
    let mut out: Vec<OpAt> = Vec::with_capacity(ops.len());
    for op in ops {
        if let (Some(prev), Op::Left(n, Unit::Char)) = (out.last_mut(), &op.op) {
            if matches!(prev.op, Op::HexBytes(0)) {
                prev.op = Op::HexBytesLeft(*n);
                prev.span = prev.span.to(op.span);
                continue;
            }
        }
        out.push(op);
    }
    out
}

/// A function as a message names it, in backquotes as written: `` `md5` ``, `` `salt(4)` ``.
fn call_what(text: &str) -> Arg {
    Arg::Text(format!("`{text}`"))
}

fn example(name: &str) -> String {
    lookup(name, EntryKind::Transform)
        .or_else(|| lookup(name, EntryKind::Source))
        .map_or_else(
            || format!("{name}(...)"),
            |e| e.insert.trim_matches(['{', '}']).to_string(),
        )
}
