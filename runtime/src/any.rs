//! Operations on `any` values: property reads and writes by name and by
//! computed key, `+` and the relational operators, with JavaScript's
//! semantics, on boxes (see `dynamic`).
//!
//! What a box may hold and what a property access does with it:
//! - a record (the object literals the compiler builds for `any`, and
//!   `Record<string, T>` values): its entries, by key;
//! - a class instance or typed object literal: its fields, by name (a
//!   value stored must fit the field: a typed object keeps its layout);
//! - an array: `length` and its elements by index;
//! - a string: `length` and its characters by index;
//! - a map or set: `size`;
//! - `undefined` and `null`: Node's TypeError.
//!
//! Everything else reads as `undefined`. What scriptc cannot do yet (a
//! getter through `any`, a string stored into a number field) raises a
//! TypeError that says so, rather than behave differently from Node.

use crate::array::{
    ELEMENT_ARRAY, ELEMENT_BOOLEAN, ELEMENT_DYNAMIC, ELEMENT_NULLABLE, ELEMENT_NUMBER,
    ELEMENT_OBJECT, ELEMENT_STRING, ScrArray,
};
use crate::dynamic::{DYNAMIC_NULL, DYNAMIC_UNDEFINED, contents, scr_dynamic_new};
use crate::map::ScrMap;
use crate::object::{KIND_MAP, KIND_RECORD, KIND_SET, ScrObject};
use crate::string::{self, ScrString};

/// A new box holding a borrowed slot value (a box slot's box, retained).
///
/// # Safety
/// `bits` must be a live value of `kind`.
pub(crate) unsafe fn box_slot(kind: u32, bits: u64) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe { crate::array::retain_slot(kind, bits) };
    scr_dynamic_new(kind, bits)
}

/// A new reference to what replaced method `key` on class instance
/// `object` (its own-method field, see the compiler's `own_method_field`),
/// when the program replaced it there.
///
/// # Safety
/// `object` must be a live class instance.
unsafe fn own_replacement(object: *const ScrObject, key: &str) -> Option<*mut ScrObject> {
    // SAFETY: caller contract.
    unsafe {
        let descriptor = (*object).descriptor;
        let own = format!("\u{1}[[own {key}]]");
        let offset =
            crate::object::find_member(descriptor, own.as_bytes(), crate::object::LOOKUP_READ)?;
        let offset = usize::try_from(offset).ok()?;
        let index = (offset - crate::object::SLOTS_OFFSET) / 8;
        let field = &crate::object::fields(descriptor)[index];
        let value = box_slot(field.kind as u32, crate::object::slots(object)[index]);
        if contents(value).0 == DYNAMIC_UNDEFINED {
            crate::object::release(value);
            return None;
        }
        Some(value)
    }
}

pub(crate) fn undefined() -> *mut ScrObject {
    scr_dynamic_new(DYNAMIC_UNDEFINED, 0)
}

/// A number property of `value` (a box), read by name.
///
/// # Safety
/// `value` must be a live box.
unsafe fn named_number(value: *const ScrObject, name: &str) -> Option<f64> {
    // SAFETY: caller contract.
    unsafe {
        named(value, name, |read| {
            let (kind, bits) = contents(read);
            (kind == ELEMENT_NUMBER).then(|| f64::from_bits(bits))
        })
    }
}

/// What `take` makes of property `name` of `value` (read as `value.name`
/// is, and released after).
///
/// # Safety
/// `value` must be a live box.
unsafe fn named<T>(
    value: *const ScrObject,
    name: &str,
    take: impl FnOnce(*mut ScrObject) -> Option<T>,
) -> Option<T> {
    // SAFETY: caller contract; the key and the box read are released.
    unsafe {
        let key = string::new_from_str(name);
        let read = scr_any_get(value, key);
        string::release(key);
        let taken = take(read);
        crate::object::release(read);
        taken
    }
}

/// The handle and flags of a RegExp (the prelude's class) held by `value`.
///
/// # Safety
/// `value` must be a live box.
unsafe fn regexp_handle(value: *const ScrObject) -> Option<(f64, String)> {
    // SAFETY: caller contract; an object's descriptor is live.
    unsafe {
        let (kind, payload) = contents(value);
        if kind != crate::array::ELEMENT_OBJECT || payload == 0 {
            return None;
        }
        let object = payload as *const ScrObject;
        if (*(*object).descriptor).kind != crate::object::KIND_CLASS
            || crate::object::name((*object).descriptor) != b"RegExp"
        {
            return None;
        }
        let handle = named_number(value, "__handle")?;
        let flags = named(value, "flags", |read| {
            text_of(read).map(|flags| string::to_rust_string(flags))
        })?;
        Some((handle, flags))
    }
}

/// A string method called with a RegExp: the text, the method's name and
/// the arguments; `None` when it is not one [`regexp_method`] does.
pub type RegexpMethod =
    unsafe fn(*const ScrString, &str, &[*mut ScrObject]) -> Option<*mut ScrObject>;

/// [`regexp_method`], set by the first regex compiled (read volatile).
pub static mut REGEXP_METHOD: Option<RegexpMethod> = None;

/// `text.split(re)`, `search(re)`, `match(re)`, `replace(re, string)` and
/// `replaceAll(re, string)` through `any`, as the prelude's typed methods
/// do them; `None` for what they do otherwise (a sticky regex, a
/// replacement function).
///
/// # Safety
/// `text` must be live, `arguments` live boxes, the first a RegExp.
pub(crate) unsafe fn regexp_method(
    text: *const ScrString,
    method: &str,
    arguments: &[*mut ScrObject],
) -> Option<*mut ScrObject> {
    // SAFETY: caller contract; results are new references, boxed.
    unsafe {
        let pattern = arguments[0];
        let (handle, flags) = regexp_handle(pattern)?;
        let (global, sticky) = (flags.contains('g'), flags.contains('y'));
        let set_last_index = |index: f64| {
            let key = string::new_from_str("lastIndex");
            scr_any_set_number(pattern, key, index);
            string::release(key);
        };
        let null = || scr_dynamic_new(DYNAMIC_NULL, 0);
        match method {
            "split" => {
                let limit = number_or(arguments.get(1), f64::NAN);
                let pieces = crate::regex::scr_regex_split(handle, text, limit);
                Some(scr_dynamic_new(ELEMENT_ARRAY, pieces as u64))
            }
            "search" if !sticky => Some(number_box(crate::regex::search_index(handle, text))),
            "match" if !sticky && global => {
                set_last_index(0.0);
                let all = crate::regex::scr_regex_match_all(handle, text);
                if (*all).len == 0 {
                    crate::array::release(all);
                    return Some(null());
                }
                Some(scr_dynamic_new(ELEMENT_ARRAY, all as u64))
            }
            "match" if !sticky => {
                let found = crate::regex::scr_regex_exec(handle, text, 0.0);
                if (*found).len == 0 {
                    crate::array::release(found);
                    return Some(null());
                }
                Some(scr_dynamic_new(ELEMENT_ARRAY, found as u64))
            }
            "replace" | "replaceAll" if !sticky => {
                let replacement = *arguments.get(1)?;
                if text_of(replacement).is_none()
                    && !matches!(
                        contents(replacement).0,
                        ELEMENT_NUMBER | ELEMENT_BOOLEAN | DYNAMIC_NULL | DYNAMIC_UNDEFINED
                    )
                {
                    return None;
                }
                if method == "replaceAll" && !global {
                    crate::dynamic::raise(
                        "TypeError",
                        "String.prototype.replaceAll called with a non-global RegExp argument",
                    );
                    return Some(undefined());
                }
                if global {
                    set_last_index(0.0);
                }
                let replacement = crate::dynamic::scr_dynamic_to_string(replacement);
                let replaced = crate::regex::scr_regex_replace(
                    handle,
                    text,
                    replacement,
                    f64::from(u8::from(global)),
                    0.0,
                );
                string::release(replacement);
                Some(string_box(replaced))
            }
            _ => None,
        }
    }
}

/// The index a key names, when it is an array index (`"3"`).
fn index_of(key: &str) -> Option<usize> {
    crate::spread::array_index(key.as_bytes()).map(|index| index as usize)
}

/// What scriptc cannot do through `any` yet: a TypeError naming it.
fn not_yet(what: &str) {
    crate::dynamic::raise(
        "TypeError",
        &format!("scriptc does not support {what} through a value of type 'any' yet"),
    );
}

pub(crate) fn nothing_name(kind: u32) -> &'static str {
    if kind == DYNAMIC_NULL {
        "null"
    } else {
        "undefined"
    }
}

/// `value[key]` / `value.key` for a key given as text: a new box. A
/// built-in method the value has (`s.toString`, `xs.map`), which scriptc
/// cannot give as a function value yet, is a TypeError saying so rather
/// than `undefined`.
///
/// # Safety
/// `value` must be a live box or null.
unsafe fn get(value: *const ScrObject, key: &str) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        let result = get_own(value, key);
        // `[Symbol.iterator]` of what iterates by a built-in method: that
        // method (`values` of an array or set, `entries` of a map).
        if contents(result).0 == DYNAMIC_UNDEFINED
            && key == ITERATOR_MEMBER
            && let Some(method) = built_in_iterator(value)
        {
            crate::object::release(result);
            let prototype =
                built_in_owner(value, method).unwrap_or(crate::method_value::Prototype::Object);
            return crate::method_value::built_in(method, prototype);
        }
        // A value's constructor, as a function, is not something scriptc
        // makes (`constructor.name` is read without it).
        if contents(result).0 == DYNAMIC_UNDEFINED
            && key == "constructor"
            && !matches!(contents(value).0, DYNAMIC_UNDEFINED | DYNAMIC_NULL)
        {
            not_yet("reading a value's 'constructor' other than 'constructor.name'");
            return result;
        }
        if contents(result).0 == DYNAMIC_UNDEFINED
            && let Some(prototype) = built_in_owner(value, key)
        {
            crate::object::release(result);
            return crate::method_value::built_in(key, prototype);
        }
        result
    }
}

/// `value[key]` read by the runtime itself (a promise looking for a
/// thenable's `then`): a new box, as `scr_any_get` gives.
///
/// # Safety
/// `value` must be a live box.
pub(crate) unsafe fn get_property(value: *const ScrObject, key: &str) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe { get(value, key) }
}

/// `value.constructor.name`: the name of the class or built-in
/// constructor that made the value (Node's TypeError for `undefined` and
/// `null`).
///
/// # Safety
/// `value` must be a live box or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_constructor_name(value: *const ScrObject) -> *mut ScrString {
    // SAFETY: caller contract; payloads of the kinds the box names.
    unsafe {
        let (kind, payload) = contents(value);
        let name: String = match kind {
            DYNAMIC_UNDEFINED | DYNAMIC_NULL => {
                let shown = if kind == DYNAMIC_NULL {
                    "null"
                } else {
                    "undefined"
                };
                crate::dynamic::raise(
                    "TypeError",
                    &format!("Cannot read properties of {shown} (reading 'constructor')"),
                );
                String::new()
            }
            ELEMENT_NUMBER => "Number".into(),
            ELEMENT_BOOLEAN => "Boolean".into(),
            ELEMENT_STRING => "String".into(),
            ELEMENT_ARRAY => match (*(payload as *const ScrArray)).kind {
                crate::typed::BUFFER => "Buffer".into(),
                held if crate::typed::is_typed(held) => crate::typed::name(held).into(),
                _ => "Array".into(),
            },
            ELEMENT_OBJECT => {
                let object = payload as *const ScrObject;
                let descriptor = (*object).descriptor;
                match (*descriptor).kind {
                    _ if crate::bigint::is_bigint(object) => "BigInt".into(),
                    _ if crate::object::is_symbol(object) => "Symbol".into(),
                    crate::object::KIND_CLASS => {
                        String::from_utf8_lossy(crate::object::name(descriptor)).into_owned()
                    }
                    KIND_MAP => "Map".into(),
                    KIND_SET => "Set".into(),
                    crate::object::KIND_TUPLE => "Array".into(),
                    crate::object::KIND_FUNCTION | crate::class_value::KIND_CLASS_VALUE => {
                        "Function".into()
                    }
                    crate::promise::KIND_PROMISE => "Promise".into(),
                    crate::object::KIND_DYNAMIC => {
                        return scr_any_constructor_name(object);
                    }
                    _ => "Object".into(),
                }
            }
            _ => "Object".into(),
        };
        string::new_from_str(&name)
    }
}

/// The built-in method that is the `[Symbol.iterator]` of `value`, if it
/// iterates by one: `values` of an array, typed array or set, `entries` of
/// a map, `[Symbol.iterator]` of a string or generator.
///
/// # Safety
/// `value` must be a live box or null.
unsafe fn built_in_iterator(value: *const ScrObject) -> Option<&'static str> {
    // SAFETY: caller contract.
    let (kind, payload) = unsafe { contents(value) };
    match kind {
        ELEMENT_ARRAY => Some("values"),
        ELEMENT_STRING => Some("[Symbol.iterator]"),
        // SAFETY: a live object payload.
        ELEMENT_OBJECT => match unsafe { (*(*(payload as *const ScrObject)).descriptor).kind } {
            KIND_MAP => Some("entries"),
            KIND_SET => Some("values"),
            crate::generator::KIND_GENERATOR => Some("[Symbol.iterator]"),
            _ => None,
        },
        _ => None,
    }
}

/// Whether `value` has a built-in method `key` (from its prototype).
///
/// # Safety
/// `value` must be a live box or null.
unsafe fn is_built_in_method(value: *const ScrObject, key: &str) -> bool {
    // SAFETY: caller contract.
    unsafe { built_in_owner(value, key) }.is_some()
}

/// The prototype `value`'s built-in method `key` comes from, if it has
/// one: two reads of a method are the same function exactly when they
/// come from one prototype (`[1].push === [2].push`, `"a".at !== [].at`).
///
/// # Safety
/// `value` must be a live box or null.
unsafe fn built_in_owner(
    value: *const ScrObject,
    key: &str,
) -> Option<crate::method_value::Prototype> {
    use crate::method_value::Prototype;
    const STRING: &[&str] = &[
        "at",
        "charAt",
        "charCodeAt",
        "codePointAt",
        "concat",
        "endsWith",
        "includes",
        "indexOf",
        "lastIndexOf",
        "localeCompare",
        "match",
        "matchAll",
        "normalize",
        "padEnd",
        "padStart",
        "repeat",
        "replace",
        "replaceAll",
        "search",
        "slice",
        "split",
        "startsWith",
        "substr",
        "substring",
        "toLowerCase",
        "toUpperCase",
        "toLocaleLowerCase",
        "toLocaleUpperCase",
        "trim",
        "trimEnd",
        "trimStart",
        "isWellFormed",
        "toWellFormed",
    ];
    const ARRAY: &[&str] = &[
        "at",
        "concat",
        "copyWithin",
        "entries",
        "every",
        "fill",
        "filter",
        "find",
        "findIndex",
        "findLast",
        "findLastIndex",
        "flat",
        "flatMap",
        "forEach",
        "includes",
        "indexOf",
        "join",
        "keys",
        "lastIndexOf",
        "map",
        "pop",
        "push",
        "reduce",
        "reduceRight",
        "reverse",
        "shift",
        "slice",
        "some",
        "sort",
        "splice",
        "toReversed",
        "toSorted",
        "toSpliced",
        "unshift",
        "values",
        "with",
    ];
    const TYPED: &[&str] = &[
        "entries",
        "keys",
        "values",
        "at",
        "copyWithin",
        "every",
        "fill",
        "filter",
        "find",
        "findIndex",
        "findLast",
        "findLastIndex",
        "forEach",
        "includes",
        "indexOf",
        "join",
        "lastIndexOf",
        "map",
        "reverse",
        "reduce",
        "reduceRight",
        "set",
        "slice",
        "some",
        "sort",
        "subarray",
        "toLocaleString",
        "toString",
        "toReversed",
        "toSorted",
        "with",
    ];
    // `Buffer.prototype`'s own methods.
    const BUFFER: &[&str] = &[
        "readBigUInt64LE",
        "readBigUInt64BE",
        "readBigUint64LE",
        "readBigUint64BE",
        "readBigInt64LE",
        "readBigInt64BE",
        "writeBigUInt64LE",
        "writeBigUInt64BE",
        "writeBigUint64LE",
        "writeBigUint64BE",
        "writeBigInt64LE",
        "writeBigInt64BE",
        "readUIntLE",
        "readUInt32LE",
        "readUInt16LE",
        "readUInt8",
        "readUIntBE",
        "readUInt32BE",
        "readUInt16BE",
        "readUintLE",
        "readUint32LE",
        "readUint16LE",
        "readUint8",
        "readUintBE",
        "readUint32BE",
        "readUint16BE",
        "readIntLE",
        "readInt32LE",
        "readInt16LE",
        "readInt8",
        "readIntBE",
        "readInt32BE",
        "readInt16BE",
        "writeUIntLE",
        "writeUInt32LE",
        "writeUInt16LE",
        "writeUInt8",
        "writeUIntBE",
        "writeUInt32BE",
        "writeUInt16BE",
        "writeUintLE",
        "writeUint32LE",
        "writeUint16LE",
        "writeUint8",
        "writeUintBE",
        "writeUint32BE",
        "writeUint16BE",
        "writeIntLE",
        "writeInt32LE",
        "writeInt16LE",
        "writeInt8",
        "writeIntBE",
        "writeInt32BE",
        "writeInt16BE",
        "readFloatLE",
        "readFloatBE",
        "readDoubleLE",
        "readDoubleBE",
        "writeFloatLE",
        "writeFloatBE",
        "writeDoubleLE",
        "writeDoubleBE",
        "asciiSlice",
        "base64Slice",
        "base64urlSlice",
        "latin1Slice",
        "hexSlice",
        "ucs2Slice",
        "utf8Slice",
        "asciiWrite",
        "base64Write",
        "base64urlWrite",
        "latin1Write",
        "hexWrite",
        "ucs2Write",
        "utf8Write",
        "copy",
        "toString",
        "equals",
        "inspect",
        "compare",
        "indexOf",
        "lastIndexOf",
        "includes",
        "fill",
        "write",
        "toJSON",
        "subarray",
        "slice",
        "swap16",
        "swap32",
        "swap64",
        "toLocaleString",
    ];
    const NUMBER: &[&str] = &["toExponential", "toFixed", "toLocaleString", "toPrecision"];
    const COLLECTION: &[&str] = &[
        "add", "clear", "delete", "entries", "forEach", "get", "has", "keys", "set", "values",
    ];
    const WEAK_MAP: &[&str] = &["delete", "get", "has", "set"];
    const WEAK_SET: &[&str] = &["add", "delete", "has"];
    // SAFETY: caller contract.
    let (kind, payload) = unsafe { contents(value) };
    if kind == DYNAMIC_UNDEFINED || kind == DYNAMIC_NULL {
        return None;
    }
    let own = |names: &[&str], prototype: Prototype| names.contains(&key).then_some(prototype);
    let found = match kind {
        ELEMENT_STRING => own(STRING, Prototype::String),
        // SAFETY: a live array payload.
        ELEMENT_ARRAY => match unsafe { (*(payload as *const ScrArray)).kind } {
            crate::typed::BUFFER => {
                own(BUFFER, Prototype::Buffer).or_else(|| own(TYPED, Prototype::Typed))
            }
            held if crate::typed::is_typed(held) => own(TYPED, Prototype::Typed),
            _ => own(ARRAY, Prototype::Array),
        },
        ELEMENT_NUMBER => own(NUMBER, Prototype::Number),
        // SAFETY: a live object payload.
        // SAFETY: as above.
        ELEMENT_OBJECT => match unsafe { (*(*(payload as *const ScrObject)).descriptor).kind } {
            KIND_MAP if unsafe { crate::map::is_weak(payload as *const ScrMap) } => {
                own(WEAK_MAP, Prototype::Map)
            }
            KIND_SET if unsafe { crate::map::is_weak(payload as *const ScrMap) } => {
                own(WEAK_SET, Prototype::Set)
            }
            KIND_MAP => own(COLLECTION, Prototype::Map),
            KIND_SET => own(COLLECTION, Prototype::Set),
            _ => None,
        },
        _ => None,
    };
    found.or_else(|| own(OBJECT_METHODS, Prototype::Object))
}

