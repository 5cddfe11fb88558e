//! Multi-buffer scheduling: N lanes, each hashing one input block by block. A lane that
//! finishes its input (short input, fewer blocks) hands its digest out and takes the next input
//! at once, so inputs of mixed lengths keep every lane busy; a lane with nothing left to take
//! runs on garbage whose result is never read.

use super::compress::{compress, Block, State, IV};
use super::word::Word;

/// What one lane is hashing: which input, its next block and how many blocks it pads to.
#[derive(Clone, Copy)]
struct Job {
    input: usize,
    block: usize,
    blocks: usize,
}

/// `out[i] = md5(inputs[i])` for every `i` below `min(inputs.len(), out.len())`, N lanes at a
/// time, computing with vector `W`. Inlined into each caller so it is compiled with the
/// caller's target features.
#[inline(always)]
pub(super) fn hash_all<const N: usize, W: Word<N>>(inputs: &[&[u8]], out: &mut [[u8; 16]]) {
    let count = inputs.len().min(out.len());
    let mut state: State<N> = [[0; N]; 4];
    let mut words: Block<N> = [[0; N]; 16];
    let mut jobs: [Option<Job>; N] = [None; N];
    let mut next = 0;
    loop {
        // The common case (every key shorter than 56 bytes): N whole messages of one block each,
        // with no lane bookkeeping.
        if jobs.iter().all(Option::is_none) {
            if let Some(group) = inputs[..count].get(next..next + N) {
                if group.iter().all(|i| i.len() < 56) {
                    for (lane, input) in group.iter().enumerate() {
                        load_block(&mut words, lane, input, 0, 1);
                    }
                    state = IV.map(|iv| [iv; N]);
                    compress::<N, W>(&mut state, &words);
                    for (lane, digest) in out[next..next + N].iter_mut().enumerate() {
                        for (chunk, s) in digest.chunks_exact_mut(4).zip(&state) {
                            chunk.copy_from_slice(&s[lane].to_le_bytes());
                        }
                    }
                    next += N;
                    continue;
                }
            }
        }
        let mut busy = false;
        for (lane, job) in jobs.iter_mut().enumerate() {
            if job.is_none() && next < count {
                *job = Some(Job {
                    input: next,
                    block: 0,
                    blocks: padded_blocks(inputs[next].len()),
                });
                next += 1;
                for (s, iv) in state.iter_mut().zip(IV) {
                    s[lane] = iv;
                }
            }
            if let Some(job) = job {
                load_block(&mut words, lane, inputs[job.input], job.block, job.blocks);
                busy = true;
            }
        }
        if !busy {
            return;
        }
        compress::<N, W>(&mut state, &words);
        for (lane, slot) in jobs.iter_mut().enumerate() {
            let Some(job) = slot else { continue };
            job.block += 1;
            if job.block == job.blocks {
                let digest = &mut out[job.input];
                for (chunk, s) in digest.chunks_exact_mut(4).zip(&state) {
                    chunk.copy_from_slice(&s[lane].to_le_bytes());
                }
                *slot = None;
            }
        }
    }
}

/// How many 64-byte blocks a message of `len` bytes pads to: the message, the 0x80 byte, zeros,
/// and the 8-byte bit length.
#[inline(always)]
pub(super) fn padded_blocks(len: usize) -> usize {
    len / 64 + if len % 64 < 56 { 1 } else { 2 }
}

/// Writes block `block` (of `blocks`) of `input`'s padded message into `lane` of `words`.
#[inline(always)]
fn load_block<const N: usize>(
    words: &mut Block<N>,
    lane: usize,
    input: &[u8],
    block: usize,
    blocks: usize,
) {
    let start = block * 64;
    if let Some(full) = input.get(start..start + 64) {
        for (w, bytes) in words.iter_mut().zip(full.chunks_exact(4)) {
            w[lane] = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
        }
        return;
    }
    // The tail, built as words straight from the input (a byte copy read back as words stalls
    // on store forwarding): what is left of the input, the 0x80 byte if it falls in this
    // block, zeros, and the bit length (mod 2^64, as RFC 1321 says) in the last block.
    let rest = input.get(start..).unwrap_or_default();
    let mut tail = [0u32; 16];
    for (t, bytes) in tail.iter_mut().zip(rest.chunks_exact(4)) {
        *t = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
    }
    let whole = rest.len() / 4;
    let mut partial = 0u32;
    for (j, &b) in rest[whole * 4..].iter().enumerate() {
        partial |= u32::from(b) << (8 * j);
    }
    if start <= input.len() {
        partial |= 0x80 << (8 * (rest.len() % 4));
    }
    // `rest` is shorter than a block, so its partial word is inside it.
    tail[whole % 16] |= partial;
    if block + 1 == blocks {
        let bits = (input.len() as u64).wrapping_mul(8);
        tail[14] = bits as u32;
        tail[15] = (bits >> 32) as u32;
    }
    for (w, t) in words.iter_mut().zip(tail) {
        w[lane] = t;
    }
}
