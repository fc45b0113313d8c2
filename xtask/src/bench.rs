//! `cargo xtask bench [NAME...] [--runs N]`: the benchmark suite against
//! Node and C.
//!
//! Each `bench/NAME.ts` is built with `scriptc -O2` and transpiled for Node
//! with the pinned tsc; `bench/c/NAME.c`, where it exists, is built with
//! `cc -O2`. Outputs are compared first: a program whose output differs from
//! Node's is reported as a failure and never timed. Then Node, scriptc and C
//! run interleaved, `--runs` times (default 5), and the medians of wall
//! time, user+sys time and max RSS (from `wait4`'s rusage) are reported, in
//! a table on stdout and in `bench/results/latest.md` and `latest.svg`.
//!
//! Each program also times its own work, start-up excluded, and prints it
//! on stderr as a line `work-ms: X` (Node's start-up is about 40 ms, ours
//! about 1); the report shows the medians of that in-program time beside
//! the whole-process time, with a geometric mean of each.
//!
//! Last, the compile-time benchmark (`compile-time`, see `compile_bench.rs`)
//! builds generated programs and reports lines per second and peak memory.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use crate::{Result, run, step, workspace};

/// The name selecting the compile-time benchmark.
const COMPILE_TIME: &str = "compile-time";

/// One run of one program.
#[derive(Clone, Copy, Debug, Default)]
struct Sample {
    wall: Duration,
    cpu: Duration,
    max_rss_kb: u64,
    /// The time the program reported for its own work.
    work: Option<Duration>,
}

/// Medians over the runs of one program.
#[derive(Clone, Copy, Debug, Default)]
struct Summary {
    wall: Duration,
    cpu: Duration,
    max_rss_kb: u64,
    /// The median in-program time, when every run reported one.
    work: Option<Duration>,
}

enum Outcome {
    /// scriptc cannot compile it yet: the first diagnostic.
    NotCompiled(String),
    /// Its output differs from Node's (or the program failed).
    Mismatch(String),
    Timed {
        node: Summary,
        scriptc: Summary,
        c: Option<Summary>,
    },
}

struct Benchmark {
    name: String,
    outcome: Outcome,
}

/// Runs a program to completion through the launcher (`measure.c`),
/// with stdout discarded and standard input from `input` (else none),
/// measuring it.
fn measure(
    launcher: &Path,
    program: &Path,
    arguments: &[&Path],
    input: Option<&Path>,
) -> Result<Sample> {
    let errors = launcher.with_file_name("program-stderr.txt");
    let mut command = Command::new(launcher);
    command
        .arg(program)
        .args(arguments)
        .env("MEASURE_STDERR", &errors);
    if let Some(input) = input {
        command.env("MEASURE_STDIN", input);
    }
    let output = command
        .output()
        .map_err(|error| format!("cannot run {}: {error}", launcher.display()))?;
    let work = std::fs::read_to_string(&errors).ok().and_then(|text| {
        text.lines()
            .rev()
            .find_map(|line| line.strip_prefix("work-ms: "))
            .and_then(|ms| ms.trim().parse::<f64>().ok())
            .map(|ms| Duration::from_secs_f64(ms / 1e3))
    });
    let text = String::from_utf8_lossy(&output.stderr);
    let [wall, cpu, max_rss_kb, status] = launcher_figures(&text)?;
    if status != 0 {
        return Err(format!("{} exited with {status}", program.display()));
    }
    Ok(Sample {
        wall: Duration::from_nanos(wall),
        cpu: Duration::from_micros(cpu),
        max_rss_kb,
        work,
    })
}

/// The launcher's last line on stderr: wall nanoseconds, CPU microseconds,
/// max RSS in KB and the exit status.
pub fn launcher_figures(stderr: &str) -> Result<[u64; 4]> {
    let fields: Vec<u64> = stderr
        .lines()
        .last()
        .unwrap_or("")
        .split_whitespace()
        .filter_map(|field| field.parse().ok())
        .collect();
    <[u64; 4]>::try_from(fields).map_err(|_| format!("the launcher printed {stderr:?}"))
}

