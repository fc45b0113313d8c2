//! Classes used as values (`const C = Shape; new C()`, `ctor: typeof
//! Base`, a class in an array or a map): an immortal object the compiler
//! emits per class, reached through `any`. Its slots:
//!
//! ```text
//! slot 0  the descriptor of the class's instances
//! slot 1  the parent class's class object, or null
//! slot 2  the construct entry: (class object, arguments) -> box, or null
//! slot 3  the static members (`StaticMember`), own ones only
//! slot 4  how many
//! slot 5  0, or for a class declared in a function (a local class): the
//!         byte offset of the field of its instances that holds their
//!         class object
//! slot 6… a local class's captures (values, or boxes): what its code
//!         reads from the function declaring it, and its static fields
//! ```
//!
//! A local class's class object is made on the heap each time its
//! declaration is evaluated (each is a class of its own, as in
//! JavaScript); its static fields are boxes among its captures
//! (`StaticMember::kind` has `BOXED`, `address` is the capture's index).
//!
//! Static members are found along the parent chain, as JavaScript finds
//! them through the constructors' prototype chain.

use crate::array::ScrArray;
use crate::object::{ClassDescriptor, DynamicEntry, ScrObject};

/// What the compiler's class objects' descriptor says they are.
pub const KIND_CLASS_VALUE: u64 = 12;

/// A static field (its global's address and slot kind) or a static method
/// (its dynamic entry, `kind` `METHOD`).
#[repr(C)]
pub struct StaticMember {
    pub name: *const u8,
    pub name_len: u64,
    pub kind: u64,
    pub address: *mut u64,
}

/// The `kind` of a static method's `StaticMember`.
pub const METHOD: u64 = u64::MAX;

/// The `kind` of a static method's `StaticMember` when the method uses
/// `this` (a local class's): found as a `METHOD` whose `uses_this` holds.
pub const METHOD_THIS: u64 = u64::MAX - 1;

/// In a static field's `StaticMember::kind`: the field is the box held by
/// the class object's capture `address` (a local class's).
pub const BOXED: u64 = 1 << 32;

/// Where a local class's captures start among its class object's slots.
const CAPTURES: usize = 6;

/// A static member found: a field's slot (`kind`, where its value is) or
/// a method (`kind` `METHOD`, `address` its dynamic entry), and the class
/// object whose member it is.
pub struct Static {
    pub kind: u64,
    pub address: *mut u64,
    pub owner: *mut ScrObject,
    pub name: *const u8,
    pub name_len: u64,
    /// A method that uses `this` (`METHOD_THIS`).
    pub uses_this: bool,
}

/// # Safety
/// `class` must be a class object and `member` one of its own.
unsafe fn resolve(class: *const ScrObject, member: &StaticMember) -> Static {
    let uses_this = member.kind == METHOD_THIS;
    let (kind, address) = if uses_this {
        (METHOD, member.address)
    } else if member.kind != METHOD && member.kind & BOXED != 0 {
        // SAFETY: caller contract: a local class's capture holding a box.
        unsafe {
            let cell = slot(class, CAPTURES + member.address as usize) as *mut ScrObject;
            (
                member.kind & !BOXED,
                crate::object::slots(cell).as_ptr().cast_mut(),
            )
        }
    } else {
        (member.kind, member.address)
    };
    Static {
        kind,
        address,
        owner: class.cast_mut(),
        name: member.name,
        name_len: member.name_len,
        uses_this,
    }
}

/// Whether an object is a class object.
///
/// # Safety
/// `object` must be a live object.
pub unsafe fn is_class_value(object: *const ScrObject) -> bool {
    // SAFETY: caller contract.
    unsafe { (*(*object).descriptor).kind == KIND_CLASS_VALUE }
}

/// # Safety
/// `class` must be a class object.
unsafe fn slot(class: *const ScrObject, index: usize) -> u64 {
    // SAFETY: caller contract: a class object has five slots.
    unsafe { crate::object::slots(class)[index] }
}

/// The descriptor of a class object's instances.
///
/// # Safety
/// `class` must be a class object.
pub unsafe fn instance_descriptor(class: *const ScrObject) -> *const ClassDescriptor {
    // SAFETY: caller contract.
    unsafe { slot(class, 0) as *const ClassDescriptor }
}

/// The class's name.
///
/// # Safety
/// `class` must be a class object.
pub unsafe fn name<'a>(class: *const ScrObject) -> &'a [u8] {
    // SAFETY: caller contract.
    unsafe { crate::object::name(instance_descriptor(class)) }
}

/// The parent class's class object.
///
/// # Safety
/// `class` must be a class object.
pub unsafe fn parent(class: *const ScrObject) -> Option<*const ScrObject> {
    // SAFETY: caller contract.
    let parent = unsafe { slot(class, 1) } as *const ScrObject;
    (!parent.is_null()).then_some(parent)
}

