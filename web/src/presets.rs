//! The presets: every seed scenario of the articles (and the HBase book's hex case) as a full
//! design, compiled into the app from `presets/`.

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
    /// The problem (or remedy) it shows, in a word or two: "hotspot", "salting".
    pub tag: &'static str,
    /// Problem, fix or trade-off.
    pub tone: Tone,
    /// One line on what it demonstrates (true to what its analysis shows).
    pub shows: &'static str,
}

/// Every preset, in gallery order.
pub const PRESETS: &[Preset] = &[
    Preset {
        slug: "ecommerce-orders",
        json: include_str!("../../presets/ecommerce-orders.json"),
        tag: "hash bucket",
        tone: Tone::Fix,
        shows: "A two-digit javahash bucket of the user leads the key: writes spread over 10 regions, a user's orders stay together, newest first (`rev`).",
    },
    Preset {
        slug: "md5-prefix",
        json: include_str!("../../presets/md5-prefix.json"),
        tag: "hashing",
        tone: Tone::Fix,
        shows: "Four hex digits of MD5 before the id spread similar ids evenly over 16 HexStringSplit regions; a get recomputes the prefix from the id.",
    },
    Preset {
        slug: "crc32-prefix",
        json: include_str!("../../presets/crc32-prefix.json"),
        tag: "hashing",
        tone: Tone::Fix,
        shows: "The low 16 bits of CRC32 as four hex digits: the same even spread as the MD5 prefix, from a cheaper hash.",
    },
    Preset {
        slug: "mod-hash",
        json: include_str!("../../presets/mod-hash.json"),
        tag: "hash mod",
        tone: Tone::Fix,
        shows: "`String.hashCode` mod 16 as a two-digit bucket, one region per bucket: even writes, and the bucket of a record is computable for gets.",
    },
    Preset {
        slug: "random-salt",
        json: include_str!("../../presets/random-salt.json"),
        tag: "salting",
        tone: Tone::TradeOff,
        shows: "A random salt 0–9 spreads writes evenly, but the salt cannot be computed from the record: a get has to try all 10 buckets.",
    },
    Preset {
        slug: "ecommerce-product-index",
        json: include_str!("../../presets/ecommerce-product-index.json"),
        tag: "skew",
        tone: Tone::Problem,
        shows: "A secondary index led by a Zipf-popular, unpadded product id: popular products make a hot region, ids sort as text (1, 10, 100, 11…) and a region stays dead.",
    },
    Preset {
        slug: "order-simple",
        json: include_str!("../../presets/order-simple.json"),
        tag: "reversed time",
        tone: Tone::Fix,
        shows: "User first, then reversed order time: one user's orders are one scan, newest first; quantile splits cut the sample into equal regions.",
    },
    Preset {
        slug: "iot-metrics",
        json: include_str!("../../presets/iot-metrics.json"),
        tag: "time buckets",
        tone: Tone::TradeOff,
        shows: "Device hash bucket, hour, reversed time: writes spread over 20 regions, but the device id is only hashed, so two devices of a bucket can write the same key.",
    },
    Preset {
        slug: "behaviour-log",
        json: include_str!("../../presets/behaviour-log.json"),
        tag: "reversed time",
        tone: Tone::Fix,
        shows: "User id first and `ts | rev` last: writes spread by user, each user's latest action sorts first, auto splits even over the keyspace.",
    },
    Preset {
        slug: "binary-ts-seq",
        json: include_str!("../../presets/binary-ts-seq.json"),
        tag: "hotspot",
        tone: Tone::Problem,
        shows: "A big-endian timestamp leads the key: keys rise with time, so every write goes to one region and 7 of the 8 uniform regions stay empty.",
    },
    Preset {
        slug: "hashed-id",
        json: include_str!("../../presets/hashed-id.json"),
        tag: "hashing",
        tone: Tone::Fix,
        shows: "MD5 of the 8-byte id as 8 hex characters, then the id: sequential ids spread over 16 HexStringSplit regions and stay unique.",
    },
    Preset {
        slug: "partition",
        json: include_str!("../../presets/partition.json"),
        tag: "modulo partition",
        tone: Tone::Fix,
        shows: "`id mod 10` as an 8-byte prefix, one region per partition: sequential ids spread exactly evenly, but a range of ids needs 10 scans.",
    },
    Preset {
        slug: "phone-reversal",
        json: include_str!("../../presets/phone-reversal.json"),
        tag: "reversed keys",
        tone: Tone::Fix,
        shows: "Phone numbers share their leading digits (138, 159, 177); reversed, the varied last digits lead and decimal splits fill evenly.",
    },
    Preset {
        slug: "telecom-cdr",
        json: include_str!("../../presets/telecom-cdr.json"),
        tag: "composite hash",
        tone: Tone::TradeOff,
        shows: "Caller and day hashed into 500 buckets over 50 regions, then caller, callee and minute: a caller's day is one scan, but time is cut to the minute.",
    },
    Preset {
        slug: "phoenix-salted",
        json: include_str!("../../presets/phoenix-salted.json"),
        tag: "Phoenix salt",
        tone: Tone::Fix,
        shows: "Phoenix SALT_BUCKETS = 16: a salt byte computed from the rest of the key leads it, so a time series of hosts spreads over 16 regions.",
    },
    Preset {
        slug: "hash-chore-woker",
        json: include_str!("../../presets/hash-chore-woker.json"),
        tag: "sampled splits",
        tone: Tone::Fix,
        shows: "An MD5 prefix of id and time, with split keys taken from a sorted sample as HashChoreWoker does: regions exactly even.",
    },
    Preset {
        slug: "hbase-book-hex",
        json: include_str!("../../presets/hbase-book-hex.json"),
        tag: "dead regions",
        tone: Tone::Problem,
        shows: "MD5 as 16 hex characters under createTable(start, end, 10) splits over raw bytes: hex text uses only 0-9 and a-f, so 6 of 10 regions never get a key.",
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
