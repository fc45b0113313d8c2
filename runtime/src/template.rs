//! Tagged templates' strings: each site's cooked strings are an immortal
//! array the compiler emits, the same one every time the site runs, with
//! its raw strings in another; `strings.raw` finds the raw array here.

use std::collections::HashMap;

use crate::array::{ELEMENT_STRING, ScrArray};

/// Raw strings' arrays by the address of their cooked strings' array.
static mut RAW: Option<HashMap<usize, usize>> = None;

/// A tagged template's site runs: its `raw` is `raw` from now on. Both
/// arrays are immortal.
///
/// # Safety
/// Both must be immortal arrays of strings.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_template_object(cooked: *const ScrArray, raw: *const ScrArray) {
    // SAFETY: single-threaded runtime; no reference outlives the call.
    unsafe {
        (*std::ptr::addr_of_mut!(RAW))
            .get_or_insert_with(HashMap::new)
            .entry(cooked as usize)
            .or_insert(raw as usize);
    }
}

/// `strings.raw`: the raw strings of a tag's strings (immortal, so the
/// reference returned needs no count). A `string[]` that is not a tag's
/// strings (only a cast can give one that type) raises scriptc's
/// TypeError and gives a new empty array.
///
/// # Safety
/// `strings` must be a live array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_template_raw(strings: *const ScrArray) -> *mut ScrArray {
    // SAFETY: single-threaded runtime; no reference outlives the call.
    let found = unsafe {
        (*std::ptr::addr_of!(RAW))
            .as_ref()
            .and_then(|raw| raw.get(&(strings as usize)).copied())
    };
    match found {
        Some(raw) => raw as *mut ScrArray,
        None => {
            crate::dynamic::raise(
                "TypeError",
                "scriptc does not support 'raw' of an array other than a tagged template's strings",
            );
            crate::array::scr_array_new(ELEMENT_STRING, 0)
        }
    }
}

/// `String.raw`: the raw strings joined by the values (of any element
/// kind, converted as `String` converts them), as many values as fit
/// between them. A new string.
///
/// # Safety
/// `raw` must be a live array of strings and `values` a live array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_raw(
    raw: *const ScrArray,
    values: *const ScrArray,
) -> *mut crate::string::ScrString {
    // SAFETY: caller contract: live arrays whose slots hold live values.
    unsafe {
        let strings = crate::array::slots(raw);
        let count = (*values).len as usize;
        let mut units: Vec<u16> = Vec::new();
        for (index, &text) in strings.iter().enumerate() {
            units.extend(crate::string::units(text as *const crate::string::ScrString).iter());
            if index + 1 < strings.len() && index < count {
                let value = crate::any::element_box(values, index);
                let shown = crate::dynamic::scr_dynamic_to_string(value);
                units.extend(crate::string::units(shown).iter());
                crate::string::release(shown);
                crate::object::release(value);
            }
        }
        if crate::string::too_long(units.len()) {
            return crate::string::empty_text();
        }
        crate::string::new_utf16(&units)
    }
}
