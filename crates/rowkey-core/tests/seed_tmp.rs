fn load(name: &str) -> serde_json::Value { let p = format!("{}/../../testdata/hbase/{name}", env!("CARGO_MANIFEST_DIR")); serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap() }

/// The seed articles' designs written as templates. Every case of `seed_designs.json` must encode
/// to its `key_hex` byte for byte; a design name missing here fails the test.
fn seed_template(design: &str) -> Option<&'static str> {
    Some(match design {
        "md5_prefix4" => "{original | md5 | hex | left(4)}_{original}",
        "javahash_int4" => "{userId | javahash | i32}",
        "order_simple" => "{userId}_{orderTime | rev}_{orderId | right(6)}",
        "iot_metric" => "{deviceId | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{timestamp | div(3600000)}_{timestamp | rev}_{metric}",
        "ecommerce_order" => "{userId | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{userId}_{orderTime | rev}_{orderId}",
        "behavior" => "{userId}|{actionType}|{timestamp | rev}",
        "ecommerce_product_index" => "{productId}_{orderTime}_{orderId}",
        "fixed_ts_seq" => "{timestamp | i64}{sequence | i32}",
        "md5_of_long8_plus_long" => "{id | i64 | md5 | hex | left(8)}{id | i64}",
        "partition_mod10_long" => "{id | mod(10) | i64}{id | i64}",
        _ => return None,
    })
}

#[test]
fn seed_designs() {
    use rowkey_core::encode::Record;
    use rowkey_core::plan::Plan;
    let v = load("seed_designs.json");
    let cases = v["cases"].as_array().expect("cases");
    assert!(!cases.is_empty());
    let mut checked = 0;
    for case in cases {
        let design = case["design"].as_str().unwrap();
        let template = seed_template(design).unwrap_or_else(|| panic!("no template for seed design {design}"));
        let plan = Plan::compile(template).unwrap_or_else(|e| panic!("{design}: {e:?}"));
        let mut record = Record::new();
        for (k, val) in case["inputs"].as_object().unwrap() {
            let text = match val {
                serde_json::Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            record.set(k, rowkey_core::encode::Value::Str(text));
        }
        let key = plan.encode(&record).unwrap_or_else(|e| panic!("{design} {:?}: {e}", case["inputs"]));
        assert_eq!(rowkey_core::hbase::to_hex(&key), case["key_hex"].as_str().unwrap(), "{design} {:?}", case["inputs"]);
        if let Some(text) = case["key_text"].as_str() {
            assert_eq!(String::from_utf8_lossy(&key), text, "{design}");
        }
        checked += 1;
    }
    assert_eq!(checked, cases.len());
}
