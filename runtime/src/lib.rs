//! The scriptc runtime: the code every compiled program links against.
//!
//! The compiler and the runtime meet only at the `extern "C"` functions named
//! `scr_*` defined in this crate and at a few memory layouts (see [`string`]).
//! The runtime never depends on the compiler. Each layout the compiler also
//! knows is pinned by a test on both sides.

pub mod console;
pub mod fdlibm;
pub mod math;
pub mod number;
pub mod process;
pub mod string;

/// Called by the emitted `main` before any user code runs.
///
/// # Safety
/// `argv` must point to `argc` valid C strings, as handed to `main` by libc.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_init(argc: i32, argv: *const *const u8) {
    // SAFETY: forwarded from the caller's contract.
    unsafe { process::record_arguments(argc, argv) };
}
