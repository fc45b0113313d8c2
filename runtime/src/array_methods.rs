//! Array methods beyond the basics of `array.rs`: shift, unshift, splice,
//! lastIndexOf, fill, at, flat, and assigning `length`.

use crate::array::{
    ELEMENT_ARRAY, ELEMENT_NUMBER, ScrArray, release_slot, retain, retain_slot, scr_array_new,
    scr_array_push, slots,
};

/// A relative index (`start`, `end` of slice, splice, fill) resolved
/// against `length` as ECMAScript does: negative counts from the end,
/// clamped to `0..=length`, NaN as 0.
fn relative(value: f64, length: usize) -> usize {
    let length = length as f64;
    let integer = if value.is_nan() { 0.0 } else { value.trunc() };
    let resolved = if integer < 0.0 {
        (length + integer).max(0.0)
    } else {
        integer.min(length)
    };
    resolved as usize
}

/// `a.shift()`: the first element (owned), or `undefined` when empty.
///
/// # Safety
/// `array` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_shift(array: *mut ScrArray) -> u64 {
    // SAFETY: live array (caller contract).
    unsafe {
        let header = &mut *array;
        if header.len == 0 {
            return crate::array::scr_array_undefined(header.kind);
        }
        let first = *header.slots;
        std::ptr::copy(header.slots.add(1), header.slots, header.len as usize - 1);
        header.len -= 1;
        first
    }
}

/// `a.unshift(x)`: inserts a borrowed value (retained) at the front and
/// returns the new length.
///
/// # Safety
/// `array` must be live; `bits` a live value of its kind.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_unshift(array: *mut ScrArray, bits: u64) -> f64 {
    // SAFETY: live array; the push makes room for one more slot.
    unsafe {
        scr_array_push(array, bits);
        let header = &mut *array;
        let length = header.len as usize;
        std::ptr::copy(header.slots, header.slots.add(1), length - 1);
        *header.slots = bits;
        f64::from(header.len)
    }
}

/// `a.splice(start, deleteCount, ...items)`: removes `deleteCount`
/// elements from `start` (all the rest when `has_count` is 0), inserts the
/// items (retained), and returns the removed elements as a new array.
///
/// # Safety
/// `array` and `items` must be live arrays of the same kind.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_splice(
    array: *mut ScrArray,
    start: f64,
    delete_count: f64,
    has_count: i32,
    items: *const ScrArray,
) -> *mut ScrArray {
    // SAFETY: live arrays (caller contract); the items are copied out
    // first so splicing an array into itself is well defined.
    unsafe {
        let kind = (*array).kind;
        let old: Vec<u64> = slots(array).to_vec();
        let inserted: Vec<u64> = slots(items).to_vec();
        let length = old.len();
        let start = relative(start, length);
        let count = if has_count == 0 {
            length - start
        } else {
            let count = if delete_count.is_nan() {
                0.0
            } else {
                delete_count.trunc()
            };
            (count.max(0.0) as usize).min(length - start)
        };
        let removed = scr_array_new(kind, count as u64);
        for &bits in &old[start..start + count] {
            // The removed array takes over the reference.
            scr_array_push(removed, bits);
            release_slot(kind, bits);
        }
        for &bits in &inserted {
            retain_slot(kind, bits);
        }
        let mut result: Vec<u64> = Vec::with_capacity(length - count + inserted.len());
        result.extend_from_slice(&old[..start]);
        result.extend_from_slice(&inserted);
        result.extend_from_slice(&old[start + count..]);
        replace_slots(array, &result);
        removed
    }
}

/// Makes the array's slots exactly `values` (references already owned).
///
/// # Safety
/// `array` must be live.
unsafe fn replace_slots(array: *mut ScrArray, values: &[u64]) {
    // SAFETY: live array; the buffer is grown first.
    unsafe {
        crate::array::grow(array, values.len());
        let header = &mut *array;
        if !values.is_empty() {
            std::ptr::copy_nonoverlapping(values.as_ptr(), header.slots, values.len());
        }
        header.len = values.len() as u32;
    }
}

/// `a.lastIndexOf(x, from)`: the last index at or before `from` whose
/// element is strictly equal, or -1.
///
/// # Safety
/// `array` must be live; `bits` a live value of its kind.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_last_index_of(
    array: *const ScrArray,
    bits: u64,
    from: f64,
    has_from: i32,
) -> f64 {
    // SAFETY: live array (caller contract).
    unsafe {
        let kind = (*array).kind;
        let values = slots(array);
        if values.is_empty() {
            return -1.0;
        }
        let length = values.len() as f64;
        let start = if has_from == 0 {
            length - 1.0
        } else {
            let integer = if from.is_nan() { 0.0 } else { from.trunc() };
            if integer < 0.0 {
                length + integer
            } else {
                integer.min(length - 1.0)
            }
        };
        if start < 0.0 {
            return -1.0;
        }
        for index in (0..=start as usize).rev() {
            if crate::array::same_value(kind, values[index], bits) {
                return index as f64;
            }
        }
        -1.0
    }
}

/// `a.fill(x, start, end)`: stores a borrowed value (retained per slot)
/// and returns the array (retained, the method's result).
///
/// # Safety
/// `array` must be live; `bits` a live value of its kind.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_fill(
    array: *mut ScrArray,
    bits: u64,
    start: f64,
    end: f64,
) -> *mut ScrArray {
    // SAFETY: live array (caller contract).
    unsafe {
        let kind = (*array).kind;
        let length = (*array).len as usize;
        let start = relative(start, length);
        let end = relative(end, length);
        for index in start..end.max(start) {
            let slot = (*array).slots.add(index);
            retain_slot(kind, bits);
            release_slot(kind, *slot);
            *slot = bits;
        }
        retain(array);
    }
    array
}

