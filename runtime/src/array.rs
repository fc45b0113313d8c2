//! Arrays: a reference-counted header pointing at a growable buffer of
//! 8-byte slots (a double, a boolean as 0/1, or a counted pointer).
//!
//! Layout (shared with the compiler's `codegen/arrays.rs`, pinned by
//! `layout_is_pinned`):
//!
//! ```text
//! offset 0   u64  reference count (u64::MAX: immortal)
//! offset 8   u32  length
//! offset 12  u32  element kind (ELEMENT_*), which says how to release
//! offset 16  ptr  the slots (`capacity` of them), or null when empty
//! offset 24  u64  capacity in slots (its top bit: `DYNAMIC_ONLY`)
//! ```
//!
//! Reading past the end yields `undefined`: for numbers a NaN with a
//! reserved payload that prints as `undefined` (arithmetic on it is NaN,
//! as in JavaScript); for strings the text `undefined`.

use crate::string::{self, ScrString};

#[repr(C)]
pub struct ScrArray {
    pub rc: usize,
    pub len: u32,
    pub kind: u32,
    pub slots: *mut u64,
    /// The room for elements (an ordinary array's is below 2^32), with
    /// [`DYNAMIC_ONLY`] in its top bit; a typed array's view holds its
    /// owner here instead.
    pub capacity: u64,
}

/// An ordinary array's flag (the top bit of its `capacity`): every holder
/// of the array reads its element kind at run time (it was made by
/// `JSON.parse` into `any`, and no typed code has taken it as an array of
/// its kind since), so the array may change its kind in place when a value
/// of another kind is stored through `any` (see `dynamic::change_kind`).
/// Arrays typed code makes start without it: typed code reads their slots
/// as the kind it compiled for.
pub const DYNAMIC_ONLY: u64 = 1 << 63;

/// The room an ordinary array has for elements.
///
/// # Safety
/// `array` must be a live ordinary (not typed) array.
pub unsafe fn capacity(array: *const ScrArray) -> usize {
    // SAFETY: caller contract.
    unsafe { ((*array).capacity & !DYNAMIC_ONLY) as usize }
}

/// Whether every holder of the array reads its kind at run time: it is
/// held only by dynamic holders ([`DYNAMIC_ONLY`]), or only once.
///
/// # Safety
/// `array` must be a live ordinary (not typed) array.
pub unsafe fn kind_may_change(array: *const ScrArray) -> bool {
    // SAFETY: caller contract.
    unsafe { crate::cycles::count((*array).rc) == 1 || (*array).capacity & DYNAMIC_ONLY != 0 }
}

/// Typed code now holds the array as an array of its kind: it keeps its
/// kind from here on (unless it is its only holder).
///
/// # Safety
/// `array` must be a live ordinary (not typed) array.
pub unsafe fn pin_kind(array: *mut ScrArray) {
    // SAFETY: caller contract.
    unsafe { (*array).capacity &= !DYNAMIC_ONLY };
}

pub const ELEMENT_NUMBER: u32 = 0;
pub const ELEMENT_BOOLEAN: u32 = 1;
pub const ELEMENT_STRING: u32 = 2;
pub const ELEMENT_ARRAY: u32 = 3;
pub const ELEMENT_OBJECT: u32 = 4;
/// An object pointer of a `T | null` type: its null pointer is `null`.
/// (A null pointer of every other pointer kind is `undefined`: a missing
/// value, an absent optional property, a read past an array's end.) It is
/// counted, copied and compared as `ELEMENT_OBJECT`; only what shows the
/// value (printing, `JSON.stringify`, boxing) tells the two apart.
pub const ELEMENT_NULLABLE: u32 = 7;

/// A box (a value of `unknown`, `any` or a union type, see `dynamic`):
/// counted, copied and compared as `ELEMENT_OBJECT`, but known to hold a
/// box, so a value stored through `any` is stored boxed.
pub const ELEMENT_DYNAMIC: u32 = 8;

