//! Promises, async functions, the job queues and the event loop.
//!
//! A promise is an object of kind `KIND_PROMISE` whose slots are its state,
//! its result (a dynamic box, see `dynamic`), its pending reactions (an
//! array of reaction objects) and whether a handler was ever attached. A
//! reaction (kind `KIND_REACTION`) says what to do when the promise
//! settles: call a `then` handler and settle the promise `then` returned,
//! resume a suspended async function, or settle a promise that adopted
//! this one. Both are ordinary counted objects, so they are released,
//! freed and audited like the rest.
//!
//! Jobs run as the ECMAScript specification orders them: a reaction job is
//! queued when its promise settles (or at once, for a promise already
//! settled when the reaction is added); resolving a promise with another
//! promise queues a job that adopts it. `process.nextTick` callbacks run
//! before promise jobs, as in Node. When the top level has finished, the
//! event loop drains the queues, then runs timers in order of their due
//! time, draining the queues after each.
//!
//! An async function is an LLVM coroutine (see the compiler's
//! `codegen/coroutines.rs`): `scr_await` adds a reaction that resumes it
//! through the module's resume thunk, and on resumption
//! `scr_await_result` hands it the settled value, or raises the reason.

use std::collections::VecDeque;

use crate::array::{ELEMENT_ARRAY, ELEMENT_NUMBER, ELEMENT_OBJECT, ScrArray};
use crate::object::{ScrObject, StaticDescriptor, StaticFields, slot_at, static_field as field};

pub const KIND_PROMISE: u64 = 9;
pub const KIND_REACTION: u64 = 10;

const PENDING: u64 = 0;
const FULFILLED: u64 = 1;
const REJECTED: u64 = 2;

// Promise slots. The pending reactions are a list: `REACTIONS` holds
// the first (counted), each reaction's `NEXT` the one after it, and
// `LAST` the last (not counted), so most promises, which get one
// reaction, need no array.
const STATE: usize = 0;
const RESULT: usize = 1;
const REACTIONS: usize = 2;
const HANDLED: usize = 3;
const LAST: usize = 4;

// Reaction slots and kinds.
const REACTION_KIND: usize = 0;
const ON_FULFILLED: usize = 1;
const ON_REJECTED: usize = 2;
const DERIVED: usize = 3;
const HANDLE: usize = 4;
const RESUME: usize = 5;
const NEXT: usize = 6;

/// `then(onFulfilled, onRejected)`: calls the handler for the outcome (or
/// passes the outcome on) and settles `DERIVED` with what it returns.
const REACT_THEN: u64 = 0;
/// `await`: resumes the coroutine `HANDLE` through `RESUME`.
const REACT_AWAIT: u64 = 1;
/// A promise resolved with this one: settles `DERIVED` the same way.
const REACT_ADOPT: u64 = 2;
/// The top level's `await`: marks the wait over.
const REACT_TOP: u64 = 3;
/// `finally(onFinally)`: calls the handler with no argument, then settles
/// `DERIVED` as this promise settled (or with the handler's exception).
const REACT_FINALLY: u64 = 4;
/// A reaction's kind is its low byte; an await reaction's higher bits
/// hold its place in the suspended frames + 1.
const KIND_BITS: u32 = 8;
const KIND_MASK: u64 = (1 << KIND_BITS) - 1;

static PROMISE_FIELDS: StaticFields<5> = StaticFields([
    field("state", ELEMENT_NUMBER),
    field("result", ELEMENT_OBJECT),
    field("reactions", ELEMENT_OBJECT),
    field("handled", ELEMENT_NUMBER),
    field("last", ELEMENT_NUMBER),
]);

static REACTION_FIELDS: StaticFields<7> = StaticFields([
    field("kind", ELEMENT_NUMBER),
    field("fulfilled", ELEMENT_OBJECT),
    field("rejected", ELEMENT_OBJECT),
    field("derived", ELEMENT_OBJECT),
    field("handle", ELEMENT_NUMBER),
    field("resume", ELEMENT_NUMBER),
    field("next", ELEMENT_OBJECT),
]);

static PROMISE: StaticDescriptor =
    StaticDescriptor::new("Promise", KIND_PROMISE, &PROMISE_FIELDS.0);
static REACTION: StaticDescriptor =
    StaticDescriptor::new("PromiseReaction", KIND_REACTION, &REACTION_FIELDS.0);

/// # Safety
/// `object` must be a live promise or reaction.
unsafe fn get(object: *mut ScrObject, index: usize) -> u64 {
    // SAFETY: forwarded.
    unsafe { *slot_at(object, index) }
}

/// # Safety
/// `object` must be a live promise or reaction; `value` is stored as it
/// is (a counted value's reference moves in).
unsafe fn set(object: *mut ScrObject, index: usize, value: u64) {
    // SAFETY: forwarded.
    unsafe { *slot_at(object, index) = value }
}

fn new_object(descriptor: &'static StaticDescriptor) -> *mut ScrObject {
    descriptor.new_object()
}

/// # Safety
/// `value` must be a live object or null.
unsafe fn retain(value: *mut ScrObject) -> *mut ScrObject {
    // SAFETY: forwarded.
    unsafe { crate::object::retain(value) };
    value
}

/// # Safety
/// The caller must own a reference to `value` (or pass null).
unsafe fn release(value: *mut ScrObject) {
    // SAFETY: forwarded.
    unsafe { crate::object::release(value) }
}

/// Whether `value` is a live promise.
///
/// # Safety
/// `value` must be a live object or null.
pub unsafe fn is_promise(value: *const ScrObject) -> bool {
    // SAFETY: a live object has a descriptor.
    !value.is_null() && unsafe { (*(*value).descriptor).kind } == KIND_PROMISE
}

/// The state of a live promise, and its result (borrowed) once settled,
/// for printing.
///
/// # Safety
/// `promise` must be a live promise.
pub unsafe fn state_of(promise: *mut ScrObject) -> (u64, *mut ScrObject) {
    // SAFETY: caller contract.
    unsafe { (get(promise, STATE), get(promise, RESULT) as *mut ScrObject) }
}

enum Job {
    /// A reaction and the outcome it reacts to (both owned).
    Reaction {
        reaction: *mut ScrObject,
        argument: *mut ScrObject,
        rejected: bool,
    },
    /// `promise` was resolved with the promise `thenable`: adopt it.
    Adopt {
        promise: *mut ScrObject,
        thenable: *mut ScrObject,
    },
    /// `queueMicrotask(callback)`: a `() => void` closure (owned).
    Callback(*mut ScrObject),
    /// An `await` of a value or of a promise settled already: resume the
    /// suspended coroutine (its `await_kind` place in `place`) with the
    /// outcome (owned). The specification's reaction job, without the
    /// promise and reaction it would make.
    Resume {
        handle: *mut u8,
        resume: *mut u8,
        place: u32,
        argument: *mut ScrObject,
        rejected: bool,
    },
    /// `promise` was resolved with an object whose `then` is the function
    /// `then`: call it with the object as `this` and new resolving
    /// functions of `promise` (the specification's
    /// NewPromiseResolveThenableJob). All three owned; `thenable` a box.
    Thenable {
        promise: *mut ScrObject,
        thenable: *mut ScrObject,
        then: *mut ScrObject,
    },
}