/// `value[key]` without the built-in methods (see `get`).
///
/// # Safety
/// `value` must be a live box or null.
unsafe fn get_own(value: *const ScrObject, key: &str) -> *mut ScrObject {
    // SAFETY: caller contract; payloads of the kinds the box names.
    unsafe {
        let (kind, payload) = contents(value);
        match kind {
            DYNAMIC_UNDEFINED | DYNAMIC_NULL => {
                crate::dynamic::raise(
                    "TypeError",
                    &format!(
                        "Cannot read properties of {} (reading '{key}')",
                        nothing_name(kind)
                    ),
                );
                undefined()
            }
            ELEMENT_STRING => {
                let text = payload as *const ScrString;
                let length = (*text).len;
                if key == "length" {
                    return scr_dynamic_new(ELEMENT_NUMBER, f64::from(length).to_bits());
                }
                match index_of(key) {
                    Some(index) if index < length as usize => {
                        let character = crate::string_methods::scr_string_index(text, index as f64);
                        scr_dynamic_new(ELEMENT_STRING, character as u64)
                    }
                    _ => undefined(),
                }
            }
            ELEMENT_ARRAY => {
                let array = payload as *const ScrArray;
                if key == "length" {
                    return scr_dynamic_new(ELEMENT_NUMBER, f64::from((*array).len).to_bits());
                }
                // A match array's `index`, `input` and `groups`.
                if matches!(key, "index" | "input" | "groups")
                    && let Some((index, input, groups)) = crate::regex::match_extras(array)
                {
                    return match key {
                        "index" => scr_dynamic_new(ELEMENT_NUMBER, index),
                        "input" => {
                            string::retain(input as *mut ScrString);
                            scr_dynamic_new(ELEMENT_STRING, input)
                        }
                        _ if groups == 0 => undefined(),
                        _ => {
                            crate::object::retain(groups as *mut ScrObject);
                            scr_dynamic_new(crate::array::ELEMENT_OBJECT, groups)
                        }
                    };
                }
                match index_of(key) {
                    Some(index) if index < (*array).len as usize => element_box(array, index),
                    _ => undefined(),
                }
            }
            ELEMENT_OBJECT => {
                let object = payload as *mut ScrObject;
                let descriptor = (*object).descriptor;
                match (*descriptor).kind {
                    KIND_RECORD => {
                        let map = object.cast::<ScrMap>();
                        match crate::map::get_text(map, key) {
                            Some(bits) => box_slot((*map).table.value_kind, bits),
                            None => undefined(),
                        }
                    }
                    crate::class_value::KIND_CLASS_VALUE => class_get(object, key),
                    // A tuple is an array: its length and its elements.
                    crate::object::KIND_TUPLE => {
                        let fields = crate::object::fields(descriptor);
                        if key == "length" {
                            return scr_dynamic_new(
                                ELEMENT_NUMBER,
                                (fields.len() as f64).to_bits(),
                            );
                        }
                        match index_of(key) {
                            Some(index) if index < fields.len() => box_slot(
                                fields[index].kind as u32,
                                crate::object::slots(object)[index],
                            ),
                            _ => undefined(),
                        }
                    }
                    KIND_MAP | KIND_SET
                        if key == "size" && !crate::map::is_weak(object.cast::<ScrMap>()) =>
                    {
                        scr_dynamic_new(
                            ELEMENT_NUMBER,
                            crate::map::scr_map_size(object.cast::<ScrMap>()).to_bits(),
                        )
                    }
                    crate::object::KIND_CLASS | crate::object::KIND_PLAIN => {
                        match crate::object::find_member(
                            descriptor,
                            key.as_bytes(),
                            crate::object::LOOKUP_READ,
                        ) {
                            Some(offset) if offset >= 0 => {
                                let index = (offset as usize - crate::object::SLOTS_OFFSET) / 8;
                                let field = &crate::object::fields(descriptor)[index];
                                let bits = crate::object::slots(object)[index];
                                box_slot(field.kind as u32, bits)
                            }
                            Some(offset) => {
                                let slot = (-(offset + 1)) as usize;
                                let arguments = crate::array::scr_array_new(ELEMENT_DYNAMIC, 0);
                                let result =
                                    call_slot(object, slot, arguments, "calling this getter");
                                crate::array::release(arguments);
                                result
                            }
                            // A method read as a value (not called): what
                            // replaced it on this object, if anything did.
                            None => match own_replacement(object, key) {
                                Some(replacement) => replacement,
                                None => match find_method(descriptor, key) {
                                    Some(slot) => crate::method_value::method(descriptor, slot),
                                    None => undefined(),
                                },
                            },
                        }
                    }
                    crate::object::KIND_FUNCTION if key == "name" => {
                        let name = crate::method_value::function_name(object);
                        string_box(string::new_from_str(&name))
                    }
                    crate::object::KIND_FUNCTION => match crate::expando::get(object, key) {
                        Some(value) => value,
                        // A function's parameter count is not kept.
                        None if key == "length" => {
                            not_yet("reading a function's 'length'");
                            undefined()
                        }
                        None => undefined(),
                    },
                    _ => undefined(),
                }
            }
            _ => undefined(),
        }
    }
}

/// Whether `toLocaleString(...arguments)` asks for Node's default
/// locale, the one scriptc formats in: no locale (or `undefined`, or
/// `"en-US"`) and no options.
///
/// # Safety
/// `arguments` must be live boxes.
unsafe fn default_locale(arguments: &[*mut ScrObject]) -> bool {
    // SAFETY: caller contract.
    unsafe {
        let locale = match arguments.first() {
            None => true,
            Some(&first) => match contents(first) {
                (DYNAMIC_UNDEFINED, _) => true,
                (ELEMENT_STRING, payload) => {
                    string::to_rust_string(payload as *const ScrString) == "en-US"
                }
                _ => false,
            },
        };
        let options = arguments
            .get(1)
            .is_none_or(|&second| contents(second).0 == DYNAMIC_UNDEFINED);
        locale && options && arguments.len() <= 2
    }
}

/// The text of a key box: `String(key)`.
///
/// # Safety
/// `key` must be a live box.
unsafe fn key_text(key: *const ScrObject) -> String {
    // SAFETY: caller contract.
    unsafe {
        // A symbol: the member name it keys (`check/symbols.rs`), which a
        // well-known or registered one carries; one made by `Symbol()` is
        // named by the compiler only, so it is refused rather than taken
        // for its text. The name returned then is one no property has.
        let (kind, payload) = contents(key);
        if kind == ELEMENT_OBJECT && crate::object::is_symbol(payload as *const ScrObject) {
            let symbol = payload as *const ScrObject;
            if let Some(found) = crate::object::find_member(
                (*symbol).descriptor,
                b"member",
                crate::object::LOOKUP_READ,
            ) && found >= crate::object::SLOTS_OFFSET as i64
            {
                let index = (found as usize - crate::object::SLOTS_OFFSET) / 8;
                let member = crate::object::slots(symbol)[index] as *const ScrString;
                let member = string::to_rust_string(member);
                if !member.is_empty() {
                    return member;
                }
            }
            crate::dynamic::raise(
                "TypeError",
                "scriptc does not support a symbol held by a value of type 'any' or a union \
                 as a property key yet",
            );
            return "\u{1}symbol".to_string();
        }
        let text = crate::dynamic::scr_dynamic_to_string(key);
        let key = string::to_rust_string(text);
        string::release(text);
        key
    }
}

/// `f` of a key's text: borrowed from the key when it is an ASCII string
/// (no copy), else made as `key_text` makes it.
///
/// # Safety
/// `key` must be a live box or null.
unsafe fn with_key<R>(key: *const ScrObject, f: impl FnOnce(&str) -> R) -> R {
    // SAFETY: caller contract.
    unsafe {
        let (kind, payload) = contents(key);
        if kind == ELEMENT_STRING
            && let Some(text) = string::ascii(payload as *const ScrString)
        {
            return f(text);
        }
        f(&key_text(key))
    }
}

/// `f` of a property name's text: borrowed when it is ASCII.
///
/// # Safety
/// `name` must be a live string.
unsafe fn with_name<R>(name: *const ScrString, f: impl FnOnce(&str) -> R) -> R {
    // SAFETY: caller contract.
    unsafe {
        match string::ascii(name) {
            Some(text) => f(text),
            None => f(&string::to_rust_string(name)),
        }
    }
}

/// The array and the element index when `value[key]` reads or writes an
/// ordinary array's element by a number: `value` an array, `key` an
/// integral number from 0.
///
/// # Safety
/// `value` and `key` must be live boxes (or null).
unsafe fn array_element(
    value: *const ScrObject,
    key: *const ScrObject,
) -> Option<(*mut ScrArray, usize)> {
    // SAFETY: caller contract.
    unsafe {
        let (kind, payload) = contents(value);
        let (key_kind, key_bits) = contents(key);
        if kind != ELEMENT_ARRAY || key_kind != ELEMENT_NUMBER {
            return None;
        }
        let array = payload as *mut ScrArray;
        let index = f64::from_bits(key_bits);
        let integral = index >= 0.0 && index < f64::from(u32::MAX) && index.trunc() == index;
        (integral && !crate::typed::is_typed((*array).kind)).then_some((array, index as usize))
    }
}

/// Element `index` (below the length) of an array, boxed (a new box): a
/// typed array's as a number.
///
/// # Safety
/// `array` must be a live array and `index` below its length.
pub(crate) unsafe fn element_box(array: *const ScrArray, index: usize) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        let kind = (*array).kind;
        if crate::typed::is_typed(kind) {
            let value = crate::typed::get(array, index);
            return scr_dynamic_new(ELEMENT_NUMBER, value.to_bits());
        }
        box_slot(kind, crate::array::slots(array)[index])
    }
}

/// `value.name` for a value of type `any`: a new box.
///
/// # Safety
/// `value` must be a live box or null; `name` a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_get(
    value: *const ScrObject,
    name: *const ScrString,
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        if let Some(map) = record_of(value)
            && let Some(slot) = crate::map::named_slot(map, name)
        {
            let result = box_slot((*map).table.value_kind, *slot);
            if contents(result).0 != DYNAMIC_UNDEFINED {
                return result;
            }
            crate::object::release(result);
        }
        if let Some(map) = record_for_ill_formed(value, name) {
            return get_ill_formed(map, name);
        }
        with_name(name, |key| get(value, key))
    }
}

/// `value[key]` for a value of type `any`: a new box.
///
/// # Safety
/// `value` and `key` must be live boxes (or null).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_index(
    value: *const ScrObject,
    key: *const ScrObject,
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        if let Some((array, index)) = array_element(value, key) {
            return if index < (*array).len as usize {
                box_slot((*array).kind, crate::array::slots(array)[index])
            } else {
                undefined()
            };
        }
        // A string key is a name: `value.name`.
        if let (ELEMENT_STRING, name) = contents(key) {
            return scr_any_get(value, name as *const ScrString);
        }
        with_key(key, |key| get(value, key))
    }
}

/// `delete value[key]` for a value of type `any`: a dictionary's entry is
/// removed; deleting what is not there is `true`, as in JavaScript. A
/// property of an object of fixed shape (a class instance, an object
/// literal of a type) or an array's element (JavaScript leaves a hole) is
/// scriptc's TypeError.
///
/// # Safety
/// `value` and `key` must be live boxes (or null).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_delete(value: *const ScrObject, key: *const ScrObject) -> i32 {
    // SAFETY: caller contract; payloads of the kinds the boxes name.
    unsafe {
        let (kind, payload) = contents(value);
        match kind {
            DYNAMIC_UNDEFINED | DYNAMIC_NULL => {
                crate::dynamic::raise("TypeError", "Cannot convert undefined or null to object");
                0
            }
            ELEMENT_ARRAY => with_key(key, |key| {
                let array = payload as *const ScrArray;
                match index_of(key) {
                    Some(index) if index < (*array).len as usize => {
                        not_yet("deleting an array's element");
                        0
                    }
                    _ if key == "length" => {
                        crate::dynamic::raise(
                            "TypeError",
                            "Cannot delete property 'length' of [object Array]",
                        );
                        0
                    }
                    _ => 1,
                }
            }),
            ELEMENT_OBJECT => {
                let object = payload as *mut ScrObject;
                let descriptor = (*object).descriptor;
                match (*descriptor).kind {
                    KIND_RECORD if (*object.cast::<ScrMap>()).table.key_kind == ELEMENT_STRING => {
                        let text = crate::dynamic::scr_dynamic_to_string(key);
                        let exists = crate::map::scr_map_has(object.cast::<ScrMap>(), text as u64);
                        let deleted = crate::integrity::may_delete(
                            object,
                            &string::to_rust_string(text),
                            exists != 0,
                        );
                        if deleted {
                            crate::map::scr_map_delete(object.cast::<ScrMap>(), text as u64);
                        }
                        string::release(text);
                        i32::from(deleted)
                    }
                    crate::object::KIND_CLASS | crate::object::KIND_PLAIN => with_key(key, |key| {
                        if crate::object::find_member(
                            descriptor,
                            key.as_bytes(),
                            crate::object::LOOKUP_READ,
                        )
                        .is_some_and(|offset| offset >= 0)
                        {
                            if crate::integrity::may_delete(object, key, true) {
                                not_yet("deleting a property of an object of a fixed type");
                            }
                            0
                        } else {
                            1
                        }
                    }),
                    _ => 1,
                }
            }
            _ => 1,
        }
    }
}

/// A number read from a slot of `kind` without boxing it, when the slot
/// holds a number (a number slot, or a box of a number): ToNumber of
/// `undefined` is NaN.
///
/// # Safety
/// `bits` must be a live value of `kind`.
unsafe fn slot_number(kind: u32, bits: u64) -> Option<f64> {
    match kind {
        ELEMENT_NUMBER if bits == crate::array::UNDEFINED_NUMBER_BITS => Some(f64::NAN),
        ELEMENT_NUMBER => Some(f64::from_bits(bits)),
        // SAFETY: a live box (caller contract).
        ELEMENT_DYNAMIC => match unsafe { contents(bits as *const ScrObject) } {
            (ELEMENT_NUMBER, payload) => Some(f64::from_bits(payload)),
            _ => None,
        },
        _ => None,
    }
}

/// `value.key` as a number when it is an own data property holding one
/// (of a record, an object literal, a parsed object or a class instance),
/// read without making a box; `None` for everything else.
///
/// # Safety
/// `value` must be a live box or null.
unsafe fn number_property(value: *const ScrObject, key: &str) -> Option<f64> {
    // SAFETY: caller contract; payloads of the kinds the box names.
    unsafe {
        let (kind, payload) = contents(value);
        // A string's or an ordinary array's `length`.
        if key == "length" {
            match kind {
                ELEMENT_STRING => return Some(f64::from((*(payload as *const ScrString)).len)),
                ELEMENT_ARRAY if !crate::typed::is_typed((*(payload as *const ScrArray)).kind) => {
                    return Some(f64::from((*(payload as *const ScrArray)).len));
                }
                _ => {}
            }
        }
        if kind != ELEMENT_OBJECT {
            return None;
        }
        let object = payload as *mut ScrObject;
        let descriptor = (*object).descriptor;
        match (*descriptor).kind {
            KIND_RECORD => {
                let map = object.cast::<ScrMap>();
                let bits = crate::map::get_text(map, key)?;
                slot_number((*map).table.value_kind, bits)
            }
            crate::object::KIND_CLASS | crate::object::KIND_PLAIN => {
                let offset = crate::object::find_member(
                    descriptor,
                    key.as_bytes(),
                    crate::object::LOOKUP_READ,
                )?;
                if offset < 0 {
                    return None;
                }
                let index = (offset as usize - crate::object::SLOTS_OFFSET) / 8;
                let field = &crate::object::fields(descriptor)[index];
                slot_number(field.kind as u32, crate::object::slots(object)[index])
            }
            _ => None,
        }
    }
}

/// `Number(value.name)` (the read in a numeric context: `o.count * 2`):
/// the number, without a box when the property holds one.
///
/// # Safety
/// `value` must be a live box or null; `name` a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_get_number(
    value: *const ScrObject,
    name: *const ScrString,
) -> f64 {
    // SAFETY: caller contract.
    unsafe {
        if let Some(map) = record_of(value)
            && let Some(slot) = crate::map::named_slot(map, name)
            && let Some(number) = slot_number((*map).table.value_kind, *slot)
        {
            return number;
        }
        if let Some(map) = record_for_ill_formed(value, name) {
            let boxed = get_ill_formed(map, name);
            let number = crate::dynamic::scr_dynamic_to_number(boxed);
            crate::object::release(boxed);
            return number;
        }
        with_name(name, |key| {
            if let Some(number) = number_property(value, key) {
                return number;
            }
            let boxed = get(value, key);
            let number = crate::dynamic::scr_dynamic_to_number(boxed);
            crate::object::release(boxed);
            number
        })
    }
}

/// `Number(value[key])`: the number, without a box when an array element
/// or a property holding a number is read.
///
/// # Safety
/// `value` and `key` must be live boxes (or null).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_index_number(
    value: *const ScrObject,
    key: *const ScrObject,
) -> f64 {
    // SAFETY: caller contract.
    unsafe {
        if let Some((array, index)) = array_element(value, key)
            && index < (*array).len as usize
            && let Some(number) = slot_number((*array).kind, crate::array::slots(array)[index])
        {
            return number;
        }
        // A string key is a name: `Number(value.name)`.
        if let (ELEMENT_STRING, name) = contents(key) {
            return scr_any_get_number(value, name as *const ScrString);
        }
        let boxed = scr_any_index(value, key);
        let number = crate::dynamic::scr_dynamic_to_number(boxed);
        crate::object::release(boxed);
        number
    }
}

/// An array as an array of boxes (a new reference, for compiled code):
/// itself when it holds boxes (it keeps that kind from here on), else a
/// new array of its elements boxed.
///
/// # Safety
/// `array` must be a live array.
pub(crate) unsafe fn boxes_of(array: *mut ScrArray) -> *mut ScrArray {
    // SAFETY: caller contract.
    unsafe {
        let element = (*array).kind;
        if element == crate::array::ELEMENT_DYNAMIC {
            crate::array::pin_kind(array);
            crate::array::retain(array);
            return array;
        }
        if crate::typed::is_typed(element) {
            let values = crate::typed::values(array);
            let boxes =
                crate::array::scr_array_new(crate::array::ELEMENT_DYNAMIC, values.len() as u64);
            for value in values {
                let boxed = scr_dynamic_new(ELEMENT_NUMBER, value.to_bits());
                crate::array::scr_array_push(boxes, boxed as u64);
                crate::object::release(boxed);
            }
            return boxes;
        }
        let slots = crate::array::slots(array);
        let boxes = crate::array::scr_array_new(crate::array::ELEMENT_DYNAMIC, slots.len() as u64);
        for &bits in slots {
            let boxed = box_slot(element, bits);
            crate::array::scr_array_push(boxes, boxed as u64);
            crate::object::release(boxed);
        }
        boxes
    }
}

