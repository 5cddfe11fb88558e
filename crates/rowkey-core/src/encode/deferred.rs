//! MD5 made later, for a whole batch of keys at once.
//!
//! Hashing one short key at a time leaves most of a core idle: MD5 is a chain of dependent
//! steps. Keys are independent, so a batch of them hashes across SIMD lanes
//! ([`crate::hash::md5_many`]). A segment such as `{id | md5 | hex | left(4)}` can wait for that
//! because what follows the digest (`hex`, `left(4)`) gives the same number of bytes whatever the
//! digest is: the key is written with a placeholder of that length, the digest's input is kept,
//! and once the batch is done the placeholder is overwritten with the real bytes. Anything else
//! (a digest that feeds `javahash`, an MD5 inside a `concat` argument, a template that reads
//! `rest`) is hashed in place as before.

use super::{ops, Res};
use crate::i18n::catalogue::encode as E;
use crate::plan::ir::{Length, Op, OpAt};
use crate::plan::{Plan, PlanPart};
use crate::{ErrorKind, Span, SpannedError};

/// How a top-level segment's MD5 is deferred: the operations before the digest are evaluated
/// with the key; `post` runs on the digest later and always gives `len` bytes.
#[derive(Clone, Debug)]
pub(super) struct Deferrable {
    /// How many of the segment's operations come before its `md5`.
    pub(super) before: usize,
    /// The operations after it.
    pub(super) post: Vec<OpAt>,
    /// The bytes they give.
    pub(super) len: usize,
    /// When `post` is only `hex` (or `hex | left(n)`): the number of hex digits, written
    /// straight from the digest.
    pub(super) hex_digits: Option<usize>,
}

/// Operations after a digest whose output length does not depend on the digest's value: hex
/// first (the digest becomes ASCII text), then any of the length-only text operations.
fn fixed_length_after_md5(post: &[OpAt]) -> bool {
    let mut ascii = false;
    post.iter().all(|o| match o.op.facts().length {
        Length::Hex => {
            ascii = true;
            true
        }
        Length::OfAsciiLength => ascii,
        Length::Fixed(_) | Length::Same | Length::Varies => false,
    })
}

/// Apply `post` to `digest`, leaving the bytes in `buf`.
fn finish_one(
    post: &[OpAt],
    digest: &[u8; 16],
    buf: &mut Vec<u8>,
    tmp: &mut Vec<u8>,
) -> Result<(), SpannedError> {
    buf.clear();
    buf.extend_from_slice(digest);
    let mut r = Res::Buf;
    for o in post {
        r = ops::apply(&o.op, o.span, r, buf, tmp)?;
    }
    match r {
        Res::Buf => Ok(()),
        Res::Int(_) => Err(internal("a deferred digest became an int")),
    }
}

const HEX: &[u8; 16] = b"0123456789abcdef";

fn internal(what: &str) -> SpannedError {
    SpannedError::new(
        ErrorKind::Internal,
        crate::msg!(E::INTERNAL, what = what),
        Span::default(),
    )
}

/// The deferrable segment of each plan part (`None`: evaluated in place). Empty when the plan
/// reads `rest`: a segment to the left would read a placeholder.
pub(super) fn deferrable_parts(plan: &Plan) -> Vec<Option<Deferrable>> {
    if plan.uses_rest() {
        return Vec::new();
    }
    let (mut buf, mut tmp) = (Vec::new(), Vec::new());
    plan.parts()
        .iter()
        .map(|part| {
            let PlanPart::Segment(expr) = part else {
                return None;
            };
            let before = expr.ops.iter().position(|o| matches!(o.op, Op::Md5))?;
            let post = expr.ops[before + 1..].to_vec();
            if !fixed_length_after_md5(&post) {
                return None;
            }
            // The length, checked on three unlike digests.
            const PROBES: [[u8; 16]; 3] = [
                [0; 16],
                [0xff; 16],
                *b"\x01#Eg\x89\xab\xcd\xef\xfe\xdc\xba\x98vT2\x10",
            ];
            let mut lens = PROBES
                .iter()
                .map(|d| finish_one(&post, d, &mut buf, &mut tmp).map(|()| buf.len()));
            let len = lens.next()?.ok()?;
            let hex_digits = match post.as_slice() {
                [OpAt {
                    op: Op::HexBytesLeft(n),
                    ..
                }] => Some((*n).min(32)),
                [OpAt {
                    op: Op::HexBytes(w),
                    ..
                }] if *w <= 32 => Some(32),
                _ => None,
            };
            lens.all(|l| l.ok() == Some(len)).then_some(Deferrable {
                before,
                post,
                len,
                hex_digits,
            })
        })
        .collect()
}

