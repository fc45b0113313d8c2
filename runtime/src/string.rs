//! JavaScript strings: immutable sequences of UTF-16 code units.
//!
//! Stored as V8 stores them: one byte per unit when every unit fits in
//! Latin-1, two bytes otherwise, so `length`, indexing and slicing are O(1)
//! and lone surrogates stay representable. A proven-ASCII bit lets output and
//! hashing skip transcoding.
//!
//! Layout (shared with the compiler, which emits string literals as constant
//! objects of this shape; pinned by `layout_is_pinned` here and by the
//! compiler's codegen tests):
//!
//! ```text
//! offset 0  u64  reference count (u64::MAX: immortal, never freed)
//! offset 8  u32  length in UTF-16 code units
//! offset 12 u32  flags: bit 0 TWO_BYTE, bit 1 ASCII
//! offset 16      the units: `length` bytes, or `length` u16s when TWO_BYTE
//! ```

/// The header of every string object. The units follow it directly.
#[repr(C)]
pub struct ScrString {
    pub rc: usize,
    pub len: u32,
    pub flags: u32,
}

/// The units are UTF-16 (two bytes each) rather than Latin-1.
pub const TWO_BYTE: u32 = 1;
/// Every unit is below 0x80.
pub const ASCII: u32 = 2;
/// The reference count of objects that are never freed (literals).
pub const IMMORTAL: usize = usize::MAX;
/// Size of [`ScrString`], where the units begin.
pub const HEADER_SIZE: usize = 16;

/// An immortal string holding the text `undefined`: what `s[i]` and an
/// array of strings give where JavaScript has `undefined` (printed as
/// `undefined`, joined as the empty string, as Node does).
#[repr(C)]
pub struct StaticString<const N: usize> {
    header: ScrString,
    units: [u8; N],
}

// SAFETY: immortal and never written: no retain, release or append touches
// an object whose count is `IMMORTAL`.
unsafe impl<const N: usize> Sync for StaticString<N> {}

/// Exported: emitted code compares strings with it (`s ?? fallback`).
#[unsafe(export_name = "scr_undefined_text")]
pub static UNDEFINED_TEXT: StaticString<9> = StaticString {
    header: ScrString {
        rc: IMMORTAL,
        len: 9,
        flags: ASCII,
    },
    units: *b"undefined",
};

pub static EMPTY_TEXT: StaticString<0> = StaticString {
    header: ScrString {
        rc: IMMORTAL,
        len: 0,
        flags: ASCII,
    },
    units: [],
};

/// The immortal strings of one Latin-1 unit, by unit: `s[i]`, `charAt`,
/// one-unit slices and the compiler's one-unit literals are these, so they
/// allocate nothing and compare equal by address.
#[unsafe(export_name = "scr_unit_strings")]
pub static UNIT_STRINGS: [StaticString<1>; 256] = unit_strings();

// The compiler addresses entries of the table as 24-byte steps.
const _: () = assert!(std::mem::size_of::<StaticString<1>>() == 24);

const fn unit_strings() -> [StaticString<1>; 256] {
    let mut table = [const {
        StaticString {
            header: ScrString {
                rc: IMMORTAL,
                len: 1,
                flags: ASCII,
            },
            units: [0],
        }
    }; 256];
    let mut unit = 0;
    while unit < 256 {
        table[unit].units[0] = unit as u8;
        if unit >= 0x80 {
            table[unit].header.flags = 0;
        }
        unit += 1;
    }
    table
}

/// An immortal empty string, for fields before they are assigned.
pub fn empty_text() -> *mut ScrString {
    std::ptr::addr_of!(EMPTY_TEXT) as *mut ScrString
}

/// What [`scr_string_compare`] returns when a side is `undefined`: the
/// compiler makes every relational operator false for it.
pub const UNORDERED: i32 = i32::MIN;

/// The immortal `undefined` string (see [`UNDEFINED_TEXT`]).
pub fn undefined_text() -> *mut ScrString {
    std::ptr::addr_of!(UNDEFINED_TEXT) as *mut ScrString
}

