//! Number conversions with ECMAScript semantics: Number::toString, ToInt32.

use crate::string::{self, ScrString};

/// Formats `value` as ECMAScript's Number::toString does (shortest
/// round-trip digits, exponent form from 1e21 and below 1e-6, `NaN`,
/// `Infinity`). Both zeros print as `0`, as `String(-0)` does.
pub fn format_number(value: f64, out: &mut Vec<u8>) {
    out.extend_from_slice(NumberText::new(value).as_bytes());
}

// `undefined` read from a number array (see `array.rs`) prints as
// `undefined` wherever a number is turned into text.

/// A number's text (Number::toString) in a stack buffer: the runtime's hot
/// paths format numbers without allocating.
pub struct NumberText {
    bytes: [u8; 32],
    len: u8,
}

impl NumberText {
    pub fn new(value: f64) -> NumberText {
        let mut text = NumberText {
            bytes: [0; 32],
            len: 0,
        };
        if value == 0.0 {
            text.bytes[0] = b'0';
            text.len = 1;
            return text;
        }
        if value.is_nan() {
            let word: &[u8] = if crate::array::is_undefined_number(value) {
                b"undefined"
            } else {
                b"NaN"
            };
            text.bytes[..word.len()].copy_from_slice(word);
            text.len = word.len() as u8;
            return text;
        }
        let magnitude = value.abs();
        // Integers below 10^8 (counters, indices, keys): all digits at
        // once in a register and one store, which a caller reading the
        // text back loads without a stall.
        if magnitude < 1e8 && f64::from(magnitude as u32) == magnitude {
            let (word, len) = eight_digits(magnitude as u32);
            if value > 0.0 {
                return NumberText::of_word(word, len);
            }
            if len < 8 {
                return NumberText::of_word((word << 8) | u64::from(b'-'), len + 1);
            }
        }
        // Integral values are by far the most common; itoa-style printing
        // gives the same digits as the shortest round trip. (`as` and back
        // tests integrality without a libm call on baseline x86-64.)
        if magnitude < 1e15 && (magnitude as u64) as f64 == magnitude {
            const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
                2021222324252627282930313233343536373839\
                4041424344454647484950515253545556575859\
                6061626364656667686970717273747576777879\
                8081828384858687888990919293949596979899";
            let mut digits = [0u8; 20];
            let mut position = digits.len();
            let mut rest = magnitude as u64;
            while rest >= 100 {
                let pair = (rest % 100) as usize * 2;
                rest /= 100;
                position -= 2;
                digits[position..position + 2].copy_from_slice(&PAIRS[pair..pair + 2]);
            }
            if rest >= 10 {
                let pair = rest as usize * 2;
                position -= 2;
                digits[position..position + 2].copy_from_slice(&PAIRS[pair..pair + 2]);
            } else {
                position -= 1;
                digits[position] = b'0' + rest as u8;
            }
            let mut at = 0;
            if value < 0.0 {
                text.bytes[0] = b'-';
                at = 1;
            }
            let count = digits.len() - position;
            text.bytes[at..at + count].copy_from_slice(&digits[position..]);
            text.len = (at + count) as u8;
            return text;
        }
        let mut buffer = ryu_js::Buffer::new();
        let formatted = buffer.format(value).as_bytes();
        let count = formatted.len().min(32);
        text.bytes[..count].copy_from_slice(&formatted[..count]);
        text.len = count as u8;
        text
    }

    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes[..self.len as usize]
    }

    /// The text of the first `len` bytes of `word` (little-endian).
    fn of_word(word: u64, len: u32) -> NumberText {
        let mut bytes = [0; 32];
        bytes[..8].copy_from_slice(&word.to_le_bytes());
        NumberText {
            bytes,
            len: len as u8,
        }
    }
}

/// The decimal digits of `n` (from 1 to 10^8 - 1) as ASCII in a word, the
/// first digit in its lowest byte, and their count: the digits are split
/// in halves, quarters and eighths by multiplying and shifting every lane
/// at once (each quotient exact for the lane's range).
fn eight_digits(n: u32) -> (u64, u32) {
    let n = u64::from(n);
    // Two lanes of 32 bits: the first four digits, the last four.
    let halves = (n / 10_000) | ((n % 10_000) << 32);
    // Four lanes of 16 bits: pairs of digits (v / 100 = v * 5243 >> 19
    // for v < 10^4).
    let high = ((halves * 5243) >> 19) & 0x0000_007f_0000_007f;
    let pairs = high | ((halves - high * 100) << 16);
    // Eight lanes of 8 bits: digits (v / 10 = v * 103 >> 10 for v < 100).
    let tens = ((pairs * 103) >> 10) & 0x000f_000f_000f_000f;
    let digits = tens | ((pairs - tens * 10) << 8);
    // Leading zeros are the lowest bytes.
    let leading = digits.trailing_zeros() / 8;
    (
        (digits + 0x3030_3030_3030_3030) >> (8 * leading),
        8 - leading,
    )
}

