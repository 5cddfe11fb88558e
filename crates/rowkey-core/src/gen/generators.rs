//! Running generators: one [`FieldGen`] per field turns row numbers into values.
//!
//! Every draw goes through [`Stream`]'s exact mappings, so the values depend only on the design
//! seed, the field name, the spec and the row; see the golden tests before changing anything that
//! draws.

use super::csv_data::CsvData;
use super::rng::Stream;
use super::spec::{Generator, GeneratorSpec, Literals, PatternPiece};
use super::zipf::Zipf;
use crate::i18n::catalogue::input as I;
use crate::i18n::Message;
use crate::java::JInt;
use crate::value::{Value, ValueType};

const DIGITS: &[u8; 10] = b"0123456789";
const LOWER: &[u8; 26] = b"abcdefghijklmnopqrstuvwxyz";
const ALNUM: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
const HEX: &[u8; 16] = b"0123456789abcdef";

/// How a `choice` picks its index.
#[derive(Clone, Debug)]
enum Picker {
    Uniform(u64),
    /// Cumulative weights; a uniform in `[0, total)` picks the first entry above it.
    Weighted {
        cumulative: Vec<f64>,
        total: f64,
        /// The last value with a weight > 0, for a draw that rounds up to `total`.
        last: usize,
    },
}

impl Picker {
    fn new(len: usize, weights: Option<&[f64]>) -> Self {
        let Some(ws) = weights else {
            return Picker::Uniform(len as u64);
        };
        let mut sum = 0.0;
        let cumulative: Vec<f64> = ws
            .iter()
            .map(|w| {
                sum += w;
                sum
            })
            .collect();
        let last = ws.iter().rposition(|&w| w > 0.0).unwrap_or(0);
        Picker::Weighted {
            cumulative,
            total: sum,
            last,
        }
    }

    #[inline]
    fn pick(&self, rng: &mut Stream) -> usize {
        match self {
            Picker::Uniform(n) => rng.below(*n) as usize,
            Picker::Weighted {
                cumulative,
                total,
                last,
            } => {
                let u = rng.unit_f64() * total;
                cumulative.partition_point(|&c| c <= u).min(*last)
            }
        }
    }
}

/// Values held ready to copy out: text or longs.
#[derive(Clone, Debug)]
enum Pool {
    // Shared: a CSV column is read by one generator per field and sampling thread.
    Str(std::sync::Arc<[String]>),
    Int(std::sync::Arc<[i64]>),
}

impl Pool {
    fn from_literals(values: &Literals) -> Self {
        match values {
            Literals::Str(v) => Pool::Str(v.as_slice().into()),
            Literals::Int(v) => Pool::Int(v.as_slice().into()),
        }
    }

    fn len(&self) -> usize {
        match self {
            Pool::Str(v) => v.len(),
            Pool::Int(v) => v.len(),
        }
    }

    #[inline]
    fn write(&self, i: usize, out: &mut Value) {
        match self {
            Pool::Str(v) => str_slot(out).push_str(&v[i]),
            Pool::Int(v) => *out = long(v[i]),
        }
    }
}

#[derive(Clone, Debug)]
enum Running {
    Seq { start: i64, step: i64 },
    Int { lo: i64, hi: i64 },
    Zipf(Box<Zipf>),
    Timestamp { start_ms: i64, rate: f64 },
    Uuid,
    Phone { prefixes: Vec<String> },
    Choice { pool: Pool, picker: Picker },
    Pattern(Vec<PatternRun>),
    HexStr(usize),
    Text { min: usize, max: usize },
    Cycle(Pool),
}

