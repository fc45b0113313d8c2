//! `String.prototype` methods and the global string functions, with
//! ECMAScript's argument conversions. Every function borrows its string
//! arguments and returns a new reference (+1) when it returns a string.
//!
//! Optional arguments arrive with the value the compiler substituted for
//! `undefined` (for example +Infinity for `slice`'s end), chosen so that the
//! spec's conversion gives the same result.

use crate::string::{self, ScrString, Units};

/// ECMAScript ToIntegerOrInfinity: NaN is 0, otherwise truncation.
pub fn to_integer_or_infinity(value: f64) -> f64 {
    if value.is_nan() { 0.0 } else { value.trunc() }
}

/// Clamps a position argument to `[0, len]`.
fn clamp_position(value: f64, len: usize) -> usize {
    let integer = to_integer_or_infinity(value);
    if integer <= 0.0 {
        0
    } else if integer >= len as f64 {
        len
    } else {
        integer as usize
    }
}

/// A relative index as `slice` takes it: negative counts from the end.
fn relative_position(value: f64, len: usize) -> usize {
    let integer = to_integer_or_infinity(value);
    if integer < 0.0 {
        let from_end = len as f64 + integer;
        if from_end <= 0.0 {
            0
        } else {
            from_end as usize
        }
    } else if integer >= len as f64 {
        len
    } else {
        integer as usize
    }
}

/// The code units of a live string, copied.
///
/// # Safety
/// `value` must be a live string.
pub unsafe fn copy_units(value: *const ScrString) -> Vec<u16> {
    // SAFETY: forwarded.
    unsafe { code_units(value) }
}

/// The code units of a live string, copied.
///
/// # Safety
/// `value` must be a live string.
unsafe fn code_units(value: *const ScrString) -> Vec<u16> {
    // SAFETY: forwarded from the caller.
    let units = unsafe { string::units(value) };
    match units {
        Units::Latin1(bytes) => bytes.iter().map(|&b| u16::from(b)).collect(),
        Units::Utf16(units) => units.to_vec(),
    }
}

/// A new string holding `units[start..end]` of a live string.
///
/// # Safety
/// `value` must be a live string and `start <= end <= length`.
unsafe fn substring_of(value: *const ScrString, start: usize, end: usize) -> *mut ScrString {
    // SAFETY: forwarded from the caller.
    match unsafe { string::units(value) } {
        Units::Latin1(bytes) => string::new_latin1(&bytes[start..end]),
        Units::Utf16(units) => string::new_utf16(&units[start..end]),
    }
}

/// Returns a new reference to a live string: the result of a method that
/// leaves its receiver unchanged.
///
/// # Safety
/// `value` must be a live string.
unsafe fn same(value: *const ScrString) -> *mut ScrString {
    let value = value as *mut ScrString;
    // SAFETY: forwarded from the caller.
    unsafe { string::retain(value) };
    value
}

/// Whether `needle` occurs in `haystack` at `index` (which leaves room).
fn matches_at(haystack: &Units<'_>, needle: &Units<'_>, index: usize) -> bool {
    match (haystack, needle) {
        (Units::Latin1(h), Units::Latin1(n)) => &h[index..index + n.len()] == *n,
        (Units::Utf16(h), Units::Utf16(n)) => &h[index..index + n.len()] == *n,
        _ => (0..needle.len()).all(|offset| haystack.unit(index + offset) == needle.unit(offset)),
    }
}

/// The first index at or after `from` where `needle` occurs, without
/// copying either string.
fn find(haystack: &Units<'_>, needle: &Units<'_>, from: usize) -> Option<usize> {
    if needle.is_empty() {
        return (from <= haystack.len()).then_some(from);
    }
    if needle.len() > haystack.len() || from > haystack.len() - needle.len() {
        return None;
    }
    let last = haystack.len() - needle.len();
    let first = needle.unit(0);
    match haystack {
        Units::Latin1(bytes) => {
            let first = u8::try_from(first).ok()?;
            let mut index = from;
            while index <= last {
                // Searches from a found match's next position (`indexOf`
                // in a loop) often start at the next match: tested before
                // the vector search's set-up.
                if bytes[index] != first {
                    index += memchr::memchr(first, &bytes[index..=last])?;
                }
                let found = match needle {
                    // Short needles compared in place (no call).
                    Units::Latin1(pattern) if pattern.len() <= 16 => pattern[1..]
                        .iter()
                        .zip(&bytes[index + 1..])
                        .all(|(a, b)| a == b),
                    _ => matches_at(haystack, needle, index),
                };
                if found {
                    return Some(index);
                }
                index += 1;
            }
            None
        }
        Units::Utf16(units) => (from..=last)
            .find(|&index| units[index] == first && matches_at(haystack, needle, index)),
    }
}

/// The last index at or before `from` where `needle` occurs.
fn find_last(haystack: &Units<'_>, needle: &Units<'_>, from: usize) -> Option<usize> {
    if needle.len() > haystack.len() {
        return None;
    }
    let start = from.min(haystack.len() - needle.len());
    (0..=start)
        .rev()
        .find(|&index| matches_at(haystack, needle, index))
}

