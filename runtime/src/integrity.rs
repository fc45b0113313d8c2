//! Integrity levels: `Object.preventExtensions`, `Object.seal` and
//! `Object.freeze`, and the writes they forbid.
//!
//! An object's or array's level lives in a side table keyed by its
//! address, so neither layout changes and a program that never calls
//! those functions pays nothing: the compiler emits write checks only in
//! programs that do (`Program::integrity`), and those checks first test
//! [`scr_integrity_count`], the table's size. A freed object leaves the
//! table (`forget`, called by every free while the table is not empty),
//! so its block's next object starts extensible.
//!
//! A forbidden write raises Node's TypeError (the program runs in strict
//! mode, as tsc emits it) before anything changes. Only frozen arrays are
//! modelled: sealing an array, where Node's `shift` and `splice` change
//! elements before they fail, raises scriptc's "not supported" TypeError.

use std::collections::HashMap;

use crate::array::{ELEMENT_ARRAY, ELEMENT_OBJECT, ScrArray};
use crate::dynamic::contents;
use crate::object::{KIND_CLASS, KIND_PLAIN, KIND_RECORD, KIND_TUPLE, ScrObject};
use crate::string::ScrString;

/// The levels, in order: each forbids what the one before does, and more.
pub const EXTENSIBLE: u8 = 0;
/// No property can be added.
pub const NON_EXTENSIBLE: u8 = 1;
/// No property can be added or deleted.
pub const SEALED: u8 = 2;
/// No property can be added, deleted or written.
pub const FROZEN: u8 = 3;

/// How many objects have a level above [`EXTENSIBLE`]: the compiled write
/// checks call the runtime only when it is not zero.
#[unsafe(no_mangle)]
pub static mut scr_integrity_count: u64 = 0;

static mut LEVELS: Option<HashMap<usize, u8>> = None;

/// What a free calls while the table is not empty: set by the first
/// [`raise_level`] and read volatile, so a program that never sets a
/// level (hello world) does not link the table's code into its frees.
static mut FORGET_HOOK: Option<fn(usize)> = None;

/// Whether any object has a level (the table is not empty).
#[inline(always)]
pub fn active() -> bool {
    // SAFETY: single-threaded runtime.
    unsafe { scr_integrity_count != 0 }
}

/// The level of the object or array at `address`.
pub fn level(address: usize) -> u8 {
    if !active() {
        return EXTENSIBLE;
    }
    // SAFETY: single-threaded runtime; no reference outlives the call.
    unsafe {
        (*std::ptr::addr_of!(LEVELS))
            .as_ref()
            .and_then(|levels| levels.get(&address).copied())
            .unwrap_or(EXTENSIBLE)
    }
}

fn raise_level(address: usize, wanted: u8) {
    // SAFETY: single-threaded runtime; no reference outlives the call.
    unsafe {
        FORGET_HOOK = Some(forget_now);
        let levels = (*std::ptr::addr_of_mut!(LEVELS)).get_or_insert_with(HashMap::new);
        let entry = levels.entry(address).or_insert(EXTENSIBLE);
        *entry = (*entry).max(wanted);
        scr_integrity_count = levels.len() as u64;
    }
}

/// A freed object or array leaves the table.
#[inline]
pub fn forget(address: usize) {
    if !active() {
        return;
    }
    // SAFETY: single-threaded runtime; set before the table has entries.
    if let Some(hook) = unsafe { std::ptr::read_volatile(&raw const FORGET_HOOK) } {
        hook(address);
    }
}

fn forget_now(address: usize) {
    // SAFETY: single-threaded runtime; no reference outlives the call.
    unsafe {
        if let Some(levels) = (*std::ptr::addr_of_mut!(LEVELS)).as_mut() {
            levels.remove(&address);
            scr_integrity_count = levels.len() as u64;
        }
    }
}

fn type_error(message: String) {
    crate::dynamic::raise("TypeError", &message);
}

