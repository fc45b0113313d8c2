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

/// `process.argv`: the executable's path twice (where Node has its own
/// path and the script's), then the arguments, so `argv.slice(2)` is what
/// the user typed.
#[unsafe(no_mangle)]
pub extern "C" fn scr_process_argv() -> *mut crate::array::ScrArray {
    let result = crate::array::scr_array_new(crate::array::ELEMENT_STRING, 0);
    let arguments = arguments();
    let executable = std::env::current_exe()
        .ok()
        .map(|path| path.to_string_lossy().into_owned())
        .or_else(|| {
            arguments
                .first()
                .map(|first| String::from_utf8_lossy(first).into_owned())
        })
        .unwrap_or_default();
    let push = |text: &str| {
        let string = crate::string::new_from_str(text);
        // SAFETY: a fresh array and string.
        unsafe {
            crate::array::scr_array_push(result, string as u64);
            crate::string::release(string);
        }
    };
    push(&executable);
    push(&executable);
    for argument in arguments.iter().skip(1) {
        push(&String::from_utf8_lossy(argument));
    }
    result
}

/// `process.env.NAME`: the variable's value, or `undefined`.
///
/// # Safety
/// `name` must be a live string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_process_env(
    name: *const crate::string::ScrString,
) -> *mut crate::string::ScrString {
    // SAFETY: live string.
    let name = unsafe { crate::string::to_rust_string(name) };
    if name.is_empty() || name.contains(['=', '\0']) {
        return crate::string::undefined_text();
    }
    match std::env::var_os(&name) {
        Some(value) => crate::string::new_from_str(&value.to_string_lossy()),
        None => crate::string::undefined_text(),
    }
}

/// `process.cwd()`.
#[unsafe(no_mangle)]
pub extern "C" fn scr_process_cwd() -> *mut crate::string::ScrString {
    let directory = std::env::current_dir()
        .map(|path| path.to_string_lossy().into_owned())
        .unwrap_or_default();
    crate::string::new_from_str(&directory)
}

/// `process.exitCode`: the status the program ends with when it runs to
/// its end; the `undefined` sentinel until set.
static mut EXIT_CODE: u64 = crate::array::UNDEFINED_NUMBER_BITS;

/// `process.exitCode = code`.
#[unsafe(no_mangle)]
pub extern "C" fn scr_process_set_exit_code(code: f64) {
    // SAFETY: single-threaded.
    unsafe { EXIT_CODE = code.to_bits() };
}

/// `process.exitCode`.
#[unsafe(no_mangle)]
pub extern "C" fn scr_process_exit_code() -> f64 {
    // SAFETY: single-threaded.
    f64::from_bits(unsafe { EXIT_CODE })
}

/// The status a program that ran to its end exits with: `exitCode` as
/// ToInt32 when set, else 0.
pub fn final_status() -> i32 {
    let code = scr_process_exit_code();
    if crate::array::is_undefined_number(code) {
        0
    } else {
        crate::number::to_int32(code)
    }
}
