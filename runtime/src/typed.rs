//! Typed arrays (`Int8Array` ... `Float64Array`): the array header with an
//! element kind of [`TYPED_BASE`] and up, pointing at a buffer of
//! fixed-size numbers.
//!
//! Layout (the array header of `array.rs`, read by the compiler's
//! `codegen/typed.rs`):
//!
//! ```text
//! offset 0   u64  reference count (u64::MAX: immortal)
//! offset 8   u32  length in elements
//! offset 12  u32  element kind: TYPED_BASE + TypedKind
//! offset 16  ptr  the first element
//! offset 24  ptr  the typed array owning the buffer (a counted reference),
//!                 or null when this one owns it
//! ```
//!
//! A `subarray` is a view: its element pointer points into its owner's
//! buffer and it holds a reference to the owner, so the memory lives as
//! long as any view of it. Elements are converted on store as JavaScript
//! converts them (ToInt32 and truncation for integer kinds, clamping and
//! rounding half to even for `Uint8ClampedArray`, rounding to float32).

use crate::array::{ELEMENT_NUMBER, ScrArray, UNDEFINED_NUMBER_BITS, is_undefined_number};

/// The first typed element kind; the kinds follow in the compiler's
/// `TypedKind` order.
pub const TYPED_BASE: u32 = 16;
const INT8: u32 = TYPED_BASE;
pub const UINT8: u32 = TYPED_BASE + 1;
const UINT8_CLAMPED: u32 = TYPED_BASE + 2;
const INT16: u32 = TYPED_BASE + 3;
const UINT16: u32 = TYPED_BASE + 4;
const INT32: u32 = TYPED_BASE + 5;
const UINT32: u32 = TYPED_BASE + 6;
const FLOAT32: u32 = TYPED_BASE + 7;
const FLOAT64: u32 = TYPED_BASE + 8;
/// Node's `Buffer`: bytes as `Uint8Array` holds them; prints, converts to
/// a string and serializes as a Buffer; its `slice` is a view.
pub const BUFFER: u32 = TYPED_BASE + 9;
// The kinds are consecutive: `is_typed` is a range check.
const _: () = assert!(FLOAT64 + 1 == BUFFER);

/// The largest length a typed array may have here (Node's limit for
/// 64-bit platforms is larger; ours keeps the length in the u32 field).
const MAX_LENGTH: f64 = 4_294_967_295.0;

pub fn is_typed(kind: u32) -> bool {
    (INT8..=BUFFER).contains(&kind)
}

pub fn name(kind: u32) -> &'static str {
    match kind {
        INT8 => "Int8Array",
        UINT8 => "Uint8Array",
        UINT8_CLAMPED => "Uint8ClampedArray",
        INT16 => "Int16Array",
        UINT16 => "Uint16Array",
        INT32 => "Int32Array",
        UINT32 => "Uint32Array",
        FLOAT32 => "Float32Array",
        BUFFER => "Buffer",
        _ => "Float64Array",
    }
}

fn element_size(kind: u32) -> usize {
    match kind {
        INT8 | UINT8 | UINT8_CLAMPED | BUFFER => 1,
        INT16 | UINT16 => 2,
        INT32 | UINT32 | FLOAT32 => 4,
        _ => 8,
    }
}

/// The element at `index` as a number.
///
/// # Safety
/// `array` must be a live typed array and `index` below its length.
pub unsafe fn get(array: *const ScrArray, index: usize) -> f64 {
    // SAFETY: in bounds (caller contract); the buffer is aligned for its kind.
    unsafe {
        let data = (*array).slots.cast::<u8>();
        match (*array).kind {
            INT8 => f64::from(*data.cast::<i8>().add(index)),
            UINT8 | UINT8_CLAMPED | BUFFER => f64::from(*data.add(index)),
            INT16 => f64::from(*data.cast::<i16>().add(index)),
            UINT16 => f64::from(*data.cast::<u16>().add(index)),
            INT32 => f64::from(*data.cast::<i32>().add(index)),
            UINT32 => f64::from(*data.cast::<u32>().add(index)),
            FLOAT32 => f64::from(*data.cast::<f32>().add(index)),
            _ => *data.cast::<f64>().add(index),
        }
    }
}

/// `Uint8ClampedArray`'s conversion: NaN is 0, the value is clamped to
/// 0..=255 and rounded half to even.
fn clamp_u8(value: f64) -> u8 {
    if value.is_nan() || value <= 0.0 {
        return 0;
    }
    if value >= 255.0 {
        return 255;
    }
    let floor = value.floor();
    let fraction = value - floor;
    let rounded = if fraction > 0.5 || (fraction == 0.5 && floor % 2.0 != 0.0) {
        floor + 1.0
    } else {
        floor
    };
    rounded as u8
}

