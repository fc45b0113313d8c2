//! Class instances: a reference count, the class descriptor the compiler
//! emitted, then one 8-byte slot per field (a double's bits, 0/1, or a
//! counted pointer), parent fields first.
//!
//! ```text
//! offset 0   u64  reference count
//! offset 8   ptr  the ClassDescriptor
//! offset 16       the slots
//! ```

use crate::array::{self, ELEMENT_STRING};

/// Emitted by the compiler, one per class, as a constant.
#[repr(C)]
pub struct ClassDescriptor {
    pub name: *const u8,
    pub name_len: u64,
    pub field_count: u64,
    pub fields: *const FieldDescriptor,
    /// The parent class's descriptor, or null.
    pub parent: *const ClassDescriptor,
    /// What the object is (`KIND_*`).
    pub kind: u64,
    /// The names of the vtable's methods (accessors are `get x` and
    /// `set x`), for lookups through interface types. The vtable follows.
    pub method_count: u64,
    pub method_names: *const NameDescriptor,
    /// How many slots past the fields each object of this descriptor has
    /// room for: a plain object may gain the optional properties its type
    /// declares (`o.tags = ...`), taking one each.
    /// For a function (`KIND_FUNCTION`), what kind of function it is
    /// instead, for printing: `FUNCTION_GENERATOR` and the others below.
    pub spare: u64,
    /// The allocator's size class + 1 when freeing an object of this
    /// descriptor is only returning its block to that class's free list
    /// (no counted slot, no spare slot, nothing else to drop): the
    /// compiler's inline release then frees it without calling the
    /// runtime. 0 otherwise, and in every descriptor the runtime makes.
    pub free_class: u64,
    /// A compiled free of the objects of this descriptor (the compiler
    /// makes one for class instances and plain objects whose slots it
    /// knows): it releases the counted slots and returns the block, as
    /// [`free_now`] would. The compiler's inline release calls it; the
    /// runtime's own frees do not need it. None in every descriptor the
    /// runtime makes.
    pub free_code: Option<unsafe extern "C" fn(*mut ScrObject)>,
}

#[repr(C)]
pub struct NameDescriptor {
    pub name: *const u8,
    pub name_len: u64,
}

/// Where the vtable starts in a descriptor.
pub const VTABLE_OFFSET: usize = 88;

/// The name of the slot of a closure that forwards to another function:
/// an adapter's (a typed closure) and a wrapper's (a box holding one).
/// Such a closure is the function it forwards to for `===`, `Object.is`,
/// searches and printing, as JavaScript has only the one function.
pub const FORWARDS_TO_CLOSURE: &[u8] = b"[[target]]";
pub const FORWARDS_TO_BOX: &[u8] = b"[[box]]";

/// What makes two function objects the same function: the function a
/// forwarding closure stands for (`function_target`), and for the
/// constant closures of a top-level function (one per function type)
/// their descriptors' common parent.
///
/// # Safety
/// `object` must be a live object.
pub unsafe fn function_identity(object: *const ScrObject) -> *const u8 {
    // SAFETY: caller contract.
    unsafe {
        let object = function_target(object);
        if let Some(code) = crate::method_value::identity(object) {
            return code;
        }
        let descriptor = (*object).descriptor;
        if (*descriptor).kind == KIND_FUNCTION && !(*descriptor).parent.is_null() {
            return (*descriptor).parent.cast();
        }
        object.cast()
    }
}

/// The function a function object stands for: itself, or the one an
/// adapter or wrapper closure forwards to (followed to the end).
///
/// # Safety
/// `object` must be a live object.
pub unsafe fn function_target(mut object: *const ScrObject) -> *const ScrObject {
    // SAFETY: live objects; a forwarding closure's slot 1 is its target.
    unsafe {
        loop {
            let descriptor = (*object).descriptor;
            if (*descriptor).kind != KIND_FUNCTION || (*descriptor).field_count != 2 {
                return object;
            }
            let field = &fields(descriptor)[1];
            let name = std::slice::from_raw_parts(field.name, field.name_len as usize);
            let target = slots(object)[1];
            object = if name == FORWARDS_TO_CLOSURE {
                target as *const ScrObject
            } else if name == FORWARDS_TO_BOX {
                let (kind, payload) = crate::dynamic::contents(target as *const ScrObject);
                if kind != crate::array::ELEMENT_OBJECT {
                    return object;
                }
                payload as *const ScrObject
            } else {
                return object;
            };
        }
    }
}

/// The box a wrapper closure (a box converted to a function type) holds,
/// if `object` is one.
///
/// # Safety
/// `object` must be a live object.
pub unsafe fn forwarded_box(object: *const ScrObject) -> Option<*mut ScrObject> {
    // SAFETY: caller contract; a wrapper's slot 1 is its box.
    unsafe {
        let descriptor = (*object).descriptor;
        if (*descriptor).kind != KIND_FUNCTION || (*descriptor).field_count != 2 {
            return None;
        }
        let field = &fields(descriptor)[1];
        let name = std::slice::from_raw_parts(field.name, field.name_len as usize);
        (name == FORWARDS_TO_BOX).then(|| slots(object)[1] as *mut ScrObject)
    }
}

/// `a === b` for two function objects (see `function_identity`).
///
/// # Safety
/// Both must be live function objects or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_function_same(a: *const ScrObject, b: *const ScrObject) -> i32 {
    if a == b {
        return 1;
    }
    if a.is_null() || b.is_null() {
        return 0;
    }
    // SAFETY: caller contract.
    unsafe {
        i32::from(
            function_identity(a) == function_identity(b)
                || crate::method_value::same_built_in(function_target(a), function_target(b)),
        )
    }
}

/// Whether two object payloads are the same object (functions through
/// their forwarding closures), or bigints of one value.
///
/// # Safety
/// Both must be live objects (or null).
pub unsafe fn same_object(a: u64, b: u64) -> bool {
    if a == b {
        return true;
    }
    if a == 0 || b == 0 {
        return false;
    }
    let (a, b) = (a as *const ScrObject, b as *const ScrObject);
    // SAFETY: caller contract.
    unsafe {
        if crate::bigint::is_bigint(a) && crate::bigint::is_bigint(b) {
            return crate::bigint::equal(a.cast(), b.cast());
        }
        scr_function_same(a, b) != 0
    }
}

/// How a value of type `any` is called: the code a descriptor keeps past
/// its vtable, one per vtable slot for a class or object literal (the
/// method with `this` first), one for a function-kind descriptor (its
/// closures, the closure first). The arguments are an array of boxes,
/// borrowed; missing ones are `undefined` and extra ones ignored. The
/// result is a new box. Null where the compiler made none: a program
/// that calls nothing through `any` has none.
pub type DynamicEntry =
    unsafe extern "C" fn(*mut ScrObject, *const crate::array::ScrArray) -> *mut ScrObject;

/// The dynamic entry of `descriptor`'s vtable slot `slot` (a function-kind
/// descriptor's closures: slot 0 of an empty vtable).
///
/// # Safety
/// `descriptor` must be a live descriptor with more than `slot` vtable
/// slots (or a function-kind one and `slot` 0).
pub unsafe fn dynamic_entry(
    descriptor: *const ClassDescriptor,
    slot: usize,
) -> Option<DynamicEntry> {
    // SAFETY: the entries follow the vtable (caller contract).
    unsafe {
        let vtable = descriptor
            .cast::<u8>()
            .add(VTABLE_OFFSET)
            .cast::<Option<DynamicEntry>>();
        *vtable.add((*descriptor).method_count as usize + slot)
    }
}