/// Set once an async function awaits: what the exit calls (for the audit
/// and memcheck) to end the async functions still waiting then. Read
/// volatile, so programs without `await` do not link the queues.
pub static mut EXIT_HOOK: Option<fn()> = None;

/// Set once an async generator waits on an `await` (see
/// `generator::drop_frame`).
pub static mut FORGET_WAITING: Option<fn(*mut ScrObject)> = None;

/// A generator's frame is going: it no longer waits on an `await`.
fn forget_waiting(generator: *mut ScrObject) {
    if let Some(waiting) = &mut queues().waiting_generators {
        waiting.remove(&(generator as usize));
    }
}

/// Destroys the frames of async functions still suspended at an `await`
/// (a promise that never settles): their destroy paths release what they
/// hold, as a generator's do when it is freed unfinished.
fn destroy_suspended() {
    // In the order of their frames' addresses, as every run gives them.
    let registry = queues();
    registry.suspended_free.clear();
    let mut frames: Vec<(usize, usize)> = std::mem::take(&mut registry.suspended)
        .into_iter()
        .filter(|&(handle, _)| handle != 0)
        .collect();
    frames.sort_unstable();
    for (handle, destroy) in frames {
        // SAFETY: a suspended frame of the program and its destroy thunk.
        unsafe {
            let destroy: unsafe extern "C" fn(*mut u8) = std::mem::transmute(destroy);
            destroy(handle as *mut u8);
        }
    }
    // Async generators waiting on an `await`: the reaction that would
    // resume one holds it, and its frame holds what it awaits.
    // In the order of their addresses; one abandoned may let others go,
    // or (its `finally` awaiting) wait again.
    loop {
        let mut waiting: Vec<usize> = queues()
            .waiting_generators
            .as_ref()
            .map(|waiting| waiting.iter().copied().collect())
            .unwrap_or_default();
        if waiting.is_empty() {
            break;
        }
        waiting.sort_unstable();
        for generator in waiting {
            let still_waiting = queues()
                .waiting_generators
                .as_mut()
                .is_some_and(|waiting| waiting.remove(&generator));
            if !still_waiting {
                continue;
            }
            let generator = generator as *mut ScrObject;
            // SAFETY: a live generator (the waiting reaction holds it).
            unsafe {
                retain(generator);
                crate::generator::abandon(generator);
                release(generator);
            }
        }
    }
}

/// Whether the program may make thenables (objects with a `then` method:
/// `Program::thenables` in the compiler). Only then does resolving a
/// promise with an object look for `then`.
static mut THENABLES: bool = false;

/// Called first by programs that may make thenables.
#[unsafe(no_mangle)]
pub extern "C" fn scr_promise_thenables() {
    // SAFETY: single-threaded; written before any promise exists.
    unsafe { THENABLES = true };
}

/// The `then` function of the object a box holds, when it has one
/// (owned), or null; an exception a `then` getter throws is left pending.
///
/// # Safety
/// `value` must be a live box holding an object.
unsafe fn then_function(value: *mut ScrObject) -> *mut ScrObject {
    // SAFETY: caller contract; the box `then` read is owned.
    unsafe {
        let then = crate::any::get_property(value, "then");
        if crate::dynamic::scr_pending != 0 {
            release(then);
            return std::ptr::null_mut();
        }
        let (kind, payload) = crate::dynamic::contents(then);
        let function = payload as *mut ScrObject;
        let callable = kind == ELEMENT_OBJECT
            && (*(*function).descriptor).kind == crate::object::KIND_FUNCTION;
        let function = if callable {
            retain(function)
        } else {
            std::ptr::null_mut()
        };
        release(then);
        function
    }
}

struct Queues {
    ticks: VecDeque<*mut ScrObject>,
    jobs: VecDeque<Job>,
    /// Rejected promises no handler was attached to yet (owned).
    unhandled: Vec<*mut ScrObject>,
    /// The settled value of the last awaited promise, for the coroutine
    /// being resumed (owned), and whether it was a rejection.
    resumed: *mut ScrObject,
    resumed_rejected: bool,
    /// Running promise jobs (not ticks), until the job queue is empty.
    in_jobs: bool,
    /// Async functions suspended at an `await`: (frame handle, destroy
    /// thunk), at the place their await reaction's kind names (see
    /// `await_kind`); a vacant place is (0, 0) and listed in
    /// `suspended_free`.
    suspended: Vec<(usize, usize)>,
    suspended_free: Vec<u32>,
    /// Async generators whose body waits on an `await` (not counted).
    waiting_generators: Option<rustc_hash::FxHashSet<usize>>,
}

struct QueueCell(std::cell::UnsafeCell<Queues>);
// SAFETY: programs run on one thread.
unsafe impl Sync for QueueCell {}

static QUEUES: QueueCell = QueueCell(std::cell::UnsafeCell::new(Queues {
    ticks: VecDeque::new(),
    jobs: VecDeque::new(),
    unhandled: Vec::new(),
    resumed: std::ptr::null_mut(),
    resumed_rejected: false,
    in_jobs: false,
    suspended: Vec::new(),
    suspended_free: Vec::new(),
    waiting_generators: None,
}));

#[allow(clippy::mut_from_ref)]
fn queues() -> &'static mut Queues {
    // SAFETY: one thread; no reference into the queues is held across a
    // call that may reach them again (each use is a short borrow).
    unsafe { &mut *QUEUES.0.get() }
}

/// A new pending promise (count 1).
#[unsafe(no_mangle)]
pub extern "C" fn scr_promise_new() -> *mut ScrObject {
    new_object(&PROMISE)
}

/// Settles a pending promise: takes over `value` (a box), queues the
/// reactions' jobs.
///
/// # Safety
/// `promise` must be a live promise; `value` a live box the caller owns.
unsafe fn settle(promise: *mut ScrObject, value: *mut ScrObject, rejected: bool) {
    // SAFETY: caller contract.
    unsafe {
        if get(promise, STATE) != PENDING {
            release(value);
            return;
        }
        set(promise, STATE, if rejected { REJECTED } else { FULFILLED });
        set(promise, RESULT, value as u64);
        let mut reaction = get(promise, REACTIONS) as *mut ScrObject;
        set(promise, REACTIONS, 0);
        set(promise, LAST, 0);
        if rejected && reaction.is_null() && get(promise, HANDLED) == 0 {
            queues().unhandled.push(retain(promise));
        }
        // Each reaction's reference moves into its job.
        while !reaction.is_null() {
            let next = get(reaction, NEXT) as *mut ScrObject;
            set(reaction, NEXT, 0);
            queues().jobs.push_back(Job::Reaction {
                reaction,
                argument: retain(value),
                rejected,
            });
            reaction = next;
        }
    }
}

