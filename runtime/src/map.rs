//! `Map`, `Set` and records (`Record<string, T>`, objects with an index
//! signature): a hash table whose entries stay in insertion order.
//!
//! The object is an ordinary object header (count, descriptor of the map,
//! set or record kind) followed by a pointer to the table. Keys compare by
//! SameValueZero: numbers by value with `-0` equal to `0` and `NaN` equal to
//! itself, strings by content, everything else by identity.
//!
//! Deleting an entry leaves a tombstone; the table compacts when tombstones
//! outnumber live entries. Iteration follows each entry's sequence number,
//! which compaction keeps, so a loop sees live mutation as JavaScript's
//! iterators do: entries deleted before they are reached are skipped,
//! entries added during the loop are visited.
//!
//! ```text
//! offset 0   u64  reference count
//! offset 8   ptr  descriptor (kind map, set or record)
//! offset 16  ptr  the table
//! ```

use crate::array::{self, ELEMENT_NUMBER, ELEMENT_OBJECT, ELEMENT_STRING, ScrArray};
use crate::object::{ClassDescriptor, KIND_MAP, KIND_RECORD, KIND_SET, ScrObject};
use crate::string::{self, ScrString};

#[repr(C)]
pub struct ScrMap {
    pub rc: usize,
    pub descriptor: *const ClassDescriptor,
    /// In the object itself: compiled code reaches the entries with one
    /// load fewer, and a map is one allocation.
    pub table: Table,
}

/// A table. Compiled code reads its kinds and its entries (pointer and
/// length) at fixed offsets (`scr_record_*` in ARCHITECTURE.md, the
/// compiler's `codegen/dynamic_sites.rs`), so both are `repr(C)`.
#[repr(C)]
pub struct Table {
    pub key_kind: u32,
    pub value_kind: u32,
    entries: Entries,
    /// Open addressing: 0 is empty, `TOMBSTONE` a deleted slot, else an
    /// entry index + 1.
    index: Vec<u32>,
    live: usize,
    next_sequence: u64,
}

#[derive(Clone, Copy)]
#[repr(C)]
struct Entry {
    key: u64,
    value: u64,
    /// Increases with insertion; entries stay sorted by it.
    sequence: u64,
    /// The key's hash, its low 32 bits (an entry is then 32 bytes: two to a
    /// cache line).
    hash: u32,
    deleted: bool,
}

/// The entries: a vector in the program's arena (no system allocation
/// per table) whose pointer and length sit at fixed offsets: offset 0 the
/// pointer, 8 the length.
#[repr(C)]
struct Entries {
    pointer: *mut Entry,
    length: usize,
    capacity: usize,
}

impl Default for Entries {
    fn default() -> Entries {
        Entries {
            pointer: std::ptr::NonNull::dangling().as_ptr(),
            length: 0,
            capacity: 0,
        }
    }
}

impl Entries {
    /// Moves the entries to a block with room for at least `wanted`.
    fn grow_to(&mut self, wanted: usize) {
        let size = std::mem::size_of::<Entry>();
        let block = crate::alloc::allocate(wanted * size);
        // SAFETY: a fresh block of at least `wanted` entries; the old
        // block holds `length` of them and is the arena's when it has room.
        unsafe {
            let capacity = crate::alloc::capacity(block) / size;
            std::ptr::copy_nonoverlapping(self.pointer, block.cast::<Entry>(), self.length);
            if self.capacity > 0 {
                crate::alloc::deallocate(self.pointer.cast());
            }
            self.pointer = block.cast();
            self.capacity = capacity;
        }
    }

    fn push(&mut self, entry: Entry) {
        if self.length == self.capacity {
            self.grow_to((self.capacity * 2).max(4));
        }
        // SAFETY: below the capacity.
        unsafe { self.pointer.add(self.length).write(entry) };
        self.length += 1;
    }

    fn reserve_exact(&mut self, count: usize) {
        if self.capacity - self.length < count {
            self.grow_to(self.length + count);
        }
    }

    /// Keeps the entries `keep` says to, in order.
    fn retain(&mut self, mut keep: impl FnMut(&Entry) -> bool) {
        let mut kept = 0;
        for index in 0..self.length {
            // SAFETY: below the length; entries are plain data.
            unsafe {
                let entry = *self.pointer.add(index);
                if keep(&entry) {
                    self.pointer.add(kept).write(entry);
                    kept += 1;
                }
            }
        }
        self.length = kept;
    }
}

impl std::ops::Deref for Entries {
    type Target = [Entry];

    fn deref(&self) -> &[Entry] {
        // SAFETY: `length` initialized entries at `pointer`.
        unsafe { std::slice::from_raw_parts(self.pointer, self.length) }
    }
}

impl std::ops::DerefMut for Entries {
    fn deref_mut(&mut self) -> &mut [Entry] {
        // SAFETY: as in `deref`.
        unsafe { std::slice::from_raw_parts_mut(self.pointer, self.length) }
    }
}

impl Drop for Entries {
    fn drop(&mut self) {
        if self.capacity > 0 {
            // SAFETY: the arena's block, freed once.
            unsafe { crate::alloc::deallocate(self.pointer.cast()) };
        }
    }
}

const TOMBSTONE: u32 = u32::MAX;

/// A table of at most this many entries (deleted ones included) has no
/// index: lookups compare its keys in turn, and a small object costs no
/// index to build, hash into and free.
const SMALL_TABLE: usize = 8;

struct Descriptor(ClassDescriptor);

// SAFETY: immutable static data.
unsafe impl Sync for Descriptor {}

const fn descriptor(name: &'static [u8], kind: u64) -> Descriptor {
    Descriptor(ClassDescriptor {
        name: name.as_ptr(),
        name_len: name.len() as u64,
        field_count: 0,
        fields: std::ptr::null(),
        parent: std::ptr::null(),
        kind,
        method_count: 0,
        method_names: std::ptr::null(),
        spare: 0,
        // Refined by the table's kinds (`cycles::object_may_cycle`).
        free_class: crate::cycles::CYCLIC,
        free_code: None,
    })
}

static MAP_DESCRIPTOR: Descriptor = descriptor(b"Map", KIND_MAP);
static SET_DESCRIPTOR: Descriptor = descriptor(b"Set", KIND_SET);
/// `new WeakMap()` and `new WeakSet()`: a map and a set like the others
/// (holding their keys strongly: when a key dies is never part of a
/// program's output), printed and told apart as weak ones.
static WEAK_MAP_DESCRIPTOR: Descriptor = descriptor(b"WeakMap", KIND_MAP);
static WEAK_SET_DESCRIPTOR: Descriptor = descriptor(b"WeakSet", KIND_SET);

/// With a kind in `scr_map_new`'s first argument: a weak map or set.
pub const WEAK: u32 = 0x100;

/// Whether a map or set was made as a `WeakMap` or `WeakSet`.
///
/// # Safety
/// `map` must be a live map or set.
pub unsafe fn is_weak(map: *const ScrMap) -> bool {
    // SAFETY: caller contract.
    let descriptor = unsafe { (*map).descriptor };
    std::ptr::eq(descriptor, &WEAK_MAP_DESCRIPTOR.0)
        || std::ptr::eq(descriptor, &WEAK_SET_DESCRIPTOR.0)
}
/// Exported: compiled code recognizes records by it (`codegen/dynamic_sites.rs`).
#[unsafe(export_name = "scr_record_descriptor")]
static RECORD_DESCRIPTOR: Descriptor = descriptor(b"Object", KIND_RECORD);
/// A record made to read an object (or a record of another value kind)
/// through a `Record<string, T>` type (`scr_dynamic_to_record`): a copy, so
/// writes to it, which the object would not see, are scriptc's TypeError.
static RECORD_VIEW_DESCRIPTOR: Descriptor = descriptor(b"Object", KIND_RECORD);