/// A running generator for one field: call [`FieldGen::fill`] with rows 0, 1, 2, … in order.
///
/// The field's random stream is seeded from the design seed and the field's name, so adding,
/// removing or reordering other fields never changes this field's values. Values are written into
/// a caller-owned [`Value`] whose string capacity is reused, so a steady run allocates nothing.
///
/// ```
/// use rowkey_core::value::Value;
/// use rowkey_core::gen::{FieldGen, GeneratorSpec};
/// let spec = GeneratorSpec::parse(r#"pattern("user###")"#).unwrap();
/// let mut gen = FieldGen::new(&spec, 42, "user_id", None).unwrap();
/// let mut v = Value::Str(String::new());
/// for row in 0..3 {
///     gen.fill(row, &mut v);
///     let Value::Str(s) = &v else { unreachable!() };
///     assert!(s.starts_with("user") && s.len() == 7);
/// }
/// ```
#[derive(Clone, Debug)]
pub struct FieldGen {
    running: Running,
    rng: Stream,
    value_type: ValueType,
    next_row: u64,
    /// `timestamp`: the next row and where its slot starts, worked out as the previous row's
    /// slot end.
    next_slot: Option<(u64, i64)>,
}

impl FieldGen {
    /// Start the generator `spec` for field `field` of a design seeded with `seed`. `data` is
    /// the design's CSV data, needed by `csv("col")` only.
    ///
    /// Errors (a message for the caller to attach to the field): a `csv` generator without data,
    /// with an unknown column, or on data with no rows.
    ///
    /// # Errors
    ///
    /// The message when the generator cannot start: its arguments are out of range, or a `csv`
    /// column it reads is not in `data` (or there is no data).
    ///
    /// ```
    /// use rowkey_core::gen::{CsvData, FieldGen, GeneratorSpec};
    /// let spec = GeneratorSpec::parse(r#"csv("usr")"#).unwrap();
    /// let data = CsvData::parse("user,ts\na,1\n").unwrap();
    /// let err = FieldGen::new(&spec, 1, "u", Some(&data)).unwrap_err();
    /// assert_eq!(err.to_string(), "the CSV data has no column `usr`; did you mean `user`?");
    /// ```
    pub fn new(
        spec: &GeneratorSpec,
        seed: u64,
        field: &str,
        data: Option<&CsvData>,
    ) -> Result<Self, Message> {
        let running = match spec.generator() {
            Generator::Seq { start, step } => Running::Seq {
                start: *start,
                step: *step,
            },
            Generator::Int { lo, hi } => Running::Int { lo: *lo, hi: *hi },
            Generator::Zipf { n, s } => Running::Zipf(Box::new(Zipf::new(*n, *s))),
            Generator::Timestamp { start_ms, rate } => Running::Timestamp {
                start_ms: *start_ms,
                rate: *rate,
            },
            Generator::Uuid => Running::Uuid,
            Generator::Phone { prefixes } => Running::Phone {
                prefixes: prefixes.clone(),
            },
            Generator::Choice { values, weights } => Running::Choice {
                pool: Pool::from_literals(values),
                picker: Picker::new(values.len(), weights.as_deref()),
            },
            Generator::Pattern { pieces, .. } => Running::Pattern(pattern_runs(pieces)),
            Generator::HexStr { len } => Running::HexStr(*len),
            Generator::Text { min, max } => Running::Text {
                min: *min,
                max: *max,
            },
            Generator::List { values } => Running::Cycle(Pool::from_literals(values)),
            Generator::Csv { column } => Running::Cycle(csv_pool(column, data)?),
        };
        Ok(FieldGen {
            running,
            rng: Stream::for_field(seed, field),
            value_type: spec.value_type_with(data),
            next_row: 0,
            next_slot: None,
        })
    }

    /// The type of the values this generator writes.
    ///
    /// ```
    /// use rowkey_core::{gen::{FieldGen, GeneratorSpec}, java::Width, value::ValueType};
    /// let g = FieldGen::new(&GeneratorSpec::parse("seq(1, 1)").unwrap(), 1, "id", None).unwrap();
    /// assert_eq!(g.value_type(), ValueType::Int(Width::Long));
    /// ```
    pub fn value_type(&self) -> ValueType {
        self.value_type
    }