/// The foreign-`this` entry of vtable slot `slot` of a class: the
/// method's variant taking its own `this` (as a plain function does, from
/// the receiver registers), when the compiler made one. Only a class's
/// descriptor has these (after its dynamic entries).
///
/// # Safety
/// `descriptor` must be a live descriptor with more than `slot` methods.
pub unsafe fn foreign_entry(
    descriptor: *const ClassDescriptor,
    slot: usize,
) -> Option<DynamicEntry> {
    // SAFETY: caller contract; a class's descriptor has the three tables.
    unsafe {
        if (*descriptor).kind != KIND_CLASS {
            return None;
        }
        let vtable = descriptor
            .cast::<u8>()
            .add(VTABLE_OFFSET)
            .cast::<Option<DynamicEntry>>();
        *vtable.add(2 * (*descriptor).method_count as usize + slot)
    }
}

/// A member access site's inline cache, emitted by the compiler: the
/// descriptor last seen there and what the lookup found for it.
#[repr(C)]
pub struct InlineCache {
    pub descriptor: *const ClassDescriptor,
    pub found: i64,
}

/// What a read lookup finds for a property the object does not have (an
/// optional one): the emitted code gives `undefined`.
pub const ABSENT: i64 = i64::MIN;

/// A read through an interface type finds a field: its slot must hold
/// the kind of value the reading code takes (`wanted` is that kind + 1; 0
/// when unchecked). An object that reached the type through a cast the
/// checker could not prove (`x as any as { n: number }` of an object whose
/// `n` is a string) is scriptc's TypeError, never a misread slot.
///
/// # Safety
/// `descriptor` must be a live descriptor and `found` what `find_member`
/// found in it.
unsafe fn check_read_kind(descriptor: *const ClassDescriptor, found: i64, wanted: u64) {
    if wanted == 0 || found < SLOTS_OFFSET as i64 {
        return;
    }
    let index = (found as usize - SLOTS_OFFSET) / 8;
    // SAFETY: caller contract.
    let kind = unsafe { fields(descriptor)[index].kind } as u32;
    if array::storage_kind(kind) != array::storage_kind((wanted - 1) as u32) {
        crate::console::fatal_error(
            "TypeError",
            "a value of type unknown is not of the type it was cast to",
        );
    }
}

/// A number, boolean, string or array field read or written through a
/// type whose property is a box (`unknown`, `any`, an optional boolean
/// of `Partial<T>`, a union): the site takes a box, the field holds the
/// value itself, so the access goes the way a record's entries go
/// ([`RECORD_MEMBER`]: `scr_record_read` boxes the field,
/// `scr_record_write` unboxes into it). Anything else is `found` as it
/// is. (`kind` is the read's wanted kind + 1, or the written kind.)
///
/// # Safety
/// `descriptor` must be a live descriptor and `found` what `find_member`
/// found in it.
unsafe fn boxed_member(
    descriptor: *const ClassDescriptor,
    found: i64,
    mode: u64,
    kind: u64,
) -> i64 {
    let wanted = match mode {
        LOOKUP_READ if kind != 0 => kind - 1,
        LOOKUP_WRITE => kind,
        _ => return found,
    };
    if found < SLOTS_OFFSET as i64 {
        return found;
    }
    let index = (found as usize - SLOTS_OFFSET) / 8;
    // SAFETY: caller contract.
    let field_kind = unsafe { fields(descriptor)[index].kind } as u32;
    let wanted = (wanted & 0xff) as u32;
    let boxed_site = wanted == array::ELEMENT_DYNAMIC;
    let boxed_field = field_kind == array::ELEMENT_DYNAMIC;
    // And the other way: a field holding a box (made through a union's
    // merged type: `{ kind: "num"; value: number } | { kind: "op"; value:
    // string }`) accessed as one member's value, where a discriminant
    // narrowed the object to that member (`scr_record_read` unboxes it
    // with a check, of the class too, `scr_record_write` boxes what is
    // written).
    if (boxed_site && array::storage_kind(field_kind) != array::ELEMENT_OBJECT)
        || (boxed_field && !boxed_site)
    {
        RECORD_MEMBER
    } else {
        found
    }
}

/// What a member lookup finds on a record (an object made through `any`
/// used as an interface type): the emitted code reads and writes its
/// entries through the runtime.
pub const RECORD_MEMBER: i64 = i64::MIN + 1;

/// What a member lookup is for: reading (fields, then getters), writing
/// (fields, then setters), or calling (fields holding functions, then
/// methods).
pub const LOOKUP_READ: u64 = 0;
pub const LOOKUP_WRITE: u64 = 1;
pub const LOOKUP_CALL: u64 = 2;

/// The slow path of a member access through an interface type: finds
/// `name` in the object's descriptor, fills the site's cache and returns
/// what it found: a field's byte offset (at least 16), or `-(slot + 1)` for
/// the vtable slot of a method or accessor.
///
/// # Safety
/// `object` must be a live object, `name` valid for `name_len` bytes and
/// `cache` a compiler-emitted cache.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_member_lookup(
    object: *const ScrObject,
    name: *const u8,
    name_len: u64,
    mode: u64,
    cache: *mut InlineCache,
) -> i64 {
    // SAFETY: caller contract.
    unsafe {
        let descriptor = (*object).descriptor;
        let wanted = std::slice::from_raw_parts(name, name_len as usize);
        // The slot kind a write stores (for a property the object gains).
        let (mode, kind) = (mode & 0xff, mode >> 8);
        let key = (descriptor as usize, name as usize, name_len, mode);
        if let Some(found) = MEMBER_CACHE.get(key) {
            let found = boxed_member(descriptor, found, mode, kind);
            if mode == LOOKUP_READ {
                check_read_kind(descriptor, found, kind);
            }
            (*cache).descriptor = descriptor;
            (*cache).found = found;
            return found;
        }
        // A record made through `any`, used as an interface type: its
        // entries, by name (`scr_record_read`, `scr_record_write`).
        if (*descriptor).kind == KIND_RECORD {
            (*cache).descriptor = descriptor;
            (*cache).found = RECORD_MEMBER;
            return RECORD_MEMBER;
        }
        if let Some(found) = find_member(descriptor, wanted, mode) {
            MEMBER_CACHE.put(key, found);
            let found = boxed_member(descriptor, found, mode, kind);
            if mode == LOOKUP_READ {
                check_read_kind(descriptor, found, kind);
            }
            (*cache).descriptor = descriptor;
            (*cache).found = found;
            return found;
        }
        // Reading an optional property the object lacks: `ABSENT`. Writing
        // one: the object takes a spare slot for it.
        let found = None
            .or((mode == LOOKUP_READ).then_some(ABSENT))
            .or_else(|| {
                (mode == LOOKUP_WRITE)
                    .then(|| add_property(object.cast_mut(), wanted, kind))
                    .flatten()
            })
            .unwrap_or_else(|| {
                let wanted = String::from_utf8_lossy(wanted);
                let message = if mode == LOOKUP_WRITE {
                    // An object made without the type that declares the
                    // property (`const a = { x: 1 }; const p: P = a;`).
                    format!(
                        "scriptc: cannot add property '{wanted}': the object was made without \
                         room for it (declare the object literal with the type that has it)"
                    )
                } else {
                    format!("scriptc: the object has no member '{wanted}' here")
                };
                crate::console::fatal_error("TypeError", &message)
            });
        // After a property was added, the object has a new descriptor.
        (*cache).descriptor = (*object).descriptor;
        (*cache).found = found;
        found
    }
}

