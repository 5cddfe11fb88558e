//! Evaluation: a [`Plan`] and one record's field values in, the row key's bytes out.
//!
//! The hot path ([`Encoder::encode_into`]) reuses its buffers, so encoding millions of keys
//! allocates nothing per key once warm.

pub(crate) mod append;
mod checked;
mod decimal;
mod deferred;
mod eval;
mod int_chain;
pub(crate) mod ops;
mod program;
mod record;

pub use checked::EncodeError;
pub use deferred::Md5Pending;
pub use record::Record;
// The value types live in `crate::value`, below both the checker and the evaluator; they are
// re-exported here because every caller of the encoder passes values.
pub use crate::value::{Value, ValueType};

use crate::i18n::catalogue::encode as E;
use crate::i18n::Arg;
use crate::java::JInt;
use crate::plan::ir::{Expr, Src};
use crate::plan::{Plan, PlanPart};
use crate::{ErrorKind, SpannedError};

/// Where `salt(N)` values come from: a uniform draw in `[0, n)` per call.
///
/// The design's seeded generator implements it (`gen::SaltRng`, which lives above this module);
/// tests can use a fixed sequence, or any `FnMut(u32) -> u32`.
pub trait SaltSource {
    /// A uniform value in `[0, n)`; `n >= 1`.
    fn next_below(&mut self, n: u32) -> u32;
}

impl<F: FnMut(u32) -> u32> SaltSource for F {
    fn next_below(&mut self, n: u32) -> u32 {
        self(n)
    }
}

/// Where plan part `part` lies in a key, given the part ends that
/// [`Encoder::encode_parts_into`] (or [`crate::sample::Sampler::next_parts_into`]) recorded;
/// `None` past the last part.
///
/// ```
/// use rowkey_core::encode::part_range;
/// let ends = [2, 3, 5];
/// assert_eq!(part_range(&ends, 0), Some(0..2));
/// assert_eq!(part_range(&ends, 2), Some(3..5));
/// assert_eq!(part_range(&ends, 3), None);
/// ```
pub fn part_range(ends: &[usize], part: usize) -> Option<std::ops::Range<usize>> {
    let end = *ends.get(part)?;
    let start = match part {
        0 => 0,
        _ => ends[part - 1],
    };
    Some(start.min(end)..end)
}

pub use crate::limits::MAX_VALUE_BYTES;

/// A value past [`MAX_VALUE_BYTES`].
fn value_too_long(len: usize, span: crate::Span) -> SpannedError {
    SpannedError::new(
        ErrorKind::ValueTooLong,
        crate::msg!(
            E::VALUE_TOO_LONG,
            len = Arg::Int(len as i128),
            max = Arg::Int(MAX_VALUE_BYTES as i128),
            key_max = Arg::Int(crate::limits::MAX_KEY_LENGTH as i128)
        ),
        span,
    )
}

/// A key already past HBase's limit with parts still to come: stop now (the parts to come could
/// only make it longer, and `rest` copies would double it).
fn key_too_long(len: usize, span: crate::Span) -> SpannedError {
    SpannedError::new(
        ErrorKind::KeyTooLong,
        crate::msg!(
            E::KEY_TOO_LONG_SO_FAR,
            len = Arg::Int(len as i128),
            max = Arg::Int(crate::limits::MAX_KEY_LENGTH as i128)
        ),
        span,
    )
}

/// The result of evaluating a pipeline: an int, or the bytes left in the output buffer.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Res {
    Int(JInt),
    Buf,
}

