//! `bigint` values: immutable, reference-counted objects holding a sign
//! and a magnitude, compared by value (`===`, `Map`/`Set` keys, `indexOf`
//! all go through [`equal`] and [`hash`]).
//!
//! ```text
//! offset 0   u64  reference count (usize::MAX: a literal, immortal)
//! offset 8   ptr  &scr_bigint_descriptor (kind KIND_BIGINT, no fields)
//! offset 16  u32  1 when negative (never for zero)
//! offset 20  u32  digit count (0 for zero; the top digit is never 0)
//! offset 24  u32  digits, least significant first, base 2^32
//! ```
//!
//! Literals are constants the compiler emits in this layout. Values that
//! fit 64 bits are computed on `i128`s; the rest through `num-bigint`,
//! which is linked only into programs that use bigints.

use num_bigint::{BigInt, BigUint, Sign};
use num_traits::{FromPrimitive, Signed, ToPrimitive, Zero};

use crate::object::{ClassDescriptor, ScrObject};
use crate::string::{self, ScrString};

/// A descriptor's kind for bigints.
pub const KIND_BIGINT: u64 = 13;

#[repr(transparent)]
pub struct BigIntDescriptor(ClassDescriptor);
// SAFETY: immutable static data.
unsafe impl Sync for BigIntDescriptor {}

/// The descriptor of every bigint (the compiler's literals name it).
#[unsafe(no_mangle)]
pub static scr_bigint_descriptor: BigIntDescriptor = BigIntDescriptor(ClassDescriptor {
    name: b"BigInt".as_ptr(),
    name_len: 6,
    field_count: 0,
    fields: std::ptr::null(),
    parent: std::ptr::null(),
    kind: KIND_BIGINT,
    method_count: 0,
    method_names: std::ptr::null(),
    spare: 0,
    free_class: 0,
    free_code: None,
});

#[repr(C)]
pub struct ScrBigInt {
    rc: usize,
    descriptor: *const ClassDescriptor,
    negative: u32,
    len: u32,
}

const DIGITS_OFFSET: usize = 24;

/// V8's limit on a bigint's size, in bits.
const MAX_BITS: u64 = 1 << 30;

/// Whether an object is a bigint.
///
/// # Safety
/// `object` must be a live object.
pub unsafe fn is_bigint(object: *const ScrObject) -> bool {
    // SAFETY: a live object (caller contract).
    unsafe { std::ptr::eq((*object).descriptor, &scr_bigint_descriptor.0) }
}

/// The sign and digits of a bigint.
///
/// # Safety
/// `value` must be a live bigint.
unsafe fn parts<'a>(value: *const ScrBigInt) -> (bool, &'a [u32]) {
    // SAFETY: a live bigint: `len` digits follow the header.
    unsafe {
        let digits = value.cast::<u8>().add(DIGITS_OFFSET).cast::<u32>();
        (
            (*value).negative != 0,
            std::slice::from_raw_parts(digits, (*value).len as usize),
        )
    }
}

/// A new bigint (count 1) of a sign and digits (leading zeros dropped).
fn make(negative: bool, digits: &[u32]) -> *mut ScrBigInt {
    let len = digits
        .iter()
        .rposition(|&digit| digit != 0)
        .map_or(0, |top| top + 1);
    let block = crate::alloc::allocate(DIGITS_OFFSET + 4 * len).cast::<ScrBigInt>();
    // SAFETY: a fresh block of the header's and the digits' size.
    unsafe {
        block.write(ScrBigInt {
            rc: 1,
            descriptor: &scr_bigint_descriptor.0,
            negative: u32::from(negative && len > 0),
            len: len as u32,
        });
        let out = block.cast::<u8>().add(DIGITS_OFFSET).cast::<u32>();
        std::ptr::copy_nonoverlapping(digits.as_ptr(), out, len);
    }
    crate::audit::object_allocated(KIND_BIGINT);
    block
}