/// `s.charAt(i)` and `s[i]`.
///
/// # Safety
/// `value` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_char_at(
    value: *const ScrString,
    position: f64,
) -> *mut ScrString {
    // SAFETY: live string (caller contract).
    let len = unsafe { (*value).len } as usize;
    let index = to_integer_or_infinity(position);
    if index < 0.0 || index >= len as f64 {
        return string::new_latin1(&[]);
    }
    let index = index as usize;
    // SAFETY: `index < len`.
    unsafe { substring_of(value, index, index + 1) }
}

/// `s[i]`: like `charAt`, except that outside the string JavaScript gives
/// `undefined`, which prints (and concatenates) as the text `undefined`.
/// FIXME: until unions exist the result is that text, not the value.
///
/// # Safety
/// `value` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_index(
    value: *const ScrString,
    position: f64,
) -> *mut ScrString {
    // SAFETY: live string (caller contract).
    let len = unsafe { (*value).len } as usize;
    if position.trunc() != position || position < 0.0 || position >= len as f64 {
        return string::undefined_text();
    }
    // SAFETY: forwarded.
    unsafe { scr_string_char_at(value, position) }
}

/// `s.charCodeAt(i)`: the code unit, or NaN outside the string.
///
/// # Safety
/// `value` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_char_code_at(value: *const ScrString, position: f64) -> f64 {
    // SAFETY: live string (caller contract).
    let units = unsafe { string::units(value) };
    let index = to_integer_or_infinity(position);
    if index < 0.0 || index >= units.len() as f64 {
        return f64::NAN;
    }
    f64::from(units.unit(index as usize))
}

/// `s.at(i)`: the code unit at `i`, counting from the end when negative;
/// `undefined` outside the string (the `undefined` string sentinel, as
/// `s[i]` gives).
///
/// # Safety
/// `value` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_at(value: *const ScrString, position: f64) -> *mut ScrString {
    // SAFETY: live string (caller contract).
    let len = unsafe { (*value).len } as usize;
    let mut index = to_integer_or_infinity(position);
    if index < 0.0 {
        index += len as f64;
    }
    if index < 0.0 || index >= len as f64 {
        return string::undefined_text();
    }
    let index = index as usize;
    // SAFETY: `index < len`.
    unsafe { substring_of(value, index, index + 1) }
}

/// `s.codePointAt(i)`: the code point starting at code unit `i` (a
/// surrogate pair combined, a lone surrogate as itself); `undefined`
/// outside the string (the number sentinel of `array.rs`).
///
/// # Safety
/// `value` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_code_point_at(value: *const ScrString, position: f64) -> f64 {
    // SAFETY: live string (caller contract).
    let units = unsafe { string::units(value) };
    let index = to_integer_or_infinity(position);
    if index < 0.0 || index >= units.len() as f64 {
        return f64::from_bits(crate::array::UNDEFINED_NUMBER_BITS);
    }
    let index = index as usize;
    let first = units.unit(index);
    if (0xD800..0xDC00).contains(&first) && index + 1 < units.len() {
        let second = units.unit(index + 1);
        if (0xDC00..0xE000).contains(&second) {
            let code = 0x10000 + ((u32::from(first) - 0xD800) << 10) + (u32::from(second) - 0xDC00);
            return f64::from(code);
        }
    }
    f64::from(first)
}

/// `s.slice(start, end)`.
///
/// # Safety
/// `value` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_slice(
    value: *const ScrString,
    start: f64,
    end: f64,
) -> *mut ScrString {
    // SAFETY: live string (caller contract).
    let len = unsafe { (*value).len } as usize;
    let from = relative_position(start, len);
    let to = relative_position(end, len).max(from);
    if from == 0 && to == len {
        // SAFETY: live string.
        return unsafe { same(value) };
    }
    // SAFETY: from <= to <= len.
    unsafe { substring_of(value, from, to) }
}

/// `s.substring(start, end)`.
///
/// # Safety
/// `value` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_substring(
    value: *const ScrString,
    start: f64,
    end: f64,
) -> *mut ScrString {
    // SAFETY: live string (caller contract).
    let len = unsafe { (*value).len } as usize;
    let a = clamp_position(start, len);
    let b = clamp_position(end, len);
    let (from, to) = if a <= b { (a, b) } else { (b, a) };
    if from == 0 && to == len {
        // SAFETY: live string.
        return unsafe { same(value) };
    }
    // SAFETY: from <= to <= len.
    unsafe { substring_of(value, from, to) }
}

/// `s.substr(start, length)`: a negative start counts from the end.
///
/// # Safety
/// `value` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_substr(
    value: *const ScrString,
    start: f64,
    length: f64,
) -> *mut ScrString {
    // SAFETY: live string (caller contract).
    let size = unsafe { (*value).len } as f64;
    let start = to_integer_or_infinity(start);
    let from = if start < 0.0 {
        (size + start).max(0.0)
    } else {
        start.min(size)
    };
    let to = (from + to_integer_or_infinity(length).max(0.0)).min(size);
    if to <= from {
        return string::new_from_str("");
    }
    // SAFETY: from < to <= size.
    unsafe { substring_of(value, from as usize, to as usize) }
}