/// Behind the sites' one-entry inline caches: members found by descriptor,
/// name and mode, so a site that sees several shapes (a union of object
/// types) finds each again without comparing names. Direct-mapped; an
/// entry is only ever replaced. Descriptors are never freed (those made at
/// run time are leaked), so an address names one descriptor for the run.
struct MemberCache {
    entries: std::cell::UnsafeCell<[MemberEntry; MEMBER_CACHE_SIZE]>,
}

/// Descriptor address, name address, name length, lookup mode; found.
type MemberEntry = (usize, usize, u64, u64, i64);

/// A generator function's descriptor's `spare`.
pub const FUNCTION_GENERATOR: u64 = 1;
/// An async function's.
pub const FUNCTION_ASYNC: u64 = 2;
/// An async generator function's.
pub const FUNCTION_ASYNC_GENERATOR: u64 = 3;

/// The first byte of the names of fields no program can name (`#private`
/// members and the compiler's hidden fields): they are not shown, listed,
/// serialized, compared or spread.
pub const HIDDEN: u8 = 1;

/// The first byte of the name of a field keyed by a symbol:
/// `\x02Symbol(description)\x02identity` (see the compiler's
/// `check/symbols.rs`). Such a field is printed as `[Symbol(description)]`
/// and is not listed by `Object.keys` and `for ... in` or serialized.
pub const SYMBOL_KEY: u8 = 2;

/// The symbol text (`Symbol(description)`) of a symbol-keyed field's name.
pub fn symbol_key_text(name: &[u8]) -> Option<&[u8]> {
    let rest = name.strip_prefix(&[SYMBOL_KEY])?;
    rest.split(|&byte| byte == SYMBOL_KEY).next()
}

/// Whether a field named `name` is listed as a key of its object (not
/// `#private` or hidden, not keyed by a symbol).
/// The method whose replacement field (the compiler's `own_method_field`)
/// is named `name`, if it is one.
pub fn replaced_method(name: &'static [u8]) -> Option<&'static [u8]> {
    name.strip_prefix(b"\x01[[own ")
        .and_then(|rest| rest.strip_suffix(b"]]"))
}

/// The name of the hidden number field (the compiler's
/// `REPLACEMENT_ORDER`) in which an instance of a class whose methods the
/// program replaces keeps the order of its replacements: JavaScript lists
/// an object's own properties in the order they were added.
pub const REPLACEMENT_ORDER: &[u8] = b"\x01[[own-order]]";

/// The order is a list of field indices + 1, as the digits of an integer
/// in this base (first replacement most significant); it holds this many,
/// exactly in a double. Replacements past them follow in field order.
const ORDER_BASE: u64 = 1024;
const ORDER_ENTRIES: usize = 5;

/// The slot index of an object's replacement order, if its class has one.
///
/// # Safety
/// `object` must be live.
pub(crate) unsafe fn replacement_order_slot(object: *const ScrObject) -> Option<usize> {
    // SAFETY: a live object's descriptor.
    unsafe {
        let offset = find_member((*object).descriptor, REPLACEMENT_ORDER, LOOKUP_READ)?;
        let offset = usize::try_from(offset).ok()?;
        Some((offset - SLOTS_OFFSET) / 8)
    }
}

/// The field indices in an order's value, first replacement first.
fn order_entries(bits: u64) -> Vec<usize> {
    let mut value = f64::from_bits(bits) as u64;
    let mut entries = Vec::new();
    while value > 0 {
        entries.push((value % ORDER_BASE) as usize - 1);
        value /= ORDER_BASE;
    }
    entries.reverse();
    entries
}

/// Notes that field `index` of `object` (a method's replacement) was
/// assigned: the first time, its method joins the end of the order.
///
/// # Safety
/// `object` must be live.
pub(crate) unsafe fn note_replacement(object: *mut ScrObject, index: usize) {
    // SAFETY: a live object's slots.
    unsafe {
        let Some(order) = replacement_order_slot(object) else {
            return;
        };
        let slot = object
            .cast::<u8>()
            .add(SLOTS_OFFSET)
            .cast::<u64>()
            .add(order);
        let entries = order_entries(*slot);
        let digit = index as u64 + 1;
        if entries.contains(&index) || entries.len() == ORDER_ENTRIES || digit >= ORDER_BASE {
            return;
        }
        let value = f64::from_bits(*slot) as u64 * ORDER_BASE + digit;
        *slot = (value as f64).to_bits();
    }
}

/// [`note_replacement`] for compiled code, after it stores a method's
/// replacement in field `index` of `object`.
///
/// # Safety
/// `object` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_object_note_replacement(object: *mut ScrObject, index: u64) {
    // SAFETY: caller contract.
    unsafe { note_replacement(object, index as usize) }
}

/// Where field `index`'s replacement comes among an object's replaced
/// methods: by the order they were replaced in, then by field order.
///
/// # Safety
/// `object` must be live.
pub(crate) unsafe fn replacement_rank(object: *const ScrObject, index: usize) -> usize {
    // SAFETY: a live object's slots.
    unsafe {
        let entries = match replacement_order_slot(object) {
            Some(order) => order_entries(slots(object)[order]),
            None => Vec::new(),
        };
        match entries.iter().position(|&entry| entry == index) {
            Some(place) => place,
            None => ORDER_ENTRIES + index,
        }
    }
}

/// In a field descriptor's kind, above the slot kind (which every reader
/// takes as its low 32 bits): a field of a library class (the prelude's
/// `Date`, `URL`, `RegExp`, ...) holding the library's state, not an own
/// enumerable property as a program's fields are: read by name, but not
/// listed (`Object.keys`, `for ... in`), serialized or spread.
pub const UNLISTED: u64 = 1 << 32;

/// Whether a field is one of its object's own enumerable properties.
pub fn is_listed_field(field: &FieldDescriptor, name: &[u8]) -> bool {
    field.kind & UNLISTED == 0 && is_listed(name)
}

pub fn is_listed(name: &[u8]) -> bool {
    !matches!(name.first(), Some(&HIDDEN | &SYMBOL_KEY))
}

/// Whether `object` is a symbol: an instance of the prelude's class of
/// symbols (`check/symbols.rs`).
///
/// # Safety
/// `object` must be a live object.
pub unsafe fn is_symbol(object: *const ScrObject) -> bool {
    // SAFETY: a live object's descriptor, with its name.
    unsafe {
        let descriptor = (*object).descriptor;
        (*descriptor).kind == KIND_CLASS
            && std::slice::from_raw_parts((*descriptor).name, (*descriptor).name_len as usize)
                == b"__ScriptcSymbol"
    }
}

const MEMBER_CACHE_SIZE: usize = 1024;

// SAFETY: programs are single-threaded; the cache is only touched by
// `scr_member_lookup`, never reentrantly.
unsafe impl Sync for MemberCache {}

static MEMBER_CACHE: MemberCache = MemberCache {
    entries: std::cell::UnsafeCell::new([(0, 0, 0, 0, 0); MEMBER_CACHE_SIZE]),
};

impl MemberCache {
    fn index(key: (usize, usize, u64, u64)) -> usize {
        let mixed = (key.0 >> 4) ^ (key.1 >> 3).rotate_left(17) ^ (key.3 as usize).rotate_left(29);
        mixed.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (usize::BITS - 10)
    }

