//! Quantile split keys that cut equal bytes rather than equal key counts, from a key dump with
//! row sizes (`split quantile --keys F --keys-sizes --by bytes`) or a partial's byte sketch.
//! The rule and its one cutting loop are [`crate::analyze::weighted_cut`]'s, shared with a
//! design's quantile splits.

pub(crate) use crate::analyze::weighted_cut::{cut_by_weight, two_regions};
pub use crate::analyze::weighted_cut::{split_keys_by_bytes, SizedKeys};
