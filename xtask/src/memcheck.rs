//! `cargo xtask test --memcheck`: corpus programs built by scriptc and run
//! under valgrind's memcheck, with the runtime's allocator switched to the
//! system allocator (`SCRIPTC_SYSTEM_ALLOC=1`) so every object is a block
//! valgrind tracks. A run fails on any invalid read or write, use of
//! uninitialised memory, or memory definitely lost (in programs that run to
//! their end; garbage reference cycles are collected before it ends).
//!
//! `cargo xtask test` and `cargo xtask test --memcheck` run the whole
//! corpus (about two minutes on two cores). Programs that overflow the
//! stack on purpose are left out: valgrind runs them on a stack of its own
//! size, so their guards do not fire where they do natively.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::time::Instant;

use crate::{Result, step, workspace};

/// Programs left out of memcheck, with why.
const EXCLUDED: &[(&str, &str)] = &[
    ("413-stack-overflow", "overflows the stack on purpose"),
    ("960-stack-overflow", "overflows the stack on purpose"),
    (
        "976-deep-recursion-errors",
        "overflows the stack on purpose",
    ),
];

struct Program {
    name: String,
    entry: PathBuf,
    directory: Option<PathBuf>,
    arguments: Vec<String>,
    stdin: Option<PathBuf>,
    stops_early: bool,
}

fn directive(entry: &Path, name: &str) -> Option<String> {
    std::fs::read_to_string(entry)
        .ok()?
        .lines()
        .take(5)
        .find_map(|line| line.trim().strip_prefix(name).map(|v| v.trim().to_string()))
}

fn programs(only: Option<&[&str]>) -> Vec<Program> {
    let corpus = workspace().join("corpus");
    let mut entries: Vec<PathBuf> = std::fs::read_dir(&corpus)
        .map(|entries| entries.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    entries.sort();
    let mut programs = Vec::new();
    for path in entries {
        let Some(name) = path.file_stem().map(|s| s.to_string_lossy().into_owned()) else {
            continue;
        };
        let (entry, directory) = if path.is_dir() {
            (path.join("main.ts"), Some(path.clone()))
        } else if path.extension().is_some_and(|e| e == "ts") {
            (path.clone(), None)
        } else {
            continue;
        };
        if only.is_some_and(|only| !only.contains(&name.as_str()))
            || EXCLUDED.iter().any(|(excluded, _)| *excluded == name)
        {
            continue;
        }
        let arguments = directive(&entry, "// @args:")
            .map(|value| value.split_whitespace().map(str::to_string).collect())
            .unwrap_or_default();
        let stdin = directive(&entry, "// @stdin:")
            .and_then(|file| directory.as_ref().map(|d| d.join(file)));
        // Programs that end with an uncaught error or `process.exit` stop
        // without releasing what they hold (as Node does): they are not
        // checked for leaks.
        let stops_early = directive(&entry, "// @exit:").is_some_and(|status| status != "0");
        programs.push(Program {
            name,
            entry,
            directory,
            arguments,
            stdin,
            stops_early,
        });
    }
    programs
}

/// Builds and runs one program under memcheck; `Err` says what it found.
fn check(program: &Program, work: &Path) -> Result<()> {
    let binary = work.join(&program.name);
    let output = Command::new(crate::fuzz::compiler())
        .arg("build")
        .arg(&program.entry)
        .arg("-o")
        .arg(&binary)
        .output()
        .map_err(|e| format!("cannot run scriptc: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "scriptc could not build it:\n{}",
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    let run = work.join(format!("{}.run", program.name));
    let _ = std::fs::remove_dir_all(&run);
    std::fs::create_dir_all(&run).map_err(|e| e.to_string())?;
    if let Some(directory) = &program.directory
        && let Ok(entries) = std::fs::read_dir(directory)
    {
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_file() && path.extension().is_none_or(|e| e != "ts") {
                let _ = std::fs::copy(&path, run.join(entry.file_name()));
            }
        }
    }
    let leaks = if program.stops_early {
        "--leak-check=no"
    } else {
        "--leak-check=full"
    };
    let stdin = match &program.stdin {
        Some(file) => Stdio::from(std::fs::File::open(file).map_err(|e| e.to_string())?),
        None => Stdio::null(),
    };
    let output = Command::new("valgrind")
        .args([
            "--tool=memcheck",
            leaks,
            "--errors-for-leak-kinds=definite",
            "--show-leak-kinds=definite",
            "--error-exitcode=97",
            "--num-callers=20",
        ])
        .arg(&binary)
        .args(&program.arguments)
        .env("SCRIPTC_SYSTEM_ALLOC", "1")
        .current_dir(&run)
        .stdin(stdin)
        .output()
        .map_err(|e| format!("cannot run valgrind: {e}"))?;
    let _ = std::fs::remove_dir_all(&run);
    let _ = std::fs::remove_file(&binary);
    let report = String::from_utf8_lossy(&output.stderr);
    let clean = report
        .lines()
        .any(|line| line.contains("ERROR SUMMARY: 0 errors"))
        && output.status.code() != Some(97);
    if clean {
        return Ok(());
    }
    let excerpt: Vec<&str> = report
        .lines()
        .filter(|line| line.starts_with("=="))
        .take(40)
        .collect();
    Err(excerpt.join("\n"))
}

/// Runs the memcheck lane over `only` (or the whole corpus).
pub fn memcheck(only: Option<&[&str]>) -> Result<()> {
    let work = workspace().join("target/memcheck");
    let _ = std::fs::remove_dir_all(&work);
    std::fs::create_dir_all(&work).map_err(|e| e.to_string())?;
    let programs = programs(only);
    if let Some(only) = only
        && programs.len() != only.len()
    {
        let missing: Vec<&&str> = only
            .iter()
            .filter(|name| !programs.iter().any(|p| p.name == **name))
            .collect();
        return Err(format!(
            "memcheck subset names missing corpus programs: {missing:?}"
        ));
    }
    step(&format!(
        "memcheck: {} corpus programs under valgrind (system allocator)",
        programs.len()
    ));
    let started = Instant::now();
    let failures: Mutex<Vec<(String, String)>> = Mutex::new(Vec::new());
    crate::on_every_core(
        |index| index < programs.len(),
        |index| {
            let program = &programs[index];
            if let Err(problem) = check(program, &work) {
                failures
                    .lock()
                    .expect("lock")
                    .push((program.name.clone(), problem));
            }
        },
    );
    let mut failures = failures.into_inner().expect("lock");
    failures.sort();
    println!(
        "memcheck: {} programs in {:.0} s: {} clean, {} with errors",
        programs.len(),
        started.elapsed().as_secs_f64(),
        programs.len() - failures.len(),
        failures.len()
    );
    for (name, problem) in &failures {
        println!("---- corpus/{name} ----\n{problem}");
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "memcheck found errors in {} programs: {}",
            failures.len(),
            failures
                .iter()
                .map(|(name, _)| name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ))
    }
}
