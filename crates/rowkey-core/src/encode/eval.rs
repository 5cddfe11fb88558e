//! Evaluating a segment: its source, its operations, a `concat` and the memo that lets a
//! repeated `concat` be evaluated once per record.

use super::*;

impl Encoder<'_> {
    /// Evaluate a top-level segment, appending its key bytes to `out` from `start`.
    pub(super) fn segment(
        &mut self,
        expr: &Expr,
        row: &[Value],
        rest: &[u8],
        out: &mut Vec<u8>,
        start: usize,
    ) -> Result<(), SpannedError> {
        // Without operations the source is written straight into the key (`_{id}`,
        // `_{concat("user", n)}`): no intermediate buffer.
        if expr.ops.is_empty() {
            return self.append(expr, row, rest, out, 1);
        }
        // Segments evaluate in a pooled buffer, then append: in-place ops (left, md5…) must
        // only see this segment's bytes.
        let mut buf = self.take_buf(0);
        let r = self.eval(expr, row, rest, &mut buf, 1);
        let result = r.map(|r| {
            debug_assert_eq!(out.len(), start);
            match r {
                Res::Int(v) => write_decimal(out, v),
                Res::Buf => out.extend_from_slice(&buf),
            }
        });
        self.pool[0] = buf;
        result
    }

    /// Run the flat steps of the plan (see [`program`]): the same bytes as the part-by-part
    /// walk below, with less machinery per key. The key is appended to `out` from `base`.
    pub(super) fn run_program(
        &mut self,
        steps: &[program::Step],
        row: &[Value],
        out: &mut Vec<u8>,
        base: usize,
        mut defer: Option<&mut Md5Pending>,
    ) -> Result<(), SpannedError> {
        use program::Step;
        let last = steps.len().saturating_sub(1);
        for (i, step) in steps.iter().enumerate() {
            match step {
                Step::Bytes(b) => append::append(out, b),
                Step::Direct {
                    pieces,
                    concat,
                    span,
                    same_as,
                } => {
                    let kept = match (same_as, defer.as_deref()) {
                        (Some(k), Some(pending)) => self
                            .kept
                            .get(*k)
                            .and_then(|r| r.as_ref().and_then(|r| pending.input(r.clone()))),
                        _ => None,
                    };
                    match kept {
                        // One length check for the whole value: where it is under the limit,
                        // every argument's was too.
                        Some(bytes) if !*concat || bytes.len() <= MAX_VALUE_BYTES => {
                            out.extend_from_slice(bytes)
                        }
                        _ => {
                            for p in pieces.iter() {
                                program::put_piece(p, row, &self.salts, out)?;
                                if *concat && out.len() - base > MAX_VALUE_BYTES {
                                    return Err(value_too_long(out.len() - base, *span));
                                }
                            }
                        }
                    }
                }
                Step::Ops {
                    source,
                    ops,
                    span,
                    chain,
                } => {
                    // The chain writes the segment itself, or leaves it to the general way.
                    if chain.as_ref().and_then(|c| c.run(row, out)).is_none() {
                        let buf = &mut self.step_buf;
                        let r = program::load(source, row, &self.salts, buf, *span)?;
                        match apply_all(ops, r, buf, &mut self.tmp, &mut self.work)? {
                            Res::Int(v) => write_decimal(out, v),
                            Res::Buf => out.extend_from_slice(buf),
                        }
                    }
                }
                Step::Md5 {
                    source,
                    ops,
                    before,
                    len,
                    span,
                } => {
                    if let Some(slot) = self.kept.get_mut(i) {
                        *slot = None;
                    }
                    // The usual batched digest (`concat(...) | md5`, nothing before it): its
                    // input is written straight into the batch's kept inputs, not built in a
                    // scratch buffer and copied there.
                    if let (program::Load::Pieces { pieces, concat }, 0, Some(pending)) =
                        (source, *before, defer.as_deref_mut())
                    {
                        let salts = &self.salts;
                        let kept = pending.push_with(out.len(), i, |inputs| {
                            program::append_pieces(pieces, *concat, row, salts, inputs, *span)
                        })?;
                        if let Some(slot) = self.kept.get_mut(i) {
                            *slot = Some(kept);
                        }
                        for _ in 0..*len {
                            out.push(0);
                        }
                    } else {
                        let buf = &mut self.step_buf;
                        let r = program::load(source, row, &self.salts, buf, *span)?;
                        let r = if *before == 0 {
                            r
                        } else {
                            apply_all(&ops[..*before], r, buf, &mut self.tmp, &mut self.work)?
                        };
                        match (r, defer.as_deref_mut()) {
                            (Res::Buf, Some(pending)) => {
                                let kept = pending.push(buf, out.len(), i);
                                if let Some(slot) = self.kept.get_mut(i) {
                                    *slot = Some(kept);
                                }
                                // A few bytes: pushes beat a call to memset.
                                for _ in 0..*len {
                                    out.push(0);
                                }
                            }
                            // Not batched: the digest now, as any other operation.
                            (r, _) => match apply_all(
                                &ops[*before..],
                                r,
                                buf,
                                &mut self.tmp,
                                &mut self.work,
                            )? {
                                Res::Int(v) => write_decimal(out, v),
                                Res::Buf => out.extend_from_slice(buf),
                            },
                        }
                    }
                }
                Step::Part(p) => match &self.plan.parts()[*p] {
                    PlanPart::Segment(expr) => {
                        let start = out.len();
                        self.segment(expr, row, &[], out, start)?;
                    }
                    PlanPart::Literal(bytes) => out.extend_from_slice(bytes),
                },
            }
            // The last part leaves the exact length to the caller's key-length rule.
            let len = out.len() - base;
            if i < last && len > crate::limits::MAX_KEY_LENGTH {
                return Err(key_too_long(len, step.span(self.plan)));
            }
        }
        Ok(())
    }

    pub(super) fn take_buf(&mut self, depth: usize) -> Vec<u8> {
        if self.pool.len() <= depth {
            self.pool.resize_with(depth + 1, Vec::new);
        }
        let mut b = std::mem::take(&mut self.pool[depth]);
        b.clear();
        b
    }

    /// Evaluate `expr`; a [`Res::Buf`] result is left in `buf`. `depth` picks pooled buffers
    /// for nested pipelines.
    pub(super) fn eval(
        &mut self,
        expr: &Expr,
        row: &[Value],
        rest: &[u8],
        buf: &mut Vec<u8>,
        depth: usize,
    ) -> Result<Res, SpannedError> {
        buf.clear();
        let r = match &expr.source {
            Src::Field { index, ty } => ops::load_field(&row[*index], *ty, buf, expr.span)?,
            Src::Str(s) => {
                buf.extend_from_slice(s.as_bytes());
                Res::Buf
            }
            Src::Int(v) => Res::Int(*v),
            Src::Salt { slot, .. } => Res::Int(self.salts[*slot]),
            Src::Rest => {
                buf.extend_from_slice(rest);
                Res::Buf
            }
            Src::Concat(args) if self.memo_slot(expr).is_some() => {
                let slot = self.memo_slot(expr).unwrap_or(0);
                self.concat_memo(slot, args, row, rest, buf, depth)?;
                return self.apply_ops(&expr.ops, Res::Buf, buf);
            }
            Src::Concat(args) => {
                if args.iter().all(|a| a.ops.is_empty()) {
                    for a in args {
                        self.append(a, row, rest, buf, depth + 1)?;
                        check_value(buf, expr)?;
                    }
                    return self.apply_ops(&expr.ops, Res::Buf, buf);
                }
                let mut arg_buf = self.take_buf(depth);
                for a in args {
                    let r = match self.eval(a, row, rest, &mut arg_buf, depth + 1) {
                        Ok(Res::Int(v)) => {
                            write_decimal(buf, v);
                            check_value(buf, expr)
                        }
                        Ok(Res::Buf) => {
                            buf.extend_from_slice(&arg_buf);
                            check_value(buf, expr)
                        }
                        Err(e) => Err(e),
                    };
                    if let Err(e) = r {
                        self.pool[depth] = arg_buf;
                        return Err(e);
                    }
                }
                self.pool[depth] = arg_buf;
                Res::Buf
            }
        };
        self.apply_ops(&expr.ops, r, buf)
    }

    pub(super) fn apply_ops(
        &mut self,
        ops: &[crate::plan::ir::OpAt],
        r: Res,
        buf: &mut Vec<u8>,
    ) -> Result<Res, SpannedError> {
        apply_all(ops, r, buf, &mut self.tmp, &mut self.work)
    }

    /// Append the key bytes of an operation-free pipeline to `out`.
    pub(super) fn append(
        &mut self,
        expr: &Expr,
        row: &[Value],
        rest: &[u8],
        out: &mut Vec<u8>,
        depth: usize,
    ) -> Result<(), SpannedError> {
        if !expr.ops.is_empty() {
            let mut buf = self.take_buf(depth);
            let r = self.eval(expr, row, rest, &mut buf, depth + 1);
            if let Ok(r) = &r {
                match r {
                    Res::Int(v) => write_decimal(out, *v),
                    Res::Buf => out.extend_from_slice(&buf),
                }
            }
            self.pool[depth] = buf;
            return r.map(|_| ());
        }
        match &expr.source {
            Src::Field { index, ty } => match ops::load_field(&row[*index], *ty, out, expr.span)? {
                Res::Int(v) => write_decimal(out, v),
                Res::Buf => {}
            },
            Src::Str(s) => out.extend_from_slice(s.as_bytes()),
            Src::Int(v) => write_decimal(out, *v),
            Src::Salt { slot, .. } => write_decimal(out, self.salts[*slot]),
            Src::Rest => out.extend_from_slice(rest),
            Src::Concat(args) => match self.memo_slot(expr) {
                Some(slot) => self.concat_memo(slot, args, row, rest, out, depth)?,
                None => {
                    for a in args {
                        self.append(a, row, rest, out, depth + 1)?;
                        check_value(out, expr)?;
                    }
                }
            },
        }
        Ok(())
    }

    /// The memo slot of a shared `concat(...)` source.
    #[inline]
    pub(super) fn memo_slot(&self, expr: &Expr) -> Option<usize> {
        if self.shared.is_empty() {
            return None;
        }
        let addr = expr as *const Expr as usize;
        self.shared
            .iter()
            .find(|&&(a, _)| a == addr)
            .map(|&(_, s)| s)
    }

    /// Append a shared concat's bytes to `out`, computing them on first use for this key.
    pub(super) fn concat_memo(
        &mut self,
        slot: usize,
        args: &[Expr],
        row: &[Value],
        rest: &[u8],
        out: &mut Vec<u8>,
        depth: usize,
    ) -> Result<(), SpannedError> {
        if !self.memo_ready[slot] {
            let mut m = std::mem::take(&mut self.memo[slot]);
            m.clear();
            let r = args.iter().try_for_each(|a| {
                self.append(a, row, rest, &mut m, depth + 1)?;
                if m.len() > MAX_VALUE_BYTES {
                    return Err(value_too_long(m.len(), a.span));
                }
                Ok(())
            });
            self.memo[slot] = m;
            r?;
            self.memo_ready[slot] = true;
        }
        out.extend_from_slice(&self.memo[slot]);
        Ok(())
    }
}

/// Apply `ops` in order, adding the bytes each makes to `work`; a value past
/// [`MAX_VALUE_BYTES`] stops at the operation that made it.
#[inline(always)]
pub(super) fn apply_all(
    ops: &[crate::plan::ir::OpAt],
    mut r: Res,
    buf: &mut Vec<u8>,
    tmp: &mut Vec<u8>,
    work: &mut u64,
) -> Result<Res, SpannedError> {
    for op in ops {
        r = ops::apply(&op.op, op.span, r, buf, tmp)?;
        if matches!(r, Res::Buf) {
            *work = work.wrapping_add(buf.len() as u64);
            if buf.len() > MAX_VALUE_BYTES {
                return Err(value_too_long(buf.len(), op.span));
            }
        }
    }
    Ok(r)
}

/// A `concat` that has grown past [`MAX_VALUE_BYTES`] stops at the argument that did it.
pub(super) fn check_value(buf: &[u8], expr: &Expr) -> Result<(), SpannedError> {
    if buf.len() > MAX_VALUE_BYTES {
        return Err(value_too_long(buf.len(), expr.span));
    }
    Ok(())
}
