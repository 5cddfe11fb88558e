//! Random design documents from the generator / transform grammar, driven by a plain byte string.
//!
//! JSON mutation almost never produces a valid generator expression, so the structure-aware fuzz
//! target (`design_grammar`) and the property test in `crates/rowkey-cli/tests/all/hostile_designs.rs`
//! both build designs here: every choice is read from the bytes, so libFuzzer's mutations and
//! proptest's shrinking both work on them, and an all-zero (or empty) string is the simplest
//! design. The choices lean to the edges: wide and extreme integer ranges, tiny and huge rates,
//! every transform after every source type, many segments, deep nesting, `rest`, salts, and
//! every split algorithm with absurd regions and bounds.
//!
//! Only std here: the CLI test includes this file with `#[path]`.

use std::fmt::Write as _;

/// The choices, read from a byte string; past its end every choice is 0 (the simplest).
#[derive(Debug)]
pub struct Draw<'a> {
    bytes: &'a [u8],
    pos: usize,
    /// Whether the sizes known to be slow today (thousands of segments, 100,000 CSV columns)
    /// may be drawn.
    huge: bool,
}

impl<'a> Draw<'a> {
    /// Choices read from `bytes`.
    pub fn new(bytes: &'a [u8]) -> Self {
        Draw {
            bytes,
            pos: 0,
            huge: true,
        }
    }

    fn byte(&mut self) -> u8 {
        let b = self.bytes.get(self.pos).copied().unwrap_or(0);
        self.pos += 1;
        b
    }

    fn u64(&mut self) -> u64 {
        (0..8).fold(0, |acc, _| (acc << 8) | u64::from(self.byte()))
    }

    /// A number in `0..n` (`n` ≥ 1).
    fn below(&mut self, n: usize) -> usize {
        if n <= 256 {
            usize::from(self.byte()) % n
        } else {
            (self.u64() % n as u64) as usize
        }
    }

    /// One of `items`.
    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }

    /// True about once in `n`.
    fn one_in(&mut self, n: usize) -> bool {
        self.below(n) == n - 1
    }
}

/// Integers at the edges: powers of ten up to 10^18, Java int/long limits, zero and neighbours.
const INTS: [&str; 32] = [
    "0",
    "1",
    "2",
    "3",
    "7",
    "10",
    "16",
    "100",
    "255",
    "1000",
    "32767",
    "65536",
    "1000000",
    "1000000000",
    "2147483647",
    "2147483648",
    "1000000000000000",
    "10000000000000000",
    "1000000000000000000",
    "9223372036854775807",
    "-1",
    "-7",
    "-1000",
    "-2147483648",
    "-1000000000000000",
    "-9223372036854775808",
    "0x7fffffff",
    "0xffffffff",
    "10L",
    "9223372036854775808",
    "99999999999999999999",
    "5",
];

/// Floating-point arguments at the edges (rates, zipf exponents).
const FLOATS: [&str; 16] = [
    "1",
    "0.5",
    "200",
    "1000",
    "1e-100",
    "1e300",
    "1e-300",
    "0",
    "-1",
    "1e18",
    "0.000001",
    "1.5",
    "2",
    "1e308",
    "5e-324",
    "100000000",
];

/// Lengths and counts, small and absurd.
const SIZES: [&str; 14] = [
    "0",
    "1",
    "2",
    "3",
    "8",
    "16",
    "32",
    "100",
    "1000",
    "32000",
    "32767",
    "65536",
    "1000000",
    "2147483647",
];

const DATES: [&str; 7] = [
    "2024-02-15T00:00:00Z",
    "1970-01-01T00:00:00Z",
    "0000-01-01T00:00:00Z",
    "9999-12-31T23:59:59Z",
    "2262-04-11T23:47:16Z",
    "1900-02-29T00:00:00Z",
    "2024-02-15",
];

