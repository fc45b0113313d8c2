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
    if !crate::array::is_undefined_number(code) {
        scr_process_set_exit_code(code);
    }
    emit_exit(f64::from(final_status()));
    crate::audit::on_process_exit();
    std::process::exit(final_status())
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

/// `process.on` listeners: boxes holding function values, with whether
/// each was added by `once`.
struct Listeners {
    exit: Vec<*mut crate::object::ScrObject>,
    uncaught: Vec<(*mut crate::object::ScrObject, bool)>,
    /// The `'exit'` event has been emitted (it is emitted once).
    exiting: bool,
}

struct ListenerCell(std::cell::UnsafeCell<Listeners>);
// SAFETY: compiled programs are single-threaded.
unsafe impl Sync for ListenerCell {}

static LISTENERS: ListenerCell = ListenerCell(std::cell::UnsafeCell::new(Listeners {
    exit: Vec::new(),
    uncaught: Vec::new(),
    exiting: false,
}));

fn listeners() -> &'static mut Listeners {
    // SAFETY: one thread; no caller holds the reference across a call
    // that may take it again (a listener may call `process.on`).
    unsafe { &mut *LISTENERS.0.get() }
}

/// `process.on(event, listener)` (and `once`, `addListener`): `event` 0 is
/// `'exit'`, 1 `'uncaughtException'`, 2 `'uncaughtException'` by `once`.
///
/// # Safety
/// `listener` must be a live box holding a function (borrowed).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_process_on(event: f64, listener: *mut crate::object::ScrObject) {
    // SAFETY: caller contract; the list keeps a reference.
    unsafe { crate::object::retain(listener) };
    let listeners = listeners();
    if event == 0.0 {
        listeners.exit.push(listener);
    } else {
        listeners.uncaught.push((listener, event == 2.0));
    }
}

/// Calls a listener box with `arguments` (boxes the call takes over);
/// whether it returned without throwing.
unsafe fn call_listener(
    listener: *mut crate::object::ScrObject,
    arguments: &[*mut crate::object::ScrObject],
) -> bool {
    // SAFETY: a live listener box; fresh boxes.
    unsafe {
        let list =
            crate::array::scr_array_new(crate::array::ELEMENT_DYNAMIC, arguments.len() as u64);
        for &argument in arguments {
            crate::array::scr_array_push(list, argument as u64);
            crate::object::release(argument);
        }
        let text = crate::string::new_from_str("listener");
        let result = crate::any::scr_any_call_value(listener, list, text);
        crate::string::release(text);
        crate::array::release(list);
        crate::object::release(result);
        crate::dynamic::scr_pending == 0
    }
}

/// Emits `'exit'` with `code` once: each listener in order. A listener
/// that throws is reported as uncaught and ends the program (the later
/// listeners do not run), with `exitCode` when set, else 1.
pub fn emit_exit(code: f64) {
    let listeners = listeners();
    if listeners.exiting {
        return;
    }
    listeners.exiting = true;
    let exit = std::mem::take(&mut listeners.exit);
    let mut failed = false;
    for listener in exit {
        // SAFETY: an owned listener box; a fresh number box.
        unsafe {
            if !failed {
                let argument =
                    crate::dynamic::scr_dynamic_new(crate::array::ELEMENT_NUMBER, code.to_bits());
                failed = !call_listener(listener, &[argument]);
            }
            crate::object::release(listener);
        }
    }
    if failed {
        // SAFETY: the pending box, owned.
        unsafe { crate::dynamic::report_uncaught(crate::dynamic::scr_catch()) };
        let code = scr_process_exit_code();
        let status = if crate::array::is_undefined_number(code) {
            1
        } else {
            crate::number::to_int32(code)
        };
        crate::audit::on_process_exit();
        std::process::exit(status);
    }
}

/// The end of a program that ran to its end: `'exit'` with the status it
/// ends with (a listener may still change `process.exitCode`); then the
/// listeners are released, before the audit counts. (Called only by
/// programs that call `process.on`, so others do not link the releases.)
#[unsafe(no_mangle)]
pub extern "C" fn scr_process_emit_exit() {
    emit_exit(f64::from(final_status()));
    release_listeners();
}

/// An uncaught exception (`value`, owned) offered to the
/// `'uncaughtException'` listeners: whether there were any. A listener
/// that throws ends the program with status 7, as Node, without `'exit'`.
///
/// # Safety
/// `value` must be a live box the caller owns.
pub unsafe fn handle_uncaught(value: *mut crate::object::ScrObject, origin: &str) -> bool {
    let listeners = listeners();
    if listeners.uncaught.is_empty() || listeners.exiting {
        return false;
    }
    let current: Vec<_> = listeners.uncaught.clone();
    listeners.uncaught.retain(|&(_, once)| !once);
    for (listener, once) in current {
        // SAFETY: live boxes; the call takes the new references.
        unsafe {
            crate::object::retain(value);
            let origin = crate::dynamic::scr_dynamic_new(
                crate::array::ELEMENT_STRING,
                crate::string::new_from_str(origin) as u64,
            );
            let returned = call_listener(listener, &[value, origin]);
            if once {
                crate::object::release(listener);
            }
            if !returned {
                crate::dynamic::report_uncaught(crate::dynamic::scr_catch());
                crate::audit::on_process_exit();
                std::process::exit(7);
            }
        }
    }
    // SAFETY: the caller's reference.
    unsafe { crate::object::release(value) };
    true
}

/// Releases the listeners left at the end.
fn release_listeners() {
    let listeners = listeners();
    for listener in std::mem::take(&mut listeners.exit) {
        // SAFETY: owned listener boxes.
        unsafe { crate::object::release(listener) };
    }
    for (listener, _) in std::mem::take(&mut listeners.uncaught) {
        // SAFETY: as above.
        unsafe { crate::object::release(listener) };
    }
}
