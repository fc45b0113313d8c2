//! Node's `Buffer`: a typed array of kind [`BUFFER`] (bytes, as a
//! `Uint8Array` holds them). The checker's prelude writes most of the
//! class in TypeScript over these primitives: text in and out in Node's
//! encodings, the integer and float reads and writes with Node's range
//! errors, comparison and search.
//!
//! Encodings are numbered by the prelude (`__scriptcBufferEncoding`), which
//! also raises Node's error for an unknown name.

use crate::array::ScrArray;
use crate::string::{self, ScrString};
use crate::typed::{self, BUFFER};

const UTF8: u32 = 0;
const HEX: u32 = 1;
const BASE64: u32 = 2;
const BASE64URL: u32 = 3;
const LATIN1: u32 = 4;
const ASCII: u32 = 5;
const UTF16LE: u32 = 6;
/// UTF-8 with each lone surrogate as its own three bytes (generalized
/// UTF-8): how Node encodes a string searched for in a Buffer, so a lone
/// surrogate matches no `U+FFFD` a Buffer made from text holds.
const SEARCH_UTF8: u32 = 7;

/// The bytes of a live typed array.
///
/// # Safety
/// `array` must be a live typed array of one-byte elements, not changed
/// or freed while the slice is used.
pub(crate) unsafe fn bytes<'a>(array: *const ScrArray) -> &'a [u8] {
    // SAFETY: caller contract; a zero-length array may have no buffer.
    unsafe {
        let length = (*array).len as usize;
        if length == 0 {
            return &[];
        }
        std::slice::from_raw_parts((*array).slots.cast::<u8>(), length)
    }
}

/// # Safety
/// As [`bytes`], and nothing else reads the bytes while the slice is used.
unsafe fn bytes_mut<'a>(array: *mut ScrArray) -> &'a mut [u8] {
    // SAFETY: caller contract.
    unsafe {
        let length = (*array).len as usize;
        if length == 0 {
            return &mut [];
        }
        std::slice::from_raw_parts_mut((*array).slots.cast::<u8>(), length)
    }
}

/// A new Buffer holding `data`.
pub fn new_buffer(data: &[u8]) -> *mut ScrArray {
    let buffer = typed::allocate(BUFFER, data.len());
    // SAFETY: a fresh buffer of exactly this length.
    unsafe { bytes_mut(buffer).copy_from_slice(data) };
    buffer
}

/// The value of a base64 digit in either alphabet (Node decodes both).
fn base64_digit(unit: u16) -> Option<u32> {
    Some(match unit {
        0x41..=0x5a => u32::from(unit - 0x41),
        0x61..=0x7a => u32::from(unit - 0x61) + 26,
        0x30..=0x39 => u32::from(unit - 0x30) + 52,
        0x2b | 0x2d => 62,
        0x2f | 0x5f => 63,
        _ => return None,
    })
}

/// Node's lenient base64 decoding: characters outside the alphabets are
/// skipped, the first `=` ends the data, and leftover bits are dropped.
/// (The `base64` crate decodes strictly, which is not what Node does.)
pub(crate) fn decode_base64(units: impl Iterator<Item = u16>) -> Vec<u8> {
    let mut out = Vec::with_capacity(units.size_hint().0 / 4 * 3 + 3);
    let mut bits = 0u32;
    let mut count = 0;
    for unit in units {
        if unit == u16::from(b'=') {
            break;
        }
        let Some(digit) = base64_digit(unit) else {
            continue;
        };
        bits = (bits << 6) | digit;
        count += 6;
        if count >= 8 {
            count -= 8;
            out.push((bits >> count) as u8);
            bits &= (1 << count) - 1;
        }
    }
    out
}

