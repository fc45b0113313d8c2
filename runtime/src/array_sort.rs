//! `array.sort(compare)` and `toSorted`: V8's TimSort over the slots.
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
    let mut compare_positions = |a: usize, b: usize| -> f64 {
        // A comparator that threw: the sort stops calling it, and the
        // array is left as it was (V8 writes back only a finished sort).
        // SAFETY: single-threaded read of the flag.
        if unsafe { crate::dynamic::scr_pending } != 0 {
            return 0.0;
        }
        match compare {
            // SAFETY: the trampoline's contract.
            Some(compare) => unsafe { compare(closure, values[a], values[b]) },
            None => match keys[a].cmp(&keys[b]) {
                std::cmp::Ordering::Less => -1.0,
                std::cmp::Ordering::Equal => 0.0,
                std::cmp::Ordering::Greater => 1.0,
            },
        }
    };
    timsort(&mut order, &mut compare_positions);
    // SAFETY: single-threaded read of the flag.
    if unsafe { crate::dynamic::scr_pending } != 0 {
        return;
    }
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
        // Arrays and tuples by their elements joined, objects as `String`
        // gives them.
        crate::array::ELEMENT_ARRAY if bits != 0 => {
            let mut text = Vec::new();
            // SAFETY: a live array element.
            unsafe { crate::array::text_into(bits as *const crate::array::ScrArray, &mut text) };
            text
        }
        crate::array::ELEMENT_OBJECT if bits != 0 => {
            let mut text = Vec::new();
            // SAFETY: a live object element.
            unsafe {
                crate::dynamic::object_text_into(bits as *const crate::object::ScrObject, &mut text)
            };
            text
        }
        _ => "[object Object]".encode_utf16().collect(),
    }
}

/// V8's `Array.prototype.sort`: TimSort as V8's `array-sort.tq` writes it
/// (binary insertion sort for short runs, merges with galloping), so even a
/// comparator that is not consistent (one that returns NaN, which counts as
/// 0, or contradicts itself) leaves the elements in the order Node leaves
/// them. `compare(a, b)` orders two positions of `items`.
pub fn timsort(items: &mut [usize], compare: &mut dyn FnMut(usize, usize) -> f64) {
    let mut state = TimSort {
        work: items.to_vec(),
        compare,
        min_gallop: MIN_GALLOP,
        runs: Vec::new(),
    };
    state.sort();
    items.copy_from_slice(&state.work);
}

const MIN_GALLOP: usize = 7;

struct TimSort<'c> {
    work: Vec<usize>,
    compare: &'c mut dyn FnMut(usize, usize) -> f64,
    min_gallop: usize,
    /// Pending runs: base and length.
    runs: Vec<(usize, usize)>,
}

fn min_run_length(mut n: usize) -> usize {
    let mut r = 0;
    while n >= 64 {
        r |= n & 1;
        n >>= 1;
    }
    n + r
}

