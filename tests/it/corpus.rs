//! The differential corpus: every program under `corpus/` must be valid
//! under `tsc --strict`, and the scriptc binary must print byte for byte
//! what Node prints for tsc's JavaScript (stdout and exit status; stderr too
//! when the program exits 0).
//!
//! Node's results are cached under `target/corpus-cache`, keyed by the
//! program text and the Node and TypeScript versions. Set
//! `SCRIPTC_CORPUS_FILTER` to run only programs whose name contains it.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use scriptc::driver::{self, BuildOptions, CompileError, Emit};

use crate::support;

/// A program of the corpus: a file `corpus/NAME.ts`, or a directory
/// `corpus/NAME/` whose entry is `main.ts`.
struct Program {
    name: String,
    /// The entry file.
    entry: PathBuf,
    /// Every file of the program, relative to `corpus/`.
    files: Vec<PathBuf>,
    /// All source text, for the cache key.
    text: String,
    expected_exit: i32,
    /// `// @args: a b c`: the command-line arguments, split at spaces.
    arguments: Vec<String>,
    /// `// @stdin: file`: a file of the program's directory given as
    /// standard input (else standard input is empty).
    stdin: Option<PathBuf>,
    /// `// @tz: Area/City`: the time zone the program runs in (`TZ`).
    time_zone: Option<String>,
    /// The program's directory, for a directory program: its files other
    /// than `.ts` ones are copied into the directory it runs in.
    directory: Option<PathBuf>,
}

/// What running a program produced.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Outcome {
    stdout: String,
    stderr: String,
    status: i32,
}

const TIMEOUT: Duration = Duration::from_secs(60);

fn collect_programs(corpus: &Path) -> Vec<Program> {
    let filter = std::env::var("SCRIPTC_CORPUS_FILTER").unwrap_or_default();
    let mut entries: Vec<_> = std::fs::read_dir(corpus)
        .expect("corpus/ exists")
        .flatten()
        .map(|e| e.path())
        .collect();
    entries.sort();
    let mut programs = Vec::new();
    for path in entries {
        let name = path
            .file_stem()
            .expect("file name")
            .to_string_lossy()
            .into_owned();
        if !name.contains(&filter) {
            continue;
        }
        let (entry, files) = if path.is_dir() {
            let mut files = Vec::new();
            collect_ts_files(&path, corpus, &mut files);
            (path.join("main.ts"), files)
        } else if path.extension().is_some_and(|e| e == "ts") {
            (
                path.clone(),
                vec![
                    path.strip_prefix(corpus)
                        .expect("inside corpus")
                        .to_path_buf(),
                ],
            )
        } else {
            continue;
        };
        let mut text = String::new();
        for file in &files {
            text.push_str(&file.to_string_lossy());
            text.push('\0');
            text.push_str(
                &std::fs::read_to_string(corpus.join(file)).expect("readable corpus file"),
            );
        }
        let directory = path.is_dir().then(|| path.clone());
        if let Some(directory) = &directory {
            for data in data_files(directory) {
                text.push_str(&data.to_string_lossy());
                text.push('\0');
                text.push_str(&String::from_utf8_lossy(
                    &std::fs::read(directory.join(&data)).expect("readable data file"),
                ));
            }
        }
        let directive = |name: &str| {
            std::fs::read_to_string(&entry)
                .unwrap_or_default()
                .lines()
                .take(5)
                .find_map(|line| {
                    line.trim()
                        .strip_prefix(name)
                        .map(|value| value.trim().to_string())
                })
        };
        let arguments = directive("// @args:")
            .map(|value| value.split_whitespace().map(str::to_string).collect())
            .unwrap_or_default();
        let stdin = directive("// @stdin:").map(|file| {
            directory
                .as_ref()
                .expect("`// @stdin:` names a file of a directory program")
                .join(file)
        });
        let time_zone = directive("// @tz:");
        let expected_exit = std::fs::read_to_string(&entry)
            .unwrap_or_default()
            .lines()
            .take(5)
            .find_map(|line| {
                line.trim()
                    .strip_prefix("// @exit:")
                    .map(|v| v.trim().parse().expect("@exit: N"))
            })
            .unwrap_or(0);
        programs.push(Program {
            name,
            entry,
            files,
            text,
            expected_exit,
            arguments,
            stdin,
            time_zone,
            directory,
        });
    }
    programs
}

