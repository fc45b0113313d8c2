//! The `scriptc` command: build, run and check TypeScript programs.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use scriptc::driver::{self, BuildOptions, CompileError, Emit};

/// Compile TypeScript to a small, fast native executable.
///
/// scriptc accepts a statically typed subset of TypeScript and produces a
/// binary that prints exactly what `node` prints for the same program.
#[derive(Parser)]
#[command(
    name = "scriptc",
    version,
    about = "Compile TypeScript to a small, fast native executable that prints what Node prints",
    after_help = "Examples:\n  scriptc build app.ts              writes the executable ./app\n  \
                  scriptc build app.ts -o bin/app -O3\n  \
                  scriptc run app.ts -- input.txt    build (cached) and run with arguments\n  \
                  scriptc check app.ts               report type errors only"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Compile a program into an executable (or object, IR, assembly).
    Build {
        /// The program's entry file, e.g. `app.ts`.
        file: PathBuf,
        /// Where to write the output [default: the file name without `.ts`].
        #[arg(short = 'o', long = "output", value_name = "OUT")]
        output: Option<PathBuf>,
        /// What to produce.
        #[arg(long, value_enum, default_value_t = EmitKind::Exe)]
        emit: EmitKind,
        /// Optimization level, like a C compiler's: -O0, -O1, -O2 (default), -O3.
        #[arg(short = 'O', value_name = "LEVEL", default_value_t = 2, value_parser = clap::value_parser!(u8).range(0..=3))]
        optimization: u8,
        /// Check the generated LLVM IR with LLVM's verifier.
        #[arg(long)]
        verify: bool,
    },
    /// Compile a program (cached) and run it, passing ARGS to it.
    Run {
        /// The program's entry file.
        file: PathBuf,
        /// Arguments for the program, after `--`.
        #[arg(last = true)]
        args: Vec<String>,
    },
    /// Type-check a program without producing anything.
    Check {
        /// The program's entry file.
        file: PathBuf,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum EmitKind {
    /// A native executable.
    Exe,
    /// An object file to link yourself (with the runtime archive).
    Obj,
    /// LLVM IR text.
    LlvmIr,
    /// Assembly text.
    Asm,
}

/// The compiler thread's stack: 1 GiB of address space, touched only as deep
/// as the program's nesting goes.
const COMPILER_STACK_SIZE: usize = 1 << 30;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => {
            let _ = error.print();
            return if error.use_stderr() {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    // A bug in the compiler must read as one, not as a Rust backtrace.
    std::panic::set_hook(Box::new(|info| {
        // The parser's own assertions on malformed input are caught and
        // reported as syntax errors (see `syntax::parse`).
        if info
            .location()
            .is_some_and(|location| location.file().contains("swc_ecma_parser"))
        {
            return;
        }
        let message = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic".to_string());
        let location = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        eprintln!("internal compiler error: {message}{location}");
    }));
    // Parsing and checking recurse over the program's nesting; a large
    // stack (reserved, not committed) lets deeply nested code compile.
    let worker = std::thread::Builder::new()
        .name("scriptc".into())
        .stack_size(COMPILER_STACK_SIZE)
        .spawn(move || std::panic::catch_unwind(|| run(cli)));
    match worker.map(|handle| handle.join()) {
        Ok(Ok(Ok(code))) => code,
        Ok(_) => ExitCode::from(101),
        Err(error) => {
            eprintln!("internal compiler error: cannot start the compiler thread: {error}");
            ExitCode::from(101)
        }
    }
}

fn run(cli: Cli) -> ExitCode {
    match cli.command {
        Command::Build {
            file,
            output,
            emit,
            optimization,
            verify,
        } => {
            let (emit, extension) = match emit {
                EmitKind::Exe => (Emit::Executable, None),
                EmitKind::Obj => (Emit::Object, Some("o")),
                EmitKind::LlvmIr => (Emit::LlvmIr, Some("ll")),
                EmitKind::Asm => (Emit::Assembly, Some("s")),
            };
            let output = output.unwrap_or_else(|| default_output(&file, extension));
            let options = BuildOptions {
                emit,
                optimization,
                verify,
                output,
                runtime: None,
                partitions: None,
            };
            report(driver::build(&file, &options))
        }
        Command::Check { file } => report(driver::check_path(&file).map(|_| ())),
        Command::Run { file, args } => {
            let output = match cached_output(&file) {
                Ok(output) => output,
                Err(message) => {
                    eprintln!("error: {message}");
                    return ExitCode::FAILURE;
                }
            };
            let options = BuildOptions {
                emit: Emit::Executable,
                optimization: 2,
                verify: false,
                output: output.clone(),
                runtime: None,
                partitions: None,
            };
            if let Err(error) = driver::build(&file, &options) {
                return report(Err(error));
            }
            run_program(&output, &args)
        }
    }
}

/// Prints errors and picks the exit status: 1 for errors in the program,
/// 101 for errors in the compiler.
fn report(result: Result<(), CompileError>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(CompileError::Invalid { rendered, .. }) => {
            eprint!("{rendered}");
            ExitCode::FAILURE
        }
        Err(CompileError::Internal(error)) => {
            eprintln!("{error}");
            ExitCode::from(101)
        }
    }
}

fn default_output(file: &Path, extension: Option<&str>) -> PathBuf {
    let stem = file
        .file_stem()
        .map(|stem| stem.to_os_string())
        .unwrap_or_else(|| "a.out".into());
    let mut output = file.with_file_name(stem);
    if let Some(extension) = extension {
        output.set_extension(extension);
    }
    output
}

/// Where `scriptc run` keeps the executable for `file`: one per source
/// path, under the user's cache directory.
fn cached_output(file: &Path) -> Result<PathBuf, String> {
    let base = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cache")))
        .unwrap_or_else(std::env::temp_dir)
        .join("scriptc")
        .join("run");
    let absolute = std::path::absolute(file).unwrap_or_else(|_| file.to_path_buf());
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in absolute.to_string_lossy().bytes() {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
    }
    let directory = base.join(format!("{hash:016x}"));
    std::fs::create_dir_all(&directory).map_err(|error| {
        format!(
            "cannot create the cache directory {}: {error}",
            directory.display()
        )
    })?;
    let stem = file
        .file_stem()
        .map(|stem| stem.to_os_string())
        .unwrap_or_else(|| "program".into());
    Ok(directory.join(stem))
}

/// Runs the built program with `args` and exits as it exited.
fn run_program(program: &Path, args: &[String]) -> ExitCode {
    match std::process::Command::new(program).args(args).status() {
        Ok(status) => {
            if let Some(code) = status.code() {
                return ExitCode::from(code as u8);
            }
            #[cfg(unix)]
            {
                use std::os::unix::process::ExitStatusExt;
                if let Some(signal) = status.signal() {
                    return ExitCode::from(128 + signal as u8);
                }
            }
            ExitCode::FAILURE
        }
        Err(error) => {
            eprintln!("error: cannot run {}: {error}", program.display());
            ExitCode::FAILURE
        }
    }
}