    /// Pass over the next `rows` rows as [`FieldGen::fill`] would, leaving the last one's value
    /// (if any was made) in `scratch`. Generators whose value is a function of the row alone
    /// (`seq`, `list`, `csv`) just move on; the others draw what those rows would have drawn.
    ///
    /// ```
    /// use rowkey_core::{gen::{FieldGen, GeneratorSpec}, value::Value};
    /// let spec = GeneratorSpec::parse(r#"pattern("u##")"#).unwrap();
    /// let (mut a, mut b) = (FieldGen::new(&spec, 1, "u", None).unwrap(), FieldGen::new(&spec, 1, "u", None).unwrap());
    /// let (mut va, mut vb) = (Value::Str(String::new()), Value::Str(String::new()));
    /// a.skip(3, &mut va);
    /// for row in 0..3 { b.fill(row, &mut vb); }
    /// a.fill(3, &mut va);
    /// b.fill(3, &mut vb);
    /// assert_eq!(va, vb);
    /// ```
    pub fn skip(&mut self, rows: u64, scratch: &mut Value) {
        match self.running {
            Running::Seq { .. } | Running::Cycle(_) => {
                self.next_row = self.next_row.wrapping_add(rows);
            }
            _ => {
                for _ in 0..rows {
                    self.fill(self.next_row, scratch);
                }
            }
        }
    }

    /// Write row `row`'s value into `out`, reusing its string buffer when it holds one.
    ///
    /// Rows must come in order from 0: random generators draw from their stream as they go, so a
    /// skipped or repeated row shifts every later value (the row number itself only drives
    /// `seq`, `timestamp`, `list` and `csv`).
    ///
    /// ```
    /// use rowkey_core::{gen::{FieldGen, GeneratorSpec}, java::JInt, value::Value};
    /// let spec = GeneratorSpec::parse("seq(10, 5)").unwrap();
    /// let mut g = FieldGen::new(&spec, 0, "n", None).unwrap();
    /// let mut v = Value::Int(JInt::Long(0));
    /// g.fill(0, &mut v);
    /// g.fill(1, &mut v);
    /// assert_eq!(v, Value::Int(JInt::Long(15)));
    /// ```
    #[inline]
    pub fn fill(&mut self, row: u64, out: &mut Value) {
        debug_assert_eq!(row, self.next_row, "FieldGen::fill rows must come in order");
        self.next_row = row.wrapping_add(1);
        let rng = &mut self.rng;
        match &self.running {
            Running::Seq { start, step } => {
                *out = long(start.wrapping_add((row as i64).wrapping_mul(*step)));
            }
            Running::Int { lo, hi } => *out = long(rng.between(*lo, *hi)),
            Running::Zipf(z) => *out = long(z.sample(rng.unit_f64()) as i64),
            Running::Timestamp { start_ms, rate } => {
                // The previous row worked out where this row's slot starts (its own slot's
                // end): one division per row instead of two.
                let from = match self.next_slot {
                    Some((r, ms)) if r == row => ms,
                    _ => slot_ms(row, *rate),
                };
                let to = slot_ms(row.wrapping_add(1), *rate);
                self.next_slot = Some((row.wrapping_add(1), to));
                let width = to.saturating_sub(from);
                // Jitter stays inside the row's own slot, so times never go backwards.
                let jitter = if width > 0 {
                    rng.below(width as u64) as i64
                } else {
                    0
                };
                *out = long(start_ms.saturating_add(from).saturating_add(jitter));
            }
            Running::Uuid => write_uuid(rng, str_slot(out)),
            Running::Phone { prefixes } => {
                let s = str_slot(out);
                let p = &prefixes[rng.below(prefixes.len() as u64) as usize];
                s.push_str(p);
                rng.push_drawn(DIGITS, 11usize.saturating_sub(p.len()), s);
            }
            Running::Choice { pool, picker } => {
                let i = picker.pick(rng);
                pool.write(i, out);
            }
            Running::Pattern(runs) => {
                let s = str_slot(out);
                for run in runs {
                    match run {
                        PatternRun::Literal(l) => crate::encode::append::append_str(s, l),
                        PatternRun::Draw { alphabet, count } => {
                            rng.push_drawn(alphabet, *count, s);
                        }
                    }
                }
            }
            Running::HexStr(len) => {
                let s = str_slot(out);
                // Sixteen 4-bit digits per draw: exactly uniform, and a quarter of the draws.
                let mut left = *len;
                while left > 0 {
                    let mut x = rng.next_u64();
                    for _ in 0..left.min(16) {
                        s.push(HEX[(x >> 60) as usize] as char);
                        x <<= 4;
                    }
                    left = left.saturating_sub(16);
                }
            }
            Running::Text { min, max } => {
                let s = str_slot(out);
                let len = min + rng.below((max - min + 1) as u64) as usize;
                rng.push_drawn(LOWER, len, s);
            }
            Running::Cycle(pool) => pool.write((row % pool.len() as u64) as usize, out),
        }
    }
}