fn collect_ts_files(directory: &Path, corpus: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(directory)
        .expect("readable")
        .flatten()
        .map(|e| e.path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            collect_ts_files(&path, corpus, out);
        } else if path.extension().is_some_and(|e| e == "ts") {
            out.push(
                path.strip_prefix(corpus)
                    .expect("inside corpus")
                    .to_path_buf(),
            );
        }
    }
}

/// The files of a directory program other than its TypeScript, relative
/// to its directory: the data it reads.
fn data_files(directory: &Path) -> Vec<PathBuf> {
    let mut entries: Vec<_> = std::fs::read_dir(directory)
        .expect("readable")
        .flatten()
        .map(|e| e.path())
        .filter(|path| path.is_file() && path.extension().is_none_or(|e| e != "ts"))
        .map(|path| path.strip_prefix(directory).expect("inside").to_path_buf())
        .collect();
    entries.sort();
    entries
}

/// Runs `command` as `program` runs: with its arguments and standard
/// input, in a fresh directory `run` holding its data files.
fn run_program(program: &Program, command: &mut Command, run: &Path) -> Outcome {
    let _ = std::fs::remove_dir_all(run);
    std::fs::create_dir_all(run).expect("run directory");
    if let Some(directory) = &program.directory {
        for data in data_files(directory) {
            std::fs::copy(directory.join(&data), run.join(&data)).expect("copy data file");
        }
    }
    command.args(&program.arguments).current_dir(run);
    if let Some(zone) = &program.time_zone {
        command.env("TZ", zone);
    }
    let stdin = match &program.stdin {
        Some(file) => Stdio::from(std::fs::File::open(file).expect("`// @stdin:` file")),
        None => Stdio::null(),
    };
    let outcome = run_with_timeout(command.stdin(stdin));
    let _ = std::fs::remove_dir_all(run);
    outcome
}

/// Runs a command with a time limit, capturing its output. Standard input
/// is whatever the command was given (empty unless set).
fn run_with_timeout(command: &mut Command) -> Outcome {
    let mut child = command
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|error| panic!("cannot start {command:?}: {error}"));
    let mut stdout_pipe = child.stdout.take().expect("stdout");
    let mut stderr_pipe = child.stderr.take().expect("stderr");
    let stdout_reader = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = stdout_pipe.read_to_end(&mut bytes);
        bytes
    });
    let stderr_reader = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = stderr_pipe.read_to_end(&mut bytes);
        bytes
    });
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        if started.elapsed() > TIMEOUT {
            let _ = child.kill();
            break child.wait().expect("wait after kill");
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let timed_out = started.elapsed() > TIMEOUT;
    let stdout = String::from_utf8_lossy(&stdout_reader.join().expect("reader")).into_owned();
    let mut stderr = String::from_utf8_lossy(&stderr_reader.join().expect("reader")).into_owned();
    if timed_out {
        stderr.push_str("\n[timed out]\n");
    }
    let status = status.code().unwrap_or_else(|| {
        use std::os::unix::process::ExitStatusExt;
        128 + status.signal().unwrap_or(0)
    });
    Outcome {
        stdout,
        stderr,
        status,
    }
}

fn tool_version(program: &str, arguments: &[&str]) -> String {
    let output = Command::new(program)
        .args(arguments)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {program}: {e}"));
    String::from_utf8_lossy(&output.stdout).trim().to_string()
}