/// `scr_array_boxes(array)`: `boxes_of` for compiled code (a spread of
/// a typed array into an `any[]`).
///
/// # Safety
/// `array` must be a live array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_boxes(array: *mut ScrArray) -> *mut ScrArray {
    // SAFETY: caller contract.
    unsafe { boxes_of(array) }
}

/// Whether `value` holds an ordinary array of boxes: the array methods
/// taking a callback then call the compiled callback directly
/// (`scr_any_as_array`); on any other value they are called by name.
///
/// # Safety
/// `value` must be a live box or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_holds_boxes(value: *const ScrObject) -> i32 {
    // SAFETY: caller contract; an array payload is a live array.
    unsafe {
        let (kind, payload) = contents(value);
        i32::from(
            kind == ELEMENT_ARRAY
                && (*(payload as *const ScrArray)).kind == crate::array::ELEMENT_DYNAMIC,
        )
    }
}

/// The array of boxes `value` holds ([`scr_any_holds_boxes`] said so): a
/// new reference.
///
/// # Safety
/// `value` must be a live box holding an array of boxes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_as_array(value: *const ScrObject) -> *mut ScrArray {
    // SAFETY: caller contract.
    unsafe {
        let array = contents(value).1 as *mut ScrArray;
        crate::array::retain(array);
        array
    }
}

/// The values iterating an `any` gives, all taken now (spread; a loop and
/// destructuring take them one at a time through
/// `scr_generator_from_any`): an array's elements as boxes (itself when it
/// holds boxes, else a copy), a string's code points, a map's entries or a
/// set's elements, every value a generator has left; Node's TypeError
/// (`text` is its message, `data.items is not iterable`; when empty, V8's
/// message naming the value's type) for what is not iterable.
///
/// # Safety
/// `value` must be a live box or null; `text` a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_iterable(
    value: *const ScrObject,
    text: *const ScrString,
) -> *mut ScrArray {
    // SAFETY: caller contract.
    unsafe {
        iterated(value).unwrap_or_else(|| {
            let mut message = string::to_rust_string(text);
            if message.is_empty() {
                message = not_iterable(value);
            }
            crate::dynamic::raise("TypeError", &message);
            crate::array::scr_array_new(crate::array::ELEMENT_DYNAMIC, 0)
        })
    }
}

/// V8's message when what is destructured (not named by a variable) is
/// not iterable: the value's type, and a primitive's value
/// (`number 3 is not iterable (cannot read property ...)`).
///
/// # Safety
/// `value` must be a live box or null.
unsafe fn not_iterable(value: *const ScrObject) -> String {
    // SAFETY: caller contract.
    let (kind, payload) = unsafe { contents(value) };
    let shown = match kind {
        DYNAMIC_NULL => "object null".to_string(),
        DYNAMIC_UNDEFINED => "undefined".to_string(),
        ELEMENT_NUMBER => {
            let mut text = Vec::new();
            crate::number::format_number(f64::from_bits(payload), &mut text);
            format!("number {}", String::from_utf8_lossy(&text))
        }
        crate::array::ELEMENT_BOOLEAN => format!("boolean {}", payload != 0),
        _ => {
            // SAFETY: a live box.
            let name = unsafe { crate::dynamic::scr_dynamic_typeof(value) };
            // SAFETY: a fresh string, released after it is read.
            unsafe {
                let shown = string::to_rust_string(name);
                string::release(name);
                shown
            }
        }
    };
    format!("{shown} is not iterable (cannot read property Symbol(Symbol.iterator))")
}

/// `Array.from(value)` of an `any`: what iterating it gives, or else the
/// elements of an array-like, `length` of them read by index (`[]` for a
/// number or a boolean, whose `length` is `undefined`). Node's TypeError
/// for `null` and `undefined`.
///
/// # Safety
/// `value` must be a live box or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_array_from(value: *const ScrObject) -> *mut ScrArray {
    // SAFETY: caller contract.
    unsafe {
        if let Some(values) = iterated(value) {
            return values;
        }
        let boxes = crate::array::scr_array_new(crate::array::ELEMENT_DYNAMIC, 0);
        let kind = contents(value).0;
        if kind == DYNAMIC_UNDEFINED || kind == DYNAMIC_NULL {
            let shown = if kind == DYNAMIC_NULL {
                "object null"
            } else {
                "undefined"
            };
            crate::dynamic::raise(
                "TypeError",
                &format!("{shown} is not iterable (cannot read property Symbol(Symbol.iterator))"),
            );
            return boxes;
        }
        let length = get(value, "length");
        let count = crate::dynamic::scr_dynamic_to_number(length);
        crate::object::release(length);
        if crate::dynamic::scr_pending != 0 {
            return boxes;
        }
        // ToLength, then an array's own limit.
        let count = if count.is_nan() || count <= 0.0 {
            0.0
        } else {
            count.floor()
        };
        if count > f64::from(u32::MAX) {
            crate::dynamic::raise("RangeError", "Invalid array length");
            return boxes;
        }
        for index in 0..count as u32 {
            let element = get(value, &index.to_string());
            if crate::dynamic::scr_pending != 0 {
                break;
            }
            crate::array::scr_array_push(boxes, element as u64);
            crate::object::release(element);
        }
        boxes
    }
}

/// What iterating a dynamic value gives, all of it (see
/// [`scr_any_iterable`]); `None` when it is not iterable.
///
/// # Safety
/// `value` must be a live box or null.
unsafe fn iterated(value: *const ScrObject) -> Option<*mut ScrArray> {
    // SAFETY: caller contract; payloads of the kinds the boxes name.
    unsafe {
        let (kind, payload) = contents(value);
        if kind == ELEMENT_ARRAY {
            return Some(boxes_of(payload as *mut ScrArray));
        }
        if kind == ELEMENT_STRING {
            let points = crate::array::scr_string_code_points(payload as *const ScrString);
            let boxes = boxes_of(points);
            crate::array::release(points);
            return Some(boxes);
        }
        if kind != ELEMENT_OBJECT {
            return None;
        }
        let object = payload as *mut ScrObject;
        let object_kind = (*(*object).descriptor).kind;
        if matches!(object_kind, KIND_MAP | KIND_SET) {
            let is_set = object_kind == KIND_SET;
            return Some(crate::map::iterated_boxes(object as *const ScrMap, is_set));
        }
        if let Some(iterator) = own_iterator(value) {
            let generator = crate::generator::generator_of_iterator(iterator);
            crate::object::release(iterator);
            let boxes = crate::array::scr_array_new(crate::array::ELEMENT_DYNAMIC, 0);
            while crate::dynamic::scr_pending == 0
                && crate::generator::scr_generator_step(generator) != 0
            {
                let value = crate::generator::scr_generator_current(generator);
                crate::array::scr_array_push(boxes, value as u64);
                crate::object::release(value);
            }
            crate::object::release(generator);
            return Some(boxes);
        }
        if object_kind == crate::generator::KIND_GENERATOR && !crate::generator::is_async(object) {
            let boxes = crate::array::scr_array_new(crate::array::ELEMENT_DYNAMIC, 0);
            while crate::generator::scr_generator_step(object) != 0 {
                let value = crate::generator::scr_generator_current(object);
                crate::array::scr_array_push(boxes, value as u64);
                crate::object::release(value);
            }
            return Some(boxes);
        }
        None
    }
}

/// The name of the `[Symbol.iterator]` member of classes and objects (the
/// compiler's `ITERATOR_METHOD`).
const ITERATOR_MEMBER: &str = "\u{2}Symbol(Symbol.iterator)\u{2}";

/// For a box holding a class instance or an object with a
/// `[Symbol.iterator]` method or function property: what calling it gives
/// (a new box; a pending exception when it threw). `None` for other
/// values.
///
/// # Safety
/// `value` must be a live box or null.
pub(crate) unsafe fn own_iterator(value: *const ScrObject) -> Option<*mut ScrObject> {
    // SAFETY: caller contract; an object payload has a compiler-emitted
    // descriptor.
    unsafe {
        let (kind, payload) = contents(value);
        if kind != ELEMENT_OBJECT {
            return None;
        }
        let descriptor = (*(payload as *const ScrObject)).descriptor;
        if !matches!(
            (*descriptor).kind,
            crate::object::KIND_CLASS | crate::object::KIND_PLAIN
        ) {
            return None;
        }
        crate::object::find_member(
            descriptor,
            ITERATOR_MEMBER.as_bytes(),
            crate::object::LOOKUP_CALL,
        )?;
        let name = string::new_from_str(ITERATOR_MEMBER);
        let text = string::new_from_str("");
        let arguments = crate::array::scr_array_new(crate::array::ELEMENT_DYNAMIC, 0);
        let result = scr_any_call(value, name, arguments, text);
        crate::array::release(arguments);
        string::release(text);
        string::release(name);
        Some(result)
    }
}

/// `Object.fromEntries(pairs)` of arrays (`[key, value]` written as an
/// array): a record of boxes, each pair's first element as its key (as
/// `String` gives it) and its second as the value, in a new box. Node's
/// TypeError for a pair that is `undefined`.
///
/// # Safety
/// `pairs` must be a live array of arrays.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_from_pairs(pairs: *const ScrArray) -> *mut ScrObject {
    // SAFETY: caller contract; each inner array of its own kind.
    unsafe {
        let record = crate::map::scr_map_new(
            KIND_RECORD as u32,
            ELEMENT_STRING,
            crate::array::ELEMENT_DYNAMIC,
        );
        for &bits in crate::array::slots(pairs) {
            let pair = bits as *const ScrArray;
            if pair.is_null() {
                crate::dynamic::raise(
                    "TypeError",
                    "Iterator value undefined is not an entry object",
                );
                break;
            }
            let kind = (*pair).kind;
            let parts = crate::array::slots(pair);
            let key = match parts.first() {
                Some(&first) => {
                    let boxed = box_slot(kind, first);
                    let text = crate::dynamic::scr_dynamic_to_string(boxed);
                    crate::object::release(boxed);
                    text
                }
                None => string::new_from_str("undefined"),
            };
            let value = match parts.get(1) {
                Some(&second) => box_slot(kind, second),
                None => undefined(),
            };
            crate::map::scr_map_set(record, key as u64, value as u64);
            string::release(key);
            crate::object::release(value);
        }
        scr_dynamic_new(ELEMENT_OBJECT, record as u64)
    }
}

/// A value of a slot kind held for a while: its kind and bits.
type HeldValue = (u32, u64);

/// A value's own enumerable properties, in order, as (key, slot kind,
/// borrowed bits), and the values held for them (a string's units, an
/// object's properties, which its getters may have made: to release
/// after use): none for `undefined`, `null`, numbers and booleans. An
/// object's getters are called only when `getters` (else the values
/// of its accessors are `undefined`: for its keys alone).
///
/// # Safety
/// `value` must be a live box (or null).
unsafe fn own_parts(
    value: *const ScrObject,
    getters: bool,
) -> (Vec<(String, u32, u64)>, Vec<HeldValue>) {
    // SAFETY: caller contract; payloads of the kinds the boxes name.
    unsafe {
        let (kind, payload) = contents(value);
        let mut parts: Vec<(String, u32, u64)> = Vec::new();
        let mut units = Vec::new();
        match kind {
            ELEMENT_STRING => {
                let text = payload as *const ScrString;
                for index in 0..(*text).len {
                    let unit = crate::string_methods::scr_string_index(text, f64::from(index));
                    parts.push((index.to_string(), ELEMENT_STRING, unit as u64));
                    units.push((ELEMENT_STRING, unit as u64));
                }
            }
            ELEMENT_ARRAY if crate::typed::is_typed((*(payload as *const ScrArray)).kind) => {
                let values = crate::typed::values(payload as *const ScrArray);
                for (index, value) in values.into_iter().enumerate() {
                    parts.push((index.to_string(), ELEMENT_NUMBER, value.to_bits()));
                }
            }
            ELEMENT_ARRAY => {
                let array = payload as *const ScrArray;
                for (index, &bits) in crate::array::slots(array).iter().enumerate() {
                    parts.push((index.to_string(), (*array).kind, bits));
                }
            }
            ELEMENT_OBJECT => {
                let object = payload as *mut ScrObject;
                match (*(*object).descriptor).kind {
                    KIND_RECORD => {
                        let map = object.cast::<ScrMap>();
                        let value_kind = (*map).table.value_kind;
                        for (key, bits) in crate::map::ordered(map) {
                            let key = string::to_rust_string(key as *const ScrString);
                            parts.push((key, value_kind, bits));
                        }
                    }
                    crate::object::KIND_CLASS | crate::object::KIND_PLAIN => {
                        let fields = if getters {
                            crate::object::own_fields(object)
                        } else {
                            crate::object::own_fields_reading(object, false)
                        };
                        for &(name, field_kind, bits) in fields.iter() {
                            // Held: a getter may have made it, or replace it.
                            crate::array::retain_slot(field_kind, bits);
                            units.push((field_kind, bits));
                            parts.push((
                                String::from_utf8_lossy(name).into_owned(),
                                field_kind,
                                bits,
                            ));
                        }
                    }
                    // A class's own static fields (not `#private` ones),
                    // then what was added to it (or to a function).
                    crate::class_value::KIND_CLASS_VALUE | crate::object::KIND_FUNCTION => {
                        if (*(*object).descriptor).kind == crate::class_value::KIND_CLASS_VALUE {
                            for member in crate::class_value::own_static_fields(object) {
                                let name = std::slice::from_raw_parts(
                                    member.name,
                                    member.name_len as usize,
                                );
                                if name.starts_with(b"#") {
                                    continue;
                                }
                                let (field_kind, bits) = (member.kind as u32, *member.address);
                                crate::array::retain_slot(field_kind, bits);
                                units.push((field_kind, bits));
                                parts.push((
                                    String::from_utf8_lossy(name).into_owned(),
                                    field_kind,
                                    bits,
                                ));
                            }
                        }
                        for (name, bits) in crate::expando::entries(object) {
                            crate::array::retain_slot(ELEMENT_DYNAMIC, bits);
                            units.push((ELEMENT_DYNAMIC, bits));
                            parts.push((name, ELEMENT_DYNAMIC, bits));
                        }
                    }
                    _ => {}
                }
            }
            _ => {}
        }
        (parts, units)
    }
}

/// `{ ...source }` where the object being built is an `any`: each own
/// enumerable property of `source` set on `target`, in order (nothing for
/// `undefined`, `null` and primitives other than strings).
///
/// # Safety
/// Both must be live boxes (or null).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_spread_into(target: *const ScrObject, source: *const ScrObject) {
    // SAFETY: caller contract.
    unsafe {
        let (parts, units) = own_parts(source, true);
        for (key, part_kind, bits) in parts {
            let boxed = box_slot(part_kind, bits);
            set(target, &key, boxed);
            crate::object::release(boxed);
            // A write that failed (a frozen target) ends the assignment.
            if crate::dynamic::scr_pending != 0 {
                break;
            }
        }
        for (kind, bits) in units {
            crate::array::release_slot(kind, bits);
        }
    }
}

/// `Object.keys` (`which` 0), `Object.values` (1) or `Object.entries` (2)
/// of an `any`: its own enumerable properties in JavaScript's order, as
/// strings, boxes, or `[key, value]` tuples of the compiler's tuple
/// `descriptor` (a string slot and a box slot). Node's TypeError for
/// `null` and `undefined`. `which` 3: the keys `for...in` walks, which
/// for a class are its own and then each parent class's not seen yet
/// (static fields are inherited along the prototype chain).
///
/// # Safety
/// `value` must be a live box or null; `descriptor` a compiler-emitted
/// tuple descriptor when `which` is 2.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_object_parts(
    value: *const ScrObject,
    which: u32,
    descriptor: *const crate::object::ClassDescriptor,
) -> *mut ScrArray {
    // SAFETY: caller contract; payloads of the kinds the boxes name.
    unsafe {
        let for_in = which == 3;
        let which = if for_in { 0 } else { which };
        if !for_in && matches!(contents(value).0, DYNAMIC_UNDEFINED | DYNAMIC_NULL) {
            crate::dynamic::raise("TypeError", "Cannot convert undefined or null to object");
        }
        let result_kind = match which {
            0 => ELEMENT_STRING,
            1 => crate::array::ELEMENT_DYNAMIC,
            _ => ELEMENT_OBJECT,
        };
        // A dictionary's keys are its own strings: no copies.
        let (kind, payload) = contents(value);
        if which == 0
            && kind == ELEMENT_OBJECT
            && (*(*(payload as *const ScrObject)).descriptor).kind == KIND_RECORD
            && (*(payload as *const ScrMap)).table.key_kind == ELEMENT_STRING
        {
            let map = payload as *const ScrMap;
            let count = crate::map::scr_map_size(map) as u64;
            let result = crate::array::scr_array_new(result_kind, count);
            crate::map::push_keys_ordered(map, result);
            return result;
        }
        let (mut parts, mut units) = own_parts(value, which != 0);
        if for_in && kind == ELEMENT_OBJECT {
            inherited_static_keys(payload as *const ScrObject, &mut parts, &mut units);
        }
        let result = crate::array::scr_array_new(result_kind, parts.len() as u64);
        for (key, part_kind, bits) in parts {
            match which {
                0 => {
                    let text = string::new_from_str(&key);
                    crate::array::scr_array_push(result, text as u64);
                    string::release(text);
                }
                1 => {
                    let boxed = box_slot(part_kind, bits);
                    crate::array::scr_array_push(result, boxed as u64);
                    crate::object::release(boxed);
                }
                _ => {
                    let tuple = crate::object::scr_object_new(descriptor);
                    let slots = tuple
                        .cast::<u8>()
                        .add(crate::object::SLOTS_OFFSET)
                        .cast::<u64>();
                    // The tuple owns the new key and box.
                    crate::array::release_slot(ELEMENT_STRING, *slots);
                    *slots = string::new_from_str(&key) as u64;
                    crate::array::release_slot(crate::array::ELEMENT_DYNAMIC, *slots.add(1));
                    *slots.add(1) = box_slot(part_kind, bits) as u64;
                    crate::array::scr_array_push(result, tuple as u64);
                    crate::object::release(tuple);
                }
            }
        }
        for (kind, bits) in units {
            crate::array::release_slot(kind, bits);
        }
        result
    }
}

/// For a class object, the keys of each of its parent classes (own static
/// fields and added properties) not among `parts` yet, appended in the
/// order `for...in` meets them; nothing for other objects.
///
/// # Safety
/// `object` must be a live object.
unsafe fn inherited_static_keys(
    object: *const ScrObject,
    parts: &mut Vec<(String, u32, u64)>,
    units: &mut Vec<HeldValue>,
) {
    // SAFETY: caller contract; a class object's parent is a live class
    // object.
    unsafe {
        if !crate::class_value::is_class_value(object) {
            return;
        }
        let mut class = object;
        while let Some(parent) = crate::class_value::parent(class) {
            let boxed = box_slot(ELEMENT_OBJECT, parent as u64);
            let (inherited, held) = own_parts(boxed, false);
            crate::object::release(boxed);
            for part in inherited {
                if !parts.iter().any(|(key, ..)| *key == part.0) {
                    parts.push(part);
                }
            }
            units.extend(held);
            class = parent;
        }
    }
}

