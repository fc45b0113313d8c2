//! IR snapshots: each `tests/ir/*.ts` beside the LLVM IR it lowers to,
//! unoptimized so every emitted path stays visible. Review changes with
//! `cargo insta review`; bless with `INSTA_UPDATE=always`.

use scriptc::diagnostics::SourceFiles;
use scriptc::driver;

#[test]
fn ir_snapshots() {
    insta::glob!("../ir", "*.ts", |path| {
        let text = std::fs::read_to_string(path).expect("readable IR test");
        let name = path
            .file_stem()
            .expect("name")
            .to_string_lossy()
            .into_owned();
        let mut files = SourceFiles::default();
        let file = files.add(format!("ir/{name}.ts"), text.clone());
        let program = match driver::check_file(&files, file) {
            Ok(program) => program,
            Err(diagnostics) => panic!("{name} is rejected:\n{}", files.render(&diagnostics)),
        };
        let ir = driver::emit_ir_text(&program, &name, 0).unwrap_or_else(|error| panic!("{error}"));
        insta::assert_snapshot!(format!("----- SOURCE\n{text}\n----- IR\n{ir}"));
    });
}