fn fnv1a(text: &str) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in text.bytes() {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

struct Reference {
    tsc: PathBuf,
    cache: PathBuf,
    versions: String,
}

impl Reference {
    fn new() -> Reference {
        let workspace = support::workspace();
        let tsc = workspace.join("tests/node_modules/typescript/bin/tsc");
        assert!(
            tsc.is_file(),
            "TypeScript is not installed under tests/node_modules: run `cargo xtask setup` (or `npm ci` in tests/)"
        );
        let node = tool_version("node", &["--version"]);
        let typescript = tool_version("node", &[tsc.to_str().expect("utf-8 path"), "--version"]);
        let cache = support::target_directory().join("corpus-cache");
        std::fs::create_dir_all(&cache).expect("cache directory");
        Reference {
            tsc,
            cache,
            versions: format!("{node} {typescript}"),
        }
    }

    fn key(&self, program: &Program) -> PathBuf {
        self.cache.join(format!(
            "{:016x}",
            fnv1a(&format!("{}\0{}", self.versions, program.text))
        ))
    }

    fn cached(&self, program: &Program) -> Option<Outcome> {
        let directory = self.key(program);
        let status = std::fs::read_to_string(directory.join("status"))
            .ok()?
            .trim()
            .parse()
            .ok()?;
        Some(Outcome {
            stdout: std::fs::read_to_string(directory.join("stdout")).ok()?,
            stderr: std::fs::read_to_string(directory.join("stderr")).ok()?,
            status,
        })
    }

    fn store(&self, program: &Program, outcome: &Outcome) {
        let directory = self.key(program);
        std::fs::create_dir_all(&directory).expect("cache entry");
        std::fs::write(directory.join("stdout"), &outcome.stdout).expect("cache write");
        std::fs::write(directory.join("stderr"), &outcome.stderr).expect("cache write");
        std::fs::write(directory.join("status"), outcome.status.to_string()).expect("cache write");
    }

    /// Type-checks and transpiles the uncached programs with one tsc run,
    /// then runs each under Node. Returns, per program, Node's outcome or
    /// the tsc errors that make it invalid.
    fn outcomes(&self, programs: &[Program], corpus: &Path) -> Vec<Result<Outcome, String>> {
        let mut results: Vec<Option<Result<Outcome, String>>> =
            programs.iter().map(|p| self.cached(p).map(Ok)).collect();
        let missing: Vec<usize> = (0..programs.len())
            .filter(|&i| results[i].is_none())
            .collect();
        if missing.is_empty() {
            return results.into_iter().map(|r| r.expect("filled")).collect();
        }
        let work = support::target_directory().join(format!("corpus-work-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&work);
        let sources = work.join("src");
        for &index in &missing {
            for file in &programs[index].files {
                let destination = sources.join(file);
                std::fs::create_dir_all(destination.parent().expect("parent")).expect("work dir");
                std::fs::copy(corpus.join(file), destination).expect("copy corpus file");
            }
        }
        let type_roots = support::workspace().join("tests/node_modules/@types");
        let config = format!(
            r#"{{
  "compilerOptions": {{
    "strict": true,
    "target": "ES2022",
    "module": "commonjs",
    "moduleDetection": "force",
    "esModuleInterop": true,
    "lib": ["ES2023"],
    "types": ["node"],
    "typeRoots": [{type_roots:?}],
    "rootDir": ".",
    "outDir": "../out",
    "skipLibCheck": true
  }},
  "include": ["**/*.ts"]
}}"#
        );
        std::fs::write(sources.join("tsconfig.json"), config).expect("tsconfig");
        let tsc = Command::new("node")
            .arg(&self.tsc)
            .args(["-p", "tsconfig.json", "--pretty", "false"])
            .current_dir(&sources)
            .output()
            .expect("run tsc");
        let tsc_output = String::from_utf8_lossy(&tsc.stdout).into_owned();
        // tsc errors that name no program (a broken configuration) fail
        // every program rather than passing them unchecked.
        let attributed = tsc_output.lines().any(|line| {
            missing
                .iter()
                .any(|&index| line.starts_with(&tsc_prefix(&programs[index], corpus)))
        });

        let node_results: Mutex<Vec<(usize, Result<Outcome, String>)>> = Mutex::new(Vec::new());
        let next = AtomicUsize::new(0);
        std::thread::scope(|scope| {
            for _ in 0..parallelism() {
                scope.spawn(|| {
                    loop {
                        let position = next.fetch_add(1, Ordering::Relaxed);
                        let Some(&index) = missing.get(position) else {
                            break;
                        };
                        let program = &programs[index];
                        let errors: Vec<&str> = tsc_output
                            .lines()
                            .filter(|line| line.starts_with(&tsc_prefix(program, corpus)))
                            .collect();
                        let result = if !errors.is_empty() {
                            Err(format!(
                                "tsc --strict rejects the program:\n{}",
                                errors.join("\n")
                            ))
                        } else if !tsc.status.success() && !attributed {
                            Err(format!("tsc failed:\n{tsc_output}"))
                        } else {
                            let relative =
                                program.entry.strip_prefix(corpus).expect("inside corpus");
                            let script = work.join("out").join(relative).with_extension("js");
                            let run = work.join("run").join(&program.name);
                            let outcome =
                                run_program(program, Command::new("node").arg(&script), &run);
                            match racing_timers(program, &outcome, &script, &run) {
                                Some(problem) => Err(problem),
                                None => {
                                    self.store(program, &outcome);
                                    Ok(outcome)
                                }
                            }
                        };
                        node_results.lock().expect("lock").push((index, result));
                    }
                });
            }
        });
        for (index, result) in node_results.into_inner().expect("lock") {
            results[index] = Some(result);
        }
        let _ = std::fs::remove_dir_all(&work);
        results
            .into_iter()
            .map(|r| r.expect("every program has a result"))
            .collect()
    }
}

/// A program that uses timers runs under Node twice more: when Node itself
/// prints different things from run to run (timers of nearby delays whose
/// order depends on how long start-up took), the program cannot be an
/// oracle, and says so instead of failing scriptc now and then.
fn racing_timers(program: &Program, first: &Outcome, script: &Path, run: &Path) -> Option<String> {
    let timers = ["setTimeout", "setInterval", "setImmediate"];
    if !timers.iter().any(|name| program.text.contains(name)) {
        return None;
    }
    for _ in 0..2 {
        let again = run_program(program, Command::new("node").arg(script), run);
        if again.stdout != first.stdout || again.status != first.status {
            return Some(format!(
                "Node prints different output from run to run (timers racing):\n{}",
                support::unified_diff(
                    &first.stdout,
                    &again.stdout,
                    "first node run",
                    "another node run"
                )
            ));
        }
    }
    None
}

/// `corpus/KNOWN_FAILURES`: program name to reason.
fn known_failures(corpus: &Path) -> std::collections::BTreeMap<String, String> {
    let text = std::fs::read_to_string(corpus.join("KNOWN_FAILURES")).unwrap_or_default();
    text.lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .filter_map(|line| line.split_once(':'))
        .map(|(name, reason)| (name.trim().to_string(), reason.trim().to_string()))
        .collect()
}

/// How tsc's error lines begin for a program: `NAME.ts(` for a file,
/// `NAME/` for a directory.
fn tsc_prefix(program: &Program, corpus: &Path) -> String {
    if program.entry.parent() == Some(corpus) {
        format!("{}.ts(", program.name)
    } else {
        format!("{}/", program.name)
    }
}

fn parallelism() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(2)
}

