//! `JSON.parse`: text to values, with V8's error messages.
//!
//! Into `any` or `unknown` (the natural representation: records of boxes,
//! arrays of one kind or of boxes), the text is parsed straight into
//! values. Otherwise the text is parsed straight into the representation
//! the compiler asked for with a *schema* it emitted for the result type
//! (`typed`), and when that gives up (an error, keys the tree orders) it is
//! parsed to a tree first, then built into that representation:
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

mod typed;

use crate::array::{
    ELEMENT_ARRAY, ELEMENT_BOOLEAN, ELEMENT_NUMBER, ELEMENT_OBJECT, ELEMENT_STRING, ScrArray,
    scr_array_new,
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

/// A code unit of the text being parsed: strings are stored as Latin-1
/// bytes or UTF-16 units, and the parser reads either in place.
trait Unit: Copy {
    fn code(self) -> u16;
    /// A borrowed slice of the text as string contents.
    fn text(units: &[Self]) -> Text<'_>;
}

impl Unit for u8 {
    fn code(self) -> u16 {
        u16::from(self)
    }
    fn text(units: &[u8]) -> Text<'_> {
        Text::Latin1(units)
    }
}

impl Unit for u16 {
    fn code(self) -> u16 {
        self
    }
    fn text(units: &[u16]) -> Text<'_> {
        Text::Utf16(units)
    }
}

/// A string value: a slice of the source when it has no escapes.
enum Text<'t> {
    Latin1(&'t [u8]),
    Utf16(&'t [u16]),
    Owned(Vec<u16>),
}

impl Text<'_> {
    fn string(&self) -> *mut ScrString {
        match self {
            Text::Latin1(bytes) => string::new_latin1(bytes),
            Text::Utf16(units) => string::new_utf16(units),
            Text::Owned(units) => string::new_utf16(units),
        }
    }
}

