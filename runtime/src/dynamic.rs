//! `unknown` values and exceptions.
//!
//! A value of type `unknown` (a thrown value, a `catch` binding) is a
//! *dynamic box*: an ordinary object (count, descriptor, one slot) whose
//! descriptor says what the slot holds. So boxes are released, audited and
//! freed like any object: `scr_object_free` releases the slot by the kind
//! its descriptor gives. `undefined`, `null`, `true` and `false` are
//! immortal boxes.
//!
//! ```text
//! offset 0   u64  reference count
//! offset 8   ptr  one of the DYNAMIC_* descriptors (kind KIND_DYNAMIC)
//! offset 16  u64  the payload: a double's bits, 0/1, or a counted pointer
//! ```
//!
//! Exceptions: `throw` stores the thrown box in the pending-exception cell
//! and sets `scr_pending`; emitted code tests `scr_pending` after every call
//! that may throw and branches to its handler or unwinds. `scr_catch` takes
//! the box back and clears the flag.

use crate::array::{
    ELEMENT_ARRAY, ELEMENT_BOOLEAN, ELEMENT_NUMBER, ELEMENT_OBJECT, ELEMENT_STRING, ScrArray,
    UNDEFINED_NUMBER_BITS,
};
use crate::object::{ClassDescriptor, FieldDescriptor, KIND_DYNAMIC, ScrObject};
use crate::string::{self, ScrString};

/// Payload kinds beyond the element kinds: the two empty values.
pub const DYNAMIC_UNDEFINED: u32 = 5;
pub const DYNAMIC_NULL: u32 = 6;
/// Set in the kind `scr_dynamic_payload` is asked for when the wanted type
/// is `T | null` (a null pointer stands for `null`).
pub const PAYLOAD_NULL_ALLOWED: u32 = 0x100;
/// `scr_dynamic_payload`'s flag: a value that does not fit raises a
/// catchable TypeError (the caller checks for it) instead of ending the
/// program.
pub const PAYLOAD_RAISES: u32 = 0x200;

#[repr(transparent)]
struct Descriptor(ClassDescriptor);
// SAFETY: immutable after construction; the pointers are to static data.
unsafe impl Sync for Descriptor {}

struct Field(FieldDescriptor);
// SAFETY: as above.
unsafe impl Sync for Field {}

const fn field(kind: u32) -> Field {
    Field(FieldDescriptor {
        name: b"value".as_ptr(),
        name_len: 5,
        kind: kind as u64,
    })
}

static FIELDS: [Field; 5] = [
    field(ELEMENT_NUMBER),
    field(ELEMENT_BOOLEAN),
    field(ELEMENT_STRING),
    field(ELEMENT_ARRAY),
    field(ELEMENT_OBJECT),
];

const fn descriptor(slot: Option<usize>) -> Descriptor {
    Descriptor(ClassDescriptor {
        name: b"unknown".as_ptr(),
        name_len: 7,
        field_count: if slot.is_some() { 1 } else { 0 },
        fields: match slot {
            Some(index) => &FIELDS[index].0,
            None => std::ptr::null(),
        },
        parent: std::ptr::null(),
        kind: KIND_DYNAMIC,
        method_count: 0,
        method_names: std::ptr::null(),
        spare: 0,
        // A box of an array or an object may be part of a cycle; a box of
        // a number holds nothing counted, so the compiler's inline free
        // may put it back on its size class's list (the class + 1, as
        // `object::flat_free_class` gives).
        free_class: match slot {
            Some(3) | Some(4) => crate::cycles::CYCLIC,
            Some(0) => std::mem::size_of::<DynamicBox>().div_ceil(16) as u64,
            _ => 0,
        },
        free_code: None,
    })
}

/// Indexed by payload kind (`ELEMENT_*`, then `DYNAMIC_UNDEFINED`,
/// `DYNAMIC_NULL`). Exported: compiled code recognizes a number box by
/// its descriptor, the first.
#[unsafe(export_name = "scr_dynamic_descriptors")]
static DESCRIPTORS: [Descriptor; 7] = [
    descriptor(Some(0)),
    descriptor(Some(1)),
    descriptor(Some(2)),
    descriptor(Some(3)),
    descriptor(Some(4)),
    descriptor(None),
    descriptor(None),
];

#[repr(C)]
pub struct DynamicBox {
    rc: usize,
    descriptor: *const ClassDescriptor,
    payload: u64,
}

#[repr(transparent)]
struct Immortal(DynamicBox);
// SAFETY: immortal boxes are never written (their count is `usize::MAX`).
unsafe impl Sync for Immortal {}

const fn immortal(kind: usize, payload: u64) -> Immortal {
    Immortal(DynamicBox {
        rc: usize::MAX,
        descriptor: &DESCRIPTORS[kind].0,
        payload,
    })
}

/// `undefined` and `null`, exported: compiled code uses them directly.
#[unsafe(export_name = "scr_undefined_box")]
static UNDEFINED: Immortal = immortal(DYNAMIC_UNDEFINED as usize, 0);
#[unsafe(export_name = "scr_null_box")]
static NULL: Immortal = immortal(DYNAMIC_NULL as usize, 0);
static FALSE: Immortal = immortal(ELEMENT_BOOLEAN as usize, 0);
static TRUE: Immortal = immortal(ELEMENT_BOOLEAN as usize, 1);

fn shared(value: &'static Immortal) -> *mut ScrObject {
    (&raw const value.0).cast_mut().cast()
}

/// A new box holding `payload` of `kind`; takes over the caller's reference
/// to a counted payload. A null pointer is `null` for `ELEMENT_NULLABLE`
/// and a string, `undefined` for the other pointer kinds; the number
/// array's `undefined` bits are `undefined`.
#[unsafe(no_mangle)]
pub extern "C" fn scr_dynamic_new(kind: u32, payload: u64) -> *mut ScrObject {
    match kind {
        // A box slot's value is the box itself.
        crate::array::ELEMENT_DYNAMIC if payload == 0 => return shared(&UNDEFINED),
        crate::array::ELEMENT_DYNAMIC => return payload as *mut ScrObject,
        crate::array::ELEMENT_NULLABLE if payload == 0 => return shared(&NULL),
        crate::array::ELEMENT_NULLABLE => return scr_dynamic_new(ELEMENT_OBJECT, payload),
        ELEMENT_ARRAY | ELEMENT_OBJECT if payload == 0 => return shared(&UNDEFINED),
        ELEMENT_NUMBER if payload == UNDEFINED_NUMBER_BITS => return shared(&UNDEFINED),
        ELEMENT_BOOLEAN if payload == crate::array::MISSING_BOOLEAN_BITS => {
            return shared(&UNDEFINED);
        }
        ELEMENT_BOOLEAN => return shared(if payload != 0 { &TRUE } else { &FALSE }),
        ELEMENT_STRING if payload as *mut ScrString == string::undefined_text() => {
            return shared(&UNDEFINED);
        }
        ELEMENT_STRING if payload == 0 => return shared(&NULL),
        DYNAMIC_UNDEFINED => return shared(&UNDEFINED),
        DYNAMIC_NULL => return shared(&NULL),
        _ => {}
    }
    // A box never holds a box: an object slot that held one gives it.
    // SAFETY: a counted object payload is live (caller contract).
    if kind == ELEMENT_OBJECT
        && unsafe { (*(*(payload as *const ScrObject)).descriptor).kind } == KIND_DYNAMIC
    {
        return payload as *mut ScrObject;
    }
    // A function made from a box, boxed again: that box (JavaScript has
    // the one function, with its `this` handling, name and properties).
    if kind == ELEMENT_OBJECT
        && let Some(inner) = unsafe { crate::object::forwarded_box(payload as *const ScrObject) }
    {
        // SAFETY: both live; the payload's reference was given to us.
        unsafe {
            crate::object::retain(inner);
            crate::object::release(payload as *mut ScrObject);
        }
        return inner;
    }
    // An object stands for itself where a box is wanted (`contents` reads
    // it as an object payload): no box is made around it.
    if kind == ELEMENT_OBJECT {
        return payload as *mut ScrObject;
    }
    let descriptor: *const ClassDescriptor = &DESCRIPTORS[kind.min(4) as usize].0;
    let object = crate::alloc::allocate(std::mem::size_of::<DynamicBox>()).cast::<DynamicBox>();
    crate::audit::object_allocated(KIND_DYNAMIC);
    // SAFETY: a fresh block of the box's size.
    unsafe {
        object.write(DynamicBox {
            rc: 1,
            descriptor,
            payload,
        });
    }
    object.cast()
}

/// The number a box holds, when it holds one (not `undefined`).
///
/// # Safety
/// `value` must be a live box.
#[inline]
pub(crate) unsafe fn number_of(value: *const ScrObject) -> Option<u64> {
    let boxed = value.cast::<DynamicBox>();
    // SAFETY: caller contract.
    unsafe {
        std::ptr::eq((*boxed).descriptor, &DESCRIPTORS[0].0)
            .then(|| (*boxed).payload)
            .filter(|&bits| bits != UNDEFINED_NUMBER_BITS)
    }
}