/// A borrowed view of a string's code units.
pub enum Units<'a> {
    Latin1(&'a [u8]),
    Utf16(&'a [u16]),
}

impl Units<'_> {
    pub fn len(&self) -> usize {
        match self {
            Units::Latin1(units) => units.len(),
            Units::Utf16(units) => units.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn unit(&self, index: usize) -> u16 {
        match self {
            Units::Latin1(units) => units[index] as u16,
            Units::Utf16(units) => units[index],
        }
    }

    /// The UTF-16 code units, in order.
    pub fn iter(&self) -> impl Iterator<Item = u16> + '_ {
        (0..self.len()).map(|index| self.unit(index))
    }
}

/// A live string's text borrowed as a `&str` when it is ASCII (as property
/// names almost always are), without copying it.
///
/// # Safety
/// `string` must be live for `'a`.
pub unsafe fn ascii<'a>(string: *const ScrString) -> Option<&'a str> {
    // SAFETY: caller contract.
    match unsafe { units(string) } {
        Units::Latin1(bytes) if bytes.is_ascii() => {
            // SAFETY: ASCII is UTF-8.
            Some(unsafe { std::str::from_utf8_unchecked(bytes) })
        }
        _ => None,
    }
}

/// Returns the units of a live string.
///
/// # Safety
/// `string` must point to a live string object.
pub unsafe fn units<'a>(string: *const ScrString) -> Units<'a> {
    // SAFETY: the caller guarantees a live string; its units follow the header.
    unsafe {
        let header = &*string;
        let data = string.cast::<u8>().add(HEADER_SIZE);
        if header.flags & TWO_BYTE != 0 {
            Units::Utf16(std::slice::from_raw_parts(
                data.cast::<u16>(),
                header.len as usize,
            ))
        } else {
            Units::Latin1(std::slice::from_raw_parts(data, header.len as usize))
        }
    }
}

fn allocate(len: usize, two_byte: bool, ascii: bool) -> *mut ScrString {
    allocate_with_room(len, len, two_byte, ascii)
}

/// The most code units a string may hold, as in V8 (2^29 - 24).
pub const MAX_LENGTH: usize = (1 << 29) - 24;

/// Whether a string of `len` units would pass [`MAX_LENGTH`]: then raises
/// Node's `RangeError: Invalid string length` (catchable in a program with
/// a `try`, else the end of the program) and the caller gives up.
pub fn too_long(len: usize) -> bool {
    if len > MAX_LENGTH {
        crate::dynamic::raise("RangeError", "Invalid string length");
        return true;
    }
    false
}

/// A new string of `len` units in a block with room for at least `room`
/// units, so appends can grow it in place.
fn allocate_with_room(len: usize, room: usize, two_byte: bool, ascii: bool) -> *mut ScrString {
    if len > MAX_LENGTH {
        crate::console::fatal("RangeError: Invalid string length");
    }
    let unit_size = if two_byte { 2 } else { 1 };
    let size = HEADER_SIZE + room.max(len) * unit_size;
    let pointer = crate::alloc::allocate(size).cast::<ScrString>();
    crate::audit::string_allocated();
    let mut flags = 0;
    if two_byte {
        flags |= TWO_BYTE;
    }
    if ascii {
        flags |= ASCII;
    }
    // SAFETY: freshly allocated, 16-byte aligned, at least a header long.
    unsafe {
        pointer.write(ScrString {
            rc: 1,
            len: len as u32,
            flags,
        })
    };
    pointer
}

/// Frees a string whose count has reached zero. The compiler's inline
/// release calls this instead of storing a zero count.
///
/// # Safety
/// `string` must be a heap string (not immortal) that nothing uses any more.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_free(string: *mut ScrString) {
    crate::audit::string_freed();
    // SAFETY: heap strings come from the arena (caller contract).
    unsafe { crate::alloc::deallocate(string.cast()) };
}

/// Takes a reference: what the compiler's inline retain does.
///
/// # Safety
/// `string` must be a live string.
pub unsafe fn retain(string: *mut ScrString) {
    // SAFETY: live string (caller contract).
    unsafe {
        if (*string).rc != IMMORTAL {
            (*string).rc += 1;
        }
    }
}