fn median(samples: &[Sample]) -> Summary {
    let pick = |mut values: Vec<Duration>| {
        values.sort();
        values[values.len() / 2]
    };
    let mut rss: Vec<u64> = samples.iter().map(|s| s.max_rss_kb).collect();
    rss.sort();
    let work: Option<Vec<Duration>> = samples.iter().map(|s| s.work).collect();
    Summary {
        wall: pick(samples.iter().map(|s| s.wall).collect()),
        cpu: pick(samples.iter().map(|s| s.cpu).collect()),
        max_rss_kb: rss[rss.len() / 2],
        work: work.map(pick),
    }
}

fn output_of(program: &Path, arguments: &[&Path], input: Option<&Path>) -> Result<(bool, Vec<u8>)> {
    let stdin = match input {
        Some(input) => std::process::Stdio::from(
            std::fs::File::open(input)
                .map_err(|error| format!("cannot open {}: {error}", input.display()))?,
        ),
        None => std::process::Stdio::null(),
    };
    let output = Command::new(program)
        .args(arguments)
        .stdin(stdin)
        .output()
        .map_err(|error| format!("cannot run {}: {error}", program.display()))?;
    Ok((output.status.success(), output.stdout))
}

/// The standard input a benchmark reads, when its source asks for one
/// with a line `// bench-stdin: N MB`: N megabytes of lines of words,
/// the same on every run and machine (made once under `work`).
fn standard_input(source: &Path, work: &Path, name: &str) -> Result<Option<PathBuf>> {
    let text = std::fs::read_to_string(source).map_err(|error| error.to_string())?;
    let Some(megabytes) = text.lines().find_map(|line| {
        line.strip_prefix("// bench-stdin: ")
            .and_then(|rest| rest.strip_suffix(" MB"))
            .and_then(|count| count.trim().parse::<u64>().ok())
    }) else {
        return Ok(None);
    };
    let path = work.join(format!("{name}.stdin"));
    let size = megabytes << 20;
    if std::fs::metadata(&path).is_ok_and(|metadata| metadata.len() >= size) {
        return Ok(Some(path));
    }
    const WORDS: [&str; 12] = [
        "alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa",
        "lambda", "mu",
    ];
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = |bound: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % bound
    };
    let mut out = String::with_capacity(size as usize + 128);
    while (out.len() as u64) < size {
        let count = 3 + next(12);
        for index in 0..count {
            if index > 0 {
                out.push(' ');
            }
            out.push_str(WORDS[next(WORDS.len() as u64) as usize]);
        }
        out.push('\n');
    }
    std::fs::write(&path, out).map_err(|error| error.to_string())?;
    Ok(Some(path))
}

fn milliseconds(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1e3
}