const FORMATS: [&str; 7] = [
    "%Y%m%d",
    "%Y%m%d%H%M",
    "%Y-%m-%dT%H:%M:%S%.3fZ",
    "%s",
    "%j%U%a%b",
    "",
    "%Y%Y%Y%Y%Y%Y%Y%Y%Y%Y%Y%Y%Y%Y%Y%Y%Y%Y%Y%Y%Y%Y%Y%Y%Y%Y%Y%Y%Y%Y%Y%Y%Y%Y",
];

/// Every transform of the language, with argument slots: `N` an integer, `W` a size, `F` a date
/// format, `C` a pad character.
const TRANSFORMS: [&str; 33] = [
    "md5",
    "crc32",
    "javahash",
    "arrayhash",
    "mod(N)",
    "absmod(N)",
    "and(N)",
    "abs",
    "add(N)",
    "sub(N)",
    "mul(N)",
    "div(N)",
    "rev",
    "dec",
    "dec(W)",
    "hex",
    "hex(W)",
    "left(W)",
    "right(W)",
    "slice(W, W)",
    "reverse",
    "upper",
    "lower",
    "pad(W)",
    "pad(W, C)",
    "rpad(W, C)",
    "date(F)",
    "i64",
    "i32",
    "i16",
    "i8",
    "sortable",
    "desc",
];

/// Split algorithms, as the design document names them.
const ALGORITHMS: [&str; 9] = [
    "none",
    "hexstring",
    "decimal",
    "uniform",
    "range",
    "salt",
    "quantile",
    "explicit",
    "auto",
];

const REGIONS: [i64; 12] = [
    1,
    2,
    3,
    16,
    100,
    1000,
    65_536,
    65_537,
    0,
    -1,
    1_000_000,
    4_294_967_295,
];

/// A JSON string literal for `s`.
fn json_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A string the template or generator language reads as a `"..."` literal.
fn lang_str(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        if c == '"' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('"');
    out
}

/// An integer argument of a transform (hex and `L` literals allowed).
fn int(d: &mut Draw<'_>) -> String {
    if d.one_in(4) {
        // Anything in the whole long range, not just the edges.
        (d.u64() as i64).to_string()
    } else {
        d.pick(&INTS).to_owned()
    }
}

/// A size: usually one a design would use, one in eight at the edges (zero, over HBase's key
/// limit, over an int), so that most designs check and still every edge is reached.
fn size(d: &mut Draw<'_>) -> String {
    if d.one_in(8) {
        d.pick(&SIZES).to_owned()
    } else {
        d.pick(&["1", "2", "3", "4", "8", "10", "16", "20", "64", "100"])
            .to_owned()
    }
}

/// A generator's integer: decimal (generators read no hex or `L`), usually a valid long.
fn gen_int(d: &mut Draw<'_>) -> String {
    let i = int(d);
    if i.starts_with("0x") || i.ends_with('L') || (i.len() >= 19 && !d.one_in(8)) {
        d.pick(&["0", "1", "-1", "1000000000000000", "-1000000000000000000"])
            .to_owned()
    } else {
        i
    }
}

/// `lo, hi` for `int` and `seq`: usually in order, so the range is the test, not the order.
fn range(d: &mut Draw<'_>) -> String {
    let (a, b) = (gen_int(d), gen_int(d));
    let (x, y) = (a.parse::<i128>(), b.parse::<i128>());
    match (x, y) {
        (Ok(x), Ok(y)) if x > y && !d.one_in(8) => format!("{b}, {a}"),
        _ => format!("{a}, {b}"),
    }
}

/// A bucket count: usually what HBase and Phoenix allow.
fn buckets(d: &mut Draw<'_>) -> String {
    if d.one_in(16) {
        int(d)
    } else {
        d.pick(&["1", "2", "4", "10", "16", "100", "256"])
            .to_owned()
    }
}

/// A long string of one repeated character, sized at the edges.
fn long_text(d: &mut Draw<'_>, unit: &str) -> String {
    let n = d.pick(&[0usize, 1, 4, 8, 9, 100, 1000, 10_000, 100_000]);
    unit.repeat(n)
}