/// Builds and runs one program with scriptc, returning its outcome or why
/// it could not be built.
fn run_scriptc(
    program: &Program,
    runtime: &Path,
    binaries: &Path,
    optimization: u8,
) -> Result<Outcome, String> {
    let output = binaries.join(&program.name);
    let options = BuildOptions {
        emit: Emit::Executable,
        optimization,
        verify: true,
        output: output.clone(),
        runtime: Some(runtime.to_path_buf()),
        // Every program goes through the split code generation large
        // programs use (two objects, two threads), so it is tested on all
        // of them; small programs elsewhere take the one-object path.
        partitions: Some(2),
    };
    match driver::build(&program.entry, &options) {
        Ok(()) => Ok(run_program(
            program,
            &mut Command::new(&output),
            &binaries.join("run").join(&program.name),
        )),
        Err(CompileError::Invalid { rendered, .. }) => {
            Err(format!("scriptc rejected the program:\n{rendered}"))
        }
        Err(CompileError::Internal(error)) => Err(format!("{error}")),
    }
}

/// Runs the built program again under `SCRIPTC_RC_AUDIT=1`: it must print
/// the same stdout and exit the same way, and (when it exits normally)
/// leave no object alive.
fn audit(program: &Program, expected: &Outcome, binaries: &Path) -> Option<String> {
    let audited = run_program(
        program,
        Command::new(binaries.join(&program.name))
            .env("SCRIPTC_RC_AUDIT", "1")
            .env("SCRIPTC_POISON_FREED", "1"),
        &binaries.join("run-audit").join(&program.name),
    );
    if audited.stdout == expected.stdout && audited.status == expected.status {
        return None;
    }
    let mut problems = String::from("under SCRIPTC_RC_AUDIT=1:\n");
    if audited.stdout != expected.stdout {
        problems.push_str(&support::unified_diff(
            &expected.stdout,
            &audited.stdout,
            "node stdout",
            "audited stdout",
        ));
    }
    problems.push_str(&format!(
        "exit status: node {}, audited scriptc {}\nstderr:\n{}\n",
        expected.status, audited.status, audited.stderr
    ));
    Some(problems)
}