pub fn bench(arguments: &[String]) -> Result<()> {
    let mut runs = 5usize;
    let mut names: Vec<String> = Vec::new();
    let mut rest = arguments.iter();
    while let Some(argument) = rest.next() {
        if argument == "--runs" {
            runs = rest
                .next()
                .and_then(|value| value.parse().ok())
                .filter(|&value| value > 0)
                .ok_or("--runs takes a positive number")?;
        } else {
            names.push(argument.clone());
        }
    }
    let root = workspace();
    let bench_dir = root.join("bench");
    let mut programs: Vec<String> = std::fs::read_dir(&bench_dir)
        .map_err(|error| format!("cannot read bench/: {error}"))?
        .flatten()
        .filter_map(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            name.strip_suffix(".ts").map(str::to_string)
        })
        .filter(|name| names.is_empty() || names.contains(name))
        .collect();
    programs.sort();
    // `compile-time` names the compile-time benchmark (`compile_bench`).
    let compile_time = names.is_empty() || names.iter().any(|name| name == COMPILE_TIME);
    if programs.is_empty() && !compile_time {
        return Err(format!("no benchmark named {}", names.join(", ")));
    }

    // The optimised compiler (the code it emits is the debug one's; it
    // builds faster, and the compile-time benchmark needs it anyway).
    step("building the compiler");
    crate::build_release_compiler()?;
    let work = root.join("target/bench");
    let js = work.join("js");
    std::fs::create_dir_all(&js).map_err(|error| error.to_string())?;

    step("transpiling for Node with the pinned tsc");
    let tsc = root.join("tests/node_modules/typescript/bin/tsc");
    let mut transpile = Command::new("node");
    transpile
        .arg(&tsc)
        .args([
            "--strict",
            "--target",
            "ES2022",
            "--module",
            "commonjs",
            "--moduleDetection",
            "force",
        ])
        .args([
            "--types",
            "node",
            "--skipLibCheck",
            "--noEmitOnError",
            "false",
        ])
        .arg("--typeRoots")
        .arg(root.join("tests/node_modules/@types"))
        .arg("--outDir")
        .arg(&js);
    for name in &programs {
        transpile.arg(bench_dir.join(format!("{name}.ts")));
    }
    // Programs that tsc rejects still get JavaScript; the outputs decide.
    let _ = transpile.status();

    step("building the measuring launcher");
    let launcher = work.join("measure");
    let source = root.join("xtask/src/measure.c");
    let static_build = Command::new("cc")
        .args(["-O2", "-static", "-o"])
        .arg(&launcher)
        .arg(&source)
        .status()
        .map(|status| status.success())
        .unwrap_or(false);
    if !static_build {
        run(Command::new("cc")
            .args(["-O2", "-o"])
            .arg(&launcher)
            .arg(&source))?;
    }

    let mut results = Vec::new();
    for name in &programs {
        step(&format!("{name}: building and checking outputs"));
        let binary = work.join(name);
        let build = Command::new(root.join("target/release/scriptc"))
            .arg("build")
            .arg(bench_dir.join(format!("{name}.ts")))
            .arg("-o")
            .arg(&binary)
            .output()
            .map_err(|error| error.to_string())?;
        if !build.status.success() {
            let first = String::from_utf8_lossy(&build.stderr)
                .lines()
                .next()
                .unwrap_or("")
                .to_string();
            let first = first
                .split_once(" - ")
                .map_or(first.clone(), |(_, message)| message.to_string());
            results.push(Benchmark {
                name: name.clone(),
                outcome: Outcome::NotCompiled(first),
            });
            continue;
        }
        let script = js.join(format!("{name}.js"));
        let node = PathBuf::from("node");
        let input = standard_input(&bench_dir.join(format!("{name}.ts")), &work, name)?;
        let input = input.as_deref();
        let (node_ok, expected) = output_of(&node, &[&script], input)?;
        let (ours_ok, actual) = output_of(&binary, &[], input)?;
        if !node_ok || !ours_ok || expected != actual {
            let reason = if !node_ok {
                "Node failed".to_string()
            } else if !ours_ok {
                "the scriptc binary failed".to_string()
            } else {
                "output differs from Node's".to_string()
            };
            results.push(Benchmark {
                name: name.clone(),
                outcome: Outcome::Mismatch(reason),
            });
            continue;
        }
        let c_source = bench_dir.join("c").join(format!("{name}.c"));
        let c_binary = work.join(format!("{name}.c.bin"));
        let mut c_ok = false;
        if c_source.is_file() {
            run(Command::new("cc")
                .arg("-O2")
                .arg("-o")
                .arg(&c_binary)
                .arg(&c_source)
                .arg("-lm"))?;
            let (ok, c_output) = output_of(&c_binary, &[], input)?;
            c_ok = ok && c_output == expected;
            if !c_ok {
                eprintln!("    the C reference's output differs from Node's; not timed");
            }
        }
        step(&format!("{name}: timing, {runs} interleaved runs"));
        let (mut node_samples, mut our_samples, mut c_samples) =
            (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..runs {
            node_samples.push(measure(&launcher, &node, &[&script], input)?);
            our_samples.push(measure(&launcher, &binary, &[], input)?);
            if c_ok {
                c_samples.push(measure(&launcher, &c_binary, &[], input)?);
            }
        }
        let outcome = Outcome::Timed {
            node: median(&node_samples),
            scriptc: median(&our_samples),
            c: (!c_samples.is_empty()).then(|| median(&c_samples)),
        };
        results.push(Benchmark {
            name: name.clone(),
            outcome,
        });
    }

    let mut report = render_report(&results, runs);
    if compile_time {
        step("compile time: generated programs");
        let builds = crate::compile_bench::measure_builds(
            &root.join("target/release/scriptc"),
            &launcher,
            &work.join("compile"),
            runs.min(3),
        )?;
        report.push_str(&crate::compile_bench::render(&builds, runs.min(3)));
    }
    print!("{report}");
    // A partial run (named benchmarks) prints but does not replace the
    // committed report.
    if names.is_empty() {
        let results_dir = bench_dir.join("results");
        std::fs::create_dir_all(&results_dir).map_err(|error| error.to_string())?;
        std::fs::write(results_dir.join("latest.md"), &report)
            .map_err(|error| error.to_string())?;
        render_chart(&results, &results_dir.join("latest.svg"))?;
        step("wrote bench/results/latest.md and bench/results/latest.svg");
    }
    let mismatches = results
        .iter()
        .filter(|b| matches!(b.outcome, Outcome::Mismatch(_)))
        .count();
    if mismatches > 0 {
        return Err(format!(
            "{mismatches} benchmark(s) print something other than Node"
        ));
    }
    Ok(())
}