/// `s.indexOf(search, position)`.
///
/// # Safety
/// Both strings must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_index_of(
    value: *const ScrString,
    search: *const ScrString,
    position: f64,
) -> f64 {
    // SAFETY: live strings (caller contract).
    let (haystack, needle) = unsafe { (string::units(value), string::units(search)) };
    let from = clamp_position(position, haystack.len());
    find(&haystack, &needle, from).map_or(-1.0, |index| index as f64)
}

/// `s.lastIndexOf(search, position)`; `position` NaN means the end.
///
/// # Safety
/// Both strings must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_last_index_of(
    value: *const ScrString,
    search: *const ScrString,
    position: f64,
) -> f64 {
    // SAFETY: live strings (caller contract).
    let (haystack, needle) = unsafe { (string::units(value), string::units(search)) };
    let position = if position.is_nan() {
        f64::INFINITY
    } else {
        position
    };
    let from = clamp_position(position, haystack.len());
    find_last(&haystack, &needle, from).map_or(-1.0, |index| index as f64)
}

/// `s.includes(search, position)`: 1 or 0.
///
/// # Safety
/// Both strings must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_includes(
    value: *const ScrString,
    search: *const ScrString,
    position: f64,
) -> i32 {
    // SAFETY: forwarded.
    i32::from(unsafe { scr_string_index_of(value, search, position) } >= 0.0)
}

/// `s.startsWith(search, position)`: 1 or 0.
///
/// # Safety
/// Both strings must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_starts_with(
    value: *const ScrString,
    search: *const ScrString,
    position: f64,
) -> i32 {
    // SAFETY: live strings (caller contract).
    let (haystack, needle) = unsafe { (string::units(value), string::units(search)) };
    let start = clamp_position(position, haystack.len());
    i32::from(haystack.len() - start >= needle.len() && matches_at(&haystack, &needle, start))
}

/// `a.localeCompare(b)`: -1, 0 or 1 in the order of the root collation
/// Node's ICU uses, for ASCII and Latin-1: whitespace and punctuation, then
/// digits, then letters alphabetically with accents and case ignored; then
/// unaccented before accented, then lowercase before uppercase. Other
/// characters compare after those by code unit (an approximation of ICU's
/// order).
///
/// # Safety
/// Both strings must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_locale_compare(
    value: *const ScrString,
    other: *const ScrString,
) -> f64 {
    // SAFETY: caller contract.
    unsafe { scr_string_locale_compare_options(value, other, 0.0) }
}

/// `a.localeCompare(b, locale, options)` with options the compiler read:
/// `flags` bits 0-1 the sensitivity (0 variant: every level; 1 base: base
/// letters only; 2 accent: and accents; 3 case: base letters and case),
/// bit 2 `numeric` (runs of digits compare by their value, leading zeros
/// ignored).
///
/// # Safety
/// Both strings must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_locale_compare_options(
    value: *const ScrString,
    other: *const ScrString,
    flags: f64,
) -> f64 {
    let flags = flags as u32;
    // SAFETY: live strings (caller contract).
    let (a, b) = unsafe { (string::units(value), string::units(other)) };
    let left: Vec<u16> = (0..a.len()).map(|index| a.unit(index)).collect();
    let right: Vec<u16> = (0..b.len()).map(|index| b.unit(index)).collect();
    let numeric = flags & 4 != 0;
    let is_digit = |unit: u16| (u16::from(b'0')..=u16::from(b'9')).contains(&unit);
    // Primary: base letters (accents and case ignored), a number for each
    // run of digits when numeric; secondary: accents; tertiary: case,
    // lowercase first (digits, having neither, are left out).
    let primary = |units: &[u16]| -> Vec<u32> {
        let mut weights = Vec::with_capacity(units.len());
        let mut index = 0;
        while index < units.len() {
            if numeric && is_digit(units[index]) {
                let start = index;
                while index < units.len() && is_digit(units[index]) {
                    index += 1;
                }
                let digits = &units[start..index];
                let significant = match digits.iter().position(|&unit| unit != u16::from(b'0')) {
                    Some(first) => &digits[first..],
                    None => &digits[digits.len() - 1..],
                };
                weights.push(collation_weight(u16::from(b'0')));
                weights.push(1_000_000 + significant.len() as u32);
                weights.extend(significant.iter().map(|&unit| collation_weight(unit)));
                continue;
            }
            weights.push(collation_weight(fold(units[index]).0));
            index += 1;
        }
        weights
    };
    let kept = |unit: &&u16| !(numeric && is_digit(**unit));
    let secondary =
        |units: &[u16]| -> Vec<bool> { units.iter().filter(kept).map(|&u| fold(u).1).collect() };
    let tertiary = |units: &[u16]| -> Vec<bool> {
        units
            .iter()
            .filter(kept)
            .map(|&u| (u < 128 && (u as u8).is_ascii_uppercase()) || (0xC0..=0xDE).contains(&u))
            .collect()
    };
    let sensitivity = flags & 3;
    let mut order = primary(&left).cmp(&primary(&right));
    if sensitivity == 0 || sensitivity == 2 {
        order = order.then_with(|| secondary(&left).cmp(&secondary(&right)));
    }
    if sensitivity == 0 || sensitivity == 3 {
        order = order.then_with(|| tertiary(&left).cmp(&tertiary(&right)));
    }
    match order {
        std::cmp::Ordering::Less => -1.0,
        std::cmp::Ordering::Equal => 0.0,
        std::cmp::Ordering::Greater => 1.0,
    }
}

