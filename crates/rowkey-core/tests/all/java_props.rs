//! Java `int`/`long` arithmetic against a reference model: exact i128 arithmetic, then
//! truncated to the Java width (two's complement), which is what the JLS specifies.

use proptest::prelude::*;
use rowkey_core::java::{format_dec, format_hex, write_dec, write_hex, JInt};

fn jint() -> impl Strategy<Value = JInt> {
    prop_oneof![
        any::<i32>().prop_map(JInt::Int),
        any::<i64>().prop_map(JInt::Long),
        prop_oneof![Just(i32::MIN), Just(i32::MAX), Just(-1), Just(0), Just(1)].prop_map(JInt::Int),
        prop_oneof![Just(i64::MIN), Just(i64::MAX), Just(-1i64), Just(0i64)].prop_map(JInt::Long),
    ]
}

/// The model: compute exactly, then wrap to the promoted width.
fn wrap(v: i128, long: bool) -> JInt {
    if long {
        JInt::Long(v as i64)
    } else {
        JInt::Int(v as i32)
    }
}

fn promoted(a: JInt, b: JInt) -> bool {
    matches!(a, JInt::Long(_)) || matches!(b, JInt::Long(_))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    #[test]
    fn arithmetic_matches_the_model(a in jint(), b in jint()) {
        let (x, y, long) = (a.as_i64() as i128, b.as_i64() as i128, promoted(a, b));
        prop_assert_eq!(a.wrapping_add(b), wrap(x + y, long));
        prop_assert_eq!(a.wrapping_sub(b), wrap(x - y, long));
        prop_assert_eq!(a.wrapping_mul(b), wrap(x * y, long));
        prop_assert_eq!(a.and(b), wrap(x & y, long));
        if y == 0 {
            prop_assert_eq!(a.checked_div(b), None);
            prop_assert_eq!(a.checked_rem(b), None);
        } else {
            // i128 division truncates toward zero and % takes the dividend's sign, as Java.
            prop_assert_eq!(a.checked_div(b), Some(wrap(x / y, long)));
            prop_assert_eq!(a.checked_rem(b), Some(wrap(x % y, long)));
        }
    }

    #[test]
    fn abs_and_formatting_match_the_model(a in jint(), w in 0usize..24) {
        let long = matches!(a, JInt::Long(_));
        let x = a.as_i64() as i128;
        // Math.abs(MIN_VALUE) wraps back to MIN_VALUE.
        prop_assert_eq!(a.abs(), wrap(x.abs(), long));
        let digits = x.unsigned_abs().to_string();
        let sign = if x < 0 { "-" } else { "" };
        let pad = w.saturating_sub(sign.len() + digits.len());
        prop_assert_eq!(format_dec(a, w), format!("{sign}{}{digits}", "0".repeat(pad)));
        let bits = if long { 64 } else { 32 };
        let unsigned = (x as u128) & ((1u128 << bits) - 1);
        prop_assert_eq!(format_hex(a, w), format!("{unsigned:0w$x}"));
        // The sampling loop's writers append the same text after what is there.
        let (mut dec, mut hex) = (b"k".to_vec(), b"k".to_vec());
        write_dec(&mut dec, a, w);
        write_hex(&mut hex, a, w);
        prop_assert_eq!(dec, format!("k{sign}{}{digits}", "0".repeat(pad)).into_bytes());
        prop_assert_eq!(hex, format!("k{unsigned:0w$x}").into_bytes());
    }
}