/// `data` in base64 (the URL alphabet, without padding, when `url`), as
/// ASCII bytes.
pub(crate) fn encode_base64(data: &[u8], url: bool) -> Vec<u8> {
    let alphabet: &[u8; 64] = if url {
        b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    } else {
        b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    };
    let mut out = Vec::with_capacity(data.len().div_ceil(3) * 4);
    let whole = data.chunks_exact(3);
    let rest = whole.remainder();
    for chunk in whole {
        let word = (u32::from(chunk[0]) << 16) | (u32::from(chunk[1]) << 8) | u32::from(chunk[2]);
        out.extend_from_slice(&[
            alphabet[(word >> 18) as usize & 63],
            alphabet[(word >> 12) as usize & 63],
            alphabet[(word >> 6) as usize & 63],
            alphabet[word as usize & 63],
        ]);
    }
    if !rest.is_empty() {
        let word = (u32::from(rest[0]) << 16) | (u32::from(*rest.get(1).unwrap_or(&0)) << 8);
        for index in 0..=rest.len() {
            out.push(alphabet[(word >> (18 - 6 * index)) as usize & 63]);
        }
        if !url {
            out.extend(std::iter::repeat_n(b'=', 3 - rest.len()));
        }
    }
    out
}

fn hex_digit(unit: u16) -> Option<u8> {
    Some(match unit {
        0x30..=0x39 => unit - 0x30,
        0x41..=0x46 => unit - 0x41 + 10,
        0x61..=0x66 => unit - 0x61 + 10,
        _ => return None,
    } as u8)
}

/// A string's bytes in `encoding`. For UTF-8, also where each character
/// ends, so a write that does not fit stops at a whole character.
///
/// # Safety
/// `text` must be a live string.
unsafe fn encode(text: *const ScrString, encoding: u32) -> Vec<u8> {
    // SAFETY: live string (caller contract).
    let units = unsafe { string::units(text) };
    match encoding {
        HEX => {
            let mut out = Vec::with_capacity(units.len() / 2);
            for pair in 0..units.len() / 2 {
                match (
                    hex_digit(units.unit(2 * pair)),
                    hex_digit(units.unit(2 * pair + 1)),
                ) {
                    (Some(high), Some(low)) => out.push(high << 4 | low),
                    _ => break,
                }
            }
            out
        }
        BASE64 | BASE64URL => decode_base64(units.iter()),
        LATIN1 | ASCII => units.iter().map(|unit| unit as u8).collect(),
        UTF16LE => units.iter().flat_map(u16::to_le_bytes).collect(),
        SEARCH_UTF8 => {
            let mut out = Vec::new();
            let mut encoded = [0u8; 4];
            for unit in char::decode_utf16(units.iter()) {
                match unit {
                    Ok(c) => out.extend_from_slice(c.encode_utf8(&mut encoded).as_bytes()),
                    Err(lone) => {
                        let unit = lone.unpaired_surrogate();
                        out.extend([
                            0xE0 | (unit >> 12) as u8,
                            0x80 | ((unit >> 6) & 0x3F) as u8,
                            0x80 | (unit & 0x3F) as u8,
                        ]);
                    }
                }
            }
            out
        }
        _ => match units {
            // ASCII stored as bytes is its own UTF-8.
            string::Units::Latin1(bytes) if bytes.is_ascii() => bytes.to_vec(),
            _ => {
                let mut out = Vec::new();
                // SAFETY: live string.
                unsafe { string::write_utf8(text, &mut out) };
                out
            }
        },
    }
}

/// Bytes as text in `encoding`.
fn decode(data: &[u8], encoding: u32) -> *mut ScrString {
    match encoding {
        HEX => {
            const DIGITS: &[u8; 16] = b"0123456789abcdef";
            let mut out = Vec::with_capacity(data.len() * 2);
            for &byte in data {
                out.extend_from_slice(&[
                    DIGITS[usize::from(byte >> 4)],
                    DIGITS[usize::from(byte & 15)],
                ]);
            }
            string::new_latin1(&out)
        }
        BASE64 | BASE64URL => string::new_latin1(&encode_base64(data, encoding == BASE64URL)),
        LATIN1 => string::new_latin1(data),
        ASCII => {
            let low: Vec<u8> = data.iter().map(|byte| byte & 0x7f).collect();
            string::new_latin1(&low)
        }
        UTF16LE => {
            let units: Vec<u16> = data
                .chunks_exact(2)
                .map(|pair| u16::from_le_bytes([pair[0], pair[1]]))
                .collect();
            string::new_utf16(&units)
        }
        _ if data.is_ascii() => string::new_latin1(data),
        _ => match std::str::from_utf8(data) {
            Ok(text) => string::new_from_str(text),
            // WHATWG's decoding: one U+FFFD per maximal invalid subpart,
            // which is what `from_utf8_lossy` does.
            Err(_) => string::new_from_str(&String::from_utf8_lossy(data)),
        },
    }
}

