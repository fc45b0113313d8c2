//! Cycle collection: reclaiming garbage reference cycles by trial deletion
//! (Bacon and Rajan, "Concurrent Cycle Collection in Reference Counted
//! Systems", 2001: the synchronous algorithm).
//!
//! Reference counting frees an object when its count reaches zero, which a
//! cycle's objects never do. A cycle becomes garbage when a reference into
//! it is dropped and what is left holds it only from inside. So a release
//! that leaves a count above zero on an object that may be part of a cycle
//! makes the object a *candidate*: it is marked [`BUFFERED`] (once) and kept
//! in the candidate buffer. When the buffer passes a threshold that grows
//! with the live heap, a collection runs:
//!
//! 1. every candidate whose count reached zero meanwhile is freed (a
//!    buffered object is never freed by a release: the buffer holds its
//!    address);
//! 2. *mark gray*: from each candidate, every object it reaches loses the
//!    counts of the references inside the reached graph;
//! 3. *scan*: an object whose count stays above zero is referenced from
//!    outside (a variable, a global, a frame): it and everything it reaches
//!    are black again, their counts restored; the rest is white;
//! 4. *collect white*: white objects are garbage; they are freed without
//!    running anything observable, and what they hold that the trial did not
//!    count (strings, typed arrays) is released as usual.
//!
//! The references an object holds are enumerated in one place,
//! [`each_object_child`] and [`each_array_child`], used by every free
//! (`object`, `array`) and, through [`each_traced`], by the collector. Strings and typed arrays cannot reach an object, so they are
//! not traced. A generator owns an opaque coroutine frame: it is traced but
//! never white, so what its frame holds stays alive. Colors and the buffered
//! bit live in the count's top bits; counts stay far below them and
//! immortal objects (count `usize::MAX`) are never touched.
//!
//! Which objects may take part in a cycle is decided per descriptor: the
//! compiler sets [`CYCLIC`] in `free_class` for descriptors of types that
//! can reach themselves (its `codegen/cycles.rs`), and its inline release
//! of a value of such a type calls [`scr_cc_candidate`] when the count stays
//! above zero; descriptors the runtime makes are cyclic when a slot holds an
//! array or an object. Releases that cannot involve a cycle (strings,
//! numbers' arrays, flat objects, every type that cannot reach itself) pay
//! nothing.
//!
//! `SCRIPTC_CC_STATS=1` prints at exit: collections, candidates scanned,
//! objects freed, time spent and the longest pause.

use crate::array::{self, ELEMENT_ARRAY, ELEMENT_OBJECT, ScrArray};
use crate::object::{self, KIND_DYNAMIC, KIND_MAP, KIND_RECORD, ScrObject};

/// In a count: the object is in the candidate buffer.
pub const BUFFERED: usize = 1 << 62;
/// In a count, during a collection: the object's color (black is 0).
const COLOR: usize = 3 << 60;
const GRAY: usize = 1 << 60;
const WHITE: usize = 2 << 60;
/// In a buffered object's count: where it is in the buffer, so a release
/// that ends its life can take it out and free it at once.
const INDEX_SHIFT: u32 = 32;
const INDEX: usize = ((1 << 28) - 1) << INDEX_SHIFT;
/// The count itself. (An object referenced 2^32 times would need 32 GiB
/// of references; one counted that high is simply not buffered.)
pub const COUNT: usize = (1 << INDEX_SHIFT) - 1;
const IMMORTAL: usize = usize::MAX;

/// In a descriptor's `free_class`: objects of it may take part in a cycle.
pub const CYCLIC: u64 = 1 << 63;

/// A heap value the collector handles: an object, or an ordinary array
/// (tagged by the low bit; both are 8-aligned and start with their count).
#[derive(Clone, Copy, PartialEq, Eq)]
struct Node(usize);

impl Node {
    fn object(object: *mut ScrObject) -> Node {
        Node(object as usize)
    }

    fn array(array: *mut ScrArray) -> Node {
        Node(array as usize | 1)
    }

    fn is_array(self) -> bool {
        self.0 & 1 != 0
    }

    fn count(self) -> *mut usize {
        (self.0 & !1) as *mut usize
    }

    fn as_object(self) -> *mut ScrObject {
        self.0 as *mut ScrObject
    }

    fn as_array(self) -> *mut ScrArray {
        (self.0 & !1) as *mut ScrArray
    }
}

