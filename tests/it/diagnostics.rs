//! Diagnostics snapshots: every `tests/diagnostics/*.ts` must be rejected,
//! and its rendered errors (code, file:line:col, message, code frame) are
//! pinned. Bad inputs that are not TypeScript at all are pinned too.

use scriptc::diagnostics::SourceFiles;
use scriptc::driver::{self, CompileError};

fn render_rejection(name: &str, bytes: &[u8]) -> String {
    let mut files = SourceFiles::default();
    let Ok(text) = String::from_utf8(bytes.to_vec()) else {
        unreachable!("inputs given here are UTF-8");
    };
    let file = files.add(name.to_string(), text);
    match driver::check_file(&files, file) {
        Ok(_) => panic!("{name} was accepted but must be rejected"),
        Err(diagnostics) => {
            assert!(!diagnostics.is_empty());
            files.render(&diagnostics)
        }
    }
}

#[test]
fn rejected_programs() {
    insta::glob!("../diagnostics", "*.ts", |path| {
        let bytes = std::fs::read(path).expect("readable");
        let name = format!(
            "diagnostics/{}",
            path.file_name().expect("name").to_string_lossy()
        );
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let rendered = render_rejection(&name, &bytes);
        insta::assert_snapshot!(format!("----- SOURCE\n{text}\n----- ERRORS\n{rendered}"));
    });
}

fn check_path_error(path: &std::path::Path) -> String {
    match driver::check_path(path) {
        Ok(_) => panic!("{} was accepted", path.display()),
        Err(CompileError::Invalid { rendered, .. }) => rendered,
        Err(CompileError::Internal(error)) => panic!("internal error: {error}"),
    }
}

#[test]
fn unreadable_inputs_are_reported_not_panicked_on() {
    let directory = std::env::temp_dir().join(format!("scriptc-bad-input-{}", std::process::id()));
    std::fs::create_dir_all(&directory).expect("temp dir");

    let missing = check_path_error(&directory.join("missing.ts"));
    assert!(
        missing.starts_with("error SC1001: cannot read") && missing.contains("no such file"),
        "{missing}"
    );

    let as_directory = check_path_error(&directory);
    assert!(as_directory.contains("is a directory"), "{as_directory}");

    let invalid = directory.join("latin1.ts");
    std::fs::write(&invalid, b"console.log(\"caf\xe9\");\n").expect("write");
    let not_utf8 = check_path_error(&invalid);
    assert!(
        not_utf8.contains("is not valid UTF-8 (invalid byte at offset 16)"),
        "{not_utf8}"
    );

    let _ = std::fs::remove_dir_all(&directory);
}

#[test]
fn garbage_and_truncated_input_get_syntax_errors() {
    let garbage = render_rejection("garbage.ts", b"\x01\x02 }}}{{ ))) @@@ let let = ;;");
    assert!(garbage.contains("error SC1002"), "{garbage}");
    let truncated = render_rejection(
        "truncated.ts",
        b"function f(a: number): number {\n  return a +",
    );
    assert!(truncated.contains("truncated.ts:2:"), "{truncated}");
    assert!(truncated.contains("error SC1002"), "{truncated}");
}

#[test]
fn an_empty_file_is_an_empty_program() {
    let mut files = SourceFiles::default();
    let file = files.add("empty.ts", "");
    let program = driver::check_file(&files, file);
    assert!(
        program.is_ok(),
        "an empty file is a valid program that prints nothing"
    );
}
