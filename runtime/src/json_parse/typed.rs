//! Typed `JSON.parse` straight into values, without the tree.
//!
//! The common case, a text that fits the compiler's schema, is parsed
//! directly into the values [`super::convert`] would build from the tree:
//! the same arrays, objects of the same shapes (keys in the order they
//! come), records and boxes. Anything else gives up, releases what it
//! built and lets the tree path run from the start, which reports the
//! error in its own words and order: a syntax error anywhere, a value that
//! does not fit, a missing property. So do an integer-like key (JavaScript
//! puts those first) and a repeated key (the last value wins), whose
//! objects the tree orders.

use super::{
    ACCEPTS_BOOLEAN, ACCEPTS_NULL, ACCEPTS_NUMBER, ACCEPTS_STRING, NULLABLE, Parser, Part,
    SCHEMA_ARRAY, SCHEMA_BOOLEAN, SCHEMA_NULL, SCHEMA_NUMBER, SCHEMA_OBJECT, SCHEMA_RECORD,
    SCHEMA_STRING, SCHEMA_UNION, SCHEMA_UNKNOWN, Schema, Unit, boxed, discard, new_array,
    new_object_of, schema_fields_interned, shape_named, slot_kind, with_parser,
};
use crate::array::ELEMENT_OBJECT;
use crate::object::KIND_RECORD;

/// The straight parse gave up (see the module's text).
struct GiveUp;

/// Units of the text: a quote, a minus sign, the digits, brackets and the
/// first letters of the literals.
const QUOTE: u16 = 0x22;
const MINUS: u16 = 0x2D;
const OPEN_BRACE: u16 = 0x7B;
const CLOSE_BRACE: u16 = 0x7D;
const OPEN_BRACKET: u16 = 0x5B;
const CLOSE_BRACKET: u16 = 0x5D;
const COMMA: u16 = 0x2C;
const LETTER_T: u16 = 0x74;
const LETTER_F: u16 = 0x66;
const LETTER_N: u16 = 0x6E;

fn starts_number(unit: u16) -> bool {
    unit == MINUS || (0x30..=0x39).contains(&unit)
}

/// The value of `text` as `schema` describes it (owned slot bits), or
/// `None` when the tree path must decide.
///
/// # Safety
/// `schema` must be compiler-emitted.
pub(super) unsafe fn parse_typed<U: Unit>(text: &[U], schema: *const Schema) -> Option<u64> {
    let mut parts: Vec<Part> = Vec::new();
    // SAFETY: compiler-emitted.
    let schema = unsafe { &*schema };
    let parsed = with_parser(text, |parser| parser.typed_document(schema, &mut parts));
    match parsed {
        Ok(bits) => Some(bits),
        Err(GiveUp) => {
            for (_, kind, bits) in parts {
                discard(kind, bits);
            }
            None
        }
    }
}

/// Values under construction wait on `parts` (key, slot kind, bits), as
/// in the natural parse; on giving up the caller releases what is left.
impl<U: Unit> Parser<'_, '_, U> {
    fn typed_document(&mut self, schema: &Schema, parts: &mut Vec<Part>) -> Result<u64, GiveUp> {
        self.skip_space();
        let bits = self.typed_value(schema, 0, parts)?;
        self.skip_space();
        if self.position < self.text.len() {
            discard(slot_kind(schema), bits);
            return Err(GiveUp);
        }
        Ok(bits)
    }

    fn typed_value(
        &mut self,
        schema: &Schema,
        depth: usize,
        parts: &mut Vec<Part>,
    ) -> Result<u64, GiveUp> {
        if depth > 5000 {
            return Err(GiveUp);
        }
        let unit = self.peek().ok_or(GiveUp)?;
        if unit == LETTER_N && (schema.flags & NULLABLE != 0 || schema.tag == SCHEMA_NULL) {
            self.literal("null").map_err(|_| GiveUp)?;
            return Ok(0);
        }
        match schema.tag {
            SCHEMA_NUMBER if starts_number(unit) => {
                self.number().map(f64::to_bits).map_err(|_| GiveUp)
            }
            SCHEMA_BOOLEAN if unit == LETTER_T => {
                self.literal("true").map_err(|_| GiveUp)?;
                Ok(1)
            }
            SCHEMA_BOOLEAN if unit == LETTER_F => {
                self.literal("false").map_err(|_| GiveUp)?;
                Ok(0)
            }
            SCHEMA_STRING if unit == QUOTE => {
                let text = self.string().map_err(|_| GiveUp)?;
                Ok(text.string() as u64)
            }
            SCHEMA_UNKNOWN => self.typed_natural(depth, parts),
            SCHEMA_UNION => {
                let accepts = match unit {
                    _ if starts_number(unit) => ACCEPTS_NUMBER,
                    QUOTE => ACCEPTS_STRING,
                    LETTER_T | LETTER_F => ACCEPTS_BOOLEAN,
                    LETTER_N => ACCEPTS_NULL,
                    _ => 0,
                };
                if schema.accepts & accepts == 0 {
                    return Err(GiveUp);
                }
                self.typed_natural(depth, parts)
            }
            // SAFETY (both): compiler-emitted.
            SCHEMA_ARRAY if unit == OPEN_BRACKET => {
                self.typed_array(unsafe { &*schema.element }, depth, parts)
            }
            SCHEMA_RECORD if unit == OPEN_BRACE => {
                self.typed_record(unsafe { &*schema.element }, depth, parts)
            }
            SCHEMA_OBJECT if unit == OPEN_BRACE => self.typed_object(schema, depth, parts),
            _ => Err(GiveUp),
        }
    }

