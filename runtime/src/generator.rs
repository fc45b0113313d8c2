//! Generator objects: a generator function's coroutine frame and what
//! crosses between it and its consumer.
//!
//! The object (kind `KIND_GENERATOR`) owns the frame (see the compiler's
//! `codegen/coroutines.rs`); the frame does not own the object. Resuming
//! stores the value sent and the way it resumes (`next`, `return`,
//! `throw`), then calls the module's resume thunk; the body stores what it
//! yields or returns back into the object before suspending or finishing.
//! Freeing a generator that has not finished destroys its frame, which
//! releases what the suspended body held. A generator made from an array
//! (`yield*` of an array) has no frame: it walks the array.

use crate::array::{ELEMENT_ARRAY, ELEMENT_BOOLEAN, ELEMENT_NUMBER, ELEMENT_OBJECT, ScrArray};
use crate::dynamic::{DYNAMIC_UNDEFINED, scr_dynamic_new};
use crate::object::{
    ClassDescriptor, FieldDescriptor, SLOTS_OFFSET, ScrObject, StaticDescriptor, StaticFields,
    slot_at, static_field as field,
};

pub const KIND_GENERATOR: u64 = 11;

const HANDLE: usize = 0;
const RESUME: usize = 1;
const DESTROY: usize = 2;
const STATE: usize = 3;
const VALUE: usize = 4;
const SENT: usize = 5;
const MODE: usize = 6;
const SOURCE: usize = 7;
const INDEX: usize = 8;
const ITERATOR: usize = 9;
/// An async generator's requests (`Box<Requests>`, or 0).
const REQUESTS: usize = 10;
/// 1 while an async generator's body waits for an `await`.
const AWAITING: usize = 11;
/// 1 while an async generator's requests are being served.
const DRIVING: usize = 12;
/// How an iterator over a copy prints ([`IteratorLabel`]); for one over
/// a map or a set, [`VALUES`] too when it gives the entries' values.
const LABEL: usize = 13;
/// The map or set an iterator of its keys or values walks (live: what is
/// added while it walks is given, what is deleted is not), its `INDEX`
/// the cursor (`map::next_part`).
const COLLECTION: usize = 14;
/// In `LABEL`: the iterator gives a map's values, not its keys.
const VALUES: u64 = 1 << 8;

const STARTING: u64 = 0;
const SUSPENDED: u64 = 1;
const RUNNING: u64 = 2;
const DONE: u64 = 3;

const NEXT: u64 = 0;
const RETURN: u64 = 1;
const THROW: u64 = 2;

/// The result kind that means "the box itself" (for `{ value, done }`
/// objects and arrays whose values are boxed types).
const BOXED: u32 = 0xff;

static FIELDS: StaticFields<15> = StaticFields([
    field("handle", ELEMENT_NUMBER),
    field("resume", ELEMENT_NUMBER),
    field("destroy", ELEMENT_NUMBER),
    field("state", ELEMENT_NUMBER),
    field("value", ELEMENT_OBJECT),
    field("sent", ELEMENT_OBJECT),
    field("mode", ELEMENT_NUMBER),
    field("source", ELEMENT_ARRAY),
    field("index", ELEMENT_NUMBER),
    field("iterator", ELEMENT_OBJECT),
    field("requests", ELEMENT_NUMBER),
    field("awaiting", ELEMENT_NUMBER),
    field("driving", ELEMENT_NUMBER),
    field("label", ELEMENT_NUMBER),
    field("collection", ELEMENT_OBJECT),
]);

static GENERATOR: StaticDescriptor = StaticDescriptor::new("Generator", KIND_GENERATOR, &FIELDS.0);
static ASYNC_GENERATOR: StaticDescriptor =
    StaticDescriptor::new("AsyncGenerator", KIND_GENERATOR, &FIELDS.0);

/// # Safety
/// `generator` must be a live generator.
unsafe fn get(generator: *mut ScrObject, index: usize) -> u64 {
    // SAFETY: caller contract.
    unsafe { *slot_at(generator, index) }
}

/// # Safety
/// `generator` must be a live generator.
unsafe fn set(generator: *mut ScrObject, index: usize, value: u64) {
    // SAFETY: caller contract.
    unsafe { *slot_at(generator, index) = value }
}

/// Replaces a box slot's value (the old one released).
///
/// # Safety
/// `generator` must be a live generator; `value` a box the caller owns.
unsafe fn replace(generator: *mut ScrObject, index: usize, value: *mut ScrObject) {
    // SAFETY: caller contract.
    unsafe {
        let old = get(generator, index) as *mut ScrObject;
        set(generator, index, value as u64);
        crate::object::release(old);
    }
}

fn undefined() -> *mut ScrObject {
    scr_dynamic_new(DYNAMIC_UNDEFINED, 0)
}

/// A new generator for a frame the caller binds next (count 1).
#[unsafe(no_mangle)]
pub extern "C" fn scr_generator_new(resume: *mut u8, destroy: *mut u8) -> *mut ScrObject {
    new_generator(&GENERATOR, resume, destroy)
}

/// A generator object of `descriptor` with the module's resume and
/// destroy thunks.
fn new_generator(
    descriptor: &'static StaticDescriptor,
    resume: *mut u8,
    destroy: *mut u8,
) -> *mut ScrObject {
    let generator = descriptor.new_object();
    // SAFETY: a fresh generator.
    unsafe {
        set(generator, RESUME, resume as u64);
        set(generator, DESTROY, destroy as u64);
    }
    generator
}

