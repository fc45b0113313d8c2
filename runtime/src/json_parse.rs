//! `JSON.parse`: text to values, with V8's error messages.
//!
//! The text is parsed to a tree first, then built into the representation
//! the compiler asked for with a *schema* it emitted for the result type:
//! numbers, booleans and strings in their slots, arrays of the element's
//! kind, objects of an interface type, `Record<string, V>` tables, and
//! boxes for `unknown` and unions. A value that does not fit the schema is a
//! TypeError naming its path (`$.items[2].price`), raised before anything
//! is returned.
//!
//! Objects get descriptors made at run time, one per distinct sequence of
//! keys and slot kinds, shared by every object of that shape (records of
//! one array share one), and never freed. Keys of `Record` tables are
//! interned: each distinct key is one immortal string.

use std::cell::RefCell;
use std::collections::HashMap;

use crate::array::{
    ELEMENT_ARRAY, ELEMENT_BOOLEAN, ELEMENT_NUMBER, ELEMENT_OBJECT, ELEMENT_STRING, ScrArray,
    scr_array_new, scr_array_push,
};
use crate::object::{ClassDescriptor, FieldDescriptor, KIND_PLAIN, KIND_RECORD, ScrObject};
use crate::string::{self, ScrString};

/// What the compiler wants a JSON value turned into (emitted as constant
/// data, one per type).
#[repr(C)]
pub struct Schema {
    pub tag: u32,
    /// [`NULLABLE`]: `null` is accepted (a null pointer).
    pub flags: u32,
    /// An array's elements, a record's values.
    pub element: *const Schema,
    pub field_count: u64,
    pub fields: *const SchemaField,
    /// A union: the JSON kinds it accepts ([`ACCEPTS_NUMBER`], ...).
    pub accepts: u64,
}

#[repr(C)]
pub struct SchemaField {
    pub name: *const u8,
    pub name_len: u64,
    pub schema: *const Schema,
    /// The property is optional: it may be missing.
    pub optional: u64,
}

pub const SCHEMA_NUMBER: u32 = 0;
pub const SCHEMA_BOOLEAN: u32 = 1;
pub const SCHEMA_STRING: u32 = 2;
pub const SCHEMA_ARRAY: u32 = 3;
pub const SCHEMA_OBJECT: u32 = 4;
pub const SCHEMA_RECORD: u32 = 5;
/// `unknown`: a box of the value as it comes.
pub const SCHEMA_UNKNOWN: u32 = 6;
/// A union of primitives (and `null`): a box, if the value's kind is one
/// the union accepts.
pub const SCHEMA_UNION: u32 = 7;
/// `null` only.
pub const SCHEMA_NULL: u32 = 8;

pub const NULLABLE: u32 = 1;

pub const ACCEPTS_NUMBER: u64 = 1;
pub const ACCEPTS_STRING: u64 = 2;
pub const ACCEPTS_BOOLEAN: u64 = 4;
pub const ACCEPTS_NULL: u64 = 8;

/// A parsed JSON value.
enum Json {
    Null,
    Boolean(bool),
    Number(f64),
    String(Vec<u16>),
    Array(Vec<Json>),
    /// Keys in JavaScript's property order: integer-like keys ascending,
    /// then the others in the order they first appear; a repeated key
    /// keeps its first place and its last value.
    Object(Vec<(Vec<u16>, Json)>),
    /// What a reviver gave as `undefined`: an array element it removed.
    Undefined,
}

/// How the parser failed: the text of V8's SyntaxError.
struct ParseError(String);

const MAX_CONTEXT: usize = 10;
const MIN_LENGTH_FOR_CONTEXT: usize = 2 * MAX_CONTEXT + 1;

struct Parser<'a> {
    text: &'a [u16],
    position: usize,
}

fn is_space(unit: u16) -> bool {
    matches!(unit, 0x20 | 0x09 | 0x0A | 0x0D)
}

fn is_digit(unit: u16) -> bool {
    (u16::from(b'0')..=u16::from(b'9')).contains(&unit)
}