impl TimSort<'_> {
    /// ECMAScript's SortCompare: the comparator's result, NaN as +0.
    fn order(&mut self, a: usize, b: usize) -> f64 {
        let value = (self.compare)(a, b);
        if value.is_nan() { 0.0 } else { value }
    }

    fn sort(&mut self) {
        let length = self.work.len();
        if length < 2 {
            return;
        }
        let mut remaining = length;
        let mut low = 0;
        let min_run = min_run_length(remaining);
        while remaining != 0 {
            let mut run = self.count_and_make_run(low, low + remaining);
            if run < min_run {
                let forced = min_run.min(remaining);
                self.binary_insertion_sort(low, low + run, low + forced);
                run = forced;
            }
            self.runs.push((low, run));
            self.merge_collapse();
            low += run;
            remaining -= run;
        }
        self.merge_force_collapse();
    }

    /// The run starting at `low`: ascending (each element not below the
    /// one before), or strictly descending, which is reversed.
    fn count_and_make_run(&mut self, low: usize, high: usize) -> usize {
        if low + 1 == high {
            return 1;
        }
        let mut run = 2;
        let mut previous = self.work[low + 1];
        let first = self.work[low];
        let descending = self.order(previous, first) < 0.0;
        for index in low + 2..high {
            let current = self.work[index];
            let order = self.order(current, previous);
            if descending {
                if order >= 0.0 {
                    break;
                }
            } else if order < 0.0 {
                break;
            }
            previous = current;
            run += 1;
        }
        if descending {
            self.work[low..low + run].reverse();
        }
        run
    }

    fn binary_insertion_sort(&mut self, low: usize, start: usize, high: usize) {
        let start = if start == low { start + 1 } else { start };
        for start in start..high {
            let pivot = self.work[start];
            let mut left = low;
            let mut right = start;
            while left < right {
                let middle = left + ((right - left) >> 1);
                let order = self.order(pivot, self.work[middle]);
                if order < 0.0 {
                    right = middle;
                } else {
                    left = middle + 1;
                }
            }
            self.work.copy_within(left..start, left + 1);
            self.work[left] = pivot;
        }
    }

    fn run_length(&self, index: usize) -> usize {
        self.runs[index].1
    }

    /// `runs[n - 2] > runs[n - 1] + runs[n]` (or `n < 2`).
    fn invariant(&self, n: usize) -> bool {
        if n < 2 {
            return true;
        }
        self.run_length(n - 2) > self.run_length(n - 1) + self.run_length(n)
    }

    fn merge_collapse(&mut self) {
        while self.runs.len() > 1 {
            let mut n = self.runs.len() - 2;
            if !self.invariant(n + 1) || !self.invariant(n) {
                if n > 0 && self.run_length(n - 1) < self.run_length(n + 1) {
                    n -= 1;
                }
                self.merge_at(n);
            } else if self.run_length(n) <= self.run_length(n + 1) {
                self.merge_at(n);
            } else {
                break;
            }
        }
    }

    fn merge_force_collapse(&mut self) {
        while self.runs.len() > 1 {
            let mut n = self.runs.len() - 2;
            if n > 0 && self.run_length(n - 1) < self.run_length(n + 1) {
                n -= 1;
            }
            self.merge_at(n);
        }
    }

    fn merge_at(&mut self, i: usize) {
        let (mut base_a, mut length_a) = self.runs[i];
        let (base_b, mut length_b) = self.runs[i + 1];
        self.runs[i].1 = length_a + length_b;
        self.runs.remove(i + 1);
        let key_right = self.work[base_b];
        let k = self.gallop_right(Source::Work, key_right, base_a, length_a, 0);
        base_a += k;
        length_a -= k;
        if length_a == 0 {
            return;
        }
        let key_left = self.work[base_a + length_a - 1];
        length_b = self.gallop_left(Source::Work, key_left, base_b, length_b, length_b - 1);
        if length_b == 0 {
            return;
        }
        if length_a <= length_b {
            self.merge_low(base_a, length_a, base_b, length_b);
        } else {
            self.merge_high(base_a, length_a, base_b, length_b);
        }
    }

    fn element(&self, source: &Source, temp: &[usize], index: usize) -> usize {
        match source {
            Source::Work => self.work[index],
            Source::Temp => temp[index],
        }
    }

    /// Where `key` goes in the sorted `length` elements at `base`: before
    /// the first element not below it.
    fn gallop_left(
        &mut self,
        source: Source,
        key: usize,
        base: usize,
        length: usize,
        hint: usize,
    ) -> usize {
        self.gallop_left_in(&source, &[], key, base, length, hint)
    }

    fn gallop_left_in(
        &mut self,
        source: &Source,
        temp: &[usize],
        key: usize,
        base: usize,
        length: usize,
        hint: usize,
    ) -> usize {
        let mut last_offset: isize = 0;
        let mut offset: isize = 1;
        let hint_element = self.element(source, temp, base + hint);
        let (hint, length) = (hint as isize, length as isize);
        if self.order(hint_element, key) < 0.0 {
            let max_offset = length - hint;
            while offset < max_offset {
                let element = self.element(source, temp, base + (hint + offset) as usize);
                if self.order(element, key) >= 0.0 {
                    break;
                }
                last_offset = offset;
                offset = (offset << 1) + 1;
            }
            offset = offset.min(max_offset);
            last_offset += hint;
            offset += hint;
        } else {
            let max_offset = hint + 1;
            while offset < max_offset {
                let element = self.element(source, temp, base + (hint - offset) as usize);
                if self.order(element, key) < 0.0 {
                    break;
                }
                last_offset = offset;
                offset = (offset << 1) + 1;
            }
            offset = offset.min(max_offset);
            let previous = last_offset;
            last_offset = hint - offset;
            offset = hint - previous;
        }
        last_offset += 1;
        while last_offset < offset {
            let middle = last_offset + ((offset - last_offset) >> 1);
            let element = self.element(source, temp, base + middle as usize);
            if self.order(element, key) < 0.0 {
                last_offset = middle + 1;
            } else {
                offset = middle;
            }
        }
        offset as usize
    }

    /// Where `key` goes in the sorted `length` elements at `base`: after
    /// the last element not above it.
    fn gallop_right(
        &mut self,
        source: Source,
        key: usize,
        base: usize,
        length: usize,
        hint: usize,
    ) -> usize {
        self.gallop_right_in(&source, &[], key, base, length, hint)
    }

    fn gallop_right_in(
        &mut self,
        source: &Source,
        temp: &[usize],
        key: usize,
        base: usize,
        length: usize,
        hint: usize,
    ) -> usize {
        let mut last_offset: isize = 0;
        let mut offset: isize = 1;
        let hint_element = self.element(source, temp, base + hint);
        let (hint, length) = (hint as isize, length as isize);
        if self.order(key, hint_element) < 0.0 {
            let max_offset = hint + 1;
            while offset < max_offset {
                let element = self.element(source, temp, base + (hint - offset) as usize);
                if self.order(key, element) >= 0.0 {
                    break;
                }
                last_offset = offset;
                offset = (offset << 1) + 1;
            }
            offset = offset.min(max_offset);
            let previous = last_offset;
            last_offset = hint - offset;
            offset = hint - previous;
        } else {
            let max_offset = length - hint;
            while offset < max_offset {
                let element = self.element(source, temp, base + (hint + offset) as usize);
                if self.order(key, element) < 0.0 {
                    break;
                }
                last_offset = offset;
                offset = (offset << 1) + 1;
            }
            offset = offset.min(max_offset);
            last_offset += hint;
            offset += hint;
        }
        last_offset += 1;
        while last_offset < offset {
            let middle = last_offset + ((offset - last_offset) >> 1);
            let element = self.element(source, temp, base + middle as usize);
            if self.order(key, element) < 0.0 {
                offset = middle;
            } else {
                last_offset = middle + 1;
            }
        }
        offset as usize
    }

    fn merge_low(&mut self, base_a: usize, length_a: usize, base_b: usize, length_b: usize) {
        let (mut length_a, mut length_b) = (length_a, length_b);
        let temp: Vec<usize> = self.work[base_a..base_a + length_a].to_vec();
        let mut dest = base_a;
        let mut cursor_temp = 0;
        let mut cursor_b = base_b;
        self.work[dest] = self.work[cursor_b];
        dest += 1;
        cursor_b += 1;
        length_b -= 1;
        // What is left to do when the loop ends.
        enum End {
            Succeed,
            CopyB,
        }
        let end = 'merge: {
            if length_b == 0 {
                break 'merge End::Succeed;
            }
            if length_a == 1 {
                break 'merge End::CopyB;
            }
            let mut min_gallop = self.min_gallop;
            loop {
                let mut wins_a = 0;
                let mut wins_b = 0;
                loop {
                    let order = self.order(self.work[cursor_b], temp[cursor_temp]);
                    if order < 0.0 {
                        self.work[dest] = self.work[cursor_b];
                        dest += 1;
                        cursor_b += 1;
                        wins_b += 1;
                        length_b -= 1;
                        wins_a = 0;
                        if length_b == 0 {
                            break 'merge End::Succeed;
                        }
                        if wins_b >= min_gallop {
                            break;
                        }
                    } else {
                        self.work[dest] = temp[cursor_temp];
                        dest += 1;
                        cursor_temp += 1;
                        wins_a += 1;
                        length_a -= 1;
                        wins_b = 0;
                        if length_a == 1 {
                            break 'merge End::CopyB;
                        }
                        if wins_a >= min_gallop {
                            break;
                        }
                    }
                }
                min_gallop += 1;
                let mut first = true;
                while wins_a >= MIN_GALLOP || wins_b >= MIN_GALLOP || first {
                    first = false;
                    min_gallop = min_gallop.saturating_sub(1).max(1);
                    self.min_gallop = min_gallop;
                    let key = self.work[cursor_b];
                    wins_a =
                        self.gallop_right_in(&Source::Temp, &temp, key, cursor_temp, length_a, 0);
                    if wins_a > 0 {
                        self.work[dest..dest + wins_a]
                            .copy_from_slice(&temp[cursor_temp..cursor_temp + wins_a]);
                        dest += wins_a;
                        cursor_temp += wins_a;
                        length_a -= wins_a;
                        if length_a == 1 {
                            break 'merge End::CopyB;
                        }
                        if length_a == 0 {
                            break 'merge End::Succeed;
                        }
                    }
                    self.work[dest] = self.work[cursor_b];
                    dest += 1;
                    cursor_b += 1;
                    length_b -= 1;
                    if length_b == 0 {
                        break 'merge End::Succeed;
                    }
                    let key = temp[cursor_temp];
                    wins_b = self.gallop_left_in(&Source::Work, &[], key, cursor_b, length_b, 0);
                    if wins_b > 0 {
                        self.work.copy_within(cursor_b..cursor_b + wins_b, dest);
                        dest += wins_b;
                        cursor_b += wins_b;
                        length_b -= wins_b;
                        if length_b == 0 {
                            break 'merge End::Succeed;
                        }
                    }
                    self.work[dest] = temp[cursor_temp];
                    dest += 1;
                    cursor_temp += 1;
                    length_a -= 1;
                    if length_a == 1 {
                        break 'merge End::CopyB;
                    }
                }
                min_gallop += 1;
                self.min_gallop = min_gallop;
            }
        };
        match end {
            End::Succeed => {
                if length_a > 0 {
                    self.work[dest..dest + length_a]
                        .copy_from_slice(&temp[cursor_temp..cursor_temp + length_a]);
                }
            }
            End::CopyB => {
                self.work.copy_within(cursor_b..cursor_b + length_b, dest);
                self.work[dest + length_b] = temp[cursor_temp];
            }
        }
    }

    fn merge_high(&mut self, base_a: usize, length_a: usize, base_b: usize, length_b: usize) {
        let (mut length_a, mut length_b) = (length_a, length_b);
        let temp: Vec<usize> = self.work[base_b..base_b + length_b].to_vec();
        // Merged backwards; cursors are signed as they may pass the start.
        let mut dest = (base_b + length_b - 1) as isize;
        let mut cursor_temp = length_b as isize - 1;
        let mut cursor_a = (base_a + length_a - 1) as isize;
        self.work[dest as usize] = self.work[cursor_a as usize];
        dest -= 1;
        cursor_a -= 1;
        length_a -= 1;
        enum End {
            Succeed,
            CopyA,
        }
        let end = 'merge: {
            if length_a == 0 {
                break 'merge End::Succeed;
            }
            if length_b == 1 {
                break 'merge End::CopyA;
            }
            let mut min_gallop = self.min_gallop;
            loop {
                let mut wins_a = 0;
                let mut wins_b = 0;
                loop {
                    let order =
                        self.order(temp[cursor_temp as usize], self.work[cursor_a as usize]);
                    if order < 0.0 {
                        self.work[dest as usize] = self.work[cursor_a as usize];
                        dest -= 1;
                        cursor_a -= 1;
                        wins_a += 1;
                        length_a -= 1;
                        wins_b = 0;
                        if length_a == 0 {
                            break 'merge End::Succeed;
                        }
                        if wins_a >= min_gallop {
                            break;
                        }
                    } else {
                        self.work[dest as usize] = temp[cursor_temp as usize];
                        dest -= 1;
                        cursor_temp -= 1;
                        wins_b += 1;
                        length_b -= 1;
                        wins_a = 0;
                        if length_b == 1 {
                            break 'merge End::CopyA;
                        }
                        if wins_b >= min_gallop {
                            break;
                        }
                    }
                }
                min_gallop += 1;
                let mut first = true;
                while wins_a >= MIN_GALLOP || wins_b >= MIN_GALLOP || first {
                    first = false;
                    min_gallop = min_gallop.saturating_sub(1).max(1);
                    self.min_gallop = min_gallop;
                    let key = temp[cursor_temp as usize];
                    let k = self.gallop_right_in(
                        &Source::Work,
                        &[],
                        key,
                        base_a,
                        length_a,
                        length_a - 1,
                    );
                    wins_a = length_a - k;
                    if wins_a > 0 {
                        dest -= wins_a as isize;
                        cursor_a -= wins_a as isize;
                        let from = (cursor_a + 1) as usize;
                        self.work
                            .copy_within(from..from + wins_a, (dest + 1) as usize);
                        length_a -= wins_a;
                        if length_a == 0 {
                            break 'merge End::Succeed;
                        }
                    }
                    self.work[dest as usize] = temp[cursor_temp as usize];
                    dest -= 1;
                    cursor_temp -= 1;
                    length_b -= 1;
                    if length_b == 1 {
                        break 'merge End::CopyA;
                    }
                    let key = self.work[cursor_a as usize];
                    let k =
                        self.gallop_left_in(&Source::Temp, &temp, key, 0, length_b, length_b - 1);
                    wins_b = length_b - k;
                    if wins_b > 0 {
                        dest -= wins_b as isize;
                        cursor_temp -= wins_b as isize;
                        let from = (cursor_temp + 1) as usize;
                        let to = (dest + 1) as usize;
                        self.work[to..to + wins_b].copy_from_slice(&temp[from..from + wins_b]);
                        length_b -= wins_b;
                        if length_b == 1 {
                            break 'merge End::CopyA;
                        }
                        if length_b == 0 {
                            break 'merge End::Succeed;
                        }
                    }
                    self.work[dest as usize] = self.work[cursor_a as usize];
                    dest -= 1;
                    cursor_a -= 1;
                    length_a -= 1;
                    if length_a == 0 {
                        break 'merge End::Succeed;
                    }
                }
                min_gallop += 1;
                self.min_gallop = min_gallop;
            }
        };
        match end {
            End::Succeed => {
                if length_b > 0 {
                    let to = (dest - (length_b as isize - 1)) as usize;
                    self.work[to..to + length_b].copy_from_slice(&temp[..length_b]);
                }
            }
            End::CopyA => {
                dest -= length_a as isize;
                cursor_a -= length_a as isize;
                let from = (cursor_a + 1) as usize;
                self.work
                    .copy_within(from..from + length_a, (dest + 1) as usize);
                self.work[dest as usize] = temp[cursor_temp as usize];
            }
        }
    }
}

