//! `array.sort(compare)` and `toSorted`: a stable merge sort over the slots.
//! With a comparator the compiler passes a trampoline that turns two slots
//! into values and calls the program's function; without one the elements
//! compare as their string conversions, as ECMAScript's default does.
//! `undefined` elements go last and are never passed to the comparator.

use crate::array::{
    ELEMENT_BOOLEAN, ELEMENT_NUMBER, ELEMENT_STRING, ScrArray, is_undefined_number, retain,
    scr_array_new, slots,
};
use crate::object::ScrObject;
use crate::string::{self, ScrString};

/// The compiler's comparator trampoline: (closure, a, b) -> the closure's
/// result.
pub type Compare = unsafe extern "C" fn(*mut ScrObject, u64, u64) -> f64;

/// Sorts `array` in place and returns it (retained, as the method's
/// result).
///
/// # Safety
/// `array` must be live; `compare`, when not null, a compiler trampoline
/// for `closure`, a live function object.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_sort(
    array: *mut ScrArray,
    compare: Option<Compare>,
    closure: *mut ScrObject,
) -> *mut ScrArray {
    // SAFETY: forwarded caller contract.
    unsafe {
        sort_in_place(array, compare, closure);
        retain(array);
    }
    array
}

/// `array.toSorted(compare)`: a sorted copy.
///
/// # Safety
/// As for [`scr_array_sort`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_to_sorted(
    array: *mut ScrArray,
    compare: Option<Compare>,
    closure: *mut ScrObject,
) -> *mut ScrArray {
    // SAFETY: live array; the copy holds its own references.
    unsafe {
        let kind = (*array).kind;
        let source = slots(array).to_vec();
        let copy = scr_array_new(kind, source.len() as u64);
        for &bits in &source {
            crate::array::scr_array_push(copy, bits);
        }
        sort_in_place(copy, compare, closure);
        copy
    }
}

/// # Safety
/// As for [`scr_array_sort`].
unsafe fn sort_in_place(array: *mut ScrArray, compare: Option<Compare>, closure: *mut ScrObject) {
    // SAFETY: live array; the slots are copied out so a comparator that
    // changes the array cannot invalidate what is being sorted.
    let (kind, mut values) = unsafe { ((*array).kind, slots(array).to_vec()) };
    let undefined: Vec<u64> = values
        .iter()
        .copied()
        .filter(|&bits| is_undefined(kind, bits))
        .collect();
    values.retain(|&bits| !is_undefined(kind, bits));
    let mut keys: Vec<Vec<u16>> = Vec::new();
    if compare.is_none() {
        keys = values.iter().map(|&bits| sort_key(kind, bits)).collect();
    }
    let mut order: Vec<usize> = (0..values.len()).collect();
    let mut buffer = order.clone();
    let mut greater = |a: usize, b: usize| -> bool {
        match compare {
            // SAFETY: the trampoline's contract; NaN counts as equal.
            Some(compare) => unsafe { compare(closure, values[a], values[b]) > 0.0 },
            None => keys[a] > keys[b],
        }
    };
    merge_sort(&mut order, &mut buffer, &mut greater);
    let sorted: Vec<u64> = order
        .iter()
        .map(|&index| values[index])
        .chain(undefined)
        .collect();
    // SAFETY: live array; the same elements, reordered. A comparator that
    // changed the length leaves the array as long as it is now.
    unsafe {
        let header = &mut *array;
        let length = (header.len as usize).min(sorted.len());
        if !header.slots.is_null() {
            std::slice::from_raw_parts_mut(header.slots, length).copy_from_slice(&sorted[..length]);
        }
    }
}

fn is_undefined(kind: u32, bits: u64) -> bool {
    // SAFETY: the array's live elements.
    let (kind, bits) = unsafe { crate::dynamic::unwrap(kind, bits) };
    if kind == crate::dynamic::DYNAMIC_UNDEFINED {
        return true;
    }
    kind == ELEMENT_NUMBER && is_undefined_number(f64::from_bits(bits))
}

/// The string an element converts to, which the default order compares.
fn sort_key(kind: u32, bits: u64) -> Vec<u16> {
    // A value of a union type sorts by its payload's text.
    // SAFETY: the array's live elements.
    let (kind, bits) = unsafe { crate::dynamic::unwrap(kind, bits) };
    if kind == crate::dynamic::DYNAMIC_NULL {
        return "null".encode_utf16().collect();
    }
    match kind {
        ELEMENT_NUMBER => {
            let mut text = Vec::new();
            crate::number::format_number(f64::from_bits(bits), &mut text);
            text.into_iter().map(u16::from).collect()
        }
        ELEMENT_BOOLEAN => (if bits != 0 { "true" } else { "false" })
            .encode_utf16()
            .collect(),
        ELEMENT_STRING => {
            // SAFETY: a live string element.
            let units = unsafe { string::units(bits as *const ScrString) };
            (0..units.len()).map(|index| units.unit(index)).collect()
        }
        _ => "[object Object]".encode_utf16().collect(),
    }
}

/// Stable: equal elements keep their order.
fn merge_sort(
    items: &mut [usize],
    buffer: &mut [usize],
    greater: &mut impl FnMut(usize, usize) -> bool,
) {
    let length = items.len();
    if length <= 1 {
        return;
    }
    if length <= 8 {
        // Insertion sort for short runs.
        for index in 1..length {
            let mut position = index;
            while position > 0 && greater(items[position - 1], items[position]) {
                items.swap(position - 1, position);
                position -= 1;
            }
        }
        return;
    }
    let middle = length / 2;
    {
        let (left, right) = items.split_at_mut(middle);
        let (left_buffer, right_buffer) = buffer.split_at_mut(middle);
        merge_sort(left, left_buffer, greater);
        merge_sort(right, right_buffer, greater);
    }
    buffer[..length].copy_from_slice(items);
    let (mut left, mut right, mut out) = (0, middle, 0);
    while left < middle && right < length {
        if greater(buffer[left], buffer[right]) {
            items[out] = buffer[right];
            right += 1;
        } else {
            items[out] = buffer[left];
            left += 1;
        }
        out += 1;
    }
    while left < middle {
        items[out] = buffer[left];
        left += 1;
        out += 1;
    }
    while right < length {
        items[out] = buffer[right];
        right += 1;
        out += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::merge_sort;

    #[test]
    fn merge_sort_is_stable_and_sorted() {
        let keys = [5, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4];
        let mut order: Vec<usize> = (0..keys.len()).collect();
        let mut buffer = order.clone();
        merge_sort(&mut order, &mut buffer, &mut |a, b| keys[a] > keys[b]);
        for pair in order.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            assert!(keys[a] < keys[b] || (keys[a] == keys[b] && a < b));
        }
    }
}