/// Rejects `promise` with `reason` (a box the caller owns).
///
/// # Safety
/// `promise` must be a live promise; `reason` a live box.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_promise_reject(promise: *mut ScrObject, reason: *mut ScrObject) {
    // SAFETY: forwarded.
    unsafe { settle(promise, reason, true) }
}

/// The resolve function of `promise` called with `resolution` (a box the
/// caller owns): adopts a promise, fulfills with anything else.
///
/// # Safety
/// `promise` must be a live promise; `resolution` a live box.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_promise_resolve(promise: *mut ScrObject, resolution: *mut ScrObject) {
    // SAFETY: caller contract.
    unsafe {
        if get(promise, STATE) != PENDING {
            release(resolution);
            return;
        }
        let (kind, payload) = crate::dynamic::contents(resolution);
        let inner = payload as *mut ScrObject;
        if kind == ELEMENT_OBJECT && is_promise(inner) {
            if inner == promise {
                release(resolution);
                crate::dynamic::raise(
                    "TypeError",
                    "Chaining cycle detected for promise #<Promise>",
                );
                scr_promise_reject_pending(promise);
                return;
            }
            queues().jobs.push_back(Job::Adopt {
                promise: retain(promise),
                thenable: retain(inner),
            });
            release(resolution);
            return;
        }
        if kind == ELEMENT_OBJECT && THENABLES {
            let then = then_function(resolution);
            if crate::dynamic::scr_pending != 0 {
                // Reading `then` threw: the promise rejects with it.
                release(resolution);
                scr_promise_reject_pending(promise);
                return;
            }
            if !then.is_null() {
                queues().jobs.push_back(Job::Thenable {
                    promise: retain(promise),
                    thenable: resolution,
                    then,
                });
                return;
            }
        }
        settle(promise, resolution, false);
    }
}

/// Adds `reaction` (owned) to `promise`: queued at once when the promise
/// is settled already.
///
/// # Safety
/// Both must be live.
unsafe fn add_reaction(promise: *mut ScrObject, reaction: *mut ScrObject) {
    // SAFETY: caller contract.
    unsafe {
        mark_handled(promise);
        let state = get(promise, STATE);
        if state == PENDING {
            // The reference moves into the list.
            let last = get(promise, LAST) as *mut ScrObject;
            if last.is_null() {
                set(promise, REACTIONS, reaction as u64);
            } else {
                set(last, NEXT, reaction as u64);
            }
            set(promise, LAST, reaction as u64);
            return;
        }
        let value = get(promise, RESULT) as *mut ScrObject;
        queues().jobs.push_back(Job::Reaction {
            reaction,
            argument: retain(value),
            rejected: state == REJECTED,
        });
    }
}

/// A handler is attached to `promise`: a rejection of it is not reported
/// (nor, when it is rejected already, is it any more).
///
/// # Safety
/// `promise` must be live.
unsafe fn mark_handled(promise: *mut ScrObject) {
    // SAFETY: caller contract.
    unsafe {
        if get(promise, HANDLED) == 0 {
            set(promise, HANDLED, 1);
            let unhandled = &mut queues().unhandled;
            if let Some(index) = unhandled.iter().position(|&p| p == promise) {
                unhandled.remove(index);
                release(promise);
            }
        }
    }
}

fn new_reaction(kind: u64) -> *mut ScrObject {
    let reaction = new_object(&REACTION);
    // SAFETY: a fresh reaction.
    unsafe { set(reaction, REACTION_KIND, kind) };
    reaction
}

/// `PromiseResolve(%Promise%, value)`: the promise itself, or a new one
/// resolved with the value. Takes over `value` (a box); returns an owned
/// promise.
///
/// # Safety
/// `value` must be a live box.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_promise_from(value: *mut ScrObject) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        let (kind, payload) = crate::dynamic::contents(value);
        if kind == ELEMENT_OBJECT && is_promise(payload as *mut ScrObject) {
            let promise = retain(payload as *mut ScrObject);
            release(value);
            return promise;
        }
        let promise = scr_promise_new();
        scr_promise_resolve(promise, value);
        promise
    }
}

/// `promise.then(onFulfilled, onRejected)` (`catch` passes no
/// `onFulfilled`): the handlers are `(value: unknown) => unknown` closures
/// or null, borrowed. Returns the derived promise (owned).
///
/// # Safety
/// `promise` must be a live promise; the handlers live closures or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_promise_then(
    promise: *mut ScrObject,
    on_fulfilled: *mut ScrObject,
    on_rejected: *mut ScrObject,
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        let derived = scr_promise_new();
        let reaction = new_reaction(REACT_THEN);
        set(reaction, ON_FULFILLED, retain(on_fulfilled) as u64);
        set(reaction, ON_REJECTED, retain(on_rejected) as u64);
        set(reaction, DERIVED, retain(derived) as u64);
        add_reaction(promise, reaction);
        derived
    }
}

/// `promise.finally(onFinally)`: `onFinally` is a `() => unknown` closure
/// (borrowed). Returns the derived promise (owned).
///
/// # Safety
/// `promise` must be a live promise; `on_finally` a live closure.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_promise_finally(
    promise: *mut ScrObject,
    on_finally: *mut ScrObject,
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        let derived = scr_promise_new();
        let reaction = new_reaction(REACT_FINALLY);
        set(reaction, ON_FULFILLED, retain(on_finally) as u64);
        set(reaction, DERIVED, retain(derived) as u64);
        add_reaction(promise, reaction);
        derived
    }
}

/// `Promise.reject(reason)`: takes over the box.
///
/// # Safety
/// `reason` must be a live box.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_promise_rejected(reason: *mut ScrObject) -> *mut ScrObject {
    let promise = scr_promise_new();
    // SAFETY: a fresh promise.
    unsafe { settle(promise, reason, true) };
    promise
}

/// Rejects an async function's promise with the pending exception.
///
/// # Safety
/// `promise` must be a live promise.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_promise_reject_pending(promise: *mut ScrObject) {
    let reason = crate::dynamic::scr_catch();
    // SAFETY: forwarded.
    unsafe { settle(promise, reason, true) }
}