/// Builds the program again at `-O0` and runs it: LLVM's optimizations
/// must not be what makes a program right (undefined behaviour in the
/// emitted IR, such as a read of an uninitialised value, shows up as a
/// difference between the two builds).
fn unoptimized(
    program: &Program,
    expected: &Outcome,
    runtime: &Path,
    binaries: &Path,
) -> Option<String> {
    let directory = binaries.join("O0");
    std::fs::create_dir_all(&directory).expect("binary directory");
    match run_scriptc(program, runtime, &directory, 0) {
        Err(error) => Some(format!("at -O0: {error}")),
        Ok(actual) => {
            compare(program, expected, &actual).map(|problem| format!("at -O0:\n{problem}"))
        }
    }
}

fn compare(program: &Program, expected: &Outcome, actual: &Outcome) -> Option<String> {
    let mut problems = String::new();
    if expected.status != program.expected_exit {
        problems.push_str(&format!(
            "Node exited with {} but the program declares `// @exit: {}`\nNode's stderr:\n{}\n",
            expected.status, program.expected_exit, expected.stderr
        ));
    }
    if expected.stdout != actual.stdout {
        problems.push_str(&support::unified_diff(
            &expected.stdout,
            &actual.stdout,
            "node stdout",
            "scriptc stdout",
        ));
    }
    if expected.status != actual.status {
        problems.push_str(&format!(
            "exit status: node {}, scriptc {}\n",
            expected.status, actual.status
        ));
        if !actual.stderr.is_empty() {
            problems.push_str(&format!("scriptc stderr:\n{}\n", actual.stderr));
        }
    }
    if expected.status == 0 && expected.stderr != actual.stderr {
        problems.push_str(&support::unified_diff(
            &expected.stderr,
            &actual.stderr,
            "node stderr",
            "scriptc stderr",
        ));
    }
    (!problems.is_empty()).then_some(problems)
}

#[test]
fn corpus_matches_node() {
    let corpus = support::workspace().join("corpus");
    let programs = collect_programs(&corpus);
    assert!(
        !programs.is_empty() || std::env::var("SCRIPTC_CORPUS_FILTER").is_ok(),
        "the corpus is empty"
    );
    let reference = Reference::new();
    let expected = reference.outcomes(&programs, &corpus);
    let runtime = support::runtime_archive();
    let binaries = support::target_directory().join("corpus-bin");
    std::fs::create_dir_all(&binaries).expect("binary directory");

    let failures: Mutex<Vec<(String, String)>> = Mutex::new(Vec::new());
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..parallelism() {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(program) = programs.get(index) else {
                        break;
                    };
                    let problem = match (
                        &expected[index],
                        run_scriptc(program, &runtime, &binaries, 2),
                    ) {
                        (Err(invalid), _) => Some(invalid.clone()),
                        (Ok(_), Err(error)) => Some(error),
                        (Ok(expected), Ok(actual)) => compare(program, expected, &actual)
                            .or_else(|| audit(program, expected, &binaries))
                            .or_else(|| unoptimized(program, expected, &runtime, &binaries)),
                    };
                    if let Some(problem) = problem {
                        failures
                            .lock()
                            .expect("lock")
                            .push((program.name.clone(), problem));
                    }
                }
            });
        }
    });
    let mut failures = failures.into_inner().expect("lock");
    failures.sort();
    // Known failures are expected to fail; one that passes must leave the
    // list, so the list only shrinks.
    let known = known_failures(&corpus);
    let mut unexpected_passes = Vec::new();
    for name in known.keys() {
        let ran = programs.iter().any(|program| &program.name == name);
        let failed = failures.iter().any(|(failed, _)| failed == name);
        if ran && !failed {
            unexpected_passes.push(name.clone());
        }
    }
    failures.retain(|(name, _)| !known.contains_key(name));
    assert!(
        unexpected_passes.is_empty(),
        "these programs now match Node: remove them from corpus/KNOWN_FAILURES: {}",
        unexpected_passes.join(", ")
    );
    for (name, problem) in &failures {
        eprintln!("---- corpus/{name} ----\n{problem}");
    }
    let known_failing = known
        .keys()
        .filter(|name| programs.iter().any(|program| &&program.name == name))
        .count();
    println!(
        "corpus: {} passed, {} failed, {} known failures (corpus/KNOWN_FAILURES)",
        programs.len() - failures.len() - known_failing,
        failures.len(),
        known_failing
    );
    assert!(
        failures.is_empty(),
        "{} of {} corpus programs differ from Node: {}",
        failures.len(),
        programs.len(),
        failures
            .iter()
            .map(|(name, _)| name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    );
}