/// A box's value as the bits of a slot of `kind` (a new reference), or
/// `None` when it does not fit (a typed slot keeps its type).
///
/// # Safety
/// `item` must be a live box.
pub(crate) unsafe fn slot_value(kind: u32, item: *mut ScrObject) -> Option<u64> {
    // SAFETY: caller contract.
    unsafe {
        if kind == ELEMENT_DYNAMIC {
            crate::object::retain(item);
            return Some(item as u64);
        }
        let (found, payload) = contents(item);
        let storage = crate::array::storage_kind(kind);
        let bits = match found {
            DYNAMIC_UNDEFINED => match storage {
                ELEMENT_NUMBER => crate::array::UNDEFINED_NUMBER_BITS,
                ELEMENT_STRING => string::undefined_text() as u64,
                ELEMENT_OBJECT | ELEMENT_ARRAY => 0,
                _ => return None,
            },
            DYNAMIC_NULL if kind == ELEMENT_NULLABLE => 0,
            found if found == storage => payload,
            _ => return None,
        };
        crate::array::retain_slot(storage, bits);
        Some(bits)
    }
}

/// `item` as a slot of `array` (a new reference) and the kind the array
/// then has: its own kind when the item is of it; else, when the array's
/// kind may change (`array::kind_may_change`), the array first becomes an
/// array of boxes, as JavaScript arrays hold any value. `None` when typed
/// code holds the array as an array of another kind.
///
/// # Safety
/// `array` must be a live ordinary array; `item` a live box (or null).
unsafe fn storable(array: *mut ScrArray, item: *mut ScrObject) -> Option<(u32, u64)> {
    // SAFETY: caller contract.
    unsafe {
        let element = (*array).kind;
        if let Some(bits) = slot_value(element, item) {
            return Some((element, bits));
        }
        if element == ELEMENT_DYNAMIC
            || crate::typed::is_typed(element)
            || !crate::array::kind_may_change(array)
        {
            return None;
        }
        // (Every value fits in an array of boxes.)
        crate::dynamic::change_kind(array, ELEMENT_DYNAMIC).ok()?;
        slot_value(ELEMENT_DYNAMIC, item).map(|bits| (ELEMENT_DYNAMIC, bits))
    }
}

/// `record[key] = item`; a new entry's key is `name` when it is not null
/// (the string `key` was read from), else a new string.
///
/// # Safety
/// `map` must be a live record, `item` a live box, `name` null or a live
/// string spelling `key`.
unsafe fn set_record(map: *mut ScrMap, key: &str, name: *const ScrString, item: *mut ScrObject) {
    // SAFETY: caller contract.
    unsafe {
        let value_kind = (*map).table.value_kind;
        let Some(bits) = slot_value(value_kind, item) else {
            not_yet("storing a value of another type into a typed record");
            return;
        };
        crate::map::put_text(map, key, name, bits);
        crate::array::release_slot(value_kind, bits);
    }
}

/// The record `value` holds when `name` is a key no `&str` spells (a lone
/// surrogate, as `"😀"[0]` is): such entries are read and written by the
/// string itself, not by its text.
///
/// # Safety
/// `value` must be a live box or null, `name` a live string.
unsafe fn record_for_ill_formed(
    value: *const ScrObject,
    name: *const ScrString,
) -> Option<*mut ScrMap> {
    // SAFETY: caller contract.
    unsafe {
        let string::Units::Utf16(units) = string::units(name) else {
            return None;
        };
        if char::decode_utf16(units.iter().copied()).all(|unit| unit.is_ok()) {
            return None;
        }
        let map = record_of(value)?;
        ((*map).table.key_kind == ELEMENT_STRING).then_some(map)
    }
}

/// `record[name]` for a key no `&str` spells (see `record_for_ill_formed`).
///
/// # Safety
/// `map` must be a live record with string keys, `name` a live string.
unsafe fn get_ill_formed(map: *mut ScrMap, name: *const ScrString) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        match crate::map::string_slot(map, name) {
            Some(slot) => box_slot((*map).table.value_kind, *slot),
            None => undefined(),
        }
    }
}

/// `key in record` (own or not: a record has no inherited property of
/// such a name) for a key no `&str` spells; `None` for other keys and
/// values.
///
/// # Safety
/// `value` and `key` must be live boxes (or null).
unsafe fn has_ill_formed(value: *const ScrObject, key: *const ScrObject) -> Option<i32> {
    // SAFETY: caller contract.
    unsafe {
        let (ELEMENT_STRING, name) = contents(key) else {
            return None;
        };
        let map = record_for_ill_formed(value, name as *const ScrString)?;
        Some(i32::from(
            crate::map::string_slot(map, name as *const ScrString).is_some(),
        ))
    }
}

/// `record[name] = item` for a key no `&str` spells.
///
/// # Safety
/// `map` must be a live record with string keys, `name` a live string,
/// `item` a live box.
unsafe fn set_ill_formed(map: *mut ScrMap, name: *const ScrString, item: *mut ScrObject) {
    // SAFETY: caller contract.
    unsafe {
        if !crate::integrity::may_write(map.cast(), &string::to_rust_string(name)) {
            return;
        }
        let value_kind = (*map).table.value_kind;
        let Some(bits) = slot_value(value_kind, item) else {
            not_yet("storing a value of another type into a typed record");
            return;
        };
        crate::map::scr_map_set(map, name as u64, bits);
        crate::array::release_slot(value_kind, bits);
    }
}

/// The record a box holds (a dictionary made or parsed through `any`).
///
/// # Safety
/// `value` must be a live box or null.
#[inline]
unsafe fn record_of(value: *const ScrObject) -> Option<*mut ScrMap> {
    // SAFETY: caller contract.
    unsafe {
        let (kind, payload) = contents(value);
        (kind == ELEMENT_OBJECT
            && (*(*(payload as *const ScrObject)).descriptor).kind == KIND_RECORD)
            .then_some(payload as *mut ScrMap)
    }
}

/// The value slot of `name` in the record `value` holds, found by the
/// name itself (`map::named_slot`), when the record may be written to
/// as it is (no integrity level is set on any object).
///
/// # Safety
/// `value` must be a live box or null, `name` a live string.
#[inline]
unsafe fn writable_named_slot(
    value: *const ScrObject,
    name: *const ScrString,
) -> Option<(*mut ScrMap, *mut u64)> {
    // SAFETY: caller contract.
    unsafe {
        let map = record_of(value)?;
        if crate::integrity::active() || crate::map::is_view(map) {
            return None;
        }
        Some((map, crate::map::named_slot(map, name)?))
    }
}

/// `array.length = item` through `any`: a length that is not a valid
/// array length is Node's RangeError; a shorter one drops the elements
/// past it. (A longer one would leave holes, which scriptc's arrays do not
/// have yet: that is refused rather than filled with `undefined`.)
///
/// # Safety
/// `array` must be a live array of slots, `item` a live box.
unsafe fn set_array_length(array: *mut ScrArray, item: *mut ScrObject) {
    // SAFETY: caller contract.
    unsafe {
        let length = crate::dynamic::scr_dynamic_to_number(item);
        if crate::dynamic::scr_pending != 0 {
            return;
        }
        if length.trunc() != length || !(0.0..4_294_967_296.0).contains(&length) {
            crate::dynamic::raise("RangeError", "Invalid array length");
            return;
        }
        if !crate::integrity::may_set_length(array, length as usize) {
            return;
        }
        if length as usize > (*array).len as usize {
            not_yet("making an array longer by setting its length");
            return;
        }
        crate::array_methods::scr_array_set_length(array, length);
    }
}

/// `target[key] = item` with the key as text.
///
/// # Safety
/// `target` and `item` must be live boxes (or null).
unsafe fn set(target: *const ScrObject, key: &str, item: *mut ScrObject) {
    // SAFETY: caller contract; payloads of the kinds the box names.
    unsafe {
        let (kind, payload) = contents(target);
        match kind {
            DYNAMIC_UNDEFINED | DYNAMIC_NULL => crate::dynamic::raise(
                "TypeError",
                &format!(
                    "Cannot set properties of {} (setting '{key}')",
                    nothing_name(kind)
                ),
            ),
            // A typed array converts what is stored; past its end, nothing
            // is stored.
            ELEMENT_ARRAY if crate::typed::is_typed((*(payload as *const ScrArray)).kind) => {
                let array = payload as *mut ScrArray;
                if let Some(index) = index_of(key) {
                    let value = crate::dynamic::scr_dynamic_to_number(item);
                    if index < crate::typed::length(array) {
                        crate::typed::put(array, index, value);
                    }
                }
            }
            ELEMENT_ARRAY => {
                let array = payload as *mut ScrArray;
                if key == "length" {
                    return set_array_length(array, item);
                }
                let Some(index) = index_of(key) else {
                    not_yet("adding a named property to an array");
                    return;
                };
                if !crate::integrity::may_store_element(array, index) {
                    return;
                }
                let Some((element, bits)) = storable(array, item) else {
                    not_yet("storing a value of another type into a typed array");
                    return;
                };
                crate::array::scr_array_set_slow(array, index as f64, bits);
                crate::array::release_slot(element, bits);
            }
            ELEMENT_OBJECT => {
                let object = payload as *mut ScrObject;
                let descriptor = (*object).descriptor;
                if !crate::integrity::may_write(object, key) {
                    return;
                }
                match (*descriptor).kind {
                    KIND_RECORD => set_record(object.cast(), key, std::ptr::null(), item),
                    crate::object::KIND_CLASS | crate::object::KIND_PLAIN => {
                        // A method the program replaces on objects has a
                        // field for the replacement (the compiler's
                        // `own_method_field`).
                        let direct = crate::object::find_member(
                            descriptor,
                            key.as_bytes(),
                            crate::object::LOOKUP_WRITE,
                        );
                        let replacing = direct.is_none();
                        let member = direct.or_else(|| {
                            crate::object::find_member(
                                descriptor,
                                format!("\u{1}[[own {key}]]").as_bytes(),
                                crate::object::LOOKUP_WRITE,
                            )
                        });
                        match member {
                            Some(offset) if offset >= 0 => {
                                let index = (offset as usize - crate::object::SLOTS_OFFSET) / 8;
                                let field_kind =
                                    crate::object::fields(descriptor)[index].kind as u32;
                                let Some(bits) = slot_value(field_kind, item) else {
                                    not_yet("storing a value of another type into a typed field");
                                    return;
                                };
                                let slot = object.cast::<u8>().add(offset as usize).cast::<u64>();
                                crate::array::release_slot(field_kind, *slot);
                                *slot = bits;
                                if replacing {
                                    crate::object::note_replacement(object, index);
                                }
                            }
                            Some(offset) => {
                                let slot = (-(offset + 1)) as usize;
                                let arguments = crate::array::scr_array_new(ELEMENT_DYNAMIC, 1);
                                crate::array::scr_array_push(arguments, item as u64);
                                let result =
                                    call_slot(object, slot, arguments, "calling this setter");
                                crate::object::release(result);
                                crate::array::release(arguments);
                            }
                            None => not_yet("adding a property to a typed object"),
                        }
                    }
                    crate::class_value::KIND_CLASS_VALUE => {
                        match crate::class_value::static_member(object, key.as_bytes()) {
                            // An ancestor's field: the class gains its own
                            // property, as in JavaScript.
                            Some(member)
                                if member.kind != crate::class_value::METHOD
                                    && !std::ptr::eq(member.owner, object) =>
                            {
                                crate::expando::set(object, key, item);
                            }
                            Some(member) if member.kind != crate::class_value::METHOD => {
                                let kind = member.kind as u32;
                                let Some(bits) = slot_value(kind, item) else {
                                    not_yet(
                                        "storing a value of another type into a typed static field",
                                    );
                                    return;
                                };
                                crate::array::release_slot(kind, *member.address);
                                *member.address = bits;
                            }
                            Some(_) => not_yet("replacing a static method"),
                            None if let Some(setter) = crate::class_value::static_member(
                                object,
                                format!("set {key}").as_bytes(),
                            ) =>
                            {
                                let entry: Option<crate::object::DynamicEntry> =
                                    std::mem::transmute(setter.address);
                                match entry {
                                    Some(entry) => {
                                        let arguments =
                                            crate::array::scr_array_new(ELEMENT_DYNAMIC, 1);
                                        crate::array::scr_array_push(arguments, item as u64);
                                        let result = entry(object, arguments);
                                        crate::object::release(result);
                                        crate::array::release(arguments);
                                    }
                                    None => not_yet("calling this static setter"),
                                }
                            }
                            None => {
                                crate::expando::set(object, key, item);
                            }
                        }
                    }
                    crate::object::KIND_FUNCTION => {
                        crate::expando::set(object, key, item);
                    }
                    _ => not_yet("setting a property of this kind of object"),
                }
            }
            // Modules are strict: a property set on a primitive throws.
            ELEMENT_STRING | ELEMENT_NUMBER | ELEMENT_BOOLEAN => {
                let what = match kind {
                    ELEMENT_STRING => "string",
                    ELEMENT_NUMBER => "number",
                    _ => "boolean",
                };
                let text = crate::dynamic::scr_dynamic_to_string(target);
                let shown = string::to_rust_string(text);
                string::release(text);
                let shown = if kind == ELEMENT_STRING {
                    format!("'{shown}'")
                } else {
                    shown
                };
                crate::dynamic::raise(
                    "TypeError",
                    &format!("Cannot create property '{key}' on {what} {shown}"),
                );
            }
            _ => not_yet("setting a property of this value"),
        }
    }
}

/// `target.key = item` for a box (`item` borrowed), as `any` sets it.
///
/// # Safety
/// `target` and `item` must be live boxes.
pub(crate) unsafe fn set_property(target: *const ScrObject, key: &str, item: *mut ScrObject) {
    // SAFETY: caller contract.
    unsafe { set(target, key, item) }
}

/// `value.name = item` for a value of type `any`; `item` is borrowed.
///
/// # Safety
/// `value` and `item` must be live boxes (or null); `name` a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_set(
    value: *const ScrObject,
    name: *const ScrString,
    item: *mut ScrObject,
) {
    // SAFETY: caller contract.
    unsafe {
        if let Some((map, slot)) = writable_named_slot(value, name) {
            let value_kind = (*map).table.value_kind;
            if let Some(bits) = slot_value(value_kind, item) {
                let old = std::mem::replace(&mut *slot, bits);
                crate::array::release_slot(value_kind, old);
                return;
            }
        }
        if let Some(map) = record_for_ill_formed(value, name) {
            set_ill_formed(map, name, item);
            return;
        }
        with_name(name, |key| match record_of(value) {
            // A new entry takes the name as its key: later reads by the
            // name find it without comparing text.
            // (Not the `undefined` text a string read past its array's end
            // holds: the key is the string "undefined".)
            Some(map) if crate::integrity::may_write(map.cast(), key) => {
                let name = if std::ptr::eq(name, string::undefined_text()) {
                    std::ptr::null()
                } else {
                    name
                };
                set_record(map, key, name, item)
            }
            Some(_) => {}
            None => set(value, key, item),
        })
    }
}

/// `value[key] = item` for a value of type `any`.
///
/// # Safety
/// All three must be live boxes (or null).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_index_set(
    value: *const ScrObject,
    key: *const ScrObject,
    item: *mut ScrObject,
) {
    // SAFETY: caller contract.
    unsafe {
        if let Some((array, index)) = array_element(value, key) {
            if !crate::integrity::may_store_element(array, index) {
                return;
            }
            let Some((element, bits)) = storable(array, item) else {
                not_yet("storing a value of another type into a typed array");
                return;
            };
            crate::array::scr_array_set_slow(array, index as f64, bits);
            crate::array::release_slot(element, bits);
            return;
        }
        // A string key is a name: `value.name = item`.
        if let (ELEMENT_STRING, name) = contents(key) {
            return scr_any_set(value, name as *const ScrString, item);
        }
        with_key(key, |key| set(value, key, item))
    }
}

/// `value.name = number` for a value of type `any`: a dictionary's
/// property that holds a number only it counts is changed in place, with
/// no new box.
///
/// # Safety
/// `value` must be a live box (or null); `name` a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_set_number(
    value: *const ScrObject,
    name: *const ScrString,
    number: f64,
) {
    // SAFETY: caller contract.
    unsafe {
        if let Some((map, slot)) = writable_named_slot(value, name)
            && (*map).table.value_kind == crate::array::ELEMENT_DYNAMIC
            && crate::dynamic::reuse_number_box(*slot as *mut ScrObject, number.to_bits())
        {
            return;
        }
        // A record's new entry takes the name itself as its key (see
        // `scr_any_set`), as does one with a name no `&str` spells.
        if let Some(map) = record_of(value) {
            // An entry keyed by another string of the name's text, or a
            // new entry: one search for both.
            if (*map).table.value_kind == crate::array::ELEMENT_DYNAMIC
                && (*map).table.key_kind == ELEMENT_STRING
                && !crate::integrity::active()
                && !crate::map::is_view(map)
                && !std::ptr::eq(name, string::undefined_text())
                && let Some(text) = string::ascii(name)
            {
                match crate::map::text_slot(map, text) {
                    Ok(slot) => {
                        if crate::dynamic::reuse_number_box(
                            *slot as *mut ScrObject,
                            number.to_bits(),
                        ) {
                            return;
                        }
                        let item = scr_dynamic_new(ELEMENT_NUMBER, number.to_bits());
                        let old = std::mem::replace(&mut *slot, item as u64);
                        crate::array::release_slot(crate::array::ELEMENT_DYNAMIC, old);
                    }
                    Err(hash) => {
                        let item = scr_dynamic_new(ELEMENT_NUMBER, number.to_bits());
                        crate::map::insert_text(map, text, name, item as u64, hash);
                        crate::object::release(item);
                    }
                }
                return;
            }
            let item = scr_dynamic_new(ELEMENT_NUMBER, number.to_bits());
            scr_any_set(value, name, item);
            crate::object::release(item);
            return;
        }
        with_name(name, |key| set_number(value, key, number))
    }
}

/// `Number(value.name)` at a compiled site with an inline cache
/// (`codegen/dynamic_sites.rs`): [`scr_any_get_number`], then the position
/// of the record entry `name` names is noted at `site` for the inline path.
///
/// # Safety
/// As [`scr_any_get_number`]; `site` must be the site's cache.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_get_number_at(
    value: *const ScrObject,
    name: *const ScrString,
    site: *mut Site,
) -> f64 {
    // SAFETY: caller contract.
    unsafe {
        let number = scr_any_get_number(value, name);
        note_site(value, name, site);
        number
    }
}

/// `value.name` at a compiled site with an inline cache (see
/// [`scr_any_get_number_at`]): an owned box.
///
/// # Safety
/// As [`scr_any_get`]; `site` must be the site's cache.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_get_at(
    value: *const ScrObject,
    name: *const ScrString,
    site: *mut Site,
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        let got = scr_any_get(value, name);
        note_site(value, name, site);
        got
    }
}

/// `value.name = number` at a compiled site with an inline cache (see
/// [`scr_any_get_number_at`]).
///
/// # Safety
/// As [`scr_any_set_number`]; `site` must be the site's cache.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_set_number_at(
    value: *const ScrObject,
    name: *const ScrString,
    number: f64,
    site: *mut Site,
) {
    // SAFETY: caller contract.
    unsafe {
        scr_any_set_number(value, name, number);
        note_site(value, name, site);
    }
}