/// `kind` as its storage: `ELEMENT_NULLABLE` and `ELEMENT_DYNAMIC` are
/// `ELEMENT_OBJECT`s.
pub fn storage_kind(kind: u32) -> u32 {
    if kind == ELEMENT_NULLABLE || kind == ELEMENT_DYNAMIC {
        ELEMENT_OBJECT
    } else {
        kind
    }
}

/// The bits of the `undefined` a number slot can hold: a signaling NaN.
/// Arithmetic on it yields a quiet NaN (the hardware sets the quiet bit),
/// so `undefined + 1` prints `NaN` as in JavaScript, while moves, loads
/// and stores keep it intact. Must match `codegen/arrays.rs`.
pub const UNDEFINED_NUMBER_BITS: u64 = 0x7FF0_0000_0000_0BAD;

/// What compiled code makes of a boolean read that found nothing (an
/// element past the end), to box it as `undefined`. Never stored in a
/// slot (a boolean slot holds 0 or 1). Must match `codegen/arrays.rs`.
pub const MISSING_BOOLEAN_BITS: u64 = 2;

pub fn is_undefined_number(value: f64) -> bool {
    value.to_bits() == UNDEFINED_NUMBER_BITS
}

fn slot_size(capacity: usize) -> usize {
    capacity * 8
}

/// A new empty array with room for `capacity` elements.
#[unsafe(no_mangle)]
pub extern "C" fn scr_array_new(kind: u32, capacity: u64) -> *mut ScrArray {
    let array = crate::alloc::allocate(std::mem::size_of::<ScrArray>()).cast::<ScrArray>();
    crate::audit::array_allocated();
    let slots = if capacity == 0 {
        std::ptr::null_mut()
    } else {
        crate::alloc::allocate(slot_size(capacity as usize)).cast::<u64>()
    };
    // SAFETY: freshly allocated header.
    unsafe {
        array.write(ScrArray {
            rc: 1,
            len: 0,
            kind,
            slots,
            capacity,
        });
    }
    array
}

/// Retains a slot's value when it is counted (arrays and objects may be
/// null in an object's slot before its constructor assigns them).
///
/// # Safety
/// `bits` must be a live value of `kind`, or null.
pub unsafe fn retain_slot(kind: u32, bits: u64) {
    // SAFETY: forwarded.
    unsafe {
        match storage_kind(kind) {
            ELEMENT_STRING => string::retain(bits as *mut ScrString),
            ELEMENT_ARRAY if bits != 0 => retain(bits as *mut ScrArray),
            ELEMENT_OBJECT => crate::object::retain(bits as *mut crate::object::ScrObject),
            _ => {}
        }
    }
}

/// Releases a slot's value when it is counted.
///
/// # Safety
/// `bits` must be a value of `kind` the caller owns a reference to, or null.
#[inline(always)]
pub unsafe fn release_slot(kind: u32, bits: u64) {
    // SAFETY: forwarded.
    unsafe {
        match storage_kind(kind) {
            ELEMENT_STRING => string::release(bits as *mut ScrString),
            ELEMENT_ARRAY if bits != 0 => release(bits as *mut ScrArray),
            ELEMENT_OBJECT => crate::object::release(bits as *mut crate::object::ScrObject),
            _ => {}
        }
    }
}

/// # Safety
/// `array` must be live.
pub unsafe fn retain(array: *mut ScrArray) {
    // SAFETY: live (caller contract).
    unsafe {
        if (*array).rc != usize::MAX {
            (*array).rc += 1;
        }
    }
}

/// # Safety
/// The caller must own a reference to `array`.
pub unsafe fn release(array: *mut ScrArray) {
    // SAFETY: owned reference (caller contract).
    unsafe {
        match (*array).rc {
            usize::MAX => {}
            1 => scr_array_free(array),
            _ => crate::cycles::decrement_array(array),
        }
    }
}

/// Frees an array whose count reached zero, releasing its elements.
///
/// # Safety
/// `array` must be a heap array nothing uses any more.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_free(array: *mut ScrArray) {
    // SAFETY: forwarded (see `release`: no recursion per array).
    unsafe { crate::release::free_array(array) }
}