/// Records the generator's frame.
///
/// # Safety
/// `generator` must be a live generator.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_generator_bind(generator: *mut ScrObject, handle: *mut u8) {
    // SAFETY: caller contract.
    unsafe { set(generator, HANDLE, handle as u64) }
}

/// `yield value` in the body: takes the box over.
///
/// # Safety
/// `generator` must be a live generator; `value` a live box.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_generator_yield(generator: *mut ScrObject, value: *mut ScrObject) {
    // SAFETY: caller contract.
    unsafe {
        replace(generator, VALUE, value);
        set(generator, STATE, SUSPENDED);
    }
}

/// The value last yielded, as `scr_dynamic_payload` gives a box's payload
/// of `kind` (for kinds that are not counted: nothing is retained, and the
/// box stays the generator's, free to be reused by its next `yield`).
///
/// # Safety
/// `generator` must be a live generator; `class` as `scr_dynamic_payload`
/// takes it.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_generator_value_payload(
    generator: *mut ScrObject,
    kind: u32,
    class: *const crate::object::ClassDescriptor,
) -> u64 {
    // SAFETY: caller contract.
    unsafe {
        let value = get(generator, VALUE) as *mut ScrObject;
        if value.is_null() {
            let undefined = undefined();
            return crate::dynamic::scr_dynamic_payload(undefined, kind, class);
        }
        if kind == ELEMENT_NUMBER
            && let Some(bits) = crate::dynamic::number_of(value)
        {
            return bits;
        }
        crate::dynamic::scr_dynamic_payload(value, kind, class)
    }
}

/// `yield number` in the body: as `scr_generator_yield` of a box of it,
/// reusing the box of the last value when only the generator holds it.
///
/// # Safety
/// `generator` must be a live generator.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_generator_yield_number(generator: *mut ScrObject, number: f64) {
    // SAFETY: caller contract.
    unsafe {
        let existing = get(generator, VALUE) as *mut ScrObject;
        if !crate::dynamic::reuse_number_box(existing, number.to_bits()) {
            replace(
                generator,
                VALUE,
                scr_dynamic_new(ELEMENT_NUMBER, number.to_bits()),
            );
        }
        set(generator, STATE, SUSPENDED);
    }
}

/// In the body, after a resumption: the value sent (owned).
///
/// # Safety
/// `generator` must be a live generator.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_generator_received(generator: *mut ScrObject) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        let sent = get(generator, SENT) as *mut ScrObject;
        set(generator, SENT, 0);
        if sent.is_null() { undefined() } else { sent }
    }
}

/// In the body, after a resumption: how it resumed (0 `next`, 1 `return`,
/// 2 `throw`).
///
/// # Safety
/// `generator` must be a live generator.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_generator_mode(generator: *mut ScrObject) -> i32 {
    // SAFETY: caller contract.
    unsafe { get(generator, MODE) as i32 }
}

/// The body returned `value` (a box, taken over): the generator is done.
///
/// # Safety
/// `generator` must be a live generator.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_generator_finish(generator: *mut ScrObject, value: *mut ScrObject) {
    // SAFETY: caller contract.
    unsafe {
        replace(generator, VALUE, value);
        set(generator, STATE, DONE);
        set(generator, HANDLE, 0);
    }
}

/// An exception left the body (still pending): the generator is done.
///
/// # Safety
/// `generator` must be a live generator.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_generator_fail(generator: *mut ScrObject) {
    // SAFETY: caller contract.
    unsafe {
        replace(generator, VALUE, undefined());
        set(generator, STATE, DONE);
        set(generator, HANDLE, 0);
    }
}

/// Resumes the generator with `sent` (owned) in `mode`. Afterwards it is
/// suspended at a `yield` or done (or an exception is pending).
///
/// # Safety
/// `generator` must be a live generator; `sent` a live box.
unsafe fn resume(generator: *mut ScrObject, sent: *mut ScrObject, mode: u64) {
    // SAFETY: caller contract.
    unsafe {
        let state = get(generator, STATE);
        if state == RUNNING {
            crate::object::release(sent);
            crate::dynamic::raise("TypeError", "Generator is already running");
            return;
        }
        // A generator made from an iterator object calls its methods.
        let iterator = get(generator, ITERATOR) as *mut ScrObject;
        if !iterator.is_null() {
            resume_iterator(generator, iterator, sent, mode);
            return;
        }
        // An iterator of a map's or a set's keys or values walks it.
        let collection = get(generator, COLLECTION) as *mut ScrObject;
        if !collection.is_null() && state != DONE {
            let mut cursor = f64::from_bits(get(generator, INDEX));
            let values = get(generator, LABEL) & VALUES != 0;
            if mode == NEXT
                && let Some((kind, bits)) =
                    crate::map::next_part(collection.cast(), &mut cursor, values)
            {
                crate::array::retain_slot(kind, bits);
                set(generator, INDEX, cursor.to_bits());
                replace(generator, VALUE, scr_dynamic_new(kind, bits));
                set(generator, STATE, SUSPENDED);
                crate::object::release(sent);
                return;
            }
            crate::object::release(collection);
            set(generator, COLLECTION, 0);
            finish_walk(generator, sent, mode);
            return;
        }
        // A generator made from an array walks it.
        let source = get(generator, SOURCE) as *mut ScrArray;
        if !source.is_null() && state != DONE {
            let index = get(generator, INDEX) as usize;
            if mode == NEXT && index < (*source).len as usize {
                let bits = crate::array::slots(source)[index];
                let kind = (*source).kind;
                crate::array::retain_slot(kind, bits);
                let boxed = scr_dynamic_new(kind, bits);
                set(generator, INDEX, index as u64 + 1);
                replace(generator, VALUE, boxed);
                set(generator, STATE, SUSPENDED);
                crate::object::release(sent);
                return;
            }
            crate::array::release(source);
            set(generator, SOURCE, 0);
            finish_walk(generator, sent, mode);
            return;
        }
        if state == DONE || (state == STARTING && mode != NEXT) {
            set(generator, STATE, DONE);
            let handle = get(generator, HANDLE);
            if handle != 0 {
                // Never started: its frame goes without running the body.
                set(generator, HANDLE, 0);
                destroy_frame(generator, handle);
            }
            match mode {
                THROW => {
                    replace(generator, VALUE, undefined());
                    crate::dynamic::scr_throw(sent);
                }
                RETURN => replace(generator, VALUE, sent),
                _ => {
                    replace(generator, VALUE, undefined());
                    crate::object::release(sent);
                }
            }
            return;
        }
        replace(generator, SENT, sent);
        set(generator, MODE, mode);
        set(generator, STATE, RUNNING);
        let handle = get(generator, HANDLE) as *mut u8;
        let code: unsafe extern "C" fn(*mut u8) = std::mem::transmute(get(generator, RESUME));
        // The body may drop the last other reference to the generator.
        crate::object::retain(generator);
        code(handle);
        if get(generator, STATE) == RUNNING {
            set(generator, STATE, SUSPENDED);
        }
        crate::object::release(generator);
    }
}