/// A Latin-1 letter's base letter and whether it carries an accent.
fn fold(unit: u16) -> (u16, bool) {
    let base = match unit {
        0xC0..=0xC6 | 0xE0..=0xE6 => b'a',
        0xC7 | 0xE7 => b'c',
        0xC8..=0xCB | 0xE8..=0xEB => b'e',
        0xCC..=0xCF | 0xEC..=0xEF => b'i',
        0xD0 | 0xF0 => b'd',
        0xD1 | 0xF1 => b'n',
        0xD2..=0xD6 | 0xD8 | 0xF2..=0xF6 | 0xF8 => b'o',
        0xD9..=0xDC | 0xF9..=0xFC => b'u',
        0xDD | 0xFD | 0xFF => b'y',
        0xDE | 0xFE => b't',
        0xDF => b's',
        _ => return (unit, false),
    };
    (u16::from(base), true)
}

/// A unit's primary weight in the root collation's ASCII order.
fn collation_weight(unit: u16) -> u32 {
    const PUNCTUATION: &[u8] = b" _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$";
    if unit < 128 {
        let byte = unit as u8;
        if let Some(position) = PUNCTUATION.iter().position(|&p| p == byte) {
            return position as u32 + 1;
        }
        if byte.is_ascii_digit() {
            return 100 + u32::from(byte - b'0');
        }
        if byte.is_ascii_alphabetic() {
            return 200 + u32::from(byte.to_ascii_lowercase() - b'a');
        }
        // Control characters: ignorable-ish, before everything.
        return 0;
    }
    1000 + u32::from(unit)
}

/// `s.endsWith(search, endPosition)`: 1 or 0.
///
/// # Safety
/// Both strings must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_ends_with(
    value: *const ScrString,
    search: *const ScrString,
    end_position: f64,
) -> i32 {
    // SAFETY: live strings (caller contract).
    let (haystack, needle) = unsafe { (string::units(value), string::units(search)) };
    let end = clamp_position(end_position, haystack.len());
    i32::from(end >= needle.len() && matches_at(&haystack, &needle, end - needle.len()))
}

/// ECMAScript's WhiteSpace and LineTerminator code points, as `trim` uses.
pub fn is_js_whitespace(unit: u16) -> bool {
    matches!(
        unit,
        0x09 | 0x0A | 0x0B | 0x0C | 0x0D | 0x20 | 0xA0 | 0x1680 | 0x2000
            ..=0x200A | 0x2028 | 0x2029 | 0x202F | 0x205F | 0x3000 | 0xFEFF
    )
}

/// Trims `value` at the start (`which` bit 0) and the end (bit 1).
///
/// # Safety
/// `value` must be a live string.
unsafe fn trim(value: *const ScrString, which: u8) -> *mut ScrString {
    // SAFETY: live string (caller contract).
    let units = unsafe { string::units(value) };
    let len = units.len();
    let mut start = 0;
    let mut end = len;
    if which & 1 != 0 {
        while start < end && is_js_whitespace(units.unit(start)) {
            start += 1;
        }
    }
    if which & 2 != 0 {
        while end > start && is_js_whitespace(units.unit(end - 1)) {
            end -= 1;
        }
    }
    if start == 0 && end == len {
        // SAFETY: live string.
        return unsafe { same(value) };
    }
    // SAFETY: start <= end <= len.
    unsafe { substring_of(value, start, end) }
}

/// `s.trim()`.
///
/// # Safety
/// `value` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_trim(value: *const ScrString) -> *mut ScrString {
    // SAFETY: forwarded.
    unsafe { trim(value, 3) }
}

/// `s.trimStart()`.
///
/// # Safety
/// `value` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_trim_start(value: *const ScrString) -> *mut ScrString {
    // SAFETY: forwarded.
    unsafe { trim(value, 1) }
}

/// `s.trimEnd()`.
///
/// # Safety
/// `value` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_trim_end(value: *const ScrString) -> *mut ScrString {
    // SAFETY: forwarded.
    unsafe { trim(value, 2) }
}

/// Converts with a Rust string mapping, run over each stretch of valid
/// UTF-16 and leaving lone surrogates as they are.
fn map_text(units: &[u16], mapping: fn(&str) -> String) -> Vec<u16> {
    let mut out = Vec::with_capacity(units.len());
    let mut run = String::new();
    for decoded in char::decode_utf16(units.iter().copied()) {
        match decoded {
            Ok(c) => run.push(c),
            Err(error) => {
                out.extend(mapping(&run).encode_utf16());
                run.clear();
                out.push(error.unpaired_surrogate());
            }
        }
    }
    out.extend(mapping(&run).encode_utf16());
    out
}