/// Makes `existing` (a box, or null) hold the number `bits` in place when
/// nothing else holds it and it holds a number already (a generator's
/// last yielded value, when its consumer has let it go): true when done.
///
/// # Safety
/// `existing` must be null or a live box.
pub(crate) unsafe fn reuse_number_box(existing: *mut ScrObject, bits: u64) -> bool {
    if existing.is_null() || bits == UNDEFINED_NUMBER_BITS {
        return false;
    }
    let boxed = existing.cast::<DynamicBox>();
    // SAFETY: caller contract; a count of exactly one has no flags set.
    unsafe {
        if (*boxed).rc != 1 || !std::ptr::eq((*boxed).descriptor, &DESCRIPTORS[0].0) {
            return false;
        }
        (*boxed).payload = bits;
    }
    true
}

/// The array a box holds as an array of `element` (a cast to `number[]`,
/// `string[]`, `boolean[]` or an array of boxes): the same array (a new
/// reference) when it holds that kind already. Otherwise, when its kind
/// may change (the box is its only holder, or every holder reads its kind
/// at run time: `array::kind_may_change`), the array is converted in place
/// (see [`change_kind`]), so every holder sees the one array the typed code
/// holds. An array typed code holds elsewhere cannot change its
/// representation: scriptc's TypeError. Either way typed code holds it as
/// an array of its kind from here on (`array::pin_kind`). `undefined` is a
/// null array.
///
/// # Safety
/// `value` must be a live box or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_dynamic_to_array(
    value: *const ScrObject,
    element: u32,
) -> *mut ScrArray {
    // SAFETY: a live box (caller contract); payloads of the kinds it names.
    unsafe {
        let (kind, payload) = contents(value);
        if kind == DYNAMIC_UNDEFINED {
            return std::ptr::null_mut();
        }
        if kind == crate::array::ELEMENT_OBJECT
            && (*(*(payload as *const ScrObject)).descriptor).kind == crate::object::KIND_TUPLE
        {
            raise(
                "TypeError",
                "scriptc does not support using a tuple held by a value of type 'any' or \
                 'unknown' as an array yet",
            );
            return crate::array::scr_array_new(element, 0);
        }
        if kind != ELEMENT_ARRAY {
            crate::console::fatal_error(
                "TypeError",
                "a value of type unknown is not of the type it was cast to",
            );
        }
        let array = payload as *mut ScrArray;
        if (*array).kind != element {
            if !crate::array::kind_may_change(array) {
                raise(
                    "TypeError",
                    "scriptc does not support using an array held elsewhere through a value of \
                     type 'any' as an array of another element type yet",
                );
                return crate::array::scr_array_new(element, 0);
            }
            if let Err(message) = change_kind(array, element) {
                raise("TypeError", &message);
                return crate::array::scr_array_new(element, 0);
            }
        }
        crate::array::pin_kind(array);
        crate::array::retain(array);
        array
    }
}

/// Converts an array in place to an array of `element`: each element
/// boxed (to an array of boxes), or each box's payload checked to be of
/// `element` (a number, string or boolean). The header stays, so every
/// holder sees the converted array; the caller has made sure every holder
/// reads its kind at run time. When an element does not fit, the array
/// stays as it was and the error is the TypeError's message (the expected
/// and the found type, as `scr_dynamic_payload` names them).
///
/// # Safety
/// `array` must be a live ordinary array of another kind than `element`.
pub(crate) unsafe fn change_kind(array: *mut ScrArray, element: u32) -> Result<(), String> {
    // SAFETY: caller contract; slots of the array's kind.
    unsafe {
        let source = (*array).kind;
        let slots = crate::array::slots(array);
        // Every element must fit before one is converted: the array stays
        // as it was when one does not.
        if element != crate::array::ELEMENT_DYNAMIC {
            for &bits in slots {
                // (A slot of an array of boxes is read as a box is.)
                let fits = source == crate::array::ELEMENT_DYNAMIC && {
                    let (found, _) = contents(bits as *const ScrObject);
                    found == element
                        || (found == DYNAMIC_UNDEFINED
                            && matches!(element, ELEMENT_NUMBER | ELEMENT_STRING))
                };
                if !fits {
                    let boxed = scr_dynamic_new_borrowed(source, bits);
                    let message = mismatch_message(boxed, element, std::ptr::null(), false);
                    crate::object::release(boxed);
                    return Err(message);
                }
            }
        }
        let copy = crate::array::scr_array_new(element, slots.len() as u64);
        for &bits in slots {
            let boxed = scr_dynamic_new_borrowed(source, bits);
            let converted = if element == crate::array::ELEMENT_DYNAMIC {
                boxed as u64
            } else {
                scr_dynamic_payload(boxed, element, std::ptr::null())
            };
            crate::array::scr_array_push(copy, converted);
            crate::object::release(boxed);
        }
        // The header takes the converted slots; the copy takes the old
        // ones (and their kind) and frees them.
        let flag = (*array).capacity & crate::array::DYNAMIC_ONLY;
        std::mem::swap(&mut (*array).slots, &mut (*copy).slots);
        std::mem::swap(&mut (*array).kind, &mut (*copy).kind);
        let room = (*copy).capacity;
        (*copy).capacity = (*array).capacity & !flag;
        (*array).capacity = room | flag;
        crate::array::release(copy);
        Ok(())
    }
}

/// The record a box holds as a `Record<string, T>` whose values are of
/// `value_kind`: the same record (a new reference) when its values are of
/// that kind. An object (a parsed JSON object, an object literal, a class
/// instance) or a record of another kind is read through a copy: a
/// read-only record view of its own properties in order, each converted
/// (checked, as `scr_dynamic_payload` checks); writing to the view is
/// scriptc's TypeError (the object would not see the write). `undefined`
/// is a null record.
///
/// # Safety
/// `value` must be a live box or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_dynamic_to_record(
    value: *const ScrObject,
    value_kind: u32,
) -> *mut crate::map::ScrMap {
    // SAFETY: a live box (caller contract); payloads of the kinds it names.
    unsafe {
        let (kind, payload) = contents(value);
        if kind == DYNAMIC_UNDEFINED {
            return std::ptr::null_mut();
        }
        if kind != ELEMENT_OBJECT {
            crate::console::fatal_error(
                "TypeError",
                "a value of type unknown is not of the type it was cast to",
            );
        }
        record_as(payload as *mut ScrObject, value_kind)
    }
}

/// An object as a `Record<string, T>` of `value_kind` (a new reference):
/// itself when it is one, else a read-only record view of its own
/// properties (see `record_view`); anything else ends the program with a
/// TypeError, as a failed cast does.
///
/// # Safety
/// `object` must be a live object.
unsafe fn record_as(object: *mut ScrObject, value_kind: u32) -> *mut crate::map::ScrMap {
    // SAFETY: caller contract.
    unsafe {
        let own = (*(*object).descriptor).kind;
        if own == crate::object::KIND_RECORD
            && (*object.cast::<crate::map::ScrMap>()).table.value_kind == value_kind
        {
            crate::object::retain(object);
            return object.cast();
        }
        if !matches!(
            own,
            crate::object::KIND_RECORD | crate::object::KIND_PLAIN | crate::object::KIND_CLASS
        ) {
            crate::console::fatal_error(
                "TypeError",
                "a value of type unknown is not of the type it was cast to",
            );
        }
        record_view(object, value_kind)
    }
}

/// A read-only record view of an object's (or a record's) own properties,
/// each converted to `value_kind` (checked).
///
/// # Safety
/// `object` must be a live plain object, class instance or record.
unsafe fn record_view(object: *mut ScrObject, value_kind: u32) -> *mut crate::map::ScrMap {
    // SAFETY: caller contract.
    unsafe {
        let own = (*(*object).descriptor).kind;
        let record_kind = crate::object::KIND_RECORD as u32;
        // (Holds what an object's getters gave until the record has it.)
        let mut fields = None;
        let parts: Vec<(String, u32, u64)> = if own == crate::object::KIND_RECORD {
            let map = object.cast::<crate::map::ScrMap>();
            let table_kind = (*map).table.value_kind;
            crate::map::ordered(map)
                .into_iter()
                .map(|(key, bits)| {
                    (
                        string::to_rust_string(key as *const ScrString),
                        table_kind,
                        bits,
                    )
                })
                .collect()
        } else {
            fields
                .insert(crate::object::data_fields(object))
                .iter()
                .map(|&(name, field_kind, bits)| {
                    (String::from_utf8_lossy(name).into_owned(), field_kind, bits)
                })
                .collect()
        };
        let record = crate::map::scr_map_new(record_kind, ELEMENT_STRING, value_kind);
        for (key, part_kind, bits) in parts {
            let boxed = scr_dynamic_new_borrowed(part_kind, bits);
            let converted = if value_kind == crate::array::ELEMENT_DYNAMIC {
                boxed as u64
            } else {
                scr_dynamic_payload(boxed, value_kind, std::ptr::null())
            };
            let text = string::new_from_str(&key);
            crate::map::scr_map_set(record, text as u64, converted);
            string::release(text);
            crate::object::release(boxed);
        }
        crate::map::make_record_view(record);
        record
    }
}

