//! The presets: every seed scenario of the articles (and the HBase book's hex case) as a full
//! design, compiled into the app from `presets/`.

use rowkey_core::design::Design;

/// `(slug, design JSON)` for every preset, in gallery order.
pub const PRESETS: &[(&str, &str)] = &[
    (
        "ecommerce-orders",
        include_str!("../../presets/ecommerce-orders.json"),
    ),
    ("md5-prefix", include_str!("../../presets/md5-prefix.json")),
    (
        "crc32-prefix",
        include_str!("../../presets/crc32-prefix.json"),
    ),
    ("mod-hash", include_str!("../../presets/mod-hash.json")),
    (
        "random-salt",
        include_str!("../../presets/random-salt.json"),
    ),
    (
        "ecommerce-product-index",
        include_str!("../../presets/ecommerce-product-index.json"),
    ),
    (
        "order-simple",
        include_str!("../../presets/order-simple.json"),
    ),
    (
        "iot-metrics",
        include_str!("../../presets/iot-metrics.json"),
    ),
    (
        "behaviour-log",
        include_str!("../../presets/behaviour-log.json"),
    ),
    (
        "binary-ts-seq",
        include_str!("../../presets/binary-ts-seq.json"),
    ),
    ("hashed-id", include_str!("../../presets/hashed-id.json")),
    ("partition", include_str!("../../presets/partition.json")),
    (
        "phone-reversal",
        include_str!("../../presets/phone-reversal.json"),
    ),
    (
        "telecom-cdr",
        include_str!("../../presets/telecom-cdr.json"),
    ),
    (
        "phoenix-salted",
        include_str!("../../presets/phoenix-salted.json"),
    ),
    (
        "hash-chore-woker",
        include_str!("../../presets/hash-chore-woker.json"),
    ),
    (
        "hbase-book-hex",
        include_str!("../../presets/hbase-book-hex.json"),
    ),
];

/// The preset with this slug.
pub fn preset(slug: &str) -> Option<Design> {
    PRESETS
        .iter()
        .find(|(s, _)| *s == slug)
        .and_then(|(_, json)| Design::from_json(json).ok())
}

/// The design a new visitor starts with: the e-commerce orders of the seed articles.
pub fn default_design() -> Design {
    preset("ecommerce-orders").unwrap_or_else(|| Design::new("{id | md5 | hex | left(4)}_{id}"))
}
