//! Number conversions with ECMAScript semantics: Number::toString, ToInt32.

use crate::string::{self, ScrString};

/// Formats `value` as ECMAScript's Number::toString does (shortest
/// round-trip digits, exponent form from 1e21 and below 1e-6, `NaN`,
/// `Infinity`). Both zeros print as `0`, as `String(-0)` does.
pub fn format_number(value: f64, out: &mut Vec<u8>) {
    if value == 0.0 {
        out.push(b'0');
        return;
    }
    if value.is_finite() && value.fract() == 0.0 && value.abs() < 1e15 {
        // Integral values are by far the most common; itoa-style printing
        // gives the same digits as the shortest round-trip algorithm here.
        let mut digits = [0u8; 20];
        let mut position = digits.len();
        let negative = value < 0.0;
        let mut magnitude = value.abs() as u64;
        while magnitude > 0 {
            position -= 1;
            digits[position] = b'0' + (magnitude % 10) as u8;
            magnitude /= 10;
        }
        if negative {
            out.push(b'-');
        }
        out.extend_from_slice(&digits[position..]);
        return;
    }
    let mut buffer = ryu_js::Buffer::new();
    out.extend_from_slice(buffer.format(value).as_bytes());
}

/// Formats `value` as `console.log` prints a number: like
/// [`format_number`], except that negative zero prints as `-0`.
pub fn format_number_for_console(value: f64, out: &mut Vec<u8>) {
    if value == 0.0 && value.is_sign_negative() {
        out.extend_from_slice(b"-0");
    } else {
        format_number(value, out);
    }
}

/// ECMAScript ToInt32: truncate toward zero, then wrap modulo 2^32;
/// NaN and the infinities become 0.
pub fn to_int32(value: f64) -> i32 {
    if !value.is_finite() {
        return 0;
    }
    let truncated = value.trunc();
    if truncated.abs() < 9_223_372_036_854_775_808.0 {
        return truncated as i64 as i32;
    }
    let modulus = 4_294_967_296.0_f64;
    let mut wrapped = truncated % modulus;
    if wrapped < 0.0 {
        wrapped += modulus;
    }
    wrapped as u32 as i32
}

/// The slow path of the inline ToInt32 the compiler emits: reached only for
/// magnitudes of 2^63 and more, infinities and NaN.
#[unsafe(no_mangle)]
pub extern "C" fn scr_to_int32_slow(value: f64) -> i32 {
    to_int32(value)
}

/// `String(value)` for a number: a new string.
#[unsafe(no_mangle)]
pub extern "C" fn scr_number_to_string(value: f64) -> *mut ScrString {
    let mut text = Vec::with_capacity(24);
    format_number(value, &mut text);
    string::new_latin1(&text)
}

/// ECMAScript StringToNumber for the subset of inputs `%d` and friends need:
/// surrounding whitespace is ignored, the empty string is 0, decimal and
/// `0x`/`0o`/`0b` literals and `Infinity` are accepted, anything else is NaN.
pub fn parse_number(text: &str) -> f64 {
    let trimmed = text.trim_matches(|c: char| c.is_whitespace() || c == '\u{feff}');
    if trimmed.is_empty() {
        return 0.0;
    }
    let radix_body = |prefix: &[&str]| {
        prefix
            .iter()
            .find_map(|p| trimmed.strip_prefix(p))
            .filter(|rest| !rest.is_empty())
    };
    for (prefixes, radix) in [(["0x", "0X"], 16), (["0o", "0O"], 8), (["0b", "0B"], 2)] {
        if let Some(body) = radix_body(&prefixes) {
            let mut value = 0.0f64;
            for c in body.chars() {
                match c.to_digit(radix) {
                    Some(digit) => value = value * radix as f64 + digit as f64,
                    None => return f64::NAN,
                }
            }
            return value;
        }
    }
    let unsigned = trimmed.trim_start_matches(['+', '-']);
    if unsigned == "Infinity" && trimmed.len() - unsigned.len() <= 1 {
        return if trimmed.starts_with('-') {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
    }
    let valid = !unsigned.is_empty()
        && trimmed.len() - unsigned.len() <= 1
        && unsigned
            .bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'+' | b'-'))
        && !unsigned.starts_with(['e', 'E']);
    if !valid {
        return f64::NAN;
    }
    trimmed.parse::<f64>().unwrap_or(f64::NAN)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(value: f64) -> String {
        let mut out = Vec::new();
        format_number(value, &mut out);
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn to_int32_wraps_like_ecmascript() {
        assert_eq!(to_int32(f64::NAN), 0);
        assert_eq!(to_int32(f64::INFINITY), 0);
        assert_eq!(to_int32(-1.9), -1);
        assert_eq!(to_int32(2_147_483_648.0), -2_147_483_648);
        assert_eq!(to_int32(4_294_967_296.0 + 5.0), 5);
        assert_eq!(to_int32(1e20), 1_661_992_960);
        assert_eq!(to_int32(-1e20), -1_661_992_960);
    }

    #[test]
    fn negative_zero_differs_between_string_and_console() {
        assert_eq!(show(-0.0), "0");
        let mut out = Vec::new();
        format_number_for_console(-0.0, &mut out);
        assert_eq!(out, b"-0");
    }

    #[test]
    fn parses_numeric_strings() {
        assert_eq!(parse_number(" 42 "), 42.0);
        assert_eq!(parse_number(""), 0.0);
        assert_eq!(parse_number("0x1f"), 31.0);
        assert!(parse_number("12px").is_nan());
        assert_eq!(parse_number("-Infinity"), f64::NEG_INFINITY);
        assert_eq!(parse_number("1e3"), 1000.0);
        assert!(parse_number("e3").is_nan());
    }
}
