//! `cargo xtask fuzz`: differential fuzzing against Node, and front-end
//! robustness.
//!
//! - `cargo xtask fuzz [--seconds N] [--seed S] [--count N] [--release]`: random
//!   programs (see `generate`) compiled with scriptc and run beside Node;
//!   a difference in output or exit status, a compiler failure or a crash
//!   is reduced (statements deleted while it still differs) and written to
//!   `target/fuzz/findings/`. `--typecheck` also checks the batch with
//!   `tsc --strict`.
//! - `cargo xtask fuzz --frontend [--seconds N] [--seed S] [--count N]`:
//!   corpus programs mutated (byte flips, truncation, deleted and
//!   duplicated tokens, random Unicode) and random bytes, fed to `scriptc
//!   check` (and some to `scriptc build`): the only acceptable outcomes are
//!   success or diagnostics with exit status 1, within a time bound.
//!
//! `cargo xtask test` runs a fixed-seed batch of each.

pub mod generate;
pub mod mutate;
mod reduce;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::{Result, step, workspace};

/// What one run of a program gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub stdout: String,
    pub status: i32,
}

/// How long a program (or the compiler on one input) may take.
const TIME_LIMIT: Duration = Duration::from_secs(20);

/// Runs a command with a time limit; `None` when it had to be killed.
pub fn run_limited(command: &mut Command, limit: Duration) -> Option<(Outcome, String)> {
    use std::io::Read;
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    let mut stdout = child.stdout.take()?;
    let mut stderr = child.stderr.take()?;
    let out = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = stdout.read_to_end(&mut bytes);
        bytes
    });
    let err = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = stderr.read_to_end(&mut bytes);
        bytes
    });
    let started = Instant::now();
    let status = loop {
        if let Ok(Some(status)) = child.try_wait() {
            break Some(status);
        }
        if started.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    let stdout = String::from_utf8_lossy(&out.join().unwrap_or_default()).into_owned();
    let stderr = String::from_utf8_lossy(&err.join().unwrap_or_default()).into_owned();
    let status = status?;
    let code = status.code().unwrap_or_else(|| {
        use std::os::unix::process::ExitStatusExt;
        128 + status.signal().unwrap_or(0)
    });
    Some((
        Outcome {
            stdout,
            status: code,
        },
        stderr,
    ))
}

/// The compiler binary the lanes drive: `SCRIPTC_FUZZ_COMPILER` if set
/// (a copy kept apart, so a long campaign can run while the tree is
/// rebuilt), else the workspace's build.
pub fn compiler() -> PathBuf {
    if let Some(path) = std::env::var_os("SCRIPTC_FUZZ_COMPILER") {
        return PathBuf::from(path);
    }
    let profile = if RELEASE.load(Ordering::Relaxed) {
        "release"
    } else {
        "debug"
    };
    workspace().join("target").join(profile).join("scriptc")
}

/// `--release`: the campaign uses the optimised compiler (it compiles
/// about three times as fast; the programs it builds are the same).
static RELEASE: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// How a generated program fared.
#[derive(Debug)]
pub enum Verdict {
    Same,
    /// scriptc reported errors: the first line.
    Rejected(String),
    /// A difference worth a reproducer.
    Finding(String),
}