/// Reusable evaluation state for one plan.
///
/// ```
/// use rowkey_core::encode::{Encoder, Value};
/// use rowkey_core::plan::Plan;
/// let plan = Plan::compile("{id | md5 | hex | left(4)}_{id}").unwrap();
/// let mut enc = Encoder::new(&plan);
/// let mut key = Vec::new();
/// enc.encode_into(&[Value::Str("user123".into())], &mut |_| 0, &mut key).unwrap();
/// assert_eq!(key, b"6ad1_user123");
/// ```
#[derive(Debug)]
pub struct Encoder<'p> {
    plan: &'p Plan,
    salts: Vec<JInt>,
    /// Buffers for nested pipelines (`concat` arguments), one per nesting depth.
    pool: Vec<Vec<u8>>,
    /// Scratch for operations that cannot work in place (hex, padding…).
    tmp: Vec<u8>,
    /// Per-part output when the plan reads `rest`.
    chunks: Vec<Vec<u8>>,
    /// `concat(...)` sources that occur more than once in the template (by address within the
    /// borrowed plan) and their memo slot: each is evaluated once per key.
    shared: Vec<(usize, usize)>,
    /// Memo slots: the bytes of each shared source for the current key…
    memo: Vec<Vec<u8>>,
    /// …and whether they have been made yet for this key.
    memo_ready: Vec<bool>,
    /// Per plan part, how its MD5 can wait for a batch ([`Encoder::encode_appending`]).
    deferrable: Vec<Option<deferred::Deferrable>>,
    /// The plan as flat steps (empty when it reads `rest`).
    program: Vec<program::Step>,
    /// Scratch for a step's operations.
    step_buf: Vec<u8>,
    /// Per step, where this key's deferred digest input is in the batch's [`Md5Pending`] (a
    /// later step with the same pieces copies it).
    kept: Vec<Option<std::ops::Range<usize>>>,
    /// Bytes the operations have produced so far, intermediate values included: what a key
    /// costs beyond its length (`utf8 | hex` repeated builds long values to keep four bytes).
    work: u64,
}

impl<'p> Encoder<'p> {
    /// A new encoder for `plan`.
    pub fn new(plan: &'p Plan) -> Self {
        Encoder {
            deferrable: deferred::deferrable_parts(plan),
            ..Encoder::for_parts(plan)
        }
        .with_program()
    }

    /// An encoder that walks the plan's parts without first compiling it into steps: what
    /// [`Encoder::encode_part`] uses, for a caller that makes a part or two of each key (the
    /// decoder's check) and would otherwise pay for the compilation per key. It makes the same
    /// keys as [`Encoder::new`]'s, whole keys more slowly.
    pub(crate) fn for_parts(plan: &'p Plan) -> Self {
        let shared = shared_sources(plan);
        let slots = shared.iter().map(|&(_, s)| s + 1).max().unwrap_or(0);
        Encoder {
            plan,
            salts: Vec::with_capacity(plan.salt_buckets().len()),
            pool: Vec::new(),
            tmp: Vec::new(),
            chunks: Vec::new(),
            shared,
            memo: vec![Vec::new(); slots],
            memo_ready: vec![false; slots],
            deferrable: Vec::new(),
            program: Vec::new(),
            step_buf: Vec::new(),
            kept: Vec::new(),
            work: 0,
        }
    }

    /// Bytes the operations of every key encoded so far have produced, intermediate values
    /// included. The difference across one key is what that key cost to make, which its length
    /// alone does not tell (`{name | utf8 | hex | utf8 | hex | left(4)}`).
    ///
    /// ```
    /// use rowkey_core::encode::{Encoder, Value};
    /// use rowkey_core::plan::Plan;
    /// let plan = Plan::compile("{id | utf8 | hex | utf8 | hex | left(4)}").unwrap();
    /// let mut enc = Encoder::new(&plan);
    /// let mut key = Vec::new();
    /// enc.encode_into(&[Value::Str("abcd".into())], &mut |_| 0, &mut key).unwrap();
    /// assert_eq!(key, b"3631");
    /// assert!(enc.work() >= 8 + 16); // the two hex values, though the key keeps four bytes
    /// ```
    pub fn work(&self) -> u64 {
        self.work
    }

    fn with_program(mut self) -> Self {
        self.program = program::compile(self.plan, &self.deferrable);
        self.kept = vec![None; self.program.len()];
        self
    }

    /// Encode one record into `out` (cleared first). `row` holds one value per
    /// [`Plan::fields`] entry, in that order; `salt` supplies this record's `salt(N)` draws,
    /// made in template order before anything is evaluated.
    ///
    /// # Errors
    ///
    /// The [`SpannedError`] of the operation that fails on this row (a value it refuses, a division
    /// by zero, a value or key past its cap).
    pub fn encode_into(
        &mut self,
        row: &[Value],
        salt: &mut dyn SaltSource,
        out: &mut Vec<u8>,
    ) -> Result<(), SpannedError> {
        self.encode_recording(row, salt, out, None)
    }

