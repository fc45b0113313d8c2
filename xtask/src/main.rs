//! Project automation, run as `cargo xtask <command>`:
//!
//! - `setup`: installs what is missing (LLVM 22 from Debian's packages, the
//!   pinned TypeScript under tests/, valgrind), explaining each step in one
//!   line;
//! - `demo`: builds the compiler, compiles `examples/wordfreq` (three modules
//!   reading the text file it ships), runs it and
//!   prints its output beside how long it and Node took;
//! - `test`: setup, then `cargo fmt --check`, clippy with `-D warnings`,
//!   every test, corpus included, and the reliability lanes: a fixed-seed
//!   batch of random programs against Node, a fixed-seed batch of mutated
//!   inputs through the front end, and the corpus under valgrind
//!   (`test --memcheck` runs only that lane);
//! - `fuzz [--frontend] [--seconds N] [--seed S] [--count N]`: the fuzzers
//!   at length (see `fuzz`);
//! - `bench [NAME...] [--runs N]`: the benchmark suite against Node and C
//!   (see `bench.rs`).
//!
//! This crate has no LLVM dependency so it builds in seconds.

mod bench;
mod compile_bench;
mod fuzz;
mod memcheck;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

pub(crate) type Result<T> = std::result::Result<T, String>;

fn main() -> ExitCode {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let result = match arguments.first().map(String::as_str) {
        Some("setup") => setup(),
        Some("demo") => setup().and_then(|()| demo()),
        Some("test") if arguments.get(1).map(String::as_str) == Some("--memcheck") => setup()
            .and_then(|()| build_compiler())
            .and_then(|()| memcheck::memcheck(None)),
        Some("test") => setup().and_then(|()| test()),
        Some("bench") => setup().and_then(|()| bench::bench(&arguments[1..])),
        Some("fuzz") => setup().and_then(|()| fuzz::fuzz(&arguments[1..])),
        _ => {
            eprintln!(
                "usage: cargo xtask <setup|demo|test [--memcheck]|bench [NAME...] [--runs N]|fuzz [--frontend] [--seconds N] [--seed S] [--count N]>"
            );
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("xtask: {message}");
            ExitCode::FAILURE
        }
    }
}

pub(crate) fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask/ has a parent")
        .to_path_buf()
}

pub(crate) fn step(message: &str) {
    eprintln!("==> {message}");
}

/// Runs a command, failing with its description when it fails.
pub(crate) fn run(command: &mut Command) -> Result<()> {
    let shown = format!("{command:?}");
    let status = command
        .status()
        .map_err(|error| format!("cannot run {shown}: {error}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{shown} failed ({status})"))
    }
}

const LLVM_PREFIX: &str = "/usr/lib/llvm-22";
const APT_PACKAGES: &[&str] = &[
    "llvm-22-dev",
    "libpolly-22-dev",
    "libzstd-dev",
    "valgrind",
    "tzdata",
];

/// What each Debian package provides, to tell whether it is installed
/// without asking dpkg (which a non-Debian machine lacks).
fn missing_packages() -> Vec<&'static str> {
    let provides = [
        ("llvm-22-dev", format!("{LLVM_PREFIX}/bin/llvm-config")),
        ("libpolly-22-dev", format!("{LLVM_PREFIX}/lib/libPolly.a")),
        ("libzstd-dev", "/usr/include/zstd.h".to_string()),
        ("valgrind", "/usr/bin/valgrind".to_string()),
        // The C library's time zones, for `Date`'s local time in corpus
        // programs run with `// @tz:` (Node carries its own).
        ("tzdata", "/usr/share/zoneinfo/America/New_York".to_string()),
    ];
    provides
        .iter()
        .filter(|(_, file)| !Path::new(file).exists())
        .map(|(package, _)| *package)
        .collect()
}

