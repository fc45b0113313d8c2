//! Properties added through `any` to classes and top-level functions
//! (`((C: any) => { C.extra = 1; })(Shape)`, `fn.raw = ...`): JavaScript
//! functions are objects, so a program may hang anything on them. The
//! properties live in a side table keyed by the function they belong to
//! (a record of boxes each), kept until the program ends. The objects that
//! stand for classes and top-level functions are immortal; a closure made
//! at run time that gains a property is held by the table from then on,
//! so no other function can take its address while the table knows it.

use crate::array::{ELEMENT_DYNAMIC, ELEMENT_STRING};
use crate::map::ScrMap;
use crate::object::{KIND_RECORD, ScrObject};
use crate::string;

thread_local! {
    /// The records of added properties, by the identity of what holds
    /// them.
    static TABLE: std::cell::RefCell<Vec<(usize, *mut ScrMap, *mut ScrObject)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// What identifies the function (or class) an object stands for, when
/// properties can be added to it: the class object itself, or a
/// top-level function's identity (one function may have several constant
/// closures, one per function type).
///
/// # Safety
/// `object` must be a live object.
unsafe fn holder(object: *const ScrObject) -> Option<(usize, *mut ScrObject)> {
    // SAFETY: caller contract.
    unsafe {
        let object = crate::object::function_target(object);
        let key = match (*(*object).descriptor).kind {
            crate::class_value::KIND_CLASS_VALUE => object as usize,
            crate::object::KIND_FUNCTION => crate::object::function_identity(object) as usize,
            _ => return None,
        };
        let held = if (*object).rc == usize::MAX {
            std::ptr::null_mut()
        } else {
            object.cast_mut()
        };
        Some((key, held))
    }
}

fn record(key: usize) -> Option<*mut ScrMap> {
    TABLE.with_borrow(|table| {
        table
            .iter()
            .find(|(held, _, _)| *held == key)
            .map(|&(_, record, _)| record)
    })
}

/// The property `name` added to `object`: a new box, or `None` when it has
/// none of that name.
///
/// # Safety
/// `object` must be a live object.
pub unsafe fn get(object: *const ScrObject, name: &str) -> Option<*mut ScrObject> {
    // SAFETY: caller contract; the records hold boxes.
    unsafe {
        let record = record(holder(object)?.0)?;
        let key = string::new_from_str(name);
        let found = (crate::map::scr_map_has(record, key as u64) != 0).then(|| {
            let bits = crate::map::scr_map_get(record, key as u64);
            crate::object::retain(bits as *mut ScrObject);
            bits as *mut ScrObject
        });
        string::release(key);
        found
    }
}

/// Adds (or replaces) the property `name` of `object`; `item` is
/// borrowed. False when properties cannot be added to it (it is not a
/// function or class).
///
/// # Safety
/// `object` must be a live object, `item` a live box.
pub unsafe fn set(object: *const ScrObject, name: &str, item: *mut ScrObject) -> bool {
    // SAFETY: caller contract.
    unsafe {
        let Some((key, function)) = holder(object) else {
            return false;
        };
        let record = record(key).unwrap_or_else(|| {
            let record =
                crate::map::scr_map_new(KIND_RECORD as u32, ELEMENT_STRING, ELEMENT_DYNAMIC);
            if !function.is_null() {
                crate::object::retain(function);
            }
            TABLE.with_borrow_mut(|table| table.push((key, record, function)));
            record
        });
        let key = string::new_from_str(name);
        crate::map::scr_map_set(record, key as u64, item as u64);
        string::release(key);
        true
    }
}

/// The properties added to `object`, in order: (name, box).
///
/// # Safety
/// `object` must be a live object.
pub unsafe fn entries(object: *const ScrObject) -> Vec<(String, u64)> {
    // SAFETY: caller contract; the records hold string keys and boxes.
    unsafe {
        let Some(record) = holder(object).and_then(|(key, _)| record(key)) else {
            return Vec::new();
        };
        crate::map::ordered(record)
            .into_iter()
            .map(|(key, bits)| {
                (
                    string::to_rust_string(key as *const string::ScrString),
                    bits,
                )
            })
            .collect()
    }
}

/// Releases every added property, at the program's end (so the audit
/// sees them freed).
pub fn release_all() {
    let table = TABLE.with_borrow_mut(std::mem::take);
    for (_, record, function) in table {
        // SAFETY: the table's own references.
        unsafe {
            crate::object::release(record.cast());
            if !function.is_null() {
                crate::object::release(function);
            }
        }
    }
}