/// Milliseconds from the start to the beginning of row `row`'s slot: `floor(row * 1000 / rate)`.
/// One multiplication and one division, both exactly rounded IEEE operations, so every platform
/// agrees.
#[inline]
fn slot_ms(row: u64, rate: f64) -> i64 {
    ((row as f64 * 1000.0) / rate) as i64
}

#[inline]
fn long(v: i64) -> Value {
    Value::Int(JInt::Long(v))
}

/// A `pattern` as the sampler runs it: literal text, and runs of same-class characters drawn in
/// one tight loop (`user######` is one literal and one run of six digits).
#[derive(Clone, Debug)]
enum PatternRun {
    Literal(String),
    Draw {
        alphabet: &'static [u8],
        count: usize,
    },
}

/// The runs of `pieces`: neighbouring pieces of one class merge. Each character is still one
/// `below(alphabet size)` draw, in order, so the values are those of one draw per piece.
fn pattern_runs(pieces: &[PatternPiece]) -> Vec<PatternRun> {
    let mut runs: Vec<PatternRun> = Vec::new();
    for piece in pieces {
        let alphabet: &'static [u8] = match piece {
            PatternPiece::Literal(l) => {
                runs.push(PatternRun::Literal(l.clone()));
                continue;
            }
            PatternPiece::Digit => DIGITS,
            PatternPiece::Lower => LOWER,
            PatternPiece::Alnum => ALNUM,
        };
        match runs.last_mut() {
            Some(PatternRun::Draw { alphabet: a, count }) if std::ptr::eq(*a, alphabet) => {
                *count += 1;
            }
            _ => runs.push(PatternRun::Draw { alphabet, count: 1 }),
        }
    }
    runs
}

/// `out` as an empty string, keeping its buffer when it already is one.
#[inline]
fn str_slot(out: &mut Value) -> &mut String {
    if !matches!(out, Value::Str(_)) {
        *out = Value::Str(String::new());
    }
    match out {
        Value::Str(s) => {
            s.clear();
            s
        }
        _ => unreachable!("set to Value::Str just above"),
    }
}

/// A version 4 UUID from 128 random bits: the first draw gives bytes 0..8 big-endian, the second
/// bytes 8..16; the version nibble (byte 6) is set to 4 and the variant bits (byte 8) to `10`.
fn write_uuid(rng: &mut Stream, s: &mut String) {
    let mut b = [0u8; 16];
    b[..8].copy_from_slice(&rng.next_u64().to_be_bytes());
    b[8..].copy_from_slice(&rng.next_u64().to_be_bytes());
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    for (i, byte) in b.iter().enumerate() {
        if matches!(i, 4 | 6 | 8 | 10) {
            s.push('-');
        }
        s.push(HEX[(byte >> 4) as usize] as char);
        s.push(HEX[(byte & 0xf) as usize] as char);
    }
}

fn csv_pool(column: &str, data: Option<&CsvData>) -> Result<Pool, Message> {
    let col = csv_column(column, data)?;
    Ok(match col.shared_ints() {
        Some(ints) => Pool::Int(ints),
        None => Pool::Str(col.shared_cells()),
    })
}