    fn get(&self, key: (usize, usize, u64, u64)) -> Option<i64> {
        // SAFETY: single-threaded, and no reference into the cache outlives
        // this read (see the `Sync` implementation).
        let entry = unsafe { (*self.entries.get())[Self::index(key)] };
        (key.0 != 0 && (entry.0, entry.1, entry.2, entry.3) == key).then_some(entry.4)
    }

    fn put(&self, key: (usize, usize, u64, u64), found: i64) {
        // SAFETY: as in `get`.
        unsafe { (*self.entries.get())[Self::index(key)] = (key.0, key.1, key.2, key.3, found) };
    }
}

/// Descriptors made by adding a property, by the descriptor added to, the
/// key and its kind.
type Transitions = rustc_hash::FxHashMap<(usize, &'static [u8], u64), usize>;
static TRANSITIONS: crate::json_parse::Table<Transitions> = crate::json_parse::Table::new();

/// Adds the property `name` (an optional one of the object's type, which
/// it lacks) to a plain object with a spare slot: the object moves to the
/// descriptor with the key in its place (JavaScript's order: an integer
/// key among the integer keys, ascending; another key last), the slots
/// after it move up one, and the new slot holds a value the write path
/// can release. Returns the slot's offset; `None` when the object has no
/// room.
///
/// # Safety
/// `object` must be a live object; `name` must live as long as the program
/// (a compiler-emitted member name).
unsafe fn add_property(object: *mut ScrObject, name: &[u8], kind: u64) -> Option<i64> {
    // SAFETY: a live object and its descriptor; `name` is immortal.
    unsafe {
        let descriptor = (*object).descriptor;
        if (*descriptor).kind != KIND_PLAIN || (*descriptor).spare == 0 {
            return None;
        }
        let name: &'static [u8] = std::slice::from_raw_parts(name.as_ptr(), name.len());
        let old_fields = fields(descriptor);
        let position = match crate::spread::array_index(name) {
            Some(index) => old_fields
                .iter()
                .position(|field| {
                    let field = std::slice::from_raw_parts(field.name, field.name_len as usize);
                    crate::spread::array_index(field).is_none_or(|other| other > index)
                })
                .unwrap_or(old_fields.len()),
            None => old_fields.len(),
        };
        let key = (descriptor as usize, name, kind);
        let grown = match TRANSITIONS.with_borrow(|table| table.get(&key).copied()) {
            Some(grown) => grown as *const ClassDescriptor,
            None => {
                let mut new_fields: Vec<FieldDescriptor> = old_fields
                    .iter()
                    .map(|field| FieldDescriptor {
                        name: field.name,
                        name_len: field.name_len,
                        kind: field.kind,
                    })
                    .collect();
                new_fields.insert(
                    position,
                    FieldDescriptor {
                        name: name.as_ptr(),
                        name_len: name.len() as u64,
                        kind,
                    },
                );
                let grown = plain_descriptor(new_fields, (*descriptor).spare - 1);
                TRANSITIONS.with_borrow_mut(|table| table.insert(key, grown as usize));
                grown
            }
        };
        let slots = object.cast::<u8>().add(SLOTS_OFFSET).cast::<u64>();
        std::ptr::copy(
            slots.add(position),
            slots.add(position + 1),
            old_fields.len() - position,
        );
        *slots.add(position) = if kind == u64::from(ELEMENT_STRING) {
            crate::string::empty_text() as u64
        } else {
            0
        };
        (*object).descriptor = grown;
        Some((SLOTS_OFFSET + 8 * position) as i64)
    }
}

/// # Safety
/// `descriptor` must be one the compiler emitted.
pub(crate) unsafe fn find_member(
    descriptor: *const ClassDescriptor,
    wanted: &[u8],
    mode: u64,
) -> Option<i64> {
    // SAFETY: compiler-emitted descriptor and names.
    unsafe {
        for (index, field) in fields(descriptor).iter().enumerate() {
            if std::slice::from_raw_parts(field.name, field.name_len as usize) == wanted {
                return Some((SLOTS_OFFSET + 8 * index) as i64);
            }
        }
        let prefix: &[u8] = match mode {
            LOOKUP_READ => b"get ",
            LOOKUP_WRITE => b"set ",
            _ => b"",
        };
        let count = (*descriptor).method_count as usize;
        if count == 0 {
            return None;
        }
        let names = std::slice::from_raw_parts((*descriptor).method_names, count);
        for (slot, method) in names.iter().enumerate() {
            let method = std::slice::from_raw_parts(method.name, method.name_len as usize);
            if method.len() == prefix.len() + wanted.len()
                && method.starts_with(prefix)
                && &method[prefix.len()..] == wanted
            {
                return Some(-(slot as i64) - 1);
            }
        }
        None
    }
}

/// A class instance, printed `Name { ... }`.
pub const KIND_CLASS: u64 = 0;
/// An object literal, printed `{ ... }`.
pub const KIND_PLAIN: u64 = 1;
/// A function value (closure): slot 0 is the code pointer, the captured
/// variables follow. Printed `[Function: name]`.
pub const KIND_FUNCTION: u64 = 2;
/// The cell of a variable that closures capture and someone assigns: slot 0
/// is the value.
pub const KIND_BOX: u64 = 3;
/// A `Map` (see `map`): no slots, a table.
pub const KIND_MAP: u64 = 4;
/// A `Set`.
pub const KIND_SET: u64 = 5;
/// A record with keys chosen at run time (`Record<string, T>`), printed
/// like an object.
pub const KIND_RECORD: u64 = 6;
/// A tuple with elements of different types: slots `0`, `1`, ... printed
/// as an array.
pub const KIND_TUPLE: u64 = 7;
/// A value of type `unknown` (see `dynamic`): slot 0 is the payload, of
/// the kind the descriptor's one field gives.
pub const KIND_DYNAMIC: u64 = 8;

#[repr(C)]
pub struct FieldDescriptor {
    pub name: *const u8,
    pub name_len: u64,
    /// The slot's kind, as arrays name element kinds (`array::ELEMENT_*`).
    pub kind: u64,
}

#[repr(C)]
pub struct ScrObject {
    pub rc: usize,
    pub descriptor: *const ClassDescriptor,
}

pub const SLOTS_OFFSET: usize = 16;

/// The fields of a class, as descriptors.
///
/// # Safety
/// `descriptor` must be one the compiler emitted.
pub unsafe fn fields<'a>(descriptor: *const ClassDescriptor) -> &'a [FieldDescriptor] {
    // SAFETY: compiler-emitted descriptor with `field_count` fields.
    unsafe {
        let descriptor = &*descriptor;
        if descriptor.field_count == 0 {
            return &[];
        }
        std::slice::from_raw_parts(descriptor.fields, descriptor.field_count as usize)
    }
}

/// A new descriptor of plain objects with these fields, made at run time
/// and never freed (objects of its shape may live to the end).
pub(crate) fn plain_descriptor(fields: Vec<FieldDescriptor>, spare: u64) -> *const ClassDescriptor {
    let fields: &'static [FieldDescriptor] = Box::leak(fields.into_boxed_slice());
    let free_class = match flat_free_class(fields.iter().map(|field| field.kind), spare) {
        0 => crate::cycles::cyclic_flag(fields.iter().map(|field| field.kind)),
        flat => flat,
    };
    Box::leak(Box::new(ClassDescriptor {
        name: b"Object".as_ptr(),
        name_len: 6,
        field_count: fields.len() as u64,
        fields: fields.as_ptr(),
        parent: std::ptr::null(),
        kind: KIND_PLAIN,
        method_count: 0,
        method_names: std::ptr::null(),
        spare,
        free_class,
        free_code: None,
    }))
}

/// A descriptor's `free_class`: the size class + 1 of its objects when
/// every slot is a number or a boolean and none is spare (the compiler's
/// `objects::flat_free_class` is the same rule), else 0.
pub(crate) fn flat_free_class(kinds: impl Iterator<Item = u64>, spare: u64) -> u64 {
    let mut count = 0usize;
    for kind in kinds {
        if kind != u64::from(array::ELEMENT_NUMBER) && kind != u64::from(array::ELEMENT_BOOLEAN) {
            return 0;
        }
        count += 1;
    }
    if spare != 0 {
        return 0;
    }
    match crate::alloc::small_class_of_size(SLOTS_OFFSET + 8 * count) {
        Some(class) => class as u64 + 1,
        None => 0,
    }
}

/// The class name of a descriptor.
///
/// # Safety
/// `descriptor` must be one the compiler emitted.
pub unsafe fn name<'a>(descriptor: *const ClassDescriptor) -> &'a [u8] {
    // SAFETY: compiler-emitted name bytes.
    unsafe { std::slice::from_raw_parts((*descriptor).name, (*descriptor).name_len as usize) }
}

/// The slots of a live object.
///
/// # Safety
/// `object` must be a live object.
pub unsafe fn slots<'a>(object: *const ScrObject) -> &'a [u64] {
    // SAFETY: live object: its descriptor says how many slots follow.
    unsafe {
        let count = (*(*object).descriptor).field_count as usize;
        std::slice::from_raw_parts(object.cast::<u8>().add(SLOTS_OFFSET).cast::<u64>(), count)
    }
}

/// `new C(...)` before the constructor runs: count 1, every number 0,
/// every boolean false, every string empty, every array or object null
/// until the constructor assigns it (TypeScript requires it to).
///
/// # Safety
/// `descriptor` must be one the compiler emitted.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_object_new(descriptor: *const ClassDescriptor) -> *mut ScrObject {
    // SAFETY: compiler-emitted descriptor.
    let fields = unsafe { fields(descriptor) };
    // SAFETY: compiler- or runtime-made descriptor.
    let spare = unsafe { (*descriptor).spare } as usize;
    let size = SLOTS_OFFSET + 8 * (fields.len() + spare);
    let object = crate::alloc::allocate(size).cast::<ScrObject>();
    // SAFETY: compiler-emitted descriptor.
    crate::audit::object_allocated(unsafe { (*descriptor).kind });
    // SAFETY: the block holds the header and the slots.
    unsafe {
        object.write(ScrObject { rc: 1, descriptor });
        let slots = object.cast::<u8>().add(SLOTS_OFFSET).cast::<u64>();
        for (index, field) in fields.iter().enumerate() {
            let initial = if field.kind as u32 == ELEMENT_STRING {
                crate::string::empty_text() as u64
            } else {
                0
            };
            *slots.add(index) = initial;
        }
    }
    object
}

