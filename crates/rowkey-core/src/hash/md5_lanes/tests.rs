//! Every lane count this machine runs (all four on the AVX-512 development machine, where CI
//! runs; 1, 4 and 8 on an AVX2-only one) against the scalar `md5` crate and the test vectors.

use super::schedule::padded_blocks;
use super::*;
use crate::hash::md5;
use crate::hbase::{from_hex, to_hex};

/// The lane counts this machine runs; at least scalar and 4 lanes everywhere.
fn available() -> Vec<Lanes> {
    let all: Vec<Lanes> = Lanes::ALL.into_iter().filter(|l| l.available()).collect();
    assert!(all.contains(&Lanes::X1) && all.contains(&Lanes::X4));
    all
}

/// `inputs` hashed at `lanes`, each digest checked against the `md5` crate.
fn check(lanes: Lanes, inputs: &[&[u8]]) {
    let mut out = vec![[0xAA; 16]; inputs.len()];
    md5_many_with(lanes, inputs, &mut out).unwrap();
    for (i, (input, digest)) in inputs.iter().zip(&out).enumerate() {
        assert_eq!(
            to_hex(digest),
            to_hex(&md5::compute(input).0),
            "{lanes}, input {i} of {} ({} bytes)",
            inputs.len(),
            input.len()
        );
    }
}

/// Bytes that differ by position and seed, so a lane reading another lane's block shows.
fn bytes(len: usize, seed: usize) -> Vec<u8> {
    (0..len)
        .map(|i| (i.wrapping_mul(31) ^ seed.wrapping_mul(131) ^ (i >> 8)) as u8)
        .collect()
}

/// `(input, md5 hex)` from the HBase vectors (`MD5Hash.getMD5AsHex`, cross-checked against the
/// JDK's `MessageDigest`) and RFC 1321's test suite (A.5), whose longer inputs span two blocks.
fn vectors() -> Vec<(Vec<u8>, String)> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../testdata/hbase/md5_hex.json"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    let mut all: Vec<(Vec<u8>, String)> = json["cases"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            let mut input = from_hex(c["input_hex"].as_str().unwrap()).unwrap();
            // `getMD5AsHex(key, offset=O, length=L)` hashes part of the input.
            let kind = c["kind"].as_str().unwrap();
            if let Some(range) = kind.strip_prefix("getMD5AsHex(key, offset=") {
                let (offset, rest) = range.split_once(", length=").unwrap();
                let offset: usize = offset.parse().unwrap();
                let length: usize = rest.trim_end_matches(')').parse().unwrap();
                input = input[offset..offset + length].to_vec();
            }
            (input, c["md5_hex"].as_str().unwrap().to_string())
        })
        .collect();
    assert!(all.len() >= 20, "md5_hex.json has its cases");
    let rfc = [
        ("", "d41d8cd98f00b204e9800998ecf8427e"),
        ("a", "0cc175b9c0f1b6a831c399e269772661"),
        ("abc", "900150983cd24fb0d6963f7d28e17f72"),
        ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
        (
            "abcdefghijklmnopqrstuvwxyz",
            "c3fcd3d76192e4007dfb496cca67e13b",
        ),
        (
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
            "d174ab98d277d9f5a5611c2c9f419d9f",
        ),
        (
            "12345678901234567890123456789012345678901234567890123456789012345678901234567890",
            "57edf4a22be3c955ac49da2e2107b67a",
        ),
    ];
    all.extend(rfc.map(|(i, h)| (i.as_bytes().to_vec(), h.to_string())));
    all
}

#[test]
fn vectors_at_every_lane_count() {
    let vectors = vectors();
    let inputs: Vec<&[u8]> = vectors.iter().map(|(i, _)| i.as_slice()).collect();
    for lanes in available() {
        // All at once (lanes refill as they finish), and each alone (one busy lane).
        let mut out = vec![[0; 16]; inputs.len()];
        md5_many_with(lanes, &inputs, &mut out).unwrap();
        for ((input, want), got) in vectors.iter().zip(&out) {
            assert_eq!(&to_hex(got), want, "{lanes}, {:?}", to_hex(input));
            let mut one = [[0; 16]];
            md5_many_with(lanes, &[input], &mut one).unwrap();
            assert_eq!(&to_hex(&one[0]), want, "{lanes} alone, {:?}", to_hex(input));
        }
    }
}

