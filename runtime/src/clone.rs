//! `structuredClone(value)`: a deep copy of a value, as the HTML
//! specification's structured clone makes it for the kinds of value
//! scriptc has. Arrays, plain objects, tuples, maps, sets, records, boxes
//! and the library classes the checker lets through (`Date`, `Error`) are
//! copied with their own descriptors; strings are immutable and shared;
//! a typed array is copied (a Buffer becomes a `Uint8Array`, as in Node).
//! An object reached twice is copied once, so shared references and
//! cycles survive. A function (or any other value Node cannot clone)
//! raises a `DataCloneError`.

use std::collections::HashMap;

use crate::array::{
    self, ELEMENT_ARRAY, ELEMENT_BOOLEAN, ELEMENT_NUMBER, ELEMENT_OBJECT, ELEMENT_STRING, ScrArray,
};
use crate::object::{self, ScrObject};

/// The copies made so far, by the address of what they copy.
#[derive(Default)]
struct Cloner {
    copies: HashMap<usize, usize>,
}

impl Cloner {
    /// A new reference to the copy of a slot of `kind` holding `bits`.
    ///
    /// # Safety
    /// `bits` must be a live value of `kind`.
    unsafe fn slot(&mut self, kind: u32, bits: u64) -> u64 {
        // SAFETY: caller contract.
        unsafe {
            match array::storage_kind(kind) {
                ELEMENT_NUMBER | ELEMENT_BOOLEAN => bits,
                ELEMENT_STRING => {
                    array::retain_slot(kind, bits);
                    bits
                }
                _ if bits == 0 => 0,
                ELEMENT_ARRAY => self.array(bits as *mut ScrArray) as u64,
                ELEMENT_OBJECT => self.object(bits as *mut ScrObject) as u64,
                _ => {
                    array::retain_slot(kind, bits);
                    bits
                }
            }
        }
    }

    /// A new reference to the copy of `source`, or of the copy already made.
    fn known(&self, source: usize) -> Option<usize> {
        let copy = *self.copies.get(&source)?;
        // SAFETY: copies are live while the clone is being made (the
        // result holds them).
        unsafe { object::retain(copy as *mut ScrObject) };
        Some(copy)
    }

    /// # Safety
    /// `source` must be a live array or typed array.
    unsafe fn array(&mut self, source: *mut ScrArray) -> *mut ScrArray {
        if let Some(copy) = self.known(source as usize) {
            return copy as *mut ScrArray;
        }
        // SAFETY: caller contract.
        unsafe {
            let kind = (*source).kind;
            if crate::typed::is_typed(kind) {
                let length = crate::typed::length(source);
                let made = if kind == crate::typed::BUFFER {
                    crate::typed::UINT8
                } else {
                    kind
                };
                let copy = crate::typed::allocate(made, length);
                for index in 0..length {
                    crate::typed::put(copy, index, crate::typed::get(source, index));
                }
                self.copies.insert(source as usize, copy as usize);
                return copy;
            }
            let values = array::slots(source).to_vec();
            let copy = array::scr_array_new(kind, values.len() as u64);
            self.copies.insert(source as usize, copy as usize);
            for bits in values {
                let value = self.slot(kind, bits);
                array::scr_array_push(copy, value);
                array::release_slot(kind, value);
            }
            copy
        }
    }

    /// # Safety
    /// `source` must be a live object (a box, a collection, a plain object
    /// or tuple, or an instance).
    unsafe fn object(&mut self, source: *mut ScrObject) -> *mut ScrObject {
        // SAFETY: caller contract.
        unsafe {
            if (*source).rc == usize::MAX {
                // An immortal box (`undefined`, `null`, `true`, `false`).
                return source;
            }
            if let Some(copy) = self.known(source as usize) {
                return copy as *mut ScrObject;
            }
            // A bigint is a value: the same one.
            if crate::bigint::is_bigint(source) {
                object::retain(source);
                return source;
            }
            let descriptor = (*source).descriptor;
            match (*descriptor).kind {
                object::KIND_MAP | object::KIND_SET | object::KIND_RECORD => {
                    self.collection(source.cast()).cast()
                }
                // An object literal with accessors: a copy of what they
                // give, as data properties.
                object::KIND_PLAIN if object::has_accessors(source) => {
                    let properties = object::data_fields(source);
                    let shape = properties
                        .iter()
                        .map(|&(name, kind, _)| (name, u64::from(kind)))
                        .collect();
                    let copy = object::scr_object_new(crate::spread::descriptor_for(shape, 0));
                    self.copies.insert(source as usize, copy as usize);
                    let to = copy.cast::<u8>().add(object::SLOTS_OFFSET).cast::<u64>();
                    for (index, &(_, kind, bits)) in properties.iter().enumerate() {
                        let value = self.slot(kind, bits);
                        array::release_slot(kind, *to.add(index));
                        *to.add(index) = value;
                    }
                    copy
                }
                object::KIND_PLAIN
                | object::KIND_TUPLE
                | object::KIND_DYNAMIC
                | object::KIND_CLASS => {
                    let copy = object::scr_object_new(descriptor);
                    self.copies.insert(source as usize, copy as usize);
                    let fields = object::fields(descriptor);
                    let from = object::slots(source).to_vec();
                    let to = copy.cast::<u8>().add(object::SLOTS_OFFSET).cast::<u64>();
                    for (index, (field, bits)) in fields.iter().zip(from).enumerate() {
                        let kind = field.kind as u32;
                        let value = self.slot(kind, bits);
                        array::release_slot(kind, *to.add(index));
                        *to.add(index) = value;
                    }
                    copy
                }
                _ => {
                    crate::dynamic::raise("DataCloneError", "The value could not be cloned.");
                    object::retain(source);
                    source
                }
            }
        }
    }

    /// # Safety
    /// `source` must be a live map, set or record.
    unsafe fn collection(&mut self, source: *mut crate::map::ScrMap) -> *mut crate::map::ScrMap {
        // SAFETY: caller contract.
        unsafe {
            let kind = (*(*source).descriptor).kind as u32;
            let (key_kind, value_kind, entries) = crate::map::entries(source);
            let copy = crate::map::scr_map_new(kind, key_kind, value_kind);
            self.copies.insert(source as usize, copy as usize);
            for (key, value) in entries {
                let key = self.slot(key_kind, key);
                let value = self.slot(value_kind, value);
                crate::map::scr_map_set(copy, key, value);
                array::release_slot(key_kind, key);
                array::release_slot(value_kind, value);
            }
            copy
        }
    }
}

/// `structuredClone(value)` of a box (borrowed): a new box holding the
/// copy.
///
/// # Safety
/// `value` must be a live box.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_structured_clone(value: *mut ScrObject) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe { Cloner::default().object(value) }
}