/// Frees an object whose count reached zero, releasing its fields.
///
/// # Safety
/// `object` must be a heap object nothing uses any more.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_object_free(object: *mut ScrObject) {
    // SAFETY: forwarded (see `release`: no recursion per object).
    unsafe { crate::release::free_object(object) }
}

/// Frees a dead object now, its fields' releases queued by `release`.
///
/// # Safety
/// `object` must be a heap object nothing uses any more.
#[inline]
pub(crate) unsafe fn free_now(object: *mut ScrObject) {
    // SAFETY: dead object with its compiler-emitted descriptor.
    unsafe {
        // A compiled free (a class instance or plain object the compiler
        // laid out) does all of what follows for its objects.
        if let Some(free) = (*(*object).descriptor).free_code {
            free(object);
            return;
        }
        let kind = (*(*object).descriptor).kind;
        if kind == crate::generator::KIND_GENERATOR {
            crate::generator::drop_frame(object);
        }
        crate::cycles::each_object_child(object, |kind, bits| array::release_slot(kind, bits));
        if (KIND_MAP..=KIND_RECORD).contains(&kind) {
            crate::map::free_table(object.cast());
        }
        crate::integrity::forget(object as usize);
        crate::alloc::deallocate(object.cast());
        crate::audit::object_freed(kind);
    }
}

/// The end of a compiled free (a descriptor's `free_code`) when the
/// runtime does not allow inline frees: the block goes back to the arena
/// as [`free_now`] returns it, the slots already released.
///
/// # Safety
/// `object` must be a heap object nothing uses any more, its slots
/// released.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_object_dealloc(object: *mut ScrObject) {
    // SAFETY: caller contract.
    unsafe {
        let kind = (*(*object).descriptor).kind;
        crate::integrity::forget(object as usize);
        crate::alloc::deallocate(object.cast());
        crate::audit::object_freed(kind);
    }
}

/// Calling a function value that is null or undefined: Node's TypeError.
///
/// # Safety
/// `name` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_not_a_function(name: *const crate::string::ScrString) {
    // SAFETY: live string (caller contract).
    let name = unsafe { crate::string::to_rust_string(name) };
    crate::dynamic::raise("TypeError", &format!("{name} is not a function"));
}

/// An object's listed properties with their values (name, kind, bits),
/// borrowed from its slots; when it has accessors, the values their
/// getters gave and every other value are held by the list, which
/// releases them when dropped (a getter may replace a field read before).
pub(crate) struct Fields {
    pub list: Vec<(&'static [u8], u32, u64)>,
    held: bool,
}

impl Fields {
    pub fn iter(&self) -> std::slice::Iter<'_, (&'static [u8], u32, u64)> {
        self.list.iter()
    }
}

impl Drop for Fields {
    fn drop(&mut self) {
        if self.held {
            for &(_, kind, bits) in &self.list {
                // SAFETY: values this list holds a reference to.
                unsafe { array::release_slot(kind, bits) };
            }
        }
    }
}

/// An object literal's accessor (`check/objects.rs`): the hidden slot
/// `\x01get K x` or `\x01set K x` holds the getter or setter of its
/// property `x`, whose values are of kind `K`.
pub(crate) struct Accessor {
    pub getter: bool,
    pub kind: u32,
    pub name: &'static [u8],
}

/// The accessor a field of an object literal is, by its name.
pub(crate) fn accessor(field: &'static [u8]) -> Option<Accessor> {
    let rest = field.strip_prefix(&[HIDDEN])?;
    let (getter, rest) = match rest.strip_prefix(b"get ") {
        Some(rest) => (true, rest),
        None => (false, rest.strip_prefix(b"set ")?),
    };
    let space = rest.iter().position(|&byte| byte == b' ')?;
    let kind = std::str::from_utf8(&rest[..space]).ok()?.parse().ok()?;
    Some(Accessor {
        getter,
        kind,
        name: &rest[space + 1..],
    })
}

/// Whether an object literal's descriptor has an accessor (a getter or
/// setter) for its property `name`: an own property.
///
/// # Safety
/// `descriptor` must be one the compiler emitted.
pub(crate) unsafe fn has_own_accessor(descriptor: *const ClassDescriptor, name: &[u8]) -> bool {
    // SAFETY: forwarded.
    unsafe { accessors(descriptor).any(|accessor| accessor.name == name) }
}

/// The accessors of an object literal's descriptor, in slot order (none
/// for another descriptor).
///
/// # Safety
/// `descriptor` must be one the compiler emitted.
unsafe fn accessors(descriptor: *const ClassDescriptor) -> impl Iterator<Item = Accessor> {
    // SAFETY: compiler-emitted descriptor and names.
    unsafe {
        let fields = if (*descriptor).kind == KIND_PLAIN && (*descriptor).method_count != 0 {
            fields(descriptor)
        } else {
            &[]
        };
        fields.iter().filter_map(|field| {
            accessor(std::slice::from_raw_parts(
                field.name,
                field.name_len as usize,
            ))
        })
    }
}

