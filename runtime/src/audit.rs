//! The reference-count audit (`SCRIPTC_RC_AUDIT=1`) and the program's exit.
//!
//! The runtime counts the heap objects it creates and frees, by kind. At a
//! normal exit, the audit prints the live counts to stderr and, when any
//! object that is not immortal is still alive, reports
//! `scriptc RC AUDIT FAILED` and exits with status 99. `process.exit` ends
//! the program without unwinding its frames, so it skips the audit.

use std::cell::Cell;

thread_local! {
    static LIVE_STRINGS: Cell<i64> = const { Cell::new(0) };
    static LIVE_OBJECTS: Cell<i64> = const { Cell::new(0) };
}

/// An array (or, later, any other object) was allocated.
pub fn object_allocated() {
    LIVE_OBJECTS.with(|live| live.set(live.get() + 1));
}

pub fn object_freed() {
    LIVE_OBJECTS.with(|live| live.set(live.get() - 1));
}

pub fn string_allocated() {
    LIVE_STRINGS.with(|live| live.set(live.get() + 1));
}

pub fn string_freed() {
    LIVE_STRINGS.with(|live| live.set(live.get() - 1));
}

/// Heap strings alive now (on this thread).
pub fn live_strings() -> i64 {
    LIVE_STRINGS.with(Cell::get)
}

fn flag(name: &str) -> bool {
    std::env::var_os(name).is_some_and(|value| value != "0" && !value.is_empty())
}

/// Called by the emitted `main` after the top level has run and every
/// global has been released.
#[unsafe(no_mangle)]
pub extern "C" fn scr_exit() {
    if flag("SCRIPTC_ALLOC_STATS") {
        crate::alloc::print_stats();
    }
    if flag("SCRIPTC_RC_AUDIT") {
        let strings = live_strings();
        let objects = LIVE_OBJECTS.with(Cell::get);
        let report = format!(
            "scriptc RC audit: {} live objects (strings: {strings}, arrays: {objects})\n",
            strings + objects
        );
        crate::console::write_all(2, report.as_bytes());
        if strings != 0 || objects != 0 {
            crate::console::write_all(2, b"scriptc RC AUDIT FAILED\n");
            std::process::exit(99);
        }
    }
}

/// Called by `process.exit` before the process ends.
pub fn on_process_exit() {
    if flag("SCRIPTC_ALLOC_STATS") {
        crate::alloc::print_stats();
    }
}