/// A record without a prototype (a regex match's `groups`): an ordinary
/// record, printed as Node prints one (`[Object: null prototype] {}`).
static NULL_PROTOTYPE_DESCRIPTOR: Descriptor = descriptor(b"Object", KIND_RECORD);

/// Makes a fresh record one without a prototype.
///
/// # Safety
/// `map` must be a live record.
pub unsafe fn make_null_prototype(map: *mut ScrMap) {
    // SAFETY: caller contract.
    unsafe { (*map).descriptor = &NULL_PROTOTYPE_DESCRIPTOR.0 };
}

/// `__scriptc.nullPrototype(value)`: a dictionary made through `any`
/// becomes one without a prototype (nothing else changes).
///
/// # Safety
/// `value` must be a live box or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_make_null_prototype(value: *const ScrObject) {
    // SAFETY: caller contract; a box's payload is of the kind it names.
    unsafe {
        let (kind, payload) = crate::dynamic::contents(value);
        let object = payload as *mut ScrObject;
        if kind == crate::array::ELEMENT_OBJECT
            && !object.is_null()
            && (*(*object).descriptor).kind == KIND_RECORD
        {
            make_null_prototype(object.cast());
        }
    }
}

/// Whether `map` is a record without a prototype.
///
/// # Safety
/// `map` must be a live map or record.
pub unsafe fn is_null_prototype(map: *const ScrMap) -> bool {
    // SAFETY: caller contract.
    unsafe { std::ptr::eq((*map).descriptor, &NULL_PROTOTYPE_DESCRIPTOR.0) }
}

/// Makes a record just filled a read-only record view (see
/// `RECORD_VIEW_DESCRIPTOR`).
///
/// # Safety
/// `map` must be a live record.
pub unsafe fn make_record_view(map: *mut ScrMap) {
    // SAFETY: caller contract.
    unsafe { (*map).descriptor = &RECORD_VIEW_DESCRIPTOR.0 };
}

/// Whether `map` is a record view (read only).
///
/// # Safety
/// `map` must be a live map or record.
pub unsafe fn is_view(map: *const ScrMap) -> bool {
    // SAFETY: caller contract.
    unsafe { std::ptr::eq((*map).descriptor, &RECORD_VIEW_DESCRIPTOR.0) }
}

/// Whether a write to `map` must be refused (a read-only record view);
/// raises scriptc's TypeError when it must.
///
/// # Safety
/// `map` must be live.
unsafe fn refuses_writes(map: *const ScrMap) -> bool {
    // SAFETY: caller contract.
    let view = unsafe { is_view(map) };
    if view {
        crate::dynamic::raise(
            "TypeError",
            "scriptc does not support writing to an object through a Record type of it yet",
        );
    }
    view
}

/// Where a property name was last found in a table (see `find_text`).
#[derive(Clone, Copy)]
struct TextHint {
    key: usize,
    /// The text's [`fingerprint`]: a string freed and another made at its
    /// address (a key built afresh each turn of a loop) rarely matches,
    /// so the hint is dismissed without reading the table.
    print: u64,
    position: u32,
}

const NO_HINT: TextHint = TextHint {
    key: 0,
    print: 0,
    position: 0,
};

thread_local! {
    static TEXT_HINTS: [std::cell::Cell<TextHint>; 256] =
        const { [const { std::cell::Cell::new(NO_HINT) }; 256] };
}

fn hint_slot(key: &str) -> usize {
    hint_slot_at(key.as_ptr() as usize)
}

fn hint_slot_at(address: usize) -> usize {
    ((address >> 3).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 56) & 0xff
}

/// A summary of a text from its length and at most its first and last
/// eight bytes (two loads).
#[inline]
fn fingerprint(key: &str) -> u64 {
    let bytes = key.as_bytes();
    let length = bytes.len();
    if length >= 8 {
        let first = u64::from_le_bytes(bytes[..8].try_into().unwrap_or([0; 8]));
        let last = u64::from_le_bytes(bytes[length - 8..].try_into().unwrap_or([0; 8]));
        first ^ last.rotate_left(31) ^ length as u64
    } else {
        bytes
            .iter()
            .fold(length as u64, |print, &byte| print << 8 | u64::from(byte))
    }
}

/// Whether two byte strings are equal, without a call for short ones.
#[inline]
fn same_bytes(a: &[u8], b: &[u8]) -> bool {
    let length = a.len();
    if length != b.len() {
        return false;
    }
    if a.as_ptr() == b.as_ptr() {
        return true;
    }
    let word = |bytes: &[u8], at: usize| {
        u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap_or([0; 8]))
    };
    match length {
        0..8 => a.iter().zip(b).all(|(x, y)| x == y),
        8..=16 => word(a, 0) == word(b, 0) && word(a, length - 8) == word(b, length - 8),
        _ => a == b,
    }
}

/// Whether the string key `stored` spells `key`: the same bytes in memory
/// (a property name read from the string the entry was made with), else
/// the same text.
#[inline]
fn key_spells(stored: u64, key: &str) -> bool {
    // SAFETY: a live string key.
    match unsafe { string::units(stored as *const ScrString) } {
        // The same address and length: `key` is the stored text itself
        // (only an ASCII string lends its bytes as a `&str`).
        string::Units::Latin1(bytes) if bytes.as_ptr() == key.as_ptr() => bytes.len() == key.len(),
        string::Units::Latin1(bytes) if key.is_ascii() => same_bytes(bytes, key.as_bytes()),
        units => units.iter().eq(key.encode_utf16()),
    }
}

/// Whether a string's units spell `key` (`ascii`: `key` is ASCII).
fn text_equals(units: string::Units<'_>, key: &str, ascii: bool) -> bool {
    match units {
        string::Units::Latin1(bytes) if ascii => same_bytes(bytes, key.as_bytes()),
        units => units.iter().eq(key.encode_utf16()),
    }
}

/// The hash `Table::hash_of` gives a string key that spells `key`
/// (`ascii`: `key` is ASCII).
#[inline]
fn text_hash(key: &str, ascii: bool) -> u64 {
    if ascii {
        hash_latin1(key.as_bytes())
    } else {
        hash_wide(key.encode_utf16())
    }
}

/// A string's hash, defined on its text whatever its storage: a text
/// whose every unit is below 256 is hashed as Latin-1 bytes, eight at a
/// time; any other by its UTF-16 units.
#[inline]
fn hash_latin1(bytes: &[u8]) -> u64 {
    const K: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut hash = (bytes.len() as u64).wrapping_mul(K);
    let mut words = bytes.chunks_exact(8);
    for word in &mut words {
        let word = u64::from_le_bytes(word.try_into().unwrap_or([0; 8]));
        hash = (hash ^ word).wrapping_mul(K).rotate_left(29);
    }
    let tail = words.remainder();
    if !tail.is_empty() {
        let word = tail
            .iter()
            .rev()
            .fold(0u64, |word, &byte| word << 8 | u64::from(byte));
        hash = (hash ^ word).wrapping_mul(K);
    }
    finish_hash(hash)
}

