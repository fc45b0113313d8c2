//! String building is amortised linear in every form: each program builds
//! a string of N parts and of 8N parts, and the bytes the runtime
//! allocates (`SCRIPTC_ALLOC_STATS`) may grow about eightfold, not
//! sixty-four-fold as a copy per step would make them. Allocation figures,
//! not wall time, so the test is exact on a loaded machine.

use std::path::Path;
use std::process::Command;

use scriptc::driver::{self, BuildOptions, Emit};

use crate::support;

/// Parts in the small build; the large one has eight times as many.
const PARTS: usize = 4_000;

/// The shapes: `s += ...` and `s = s + ...` with several parts, numbers,
/// calls, templates and conditionals, on locals, globals (assigned at the
/// top level or in functions), captured variables, class fields,
/// structural properties and array elements. Each reads the part count
/// from `process.argv[2]` and prints the length it built.
const SHAPES: &[(&str, &str)] = &[
    (
        "local with several parts and a call",
        "function build(n: number): string {
           let s = '';
           for (let i = 0; i < n; i++) s += 'w' + ',' + (i % 1000) + ',' + 'x'.toUpperCase() + '\\n';
           return s;
         }
         console.log(build(N).length);",
    ),
    (
        "local assigned as s = s + ...",
        "function build(n: number): string {
           let s = '';
           for (let i = 0; i < n; i++) s = s + i + (i % 2 === 0 ? 'even' : 'odd');
           return s;
         }
         console.log(build(N).length);",
    ),
    (
        "top-level variable with a template",
        "let doc = '';
         for (let i = 0; i < N; i++) doc += `${i}:${(i / 3).toFixed(2)};`;
         console.log(doc.length);",
    ),
    (
        "global built in a function, with a user call among the parts",
        "let doc = '';
         function tag(i: number): string { return '<' + i + '>'; }
         function emit(i: number): void { doc += tag(i) + ',' + i; }
         for (let i = 0; i < N; i++) emit(i);
         console.log(doc.length);",
    ),
    (
        "global whose parts read it",
        "let doc = '';
         function tag(i: number): string { return '<' + i + '>'; }
         for (let i = 0; i < N; i++) doc += tag(i) + (doc.length % 10);
         console.log(doc.length);",
    ),
    (
        "captured variable",
        "function build(n: number): string {
           let s = '';
           const add = (x: string): void => { s += x + ',' + x.length; };
           for (let i = 0; i < n; i++) add('item' + i);
           return s;
         }
         console.log(build(N).length);",
    ),
    (
        "captured variable in an expression-bodied arrow",
        "let s = '';
         const add = (x: string) => (s += x + ';');
         for (let i = 0; i < N; i++) add('p' + (i % 10));
         console.log(s.length);",
    ),
    (
        "class field through this",
        "class Builder {
           out = '';
           add(w: string, i: number): void { this.out += w + ':' + i + ';' + w.toUpperCase(); }
         }
         const b = new Builder();
         for (let i = 0; i < N; i++) b.add('word', i);
         console.log(b.out.length);",
    ),
    (
        "class field assigned as o.f = o.f + ...",
        "class Builder { out = ''; }
         const b = new Builder();
         for (let i = 0; i < N; i++) b.out = b.out + 'x' + i;
         console.log(b.out.length);",
    ),
    (
        "property of an interface",
        "interface Acc { text: string; count: number }
         const acc: Acc = { text: '', count: 0 };
         for (let i = 0; i < N; i++) { acc.text += String(i) + ','; acc.count++; }
         console.log(acc.text.length, acc.count);",
    ),
    (
        "array element",
        "const parts: string[] = ['', ''];
         for (let i = 0; i < N; i++) parts[i % 2] += 'x' + i;
         console.log(parts[0].length + parts[1].length);",
    ),
    (
        "record entry",
        "const rec: Record<string, string> = { a: '' };
         for (let i = 0; i < N; i++) rec['a'] += 'y' + i;
         console.log(rec['a'].length);",
    ),
];

fn requested_bytes(stats: &str) -> u64 {
    stats
        .lines()
        .find_map(|line| line.trim().strip_prefix("requested through the runtime: "))
        .and_then(|rest| rest.strip_suffix(" bytes"))
        .and_then(|number| number.parse().ok())
        .unwrap_or_else(|| panic!("no allocation figures in:\n{stats}"))
}

fn allocated(binary: &Path, parts: usize) -> u64 {
    let output = Command::new(binary)
        .arg(parts.to_string())
        .env("SCRIPTC_ALLOC_STATS", "1")
        .output()
        .expect("run the built program");
    assert!(output.status.success(), "{binary:?} failed: {output:?}");
    requested_bytes(&String::from_utf8_lossy(&output.stderr))
}

#[test]
fn string_building_is_linear() {
    let work = support::target_directory().join("linear-strings");
    std::fs::create_dir_all(&work).expect("work directory");
    let runtime = support::runtime_archive();
    let mut failures = Vec::new();
    for (index, (name, body)) in SHAPES.iter().enumerate() {
        let source = work.join(format!("shape{index}.ts"));
        let text = format!("const N = Number(process.argv[2]);\n{body}\n");
        std::fs::write(&source, text).expect("write the program");
        let binary = work.join(format!("shape{index}"));
        let options = BuildOptions {
            emit: Emit::Executable,
            optimization: 1,
            verify: true,
            output: binary.clone(),
            runtime: Some(runtime.clone()),
            partitions: None,
        };
        if driver::build(&source, &options).is_err() {
            failures.push(format!("{name}: does not build"));
            continue;
        }
        let small = allocated(&binary, PARTS);
        let large = allocated(&binary, 8 * PARTS);
        let ratio = large as f64 / small as f64;
        if ratio > 11.0 {
            failures.push(format!(
                "{name}: {small} bytes for {PARTS} parts, {large} for {} ({ratio:.1}x)",
                8 * PARTS
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "string building allocates more than linearly:\n{}",
        failures.join("\n")
    );
}