    /// A box of the value as it comes (`unknown`, a union).
    fn typed_natural(&mut self, depth: usize, parts: &mut Vec<Part>) -> Result<u64, GiveUp> {
        let (kind, bits) = self.natural_value(depth, parts).map_err(|_| GiveUp)?;
        Ok(boxed(kind, bits))
    }

    /// After a value: a comma (true), the closing `close` (false).
    fn typed_separator(&mut self, close: u16) -> Result<bool, GiveUp> {
        self.skip_space();
        match self.peek() {
            Some(COMMA) => {
                self.position += 1;
                Ok(true)
            }
            Some(unit) if unit == close => {
                self.position += 1;
                Ok(false)
            }
            _ => Err(GiveUp),
        }
    }

    fn typed_array(
        &mut self,
        element: &Schema,
        depth: usize,
        parts: &mut Vec<Part>,
    ) -> Result<u64, GiveUp> {
        self.position += 1;
        let kind = slot_kind(element);
        let start = parts.len();
        self.skip_space();
        if self.peek() == Some(CLOSE_BRACKET) {
            self.position += 1;
            return Ok(new_array(kind, Vec::new()) as u64);
        }
        loop {
            self.skip_space();
            let bits = self.typed_value(element, depth + 1, parts)?;
            parts.push((0, kind, bits));
            if !self.typed_separator(CLOSE_BRACKET)? {
                let items: Vec<u64> = parts.drain(start..).map(|(_, _, bits)| bits).collect();
                return Ok(new_array(kind, items) as u64);
            }
        }
    }

    /// An object entry's key, giving up on one the tree would reorder.
    fn typed_key(&mut self, first: bool) -> Result<u32, GiveUp> {
        let key = self.entry_key(first).map_err(|_| GiveUp)?;
        if self.keys.keys[key as usize].index.is_some() {
            return Err(GiveUp);
        }
        Ok(key)
    }

    /// An object's entries after its `{`, up to its `}`: `entry` reads
    /// each value after its key.
    fn typed_entries(
        &mut self,
        parts: &mut Vec<Part>,
        mut entry: impl FnMut(&mut Self, u32, &mut Vec<Part>) -> Result<(), GiveUp>,
    ) -> Result<(), GiveUp> {
        self.skip_space();
        if self.peek() == Some(CLOSE_BRACE) {
            self.position += 1;
            return Ok(());
        }
        let mut first = true;
        loop {
            let key = self.typed_key(first)?;
            entry(self, key, parts)?;
            first = false;
            if !self.typed_separator(CLOSE_BRACE)? {
                return Ok(());
            }
        }
    }

    fn typed_object(
        &mut self,
        schema: &Schema,
        depth: usize,
        parts: &mut Vec<Part>,
    ) -> Result<u64, GiveUp> {
        self.position += 1;
        let keys = &mut *self.keys;
        // SAFETY: compiler-emitted.
        let (wanted, ids) =
            unsafe { schema_fields_interned(schema, &mut |units| keys.intern(units)) };
        let start = parts.len();
        self.typed_entries(parts, |parser, key, parts| {
            if parts[start..].iter().any(|&(seen, _, _)| seen == key) {
                return Err(GiveUp);
            }
            match ids.iter().position(|&id| id == key) {
                Some(index) => {
                    // SAFETY: compiler-emitted.
                    let field = unsafe { &*wanted[index].schema };
                    let bits = parser.typed_value(field, depth + 1, parts)?;
                    parts.push((key, slot_kind(field), bits));
                }
                // A key the type does not name is kept, boxed.
                None => {
                    let bits = parser.typed_natural(depth + 1, parts)?;
                    parts.push((key, ELEMENT_OBJECT, bits));
                }
            }
            Ok(())
        })?;
        // Room for the optional properties the value lacks; a required
        // one missing is the tree path's error.
        let mut spare = 0;
        for (field, &id) in wanted.iter().zip(ids.iter()) {
            if !parts[start..].iter().any(|&(key, _, _)| key == id) {
                if field.optional == 0 {
                    return Err(GiveUp);
                }
                spare += 1;
            }
        }
        let fields: Vec<(u32, u32)> = parts[start..]
            .iter()
            .map(|&(key, kind, _)| (key, kind))
            .collect();
        let values: Vec<u64> = parts.drain(start..).map(|(_, _, bits)| bits).collect();
        let keys = &*self.keys;
        let descriptor = shape_named(&fields, spare, &|id| keys.keys[id as usize].utf8.clone());
        Ok(new_object_of(descriptor, &values) as u64)
    }

    fn typed_record(
        &mut self,
        element: &Schema,
        depth: usize,
        parts: &mut Vec<Part>,
    ) -> Result<u64, GiveUp> {
        self.position += 1;
        let kind = slot_kind(element);
        let map = crate::map::scr_map_new(KIND_RECORD as u32, super::ELEMENT_STRING, kind);
        // Held on the stack, so that giving up releases it.
        parts.push((u32::MAX, ELEMENT_OBJECT, map as u64));
        self.typed_entries(parts, |parser, key, parts| {
            let bits = parser.typed_value(element, depth + 1, parts)?;
            let name = parser.keys.string(key);
            // SAFETY: a live map; the set retains, the value built here is
            // released after.
            unsafe { crate::map::scr_map_set(map, name as u64, bits) };
            discard(kind, bits);
            Ok(())
        })?;
        parts.pop();
        Ok(map as u64)
    }
}