/// [`hash_latin1`] of a text given as UTF-16 units.
fn hash_wide(units: impl Iterator<Item = u16> + Clone) -> u64 {
    if units.clone().all(|unit| unit < 256) {
        // The same words `hash_latin1` reads, built unit by unit.
        const K: u64 = 0x9e37_79b9_7f4a_7c15;
        let length = units.clone().count();
        let mut bytes = units.map(|unit| u64::from(unit as u8));
        let mut word_of = |count: usize| {
            (0..count).fold(0u64, |word, at| {
                word | bytes.next().unwrap_or(0) << (8 * at)
            })
        };
        let mut hash = (length as u64).wrapping_mul(K);
        for _ in 0..length / 8 {
            hash = (hash ^ word_of(8)).wrapping_mul(K).rotate_left(29);
        }
        if !length.is_multiple_of(8) {
            hash = (hash ^ word_of(length % 8)).wrapping_mul(K);
        }
        return finish_hash(hash);
    }
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for unit in units {
        hash = (hash ^ u64::from(unit)).wrapping_mul(0x100_0000_01b3);
    }
    finish_hash(hash)
}

/// The last mixing step of every key's hash (MurmurHash3's finalizer).
#[inline]
fn finish_hash(raw: u64) -> u64 {
    let mut hash = raw ^ (raw >> 33);
    hash = hash.wrapping_mul(0xff51_afd7_ed55_8ccd);
    hash ^ (hash >> 33)
}

/// The hash a string key of the text `units` has in a table.
pub(crate) fn text_hash_units(units: &[u16]) -> u64 {
    hash_wide(units.iter().copied())
}

/// Notes that the text at `key`'s address was found at `position` (see
/// `Table::find_text`).
fn note_text_hint(key: &str, position: usize) {
    TEXT_HINTS.with(|hints| {
        hints[hint_slot(key)].set(TextHint {
            key: key.as_ptr() as usize,
            print: fingerprint(key),
            position: position as u32,
        });
    });
}

impl Table {
    fn new(key_kind: u32, value_kind: u32) -> Table {
        Table {
            key_kind,
            value_kind,
            entries: Entries::default(),
            index: Vec::new(),
            live: 0,
            next_sequence: 1,
        }
    }

    fn hash(&self, key: u64) -> u64 {
        Self::hash_of(self.key_kind, key)
    }

    fn hash_of(kind: u32, key: u64) -> u64 {
        let raw = match kind {
            // A box (`Map<any, V>`, a union key): its payload's hash.
            array::ELEMENT_DYNAMIC => {
                // SAFETY: a live box key.
                let (kind, payload) = unsafe { crate::dynamic::contents(key as *const ScrObject) };
                return Self::hash_of(kind, payload) ^ u64::from(kind);
            }
            ELEMENT_NUMBER => normalized(key),
            ELEMENT_STRING => {
                // SAFETY: a live string key.
                return match unsafe { string::units(key as *const ScrString) } {
                    string::Units::Latin1(bytes) => hash_latin1(bytes),
                    string::Units::Utf16(wide) => hash_wide(wide.iter().copied()),
                };
            }
            // SAFETY: a live object key.
            ELEMENT_OBJECT
                if key != 0 && unsafe { crate::bigint::is_bigint(key as *const ScrObject) } =>
            {
                // SAFETY: as above.
                unsafe { crate::bigint::hash(key as *const crate::bigint::ScrBigInt) }
            }
            _ => key,
        };
        let mut mixed = raw ^ (raw >> 33);
        mixed = mixed.wrapping_mul(0xff51_afd7_ed55_8ccd);
        mixed ^= mixed >> 33;
        mixed
    }

    #[inline]
    fn same(&self, a: u64, b: u64) -> bool {
        Self::same_of(self.key_kind, a, b)
    }

    /// SameValueZero of two keys of `kind`.
    fn same_of(kind: u32, a: u64, b: u64) -> bool {
        match kind {
            array::ELEMENT_DYNAMIC => {
                // SAFETY: live box keys.
                let ((kind_a, a), (kind_b, b)) = unsafe {
                    (
                        crate::dynamic::contents(a as *const ScrObject),
                        crate::dynamic::contents(b as *const ScrObject),
                    )
                };
                kind_a == kind_b && Self::same_of(kind_a, a, b)
            }
            ELEMENT_NUMBER => normalized(a) == normalized(b),
            // SAFETY: live string keys.
            ELEMENT_STRING => unsafe {
                string::equals(a as *const ScrString, b as *const ScrString)
            },
            // Bigints are keys by value.
            // SAFETY: live object keys.
            ELEMENT_OBJECT if a != b && a != 0 && b != 0 => unsafe {
                let (a, b) = (a as *const ScrObject, b as *const ScrObject);
                crate::bigint::is_bigint(a)
                    && crate::bigint::is_bigint(b)
                    && crate::bigint::equal(a.cast(), b.cast())
            },
            _ => a == b,
        }
    }

    /// The entry index of `key`, if present.
    fn find(&self, key: u64) -> Option<usize> {
        if self.entries.is_empty() {
            return None;
        }
        // A small table is searched in order: a number key (not NaN) or
        // an object that is not a bigint is found by comparing keys,
        // without hashing (SameValueZero is `==` on such numbers, and
        // such an object equals only itself).
        if self.index.is_empty() {
            match self.key_kind {
                ELEMENT_NUMBER if !f64::from_bits(key).is_nan() => {
                    let value = f64::from_bits(key);
                    return self
                        .entries
                        .iter()
                        .position(|entry| !entry.deleted && f64::from_bits(entry.key) == value);
                }
                // SAFETY: a live object key (or null).
                ELEMENT_OBJECT
                    if key != 0
                        && !unsafe { crate::bigint::is_bigint(key as *const ScrObject) } =>
                {
                    return self
                        .entries
                        .iter()
                        .position(|entry| !entry.deleted && entry.key == key);
                }
                _ => {}
            }
        }
        self.find_hashed(key, self.hash(key))
    }

    /// [`Table::find`] of a key whose hash is known.
    fn find_hashed(&self, key: u64, hash: u64) -> Option<usize> {
        if self.entries.is_empty() {
            return None;
        }
        if self.index.is_empty() {
            return self.entries.iter().position(|entry| {
                !entry.deleted && entry.hash == hash as u32 && self.same(entry.key, key)
            });
        }
        let mask = self.index.len() - 1;
        let mut position = hash as usize & mask;
        loop {
            match self.index[position] {
                0 => return None,
                TOMBSTONE => {}
                slot => {
                    let entry = &self.entries[slot as usize - 1];
                    if entry.hash == hash as u32 && self.same(entry.key, key) {
                        return Some(slot as usize - 1);
                    }
                }
            }
            position = (position + 1) & mask;
        }
    }

    /// The entry index of the string key whose text is `key`, without
    /// making a string of it (a table of string keys only): the hash of a
    /// string key is over its UTF-16 code units, whichever way it is stored.
    fn find_text(&self, key: &str) -> Option<usize> {
        if self.entries.is_empty() || self.key_kind != ELEMENT_STRING {
            return None;
        }
        self.seek_text(key).ok()
    }

    /// [`Table::find_text`] in a table of string keys, or the hash a new
    /// entry for `key` takes.
    fn seek_text(&self, key: &str) -> Result<usize, u64> {
        // A property name read again and again (`point.x` in a loop,
        // `record.score` over records of one layout) is one text at one
        // address: the position it was last found at, in any table, is
        // checked first.
        let slot = hint_slot(key);
        let hint = TEXT_HINTS.with(|hints| hints[slot].get());
        if hint.key == key.as_ptr() as usize
            && hint.print == fingerprint(key)
            && let Some(entry) = self.entries.get(hint.position as usize)
            && !entry.deleted
            && key_spells(entry.key, key)
        {
            return Ok(hint.position as usize);
        }
        let found = self.locate_text(key);
        if let Ok(position) = found {
            note_text_hint(key, position);
        }
        found
    }