/// A compiled site's cache (`codegen/dynamic_sites.rs`): the key of the
/// record entry it last found (an immortal string, or null) and the
/// entry's position.
#[repr(C)]
pub struct Site {
    key: u64,
    position: u64,
}

/// Notes at `site` where the entry `name` names is in the record `value`,
/// when it is one and the entry's key may be cached (`map::key_position`).
///
/// # Safety
/// `value` must be a live box or null, `name` a live string, `site` valid.
unsafe fn note_site(value: *const ScrObject, name: *const ScrString, site: *mut Site) {
    // SAFETY: caller contract.
    unsafe {
        if crate::dynamic::scr_pending == 0
            && let Some(map) = record_of(value)
            && let Some((key, position)) = crate::map::key_position(map, name)
        {
            *site = Site { key, position };
        }
    }
}

/// `value[key] = number` for a value of type `any` (see
/// `scr_any_set_number`).
///
/// # Safety
/// `value` and `key` must be live boxes (or null).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_index_set_number(
    value: *const ScrObject,
    key: *const ScrObject,
    number: f64,
) {
    // SAFETY: caller contract.
    unsafe {
        if let (ELEMENT_STRING, name) = contents(key) {
            return scr_any_set_number(value, name as *const ScrString, number);
        }
        let item = scr_dynamic_new(ELEMENT_NUMBER, number.to_bits());
        scr_any_index_set(value, key, item);
        crate::object::release(item);
    }
}

/// `target[key] = number` for a target that is not a record: a number box
/// stored as any value is.
///
/// # Safety
/// `target` must be a live box (or null).
unsafe fn set_number(target: *const ScrObject, key: &str, number: f64) {
    // SAFETY: caller contract (a record is handled by `scr_any_set_number`).
    unsafe {
        let item = scr_dynamic_new(ELEMENT_NUMBER, number.to_bits());
        set(target, key, item);
        crate::object::release(item);
    }
}

/// `value + number` (`number_left`: `number + value`) for a value of type
/// `any`: a number added at once, else `+` of the two as boxes.
///
/// # Safety
/// `value` must be a live box.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_add_number(
    value: *const ScrObject,
    number: f64,
    number_left: i32,
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        let (kind, bits) = contents(value);
        if kind == ELEMENT_NUMBER {
            // Addition of numbers is commutative.
            let sum = f64::from_bits(bits) + number;
            return scr_dynamic_new(ELEMENT_NUMBER, sum.to_bits());
        }
        let boxed = scr_dynamic_new(ELEMENT_NUMBER, number.to_bits());
        let result = if number_left != 0 {
            scr_any_add(boxed, value)
        } else {
            scr_any_add(value, boxed)
        };
        crate::object::release(boxed);
        result
    }
}

/// ToPrimitive (hint "default") of the operand of `+` with a string: a
/// new box of the primitive (see `primitive`).
///
/// # Safety
/// `value` must be a live box.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_primitive(value: *const ScrObject) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe { primitive(value, true) }
}

/// ToPrimitive for `+` (`default_hint`) and the relational operators (hint
/// "number"): a new box of the primitive. An object's own or class
/// `valueOf` gives it when that returns a primitive (under the default
/// hint not for a Date, whose text comes first), else the object's text
/// does, as does an array's; other values stay.
///
/// # Safety
/// `value` must be a live box.
unsafe fn primitive(value: *const ScrObject, default_hint: bool) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        let (kind, payload) = contents(value);
        let object = matches!(kind, ELEMENT_OBJECT | ELEMENT_ARRAY)
            && !(kind == ELEMENT_OBJECT && crate::bigint::is_bigint(payload as *const ScrObject));
        if !object {
            crate::object::retain(value.cast_mut());
            return value.cast_mut();
        }
        if let Some(primitive) = value_of(value, default_hint) {
            return primitive;
        }
        string_box(crate::dynamic::scr_dynamic_to_string(value))
    }
}

/// OrdinaryToPrimitive's `valueOf` step for an object under the hint
/// "number" (`default_hint`: "default", under which a Date gives its text
/// first): what the object's own or class `valueOf` returns when that is
/// a function and returns a primitive (a new box; also when it raised, the
/// exception left pending). `None` when the object's text stands for it:
/// an array, a function, an object whose `valueOf` is the one every object
/// inherits (which returns the object itself).
///
/// # Safety
/// `value` must be a live box.
pub(crate) unsafe fn value_of(
    value: *const ScrObject,
    default_hint: bool,
) -> Option<*mut ScrObject> {
    // SAFETY: caller contract.
    unsafe {
        let (kind, payload) = contents(value);
        if kind != ELEMENT_OBJECT {
            return None;
        }
        let object = payload as *const ScrObject;
        if crate::bigint::is_bigint(object) || crate::object::is_symbol(object) {
            return None;
        }
        let descriptor = (*object).descriptor;
        if !matches!(
            (*descriptor).kind,
            crate::object::KIND_CLASS | crate::object::KIND_PLAIN | KIND_RECORD
        ) {
            return None;
        }
        if default_hint && crate::object::name(descriptor) == b"Date" {
            return None;
        }
        // Its own or its class's: the one every object inherits returns the
        // object itself.
        let method = get_own(value, "valueOf");
        let callable = crate::dynamic::typeof_name(method) == "function";
        crate::object::release(method);
        if !callable {
            return None;
        }
        let arguments = crate::array::scr_array_new(ELEMENT_DYNAMIC, 0);
        let name = string::new_from_str("valueOf");
        let result = scr_any_call(value, name, arguments, name);
        string::release(name);
        crate::array::release(arguments);
        if crate::dynamic::scr_pending != 0 {
            return Some(result);
        }
        let (result_kind, result_payload) = contents(result);
        let primitive = match result_kind {
            ELEMENT_ARRAY => false,
            ELEMENT_OBJECT => crate::bigint::is_bigint(result_payload as *const ScrObject),
            _ => true,
        };
        if primitive {
            Some(result)
        } else {
            crate::object::release(result);
            None
        }
    }
}

/// `a + b` for operands of type `any` (boxes): string concatenation when
/// either primitive is a string, else numeric addition. A new box.
///
/// # Safety
/// Both must be live boxes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_add(a: *const ScrObject, b: *const ScrObject) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        let a = primitive(a, true);
        let b = primitive(b, true);
        let result = if crate::dynamic::scr_pending != 0 {
            undefined()
        } else if text_of(a).is_some() || text_of(b).is_some() {
            let left = crate::dynamic::scr_dynamic_to_string(a);
            let right = crate::dynamic::scr_dynamic_to_string(b);
            let joined = string::scr_string_concat(left, right);
            string::release(left);
            string::release(right);
            scr_dynamic_new(ELEMENT_STRING, joined as u64)
        } else if let Some(sum) = crate::bigint::box_sum(a, b) {
            sum
        } else {
            let sum =
                crate::dynamic::scr_dynamic_to_number(a) + crate::dynamic::scr_dynamic_to_number(b);
            scr_dynamic_new(ELEMENT_NUMBER, sum.to_bits())
        };
        crate::object::release(a);
        crate::object::release(b);
        result
    }
}

/// `a < b` (operator 0), `a <= b` (1), `a > b` (2), `a >= b` (3) for
/// boxes: strings compare by code units when both primitives are strings,
/// else as numbers (NaN compares false).
///
/// # Safety
/// Both must be live boxes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_compare(
    a: *const ScrObject,
    b: *const ScrObject,
    operator: i32,
) -> i32 {
    // SAFETY: caller contract.
    unsafe {
        let a = primitive(a, false);
        let b = primitive(b, false);
        let result = if crate::dynamic::scr_pending != 0 {
            false
        } else if let (Some(a_text), Some(b_text)) = (text_of(a), text_of(b)) {
            let order = string::scr_string_compare(a_text, b_text);
            order != string::UNORDERED
                && match operator {
                    0 => order < 0,
                    1 => order <= 0,
                    2 => order > 0,
                    _ => order >= 0,
                }
        } else if let Some(order) = crate::bigint::box_order(a, b) {
            // NaN (no order) answers false.
            match operator {
                0 => order < 0.0,
                1 => order <= 0.0,
                2 => order > 0.0,
                _ => order >= 0.0,
            }
        } else {
            let x = crate::dynamic::scr_dynamic_to_number(a);
            let y = crate::dynamic::scr_dynamic_to_number(b);
            match operator {
                0 => x < y,
                1 => x <= y,
                2 => x > y,
                _ => x >= y,
            }
        };
        crate::object::release(a);
        crate::object::release(b);
        i32::from(result)
    }
}

/// A string released when it goes out of scope.
struct Released(Option<*mut ScrString>);

impl Drop for Released {
    fn drop(&mut self) {
        if let Some(text) = self.0 {
            // SAFETY: a string this scope owns.
            unsafe { string::release(text) };
        }
    }
}

/// A string box's text, or `None` for another value.
///
/// # Safety
/// `value` must be a live box or null.
unsafe fn text_of(value: *const ScrObject) -> Option<*const ScrString> {
    // SAFETY: caller contract.
    let (kind, payload) = unsafe { contents(value) };
    (kind == ELEMENT_STRING).then_some(payload as *const ScrString)
}

/// A number box's value, or `default` for `undefined` or a missing one.
///
/// # Safety
/// `value` must be a live box or null.
unsafe fn number_or(value: Option<&*mut ScrObject>, default: f64) -> f64 {
    match value {
        // SAFETY: caller contract.
        Some(&value) => match unsafe { contents(value) } {
            (DYNAMIC_UNDEFINED, _) => default,
            _ => unsafe { crate::dynamic::scr_dynamic_to_number(value) },
        },
        None => default,
    }
}

fn string_box(text: *mut ScrString) -> *mut ScrObject {
    scr_dynamic_new(ELEMENT_STRING, text as u64)
}

pub(crate) fn number_box(value: f64) -> *mut ScrObject {
    scr_dynamic_new(ELEMENT_NUMBER, value.to_bits())
}

pub(crate) fn boolean_box(value: bool) -> *mut ScrObject {
    scr_dynamic_new(ELEMENT_BOOLEAN, u64::from(value))
}

/// `object.name(...arguments)` when `object` (a record, class instance or
/// object literal) has a member `name` it can call: an entry holding a
/// function, or a method; `None` when it has no such member (the caller
/// tries the built-in methods). A member that is not a function is Node's
/// TypeError (`text` is the callee's source, `o.f`).
///
/// # Safety
/// `object` must be a live object, `arguments` a live array of boxes.
unsafe fn call_member(
    object: *mut ScrObject,
    name: &str,
    arguments: *const ScrArray,
    text: &str,
) -> Option<*mut ScrObject> {
    // SAFETY: caller contract.
    unsafe {
        let descriptor = (*object).descriptor;
        match (*descriptor).kind {
            KIND_RECORD | crate::object::KIND_CLASS | crate::object::KIND_PLAIN => {}
            crate::class_value::KIND_CLASS_VALUE => {
                return match crate::class_value::static_member(object, name.as_bytes()) {
                    Some(member) if member.kind == crate::class_value::METHOD => {
                        let entry: Option<crate::object::DynamicEntry> =
                            std::mem::transmute(member.address);
                        Some(match entry {
                            Some(entry) => entry(object, arguments),
                            None => {
                                not_yet(&format!("calling the static method '{name}'"));
                                undefined()
                            }
                        })
                    }
                    Some(_) => {
                        crate::dynamic::raise("TypeError", &format!("{text} is not a function"));
                        Some(undefined())
                    }
                    None => call_added(object, name, arguments, text),
                };
            }
            crate::object::KIND_FUNCTION => return call_added(object, name, arguments, text),
            _ => return None,
        }
        let found = find_method(descriptor, name);
        if (*descriptor).kind != KIND_RECORD
            && let Some(slot) = found
        {
            return Some(call_slot(
                object,
                slot,
                arguments,
                &format!("calling the method '{name}'"),
            ));
        }
        let holder = scr_dynamic_new(ELEMENT_OBJECT, object as u64);
        crate::object::retain(object);
        let member = get(holder, name);
        crate::object::release(holder);
        let (kind, _) = contents(member);
        let result = match function_of(member) {
            // An object-literal method takes the object from the receiver
            // register as it starts (`this`); other functions leave it.
            Some(function) => Some(call_function_with(function, object, arguments)),
            None if kind == DYNAMIC_UNDEFINED => None,
            None => {
                crate::dynamic::raise("TypeError", &format!("{text} is not a function"));
                Some(undefined())
            }
        };
        crate::object::release(member);
        result
    }
}

/// Calls a property added to a class or function (see `expando`): `None`
/// when it has none of that name.
///
/// # Safety
/// `object` must be a live object, `arguments` a live array of boxes.
unsafe fn call_added(
    object: *mut ScrObject,
    name: &str,
    arguments: *const ScrArray,
    text: &str,
) -> Option<*mut ScrObject> {
    // SAFETY: caller contract.
    unsafe {
        let member = crate::expando::get(object, name)?;
        let result = match function_of(member) {
            Some(function) => call_function_with(function, object, arguments),
            None => {
                crate::dynamic::raise("TypeError", &format!("{text} is not a function"));
                undefined()
            }
        };
        crate::object::release(member);
        Some(result)
    }
}

/// Calls the method (or accessor) in vtable slot `slot` of `object`
/// through its dynamic entry; `what` names it when it has none.
///
/// # Safety
/// `object` must be a live object whose descriptor has the slot,
/// `arguments` a live array of boxes.
unsafe fn call_slot(
    object: *mut ScrObject,
    slot: usize,
    arguments: *const ScrArray,
    what: &str,
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        // An object literal's accessor: the function its hidden slot holds.
        if let Some(function) = crate::object::accessor_function(object, slot) {
            return crate::object::call_accessor(object, function, arguments);
        }
        match crate::object::dynamic_entry((*object).descriptor, slot) {
            Some(entry) => entry(object, arguments),
            None => {
                not_yet(what);
                undefined()
            }
        }
    }
}

/// `map.get/set/has/delete/clear(...)` and `set.add/has/delete/clear(...)`
/// through `any`: the boxes converted to the collection's key and value
/// kinds (a key of another kind is not in it).
///
/// # Safety
/// `map` must be a live map or set, `arguments` live boxes.
unsafe fn collection_call(
    map: *mut ScrMap,
    method: &str,
    arguments: &[*mut ScrObject],
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        // A missing argument is `undefined` (a box made here, released
        // before returning).
        let missing = undefined();
        let argument = |index: usize| arguments.get(index).copied().unwrap_or(missing);
        // A weak collection's keys are objects (tsc sees to that in typed
        // code).
        if matches!(method, "set" | "add") && crate::map::is_weak(map) {
            let (kind, payload) = contents(argument(0));
            let object = match kind {
                ELEMENT_ARRAY => true,
                ELEMENT_OBJECT => !crate::bigint::is_bigint(payload as *const ScrObject),
                _ => false,
            };
            if !object {
                crate::object::release(missing);
                let message = if method == "add" {
                    "Invalid value used in weak set"
                } else {
                    "Invalid value used as weak map key"
                };
                crate::dynamic::raise("TypeError", message);
                return undefined();
            }
        }
        // A key or value of another kind stored into a collection only this
        // `any` holds: it becomes a collection of boxes, as JavaScript's
        // hold anything.
        if matches!(method, "set" | "add") && crate::cycles::count((*map).rc) == 1 {
            let (key_kind, value_kind) = ((*map).table.key_kind, (*map).table.value_kind);
            let is_set = (*(*map).descriptor).kind == KIND_SET;
            let fits = |kind: u32, item: *mut ScrObject| match slot_value(kind, item) {
                Some(bits) => {
                    crate::array::release_slot(kind, bits);
                    true
                }
                None => false,
            };
            if !fits(key_kind, argument(0)) || (!is_set && !fits(value_kind, argument(1))) {
                crate::map::make_dynamic(map);
            }
        }
        let (key_kind, value_kind) = ((*map).table.key_kind, (*map).table.value_kind);
        let key = slot_value(key_kind, argument(0));
        let result = collection_operation(map, method, key, argument(1), key_kind, value_kind);
        crate::object::release(missing);
        result
    }
}

/// `keys()`, `values()` or `entries()` of an array, map or set through
/// `any`: its iterator (over a copy taken now, as the compiler's are), in
/// a new box.
///
/// # Safety
/// `value` must be a live box holding an array, map or set.
unsafe fn iterator_box(value: *const ScrObject, method: &str) -> *mut ScrObject {
    use crate::generator::IteratorLabel;
    // SAFETY: caller contract; slots of the kinds their tables name.
    unsafe {
        let (kind, payload) = contents(value);
        let boxes = crate::array::scr_array_new(ELEMENT_DYNAMIC, 0);
        let push = |item: *mut ScrObject| {
            crate::array::scr_array_push(boxes, item as u64);
            crate::object::release(item);
        };
        let pair = |first: *mut ScrObject, second: *mut ScrObject| {
            let entry = crate::array::scr_array_new(ELEMENT_DYNAMIC, 2);
            for part in [first, second] {
                crate::array::scr_array_push(entry, part as u64);
                crate::object::release(part);
            }
            scr_dynamic_new(ELEMENT_ARRAY, entry as u64)
        };
        let label = if kind == ELEMENT_ARRAY {
            let array = payload as *mut ScrArray;
            for index in 0..(*array).len as usize {
                let position = || scr_dynamic_new(ELEMENT_NUMBER, (index as f64).to_bits());
                push(match method {
                    "keys" => position(),
                    "values" => element_box(array, index),
                    _ => pair(position(), element_box(array, index)),
                });
            }
            IteratorLabel::Array
        } else {
            let map = payload as *const ScrMap;
            let is_set = (*(*map).descriptor).kind == KIND_SET;
            let (key_kind, value_kind) = crate::map::kinds(map.cast_mut());
            for (key, bits) in crate::map::ordered(map) {
                push(match (method, is_set) {
                    ("entries", true) => pair(box_slot(key_kind, key), box_slot(key_kind, key)),
                    ("entries", false) => pair(box_slot(key_kind, key), box_slot(value_kind, bits)),
                    ("values", false) => box_slot(value_kind, bits),
                    _ => box_slot(key_kind, key),
                });
            }
            match (method, is_set) {
                ("entries", true) => IteratorLabel::SetEntries,
                ("entries", false) => IteratorLabel::MapEntries,
                (_, true) => IteratorLabel::Set,
                (_, false) => IteratorLabel::Map,
            }
        };
        let generator = crate::generator::scr_generator_over_copy(boxes, label as u32);
        crate::array::release(boxes);
        scr_dynamic_new(ELEMENT_OBJECT, generator as u64)
    }
}