impl Parser<'_> {
    fn peek(&self) -> Option<u16> {
        self.text.get(self.position).copied()
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(is_space) {
            self.position += 1;
        }
    }

    fn at(&self, message: &str) -> ParseError {
        ParseError(format!("{message} in JSON at position {}", self.position))
    }

    /// V8's report for a token it did not expect at the current position.
    fn unexpected(&self) -> ParseError {
        let Some(unit) = self.peek() else {
            return ParseError("Unexpected end of JSON input".into());
        };
        if unit == u16::from(b'"') {
            return self.at("Unexpected string");
        }
        if unit == u16::from(b'-') || is_digit(unit) {
            return self.at("Unexpected number");
        }
        let source = String::from_utf16_lossy(self.text);
        if matches!(
            source.as_str(),
            "NaN" | "Infinity" | "undefined" | "[object Object]"
        ) {
            return ParseError(format!("\"{source}\" is not valid JSON"));
        }
        let token = String::from_utf16_lossy(&[unit]);
        let length = self.text.len();
        let slice = |start: usize, end: usize| String::from_utf16_lossy(&self.text[start..end]);
        let context = if length < MIN_LENGTH_FOR_CONTEXT {
            format!("\"{source}\"")
        } else if self.position < MAX_CONTEXT {
            format!("\"{}\"...", slice(0, self.position + MAX_CONTEXT))
        } else if self.position < length - MAX_CONTEXT {
            format!(
                "...\"{}\"...",
                slice(self.position - MAX_CONTEXT, self.position + MAX_CONTEXT)
            )
        } else {
            format!("...\"{}\"", slice(self.position - MAX_CONTEXT, length))
        };
        ParseError(format!(
            "Unexpected token '{token}', {context} is not valid JSON"
        ))
    }

    fn document(&mut self) -> Result<Json, ParseError> {
        self.skip_space();
        let value = self.value(0)?;
        self.skip_space();
        if self.position < self.text.len() {
            return Err(ParseError(format!(
                "Unexpected non-whitespace character after JSON at position {}",
                self.position
            )));
        }
        Ok(value)
    }

    fn value(&mut self, depth: usize) -> Result<Json, ParseError> {
        if depth > 5000 {
            return Err(ParseError("Maximum call stack size exceeded".into()));
        }
        match self.peek().map(|unit| unit as u8 as char) {
            Some('"') => Ok(Json::String(self.string()?)),
            Some('-' | '0'..='9') if self.peek().is_some_and(|unit| unit < 0x80) => {
                self.number().map(Json::Number)
            }
            Some('{') if self.peek() == Some(u16::from(b'{')) => self.object(depth),
            Some('[') if self.peek() == Some(u16::from(b'[')) => self.array(depth),
            Some('t') if self.peek() == Some(u16::from(b't')) => {
                self.literal("true").map(|_| Json::Boolean(true))
            }
            Some('f') if self.peek() == Some(u16::from(b'f')) => {
                self.literal("false").map(|_| Json::Boolean(false))
            }
            Some('n') if self.peek() == Some(u16::from(b'n')) => {
                self.literal("null").map(|_| Json::Null)
            }
            _ => Err(self.unexpected()),
        }
    }

    fn literal(&mut self, word: &str) -> Result<(), ParseError> {
        for expected in word.bytes() {
            if self.peek() != Some(u16::from(expected)) {
                return Err(self.unexpected());
            }
            self.position += 1;
        }
        Ok(())
    }

    fn digits(&mut self) {
        while self.peek().is_some_and(is_digit) {
            self.position += 1;
        }
    }

    fn number(&mut self) -> Result<f64, ParseError> {
        let start = self.position;
        if self.peek() == Some(u16::from(b'-')) {
            self.position += 1;
            if !self.peek().is_some_and(is_digit) {
                return Err(self.at("No number after minus sign"));
            }
        }
        if self.peek() == Some(u16::from(b'0')) {
            self.position += 1;
            if self.peek().is_some_and(is_digit) {
                return Err(self.at("Unexpected number"));
            }
        } else {
            self.digits();
        }
        if self.peek() == Some(u16::from(b'.')) {
            self.position += 1;
            if !self.peek().is_some_and(is_digit) {
                return Err(self.at("Unterminated fractional number"));
            }
            self.digits();
        }
        if matches!(self.peek(), Some(unit) if unit == u16::from(b'e') || unit == u16::from(b'E')) {
            self.position += 1;
            if matches!(self.peek(), Some(unit) if unit == u16::from(b'+') || unit == u16::from(b'-'))
            {
                self.position += 1;
            }
            if !self.peek().is_some_and(is_digit) {
                return Err(self.at("Exponent part is missing a number"));
            }
            self.digits();
        }
        let text: String = self.text[start..self.position]
            .iter()
            .map(|&unit| unit as u8 as char)
            .collect();
        Ok(text.parse::<f64>().unwrap_or(f64::NAN))
    }

    fn string(&mut self) -> Result<Vec<u16>, ParseError> {
        self.position += 1;
        let mut out = Vec::new();
        loop {
            let Some(unit) = self.peek() else {
                return Err(self.at("Unterminated string"));
            };
            match unit {
                0x22 => {
                    self.position += 1;
                    return Ok(out);
                }
                0x5C => {
                    self.position += 1;
                    let Some(escaped) = self.peek() else {
                        return Err(ParseError("Unexpected end of JSON input".into()));
                    };
                    let simple = match escaped {
                        0x22 => Some(0x22),
                        0x5C => Some(0x5C),
                        0x2F => Some(0x2F),
                        0x62 => Some(0x08),
                        0x66 => Some(0x0C),
                        0x6E => Some(0x0A),
                        0x72 => Some(0x0D),
                        0x74 => Some(0x09),
                        _ => None,
                    };
                    if let Some(simple) = simple {
                        out.push(simple);
                        self.position += 1;
                        continue;
                    }
                    if escaped != u16::from(b'u') {
                        return Err(self.at("Bad escaped character"));
                    }
                    self.position += 1;
                    let mut value = 0u16;
                    for _ in 0..4 {
                        let digit = self
                            .peek()
                            .and_then(|unit| char::from_u32(u32::from(unit)))
                            .and_then(|c| c.to_digit(16));
                        let Some(digit) = digit else {
                            return Err(self.at("Bad Unicode escape"));
                        };
                        value = value * 16 + digit as u16;
                        self.position += 1;
                    }
                    out.push(value);
                }
                0..=0x1F => return Err(self.at("Bad control character in string literal")),
                _ => {
                    out.push(unit);
                    self.position += 1;
                }
            }
        }
    }

    fn expect(&mut self, unit: u8, message: Option<&str>) -> Result<(), ParseError> {
        self.skip_space();
        if self.peek() == Some(u16::from(unit)) {
            self.position += 1;
            return Ok(());
        }
        Err(match message {
            Some(message) => self.at(message),
            None => self.unexpected(),
        })
    }

    fn array(&mut self, depth: usize) -> Result<Json, ParseError> {
        self.position += 1;
        let mut items = Vec::new();
        self.skip_space();
        if self.peek() == Some(u16::from(b']')) {
            self.position += 1;
            return Ok(Json::Array(items));
        }
        loop {
            self.skip_space();
            items.push(self.value(depth + 1)?);
            self.skip_space();
            if self.peek() == Some(u16::from(b',')) {
                self.position += 1;
                continue;
            }
            self.expect(b']', Some("Expected ',' or ']' after array element"))?;
            return Ok(Json::Array(items));
        }
    }

    fn object(&mut self, depth: usize) -> Result<Json, ParseError> {
        self.position += 1;
        let mut entries: Vec<(Vec<u16>, Json)> = Vec::new();
        self.skip_space();
        if self.peek() == Some(u16::from(b'}')) {
            self.position += 1;
            return Ok(Json::Object(entries));
        }
        let mut first = true;
        loop {
            self.skip_space();
            if self.peek() != Some(u16::from(b'"')) {
                return Err(self.at(if first {
                    "Expected property name or '}'"
                } else {
                    "Expected double-quoted property name"
                }));
            }
            let key = self.string()?;
            // Only the first property's colon has its own message (V8).
            self.expect(b':', first.then_some("Expected ':' after property name"))?;
            self.skip_space();
            let value = self.value(depth + 1)?;
            match entries.iter_mut().find(|(existing, _)| *existing == key) {
                Some(entry) => entry.1 = value,
                None => entries.push((key, value)),
            }
            first = false;
            self.skip_space();
            if self.peek() == Some(u16::from(b',')) {
                self.position += 1;
                continue;
            }
            self.expect(b'}', Some("Expected ',' or '}' after property value"))?;
            // Integer-like keys first, ascending (a stable sort keeps the
            // others in order).
            entries.sort_by_key(|(key, _)| match array_index(key) {
                Some(index) => (0, index),
                None => (1, 0),
            });
            return Ok(Json::Object(entries));
        }
    }
}