/// Calls `visit(kind, bits)` for each counted reference `object` holds in
/// its slots and, for a map, set or record, in its table: what freeing it
/// releases. A generator's frame is not enumerated (see the module's text).
///
/// # Safety
/// `object` must be live (or dead and not yet freed).
#[inline(always)]
pub(crate) unsafe fn each_object_child(object: *mut ScrObject, mut visit: impl FnMut(u32, u64)) {
    // SAFETY: a live object with its descriptor (caller contract).
    unsafe {
        let kind = (*(*object).descriptor).kind;
        if (KIND_MAP..=KIND_RECORD).contains(&kind) {
            crate::map::each_entry(object.cast(), &mut visit);
        }
        for (field, &bits) in object::fields((*object).descriptor)
            .iter()
            .zip(object::slots(object))
        {
            visit(field.kind as u32, bits);
        }
    }
}

/// Calls `visit(kind, bits)` for each element of an ordinary array.
///
/// # Safety
/// `array` must be a live (or dead and not yet freed) ordinary array.
#[inline(always)]
pub(crate) unsafe fn each_array_child(array: *mut ScrArray, mut visit: impl FnMut(u32, u64)) {
    // SAFETY: caller contract: `len` values of `kind`.
    unsafe {
        let header = &*array;
        for index in 0..header.len as usize {
            visit(header.kind, *header.slots.add(index));
        }
    }
}

/// Calls `visit` with each traced child of `node`: every object and
/// ordinary array it references (not null; immortal ones too, which the
/// passes below recognise by their count). An array's elements share one
/// kind, so it is decided once per array.
///
/// # Safety
/// `node` must be live.
#[inline(always)]
unsafe fn each_traced(node: Node, mut visit: impl FnMut(Node)) {
    // SAFETY: a live node's slots hold live values of their kinds.
    unsafe {
        if node.is_array() {
            let array = &*node.as_array();
            let length = array.len as usize;
            match array::storage_kind(array.kind) {
                ELEMENT_OBJECT => {
                    for index in 0..length {
                        let bits = *array.slots.add(index);
                        if bits != 0 {
                            visit(Node::object(bits as *mut ScrObject));
                        }
                    }
                }
                ELEMENT_ARRAY => {
                    for index in 0..length {
                        traced_array(*array.slots.add(index), &mut visit);
                    }
                }
                _ => {}
            }
        } else {
            each_object_child(node.as_object(), |kind, bits| {
                if bits == 0 {
                    return;
                }
                match array::storage_kind(kind) {
                    ELEMENT_OBJECT => visit(Node::object(bits as *mut ScrObject)),
                    ELEMENT_ARRAY => traced_array(bits, &mut visit),
                    _ => {}
                }
            });
        }
    }
}

/// Visits an array slot's value when it is an ordinary array (typed
/// arrays cannot reach an object and are not traced).
///
/// # Safety
/// `bits` must be null or a live array.
#[inline(always)]
unsafe fn traced_array(bits: u64, visit: &mut impl FnMut(Node)) {
    // SAFETY: caller contract.
    if bits != 0 && !crate::typed::is_typed(unsafe { (*(bits as *mut ScrArray)).kind }) {
        visit(Node::array(bits as *mut ScrArray));
    }
}

/// Whether a counted slot value is one the trial does not trace (a string
/// or a typed array), decided without looking at a traced child (which may
/// be white and already freed). An immortal object needs no release, so
/// an object slot never does.
///
/// # Safety
/// `bits` must be a value of slot kind `kind` whose array, if any, is not
/// yet freed when it is not traced.
unsafe fn untraced(kind: u32, bits: u64) -> bool {
    match array::storage_kind(kind) {
        array::ELEMENT_STRING => true,
        // SAFETY: an ordinary array here is white or black, a typed one
        // alive (typed arrays are never traced): only the typed test reads
        // it, and white arrays are freed after every release of this pass.
        ELEMENT_ARRAY => {
            bits != 0 && crate::typed::is_typed(unsafe { (*(bits as *mut ScrArray)).kind })
        }
        _ => false,
    }
}

/// Whether objects of `descriptor` may take part in a cycle.
///
/// # Safety
/// `object` must be live.
unsafe fn object_may_cycle(object: *mut ScrObject) -> bool {
    // SAFETY: caller contract.
    unsafe {
        let descriptor = (*object).descriptor;
        if (*descriptor).free_class & CYCLIC == 0 {
            return false;
        }
        let kind = (*descriptor).kind;
        if kind == KIND_DYNAMIC {
            return DYNAMIC_CYCLIC;
        }
        // Never collected (its frame is opaque): no use trying.
        if kind == crate::generator::KIND_GENERATOR {
            return false;
        }
        let fields = object::fields(descriptor)
            .iter()
            .map(|field| field.kind as u32);
        if (KIND_MAP..=KIND_RECORD).contains(&kind) {
            let (key, value) = crate::map::kinds(object.cast());
            return may_reach([key, value].into_iter().chain(fields));
        }
        may_reach(fields)
    }
}