/// A number stored into a Float64Array: the `undefined` sentinel becomes
/// an ordinary NaN, as JavaScript converts `undefined` to NaN.
fn canonical(value: f64) -> f64 {
    if value.is_nan() { f64::NAN } else { value }
}

/// Stores `value` at `index`, converted to the element kind.
///
/// # Safety
/// `array` must be a live typed array and `index` below its length.
pub unsafe fn put(array: *const ScrArray, index: usize, value: f64) {
    // SAFETY: in bounds (caller contract).
    unsafe {
        let data = (*array).slots.cast::<u8>();
        let int = || crate::number::to_int32(value);
        match (*array).kind {
            INT8 => *data.cast::<i8>().add(index) = int() as i8,
            UINT8 | BUFFER => *data.add(index) = int() as u8,
            UINT8_CLAMPED => *data.add(index) = clamp_u8(value),
            INT16 => *data.cast::<i16>().add(index) = int() as i16,
            UINT16 => *data.cast::<u16>().add(index) = int() as u16,
            INT32 => *data.cast::<i32>().add(index) = int(),
            UINT32 => *data.cast::<u32>().add(index) = int() as u32,
            FLOAT32 => *data.cast::<f32>().add(index) = value as f32,
            _ => *data.cast::<f64>().add(index) = canonical(value),
        }
    }
}

/// # Safety
/// `array` must be live.
pub unsafe fn length(array: *const ScrArray) -> usize {
    // SAFETY: live (caller contract).
    unsafe { (*array).len as usize }
}

/// The values of a live typed array, as numbers.
///
/// # Safety
/// `array` must be a live typed array.
pub unsafe fn values(array: *const ScrArray) -> Vec<f64> {
    // SAFETY: indices below the length.
    unsafe { (0..length(array)).map(|index| get(array, index)).collect() }
}

/// A new zeroed typed array owning its buffer.
pub fn allocate(kind: u32, length: usize) -> *mut ScrArray {
    let array = crate::alloc::allocate(std::mem::size_of::<ScrArray>()).cast::<ScrArray>();
    crate::audit::array_allocated();
    let bytes = length * element_size(kind);
    let data = if bytes == 0 {
        std::ptr::null_mut()
    } else {
        let data = crate::alloc::allocate(bytes);
        // SAFETY: a fresh block of at least `bytes` bytes.
        unsafe { std::ptr::write_bytes(data, 0, bytes) };
        data
    };
    // SAFETY: freshly allocated header.
    unsafe {
        array.write(ScrArray {
            rc: 1,
            len: length as u32,
            kind,
            slots: data.cast(),
            capacity: 0,
        });
    }
    array
}

/// Frees a typed array whose count reached zero: its buffer, or its
/// reference to the owner of the buffer it views.
///
/// # Safety
/// `array` must be a heap typed array nothing uses any more.
pub unsafe fn free(array: *mut ScrArray) {
    // SAFETY: dead header (caller contract); the owner is a counted reference.
    unsafe {
        let owner = (*array).capacity as *mut ScrArray;
        if !owner.is_null() {
            crate::array::release(owner);
        } else if !(*array).slots.is_null() {
            crate::alloc::deallocate((*array).slots.cast());
        }
        crate::alloc::deallocate(array.cast());
    }
    crate::audit::array_freed();
}

/// ToIntegerOrInfinity, with `undefined` (the sentinel) as `missing`.
fn integer_or(value: f64, missing: f64) -> f64 {
    if is_undefined_number(value) {
        return missing;
    }
    if value.is_nan() {
        return 0.0;
    }
    value.trunc() + 0.0
}

/// A relative index (`begin`, `end` of slice, subarray, fill): negative
/// counts from the end; clamped to `0..=length`.
fn relative(value: f64, missing: f64, length: usize) -> usize {
    let integer = integer_or(value, missing);
    let length = length as f64;
    let position = if integer < 0.0 {
        (length + integer).max(0.0)
    } else {
        integer.min(length)
    };
    position as usize
}

/// The `begin`/`end` arguments of slice, subarray and fill as indices,
/// `begin <= end <= length`.
fn span(begin: f64, end: f64, length: usize) -> (usize, usize) {
    let begin = relative(begin, 0.0, length);
    (begin, relative(end, length as f64, length).max(begin))
}

