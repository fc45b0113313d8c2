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
            matches!(
                (*(*(bits as *const ScrObject)).descriptor).kind,
                object::KIND_FUNCTION | crate::class_value::KIND_CLASS_VALUE
            ) || object::is_symbol(bits as *const ScrObject)
        },
        _ => false,
    }
}

/// The text being written: one byte per unit while every unit fits in
/// Latin-1 (the string is then stored that way), two from the first that
/// does not.
struct Writer {
    narrow: Vec<u8>,
    out: Vec<u16>,
    is_wide: bool,
    indent: Vec<u16>,
    depth: usize,
    /// Scratch space for formatting numbers.
    digits: Vec<u8>,
    /// The arrays and objects being written, outermost first, each with
    /// the key it was reached by (to report a cycle as V8 does).
    path: Vec<(Key, usize, Constructor)>,
    /// The key of the value about to be written.
    key_of_next: Key,
    /// A TypeError was raised: everything returns without writing.
    failed: bool,
}

impl Writer {
    /// The value to write for a property or element reached by `key`:
    /// what its `toJSON(key)` returns when it has one (JavaScript's
    /// `SerializeJSONProperty`; a new box, to release after writing), or
    /// the value itself; `None` when it is left out (`undefined`, a
    /// function) or `toJSON` threw (`failed` is then set).
    ///
    /// # Safety
    /// `bits` must be a live value of `kind`.
    unsafe fn prepare(
        &mut self,
        key: Key,
        kind: u32,
        bits: u64,
    ) -> Option<(u32, u64, Option<*mut ScrObject>)> {
        self.key_of_next = key;
        // SAFETY: caller contract.
        unsafe {
            let (inner, payload) = crate::dynamic::unwrap(kind, bits);
            let replacement = if inner == ELEMENT_OBJECT
                && payload != 0
                && !crate::bigint::is_bigint(payload as *const ScrObject)
            {
                crate::any::call_to_json(payload as *const ScrObject, self.key_text())
            } else {
                None
            };
            if crate::dynamic::scr_pending != 0 {
                if let Some(held) = replacement {
                    crate::object::release(held);
                }
                self.failed = true;
                return None;
            }
            let (kind, bits) = match replacement {
                Some(held) => (ELEMENT_OBJECT, held as u64),
                None => (kind, bits),
            };
            if omitted(kind, bits) {
                if let Some(held) = replacement {
                    crate::object::release(held);
                }
                return None;
            }
            Some((kind, bits, replacement))
        }
    }

    /// Writes a value [`Writer::prepare`] gave, releasing its replacement.
    ///
    /// # Safety
    /// As for `value`.
    unsafe fn write_prepared(&mut self, (kind, bits, held): (u32, u64, Option<*mut ScrObject>)) {
        // SAFETY: forwarded; the replacement is ours.
        unsafe {
            self.value(kind, bits);
            if let Some(held) = held {
                crate::object::release(held);
            }
        }
    }

    /// The key the value about to be written was reached by, as `toJSON`
    /// is given it: a new string (`""` at the top, an index's digits).
    ///
    /// # Safety
    /// A record's key being written must be live.
    unsafe fn key_text(&self) -> *mut ScrString {
        match self.key_of_next {
            Key::Top => string::new_from_str(""),
            Key::Field(name) => string::new_from_str(&String::from_utf8_lossy(name)),
            Key::Entry(key) => {
                // SAFETY: caller contract.
                unsafe { string::retain(key.cast_mut()) };
                key.cast_mut()
            }
            Key::Index(index) => string::new_from_str(&index.to_string()),
        }
    }
}