fn from_i128(value: i128) -> *mut ScrBigInt {
    let magnitude = value.unsigned_abs();
    let digits = [
        magnitude as u32,
        (magnitude >> 32) as u32,
        (magnitude >> 64) as u32,
        (magnitude >> 96) as u32,
    ];
    make(value < 0, &digits)
}

fn from_big(value: &BigInt) -> *mut ScrBigInt {
    let (sign, digits) = value.to_u32_digits();
    make(sign == Sign::Minus, &digits)
}

/// The value when its magnitude fits 64 bits.
///
/// # Safety
/// `value` must be a live bigint.
unsafe fn small(value: *const ScrBigInt) -> Option<i128> {
    // SAFETY: forwarded.
    let (negative, digits) = unsafe { parts(value) };
    if digits.len() > 2 {
        return None;
    }
    let magnitude = digits
        .iter()
        .rev()
        .fold(0i128, |total, &digit| (total << 32) | i128::from(digit));
    Some(if negative { -magnitude } else { magnitude })
}

/// # Safety
/// `value` must be a live bigint.
unsafe fn big(value: *const ScrBigInt) -> BigInt {
    // SAFETY: forwarded.
    let (negative, digits) = unsafe { parts(value) };
    let sign = if negative { Sign::Minus } else { Sign::Plus };
    BigInt::from_biguint(sign, BigUint::from_slice(digits))
}

/// Whether two bigints are the same value.
///
/// # Safety
/// Both must be live bigints.
pub unsafe fn equal(a: *const ScrBigInt, b: *const ScrBigInt) -> bool {
    // SAFETY: forwarded.
    unsafe { parts(a) == parts(b) }
}

/// A hash of the value (equal values hash alike).
///
/// # Safety
/// `value` must be a live bigint.
pub unsafe fn hash(value: *const ScrBigInt) -> u64 {
    // SAFETY: forwarded.
    let (negative, digits) = unsafe { parts(value) };
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325 ^ u64::from(negative);
    for &digit in digits {
        hash ^= u64::from(digit);
        hash = hash.wrapping_mul(0x100_0000_01b3);
    }
    hash
}

/// The decimal text of a bigint, without the `n`. Written without
/// `num-bigint` (printing and `String(x)` are linked into every program).
///
/// # Safety
/// `value` must be a live bigint.
pub unsafe fn text(value: *const ScrBigInt) -> String {
    // SAFETY: forwarded.
    let (negative, digits) = unsafe { parts(value) };
    if digits.len() <= 2 {
        let magnitude = digits
            .iter()
            .rev()
            .fold(0u64, |total, &digit| (total << 32) | u64::from(digit));
        return format!("{}{magnitude}", if negative { "-" } else { "" });
    }
    // Schoolbook division by 10^9, collecting groups of nine digits.
    let mut rest = digits.to_vec();
    let mut groups: Vec<u32> = Vec::new();
    while !rest.is_empty() {
        let mut remainder = 0u64;
        for digit in rest.iter_mut().rev() {
            let current = (remainder << 32) | u64::from(*digit);
            *digit = (current / 1_000_000_000) as u32;
            remainder = current % 1_000_000_000;
        }
        groups.push(remainder as u32);
        while rest.last() == Some(&0) {
            rest.pop();
        }
    }
    let mut shown = String::from(if negative { "-" } else { "" });
    let mut groups = groups.iter().rev();
    if let Some(first) = groups.next() {
        shown.push_str(&first.to_string());
    }
    for group in groups {
        shown.push_str(&format!("{group:09}"));
    }
    shown
}

/// Whether a bigint is not zero.
///
/// # Safety
/// `value` must be a live bigint.
pub unsafe fn truthy(value: *const ScrBigInt) -> bool {
    // SAFETY: a live bigint.
    unsafe { (*value).len != 0 }
}