/// `await value` in an async function: takes over `value` (a box) and
/// arranges for the suspended coroutine `handle` to be resumed through
/// `resume` when the value settles.
///
/// # Safety
/// `value` must be a live box; `handle` a suspended coroutine of the
/// program and `resume` the program's resume thunk.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_await(
    value: *mut ScrObject,
    handle: *mut u8,
    resume: *mut u8,
    destroy: *mut u8,
) {
    // SAFETY: caller contract.
    unsafe {
        let registry = queues();
        let entry = (handle as usize, destroy as usize);
        let place = match registry.suspended_free.pop() {
            Some(place) => {
                registry.suspended[place as usize] = entry;
                place
            }
            None => {
                registry.suspended.push(entry);
                (registry.suspended.len() - 1) as u32
            }
        };
        EXIT_HOOK = Some(destroy_suspended);
        let (kind, payload) = crate::dynamic::contents(value);
        let awaited = payload as *mut ScrObject;
        let is_object = kind == ELEMENT_OBJECT;
        let settled = if is_object && is_promise(awaited) {
            let state = get(awaited, STATE);
            if state == PENDING {
                let reaction = new_reaction(REACT_AWAIT | (u64::from(place) + 1) << KIND_BITS);
                set(reaction, HANDLE, handle as u64);
                set(reaction, RESUME, resume as u64);
                // `value` is the promise itself: its reference is the
                // one released after the reaction is listed.
                add_reaction(awaited, reaction);
                release(value);
                return;
            }
            mark_handled(awaited);
            let result = retain(get(awaited, RESULT) as *mut ScrObject);
            release(value);
            Some((result, state == REJECTED))
        } else if is_object && THENABLES {
            // An object that may have `then`: through a promise resolved
            // with it (which calls `then` in a job of its own).
            None
        } else {
            // `await` of a plain value: a promise fulfilled with it would
            // queue its reaction job at once.
            Some((value, false))
        };
        match settled {
            Some((argument, rejected)) => queues().jobs.push_back(Job::Resume {
                handle,
                resume,
                place,
                argument,
                rejected,
            }),
            None => {
                let promise = scr_promise_from(value);
                let reaction = new_reaction(REACT_AWAIT | (u64::from(place) + 1) << KIND_BITS);
                set(reaction, HANDLE, handle as u64);
                set(reaction, RESUME, resume as u64);
                add_reaction(promise, reaction);
                release(promise);
            }
        }
    }
}

/// Resumes a coroutine suspended at an `await` (at `place` of the
/// registry) with its outcome (owned).
///
/// # Safety
/// `handle` must be suspended at an `await`, `resume` the program's resume
/// thunk, `argument` a live box.
unsafe fn resume_awaiting(
    handle: *mut u8,
    resume: *mut u8,
    place: usize,
    argument: *mut ScrObject,
    rejected: bool,
) {
    let registry = queues();
    registry.suspended[place] = (0, 0);
    registry.suspended_free.push(place as u32);
    registry.resumed = argument;
    registry.resumed_rejected = rejected;
    // SAFETY: the program's resume thunk (caller contract).
    unsafe {
        let resume: unsafe extern "C" fn(*mut u8) = std::mem::transmute(resume);
        resume(handle);
    }
}

/// On resumption after `await`: the settled value (an owned box), or, for
/// a rejection, `undefined` with the reason raised.
#[unsafe(no_mangle)]
pub extern "C" fn scr_await_result() -> *mut ScrObject {
    let queues = queues();
    let value = std::mem::replace(&mut queues.resumed, std::ptr::null_mut());
    if queues.resumed_rejected {
        queues.resumed_rejected = false;
        // SAFETY: the reason is a live box; `scr_throw` takes it over.
        unsafe { crate::dynamic::scr_throw(value) };
        return crate::dynamic::scr_dynamic_new(crate::dynamic::DYNAMIC_UNDEFINED, 0);
    }
    value
}

/// `await value` at the top level: runs jobs and timers until the value
/// settles and the wait's own reaction has run, then returns the value (an
/// owned box) or raises the reason. Takes over `value`.
///
/// # Safety
/// `value` must be a live box.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_await_top(value: *mut ScrObject) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        let promise = scr_promise_from(value);
        let reaction = new_reaction(REACT_TOP);
        set(reaction, HANDLE, 0);
        retain(reaction);
        add_reaction(promise, reaction);
        while get(reaction, HANDLE) == 0 {
            if !run_one_job() && !run_one_timer() {
                // Nothing left that could settle it: Node ends the program
                // with status 13 and a warning.
                crate::console::write_all(
                    2,
                    b"Warning: Detected unsettled top-level await at <compiled code>\n\n\n",
                );
                std::process::exit(13);
            }
        }
        release(reaction);
        release(promise);
        scr_await_result()
    }
}

/// Calls a `(value: unknown) => unknown` closure with a borrowed box:
/// its result (owned), or null with an exception pending.
///
/// # Safety
/// `closure` must be a live closure of that type; `argument` a live box.
unsafe fn call_handler(closure: *mut ScrObject, argument: *mut ScrObject) -> *mut ScrObject {
    type Code = unsafe extern "C" fn(*mut ScrObject, *mut ScrObject) -> *mut ScrObject;
    // SAFETY: a closure's slot 0 is its code (see the compiler's
    // `codegen/closures.rs`).
    unsafe {
        let code: Code = std::mem::transmute(get(closure, 0));
        let result = code(closure, argument);
        if crate::dynamic::scr_pending != 0 {
            release(result);
            return std::ptr::null_mut();
        }
        result
    }
}

/// Calls a `() => unknown` closure: its result (owned), or null with an
/// exception pending.
///
/// # Safety
/// `closure` must be a live closure of that type.
unsafe fn call_thunk(closure: *mut ScrObject) -> *mut ScrObject {
    type Code = unsafe extern "C" fn(*mut ScrObject) -> *mut ScrObject;
    // SAFETY: as in `call_handler`.
    unsafe {
        let code: Code = std::mem::transmute(get(closure, 0));
        let result = code(closure);
        if crate::dynamic::scr_pending != 0 {
            release(result);
            return std::ptr::null_mut();
        }
        result
    }
}