/// Node's name for an object in its messages: `#<Point>`, `#<Object>`.
///
/// # Safety
/// `object` must be live.
unsafe fn shown(object: *const ScrObject) -> String {
    // SAFETY: caller contract.
    unsafe {
        let descriptor = (*object).descriptor;
        if (*descriptor).kind == KIND_CLASS {
            let name = crate::object::name(descriptor);
            return format!("#<{}>", String::from_utf8_lossy(name));
        }
        "#<Object>".to_string()
    }
}

fn read_only(key: &str, object: &str) {
    type_error(format!(
        "Cannot assign to read only property '{key}' of object '{object}'"
    ));
}

fn not_extensible(key: &str) {
    type_error(format!(
        "Cannot add property {key}, object is not extensible"
    ));
}

fn undeletable(key: &str, object: &str) {
    type_error(format!("Cannot delete property '{key}' of {object}"));
}

/// `Object.preventExtensions` (1), `Object.seal` (2), `Object.freeze`
/// (3) of a box: primitives, maps, sets and functions are left as they
/// are (their contents are not properties); a typed array with elements
/// cannot be frozen (Node's TypeError).
///
/// # Safety
/// `value` must be a live box or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_integrity_set(value: *const ScrObject, level: u32) {
    // SAFETY: caller contract; payloads of the kinds the box names.
    unsafe {
        let (kind, payload) = contents(value);
        let level = level.min(u32::from(FROZEN)) as u8;
        match kind {
            ELEMENT_ARRAY => {
                let array = payload as *const ScrArray;
                if crate::typed::is_typed((*array).kind) {
                    if crate::typed::length(array as *mut ScrArray) > 0 {
                        type_error("Cannot freeze array buffer views with elements".into());
                    }
                    return;
                }
                if level != FROZEN {
                    crate::dynamic::raise(
                        "TypeError",
                        "scriptc does not support sealing an array or preventing its \
                         extension yet",
                    );
                    return;
                }
                raise_level(payload as usize, level);
            }
            ELEMENT_OBJECT => {
                let object = payload as *const ScrObject;
                if matches!(
                    (*(*object).descriptor).kind,
                    KIND_CLASS | KIND_PLAIN | KIND_RECORD | KIND_TUPLE
                ) {
                    raise_level(payload as usize, level);
                }
            }
            _ => {}
        }
    }
}

/// `Object.isFrozen` (0), `Object.isSealed` (1), `Object.isExtensible`
/// (2) of a box. A primitive is frozen and sealed, and not extensible; a
/// non-extensible object without properties is also sealed and frozen.
///
/// # Safety
/// `value` must be a live box or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_integrity_test(value: *const ScrObject, question: u32) -> i32 {
    // SAFETY: caller contract; payloads of the kinds the box names.
    unsafe {
        let (kind, payload) = contents(value);
        let (level, empty) = match kind {
            ELEMENT_ARRAY => {
                let array = payload as *const ScrArray;
                let empty = if crate::typed::is_typed((*array).kind) {
                    crate::typed::length(array as *mut ScrArray) == 0
                } else {
                    (*array).len == 0
                };
                (level(payload as usize), empty)
            }
            ELEMENT_OBJECT => {
                let object = payload as *const ScrObject;
                let empty = match (*(*object).descriptor).kind {
                    KIND_RECORD => crate::map::scr_map_size(object.cast()) == 0.0,
                    KIND_CLASS | KIND_PLAIN => crate::object::own_keys(object).is_empty(),
                    KIND_TUPLE => (*(*object).descriptor).field_count == 0,
                    // Maps, sets, functions: their own properties are not
                    // modelled; they start extensible.
                    _ => false,
                };
                (level(payload as usize), empty)
            }
            _ => return i32::from(question != 2),
        };
        let answer = match question {
            0 => level == FROZEN || (level != EXTENSIBLE && empty),
            1 => level >= SEALED || (level != EXTENSIBLE && empty),
            _ => level == EXTENSIBLE,
        };
        i32::from(answer)
    }
}

