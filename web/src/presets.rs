//! The presets: every seed scenario of the articles (and the HBase book's hex case) as a full
//! design, compiled into the app from `presets/`.

use crate::i18n::texts::presets as text;
use crate::i18n::Entry;
use rowkey_core::design::Design;

/// What a preset's card says about it: whether it shows a problem, a fix, or a trade-off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// The design has the problem (hotspot, dead regions, skew).
    Problem,
    /// The design is a remedy (hashing, salting, reversing).
    Fix,
    /// A remedy with a cost (random salt: gets fan out).
    TradeOff,
}

impl Tone {
    /// Its name (a CSS class and `data-tone`).
    pub fn name(self) -> &'static str {
        match self {
            Tone::Problem => "problem",
            Tone::Fix => "fix",
            Tone::TradeOff => "trade-off",
        }
    }
}

/// One preset: its design and what problem it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    /// File name in `presets/` without `.json`.
    pub slug: &'static str,
    /// The design JSON.
    pub json: &'static str,
    /// Its name on the card (in English, the design's own name).
    pub name: &'static Entry,
    /// The problem (or remedy) it shows, in a word or two: "hotspot", "salting".
    pub tag: &'static Entry,
    /// Problem, fix or trade-off.
    pub tone: Tone,
    /// One line on what it demonstrates (true to what its analysis shows); `backticks` mark code.
    pub shows: &'static Entry,
}

/// Every preset, in gallery order.
pub const PRESETS: &[Preset] = &[
    Preset {
        slug: "ecommerce-orders",
        json: include_str!("../../presets/ecommerce-orders.json"),
        name: text::NAME_ECOMMERCE_ORDERS,
        tag: text::TAG_HASH_BUCKET,
        tone: Tone::Fix,
        shows: text::SHOWS_ECOMMERCE_ORDERS,
    },
    Preset {
        slug: "md5-prefix",
        json: include_str!("../../presets/md5-prefix.json"),
        name: text::NAME_MD5_PREFIX,
        tag: text::TAG_HASHING,
        tone: Tone::Fix,
        shows: text::SHOWS_MD5_PREFIX,
    },
    Preset {
        slug: "crc32-prefix",
        json: include_str!("../../presets/crc32-prefix.json"),
        name: text::NAME_CRC32_PREFIX,
        tag: text::TAG_HASHING,
        tone: Tone::Fix,
        shows: text::SHOWS_CRC32_PREFIX,
    },
    Preset {
        slug: "mod-hash",
        json: include_str!("../../presets/mod-hash.json"),
        name: text::NAME_MOD_HASH,
        tag: text::TAG_HASH_MOD,
        tone: Tone::Fix,
        shows: text::SHOWS_MOD_HASH,
    },
    Preset {
        slug: "random-salt",
        json: include_str!("../../presets/random-salt.json"),
        name: text::NAME_RANDOM_SALT,
        tag: text::TAG_SALTING,
        tone: Tone::TradeOff,
        shows: text::SHOWS_RANDOM_SALT,
    },
    Preset {
        slug: "ecommerce-product-index",
        json: include_str!("../../presets/ecommerce-product-index.json"),
        name: text::NAME_ECOMMERCE_PRODUCT_INDEX,
        tag: text::TAG_SKEW,
        tone: Tone::Problem,
        shows: text::SHOWS_ECOMMERCE_PRODUCT_INDEX,
    },
    Preset {
        slug: "order-simple",
        json: include_str!("../../presets/order-simple.json"),
        name: text::NAME_ORDER_SIMPLE,
        tag: text::TAG_REVERSED_TIME,
        tone: Tone::Fix,
        shows: text::SHOWS_ORDER_SIMPLE,
    },
    Preset {
        slug: "iot-metrics",
        json: include_str!("../../presets/iot-metrics.json"),
        name: text::NAME_IOT_METRICS,
        tag: text::TAG_TIME_BUCKETS,
        tone: Tone::TradeOff,
        shows: text::SHOWS_IOT_METRICS,
    },
    Preset {
        slug: "behaviour-log",
        json: include_str!("../../presets/behaviour-log.json"),
        name: text::NAME_BEHAVIOUR_LOG,
        tag: text::TAG_REVERSED_TIME,
        tone: Tone::Fix,
        shows: text::SHOWS_BEHAVIOUR_LOG,
    },
    Preset {
        slug: "binary-ts-seq",
        json: include_str!("../../presets/binary-ts-seq.json"),
        name: text::NAME_BINARY_TS_SEQ,
        tag: text::TAG_HOTSPOT,
        tone: Tone::Problem,
        shows: text::SHOWS_BINARY_TS_SEQ,
    },
    Preset {
        slug: "hashed-id",
        json: include_str!("../../presets/hashed-id.json"),
        name: text::NAME_HASHED_ID,
        tag: text::TAG_HASHING,
        tone: Tone::Fix,
        shows: text::SHOWS_HASHED_ID,
    },
    Preset {
        slug: "partition",
        json: include_str!("../../presets/partition.json"),
        name: text::NAME_PARTITION,
        tag: text::TAG_MODULO_PARTITION,
        tone: Tone::Fix,
        shows: text::SHOWS_PARTITION,
    },
    Preset {
        slug: "phone-reversal",
        json: include_str!("../../presets/phone-reversal.json"),
        name: text::NAME_PHONE_REVERSAL,
        tag: text::TAG_REVERSED_KEYS,
        tone: Tone::Fix,
        shows: text::SHOWS_PHONE_REVERSAL,
    },
    Preset {
        slug: "telecom-cdr",
        json: include_str!("../../presets/telecom-cdr.json"),
        name: text::NAME_TELECOM_CDR,
        tag: text::TAG_COMPOSITE_HASH,
        tone: Tone::TradeOff,
        shows: text::SHOWS_TELECOM_CDR,
    },
    Preset {
        slug: "phoenix-salted",
        json: include_str!("../../presets/phoenix-salted.json"),
        name: text::NAME_PHOENIX_SALTED,
        tag: text::TAG_PHOENIX_SALT,
        tone: Tone::Fix,
        shows: text::SHOWS_PHOENIX_SALTED,
    },
    Preset {
        slug: "hash-chore-woker",
        json: include_str!("../../presets/hash-chore-woker.json"),
        name: text::NAME_HASH_CHORE_WOKER,
        tag: text::TAG_SAMPLED_SPLITS,
        tone: Tone::Fix,
        shows: text::SHOWS_HASH_CHORE_WOKER,
    },
    Preset {
        slug: "hbase-book-hex",
        json: include_str!("../../presets/hbase-book-hex.json"),
        name: text::NAME_HBASE_BOOK_HEX,
        tag: text::TAG_DEAD_REGIONS,
        tone: Tone::Problem,
        shows: text::SHOWS_HBASE_BOOK_HEX,
    },
];

/// The preset with this slug.
pub fn preset(slug: &str) -> Option<Design> {
    PRESETS
        .iter()
        .find(|p| p.slug == slug)
        .and_then(|p| Design::from_json(p.json).ok())
}

/// The design a new visitor starts with: the e-commerce orders of the seed articles.
pub fn default_design() -> Design {
    preset("ecommerce-orders").unwrap_or_else(|| Design::new("{id | md5 | hex | left(4)}_{id}"))
}