    /// Append one record's key to `batch` (keys of earlier records before it): the bytes of
    /// [`Encoder::encode_into`], except that an MD5 whose following operations give a fixed
    /// number of bytes (`md5 | hex | left(4)`) is not made now. Its place is held by that many
    /// zero bytes and its input kept in `pending`; [`Encoder::finish_md5`] later makes every
    /// digest of the batch at once, across SIMD lanes. Everything else, and the key's length,
    /// is final. On an error, `batch` is as it was.
    ///
    /// # Errors
    ///
    /// What [`Encoder::encode_into`] refuses.
    ///
    /// ```
    /// use rowkey_core::encode::{Encoder, Md5Pending, Value};
    /// use rowkey_core::plan::Plan;
    /// let plan = Plan::compile("{id | md5 | hex | left(4)}_{id}").unwrap();
    /// let mut enc = Encoder::new(&plan);
    /// let (mut batch, mut pending) = (Vec::new(), Md5Pending::default());
    /// for id in ["user123", "user124"] {
    ///     enc.encode_appending(&[Value::Str(id.into())], &mut |_| 0, &mut batch, &mut pending).unwrap();
    /// }
    /// assert_eq!(&batch[..4], b"\0\0\0\0");
    /// enc.finish_md5(&mut pending, &mut batch).unwrap();
    /// assert_eq!(batch, b"6ad1_user123a385_user124");
    /// ```
    pub fn encode_appending(
        &mut self,
        row: &[Value],
        salt: &mut dyn SaltSource,
        batch: &mut Vec<u8>,
        pending: &mut Md5Pending,
    ) -> Result<(), SpannedError> {
        let base = batch.len();
        if self.program.is_empty() {
            // Made right to left (`rest`), or no parts: the general walk, then a copy.
            let mut key = std::mem::take(&mut self.step_buf);
            let r = self.encode_recording(row, salt, &mut key, None);
            if r.is_ok() {
                batch.extend_from_slice(&key);
            }
            self.step_buf = key;
            return r;
        }
        self.start_record(row, salt)?;
        let steps = std::mem::take(&mut self.program);
        let sites = pending.len();
        let r = self.run_program(&steps, row, batch, base, Some(pending));
        self.program = steps;
        if r.is_err() {
            batch.truncate(base);
            pending.truncate(sites);
        }
        r
    }

    /// Make every digest `pending` owes and write each into its place in `bytes` (the batch
    /// whose keys [`Encoder::encode_appending`] made).
    ///
    /// # Errors
    ///
    /// A [`SpannedError`] when a deferred MD5's following operations fail on its digest.
    pub fn finish_md5(
        &mut self,
        pending: &mut Md5Pending,
        bytes: &mut [u8],
    ) -> Result<(), SpannedError> {
        if pending.is_empty() {
            return Ok(());
        }
        pending.pay(&self.deferrable, bytes)
    }

    /// Check the record has every field, and draw its salts.
    fn start_record(
        &mut self,
        row: &[Value],
        salt: &mut dyn SaltSource,
    ) -> Result<(), SpannedError> {
        if row.len() < self.plan.fields().len() {
            let missing = &self.plan.fields()[row.len()];
            return Err(SpannedError::new(
                ErrorKind::MissingFieldValue,
                crate::msg!(E::NO_FIELD_VALUE, field = missing),
                self.plan.field_span(row.len()),
            ));
        }
        self.memo_ready.iter_mut().for_each(|r| *r = false);
        self.salts.clear();
        for &n in self.plan.salt_buckets() {
            self.salts.push(JInt::Int(salt.next_below(n) as i32));
        }
        Ok(())
    }