/// Whether slots of these kinds may lead back to their holder: one may
/// hold a typed object or array, or a dynamic value when those may be on
/// a cycle.
fn may_reach(mut kinds: impl Iterator<Item = u32>) -> bool {
    // SAFETY: written once, by `scr_cc_enable`, before any release.
    let dynamic = unsafe { DYNAMIC_CYCLIC };
    kinds.any(|kind| traced_kind(kind) && (dynamic || kind != array::ELEMENT_DYNAMIC))
}

/// Whether a slot of `kind` may hold an object or an ordinary array.
pub(crate) fn traced_kind(kind: u32) -> bool {
    matches!(array::storage_kind(kind), ELEMENT_ARRAY | ELEMENT_OBJECT)
}

/// The `free_class` of a descriptor the runtime makes with slots of
/// `kinds`: [`CYCLIC`] when one may hold an object or an array.
pub(crate) fn cyclic_flag(mut kinds: impl Iterator<Item = u64>) -> u64 {
    if kinds.any(|kind| traced_kind(kind as u32)) {
        CYCLIC
    } else {
        0
    }
}

/// [`cyclic_flag`] for a static descriptor's fields.
pub const fn cyclic_fields(fields: &[crate::object::FieldDescriptor]) -> u64 {
    let mut index = 0;
    while index < fields.len() {
        let kind = fields[index].kind as u32;
        if kind == ELEMENT_ARRAY
            || kind == ELEMENT_OBJECT
            || kind == array::ELEMENT_NULLABLE
            || kind == array::ELEMENT_DYNAMIC
        {
            return CYCLIC;
        }
        index += 1;
    }
    0
}

/// The collector's state. Programs run on one thread.
struct State {
    /// The candidates, each `BUFFERED` in its count.
    buffer: Vec<Node>,
    /// Collect when the buffer reaches this.
    threshold: usize,
    /// Collections in a row that freed nothing (see `collect`).
    fruitless: u32,
    /// Collections to run without the quick pass, and how many the last
    /// fruitless quick pass made wait (see `quick_collect`).
    quick_wait: u32,
    quick_backoff: u32,
    collecting: bool,
    /// The trial's work lists (reused).
    stack: Vec<Node>,
    black: Vec<Node>,
    /// Whites found by the scan, freed at the end.
    white: Vec<Node>,
    stats: Stats,
}

#[derive(Default)]
struct Stats {
    collections: u64,
    scanned: u64,
    freed: u64,
    nanos: u128,
    longest: u128,
}

/// The first collection's threshold; later ones grow with the live objects
/// the last one reached (see [`collect`]).
const MIN_THRESHOLD: usize = 2_000;

/// How many times the threshold doubles after collections that freed
/// nothing.
const MAX_BACKOFF: u32 = 5;

struct Shared(std::cell::UnsafeCell<State>);
// SAFETY: only the program's one thread touches it.
unsafe impl Sync for Shared {}

static STATE: Shared = Shared(std::cell::UnsafeCell::new(State {
    buffer: Vec::new(),
    threshold: MIN_THRESHOLD,
    fruitless: 0,
    quick_wait: 0,
    quick_backoff: 0,
    collecting: false,
    stack: Vec::new(),
    black: Vec::new(),
    white: Vec::new(),
    stats: Stats {
        collections: 0,
        scanned: 0,
        freed: 0,
        nanos: 0,
        longest: 0,
    },
}));

fn state() -> &'static mut State {
    // SAFETY: one thread; no caller keeps the reference across a call that
    // takes it again (collections do not nest: `collecting`).
    unsafe { &mut *STATE.0.get() }
}

/// A release left the count of `object` above zero (and it was not
/// buffered): when its descriptor says it may be part of a cycle, it
/// becomes a candidate. The compiler's inline release calls this for types
/// that can reach themselves.
///
/// # Safety
/// `object` must be live, with a count above zero, not immortal.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_cc_candidate(object: *mut ScrObject) {
    // SAFETY: caller contract.
    unsafe {
        if object_may_cycle(object) {
            buffer(Node::object(object));
        }
    }
}

/// Like [`scr_cc_candidate`] for an array.
///
/// # Safety
/// `array` must be live, with a count above zero, not immortal.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_cc_candidate_array(array: *mut ScrArray) {
    // SAFETY: caller contract.
    unsafe {
        if may_reach(std::iter::once((*array).kind)) {
            buffer(Node::array(array));
        }
    }
}

/// The collector as the runtime's releases and the program's exit reach
/// it: set by [`scr_cc_enable`], which the compiled `main` calls first
/// when the program has a type that may be on a cycle. A program without
/// one (hello world) does not link the collector (the hooks are read
/// volatile, so the optimizer cannot call their one possible target
/// directly).
struct Hooks {
    object: Option<unsafe extern "C" fn(*mut ScrObject)>,
    array: Option<unsafe extern "C" fn(*mut ScrArray)>,
    free_object: Option<unsafe extern "C" fn(*mut ScrObject)>,
    free_array: Option<unsafe extern "C" fn(*mut ScrArray)>,
}