/// The number closest to a bigint (ties to even), as `Number(x)` gives.
/// Written without `num-bigint`, as `text` is.
///
/// # Safety
/// `value` must be a live bigint.
pub unsafe fn to_number(value: *const ScrBigInt) -> f64 {
    // SAFETY: forwarded.
    let (negative, digits) = unsafe { parts(value) };
    let magnitude = match digits.len() {
        0 => 0.0,
        // `u64 as f64` rounds to nearest, ties to even.
        1 | 2 => digits
            .iter()
            .rev()
            .fold(0u64, |total, &digit| (total << 32) | u64::from(digit)) as f64,
        count => {
            let top = digits[count - 1];
            let bits = 32 * (count as u64 - 1) + u64::from(32 - top.leading_zeros());
            if bits > 1024 {
                f64::INFINITY
            } else {
                // The 64 leading bits, with the rest folded into a sticky
                // low bit so the one conversion rounds as the exact value.
                let bit = |index: u64| (digits[(index / 32) as usize] >> (index % 32)) & 1;
                let shift = bits - 64;
                let mut leading = 0u64;
                for index in (shift..bits).rev() {
                    leading = (leading << 1) | u64::from(bit(index));
                }
                let whole_words = (shift / 32) as usize;
                let sticky = digits[..whole_words].iter().any(|&digit| digit != 0)
                    || (!shift.is_multiple_of(32)
                        && digits[whole_words] & ((1 << (shift % 32)) - 1) != 0);
                let rounded = (leading | u64::from(sticky)) as f64;
                // Times 2^shift (exact, or infinity past the range).
                let scale = f64::from_bits((1023 + shift.min(1023)) << 52);
                rounded * scale
            }
        }
    };
    if negative { -magnitude } else { magnitude }
}

fn range_error(message: &str) -> *mut ScrBigInt {
    crate::dynamic::raise("RangeError", message);
    from_i128(0)
}

/// `a op b`: 0 `+`, 1 `-`, 2 `*`, 3 `/`, 4 `%`, 5 `**`, 6 `&`, 7 `|`,
/// 8 `^`, 9 `<<`, 10 `>>`. Division by zero, a negative exponent and a
/// result past V8's size limit raise Node's RangeErrors.
///
/// # Safety
/// Both must be live bigints.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_bigint_binary(
    operator: f64,
    a: *const ScrBigInt,
    b: *const ScrBigInt,
) -> *mut ScrBigInt {
    let operator = operator as u32;
    // SAFETY: live bigints (caller contract).
    let (small_a, small_b) = unsafe { (small(a), small(b)) };
    if let (Some(x), Some(y)) = (small_a, small_b) {
        let result = match operator {
            0 => Some(x + y),
            1 => Some(x - y),
            2 => x.checked_mul(y),
            3 | 4 if y == 0 => return range_error("Division by zero"),
            // On `i64`s: `i128` division would link compiler-builtins'
            // routines (and its math functions) into every program.
            3 | 4 => match (i64::try_from(x), i64::try_from(y)) {
                (Ok(x), Ok(y)) if operator == 3 => x.checked_div(y).map(i128::from),
                (Ok(x), Ok(y)) => x.checked_rem(y).map(i128::from),
                _ => None,
            },
            6 => Some(x & y),
            7 => Some(x | y),
            8 => Some(x ^ y),
            _ => None,
        };
        if let Some(result) = result {
            return from_i128(result);
        }
    }
    // SAFETY: as above.
    let (x, y) = unsafe { (big(a), big(b)) };
    let result = match operator {
        0 => x + y,
        1 => x - y,
        2 => x * y,
        3 | 4 if y.is_zero() => return range_error("Division by zero"),
        3 => x / y,
        4 => x % y,
        5 => {
            if y.is_negative() {
                return range_error("undefined must be positive");
            }
            if x.is_zero() || x.magnitude() == &BigUint::from(1u32) {
                let odd = y.bit(0);
                if x.is_zero() {
                    BigInt::from(u32::from(y.is_zero()))
                } else if x.is_negative() && odd {
                    x
                } else {
                    BigInt::from(1)
                }
            } else {
                let exponent = match y.to_u64() {
                    Some(exponent) if exponent.saturating_mul(x.bits() - 1) < MAX_BITS => exponent,
                    _ => return range_error("Maximum BigInt size exceeded"),
                };
                num_traits::Pow::pow(&x, exponent)
            }
        }
        6 => x & y,
        7 => x | y,
        8 => x ^ y,
        _ => {
            // `<<` by a negative count is `>>` and the reverse.
            let left = (operator == 9) != y.is_negative();
            let count = y.magnitude().to_u64();
            if left {
                match count {
                    _ if x.is_zero() => x,
                    Some(count) if count + x.bits() < MAX_BITS => x << count,
                    _ => return range_error("Maximum BigInt size exceeded"),
                }
            } else {
                match count {
                    Some(count) if count < x.bits() => x >> count,
                    // Everything shifted out: 0, or -1 for a negative
                    // value (`>>` rounds down).
                    _ => BigInt::from(if x.is_negative() { -1 } else { 0 }),
                }
            }
        }
    };
    from_big(&result)
}