/// `a.copyWithin(target, start, end)`: the elements of `start..end`
/// copied to `target` (as if through a copy: the ranges may overlap);
/// returns `a` (a new reference).
///
/// # Safety
/// `array` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_copy_within(
    array: *mut ScrArray,
    target: f64,
    start: f64,
    end: f64,
) -> *mut ScrArray {
    // SAFETY: live array (caller contract); every index is below its
    // length.
    unsafe {
        let kind = (*array).kind;
        let length = (*array).len as usize;
        let target = relative(target, length);
        let start = relative(start, length);
        let end = if crate::array::is_undefined_number(end) {
            length
        } else {
            relative(end, length)
        };
        let count = end.saturating_sub(start).min(length - target);
        // Every copied value is retained before any overwritten one is
        // released: with overlapping ranges, a value released early may be
        // one still to be copied.
        let copied: Vec<u64> = slots(array)[start..start + count].to_vec();
        for &bits in &copied {
            retain_slot(kind, bits);
        }
        let mut overwritten = Vec::with_capacity(count);
        for (offset, bits) in copied.into_iter().enumerate() {
            let slot = (*array).slots.add(target + offset);
            overwritten.push(*slot);
            *slot = bits;
        }
        for bits in overwritten {
            release_slot(kind, bits);
        }
        retain(array);
    }
    array
}

/// `a.at(i)`: the element (borrowed) at `i`, counting back from the end
/// when negative; `undefined` outside (null for objects and arrays).
///
/// # Safety
/// `array` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_at(array: *const ScrArray, index: f64) -> u64 {
    // SAFETY: live array (caller contract).
    unsafe {
        let kind = (*array).kind;
        let values = slots(array);
        let integer = if index.is_nan() { 0.0 } else { index.trunc() };
        let resolved = if integer < 0.0 {
            values.len() as f64 + integer
        } else {
            integer
        };
        if resolved < 0.0 || resolved >= values.len() as f64 {
            return match kind {
                ELEMENT_NUMBER | crate::array::ELEMENT_STRING => {
                    crate::array::scr_array_undefined(kind)
                }
                _ => 0,
            };
        }
        values[resolved as usize]
    }
}

/// `a.flat()` of an array of arrays: a new array of the inner elements
/// (retained).
///
/// # Safety
/// `array` must be a live array of arrays of `inner_kind`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_flat(array: *const ScrArray, inner_kind: u32) -> *mut ScrArray {
    let result = scr_array_new(inner_kind, 0);
    // SAFETY: live arrays (caller contract).
    unsafe {
        for &inner in slots(array) {
            // A missing array (`(T[] | undefined)[]`) is an element of its
            // own, `undefined`, as in Node.
            if inner == 0 {
                let missing = crate::array::scr_array_undefined(inner_kind);
                scr_array_push(result, missing);
                crate::array::release_slot(inner_kind, missing);
                continue;
            }
            // A tuple of elements of different types: its elements, boxed
            // (`inner_kind` is then the boxes').
            let (inner, copied) = if (*array).kind == ELEMENT_ARRAY {
                (inner as *const ScrArray, false)
            } else {
                debug_assert_eq!(inner_kind, crate::array::ELEMENT_DYNAMIC);
                (
                    tuple_elements(inner as *const crate::object::ScrObject).cast_const(),
                    true,
                )
            };
            for &bits in slots(inner) {
                scr_array_push(result, bits);
            }
            if copied {
                crate::array::release(inner.cast_mut());
            }
        }
    }
    result
}

/// A new array of a tuple's elements (a tuple of elements of different
/// types is an object with a field per position), boxed.
///
/// # Safety
/// `tuple` must be a live object whose descriptor is `KIND_TUPLE`'s.
pub unsafe fn tuple_elements(tuple: *const crate::object::ScrObject) -> *mut ScrArray {
    let result = scr_array_new(crate::array::ELEMENT_DYNAMIC, 0);
    // SAFETY: caller contract; each box takes a reference of its own,
    // the array another.
    unsafe {
        let descriptor = (*tuple).descriptor;
        debug_assert_eq!((*descriptor).kind, crate::object::KIND_TUPLE);
        let fields = crate::object::fields(descriptor);
        for (field, &bits) in fields.iter().zip(crate::object::slots(tuple)) {
            let kind = field.kind as u32;
            retain_slot(kind, bits);
            let boxed = crate::dynamic::scr_dynamic_new(kind, bits) as u64;
            scr_array_push(result, boxed);
            release_slot(crate::array::ELEMENT_DYNAMIC, boxed);
        }
    }
    result
}

/// `a.length = n`: truncates (releasing the elements cut off) or grows
/// with `undefined`; a length that is not a valid array length is Node's
/// RangeError.
///
/// # Safety
/// `array` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_set_length(array: *mut ScrArray, length: f64) {
    if length.trunc() != length || !(0.0..4_294_967_296.0).contains(&length) {
        crate::dynamic::raise("RangeError", "Invalid array length");
        return;
    }
    let wanted = length as usize;
    // SAFETY: live array (caller contract).
    unsafe {
        let kind = (*array).kind;
        let current = (*array).len as usize;
        if wanted < current {
            for index in wanted..current {
                release_slot(kind, *(*array).slots.add(index));
            }
            (*array).len = wanted as u32;
            return;
        }
        for _ in current..wanted {
            let filler = crate::array::scr_array_undefined(kind);
            scr_array_push(array, filler);
            release_slot(kind, filler);
        }
    }
}