/// Frees a dead array now, its elements' releases queued by `release`.
///
/// # Safety
/// `array` must be a heap array nothing uses any more.
// Kept out of line: inlined into each of its callers (the exported free
// and the queue's drain) it would grow every program for nothing.
#[inline(never)]
pub(crate) unsafe fn free_now(array: *mut ScrArray) {
    // SAFETY: the array is dead and its slots hold `len` values of `kind`.
    unsafe {
        if crate::typed::is_typed((*array).kind) {
            crate::typed::free(array);
            return;
        }
        // Numbers and booleans hold nothing to release.
        if matches!(
            storage_kind((*array).kind),
            ELEMENT_STRING | ELEMENT_ARRAY | ELEMENT_OBJECT
        ) {
            crate::cycles::each_array_child(array, |kind, bits| release_slot(kind, bits));
        }
        free_storage(array);
    }
}

/// Frees a dead ordinary array's slots and header, its elements released
/// (or counted out by the cycle collector's trial).
///
/// # Safety
/// `array` must be a dead ordinary array.
pub(crate) unsafe fn free_storage(array: *mut ScrArray) {
    crate::integrity::forget(array as usize);
    crate::regex::forget_match(array as usize);
    // SAFETY: caller contract.
    unsafe {
        if !(*array).slots.is_null() {
            crate::alloc::deallocate((*array).slots.cast());
        }
        crate::alloc::deallocate(array.cast());
    }
    crate::audit::array_freed();
}

/// Makes room for one more element.
///
/// # Safety
/// `array` must be live.
pub(crate) unsafe fn grow(array: *mut ScrArray, needed: usize) {
    // SAFETY: live array (caller contract).
    unsafe {
        let room = capacity(array);
        let header = &mut *array;
        if needed <= room {
            return;
        }
        let capacity = needed.max(room * 2).max(4);
        let slots = crate::alloc::allocate(slot_size(capacity)).cast::<u64>();
        if !header.slots.is_null() {
            std::ptr::copy_nonoverlapping(header.slots, slots, header.len as usize);
            crate::alloc::deallocate(header.slots.cast());
        }
        header.slots = slots;
        header.capacity = capacity as u64 | (header.capacity & DYNAMIC_ONLY);
    }
}

/// `a.push(x)`: appends a borrowed value (retained) and returns the length.
///
/// # Safety
/// `array` must be live; `bits` a live value of the array's kind.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_push(array: *mut ScrArray, bits: u64) -> f64 {
    // SAFETY: live array (caller contract).
    unsafe {
        let len = (*array).len as usize;
        if len == u32::MAX as usize {
            crate::console::fatal_error("RangeError", "Invalid array length");
        }
        grow(array, len + 1);
        retain_slot((*array).kind, bits);
        *(*array).slots.add(len) = bits;
        (*array).len += 1;
        f64::from((*array).len)
    }
}

/// The bits of `undefined` for an array of `kind`: a new reference.
fn undefined_bits(kind: u32) -> u64 {
    match kind {
        ELEMENT_NUMBER => UNDEFINED_NUMBER_BITS,
        ELEMENT_STRING => string::undefined_text() as u64,
        _ => 0,
    }
}

/// `a.pop()`: the last element (owned), or `undefined` when empty.
///
/// # Safety
/// `array` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_pop(array: *mut ScrArray) -> u64 {
    // SAFETY: live array (caller contract).
    unsafe {
        let header = &mut *array;
        if header.len == 0 {
            return undefined_bits(header.kind);
        }
        header.len -= 1;
        *header.slots.add(header.len as usize)
    }
}

/// `a[i]` outside the array: `undefined` (a new reference for counted
/// kinds). Inside, the compiler loads the slot inline.
#[unsafe(no_mangle)]
pub extern "C" fn scr_array_undefined(kind: u32) -> u64 {
    undefined_bits(kind)
}