    /// Encode one record; when `ends` is given, push the end offset of every plan part.
    fn encode_recording(
        &mut self,
        row: &[Value],
        salt: &mut dyn SaltSource,
        out: &mut Vec<u8>,
        mut ends: Option<&mut Vec<usize>>,
    ) -> Result<(), SpannedError> {
        out.clear();
        self.start_record(row, salt)?;
        let plan = self.plan;
        let last = plan.parts().len().saturating_sub(1);
        if ends.is_none() && !self.program.is_empty() {
            let steps = std::mem::take(&mut self.program);
            let r = self.run_program(&steps, row, out, 0, None);
            self.program = steps;
            return r;
        }
        if !plan.uses_rest() {
            for (i, part) in plan.parts().iter().enumerate() {
                match part {
                    PlanPart::Literal(bytes) => out.extend_from_slice(bytes),
                    PlanPart::Segment(expr) => {
                        let start = out.len();
                        self.segment(expr, row, &[], out, start)?;
                    }
                }
                if let Some(ends) = ends.as_deref_mut() {
                    ends.push(out.len());
                }
                // The last part leaves the exact length to the caller's key-length rule.
                if i < last && out.len() > crate::limits::MAX_KEY_LENGTH {
                    return Err(key_too_long(out.len(), part_span(part)));
                }
            }
            return Ok(());
        }
        // `rest` needs everything to its right first: evaluate right to left into chunks.
        let n = plan.parts().len();
        self.chunks.resize_with(n, Vec::new);
        let mut chunks = std::mem::take(&mut self.chunks);
        let mut suffix: Vec<u8> = Vec::new();
        let mut result = Ok(());
        for (i, part) in plan.parts().iter().enumerate().rev() {
            let chunk = &mut chunks[i];
            chunk.clear();
            match part {
                PlanPart::Literal(bytes) => chunk.extend_from_slice(bytes),
                PlanPart::Segment(expr) => {
                    if let Err(e) = self.segment(expr, row, &suffix, chunk, 0) {
                        result = Err(e);
                        break;
                    }
                }
            }
            let mut next = Vec::with_capacity(chunk.len() + suffix.len());
            next.extend_from_slice(chunk);
            next.extend_from_slice(&suffix);
            suffix = next;
            if i > 0 && suffix.len() > crate::limits::MAX_KEY_LENGTH {
                result = Err(key_too_long(suffix.len(), part_span(part)));
                break;
            }
        }
        if result.is_ok() {
            if let Some(ends) = ends {
                let mut at = 0;
                for chunk in &chunks[..n] {
                    at += chunk.len();
                    ends.push(at);
                }
            }
        }
        self.chunks = chunks;
        result?;
        out.extend_from_slice(&suffix);
        Ok(())
    }

    /// [`Encoder::encode_into`], also recording where each plan part ends in the key:
    /// `ends[i]` is the end offset of part `i` (the playground colours key bytes by segment).
    ///
    /// # Errors
    ///
    /// What [`Encoder::encode_into`] refuses.
    ///
    /// ```
    /// use rowkey_core::encode::{Encoder, Value};
    /// use rowkey_core::plan::Plan;
    /// let plan = Plan::compile("{a}_{b | i16}").unwrap();
    /// let mut enc = Encoder::new(&plan);
    /// let (mut key, mut ends) = (Vec::new(), Vec::new());
    /// let row = [Value::Str("xy".into()), Value::Str("7".into())];
    /// enc.encode_parts_into(&row, &mut |_| 0, &mut key, &mut ends).unwrap();
    /// assert_eq!(ends, [2, 3, 5]);
    /// ```
    pub fn encode_parts_into(
        &mut self,
        row: &[Value],
        salt: &mut dyn SaltSource,
        out: &mut Vec<u8>,
        ends: &mut Vec<usize>,
    ) -> Result<(), SpannedError> {
        ends.clear();
        self.encode_recording(row, salt, out, Some(ends))
    }

    /// The bytes of plan part `part` alone, given the row's values (only the fields that part
    /// reads need real values), the values of its `salt(N)` sources in template order, and the
    /// bytes of everything after it (for `rest`). Query planning uses this to compute the
    /// prefix a bound field gives.
    ///
    /// # Errors
    ///
    /// The [`SpannedError`] of the part's operation that fails on this row.
    ///
    /// ```
    /// use rowkey_core::encode::{Encoder, Value};
    /// use rowkey_core::java::JInt;
    /// use rowkey_core::plan::Plan;
    /// let plan = Plan::compile("{salt(4)}_{id | md5 | hex | left(2)}").unwrap();
    /// let mut enc = Encoder::new(&plan);
    /// let row = [Value::Str("u1".into())];
    /// assert_eq!(enc.encode_part(0, &row, &[JInt::Int(3)], b"").unwrap(), b"3");
    /// assert_eq!(enc.encode_part(2, &row, &[JInt::Int(0)], b"").unwrap().len(), 2);
    /// ```
    pub fn encode_part(
        &mut self,
        part: usize,
        row: &[Value],
        salts: &[JInt],
        rest: &[u8],
    ) -> Result<Vec<u8>, SpannedError> {
        let plan = self.plan;
        let Some(p) = plan.parts().get(part) else {
            return Ok(Vec::new());
        };
        self.memo_ready.iter_mut().for_each(|r| *r = false);
        self.salts.clear();
        self.salts.extend_from_slice(salts);
        self.salts.resize(plan.salt_buckets().len(), JInt::Int(0));
        let mut out = Vec::new();
        match p {
            PlanPart::Literal(bytes) => out.extend_from_slice(bytes),
            PlanPart::Segment(expr) => self.segment(expr, row, rest, &mut out, 0)?,
        }
        Ok(out)
    }