fn number_text(value: f64) -> String {
    let mut out = Vec::new();
    crate::number::format_number(value, &mut out);
    String::from_utf8(out).unwrap_or_default()
}

/// The typed array kind a box holds (`x instanceof Uint8Array`), or -1.
///
/// # Safety
/// `value` must be a live box or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_typed_kind_of(value: *const crate::object::ScrObject) -> f64 {
    // SAFETY: a live box (caller contract); an array payload is live.
    unsafe {
        let (kind, bits) = crate::dynamic::contents(value);
        if kind == crate::array::ELEMENT_ARRAY && bits != 0 {
            let held = (*(bits as *const ScrArray)).kind;
            if is_typed(held) {
                return f64::from(held);
            }
        }
    }
    -1.0
}

/// `new Int32Array(length)`: RangeError for a negative or huge length.
#[unsafe(no_mangle)]
pub extern "C" fn scr_typed_new(kind: u32, length: f64) -> *mut ScrArray {
    let integer = integer_or(length, 0.0);
    if !(0.0..=MAX_LENGTH).contains(&integer) {
        let message = format!("Invalid typed array length: {}", number_text(length));
        crate::dynamic::raise("RangeError", &message);
        return allocate(kind, 0);
    }
    allocate(kind, integer as usize)
}

/// `new Int32Array(source)` and `Int32Array.from(source)`: a copy of a
/// number array or another typed array, converted element by element.
///
/// # Safety
/// `source` must be a live number array or typed array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_typed_from(kind: u32, source: *const ScrArray) -> *mut ScrArray {
    // SAFETY: live source (caller contract).
    let values = unsafe { source_values(source) };
    let array = allocate(kind, values.len());
    for (index, &value) in values.iter().enumerate() {
        // SAFETY: index below the new length.
        unsafe { put(array, index, value) };
    }
    array
}

/// The values of a number array or typed array.
///
/// # Safety
/// `source` must be a live number array or typed array.
unsafe fn source_values(source: *const ScrArray) -> Vec<f64> {
    // SAFETY: live source (caller contract).
    unsafe {
        if is_typed((*source).kind) {
            values(source)
        } else {
            debug_assert_eq!((*source).kind, ELEMENT_NUMBER);
            crate::array::slots(source)
                .iter()
                .map(|&bits| f64::from_bits(bits))
                .collect()
        }
    }
}

/// `Array.from(typed)`, `[...typed]`: the elements as a number array.
///
/// # Safety
/// `array` must be a live typed array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_typed_to_array(array: *const ScrArray) -> *mut ScrArray {
    // SAFETY: live typed array.
    let values = unsafe { values(array) };
    let result = crate::array::scr_array_new(ELEMENT_NUMBER, values.len() as u64);
    for value in values {
        // SAFETY: the new array is live; numbers are not counted.
        unsafe { crate::array::scr_array_push(result, value.to_bits()) };
    }
    result
}

/// `target.set(source, offset)`: copies a number array or typed array in
/// (through a copy, so overlapping views work); RangeError when it does
/// not fit.
///
/// # Safety
/// `target` must be a live typed array; `source` a live number array or
/// typed array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_typed_set(
    target: *const ScrArray,
    source: *const ScrArray,
    offset: f64,
) {
    let offset = integer_or(offset, 0.0);
    // SAFETY: live arrays (caller contract).
    let (values, length) = unsafe { (source_values(source), length(target)) };
    if offset < 0.0 || offset + values.len() as f64 > length as f64 {
        crate::dynamic::raise("RangeError", "offset is out of bounds");
        return;
    }
    let offset = offset as usize;
    for (index, &value) in values.iter().enumerate() {
        // SAFETY: checked to fit.
        unsafe { put(target, offset + index, value) };
    }
}

/// `a.subarray(begin, end)`: a view sharing `a`'s buffer.
///
/// # Safety
/// `array` must be a live typed array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_typed_subarray(
    array: *mut ScrArray,
    begin: f64,
    end: f64,
) -> *mut ScrArray {
    // SAFETY: live typed array (caller contract).
    unsafe {
        let length = length(array);
        let (begin, end) = span(begin, end, length);
        let kind = (*array).kind;
        let owner = match (*array).capacity {
            0 => array,
            owner => owner as *mut ScrArray,
        };
        let view = crate::alloc::allocate(std::mem::size_of::<ScrArray>()).cast::<ScrArray>();
        crate::audit::array_allocated();
        let data = if (*array).slots.is_null() {
            std::ptr::null_mut()
        } else {
            (*array).slots.cast::<u8>().add(begin * element_size(kind))
        };
        crate::array::retain(owner);
        view.write(ScrArray {
            rc: 1,
            len: (end - begin) as u32,
            kind,
            slots: data.cast(),
            capacity: owner as u64,
        });
        view
    }
}