/// Drops a reference: what the compiler's inline release does.
///
/// # Safety
/// `string` must be a live string the caller owns a reference to.
pub unsafe fn release(string: *mut ScrString) {
    // SAFETY: live string (caller contract).
    unsafe {
        match (*string).rc {
            IMMORTAL => {}
            1 => scr_string_free(string),
            _ => (*string).rc -= 1,
        }
    }
}

/// Units the string's block can hold without moving.
///
/// # Safety
/// `string` must be a live heap string.
unsafe fn room(string: *mut ScrString) -> usize {
    // SAFETY: heap strings come from the arena (caller contract).
    let bytes = unsafe { crate::alloc::capacity(string.cast()) } - HEADER_SIZE;
    // SAFETY: live string.
    if unsafe { (*string).flags } & TWO_BYTE != 0 {
        bytes / 2
    } else {
        bytes
    }
}

/// `s += tail`, consuming `s`: appends in place when `s` is uniquely owned
/// and its block has room (and its width fits the tail), otherwise copies
/// into a new block with room for twice the length, so a loop of appends
/// costs amortized linear time.
///
/// # Safety
/// `head` must be a live string the caller owns (the reference is consumed);
/// `tail` must be live units that do not point into `head`'s block.
pub unsafe fn append_units(head: *mut ScrString, tail: &Units<'_>) -> *mut ScrString {
    // SAFETY: live string (caller contract).
    let (rc, len, flags) = unsafe { ((*head).rc, (*head).len as usize, (*head).flags) };
    let tail_len = tail.len();
    if tail_len == 0 {
        return head;
    }
    let new_len = len + tail_len;
    // Too long: the head stays as it was.
    if too_long(new_len) {
        return head;
    }
    let tail_ascii = match tail {
        Units::Latin1(units) => units.is_ascii(),
        Units::Utf16(_) => false,
    };
    let tail_wide = matches!(tail, Units::Utf16(units) if units.iter().any(|&u| u > 0xFF));
    let head_wide = flags & TWO_BYTE != 0;
    // SAFETY: `room` reads the live heap string's block.
    if rc == 1 && (head_wide || !tail_wide) && unsafe { room(head) } >= new_len {
        let data = data_pointer(head);
        // SAFETY: the block has room for `new_len` units of the head's width.
        unsafe {
            if head_wide {
                let wide = data.cast::<u16>().add(len);
                for index in 0..tail_len {
                    *wide.add(index) = tail.unit(index);
                }
            } else {
                let narrow = data.add(len);
                for index in 0..tail_len {
                    *narrow.add(index) = tail.unit(index) as u8;
                }
            }
            (*head).len = new_len as u32;
            if !tail_ascii {
                (*head).flags &= !ASCII;
            }
        }
        return head;
    }
    let wide = head_wide || tail_wide;
    let ascii = flags & ASCII != 0 && tail_ascii;
    let room = (new_len * 2).clamp(16, MAX_LENGTH.max(new_len));
    let result = allocate_with_room(new_len, room, wide, ascii);
    let data = data_pointer(result);
    // SAFETY: the new block holds `new_len` units; the head is live.
    unsafe {
        let head_units = units(head);
        if wide {
            let out = data.cast::<u16>();
            for index in 0..len {
                *out.add(index) = head_units.unit(index);
            }
            for index in 0..tail_len {
                *out.add(len + index) = tail.unit(index);
            }
        } else {
            if let Units::Latin1(bytes) = head_units {
                std::ptr::copy_nonoverlapping(bytes.as_ptr(), data, len);
            }
            for index in 0..tail_len {
                *data.add(len + index) = tail.unit(index) as u8;
            }
        }
        release(head);
    }
    result
}

/// `s += t` where the compiler moved `s` out of its variable: consumes
/// `head`, borrows `tail`.
///
/// # Safety
/// `head` must be a live string the caller owns; `tail` a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_append(
    head: *mut ScrString,
    tail: *const ScrString,
) -> *mut ScrString {
    if std::ptr::eq(head, tail) {
        // Appending a string to itself: the tail must outlive the head's
        // possible reuse, so copy its units first.
        // SAFETY: live string.
        let copy: Vec<u16> = unsafe {
            let tail_units = units(tail);
            (0..tail_units.len())
                .map(|index| tail_units.unit(index))
                .collect()
        };
        // SAFETY: forwarded; the copy does not alias the head.
        return unsafe { append_units(head, &Units::Utf16(&copy)) };
    }
    // SAFETY: forwarded from the caller.
    unsafe { append_units(head, &units(tail)) }
}

