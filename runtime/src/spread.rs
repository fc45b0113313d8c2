//! Objects whose keys are decided at run time: object literals with
//! spreads (`{ a, ...source, b }`) and rest patterns (`{ a, ...rest }`).
//!
//! JavaScript gives such an object the keys of its parts in order: a
//! property adds its key, a spread adds each own data property the source
//! has (whatever its static type says), and a key seen before keeps its
//! place and takes the new value. The compiler emits one [`SpreadSite`] per
//! literal; the keys an evaluation ends with depend only on the site, on
//! the descriptors of its sources and on which methods were replaced on
//! them (a replacement is an own property), so each site caches, per list
//! of sources so described, the result's descriptor and where each
//! incoming value goes.

use crate::array::{self, ELEMENT_STRING};
use crate::json_parse::Table;
use crate::object::{
    ClassDescriptor, FieldDescriptor, KIND_CLASS, KIND_PLAIN, KIND_TUPLE, NameDescriptor, ScrObject,
};
use std::collections::HashMap;

/// A part of a site: a property (its key and slot kind), or a spread
/// (`kind` is [`SPREAD_PART`], and `name`/`name_len` are the keys it
/// skips, as a `NameDescriptor` array and its length).
#[repr(C)]
pub struct PartTemplate {
    pub name: *const u8,
    pub name_len: u64,
    pub kind: u64,
}

/// The `kind` of a spread part.
pub const SPREAD_PART: u64 = u64::MAX;

/// An object literal with spreads, emitted by the compiler as a writable
/// global: its parts, the keys its static type names (with their slot
/// kinds), how many optional properties of other types its objects may
/// gain, and the runtime's cache (null until first use).
#[repr(C)]
pub struct SpreadSite {
    pub cache: *mut SiteCache,
    pub part_count: u64,
    pub parts: *const PartTemplate,
    pub typed_count: u64,
    pub typed: *const FieldDescriptor,
    pub room: u64,
}

/// What a site has built before, per list of source descriptors.
#[derive(Default)]
pub struct SiteCache {
    entries: Vec<Layout>,
}

struct Layout {
    /// Each spread part's source: its descriptor (0 for null), and which
    /// of its methods were replaced on it.
    sources: Vec<Source>,
    descriptor: *const ClassDescriptor,
    /// For each incoming value (each property, then each field of each
    /// source, in order): its slot in the result, or [`DROPPED`].
    plan: Vec<u32>,
}

/// What a layout depends on in one spread source: its descriptor, and,
/// for each field holding a method replaced on an instance (the compiler's
/// `own_method_field`), its index and whether a replacement is there (the
/// method is then an own property, copied as a key of its name).
struct Source {
    descriptor: usize,
    replaced: Vec<(usize, bool)>,
    /// The slot of the source's replacement order and its value then
    /// (`object::REPLACEMENT_ORDER`), when it has replaced methods.
    order: Option<(usize, u64)>,
}

const DROPPED: u32 = u32::MAX;

/// Set in a plan entry whose value is a boxed optional boolean
/// (`done?: boolean`) going to a key the static type makes a boolean.
const UNBOX_BOOLEAN: u32 = 1 << 31;

/// How many layouts a site keeps.
const MAX_LAYOUTS: usize = 32;