/// Case conversion with an ASCII fast path.
///
/// # Safety
/// `value` must be a live string.
unsafe fn convert_case(value: *const ScrString, upper: bool) -> *mut ScrString {
    // SAFETY: live string (caller contract).
    let units = unsafe { string::units(value) };
    if let Units::Latin1(bytes) = units
        && bytes.is_ascii()
    {
        let converted: Vec<u8> = bytes
            .iter()
            .map(|b| {
                if upper {
                    b.to_ascii_uppercase()
                } else {
                    b.to_ascii_lowercase()
                }
            })
            .collect();
        return string::new_latin1(&converted);
    }
    // SAFETY: live string.
    let all = unsafe { code_units(value) };
    let mapping: fn(&str) -> String = if upper {
        str::to_uppercase
    } else {
        str::to_lowercase
    };
    string::new_utf16(&map_text(&all, mapping))
}

/// `s.toUpperCase()`.
///
/// # Safety
/// `value` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_to_upper_case(value: *const ScrString) -> *mut ScrString {
    // SAFETY: forwarded.
    unsafe { convert_case(value, true) }
}

/// `s.toLowerCase()`.
///
/// # Safety
/// `value` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_to_lower_case(value: *const ScrString) -> *mut ScrString {
    // SAFETY: forwarded.
    unsafe { convert_case(value, false) }
}

/// Padding for `padStart` and `padEnd`.
///
/// # Safety
/// Both strings must be live.
unsafe fn pad(
    value: *const ScrString,
    max_length: f64,
    filler: *const ScrString,
    at_start: bool,
) -> *mut ScrString {
    // SAFETY: live strings (caller contract).
    let (units, fill) = unsafe { (code_units(value), code_units(filler)) };
    let target = to_integer_or_infinity(max_length);
    if target <= units.len() as f64 || fill.is_empty() {
        // SAFETY: live string.
        return unsafe { same(value) };
    }
    if target > string::MAX_LENGTH as f64 {
        crate::dynamic::raise("RangeError", "Invalid string length");
        return string::empty_text();
    }
    let missing = target as usize - units.len();
    let padding: Vec<u16> = fill.iter().copied().cycle().take(missing).collect();
    let mut out = Vec::with_capacity(target as usize);
    if at_start {
        out.extend_from_slice(&padding);
        out.extend_from_slice(&units);
    } else {
        out.extend_from_slice(&units);
        out.extend_from_slice(&padding);
    }
    string::new_utf16(&out)
}

/// `s.padStart(length, fill)`.
///
/// # Safety
/// Both strings must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_pad_start(
    value: *const ScrString,
    max_length: f64,
    filler: *const ScrString,
) -> *mut ScrString {
    // SAFETY: forwarded.
    unsafe { pad(value, max_length, filler, true) }
}

/// `s.padEnd(length, fill)`.
///
/// # Safety
/// Both strings must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_pad_end(
    value: *const ScrString,
    max_length: f64,
    filler: *const ScrString,
) -> *mut ScrString {
    // SAFETY: forwarded.
    unsafe { pad(value, max_length, filler, false) }
}

/// `s.normalize(form)`: the string in Unicode normalization form `form`
/// (NFC, NFD, NFKC or NFKD); Node's RangeError for another form. Lone
/// surrogates are kept as they are, as V8 keeps them.
///
/// # Safety
/// Both strings must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_normalize(
    value: *const ScrString,
    form: *const ScrString,
) -> *mut ScrString {
    use icu_normalizer::{ComposingNormalizerBorrowed, DecomposingNormalizerBorrowed};
    // SAFETY: caller contract.
    let (form, units) = unsafe { (string::to_rust_string(form), string::units(value)) };
    let normalize: fn(&str) -> String = match form.as_str() {
        "NFC" => |text| {
            ComposingNormalizerBorrowed::new_nfc()
                .normalize(text)
                .into_owned()
        },
        "NFKC" => |text| {
            ComposingNormalizerBorrowed::new_nfkc()
                .normalize(text)
                .into_owned()
        },
        "NFD" => |text| {
            DecomposingNormalizerBorrowed::new_nfd()
                .normalize(text)
                .into_owned()
        },
        "NFKD" => |text| {
            DecomposingNormalizerBorrowed::new_nfkd()
                .normalize(text)
                .into_owned()
        },
        _ => {
            crate::dynamic::raise(
                "RangeError",
                "The normalization form should be one of NFC, NFD, NFKC, NFKD.",
            );
            return string::empty_text();
        }
    };
    let wide: Vec<u16> = match units {
        // ASCII is the same in every form.
        Units::Latin1(bytes) if bytes.is_ascii() => {
            // SAFETY: a live string, returned as a new reference.
            unsafe { string::retain(value.cast_mut()) };
            return value.cast_mut();
        }
        Units::Latin1(bytes) => bytes.iter().map(|&unit| u16::from(unit)).collect(),
        Units::Utf16(wide) => wide.to_vec(),
    };
    // Runs of well-formed text normalized, lone surrogates between them
    // kept.
    string::new_utf16(&map_text(&wide, normalize))
}