/// `Buffer.from(text, encoding)`.
///
/// # Safety
/// `text` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_buffer_from_string(
    text: *const ScrString,
    encoding: f64,
) -> *mut ScrArray {
    // SAFETY: live string (caller contract).
    new_buffer(&unsafe { encode(text, encoding as u32) })
}

/// `Buffer.byteLength(text, encoding)`: as Node computes it (for base64,
/// from the length and the padding, without decoding).
///
/// # Safety
/// `text` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_buffer_byte_length(text: *const ScrString, encoding: f64) -> f64 {
    // SAFETY: live string (caller contract).
    let units = unsafe { string::units(text) };
    let length = units.len();
    match encoding as u32 {
        HEX => (length / 2) as f64,
        BASE64 | BASE64URL => {
            let mut length = length;
            for _ in 0..2 {
                if length > 0 && units.unit(length - 1) == u16::from(b'=') {
                    length -= 1;
                }
            }
            ((length * 3) >> 2) as f64
        }
        LATIN1 | ASCII => length as f64,
        UTF16LE => (length * 2) as f64,
        // SAFETY: live string.
        _ => unsafe { encode(text, UTF8) }.len() as f64,
    }
}

/// `b.toString(encoding, start, end)`: `start` and `end` clamped to the
/// buffer (NaN and negatives are 0), nothing when `end <= start`.
///
/// # Safety
/// `buffer` must be a live one-byte typed array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_buffer_to_string(
    buffer: *const ScrArray,
    encoding: f64,
    start: f64,
    end: f64,
) -> *mut ScrString {
    // SAFETY: live buffer (caller contract).
    let data = unsafe { bytes(buffer) };
    let clamp = |value: f64| {
        if value.is_nan() || value <= 0.0 {
            0
        } else {
            (value.trunc() as usize).min(data.len())
        }
    };
    let (start, end) = (clamp(start), clamp(end));
    if end <= start {
        return string::empty_text();
    }
    decode(&data[start..end], encoding as u32)
}

/// `b.write(text, offset, length, encoding)`: the bytes written, whole
/// characters only for UTF-8 and UTF-16.
///
/// # Safety
/// `buffer` must be a live one-byte typed array, `text` a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_buffer_write_string(
    buffer: *mut ScrArray,
    text: *const ScrString,
    offset: f64,
    length: f64,
    encoding: f64,
) -> f64 {
    // SAFETY: live buffer (caller contract).
    let data = unsafe { bytes_mut(buffer) };
    let offset = offset.max(0.0) as usize;
    if offset > data.len() {
        out_of_range(
            "offset",
            &format!(">= 0 && <= {}", data.len()),
            offset as f64,
        );
        return 0.0;
    }
    let room = (data.len() - offset).min(length.max(0.0) as usize);
    let encoding = encoding as u32;
    // SAFETY: live string.
    let encoded = unsafe { encode(text, encoding) };
    let count = match encoding {
        UTF8 if encoded.len() > room => {
            // Back up to the start of the character cut off.
            let mut end = room;
            while end > 0 && encoded[end] & 0xc0 == 0x80 {
                end -= 1;
            }
            end
        }
        UTF16LE => encoded.len().min(room) & !1,
        _ => encoded.len().min(room),
    };
    data[offset..offset + count].copy_from_slice(&encoded[..count]);
    count as f64
}

/// Node's `ERR_OUT_OF_RANGE` message: `The value of "name" is out of
/// range. It must be RANGE. Received VALUE`, integers past 2^32 written
/// with `_` between groups of three digits.
fn out_of_range(name: &str, range: &str, received: f64) {
    let shown = received_text(received);
    let message =
        format!("The value of \"{name}\" is out of range. It must be {range}. Received {shown}");
    crate::dynamic::raise_coded("RangeError", "ERR_OUT_OF_RANGE", &message);
}

