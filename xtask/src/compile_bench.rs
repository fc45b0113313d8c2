//! The compile-time benchmark: generated programs of many small functions,
//! each called once from the top level, built with `scriptc build` (-O2,
//! the release compiler) through the measuring launcher. The report gives
//! lines per second and peak memory; build time should grow linearly with
//! the program.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::Result;

/// Function counts of the generated programs.
pub const SIZES: [usize; 2] = [2_000, 8_000];

/// A program of `functions` small functions of eight shapes (numeric
/// loops, strings, arrays, maps, classes, closures, objects, number
/// formatting), each called once from the top level and printed.
pub fn generate(functions: usize) -> String {
    let mut text = String::new();
    for i in 0..functions {
        let _ = match i % 8 {
            0 => writeln!(
                text,
                "function f{i}(x: number): number {{\n  let total = 0;\n  for (let j = 0; j < x * 10; j++) {{\n    total += (j * {k}) % 7;\n  }}\n  return total + {i};\n}}",
                k = i % 97 + 1
            ),
            1 => writeln!(
                text,
                "function f{i}(x: number): string {{\n  const parts: string[] = [];\n  for (let j = 0; j < 3; j++) parts.push(\"p\" + (x + j));\n  const joined = parts.join(\"-\");\n  return joined.toUpperCase() + \"{i}\";\n}}"
            ),
            2 => writeln!(
                text,
                "function f{i}(x: number): number {{\n  const values = [x, x + 1, x + {k}];\n  let best = values[0];\n  for (const v of values) if (v > best) best = v;\n  if (best % 2 === 0) return best / 2;\n  return best * 3 + 1;\n}}",
                k = i % 10
            ),
            3 => writeln!(
                text,
                "function f{i}(x: number): boolean {{\n  const key = \"item\" + x;\n  const counts = new Map<string, number>();\n  counts.set(key, x);\n  counts.set(key + \"!\", x + 1);\n  return (counts.get(key) ?? 0) > {k};\n}}",
                k = i % 7
            ),
            4 => writeln!(
                text,
                "class Box{i} {{\n  constructor(public value: number) {{}}\n  scaled(by: number): number {{ return this.value * by + {i}; }}\n}}\nfunction f{i}(x: number): number {{\n  const box = new Box{i}(x);\n  return box.scaled(2) - box.value;\n}}"
            ),
            5 => writeln!(
                text,
                "function f{i}(x: number): number {{\n  const add = (a: number) => (b: number) => a + b + {i};\n  const inc = add(x);\n  return [1, 2, 3].map(inc).reduce((s, v) => s + v, 0);\n}}"
            ),
            6 => writeln!(
                text,
                "interface Point{i} {{ x: number; y: number; label?: string }}\nfunction f{i}(x: number): string {{\n  const p: Point{i} = {{ x, y: x * 2 }};\n  const q = {{ ...p, label: \"q{i}\" }};\n  return `${{q.label}}:${{p.x + q.y}}`;\n}}"
            ),
            _ => writeln!(
                text,
                "function f{i}(x: number): string {{\n  const ratio = (x + {i}) / 7;\n  const rounded = Math.round(ratio * 100) / 100;\n  return ratio.toFixed(3) + \" \" + rounded + \" \" + String(x % 3 === 0);\n}}"
            ),
        };
    }
    for i in 0..functions {
        let _ = writeln!(text, "console.log(f{i}({}));", i % 13);
    }
    text
}

/// One measured build.
pub struct Build {
    pub lines: usize,
    pub functions: usize,
    /// Median wall seconds and peak resident megabytes.
    pub seconds: f64,
    pub peak_mb: f64,
}

/// Generates and builds each program `runs` times with `compiler` through
/// `launcher`, checking once that the binary prints what Node prints.
pub fn measure_builds(
    compiler: &Path,
    launcher: &Path,
    work: &Path,
    runs: usize,
) -> Result<Vec<Build>> {
    std::fs::create_dir_all(work).map_err(|error| error.to_string())?;
    let mut builds = Vec::new();
    for functions in SIZES {
        let source = work.join(format!("functions-{functions}.ts"));
        let text = generate(functions);
        std::fs::write(&source, &text).map_err(|error| error.to_string())?;
        let binary = work.join(format!("functions-{functions}"));
        let mut seconds = Vec::new();
        let mut peaks = Vec::new();
        for _ in 0..runs {
            let output = Command::new(launcher)
                .arg(compiler)
                .args(["build", "-O2"])
                .arg(&source)
                .arg("-o")
                .arg(&binary)
                .output()
                .map_err(|error| format!("cannot run {}: {error}", launcher.display()))?;
            let text = String::from_utf8_lossy(&output.stderr);
            let [wall, _cpu, max_rss_kb, status] = crate::bench::launcher_figures(&text)?;
            if status != 0 {
                return Err(format!("building {} failed:\n{text}", source.display()));
            }
            seconds.push(wall as f64 / 1e9);
            peaks.push(max_rss_kb as f64 / 1024.0);
        }
        check_against_node(&source, &binary, work)?;
        seconds.sort_by(f64::total_cmp);
        peaks.sort_by(f64::total_cmp);
        builds.push(Build {
            lines: text.lines().count(),
            functions,
            seconds: seconds[seconds.len() / 2],
            peak_mb: peaks[peaks.len() / 2],
        });
    }
    Ok(builds)
}

/// The generated program must print what Node prints (with types stripped
/// by the pinned tsc), or its build time measures a wrong compiler.
fn check_against_node(source: &Path, binary: &Path, work: &Path) -> Result<()> {
    let root = crate::workspace();
    let js_dir: PathBuf = work.join("js");
    let status = Command::new("node")
        .arg(root.join("tests/node_modules/typescript/bin/tsc"))
        .args(["--strict", "--target", "ES2022", "--module", "commonjs"])
        .args(["--moduleDetection", "force", "--outDir"])
        .arg(&js_dir)
        .arg(source)
        .status()
        .map_err(|error| error.to_string())?;
    if !status.success() {
        return Err(format!("tsc rejects {}", source.display()));
    }
    let script = js_dir.join(source.with_extension("js").file_name().unwrap_or_default());
    let expected = Command::new("node")
        .arg(&script)
        .output()
        .map_err(|error| error.to_string())?
        .stdout;
    let actual = Command::new(binary)
        .output()
        .map_err(|error| error.to_string())?
        .stdout;
    if expected != actual {
        return Err(format!(
            "{} prints something other than Node",
            binary.display()
        ));
    }
    Ok(())
}

/// The report's compile-time section.
pub fn render(builds: &[Build], runs: usize) -> String {
    let mut text = String::new();
    let _ = writeln!(
        text,
        "\n## Compile time\n\nGenerated programs of small functions, each called once from the top level; `scriptc build -O2` with the release compiler, medians of {runs} builds.\n"
    );
    let _ = writeln!(
        text,
        "| functions | lines | build s | lines/s | peak MB |\n|---:|---:|---:|---:|---:|"
    );
    for build in builds {
        let _ = writeln!(
            text,
            "| {} | {} | {:.2} | {:.0} | {:.0} |",
            build.functions,
            build.lines,
            build.seconds,
            build.lines as f64 / build.seconds.max(1e-9),
            build.peak_mb
        );
    }
    text
}