/// Whether an object has accessors of its own (an object literal's).
///
/// # Safety
/// `object` must be live.
pub(crate) unsafe fn has_accessors(object: *const ScrObject) -> bool {
    // SAFETY: a live object's descriptor.
    unsafe { accessors((*object).descriptor).next().is_some() }
}

/// The function of the accessor at vtable slot `slot` of an object
/// literal's descriptor (`get x` or `set x`): the bits of the hidden slot
/// holding it.
///
/// # Safety
/// `object` must be live and `slot` one of its descriptor's vtable slots.
pub(crate) unsafe fn accessor_function(object: *const ScrObject, slot: usize) -> Option<u64> {
    // SAFETY: a live object, its compiler-emitted descriptor and names.
    unsafe {
        let descriptor = (*object).descriptor;
        if (*descriptor).kind != KIND_PLAIN || slot >= (*descriptor).method_count as usize {
            return None;
        }
        let method = &*(*descriptor).method_names.add(slot);
        let method = std::slice::from_raw_parts(method.name, method.name_len as usize);
        let (getter, name) = match method.strip_prefix(b"get ") {
            Some(name) => (true, name),
            None => (false, method.strip_prefix(b"set ")?),
        };
        fields(descriptor)
            .iter()
            .zip(slots(object))
            .find(|(field, _)| {
                accessor(std::slice::from_raw_parts(
                    field.name,
                    field.name_len as usize,
                ))
                .is_some_and(|found| found.getter == getter && found.name == name)
            })
            .map(|(_, &bits)| bits)
    }
}

/// Calls an accessor's function (`closure`, a getter or setter) with
/// `object` as its `this` and `arguments` (boxes): the result box.
///
/// # Safety
/// `object` must be live, `closure` a live function object, `arguments`
/// a live array of boxes.
pub(crate) unsafe fn call_accessor(
    object: *const ScrObject,
    closure: u64,
    arguments: *const array::ScrArray,
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        crate::any::call_function_with(
            closure as *mut ScrObject,
            object as *mut ScrObject,
            arguments,
        )
    }
}

/// The value of property `name` of an object with accessors, read as
/// JavaScript reads it: a field's (a new reference), or what its getter
/// gives, of the accessor's kind (`undefined` of it without a getter).
///
/// # Safety
/// `object` must be live.
pub(crate) unsafe fn get_through_accessor(
    object: *const ScrObject,
    name: &[u8],
) -> Option<(u32, u64)> {
    // SAFETY: a live object and its slots.
    unsafe {
        let descriptor = (*object).descriptor;
        let mut kind_found = None;
        for (field, &bits) in fields(descriptor).iter().zip(slots(object)) {
            let field_name: &'static [u8] =
                std::slice::from_raw_parts(field.name, field.name_len as usize);
            let Some(accessor) = accessor(field_name) else {
                continue;
            };
            if accessor.name != name {
                continue;
            }
            if !accessor.getter {
                kind_found = Some(accessor.kind);
                continue;
            }
            return Some((accessor.kind, get_value(object, bits, accessor.kind)));
        }
        kind_found.map(|kind| (kind, array::scr_array_undefined(kind)))
    }
}

/// Calls the getter `closure` of `object`: its value as a slot of `kind`
/// (a new reference; `undefined` of the kind when it gives another kind
/// or throws).
///
/// # Safety
/// `object` must be live, `closure` a live function object.
pub(crate) unsafe fn get_value(object: *const ScrObject, closure: u64, kind: u32) -> u64 {
    // SAFETY: caller contract; a fresh argument array and result box.
    unsafe {
        let arguments = array::scr_array_new(array::ELEMENT_DYNAMIC, 0);
        let result = call_accessor(object, closure, arguments);
        array::release(arguments);
        let bits = crate::any::slot_value(kind, result)
            .unwrap_or_else(|| array::scr_array_undefined(kind));
        release(result);
        bits
    }
}

/// Every listed data field of an object (an error's `message` too), and
/// an object literal's accessor properties with what their getters give:
/// what a view of it as a record reads.
///
/// # Safety
/// `object` must be live.
pub(crate) unsafe fn data_fields(object: *const ScrObject) -> Fields {
    // SAFETY: forwarded.
    unsafe { listed_fields(object, true) }
}

/// [`data_fields`], calling getters only when `getters`: without, an
/// accessor's value is `undefined` of its kind (for its key alone).
///
/// # Safety
/// `object` must be live.
unsafe fn listed_fields(object: *const ScrObject, getters: bool) -> Fields {
    // SAFETY: a live object with its compiler-emitted descriptor.
    unsafe {
        let entries =
            fields((*object).descriptor)
                .iter()
                .zip(slots(object))
                .map(|(field, &bits)| {
                    (
                        std::slice::from_raw_parts::<'static, u8>(
                            field.name,
                            field.name_len as usize,
                        ),
                        field.kind as u32,
                        bits,
                    )
                });
        // A method replaced on the object is its own property, named as
        // the method, added after the fields, in the order of the
        // replacements.
        let mut listed = Vec::new();
        let mut replaced = Vec::new();
        for (index, (name, kind, bits)) in entries.enumerate() {
            match replaced_method(name) {
                Some(method) => {
                    let (held, _) = crate::dynamic::contents(bits as *const ScrObject);
                    if held != crate::dynamic::DYNAMIC_UNDEFINED {
                        let rank = replacement_rank(object, index);
                        replaced.push((rank, (index, (method, kind, bits))));
                    }
                }
                None if fields((*object).descriptor)[index].kind & UNLISTED != 0 => {}
                None => listed.push((index, (name, kind, bits))),
            }
        }
        replaced.sort_by_key(|&(rank, _)| rank);
        listed.extend(replaced.into_iter().map(|(_, entry)| entry));
        let entries = listed;
        if !has_accessors(object) {
            return Fields {
                list: entries
                    .into_iter()
                    .map(|(_, entry)| entry)
                    .filter(|(name, _, _)| is_listed(name))
                    .collect(),
                held: false,
            };
        }
        // Each value is read (a getter called) in order, and held.
        let mut list: Vec<(&'static [u8], u32, u64)> = Vec::new();
        for &(index, (name, kind, _)) in &entries {
            if let Some(accessor) = accessor(name) {
                if list.iter().any(|(listed, _, _)| *listed == accessor.name) {
                    continue;
                }
                let value = match getters {
                    true => match get_through_accessor(object, accessor.name) {
                        Some((_, bits)) => bits,
                        None => array::scr_array_undefined(accessor.kind),
                    },
                    false => array::scr_array_undefined(accessor.kind),
                };
                list.push((accessor.name, accessor.kind, value));
                continue;
            }
            if !is_listed(name) {
                continue;
            }
            // The slot now (an earlier getter may have changed it).
            let bits = slots(object)[index];
            array::retain_slot(kind, bits);
            list.push((name, kind, bits));
        }
        Fields { list, held: true }
    }
}

/// The own data fields of an object, for `Object.keys/values/entries`:
/// name, kind and bits, skipping `#private` ones, and an error's `name`,
/// `message` and `cause` (its first fields), which are not enumerable in
/// JavaScript.
///
/// # Safety
/// `object` must be live.
pub(crate) unsafe fn own_fields(object: *const ScrObject) -> Fields {
    // SAFETY: forwarded.
    unsafe { own_fields_reading(object, true) }
}