    /// The position of the entry whose key spells `key`, or the hash a new
    /// entry for it takes: one hash for a search and the insertion after it.
    fn locate_text(&self, key: &str) -> Result<usize, u64> {
        let ascii = key.is_ascii();
        // A small table has no index: its keys are compared in turn.
        if self.index.is_empty() {
            return self
                .entries
                .iter()
                .position(|entry| {
                    // SAFETY: a live string key.
                    !entry.deleted
                        && text_equals(
                            unsafe { string::units(entry.key as *const ScrString) },
                            key,
                            ascii,
                        )
                })
                .ok_or_else(|| text_hash(key, ascii));
        }
        let hash = text_hash(key, ascii);
        let mask = self.index.len() - 1;
        let mut position = hash as usize & mask;
        loop {
            match self.index[position] {
                0 => return Err(hash),
                TOMBSTONE => {}
                slot => {
                    let entry = &self.entries[slot as usize - 1];
                    // SAFETY: a live string key.
                    if entry.hash == hash as u32
                        && text_equals(
                            unsafe { string::units(entry.key as *const ScrString) },
                            key,
                            ascii,
                        )
                    {
                        return Ok(slot as usize - 1);
                    }
                }
            }
            position = (position + 1) & mask;
        }
    }

    /// Rebuilds the index (and drops tombstoned entries) for at least
    /// `wanted` entries.
    fn rebuild(&mut self, wanted: usize) {
        self.entries.retain(|entry| !entry.deleted);
        if wanted <= SMALL_TABLE {
            self.index = Vec::new();
            return;
        }
        let size = (wanted.max(4) * 2).next_power_of_two();
        self.index = vec![0; size];
        let mask = size - 1;
        for (position, entry) in self.entries.iter().enumerate() {
            let mut slot = entry.hash as usize & mask;
            while self.index[slot] != 0 {
                slot = (slot + 1) & mask;
            }
            self.index[slot] = position as u32 + 1;
        }
    }

    /// Adds an entry for `key` (not present), whose hash is `hash`.
    fn insert_hashed(&mut self, key: u64, value: u64, hash: u64) {
        let full = if self.index.is_empty() {
            self.entries.len() >= SMALL_TABLE
        } else {
            (self.entries.len() + 1) * 2 > self.index.len()
        };
        if full {
            self.rebuild(self.live + 1);
        }
        self.entries.push(Entry {
            key,
            value,
            sequence: self.next_sequence,
            hash: hash as u32,
            deleted: false,
        });
        self.next_sequence += 1;
        self.live += 1;
        if !self.index.is_empty() {
            let mask = self.index.len() - 1;
            let mut slot = hash as usize & mask;
            while self.index[slot] != 0 && self.index[slot] != TOMBSTONE {
                slot = (slot + 1) & mask;
            }
            self.index[slot] = self.entries.len() as u32;
        }
    }

    fn remove(&mut self, position: usize) {
        if self.index.is_empty() {
            self.entries[position].deleted = true;
            self.live -= 1;
            return;
        }
        let hash = self.entries[position].hash;
        let mask = self.index.len() - 1;
        let mut slot = hash as usize & mask;
        while self.index[slot] as usize != position + 1 {
            slot = (slot + 1) & mask;
        }
        self.index[slot] = TOMBSTONE;
        self.entries[position].deleted = true;
        self.live -= 1;
    }
}

/// SameValueZero's view of a number: `-0` as `0`, every NaN as one NaN.
fn normalized(bits: u64) -> u64 {
    let value = f64::from_bits(bits);
    if value == 0.0 {
        0
    } else if value.is_nan() && !array::is_undefined_number(value) {
        f64::NAN.to_bits()
    } else {
        bits
    }
}

/// # Safety
/// `map` must be a live map, set or record.
unsafe fn table<'a>(map: *const ScrMap) -> &'a mut Table {
    // SAFETY: the table lives as long as the object (caller contract).
    unsafe { &mut (*map.cast_mut()).table }
}

/// A new empty map (`kind` 4), set (5) or record (6) with the given slot
/// kinds.
#[unsafe(no_mangle)]
pub extern "C" fn scr_map_new(kind: u32, key_kind: u32, value_kind: u32) -> *mut ScrMap {
    let weak = kind & WEAK != 0;
    let descriptor = match u64::from(kind & !WEAK) {
        KIND_SET if weak => &WEAK_SET_DESCRIPTOR.0,
        KIND_SET => &SET_DESCRIPTOR.0,
        KIND_RECORD => &RECORD_DESCRIPTOR.0,
        _ if weak => &WEAK_MAP_DESCRIPTOR.0,
        _ => &MAP_DESCRIPTOR.0,
    };
    let map = crate::alloc::allocate(std::mem::size_of::<ScrMap>()).cast::<ScrMap>();
    crate::audit::object_allocated(descriptor.kind);
    // SAFETY: a fresh block of the right size (the arena's blocks are
    // 16-byte aligned).
    unsafe {
        map.write(ScrMap {
            rc: 1,
            descriptor,
            table: Table::new(key_kind, value_kind),
        });
    }
    map
}

/// The table's key and value kinds and its live entries in order
/// (borrowed bits).
///
/// # Safety
/// `map` must be a live map, set or record.
pub unsafe fn entries(map: *const ScrMap) -> (u32, u32, Vec<(u64, u64)>) {
    // SAFETY: caller contract.
    let table = unsafe { table(map) };
    let live = table
        .entries
        .iter()
        .filter(|entry| !entry.deleted)
        .map(|entry| (entry.key, entry.value))
        .collect();
    (table.key_kind, table.value_kind, live)
}

/// Releases the keys and values and frees the table (the unit tests'
/// cleanup; a dead map is freed by `object::free_now`).
///
/// # Safety
/// `map` must be a dead map, set or record.
#[cfg(test)]
unsafe fn drop_table(map: *mut ScrMap) {
    // SAFETY: caller contract.
    unsafe {
        each_entry(map, &mut |kind, bits| array::release_slot(kind, bits));
        free_table(map);
    }
}

/// Calls `visit(kind, bits)` for each live key and value of a map's,
/// set's or record's table (`cycles::each_object_child`).
///
/// # Safety
/// `map` must be a map, set or record not yet freed.
#[inline(never)]
pub(crate) unsafe fn each_entry(map: *mut ScrMap, visit: &mut impl FnMut(u32, u64)) {
    // SAFETY: caller contract; the table was made by `scr_map_new`.
    unsafe {
        let table = table(map);
        for entry in table.entries.iter().filter(|entry| !entry.deleted) {
            visit(table.key_kind, entry.key);
            visit(table.value_kind, entry.value);
        }
    }
}

/// The key and value kinds of a map's table.
///
/// # Safety
/// `map` must be a live map, set or record.
pub(crate) unsafe fn kinds(map: *mut ScrMap) -> (u32, u32) {
    // SAFETY: caller contract.
    unsafe {
        let table = table(map);
        (table.key_kind, table.value_kind)
    }
}

