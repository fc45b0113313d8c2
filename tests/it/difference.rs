//! The one intended difference from Node (README, "What is supported"): a
//! value of type `any` used where a type is declared is checked there,
//! and a value of another type throws a catchable TypeError naming both
//! types, where Node would carry the wrong value on.

use std::process::Command;

use scriptc::driver::{self, BuildOptions, Emit};

use crate::support;

const PROGRAM: &str = r#"
const config: any = JSON.parse('{"port": "80", "debug": 1}');
function portOf(value: any): number {
  const port: number = value.port;
  return port + 1;
}
try {
  console.log("port", portOf(config));
} catch (error) {
  console.log((error as Error).name + ": " + (error as Error).message);
}
const flag: boolean = config.debug;
console.log("not reached", flag);
"#;

/// Builds `program` in a directory of its own and runs it.
fn build_and_run(name: &str, program: &str) -> std::process::Output {
    let work = support::target_directory().join("intended-difference");
    std::fs::create_dir_all(&work).expect("work directory");
    let source = work.join(format!("{name}.ts"));
    std::fs::write(&source, program).expect("write the program");
    let binary = work.join(name);
    let options = BuildOptions {
        emit: Emit::Executable,
        optimization: 1,
        verify: true,
        output: binary.clone(),
        runtime: Some(support::runtime_archive()),
        partitions: None,
    };
    assert!(
        driver::build(&source, &options).is_ok(),
        "the program builds"
    );
    Command::new(&binary).output().expect("run the program")
}

#[test]
fn a_value_of_another_type_throws_where_a_type_is_declared() {
    let output = build_and_run("crossing", PROGRAM);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(
        stdout,
        "TypeError: Expected a number, got a string (\"80\") (scriptc checks a value of type 'any' where a type is declared)\n",
        "stderr: {stderr}"
    );
    assert_eq!(
        stderr,
        "TypeError: Expected a boolean, got a number (1) (scriptc checks a value of type 'any' where a type is declared)\n    at <compiled code>\n"
    );
    assert_eq!(output.status.code(), Some(1), "stderr: {stderr}");
}

/// A filter's type predicate that narrows to a subclass is checked too
/// (README's known differences): one that admits an instance of another
/// class throws, where Node carries the array on.
const LYING_PREDICATE: &str = r#"
class Animal { constructor(public name: string) {} }
class Dog extends Animal { bark(): string { return this.name + " woofs"; } }
class Cat extends Animal { lives = 9; }
const pets: Animal[] = [new Dog("rex"), new Cat("tom")];
console.log(pets.filter((p): p is Dog => p instanceof Dog).map((d) => d.bark()).join());
try {
  const liars = pets.filter((p): p is Dog => p.name.length === 3);
  console.log("not reached", liars.length);
} catch (error) {
  console.log((error as Error).name + ": " + (error as Error).message);
}
"#;

#[test]
fn a_type_predicate_that_admits_another_class_throws() {
    let output = build_and_run("predicate", LYING_PREDICATE);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(
        stdout, "rex woofs\nTypeError: scriptc: a value asserted to be a 'Dog' is not one\n",
        "stderr: {stderr}"
    );
    assert_eq!(output.status.code(), Some(0), "stderr: {stderr}");
}

/// Every route a value of type `any` takes into typed code checks it the
/// same way: a function of typed parameters called through an `any`
/// parameter type, an array of `any` values taken as `number[]`, and a
/// property of an object made through `any` read through an interface.
const ROUTES: &str = r#"
function attempt(label: string, run: () => void): void {
  try {
    run();
    console.log(label, "not reached");
  } catch (error) {
    console.log(label, (error as Error).name + ": " + (error as Error).message);
  }
}
const length: (x: string) => number = (x) => x.length;
const loose: (x: any) => number = length;
attempt("argument", () => console.log(loose(5)));
const mixed: any = [1, "a"];
attempt("element", () => {
  const numbers: number[] = mixed;
  console.log(numbers.length);
});
interface Counter { n: number }
const made: any = { n: "text" };
attempt("property", () => {
  const counter: Counter = made;
  console.log(counter.n + 1);
});
console.log(mixed, loose("four"));
"#;

#[test]
fn every_route_into_typed_code_checks_the_value() {
    let output = build_and_run("routes", ROUTES);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let note = "(scriptc checks a value of type 'any' where a type is declared)";
    assert_eq!(
        stdout,
        format!(
            "argument TypeError: Expected a string, got a number (5) {note}\n\
             element TypeError: Expected a number, got a string (\"a\") {note}\n\
             property TypeError: Expected a number, got a string (\"text\") {note}\n\
             [ 1, 'a' ] 4\n"
        ),
        "stderr: {stderr}"
    );
    assert_eq!(output.status.code(), Some(0), "stderr: {stderr}");
}