/// A key that is an array index (`0` to `2^32 - 2`, canonical).
fn array_index(key: &[u16]) -> Option<u32> {
    if key.is_empty() || key.len() > 10 || (key.len() > 1 && key[0] == u16::from(b'0')) {
        return None;
    }
    let mut value: u64 = 0;
    for &unit in key {
        if !is_digit(unit) {
            return None;
        }
        value = value * 10 + u64::from(unit - u16::from(b'0'));
    }
    (value < u64::from(u32::MAX)).then_some(value as u32)
}

/// A descriptor made at run time: its name and field bytes stay alive as
/// long as the program.
struct Shape {
    descriptor: *const ClassDescriptor,
}

/// A plain object's fields: names and slot kinds, in order.
type Fields = Vec<(Vec<u8>, u64)>;

thread_local! {
    static SHAPES: RefCell<HashMap<Fields, Shape>> = RefCell::new(HashMap::new());
    static KEYS: RefCell<HashMap<Vec<u16>, usize>> = RefCell::new(HashMap::new());
}

/// The shared descriptor of plain objects with these fields.
fn shape(fields: Fields) -> *const ClassDescriptor {
    SHAPES.with_borrow_mut(|shapes| {
        if let Some(shape) = shapes.get(&fields) {
            return shape.descriptor;
        }
        let descriptors: Vec<FieldDescriptor> = fields
            .iter()
            .map(|(name, kind)| {
                let name: &'static [u8] = Box::leak(name.clone().into_boxed_slice());
                FieldDescriptor {
                    name: name.as_ptr(),
                    name_len: name.len() as u64,
                    kind: *kind,
                }
            })
            .collect();
        let descriptors: &'static [FieldDescriptor] = Box::leak(descriptors.into_boxed_slice());
        let descriptor = Box::leak(Box::new(ClassDescriptor {
            name: b"Object".as_ptr(),
            name_len: 6,
            field_count: descriptors.len() as u64,
            fields: descriptors.as_ptr(),
            parent: std::ptr::null(),
            kind: KIND_PLAIN,
            method_count: 0,
            method_names: std::ptr::null(),
        }));
        shapes.insert(fields, Shape { descriptor });
        descriptor
    })
}