/// Frees a dead map's table, whose keys and values were released (or,
/// for garbage the cycle collector frees, counted out by its trial).
///
/// # Safety
/// `map` must be a dead map, set or record.
pub(crate) unsafe fn free_table(map: *mut ScrMap) {
    // SAFETY: caller contract; the table was made by `scr_map_new`.
    unsafe { std::ptr::drop_in_place(&raw mut (*map).table) }
}

/// `map.set(key, value)`, `set.add(key)` (value 0), `record[key] = value`:
/// both retained; a replaced value is released.
///
/// # Safety
/// `map` must be live; the bits live values of the table's kinds.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_map_set(map: *mut ScrMap, key: u64, value: u64) {
    // SAFETY: caller contract.
    unsafe {
        if refuses_writes(map) {
            return;
        }
        // One hash for the search and the insertion (a key and the one
        // stored for it, `-0` as `0`, hash alike).
        let hash = table(map).hash(key);
        set_hashed(map, key, value, hash);
    }
}

/// [`scr_map_set`] of a key whose hash (`Table::hash_of`) is known.
///
/// # Safety
/// As [`scr_map_set`]; `hash` must be the key's.
pub unsafe fn set_hashed(map: *mut ScrMap, key: u64, value: u64, hash: u64) {
    // SAFETY: caller contract.
    unsafe {
        let table = table(map);
        array::retain_slot(table.value_kind, value);
        match table.find_hashed(key, hash) {
            Some(position) => {
                let old = std::mem::replace(&mut table.entries[position].value, value);
                array::release_slot(table.value_kind, old);
            }
            None => {
                // `-0` is stored as `0`, as Map and Set do.
                let key = if table.key_kind == ELEMENT_NUMBER && f64::from_bits(key) == 0.0 {
                    0
                } else if table.key_kind == array::ELEMENT_DYNAMIC
                    && crate::dynamic::contents(key as *const ScrObject)
                        == (ELEMENT_NUMBER, (-0.0f64).to_bits())
                {
                    crate::dynamic::scr_dynamic_new(ELEMENT_NUMBER, 0) as u64
                } else {
                    array::retain_slot(table.key_kind, key);
                    key
                };
                table.insert_hashed(key, value, hash);
            }
        }
    }
}

/// `map.get(key)`: the value, borrowed, or `undefined`'s bits for the
/// value kind (a null pointer for objects and arrays).
///
/// # Safety
/// `map` must be live; `key` a live value of the key kind.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_map_get(map: *const ScrMap, key: u64) -> u64 {
    // SAFETY: caller contract.
    unsafe {
        let table = table(map);
        match table.find(key) {
            Some(position) => table.entries[position].value,
            None => missing(table.value_kind),
        }
    }
}

/// `map.get(key)` as a new box: the value, or the `undefined` box where
/// the key is missing (for values whose kind has no `undefined` of its
/// own, a boolean's).
///
/// # Safety
/// `map` must be live; `key` a live value of the key kind.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_map_get_box(map: *const ScrMap, key: u64) -> *mut ScrObject {
    // SAFETY: caller contract; the box takes a reference of its own.
    unsafe {
        let table = table(map);
        match table.find(key) {
            Some(position) => {
                let bits = table.entries[position].value;
                array::retain_slot(table.value_kind, bits);
                crate::dynamic::scr_dynamic_new(table.value_kind, bits)
            }
            None => crate::dynamic::scr_dynamic_new(crate::dynamic::DYNAMIC_UNDEFINED, 0),
        }
    }
}

/// The value (borrowed) of the entry whose key is the string `key`, for a
/// table of string keys (a record); `None` when there is none.
///
/// # Safety
/// `map` must be a live map, set or record whose keys are strings.
pub unsafe fn get_text(map: *const ScrMap, key: &str) -> Option<u64> {
    // SAFETY: caller contract.
    unsafe {
        let table = table(map);
        table
            .find_text(key)
            .map(|position| table.entries[position].value)
    }
}

/// The value slot of the entry whose key is the string `name` itself
/// (not only its text), found where `find_text` last found that name: a
/// property read or written by a name the table was filled with (`p.x`
/// of `{ x: 1 }`, `o.count` after `o.count = 0`) costs no hashing and no
/// comparison of text. `None` sends the caller the general way.
///
/// # Safety
/// `map` must be a live map or record, `name` a live string; the slot is
/// valid until the table next changes.
#[inline]
pub unsafe fn named_slot(map: *mut ScrMap, name: *const ScrString) -> Option<*mut u64> {
    // SAFETY: caller contract.
    unsafe {
        let table = table(map);
        let text = name.cast::<u8>().add(string::HEADER_SIZE) as usize;
        let hint = TEXT_HINTS.with(|hints| hints[hint_slot_at(text)].get());
        if hint.key != text || table.key_kind != ELEMENT_STRING {
            return None;
        }
        let entry = table.entries.get_mut(hint.position as usize)?;
        if entry.deleted {
            return None;
        }
        // The name itself, or another string of the same text (the keys
        // of parsed objects are strings of the parse).
        let same = entry.key == name as u64
            || match (
                string::units(entry.key as *const ScrString),
                string::units(name),
            ) {
                (string::Units::Latin1(stored), string::Units::Latin1(wanted)) => stored == wanted,
                _ => false,
            };
        same.then_some(&raw mut entry.value)
    }
}

/// The position of the entry named `name` in a record and its key, when
/// that key is `name` itself or another immortal string (a parse's keys
/// are): what a compiled site caches, so it can never hold a key that is
/// freed and its address reused.
///
/// # Safety
/// `map` must be a live map or record, `name` a live string.
pub unsafe fn key_position(map: *mut ScrMap, name: *const ScrString) -> Option<(u64, u64)> {
    // SAFETY: caller contract.
    unsafe {
        let table = table(map);
        let text = string::ascii(name)?;
        let position = table.find_text(text)?;
        let key = table.entries[position].key;
        (key == name as u64 || (*(key as *const ScrString)).rc == string::IMMORTAL)
            .then_some((key, position as u64))
    }
}

/// The value slot of the entry whose key is the string `key` (compared
/// by code units: for keys no `&str` spells, a lone surrogate).
///
/// # Safety
/// `map` must be a live map or record whose keys are strings, `key` a
/// live string; the slot is valid until the table next changes.
pub unsafe fn string_slot(map: *mut ScrMap, key: *const ScrString) -> Option<*mut u64> {
    // SAFETY: caller contract.
    unsafe {
        let table = table(map);
        if table.key_kind != ELEMENT_STRING {
            return None;
        }
        let position = table.find(key as u64)?;
        Some(&raw mut table.entries[position].value)
    }
}

/// Whether a map or record whose keys are strings has the key `key`.
///
/// # Safety
/// `map` must be a live map or record.
pub unsafe fn has_text(map: *const ScrMap, key: &str) -> bool {
    // SAFETY: caller contract.
    unsafe { (*map).table.find_text(key).is_some() }
}

/// Sets the value of the entry whose key is the string `key` to `value`
/// (taking a new reference), adding an entry after the others when there
/// is none: keyed by `name` (a new reference), or by a new string of `key`
/// when `name` is null. One search finds the entry or where a new one goes.
///
/// # Safety
/// `map` must be a live map or record whose keys are strings; `value` a
/// live value of its value kind; `name` null or a live string spelling
/// `key`.
pub unsafe fn put_text(map: *mut ScrMap, key: &str, name: *const ScrString, value: u64) {
    // SAFETY: caller contract.
    unsafe {
        if refuses_writes(map) {
            return;
        }
        if table(map).key_kind != ELEMENT_STRING {
            let stored = string::new_from_str(key);
            scr_map_set(map, stored as u64, value);
            string::release(stored);
            return;
        }
        match text_slot(map, key) {
            Ok(slot) => {
                let table = table(map);
                array::retain_slot(table.value_kind, value);
                let old = std::mem::replace(&mut *slot, value);
                array::release_slot(table.value_kind, old);
            }
            Err(hash) => insert_text(map, key, name, value, hash),
        }
    }
}