/// `a.slice(begin, end)`: a copy with its own buffer; of a Buffer, a view
/// (`Buffer.prototype.slice` is `subarray`, whatever the static type).
///
/// # Safety
/// `array` must be a live typed array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_typed_slice(
    array: *mut ScrArray,
    begin: f64,
    end: f64,
) -> *mut ScrArray {
    // SAFETY: live typed array (caller contract).
    unsafe {
        if (*array).kind == BUFFER {
            return scr_typed_subarray(array, begin, end);
        }
        scr_typed_copy(array, begin, end)
    }
}

/// A copy of `a[begin..end]` with its own buffer, of the same kind (the
/// prelude's per-element methods and `toSorted` copy this way, Buffers too).
///
/// # Safety
/// `array` must be a live typed array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_typed_copy(
    array: *const ScrArray,
    begin: f64,
    end: f64,
) -> *mut ScrArray {
    // SAFETY: live typed array (caller contract).
    unsafe {
        let length = length(array);
        let (begin, end) = span(begin, end, length);
        let kind = (*array).kind;
        let result = allocate(kind, end - begin);
        if end > begin {
            let size = element_size(kind);
            std::ptr::copy_nonoverlapping(
                (*array).slots.cast::<u8>().add(begin * size),
                (*result).slots.cast::<u8>(),
                (end - begin) * size,
            );
        }
        result
    }
}

/// `a.fill(value, begin, end)`: returns `a` (a new reference).
///
/// # Safety
/// `array` must be a live typed array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_typed_fill(
    array: *mut ScrArray,
    value: f64,
    begin: f64,
    end: f64,
) -> *mut ScrArray {
    // SAFETY: live typed array (caller contract).
    unsafe {
        let length = length(array);
        let (begin, end) = span(begin, end, length);
        for index in begin..end {
            put(array, index, value);
        }
        crate::array::retain(array);
    }
    array
}

/// `a.byteOffset`: where a view's elements start in its owner's buffer
/// (0 for an array owning its buffer).
///
/// # Safety
/// `array` must be a live typed array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_typed_byte_offset(array: *const ScrArray) -> f64 {
    // SAFETY: live typed array and owner (caller contract).
    unsafe {
        let owner = (*array).capacity as *const ScrArray;
        if owner.is_null() {
            return 0.0;
        }
        ((*array).slots as usize - (*owner).slots as usize) as f64
    }
}

/// `a.copyWithin(target, begin, end)`: the elements of `begin..end` copied
/// to `target` (their bytes, as if through a copy: the ranges may
/// overlap); returns `a` (a new reference).
///
/// # Safety
/// `array` must be a live typed array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_typed_copy_within(
    array: *mut ScrArray,
    target: f64,
    begin: f64,
    end: f64,
) -> *mut ScrArray {
    // SAFETY: live typed array (caller contract); both ranges are inside
    // its buffer.
    unsafe {
        let length = length(array);
        let target = relative(target, 0.0, length);
        let (begin, end) = span(begin, end, length);
        let count = (end - begin).min(length - target);
        let size = element_size((*array).kind);
        let data = (*array).slots.cast::<u8>();
        std::ptr::copy(
            data.add(begin * size),
            data.add(target * size),
            count * size,
        );
        crate::array::retain(array);
    }
    array
}

/// `indexOf` (mode 0), `lastIndexOf` (1) and `includes` (2, SameValueZero:
/// finds NaN; the result is 0 or 1).
///
/// # Safety
/// `array` must be a live typed array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_typed_search(
    array: *const ScrArray,
    value: f64,
    from: f64,
    mode: u32,
) -> f64 {
    // SAFETY: live typed array (caller contract).
    let values = unsafe { values(array) };
    let length = values.len();
    let matches = |element: f64| {
        if mode == 2 && value.is_nan() {
            element.is_nan()
        } else {
            element == value
        }
    };
    if mode == 1 {
        let from = integer_or(from, length as f64 - 1.0);
        let start = if from < 0.0 {
            length as f64 + from
        } else {
            from.min(length as f64 - 1.0)
        };
        if start < 0.0 {
            return -1.0;
        }
        for index in (0..=start as usize).rev() {
            if matches(values[index]) {
                return index as f64;
            }
        }
        return -1.0;
    }
    let start = relative(from, 0.0, length);
    let found = (start..length).find(|&index| matches(values[index]));
    match (mode, found) {
        (2, found) => f64::from(u8::from(found.is_some())),
        (_, Some(index)) => index as f64,
        (_, None) => -1.0,
    }
}