/// The column `csv("column")` reads, or why it cannot read one.
pub(crate) fn csv_column<'a>(
    column: &str,
    data: Option<&'a CsvData>,
) -> Result<&'a super::CsvColumn, Message> {
    let Some(data) = data else {
        return Err(crate::msg!(I::CSV_NO_DATA, column = column));
    };
    let Some(col) = data.column(column) else {
        let names: Vec<&str> = data.columns().iter().map(|c| c.name()).collect();
        return Err(
            match crate::suggest::closest(column, names.iter().copied()) {
                Some(s) => crate::msg!(I::CSV_NO_COLUMN_SUGGEST, column = column, suggestion = s),
                None => crate::msg!(
                    I::CSV_NO_COLUMN,
                    column = column,
                    columns = names.join(", ")
                ),
            },
        );
    };
    if data.rows() == 0 {
        return Err(crate::msg!(I::CSV_NO_ROWS));
    }
    Ok(col)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::java::Width;

    fn run(expr: &str, n: u64) -> Vec<Value> {
        let spec = GeneratorSpec::parse(expr).unwrap();
        let mut g = FieldGen::new(&spec, 42, "f", None).unwrap();
        let mut v = Value::Bytes(vec![]);
        (0..n)
            .map(|row| {
                g.fill(row, &mut v);
                v.clone()
            })
            .collect()
    }

    fn strs(expr: &str, n: u64) -> Vec<String> {
        run(expr, n)
            .into_iter()
            .map(|v| match v {
                Value::Str(s) => s,
                v => panic!("{v:?}"),
            })
            .collect()
    }

    fn ints(expr: &str, n: u64) -> Vec<i64> {
        run(expr, n)
            .into_iter()
            .map(|v| match v {
                Value::Int(JInt::Long(i)) => i,
                v => panic!("{v:?}"),
            })
            .collect()
    }

    #[test]
    fn seq_wraps_like_a_long() {
        assert_eq!(ints("seq(5, -2)", 4), [5, 3, 1, -1]);
        assert_eq!(ints("seq(9223372036854775807, 1)", 2), [i64::MAX, i64::MIN]);
    }

    #[test]
    fn int_stays_in_range_and_reaches_both_ends() {
        let v = ints("int(-2, 2)", 500);
        assert!(v.iter().all(|x| (-2..=2).contains(x)));
        assert!(v.contains(&-2) && v.contains(&2));
        assert_eq!(ints("int(7, 7)", 3), [7, 7, 7]);
        let _ = ints("int(-9223372036854775808, 9223372036854775807)", 3);
    }

    #[test]
    fn zipf_head_is_hot() {
        let v = ints("zipf(1000, 1.1)", 5000);
        assert!(v.iter().all(|x| (1..=1000).contains(x)));
        let ones = v.iter().filter(|&&x| x == 1).count();
        let twos = v.iter().filter(|&&x| x == 2).count();
        assert!(ones > twos && twos > 0, "{ones} {twos}");
        let big = ints("zipf(10000000, 0.6)", 2000);
        assert!(big.iter().any(|&x| x > 65_536));
        assert!(big.iter().all(|x| (1..=10_000_000).contains(x)));
    }

    #[test]
    fn timestamps_rise_with_jitter_inside_slots() {
        let start = 1_707_955_200_000;
        let v = ints("timestamp(\"2024-02-15T00:00:00Z\", 4)", 200);
        for (i, w) in v.windows(2).enumerate() {
            assert!(w[0] < w[1], "row {i}");
        }
        for (i, &t) in v.iter().enumerate() {
            let slot = start + i as i64 * 250;
            assert!((slot..slot + 250).contains(&t));
        }
        assert!(v
            .iter()
            .enumerate()
            .any(|(i, &t)| t != start + i as i64 * 250));
        let fast = ints("timestamp(0, 3000)", 3000);
        assert!(fast.windows(2).all(|w| w[0] <= w[1]));
        assert_eq!(*fast.last().unwrap(), 999);
    }

    #[test]
    fn uuids_are_v4() {
        for u in strs("uuid()", 50) {
            assert_eq!(u.len(), 36);
            let b = u.as_bytes();
            assert_eq!((b[8], b[13], b[18], b[23]), (b'-', b'-', b'-', b'-'));
            assert_eq!(b[14], b'4');
            assert!(matches!(b[19], b'8' | b'9' | b'a' | b'b'));
            assert!(u.bytes().all(|c| c == b'-' || HEX.contains(&c)));
        }
    }

    #[test]
    fn phones_have_eleven_digits_and_a_listed_prefix() {
        for p in strs("phone([177, 159])", 50) {
            assert_eq!(p.len(), 11);
            assert!(p.starts_with("177") || p.starts_with("159"));
            assert!(p.bytes().all(|b| b.is_ascii_digit()));
        }
        for p in strs("phone()", 50) {
            assert_eq!(p.len(), 11);
            assert!(super::super::spec::DEFAULT_PHONE_PREFIXES.contains(&&p[..3]));
        }
    }

    #[test]
    fn choices_respect_weights() {
        let v = strs("choice(\"a\": 0, \"b\": 3, \"c\": 1, \"d\": 0)", 2000);
        let b = v.iter().filter(|s| *s == "b").count();
        let c = v.iter().filter(|s| *s == "c").count();
        assert_eq!(b + c, 2000);
        assert!(b > 2 * c && c > 0);
        let u = ints("choice(1, 2, 3)", 300);
        assert!([1, 2, 3].iter().all(|x| u.contains(x)));
    }

    #[test]
    fn patterns_follow_their_alphabet() {
        for s in strs(r#"pattern("ORD-#?*\\#")"#, 100) {
            let b = s.as_bytes();
            assert_eq!(&s[..4], "ORD-");
            assert!(b[4].is_ascii_digit());
            assert!(b[5].is_ascii_lowercase());
            assert!(ALNUM.contains(&b[6]));
            assert_eq!(&s[7..], "#");
        }
    }

    #[test]
    fn hexstr_and_text_lengths() {
        for s in strs("hexstr(37)", 20) {
            assert_eq!(s.len(), 37);
            assert!(s.bytes().all(|c| HEX.contains(&c)));
        }
        let lens: Vec<usize> = strs("text(2, 4)", 200).iter().map(String::len).collect();
        assert!(lens.iter().all(|l| (2..=4).contains(l)));
        assert!(lens.contains(&2) && lens.contains(&4));
        assert_eq!(strs("text(0, 0)", 2), ["", ""]);
    }

    #[test]
    fn lists_cycle() {
        assert_eq!(strs("list(\"a\", \"b\")", 5), ["a", "b", "a", "b", "a"]);
        assert_eq!(ints("list(3, 1)", 3), [3, 1, 3]);
    }

    #[test]
    fn csv_columns_cycle_and_type() {
        let data = CsvData::parse("id,name\n10,x\n20,y\n30,z\n").unwrap();
        let spec = GeneratorSpec::parse("csv(\"id\")").unwrap();
        let mut g = FieldGen::new(&spec, 1, "id", Some(&data)).unwrap();
        assert_eq!(g.value_type(), ValueType::Int(Width::Long));
        let mut v = Value::Str(String::new());
        let got: Vec<Value> = (0..4)
            .map(|r| {
                g.fill(r, &mut v);
                v.clone()
            })
            .collect();
        assert_eq!(got, [long(10), long(20), long(30), long(10)]);
        let spec = GeneratorSpec::parse("csv(\"name\")").unwrap();
        let mut g = FieldGen::new(&spec, 1, "n", Some(&data)).unwrap();
        g.fill(0, &mut v);
        assert_eq!(v, Value::Str("x".into()));
        assert!(FieldGen::new(&spec, 1, "n", None)
            .unwrap_err()
            .to_string()
            .contains("needs CSV data"));
        let empty = CsvData::parse("name\n").unwrap();
        assert!(FieldGen::new(&spec, 1, "n", Some(&empty))
            .unwrap_err()
            .to_string()
            .contains("no rows"));
        let other = GeneratorSpec::parse("csv(\"zzzzz\")").unwrap();
        assert_eq!(
            FieldGen::new(&other, 1, "n", Some(&data))
                .unwrap_err()
                .to_string(),
            "the CSV data has no column `zzzzz`; its columns are id, name"
        );
    }

    #[test]
    fn string_buffer_is_reused() {
        let spec = GeneratorSpec::parse("hexstr(32)").unwrap();
        let mut g = FieldGen::new(&spec, 1, "h", None).unwrap();
        let mut v = Value::Str(String::with_capacity(64));
        g.fill(0, &mut v);
        let Value::Str(s) = &v else { panic!() };
        let ptr = s.as_ptr();
        g.fill(1, &mut v);
        let Value::Str(s) = &v else { panic!() };
        assert_eq!(s.as_ptr(), ptr);
    }
}