/// Whether [`scr_cc_enable`] ran (what the inline decrement tests).
static mut ENABLED: bool = false;

/// Whether dynamic values (boxes, and what holds them: arrays, records and
/// objects made through `any` or by `JSON.parse`) may be on a cycle: the
/// compiler's answer for `any`, given to [`scr_cc_enable`]. When not, a
/// release of one is not a candidate.
static mut DYNAMIC_CYCLIC: bool = true;

static mut HOOKS: Hooks = Hooks {
    object: None,
    array: None,
    free_object: None,
    free_array: None,
};

/// What the program's exit calls once the collector is enabled.
static mut EXIT_HOOK: Option<fn(bool, bool)> = None;

/// The exit's hook, read so the optimizer cannot see which function it
/// is (and link the collector into every program).
pub fn exit_hook() -> Option<fn(bool, bool)> {
    // SAFETY: one thread.
    unsafe { std::ptr::read_volatile(&raw const EXIT_HOOK) }
}

/// Enables the collector for the runtime's own releases and at exit;
/// `dynamic` says whether dynamic values may be on a cycle.
#[unsafe(no_mangle)]
pub extern "C" fn scr_cc_enable(dynamic: i32) {
    // SAFETY: one thread.
    unsafe {
        DYNAMIC_CYCLIC = dynamic != 0;
        HOOKS = Hooks {
            object: Some(scr_cc_candidate),
            array: Some(scr_cc_candidate_array),
            free_object: Some(scr_cc_free_candidate),
            free_array: Some(scr_cc_free_candidate_array),
        };
        EXIT_HOOK = Some(at_exit);
        ENABLED = true;
    }
}

/// The runtime's release of an object found its count above one: the
/// decrement, then (out of line) what the collector needs to know.
///
/// # Safety
/// The caller owns a reference to `object`, whose count is above one (or
/// buffered) and not immortal.
#[inline(always)]
pub(crate) unsafe fn decrement_object(object: *mut ScrObject) {
    // SAFETY: caller contract; one thread.
    unsafe {
        (*object).rc -= 1;
        if (*object).rc & BUFFERED != 0 || ENABLED {
            after_decrement_object(object);
        }
    }
}

#[cold]
#[inline(never)]
unsafe fn after_decrement_object(object: *mut ScrObject) {
    // SAFETY: as `decrement_object`.
    unsafe {
        let rc = (*object).rc;
        if rc & BUFFERED == 0 {
            if let Some(report) = std::ptr::read_volatile(&raw const HOOKS.object) {
                report(object);
            }
        } else if rc & COUNT == 0
            && let Some(free) = std::ptr::read_volatile(&raw const HOOKS.free_object)
        {
            free(object);
        }
    }
}

/// The runtime's release of an array found its count above one.
///
/// # Safety
/// As [`decrement_object`].
#[inline(always)]
pub(crate) unsafe fn decrement_array(array: *mut ScrArray) {
    // SAFETY: caller contract; one thread.
    unsafe {
        (*array).rc -= 1;
        if (*array).rc & BUFFERED != 0 || ENABLED {
            after_decrement_array(array);
        }
    }
}

#[cold]
#[inline(never)]
unsafe fn after_decrement_array(array: *mut ScrArray) {
    // SAFETY: as `decrement_array`.
    unsafe {
        let rc = (*array).rc;
        if rc & BUFFERED == 0 {
            if let Some(report) = std::ptr::read_volatile(&raw const HOOKS.array) {
                report(array);
            }
        } else if rc & COUNT == 0
            && let Some(free) = std::ptr::read_volatile(&raw const HOOKS.free_array)
        {
            free(array);
        }
    }
}

/// # Safety
/// `node` must be live, counted above zero and not buffered.
unsafe fn buffer(node: Node) {
    let state = state();
    // SAFETY: caller contract.
    unsafe {
        if *node.count() > COUNT || state.buffer.len() > INDEX >> INDEX_SHIFT {
            return;
        }
        *node.count() |= BUFFERED | (state.buffer.len() << INDEX_SHIFT);
    }
    state.buffer.push(node);
    if state.buffer.len() >= state.threshold && !state.collecting {
        make_room();
    }
}

/// A release brought a buffered object's count to zero: it leaves the
/// buffer and is freed now (during a collection, which holds the buffer,
/// the collection frees it).
///
/// # Safety
/// `object` must be buffered, with a count of zero.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_cc_free_candidate(object: *mut ScrObject) {
    // SAFETY: caller contract.
    unsafe {
        if unbuffer(Node::object(object)) {
            object::release(object);
        }
    }
}

