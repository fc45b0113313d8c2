//! `encodeURIComponent`, `encodeURI`, `decodeURIComponent`, `decodeURI`
//! (ECMAScript's Encode and Decode over UTF-16 units, `URIError: URI
//! malformed` on a lone surrogate or a bad escape) and `atob`/`btoa`
//! (WHATWG's forgiving base64, Latin-1 text).

use crate::string::{self, ScrString};

/// What `encodeURIComponent` leaves as it is besides letters and digits.
const COMPONENT_MARKS: &[u8] = b"-_.!~*'()";
/// What `encodeURI` leaves as well: the reserved characters and `#`.
const URI_RESERVED: &[u8] = b";/?:@&=+$,#";

fn malformed() {
    crate::dynamic::raise("URIError", "URI malformed");
}

/// # Safety
/// `text` must be a live string.
unsafe fn encode(text: *const ScrString, keep: &[u8]) -> *mut ScrString {
    // SAFETY: live string (caller contract).
    let units: Vec<u16> = unsafe { string::units(text) }.iter().collect();
    let mut out = String::with_capacity(units.len());
    let mut index = 0;
    while index < units.len() {
        let unit = units[index];
        if unit < 0x80 {
            let byte = unit as u8;
            if byte.is_ascii_alphanumeric()
                || COMPONENT_MARKS.contains(&byte)
                || keep.contains(&byte)
            {
                out.push(char::from(byte));
                index += 1;
                continue;
            }
        }
        let code_point = match unit {
            0xdc00..=0xdfff => {
                malformed();
                return string::empty_text();
            }
            0xd800..=0xdbff => match units.get(index + 1) {
                Some(&low) if (0xdc00..=0xdfff).contains(&low) => {
                    index += 1;
                    0x10000 + ((u32::from(unit) - 0xd800) << 10) + (u32::from(low) - 0xdc00)
                }
                _ => {
                    malformed();
                    return string::empty_text();
                }
            },
            _ => u32::from(unit),
        };
        index += 1;
        let character = char::from_u32(code_point).unwrap_or(char::REPLACEMENT_CHARACTER);
        let mut buffer = [0u8; 4];
        for byte in character.encode_utf8(&mut buffer).bytes() {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    string::new_latin1(out.as_bytes())
}

fn hex_value(unit: u16) -> Option<u8> {
    char::from_u32(u32::from(unit))
        .and_then(|c| c.to_digit(16))
        .map(|digit| digit as u8)
}

/// The byte of the escape `%XX` at `index`, if there is one.
fn escaped(units: &[u16], index: usize) -> Option<u8> {
    if units.get(index) != Some(&u16::from(b'%')) {
        return None;
    }
    let high = hex_value(*units.get(index + 1)?)?;
    let low = hex_value(*units.get(index + 2)?)?;
    Some(high << 4 | low)
}

/// # Safety
/// `text` must be a live string.
unsafe fn decode(text: *const ScrString, reserved: &[u8]) -> *mut ScrString {
    // SAFETY: live string (caller contract).
    let units: Vec<u16> = unsafe { string::units(text) }.iter().collect();
    let mut out: Vec<u16> = Vec::with_capacity(units.len());
    let mut index = 0;
    while index < units.len() {
        if units[index] != u16::from(b'%') {
            out.push(units[index]);
            index += 1;
            continue;
        }
        let Some(first) = escaped(&units, index) else {
            malformed();
            return string::empty_text();
        };
        if first < 0x80 {
            if reserved.contains(&first) {
                out.extend_from_slice(&units[index..index + 3]);
            } else {
                out.push(u16::from(first));
            }
            index += 3;
            continue;
        }
        let count = match first {
            0xc0..=0xdf => 2,
            0xe0..=0xef => 3,
            0xf0..=0xf7 => 4,
            _ => {
                malformed();
                return string::empty_text();
            }
        };
        let mut bytes = vec![first];
        for part in 1..count {
            match escaped(&units, index + 3 * part) {
                Some(byte) if byte & 0xc0 == 0x80 => bytes.push(byte),
                _ => {
                    malformed();
                    return string::empty_text();
                }
            }
        }
        // `from_utf8` refuses overlong forms, surrogates and values past
        // U+10FFFF, as Decode does.
        let Ok(decoded) = std::str::from_utf8(&bytes) else {
            malformed();
            return string::empty_text();
        };
        out.extend(decoded.encode_utf16());
        index += 3 * count;
    }
    string::new_utf16(&out)
}

/// # Safety
/// `text` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_encode_uri_component(text: *const ScrString) -> *mut ScrString {
    // SAFETY: forwarded.
    unsafe { encode(text, b"") }
}

/// # Safety
/// `text` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_encode_uri(text: *const ScrString) -> *mut ScrString {
    // SAFETY: forwarded.
    unsafe { encode(text, URI_RESERVED) }
}

/// # Safety
/// `text` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_decode_uri_component(text: *const ScrString) -> *mut ScrString {
    // SAFETY: forwarded.
    unsafe { decode(text, b"") }
}

/// # Safety
/// `text` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_decode_uri(text: *const ScrString) -> *mut ScrString {
    // SAFETY: forwarded.
    unsafe { decode(text, URI_RESERVED) }
}

fn invalid_character(message: &str) {
    crate::dynamic::raise("InvalidCharacterError", message);
}

/// `btoa(text)`: the Latin-1 text's base64; a character past U+00FF is an
/// InvalidCharacterError.
///
/// # Safety
/// `text` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_btoa(text: *const ScrString) -> *mut ScrString {
    // SAFETY: live string (caller contract).
    let units = unsafe { string::units(text) };
    let mut bytes = Vec::with_capacity(units.len());
    for unit in units.iter() {
        if unit > 0xff {
            invalid_character("Invalid character");
            return string::empty_text();
        }
        bytes.push(unit as u8);
    }
    let encoded = crate::buffer::encode_base64(&bytes, false);
    string::new_latin1(&encoded)
}

/// `atob(text)`: WHATWG's forgiving base64 decoding (ASCII whitespace
/// skipped, `=` only at the end), as Latin-1 text.
///
/// # Safety
/// `text` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_atob(text: *const ScrString) -> *mut ScrString {
    // SAFETY: live string (caller contract).
    let units: Vec<u16> = unsafe { string::units(text) }.iter().collect();
    let mut significant = 0usize;
    let mut equals = 0usize;
    for &unit in &units {
        let Ok(byte) = u8::try_from(unit) else {
            invalid_character("Invalid character");
            return string::empty_text();
        };
        match byte {
            b'\t' | b'\n' | 0x0c | b'\r' | b' ' => {}
            b'=' => {
                significant += 1;
                equals += 1;
                if equals > 2 {
                    invalid_character("Invalid character");
                    return string::empty_text();
                }
            }
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'+' | b'/' => {
                significant += 1;
                if equals > 0 {
                    invalid_character("Invalid character");
                    return string::empty_text();
                }
            }
            _ => {
                invalid_character("Invalid character");
                return string::empty_text();
            }
        }
    }
    let mut remainder = significant % 4;
    if remainder == 0 {
        remainder = (significant - equals) % 4;
    } else if equals > 0 {
        invalid_character("Invalid character");
        return string::empty_text();
    }
    if remainder == 1 {
        invalid_character("The string to be decoded is not correctly encoded.");
        return string::empty_text();
    }
    let decoded = crate::buffer::decode_base64(units.into_iter());
    string::new_latin1(&decoded)
}