/// `s += n`: formats the number straight onto the end of `head`.
///
/// # Safety
/// `head` must be a live string the caller owns.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_append_number(
    head: *mut ScrString,
    tail: f64,
) -> *mut ScrString {
    let digits = crate::number::NumberText::new(tail);
    // SAFETY: forwarded from the caller.
    unsafe { append_units(head, &Units::Latin1(digits.as_bytes())) }
}

fn data_pointer(string: *mut ScrString) -> *mut u8 {
    // SAFETY: the units follow the header inside the same allocation.
    unsafe { string.cast::<u8>().add(HEADER_SIZE) }
}

/// A new string holding Latin-1 units.
pub fn new_latin1(units: &[u8]) -> *mut ScrString {
    match units {
        [] => return empty_text(),
        [unit] => return std::ptr::addr_of!(UNIT_STRINGS[*unit as usize]) as *mut ScrString,
        _ => {}
    }
    let string = allocate(units.len(), false, units.is_ascii());
    // SAFETY: the allocation has room for `units.len()` bytes after the header.
    unsafe { std::ptr::copy_nonoverlapping(units.as_ptr(), data_pointer(string), units.len()) };
    string
}

/// A new string holding UTF-16 units, narrowed to Latin-1 when they all fit.
pub fn new_utf16(units: &[u16]) -> *mut ScrString {
    if units.iter().all(|&unit| unit < 0x100) {
        let narrow: Vec<u8> = units.iter().map(|&unit| unit as u8).collect();
        return new_latin1(&narrow);
    }
    let string = allocate(units.len(), true, false);
    // SAFETY: room for `units.len()` u16s, and the data offset is 2-aligned.
    unsafe {
        std::ptr::copy_nonoverlapping(units.as_ptr(), data_pointer(string).cast(), units.len())
    };
    string
}

/// A new string from Rust text (UTF-8), converted to UTF-16 units.
pub fn new_from_str(text: &str) -> *mut ScrString {
    if text.is_ascii() {
        return new_latin1(text.as_bytes());
    }
    let units: Vec<u16> = text.encode_utf16().collect();
    new_utf16(&units)
}

fn concat_units(left: &Units<'_>, right: &Units<'_>) -> *mut ScrString {
    if too_long(left.len() + right.len()) {
        return empty_text();
    }
    match (left, right) {
        (Units::Latin1(a), Units::Latin1(b)) => {
            let string = allocate(a.len() + b.len(), false, a.is_ascii() && b.is_ascii());
            let data = data_pointer(string);
            // SAFETY: the allocation holds exactly a.len() + b.len() bytes of units.
            unsafe {
                std::ptr::copy_nonoverlapping(a.as_ptr(), data, a.len());
                std::ptr::copy_nonoverlapping(b.as_ptr(), data.add(a.len()), b.len());
            }
            string
        }
        _ => {
            let mut units = Vec::with_capacity(left.len() + right.len());
            for index in 0..left.len() {
                units.push(left.unit(index));
            }
            for index in 0..right.len() {
                units.push(right.unit(index));
            }
            new_utf16(&units)
        }
    }
}

/// `left + right` for two strings.
///
/// # Safety
/// Both arguments must be live strings.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_concat(
    left: *const ScrString,
    right: *const ScrString,
) -> *mut ScrString {
    // SAFETY: the caller passes live strings.
    unsafe { concat_units(&units(left), &units(right)) }
}

/// `string + number`, formatting the number straight into the result.
///
/// # Safety
/// `left` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_concat_number(
    left: *const ScrString,
    right: f64,
) -> *mut ScrString {
    let digits = crate::number::NumberText::new(right);
    // SAFETY: the caller passes a live string.
    unsafe { concat_units(&units(left), &Units::Latin1(digits.as_bytes())) }
}