#[test]
fn block_boundaries_at_every_lane_count() {
    let lengths = [
        0, 1, 54, 55, 56, 57, 63, 64, 65, 118, 119, 120, 121, 127, 128, 129, 183, 184, 191, 192,
        193, 1000,
    ];
    let owned: Vec<Vec<u8>> = lengths
        .iter()
        .enumerate()
        .map(|(i, &n)| bytes(n, i))
        .collect();
    let all: Vec<&[u8]> = owned.iter().map(Vec::as_slice).collect();
    for lanes in available() {
        check(lanes, &all);
        for input in &all {
            check(lanes, &[input]);
            // The same length in every lane, and a batch one longer than the lanes.
            check(lanes, &vec![*input; lanes.count() + 1]);
        }
        // Longest first, so short inputs refill lanes while long ones are mid-way.
        let mut reversed = all.clone();
        reversed.reverse();
        check(lanes, &reversed);
    }
}

#[test]
fn padding_block_counts() {
    let cases = [
        (0, 1),
        (55, 1),
        (56, 2),
        (63, 2),
        (64, 2),
        (119, 2),
        (120, 3),
        (128, 3),
    ];
    for (len, blocks) in cases {
        assert_eq!(padded_blocks(len), blocks, "{len} bytes");
    }
}

#[test]
fn many_short_keys_and_one_long() {
    // One lane hashes 100 blocks while the others go through hundreds of one-block keys.
    let keys: Vec<String> = (0..500).map(|n| format!("user{n}")).collect();
    let long = bytes(6400, 7);
    let mut inputs: Vec<&[u8]> = keys.iter().map(|k| k.as_bytes()).collect();
    inputs.insert(3, &long);
    inputs.push(&long);
    for lanes in available() {
        check(lanes, &inputs);
    }
}

#[test]
fn unavailable_lanes_are_an_error_and_write_nothing() {
    for lanes in Lanes::ALL.into_iter().filter(|l| !l.available()) {
        let mut out = [[7u8; 16]; 3];
        assert_eq!(
            md5_many_with(lanes, &[b"a", b"b", b"c"], &mut out),
            Err(LanesUnavailable(lanes))
        );
        assert_eq!(out, [[7u8; 16]; 3]);
    }
}

#[test]
fn slices_of_different_lengths_pair_like_zip() {
    for lanes in available() {
        let mut out = [[0u8; 16]; 3];
        md5_many_with(lanes, &[b"a", b"b", b"c", b"d", b"e"], &mut out).unwrap();
        assert_eq!(out, [md5(b"a"), md5(b"b"), md5(b"c")]);
        let mut out = [[9u8; 16]; 3];
        md5_many_with(lanes, &[b"x"], &mut out).unwrap();
        assert_eq!(out, [md5(b"x"), [9; 16], [9; 16]]);
        md5_many_with(lanes, &[], &mut out).unwrap();
        assert_eq!(out[1], [9; 16]);
    }
}

#[test]
fn md5_many_uses_the_best_lanes() {
    let best = Lanes::best();
    assert!(best.available());
    assert_eq!(md5_lanes(), best.count());
    // Nothing wider than the best is available.
    assert!(Lanes::ALL
        .into_iter()
        .all(|l| !l.available() || l.count() <= best.count() || l == Lanes::X4));
    let keys: Vec<String> = (0..37).map(|n| format!("user{n}")).collect();
    let inputs: Vec<&[u8]> = keys.iter().map(|k| k.as_bytes()).collect();
    let mut out = vec![[0; 16]; inputs.len()];
    md5_many(&inputs, &mut out);
    assert!(inputs.iter().zip(&out).all(|(k, d)| md5(k) == *d));
}

proptest::proptest! {
    /// Batches of 0..40 inputs of mixed lengths 0..300 (up to five blocks) at every lane count.
    #[test]
    fn mixed_batches_match_the_md5_crate(
        batch in proptest::collection::vec(proptest::collection::vec(proptest::num::u8::ANY, 0..300), 0..40)
    ) {
        let inputs: Vec<&[u8]> = batch.iter().map(Vec::as_slice).collect();
        for lanes in available() {
            let mut out = vec![[0; 16]; inputs.len()];
            md5_many_with(lanes, &inputs, &mut out).unwrap();
            for (i, (input, digest)) in inputs.iter().zip(&out).enumerate() {
                proptest::prop_assert_eq!(*digest, md5::compute(input).0, "{} input {}", lanes, i);
            }
        }
    }
}