/// How a value was reached: the top, a property (a descriptor's field
/// name, UTF-8, or a record's key string, alive while the record is
/// written), an index. Named only when a cycle is reported.
#[derive(Clone, Copy)]
enum Key {
    Top,
    Field(&'static [u8]),
    Entry(*const ScrString),
    Index(usize),
}

impl Key {
    fn describe(&self) -> String {
        let name = match *self {
            Key::Top => return "<anonymous>".to_string(),
            Key::Index(index) => return format!("index {index}"),
            Key::Field(name) => String::from_utf8_lossy(name).into_owned(),
            // SAFETY: the record holding the key is being written.
            Key::Entry(key) => unsafe { string::to_rust_string(key) },
        };
        if name.is_empty() {
            "<anonymous>".to_string()
        } else {
            format!("property '{name}'")
        }
    }
}

/// What a cycle report calls an object's constructor.
#[derive(Clone, Copy)]
enum Constructor {
    Named(&'static str),
    /// A class instance: its descriptor's name.
    Class(*const object::ClassDescriptor),
}

impl Constructor {
    fn name(self) -> String {
        match self {
            Constructor::Named(name) => name.to_string(),
            // SAFETY: a compiler-emitted descriptor, static.
            Constructor::Class(descriptor) => unsafe {
                String::from_utf8_lossy(object::name(descriptor)).into_owned()
            },
        }
    }
}

thread_local! {
    /// Set by console's `%j`, which prints `[Circular]` for a value with a
    /// cycle: a cycle then raises nothing and sets `CIRCULAR_FOUND`.
    pub static CIRCULAR_QUIET: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    pub static CIRCULAR_FOUND: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

impl Writer {
    /// Starts writing the array or object at `address`: false (with a
    /// TypeError raised) when it is already being written, a cycle.
    fn enter(&mut self, address: usize, constructor: Constructor) -> bool {
        let key = std::mem::replace(&mut self.key_of_next, Key::Top);
        if let Some(start) = self.path.iter().position(|(_, seen, _)| *seen == address) {
            self.failed = true;
            if CIRCULAR_QUIET.get() {
                CIRCULAR_FOUND.set(true);
                return false;
            }
            let message = circular_message(&self.path[start..], &key);
            crate::dynamic::raise("TypeError", &message);
            return false;
        }
        self.path.push((key, address, constructor));
        true
    }

    fn leave(&mut self) {
        self.path.pop();
    }

    fn unit(&mut self, unit: u16) {
        if self.is_wide {
            self.out.push(unit);
        } else if unit < 0x100 {
            self.narrow.push(unit as u8);
        } else {
            self.wide().push(unit);
        }
    }

    fn bytes(&mut self, bytes: &[u8]) {
        if self.is_wide {
            self.out.extend(bytes.iter().map(|&b| u16::from(b)));
        } else {
            self.narrow.extend_from_slice(bytes);
        }
    }

    /// The two-byte buffer, switching to it.
    fn wide(&mut self) -> &mut Vec<u16> {
        if !self.is_wide {
            self.is_wide = true;
            self.out = self.narrow.iter().map(|&b| u16::from(b)).collect();
            self.narrow = Vec::new();
        }
        &mut self.out
    }

    fn text(&mut self, text: &str) {
        self.bytes(text.as_bytes());
    }

    fn newline(&mut self) {
        if self.indent.is_empty() {
            return;
        }
        self.unit(u16::from(b'\n'));
        for _ in 0..self.depth {
            for index in 0..self.indent.len() {
                self.unit(self.indent[index]);
            }
        }
    }

    /// `[` or `{`: the items follow, each after [`Writer::item`].
    fn open(&mut self, open: u8) {
        self.unit(u16::from(open));
        self.depth += 1;
    }

    /// Before the item numbered `index` of the open list.
    fn item(&mut self, index: usize) {
        if index > 0 {
            self.unit(u16::from(b','));
        }
        self.newline();
    }

    /// `]` or `}` after `count` items (on its own line when indenting and
    /// there were any).
    fn close(&mut self, close: u8, count: usize) {
        self.depth -= 1;
        if count > 0 {
            self.newline();
        }
        self.unit(u16::from(close));
    }

    /// A quoted string from Latin-1 or UTF-16 units.
    fn quoted(&mut self, units: &string::Units<'_>) {
        match units {
            string::Units::Latin1(bytes) => {
                self.unit(u16::from(b'"'));
                for &byte in *bytes {
                    match byte {
                        b'"' => self.text("\\\""),
                        b'\\' => self.text("\\\\"),
                        0x08 => self.text("\\b"),
                        0x0C => self.text("\\f"),
                        b'\n' => self.text("\\n"),
                        b'\r' => self.text("\\r"),
                        b'\t' => self.text("\\t"),
                        0..=0x1F => self.text(&format!("\\u{byte:04x}")),
                        _ => self.unit(u16::from(byte)),
                    }
                }
                self.unit(u16::from(b'"'));
            }
            string::Units::Utf16(units) => {
                crate::string_methods::json_quote_units(units, self.wide())
            }
        }
    }

    /// A quoted property name from descriptor bytes (UTF-8).
    fn key(&mut self, name: &[u8]) {
        if name.is_ascii() {
            self.quoted(&string::Units::Latin1(name));
        } else {
            let units: Vec<u16> = String::from_utf8_lossy(name).encode_utf16().collect();
            crate::string_methods::json_quote_units(&units, self.wide());
        }
        self.text(if self.indent.is_empty() { ":" } else { ": " });
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
                    self.digits.clear();
                    crate::number::format_number(number, &mut self.digits);
                    let digits = std::mem::take(&mut self.digits);
                    self.bytes(&digits);
                    self.digits = digits;
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
                self.quoted(&units);
            }
            // SAFETY: live array.
            ELEMENT_ARRAY if bits != 0 => unsafe { self.array(bits as *const ScrArray) },
            // SAFETY: live object.
            ELEMENT_OBJECT if bits != 0 => unsafe { self.object(bits as *const ScrObject) },
            _ => self.text("null"),
        }
    }