/// `-a` (0), `~a` (1), `a + 1n` (2), `a - 1n` (3).
///
/// # Safety
/// `a` must be a live bigint.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_bigint_unary(operator: f64, a: *const ScrBigInt) -> *mut ScrBigInt {
    // SAFETY: a live bigint (caller contract).
    if let Some(x) = unsafe { small(a) } {
        return from_i128(match operator as u32 {
            0 => -x,
            1 => -x - 1,
            2 => x + 1,
            _ => x - 1,
        });
    }
    // SAFETY: as above.
    let x = unsafe { big(a) };
    from_big(&match operator as u32 {
        0 => -x,
        1 => -x - 1,
        2 => x + 1,
        _ => x - 1,
    })
}

/// -1, 0 or 1 as `a` is below, equal to or above `b`.
///
/// # Safety
/// Both must be live bigints.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_bigint_compare(a: *const ScrBigInt, b: *const ScrBigInt) -> f64 {
    // SAFETY: live bigints (caller contract).
    let ((negative_a, a), (negative_b, b)) = unsafe { (parts(a), parts(b)) };
    let magnitude = a
        .len()
        .cmp(&b.len())
        .then_with(|| a.iter().rev().cmp(b.iter().rev()));
    let order = match (negative_a, negative_b) {
        (false, true) => std::cmp::Ordering::Greater,
        (true, false) => std::cmp::Ordering::Less,
        (false, false) => magnitude,
        (true, true) => magnitude.reverse(),
    };
    order as i32 as f64
}

/// -1, 0 or 1 as `a` is below, equal to or above the number `b`; NaN
/// when `b` is NaN (so every relational operator answers false).
///
/// # Safety
/// `a` must be a live bigint.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_bigint_compare_number(a: *const ScrBigInt, b: f64) -> f64 {
    if b.is_nan() {
        return f64::NAN;
    }
    if b.is_infinite() {
        return if b > 0.0 { -1.0 } else { 1.0 };
    }
    // SAFETY: a live bigint (caller contract).
    let x = unsafe { big(a) };
    let floor = BigInt::from_f64(b.floor()).unwrap_or_default();
    match x.cmp(&floor) {
        std::cmp::Ordering::Less => -1.0,
        std::cmp::Ordering::Greater => 1.0,
        std::cmp::Ordering::Equal if b.fract() == 0.0 => 0.0,
        std::cmp::Ordering::Equal => -1.0,
    }
}

/// Whether a bigint is not `0n`.
///
/// # Safety
/// `a` must be a live bigint.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_bigint_truthy(a: *const ScrBigInt) -> i32 {
    // SAFETY: forwarded.
    i32::from(unsafe { truthy(a) })
}

/// `Number(a)`.
///
/// # Safety
/// `a` must be a live bigint.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_bigint_to_number(a: *const ScrBigInt) -> f64 {
    // SAFETY: forwarded.
    unsafe { to_number(a) }
}

/// `BigInt(n)`: a RangeError unless `n` is an integer.
#[unsafe(no_mangle)]
pub extern "C" fn scr_bigint_from_number(value: f64) -> *mut ScrBigInt {
    if !value.is_finite() || value.fract() != 0.0 {
        let mut shown = Vec::new();
        crate::number::format_number(value, &mut shown);
        let shown = String::from_utf8_lossy(&shown);
        return range_error(&format!(
            "The number {shown} cannot be converted to a BigInt because it is not an integer"
        ));
    }
    if value.abs() < 9.2e18 {
        return from_i128(i128::from(value as i64));
    }
    from_big(&BigInt::from_f64(value).unwrap_or_default())
}