/// Before a write of the property `key` of an instance, object literal
/// or record: Node's TypeError when its level forbids the write (a
/// frozen object's data property, a property a non-extensible object
/// lacks). Whether the write may go on.
///
/// # Safety
/// `object` must be live.
pub unsafe fn may_write(object: *const ScrObject, key: &str) -> bool {
    let level = level(object as usize);
    if level == EXTENSIBLE {
        return true;
    }
    // SAFETY: caller contract.
    unsafe {
        let descriptor = (*object).descriptor;
        let exists = match (*descriptor).kind {
            KIND_RECORD => crate::map::has_text(object.cast(), key),
            _ => match crate::object::find_member(
                descriptor,
                key.as_bytes(),
                crate::object::LOOKUP_WRITE,
            ) {
                Some(offset) if offset >= 0 => true,
                // A setter runs whatever the level.
                Some(_) => return true,
                None => false,
            },
        };
        if !exists {
            not_extensible(key);
            return false;
        }
        if level == FROZEN {
            read_only(key, &shown(object));
            return false;
        }
        true
    }
}

/// Before `delete object[key]`: Node's TypeError when the object is
/// sealed and has the property. Whether the delete may go on.
///
/// # Safety
/// `object` must be live.
pub unsafe fn may_delete(object: *const ScrObject, key: &str, exists: bool) -> bool {
    if !exists || level(object as usize) < SEALED {
        return true;
    }
    // SAFETY: caller contract.
    undeletable(key, &unsafe { shown(object) });
    false
}

/// The compiled check before `object.name = ...` (its bytes `name`,
/// `length` long), in a program that changes integrity levels.
///
/// # Safety
/// `object` must be live and `name` valid for `length` bytes of UTF-8.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_integrity_check_write(
    object: *const ScrObject,
    name: *const u8,
    length: u64,
) {
    // SAFETY: caller contract.
    unsafe {
        let name = std::slice::from_raw_parts(name, length as usize);
        may_write(object, &String::from_utf8_lossy(name));
    }
}

/// The compiled check before `record[key] = ...` or `delete
/// record[key]` (`delete` not zero) of a record with string keys.
///
/// # Safety
/// `record` must be a live record and `key` a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_integrity_check_record(
    record: *const ScrObject,
    key: *const ScrString,
    delete: i32,
) {
    // SAFETY: caller contract.
    unsafe {
        let key = crate::string::to_rust_string(key);
        if delete != 0 {
            let exists = crate::map::has_text(record.cast(), &key);
            may_delete(record, &key, exists);
        } else {
            may_write(record, &key);
        }
    }
}

/// What a compiled array write does, for [`scr_integrity_check_array`].
pub const ARRAY_STORE: u32 = 0;
pub const ARRAY_PUSH: u32 = 1;
pub const ARRAY_POP: u32 = 2;
pub const ARRAY_SHIFT: u32 = 3;
pub const ARRAY_UNSHIFT: u32 = 4;
/// `sort` and `reverse`: they write from index 0 when there are two
/// elements or more.
pub const ARRAY_REORDER: u32 = 5;
pub const ARRAY_FILL: u32 = 6;
pub const ARRAY_SPLICE: u32 = 7;
pub const ARRAY_SET_LENGTH: u32 = 8;

const ARRAY_SHOWN: &str = "[object Array]";

/// An array index or count from a double argument, clamped as the array
/// methods clamp relative positions into `0..=length`.
fn relative(position: f64, length: usize) -> usize {
    if position.is_nan() {
        return 0;
    }
    let position = position.trunc();
    if position < 0.0 {
        (length as f64 + position).max(0.0) as usize
    } else {
        position.min(length as f64) as usize
    }
}