/// Resumes a generator made from an iterator object (a box): calls its
/// `next`, `return` or `throw` with `sent` (owned) and takes `value` and
/// `done` from the result. Without a `return` method, `return(v)` is done
/// with `v`; without `throw`, `throw(e)` raises `e`. Each call reaches the
/// object's method, finished or not, as JavaScript's iterators do.
///
/// # Safety
/// `generator` must be a live generator, `iterator` its iterator box,
/// `sent` a live box.
unsafe fn resume_iterator(
    generator: *mut ScrObject,
    iterator: *mut ScrObject,
    sent: *mut ScrObject,
    mode: u64,
) {
    // SAFETY: caller contract.
    unsafe {
        let name = match mode {
            NEXT => "next",
            RETURN => "return",
            _ => "throw",
        };
        crate::object::retain(generator);
        crate::object::retain(sent);
        let called = crate::any::call_if_present(iterator, name, sent);
        match called {
            None if mode == THROW => {
                set(generator, STATE, DONE);
                replace(generator, VALUE, undefined());
                crate::dynamic::scr_throw(sent);
            }
            None => {
                set(generator, STATE, DONE);
                replace(
                    generator,
                    VALUE,
                    if mode == RETURN { sent } else { undefined() },
                );
                if mode != RETURN {
                    crate::object::release(sent);
                }
            }
            Some(result) => {
                crate::object::release(sent);
                if crate::dynamic::scr_pending != 0 {
                    crate::object::release(result);
                    set(generator, STATE, DONE);
                    replace(generator, VALUE, undefined());
                } else {
                    let done = crate::any::property(result, "done");
                    let finished = crate::dynamic::scr_dynamic_truthy(done) != 0;
                    crate::object::release(done);
                    replace(generator, VALUE, crate::any::property(result, "value"));
                    crate::object::release(result);
                    set(generator, STATE, if finished { DONE } else { SUSPENDED });
                }
            }
        }
        crate::object::release(generator);
    }
}

/// A generator over an iterator object (a box, borrowed): see
/// `resume_iterator`.
///
/// # Safety
/// `iterator` must be a live box.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_generator_from_iterator(iterator: *mut ScrObject) -> *mut ScrObject {
    let generator = scr_generator_new(std::ptr::null_mut(), std::ptr::null_mut());
    // SAFETY: a fresh generator; the box is live.
    unsafe {
        crate::object::retain(iterator);
        set(generator, ITERATOR, iterator as u64);
        set(generator, STATE, SUSPENDED);
    }
    generator
}

/// # Safety
/// `handle` must be the generator's suspended frame.
unsafe fn destroy_frame(generator: *mut ScrObject, handle: u64) {
    // SAFETY: the module's destroy thunk takes a suspended frame.
    unsafe {
        let code: unsafe extern "C" fn(*mut u8) = std::mem::transmute(get(generator, DESTROY));
        code(handle as *mut u8);
    }
}

/// A generator's count reached zero: destroys a frame that has not
/// finished (releasing what its body held).
///
/// # Safety
/// `generator` must be a dead generator.
/// An async generator still waiting on an `await` when the program ends:
/// its frame destroyed and the value it waits on let go (which holds the
/// reaction that holds the generator).
///
/// # Safety
/// `generator` must be a live async generator.
pub(crate) unsafe fn abandon(generator: *mut ScrObject) {
    // SAFETY: caller contract.
    unsafe {
        drop_frame(generator);
        replace(generator, VALUE, undefined());
        set(generator, STATE, DONE);
    }
}

pub(crate) unsafe fn drop_frame(generator: *mut ScrObject) {
    // SAFETY: caller contract; the frame is suspended.
    unsafe {
        // (Through a hook the first waiting async generator sets, so
        // programs without one do not link the registry.)
        if let Some(forget) = std::ptr::read_volatile(&raw const crate::promise::FORGET_WAITING) {
            forget(generator);
        }
        let requests = get(generator, REQUESTS);
        if requests != 0 {
            set(generator, REQUESTS, 0);
            for request in *Box::from_raw(requests as *mut Requests) {
                crate::object::release(request.promise);
                crate::object::release(request.sent);
            }
        }
        let handle = get(generator, HANDLE);
        if handle != 0 {
            set(generator, HANDLE, 0);
            destroy_frame(generator, handle);
        }
    }
}