/// Runs one reaction job. Takes over `reaction` and `argument`.
///
/// # Safety
/// Both must be live.
unsafe fn react(reaction: *mut ScrObject, argument: *mut ScrObject, rejected: bool) {
    // SAFETY: caller contract.
    unsafe {
        let derived = get(reaction, DERIVED) as *mut ScrObject;
        let kind = get(reaction, REACTION_KIND);
        match kind & KIND_MASK {
            REACT_AWAIT => {
                let handle = get(reaction, HANDLE) as *mut u8;
                let resume = get(reaction, RESUME) as *mut u8;
                release(reaction);
                let place = (kind >> KIND_BITS) as usize - 1;
                resume_awaiting(handle, resume, place, argument, rejected);
                return;
            }
            REACT_TOP => {
                set(reaction, HANDLE, 1);
                let queues = queues();
                queues.resumed = argument;
                queues.resumed_rejected = rejected;
                release(reaction);
                return;
            }
            REACT_ADOPT => {
                if rejected {
                    settle(derived, argument, true);
                } else {
                    scr_promise_resolve(derived, argument);
                }
            }
            REACT_FINALLY => {
                let handler = get(reaction, ON_FULFILLED) as *mut ScrObject;
                let result = call_thunk(handler);
                if result.is_null() {
                    release(argument);
                    scr_promise_reject_pending(derived);
                } else {
                    // The handler's promise (or value) is waited for, then
                    // the original outcome passes on.
                    let waited = scr_promise_from(result);
                    let pass = new_reaction(REACT_ADOPT_OUTCOME);
                    set(pass, ON_FULFILLED, argument as u64);
                    set(pass, HANDLE, u64::from(rejected));
                    set(pass, DERIVED, retain(derived) as u64);
                    add_reaction(waited, pass);
                    release(waited);
                }
            }
            REACT_COMBINE => combine_step(reaction, argument, rejected),
            REACT_GENERATOR => {
                if let Some(waiting) = &mut queues().waiting_generators {
                    waiting.remove(&(derived as usize));
                }
                crate::generator::async_settled(derived, argument, rejected);
            }
            REACT_UNWRAP => {
                if rejected {
                    settle(derived, argument, true);
                } else {
                    let result =
                        crate::generator::boxed_result(argument, get(reaction, HANDLE) != 0);
                    let boxed = crate::dynamic::scr_dynamic_new(ELEMENT_OBJECT, result as u64);
                    scr_promise_resolve(derived, boxed);
                }
            }
            REACT_ADOPT_OUTCOME => {
                // `finally`'s handler finished: its rejection wins, else
                // the original outcome.
                let original = get(reaction, ON_FULFILLED) as *mut ScrObject;
                let original_rejected = get(reaction, HANDLE) != 0;
                if rejected {
                    settle(derived, argument, true);
                } else {
                    release(argument);
                    settle(derived, retain(original), original_rejected);
                }
            }
            _ => {
                let handler = get(reaction, if rejected { ON_REJECTED } else { ON_FULFILLED })
                    as *mut ScrObject;
                if handler.is_null() {
                    settle(derived, argument, rejected);
                } else {
                    let result = call_handler(handler, argument);
                    release(argument);
                    if result.is_null() {
                        scr_promise_reject_pending(derived);
                    } else {
                        scr_promise_resolve(derived, result);
                    }
                }
            }
        }
        release(reaction);
    }
}

/// An async generator's body awaited: `DERIVED` holds the generator.
const REACT_GENERATOR: u64 = 7;

/// `await value` in an async generator's body (`value` taken over): the
/// generator goes on when the value settles (see `generator::drive`).
///
/// # Safety
/// `value` must be a live box, `generator` a live async generator.
pub(crate) unsafe fn await_for_generator(value: *mut ScrObject, generator: *mut ScrObject) {
    // SAFETY: caller contract.
    unsafe {
        queues()
            .waiting_generators
            .get_or_insert_with(Default::default)
            .insert(generator as usize);
        EXIT_HOOK = Some(destroy_suspended);
        FORGET_WAITING = Some(forget_waiting);
        let promise = scr_promise_from(value);
        let reaction = new_reaction(REACT_GENERATOR);
        set(reaction, DERIVED, retain(generator) as u64);
        add_reaction(promise, reaction);
        release(promise);
    }
}

/// An async-from-sync iterator's step (see `unwrapped`): fulfils
/// `DERIVED` with `{ value, done }` of the value, `done` in `HANDLE`.
const REACT_UNWRAP: u64 = 8;

/// A promise of `{ value, done }` for `value` (a box, taken over) once it
/// settles: the specification's AsyncFromSyncIteratorContinuation (a
/// rejection passes on). Owned.
///
/// # Safety
/// `value` must be a live box.
pub(crate) unsafe fn unwrapped(value: *mut ScrObject, done: bool) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        let wrapper = scr_promise_from(value);
        let derived = scr_promise_new();
        let reaction = new_reaction(REACT_UNWRAP);
        set(reaction, DERIVED, retain(derived) as u64);
        set(reaction, HANDLE, u64::from(done));
        add_reaction(wrapper, reaction);
        release(wrapper);
        derived
    }
}

/// `finally`'s second step (see `REACT_FINALLY`): `ON_FULFILLED` holds the
/// original outcome (a box), `HANDLE` whether it was a rejection.
const REACT_ADOPT_OUTCOME: u64 = 5;

/// Runs the next `process.nextTick` callback or promise job, in Node's
/// order: the tick queue empties first, then the job queue (ticks queued by
/// jobs wait until it is empty), and again. False when both are empty.
fn run_one_job() -> bool {
    let queues = queues();
    if queues.in_jobs && queues.jobs.is_empty() {
        queues.in_jobs = false;
    }
    if !queues.in_jobs && queues.ticks.is_empty() {
        queues.in_jobs = true;
    }
    if !queues.in_jobs
        && let Some(callback) = queues.ticks.pop_front()
    {
        // SAFETY: an owned `() => unknown` closure.
        unsafe {
            let result = call_thunk(callback);
            release(result);
            release(callback);
        }
        check_uncaught();
        return true;
    }
    let Some(job) = queues.jobs.pop_front() else {
        return false;
    };
    // SAFETY: the job owns what it holds.
    unsafe {
        match job {
            Job::Reaction {
                reaction,
                argument,
                rejected,
            } => react(reaction, argument, rejected),
            Job::Adopt { promise, thenable } => {
                let reaction = new_reaction(REACT_ADOPT);
                set(reaction, DERIVED, promise as u64);
                add_reaction(thenable, reaction);
                release(thenable);
            }
            Job::Resume {
                handle,
                resume,
                place,
                argument,
                rejected,
            } => resume_awaiting(handle, resume, place as usize, argument, rejected),
            Job::Callback(callback) => {
                let result = call_thunk(callback);
                release(result);
                release(callback);
            }
            Job::Thenable {
                promise,
                thenable,
                then,
            } => adopt_thenable(promise, thenable, then),
        }
    }
    check_uncaught();
    true
}

/// A callback that threw: Node reports the exception and ends the program.
fn check_uncaught() {
    // SAFETY: single-threaded read of the flag.
    if unsafe { crate::dynamic::scr_pending } != 0 {
        crate::dynamic::scr_uncaught();
    }
}

/// Drains the tick and job queues, then reports an unhandled rejection as
/// Node does (the reason printed, status 1).
fn drain() {
    // After a macrotask, Node runs the ticks first.
    queues().in_jobs = false;
    loop {
        while run_one_job() {}
        let queues = queues();
        if queues.unhandled.is_empty() {
            return;
        }
        let promise = queues.unhandled.remove(0);
        // SAFETY: an owned rejected promise; its result is a live box.
        unsafe {
            let reason = retain(get(promise, RESULT) as *mut ScrObject);
            release(promise);
            crate::dynamic::scr_throw(reason);
        }
        // Ends the program unless `'uncaughtException'` listeners take it.
        crate::dynamic::uncaught_from("unhandledRejection");
    }
}

