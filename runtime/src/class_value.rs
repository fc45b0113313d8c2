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
//! ```
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
pub unsafe fn static_member<'a>(
    mut class: *const ScrObject,
    wanted: &[u8],
) -> Option<&'a StaticMember> {
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
                    return Some(member);
                }
            }
            class = parent(class)?;
        }
    }
}

/// A class's own static fields, in declaration order.
///
/// # Safety
/// `class` must be a class object.
pub unsafe fn own_static_fields<'a>(
    class: *const ScrObject,
) -> impl Iterator<Item = &'a StaticMember> {
    // SAFETY: caller contract; the table has `count` members.
    let members: &[StaticMember] = unsafe {
        let count = slot(class, 4) as usize;
        if count == 0 {
            &[]
        } else {
            std::slice::from_raw_parts(slot(class, 3) as *const StaticMember, count)
        }
    };
    members.iter().filter(|member| member.kind != METHOD)
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
        let own = String::from_utf8_lossy(name(class));
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