/// A property read through an interface type whose value must be a
/// `Record<string, T>` of `value_kind` (`expected` 6) or an array of
/// `value_kind` (`expected` 3), checked because the object may have come
/// from `JSON.parse` or an `any` with another representation: the value
/// itself (a new reference) when it is one; an object or another record
/// is read through a read-only record view; an array of another kind is
/// scriptc's TypeError. Null (`undefined`) stays null.
///
/// # Safety
/// `value` must be a live object or array, or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_checked_view(
    value: *mut ScrObject,
    expected: u32,
    value_kind: u32,
) -> *mut ScrObject {
    if value.is_null() {
        return value;
    }
    // SAFETY: caller contract.
    unsafe {
        if expected == ELEMENT_ARRAY {
            let array = value.cast::<ScrArray>();
            // An array only dynamic holders hold (made by `JSON.parse` or
            // as a literal where an `any` is wanted) takes the kind the
            // interface reads, as `scr_dynamic_to_array` converts one.
            let wanted = value_kind & 0xff;
            if (*array).kind != wanted
                && convertible(array, value_kind)
                && let Err(message) = change_kind(array, wanted)
            {
                raise("TypeError", &message);
                return crate::array::scr_array_new(wanted, 0).cast();
            }
            if (*array).kind != wanted {
                raise(
                    "TypeError",
                    "scriptc does not support reading an array of other values through this \
                     type yet",
                );
                return crate::array::scr_array_new(wanted, 0).cast();
            }
            crate::array::pin_kind(array);
            crate::array::retain(array);
            return value;
        }
        record_as(value, value_kind).cast()
    }
}

/// Whether typed code may take `array` as an array of `element` by
/// converting it in place ([`change_kind`]): only dynamic holders hold it
/// (a count of one is not enough where the one holder may be a typed
/// object's field, read as its own kind), and the wanted elements are
/// numbers, strings or booleans, which a box's payload is checked to be,
/// boxes (`unknown[]`: every element is one), or objects read by name ([`VIEWED_BY_NAME`]; a class's instances would
/// need their class, which is not known here).
///
/// # Safety
/// `array` must be a live array.
unsafe fn convertible(array: *mut ScrArray, element: u32) -> bool {
    // SAFETY: caller contract.
    unsafe {
        (*array).capacity & crate::array::DYNAMIC_ONLY != 0
            && !crate::typed::is_typed((*array).kind)
            && (matches!(
                element,
                ELEMENT_NUMBER | ELEMENT_STRING | ELEMENT_BOOLEAN | crate::array::ELEMENT_DYNAMIC
            ) || element == ELEMENT_OBJECT | VIEWED_BY_NAME)
    }
}

/// In the element kind a checked view or a record read asks for: the
/// elements are objects read by name, through an interface type (not a
/// class's, whose instances a box's payload would have to be checked to
/// be), so any object fits.
pub const VIEWED_BY_NAME: u32 = 0x1000;

/// A new box of a borrowed slot value (retained for the box).
///
/// # Safety
/// `bits` must be a live value of `kind`.
unsafe fn scr_dynamic_new_borrowed(kind: u32, bits: u64) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe { crate::array::retain_slot(kind, bits) };
    scr_dynamic_new(kind, bits)
}

/// What a live box holds: its payload kind and bits.
///
/// # Safety
/// `value` must be a live dynamic box or null.
pub unsafe fn contents(value: *const ScrObject) -> (u32, u64) {
    // A null `unknown` (an uninitialized slot, a read past an array's end)
    // is `undefined`.
    if value.is_null() {
        return (DYNAMIC_UNDEFINED, 0);
    }
    // SAFETY: a live box (caller contract), or an object stored where a
    // box may be (through `any`): the object itself.
    unsafe {
        if (*(*value).descriptor).kind != KIND_DYNAMIC {
            return (ELEMENT_OBJECT, value as u64);
        }
        let value = value.cast::<DynamicBox>();
        let index = (*value).descriptor.offset_from(&raw const DESCRIPTORS[0].0);
        (index as u32, (*value).payload)
    }
}

/// The payload of a box expected to hold `kind` (and, for an object with a
/// non-null `class`, an instance of it): a cast the checker could not
/// prove. Anything else is a TypeError, which ends the program.
///
/// # Safety
/// `value` must be a live box; `class` null or a compiler-emitted
/// descriptor.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_dynamic_payload(
    value: *const ScrObject,
    kind: u32,
    class: *const ClassDescriptor,
) -> u64 {
    let accepts_null =
        kind & PAYLOAD_NULL_ALLOWED != 0 || kind & 0xff == crate::array::ELEMENT_NULLABLE;
    let raises = kind & PAYLOAD_RAISES != 0;
    let kind = crate::array::storage_kind(kind & 0xff);
    // SAFETY: a live box (caller contract).
    let (found, payload) = unsafe { contents(value) };
    // `undefined` where the wanted type's representation has one (the
    // number sentinel, the `undefined` text, a null pointer): a narrowing
    // to `string` of `string | null | undefined` past `null` is a string
    // that may be `undefined`.
    if found == DYNAMIC_UNDEFINED {
        match kind {
            ELEMENT_NUMBER => return crate::array::UNDEFINED_NUMBER_BITS,
            ELEMENT_STRING => return crate::string::undefined_text() as u64,
            ELEMENT_ARRAY | ELEMENT_OBJECT => return 0,
            _ => {}
        }
    }
    if found == DYNAMIC_NULL && accepts_null && matches!(kind, ELEMENT_ARRAY | ELEMENT_OBJECT) {
        return 0;
    }
    let fits = found == kind
        && (kind != ELEMENT_OBJECT
            || class.is_null()
            // SAFETY: a live object payload.
            || unsafe { crate::object::scr_instance_of(payload as *const ScrObject, class) } != 0);
    if !fits {
        if raises {
            // SAFETY: a live box; `class` as the caller gave it.
            let message = unsafe { mismatch_message(value, kind, class, accepts_null) };
            raise("TypeError", &message);
            // A harmless value of the kind: the caller unwinds at once.
            return match kind {
                ELEMENT_STRING => crate::string::undefined_text() as u64,
                ELEMENT_NUMBER => f64::NAN.to_bits(),
                _ => 0,
            };
        }
        // SAFETY: a live box; `class` as the caller gave it.
        let message = unsafe { mismatch_message(value, kind, class, accepts_null) };
        crate::console::fatal_error("TypeError", &message);
    }
    if kind == ELEMENT_ARRAY && payload != 0 {
        // SAFETY: a live array payload; typed code holds it from here on.
        unsafe { crate::array::pin_kind(payload as *mut ScrArray) };
    }
    payload
}

/// What a failed check of a value of type `any` where a type is declared
/// says: the type wanted and the value's own (`Expected a number, got a
/// string ("80")`).
///
/// # Safety
/// `value` must be a live box; `class` null or a live descriptor.
unsafe fn mismatch_message(
    value: *const ScrObject,
    kind: u32,
    class: *const ClassDescriptor,
    accepts_null: bool,
) -> String {
    // SAFETY: caller contract.
    unsafe {
        let class_name = |descriptor: *const ClassDescriptor| {
            String::from_utf8_lossy(std::slice::from_raw_parts(
                (*descriptor).name,
                (*descriptor).name_len as usize,
            ))
            .into_owned()
        };
        let mut wanted = match kind {
            ELEMENT_NUMBER => "a number".to_string(),
            ELEMENT_STRING => "a string".to_string(),
            ELEMENT_BOOLEAN => "a boolean".to_string(),
            ELEMENT_ARRAY => "an array".to_string(),
            ELEMENT_OBJECT if !class.is_null() => format!("an instance of {}", class_name(class)),
            ELEMENT_OBJECT => "an object".to_string(),
            DYNAMIC_UNDEFINED => "undefined".to_string(),
            DYNAMIC_NULL => "null".to_string(),
            _ => "a value of the declared type".to_string(),
        };
        if accepts_null && kind != DYNAMIC_NULL {
            wanted.push_str(" or null");
        }
        let (found, payload) = contents(value);
        let shown = |text: &str| {
            let mut text: String = text.chars().take(40).collect();
            if text.len() < 40 {
                text = format!("({text})");
            } else {
                text = format!("({text}...)");
            }
            text
        };
        let got = match found {
            ELEMENT_NUMBER => format!(
                "a number {}",
                shown(&{
                    let mut out = Vec::new();
                    crate::number::format_number(f64::from_bits(payload), &mut out);
                    String::from_utf8_lossy(&out).into_owned()
                })
            ),
            ELEMENT_STRING => format!(
                "a string {}",
                shown(&format!(
                    "\"{}\"",
                    string::to_rust_string(payload as *const ScrString)
                ))
            ),
            ELEMENT_BOOLEAN => format!("a boolean ({})", payload != 0),
            ELEMENT_ARRAY => "an array".to_string(),
            DYNAMIC_UNDEFINED => "undefined".to_string(),
            DYNAMIC_NULL => "null".to_string(),
            _ => {
                let descriptor = (*(payload as *const ScrObject)).descriptor;
                match (*descriptor).kind {
                    crate::object::KIND_CLASS => {
                        format!("an instance of {}", class_name(descriptor))
                    }
                    crate::object::KIND_FUNCTION => "a function".to_string(),
                    _ => "an object".to_string(),
                }
            }
        };
        format!(
            "Expected {wanted}, got {got} (scriptc checks a value of type 'any' where a type is declared)"
        )
    }
}