/// An immortal string for a key: each distinct key is made once.
fn interned(key: &[u16]) -> *mut ScrString {
    KEYS.with_borrow_mut(|keys| {
        if let Some(&string) = keys.get(key) {
            return string as *mut ScrString;
        }
        let string = string::new_utf16(key);
        // SAFETY: a fresh string (or the immortal empty one); immortal
        // from now on, so no longer a live heap string to the audit.
        unsafe {
            if (*string).rc != string::IMMORTAL {
                (*string).rc = string::IMMORTAL;
                crate::audit::string_freed();
            }
        }
        keys.insert(key.to_vec(), string as usize);
        string
    })
}

fn utf8(key: &[u16]) -> Vec<u8> {
    String::from_utf16_lossy(key).into_bytes()
}

/// A plain object of these fields (values owned, moved in).
fn new_object(fields: Vec<(Vec<u8>, u64, u64)>) -> *mut ScrObject {
    let descriptor = shape(
        fields
            .iter()
            .map(|(name, kind, _)| (name.clone(), *kind))
            .collect(),
    );
    // SAFETY: a descriptor of this shape.
    let object = unsafe { crate::object::scr_object_new(descriptor) };
    // SAFETY: the object has one slot per field; `scr_object_new` put an
    // immortal empty string in string slots, which need no release.
    unsafe {
        let slots = object
            .cast::<u8>()
            .add(crate::object::SLOTS_OFFSET)
            .cast::<u64>();
        for (index, (_, _, bits)) in fields.into_iter().enumerate() {
            *slots.add(index) = bits;
        }
    }
    object
}

/// A new array of `kind` holding `items` (owned, moved in).
fn new_array(kind: u32, items: Vec<u64>) -> *mut ScrArray {
    let array = scr_array_new(kind, items.len() as u64);
    for bits in items {
        // SAFETY: a live array and a value of its kind; the push retains,
        // so the moved-in reference is released after.
        unsafe {
            scr_array_push(array, bits);
            crate::array::release_slot(kind, bits);
        }
    }
    array
}