/// The digests a batch of keys still owes: each one's input, and where its bytes go.
///
/// Filled by [`super::Encoder::encode_appending`], paid by [`super::Encoder::finish_md5`].
#[derive(Debug, Default)]
pub struct Md5Pending {
    inputs: Vec<u8>,
    input_ends: Vec<usize>,
    /// (offset of the placeholder in the batch's bytes, plan part).
    sites: Vec<(usize, usize)>,
    digests: Vec<[u8; 16]>,
    buf: Vec<u8>,
    tmp: Vec<u8>,
}

impl Md5Pending {
    /// No digest is owed.
    pub fn is_empty(&self) -> bool {
        self.sites.is_empty()
    }

    /// Forget every owed digest (a batch given up part way).
    pub fn clear(&mut self) {
        self.inputs.clear();
        self.input_ends.clear();
        self.sites.clear();
    }

    pub(super) fn len(&self) -> usize {
        self.sites.len()
    }

    /// Forget the digests owed from number `n` on (a key given up).
    pub(super) fn truncate(&mut self, n: usize) {
        if n < self.sites.len() {
            self.sites.truncate(n);
            self.input_ends.truncate(n);
            self.inputs
                .truncate(self.input_ends.last().copied().unwrap_or(0));
        }
    }

    /// Owe the digest of `input` at offset `at` of the batch; returns where `input` is kept.
    pub(super) fn push(&mut self, input: &[u8], at: usize, part: usize) -> std::ops::Range<usize> {
        let start = self.inputs.len();
        self.inputs.extend_from_slice(input);
        self.input_ends.push(self.inputs.len());
        self.sites.push((at, part));
        start..self.inputs.len()
    }

    /// Owe the digest of the input `write` appends to the kept inputs (written there, not
    /// copied), at offset `at` of the batch; returns where it is kept. When `write` fails
    /// nothing is owed.
    #[inline(always)]
    pub(super) fn push_with<E>(
        &mut self,
        at: usize,
        part: usize,
        write: impl FnOnce(&mut Vec<u8>) -> Result<(), E>,
    ) -> Result<std::ops::Range<usize>, E> {
        let start = self.inputs.len();
        if let Err(e) = write(&mut self.inputs) {
            self.inputs.truncate(start);
            return Err(e);
        }
        self.input_ends.push(self.inputs.len());
        self.sites.push((at, part));
        Ok(start..self.inputs.len())
    }

    /// A kept input, by the range [`Md5Pending::push`] gave.
    pub(super) fn input(&self, range: std::ops::Range<usize>) -> Option<&[u8]> {
        self.inputs.get(range)
    }

    /// Hash every input across SIMD lanes, then write each placeholder.
    pub(super) fn pay(
        &mut self,
        parts: &[Option<Deferrable>],
        bytes: &mut [u8],
    ) -> Result<(), SpannedError> {
        let mut start = 0;
        let inputs: Vec<&[u8]> = self
            .input_ends
            .iter()
            .map(|&end| {
                let s = &self.inputs[start..end];
                start = end;
                s
            })
            .collect();
        self.digests.clear();
        self.digests.resize(inputs.len(), [0; 16]);
        crate::hash::md5_many(&inputs, &mut self.digests);
        for (&(at, part), digest) in self.sites.iter().zip(&self.digests) {
            let d = parts
                .get(part)
                .and_then(Option::as_ref)
                .ok_or_else(|| internal("a deferred digest without its segment"))?;
            if let Some(n) = d.hex_digits.filter(|&n| n == d.len) {
                let dest = bytes
                    .get_mut(at..at + n)
                    .ok_or_else(|| internal("a deferred digest does not fit its place"))?;
                for (pair, &byte) in dest.chunks_mut(2).zip(digest) {
                    pair[0] = HEX[usize::from(byte >> 4)];
                    if let Some(low) = pair.get_mut(1) {
                        *low = HEX[usize::from(byte & 0xf)];
                    }
                }
                continue;
            }
            finish_one(&d.post, digest, &mut self.buf, &mut self.tmp)?;
            let dest = bytes
                .get_mut(at..at + d.len)
                .filter(|_| self.buf.len() == d.len)
                .ok_or_else(|| internal("a deferred digest does not fit its place"))?;
            dest.copy_from_slice(&self.buf);
        }
        self.clear();
        Ok(())
    }
}
