//! `JSON.stringify` of any value the compiler can describe: numbers
//! (non-finite as `null`), booleans, strings, arrays, tuples, objects
//! (fields in order; `#private` fields, functions and `undefined` values
//! left out), records, and maps and sets (as `{}`), with Node's spacing when
//! an indentation is given.

use crate::array::{
    ELEMENT_ARRAY, ELEMENT_BOOLEAN, ELEMENT_NUMBER, ELEMENT_OBJECT, ELEMENT_STRING, ScrArray,
    is_undefined_number, slots,
};
use crate::object::{self, ScrObject};
use crate::string::{self, ScrString};

/// Whether a value is left out of an object (`undefined` or a function).
///
/// # Safety
/// `bits` must be a live value of `kind`.
unsafe fn omitted(kind: u32, bits: u64) -> bool {
    // A value of a union type is its payload.
    // SAFETY: forwarded.
    let (kind, bits) = unsafe { crate::dynamic::unwrap(kind, bits) };
    if kind == crate::dynamic::DYNAMIC_UNDEFINED {
        return true;
    }
    match kind {
        ELEMENT_NUMBER => is_undefined_number(f64::from_bits(bits)),
        ELEMENT_STRING => bits as *mut ScrString == string::undefined_text(),
        // SAFETY: live object.
        ELEMENT_OBJECT if bits != 0 => unsafe {
            (*(*(bits as *const ScrObject)).descriptor).kind == object::KIND_FUNCTION
        },
        _ => false,
    }
}

struct Writer {
    out: Vec<u16>,
    indent: Vec<u16>,
    depth: usize,
}

impl Writer {
    fn text(&mut self, text: &str) {
        self.out.extend(text.encode_utf16());
    }

    fn newline(&mut self) {
        if self.indent.is_empty() {
            return;
        }
        self.out.push(u16::from(b'\n'));
        for _ in 0..self.depth {
            self.out.extend_from_slice(&self.indent.clone());
        }
    }

    /// `[`/`{`, the items, `]`/`}`: one per line when indenting.
    fn list(&mut self, open: &str, close: &str, items: Vec<Vec<u16>>) {
        if items.is_empty() {
            self.text(open);
            self.text(close);
            return;
        }
        self.text(open);
        self.depth += 1;
        for (index, item) in items.into_iter().enumerate() {
            if index > 0 {
                self.text(",");
            }
            self.newline();
            self.out.extend(item);
        }
        self.depth -= 1;
        self.newline();
        self.text(close);
    }

    /// # Safety
    /// `bits` must be a live value of `kind`.
    unsafe fn value(&mut self, kind: u32, bits: u64) {
        // A value of a union type is its payload.
        // SAFETY: forwarded.
        let (kind, bits) = unsafe { crate::dynamic::unwrap(kind, bits) };
        match kind {
            ELEMENT_NUMBER => {
                let number = f64::from_bits(bits);
                if number.is_finite() {
                    let mut text = Vec::new();
                    crate::number::format_number(number, &mut text);
                    self.out.extend(text.iter().map(|&b| u16::from(b)));
                } else {
                    self.text("null");
                }
            }
            ELEMENT_BOOLEAN => self.text(if bits != 0 { "true" } else { "false" }),
            ELEMENT_STRING if bits as *mut ScrString == string::undefined_text() => {
                self.text("null")
            }
            ELEMENT_STRING => {
                // SAFETY: live string.
                let units = unsafe { string::units(bits as *const ScrString) };
                let units: Vec<u16> = (0..units.len()).map(|i| units.unit(i)).collect();
                crate::string_methods::json_quote_units(&units, &mut self.out);
            }
            // SAFETY: live array.
            ELEMENT_ARRAY if bits != 0 => unsafe { self.array(bits as *const ScrArray) },
            // SAFETY: live object.
            ELEMENT_OBJECT if bits != 0 => unsafe { self.object(bits as *const ScrObject) },
            _ => self.text("null"),
        }
    }

    /// An element of an array: `undefined` and functions become `null`.
    ///
    /// # Safety
    /// As for `value`.
    unsafe fn element(&mut self, kind: u32, bits: u64) -> Vec<u16> {
        let saved = std::mem::take(&mut self.out);
        // SAFETY: forwarded.
        unsafe {
            if omitted(kind, bits) {
                self.text("null");
            } else {
                self.value(kind, bits);
            }
        }
        std::mem::replace(&mut self.out, saved)
    }