/// A bigint of a 64-bit integer's bits, signed or not (`readBigInt64LE`,
/// `process.hrtime.bigint()`).
pub fn from_bits(bits: u64, signed: bool) -> *mut ScrBigInt {
    if signed {
        from_i128(i128::from(bits as i64))
    } else {
        from_i128(i128::from(bits))
    }
}

/// The low 64 bits of a bigint's two's complement, and whether it fits
/// the signed (or unsigned) 64-bit range.
///
/// # Safety
/// `value` must be a live bigint.
pub unsafe fn to_bits(value: *const ScrBigInt, signed: bool) -> (u64, bool) {
    // SAFETY: forwarded.
    let x = unsafe { big(value) };
    let fits = if signed {
        x.to_i64().is_some()
    } else {
        x.to_u64().is_some()
    };
    let modulus = BigInt::from(1) << 64u32;
    let low = ((x % &modulus) + &modulus) % &modulus;
    (low.to_u64().unwrap_or(0), fits)
}

/// `BigInt(text)`: StringToBigInt, a SyntaxError when the text is not an
/// integer literal.
///
/// # Safety
/// `text` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_bigint_from_string(text: *const ScrString) -> *mut ScrBigInt {
    // SAFETY: a live string (caller contract).
    let original = unsafe { string::to_rust_string(text) };
    match parse(&original) {
        Some(value) => from_big(&value),
        None => {
            // V8 shows at most 1,000 UTF-16 code units of the text, then `…`.
            const SHOWN: usize = 1000;
            let units: Vec<u16> = original.encode_utf16().collect();
            let shown = if units.len() > SHOWN {
                format!("{}…", String::from_utf16_lossy(&units[..SHOWN]))
            } else {
                original
            };
            crate::dynamic::raise(
                "SyntaxError",
                &format!("Cannot convert {shown} to a BigInt"),
            );
            from_i128(0)
        }
    }
}

fn parse(text: &str) -> Option<BigInt> {
    let trimmed = text.trim_matches(|c: char| {
        c.is_whitespace() || c == '\u{feff}' || c == '\u{2028}' || c == '\u{2029}'
    });
    if trimmed.is_empty() {
        return Some(BigInt::zero());
    }
    let prefixed = |prefix: [&str; 2], radix: u32| {
        let digits = trimmed
            .strip_prefix(prefix[0])
            .or_else(|| trimmed.strip_prefix(prefix[1]))?;
        (!digits.is_empty() && digits.chars().all(|c| c.is_digit(radix)))
            .then(|| BigInt::parse_bytes(digits.as_bytes(), radix))?
    };
    if let Some(value) = prefixed(["0x", "0X"], 16)
        .or_else(|| prefixed(["0o", "0O"], 8))
        .or_else(|| prefixed(["0b", "0B"], 2))
    {
        return Some(value);
    }
    let (negative, digits) = match trimmed.as_bytes()[0] {
        b'-' => (true, &trimmed[1..]),
        b'+' => (false, &trimmed[1..]),
        _ => (false, trimmed),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let value = BigInt::parse_bytes(digits.as_bytes(), 10)?;
    Some(if negative { -value } else { value })
}

/// `a.toString(radix)`: a RangeError for a radix outside 2..=36.
///
/// # Safety
/// `a` must be a live bigint.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_bigint_to_string(a: *const ScrBigInt, radix: f64) -> *mut ScrString {
    if !(2.0..37.0).contains(&radix.trunc()) || radix.is_nan() {
        crate::dynamic::raise(
            "RangeError",
            "toString() radix argument must be between 2 and 36",
        );
        return string::empty_text();
    }
    let radix = radix.trunc() as u32;
    let shown = if radix == 10 {
        // SAFETY: forwarded.
        unsafe { text(a) }
    } else {
        // SAFETY: forwarded.
        unsafe { big(a) }.to_str_radix(radix)
    };
    string::new_from_str(&shown)
}