/// A number as Node's range errors show it: integers past 2^32 with `_`
/// between groups of three digits.
pub(crate) fn received_text(received: f64) -> String {
    let mut shown = Vec::new();
    crate::number::format_number(received, &mut shown);
    let mut shown = String::from_utf8(shown).unwrap_or_default();
    if received.fract() == 0.0 && received.abs() > 4_294_967_296.0 {
        shown = crate::number::group_digits(&shown, '_');
    }
    shown
}

/// The offset of a numeric read or write of `size` bytes, checked as Node
/// checks it (`undefined` is 0); `None` after raising its RangeError.
fn checked_offset(offset: f64, size: usize, length: usize) -> Option<usize> {
    let offset = if crate::array::is_undefined_number(offset) {
        0.0
    } else {
        offset
    };
    if offset.fract() != 0.0 || offset.is_nan() {
        out_of_range("offset", "an integer", offset);
        return None;
    }
    if length < size {
        crate::dynamic::raise_coded(
            "RangeError",
            "ERR_BUFFER_OUT_OF_BOUNDS",
            "Attempt to access memory outside buffer bounds",
        );
        return None;
    }
    let last = (length - size) as f64;
    if offset < 0.0 || offset > last {
        out_of_range("offset", &format!(">= 0 and <= {last}"), offset);
        return None;
    }
    Some(offset as usize)
}

/// What a numeric read or write moves: `code` is the size in bytes (1, 2,
/// 4 or 8) plus 16 when signed, 32 when big-endian and 64 for a float.
struct Access {
    size: usize,
    signed: bool,
    big_endian: bool,
    float: bool,
}

impl Access {
    fn of(code: f64) -> Access {
        let code = code as u32;
        Access {
            size: (code & 15) as usize,
            signed: code & 16 != 0,
            big_endian: code & 32 != 0,
            float: code & 64 != 0,
        }
    }
}

/// `b.readInt32BE(offset)` and the other numeric reads.
///
/// # Safety
/// `buffer` must be a live one-byte typed array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_buffer_read(buffer: *const ScrArray, offset: f64, code: f64) -> f64 {
    let access = Access::of(code);
    // SAFETY: live buffer (caller contract).
    let data = unsafe { bytes(buffer) };
    let Some(offset) = checked_offset(offset, access.size, data.len()) else {
        return 0.0;
    };
    let mut raw = [0u8; 8];
    raw[..access.size].copy_from_slice(&data[offset..offset + access.size]);
    if access.big_endian {
        raw[..access.size].reverse();
    }
    if access.float {
        return if access.size == 4 {
            f64::from(f32::from_le_bytes([raw[0], raw[1], raw[2], raw[3]]))
        } else {
            f64::from_le_bytes(raw)
        };
    }
    let unsigned = u64::from_le_bytes(raw);
    let bits = access.size as u32 * 8;
    if access.signed && unsigned >> (bits - 1) & 1 == 1 {
        (unsigned as i64 - (1i64 << bits)) as f64
    } else {
        unsigned as f64
    }
}

/// `b.writeInt32BE(value, offset)` and the other numeric writes: the
/// offset after the value written.
///
/// # Safety
/// `buffer` must be a live one-byte typed array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_buffer_write(
    buffer: *mut ScrArray,
    value: f64,
    offset: f64,
    code: f64,
) -> f64 {
    let access = Access::of(code);
    // SAFETY: live buffer (caller contract).
    let data = unsafe { bytes_mut(buffer) };
    let value = if crate::array::is_undefined_number(value) {
        f64::NAN
    } else {
        value
    };
    let bits = access.size as u32 * 8;
    if !access.float {
        let (min, max) = if access.signed {
            (
                -(2f64.powi(bits as i32 - 1)),
                2f64.powi(bits as i32 - 1) - 1.0,
            )
        } else {
            (0.0, 2f64.powi(bits as i32) - 1.0)
        };
        if value > max || value < min {
            out_of_range("value", &format!(">= {min} and <= {max}"), value);
            return 0.0;
        }
    }
    let Some(start) = checked_offset(offset, access.size, data.len()) else {
        return 0.0;
    };
    let mut raw = if access.float {
        if access.size == 4 {
            let mut raw = [0u8; 8];
            raw[..4].copy_from_slice(&(value as f32).to_le_bytes());
            raw
        } else {
            value.to_le_bytes()
        }
    } else {
        let integer = if value.is_nan() {
            0
        } else {
            value.trunc() as i64
        };
        integer.to_le_bytes()
    };
    if access.big_endian {
        raw[..access.size].reverse();
    }
    data[start..start + access.size].copy_from_slice(&raw[..access.size]);
    (start + access.size) as f64
}

