//! The reference-count audit (`SCRIPTC_RC_AUDIT=1`) and the program's exit.
//!
//! The runtime counts the heap objects it creates and frees, by kind. At a
//! normal exit, the audit prints the live counts to stderr and, when any
//! object that is not immortal is still alive, reports
//! `scriptc RC AUDIT FAILED` and exits with status 99. `process.exit` ends
//! the program without unwinding its frames, so it skips the audit.

/// Live heap objects by kind: strings, arrays, then objects by their
/// descriptor's kind (class instances, object literals, functions, boxes).
/// Exported: the compiler's inline allocation of objects counts here too.
/// Compiled programs are single-threaded.
#[unsafe(no_mangle)]
pub static mut scr_live_counts: [i64; 15] = [0; 15];

/// Whether the live counters are kept: only under the audit, set by
/// [`start_counting`] before user code runs. Compiled allocations and frees
/// test it too: a counter every allocation and free bumps is a chain of
/// read-modify-writes through one address in every allocating loop. On
/// until then, so runtime unit tests count.
#[unsafe(no_mangle)]
pub static mut scr_counting: u8 = 1;

/// Decides whether the live counters are kept (see [`scr_counting`]):
/// called by `scr_init`.
pub fn start_counting() {
    let counting = flag("SCRIPTC_RC_AUDIT");
    // SAFETY: one thread, before user code runs.
    unsafe { scr_counting = u8::from(counting) };
}

const STRINGS: usize = 0;
const ARRAYS: usize = 1;
/// Where the object kinds start (`object::KIND_*` + this).
pub const OBJECTS: usize = 2;
const NAMES: [&str; 15] = [
    "strings",
    "arrays",
    "instances",
    "objects",
    "functions",
    "boxes",
    "maps",
    "sets",
    "records",
    "tuples",
    "unknown values",
    "promises",
    "promise reactions",
    "generators",
    "bigints",
];

fn adjust(index: usize, delta: i64) {
    // SAFETY: single-threaded programs; runtime unit tests only read
    // differences they caused themselves.
    unsafe {
        if scr_counting == 0 {
            return;
        }
        let counts = &raw mut scr_live_counts;
        (*counts)[index] += delta;
    }
}

/// How many counters there are (strings, arrays, then the object kinds).
pub const COUNTERS: usize = NAMES.len();

/// The live count of counter `index`.
pub fn live(index: usize) -> i64 {
    count(index)
}

fn count(index: usize) -> i64 {
    // SAFETY: as in `adjust`.
    unsafe { scr_live_counts[index] }
}

pub fn array_allocated() {
    adjust(ARRAYS, 1);
}

pub fn array_freed() {
    adjust(ARRAYS, -1);
}

/// Where objects of descriptor kind `kind` are counted: a class object
/// (a local class's, made at run time) is a function.
fn object_index(kind: u64) -> usize {
    if kind == crate::class_value::KIND_CLASS_VALUE {
        OBJECTS + crate::object::KIND_FUNCTION as usize
    } else {
        // Kinds past the generators' are bigints (`KIND_BIGINT`, the last
        // counter).
        OBJECTS + (kind as usize).min(NAMES.len() - 1 - OBJECTS)
    }
}

/// An object with a descriptor of `kind` (`object::KIND_*`).
pub fn object_allocated(kind: u64) {
    adjust(object_index(kind), 1);
}

pub fn object_freed(kind: u64) {
    adjust(object_index(kind), -1);
}

pub fn string_allocated() {
    adjust(STRINGS, 1);
}

pub fn string_freed() {
    adjust(STRINGS, -1);
}

/// Heap strings alive now.
pub fn live_strings() -> i64 {
    count(STRINGS)
}

fn flag(name: &str) -> bool {
    std::env::var_os(name).is_some_and(|value| value != "0" && !value.is_empty())
}

/// Called by the emitted `main` after the top level has run and every
/// global has been released.
#[unsafe(no_mangle)]
pub extern "C" fn scr_exit() {
    crate::expando::release_all();
    // Async functions still waiting are ended when the audit or memcheck
    // will look for what they hold.
    // SAFETY: one thread; read volatile (see `promise::EXIT_HOOK`).
    if let Some(hook) = unsafe { std::ptr::read_volatile(&raw const crate::promise::EXIT_HOOK) }
        && (flag("SCRIPTC_RC_AUDIT") || flag("SCRIPTC_SYSTEM_ALLOC"))
    {
        hook();
    }
    // The text the regular expressions last widened is let go of when the
    // audit or memcheck will look for what is held.
    // SAFETY: one thread; read volatile (see `regex::EXIT_HOOK`).
    if let Some(hook) = unsafe { std::ptr::read_volatile(&raw const crate::regex::EXIT_HOOK) }
        && (flag("SCRIPTC_RC_AUDIT") || flag("SCRIPTC_SYSTEM_ALLOC"))
    {
        hook();
    }
    // Garbage cycles left at the end are reclaimed when the audit or
    // memcheck (which runs on the system allocator) will look for them.
    if let Some(hook) = crate::cycles::exit_hook() {
        hook(
            flag("SCRIPTC_RC_AUDIT") || flag("SCRIPTC_SYSTEM_ALLOC"),
            flag("SCRIPTC_CC_STATS"),
        );
    }
    if flag("SCRIPTC_ALLOC_STATS") {
        crate::alloc::print_stats();
    }
    if flag("SCRIPTC_RC_AUDIT") {
        report();
    }
    let status = crate::process::final_status();
    if status != 0 {
        std::process::exit(status);
    }
}

/// The audit's report at exit, and its failure status.
#[cold]
#[inline(never)]
fn report() {
    // Not unrolled: the report is as short as the table it prints.
    let kinds = std::hint::black_box(NAMES.len());
    let counts: Vec<i64> = (0..kinds).map(count).collect();
    let total: i64 = counts.iter().sum();
    let parts: Vec<String> = NAMES
        .iter()
        .zip(&counts)
        .map(|(name, live)| format!("{name}: {live}"))
        .collect();
    let report = format!(
        "scriptc RC audit: {total} live objects ({})\n",
        parts.join(", ")
    );
    crate::console::write_all(2, report.as_bytes());
    if counts.iter().any(|&live| live != 0) {
        crate::console::write_all(2, b"scriptc RC AUDIT FAILED\n");
        std::process::exit(99);
    }
}

/// Called by `process.exit` before the process ends.
pub fn on_process_exit() {
    if let Some(hook) = crate::cycles::exit_hook() {
        hook(false, flag("SCRIPTC_CC_STATS"));
    }
    if flag("SCRIPTC_ALLOC_STATS") {
        crate::alloc::print_stats();
    }
}