/// Formats `value` as `console.log` prints a number: like
/// [`format_number`], except that negative zero prints as `-0`.
pub fn format_number_for_console(value: f64, out: &mut Vec<u8>) {
    if crate::array::is_undefined_number(value) {
        out.extend_from_slice(b"undefined");
    } else if value == 0.0 && value.is_sign_negative() {
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
    string::new_latin1(NumberText::new(value).as_bytes())
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

/// ECMAScript `parseFloat` on text whose leading whitespace is already
/// removed: the longest prefix that is a decimal literal, or `Infinity`.
pub fn parse_float_prefix(text: &str) -> f64 {
    let bytes = text.as_bytes();
    let mut sign_end = 0;
    if matches!(bytes.first(), Some(b'+' | b'-')) {
        sign_end = 1;
    }
    if text[sign_end..].starts_with("Infinity") {
        return if bytes.first() == Some(&b'-') {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
    }
    let mut index = sign_end;
    let mut digits = 0;
    while index < bytes.len() && bytes[index].is_ascii_digit() {
        index += 1;
        digits += 1;
    }
    if index < bytes.len() && bytes[index] == b'.' {
        index += 1;
        while index < bytes.len() && bytes[index].is_ascii_digit() {
            index += 1;
            digits += 1;
        }
    }
    if digits == 0 {
        return f64::NAN;
    }
    let mantissa_end = index;
    if index < bytes.len() && matches!(bytes[index], b'e' | b'E') {
        let mut exponent = index + 1;
        if exponent < bytes.len() && matches!(bytes[exponent], b'+' | b'-') {
            exponent += 1;
        }
        let exponent_digits = bytes[exponent..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        if exponent_digits > 0 {
            index = exponent + exponent_digits;
        } else {
            index = mantissa_end;
        }
    }
    let literal = text[..index].trim_end_matches('.');
    let literal = if literal.ends_with(['+', '-']) || literal.is_empty() {
        "0"
    } else {
        literal
    };
    literal.parse::<f64>().unwrap_or(f64::NAN)
}

/// `parseInt` in base 10 of Latin-1 text that is an optional sign and 1
/// to 15 ASCII digits, then anything but a digit (so exact in a double);
/// `None` for anything else, which takes the general path.
pub fn parse_short_decimal(bytes: &[u8]) -> Option<f64> {
    let (negative, digits) = match bytes.first()? {
        b'-' => (true, &bytes[1..]),
        b'+' => (false, &bytes[1..]),
        _ => (false, bytes),
    };
    let count = digits.iter().take_while(|b| b.is_ascii_digit()).count();
    // `0x` prefixes and leading whitespace go the general way.
    if count == 0 || count > 15 || (count == 1 && digits[0] == b'0' && digits.len() > 1) {
        return None;
    }
    let value = digits[..count]
        .iter()
        .fold(0u64, |value, digit| value * 10 + u64::from(digit - b'0'));
    let value = value as f64;
    Some(if negative { -value } else { value })
}

/// ECMAScript `parseInt(units, radix)`.
pub fn parse_int_units(units: &[u16], radix: f64) -> f64 {
    let start = units
        .iter()
        .position(|&unit| !crate::string_methods::is_js_whitespace(unit))
        .unwrap_or(units.len());
    let mut rest = &units[start..];
    let mut sign = 1.0;
    if let Some(&first) = rest.first()
        && (first == u16::from(b'-') || first == u16::from(b'+'))
    {
        if first == u16::from(b'-') {
            sign = -1.0;
        }
        rest = &rest[1..];
    }
    let mut radix = to_int32(radix);
    let mut strip_prefix = true;
    if radix != 0 {
        if !(2..=36).contains(&radix) {
            return f64::NAN;
        }
        if radix != 16 {
            strip_prefix = false;
        }
    } else {
        radix = 10;
    }
    if strip_prefix
        && rest.len() >= 2
        && rest[0] == u16::from(b'0')
        && (rest[1] == u16::from(b'x') || rest[1] == u16::from(b'X'))
    {
        rest = &rest[2..];
        radix = 16;
    }
    let digits: Vec<u32> = rest
        .iter()
        .map_while(|&unit| char::from_u32(u32::from(unit)).and_then(|c| c.to_digit(radix as u32)))
        .collect();
    if digits.is_empty() {
        return f64::NAN;
    }
    if radix == 10 {
        // Decimal digits round correctly through the standard parser.
        let text: String = digits.iter().map(|&d| char::from(b'0' + d as u8)).collect();
        return sign * text.parse::<f64>().unwrap_or(f64::NAN);
    }
    // Other radixes: exact while the value fits in 128 bits, then
    // accumulated in doubles as the spec permits.
    let mut exact: Option<u128> = Some(0);
    let mut approximate = 0.0f64;
    for &digit in &digits {
        exact = exact.and_then(|value| {
            value
                .checked_mul(radix as u128)?
                .checked_add(u128::from(digit))
        });
        approximate = approximate * f64::from(radix) + f64::from(digit);
    }
    sign * exact.map_or(approximate, |value| value as f64)
}

/// The exact decimal expansion of a finite, non-zero |value|: its digits
/// (no leading zero) and the exponent of the first digit.
fn exact_digits(value: f64) -> (Vec<u8>, i32) {
    // Rust prints the exact binary value when asked for enough digits; 1100
    // covers every double.
    let text = format!("{:.1100e}", value.abs());
    let (mantissa, exponent) = text.split_once('e').unwrap_or((&text, "0"));
    let digits: Vec<u8> = mantissa
        .bytes()
        .filter(u8::is_ascii_digit)
        .map(|b| b - b'0')
        .collect();
    let mut end = digits.len();
    while end > 1 && digits[end - 1] == 0 {
        end -= 1;
    }
    (digits[..end].to_vec(), exponent.parse().unwrap_or(0))
}

/// Rounds an exact expansion to `count` significant digits, half up (the
/// spec takes the larger n on a tie). Returns the digits and the exponent,
/// which grows by one when rounding carries out (9.99 -> 10.0).
fn round_digits(digits: &[u8], exponent: i32, count: usize) -> (Vec<u8>, i32) {
    let mut kept: Vec<u8> = digits.iter().copied().take(count).collect();
    kept.resize(count, 0);
    if digits.len() > count && digits[count] >= 5 {
        let mut index = count;
        loop {
            if index == 0 {
                kept.insert(0, 1);
                kept.truncate(count);
                return (kept, exponent + 1);
            }
            index -= 1;
            if kept[index] == 9 {
                kept[index] = 0;
            } else {
                kept[index] += 1;
                break;
            }
        }
    }
    (kept, exponent)
}

fn digits_text(digits: &[u8]) -> String {
    digits.iter().map(|&d| char::from(b'0' + d)).collect()
}

/// Raises Node's RangeError unless `ok`; false when it raised (the caller
/// returns a dummy result and the compiled code unwinds).
fn range_ok(ok: bool, message: &str) -> bool {
    if !ok {
        crate::dynamic::raise("RangeError", message);
    }
    ok
}

/// `x.toFixed(digits)`.
/// `value.toLocaleString()` in Node's default locale (en-US): the shortest
/// decimal digits that give the value back, rounded half away from zero
/// to at most three fraction digits, trailing zeros dropped, the integer
/// part grouped by threes with commas (ICU's way: `1.0005` is `1.001`).
/// An integer's decimal text (optionally signed) with `separator`
/// between groups of three digits: `1,234,567`, `-9_223_372`.
pub fn group_digits(text: &str, separator: char) -> String {
    let (sign, digits) = match text.strip_prefix('-') {
        Some(digits) => ("-", digits),
        None => ("", text),
    };
    let mut grouped = String::from(sign);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index) % 3 == 0 {
            grouped.push(separator);
        }
        grouped.push(digit);
    }
    grouped
}

pub fn to_locale_string(value: f64) -> String {
    to_locale_digits(value, 0, 3, true)
}

/// `value` as Node's default locale (en-US) formats it with between `min`
/// and `max` fraction digits: ICU rounds the shortest round-trip digits
/// half away from zero, drops trailing zeros down to `min`, and groups
/// the integer digits by three (when `grouping`).
pub fn to_locale_digits(value: f64, min: usize, max: usize, grouping: bool) -> String {
    to_locale_digits_shifted(value, min, max, grouping, 0)
}

/// [`to_locale_digits`] of `value` times 10^`shift`, shifted in its
/// decimal digits as ICU does (a percent of 0.145 is 14.5, rounded to 15,
/// where the double 0.145 * 100 is 14.499999999999998).
fn to_locale_digits_shifted(
    value: f64,
    min: usize,
    max: usize,
    grouping: bool,
    shift: i32,
) -> String {
    if value.is_nan() {
        return "NaN".to_string();
    }
    let negative = value.is_sign_negative();
    let sign = if negative { "-" } else { "" };
    if value.is_infinite() {
        return format!("{sign}∞");
    }
    // The shortest round-trip digits (as Number::toString picks them) and
    // the decimal exponent of the first.
    let (digits, exponent) = if value == 0.0 {
        (vec![0], 0)
    } else {
        let (digits, exponent) = shortest_digits(value);
        (digits, exponent + shift)
    };
    // The digits from 10^max(exponent, 0) down, rounded half up at the
    // place 10^-max (a carry out adds a leading digit; the place it drops
    // is a 0).
    let top = exponent.max(0);
    let mut aligned = vec![0; (top - exponent) as usize];
    aligned.extend_from_slice(&digits);
    let (mut kept, rounded_top) = round_digits(&aligned, top, top as usize + 1 + max);
    if rounded_top > top {
        kept.push(0);
    }
    let split = kept.len() - max;
    let (integer, fraction) = kept.split_at(split);
    let mut integer: Vec<u8> = integer.to_vec();
    while integer.len() > 1 && integer[0] == 0 {
        integer.remove(0);
    }
    let mut fraction: Vec<u8> = fraction.to_vec();
    while fraction.len() > min && fraction.last() == Some(&0) {
        fraction.pop();
    }
    let mut out = String::from(sign);
    for (index, digit) in integer.iter().enumerate() {
        if grouping && index > 0 && (integer.len() - index).is_multiple_of(3) {
            out.push(',');
        }
        out.push(char::from(b'0' + digit));
    }
    if !fraction.is_empty() {
        out.push('.');
        out.extend(fraction.iter().map(|digit| char::from(b'0' + digit)));
    }
    out
}

pub fn to_fixed(value: f64, fraction_digits: f64) -> String {
    let fraction = crate::string_methods::to_integer_or_infinity(fraction_digits);
    if !range_ok(
        (0.0..=100.0).contains(&fraction),
        "toFixed() digits argument must be between 0 and 100",
    ) {
        return String::new();
    }
    let fraction = fraction as usize;
    if !value.is_finite() || value.abs() >= 1e21 {
        let mut out = Vec::new();
        format_number(value, &mut out);
        return String::from_utf8(out).unwrap_or_default();
    }
    if let Some(n) = fixed_integer(value, fraction) {
        return fixed_text(value < 0.0, n, fraction);
    }
    fixed_from_expansion(value, fraction)
}

/// toFixed through the exact decimal expansion of the value (any number
/// of fraction digits).
fn fixed_from_expansion(value: f64, fraction: usize) -> String {
    // The spec's n: the integer nearest |x| * 10^f (ties up), from the
    // exact decimal expansion of x.
    let mut n: Vec<u8> = if value == 0.0 {
        vec![0]
    } else {
        let (digits, exponent) = exact_digits(value);
        let kept = exponent + 1 + fraction as i32;
        if kept < 0 {
            vec![0]
        } else if kept == 0 {
            vec![u8::from(digits[0] >= 5)]
        } else {
            let (rounded, new_exponent) = round_digits(&digits, exponent, kept as usize);
            let mut rounded = rounded;
            if new_exponent > exponent {
                rounded.push(0);
            }
            rounded
        }
    };
    while n.len() > 1 && n[0] == 0 {
        n.remove(0);
    }
    if n.len() <= fraction {
        let mut padded = vec![0u8; fraction + 1 - n.len()];
        padded.extend(n);
        n = padded;
    }
    let point = n.len() - fraction;
    let mut text = String::new();
    if value < 0.0 {
        text.push('-');
    }
    text.push_str(&digits_text(&n[..point]));
    if fraction > 0 {
        text.push('.');
        text.push_str(&digits_text(&n[point..]));
    }
    text
}

/// toFixed's n, the integer nearest |value| * 10^fraction (ties up),
/// computed exactly in 128-bit integers from the double's mantissa and
/// exponent: |value| = m * 2^e, so n is m * 10^f shifted by e, rounded
/// on the bits shifted out. `None` when the product does not fit (more
/// than 17 fraction digits on a large value, more than 22 otherwise).
fn fixed_integer(value: f64, fraction: usize) -> Option<u128> {
    let bits = value.abs().to_bits();
    let exponent_bits = ((bits >> 52) & 0x7ff) as i32;
    let fraction_bits = bits & ((1u64 << 52) - 1);
    let (mantissa, exponent) = if exponent_bits == 0 {
        (fraction_bits, -1074)
    } else {
        (fraction_bits | (1u64 << 52), exponent_bits - 1075)
    };
    let scale = 10u128.checked_pow(u32::try_from(fraction).ok()?)?;
    let scaled = u128::from(mantissa).checked_mul(scale)?;
    if exponent >= 0 {
        return scaled.checked_mul(1u128.checked_shl(exponent as u32)?);
    }
    let shift = exponent.unsigned_abs();
    if shift >= 128 {
        // The quotient is 0; it rounds up only when the product reaches
        // half of 2^shift, which needs shift = 128 and a product of at
        // least 2^127.
        return Some(u128::from(shift == 128 && scaled >= 1u128 << 127));
    }
    let quotient = scaled >> shift;
    let remainder = scaled & ((1u128 << shift) - 1);
    let half = 1u128 << (shift - 1);
    Some(quotient + u128::from(remainder >= half))
}

/// toFixed's text from n: its digits with a point before the last
/// `fraction`, at least one digit before the point.
fn fixed_text(negative: bool, n: u128, fraction: usize) -> String {
    let digits = n.to_string();
    let mut text = String::with_capacity(digits.len() + fraction + 3);
    if negative {
        text.push('-');
    }
    if digits.len() <= fraction {
        text.push('0');
        if fraction > 0 {
            text.push('.');
            text.extend(std::iter::repeat_n('0', fraction - digits.len()));
            text.push_str(&digits);
        }
        return text;
    }
    let point = digits.len() - fraction;
    text.push_str(&digits[..point]);
    if fraction > 0 {
        text.push('.');
        text.push_str(&digits[point..]);
    }
    text
}

/// The shortest round-trip digits of a finite, non-zero |value| as
/// Number::toString chooses them, and the exponent of the first digit.
fn shortest_digits(value: f64) -> (Vec<u8>, i32) {
    let mut buffer = ryu_js::Buffer::new();
    let text = buffer.format(value.abs()).to_string();
    let (mantissa, exponent) = match text.split_once('e') {
        Some((mantissa, exponent)) => (
            mantissa.to_string(),
            exponent.trim_start_matches('+').parse().unwrap_or(0),
        ),
        None => (text.clone(), 0),
    };
    // Position the decimal point: digits before it give the exponent.
    let (whole, part) = mantissa.split_once('.').unwrap_or((&mantissa, ""));
    let mut digits: Vec<u8> = whole
        .bytes()
        .chain(part.bytes())
        .map(|b| b - b'0')
        .collect();
    let mut exponent = exponent + whole.len() as i32 - 1;
    while digits.len() > 1 && digits[0] == 0 {
        digits.remove(0);
        exponent -= 1;
    }
    while digits.len() > 1 && digits[digits.len() - 1] == 0 {
        digits.pop();
    }
    (digits, exponent)
}

/// `x.toExponential(digits)`; `digits` `None` means as many as needed.
pub fn to_exponential(value: f64, fraction_digits: Option<f64>) -> String {
    let fraction = fraction_digits.map(crate::string_methods::to_integer_or_infinity);
    if !value.is_finite() {
        let mut out = Vec::new();
        format_number(value, &mut out);
        return String::from_utf8(out).unwrap_or_default();
    }
    if let Some(fraction) = fraction
        && !range_ok(
            (0.0..=100.0).contains(&fraction),
            "toExponential() argument must be between 0 and 100",
        )
    {
        return String::new();
    }
    let sign = if value < 0.0 { "-" } else { "" };
    let (digits, exponent) = if value == 0.0 {
        (vec![0u8; fraction.map_or(1, |f| f as usize + 1)], 0)
    } else {
        match fraction {
            Some(fraction) => {
                let (digits, exponent) = exact_digits(value);
                round_digits(&digits, exponent, fraction as usize + 1)
            }
            None => shortest_digits(value),
        }
    };
    let mut text = String::from(sign);
    text.push(char::from(b'0' + digits[0]));
    if digits.len() > 1 {
        text.push('.');
        text.push_str(&digits_text(&digits[1..]));
    }
    text.push('e');
    text.push(if exponent < 0 { '-' } else { '+' });
    text.push_str(&exponent.abs().to_string());
    text
}

/// `x.toPrecision(precision)`; `None` is `String(x)`.
pub fn to_precision(value: f64, precision: Option<f64>) -> String {
    let Some(precision) = precision else {
        let mut out = Vec::new();
        format_number(value, &mut out);
        return String::from_utf8(out).unwrap_or_default();
    };
    let precision = crate::string_methods::to_integer_or_infinity(precision);
    if !value.is_finite() {
        let mut out = Vec::new();
        format_number(value, &mut out);
        return String::from_utf8(out).unwrap_or_default();
    }
    if !range_ok(
        (1.0..=100.0).contains(&precision),
        "toPrecision() argument must be between 1 and 100",
    ) {
        return String::new();
    }
    let precision = precision as usize;
    let sign = if value < 0.0 { "-" } else { "" };
    let (digits, exponent) = if value == 0.0 {
        (vec![0u8; precision], 0)
    } else {
        let (digits, exponent) = exact_digits(value);
        round_digits(&digits, exponent, precision)
    };
    let mut text = String::from(sign);
    if exponent < -6 || exponent >= precision as i32 {
        text.push(char::from(b'0' + digits[0]));
        if precision > 1 {
            text.push('.');
            text.push_str(&digits_text(&digits[1..]));
        }
        text.push('e');
        text.push(if exponent < 0 { '-' } else { '+' });
        text.push_str(&exponent.abs().to_string());
    } else if exponent >= 0 {
        let point = exponent as usize + 1;
        text.push_str(&digits_text(&digits[..point]));
        if point < precision {
            text.push('.');
            text.push_str(&digits_text(&digits[point..]));
        }
    } else {
        text.push_str("0.");
        text.push_str(&"0".repeat((-exponent - 1) as usize));
        text.push_str(&digits_text(&digits));
    }
    text
}

/// `x.toString(radix)`, with V8's digit generation for fractions.
pub fn to_radix_string(value: f64, radix: f64) -> String {
    let radix = crate::string_methods::to_integer_or_infinity(radix);
    if !range_ok(
        (2.0..=36.0).contains(&radix),
        "toString() radix argument must be between 2 and 36",
    ) {
        return String::new();
    }
    let radix = radix as u32;
    if radix == 10 || !value.is_finite() {
        let mut out = Vec::new();
        format_number(value, &mut out);
        return String::from_utf8(out).unwrap_or_default();
    }
    if value == 0.0 {
        return "0".to_string();
    }
    const CHARS: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let negative = value < 0.0;
    let value = value.abs();
    let mut integer = value.floor();
    let mut fraction = value - integer;
    // Half the distance to the next double: digits stop once they pin the
    // value down to that precision.
    let next = f64::from_bits(value.to_bits() + 1);
    let mut delta = (0.5 * (next - value)).max(f64::from_bits(1));
    let mut fraction_digits: Vec<u8> = Vec::new();
    if fraction >= delta {
        loop {
            fraction *= f64::from(radix);
            delta *= f64::from(radix);
            let digit = fraction as u32;
            fraction_digits.push(CHARS[digit as usize]);
            fraction -= f64::from(digit);
            if (fraction > 0.5 || (fraction == 0.5 && digit & 1 == 1)) && fraction + delta > 1.0 {
                // Round up, carrying into earlier digits as needed.
                loop {
                    let Some(last) = fraction_digits.pop() else {
                        integer += 1.0;
                        break;
                    };
                    let digit = (last as char).to_digit(36).unwrap_or(0);
                    if digit + 1 < radix {
                        fraction_digits.push(CHARS[digit as usize + 1]);
                        break;
                    }
                }
                break;
            }
            if fraction < delta {
                break;
            }
        }
    }
    // Integer digits; below the precision of the double they are zeros.
    let mut integer_digits: Vec<u8> = Vec::new();
    let two_to_53 = 9_007_199_254_740_992.0;
    while integer / f64::from(radix) >= two_to_53 {
        integer /= f64::from(radix);
        integer_digits.push(b'0');
    }
    loop {
        let remainder = integer % f64::from(radix);
        integer_digits.push(CHARS[remainder as usize]);
        integer = (integer - remainder) / f64::from(radix);
        if integer <= 0.0 {
            break;
        }
    }
    integer_digits.reverse();
    let mut text = String::new();
    if negative {
        text.push('-');
    }
    text.push_str(&String::from_utf8_lossy(&integer_digits));
    if !fraction_digits.is_empty() {
        text.push('.');
        text.push_str(&String::from_utf8_lossy(&fraction_digits));
    }
    text
}

#[unsafe(no_mangle)]
pub extern "C" fn scr_number_to_fixed(value: f64, digits: f64) -> *mut ScrString {
    string::new_from_str(&to_fixed(value, digits))
}

#[unsafe(no_mangle)]
pub extern "C" fn scr_number_to_locale_string(value: f64) -> *mut ScrString {
    string::new_from_str(&to_locale_string(value))
}

/// In `scr_number_to_locale_options`'s `given`: which options were given.
const GIVEN_MINIMUM: u32 = 1;
const GIVEN_MAXIMUM: u32 = 2;
/// `useGrouping: false`.
const NO_GROUPING: u32 = 4;
/// `style: "percent"`.
const PERCENT: u32 = 8;
/// `style: "currency"`; the currency's code is in the bits from
/// [`CURRENCY_SHIFT`], five per letter (`A` is 1), first letter lowest.
const CURRENCY: u32 = 16;
const CURRENCY_SHIFT: u32 = 5;

/// How en-US writes a currency (ICU's symbols; any other code is written
/// as itself and a no-break space) and its fraction digits (2 for any
/// other).
fn currency_form(code: &str) -> (String, usize) {
    let symbol = match code {
        "USD" => "$",
        "EUR" => "€",
        "GBP" => "£",
        "JPY" => "¥",
        "INR" => "₹",
        "CAD" => "CA$",
        "AUD" => "A$",
        "CNY" => "CN¥",
        "KRW" => "₩",
        "MXN" => "MX$",
        "BRL" => "R$",
        "NZD" => "NZ$",
        "HKD" => "HK$",
        "ILS" => "₪",
        "TWD" => "NT$",
        "PHP" => "₱",
        "VND" => "₫",
        "XCD" => "EC$",
        _ => "",
    };
    let digits = match code {
        "JPY" | "KRW" | "VND" | "CLP" | "ISK" | "UGX" | "PYG" | "XAF" | "XOF" | "XPF" | "KMF"
        | "GNF" | "RWF" | "DJF" | "VUV" => 0,
        "BHD" | "KWD" | "OMR" | "JOD" | "TND" | "IQD" | "LYD" => 3,
        _ => 2,
    };
    let prefix = if symbol.is_empty() {
        format!("{code}\u{a0}")
    } else {
        symbol.to_string()
    };
    (prefix, digits)
}

/// `n.toLocaleString("en-US", { minimumFractionDigits, maximumFractionDigits,
/// useGrouping })`: the digit options as ECMA-402's
/// SetNumberFormatDigitOptions reads them (each a whole number from 0 to
/// 100, else Node's RangeError; the one not given follows the other).
#[unsafe(no_mangle)]
pub extern "C" fn scr_number_to_locale_options(
    value: f64,
    minimum: f64,
    maximum: f64,
    given: f64,
) -> *mut ScrString {
    let given = given as u32;
    // A given option: a whole number from 0 to 100, else Node's RangeError
    // (`Err`, raised); `None` when not given.
    let option = |flag: u32, value: f64, name: &str| {
        if given & flag == 0 {
            return Ok(None);
        }
        if value.is_nan() || !(0.0..=100.0).contains(&value) {
            crate::dynamic::raise("RangeError", &format!("{name} value is out of range."));
            return Err(());
        }
        Ok(Some(value.floor() as usize))
    };
    let Ok(wanted_min) = option(GIVEN_MINIMUM, minimum, "minimumFractionDigits") else {
        return string::empty_text();
    };
    let Ok(wanted_max) = option(GIVEN_MAXIMUM, maximum, "maximumFractionDigits") else {
        return string::empty_text();
    };
    // The style's prefix, suffix, decimal shift and default fraction
    // digits (ECMA-402's SetNumberFormatDigitOptions defaults).
    let (prefix, suffix, shift, (default_min, default_max)) = if given & CURRENCY != 0 {
        let code: String = (0..3)
            .map(|letter| {
                let bits = (given >> (CURRENCY_SHIFT * (letter + 1))) & 31;
                char::from(b'A' + (bits.max(1) - 1) as u8)
            })
            .collect();
        let (prefix, digits) = currency_form(&code);
        (prefix, "", 0, (digits, digits))
    } else if given & PERCENT != 0 {
        (String::new(), "%", 2, (0, 0))
    } else {
        (String::new(), "", 0, (0, 3))
    };
    let (min, max) = match (wanted_min, wanted_max) {
        (Some(low), Some(high)) if low > high => {
            crate::dynamic::raise("RangeError", "maximumFractionDigits value is out of range.");
            return string::empty_text();
        }
        (Some(low), Some(high)) => (low, high),
        (Some(low), None) => (low, low.max(default_max)),
        (None, Some(high)) => (default_min.min(high), high),
        (None, None) => (default_min, default_max),
    };
    let digits = to_locale_digits_shifted(value, min, max, given & NO_GROUPING == 0, shift);
    // A code's no-break space stands only before digits: `CHFNaN`, `CHF∞`.
    let prefix = match prefix.strip_suffix('\u{a0}') {
        Some(code) if !value.is_finite() => code.to_string(),
        _ => prefix,
    };
    // The sign goes before the currency: `-$0.01`.
    let (sign, digits) = match digits.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", digits.as_str()),
    };
    string::new_from_str(&format!("{sign}{prefix}{digits}{suffix}"))
}

/// `has_digits` is 0 when the argument was omitted.
#[unsafe(no_mangle)]
pub extern "C" fn scr_number_to_exponential(
    value: f64,
    digits: f64,
    has_digits: i32,
) -> *mut ScrString {
    // (An `undefined` passed through `any` arrives as the number slot's
    // `undefined`: left out, as in JavaScript.)
    let given = has_digits != 0 && !crate::array::is_undefined_number(digits);
    string::new_from_str(&to_exponential(value, given.then_some(digits)))
}

/// `has_precision` is 0 when the argument was omitted.
#[unsafe(no_mangle)]
pub extern "C" fn scr_number_to_precision(
    value: f64,
    precision: f64,
    has_precision: i32,
) -> *mut ScrString {
    let given = has_precision != 0 && !crate::array::is_undefined_number(precision);
    string::new_from_str(&to_precision(value, given.then_some(precision)))
}

#[unsafe(no_mangle)]
pub extern "C" fn scr_number_to_string_radix(value: f64, radix: f64) -> *mut ScrString {
    string::new_from_str(&to_radix_string(value, radix))
}

/// `JSON.stringify(n)`: `null` for NaN and the infinities.
#[unsafe(no_mangle)]
pub extern "C" fn scr_json_stringify_number(value: f64) -> *mut ScrString {
    // A number's `undefined` (a missing optional one) stringifies to
    // `undefined`.
    if crate::array::is_undefined_number(value) {
        return string::undefined_text();
    }
    if !value.is_finite() {
        return string::new_latin1(b"null");
    }
    scr_number_to_string(value)
}

#[cfg(test)]
mod tests {
    #[test]
    fn eight_digits_match_integer_printing() {
        let mut values: Vec<u32> = (1..100_000).collect();
        let mut n: u32 = 1;
        while n < 100_000_000 {
            values.extend(
                [n - 1, n, n + 1, n * 3 - 1, n * 7 + 3]
                    .into_iter()
                    .filter(|&v| v > 0 && v < 100_000_000),
            );
            n *= 10;
        }
        values.extend([99_999_999, 12_345_678, 10_000_000, 90_000_009]);
        for value in values {
            let (word, len) = eight_digits(value);
            let text = &word.to_le_bytes()[..len as usize];
            assert_eq!(text, value.to_string().as_bytes(), "{value}");
            for signed in [f64::from(value), -f64::from(value)] {
                let expected = if signed < 0.0 {
                    format!("-{value}")
                } else {
                    value.to_string()
                };
                assert_eq!(NumberText::new(signed).as_bytes(), expected.as_bytes());
            }
        }
    }

    /// The 128-bit toFixed agrees with the one through the exact
    /// expansion, on values of every magnitude and on exact ties.
    #[test]
    fn fixed_integer_agrees_with_the_exact_expansion() {
        let mut state = 0x2545f4914f6cdd1du64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut values: Vec<f64> = Vec::new();
        for _ in 0..3_000 {
            let bits = next();
            let value = f64::from_bits(bits);
            if value.is_finite() && value.abs() < 1e21 {
                values.push(value);
            }
            let scale = [1.0, 10.0, 1e3, 1e6, 1e-3, 1e-6, 1e15][(bits % 7) as usize];
            values.push((next() % 2_000_001) as f64 / 1_000.0 * scale - 1000.0 * scale);
            values.push((next() % 4096) as f64 / 1024.0);
            values.push((next() % 1000) as f64 + 0.5);
        }
        values.extend([
            0.0, -0.0, 0.5, 1.5, 2.5, -2.5, 1.005, 1e20, 9.995, 5e-324, 1e-7,
        ]);
        let mut checked = 0;
        for value in values {
            for fraction in [0usize, 1, 2, 3, 5, 8, 12, 17, 20, 22] {
                let Some(n) = fixed_integer(value, fraction) else {
                    continue;
                };
                checked += 1;
                let fast = fixed_text(value < 0.0, n, fraction);
                let exact = fixed_from_expansion(value, fraction);
                assert_eq!(fast, exact, "{value:e}.toFixed({fraction})");
            }
        }
        assert!(checked > 20_000, "only {checked} cases took the fast path");
    }

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
    fn formats_like_number_prototype_methods() {
        assert_eq!(to_fixed(1.005, 2.0), "1.00");
        assert_eq!(to_fixed(1.5, 0.0), "2");
        assert_eq!(to_fixed(2.5, 0.0), "3");
        assert_eq!(to_fixed(-1.5, 0.0), "-2");
        assert_eq!(to_fixed(0.000001, 2.0), "0.00");
        assert_eq!(to_fixed(123.456, 1.0), "123.5");
        assert_eq!(to_fixed(0.5, 0.0), "1");
        assert_eq!(to_fixed(0.05, 1.0), "0.1");
        assert_eq!(to_fixed(1e21, 2.0), "1e+21");
        assert_eq!(to_fixed(-0.0001, 2.0), "-0.00");
        assert_eq!(to_exponential(123456.0, Some(2.0)), "1.23e+5");
        assert_eq!(to_exponential(0.00015, None), "1.5e-4");
        assert_eq!(to_exponential(0.0, Some(2.0)), "0.00e+0");
        assert_eq!(to_precision(123.456, Some(4.0)), "123.5");
        assert_eq!(to_precision(0.000123, Some(2.0)), "0.00012");
        assert_eq!(to_precision(123456.0, Some(2.0)), "1.2e+5");
        assert_eq!(to_precision(99.99, Some(3.0)), "100");
        assert_eq!(to_radix_string(255.0, 16.0), "ff");
        assert_eq!(to_radix_string(-10.5, 2.0), "-1010.1");
        // Expected values printed by Node 20.
        assert_eq!(
            to_radix_string(0.1, 3.0),
            "0.0022002200220022002200220022002201"
        );
        assert_eq!(to_radix_string(0.5, 36.0), "0.i");
        assert_eq!(to_radix_string(1e21, 7.0), "5135235413265003022600000");
        assert_eq!(to_radix_string(123.456, 36.0), "3f.gez4w97ry");
        assert_eq!(parse_float_prefix("-.5e-3x"), -0.0005);
        assert_eq!(parse_float_prefix("1e"), 1.0);
        assert_eq!(parse_float_prefix("5."), 5.0);
    }

    #[test]
    fn parses_integers_like_parse_int() {
        let units = |text: &str| text.encode_utf16().collect::<Vec<u16>>();
        for text in [
            "42",
            "-7",
            "+13",
            "0",
            "-0",
            "007",
            "123456789012345",
            "12px",
            "0x1F",
            "1e3",
            " 5",
            "",
            "-",
            "9999999999999999",
        ] {
            let general = parse_int_units(&units(text), 10.0);
            if let Some(short) = parse_short_decimal(text.as_bytes()) {
                assert_eq!(short.to_bits(), general.to_bits(), "{text}");
            }
        }
        assert_eq!(parse_int_units(&units("  42px"), 0.0), 42.0);
        assert_eq!(parse_int_units(&units("0x1F"), 0.0), 31.0);
        assert_eq!(parse_int_units(&units("0x1F"), 10.0), 0.0);
        assert_eq!(parse_int_units(&units("-ff"), 16.0), -255.0);
        assert!(parse_int_units(&units("z"), 10.0).is_nan());
        assert!(parse_int_units(&units("1"), 1.0).is_nan());
        assert_eq!(parse_int_units(&units("101"), 2.0), 5.0);
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