/// A field generator expression.
fn generator(d: &mut Draw<'_>, csv_columns: &[String]) -> String {
    // int is the most common key part, and the widest model: drawn most often.
    match d.below(16) {
        0 => format!("seq({})", range(d)),
        1 | 2 | 14 | 15 => format!("int({})", range(d)),
        3 => format!("zipf({}, {})", size(d), d.pick(&FLOATS)),
        4 | 5 => format!(
            "timestamp({}, {})",
            lang_str(d.pick(&DATES)),
            d.pick(&FLOATS)
        ),
        6 => "uuid()".to_owned(),
        7 => {
            let n = d.pick(&[0usize, 1, 3, 1000]);
            let prefixes: Vec<String> = (0..n).map(|_| gen_int(d)).collect();
            format!("phone([{}])", prefixes.join(", "))
        }
        8 => {
            let n = d.pick(&[1usize, 2, 3, 1000]);
            let weighted = d.one_in(2);
            let ints = d.one_in(3);
            let values: Vec<String> = (0..n)
                .map(|i| {
                    let v = if ints {
                        gen_int(d)
                    } else {
                        lang_str(&format!("v{i}"))
                    };
                    if weighted {
                        format!("{v}:{}", gen_int(d))
                    } else {
                        v
                    }
                })
                .collect();
            format!("choice({})", values.join(", "))
        }
        9 => {
            let unit = d.pick(&["#", "?", "*", "ORD", "#?*-", "é"]);
            format!("pattern({})", lang_str(&long_text(d, unit)))
        }
        10 => format!("hexstr({})", size(d)),
        11 => format!("text({}, {})", size(d), size(d)),
        12 => {
            let n = d.pick(&[1usize, 2, 1000]);
            let ints = d.one_in(2);
            let values: Vec<String> = (0..n)
                .map(|i| {
                    if ints {
                        gen_int(d)
                    } else {
                        lang_str(&i.to_string())
                    }
                })
                .collect();
            format!("list({})", values.join(", "))
        }
        _ if csv_columns.is_empty() && !d.one_in(8) => "uuid()".to_owned(),
        _ => match csv_columns.first() {
            Some(_) => {
                let col = csv_columns[d.below(csv_columns.len())].clone();
                format!("csv({})", lang_str(&col))
            }
            None => "csv(\"missing\")".to_owned(),
        },
    }
}

/// A transform with its arguments filled in.
/// What a transform takes (`s` str, `i` int, `b` bytes) and gives, as the README's table says.
fn signature(t: &str) -> (&'static str, char) {
    let name = t.split('(').next().unwrap_or(t);
    match name {
        "md5" => ("sb", 'b'),
        "crc32" => ("sb", 'i'),
        "javahash" => ("s", 'i'),
        "arrayhash" => ("sb", 'i'),
        "mod" | "absmod" | "and" | "abs" | "add" | "sub" | "mul" | "div" | "rev" => ("i", 'i'),
        "dec" | "date" => ("i", 's'),
        "hex" => ("ib", 's'),
        "left" | "right" | "slice" => ("sb", '='),
        "reverse" | "upper" | "lower" | "pad" | "rpad" => ("s", 's'),
        "i64" | "i32" | "i16" | "i8" => ("i", 'b'),
        "sortable" => ("b", 'b'),
        "desc" => ("sb", 'b'),
        "utf8" => ("s", 'b'),
        _ => ("sib", '='),
    }
}

/// A transform that takes `ty` (any transform one time in eight: type errors are answers too),
/// and the type it gives.
fn typed_transform(d: &mut Draw<'_>, ty: char) -> (String, char) {
    let any = d.one_in(8);
    let fits: Vec<&str> = TRANSFORMS
        .iter()
        .copied()
        .filter(|t| {
            let (takes, _) = signature(t);
            // A str field holding digits goes into int transforms (and must be refused or
            // parsed, never crash); an int is written in decimal where text is needed.
            any || takes.contains(ty) || (ty == 'i' && takes.contains('s'))
        })
        .collect();
    let t = if fits.is_empty() {
        d.pick(&TRANSFORMS)
    } else {
        fits[d.below(fits.len())]
    };
    let out = match signature(t).1 {
        '=' => ty,
        o => o,
    };
    (transform_from(d, t), out)
}

