//! The lint rules and their stable ids, in one list.

/// Declares [`Rule`]: each variant with its stable id (what reports, the page and the docs
/// show), and [`Rule::ALL`] in declaration order.
macro_rules! rules {
    ($($(#[$doc:meta])* $name:ident = $id:literal,)*) => {
        /// A lint rule. Serialised as its stable id (`"not-unique"`).
        ///
        /// ```
        /// use rowkey_core::analyze::lint::Rule;
        /// assert_eq!(Rule::NotUnique.id(), "not-unique");
        /// assert_eq!(Rule::from_id("key-repeats"), Some(Rule::KeyRepeats));
        /// assert_eq!(serde_json::to_string(&Rule::SaltGet).unwrap(), "\"salt-get\"");
        /// ```
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Rule {
            $($(#[$doc])* $name,)*
        }

        impl Rule {
            /// Every rule, in the order the docs list them.
            pub const ALL: &'static [Rule] = &[$(Rule::$name,)*];

            /// The stable id.
            pub const fn id(self) -> &'static str {
                match self {
                    $(Rule::$name => $id,)*
                }
            }
        }
    };
}

rules! {
    /// The key passes HBase's row-key limit, or is long enough to cost memory and disk.
    KeyLength = "key-length",
    /// The leading segment rises or falls with insertion order: every write goes to one region.
    Hotspot = "hotspot",
    /// Two records can get one key: a field is dropped, cut or hashed on its way into the key.
    NotUnique = "not-unique",
    /// The sample repeated keys only because its generators drew the same values twice.
    SampleRepeats = "sample-repeats",
    /// A key dump holds the same key more than once: rows HBase stores as one.
    KeyRepeats = "key-repeats",
    /// A number written as text of varying length: its byte order is not its numeric order.
    UnpaddedNumber = "unpadded-number",
    /// A binary integer that can be negative, written without `sortable`.
    SignedInt = "signed-int",
    /// A separator that can occur inside the segments it separates.
    Separator = "separator",
    /// A random salt: a get must try every bucket.
    SaltGet = "salt-get",
    /// Salt buckets and regions that do not line up.
    SaltRegions = "salt-regions",
    /// The split keys: unsorted, repeated, empty or cutting nothing.
    Splits = "splits",
}

impl Rule {
    /// The rule with stable id `id`, if there is one.
    pub fn from_id(id: &str) -> Option<Rule> {
        Rule::ALL.iter().copied().find(|r| r.id() == id)
    }
}

impl std::fmt::Display for Rule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

/// A rule equals its stable id: `lint.rule == "not-unique"`.
impl PartialEq<&str> for Rule {
    fn eq(&self, id: &&str) -> bool {
        self.id() == *id
    }
}

impl serde::Serialize for Rule {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> serde::Deserialize<'de> for Rule {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Rule, D::Error> {
        let id = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        Rule::from_id(&id).ok_or_else(|| {
            let ids: Vec<&str> = Rule::ALL.iter().map(|r| r.id()).collect();
            serde::de::Error::custom(format!(
                "unknown lint rule `{id}`, expected one of {}",
                ids.join(", ")
            ))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_read_back() {
        for r in Rule::ALL {
            assert_eq!(Rule::from_id(r.id()), Some(*r));
            let json = serde_json::to_string(r).unwrap();
            assert_eq!(serde_json::from_str::<Rule>(&json).unwrap(), *r);
        }
        assert!(serde_json::from_str::<Rule>("\"made-up\"").is_err());
    }

    /// docs/analyses.md lists the stable ids: every rule, in this order.
    #[test]
    fn the_docs_list_every_rule() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/analyses.md");
        let docs = std::fs::read_to_string(path).unwrap_or_default();
        let start = "**Lints** (stable ids): ";
        let list = docs
            .split_once(start)
            .and_then(|(_, rest)| rest.split_once(';'))
            .map_or("", |(list, _)| list);
        let listed: Vec<&str> = list
            .split(',')
            .map(|id| id.trim().trim_matches('`'))
            .filter(|id| !id.is_empty())
            .collect();
        let ids: Vec<&str> = Rule::ALL.iter().map(|r| r.id()).collect();
        assert_eq!(listed, ids, "{path} lists other rules than `Rule::ALL`");
    }
}
