//! Front-end robustness: mutated corpus programs and random bytes through
//! `scriptc check` (and some through `scriptc build`). Success or
//! diagnostics with exit status 1 are the only acceptable outcomes; a
//! panic (status 101), a signal or a hang is a finding, saved under
//! `target/fuzz/findings/`.

use std::path::PathBuf;
use std::process::Command;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use super::generate::Rng;
use super::{compiler, run_limited};
use crate::{Result, step, workspace};

/// How long the compiler may take on one input.
const LIMIT: Duration = Duration::from_secs(10);

fn corpus_sources() -> Vec<Vec<u8>> {
    let mut files = Vec::new();
    let mut stack = vec![workspace().join("corpus")];
    while let Some(directory) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&directory) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "ts")
                && let Ok(bytes) = std::fs::read(&path)
            {
                files.push((path, bytes));
            }
        }
    }
    files.sort();
    files.into_iter().map(|(_, bytes)| bytes).collect()
}

/// The extent of the token around `at`: a run of word characters, or one
/// other byte.
fn token_at(text: &[u8], at: usize) -> (usize, usize) {
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$';
    if !word(text[at]) {
        return (at, at + 1);
    }
    let mut start = at;
    while start > 0 && word(text[start - 1]) {
        start -= 1;
    }
    let mut end = at;
    while end < text.len() && word(text[end]) {
        end += 1;
    }
    (start, end)
}

/// One mutation of `source` (or random bytes): the input and what it was.
pub fn mutate(rng: &mut Rng, sources: &[Vec<u8>]) -> (Vec<u8>, &'static str) {
    let mut text = rng.pick(sources).clone();
    if text.is_empty() {
        text.push(b' ');
    }
    let kind = rng.below(8);
    let label = match kind {
        0 => {
            for _ in 0..(1 + rng.below(4)) {
                let at = rng.below(text.len());
                text[at] ^= 1 << rng.below(8);
            }
            "byte flips"
        }
        1 => {
            let end = rng.below(text.len());
            text.truncate(end);
            "truncation"
        }
        2 => {
            for _ in 0..(1 + rng.below(3)) {
                if text.is_empty() {
                    break;
                }
                let (start, end) = token_at(&text, rng.below(text.len()));
                text.drain(start..end);
            }
            "deleted tokens"
        }
        3 => {
            let (start, end) = token_at(&text, rng.below(text.len()));
            let token: Vec<u8> = text[start..end].to_vec();
            let at = rng.below(text.len() + 1);
            for (offset, byte) in token.into_iter().enumerate() {
                text.insert(at + offset, byte);
            }
            "duplicated token"
        }
        4 => {
            for _ in 0..(1 + rng.below(4)) {
                let c = loop {
                    let value = match rng.below(4) {
                        0 => rng.below(0x80) as u32,
                        1 => 0x80 + rng.below(0x780) as u32,
                        2 => 0x800 + rng.below(0xF800) as u32,
                        _ => 0x10000 + rng.below(0x10_0000 - 0x10000) as u32,
                    };
                    if let Some(c) = char::from_u32(value) {
                        break c;
                    }
                };
                let mut buffer = [0u8; 4];
                let encoded = c.encode_utf8(&mut buffer).as_bytes().to_vec();
                let at = rng.below(text.len() + 1);
                for (offset, byte) in encoded.into_iter().enumerate() {
                    text.insert(at + offset, byte);
                }
            }
            "random Unicode"
        }
        5 => {
            let other = rng.pick(sources);
            if !other.is_empty() {
                let start = rng.below(other.len());
                let end = (start + rng.below(400)).min(other.len());
                let at = rng.below(text.len() + 1);
                let chunk: Vec<u8> = other[start..end].to_vec();
                text.splice(at..at, chunk);
            }
            "spliced text"
        }
        6 => {
            let length = rng.below(2000);
            text = (0..length).map(|_| rng.next() as u8).collect();
            "random bytes"
        }
        _ => {
            // Brackets and operators in odd places.
            let pieces: [&[u8]; 10] = [
                b"{", b"}", b"(", b")", b"[", b"]", b"=>", b"<", b"`${", b"/*",
            ];
            for _ in 0..(1 + rng.below(3)) {
                let piece = *rng.pick(&pieces);
                let at = rng.below(text.len() + 1);
                text.splice(at..at, piece.iter().copied());
            }
            "inserted punctuation"
        }
    };
    (text, label)
}

