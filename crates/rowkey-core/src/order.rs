//! Stable sorts of short lists through one instantiation of the standard library's sort.
//!
//! Every `sort_by` of a different element type or comparator is a copy of the standard library's
//! stable sort (driftsort: several kilobytes of wasm each). The lists sorted here (split keys,
//! lints, a design's values, import rows) are short and off the per-key paths, so they sort
//! their indices instead, through the one copy in [`stable_order`], and then move the elements
//! into that order: the same result as `slice::sort_by` (equal elements keep their order), in
//! a fraction of the code. The per-key sorts (fingerprints, key sketches) keep their own.

use std::cmp::Ordering;

/// Sorts `v` by `cmp`, stably (as [`slice::sort_by`]).
pub(crate) fn sort_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    let order = stable_order(v.len(), &mut |a, b| cmp(&v[a], &v[b]));
    permute(v, order);
}

/// Sorts `v` in its natural order, stably (as [`slice::sort`]).
pub(crate) fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

/// Sorts `v` by the key `f` gives each element, stably (as [`slice::sort_by_key`]).
pub(crate) fn sort_by_key<T, K: Ord>(v: &mut [T], mut f: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| f(a).cmp(&f(b)));
}

/// The indices `0..len` in the stable order `cmp` gives them: the only instantiation of the
/// standard library's stable sort behind this module's functions.
#[inline(never)]
fn stable_order(len: usize, cmp: &mut dyn FnMut(usize, usize) -> Ordering) -> Vec<usize> {
    let mut order: Vec<usize> = (0..len).collect();
    order.sort_by(|&a, &b| cmp(a, b));
    order
}

/// Rearranges `v` so that `v[k]` is the element that was at `order[k]` (`order` a permutation
/// of `0..v.len()`), by swaps along each cycle of the permutation.
fn permute<T>(v: &mut [T], mut order: Vec<usize>) {
    for start in 0..order.len() {
        let mut at = start;
        loop {
            let from = order[at];
            order[at] = at;
            if from == start || from == at {
                break;
            }
            v.swap(at, from);
            at = from;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_as_the_standard_library_does_equal_elements_in_their_order() {
        // Pairs compared by their first member only: the second says where each came from.
        let mut seed = 7u64;
        for len in [0, 1, 2, 3, 8, 21, 64, 200] {
            let v: Vec<(u8, usize)> = (0..len)
                .map(|i| {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    ((seed >> 60) as u8, i)
                })
                .collect();
            let mut want = v.clone();
            want.sort_by_key(|p| p.0);
            let mut got = v.clone();
            sort_by_key(&mut got, |p| p.0);
            assert_eq!(got, want, "len {len}");
            let mut got = v.clone();
            sort_by(&mut got, |a, b| b.0.cmp(&a.0));
            let mut want = v.clone();
            want.sort_by_key(|p| std::cmp::Reverse(p.0));
            assert_eq!(got, want, "len {len}, descending");
            let mut got = v.clone();
            sort(&mut got);
            let mut want = v;
            want.sort();
            assert_eq!(got, want, "len {len}, natural order");
        }
    }

    #[test]
    fn permute_follows_every_cycle() {
        let mut v = vec!['a', 'b', 'c', 'd', 'e', 'f'];
        permute(&mut v, vec![2, 0, 1, 5, 4, 3]);
        assert_eq!(v, vec!['c', 'a', 'b', 'f', 'e', 'd']);
    }
}