/// `collection_call` once the key is converted (owned; released here).
///
/// # Safety
/// As `collection_call`; `value` a live box.
unsafe fn collection_operation(
    map: *mut ScrMap,
    method: &str,
    key: Option<u64>,
    value: *mut ScrObject,
    key_kind: u32,
    value_kind: u32,
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        match method {
            "get" => match key {
                Some(key) => {
                    let found = crate::map::scr_map_has(map, key) != 0;
                    let result = if found {
                        box_slot(value_kind, crate::map::scr_map_get(map, key))
                    } else {
                        undefined()
                    };
                    crate::array::release_slot(key_kind, key);
                    result
                }
                None => undefined(),
            },
            "has" => boolean_box(key.is_some_and(|key| {
                let found = crate::map::scr_map_has(map, key) != 0;
                crate::array::release_slot(key_kind, key);
                found
            })),
            "delete" => boolean_box(key.is_some_and(|key| {
                let found = crate::map::scr_map_delete(map, key) != 0;
                crate::array::release_slot(key_kind, key);
                found
            })),
            "clear" => {
                if let Some(key) = key {
                    crate::array::release_slot(key_kind, key);
                }
                crate::map::scr_map_clear(map);
                undefined()
            }
            // `set` of a map, `add` of a set: the collection itself.
            _ => {
                let is_set = (*(*map).descriptor).kind == KIND_SET;
                let value = if is_set {
                    Some(0)
                } else {
                    slot_value(value_kind, value)
                };
                let (Some(key), Some(value)) = (key, value) else {
                    if let Some(key) = key {
                        crate::array::release_slot(key_kind, key);
                    }
                    not_yet("storing a value of another type into a typed map or set");
                    return undefined();
                };
                if (method == "add") == is_set {
                    crate::map::scr_map_set(map, key, value);
                } else {
                    crate::dynamic::raise("TypeError", &format!("{method} is not a function"));
                }
                crate::array::release_slot(key_kind, key);
                if !is_set {
                    crate::array::release_slot(value_kind, value);
                }
                box_slot(ELEMENT_OBJECT, map as u64)
            }
        }
    }
}

thread_local! {
    /// The element kind of the array `sort_with` is sorting.
    static SORTED_KIND: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// `sort` (in place, `in_place`) or `toSorted` of an array through `any`:
/// the comparator, a function object, is called through its dynamic
/// entry with the two elements boxed. A new reference to the result.
///
/// # Safety
/// `array` must be a live array, `comparator` a live function object.
unsafe fn sort_with(
    array: *mut ScrArray,
    comparator: Option<*mut ScrObject>,
    in_place: bool,
) -> *mut ScrArray {
    unsafe extern "C" fn compare(function: *mut ScrObject, a: u64, b: u64) -> f64 {
        let kind = SORTED_KIND.with(std::cell::Cell::get);
        // SAFETY: live slots of the sorted array's kind; a live function.
        unsafe {
            let arguments = crate::array::scr_array_new(ELEMENT_DYNAMIC, 2);
            for bits in [a, b] {
                let boxed = box_slot(kind, bits);
                crate::array::scr_array_push(arguments, boxed as u64);
                crate::object::release(boxed);
            }
            let result = call_function(function, arguments);
            crate::array::release(arguments);
            let order = crate::dynamic::scr_dynamic_to_number(result);
            crate::object::release(result);
            order
        }
    }
    // SAFETY: caller contract.
    unsafe {
        let saved = SORTED_KIND.with(|kind| kind.replace((*array).kind));
        let trampoline: Option<crate::array_sort::Compare> = comparator.map(|_| compare as _);
        let closure = comparator.unwrap_or(std::ptr::null_mut());
        let sorted = if in_place {
            crate::array_sort::scr_array_sort(array, trampoline, closure)
        } else {
            crate::array_sort::scr_array_to_sorted(array, trampoline, closure)
        };
        SORTED_KIND.with(|kind| kind.set(saved));
        sorted
    }
}

/// `C.key` for a class object: its name, a static field (own or
/// inherited), or `undefined`.
///
/// # Safety
/// `class` must be a class object.
unsafe fn class_get(class: *mut ScrObject, key: &str) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        if key == "name" {
            let name = crate::class_value::name(class);
            return string_box(string::new_from_str(&String::from_utf8_lossy(name)));
        }
        if let Some(added) = crate::class_value::added_before_member(class, key) {
            return added;
        }
        // (Getters are listed as `get name`: no name of a property.)
        let listed = if key.starts_with("get ") {
            None
        } else {
            crate::class_value::static_member(class, key.as_bytes())
        };
        match listed {
            Some(member) if member.kind == crate::class_value::METHOD => {
                if member.uses_this || member.address.is_null() {
                    not_yet("reading a static method that uses 'this' as a value");
                    return undefined();
                }
                let name = std::slice::from_raw_parts(member.name, member.name_len as usize);
                crate::method_value::static_method(
                    class,
                    member.address as *const u8,
                    &String::from_utf8_lossy(name),
                )
            }
            Some(member) => box_slot(member.kind as u32, *member.address),
            None if let Some(getter) =
                crate::class_value::static_member(class, format!("get {key}").as_bytes()) =>
            {
                let entry: Option<crate::object::DynamicEntry> =
                    std::mem::transmute(getter.address);
                match entry {
                    Some(entry) => {
                        let arguments = crate::array::scr_array_new(ELEMENT_DYNAMIC, 0);
                        let value = entry(class, arguments);
                        crate::array::release(arguments);
                        value
                    }
                    None => {
                        not_yet("reading this static getter");
                        undefined()
                    }
                }
            }
            None if key == "prototype" => {
                not_yet("reading a class's prototype");
                undefined()
            }
            None => crate::expando::get(class, key).unwrap_or_else(undefined),
        }
    }
}

/// `new callee(...arguments)` for a callee of type `any`: the new object,
/// boxed. Node's TypeError (`text` is the callee's source) when it is not
/// a class.
///
/// # Safety
/// `callee` must be a live box or null, `arguments` a live array of boxes
/// and `text` a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_new(
    callee: *const ScrObject,
    arguments: *const ScrArray,
    text: *const ScrString,
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        let (kind, payload) = contents(callee);
        let object = payload as *mut ScrObject;
        if kind == ELEMENT_OBJECT && crate::class_value::is_class_value(object) {
            return crate::class_value::construct(object, arguments).unwrap_or_else(|| {
                not_yet("constructing this class");
                undefined()
            });
        }
        // `new f(...)` of a function (a constructor written as one): a new
        // object as its `this`, unless it returns an object of its own.
        if kind == ELEMENT_OBJECT
            && (*(*object).descriptor).kind == crate::object::KIND_FUNCTION
            && crate::method_value::name(object).is_none()
        {
            if !crate::method_value::function_name(object).is_empty() {
                // Node would print the object with the function's name.
                not_yet("'new' of a named function");
                return undefined();
            }
            let record = crate::map::scr_map_new(
                KIND_RECORD as u32,
                ELEMENT_STRING,
                crate::array::ELEMENT_DYNAMIC,
            )
            .cast::<ScrObject>();
            let result = call_function_with(object, record, arguments);
            if contents(result).0 == ELEMENT_OBJECT {
                crate::object::release(record);
                return result;
            }
            crate::object::release(result);
            return scr_dynamic_new(ELEMENT_OBJECT, record as u64);
        }
        let text = string::to_rust_string(text);
        crate::dynamic::raise("TypeError", &format!("{text} is not a constructor"));
        undefined()
    }
}

/// `key in value` for a value of type `any`: whether it has the property
/// (own or inherited: fields, accessors, methods, entries, indices, the
/// methods of its built-in kind). Node's TypeError for a primitive.
///
/// # Safety
/// Both must be live boxes or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_in(key: *const ScrObject, value: *const ScrObject) -> i32 {
    // SAFETY: caller contract; payloads of the kinds the boxes name.
    unsafe {
        if let Some(found) = has_ill_formed(value, key) {
            return found;
        }
        let name = key_text(key);
        let (kind, payload) = contents(value);
        let found = match kind {
            ELEMENT_ARRAY => {
                let array = payload as *const ScrArray;
                name == "length"
                    || index_of(&name).is_some_and(|index| index < (*array).len as usize)
                    || is_built_in_method(value, &name)
                    || name == ITERATOR_MEMBER
            }
            ELEMENT_OBJECT if name == ITERATOR_MEMBER && built_in_iterator(value).is_some() => true,
            ELEMENT_OBJECT => {
                let object = payload as *const ScrObject;
                let descriptor = (*object).descriptor;
                match (*descriptor).kind {
                    KIND_RECORD => {
                        let text = string::new_from_str(&name);
                        let found =
                            crate::map::scr_map_has(object.cast_mut().cast(), text as u64) != 0;
                        string::release(text);
                        found || OBJECT_METHODS.contains(&name.as_str())
                    }
                    crate::object::KIND_CLASS | crate::object::KIND_PLAIN => {
                        crate::object::find_member(
                            descriptor,
                            name.as_bytes(),
                            crate::object::LOOKUP_READ,
                        )
                        .is_some()
                            || find_method(descriptor, &name).is_some()
                            || crate::object::has_own_accessor(descriptor, name.as_bytes())
                            || OBJECT_METHODS.contains(&name.as_str())
                    }
                    crate::object::KIND_FUNCTION if name == "prototype" => {
                        not_yet("asking whether a function has a prototype");
                        false
                    }
                    crate::object::KIND_FUNCTION
                        if matches!(
                            name.as_str(),
                            "length" | "name" | "call" | "apply" | "bind" | "toString"
                        ) || OBJECT_METHODS.contains(&name.as_str()) =>
                    {
                        true
                    }
                    _ => {
                        let member = get(value, &name);
                        let found = contents(member).0 != DYNAMIC_UNDEFINED;
                        crate::object::release(member);
                        found
                    }
                }
            }
            _ => {
                let shown = crate::dynamic::scr_dynamic_to_string(value);
                let shown_text = string::to_rust_string(shown);
                string::release(shown);
                crate::dynamic::raise(
                    "TypeError",
                    &format!("Cannot use 'in' operator to search for '{name}' in {shown_text}"),
                );
                false
            }
        };
        i32::from(found)
    }
}

/// `Object.hasOwn(value, key)` and `value.hasOwnProperty(key)`: whether
/// the property is the value's own (an array's indices and `length`, a
/// typed array's indices, a string's indices and `length`, an object's or
/// record's entries, a class instance's fields but not its methods or
/// accessors, an object literal's accessors, a tuple's elements, a function's `length` and `name`).
/// Node's TypeError for `null` and `undefined`.
///
/// # Safety
/// Both must be live boxes or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_has_own(value: *const ScrObject, key: *const ScrObject) -> i32 {
    // SAFETY: caller contract; payloads of the kinds the boxes name.
    unsafe {
        let (kind, payload) = contents(value);
        if matches!(kind, DYNAMIC_UNDEFINED | DYNAMIC_NULL) {
            crate::dynamic::raise("TypeError", "Cannot convert undefined or null to object");
            return 0;
        }
        if let Some(found) = has_ill_formed(value, key) {
            return found;
        }
        let name = key_text(key);
        let below = |length: usize| index_of(&name).is_some_and(|index| index < length);
        let found = match kind {
            ELEMENT_ARRAY => {
                let array = payload as *const ScrArray;
                below((*array).len as usize)
                    || (name == "length" && !crate::typed::is_typed((*array).kind))
            }
            ELEMENT_STRING => {
                let text = payload as *const ScrString;
                name == "length" || below(string::units(text).len())
            }
            ELEMENT_OBJECT => {
                let object = payload as *const ScrObject;
                let descriptor = (*object).descriptor;
                match (*descriptor).kind {
                    KIND_RECORD => {
                        let text = string::new_from_str(&name);
                        let found =
                            crate::map::scr_map_has(object.cast_mut().cast(), text as u64) != 0;
                        string::release(text);
                        found
                    }
                    crate::object::KIND_CLASS | crate::object::KIND_PLAIN => {
                        crate::object::find_member(
                            descriptor,
                            name.as_bytes(),
                            crate::object::LOOKUP_READ,
                        )
                        .is_some_and(|found| found >= crate::object::SLOTS_OFFSET as i64)
                            || crate::object::has_own_accessor(descriptor, name.as_bytes())
                    }
                    crate::object::KIND_TUPLE => {
                        name == "length" || below((*descriptor).field_count as usize)
                    }
                    crate::object::KIND_FUNCTION => matches!(name.as_str(), "length" | "name"),
                    crate::class_value::KIND_CLASS_VALUE => {
                        crate::class_value::has_own_static(object, name.as_bytes())
                            || crate::expando::get(object, &name).is_some_and(|added| {
                                crate::object::release(added);
                                true
                            })
                    }
                    _ => false,
                }
            }
            _ => false,
        };
        i32::from(found)
    }
}

/// `value instanceof class` for a class of type `any`: Node's TypeError
/// when it is not a class.
///
/// # Safety
/// Both must be live boxes or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_instance_of(
    value: *const ScrObject,
    class: *const ScrObject,
) -> i32 {
    // SAFETY: caller contract.
    unsafe {
        let (kind, payload) = contents(class);
        let class = payload as *const ScrObject;
        if kind != ELEMENT_OBJECT || !crate::class_value::is_class_value(class) {
            crate::dynamic::raise(
                "TypeError",
                "Right-hand side of 'instanceof' is not callable",
            );
            return 0;
        }
        let (kind, payload) = contents(value);
        if kind != ELEMENT_OBJECT || payload == 0 {
            return 0;
        }
        i32::from(crate::class_value::instance_of(
            payload as *const ScrObject,
            class,
        ))
    }
}

/// The methods of `Object.prototype`, which every object has.
const OBJECT_METHODS: &[&str] = &[
    "toString",
    "toLocaleString",
    "valueOf",
    "hasOwnProperty",
    "isPrototypeOf",
    "propertyIsEnumerable",
    "constructor",
];

/// The function object a box holds, if it holds one.
///
/// # Safety
/// `value` must be a live box or null.
pub(crate) unsafe fn function_of(value: *const ScrObject) -> Option<*mut ScrObject> {
    // SAFETY: caller contract; an object payload is a live object.
    unsafe {
        let (kind, payload) = contents(value);
        let object = payload as *mut ScrObject;
        (kind == ELEMENT_OBJECT && (*(*object).descriptor).kind == crate::object::KIND_FUNCTION)
            .then_some(object)
    }
}

/// Calls a function object through its descriptor's dynamic entry.
///
/// # Safety
/// `function` must be a live function object, `arguments` a live array of
/// boxes.
pub(crate) unsafe fn call_function(
    function: *mut ScrObject,
    arguments: *const ScrArray,
) -> *mut ScrObject {
    // SAFETY: forwarded.
    unsafe { call_function_with(function, std::ptr::null_mut(), arguments) }
}

/// Calls a function object with `receiver` (an object, or null for none)
/// as the `this` of an object-literal method or a function reading its
/// own: the receiver register holds it until the function takes it as it
/// starts, and is empty again after.
///
/// # Safety
/// `function` must be a live function object, `receiver` a live object
/// or null, `arguments` a live array of boxes.
pub(crate) unsafe fn call_function_with(
    function: *mut ScrObject,
    receiver: *mut ScrObject,
    arguments: *const ScrArray,
) -> *mut ScrObject {
    // SAFETY: forwarded.
    unsafe { call_function_with_value(function, receiver, std::ptr::null_mut(), arguments) }
}

/// `call_function_with`, and `value` (an owned box, or null) as the `this`
/// when it is not an object.
///
/// # Safety
/// As `call_function_with`; `value` a live box the call takes, or null.
pub(crate) unsafe fn call_function_with_value(
    function: *mut ScrObject,
    receiver: *mut ScrObject,
    value: *mut ScrObject,
    arguments: *const ScrArray,
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        // A class's or a built-in method read as a value: called with the
        // `this` given (`other.f = instance.method; other.f()`).
        if crate::method_value::takes_this(function) && !(receiver.is_null() && value.is_null()) {
            let this = if receiver.is_null() {
                value
            } else {
                crate::object::retain(receiver);
                scr_dynamic_new(ELEMENT_OBJECT, receiver as u64)
            };
            let result = crate::method_value::call_with_this(function, this, arguments);
            crate::object::release(this);
            return result;
        }
        match crate::object::dynamic_entry((*function).descriptor, 0) {
            Some(entry) => call_entry_with_value(entry, function, receiver, value, arguments),
            None => {
                not_yet("calling this function");
                undefined()
            }
        }
    }
}

/// Calls a dynamic entry with `receiver` (an object, or null) or `value`
/// (an owned box, or null) in the receiver registers, as
/// `call_function_with_value` does.
///
/// # Safety
/// As `call_function_with_value`; `function` what `entry` expects.
pub(crate) unsafe fn call_entry_with_value(
    entry: crate::object::DynamicEntry,
    function: *mut ScrObject,
    receiver: *mut ScrObject,
    value: *mut ScrObject,
    arguments: *const ScrArray,
) -> *mut ScrObject {
    // SAFETY: single-threaded registers; caller contract.
    unsafe {
        crate::object::scr_receiver = receiver;
        crate::object::RECEIVER_VALUE = value;
        let result = entry(function, arguments);
        crate::object::scr_receiver = std::ptr::null_mut();
        let left = crate::object::RECEIVER_VALUE;
        crate::object::RECEIVER_VALUE = std::ptr::null_mut();
        if !left.is_null() {
            crate::object::release(left);
        }
        result
    }
}

/// Argument `index` of a call through `any` (a new reference): the box
/// passed, or `undefined`.
///
/// # Safety
/// `arguments` must be a live array of boxes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_dynamic_argument(
    arguments: *const ScrArray,
    index: u32,
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        match crate::array::slots(arguments).get(index as usize) {
            Some(&bits) => {
                crate::object::retain(bits as *mut ScrObject);
                bits as *mut ScrObject
            }
            None => undefined(),
        }
    }
}

/// A function's own `this` taken from the receiver register, as an `any`:
/// a new box of the object, or `undefined` when the call gave none.
///
/// # Safety
/// `receiver` must be a live object or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_receiver_box(receiver: *mut ScrObject) -> *mut ScrObject {
    // SAFETY: single-threaded registers; the value register owns its box.
    unsafe {
        let value = crate::object::RECEIVER_VALUE;
        if !value.is_null() {
            crate::object::RECEIVER_VALUE = std::ptr::null_mut();
            return value;
        }
    }
    if receiver.is_null() {
        return undefined();
    }
    // SAFETY: caller contract.
    unsafe { crate::object::retain(receiver) };
    scr_dynamic_new(ELEMENT_OBJECT, receiver as u64)
}

/// The arguments of a call through `any` from `index` on, for a rest
/// parameter: a new box of a new array of the boxes.
///
/// # Safety
/// `arguments` must be a live array of boxes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_dynamic_rest_arguments(
    arguments: *const ScrArray,
    index: u32,
) -> *mut ScrObject {
    // SAFETY: caller contract: an array of boxes; the slice copies (and
    // retains) them.
    unsafe {
        let rest = crate::array::scr_array_slice(arguments, f64::from(index), f64::INFINITY);
        scr_dynamic_new(ELEMENT_ARRAY, rest as u64)
    }
}

/// `callee(...arguments)` for a callee of type `any`: a new box. Node's
/// TypeError (`text` is the callee's source) when it is not a function.
///
/// # Safety
/// `callee` must be a live box or null, `arguments` a live array of boxes
/// and `text` a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_call_value(
    callee: *const ScrObject,
    arguments: *const ScrArray,
    text: *const ScrString,
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        match function_of(callee) {
            Some(function) => call_function(function, arguments),
            None => {
                let text = string::to_rust_string(text);
                crate::dynamic::raise("TypeError", &format!("{text} is not a function"));
                undefined()
            }
        }
    }
}