/// An empty `never[]` used as an array of `kind` (`function f() { return []; }`
/// whose result is stored as a `number[]`): the same array, now of `kind`.
/// Nothing can have been stored in it as a `never[]`; an array that was
/// already used as another kind and holds values cannot change its slots'
/// representation, so that ends the program instead of corrupting memory.
///
/// # Safety
/// `array` must be live or null (`undefined`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_adopt(array: *mut ScrArray, kind: u32) {
    if array.is_null() {
        return;
    }
    // SAFETY: live array (caller contract).
    unsafe {
        if (*array).kind == kind {
            return;
        }
        if (*array).len != 0 {
            crate::console::fatal_error(
                "TypeError",
                "an empty array ('never[]') was given two element types",
            );
        }
        (*array).kind = kind;
    }
}

/// `a[i] = x` at or past the end: appends at the end; further out, the
/// gap is filled with `undefined` (JavaScript would leave holes).
///
/// # Safety
/// `array` must be live; `bits` a live value of its kind.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_set_slow(array: *mut ScrArray, index: f64, bits: u64) {
    // SAFETY: live array (caller contract).
    unsafe {
        let kind = (*array).kind;
        if index.trunc() != index || index < 0.0 || index >= u32::MAX as f64 {
            crate::console::fatal_error("TypeError", "scriptc arrays take integer indexes from 0");
        }
        let index = index as usize;
        let len = (*array).len as usize;
        if index < len {
            let slot = (*array).slots.add(index);
            retain_slot(kind, bits);
            release_slot(kind, *slot);
            *slot = bits;
            return;
        }
        // The push below lengthens the array each time round.
        for _ in len..index {
            let filler = undefined_bits(kind);
            scr_array_push(array, filler);
            release_slot(kind, filler);
        }
        scr_array_push(array, bits);
    }
}

/// `new Array(n).fill(x)` and `Array(n)`: `n` copies of a borrowed value.
///
/// # Safety
/// `bits` must be a live value of `kind`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_filled(kind: u32, count: f64, bits: u64) -> *mut ScrArray {
    if count.trunc() != count || !(0.0..4_294_967_295.0).contains(&count) {
        crate::dynamic::raise("RangeError", "Invalid array length");
        return scr_array_new(kind, 0);
    }
    let array = scr_array_new(kind, count as u64);
    for _ in 0..count as usize {
        // SAFETY: the new array is live; the value is live.
        unsafe { scr_array_push(array, bits) };
    }
    array
}

/// The slots of a live array.
///
/// # Safety
/// `array` must be live.
pub unsafe fn slots<'a>(array: *const ScrArray) -> &'a [u64] {
    // SAFETY: live array: `len` initialized slots.
    unsafe {
        let header = &*array;
        if header.slots.is_null() {
            return &[];
        }
        std::slice::from_raw_parts(header.slots, header.len as usize)
    }
}

/// Appends an element's text as `String(x)` and `join` write it.
///
/// # Safety
/// `bits` must be a live value of `kind`.
pub(crate) unsafe fn write_element(kind: u32, bits: u64, out: &mut Vec<u16>) {
    // A value of a union type joins as its payload.
    // SAFETY: forwarded.
    let (kind, bits) = unsafe { crate::dynamic::unwrap(kind, bits) };
    if kind == crate::dynamic::DYNAMIC_NULL {
        return;
    }
    match kind {
        ELEMENT_NUMBER => {
            let value = f64::from_bits(bits);
            if !is_undefined_number(value) {
                out.extend(
                    crate::number::NumberText::new(value)
                        .as_bytes()
                        .iter()
                        .map(|&b| u16::from(b)),
                );
            }
        }
        ELEMENT_BOOLEAN => out.extend(if bits != 0 { "true" } else { "false" }.encode_utf16()),
        // `undefined` (a hole or a read past the end) joins as nothing.
        ELEMENT_STRING if bits as *mut ScrString == string::undefined_text() => {}
        // SAFETY: live string.
        ELEMENT_STRING => match unsafe { string::units(bits as *const ScrString) } {
            string::Units::Latin1(bytes) => out.extend(bytes.iter().map(|&b| u16::from(b))),
            string::Units::Utf16(units) => out.extend_from_slice(units),
        },
        // SAFETY: live nested array.
        ELEMENT_ARRAY => unsafe { text_into(bits as *const ScrArray, out) },
        // null (a missing object) joins as nothing.
        // SAFETY: a live object element.
        ELEMENT_OBJECT if bits != 0 => unsafe {
            crate::dynamic::object_text_into(bits as *const crate::object::ScrObject, out)
        },
        _ => {}
    }
}