/// Like [`scr_cc_free_candidate`] for an array.
///
/// # Safety
/// `array` must be buffered, with a count of zero.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_cc_free_candidate_array(array: *mut ScrArray) {
    // SAFETY: caller contract.
    unsafe {
        if unbuffer(Node::array(array)) {
            array::release(array);
        }
    }
}

/// Takes a dead node out of the buffer and gives it the count of one
/// last reference; false during a collection (which frees it itself).
///
/// # Safety
/// `node` must be buffered, with a count of zero.
unsafe fn unbuffer(node: Node) -> bool {
    let state = state();
    if state.collecting {
        return false;
    }
    // SAFETY: buffered nodes are live or dead-but-unfreed.
    unsafe {
        let index = (*node.count() & INDEX) >> INDEX_SHIFT;
        // A hole, removed when the buffer is next full (`make_room`).
        state.buffer[index] = Node(0);
        *node.count() = 1;
    }
    true
}

/// The buffer is full: without its holes (candidates that died since),
/// it may have room again; a collection runs when the live candidates
/// fill at least half of it.
fn make_room() {
    let state = state();
    let mut kept = 0;
    for index in 0..state.buffer.len() {
        let node = state.buffer[index];
        if node.0 == 0 {
            continue;
        }
        // SAFETY: a listed node is buffered, live or dead-but-unfreed.
        unsafe { *node.count() = (*node.count() & !INDEX) | (kept << INDEX_SHIFT) };
        state.buffer[kept] = node;
        kept += 1;
    }
    state.buffer.truncate(kept);
    if kept >= state.threshold / 2 {
        collect();
    }
}

/// A count without its flags (what `rc == 1` tests mean).
pub fn count(rc: usize) -> usize {
    if rc == IMMORTAL { rc } else { rc & COUNT }
}

/// Runs a collection now (also at exit, before the audit).
pub fn collect() {
    let started = std::time::Instant::now();
    let state = state();
    if state.collecting || state.buffer.is_empty() {
        return;
    }
    state.collecting = true;
    // SAFETY: every buffered node is live or dead-but-unfreed (its count
    // reached zero while buffered); the trial runs no program code.
    unsafe {
        let mut roots = free_dead_candidates();
        state.stats.scanned += roots.len() as u64;
        let quickly_freed = if state.quick_wait == 0 {
            quick_collect(&mut roots)
        } else {
            state.quick_wait -= 1;
            0
        };
        // A quick pass that freed nothing makes the next ones wait (up to
        // 32 collections): the program keeps its cycles alive.
        if quickly_freed == 0 && state.quick_wait == 0 {
            state.quick_backoff = (state.quick_backoff * 2).clamp(1, 32);
            state.quick_wait = state.quick_backoff;
        } else if quickly_freed > 0 {
            state.quick_backoff = 0;
        }
        roots.retain(|node| node.0 != 0);
        for &root in &roots {
            *root.count() &= !(BUFFERED | INDEX);
        }
        let reached = mark_gray(&roots);
        scan(&roots);
        let freed = collect_white() + quickly_freed;
        state.stats.freed += freed as u64;
        // Freeing whites releases only what cannot be a candidate: the
        // buffer is still empty, and its room is reused.
        roots.clear();
        roots.append(&mut state.buffer);
        state.buffer = roots;
        // A collection that found no garbage makes the next one wait
        // longer (up to 32 times), so programs that make no cycles but
        // release many objects that could be on one (promises, boxes) do
        // not pay for scans that cannot free anything; one that found
        // garbage brings the wait back.
        state.fruitless = if freed == 0 {
            (state.fruitless + 1).min(MAX_BACKOFF)
        } else {
            0
        };
        // The live objects this collection had to visit (what it reached
        // and did not free): the next one waits for candidates in
        // proportion, so scanning a large live structure again and again
        // costs a bounded share of the work that made the candidates.
        let live_reached = reached.saturating_sub(freed);
        state.threshold = MIN_THRESHOLD.max(live_reached / 2) << state.fruitless;
    }
    state.collecting = false;
    let elapsed = started.elapsed().as_nanos();
    state.stats.collections += 1;
    state.stats.nanos += elapsed;
    state.stats.longest = state.stats.longest.max(elapsed);
}