    /// # Safety
    /// `array` must be live.
    unsafe fn array(&mut self, array: *const ScrArray) {
        // A typed array is an object with a property per index.
        // SAFETY: live array.
        if crate::typed::is_typed(unsafe { (*array).kind }) {
            // SAFETY: a live typed array.
            let values = unsafe { crate::typed::values(array) };
            // SAFETY: live array.
            if unsafe { (*array).kind } == crate::typed::BUFFER {
                // `toJSON`: `{ type: "Buffer", data: [bytes] }`.
                self.open(b'{');
                self.item(0);
                self.key(b"type");
                self.text("\"Buffer\"");
                self.item(1);
                self.key(b"data");
                self.open(b'[');
                for (index, &value) in values.iter().enumerate() {
                    self.item(index);
                    // SAFETY: numbers are plain values.
                    unsafe { self.value(ELEMENT_NUMBER, value.to_bits()) };
                }
                self.close(b']', values.len());
                self.close(b'}', 2);
                return;
            }
            self.open(b'{');
            for (index, &value) in values.iter().enumerate() {
                self.item(index);
                self.key(index.to_string().as_bytes());
                // SAFETY: numbers are plain values.
                unsafe { self.value(ELEMENT_NUMBER, value.to_bits()) };
            }
            self.close(b'}', values.len());
            return;
        }
        if !self.enter(array as usize, Constructor::Named("Array")) {
            return;
        }
        // A copy of the slots: a `toJSON` method could change the array.
        // SAFETY: live array.
        let (kind, values) = unsafe { ((*array).kind, slots(array).to_vec()) };
        self.open(b'[');
        for (index, &bits) in values.iter().enumerate() {
            if self.failed {
                return;
            }
            self.item(index);
            // SAFETY: live elements.
            unsafe {
                match self.prepare(Key::Index(index), kind, bits) {
                    Some(prepared) => self.write_prepared(prepared),
                    None if self.failed => return,
                    None => self.text("null"),
                }
            }
        }
        self.close(b']', values.len());
        self.leave();
    }