    /// A `"key": value` member.
    ///
    /// # Safety
    /// As for `value`.
    unsafe fn member(&mut self, key: &[u16], kind: u32, bits: u64) -> Vec<u16> {
        let saved = std::mem::take(&mut self.out);
        crate::string_methods::json_quote_units(key, &mut self.out);
        self.text(if self.indent.is_empty() { ":" } else { ": " });
        // SAFETY: forwarded.
        unsafe { self.value(kind, bits) };
        std::mem::replace(&mut self.out, saved)
    }

    /// # Safety
    /// `array` must be live.
    unsafe fn array(&mut self, array: *const ScrArray) {
        // A typed array is an object with a property per index.
        // SAFETY: live array.
        if crate::typed::is_typed(unsafe { (*array).kind }) {
            // SAFETY: a live typed array.
            let values = unsafe { crate::typed::values(array) };
            self.depth += 1;
            let items: Vec<Vec<u16>> = values
                .iter()
                .enumerate()
                // SAFETY: numbers are plain values.
                .map(|(index, &value)| unsafe {
                    self.member(
                        &index.to_string().encode_utf16().collect::<Vec<u16>>(),
                        ELEMENT_NUMBER,
                        value.to_bits(),
                    )
                })
                .collect();
            self.depth -= 1;
            self.list("{", "}", items);
            return;
        }
        // SAFETY: live array.
        let (kind, values) = unsafe { ((*array).kind, slots(array).to_vec()) };
        self.depth += 1;
        // SAFETY: live elements.
        let items: Vec<Vec<u16>> = values
            .iter()
            .map(|&bits| unsafe { self.element(kind, bits) })
            .collect();
        self.depth -= 1;
        self.list("[", "]", items);
    }

    /// # Safety
    /// `value` must be a live object.
    unsafe fn object(&mut self, value: *const ScrObject) {
        // `toJSON()`: what it returns is serialized instead.
        // SAFETY: a live object.
        if let Some(replacement) = unsafe { crate::dynamic::to_json(value) } {
            // SAFETY: a fresh reference to a live object, released after.
            unsafe {
                self.value(crate::array::ELEMENT_OBJECT, replacement as u64);
                crate::object::release(replacement);
            }
            return;
        }
        // SAFETY: live object.
        let (kind, fields, values) = unsafe {
            let descriptor = (*value).descriptor;
            (
                (*descriptor).kind,
                object::fields(descriptor),
                object::slots(value).to_vec(),
            )
        };
        self.depth += 1;
        let mut items = Vec::new();
        match kind {
            object::KIND_TUPLE => {
                for (field, bits) in fields.iter().zip(values) {
                    // SAFETY: live slots.
                    items.push(unsafe { self.element(field.kind as u32, bits) });
                }
            }
            object::KIND_RECORD => {
                let map = value.cast::<crate::map::ScrMap>();
                // SAFETY: a live record.
                let (pairs, value_kind) =
                    unsafe { (crate::map::ordered(map), (*(*map).table).value_kind) };
                for (key, bits) in pairs {
                    // SAFETY: live keys and values.
                    unsafe {
                        if omitted(value_kind, bits) {
                            continue;
                        }
                        let key = string::units(key as *const ScrString);
                        let key: Vec<u16> = (0..key.len()).map(|i| key.unit(i)).collect();
                        items.push(self.member(&key, value_kind, bits));
                    }
                }
            }
            object::KIND_MAP | object::KIND_SET | object::KIND_FUNCTION => {}
            _ => {
                for (field, bits) in fields.iter().zip(values) {
                    // SAFETY: compiler-emitted names; live slots.
                    unsafe {
                        let name = std::slice::from_raw_parts(field.name, field.name_len as usize);
                        if name.first() == Some(&b'#') || omitted(field.kind as u32, bits) {
                            continue;
                        }
                        let key: Vec<u16> = String::from_utf8_lossy(name).encode_utf16().collect();
                        items.push(self.member(&key, field.kind as u32, bits));
                    }
                }
            }
        }
        self.depth -= 1;
        if kind == object::KIND_TUPLE {
            self.list("[", "]", items);
        } else {
            self.list("{", "}", items);
        }
    }
}

/// `JSON.stringify(value, null, indent)`: `indent` spaces (clamped to 10;
/// 0 or less for none).
///
/// # Safety
/// `bits` must be a live value of `kind`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_json_stringify(kind: u32, bits: u64, indent: f64) -> *mut ScrString {
    let spaces = if indent.is_nan() || indent < 1.0 {
        0
    } else {
        indent.min(10.0) as usize
    };
    let mut writer = Writer {
        out: Vec::new(),
        indent: vec![u16::from(b' '); spaces],
        depth: 0,
    };
    // SAFETY: caller contract.
    unsafe { writer.value(kind, bits) };
    string::new_utf16(&writer.out)
}