/// Takes the buffer and frees the candidates whose count reached zero
/// while buffered. Frees may buffer more candidates (taken too) and let
/// more counts reach zero (such nodes stay buffered: the collection is
/// running), so until none is left. Returns the live candidates.
///
/// # Safety
/// See [`collect`].
unsafe fn free_dead_candidates() -> Vec<Node> {
    let state = state();
    let mut roots = std::mem::take(&mut state.buffer);
    loop {
        let mut freed_any = false;
        // (Releases below buffer new candidates in `state.buffer`, not
        // in `roots`.)
        for slot in roots.iter_mut() {
            let node = *slot;
            // SAFETY: a listed node is live or dead-but-unfreed.
            unsafe {
                if node.0 != 0 && *node.count() & COUNT == 0 {
                    *slot = Node(0);
                    *node.count() = 1;
                    if node.is_array() {
                        array::release(node.as_array());
                    } else {
                        object::release(node.as_object());
                    }
                    freed_any = true;
                }
            }
        }
        if !state.buffer.is_empty() {
            roots.append(&mut state.buffer);
        } else if !freed_any {
            break;
        }
    }
    roots.retain(|node| node.0 != 0);
    roots
}

/// Takes from `child` the count of a reference a walk followed, and colors
/// it gray: whether it was not gray yet (so still to be walked). Immortal
/// nodes are left alone.
///
/// # Safety
/// `child` must be live, its count above zero unless immortal.
#[inline(always)]
unsafe fn take_reference(child: Node) -> bool {
    // SAFETY: caller contract.
    unsafe {
        let count = *child.count();
        if count == IMMORTAL {
            return false;
        }
        let count = count - 1;
        if count & COLOR == GRAY {
            *child.count() = count;
            false
        } else {
            *child.count() = (count & !COLOR) | GRAY;
            true
        }
    }
}

/// The most nodes the quick test walks from one candidate.
const QUICK_LIMIT: usize = 256;

/// Before the trial: a candidate whose reachable graph is small and
/// referenced only from inside it (each node's count is the number of
/// references to it from the graph) is garbage, freed at once. A cycle
/// dropped whole (a tree with parent pointers, two linked nodes, an object
/// and the closure it holds) costs one walk instead of the trial's three.
/// The roots it frees become holes in `roots`. Returns how many nodes it
/// freed.
///
/// # Safety
/// See [`collect`]; `roots` are the buffered candidates, all live.
unsafe fn quick_collect(roots: &mut [Node]) -> usize {
    let state = state();
    let mut reached = std::mem::take(&mut state.black);
    let mut freed = 0;
    // SAFETY: live nodes; a child's count stays above zero while the
    // references to it from walked nodes are taken (each was counted).
    unsafe {
        // Each root's position, where a walk that frees it finds it.
        for (position, &root) in roots.iter().enumerate() {
            *root.count() = (*root.count() & !INDEX) | (position << INDEX_SHIFT);
        }
        for position in 0..roots.len() {
            let root = roots[position];
            if root.0 == 0 {
                continue;
            }
            // Gray marks a node reached; its count loses the references
            // from walked nodes. Walked nodes are `reached[..walked]`.
            *root.count() |= GRAY;
            reached.push(root);
            let mut walked = 0;
            let mut small = true;
            while walked < reached.len() {
                if reached.len() > QUICK_LIMIT {
                    small = false;
                    break;
                }
                let node = reached[walked];
                if held_opaquely(node) {
                    small = false;
                    break;
                }
                walked += 1;
                each_traced(node, |child| {
                    if take_reference(child) {
                        reached.push(child);
                    }
                });
            }
            let garbage = small && reached.iter().all(|&node| *node.count() & COUNT == 0);
            if garbage {
                for &node in &reached {
                    if *node.count() & BUFFERED != 0 {
                        roots[(*node.count() & INDEX) >> INDEX_SHIFT] = Node(0);
                    }
                }
                free_garbage(&reached);
                freed += reached.len();
            } else {
                // Referenced from outside (or too large, or holding a
                // frame): the counts given back, the marks taken off.
                for &node in &reached[..walked] {
                    each_traced(node, |child| {
                        if *child.count() != IMMORTAL {
                            *child.count() += 1;
                        }
                    });
                }
                for &node in &reached {
                    *node.count() &= !COLOR;
                }
            }
            reached.clear();
        }
    }
    state.black = reached;
    freed
}

/// # Safety
/// `node` must be live.
unsafe fn color(node: Node) -> usize {
    // SAFETY: caller contract.
    unsafe { *node.count() & COLOR }
}

/// Colors gray everything reachable from the roots that is not gray yet,
/// taking from each child the count of the reference its parent holds.
/// How many nodes it colored.
///
/// # Safety
/// See [`collect`].
unsafe fn mark_gray(roots: &[Node]) -> usize {
    // (The work list is taken out of the state, so its length stays in a
    // register while counts are written.)
    let mut stack = std::mem::take(&mut state().stack);
    let mut colored = 0;
    // SAFETY: live nodes; counts of children stay above zero while their
    // parents' references are subtracted (each such reference was counted).
    unsafe {
        for &root in roots {
            let count = *root.count();
            if count & COLOR == GRAY {
                continue;
            }
            *root.count() = (count & !COLOR) | GRAY;
            stack.push(root);
            while let Some(node) = stack.pop() {
                colored += 1;
                each_traced(node, |child| {
                    if take_reference(child) {
                        stack.push(child);
                    }
                });
            }
        }
    }
    state().stack = stack;
    colored
}