fn transform_from(d: &mut Draw<'_>, t: &str) -> String {
    let mut out = String::new();
    for c in t.chars() {
        match c {
            'N' => out.push_str(&int(d)),
            'W' => out.push_str(&size(d)),
            'F' => out.push_str(&lang_str(d.pick(&FORMATS))),
            'C' => {
                let c = if d.one_in(8) {
                    d.pick(&["ab", ""])
                } else {
                    d.pick(&["0", " ", "é", "#"])
                };
                out.push_str(&lang_str(c))
            }
            c => out.push(c),
        }
    }
    out
}

/// A segment's source, `depth` levels of `concat` deep at most.
fn source(d: &mut Draw<'_>, fields: &[String], depth: usize) -> (String, char) {
    match d.below(10) {
        0 if depth > 0 => {
            let n = 1 + d.below(3);
            let args: Vec<String> = (0..n).map(|_| pipeline(d, fields, depth - 1)).collect();
            (format!("concat({})", args.join(", ")), 's')
        }
        1 => (lang_str(&long_text(d, "k")), 's'),
        2 => (format!("salt({})", buckets(d)), 'i'),
        3 => ("rest".to_owned(), 'b'),
        // phoenix_salt leads a template (it hashes the rest); elsewhere it is an error.
        4 if d.one_in(4) => (format!("phoenix_salt({})", buckets(d)), 'b'),
        // A field is str or int, as its generator makes it; str is the wider guess.
        _ => match fields.len() {
            0 => ("id".to_owned(), 's'),
            n => (
                fields[d.below(n)].clone(),
                if d.one_in(2) { 'i' } else { 's' },
            ),
        },
    }
}

/// A source and up to a handful of transforms (occasionally very many).
fn pipeline(d: &mut Draw<'_>, fields: &[String], depth: usize) -> String {
    let (mut s, mut ty) = source(d, fields, depth);
    let n = d.pick(&[0usize, 0, 1, 1, 2, 3, 5, 100]);
    for _ in 0..n {
        let (t, out) = typed_transform(d, ty);
        s.push_str(" | ");
        s.push_str(&t);
        ty = out;
    }
    s
}

/// A concat nested `depth` deep around one field: deep nesting in one segment.
fn nested(d: &mut Draw<'_>, fields: &[String], depth: usize) -> String {
    let mut s = source(d, fields, 0).0;
    for _ in 0..depth {
        s = format!("concat({s})");
    }
    s
}

/// The template: literal text and segments.
fn template(d: &mut Draw<'_>, fields: &[String]) -> String {
    // The huge sizes are rare, so that a fuzzer stuck on a slow one still explores the rest.
    let segments = if d.one_in(64) && d.huge {
        d.pick(&[3000usize, 10_000])
    } else {
        d.pick(&[1usize, 1, 2, 3, 4, 8, 50])
    };
    let depth = d.pick(&[0usize, 1, 2, 3, 10]);
    // Nesting past the parser's limit, in one segment of one design in 32.
    let deep_segment = if d.one_in(32) {
        Some(d.below(segments))
    } else {
        None
    };
    let mut t = String::new();
    for i in 0..segments {
        if i > 0 {
            t.push_str(d.pick(&["", "_", "|", "\\x00", "\\xFF", "#"]));
        }
        t.push('{');
        if deep_segment == Some(i) {
            let deep = d.pick(&[31usize, 33, 500, 5000]);
            t.push_str(&nested(d, fields, deep));
        } else {
            t.push_str(&pipeline(d, fields, depth));
        }
        t.push('}');
    }
    t
}