/// An object unboxed where an interface type is wanted (`x as { id:
/// number }`): itself. A record made through `any` (a dictionary) is
/// read and written through the type by name (`scr_record_read`).
///
/// # Safety
/// `object` must be a live object or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_interface_payload(object: *mut ScrObject) -> *mut ScrObject {
    object
}

/// `record.name` through an interface type, for a record made through
/// `any`: the entry converted to the property's slot `kind` (checked, as a
/// cast from `any` is; for an object, an instance of `class` when it is
/// not null), retained when `owned`; the type's `undefined` when the
/// record has no such entry.
///
/// # Safety
/// `record` must be a live record; `name` valid for `length` bytes;
/// `class` null or a compiler-emitted descriptor.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_record_read(
    record: *mut ScrObject,
    name: *const u8,
    length: u64,
    kind: u32,
    class: *const ClassDescriptor,
    owned: u32,
) -> u64 {
    // SAFETY: caller contract.
    unsafe {
        let name = std::slice::from_raw_parts(name, length as usize);
        let (boxed, value_kind) = match value_field(record, name) {
            // A field holding its value itself, read through a type whose
            // property is a box (see `object::boxed_member`): a box of it.
            // (A boolean's is a shared one, which a borrowed read may
            // take; the compiler reads the others owned.)
            Some((slot, field_kind)) => (
                scr_dynamic_new_borrowed(field_kind, *slot),
                if field_kind == crate::array::ELEMENT_BOOLEAN {
                    crate::array::ELEMENT_DYNAMIC
                } else {
                    field_kind
                },
            ),
            None => {
                let map = record.cast::<crate::map::ScrMap>();
                let key = string::new_from_str(&String::from_utf8_lossy(name));
                let present = crate::map::scr_map_has(map, key as u64) != 0;
                let bits = present.then(|| crate::map::scr_map_get(map, key as u64));
                string::release(key);
                let value_kind = (*map).table.value_kind;
                let boxed = match bits {
                    Some(bits) => scr_dynamic_new_borrowed(value_kind, bits),
                    None => scr_dynamic_new(DYNAMIC_UNDEFINED, 0),
                };
                (boxed, value_kind)
            }
        };
        let slot_kind = crate::array::storage_kind(kind & 0xff);
        if kind & 0xff == crate::array::ELEMENT_DYNAMIC {
            // The box itself: borrowed only when it is the record's.
            if owned == 0 {
                if value_kind != crate::array::ELEMENT_DYNAMIC {
                    scr_record_function();
                }
                crate::object::release(boxed);
            }
            return boxed as u64;
        }
        // An array read as an array of the element kind in `kind`'s bits
        // from 16 (plus one; `VIEWED_BY_NAME` as 0x100 there): one only
        // dynamic holders hold (`JSON.parse`'s, or a literal made where an
        // `any` was wanted) takes that kind first, as `scr_dynamic_to_array`
        // converts one.
        let hint = kind >> 16;
        if slot_kind == ELEMENT_ARRAY && hint != 0 {
            let (found, array) = contents(boxed);
            let array = array as *mut ScrArray;
            let element = (hint & 0xff) - 1;
            let by_name = if hint & 0x100 != 0 { VIEWED_BY_NAME } else { 0 };
            if found == ELEMENT_ARRAY
                && !array.is_null()
                && (*array).kind != element
                && convertible(array, element | by_name)
            {
                // (One that does not fit stays as it is: the checked view
                // after this read raises the TypeError.)
                let _ = change_kind(array, element);
            }
        }
        let payload = scr_dynamic_payload(boxed, kind, class);
        // The payload is the box's (and the record's): retained for the
        // caller before the box goes.
        crate::array::retain_slot(slot_kind, payload);
        crate::object::release(boxed);
        if owned == 0 {
            crate::array::release_slot(slot_kind, payload);
        }
        payload
    }
}

/// `record.name = value` through an interface type, for a record made
/// through `any`: `value` (owned, of slot `kind`) becomes its entry.
///
/// # Safety
/// `record` must be a live record; `name` valid for `length` bytes;
/// `bits` an owned value of `kind`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_record_write(
    record: *mut ScrObject,
    name: *const u8,
    length: u64,
    kind: u32,
    bits: u64,
) {
    // SAFETY: caller contract.
    unsafe {
        let name = std::slice::from_raw_parts(name, length as usize);
        if let Some((slot, crate::array::ELEMENT_DYNAMIC)) = value_field(record, name) {
            // A value written into a field holding a box (see
            // `object::boxed_member`): its box.
            let boxed = scr_dynamic_new(kind, bits);
            crate::array::release_slot(crate::array::ELEMENT_DYNAMIC, *slot);
            *slot = boxed as u64;
            return;
        }
        if let Some((slot, field_kind)) = value_field(record, name) {
            // A box written into a field holding its value itself (see
            // `object::boxed_member`): the value it holds, when it is of
            // the field's kind (an array's elements could be of another).
            let boxed = scr_dynamic_new(kind, bits);
            let (found, payload) = contents(boxed);
            if found != field_kind || field_kind == crate::array::ELEMENT_ARRAY {
                let shown = String::from_utf8_lossy(name).into_owned();
                let made = match field_kind {
                    ELEMENT_NUMBER => "a number",
                    ELEMENT_STRING => "a string",
                    crate::array::ELEMENT_BOOLEAN => "a boolean",
                    _ => "an array",
                };
                let stored = crate::string::to_rust_string(scr_dynamic_typeof(boxed));
                crate::object::release(boxed);
                crate::console::fatal_error(
                    "TypeError",
                    &format!(
                        "scriptc: cannot store a value of type {stored} in property '{shown}': \
                         the object was made with {made} there (declare the property's type \
                         where the object is made)"
                    ),
                );
            }
            crate::array::retain_slot(field_kind, payload);
            crate::array::release_slot(field_kind, *slot);
            *slot = payload;
            crate::object::release(boxed);
            return;
        }
        let boxed = scr_dynamic_new(kind, bits);
        // A record is a box of itself.
        crate::any::set_property(record, &String::from_utf8_lossy(name), boxed);
        crate::object::release(boxed);
    }
}

/// The slot and kind of `object`'s field `name` when `object` is not a
/// record but an object whose field holds a number, boolean, string or
/// array itself, accessed through a type whose property is a box.
///
/// # Safety
/// `object` must be a live object.
unsafe fn value_field(object: *mut ScrObject, name: &[u8]) -> Option<(*mut u64, u32)> {
    // SAFETY: caller contract.
    unsafe {
        let descriptor = (*object).descriptor;
        if (*descriptor).kind == crate::object::KIND_RECORD
            || crate::map::is_view(object.cast::<crate::map::ScrMap>())
        {
            return None;
        }
        let found = crate::object::find_member(descriptor, name, crate::object::LOOKUP_READ)?;
        if found < crate::object::SLOTS_OFFSET as i64 {
            return None;
        }
        let index = (found as usize - crate::object::SLOTS_OFFSET) / 8;
        let kind = crate::object::fields(descriptor)[index].kind as u32;
        if crate::array::storage_kind(kind) == ELEMENT_OBJECT
            && kind != crate::array::ELEMENT_DYNAMIC
        {
            return None;
        }
        Some((object.cast::<u8>().add(found as usize).cast::<u64>(), kind))
    }
}

/// A function-valued property of a record made through `any` called, or
/// read where a borrowed value is wanted, through an interface type:
/// scriptc's TypeError, which ends the program.
#[unsafe(no_mangle)]
pub extern "C" fn scr_record_function() {
    crate::console::fatal_error(
        "TypeError",
        "scriptc does not support calling or borrowing this property of an object made through \
         'any' through an interface type yet",
    );
}