/// `Buffer.compare(a, b)`, `a.compare(b)`: -1, 0 or 1 by bytes.
///
/// # Safety
/// Both must be live one-byte typed arrays.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_buffer_compare(left: *const ScrArray, right: *const ScrArray) -> f64 {
    // SAFETY: live buffers (caller contract).
    let (left, right) = unsafe { (bytes(left), bytes(right)) };
    match left.cmp(right) {
        std::cmp::Ordering::Less => -1.0,
        std::cmp::Ordering::Equal => 0.0,
        std::cmp::Ordering::Greater => 1.0,
    }
}

/// `b.indexOf(needle, from)` (`last` 0) and `b.lastIndexOf` (`last` 1)
/// of a byte sequence; `from` as Node reads it (negative from the end).
///
/// # Safety
/// Both must be live one-byte typed arrays.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_buffer_index_of(
    buffer: *const ScrArray,
    needle: *const ScrArray,
    from: f64,
    last: f64,
) -> f64 {
    // SAFETY: live buffers (caller contract).
    let (data, needle) = unsafe { (bytes(buffer), bytes(needle)) };
    let length = data.len() as f64;
    let last = last != 0.0;
    let from = if crate::array::is_undefined_number(from) || from.is_nan() {
        if last { length } else { 0.0 }
    } else {
        from.trunc()
    };
    let from = if from < 0.0 { length + from } else { from };
    let fits = |at: usize| data.get(at..at + needle.len()) == Some(needle);
    if last {
        if from < 0.0 {
            return -1.0;
        }
        let start = (from.min(length) as usize).min(data.len().saturating_sub(needle.len()));
        if needle.len() > data.len() {
            return -1.0;
        }
        return (0..=start)
            .rev()
            .find(|&at| fits(at))
            .map_or(-1.0, |at| at as f64);
    }
    let start = from.max(0.0);
    if start > length {
        return if needle.is_empty() { length } else { -1.0 };
    }
    let start = start as usize;
    if needle.is_empty() {
        return start as f64;
    }
    (start..data.len())
        .find(|&at| fits(at))
        .map_or(-1.0, |at| at as f64)
}

/// Whether the bytes are well-formed UTF-8 (`TextDecoder`'s `fatal`).
///
/// # Safety
/// `buffer` must be a live one-byte typed array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_utf8_valid(buffer: *const ScrArray) -> i32 {
    // SAFETY: live buffer (caller contract).
    i32::from(std::str::from_utf8(unsafe { bytes(buffer) }).is_ok())
}

/// `Buffer.alloc(size)`, `Buffer.allocUnsafe(size)`: zeroed bytes;
/// Node's RangeError for a size that is negative or too large.
#[unsafe(no_mangle)]
pub extern "C" fn scr_buffer_alloc(size: f64) -> *mut ScrArray {
    if !(0.0..=4_294_967_296.0).contains(&size) || size.is_nan() {
        out_of_range("size", ">= 0 && <= 4294967296", size);
        return typed::allocate(BUFFER, 0);
    }
    typed::allocate(BUFFER, size as usize)
}

