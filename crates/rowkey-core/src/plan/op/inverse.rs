//! How far an operation reads back where it stands in a pipeline: what `rowkey decode` and the
//! uniqueness proof know of an operation from its [`Facts`](super::Facts) and the operations
//! before it.

use super::{Inverse, Length, Loss, Op, Spelling};
use crate::java::Width;

impl Op {
    /// How far this operation reads back where it stands in a pipeline: after the operations
    /// `before` it (none: straight from the segment's source) and given an integer of width
    /// `input` (`Long` when it is given text or bytes).
    ///
    /// This is [`Facts::inverse`](super::Facts::inverse), except for a cast to a narrower integer ([`Loss::Narrow`]):
    /// - no narrower than its input (`i32` of an `int`), it keeps every bit: exact;
    /// - straight from the source, or from its text read as a number, it gives the source's
    ///   value whenever the value fits the cast, as ids and counters do: read back as exact,
    ///   and a wider value reads back cut (the decoder's documentation says so);
    /// - after other operations (`rev`, `add`, `reverse` before the parse), undoing them from
    ///   the cut bits would give a wrong value: nothing is read back.
    ///
    /// ```
    /// use rowkey_core::java::Width;
    /// use rowkey_core::plan::ir::{IntRule, Inverse, Op};
    /// let parse = Op::ParseInt { needed_by: "i16" };
    /// assert_eq!(Op::I16.inverse_in([], Width::Long), Inverse::Exact);
    /// assert_eq!(Op::I16.inverse_in([&parse], Width::Long), Inverse::Exact);
    /// assert_eq!(Op::I32.inverse_in([&Op::Int(IntRule::Rev)], Width::Int), Inverse::Exact);
    /// assert_eq!(Op::I16.inverse_in([&Op::Int(IntRule::Rev)], Width::Long), Inverse::None);
    /// assert_eq!(Op::I16.inverse_in([&Op::Reverse, &parse], Width::Long), Inverse::None);
    /// assert_eq!(Op::Md5.inverse_in([], Width::Long), Op::Md5.facts().inverse);
    /// ```
    ///
    /// The parse of text reads back as the number's canonical decimal text, which is the text
    /// it was given only when that text was a number's spelling the operations before it can
    /// read back whatever its leading zeros:
    ///
    /// ```
    /// use rowkey_core::java::Width;
    /// use rowkey_core::plan::ir::{Inverse, Op};
    /// let parse = Op::ParseInt { needed_by: "dec" };
    /// assert_eq!(parse.inverse_in([&Op::IntToStr], Width::Long), Inverse::Canonical);
    /// assert_eq!(parse.inverse_in([&Op::IntToStr, &Op::Reverse], Width::Long), Inverse::None);
    /// ```
    pub fn inverse_in<'a>(
        &self,
        before: impl IntoIterator<Item = &'a Op>,
        input: Width,
    ) -> Inverse {
        if let Op::ParseInt { .. } = self {
            return parsed_text_inverse(before);
        }
        let facts = self.facts();
        let input_bits = input.bits();
        let straight = || {
            before
                .into_iter()
                .all(|op| matches!(op, Op::ParseInt { .. }))
        };
        match facts.loss {
            Loss::Narrow(bits) if input_bits <= bits => Inverse::Exact,
            Loss::Narrow(_) if straight() => Inverse::Exact,
            Loss::Narrow(_) => Inverse::None,
            _ => facts.inverse,
        }
    }

    /// Whether this operation, where it stands after the operations `before` it, gives
    /// different outputs for different inputs: it reads back exactly, or as a number's canonical
    /// text when what reached it was such text (the uniqueness proof's rule). A cast to a
    /// narrower integer does not, whatever reaches it; the parse of text a transform wrote
    /// (`reverse | dec`: `01` and `1`) does not.
    ///
    /// ```
    /// use rowkey_core::plan::ir::Op;
    /// let parse = Op::ParseInt { needed_by: "dec" };
    /// assert!(parse.keeps_distinct_in([&Op::IntToStr]));
    /// assert!(!parse.keeps_distinct_in([&Op::IntToStr, &Op::Reverse]));
    /// assert!(!Op::I8.keeps_distinct_in([]));
    /// ```
    pub fn keeps_distinct_in<'a>(&self, before: impl IntoIterator<Item = &'a Op>) -> bool {
        let inverse = match self {
            Op::ParseInt { .. } => parsed_text_inverse(before),
            other => other.facts().inverse,
        };
        matches!(inverse, Inverse::Exact | Inverse::Canonical)
    }

    /// Whether this operation, where it stands, can lose what reached it: its
    /// [`inverse_in`](Op::inverse_in) is partial or none. When a value cannot be read back, the
    /// decoder names the first such operation of the segment.
    pub fn loses_in<'a>(&self, before: impl IntoIterator<Item = &'a Op>, input: Width) -> bool {
        matches!(
            self.inverse_in(before, input),
            Inverse::Partial | Inverse::None
        )
    }
}

/// How far the parse of text reads back after the operations `before` it: its canonical
/// decimal text (`Inverse::Canonical`) stands for what reached it when every operation between
/// the number's writing and the parse keeps a number's spelling readable ([`Facts::spelling`]).
///
/// `00` (from `right(2)` of `1000000000`) parses to 0, whose canonical text `0` is not what
/// `right(2)` wrote: nothing before the parse can be read back.
///
/// [`Facts::spelling`]: super::Facts::spelling
fn parsed_text_inverse<'a>(before: impl IntoIterator<Item = &'a Op>) -> Inverse {
    // Straight from the source, text reads back up to its spelling (`007` as `7`); the last
    // operation that does not keep a number's spelling decides.
    let mut inverse = Inverse::Canonical;
    let mut prev: Option<&Op> = None;
    for op in before {
        inverse = match op.facts().spelling {
            Spelling::Value => Inverse::Canonical,
            Spelling::ValueAfterFixed
                if prev.is_some_and(|p| matches!(p.facts().length, Length::Fixed(_))) =>
            {
                Inverse::Canonical
            }
            Spelling::Keeps => inverse,
            Spelling::ValueAfterFixed | Spelling::Needs => Inverse::None,
        };
        prev = Some(op);
    }
    inverse
}