/// `generator.next(v)` / `return(v)` / `throw(e)`: resumes, then builds
/// the `{ value, done }` object with `value` of `kind` (`BOXED`: the box).
///
/// # Safety
/// `generator` must be a live generator; `sent` a live box (borrowed).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_generator_resume(
    generator: *mut ScrObject,
    sent: *mut ScrObject,
    mode: f64,
    kind: u32,
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        crate::object::retain(sent);
        resume(generator, sent, mode as u64);
        if crate::dynamic::scr_pending != 0 {
            return std::ptr::null_mut();
        }
        let done = get(generator, STATE) == DONE;
        let value = get(generator, VALUE) as *mut ScrObject;
        let (value_kind, bits) = if kind == BOXED {
            crate::object::retain(value);
            (ELEMENT_OBJECT, value as u64)
        } else {
            let bits = crate::dynamic::scr_dynamic_payload(value, kind, std::ptr::null());
            crate::array::retain_slot(kind, bits);
            (kind, bits)
        };
        result_object(value_kind, bits, done)
    }
}

/// Descriptors of `{ value, done }` objects, by the value's kind.
static RESULTS: crate::json_parse::Table<rustc_hash::FxHashMap<u32, usize>> =
    crate::json_parse::Table::new();

/// A `{ value, done }` object: takes over `bits`.
fn result_object(kind: u32, bits: u64, done: bool) -> *mut ScrObject {
    let descriptor = RESULTS.with_borrow_mut(|table| {
        *table.entry(kind).or_insert_with(|| {
            crate::object::plain_descriptor(
                vec![
                    FieldDescriptor {
                        name: b"value".as_ptr(),
                        name_len: 5,
                        kind: u64::from(kind),
                    },
                    FieldDescriptor {
                        name: b"done".as_ptr(),
                        name_len: 4,
                        kind: u64::from(ELEMENT_BOOLEAN),
                    },
                ],
                0,
            ) as usize
        })
    }) as *const ClassDescriptor;
    // SAFETY: a runtime-made descriptor; the slots are set before use.
    unsafe {
        let object = crate::object::scr_object_new(descriptor);
        let slots = object.cast::<u8>().add(SLOTS_OFFSET).cast::<u64>();
        crate::array::release_slot(kind, *slots);
        *slots = bits;
        *slots.add(1) = u64::from(done);
        object
    }
}

/// A `for ... of` step: resumes with `next()`; whether it yielded.
///
/// # Safety
/// `generator` must be a live generator.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_generator_step(generator: *mut ScrObject) -> i32 {
    // SAFETY: caller contract.
    unsafe {
        resume(generator, undefined(), NEXT);
        i32::from(crate::dynamic::scr_pending == 0 && get(generator, STATE) != DONE)
    }
}

/// `yield*`'s step: resumes `generator` with `sent` (borrowed) in `mode`
/// (0 `next`, 1 `return`, 2 `throw`); whether it yielded (its value is
/// then the current one; a throw it did not catch is pending).
///
/// # Safety
/// `generator` must be a live generator; `sent` a live box.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_generator_send(
    generator: *mut ScrObject,
    sent: *mut ScrObject,
    mode: u32,
) -> i32 {
    // SAFETY: caller contract.
    unsafe {
        // An array's iterator has no `throw`: `yield*` closes it and
        // throws a TypeError instead.
        if u64::from(mode) == THROW && walks_values(generator) {
            resume(generator, undefined(), RETURN);
            crate::dynamic::raise(
                "TypeError",
                "The iterator does not provide a 'throw' method.",
            );
            return 0;
        }
        crate::object::retain(sent);
        resume(generator, sent, u64::from(mode));
        i32::from(crate::dynamic::scr_pending == 0 && get(generator, STATE) != DONE)
    }
}

/// The value last yielded (or returned): a new reference to its box.
///
/// # Safety
/// `generator` must be a live generator.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_generator_current(generator: *mut ScrObject) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        let value = get(generator, VALUE) as *mut ScrObject;
        if value.is_null() {
            return undefined();
        }
        crate::object::retain(value);
        value
    }
}

/// A loop left a generator early: `return()`, so its `finally` blocks
/// run. Nothing for a generator that is done. An exception already
/// pending (what ended the loop) is kept for after.
///
/// # Safety
/// `generator` must be a live generator.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_generator_close(generator: *mut ScrObject) {
    // SAFETY: caller contract.
    unsafe {
        if get(generator, STATE) == DONE {
            return;
        }
        let pending = (crate::dynamic::scr_pending != 0).then(|| crate::dynamic::scr_catch());
        resume(generator, undefined(), RETURN);
        if let Some(exception) = pending {
            if crate::dynamic::scr_pending != 0 {
                // The generator's own exception wins, as in JavaScript's
                // `finally`.
                crate::object::release(exception);
            } else {
                crate::dynamic::scr_throw(exception);
            }
        }
    }
}

/// Every value the generator has left, as an array of `kind` (`BOXED`:
/// the boxes themselves).
///
/// # Safety
/// `generator` must be a live generator.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_generator_collect(
    generator: *mut ScrObject,
    kind: u32,
) -> *mut ScrArray {
    // SAFETY: caller contract; a generator that is done needs no closing.
    unsafe { scr_generator_take(generator, kind, u64::MAX) }
}