/// `number + string`, formatting the number straight into the result.
///
/// # Safety
/// `right` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_number_concat_string(
    left: f64,
    right: *const ScrString,
) -> *mut ScrString {
    let digits = crate::number::NumberText::new(left);
    // SAFETY: the caller passes a live string.
    unsafe { concat_units(&Units::Latin1(digits.as_bytes()), &units(right)) }
}

/// One part of a multi-part concatenation: a string, or a number to
/// format as `String(n)`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct Part {
    /// 0: `payload` is a string pointer; 1: `payload` is a double's bits.
    pub tag: u64,
    pub payload: u64,
}

/// `a + b + c + ...` (template literals, chains of `+`): builds the result
/// once, formatting number parts straight into it.
///
/// # Safety
/// `parts` must point to `count` parts whose strings are live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_concat_parts(
    parts: *const Part,
    count: usize,
) -> *mut ScrString {
    // SAFETY: the caller passes `count` parts.
    let parts = unsafe { std::slice::from_raw_parts(parts, count) };
    let text_of = |part: &Part| crate::number::NumberText::new(f64::from_bits(part.payload));
    // The first numbers' texts are kept from the measuring pass for the
    // copying pass; templates rarely have more.
    const KEPT: usize = 8;
    let mut kept: [Option<crate::number::NumberText>; KEPT] = Default::default();
    let mut len = 0;
    let mut wide = false;
    let mut ascii = true;
    for part in parts {
        if part.tag == 0 {
            // SAFETY: live string (caller contract).
            let header = unsafe { &*(part.payload as *const ScrString) };
            len += header.len as usize;
            wide |= header.flags & TWO_BYTE != 0;
            ascii &= header.flags & ASCII != 0;
        } else {
            let text = text_of(part);
            len += text.as_bytes().len();
            if let Some(slot) = kept.iter_mut().find(|slot| slot.is_none()) {
                *slot = Some(text);
            }
        }
    }
    if too_long(len) {
        return empty_text();
    }
    let mut numbers_seen = 0;
    let result = allocate(len, wide, ascii);
    let data = data_pointer(result);
    let mut at = 0;
    for part in parts {
        let number;
        let units = if part.tag == 0 {
            // SAFETY: live string (caller contract).
            unsafe { units(part.payload as *const ScrString) }
        } else {
            number = match kept.get_mut(numbers_seen).and_then(Option::take) {
                Some(text) => text,
                None => text_of(part),
            };
            numbers_seen += 1;
            Units::Latin1(number.as_bytes())
        };
        // SAFETY: the result holds `len` units of its width.
        unsafe {
            match (&units, wide) {
                (Units::Latin1(bytes), false) => {
                    std::ptr::copy_nonoverlapping(bytes.as_ptr(), data.add(at), bytes.len());
                }
                (Units::Utf16(wide_units), true) => {
                    std::ptr::copy_nonoverlapping(
                        wide_units.as_ptr(),
                        data.cast::<u16>().add(at),
                        wide_units.len(),
                    );
                }
                (units, _) => {
                    for index in 0..units.len() {
                        *data.cast::<u16>().add(at + index) = units.unit(index);
                    }
                }
            }
        }
        at += units.len();
    }
    result
}

/// `left === right` for strings: 1 when they hold the same code units.
///
/// # Safety
/// Both arguments must be live strings.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_equals(left: *const ScrString, right: *const ScrString) -> i32 {
    // SAFETY: forwarded from the caller.
    i32::from(unsafe { equals(left, right) })
}

/// Whether two live strings hold the same code units.
///
/// # Safety
/// Both arguments must be live strings.
pub unsafe fn equals(left: *const ScrString, right: *const ScrString) -> bool {
    if std::ptr::eq(left, right) {
        return true;
    }
    // The `undefined` sentinel (a read past a string's or an array's end)
    // is `undefined`, not the text "undefined".
    if left.cast_mut() == undefined_text() || right.cast_mut() == undefined_text() {
        return false;
    }
    // SAFETY: the caller passes live strings.
    let (a, b) = unsafe { (units(left), units(right)) };
    match (&a, &b) {
        (Units::Latin1(x), Units::Latin1(y)) => x == y,
        (Units::Utf16(x), Units::Utf16(y)) => x == y,
        // A two-byte string always holds a unit above 0xFF, so it never equals
        // a Latin-1 one.
        _ => false,
    }
}