/// The value as it comes, in the kind that fits it: numbers, booleans,
/// strings and objects in their own slots, arrays of one kind when every
/// element has it (else of boxes), `null` as a null object.
fn natural(json: &Json) -> (u32, u64) {
    match json {
        Json::Null => (ELEMENT_OBJECT, 0),
        Json::Undefined => (crate::dynamic::DYNAMIC_UNDEFINED, 0),
        Json::Boolean(value) => (ELEMENT_BOOLEAN, u64::from(*value)),
        Json::Number(value) => (ELEMENT_NUMBER, value.to_bits()),
        Json::String(units) => (ELEMENT_STRING, string::new_utf16(units) as u64),
        Json::Array(items) => {
            let values: Vec<(u32, u64)> = items.iter().map(natural).collect();
            let same = values.first().map(|(kind, _)| *kind).filter(|kind| {
                *kind <= ELEMENT_OBJECT
                    && values.iter().all(|(other, _)| other == kind)
                    && items
                        .iter()
                        .all(|item| !matches!(item, Json::Null | Json::Undefined))
            });
            let array = match same {
                Some(kind) => new_array(kind, values.into_iter().map(|(_, bits)| bits).collect()),
                None => new_array(
                    ELEMENT_OBJECT,
                    values
                        .into_iter()
                        .map(|(kind, bits)| boxed(kind, bits))
                        .collect(),
                ),
            };
            (ELEMENT_ARRAY, array as u64)
        }
        Json::Object(entries) => {
            let fields = entries
                .iter()
                .map(|(key, value)| {
                    let (kind, bits) = natural(value);
                    // `null` in a field is a box: a null object slot would
                    // read as `undefined`.
                    if matches!(value, Json::Null) {
                        (utf8(key), u64::from(ELEMENT_OBJECT), boxed(kind, bits))
                    } else {
                        (utf8(key), u64::from(kind), bits)
                    }
                })
                .collect();
            (ELEMENT_OBJECT, new_object(fields) as u64)
        }
    }
}

/// A box for a value (owned, moved in); a null object is the `null` box.
fn boxed(kind: u32, bits: u64) -> u64 {
    if kind == ELEMENT_OBJECT && bits == 0 {
        return crate::dynamic::scr_dynamic_new(crate::dynamic::DYNAMIC_NULL, 0) as u64;
    }
    crate::dynamic::scr_dynamic_new(kind, bits) as u64
}

fn kind_name(json: &Json) -> &'static str {
    match json {
        Json::Null => "null",
        Json::Undefined => "undefined",
        Json::Boolean(_) => "boolean",
        Json::Number(_) => "number",
        Json::String(_) => "string",
        Json::Array(_) => "array",
        Json::Object(_) => "object",
    }
}

/// The slot kind values of a schema have.
fn slot_kind(schema: &Schema) -> u32 {
    match schema.tag {
        SCHEMA_NUMBER => ELEMENT_NUMBER,
        SCHEMA_BOOLEAN => ELEMENT_BOOLEAN,
        SCHEMA_STRING => ELEMENT_STRING,
        SCHEMA_ARRAY => ELEMENT_ARRAY,
        _ => ELEMENT_OBJECT,
    }
}

/// Releases a value built here (when a later part does not fit).
fn discard(kind: u32, bits: u64) {
    // SAFETY: a live value of `kind` this module made.
    unsafe { crate::array::release_slot(kind, bits) };
}