/// The names of an object's own enumerable properties, in order (no
/// getter is called).
///
/// # Safety
/// `object` must be live.
pub(crate) unsafe fn own_keys(object: *const ScrObject) -> Vec<&'static [u8]> {
    // SAFETY: forwarded.
    unsafe {
        own_fields_reading(object, false)
            .iter()
            .map(|&(name, _, _)| name)
            .collect()
    }
}

/// [`own_fields`], calling getters only when `getters`.
///
/// # Safety
/// `object` must be live.
pub(crate) unsafe fn own_fields_reading(object: *const ScrObject, getters: bool) -> Fields {
    // SAFETY: a live object (caller contract).
    unsafe {
        let mut listed = listed_fields(object, getters);
        if crate::dynamic::is_error(object) {
            listed
                .list
                .drain(..crate::dynamic::ERROR_FIELDS.min(listed.list.len()));
            // A `name` the program assigned: after the fields (where a
            // constructor's `this.name = ...` puts it).
            if let Some(bits) = crate::dynamic::error_own_name(object) {
                listed.list.push((b"name", array::ELEMENT_STRING, bits));
            }
        }
        listed
    }
}

/// `Object.keys(object)`: its own fields' names, in order. The second
/// argument is unused.
///
/// # Safety
/// `object` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_object_keys(
    object: *const ScrObject,
    _unused: *const u8,
) -> *mut crate::array::ScrArray {
    let result = array::scr_array_new(ELEMENT_STRING, 0);
    // SAFETY: live object; fresh strings pushed and released.
    unsafe {
        for name in own_keys(object) {
            let text = crate::string::new_from_str(&String::from_utf8_lossy(name));
            array::scr_array_push(result, text as u64);
            crate::string::release(text);
        }
    }
    result
}

/// `object[key]` of an object whose fields are all of `kind`: the field's
/// bits with a new reference, or `undefined` of that kind when the object
/// has no such field.
///
/// # Safety
/// `object` must be live and `key` a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_object_get(
    object: *const ScrObject,
    key: *const crate::string::ScrString,
    kind: u32,
) -> u64 {
    // SAFETY: live object and string (caller contract).
    unsafe {
        let name = crate::string::to_rust_string(key);
        for &(field, found, bits) in own_fields(object).iter() {
            if field == name.as_bytes() {
                expect_kind(found, kind);
                array::retain_slot(kind, bits);
                return bits;
            }
        }
        array::scr_array_undefined(kind)
    }
}

/// Ends the program when a field is not of the kind the checker expected
/// (an object with more properties than its static type says).
fn expect_kind(found: u32, wanted: u32) {
    if array::storage_kind(found) != array::storage_kind(wanted) {
        crate::console::fatal_error(
            "TypeError",
            "scriptc: Object.values/entries met a property of another type than its static type",
        );
    }
}

/// `Object.values(object)` where every field is of `kind`.
///
/// # Safety
/// `object` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_object_values(
    object: *const ScrObject,
    kind: u32,
) -> *mut crate::array::ScrArray {
    let result = array::scr_array_new(kind, 0);
    // SAFETY: live object and values of their kinds.
    unsafe {
        for &(_, found, bits) in own_fields(object).iter() {
            expect_kind(found, kind);
            array::scr_array_push(result, bits);
        }
    }
    result
}

/// `Object.entries(object)`: `[name, value]` tuples of the compiler's tuple
/// `descriptor` (a string slot and a slot of the fields' kind).
///
/// # Safety
/// `object` must be live; `descriptor` a compiler-emitted tuple descriptor.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_object_entries(
    object: *const ScrObject,
    descriptor: *const ClassDescriptor,
) -> *mut crate::array::ScrArray {
    let result = array::scr_array_new(array::ELEMENT_OBJECT, 0);
    // SAFETY: live object; the tuple descriptor has two slots.
    unsafe {
        let value_kind = fields(descriptor)[1].kind as u32;
        for &(name, found, bits) in own_fields(object).iter() {
            expect_kind(found, value_kind);
            let tuple = scr_object_new(descriptor);
            let tuple_slots = tuple.cast::<u8>().add(SLOTS_OFFSET).cast::<u64>();
            let text = crate::string::new_from_str(&String::from_utf8_lossy(name));
            array::release_slot(ELEMENT_STRING, *tuple_slots);
            *tuple_slots = text as u64;
            array::retain_slot(value_kind, bits);
            array::release_slot(value_kind, *tuple_slots.add(1));
            *tuple_slots.add(1) = bits;
            array::scr_array_push(result, tuple as u64);
            release(tuple);
        }
    }
    result
}

/// The receiver register: a call of a function-valued property through an
/// object type stores the object here, and an object-literal method takes
/// it (as `this`) and clears it as it starts. Compiled programs are
/// single-threaded.
#[unsafe(no_mangle)]
pub static mut scr_receiver: *mut ScrObject = std::ptr::null_mut();

/// A `this` that is not an object (`f.call([1, 2])`, `f.call("text")`),
/// for a function reading its own `this` as an `any`: an owned box, taken
/// (by `scr_receiver_box`) or released when the call returns.
pub static mut RECEIVER_VALUE: *mut ScrObject = std::ptr::null_mut();

/// The arguments register: a dynamic entry stores the array of boxes it
/// was called with, and the function it is about to call, here; that
/// function takes them as it starts when it reads `arguments`. Cleared
/// after the call.
#[unsafe(no_mangle)]
pub static mut scr_arguments: *mut crate::array::ScrArray = std::ptr::null_mut();

/// The function the arguments in `scr_arguments` are for.
#[unsafe(no_mangle)]
pub static mut scr_arguments_callee: *const u8 = std::ptr::null();

/// `key in object`: 1 when the object has a field, accessor or method named
/// `key`.
///
/// # Safety
/// `object` must be a live object and `key` a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_object_has(
    object: *const ScrObject,
    key: *const crate::string::ScrString,
) -> i32 {
    // SAFETY: live object and string (caller contract).
    unsafe {
        if (*(*object).descriptor).kind == KIND_RECORD {
            return crate::map::scr_map_has(object.cast_mut().cast(), key as u64);
        }
        let name = crate::string::to_rust_string(key);
        let descriptor = (*object).descriptor;
        let found = find_member(descriptor, name.as_bytes(), LOOKUP_READ).is_some()
            || find_member(descriptor, name.as_bytes(), LOOKUP_CALL).is_some()
            || has_own_accessor(descriptor, name.as_bytes());
        i32::from(found)
    }
}

/// `object instanceof C`: 1 when the object's class is `class` or derives
/// from it.
///
/// # Safety
/// `object` must be a live object; `class` a compiler-emitted descriptor.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_instance_of(
    object: *const ScrObject,
    class: *const ClassDescriptor,
) -> i32 {
    // `null instanceof C` is false.
    if object.is_null() {
        return 0;
    }
    // SAFETY: live object; descriptors chain through their parents.
    unsafe {
        let mut current = (*object).descriptor;
        while !current.is_null() {
            if std::ptr::eq(current, class) {
                return 1;
            }
            current = (*current).parent;
        }
    }
    0
}