/// Plain-object descriptors made at run time, by their keys and kinds
/// (names point into compiler-emitted or other immortal descriptors).
type ShapeKey = Vec<(&'static [u8], u64)>;
static SHAPES: Table<HashMap<(ShapeKey, u64), usize>> = Table::new();

/// Builds the object of `site` from `values`, one per part: a property's
/// slot bits, or a spread's source (an object, or null for `null` and
/// `undefined`). The values are borrowed; the object retains what it keeps.
///
/// # Safety
/// `site` must be a compiler-emitted site and `values` hold one live value
/// of the right kind per part.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_object_spread(
    site: *mut SpreadSite,
    values: *const u64,
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        let parts = std::slice::from_raw_parts((*site).parts, (*site).part_count as usize);
        let values = std::slice::from_raw_parts(values, parts.len());
        if (*site).cache.is_null() {
            (*site).cache = Box::into_raw(Box::default());
        }
        let cache = &mut *(*site).cache;
        let found = cache
            .entries
            .iter()
            .position(|layout| same_sources(parts, values, &layout.sources));
        let layout = match found {
            Some(index) => &cache.entries[index],
            None => {
                let layout = lay_out(&*site, parts, values);
                // A site that sees many combinations of shapes starts over
                // rather than searching a long list (the descriptors stay
                // shared through `SHAPES`).
                if cache.entries.len() == MAX_LAYOUTS {
                    cache.entries.clear();
                }
                cache.entries.push(layout);
                cache.entries.last().expect("just pushed")
            }
        };
        let object = crate::object::scr_object_new(layout.descriptor);
        let slots = object
            .cast::<u8>()
            .add(crate::object::SLOTS_OFFSET)
            .cast::<u64>();
        let mut incoming = layout.plan.iter();
        for (part, &value) in parts.iter().zip(values) {
            if part.kind != SPREAD_PART {
                let slot = *incoming.next().expect("a plan entry per value");
                if slot != DROPPED {
                    array::retain_slot(part.kind as u32, value);
                    *slots.add(slot as usize) = value;
                }
                continue;
            }
            let source = value as *const ScrObject;
            if source.is_null() {
                continue;
            }
            for (field, &bits) in copied_fields(source) {
                let slot = *incoming.next().expect("a plan entry per value");
                if slot == DROPPED {
                    continue;
                }
                // An accessor's value: what its getter gives (`undefined`
                // without one), owned.
                if let Some(accessor) = crate::object::accessor(bytes(field.name, field.name_len)) {
                    let value = if accessor.getter {
                        crate::object::get_value(source, bits, accessor.kind)
                    } else {
                        array::scr_array_undefined(accessor.kind)
                    };
                    *slots.add((slot & !UNBOX_BOOLEAN) as usize) = value;
                    continue;
                }
                if slot & UNBOX_BOOLEAN != 0 {
                    *slots.add((slot & !UNBOX_BOOLEAN) as usize) = unbox_boolean(bits);
                } else {
                    array::retain_slot(field.kind as u32, bits);
                    *slots.add(slot as usize) = bits;
                }
            }
        }
        object
    }
}

/// The fields a spread copies from a source, with their values: a class
/// instance's or plain object's fields, a tuple's elements; nothing from
/// functions, maps, sets and the like (their entries are not own
/// properties).
///
/// # Safety
/// `source` must be a live object.
unsafe fn copied_fields<'a>(
    source: *const ScrObject,
) -> impl Iterator<Item = (&'a FieldDescriptor, &'a u64)> {
    // SAFETY: a live object and its descriptor.
    unsafe {
        let descriptor = (*source).descriptor;
        let copies = matches!((*descriptor).kind, KIND_CLASS | KIND_PLAIN | KIND_TUPLE);
        let (fields, slots): (&[FieldDescriptor], &[u64]) = if copies {
            (
                crate::object::fields(descriptor),
                crate::object::slots(source),
            )
        } else {
            (&[], &[])
        };
        fields.iter().zip(slots)
    }
}

/// Whether an object literal has a getter for its property `name`.
///
/// # Safety
/// `source` must be a live object.
unsafe fn has_getter(source: *const ScrObject, name: &[u8]) -> bool {
    // SAFETY: a live object's compiler-emitted fields.
    unsafe {
        copied_fields(source).any(|(field, _)| {
            crate::object::accessor(bytes(field.name, field.name_len))
                .is_some_and(|accessor| accessor.getter && accessor.name == name)
        })
    }
}

/// Whether the spread parts' sources are as `sources` describes them.
///
/// # Safety
/// Every spread value must be a live object or null.
unsafe fn same_sources(parts: &[PartTemplate], values: &[u64], sources: &[Source]) -> bool {
    let mut listed = sources.iter();
    parts
        .iter()
        .zip(values)
        .filter(|(part, _)| part.kind == SPREAD_PART)
        .all(|(_, &value)| {
            listed.next().is_some_and(|source| {
                // SAFETY: live or null (caller contract).
                unsafe {
                    if source.descriptor != descriptor_of(value) {
                        return false;
                    }
                    let slots = || crate::object::slots(value as *const ScrObject);
                    source
                        .replaced
                        .iter()
                        .all(|&(index, present)| is_replacement(slots()[index]) == present)
                        && source
                            .order
                            .is_none_or(|(slot, bits)| slots()[slot] == bits)
                }
            })
        })
}

/// Whether a replaceable method's field holds a replacement.
///
/// # Safety
/// `bits` must be the field's value: a box, or null before it is set.
unsafe fn is_replacement(bits: u64) -> bool {
    // SAFETY: caller contract.
    let (held, _) = unsafe { crate::dynamic::contents(bits as *const ScrObject) };
    held != crate::dynamic::DYNAMIC_UNDEFINED
}

/// A spread value's descriptor address, or 0 for null.
///
/// # Safety
/// `value` must be a live object or null.
unsafe fn descriptor_of(value: u64) -> usize {
    let source = value as *const ScrObject;
    if source.is_null() {
        0
    } else {
        // SAFETY: live object.
        unsafe { (*source).descriptor as usize }
    }
}