/// `a.toLocaleString()` in Node's default locale (en-US): digits grouped
/// by threes with commas.
///
/// # Safety
/// `a` must be a live bigint.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_bigint_to_locale_string(a: *const ScrBigInt) -> *mut ScrString {
    // SAFETY: forwarded.
    let shown = unsafe { text(a) };
    string::new_from_str(&crate::number::group_digits(&shown, ','))
}

/// `BigInt.asIntN(bits, a)` (`signed`) and `BigInt.asUintN(bits, a)`.
///
/// # Safety
/// `a` must be a live bigint.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_bigint_as_n(
    bits: f64,
    a: *const ScrBigInt,
    signed: i32,
) -> *mut ScrBigInt {
    let bits = if bits.is_nan() { 0.0 } else { bits.trunc() };
    if !(0.0..=9_007_199_254_740_991.0).contains(&bits) {
        return range_error("Invalid value: not (convertible to) a safe integer");
    }
    // SAFETY: a live bigint (caller contract).
    let x = unsafe { big(a) };
    if bits == 0.0 {
        return from_i128(0);
    }
    if bits > (MAX_BITS as f64) {
        // Wider than any bigint: asIntN keeps the value; asUintN of a
        // negative one would be too large.
        if signed != 0 || !x.is_negative() {
            return from_big(&x);
        }
        return range_error("Maximum BigInt size exceeded");
    }
    let bits = bits as u64;
    let modulus = BigInt::from(1) << bits;
    let mut result = ((x % &modulus) + &modulus) % &modulus;
    if signed != 0 && result.bit(bits - 1) {
        result -= &modulus;
    }
    from_big(&result)
}

/// The bigint a box holds, if it holds one.
///
/// # Safety
/// `value` must be a live box.
pub unsafe fn in_box(value: *const ScrObject) -> Option<*const ScrBigInt> {
    // SAFETY: a live box (caller contract); an object payload is live.
    unsafe {
        let (kind, bits) = crate::dynamic::contents(value);
        (kind == crate::array::ELEMENT_OBJECT && bits != 0 && is_bigint(bits as *const ScrObject))
            .then_some(bits as *const ScrBigInt)
    }
}

fn mixed() -> *mut ScrObject {
    crate::dynamic::raise(
        "TypeError",
        "Cannot mix BigInt and other types, use explicit conversions",
    );
    crate::dynamic::scr_dynamic_new(crate::dynamic::DYNAMIC_UNDEFINED, 0)
}

/// `a op b` of two `any` values (operator codes as `scr_bigint_binary`'s,
/// 11 for `>>>`), with JavaScript's semantics: bigints with bigints, a
/// TypeError when a bigint meets another kind, else numbers. A new box.
///
/// # Safety
/// Both must be live boxes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_arithmetic(
    operator: f64,
    a: *const ScrObject,
    b: *const ScrObject,
) -> *mut ScrObject {
    // SAFETY: live boxes (caller contract).
    unsafe {
        match (in_box(a), in_box(b)) {
            (Some(_), Some(_)) if operator == 11.0 => {
                crate::dynamic::raise(
                    "TypeError",
                    "BigInts have no unsigned right shift, use >> instead",
                );
                return crate::dynamic::scr_dynamic_new(crate::dynamic::DYNAMIC_UNDEFINED, 0);
            }
            (Some(x), Some(y)) => {
                let result = scr_bigint_binary(operator, x, y);
                return crate::dynamic::scr_dynamic_new(
                    crate::array::ELEMENT_OBJECT,
                    result as u64,
                );
            }
            (None, None) => {}
            _ => return mixed(),
        }
        let x = crate::dynamic::scr_dynamic_to_number(a);
        let y = crate::dynamic::scr_dynamic_to_number(b);
        let int32 = crate::number::to_int32;
        let count = |y: f64| (int32(y) as u32) & 31;
        let result = match operator as u32 {
            0 => x + y,
            1 => x - y,
            2 => x * y,
            3 => x / y,
            4 => x % y,
            5 => crate::math::scr_math_pow(x, y),
            6 => f64::from(int32(x) & int32(y)),
            7 => f64::from(int32(x) | int32(y)),
            8 => f64::from(int32(x) ^ int32(y)),
            9 => f64::from(int32(x).wrapping_shl(count(y))),
            10 => f64::from(int32(x) >> count(y)),
            _ => f64::from((int32(x) as u32) >> count(y)),
        };
        crate::dynamic::scr_dynamic_new(crate::array::ELEMENT_NUMBER, result.to_bits())
    }
}