/// Whether `node` must stay alive whatever its count: a generator's frame
/// holds references the trial does not see.
///
/// # Safety
/// `node` must be live.
unsafe fn held_opaquely(node: Node) -> bool {
    // SAFETY: caller contract.
    unsafe {
        !node.is_array()
            && (*(*node.as_object()).descriptor).kind == crate::generator::KIND_GENERATOR
    }
}

/// From each root: gray nodes whose count is above zero (referenced from
/// outside the graph) turn black with everything they reach, their counts
/// restored; the other gray nodes turn white. (An immortal node's count
/// has both color bits: never gray.)
///
/// # Safety
/// See [`collect`].
unsafe fn scan(roots: &[Node]) {
    let state = state();
    let mut stack = std::mem::take(&mut state.stack);
    let mut black = std::mem::take(&mut state.black);
    let mut white = std::mem::take(&mut state.white);
    // SAFETY: live nodes colored by `mark_gray`.
    unsafe {
        for &root in roots {
            stack.push(root);
            while let Some(node) = stack.pop() {
                let count = *node.count();
                if count & COLOR != GRAY {
                    continue;
                }
                if count & COUNT > 0 || held_opaquely(node) {
                    scan_black(node, &mut black);
                    continue;
                }
                *node.count() = (count & !COLOR) | WHITE;
                white.push(node);
                each_traced(node, |child| {
                    if *child.count() & COLOR == GRAY {
                        stack.push(child);
                    }
                });
            }
        }
    }
    state.stack = stack;
    state.black = black;
    state.white = white;
}

/// Colors `root` and everything it reaches black, giving back the counts
/// `mark_gray` took (`stack` is the work list, left empty).
///
/// # Safety
/// See [`collect`].
unsafe fn scan_black(root: Node, stack: &mut Vec<Node>) {
    // SAFETY: live nodes.
    unsafe {
        *root.count() &= !COLOR;
        stack.push(root);
        while let Some(node) = stack.pop() {
            each_traced(node, |child| {
                let count = *child.count();
                if count == IMMORTAL {
                    return;
                }
                let count = count + 1;
                if count & COLOR == 0 {
                    *child.count() = count;
                } else {
                    *child.count() = count & !COLOR;
                    stack.push(child);
                }
            });
        }
    }
}

/// Frees the white nodes: the trial took every count their references
/// held, so what they reference among themselves is not released again;
/// what they hold that the trial did not trace is released as usual.
/// Returns how many were freed.
///
/// # Safety
/// See [`collect`].
unsafe fn collect_white() -> usize {
    let state = state();
    let mut white = std::mem::take(&mut state.white);
    // SAFETY: the whites are live until freed below; each is listed once
    // (a node turns white only from gray).
    unsafe {
        // A node scanned white may have been reached later from a black
        // one (its count given back): only the ones still white are
        // garbage.
        white.retain(|&node| color(node) == WHITE);
        free_garbage(&white);
        let freed = white.len();
        white.clear();
        state.white = white;
        freed
    }
}

/// Frees garbage nodes whose traced references (among themselves, and on
/// live nodes) the caller has already taken out of the counts: what they
/// hold that is not traced (strings, typed arrays) is released as usual,
/// then their memory is freed.
///
/// # Safety
/// Every node must be live and listed once; nothing outside the list
/// references one.
unsafe fn free_garbage(garbage: &[Node]) {
    // SAFETY: caller contract.
    unsafe {
        // First what is not traced (strings, typed arrays), released
        // while every garbage node is still there to be looked at: none of
        // it is garbage, so no garbage node is freed by it.
        for &node in garbage {
            let mut release = |kind: u32, bits: u64| {
                if untraced(kind, bits) {
                    array::release_slot(kind, bits);
                }
            };
            if node.is_array() {
                // Elements share a kind: an array of objects holds nothing
                // untraced.
                let kind = array::storage_kind((*node.as_array()).kind);
                if kind == array::ELEMENT_STRING || kind == ELEMENT_ARRAY {
                    each_array_child(node.as_array(), &mut release);
                }
            } else {
                each_object_child(node.as_object(), &mut release);
            }
        }
        // Then the memory (their traced references are taken already).
        for &node in garbage {
            if node.is_array() {
                array::free_storage(node.as_array());
            } else {
                let object = node.as_object();
                let kind = (*(*object).descriptor).kind;
                if (KIND_MAP..=KIND_RECORD).contains(&kind) {
                    crate::map::free_table(object.cast());
                }
                crate::integrity::forget(object as usize);
                crate::alloc::deallocate(object.cast());
                crate::audit::object_freed(kind);
            }
        }
    }
}