/// Which array a gallop searches.
enum Source {
    Work,
    Temp,
}

#[cfg(test)]
mod tests {
    use super::timsort;

    fn sorted(keys: &[i64]) -> Vec<usize> {
        let mut order: Vec<usize> = (0..keys.len()).collect();
        timsort(&mut order, &mut |a, b| (keys[a] - keys[b]) as f64);
        order
    }

    #[test]
    fn timsort_is_stable_and_sorted() {
        // Short (insertion sort only) and long (runs, merges, galloping)
        // inputs, with many repeated keys.
        for length in [0, 1, 2, 20, 63, 64, 65, 200, 1000, 5000] {
            let keys: Vec<i64> = (0..length as i64)
                .map(|i| (i * 7919) % 97 - (i % 13) * 5)
                .collect();
            let order = sorted(&keys);
            assert_eq!(order.len(), keys.len());
            for pair in order.windows(2) {
                let (a, b) = (pair[0], pair[1]);
                assert!(
                    keys[a] < keys[b] || (keys[a] == keys[b] && a < b),
                    "length {length}"
                );
            }
        }
        // Descending and already sorted runs.
        let keys: Vec<i64> = (0..3000)
            .map(|i| if i < 1500 { 1500 - i } else { i })
            .collect();
        let order = sorted(&keys);
        for pair in order.windows(2) {
            assert!(keys[pair[0]] <= keys[pair[1]]);
        }
    }
}