/// Runs the next timer or immediate (see `timers`), then drains the
/// queues: false when none is left.
fn run_one_timer() -> bool {
    let Some((id, callback)) = crate::timers::next_callback() else {
        return false;
    };
    // SAFETY: an owned reference to a `() => unknown` closure.
    unsafe {
        let result = call_thunk(callback);
        release(result);
        release(callback);
    }
    crate::timers::finished(id);
    check_uncaught();
    drain();
    true
}

/// The event loop, after the top level: drains the queues, then runs
/// timers until none is left.
#[unsafe(no_mangle)]
pub extern "C" fn scr_run_event_loop() {
    drain();
    while run_one_timer() {}
}

/// `queueMicrotask(callback)`: a `() => unknown` closure (borrowed).
///
/// # Safety
/// `callback` must be a live closure.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_queue_microtask(callback: *mut ScrObject) {
    // SAFETY: caller contract.
    let callback = unsafe { retain(callback) };
    queues().jobs.push_back(Job::Callback(callback));
}

/// `process.nextTick(callback)`: a `() => unknown` closure (borrowed).
///
/// # Safety
/// `callback` must be a live closure.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_next_tick(callback: *mut ScrObject) {
    // SAFETY: caller contract.
    let callback = unsafe { retain(callback) };
    queues().ticks.push_back(callback);
}

/// A coroutine frame of `size` bytes.
#[unsafe(no_mangle)]
pub extern "C" fn scr_coro_alloc(size: u64) -> *mut u8 {
    crate::alloc::allocate(size as usize)
}

/// Frees a coroutine frame.
///
/// # Safety
/// `frame` must come from `scr_coro_alloc` (or be null).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_coro_free(frame: *mut u8) {
    if !frame.is_null() {
        // SAFETY: caller contract.
        unsafe { crate::alloc::deallocate(frame) };
    }
}

/// `HANDLED`'s bit set once a promise's resolving functions were used
/// (later calls do nothing, as the specification's `alreadyResolved`).
const ALREADY_RESOLVED: u64 = 2;

static FUNCTION_FIELDS: StaticFields<3> = StaticFields([
    field("", ELEMENT_NUMBER),
    field("promise", ELEMENT_OBJECT),
    field("gate", ELEMENT_OBJECT),
]);

static RESOLVING_FUNCTION: StaticDescriptor =
    StaticDescriptor::new("", crate::object::KIND_FUNCTION, &FUNCTION_FIELDS.0)
        .with_entry(resolving_entry);

/// A resolving function called through `any`: its code with the first
/// argument (or `undefined`); the result `undefined`.
unsafe extern "C" fn resolving_entry(
    closure: *mut ScrObject,
    arguments: *const crate::array::ScrArray,
) -> *mut ScrObject {
    type Code = unsafe extern "C" fn(*mut ScrObject, *mut ScrObject);
    // SAFETY: slot 0 of a resolving function is its code; the arguments
    // are live boxes.
    unsafe {
        let undefined = crate::dynamic::scr_dynamic_new(crate::dynamic::DYNAMIC_UNDEFINED, 0);
        let value = crate::array::slots(arguments)
            .first()
            .map_or(undefined, |&bits| bits as *mut ScrObject);
        let code: Code = std::mem::transmute(get(closure, 0));
        code(closure, value);
        undefined
    }
}

/// Takes the right to settle a promise through one pair of its resolving
/// functions: false when one of the pair was called already. The pair's
/// flag lives in `gate`, a promise: the promise itself for the executor's
/// pair, a fresh one for each thenable's.
///
/// # Safety
/// `promise` must be a live promise.
unsafe fn first_resolution(promise: *mut ScrObject) -> bool {
    // SAFETY: caller contract.
    unsafe {
        let flags = get(promise, HANDLED);
        if flags & ALREADY_RESOLVED != 0 {
            return false;
        }
        set(promise, HANDLED, flags | ALREADY_RESOLVED);
        true
    }
}

/// The code of a promise's `resolve` function: `(closure, value)`, the
/// value a borrowed box.
unsafe extern "C" fn resolve_code(closure: *mut ScrObject, value: *mut ScrObject) {
    // SAFETY: a resolving function's slot 1 is its promise, 2 its gate.
    unsafe {
        let promise = get(closure, 1) as *mut ScrObject;
        if first_resolution(get(closure, 2) as *mut ScrObject) {
            scr_promise_resolve(promise, retain(value));
        }
    }
}

/// The code of a promise's `reject` function.
unsafe extern "C" fn reject_code(closure: *mut ScrObject, value: *mut ScrObject) {
    // SAFETY: as in `resolve_code`.
    unsafe {
        let promise = get(closure, 1) as *mut ScrObject;
        if first_resolution(get(closure, 2) as *mut ScrObject) {
            settle(promise, retain(value), true);
        }
    }
}

fn resolving_function(
    promise: *mut ScrObject,
    gate: *mut ScrObject,
    reject: bool,
) -> *mut ScrObject {
    let function = new_object(&RESOLVING_FUNCTION);
    type Code = unsafe extern "C" fn(*mut ScrObject, *mut ScrObject);
    let code: Code = if reject { reject_code } else { resolve_code };
    // SAFETY: a fresh resolving function; the promise and gate are live.
    unsafe {
        set(function, 0, code as usize as u64);
        set(function, 1, retain(promise) as u64);
        set(function, 2, retain(gate) as u64);
    }
    function
}

/// Runs a `Job::Thenable`: `then` called on the thenable with a new pair
/// of resolving functions of `promise`; an exception it throws before
/// either is called rejects the promise. Takes over all three.
///
/// # Safety
/// `promise` must be a live promise, `thenable` a live box, `then` a live
/// function object.
unsafe fn adopt_thenable(promise: *mut ScrObject, thenable: *mut ScrObject, then: *mut ScrObject) {
    // SAFETY: caller contract.
    unsafe {
        let gate = scr_promise_new();
        let arguments = crate::array::scr_array_new(crate::array::ELEMENT_DYNAMIC, 2);
        for reject in [false, true] {
            let function = resolving_function(promise, gate, reject);
            let boxed = crate::dynamic::scr_dynamic_new(ELEMENT_OBJECT, function as u64);
            crate::array::scr_array_push(arguments, boxed as u64);
            release(boxed);
        }
        let result = crate::method_value::call_with_this(then, thenable, arguments);
        if crate::dynamic::scr_pending != 0 {
            let reason = crate::dynamic::scr_catch();
            if first_resolution(gate) {
                settle(promise, reason, true);
            } else {
                release(reason);
            }
        } else {
            release(result);
        }
        crate::array::release(arguments);
        release(gate);
        release(then);
        release(thenable);
        release(promise);
    }
}