fn setup() -> Result<()> {
    let missing = missing_packages();
    if missing.is_empty() {
        step("LLVM 22, Polly, zstd and valgrind are installed");
    } else {
        step(&format!("installing {} with apt-get", missing.join(", ")));
        let is_root = Command::new("id")
            .arg("-u")
            .output()
            .map(|o| o.stdout == b"0\n")
            .unwrap_or(false);
        let sudo: &[&str] = if is_root { &[] } else { &["sudo", "-n"] };
        let apt = |arguments: &[&str]| {
            let mut command = Command::new(sudo.first().copied().unwrap_or("apt-get"));
            command.args(sudo.iter().skip(1)).args(if sudo.is_empty() {
                &[][..]
            } else {
                &["apt-get"][..]
            });
            command
                .args(arguments)
                .env("DEBIAN_FRONTEND", "noninteractive");
            command
        };
        run(&mut apt(&["update", "-q"])).map_err(|e| {
            format!("{e}\n  could not update the package lists: installing {APT_PACKAGES:?} needs root (or passwordless sudo) and network access to Debian's archive")
        })?;
        let mut install = apt(&["install", "-y", "-q", "--no-install-recommends"]);
        install.args(&missing);
        run(&mut install)
            .map_err(|e| format!("{e}\n  could not install {}", missing.join(", ")))?;
    }

    let tests = workspace().join("tests");
    let installed = tests.join("node_modules/typescript/package.json");
    let lock = tests.join("package-lock.json");
    let fresh = match (std::fs::metadata(&installed), std::fs::metadata(&lock)) {
        (Ok(a), Ok(b)) => a.modified().ok() >= b.modified().ok(),
        _ => false,
    };
    if fresh {
        step("TypeScript is installed under tests/node_modules");
    } else {
        step("installing the pinned TypeScript with npm ci (tests/package-lock.json)");
        run(Command::new("npm")
            .args(["ci", "--no-audit", "--no-fund", "--loglevel=error"])
            .current_dir(&tests))
        .map_err(|e| {
            format!("{e}\n  npm ci needs Node.js with npm and access to the npm registry")
        })?;
        // npm ci leaves old timestamps on the files it unpacks; mark the
        // install so the next run sees it as newer than the lockfile.
        let _ = std::fs::File::options()
            .append(true)
            .open(&installed)
            .and_then(|f| f.set_modified(std::time::SystemTime::now()));
    }
    Ok(())
}

/// Builds the compiler and the runtime archive (debug profile; the runtime
/// is always optimized).
pub(crate) fn build_compiler() -> Result<()> {
    step("building the compiler and the runtime archive");
    run(cargo()
        .args(["build", "-p", "scriptc", "-p", "scriptc_runtime"])
        .current_dir(workspace()))
}

/// Calls `work(0)`, `work(1)`, ... on one thread per core while
/// `more(index)` holds: the worker pool of the fuzz and memcheck lanes.
pub(crate) fn on_every_core(more: impl Fn(usize) -> bool + Sync, work: impl Fn(usize) + Sync) {
    let next = std::sync::atomic::AtomicUsize::new(0);
    // SCRIPTC_JOBS caps the workers, for a campaign run beside other work.
    let workers = std::env::var("SCRIPTC_JOBS")
        .ok()
        .and_then(|jobs| jobs.parse().ok())
        .filter(|&jobs: &usize| jobs > 0)
        .unwrap_or_else(|| {
            std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(2)
        });
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if !more(index) {
                        break;
                    }
                    work(index);
                }
            });
        }
    });
}

/// Builds the optimised compiler and the runtime archive beside it
/// (`target/release/`).
pub(crate) fn build_release_compiler() -> Result<()> {
    run(cargo()
        .args([
            "build",
            "--release",
            "-p",
            "scriptc",
            "-p",
            "scriptc_runtime",
        ])
        .current_dir(workspace()))
}

pub(crate) fn cargo() -> Command {
    Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
}

fn test() -> Result<()> {
    let root = workspace();
    step("cargo fmt --check");
    run(cargo()
        .args(["fmt", "--all", "--", "--check"])
        .current_dir(&root))?;
    step("cargo clippy --all-targets -- -D warnings");
    run(cargo()
        .args([
            "clippy",
            "--workspace",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ])
        .current_dir(&root))?;
    step("building the compiler and the runtime archive");
    run(cargo()
        .args(["build", "-p", "scriptc", "-p", "scriptc_runtime"])
        .current_dir(&root))?;
    step("cargo test (unit tests, corpus against Node, IR and diagnostics snapshots)");
    let mut command = cargo();
    command
        .args(["test", "--workspace"])
        .env("INSTA_UPDATE", "no")
        .current_dir(&root);
    let (passed, failed) = run_counting_tests(&mut command)?;
    // One closing line for the whole run: cargo's own last line is that of
    // whichever test binary ran last, often one without tests.
    println!("tests: {passed} passed, {failed} failed");
    fuzz_lanes()
}

/// The fixed-seed batches `cargo xtask test` runs (see `fuzz`): random
/// programs against Node, and mutated inputs through the front end.
const FUZZ_SEED: u64 = 20261130;
const FUZZ_PROGRAMS: usize = 600;
/// The differential batch stops here if the machine is slow: CI must end
/// well inside its limit.
const FUZZ_SECONDS: u64 = 420;
const FUZZ_INPUTS: usize = 5000;

fn fuzz_lanes() -> Result<()> {
    let summary = fuzz::differential(FUZZ_SEED, FUZZ_PROGRAMS, FUZZ_SECONDS, true)?;
    if summary.findings > 0 || summary.rejected > 0 {
        return Err(format!(
            "differential fuzzing: {} of {} programs differ from Node or break the compiler, {} are rejected (reproducers in target/fuzz/findings)",
            summary.findings, summary.ran, summary.rejected
        ));
    }
    fuzz::mutate::frontend(FUZZ_SEED, FUZZ_INPUTS, u64::MAX)?;
    memcheck::memcheck(None)
}