/// The first write `operation` makes to a frozen array of `length`
/// elements, as Node fails on it: `Err(message)`, or `Ok` when it makes
/// none. `first` and `second` are the operation's position arguments
/// (`fill`'s start and end, `splice`'s start and delete count; an index
/// for a store), `count` the number of values it inserts.
fn frozen_array_write(
    operation: u32,
    length: usize,
    first: f64,
    second: f64,
    count: usize,
) -> Result<(), String> {
    let read_only = |key: &str| {
        Err(format!(
            "Cannot assign to read only property '{key}' of object '{ARRAY_SHOWN}'"
        ))
    };
    let add = |index: usize| {
        Err(format!(
            "Cannot add property {index}, object is not extensible"
        ))
    };
    let delete = |index: usize| Err(format!("Cannot delete property '{index}' of {ARRAY_SHOWN}"));
    match operation {
        ARRAY_STORE => {
            let index = first as usize;
            if index < length {
                read_only(&index.to_string())
            } else {
                add(index)
            }
        }
        ARRAY_PUSH if count > 0 => add(length),
        ARRAY_POP | ARRAY_SHIFT if length == 0 => read_only("length"),
        ARRAY_POP => delete(length - 1),
        ARRAY_SHIFT if length == 1 => delete(0),
        ARRAY_SHIFT => read_only("0"),
        ARRAY_UNSHIFT if count > 0 => add(if length == 0 { 0 } else { length + count - 1 }),
        ARRAY_REORDER if length < 2 => Ok(()),
        ARRAY_REORDER => read_only("0"),
        ARRAY_FILL => {
            let start = relative(first, length);
            let end = relative(second, length);
            if start < end {
                read_only(&start.to_string())
            } else {
                Ok(())
            }
        }
        ARRAY_SPLICE => {
            let start = relative(first, length);
            let deleted = if second.is_nan() || second <= 0.0 {
                0
            } else {
                (second.trunc() as usize).min(length - start)
            };
            if count < deleted {
                if start + deleted < length {
                    read_only(&(start + count).to_string())
                } else {
                    delete(length - 1)
                }
            } else if count > deleted {
                if length - deleted > start {
                    add(length - deleted + count - 1)
                } else if start < length {
                    read_only(&start.to_string())
                } else {
                    add(start)
                }
            } else if count > 0 {
                read_only(&start.to_string())
            } else {
                read_only("length")
            }
        }
        // `push()`, `unshift()` and `length = n` set the length.
        _ => read_only("length"),
    }
}

/// The compiled check before an array method or store changes `array`,
/// in a program that changes integrity levels (see
/// [`frozen_array_write`] for the arguments).
///
/// # Safety
/// `array` must be a live ordinary array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_integrity_check_array(
    array: *const ScrArray,
    operation: u32,
    first: f64,
    second: f64,
    count: f64,
) {
    if level(array as usize) != FROZEN {
        return;
    }
    // SAFETY: caller contract.
    let length = unsafe { (*array).len } as usize;
    if let Err(message) = frozen_array_write(operation, length, first, second, count as usize) {
        type_error(message);
    }
}

/// Whether `array.length = length` may change the array's length, as a
/// strict-mode program sees it: a frozen array's length is read-only, and
/// a sealed array cannot lose its elements; otherwise raises Node's
/// TypeError.
///
/// # Safety
/// `array` must be live.
pub unsafe fn may_set_length(array: *const ScrArray, length: usize) -> bool {
    // SAFETY: caller contract.
    let current = unsafe { (*array).len } as usize;
    let refusal = match level(array as usize) {
        FROZEN => format!("Cannot assign to read only property 'length' of object '{ARRAY_SHOWN}'"),
        SEALED if length < current => {
            format!("Cannot delete property '{}' of {ARRAY_SHOWN}", current - 1)
        }
        _ => return true,
    };
    type_error(refusal);
    false
}

/// Before `array[index] = ...` through `any`: whether it may go on.
///
/// # Safety
/// `array` must be a live ordinary array.
pub unsafe fn may_store_element(array: *const ScrArray, index: usize) -> bool {
    if level(array as usize) != FROZEN {
        return true;
    }
    // SAFETY: caller contract.
    let length = unsafe { (*array).len } as usize;
    match frozen_array_write(ARRAY_STORE, length, index as f64, 0.0, 1) {
        Ok(()) => true,
        Err(message) => {
            type_error(message);
            false
        }
    }
}