    /// Advance `salt` past one record without encoding it: the draws a skipped row would make,
    /// so that a sampler that splits rows between threads keeps the salt stream in step.
    pub fn skip_salts(&self, salt: &mut dyn SaltSource) {
        for &n in self.plan.salt_buckets() {
            salt.next_below(n);
        }
    }
}

/// Where a plan part is in the template (a literal has no span of its own in the plan).
fn part_span(part: &PlanPart) -> crate::Span {
    match part {
        PlanPart::Segment(e) => e.span,
        PlanPart::Literal(_) => crate::Span::default(),
    }
}

/// The `concat(...)` sources of `plan` that occur more than once (same arguments, no `rest`),
/// as (address, memo slot): evaluating one stands for all.
fn shared_sources(plan: &Plan) -> Vec<(usize, usize)> {
    fn walk<'a>(e: &'a Expr, out: &mut Vec<&'a Expr>) {
        if let Src::Concat(args) = &e.source {
            out.push(e);
            args.iter().for_each(|a| walk(a, out));
        }
    }
    let mut concats = Vec::new();
    for part in plan.parts() {
        if let PlanPart::Segment(e) = part {
            walk(e, &mut concats);
        }
    }
    // Structural identity of the source: the arguments' checked form, spans aside.
    let key = |e: &Expr| match &e.source {
        Src::Concat(args) => {
            let mut s = format!("{args:?}");
            while let Some(i) = s.find("span: Span {") {
                let j = s[i..].find('}').map_or(s.len(), |j| i + j + 1);
                s.replace_range(i..j, "");
            }
            (!s.contains("Rest")).then_some(s)
        }
        _ => None,
    };
    let keys: Vec<Option<String>> = concats.iter().map(|e| key(e)).collect();
    let mut slots: Vec<String> = Vec::new();
    let mut out = Vec::new();
    for (i, e) in concats.iter().enumerate() {
        let Some(k) = &keys[i] else { continue };
        if keys
            .iter()
            .filter(|other| other.as_ref() == Some(k))
            .count()
            < 2
        {
            continue;
        }
        let slot = match slots.iter().position(|s| s == k) {
            Some(s) => s,
            None => {
                slots.push(k.clone());
                slots.len() - 1
            }
        };
        out.push((*e as *const Expr as usize, slot));
    }
    out
}

/// Append the decimal text of `v` (Java's `"" + v`).
#[inline]
pub(crate) fn write_decimal(out: &mut Vec<u8>, v: JInt) {
    decimal::write_i64(out, v.as_i64());
}

impl Plan {
    /// Encode one record given by field name, drawing `salt(N)` values from `salt`.
    ///
    /// # Errors
    ///
    /// A [`SpannedError`] when the record lacks a field of the template, or an operation fails on
    /// its values (see [`Encoder::encode_into`]).
    pub fn encode_with(
        &self,
        record: &Record,
        salt: &mut dyn SaltSource,
    ) -> Result<Vec<u8>, SpannedError> {
        let mut row = Vec::with_capacity(self.fields().len());
        for (i, name) in self.fields().iter().enumerate() {
            match record.get(name) {
                Some(v) => row.push(v.clone()),
                None => {
                    return Err(SpannedError::new(
                        ErrorKind::MissingFieldValue,
                        crate::msg!(E::NO_FIELD_VALUE, field = name),
                        self.field_span(i),
                    ))
                }
            }
        }
        let mut out = Vec::new();
        Encoder::new(self).encode_into(&row, salt, &mut out)?;
        Ok(out)
    }
}

#[cfg(test)]
mod tests;
