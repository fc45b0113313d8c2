//! The pipeline, stage after stage: read, parse, check, emit, optimize,
//! write, link. The command-line front end (`main.rs`) and the tests both
//! call into this module; it does the file I/O so the stages need not.

use std::path::{Path, PathBuf};
use std::sync::Once;
use std::sync::atomic::{AtomicU64, Ordering};

use inkwell::OptimizationLevel;
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{
    CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine,
};

use crate::diagnostics::{Code, Diagnostic, InternalError, SourceFiles};
use crate::{check, codegen, hir, link, modules, partition, syntax};

/// What `scriptc build` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Emit {
    Executable,
    Object,
    LlvmIr,
    Assembly,
}

#[derive(Clone, Debug)]
pub struct BuildOptions {
    pub emit: Emit,
    /// 0 to 3, as `-O0` to `-O3`.
    pub optimization: u8,
    /// Run LLVM's module verifier before optimizing.
    pub verify: bool,
    pub output: PathBuf,
    /// The runtime archive to link; found with [`link::find_runtime`] when
    /// `None`.
    pub runtime: Option<PathBuf>,
    /// How many object files (and threads) code generation splits an
    /// executable into; chosen by the program's size and the cores when
    /// `None` (see [`crate::partition`]).
    pub partitions: Option<usize>,
}

/// Why a compilation did not produce its output.
pub enum CompileError {
    /// The program has errors; `rendered` is their text with code frames.
    Invalid { rendered: String, count: usize },
    /// The compiler failed.
    Internal(InternalError),
}

impl From<InternalError> for CompileError {
    fn from(error: InternalError) -> Self {
        CompileError::Internal(error)
    }
}

/// Reads a source file, turning every way that can fail into a diagnostic.
pub fn read_source(
    path: &Path,
    files: &mut SourceFiles,
) -> Result<crate::diagnostics::FileId, Diagnostic> {
    let shown = path.display();
    if path.is_dir() {
        return Err(Diagnostic::without_span(
            Code::UnreadableFile,
            format!("{shown} is a directory, not a TypeScript file"),
        ));
    }
    let bytes = std::fs::read(path).map_err(|error| {
        let reason = match error.kind() {
            std::io::ErrorKind::NotFound => "no such file".to_string(),
            std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
            _ => error.to_string(),
        };
        Diagnostic::without_span(
            Code::UnreadableFile,
            format!("cannot read {shown}: {reason}"),
        )
    })?;
    let text = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(error) => {
            // Shown with the invalid bytes replaced, pointing at the first:
            // the text before it is valid, so its offset is the same.
            let offset = error.utf8_error().valid_up_to();
            let shown_text = String::from_utf8_lossy(error.as_bytes()).into_owned();
            let file = files.add(path.display().to_string(), shown_text);
            let end = files
                .text(file)
                .get(offset..)
                .and_then(|rest| rest.chars().next())
                .map_or(offset, |c| offset + c.len_utf8());
            return Err(Diagnostic::new(
                Code::UnreadableFile,
                crate::diagnostics::Span::new(file, offset as u32, end as u32),
                format!("{shown} is not valid UTF-8 (invalid byte at offset {offset})"),
            ));
        }
    };
    Ok(files.add(path.display().to_string(), text))
}

/// Parses and checks one file already in `files`, as a program of one
/// module (it may import only Node's modules).
pub fn check_file(
    files: &SourceFiles,
    file: crate::diagnostics::FileId,
) -> Result<hir::Program, Vec<Diagnostic>> {
    let (tree, diagnostics) = syntax::parse(file, files.text(file));
    let Some(tree) = tree else {
        return Err(diagnostics);
    };
    if !diagnostics.is_empty() {
        return Err(diagnostics);
    }
    let graph = modules::single(tree, PathBuf::from(files.name(file)))?;
    check::check(&graph)
}

/// Reads, parses and checks `path` and every module it imports: what
/// `scriptc check` does.
pub fn check_path(path: &Path) -> Result<(SourceFiles, hir::Program), CompileError> {
    let mut files = SourceFiles::default();
    let invalid = |files: &SourceFiles, diagnostics: Vec<Diagnostic>| CompileError::Invalid {
        rendered: files.render(&diagnostics),
        count: diagnostics.len(),
    };
    let graph = match modules::load(path, &mut files) {
        Ok(graph) => graph,
        Err(diagnostics) => return Err(invalid(&files, diagnostics)),
    };
    let program = check::check(&graph).map_err(|diagnostics| invalid(&files, diagnostics))?;
    Ok((files, program))
}

fn initialize_llvm() -> Result<(), InternalError> {
    static INIT: Once = Once::new();
    let mut result = Ok(());
    INIT.call_once(|| {
        result = Target::initialize_native(&InitializationConfig::default()).map_err(|error| {
            InternalError(format!("cannot initialize LLVM's native target: {error}"))
        });
    });
    result
}