/// A slot's value with a box looked through: the payload's kind and bits
/// for a box, the slot itself otherwise.
///
/// # Safety
/// `bits` must be a live value of `kind`.
pub unsafe fn unwrap(kind: u32, bits: u64) -> (u32, u64) {
    // A null pointer is `null` in a `T | null` slot, `undefined` in other
    // pointer slots.
    match kind {
        crate::array::ELEMENT_NULLABLE if bits == 0 => return (DYNAMIC_NULL, 0),
        crate::array::ELEMENT_NULLABLE | crate::array::ELEMENT_DYNAMIC => {
            return unsafe { unwrap(ELEMENT_OBJECT, bits) };
        }
        ELEMENT_OBJECT | ELEMENT_ARRAY if bits == 0 => return (DYNAMIC_UNDEFINED, 0),
        _ => {}
    }
    if kind != ELEMENT_OBJECT {
        return (kind, bits);
    }
    let object = bits as *const ScrObject;
    // SAFETY: a live object (caller contract).
    unsafe {
        if (*(*object).descriptor).kind == KIND_DYNAMIC {
            contents(object)
        } else {
            (kind, bits)
        }
    }
}

/// `value instanceof C` for a box.
///
/// # Safety
/// `value` must be a live box; `class` a compiler-emitted descriptor.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_dynamic_instance_of(
    value: *const ScrObject,
    class: *const ClassDescriptor,
) -> i32 {
    // SAFETY: a live box (caller contract).
    let (kind, payload) = unsafe { contents(value) };
    if kind != ELEMENT_OBJECT {
        return 0;
    }
    // SAFETY: a live object payload.
    unsafe { crate::object::scr_instance_of(payload as *const ScrObject, class) }
}

/// JavaScript truthiness of a box's value.
///
/// # Safety
/// `value` must be a live box or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_dynamic_truthy(value: *const ScrObject) -> i32 {
    // SAFETY: a live box.
    let (kind, payload) = unsafe { contents(value) };
    let truthy = match kind {
        ELEMENT_NUMBER => {
            let number = f64::from_bits(payload);
            number != 0.0 && !number.is_nan()
        }
        ELEMENT_BOOLEAN => payload != 0,
        // SAFETY: a live string payload.
        ELEMENT_STRING => unsafe { !string::units(payload as *const ScrString).is_empty() },
        DYNAMIC_UNDEFINED | DYNAMIC_NULL => false,
        // SAFETY: a live object payload.
        ELEMENT_OBJECT if unsafe { crate::bigint::is_bigint(payload as *const ScrObject) } => {
            // SAFETY: as above.
            unsafe { crate::bigint::truthy(payload as *const crate::bigint::ScrBigInt) }
        }
        _ => true,
    };
    i32::from(truthy)
}

/// `a === b` for two boxes; with `loose` 1 `a == b` (which also equates
/// `null` and `undefined`), with 2 `Object.is(a, b)` (SameValue).
///
/// # Safety
/// Both must be live boxes or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_dynamic_equals(
    a: *const ScrObject,
    b: *const ScrObject,
    loose: i32,
) -> i32 {
    // SAFETY: live boxes.
    let ((kind_a, bits_a), (kind_b, bits_b)) = unsafe { (contents(a), contents(b)) };
    let empty = |kind: u32| kind == DYNAMIC_UNDEFINED || kind == DYNAMIC_NULL;
    let equal = if loose == 1 && empty(kind_a) && empty(kind_b) {
        true
    } else if kind_a != kind_b && loose == 1 && !empty(kind_a) && !empty(kind_b) {
        // SAFETY: live boxes.
        unsafe { loosely_equal_across(a, kind_a, b, kind_b) }
    } else if kind_a != kind_b {
        false
    } else {
        match kind_a {
            // `Object.is`: SameValue.
            ELEMENT_NUMBER if loose == 2 => {
                let (a, b) = (f64::from_bits(bits_a), f64::from_bits(bits_b));
                (a.is_nan() && b.is_nan()) || bits_a == bits_b
            }
            ELEMENT_NUMBER => f64::from_bits(bits_a) == f64::from_bits(bits_b),
            // SAFETY: live string payloads.
            ELEMENT_STRING => unsafe {
                string::equals(bits_a as *const ScrString, bits_b as *const ScrString)
            },
            DYNAMIC_UNDEFINED | DYNAMIC_NULL => true,
            // SAFETY: live objects.
            ELEMENT_OBJECT => unsafe { crate::object::same_object(bits_a, bits_b) },
            _ => bits_a == bits_b,
        }
    };
    i32::from(equal)
}

/// `a == b` for boxes of different kinds, neither `null` nor `undefined`
/// (ECMAScript's IsLooselyEqual): a boolean compares as its number, a
/// string with a number as the number it spells, an object or array with
/// a primitive as its primitive (its text); two objects of different kinds
/// are different objects.
///
/// # Safety
/// `a` and `b` must be live boxes.
unsafe fn loosely_equal_across(
    a: *const ScrObject,
    kind_a: u32,
    b: *const ScrObject,
    kind_b: u32,
) -> bool {
    let object = |kind: u32| kind == ELEMENT_OBJECT || kind == ELEMENT_ARRAY;
    // SAFETY: caller contract; the boxes made here are live until released.
    unsafe {
        if kind_a == ELEMENT_BOOLEAN || kind_b == ELEMENT_BOOLEAN {
            let (number, other) = if kind_a == ELEMENT_BOOLEAN {
                (a, b)
            } else {
                (b, a)
            };
            let number = scr_dynamic_new(ELEMENT_NUMBER, scr_dynamic_to_number(number).to_bits());
            let equal = scr_dynamic_equals(number, other, 1) != 0;
            crate::object::release(number);
            return equal;
        }
        if object(kind_a) && object(kind_b) {
            return false;
        }
        if object(kind_a) || object(kind_b) {
            let (whole, other) = if object(kind_a) { (a, b) } else { (b, a) };
            if !matches!(contents(other).0, ELEMENT_NUMBER | ELEMENT_STRING) {
                return false;
            }
            let text = scr_dynamic_to_string(whole);
            if scr_pending != 0 {
                string::release(text);
                return false;
            }
            let primitive = scr_dynamic_new(ELEMENT_STRING, text as u64);
            let equal = scr_dynamic_equals(primitive, other, 1) != 0;
            crate::object::release(primitive);
            return equal;
        }
        match (kind_a, kind_b) {
            (ELEMENT_NUMBER, ELEMENT_STRING) | (ELEMENT_STRING, ELEMENT_NUMBER) => {
                scr_dynamic_to_number(a) == scr_dynamic_to_number(b)
            }
            _ => false,
        }
    }
}

/// What `scr_dynamic_kind` answers for a map (`instanceof Map`).
pub const KIND_IS_MAP: u32 = 32;
/// What `scr_dynamic_kind` answers for a set (`instanceof Set`).
pub const KIND_IS_SET: u32 = 33;
/// What `scr_dynamic_kind` answers for a weak map and a weak set.
pub const KIND_IS_WEAK_MAP: u32 = 34;
pub const KIND_IS_WEAK_SET: u32 = 35;

/// The payload kind of a box as JavaScript sees it: `ELEMENT_*`,
/// `DYNAMIC_UNDEFINED` or `DYNAMIC_NULL`, a tuple being an
/// `ELEMENT_ARRAY` (`Array.isArray`), a map `KIND_IS_MAP` and a set
/// `KIND_IS_SET`.
///
/// # Safety
/// `value` must be a live box.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_dynamic_kind(value: *const ScrObject) -> u32 {
    // SAFETY: forwarded; an object payload is live.
    unsafe {
        let (kind, payload) = contents(value);
        if kind == crate::array::ELEMENT_OBJECT {
            let object = payload as *const ScrObject;
            let weak = |kind| {
                (kind == crate::object::KIND_MAP || kind == crate::object::KIND_SET)
                    && crate::map::is_weak(object.cast())
            };
            match (*(*object).descriptor).kind {
                crate::object::KIND_TUPLE => return ELEMENT_ARRAY,
                crate::object::KIND_MAP if weak(crate::object::KIND_MAP) => {
                    return KIND_IS_WEAK_MAP;
                }
                crate::object::KIND_SET if weak(crate::object::KIND_SET) => {
                    return KIND_IS_WEAK_SET;
                }
                crate::object::KIND_MAP => return KIND_IS_MAP,
                crate::object::KIND_SET => return KIND_IS_SET,
                _ => {}
            }
        }
        kind
    }
}

/// `typeof value`, a new string.
///
/// # Safety
/// `value` must be a live box.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_dynamic_typeof(value: *const ScrObject) -> *mut ScrString {
    // SAFETY: caller contract.
    string::new_from_str(unsafe { typeof_name(value) })
}