/// At most `count` values, as an array of `kind` (`BOXED`: the boxes); the
/// generator closed when it is not done after them (array destructuring
/// without a rest element: `const [a, b] = gen()` takes two and calls
/// `return()`).
///
/// # Safety
/// `generator` must be a live generator.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_generator_take(
    generator: *mut ScrObject,
    kind: u32,
    count: u64,
) -> *mut ScrArray {
    // SAFETY: caller contract.
    unsafe {
        let array =
            crate::array::scr_array_new(if kind == BOXED { ELEMENT_OBJECT } else { kind }, 0);
        let mut taken = 0;
        while taken < count && scr_generator_step(generator) != 0 {
            let value = get(generator, VALUE) as *mut ScrObject;
            let bits = if kind == BOXED {
                value as u64
            } else {
                crate::dynamic::scr_dynamic_payload(value, kind, std::ptr::null())
            };
            crate::array::scr_array_push(array, bits);
            taken += 1;
        }
        if crate::dynamic::scr_pending == 0 {
            scr_generator_close(generator);
        }
        array
    }
}

/// `yield*` of an `any`, and iterating an `any` or an `Iterable<T>`: the
/// generator it holds (retained); for an object with a
/// `[Symbol.iterator]()` (a class instance's method, an object's function
/// property), what that returns: a generator, or an iterator object
/// stepped through its `next()` as the loop goes; otherwise a generator
/// over the values of the array, string, map or set it holds (boxes, see
/// `scr_any_iterable`, which raises Node's TypeError, `text`, for other
/// values). When the typed code wants tuples (`tuple`, the tuple type's
/// descriptor, else null), a map's entries are made tuples of it.
///
/// # Safety
/// `value` must be a live box or null; `text` a live string; `tuple` null
/// or a compiler-emitted tuple descriptor.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_generator_from_any(
    value: *const ScrObject,
    text: *const crate::string::ScrString,
    tuple: *const ClassDescriptor,
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        let (kind, payload) = crate::dynamic::contents(value);
        let object = payload as *mut ScrObject;
        if kind == crate::array::ELEMENT_OBJECT {
            let object_kind = (*(*object).descriptor).kind;
            if object_kind == KIND_GENERATOR && !is_async(object) {
                crate::object::retain(object);
                return object;
            }
            if let Some(iterator) = crate::any::own_iterator(value) {
                if crate::dynamic::scr_pending != 0 {
                    // It threw: a generator over nothing, which the caller
                    // drops as it unwinds.
                    crate::object::release(iterator);
                    let nothing = crate::array::scr_array_new(crate::array::ELEMENT_DYNAMIC, 0);
                    let generator = scr_generator_from_array(nothing);
                    crate::array::release(nothing);
                    return generator;
                }
                let generator = generator_of_iterator(iterator);
                crate::object::release(iterator);
                return generator;
            }
            if object_kind == crate::object::KIND_MAP && !tuple.is_null() {
                let entries = map_entries_as_tuples(object.cast(), tuple);
                let generator = scr_generator_from_array(entries);
                crate::array::release(entries);
                return generator;
            }
        }
        // An ordinary array is walked as it is (JavaScript's iteration
        // sees elements the loop adds), each element boxed as it is reached.
        if kind == crate::array::ELEMENT_ARRAY
            && !crate::typed::is_typed((*(payload as *const ScrArray)).kind)
        {
            return scr_generator_from_array(payload as *mut ScrArray);
        }
        let values = crate::any::scr_any_iterable(value, text);
        let generator = scr_generator_from_array(values);
        crate::array::release(values);
        generator
    }
}

/// What `[Symbol.iterator]()` returned (a box), as a generator: the
/// generator it is (retained), or one that steps the iterator object
/// through its `next()` (never its own `[Symbol.iterator]`, which an
/// iterator's usually returns itself).
///
/// # Safety
/// `iterator` must be a live box.
pub(crate) unsafe fn generator_of_iterator(iterator: *mut ScrObject) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        let (kind, payload) = crate::dynamic::contents(iterator);
        let object = payload as *mut ScrObject;
        if kind == crate::array::ELEMENT_OBJECT
            && (*(*object).descriptor).kind == KIND_GENERATOR
            && !is_async(object)
        {
            crate::object::retain(object);
            return object;
        }
        scr_generator_from_iterator(iterator)
    }
}

/// A map's entries as boxes of tuples of `tuple` (each part converted to
/// the tuple's slot kind, checked as an `any` is).
///
/// # Safety
/// `map` must be a live map; `tuple` a two-slot tuple descriptor.
unsafe fn map_entries_as_tuples(
    map: *const crate::map::ScrMap,
    tuple: *const ClassDescriptor,
) -> *mut ScrArray {
    // SAFETY: caller contract; slots of the kinds the tables name.
    unsafe {
        let boxes = crate::array::scr_array_new(crate::array::ELEMENT_DYNAMIC, 0);
        let (key_kind, value_kind) = crate::map::kinds(map.cast_mut());
        let fields = crate::object::fields(tuple);
        for (key, bits) in crate::map::ordered(map) {
            let entry = crate::object::scr_object_new(tuple);
            for (index, (kind, part)) in [(key_kind, key), (value_kind, bits)]
                .into_iter()
                .enumerate()
            {
                let Some(field) = fields.get(index) else {
                    break;
                };
                let boxed = crate::any::box_slot(kind, part);
                let wanted = field.kind as u32;
                let slot = if crate::array::storage_kind(wanted) == crate::array::ELEMENT_DYNAMIC {
                    crate::object::retain(boxed);
                    boxed as u64
                } else {
                    let payload =
                        crate::dynamic::scr_dynamic_payload(boxed, wanted, std::ptr::null());
                    crate::array::retain_slot(crate::array::storage_kind(wanted), payload);
                    payload
                };
                crate::object::release(boxed);
                // The slot held its kind's initial value (nothing counted
                // but the immortal empty string).
                *crate::object::slot_at(entry, index) = slot;
            }
            let boxed = crate::dynamic::scr_dynamic_new(crate::array::ELEMENT_OBJECT, entry as u64);
            crate::array::scr_array_push(boxes, boxed as u64);
            crate::object::release(boxed);
        }
        boxes
    }
}