pub(crate) fn target_machine(optimization: u8) -> Result<TargetMachine, InternalError> {
    initialize_llvm()?;
    let triple = TargetMachine::get_default_triple();
    let target = Target::from_triple(&triple)
        .map_err(|error| InternalError(format!("unknown target: {error}")))?;
    let level = match optimization {
        0 => OptimizationLevel::None,
        1 => OptimizationLevel::Less,
        2 => OptimizationLevel::Default,
        _ => OptimizationLevel::Aggressive,
    };
    // The baseline CPU of the target, not the host's: a binary built here
    // runs on any machine of the same architecture.
    target
        .create_target_machine(
            &triple,
            "generic",
            "",
            level,
            RelocMode::PIC,
            CodeModel::Default,
        )
        .ok_or_else(|| InternalError("LLVM could not create a target machine".into()))
}

/// Emits, verifies and optimizes the module for `program`.
fn lower<'ctx>(
    context: &'ctx Context,
    program: &hir::Program,
    name: &str,
    optimization: u8,
    verify: bool,
    machine: &TargetMachine,
) -> Result<Module<'ctx>, InternalError> {
    let module = codegen::emit_module(context, program, name)?;
    module.set_triple(&machine.get_triple());
    module.set_data_layout(&machine.get_target_data().get_data_layout());
    if verify {
        module.verify().map_err(|message| {
            InternalError(format!(
                "LLVM module verification failed:\n{}",
                message.to_string()
            ))
        })?;
    }
    // Coroutines (async functions) must be split even without
    // optimization: `default<O0>` runs LLVM's coroutine passes.
    let coroutines = program
        .functions
        .iter()
        .any(|function| function.is_async || function.is_generator);
    if optimization > 0 || coroutines {
        let passes = format!("default<O{}>", optimization.min(3));
        module
            .run_passes(&passes, machine, PassBuilderOptions::create())
            .map_err(|message| {
                InternalError(format!("LLVM optimization failed: {}", message.to_string()))
            })?;
    }
    Ok(module)
}

/// The LLVM IR text for a checked program, verified; used by `--emit
/// llvm-ir` and the IR snapshot tests.
pub fn emit_ir_text(
    program: &hir::Program,
    name: &str,
    optimization: u8,
) -> Result<String, InternalError> {
    let machine = target_machine(optimization)?;
    let context = Context::create();
    let module = lower(&context, program, name, optimization, true, &machine)?;
    Ok(module.print_to_string().to_string())
}

/// A path for an intermediate file that no concurrent build will choose.
fn scratch_path(output: &Path, extension: &str) -> PathBuf {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let unique = COUNTER.fetch_add(1, Ordering::Relaxed);
    let name = format!(
        "{}.{}-{}.{extension}",
        output
            .file_name()
            .map(|name| name.to_string_lossy().into_owned())
            .unwrap_or_default(),
        std::process::id(),
        unique
    );
    output.with_file_name(name)
}

/// Compiles `path` as `options` ask: what `scriptc build` does.
pub fn build(path: &Path, options: &BuildOptions) -> Result<(), CompileError> {
    let (_files, program) = check_path(path)?;
    let runtime = match (&options.runtime, options.emit) {
        (Some(runtime), _) => Some(runtime.clone()),
        (None, Emit::Executable) => Some(link::find_runtime()?),
        (None, _) => None,
    };
    let machine = target_machine(options.optimization)?;
    let context = Context::create();
    let name = path
        .file_stem()
        .map(|stem| stem.to_string_lossy().into_owned())
        .unwrap_or_default();
    let module = lower(
        &context,
        &program,
        &name,
        options.optimization,
        options.verify,
        &machine,
    )?;
    let write_error = |error: String| {
        InternalError(format!(
            "cannot write {}: {error}",
            options.output.display()
        ))
    };
    match options.emit {
        Emit::LlvmIr => module
            .print_to_file(&options.output)
            .map_err(|e| write_error(e.to_string()))?,
        Emit::Assembly => machine
            .write_to_file(&module, FileType::Assembly, &options.output)
            .map_err(|e| write_error(e.to_string()))?,
        Emit::Object => machine
            .write_to_file(&module, FileType::Object, &options.output)
            .map_err(|e| write_error(e.to_string()))?,
        Emit::Executable => {
            let partitions = options
                .partitions
                .unwrap_or_else(|| partition::default_partitions(&module, options.optimization));
            let objects =
                partition::write_objects(module, partitions, options.optimization, &|suffix| {
                    scratch_path(&options.output, suffix)
                });
            let linked = objects.and_then(|objects: Vec<PathBuf>| {
                let linked = link::link(
                    &objects,
                    runtime.as_deref().unwrap_or(Path::new("")),
                    &options.output,
                );
                for object in &objects {
                    let _ = std::fs::remove_file(object);
                }
                linked
            });
            linked?;
        }
    }
    Ok(())
}