/// Compiles `program` with scriptc and runs it beside Node, in `work`.
pub fn judge(program: &generate::Program, work: &Path, name: &str) -> Verdict {
    let source = work.join(format!("{name}.ts"));
    let script = work.join(format!("{name}.js"));
    let binary = work.join(name);
    if std::fs::write(&source, program.typescript()).is_err()
        || std::fs::write(&script, program.javascript()).is_err()
    {
        return Verdict::Rejected("cannot write the program".into());
    }
    let compiled = run_limited(
        Command::new(compiler())
            .arg("build")
            .arg(&source)
            .arg("-o")
            .arg(&binary),
        TIME_LIMIT,
    );
    let verdict = match compiled {
        None => Verdict::Finding("the compiler did not finish in time".into()),
        Some((outcome, stderr)) if outcome.status == 1 => Verdict::Rejected(
            stderr
                .lines()
                .find(|line| line.contains("error"))
                .unwrap_or("")
                .to_string(),
        ),
        Some((outcome, stderr)) if outcome.status != 0 => Verdict::Finding(format!(
            "the compiler failed with status {}:\n{stderr}",
            outcome.status
        )),
        Some(_) => {
            let node = run_limited(Command::new("node").arg(&script), TIME_LIMIT);
            let ours = run_limited(&mut Command::new(&binary), TIME_LIMIT);
            match (node, ours) {
                (Some((expected, _)), Some((actual, stderr))) => {
                    if expected == actual {
                        // Again under the RC audit, with freed blocks
                        // poisoned: the same output (a use after free reads
                        // 0xDB), and no object left alive (status 99).
                        let audited = run_limited(
                            Command::new(&binary)
                                .env("SCRIPTC_RC_AUDIT", "1")
                                .env("SCRIPTC_POISON_FREED", "1"),
                            TIME_LIMIT,
                        );
                        match audited {
                            Some((audited, _)) if audited == expected => Verdict::Same,
                            Some((audited, audit_stderr)) => Verdict::Finding(format!(
                                "under SCRIPTC_RC_AUDIT=1: node exited {}, scriptc {}\n{}\nscriptc stderr:\n{audit_stderr}",
                                expected.status,
                                audited.status,
                                first_difference(&expected.stdout, &audited.stdout)
                            )),
                            None => Verdict::Finding(
                                "the program did not finish in time under the RC audit".into(),
                            ),
                        }
                    } else {
                        Verdict::Finding(format!(
                            "node exited {}, scriptc {}\n{}\nscriptc stderr:\n{stderr}",
                            expected.status,
                            actual.status,
                            first_difference(&expected.stdout, &actual.stdout)
                        ))
                    }
                }
                (None, _) => Verdict::Rejected("node did not finish in time".into()),
                (Some(_), None) => Verdict::Finding("the program did not finish in time".into()),
            }
        }
    };
    let _ = std::fs::remove_file(&binary);
    verdict
}

fn first_difference(expected: &str, actual: &str) -> String {
    for (index, (a, b)) in expected.lines().zip(actual.lines()).enumerate() {
        if a != b {
            return format!("line {}:\n  node:    {a}\n  scriptc: {b}", index + 1);
        }
    }
    format!(
        "node printed {} lines, scriptc {}",
        expected.lines().count(),
        actual.lines().count()
    )
}

struct Options {
    seed: u64,
    count: Option<usize>,
    seconds: Option<u64>,
    frontend: bool,
    typecheck: bool,
    release: bool,
}

fn options(arguments: &[String]) -> Result<Options> {
    let mut options = Options {
        seed: 1,
        count: None,
        seconds: None,
        frontend: false,
        typecheck: false,
        release: false,
    };
    let mut rest = arguments.iter();
    while let Some(argument) = rest.next() {
        let mut value = |name: &str| -> Result<u64> {
            rest.next()
                .and_then(|v| v.parse().ok())
                .ok_or_else(|| format!("{name} needs a number"))
        };
        match argument.as_str() {
            "--seed" => options.seed = value("--seed")?,
            "--count" => options.count = Some(value("--count")? as usize),
            "--seconds" => options.seconds = Some(value("--seconds")?),
            "--frontend" => options.frontend = true,
            "--typecheck" => options.typecheck = true,
            "--release" => options.release = true,
            other => return Err(format!("unknown argument {other}")),
        }
    }
    Ok(options)
}

/// `cargo xtask fuzz ...`
pub fn fuzz(arguments: &[String]) -> Result<()> {
    let options = options(arguments)?;
    if options.release {
        step("building the optimised compiler and the runtime archive");
        crate::build_release_compiler()?;
        RELEASE.store(true, Ordering::Relaxed);
    } else {
        crate::build_compiler()?;
    }
    if options.frontend {
        let count = options.count.unwrap_or(usize::MAX);
        let seconds = options.seconds.unwrap_or(if options.count.is_some() {
            u64::MAX
        } else {
            60
        });
        return mutate::frontend(options.seed, count, seconds).map(|_| ());
    }
    let count = options.count.unwrap_or(usize::MAX);
    let seconds = options.seconds.unwrap_or(if options.count.is_some() {
        u64::MAX
    } else {
        60
    });
    differential(options.seed, count, seconds, options.typecheck).map(|_| ())
}

/// A summary of a differential run, for `cargo xtask test`.
pub struct Summary {
    pub ran: usize,
    pub rejected: usize,
    pub findings: usize,
}