/// `-a` (0) and `~a` (1) of an `any` value: a bigint stays one. A new box.
///
/// # Safety
/// `a` must be a live box.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_negate(operator: f64, a: *const ScrObject) -> *mut ScrObject {
    // SAFETY: a live box (caller contract).
    unsafe {
        if let Some(x) = in_box(a) {
            let result = scr_bigint_unary(operator, x);
            return crate::dynamic::scr_dynamic_new(crate::array::ELEMENT_OBJECT, result as u64);
        }
        let x = crate::dynamic::scr_dynamic_to_number(a);
        let result = if operator == 0.0 {
            -x
        } else {
            f64::from(!crate::number::to_int32(x))
        };
        crate::dynamic::scr_dynamic_new(crate::array::ELEMENT_NUMBER, result.to_bits())
    }
}

/// `a + b` for boxes where one holds a bigint and neither a string: the
/// sum, or Node's TypeError when the other is not a bigint.
///
/// # Safety
/// Both must be live boxes.
pub unsafe fn box_sum(a: *const ScrObject, b: *const ScrObject) -> Option<*mut ScrObject> {
    // SAFETY: live boxes (caller contract).
    unsafe {
        match (in_box(a), in_box(b)) {
            (None, None) => None,
            (Some(x), Some(y)) => {
                let result = scr_bigint_binary(0.0, x, y);
                Some(crate::dynamic::scr_dynamic_new(
                    crate::array::ELEMENT_OBJECT,
                    result as u64,
                ))
            }
            _ => Some(mixed()),
        }
    }
}

/// `a < b` and the other relations for boxes where one holds a bigint:
/// the order (-1, 0, 1, or NaN for none) against a bigint, a number or a
/// string read as a bigint.
///
/// # Safety
/// Both must be live boxes.
pub unsafe fn box_order(a: *const ScrObject, b: *const ScrObject) -> Option<f64> {
    // SAFETY: live boxes (caller contract).
    unsafe {
        let (x, y) = (in_box(a), in_box(b));
        let against = |big: *const ScrBigInt, other: *const ScrObject| -> f64 {
            if let Some(other) = in_box(other) {
                return scr_bigint_compare(big, other);
            }
            let (kind, bits) = crate::dynamic::contents(other);
            if kind == crate::array::ELEMENT_STRING {
                let text = string::to_rust_string(bits as *const ScrString);
                return match parse(&text) {
                    Some(parsed) => {
                        let parsed = from_big(&parsed);
                        let order = scr_bigint_compare(big, parsed);
                        crate::object::release(parsed.cast());
                        order
                    }
                    None => f64::NAN,
                };
            }
            scr_bigint_compare_number(big, crate::dynamic::scr_dynamic_to_number(other))
        };
        match (x, y) {
            (Some(x), _) => Some(against(x, b)),
            (None, Some(y)) => Some(-against(y, a)),
            (None, None) => None,
        }
    }
}

