//! How each transform is checked: the arguments it takes, the type it accepts, the operation
//! it becomes and the type it gives, one arm per [`Transform`].

use super::{Accepts, Checker};
use crate::i18n::catalogue::plan as P;
use crate::i18n::Arg;
use crate::java::{JInt, Width};
use crate::plan::ir::{DateFormat, IntRule, Op, OpAt, Unit};
use crate::plan::reference::{suggest, EntryKind, Transform};
use crate::template::Call;
use crate::value::ValueType;
use crate::ErrorKind;

impl Checker<'_> {
    /// Check one transform given the incoming type; push its ops; return the outgoing type.
    pub(super) fn transform(
        &mut self,
        call: &Call,
        ty: ValueType,
        what: &Arg,
        ops: &mut Vec<OpAt>,
    ) -> Option<ValueType> {
        let name = call.name.name.as_str();
        let Some(entry) = Transform::from_name(name) else {
            let (kind, msg) = if matches!(name, "concat" | "salt" | "rest" | "phoenix_salt") {
                (
                    ErrorKind::MisplacedFunction,
                    crate::msg!(P::SOURCE_AS_TRANSFORM, name = name),
                )
            } else if let Some(s) = suggest(name, EntryKind::Transform) {
                (
                    ErrorKind::UnknownTransform,
                    crate::msg!(P::UNKNOWN_TRANSFORM_SUGGEST, name = name, suggestion = s),
                )
            } else {
                (
                    ErrorKind::UnknownTransform,
                    crate::msg!(P::UNKNOWN_TRANSFORM, name = name),
                )
            };
            self.error(kind, msg, call.name.span);
            return None;
        };
        use Accepts as A;
        use ValueType::{Bytes, Str};
        let long = ValueType::Int(Width::Long);
        let int = ValueType::Int(Width::Int);
        let mut plain = |accepts, op, out| self.plain(call, ty, what, ops, accepts, op, out);
        match entry {
            Transform::Md5 => plain(A::StrOrBytes, Op::Md5, Bytes),
            Transform::Crc32 => plain(A::StrOrBytes, Op::Crc32, long),
            Transform::ArrayHash => plain(A::StrOrBytes, Op::ArrayHash, int),
            Transform::JavaHash => plain(A::Str, Op::JavaHash, int),
            Transform::Mod => self.arith(call, ty, what, ops, IntRule::Mod, true),
            Transform::AbsMod => self.arith(call, ty, what, ops, IntRule::AbsMod, true),
            Transform::Div => self.arith(call, ty, what, ops, IntRule::Div, true),
            Transform::And => self.arith(call, ty, what, ops, IntRule::And, false),
            Transform::Add => self.arith(call, ty, what, ops, IntRule::Add, false),
            Transform::Sub => self.arith(call, ty, what, ops, IntRule::Sub, false),
            Transform::Mul => self.arith(call, ty, what, ops, IntRule::Mul, false),
            Transform::Abs => {
                self.arity(call, 0, 0)?;
                let ty = self.coerce(call, ty, A::Int, what, ops)?;
                push(ops, call, Op::Int(IntRule::Abs));
                Some(ty)
            }
            Transform::Rev => plain(A::Int, Op::Int(IntRule::Rev), long),
            Transform::Dec => {
                self.arity(call, 0, 1)?;
                self.coerce(call, ty, A::Int, what, ops)?;
                let w = self.width_arg(call)?;
                push(ops, call, Op::Dec(w));
                Some(Str)
            }
            Transform::Hex => {
                self.arity(call, 0, 1)?;
                let ty = self.coerce(call, ty, A::IntOrBytes, what, ops)?;
                let w = self.width_arg(call)?;
                let op = if ty == Bytes {
                    Op::HexBytes(w)
                } else {
                    Op::HexInt(w)
                };
                push(ops, call, op);
                Some(Str)
            }
            Transform::Left => self.cut(call, ty, what, ops, Op::Left),
            Transform::Right => self.cut(call, ty, what, ops, Op::Right),
            Transform::Slice => self.slice(call, ty, what, ops),
            Transform::Reverse => plain(A::Str, Op::Reverse, Str),
            Transform::Upper => plain(A::Str, Op::Upper, Str),
            Transform::Lower => plain(A::Str, Op::Lower, Str),
            Transform::Pad => self.pad(call, ty, what, ops, '0', Op::PadLeft),
            Transform::Rpad => self.pad(call, ty, what, ops, ' ', Op::PadRight),
            Transform::Date => self.date(call, ty, what, ops),
            Transform::I64 => plain(A::Int, Op::I64, Bytes),
            Transform::I32 => plain(A::Int, Op::I32, Bytes),
            Transform::I16 => plain(A::Int, Op::I16, Bytes),
            Transform::I8 => plain(A::Int, Op::I8, Bytes),
            Transform::Sortable => plain(A::Bytes, Op::Sortable, Bytes),
            Transform::Desc => plain(A::StrOrBytes, Op::Desc, Bytes),
            Transform::Utf8 => plain(A::Str, Op::Utf8, Bytes),
        }
    }

    /// A transform without arguments that takes `accepts` and gives `out`.
    #[allow(clippy::too_many_arguments)]
    fn plain(
        &mut self,
        call: &Call,
        ty: ValueType,
        what: &Arg,
        ops: &mut Vec<OpAt>,
        accepts: Accepts,
        op: Op,
        out: ValueType,
    ) -> Option<ValueType> {
        self.arity(call, 0, 0)?;
        self.coerce(call, ty, accepts, what, ops)?;
        push(ops, call, op);
        Some(out)
    }

    /// An integer rule with one integer argument (`mod(16)`); `nonzero` when it divides by it.
    fn arith(
        &mut self,
        call: &Call,
        ty: ValueType,
        what: &Arg,
        ops: &mut Vec<OpAt>,
        rule: fn(JInt) -> IntRule,
        nonzero: bool,
    ) -> Option<ValueType> {
        self.arity(call, 1, 1)?;
        let ty = self.coerce(call, ty, Accepts::Int, what, ops)?;
        let (n, span) = self.int_arg(call, 0)?;
        if nonzero && n.as_i64() == 0 {
            self.error(
                ErrorKind::DivisionByZero,
                crate::msg!(P::DIVIDES_BY_ZERO, name = &call.name.name),
                span,
            );
            return None;
        }
        let rule = rule(n);
        push(ops, call, Op::Int(rule));
        let ValueType::Int(w) = ty else { return None };
        Some(ValueType::Int(rule.width(w)))
    }

    /// The optional width argument of `dec` / `hex` (0: none).
    fn width_arg(&mut self, call: &Call) -> Option<usize> {
        if call.args.is_empty() {
            Some(0)
        } else {
            self.size_arg(call, 0)
        }
    }

    /// `left(n)` / `right(n)`.
    fn cut(
        &mut self,
        call: &Call,
        ty: ValueType,
        what: &Arg,
        ops: &mut Vec<OpAt>,
        op: fn(usize, Unit) -> Op,
    ) -> Option<ValueType> {
        self.arity(call, 1, 1)?;
        let ty = self.coerce(call, ty, Accepts::StrOrBytes, what, ops)?;
        let n = self.size_arg(call, 0)?;
        push(ops, call, op(n, unit_of(ty)));
        Some(ty)
    }

    /// `slice(a, b)`.
    fn slice(
        &mut self,
        call: &Call,
        ty: ValueType,
        what: &Arg,
        ops: &mut Vec<OpAt>,
    ) -> Option<ValueType> {
        self.arity(call, 2, 2)?;
        let ty = self.coerce(call, ty, Accepts::StrOrBytes, what, ops)?;
        let a = self.size_arg(call, 0)?;
        let b = self.size_arg(call, 1)?;
        if a > b {
            self.error(
                ErrorKind::InvalidArgument,
                crate::msg!(
                    P::SLICE_START_AFTER_END,
                    start = Arg::Int(a as i128),
                    end = Arg::Int(b as i128)
                ),
                call.span,
            );
            return None;
        }
        push(ops, call, Op::Slice(a, b, unit_of(ty)));
        Some(ty)
    }

    /// `pad(w[, "c"])` / `rpad(w[, "c"])`, filling with `default` unless told.
    fn pad(
        &mut self,
        call: &Call,
        ty: ValueType,
        what: &Arg,
        ops: &mut Vec<OpAt>,
        default: char,
        op: fn(usize, char) -> Op,
    ) -> Option<ValueType> {
        self.arity(call, 1, 2)?;
        self.coerce(call, ty, Accepts::Str, what, ops)?;
        let w = self.size_arg(call, 0)?;
        let fill = if call.args.len() == 2 {
            let (s, span) = self.str_arg(call, 1)?;
            let mut chars = s.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) if c.len_utf16() == 1 => c,
                _ => {
                    self.error(
                        ErrorKind::InvalidArgument,
                        crate::msg!(
                            P::PAD_ONE_CHAR,
                            name = &call.name.name,
                            got = format!("{s:?}")
                        ),
                        span,
                    );
                    return None;
                }
            }
        } else {
            default
        };
        push(ops, call, op(w, fill));
        Some(ValueType::Str)
    }

    /// `date("format")`.
    fn date(
        &mut self,
        call: &Call,
        ty: ValueType,
        what: &Arg,
        ops: &mut Vec<OpAt>,
    ) -> Option<ValueType> {
        self.arity(call, 1, 1)?;
        self.coerce(call, ty, Accepts::Int, what, ops)?;
        let (fmt, span) = self.str_arg(call, 0)?;
        // The page's core (without `time-checks`) leaves this check to the quick
        // worker: its wasm then links no strftime parser.
        let format = if cfg!(feature = "time-checks") {
            DateFormat::read(fmt.clone())
        } else {
            Some(DateFormat::unread(fmt.clone()))
        };
        match format {
            Some(format) => {
                push(ops, call, Op::Date(format));
                Some(ValueType::Str)
            }
            None => {
                self.error(
                    ErrorKind::InvalidArgument,
                    crate::msg!(P::BAD_DATE_FORMAT, format = &fmt),
                    span,
                );
                None
            }
        }
    }
}

/// Push `op` with the span of the transform it came from.
fn push(ops: &mut Vec<OpAt>, call: &Call, op: Op) {
    ops.push(OpAt {
        op,
        span: call.span,
    });
}

/// Whether a length-based transform of a `ty` counts chars or bytes.
fn unit_of(ty: ValueType) -> Unit {
    if ty == ValueType::Bytes {
        Unit::Byte
    } else {
        Unit::Char
    }
}