/// The static member `wanted` of a class or the nearest ancestor that has
/// one.
///
/// # Safety
/// `class` must be a class object.
pub unsafe fn static_member(mut class: *const ScrObject, wanted: &[u8]) -> Option<Static> {
    // SAFETY: caller contract; the table has `count` members.
    unsafe {
        loop {
            let table = slot(class, 3) as *const StaticMember;
            let count = slot(class, 4) as usize;
            if count > 0 {
                let members = std::slice::from_raw_parts(table, count);
                if let Some(member) = members.iter().find(|member| {
                    std::slice::from_raw_parts(member.name, member.name_len as usize) == wanted
                }) {
                    return Some(resolve(class, member));
                }
            }
            class = parent(class)?;
        }
    }
}

/// A property added to a class (see `expando`) that `wanted` finds before
/// any static member: an assignment through a subclass gives it a property
/// of its own that shadows the ancestor's field. A new box, or `None`.
///
/// # Safety
/// `class` must be a class object.
pub unsafe fn added_before_member(
    mut class: *const ScrObject,
    wanted: &str,
) -> Option<*mut ScrObject> {
    // SAFETY: caller contract.
    unsafe {
        loop {
            if let Some(found) = crate::expando::get(class, wanted) {
                return Some(found);
            }
            if has_own_static(class, wanted.as_bytes()) {
                return None;
            }
            class = parent(class)?;
        }
    }
}

/// Whether a class has its own static member `wanted` (a field or a
/// method; not an ancestor's), or is asked for its `name`, `length` or
/// `prototype`.
///
/// # Safety
/// `class` must be a class object.
pub unsafe fn has_own_static(class: *const ScrObject, wanted: &[u8]) -> bool {
    if matches!(wanted, b"name" | b"length" | b"prototype") {
        return true;
    }
    // SAFETY: caller contract; the table has `count` members.
    unsafe {
        let count = slot(class, 4) as usize;
        count > 0
            && std::slice::from_raw_parts(slot(class, 3) as *const StaticMember, count)
                .iter()
                .any(|member| {
                    std::slice::from_raw_parts(member.name, member.name_len as usize) == wanted
                })
    }
}

/// A class's own static fields, in declaration order.
///
/// # Safety
/// `class` must be a class object.
pub unsafe fn own_static_fields(class: *const ScrObject) -> impl Iterator<Item = Static> {
    // SAFETY: caller contract; the table has `count` members.
    let members: &[StaticMember] = unsafe {
        let count = slot(class, 4) as usize;
        if count == 0 {
            &[]
        } else {
            std::slice::from_raw_parts(slot(class, 3) as *const StaticMember, count)
        }
    };
    members
        .iter()
        .filter(|member| member.kind < METHOD_THIS)
        // SAFETY: caller contract.
        .map(move |member| unsafe { resolve(class, member) })
}

/// `value instanceof class` for an object: an instance of the class's
/// instances' descriptor (or a descendant's) and, for a local class, made
/// by this evaluation's class.
///
/// # Safety
/// `value` must be a live object, `class` a class object.
pub unsafe fn instance_of(value: *const ScrObject, class: *const ScrObject) -> bool {
    // SAFETY: caller contract; a local class's instances have the field.
    unsafe {
        if crate::object::scr_instance_of(value, instance_descriptor(class)) == 0 {
            return false;
        }
        let offset = slot(class, 5) as usize;
        offset == 0 || *(value.cast::<u8>().add(offset) as *const usize) == class as usize
    }
}

/// `new C(...arguments)` through the class object: the new instance,
/// boxed (null when the class cannot be constructed through `any`).
///
/// # Safety
/// `class` must be a class object, `arguments` a live array of boxes.
pub unsafe fn construct(
    class: *mut ScrObject,
    arguments: *const ScrArray,
) -> Option<*mut ScrObject> {
    // SAFETY: caller contract; slot 2 is a construct entry or null.
    unsafe {
        let entry: Option<DynamicEntry> = std::mem::transmute(slot(class, 2));
        entry.map(|entry| entry(class, arguments))
    }
}

/// `[class Name]` or `[class Name extends Parent]`, as Node prints a
/// class.
///
/// # Safety
/// `class` must be a class object.
pub unsafe fn inspect(class: *const ScrObject) -> String {
    // SAFETY: caller contract.
    unsafe {
        // An anonymous class expression's class.
        let own = match String::from_utf8_lossy(name(class)) {
            own if own.is_empty() => "(anonymous)".into(),
            own => own,
        };
        match parent(class) {
            Some(parent) => {
                format!(
                    "[class {own} extends {}]",
                    String::from_utf8_lossy(name(parent))
                )
            }
            None => format!("[class {own}]"),
        }
    }
}

/// The class object among `class` and its ancestors whose instances have
/// `descriptor`: where a local class's static method, called on a
/// subclass, finds its own class's captures.
///
/// # Safety
/// `class` must be a class object.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_class_object_owner(
    class: *const ScrObject,
    descriptor: *const ClassDescriptor,
) -> *const ScrObject {
    // SAFETY: caller contract.
    unsafe {
        let mut current = class;
        loop {
            if instance_descriptor(current) == descriptor {
                return current;
            }
            match parent(current) {
                Some(parent) => current = parent,
                None => return class,
            }
        }
    }
}