/// A generator over an array's elements (for `yield*` of an array).
///
/// # Safety
/// `array` must be a live array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_generator_from_array(array: *mut ScrArray) -> *mut ScrObject {
    let generator = scr_generator_new(std::ptr::null_mut(), std::ptr::null_mut());
    // SAFETY: a fresh generator; the array is live.
    unsafe {
        crate::array::retain(array);
        set(generator, SOURCE, array as u64);
        set(generator, STATE, SUSPENDED);
    }
    generator
}

/// What an iterator the compiler makes over a copy of an array's, a
/// string's, a map's or a set's values (`map.keys()` kept as a value) is,
/// for printing it as Node does.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum IteratorLabel {
    /// A generator (or an array's values walked by `yield*`).
    Generator = 0,
    Array = 1,
    String = 2,
    MapEntries = 3,
    Map = 4,
    Set = 5,
    SetEntries = 6,
}

/// An iterator over a map's or a set's keys (`values`: a map's values),
/// walking the collection live as Node's iterators do; `label` is how it
/// prints (see [`IteratorLabel`]).
///
/// # Safety
/// `collection` must be a live map or set.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_generator_over_collection(
    collection: *mut ScrObject,
    values: u32,
    label: u32,
) -> *mut ScrObject {
    let generator = scr_generator_new(std::ptr::null_mut(), std::ptr::null_mut());
    // SAFETY: a fresh generator; the collection is live.
    unsafe {
        crate::object::retain(collection);
        set(generator, COLLECTION, collection as u64);
        set(generator, INDEX, 0f64.to_bits());
        let values = if values != 0 { VALUES } else { 0 };
        set(generator, LABEL, u64::from(label) | values);
        set(generator, STATE, SUSPENDED);
    }
    generator
}

/// A generator walking an array or a collection has given its last value
/// (or is closed, or thrown into): it is done, with what `mode` says.
///
/// # Safety
/// `generator` must be a live generator; `sent` a box the caller owns.
unsafe fn finish_walk(generator: *mut ScrObject, sent: *mut ScrObject, mode: u64) {
    // SAFETY: caller contract.
    unsafe {
        set(generator, STATE, DONE);
        if mode == THROW {
            replace(generator, VALUE, undefined());
            crate::dynamic::scr_throw(sent);
        } else if mode == RETURN {
            replace(generator, VALUE, sent);
        } else {
            replace(generator, VALUE, undefined());
            crate::object::release(sent);
        }
    }
}

/// Whether the generator walks an array or a collection (an iterator
/// without `throw` or `return` of its own).
///
/// # Safety
/// `generator` must be a live generator.
unsafe fn walks_values(generator: *mut ScrObject) -> bool {
    // SAFETY: caller contract.
    unsafe { get(generator, SOURCE) != 0 || get(generator, COLLECTION) != 0 }
}

/// An iterator over a copy (see [`IteratorLabel`]).
///
/// # Safety
/// `array` must be a live array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_generator_over_copy(
    array: *mut ScrArray,
    label: u32,
) -> *mut ScrObject {
    // SAFETY: caller contract; a fresh generator.
    unsafe {
        let generator = scr_generator_from_array(array);
        set(generator, LABEL, u64::from(label));
        generator
    }
}

/// How a generator prints, and for an iterator over a copy the values it
/// has left (the copy's kind and slots).
///
/// # Safety
/// `generator` must be a live generator.
pub(crate) unsafe fn label(generator: *const ScrObject) -> (IteratorLabel, u32, Vec<u64>) {
    // SAFETY: caller contract.
    unsafe {
        let generator = generator.cast_mut();
        let label = match get(generator, LABEL) & 0xff {
            1 => IteratorLabel::Array,
            2 => IteratorLabel::String,
            3 => IteratorLabel::MapEntries,
            4 => IteratorLabel::Map,
            5 => IteratorLabel::Set,
            6 => IteratorLabel::SetEntries,
            _ => IteratorLabel::Generator,
        };
        let collection = get(generator, COLLECTION) as *mut ScrObject;
        if !collection.is_null() {
            let cursor = f64::from_bits(get(generator, INDEX));
            let values = get(generator, LABEL) & VALUES != 0;
            let (kind, parts) = crate::map::parts_after(collection.cast(), cursor, values);
            return (label, kind, parts);
        }
        let source = get(generator, SOURCE) as *mut ScrArray;
        if source.is_null() {
            return (label, 0, Vec::new());
        }
        let index = (get(generator, INDEX) as usize).min((*source).len as usize);
        (
            label,
            (*source).kind,
            crate::array::slots(source)[index..].to_vec(),
        )
    }
}