/// The value slot of the entry whose key is the string `key`, or the hash
/// an entry for `key` takes ([`insert_text`]'s last argument).
///
/// # Safety
/// `map` must be a live map or record whose keys are strings; the slot is
/// valid until the table next changes.
pub unsafe fn text_slot(map: *mut ScrMap, key: &str) -> Result<*mut u64, u64> {
    // SAFETY: caller contract.
    let table = unsafe { table(map) };
    let position = table.seek_text(key)?;
    Ok(&raw mut table.entries[position].value)
}

/// Adds an entry for the text `key`, which the map does not have, with
/// `value` (taking a new reference): keyed by `name` (a new reference), or
/// by a new string of `key` when `name` is null. `hash` is what
/// [`text_slot`] gave.
///
/// # Safety
/// As [`put_text`], and the map must take writes (not a record view).
pub unsafe fn insert_text(
    map: *mut ScrMap,
    key: &str,
    name: *const ScrString,
    value: u64,
    hash: u64,
) {
    // SAFETY: caller contract.
    unsafe {
        let table = table(map);
        array::retain_slot(table.value_kind, value);
        let stored = if name.is_null() {
            string::new_from_str(key)
        } else {
            string::retain(name.cast_mut());
            name.cast_mut()
        };
        table.insert_hashed(stored as u64, value, hash);
        // The next read by this name (a cache noting the entry, a loop's
        // next write) finds it at once.
        note_text_hint(key, table.entries.len() - 1);
    }
}

/// Makes room in an empty map or record for `count` entries at once (a
/// parsed object's properties), so filling it rebuilds nothing.
///
/// # Safety
/// `map` must be a live, empty map, set or record.
pub unsafe fn reserve(map: *mut ScrMap, count: usize) {
    // SAFETY: caller contract.
    let table = unsafe { table(map) };
    table.entries.reserve_exact(count);
    table.rebuild(count);
}

/// Turns a map's (or a set's) keys, and a map's values, into boxes in
/// place, so it holds values of any kind: a collection made by typed code
/// that only an `any` holds now, given a key or value of another kind.
///
/// # Safety
/// `map` must be a live map or set that nothing reads as its typed kinds.
pub unsafe fn make_dynamic(map: *mut ScrMap) {
    // SAFETY: caller contract; entries of the table's kinds.
    unsafe {
        let is_set = (*(*map).descriptor).kind == KIND_SET;
        let table = table(map);
        let (key_kind, value_kind) = (table.key_kind, table.value_kind);
        for entry in table.entries.iter_mut().filter(|entry| !entry.deleted) {
            // The boxes take the entry's references.
            entry.key = crate::dynamic::scr_dynamic_new(key_kind, entry.key) as u64;
            if !is_set {
                entry.value = crate::dynamic::scr_dynamic_new(value_kind, entry.value) as u64;
            }
        }
        table.key_kind = array::ELEMENT_DYNAMIC;
        if !is_set {
            table.value_kind = array::ELEMENT_DYNAMIC;
        }
        for entry in table.entries.iter_mut() {
            entry.hash = Table::hash_of(array::ELEMENT_DYNAMIC, entry.key) as u32;
        }
        let live = table.live;
        table.rebuild(live);
    }
}

/// What reading a missing key gives, by kind.
fn missing(kind: u32) -> u64 {
    match kind {
        ELEMENT_NUMBER => crate::array::UNDEFINED_NUMBER_BITS,
        ELEMENT_STRING => string::undefined_text() as u64,
        _ => 0,
    }
}

/// # Safety
/// `map` must be live; `key` a live value of the key kind.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_map_has(map: *const ScrMap, key: u64) -> i32 {
    // SAFETY: caller contract.
    i32::from(unsafe { table(map).find(key).is_some() })
}

/// `map.delete(key)`: whether the key was there.
///
/// # Safety
/// `map` must be live; `key` a live value of the key kind.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_map_delete(map: *mut ScrMap, key: u64) -> i32 {
    // SAFETY: caller contract.
    unsafe {
        if refuses_writes(map) {
            return 0;
        }
        let table = table(map);
        let Some(position) = table.find(key) else {
            return 0;
        };
        let entry = table.entries[position];
        table.remove(position);
        let tombstones = table.entries.len() - table.live;
        if tombstones > 16 && tombstones > table.live {
            table.rebuild(table.live);
        }
        array::release_slot(table.key_kind, entry.key);
        array::release_slot(table.value_kind, entry.value);
        1
    }
}

/// # Safety
/// `map` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_map_clear(map: *mut ScrMap) {
    // SAFETY: caller contract.
    unsafe {
        let table = table(map);
        let entries = std::mem::take(&mut table.entries);
        table.index.clear();
        table.live = 0;
        for entry in entries.iter().filter(|entry| !entry.deleted) {
            array::release_slot(table.key_kind, entry.key);
            array::release_slot(table.value_kind, entry.value);
        }
    }
}

/// # Safety
/// `map` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_map_size(map: *const ScrMap) -> f64 {
    // SAFETY: caller contract.
    unsafe { table(map).live as f64 }
}

/// The next live entry after the one `cursor` names (0 before the
/// first): its index, with `cursor` moved to it, or -1 at the end. Both
/// are numbers (exact: sequence numbers stay far below 2^53), so the
/// cursor can be an ordinary local of the loop.
///
/// # Safety
/// `map` must be live; `cursor` valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_map_next(map: *const ScrMap, cursor: *mut f64) -> f64 {
    // SAFETY: caller contract.
    unsafe {
        let table = table(map);
        let after = *cursor as u64;
        // Sequences increase from 1 along the entries, so the entry of
        // sequence `after` is at position `after - 1` unless entries before
        // it were compacted away: then the ones before it are exactly
        // those, and no search is needed.
        let start = if after == 0 {
            0
        } else if table
            .entries
            .get(after as usize - 1)
            .is_some_and(|entry| entry.sequence == after)
        {
            after as usize
        } else {
            table
                .entries
                .partition_point(|entry| entry.sequence <= after)
        };
        for position in start..table.entries.len() {
            let entry = &table.entries[position];
            if !entry.deleted {
                *cursor = entry.sequence as f64;
                return position as f64;
            }
        }
        -1.0
    }
}

/// The key of entry `position` (from `scr_map_next`), borrowed.
///
/// # Safety
/// `map` must be live and `position` a live entry.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_map_key(map: *const ScrMap, position: f64) -> u64 {
    // SAFETY: caller contract.
    unsafe { table(map).entries[position as usize].key }
}

/// The value of entry `position`, borrowed.
///
/// # Safety
/// `map` must be live and `position` a live entry.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_map_value(map: *const ScrMap, position: f64) -> u64 {
    // SAFETY: caller contract.
    unsafe { table(map).entries[position as usize].value }
}

