//! Freeing dead objects without recursion on the machine stack.
//!
//! Freeing an object releases its fields, and a field whose count reaches
//! zero is freed in turn: a linked list of a million nodes would recurse a
//! million frames deep. Instead the first free on the stack drains a
//! worklist: every object or array that dies while it runs is pushed and
//! freed by the same loop, so the stack depth stays constant whatever the
//! shape of the dead graph. A free with nothing pending costs one
//! thread-local flag test more than a direct call.

use std::cell::{Cell, RefCell};

use crate::array::ScrArray;
use crate::object::ScrObject;

/// A heap value whose count reached zero, waiting to be freed.
enum Dead {
    Object(*mut ScrObject),
    Array(*mut ScrArray),
}

thread_local! {
    /// A free is running further up this thread's stack.
    static DRAINING: Cell<bool> = const { Cell::new(false) };
    static PENDING: RefCell<Vec<Dead>> = const { RefCell::new(Vec::new()) };
}

/// Frees a dead object, or queues it when a free is already running.
///
/// # Safety
/// `object` must be a heap object nothing uses any more.
pub unsafe fn free_object(object: *mut ScrObject) {
    // SAFETY: forwarded.
    unsafe { free(Dead::Object(object)) }
}

/// Frees a dead array, or queues it when a free is already running.
///
/// # Safety
/// `array` must be a heap array nothing uses any more.
pub unsafe fn free_array(array: *mut ScrArray) {
    // SAFETY: forwarded.
    unsafe { free(Dead::Array(array)) }
}

unsafe fn free(dead: Dead) {
    if DRAINING.get() {
        PENDING.with_borrow_mut(|pending| pending.push(dead));
        return;
    }
    DRAINING.set(true);
    let mut next = Some(dead);
    while let Some(dead) = next {
        // SAFETY: each queued value died exactly once (its count reached
        // zero) and is freed exactly once, here.
        unsafe {
            match dead {
                Dead::Object(object) => crate::object::free_now(object),
                Dead::Array(array) => crate::array::free_now(array),
            }
        }
        next = PENDING.with_borrow_mut(Vec::pop);
    }
    DRAINING.set(false);
}