/// `s.repeat(count)`.
///
/// # Safety
/// `value` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_repeat(value: *const ScrString, count: f64) -> *mut ScrString {
    let times = to_integer_or_infinity(count);
    if times < 0.0 || times.is_infinite() {
        let mut shown = Vec::new();
        crate::number::format_number(count, &mut shown);
        let message = format!("Invalid count value: {}", String::from_utf8_lossy(&shown));
        crate::dynamic::raise("RangeError", &message);
        return string::new_latin1(&[]);
    }
    // SAFETY: live string (caller contract).
    let units = unsafe { string::units(value) };
    if units.is_empty() || times == 0.0 {
        return string::new_latin1(&[]);
    }
    if units.len() as f64 * times > string::MAX_LENGTH as f64 {
        crate::dynamic::raise("RangeError", "Invalid string length");
        return string::new_latin1(&[]);
    }
    let times = times as usize;
    match units {
        Units::Latin1(bytes) => string::new_latin1(&bytes.repeat(times)),
        Units::Utf16(wide) => string::new_utf16(&wide.repeat(times)),
    }
}

/// ECMAScript GetSubstitution for a string pattern (no captures).
fn substitute(
    replacement: &[u16],
    haystack: &[u16],
    position: usize,
    matched_len: usize,
    out: &mut Vec<u16>,
) {
    let dollar = u16::from(b'$');
    let mut index = 0;
    while index < replacement.len() {
        let unit = replacement[index];
        if unit == dollar && index + 1 < replacement.len() {
            let next = replacement[index + 1];
            match u8::try_from(next).unwrap_or(0) {
                b'$' => {
                    out.push(dollar);
                    index += 2;
                    continue;
                }
                b'&' => {
                    out.extend_from_slice(&haystack[position..position + matched_len]);
                    index += 2;
                    continue;
                }
                b'`' => {
                    out.extend_from_slice(&haystack[..position]);
                    index += 2;
                    continue;
                }
                b'\'' => {
                    out.extend_from_slice(
                        &haystack[(position + matched_len).min(haystack.len())..],
                    );
                    index += 2;
                    continue;
                }
                _ => {}
            }
        }
        out.push(unit);
        index += 1;
    }
}

/// `replace` and `replaceAll` with a string pattern and replacement.
///
/// # Safety
/// All three strings must be live.
unsafe fn replace(
    value: *const ScrString,
    pattern: *const ScrString,
    replacement: *const ScrString,
    all: bool,
) -> *mut ScrString {
    // SAFETY: live strings (caller contract).
    let (haystack_units, needle_units) = unsafe { (string::units(value), string::units(pattern)) };
    let mut positions = Vec::new();
    let mut from = 0;
    while let Some(found) = find(&haystack_units, &needle_units, from) {
        positions.push(found);
        if !all {
            break;
        }
        from = found + needle_units.len().max(1);
        if from > haystack_units.len() {
            break;
        }
    }
    if positions.is_empty() {
        // SAFETY: live string.
        return unsafe { same(value) };
    }
    // SAFETY: live strings (caller contract).
    let (haystack, needle, with) = unsafe {
        (
            code_units(value),
            code_units(pattern),
            code_units(replacement),
        )
    };
    let mut out = Vec::with_capacity(haystack.len());
    let mut copied = 0;
    for position in positions {
        out.extend_from_slice(&haystack[copied..position]);
        substitute(&with, &haystack, position, needle.len(), &mut out);
        copied = position + needle.len();
    }
    out.extend_from_slice(&haystack[copied..]);
    string::new_utf16(&out)
}

/// The compiler's trampoline for a replacer function: (closure, the match
/// (borrowed), its offset, the whole string (borrowed)) -> the replacement
/// (owned).
pub type Replacer =
    unsafe extern "C" fn(*mut u8, *const ScrString, f64, *const ScrString) -> *mut ScrString;

/// `s.replace(pattern, f)` and `s.replaceAll(pattern, f)` with a string
/// pattern: each match (the first, or all) replaced by what `f(match,
/// offset, s)` returns.
///
/// # Safety
/// Both strings must be live; `replacer` a compiler trampoline for
/// `closure`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_replace_with(
    value: *const ScrString,
    pattern: *const ScrString,
    all: i32,
    replacer: Replacer,
    closure: *mut u8,
) -> *mut ScrString {
    // SAFETY: live strings (caller contract).
    let (haystack_units, needle_units) = unsafe { (string::units(value), string::units(pattern)) };
    let mut positions = Vec::new();
    let mut from = 0;
    while let Some(found) = find(&haystack_units, &needle_units, from) {
        positions.push(found);
        if all == 0 {
            break;
        }
        from = found + needle_units.len().max(1);
        if from > haystack_units.len() {
            break;
        }
    }
    if positions.is_empty() {
        // SAFETY: live string.
        return unsafe { same(value) };
    }
    // SAFETY: live strings (caller contract).
    let (haystack, needle) = unsafe { (code_units(value), code_units(pattern)) };
    let mut out = Vec::with_capacity(haystack.len());
    let mut copied = 0;
    for position in positions {
        out.extend_from_slice(&haystack[copied..position]);
        let matched = string::new_utf16(&haystack[position..position + needle.len()]);
        // SAFETY: the trampoline's contract; the result is owned.
        unsafe {
            let replacement = replacer(closure, matched, position as f64, value);
            out.extend(code_units(replacement));
            string::release(replacement);
            string::release(matched);
        }
        copied = position + needle.len();
    }
    out.extend_from_slice(&haystack[copied..]);
    string::new_utf16(&out)
}

