//! Paths and helpers shared by the integration tests.

use std::path::{Path, PathBuf};

/// The workspace root.
pub fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("tests/ has a parent")
        .to_path_buf()
}

/// The cargo target directory the tests were built into.
pub fn target_directory() -> PathBuf {
    let executable = std::env::current_exe().expect("test executable path");
    // target/<profile>/deps/it-HASH
    executable
        .parent()
        .and_then(Path::parent)
        .and_then(Path::parent)
        .expect("target directory")
        .to_path_buf()
}

/// The runtime archive to link test programs with: the most recently built
/// one, so a plain `cargo test` after a runtime change never links a stale
/// copy.
pub fn runtime_archive() -> PathBuf {
    let profile = std::env::current_exe().expect("test executable path");
    let profile = profile
        .parent()
        .and_then(Path::parent)
        .expect("profile directory");
    let mut candidates = Vec::new();
    for directory in [profile.to_path_buf(), profile.join("deps")] {
        let Ok(entries) = std::fs::read_dir(&directory) else {
            continue;
        };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with("libscriptc_runtime") && name.ends_with(".a") {
                let modified = entry.metadata().and_then(|m| m.modified()).ok();
                candidates.push((modified, entry.path()));
            }
        }
    }
    candidates.sort();
    candidates
        .pop()
        .map(|(_, path)| path)
        .expect("no libscriptc_runtime.a was built; run `cargo xtask test` or `cargo build -p scriptc_runtime`")
}

/// A unified diff of two texts, for failure messages.
pub fn unified_diff(
    expected: &str,
    actual: &str,
    expected_name: &str,
    actual_name: &str,
) -> String {
    similar::TextDiff::from_lines(expected, actual)
        .unified_diff()
        .context_radius(3)
        .header(expected_name, actual_name)
        .to_string()
}