/// Runs `cargo test`, echoing its output, and adds up the counts of its
/// `test result:` lines.
fn run_counting_tests(command: &mut Command) -> Result<(usize, usize)> {
    use std::io::{BufRead, BufReader};
    let shown = format!("{command:?}");
    let mut child = command
        .stdout(std::process::Stdio::piped())
        .spawn()
        .map_err(|error| format!("cannot run {shown}: {error}"))?;
    let stdout = child.stdout.take().ok_or("no stdout")?;
    let (mut passed, mut failed) = (0, 0);
    for line in BufReader::new(stdout).lines() {
        let line = line.map_err(|error| error.to_string())?;
        println!("{line}");
        if let Some(result) = line.strip_prefix("test result: ") {
            passed += count_in_result(result, "passed");
            failed += count_in_result(result, "failed");
        }
    }
    let status = child.wait().map_err(|error| error.to_string())?;
    if !status.success() {
        println!("tests: {passed} passed, {failed} failed");
        return Err(format!("{shown} failed ({status})"));
    }
    Ok((passed, failed))
}

/// The number before `word` in `ok. 6 passed; 0 failed; ...`.
fn count_in_result(result: &str, word: &str) -> usize {
    result
        .split(';')
        .find_map(|part| {
            let number = part.trim().strip_suffix(word)?.trim();
            number.rsplit(' ').next()?.parse().ok()
        })
        .unwrap_or(0)
}

/// Median wall time of `runs` executions of a command.
fn median_time(runs: usize, mut make: impl FnMut() -> Command) -> Result<Duration> {
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs {
        let started = Instant::now();
        let output = make().output().map_err(|e| format!("cannot run: {e}"))?;
        if !output.status.success() {
            return Err(format!(
                "the program failed: {}",
                String::from_utf8_lossy(&output.stderr)
            ));
        }
        times.push(started.elapsed());
    }
    times.sort();
    Ok(times[runs / 2])
}

fn demo() -> Result<()> {
    let root = workspace();
    step("building the compiler");
    run(cargo()
        .args(["build", "-p", "scriptc", "-p", "scriptc_runtime"])
        .current_dir(&root))?;
    let work = root.join("target/demo");
    std::fs::create_dir_all(&work).map_err(|e| e.to_string())?;
    // A program of three modules that reads the text file it ships (and a
    // JSON settings file beside it), named on the command line.
    let directory = root.join("examples/wordfreq");
    let example = directory.join("main.ts");
    let binary = work.join("wordfreq");
    step("compiling examples/wordfreq/main.ts (three modules) with scriptc");
    let started = Instant::now();
    run(Command::new(root.join("target/debug/scriptc"))
        .arg("build")
        .arg(&example)
        .arg("-o")
        .arg(&binary))?;
    let compile_time = started.elapsed();

    step("transpiling it with tsc for Node");
    let tsc = root.join("tests/node_modules/typescript/bin/tsc");
    let scripts = work.join("wordfreq-js");
    run(Command::new("node")
        .arg(&tsc)
        .args([
            "--strict", "--target", "ES2022", "--module", "commonjs", "--types", "node",
        ])
        .arg("--typeRoots")
        .arg(root.join("tests/node_modules/@types"))
        .arg("--outDir")
        .arg(&scripts)
        .arg(&example))?;
    let script = scripts.join("main.js");
    let arguments = ["input.txt"];

    let output = Command::new(&binary)
        .args(arguments)
        .current_dir(&directory)
        .output()
        .map_err(|e| e.to_string())?;
    let node_output = Command::new("node")
        .arg(&script)
        .args(arguments)
        .current_dir(&directory)
        .output()
        .map_err(|e| e.to_string())?;
    println!("--- output of the scriptc binary ---");
    print!("{}", String::from_utf8_lossy(&output.stdout));
    println!("------------------------------------");
    let same = output.stdout == node_output.stdout;
    println!("same output as Node: {}", if same { "yes" } else { "NO" });
    let ours = median_time(5, || {
        let mut command = Command::new(&binary);
        command.args(arguments).current_dir(&directory);
        command
    })?;
    let theirs = median_time(5, || {
        let mut command = Command::new("node");
        command.arg(&script).args(arguments).current_dir(&directory);
        command
    })?;
    let size = std::fs::metadata(&binary).map(|m| m.len()).unwrap_or(0);
    println!(
        "compile time: {:.0} ms   binary size: {} KiB",
        compile_time.as_secs_f64() * 1e3,
        size / 1024
    );
    println!(
        "median of 5 runs: scriptc {:.1} ms, node {:.1} ms ({:.1}x)",
        ours.as_secs_f64() * 1e3,
        theirs.as_secs_f64() * 1e3,
        theirs.as_secs_f64() / ours.as_secs_f64().max(1e-9)
    );
    if same {
        Ok(())
    } else {
        Err("the binary's output differs from Node's".into())
    }
}