/// Works out a site's keys for these sources: their order, each value's
/// slot, and the shared descriptor.
///
/// # Safety
/// As for [`scr_object_spread`].
unsafe fn lay_out(site: &SpreadSite, parts: &[PartTemplate], values: &[u64]) -> Layout {
    // SAFETY: compiler-emitted names and descriptors, live sources.
    unsafe {
        // The keys in order of first appearance, each with its kind and the
        // incoming value that set it last.
        let mut keys: Vec<(&'static [u8], u64, usize)> = Vec::new();
        let mut plan: Vec<u32> = Vec::new();
        let mut sources = Vec::new();
        // The key set by incoming value `incoming` (whose plan entry
        // exists).
        let mut define = |name: &'static [u8], kind: u64, incoming: usize| match keys
            .iter_mut()
            .find(|(key, _, _)| *key == name)
        {
            Some(key) => {
                key.1 = kind;
                key.2 = incoming;
            }
            None => keys.push((name, kind, incoming)),
        };
        for (part, &value) in parts.iter().zip(values) {
            if part.kind != SPREAD_PART {
                plan.push(DROPPED);
                define(bytes(part.name, part.name_len), part.kind, plan.len() - 1);
                continue;
            }
            let source = value as *const ScrObject;
            sources.push(Source {
                descriptor: descriptor_of(value),
                replaced: Vec::new(),
                order: None,
            });
            if source.is_null() {
                continue;
            }
            let excluded: &[NameDescriptor] = if part.name_len == 0 {
                &[]
            } else {
                std::slice::from_raw_parts(part.name.cast(), part.name_len as usize)
            };
            let mut replacements = Vec::new();
            let is_excluded = |name: &[u8]| {
                excluded
                    .iter()
                    .any(|skip| bytes(skip.name, skip.name_len) == name)
            };
            for (index, (field, &bits)) in copied_fields(source).enumerate() {
                let name = bytes(field.name, field.name_len);
                // A method replaced on this instance is an own property,
                // added after the fields in the order of the replacements.
                if let Some(method) = crate::object::replaced_method(name) {
                    let present = is_replacement(bits);
                    if let Some(source) = sources.last_mut() {
                        source.replaced.push((index, present));
                    }
                    plan.push(DROPPED);
                    if present && !is_excluded(method) {
                        let rank = crate::object::replacement_rank(source, index);
                        replacements.push((rank, method, field.kind, plan.len() - 1));
                    }
                    continue;
                }
                // An accessor: its property, with the kind of its values
                // (once: a setter after its getter is dropped).
                if let Some(accessor) = crate::object::accessor(name) {
                    plan.push(DROPPED);
                    if !is_excluded(accessor.name)
                        && (accessor.getter || !has_getter(source, accessor.name))
                    {
                        define(accessor.name, u64::from(accessor.kind), plan.len() - 1);
                    }
                    continue;
                }
                plan.push(DROPPED);
                if name.first() != Some(&crate::object::HIDDEN)
                    && field.kind & crate::object::UNLISTED == 0
                    && !is_excluded(name)
                {
                    define(name, field.kind, plan.len() - 1);
                }
            }
            replacements.sort_by_key(|&(rank, ..)| rank);
            for (_, method, kind, incoming) in replacements.drain(..) {
                define(method, kind, incoming);
            }
            if let Some(source_entry) = sources.last_mut()
                && !source_entry.replaced.is_empty()
            {
                source_entry.order = crate::object::replacement_order_slot(source)
                    .map(|slot| (slot, crate::object::slots(source)[slot]));
            }
        }
        // JavaScript's key order: integer-like keys first, ascending.
        keys.sort_by_key(|(name, _, _)| match array_index(name) {
            Some(index) => (0, index),
            None => (1, 0),
        });
        for (slot, &(_, _, incoming)) in keys.iter().enumerate() {
            plan[incoming] = slot as u32;
        }
        // A boxed optional boolean (a box, or a union's dynamic value)
        // where the static type has a boolean.
        for field in typed_keys(site) {
            let name = bytes(field.name, field.name_len);
            if let Some(key) = keys.iter_mut().find(|(key, _, _)| *key == name)
                && field.kind == u64::from(array::ELEMENT_BOOLEAN)
                && array::storage_kind(key.1 as u32) == array::ELEMENT_OBJECT
            {
                key.1 = field.kind;
                plan[key.2] |= UNBOX_BOOLEAN;
            }
        }
        // Room for the optional keys of the static type the object lacks,
        // and for those of the types it flows into.
        let spare = check_static_kinds(site, &keys) + site.room;
        let shape: ShapeKey = keys.iter().map(|&(name, kind, _)| (name, kind)).collect();
        Layout {
            sources,
            descriptor: descriptor_for(shape, spare),
            plan,
        }
    }
}

/// A key the static type names must hold a value its type can read: a
/// program can only break this by hiding a property from its static type
/// (an object with more keys than its type names), and reading a number
/// as a pointer must not happen. Returns how many keys the static type
/// names that the object lacks (optional ones, which it may gain later).
///
/// # Safety
/// `site` must be compiler-emitted.
unsafe fn check_static_kinds(site: &SpreadSite, keys: &[(&'static [u8], u64, usize)]) -> u64 {
    let mut lacking = 0;
    // SAFETY: compiler-emitted list.
    for field in unsafe { typed_keys(site) } {
        // SAFETY: compiler-emitted name.
        let name = unsafe { bytes(field.name, field.name_len) };
        let Some(&(_, kind, _)) = keys.iter().find(|(key, _, _)| *key == name) else {
            lacking += 1;
            continue;
        };
        // A nullable object slot may hold a string or an array.
        let storage = |kind: u64| u64::from(array::storage_kind(kind as u32));
        // A box read as a value, or a value read as a box, goes through
        // the runtime (`object::boxed_member`).
        let dynamic = u64::from(array::ELEMENT_DYNAMIC);
        let boxed = kind == dynamic || field.kind as u32 == array::ELEMENT_DYNAMIC;
        let (kind, wanted) = (storage(kind), storage(field.kind));
        let readable = boxed
            || kind == wanted
            || wanted == u64::from(array::ELEMENT_OBJECT) && kind >= u64::from(ELEMENT_STRING);
        if !readable {
            crate::console::fatal_error(
                "TypeError",
                &format!(
                    "scriptc: a spread gave property '{}' a value its static type cannot hold",
                    String::from_utf8_lossy(name)
                ),
            );
        }
    }
    lacking
}

/// The keys a site's static type names, with their slot kinds.
///
/// # Safety
/// `site` must be compiler-emitted.
unsafe fn typed_keys(site: &SpreadSite) -> &[FieldDescriptor] {
    if site.typed_count == 0 {
        return &[];
    }
    // SAFETY: compiler-emitted list.
    unsafe { std::slice::from_raw_parts(site.typed, site.typed_count as usize) }
}

/// A boxed optional boolean as a boolean: its payload, or false for
/// `undefined` (which a boolean slot cannot hold).
///
/// # Safety
/// `bits` must be a live box or null.
unsafe fn unbox_boolean(bits: u64) -> u64 {
    let value = bits as *const ScrObject;
    // SAFETY: a live box or null.
    unsafe {
        if value.is_null() || (*(*value).descriptor).kind != crate::object::KIND_DYNAMIC {
            return 0;
        }
        match crate::dynamic::contents(value) {
            (kind, payload) if kind == array::ELEMENT_BOOLEAN => payload,
            _ => 0,
        }
    }
}

/// The shared descriptor of plain objects with these keys and kinds, and
/// room for `spare` more.
pub(crate) fn descriptor_for(shape: ShapeKey, spare: u64) -> *const ClassDescriptor {
    let key = (shape, spare);
    if let Some(address) = SHAPES.with_borrow(|shapes| shapes.get(&key).copied()) {
        return address as *const ClassDescriptor;
    }
    let fields: Vec<FieldDescriptor> = key
        .0
        .iter()
        .map(|&(name, kind)| FieldDescriptor {
            name: name.as_ptr(),
            name_len: name.len() as u64,
            kind,
        })
        .collect();
    let descriptor = crate::object::plain_descriptor(fields, spare);
    SHAPES.with_borrow_mut(|shapes| shapes.insert(key, descriptor as usize));
    descriptor
}

/// Bytes that live as long as the program.
///
/// # Safety
/// `name` must be valid for `len` bytes for the rest of the program.
unsafe fn bytes(name: *const u8, len: u64) -> &'static [u8] {
    if len == 0 {
        return &[];
    }
    // SAFETY: caller contract.
    unsafe { std::slice::from_raw_parts(name, len as usize) }
}

/// A key that is an array index (`"0"`, `"17"`, not `"01"`), as its value.
pub(crate) fn array_index(name: &[u8]) -> Option<u32> {
    if name.is_empty() || name.len() > 10 || name.len() > 1 && name[0] == b'0' {
        return None;
    }
    let mut value: u64 = 0;
    for &byte in name {
        if !byte.is_ascii_digit() {
            return None;
        }
        value = value * 10 + u64::from(byte - b'0');
    }
    (value < u64::from(u32::MAX)).then_some(value as u32)
}