/// Runs the front-end lane: `count` inputs from `seed`, at most `seconds`.
/// Returns how many inputs ran.
pub fn frontend(seed: u64, count: usize, seconds: u64) -> Result<usize> {
    let root = workspace();
    let work = root.join("target/fuzz/frontend");
    let findings = root.join("target/fuzz/findings");
    let _ = std::fs::remove_dir_all(&work);
    std::fs::create_dir_all(&work).map_err(|e| e.to_string())?;
    std::fs::create_dir_all(&findings).map_err(|e| e.to_string())?;
    let sources = corpus_sources();
    if sources.is_empty() {
        return Err("no corpus programs to mutate".into());
    }
    step(&format!(
        "front-end fuzzing from seed {seed}: mutated corpus programs and random bytes"
    ));
    let started = Instant::now();
    let ran = AtomicUsize::new(0);
    let built = AtomicUsize::new(0);
    let found: Mutex<Vec<(usize, &'static str, String, PathBuf)>> = Mutex::new(Vec::new());
    crate::on_every_core(
        |index| index < count && started.elapsed().as_secs() < seconds,
        |index| {
            let mut rng = Rng::new(seed.wrapping_mul(7_777_777).wrapping_add(index as u64));
            let (input, label) = mutate(&mut rng, &sources);
            let path = work.join(format!("m{index}.ts"));
            if std::fs::write(&path, &input).is_err() {
                return;
            }
            // Every tenth input is also built (what checks must
            // compile without failing).
            let mut commands = vec!["check"];
            if index.is_multiple_of(10) {
                commands.push("build");
            }
            for command in commands {
                let mut invocation = Command::new(compiler());
                invocation.arg(command).arg(&path);
                if command == "build" {
                    invocation.arg("-o").arg(work.join(format!("m{index}")));
                    built.fetch_add(1, Ordering::Relaxed);
                }
                let problem = match run_limited(&mut invocation, LIMIT) {
                    None => Some(format!("scriptc {command} did not finish in {LIMIT:?}")),
                    // A panic (101), an abort or a signal (128 + n).
                    Some((outcome, stderr)) if outcome.status > 1 => Some(format!(
                        "scriptc {command} exited with status {}:\n{}",
                        outcome.status,
                        stderr.lines().take(20).collect::<Vec<_>>().join("\n")
                    )),
                    // Status 1 must come with a diagnostic: a code and a
                    // position.
                    Some((outcome, stderr)) if outcome.status == 1 && !has_diagnostic(&stderr) => {
                        Some(format!(
                            "scriptc {command} exited with status 1 without a diagnostic:\n{}",
                            stderr.lines().take(20).collect::<Vec<_>>().join("\n")
                        ))
                    }
                    Some(_) => None,
                };
                if let Some(problem) = problem {
                    let saved = findings.join(format!("frontend-seed-{seed}-{index}.ts"));
                    let _ = std::fs::write(&saved, &input);
                    found
                        .lock()
                        .expect("lock")
                        .push((index, label, problem, saved));
                    break;
                }
            }
            let _ = std::fs::remove_file(work.join(format!("m{index}")));
            ran.fetch_add(1, Ordering::Relaxed);
        },
    );
    let ran = ran.into_inner();
    let found = found.into_inner().expect("lock");
    println!(
        "fuzz --frontend: {ran} inputs from seed {seed} ({} also built) in {:.0} s: {} panics or hangs",
        built.into_inner(),
        started.elapsed().as_secs_f64(),
        found.len()
    );
    for (index, label, problem, saved) in &found {
        println!(
            "  input {index} ({label}, saved as {}):\n    {}",
            saved.display(),
            problem.replace('\n', "\n    ")
        );
    }
    if found.is_empty() {
        Ok(ran)
    } else {
        Err(format!("{} inputs made scriptc panic or hang", found.len()))
    }
}

/// Whether `stderr` holds a diagnostic as scriptc renders them:
/// `file:LINE:COL - error SCnnnn: message`.
fn has_diagnostic(stderr: &str) -> bool {
    stderr.lines().any(|line| {
        let Some((place, rest)) = line.split_once(" - error SC") else {
            return false;
        };
        let code_ok = rest.len() > 5
            && rest[..4].bytes().all(|b| b.is_ascii_digit())
            && rest[4..].starts_with(':');
        let mut parts = place.rsplitn(3, ':');
        let column = parts.next().unwrap_or("");
        let line_number = parts.next().unwrap_or("");
        code_ok
            && !column.is_empty()
            && column.bytes().all(|b| b.is_ascii_digit())
            && !line_number.is_empty()
            && line_number.bytes().all(|b| b.is_ascii_digit())
    })
}