/// Generates and judges programs from `seed` until `count` ran or
/// `seconds` passed, on every core. With `check_typescript`, the whole
/// batch is also checked with tsc (the generator must write valid
/// TypeScript).
pub fn differential(
    seed: u64,
    count: usize,
    seconds: u64,
    check_typescript: bool,
) -> Result<Summary> {
    let root = workspace();
    // One directory per seed, so campaigns can run side by side.
    let work = root.join(format!("target/fuzz/work-{seed}"));
    let findings = root.join("target/fuzz/findings");
    let _ = std::fs::remove_dir_all(&work);
    std::fs::create_dir_all(&work).map_err(|e| e.to_string())?;
    std::fs::create_dir_all(&findings).map_err(|e| e.to_string())?;
    step(&format!(
        "differential fuzzing from seed {seed}: {} programs{}",
        if count == usize::MAX {
            "as many".to_string()
        } else {
            count.to_string()
        },
        if seconds == u64::MAX {
            String::new()
        } else {
            format!(" in at most {seconds} s")
        }
    ));
    let started = Instant::now();
    let ran = AtomicUsize::new(0);
    let rejected: Mutex<Vec<(usize, String)>> = Mutex::new(Vec::new());
    let found: Mutex<Vec<(usize, String)>> = Mutex::new(Vec::new());
    crate::on_every_core(
        |index| index < count && started.elapsed().as_secs() < seconds,
        |index| {
            let program_seed = seed.wrapping_mul(1_000_003).wrapping_add(index as u64);
            let program = generate::Generator::new(program_seed).program();
            let name = format!("p{index}");
            let mut verdict = judge(&program, &work, &name);
            // A time-out on a loaded machine is not yet a hang: judged
            // once more, a real one times out again.
            if matches!(&verdict, Verdict::Finding(why) if why.contains("in time")) {
                verdict = judge(&program, &work, &name);
            }
            match verdict {
                Verdict::Same => {}
                Verdict::Rejected(why) => {
                    rejected.lock().expect("lock").push((index, why));
                }
                Verdict::Finding(why) => {
                    let reduced = reduce::reduce(program, &work, &name, &why);
                    let stem = findings.join(format!("seed-{seed}-{index}"));
                    let _ = std::fs::write(stem.with_extension("ts"), reduced.typescript());
                    let _ = std::fs::write(stem.with_extension("js"), reduced.javascript());
                    let _ = std::fs::write(stem.with_extension("txt"), &why);
                    found.lock().expect("lock").push((index, why));
                }
            }
            ran.fetch_add(1, Ordering::Relaxed);
        },
    );
    let ran = ran.into_inner();
    let rejected = rejected.into_inner().expect("lock");
    let found = found.into_inner().expect("lock");
    let mut problems = Vec::new();
    if check_typescript
        && ran > 0
        && let Err(error) = typecheck(&work, ran)
    {
        problems.push(error);
    }
    println!(
        "fuzz: {ran} programs from seed {seed} in {:.0} s: {} matched Node, {} rejected by scriptc, {} findings",
        started.elapsed().as_secs_f64(),
        ran - rejected.len() - found.len(),
        rejected.len(),
        found.len()
    );
    for (index, why) in rejected.iter().take(10) {
        println!("  rejected program {index}: {why}");
    }
    for (index, why) in &found {
        println!(
            "  finding {index} (reduced: target/fuzz/findings/seed-{seed}-{index}.ts):\n    {}",
            why.replace('\n', "\n    ")
        );
    }
    if !problems.is_empty() {
        return Err(problems.join("\n"));
    }
    Ok(Summary {
        ran,
        rejected: rejected.len(),
        findings: found.len(),
    })
}

/// tsc --strict over the batch's TypeScript files.
fn typecheck(work: &Path, ran: usize) -> Result<()> {
    let root = workspace();
    let config = format!(
        r#"{{
  "compilerOptions": {{
    "strict": true, "target": "ES2022", "module": "commonjs", "moduleDetection": "force",
    "lib": ["ES2023"], "types": ["node"], "typeRoots": [{:?}], "noEmit": true, "skipLibCheck": true
  }},
  "include": ["*.ts"]
}}"#,
        root.join("tests/node_modules/@types")
    );
    std::fs::write(work.join("tsconfig.json"), config).map_err(|e| e.to_string())?;
    step(&format!(
        "checking the {ran} generated programs with tsc --strict"
    ));
    let output = Command::new("node")
        .arg(root.join("tests/node_modules/typescript/bin/tsc"))
        .args(["-p", "tsconfig.json", "--pretty", "false"])
        .current_dir(work)
        .output()
        .map_err(|e| format!("cannot run tsc: {e}"))?;
    if output.status.success() {
        return Ok(());
    }
    let text = String::from_utf8_lossy(&output.stdout);
    let shown: Vec<&str> = text.lines().take(10).collect();
    Err(format!(
        "tsc rejects generated programs (a generator bug):\n{}",
        shown.join("\n")
    ))
}