/// A function value where a function type is wanted (a new reference):
/// the closure itself when its descriptor's dynamic entry is `entry` (its
/// code has the wanted signature), else a new closure of `wrapper` (a
/// function-kind descriptor of two slots, code and box) whose code
/// `wrapper_code` calls the box through `any`. `null` and `undefined` are
/// null when `nullable`; anything else is scriptc's TypeError.
///
/// # Safety
/// `value` must be a live box or null; `wrapper` a compiler-emitted
/// descriptor.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_dynamic_to_function(
    value: *const ScrObject,
    entry: Option<crate::object::DynamicEntry>,
    wrapper: *const crate::object::ClassDescriptor,
    wrapper_code: *const u8,
    nullable: u32,
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        let Some(function) = function_of(value) else {
            let (kind, _) = contents(value);
            if nullable != 0 && (kind == DYNAMIC_UNDEFINED || kind == DYNAMIC_NULL) {
                return std::ptr::null_mut();
            }
            crate::console::fatal_error(
                "TypeError",
                "a value of type unknown is not of the type it was cast to",
            );
        };
        let own = crate::object::dynamic_entry((*function).descriptor, 0);
        if let (Some(own), Some(entry)) = (own, entry)
            && own as usize == entry as usize
        {
            crate::object::retain(function);
            return function;
        }
        let closure = crate::object::scr_object_new(wrapper);
        let slots = closure
            .cast::<u8>()
            .add(crate::object::SLOTS_OFFSET)
            .cast::<u64>();
        *slots = wrapper_code as u64;
        crate::object::retain(value.cast_mut());
        *slots.add(1) = value as u64;
        closure
    }
}

/// `value.name(...arguments)` for a value of type `any`: the methods of
/// generators, strings, arrays, maps, sets and numbers scriptc dispatches at
/// run time (a new box); any other raises a TypeError saying scriptc does
/// not support it yet. `arguments` is an array of boxes.
///
/// # Safety
/// `value` must be a live box or null; `name` a live string; `arguments`
/// a live array of boxes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_any_call(
    value: *const ScrObject,
    name: *const ScrString,
    arguments: *const ScrArray,
    text: *const ScrString,
) -> *mut ScrObject {
    // SAFETY: caller contract; payloads of the kinds the boxes name.
    unsafe {
        let method = string::to_rust_string(name);
        let text_string = text;
        let text = string::to_rust_string(text);
        let list = arguments;
        let arguments: Vec<*mut ScrObject> = crate::array::slots(arguments)
            .iter()
            .map(|&bits| bits as *mut ScrObject)
            .collect();
        let first = arguments.first();
        let (kind, payload) = contents(value);
        match (kind, method.as_str()) {
            (DYNAMIC_UNDEFINED | DYNAMIC_NULL, _) => {
                crate::dynamic::raise(
                    "TypeError",
                    &format!(
                        "Cannot read properties of {} (reading '{method}')",
                        nothing_name(kind)
                    ),
                );
                undefined()
            }
            // A tuple (an object with a field per position) answers the
            // array methods that leave it as it is from an array of its
            // elements.
            (ELEMENT_OBJECT, _)
                if (*(*(payload as *const ScrObject)).descriptor).kind
                    == crate::object::KIND_TUPLE
                    && READING_ARRAY_METHODS.contains(&method.as_str()) =>
            {
                let copy = crate::array_methods::tuple_elements(payload as *const ScrObject);
                let held = scr_dynamic_new(ELEMENT_ARRAY, copy as u64);
                let result = scr_any_call(held, name, list, text_string);
                crate::object::release(held);
                result
            }
            // The methods calling a function per element (`map`, a map's
            // `forEach`, ...) of arrays, typed arrays, maps and sets.
            (ELEMENT_ARRAY | ELEMENT_OBJECT, _)
                if let Some(result) = crate::any_callbacks::call(value, &method, &arguments) =>
            {
                result
            }
            // `f.call(...)`, `f.apply(...)`, `f.bind(...)`.
            (ELEMENT_OBJECT, "call" | "apply" | "bind")
                if (*(*(payload as *const ScrObject)).descriptor).kind
                    == crate::object::KIND_FUNCTION
                    && let Some(result) = crate::method_value::function_method(
                        payload as *mut ScrObject,
                        &method,
                        list,
                    ) =>
            {
                result
            }
            // A property holding a function, or a method of a class
            // instance or object literal, called with the object as `this`.
            (ELEMENT_OBJECT, _)
                if let Some(result) =
                    call_member(payload as *mut ScrObject, &method, list, &text) =>
            {
                result
            }
            // A weak collection's other members (`forEach`, `keys`, ...).
            (ELEMENT_OBJECT, _)
                if matches!(
                    (*(*(payload as *const ScrObject)).descriptor).kind,
                    KIND_MAP | KIND_SET
                ) && crate::map::is_weak(payload as *const ScrMap)
                    && !matches!(method.as_str(), "get" | "set" | "has" | "delete" | "add")
                    && !OBJECT_METHODS.contains(&method.as_str()) =>
            {
                crate::dynamic::raise("TypeError", &format!("{text} is not a function"));
                undefined()
            }
            // A map's or a set's iterators.
            (ELEMENT_OBJECT, "keys" | "values" | "entries")
                if matches!(
                    (*(*(payload as *const ScrObject)).descriptor).kind,
                    KIND_MAP | KIND_SET
                ) =>
            {
                iterator_box(value, &method)
            }
            // A map's or a set's methods.
            (ELEMENT_OBJECT, _)
                if matches!(
                    (*(*(payload as *const ScrObject)).descriptor).kind,
                    KIND_MAP | KIND_SET
                ) && matches!(
                    method.as_str(),
                    "get" | "set" | "has" | "add" | "delete" | "clear"
                ) =>
            {
                collection_call(payload as *mut ScrMap, &method, &arguments)
            }
            // An object without the member, and not one of the methods
            // every object has: Node's TypeError.
            (ELEMENT_OBJECT, _)
                if matches!(
                    (*(*(payload as *const ScrObject)).descriptor).kind,
                    KIND_RECORD
                        | crate::object::KIND_CLASS
                        | crate::object::KIND_PLAIN
                        | crate::object::KIND_FUNCTION
                        | crate::class_value::KIND_CLASS_VALUE
                ) && !OBJECT_METHODS.contains(&method.as_str()) =>
            {
                crate::dynamic::raise("TypeError", &format!("{text} is not a function"));
                undefined()
            }
            (ELEMENT_OBJECT, "toString" | "toLocaleString" | "valueOf")
                if crate::bigint::is_bigint(payload as *const ScrObject) =>
            {
                let big = payload as *const crate::bigint::ScrBigInt;
                match method.as_str() {
                    "toString" => string_box(crate::bigint::scr_bigint_to_string(
                        big,
                        number_or(first, 10.0),
                    )),
                    "toLocaleString" => string_box(crate::bigint::scr_bigint_to_locale_string(big)),
                    _ => {
                        crate::object::retain(value.cast_mut());
                        value.cast_mut()
                    }
                }
            }
            (_, "toString") if arguments.is_empty() => {
                string_box(crate::dynamic::scr_dynamic_to_string(value))
            }
            (ELEMENT_OBJECT, "next" | "return" | "throw")
                if (*(*(payload as *const ScrObject)).descriptor).kind
                    == crate::generator::KIND_GENERATOR =>
            {
                let mode = match method.as_str() {
                    "next" => 0.0,
                    "return" => 1.0,
                    _ => 2.0,
                };
                let sent = first.copied().unwrap_or_else(undefined);
                let result = crate::generator::scr_generator_resume(
                    payload as *mut ScrObject,
                    sent,
                    mode,
                    0xff,
                );
                if first.is_none() {
                    crate::object::release(sent);
                }
                if result.is_null() {
                    return undefined();
                }
                scr_dynamic_new(ELEMENT_OBJECT, result as u64)
            }
            (ELEMENT_STRING, _) => {
                let text = payload as *const ScrString;
                // A primitive searched for is `String(primitive)`; an object
                // (a RegExp) is each method's own business.
                let converted = first
                    .filter(|&&argument| {
                        matches!(
                            contents(argument).0,
                            ELEMENT_NUMBER | ELEMENT_BOOLEAN | DYNAMIC_NULL | DYNAMIC_UNDEFINED
                        )
                    })
                    .map(|&argument| crate::dynamic::scr_dynamic_to_string(argument));
                let _converted = Released(converted);
                let search = first
                    .and_then(|&argument| text_of(argument))
                    .or(converted.map(|text| text.cast_const()));
                match (method.as_str(), search) {
                    ("toUpperCase", _) => {
                        string_box(crate::string_methods::scr_string_to_upper_case(text))
                    }
                    ("toLowerCase", _) => {
                        string_box(crate::string_methods::scr_string_to_lower_case(text))
                    }
                    ("trim", _) => string_box(crate::string_methods::scr_string_trim(text)),
                    ("trimStart", _) => {
                        string_box(crate::string_methods::scr_string_trim_start(text))
                    }
                    ("trimEnd", _) => string_box(crate::string_methods::scr_string_trim_end(text)),
                    ("slice", _) => string_box(crate::string_methods::scr_string_slice(
                        text,
                        number_or(first, 0.0),
                        number_or(arguments.get(1), f64::INFINITY),
                    )),
                    ("substring", _) => string_box(crate::string_methods::scr_string_substring(
                        text,
                        number_or(first, 0.0),
                        number_or(arguments.get(1), f64::INFINITY),
                    )),
                    // `substr(start, length)`: a negative start counts from
                    // the end.
                    ("substr", _) => {
                        let size = f64::from((*text).len);
                        let start = number_or(first, 0.0);
                        let start = if start.is_nan() { 0.0 } else { start.trunc() };
                        let start = if start < 0.0 {
                            (size + start).max(0.0)
                        } else {
                            start.min(size)
                        };
                        let length = number_or(arguments.get(1), f64::INFINITY);
                        let length = if length.is_nan() { 0.0 } else { length.trunc() };
                        let end = (start + length.max(0.0)).min(size);
                        string_box(crate::string_methods::scr_string_slice(
                            text,
                            start,
                            end.max(start),
                        ))
                    }
                    ("indexOf", Some(search)) => {
                        number_box(crate::string_methods::scr_string_index_of(
                            text,
                            search,
                            number_or(arguments.get(1), 0.0),
                        ))
                    }
                    ("includes", Some(search)) => boolean_box(
                        crate::string_methods::scr_string_includes(
                            text,
                            search,
                            number_or(arguments.get(1), 0.0),
                        ) != 0,
                    ),
                    ("split", Some(separator)) => scr_dynamic_new(
                        ELEMENT_ARRAY,
                        crate::array::scr_string_split(text, separator, f64::NAN) as u64,
                    ),
                    ("repeat", _) => string_box(crate::string_methods::scr_string_repeat(
                        text,
                        number_or(first, 0.0),
                    )),
                    ("charAt", _) => string_box(crate::string_methods::scr_string_char_at(
                        text,
                        number_or(first, 0.0),
                    )),
                    ("charCodeAt", _) => number_box(
                        crate::string_methods::scr_string_char_code_at(text, number_or(first, 0.0)),
                    ),
                    ("codePointAt", _) => {
                        let code = crate::string_methods::scr_string_code_point_at(
                            text,
                            number_or(first, 0.0),
                        );
                        if code.to_bits() == crate::array::UNDEFINED_NUMBER_BITS {
                            undefined()
                        } else {
                            number_box(code)
                        }
                    }
                    ("at", _) => {
                        let unit =
                            crate::string_methods::scr_string_at(text, number_or(first, 0.0));
                        if unit == string::undefined_text() {
                            undefined()
                        } else {
                            string_box(unit)
                        }
                    }
                    ("lastIndexOf", Some(search)) => {
                        number_box(crate::string_methods::scr_string_last_index_of(
                            text,
                            search,
                            number_or(arguments.get(1), f64::NAN),
                        ))
                    }
                    ("startsWith", Some(search)) => boolean_box(
                        crate::string_methods::scr_string_starts_with(
                            text,
                            search,
                            number_or(arguments.get(1), 0.0),
                        ) != 0,
                    ),
                    ("endsWith", Some(search)) => boolean_box(
                        crate::string_methods::scr_string_ends_with(
                            text,
                            search,
                            number_or(arguments.get(1), f64::INFINITY),
                        ) != 0,
                    ),
                    ("padStart" | "padEnd", _)
                        if arguments.get(1).is_none_or(|&filler| {
                            text_of(filler).is_some() || contents(filler).0 == DYNAMIC_UNDEFINED
                        }) =>
                    {
                        let length = number_or(first, 0.0);
                        let space = string::new_from_str(" ");
                        let filler = arguments
                            .get(1)
                            .and_then(|&filler| text_of(filler))
                            .unwrap_or(space);
                        let padded = if method == "padStart" {
                            crate::string_methods::scr_string_pad_start(text, length, filler)
                        } else {
                            crate::string_methods::scr_string_pad_end(text, length, filler)
                        };
                        string::release(space);
                        string_box(padded)
                    }
                    // A RegExp argument (the prelude's class, found by its
                    // handle): split, search, match and a replace by a
                    // string, as the typed methods do.
                    (_, None) if first.is_some_and(|&pattern| regexp_handle(pattern).is_some()) => {
                        // (Set once a regex is compiled, which a RegExp
                        // argument means: programs without one do not link
                        // the regex engine through here.)
                        let hook = std::ptr::read_volatile(&raw const REGEXP_METHOD);
                        match hook.and_then(|hook| hook(text, &method, &arguments)) {
                            Some(result) => result,
                            None => {
                                not_yet(&format!(
                                    "calling the string method '{method}' with these arguments"
                                ));
                                undefined()
                            }
                        }
                    }
                    // `replace(text, replacement)` and `replaceAll`: a
                    // replacement that is not a function is `String()` of it
                    // (`$&` and the like as GetSubstitution reads them).
                    ("replace" | "replaceAll", Some(search))
                        if arguments.get(1).is_some_and(|&replacement| {
                            text_of(replacement).is_some()
                                || matches!(
                                    contents(replacement).0,
                                    ELEMENT_NUMBER
                                        | ELEMENT_BOOLEAN
                                        | DYNAMIC_NULL
                                        | DYNAMIC_UNDEFINED
                                )
                        }) =>
                    {
                        let replacement = crate::dynamic::scr_dynamic_to_string(arguments[1]);
                        let replaced = if method == "replace" {
                            crate::string_methods::scr_string_replace(text, search, replacement)
                        } else {
                            crate::string_methods::scr_string_replace_all(text, search, replacement)
                        };
                        string::release(replacement);
                        string_box(replaced)
                    }
                    ("localeCompare", Some(other)) if arguments.len() == 1 => number_box(
                        crate::string_methods::scr_string_locale_compare(text, other),
                    ),
                    ("normalize", _)
                        if first.is_none_or(|&form| {
                            text_of(form).is_some() || contents(form).0 == DYNAMIC_UNDEFINED
                        }) =>
                    {
                        let form = first
                            .and_then(|&form| text_of(form))
                            .map(|form| {
                                string::retain(form.cast_mut());
                                form.cast_mut()
                            })
                            .unwrap_or_else(|| string::new_from_str("NFC"));
                        let normalized = crate::string_methods::scr_string_normalize(text, form);
                        string::release(form);
                        string_box(normalized)
                    }
                    // `concat(...parts)`: each part as `String(part)`.
                    ("concat", _) => {
                        string::retain(text.cast_mut());
                        let mut joined = text.cast_mut();
                        for &part in &arguments {
                            let part = crate::dynamic::scr_dynamic_to_string(part);
                            let next = string::scr_string_concat(joined, part);
                            string::release(joined);
                            string::release(part);
                            joined = next;
                        }
                        string_box(joined)
                    }
                    _ if !is_built_in_method(value, &method) => {
                        let callee = string::to_rust_string(text_string);
                        crate::dynamic::raise("TypeError", &format!("{callee} is not a function"));
                        undefined()
                    }
                    _ => {
                        not_yet(&format!("calling the string method '{method}'"));
                        undefined()
                    }
                }
            }
            (ELEMENT_NUMBER, "toFixed") => string_box(crate::number::scr_number_to_fixed(
                f64::from_bits(payload),
                number_or(first, 0.0),
            )),
            (ELEMENT_NUMBER, "toLocaleString") if !default_locale(&arguments) => {
                not_yet("'toLocaleString' with a locale or options");
                undefined()
            }
            (ELEMENT_NUMBER, "toLocaleString") => string_box(string::new_from_str(
                &crate::number::to_locale_string(f64::from_bits(payload)),
            )),
            (ELEMENT_ARRAY, _)
                if crate::typed::is_typed((*(payload as *const ScrArray)).kind)
                    && let Some(result) =
                        typed_array_call(payload as *mut ScrArray, &method, &arguments) =>
            {
                result
            }
            // A typed array's other methods that read it: those of an
            // ordinary array of its numbers.
            (ELEMENT_ARRAY, _) if crate::typed::is_typed((*(payload as *const ScrArray)).kind) => {
                if !matches!(
                    method.as_str(),
                    "join"
                        | "indexOf"
                        | "lastIndexOf"
                        | "includes"
                        | "at"
                        | "toString"
                        | "keys"
                        | "values"
                        | "entries"
                ) {
                    not_yet(&format!("calling the typed array method '{method}'"));
                    return undefined();
                }
                let copy = boxes_of(payload as *mut ScrArray);
                let boxed = scr_dynamic_new(ELEMENT_ARRAY, copy as u64);
                let result = scr_any_call(boxed, name, list, text_string);
                crate::object::release(boxed);
                result
            }
            (ELEMENT_ARRAY, _) => {
                let array = payload as *mut ScrArray;
                let element = (*array).kind;
                match method.as_str() {
                    // Each element's `toLocaleString()`, joined by commas
                    // (`null` and `undefined` as empty).
                    "toLocaleString" => {
                        let mut parts = Vec::new();
                        for &bits in crate::array::slots(array) {
                            let boxed = box_slot(element, bits);
                            let (kind, payload) = contents(boxed);
                            let part = match kind {
                                DYNAMIC_UNDEFINED | DYNAMIC_NULL => String::new(),
                                ELEMENT_NUMBER if default_locale(&arguments) => {
                                    crate::number::to_locale_string(f64::from_bits(payload))
                                }
                                ELEMENT_STRING | ELEMENT_BOOLEAN => {
                                    let text = crate::dynamic::scr_dynamic_to_string(boxed);
                                    let part = string::to_rust_string(text);
                                    string::release(text);
                                    part
                                }
                                // Numbers with a locale named: only Node's
                                // default one is known.
                                ELEMENT_NUMBER => {
                                    crate::object::release(boxed);
                                    not_yet("'toLocaleString' with a locale or options");
                                    return undefined();
                                }
                                // Another value: its own method, with the
                                // same arguments, as a string.
                                _ => {
                                    let result = scr_any_call(boxed, name, list, text_string);
                                    if crate::dynamic::scr_pending != 0 {
                                        crate::object::release(result);
                                        crate::object::release(boxed);
                                        return undefined();
                                    }
                                    let text = crate::dynamic::scr_dynamic_to_string(result);
                                    crate::object::release(result);
                                    let part = string::to_rust_string(text);
                                    string::release(text);
                                    part
                                }
                            };
                            crate::object::release(boxed);
                            parts.push(part);
                        }
                        string_box(string::new_from_str(&parts.join(",")))
                    }
                    "push" => {
                        for &argument in &arguments {
                            let Some((element, bits)) = storable(array, argument) else {
                                not_yet("storing a value of another type into a typed array");
                                return undefined();
                            };
                            crate::array::scr_array_push(array, bits);
                            crate::array::release_slot(element, bits);
                        }
                        number_box(f64::from((*array).len))
                    }
                    "pop" => {
                        let bits = crate::array::scr_array_pop(array);
                        scr_dynamic_new(element, bits)
                    }
                    // `join(separator)`: `String(separator)`, a comma when
                    // it is left out or `undefined`.
                    "join" => {
                        let separator = match first {
                            Some(&argument) if contents(argument).0 != DYNAMIC_UNDEFINED => {
                                crate::dynamic::scr_dynamic_to_string(argument)
                            }
                            _ => string::new_from_str(","),
                        };
                        let joined = crate::array::scr_array_join(array, separator);
                        string::release(separator);
                        string_box(joined)
                    }
                    "slice" => scr_dynamic_new(
                        ELEMENT_ARRAY,
                        crate::array::scr_array_slice(
                            array,
                            number_or(first, 0.0),
                            number_or(arguments.get(1), f64::INFINITY),
                        ) as u64,
                    ),
                    "includes" | "indexOf" => {
                        let found = first
                            .and_then(|&argument| slot_value(element, argument))
                            .map(|bits| {
                                let position =
                                    crate::array::slots(array).iter().position(|&other| {
                                        crate::array::same_value(element, other, bits)
                                    });
                                crate::array::release_slot(element, bits);
                                position
                            });
                        let position = found.flatten();
                        if method == "includes" {
                            boolean_box(position.is_some())
                        } else {
                            number_box(position.map_or(-1.0, |index| index as f64))
                        }
                    }
                    "reverse" => scr_dynamic_new(
                        ELEMENT_ARRAY,
                        crate::array::scr_array_reverse(array) as u64,
                    ),
                    "toReversed" => {
                        let copy = crate::array::scr_array_slice(array, 0.0, f64::INFINITY);
                        crate::array::release(crate::array::scr_array_reverse(copy));
                        scr_dynamic_new(ELEMENT_ARRAY, copy as u64)
                    }
                    "shift" => {
                        scr_dynamic_new(element, crate::array_methods::scr_array_shift(array))
                    }
                    "unshift" => {
                        for &argument in arguments.iter().rev() {
                            let Some((element, bits)) = storable(array, argument) else {
                                not_yet("storing a value of another type into a typed array");
                                return undefined();
                            };
                            crate::array_methods::scr_array_unshift(array, bits);
                            crate::array::release_slot(element, bits);
                        }
                        number_box(f64::from((*array).len))
                    }
                    "at" => {
                        let length = f64::from((*array).len);
                        let index = number_or(first, 0.0);
                        let index = if index.is_nan() { 0.0 } else { index.trunc() };
                        let index = if index < 0.0 { length + index } else { index };
                        if index < 0.0 || index >= length {
                            undefined()
                        } else {
                            box_slot(element, crate::array::slots(array)[index as usize])
                        }
                    }
                    "lastIndexOf" => {
                        let found = first
                            .and_then(|&argument| slot_value(element, argument))
                            .map(|bits| {
                                let position =
                                    crate::array::slots(array).iter().rposition(|&other| {
                                        crate::array::same_value(element, other, bits)
                                    });
                                crate::array::release_slot(element, bits);
                                position
                            });
                        number_box(found.flatten().map_or(-1.0, |index| index as f64))
                    }
                    "sort" | "toSorted" => {
                        let comparator = first.copied().and_then(|argument| function_of(argument));
                        if first.is_some_and(|&argument| {
                            comparator.is_none() && contents(argument).0 != DYNAMIC_UNDEFINED
                        }) {
                            crate::dynamic::raise(
                                "TypeError",
                                "The comparison function must be either a function or undefined",
                            );
                            return undefined();
                        }
                        let sorted = sort_with(array, comparator, method == "sort");
                        scr_dynamic_new(ELEMENT_ARRAY, sorted as u64)
                    }
                    // The copying forms: the same operation on a copy.
                    "toSpliced" => {
                        let copy = crate::array::scr_array_slice(array, 0.0, f64::INFINITY);
                        let held = scr_dynamic_new(ELEMENT_ARRAY, copy as u64);
                        let name = string::new_from_str("splice");
                        let removed = scr_any_call(held, name, list, name);
                        crate::object::release(removed);
                        string::release(name);
                        held
                    }
                    "with" => {
                        let length = f64::from((*array).len);
                        let given = number_or(first, 0.0);
                        let index = if given.is_nan() { 0.0 } else { given.trunc() };
                        let index = if index < 0.0 { length + index } else { index };
                        if index < 0.0 || index >= length {
                            let mut shown = Vec::new();
                            crate::number::format_number_for_console(given, &mut shown);
                            crate::dynamic::raise(
                                "RangeError",
                                &format!("Invalid index : {}", String::from_utf8_lossy(&shown)),
                            );
                            return undefined();
                        }
                        let value = arguments.get(1).copied().unwrap_or_else(undefined);
                        let copy = crate::array::scr_array_slice(array, 0.0, f64::INFINITY);
                        let stored = storable(copy, value);
                        if arguments.get(1).is_none() {
                            crate::object::release(value);
                        }
                        let Some((element, bits)) = stored else {
                            crate::array::release(copy);
                            not_yet("storing a value of another type into a typed array");
                            return undefined();
                        };
                        crate::array::scr_array_set_slow(copy, index, bits);
                        crate::array::release_slot(element, bits);
                        scr_dynamic_new(ELEMENT_ARRAY, copy as u64)
                    }
                    "splice" => {
                        // The array first takes a kind every inserted item fits.
                        for &argument in arguments.iter().skip(2) {
                            if let Some((kind, bits)) = storable(array, argument) {
                                crate::array::release_slot(kind, bits);
                            }
                        }
                        let element = (*array).kind;
                        let items = crate::array::scr_array_new(element, 0);
                        for &argument in arguments.iter().skip(2) {
                            let Some(bits) = slot_value(element, argument) else {
                                crate::array::release(items);
                                not_yet("storing a value of another type into a typed array");
                                return undefined();
                            };
                            crate::array::scr_array_push(items, bits);
                            crate::array::release_slot(element, bits);
                        }
                        let removed = crate::array_methods::scr_array_splice(
                            array,
                            number_or(first, 0.0),
                            number_or(arguments.get(1), 0.0),
                            i32::from(arguments.len() >= 2),
                            items,
                        );
                        crate::array::release(items);
                        scr_dynamic_new(ELEMENT_ARRAY, removed as u64)
                    }
                    "keys" | "values" | "entries" => iterator_box(value, &method),
                    "fill" => {
                        let item = first.copied().unwrap_or_else(undefined);
                        let stored = storable(array, item);
                        if first.is_none() {
                            crate::object::release(item);
                        }
                        let Some((element, bits)) = stored else {
                            not_yet("storing a value of another type into a typed array");
                            return undefined();
                        };
                        let filled = crate::array_methods::scr_array_fill(
                            array,
                            bits,
                            number_or(arguments.get(1), 0.0),
                            number_or(arguments.get(2), f64::INFINITY),
                        );
                        crate::array::release_slot(element, bits);
                        scr_dynamic_new(ELEMENT_ARRAY, filled as u64)
                    }
                    "concat" => {
                        let joined = crate::array::scr_array_new(ELEMENT_DYNAMIC, 0);
                        spread_into_boxes(joined, value.cast_mut(), 1.0);
                        for &argument in &arguments {
                            spread_into_boxes(joined, argument, 1.0);
                        }
                        scr_dynamic_new(ELEMENT_ARRAY, joined as u64)
                    }
                    "flat" => {
                        let depth = match first {
                            Some(&argument) if contents(argument).0 != DYNAMIC_UNDEFINED => {
                                let depth = crate::dynamic::scr_dynamic_to_number(argument);
                                if depth.is_nan() { 0.0 } else { depth.trunc() }
                            }
                            _ => 1.0,
                        };
                        let flattened = crate::array::scr_array_new(ELEMENT_DYNAMIC, 0);
                        for index in 0..(*array).len as usize {
                            let item = element_box(array, index);
                            spread_into_boxes(flattened, item, depth);
                            crate::object::release(item);
                        }
                        scr_dynamic_new(ELEMENT_ARRAY, flattened as u64)
                    }
                    "copyWithin" => scr_dynamic_new(
                        ELEMENT_ARRAY,
                        crate::array_methods::scr_array_copy_within(
                            array,
                            number_or(first, 0.0),
                            number_or(arguments.get(1), 0.0),
                            number_or(arguments.get(2), f64::INFINITY),
                        ) as u64,
                    ),
                    _ if !is_built_in_method(value, &method) => {
                        crate::dynamic::raise("TypeError", &format!("{text} is not a function"));
                        undefined()
                    }
                    _ => {
                        not_yet(&format!("calling the array method '{method}'"));
                        undefined()
                    }
                }
            }
            (ELEMENT_NUMBER | ELEMENT_BOOLEAN, _) if !is_built_in_method(value, &method) => {
                crate::dynamic::raise("TypeError", &format!("{text} is not a function"));
                undefined()
            }
            _ => {
                not_yet(&format!("calling the method '{method}'"));
                undefined()
            }
        }
    }
}

