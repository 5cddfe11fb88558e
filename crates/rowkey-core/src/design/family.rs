//! A column family of the design's table: its name, and the attributes the HBase shell's
//! `create` takes for it (`VERSIONS`, `COMPRESSION`, `BLOOMFILTER`, `TTL`,
//! `DATA_BLOCK_ENCODING`, `BLOCKSIZE`, `IN_MEMORY`).
//!
//! In the design JSON a family is either its name (`"d"`) or an object with `name` and the
//! attributes spelled as the shell spells them:
//!
//! ```
//! use rowkey_core::design::{Compression, Design};
//! let json = r#"{"version": 1, "template": "{id}", "table": {"families": ["d",
//!   {"name": "m", "VERSIONS": 1, "COMPRESSION": "snappy", "TTL": 86400}]}}"#;
//! let d = Design::from_json(json).unwrap();
//! assert_eq!(d.table.families[0], "d");
//! assert_eq!(d.table.families[1].attrs.compression, Some(Compression::Snappy));
//! // A family without attributes is written back as its name.
//! assert!(d.to_json().contains(r#""families":["d",{"name":"m","VERSIONS":1,"COMPRESSION":"SNAPPY","TTL":86400}]"#));
//! ```

use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde::{Deserialize, Serialize, Serializer};
use std::cell::RefCell;
use std::fmt;

use crate::i18n::catalogue::family as msg;
use crate::i18n::{Arg, Lang, Message};

thread_local! {
    /// serde's custom errors carry only text: the catalogue message of the last family error
    /// travels beside it, so [`Design::from_json`](super::Design::from_json) can show it in the
    /// reader's language.
    static LAST_ERROR: RefCell<Option<Message>> = const { RefCell::new(None) };
}

/// A serde error saying `m` (in English, serde's language), with `m` kept for [`take_error`].
fn custom<E: de::Error>(m: Message) -> E {
    let text = m.render(Lang::En);
    LAST_ERROR.with(|l| *l.borrow_mut() = Some(m));
    E::custom(text)
}

/// The message of the last family error if serde's error text `text` is it (a stale one, from
/// a document whose error came from elsewhere, is dropped).
pub(crate) fn take_error(text: &str) -> Option<Message> {
    LAST_ERROR
        .with(|l| l.borrow_mut().take())
        .filter(|m| m.render(Lang::En) == text)
}

/// A column family: its name and its attributes (all unset for a plain name).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Family {
    /// The family's name.
    pub name: String,
    /// What the shell's `create` sets on it; unset attributes keep HBase's defaults.
    pub attrs: FamilyAttrs,
}

/// The attributes of a column family the exports write (HBase's
/// `ColumnFamilyDescriptorBuilder` settings under their shell names). `None` = HBase's default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FamilyAttrs {
    /// `VERSIONS`: the most versions of a cell kept (at least 1).
    pub versions: Option<u32>,
    /// `COMPRESSION`: the store files' compression.
    pub compression: Option<Compression>,
    /// `BLOOMFILTER`: the store files' Bloom filter.
    pub bloomfilter: Option<BloomType>,
    /// `TTL`: seconds a cell lives (1 ..= 2147483647, HBase's `FOREVER`).
    pub ttl: Option<u32>,
    /// `DATA_BLOCK_ENCODING`: how keys in a block are encoded.
    pub data_block_encoding: Option<DataBlockEncoding>,
    /// `BLOCKSIZE`: the HFile block size in bytes (1 KiB ..= 16 MiB, as HBase checks).
    pub blocksize: Option<u32>,
    /// `IN_MEMORY`: whether the block cache favours the family.
    pub in_memory: Option<bool>,
}

impl FamilyAttrs {
    /// Whether no attribute is set.
    pub fn is_empty(&self) -> bool {
        *self == FamilyAttrs::default()
    }
}