/// # Safety
/// `array` must be live.
unsafe fn join_into(array: *const ScrArray, separator: &[u16], out: &mut Vec<u16>) {
    // SAFETY: live array.
    if crate::typed::is_typed(unsafe { (*array).kind }) {
        // SAFETY: a live typed array.
        unsafe { crate::typed::join_into(array, separator, out) };
        return;
    }
    // SAFETY: live array.
    let (kind, values) = unsafe { ((*array).kind, slots(array)) };
    for (index, &bits) in values.iter().enumerate() {
        if index > 0 {
            out.extend_from_slice(separator);
        }
        // SAFETY: live elements.
        unsafe { write_element(kind, bits, out) };
    }
}

/// `a.join(separator)`; `String(a)` is `a.join(",")`.
///
/// # Safety
/// `array` and `separator` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_join(
    array: *const ScrArray,
    separator: *const ScrString,
) -> *mut ScrString {
    // SAFETY: live string.
    let separator: Vec<u16> = unsafe {
        let units = string::units(separator);
        (0..units.len()).map(|index| units.unit(index)).collect()
    };
    let mut out = Vec::new();
    // SAFETY: live array.
    unsafe { join_into(array, &separator, &mut out) };
    if string::too_long(out.len()) {
        return string::empty_text();
    }
    string::new_utf16(&out)
}

/// An array's `String(...)`: a Buffer's UTF-8 text, else the elements
/// joined with commas.
///
/// # Safety
/// `array` must be live.
pub unsafe fn text_into(array: *const ScrArray, out: &mut Vec<u16>) {
    // SAFETY: live array.
    unsafe {
        if (*array).kind == crate::typed::BUFFER {
            out.extend(crate::buffer::to_text(array));
        } else {
            join_into(array, &[u16::from(b',')], out);
        }
    }
}

/// `String(array)`, `${array}`, `array + ""`.
///
/// # Safety
/// `array` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_to_string(array: *const ScrArray) -> *mut ScrString {
    let mut out = Vec::new();
    // SAFETY: live array.
    unsafe { text_into(array, &mut out) };
    if string::too_long(out.len()) {
        return string::empty_text();
    }
    string::new_utf16(&out)
}

/// Whether two slots hold strictly equal values.
///
/// # Safety
/// Both must be live values of `kind`.
pub unsafe fn same_value(kind: u32, a: u64, b: u64) -> bool {
    // Values of a union type compare by their payloads.
    // SAFETY: forwarded.
    let ((kind_a, a), (kind_b, b)) = unsafe {
        (
            crate::dynamic::unwrap(kind, a),
            crate::dynamic::unwrap(kind, b),
        )
    };
    if kind_a != kind_b {
        return false;
    }
    let kind = kind_a;
    match kind {
        ELEMENT_NUMBER => f64::from_bits(a) == f64::from_bits(b),
        // SAFETY: live strings.
        ELEMENT_STRING => unsafe { string::equals(a as *const ScrString, b as *const ScrString) },
        // SAFETY: live objects.
        ELEMENT_OBJECT => unsafe { crate::object::same_object(a, b) },
        _ => a == b,
    }
}

/// `[...s]`: the code points of a string, each a string (a lone
/// surrogate is one of its own).
///
/// # Safety
/// `value` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_code_points(value: *const ScrString) -> *mut ScrArray {
    // SAFETY: live string (caller contract).
    let units = unsafe { crate::string_methods::copy_units(value) };
    let result = scr_array_new(ELEMENT_STRING, 0);
    let mut index = 0;
    while index < units.len() {
        let high = units[index];
        let width = if (0xD800..0xDC00).contains(&high)
            && units
                .get(index + 1)
                .is_some_and(|low| (0xDC00..0xE000).contains(low))
        {
            2
        } else {
            1
        };
        let piece = string::new_utf16(&units[index..index + width]);
        // SAFETY: fresh array and string.
        unsafe {
            scr_array_push(result, piece as u64);
            string::release(piece);
        }
        index += width;
    }
    result
}