/// Whether every element of an array of objects is null or an instance of
/// `class` (an array a filter with a type predicate narrowed to a
/// subclass); raises the failed assertion's TypeError otherwise.
///
/// # Safety
/// `array` must be a live array of objects, `class` a class descriptor.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_array_downcast(
    array: *const crate::array::ScrArray,
    class: *const ClassDescriptor,
) -> i32 {
    // SAFETY: caller contract: `len` object slots.
    unsafe {
        for index in 0..(*array).len as usize {
            let element = *(*array).slots.add(index) as *const ScrObject;
            if !element.is_null() && scr_instance_of(element, class) == 0 {
                scr_bad_cast(class);
                return 0;
            }
        }
    }
    1
}

/// `object.constructor.name`: the name of the object's own class, a new
/// string.
///
/// # Safety
/// `object` must be a live object.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_object_class_name(
    object: *const ScrObject,
) -> *mut crate::string::ScrString {
    // SAFETY: live object with a compiler-emitted descriptor whose name is
    // UTF-8 of the given length.
    unsafe {
        let descriptor = (*object).descriptor;
        let name = std::slice::from_raw_parts((*descriptor).name, (*descriptor).name_len as usize);
        crate::string::new_from_str(std::str::from_utf8(name).unwrap_or(""))
    }
}

/// Reading or writing a property of `null`: Node's TypeError ends the
/// program.
///
/// # Safety
/// `property` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_null_access(property: *const crate::string::ScrString, writing: i32) {
    // SAFETY: live string (caller contract).
    let name = unsafe { crate::string::to_rust_string(property) };
    // Bit 1: the null pointer stands for `undefined`.
    let what = if writing & 2 != 0 {
        "undefined"
    } else {
        "null"
    };
    let message = if writing & 1 != 0 {
        format!("Cannot set properties of {what} (setting '{name}')")
    } else {
        format!("Cannot read properties of {what} (reading '{name}')")
    };
    crate::dynamic::raise("TypeError", &message);
}

/// # Safety
/// `object` must be live or null.
pub unsafe fn retain(object: *mut ScrObject) {
    if object.is_null() {
        return;
    }
    // SAFETY: live object.
    unsafe {
        if (*object).rc != usize::MAX {
            (*object).rc += 1;
        }
    }
}

/// # Safety
/// The caller must own a reference to `object` (or pass null).
#[inline]
pub unsafe fn release(object: *mut ScrObject) {
    if object.is_null() {
        return;
    }
    // SAFETY: owned reference.
    unsafe {
        match (*object).rc {
            usize::MAX => {}
            1 => scr_object_free(object),
            _ => crate::cycles::decrement_object(object),
        }
    }
}

/// Reading or writing an element of an array that is `undefined` (a null
/// pointer): Node's TypeError, naming the index as Node does.
#[unsafe(no_mangle)]
pub extern "C" fn scr_null_element(index: f64, writing: i32) {
    let mut key = Vec::new();
    crate::number::format_number(index, &mut key);
    let key = String::from_utf8_lossy(&key);
    let message = if writing & 1 != 0 {
        format!("Cannot set properties of undefined (setting '{key}')")
    } else {
        format!("Cannot read properties of undefined (reading '{key}')")
    };
    crate::dynamic::raise("TypeError", &message);
}

/// `value as C` of an object that is not a `C`: JavaScript would go on
/// with the wrong object; scriptc reads fields at fixed offsets, so the
/// program ends with a TypeError instead.
///
/// # Safety
/// `class` must be a compiler-emitted descriptor.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_bad_cast(class: *const ClassDescriptor) {
    // SAFETY: compiler-emitted descriptor.
    let target = unsafe { String::from_utf8_lossy(name(class)).into_owned() };
    crate::dynamic::raise(
        "TypeError",
        &format!("scriptc: a value asserted to be a '{target}' is not one"),
    );
}

/// A class descriptor the runtime defines as a static (promises, their
/// reactions, generators, resolving functions): objects of it are made by
/// `scr_object_new` and freed, released and audited like the compiler's.
///
/// The word after the fixed part is where a compiler-emitted descriptor's
/// vtable starts; a static one has no methods, so for a function-kind
/// descriptor it is the dynamic entry (see `function_entry`).
#[repr(C)]
pub struct StaticDescriptor(pub ClassDescriptor, pub Option<DynamicEntry>);
// SAFETY: immutable; the pointers are to static data.
unsafe impl Sync for StaticDescriptor {}

/// The fields of a `StaticDescriptor`.
pub struct StaticFields<const N: usize>(pub [FieldDescriptor; N]);
// SAFETY: as above.
unsafe impl<const N: usize> Sync for StaticFields<N> {}

impl StaticDescriptor {
    /// A descriptor of objects of `kind` named `name` with `fields`.
    pub const fn new(name: &'static str, kind: u64, fields: &'static [FieldDescriptor]) -> Self {
        StaticDescriptor(
            ClassDescriptor {
                name: name.as_ptr(),
                name_len: name.len() as u64,
                field_count: fields.len() as u64,
                fields: fields.as_ptr(),
                parent: std::ptr::null(),
                kind,
                method_count: 0,
                method_names: std::ptr::null(),
                spare: 0,
                free_class: crate::cycles::cyclic_fields(fields),
                free_code: None,
            },
            None,
        )
    }

    /// A function-kind descriptor whose closures `any` calls through
    /// `entry`.
    pub const fn with_entry(self, entry: DynamicEntry) -> Self {
        StaticDescriptor(self.0, Some(entry))
    }

    /// A new object of this descriptor: count 1, every slot 0 (or the
    /// empty string).
    pub fn new_object(&'static self) -> *mut ScrObject {
        // SAFETY: a static descriptor.
        unsafe { scr_object_new(&self.0) }
    }
}

/// A field of a `StaticDescriptor`.
pub const fn static_field(name: &'static str, kind: u32) -> FieldDescriptor {
    FieldDescriptor {
        name: name.as_ptr(),
        name_len: name.len() as u64,
        kind: kind as u64,
    }
}

/// Slot `index` of an object.
///
/// # Safety
/// `object` must be a live object with more than `index` slots.
pub unsafe fn slot_at(object: *mut ScrObject, index: usize) -> *mut u64 {
    // SAFETY: caller contract.
    unsafe {
        object
            .cast::<u8>()
            .add(SLOTS_OFFSET + 8 * index)
            .cast::<u64>()
    }
}

#[cfg(test)]
mod layout {
    use super::*;

    /// The compiler reads these offsets (`codegen/objects.rs`): `kind` and
    /// `free_class` for the inline free, the vtable after the fixed part.
    #[test]
    fn descriptor_layout_is_what_the_compiler_reads() {
        assert_eq!(std::mem::offset_of!(ClassDescriptor, kind), 40);
        assert_eq!(std::mem::offset_of!(ClassDescriptor, free_class), 72);
        assert_eq!(std::mem::offset_of!(ClassDescriptor, free_code), 80);
        assert_eq!(std::mem::size_of::<ClassDescriptor>(), VTABLE_OFFSET);
    }

    #[test]
    fn only_objects_of_numbers_and_booleans_free_inline() {
        let number = u64::from(array::ELEMENT_NUMBER);
        let boolean = u64::from(array::ELEMENT_BOOLEAN);
        let string = u64::from(array::ELEMENT_STRING);
        // Two slots after the 16-byte header: 32 bytes, class 1.
        assert_eq!(flat_free_class([number, boolean].into_iter(), 0), 2);
        assert_eq!(flat_free_class([number, string].into_iter(), 0), 0);
        assert_eq!(flat_free_class([number].into_iter(), 1), 0);
        // Past the small classes the runtime frees it.
        assert_eq!(flat_free_class(std::iter::repeat_n(number, 200), 0), 0);
    }
}