/// What a map's or a set's `keys()` or `values()` iterator gives next
/// (`values`: the entry's value, else its key): the slot kind and the
/// bits (borrowed), after the entry `cursor` names (a sequence number, as
/// [`scr_map_next`] keeps it), which moves past it.
///
/// # Safety
/// `map` must be a live map or set.
pub(crate) unsafe fn next_part(
    map: *const ScrMap,
    cursor: &mut f64,
    values: bool,
) -> Option<(u32, u64)> {
    // SAFETY: caller contract.
    unsafe {
        let position = scr_map_next(map, cursor);
        if position < 0.0 {
            return None;
        }
        let table = table(map);
        let entry = &table.entries[position as usize];
        Some(if values {
            (table.value_kind, entry.value)
        } else {
            (table.key_kind, entry.key)
        })
    }
}

/// The keys or values [`next_part`] would give from `cursor` on (for
/// printing an iterator): their kind and bits, borrowed.
///
/// # Safety
/// `map` must be a live map or set.
pub(crate) unsafe fn parts_after(map: *const ScrMap, cursor: f64, values: bool) -> (u32, Vec<u64>) {
    let mut cursor = cursor;
    let mut parts = Vec::new();
    // SAFETY: caller contract.
    unsafe {
        let table = table(map);
        let kind = if values {
            table.value_kind
        } else {
            table.key_kind
        };
        while let Some((_, bits)) = next_part(map, &mut cursor, values) {
            parts.push(bits);
        }
        (kind, parts)
    }
}

/// The live keys in iteration order: insertion order, or for a record
/// JavaScript's property order (integer-like keys ascending, then the
/// others in insertion order).
///
/// # Safety
/// `map` must be live.
pub unsafe fn ordered(map: *const ScrMap) -> Vec<(u64, u64)> {
    // SAFETY: caller contract.
    let (table, kind) = unsafe { (table(map), (*(*map).descriptor).kind) };
    let mut pairs: Vec<(u64, u64)> = table
        .entries
        .iter()
        .filter(|entry| !entry.deleted)
        .map(|entry| (entry.key, entry.value))
        .collect();
    if kind == KIND_RECORD && pairs.iter().any(|&(key, _)| may_be_index(key)) {
        let index_of = |key: u64| -> Option<u64> {
            // Most keys do not start with a digit: no text made for them.
            if !may_be_index(key) {
                return None;
            }
            // SAFETY: as above.
            let text = unsafe { string::to_rust_string(key as *const ScrString) };
            array_index(&text)
        };
        let mut integers: Vec<(u64, (u64, u64))> = Vec::new();
        let mut others = Vec::new();
        for pair in pairs {
            match index_of(pair.0) {
                Some(index) => integers.push((index, pair)),
                None => others.push(pair),
            }
        }
        integers.sort_by_key(|(index, _)| *index);
        pairs = integers.into_iter().map(|(_, pair)| pair).collect();
        pairs.extend(others);
    }
    pairs
}

/// The keys of a record in JavaScript's property order, as `ordered`
/// gives them, into `array` (pushed, each retained by the push): straight
/// from the table when no key may name an array index.
///
/// # Safety
/// `map` must be a live record with string keys; `array` a live array of
/// strings.
pub unsafe fn push_keys_ordered(map: *const ScrMap, array: *mut ScrArray) {
    // SAFETY: caller contract.
    unsafe {
        let table = table(map);
        if table
            .entries
            .iter()
            .any(|entry| !entry.deleted && may_be_index(entry.key))
        {
            for (key, _) in ordered(map) {
                array::scr_array_push(array, key);
            }
            return;
        }
        for entry in table.entries.iter().filter(|entry| !entry.deleted) {
            array::scr_array_push(array, entry.key);
        }
    }
}

/// Whether a string key starts with a digit (it may name an array index,
/// which JavaScript lists first).
fn may_be_index(key: u64) -> bool {
    // SAFETY: a live string key.
    let units = unsafe { string::units(key as *const ScrString) };
    !units.is_empty() && (u16::from(b'0')..=u16::from(b'9')).contains(&units.unit(0))
}

/// The array index a key names (`"0"`, `"42"`; not `"01"`).
fn array_index(key: &str) -> Option<u64> {
    if key.is_empty() || key.len() > 10 || (key.len() > 1 && key.starts_with('0')) {
        return None;
    }
    if !key.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let value: u64 = key.parse().ok()?;
    (value < u64::from(u32::MAX)).then_some(value)
}

/// `[...map.keys()]`, `Object.keys(record)`: a new array of the keys.
///
/// # Safety
/// `map` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_map_keys(map: *const ScrMap) -> *mut ScrArray {
    // SAFETY: caller contract.
    unsafe {
        let kind = table(map).key_kind;
        let pairs = ordered(map);
        let result = array::scr_array_new(kind, pairs.len() as u64);
        for (key, _) in pairs {
            array::scr_array_push(result, key);
        }
        result
    }
}

/// `[...map.values()]`, `Object.values(record)`: a new array of the values.
///
/// # Safety
/// `map` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_map_values(map: *const ScrMap) -> *mut ScrArray {
    // SAFETY: caller contract.
    unsafe {
        let kind = table(map).value_kind;
        let pairs = ordered(map);
        let result = array::scr_array_new(kind, pairs.len() as u64);
        for (_, value) in pairs {
            array::scr_array_push(result, value);
        }
        result
    }
}

/// What for-of takes from a map or a set held by an `any`: a new array of
/// boxes, each a set's value or a map's `[key, value]` (an array of two
/// boxes).
///
/// # Safety
/// `map` must be a live map or set.
pub unsafe fn iterated_boxes(map: *const ScrMap, is_set: bool) -> *mut ScrArray {
    // SAFETY: caller contract; the slots hold values of the table's kinds.
    unsafe {
        let (key_kind, value_kind) = {
            let table = table(map);
            (table.key_kind, table.value_kind)
        };
        let boxed = |kind: u32, bits: u64| {
            array::retain_slot(kind, bits);
            crate::dynamic::scr_dynamic_new(kind, bits)
        };
        let pairs = ordered(map);
        let result = array::scr_array_new(array::ELEMENT_DYNAMIC, pairs.len() as u64);
        for (key, value) in pairs {
            let item = if is_set {
                boxed(key_kind, key)
            } else {
                let entry = array::scr_array_new(array::ELEMENT_DYNAMIC, 2);
                for part in [boxed(key_kind, key), boxed(value_kind, value)] {
                    array::scr_array_push(entry, part as u64);
                    crate::object::release(part);
                }
                // The box takes the entry's reference.
                crate::dynamic::scr_dynamic_new(array::ELEMENT_ARRAY, entry as u64)
            };
            array::scr_array_push(result, item as u64);
            crate::object::release(item);
        }
        result
    }
}

/// `[...map]`, `map.entries()`, `Object.entries(record)`: a new array of
/// `[key, value]` tuples made with the compiler's tuple `descriptor`
/// (`set.entries()`: `[value, value]`).
///
/// # Safety
/// `map` must be live; `descriptor` a two-slot tuple descriptor whose slot
/// kinds are the table's (a set's: its element kind twice).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_map_entries(
    map: *const ScrMap,
    descriptor: *const crate::object::ClassDescriptor,
) -> *mut ScrArray {
    // SAFETY: caller contract.
    unsafe {
        let is_set = (*(*map).descriptor).kind == crate::object::KIND_SET;
        let (key_kind, value_kind) = {
            let table = table(map);
            (
                table.key_kind,
                if is_set {
                    table.key_kind
                } else {
                    table.value_kind
                },
            )
        };
        let pairs = ordered(map);
        let result = array::scr_array_new(array::ELEMENT_OBJECT, pairs.len() as u64);
        for (key, value) in pairs {
            let value = if is_set { key } else { value };
            let tuple = crate::object::scr_object_new(descriptor);
            let slots = tuple
                .cast::<u8>()
                .add(crate::object::SLOTS_OFFSET)
                .cast::<u64>();
            array::retain_slot(key_kind, key);
            array::retain_slot(value_kind, value);
            *slots = key;
            *slots.add(1) = value;
            array::scr_array_push(result, tuple as u64);
            crate::object::release(tuple);
        }
        result
    }
}