/// `a.keys()` as an array: `[0, 1, ..., length - 1]`.
///
/// # Safety
/// `array` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_keys(array: *const ScrArray) -> *mut ScrArray {
    // SAFETY: live array (caller contract).
    let length = unsafe { (*array).len };
    let result = scr_array_new(ELEMENT_NUMBER, u64::from(length));
    for index in 0..length {
        // SAFETY: fresh array.
        unsafe { scr_array_push(result, f64::from(index).to_bits()) };
    }
    result
}

/// `a.entries()` as an array of `[index, element]` tuples made with the
/// compiler's tuple `descriptor`.
///
/// # Safety
/// `array` must be live; `descriptor` a compiler-emitted tuple descriptor
/// with a number slot and a slot of the array's kind.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_entries(
    array: *const ScrArray,
    descriptor: *const crate::object::ClassDescriptor,
) -> *mut ScrArray {
    // SAFETY: caller contract.
    unsafe {
        let kind = (*array).kind;
        let values = slots(array).to_vec();
        let result = scr_array_new(ELEMENT_OBJECT, values.len() as u64);
        for (index, value) in values.into_iter().enumerate() {
            let tuple = crate::object::scr_object_new(descriptor);
            let tuple_slots = tuple
                .cast::<u8>()
                .add(crate::object::SLOTS_OFFSET)
                .cast::<u64>();
            retain_slot(kind, value);
            release_slot(ELEMENT_NUMBER, *tuple_slots);
            *tuple_slots = (index as f64).to_bits();
            let old = *tuple_slots.add(1);
            *tuple_slots.add(1) = value;
            release_slot(kind, old);
            scr_array_push(result, tuple as u64);
            crate::object::release(tuple);
        }
        result
    }
}

/// `a.indexOf(x, from)`.
///
/// # Safety
/// `array` must be live; `bits` a live value of its kind.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_index_of(array: *const ScrArray, bits: u64, from: f64) -> f64 {
    // SAFETY: live array.
    let (kind, values) = unsafe { ((*array).kind, slots(array)) };
    let start = search_start(values.len(), from);
    (start..values.len())
        // SAFETY: live values.
        .find(|&index| unsafe { same_value(kind, values[index], bits) })
        .map_or(-1.0, |index| index as f64)
}

/// Where `indexOf` and `includes` start: `from` as an integer, counted
/// back from the end when negative, clamped to the array.
fn search_start(len: usize, from: f64) -> usize {
    let len = len as f64;
    let from = crate::string_methods::to_integer_or_infinity(from);
    (if from < 0.0 {
        (len + from).max(0.0)
    } else {
        from.min(len)
    }) as usize
}

/// `a.includes(x, from)`: like indexOf but NaN finds NaN (SameValueZero).
///
/// # Safety
/// `array` must be live; `bits` a live value of its kind.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_includes(array: *const ScrArray, bits: u64, from: f64) -> i32 {
    // SAFETY: live array.
    let (kind, values) = unsafe { ((*array).kind, slots(array)) };
    let start = search_start(values.len(), from);
    let nan = kind == ELEMENT_NUMBER && f64::from_bits(bits).is_nan();
    i32::from(values[start..].iter().any(|&value| {
        // SAFETY: live values.
        (nan && f64::from_bits(value).is_nan()) || unsafe { same_value(kind, value, bits) }
    }))
}

