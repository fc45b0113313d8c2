//! `URL` as the WHATWG URL standard defines it, with the `url` crate (its
//! `quirks` module is the standard's getters and setters). The prelude's
//! `URL` class keeps the serialized URL (`href`); its getters and setters
//! go through these functions, numbered parts:
//! 0 href, 1 origin, 2 protocol, 3 username, 4 password, 5 host,
//! 6 hostname, 7 port, 8 pathname, 9 search, 10 hash.

use url::{Url, quirks};

use crate::string::{self, ScrString};

/// # Safety
/// `text` must be a live string.
unsafe fn text(text: *const ScrString) -> String {
    // SAFETY: caller contract.
    unsafe { string::to_rust_string(text) }
}

fn parse(input: &str, base: Option<&str>) -> Option<Url> {
    match base {
        Some(base) => Url::parse(base).ok()?.join(input).ok(),
        None => Url::parse(input).ok(),
    }
}

/// `new URL(input, base)`: the serialized URL; Node's `TypeError: Invalid
/// URL` when it does not parse.
///
/// # Safety
/// Both must be live strings.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_url_parse(
    input: *const ScrString,
    base: *const ScrString,
    has_base: i32,
) -> *mut ScrString {
    // SAFETY: live strings (caller contract).
    let (input, base) = unsafe { (text(input), text(base)) };
    match parse(&input, (has_base != 0).then_some(base.as_str())) {
        Some(url) => string::new_from_str(url.as_str()),
        None => {
            crate::dynamic::raise_coded("TypeError", "ERR_INVALID_URL", "Invalid URL");
            string::empty_text()
        }
    }
}

/// `URL.canParse(input, base)`.
///
/// # Safety
/// Both must be live strings.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_url_can_parse(
    input: *const ScrString,
    base: *const ScrString,
    has_base: i32,
) -> i32 {
    // SAFETY: live strings (caller contract).
    let (input, base) = unsafe { (text(input), text(base)) };
    i32::from(parse(&input, (has_base != 0).then_some(base.as_str())).is_some())
}

/// A part of a serialized URL.
///
/// # Safety
/// `href` must be a live string holding a URL this module serialized.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_url_get(href: *const ScrString, part: f64) -> *mut ScrString {
    // SAFETY: live string (caller contract).
    let Ok(url) = Url::parse(&unsafe { text(href) }) else {
        return string::empty_text();
    };
    let value = match part as u32 {
        0 => quirks::href(&url).to_string(),
        1 => quirks::origin(&url),
        2 => quirks::protocol(&url).to_string(),
        3 => quirks::username(&url).to_string(),
        4 => quirks::password(&url).to_string(),
        5 => quirks::host(&url).to_string(),
        6 => quirks::hostname(&url).to_string(),
        7 => quirks::port(&url).to_string(),
        8 => quirks::pathname(&url).to_string(),
        9 => quirks::search(&url).to_string(),
        _ => quirks::hash(&url).to_string(),
    };
    string::new_from_str(&value)
}

/// Sets a part of a serialized URL as the standard's setter does (a value
/// the setter refuses leaves the URL as it was): the new serialization.
/// Setting `href` (part 0) to what does not parse is Node's TypeError.
///
/// # Safety
/// `href` and `value` must be live strings.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_url_set(
    href: *const ScrString,
    part: f64,
    value: *const ScrString,
) -> *mut ScrString {
    // SAFETY: live strings (caller contract).
    let (current, value) = unsafe { (text(href), text(value)) };
    let Ok(mut url) = Url::parse(&current) else {
        return string::new_from_str(&current);
    };
    match part as u32 {
        0 if quirks::set_href(&mut url, &value).is_err() => {
            crate::dynamic::raise_coded("TypeError", "ERR_INVALID_URL", "Invalid URL");
        }
        2 => {
            let _ = quirks::set_protocol(&mut url, &value);
        }
        3 => {
            let _ = quirks::set_username(&mut url, &value);
        }
        4 => {
            let _ = quirks::set_password(&mut url, &value);
        }
        5 => {
            let _ = quirks::set_host(&mut url, &value);
        }
        6 => {
            let _ = quirks::set_hostname(&mut url, &value);
        }
        7 => {
            let _ = quirks::set_port(&mut url, &value);
        }
        8 => quirks::set_pathname(&mut url, &value),
        9 => quirks::set_search(&mut url, &value),
        10 => quirks::set_hash(&mut url, &value),
        _ => {}
    }
    string::new_from_str(url.as_str())
}

/// `application/x-www-form-urlencoded` text of one name or value: the
/// `URLSearchParams` serializer's byte encoding.
///
/// # Safety
/// `value` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_form_encode(value: *const ScrString) -> *mut ScrString {
    // SAFETY: live string (caller contract).
    let value = unsafe { text(value) };
    let encoded: String = url::form_urlencoded::byte_serialize(value.as_bytes()).collect();
    string::new_from_str(&encoded)
}

/// The pairs of a query string (`a=1&b=two+words`), as a name, value,
/// name, value... string array, `+` as space and escapes decoded as
/// UTF-8 (invalid sequences as U+FFFD), as `URLSearchParams` parses.
///
/// # Safety
/// `query` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_form_decode(query: *const ScrString) -> *mut crate::array::ScrArray {
    // SAFETY: live string (caller contract).
    let query = unsafe { text(query) };
    let result = crate::array::scr_array_new(crate::array::ELEMENT_STRING, 0);
    for (name, value) in url::form_urlencoded::parse(query.as_bytes()) {
        for part in [name, value] {
            let text = string::new_from_str(&part);
            // SAFETY: a fresh array and string.
            unsafe {
                crate::array::scr_array_push(result, text as u64);
                string::release(text);
            }
        }
    }
    result
}