impl FamilyAttrs {
    /// The shell's name of each attribute and its value as the shell writes it (`'SNAPPY'`,
    /// `86400`, `'true'`), in the order the exports list them.
    ///
    /// ```
    /// use rowkey_core::design::{Compression, FamilyAttrs};
    /// let a = FamilyAttrs { versions: Some(1), compression: Some(Compression::Snappy), ..Default::default() };
    /// assert_eq!(a.shell_pairs(), [("VERSIONS", "1".to_owned()), ("COMPRESSION", "'SNAPPY'".to_owned())]);
    /// ```
    pub fn shell_pairs(&self) -> Vec<(&'static str, String)> {
        let quoted = |s: &str| format!("'{s}'");
        let mut out = Vec::new();
        if let Some(v) = self.versions {
            out.push((VERSIONS, v.to_string()));
        }
        if let Some(c) = self.compression {
            out.push((COMPRESSION, quoted(c.name())));
        }
        if let Some(b) = self.bloomfilter {
            out.push((BLOOMFILTER, quoted(b.name())));
        }
        if let Some(t) = self.ttl {
            out.push((TTL, t.to_string()));
        }
        if let Some(e) = self.data_block_encoding {
            out.push((DATA_BLOCK_ENCODING, quoted(e.name())));
        }
        if let Some(b) = self.blocksize {
            out.push((BLOCKSIZE, b.to_string()));
        }
        if let Some(m) = self.in_memory {
            out.push((IN_MEMORY, quoted(if m { "true" } else { "false" })));
        }
        out
    }
}

const VERSIONS: &str = "VERSIONS";
const COMPRESSION: &str = "COMPRESSION";
const BLOOMFILTER: &str = "BLOOMFILTER";
const TTL: &str = "TTL";
const DATA_BLOCK_ENCODING: &str = "DATA_BLOCK_ENCODING";
const BLOCKSIZE: &str = "BLOCKSIZE";
const IN_MEMORY: &str = "IN_MEMORY";

pub use crate::limits::MAX_TTL;
/// The smallest and largest block size HBase's `TableDescriptorChecker` accepts.
pub const BLOCKSIZE_RANGE: (u32, u32) = (1024, 16 * 1024 * 1024);

/// An enum of HBase's whose values the shell takes by name (it upper-cases what is typed).
macro_rules! hbase_enum {
    ($(#[$doc:meta])* $name:ident, $java:literal, [$($(#[$vdoc:meta])* $variant:ident = $text:literal),+ $(,)?]) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vdoc])* $variant),+
        }

        impl $name {
            /// Every value, in HBase's order.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The value's name in HBase (what the shell and the design JSON write).
            pub fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $text),+
                }
            }

            /// The value named `text`, in any case (as the shell upper-cases it).
            pub fn from_name(text: &str) -> Option<$name> {
                Self::ALL.iter().copied().find(|v| v.name().eq_ignore_ascii_case(text))
            }
        }

        impl Serialize for $name {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.name())
            }
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let text = String::deserialize(d)?;
                $name::from_name(&text).ok_or_else(|| {
                    let names: Vec<&str> = Self::ALL.iter().map(|v| v.name()).collect();
                    custom(crate::msg!(
                        msg::NOT_ONE_OF,
                        text = text.as_str(),
                        java = $java,
                        names = names.join(", ")
                    ))
                })
            }
        }
    };
}

hbase_enum!(
    /// `COMPRESSION`: HBase's `Compression.Algorithm`.
    Compression, "Compression.Algorithm", [
        /// `LZO`.
        Lzo = "LZO",
        /// `GZ`.
        Gz = "GZ",
        /// `NONE`.
        None = "NONE",
        /// `SNAPPY`.
        Snappy = "SNAPPY",
        /// `LZ4`.
        Lz4 = "LZ4",
        /// `BZIP2`.
        Bzip2 = "BZIP2",
        /// `ZSTD`.
        Zstd = "ZSTD",
        /// `LZMA`.
        Lzma = "LZMA",
    ]
);

hbase_enum!(
    /// `BLOOMFILTER`: HBase's `BloomType`.
    BloomType, "BloomType", [
        /// `NONE`.
        None = "NONE",
        /// `ROW`.
        Row = "ROW",
        /// `ROWCOL`.
        RowCol = "ROWCOL",
        /// `ROWPREFIX_FIXED_LENGTH`.
        RowPrefixFixedLength = "ROWPREFIX_FIXED_LENGTH",
    ]
);

hbase_enum!(
    /// `DATA_BLOCK_ENCODING`: HBase's `DataBlockEncoding`.
    DataBlockEncoding, "DataBlockEncoding", [
        /// `NONE`.
        None = "NONE",
        /// `PREFIX`.
        Prefix = "PREFIX",
        /// `DIFF`.
        Diff = "DIFF",
        /// `FAST_DIFF`.
        FastDiff = "FAST_DIFF",
        /// `ROW_INDEX_V1`.
        RowIndexV1 = "ROW_INDEX_V1",
    ]
);