/// `a.slice(start, end)`: a new array.
///
/// # Safety
/// `array` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_slice(
    array: *const ScrArray,
    start: f64,
    end: f64,
) -> *mut ScrArray {
    // SAFETY: live array.
    let (kind, values) = unsafe { ((*array).kind, slots(array)) };
    let len = values.len() as f64;
    let relative = |value: f64| {
        let value = crate::string_methods::to_integer_or_infinity(value);
        (if value < 0.0 {
            (len + value).max(0.0)
        } else {
            value.min(len)
        }) as usize
    };
    let (from, to) = (relative(start), relative(end));
    let result = scr_array_new(kind, to.saturating_sub(from) as u64);
    for &bits in values.get(from..to.max(from)).unwrap_or(&[]) {
        // SAFETY: the new array and the values are live.
        unsafe { scr_array_push(result, bits) };
    }
    result
}

/// `a.with(index, value)`: a copy of `a` with the element at `index`
/// (from the end when negative) replaced by `value` (borrowed); an index
/// outside the array raises a RangeError (and gives the plain copy).
///
/// # Safety
/// `array` must be live; `bits` a live value of its kind.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_with(
    array: *const ScrArray,
    index: f64,
    bits: u64,
) -> *mut ScrArray {
    // SAFETY: live array.
    let (kind, len) = unsafe { ((*array).kind, (*array).len as f64) };
    let copy = unsafe { scr_array_slice(array, 0.0, f64::INFINITY) };
    let relative = crate::string_methods::to_integer_or_infinity(index);
    let actual = if relative < 0.0 {
        len + relative
    } else {
        relative
    };
    if !(0.0..len).contains(&actual) {
        let shown = crate::number::NumberText::new(relative);
        let shown = String::from_utf8_lossy(shown.as_bytes());
        crate::dynamic::raise("RangeError", &format!("Invalid index : {shown}"));
        return copy;
    }
    // SAFETY: the copy is live, `actual` inside it; the new value is
    // retained, the one it replaces released.
    unsafe {
        retain_slot(kind, bits);
        let slot = (*copy).slots.add(actual as usize);
        let old = std::mem::replace(&mut *slot, bits);
        release_slot(kind, old);
    }
    copy
}

/// `a.reverse()`: in place; returns a new reference to `a`.
///
/// # Safety
/// `array` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_reverse(array: *mut ScrArray) -> *mut ScrArray {
    // SAFETY: live array.
    unsafe {
        let header = &mut *array;
        if !header.slots.is_null() {
            std::slice::from_raw_parts_mut(header.slots, header.len as usize).reverse();
        }
        retain(array);
    }
    array
}

/// `a.concat(b)`: a new array with the elements of both.
///
/// # Safety
/// Both arrays must be live and of the same kind.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_concat(a: *const ScrArray, b: *const ScrArray) -> *mut ScrArray {
    // SAFETY: live arrays.
    let (kind, first, second) = unsafe { ((*a).kind, slots(a), slots(b)) };
    let result = scr_array_new(kind, (first.len() + second.len()) as u64);
    for &bits in first.iter().chain(second) {
        // SAFETY: live values.
        unsafe { scr_array_push(result, bits) };
    }
    result
}

/// `s.split(separator, limit)` for a string separator.
///
/// # Safety
/// Both strings must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_split(
    value: *const ScrString,
    separator: *const ScrString,
    limit: f64,
) -> *mut ScrArray {
    let limit = if limit.is_nan() {
        u32::MAX as f64
    } else {
        crate::number::to_int32(limit) as u32 as f64
    };
    let result = scr_array_new(ELEMENT_STRING, 0);
    if limit == 0.0 {
        return result;
    }
    let push_piece = |piece: *mut ScrString| {
        // SAFETY: fresh array and string.
        unsafe {
            scr_array_push(result, piece as u64);
            string::release(piece);
        }
        // SAFETY: live array.
        f64::from(unsafe { (*result).len }) < limit
    };
    // One byte per unit on both sides (the common case): the text's bytes
    // are searched with `memchr` for the separator's first.
    // SAFETY: live strings, read within this call.
    if let (string::Units::Latin1(text), string::Units::Latin1(sep)) =
        unsafe { (string::units(value), string::units(separator)) }
        && !sep.is_empty()
    {
        let first = |window: &[u8]| {
            // SAFETY: `window` is a live slice of `window.len()` bytes.
            let found =
                unsafe { libc::memchr(window.as_ptr().cast(), i32::from(sep[0]), window.len()) };
            (!found.is_null()).then(|| found as usize - window.as_ptr() as usize)
        };
        cut(text, sep, first, |bytes| {
            push_piece(string::new_latin1(bytes))
        });
        return result;
    }
    // SAFETY: live strings.
    let (text, sep) = unsafe {
        (
            crate::string_methods::copy_units(value),
            crate::string_methods::copy_units(separator),
        )
    };
    if sep.is_empty() {
        for unit in &text {
            if !push_piece(string::new_utf16(std::slice::from_ref(unit))) {
                break;
            }
        }
        return result;
    }
    let first = |window: &[u16]| window.iter().position(|&unit| unit == sep[0]);
    cut(&text, &sep, first, |units| {
        push_piece(string::new_utf16(units))
    });
    result
}