/// `BigInt(value)` of an `any` or `unknown` value: ToBigInt after
/// ToPrimitive (a number must be an integer, text must spell one).
///
/// # Safety
/// `value` must be a live box.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_bigint_from_dynamic(value: *const ScrObject) -> *mut ScrBigInt {
    use crate::array::{ELEMENT_BOOLEAN, ELEMENT_NUMBER, ELEMENT_STRING};
    // SAFETY: a live box (caller contract).
    unsafe {
        if let Some(big) = in_box(value) {
            crate::object::retain(big.cast_mut().cast());
            return big.cast_mut();
        }
        let (kind, bits) = crate::dynamic::contents(value);
        match kind {
            ELEMENT_NUMBER => scr_bigint_from_number(f64::from_bits(bits)),
            ELEMENT_BOOLEAN => from_i128(i128::from(bits != 0)),
            ELEMENT_STRING => scr_bigint_from_string(bits as *const ScrString),
            crate::dynamic::DYNAMIC_UNDEFINED | crate::dynamic::DYNAMIC_NULL => {
                let shown = if kind == crate::dynamic::DYNAMIC_NULL {
                    "null"
                } else {
                    "undefined"
                };
                crate::dynamic::raise("TypeError", &format!("Cannot convert {shown} to a BigInt"));
                from_i128(0)
            }
            _ => {
                let text = crate::dynamic::scr_dynamic_to_string(value);
                let result = scr_bigint_from_string(text);
                string::release(text);
                result
            }
        }
    }
}

/// `process.hrtime.bigint()`: the monotonic clock in nanoseconds.
#[unsafe(no_mangle)]
pub extern "C" fn scr_hrtime_bigint() -> *mut ScrBigInt {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: writes the struct.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut now) };
    from_i128(i128::from(now.tv_sec) * 1_000_000_000 + i128::from(now.tv_nsec))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(text: &str) -> *mut ScrBigInt {
        from_big(&parse(text).expect("a bigint literal"))
    }

    fn shown(value: *mut ScrBigInt) -> String {
        // SAFETY: a live bigint made by the test.
        unsafe { text(value) }
    }

    #[test]
    fn arithmetic_matches_node() {
        let cases = [
            (0, "10", "3", "13"),
            (3, "-7", "2", "-3"),
            (4, "-7", "2", "-1"),
            (5, "2", "100", "1267650600228229401496703205376"),
            (6, "-12", "10", "0"),
            (7, "-12", "10", "-2"),
            (8, "-12", "10", "-2"),
            (9, "5", "-1", "2"),
            (10, "-5", "1", "-3"),
            (10, "-5", "100", "-1"),
            (
                2,
                "18446744073709551616",
                "18446744073709551616",
                "340282366920938463463374607431768211456",
            ),
        ];
        for (operator, a, b, expected) in cases {
            // SAFETY: live bigints.
            let result = unsafe { scr_bigint_binary(f64::from(operator), value(a), value(b)) };
            assert_eq!(shown(result), expected, "{a} op{operator} {b}");
        }
    }

    #[test]
    fn conversions_round_as_node() {
        // SAFETY: live bigints.
        unsafe {
            assert_eq!(to_number(value("9007199254740993")), 9007199254740992.0);
            assert_eq!(to_number(value("9007199254740995")), 9007199254740996.0);
            assert_eq!(
                to_number(value("-18446744073709551617")),
                -18446744073709551616.0
            );
            assert_eq!(scr_bigint_compare_number(value("3"), 3.5), -1.0);
            assert_eq!(scr_bigint_compare_number(value("-3"), -3.5), 1.0);
            assert!(scr_bigint_compare_number(value("3"), f64::NAN).is_nan());
        }
        // The hand-written text and conversion agree with num-bigint's.
        let mut x = BigInt::from(7u32);
        for step in 0..200u32 {
            x = &x * BigInt::from(1_000_003u32) + BigInt::from(step);
            let signed = if step % 3 == 0 { -x.clone() } else { x.clone() };
            let made = from_big(&signed);
            // SAFETY: a live bigint.
            unsafe {
                assert_eq!(text(made), signed.to_string());
                let expected = signed.to_f64().unwrap_or(f64::NAN);
                assert_eq!(to_number(made), expected, "{signed}");
            }
        }
        assert!(parse(" 0x1F ").is_some());
        assert!(parse("-0x1F").is_none());
        assert!(parse("1.5").is_none());
        assert_eq!(parse("").map(|v| v.to_string()).as_deref(), Some("0"));
    }
}