/// Builds `json` as `schema` asks, or says what did not fit where.
///
/// # Safety
/// `schema` must be compiler-emitted.
unsafe fn convert(json: &Json, schema: *const Schema, path: &mut String) -> Result<u64, String> {
    // SAFETY: compiler-emitted schema.
    let schema = unsafe { &*schema };
    let mismatch = |wanted: &str, path: &String| {
        Err(format!(
            "JSON.parse: expected {wanted} at {path}, found {}",
            kind_name(json)
        ))
    };
    if matches!(json, Json::Null) && (schema.flags & NULLABLE != 0 || schema.tag == SCHEMA_NULL) {
        return Ok(0);
    }
    match (schema.tag, json) {
        (SCHEMA_NUMBER, Json::Number(value)) => Ok(value.to_bits()),
        (SCHEMA_NUMBER, _) => mismatch("number", path),
        (SCHEMA_BOOLEAN, Json::Boolean(value)) => Ok(u64::from(*value)),
        (SCHEMA_BOOLEAN, _) => mismatch("boolean", path),
        (SCHEMA_STRING, Json::String(units)) => Ok(string::new_utf16(units) as u64),
        (SCHEMA_STRING, _) => mismatch("string", path),
        (SCHEMA_NULL, _) => mismatch("null", path),
        (SCHEMA_UNKNOWN, _) => {
            let (kind, bits) = natural(json);
            Ok(boxed(kind, bits))
        }
        (SCHEMA_UNION, _) => {
            let accepted = match json {
                Json::Number(_) => schema.accepts & ACCEPTS_NUMBER != 0,
                Json::String(_) => schema.accepts & ACCEPTS_STRING != 0,
                Json::Boolean(_) => schema.accepts & ACCEPTS_BOOLEAN != 0,
                Json::Null => schema.accepts & ACCEPTS_NULL != 0,
                _ => false,
            };
            if !accepted {
                let mut names = Vec::new();
                for (bit, name) in [
                    (ACCEPTS_NUMBER, "number"),
                    (ACCEPTS_STRING, "string"),
                    (ACCEPTS_BOOLEAN, "boolean"),
                    (ACCEPTS_NULL, "null"),
                ] {
                    if schema.accepts & bit != 0 {
                        names.push(name);
                    }
                }
                return mismatch(&names.join(" | "), path);
            }
            let (kind, bits) = natural(json);
            Ok(boxed(kind, bits))
        }
        (SCHEMA_ARRAY, Json::Array(items)) => {
            // SAFETY: compiler-emitted.
            let element = unsafe { &*schema.element };
            let kind = slot_kind(element);
            let mut values = Vec::with_capacity(items.len());
            for (index, item) in items.iter().enumerate() {
                let length = path.len();
                path.push_str(&format!("[{index}]"));
                // SAFETY: compiler-emitted.
                let result = unsafe { convert(item, element, path) };
                path.truncate(length);
                match result {
                    Ok(bits) => values.push(bits),
                    Err(error) => {
                        values.into_iter().for_each(|bits| discard(kind, bits));
                        return Err(error);
                    }
                }
            }
            Ok(new_array(kind, values) as u64)
        }
        (SCHEMA_ARRAY, _) => mismatch("array", path),
        (SCHEMA_OBJECT, Json::Object(entries)) => {
            // SAFETY: compiler-emitted.
            let wanted: &[SchemaField] = if schema.field_count == 0 {
                &[]
            } else {
                unsafe { std::slice::from_raw_parts(schema.fields, schema.field_count as usize) }
            };
            let field_name =
                // SAFETY: compiler-emitted bytes.
                |field: &SchemaField| unsafe {
                    std::slice::from_raw_parts(field.name, field.name_len as usize)
                };
            let mut fields: Vec<(Vec<u8>, u64, u64)> = Vec::with_capacity(entries.len());
            let release = |fields: Vec<(Vec<u8>, u64, u64)>| {
                for (_, kind, bits) in fields {
                    discard(kind as u32, bits);
                }
            };
            for (key, value) in entries {
                let name = utf8(key);
                let field = wanted
                    .iter()
                    .find(|field| field_name(field) == name.as_slice());
                let length = path.len();
                path.push('.');
                path.push_str(&String::from_utf8_lossy(&name));
                let result = match field {
                    // SAFETY: compiler-emitted.
                    Some(field) => unsafe {
                        let schema = &*field.schema;
                        convert(value, schema, path).map(|bits| (slot_kind(schema), bits))
                    },
                    // A key the type does not name is kept, boxed, as
                    // Node keeps it.
                    None => {
                        let (kind, bits) = natural(value);
                        Ok((ELEMENT_OBJECT, boxed(kind, bits)))
                    }
                };
                path.truncate(length);
                match result {
                    Ok((kind, bits)) => fields.push((name, u64::from(kind), bits)),
                    Err(error) => {
                        release(fields);
                        return Err(error);
                    }
                }
            }
            for field in wanted {
                let name = field_name(field);
                if field.optional == 0 && !fields.iter().any(|(key, ..)| key.as_slice() == name) {
                    let error = format!(
                        "JSON.parse: missing property {}.{}",
                        path,
                        String::from_utf8_lossy(name)
                    );
                    release(fields);
                    return Err(error);
                }
            }
            Ok(new_object(fields) as u64)
        }
        (SCHEMA_OBJECT, _) => mismatch("object", path),
        (SCHEMA_RECORD, Json::Object(entries)) => {
            // SAFETY: compiler-emitted.
            let element = unsafe { &*schema.element };
            let kind = slot_kind(element);
            let map = crate::map::scr_map_new(KIND_RECORD as u32, ELEMENT_STRING, kind);
            for (key, value) in entries {
                let length = path.len();
                path.push('.');
                path.push_str(&String::from_utf16_lossy(key));
                // SAFETY: compiler-emitted.
                let result = unsafe { convert(value, element, path) };
                path.truncate(length);
                match result {
                    // SAFETY: a live map; the set retains, the moved-in
                    // value is released after.
                    Ok(bits) => unsafe {
                        crate::map::scr_map_set(map, interned(key) as u64, bits);
                        discard(kind, bits);
                    },
                    Err(error) => {
                        discard(ELEMENT_OBJECT, map as u64);
                        return Err(error);
                    }
                }
            }
            Ok(map as u64)
        }
        (SCHEMA_RECORD, _) => mismatch("object", path),
        _ => mismatch("a value of a supported type", path),
    }
}

