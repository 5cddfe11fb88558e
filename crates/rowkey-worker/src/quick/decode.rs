//! A key read back through its template for the page's decode panel: the core's decoder, its
//! partial values and mismatch said in the request's language.

use rowkey_core::decode::decode;
use rowkey_core::hbase::to_string_binary;
use rowkey_core::sample::Compiled;
use rowkey_protocol::{DecodeMismatch, DecodedKey};

/// The `decode` answer for `key` under the design `c`.
pub(super) fn answer(c: &Compiled, key: &[u8]) -> DecodedKey {
    let d = decode(c.plan(), key);
    DecodedKey {
        key: to_string_binary(&d.key),
        matches: d.matches,
        fields: d
            .fields
            .iter()
            .map(|(name, v)| (name.clone(), v.display()))
            .collect(),
        partial: d
            .partial
            .iter()
            .map(|(name, p)| (name.clone(), p.message().to_string()))
            .collect(),
        opaque: d
            .opaque
            .iter()
            .map(|o| {
                (
                    o.segment.clone(),
                    to_string_binary(&o.bytes),
                    o.transform.clone(),
                )
            })
            .collect(),
        mismatch: d.mismatch.map(|m| DecodeMismatch {
            offset: m.offset,
            expected: m.expected.to_string(),
            undecided: m.undecided,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rowkey_core::design::Design;

    #[test]
    fn fields_partials_and_the_mismatch_are_the_decoders() {
        let mut d = Design::new("{id | md5 | hex | left(4)}_{id}_{n | i32}");
        d.fields.insert("id".into(), "pattern(\"u###\")".into());
        d.fields.insert("n".into(), "seq(1, 1)".into());
        let c = Compiled::new(&d).unwrap();
        let key = c.sampler().with_count(1).next().unwrap().unwrap();
        let got = answer(&c, &key);
        assert!(got.matches, "{got:?}");
        assert_eq!(got.fields[1], ("n".to_owned(), "1".to_owned()));
        assert_eq!(got.opaque.len(), 1);
        assert_eq!(got.opaque[0].2, "md5");
        let mut bad = key.clone();
        bad[0] = b'!';
        let got = answer(&c, &bad);
        assert!(!got.matches);
        assert_eq!(got.mismatch.map(|m| m.offset), Some(0));
    }
}