/// Whether `generator` is an async generator.
///
/// # Safety
/// `generator` must be a live generator.
pub(crate) unsafe fn is_async(generator: *const ScrObject) -> bool {
    // SAFETY: caller contract.
    std::ptr::eq(unsafe { (*generator).descriptor }, &ASYNC_GENERATOR.0)
}

/// The result kind of an async generator's step for `for await` (the
/// promise settles with whether it yielded; the value stays in the
/// generator for `scr_generator_current`).
const STEP: u32 = 0xfe;

/// A `next`, `return` or `throw` call on an async generator waiting for
/// its turn: the promise it returned, the value sent, and the result
/// object's value kind.
struct Request {
    promise: *mut ScrObject,
    sent: *mut ScrObject,
    mode: u64,
    kind: u32,
    /// A `return(v)`'s value has been awaited (as the specification's
    /// AsyncGeneratorAwaitReturn and AsyncGeneratorYield do first).
    awaited: bool,
}

/// `AWAITING` while a `return(v)`'s value is awaited: the body resumes
/// with `return` (or `throw` for a rejection).
const AWAITING_RETURN: u64 = 2;

type Requests = std::collections::VecDeque<Request>;

/// # Safety
/// `generator` must be a live async generator.
unsafe fn requests(generator: *mut ScrObject) -> &'static mut Requests {
    // SAFETY: caller contract; the queue lives as long as the generator.
    unsafe {
        let mut queue = get(generator, REQUESTS) as *mut Requests;
        if queue.is_null() {
            queue = Box::into_raw(Box::default());
            set(generator, REQUESTS, queue as u64);
        }
        &mut *queue
    }
}

/// A new async generator for a frame the caller binds next (count 1).
/// Its body is a generator whose `await`s suspend it as a `yield` does
/// (`scr_async_generator_await`); the requests its `next`, `return` and
/// `throw` queue are served in order by resuming it (see `drive`).
#[unsafe(no_mangle)]
pub extern "C" fn scr_async_generator_new(resume: *mut u8, destroy: *mut u8) -> *mut ScrObject {
    new_generator(&ASYNC_GENERATOR, resume, destroy)
}

/// `await value` in an async generator's body: takes the box over; the
/// body suspends next and is resumed with the settled value (mode
/// `next`) or the reason (mode `throw`).
///
/// # Safety
/// `generator` must be a live async generator; `value` a live box.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_async_generator_await(
    generator: *mut ScrObject,
    value: *mut ScrObject,
) {
    // SAFETY: caller contract.
    unsafe {
        replace(generator, VALUE, value);
        set(generator, AWAITING, 1);
        set(generator, STATE, SUSPENDED);
    }
}

/// `generator.next(v)` / `return(v)` / `throw(e)` on an async generator
/// (`sent` borrowed): a promise of the `{ value, done }` object with
/// `value` of `kind` (`STEP`: of whether it yielded), settled when the
/// request's turn comes.
///
/// # Safety
/// `generator` must be a live async generator; `sent` a live box.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_async_generator_resume(
    generator: *mut ScrObject,
    sent: *mut ScrObject,
    mode: f64,
    kind: u32,
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        let promise = crate::promise::scr_promise_new();
        crate::object::retain(promise);
        crate::object::retain(sent);
        requests(generator).push_back(Request {
            promise,
            sent,
            mode: mode as u64,
            kind,
            awaited: false,
        });
        if get(generator, DRIVING) == 0 && get(generator, AWAITING) == 0 {
            drive(generator, None);
        }
        promise
    }
}

/// A `for await` step: `next()` with a promise of whether it yielded.
///
/// # Safety
/// `generator` must be a live async generator.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_async_generator_step(generator: *mut ScrObject) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        let sent = undefined();
        let promise = scr_async_generator_resume(generator, sent, NEXT as f64, STEP);
        crate::object::release(sent);
        promise
    }
}

/// A `for await` loop left early: `return()`, a promise to wait for
/// (settled at once when the generator is done).
///
/// # Safety
/// `generator` must be a live async generator.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_async_generator_close(generator: *mut ScrObject) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        if get(generator, STATE) == DONE && requests(generator).is_empty() {
            return crate::promise::scr_promise_from(undefined());
        }
        let sent = undefined();
        let promise = scr_async_generator_resume(generator, sent, RETURN as f64, BOXED);
        crate::object::release(sent);
        promise
    }
}

/// Whether an async generator has not finished (or has requests left).
///
/// # Safety
/// `generator` must be a live async generator.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_async_generator_open(generator: *mut ScrObject) -> i32 {
    // SAFETY: caller contract.
    unsafe { i32::from(get(generator, STATE) != DONE || !requests(generator).is_empty()) }
}

/// An `await` in the body settled: resumes it with the value or the
/// reason (taken over), then serves the requests waiting.
///
/// # Safety
/// `generator` must be a live async generator waiting for an `await`.
pub(crate) unsafe fn async_settled(
    generator: *mut ScrObject,
    value: *mut ScrObject,
    rejected: bool,
) {
    // SAFETY: caller contract.
    unsafe {
        let returning = get(generator, AWAITING) == AWAITING_RETURN;
        set(generator, AWAITING, 0);
        let mode = match (rejected, returning) {
            (true, _) => THROW,
            (false, true) => RETURN,
            (false, false) => NEXT,
        };
        drive(generator, Some((value, mode)));
    }
}