fn machine_description() -> String {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|line| line.starts_with("model name"))
                .and_then(|line| line.split_once(':'))
                .map(|(_, model)| model.trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".to_string());
    let cores = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(0);
    let node = Command::new("node")
        .arg("--version")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default();
    format!("{cpu}, {cores} cores; Node {node}")
}

fn render_report(results: &[Benchmark], runs: usize) -> String {
    let mut text = String::new();
    let _ = writeln!(text, "# scriptc benchmarks\n");
    let _ = writeln!(
        text,
        "Machine: {}. Medians of {runs} interleaved runs; wall time, CPU (user+sys), max RSS.",
        machine_description()
    );
    let _ = writeln!(
        text,
        "Produced by `cargo xtask bench`. Ratios above 1 mean scriptc is faster than Node / slower than C.\n"
    );
    let _ = writeln!(
        text,
        "| benchmark | Node ms | scriptc ms | Node/scriptc | Node work ms | scriptc work ms | work Node/scriptc | C ms | scriptc/C | Node CPU ms | scriptc CPU ms | Node RSS MB | scriptc RSS MB |"
    );
    let _ = writeln!(
        text,
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
    );
    let mut ratios = Vec::new();
    let mut work_ratios = Vec::new();
    let mut c_ratios = Vec::new();
    let mut not_compiled = Vec::new();
    for benchmark in results {
        match &benchmark.outcome {
            Outcome::Timed { node, scriptc, c } => {
                let ratio = node.wall.as_secs_f64() / scriptc.wall.as_secs_f64().max(1e-9);
                ratios.push(ratio);
                let (c_ms, c_ratio) = match c {
                    Some(c) => {
                        let r = scriptc.wall.as_secs_f64() / c.wall.as_secs_f64().max(1e-9);
                        c_ratios.push(r);
                        (format!("{:.1}", milliseconds(c.wall)), format!("{r:.2}x"))
                    }
                    None => ("".to_string(), "".to_string()),
                };
                let (node_work, our_work, work_ratio) = match (node.work, scriptc.work) {
                    // Below a millisecond (the start-up benchmark) the
                    // in-program ratio measures the clock, not the work.
                    (Some(node_work), Some(our_work))
                        if node_work.min(our_work) >= Duration::from_millis(1) =>
                    {
                        let r = node_work.as_secs_f64() / our_work.as_secs_f64().max(1e-6);
                        work_ratios.push(r);
                        (
                            format!("{:.1}", milliseconds(node_work)),
                            format!("{:.1}", milliseconds(our_work)),
                            format!("{r:.2}x"),
                        )
                    }
                    _ => (String::new(), String::new(), String::new()),
                };
                let _ = writeln!(
                    text,
                    "| {} | {:.1} | {:.1} | {:.2}x | {} | {} | {} | {} | {} | {:.1} | {:.1} | {:.1} | {:.1} |",
                    benchmark.name,
                    milliseconds(node.wall),
                    milliseconds(scriptc.wall),
                    ratio,
                    node_work,
                    our_work,
                    work_ratio,
                    c_ms,
                    c_ratio,
                    milliseconds(node.cpu),
                    milliseconds(scriptc.cpu),
                    node.max_rss_kb as f64 / 1024.0,
                    scriptc.max_rss_kb as f64 / 1024.0,
                );
            }
            Outcome::Mismatch(reason) => {
                let _ = writeln!(
                    text,
                    "| {} | | | MISMATCH: {reason} | | | | | | | | | |",
                    benchmark.name
                );
            }
            Outcome::NotCompiled(diagnostic) => {
                not_compiled.push((benchmark.name.clone(), diagnostic.clone()))
            }
        }
    }
    let geometric = |values: &[f64]| {
        if values.is_empty() {
            return f64::NAN;
        }
        (values.iter().map(|v| v.ln()).sum::<f64>() / values.len() as f64).exp()
    };
    let _ = writeln!(
        text,
        "\nGeometric mean Node/scriptc over the {} benchmarks that run: {:.2}x. scriptc/C over {}: {:.2}x.",
        ratios.len(),
        geometric(&ratios),
        c_ratios.len(),
        geometric(&c_ratios)
    );
    let _ = writeln!(
        text,
        "In-program time (start-up excluded), Node/scriptc over the {} benchmarks that report it: {:.2}x; slower than Node: {}.",
        work_ratios.len(),
        geometric(&work_ratios),
        work_ratios.iter().filter(|&&r| r < 1.0).count()
    );
    if !not_compiled.is_empty() {
        let _ = writeln!(
            text,
            "\nNot compiled yet ({} of {}):\n",
            not_compiled.len(),
            results.len()
        );
        for (name, diagnostic) in not_compiled {
            let _ = writeln!(text, "- {name}: {diagnostic}");
        }
    }
    text
}

