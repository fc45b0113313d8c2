//! Freeing dead objects without recursion on the machine stack.
//!
//! Freeing an object releases its fields, and a field whose count reaches
//! zero is freed in turn: a linked list of a million nodes would recurse a
//! million frames deep. Frees nest as direct calls up to `NESTING` deep;
//! past that, a dead value is queued, and the outermost free drains the
//! queue, so the stack depth stays bounded whatever the shape of the dead
//! graph. A free costs a thread-local counter's increment and decrement
//! more than a direct call.

use crate::array::ScrArray;
use crate::object::ScrObject;

/// A heap value whose count reached zero, waiting to be freed.
enum Dead {
    Object(*mut ScrObject),
    Array(*mut ScrArray),
}

/// How many frees are running on the stack, and what waits to be freed.
/// Programs run on one thread (as JavaScript does), so plain statics serve:
/// a thread-local costs a call per free where the linker does not relax it.
/// Exported: the compiler's compiled frees (a descriptor's `free_code`)
/// nest and queue by the same counter, and drain the queue through
/// [`scr_free_drain`] when it is not empty (`scr_free_queued`).
#[unsafe(no_mangle)]
pub static mut scr_free_depth: u32 = 0;
/// How many dead values wait in the queue.
#[unsafe(no_mangle)]
pub static mut scr_free_queued: u64 = 0;
static PENDING: Queue = Queue(std::cell::UnsafeCell::new(Vec::new()));

struct Queue(std::cell::UnsafeCell<Vec<Dead>>);

// SAFETY: only the program's one thread frees objects.
unsafe impl Sync for Queue {}

/// Frees nested deeper than this are queued instead of recursing: short
/// chains (the common case) free as direct calls, long ones in constant
/// stack.
const NESTING: u32 = 256;

/// Frees a dead object, or queues it when frees are nested deep.
///
/// # Safety
/// `object` must be a heap object nothing uses any more.
#[inline(always)]
pub unsafe fn free_object(object: *mut ScrObject) {
    // SAFETY: forwarded.
    unsafe { free(Dead::Object(object)) }
}

/// Frees a dead array, or queues it when frees are nested deep.
///
/// # Safety
/// `array` must be a heap array nothing uses any more.
#[inline(always)]
pub unsafe fn free_array(array: *mut ScrArray) {
    // SAFETY: forwarded.
    unsafe { free(Dead::Array(array)) }
}

#[inline(always)]
unsafe fn free(dead: Dead) {
    // SAFETY: the program's one thread is the only one to touch these.
    unsafe {
        let depth = scr_free_depth;
        if depth >= NESTING {
            (*PENDING.0.get()).push(dead);
            scr_free_queued += 1;
            return;
        }
        scr_free_depth = depth + 1;
        // Each value died exactly once (its count reached zero) and is
        // freed exactly once: here, or when the outermost free drains it.
        free_one(dead);
        if depth == 0 {
            while let Some(next) = (*PENDING.0.get()).pop() {
                scr_free_queued -= 1;
                scr_free_depth = 1;
                free_one(next);
            }
        }
        scr_free_depth = depth;
    }
}

/// The outermost compiled free found values queued: frees the last one
/// through the runtime's exported free, which at depth 0 drains the rest.
///
/// # Safety
/// Called only where a free at depth 0 ended.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_free_drain() {
    // SAFETY: the program's one thread; a queued value is dead and freed
    // once, here.
    unsafe {
        let Some(next) = (*PENDING.0.get()).pop() else {
            return;
        };
        scr_free_queued -= 1;
        match next {
            Dead::Object(object) => crate::object::scr_object_free(object),
            Dead::Array(array) => crate::array::scr_array_free(array),
        }
    }
}

/// The limit of direct nesting, for the compiled frees.
pub const FREE_NESTING: u32 = NESTING;

#[inline(always)]
unsafe fn free_one(dead: Dead) {
    // SAFETY: forwarded (caller contract).
    unsafe {
        match dead {
            Dead::Object(object) => crate::object::free_now(object),
            Dead::Array(array) => crate::array::free_now(array),
        }
    }
}