/// Compares strings by UTF-16 code units, as `<` does: -1, 0 or 1.
///
/// # Safety
/// Both arguments must be live strings.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_compare(
    left: *const ScrString,
    right: *const ScrString,
) -> i32 {
    // `undefined` (the sentinel) is unordered with everything: every
    // relational comparison with it is false.
    if left.cast_mut() == undefined_text() || right.cast_mut() == undefined_text() {
        return UNORDERED;
    }
    if std::ptr::eq(left, right) {
        return 0;
    }
    // SAFETY: the caller passes live strings.
    let (a, b) = unsafe { (units(left), units(right)) };
    let ordering = match (&a, &b) {
        (Units::Latin1(x), Units::Latin1(y)) => x.cmp(y),
        _ => {
            let common = a.len().min(b.len());
            (0..common)
                .map(|index| a.unit(index).cmp(&b.unit(index)))
                .find(|ordering| ordering.is_ne())
                .unwrap_or_else(|| a.len().cmp(&b.len()))
        }
    };
    ordering as i32
}

/// `Number(string)`: ECMAScript's StringToNumber.
///
/// # Safety
/// `string` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_string_to_number(string: *const ScrString) -> f64 {
    // SAFETY: forwarded from the caller.
    let text = unsafe { to_rust_string(string) };
    crate::number::parse_number(&text)
}

/// Appends the string's text to `out` as UTF-8, replacing lone surrogates
/// with U+FFFD as Node does when it writes a string to a stream.
///
/// # Safety
/// `string` must be a live string.
pub unsafe fn write_utf8(string: *const ScrString, out: &mut Vec<u8>) {
    // SAFETY: the caller passes a live string.
    let header = unsafe { &*string };
    match unsafe { units(string) } {
        Units::Latin1(bytes) if header.flags & ASCII != 0 => out.extend_from_slice(bytes),
        Units::Latin1(bytes) => {
            for &byte in bytes {
                let mut buffer = [0u8; 4];
                out.extend_from_slice(char::from(byte).encode_utf8(&mut buffer).as_bytes());
            }
        }
        Units::Utf16(units) => {
            for decoded in char::decode_utf16(units.iter().copied()) {
                let c = decoded.unwrap_or(char::REPLACEMENT_CHARACTER);
                let mut buffer = [0u8; 4];
                out.extend_from_slice(c.encode_utf8(&mut buffer).as_bytes());
            }
        }
    }
}

/// The string's text as Rust `String` (lossy for lone surrogates).
///
/// # Safety
/// `string` must be a live string.
pub unsafe fn to_rust_string(string: *const ScrString) -> String {
    let mut out = Vec::new();
    // SAFETY: forwarded from the caller.
    unsafe { write_utf8(string, &mut out) };
    String::from_utf8(out).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_is_pinned() {
        assert_eq!(std::mem::size_of::<ScrString>(), HEADER_SIZE);
        assert_eq!(std::mem::offset_of!(ScrString, rc), 0);
        assert_eq!(std::mem::offset_of!(ScrString, len), 8);
        assert_eq!(std::mem::offset_of!(ScrString, flags), 12);
    }

    #[test]
    fn narrow_and_wide_strings_concatenate() {
        let a = new_from_str("café");
        let b = new_from_str("→ok");
        unsafe {
            assert_eq!((*a).flags & TWO_BYTE, 0);
            assert_eq!((*a).len, 4);
            assert_ne!((*b).flags & TWO_BYTE, 0);
            let c = scr_string_concat(a, b);
            assert_eq!((*c).len, 7);
            assert_eq!(to_rust_string(c), "café→ok");
            assert_eq!(scr_string_equals(a, b), 0);
            assert_eq!(scr_string_equals(a, a), 1);
            assert_eq!(scr_string_compare(a, b), -1);
            let n = scr_string_concat_number(a, -1.5);
            assert_eq!(to_rust_string(n), "café-1.5");
        }
    }

    #[test]
    fn lone_surrogates_print_as_replacement_characters() {
        let s = new_utf16(&[0x61, 0xD800, 0x62]);
        assert_eq!(unsafe { to_rust_string(s) }, "a\u{FFFD}b");
    }
}