fn render_chart(results: &[Benchmark], path: &Path) -> Result<()> {
    use plotters::prelude::*;
    let bars: Vec<(String, f64)> = results
        .iter()
        .filter_map(|b| match &b.outcome {
            Outcome::Timed { node, scriptc, .. } => Some((
                b.name.clone(),
                node.wall.as_secs_f64() / scriptc.wall.as_secs_f64().max(1e-9),
            )),
            _ => None,
        })
        .collect();
    let count = bars.len().max(1);
    let height = 120 + 40 * count as u32;
    let root = SVGBackend::new(path, (900, height)).into_drawing_area();
    let error = |e: &dyn std::fmt::Display| format!("chart: {e}");
    root.fill(&WHITE).map_err(|e| error(&e))?;
    // A log scale around 1 (as fast as Node): bars grow right when scriptc
    // is faster, left when it is slower.
    let largest = bars.iter().map(|(_, r)| *r).fold(1.0f64, f64::max) * 1.6;
    let smallest = bars.iter().map(|(_, r)| *r).fold(1.0f64, f64::min) / 1.6;
    let mut chart = ChartBuilder::on(&root)
        .caption(
            "Node time / scriptc time (log scale; right of 1 = faster than Node)",
            ("sans-serif", 20),
        )
        .margin(20)
        .x_label_area_size(40)
        .y_label_area_size(140)
        .build_cartesian_2d((smallest..largest).log_scale(), (0..count).into_segmented())
        .map_err(|e| error(&e))?;
    chart
        .configure_mesh()
        .disable_y_mesh()
        .y_labels(count)
        .y_label_formatter(&|value| match value {
            SegmentValue::CenterOf(index) => bars
                .get(*index)
                .map(|(name, _)| name.clone())
                .unwrap_or_default(),
            _ => String::new(),
        })
        .x_label_formatter(&|value| format!("{value}x"))
        .x_desc("speed-up over Node")
        .draw()
        .map_err(|e| error(&e))?;
    chart
        .draw_series(bars.iter().enumerate().map(|(index, (_, ratio))| {
            let color = if *ratio >= 1.0 {
                RGBColor(46, 139, 87)
            } else {
                RGBColor(205, 92, 92)
            };
            let mut bar = Rectangle::new(
                [
                    (1.0, SegmentValue::Exact(index)),
                    (*ratio, SegmentValue::Exact(index + 1)),
                ],
                color.filled(),
            );
            bar.set_margin(6, 6, 0, 0);
            bar
        }))
        .map_err(|e| error(&e))?;
    chart
        .draw_series(bars.iter().enumerate().map(|(index, (_, ratio))| {
            Text::new(
                format!(" {ratio:.2}x"),
                (ratio.max(1.0), SegmentValue::CenterOf(index)),
                ("sans-serif", 14),
            )
        }))
        .map_err(|e| error(&e))?;
    root.present().map_err(|e| error(&e))?;
    Ok(())
}