/// `new Map(entries)` from an array of `[key, value]` tuples.
///
/// # Safety
/// `map` must be a live map; `entries` a live array of tuples of its kinds.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_map_add_entries(map: *mut ScrMap, entries: *const ScrArray) {
    // SAFETY: caller contract; the tuples are copied out first.
    unsafe {
        let tuples = array::slots(entries).to_vec();
        for tuple in tuples {
            if tuple == 0 {
                continue;
            }
            let slots = (tuple as *const u8)
                .add(crate::object::SLOTS_OFFSET)
                .cast::<u64>();
            scr_map_set(map, *slots, *slots.add(1));
        }
    }
}

/// `{ ...source }` into the record `target` (a record literal with a
/// spread): each of `source`'s entries, in order, set on `target` (a key
/// `target` has keeps its place and takes the new value). A null source
/// (a spread `undefined`) adds nothing.
///
/// # Safety
/// `target` must be a live record that takes writes; `source` a live
/// record of the same kinds, or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_map_assign(target: *mut ScrMap, source: *const ScrMap) {
    if source.is_null() {
        return;
    }
    // SAFETY: caller contract; the entries are copied out first (setting
    // may grow `target`, which may be `source`).
    unsafe {
        let entries: Vec<(u64, u64)> = table(source.cast_mut())
            .entries
            .iter()
            .filter(|entry| !entry.deleted)
            .map(|entry| (entry.key, entry.value))
            .collect();
        for (key, value) in entries {
            scr_map_set(target, key, value);
        }
    }
}

/// `new Set(array)`: adds every element (retained).
///
/// # Safety
/// `set` must be a live set; `source` a live array of its key kind.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_set_add_all(set: *mut ScrMap, source: *const ScrArray) {
    // SAFETY: caller contract; the elements are copied out first.
    unsafe {
        let elements = array::slots(source).to_vec();
        for bits in elements {
            scr_map_set(set, bits, 0);
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_text_hashes_alike_in_every_storage() {
        for text in [
            "",
            "a",
            "alpha12",
            "exactly8",
            "sixteen bytes ok",
            "caf\u{e9} au lait, s'il vous pla\u{ee}t",
            "\u{ff}\u{fe}",
        ] {
            let latin1: Vec<u8> = text.chars().map(|c| c as u32 as u8).collect();
            let wide: Vec<u16> = text.encode_utf16().collect();
            assert_eq!(
                super::hash_latin1(&latin1),
                super::hash_wide(wide.iter().copied()),
                "{text}"
            );
            assert_eq!(
                super::text_hash(text, text.is_ascii()),
                super::hash_latin1(&latin1),
                "{text}"
            );
        }
    }

    use super::*;

    fn number(value: f64) -> u64 {
        value.to_bits()
    }

    /// The offsets compiled inline caches read (`codegen/dynamic_sites.rs`).
    #[test]
    fn table_layout_is_what_the_compiler_reads() {
        use std::mem::{offset_of, size_of};
        assert_eq!(offset_of!(ScrMap, descriptor), 8);
        assert_eq!(offset_of!(ScrMap, table), 16);
        assert_eq!(offset_of!(Table, key_kind), 0);
        assert_eq!(offset_of!(Table, value_kind), 4);
        assert_eq!(offset_of!(Table, entries) + offset_of!(Entries, pointer), 8);
        assert_eq!(offset_of!(Table, entries) + offset_of!(Entries, length), 16);
        assert_eq!(size_of::<Entry>(), 32);
        assert_eq!(offset_of!(Entry, key), 0);
        assert_eq!(offset_of!(Entry, value), 8);
        assert_eq!(offset_of!(Entry, deleted), 28);
    }

    #[test]
    fn same_value_zero_keys_and_insertion_order() {
        let map = scr_map_new(KIND_MAP as u32, ELEMENT_NUMBER, ELEMENT_NUMBER);
        // SAFETY: a live map of numbers.
        unsafe {
            scr_map_set(map, number(-0.0), number(1.0));
            scr_map_set(map, number(0.0), number(2.0));
            scr_map_set(map, number(f64::NAN), number(3.0));
            scr_map_set(map, number(f64::NAN), number(4.0));
            scr_map_set(map, number(7.0), number(5.0));
            assert_eq!(scr_map_size(map), 3.0);
            assert_eq!(f64::from_bits(scr_map_get(map, number(0.0))), 2.0);
            assert_eq!(f64::from_bits(scr_map_get(map, number(f64::NAN))), 4.0);
            let keys: Vec<f64> = ordered(map)
                .iter()
                .map(|(k, _)| f64::from_bits(*k))
                .collect();
            assert_eq!(keys.len(), 3);
            assert_eq!(keys[2], 7.0);
            drop_table(map);
        }
    }

    #[test]
    fn iteration_sees_deletions_and_additions() {
        let map = scr_map_new(KIND_SET as u32, ELEMENT_NUMBER, ELEMENT_NUMBER);
        // SAFETY: a live set of numbers.
        unsafe {
            for value in 0..40 {
                scr_map_set(map, number(f64::from(value)), 0);
            }
            let mut cursor = 0.0;
            let mut seen = Vec::new();
            loop {
                let position = scr_map_next(map, &mut cursor);
                if position < 0.0 {
                    break;
                }
                let key = f64::from_bits(scr_map_key(map, position));
                seen.push(key);
                if key == 0.0 {
                    // Delete most of what is ahead (forcing compaction),
                    // and add one at the end.
                    for value in 1..35 {
                        scr_map_delete(map, number(f64::from(value)));
                    }
                    scr_map_set(map, number(100.0), 0);
                }
            }
            assert_eq!(seen, vec![0.0, 35.0, 36.0, 37.0, 38.0, 39.0, 100.0]);
            drop_table(map);
        }
    }

    #[test]
    fn a_randomized_sequence_matches_a_simple_model() {
        let map = scr_map_new(KIND_MAP as u32, ELEMENT_NUMBER, ELEMENT_NUMBER);
        let mut model: Vec<(f64, f64)> = Vec::new();
        let mut seed: u64 = 12345;
        // SAFETY: a live map of numbers.
        unsafe {
            for step in 0..5000 {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let key = ((seed >> 33) % 64) as f64;
                if (seed >> 20).is_multiple_of(3) {
                    let expected = model.iter().position(|(k, _)| *k == key);
                    let removed = scr_map_delete(map, number(key)) == 1;
                    assert_eq!(removed, expected.is_some());
                    if let Some(position) = expected {
                        model.remove(position);
                    }
                } else {
                    let value = f64::from(step);
                    scr_map_set(map, number(key), number(value));
                    match model.iter_mut().find(|(k, _)| *k == key) {
                        Some(entry) => entry.1 = value,
                        None => model.push((key, value)),
                    }
                }
                assert_eq!(scr_map_size(map), model.len() as f64);
            }
            let pairs: Vec<(f64, f64)> = ordered(map)
                .iter()
                .map(|(k, v)| (f64::from_bits(*k), f64::from_bits(*v)))
                .collect();
            assert_eq!(pairs, model);
            drop_table(map);
        }
    }
}