/// A family written as an object: the attributes under the shell's names (lower case is
/// accepted too), each checked where it is read so that an error names its path
/// (`table.families[1].TTL`).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FamilyObject {
    #[serde(alias = "NAME")]
    name: String,
    #[serde(
        rename = "VERSIONS",
        alias = "versions",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "versions"
    )]
    versions: Option<u32>,
    #[serde(
        rename = "COMPRESSION",
        alias = "compression",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    compression: Option<Compression>,
    #[serde(
        rename = "BLOOMFILTER",
        alias = "bloomfilter",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    bloomfilter: Option<BloomType>,
    #[serde(
        rename = "TTL",
        alias = "ttl",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "ttl"
    )]
    ttl: Option<u32>,
    #[serde(
        rename = "DATA_BLOCK_ENCODING",
        alias = "data_block_encoding",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    data_block_encoding: Option<DataBlockEncoding>,
    #[serde(
        rename = "BLOCKSIZE",
        alias = "blocksize",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "blocksize"
    )]
    blocksize: Option<u32>,
    #[serde(
        rename = "IN_MEMORY",
        alias = "in_memory",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    in_memory: Option<bool>,
}

/// An integer attribute within `lo..=hi`, or an error saying the range.
fn bounded<'de, D: Deserializer<'de>>(d: D, lo: u32, hi: u32) -> Result<Option<u32>, D::Error> {
    let v = i64::deserialize(d)?;
    if v < i64::from(lo) || v > i64::from(hi) {
        return Err(custom(crate::msg!(
            msg::OUT_OF_RANGE,
            lo = Arg::Int(lo.into()),
            hi = Arg::Int(hi.into()),
            value = Arg::Int(v.into())
        )));
    }
    Ok(Some(v as u32))
}

fn versions<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u32>, D::Error> {
    bounded(d, 1, i32::MAX as u32)
}

fn ttl<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u32>, D::Error> {
    bounded(d, 1, MAX_TTL)
}

fn blocksize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u32>, D::Error> {
    bounded(d, BLOCKSIZE_RANGE.0, BLOCKSIZE_RANGE.1)
}

impl From<FamilyObject> for Family {
    fn from(o: FamilyObject) -> Family {
        Family {
            name: o.name,
            attrs: FamilyAttrs {
                versions: o.versions,
                compression: o.compression,
                bloomfilter: o.bloomfilter,
                ttl: o.ttl,
                data_block_encoding: o.data_block_encoding,
                blocksize: o.blocksize,
                in_memory: o.in_memory,
            },
        }
    }
}

impl Serialize for Family {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        // A plain name stays a plain name, so that older designs and links round-trip unchanged.
        if self.attrs.is_empty() {
            return s.serialize_str(&self.name);
        }
        let a = self.attrs;
        FamilyObject {
            name: self.name.clone(),
            versions: a.versions,
            compression: a.compression,
            bloomfilter: a.bloomfilter,
            ttl: a.ttl,
            data_block_encoding: a.data_block_encoding,
            blocksize: a.blocksize,
            in_memory: a.in_memory,
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Family {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Family;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a column family name, or an object with `name` and its attributes")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Family, E> {
                Ok(Family::from(v))
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Family, A::Error> {
                // Through the same map access, so the path of an error inside is kept.
                FamilyObject::deserialize(de::value::MapAccessDeserializer::new(map))
                    .map(Family::from)
            }
        }
        d.deserialize_any(V)
    }
}

/// A table's families, read without building more than [`crate::limits::MAX_FAMILIES`] of
/// them: the rest are skipped as they are counted, so a document of 300,000 families is refused
/// (naming how many it has) in the time a scan of its text takes.
pub(crate) fn capped_families<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Family>, D::Error> {
    struct Capped;
    impl<'de> Visitor<'de> for Capped {
        type Value = Vec<Family>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a list of column families")
        }
        fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<Family>, A::Error> {
            let max = crate::limits::MAX_FAMILIES;
            let mut out = Vec::new();
            while out.len() < max {
                match seq.next_element::<Family>()? {
                    Some(f) => out.push(f),
                    None => return Ok(out),
                }
            }
            let mut count = out.len() as u64;
            while seq.next_element::<de::IgnoredAny>()?.is_some() {
                count += 1;
            }
            if count == max as u64 {
                return Ok(out);
            }
            Err(custom(crate::msg!(
                crate::i18n::catalogue::limits::TOO_MANY_FAMILIES,
                count = Arg::Count(count),
                max = Arg::Count(max as u64)
            )))
        }
    }
    d.deserialize_seq(Capped)
}