/// What `typeof value` names, as its position in [`TYPEOF_NAMES`] (the
/// compiler compares it with a literal's).
///
/// # Safety
/// `value` must be a live box.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_dynamic_typeof_code(value: *const ScrObject) -> i32 {
    // SAFETY: caller contract.
    let name = unsafe { typeof_name(value) };
    TYPEOF_NAMES
        .iter()
        .position(|&known| std::ptr::eq(known, name))
        .map_or(-1, |position| position as i32)
}

/// The names `typeof` gives, in the order of their codes (the compiler's
/// `codegen::expressions::TYPEOF_NAMES` is the same list).
pub const TYPEOF_NAMES: [&str; 8] = [
    "number",
    "boolean",
    "string",
    "undefined",
    "object",
    "function",
    "symbol",
    "bigint",
];

/// What `typeof` names a box's value.
///
/// # Safety
/// `value` must be a live box.
pub(crate) unsafe fn typeof_name(value: *const ScrObject) -> &'static str {
    // SAFETY: a live box.
    let (kind, payload) = unsafe { contents(value) };
    match kind {
        ELEMENT_NUMBER => TYPEOF_NAMES[0],
        ELEMENT_BOOLEAN => TYPEOF_NAMES[1],
        ELEMENT_STRING => TYPEOF_NAMES[2],
        DYNAMIC_UNDEFINED => TYPEOF_NAMES[3],
        ELEMENT_OBJECT
            // SAFETY: a live object payload.
            if matches!(
                unsafe { (*(*(payload as *const ScrObject)).descriptor).kind },
                crate::object::KIND_FUNCTION | crate::class_value::KIND_CLASS_VALUE
            ) =>
        {
            TYPEOF_NAMES[5]
        }
        // SAFETY: a live object payload.
        ELEMENT_OBJECT if unsafe { crate::object::is_symbol(payload as *const ScrObject) } => {
            TYPEOF_NAMES[6]
        }
        // SAFETY: a live object payload.
        ELEMENT_OBJECT if unsafe { crate::bigint::is_bigint(payload as *const ScrObject) } => {
            TYPEOF_NAMES[7]
        }
        _ => TYPEOF_NAMES[4],
    }
}

/// `String(value)`, a new string: objects through their class's
/// `toString` when they have one.
///
/// `Number(value)` of a box: JavaScript's ToNumber (`null` is 0,
/// `undefined` NaN, a boolean 0 or 1, a string as `Number(string)` reads
/// it, an array through its text, another object NaN).
///
/// # Safety
/// `value` must be a live box.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_dynamic_to_number(value: *const ScrObject) -> f64 {
    // SAFETY: a live box.
    let (kind, payload) = unsafe { contents(value) };
    match kind {
        ELEMENT_NUMBER => f64::from_bits(payload),
        ELEMENT_BOOLEAN => f64::from(u8::from(payload != 0)),
        DYNAMIC_NULL => 0.0,
        // SAFETY: a live string payload.
        ELEMENT_STRING => unsafe { string::scr_string_to_number(payload as *const ScrString) },
        // SAFETY: a live object payload.
        ELEMENT_OBJECT if unsafe { crate::bigint::is_bigint(payload as *const ScrObject) } => {
            // SAFETY: as above.
            unsafe { crate::bigint::to_number(payload as *const crate::bigint::ScrBigInt) }
        }
        // SAFETY: a live object payload.
        ELEMENT_OBJECT if unsafe { crate::object::is_symbol(payload as *const ScrObject) } => {
            raise("TypeError", "Cannot convert a Symbol value to a number");
            f64::NAN
        }
        // An array or another object: what its `valueOf` gives, when that
        // is a primitive (a Date's time), else the number its text reads as
        // (an array's elements joined, an own or class `toString`, else
        // `[object Object]`, which is NaN).
        ELEMENT_ARRAY | ELEMENT_OBJECT => {
            // SAFETY: a live box; the text is a new reference, released.
            unsafe {
                if let Some(primitive) = crate::any::value_of(value, false) {
                    let number = scr_dynamic_to_number(primitive);
                    crate::object::release(primitive);
                    return number;
                }
                let text = scr_dynamic_to_string(value);
                let number = string::scr_string_to_number(text);
                string::release(text);
                number
            }
        }
        _ => f64::NAN,
    }
}

/// # Safety
/// `value` must be a live box.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_dynamic_to_string(value: *const ScrObject) -> *mut ScrString {
    // SAFETY: a live box.
    let (kind, payload) = unsafe { contents(value) };
    match kind {
        ELEMENT_NUMBER => {
            let mut out = Vec::new();
            crate::number::format_number(f64::from_bits(payload), &mut out);
            string::new_from_str(std::str::from_utf8(&out).unwrap_or(""))
        }
        ELEMENT_BOOLEAN => string::new_from_str(if payload != 0 { "true" } else { "false" }),
        ELEMENT_STRING => {
            let text = payload as *mut ScrString;
            // SAFETY: a live string payload; the result is a new reference.
            unsafe { string::retain(text) };
            text
        }
        DYNAMIC_UNDEFINED => string::new_from_str("undefined"),
        DYNAMIC_NULL => string::new_from_str("null"),
        ELEMENT_ARRAY => {
            let comma = string::new_from_str(",");
            // SAFETY: a live array payload and a live separator.
            let text = unsafe {
                crate::array::scr_array_join(payload as *const crate::array::ScrArray, comma)
            };
            // SAFETY: the separator is ours.
            unsafe { string::release(comma) };
            text
        }
        _ => {
            let mut out = Vec::new();
            // SAFETY: a live object payload.
            unsafe { object_text_into(payload as *const ScrObject, &mut out) };
            string::new_utf16(&out)
        }
    }
}

type ToString = unsafe extern "C" fn(*const ScrObject) -> *mut ScrString;

/// An object's text through its class's own `toString` method, if it has
/// one (a new string); `None` for objects that join as `[object Object]`.
///
/// # Safety
/// `object` must be a live object.
pub unsafe fn object_text(object: *const ScrObject) -> Option<*mut ScrString> {
    // SAFETY: forwarded; the method returns a new reference.
    unsafe { to_string_method(object).map(|method| method(object)) }
}

/// Appends an object's text as `String(x)` gives it: a tuple's elements
/// joined by commas (it is an array in JavaScript), `[object Map]` and
/// `[object Set]`, its class's `toString`, else `[object Object]`.
///
/// # Safety
/// `object` must be a live object.
pub unsafe fn object_text_into(object: *const crate::object::ScrObject, out: &mut Vec<u16>) {
    // SAFETY: a live object with its descriptor (caller contract).
    unsafe {
        let descriptor = (*object).descriptor;
        match (*descriptor).kind {
            crate::object::KIND_TUPLE => {
                let fields = crate::object::fields(descriptor);
                let values = crate::object::slots(object);
                for (index, (field, &bits)) in fields.iter().zip(values).enumerate() {
                    if index > 0 {
                        out.push(u16::from(b','));
                    }
                    crate::array::write_element(field.kind as u32, bits, out);
                }
                return;
            }
            crate::object::KIND_MAP | crate::object::KIND_SET
                if crate::map::is_weak(object.cast()) =>
            {
                let name = if (*(*object).descriptor).kind == crate::object::KIND_MAP {
                    "[object WeakMap]"
                } else {
                    "[object WeakSet]"
                };
                return out.extend(name.encode_utf16());
            }
            crate::object::KIND_MAP => return out.extend("[object Map]".encode_utf16()),
            crate::bigint::KIND_BIGINT => {
                return out.extend(crate::bigint::text(object.cast()).encode_utf16());
            }
            crate::object::KIND_SET => return out.extend("[object Set]".encode_utf16()),
            _ => {}
        }
        if let Some(text) = own_to_string(object) {
            match string::units(text) {
                string::Units::Latin1(bytes) => out.extend(bytes.iter().map(|&b| u16::from(b))),
                string::Units::Utf16(units) => out.extend_from_slice(units),
            }
            string::release(text);
            return;
        }
        match crate::dynamic::object_text(object) {
            Some(text) => {
                match string::units(text) {
                    string::Units::Latin1(bytes) => out.extend(bytes.iter().map(|&b| u16::from(b))),
                    string::Units::Utf16(units) => out.extend_from_slice(units),
                }
                string::release(text);
            }
            None => {
                out.extend("[object ".encode_utf16());
                match string_tag(object, true) {
                    Some(tag) => out.extend(tag),
                    None => out.extend("Object".encode_utf16()),
                }
                out.push(u16::from(b']'));
            }
        }
    }
}