/// At exit: when the audit or memcheck will look, collect what cycles
/// remain; print the statistics when asked.
pub fn at_exit(collect_now: bool, print: bool) {
    if collect_now {
        collect();
    }
    if print {
        let stats = &state().stats;
        let report = format!(
            "scriptc cycle collector: {} collections, {} candidates scanned, {} objects freed, {:.3} ms in total, longest pause {:.3} ms\n",
            stats.collections,
            stats.scanned,
            stats.freed,
            stats.nanos as f64 / 1e6,
            stats.longest as f64 / 1e6,
        );
        crate::console::write_all(2, report.as_bytes());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::object::{KIND_PLAIN, StaticDescriptor, StaticFields, slot_at, static_field};

    static FIELDS: StaticFields<1> = StaticFields([static_field("next", ELEMENT_OBJECT)]);
    static NODE: StaticDescriptor = StaticDescriptor::new("Node", KIND_PLAIN, &FIELDS.0);
    static PAIR_FIELDS: StaticFields<2> = StaticFields([
        static_field("first", ELEMENT_OBJECT),
        static_field("second", ELEMENT_OBJECT),
    ]);
    static PAIR: StaticDescriptor = StaticDescriptor::new("Pair", KIND_PLAIN, &PAIR_FIELDS.0);

    /// Two objects pointing at each other, each also held by the caller.
    fn pair() -> (*mut ScrObject, *mut ScrObject) {
        let a = NODE.new_object();
        let b = NODE.new_object();
        // SAFETY: fresh objects with one object slot each.
        unsafe {
            *slot_at(a, 0) = b as u64;
            object::retain(b);
            *slot_at(b, 0) = a as u64;
            object::retain(a);
        }
        (a, b)
    }

    /// Drops the caller's reference, as an inline release of a type that
    /// may be on a cycle does (the runtime's hooks stay off in unit tests:
    /// other tests release objects on other threads).
    unsafe fn drop_reference(object: *mut ScrObject) {
        // SAFETY: the caller owns a reference; the count stays above zero.
        unsafe {
            (*object).rc -= 1;
            if (*object).rc & BUFFERED == 0 {
                scr_cc_candidate(object);
            }
        }
    }

    // One test: the collector's state is the program's, and only this
    // test touches it.
    #[test]
    fn garbage_cycles_are_freed_and_live_ones_kept() {
        let freed = || state().stats.freed;
        assert!(NODE.0.free_class & CYCLIC != 0);
        // SAFETY: the objects made here, used as the program would.
        unsafe {
            // Garbage: both references from outside dropped.
            let (a, b) = pair();
            drop_reference(a);
            drop_reference(b);
            let before = freed();
            collect();
            assert_eq!(freed() - before, 2);
            assert!(state().buffer.is_empty());

            // Alive: `c` is still held; the trial gives the counts back.
            let (c, d) = pair();
            drop_reference(d);
            let before = freed();
            collect();
            assert_eq!(freed() - before, 0);
            assert_eq!((*c).rc, 2);
            assert_eq!((*d).rc, 1);
            // Then dropped: garbage at the next collection.
            drop_reference(c);
            collect();
            assert_eq!(freed() - before, 2);

            // A garbage ring longer than the quick test walks: the trial
            // frees it.
            let ring: Vec<*mut ScrObject> =
                (0..QUICK_LIMIT + 44).map(|_| NODE.new_object()).collect();
            for (index, &node) in ring.iter().enumerate() {
                let next = ring[(index + 1) % ring.len()];
                *slot_at(node, 0) = next as u64;
                object::retain(next);
            }
            for &node in &ring {
                drop_reference(node);
            }
            let before = freed();
            collect();
            assert_eq!(freed() - before, ring.len() as u64);

            // A garbage pair holding a live object: the pair is freed, the
            // live object keeps the count of its other holder.
            let holder = PAIR.new_object();
            let e = NODE.new_object();
            let live = NODE.new_object();
            *slot_at(holder, 0) = e as u64;
            object::retain(e);
            *slot_at(holder, 1) = live as u64;
            object::retain(live);
            *slot_at(e, 0) = holder as u64;
            object::retain(holder);
            drop_reference(holder);
            drop_reference(e);
            let before = freed();
            collect();
            assert_eq!(freed() - before, 2);
            assert_eq!((*live).rc, 1);
            object::release(live);

            // A candidate whose count reaches zero while buffered is freed
            // by the collection without the trial.
            let lone = NODE.new_object();
            object::retain(lone);
            drop_reference(lone);
            assert!((*lone).rc & BUFFERED != 0);
            (*lone).rc -= 1;
            let before = freed();
            collect();
            assert_eq!(freed() - before, 0);
            assert!(state().buffer.is_empty());
        }
    }
}