/// `JSON.parse(text)` as the compiler's `schema` describes the result:
/// the value's slot bits (owned). A syntax error raises Node's SyntaxError;
/// a value that does not fit the type raises a TypeError.
///
/// # Safety
/// `text` must be a live string and `schema` compiler-emitted.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_json_parse(text: *const ScrString, schema: *const Schema) -> u64 {
    // SAFETY: a live string.
    let units = unsafe { crate::string_methods::copy_units(text) };
    let mut parser = Parser {
        text: &units,
        position: 0,
    };
    let json = match parser.document() {
        Ok(json) => json,
        Err(ParseError(message)) => {
            crate::dynamic::raise("SyntaxError", &message);
            return 0;
        }
    };
    let mut path = String::from("$");
    // SAFETY: compiler-emitted schema.
    match unsafe { convert(&json, schema, &mut path) } {
        Ok(bits) => bits,
        Err(message) => {
            crate::dynamic::raise("TypeError", &message);
            0
        }
    }
}

/// The compiler's reviver trampoline: (closure, key, value box) -> the
/// reviver's result box (owned); key and value stay the caller's.
type Reviver =
    unsafe extern "C" fn(*mut ScrObject, *mut ScrString, *mut ScrObject) -> *mut ScrObject;

/// Why reviving stopped.
enum Stop {
    /// The reviver threw: the exception is pending.
    Thrown,
    /// It returned something JSON cannot hold.
    NotData(String),
}

/// A value of a slot as plain data, for what a reviver returns.
///
/// # Safety
/// `bits` must be a live value of `kind`.
unsafe fn data_of(kind: u32, bits: u64, depth: usize) -> Result<Json, String> {
    if depth > 5000 {
        return Err("JSON.parse: a reviver returned a value nested too deeply".into());
    }
    Ok(match kind {
        ELEMENT_NUMBER if crate::array::is_undefined_number(f64::from_bits(bits)) => {
            Json::Undefined
        }
        ELEMENT_NUMBER => Json::Number(f64::from_bits(bits)),
        ELEMENT_BOOLEAN => Json::Boolean(bits != 0),
        ELEMENT_STRING if bits as *mut ScrString == string::undefined_text() => Json::Undefined,
        // SAFETY: a live string.
        ELEMENT_STRING => {
            Json::String(unsafe { crate::string_methods::copy_units(bits as *const ScrString) })
        }
        crate::dynamic::DYNAMIC_UNDEFINED => Json::Undefined,
        crate::dynamic::DYNAMIC_NULL => Json::Null,
        ELEMENT_ARRAY | ELEMENT_OBJECT if bits == 0 => Json::Null,
        ELEMENT_ARRAY => {
            let array = bits as *const ScrArray;
            // SAFETY: a live array.
            let (element, items) = unsafe { ((*array).kind, crate::array::slots(array)) };
            if element > ELEMENT_OBJECT {
                return Err("JSON.parse: a reviver returned a typed array".into());
            }
            let mut out = Vec::with_capacity(items.len());
            for &item in items {
                // SAFETY: live elements of the array's kind.
                out.push(unsafe { data_of(element, item, depth + 1)? });
            }
            Json::Array(out)
        }
        _ => {
            let object = bits as *const ScrObject;
            // SAFETY: a live object.
            let descriptor = unsafe { (*object).descriptor };
            // SAFETY: a compiler- or runtime-made descriptor.
            match unsafe { (*descriptor).kind } {
                crate::object::KIND_DYNAMIC => {
                    // SAFETY: a live box.
                    let (kind, payload) = unsafe { crate::dynamic::contents(object) };
                    // SAFETY: the box's payload.
                    unsafe { data_of(kind, payload, depth + 1)? }
                }
                KIND_PLAIN => {
                    // SAFETY: a live object and its descriptor.
                    let (fields, slots) = unsafe {
                        (
                            crate::object::fields(descriptor),
                            crate::object::slots(object),
                        )
                    };
                    let mut entries = Vec::with_capacity(fields.len());
                    for (field, &slot) in fields.iter().zip(slots) {
                        // SAFETY: a live slot of the field's kind.
                        let value = unsafe { data_of(field.kind as u32, slot, depth + 1)? };
                        if matches!(value, Json::Undefined) {
                            continue;
                        }
                        // SAFETY: descriptor name bytes.
                        let name = unsafe {
                            std::slice::from_raw_parts(field.name, field.name_len as usize)
                        };
                        entries.push((
                            String::from_utf8_lossy(name).encode_utf16().collect(),
                            value,
                        ));
                    }
                    Json::Object(entries)
                }
                _ => {
                    return Err(
                        "JSON.parse: a reviver returned a value that is not plain data (a number, string, boolean, null, array or object literal)"
                            .into(),
                    );
                }
            }
        }
    })
}