/// Serves an async generator's requests in order: resumes the body with
/// each (or first with `resumption`, what an `await` settled with) and
/// settles the request's promise when the body yields, returns or throws;
/// stops while the body waits for an `await` (its reaction comes back
/// through `async_settled`).
///
/// # Safety
/// `generator` must be a live async generator.
unsafe fn drive(generator: *mut ScrObject, mut resumption: Option<(*mut ScrObject, u64)>) {
    // SAFETY: caller contract.
    unsafe {
        crate::object::retain(generator);
        set(generator, DRIVING, 1);
        loop {
            let (sent, mode) = match resumption.take() {
                Some(resumed) => resumed,
                None => match requests(generator).front_mut() {
                    // `return(v)` awaits `v` before the body sees it.
                    Some(request) if request.mode == RETURN && !request.awaited => {
                        request.awaited = true;
                        crate::object::retain(request.sent);
                        set(generator, AWAITING, AWAITING_RETURN);
                        crate::promise::await_for_generator(request.sent, generator);
                        break;
                    }
                    Some(request) => {
                        crate::object::retain(request.sent);
                        (request.sent, request.mode)
                    }
                    None => break,
                },
            };
            resume(generator, sent, mode);
            if crate::dynamic::scr_pending == 0 && get(generator, AWAITING) != 0 {
                // Waits for the awaited value, then goes on.
                let awaited = get(generator, VALUE) as *mut ScrObject;
                crate::object::retain(awaited);
                crate::promise::await_for_generator(awaited, generator);
                break;
            }
            let Some(request) = requests(generator).pop_front() else {
                // An exception with no request to reject (cannot happen:
                // the body runs only for a request).
                break;
            };
            crate::object::release(request.sent);
            if crate::dynamic::scr_pending != 0 {
                let reason = crate::dynamic::scr_catch();
                crate::promise::scr_promise_reject(request.promise, reason);
            } else {
                let done = get(generator, STATE) == DONE;
                let value = get(generator, VALUE) as *mut ScrObject;
                let result = if request.kind == STEP {
                    scr_dynamic_new(ELEMENT_BOOLEAN, u64::from(!done))
                } else {
                    let (kind, bits) = if request.kind == BOXED {
                        crate::object::retain(value);
                        (ELEMENT_OBJECT, value as u64)
                    } else {
                        let bits = crate::dynamic::scr_dynamic_payload(
                            value,
                            request.kind,
                            std::ptr::null(),
                        );
                        crate::array::retain_slot(request.kind, bits);
                        (request.kind, bits)
                    };
                    scr_dynamic_new(ELEMENT_OBJECT, result_object(kind, bits, done) as u64)
                };
                crate::promise::scr_promise_resolve(request.promise, result);
            }
            crate::object::release(request.promise);
        }
        set(generator, DRIVING, 0);
        crate::object::release(generator);
    }
}

/// `yield*` in an async generator, one step: `next(sent)`, `return(sent)`
/// or `throw(sent)` (`mode` 0, 1, 2; `sent` borrowed) passed to `inner`,
/// as a box of a promise of its `{ value, done }` object for the body to
/// await. An async generator answers with its own promise; a generator
/// (the iterator of a synchronous iterable) is stepped at once and its
/// value awaited first, as the specification's CreateAsyncFromSyncIterator
/// does (a rejected promise for what it throws).
///
/// # Safety
/// `inner` must be a live generator or async generator; `sent` a live box.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_async_delegate_step(
    inner: *mut ScrObject,
    sent: *mut ScrObject,
    mode: u32,
) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe {
        let promise = if is_async(inner) {
            scr_async_generator_resume(inner, sent, f64::from(mode), BOXED)
        } else if u64::from(mode) == THROW && walks_values(inner) {
            // An array's iterator has no `throw`: Node 20's wrapper rejects
            // with the value thrown (and leaves the iterator open).
            crate::object::retain(sent);
            crate::promise::scr_promise_rejected(sent)
        } else if u64::from(mode) == RETURN && walks_values(inner) {
            // Nor `return`: the wrapper answers `{ value, done: true }` at
            // once, without waiting for the value.
            crate::object::retain(sent);
            let result = boxed_result(sent, true);
            crate::promise::scr_promise_from(scr_dynamic_new(ELEMENT_OBJECT, result as u64))
        } else {
            let stepped = scr_generator_send(inner, sent, mode);
            if crate::dynamic::scr_pending != 0 {
                crate::promise::scr_promise_rejected(crate::dynamic::scr_catch())
            } else {
                let value = scr_generator_current(inner);
                crate::promise::unwrapped(value, stepped == 0)
            }
        };
        scr_dynamic_new(ELEMENT_OBJECT, promise as u64)
    }
}

/// The `{ value, done }` object of an async `yield*` step (a borrowed
/// box): whether it is done, and its value (owned).
///
/// # Safety
/// `result` must be a live box.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_async_delegate_value(result: *mut ScrObject) -> *mut ScrObject {
    // SAFETY: caller contract.
    unsafe { crate::any::get_property(result, "value") }
}

/// Whether an async `yield*` step's result (a borrowed box) is done.
///
/// # Safety
/// `result` must be a live box.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_async_delegate_done(result: *mut ScrObject) -> i32 {
    // SAFETY: caller contract.
    unsafe {
        let done = crate::any::get_property(result, "done");
        let truthy = crate::dynamic::scr_dynamic_truthy(done);
        crate::object::release(done);
        truthy
    }
}

/// A `{ value, done }` object with a box as its value (taken over).
pub(crate) fn boxed_result(value: *mut ScrObject, done: bool) -> *mut ScrObject {
    result_object(ELEMENT_OBJECT, value as u64, done)
}