/// `new Promise(executor)`: calls the executor (a `(resolve, reject) =>
/// void` closure, borrowed) with the promise's resolving functions; an
/// exception it throws rejects the promise. Returns the promise (owned).
///
/// # Safety
/// `executor` must be a live closure of that type.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_promise_construct(executor: *mut ScrObject) -> *mut ScrObject {
    type Code = unsafe extern "C" fn(*mut ScrObject, *mut ScrObject, *mut ScrObject);
    let promise = scr_promise_new();
    let resolve = resolving_function(promise, promise, false);
    let reject = resolving_function(promise, promise, true);
    // SAFETY: a closure's slot 0 is its code.
    unsafe {
        let code: Code = std::mem::transmute(get(executor, 0));
        code(executor, resolve, reject);
        if crate::dynamic::scr_pending != 0 {
            let reason = crate::dynamic::scr_catch();
            if first_resolution(promise) {
                settle(promise, reason, true);
            } else {
                release(reason);
            }
        }
        release(resolve);
        release(reject);
    }
    promise
}

static COMBINE_FIELDS: StaticFields<6> = StaticFields([
    field("promise", ELEMENT_OBJECT),
    field("values", ELEMENT_ARRAY),
    field("remaining", ELEMENT_NUMBER),
    field("which", ELEMENT_NUMBER),
    field("kind", ELEMENT_NUMBER),
    // A tuple descriptor (a raw pointer, not counted): `Promise.all` of
    // an array literal whose elements differ in type fulfills with one.
    field("tuple", ELEMENT_NUMBER),
]);

static COMBINE: StaticDescriptor =
    StaticDescriptor::new("PromiseCombinator", KIND_REACTION, &COMBINE_FIELDS.0);

const COMBINE_ALL: u64 = 0;
const COMBINE_ALL_SETTLED: u64 = 1;
const COMBINE_RACE: u64 = 2;
const COMBINE_ANY: u64 = 3;

/// A reaction of one element of `Promise.all`/`race`/`any`: `DERIVED` is
/// the combinator's state, `HANDLE` the element's index.
const REACT_COMBINE: u64 = 6;

/// `Promise.all(values)`, `race` and `any`: `values` is an array of
/// `source` kind (promises or plain values); `Promise.all` fulfills with
/// an array of `result` kind. Returns the combined promise (owned).
///
/// # Safety
/// `values` must be a live array of kind `source`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_promise_combine(
    values: *mut ScrArray,
    source: u32,
    which: u32,
    result: u32,
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe { combine(values, source, which, result, std::ptr::null()) }
}

/// `Promise.all([a, b])` of elements of different types: fulfills with a
/// tuple of the compiler's `descriptor` (each value unboxed into its
/// slot's kind, checked). `values` is an array of boxes.
///
/// # Safety
/// `values` must be a live array of boxes; `descriptor` a compiler-emitted
/// tuple descriptor with one slot per element.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_promise_all_tuple(
    values: *mut ScrArray,
    descriptor: *const crate::object::ClassDescriptor,
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        combine(
            values,
            crate::array::ELEMENT_DYNAMIC,
            COMBINE_ALL as u32,
            crate::array::ELEMENT_DYNAMIC,
            descriptor,
        )
    }
}

/// `Promise.all`, `race` and `any` (see `scr_promise_combine`).
///
/// # Safety
/// As `scr_promise_combine`; `tuple` null or a tuple descriptor.
unsafe fn combine(
    values: *mut ScrArray,
    source: u32,
    which: u32,
    result: u32,
    tuple: *const crate::object::ClassDescriptor,
) -> *mut ScrObject {
    // SAFETY: caller contract; the state and reactions are fresh.
    unsafe {
        let promise = scr_promise_new();
        let elements = crate::array::slots(values).to_vec();
        let state = new_object(&COMBINE);
        set(state, 0, retain(promise) as u64);
        let settled = crate::array::scr_array_new(ELEMENT_OBJECT, elements.len() as u64);
        for _ in 0..elements.len() {
            crate::array::scr_array_push(settled, 0);
        }
        set(state, 1, settled as u64);
        set(state, 2, elements.len() as u64);
        set(state, 3, u64::from(which));
        set(state, 4, u64::from(result));
        set(state, 5, tuple as u64);
        if elements.is_empty() {
            match u64::from(which) {
                COMBINE_ALL => finish_all(state),
                COMBINE_ALL_SETTLED => finish_settled(state),
                COMBINE_ANY => reject_aggregate(state),
                _ => {}
            }
        }
        for (index, &bits) in elements.iter().enumerate() {
            crate::array::retain_slot(source, bits);
            let boxed = crate::dynamic::scr_dynamic_new(source, bits);
            let element = scr_promise_from(boxed);
            let reaction = new_reaction(REACT_COMBINE);
            set(reaction, DERIVED, retain(state) as u64);
            set(reaction, HANDLE, index as u64);
            add_reaction(element, reaction);
            release(element);
        }
        release(state);
        promise
    }
}

/// Every element of `Promise.all` fulfilled: its promise fulfills with
/// their values, unboxed into an array of the result kind.
///
/// # Safety
/// `state` must be a live combinator state.
unsafe fn finish_all(state: *mut ScrObject) {
    // SAFETY: caller contract.
    unsafe {
        let promise = get(state, 0) as *mut ScrObject;
        let kind = get(state, 4) as u32;
        let settled = get(state, 1) as *mut ScrArray;
        let boxes = crate::array::slots(settled).to_vec();
        let tuple = get(state, 5) as *const crate::object::ClassDescriptor;
        if !tuple.is_null() {
            let object = crate::object::scr_object_new(tuple);
            let slots = object
                .cast::<u8>()
                .add(crate::object::SLOTS_OFFSET)
                .cast::<u64>();
            for (index, (bits, field)) in boxes.iter().zip(crate::object::fields(tuple)).enumerate()
            {
                let field_kind = field.kind as u32;
                let payload = fulfilled_payload(*bits, field_kind);
                crate::array::retain_slot(field_kind, payload);
                crate::array::release_slot(field_kind, *slots.add(index));
                *slots.add(index) = payload;
            }
            let boxed = crate::dynamic::scr_dynamic_new(ELEMENT_OBJECT, object as u64);
            scr_promise_resolve(promise, boxed);
            return;
        }
        let array = crate::array::scr_array_new(kind, boxes.len() as u64);
        for bits in boxes {
            crate::array::scr_array_push(array, fulfilled_payload(bits, kind));
        }
        let boxed = crate::dynamic::scr_dynamic_new(ELEMENT_ARRAY, array as u64);
        scr_promise_resolve(promise, boxed);
    }
}

/// An element's value (a box) as a slot of `kind` holds it (borrowed):
/// a dynamic slot (`Promise<unknown>`) holds the box itself.
///
/// # Safety
/// `bits` must be a live box.
unsafe fn fulfilled_payload(bits: u64, kind: u32) -> u64 {
    if kind == crate::array::ELEMENT_DYNAMIC {
        return bits;
    }
    // SAFETY: caller contract.
    unsafe { crate::dynamic::scr_dynamic_payload(bits as *mut ScrObject, kind, std::ptr::null()) }
}

