//! Print the share-link fragment of a design file: `cargo run -p rowkey-core --example make_link
//! -- presets/ecommerce-orders.json`. Used to make golden link fixtures (never regenerate an
//! existing fixture: old links must keep decoding to what they decoded to).

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: make_link DESIGN.json");
        std::process::exit(2);
    };
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        eprintln!("cannot read {path}: {e}");
        std::process::exit(2);
    });
    match rowkey_core::design::Design::from_json(&text) {
        Ok(d) => println!("{}", rowkey_core::link::encode(&d)),
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(2);
        }
    }
}