/// `object.toString()` when the object's own property `toString` holds a
/// function (an object literal's method, a field set to an arrow): the
/// text of what it returns, a new string. A returned object has no
/// primitive value: Node's TypeError, and the text is empty.
///
/// # Safety
/// `object` must be a live object.
unsafe fn own_to_string(object: *const ScrObject) -> Option<*mut ScrString> {
    // SAFETY: a live object with a compiler-emitted descriptor; a field of
    // object kind holds a live object or null.
    unsafe {
        let descriptor = (*object).descriptor;
        let function = match (*descriptor).kind {
            crate::object::KIND_CLASS | crate::object::KIND_PLAIN => {
                let found = crate::object::find_member(
                    descriptor,
                    b"toString",
                    crate::object::LOOKUP_READ,
                )?;
                if found < 0 {
                    return None;
                }
                let index = (found as usize - crate::object::SLOTS_OFFSET) / 8;
                let field = crate::object::fields(descriptor).get(index)?;
                if crate::array::storage_kind(field.kind as u32) != crate::array::ELEMENT_OBJECT {
                    return None;
                }
                crate::object::slots(object)[index] as *mut ScrObject
            }
            // A dictionary made through `any`: its entry, a box.
            crate::object::KIND_RECORD => {
                let map = object.cast::<crate::map::ScrMap>();
                if (*map).table.key_kind != ELEMENT_STRING {
                    return None;
                }
                let bits = crate::map::get_text(map, "toString")?;
                let (kind, payload) = contents_of_slot((*map).table.value_kind, bits);
                if kind != ELEMENT_OBJECT {
                    return None;
                }
                payload as *mut ScrObject
            }
            _ => return None,
        };
        if function.is_null() || (*(*function).descriptor).kind != crate::object::KIND_FUNCTION {
            return None;
        }
        let arguments = crate::array::scr_array_new(crate::array::ELEMENT_OBJECT, 0);
        let result = crate::any::call_function_with(function, object.cast_mut(), arguments);
        crate::array::release(arguments);
        let (kind, _) = contents(result);
        let text = if matches!(kind, ELEMENT_OBJECT | ELEMENT_ARRAY)
            && !crate::bigint::is_bigint(contents(result).1 as *const ScrObject)
        {
            raise("TypeError", "Cannot convert object to primitive value");
            string::new_from_str("")
        } else {
            scr_dynamic_to_string(result)
        };
        if !result.is_null() {
            crate::object::release(result);
        }
        Some(text)
    }
}

/// What a slot of `kind` holds, as `contents` tells a box's: a box slot's
/// contents, an object slot's object.
///
/// # Safety
/// `bits` must be a live value of `kind`.
unsafe fn contents_of_slot(kind: u32, bits: u64) -> (u32, u64) {
    if crate::array::storage_kind(kind) == ELEMENT_OBJECT {
        // SAFETY: a live box or object, or null (caller contract).
        unsafe { contents(bits as *const ScrObject) }
    } else {
        (kind, bits)
    }
}

/// The member name of `[Symbol.toStringTag]` (see `object::SYMBOL_KEY`).
const STRING_TAG: &[u8] = b"\x02Symbol(Symbol.toStringTag)\x02";

/// What an object's `[Symbol.toStringTag]` getter returns when it is a
/// string, or with `fields`, the string its own property of that key holds.
///
/// # Safety
/// `object` must be a live object.
pub unsafe fn string_tag(object: *const ScrObject, fields: bool) -> Option<Vec<u16>> {
    // SAFETY: a live object with a compiler-emitted descriptor; a field of
    // string kind holds a live string, a getter returning a string has the
    // `ToString` signature.
    unsafe {
        let descriptor = (*object).descriptor;
        if !matches!(
            (*descriptor).kind,
            crate::object::KIND_CLASS | crate::object::KIND_PLAIN
        ) {
            return None;
        }
        let found = crate::object::find_member(descriptor, STRING_TAG, crate::object::LOOKUP_READ)?;
        if found >= 0 {
            if !fields {
                return None;
            }
            let index = (found as usize - crate::object::SLOTS_OFFSET) / 8;
            let field = crate::object::fields(descriptor).get(index)?;
            if field.kind as u32 != ELEMENT_STRING {
                return None;
            }
            let text = crate::object::slots(object)[index] as *const ScrString;
            return Some(crate::string_methods::copy_units(text));
        }
        Some(text_of(vtable_entry(descriptor, found)?, object))
    }
}

/// The text a library class (`Date`, `RegExp`) prints as inside
/// `console.log`'s output: what its `__scriptcInspect` method returns.
///
/// # Safety
/// `object` must be a live object.
pub unsafe fn inspect_text(object: *const ScrObject) -> Option<Vec<u16>> {
    // SAFETY: a live object with a compiler-emitted descriptor whose vtable
    // entries are code pointers of their methods' signatures.
    unsafe {
        let descriptor = (*object).descriptor;
        let found = crate::object::find_member(
            descriptor,
            b"__scriptcInspect",
            crate::object::LOOKUP_CALL,
        )?;
        Some(text_of(vtable_entry(descriptor, found)?, object))
    }
}

/// The object's `toString` method, from its descriptor's vtable.
///
/// # Safety
/// `object` must be a live object.
unsafe fn to_string_method(object: *const ScrObject) -> Option<ToString> {
    // SAFETY: a live object with a compiler-emitted descriptor, whose
    // vtable entries are code pointers.
    unsafe {
        let descriptor = (*object).descriptor;
        let found =
            crate::object::find_member(descriptor, b"toString", crate::object::LOOKUP_CALL)?;
        vtable_entry(descriptor, found)
    }
}

/// The vtable entry `find_member` found (a method or accessor, not a
/// field), as a method returning a string.
///
/// # Safety
/// `descriptor` must be compiler-emitted and `found` a member of it whose
/// entry returns a string.
unsafe fn vtable_entry(descriptor: *const ClassDescriptor, found: i64) -> Option<ToString> {
    if found >= 0 {
        return None;
    }
    // SAFETY: the vtable follows the descriptor (caller contract).
    unsafe {
        let table = descriptor
            .cast::<u8>()
            .add(crate::object::VTABLE_OFFSET)
            .cast::<ToString>();
        Some(*table.add((-found - 1) as usize))
    }
}

/// The units of what `method` returns for `object` (the string released).
///
/// # Safety
/// `method` must be a method of `object`'s class returning a string.
unsafe fn text_of(method: ToString, object: *const ScrObject) -> Vec<u16> {
    // SAFETY: caller contract; the method returns a new reference.
    unsafe {
        let text = method(object);
        let copied = crate::string_methods::copy_units(text);
        string::release(text);
        copied
    }
}

/// Whether any class on the object's chain is named `Error`: the values
/// an uncaught report prints with their `toString` and a stack line.
///
/// # Safety
/// `object` must be a live object.
/// The fields the prelude's `Error` class declares first (`name`,
/// `message`, `cause`): JavaScript's errors do not list them as their own
/// enumerable properties (see [`error_own_name`] for `name`).
pub(crate) const ERROR_FIELDS: usize = 3;

/// The library's error classes: their `name` is their prototype's in
/// JavaScript, not an own property of the instance.
const LIBRARY_ERRORS: &[&[u8]] = &[
    b"Error",
    b"TypeError",
    b"RangeError",
    b"SyntaxError",
    b"ReferenceError",
    b"EvalError",
    b"URIError",
    b"AggregateError",
    b"AssertionError",
];

/// Whether an error's `name` is its own enumerable property in
/// JavaScript: the program assigned it (`this.name = "HttpError"`), which
/// shows as a name other than its nearest library class's. A program
/// assigning that very name is not told apart.
///
/// # Safety
/// `object` must be a live error (see [`is_error`]).
pub(crate) unsafe fn error_own_name(object: *const ScrObject) -> Option<u64> {
    // SAFETY: a live error: its first slot is the `name` string; the
    // descriptors chain through their parents.
    unsafe {
        let mut current = (*object).descriptor;
        while !current.is_null() {
            let class = crate::object::name(current);
            if LIBRARY_ERRORS.contains(&class) {
                let bits = crate::object::slots(object)[0];
                let name = bits as *const ScrString;
                let same = match string::units(name) {
                    string::Units::Latin1(bytes) => bytes == class,
                    string::Units::Utf16(_) => false,
                };
                return (!same).then_some(bits);
            }
            current = (*current).parent;
        }
        None
    }
}

pub(crate) unsafe fn is_error(object: *const ScrObject) -> bool {
    // SAFETY: descriptors chain through their parents.
    unsafe {
        let mut current = (*object).descriptor;
        while !current.is_null() {
            if crate::object::name(current) == b"Error" {
                return true;
            }
            current = (*current).parent;
        }
    }
    false
}

/// Set while an exception propagates; emitted code tests it after every
/// call that may throw. Compiled programs are single-threaded.
#[unsafe(no_mangle)]
pub static mut scr_pending: u64 = 0;

/// The thrown box while `scr_pending` is set.
static mut EXCEPTION: *mut ScrObject = std::ptr::null_mut();

/// `throw value`: takes over the caller's reference to the box.
///
/// # Safety
/// `value` must be a live box.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_throw(value: *mut ScrObject) {
    // SAFETY: single-threaded; the cell is empty while nothing is pending.
    unsafe {
        EXCEPTION = value;
        scr_pending = 1;
    }
}