static FULFILLED_FIELDS: [StaticFields<2>; 9] = {
    const fn fields(kind: u32) -> StaticFields<2> {
        StaticFields([
            field("status", crate::array::ELEMENT_STRING),
            field("value", kind),
        ])
    }
    [
        fields(0),
        fields(1),
        fields(2),
        fields(3),
        fields(4),
        fields(crate::array::ELEMENT_DYNAMIC),
        fields(crate::array::ELEMENT_DYNAMIC),
        fields(7),
        fields(8),
    ]
};

/// `{ status: "fulfilled", value }` of `Promise.allSettled`, by the slot
/// kind of `value` (the compiler reads it by name, through the result's
/// object type).
static FULFILLED_RESULT: [StaticDescriptor; 9] = {
    const fn descriptor(fields: &'static StaticFields<2>) -> StaticDescriptor {
        StaticDescriptor::new("", crate::object::KIND_PLAIN, &fields.0)
    }
    [
        descriptor(&FULFILLED_FIELDS[0]),
        descriptor(&FULFILLED_FIELDS[1]),
        descriptor(&FULFILLED_FIELDS[2]),
        descriptor(&FULFILLED_FIELDS[3]),
        descriptor(&FULFILLED_FIELDS[4]),
        descriptor(&FULFILLED_FIELDS[5]),
        descriptor(&FULFILLED_FIELDS[6]),
        descriptor(&FULFILLED_FIELDS[7]),
        descriptor(&FULFILLED_FIELDS[8]),
    ]
};

static REJECTED_FIELDS: StaticFields<2> = StaticFields([
    field("status", crate::array::ELEMENT_STRING),
    field("reason", crate::array::ELEMENT_DYNAMIC),
]);

/// `{ status: "rejected", reason }` of `Promise.allSettled`.
static REJECTED_RESULT: StaticDescriptor =
    StaticDescriptor::new("", crate::object::KIND_PLAIN, &REJECTED_FIELDS.0);

/// The result object of one element of `Promise.allSettled` (owned): its
/// value unboxed into a `value` slot of `kind`, or the reason. Takes
/// `argument` over.
///
/// # Safety
/// `argument` must be a box the caller owns.
unsafe fn settled_result(argument: *mut ScrObject, rejected: bool, kind: u32) -> *mut ScrObject {
    // SAFETY: caller contract; new objects of two slots.
    unsafe {
        let kind = if (kind as usize) < FULFILLED_RESULT.len() {
            kind
        } else {
            crate::array::ELEMENT_DYNAMIC
        };
        let (descriptor, status) = if rejected {
            (&REJECTED_RESULT, "rejected")
        } else {
            (&FULFILLED_RESULT[kind as usize], "fulfilled")
        };
        let object = descriptor.new_object();
        let status_slot = slot_at(object, 0);
        crate::string::release(*status_slot as *mut crate::string::ScrString);
        *status_slot = crate::string::new_from_str(status) as u64;
        let value_kind = crate::object::fields(&descriptor.0)[1].kind as u32;
        let bits = if value_kind == crate::array::ELEMENT_DYNAMIC {
            retain(argument) as u64
        } else {
            let payload =
                crate::dynamic::scr_dynamic_payload(argument, value_kind, std::ptr::null());
            crate::array::retain_slot(value_kind, payload);
            payload
        };
        let value_slot = slot_at(object, 1);
        crate::array::release_slot(value_kind, *value_slot);
        *value_slot = bits;
        release(argument);
        object
    }
}

/// Every element of `Promise.allSettled` settled: its promise fulfills
/// with their result objects.
///
/// # Safety
/// `state` must be a live combinator state.
unsafe fn finish_settled(state: *mut ScrObject) {
    // SAFETY: caller contract.
    unsafe {
        let promise = get(state, 0) as *mut ScrObject;
        let settled = get(state, 1) as *mut ScrArray;
        crate::array::retain(settled);
        let boxed = crate::dynamic::scr_dynamic_new(crate::array::ELEMENT_ARRAY, settled as u64);
        scr_promise_resolve(promise, boxed);
    }
}

/// Every element of `Promise.any` rejected: an `AggregateError`.
///
/// # Safety
/// `state` must be a live combinator state.
unsafe fn reject_aggregate(state: *mut ScrObject) {
    // SAFETY: caller contract.
    unsafe {
        let promise = get(state, 0) as *mut ScrObject;
        crate::dynamic::raise("AggregateError", "All promises were rejected");
        let error = crate::dynamic::scr_catch();
        // Its `errors`: the reasons, in the elements' order.
        let settled = get(state, 1) as *mut ScrArray;
        let reasons = crate::array::scr_array_new(crate::array::ELEMENT_DYNAMIC, 0);
        for &bits in crate::array::slots(settled) {
            let reason = if bits == 0 {
                crate::dynamic::scr_dynamic_new(crate::dynamic::DYNAMIC_UNDEFINED, 0)
            } else {
                retain(bits as *mut ScrObject)
            };
            crate::array::scr_array_push(reasons, reason as u64);
            release(reason);
        }
        let list = crate::dynamic::scr_dynamic_new(crate::array::ELEMENT_ARRAY, reasons as u64);
        let (kind, _) = crate::dynamic::contents(error);
        if kind == ELEMENT_OBJECT {
            crate::any::set_property(error, "errors", list);
        }
        release(list);
        settle(promise, error, true);
    }
}

/// One element of a combinator settled.
///
/// # Safety
/// `reaction` must be a live `REACT_COMBINE` reaction; `argument` a box
/// the caller owns.
unsafe fn combine_step(reaction: *mut ScrObject, argument: *mut ScrObject, rejected: bool) {
    // SAFETY: caller contract.
    unsafe {
        let state = get(reaction, DERIVED) as *mut ScrObject;
        let index = get(reaction, HANDLE) as usize;
        let promise = get(state, 0) as *mut ScrObject;
        let which = get(state, 3);
        match (which, rejected) {
            (COMBINE_RACE, _) | (COMBINE_ALL, true) | (COMBINE_ANY, false) => {
                if rejected {
                    settle(promise, argument, true);
                } else {
                    scr_promise_resolve(promise, argument);
                }
            }
            _ => {
                let settled = get(state, 1) as *mut ScrArray;
                let slot = (*settled).slots.add(index);
                release(*slot as *mut ScrObject);
                *slot = if which == COMBINE_ALL_SETTLED {
                    settled_result(argument, rejected, get(state, 4) as u32) as u64
                } else {
                    argument as u64
                };
                let remaining = get(state, 2) - 1;
                set(state, 2, remaining);
                if remaining == 0 {
                    match which {
                        COMBINE_ALL => finish_all(state),
                        COMBINE_ALL_SETTLED => finish_settled(state),
                        _ => reject_aggregate(state),
                    }
                }
            }
        }
    }
}
