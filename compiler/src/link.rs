//! Stage 5: linking an object file and the runtime archive into an
//! executable with the system C compiler driver.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::diagnostics::InternalError;

/// The archive name cargo gives the runtime's staticlib.
const RUNTIME_ARCHIVE: &str = "libscriptc_runtime.a";

/// Finds the runtime archive: `SCRIPTC_RUNTIME` if set, else next to the
/// running executable (`target/<profile>/`), else one directory up (test
/// executables live in `target/<profile>/deps/`).
pub fn find_runtime() -> Result<PathBuf, InternalError> {
    if let Some(path) = std::env::var_os("SCRIPTC_RUNTIME") {
        let path = PathBuf::from(path);
        if path.is_file() {
            return Ok(path);
        }
        return Err(InternalError(format!(
            "SCRIPTC_RUNTIME names {}, which is not a file",
            path.display()
        )));
    }
    let executable = std::env::current_exe().map_err(|error| {
        InternalError(format!("cannot locate the compiler executable: {error}"))
    })?;
    let mut directory = executable.parent();
    for _ in 0..2 {
        let Some(current) = directory else { break };
        let candidate = current.join(RUNTIME_ARCHIVE);
        if candidate.is_file() {
            return Ok(candidate);
        }
        directory = current.parent();
    }
    Err(InternalError(format!(
        "cannot find the runtime archive {RUNTIME_ARCHIVE} next to {} (build it with \
         `cargo build -p scriptc_runtime`, or point SCRIPTC_RUNTIME at it)",
        executable.display()
    )))
}

/// Handlers of Rust's standard library that the runtime replaces, by the
/// end of their mangled names, with the runtime function taking their place.
/// The standard handlers print backtraces and so link a DWARF reader, a
/// demangler and a decompressor into every program; the replacements print
/// one line. Found in the archive's symbol table because the mangled names
/// carry a hash that changes with the Rust toolchain.
const REPLACED_HANDLERS: [(&str, &str); 2] = [
    ("7___rustc17rust_begin_unwind", "scr_panic_handler"),
    (
        "7___rustc26___rust_alloc_error_handler",
        "scr_alloc_error_handler",
    ),
];

/// The linker arguments redirecting each of [`REPLACED_HANDLERS`] found in
/// the runtime archive to its replacement. A handler not found (another
/// toolchain's naming) keeps the standard one: a larger program, the same
/// behaviour.
fn handler_replacements(runtime: &Path) -> Vec<String> {
    let names = archive_symbols(runtime).unwrap_or_default();
    let mut arguments = Vec::new();
    for (suffix, replacement) in REPLACED_HANDLERS {
        let Some(name) = names.iter().find(|name| name.ends_with(suffix)) else {
            continue;
        };
        if !names.iter().any(|name| name == replacement) {
            continue;
        }
        arguments.push(format!("-Wl,--wrap={name}"));
        arguments.push(format!("-Wl,--defsym=__wrap_{name}={replacement}"));
    }
    arguments
}

/// The symbol names in a GNU archive's symbol table (its first member, `/`),
/// or `None` when the file is not such an archive.
fn archive_symbols(archive: &Path) -> Option<Vec<String>> {
    use std::io::Read;
    let mut file = std::fs::File::open(archive).ok()?;
    let mut header = [0u8; 68];
    file.read_exact(&mut header).ok()?;
    if &header[..8] != b"!<arch>\n" || &header[8..24] != b"/               " {
        return None;
    }
    let size: usize = std::str::from_utf8(&header[56..66])
        .ok()?
        .trim()
        .parse()
        .ok()?;
    let mut table = vec![0u8; size];
    file.read_exact(&mut table).ok()?;
    let count = u32::from_be_bytes(table.get(..4)?.try_into().ok()?) as usize;
    let strings = table.get(4 + 4 * count..)?;
    Some(
        strings
            .split(|&byte| byte == 0)
            .filter(|name| !name.is_empty())
            .map(|name| String::from_utf8_lossy(name).into_owned())
            .collect(),
    )
}

/// Links `objects` with the runtime into the executable `output`.
pub fn link(objects: &[PathBuf], runtime: &Path, output: &Path) -> Result<(), InternalError> {
    let compiler = std::env::var_os("CC").unwrap_or_else(|| "cc".into());
    let result = Command::new(&compiler)
        .args(handler_replacements(runtime))
        .arg("-o")
        .arg(output)
        .args(objects)
        // The C library's math functions before the runtime archive, so
        // the compiler-builtins copies inside it (which a crate such as
        // num-bigint refers to) are not linked in their place.
        .args(["-Wl,--push-state,--no-as-needed", "-lm", "-Wl,--pop-state"])
        .arg(runtime)
        // Drop every runtime function the program does not use, and the
        // symbol table (kept with `SCRIPTC_KEEP_SYMBOLS=1`, for profiling):
        // the binary stays small.
        .arg("-Wl,--gc-sections")
        .args(
            std::env::var_os("SCRIPTC_KEEP_SYMBOLS")
                .is_none()
                .then_some("-s"),
        )
        // What Rust's standard library, inside the runtime, needs from libc.
        .args([
            "-lgcc_s",
            "-lutil",
            "-lrt",
            "-lpthread",
            "-lm",
            "-ldl",
            "-lc",
        ])
        .output()
        .map_err(|error| {
            InternalError(format!(
                "cannot run the linker `{}`: {error}",
                compiler.to_string_lossy()
            ))
        })?;
    if !result.status.success() {
        return Err(InternalError(format!(
            "the linker failed ({}):\n{}",
            result.status,
            String::from_utf8_lossy(&result.stderr)
        )));
    }
    Ok(())
}