/// A typed array's methods that change it or make another typed array,
/// through `any`: the result (a new box), or `None` for another method.
///
/// # Safety
/// `array` must be a live typed array, `arguments` live boxes.
unsafe fn typed_array_call(
    array: *mut ScrArray,
    method: &str,
    arguments: &[*mut ScrObject],
) -> Option<*mut ScrObject> {
    use crate::typed;
    // SAFETY: caller contract.
    unsafe {
        let number = |index: usize, missing: f64| number_or(arguments.get(index), missing);
        let result = match method {
            "fill" => typed::scr_typed_fill(
                array,
                number(0, f64::NAN),
                number(1, 0.0),
                number(2, f64::INFINITY),
            ),
            "copyWithin" => typed::scr_typed_copy_within(
                array,
                number(0, 0.0),
                number(1, 0.0),
                number(2, f64::INFINITY),
            ),
            "subarray" => {
                typed::scr_typed_subarray(array, number(0, 0.0), number(1, f64::INFINITY))
            }
            "slice" => typed::scr_typed_slice(array, number(0, 0.0), number(1, f64::INFINITY)),
            "reverse" => typed::scr_typed_reverse(array),
            "toReversed" => {
                let copy = typed::scr_typed_copy(array, 0.0, f64::INFINITY);
                crate::array::release(typed::scr_typed_reverse(copy));
                copy
            }
            "sort" | "toSorted" => {
                let target = if method == "sort" {
                    crate::array::retain(array);
                    array
                } else {
                    typed::scr_typed_copy(array, 0.0, f64::INFINITY)
                };
                let first = arguments.first().copied();
                match first.and_then(|argument| function_of(argument)) {
                    Some(comparator) => {
                        let numbers = typed::scr_typed_to_array(target);
                        let sorted = sort_with(numbers, Some(comparator), true);
                        crate::array::release(sorted);
                        if crate::dynamic::scr_pending == 0 {
                            typed::scr_typed_set(target, numbers, 0.0);
                        }
                        crate::array::release(numbers);
                    }
                    None if first
                        .is_some_and(|argument| contents(argument).0 != DYNAMIC_UNDEFINED) =>
                    {
                        crate::array::release(target);
                        crate::dynamic::raise(
                            "TypeError",
                            "The comparison function must be either a function or undefined",
                        );
                        return Some(undefined());
                    }
                    None => crate::array::release(typed::scr_typed_sort(target)),
                }
                target
            }
            "set" => {
                let source = arguments.first().copied().unwrap_or_else(undefined);
                let numbers = match contents(source) {
                    (ELEMENT_ARRAY, payload) => numbers_of(payload as *mut ScrArray),
                    _ => crate::array::scr_array_new(ELEMENT_NUMBER, 0),
                };
                if arguments.is_empty() {
                    crate::object::release(source);
                }
                typed::scr_typed_set(array, numbers, number(1, 0.0));
                crate::array::release(numbers);
                return Some(undefined());
            }
            _ => return None,
        };
        Some(scr_dynamic_new(ELEMENT_ARRAY, result as u64))
    }
}

/// Adds `item` to an array of boxes as `concat` and `flat` do: an
/// ordinary array's (or a tuple's) elements when `depth` is at least one,
/// each flattened again to `depth - 1`; anything else itself.
///
/// # Safety
/// `into` must be a live array of boxes, `item` a live box.
unsafe fn spread_into_boxes(into: *mut ScrArray, item: *mut ScrObject, depth: f64) {
    // SAFETY: caller contract; payloads of the kinds the boxes name.
    unsafe {
        let (kind, payload) = contents(item);
        let inner = match kind {
            ELEMENT_ARRAY
                if depth >= 1.0
                    && !crate::typed::is_typed((*(payload as *const ScrArray)).kind) =>
            {
                crate::array::retain(payload as *mut ScrArray);
                payload as *mut ScrArray
            }
            ELEMENT_OBJECT
                if depth >= 1.0
                    && (*(*(payload as *const ScrObject)).descriptor).kind
                        == crate::object::KIND_TUPLE =>
            {
                crate::array_methods::tuple_elements(payload as *const ScrObject)
            }
            _ => {
                crate::array::scr_array_push(into, item as u64);
                return;
            }
        };
        for index in 0..(*inner).len as usize {
            let element = element_box(inner, index);
            spread_into_boxes(into, element, depth - 1.0);
            crate::object::release(element);
        }
        crate::array::release(inner);
    }
}

/// An array's elements as numbers (ToNumber of each): the array itself
/// (a new reference) when it holds numbers or is a typed array, else a new
/// number array.
///
/// # Safety
/// `array` must be a live array.
unsafe fn numbers_of(array: *mut ScrArray) -> *mut ScrArray {
    // SAFETY: caller contract.
    unsafe {
        let kind = (*array).kind;
        if kind == ELEMENT_NUMBER || crate::typed::is_typed(kind) {
            crate::array::retain(array);
            return array;
        }
        let length = (*array).len as usize;
        let numbers = crate::array::scr_array_new(ELEMENT_NUMBER, length as u64);
        // (ToNumber of an object runs its `valueOf`, which may shorten
        // the array.)
        for index in 0..length {
            if index >= (*array).len as usize {
                break;
            }
            let item = element_box(array, index);
            let number = crate::dynamic::scr_dynamic_to_number(item);
            crate::object::release(item);
            crate::array::scr_array_push(numbers, number.to_bits());
        }
        numbers
    }
}

/// The array methods that leave the array as it is (what a tuple answers
/// from a copy of its elements).
const READING_ARRAY_METHODS: &[&str] = &[
    "at",
    "concat",
    "entries",
    "every",
    "filter",
    "find",
    "findIndex",
    "findLast",
    "findLastIndex",
    "flat",
    "flatMap",
    "forEach",
    "includes",
    "indexOf",
    "join",
    "keys",
    "lastIndexOf",
    "map",
    "reduce",
    "reduceRight",
    "slice",
    "some",
    "toLocaleString",
    "toReversed",
    "toSorted",
    "toSpliced",
    "toString",
    "values",
    "with",
];

/// The vtable slot of the method `name` of objects of `descriptor`, if
/// they have one. `toJSON` keeps its slot under a name saying what it
/// returns.
///
/// # Safety
/// `descriptor` must be a live descriptor.
pub(crate) unsafe fn find_method(
    descriptor: *const crate::object::ClassDescriptor,
    name: &str,
) -> Option<usize> {
    let method = |wanted: &[u8]| {
        // SAFETY: caller contract.
        unsafe { crate::object::find_member(descriptor, wanted, crate::object::LOOKUP_CALL) }
            .filter(|&offset| offset < 0)
            .map(|offset| (-(offset + 1)) as usize)
    };
    if name == "toJSON" {
        [
            &b"toJSON"[..],
            b"toJSON:string",
            b"toJSON:number",
            b"toJSON:dynamic",
            b"toJSON:value",
        ]
        .into_iter()
        .find_map(method)
    } else {
        method(name.as_bytes())
    }
}

/// `object.name(argument)` for a box, as the dynamic calling convention
/// calls it (takes `argument` over): a new box, or `None` when the value
/// has no such member (an iterator without `return` or `throw`).
///
/// # Safety
/// `object` and `argument` must be live boxes.
/// `object.toJSON(key)` as `JSON.stringify` calls it, when `object` has
/// a `toJSON` function: a class's method (whatever it returns), its own
/// property holding a function (an object literal's method, an arrow), or
/// a record's entry holding one. What it returns (a new box); `None`, with
/// `key` (a new reference) released, when it has none.
///
/// # Safety
/// `object` must be a live object; `key` a new reference to a string.
pub(crate) unsafe fn call_to_json(
    object: *const ScrObject,
    key: *mut ScrString,
) -> Option<*mut ScrObject> {
    // SAFETY: caller contract.
    unsafe {
        let descriptor = (*object).descriptor;
        let is_function = |kind: u32, bits: u64| {
            let (kind, payload) = crate::dynamic::unwrap(kind, bits);
            kind == ELEMENT_OBJECT
                && payload != 0
                && (*(*(payload as *const ScrObject)).descriptor).kind
                    == crate::object::KIND_FUNCTION
        };
        let callable = match (*descriptor).kind {
            KIND_RECORD => {
                let map = object.cast_mut().cast::<ScrMap>();
                let (_, value_kind) = crate::map::kinds(map);
                crate::map::get_text(map, "toJSON")
                    .is_some_and(|bits| is_function(value_kind, bits))
            }
            crate::object::KIND_PLAIN | crate::object::KIND_CLASS => {
                find_method(descriptor, "toJSON").is_some()
                    || crate::object::find_member(descriptor, b"toJSON", crate::object::LOOKUP_READ)
                        .filter(|&found| found >= crate::object::SLOTS_OFFSET as i64)
                        .is_some_and(|found| {
                            let index = (found as usize - crate::object::SLOTS_OFFSET) / 8;
                            let slot = *object.cast::<u8>().add(found as usize).cast::<u64>();
                            is_function(crate::object::fields(descriptor)[index].kind as u32, slot)
                        })
            }
            _ => false,
        };
        if !callable {
            string::release(key);
            return None;
        }
        let boxed = crate::dynamic::scr_dynamic_new(ELEMENT_STRING, key as u64);
        call_if_present(object, "toJSON", boxed)
    }
}

pub(crate) unsafe fn call_if_present(
    object: *const ScrObject,
    name: &str,
    argument: *mut ScrObject,
) -> Option<*mut ScrObject> {
    // SAFETY: caller contract.
    unsafe {
        let (kind, payload) = contents(object);
        let present = kind == ELEMENT_OBJECT && {
            let target = payload as *mut ScrObject;
            let descriptor = (*target).descriptor;
            if (*descriptor).kind == KIND_RECORD {
                let key = string::new_from_str(name);
                let found = crate::map::scr_map_has(target.cast::<ScrMap>(), key as u64) != 0;
                string::release(key);
                found
            } else {
                find_method(descriptor, name).is_some()
                    || crate::object::find_member(
                        descriptor,
                        name.as_bytes(),
                        crate::object::LOOKUP_READ,
                    )
                    .is_some()
            }
        };
        if !present {
            crate::object::release(argument);
            return None;
        }
        let arguments = crate::array::scr_array_new(crate::array::ELEMENT_DYNAMIC, 1);
        crate::array::scr_array_push(arguments, argument as u64);
        crate::object::release(argument);
        let name_text = string::new_from_str(name);
        let text = string::new_from_str(&format!("iterator.{name}"));
        let result = scr_any_call(object, name_text, arguments, text);
        string::release(name_text);
        string::release(text);
        crate::array::release(arguments);
        Some(result)
    }
}

/// `value.name` for a box: a new box.
///
/// # Safety
/// `value` must be a live box.
pub(crate) unsafe fn property(value: *const ScrObject, name: &str) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe { get(value, name) }
}