    /// # Safety
    /// `value` must be a live object.
    unsafe fn object(&mut self, value: *const ScrObject) {
        // SAFETY: a live object.
        if unsafe { crate::bigint::is_bigint(value) } {
            self.failed = true;
            crate::dynamic::raise("TypeError", "Do not know how to serialize a BigInt");
            return;
        }
        // SAFETY: live object.
        let (kind, fields, values) = unsafe {
            let descriptor = (*value).descriptor;
            (
                (*descriptor).kind,
                object::fields(descriptor),
                object::slots(value),
            )
        };
        let constructor = match kind {
            object::KIND_TUPLE => Constructor::Named("Array"),
            object::KIND_MAP => Constructor::Named("Map"),
            object::KIND_SET => Constructor::Named("Set"),
            object::KIND_FUNCTION => Constructor::Named("Function"),
            // SAFETY: a live object.
            object::KIND_CLASS => Constructor::Class(unsafe { (*value).descriptor }),
            _ => Constructor::Named("Object"),
        };
        if !self.enter(value as usize, constructor) {
            return;
        }
        // SAFETY: the fields and slots of the live object.
        unsafe { self.write_object(kind, value, fields, values) };
        self.leave();
    }

    /// The fields of an object being written (see `object`).
    ///
    /// # Safety
    /// `value` must be a live object with these fields and slots.
    unsafe fn write_object(
        &mut self,
        kind: u64,
        value: *const ScrObject,
        fields: &[object::FieldDescriptor],
        values: &[u64],
    ) {
        let mut count = 0;
        match kind {
            object::KIND_TUPLE => {
                self.open(b'[');
                for (field, &bits) in fields.iter().zip(values) {
                    if self.failed {
                        return;
                    }
                    self.item(count);
                    let key = Key::Index(count);
                    count += 1;
                    // SAFETY: live slots.
                    unsafe {
                        match self.prepare(key, field.kind as u32, bits) {
                            Some(prepared) => self.write_prepared(prepared),
                            None if self.failed => return,
                            None => self.text("null"),
                        }
                    }
                }
                self.close(b']', count);
                return;
            }
            object::KIND_RECORD => {
                self.open(b'{');
                let map = value.cast::<crate::map::ScrMap>();
                // SAFETY: a live record.
                let (pairs, value_kind) =
                    unsafe { (crate::map::ordered(map), (*map).table.value_kind) };
                for (key, bits) in pairs {
                    if self.failed {
                        return;
                    }
                    // SAFETY: live keys and values.
                    unsafe {
                        let Some(prepared) =
                            self.prepare(Key::Entry(key as *const ScrString), value_kind, bits)
                        else {
                            continue;
                        };
                        self.item(count);
                        count += 1;
                        let key = string::units(key as *const ScrString);
                        self.quoted(&key);
                        self.text(if self.indent.is_empty() { ":" } else { ": " });
                        self.write_prepared(prepared);
                    }
                }
            }
            object::KIND_MAP | object::KIND_SET | object::KIND_FUNCTION => self.open(b'{'),
            _ => {
                self.open(b'{');
                // An error's `name`, `message` and `cause` are not its own
                // enumerable properties in JavaScript: the fields the
                // `Error` class itself declares are left out.
                // SAFETY: a live object.
                let error = unsafe { crate::dynamic::is_error(value) };
                let skipped = if error {
                    crate::dynamic::ERROR_FIELDS
                } else {
                    0
                };
                // An object literal with accessors: what its getters give.
                // SAFETY: a live object.
                if unsafe { object::has_accessors(value) } {
                    // SAFETY: a live object; the list holds its values.
                    let properties = unsafe { object::data_fields(value) };
                    for &(name, kind, bits) in properties.iter() {
                        // SAFETY: live values of their kinds.
                        unsafe {
                            if self.failed {
                                return;
                            }
                            let Some(prepared) = self.prepare(Key::Field(name), kind, bits) else {
                                continue;
                            };
                            self.item(count);
                            count += 1;
                            self.key(name);
                            self.write_prepared(prepared);
                        }
                    }
                    self.close(b'}', count);
                    return;
                }
                for (field, &bits) in fields.iter().zip(values).skip(skipped) {
                    if self.failed {
                        return;
                    }
                    // SAFETY: compiler-emitted names; live slots.
                    unsafe {
                        let name = std::slice::from_raw_parts(field.name, field.name_len as usize);
                        if !object::is_listed_field(field, name) {
                            continue;
                        }
                        let Some(prepared) =
                            self.prepare(Key::Field(name), field.kind as u32, bits)
                        else {
                            continue;
                        };
                        self.item(count);
                        count += 1;
                        self.key(name);
                        self.write_prepared(prepared);
                    }
                }
                // A `name` the program assigned is an own property, last.
                // SAFETY: a live error.
                if error && let Some(bits) = unsafe { crate::dynamic::error_own_name(value) } {
                    self.item(count);
                    count += 1;
                    self.key_of_next = Key::Field(b"name");
                    self.key(b"name");
                    // SAFETY: the live `name` string.
                    unsafe { self.value(crate::array::ELEMENT_STRING, bits) };
                }
            }
        }
        self.close(b'}', count);
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
    // SAFETY: caller contract.
    unsafe { stringify(kind, bits, vec![u16::from(b' '); spaces]) }
}

/// `JSON.stringify(value, null, indent)` with a string: its first ten
/// code units indent each level.
///
/// # Safety
/// `bits` must be a live value of `kind`, `indent` a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_json_stringify_text(
    kind: u32,
    bits: u64,
    indent: *const ScrString,
) -> *mut ScrString {
    // SAFETY: caller contract.
    unsafe {
        let units = string::units(indent);
        let indent = units.iter().take(10).collect();
        stringify(kind, bits, indent)
    }
}

/// # Safety
/// `bits` must be a live value of `kind`.
unsafe fn stringify(kind: u32, bits: u64, indent: Vec<u16>) -> *mut ScrString {
    // `JSON.stringify(undefined)` (or of a function) is `undefined`, not
    // text.
    // SAFETY: caller contract.
    if unsafe { omitted(kind, bits) } {
        return string::undefined_text();
    }
    let mut writer = Writer {
        narrow: Vec::new(),
        out: Vec::new(),
        is_wide: false,
        indent,
        depth: 0,
        digits: Vec::new(),
        path: Vec::new(),
        key_of_next: Key::Top,
        failed: false,
    };
    // SAFETY: caller contract.
    match unsafe { writer.prepare(Key::Top, kind, bits) } {
        // SAFETY: what `prepare` gave.
        Some(prepared) => unsafe { writer.write_prepared(prepared) },
        None if writer.failed => return string::empty_text(),
        // What the top value's `toJSON` returned is left out: `undefined`.
        None => return string::undefined_text(),
    }
    if writer.failed {
        return string::empty_text();
    }
    let length = if writer.is_wide {
        writer.out.len()
    } else {
        writer.narrow.len()
    };
    if string::too_long(length) {
        return string::empty_text();
    }
    if writer.is_wide {
        string::new_utf16(&writer.out)
    } else {
        string::new_latin1(&writer.narrow)
    }
}

/// V8's message for a cycle: the object it starts at, at most two steps
/// after it and the last one (an ellipsis between), and the key that
/// closes it.
fn circular_message(cycle: &[(Key, usize, Constructor)], closing: &Key) -> String {
    const PREFIX: usize = 2;
    const POSTFIX: usize = 1;
    let mut message = String::from("Converting circular structure to JSON");
    message.push_str(&format!(
        "\n    --> starting at object with constructor '{}'",
        cycle[0].2.name()
    ));
    let line = |message: &mut String, (key, _, constructor): &(Key, usize, Constructor)| {
        message.push_str(&format!(
            "\n    |     {} -> object with constructor '{}'",
            key.describe(),
            constructor.name()
        ));
    };
    let mut index = 1;
    let prefix_end = cycle.len().min(index + PREFIX);
    while index < prefix_end {
        line(&mut message, &cycle[index]);
        index += 1;
    }
    if cycle.len() > index + POSTFIX {
        message.push_str("\n    |     ...");
    }
    index = index.max(cycle.len().saturating_sub(POSTFIX));
    while index < cycle.len() {
        line(&mut message, &cycle[index]);
        index += 1;
    }
    message.push_str(&format!(
        "\n    --- {} closes the circle",
        closing.describe()
    ));
    message
}