/// `s.replace(pattern, replacement)` for string arguments.
///
/// # Safety
/// All three strings must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_replace(
    value: *const ScrString,
    pattern: *const ScrString,
    replacement: *const ScrString,
) -> *mut ScrString {
    // SAFETY: forwarded.
    unsafe { replace(value, pattern, replacement, false) }
}

/// `s.replaceAll(pattern, replacement)` for string arguments.
///
/// # Safety
/// All three strings must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_replace_all(
    value: *const ScrString,
    pattern: *const ScrString,
    replacement: *const ScrString,
) -> *mut ScrString {
    // SAFETY: forwarded.
    unsafe { replace(value, pattern, replacement, true) }
}

/// `String.fromCharCode(...codes)`: each code ToUint16.
///
/// # Safety
/// `codes` must point to `count` doubles.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_from_char_code(
    codes: *const f64,
    count: usize,
) -> *mut ScrString {
    let codes = if count == 0 {
        &[][..]
    } else {
        // SAFETY: the caller passes `count` doubles.
        unsafe { std::slice::from_raw_parts(codes, count) }
    };
    let units: Vec<u16> = codes
        .iter()
        .map(|&code| crate::number::to_int32(code) as u16)
        .collect();
    string::new_utf16(&units)
}

/// `String.fromCodePoint(...points)`; a point that is not an integer in
/// [0, 0x10FFFF] is a RangeError.
///
/// # Safety
/// `points` must point to `count` doubles.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_from_code_point(
    points: *const f64,
    count: usize,
) -> *mut ScrString {
    let points = if count == 0 {
        &[][..]
    } else {
        // SAFETY: the caller passes `count` doubles.
        unsafe { std::slice::from_raw_parts(points, count) }
    };
    let mut units = Vec::with_capacity(count);
    for &point in points {
        if point.trunc() != point || !(0.0..=1_114_111.0).contains(&point) {
            let mut shown = Vec::new();
            crate::number::format_number(point, &mut shown);
            let message = format!("Invalid code point {}", String::from_utf8_lossy(&shown));
            crate::dynamic::raise("RangeError", &message);
            return string::new_latin1(&[]);
        }
        let point = point as u32;
        if point < 0x10000 {
            units.push(point as u16);
        } else {
            let offset = point - 0x10000;
            units.push(0xD800 + (offset >> 10) as u16);
            units.push(0xDC00 + (offset & 0x3FF) as u16);
        }
    }
    string::new_utf16(&units)
}

/// JSON.stringify of a string: quotes, escapes, and lone surrogates as
/// `\uXXXX`, as Node does.
pub fn json_quote_units(units: &[u16], out: &mut Vec<u16>) {
    out.push(u16::from(b'"'));
    let push_ascii = |out: &mut Vec<u16>, text: &str| out.extend(text.bytes().map(u16::from));
    let mut index = 0;
    while index < units.len() {
        let unit = units[index];
        match unit {
            0x22 => push_ascii(out, "\\\""),
            0x5C => push_ascii(out, "\\\\"),
            0x08 => push_ascii(out, "\\b"),
            0x0C => push_ascii(out, "\\f"),
            0x0A => push_ascii(out, "\\n"),
            0x0D => push_ascii(out, "\\r"),
            0x09 => push_ascii(out, "\\t"),
            0..=0x1F => push_ascii(out, &format!("\\u{unit:04x}")),
            0xD800..=0xDBFF
                if index + 1 < units.len() && (0xDC00..=0xDFFF).contains(&units[index + 1]) =>
            {
                out.push(unit);
                out.push(units[index + 1]);
                index += 1;
            }
            0xD800..=0xDFFF => push_ascii(out, &format!("\\u{unit:04x}")),
            _ => out.push(unit),
        }
        index += 1;
    }
    out.push(u16::from(b'"'));
}

/// `JSON.stringify(s)` for a string.
///
/// # Safety
/// `value` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_json_stringify_string(value: *const ScrString) -> *mut ScrString {
    // A string's `undefined` (an unset `process.env` entry) stringifies to
    // `undefined`.
    if value.cast_mut() == string::undefined_text() {
        return string::undefined_text();
    }
    // SAFETY: live string (caller contract).
    let units = unsafe { code_units(value) };
    let mut out = Vec::with_capacity(units.len() + 2);
    json_quote_units(&units, &mut out);
    string::new_utf16(&out)
}

/// `parseInt(string, radix)`.
///
/// # Safety
/// `value` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_parse_int(value: *const ScrString, radix: f64) -> f64 {
    // Short decimal digits, the common case, without copying the units.
    if radix == 0.0 || radix == 10.0 {
        // SAFETY: live string (caller contract).
        if let Units::Latin1(bytes) = unsafe { string::units(value) }
            && let Some(parsed) = crate::number::parse_short_decimal(bytes)
        {
            return parsed;
        }
    }
    // SAFETY: live string (caller contract).
    let units = unsafe { code_units(value) };
    crate::number::parse_int_units(&units, radix)
}