/// Cuts `text` at each occurrence of the non-empty `sep`, handing the
/// pieces to `push` until it returns false; `first` finds the next place
/// `sep[0]` occurs in a window of the text.
fn cut<T: Copy + PartialEq>(
    text: &[T],
    sep: &[T],
    first: impl Fn(&[T]) -> Option<usize>,
    mut push: impl FnMut(&[T]) -> bool,
) {
    let mut start = 0;
    let mut index = 0;
    while index + sep.len() <= text.len() {
        let Some(offset) = first(&text[index..=text.len() - sep.len()]) else {
            break;
        };
        index += offset;
        if text[index..index + sep.len()] == *sep {
            if !push(&text[start..index]) {
                return;
            }
            index += sep.len();
            start = index;
        } else {
            index += 1;
        }
    }
    push(&text[start..]);
}

/// Appends every element of `source` to `array` (retained): a spread
/// `...source` in an array literal or a call.
///
/// # Safety
/// Both arrays must be live and of the same kind.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_append(array: *mut ScrArray, source: *const ScrArray) {
    // SAFETY: live arrays; the elements are copied out first, so appending
    // an array to itself sees its elements once.
    unsafe {
        let elements = slots(source).to_vec();
        for bits in elements {
            scr_array_push(array, bits);
        }
    }
}

/// `reduce` or `reduceRight` of an empty array without an initial value:
/// Node's TypeError ends the program.
#[unsafe(no_mangle)]
pub extern "C" fn scr_reduce_empty() {
    crate::dynamic::raise("TypeError", "Reduce of empty array with no initial value");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_is_pinned() {
        assert_eq!(std::mem::size_of::<ScrArray>(), 32);
        assert_eq!(std::mem::offset_of!(ScrArray, len), 8);
        assert_eq!(std::mem::offset_of!(ScrArray, kind), 12);
        assert_eq!(std::mem::offset_of!(ScrArray, slots), 16);
        assert_eq!(std::mem::offset_of!(ScrArray, capacity), 24);
    }

    #[test]
    fn push_pop_join_split() {
        unsafe {
            let a = scr_array_new(ELEMENT_NUMBER, 0);
            for i in 0..10 {
                scr_array_push(a, f64::from(i).to_bits());
            }
            assert_eq!(f64::from_bits(scr_array_pop(a)), 9.0);
            let comma = string::new_from_str("-");
            assert_eq!(
                string::to_rust_string(scr_array_join(a, comma)),
                "0-1-2-3-4-5-6-7-8"
            );
            let parts = scr_string_split(
                string::new_from_str("a,b,,c"),
                string::new_from_str(","),
                f64::NAN,
            );
            assert_eq!((*parts).len, 4);
            let limited = scr_string_split(
                string::new_from_str("a,b,c"),
                string::new_from_str(","),
                2.0,
            );
            assert_eq!((*limited).len, 2);
            let chars = scr_string_split(
                string::new_from_str("héllo"),
                string::new_from_str(""),
                f64::NAN,
            );
            assert_eq!((*chars).len, 5);
        }
    }
}
