//! A design with Chinese field names is valid and its share link carries it unchanged.

#![cfg(feature = "deflate")]

use rowkey_core::design::Design;
use rowkey_core::link;

#[test]
fn chinese_field_names_round_trip_through_a_link() {
    let json = r#"{"version": 1, "name": "订单",
        "template": "{用户 | md5 | hex | left(4)}_{用户}_{订单号 | dec(6)}",
        "fields": {"用户": "pattern(\"u####\")", "订单号": "seq(1, 1)"},
        "queries": [{"name": "一个用户", "bind": {"用户": "u0042"}}]}"#;
    let d = Design::from_json(json).expect("reads");
    assert!(d.validate().is_empty(), "{:?}", d.validate());
    let fragment = link::encode(&d);
    assert!(fragment.is_ascii() && fragment.starts_with(link::PREFIX));
    let back = link::decode(&fragment).expect("decodes");
    assert_eq!(back, d);
    assert_eq!(
        back.fields.keys().map(String::as_str).collect::<Vec<_>>(),
        ["用户", "订单号"]
    );
    // Renaming to and from a Chinese name keeps the design valid.
    let mut renamed = back.clone();
    renamed.rename_field("用户", "user").expect("renames");
    assert!(
        renamed.template.contains("{user | md5"),
        "{}",
        renamed.template
    );
    assert!(renamed.validate().is_empty());
    assert!(renamed.rename_field("user", "１号").is_err());
}