/// `parseFloat(string)`.
///
/// # Safety
/// `value` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_parse_float(value: *const ScrString) -> f64 {
    // SAFETY: live string (caller contract).
    let units = unsafe { code_units(value) };
    let start = units
        .iter()
        .position(|&unit| !is_js_whitespace(unit))
        .unwrap_or(units.len());
    let text: String = char::decode_utf16(units[start..].iter().copied())
        .map(|c| c.unwrap_or(char::REPLACEMENT_CHARACTER))
        .collect();
    crate::number::parse_float_prefix(&text)
}

/// For `for (const c of s)`: the index after the code point at `index`
/// (a surrogate pair is one code point).
///
/// # Safety
/// `value` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_next_index(value: *const ScrString, index: f64) -> f64 {
    // SAFETY: live string (caller contract).
    let units = unsafe { string::units(value) };
    let at = index as usize;
    let pair = at + 1 < units.len()
        && (0xD800..=0xDBFF).contains(&units.unit(at))
        && (0xDC00..=0xDFFF).contains(&units.unit(at + 1));
    index + if pair { 2.0 } else { 1.0 }
}

/// For `for (const c of s)`: the code point at `index` as a string.
///
/// # Safety
/// `value` must be a live string and `index` inside it.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_code_point_text(
    value: *const ScrString,
    index: f64,
) -> *mut ScrString {
    // SAFETY: forwarded.
    let end = unsafe { scr_string_next_index(value, index) } as usize;
    // SAFETY: live string, in-range indexes.
    unsafe {
        let len = (*value).len as usize;
        substring_of(value, (index as usize).min(len), end.min(len))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(value: *mut ScrString) -> String {
        unsafe { string::to_rust_string(value) }
    }

    fn s(value: &str) -> *mut ScrString {
        string::new_from_str(value)
    }

    #[test]
    fn slicing_follows_the_spec() {
        unsafe {
            assert_eq!(text(scr_string_slice(s("hello"), 1.0, 3.0)), "el");
            assert_eq!(
                text(scr_string_slice(s("hello"), -3.0, f64::INFINITY)),
                "llo"
            );
            assert_eq!(text(scr_string_slice(s("hello"), 3.0, 1.0)), "");
            assert_eq!(text(scr_string_substring(s("hello"), 3.0, 1.0)), "el");
            assert_eq!(text(scr_string_substring(s("hello"), f64::NAN, 2.0)), "he");
            assert_eq!(text(scr_string_char_at(s("héllo"), 1.0)), "é");
            assert!(scr_string_char_code_at(s("a"), 5.0).is_nan());
        }
    }

    #[test]
    fn searching_follows_the_spec() {
        unsafe {
            assert_eq!(scr_string_index_of(s("banana"), s("an"), 0.0), 1.0);
            assert_eq!(scr_string_index_of(s("banana"), s("an"), 2.0), 3.0);
            assert_eq!(scr_string_index_of(s("banana"), s(""), 10.0), 6.0);
            assert_eq!(
                scr_string_last_index_of(s("banana"), s("an"), f64::NAN),
                3.0
            );
            assert_eq!(scr_string_last_index_of(s("banana"), s("an"), 2.0), 1.0);
            assert_eq!(scr_string_starts_with(s("banana"), s("nan"), 2.0), 1);
            assert_eq!(scr_string_ends_with(s("banana"), s("ban"), 3.0), 1);
            assert_eq!(scr_string_includes(s("banana"), s("x"), 0.0), 0);
        }
    }

    #[test]
    fn replacement_patterns_apply() {
        unsafe {
            let out = scr_string_replace(s("a-b-c"), s("-"), s("[$&|$`|$'|$$|$1]"));
            assert_eq!(text(out), "a[-|a|b-c|$|$1]b-c");
            assert_eq!(
                text(scr_string_replace_all(s("abc"), s(""), s("-"))),
                "-a-b-c-"
            );
            assert_eq!(
                text(scr_string_replace_all(s("aaa"), s("aa"), s("b"))),
                "ba"
            );
        }
    }

    #[test]
    fn case_trim_pad_repeat() {
        unsafe {
            assert_eq!(text(scr_string_to_upper_case(s("straße"))), "STRASSE");
            assert_eq!(text(scr_string_to_lower_case(s("ΟΔΟΣ"))), "οδος");
            assert_eq!(
                text(scr_string_trim(s("\u{FEFF} \t x y \n\u{3000}"))),
                "x y"
            );
            assert_eq!(text(scr_string_pad_start(s("5"), 3.0, s("0"))), "005");
            assert_eq!(text(scr_string_pad_end(s("ab"), 7.0, s("xyz"))), "abxyzxy");
            assert_eq!(text(scr_string_repeat(s("ab"), 3.0)), "ababab");
        }
    }

    #[test]
    fn json_quotes_lone_surrogates() {
        let mut out = Vec::new();
        json_quote_units(&[0x61, 0xD800, 0x0A, 0x22, 0xD83D, 0xDE00], &mut out);
        assert_eq!(String::from_utf16_lossy(&out), "\"a\\ud800\\n\\\"😀\"");
    }
}