/// A parsed JSON value.
enum Json<'t> {
    Null,
    Boolean(bool),
    Number(f64),
    String(Text<'t>),
    Array(Vec<Json<'t>>),
    /// Keys (interned, see [`Keys`]) in JavaScript's property order:
    /// integer-like keys ascending, then the others in the order they first
    /// appear; a repeated key keeps its first place and its last value.
    Object(Vec<(u32, Json<'t>)>),
    /// What a reviver gave as `undefined`: an array element it removed.
    Undefined,
}

/// Keys and shapes are small integers and short strings, hashed on every
/// object parsed: the Fx hash.
type FxMap<K, V> = rustc_hash::FxHashMap<K, V>;

/// One interned key.
struct Key {
    units: Vec<u16>,
    utf8: Vec<u8>,
    /// The key is an array index (integer-like keys come first).
    index: Option<u32>,
    /// Its immortal string, made when a record first needs it.
    string: *mut ScrString,
    /// Its hash as a record's key (`map::text_hash_units`), so filling a
    /// record hashes no key.
    hash: u64,
}

/// Every key any parse has seen, by id: the same key text is one id (and
/// one string) for the whole run.
#[derive(Default)]
struct Keys {
    ids: FxMap<Vec<u16>, u32>,
    /// The same ids by Latin-1 bytes, for text stored one byte per unit.
    latin1: FxMap<Vec<u8>, u32>,
    keys: Vec<Key>,
}

impl Keys {
    /// The immortal string of a key, made when first needed.
    fn string(&mut self, id: u32) -> *mut ScrString {
        let key = &mut self.keys[id as usize];
        if key.string.is_null() {
            let made = string::new_utf16(&key.units);
            // SAFETY: a fresh string (or the immortal empty one); immortal
            // from now on, so no longer a live heap string to the audit.
            unsafe {
                if (*made).rc != string::IMMORTAL {
                    (*made).rc = string::IMMORTAL;
                    crate::audit::string_freed();
                }
            }
            key.string = made;
        }
        key.string
    }

    fn intern(&mut self, units: &[u16]) -> u32 {
        if let Some(&id) = self.ids.get(units) {
            return id;
        }
        let id = self.keys.len() as u32;
        self.keys.push(Key {
            units: units.to_vec(),
            utf8: String::from_utf16_lossy(units).into_bytes(),
            index: array_index(units),
            string: std::ptr::null_mut(),
            hash: crate::map::text_hash_units(units),
        });
        self.ids.insert(units.to_vec(), id);
        id
    }
}

/// A table that lives as long as the program: made on first use and never
/// freed (what it holds, run-time descriptors and immortal strings, is
/// referred to until the end), so it stays reachable for leak checkers.
pub(crate) struct Table<T>(std::cell::UnsafeCell<*mut RefCell<T>>);

// SAFETY: compiled programs are single-threaded; runtime unit tests touch
// these tables from one test at a time.
unsafe impl<T> Sync for Table<T> {}

impl<T: Default> Table<T> {
    pub(crate) const fn new() -> Table<T> {
        Table(std::cell::UnsafeCell::new(std::ptr::null_mut()))
    }

    fn get(&self) -> &RefCell<T> {
        // SAFETY: single-threaded; the cell is written once, with a
        // leaked box.
        unsafe {
            let slot = self.0.get();
            if (*slot).is_null() {
                *slot = Box::into_raw(Box::new(RefCell::new(T::default())));
            }
            &**slot
        }
    }

    pub(crate) fn with_borrow<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        f(&self.get().borrow())
    }

    pub(crate) fn with_borrow_mut<R>(&self, f: impl FnOnce(&mut T) -> R) -> R {
        f(&mut self.get().borrow_mut())
    }
}

static KEYS: Table<Keys> = Table::new();
/// Keys with slot kinds, and the spare slot count.
type ShapeKey = (Vec<(u32, u32)>, u64);
static SHAPES: Table<FxMap<ShapeKey, usize>> = Table::new();
/// Per schema: its fields' key ids.
static FIELD_KEYS: Table<FxMap<usize, std::rc::Rc<[u32]>>> = Table::new();

fn key_utf8(id: u32) -> Vec<u8> {
    KEYS.with_borrow(|keys| keys.keys[id as usize].utf8.clone())
}

fn key_units(id: u32) -> Vec<u16> {
    KEYS.with_borrow(|keys| keys.keys[id as usize].units.clone())
}

/// The immortal string of a key: each distinct key is made once.
fn key_string(id: u32) -> *mut ScrString {
    KEYS.with_borrow_mut(|keys| keys.string(id))
}

/// How the parser failed: the text of V8's SyntaxError.
struct ParseError(String);

const MAX_CONTEXT: usize = 10;
const MIN_LENGTH_FOR_CONTEXT: usize = 2 * MAX_CONTEXT + 1;

struct Parser<'t, 'k, U: Unit> {
    text: &'t [U],
    position: usize,
    keys: &'k mut Keys,
    /// Scratch space for keys with escapes and for Latin-1 keys.
    scratch: Vec<u16>,
}

fn is_space(unit: u16) -> bool {
    matches!(unit, 0x20 | 0x09 | 0x0A | 0x0D)
}

fn is_digit(unit: u16) -> bool {
    (u16::from(b'0')..=u16::from(b'9')).contains(&unit)
}

impl<'t, U: Unit> Parser<'t, '_, U> {
    fn peek(&self) -> Option<u16> {
        self.text.get(self.position).map(|unit| unit.code())
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
        let all: Vec<u16> = self.text.iter().map(|unit| unit.code()).collect();
        let source = String::from_utf16_lossy(&all);
        if matches!(
            source.as_str(),
            "NaN" | "Infinity" | "undefined" | "[object Object]"
        ) {
            return ParseError(format!("\"{source}\" is not valid JSON"));
        }
        let token = String::from_utf16_lossy(&[unit]);
        let length = all.len();
        let slice = |start: usize, end: usize| String::from_utf16_lossy(&all[start..end]);
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

    fn document(&mut self) -> Result<Json<'t>, ParseError> {
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

    fn value(&mut self, depth: usize) -> Result<Json<'t>, ParseError> {
        if depth > 5000 {
            return Err(ParseError("Maximum call stack size exceeded".into()));
        }
        let Some(unit) = self.peek() else {
            return Err(self.unexpected());
        };
        match unit {
            0x22 => self.string().map(Json::String),
            0x2D | 0x30..=0x39 => self.number().map(Json::Number),
            0x7B => self.object(depth),
            0x5B => self.array(depth),
            0x74 => self.literal("true").map(|_| Json::Boolean(true)),
            0x66 => self.literal("false").map(|_| Json::Boolean(false)),
            0x6E => self.literal("null").map(|_| Json::Null),
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
        let integer_end = self.position;
        if self.peek() == Some(u16::from(b'.')) {
            self.position += 1;
            if !self.peek().is_some_and(is_digit) {
                return Err(self.at("Unterminated fractional number"));
            }
            self.digits();
        }
        if matches!(self.peek(), Some(0x65 | 0x45)) {
            self.position += 1;
            if matches!(self.peek(), Some(0x2B | 0x2D)) {
                self.position += 1;
            }
            if !self.peek().is_some_and(is_digit) {
                return Err(self.at("Exponent part is missing a number"));
            }
            self.digits();
        }
        let units = &self.text[start..self.position];
        // Integers of up to 15 digits are exact as doubles.
        if integer_end == self.position && units.len() <= 15 {
            let (negative, digits) = match units.first().map(|unit| unit.code()) {
                Some(0x2D) => (true, &units[1..]),
                _ => (false, units),
            };
            let mut value: i64 = 0;
            for unit in digits {
                value = value * 10 + i64::from(unit.code() - 0x30);
            }
            let value = value as f64;
            return Ok(if negative { -value } else { value });
        }
        let mut buffer = [0u8; 64];
        if units.len() <= buffer.len() {
            for (slot, unit) in buffer.iter_mut().zip(units) {
                *slot = unit.code() as u8;
            }
            let text = std::str::from_utf8(&buffer[..units.len()]).unwrap_or("NaN");
            return Ok(text.parse::<f64>().unwrap_or(f64::NAN));
        }
        let text: String = units.iter().map(|unit| unit.code() as u8 as char).collect();
        Ok(text.parse::<f64>().unwrap_or(f64::NAN))
    }

    /// A string from the opening quote: a slice of the text when it has no
    /// escapes.
    fn string(&mut self) -> Result<Text<'t>, ParseError> {
        self.position += 1;
        let start = self.position;
        loop {
            let Some(unit) = self.peek() else {
                return Err(self.at("Unterminated string"));
            };
            match unit {
                0x22 => {
                    let text = U::text(&self.text[start..self.position]);
                    self.position += 1;
                    return Ok(text);
                }
                0x5C => break,
                0..=0x1F => return Err(self.at("Bad control character in string literal")),
                _ => self.position += 1,
            }
        }
        // Escapes: copy what came before, then decode.
        let mut out: Vec<u16> = self.text[start..self.position]
            .iter()
            .map(|unit| unit.code())
            .collect();
        loop {
            let Some(unit) = self.peek() else {
                return Err(self.at("Unterminated string"));
            };
            match unit {
                0x22 => {
                    self.position += 1;
                    return Ok(Text::Owned(out));
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

    fn key(&mut self) -> Result<u32, ParseError> {
        let text = self.string()?;
        Ok(match text {
            Text::Utf16(units) => self.keys.intern(units),
            Text::Owned(units) => self.keys.intern(&units),
            Text::Latin1(bytes) => {
                if let Some(&id) = self.keys.latin1.get(bytes) {
                    return Ok(id);
                }
                self.scratch.clear();
                self.scratch.extend(bytes.iter().map(|&b| u16::from(b)));
                let scratch = std::mem::take(&mut self.scratch);
                let id = self.keys.intern(&scratch);
                self.scratch = scratch;
                self.keys.latin1.insert(bytes.to_vec(), id);
                id
            }
        })
    }

    /// An object entry's key and its colon (`first`: the object's first
    /// entry, whose errors V8 words differently), up to its value.
    fn entry_key(&mut self, first: bool) -> Result<u32, ParseError> {
        self.skip_space();
        if self.peek() != Some(u16::from(b'"')) {
            return Err(self.at(if first {
                "Expected property name or '}'"
            } else {
                "Expected double-quoted property name"
            }));
        }
        let key = self.key()?;
        // Only the first property's colon has its own message (V8).
        self.expect(b':', first.then_some("Expected ':' after property name"))?;
        self.skip_space();
        Ok(key)
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

    fn array(&mut self, depth: usize) -> Result<Json<'t>, ParseError> {
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

    fn object(&mut self, depth: usize) -> Result<Json<'t>, ParseError> {
        self.position += 1;
        let mut entries: Vec<(u32, Json<'t>)> = Vec::new();
        self.skip_space();
        if self.peek() == Some(u16::from(b'}')) {
            self.position += 1;
            return Ok(Json::Object(entries));
        }
        let mut first = true;
        // Where each key is, once an object has many (repeated keys).
        let mut positions: Option<FxMap<u32, usize>> = None;
        loop {
            let key = self.entry_key(first)?;
            let value = self.value(depth + 1)?;
            let existing = match &positions {
                Some(positions) => positions.get(&key).copied(),
                None => entries.iter().position(|(existing, _)| *existing == key),
            };
            match existing {
                Some(index) => entries[index].1 = value,
                None => {
                    if let Some(positions) = &mut positions {
                        positions.insert(key, entries.len());
                    }
                    entries.push((key, value));
                    if entries.len() == 32 && positions.is_none() {
                        positions = Some(
                            entries
                                .iter()
                                .enumerate()
                                .map(|(index, (key, _))| (*key, index))
                                .collect(),
                        );
                    }
                }
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
            let indices: Vec<Option<u32>> = entries
                .iter()
                .map(|(key, _)| self.keys.keys[*key as usize].index)
                .collect();
            if indices.iter().any(Option::is_some) {
                let mut order: Vec<usize> = (0..entries.len()).collect();
                order.sort_by_key(|&position| match indices[position] {
                    Some(index) => (0, index),
                    None => (1, 0),
                });
                let mut taken: Vec<Option<(u32, Json<'t>)>> =
                    entries.into_iter().map(Some).collect();
                entries = order
                    .into_iter()
                    .filter_map(|position| taken[position].take())
                    .collect();
            }
            return Ok(Json::Object(entries));
        }
    }
}

/// A value of an array or object being parsed straight into values: its
/// key (objects), slot kind and bits (owned).
type Part = (u32, u32, u64);

/// Parsing straight into the values [`natural`] would build from the
/// tree, without the tree: the parts of the arrays and objects under
/// construction wait on one stack. On an error the caller discards what
/// is left on it.
impl<U: Unit> Parser<'_, '_, U> {
    fn natural_document(&mut self, parts: &mut Vec<Part>) -> Result<(u32, u64), ParseError> {
        self.skip_space();
        let (kind, bits) = self.natural_value(0, parts)?;
        self.skip_space();
        if self.position < self.text.len() {
            discard(kind, bits);
            return Err(ParseError(format!(
                "Unexpected non-whitespace character after JSON at position {}",
                self.position
            )));
        }
        Ok((kind, bits))
    }

    fn natural_value(
        &mut self,
        depth: usize,
        parts: &mut Vec<Part>,
    ) -> Result<(u32, u64), ParseError> {
        if depth > 5000 {
            return Err(ParseError("Maximum call stack size exceeded".into()));
        }
        let Some(unit) = self.peek() else {
            return Err(self.unexpected());
        };
        match unit {
            0x22 => self
                .string()
                .map(|text| (ELEMENT_STRING, text.string() as u64)),
            0x2D | 0x30..=0x39 => self.number().map(|value| (ELEMENT_NUMBER, value.to_bits())),
            0x7B => self.natural_object(depth, parts),
            0x5B => self.natural_array(depth, parts),
            0x74 => self.literal("true").map(|_| (ELEMENT_BOOLEAN, 1)),
            0x66 => self.literal("false").map(|_| (ELEMENT_BOOLEAN, 0)),
            0x6E => self
                .literal("null")
                .map(|_| (crate::array::ELEMENT_NULLABLE, 0)),
            _ => Err(self.unexpected()),
        }
    }

    fn natural_array(
        &mut self,
        depth: usize,
        parts: &mut Vec<Part>,
    ) -> Result<(u32, u64), ParseError> {
        self.position += 1;
        let start = parts.len();
        self.skip_space();
        if self.peek() == Some(u16::from(b']')) {
            self.position += 1;
            return Ok(finish_array(parts, start));
        }
        loop {
            self.skip_space();
            let (kind, bits) = self.natural_value(depth + 1, parts)?;
            parts.push((0, kind, bits));
            self.skip_space();
            if self.peek() == Some(u16::from(b',')) {
                self.position += 1;
                continue;
            }
            self.expect(b']', Some("Expected ',' or ']' after array element"))?;
            return Ok(finish_array(parts, start));
        }
    }

    fn natural_object(
        &mut self,
        depth: usize,
        parts: &mut Vec<Part>,
    ) -> Result<(u32, u64), ParseError> {
        self.position += 1;
        let start = parts.len();
        self.skip_space();
        if self.peek() == Some(u16::from(b'}')) {
            self.position += 1;
            return Ok(self.finish_object(parts, start));
        }
        let mut first = true;
        // Where each key is, once an object has many (repeated keys).
        let mut positions: Option<FxMap<u32, usize>> = None;
        loop {
            let key = self.entry_key(first)?;
            let (kind, bits) = self.natural_value(depth + 1, parts)?;
            let existing = match &positions {
                Some(positions) => positions.get(&key).map(|index| start + index),
                None => parts[start..]
                    .iter()
                    .position(|(existing, _, _)| *existing == key)
                    .map(|index| start + index),
            };
            match existing {
                // A repeated key keeps its first place and its last value.
                Some(index) => {
                    let (_, old_kind, old_bits) = parts[index];
                    discard(old_kind, old_bits);
                    parts[index] = (key, kind, bits);
                }
                None => {
                    if let Some(positions) = &mut positions {
                        positions.insert(key, parts.len() - start);
                    }
                    parts.push((key, kind, bits));
                    if parts.len() - start == 32 && positions.is_none() {
                        positions = Some(
                            parts[start..]
                                .iter()
                                .enumerate()
                                .map(|(index, (key, _, _))| (*key, index))
                                .collect(),
                        );
                    }
                }
            }
            first = false;
            self.skip_space();
            if self.peek() == Some(u16::from(b',')) {
                self.position += 1;
                continue;
            }
            self.expect(b'}', Some("Expected ',' or '}' after property value"))?;
            return Ok(self.finish_object(parts, start));
        }
    }

    /// The record of the object whose entries are `parts[start..]` (taken
    /// off the stack), as [`natural`] makes it.
    fn finish_object(&mut self, parts: &mut Vec<Part>, start: usize) -> (u32, u64) {
        // Integer-like keys first, ascending (a stable sort keeps the
        // others in order).
        if parts[start..]
            .iter()
            .any(|(key, _, _)| self.keys.keys[*key as usize].index.is_some())
        {
            let keys = &self.keys.keys;
            parts[start..].sort_by_key(|(key, _, _)| match keys[*key as usize].index {
                Some(index) => (0, index),
                None => (1, 0),
            });
        }
        let map = crate::map::scr_map_new(
            KIND_RECORD as u32,
            ELEMENT_STRING,
            crate::array::ELEMENT_DYNAMIC,
        );
        // SAFETY: a fresh, empty record.
        unsafe { crate::map::reserve(map, parts.len() - start) };
        for (key, kind, bits) in parts.drain(start..) {
            let value = boxed(kind, bits);
            let name = self.keys.string(key);
            let hash = self.keys.keys[key as usize].hash;
            // SAFETY: a live record; the set retains the box, which is
            // released after; the hash is the key's.
            unsafe {
                crate::map::set_hashed(map, name as u64, value, hash);
                crate::object::release(value as *mut ScrObject);
            }
        }
        (ELEMENT_OBJECT, map as u64)
    }
}

/// The array whose items are `parts[start..]` (taken off the stack), as
/// [`natural`] makes it: of the items' kind when they all have one, else
/// of boxes.
fn finish_array(parts: &mut Vec<Part>, start: usize) -> (u32, u64) {
    let items = &parts[start..];
    let same = items.first().map(|(_, kind, _)| *kind).filter(|kind| {
        *kind <= ELEMENT_OBJECT
            && *kind != crate::array::ELEMENT_NULLABLE
            && items.iter().all(|(_, other, _)| other == kind)
    });
    let array = match same {
        Some(kind) => new_array(
            kind,
            parts.drain(start..).map(|(_, _, bits)| bits).collect(),
        ),
        None => new_array(
            crate::array::ELEMENT_DYNAMIC,
            parts
                .drain(start..)
                .map(|(_, kind, bits)| boxed(kind, bits))
                .collect(),
        ),
    };
    // Only dynamic holders have it yet: storing another kind of value
    // through `any` may change its kind.
    // SAFETY: a fresh ordinary array.
    unsafe { (*array).capacity |= crate::array::DYNAMIC_ONLY };
    (ELEMENT_ARRAY, array as u64)
}

/// Parses `text` straight into its natural value, boxed (what an unknown
/// or `any` result holds).
fn parse_natural<U: Unit>(text: &[U]) -> Result<u64, ParseError> {
    let mut parts: Vec<Part> = Vec::new();
    let parsed = with_parser(text, |parser| parser.natural_document(&mut parts));
    match parsed {
        Ok((kind, bits)) => Ok(boxed(kind, bits)),
        Err(error) => {
            for (_, kind, bits) in parts {
                discard(kind, bits);
            }
            Err(error)
        }
    }
}

/// Parses `text` (the units of a live string).
fn parse<U: Unit>(text: &[U]) -> Result<Json<'_>, ParseError> {
    with_parser(text, |parser| parser.document())
}

/// Runs `work` with a parser at the start of `text`, holding the keys.
fn with_parser<'t, U: Unit, R>(text: &'t [U], work: impl FnOnce(&mut Parser<'t, '_, U>) -> R) -> R {
    KEYS.with_borrow_mut(|keys| {
        let mut parser = Parser {
            text,
            position: 0,
            keys,
            scratch: Vec::new(),
        };
        work(&mut parser)
    })
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

/// The shared descriptor of plain objects with these keys and slot kinds
/// and room for `spare` more, made once and never freed.
fn shape(fields: &[(u32, u32)], spare: u64) -> *const ClassDescriptor {
    shape_named(fields, spare, &key_utf8)
}

/// [`shape`], the keys' names given by `name` (a parser holding the keys
/// reads them from its own).
fn shape_named(
    fields: &[(u32, u32)],
    spare: u64,
    name: &dyn Fn(u32) -> Vec<u8>,
) -> *const ClassDescriptor {
    let key = (fields.to_vec(), spare);
    if let Some(descriptor) = SHAPES.with_borrow(|shapes| shapes.get(&key).copied()) {
        return descriptor as *const ClassDescriptor;
    }
    let descriptors: Vec<FieldDescriptor> = fields
        .iter()
        .map(|&(key, kind)| {
            let name: &'static [u8] = Box::leak(name(key).into_boxed_slice());
            FieldDescriptor {
                name: name.as_ptr(),
                name_len: name.len() as u64,
                kind: u64::from(kind),
            }
        })
        .collect();
    let descriptor = crate::object::plain_descriptor(descriptors, spare);
    SHAPES.with_borrow_mut(|shapes| shapes.insert(key, descriptor as usize));
    descriptor
}

/// A plain object with these keys, kinds and values (owned, moved in).
fn new_object(fields: &[(u32, u32)], values: &[u64], spare: u64) -> *mut ScrObject {
    new_object_of(shape(fields, spare), values)
}

/// An object of `descriptor` (a shape) holding `values` (owned, moved
/// in).
fn new_object_of(descriptor: *const ClassDescriptor, values: &[u64]) -> *mut ScrObject {
    // SAFETY: a descriptor of this shape.
    let object = unsafe { crate::object::scr_object_new(descriptor) };
    // SAFETY: the object has one slot per field; `scr_object_new` put an
    // immortal empty string in string slots, which need no release.
    unsafe {
        let slots = object
            .cast::<u8>()
            .add(crate::object::SLOTS_OFFSET)
            .cast::<u64>();
        for (index, &bits) in values.iter().enumerate() {
            *slots.add(index) = bits;
        }
    }
    object
}

/// A new array of `kind` holding `items` (owned, moved in).
fn new_array(kind: u32, items: Vec<u64>) -> *mut ScrArray {
    let array = scr_array_new(kind, items.len() as u64);
    // SAFETY: a fresh array with room for every item.
    unsafe {
        for (index, bits) in items.iter().enumerate() {
            *(*array).slots.add(index) = *bits;
        }
        (*array).len = items.len() as u32;
    }
    array
}

/// The value as it comes, in the kind that fits it: numbers, booleans,
/// strings and objects in their own slots, arrays of one kind when every
/// element has it (else of boxes), `null` as a null object.
fn natural(json: &Json) -> (u32, u64) {
    match json {
        Json::Null => (crate::array::ELEMENT_NULLABLE, 0),
        Json::Undefined => (crate::dynamic::DYNAMIC_UNDEFINED, 0),
        Json::Boolean(value) => (ELEMENT_BOOLEAN, u64::from(*value)),
        Json::Number(value) => (ELEMENT_NUMBER, value.to_bits()),
        Json::String(text) => (ELEMENT_STRING, text.string() as u64),
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
                    crate::array::ELEMENT_DYNAMIC,
                    values
                        .into_iter()
                        .map(|(kind, bits)| boxed(kind, bits))
                        .collect(),
                ),
            };
            // Only dynamic holders have it yet: storing another kind of
            // value through `any` may change its kind.
            // SAFETY: a fresh ordinary array.
            unsafe { (*array).capacity |= crate::array::DYNAMIC_ONLY };
            (ELEMENT_ARRAY, array as u64)
        }
        // A dictionary, as objects made through `any` are: properties
        // may be added, deleted and given values of other kinds later.
        Json::Object(entries) => {
            let map = crate::map::scr_map_new(
                KIND_RECORD as u32,
                ELEMENT_STRING,
                crate::array::ELEMENT_DYNAMIC,
            );
            // SAFETY: a fresh, empty record.
            unsafe { crate::map::reserve(map, entries.len()) };
            for (key, value) in entries {
                let (kind, bits) = natural(value);
                let value = boxed(kind, bits);
                // SAFETY: a live record; the set retains the box, which is
                // released after.
                unsafe {
                    crate::map::scr_map_set(map, key_string(*key) as u64, value);
                    crate::object::release(value as *mut ScrObject);
                }
            }
            (ELEMENT_OBJECT, map as u64)
        }
    }
}

/// A box for a value (owned, moved in); a null object is the `null` box.
fn boxed(kind: u32, bits: u64) -> u64 {
    if matches!(
        kind,
        ELEMENT_OBJECT | crate::array::ELEMENT_NULLABLE | crate::array::ELEMENT_DYNAMIC
    ) && bits == 0
    {
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
        // `T | null` and `null`: a null pointer is `null`.
        SCHEMA_NULL => crate::array::ELEMENT_NULLABLE,
        _ if schema.flags & NULLABLE != 0 => crate::array::ELEMENT_NULLABLE,
        // A box (`unknown`, `any`, a union): an array of them is an array
        // of boxes, as typed code reads an `unknown[]`.
        SCHEMA_UNKNOWN | SCHEMA_UNION => crate::array::ELEMENT_DYNAMIC,
        _ => ELEMENT_OBJECT,
    }
}

/// Releases a value built here (when a later part does not fit).
fn discard(kind: u32, bits: u64) {
    // SAFETY: a live value of `kind` this module made.
    unsafe { crate::array::release_slot(kind, bits) };
}

/// A schema's fields, and their key ids (computed once per schema).
///
/// # Safety
/// `schema` must be compiler-emitted.
unsafe fn schema_fields(schema: &Schema) -> (&[SchemaField], std::rc::Rc<[u32]>) {
    // SAFETY: forwarded.
    unsafe {
        schema_fields_interned(schema, &mut |units| {
            KEYS.with_borrow_mut(|keys| keys.intern(units))
        })
    }
}

/// [`schema_fields`], new keys interned by `intern` (a parser holding the
/// keys interns them in its own).
///
/// # Safety
/// `schema` must be compiler-emitted.
unsafe fn schema_fields_interned<'s>(
    schema: &'s Schema,
    intern: &mut dyn FnMut(&[u16]) -> u32,
) -> (&'s [SchemaField], std::rc::Rc<[u32]>) {
    let fields: &[SchemaField] = if schema.field_count == 0 {
        &[]
    } else {
        // SAFETY: compiler-emitted fields.
        unsafe { std::slice::from_raw_parts(schema.fields, schema.field_count as usize) }
    };
    let address = schema as *const Schema as usize;
    if let Some(ids) = FIELD_KEYS.with_borrow(|cache| cache.get(&address).cloned()) {
        return (fields, ids);
    }
    let ids: std::rc::Rc<[u32]> = fields
        .iter()
        .map(|field| {
            // SAFETY: compiler-emitted name bytes.
            let name = unsafe { std::slice::from_raw_parts(field.name, field.name_len as usize) };
            let units: Vec<u16> = String::from_utf8_lossy(name).encode_utf16().collect();
            intern(&units)
        })
        .collect();
    FIELD_KEYS.with_borrow_mut(|cache| cache.insert(address, ids.clone()));
    (fields, ids)
}

/// An error found under the property `key`: its path gains the key (paths
/// are built on the way out, only for errors).
fn with_key(error: String, path: &str, key: u32) -> String {
    let named = format!(" at {path}.{}", String::from_utf8_lossy(&key_utf8(key)));
    error.replacen(&format!(" at {path}"), &named, 1)
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
        (SCHEMA_STRING, Json::String(text)) => Ok(text.string() as u64),
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
                // SAFETY: compiler-emitted.
                let result = unsafe { convert(item, element, path) };
                match result {
                    Ok(bits) => values.push(bits),
                    Err(error) => {
                        values.into_iter().for_each(|bits| discard(kind, bits));
                        // The path is built on the way out, only for errors.
                        return Err(error.replacen(
                            &format!(" at {path}"),
                            &format!(" at {path}[{index}]"),
                            1,
                        ));
                    }
                }
            }
            Ok(new_array(kind, values) as u64)
        }
        (SCHEMA_ARRAY, _) => mismatch("array", path),
        (SCHEMA_OBJECT, Json::Object(entries)) => {
            // SAFETY: compiler-emitted.
            let (wanted, ids) = unsafe { schema_fields(schema) };
            let mut fields: Vec<(u32, u32)> = Vec::with_capacity(entries.len());
            let mut values: Vec<u64> = Vec::with_capacity(entries.len());
            let release = |fields: &[(u32, u32)], values: &[u64]| {
                for (&(_, kind), &bits) in fields.iter().zip(values) {
                    discard(kind, bits);
                }
            };
            for (key, value) in entries {
                let field = ids
                    .iter()
                    .position(|id| id == key)
                    .map(|index| &wanted[index]);
                let result = match field {
                    // SAFETY: compiler-emitted.
                    Some(field) => unsafe {
                        let schema = &*field.schema;
                        convert(value, schema, path)
                            .map(|bits| (slot_kind(schema), bits))
                            .map_err(|error| with_key(error, path, *key))
                    },
                    // A key the type does not name is kept, boxed, as
                    // Node keeps it.
                    None => {
                        let (kind, bits) = natural(value);
                        Ok((ELEMENT_OBJECT, boxed(kind, bits)))
                    }
                };
                match result {
                    Ok((kind, bits)) => {
                        fields.push((*key, kind));
                        values.push(bits);
                    }
                    Err(error) => {
                        release(&fields, &values);
                        return Err(error);
                    }
                }
            }
            // Room for the optional properties the value lacks, which the
            // program may add.
            let mut spare = 0;
            for (field, id) in wanted.iter().zip(ids.iter()) {
                let present = fields.iter().any(|(key, _)| key == id);
                if field.optional != 0 && !present {
                    spare += 1;
                }
                if field.optional == 0 && !present {
                    let name = String::from_utf8_lossy(&key_utf8(*id)).into_owned();
                    release(&fields, &values);
                    return Err(format!("JSON.parse: missing property '{name}' at {path}"));
                }
            }
            Ok(new_object(&fields, &values, spare) as u64)
        }
        (SCHEMA_OBJECT, _) => mismatch("object", path),
        (SCHEMA_RECORD, Json::Object(entries)) => {
            // SAFETY: compiler-emitted.
            let element = unsafe { &*schema.element };
            let kind = slot_kind(element);
            let map = crate::map::scr_map_new(KIND_RECORD as u32, ELEMENT_STRING, kind);
            for (key, value) in entries {
                // SAFETY: compiler-emitted.
                let result = unsafe { convert(value, element, path) }
                    .map_err(|error| with_key(error, path, *key));
                match result {
                    // SAFETY: a live map; the set retains, the moved-in
                    // value is released after.
                    Ok(bits) => unsafe {
                        crate::map::scr_map_set(map, key_string(*key) as u64, bits);
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

/// Parses the units of a live string, then `finish` builds the result.
///
/// # Safety
/// `text` must be a live string.
unsafe fn with_parsed(text: *const ScrString, finish: &mut dyn FnMut(Json) -> u64) -> u64 {
    // SAFETY: a live string.
    let parsed = match unsafe { string::units(text) } {
        string::Units::Latin1(bytes) => parse(bytes).map(&mut *finish),
        string::Units::Utf16(units) => parse(units).map(&mut *finish),
    };
    match parsed {
        Ok(bits) => bits,
        Err(ParseError(message)) => {
            crate::dynamic::raise("SyntaxError", &message);
            0
        }
    }
}

/// Builds the parsed value as the schema asks, raising a TypeError when it
/// does not fit.
///
/// # Safety
/// `schema` must be compiler-emitted.
unsafe fn build(json: &Json, schema: *const Schema) -> u64 {
    let mut path = String::from("$");
    // SAFETY: compiler-emitted schema.
    match unsafe { convert(json, schema, &mut path) } {
        Ok(bits) => bits,
        Err(message) => {
            crate::dynamic::raise("TypeError", &message);
            0
        }
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
    // SAFETY: compiler-emitted schema.
    if unsafe { (*schema).tag == SCHEMA_UNKNOWN && (*schema).flags & NULLABLE == 0 } {
        // SAFETY: a live string.
        let parsed = match unsafe { string::units(text) } {
            string::Units::Latin1(bytes) => parse_natural(bytes),
            string::Units::Utf16(units) => parse_natural(units),
        };
        return match parsed {
            Ok(bits) => bits,
            Err(ParseError(message)) => {
                crate::dynamic::raise("SyntaxError", &message);
                0
            }
        };
    }
    // The common case straight into values; the tree decides the rest.
    // SAFETY: a live string; compiler-emitted schema.
    let straight = unsafe {
        match string::units(text) {
            string::Units::Latin1(bytes) => typed::parse_typed(bytes, schema),
            string::Units::Utf16(units) => typed::parse_typed(units, schema),
        }
    };
    if let Some(bits) = straight {
        return bits;
    }
    // SAFETY: forwarded.
    unsafe { with_parsed(text, &mut |json| build(&json, schema)) }
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
unsafe fn data_of(kind: u32, bits: u64, depth: usize) -> Result<Json<'static>, String> {
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
        ELEMENT_STRING => Json::String(Text::Owned(unsafe {
            crate::string_methods::copy_units(bits as *const ScrString)
        })),
        crate::dynamic::DYNAMIC_UNDEFINED => Json::Undefined,
        crate::dynamic::DYNAMIC_NULL => Json::Null,
        crate::array::ELEMENT_NULLABLE if bits == 0 => Json::Null,
        ELEMENT_ARRAY | ELEMENT_OBJECT | crate::array::ELEMENT_DYNAMIC if bits == 0 => {
            Json::Undefined
        }
        ELEMENT_ARRAY => {
            let array = bits as *const ScrArray;
            // SAFETY: a live array.
            let (element, items) = unsafe { ((*array).kind, crate::array::slots(array)) };
            if crate::typed::is_typed(element) {
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
                        let units: Vec<u16> =
                            String::from_utf8_lossy(name).encode_utf16().collect();
                        let key = KEYS.with_borrow_mut(|keys| keys.intern(&units));
                        entries.push((key, value));
                    }
                    Json::Object(entries)
                }
                // A dictionary (an object made through `any` or parsed
                // into one), in its property order.
                KIND_RECORD => {
                    let map = object.cast::<crate::map::ScrMap>();
                    // SAFETY: a live record.
                    let (key_kind, value_kind) =
                        unsafe { ((*map).table.key_kind, (*map).table.value_kind) };
                    if key_kind != ELEMENT_STRING {
                        return Err("JSON.parse: a reviver returned a map".into());
                    }
                    let mut entries = Vec::new();
                    // SAFETY: a live record; its keys are strings.
                    for (key, bits) in unsafe { crate::map::ordered(map) } {
                        // SAFETY: a live value of the record's value kind.
                        let value = unsafe { data_of(value_kind, bits, depth + 1)? };
                        if matches!(value, Json::Undefined) {
                            continue;
                        }
                        // SAFETY: a live string key.
                        let units =
                            unsafe { crate::string_methods::copy_units(key as *const ScrString) };
                        let key = KEYS.with_borrow_mut(|keys| keys.intern(&units));
                        entries.push((key, value));
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
unsafe fn internalize<'t>(
    json: Json<'t>,
    key: &[u16],
    reviver: Reviver,
    closure: *mut ScrObject,
) -> Result<Json<'t>, Stop> {
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
            for (key, value) in entries {
                let name = key_units(key);
                // SAFETY: forwarded.
                let revived = unsafe { internalize(value, &name, reviver, closure)? };
                if !matches!(revived, Json::Undefined) {
                    out.push((key, revived));
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
    let mut finish = |json: Json| {
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
        if matches!(json, Json::Undefined) {
            if unsafe { (*schema).tag == SCHEMA_UNKNOWN && (*schema).flags & NULLABLE == 0 } {
                return boxed(crate::dynamic::DYNAMIC_UNDEFINED, 0);
            }
            crate::dynamic::raise(
                "TypeError",
                "JSON.parse: the reviver removed the whole value",
            );
            return 0;
        }
        // SAFETY: forwarded.
        unsafe { build(&json, schema) }
    };
    // SAFETY: forwarded.
    unsafe { with_parsed(text, &mut finish) }
}