/// ECMAScript's InternalizeJSONProperty: the children first, then the
/// reviver on the value itself.
///
/// # Safety
/// `reviver` and `closure` must be the compiler's trampoline and a live
/// closure of its type.
unsafe fn internalize(
    json: Json,
    key: &[u16],
    reviver: Reviver,
    closure: *mut ScrObject,
) -> Result<Json, Stop> {
    let json = match json {
        Json::Array(items) => {
            let mut out = Vec::with_capacity(items.len());
            for (index, item) in items.into_iter().enumerate() {
                let name: Vec<u16> = index.to_string().encode_utf16().collect();
                // SAFETY: forwarded.
                out.push(unsafe { internalize(item, &name, reviver, closure)? });
            }
            Json::Array(out)
        }
        Json::Object(entries) => {
            let mut out = Vec::with_capacity(entries.len());
            for (name, value) in entries {
                // SAFETY: forwarded.
                let revived = unsafe { internalize(value, &name, reviver, closure)? };
                if !matches!(revived, Json::Undefined) {
                    out.push((name, revived));
                }
            }
            Json::Object(out)
        }
        other => other,
    };
    let (kind, bits) = natural(&json);
    let value = boxed(kind, bits) as *mut ScrObject;
    let name = string::new_utf16(key);
    // SAFETY: the trampoline's contract; key and value are borrowed.
    let result = unsafe { reviver(closure, name, value) };
    // SAFETY: made here, released once.
    unsafe {
        string::release(name);
        crate::array::release_slot(ELEMENT_OBJECT, value as u64);
    }
    // SAFETY: single-threaded read of the flag.
    if unsafe { crate::dynamic::scr_pending } != 0 {
        if !result.is_null() {
            discard(ELEMENT_OBJECT, result as u64);
        }
        return Err(Stop::Thrown);
    }
    // SAFETY: the reviver's result, a live box (or null for undefined).
    let revived = unsafe { data_of(ELEMENT_OBJECT, result as u64, 0) };
    if result.is_null() {
        return Ok(Json::Undefined);
    }
    discard(ELEMENT_OBJECT, result as u64);
    revived.map_err(Stop::NotData)
}

/// `JSON.parse(text, reviver)`: as [`scr_json_parse`], with each value
/// passed through the reviver (children first) before it is built.
///
/// # Safety
/// `text` must be a live string, `schema` compiler-emitted, `reviver` and
/// `closure` the compiler's trampoline and a live closure.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_json_parse_revive(
    text: *const ScrString,
    schema: *const Schema,
    reviver: Reviver,
    closure: *mut ScrObject,
) -> u64 {
    // SAFETY: a live string.
    let units = unsafe { crate::string_methods::copy_units(text) };
    let mut parser = Parser {
        text: &units,
        position: 0,
    };
    let json = match parser.document() {
        Ok(json) => json,
        Err(ParseError(message)) => {
            crate::dynamic::raise("SyntaxError", &message);
            return 0;
        }
    };
    // SAFETY: forwarded.
    let json = match unsafe { internalize(json, &[], reviver, closure) } {
        Ok(json) => json,
        Err(Stop::Thrown) => return 0,
        Err(Stop::NotData(message)) => {
            crate::dynamic::raise("TypeError", &message);
            return 0;
        }
    };
    // SAFETY: compiler-emitted schema.
    let schema = unsafe { &*schema };
    if matches!(json, Json::Undefined) {
        if schema.tag == SCHEMA_UNKNOWN {
            return boxed(crate::dynamic::DYNAMIC_UNDEFINED, 0);
        }
        crate::dynamic::raise(
            "TypeError",
            "JSON.parse: the reviver removed the whole value",
        );
        return 0;
    }
    let mut path = String::from("$");
    // SAFETY: compiler-emitted schema.
    match unsafe { convert(&json, schema, &mut path) } {
        Ok(bits) => bits,
        Err(message) => {
            crate::dynamic::raise("TypeError", &message);
            0
        }
    }
}