/// Split settings: every algorithm, with regions and bounds from ordinary to absurd.
fn splits(d: &mut Draw<'_>) -> String {
    let mut members = vec![format!("\"algorithm\": {}", json_str(d.pick(&ALGORITHMS)))];
    let regions = if d.one_in(8) {
        d.pick(&REGIONS)
    } else {
        d.pick(&[1i64, 2, 3, 16, 100, 1000, 65_536])
    };
    members.push(format!("\"regions\": {regions}"));
    if d.one_in(2) {
        let unit = d.pick(&["0", "f", "9", "a", "\\x00", "\\xFF"]);
        members.push(format!("\"first\": {}", json_str(&long_text(d, unit))));
        let unit = d.pick(&["f", "9", "0", "z", "\\xFF"]);
        members.push(format!("\"last\": {}", json_str(&long_text(d, unit))));
    }
    if d.one_in(2) {
        let unit = d.pick(&["a", "\\x00", "0"]);
        members.push(format!("\"start\": {}", json_str(&long_text(d, unit))));
        let unit = d.pick(&["z", "\\xFF", "9"]);
        members.push(format!("\"end\": {}", json_str(&long_text(d, unit))));
    }
    if d.one_in(2) {
        let n = d.pick(&[0usize, 1, 3, 1000, 100_000]);
        let keys: Vec<String> = (0..n)
            .map(|i| json_str(&format!("{:08x}", (i as u64).wrapping_mul(d.u64() | 1))))
            .collect();
        members.push(format!("\"keys\": [{}]", keys.join(", ")));
    }
    format!("{{{}}}", members.join(", "))
}

/// A whole design document (JSON text) from the choices in `bytes`.
pub fn design(bytes: &[u8]) -> String {
    design_from(Draw::new(bytes))
}

/// [`design`] without the huge segment and column counts: a fuzzer that keeps finding a slowness
/// already known spends its hours there; with this it explores the rest.
pub fn design_without_huge_sizes(bytes: &[u8]) -> String {
    let mut d = Draw::new(bytes);
    d.huge = false;
    design_from(d)
}

fn design_from(mut d: Draw<'_>) -> String {
    let n_fields = d.pick(&[1usize, 1, 2, 3, 5]);
    let fields: Vec<String> = (0..n_fields)
        .map(|i| d.pick(&["id", "ts", "user", "x"]).to_owned() + &i.to_string())
        .collect();

    // CSV data for csv("col") generators: sometimes a very wide header.
    let csv_columns: Vec<String> = if d.one_in(4) {
        let n = if d.one_in(64) && d.huge {
            100_000
        } else {
            d.pick(&[1usize, 3, 1000])
        };
        (0..n).map(|i| format!("c{i}")).collect()
    } else {
        Vec::new()
    };

    let mut doc = format!(
        "{{\"version\": 1, \"template\": {}",
        json_str(&template(&mut d, &fields))
    );
    let gens: Vec<String> = fields
        .iter()
        .map(|f| {
            format!(
                "{}: {}",
                json_str(f),
                json_str(&generator(&mut d, &csv_columns))
            )
        })
        .collect();
    let _ = write!(doc, ", \"fields\": {{{}}}", gens.join(", "));
    let count = d.pick(&[1u64, 5, 100, 1000, 1000, 1000, 100_000, 1_000_000]);
    let _ = write!(
        doc,
        ", \"sample\": {{\"count\": {count}, \"seed\": {}}}",
        d.u64()
    );
    let _ = write!(doc, ", \"splits\": {}", splits(&mut d));
    if d.one_in(3) {
        let bind = fields
            .first()
            .map(|f| format!("{}: {}", json_str(f), json_str(&int(&mut d))))
            .unwrap_or_default();
        let _ = write!(
            doc,
            ", \"queries\": [{{\"name\": \"q\", \"bind\": {{{bind}}}}}]"
        );
    }
    if !csv_columns.is_empty() {
        let rows = d.pick(&[1usize, 2, 100]);
        let mut data = csv_columns.join(",");
        for r in 0..rows {
            data.push('\n');
            let row: Vec<String> = (0..csv_columns.len())
                .map(|c| (r * c).to_string())
                .collect();
            data.push_str(&row.join(","));
        }
        let _ = write!(doc, ", \"data\": {}", json_str(&data));
    }
    doc.push('}');
    doc
}