impl From<&str> for Family {
    fn from(name: &str) -> Family {
        Family {
            name: name.to_owned(),
            attrs: FamilyAttrs::default(),
        }
    }
}

impl From<String> for Family {
    fn from(name: String) -> Family {
        Family {
            name,
            attrs: FamilyAttrs::default(),
        }
    }
}

impl PartialEq<str> for Family {
    fn eq(&self, other: &str) -> bool {
        self.attrs.is_empty() && self.name == other
    }
}

impl PartialEq<&str> for Family {
    fn eq(&self, other: &&str) -> bool {
        *self == **other
    }
}

impl fmt::Display for Family {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::design::Design;

    fn parse(families: &str) -> Result<Design, String> {
        let json = format!(
            r#"{{"version": 1, "template": "{{id}}", "table": {{"families": {families}}}}}"#
        );
        Design::from_json(&json).map_err(|e| e.to_string())
    }

    #[test]
    fn attributes_round_trip_and_plain_names_stay_plain() {
        let d = parse(
            r#"["d", {"name": "m", "versions": 3, "COMPRESSION": "gz", "BLOOMFILTER": "ROWCOL",
               "TTL": 60, "DATA_BLOCK_ENCODING": "fast_diff", "BLOCKSIZE": 65536, "IN_MEMORY": true}]"#,
        )
        .unwrap();
        let m = &d.table.families[1];
        assert_eq!(
            m.attrs,
            FamilyAttrs {
                versions: Some(3),
                compression: Some(Compression::Gz),
                bloomfilter: Some(BloomType::RowCol),
                ttl: Some(60),
                data_block_encoding: Some(DataBlockEncoding::FastDiff),
                blocksize: Some(65536),
                in_memory: Some(true),
            }
        );
        let json = d.to_json();
        assert!(json.contains(
            r#""families":["d",{"name":"m","VERSIONS":3,"COMPRESSION":"GZ","BLOOMFILTER":"ROWCOL","TTL":60,"DATA_BLOCK_ENCODING":"FAST_DIFF","BLOCKSIZE":65536,"IN_MEMORY":true}]"#
        ), "{json}");
        assert_eq!(Design::from_json(&json).unwrap(), d);
        // An object without attributes is the plain name.
        let plain = parse(r#"[{"name": "d"}, "m"]"#).unwrap();
        assert!(plain.to_json().contains(r#""families":["d","m"]"#));
        // The default table stays out of the short JSON.
        assert!(!parse(r#"["d"]"#).unwrap().to_json().contains("table"));
    }

    #[test]
    fn bad_attributes_name_their_path() {
        let cases = [
            (r#"["d", {"name": "m", "COMPRESSION": "SNAPY"}]"#, "table.families[1].COMPRESSION: `SNAPY` is not one of HBase's Compression.Algorithm: LZO, GZ, NONE, SNAPPY, LZ4, BZIP2, ZSTD, LZMA"),
            (r#"[{"name": "m", "BLOOMFILTER": "ROWS"}]"#, "table.families[0].BLOOMFILTER: `ROWS` is not one of HBase's BloomType: NONE, ROW, ROWCOL, ROWPREFIX_FIXED_LENGTH"),
            (r#"[{"name": "m", "DATA_BLOCK_ENCODING": "PREFIX_TREE"}]"#, "table.families[0].DATA_BLOCK_ENCODING: `PREFIX_TREE` is not one of HBase's DataBlockEncoding: NONE, PREFIX, DIFF, FAST_DIFF, ROW_INDEX_V1"),
            (r#"[{"name": "m", "VERSIONS": 0}]"#, "table.families[0].VERSIONS: must be between 1 and 2147483647, got 0"),
            (r#"[{"name": "m", "BLOCKSIZE": 512}]"#, "table.families[0].BLOCKSIZE: must be between 1024 and 16777216, got 512"),
            (r#"[{"name": "m", "TTL": -1}]"#, "table.families[0].TTL: must be between 1 and 2147483647, got -1"),
        ];
        for (families, want) in cases {
            let got = parse(families).unwrap_err();
            assert!(got.starts_with(want), "{families}: {got}");
        }
        let unknown = parse(r#"[{"name": "m", "MAX_VERSIONS": 1}]"#).unwrap_err();
        assert!(unknown.starts_with("table.families[0]"), "{unknown}");
        assert!(unknown.contains("MAX_VERSIONS"), "{unknown}");
    }
}