/// Takes the pending exception (the caller owns the box) and clears the
/// flag: the start of a `catch` or of a `finally` on the throw path.
#[unsafe(no_mangle)]
pub extern "C" fn scr_catch() -> *mut ScrObject {
    // SAFETY: single-threaded.
    unsafe {
        let value = EXCEPTION;
        EXCEPTION = std::ptr::null_mut();
        scr_pending = 0;
        if value.is_null() {
            return shared(&UNDEFINED);
        }
        value
    }
}

/// The end of a program whose top level finished with an exception
/// pending: prints it to stderr as Node does (`Name: message` and a stack
/// line for errors, the inspected value otherwise) and exits with status 1.
///
/// With `process.on('uncaughtException')` listeners it calls them instead
/// and returns; the program goes on.
#[unsafe(no_mangle)]
pub extern "C" fn scr_uncaught() {
    uncaught_from("uncaughtException");
}

/// `scr_uncaught` for an exception of the given origin
/// (`uncaughtException`, or `unhandledRejection` for a rejection nobody
/// handled).
pub fn uncaught_from(origin: &str) {
    let value = scr_catch();
    // SAFETY: the pending box, owned.
    if unsafe { crate::process::handle_uncaught(value, origin) } {
        return;
    }
    // Node runs the `'exit'` listeners (with status 1) before it prints
    // the error.
    crate::process::scr_process_set_exit_code(1.0);
    crate::process::emit_exit(1.0);
    // SAFETY: as above.
    unsafe {
        if origin == "unhandledRejection" && !holds_error(value) {
            report_unhandled_reason(value);
        } else {
            report_uncaught(value);
        }
    }
    crate::audit::on_process_exit();
    std::process::exit(1);
}

/// Whether a box holds an error object.
///
/// # Safety
/// `value` must be a live box.
unsafe fn holds_error(value: *const ScrObject) -> bool {
    // SAFETY: caller contract; a live object payload.
    unsafe {
        let (kind, payload) = contents(value);
        kind == ELEMENT_OBJECT && is_error(payload as *const ScrObject)
    }
}

/// A value as V8 renders it in a message without running its code:
/// `[object Array]` for an array, `#<Point>` for another object, else
/// `String(value)`.
///
/// # Safety
/// `value` must be a live box.
pub(crate) unsafe fn rendered_for_message(value: *const ScrObject) -> String {
    // SAFETY: caller contract; payloads of the kinds the box names.
    unsafe {
        let (kind, payload) = contents(value);
        match kind {
            ELEMENT_ARRAY => "[object Array]".to_string(),
            ELEMENT_OBJECT
                if (*(*(payload as *const ScrObject)).descriptor).kind
                    == crate::object::KIND_TUPLE =>
            {
                "[object Array]".to_string()
            }
            ELEMENT_OBJECT
                if !crate::bigint::is_bigint(payload as *const ScrObject)
                    && !crate::object::is_symbol(payload as *const ScrObject) =>
            {
                let name = crate::any::scr_any_constructor_name(value);
                let text = format!("#<{}>", string::to_rust_string(name));
                string::release(name);
                text
            }
            _ => {
                let text = scr_dynamic_to_string(value);
                let rendered = string::to_rust_string(text);
                string::release(text);
                rendered
            }
        }
    }
}

/// A rejection nobody handled whose reason is not an error: Node reports
/// it as an `UnhandledPromiseRejection` error naming the reason (as V8
/// renders a value without running its code); releases `value`.
///
/// # Safety
/// `value` must be a live box the caller owns.
unsafe fn report_unhandled_reason(value: *mut ScrObject) {
    // SAFETY: caller contract.
    unsafe {
        let reason = rendered_for_message(value);
        let message = format!(
            "UnhandledPromiseRejection: This error originated either by throwing inside of an \
             async function without a catch block, or by rejecting a promise which was not \
             handled with .catch(). The promise rejected with the reason \"{reason}\".\n    \
             at <compiled code> {{\n  code: 'ERR_UNHANDLED_REJECTION'\n}}\n"
        );
        crate::console::write_all(2, message.as_bytes());
        crate::object::release(value);
    }
}

/// Prints an uncaught exception to stderr as Node does; releases `value`.
///
/// # Safety
/// `value` must be a live box the caller owns.
pub unsafe fn report_uncaught(value: *mut ScrObject) {
    let mut out = Vec::new();
    // SAFETY: the pending box is live.
    let (kind, payload) = unsafe { contents(value) };
    // SAFETY: a live object payload.
    if kind == ELEMENT_OBJECT && unsafe { is_error(payload as *const ScrObject) } {
        // SAFETY: a live box.
        let text = unsafe { scr_dynamic_to_string(value) };
        // SAFETY: a live string.
        unsafe { string::write_utf8(text, &mut out) };
        out.extend_from_slice(b"\n    at <compiled code>");
    } else if kind == ELEMENT_STRING {
        // SAFETY: a live string payload.
        unsafe { string::write_utf8(payload as *const ScrString, &mut out) };
    } else {
        // SAFETY: a live box.
        unsafe { inspect(value, &mut out) };
    }
    out.push(b'\n');
    crate::console::write_all(2, &out);
    // SAFETY: the caller's reference.
    unsafe { crate::object::release(value) };
}

/// `console.log(value)` of a box: as its payload would print.
///
/// # Safety
/// `value` must be a live box.
pub unsafe fn inspect(value: *const ScrObject, out: &mut Vec<u8>) {
    // SAFETY: forwarded; `format_object` prints a box as its payload.
    unsafe { crate::inspect::inspect_object(value, out) };
}

/// The compiled function that throws the errors the runtime raises:
/// `(kind, message)` with kind 0 TypeError, 1 RangeError, else Error. Set
/// by `main` in programs that can catch them.
type ErrorHook = unsafe extern "C" fn(f64, *mut ScrString);

static mut ERROR_HOOK: Option<ErrorHook> = None;

/// Registers the compiled error-throwing function.
#[unsafe(no_mangle)]
pub extern "C" fn scr_set_error_hook(hook: ErrorHook) {
    // SAFETY: called once from `main` before user code; single-threaded.
    unsafe { ERROR_HOOK = Some(hook) };
}

/// Raises a JavaScript error the program may catch: through the hook when
/// one is set (the exception is then pending and the caller unwinds),
/// else as an uncaught error that ends the program.
pub fn raise(name: &str, message: &str) {
    // SAFETY: single-threaded; written once before user code.
    let hook = unsafe { ERROR_HOOK };
    let Some(hook) = hook else {
        crate::console::fatal_error(name, message);
    };
    let kind = match name {
        "TypeError" => 0.0,
        "RangeError" => 1.0,
        "SyntaxError" => 4.0,
        "AggregateError" => 5.0,
        "URIError" => 6.0,
        "Error" => 2.0,
        // An `Error` with another name (`InvalidCharacterError`): kind 7,
        // the name and the message joined by a NUL character.
        _ => 7.0,
    };
    let text = if kind == 7.0 {
        string::new_from_str(&format!("{name}\0{message}"))
    } else {
        string::new_from_str(message)
    };
    // SAFETY: the hook is the compiled function with this signature; it
    // borrows the message, which is released after.
    unsafe {
        hook(kind, text);
        string::release(text);
    }
}

/// Raises one of Node's errors with a code (`RangeError
/// [ERR_OUT_OF_RANGE]: ...`, whose `code` is `ERR_OUT_OF_RANGE`): `name`
/// is `Error`, `TypeError` or `RangeError`.
pub fn raise_coded(name: &str, code: &str, message: &str) {
    // SAFETY: single-threaded; written once before user code.
    let hook = unsafe { ERROR_HOOK };
    let Some(hook) = hook else {
        crate::console::fatal_error(&format!("{name} [{code}]"), message);
    };
    let kind = match name {
        "TypeError" => 9.0,
        "RangeError" => 10.0,
        _ => 8.0,
    };
    let text = string::new_from_str(&format!("{code}\0{message}"));
    // SAFETY: as in `raise`.
    unsafe {
        hook(kind, text);
        string::release(text);
    }
}

/// Raises Node's error for a failed system call (an `Error` with `errno`,
/// `code`, `syscall` and, when given, `path`): through the hook as kind 3,
/// its fields joined by NUL characters, else as an uncaught error.
pub fn raise_system(message: &str, errno: i32, code: &str, syscall: &str, path: Option<&str>) {
    // SAFETY: single-threaded; written once before user code.
    let hook = unsafe { ERROR_HOOK };
    let Some(hook) = hook else {
        crate::console::fatal_error("Error", message);
    };
    let fields = format!(
        "{message}\0{code}\0{errno}\0{syscall}\0{}\0{}",
        u8::from(path.is_some()),
        path.unwrap_or("")
    );
    let text = string::new_from_str(&fields);
    // SAFETY: as in `raise`.
    unsafe {
        hook(3.0, text);
        string::release(text);
    }
}