/// The text of a Buffer for printing: `<Buffer 68 69>`, at most 50 bytes
/// then `... N more bytes`.
///
/// # Safety
/// `buffer` must be a live Buffer.
pub unsafe fn inspect(buffer: *const ScrArray) -> String {
    // SAFETY: live buffer (caller contract).
    let data = unsafe { bytes(buffer) };
    let shown: Vec<String> = data
        .iter()
        .take(50)
        .map(|byte| format!("{byte:02x}"))
        .collect();
    let mut out = format!("<Buffer {}", shown.join(" "));
    if data.len() > 50 {
        let more = data.len() - 50;
        out.push_str(&format!(
            " ... {more} more byte{}",
            if more == 1 { "" } else { "s" }
        ));
    }
    out.push('>');
    out
}

/// `String(buffer)`: the bytes as UTF-8 text.
///
/// # Safety
/// `buffer` must be a live Buffer.
pub unsafe fn to_text(buffer: *const ScrArray) -> Vec<u16> {
    // SAFETY: live buffer (caller contract).
    let text = String::from_utf8_lossy(unsafe { bytes(buffer) }).into_owned();
    text.encode_utf16().collect()
}

/// `b.readBigInt64LE(offset)` and the other 64-bit integer reads (`code`
/// as for [`scr_buffer_read`], size 8): a new bigint.
///
/// # Safety
/// `buffer` must be a live one-byte typed array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_buffer_read_bigint(
    buffer: *const ScrArray,
    offset: f64,
    code: f64,
) -> *mut crate::bigint::ScrBigInt {
    let access = Access::of(code);
    // SAFETY: live buffer (caller contract).
    let data = unsafe { bytes(buffer) };
    let Some(offset) = checked_offset(offset, 8, data.len()) else {
        return crate::bigint::from_bits(0, false);
    };
    let mut raw = [0u8; 8];
    raw.copy_from_slice(&data[offset..offset + 8]);
    if access.big_endian {
        raw.reverse();
    }
    crate::bigint::from_bits(u64::from_le_bytes(raw), access.signed)
}

/// `b.writeBigInt64LE(value, offset)` and the other 64-bit integer
/// writes: the offset after the value; Node's RangeError for a value out
/// of the type's range.
///
/// # Safety
/// `buffer` must be a live one-byte typed array; `value` a live bigint.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_buffer_write_bigint(
    buffer: *mut ScrArray,
    value: *const crate::bigint::ScrBigInt,
    offset: f64,
    code: f64,
) -> f64 {
    let access = Access::of(code);
    // SAFETY: a live bigint (caller contract).
    let (bits, fits) = unsafe { crate::bigint::to_bits(value, access.signed) };
    if !fits {
        // SAFETY: as above.
        let text = unsafe { crate::bigint::text(value) };
        // Node groups the digits of a bigint past 2^32.
        let big = text
            .trim_start_matches('-')
            .parse::<u64>()
            .ok()
            .is_none_or(|magnitude| magnitude > 4_294_967_296);
        let shown = if big {
            crate::number::group_digits(&text, '_')
        } else {
            text
        };
        let range = if access.signed {
            ">= -(2n ** 63n) and < 2n ** 63n"
        } else {
            ">= 0n and < 2n ** 64n"
        };
        let message = format!(
            "The value of \"value\" is out of range. It must be {range}. Received {shown}n"
        );
        crate::dynamic::raise_coded("RangeError", "ERR_OUT_OF_RANGE", &message);
        return 0.0;
    }
    // SAFETY: live buffer (caller contract).
    let data = unsafe { bytes_mut(buffer) };
    let Some(start) = checked_offset(offset, 8, data.len()) else {
        return 0.0;
    };
    let mut raw = bits.to_le_bytes();
    if access.big_endian {
        raw.reverse();
    }
    data[start..start + 8].copy_from_slice(&raw);
    (start + 8) as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_round_trips_and_decodes_leniently() {
        assert_eq!(encode_base64(b"hello", false), b"aGVsbG8=");
        assert_eq!(encode_base64(b"hello", true), b"aGVsbG8");
        let text: Vec<u16> = "aGV sbG8=\nd29y".encode_utf16().collect();
        assert_eq!(decode_base64(text.into_iter()), b"hello");
    }

    #[test]
    fn numeric_access_codes() {
        let access = Access::of(f64::from(4 + 16 + 32));
        assert_eq!(access.size, 4);
        assert!(access.signed && access.big_endian && !access.float);
    }
}
