//! Process-level services: program arguments and `process.exit`.

use std::sync::OnceLock;

static ARGUMENTS: OnceLock<Vec<Vec<u8>>> = OnceLock::new();

/// Remembers `argv` for later use by the standard library.
///
/// # Safety
/// `argv` must point to `argc` valid, NUL-terminated C strings.
pub unsafe fn record_arguments(argc: i32, argv: *const *const u8) {
    let mut arguments = Vec::new();
    for index in 0..argc.max(0) as usize {
        // SAFETY: the caller guarantees `argc` valid entries.
        let pointer = unsafe { *argv.add(index) };
        if pointer.is_null() {
            break;
        }
        // SAFETY: each entry is a NUL-terminated C string.
        let bytes = unsafe { std::ffi::CStr::from_ptr(pointer.cast()) }.to_bytes();
        arguments.push(bytes.to_vec());
    }
    let _ = ARGUMENTS.set(arguments);
}

/// The program's arguments as the operating system passed them.
pub fn arguments() -> &'static [Vec<u8>] {
    ARGUMENTS.get().map(Vec::as_slice).unwrap_or(&[])
}

/// `process.exit(code)`: ends the program with the given status.
///
/// Node converts the code with ToInt32 semantics and keeps the low 8 bits on
/// Linux; `exit(3)` in libc does the same truncation.
#[unsafe(no_mangle)]
pub extern "C" fn scr_process_exit(code: f64) -> ! {
    let status = crate::number::to_int32(code);
    crate::audit::on_process_exit();
    std::process::exit(status)
}