/// Appends the elements' texts joined by `separator`.
///
/// # Safety
/// `array` must be a live typed array.
pub unsafe fn join_into(array: *const ScrArray, separator: &[u16], out: &mut Vec<u16>) {
    // SAFETY: live typed array.
    let values = unsafe { values(array) };
    for (index, value) in values.into_iter().enumerate() {
        if index > 0 {
            out.extend_from_slice(separator);
        }
        out.extend(number_text(value).bytes().map(u16::from));
    }
}

/// `a.reverse()` in place: returns `a` (a new reference).
///
/// # Safety
/// `array` must be a live typed array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_typed_reverse(array: *mut ScrArray) -> *mut ScrArray {
    // SAFETY: live typed array (caller contract).
    unsafe {
        let mut values = values(array);
        values.reverse();
        for (index, value) in values.into_iter().enumerate() {
            put(array, index, value);
        }
        crate::array::retain(array);
    }
    array
}

/// `a.sort()` in place, numerically: `-0` before `+0`, NaN last. Returns
/// `a` (a new reference).
///
/// # Safety
/// `array` must be a live typed array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_typed_sort(array: *mut ScrArray) -> *mut ScrArray {
    // SAFETY: live typed array (caller contract).
    unsafe {
        let mut values = values(array);
        values.sort_by(|a, b| numeric_order(*a, *b));
        for (index, value) in values.into_iter().enumerate() {
            put(array, index, value);
        }
        crate::array::retain(array);
    }
    array
}

fn numeric_order(a: f64, b: f64) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    match (a.is_nan(), b.is_nan()) {
        (true, true) => Ordering::Equal,
        (true, false) => Ordering::Greater,
        (false, true) => Ordering::Less,
        _ if a < b => Ordering::Less,
        _ if a > b => Ordering::Greater,
        _ => b.is_sign_negative().cmp(&a.is_sign_negative()),
    }
}

/// `a.at(index)`: `undefined` outside.
///
/// # Safety
/// `array` must be a live typed array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_typed_at(array: *const ScrArray, index: f64) -> f64 {
    // SAFETY: live typed array (caller contract).
    let length = unsafe { length(array) } as f64;
    let integer = integer_or(index, 0.0);
    let position = if integer < 0.0 {
        length + integer
    } else {
        integer
    };
    if position < 0.0 || position >= length {
        return f64::from_bits(UNDEFINED_NUMBER_BITS);
    }
    // SAFETY: checked inside.
    unsafe { get(array, position as usize) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clamping_rounds_half_to_even() {
        assert_eq!(clamp_u8(0.5), 0);
        assert_eq!(clamp_u8(1.5), 2);
        assert_eq!(clamp_u8(2.5), 2);
        assert_eq!(clamp_u8(254.5), 254);
        assert_eq!(clamp_u8(300.0), 255);
        assert_eq!(clamp_u8(-3.0), 0);
        assert_eq!(clamp_u8(f64::NAN), 0);
        assert_eq!(clamp_u8(2.6), 3);
    }

    #[test]
    fn numeric_order_puts_negative_zero_first_and_nan_last() {
        let mut values = [f64::NAN, 1.0, 0.0, -0.0, -1.0, f64::INFINITY];
        values.sort_by(|a, b| numeric_order(*a, *b));
        assert!(values[1] == 0.0 && values[1].is_sign_negative());
        assert!(values[2] == 0.0 && values[2].is_sign_positive());
        assert_eq!(values[0], -1.0);
        assert!(values[5].is_nan());
    }

    #[test]
    fn stores_convert_as_javascript_does() {
        let kinds = [
            (INT8, 200.0, -56.0),
            (UINT8, -1.0, 255.0),
            (UINT8_CLAMPED, 1.5, 2.0),
            (INT16, 40000.0, -25536.0),
            (UINT16, -1.0, 65535.0),
            (INT32, 4294967297.0, 1.0),
            (UINT32, -1.0, 4294967295.0),
            (FLOAT32, 0.1, f64::from(0.1f32)),
            (FLOAT64, 0.1, 0.1),
        ];
        for (kind, stored, read) in kinds {
            let array = scr_typed_new(kind, 2.0);
            // SAFETY: a live array of length 2.
            unsafe {
                put(array, 1, stored);
                assert_eq!(get(array, 1), read, "{}", name(kind));
                assert_eq!(get(array, 0), 0.0);
                crate::array::release(array);
            }
        }
    }
}
