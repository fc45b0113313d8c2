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

/// Links `object` with the runtime into the executable `output`.
pub fn link(object: &Path, runtime: &Path, output: &Path) -> Result<(), InternalError> {
    let compiler = std::env::var_os("CC").unwrap_or_else(|| "cc".into());
    let result = Command::new(&compiler)
        .arg("-o")
        .arg(output)
        .arg(object)
        .arg(runtime)
        // Drop every runtime function the program does not use, and the
        // symbol table: the binary stays small.
        .args(["-Wl,--gc-sections", "-s"])
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
